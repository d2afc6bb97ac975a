//! Captives aboard and escorted: room beside the escort, and what an escorted captive may not do
//! (the capture family's rules).

use crate::board::{Board, CardIx};
use crate::catalog::Icon;
use crate::rulebook::capture::ESCORT;
use crate::rules::eval::{Cx, Eval};

/// The seats captives take on a character's embarking on a vehicle or starship (Cloud City's
/// escorting rule, which the custody check `capture::CUSTODY` owns): Some(refused) when a
/// captive is involved, with the reasons noted; None when none is (the embarking check counts
/// the seats).
pub(crate) fn captive_seats(e: &mut Cx, c: CardIx, h: CardIx) -> Option<bool> {
    let board = e.board;
    let hdef = board.card_def(h);
    let boards = hdef.card_type == crate::catalog::CardType::Vehicle
        || hdef.is_starfighter()
        || hdef.is_capital();
    if board.card_def(c).card_type != crate::catalog::CardType::Character || !boards {
        return None;
    }
    embark_room(
        e,
        c,
        h,
        crate::board::facts::character_places_left(board, h, Some(board.card_def(c))),
    )
}

/// For an embarking: captives take seats. Some(refused) when a captive is involved (reasons
/// noted on the custody check's context, `capture::CUSTODY`, which owns the escorting rule),
/// None when not (or before Cloud City): the embarking check counts seats as usual.
fn embark_room(e: &mut Cx, c: CardIx, h: CardIx, known: Option<i64>) -> Option<bool> {
    if !captives_take_seats(e, c, h) {
        return None;
    }
    let board = e.board;
    let (name, hname) = (board.card_name(c), board.card_name(h));
    let own = &board.cards[c].escorting;
    let aboard_escorted = escorted_aboard(board, h);
    let what = if own.is_empty() {
        name.clone()
    } else {
        format!("{name} and its captive {}", names(board, own))
    };
    if known.is_none() {
        e.allow(
            &ESCORT,
            format!("{what} go aboard together: a captive travels with its escort"),
        );
        e.assume(format!("{hname} has room for {what}"));
        return Some(false);
    }
    // Seats: pilots take pilot seats while there are any; everyone else, captives included,
    // takes a passenger seat. A captive, or an escort who is no pilot, never sits in a pilot
    // seat.
    let cap = board.card_def(h).capacity;
    let seats = |n: Option<u8>| match n {
        Some(crate::catalog::UNLIMITED) => i64::MAX / 2,
        n => i64::from(n.unwrap_or(0)),
    };
    let (pilot_seats, passenger_seats) = (seats(cap.pilots), seats(cap.passengers));
    let is_pilot = |x: CardIx| board.card_def(x).has_icon(Icon::Pilot);
    let mut pilots_used = 0;
    let mut passengers_used = aboard_escorted.len() as i64;
    for o in crate::board::facts::characters_aboard(board, h) {
        if is_pilot(o) && pilots_used < pilot_seats {
            pilots_used += 1;
        } else {
            passengers_used += 1;
        }
    }
    let pilot_left = pilot_seats - pilots_used;
    let passenger_left = passenger_seats - passengers_used;
    let escort_flies = is_pilot(c) && pilot_left > 0;
    let need = own.len() as i64 + if escort_flies { 0 } else { 1 };
    e.fact(
        format!("seats left aboard {hname}"),
        format!(
            "{} pilot, {} passenger",
            pilot_left.max(0),
            passenger_left.max(0)
        ),
    );
    let taken = if aboard_escorted.is_empty() {
        String::new()
    } else {
        format!(
            " (captives already aboard take {}: {})",
            aboard_escorted.len(),
            names(board, &aboard_escorted)
        )
    };
    let who = if escort_flies {
        format!("{name} takes a pilot seat; its captives need passenger seats")
    } else if own.is_empty() {
        format!("{name} needs a passenger seat (it is no pilot, or no pilot seat is free)")
    } else {
        format!(
            "{what} need passenger seats: neither a captive nor an escort who is no pilot takes a pilot seat"
        )
    };
    if passenger_left < need {
        e.because(
            &ESCORT,
            format!(
                "captives fill passenger seats: {who}; {need} needed, {} left aboard {hname}{taken}",
                passenger_left.max(0)
            ),
        );
        Some(true)
    } else {
        e.allow(
            &ESCORT,
            format!(
                "captives fill passenger seats: {who}; {need} needed, {passenger_left} left aboard {hname}{taken}"
            ),
        );
        Some(false)
    }
}

/// The captives the characters aboard `h` escort.
fn escorted_aboard(board: &Board, h: CardIx) -> Vec<CardIx> {
    crate::board::facts::characters_aboard(board, h)
        .into_iter()
        .flat_map(|o| board.cards[o].escorting.clone())
        .collect()
}

/// Captives count in `c`'s embarking on `h` (Cloud City): `c` escorts one, or a character
/// aboard `h` does. Their seats are [`embark_room`]'s to count.
pub(crate) fn captives_take_seats(e: &Eval, c: CardIx, h: CardIx) -> bool {
    e.in_force(&ESCORT)
        && (!e.board.cards[c].escorting.is_empty() || !escorted_aboard(e.board, h).is_empty())
}

pub(crate) fn names(board: &Board, cards: &[CardIx]) -> String {
    let v: Vec<String> = cards.iter().map(|&c| board.card_name(c)).collect();
    match v.as_slice() {
        [] => "nobody".into(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
