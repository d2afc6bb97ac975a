//! The rules of the `shield` family, which `src/rules/shield.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

const SHIELD: &str = "Hoth Energy Shield Rules";

rule! {
    pub static GENERATORS_NEED_MARKER = {
        id: "hoth.shield.generators-need-marker",
        document: Hoth,
        section: SHIELD,
        bullet: Some("paragraph 2"),
        statement: "Right after the Main Power Generators deploy, marker 4, 5 or 6 must be on the table; if none is, the Light Side must deploy its North Ridge at once from hand or, failing that, from the Reserve Deck, and if it is not found the generators go back to hand.",
        supersedes: [],
        questions: ["can deploy", "insertion"],
        constrains: [Deploy],
    }
}

rule! {
    pub static STARTING_LOCATION = {
        id: "hoth.shield.starting-location",
        document: Hoth,
        section: SHIELD,
        bullet: Some("paragraph 3"),
        statement: "Choosing the Main Power Generators as starting location brings the same duty: unless the opponent started on marker 4, 5 or 6, the North Ridge must be found in the Reserve Deck and deployed at once.",
        supersedes: [],
        questions: ["can deploy … as starting"],
        constrains: [Deploy],
    }
}

rule! {
    pub static COVERAGE = {
        id: "hoth.shield.coverage",
        document: Hoth,
        section: SHIELD,
        bullet: Some("paragraph 4"),
        statement: "With the Main Power Generators on table, every Hoth site is shielded apart from the Wampa Cave and whichever exterior marker is outermost.",
        supersedes: [],
        questions: ["shielded"],
        constrains: [Deploy, Move, Land, TakeOff, Shuttle, Transit],
    }
}

