//! Docking bay transit (`can transit`).

use super::prelude::*;

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
    let name = board.card_name(c);
    let Place::At(origin) = board.cards[c].place else {
        e.refuse(
            &EMBARK,
            format!("{name} is aboard or carried: it travels with its carrier"),
        );
        return Ok(());
    };
    let mut found = Found::NOTHING;
    if origin == dest {
        e.refuse(
            &REGULAR,
            format!("{name} is already at {}", board.loc_def(dest).plain_title()),
        );
        return Ok(());
    }
    // Every check (a starship never transits: `shared::landed`) on the transit: the regular move's, and those other families register (the
    // Bespin platforms).
    found = found.and(rules(
        e,
        &Act::moving(Action::Transit, c, side, Some(dest), None),
    ));
    // The shield over either docking bay is the table's (`shield::SITE_CHECK`), met above.
    let both_bays = board.loc_def(origin).is_docking_bay() && board.loc_def(dest).is_docking_bay();
    if !found.is_refused() && !both_bays {
        e.missing("docking bay transit runs between docking bays: a base rule these documents do not restate");
        return Ok(());
    }
    if !found.is_refused() {
        e.allow(
            &REGULAR,
            "docking bay transit is a regular move for the group that uses it",
        );
    }
    let price = if found.is_refused() {
        None
    } else {
        read_price(e, side, origin, dest)
    };
    let extra = collapsed_extra(e, &[origin, dest]);
    if e.want_cost() && !found.is_refused() {
        match price {
            Some(n) => e.cost(format!(
                "docking bay transit: {n} Force (the departure bay's own text)"
            )),
            None => e.detail(format!(
                "the departure docking bay's text sets the cost{}",
                if extra > 0 {
                    format!(", plus {extra}")
                } else {
                    String::new()
                }
            )),
        }
    }
    e.settle(found, price.map(|n| n + extra));
    Ok(())
}

/// The price the departure bay's own text sets for this side's transit, read; `None` (and the
/// assumption as before) when the text is not on record or says more than a plain price.
fn read_price(e: &mut Eval, side: Side, origin: LocId, dest: LocId) -> Option<i64> {
    use crate::catalog::deploy_limit::transit_price;
    use crate::rulebook::base::TRANSIT_PRICE;
    let board = e.board;
    let (od, dd) = (board.loc_def(origin), board.loc_def(dest));
    let fallback = |e: &mut Eval| {
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
