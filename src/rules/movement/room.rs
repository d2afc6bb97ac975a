//! Room left aboard a craft: its characters' places (the board facts' one count,
//! `board::facts::room_aboard`).

use crate::board::{Board, CardIx};

/// Character capacity left aboard craft `s` for character `c` (None: unknown): the one count
/// of the board facts.
pub(super) fn seats_left(board: &Board, s: CardIx, c: CardIx) -> Option<i64> {
    crate::board::facts::room_aboard(board, s, board.card_def(c), None).map(|r| r.left())
}
