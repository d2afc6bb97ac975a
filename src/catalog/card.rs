//! A card's definition: its types, its printed facts and what its own text says ([`CardDef`]).
//! A leaf of the catalog: the loaders (`community`, `table`, `builtin`, `facts`) build these,
//! and the [`super::Catalog`] holds them.

use super::deploy_limit;
use super::text;
use super::title_key::{marker_from_title, normalize, strip_marks, uniqueness_from_title};
use super::youngjedi;
use crate::rulebook::Side;
use serde::Serialize;
use std::sync::OnceLock;

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
    /// An astromech droid (its model, the community data's `extraText`, says so): what a
    /// craft's astromech places take.
    Astromech,
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
    /// A starfighter its own text lets be carried like a vehicle ("May be carried [aboard
    /// starships] like a vehicle": the Tala shuttles, Z-95s): it takes a vehicle's place in a
    /// cargo bay where no starfighter's is.
    CarriedLikeVehicle,
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
    /// A character's class, as the community data's `subType` names it (one per part of
    /// `Alien/Imperial`), lower case: `rebel`, `imperial`, `alien`, `republic`, `jedi master`,
    /// `dark jedi master`, `droid`… What "your Rebels" and "Imperial characters" name. A
    /// character with none is one whose class is not on record.
    Class(String),
    /// A character's characteristic (`wookiee`, `jawa`, `thief`, `smuggler`), singular, lower
    /// case, as the community data lists it. What "your Wookiee", "opponent's thieves" name.
    Kind(String),
    /// An icon the card bears beside those the rules read ([`Icon`]), lower case, as the
    /// community data lists it (`endor`, `episode i`, `clone army`, `permanent weapon`): what
    /// "your [Endor] troopers" names.
    BearsIcon(String),
    /// A characteristic the data lists for some card that a character's lore bears and its
    /// own data does not list (Leia's lore speaks of Ewoks): whether it is one stays open.
    LoreNames(String),
    /// A character whose lore (or characteristics) the data gives: a characteristic its data
    /// does not list and its lore does not bear, it is not (the documents identify gunners
    /// and enclosed vehicles by their lore).
    KindsOnRecord,
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
        ("astromech", Trait::Astromech),
        ("backpack", Trait::Backpack),
        ("skywalker", Trait::Skywalker),
        ("long-range", Trait::LongRange),
        ("portable", Trait::Portable),
        ("area", Trait::Area),
        ("at-sites", Trait::AtSites),
        ("moves-like-starfighter", Trait::MovesLikeStarfighter),
        ("carried-like-vehicle", Trait::CarriedLikeVehicle),
        ("selective", Trait::Selective),
        ("parasite", Trait::Parasite),
        ("bomber", Trait::Bomber),
        ("jedi", Trait::Jedi),
        ("sith", Trait::Sith),
        ("dueling", Trait::Dueling),
        ("transport", Trait::Transport),
        ("starfighter", Trait::Starfighter),
        ("lightsaber", Trait::Lightsaber),
        ("kinds-on-record", Trait::KindsOnRecord),
    ];
    pub fn name(&self) -> String {
        match self {
            Trait::Persona(p) => format!("persona: {p}"),
            Trait::Model(m) => format!("model: {m}"),
            Trait::Class(c) => format!("class: {c}"),
            Trait::Kind(k) => format!("kind: {k}"),
            Trait::BearsIcon(i) => format!("icon: {i}"),
            Trait::LoreNames(k) => format!("lore names: {k}"),
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
/// TIEs count as starfighters, speeder bikes and STAPs as vehicles. `astromechs` are places
/// the card's own text gives to astromech droids only (`May add 1 pilot and 1 astromech`): an
/// astromech ([`Trait::Astromech`]) aboard takes one of them first, and another character
/// never does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Capacity {
    pub pilots: Option<u8>,
    pub passengers: Option<u8>,
    pub starfighters: Option<u8>,
    pub vehicles: Option<u8>,
    pub astromechs: Option<u8>,
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
#[derive(Clone, Default)]
pub(crate) struct BuiltRead {
    pub(crate) read: Option<(&'static str, &'static str)>,
    decoded: OnceLock<Vec<text::Sentence>>,
    /// The same reading as the checks take it ([`text::as_checked`]), made once.
    checked: OnceLock<Vec<text::Sentence>>,
}

/// The reading, not whether it was decoded yet: a cache never makes two cards print apart.
impl std::fmt::Debug for BuiltRead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BuiltRead")
            .field("read", &self.read)
            .finish()
    }
}

