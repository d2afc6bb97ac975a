//! The regular move's timing and what a move may not take: one regular move per turn, in your own
//! move phase, never for a searcher (a missing card is `missing::MOVE_CHECK`'s); a starship hidden by a Landing Claw; a
//! starship's site below decks.

use crate::board::facts::{claw_host, is_cloud_car, starship_of_site};
use crate::board::{CardIx, Place, ThisTurn};
use crate::catalog::CardType;
use crate::rulebook::arithmetic::NEGATIVE;
use crate::rulebook::attaching::LANDING_CLAW;
use crate::rulebook::missing::SEARCH_PARTY;
use crate::rulebook::movement::{REGULAR, REGULAR_WAYS};
use crate::rulebook::sectors::{CC_GENERAL, D_GENERAL};
use crate::rulebook::starship_sites::STARSHIP_SITES;
use crate::rules::actions::{Act, Action, Check, Flier, Outcome, Stage};
use crate::rules::eval::{Cx, Eval};
use crate::rules::shared::sector_legs::as_craft;

/// The regular move's own limits, by whatever path it is asked (a react's are the react rule's,
/// `movement::react::REACT_CHECK`):
/// once a turn, never for a search party member (a missing card is `missing::MOVE_CHECK`'s),
/// and somewhere (not where the card stands). Which way it goes, and how far, is
/// [`DISTANCE_CHECK`]'s. The one place these rules are applied to a move; none is a refusal
/// card text may lift.
pub static REGULAR_MOVE_CHECK: Check = Check {
    on: &[
        Action::Move,
        Action::Land,
        Action::TakeOff,
        Action::Shuttle,
        Action::Transit,
        Action::SectorMove,
    ],
    stage: Stage::Rule,
    name: "one regular move a turn, somewhere a regular move goes; searchers do not move",
    rules: &[&REGULAR, &SEARCH_PARTY],
    run: regular_move_check,
};

/// Which way and how far a regular move goes (`how_far`): by landspeed from site to site (never
/// off the ground, and a creature that does not fly never to or from a sector), no further than
/// the landspeed the card may use (a value never below zero), to a site of its own planet unless a location's text lets
/// it go; by hyperspeed, open; docking bay transit, between docking bays. A refusal of where and
/// how far a move goes, which card text may lift (`LIFTS` in `rules/mod.rs`): apart from the
/// regular move's own limits above (once a turn, a searcher), which it may not.
pub static DISTANCE_CHECK: Check = Check {
    on: &[
        Action::Move,
        Action::Land,
        Action::TakeOff,
        Action::Shuttle,
        Action::Transit,
    ],
    stage: Stage::Rule,
    name: "a regular move goes by landspeed no further than the card may go, to its own planet unless a location's text lets it go",
    rules: &[&REGULAR_WAYS, &NEGATIVE],
    run: distance_check,
};

pub(crate) static CHECKS: &[&Check] = &[&REGULAR_MOVE_CHECK, &DISTANCE_CHECK];

mod how_far;

fn regular_move_check(e: &mut Cx, act: &Act) -> Outcome {
    match *act {
        // A react is no regular move: the react rule's own check (`movement::react`).
        Act::Move {
            kind: Action::React,
            ..
        } => Outcome::NotMine,
        // A move that names no location (`can move <card>`, asked of every other location):
        // refused only when there is none.
        Act::Move {
            kind: Action::Move,
            card,
            to: None,
            craft: None,
            ..
        } if e
            .board
            .locations
            .keys()
            .all(|l| Some(l) == e.board.location_of(card)) =>
        {
            e.because(
                &REGULAR,
                format!(
                    "there is no other location for {} to move to",
                    e.board.card_name(card)
                ),
            );
            Outcome::Refuse
        }
        Act::Move {
            kind,
            card,
            to,
            by_card: false,
            ..
        } => {
            let refused = regular_move_refused(e, card);
            let nowhere = match (kind, to) {
                (Action::Move | Action::Transit, Some(to)) => already_there(e, card, to),
                _ => false,
            };
            Outcome::refused_if(refused || nowhere)
        }
        _ => Outcome::NotMine,
    }
}

/// [`DISTANCE_CHECK`]: how far the move goes, for a move that goes somewhere (a transit to
/// the docking bay it stands at is the regular move's check's to refuse; a move by landspeed
/// to where the card stands, or off the ground, is none of `how_far`'s).
fn distance_check(e: &mut Cx, act: &Act) -> Outcome {
    match *act {
        Act::Move {
            kind: Action::React,
            ..
        }
        | Act::Move { by_card: true, .. } => Outcome::NotMine,
        Act::Move {
            kind: Action::Transit,
            card,
            to: Some(to),
            ..
        } if e.board.cards[card].place == Place::At(to) => Outcome::NotMine,
        // A move by landspeed goes from site to site: never off the ground, nor (a creature
        // that does not fly) to or from a sector. Where the card already stands is the regular
        // move's check's.
        Act::Move {
            kind: Action::Move,
            card,
            to: Some(to),
            flier,
            ..
        } if e.board.cards[card].place != Place::At(to)
            && (no_move_there(e, card, to)
                || (flier == Flier::Piloted && off_the_ground(e, card, to))) =>
        {
            Outcome::Refuse
        }
        // (Round 28.) A card of a kind that does not move by itself (a device, an Effect, an
        // Interrupt): a regular move is a card going by its landspeed or hyperspeed, and it has
        // neither. A refusal of how it goes, which its own text may lift ("Moves like a
        // character": read, it goes by a character's landspeed).
        Act::Move {
            kind: Action::Move,
            card,
            to: Some(_),
            flier: Flier::Piloted,
            ..
        } if !super::like_a_character::moves_by_itself(e.board.card_def(card))
            && super::like_a_character::moves_like_a_character(e.board.card_def(card))
                .is_none() =>
        {
            let def = e.board.card_def(card);
            e.because(
                &REGULAR_WAYS,
                format!(
                    "`{}` is a {}: it does not move by itself (a regular move is a card going by its landspeed or hyperspeed, and it has neither)",
                    def.plain_title(),
                    def.kind_words()
                ),
            );
            Outcome::Refuse
        }
        Act::Move { .. } => how_far::how_far(e, act),
        _ => Outcome::NotMine,
    }
}

