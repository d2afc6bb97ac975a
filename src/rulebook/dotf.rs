//! The rules of the `dotf` family, which `src/rules/dotf.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static HYPERSPACE = {
        id: "dotf.hyperspace",
        document: Dotf,
        section: "Hyperspace",
        bullet: None,
        statement: "Starships deploy face up, never face down, to their owner's own Hyperspace pile, a holding area tied to no planet that either player may look through at any time and that may be started on your first turn; they fight only in the space battle of an evacuation.",
        supersedes: [],
        questions: ["can deploy", "can battle"],
        constrains: [Deploy, Battle],
    }
}

rule! {
    pub static EVACUATION = {
        id: "dotf.evacuation",
        document: Dotf,
        section: "Hyperspace",
        bullet: Some("evacuation"),
        statement: "An evacuation may be tried only from a planet where you have a Weapon or Character card, takes all your cards there at once, and flies every starship of your Hyperspace pile, at least one of them a transport; an opponent who intercepts may first add starships from hand to his own pile and must then fly them all.",
        supersedes: [],
        questions: ["can evacuate", "evacuation-outcome"],
        constrains: [Evacuate],
    }
}

rule! {
    pub static STARSHIP_BATTLE = {
        id: "dotf.starship-battle",
        document: Dotf,
        section: "Starship Battle Plans",
        bullet: None,
        statement: "In the space battle the interceptor attacks and says first how many Battle cards he adds, then the evacuating defender; defeated starships are discarded and cost their owner their DAMAGE, nothing breaks through, survivors return to Hyperspace, and the evacuated characters and weapons are shuffled into their owner's draw deck if any defending transport lived, or discarded if none did.",
        supersedes: [],
        questions: ["evacuation-outcome"],
        constrains: [Evacuate],
    }
}

rule! {
    pub static EFFECT_FETCH = {
        id: "dotf.effect-fetch",
        document: Dotf,
        section: "Effect Card rules",
        bullet: None,
        statement: "At the start of the game, and whenever the first location comes into play on a planet, each player may take one Effect from his draw deck, show it, put it in hand and reshuffle, the player who played the location going first; taking one at the start means a seven-card opening hand instead of six.",
        supersedes: [],
        questions: ["effect-fetch"],
        constrains: [FetchEffect],
    }
}

rule! {
    pub static DEPLOY_FROM_DECK = {
        id: "dotf.deploy-from-deck",
        document: Dotf,
        section: "Deploying cards from your draw deck",
        bullet: None,
        statement: "Text that deploys a named card from the draw deck brings in one copy only, paid for in counters unless the text makes it free or cheaper, and the deck is reshuffled afterwards; deploying nothing costs 1 DAMAGE after the reshuffle, and a card deployed hidden has no usable text.",
        supersedes: [],
        questions: ["deploy-from-deck"],
        constrains: [DeployFromDeck],
    }
}

pub static RULES: &[&Rule] = &[
    &HYPERSPACE,
    &EVACUATION,
    &STARSHIP_BATTLE,
    &EFFECT_FETCH,
    &DEPLOY_FROM_DECK,
];
