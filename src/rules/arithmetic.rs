//! Negative numbers (the Hoth supplement): results of subtraction never fall below zero.

use super::Eval;
use super::actions::Action;
use super::registry::{Document, Rule};

pub static NEGATIVE: Rule = Rule {
    id: "hoth.negative",
    document: Document::Hoth,
    section: "Negative Numbers",
    bullet: None,
    statement: "When cards subtract from a number, the result never drops below zero.",
    supersedes: &[],
    family: "arithmetic",
    questions: &["landspeed", "defense", "creature-attack"],
    constrains: &[Action::Attack],
};

pub static RULES: &[&Rule] = &[&NEGATIVE];

/// A card value after modifiers, held at zero (citing the rule when it had gone negative).
pub fn non_negative(e: &mut Eval, value: i64, what: &str) -> i64 {
    if value < 0 {
        e.because(
            &NEGATIVE,
            format!("{what} would be {value}, but results never fall below zero: 0"),
        );
        0
    } else {
        value
    }
}
