//! The rules of the `attaching` family, which `src/rules/attaching.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static ATTACHING = {
        id: "dagobah.attaching-creatures",
        document: Dagobah,
        section: "Attaching Creatures",
        bullet: Some("also Vine Snakes and Mynocks"),
        statement: "Attaching creatures latch onto a host (vine snakes onto characters, mynocks onto starfighters) instead of attacking, and then neither attack nor move by themselves but travel with the host, stay open to attacks and to character weapons, come loose if the host is eaten and are lost if it is lost any other way; a vine snake coming loose outside its habitat dies, and a mynock saps its starfighter's power and hyperspeed, flies like a starfighter without hyperspeed of its own, and is immune to starship weapons.",
        supersedes: [],
        questions: [
        "creature-attack",
        "can move",
        "can land",
        "can take-off",
        "can fire",
        "lost-with",
    ],
        constrains: [
        Attack,
        Move,
        Land,
        TakeOff,
        Target,
    ],
    }
}

rule! {
    pub static LANDING_CLAW = {
        id: "dagobah.landing-claw",
        document: Dagobah,
        section: "Landing Claw",
        bullet: None,
        statement: "A starfighter fitted with a Landing Claw may fasten itself to an opposing capital starship, where it is concealed (out of battles, beyond any targeting, closed to deployment, counting for no presence yet still blocking the opponent's Force drains), travels only with that capital without shuttling or transferring anything, and is lost with it.",
        supersedes: [],
        questions: [
        "presence",
        "present",
        "can target",
        "can move",
        "can deploy",
        "lost-with",
    ],
        constrains: [
        Target,
        Use,
        Move,
        Land,
        TakeOff,
        Deploy,
        Transfer,
    ],
    }
}

pub static RULES: &[&Rule] = &[&ATTACHING, &LANDING_CLAW];
