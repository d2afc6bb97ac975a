//! Transferring between starships at one system (`can transfer`).

use super::prelude::*;

/// `can transfer` / `cost transfer`
pub(crate) fn ask_transfer(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let t = e.res.card(to)?;
    let side = mover(e, c, asker);
    let board = e.board;
    let (name, tname) = (board.card_name(c), board.card_name(t));
    let def = board.card_def(c);
    let mut found = Found::NOTHING;
    if !matches!(def.card_type, CardType::Character | CardType::Vehicle) {
        e.refuse(
            &TRANSFER,
            format!(
                "only characters and vehicles transfer; {name} is a {}",
                def.kind_words()
            ),
        );
        return Ok(());
    }
    let Place::Aboard(from) = board.cards[c].place else {
        e.refuse(&TRANSFER, format!("{name} is not aboard a starship"));
        return Ok(());
    };
    let fname = board.card_name(from);
    if from == t {
        e.refuse(
            &TRANSFER,
            format!("{name} is already aboard {tname}: a transfer goes to another starship"),
        );
        return Ok(());
    }
    found = found.and(rules(
        e,
        &Act::moving(Action::Transfer, c, side, None, Some(t)),
    ));
    for (s, n) in [(from, &fname), (t, &tname)] {
        if board.card_def(s).card_type != CardType::Starship {
            e.because(
                &TRANSFER,
                format!("{n} is not a starship: transfers go between starships"),
            );
            found.refuse_by_hand();
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
        found.refuse_by_hand();
    }
    if crate::board::facts::is_missing(board, c, false) {
        e.because(&MISSING, format!("{name} is missing: it may not move"));
        found.refuse_by_hand();
    }
    if !found.is_refused() {
        let cap = board.card_def(t).capacity;
        let room = if def.card_type == CardType::Vehicle {
            cap.vehicles.map(|v| {
                let used = board.cards[t]
                    .aboard
                    .iter()
                    .filter(|&&x| board.card_def(x).card_type == CardType::Vehicle)
                    .count() as i64;
                (i64::from(v) - used, "vehicle")
            })
        } else {
            seats_left(board, t).map(|n| (n, "character"))
        };
        match room {
            Some((n, what)) if n <= 0 => {
                e.because(&TRANSFER, format!("{tname} has no {what} capacity left"));
                found.refuse_by_hand();
            }
            Some((n, what)) => e.allow(
                &TRANSFER,
                format!(
                    "{tname} has room for {n} more {what}{}",
                    if n == 1 { "" } else { "s" }
                ),
            ),
            None => e.assume(format!("{tname} has room for {name}")),
        }
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
            found.refuse_by_hand();
        }
    }
    if crate::board::facts::is_combat(def)
        && crate::board::facts::operator(board, c, true).is_none()
        && e.in_force(&U_UNPILOTED_MOVES)
    {
        e.allow(&U_UNPILOTED_MOVES, format!("{name} has no pilot, but an unpiloted combat vehicle may still move between docked starships"));
    }
    if board.turn.is_some_and(|s| s != side) && e.asked_as != Some(side) {
        e.assume("a card lets you transfer during your opponent's turn");
    }
    e.allow(
        &UNLIMITED,
        "transferring is an unlimited move (not the card's regular move)",
    );
    e.cost("transferring: 1 Force");
    e.settle(found, Some(1));
    Ok(())
}
