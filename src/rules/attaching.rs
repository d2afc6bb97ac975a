//! Attached cards (Dagobah): attaching creatures (vine snakes on characters, mynocks on
//! starfighters) that ride a host, and starfighters fastened to an opposing capital starship by
//! a Landing Claw.
//!
//! On the board an attached card stands at its host's location with `state: [attached-to:
//! "@host"]`; a Landing Claw is a device the starfighter carries (`carrying: [Landing Claw]`).
//! The other families call the hooks below with a line each.

use super::actions::{Act, Action, Check, Flier, Outcome, Stage};
use super::eval::{Cx, Eval};
use super::shared::regular_move::concealed;
use crate::board::facts::{Instead, claw_host, host_of, is_mynock, is_vine_snake};
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardType, Subtype, titles};
use crate::query::Side;
use crate::rulebook::attaching::{ATTACHING, LANDING_CLAW};
use crate::rulebook::{ByteSpan, Rule};

/// The Landing Claw's rules, one check for every act they constrain: a starfighter fastened to
/// an opposing capital starship is concealed (targeted by nothing, using nothing in battles,
/// nothing deployed on it), moves only with that capital (no move, landing or take-off of its
/// own), and is used for no transfer.
pub static CLAW_CHECK: Check = Check {
    on: &[
        Action::Target,
        Action::Use,
        Action::Deploy,
        Action::Transfer,
        Action::Move,
        Action::Land,
        Action::TakeOff,
    ],
    stage: Stage::Rule,
    name: "a starfighter fastened by a Landing Claw is concealed (never targeted, in no battle, nothing deployed on it), moves only with its capital and is used for no transfer",
    rules: &[&LANDING_CLAW],
    run: claw_check,
};

/// The attaching creatures' rules, one check for every act they constrain: an attached
/// creature attacks nothing and does not move, land or take off on its own; an attaching
/// creature attaches instead of attacking (a mynock to a starfighter, a vine snake to a
/// character); a free mynock flies like a starfighter with no hyperspeed, and no starship
/// weapon targets a mynock, while character weapons may target an attached creature.
pub static ATTACHING_CHECK: Check = Check {
    on: &[
        Action::Attack,
        Action::Target,
        Action::Move,
        Action::Land,
        Action::TakeOff,
    ],
    stage: Stage::Rule,
    name: "attaching creatures attach instead of attacking, and attached ones neither attack nor move on their own; a free mynock has no hyperspeed and no starship weapon targets it",
    rules: &[&ATTACHING],
    run: attaching_check,
};

pub static CHECKS: &[&Check] = &[&CLAW_CHECK, &ATTACHING_CHECK];

fn claw_check(e: &mut Cx, act: &Act) -> Outcome {
    match act.action() {
        Action::Target => Outcome::refused_if(target_claw(e, act)),
        Action::Use => Outcome::refused_if(use_check(e, act)),
        Action::Deploy => Outcome::refused_if(deploy_on_check(e, act)),
        Action::Transfer => Outcome::refused_if(transfer_check(e, act)),
        Action::Move | Action::Land | Action::TakeOff => match flight(act) {
            Some((card, verb, _)) => {
                if claw_held(e, card, verb) {
                    return Outcome::Refuse;
                }
                claw_riders(e, card);
                Outcome::Clear
            }
            None => Outcome::NotMine,
        },
        _ => Outcome::NotMine,
    }
}

fn attaching_check(e: &mut Cx, act: &Act) -> Outcome {
    match *act {
        Act::Attack {
            attacker, target, ..
        } => attack_part(e, attacker, target),
        Act::Target { .. } => Outcome::refused_if(target_attaching(e, act)),
        _ => match flight(act) {
            Some((card, verb, to)) => {
                if creature_held(e, card, verb)
                    || to.is_some_and(|dest| mynock_refused(e, card, dest))
                {
                    return Outcome::Refuse;
                }
                creature_riders(e, card);
                mynock_flies(e, act);
                Outcome::Clear
            }
            None => Outcome::NotMine,
        },
    }
}

