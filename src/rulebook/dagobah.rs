//! The rules of the `dagobah` family, which `src/rules/dagobah.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

const LOCATIONS: &str = "Dagobah Locations";

rule! {
    pub static NO_DEPLOY = {
        id: "dagobah.locations.no-deploy",
        document: Dagobah,
        section: LOCATIONS,
        bullet: Some("1st bullet"),
        statement: "No character, vehicle or starship deploys to a Dagobah location unless its own game text or some other card permits it.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static NO_WEAPONS = {
        id: "dagobah.locations.no-weapons",
        document: Dagobah,
        section: LOCATIONS,
        bullet: Some("2nd bullet"),
        statement: "Weapons and devices never deploy straight to a Dagobah location, though they may deploy on a character, vehicle or starship that is already there when otherwise allowed.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static NO_UTINNI = {
        id: "dagobah.locations.no-utinni",
        document: Dagobah,
        section: LOCATIONS,
        bullet: Some("3rd bullet"),
        statement: "A Utinni Effect may neither deploy to a Dagobah location nor target a card at one unless its own game text permits it.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static NO_SHUTTLE = {
        id: "dagobah.locations.no-shuttle",
        document: Dagobah,
        section: LOCATIONS,
        bullet: Some("4th bullet"),
        statement: "Nothing moves to or from a Dagobah location by shuttling or by a transport card such as Elis Helrot or Nabrun Leids.",
        supersedes: [],
        questions: ["can shuttle", "can move … by"],
        constrains: [Shuttle, Move],
    }
}

rule! {
    pub static ALLOWED = {
        id: "dagobah.locations.allowed",
        document: Dagobah,
        section: LOCATIONS,
        bullet: Some("paragraph after the bullets"),
        statement: "Creatures and every kind of Effect except Utinni Effects may deploy straight to Dagobah locations, still subject to their own deployment restrictions, and Interrupts are played there as anywhere else.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static DIAMOND = {
        id: "dagobah.diamond-limit",
        document: Dagobah,
        section: "New Deployment Restriction Symbol",
        bullet: None,
        statement: "The number of ◇ marks in a card's title caps how many copies of it the two players together may have at any one system, with no cap on how many systems use it.",
        supersedes: [],
        questions: ["validate", "can deploy", "insertion"],
        constrains: [Deploy],
    }
}

pub static RULES: &[&Rule] = &[
    &NO_DEPLOY,
    &NO_WEAPONS,
    &NO_UTINNI,
    &NO_SHUTTLE,
    &ALLOWED,
    &DIAMOND,
];
