//! The rules of the `classify` family, which `src/rules/classify.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static YODA_ICON = {
        id: "dagobah.yoda-icon",
        document: Dagobah,
        section: "Yoda",
        bullet: None,
        statement: "Yoda's new Jedi Master icon counts as a Light Side Force icon as well.",
        supersedes: [],
        questions: ["force-icons"],
        constrains: [],
    }
}

rule! {
    pub static INDEPENDENT = {
        id: "dagobah.independent",
        document: Dagobah,
        section: "Independent Starships",
        bullet: None,
        statement: "Privately owned, independent starships count as neither Rebel nor Imperial, so cards speaking of Rebel or Imperial starships do not reach them.",
        supersedes: [],
        questions: ["is"],
        constrains: [],
    }
}

rule! {
    pub static CARD_TYPE = {
        id: "dagobah.card-type",
        document: Dagobah,
        section: "“Card Type”",
        bullet: None,
        statement: "Game text saying \"card type\" means the icon in a card's upper left corner, and sites, systems and sectors, which have none, all share the card type location.",
        supersedes: [],
        questions: ["card-type"],
        constrains: [],
    }
}

pub static RULES: &[&Rule] = &[&YODA_ICON, &INDEPENDENT, &CARD_TYPE];
