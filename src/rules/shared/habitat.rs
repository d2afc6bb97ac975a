//! A creature's habitat: where it may be (the creatures family's rules).

use crate::board::{CardIx, LocId};
use crate::rulebook::creatures::U_HABITAT;
use crate::rules::eval::Cx;

/// Whether a creature may go to `l` by its habitat: decided by the update's rule when the
/// habitat is known, otherwise assumed. Returns false when the habitat rules it out.
pub(crate) fn habitat_check(e: &mut Cx, c: CardIx, l: LocId) -> bool {
    let board = e.board;
    let name = board.card_name(c);
    let place = board.loc_def(l).plain_title().to_string();
    let habitat = board.card_def(c).habitat.clone();
    match (habitat, e.in_force(&U_HABITAT)) {
        (Some(h), true) => {
            if board.loc_def(l).is_site() && crate::board::facts::on_planet(board, l, &h) {
                e.allow(
                    &U_HABITAT,
                    format!("{name}'s habitat is {h} sites, and {place} is one"),
                );
                true
            } else {
                e.because(
                    &U_HABITAT,
                    format!("{name}'s habitat is {h} sites; {place} is outside it"),
                );
                false
            }
        }
        (None, true) => {
            e.allow(
                &U_HABITAT,
                format!("{name} may go only where its habitat allows"),
            );
            e.assume(format!(
                "{place} is within {name}'s habitat (its own card text; give it `habitat:`)"
            ));
            true
        }
        (_, false) => {
            e.assume(format!("{name}'s own text lets it go to {place}"));
            true
        }
    }
}
