//! Cloud City capturing: the options when a character is captured (seizure, imprisonment,
//! escape), escorts and prisoner transfers, and 'frozen' captives.
//!
//! A board shows a captive in one of three ways: under its escort's `escorting:` (escorted),
//! with `state: [captured]` at a prison site (imprisoned), or with `state: [captured, frozen]`
//! at another site or aboard a vehicle or starship (left unattended; only a frozen captive may
//! be). `frozen` alone also marks a captive.

use super::actions::{Act, Action, Check, Outcome, Stage, consult, rules};
use super::eval::{Cx, Eval};
use super::shared::captives::names;
use super::subject::AskError;
use super::vehicles;
use crate::board::facts::{
    Custody, captive_owner, custody, is_captive, is_prison, release_outcome,
};
use crate::board::{Board, CardIx, LocId, Phase, Place};
use crate::catalog::{CardType, Icon, Trait};
use crate::query::{CardRef, Side};
use crate::rulebook::Rule;
use crate::rulebook::capture::{CAPTURE, ESCORT, FROZEN};
use crate::verdict::Answer;

/// A bounty hunter or warrior of `side` free to hold a captive (not itself captive or missing).
pub(crate) fn may_escort(board: &Board, x: CardIx, side: Side) -> bool {
    let def = board.card_def(x);
    board.cards[x].side == side
        && def.card_type == CardType::Character
        && (def.has_trait(&Trait::BountyHunter) || def.has_icon(Icon::Warrior))
        && !is_captive(board, x)
        && !crate::board::facts::is_missing(board, x, true)
}

/// May `x` take one more captive: none held yet, or a card lets it hold any number.
fn has_room(board: &Board, x: CardIx) -> bool {
    board.cards[x].escorting.is_empty() || escorts_any_number(board, x).is_some()
}

/// The card (the escort itself, or a device on it) that lets it escort any number of captives.
pub(crate) fn escorts_any_number(board: &Board, x: CardIx) -> Option<String> {
    std::iter::once(x)
        .chain(board.cards[x].carrying.iter().copied())
        .find(|&k| board.card_def(k).allows("escort-any-number"))
        .map(|k| board.card_name(k))
}

/// Bounty hunters and warriors of `side` at location `l`: (free to take a captive, already full).
fn escorts_at(board: &Board, side: Side, l: LocId, except: CardIx) -> (Vec<CardIx>, Vec<CardIx>) {
    let all: Vec<CardIx> = board
        .cards
        .keys()
        .filter(|&x| x != except && board.location_of(x) == Some(l) && may_escort(board, x, side))
        .collect();
    all.into_iter().partition(|&x| has_room(board, x))
}

/// Ability a side has at a location from its own free characters and permanent pilots (captives
/// and missing characters add none).
fn free_ability_at(board: &Board, side: Side, l: LocId) -> i64 {
    board
        .cards
        .keys()
        .filter(|&c| {
            board.cards[c].side == side
                && board.location_of(c) == Some(l)
                && !is_captive(board, c)
                && !crate::board::facts::is_missing(board, c, true)
        })
        .map(|c| {
            let def = board.card_def(c);
            match def.card_type {
                CardType::Character => board.cards[c].ability.or(def.ability).unwrap_or(0),
                CardType::Vehicle | CardType::Starship => def.permanent_pilot.unwrap_or(0),
                _ => 0,
            }
        })
        .sum()
}

/// `capture <character>`: the options when it is captured now, or, for a captive, the options
/// it is held under. The capture meets the table (`Act::Capture`): the custody check says what
/// it comes to (its options), the missing family's that a missing character is not captured;
/// `settle` answers.
pub(crate) fn ask_capture(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let board = e.board;
    let def = board.card_def(c);
    if def.card_type != CardType::Character {
        return Err(e.res.wrong_kind(
            card,
            format!(
                "`{}` is a {}: only characters are captured",
                def.plain_title(),
                def.kind_words()
            ),
            "not a character",
            None,
        ));
    }
    if e.in_force(&CAPTURE) {
        e.v.side = Some(Side::Dark);
    }
    let found = consult(e, &Act::Capture { card: c });
    e.settle(found, None);
    Ok(())
}

