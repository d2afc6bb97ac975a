//! The rules of the `weapons` family, which `src/rules/weapons.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static CARRY = {
        id: "hoth.carry",
        document: Hoth,
        section: "New Carrying Rules",
        bullet: None,
        statement: "Characters, vehicles and starfighters may carry any number of differently titled weapons and devices; capital starships, and characters wearing a Backpack, may carry as many as they like, duplicates too.",
        supersedes: [],
        questions: ["can carry"],
        constrains: [Carry],
    }
}

rule! {
    pub static CARRY_USE = {
        id: "hoth.carry.use",
        document: Hoth,
        section: "New Carrying Rules",
        bullet: Some("using"),
        statement: "A character, vehicle or starfighter uses just one weapon and one device each turn; a capital starship, or a character wearing a Backpack, may use any number.",
        supersedes: [],
        questions: ["can use"],
        constrains: [Use],
    }
}

rule! {
    pub static ARTILLERY = {
        id: "hoth.artillery",
        document: Hoth,
        section: "Artillery Weapons",
        bullet: None,
        statement: "Artillery weapons deploy at a site and have a forfeit value.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static ARTILLERY_OVERLOAD = {
        id: "hoth.artillery.overload",
        document: Hoth,
        section: "Artillery Weapons",
        bullet: Some("Overload"),
        statement: "Artillery weapons are immune to Overload.",
        supersedes: [],
        questions: ["can target"],
        constrains: [Target],
    }
}

rule! {
    pub static ARTILLERY_POWER = {
        id: "hoth.artillery.power",
        document: Hoth,
        section: "Artillery Weapons",
        bullet: Some("power source"),
        statement: "An artillery weapon fires only with a power source present: a power droid, a card titled with \"Fusion Generator\", or a card whose text says it powers weapons.",
        supersedes: [],
        questions: ["can fire"],
        constrains: [Fire],
    }
}

rule! {
    pub static ANAKIN = {
        id: "hoth.anakins-lightsaber",
        document: Hoth,
        section: "Anakin's Lightsaber",
        bullet: None,
        statement: "Anakin's Lightsaber works for any Skywalker with ability greater than 3, whether or not the character knows it is a Skywalker.",
        supersedes: [],
        questions: ["can use"],
        constrains: [Use],
    }
}

rule! {
    pub static STEAL = {
        id: "hoth.steal",
        document: Hoth,
        section: "'Stealing' weapons and devices",
        bullet: None,
        statement: "A thief may steal only a weapon or device that may be deployed on, or moved by, characters; it need only be able to carry it, not use it.",
        supersedes: [],
        questions: ["can steal"],
        constrains: [Steal],
    }
}

rule! {
    pub static ARMOR = {
        id: "hoth.armor-characters",
        document: Hoth,
        section: "Armored Characters",
        bullet: None,
        statement: "An armored character defends against weapons with its armor instead of its ability.",
        supersedes: [],
        questions: ["defense"],
        constrains: [Fire],
    }
}

rule! {
    pub static U_LEIA = {
        id: "hoth-update.anakins-lightsaber-leia",
        document: HothUpdate,
        section: "Anakin's Lightsaber",
        bullet: None,
        statement: "Leia is a Skywalker, so Anakin's Lightsaber works for any Leia with ability greater than 3.",
        supersedes: [],
        questions: ["can use"],
        constrains: [Use],
    }
}

rule! {
    pub static U_LONG_RANGE = {
        id: "hoth-update.long-range",
        document: HothUpdate,
        section: "Long-Range Weapons",
        bullet: None,
        statement: "A weapon able to target other locations may fire without its bearer joining the battle, but only at a battle participant, at a creature you attack, or when a card (Sniper, Blasted Droid, Target The Main Generator…) lets it; it may shoot more than once a turn, though once per battle.",
        supersedes: [],
        questions: ["can fire"],
        constrains: [Target],
    }
}

rule! {
    pub static MATCHING = {
        id: "cloud-city.matching-weapon",
        document: CloudCity,
        section: "“Matching weapon”",
        bullet: None,
        statement: "A weapon whose game text names one or more characters is a matching weapon for each of them, and Anakin's Lightsaber also matches every Skywalker (Luke, Leia and Anakin).",
        supersedes: [],
        questions: ["matching"],
        constrains: [Use],
    }
}

rule! {
    pub static NO_WEAPONS_ON_OPPONENT = {
        id: "cloud-city.no-weapons-on-opponent",
        document: CloudCity,
        section: "New Rules",
        bullet: Some("1st bullet"),
        statement: "Weapons and devices may not be deployed on the opponent's characters unless the card itself permits it.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static NO_FIRE_OWN = {
        id: "cloud-city.no-fire-own",
        document: CloudCity,
        section: "New Rules",
        bullet: Some("2nd bullet"),
        statement: "No weapon may be fired at its own side's characters, vehicles or starships, captured ones included, but cards that were yours and now serve your opponent (crossed over, stolen) may be fired at.",
        supersedes: [],
        questions: ["can fire"],
        constrains: [Fire],
    }
}

pub static RULES: &[&Rule] = &[
    &CARRY,
    &CARRY_USE,
    &ARTILLERY,
    &ARTILLERY_OVERLOAD,
    &ARTILLERY_POWER,
    &ANAKIN,
    &STEAL,
    &ARMOR,
    &U_LEIA,
    &U_LONG_RANGE,
    &MATCHING,
    &NO_WEAPONS_ON_OPPONENT,
    &NO_FIRE_OWN,
];
