//! The rules of the `bombers` family, which `src/rules/bombers.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static BOMBERS = {
        id: "dagobah.bombers",
        document: Dagobah,
        section: "Proton Bombs",
        bullet: None,
        statement: "Proton Bombs are deployed on one of your bombers; a bomber carrying them may, without leaving its system, bombard a related interior site to try to collapse it, or carpet-bomb a related non-interior site by swooping down to it through a Bombing Run.",
        supersedes: [],
        questions: ["can bomb", "can deploy"],
        constrains: [Bomb, Deploy],
    }
}

rule! {
    pub static BOMBING_RUN = {
        id: "dagobah.bombing-run",
        document: Dagobah,
        section: "Bombing Run",
        bullet: None,
        statement: "Bombing Run sits on a non-interior site as the target zone of your bombers at the related system and may shift to an adjacent site as each of your move phases begins; a bomber's trip down to the zone and its trip back up are each a regular move for 1 Force, and while there it has presence and may battle even without Proton Bombs.",
        supersedes: [],
        questions: ["can move", "cost", "presence", "can bomb", "can deploy"],
        constrains: [Move, Bomb, Deploy, Land, TakeOff],
    }
}

pub static RULES: &[&Rule] = &[&BOMBERS, &BOMBING_RUN];
