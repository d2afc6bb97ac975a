//! The rules of the `creatures` family, which `src/rules/creatures.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

const ATTACKS: &str = "Creatures -- attacks";

const CREATURES: &str = "Creatures";

rule! {
    pub static U_HABITAT = {
        id: "hoth-update.creatures.habitat",
        document: HothUpdate,
        section: CREATURES,
        bullet: None,
        statement: "Creatures deploy and move only within the habitat their card names, and need neither presence nor Force icons to deploy.",
        supersedes: [],
        questions: ["can deploy", "can move"],
        constrains: [Deploy, Move, Land],
    }
}

rule! {
    pub static U_CREATURES = {
        id: "hoth-update.creatures.moves",
        document: HothUpdate,
        section: CREATURES,
        bullet: Some("landspeed"),
        statement: "Creatures have landspeed 1 and may move in each of their owner's move phases for free.",
        supersedes: [],
        questions: ["can move", "can land", "can take-off", "cost"],
        constrains: [Move, Land, TakeOff],
    }
}

rule! {
    pub static U_ATTACKS = {
        id: "hoth-update.creatures.attacks",
        document: HothUpdate,
        section: ATTACKS,
        bullet: None,
        statement: "Creatures do not battle but attack and get attacked, and only while sharing a location with another creature, a creature vehicle or a character that is not a droid; their attacks bring no battle damage, attrition or Force loss.",
        supersedes: [],
        questions: ["creature-attack"],
        constrains: [Attack],
    }
}

rule! {
    pub static U_VS_CREATURE = {
        id: "hoth-update.creatures.vs-creature",
        document: HothUpdate,
        section: ATTACKS,
        bullet: Some("Attacking other creatures"),
        statement: "Two creatures present together attack each other at once (unless they are the same selective kind): the lower ferocity is eaten, and on a tie both are lost.",
        supersedes: [],
        questions: ["creature-attack"],
        constrains: [Attack],
    }
}

rule! {
    pub static U_VS_CHARACTERS = {
        id: "hoth-update.creatures.vs-characters",
        document: HothUpdate,
        section: ATTACKS,
        bullet: Some("Attacking non-droid characters and creature vehicles"),
        statement: "In every battle phase a creature present with non-droid characters or creature vehicles attacks one (a random one of the side its owner picks): ferocity above the target's power, plus a destiny if the target has ability 4 or more, defeats it.",
        supersedes: [],
        questions: ["creature-attack"],
        constrains: [Attack],
    }
}

rule! {
    pub static U_ATTACKED = {
        id: "hoth-update.creatures.attacked",
        document: HothUpdate,
        section: ATTACKS,
        bullet: Some("Creatures being attacked"),
        statement: "In your battle phase, for 1 Force, your cards present with a creature may attack it: a weapon hit loses it, otherwise total power (plus a destiny with ability 4 or more) above its ferocity plus defense value loses it.",
        supersedes: [],
        questions: ["creature-attack"],
        constrains: [Attack],
    }
}

rule! {
    pub static U_PROTECTED = {
        id: "hoth-update.creatures.protected",
        document: HothUpdate,
        section: ATTACKS,
        bullet: Some("2nd paragraph"),
        statement: "Characters aboard any vehicle that is not a creature vehicle, open ones included, are safe from creature attacks.",
        supersedes: [],
        questions: ["creature-attack"],
        constrains: [Attack],
    }
}

rule! {
    pub static SELECTIVE = {
        id: "dagobah.selective-creatures",
        document: Dagobah,
        section: "Selective Creatures",
        bullet: None,
        statement: "Selective creatures attack characters and creatures of any other card title, but two selective creatures sharing a title ignore each other for movement and attacks.",
        supersedes: [],
        questions: ["creature-attack"],
        constrains: [Attack],
    }
}

pub static RULES: &[&Rule] = &[
    &SELECTIVE,
    &U_HABITAT,
    &U_CREATURES,
    &U_ATTACKS,
    &U_VS_CREATURE,
    &U_VS_CHARACTERS,
    &U_ATTACKED,
    &U_PROTECTED,
];
