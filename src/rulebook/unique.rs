//! The rules of the `unique` family, which `src/rules/shared/unique.rs` applies (the check
//! several families run). Declared here, in the rulebook under every family, so that a family
//! may cite another's rule without importing its code; the family (`Rule::family`) is this
//! file's name.

use super::rule::{Rule, rule};

rule! {
    pub static UNIQUE = {
        id: "hoth.unique",
        document: Hoth,
        section: "Unique (•) Card",
        bullet: None,
        statement: "A unique card may exist as a single copy on the table, whichever side holds it, and a unique interrupt can be played just once a turn.",
        supersedes: [],
        questions: ["validate", "can deploy"],
        constrains: [Deploy],
    }
}

pub static RULES: &[&Rule] = &[&UNIQUE];
