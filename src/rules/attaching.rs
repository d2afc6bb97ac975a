//! Attached cards (Dagobah): attaching creatures (vine snakes on characters, mynocks on
//! starfighters) that ride a host, and starfighters fastened to an opposing capital starship by
//! a Landing Claw.
//!
//! On the board an attached card stands at its host's location with `state: [attached-to:
//! "@host"]`; a Landing Claw is a device the starfighter carries (`carrying: [Landing Claw]`).
//! The other families call the hooks below with a line each.

use super::actions::{Act, Action, Check, Flier, Stage};
use super::eval::{Cx, Eval};
use super::shared::regular_move::concealed;
use crate::board::facts::{claw_host, host_of, is_attaching_creature, is_mynock, is_vine_snake};
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardType, Subtype, titles};
use crate::query::Side;
use crate::rulebook::attaching::{ATTACHING, LANDING_CLAW};
use crate::rulebook::{ByteSpan, Rule};
use crate::verdict::Answer;
use std::collections::HashMap;
use std::sync::Arc;

/// Targeting a starfighter concealed by a Landing Claw, or a mynock with a starship weapon.
pub static TARGET_CHECK: Check = Check {
    on: &[Action::Target],
    stage: Stage::Rule,
    name: "concealed starfighters; mynocks and starship weapons; attached creatures",
    rules: &[&LANDING_CLAW, &ATTACHING],
    run: |e, a| crate::rules::actions::Outcome::refused_if(target_check(e, a)),
};

/// A starfighter concealed by a Landing Claw uses nothing: it takes no part in battles.
pub static USE_CHECK: Check = Check {
    on: &[Action::Use],
    stage: Stage::Rule,
    name: "a concealed starfighter takes no part in battles",
    rules: &[&LANDING_CLAW],
    run: |e, a| crate::rules::actions::Outcome::refused_if(use_check(e, a)),
};

/// A starship hidden by a Landing Claw is used to transfer nothing.
pub static TRANSFER_CHECK: Check = Check {
    on: &[Action::Transfer],
    stage: Stage::Rule,
    name: "no transfer through a clawed starship",
    rules: &[&LANDING_CLAW],
    run: |e, a| crate::rules::actions::Outcome::refused_if(transfer_check(e, a)),
};

/// Nothing is deployed on a starship hidden by a Landing Claw.
pub static DEPLOY_ON_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "nothing deploys on a clawed starship",
    rules: &[&LANDING_CLAW],
    run: |e, a| crate::rules::actions::Outcome::refused_if(deploy_on_check(e, a)),
};

/// A starfighter concealed by a Landing Claw, or a creature attached to a host, does not move,
/// land or take off on its own: it goes where what holds it goes. A free mynock flies like a
/// starfighter, with no hyperspeed: from a site only up to the related system.
pub static FLIGHT_CHECK: Check = Check {
    on: &[Action::Land, Action::TakeOff, Action::Move],
    stage: Stage::Rule,
    name: "clawed starfighters and attached creatures do not move on their own; a free mynock has no hyperspeed",
    rules: &[&LANDING_CLAW, &ATTACHING],
    run: |e, a| match *a {
        Act::Move {
            kind: Action::Move,
            card,
            to: Some(to),
            craft: None,
            by_card: false,
            ..
        } => crate::rules::actions::Outcome::refused_if(move_refused(e, card, to)),
        Act::Move {
            kind: kind @ (Action::Land | Action::TakeOff),
            card,
            to,
            ..
        } => crate::rules::actions::Outcome::refused_if(
            land_or_take_off(e, card, kind == Action::Land)
                || to.is_some_and(|dest| mynock_refused(e, card, dest)),
        ),
        _ => crate::rules::actions::Outcome::NotMine,
    },
};

pub static CHECKS: &[&Check] = &[
    &FLIGHT_CHECK,
    &TARGET_CHECK,
    &USE_CHECK,
    &TRANSFER_CHECK,
    &DEPLOY_ON_CHECK,
    &ATTACK_CHECK,
];

