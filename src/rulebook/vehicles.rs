//! The rules of the `vehicles` family, which `src/rules/vehicles.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static EXTERIOR_ONLY = {
        id: "hoth.vehicles.exterior-only",
        document: Hoth,
        section: "Deploying and Moving Vehicles",
        bullet: None,
        statement: "Vehicles deploy and move only to exterior sites, docking bays included, or aboard starships with room for them.",
        supersedes: [],
        questions: ["can deploy", "can move"],
        constrains: [Deploy, Move, React],
    }
}

rule! {
    pub static INTERIOR_NO_VEHICLES = {
        id: "hoth.interior.no-vehicles",
        document: Hoth,
        section: "New Interior Site Limitations",
        bullet: Some("2nd bullet"),
        statement: "At interior sites other than docking bays, vehicles may neither deploy nor move unless their own card allows it.",
        supersedes: [],
        questions: ["can deploy", "can move"],
        constrains: [Deploy, Move, React],
    }
}

rule! {
    pub static REMAIN_ABOARD = {
        id: "hoth.vehicles.remain-aboard",
        document: Hoth,
        section: "Remaining Aboard Vehicles",
        bullet: None,
        statement: "Characters may stay aboard a vehicle whether or not it moves; if the vehicle is lost so is everything aboard (riders of a lost creature vehicle jump off and survive), and anyone aboard stops the opponent stealing or purchasing it.",
        supersedes: [],
        questions: ["lost-with", "can steal"],
        constrains: [Steal],
    }
}

rule! {
    pub static COMBAT_VEHICLE = {
        id: "hoth.combat-vehicle",
        document: Hoth,
        section: "Combat Vehicles",
        bullet: None,
        statement: "Without a pilot aboard, a combat vehicle has no usable power, maneuver or landspeed and cannot react; it can never be bought, and an AT-AT's landspeed never exceeds 1.",
        supersedes: [],
        questions: ["can move", "landspeed", "piloted"],
        constrains: [Move, React],
    }
}

rule! {
    pub static PILOTS = {
        id: "hoth.pilots",
        document: Hoth,
        section: "Occupants of Vehicles and Starships",
        bullet: Some("Pilots"),
        statement: "Starships, combat vehicles and shuttle vehicles need a pilot aboard to use power, maneuver, landspeed or hyperspeed or to react; pilots beyond the pilot capacity ride as passengers and enhance nothing.",
        supersedes: [],
        questions: ["piloted", "enhances"],
        constrains: [Move, React],
    }
}

rule! {
    pub static DRIVERS = {
        id: "hoth.drivers",
        document: Hoth,
        section: "Occupants of Vehicles and Starships",
        bullet: Some("Drivers"),
        statement: "A transport vehicle uses its power, maneuver or landspeed, or reacts, only with a designated driver aboard (who fills a passenger seat); droids drive only when a card allows, and creature vehicles need no driver.",
        supersedes: [],
        questions: ["piloted", "can move"],
        constrains: [Move, React],
    }
}

rule! {
    pub static GUNNERS = {
        id: "hoth.gunners",
        document: Hoth,
        section: "Occupants of Vehicles and Starships",
        bullet: Some("Gunners"),
        statement: "Gunners ride as passengers and may enhance starships, combat vehicles and shuttle vehicles alike.",
        supersedes: [],
        questions: ["enhances"],
        constrains: [],
    }
}

rule! {
    pub static OPEN_ENCLOSED = {
        id: "hoth.open-enclosed",
        document: Hoth,
        section: "Open and Enclosed",
        bullet: None,
        statement: "Characters aboard an open vehicle are present at its site, may use personal power and may be targeted; aboard an enclosed vehicle or any starship they are not present at the location, cannot be targeted, and passengers add no ability to battle destiny.",
        supersedes: [],
        questions: ["present", "can fire"],
        constrains: [Target],
    }
}

