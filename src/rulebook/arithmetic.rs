//! The rules of the `arithmetic` family, which `src/rules/shared/arithmetic.rs` applies (the check
//! several families run). Declared here, in the rulebook under every family, so that a family
//! may cite another's rule without importing its code; the family (`Rule::family`) is this
//! file's name.

use super::rule::{Rule, rule};

rule! {
    pub static NEGATIVE = {
        id: "hoth.negative",
        document: Hoth,
        section: "Negative Numbers",
        bullet: None,
        statement: "When cards subtract from a number, the result never drops below zero.",
        supersedes: [],
        questions: ["landspeed", "defense", "creature-attack"],
        constrains: [Attack, Move],
    }
}

pub static RULES: &[&Rule] = &[&NEGATIVE];