/// A move the attaching rules speak of: a regular move to a location (no craft, not by a
/// card's text), a landing or a take-off; with its verb and where it goes.
fn flight(act: &Act) -> Option<(CardIx, &'static str, Option<LocId>)> {
    match *act {
        Act::Move {
            kind: Action::Move,
            card,
            to: Some(to),
            craft: None,
            by_card: false,
            ..
        } => Some((card, "move", Some(to))),
        Act::Move {
            kind: kind @ (Action::Land | Action::TakeOff),
            card,
            to,
            ..
        } => Some((
            card,
            if kind == Action::Land {
                "land"
            } else {
                "take off"
            },
            to,
        )),
        _ => None,
    }
}

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

/// Targeting a starfighter concealed by a Landing Claw. True when refused.
fn target_claw(e: &mut Cx, act: &Act) -> bool {
    let Act::Target { target: t, .. } = *act else {
        return false;
    };
    let board = e.board;
    if let Some(cap) = concealed(e, t) {
        let words = claw_words(e, t, cap);
        e.because(&LANDING_CLAW, format!("{words}: concealed, it may not be targeted by either player in any way (weapons, interrupts, Utinni effects, asteroid destiny…)"));
        return true;
    }
    if board.card_def(t).card_type == CardType::Starship && e.in_force(&LANDING_CLAW) {
        e.allow(
            &LANDING_CLAW,
            format!(
                "{} is not concealed on a capital starship by a Landing Claw",
                board.card_name(t)
            ),
        );
    }
    false
}