/// [`CUSTODY`] on a capture: what it comes to, the options the character has (`Cx::result`).
/// Before Cloud City, open (the elementary rules of capturing are not the judge's); a missing
/// character is the missing family's to refuse (`missing::USE_CHECK`).
fn capture_options(e: &mut Cx, c: CardIx) -> Outcome {
    if !e.in_force(&CAPTURE) {
        e.missing("capturing before the Cloud City supplement follows the A New Hope supplement's elementary rules (captives relocated to the Detention Block Corridor), which swjudge does not have");
        return Outcome::Open;
    }
    let board = e.board;
    if board.cards[c].state.missing {
        return Outcome::NotMine;
    }
    match custody(board, c) {
        Custody::Free => at_capture(e, c),
        Custody::Escorted(x) => escorted(e, c, x),
        Custody::Imprisoned(l) => imprisoned(e, c, l),
        Custody::Unattended => unattended(e, c),
    }
}

fn at_capture(e: &mut Cx, c: CardIx) -> Outcome {
    let board = e.board;
    let name = board.card_name(c);
    if board.cards[c].side == Side::Dark {
        e.missing(format!("capturing {name}, a Dark Side character: the supplement describes only the Dark Side taking Light Side captives"));
        return Outcome::Open;
    }
    let Some(l) = board.location_of(c) else {
        e.missing(format!("where {name} is"));
        return Outcome::Open;
    };
    let lname = board.loc_def(l).plain_title().to_string();
    let prison = is_prison(board, l);
    let (free, full) = escorts_at(board, Side::Dark, l, c);
    e.fact("capture at", lname.clone());
    e.fact("prison", if prison { "yes" } else { "no" });
    let mut options: Vec<String> = free
        .iter()
        .map(|&x| format!("seize: {}", board.card_name(x)))
        .collect();
    if prison {
        options.push(format!("imprison at {lname}"));
    }
    options.push("escape to the Light Side's Used Pile".into());
    let seize = if free.is_empty() {
        format!(
            "no Dark Side bounty hunter or warrior free to take a captive is at {lname}, so nobody may seize {name}"
        )
    } else {
        format!(
            "each Dark Side bounty hunter or warrior at {lname} may seize one captive: {}",
            names(board, &free)
        )
    };
    let jail = if prison {
        format!("{lname} is a prison, so {name} may be imprisoned there")
    } else {
        format!("{lname} is not a prison, so imprisonment is not an option")
    };
    e.because(
        &CAPTURE,
        format!("{seize}; {jail}; a captive neither seized nor imprisoned escapes to the Light Side's Used Pile (no Detention Block Corridor is needed)"),
    );
    for &x in &full {
        e.because(
            &ESCORT,
            format!(
                "{} already escorts {}: an escort holds one captive at a time",
                board.card_name(x),
                names(board, &board.cards[x].escorting)
            ),
        );
    }
    if let Some(&x) = free.iter().find(|&&x| !board.cards[x].escorting.is_empty())
        && let Some(by) = escorts_any_number(board, x)
    {
        e.because(
            &ESCORT,
            format!(
                "{} already escorts a captive, but {by} lets it escort any number",
                board.card_name(x)
            ),
        );
    }
    e.detail("once seized or imprisoned, a captive is never released voluntarily");
    e.result(options);
    Outcome::Clear
}

