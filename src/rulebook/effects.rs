//! The rules of the `effects` family, which `src/rules/effects.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static MOBILE = {
        id: "hoth.mobile-effect",
        document: Hoth,
        section: "Mobile Effect",
        bullet: None,
        statement: "A mobile effect is an Effect that moves by itself; Alter's own wording leaves it out, so Alter cannot cancel it.",
        supersedes: [],
        questions: ["can target"],
        constrains: [Target],
    }
}

rule! {
    pub static U_MOBILE = {
        id: "hoth-update.mobile-effect",
        document: HothUpdate,
        section: "Mobile Effect",
        bullet: None,
        statement: "The update restates it: a mobile effect carries its own movement, and Alter does not reach it.",
        supersedes: [MOBILE],
        questions: ["can target"],
        constrains: [Target],
    }
}

pub static RULES: &[&Rule] = &[&MOBILE, &U_MOBILE];
