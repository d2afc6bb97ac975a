//! Cards attached to others: creatures on a host, a starship fastened by its Landing Claw.

use crate::board::{Board, CardIx};
use crate::catalog::titles::{MYNOCK, VINE_SNAKE};
use crate::catalog::{CardDef, CardType, Trait};

pub fn is_mynock(def: &CardDef) -> bool {
    def.card_type == CardType::Creature && def.is_titled(MYNOCK)
}

pub fn is_vine_snake(def: &CardDef) -> bool {
    def.card_type == CardType::Creature && def.is_titled(VINE_SNAKE)
}

/// A creature that attaches to a host instead of attacking (the cards call it a parasite).
pub fn is_attaching_creature(def: &CardDef) -> bool {
    def.card_type == CardType::Creature
        && (def.has_trait(&Trait::Parasite) || is_mynock(def) || is_vine_snake(def))
}

/// The card `c` is attached to (its `attached-to` names a card in play).
pub fn host_of(board: &Board, c: CardIx) -> Option<CardIx> {
    let id = board.cards[c].state.attached_to.as_ref()?;
    board.ids.get(id).copied().filter(|&h| h != c)
}

/// The capital starship a starship is fastened to (by its Landing Claw).
pub fn claw_host(board: &Board, c: CardIx) -> Option<CardIx> {
    if board.card_def(c).card_type != CardType::Starship {
        return None;
    }
    host_of(board, c).filter(|&h| board.card_def(h).is_capital())
}
