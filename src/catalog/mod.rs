//! Card facts: the built-in catalog (embedded, facts only) plus scenario overrides.
//!
//! A [`CardDef`] holds only what the rules read. Titles are resolved without uniqueness marks,
//! case-insensitively, by exact title first and then by an unambiguous shortening.

pub mod builtin;
pub mod community;
pub mod deploy_limit;
pub mod derive;
mod fact_value;
mod facts;
pub mod table;
pub mod text;
pub mod titles;
pub mod youngjedi;

pub use community::CatalogError;
pub use facts::{FACT_KEYS, FactError, FactValue, UNLIMITED, parse_printed, set_fact};

use crate::rulebook::Side;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// Top-left card type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardType {
    Character,
    Starship,
    Vehicle,
    Location,
    Weapon,
    Device,
    Effect,
    Interrupt,
    Creature,
    EpicEvent,
    JediTest,
    Objective,
    Admiral,
    DefensiveShield,
    Podracer,
    GameAid,
    /// Young Jedi: a Battle card.
    Battle,
}

impl CardType {
    pub const ALL: &'static [(&'static str, CardType)] = &[
        ("character", CardType::Character),
        ("starship", CardType::Starship),
        ("vehicle", CardType::Vehicle),
        ("location", CardType::Location),
        ("weapon", CardType::Weapon),
        ("device", CardType::Device),
        ("effect", CardType::Effect),
        ("interrupt", CardType::Interrupt),
        ("creature", CardType::Creature),
        ("epic-event", CardType::EpicEvent),
        ("jedi-test", CardType::JediTest),
        ("objective", CardType::Objective),
        ("admirals-order", CardType::Admiral),
        ("defensive-shield", CardType::DefensiveShield),
        ("podracer", CardType::Podracer),
        ("game-aid", CardType::GameAid),
        ("battle", CardType::Battle),
    ];
    pub fn name(self) -> &'static str {
        CardType::ALL
            .iter()
            .find(|(_, t)| *t == self)
            .map(|(n, _)| *n)
            .unwrap_or("card")
    }
}

/// Subtype (the second word of the type line).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Subtype {
    Site,
    System,
    Sector,
    Starfighter,
    Capital,
    Squadron,
    Combat,
    Transport,
    Shuttle,
    CreatureVehicle,
    Droid,
    Artillery,
    Character,
    Starship,
    Vehicle,
    Mobile,
    Utinni,
    Immediate,
    Political,
}

impl Subtype {
    pub const ALL: &'static [(&'static str, Subtype)] = &[
        ("site", Subtype::Site),
        ("system", Subtype::System),
        ("sector", Subtype::Sector),
        ("starfighter", Subtype::Starfighter),
        ("capital", Subtype::Capital),
        ("squadron", Subtype::Squadron),
        ("combat", Subtype::Combat),
        ("transport", Subtype::Transport),
        ("shuttle", Subtype::Shuttle),
        ("creature-vehicle", Subtype::CreatureVehicle),
        ("droid", Subtype::Droid),
        ("artillery", Subtype::Artillery),
        ("character", Subtype::Character),
        ("starship", Subtype::Starship),
        ("vehicle", Subtype::Vehicle),
        ("mobile", Subtype::Mobile),
        ("utinni", Subtype::Utinni),
        ("immediate", Subtype::Immediate),
        ("political", Subtype::Political),
    ];
    pub fn name(self) -> &'static str {
        Subtype::ALL
            .iter()
            .find(|(_, t)| *t == self)
            .map(|(n, _)| *n)
            .unwrap_or("?")
    }
}

/// Location and card icons the rules read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Icon {
    Interior,
    Exterior,
    Underground,
    Underwater,
    Planet,
    Space,
    Mobile,
    StarshipSite,
    VehicleSite,
    Cave,
    Pilot,
    Warrior,
    JediMaster,
}

impl Icon {
    pub const ALL: &'static [(&'static str, Icon)] = &[
        ("interior", Icon::Interior),
        ("exterior", Icon::Exterior),
        ("underground", Icon::Underground),
        ("underwater", Icon::Underwater),
        ("planet", Icon::Planet),
        ("space", Icon::Space),
        ("mobile", Icon::Mobile),
        ("starship-site", Icon::StarshipSite),
        ("vehicle-site", Icon::VehicleSite),
        ("cave", Icon::Cave),
        ("pilot", Icon::Pilot),
        ("warrior", Icon::Warrior),
        ("jedi-master", Icon::JediMaster),
    ];
    pub fn name(self) -> &'static str {
        Icon::ALL
            .iter()
            .find(|(_, t)| *t == self)
            .map(|(n, _)| *n)
            .unwrap_or("?")
    }
}

/// Characteristics from the card's lore or title (`enclosed`, `gunner`, `persona: Luke`…).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trait {
    Enclosed,
    ShipDocking,
    Tie,
    CloudCar,
    Gunner,
    Scout,
    Spy,
    BountyHunter,
    Droid,
    Prison,
    Independent,
    /// A Rebel starship (the card's characteristic `Rebel (starship)`).
    Rebel,
    /// An Imperial starship (the card's characteristic `Imperial (starship)`).
    Imperial,
    /// A Star Destroyer of any class (its model says so): what a generic Star Destroyer
    /// starship site (Star Destroyer: Launch Bay) relates to.
    StarDestroyer,
    PowerDroid,
    MiningDroid,
    Backpack,
    Skywalker,
    /// A weapon that may target cards at other locations (Assault Rifle…).
    LongRange,
    /// A weapon or device that may be deployed on, or moved by, characters (it can be stolen).
    Portable,
    /// A weapon whose effect hits every card or character at a place without choosing a target.
    Area,
    /// A starship weapon that works at a site (a landed starfighter may fire it).
    AtSites,
    /// A capital starship that deploys and moves like a starfighter (allowed at cloud sectors).
    MovesLikeStarfighter,
    /// A selective creature (Dagobah): it leaves creatures of its own title alone.
    Selective,
    /// An attaching creature (the cards say "parasite"): it attaches to a host instead of
    /// attacking (Dagobah: vine snakes, mynocks).
    Parasite,
    /// A bomber (TIE Bomber): may use Proton Bombs and Bombing Run (Dagobah).
    Bomber,
    /// Young Jedi: a Jedi (a dueling character on the Light Side).
    Jedi,
    /// Young Jedi: a Sith.
    Sith,
    /// Young Jedi: a dueling character (able to fight with a lightsaber).
    Dueling,
    /// Young Jedi: a transport starship.
    Transport,
    /// Young Jedi: a starfighter.
    Starfighter,
    /// Young Jedi: a lightsaber Weapon card.
    Lightsaber,
    Persona(String),
    /// A starship's or vehicle's model, as the community data's `subType` names it after its
    /// class, lower case (`x-wing`, `at-st`, `t-47 snowspeeder`): what "Deploy on your X-wing"
    /// and "except … AT-STs" name.
    Model(String),
}