/// Targeting a mynock with a starship weapon, or an attached creature. True when refused.
fn target_attaching(e: &mut Cx, act: &Act) -> bool {
    let Act::Target { target: t, by } = *act else {
        return false;
    };
    let board = e.board;
    let tdef = board.card_def(t);
    let tn = board.card_name(t);
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

/// The cards attached to `h`, in the board's order (the board's index of where cards stand,
/// [`crate::board::facts::standing`]).
pub(crate) fn attached_cards(board: &Board, h: CardIx) -> Vec<CardIx> {
    crate::board::facts::standing(board).attached(h).to_vec()
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

// ------------------------------------------------------------------ movement readings

/// How the attaching rules read a move of `c` from `origin` to `dest`, looking only at the
/// board: `Some(true)` when they answer it (a starfighter hidden by a Landing Claw, an attached
/// creature, a free mynock flying where it may not), `Some(false)` when the card flies like a
/// starfighter there (a free mynock landing, taking off, or between sectors and systems), `None`
/// when they have no say. The table's attaching checks (`CLAW_CHECK`, `ATTACHING_CHECK`)
/// judge the act read.
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

/// A free mynock flying like a starfighter: landing or taking off with no pilot, or flying
/// to or from a sector or system (what it may not fly is refused before this).
fn mynock_flies(e: &mut Cx, act: &Act) {
    let Act::Move {
        kind,
        card,
        to,
        flier,
        ..
    } = *act
    else {
        return;
    };
    let board = e.board;
    let name = board.card_name(card);
    if !is_mynock(board.card_def(card))
        || creature_host(board, card).is_some()
        || !e.in_force(&ATTACHING)
    {
        return;
    }
    match kind {
        Action::Land | Action::TakeOff if flier == Flier::Unpiloted => {
            let verb = if kind == Action::Land {
                "land"
            } else {
                "take off"
            };
            e.allow(&ATTACHING, format!("{name} is a mynock: besides moving from site to site it may {verb} like a starfighter, with no pilot"));
        }
        Action::Move => {
            let (Place::At(origin), Some(dest)) = (board.cards[card].place, to) else {
                return;
            };
            if !(board.loc_def(origin).is_site() && board.loc_def(dest).is_site()) {
                e.allow(
                    &ATTACHING,
                    format!(
                        "{name} is a mynock: it flies like a starfighter, to and from sectors too"
                    ),
                );
            }
        }
        _ => {}
    }
}

/// The attached creatures that ride along with a moving host.
fn creature_riders(e: &mut Cx, h: CardIx) {
    if !e.in_force(&ATTACHING) {
        return;
    }
    let board = e.board;
    let hn = board.card_name(h);
    for a in attached_cards(board, h) {
        let adef = board.card_def(a);
        if adef.card_type != CardType::Creature {
            continue;
        }
        let an = board.card_name(a);
        e.allow(
            &ATTACHING,
            format!("{an} is attached to {hn}: it goes along automatically"),
        );
        e.detail(format!("{an} rides along with {hn}"));
        if is_mynock(adef) {
            let (name, value) = mynock_drain_fact(board, a, h);
            e.fact(name, value);
        }
        if is_vine_snake(adef) {
            e.detail(format!("{an} stays attached even if {hn} leaves its habitat (coming loose outside it, a vine snake is lost)"));
        }
    }
}

/// The starfighters fastened by a Landing Claw that ride along with a moving capital.
fn claw_riders(e: &mut Cx, h: CardIx) {
    if !e.in_force(&LANDING_CLAW) {
        return;
    }
    let board = e.board;
    let hn = board.card_name(h);
    for a in attached_cards(board, h) {
        if board.card_def(a).card_type == CardType::Creature || claw_host(board, a) != Some(h) {
            continue;
        }
        let w = claw_words(e, a, h);
        e.allow(&LANDING_CLAW, format!("{w}: it goes along automatically"));
        e.detail(format!(
            "{} rides along with {hn} (Landing Claw)",
            board.card_name(a)
        ));
    }
}

/// The fact of a mynock eating a starfighter's power cables (its name and value).
fn mynock_drain_fact(board: &Board, m: CardIx, h: CardIx) -> (String, String) {
    (
        format!("{} drains", board.card_name(m)),
        format!(
            "{}'s power and hyperspeed while attached, restored when it detaches (by how much is the Mynock's card text; the rules document gives no number)",
            board.card_name(h)
        ),
    )
}

/// A clawed starfighter asked to `verb` (move, land, take off) on its own: refused (true),
/// since it goes where its capital goes.
fn claw_held(e: &mut Cx, c: CardIx, verb: &str) -> bool {
    let Some(cap) = concealed(e, c) else {
        return false;
    };
    let w = claw_words(e, c, cap);
    let cn = e.board.card_name(cap);
    e.because(
        &LANDING_CLAW,
        if verb == "move" {
            format!("{w}: it moves only with {cn}, never on its own")
        } else {
            format!("{w}: it moves only with {cn}, so it may not {verb} on its own")
        },
    );
    true
}

/// An attached creature asked to `verb` (move, land, take off) on its own: refused (true),
/// since it goes where its host goes.
fn creature_held(e: &mut Cx, c: CardIx, verb: &str) -> bool {
    let board = e.board;
    let Some(h) = creature_host(board, c).filter(|_| e.in_force(&ATTACHING)) else {
        return false;
    };
    e.because(
        &ATTACHING,
        format!(
            "{} is attached to {}: it does not {verb} on its own but goes wherever its host goes",
            board.card_name(c),
            board.card_name(h)
        ),
    );
    true
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

/// A creature attack, as the attaching rules see it: an attached creature attacks nothing; an
/// attaching creature attaches instead of attacking (the answer's line: what the act comes
/// to), or goes for a host it does not take; an attached creature may still be attacked; a
/// host's attached creatures detach if it is eaten.
fn attack_part(e: &mut Cx, a: CardIx, t: CardIx) -> Outcome {
    if !e.in_force(&ATTACHING) {
        return Outcome::NotMine;
    }
    let board = e.board;
    let (an, tn) = (board.card_name(a), board.card_name(t));
    if let Some(h) = creature_host(board, a) {
        e.because(
            &ATTACHING,
            format!(
                "{an} is attached to {}: an attached creature attacks nothing",
                board.card_name(h)
            ),
        );
        return Outcome::Refuse;
    }
    if !crate::board::facts::together(board, a, t) {
        return Outcome::NotMine;
    }
    let outcome = attaches_instead(e, a, t);
    if let Some(h) = creature_host(board, t) {
        e.allow(
            &ATTACHING,
            format!(
                "{tn} is attached to {}, but attached creatures may still be attacked by creatures and characters",
                board.card_name(h)
            ),
        );
    }
    // A creature attacking (not attaching to) a host.
    if board.card_def(a).card_type == CardType::Creature
        && crate::board::facts::attaches_instead(board, a, t).is_none()
    {
        host_eaten(e, a, t);
    }
    outcome
}

/// An attaching creature going for a character or a starfighter: it attaches instead of
/// attacking (a mynock attacks characters normally).
fn attaches_instead(e: &mut Cx, a: CardIx, t: CardIx) -> Outcome {
    let board = e.board;
    let (an, tn) = (board.card_name(a), board.card_name(t));
    let (adef, tdef) = (board.card_def(a), board.card_def(t));
    let kind = if is_mynock(adef) {
        "mynocks attach only to starfighters"
    } else {
        "vine snakes attach only to characters"
    };
    match crate::board::facts::attaches_instead(board, a, t) {
        Some(Instead::Attaches) => {
            let host = if tdef.card_type == CardType::Character {
                "character"
            } else {
                "starfighter"
            };
            e.allow(
                &ATTACHING,
                format!("instead of attacking, {an} attaches itself to the {host} {tn}"),
            );
            if is_mynock(adef) {
                let (name, value) = mynock_drain_fact(board, a, t);
                e.fact(name, value);
            } else {
                e.detail(format!(
                    "what {an} then does to its host (squeezing its power) is its card text"
                ));
            }
            e.result(vec![format!("{an} attaches to {tn}")]);
            Outcome::Clear
        }
        Some(Instead::WrongHost) => {
            e.because(
                &ATTACHING,
                format!("{kind}; {tn} is a {}", tdef.kind_words()),
            );
            Outcome::Refuse
        }
        Some(Instead::ByCardText) => {
            e.allow(
                &ATTACHING,
                format!(
                    "{an} is an attaching creature: it attaches to a host instead of attacking"
                ),
            );
            e.missing(format!(
                "which hosts {an} takes and what attaching does are its card text"
            ));
            Outcome::Open
        }
        None if is_mynock(adef) && tdef.card_type == CardType::Character => {
            e.allow(
                &ATTACHING,
                format!(
                    "{an} is a mynock: besides attaching to starfighters, mynocks attack normally"
                ),
            );
            Outcome::Clear
        }
        None => Outcome::NotMine,
    }
}

/// A creature attacking a host: what happens to the creatures attached to it if it is eaten.
fn host_eaten(e: &mut Cx, a: CardIx, t: CardIx) {
    let board = e.board;
    let tn = board.card_name(t);
    let site = board.location_of(t);
    for c in attached_cards(board, t) {
        if creature_host(board, c) != Some(t) || c == a {
            continue;
        }
        let cn = board.card_name(c);
        let cdef = board.card_def(c);
        let mut fate = format!("{cn} detaches and stays");
        if is_vine_snake(cdef) {
            match (&cdef.habitat, site) {
                (Some(h), Some(l)) if !crate::board::facts::on_planet(board, l, h) => {
                    fate = format!(
                        "{cn} detaches outside its habitat ({h} sites) and is lost"
                    );
                }
                (Some(_), Some(_)) => {}
                _ => e.assume(format!(
                    "{} is within {cn}'s habitat, so it survives detaching there (its habitat is its card text; give it `habitat:`)",
                    site.map(|l| board.loc_def(l).plain_title().to_string())
                        .unwrap_or_default()
                )),
            }
        }
        e.allow(
            &ATTACHING,
            format!("if {tn} is eaten, the creatures attached to it detach: {fate}"),
        );
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
        let span = board.card_span(c);
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
