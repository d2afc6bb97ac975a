//! Embarking and disembarking, with the room aboard and the timing (`can embark`, `can disembark`).

use super::prelude::*;

/// `can embark` / `cost embark`
pub(crate) fn ask_embark(
    e: &mut Eval,
    card: &CardRef,
    on: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let h = e.res.card(on)?;
    if super::super::shared::captives::escorted_refused(e, c) {
        return Ok(());
    }
    let side = mover(e, c, asker);
    let board = e.board;
    let (name, hname) = (board.card_name(c), board.card_name(h));
    let (def, hdef) = (board.card_def(c), board.card_def(h));
    let mut found = Found::NOTHING;
    if board.cards[h].side != side {
        e.because(&EMBARK, format!("{hname} is not the {}'s", side.title()));
        found.refuse_by_hand();
    }
    if crate::board::facts::is_missing(board, c, e.in_force(&crate::rulebook::missing::U_CARRIED)) {
        e.because(&MISSING, format!("{name} is missing: it may not move"));
        found.refuse_by_hand();
    }
    let same_place = board.cards[c].place == board.cards[h].place;
    let character = def.card_type == CardType::Character;
    let mut cost = 0;
    found = found.and(rules(
        e,
        &Act::moving(Action::Embark, c, side, None, Some(h)),
    ));
    if character
        && (hdef.card_type == CardType::Vehicle || hdef.is_starfighter() || hdef.is_capital())
    {
        if !same_place {
            e.because(
                &EMBARK,
                format!("{name} and {hname} are not at the same place"),
            );
            found.refuse_by_hand();
        }
        match super::super::shared::captives::embark_room(e, c, h, seats_left(board, h)) {
            Some(r) => found.refuse_by_hand_if(r),
            None => match seats_left(board, h) {
                Some(n) if n <= 0 => {
                    e.because(
                        &EMBARK,
                        format!("{hname} has no room left for another character"),
                    );
                    found.refuse_by_hand();
                }
                Some(n) => e.fact(format!("seats left aboard {hname}"), n.to_string()),
                None => e.assume(format!("{hname} has room for {name}")),
            },
        }
        if board.cards[h].state.crashed && crate::board::facts::is_enclosed(hdef) {
            e.because(
                &crate::rulebook::vehicles::CRASHED,
                format!("{hname} is an enclosed vehicle that has crashed: embarking costs 1 Force"),
            );
            cost = 1;
        }
    } else if def.is_starfighter() && hdef.is_capital() {
        if !same_place {
            e.because(
                &EMBARK,
                format!("{name} and {hname} are not at the same system"),
            );
            found.refuse_by_hand();
        }
        match starfighter_slots_left(board, h) {
            Some(n) if n <= 0 => {
                e.because(&EMBARK, format!("{hname} has no starfighter capacity left"));
                found.refuse_by_hand();
            }
            Some(_) => {}
            None => {
                e.because(&EMBARK, format!("{hname} has no starfighter capacity"));
                found.refuse_by_hand();
            }
        }
    } else {
        e.refuse(&EMBARK, format!("characters embark on vehicles and starships, starfighters on capital starships: not a {} on a {}", def.kind_words(), hdef.kind_words()));
        return Ok(());
    }
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
