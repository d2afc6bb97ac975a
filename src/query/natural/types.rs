//! The types the reader's parts share: a word of the question, what a slot names and what a
//! phrase names, and why a question was not read (a leaf: it names no other part of the
//! reader).

use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardType, DefId};
use crate::rulebook::Side;
use miette::{Diagnostic, NamedSource, SourceSpan};

/// A word of the question (or a quoted title, or an `@id`), with where it stands.
#[derive(Debug, Clone)]
pub struct Tok {
    /// Lower case, outer punctuation gone; a quoted title keeps its quotes.
    pub text: String,
    /// As typed.
    pub raw: String,
    pub start: usize,
    pub end: usize,
    pub quoted: bool,
    /// Not understood, and standing for any word of a frame (to find the closest frames).
    pub wild: bool,
    /// A comma follows it (`with @a, @b`): a list's parts end there.
    pub comma: bool,
}

/// What a slot names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Want {
    /// A card in play.
    Card,
    /// A weapon in play (a card of type Weapon).
    Weapon,
    /// A character in play.
    Character,
    /// A vehicle or starship in play (what a card boards).
    Craft,
    /// A location on the table (or a Young Jedi planet, by its row).
    Loc,
    /// A location or a card in play (a destination: a site, a system, a starship).
    Dest,
    /// A card not yet on the table: in a hand, else in the catalog (what is deployed).
    Deploy,
    /// A card in play, else one in a hand or the catalog (a canonical form that takes a
    /// title: `matching "Anakin's Lightsaber" @leia`).
    Known,
    /// `light` or `dark`.
    Side,
    /// A whole number (`4`, `four`).
    Num,
    /// A rule id as typed (`hoth.shield.*`).
    Rule,
    /// A classification `is` answers (`rebel`, `imperial`, `independent`).
    Class,
    /// Sabacc values (`5 6`, `wild`, `clone`) or a duel's hand (`1,2,3`), listed as the
    /// language lists them.
    Values,
    /// Cards in play, joined by "and".
    Cards,
    /// A question a cost may be asked of, read with the frames of those verbs.
    Question,
    /// `here` / `there`: the planet where both sides have characters (Young Jedi), by its row.
    Here,
}

/// What a phrase names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Thing {
    Card(CardIx),
    Loc(LocId),
    /// A card not in play, by its definition.
    Def(DefId),
    /// Written as the query language writes it (a quoted title, an `@id`, a number, a planet):
    /// kept as typed.
    Typed(String),
    Side(Side),
}

/// Why a question in words was not read as one question.
#[derive(Debug, thiserror::Error, Diagnostic)]
pub enum NaturalError {
    /// Several readings fit.
    #[error("the question can be read {} ways: which did you mean?", ways(*.count, *.at_least))]
    #[diagnostic(code(swjudge::query::readings))]
    Readings {
        /// The readings listed (the first few).
        readings: Vec<String>,
        /// How many readings fit in all (when `at_least`, how many were tried).
        count: usize,
        /// The reader stopped trying readings at its bound: more may fit.
        at_least: bool,
        #[source_code]
        src: NamedSource<String>,
        #[label("{label}")]
        span: SourceSpan,
        label: String,
        #[help]
        help: String,
    },
    /// A card or location named in words fits nothing on the board (or fits a card the
    /// canonical question cannot name).
    #[error("{message}")]
    #[diagnostic(code(swjudge::query::no_fit))]
    NoFit {
        message: String,
        #[source_code]
        src: NamedSource<String>,
        #[label("{label}")]
        span: SourceSpan,
        label: String,
        #[help]
        help: Option<String>,
    },
    /// No frame of the table fits the words: which words were not understood, the closest
    /// frames and a rewrite that is read.
    #[error("{message}")]
    #[diagnostic(code(swjudge::query::not_understood))]
    NotUnderstood {
        message: String,
        #[source_code]
        src: NamedSource<String>,
        #[label("{label}")]
        span: SourceSpan,
        label: String,
        #[help]
        help: String,
    },
    /// The canonical question read could not be asked of this board (its own error, in
    /// words: its spans index the canonical question, not the words typed).
    #[error("read as `{read_as}`: {message}")]
    #[diagnostic(code(swjudge::query::reading_refused))]
    Refused {
        read_as: String,
        message: String,
        #[source_code]
        src: NamedSource<String>,
        #[label("read as `{read_as}`")]
        span: SourceSpan,
        #[help]
        help: Option<String>,
    },
}