impl Trait {
    pub const SIMPLE: &'static [(&'static str, Trait)] = &[
        ("enclosed", Trait::Enclosed),
        ("ship-docking", Trait::ShipDocking),
        ("tie", Trait::Tie),
        ("cloud-car", Trait::CloudCar),
        ("gunner", Trait::Gunner),
        ("scout", Trait::Scout),
        ("spy", Trait::Spy),
        ("bounty-hunter", Trait::BountyHunter),
        ("droid", Trait::Droid),
        ("prison", Trait::Prison),
        ("independent", Trait::Independent),
        ("rebel", Trait::Rebel),
        ("imperial", Trait::Imperial),
        ("star-destroyer", Trait::StarDestroyer),
        ("power-droid", Trait::PowerDroid),
        ("mining-droid", Trait::MiningDroid),
        ("backpack", Trait::Backpack),
        ("skywalker", Trait::Skywalker),
        ("long-range", Trait::LongRange),
        ("portable", Trait::Portable),
        ("area", Trait::Area),
        ("at-sites", Trait::AtSites),
        ("moves-like-starfighter", Trait::MovesLikeStarfighter),
        ("selective", Trait::Selective),
        ("parasite", Trait::Parasite),
        ("bomber", Trait::Bomber),
        ("jedi", Trait::Jedi),
        ("sith", Trait::Sith),
        ("dueling", Trait::Dueling),
        ("transport", Trait::Transport),
        ("starfighter", Trait::Starfighter),
        ("lightsaber", Trait::Lightsaber),
    ];
    pub fn name(&self) -> String {
        match self {
            Trait::Persona(p) => format!("persona: {p}"),
            Trait::Model(m) => format!("model: {m}"),
            t => Trait::SIMPLE
                .iter()
                .find(|(_, x)| x == t)
                .map(|(n, _)| n.to_string())
                .unwrap_or_default(),
        }
    }
}

/// Permissions a card's game text grants that the documents otherwise forbid. The judge does not
/// read game text: a scenario says what the text allows.
pub const KNOWN_ALLOWS: &[&str] = &[
    "deploy-to-dagobah",
    // A card on table that lets its owner deploy at its own location regardless of location
    // deployment restrictions: its reach as its text gives it (Encampment: characters), or
    // `lets-deploy-here` when the reach is not recorded (the answer is then undetermined).
    "lets-deploy-here",
    "lets-characters-deploy-here",
    "lets-vehicles-deploy-here",
    "lets-starships-deploy-here",
    "deploy-to-interior",
    "move-to-interior",
    "land-anywhere",
    "land",
    "drive",
    "deploy-without-presence",
    "react",
    "power-weapons",
    // Cloud City: a weapon or device whose text lets it deploy on an opponent's character.
    "deploy-on-opponent",
    // Cloud City: a weapon naming characters that any warrior may also use (Luke's Blaster
    // Pistol), so it still works for a named character who crossed over.
    "use-by-any-warrior",
    // Cloud City: a card (or a device on the character) letting one escort hold any number of
    // captives (Binders).
    "escort-any-number",
    // Cloud City: a card that releases captives, or specifically targets 'frozen' captives: it
    // may target a 'frozen' captive.
    "release-captives",
    "target-frozen",
];

/// Which side's printing. A location printed for both sides exists as two defs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Printed {
    Light,
    Dark,
    /// Defined without a side (a scenario card that did not say): fits either list.
    Any,
}

impl Printed {
    pub fn fits(self, side: Side) -> bool {
        match self {
            Printed::Any => true,
            Printed::Light => side == Side::Light,
            Printed::Dark => side == Side::Dark,
        }
    }
}

/// Where a definition came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Origin {
    Builtin,
    Scenario,
    Community,
}

/// Capacity of a vehicle or starship, from its "May add …" wording. `N pilots or passengers`
/// is `pilots: N` and no passenger seats of its own (N characters in all, any may pilot); a
/// driver counts as a pilot; [`UNLIMITED`] (255) stands for "unlimited";
/// TIEs count as starfighters, speeder bikes and STAPs as vehicles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Capacity {
    pub pilots: Option<u8>,
    pub passengers: Option<u8>,
    pub starfighters: Option<u8>,
    pub vehicles: Option<u8>,
}

/// The facts of one card (one side's printing).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CardDef {
    /// The title as printed, with uniqueness marks (`•Red 5`).
    pub title: String,
    /// The title [`normalize`]d, computed once (titles never change after creation).
    #[serde(skip)]
    key: String,
    pub side: Printed,
    #[serde(rename = "type")]
    pub card_type: CardType,
    pub subtype: Option<Subtype>,
    pub set: Option<String>,
    pub icons: Vec<Icon>,
    /// Hoth marker number, from the title `(Nth Marker)`.
    pub marker: Option<u8>,
    /// Number of uniqueness dots (`•` = 1); 0 when not unique.
    pub unique: u8,
    /// ◇ count (diamond-restricted cards).
    pub diamonds: u8,
    pub ability: Option<i64>,
    pub power: Option<i64>,
    pub armor: Option<i64>,
    pub maneuver: Option<i64>,
    pub landspeed: Option<i64>,
    pub hyperspeed: Option<i64>,
    pub parsec: Option<i64>,
    pub light_icons: Option<u8>,
    pub dark_icons: Option<u8>,
    pub capacity: Capacity,
    pub traits: Vec<Trait>,
    /// Ability of the permanent pilot, if the card has one.
    pub permanent_pilot: Option<i64>,
    /// A creature's ferocity (its fixed part).
    pub ferocity: Option<i64>,
    /// The ferocity adds a destiny draw (`3 + destiny`).
    pub ferocity_destiny: bool,
    /// A creature's defense value (`SLITHER 5` → 5).
    pub defense_value: Option<i64>,
    /// A Star Wars CCG card's printed deploy cost, in Force (the community data's `deploy`).
    /// A Young Jedi card's, in counters, is `yj.deploy_cost`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deploy_cost: Option<i64>,
    /// "Deploys only on …": the sentence of its own text that limits where it deploys, as
    /// printed (or a bare place, read as "on" it); [`CardDef::deploy_limit`] reads it.
    pub deploys_only: Option<String>,
    /// A location's own sentences about (docking bay) transit, as printed ("Dark: Your docking
    /// bay transit from here requires 1 Force."); read when a transit is priced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub transit: Option<String>,
    /// A creature's habitat: the planet whose sites it lives on.
    pub habitat: Option<String>,
    /// A Jedi Test's number (`Jedi Test #3` → 3).
    pub jedi_test: Option<u8>,
    pub allows: Vec<String>,
    /// A weapon's "matching" characters: the names its game text gives (Cloud City, "Matching
    /// weapon"), each a persona or a card title. `None`: not on record.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matches: Option<Vec<String>>,
    pub origin: Origin,
    /// Young Jedi facts (DAMAGE, destiny, bonus dots…); empty for Star Wars CCG cards.
    #[serde(skip_serializing_if = "youngjedi::YjFacts::is_empty")]
    pub yj: youngjedi::YjFacts,
    /// A hand-checked def (`builtin.cards`): it stays above community files added with
    /// `--cards`, which replace the other built-in defs of their titles.
    #[serde(skip)]
    pub hand_checked: bool,
    /// The card's game text as printed (the community database's, or a board's override's):
    /// read sentence by sentence by [`text`]. `None`: not on record.
    #[serde(skip)]
    pub text: Option<String>,
    /// A built-in card's text as the table holds it, and its reading kept at build time
    /// ([`text::encode`]); taken only while `text` is still that text.
    #[serde(skip)]
    pub(crate) built_read: BuiltRead,
}