fn escorted(e: &mut Cx, c: CardIx, x: CardIx) -> Outcome {
    let board = e.board;
    let (name, xn) = (board.card_name(c), board.card_name(x));
    let frozen = board.cards[c].state.frozen;
    let mut options = vec![format!("stay in custody of {xn}")];
    let l = board.location_of(x);
    if let Some(l) = l.filter(|&l| is_prison(board, l)) {
        options.push(format!(
            "transfer to the prison {} (a prisoner transfer in your move phase)",
            board.loc_def(l).plain_title()
        ));
    }
    let at_prison = l.is_some_and(|l| is_prison(board, l));
    if frozen && !at_prison {
        let at = match board.cards[x].place {
            Place::Aboard(v) => Some(format!("aboard {}", board.card_name(v))),
            _ => l
                .filter(|&l| board.loc_def(l).is_site())
                .map(|l| format!("at {}", board.loc_def(l).plain_title())),
        };
        if let Some(at) = at {
            options.push(format!(
                "leave unattended {at} (an unlimited move in your move phase)"
            ));
        }
    }
    if frozen {
        frozen_facts(e, c);
    }
    e.because(
        &ESCORT,
        format!("{name} is a captive escorted by {xn}: it moves wherever {xn} goes at no extra Force and takes a seat aboard vehicles and starships; {xn} may not hand it to another bounty hunter or warrior except through a prison (or a card that allows it)"),
    );
    e.because(&CAPTURE, format!("{xn} may not release {name} voluntarily"));
    e.detail(format!(
        "if {xn} is lost or otherwise leaves play, {name} {}",
        release_outcome(board, x, c)
    ));
    e.result(options);
    Outcome::Clear
}

fn imprisoned(e: &mut Cx, c: CardIx, l: LocId) -> Outcome {
    let board = e.board;
    let name = board.card_name(c);
    let lname = board.loc_def(l).plain_title().to_string();
    let (free, _) = escorts_at(board, Side::Dark, l, c);
    let mut options = vec![format!("stay imprisoned at {lname}")];
    options.extend(free.iter().map(|&y| {
        format!(
            "taken into custody by {} (a prisoner transfer in your move phase)",
            board.card_name(y)
        )
    }));
    e.because(
        &CAPTURE,
        format!("{name} is imprisoned at {lname}, a prison: it is never released voluntarily"),
    );
    e.because(
        &ESCORT,
        if free.is_empty() {
            format!("no Dark Side bounty hunter or warrior free to take a captive is at {lname} to take {name} into custody")
        } else {
            format!(
                "a bounty hunter or warrior present at a prison may take a captive imprisoned there into custody: {}",
                names(board, &free)
            )
        },
    );
    if board.cards[c].state.frozen {
        frozen_facts(e, c);
        e.because(
            &FROZEN,
            format!("{name} is 'frozen' but held in a prison, so it is not unattended"),
        );
    }
    e.result(options);
    Outcome::Clear
}

fn unattended(e: &mut Cx, c: CardIx) -> Outcome {
    let board = e.board;
    let name = board.card_name(c);
    let where_ = match board.cards[c].place {
        Place::Aboard(v) => format!("aboard {}", board.card_name(v)),
        Place::At(l) => format!("at {}", board.loc_def(l).plain_title()),
        _ => "here".into(),
    };
    if !board.cards[c].state.frozen {
        e.because(
            &FROZEN,
            format!("{name} is a captive {where_} with no escort and not in a prison, but only a 'frozen' captive may be left unattended"),
        );
        e.missing(format!("how {name} is held: put it under an escort's `escorting:`, at a prison, or mark it `frozen`"));
        return Outcome::Open;
    }
    frozen_facts(e, c);
    let Some(l) = board.location_of(c) else {
        e.missing(format!("where {name} is"));
        return Outcome::Open;
    };
    let lname = board.loc_def(l).plain_title().to_string();
    let (free, _) = escorts_at(board, Side::Dark, l, c);
    let mut options = vec![format!("remain unattended {where_}")];
    options.extend(free.iter().map(|&y| {
        format!(
            "taken into custody by {} (an unlimited move in your move phase)",
            board.card_name(y)
        )
    }));
    let (light, dark) = (
        free_ability_at(board, Side::Light, l),
        free_ability_at(board, Side::Dark, l),
    );
    e.fact(
        format!("ability at {lname}"),
        format!("Light Side {light}, Dark Side {dark}"),
    );
    e.assume("a side controls a location when it has presence there and its opponent has none (base rules)");
    let controls = light > 0 && dark == 0;
    if controls {
        options.push("released by the Light Side (it controls the location)".into());
    }
    e.because(
        &FROZEN,
        format!(
            "{name} is a 'frozen' captive left unattended {where_} (on the Dark Side of the table): it may stay, be taken into custody by a Dark Side bounty hunter or warrior present ({}), or be released by the Light Side if it controls {lname}, which it {}",
            names(board, &free),
            if controls { "does" } else { "does not" }
        ),
    );
    e.result(options);
    Outcome::Clear
}

