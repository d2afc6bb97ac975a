//! Checks that several rule families run, moved down out of the family that first wrote them
//! so that the families need not import each other: the regular move's timing, the shield over
//! a site, a creature's habitat, a landed starfighter, captives aboard and escorted, a starship
//! below decks or hidden by a Landing Claw, whether a craft is operated and the landspeed it may
//! use, a flight's base price, Dagobah's ◇ limits, uniqueness, missing cards, values never
//! negative. Each records the reasons of the rules it applies (declared in the rulebook file of
//! the family they belong to). This layer imports no rule family.

pub(crate) mod arithmetic;
pub(crate) mod captives;
pub(crate) mod card_places;
pub(crate) mod card_words;
pub(crate) mod diamonds;
pub(crate) mod flight_price;
pub(crate) mod force_pile;
pub(crate) mod gate;
pub(crate) mod grants;
pub(crate) mod habitat;
pub(crate) mod landed;
pub(crate) mod like_a_character;
pub(crate) mod missing;
pub(crate) mod operated;
pub(crate) mod paying;
pub(crate) mod phase_grants;
pub(crate) mod regardless;
pub(crate) mod regular_move;
pub(crate) mod sector_legs;
pub(crate) mod shield;
pub(crate) mod transport_text;
pub(crate) mod unique;
pub mod work;
