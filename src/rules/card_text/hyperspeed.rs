//! A location's hyperspeed for the moves it names ([`Fact::HyperspeedHere`]): "Your starships
//! are hyperspeed +1 when moving from here". A starship's move from one system to another is
//! by hyperspeed, and how far hyperspeed reaches in parsecs is a base rule the documents do not
//! restate (the regular move leaves it open): the sentence is applied as the move's hyperspeed
//! and shown with it, and the move stays as open as the rules leave it. It lifts no refusal.

use super::finding::Finding;
use super::parts::Role;
use super::parts::Said;
use super::whom::whom_words;
use crate::catalog::CardType;
use crate::catalog::text::Fact;
use crate::catalog::text::Way;

/// [`Fact::HyperspeedHere`] of a location the act leaves (`Role::From`) or enters
/// (`Role::To`): on a starship's move between two systems of the way it names, for the cards
/// it names, the hyperspeed it adds; whom it names, where the board cannot say, named.
pub(super) fn hyperspeed_here(c: &Said, fact: &Fact, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let Fact::HyperspeedHere { who, by, way } = fact else {
        return;
    };
    let this_way = matches!(
        (way, p.role),
        (Way::To, Role::To) | (Way::From, Role::From) | (Way::Either, Role::To | Role::From)
    );
    let (Some(from), Some(to)) = (seen.from, seen.to) else {
        return;
    };
    let board = e.board;
    let by_hyperspeed = from != to
        && board.loc_def(from).is_system()
        && board.loc_def(to).is_system()
        && seen.actor.card_type == CardType::Starship;
    if !this_way || !by_hyperspeed {
        return;
    }
    let title = seen.actor.plain_title();
    match whom_words(e, seen, p, s, who) {
        Ok(true) => f.checked.push(format!(
            "{q}: {title} moves {} {} with hyperspeed {by:+}; how far hyperspeed reaches (parsecs) is left open by the rules",
            if p.role == Role::From { "from" } else { "to" },
            p.name
        )),
        Ok(false) => {}
        Err(w) => f
            .missing
            .push(format!("{q}: {w}, which the board does not settle")),
    }
}
