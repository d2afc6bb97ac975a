//! The rules of the `deploy` family, which `src/rules/deploy.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static STARFIGHTER = {
        id: "hoth.starfighter.deploy",
        document: Hoth,
        section: "Deploying Starfighters",
        bullet: None,
        statement: "A starfighter with a permanent pilot deploys to a docking bay, aboard your capital starship with starfighter capacity, or to a system; one without may go to those places only deployed together with a pilot, or empty to a docking bay or capital starship but never to a system.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static DEPLOY_ABOARD = {
        id: "hoth.deploy-aboard",
        document: Hoth,
        section: "Deploying Cards on Vehicles and Starships",
        bullet: None,
        statement: "Where you have presence or Force icons you may deploy characters directly aboard vehicles and starships with room for them, and vehicles and starships aboard capital starships with room; weapons, devices and effects deploy wherever appropriate, with or without presence.",
        supersedes: [],
        questions: ["can deploy … aboard"],
        constrains: [Deploy],
    }
}

pub static RULES: &[&Rule] = &[&STARFIGHTER, &DEPLOY_ABOARD];
