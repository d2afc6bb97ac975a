//! The rules of the `movement` family, which `src/rules/movement.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

const MOVES: &str = "New Movement Rules";

rule! {
    pub static REGULAR = {
        id: "hoth.move.regular",
        document: Hoth,
        section: MOVES,
        bullet: Some("Regular Move"),
        statement: "Each character, creature, vehicle and starship makes at most one regular move per turn, for 1 Force unless stated otherwise.",
        supersedes: [],
        questions: ["can move", "cost", "moves"],
        constrains: [Move, Land, TakeOff, Shuttle, Transit, SectorMove],
    }
}

rule! {
    pub static REGULAR_WAYS = {
        id: "hoth.move.regular.ways",
        document: Hoth,
        section: MOVES,
        bullet: Some("Regular Move, what it is"),
        statement: "A regular move is a card going by its landspeed or hyperspeed (a character or creature has landspeed 1 unless stated otherwise), a character or vehicle shuttling, a group using docking bay transit, a starship landing or taking off, or a starfighter's Attack Run.",
        supersedes: [],
        questions: ["can move", "can transit", "moves"],
        constrains: [Move, Land, TakeOff, Shuttle, Transit],
    }
}

rule! {
    pub static REGULAR_WHEN = {
        id: "hoth.move.regular.when",
        document: Hoth,
        section: MOVES,
        bullet: Some("Regular Move, its phase"),
        statement: "A regular move is made in your own move phase.",
        supersedes: [],
        questions: ["can move", "can land", "can take-off", "can shuttle", "can transit"],
        constrains: [Move, Land, TakeOff, Shuttle, Transit, SectorMove],
    }
}

rule! {
    pub static REACT = {
        id: "hoth.move.react",
        document: Hoth,
        section: MOVES,
        bullet: Some("Reacting"),
        statement: "A card whose text says it may react moves to the location of the battle or Force drain, if within range, at normal use of the Force; starships and non-creature vehicles need a pilot or driver aboard, no card reacts twice in a turn, and a react that brings presence cancels the drain.",
        supersedes: [],
        questions: ["can react"],
        constrains: [React],
    }
}

rule! {
    pub static REACT_GRANTED = {
        id: "hoth.move.react.granted",
        document: Hoth,
        section: MOVES,
        bullet: Some("Reacting, who may"),
        statement: "Reacting is a form of movement that cards grant by saying 'react': a card that no card lets react may not react.",
        supersedes: [],
        questions: ["can react"],
        constrains: [React],
    }
}

rule! {
    pub static REACT_WHEN = {
        id: "hoth.move.react.when",
        document: Hoth,
        section: MOVES,
        bullet: Some("Reacting, its time"),
        statement: "A react happens in the opponent's turn, right after a battle or Force drain is announced; other cards may board or leave the reacting card as it sets off and once it has arrived.",
        supersedes: [],
        // A card's own "may deploy as a 'react'" takes a react's time too (shared::gate).
        questions: ["can react", "can embark", "can disembark", "can deploy"],
        constrains: [React, Embark, Disembark, Deploy],
    }
}

rule! {
    pub static UNLIMITED = {
        id: "hoth.move.unlimited",
        document: Hoth,
        section: MOVES,
        bullet: Some("Unlimited Move"),
        statement: "Any other movement — forced moves, embarking and disembarking, transferring between starships (1 Force), being carried, moves by interrupts or special text — is unlimited: as many per turn as allowed, free unless stated.",
        supersedes: [],
        questions: ["can move", "can transfer", "can embark"],
        constrains: [Move, Transfer, Embark, Shuttle, Transit],
    }
}

rule! {
    pub static SHUTTLE = {
        id: "hoth.shuttle",
        document: Hoth,
        section: "Shuttling and Transferring",
        bullet: Some("Shuttling"),
        statement: "For 1 Force a character or vehicle may shuttle between an exterior site and a ship-docking capital starship at that planet's system; never at sectors, and never to or from a starfighter.",
        supersedes: [],
        questions: ["can shuttle", "cost"],
        constrains: [Shuttle],
    }
}

rule! {
    pub static TRANSFER = {
        id: "hoth.transfer",
        document: Hoth,
        section: "Shuttling and Transferring",
        bullet: Some("Transferring"),
        statement: "For 1 Force characters and vehicles may move between two starships at one system when at least one of the pair is piloted and has ship-docking capability.",
        supersedes: [],
        questions: ["can transfer", "cost"],
        constrains: [Transfer],
    }
}

rule! {
    pub static EMBARK = {
        id: "hoth.embark",
        document: Hoth,
        section: "Embarking and Disembarking",
        bullet: None,
        statement: "Your characters embark on and disembark from your vehicles and starfighters, and your starfighters on and from your capital starships with starfighter capacity, free and unlimited.",
        supersedes: [],
        questions: ["can embark", "can disembark", "present"],
        constrains: [Embark, Disembark],
    }
}

rule! {
    pub static EMBARK_WHEN = {
        id: "hoth.embark.when",
        document: Hoth,
        section: "Embarking and Disembarking",
        bullet: Some("its time"),
        statement: "Embarking and disembarking may happen at any time in your move phase, or at the start or end of a react.",
        supersedes: [],
        questions: ["can embark", "can disembark"],
        constrains: [Embark, Disembark],
    }
}

rule! {
    pub static LANDED = {
        id: "hoth.landed",
        document: Hoth,
        section: "Landing and Taking Off",
        bullet: Some("landed starfighters"),
        statement: "A starfighter that has landed loses its landspeed, power and maneuver, uses no game text or ordinary starship weapons, and neither moves to a neighbouring site nor uses docking bay transit.",
        supersedes: [],
        questions: ["can move", "can transit", "landspeed"],
        constrains: [Move, Transit, Use],
    }
}

rule! {
    pub static COLLAPSED = {
        id: "hoth.collapsed",
        document: Hoth,
        section: "'Collapsed'",
        bullet: None,
        statement: "A collapsed interior site loses its cards, icons and text but stays in play; every deployment or movement to or from it costs 1 more Force, and deploying a new copy rebuilds it.",
        supersedes: [],
        questions: ["cost", "can deploy"],
        constrains: [Deploy, Move, React, Transit, Shuttle, Land, TakeOff],
    }
}

rule! {
    pub static INTERIOR_NO_SHUTTLE = {
        id: "hoth.interior.no-shuttle",
        document: Hoth,
        section: "New Interior Site Limitations",
        bullet: Some("1st bullet"),
        statement: "Characters and vehicles may not shuttle at interior sites other than docking bays.",
        supersedes: [],
        questions: ["can shuttle"],
        constrains: [Shuttle],
    }
}

pub static RULES: &[&Rule] = &[
    &REGULAR,
    &REGULAR_WAYS,
    &REGULAR_WHEN,
    &REACT,
    &REACT_GRANTED,
    &REACT_WHEN,
    &UNLIMITED,
    &SHUTTLE,
    &TRANSFER,
    &EMBARK,
    &EMBARK_WHEN,
    &LANDED,
    &COLLAPSED,
    &INTERIOR_NO_SHUTTLE,
];