fn frozen_facts(e: &mut Cx, c: CardIx) {
    let name = e.board.card_name(c);
    e.fact(
        format!("{name} while 'frozen'"),
        "no power, no ability, no landspeed",
    );
    e.because(
        &FROZEN,
        format!("{name} is 'frozen': it has no power, ability or landspeed, and only cards that release captives or target 'frozen' captives may target it"),
    );
}

/// What a prisoner transfer, or a move of an unattended captive, costs: the documents set no
/// Force for it, so its price is open.
pub static PRISONER_PRICE: Check = Check {
    on: &[Action::Transfer],
    stage: Stage::Price,
    name: "a prisoner transfer's price, which the documents do not set",
    rules: &[],
    run: |e, a| match *a {
        Act::Move {
            kind: Action::Transfer,
            card,
            ..
        } if e.in_force(&ESCORT) && custody(e.board, card) != Custody::Free => {
            e.missing("the documents set no Force cost for prisoner transfers or for moving unattended captives");
            crate::rules::actions::Outcome::Open
        }
        _ => crate::rules::actions::Outcome::NotMine,
    },
};

/// A captive's custody (Cloud City), one check for every act the capture rules constrain: a
/// captive no escort holds makes no move of its own, an escorted one goes only where its
/// escort goes (aboard only with it), a prisoner transfer goes where the escort, the prison or
/// the captive's being 'frozen' lets it (and a transfer to a location is a prisoner transfer or
/// nothing), and only cards that release captives or target 'frozen' ones target a 'frozen'
/// captive. The capture, escort and 'frozen' rules are this check's, one owner each.
pub static CUSTODY: Check = Check {
    on: &[
        Action::Move,
        Action::Land,
        Action::TakeOff,
        Action::SectorMove,
        Action::React,
        Action::Shuttle,
        Action::Transfer,
        Action::Transit,
        Action::Embark,
        Action::Disembark,
        Action::Target,
        Action::Capture,
    ],
    stage: Stage::Gate,
    name: "a captive's custody: captives, escorts, prisoner transfers and 'frozen' captives",
    rules: &[&CAPTURE, &ESCORT, &FROZEN],
    run: |e, a| match *a {
        Act::Target { .. } => Outcome::refused_if(frozen_target(e, a)),
        Act::Capture { card } => capture_options(e, card),
        Act::Move {
            kind: Action::Transfer,
            ..
        } => transfer_custody(e, a),
        _ => Outcome::refused_if(held_captive(e, a) || captive_seats_refused(e, a)),
    },
};

pub static CHECKS: &[&Check] = &[&CUSTODY, &PRISONER_PRICE];

/// A character going aboard with its captive, or beside captives already aboard: captives
/// fill passenger seats (the escorting rule). True when there is no room for them all.
fn captive_seats_refused(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        kind: Action::Embark,
        card,
        craft: Some(h),
        by_card: false,
        ..
    } = *act
    else {
        return false;
    };
    super::shared::captives::captive_seats(e, card, h) == Some(true)
}

fn frozen_target(e: &mut Cx, act: &Act) -> bool {
    let Act::Target { target: c, by } = *act else {
        return false;
    };
    let board = e.board;
    if !board.cards[c].state.frozen || !e.in_force(&FROZEN) {
        return false;
    }
    let name = board.card_name(c);
    let Some(by) = by else {
        e.because(
            &FROZEN,
            format!("{name} is a 'frozen' captive: it may be targeted only by a card that releases captives or that targets 'frozen' captives (ask `with` that card)"),
        );
        return true;
    };
    let bdef = by.def(board);
    let bn = by.name(board);
    if bdef.allows("release-captives") {
        e.allow(
            &FROZEN,
            format!("{bn} releases captives, so it may target the 'frozen' {name}"),
        );
        false
    } else if bdef.allows("target-frozen") {
        e.allow(
            &FROZEN,
            format!("{bn} specifically targets 'frozen' captives, so it may target {name}"),
        );
        false
    } else {
        e.because(
            &FROZEN,
            format!("{name} is a 'frozen' captive, and {bn} neither releases captives nor targets 'frozen' captives (no `allows: release-captives` or `target-frozen` on record)"),
        );
        true
    }
}

