//! The rules of the `mines` family, which `src/rules/mines.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static MINING_DROID = {
        id: "hoth.mining-droid",
        document: Hoth,
        section: "New Mining Droid Rules",
        bullet: None,
        statement: "A mining droid lays mines face up where it is present and, in your deploy phase at an exterior planet site, may bury cards from hand face down there; a character, vehicle or starship deploying or moving to or across that site reveals them all: duds are lost, mines explode at the card that tripped them, unless defused during your turn with a mining droid present.",
        supersedes: [],
        questions: ["tripped-by"],
        constrains: [Deploy, Move, React, Land, Shuttle, Transit],
    }
}

pub static RULES: &[&Rule] = &[&MINING_DROID];
