//! The rules of the `training` family, which `src/rules/training.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static JEDI_TRAINING = {
        id: "dagobah.jedi-training",
        document: Dagobah,
        section: "Jedi Training",
        bullet: None,
        statement: "Each training destiny may be raised by 1 for every Dagobah site on table; an apprentice takes the Jedi Tests in number order, never one already placed on him, and completing a test numbered above his ability lifts his ability to that number; one mentor may train several apprentices, and an apprentice may change mentors between tests.",
        supersedes: [],
        questions: ["jedi-test"],
        constrains: [],
    }
}

pub static RULES: &[&Rule] = &[&JEDI_TRAINING];