/// `landspeed <card>`: a 'frozen' captive has none; anything else as the vehicles family says.
pub(crate) fn ask_landspeed(e: &mut Eval, card: &CardRef) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    if e.board.cards[c].state.frozen && e.in_force(&FROZEN) {
        let name = e.board.card_name(c);
        e.v.side = Some(e.board.cards[c].side);
        e.because(&FROZEN, format!("{name} is 'frozen': it has no landspeed"));
        e.answer(Answer::Number(0));
        return Ok(());
    }
    vehicles::ask_landspeed(e, card)
}

/// Where a transfer goes: a card (escort, craft) or a location (a prison).
#[derive(Clone, Copy)]
enum Dest {
    Card(CardIx),
    Loc(LocId),
}

/// `can transfer <card> to <card or location>`: prisoner transfers and unattended captives
/// (Cloud City); anything else is an ordinary transfer between starships.
/// Whether the capture rules answer `can transfer <card> to <to>`, looking only at the board:
/// a captive (the escort and prisoner rules), or any card to a location (a prisoner transfer,
/// or nothing). A free card transferring to a craft is the movement rules'.
pub(crate) fn reads_transfer(e: &Eval, card: &CardRef, to: &CardRef) -> bool {
    let Ok(c) = e.res.card(card) else {
        return true;
    };
    if e.res.card(to).is_err() {
        return true;
    }
    e.in_force(&ESCORT) && custody(e.board, c) != Custody::Free
}

pub(crate) fn ask_transfer(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let dest = match e.res.card(to) {
        Ok(y) => Dest::Card(y),
        Err(err) => match e.res.location(to) {
            Ok(l) => Dest::Loc(l),
            Err(_) => return Err(err),
        },
    };
    let board = e.board;
    let captive = e.in_force(&ESCORT) && custody(board, c) != Custody::Free;
    let (to, craft) = match dest {
        Dest::Loc(l) => (Some(l), None),
        // A free card transferring between craft is the movement rules' (`reads_transfer`:
        // `readings::ask_transfer` sends it there).
        Dest::Card(_) if !captive => {
            e.missing("a free card's transfer between craft is answered by the movement rules");
            return Ok(());
        }
        Dest::Card(y) => (None, Some(y)),
    };
    let side = asker
        .or_else(|| captor(e, c, Action::Transfer))
        .unwrap_or(board.cards[c].side);
    e.v.side = Some(side);
    // The custody is the gate's (the dispatch ran it on this act, `rules::move_gate`).
    let act = Act::moving(Action::Transfer, c, side, to, craft);
    let found = rules(e, &act);
    // Asked for its price: the table's (`PRISONER_PRICE` leaves it open).
    if captive && !found.is_refused() && e.want_cost() {
        let _ = super::actions::price(e, &act);
    }
    e.settle(found, None);
    Ok(())
}

