//! The terms a question is made of: where a token was written ([`Span`]), how a card or
//! location is named ([`CardRef`]), a sabacc card's value, a side. A leaf: the verb table
//! (`verbs.rs`) declares the questions' fields with these, and the AST (`ast.rs`) re-exports
//! them with the question itself.

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
    /// Internal: a card or location the judge picked itself (e.g. for `moves`); never
    /// produced by the parser.
    #[serde(skip)]
    Picked(Picked),
}

/// A card in play or a location the judge picked itself, for the questions it asks on its
/// own (`moves`, `destinations`, `reach`). The question language does not know the board:
/// this is an opaque handle, made from a board index and read back by the reading step
/// (`rules::subject::{card_ref, loc_ref, picked_card, picked_location}`), which checks it
/// against the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Picked {
    Card(usize),
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
            CardName::Picked(Picked::Card(i)) => format!("card #{i}"),
            CardName::Picked(Picked::Location(i)) => format!("location #{i}"),
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