impl BuiltRead {
    pub(crate) fn new(text: &'static str, read: &'static str) -> BuiltRead {
        BuiltRead {
            read: Some((text, read)),
            checked: OnceLock::new(),
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
    /// [`CardDef::plain_title`] without its version marks (`Dagobah (V)`: `Dagobah`), as a
    /// location's planet is named ([`super::title_key::without_version_marks`]).
    pub fn unversioned_title(&self) -> &str {
        super::title_key::without_version_marks(self.plain_title())
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
    ///
    /// As the checks take them: a sentence that states two facts is two ([`text::as_checked`]);
    /// [`CardDef::sentences_as_printed`] keeps it one.
    /// A built-in card's are made once and lent; another's (a board's text) are read anew.
    pub fn sentences(&self) -> std::borrow::Cow<'_, [text::Sentence]> {
        use std::borrow::Cow;
        match (self.text.as_deref(), self.built_read.read) {
            (Some(gametext), Some((read_from, _))) if read_from == gametext => Cow::Borrowed(
                self.built_read
                    .checked
                    .get_or_init(|| text::as_checked(self.sentences_as_printed())),
            ),
            _ => Cow::Owned(text::as_checked(self.sentences_as_printed())),
        }
    }
    /// Has the card no sentence of text ([`CardDef::sentences`] empty)? Answered without
    /// reading, decoding or splitting a sentence (a board's warnings ask it of the printings of
    /// its titles): the reading gives one sentence, or two, for each piece [`text::split`]
    /// gives ([`text::read_text`], [`text::as_checked`]; a kept reading is taken only when it
    /// has as many), and the split gives none only for a text that is blank once trimmed (its
    /// first piece starts at the trimmed text's first character).
    pub fn has_no_sentences(&self) -> bool {
        self.text
            .as_deref()
            .is_none_or(|gametext| gametext.trim().is_empty())
    }
    /// The card's game text, sentence by sentence as printed, each with what it bears on and
    /// the fact (or facts) read from it: what `swjudge cards` shows.
    pub fn sentences_as_printed(&self) -> Vec<text::Sentence> {
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
    /// The places of its character room its own text gives only to some characters (`May add
    /// 1 driver (must be an Ewok)`, `May add one alien pilot`, `May add Harc as a pilot`), each
    /// with its sentence. Empty when none is limited.
    pub fn seat_limits(&self) -> Vec<super::seats::SeatLimit> {
        if !matches!(self.card_type, CardType::Starship | CardType::Vehicle) {
            return Vec::new();
        }
        self.text
            .as_deref()
            .map(super::seats::seat_limits)
            .unwrap_or_default()
    }
    /// The landspeed its own text gives it ("Landspeed = 2", "May 'fly' (landspeed = 3)"),
    /// with the sentence: a fact of the card, which the movement rules take (a board's
    /// `landspeed:` for the card in play still decides over it).
    pub fn landspeed_by_text(&self) -> Option<(i64, String)> {
        self.sentences().into_owned().into_iter().find_map(|s| {
            // "*Landspeed = 4, OR …" (round 28): the landspeed, first of two uses.
            let fact = match s.fact {
                Some(text::Fact::Both(a, _)) => Some(*a),
                f => f,
            };
            match fact {
                Some(text::Fact::Landspeed { is: Some(n), .. }) => Some((n, s.text)),
                _ => None,
            }
        })
    }
    /// The further places its own text lets it deploy to ("May deploy to exterior sites"):
    /// each as (places, sentence).
    pub fn deploy_grants(&self) -> Vec<(String, String)> {
        self.sentences()
            .into_owned()
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
        self.sentences()
            .into_owned()
            .into_iter()
            .find_map(|s| match s.fact {
                Some(text::Fact::WithoutPresence { aboard_too, except }) => {
                    Some((aboard_too, except))
                }
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
            .into_owned()
            .into_iter()
            .find(|s| {
                matches!(
                    s.fact,
                    Some(text::Fact::React { .. } | text::Fact::ReactAway { .. })
                )
            })
            .map(|s| s.text)
    }
    /// Its own text lets it react only away from a battle where it stands ("May move as a
    /// 'react' from a battle"), and no other way.
    pub fn reacts_only_away(&self) -> bool {
        let all = self.sentences();
        let said = |away: bool| {
            all.iter().any(|s| match s.fact {
                Some(text::Fact::ReactAway { .. }) => away,
                Some(text::Fact::React { .. }) => !away,
                _ => false,
            })
        };
        said(true) && !said(false)
    }
    /// The places its own text (a location's) lets cards move to or from beyond their
    /// landspeed ("… may move between here and any Cloud City site": `any Cloud City site`).
    pub fn move_grant_places(&self) -> Vec<String> {
        self.sentences()
            .into_owned()
            .into_iter()
            .filter_map(|s| match s.fact {
                Some(text::Fact::MoveBetween { there, .. })
                | Some(text::Fact::MoveCostHere {
                    between: Some(there),
                    ..
                }) => Some(there),
                // A grant in another phase that names where the move goes ("your clone here
                // may move to a site you occupy").
                Some(text::Fact::MoveInPhase { how, .. }) => {
                    text::move_place(&how).map(|(_, there, _)| there)
                }
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
    /// The names a card goes by, lower case: its title (without marks), its model and its
    /// personas.
    pub fn names_lowercase(&self) -> Vec<String> {
        let title = std::iter::once(self.plain_title().to_lowercase());
        let model = self.model().map(str::to_lowercase);
        let personas = self.personas().map(str::to_lowercase);
        title.chain(model).chain(personas).collect()
    }
    pub fn personas(&self) -> impl Iterator<Item = &str> {
        self.traits.iter().filter_map(|t| match t {
            Trait::Persona(p) => Some(p.as_str()),
            _ => None,
        })
    }
    /// Its model (`x-wing`, `at-st`), where the data names one.
    /// A character's classes as the data gives them (`rebel`, `alien`…); empty when not on
    /// record.
    pub fn classes(&self) -> impl Iterator<Item = &str> {
        self.traits.iter().filter_map(|t| match t {
            Trait::Class(c) => Some(c.as_str()),
            _ => None,
        })
    }
    /// Does a character's class from the data settle `w` (singular, lower case)? `rebel`,
    /// `imperial`, `alien` and `republic` are classes the data gives every character of them,
    /// so a character whose classes are on record and lack it is not one. A Jedi (Sith) Master
    /// is a Jedi (Sith); no class says a character is not a Jedi, not a Sith, not independent.
    /// `None`: not a character, no class on record, or a word the classes do not settle.
    pub fn class_is(&self, w: &str) -> Option<bool> {
        if self.card_type != CardType::Character || self.classes().next().is_none() {
            return None;
        }
        let has = |c: &str| self.classes().any(|k| k == c);
        match w {
            "imperial" | "rebel" | "alien" | "republic" => Some(has(w)),
            "jedi" => has("jedi master").then_some(true),
            "sith" => has("sith").then_some(true),
            _ => None,
        }
    }
    /// Is a character of a characteristic (`w`, singular, lower case) the data gives some
    /// card? Yes where its data lists it; no where its lore is on record and bears it not;
    /// `None` where its lore bears it unlisted, its lore is not on record, or no card's data
    /// gives the word.
    pub fn kind_is(&self, w: &str, vocabulary: &[String]) -> Option<bool> {
        if self.card_type != CardType::Character
            || vocabulary.binary_search_by(|v| v.as_str().cmp(w)).is_err()
        {
            return None;
        }
        if self
            .traits
            .iter()
            .any(|t| matches!(t, Trait::Kind(k) if k == w))
        {
            return Some(true);
        }
        if self
            .traits
            .iter()
            .any(|t| matches!(t, Trait::LoreNames(k) if k == w))
        {
            return None;
        }
        self.has_trait(&Trait::KindsOnRecord).then_some(false)
    }
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