fn deploy_on_check(e: &mut Cx, act: &Act) -> bool {
    match *act {
        Act::Deploy { host: Some(h), .. } => deploy_on_refused(e, h),
        _ => false,
    }
}

fn transfer_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        card,
        craft: Some(to),
        ..
    } = *act
    else {
        return false;
    };
    let Place::Aboard(from) = e.board.cards[card].place else {
        return false;
    };
    transfer_refused(e, from, to)
}

fn target_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Target { target: t, by } = *act else {
        return false;
    };
    let board = e.board;
    let tdef = board.card_def(t);
    let tn = board.card_name(t);
    if let Some(cap) = concealed(e, t) {
        let words = claw_words(e, t, cap);
        e.because(&LANDING_CLAW, format!("{words}: concealed, it may not be targeted by either player in any way (weapons, interrupts, Utinni effects, asteroid destiny…)"));
        return true;
    }
    if tdef.card_type == CardType::Starship && e.in_force(&LANDING_CLAW) {
        e.allow(
            &LANDING_CLAW,
            format!("{tn} is not concealed on a capital starship by a Landing Claw"),
        );
    }
    if tdef.card_type != CardType::Creature || !e.in_force(&ATTACHING) {
        return false;
    }
    let bdef = by.map(|b| b.def(board));
    let weapon_of = |sub: Subtype| {
        bdef.is_some_and(|d| d.card_type == CardType::Weapon && d.subtype == Some(sub))
    };
    let (starship_weapon, character_weapon) =
        (weapon_of(Subtype::Starship), weapon_of(Subtype::Character));
    if is_mynock(tdef) && starship_weapon {
        let wn = by.map(|b| b.name(board)).unwrap_or_default();
        e.because(&ATTACHING, format!("{tn} is a mynock, and mynocks may not be targeted by starship weapons such as {wn} (land and clean them off with character weapons)"));
        return true;
    }
    if let Some(h) = creature_host(board, t)
        && (by.is_none() || character_weapon)
    {
        e.allow(
            &ATTACHING,
            format!(
                "{tn} is attached to {}, but attached creatures may still be attacked and targeted by character weapons",
                board.card_name(h)
            ),
        );
    } else if character_weapon && is_mynock(tdef) {
        e.allow(
            &ATTACHING,
            format!("{tn} is a mynock: character weapons may target it"),
        );
    }
    false
}

fn use_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Use { user, item } = *act else {
        return false;
    };
    let Some(cap) = concealed(e, user) else {
        return false;
    };
    let words = claw_words(e, user, cap);
    let item = item.name(e.board);
    e.because(
        &LANDING_CLAW,
        format!("{words}: concealed, it takes no part in battles, so {item} is not used"),
    );
    true
}

/// Which cards are attached to which host, built once per board.
#[derive(Clone, Default)]
struct Attachments(Arc<HashMap<CardIx, Vec<CardIx>>>);

fn attachments(board: &Board) -> Attachments {
    board.derived(|b| {
        let mut m: HashMap<CardIx, Vec<CardIx>> = HashMap::new();
        for c in b.cards.keys() {
            if let Some(h) = host_of(b, c) {
                m.entry(h).or_default().push(c);
            }
        }
        Attachments(Arc::new(m))
    })
}

/// The cards attached to `h`.
pub(crate) fn attached_cards(board: &Board, h: CardIx) -> Vec<CardIx> {
    attachments(board).0.get(&h).cloned().unwrap_or_default()
}

/// An attached creature's host.
fn creature_host(board: &Board, c: CardIx) -> Option<CardIx> {
    (board.card_def(c).card_type == CardType::Creature)
        .then(|| host_of(board, c))
        .flatten()
}

fn carries_claw(board: &Board, c: CardIx) -> bool {
    board.cards[c]
        .carrying
        .iter()
        .any(|&x| board.card_def(x).is_titled(titles::LANDING_CLAW))
}

