//! The query AST: one value per question of `docs/query-language.md`.
//!
//! Spans are byte ranges into the query text, so diagnostics can point at the exact token.

use serde::Serialize;

/// Every question of the language: generated from the verb table (`query/verbs.rs`).
pub use super::verbs::QueryKind;

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

/// One question, with who asks (`as light` / `as dark`) when stated.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Query {
    pub kind: QueryKind,
    /// `as <side>`: who asks, when not the side whose turn it is.
    pub asker: Option<Side>,
    /// The whole query text (trimmed), for display.
    pub text: String,
}
