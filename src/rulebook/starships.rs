//! The rules of the `starships` family, which `src/rules/starships.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static LANDING = {
        id: "hoth.landing",
        document: Hoth,
        section: "Landing and Taking Off",
        bullet: None,
        statement: "A piloted starfighter may land from a system at any related exterior site, or take off from such a site to its system; TIEs only at docking bays; it costs 1 Force, nothing at a docking bay.",
        supersedes: [],
        questions: ["can land", "can take-off", "cost"],
        constrains: [Land, TakeOff],
    }
}

pub static RULES: &[&Rule] = &[&LANDING];
