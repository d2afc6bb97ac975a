//! Sectors: asteroid sectors (Dagobah), cloud sectors and the Bespin row (Cloud City), the
//! asteroid cave, asteroid destiny; where sectors go, who may be at them, how craft move
//! between systems, sectors and sites, and what happens to them when the planet is destroyed.
//!
//! The Cloud City supplement reorganises Dagobah's sector rules and supersedes them; both are
//! declared here, so `--rules dagobah` and `--rules cloud-city` answer by their own document.

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
