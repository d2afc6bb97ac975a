//! Sectors: asteroid sectors (Dagobah), cloud sectors and the Bespin row (Cloud City), the
//! asteroid cave, asteroid destiny; where sectors go, who may be at them, how craft move
//! between systems, sectors and sites, and what happens to them when the planet is destroyed.
//!
//! The Cloud City supplement reorganises Dagobah's sector rules and supersedes them; both are
//! declared here, so `--rules dagobah` and `--rules cloud-city` answer by their own document.

use super::actions::{Act, Action, Check, Stage};
use super::eval::Eval;
use super::subject::AskError;
use crate::board::facts::{
    SectorKind, is_big_one, is_cave, is_city_platform, is_city_sector, sector_kind,
};
use crate::board::facts::{clouds_by_altitude, is_cloud_car, lowest_cloud, sectors_of};
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardDef, CardType, Icon, Trait, normalize};
use crate::query::CardRef;
use crate::rulebook::Rule;
use crate::rulebook::sectors::{
    ASTEROID_RULES, BESPIN, CAVE_RULES, CC_ABOARD, CC_ASTEROID_ALLOWED, CC_ASTEROID_MOVES,
    CC_ASTEROID_RELATED, CC_DEPLOY, CC_GENERAL, CLOUD_ALLOWED, CLOUD_MOVES, CLOUD_POSITION,
    CLOUD_RELATED, D_ABOARD, D_ASTEROID_DEPLOY, D_ASTEROID_MOVES, D_ASTEROID_RELATED, D_GENERAL,
    NO_DIRECT_LANDING, SHUTTLE_COST,
};
use crate::rulebook::starships::LANDING;
use crate::verdict::Answer;

mod deploy;
mod destiny;
mod insertion;
mod lost;
mod moves;

pub(crate) use deploy::deploy_blocked;
pub(crate) use destiny::ask_asteroid_destiny;
pub(crate) use insertion::{insertion_requirements, no_system_on_table};
pub(crate) use lost::{ask_lost_with_location, ask_lost_with_slug};
use moves::craft_words;
pub(crate) use moves::{
    ask_move, direct_landing_blocked, land_from_sector, platform_transit, shuttle_surcharge,
    take_off_to,
};

// ---- what a location is

/// `cave` is the Big One's cave (or a Space Slug's belly), related to its Big One sector only,
/// not to `other` (the system, another site of the planet): pushes the reason, `how` saying what
/// that rules out; true when it does.
pub(crate) fn cave_apart(e: &mut Eval, cave: LocId, other: LocId, how: &str) -> bool {
    let board = e.board;
    if !is_cave(board.loc_def(cave)) || !e.in_force(&CAVE_RULES) {
        return false;
    }
    e.because(
        &CAVE_RULES,
        format!(
            "{} is related only to its Big One sector, not to {}: {how}",
            board.loc_name(cave),
            board.loc_name(other)
        ),
    );
    true
}

fn is_space_slug(def: &CardDef) -> bool {
    def.card_type == CardType::Creature && def.key() == "space slug"
}

/// Steps between two locations of one row, if every location strictly between them (and both
/// ends) are sectors of `kind`.
fn sector_steps(board: &Board, a: LocId, b: LocId, kind: SectorKind) -> Option<usize> {
    let row = board.locations[a].row;
    if board.locations[b].row != row {
        return None;
    }
    let locs = &board.rows[row].locations;
    let (i, j) = (
        locs.iter().position(|&x| x == a)?,
        locs.iter().position(|&x| x == b)?,
    );
    let (lo, hi) = (i.min(j), i.max(j));
    locs[lo..=hi]
        .iter()
        .all(|&l| sector_kind(board.loc_def(l)) == Some(kind))
        .then_some(hi - lo)
}

/// Are two locations of one row side by side?
fn adjacent(board: &Board, a: LocId, b: LocId) -> bool {
    let row = board.locations[a].row;
    if board.locations[b].row != row {
        return false;
    }
    let locs = &board.rows[row].locations;
    match (
        locs.iter().position(|&x| x == a),
        locs.iter().position(|&x| x == b),
    ) {
        (Some(i), Some(j)) => i.abs_diff(j) == 1,
        _ => false,
    }
}

/// The Space Slug present at the Big One of a row, if any: the cave is then its belly.
fn slug_at_big_one(board: &Board, row: usize) -> Option<CardIx> {
    board.rows[row]
        .locations
        .iter()
        .copied()
        .filter(|&l| is_big_one(board.loc_def(l)))
        .flat_map(|l| board.locations[l].cards.iter().copied())
        .find(|&c| is_space_slug(board.card_def(c)))
}