/// How many ways, as the readings' message says it: "at least 256" when the reader stopped at
/// its bound.
fn ways(count: usize, at_least: bool) -> String {
    match at_least {
        true => format!("at least {count}"),
        false => count.to_string(),
    }
}

impl NaturalError {
    /// The readings listed, when several fit.
    pub fn readings(&self) -> &[String] {
        match self {
            NaturalError::Readings { readings, .. } => readings,
            _ => &[],
        }
    }

    /// The question `text`, read as `read_as`, was refused with `message` (and `help`).
    pub fn refused(text: &str, read_as: &str, message: String, help: Option<String>) -> Self {
        let text = text.trim();
        NaturalError::Refused {
            read_as: read_as.to_string(),
            message,
            src: NamedSource::new("query", text.to_string()),
            span: (0, text.len()).into(),
            help,
        }
    }
}

/// What came of reading a question in words.
#[derive(Debug)]
pub enum Reading {
    /// One canonical question.
    Read(String),
    /// One canonical question, read by meaning (no frame read the words in their order), and
    /// the words of the question it did not use (shown beside the answer).
    ReadLeaving(String, Vec<String>),
    /// Several readings, a name that fits nothing, or words no frame fits: see the error.
    Failed(Box<NaturalError>),
    /// Not read, and not words either (a canonical question mistyped): its syntax error
    /// stands.
    NotRead,
}

/// What a card goes aboard or rides: a craft, or a creature ridden (a tauntaun).
pub const BOARDED: &[CardType] = &[CardType::Starship, CardType::Vehicle, CardType::Creature];

/// The craft a character in play is aboard, where the slot is the card of a craft's own act
/// (`can land`, `can take-off`, `can bomb`, `asteroid-destiny`) and that craft is of its
/// kind: a character said as the subject of a craft's act (`can wedge take off …`, `land luke
/// at …`) means the craft he is aboard. `None` for a card that is no character, or aboard no
/// such craft.
pub fn craft_aboard(board: &Board, c: CardIx, verb: &str, slot: usize) -> Option<CardIx> {
    // The act's own card, a craft that acts (not one a card boards, nor `piloted`).
    let acts = matches!(
        verb,
        "can land" | "can take-off" | "can bomb" | "asteroid-destiny"
    );
    let kinds = slot_kind(verb, slot)?;
    if !acts
        || slot != 0
        || kinds.contains(&CardType::Character)
        || board.card_def(c).card_type != CardType::Character
    {
        return None;
    }
    match board.cards[c].place {
        Place::Aboard(k) if kinds.contains(&board.card_def(k).card_type) => Some(k),
        _ => None,
    }
}

/// The kind of card a slot of a verb's syntax line takes, by what the act is (only a craft
/// lands, takes off, is piloted or bombs; only a character duels or enhances a craft; a
/// weapon is fired, at a being or a craft): the
/// catalog's card types that fit, or `None` for any.
pub fn slot_kind(verb: &str, slot: usize) -> Option<&'static [CardType]> {
    const CRAFT: &[CardType] = &[CardType::Starship, CardType::Vehicle];
    const BEING: &[CardType] = &[CardType::Character];
    const WEAPON: &[CardType] = &[CardType::Weapon];
    const TARGET: &[CardType] = &[
        CardType::Character,
        CardType::Creature,
        CardType::Vehicle,
        CardType::Starship,
    ];
    match (verb, slot) {
        ("enhances" | "can embark", 1) => Some(BOARDED),
        ("can land" | "can take-off" | "piloted" | "can bomb" | "asteroid-destiny", 0) => {
            Some(CRAFT)
        }
        ("enhances" | "can duel" | "duel-hand" | "jedi-test" | "capture", 0) => Some(BEING),
        // A weapon is fired, matched, dueled with; it is fired at a being or a craft, and
        // matches a character; both sides of a duel are characters.
        ("can fire" | "matching", 0) | ("can duel", 1) => Some(WEAPON),
        ("can fire", 1) => Some(TARGET),
        ("matching", 1) | ("duel" | "duel-defenders", 0 | 1) => Some(BEING),
        // What transfers is a being (a captive, a passenger) or a craft, never a weapon.
        ("can transfer", 0) => Some(&[CardType::Character, CardType::Vehicle, CardType::Starship]),
        // What is evacuated is a place; what survives it a starship (the verb's own
        // description).
        ("evacuation-outcome", 0) => Some(&[CardType::Location]),
        ("evacuation-outcome", 1) => Some(&[CardType::Starship]),
        _ => None,
    }
}
