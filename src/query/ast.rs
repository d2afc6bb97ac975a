//! The query AST: one value per question of `docs/query-language.md`.
//!
//! Spans are byte ranges into the query text, so diagnostics can point at the exact token.

use serde::Serialize;

/// A byte range `start..end` into the query text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }
    pub fn len(&self) -> usize {
        self.end - self.start
    }
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
}

pub use crate::rulebook::side::Side;

/// How a card was named in a query.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "by", content = "text", rename_all = "lowercase")]
pub enum CardName {
    /// `"Red 5"` (quotes removed) or a bare word `Yoda`.
    Title(String),
    /// `@red5`: an `id` given in the scenario (without the `@`).
    Id(String),
    /// Internal: a card in play by its index (built by the judge itself, e.g. for `moves`;
    /// never produced by the parser).
    #[serde(skip)]
    Card(usize),
    /// Internal: a location on the table by its index (never produced by the parser).
    #[serde(skip)]
    Location(usize),
}

/// A card (or location) named in a query, with where it was written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CardRef {
    pub name: CardName,
    #[serde(skip)]
    pub span: Span,
}

impl CardRef {
    /// The text as the user would recognise it: the title, or `@id`.
    pub fn display(&self) -> String {
        match &self.name {
            CardName::Title(t) => t.clone(),
            CardName::Id(i) => format!("@{i}"),
            CardName::Card(i) => format!("card #{i}"),
            CardName::Location(i) => format!("location #{i}"),
        }
    }
}

/// A sabacc card value as written: a number 1–11 (or any integer), `wild` or `clone`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SabaccCard {
    Value(i64),
    Wild,
    Clone,
}

/// One question, with who asks (`as light` / `as dark`) when stated.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Query {
    pub kind: QueryKind,
    /// `as <side>`: who asks, when not the side whose turn it is.
    pub asker: Option<Side>,
    /// The whole query text (trimmed), for display.
    pub text: String,
}