/// "Red 5 is fastened to Executor by a Landing Claw", noting what the board leaves unsaid.
fn claw_words(e: &mut Cx, c: CardIx, cap: CardIx) -> String {
    let board = e.board;
    let (n, capn) = (board.card_name(c), board.card_name(cap));
    if !carries_claw(board, c) {
        e.assume(format!(
            "{n} is fastened to {capn} by a Landing Claw (the board lists none on it: add `carrying: [Landing Claw]`)"
        ));
    }
    format!("{n} is fastened to {capn} by a Landing Claw")
}

/// The location name of a card, for texts.
fn place_name(board: &Board, c: CardIx) -> String {
    board
        .location_of(c)
        .map(|l| board.loc_def(l).plain_title().to_string())
        .unwrap_or_else(|| "nowhere".into())
}

// ------------------------------------------------------------------ movement hooks

/// How the attaching rules read a move of `c` from `origin` to `dest`, looking only at the
/// board: `Some(true)` when they answer it (a starfighter hidden by a Landing Claw, an attached
/// creature, a free mynock flying where it may not), `Some(false)` when the card flies like a
/// starfighter there (a free mynock landing, taking off, or between sectors and systems), `None`
/// when they have no say. [`move_hook`] answers what this claims.
pub(crate) fn reads_move(e: &Eval, c: CardIx, origin: LocId, dest: LocId) -> Option<bool> {
    let board = e.board;
    if concealed(e, c).is_some() {
        return Some(true);
    }
    if creature_host(board, c).is_some() && e.in_force(&ATTACHING) {
        return Some(true);
    }
    if !is_mynock(board.card_def(c)) || !e.in_force(&ATTACHING) {
        return None;
    }
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    let row_system = |l: LocId| board.system_of_row(board.locations[l].row);
    if o.is_site() && d.is_site() {
        return None;
    }
    // Landing and taking off like a starfighter are read as the landing and take-off they
    // are (`rules::readings`, with an unpiloted flier); what a mynock may not fly is answered
    // here.
    let refused = (d.is_system() && board.locations[origin].row != board.locations[dest].row)
        || (o.is_site() && !d.is_sector() && row_system(origin) != Some(dest));
    Some(refused)
}

/// Who flies `c` when it lands or takes off: a free mynock flies like a starfighter with no
/// pilot (Attaching Creatures); any other card as its kind does.
pub(crate) fn flier(e: &Eval, c: CardIx) -> Flier {
    let board = e.board;
    if is_mynock(board.card_def(c)) && creature_host(board, c).is_none() && e.in_force(&ATTACHING) {
        Flier::Unpiloted
    } else {
        Flier::Piloted
    }
}

/// The rule a free mynock's landing or take-off is read by (cited when that reading is taken).
pub(crate) fn note_flight(e: &mut Eval, c: CardIx, land: bool) {
    let name = e.board.card_name(c);
    let verb = if land { "land" } else { "take off" };
    e.allow(&ATTACHING, format!("{name} is a mynock: besides moving from site to site it may {verb} like a starfighter, with no pilot"));
}

/// `can move` / `cost move` of a card standing at `origin`. Returns `None` when answered here
/// (an attached card, a clawed starfighter, a mynock landing or taking off), `Some(true)` when
/// the move is to be judged as a starship's (a mynock flying like a starfighter), `Some(false)`
/// otherwise (after noting what rides along with a host).
pub(crate) fn move_hook(e: &mut Eval, c: CardIx, origin: LocId, dest: LocId) -> Option<bool> {
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    // A clawed starfighter or an attached creature moves only with what holds it: the table
    // refuses its move (`FLIGHT_CHECK`).
    if concealed(e, c).is_some() || (creature_host(board, c).is_some() && e.in_force(&ATTACHING)) {
        return None;
    }
    note_riders(e, c);
    if is_mynock(def) && e.in_force(&ATTACHING) {
        let (o, d) = (board.loc_def(origin), board.loc_def(dest));
        if o.is_site() && d.is_site() {
            return Some(false);
        }
        // What a mynock may not fly is the table's too (`FLIGHT_CHECK`).
        if mynock_flight_refused(board, origin, dest) {
            return None;
        }
        e.allow(
            &ATTACHING,
            format!("{name} is a mynock: it flies like a starfighter, to and from sectors too"),
        );
        return Some(true);
    }
    Some(false)
}

