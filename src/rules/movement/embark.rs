//! Embarking and disembarking, with the room aboard and the timing (`can embark`, `can disembark`).

use super::prelude::*;
use crate::rules::actions::{Check, Cx, Outcome, Stage};
use crate::rules::shared::captives::{self, captives_take_seats};

/// What embarks on what: a character on a vehicle or starship, a starfighter on a capital
/// starship (its cargo bay).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Embarks {
    Character,
    Starfighter,
}

fn embarks_as(board: &Board, c: CardIx, h: CardIx) -> Option<Embarks> {
    let (def, hdef) = (board.card_def(c), board.card_def(h));
    if def.card_type == CardType::Character
        && (hdef.card_type == CardType::Vehicle || hdef.is_starfighter() || hdef.is_capital())
    {
        Some(Embarks::Character)
    } else if def.is_starfighter() && hdef.is_capital() {
        Some(Embarks::Starfighter)
    } else {
        None
    }
}

/// The embarking rule on one embarking: the side's own craft, a card that may go aboard that
/// kind of craft, at the same place, with room aboard; and a missing card moves not at all.
/// (Seats that captives take are the escorting rule's: `shared::captives::embark_room`.)
pub(super) static EMBARK_CHECK: Check = Check {
    on: &[Action::Embark],
    stage: Stage::Rule,
    name: "what embarks on what: the side's own craft, at the same place, with room aboard",
    rules: &[&EMBARK, &MISSING],
    run: |e, a| Outcome::refused_if(embark_check(e, a)),
};

fn embark_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        kind: Action::Embark,
        card: c,
        side,
        craft: Some(h),
        ..
    } = *act
    else {
        return false;
    };
    let board = e.board;
    let (name, hname) = (board.card_name(c), board.card_name(h));
    let mut refused = false;
    if board.cards[h].side != side {
        e.because(&EMBARK, format!("{hname} is not the {}'s", side.title()));
        refused = true;
    }
    if crate::board::facts::is_missing(board, c, e.in_force(&crate::rulebook::missing::U_CARRIED)) {
        e.because(&MISSING, format!("{name} is missing: it may not move"));
        refused = true;
    }
    let kind = embarks_as(board, c, h);
    if let Some(k) = kind
        && board.cards[c].place != board.cards[h].place
    {
        let place = if k == Embarks::Character {
            "place"
        } else {
            "system"
        };
        e.because(
            &EMBARK,
            format!("{name} and {hname} are not at the same {place}"),
        );
        refused = true;
    }
    match kind {
        Some(Embarks::Character) => {
            if !captives_take_seats(e, c, h) {
                match seats_left(board, h) {
                    Some(n) if n <= 0 => {
                        e.because(
                            &EMBARK,
                            format!("{hname} has no room left for another character"),
                        );
                        refused = true;
                    }
                    Some(n) => e.fact(format!("seats left aboard {hname}"), n.to_string()),
                    None => e.assume(format!("{hname} has room for {name}")),
                }
            }
        }
        Some(Embarks::Starfighter) => match starfighter_slots_left(board, h) {
            Some(n) if n <= 0 => {
                e.because(&EMBARK, format!("{hname} has no starfighter capacity left"));
                refused = true;
            }
            Some(_) => {}
            None => {
                e.because(&EMBARK, format!("{hname} has no starfighter capacity"));
                refused = true;
            }
        },
        None => {
            let (def, hdef) = (board.card_def(c), board.card_def(h));
            e.because(&EMBARK, format!("characters embark on vehicles and starships, starfighters on capital starships: not a {} on a {}", def.kind_words(), hdef.kind_words()));
            refused = true;
        }
    }
    refused
}

/// Going aboard a crashed enclosed vehicle costs a character 1 Force.
pub(super) static CRASH_PRICE: Check = Check {
    on: &[Action::Embark],
    stage: Stage::Price,
    name: "going aboard a crashed enclosed vehicle costs 1 Force",
    rules: &[&crate::rulebook::vehicles::CRASHED],
    run: |e, a| Outcome::refused_if(crash_price(e, a)),
};

