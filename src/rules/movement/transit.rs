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
        Ok((n, by)) => {
            e.base_price(n);
            if e.want_cost() {
                e.cost(format!("docking bay transit: {n} Force ({by})"));
            }
            Outcome::Clear
        }
        Err(why) if e.want_cost() => {
            e.detail("the docking bays' own text sets the cost");
            e.missing(why);
            Outcome::Open
        }
        // Asked whether it may transit: a price the board's Force Pile may not cover is open,
        // naming it; with no Force Pile on the board, paying is assumed, as for any cost.
        Err(why) if e.board.player(side).force_pile.is_some() => {
            e.missing(format!("{why}, against the Force Pile the board gives"));
            Outcome::Open
        }
        Err(_) => {
            e.assume("you can pay the docking bay transit cost, which the docking bays set");
            Outcome::Clear
        }
    }
}

/// The price the docking bays' own text sets for this side's transit, read from the half of
/// each that speaks for the side: the departure bay's price of transit from it, with what
/// either bay's "to or from here" (the arrival bay's "to here") adds; a price written "ignore
/// other docking bay's text" stands alone. A price given on a condition ("free if an Imperial
/// present", "+6 Force if Vader or Vanee here", "7 if Shield Gate on table") is settled from
/// the board; a card of the side standing at either bay may make it free. With the price, whose
/// text set it. `Err`: why it is not read (a text not on record, a sentence not read, a
/// condition the board does not settle), for the cost's gap.
fn read_price(
    e: &mut Cx,
    side: Side,
    origin: LocId,
    dest: LocId,
) -> Result<(i64, &'static str), String> {
    use crate::catalog::text::prices::transit_terms;
    use crate::catalog::text::{Cost, Way};
    let board = e.board;
    if let Some(free) = free_at_a_cards_site(board, side, origin, dest) {
        e.allow_by_card_text(&crate::rulebook::base::CARD_TEXT, free);
        return Ok((0, "a card's own text at the docking bay"));
    }
    let (od, dd) = (board.loc_def(origin), board.loc_def(dest));
    let unread = |s: String| {
        format!("the cost of this transit, set by the docking bays' own text (\"{s}\": not read)")
    };
    let Some(text) = od.transit.as_deref() else {
        return Err(format!(
            "the cost of this transit: {}'s text setting it is not on record",
            od.plain_title()
        ));
    };
    let word = if side == Side::Light { "Light" } else { "Dark" };
    let from = transit_terms(text, word).map_err(unread)?;
    let to = dd
        .transit
        .as_deref()
        .map_or(Ok(Vec::new()), |t| transit_terms(t, word))
        .map_err(unread)?;
    let terms: Vec<_> = (from
        .iter()
        .filter(|t| t.way != Way::To)
        .map(|t| (t, origin)))
    .chain(to.iter().filter(|t| t.way != Way::From).map(|t| (t, dest)))
    .collect();
    let mut priced = Vec::new();
    for &(t, at) in &terms {
        let cost = match &t.instead {
            None => t.cost,
            Some((c, cond)) => match condition_holds(board, side, at, cond) {
                Some(true) => *c,
                Some(false) => t.cost,
                None => {
                    return Err(format!(
                        "the cost of this transit: \"{}\" gives another price if {cond}, which the board does not settle",
                        t.text
                    ));
                }
            },
        };
        priced.push((t, at, cost));
    }
    // A price that stands alone is the whole price; else the departure bay's set price, with
    // every change added.
    let alone: Vec<_> = priced.iter().filter(|(t, ..)| t.alone).collect();
    let used: Vec<_> = if alone.is_empty() {
        priced.iter().collect()
    } else {
        alone
    };
    let set: Vec<i64> = used
        .iter()
        .filter_map(|(_, _, c)| match *c {
            Cost::Free => Some(0),
            Cost::Is(n) => Some(n),
            Cost::By(_) => None,
        })
        .collect();
    let [base] = set[..] else {
        return Err(format!(
            "the cost of this transit: {}'s text gives no one price of transit from it for the {}",
            od.plain_title(),
            side.title()
        ));
    };
    let by: i64 = used
        .iter()
        .map(|(_, _, c)| match *c {
            Cost::By(n) => n,
            _ => 0,
        })
        .sum();
    for (t, at, cost) in &used {
        e.allow_by_card_text(
            &crate::rulebook::base::TRANSIT_PRICE,
            format!(
                "{}'s own text: \"{}\"; for this transit: {cost}",
                board.loc_def(*at).plain_title(),
                t.text
            ),
        );
    }
    for l in [origin, dest] {
        if board.locations[l].owner.is_none() {
            e.assume(format!(
                "the {} card on table is the printing whose text was read",
                board.loc_def(l).plain_title()
            ));
        }
    }
    Ok(((base + by).max(0), "the docking bays' own text"))
}

