//! What the files of sectors/ (and the checks in sectors.rs) share: the imports they all read
//! and the facts about locations several of them ask (the cave kept apart, sector steps and
//! adjacency, the Space Slug at the Big One, which craft a sector allows, sectors before the
//! Dagobah supplement).

pub(super) use crate::board::facts::{
    SectorKind, is_big_one, is_cave, is_city_platform, is_city_sector, sector_kind,
};
pub(super) use crate::board::facts::{clouds_by_altitude, is_cloud_car, lowest_cloud, sectors_of};
pub(super) use crate::board::{Board, CardIx, LocId, Place};
pub(super) use crate::catalog::{CardDef, CardType, Icon, Trait, normalize};
pub(super) use crate::query::CardRef;
pub(super) use crate::rulebook::Rule;
pub(super) use crate::rulebook::sectors::{
    ASTEROID_RULES, BESPIN, CAVE_RULES, CC_ABOARD, CC_ASTEROID_ALLOWED, CC_ASTEROID_MOVES,
    CC_ASTEROID_RELATED, CC_DEPLOY, CC_GENERAL, CLOUD_ALLOWED, CLOUD_MOVES, CLOUD_POSITION,
    CLOUD_RELATED, D_ABOARD, D_ASTEROID_DEPLOY, D_ASTEROID_MOVES, D_ASTEROID_RELATED, D_GENERAL,
    NO_DIRECT_LANDING, SHUTTLE_COST,
};
pub(super) use crate::rulebook::starships::LANDING;
pub(super) use crate::rules::actions::{Act, Action, Check, Flier, Stage, rules};
pub(super) use crate::rules::eval::Eval;
pub(super) use crate::rules::subject::AskError;
pub(super) use crate::verdict::Answer;

/// What moves: a starship, a cloud car, or something else.
pub(super) fn craft_words(def: &CardDef) -> &'static str {
    if def.is_titled(crate::catalog::titles::MYNOCK) {
        "mynock, flying like a starfighter"
    } else if def.is_capital() {
        "capital starship"
    } else if def.is_starfighter() {
        "starfighter"
    } else if is_cloud_car(def) {
        "cloud car"
    } else {
        "card"
    }
}

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

pub(super) fn is_space_slug(def: &CardDef) -> bool {
    def.card_type == CardType::Creature && def.key() == "space slug"
}

/// Steps between two locations of one row, if every location strictly between them (and both
/// ends) are sectors of `kind`.
pub(super) fn sector_steps(board: &Board, a: LocId, b: LocId, kind: SectorKind) -> Option<usize> {
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
pub(super) fn adjacent(board: &Board, a: LocId, b: LocId) -> bool {
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
pub(super) fn slug_at_big_one(board: &Board, row: usize) -> Option<CardIx> {
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
pub(super) fn craft_allowed(e: &mut Eval, def: &CardDef, kind: SectorKind) -> Option<bool> {
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
pub(super) fn before_sectors(e: &mut Eval) -> bool {
    if e.in_force(&D_GENERAL) || e.in_force(&CC_GENERAL) {
        return false;
    }
    e.missing(
        "sectors, which the Dagobah supplement introduces (ask with `--rules dagobah` or later)",
    );
    true
}
