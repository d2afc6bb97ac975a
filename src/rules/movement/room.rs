//! Room left aboard a craft: its characters' places and its starfighter slots.

use crate::board::{Board, CardIx};

/// Character capacity left aboard craft `s` for character `c` (None: unknown): the one count
/// of the board facts.
pub(super) fn seats_left(board: &Board, s: CardIx, c: CardIx) -> Option<i64> {
    crate::board::facts::character_places_left(board, s, Some(board.card_def(c)))
}

pub(super) fn starfighter_slots_left(board: &Board, s: CardIx) -> Option<i64> {
    let cap = board.card_def(s).capacity.starfighters?;
    let used = board.cards[s]
        .aboard
        .iter()
        .filter(|&&x| board.card_def(x).is_starfighter())
        .count() as i64;
    Some(i64::from(cap) - used)
}
