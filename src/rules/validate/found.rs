//! What the placement checks of `validate` share (a leaf its files import, so that they need
//! nothing of `validate/mod.rs`): a misplaced card found, and a family's check run in a fresh
//! evaluation.

use crate::board::{Board, CardIx};
use crate::rulebook::{Rule, Ruleset};
use crate::rules::eval::Eval;
use crate::rules::problem::{Grounds, Problem};
use miette::NamedSource;

/// A misplaced card, found by one of the placement checks.
pub(crate) struct Found {
    pub card: CardIx,
    pub rule: Grounds,
    pub message: String,
    pub label: &'static str,
    pub help: Option<String>,
}

impl Found {
    /// The problem this finding makes, at card `c` (where the card it was found of stands
    /// now: the board editor moves the cards after one put or taken).
    pub(super) fn problem_at(
        &self,
        c: CardIx,
        board: &Board,
        src: &NamedSource<crate::board::SourceText>,
    ) -> Problem {
        Problem {
            rule: self.rule,
            span: board.card_span(c),
            message: self.message.clone(),
            label: self.label.into(),
            help: self.help.clone(),
            src: src.clone(),
        }
    }
}

/// A fresh evaluation for one check of a rule family (its reasons are the problem's).
pub(crate) fn eval(board: &Board, ruleset: Ruleset) -> Eval<'_> {
    Eval::new(board, ruleset, "validate", None)
}

/// What a family's check said about a card's place.
pub(crate) enum Outcome {
    Clear,
    /// The rules that refused, with how they applied.
    Refused(Vec<(&'static Rule, String)>),
    /// The ruleset does not say (sectors under the Hoth rules…): what is missing.
    Unknown(Vec<String>),
}

/// Runs a family's check (`true`: it refuses) in a fresh evaluation.
pub(crate) fn refusal(
    board: &Board,
    ruleset: Ruleset,
    check: impl FnOnce(&mut Eval) -> bool,
) -> Outcome {
    let mut e = eval(board, ruleset);
    if !check(&mut e) {
        return if e.v.undetermined_because.is_empty() {
            Outcome::Clear
        } else {
            Outcome::Unknown(
                e.v.undetermined_because
                    .into_iter()
                    .map(|u| u.why)
                    .collect(),
            )
        };
    }
    let reasons: Vec<(&'static Rule, String)> =
        e.v.reasons
            .iter()
            .filter_map(|r| crate::rulebook::find(r.rule).map(|rule| (rule, r.applied.clone())))
            .collect();
    if reasons.is_empty() {
        Outcome::Clear
    } else {
        Outcome::Refused(reasons)
    }
}
