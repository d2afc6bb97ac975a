//! The Big One's cave, related to its Big One sector only, and the Space Slug whose belly it is.

use crate::board::facts::{is_big_one, is_cave};
use crate::board::{Board, CardIx, LocId};
use crate::catalog::{CardDef, CardType};
use crate::rulebook::sectors::CAVE_RULES;
use crate::rules::actions::Outcome;
use crate::rules::eval::Cx;

/// `cave` is the Big One's cave (or a Space Slug's belly), related to its Big One sector only,
/// not to `other` (the system, another site of the planet): pushes the reason, `how` saying what
/// that rules out; true when it does.
pub(crate) fn cave_apart(e: &mut Cx, cave: LocId, other: LocId, how: &str) -> bool {
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

/// The cave's deployment (a location card into the table, `Act::Deploy` with no place): it
/// deploys only beside a Big One sector, and beside one that has no cave yet. Open where the
/// ruleset has no sectors yet (the Dagobah supplement brings them).
pub(super) fn deploy_check(e: &mut Cx, act: &crate::rules::actions::Act) -> Outcome {
    let Some(def) = crate::rules::shared::unique::new_location(e.board, act).filter(|d| is_cave(d))
    else {
        return Outcome::NotMine;
    };
    if !e.in_force(&CAVE_RULES) {
        e.missing("sectors and the Big One's cave, which the Dagobah supplement introduces (ask with `--rules dagobah` or later)");
        return Outcome::Open;
    }
    let board = e.board;
    let has = |r: usize, f: fn(&CardDef) -> bool| {
        board.rows[r].locations.iter().any(|&l| f(board.loc_def(l)))
    };
    let title = def.plain_title();
    // Into the row the act names: beside its Big One, if it has one and no cave yet.
    if let crate::rules::actions::Act::Deploy { row: Some(r), .. } = *act {
        let name = &board.rows[r].name;
        return if !has(r, is_big_one) {
            e.because(
                &CAVE_RULES,
                format!("{title} must deploy beside a Big One sector, and {name} has none"),
            );
            Outcome::Refuse
        } else if has(r, is_cave) {
            e.because(
                &CAVE_RULES,
                format!("{title} deploys beside a Big One that has no cave yet, and the Big One in {name} has its cave"),
            );
            Outcome::Refuse
        } else {
            e.allow(
                &CAVE_RULES,
                format!("{title} deploys beside a Big One that has no cave yet"),
            );
            e.allow(
                &CAVE_RULES,
                format!("{title} deploys beside the Big One, beyond the asteroid sectors"),
            );
            Outcome::Clear
        };
    }
    if (0..board.rows.len()).any(|r| has(r, is_big_one) && !has(r, is_cave)) {
        e.allow(
            &CAVE_RULES,
            format!("{title} deploys beside a Big One that has no cave yet"),
        );
        Outcome::Clear
    } else {
        e.because(
            &CAVE_RULES,
            format!("{title} deploys only beside a Big One sector, and no row on the table has a Big One without its cave"),
        );
        Outcome::Refuse
    }
}
