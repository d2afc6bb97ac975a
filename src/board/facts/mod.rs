//! Facts about the board that several rule families read, one small file per subject: what a
//! card is and who operates it (craft), captives and missing cards (custody), whose a card is
//! (sides), sectors, the shield's state, presence, attached cards, places (a row's sites, a
//! planet, starship sites). Plain answers from the board and the catalog: no rule is cited here
//! (the families cite the rules that make a fact matter).

pub mod attached;
pub mod craft;
pub mod custody;
pub mod kinds;
pub mod places;
pub mod presence;
pub mod sectors;
pub mod shield;
pub mod sides;
pub mod standing;

pub use attached::{
    Instead, attaches_instead, claw_host, host_of, is_mynock, is_vine_snake, together,
};
pub use craft::{
    Compartment, Needs, Operator, acting_pilots, character_places_left, characters_aboard,
    compartment, is_at_at, is_combat, is_craft, is_creature_vehicle, is_droid, is_enclosed,
    is_item, needs, operator, pilot_of, pilots_in_cargo_bay, room_aboard, seat_limit_notes,
    seat_limit_unsettled,
};
pub use custody::{
    Custody, captive_owner, custody, is_captive, is_missing, is_prison, moved_by, release_outcome,
};
pub use places::{
    LimitFit, buried_words, deploy_limit_fit, is_starship_row, is_starship_site, on_planet,
    place_fit, regular_way, row_sites, row_starship, rows_of, sites_crossed, starship_of_site,
    trips,
};
pub use presence::{
    Where, icon_presence_words, occupies, presence_at, presence_at_with, presence_by_icon_only,
    present_place,
};
pub use sectors::{
    SectorKind, clouds_by_altitude, concerns_move, is_big_one, is_cave, is_city_platform,
    is_city_sector, is_cloud_car, lowest_cloud, rows_with_system, sector_kind, sectors_of,
};
pub use shield::{Shield, is_generators, is_wampa_cave, markers, ordinal, outermost_exterior};
pub use sides::{names_character, printed_side, serves};
pub use standing::standing;