/// Every question of the query language.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "verb", rename_all = "kebab-case")]
pub enum QueryKind {
    // ---- yes/no questions ----
    /// `shielded <location>`
    Shielded { location: CardRef },
    /// `can deploy <card> [to <location>] [aboard <card>] [with <card>] [as starting]`
    /// (`to` is absent when asking about a location card itself).
    CanDeploy {
        card: CardRef,
        to: Option<CardRef>,
        aboard: Option<CardRef>,
        with: Option<CardRef>,
        as_starting: bool,
    },
    /// `can land <card> [at <location>]` (no site named: every site is considered)
    CanLand { card: CardRef, at: Option<CardRef> },
    /// `can take-off <card> [to <location>]`
    CanTakeOff { card: CardRef, to: Option<CardRef> },
    /// `can move <card> [to <location>] [by <card>]` (no destination: every one is considered)
    CanMove {
        card: CardRef,
        to: Option<CardRef>,
        by: Option<CardRef>,
    },
    /// `can shuttle <card> to <location>`
    CanShuttle { card: CardRef, to: CardRef },
    /// `can transit <card> to <location>`
    CanTransit { card: CardRef, to: CardRef },
    /// `can transfer <card> to <card>`
    CanTransfer { card: CardRef, to: CardRef },
    /// `can embark <card> on <card>`
    CanEmbark { card: CardRef, on: CardRef },
    /// `can disembark <card>`
    CanDisembark { card: CardRef },
    /// `can react <card> to <location>`
    CanReact { card: CardRef, to: CardRef },
    /// `can carry <carrier> <item>`
    CanCarry { carrier: CardRef, item: CardRef },
    /// `can use <user> <item>`
    CanUse { user: CardRef, item: CardRef },
    /// `can steal <thief> <item>`
    CanSteal { thief: CardRef, item: CardRef },
    /// `can fire <weapon> at <target>`
    CanFire { weapon: CardRef, target: CardRef },
    /// `can replace <old> with <new>`
    CanReplace { old: CardRef, new: CardRef },
    /// `can duel <card> with <weapon> [against <card>]` (Young Jedi)
    CanDuel {
        card: CardRef,
        with: CardRef,
        against: Option<CardRef>,
    },
    /// `can evacuate <location>` (Young Jedi)
    CanEvacuate { location: CardRef },
    /// `can target <card> [with <card>]`: may the card be targeted at all (by the card named)
    CanTarget {
        card: CardRef,
        with: Option<CardRef>,
    },
    /// `can bomb <bomber> at <location>` (Dagobah bombers)
    CanBomb { bomber: CardRef, at: CardRef },
    /// `can battle <card>` (Young Jedi: after a duel)
    CanBattle { card: CardRef },
    /// `is <card> <property>`: a card's classification (`rebel`, `imperial`, `independent`…)
    Is {
        card: CardRef,
        property: String,
        #[serde(skip)]
        property_span: Span,
    },
    /// `matching <weapon> <character>`: is the weapon a matching weapon for the character
    Matching { weapon: CardRef, character: CardRef },
    /// `present <card>`
    /// `present <card> [at <location>]`: is the card present (at that location)?
    Present { card: CardRef, at: Option<CardRef> },
    /// `presence <side> at <location>`
    Presence { side: Side, at: CardRef },
    /// `alone <card>`
    Alone { card: CardRef },
    /// `piloted <card>`
    Piloted { card: CardRef },
    /// `battle-power <side> at <location>`: may that side's starships controlling the related
    /// system add power to a battle at this location? (extension for hoth.shield.no-dark-system-power)
    BattlePower { side: Side, at: CardRef },
    /// `landspeed <card>`: the landspeed a card may use now, with the arithmetic.
    Landspeed { card: CardRef },
    /// `defense <card>`: what a weapon compares against (armor instead of ability when armored).
    Defense { card: CardRef },
    /// `lost-with <card>`: which cards would be lost along with this one.
    LostWith { card: CardRef },
    /// `tripped-by <card> at <location>`: would this card deploying or moving to (or across) the
    /// location trip the cards buried there?
    TrippedBy { card: CardRef, at: CardRef },
    /// `enhances <card> <vehicle or starship>`: may this occupant enhance it (as pilot or gunner)?
    Enhances { card: CardRef, craft: CardRef },

    // ---- computations ----
    /// `cost <move-question>`: the inner question is one of the `can …` movement/deploy questions.
    Cost { question: Box<QueryKind> },
    /// `markers [<row>]`
    Markers { row: Option<CardRef> },
    /// `insertion <location> [in <row>]`
    Insertion {
        location: CardRef,
        row: Option<CardRef>,
    },
    /// `layout [<row>]`
    Layout { row: Option<CardRef> },
    /// `force-icons <side>`: the Force icons the side has on table
    ForceIcons { side: Side },
    /// `card-type <card>`: the card type in the sense of the phrase "card type"
    CardType { card: CardRef },
    /// `capture <character>`: the options when the character is captured
    Capture { card: CardRef },
    /// `asteroid-destiny <card>`
    AsteroidDestiny { card: CardRef },
    /// `search-party at <location> with <card>, <card>…`
    SearchParty { at: CardRef, with: Vec<CardRef> },
    /// `sabacc light <values> dark <values>`
    Sabacc {
        light: Vec<SabaccCard>,
        dark: Vec<SabaccCard>,
    },
    /// `creature-attack <card> on <card> [destiny <n>]`
    CreatureAttack {
        creature: CardRef,
        target: CardRef,
        destiny: Option<i64>,
    },
    /// `jedi-test <card> test <n> [destiny <n>]`
    JediTest {
        card: CardRef,
        test: i64,
        destiny: Option<i64>,
    },
    /// `duel <card> against <card> hands <n,n,…> / <n,n,…>` (Young Jedi)
    Duel {
        attacker: CardRef,
        defender: CardRef,
        /// From the query (`hands a / b`); `None`: the scenario's `duel:` section.
        hands: Option<(Vec<i64>, Vec<i64>)>,
    },
    /// `duel-defenders <attacker> against <character>` (Young Jedi): who may defend
    DuelDefenders { attacker: CardRef, against: CardRef },
    /// `duel-hand <character> [destiny <n>]` (Young Jedi): the dueling hand's size (`destiny`:
    /// the destiny drawn for Anakin's power)
    DuelHand { card: CardRef, destiny: Option<i64> },
    /// `effect-fetch [<location>]` (Young Jedi): the Effect fetch when the location (the
    /// first on its planet) comes into play; without one, at the start of the game
    EffectFetch { location: Option<CardRef> },
    /// `deploy-from-deck <card> [by <card>]` (Young Jedi): deploying a card from the draw deck
    /// because the `by` card's text allows it
    DeployFromDeck { card: CardRef, by: Option<CardRef> },
    /// `evacuation-outcome <location> survivors <card>, … | none` (Young Jedi)
    EvacuationOutcome {
        location: CardRef,
        survivors: Vec<CardRef>,
    },
    /// `moves [<card>]`
    Moves { card: Option<CardRef> },
    /// `rule <rule-id>`
    Rule { id: String },
    /// `validate`: is the board legal (where every card stands, capacity, layout, uniqueness…)?
    Validate,
}