/// May a card of this kind be at a sector of `kind`? `None`: the ruleset in force does not say
/// (cloud sectors before Cloud City).
fn craft_allowed(e: &mut Eval, def: &CardDef, kind: SectorKind) -> Option<bool> {
    let name = def.plain_title().to_string();
    let cc = e.in_force(&CC_ASTEROID_ALLOWED);
    match (kind, cc) {
        (SectorKind::Asteroid, true) => {
            let ok = def.is_starfighter() || def.is_capital();
            let what = if is_cloud_car(def) {
                format!("{name} is a cloud car: cloud cars may not go to asteroid sectors")
            } else if ok {
                format!(
                    "{name} is a {}: allowed at asteroid sectors",
                    craft_words(def)
                )
            } else {
                format!(
                    "{name} is a {}: only capital starships and starfighters may be at asteroid sectors",
                    def.kind_words()
                )
            };
            if ok {
                e.allow(&CC_ASTEROID_ALLOWED, what);
            } else {
                e.because(&CC_ASTEROID_ALLOWED, what);
            }
            Some(ok)
        }
        (SectorKind::Cloud, true) => {
            let like = def.is_capital() && def.has_trait(&Trait::MovesLikeStarfighter);
            let ok = def.is_starfighter() || is_cloud_car(def) || like;
            let what = if like {
                format!(
                    "{name} is a capital starship that deploys and moves like a starfighter: allowed at cloud sectors"
                )
            } else if def.is_capital() {
                format!("{name} is a capital starship: capitals may not be at cloud sectors")
            } else if ok {
                format!("{name} is a {}: allowed at cloud sectors", craft_words(def))
            } else {
                format!(
                    "{name} is a {}: only starfighters and cloud cars may be at cloud sectors",
                    def.kind_words()
                )
            };
            if ok {
                e.allow(&CLOUD_ALLOWED, what);
            } else {
                e.because(&CLOUD_ALLOWED, what);
            }
            Some(ok)
        }
        (_, false) => {
            // Dagobah: sectors are places for starships; vehicles and characters only aboard one.
            if def.card_type == CardType::Starship {
                e.allow(
                    &D_GENERAL,
                    format!("{name} is a starship: sectors are places where starships deploy, battle and move"),
                );
                if kind == SectorKind::Cloud {
                    e.missing("which starships may be at a cloud sector, and how they move there: cloud sectors come with the Cloud City supplement (ask with `--rules cloud-city`)");
                    return None;
                }
                Some(true)
            } else {
                e.because(
                    &D_ABOARD,
                    format!(
                        "{name} is a {}: it may be at a sector only aboard a starship",
                        def.kind_words()
                    ),
                );
                Some(false)
            }
        }
    }
}

/// Under the Hoth rules sectors do not exist yet: says so and returns true.
fn before_sectors(e: &mut Eval) -> bool {
    if e.in_force(&D_GENERAL) || e.in_force(&CC_GENERAL) {
        return false;
    }
    e.missing(
        "sectors, which the Dagobah supplement introduces (ask with `--rules dagobah` or later)",
    );
    true
}

// ------------------------------------------------------------------ checks in the table

/// The Big One's cave is related to its Big One sector only: no move, landing or take-off
/// joins it to the planet's other sites or its system.
pub static CAVE_CHECK: Check = Check {
    on: &[Action::Move, Action::Land, Action::TakeOff],
    stage: Stage::Rule,
    name: "the cave is related to its Big One only",
    rules: &[&CAVE_RULES],
    run: cave_check,
};

/// Under the clouds nothing lands or takes off straight between the system and a site.
pub static DIRECT_LANDING_CHECK: Check = Check {
    on: &[Action::Land, Action::TakeOff],
    stage: Stage::Rule,
    name: "no landing or take-off straight through the clouds",
    rules: &[&crate::rulebook::sectors::NO_DIRECT_LANDING],
    run: direct_landing_check,
};

/// Docking bay transit between Cloud City's two platforms.
pub static PLATFORM_TRANSIT_CHECK: Check = Check {
    on: &[Action::Transit],
    stage: Stage::Rule,
    name: "transit between Cloud City's platforms",
    rules: &[&crate::rulebook::sectors::BESPIN],
    run: platform_transit_check,
};

/// Shuttling at a planet with cloud sectors costs 1 more Force for each.
pub static SHUTTLE_SURCHARGE: Check = Check {
    on: &[Action::Shuttle],
    stage: Stage::Price,
    name: "cloud sectors add to the shuttle's cost",
    rules: &[&crate::rulebook::sectors::SHUTTLE_COST],
    run: shuttle_surcharge_check,
};

/// Who may deploy to a sector: craft by the sector rules, characters and vehicles only aboard.
pub static DEPLOY_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "who deploys to a sector",
    rules: &[
        &crate::rulebook::sectors::D_ABOARD,
        &crate::rulebook::sectors::CC_ABOARD,
        &crate::rulebook::sectors::CC_ASTEROID_ALLOWED,
        &crate::rulebook::sectors::CLOUD_ALLOWED,
    ],
    run: deploy_check,
};

fn deploy_check(e: &mut Eval, act: &Act) -> bool {
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
    &CAVE_CHECK,
    &DIRECT_LANDING_CHECK,
    &PLATFORM_TRANSIT_CHECK,
    &SHUTTLE_SURCHARGE,
];

/// Where a moving card stands, and where it goes.
fn ends(e: &Eval, act: &Act) -> Option<(Action, LocId, LocId)> {
    let Act::Move {
        kind,
        card,
        to: Some(to),
        ..
    } = *act
    else {
        return None;
    };
    Some((kind, e.board.location_of(card)?, to))
}

fn cave_check(e: &mut Eval, act: &Act) -> bool {
    let Some((kind, from, to)) = ends(e, act) else {
        return false;
    };
    let board = e.board;
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

fn direct_landing_check(e: &mut Eval, act: &Act) -> bool {
    let Act::Move { kind, card, to, .. } = *act else {
        return false;
    };
    let site = match kind {
        Action::Land => to,
        _ => e.board.location_of(card),
    };
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

fn platform_transit_check(e: &mut Eval, act: &Act) -> bool {
    if let Some((_, from, to)) = ends(e, act) {
        platform_transit(e, from, to);
    }
    false
}

fn shuttle_surcharge_check(e: &mut Eval, act: &Act) -> bool {
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
