//! Mining droids and buried cards.

use super::actions::{Act, Action, Check, Cx, Outcome, Stage};
use super::eval::Eval;
use super::subject::AskError;
use crate::board::Place;
use crate::board::facts::{buried_words, regular_way, trips};
use crate::catalog::{Icon, Trait};
use crate::query::CardRef;
use crate::rulebook::mines::MINING_DROID;
use crate::verdict::Answer;

/// `tripped-by <card> at <location>`
pub(crate) fn ask_tripped_by(
    e: &mut Eval,
    card: &crate::query::CardRef,
    at: &CardRef,
) -> Result<(), AskError> {
    let l = e.res.location(at)?;
    let board = e.board;
    let (name, ty) = match e.res.card_or_def(card)? {
        super::subject::Either::InPlay(c) => {
            e.v.side = Some(board.cards[c].side);
            (board.card_name(c), board.card_def(c).card_type)
        }
        super::subject::Either::Defs(ids) => (
            board.def(ids[0]).plain_title().to_string(),
            board.def(ids[0]).card_type,
        ),
    };
    let site = board.loc_def(l).plain_title().to_string();
    let buried = buried_words(board, l);
    if buried.is_empty() {
        e.refuse(&MINING_DROID, format!("nothing is buried at {site}"));
        return Ok(());
    }
    if !trips(ty) {
        e.refuse(
            &MINING_DROID,
            format!(
                "{name} is a {}: only characters, vehicles and starships trip buried cards",
                ty.name()
            ),
        );
        return Ok(());
    }
    e.because(
        &MINING_DROID,
        format!(
            "{name} deploying or moving to or across {site} reveals the {} card{} buried there",
            buried.len(),
            if buried.len() == 1 { "" } else { "s" }
        ),
    );
    for b in &buried {
        e.detail(format!("revealed: {b}"));
    }
    let droid_there = board.locations[l].cards.iter().any(|&c| {
        let d = board.card_def(c);
        d.has_trait(&Trait::MiningDroid)
    });
    if droid_there {
        e.detail("a mining droid is present: during its owner's turn the owner may defuse the mines before they explode");
    }
    let exterior =
        board.loc_def(l).has_icon(Icon::Exterior) && board.loc_def(l).has_icon(Icon::Planet);
    if !exterior {
        e.assume(format!("the cards were buried while {site} allowed it (burying happens only at exterior planet sites)"));
    }
    e.answer(Answer::Yes);
    Ok(())
}

/// The mines family's rows of the check table.
pub(crate) static CHECKS: &[&Check] = &[&TRIP_CHECK];

/// A character, vehicle or starship that deploys or moves to or across a site where cards are
/// buried trips them all (Hoth, New Mining Droid Rules): duds are lost, mines explode at it.
/// Nothing forbids the act; the answer says what it sets off. A landing, a react, a shuttle
/// down and a transit are moves to a site too.
pub(crate) static TRIP_CHECK: Check = Check {
    on: &[
        Action::Deploy,
        Action::Move,
        Action::React,
        Action::Land,
        Action::Shuttle,
        Action::Transit,
    ],
    stage: Stage::Rule,
    name: "deploying or moving to or across a site trips the cards buried there",
    rules: &[&MINING_DROID],
    run: trip_check,
};

fn trip_check(e: &mut Cx, act: &Act) -> Outcome {
    let board = e.board;
    // Most boards bury nothing: nothing to trip, whatever the act.
    if board.locations.iter().all(|l| l.buried.is_empty()) {
        return Outcome::NotMine;
    }
    let (ty, name, sites, verb) = match *act {
        Act::Deploy {
            card,
            to: Some(l),
            host: None,
            ..
        } => (
            card.card_type,
            card.plain_title().to_string(),
            vec![l],
            "deploying to",
        ),
        Act::Move {
            kind,
            card,
            to: Some(dest),
            ..
        } => {
            // A move by landspeed crosses the sites between; any other move goes straight there.
            let sites = match (kind, board.cards[card].place) {
                (Action::Move, Place::At(origin))
                    if board.loc_def(origin).is_site() && board.loc_def(dest).is_site() =>
                {
                    regular_way(board, origin, dest)
                }
                _ => vec![dest],
            };
            let verb = if kind == Action::Move {
                "moving to or across"
            } else {
                "moving to"
            };
            (
                board.card_def(card).card_type,
                board.card_name(card),
                sites,
                verb,
            )
        }
        _ => return Outcome::NotMine,
    };
    if !trips(ty) {
        return Outcome::NotMine;
    }
    let mut tripped = false;
    for l in sites {
        let buried = buried_words(board, l);
        if buried.is_empty() {
            continue;
        }
        tripped = true;
        e.allow(
            &MINING_DROID,
            format!(
                "{name} {verb} {} trips what is buried there: {}",
                board.loc_def(l).plain_title(),
                buried.join(", ")
            ),
        );
    }
    if tripped {
        Outcome::Clear
    } else {
        Outcome::NotMine
    }
}
