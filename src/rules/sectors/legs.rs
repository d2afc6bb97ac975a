//! Flights between a sector and a site, as one check of the table: a landing from an asteroid
//! or cloud sector and a take-off to one, judged by the sector rules of the ruleset asked
//! (the Dagobah supplement's, or the Cloud City supplement's that supersede them). The same
//! landing asked as `can land` or as `can move`, from a sector or (by its other checks) from a
//! system, meets the same table.

use super::flight::cost_words;
use super::prelude::*;
use crate::rules::actions::Outcome;
use crate::rules::shared::sector_legs::{
    AsteroidLeg, CloudLeg, Flight, as_craft, asteroid_leg, cloud_leg,
};

/// Landing from a sector and taking off to one: sectors exist under this ruleset, the
/// sector's kind is known, and the kind's rules say which craft fly it and between which
/// sector and site. Before Cloud City, which has no cloud sectors, a flight through them is
/// not written: open, unless another rule refuses it whatever cloud sectors allow.
pub static SECTOR_FLIGHT_CHECK: Check = Check {
    on: &[Action::Land, Action::TakeOff],
    stage: Stage::Rule,
    name: "landing from and taking off to asteroid and cloud sectors",
    rules: &[
        &D_ASTEROID_MOVES,
        &CC_ASTEROID_MOVES,
        &D_ASTEROID_RELATED,
        &CC_ASTEROID_RELATED,
        &CLOUD_MOVES,
    ],
    run: sector_flight,
};

fn sector_flight(e: &mut Cx, act: &Act) -> Outcome {
    let Some(f) = Flight::of(e.board, act) else {
        return Outcome::NotMine;
    };
    let standing = f.standing(e.board);
    if standing && before_sectors(e) {
        return Outcome::Open;
    }
    match sector_kind(e.board.loc_def(f.sector)) {
        Some(SectorKind::Cloud) if !e.in_force(&CLOUD_MOVES) => {
            let between = if f.landing {
                "cloud sectors and sites"
            } else {
                "sites and cloud sectors"
            };
            e.missing(format!("how craft move between {between}: cloud sectors come with the Cloud City supplement (ask with `--rules cloud-city`)"));
            Outcome::Open
        }
        _ if !standing => Outcome::NotMine,
        None => {
            e.missing("what kind of sector this is (the space icon for an asteroid sector, the planet icon for a cloud sector)");
            Outcome::Open
        }
        Some(SectorKind::Asteroid) => asteroid_flight(e, f),
        Some(SectorKind::Cloud) => cloud_flight(e, f),
    }
}

fn asteroid_flight(e: &mut Cx, f: Flight) -> Outcome {
    let board = e.board;
    let rule = e.pick(&CC_ASTEROID_MOVES, &D_ASTEROID_MOVES);
    let def = as_craft(e, f.card);
    let cw = cost_words(e, f.card);
    let name = board.card_name(f.card);
    let sname = board.loc_def(f.sector).plain_title().to_string();
    let tname = board.loc_def(f.site).plain_title().to_string();
    let what = craft_words(&def);
    match (asteroid_leg(e, f), f.landing) {
        (AsteroidLeg::NotStarfighter, landing) => {
            let how = if landing {
                "lands from"
            } else {
                "takes off to"
            };
            e.because(
                rule,
                format!("only a starfighter {how} an asteroid sector; {name} is a {what}"),
            );
            return Outcome::Refuse;
        }
        (AsteroidLeg::NotTheCave, true) => {
            e.because(rule, format!("from an asteroid sector a starfighter may land only from the Big One at its Asteroid Cave or Space Slug Belly; {tname} is not reachable from {sname}"));
            if !is_cave(board.loc_def(f.site)) {
                e.consider(
                    &CC_ASTEROID_RELATED,
                    format!("{sname} is related to its system, not to the planet's sites"),
                );
            }
            return Outcome::Refuse;
        }
        (AsteroidLeg::NotTheCave, false) => {
            e.because(rule, format!("a starfighter takes off to an asteroid sector only from the Asteroid Cave or Space Slug Belly to its Big One; {tname} → {sname} is not that move"));
            return Outcome::Refuse;
        }
        (AsteroidLeg::Unrelated, true) => {
            e.because(rule, format!("{tname} is not related to {sname}"));
            return Outcome::Refuse;
        }
        (AsteroidLeg::Unrelated, false) => {
            e.because(rule, format!("{sname} is not related to {tname}"));
            return Outcome::Refuse;
        }
        (AsteroidLeg::Allowed { .. }, false) => {
            e.allow(
                rule,
                format!("{name} takes off from {tname} to {sname} {cw}"),
            );
        }
        (AsteroidLeg::Allowed { .. }, true) if e.in_force(&CC_ASTEROID_MOVES) => {
            e.allow(rule, format!("{name} is a starfighter at the Big One: it may land at the related {tname} {cw}"));
        }
        (AsteroidLeg::Allowed { cave }, true) => {
            e.allow(rule, format!("{name} is a starfighter at an asteroid sector: it may land at a related site {cw}"));
            if !cave {
                e.consider(&D_ASTEROID_RELATED, format!("{sname} is related to its planet system; the Dagobah supplement does not narrow which sites, so {tname}, a site of that planet, is taken as related"));
                e.assume(format!("{tname} counts as a site related to {sname} (the Dagobah supplement does not say which sites are; the Cloud City supplement later narrows it to the Big One's cave)"));
            }
        }
    }
    Outcome::Clear
}

fn cloud_flight(e: &mut Cx, f: Flight) -> Outcome {
    let board = e.board;
    let def = as_craft(e, f.card);
    let cw = cost_words(e, f.card);
    let name = board.card_name(f.card);
    let sname = board.loc_def(f.sector).plain_title().to_string();
    let tname = board.loc_def(f.site).plain_title().to_string();
    let low = || {
        lowest_cloud(board, board.locations[f.site].row)
            .map(|l| board.loc_def(l).plain_title().to_string())
            .unwrap_or_default()
    };
    let why = match (cloud_leg(e, f), f.landing) {
        (CloudLeg::NotCraft, _) => format!(
            "only a starfighter or cloud car {} a cloud sector; {name} is a {}",
            if f.landing {
                "lands from"
            } else {
                "takes off to"
            },
            craft_words(&def)
        ),
        (CloudLeg::Unrelated, true) => format!("{tname} is not related to {sname}"),
        (CloudLeg::NotLowest, true) => format!(
            "{sname} is not the lowest-altitude cloud sector ({} is): only from there may a craft land",
            low()
        ),
        (CloudLeg::Unrelated | CloudLeg::NotLowest, false) => format!(
            "from a site a craft takes off only to the lowest-altitude cloud sector ({}), not to {sname}",
            low()
        ),
        (CloudLeg::Interior, true) => format!(
            "{tname} is not an exterior site: from the lowest cloud sector a craft lands only at an exterior site"
        ),
        (CloudLeg::Interior, false) => format!("{tname} is not an exterior site"),
        (CloudLeg::Allowed, true) => {
            e.allow(&CLOUD_MOVES, format!("{sname} is the lowest-altitude cloud sector: {name} may land at the related exterior site {tname} {cw}"));
            return Outcome::Clear;
        }
        (CloudLeg::Allowed, false) => {
            e.allow(&CLOUD_MOVES, format!("{name} takes off from the exterior site {tname} to the lowest-altitude cloud sector, {sname}, {cw}"));
            return Outcome::Clear;
        }
    };
    e.because(&CLOUD_MOVES, why);
    Outcome::Refuse
}
