//! Starships and vehicles as the Hoth supplement redefines them: pilots, drivers, passengers,
//! gunners, open and enclosed vehicles, crashed vehicles, combat and creature vehicles.

use super::actions::{Act, Action, Check, Outcome, Stage};
use super::eval::{Cx, Eval};
use super::shared::operated::explain_operated;
use super::shared::operated::usable_landspeed;
use super::subject::AskError;
use crate::board::facts::{
    Needs, acting_pilots, characters_aboard, is_combat, is_craft, is_creature_vehicle, needs,
};
use crate::board::{CardIx, LocId, Place};
use crate::catalog::{CardDef, CardType, Icon, Subtype, Trait};
use crate::query::CardRef;
use crate::rulebook::vehicles::{
    COMBAT_VEHICLE, EXTERIOR_ONLY, GUNNERS, INTERIOR_NO_VEHICLES, PILOTS, U_AT_AT,
};
use crate::verdict::Answer;

/// `piloted <card>`
pub(crate) fn ask_piloted(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
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
pub(crate) fn ask_landspeed(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
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
            // A sentence of the card, or of one aboard it, that changes landspeed and is not
            // read: the number turns on it (scope policy, "Card text").
            for line in unread_landspeed_text(e.board, c) {
                e.missing(line);
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

/// The sentences, not read, of `c` and of the characters aboard it that change a landspeed
/// ("While aboard a non-creature vehicle, adds 1 to power, maneuver and landspeed",
/// "Landspeed = driver's ability"), each quoted with its card.
fn unread_landspeed_text(board: &crate::board::Board, c: CardIx) -> Vec<String> {
    let changes = |text: &str| {
        let l = text.to_lowercase();
        l.contains("landspeed")
            && ["add", "+", "-", "=", "subtract", "increase", "decrease"]
                .iter()
                .any(|w| l.contains(w))
    };
    std::iter::once(c)
        .chain(characters_aboard(board, c))
        .flat_map(|k| {
            let def = board.card_def(k);
            def.sentences()
                .iter()
                .filter(|s| s.fact.is_none() && changes(&s.text))
                .map(|s| {
                    format!(
                        "{}'s own text, not read here, may change this landspeed: \"{}\"",
                        board.card_name(k),
                        s.text
                    )
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// `enhances <card> <craft>`
pub(crate) fn ask_enhances(e: &mut Eval, card: &CardRef, craft: &CardRef) -> Result<(), AskError> {
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
    if let Some((rule, why)) = super::shared::regular_move::below_decks(e, o, c) {
        e.refuse(rule, why);
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

/// A vehicle deploys to an exterior site (docking bays count), and its regular move goes only
/// by exterior sites, unless its own card allows interior ones: the sites it crosses on its
/// row, or the site it goes to on another planet (where a location's text lets it go).
pub static WAY_CHECK: Check = Check {
    on: &[Action::Move, Action::Deploy, Action::React],
    stage: Stage::Rule,
    name: "a vehicle deploys and moves only to exterior sites, unless its card allows interior ones",
    rules: &[&EXTERIOR_ONLY, &INTERIOR_NO_VEHICLES],
    run: way_check,
};

pub static CHECKS: &[&Check] = &[&WAY_CHECK];

fn way_check(e: &mut Cx, act: &Act) -> Outcome {
    let board = e.board;
    if let Act::Deploy {
        card,
        to: Some(target),
        host: None,
        ..
    } = *act
    {
        return deploy_place(e, card, target);
    }
    if let Act::Move {
        kind: Action::React,
        card,
        to: Some(dest),
        ..
    } = *act
    {
        return react_place(e, card, dest);
    }
    let Some((card, origin, dest)) = act.regular_move(board) else {
        return Outcome::NotMine;
    };
    if board.card_def(card).card_type != CardType::Vehicle
        || origin == dest
        || !board.loc_def(origin).is_site()
        || !board.loc_def(dest).is_site()
    {
        return Outcome::NotMine;
    }
    let path = crate::board::facts::regular_way(board, origin, dest);
    Outcome::refused_if(vehicle_way_refused(e, card, &path))
}

/// Where a vehicle reacts to: an exterior site, or an interior one its own card allows (a
/// crashed vehicle does not react at all: the crash check's, `shared::operated::CRASH_CHECK`).
fn react_place(e: &mut Cx, c: CardIx, dest: LocId) -> Outcome {
    let board = e.board;
    let (def, ddef) = (board.card_def(c), board.loc_def(dest));
    if def.card_type != CardType::Vehicle || board.cards[c].state.crashed {
        return Outcome::NotMine;
    }
    if !ddef.is_site() {
        e.because(
            &EXTERIOR_ONLY,
            format!(
                "vehicles move only to exterior sites; {} is not a site",
                ddef.plain_title()
            ),
        );
        return Outcome::Refuse;
    }
    if !ddef.has_icon(Icon::Exterior) && !def.allows("move-to-interior") {
        e.because(
            &INTERIOR_NO_VEHICLES,
            format!(
                "{} is an interior site: a vehicle may not move there, by react or otherwise",
                ddef.plain_title()
            ),
        );
        return Outcome::Refuse;
    }
    Outcome::Clear
}

/// Where a vehicle deploys (not aboard a craft): an exterior site, or an interior one its own
/// card allows; a cloud car flies, so a sector is the sector rules' to settle.
fn deploy_place(e: &mut Cx, def: &CardDef, target: LocId) -> Outcome {
    let board = e.board;
    let ldef = board.loc_def(target);
    if def.card_type != CardType::Vehicle || (ldef.is_sector() && def.has_trait(&Trait::CloudCar)) {
        return Outcome::NotMine;
    }
    // Before the Dagobah supplement sectors do not exist: the sector rules leave the act open.
    if ldef.is_sector() && !crate::rules::shared::sector_legs::sectors_exist(e) {
        return Outcome::NotMine;
    }
    let place = ldef.plain_title();
    let title = def.plain_title();
    if !ldef.is_site() {
        e.because(
            &EXTERIOR_ONLY,
            format!(
                "vehicles deploy to exterior sites (or aboard capital starships); {place} is a {}",
                board.locations[target].kind.name()
            ),
        );
        return Outcome::Refuse;
    }
    if ldef.has_icon(Icon::Exterior) {
        let bay = if ldef.is_docking_bay() {
            " (a docking bay)"
        } else {
            ""
        };
        e.allow(
            &EXTERIOR_ONLY,
            format!("{place} is an exterior site{bay}: vehicles may deploy there"),
        );
        return Outcome::Clear;
    }
    if def.allows("deploy-to-interior") {
        e.allow(
            &INTERIOR_NO_VEHICLES,
            format!("{place} is an interior site, but {title}'s own card allows it there"),
        );
        return Outcome::Clear;
    }
    e.because(
        &EXTERIOR_ONLY,
        format!("vehicles deploy only to exterior sites; {place} is interior"),
    );
    e.because(
        &INTERIOR_NO_VEHICLES,
        format!("{place} is an interior site and {title}'s card does not allow it there"),
    );
    Outcome::Refuse
}

/// A vehicle's way: only exterior sites, unless its own card allows interior ones. True when
/// refused.
fn vehicle_way_refused(e: &mut Cx, c: CardIx, path: &[LocId]) -> bool {
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    if def.card_type != CardType::Vehicle {
        return false;
    }
    if def.allows("move-to-interior") {
        if path
            .iter()
            .any(|&l| !board.loc_def(l).has_icon(Icon::Exterior))
        {
            e.because(
                &INTERIOR_NO_VEHICLES,
                format!("the way passes interior sites, but {name}'s own card allows it there"),
            );
        }
        return false;
    }
    let indoors: Vec<String> = path
        .iter()
        .filter(|&&l| !board.loc_def(l).has_icon(Icon::Exterior))
        .map(|&l| board.loc_def(l).plain_title().to_string())
        .collect();
    if indoors.is_empty() {
        e.allow(
            &EXTERIOR_ONLY,
            format!(
                "every site on the way is exterior (docking bays count), so {name} may drive there"
            ),
        );
        return false;
    }
    e.because(
        &EXTERIOR_ONLY,
        format!(
            "vehicles move only to exterior sites: {} is not",
            indoors.join(", ")
        ),
    );
    e.because(
        &INTERIOR_NO_VEHICLES,
        format!(
            "{} is an interior site, and {name}'s card does not allow it there",
            indoors[0]
        ),
    );
    true
}