impl QueryKind {
    /// The verb as written in the language (`can land`, `shielded`, `cost`…).
    pub fn verb(&self) -> &'static str {
        use QueryKind::*;
        match self {
            Shielded { .. } => "shielded",
            CanDeploy { .. } => "can deploy",
            CanLand { .. } => "can land",
            CanTakeOff { .. } => "can take-off",
            CanMove { .. } => "can move",
            CanShuttle { .. } => "can shuttle",
            CanTransit { .. } => "can transit",
            CanTransfer { .. } => "can transfer",
            CanEmbark { .. } => "can embark",
            CanDisembark { .. } => "can disembark",
            CanReact { .. } => "can react",
            CanCarry { .. } => "can carry",
            CanUse { .. } => "can use",
            CanSteal { .. } => "can steal",
            CanFire { .. } => "can fire",
            CanReplace { .. } => "can replace",
            CanDuel { .. } => "can duel",
            CanEvacuate { .. } => "can evacuate",
            CanTarget { .. } => "can target",
            CanBomb { .. } => "can bomb",
            CanBattle { .. } => "can battle",
            Is { .. } => "is",
            Matching { .. } => "matching",
            ForceIcons { .. } => "force-icons",
            CardType { .. } => "card-type",
            Capture { .. } => "capture",
            DuelDefenders { .. } => "duel-defenders",
            DuelHand { .. } => "duel-hand",
            EffectFetch { .. } => "effect-fetch",
            DeployFromDeck { .. } => "deploy-from-deck",
            Present { .. } => "present",
            Presence { .. } => "presence",
            Alone { .. } => "alone",
            Piloted { .. } => "piloted",
            BattlePower { .. } => "battle-power",
            Landspeed { .. } => "landspeed",
            Defense { .. } => "defense",
            LostWith { .. } => "lost-with",
            TrippedBy { .. } => "tripped-by",
            Enhances { .. } => "enhances",
            Cost { .. } => "cost",
            Markers { .. } => "markers",
            Insertion { .. } => "insertion",
            Layout { .. } => "layout",
            AsteroidDestiny { .. } => "asteroid-destiny",
            SearchParty { .. } => "search-party",
            Sabacc { .. } => "sabacc",
            CreatureAttack { .. } => "creature-attack",
            JediTest { .. } => "jedi-test",
            Duel { .. } => "duel",
            EvacuationOutcome { .. } => "evacuation-outcome",
            Moves { .. } => "moves",
            Rule { .. } => "rule",
            Validate => "validate",
        }
    }
}
