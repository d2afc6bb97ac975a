//! Captives and missing cards: how a card is held, whose it is, whether it is missing.

use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{Printed, Trait};
use crate::rulebook::Side;

/// How a character is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Custody {
    Free,
    /// Under an escort's `escorting:`.
    Escorted(CardIx),
    /// Captured at a prison site, beneath it.
    Imprisoned(LocId),
    /// A captive neither escorted nor in a prison.
    Unattended,
}

/// How a card is held.
pub fn custody(board: &Board, c: CardIx) -> Custody {
    let card = &board.cards[c];
    if let Place::Escorted(x) = card.place {
        return Custody::Escorted(x);
    }
    if !(card.state.captured || card.state.frozen) {
        return Custody::Free;
    }
    match card.place {
        Place::At(l) if is_prison(board, l) => Custody::Imprisoned(l),
        _ => Custody::Unattended,
    }
}

pub fn is_prison(board: &Board, l: LocId) -> bool {
    board.loc_def(l).has_trait(&Trait::Prison)
}

/// Is this card a captive?
pub fn is_captive(board: &Board, c: CardIx) -> bool {
    custody(board, c) != Custody::Free
}

/// The side a captive belongs to: its printing's side (a captive stays its owner's card).
pub fn captive_owner(board: &Board, c: CardIx) -> Side {
    match board.card_def(c).side {
        Printed::Light => Side::Light,
        Printed::Dark => Side::Dark,
        Printed::Any => match board.cards[c].place {
            Place::Escorted(x) => board.cards[x].side.opponent(),
            _ => board.cards[c].side,
        },
    }
}

/// The side that moves a card: its captor for a captive, else its own side.
pub fn moved_by(board: &Board, c: CardIx) -> Side {
    match custody(board, c) {
        Custody::Free => board.cards[c].side,
        _ => captive_owner(board, c).opponent(),
    }
}

/// Is this card missing, directly or by being carried by a missing character (update)?
pub fn is_missing(board: &Board, c: CardIx, carried_too: bool) -> bool {
    if board.cards[c].state.missing {
        return true;
    }
    if !carried_too {
        return false;
    }
    let mut cur = c;
    for _ in 0..=board.cards.len() {
        match board.cards[cur].place {
            Place::Carried(p) => {
                if board.cards[p].state.missing {
                    return true;
                }
                cur = p;
            }
            _ => return false,
        }
    }
    false
}

/// What becomes of `k` when its escort `x` leaves play (a phrase: "is released: …").
pub fn release_outcome(board: &Board, x: CardIx, k: CardIx) -> String {
    if board.cards[k].state.frozen {
        let at = match board.cards[x].place {
            Place::Aboard(v) => format!("aboard {}", board.card_name(v)),
            _ => match board.location_of(x) {
                Some(l) => format!("at {}", board.loc_def(l).plain_title()),
                None => "where its escort was".into(),
            },
        };
        return format!(
            "is 'frozen': it is left unattended {at}, still on the Dark Side of the table"
        );
    }
    match board.location_of(x) {
        Some(l) if board.loc_def(l).is_site() => format!(
            "is released: it stays at {} and returns to the Light Side of the table",
            board.loc_def(l).plain_title()
        ),
        _ => "is released away from any site: it escapes to the Light Side's Used Pile".into(),
    }
}
