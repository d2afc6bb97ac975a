//! Starships and vehicles as the Hoth supplement redefines them: pilots, drivers, passengers,
//! gunners, open and enclosed vehicles, crashed vehicles, combat and creature vehicles.

use super::eval::Eval;
use super::subject::AskError;
use crate::board::facts::{
    Needs, Operator, acting_pilots, characters_aboard, is_at_at, is_combat, is_craft,
    is_creature_vehicle, is_droid, needs, operator,
};
use crate::board::{CardIx, Place};
use crate::catalog::{CardType, Icon, Subtype, Trait};
use crate::query::CardRef;
use crate::rulebook::Rule;
use crate::rulebook::vehicles::{
    COMBAT_VEHICLE, CRASHED, DRIVERS, EXTERIOR_ONLY, GUNNERS, PILOTS, U_AT_AT, U_CRASHED_PILOT,
    U_CREATURE_VEHICLE,
};
use crate::verdict::Answer;

/// Explains whether a craft is operated (piloted/driven), with the rule that needs it.
/// Returns whether it is.
pub fn explain_operated(e: &mut Eval, c: CardIx, decisive: bool) -> bool {
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    let silences = e.in_force(&U_CRASHED_PILOT);
    let op = operator(board, c, silences);
    let (rule, text, ok): (&'static Rule, String, bool) = match (needs(def), &op) {
        (Needs::Nothing, _) => {
            let r = if e.in_force(&U_CREATURE_VEHICLE) {
                &U_CREATURE_VEHICLE
            } else {
                &DRIVERS
            };
            (
                r,
                format!(
                    "{name} is a creature vehicle: it has ability of its own and needs no driver"
                ),
                true,
            )
        }
        (Needs::Driver, Some(Operator::Character(d))) => (
            &DRIVERS,
            format!(
                "{name} is a transport vehicle driven by {}",
                board.card_name(*d)
            ),
            true,
        ),
        (Needs::Driver, _) => {
            let droids_only = characters_aboard(board, c)
                .iter()
                .any(|&o| is_droid(board.card_def(o)));
            let why = if droids_only {
                " (droids may not drive)"
            } else {
                ""
            };
            (
                &DRIVERS,
                format!("{name} is a transport vehicle with no driver aboard{why}"),
                false,
            )
        }
        (Needs::Pilot, Some(Operator::Permanent(Some(a)))) => (
            &PILOTS,
            format!("{name} has a permanent pilot aboard (ability {a})"),
            true,
        ),
        (Needs::Pilot, Some(Operator::Permanent(None))) => (
            &U_CRASHED_PILOT,
            format!("{name} has crashed, so its permanent pilot provides no ability"),
            false,
        ),
        (Needs::Pilot, None)
            if def.permanent_pilot.is_some() && silences && board.cards[c].state.crashed =>
        {
            (
                &U_CRASHED_PILOT,
                format!(
                    "{name} has crashed: its permanent pilot, a matter of game text, provides nothing, and no other pilot is aboard"
                ),
                false,
            )
        }
        (Needs::Pilot, Some(Operator::Character(p))) => {
            let r = if is_combat(def) {
                &COMBAT_VEHICLE
            } else {
                &PILOTS
            };
            (
                r,
                format!("{name} is piloted by {}", board.card_name(*p)),
                true,
            )
        }
        (Needs::Pilot, _) => {
            let r = if is_combat(def) {
                &COMBAT_VEHICLE
            } else {
                &PILOTS
            };
            (r, format!("{name} has no pilot aboard"), false)
        }
    };
    if decisive || !ok {
        e.because(rule, text);
    } else {
        e.allow(rule, text);
    }
    ok
}

