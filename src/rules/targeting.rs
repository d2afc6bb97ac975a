//! `can target <card> [with <card>]`: may the card be targeted at all, or by the card named.
//!
//! The documents forbid targeting in a few cases (a Landing Claw's concealed starfighter, a
//! 'frozen' captive, a missing character, a mynock by starship weapons, a character sheltered in
//! an enclosed vehicle from weapons); everything else turns on the targeting card's own text,
//! which the answer assumes. The checks are those registered for [`Action::Target`], the same
//! ones `can fire` runs.
//!
//! [`Action::Target`]: super::actions::Action::Target

use super::actions::{Act, By};
use super::eval::Eval;
use super::subject::AskError;
use crate::query::CardRef;

/// `can target <card> [with <card>]`
pub(crate) fn ask_target(
    e: &mut Eval,
    card: &CardRef,
    with: Option<&CardRef>,
) -> Result<(), AskError> {
    let t = e.res.card(card)?;
    let board = e.board;
    let by = match with {
        Some(w) => Some(By::named(e.res.card_or_def(w)?, board)),
        None => None,
    };
    e.v.side = match by {
        Some(By::Card(x)) => Some(board.cards[x].side),
        _ if crate::board::facts::is_captive(board, t) => {
            Some(crate::board::facts::captive_owner(board, t).opponent())
        }
        _ => None,
    };
    let found = super::actions::consult(e, &Act::Target { target: t, by });
    if !found.is_refused() {
        let tn = board.card_name(t);
        e.assume(match by {
            Some(b) => format!(
                "{}'s own text lets it target {tn} (its text is not read)",
                b.name(board)
            ),
            None => format!("the targeting card's own text reaches {tn}"),
        });
    }
    e.settle(found, None);
    Ok(())
}
