//! Sectors: asteroid sectors (Dagobah), cloud sectors and the Bespin row (Cloud City), the
//! asteroid cave, asteroid destiny; where sectors go, who may be at them, how craft move
//! between systems, sectors and sites, and what happens to them when the planet is destroyed.
//!
//! The Cloud City supplement reorganises Dagobah's sector rules and supersedes them; both are
//! declared here, so `--rules dagobah` and `--rules cloud-city` answer by their own document.

mod before_sectors;
mod cave;
mod craft;
mod deploy;
mod destiny;
mod flight;
mod insertion;
mod legs;
mod lost;
mod prelude;
mod steps;

pub(crate) use deploy::deploy_blocked;
pub(crate) use destiny::ask_asteroid_destiny;
pub(crate) use flight::{
    ask_move, direct_landing_blocked, land_from_sector, platform_transit, shuttle_surcharge,
    take_off_to,
};
pub(crate) use insertion::{
    INSERTION_CHECK, insertion_requirements, no_system_on_table, placement_notes,
};
pub(crate) use legs::SECTOR_FLIGHT_CHECK;
pub(crate) use lost::{ask_lost_with_location, ask_lost_with_slug};

use crate::rules::shared::sector_legs::{self, Flight};
use prelude::*;

// ------------------------------------------------------------------ checks in the table

/// The Big One's cave is related to its Big One sector only: no move, landing or take-off
/// joins it to the planet's other sites or its system; and a starfighter the asteroid rules
/// let land there from the Big One, or take off from there to it, does so only while the
/// Space Slug whose belly the cave may be has its mouth open. The cave itself deploys only
/// beside a Big One sector (`cave::deploy_check`).
pub static CAVE_CHECK: Check = Check {
    on: &[Action::Deploy, Action::Move, Action::Land, Action::TakeOff],
    stage: Stage::Rule,
    name: "the cave deploys beside a Big One and is related to it only",
    rules: &[&CAVE_RULES],
    run: |e, a| match a {
        Act::Deploy { .. } => cave::deploy_check(e, a),
        _ => crate::rules::actions::Outcome::refused_if(cave_check(e, a)),
    },
};

/// Under the clouds nothing lands or takes off straight between the system and a site.
pub static DIRECT_LANDING_CHECK: Check = Check {
    on: &[Action::Land, Action::TakeOff],
    stage: Stage::Rule,
    name: "no landing or take-off straight through the clouds",
    rules: &[&crate::rulebook::sectors::NO_DIRECT_LANDING],
    run: |e, a| crate::rules::actions::Outcome::refused_if(direct_landing_check(e, a)),
};

/// Cloud City's sites: deployed into their row without Bespin's system or sector (the first
/// platform and the second where the rule puts them), and docking bay transit between its two
/// platforms.
pub static PLATFORM_TRANSIT_CHECK: Check = Check {
    on: &[Action::Deploy, Action::Transit],
    stage: Stage::Rule,
    name: "Cloud City's sites: deployed without Bespin, transit between its platforms",
    rules: &[&crate::rulebook::sectors::BESPIN],
    run: |e, a| match a {
        Act::Deploy { .. } => insertion::city_site_check(e, a),
        _ => crate::rules::actions::Outcome::refused_if(platform_transit_check(e, a)),
    },
};

/// Shuttling at a planet with cloud sectors costs 1 more Force for each.
pub static SHUTTLE_SURCHARGE: Check = Check {
    on: &[Action::Shuttle],
    stage: Stage::Price,
    name: "cloud sectors add to the shuttle's cost",
    rules: &[&crate::rulebook::sectors::SHUTTLE_COST],
    run: |e, a| crate::rules::actions::Outcome::refused_if(shuttle_surcharge_check(e, a)),
};

/// Who may be at a sector: who deploys there (craft by the sector rules, characters and
/// vehicles only aboard), and, before Cloud City, that no vehicle or character flies between a
/// cloud sector and a site (it is at a sector only aboard a starship).
pub static DEPLOY_CHECK: Check = Check {
    on: &[Action::Deploy, Action::Land, Action::TakeOff, Action::Move],
    stage: Stage::Rule,
    name: "who may be at a sector: deploying there, flying between it and a site",
    rules: &[
        &crate::rulebook::sectors::D_GENERAL,
        &crate::rulebook::sectors::CC_GENERAL,
        &crate::rulebook::sectors::D_ABOARD,
        &crate::rulebook::sectors::CC_ABOARD,
        &crate::rulebook::sectors::CC_ASTEROID_ALLOWED,
        &crate::rulebook::sectors::CLOUD_ALLOWED,
    ],
    run: |e, a| match a {
        Act::Deploy { .. } => crate::rules::actions::Outcome::refused_if(deploy_check(e, a)),
        Act::Move {
            kind: Action::Move, ..
        } => legs::sector_presence(e, a),
        _ => aboard_flight_check(e, a),
    },
};

/// Before Cloud City a vehicle or character is at a sector, of any kind, only aboard a
/// starship: it does not land from a cloud sector or take off to one, whatever cloud sectors
/// later allow.
fn aboard_flight_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let Some((card, what)) = cloud_flight(e, act) else {
        return Outcome::NotMine;
    };
    if e.in_force(&CLOUD_MOVES) || !e.in_force(&D_ABOARD) {
        return Outcome::NotMine;
    }
    let def = flight::as_craft(e, card);
    if def.card_type == CardType::Starship {
        return Outcome::NotMine;
    }
    e.because(
        &D_ABOARD,
        format!(
            "{} is a {}: it may be at a sector only aboard a starship, so it does not {what} between a sector and a site",
            e.board.card_name(card),
            craft::craft_words(&def)
        ),
    );
    Outcome::Refuse
}

