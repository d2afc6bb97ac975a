//! The rules of the `capture` family, which `src/rules/capture.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static CAPTURE = {
        id: "cloud-city.capture",
        document: CloudCity,
        section: "Revised Capturing Rules",
        bullet: None,
        statement: "Capturing needs no Detention Block Corridor: each of the capturing side's bounty hunters and warriors at the same location may seize one captive, captives taken at a prison may be imprisoned there, every other captive escapes to the Light Side's Used Pile, and nobody seized or imprisoned is ever let go voluntarily.",
        supersedes: [],
        questions: ["capture", "can move"],
        constrains: [Capture, Transfer, Move, Embark, Disembark, Shuttle, Transit, React],
    }
}

rule! {
    pub static ESCORT = {
        id: "cloud-city.escort",
        document: CloudCity,
        section: "Escorting",
        bullet: None,
        statement: "A captive travels with its escort for no extra Force and fills a seat aboard vehicles and starships, an escort holds one captive unless a card says otherwise, prisoner transfers at a prison (escort to prison, prison to a bounty hunter or warrior there) are unlimited moves of your move phase, and a captive whose escort leaves play is freed where it stands at a site (back on the Light Side) or else escapes to the Used Pile.",
        supersedes: [],
        questions: ["capture", "can embark", "can transfer", "lost-with"],
        constrains: [Capture, Embark, Transfer, Move, Shuttle],
    }
}

rule! {
    pub static FROZEN = {
        id: "cloud-city.frozen",
        document: CloudCity,
        section: "'Frozen'",
        bullet: None,
        statement: "A captive encased in carbonite ('frozen') loses its power, ability and landspeed, and only cards that free captives or aim at 'frozen' ones may target it; it can be left unattended at a site or aboard a craft (still on the Dark Side), where it may stay, be picked up by a bounty hunter or warrior present, or be freed by the Light Side if it controls the spot; a prison never leaves it unattended.",
        supersedes: [],
        questions: ["capture", "can target", "can transfer", "landspeed"],
        constrains: [Capture, Target, Transfer],
    }
}

pub static RULES: &[&Rule] = &[&CAPTURE, &ESCORT, &FROZEN];
