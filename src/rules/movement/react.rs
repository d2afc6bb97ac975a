//! Reacts (`can react`).

use super::prelude::*;
use crate::board::ThisTurn;
use crate::rules::actions::{Check, Cx, Outcome, Stage};
use crate::rules::shared::operated::operation;

/// `can react`
pub(crate) fn ask_react(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    mover(e, c, asker);
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    // The rules other families register on reacting.
    let side = e.v.side.unwrap_or(board.cards[c].side);
    // (Once a turn, and a craft only with its pilot or driver aboard: the react rule's check,
    // [`REACT_CHECK`]; never a missing card: `missing::MOVE_CHECK`.)
    let act = Act::moving(Action::React, c, side, Some(dest), None);
    let found = rules(e, &act);
    // Where a vehicle may react to (exterior sites, or interior ones its card allows) is the
    // table's (`vehicles::WAY_CHECK`); a crashed vehicle's react, the crash check's
    // (`shared::operated::CRASH_CHECK`).
    if found.is_refused() {
        e.settle(found, None);
        return Ok(());
    }
    // Whether anything lets it react (its own text, the board's `allows`, a grant where it
    // reacts to) is the card-text check's (`card_text::judge::react_permission`): there, a react
    // nothing lets it make is open, and a grant is cited.
    let own = def.allows("react") || def.reacts_by_text().is_some();
    if !own && found.is_open() {
        e.settle(found, None);
        return Ok(());
    }
    // The announcement is assumed only where the board leaves it possible: in the opponent's
    // battle or control phase, or where the board does not say (a turn or phase that rules it
    // out is the timing check's refusal, and the answer says what the react meets then).
    let possible = match (board.turn, board.phase) {
        (Some(t), _) if t == side => false,
        (_, Some(p)) => matches!(
            p,
            crate::board::Phase::Battle | crate::board::Phase::Control
        ),
        _ => true,
    };
    // A card whose own text lets it react only away from a battle: the battle is where it
    // stands (`card_text::react_away`).
    let away_from = board.location_of(c).filter(|_| def.reacts_only_away());
    match away_from {
        Some(here) if possible => e.assume(format!(
            "your opponent has just initiated a battle at {}, where {name} stands, and it reacts away from it",
            board.loc_def(here).plain_title()
        )),
        _ if possible => e.assume(format!(
            "your opponent has just announced a battle or Force drain at {}, within {name}'s range",
            board.loc_def(dest).plain_title()
        )),
        _ => {}
    }
    if e.want_cost() {
        // 1 Force (`base_price::BASE_PRICE`), a collapsed site at either end 1 more
        // (`movement::collapsed`): the table's price.
        let n = price(e, &act);
        e.settle(found, Some(n));
        return Ok(());
    }
    // What it costs, as the cards' own text may change it ("move as a 'react' (for free)"):
    // a react the text makes free assumes no payment.
    match e.text_priced(1) {
        0 => {}
        1 if !e.text_sets_price() => e.assume_paid("you pay the normal Force for the movement"),
        n => e.assume_paid(format!("you pay the {n} Force the movement costs")),
    }
    e.settle(found, None);
    Ok(())
}

/// The react rule on a react: once a turn, and a starship or non-creature vehicle only with its
/// pilot or driver aboard (who operates it, and so whether it is, is
/// `shared::operated::OPERATED_CHECK`'s, which cites the piloting rules); a react that passes
/// is made at normal use of the Force. Whether anything lets the card react (its own text, a
/// grant) is the card-text check's (`card_text::judge::react_permission`).
pub(super) static REACT_CHECK: Check = Check {
    on: &[Action::React],
    stage: Stage::Rule,
    name: "a react: once a turn, a craft only with its pilot or driver aboard, at normal use of the Force",
    rules: &[&REACT],
    run: react_check,
};

fn react_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        kind: Action::React,
        card: c,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    let mut refused = false;
    if board.cards[c].this_turn.contains(&ThisTurn::Reacted) {
        e.because(&REACT, format!("{name} has already reacted this turn"));
        refused = true;
    }
    if crate::board::facts::is_craft(def)
        && !crate::board::facts::is_creature_vehicle(def)
        && !operation(e, c).ok
    {
        e.because(
            &REACT,
            format!("{name} needs a pilot or driver aboard to react"),
        );
        refused = true;
    }
    if refused {
        return Outcome::Refuse;
    }
    let own = def.allows("react") || def.reacts_by_text().is_some();
    e.allow(
        &REACT,
        if own {
            format!("{name}'s card lets it react, and it has not reacted this turn")
        } else {
            format!("{name} has not reacted this turn")
        },
    );
    if e.want_cost() {
        e.allow(
            &REACT,
            "a react is paid at normal use of the Force: what the same movement would cost",
        );
    }
    Outcome::Clear
}