fn crash_price(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        kind: Action::Embark,
        card: c,
        craft: Some(h),
        ..
    } = *act
    else {
        return false;
    };
    let board = e.board;
    if embarks_as(board, c, h) == Some(Embarks::Character)
        && board.cards[h].state.crashed
        && crate::board::facts::is_enclosed(board.card_def(h))
    {
        e.because(
            &crate::rulebook::vehicles::CRASHED,
            format!(
                "{} is an enclosed vehicle that has crashed: embarking costs 1 Force",
                board.card_name(h)
            ),
        );
        e.add_price(1);
    }
    false
}

/// `can embark` / `cost embark`: the act, to the table; what it costs (a crashed enclosed
/// vehicle's Force, the table's price), and the seats captives take (still counted here).
pub(crate) fn ask_embark(
    e: &mut Eval,
    card: &CardRef,
    on: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let h = e.res.card(on)?;
    let side = mover(e, c, asker);
    let board = e.board;
    let (name, hname) = (board.card_name(c), board.card_name(h));
    let act = Act::moving(Action::Embark, c, side, None, Some(h));
    let mut found = rules(e, &act);
    if embarks_as(board, c, h) == Some(Embarks::Character)
        && let Some(r) = captives::embark_room(e, c, h, seats_left(board, h))
    {
        found.refuse_by_hand_if(r);
    }
    let cost = price(e, &act);
    if !found.is_refused() {
        e.because(
            &EMBARK,
            format!(
                "{name} may embark on {hname}: free and unlimited{}",
                if cost > 0 { " (but see the crash)" } else { "" }
            ),
        );
    }
    e.cost(format!("embarking: {cost} Force"));
    e.settle(found, Some(cost));
    Ok(())
}

/// `can disembark` / `cost disembark`
pub(crate) fn ask_disembark(
    e: &mut Eval,
    card: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    mover(e, c, asker);
    let board = e.board;
    let name = board.card_name(c);
    let Place::Aboard(h) = board.cards[c].place else {
        e.refuse(&EMBARK, format!("{name} is not aboard anything"));
        return Ok(());
    };
    let hname = board.card_name(h);
    let hdef = board.card_def(h);
    // The rules other families register on disembarking.
    let side = e.v.side.unwrap_or(board.cards[c].side);
    let mut found = rules(e, &Act::moving(Action::Disembark, c, side, None, Some(h)));
    if crate::board::facts::is_missing(board, c, false) {
        e.because(&MISSING, format!("{name} is missing: it may not move"));
        found.refuse_by_hand();
    }
    let mut cost = 0;
    let to = match board.cards[h].place {
        Place::At(l) if board.loc_def(l).is_site() => board.loc_def(l).plain_title().to_string(),
        Place::At(l) if board.card_def(c).is_starfighter() => {
            board.loc_def(l).plain_title().to_string()
        }
        Place::Aboard(cap) => format!("{} (from its cargo bay)", board.card_name(cap)),
        Place::At(l) => {
            let what = if board.card_def(c).card_type == CardType::Character {
                "a character"
            } else {
                "a vehicle"
            };
            e.missing(format!("where {what} aboard {hname} at {} could go by disembarking (the documents let starfighters leave a cargo bay; vehicles and characters go down by shuttling): a base-rule matter", board.loc_def(l).plain_title()));
            return Ok(());
        }
        Place::Carried(_) | Place::Escorted(_) => String::from("?"),
    };
    if board.cards[h].state.crashed && crate::board::facts::is_enclosed(hdef) {
        e.because(
            &crate::rulebook::vehicles::CRASHED,
            format!("{hname} is an enclosed vehicle that has crashed: disembarking costs 1 Force"),
        );
        cost = 1;
    } else if board.cards[h].state.crashed {
        e.allow(
            &crate::rulebook::vehicles::CRASHED,
            format!("{hname} has crashed, but its occupants are not lost and may disembark"),
        );
    }
    if !found.is_refused() {
        e.because(
            &EMBARK,
            format!("{name} may disembark from {hname} to {to}"),
        );
    }
    e.cost(format!("disembarking: {cost} Force"));
    e.settle(found, Some(cost));
    Ok(())
}
