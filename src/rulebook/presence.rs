//! The rules of the `presence` family, which `src/rules/presence.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

const PP: &str = "'Present' and 'Presence'";

rule! {
    pub static PRESENT = {
        id: "hoth.present",
        document: Hoth,
        section: PP,
        bullet: Some("present"),
        statement: "A card is present at exactly one place: a site, a system, or aboard an enclosed vehicle or starship (bridge, cockpit or cargo bay).",
        supersedes: [],
        questions: ["present"],
        constrains: [],
    }
}

rule! {
    pub static PRESENCE = {
        id: "hoth.presence",
        document: Hoth,
        section: PP,
        bullet: Some("presence"),
        statement: "A side has presence at a location when it has total ability of 1 or more present there, or a vehicle or starship present there carrying total ability of 1 or more, passengers included.",
        supersedes: [],
        questions: ["presence"],
        constrains: [],
    }
}

rule! {
    pub static ALONE = {
        id: "hoth.alone",
        document: Hoth,
        section: "Alone",
        bullet: None,
        statement: "A character of yours is alone when no other character of yours is present at its location, none other (nor a permanent pilot) rides with it, and you have no other ability there.",
        supersedes: [],
        questions: ["alone"],
        constrains: [],
    }
}

pub static RULES: &[&Rule] = &[&PRESENT, &PRESENCE, &ALONE];