/// A move of a captive other than a prisoner transfer: one no escort holds (imprisoned, or left
/// unattended) makes no move of its own, landing, taking off and sector moves being a craft's;
/// an escorted one goes only where its escort goes: no regular move or shuttle of its own, and
/// aboard only with its escort. True, with the reason, when refused.
fn held_captive(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        kind,
        card,
        to,
        craft,
        by_card,
        ..
    } = *act
    else {
        return false;
    };
    if by_card || !e.in_force(&ESCORT) {
        return false;
    }
    let board = e.board;
    let name = board.card_name(card);
    match custody(board, card) {
        Custody::Escorted(x) => {
            let why = match kind {
                Action::Embark => format!(
                    "{name} is a captive: it goes aboard only with its escort {}",
                    board.card_name(x)
                ),
                // A regular move (`can move <card> to <location>`), or a shuttle, of its own.
                Action::Move | Action::Shuttle
                    if kind == Action::Shuttle || (to.is_some() && craft.is_none()) =>
                {
                    format!(
                        "{name} is a captive escorted by {}: it goes only where its escort goes",
                        board.card_name(x)
                    )
                }
                _ => return false,
            };
            e.because(&ESCORT, why);
            true
        }
        Custody::Free => false,
        _ if matches!(kind, Action::Land | Action::TakeOff | Action::SectorMove) => false,
        held => {
            let why = match held {
                Custody::Imprisoned(l) => format!(
                    "{name} is imprisoned at {}: it is never let go voluntarily, and leaves only into the custody of a bounty hunter or warrior present (a prisoner transfer)",
                    board.loc_def(l).plain_title()
                ),
                _ if board.cards[card].state.frozen => format!(
                    "{name} is a captive left unattended ('frozen'): nobody seized is let go voluntarily, so it makes no move of its own; it stays, or a bounty hunter or warrior present takes it into custody (a prisoner transfer)"
                ),
                _ => format!(
                    "{name} is a captive neither escorted nor imprisoned: such a captive escapes at once, and makes no move of its own as a captive"
                ),
            };
            e.because(&CAPTURE, why);
            true
        }
    }
}

/// Who transfers a captive when the question does not say: its captor (a prisoner transfer).
/// None for any other act, a card that is no captive, or before Cloud City.
pub(crate) fn captor(e: &Eval, c: CardIx, action: Action) -> Option<Side> {
    (action == Action::Transfer && e.in_force(&ESCORT) && custody(e.board, c) != Custody::Free)
        .then(|| captive_owner(e.board, c).opponent())
}

/// [`CUSTODY`] on one transfer: a captive's prisoner transfer, or a free card's transfer to a
/// location (none).
fn transfer_custody(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        kind: Action::Transfer,
        card: c,
        side,
        to,
        craft,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let dest = match (craft, to) {
        (Some(y), _) => Dest::Card(y),
        (None, Some(l)) => Dest::Loc(l),
        (None, None) => return Outcome::NotMine,
    };
    let board = e.board;
    let held = custody(board, c);
    if !e.in_force(&ESCORT) || held == Custody::Free {
        return match dest {
            Dest::Loc(l) => not_a_prisoner_transfer(e, c, l),
            // A free card's transfer between craft is the transferring rule's.
            Dest::Card(_) => Outcome::NotMine,
        };
    }
    let captor = captive_owner(board, c).opponent();
    let name = board.card_name(c);
    if side != captor {
        e.because(
            &ESCORT,
            format!(
                "{name} is the {}'s captive: only the {} moves it",
                captor.title(),
                captor.title()
            ),
        );
        return Outcome::Refuse;
    }
    let late = outside_move_phase(e, side);
    match prisoner_transfer(e, c, held, dest, captor) {
        Ok((rule, why)) => {
            e.because(rule, why);
            Outcome::refused_if(late)
        }
        Err((rule, why)) => {
            e.because(rule, why);
            Outcome::Refuse
        }
    }
}