/// Notes the cards that ride along with a moving host.
fn note_riders(e: &mut Eval, h: CardIx) {
    let board = e.board;
    let hn = board.card_name(h);
    for a in attached_cards(board, h) {
        let an = board.card_name(a);
        let adef = board.card_def(a);
        if adef.card_type == CardType::Creature && e.in_force(&ATTACHING) {
            e.allow(
                &ATTACHING,
                format!("{an} is attached to {hn}: it goes along automatically"),
            );
            e.detail(format!("{an} rides along with {hn}"));
            if is_mynock(adef) {
                mynock_drain_fact(e, a, h);
            }
            if is_vine_snake(adef) {
                e.detail(format!("{an} stays attached even if {hn} leaves its habitat (coming loose outside it, a vine snake is lost)"));
            }
        } else if claw_host(board, a) == Some(h) && e.in_force(&LANDING_CLAW) {
            let w = e.by_hand(|cx| claw_words(cx, a, h));
            e.allow(&LANDING_CLAW, format!("{w}: it goes along automatically"));
            e.detail(format!("{an} rides along with {hn} (Landing Claw)"));
        }
    }
}

/// The facts of a mynock eating a starfighter's power cables.
fn mynock_drain_fact(e: &mut Eval, m: CardIx, h: CardIx) {
    let board = e.board;
    e.fact(
        format!("{} drains", board.card_name(m)),
        format!(
            "{}'s power and hyperspeed while attached, restored when it detaches (by how much is the Mynock's card text; the rules document gives no number)",
            board.card_name(h)
        ),
    );
}

/// `can land` / `can take-off` of a card the attaching rules hold (a clawed starfighter, an
/// attached creature): refused, true. A free mynock's flight is read as a landing or take-off
/// (`flier`).
fn land_or_take_off(e: &mut Cx, c: CardIx, land: bool) -> bool {
    held_refused(e, c, if land { "land" } else { "take off" })
}

/// A clawed starfighter or an attached creature asked to `verb` (move, land, take off) on its
/// own: refused (true), since it goes where what holds it goes.
fn held_refused(e: &mut Cx, c: CardIx, verb: &str) -> bool {
    let board = e.board;
    let name = board.card_name(c);
    if let Some(cap) = concealed(e, c) {
        let w = claw_words(e, c, cap);
        let cn = board.card_name(cap);
        e.because(
            &LANDING_CLAW,
            if verb == "move" {
                format!("{w}: it moves only with {cn}, never on its own")
            } else {
                format!("{w}: it moves only with {cn}, so it may not {verb} on its own")
            },
        );
        return true;
    }
    if let Some(h) = creature_host(board, c)
        && e.in_force(&ATTACHING)
    {
        e.because(
            &ATTACHING,
            format!(
                "{name} is attached to {}: it does not {verb} on its own but goes wherever its host goes",
                board.card_name(h)
            ),
        );
        return true;
    }
    false
}

/// A free mynock's flight it may not make: to a system of another row (it has no hyperspeed),
/// or from a site to anything but a sector or the related system (site to site it moves by
/// landspeed, as a creature).
fn mynock_flight_refused(board: &crate::board::Board, origin: LocId, dest: LocId) -> bool {
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    let row_system = |l: LocId| board.system_of_row(board.locations[l].row);
    if o.is_site() && d.is_site() {
        return false;
    }
    (d.is_system() && board.locations[origin].row != board.locations[dest].row)
        || (o.is_site() && !d.is_sector() && row_system(origin) != Some(dest))
}

/// `can move` of a clawed starfighter or an attached creature (it moves only with what holds
/// it), or a free mynock's flight it may not make. True when refused.
fn move_refused(e: &mut Cx, c: CardIx, dest: LocId) -> bool {
    held_refused(e, c, "move") || mynock_refused(e, c, dest)
}

