//! The rules of the `persona` family, which `src/rules/persona.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static PERSONA = {
        id: "hoth.persona",
        document: Hoth,
        section: "Persona Rule",
        bullet: None,
        statement: "All versions of one character are the same persona, only one of which may be in play at a time, and a card naming the character means every version of it.",
        supersedes: [],
        questions: ["can deploy", "validate"],
        constrains: [Deploy],
    }
}

rule! {
    pub static REPLACE = {
        id: "hoth.persona.replace",
        document: Hoth,
        section: "Persona Rule",
        bullet: Some("replacing a version"),
        statement: "In your deploy phase you may swap one of your characters for free for a version of the same persona from your hand with at least its power and ability that obeys its own deployment restrictions; what applies carries over, the rest is lost with the old version.",
        supersedes: [],
        questions: ["can replace"],
        constrains: [Replace],
    }
}

rule! {
    pub static LANDO = {
        id: "cloud-city.lando",
        document: CloudCity,
        section: "Lando Calrissian",
        bullet: None,
        statement: "Lando is unique across both sides, so only one player may have a Lando on table; in the Light Side's deploy phase its Lando may take over from the Dark Side's Lando by persona replacement without regard to deployment restrictions (the Dark Lando going to the Lost Pile), and once any Lando is out of play no Lando may come into play again.",
        supersedes: [],
        questions: ["can replace", "can deploy"],
        constrains: [Replace, Deploy],
    }
}

rule! {
    pub static CROSSING = {
        id: "cloud-city.crossing-over",
        document: CloudCity,
        section: "Crossing Over",
        bullet: None,
        statement: "A character that crosses over changes sides and serves its new owner, and its old side may not deploy that persona again this game.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static CROSSING_BY_NAME = {
        id: "cloud-city.crossing-over.by-name",
        document: CloudCity,
        section: "Crossing Over",
        bullet: Some("cards that name it"),
        statement: "Cards that affect a crossed-over character by name stop applying to it (those on or targeting it are lost at once), so a weapon that works only for that name is abandoned; one that works for any warrior still serves it.",
        supersedes: [],
        questions: ["can use", "matching"],
        constrains: [Use],
    }
}

rule! {
    pub static OUT_OF_PLAY = {
        id: "cloud-city.out-of-play-personas",
        document: CloudCity,
        section: "New Rules",
        bullet: Some("3rd bullet"),
        statement: "When a unique character, vehicle or starship goes out of play, every persona on that card (ship and permanent-pilot personas too) is barred from deployment for the rest of the game.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

pub static RULES: &[&Rule] = &[
    &PERSONA,
    &REPLACE,
    &LANDO,
    &CROSSING,
    &CROSSING_BY_NAME,
    &OUT_OF_PLAY,
];
