//! Who pilots what, by the cards' own words ([`Fact::PilotsOnly`]: "May pilot only speeder
//! bikes"; [`Fact::PilotedBy`]: "May not be piloted by Han unless …", "May only be piloted by
//! …"), on every path of the act where a pilot's place counts:
//! - going aboard a craft (deploying aboard it, embarking, transferring): a character that may
//!   not pilot the craft takes a passenger's place, so it goes aboard only where one is left;
//! - the craft's own moves (every kind): a craft whose only pilot or driver aboard may not pilot
//!   it is not piloted, and does not move.
//!
//! The pilot's limit is said by the pilot (the actor going aboard, a passenger of the craft that
//! moves); the craft's, by the craft (the carrier it goes aboard, the actor that moves). A
//! condition that lifts the limit ("unless he won a hand of sabacc this game") the board does
//! not record: where the limit would bite, the act is open, naming it.

use super::finding::Finding;
use super::parts::Role;
use super::parts::Said;
use crate::board::CardIx;
use crate::board::Place;
use crate::board::facts::craft::driver;
use crate::board::facts::{Needs, acting_pilots, characters_aboard, needs};
use crate::catalog::CardDef;
use crate::catalog::text::{ActKind, Fact};
use crate::rules::eval::Eval;
use crate::rules::shared::card_words::names;

/// A limit on piloting, applied by the part's role.
pub(super) fn apply(c: &Said, fact: &Fact, f: &mut Finding) {
    let Said { e, seen, p, .. } = *c;
    let going_aboard = matches!(seen.kind, ActKind::Deploy | ActKind::Embark)
        && seen.host.is_some_and(|h| {
            seen.card
                .is_none_or(|m| e.board.cards[m].place != Place::Aboard(h))
        });
    let moving = seen.kind != ActKind::Deploy && seen.kind != ActKind::Embark;
    match (fact, p.role) {
        (Fact::PilotsOnly { .. }, Role::Actor) | (Fact::PilotedBy { .. }, Role::Carrier)
            if going_aboard =>
        {
            if let Some(h) = seen.host {
                aboard(c, fact, h, f)
            }
        }
        (Fact::PilotsOnly { .. }, Role::Passenger) | (Fact::PilotedBy { .. }, Role::Actor)
            if moving =>
        {
            if let Some(craft) = seen.card {
                craft_moves(c, fact, craft, f)
            }
        }
        _ => {}
    }
}

/// May `pilot` pilot `craft` by `fact`? `Ok(true)`: yes; `Ok(false)`: no; `Err`: the words the
/// board does not settle (whom or what the limit names, or its condition).
fn may_pilot(e: &Eval, fact: &Fact, pilot: &CardDef, craft: &CardDef) -> Result<bool, String> {
    match fact {
        Fact::PilotsOnly { only } => names(e, craft, only)
            .or_else(|w| crafts_of_a_kind(e, craft, only).ok_or(format!("among {only:?}: {w}"))),
        Fact::PilotedBy { who, only, unless } => {
            let named = names(e, pilot, who)?;
            if named == *only {
                return Ok(true);
            }
            match unless {
                Some(c) => Err(format!("whether {c}")),
                None => Ok(false),
            }
        }
        _ => Ok(true),
    }
}

/// A kind of craft said by the words its cards' titles or model bear ("speeder bikes", "Ewok
/// gliders"): the craft is one where its title, a persona or its model bears the words (less a
/// plural's "s"); it is none where it does not and some craft of the catalog does. `None`: no
/// craft bears them.
fn crafts_of_a_kind(e: &Eval, craft: &CardDef, words: &str) -> Option<bool> {
    let w = words.trim().to_lowercase();
    let w = w.strip_suffix('s').unwrap_or(&w).to_string();
    if w.is_empty() {
        return None;
    }
    let bears = |t: &str| {
        t.match_indices(w.as_str()).any(|(i, _)| {
            let before = t[..i].chars().next_back();
            let after = t[i + w.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric)
                && !after.is_some_and(|c| c.is_alphanumeric() && c != 's')
        })
    };
    if craft.names_lowercase().iter().any(|t| bears(t)) || craft.model().is_some_and(bears) {
        return Some(true);
    }
    let known = e
        .board
        .catalog
        .craft_names()
        .iter()
        .any(|t| bears(&t.to_lowercase()));
    known.then_some(false)
}