/// A free mynock's flight it may not make (to another planet's system, or from a site to
/// anything but a sector or the related system), as a move or as a take-off. True when
/// refused.
fn mynock_refused(e: &mut Cx, c: CardIx, dest: LocId) -> bool {
    let board = e.board;
    let name = board.card_name(c);
    let Place::At(origin) = board.cards[c].place else {
        return false;
    };
    if !is_mynock(board.card_def(c)) || !e.in_force(&ATTACHING) {
        return false;
    }
    if !mynock_flight_refused(board, origin, dest) {
        return false;
    }
    let d = board.loc_def(dest);
    if d.is_system() && board.locations[origin].row != board.locations[dest].row {
        e.because(&ATTACHING, format!("{name} has no hyperspeed: a mynock goes from system to system only riding a starfighter (attached to it or aboard)"));
    } else {
        e.because(
            &ATTACHING,
            format!(
                "from a site {name} flies only by taking off to the related system; {} is not it",
                d.plain_title()
            ),
        );
    }
    true
}

/// `can transfer`: a clawed starfighter is used for no transfers. True when refused.
fn transfer_refused(e: &mut Cx, from: CardIx, to: CardIx) -> bool {
    let mut refused = false;
    for s in [from, to] {
        if let Some(cap) = concealed(e, s) {
            let w = claw_words(e, s, cap);
            e.because(
                &LANDING_CLAW,
                format!("{w}: it may not be used to transfer (or shuttle) other cards"),
            );
            refused = true;
        }
    }
    refused
}

// ------------------------------------------------------------------ deploying, firing

/// `can deploy … aboard <host>`: nothing deploys on a clawed starfighter. True when refused.
fn deploy_on_refused(e: &mut Cx, host: CardIx) -> bool {
    let Some(cap) = concealed(e, host) else {
        return false;
    };
    let w = claw_words(e, host, cap);
    e.because(
        &LANDING_CLAW,
        format!("{w}: it is concealed, and neither player may deploy cards on it"),
    );
    true
}

// ------------------------------------------------------------------ lost with

/// The cards attached to `x` that are lost along with it (a host lost other than by being
/// eaten), with the reasons.
pub(crate) fn lost_along(e: &mut Eval, x: CardIx) -> Vec<CardIx> {
    let board = e.board;
    let xn = board.card_name(x);
    let mut out = Vec::new();
    for a in attached_cards(board, x) {
        let an = board.card_name(a);
        if creature_host(board, a) == Some(x) && e.in_force(&ATTACHING) {
            e.because(
                &ATTACHING,
                format!("{an} is attached to {xn}: a host lost by any means other than being eaten takes its attached creatures with it"),
            );
            e.detail(format!(
                "if {xn} is eaten by a creature instead, {an} detaches and stays{}",
                if is_vine_snake(board.card_def(a)) {
                    " (a vine snake detaching outside its habitat is lost)"
                } else {
                    ""
                }
            ));
            out.push(a);
        } else if concealed(e, a) == Some(x) {
            let w = e.by_hand(|cx| claw_words(cx, a, x));
            e.because(
                &LANDING_CLAW,
                format!("{w}: it is lost with the capital starship"),
            );
            out.push(a);
        }
    }
    out
}

// ------------------------------------------------------------------ presence

/// `present <card>`: a clawed starfighter is treated as having no presence. True when answered.
pub(crate) fn present_hook(e: &mut Eval, c: CardIx) -> bool {
    let Some(cap) = concealed(e, c) else {
        return false;
    };
    let board = e.board;
    let w = e.by_hand(|cx| claw_words(cx, c, cap));
    let l = place_name(board, cap);
    e.refuse(
        &LANDING_CLAW,
        format!("{w}: concealed, it is treated as having no presence at {l}"),
    );
    drains_fact(e, c, &l);
    true
}

/// A clawed starfighter still blocks the opponent's Force drains.
fn drains_fact(e: &mut Eval, c: CardIx, at: &str) {
    let board = e.board;
    e.fact(
        format!("Force drains at {at}"),
        format!(
            "the {}'s are still blocked by {}, concealed as it is",
            board.cards[c].side.opponent().title(),
            board.card_name(c)
        ),
    );
}

