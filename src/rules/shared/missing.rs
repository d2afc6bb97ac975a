//! What a missing card may not do: it is not on the table, and what it carries is out of use (the
//! missing family's rules).

use crate::board::{Board, CardIx, Place};
use crate::catalog::CardType;
use crate::rulebook::missing::{MISSING, U_CARRIED, U_ON_TABLE};
use crate::rules::eval::{Cx, Eval};

/// The missing character (or carrier) a card's status comes from.
pub(crate) fn missing_carrier(board: &Board, c: CardIx) -> Option<CardIx> {
    let mut cur = c;
    for _ in 0..=board.cards.len() {
        match board.cards[cur].place {
            Place::Carried(p) => {
                if board.cards[p].state.missing {
                    return Some(p);
                }
                cur = p;
            }
            _ => return None,
        }
    }
    None
}

/// Is this card unusable because a missing character carries it (update)? Pushes the reason.
pub(crate) fn carried_by_missing(e: &mut Cx, c: CardIx) -> bool {
    if !e.in_force(&U_CARRIED) {
        return false;
    }
    match missing_carrier(e.board, c) {
        Some(p) => {
            let (n, pn) = (e.board.card_name(c), e.board.card_name(p));
            let text = if e.board.card_def(c).card_type == CardType::Character {
                format!("{pn} is missing, and {n}, a character it carries, is missing too")
            } else {
                format!("{pn} is missing: {n}, which it carries, is unusable until {pn} is found")
            };
            e.because(&U_CARRIED, text);
            true
        }
        None => false,
    }
}

/// For rules that do not name missing cards: is this missing card off the table? Pushes the
/// reason. Under the Hoth supplement it stays in play (beneath its site), without presence.
pub(crate) fn not_on_table(e: &mut Eval, c: CardIx) -> bool {
    let name = e.board.card_name(c);
    if e.in_force(&U_ON_TABLE) {
        e.because(
            &U_ON_TABLE,
            format!("{name} is missing: for this rule it is not on table"),
        );
        true
    } else {
        e.because(
            &MISSING,
            format!("{name} is missing: still in play beneath its site, but with no presence"),
        );
        false
    }
}