/// Going aboard `h`: the actor pilots it where the limit lets it; else it needs a passenger's
/// place.
fn aboard(c: &Said, fact: &Fact, h: CardIx, f: &mut Finding) {
    let Said { e, seen, q, .. } = *c;
    let board = e.board;
    let (hdef, hname) = (board.card_def(h), board.card_name(h));
    let name = seen.actor.plain_title();
    let may = may_pilot(e, fact, seen.actor, hdef);
    if may == Ok(true) {
        f.permissions
            .push(format!("{q}: {name} may pilot or drive {hname}"));
        return;
    }
    let left = passenger_places_left(board, h, seen.card);
    match (left, may) {
        (Some(n), _) if n > 0 => f.permissions.push(format!(
            "{q}: {name} may not pilot or drive {hname}, and rides aboard it as a passenger ({n} passenger place{} left)",
            if n == 1 { "" } else { "s" }
        )),
        (_, Err(w)) => f.missing.push(format!(
            "{q}: no passenger place is left aboard {hname}, so {name} goes aboard only to pilot or drive it: {w}, which the board does not settle"
        )),
        (Some(_), _) => f.refusals.push(format!(
            "{q}: {name} may not pilot or drive {hname}, and no passenger place is left aboard it"
        )),
        (None, _) => f.missing.push(format!(
            "{q}: {name} may not pilot or drive {hname}, and the catalog does not give its passenger places"
        )),
    }
}

/// Passenger places left aboard craft `h` (`except`: a card already aboard, not counted): its
/// passenger capacity less the characters aboard that do not pilot it. `None`: the catalog
/// gives it no passenger capacity; unlimited, `i64::MAX`.
fn passenger_places_left(
    board: &crate::board::Board,
    h: CardIx,
    except: Option<CardIx>,
) -> Option<i64> {
    let cap = board.card_def(h).capacity;
    // Pilots' places alone ("May add 1 pilot"): no passenger's.
    let q = cap.passengers.or(cap.pilots.map(|_| 0))?;
    if q == crate::catalog::UNLIMITED {
        return Some(i64::MAX);
    }
    // The characters aboard that take no pilot's place (those the rules count as piloting it
    // take one).
    let piloting = acting_pilots(board, h);
    let riding = characters_aboard(board, h)
        .into_iter()
        .filter(|&o| Some(o) != except && !piloting.contains(&o))
        .count() as i64;
    Some(i64::from(q) - riding)
}

/// The craft `craft` moves: who operates it, as the rules count it (a permanent pilot, a
/// creature vehicle itself, the pilots acting or the driver), less those the limit keeps from
/// piloting it. None left: it is not piloted, and does not move.
fn craft_moves(c: &Said, fact: &Fact, craft: CardIx, f: &mut Finding) {
    let Said { e, p, q, .. } = *c;
    let board = e.board;
    let cdef = board.card_def(craft);
    let cname = board.card_name(craft);
    if cdef.permanent_pilot.is_some() || needs(cdef) == Needs::Nothing {
        return;
    }
    let operators: Vec<CardIx> = match needs(cdef) {
        Needs::Driver => driver(board, craft).into_iter().collect(),
        _ => acting_pilots(board, craft),
    };
    if operators.is_empty() {
        return;
    }
    // The limit of a pilot aboard speaks of that pilot only; the craft's, of each.
    let limited = |o: CardIx| p.role == Role::Actor || p.card == Some(o);
    let mut open = None;
    for &o in &operators {
        if !limited(o) {
            return;
        }
        match may_pilot(e, fact, board.card_def(o), cdef) {
            Ok(true) => return,
            Ok(false) => {}
            Err(w) => open = open.or(Some(w)),
        }
    }
    let who: Vec<String> = operators.iter().map(|&o| board.card_name(o)).collect();
    match open {
        Some(w) => f.missing.push(format!(
            "{q}: {cname} is piloted or driven only by {}, whom the text may keep from it: {w}, which the board does not settle",
            who.join(" and ")
        )),
        None => f.refusals.push(format!(
            "{q}: {} may not pilot or drive {cname}, and no one else aboard does: it is not piloted, so it does not move",
            who.join(" and ")
        )),
    }
}
