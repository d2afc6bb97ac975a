//! Negative numbers (the Hoth supplement): results of subtraction never fall below zero.

use super::eval::Eval;
use super::registry::{Rule, rule};

rule! {
    pub static NEGATIVE = {
        id: "hoth.negative",
        document: Hoth,
        section: "Negative Numbers",
        bullet: None,
        statement: "When cards subtract from a number, the result never drops below zero.",
        supersedes: [],
        questions: ["landspeed", "defense", "creature-attack"],
        constrains: [Attack],
    }
}

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
