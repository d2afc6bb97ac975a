//! The rules of the `sectors` family, which `src/rules/sectors.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

const CC_REVISED: &str = "Revised Sector Rules";

const D_ASTEROIDS: &str = "Asteroid Field and Big One Sectors";

const D_SECTORS: &str = "Sector Locations";

rule! {
    pub static D_GENERAL = {
        id: "dagobah.sectors.general",
        document: Dagobah,
        section: D_SECTORS,
        bullet: Some("1st and 3rd bullets"),
        statement: "Sectors stand upright like systems and are places where starships deploy, battle and move, but they have no parsec number, so no hyperspeed move starts or ends at one; cards acting on starships at a system act on them at a sector too.",
        supersedes: [],
        questions: ["can move"],
        constrains: [Deploy, Move],
    }
}

rule! {
    pub static D_ABOARD = {
        id: "dagobah.sectors.aboard-starship",
        document: Dagobah,
        section: D_SECTORS,
        bullet: Some("2nd bullet"),
        statement: "Characters and vehicles get to a sector, by deploying or moving, only aboard a starship.",
        supersedes: [],
        questions: ["can deploy", "can move"],
        constrains: [Deploy, Move, Land, TakeOff],
    }
}

rule! {
    pub static D_ASTEROID_DEPLOY = {
        id: "dagobah.asteroid.deploy",
        document: Dagobah,
        section: D_ASTEROIDS,
        bullet: Some("deployment paragraphs"),
        statement: "An asteroid sector (Asteroid Field, Big One) deploys beside a planet system that is already on table or beside another asteroid sector, in any order that keeps the row's pattern.",
        supersedes: [],
        questions: ["insertion", "can deploy"],
        constrains: [Deploy],
    }
}

rule! {
    pub static D_ASTEROID_MOVES = {
        id: "dagobah.asteroid.moves",
        document: Dagobah,
        section: D_ASTEROIDS,
        bullet: Some("the three new regular moves"),
        statement: "At an asteroid sector reacts and unlimited moves still work, but the only regular moves are: a capital starship or starfighter between the system and the sector beside it, a capital to an adjacent sector or a starfighter up to two sectors, and a starfighter landing at or taking off from a related site, each for 1 Force.",
        supersedes: [],
        questions: ["can move", "can land", "can take-off", "cost"],
        constrains: [Move, Land, TakeOff],
    }
}

rule! {
    pub static D_ASTEROID_RELATED = {
        id: "dagobah.asteroid.related",
        document: Dagobah,
        section: D_ASTEROIDS,
        bullet: Some("last paragraph"),
        statement: "Asteroid sectors are related to the planet system they deploy at without being part of the planet, so they stay on table when the planet is blown away.",
        supersedes: [],
        questions: ["lost-with", "can land"],
        constrains: [Land],
    }
}

rule! {
    pub static ASTEROID_RULES = {
        id: "dagobah.asteroid-rules",
        document: Dagobah,
        section: "Asteroid Rules",
        bullet: None,
        statement: "In each of your control phases, every starship of yours where Asteroid Rules are in effect faces an asteroid destiny drawn by your opponent, plus 1 for each other Asteroid Rules sector at that system; a total above its armor or maneuver, or a drawn card that is itself an asteroid sector, loses the starship at once.",
        supersedes: [],
        questions: ["asteroid-destiny"],
        constrains: [],
    }
}

rule! {
    pub static CAVE_RULES = {
        id: "dagobah.cave-rules",
        document: Dagobah,
        section: "Cave Rules",
        bullet: None,
        statement: "The Big One: Asteroid Cave deploys beside a Big One sector and is always related to it; while a Space Slug is present at that Big One it is the slug's belly, where starfighters may not land or take off when the mouth is closed, and if the slug is lost everything in the belly is lost and the site turns back into the cave.",
        supersedes: [],
        questions: ["insertion", "can deploy", "can land", "can take-off", "lost-with"],
        constrains: [Deploy, Move, Land, TakeOff],
    }
}

rule! {
    pub static BESPIN = {
        id: "cloud-city.layout.bespin",
        document: CloudCity,
        section: "Cloud City Location Deployment Rules",
        bullet: None,
        statement: "Cloud City sites are related to Bespin and may deploy with neither the Bespin system nor the Bespin: Cloud City sector on table; the first platform goes between the interior sites and the exterior side, a second one at the far end of the interior sites, and docking bay transit works between the two platforms.",
        supersedes: [],
        questions: ["insertion", "validate", "layout", "can transit", "can deploy"],
        constrains: [Deploy, Transit],
    }
}

rule! {
    pub static CLOUD_POSITION = {
        id: "cloud-city.cloud-sectors.position",
        document: CloudCity,
        section: "Clouds and Bespin: Cloud City",
        bullet: None,
        statement: "Cloud sectors are altitudes of airspace and lie between a planet system and that planet's sites.",
        supersedes: [],
        questions: ["insertion"],
        constrains: [],
    }
}

rule! {
    pub static CC_GENERAL = {
        id: "cloud-city.sectors.general",
        document: CloudCity,
        section: CC_REVISED,
        bullet: Some("1st and 3rd bullets"),
        statement: "For every kind of sector, restated: upright like systems, no parsec number and so no hyperspeed movement, and cards acting on starships at a system act on them at a sector too.",
        supersedes: [D_GENERAL],
        questions: ["can move"],
        constrains: [Move],
    }
}

