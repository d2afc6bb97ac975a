//! A react away from a battle ([`crate::catalog::text::Fact::ReactAway`]: "May move away from a
//! battle at same site as a 'react'"): the card's own react from the site where it stands, the
//! battle there (the react window's announcement, which the timing check takes from the
//! board's turn and phase), to anywhere its move goes. A react that does not leave a site, or
//! goes nowhere new, is none it grants.

use super::finding::Finding;
use super::parts::Role;
use super::parts::Said;
use crate::catalog::text::ActKind;

/// The grant, on the actor's react.
pub(super) fn apply(c: &Said, f: &mut Finding) {
    let Said { e, seen, p, q, .. } = *c;
    if p.role != Role::Actor || seen.kind != ActKind::React {
        return;
    }
    let board = e.board;
    // A battle there needs the opponent there too: a character, creature or craft of its.
    let opponent_there = |l| {
        board.cards.iter_enumerated().any(|(i, card)| {
            card.side != seen.side
                && board.location_of(i) == Some(l)
                && super::parts::is_actor_kind(board.card_def(i))
        })
    };
    match seen.from {
        Some(from) if board.loc_def(from).is_site() && !opponent_there(from) => {
            f.refusals.push(format!(
                "{q}: its react is one away from a battle at the site where it stands, and no battle can be at {}: the opponent has nothing there",
                board.loc_def(from).plain_title()
            ))
        }
        Some(from) if board.loc_def(from).is_site() && seen.to != Some(from) => {
            let site = board.loc_def(from).plain_title();
            f.permissions.push(format!(
                "{q}: it may move as a react away from a battle at {site}, where it stands"
            ));
        }
        _ => f.refusals.push(format!(
            "{q}: its react is one away from a battle at the site where it stands, and this is none"
        )),
    }
}
