//! Whether a craft is operated (its pilot or driver, the permanent pilot, a crash) and the
//! landspeed it may use: the vehicles family's rules, read when moving as when asking.

use crate::board::facts::{
    Needs, Operator, characters_aboard, is_at_at, is_combat, is_droid, needs, operator,
    pilots_in_cargo_bay,
};
use crate::board::{CardIx, Place};
use crate::catalog::CardType;
use crate::rulebook::Rule;
use crate::rulebook::vehicles::{
    CARGO_BAY, COMBAT_VEHICLE, CRASHED, DRIVERS, PILOTS, U_AT_AT, U_CRASHED_PILOT,
    U_CREATURE_VEHICLE,
};
use crate::rules::eval::Eval;
use crate::rules::shared::arithmetic::non_negative;
/// Explains whether a craft is operated (piloted/driven), with the rule that needs it.
/// Returns whether it is.
pub(crate) fn explain_operated(e: &mut Eval, c: CardIx, decisive: bool) -> bool {
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    let silences = e.in_force(&U_CRASHED_PILOT);
    let op = operator(board, c, silences);
    let (rule, text, ok): (&'static Rule, String, bool) = match (needs(def), &op) {
        (Needs::Nothing, _) => {
            let r = if e.in_force(&U_CREATURE_VEHICLE) {
                &U_CREATURE_VEHICLE
            } else {
                &DRIVERS
            };
            (
                r,
                format!(
                    "{name} is a creature vehicle: it has ability of its own and needs no driver"
                ),
                true,
            )
        }
        (Needs::Driver, Some(Operator::Character(d))) if board.cards[c].driver.is_some() => (
            &DRIVERS,
            format!(
                "{name} is a transport vehicle driven by {}",
                board.card_name(*d)
            ),
            true,
        ),
        (Needs::Driver, Some(Operator::Character(d))) => {
            // The board names no driver: who drives is the player's designation, assumed.
            let dn = board.card_name(*d);
            e.assume(format!(
                "{dn} drives {name} (the board names no driver; its player designates one)"
            ));
            (
                &DRIVERS,
                format!("{name} is a transport vehicle with {dn} aboard, who may drive it"),
                true,
            )
        }
        (Needs::Driver, _) => {
            let droids_only = characters_aboard(board, c)
                .iter()
                .any(|&o| is_droid(board.card_def(o)));
            let why = if droids_only {
                " (droids may not drive)"
            } else {
                ""
            };
            (
                &DRIVERS,
                format!("{name} is a transport vehicle with no driver aboard{why}"),
                false,
            )
        }
        (Needs::Pilot, Some(Operator::Permanent(Some(a)))) => (
            &PILOTS,
            format!("{name} has a permanent pilot aboard (ability {a})"),
            true,
        ),
        (Needs::Pilot, Some(Operator::Permanent(None))) => (
            &U_CRASHED_PILOT,
            format!("{name} has crashed, so its permanent pilot provides no ability"),
            false,
        ),
        (Needs::Pilot, None)
            if def.permanent_pilot.is_some() && silences && board.cards[c].state.crashed =>
        {
            (
                &U_CRASHED_PILOT,
                format!(
                    "{name} has crashed: its permanent pilot, a matter of game text, provides nothing, and no other pilot is aboard"
                ),
                false,
            )
        }
        (Needs::Pilot, Some(Operator::Character(p))) => {
            let r = if is_combat(def) {
                &COMBAT_VEHICLE
            } else {
                &PILOTS
            };
            (
                r,
                format!("{name} is piloted by {}", board.card_name(*p)),
                true,
            )
        }
        (Needs::Pilot, _) => {
            let r = if is_combat(def) {
                &COMBAT_VEHICLE
            } else {
                &PILOTS
            };
            // A pilot in a craft in its cargo bay is aboard, but may not pilot it.
            for (x, o) in pilots_in_cargo_bay(board, c) {
                e.because(
                    &CARGO_BAY,
                    format!(
                        "{} sits aboard {}, in {name}'s cargo bay: occupants of a craft in a cargo bay may not pilot the capital starship",
                        board.card_name(o),
                        board.card_name(x)
                    ),
                );
            }
            (r, format!("{name} has no pilot aboard"), false)
        }
    };
    if decisive || !ok {
        e.because(rule, text);
    } else {
        e.allow(rule, text);
    }
    ok
}

/// The landspeed a card may use now, with the reasons; None when it cannot move by landspeed.
pub(crate) fn usable_landspeed(e: &mut Eval, c: CardIx) -> Option<i64> {
    let board = e.board;
    let def = board.card_def(c);
    let card = &board.cards[c];
    let name = board.card_name(c);
    match def.card_type {
        CardType::Character | CardType::Creature => {
            let n = card.landspeed.or(def.landspeed_of_card()).unwrap_or(1);
            let n = non_negative(e, n, &format!("{name}'s landspeed"));
            e.detail(format!(
                "{name}: landspeed {n}{}",
                match (card.landspeed, def.landspeed_by_text(), def.landspeed) {
                    (Some(_), _, _) | (None, None, Some(_)) => "",
                    (None, Some(_), _) => " (by its own text)",
                    (None, None, None) => " (characters and creatures have 1 unless stated)",
                }
            ));
            Some(n)
        }
        CardType::Vehicle => {
            if card.state.crashed {
                e.because(&CRASHED, format!("{name} has crashed: it has no landspeed"));
                return None;
            }
            if !explain_operated(e, c, false) {
                return None;
            }
            let mut n = card.landspeed.or(def.landspeed_of_card()).unwrap_or(0);
            n = non_negative(e, n, &format!("{name}'s landspeed"));
            if is_at_at(def) && n > 1 {
                let r = if e.in_force(&U_AT_AT) {
                    &U_AT_AT
                } else {
                    &COMBAT_VEHICLE
                };
                e.because(
                    r,
                    format!("{name} is an AT-AT: its landspeed {n} is held to 1"),
                );
                n = 1;
            }
            e.detail(format!("{name}: landspeed {n}"));
            Some(n)
        }
        CardType::Starship => {
            if let Place::At(l) = card.place
                && board.loc_def(l).is_site()
            {
                e.because(
                    &crate::rulebook::movement::LANDED,
                    format!("{name} is landed: a landed starfighter has no landspeed"),
                );
            }
            None
        }
        _ => None,
    }
}
