//! The query AST: one value per question of `docs/query-language.md`.
//!
//! Spans are byte ranges into the query text, so diagnostics can point at the exact token.

use serde::Serialize;

/// The terms a question is made of (`query/terms.rs`, which the verb table reads too).
pub use super::terms::{CardName, CardRef, Picked, SabaccCard, Side, Span};
/// Every question of the language: generated from the verb table (`query/verbs.rs`).
pub use super::verbs::QueryKind;

/// One question, with who asks (`as light` / `as dark`) when stated.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Query {
    pub kind: QueryKind,
    /// `as <side>`: who asks, when not the side whose turn it is.
    pub asker: Option<Side>,
    /// The whole query text (trimmed), for display.
    pub text: String,
}
