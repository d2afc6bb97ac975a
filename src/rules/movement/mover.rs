//! Who moves a card: the asker, else the card's owner.

use crate::board::CardIx;
use crate::query::Side;
use crate::rules::eval::Eval;

/// The side that moves a card.
pub(super) fn mover(e: &mut Eval, c: CardIx, asker: Option<Side>) -> Side {
    let side = asker.unwrap_or(e.board.cards[c].side);
    e.v.side = Some(side);
    side
}