/// A regular move that goes nowhere a regular move goes: (a creature that does not fly) to or
/// from a sector, where landspeed never takes it (under a ruleset with sectors). Pushes the
/// reason; true when refused. (A character or vehicle at a sector is the sector rules' check: there
/// only aboard a craft.)
fn no_move_there(e: &mut Cx, c: CardIx, to: crate::board::LocId) -> bool {
    let board = e.board;
    let Place::At(here) = board.cards[c].place else {
        return false;
    };
    let name = board.card_name(c);
    // Before the Dagobah supplement there are no sectors to refuse (the sector rules leave
    // the move open, naming the supplement).
    let Some(sector) = [to, here]
        .into_iter()
        .find(|&l| board.loc_def(l).is_sector())
    else {
        return false;
    };
    if !(e.in_force(&D_GENERAL) || e.in_force(&CC_GENERAL)) {
        return false;
    }
    let dname = board.loc_def(sector).plain_title();
    let def = as_craft(e, c);
    let flies = def.card_type == CardType::Starship || is_cloud_car(&def);
    if !flies && def.card_type == CardType::Creature {
        e.because(
            &REGULAR_WAYS,
            format!("{name} is a creature that does not fly: moving by landspeed goes from site to site, and {dname} is a sector"),
        );
        return true;
    }
    false
}

/// A move to where the card already stands. Pushes the reason; true when so.
fn already_there(e: &mut Cx, c: CardIx, to: crate::board::LocId) -> bool {
    let board = e.board;
    if board.cards[c].place != Place::At(to) {
        return false;
    }
    let (name, dname) = (board.card_name(c), board.loc_def(to).plain_title());
    e.because(&REGULAR, format!("{name} is already at {dname}"));
    true
}

/// A character's, creature's or vehicle's regular move goes by landspeed from site to site: a
/// system at either end refuses it (a sector or the cave at either end is the sector rules',
/// and a card flying like a starfighter is judged as one). Pushes the reason; true when
/// refused.
fn off_the_ground(e: &mut Cx, c: CardIx, to: crate::board::LocId) -> bool {
    let board = e.board;
    let Place::At(here) = board.cards[c].place else {
        return false;
    };
    let on_foot = matches!(
        board.card_def(c).card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle
    ) || super::like_a_character::moves_like_a_character(board.card_def(c)).is_some();
    let (o, d) = (board.loc_def(here), board.loc_def(to));
    if !on_foot
        || here == to
        || (o.is_site() && d.is_site())
        || crate::board::facts::concerns_move(board, c, here, to, false)
    {
        return false;
    }
    let not_site = if o.is_site() { d } else { o };
    e.because(
        &REGULAR_WAYS,
        format!(
            "moving by landspeed goes from site to site; {} is not a site",
            not_site.plain_title()
        ),
    );
    true
}

/// Checks shared by every regular move: one per turn, searched (whose turn and phase
/// it is, is the gate's: `rules::shared::gate`). Pushes reasons; returns true when refused.
fn regular_move_refused(e: &mut Cx, c: CardIx) -> bool {
    let board = e.board;
    let name = board.card_name(c);
    let card = &board.cards[c];
    let mut refused = false;
    if card.this_turn.contains(&ThisTurn::Searched) {
        e.because(&SEARCH_PARTY, format!("{name} searched this turn: search party members may not move for the rest of the turn"));
        refused = true;
    }
    if card.this_turn.contains(&ThisTurn::Moved) {
        e.because(
            &REGULAR,
            format!("{name} has already made its regular move this turn"),
        );
        refused = true;
    }
    if !refused {
        e.allow(
            &REGULAR,
            format!("{name} has not yet made its regular move this turn"),
        );
    }
    refused
}

/// A starship concealed on a capital by a Landing Claw, under this ruleset.
pub(crate) fn concealed(e: &Eval, c: CardIx) -> Option<CardIx> {
    // The board first: the ruleset is consulted only when a Landing Claw is fastened.
    let host = claw_host(e.board, c)?;
    e.in_force(&LANDING_CLAW).then_some(host)
}

/// A card at one of `craft`'s starship sites asked to enhance it (`enhances`, a question of no
/// act): below decks, it is not on the bridge. The rule and why, for that question to answer
/// with; None when the card is not below decks of `craft`.
pub(crate) fn below_decks(
    e: &Eval,
    o: CardIx,
    craft: CardIx,
) -> Option<(&'static crate::rulebook::Rule, String)> {
    if !e.in_force(&STARSHIP_SITES) {
        return None;
    }
    let board = e.board;
    let Place::At(l) = board.cards[o].place else {
        return None;
    };
    if starship_of_site(board, l) != Some(craft) {
        return None;
    }
    Some((
        &STARSHIP_SITES,
        format!(
            "{} is at {}, aboard {} but below decks, not on its bridge: it may not enhance the starship nor take part in its starship battles",
            board.card_name(o),
            board.loc_def(l).plain_title(),
            board.card_name(craft)
        ),
    ))
}
