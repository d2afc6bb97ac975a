//! The rules of the `layout` family, which `src/rules/layout.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static PATTERN = {
        id: "hoth.layout.pattern",
        document: Hoth,
        section: "Location Deployment",
        bullet: Some("paragraphs 2–4"),
        statement: "A planet's sites lie interior first, then the docking bay, then exterior sites, with the system at the end; a new location may go anywhere within its own group, and groups not yet in play simply leave their neighbours side by side until they arrive.",
        supersedes: [],
        questions: ["insertion", "can deploy", "validate", "layout"],
        constrains: [Deploy],
    }
}

rule! {
    pub static MARKER_ORDER = {
        id: "hoth.layout.marker-order",
        document: Hoth,
        section: "Location Deployment",
        bullet: Some("marker sites paragraph"),
        statement: "Hoth marker sites may be deployed in any order but always lie in marker-number order, so a marker's number fixes where it is inserted.",
        supersedes: [],
        questions: ["insertion", "validate"],
        constrains: [],
    }
}

rule! {
    pub static SPECIAL_SITES = {
        id: "hoth.layout.special-sites",
        document: Hoth,
        section: "Location Deployment",
        bullet: Some("special locations paragraph"),
        statement: "A few locations take a position set by their own card text rather than the pattern: the Death Star: Trench, holosites and sandcrawler interiors by their own rules, the Wampa Cave by its marker number.",
        supersedes: [],
        questions: ["insertion", "can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static INNERMOST = {
        id: "hoth.markers.innermost",
        document: Hoth,
        section: "Innermost marker",
        bullet: None,
        statement: "The innermost marker is the marker site with the lowest number currently on the table.",
        supersedes: [],
        questions: ["markers"],
        constrains: [],
    }
}

rule! {
    pub static OUTERMOST = {
        id: "hoth.markers.outermost",
        document: Hoth,
        section: "Outermost marker",
        bullet: None,
        statement: "The outermost marker is the marker site with the highest number currently on the table.",
        supersedes: [],
        questions: ["markers"],
        constrains: [],
    }
}

rule! {
    pub static ECHO_ANY_ORDER = {
        id: "hoth-update.echo-any-order",
        document: HothUpdate,
        section: "Hoth Location Deployment",
        bullet: Some("Special Notes, 4th note"),
        statement: "The interior Echo Base sites (not the Echo Docking Bay) may be laid out in any order among themselves.",
        supersedes: [],
        questions: ["insertion"],
        constrains: [],
    }
}

rule! {
    pub static WAMPA_NEVER_OUTERMOST = {
        id: "hoth-update.wampa-never-outermost",
        document: HothUpdate,
        section: "Hoth Location Deployment",
        bullet: Some("Special Notes, 5th note"),
        statement: "When deciding which Hoth sites the energy shield covers, the Wampa Cave is never treated as the outermost marker.",
        supersedes: [],
        questions: ["shielded", "markers"],
        constrains: [Deploy, Move, Land, TakeOff, Shuttle, Transit],
    }
}

pub static RULES: &[&Rule] = &[
    &PATTERN,
    &MARKER_ORDER,
    &SPECIAL_SITES,
    &INNERMOST,
    &OUTERMOST,
    &ECHO_ANY_ORDER,
    &WAMPA_NEVER_OUTERMOST,
];