/// `presence <side> at <l>`: the clawed starfighters left out, and what they still do.
pub(crate) fn presence_notes(e: &mut Eval, side: Side, l: LocId) {
    let board = e.board;
    let lname = board.loc_def(l).plain_title().to_string();
    for &c in &board.locations[l].cards {
        if board.cards[c].side != side {
            continue;
        }
        if let Some(cap) = concealed(e, c) {
            let w = e.by_hand(|cx| claw_words(cx, c, cap));
            e.because(
                &LANDING_CLAW,
                format!("{w}: concealed, it counts for no presence at {lname} and takes no part in battles"),
            );
            drains_fact(e, c, &lname);
        }
    }
}

// ------------------------------------------------------------------ creature attacks

/// An attached creature does not attack. True when refused.
/// An attached creature attacks nothing.
pub static ATTACK_CHECK: Check = Check {
    on: &[Action::Attack],
    stage: Stage::Rule,
    name: "an attached creature attacks nothing",
    rules: &[&ATTACHING],
    run: |e, a| crate::rules::actions::Outcome::refused_if(attack_check(e, a)),
};

fn attack_check(e: &mut Cx, act: &Act) -> bool {
    match *act {
        Act::Attack { attacker, .. } => attacker_refused(e, attacker),
        _ => false,
    }
}

fn attacker_refused(e: &mut Cx, a: CardIx) -> bool {
    if !e.in_force(&ATTACHING) {
        return false;
    }
    let board = e.board;
    let Some(h) = creature_host(board, a) else {
        return false;
    };
    e.because(
        &ATTACHING,
        format!(
            "{} is attached to {}: an attached creature attacks nothing",
            board.card_name(a),
            board.card_name(h)
        ),
    );
    true
}

/// An attached creature may still be attacked.
pub(crate) fn note_attacked(e: &mut Eval, t: CardIx) {
    if !e.in_force(&ATTACHING) {
        return;
    }
    let board = e.board;
    if let Some(h) = creature_host(board, t) {
        e.allow(
            &ATTACHING,
            format!(
                "{} is attached to {}, but attached creatures may still be attacked by creatures and characters",
                board.card_name(t),
                board.card_name(h)
            ),
        );
    }
}

/// An attaching creature going for a character or a starfighter: it attaches instead of
/// attacking (a mynock attacks characters normally). True when answered here.
pub(crate) fn attach_instead(e: &mut Eval, a: CardIx, t: CardIx) -> bool {
    if !e.in_force(&ATTACHING) {
        return false;
    }
    let board = e.board;
    let (adef, tdef) = (board.card_def(a), board.card_def(t));
    if !is_attaching_creature(adef) {
        return false;
    }
    let (an, tn) = (board.card_name(a), board.card_name(t));
    let character = tdef.card_type == CardType::Character;
    let starfighter = tdef.is_starfighter();
    if is_mynock(adef) {
        if character {
            e.allow(
                &ATTACHING,
                format!(
                    "{an} is a mynock: besides attaching to starfighters, mynocks attack normally"
                ),
            );
            return false;
        }
        if starfighter {
            e.because(
                &ATTACHING,
                format!("instead of attacking, {an} attaches itself to the starfighter {tn}"),
            );
            mynock_drain_fact(e, a, t);
            e.answer(Answer::List(vec![format!("{an} attaches to {tn}")]));
            return true;
        }
        if tdef.card_type == CardType::Starship {
            e.refuse(
                &ATTACHING,
                format!(
                    "mynocks attach only to starfighters; {tn} is a {}",
                    tdef.kind_words()
                ),
            );
            return true;
        }
        return false;
    }
    if is_vine_snake(adef) {
        if character {
            e.because(
                &ATTACHING,
                format!("instead of attacking, {an} attaches itself to the character {tn}"),
            );
            e.detail(format!(
                "what {an} then does to its host (squeezing its power) is its card text"
            ));
            e.answer(Answer::List(vec![format!("{an} attaches to {tn}")]));
            return true;
        }
        if starfighter {
            e.refuse(
                &ATTACHING,
                format!("vine snakes attach only to characters; {tn} is a starfighter"),
            );
            return true;
        }
        return false;
    }
    if character || starfighter {
        e.allow(
            &ATTACHING,
            format!("{an} is an attaching creature: it attaches to a host instead of attacking"),
        );
        e.missing(format!(
            "which hosts {an} takes and what attaching does are its card text"
        ));
        return true;
    }
    false
}

