//! Regular moves: by landspeed, and moves `by` a card (`can move`, `cost move`).

use super::prelude::*;
use crate::rules::shared::grants::move_grant;

/// `can move` / `cost move` read as a regular move (`rules::readings`): by landspeed or
/// hyperspeed, or of a card that does not move itself. `flies`: a free mynock flying like a
/// starfighter.
pub(crate) fn ask_move(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
    flies: bool,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    let side = mover(e, c, asker);
    let board = e.board;
    let def = board.card_def(c);
    let mut found = Found::NOTHING;
    // Where it is: a card aboard, carried or escorted never gets here, the gate refuses its
    // move (`rules::shared::gate::OWNER`).
    let Place::At(origin) = board.cards[c].place else {
        return Ok(());
    };
    // The rules other families register on the move (the Big One's cave is related to its Big
    // One sector only: no move joins it to the planet's other sites).
    // A free mynock flies like a starfighter, with no pilot.
    let act = if flies {
        Act::flying(
            Action::Move,
            c,
            side,
            Some(dest),
            crate::rules::actions::Flier::Unpiloted,
        )
    } else {
        Act::moving(Action::Move, c, side, Some(dest), None)
    };
    found = found.and(rules(e, &act));
    // The fault the recording test must catch: an error written by hand after the table.
    #[cfg(test)]
    if crate::rules::actions::ledger::injected(
        crate::rules::actions::ledger::Inject::ErrorAfterTable,
    ) {
        return Err(e.res.wrong_kind(
            card,
            "refused by hand (a fault the recording test injects)".into(),
            "refused",
            None,
        ));
    }
    if def.card_type == CardType::Starship || flies {
        // A landed starfighter does not move on to another site: the table's landed check
        // (`shared::landed`) refused it. How far one moves by hyperspeed the regular move's
        // check leaves open (`shared::regular_move`).
        e.settle(found, None);
        return Ok(());
    }
    // A card of a kind that does not move by itself (a device, an Effect): the table's
    // regular move check refused it (`shared::regular_move::DISTANCE_CHECK`), unless its own
    // text lets it move like a character, by a character's landspeed (round 28).
    if !matches!(
        def.card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle
    ) && (found.is_refused()
        || crate::rules::shared::like_a_character::moves_like_a_character(def).is_none())
    {
        e.settle(found, None);
        return Ok(());
    }
    if !board.loc_def(origin).is_site() || !board.loc_def(dest).is_site() || origin == dest {
        // Landspeed goes from site to site, elsewhere: the regular move's check refused it.
        e.settle(found, None);
        return Ok(());
    }
    // How far it goes, within the landspeed it may use, or to another planet by a location's
    // text, is the regular move's check's (`shared::regular_move`); whether a vehicle is
    // operated, the operating rules' (`shared::operated::OPERATED_CHECK`); a crashed vehicle's
    // move, the crash check's (`shared::operated::CRASH_CHECK`). A move to another
    // planet that no location's text lets it make is refused there: no price to show.
    let (ro, rd) = (board.locations[origin].row, board.locations[dest].row);
    if ro != rd && move_grant(e, def, side, origin, dest).is_none_or(|g| g.fits == Ok(false)) {
        e.settle(found, None);
        return Ok(());
    }
    // A vehicle's way (exterior sites only), a creature's habitat and what is buried on the
    // way are the table's checks (`vehicles::WAY_CHECK`, `creatures::HABITAT_CHECK`,
    // `mines::TRIP_CHECK`), met above.
    // What it costs, from the table's price checks: a regular move's 1 Force
    // (`base_price::BASE_PRICE`), a collapsed site at either end, 1 more
    // (`movement::collapsed`); a creature's move, free (`creatures::FREE_MOVE_CHECK`).
    let n = price(e, &act);
    if !found.is_refused() {
        e.assume_paid(format!("you can pay the {} Force", e.text_priced(n)));
    }
    e.settle(found, Some(n));
    Ok(())
}
