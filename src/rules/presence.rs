//! Present and presence, and being alone.

use super::actions::Topics;
use super::eval::Eval;
use super::subject::AskError;
use crate::board::facts::{Where, presence_at_with, present_place};
use crate::board::{CardIx, Place};
use crate::catalog::CardType;
use crate::query::{CardRef, Side};
use crate::rulebook::presence::{ALONE, PRESENCE, PRESENT};
use crate::rulebook::vehicles::{OPEN_ENCLOSED, U_CRASHED_PILOT};
use crate::verdict::Answer;

/// `present <card> [at <location>]`
pub(crate) fn ask_present(
    e: &mut Eval,
    card: &CardRef,
    at: Option<&CardRef>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let asked = match at {
        Some(a) => Some(e.res.location(a)?),
        None => None,
    };
    let board = e.board;
    let name = board.card_name(c);
    e.v.side = Some(board.cards[c].side);
    if board.cards[c].state.missing && super::shared::missing::not_on_table(e, c) {
        e.answer(Answer::No);
        return Ok(());
    }
    if !board.cards[c].state.missing
        && e.by_hand(|cx| super::shared::missing::carried_by_missing(cx, c))
    {
        e.answer(Answer::No);
        return Ok(());
    }
    // What the other families add (a clawed starfighter is present nowhere; a bomber down at
    // its target zone): a part that answers ends the question.
    for part in Topics::get().present {
        if part(e, c) {
            return Ok(());
        }
    }
    let place = present_place(board, c);
    match place {
        Some(Where::At(l)) => {
            let via = match board.cards[c].place {
                Place::Aboard(p) => {
                    e.because(&OPEN_ENCLOSED, format!("{} is an open vehicle: {name}, aboard it, is exposed and present at its site", board.card_name(p)));
                    format!(" (aboard the open {})", board.card_name(p))
                }
                _ => String::new(),
            };
            e.because(
                &PRESENT,
                format!(
                    "{name} is present at {}{via}",
                    board.loc_def(l).plain_title()
                ),
            );
            e.fact(
                format!("{name} is present at"),
                board.loc_def(l).plain_title().to_string(),
            );
        }
        Some(Where::Aboard(p)) => {
            let pdef = board.card_def(p);
            let loc = board
                .location_of(p)
                .map(|l| board.loc_def(l).plain_title().to_string())
                .unwrap_or_default();
            let what = if pdef.card_type == CardType::Starship {
                "a starship"
            } else {
                "an enclosed vehicle"
            };
            if board.card_def(c).card_type == CardType::Character {
                e.because(
                    &OPEN_ENCLOSED,
                    format!(
                        "{} is {what}: those aboard are sheltered, not present at {loc}",
                        board.card_name(p)
                    ),
                );
            } else {
                e.because(
                    &crate::rulebook::vehicles::CARGO_BAY,
                    format!(
                        "{name} is in {}'s cargo bay, not present at {loc}",
                        board.card_name(p)
                    ),
                );
            }
            e.because(
                &PRESENT,
                format!(
                    "{name} is present aboard {}, not at {loc}",
                    board.card_name(p)
                ),
            );
            e.fact(
                format!("{name} is present at"),
                format!("aboard {} (at {loc})", board.card_name(p)),
            );
        }
        None => {
            e.refuse(&PRESENT, format!("{name} is not at any place on the table"));
            return Ok(());
        }
    }
    let yes = match asked {
        None => true,
        Some(l) => place == Some(Where::At(l)),
    };
    e.answer(Answer::from_bool(yes));
    Ok(())
}

