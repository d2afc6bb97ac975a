//! A card of a kind that does not move by itself (a device, an Effect) whose own text lets it
//! move like a character ("Moves like a character at normal use of the Force": Remote, Wokling,
//! All My Urchins), read as [`Fact::MayMove`] to where a character may (round 28, issue 36):
//! its regular move is a character's, by landspeed 1, for the regular move's Force.

use crate::catalog::text::Fact;
use crate::catalog::{CardDef, CardType};

/// Does a card of `def`'s kind move by itself (a character, creature, vehicle or starship)?
pub(crate) fn moves_by_itself(def: &CardDef) -> bool {
    matches!(
        def.card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle | CardType::Starship
    )
}

/// The sentence of a card that does not move by itself whose text lets it move like a
/// character, read; None for any other card.
pub(crate) fn moves_like_a_character(def: &CardDef) -> Option<String> {
    if moves_by_itself(def) {
        return None;
    }
    def.sentences().iter().find_map(|s| match &s.fact {
        Some(Fact::MayMove { to }) if to.starts_with("where a character may") => {
            Some(s.text.clone())
        }
        _ => None,
    })
}