rule! {
    pub static CC_ABOARD = {
        id: "cloud-city.sectors.aboard",
        document: CloudCity,
        section: CC_REVISED,
        bullet: Some("2nd bullet"),
        statement: "Characters and vehicles get to a sector only aboard a vehicle or starship that is itself allowed at that sector.",
        supersedes: [D_ABOARD],
        questions: ["can deploy", "can move"],
        constrains: [Deploy, Move],
    }
}

rule! {
    pub static CC_DEPLOY = {
        id: "cloud-city.sectors.deploy",
        document: CloudCity,
        section: CC_REVISED,
        bullet: Some("deployment paragraphs"),
        statement: "Asteroid and cloud sectors other than Bespin: Cloud City deploy beside a planet system or a sector of the same type, in any order that keeps the pattern; a sector made for one named system may deploy without that system, one for any planet system only where a system is on table.",
        supersedes: [D_ASTEROID_DEPLOY],
        questions: ["insertion", "can deploy", "validate"],
        constrains: [Deploy],
    }
}

rule! {
    pub static CC_ASTEROID_MOVES = {
        id: "cloud-city.asteroid.moves",
        document: CloudCity,
        section: "Asteroid Sectors",
        bullet: Some("the three regular moves"),
        statement: "The asteroid-sector regular moves are restated with the move to a site narrowed: only a starfighter at a Big One may land at or take off from its related Asteroid Cave or Space Slug Belly, for 1 Force.",
        supersedes: [D_ASTEROID_MOVES],
        questions: ["can move", "can land", "can take-off", "cost"],
        constrains: [Move, Land, TakeOff],
    }
}

rule! {
    pub static CC_ASTEROID_ALLOWED = {
        id: "cloud-city.asteroid.allowed",
        document: CloudCity,
        section: "Asteroid Sectors",
        bullet: Some("1st paragraph"),
        statement: "Asteroid sectors admit capital starships and starfighters, to deploy, battle and move there, but not cloud cars.",
        supersedes: [],
        questions: ["can deploy", "can move"],
        constrains: [Deploy, Move],
    }
}

rule! {
    pub static CC_ASTEROID_RELATED = {
        id: "cloud-city.asteroid.related",
        document: CloudCity,
        section: "Asteroid Sectors",
        bullet: Some("last paragraph"),
        statement: "Asteroid sectors are related to their planet system but not to that planet's sites, and are not destroyed when the planet is blown away.",
        supersedes: [D_ASTEROID_RELATED],
        questions: ["lost-with", "can land"],
        constrains: [Land],
    }
}

rule! {
    pub static CLOUD_ALLOWED = {
        id: "cloud-city.cloud.allowed",
        document: CloudCity,
        section: "Cloud Sectors",
        bullet: Some("1st paragraph"),
        statement: "Cloud sectors admit starfighters and cloud cars; capital starships are kept out unless they deploy and move like a starfighter.",
        supersedes: [],
        questions: ["can deploy", "can move"],
        constrains: [Deploy, Move],
    }
}

rule! {
    pub static CLOUD_MOVES = {
        id: "cloud-city.cloud.moves",
        document: CloudCity,
        section: "Cloud Sectors",
        bullet: Some("the three regular moves"),
        statement: "At cloud sectors the regular moves, each for 1 Force, are: a starfighter between the system and the cloud sector beside it; a starfighter or cloud car up to two cloud sectors; a starfighter or cloud car between the lowest-altitude cloud sector and any related exterior site.",
        supersedes: [],
        questions: ["can move", "can land", "can take-off", "cost"],
        constrains: [Move, Land, TakeOff],
    }
}

rule! {
    pub static NO_DIRECT_LANDING = {
        id: "cloud-city.cloud.no-direct-landing",
        document: CloudCity,
        section: "Cloud Sectors",
        bullet: Some("1st bullet on costs"),
        statement: "Where a planet has cloud sectors, no starship lands at a site straight from the system or takes off from a site straight to it: the way lies through the cloud sectors.",
        supersedes: [],
        questions: ["can land", "can take-off"],
        constrains: [Land, TakeOff],
    }
}

rule! {
    pub static SHUTTLE_COST = {
        id: "cloud-city.cloud.shuttle-cost",
        document: CloudCity,
        section: "Cloud Sectors",
        bullet: Some("2nd bullet on costs"),
        statement: "Every cloud sector at a planet adds 1 Force, cumulatively, to the cost of shuttling between that system and its sites.",
        supersedes: [],
        questions: ["cost"],
        constrains: [Shuttle],
    }
}

rule! {
    pub static CLOUD_RELATED = {
        id: "cloud-city.cloud.related",
        document: CloudCity,
        section: "Cloud Sectors",
        bullet: Some("last paragraph"),
        statement: "Cloud sectors are related to their planet system and to its sites, and are lost when the planet is blown away.",
        supersedes: [],
        questions: ["lost-with"],
        constrains: [],
    }
}

pub static RULES: &[&Rule] = &[
    &D_GENERAL,
    &D_ABOARD,
    &D_ASTEROID_DEPLOY,
    &D_ASTEROID_MOVES,
    &D_ASTEROID_RELATED,
    &ASTEROID_RULES,
    &CAVE_RULES,
    &BESPIN,
    &CLOUD_POSITION,
    &CC_GENERAL,
    &CC_ABOARD,
    &CC_DEPLOY,
    &CC_ASTEROID_MOVES,
    &CC_ASTEROID_ALLOWED,
    &CC_ASTEROID_RELATED,
    &CLOUD_ALLOWED,
    &CLOUD_MOVES,
    &NO_DIRECT_LANDING,
    &SHUTTLE_COST,
    &CLOUD_RELATED,
];
