//! The rules of the `missing` family, which `src/rules/missing.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static MISSING = {
        id: "hoth.missing",
        document: Hoth,
        section: "Missing",
        bullet: None,
        statement: "A missing character stays in play beneath its site but has no presence, joins no battle and cannot be forfeited.",
        supersedes: [],
        questions: ["presence", "can use", "capture"],
        constrains: [Use, Capture],
    }
}

rule! {
    pub static MISSING_MOVES = {
        id: "hoth.missing.moves",
        document: Hoth,
        section: "Missing",
        bullet: Some("2nd paragraph, moving"),
        statement: "A missing character may not move.",
        supersedes: [],
        questions: ["can move", "can embark", "can disembark", "can transfer", "can react"],
        constrains: [Move, Shuttle, Land, TakeOff, Embark, Disembark, Transit, Transfer, React],
    }
}

rule! {
    pub static MISSING_NEW_CARDS = {
        id: "hoth.missing.new-cards",
        document: Hoth,
        section: "Missing",
        bullet: Some("2nd paragraph, new cards"),
        statement: "No new card may be deployed on a missing character.",
        supersedes: [],
        questions: ["can carry"],
        constrains: [Carry],
    }
}

rule! {
    pub static MISSING_TARGETED = {
        id: "hoth.missing.targeted",
        document: Hoth,
        section: "Missing",
        bullet: Some("3rd paragraph"),
        statement: "Only cards that say they target missing characters may target one (what targeted a character before it went missing goes on doing so).",
        supersedes: [],
        questions: ["can fire", "can target"],
        constrains: [Target],
    }
}

rule! {
    pub static SEARCH_PARTY = {
        id: "hoth.search-party",
        document: Hoth,
        section: "Missing",
        bullet: Some("search party, steps 1–4"),
        statement: "In your control phase your characters at a site where you have missing characters may search: destiny plus 1 per member (2 per scout) above 5 finds one of them at random, and the party (with whoever it finds) may not move, search again or join a battle you start this turn.",
        supersedes: [],
        questions: ["search-party", "can move"],
        constrains: [Move, Land, TakeOff, Shuttle, Transit],
    }
}

rule! {
    pub static U_ON_TABLE = {
        id: "hoth-update.missing.on-table",
        document: HothUpdate,
        section: "Missing",
        bullet: Some("1st paragraph"),
        statement: "A missing character counts as on table only for rules and cards that name missing cards, yet it still counts for uniqueness and persona limits.",
        supersedes: [],
        questions: ["present", "can deploy", "validate", "can replace", "jedi-test"],
        constrains: [Deploy],
    }
}

rule! {
    pub static U_ALL_CARDS = {
        id: "hoth-update.missing.all-cards",
        document: HothUpdate,
        section: "Missing",
        bullet: Some("2nd paragraph"),
        statement: "Effects that hit all cards or all characters at a place, without choosing a target, still reach missing characters.",
        supersedes: [],
        questions: ["can fire", "can target"],
        constrains: [Target],
    }
}

rule! {
    pub static U_CARRIED = {
        id: "hoth-update.missing.carried",
        document: HothUpdate,
        section: "Missing",
        bullet: Some("3rd paragraph"),
        statement: "Cards a missing character carries still count for uniqueness and persona but are unusable until it is found, and a character it carries (other than an escorted captive) is missing too.",
        supersedes: [],
        questions: ["can use", "present", "can deploy"],
        constrains: [Use, Deploy],
    }
}

pub static RULES: &[&Rule] = &[
    &MISSING,
    &MISSING_MOVES,
    &MISSING_NEW_CARDS,
    &MISSING_TARGETED,
    &SEARCH_PARTY,
    &U_ON_TABLE,
    &U_ALL_CARDS,
    &U_CARRIED,
];
