//! A card's own react only away from a battle ("May move as a 'react' from a battle", "May move
//! away from a battle at same site as a 'react'"): it lets the card react from the site where
//! it stands, the battle being there. The board records no battle: the react rule assumes the
//! battle where the card stands, as it assumes the announcement a react answers
//! (`movement::react`), and a move within one location is no react away. A battle needs the
//! opponent there too: where it has nothing, no battle can be, and the react is refused.

use super::finding::Finding;
use super::parts::Said;
use super::prices::{PriceHolds, record_price};
use crate::catalog::text::Cost;

/// The grant applied to the actor's react.
pub(super) fn react_away(c: &Said, cost: Option<Cost>, f: &mut Finding) {
    let Said { e, seen, q, .. } = *c;
    let Some(from) = seen.from else {
        return f.missing.push(format!(
            "{q}: where {} stands, which the board does not say",
            seen.actor.plain_title()
        ));
    };
    // A battle there needs the opponent there too: a character, creature or craft of its.
    let board = e.board;
    let opponent_there = board.cards.iter_enumerated().any(|(i, card)| {
        card.side != seen.side
            && board.location_of(i) == Some(from)
            && super::parts::is_actor_kind(board.card_def(i))
    });
    if !opponent_there {
        return f.refusals.push(format!(
            "{q}: its react is one away from a battle where it stands, and no battle can be at {}: the opponent has nothing there",
            board.loc_def(from).plain_title()
        ));
    }
    if seen.to == Some(from) {
        return f.refusals.push(format!(
            "{q}: it reacts only away from a battle where it stands, and this react stays at {}",
            e.board.loc_def(from).plain_title()
        ));
    }
    f.permissions.push(format!(
        "{q}: it may move as a react away from a battle at {}, where it stands",
        e.board.loc_def(from).plain_title()
    ));
    if let Some(cost) = cost
        && f.refusals.is_empty()
    {
        record_price(PriceHolds::Yes, cost, "the react", q, f);
    }
}
