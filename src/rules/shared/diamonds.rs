//! Dagobah's ◇ limits: how many copies of a location a row, or a system, may hold (the dagobah
//! family's rules).

use crate::board::Board;
use crate::catalog::{CardDef, normalize};
use crate::rulebook::dagobah::DIAMOND;
use crate::rules::eval::Cx;

/// The system a row stands for, in words.
pub(crate) fn system_words(board: &Board, row: usize) -> String {
    board.rows[row]
        .locations
        .iter()
        .find(|&&l| board.loc_def(l).is_system())
        .map(|&l| board.loc_def(l).plain_title().to_string())
        .unwrap_or_else(|| board.rows[row].name.clone())
}

pub(crate) fn diamonds(n: u8) -> String {
    "◇".repeat(usize::from(n))
}

/// Copies of the title `key` (normalised) in a row: its locations and the cards at them.
pub(crate) fn copies_in_row(board: &Board, row: usize, key: &str) -> usize {
    let locs = board
        .locations_titled(key)
        .iter()
        .filter(|&&l| board.locations[l].row == row)
        .count();
    let cards = board
        .cards_titled(key)
        .iter()
        .filter(|&&c| {
            board
                .location_of(c)
                .is_some_and(|l| board.locations[l].row == row)
        })
        .count();
    locs + cards
}

/// The ◇ limit for a location card that names no system (`can deploy "Asteroid Field"`):
/// true (refused) when every system on table is full.
pub(crate) fn location_full(e: &mut Cx, def: &CardDef) -> bool {
    if def.diamonds == 0 || !e.in_force(&DIAMOND) {
        return false;
    }
    let board = e.board;
    let title = def.plain_title().to_string();
    let key = normalize(&title);
    let prefix = normalize(title.split(':').next().unwrap_or(""));
    let rows: Vec<usize> = match board.row_named(&prefix) {
        Some(r) if title.contains(':') => vec![r],
        _ => (0..board.rows.len())
            .filter(|&r| {
                board.rows[r]
                    .locations
                    .iter()
                    .any(|&l| board.loc_def(l).is_system())
            })
            .collect(),
    };
    if rows.is_empty() {
        return false;
    }
    let max = usize::from(def.diamonds);
    let counts: Vec<(String, usize)> = rows
        .iter()
        .map(|&r| (system_words(board, r), copies_in_row(board, r, &key)))
        .collect();
    let line = counts
        .iter()
        .map(|(s, n)| format!("{s} {n} of {max}"))
        .collect::<Vec<_>>()
        .join(", ");
    e.fact(format!("copies of {title} per system"), line.clone());
    let room: Vec<&str> = counts
        .iter()
        .filter(|(_, n)| *n < max)
        .map(|(s, _)| s.as_str())
        .collect();
    if room.is_empty() {
        e.because(
            &DIAMOND,
            format!(
                "{title} has {} ({max}): every system on table already holds {max} ({line})",
                diamonds(def.diamonds)
            ),
        );
        true
    } else {
        e.allow(
            &DIAMOND,
            format!(
                "{title} has {} ({max} per system): there is room at {}",
                diamonds(def.diamonds),
                room.join(", ")
            ),
        );
        false
    }
}

/// The ◇ limit for a card going into row `row`; true when full (the reason is recorded).
pub(crate) fn row_full(e: &mut Cx, def: &CardDef, row: usize) -> bool {
    if def.diamonds == 0 || !e.in_force(&DIAMOND) {
        return false;
    }
    let board = e.board;
    let n = copies_in_row(board, row, def.key());
    let max = usize::from(def.diamonds);
    let title = def.plain_title().to_string();
    let system = system_words(board, row);
    e.fact(
        format!("copies of {title} at {system}"),
        format!("{n} of {max}"),
    );
    if n >= max {
        e.because(
            &DIAMOND,
            format!(
                "{title} has {} ({max}): both players together already have {n} at {system}, the most allowed there",
                diamonds(def.diamonds)
            ),
        );
        true
    } else {
        e.allow(
            &DIAMOND,
            format!(
                "{title} has {} ({max}): {n} at {system} so far, room for {} more",
                diamonds(def.diamonds),
                max - n
            ),
        );
        false
    }
}
