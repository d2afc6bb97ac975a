//! A move made by a card's own text (`can move … by <card>`, a Bombing Run's target zone
//! stepping by its own rules): where the text takes the card and what the move costs are that
//! text's, which the rules documents do not give (they add only the shield's part, and the
//! Bombing Run's legs, which are its check's). Two checks of the table, so the gaps are its
//! outcomes and `settle` makes the answer from them.

use super::prelude::*;
use crate::catalog::titles;
use crate::rules::actions::{Check, Cx, Flier, Outcome, Stage};

/// Where a card named in the question (`by <card>`) takes the card: its own game text's, not
/// read: open, naming the card. (A Bombing Run's moves are its own check's.)
pub(super) static WHERE_CHECK: Check = Check {
    on: &[Action::Move],
    stage: Stage::Rule,
    name: "a move by a card's own text: where it goes is that text's",
    rules: &[],
    run: where_by_text,
};

fn where_by_text(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        kind: Action::Move,
        by_card: true,
        by: Some(by),
        flier: Flier::Piloted,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    if by.is_titled(titles::BOMBING_RUN) {
        return Outcome::NotMine;
    }
    // A card whose own text transports, read: that text decides where it goes.
    if let Some(said) = crate::rules::shared::transport_text::transport_grant(e, act) {
        let card_text = &crate::rulebook::base::CARD_TEXT;
        for r in &said.refusals {
            e.because_card_text(card_text, r.clone());
        }
        for p in &said.permissions {
            e.allow_by_card_text(card_text, p.clone());
        }
        for m in &said.missing {
            e.missing(m.clone());
        }
        return match (said.refusals.is_empty(), said.missing.is_empty()) {
            (false, _) => Outcome::Refuse,
            (true, false) => Outcome::Open,
            (true, true) => Outcome::Clear,
        };
    }
    e.missing(format!(
        "where {} may take the card and at what cost: its own game text decides, which swjudge does not read (the documents add only the shield's part)",
        by.plain_title()
    ));
    Outcome::Open
}

/// What a move by a card's own rules costs (not the turn's regular move, nor a Bombing Run's
/// legs, a regular move for 1 Force): the card's text sets it, and the rules documents do not.
/// A relocation read ("use 1 Force to relocate …") costs the Force it names, or nothing beyond
/// playing the card where it names none; a transport card's, what its destiny draw comes to,
/// not drawn yet: open. So `cost`, `can` and the Force Pile check (`shared::force_pile`) read
/// one price.
pub(super) static PRICE_CHECK: Check = Check {
    on: &[Action::Move],
    stage: Stage::Price,
    name: "a move by a card's own text: its price is that text's",
    rules: &[],
    run: price_by_text,
};

fn price_by_text(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        kind: Action::Move,
        by_card: true,
        by,
        flier: Flier::Piloted,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    match by.and_then(crate::rules::shared::transport_text::transport_of) {
        Some(t) if !t.draws => {
            let n = t.cost.unwrap_or(0);
            e.base_price(n);
            e.cost(format!(
                "{}'s own text: \"{}\": {n} Force",
                by.map_or("", |d| d.plain_title()),
                t.text
            ));
            Outcome::Clear
        }
        // Asked only whether it may move, the draw is not weighed (paying is assumed).
        Some(_) if !e.want_cost() => Outcome::Clear,
        Some(t) => {
            e.missing(format!(
                "the Force the move takes: {}'s own text, \"{}\", sets it by a destiny draw, which is not made yet",
                by.map_or("", |d| d.plain_title()),
                t.text
            ));
            Outcome::Open
        }
        None => {
            e.missing("the cost is set by card text swjudge does not read");
            Outcome::Open
        }
    }
}