/// `presence <side> at <location>`
pub(crate) fn ask_presence(e: &mut Eval, side: Side, at: &CardRef) -> Result<(), AskError> {
    let l = e.res.location(at)?;
    e.v.side = Some(side);
    let silences = e.in_force(&U_CRASHED_PILOT);
    // Consult the Landing Claw rule only when a claw is fastened somewhere.
    let conceal = e
        .board
        .cards
        .keys()
        .any(|c| crate::board::facts::claw_host(e.board, c).is_some())
        && e.in_force(&crate::rulebook::attaching::LANDING_CLAW);
    let (direct, craft, parts) = presence_at_with(e.board, side, l, silences, conceal);
    for part in Topics::get().presence {
        part(e, side, l);
    }
    let name = e.board.loc_def(l).plain_title().to_string();
    e.fact(
        format!("{} ability present at {name}", side.title()),
        if parts.is_empty() {
            "none".into()
        } else {
            parts.join("; ")
        },
    );
    let missing_here = e.board.locations[l]
        .cards
        .iter()
        .any(|&c| e.board.cards[c].side == side && e.board.cards[c].state.missing);
    if missing_here {
        e.because(
            &crate::rulebook::missing::MISSING,
            "missing characters give no presence",
        );
    }
    let crashed_pp = e.board.locations[l].cards.iter().any(|&c| {
        let card = &e.board.cards[c];
        card.side == side && card.state.crashed && e.board.card_def(c).permanent_pilot.is_some()
    });
    let crashed_note = crashed_pp && silences;
    if direct >= 1 {
        e.because(
            &PRESENCE,
            format!(
                "the {} has total ability {direct} present at {name}",
                side.title()
            ),
        );
        e.answer(Answer::Yes);
    } else if craft >= 1 {
        e.because(
            &PRESENCE,
            format!(
                "the {} has a vehicle or starship at {name} carrying total ability {craft}",
                side.title()
            ),
        );
        e.answer(Answer::Yes);
    } else if let Some(c) = crate::board::facts::presence_by_icon_only(e.board, side, l) {
        // The documents define presence by ability; what the presence icon gives is not in them.
        let why = crate::board::facts::icon_presence_words(e.board, c);
        e.missing(format!(
            "whether the {} has presence at {name}: {why}",
            side.title()
        ));
    } else {
        e.refuse(
            &PRESENCE,
            format!(
                "the {} has no ability present at {name} and no craft there carrying ability",
                side.title()
            ),
        );
    }
    if crashed_note {
        e.because(
            &U_CRASHED_PILOT,
            "a crashed vehicle's permanent pilot provides no ability, so it adds no presence",
        );
    }
    Ok(())
}

/// `alone <card>`
pub(crate) fn ask_alone(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let board = e.board;
    let def = board.card_def(c);
    if def.card_type != CardType::Character {
        return Err(e.res.wrong_kind(
            card,
            format!(
                "`{}` is a {}: only characters are alone or not",
                def.plain_title(),
                def.kind_words()
            ),
            "not a character",
            None,
        ));
    }
    let side = board.cards[c].side;
    e.v.side = Some(side);
    let name = board.card_name(c);
    let Some(l) = board.location_of(c) else {
        e.answer(Answer::No);
        return Ok(());
    };
    let mut others: Vec<String> = Vec::new();
    let mut stack: Vec<CardIx> = board.locations[l].cards.clone();
    while let Some(x) = stack.pop() {
        let card = &board.cards[x];
        if card.side != side {
            continue;
        }
        stack.extend(card.aboard.iter().copied());
        if x != c && card.state.missing {
            if e.in_force(&crate::rulebook::missing::U_ON_TABLE) {
                e.allow(
                    &crate::rulebook::missing::U_ON_TABLE,
                    format!(
                        "{} is missing: for the alone rule it is not on table",
                        board.card_name(x)
                    ),
                );
            } else {
                e.consider(
                    &crate::rulebook::missing::MISSING,
                    format!("{} is missing", board.card_name(x)),
                );
            }
        }
        if x == c || card.state.missing {
            continue;
        }
        let d = board.card_def(x);
        if d.card_type == CardType::Character {
            others.push(format!("{} (character)", board.card_name(x)));
        } else if d.permanent_pilot.is_some() && crate::board::facts::is_craft(d) {
            others.push(format!("{}'s permanent pilot", board.card_name(x)));
        } else if d.ability.unwrap_or(0) > 0 || crate::board::facts::is_creature_vehicle(d) {
            others.push(format!(
                "{} (a creature vehicle or other card with ability)",
                board.card_name(x)
            ));
        }
    }
    let loc = board.loc_def(l).plain_title().to_string();
    if others.is_empty() {
        e.because(
            &ALONE,
            format!(
                "no other character, permanent pilot or ability of the {} is at {loc}",
                side.title()
            ),
        );
        e.answer(Answer::Yes);
    } else {
        e.refuse(
            &ALONE,
            format!("{name} is not alone at {loc}: {}", others.join(", ")),
        );
    }
    Ok(())
}