/// The reading of a built-in card's text kept at build time: the text it was read from and
/// the reading ([`text::encode`]), decoded once. It is derived from the card's text, so it
/// never makes two cards differ (equal whatever it holds).
#[derive(Debug, Clone, Default)]
pub(crate) struct BuiltRead {
    pub(crate) read: Option<(&'static str, &'static str)>,
    decoded: OnceLock<Vec<text::Sentence>>,
}

impl BuiltRead {
    pub(crate) fn new(text: &'static str, read: &'static str) -> BuiltRead {
        BuiltRead {
            read: Some((text, read)),
            decoded: OnceLock::new(),
        }
    }
}

impl PartialEq for BuiltRead {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl CardDef {
    pub fn new(title: &str, side: Printed, card_type: CardType) -> CardDef {
        CardDef {
            title: title.to_string(),
            key: normalize(title),
            side,
            card_type,
            subtype: None,
            set: None,
            icons: Vec::new(),
            marker: marker_from_title(title),
            unique: uniqueness_from_title(title).0,
            diamonds: uniqueness_from_title(title).1,
            ability: None,
            power: None,
            armor: None,
            maneuver: None,
            landspeed: None,
            hyperspeed: None,
            parsec: None,
            light_icons: None,
            dark_icons: None,
            capacity: Capacity::default(),
            traits: Vec::new(),
            permanent_pilot: None,
            ferocity: None,
            ferocity_destiny: false,
            defense_value: None,
            deploy_cost: None,
            deploys_only: None,
            transit: None,
            habitat: None,
            jedi_test: None,
            allows: Vec::new(),
            matches: None,
            origin: Origin::Builtin,
            yj: youngjedi::YjFacts::default(),
            hand_checked: false,
            text: None,
            built_read: BuiltRead::default(),
        }
    }
    /// Title without uniqueness marks, as users type it.
    /// The normalised title (see [`normalize`]), for matching.
    pub fn key(&self) -> &str {
        &self.key
    }
    /// Is this the card of that normalised title (one of [`titles`])?
    pub fn is_titled(&self, key: &str) -> bool {
        self.key == key
    }
    pub fn plain_title(&self) -> &str {
        strip_marks(&self.title)
    }
    pub fn has_icon(&self, i: Icon) -> bool {
        self.icons.contains(&i)
    }
    pub fn has_trait(&self, t: &Trait) -> bool {
        self.traits.contains(t)
    }
    pub fn allows(&self, what: &str) -> bool {
        self.allows.iter().any(|a| a == what)
    }
    pub fn is_site(&self) -> bool {
        self.card_type == CardType::Location && self.subtype == Some(Subtype::Site)
    }
    pub fn is_system(&self) -> bool {
        self.card_type == CardType::Location && self.subtype == Some(Subtype::System)
    }
    pub fn is_sector(&self) -> bool {
        self.card_type == CardType::Location && self.subtype == Some(Subtype::Sector)
    }
    /// A docking bay: interior and exterior icons together (a cave aside), or the title says so.
    pub fn is_docking_bay(&self) -> bool {
        self.is_site()
            && ((self.has_icon(Icon::Interior)
                && self.has_icon(Icon::Exterior)
                && !self.has_icon(Icon::Cave))
                || ["Docking Bay", "Platform", "Launch Bay"]
                    .iter()
                    .any(|w| self.title.contains(w)))
    }
    pub fn is_starfighter(&self) -> bool {
        self.card_type == CardType::Starship && self.subtype == Some(Subtype::Starfighter)
    }
    pub fn is_capital(&self) -> bool {
        self.card_type == CardType::Starship && self.subtype == Some(Subtype::Capital)
    }
    /// A starfighter, or a capital starship whose own text says it "deploys and moves like a
    /// starfighter" (Hound's Tooth, Bright Hope, Medium Transport): it deploys, moves, lands
    /// and takes off as a starfighter does.
    pub fn flies_as_starfighter(&self) -> bool {
        self.is_starfighter() || (self.is_capital() && self.has_trait(&Trait::MovesLikeStarfighter))
    }
    /// What the card's own text says of where it deploys, read (see [`deploy_limit`]).
    /// The card's game text, sentence by sentence, each with what it bears on and the fact
    /// read from it (empty when the text is not on record).
    pub fn sentences(&self) -> Vec<text::Sentence> {
        let Some(gametext) = self.text.as_deref() else {
            return Vec::new();
        };
        match self.built_read.read {
            Some((read_from, kept)) if read_from == gametext => self
                .built_read
                .decoded
                .get_or_init(|| text::read_kept(gametext, kept))
                .clone(),
            _ => text::read_text_once(gametext),
        }
    }
    /// The landspeed its own text gives it ("Landspeed = 2", "May 'fly' (landspeed = 3)"),
    /// with the sentence: a fact of the card, which the movement rules take (a board's
    /// `landspeed:` for the card in play still decides over it).
    pub fn landspeed_by_text(&self) -> Option<(i64, String)> {
        self.sentences().into_iter().find_map(|s| match s.fact {
            Some(text::Fact::Landspeed { is: Some(n), .. }) => Some((n, s.text)),
            _ => None,
        })
    }
    /// The further places its own text lets it deploy to ("May deploy to exterior sites"):
    /// each as (places, sentence).
    pub fn deploy_grants(&self) -> Vec<(String, String)> {
        self.sentences()
            .into_iter()
            .filter_map(|s| match s.fact {
                Some(text::Fact::MayDeployTo { places }) => Some((places, s.text)),
                _ => None,
            })
            .collect()
    }
    /// Whether its own text lets it deploy without presence or Force icons (and, the bool,
    /// lets your characters deploy aboard it so), with the place excepted: the deploy rules
    /// then need neither.
    pub fn without_presence(&self) -> Option<(bool, Option<String>)> {
        self.sentences().into_iter().find_map(|s| match s.fact {
            Some(text::Fact::WithoutPresence { aboard_too, except }) => Some((aboard_too, except)),
            _ => None,
        })
    }
    /// Its landspeed: its own text's, else the database's.
    pub fn landspeed_of_card(&self) -> Option<i64> {
        self.landspeed_by_text().map(|(n, _)| n).or(self.landspeed)
    }
    /// The sentence of its own text that lets it move as a 'react' ("May move as a 'react'
    /// [only to …]"), when it has one: the react rules ask, and the card-text checks hold it
    /// to any place the sentence names.
    pub fn reacts_by_text(&self) -> Option<String> {
        self.sentences()
            .into_iter()
            .find(|s| matches!(s.fact, Some(text::Fact::React { .. })))
            .map(|s| s.text)
    }
    /// The places its own text (a location's) lets cards move to or from beyond their
    /// landspeed ("… may move between here and any Cloud City site": `any Cloud City site`).
    pub fn move_grant_places(&self) -> Vec<String> {
        self.sentences()
            .into_iter()
            .filter_map(|s| match s.fact {
                Some(text::Fact::MoveBetween { there, .. })
                | Some(text::Fact::MoveCostHere {
                    between: Some(there),
                    ..
                }) => Some(there),
                _ => None,
            })
            .collect()
    }
    /// Could a place a move grant names (`Mountains`, `any battleground site`) be `other`? A
    /// site's name must be its title (or the part after the planet); any other words may be,
    /// and the move rules judge them.
    pub fn may_be_named_by(&self, place: &str) -> bool {
        let title = self.plain_title();
        place.split(" or ").any(|alt| {
            let bare = alt.trim().trim_start_matches("any ");
            let a_name = bare
                .split_whitespace()
                .all(|w| w.starts_with(|c: char| c.is_uppercase()) || w == "of");
            !a_name
                || title.eq_ignore_ascii_case(bare)
                || title
                    .split_once(": ")
                    .is_some_and(|(_, t)| t.eq_ignore_ascii_case(bare))
        })
    }
    pub fn deploy_limit(&self) -> Option<deploy_limit::DeployLimit> {
        self.deploys_only
            .as_deref()
            .map(deploy_limit::DeployLimit::read)
    }
    pub fn is_tie(&self) -> bool {
        self.has_trait(&Trait::Tie)
    }
    /// Every persona the card represents (a ship and its permanent pilots each count).
    pub fn personas(&self) -> impl Iterator<Item = &str> {
        self.traits.iter().filter_map(|t| match t {
            Trait::Persona(p) => Some(p.as_str()),
            _ => None,
        })
    }
    /// Its model (`x-wing`, `at-st`), where the data names one.
    pub fn model(&self) -> Option<&str> {
        self.traits.iter().find_map(|t| match t {
            Trait::Model(m) => Some(m.as_str()),
            _ => None,
        })
    }
    pub fn persona(&self) -> Option<&str> {
        self.traits.iter().find_map(|t| match t {
            Trait::Persona(p) => Some(p.as_str()),
            _ => None,
        })
    }
    /// A short description: `Light Side starship (starfighter)`.
    pub fn kind_words(&self) -> String {
        let side = match self.side {
            Printed::Light => "Light Side ",
            Printed::Dark => "Dark Side ",
            Printed::Any => "",
        };
        match self.subtype {
            Some(s) => format!("{side}{} ({})", self.card_type.name(), s.name()),
            None => format!("{side}{}", self.card_type.name()),
        }
    }
}

/// `(Nth Marker)` in a title.
pub fn marker_from_title(title: &str) -> Option<u8> {
    let i = title.find(" Marker)")?;
    let head = &title[..i];
    let open = head.rfind('(')?;
    let num: String = head[open + 1..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    num.parse().ok()
}

/// (dots, diamonds) from the leading marks of a title.
pub fn uniqueness_from_title(title: &str) -> (u8, u8) {
    let mut dots = 0u8;
    let mut diamonds = 0u8;
    let mut rest = title;
    loop {
        if let Some(r) = rest.strip_prefix('•') {
            dots = dots.saturating_add(1);
            rest = r;
        } else if let Some(r) = rest.strip_prefix("<>") {
            diamonds = diamonds.saturating_add(1);
            rest = r;
        } else if let Some(r) = rest.strip_prefix('◇') {
            diamonds = diamonds.saturating_add(1);
            rest = r;
        } else {
            break;
        }
    }
    (dots, diamonds)
}

/// The title without its leading uniqueness marks.
/// A diamond is written `◇` or `<>`; a lone `<` or `>` is part of the title.
pub fn strip_marks(title: &str) -> &str {
    let mut rest = title;
    loop {
        let next = rest
            .strip_prefix("<>")
            .or_else(|| rest.strip_prefix(['•', '◇', '*', ' ']));
        match next {
            Some(r) => rest = r,
            None => return rest,
        }
    }
}

/// Normalised form for matching: no marks, lower case, single spaces, unified apostrophes.
pub fn normalize(title: &str) -> String {
    let t = strip_marks(title.trim());
    let mut out = String::with_capacity(t.len());
    let mut space = false;
    for c in t.chars() {
        let c = match c {
            '’' | '‘' | '`' => '\'',
            '“' | '”' => '"',
            c => c,
        };
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        if c.is_ascii() {
            out.push(c.to_ascii_lowercase());
        } else {
            out.extend(c.to_lowercase());
        }
    }
    out
}

/// Number words a player says in a title (`Red Five`), and the digits printed for them.
const NUMBER_WORDS: &[(&str, &str)] = &[
    ("one", "1"),
    ("two", "2"),
    ("three", "3"),
    ("four", "4"),
    ("five", "5"),
    ("six", "6"),
    ("seven", "7"),
    ("eight", "8"),
    ("nine", "9"),
    ("ten", "10"),
    ("eleven", "11"),
    ("twelve", "12"),
];

/// `key` (normalised) with its number words as digits (`red five` → `red 5`), when it holds
/// one; titles print numbers as digits, players say them. A title that holds the word itself
/// is found before this is tried.
pub fn numerals(key: &str) -> Option<String> {
    let mut changed = false;
    let words: Vec<&str> = key
        .split(' ')
        .map(|w| match NUMBER_WORDS.iter().find(|(n, _)| *n == w) {
            Some((_, d)) => {
                changed = true;
                *d
            }
            None => w,
        })
        .collect();
    changed.then(|| words.join(" "))
}

/// The key with each number word typed with a letter amiss (`fiive`, `thre`) as its digits,
/// when there is one (the words of four letters or more, one edit away).
pub fn near_numerals(key: &str) -> Option<String> {
    let mut changed = false;
    let words: Vec<&str> = key
        .split(' ')
        .map(|w| {
            let near = (w.len() >= 4)
                .then(|| {
                    NUMBER_WORDS
                        .iter()
                        .find(|(n, _)| *n != w && strsim::osa_distance(n, w) == 1)
                })
                .flatten();
            match near {
                Some((_, d)) => {
                    changed = true;
                    *d
                }
                None => w,
            }
        })
        .collect();
    changed.then(|| words.join(" "))
}

/// Does `short` occur in `full` (both normalised) starting and ending at word boundaries?
pub fn is_shortening(short: &str, full: &str) -> bool {
    if short.is_empty() || short.len() >= full.len() {
        return false;
    }
    let bytes = full.as_bytes();
    let mut from = 0;
    while let Some(i) = full[from..].find(short) {
        let start = from + i;
        let end = start + short.len();
        let before_ok = start == 0 || !is_word_byte(bytes[start - 1]);
        let after_ok = end == full.len() || !is_word_byte(bytes[end]);
        if before_ok && after_ok {
            return true;
        }
        from = start
            + full[start..]
                .chars()
                .next()
                .map(|c| c.len_utf8())
                .unwrap_or(1);
        if from >= full.len() {
            break;
        }
    }
    false
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b >= 0x80
}

/// Index of a card definition in a [`Catalog`]: a distinct type from the board's indexes
/// (`board::CardIx`, `board::LocId`). `DefId::from(i)` and `usize::from(d)` convert at the
/// edges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DefId(usize);

/// The conversions of a typed index (`DefId`, `board::CardIx`, `board::LocId`) to and from the
/// plain number, at the edges where one is needed.
macro_rules! index_type {
    ($name:ident) => {
        impl From<usize> for $name {
            fn from(i: usize) -> $name {
                $name(i)
            }
        }
        impl From<$name> for usize {
            fn from(x: $name) -> usize {
                x.0
            }
        }
    };
}
pub(crate) use index_type;
index_type!(DefId);

/// The title index of a catalog's base defs: built once, shared by every clone.
#[derive(Debug, Default)]
struct BaseIndex {
    /// normalised title → base defs (one per side).
    by_title: HashMap<String, Vec<DefId>>,
    /// Every normalised title, sorted.
    titles: Vec<String>,
    /// word → positions in `titles` of the titles holding it (see [`title_words`]).
    by_word: HashMap<String, Vec<u32>>,
}

impl BaseIndex {
    fn new(defs: &[CardDef]) -> BaseIndex {
        let mut by_title: HashMap<String, Vec<DefId>> = HashMap::new();
        for (i, d) in defs.iter().enumerate() {
            by_title
                .entry(d.key().to_string())
                .or_default()
                .push(i.into());
        }
        let mut titles: Vec<String> = by_title.keys().cloned().collect();
        titles.sort_unstable();
        let mut by_word: HashMap<String, Vec<u32>> = HashMap::new();
        for (i, t) in titles.iter().enumerate() {
            let mut words: Vec<&str> = title_words(t).collect();
            words.sort_unstable();
            words.dedup();
            for w in words {
                by_word.entry(w.to_string()).or_default().push(i as u32);
            }
        }
        BaseIndex {
            by_title,
            titles,
            by_word,
        }
    }
}

/// The words of a normalised title: maximal runs of ASCII letters and digits and non-ASCII
/// characters, the boundaries a shortening respects ([`is_shortening`]); so every title a key
/// equals or shortens holds each word of the key.
pub fn title_words(key: &str) -> impl Iterator<Item = &str> {
    key.split(|c: char| c.is_ascii() && !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// A set of card definitions with a title index. Cheap to clone: the base defs and their index
/// are shared (the built-in base is the static generated table); a clone copies only what
/// [`Catalog::insert`] added.
#[derive(Debug, Clone)]
pub struct Catalog {
    base: Base,
    extra: Vec<CardDef>,
    /// Titles an insert touched: their defs, in place of the base entry.
    overlay: HashMap<String, Vec<DefId>>,
}

/// The defs a catalog starts from.
#[derive(Debug, Clone)]
enum Base {
    /// A generated built-in table ([`table`]): static, decoded card by card on use.
    Table(&'static table::Table),
    /// Defs held in memory, with their index.
    Owned(Arc<Owned>),
}

#[derive(Debug)]
struct Owned {
    defs: Vec<CardDef>,
    index: BaseIndex,
}

/// A word's titles, as positions among the base titles.
enum Postings<'a> {
    Table(&'a [u16]),
    Owned(&'a [u32]),
}

impl Postings<'_> {
    fn len(&self) -> usize {
        match self {
            Postings::Table(l) => l.len(),
            Postings::Owned(l) => l.len(),
        }
    }
    fn positions(&self) -> Vec<usize> {
        match self {
            Postings::Table(l) => l.iter().map(|&i| i as usize).collect(),
            Postings::Owned(l) => l.iter().map(|&i| i as usize).collect(),
        }
    }
}

impl Base {
    fn len(&self) -> usize {
        match self {
            Base::Table(t) => t.len(),
            Base::Owned(o) => o.defs.len(),
        }
    }
    fn get(&self, id: DefId) -> &CardDef {
        match self {
            Base::Table(t) => t.def(id.into()),
            Base::Owned(o) => &o.defs[usize::from(id)],
        }
    }
    fn lookup(&self, key: &str) -> Option<Vec<DefId>> {
        match self {
            Base::Table(t) => t.lookup(key).map(|r| r.map(DefId::from).collect()),
            Base::Owned(o) => o.index.by_title.get(key).cloned(),
        }
    }
    fn contains(&self, key: &str) -> bool {
        match self {
            Base::Table(t) => t.lookup(key).is_some(),
            Base::Owned(o) => o.index.by_title.contains_key(key),
        }
    }
    fn title_count(&self) -> usize {
        match self {
            Base::Table(t) => t.title_count(),
            Base::Owned(o) => o.index.titles.len(),
        }
    }
    fn title(&self, i: usize) -> &str {
        match self {
            Base::Table(t) => t.title(i),
            Base::Owned(o) => &o.index.titles[i],
        }
    }
    fn postings(&self, word: &str) -> Postings<'_> {
        match self {
            Base::Table(t) => Postings::Table(t.titles_with_word(word)),
            Base::Owned(o) => {
                Postings::Owned(o.index.by_word.get(word).map(Vec::as_slice).unwrap_or(&[]))
            }
        }
    }
    /// Positions of the titles holding a word that begins with `prefix`.
    fn prefix_postings(&self, prefix: &str) -> Vec<usize> {
        match self {
            Base::Table(t) => t.titles_with_word_prefix(prefix).map(usize::from).collect(),
            Base::Owned(o) => o
                .index
                .by_word
                .iter()
                .filter(|(w, _)| w.starts_with(prefix))
                .flat_map(|(_, l)| l.iter().map(|&i| i as usize))
                .collect(),
        }
    }
}

/// How a title resolved.
#[derive(Debug, Clone, PartialEq)]
pub enum Resolution {
    /// One title (maybe printed for both sides): the defs sharing it.
    Found(Vec<DefId>),
    /// Several different titles fit the shortening.
    Ambiguous(Vec<String>),
    /// Nothing fits; the closest titles, best first.
    Unknown(Vec<String>),
}

impl Catalog {
    /// The built-in catalog: every Star Wars CCG card, from the generated static table
    /// ([`table`]). Costs nothing to create: cards are decoded as they are used.
    pub fn builtin() -> Catalog {
        Catalog {
            base: Base::Table(&table::SWCCG),
            extra: Vec::new(),
            overlay: HashMap::new(),
        }
    }

    /// The built-in Young Jedi catalog (every card of the sets, a generated static table like
    /// [`Catalog::builtin`]): a Young Jedi scenario resolves its titles here, never among the
    /// Star Wars CCG cards.
    pub fn young_jedi() -> Catalog {
        Catalog {
            base: Base::Table(&table::YOUNG_JEDI),
            extra: Vec::new(),
            overlay: HashMap::new(),
        }
    }

    /// The built-in catalog with every card decoded and indexed in memory (what
    /// [`Catalog::builtin`] avoids; for benchmarks).
    pub fn builtin_uncached() -> Catalog {
        Catalog::from_defs(table::SWCCG.all().cloned().collect())
    }

    pub fn from_defs(defs: Vec<CardDef>) -> Catalog {
        Catalog {
            base: Base::Owned(Arc::new(Owned {
                index: BaseIndex::new(&defs),
                defs,
            })),
            extra: Vec::new(),
            overlay: HashMap::new(),
        }
    }

    /// The defs of a normalised title.
    fn ids(&self, key: &str) -> Option<Vec<DefId>> {
        match self.overlay.get(key) {
            Some(v) => Some(v.clone()),
            None => self.base.lookup(key),
        }
    }

    /// Every normalised title: the base's in sorted order, then the ones inserts added.
    pub fn titles(&self) -> impl Iterator<Item = &str> {
        (0..self.base.title_count())
            .map(|i| self.base.title(i))
            .chain(
                self.overlay
                    .keys()
                    .filter(|k| !self.base.contains(k))
                    .map(String::as_str),
            )
    }

    /// Titles inserts added that the base does not have.
    fn added_titles(&self) -> impl Iterator<Item = &str> {
        self.overlay
            .keys()
            .filter(|k| !self.base.contains(k))
            .map(String::as_str)
    }

    /// The normalised titles that `key` (normalised) may equal or shorten, and perhaps a few
    /// more: those holding the rarest word of `key` (every title when it has no word).
    pub fn title_candidates(&self, key: &str) -> Vec<&str> {
        let mut best: Option<Postings<'_>> = None;
        for w in title_words(key) {
            let list = self.base.postings(w);
            if best.as_ref().is_none_or(|b| list.len() < b.len()) {
                best = Some(list);
            }
        }
        match best {
            Some(list) => list
                .positions()
                .into_iter()
                .map(|i| self.base.title(i))
                .chain(self.added_titles())
                .collect(),
            None => self.titles().collect(),
        }
    }

    pub fn get(&self, id: DefId) -> &CardDef {
        if usize::from(id) < self.base.len() {
            self.base.get(id)
        } else {
            &self.extra[usize::from(id) - self.base.len()]
        }
    }

    pub fn len(&self) -> usize {
        self.base.len() + self.extra.len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every definition currently visible (overridden ones excluded), by id.
    pub fn visible(&self) -> impl Iterator<Item = (DefId, &CardDef)> {
        let hidden: std::collections::HashSet<DefId> = self
            .overlay
            .keys()
            .filter_map(|k| self.base.lookup(k))
            .flatten()
            .collect();
        let mut added: Vec<DefId> = self
            .overlay
            .values()
            .flatten()
            .copied()
            .filter(|&i| usize::from(i) >= self.base.len())
            .collect();
        added.sort_unstable();
        let kept: std::collections::HashSet<DefId> =
            self.overlay.values().flatten().copied().collect();
        (0..self.base.len())
            .map(DefId::from)
            .filter(move |i| !hidden.contains(i) || kept.contains(i))
            .chain(added)
            .map(move |i| (i, self.get(i)))
    }

    /// The visible definitions of one type. On the built-in tables only those cards are decoded
    /// (a scan of [`Catalog::visible`] with a filter decodes every card it passes).
    pub fn of_type(&self, t: CardType) -> Vec<(DefId, &CardDef)> {
        let hidden: std::collections::HashSet<DefId> = self
            .overlay
            .keys()
            .filter_map(|k| self.base.lookup(k))
            .flatten()
            .collect();
        let base: Vec<DefId> = match &self.base {
            Base::Table(table) => table.of_type(t).map(DefId::from).collect(),
            Base::Owned(o) => (0..o.defs.len())
                .filter(|&i| o.defs[i].card_type == t)
                .map(DefId::from)
                .collect(),
        };
        let mut ids: Vec<DefId> = base
            .into_iter()
            .filter(|i| !hidden.contains(i))
            .chain(self.overlay.values().flatten().copied())
            .filter(|&i| self.get(i).card_type == t)
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids.into_iter().map(|i| (i, self.get(i))).collect()
    }

    /// Adds or overrides a definition. A def with the same title and side replaces the earlier
    /// one (taking its place among the title's printings); a side-less (`Any`) def replaces every
    /// printing of that title.
    pub fn insert(&mut self, def: CardDef) -> DefId {
        let key = def.key().to_string();
        let id = DefId::from(self.base.len() + self.extra.len());
        let side = def.side;
        self.extra.push(def);
        let base = &self.base;
        let entry = self
            .overlay
            .entry(key)
            .or_insert_with_key(|k| base.lookup(k).unwrap_or_default());
        let catalog_get = |i: DefId, base: &Base, extra: &Vec<CardDef>| {
            if usize::from(i) < base.len() {
                base.get(i).side
            } else {
                extra[usize::from(i) - base.len()].side
            }
        };
        let replaced = entry.iter().position(|&i| {
            let s = catalog_get(i, &self.base, &self.extra);
            !(side != Printed::Any && s != Printed::Any && s != side)
        });
        entry.retain(|&i| {
            let s = catalog_get(i, &self.base, &self.extra);
            side != Printed::Any && s != Printed::Any && s != side
        });
        match replaced {
            Some(at) if at <= entry.len() => entry.insert(at, id),
            _ => entry.push(id),
        }
        id
    }

    /// Adds community definitions (`--cards` files): a def replaces the built-in def of its
    /// title and side unless that one is hand-checked (`builtin.cards`), and a title the
    /// catalog lacks is added. So newer data files update the vendored database, the
    /// hand-checked facts stay on top, and definitions inserted by [`Catalog::insert`] (a
    /// scenario's `cards:`) stay above everything. Returns how many defs were added or
    /// replaced. Ids handed out before the call are not stable across it.
    pub fn add_community(&mut self, defs: Vec<CardDef>) -> usize {
        let mut base: Vec<CardDef> = (0..self.base.len())
            .map(|i| self.base.get(i.into()).clone())
            .collect();
        let mut at: HashMap<(String, Printed), usize> = HashMap::new();
        for (i, d) in base.iter().enumerate() {
            at.insert((d.key().to_string(), d.side), i);
        }
        let mut changed = 0;
        for d in defs {
            let key = d.key().to_string();
            let same = at.get(&(key.clone(), d.side)).copied().or_else(|| {
                // A side-less def and a printed one of the same title are one card.
                if d.side == Printed::Any {
                    at.get(&(key.clone(), Printed::Light))
                        .or_else(|| at.get(&(key.clone(), Printed::Dark)))
                        .copied()
                } else {
                    at.get(&(key.clone(), Printed::Any)).copied()
                }
            });
            match same {
                Some(i) if base[i].hand_checked || base[i].origin == Origin::Scenario => {}
                Some(i) => {
                    base[i] = d;
                    changed += 1;
                }
                None => {
                    at.insert((key, d.side), base.len());
                    base.push(d);
                    changed += 1;
                }
            }
        }
        let extra = std::mem::take(&mut self.extra);
        *self = Catalog::from_defs(base);
        for d in extra {
            self.insert(d);
        }
        changed
    }

    /// The defs inserted on top of the catalog (a scenario's `cards:`), in insertion order;
    /// the built-in table is not decoded.
    pub fn inserted(&self) -> impl Iterator<Item = &CardDef> {
        self.extra.iter()
    }

    /// The defs of one (normalised) title the catalog was built from, without overlays.
    pub fn base_titled(&self, key: &str) -> Vec<&CardDef> {
        self.base
            .lookup(key)
            .unwrap_or_default()
            .into_iter()
            .map(|i| self.base.get(i))
            .collect()
    }

    /// The defs a catalog was built from, without overlays (built in, then community).
    pub fn base_defs(&self) -> impl Iterator<Item = &CardDef> {
        (0..self.base.len()).map(|i| self.base.get(i.into()))
    }

    /// Up to three titles closest to `typed` (for "did you mean …").
    pub fn suggest(&self, typed: &str) -> Vec<String> {
        self.closest(&normalize(typed), None)
    }

    /// Resolves a title typed by a user.
    pub fn resolve(&self, typed: &str) -> Resolution {
        self.resolve_among(typed, None)
    }

    /// Resolves a title, restricted to `among` (normalised titles) when given.
    pub fn resolve_among(&self, typed: &str, among: Option<&[String]>) -> Resolution {
        let key = normalize(typed);
        if let Some(ids) = self.ids(&key)
            && among.is_none_or(|a| a.contains(&key))
        {
            return Resolution::Found(ids);
        }
        let mut hits: Vec<&str> = match among {
            Some(a) => a
                .iter()
                .map(String::as_str)
                .filter(|t| is_shortening(&key, t))
                .collect(),
            None => self
                .title_candidates(&key)
                .into_iter()
                .filter(|t| is_shortening(&key, t))
                .collect(),
        };
        hits.sort();
        hits.dedup();
        if hits.len() > 1 {
            // A later version of a card extends its title with a parenthesised tag
            // (`Hoth: Ice Plains (5th Marker) (V)`, `… (V) (AI)`): a shortening of the
            // original means the original; the versions are named in full.
            let all = hits.clone();
            hits.retain(|h| {
                !all.iter().any(|o| {
                    o.len() < h.len() && h.starts_with(o) && h[o.len()..].starts_with(" (")
                })
            });
        }
        match hits.len() {
            // Players say numbers in words: `Red Five` is `Red 5`.
            0 => match numerals(&key) {
                Some(digits) => match self.resolve_among(&digits, among) {
                    Resolution::Unknown(_) => Resolution::Unknown(self.closest(&key, among)),
                    found => found,
                },
                None => Resolution::Unknown(self.closest(&key, among)),
            },
            1 => match self.ids(hits[0]) {
                Some(ids) => Resolution::Found(ids),
                None => Resolution::Unknown(Vec::new()),
            },
            _ => Resolution::Ambiguous(hits.into_iter().map(|k| self.display_title(k)).collect()),
        }
    }

    fn display_title(&self, key: &str) -> String {
        self.ids(key)
            .and_then(|ids| ids.first().copied())
            .map(|i| self.get(i).plain_title().to_string())
            .unwrap_or_else(|| key.to_string())
    }

    /// Up to three titles closest to `key`. Only the first [`MAX_COMPARED`] characters of
    /// `key` are compared (no title is longer), and without `among` the titles sharing the
    /// start of a word with `key` are scored first; every title only when none of them is
    /// close.
    fn closest(&self, key: &str, among: Option<&[String]>) -> Vec<String> {
        // A number word with a letter amiss (`Red Fiive`) suggests the card it numbers first.
        if let Some(fixed) = near_numerals(key)
            && let Resolution::Found(ids) = self.resolve_among(&fixed, among)
        {
            let title = self.get(ids[0]).plain_title().to_string();
            let mut rest = self.closest(&fixed, among);
            rest.retain(|t| *t != title);
            rest.insert(0, title);
            rest.truncate(3);
            return rest;
        }
        let key = match key.char_indices().nth(MAX_COMPARED) {
            Some((at, _)) => &key[..at],
            None => key,
        };
        let score = |keys: Vec<&str>| -> Vec<(f64, String)> {
            let mut scored: Vec<(f64, &str)> = keys
                .into_iter()
                .map(|k| (title_similarity(key, k), k))
                .filter(|(s, _)| *s >= 0.72)
                .collect();
            scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(b.1)));
            scored.dedup_by(|a, b| a.1 == b.1);
            scored
                .into_iter()
                .take(3)
                .map(|(s, k)| (s, k.to_string()))
                .collect()
        };
        let best = match among {
            Some(a) => score(a.iter().map(String::as_str).collect()),
            None => {
                let mut near: Vec<usize> = title_words(key)
                    .take(8)
                    .filter_map(|w| w.char_indices().nth(3).map(|(at, _)| &w[..at]).or(Some(w)))
                    .flat_map(|p| self.base.prefix_postings(p))
                    .collect();
                near.sort_unstable();
                near.dedup();
                let first = score(
                    near.into_iter()
                        .map(|i| self.base.title(i))
                        .chain(self.added_titles())
                        .collect(),
                );
                if first.is_empty() {
                    score(self.titles().collect())
                } else {
                    first
                }
            }
        };
        best.into_iter()
            .map(|(_, k)| self.display_title(&k))
            .collect()
    }

    /// Searches titles containing every word of `words` (for `swjudge cards`).
    pub fn search(&self, words: &str) -> Vec<DefId> {
        let found = self.search_words(words);
        match numerals(&normalize(words)) {
            Some(digits) if found.is_empty() => self.search_words(&digits),
            _ => found,
        }
    }

    fn search_words(&self, words: &str) -> Vec<DefId> {
        let ws: Vec<String> = normalize(words)
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        let mut titles: Vec<(usize, &str)> = self
            .titles()
            .filter(|t| ws.iter().all(|w| t.contains(w.as_str())))
            .map(|t| (ws.iter().map(|w| word_fit(t, w)).sum(), t))
            .collect();
        // Whole words first (`cloud car`: the Cloud Car before Carbonite Chamber), then words a
        // title's word starts with, then the rest; alphabetically within each.
        titles.sort_unstable();
        titles
            .into_iter()
            .flat_map(|(_, t)| self.ids(t).unwrap_or_default())
            .collect()
    }
}

/// How a searched word fits a normalized title: 0 a whole word of it, 1 the start of one, 2
/// inside one.
fn word_fit(title: &str, word: &str) -> usize {
    let mut fit = 2;
    for w in title.split(|c: char| !(c.is_alphanumeric() || c == '\'')) {
        if w == word {
            return 0;
        }
        if w.starts_with(word) {
            fit = 1;
        }
    }
    fit
}

/// How many characters of a typed title "did you mean" compares: more than any card title
/// holds, so a long unknown title costs no more than a short one.
pub const MAX_COMPARED: usize = 128;

/// Similarity of a typed title to a catalog title: the best of whole-title and
/// best-matching-suffix (so `Red 6` is close to `Red 5`, `Echo Corridr` to `Hoth: Echo Corridor`).
fn title_similarity(typed: &str, title: &str) -> f64 {
    let whole = strsim::jaro_winkler(typed, title);
    let tail = title
        .split_once(": ")
        .map(|(_, rest)| strsim::jaro_winkler(typed, rest))
        .unwrap_or(0.0);
    whole.max(tail)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_and_markers_come_from_the_title() {
        assert_eq!(marker_from_title("•Hoth: Ice Plains (5th Marker)"), Some(5));
        assert_eq!(marker_from_title("•Hoth: Echo Corridor"), None);
        assert_eq!(uniqueness_from_title("••Blizzard Walker"), (2, 0));
        assert_eq!(uniqueness_from_title("<><><>Clouds"), (0, 3));
        assert_eq!(
            normalize("  •Hoth:   Echo  Corridor "),
            "hoth: echo corridor"
        );
        assert_eq!(normalize("<>Big One"), "big one");
        assert_eq!(strip_marks("•<><>Clouds"), "Clouds");
        // A lone `<` or `>` is the title's own: a card titled `<script>` keeps it.
        assert_eq!(strip_marks("<script>x</script>"), "<script>x</script>");
        assert_eq!(strip_marks("•>Arrow"), ">Arrow");
    }

    #[test]
    fn shortening_respects_word_boundaries() {
        assert!(is_shortening(
            "north ridge",
            "hoth: north ridge (4th marker)"
        ));
        assert!(!is_shortening(
            "orth ridge",
            "hoth: north ridge (4th marker)"
        ));
        assert!(!is_shortening("hoth: echo corridor", "hoth: echo corridor"));
    }

    #[test]
    fn number_words_in_a_title_read_as_its_digits() {
        assert_eq!(numerals("red five"), Some("red 5".to_string()));
        assert_eq!(numerals("red 5"), None);
        let c = Catalog::builtin();
        let red5 = |r: Resolution| match r {
            Resolution::Found(ids) => c.get(ids[0]).plain_title().to_string(),
            other => format!("{other:?}"),
        };
        assert_eq!(red5(c.resolve("Red Five")), "Red 5");
        assert_eq!(red5(c.resolve("red five")), "Red 5");
        let titles: Vec<String> = c
            .search("Red Five")
            .iter()
            .map(|&i| c.get(i).plain_title().to_string())
            .collect();
        assert!(titles.iter().any(|t| t == "Red 5"), "{titles:?}");
        assert!(titles.iter().all(|t| t.contains('5')), "{titles:?}");
        // A title that holds the word itself is found as it is.
        assert_eq!(red5(c.resolve("One-Arm")), "One-Arm");
    }

    #[test]
    fn resolution_prefers_exact_then_unique_shortening() {
        let c = Catalog::builtin();
        match c.resolve("Hoth") {
            Resolution::Found(ids) => assert!(c.get(ids[0]).is_system()),
            r => panic!("{r:?}"),
        }
        match c.resolve("north ridge") {
            Resolution::Found(ids) => assert_eq!(c.get(ids[0]).marker, Some(4)),
            r => panic!("{r:?}"),
        }
        match c.resolve("Echo") {
            Resolution::Ambiguous(t) => assert!(t.len() >= 3, "{t:?}"),
            r => panic!("{r:?}"),
        }
        match c.resolve("Redd 5") {
            Resolution::Unknown(t) => assert!(t.iter().any(|x| x == "Red 5"), "{t:?}"),
            r => panic!("{r:?}"),
        }
    }

    #[test]
    fn a_shortening_means_the_original_not_its_later_versions() {
        let site = |t: &str| CardDef::new(t, Printed::Dark, CardType::Location);
        let c = Catalog::from_defs(vec![
            site("•Hoth: Ice Plains (5th Marker)"),
            site("•Hoth: Ice Plains (5th Marker) (V)"),
            site("•Hoth: Ice Plains (5th Marker) (V) (AI)"),
            site("•Tatooine: Mos Eisley"),
            site("•Tatooine: Mos Eisley (V)"),
            CardDef::new("Mos Eisley Blaster", Printed::Dark, CardType::Weapon),
        ]);
        match c.resolve("Ice Plains") {
            Resolution::Found(ids) => assert_eq!(c.get(ids[0]).marker, Some(5)),
            r => panic!("{r:?}"),
        }
        match c.resolve("Ice Plains (5th Marker) (V)") {
            Resolution::Found(ids) => {
                assert_eq!(c.get(ids[0]).title, "•Hoth: Ice Plains (5th Marker) (V)")
            }
            r => panic!("{r:?}"),
        }
        match c.resolve("Mos Eisley") {
            Resolution::Ambiguous(t) => assert_eq!(t.len(), 2, "{t:?}"),
            r => panic!("{r:?}"),
        }
    }

    #[test]
    fn of_type_decodes_only_that_type_and_sees_overrides() {
        let mut c = Catalog::builtin();
        let tests = c.of_type(CardType::JediTest);
        assert_eq!(
            tests.len(),
            7,
            "five Dagobah tests, #6 and a virtual version"
        );
        assert!(tests.iter().all(|(_, d)| d.card_type == CardType::JediTest));
        let mut d = CardDef::new("Great Warrior", Printed::Light, CardType::Effect);
        d.origin = Origin::Scenario;
        c.insert(d);
        assert_eq!(
            c.of_type(CardType::JediTest).len(),
            6,
            "overridden as an effect"
        );
        assert_eq!(
            c.of_type(CardType::JediTest).len() + 1,
            Catalog::builtin().of_type(CardType::JediTest).len()
        );
    }

    #[test]
    fn scenario_defs_override_by_side() {
        let mut c = Catalog::builtin();
        let before = match c.resolve("North Ridge") {
            Resolution::Found(ids) => ids.len(),
            r => panic!("{r:?}"),
        };
        assert_eq!(before, 2, "both sides print the North Ridge");
        let mut d = CardDef::new(
            "•Hoth: North Ridge (4th Marker)",
            Printed::Light,
            CardType::Location,
        );
        d.origin = Origin::Scenario;
        c.insert(d);
        match c.resolve("North Ridge") {
            Resolution::Found(ids) => {
                assert_eq!(ids.len(), 2);
                assert!(ids.iter().any(|&i| c.get(i).origin == Origin::Scenario));
            }
            r => panic!("{r:?}"),
        }
    }
}