rule! {
    pub static NO_DARK_DEPLOY = {
        id: "hoth.shield.no-dark-deploy",
        document: Hoth,
        section: SHIELD,
        bullet: Some("may not, 1st bullet"),
        statement: "The Dark Side may not deploy characters (spies included), vehicles or starships to a shielded site.",
        supersedes: [],
        questions: ["can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static NO_DARK_LANDING = {
        id: "hoth.shield.no-dark-landing",
        document: Hoth,
        section: SHIELD,
        bullet: Some("may not, 2nd bullet"),
        statement: "The Dark Side may not land starfighters at, or take starfighters off from, a shielded site.",
        supersedes: [],
        questions: ["can land", "can take-off"],
        constrains: [Land, TakeOff],
    }
}

rule! {
    pub static NO_DARK_TRANSIT = {
        id: "hoth.shield.no-dark-transit",
        document: Hoth,
        section: SHIELD,
        bullet: Some("may not, 3rd bullet"),
        statement: "The Dark Side may not shuttle, use docking bay transit, or make any other movement the shield would logically stop (such as Elis Helrot) to or from a shielded site.",
        supersedes: [],
        questions: ["can shuttle", "can transit", "can move … by"],
        constrains: [Shuttle, Transit, Move, Land, TakeOff],
    }
}

rule! {
    pub static NO_DARK_SYSTEM_POWER = {
        id: "hoth.shield.no-dark-system-power",
        document: Hoth,
        section: SHIELD,
        bullet: Some("may not, 4th bullet"),
        statement: "In battles at shielded sites the Dark Side adds no power that comes from its starships controlling the system.",
        supersedes: [],
        questions: ["battle-power"],
        constrains: [],
    }
}

rule! {
    pub static DARK_MAY = {
        id: "hoth.shield.dark-may",
        document: Hoth,
        section: SHIELD,
        bullet: Some("may, bullets 1–3"),
        statement: "The shield leaves the Dark Side free to shift characters and vehicles between sites, to deploy and use creatures, weapons, effects and the like, and to do anything else the shield rules do not forbid.",
        supersedes: [],
        questions: ["can move", "can deploy"],
        constrains: [Move, Deploy],
    }
}

rule! {
    pub static LIGHT_FREE = {
        id: "hoth.shield.light-free",
        document: Hoth,
        section: SHIELD,
        bullet: Some("last paragraph"),
        statement: "The energy shield places no restriction at all on the Light Side.",
        supersedes: [],
        questions: [
        "can deploy",
        "can land",
        "can shuttle",
        "can transit",
        "can move",
    ],
        constrains: [
        Deploy,
        Land,
        Shuttle,
        Transit,
        Move,
    ],
    }
}

rule! {
    pub static INACTIVE = {
        id: "hoth.shield.inactive",
        document: Hoth,
        section: SHIELD,
        bullet: Some("last paragraph"),
        statement: "With the Main Power Generators not in play or blown away there is no shield, and Hoth is played like any other planet.",
        supersedes: [],
        questions: ["shielded"],
        constrains: [Deploy, Land, TakeOff],
    }
}

rule! {
    pub static BLOWN_AWAY = {
        id: "hoth.blown-away.generators",
        document: Hoth,
        section: "Target The Main Generator",
        bullet: None,
        statement: "When Target The Main Generator blows away the Main Power Generators, the cards there are lost and the site's icons and text (the shield included) are cancelled, but the site stays on table and still counts as the innermost marker; the Light Side may not deploy a new copy.",
        supersedes: [],
        questions: ["shielded", "markers", "can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static U_GENERATORS_NEED_MARKER = {
        id: "hoth-update.generators-need-marker",
        document: HothUpdate,
        section: SHIELD,
        bullet: Some("paragraph 2"),
        statement: "Whenever the Main Power Generators are about to deploy, starting location included, marker 4, 5 or 6 must be on table or the North Ridge must be deployed at once from hand or Reserve Deck; if it cannot be, the generators may not deploy at all.",
        supersedes: [GENERATORS_NEED_MARKER, STARTING_LOCATION],
        questions: ["can deploy", "insertion"],
        constrains: [Deploy],
    }
}

rule! {
    pub static U_NO_DARK_LANDING = {
        id: "hoth-update.shield.no-dark-landing",
        document: HothUpdate,
        section: SHIELD,
        bullet: Some("may not, 2nd bullet"),
        statement: "The Dark Side may not take off from or land at a shielded site at all, whatever is landing.",
        supersedes: [NO_DARK_LANDING],
        questions: ["can land", "can take-off"],
        constrains: [Land, TakeOff],
    }
}

rule! {
    pub static U_NO_DARK_TRANSIT = {
        id: "hoth-update.shield.no-dark-transit",
        document: HothUpdate,
        section: SHIELD,
        bullet: Some("may not, 3rd bullet"),
        statement: "The Dark Side may not shuttle, use docking bay transit or make other movement the shield would stop, now naming Elis Helrot and Bombing Run, to or from a shielded site.",
        supersedes: [NO_DARK_TRANSIT],
        questions: ["can shuttle", "can transit", "can move … by"],
        constrains: [Shuttle, Transit, Move, Land, TakeOff],
    }
}

rule! {
    pub static U_BLOWN_AWAY = {
        id: "hoth-update.blown-away",
        document: HothUpdate,
        section: "Blown away -- Hoth: Main Power Generators",
        bullet: None,
        statement: "Blown-away generators are turned face down, the shield switches off and the cards there are lost; the card becomes an unnamed exterior Hoth site that keeps only its marker number, is never deployed again or converted, and costs 8 Force only when Target The Main Generator did it.",
        supersedes: [BLOWN_AWAY],
        questions: ["shielded", "markers", "can deploy"],
        constrains: [Deploy],
    }
}

pub static RULES: &[&Rule] = &[
    &GENERATORS_NEED_MARKER,
    &STARTING_LOCATION,
    &COVERAGE,
    &NO_DARK_DEPLOY,
    &NO_DARK_LANDING,
    &NO_DARK_TRANSIT,
    &NO_DARK_SYSTEM_POWER,
    &DARK_MAY,
    &LIGHT_FREE,
    &INACTIVE,
    &BLOWN_AWAY,
    &U_GENERATORS_NEED_MARKER,
    &U_NO_DARK_LANDING,
    &U_NO_DARK_TRANSIT,
    &U_BLOWN_AWAY,
];