/// The landspeed a card may use now, with the reasons; None when it cannot move by landspeed.
pub fn usable_landspeed(e: &mut Eval, c: CardIx) -> Option<i64> {
    let board = e.board;
    let def = board.card_def(c);
    let card = &board.cards[c];
    let name = board.card_name(c);
    match def.card_type {
        CardType::Character | CardType::Creature => {
            let n = card.landspeed.or(def.landspeed).unwrap_or(1);
            let n = super::shared::arithmetic::non_negative(e, n, &format!("{name}'s landspeed"));
            e.detail(format!(
                "{name}: landspeed {n}{}",
                if def.landspeed.is_none() && card.landspeed.is_none() {
                    " (characters and creatures have 1 unless stated)"
                } else {
                    ""
                }
            ));
            Some(n)
        }
        CardType::Vehicle => {
            if card.state.crashed {
                e.because(&CRASHED, format!("{name} has crashed: it has no landspeed"));
                return None;
            }
            if !explain_operated(e, c, false) {
                return None;
            }
            let mut n = card.landspeed.or(def.landspeed).unwrap_or(0);
            n = super::shared::arithmetic::non_negative(e, n, &format!("{name}'s landspeed"));
            if is_at_at(def) && n > 1 {
                let r = if e.in_force(&U_AT_AT) {
                    &U_AT_AT
                } else {
                    &COMBAT_VEHICLE
                };
                e.because(
                    r,
                    format!("{name} is an AT-AT: its landspeed {n} is held to 1"),
                );
                n = 1;
            }
            e.detail(format!("{name}: landspeed {n}"));
            Some(n)
        }
        CardType::Starship => {
            if let Place::At(l) = card.place
                && board.loc_def(l).is_site()
            {
                e.because(
                    &crate::rulebook::movement::LANDED,
                    format!("{name} is landed: a landed starfighter has no landspeed"),
                );
            }
            None
        }
        _ => None,
    }
}

/// `piloted <card>`
pub fn ask_piloted(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let def = e.board.card_def(c);
    if !is_craft(def) {
        return Err(e.res.wrong_kind(
            card,
            format!(
                "`{}` is a {}, not a starship or vehicle",
                def.plain_title(),
                def.kind_words()
            ),
            "not a craft",
            None,
        ));
    }
    e.v.side = Some(e.board.cards[c].side);
    let ok = explain_operated(e, c, true);
    let board = e.board;
    let pilots = acting_pilots(board, c);
    let all_pilots: Vec<CardIx> = characters_aboard(board, c)
        .into_iter()
        .filter(|&o| board.card_def(o).has_icon(Icon::Pilot))
        .collect();
    if needs(def) == Needs::Pilot
        && all_pilots.len() > pilots.len()
        && def.permanent_pilot.is_none()
    {
        let extra: Vec<String> = all_pilots
            .iter()
            .filter(|o| !pilots.contains(o))
            .map(|&o| board.card_name(o))
            .collect();
        e.because(
            &PILOTS,
            format!(
                "pilot capacity is {}: {} ride{} as passenger{}, enhancing nothing as pilot{} (a gunner still enhances as a gunner)",
                def.capacity.pilots.unwrap_or(1),
                extra.join(", "),
                if extra.len() == 1 { "s" } else { "" },
                if extra.len() == 1 { "" } else { "s" },
                if extra.len() == 1 { "" } else { "s" }
            ),
        );
    }
    e.answer(Answer::from_bool(ok));
    Ok(())
}

/// `landspeed <card>`
pub fn ask_landspeed(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    e.v.side = Some(e.board.cards[c].side);
    let def = e.board.card_def(c);
    if !matches!(
        def.card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle | CardType::Starship
    ) {
        return Err(e.res.wrong_kind(
            card,
            format!("`{}` has no landspeed", def.plain_title()),
            "no landspeed",
            None,
        ));
    }
    match usable_landspeed(e, c) {
        Some(n) => {
            if def.card_type == CardType::Creature
                && e.in_force(&crate::rulebook::creatures::U_CREATURES)
            {
                e.because(
                    &crate::rulebook::creatures::U_CREATURES,
                    "creatures have landspeed 1",
                );
            } else if matches!(def.card_type, CardType::Character | CardType::Creature) {
                e.because(
                    &crate::rulebook::movement::REGULAR,
                    "characters and creatures have landspeed 1 unless their card says otherwise",
                );
            } else if !e
                .v
                .reasons
                .iter()
                .any(|r| r.rule == U_AT_AT.id || r.rule == COMBAT_VEHICLE.id)
            {
                e.because(
                    &EXTERIOR_ONLY,
                    format!(
                        "{} moves by its landspeed among exterior sites",
                        e.board.card_name(c)
                    ),
                );
            }
            e.answer(Answer::Number(n));
        }
        None => {
            if def.card_type == CardType::Starship && e.v.reasons.is_empty() {
                e.because(
                    &crate::rulebook::movement::REGULAR,
                    format!(
                        "{} is a starship: it moves by hyperspeed, not landspeed",
                        e.board.card_name(c)
                    ),
                );
            }
            e.answer(Answer::Number(0));
        }
    }
    Ok(())
}

