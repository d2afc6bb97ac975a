//! Cards the rules know by title: the documents (or the rules modelled from them) name these
//! cards, and nothing among a card's facts says what they are. Each is a normalised title (see
//! [`super::normalize`]), matched with [`super::CardDef::is_titled`]; a card of another title is
//! never taken for one of them.

/// Elis Helrot, the Interrupt that transports characters from site to site (Dagobah), also named
/// by the shield rules (the update) as movement the shield stops.
pub const ELIS_HELROT: &str = "elis helrot";
/// Nabrun Leids, the Interrupt that transports a character from site to site (Dagobah).
pub const NABRUN_LEIDS: &str = "nabrun leids";
/// The transport cards: those that relocate characters from site to site. The documents name
/// these two.
pub const TRANSPORT_CARDS: &[&str] = &[ELIS_HELROT, NABRUN_LEIDS];

/// Bombing Run, the mobile effect that sets a bomber's target zone (Dagobah).
pub const BOMBING_RUN: &str = "bombing run";
/// TIE Bomber: a bomber by title when its card does not carry the `bomber` characteristic.
pub const TIE_BOMBER: &str = "tie bomber";
/// Proton Bombs, the starship weapon a bomber carries.
pub const PROTON_BOMBS: &str = "proton bombs";

/// Mynock, the creature that attaches to a starship and flies like a starfighter.
pub const MYNOCK: &str = "mynock";
/// Vine Snake, the creature that attaches to a character.
pub const VINE_SNAKE: &str = "vine snake";
/// Landing Claw, the device that fastens a starship to a capital starship.
pub const LANDING_CLAW: &str = "landing claw";

/// The Big One, the asteroid sector with the cave.
pub const BIG_ONE: &str = "big one";
/// Bespin: Cloud City, the cloud sector that deploys only to Bespin.
pub const BESPIN_CLOUD_CITY: &str = "bespin: cloud city";

/// Alter, which the effects rules name: its wording leaves mobile effects out.
pub const ALTER: &str = "alter";
