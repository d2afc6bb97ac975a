//! Whose a card is: the side it serves, its printed side, a persona named in a list.

use crate::board::{Board, CardIx};
use crate::catalog::{CardDef, Printed, normalize};
use crate::rulebook::Side;

/// The side a card in play serves now: the list it stands in (a character that crossed over,
/// a stolen card: its new side), except that a captive remains its owner's card.
pub fn serves(board: &Board, c: CardIx) -> Side {
    if crate::board::facts::custody::is_captive(board, c) {
        crate::board::facts::custody::captive_owner(board, c)
    } else {
        board.cards[c].side
    }
}

/// The side whose card this was printed for, if the printing says.
pub fn printed_side(board: &Board, c: CardIx) -> Option<Side> {
    match board.card_def(c).side {
        Printed::Light => Some(Side::Light),
        Printed::Dark => Some(Side::Dark),
        Printed::Any => None,
    }
}

/// The entry of a weapon's `matches` that names this character (its persona or its title).
pub fn names_character(list: &[String], def: &CardDef) -> Option<String> {
    let title = def.key();
    list.iter()
        .find(|n| def.personas().any(|p| p.eq_ignore_ascii_case(n.trim())) || normalize(n) == title)
        .cloned()
}