/// Where a captive held as `held` may be transferred to: the rule that allows it and why, or
/// the rule that refuses it and why.
fn prisoner_transfer(e: &mut Cx, c: CardIx, held: Custody, dest: Dest, captor: Side) -> Decided {
    let board = e.board;
    let name = board.card_name(c);
    let frozen = board.cards[c].state.frozen;
    let loc_name = |l: LocId| board.loc_def(l).plain_title().to_string();
    match (held, dest) {
        (Custody::Escorted(x), dest) => escorted_transfer(e, c, x, dest, captor),
        (Custody::Imprisoned(l), Dest::Card(y)) => {
            match custody_refusal(board, y, Some(l), captor, &ESCORT) {
                Some(refusal) => Err(refusal),
                None => Ok((
                    &ESCORT,
                    format!(
                        "{} is present at the prison {}: it may take {name}, imprisoned there, into custody (a prisoner transfer, an unlimited move)",
                        board.card_name(y),
                        loc_name(l)
                    ),
                )),
            }
        }
        (Custody::Imprisoned(l), Dest::Loc(_)) => Err((
            &CAPTURE,
            format!(
                "{name} is imprisoned at {}: it is never released voluntarily and leaves only into the custody of a bounty hunter or warrior present",
                loc_name(l)
            ),
        )),
        (Custody::Unattended, Dest::Card(y))
            if frozen && !crate::board::facts::is_craft(board.card_def(y)) =>
        {
            // Who may pick up an unattended 'frozen' captive is the frozen rule's; one captive
            // per escort stays the escort rule's.
            match custody_refusal(board, y, board.location_of(c), captor, &FROZEN) {
                Some(refusal) => Err(refusal),
                None => Ok((
                    &FROZEN,
                    format!(
                        "{name} is an unattended 'frozen' captive: {}, present, may take it into custody (an unlimited move)",
                        board.card_name(y)
                    ),
                )),
            }
        }
        (Custody::Unattended, _) => Err((
            &FROZEN,
            format!(
                "an unattended captive may stay, be taken into custody by a bounty hunter or warrior present, or be released by the Light Side; {name} cannot be moved there"
            ),
        )),
        // Free cards are no prisoner transfers ([`transfer_custody`] answers them).
        (Custody::Free, _) => Err((
            &ESCORT,
            format!("{name} is nobody's captive: the prisoner-transfer rules do not apply"),
        )),
    }
}

/// A prisoner transfer's ruling: the rule that allows it and why, or the rule that refuses it
/// and why.
type Decided = Result<(&'static Rule, String), (&'static Rule, String)>;

/// A transfer to a location of a card that is no captive (or before Cloud City): a transfer to
/// a location is a Cloud City prisoner transfer or nothing.
fn not_a_prisoner_transfer(e: &mut Cx, c: CardIx, l: LocId) -> Outcome {
    let board = e.board;
    let (name, lname) = (board.card_name(c), board.loc_def(l).plain_title());
    if e.in_force(&ESCORT) {
        e.because(
            &ESCORT,
            format!("{name} is no captive: transfers to a location are prisoner transfers of captives; other transfers go between starships"),
        );
        Outcome::Refuse
    } else {
        e.missing(format!("transferring {name} to {lname}: prisoner transfers are a Cloud City rule, and this ruleset has no rule for it"));
        Outcome::Open
    }
}

/// Prisoner transfers happen in your own move phase: true (with the reason) when the board's
/// turn or phase says otherwise; assumed when it does not say.
fn outside_move_phase(e: &mut Cx, side: Side) -> bool {
    let board = e.board;
    let mut refused = false;
    e.note_time();
    match (board.turn, board.phase) {
        (Some(t), _) if t != side => {
            e.because(&ESCORT, format!("prisoner transfers and moves of unattended captives happen in your own move phase; it is the {}'s turn", t.title()));
            refused = true;
        }
        (_, Some(p)) if p != Phase::Move => {
            e.because(&ESCORT, format!("prisoner transfers and moves of unattended captives happen in your move phase; it is the {} phase", p.name()));
            refused = true;
        }
        (Some(_), Some(_)) => {}
        _ => e.assume("it is your move phase"),
    }
    refused
}

