//! Embarking and disembarking, with the room aboard and the timing (`can embark`, `can disembark`).

use super::prelude::*;
use crate::rules::actions::{Check, Cx, Outcome, Stage};
use crate::rules::shared::captives::captives_take_seats;

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
/// kind of craft, at the same place, with room aboard; on disembarking, a craft it is aboard
/// and somewhere the documents say it goes. (That a missing card moves not at all, neither
/// aboard nor off a craft, nor between two, is `missing::MOVE_CHECK`'s.)
/// (Seats that captives take are the escorting rule's, counted by the custody check:
/// `shared::captives::captive_seats`.)
pub(super) static EMBARK_CHECK: Check = Check {
    on: &[Action::Embark, Action::Disembark],
    stage: Stage::Rule,
    name: "what embarks on what: the side's own craft, at the same place, with room aboard",
    rules: &[&EMBARK],
    run: |e, a| match a {
        Act::Move {
            kind: Action::Disembark,
            ..
        } => disembark_check(e, a),
        _ => Outcome::refused_if(embark_check(e, a)),
    },
};

/// Disembarking: from the craft the card is aboard, to where the documents say it goes (a
/// site the craft is at; a starfighter to the system; out of a cargo bay onto the capital
/// starship); elsewhere the base rules, which the documents leave, decide: open.
fn disembark_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move { card: c, .. } = *act else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let name = board.card_name(c);
    let Place::Aboard(h) = board.cards[c].place else {
        e.because(&EMBARK, format!("{name} is not aboard anything"));
        return Outcome::Refuse;
    };
    let hname = board.card_name(h);
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
            return Outcome::Open;
        }
        Place::Carried(_) | Place::Escorted(_) => String::from("?"),
    };
    e.allow(
        &EMBARK,
        format!("{name} may disembark from {hname} to {to}"),
    );
    Outcome::Clear
}

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
                match seats_left(board, h, c) {
                    Some(n) if n <= 0 => {
                        let limited: String = crate::board::facts::seat_limit_notes(board, h)
                            .iter()
                            .map(|l| format!(" ({l})"))
                            .collect();
                        e.because(
                            &EMBARK,
                            format!("{hname} has no room left for another character{limited}"),
                        );
                        refused = true;
                    }
                    Some(n) => e.fact(format!("seats left aboard {hname}"), n.to_string()),
                    None => e.assume(format!("{hname} has room for {name}")),
                }
            }
        }
        Some(Embarks::Starfighter) => {
            match crate::board::facts::room_aboard(board, h, board.card_def(c), None) {
                Some(r) if r.declared && r.left() <= 0 => {
                    let what = r.compartment.noun();
                    e.because(&EMBARK, format!("{hname} has no {what} capacity left"));
                    refused = true;
                }
                Some(r) if r.declared => {}
                _ => {
                    e.because(&EMBARK, format!("{hname} has no starfighter capacity"));
                    refused = true;
                }
            }
        }
        None => {
            let (def, hdef) = (board.card_def(c), board.card_def(h));
            e.because(&EMBARK, format!("characters embark on vehicles and starships, starfighters on capital starships: not a {} on a {}", def.kind_words(), hdef.kind_words()));
            refused = true;
        }
    }
    if !refused {
        // Embarking is free and unlimited; a crashed enclosed vehicle's Force is the crash
        // price check's (`CRASH_PRICE`).
        let crash = if crash_embark(board, c, h) {
            " (but see the crash)"
        } else {
            ""
        };
        e.allow(
            &EMBARK,
            format!("{name} may embark on {hname}: free and unlimited{crash}"),
        );
    }
    refused
}

/// Does going aboard `h` cost `c` the crash's 1 Force: a character embarking on a crashed
/// enclosed vehicle?
fn crash_embark(board: &Board, c: CardIx, h: CardIx) -> bool {
    board.cards[h].state.crashed
        && crate::board::facts::is_enclosed(board.card_def(h))
        && embarks_as(board, c, h) == Some(Embarks::Character)
}

/// Going aboard or off a crashed enclosed vehicle costs a character 1 Force; a crashed
/// vehicle's occupants are not lost, and disembark.
pub(super) static CRASH_PRICE: Check = Check {
    on: &[Action::Embark, Action::Disembark],
    stage: Stage::Price,
    name: "going aboard or off a crashed enclosed vehicle costs 1 Force",
    rules: &[&crate::rulebook::vehicles::CRASHED_ABOARD],
    run: |e, a| Outcome::refused_if(crash_price(e, a)),
};

fn crash_price(e: &mut Cx, act: &Act) -> bool {
    use crate::rulebook::vehicles::CRASHED_ABOARD;
    let Act::Move {
        kind,
        card: c,
        craft: Some(h),
        ..
    } = *act
    else {
        return false;
    };
    let board = e.board;
    let hname = board.card_name(h);
    let enclosed = crate::board::facts::is_enclosed(board.card_def(h));
    if !board.cards[h].state.crashed {
        return false;
    }
    match kind {
        Action::Embark if crash_embark(board, c, h) => {
            e.because(
                &CRASHED_ABOARD,
                format!("{hname} is an enclosed vehicle that has crashed: embarking costs 1 Force"),
            );
            e.add_price(1);
        }
        Action::Disembark if enclosed => {
            e.because(
                &CRASHED_ABOARD,
                format!(
                    "{hname} is an enclosed vehicle that has crashed: disembarking costs 1 Force"
                ),
            );
            e.add_price(1);
        }
        Action::Disembark => e.allow(
            &CRASHED_ABOARD,
            format!("{hname} has crashed, but its occupants are not lost and may disembark"),
        ),
        _ => {}
    }
    false
}

/// `can embark` / `cost embark`: the act, to the table (the seats captives take are the custody
/// check's); what it costs (a crashed enclosed vehicle's Force, the table's price).
pub(crate) fn ask_embark(
    e: &mut Eval,
    card: &CardRef,
    on: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let h = e.res.card(on)?;
    let side = mover(e, c, asker);
    // That it may, free and unlimited, is the embarking check's reason (`EMBARK_CHECK`).
    let act = Act::moving(Action::Embark, c, side, None, Some(h));
    let found = rules(e, &act);
    let cost = price(e, &act);
    e.cost(format!("embarking: {cost} Force"));
    e.settle(found, Some(cost));
    Ok(())
}

/// `can disembark` / `cost disembark`: the act, to the table (the embarking check says where
/// it goes, or leaves it open); its price, the table's (a crashed enclosed vehicle's Force).
pub(crate) fn ask_disembark(
    e: &mut Eval,
    card: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    mover(e, c, asker);
    let board = e.board;
    let craft = match board.cards[c].place {
        Place::Aboard(h) => Some(h),
        _ => None,
    };
    let side = e.v.side.unwrap_or(board.cards[c].side);
    let act = Act::moving(Action::Disembark, c, side, None, craft);
    let found = rules(e, &act);
    // Where the documents do not say where it goes, it has no price either.
    if found.is_open() && !found.is_refused() {
        e.settle(found, None);
        return Ok(());
    }
    let cost = price(e, &act);
    e.cost(format!("disembarking: {cost} Force"));
    e.settle(found, Some(cost));
    Ok(())
}