rule! {
    pub static OPEN_ENCLOSED_FIRE = {
        id: "hoth.open-enclosed.firing",
        document: Hoth,
        section: "Open and Enclosed",
        bullet: Some("character weapons"),
        statement: "Characters aboard an open vehicle may fire character weapons; aboard an enclosed vehicle or a starship they may not.",
        supersedes: [],
        questions: ["can fire", "can use"],
        constrains: [Use],
    }
}

rule! {
    pub static CARGO_BAY = {
        id: "hoth.cargo-bay",
        document: Hoth,
        section: "Embarking and Disembarking",
        bullet: Some("2nd paragraph"),
        statement: "A starfighter or vehicle aboard a capital starship rides in its cargo bay, not present at the system; its occupants may move between it and the capital starship, but while aboard it they take none of the capital starship's capacity and may not pilot or otherwise enhance it.",
        supersedes: [],
        questions: ["piloted", "present"],
        constrains: [React],
    }
}

rule! {
    pub static CRASHED = {
        id: "hoth.crashed",
        document: Hoth,
        section: "'Crashed'",
        bullet: Some("1st paragraph"),
        statement: "A crashed vehicle has no landspeed, power or maneuver; any armor it has drops to 2; it may use neither its game text nor its weapons, nor any card that needs it working.",
        supersedes: [],
        questions: ["can move", "can react", "landspeed", "defense", "creature-attack"],
        constrains: [Move, React],
    }
}

rule! {
    pub static CRASHED_ABOARD = {
        id: "hoth.crashed.aboard",
        document: Hoth,
        section: "'Crashed'",
        bullet: Some("2nd paragraph"),
        statement: "Characters aboard a crashed vehicle are not lost with the crash and may get off in your move phase; if it is enclosed, getting aboard or off costs 1 Force per character, and those who stay aboard may not use power, ability or game text in battle.",
        supersedes: [],
        questions: ["can embark", "can disembark", "cost"],
        constrains: [Embark, Disembark],
    }
}

rule! {
    pub static U_AT_AT = {
        id: "hoth-update.at-at-landspeed",
        document: HothUpdate,
        section: "AT-AT's",
        bullet: None,
        statement: "An AT-AT's landspeed may never be raised above 1.",
        supersedes: [],
        questions: ["landspeed"],
        constrains: [Move],
    }
}

rule! {
    pub static U_UNPILOTED_MOVES = {
        id: "hoth-update.combat-vehicle-unpiloted-moves",
        document: HothUpdate,
        section: "Combat Vehicles",
        bullet: None,
        statement: "A combat vehicle with no pilot aboard may still be shuttled, or moved between docked starships.",
        supersedes: [],
        questions: ["can shuttle", "can transfer"],
        constrains: [Shuttle, Transfer],
    }
}

rule! {
    pub static U_CRASHED_PILOT = {
        id: "hoth-update.crashed-permanent-pilot",
        document: HothUpdate,
        section: "'Crashed'",
        bullet: Some("last paragraph"),
        statement: "Since a crashed vehicle uses no game text, its permanent pilot provides neither ability nor presence.",
        supersedes: [],
        questions: ["presence", "piloted"],
        constrains: [React],
    }
}

rule! {
    pub static U_CREATURE_VEHICLE = {
        id: "hoth-update.creature-vehicle",
        document: HothUpdate,
        section: "Creature Vehicles",
        bullet: None,
        statement: "Creature vehicles have ability of their own and need no driver or pilot; if one is lost, its riders may jump off at the same site and survive.",
        supersedes: [],
        questions: ["piloted", "lost-with"],
        constrains: [Move],
    }
}

pub static RULES: &[&Rule] = &[
    &EXTERIOR_ONLY,
    &INTERIOR_NO_VEHICLES,
    &REMAIN_ABOARD,
    &COMBAT_VEHICLE,
    &PILOTS,
    &DRIVERS,
    &GUNNERS,
    &OPEN_ENCLOSED,
    &OPEN_ENCLOSED_FIRE,
    &CARGO_BAY,
    &CRASHED,
    &CRASHED_ABOARD,
    &U_AT_AT,
    &U_UNPILOTED_MOVES,
    &U_CRASHED_PILOT,
    &U_CREATURE_VEHICLE,
];