/// A card of `side` standing at either docking bay whose own text makes its side's transit to
/// or from its site free ("Your docking bay transit is free when moving to or from same site"):
/// the reason, quoting it. `None`: no such card there.
fn free_at_a_cards_site(
    board: &crate::board::Board,
    side: Side,
    origin: LocId,
    dest: LocId,
) -> Option<String> {
    use crate::catalog::text::Fact;
    board.cards.iter().find_map(|c| {
        let Place::At(at) = c.place else { return None };
        if c.side != side || (at != origin && at != dest) {
            return None;
        }
        let def = board.def(c.def);
        let sentences = def.sentences();
        let s = sentences
            .iter()
            .find(|s| matches!(s.fact, Some(Fact::TransitFreeAtItsSite)))?;
        Some(format!(
            "{}'s own text: \"{}\": it stands at {}, so this transit is free",
            def.plain_title(),
            s.text,
            board.loc_def(at).plain_title()
        ))
    })
}

/// A condition a docking bay's price is given on, settled from the board: "Shield Gate on
/// table" (a card of that title, or of that name, on the board); "Vader or Vanee here",
/// "Palpatine present", "an Imperial present", "your Imperial present" (a card standing at the
/// bay that the words name; present: at the site itself, not aboard). `None`: words the board
/// cannot settle.
fn condition_holds(board: &crate::board::Board, side: Side, at: LocId, cond: &str) -> Option<bool> {
    use crate::board::facts::places::card_named;
    let standing = |d: &crate::catalog::CardDef| {
        matches!(
            d.card_type,
            CardType::Character | CardType::Starship | CardType::Vehicle | CardType::Creature
        )
    };
    if let Some(names) = cond.strip_suffix(" on table") {
        let mut any = false;
        for name in names.split(" or ") {
            let key = crate::catalog::normalize(name);
            if board.catalog.base_titled(&key).is_empty() {
                return None;
            }
            any |= board.on_table(&key);
        }
        return Some(any);
    }
    let (who, present) = match (cond.strip_suffix(" present"), cond.strip_suffix(" here")) {
        (Some(w), _) => (w, true),
        (None, Some(w)) => (w, false),
        _ => return None,
    };
    // "your Imperial": of the side whose half speaks; the bay's half is the moving side's.
    let (who, yours) = match who.strip_prefix("your ") {
        Some(w) => (w, true),
        None => (who, false),
    };
    let mut found = false;
    for name in who.split(" or ") {
        let name = ["a ", "an "]
            .iter()
            .find_map(|p| name.strip_prefix(p))
            .unwrap_or(name);
        for (i, c) in board.cards.iter_enumerated() {
            let there = match c.place {
                Place::At(l) => l == at,
                _ => !present && board.location_of(i) == Some(at),
            };
            let d = board.def(c.def);
            if there && standing(d) && (!yours || c.side == side) {
                let named = card_named(d, name)?;
                // Words of several kinds ("Imperial leader") settle only where each is a kind
                // the catalog records: a name of several words is not matched word by word.
                let kinds = name.split_whitespace().all(|w| {
                    crate::board::facts::places::card_is(d, w.trim_end_matches('s')).is_some()
                });
                if !named && name.contains(' ') && !kinds {
                    return None;
                }
                found |= named;
            }
        }
    }
    Some(found)
}
