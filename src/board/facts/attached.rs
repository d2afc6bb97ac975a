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

/// Whether a creature and its target are present together (at one location): a creature
/// attack is only between cards that are.
pub fn together(board: &Board, a: CardIx, t: CardIx) -> bool {
    board.location_of(a).is_some() && board.location_of(a) == board.location_of(t)
}

/// What an attaching creature does to a target instead of attacking it, read from the cards
/// alone (the attaching rules' reading; whether they are in force is the caller's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Instead {
    /// It attaches itself to the target (a mynock to a starfighter, a vine snake to a
    /// character).
    Attaches,
    /// It attaches only to another kind of host (a mynock to no other starship, a vine snake
    /// to no starfighter).
    WrongHost,
    /// An attaching creature of another kind going for a character or a starfighter: which
    /// hosts it takes is its card text.
    ByCardText,
}

/// What the attaching creature `a` does instead of attacking `t`, present together with it;
/// None when it attacks as any creature (or is no attaching creature). A mynock attacks
/// characters normally.
pub fn attaches_instead(board: &Board, a: CardIx, t: CardIx) -> Option<Instead> {
    let (adef, tdef) = (board.card_def(a), board.card_def(t));
    if !is_attaching_creature(adef) || !together(board, a, t) {
        return None;
    }
    let character = tdef.card_type == CardType::Character;
    let starfighter = tdef.is_starfighter();
    if is_mynock(adef) {
        return if starfighter {
            Some(Instead::Attaches)
        } else if tdef.card_type == CardType::Starship {
            Some(Instead::WrongHost)
        } else {
            None
        };
    }
    if is_vine_snake(adef) {
        return if character {
            Some(Instead::Attaches)
        } else if starfighter {
            Some(Instead::WrongHost)
        } else {
            None
        };
    }
    (character || starfighter).then_some(Instead::ByCardText)
}
