//! Reacts (`can react`).

use super::prelude::*;

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
    // (Once a turn, and never for a missing card: the regular move's check, `shared::regular_move`.)
    let act = Act::moving(Action::React, c, side, Some(dest), None);
    let found = rules(e, &act);
    // Whether a craft is operated is the table's (`shared::operated::OPERATED_CHECK`), which
    // refused it; the react rule says what that means here.
    if crate::board::facts::is_craft(def)
        && !crate::board::facts::is_creature_vehicle(def)
        && !super::super::shared::operated::operation(e, c).ok
    {
        e.because(
            &REACT,
            format!("{name} needs a pilot or driver aboard to react"),
        );
    }
    // Where a vehicle may react to (exterior sites, or interior ones its card allows) is the
    // table's (`vehicles::WAY_CHECK`); a crashed vehicle's react, the crash check's
    // (`shared::operated::CRASH_CHECK`).
    if found.is_refused() {
        e.settle(found, None);
        return Ok(());
    }
    // Whether anything lets it react (its own text, the board's `allows`, a grant where it
    // reacts to) is the card-text check's (`card_text::react_permission`): there, a react
    // nothing lets it make is open, and a grant is cited.
    let own = def.allows("react") || def.reacts_by_text().is_some();
    let place = board.loc_def(dest).plain_title().to_string();
    if !own && found.is_open() {
        e.settle(found, None);
        return Ok(());
    }
    e.because(
        &REACT,
        if own {
            format!("{name}'s card lets it react, and nothing bars it now")
        } else {
            format!("the text quoted above lets {name} react to {place}, and nothing bars it now")
        },
    );
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
    if possible {
        e.assume(format!(
            "your opponent has just announced a battle or Force drain at {}, within {name}'s range",
            board.loc_def(dest).plain_title()
        ));
    }
    if e.want_cost() {
        e.because(
            &REACT,
            "a react is paid at normal use of the Force: what the same movement would cost",
        );
        e.cost("the movement: 1 Force");
        // A collapsed site at either end: the table's price (`movement::collapsed`).
        let extra = price(e, &act);
        e.settle(found, Some(1 + extra));
        return Ok(());
    }
    e.assume("you pay the normal Force for the movement");
    e.settle(found, None);
    Ok(())
}