/// `enhances <card> <craft>`
pub fn ask_enhances(e: &mut Eval, card: &CardRef, craft: &CardRef) -> Result<(), AskError> {
    let o = e.res.card(card)?;
    let c = e.res.card(craft)?;
    let board = e.board;
    let cdef = board.card_def(c);
    if !is_craft(cdef) {
        return Err(e.res.wrong_kind(
            craft,
            format!("`{}` is not a starship or vehicle", cdef.plain_title()),
            "not a craft",
            None,
        ));
    }
    e.v.side = Some(board.cards[o].side);
    let name = board.card_name(o);
    let cname = board.card_name(c);
    if super::shared::moving::below_decks(e, o, c) {
        return Ok(());
    }
    if board.cards[o].place != Place::Aboard(c) {
        e.refuse(&PILOTS, format!("{name} is not aboard {cname}"));
        return Ok(());
    }
    let enhanceable = cdef.card_type == CardType::Starship
        || is_combat(cdef)
        || cdef.subtype == Some(Subtype::Shuttle);
    let kind = if cdef.card_type == CardType::Starship {
        "starship"
    } else if is_combat(cdef) {
        "combat vehicle"
    } else if cdef.subtype == Some(Subtype::Shuttle) {
        "shuttle vehicle"
    } else if cdef.subtype == Some(Subtype::Transport) {
        "transport vehicle"
    } else if is_creature_vehicle(cdef) {
        "creature vehicle"
    } else {
        "vehicle"
    };
    let odef = board.card_def(o);
    if needs(cdef) == Needs::Pilot && acting_pilots(board, c).contains(&o) {
        if enhanceable {
            e.because(&PILOTS, format!("{name} is acting as a pilot of {cname}, a {kind}: pilots enhance starships, combat vehicles and shuttle vehicles"));
            e.assume(format!("{name}'s own game text names what it adds to (\"anything he pilots\", \"any starship he pilots\", \"any combat vehicle he pilots\"…): the rules let a starship bonus apply to combat and shuttle vehicles, but a combat-vehicle bonus applies to combat vehicles only"));
            e.answer(Answer::Yes);
        } else {
            e.refuse(&PILOTS, format!("{cname} is a {kind}: only starships, combat vehicles and shuttle vehicles are enhanced by pilots"));
        }
        return Ok(());
    }
    if odef.has_icon(Icon::Pilot) && needs(cdef) == Needs::Pilot {
        e.consider(&PILOTS, format!("{name} is aboard beyond {cname}'s pilot capacity ({}): a passenger, who enhances nothing as a pilot", cdef.capacity.pilots.unwrap_or(1)));
    }
    if odef.has_trait(&Trait::Gunner) {
        if enhanceable {
            e.because(&GUNNERS, format!("{name} is a gunner riding as a passenger: gunners enhance starships, combat vehicles and shuttle vehicles ({cname} is a {kind})"));
            e.answer(Answer::Yes);
        } else {
            // The documents grant gunners starships, combat and shuttle vehicles, without an
            // "only": for another kind of craft the gunner's own text decides.
            e.because(&GUNNERS, format!("{name} is a gunner; the documents give gunners starships, combat vehicles and shuttle vehicles, and {cname} is a {kind}"));
            e.missing(format!("whether {name}'s own text reaches a {kind} such as {cname}: the documents extend gunners to starships, combat and shuttle vehicles and say nothing of other craft"));
        }
        return Ok(());
    }
    e.refuse(&PILOTS, format!("{name} is a passenger aboard {cname}: passengers who are neither acting pilots nor gunners enhance nothing"));
    Ok(())
}
