//! Transferring between starships at one system (`can transfer`): the transferring rule is one
//! check of the act ([`TRANSFER_CHECK`]); the handler builds the act and settles it.

use super::prelude::*;
use crate::rules::actions::{Check, Outcome, Stage};
use crate::rules::eval::Cx;

/// The transferring rule on one transfer: a character or vehicle aboard a starship goes to
/// another starship at the same system, with room aboard, one of the two piloted and
/// ship-docking capable.
pub(super) static TRANSFER_CHECK: Check = Check {
    on: &[Action::Transfer],
    stage: Stage::Rule,
    name: "a transfer between two starships at one system, one of them piloted and ship-docking",
    rules: &[&TRANSFER],
    run: transfer_check,
};

/// An unpiloted combat vehicle may still be shuttled or moved between docked starships (the
/// update): the permission, one check for both acts.
pub(super) static UNPILOTED_CHECK: Check = Check {
    on: &[Action::Shuttle, Action::Transfer],
    stage: Stage::Rule,
    name: "an unpiloted combat vehicle still shuttles and transfers",
    rules: &[&U_UNPILOTED_MOVES],
    run: unpiloted_check,
};

fn unpiloted_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move { kind, card: c, .. } = *act else {
        return Outcome::NotMine;
    };
    let board = e.board;
    if !crate::board::facts::is_combat(board.card_def(c))
        || crate::board::facts::operator(board, c, true).is_some()
        || !e.in_force(&U_UNPILOTED_MOVES)
    {
        return Outcome::NotMine;
    }
    let how = if kind == Action::Shuttle {
        "be shuttled"
    } else {
        "move between docked starships"
    };
    e.allow(
        &U_UNPILOTED_MOVES,
        format!(
            "{} has no pilot, but an unpiloted combat vehicle may still {how}",
            board.card_name(c)
        ),
    );
    Outcome::Clear
}

fn transfer_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        kind: Action::Transfer,
        card: c,
        craft: Some(t),
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    // A captive's transfer is a prisoner transfer: the capture rules' (`capture::ask_transfer`).
    if crate::board::facts::custody(board, c) != crate::board::facts::Custody::Free
        && e.in_force(&crate::rulebook::capture::ESCORT)
    {
        return Outcome::NotMine;
    }
    let (name, tname) = (board.card_name(c), board.card_name(t));
    let def = board.card_def(c);
    if !matches!(def.card_type, CardType::Character | CardType::Vehicle) {
        e.because(
            &TRANSFER,
            format!(
                "only characters and vehicles transfer; {name} is a {}",
                def.kind_words()
            ),
        );
        return Outcome::Refuse;
    }
    let Place::Aboard(from) = board.cards[c].place else {
        e.because(&TRANSFER, format!("{name} is not aboard a starship"));
        return Outcome::Refuse;
    };
    let fname = board.card_name(from);
    if from == t {
        e.because(
            &TRANSFER,
            format!("{name} is already aboard {tname}: a transfer goes to another starship"),
        );
        return Outcome::Refuse;
    }
    let mut refused = false;
    for (s, n) in [(from, &fname), (t, &tname)] {
        if board.card_def(s).card_type != CardType::Starship {
            e.because(
                &TRANSFER,
                format!("{n} is not a starship: transfers go between starships"),
            );
            refused = true;
        }
    }
    let (lf, lt) = (board.cards[from].place, board.cards[t].place);
    let same_system =
        matches!((lf, lt), (Place::At(a), Place::At(b)) if a == b && board.loc_def(a).is_system());
    if !same_system {
        e.because(
            &TRANSFER,
            format!("{fname} and {tname} are not both at the same system"),
        );
        refused = true;
    }
    // A missing card moves not at all (the embarking check's, `embark::EMBARK_CHECK`); the
    // room aboard is judged of a transfer nothing else refuses.
    let missing = crate::board::facts::is_missing(board, c, false);
    if !refused && !missing {
        refused |= no_room(e, c, t);
    }
    let docking_pilot = [from, t].into_iter().find(|&s| {
        board.card_def(s).has_trait(&Trait::ShipDocking)
            && crate::board::facts::operator(
                board,
                s,
                e.in_force(&crate::rulebook::vehicles::U_CRASHED_PILOT),
            )
            .is_some()
    });
    match docking_pilot {
        Some(s) => e.allow(
            &TRANSFER,
            format!(
                "{} is piloted and has ship-docking capability",
                board.card_name(s)
            ),
        ),
        None => {
            e.because(
                &TRANSFER,
                format!("neither {fname} nor {tname} is both piloted and ship-docking capable"),
            );
            refused = true;
        }
    }
    Outcome::refused_if(refused)
}

/// Room aboard the starship transferred to: true (with the reason) when it has none left.
fn no_room(e: &mut Cx, c: CardIx, t: CardIx) -> bool {
    let board = e.board;
    let (name, tname) = (board.card_name(c), board.card_name(t));
    let room = crate::board::facts::room_aboard(board, t, board.card_def(c), None)
        .filter(|r| r.declared)
        .map(|r| (r.left(), r.compartment.noun()));
    match room {
        Some((n, what)) if n <= 0 => {
            e.because(&TRANSFER, format!("{tname} has no {what} capacity left"));
            return true;
        }
        // Unlimited capacity is counted as i64::MAX places.
        Some((n, what)) if n > i64::from(u32::MAX) => e.allow(
            &TRANSFER,
            format!("{tname} has room for any number of {what}s"),
        ),
        Some((n, what)) => e.allow(
            &TRANSFER,
            format!(
                "{tname} has room for {n} more {what}{}",
                if n == 1 { "" } else { "s" }
            ),
        ),
        None => e.assume(format!("{tname} has room for {name}")),
    }
    false
}

/// `can transfer` / `cost transfer`: the act, to the table; its price, 1 Force.
pub(crate) fn ask_transfer(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let t = e.res.card(to)?;
    let side = mover(e, c, asker);
    let act = Act::moving(Action::Transfer, c, side, None, Some(t));
    let found = rules(e, &act);
    if e.board.turn.is_some_and(|s| s != side) && e.asked_as != Some(side) {
        e.assume("a card lets you transfer during your opponent's turn");
    }
    // That transferring is an unlimited move is the gate's permission (`shared::gate::OWNER`).
    // 1 Force: the table's price (`base_price::BASE_PRICE`).
    let n = price(e, &act);
    e.settle(found, Some(n));
    Ok(())
}
