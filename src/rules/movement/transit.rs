//! Docking bay transit (`can transit`).

use super::prelude::*;
use crate::rules::actions::{Check, Cx, Outcome, Stage, price_found};

/// `can transit` / `cost transit` (docking bay transit).
pub(crate) fn ask_transit(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    let side = mover(e, c, asker);
    let board = e.board;
    // A card aboard, carried or escorted makes no transit of its own: the gate refuses it
    // (`shared::gate::OWNER`, and a captive's custody, `capture::CUSTODY`) before this.
    let origin = match board.cards[c].place {
        Place::At(l) => Some(l),
        _ => None,
    };
    // Every check on the transit (a starship never transits: `shared::landed`): the regular
    // move's (to where it already is; between docking bays only, else open), the shield's over
    // either docking bay, and those other families register (the Bespin platforms).
    let act = Act::moving(Action::Transit, c, side, Some(dest), None);
    let found = rules(e, &act);
    let both_bays = origin.is_some_and(|o| board.loc_def(o).is_docking_bay())
        && board.loc_def(dest).is_docking_bay();
    if origin == Some(dest) || found.is_refused() || !both_bays {
        // Refused, or left open: no price to read.
        e.settle(found, None);
        return Ok(());
    }
    // The departure bay's own text sets the price (`PRICE_CHECK`, which leaves a cost it
    // cannot read open), a collapsed site at either end adds to it (`movement::collapsed`).
    let (n, priced) = price_found(e, &act);
    let price = (!priced.is_open()).then_some(n);
    let found = found.and(priced);
    e.settle(found, price);
    Ok(())
}

/// What docking bay transit costs: the price the departure bay's own text sets, which the
/// base rules leave to the docking bays' text. Asked for the cost, a text not on record or
/// saying more than a plain price leaves the cost open.
pub(super) static PRICE_CHECK: Check = Check {
    on: &[Action::Transit],
    stage: Stage::Price,
    name: "docking bay transit costs what the departure bay's own text says",
    rules: &[],
    run: price_check,
};

fn price_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        card,
        side,
        to: Some(dest),
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let Place::At(origin) = e.board.cards[card].place else {
        return Outcome::NotMine;
    };
    match read_price(e, side, origin, dest) {
        Some(n) => {
            e.add_price(n);
            if e.want_cost() {
                e.cost(format!(
                    "docking bay transit: {n} Force (the departure bay's own text)"
                ));
            }
            Outcome::Clear
        }
        None if e.want_cost() => {
            e.detail("the departure docking bay's text sets the cost");
            e.missing("the cost is set by card text swjudge does not read");
            Outcome::Open
        }
        None => Outcome::Clear,
    }
}

/// The price the departure bay's own text sets for this side's transit, read; `None` (and the
/// assumption as before) when the text is not on record or says more than a plain price.
fn read_price(e: &mut Cx, side: Side, origin: LocId, dest: LocId) -> Option<i64> {
    use crate::catalog::deploy_limit::transit_price;
    use crate::rulebook::base::TRANSIT_PRICE;
    let board = e.board;
    let (od, dd) = (board.loc_def(origin), board.loc_def(dest));
    let fallback = |e: &mut Cx| {
        e.assume("the docking bays' own game text sets the transit cost");
        None
    };
    let Some(text) = od.transit.as_deref() else {
        return fallback(e);
    };
    let word = if side == Side::Light { "Light" } else { "Dark" };
    let arrival = dd
        .transit
        .as_deref()
        .map_or(Ok(None), |t| transit_price(t, word, false));
    match (transit_price(text, word, true), arrival) {
        (Ok(Some(n)), Ok(None)) => {
            e.allow_by_card_text(
                &TRANSIT_PRICE,
                format!(
                    "{}'s own text: \"{text}\"; the {}'s transit from there costs {n} Force",
                    od.plain_title(),
                    side.title()
                ),
            );
            for l in [origin, dest] {
                if board.locations[l].owner.is_none() {
                    e.assume(format!(
                        "the {} card on table is the printing whose text was read",
                        board.loc_def(l).plain_title()
                    ));
                }
            }
            Some(n)
        }
        (Err(s), _) | (_, Err(s)) => {
            e.assume(format!(
                "the docking bays' own text sets the transit cost (\"{s}\": swjudge reads only a plain price)"
            ));
            None
        }
        _ => fallback(e),
    }
}
