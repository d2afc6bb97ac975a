#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::unreachable,
        clippy::todo,
        clippy::unimplemented
    )
)]
//! swjudge: a cited rules judge for the Star Wars CCG (Hoth, Dagobah, Cloud City and the later
//! Hoth rules update).
//!
//! The library loads a scenario ([`scenario::load_file`]), answers questions about its board
//! ([`ask`]), checks a scenario's expectations ([`check::check_scenario`]) and validates a board
//! ([`rules::validate::validate`]). Only the binary knows about terminals and output formats;
//! [`render`] turns results into text for it.

pub mod board;
pub mod catalog;
pub mod check;
pub mod explain;
pub mod generate;
pub mod input;
pub mod query;
pub mod render;
pub mod rulebook;
pub mod rules;
pub mod scenario;
pub mod text;
pub mod verdict;
pub mod warnings;

pub use board::Board;
pub use rules::{AskError, Ruleset};
pub use verdict::{Answer, Verdict};

/// The ruleset in force: the caller's choice, else the scenario's `rules:`, else `latest`.
pub fn ruleset_for(board: &Board, chosen: Option<Ruleset>) -> Ruleset {
    chosen.or(board.ruleset).unwrap_or(Ruleset::Latest)
}

/// Why `chosen` cannot judge `board`: `dotf` for a Star Wars CCG board, or a Star Wars CCG
/// ruleset for a Young Jedi board. The same refusal a scenario's own `rules:` key gets, for
/// `--rules`; `None` when they agree.
pub fn ruleset_conflict(board: &Board, chosen: Option<Ruleset>) -> Option<String> {
    let chosen = chosen?;
    match (board.game, chosen) {
        (board::Game::Swccg, Ruleset::Dotf) => Some(
            "`dotf` is the Young Jedi ruleset, and this is a Star Wars CCG scenario: choose hoth, dagobah, cloud-city or latest".to_string(),
        ),
        (board::Game::YoungJedi, r) if r != Ruleset::Dotf => Some(format!(
            "`{}` is a Star Wars CCG ruleset, and this is a Young Jedi scenario: it is judged under dotf",
            r.name()
        )),
        _ => None,
    }
}

/// Parses `query` and answers it on `board`.
pub fn ask(board: &Board, query: &str, ruleset: Option<Ruleset>) -> Result<Verdict, AskError> {
    let yj = board.game == board::Game::YoungJedi;
    let q = query::parse(query).map_err(|e| AskError::from(e.for_game(yj)))?;
    rules::evaluate(board, &q, ruleset_for(board, ruleset))
}