/// The target of a creature is eaten: what happens to the creatures attached to it.
pub(crate) fn note_host_eaten(e: &mut Eval, t: CardIx) {
    if !e.in_force(&ATTACHING) {
        return;
    }
    let board = e.board;
    let tn = board.card_name(t);
    let site = board.location_of(t);
    for a in attached_cards(board, t) {
        if creature_host(board, a) != Some(t) {
            continue;
        }
        let an = board.card_name(a);
        let adef = board.card_def(a);
        let mut fate = format!("{an} detaches and stays");
        if is_vine_snake(adef) {
            match (&adef.habitat, site) {
                (Some(h), Some(l)) if !crate::board::facts::on_planet(board, l, h) => {
                    fate = format!(
                        "{an} detaches outside its habitat ({h} sites) and is lost"
                    );
                }
                (Some(_), Some(_)) => {}
                _ => e.assume(format!(
                    "{} is within {an}'s habitat, so it survives detaching there (its habitat is its card text; give it `habitat:`)",
                    site.map(|l| board.loc_def(l).plain_title().to_string())
                        .unwrap_or_default()
                )),
            }
        }
        e.because(
            &ATTACHING,
            format!("if {tn} is eaten, the creatures attached to it detach: {fate}"),
        );
        e.detail(format!("if {tn} is eaten: {fate}"));
    }
}

// ------------------------------------------------------------------ validation

/// Attachments the documents do not allow, or that the board places apart: (rule, where,
/// message, label).
pub(crate) fn problems(board: &Board) -> Vec<(&'static Rule, ByteSpan, String, &'static str)> {
    let mut out = Vec::new();
    for c in board.cards.keys() {
        let Some(h) = host_of(board, c) else {
            continue;
        };
        let (def, hdef) = (board.card_def(c), board.card_def(h));
        let (n, hn) = (board.card_name(c), board.card_name(h));
        let span = board.cards[c].span;
        if board.location_of(c) != board.location_of(h) {
            out.push((
                &ATTACHING,
                span,
                format!(
                    "{n} is attached to {hn}, which is at {}, not at {}",
                    place_name(board, h),
                    place_name(board, c)
                ),
                "away from its host",
            ));
        }
        match def.card_type {
            CardType::Creature => {
                let fits = if is_mynock(def) {
                    hdef.is_starfighter()
                } else if is_vine_snake(def) {
                    hdef.card_type == CardType::Character
                } else {
                    hdef.card_type == CardType::Character || hdef.is_starfighter()
                };
                if !fits {
                    out.push((
                        &ATTACHING,
                        span,
                        format!(
                            "{n} may not be attached to {hn}, a {}: vine snakes take characters, mynocks starfighters",
                            hdef.kind_words()
                        ),
                        "wrong host",
                    ));
                }
            }
            CardType::Starship => {
                if !def.is_starfighter() || !hdef.is_capital() {
                    out.push((
                        &LANDING_CLAW,
                        span,
                        format!("{n} is attached to {hn}: a Landing Claw fastens a starfighter to a capital starship"),
                        "not a starfighter on a capital",
                    ));
                } else if board.cards[c].side == board.cards[h].side {
                    out.push((
                        &LANDING_CLAW,
                        span,
                        format!("{n} is attached to {hn}, its own side's starship: a Landing Claw fastens to an opponent's capital starship"),
                        "own side's capital",
                    ));
                }
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests;