/// Where an escort may transfer its captive: to the prison it is at, 'frozen' left unattended at
/// a site or aboard a craft, or to another bounty hunter or warrior at a prison.
fn escorted_transfer(e: &mut Cx, c: CardIx, x: CardIx, dest: Dest, captor: Side) -> Decided {
    let board = e.board;
    let name = board.card_name(c);
    let frozen = board.cards[c].state.frozen;
    let loc_name = |l: LocId| board.loc_def(l).plain_title().to_string();
    match dest {
        Dest::Loc(l) => {
            let xn = board.card_name(x);
            if board.location_of(x) != Some(l) {
                Err((
                    &ESCORT,
                    format!("{xn}, the escort, is not at {}", loc_name(l)),
                ))
            } else if is_prison(board, l) {
                Ok((
                    &ESCORT,
                    format!(
                        "{xn} is present at the prison {}: it may transfer {name} there (a prisoner transfer, an unlimited move)",
                        loc_name(l)
                    ),
                ))
            } else if frozen && board.loc_def(l).is_site() {
                Ok((
                    &FROZEN,
                    format!(
                        "{name} is 'frozen': {xn} may leave it unattended at {} (an unlimited move); it stays on the Dark Side of the table",
                        loc_name(l)
                    ),
                ))
            } else {
                no_release(e, &name);
                Err((
                    &ESCORT,
                    format!(
                        "{} is not a prison, and {name} is not 'frozen' (only a 'frozen' captive may be left unattended): {xn} keeps it",
                        loc_name(l)
                    ),
                ))
            }
        }
        Dest::Card(y) if y == x => Err((
            &ESCORT,
            format!("{} already escorts {name}", board.card_name(x)),
        )),
        Dest::Card(y) if crate::board::facts::is_craft(board.card_def(y)) => {
            let (xn, yn) = (board.card_name(x), board.card_name(y));
            if !frozen {
                no_release(e, &name);
                Err((
                    &FROZEN,
                    format!(
                        "only a 'frozen' captive may be left unattended aboard a vehicle or starship; {name} stays with {xn}"
                    ),
                ))
            } else if board.cards[x].place != Place::Aboard(y) {
                Err((
                    &FROZEN,
                    format!("{xn} is not aboard {yn}, so it cannot leave {name} there"),
                ))
            } else {
                Ok((
                    &FROZEN,
                    format!(
                        "{name} is 'frozen': {xn} may leave it unattended aboard {yn} (an unlimited move); it stays on the Dark Side of the table"
                    ),
                ))
            }
        }
        Dest::Card(y) => {
            let (xn, yn) = (board.card_name(x), board.card_name(y));
            let l = board.location_of(x);
            if let Some(refusal) = custody_refusal(board, y, l, captor, &ESCORT) {
                Err(refusal)
            } else if l.is_some_and(|l| is_prison(board, l)) {
                Ok((
                    &ESCORT,
                    format!(
                        "an escort may not hand its captive straight to another, but at the prison {} it takes two prisoner transfers: {xn} transfers {name} to the prison, then {yn} takes it into custody",
                        loc_name(l.unwrap_or(LocId::from(0)))
                    ),
                ))
            } else if frozen && l.is_some_and(|l| board.loc_def(l).is_site()) {
                Ok((
                    &FROZEN,
                    format!(
                        "{name} is 'frozen': {xn} may leave it unattended and {yn}, present, may then take it into custody (two unlimited moves)"
                    ),
                ))
            } else {
                Err((
                    &ESCORT,
                    format!(
                        "an escort may not transfer its captive to another bounty hunter or warrior unless a card allows it; away from a prison {xn} keeps {name}"
                    ),
                ))
            }
        }
    }
}

/// Leaving a captive that is not 'frozen' behind would let it go: the capture rule's own ban on
/// releasing a seized or imprisoned character voluntarily.
fn no_release(e: &mut Cx, name: &str) {
    e.because(
        &CAPTURE,
        format!("once seized, {name} may not be released voluntarily, and leaving it behind unattended would release it"),
    );
}

/// Why `y` may not take a captive into custody at `l`, with the rule that says so (None: it
/// may): who may and where are `rule`'s (the escort rule, or the frozen rule for an unattended
/// 'frozen' captive); one captive per escort is always the escort rule's.
fn custody_refusal(
    board: &Board,
    y: CardIx,
    l: Option<LocId>,
    captor: Side,
    rule: &'static Rule,
) -> Option<(&'static Rule, String)> {
    let yn = board.card_name(y);
    if !may_escort(board, y, captor) {
        return Some((
            rule,
            format!(
                "{yn} is not a {} bounty hunter or warrior free to escort",
                captor.title()
            ),
        ));
    }
    if board.location_of(y) != l {
        let why = match l {
            Some(l) => format!("{yn} is not present at {}", board.loc_def(l).plain_title()),
            None => format!("{yn} is not present there"),
        };
        return Some((rule, why));
    }
    if !has_room(board, y) {
        return Some((
            &ESCORT,
            format!(
                "{yn} already escorts {}: one captive per escort",
                names(board, &board.cards[y].escorting)
            ),
        ));
    }
    None
}
