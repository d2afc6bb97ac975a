//! `can target <card> [with <card>]`: may the card be targeted at all, or by the card named.
//!
//! The documents forbid targeting in a few cases (a Landing Claw's concealed starfighter, a
//! missing character, a mynock by starship weapons); everything else turns on the targeting
//! card's own text, which the answer assumes. With a weapon in play the question is the same as
//! `can fire <weapon> at <card>`.

use super::Eval;
use super::attaching::{self, ATTACHING, LANDING_CLAW};
use super::missing::MISSING;
use super::subject::{AskError, Either};
use crate::catalog::{CardDef, CardType, Subtype};
use crate::query::CardRef;
use crate::verdict::Answer;

/// `can target <card> [with <card>]`
pub fn ask_target(e: &mut Eval, card: &CardRef, with: Option<&CardRef>) -> Result<(), AskError> {
    let t = e.res.card(card)?;
    let by: Option<CardDef> = match with {
        Some(w) => match e.res.card_or_def(w)? {
            Either::InPlay(x) if e.board.card_def(x).card_type == CardType::Weapon => {
                return super::weapons::ask_fire(e, w, card);
            }
            Either::InPlay(x) => {
                e.v.side = Some(e.board.cards[x].side);
                Some(e.board.card_def(x).clone())
            }
            Either::Defs(ids) => Some(e.board.def(ids[0]).clone()),
        },
        None => None,
    };
    let board = e.board;
    let tdef = board.card_def(t);
    let tn = board.card_name(t);
    let by_name = by.as_ref().map(|d| d.plain_title().to_string());
    if let Some(cap) = attaching::concealed(e, t) {
        e.refuse(&LANDING_CLAW, format!("{tn} is fastened to {} by a Landing Claw: concealed, it may not be targeted by either player in any way (weapons, interrupts, Utinni effects, asteroid destiny…)", board.card_name(cap)));
        return Ok(());
    }
    let mut refused = false;
    if board.cards[t].state.missing {
        e.because(
            &MISSING,
            format!(
                "{tn} is missing: it may be targeted only by cards that target missing characters"
            ),
        );
        refused = true;
    }
    let starship_weapon = by
        .as_ref()
        .is_some_and(|d| d.card_type == CardType::Weapon && d.subtype == Some(Subtype::Starship));
    let character_weapon = by
        .as_ref()
        .is_some_and(|d| d.card_type == CardType::Weapon && d.subtype == Some(Subtype::Character));
    if e.in_force(&ATTACHING) && attaching::is_mynock(tdef) && starship_weapon {
        e.because(
            &ATTACHING,
            format!(
                "{tn} is a mynock, and mynocks may not be targeted by starship weapons such as {}",
                by_name.clone().unwrap_or_default()
            ),
        );
        refused = true;
    }
    if refused {
        e.answer(Answer::No);
        return Ok(());
    }
    // What was checked and cleared the way.
    if tdef.card_type == CardType::Starship && e.in_force(&LANDING_CLAW) {
        e.allow(
            &LANDING_CLAW,
            format!("{tn} is not concealed on a capital starship by a Landing Claw"),
        );
    }
    if tdef.card_type == CardType::Character {
        e.allow(&MISSING, format!("{tn} is not missing"));
    }
    if tdef.card_type == CardType::Creature
        && e.in_force(&ATTACHING)
        && let Some(h) = attaching::host_of(board, t)
        && (by.is_none() || character_weapon)
    {
        e.allow(
            &ATTACHING,
            format!(
                "{tn} is attached to {}, but attached creatures may still be attacked and targeted by character weapons",
                board.card_name(h)
            ),
        );
    }
    e.assume(match by_name {
        Some(n) => format!("{n}'s own text lets it target {tn} (its text is not read)"),
        None => format!("the targeting card's own text reaches {tn}"),
    });
    e.answer(Answer::Yes);
    Ok(())
}