/// A landing from a cloud sector or a take-off to one: the card, and the verb.
fn cloud_flight(e: &Eval, act: &Act) -> Option<(CardIx, &'static str)> {
    use crate::board::facts::{SectorKind, sector_kind};
    let Act::Move { card, .. } = *act else {
        return None;
    };
    let (kind, from, to) = ends(e, act)?;
    let (sector, site, what) = match kind {
        Action::Land => (from, to, "land"),
        Action::TakeOff => (to, from, "take off"),
        _ => return None,
    };
    let board = e.board;
    (sector_kind(board.loc_def(sector)) == Some(SectorKind::Cloud)
        && !board.loc_def(sector).is_site()
        && board.loc_def(site).is_site())
    .then_some((card, what))
}

fn deploy_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Deploy {
        card,
        to: Some(to),
        host,
        ..
    } = *act
    else {
        return false;
    };
    e.board.loc_def(to).is_sector() && deploy_blocked(e, card, to, host)
}

pub static CHECKS: &[&Check] = &[
    &DEPLOY_CHECK,
    &INSERTION_CHECK,
    &legs::SECTOR_FLIGHT_CHECK,
    &CAVE_CHECK,
    &DIRECT_LANDING_CHECK,
    &PLATFORM_TRANSIT_CHECK,
    &SHUTTLE_SURCHARGE,
    &flight::PRICE_CHECK,
];

/// Where a moving card stands, and where it goes.
fn ends(e: &Eval, act: &Act) -> Option<(Action, LocId, LocId)> {
    let (kind, _, from, to) = sector_legs::move_ends(e.board, act)?;
    Some((kind, from, to))
}

fn cave_check(e: &mut Cx, act: &Act) -> bool {
    let board = e.board;
    if let Some(f) = Flight::of(board, act) {
        let site = board.loc_def(f.site);
        let asteroid = sector_kind(board.loc_def(f.sector)) == Some(SectorKind::Asteroid);
        if !(asteroid && is_cave(site) && sector_legs::allowed(e, f)) {
            return false;
        }
        let name = site.plain_title().to_string();
        return flight::belly_blocks(e, board.locations[f.site].row, &name, f.verb());
    }
    let Some((kind, from, to)) = ends(e, act) else {
        return false;
    };
    let (f, t) = (board.loc_def(from), board.loc_def(to));
    match kind {
        Action::Move if f.is_site() && t.is_site() => {
            let (cave, other) = if is_cave(f) { (from, to) } else { (to, from) };
            !is_cave(board.loc_def(other)) && cave_apart(e, cave, other, "no move joins them")
        }
        Action::Land if f.is_system() && board.locations[from].row == board.locations[to].row => {
            cave_apart(
                e,
                to,
                from,
                "a starfighter lands there only by way of the Big One",
            )
        }
        Action::TakeOff
            if f.is_site() && board.system_of_row(board.locations[from].row) == Some(to) =>
        {
            cave_apart(
                e,
                from,
                to,
                "a starfighter takes off there only by way of the Big One",
            )
        }
        _ => false,
    }
}

fn direct_landing_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        kind,
        card,
        to,
        flier,
        ..
    } = *act
    else {
        return false;
    };
    // A bomber's Bombing Run legs are no landing or take-off (the Bombing Run's rules say
    // where they go; nothing is written of them and cloud sectors).
    if flier == Flier::Run {
        return false;
    }
    let board = e.board;
    let (site, other) = match kind {
        Action::Land => (to, board.location_of(card)),
        _ => (board.location_of(card), to),
    };
    // Between a sector and a site is flying through the clouds, which this rule asks for.
    if other.is_some_and(|l| board.loc_def(l).is_sector()) {
        if let Some(f) = Flight::of(board, act)
            && f.landing
            && sector_kind(board.loc_def(f.sector)) == Some(SectorKind::Cloud)
            && sector_legs::allowed(e, f)
        {
            e.allow(&crate::rulebook::sectors::NO_DIRECT_LANDING, format!("{} flies through the clouds: it lands from the lowest cloud sector, not directly from the system", board.card_name(card)));
        }
        return false;
    }
    let Some(site) = site.filter(|&l| e.board.loc_def(l).is_site()) else {
        return false;
    };
    let what = if kind == Action::Land {
        "landing"
    } else {
        "take-off"
    };
    direct_landing_blocked(e, site, what)
}

fn platform_transit_check(e: &mut Cx, act: &Act) -> bool {
    if let Some((_, from, to)) = ends(e, act) {
        platform_transit(e, from, to);
    }
    false
}

fn shuttle_surcharge_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Move { card, to, .. } = *act else {
        return false;
    };
    let board = e.board;
    // The site end of the shuttle: where the card stands, else where it goes.
    let site = board
        .location_of(card)
        .into_iter()
        .chain(to)
        .find(|&l| board.loc_def(l).is_site());
    if let Some(site) = site {
        let n = shuttle_surcharge(e, board.locations[site].row);
        e.add_price(n);
    }
    false
}
