//! Personas: one version in play; replacing a character with an "older, wiser" version.

use super::Eval;
use super::missing::U_ON_TABLE;
use super::registry::{Document, Rule};
use super::subject::{AskError, Either};
use crate::board::{Board, CardIx, Phase};
use crate::catalog::{CardDef, DefId, normalize};
use crate::query::CardRef;
use crate::verdict::Answer;

pub static PERSONA: Rule = Rule {
    id: "hoth.persona",
    document: Document::Hoth,
    section: "Persona Rule",
    bullet: None,
    statement: "All versions of one character are the same persona, only one of which may be in play at a time, and a card naming the character means every version of it.",
    supersedes: &[],
    family: "persona",
    questions: &["can deploy", "validate"],
};

pub static REPLACE: Rule = Rule {
    id: "hoth.persona.replace",
    document: Document::Hoth,
    section: "Persona Rule",
    bullet: Some("replacing a version"),
    statement: "In your deploy phase you may swap one of your characters for free for a version of the same persona from your hand with at least its power and ability that obeys its own deployment restrictions; what applies carries over, the rest is lost with the old version.",
    supersedes: &[],
    family: "persona",
    questions: &["can replace"],
};

pub static RULES: &[&Rule] = &[&PERSONA, &REPLACE];

/// A card in play with the same persona, other than `except`.
pub fn persona_in_play(board: &Board, persona: &str, except: Option<CardIx>) -> Option<CardIx> {
    (0..board.cards.len()).find(|&c| {
        Some(c) != except
            && board
                .card_def(c)
                .persona()
                .is_some_and(|p| p.eq_ignore_ascii_case(persona))
    })
}

/// Deploying `def`: is another version of its persona in play? Pushes reasons; true when barred.
pub fn deploy_barred(e: &mut Eval, def: &CardDef) -> bool {
    let Some(p) = def.persona() else { return false };
    match persona_in_play(e.board, p, None) {
        Some(c) => {
            let board = e.board;
            e.because(
                &PERSONA,
                format!(
                    "{} is already in play as {}: one version of a persona at a time",
                    p,
                    board.card_name(c)
                ),
            );
            if board.cards[c].state.missing && e.in_force(&U_ON_TABLE) {
                e.because(
                    &U_ON_TABLE,
                    format!(
                        "{} is missing, but a missing character still counts for the persona rule",
                        board.card_name(c)
                    ),
                );
            }
            true
        }
        None => {
            e.allow(&PERSONA, format!("no version of {p} is in play"));
            false
        }
    }
}

/// Does a location title belong to the planet (or place) a card may deploy only on?
pub fn on_planet(board: &Board, l: crate::board::LocId, planet: &str) -> bool {
    let key = normalize(planet);
    let t = normalize(board.loc_def(l).plain_title());
    normalize(&board.row_of(l).name) == key || t == key || t.starts_with(&format!("{key}:"))
}

/// `can replace <old> with <new>`
pub fn ask_replace(e: &mut Eval, old: &CardRef, new: &CardRef) -> Result<(), AskError> {
    let o = e.res.card(old)?;
    let board = e.board;
    let new_ids: Vec<DefId> = match e.res.card_or_def(new)? {
        Either::InPlay(c) => vec![board.cards[c].def],
        Either::Defs(ids) => ids,
    };
    let side = board.cards[o].side;
    e.v.side = Some(side);
    let odef = board.card_def(o);
    let nid = new_ids
        .iter()
        .copied()
        .find(|&i| board.def(i).side.fits(side))
        .unwrap_or(new_ids[0]);
    let ndef = board.def(nid);
    let (on, nn) = (board.card_name(o), ndef.plain_title().to_string());
    let mut refused = false;
    match (board.turn, board.phase) {
        (Some(t), _) if t != side => {
            e.because(
                &REPLACE,
                format!(
                    "replacing happens in your own deploy phase; it is the {}'s turn",
                    t.title()
                ),
            );
            refused = true;
        }
        (_, Some(p)) if p != Phase::Deploy => {
            e.because(
                &REPLACE,
                format!(
                    "replacing happens in your deploy phase; it is the {} phase",
                    p.name()
                ),
            );
            refused = true;
        }
        (Some(_), Some(_)) => {}
        _ => e.assume("it is your deploy phase"),
    }
    let same = match (odef.persona(), ndef.persona()) {
        (Some(a), Some(b)) if a.eq_ignore_ascii_case(b) => {
            e.allow(
                &PERSONA,
                format!("{on} and {nn} are versions of the same persona, {a}"),
            );
            true
        }
        _ => {
            e.because(
                &PERSONA,
                format!("{on} and {nn} are not versions of one persona"),
            );
            false
        }
    };
    if !same {
        e.answer(Answer::No);
        return Ok(());
    }
    let hand = &board.player(side).hand;
    if hand.is_empty() {
        e.assume(format!("{nn} is in your hand"));
    } else if !hand
        .iter()
        .any(|z| normalize(&board.def(z.def).title) == normalize(&ndef.title))
    {
        e.because(
            &REPLACE,
            format!("{nn} is not in the {}'s hand", side.title()),
        );
        refused = true;
    }
    let (op, oa) = (
        board.cards[o].power.or(odef.power).unwrap_or(0),
        board.cards[o].ability.or(odef.ability).unwrap_or(0),
    );
    let (np, na) = (ndef.power.unwrap_or(0), ndef.ability.unwrap_or(0));
    e.fact("power", format!("{on} {op} → {nn} {np}"));
    e.fact("ability", format!("{on} {oa} → {nn} {na}"));
    if np < op || na < oa {
        e.because(&REPLACE, format!("{nn} must have at least {on}'s power and ability: power {np} vs {op}, ability {na} vs {oa}"));
        refused = true;
    } else {
        e.allow(
            &REPLACE,
            format!("{nn} has power {np} ≥ {op} and ability {na} ≥ {oa}"),
        );
    }
    if let Some(only) = &ndef.deploys_only {
        match board.location_of(o) {
            Some(l) if on_planet(board, l, only) => e.allow(
                &REPLACE,
                format!("{nn} deploys only on {only}, and {on} is on {only}"),
            ),
            Some(l) => {
                e.because(&REPLACE, format!("{nn} obeys its own restriction to deploy only on {only}, and {on} is at {}", board.loc_def(l).plain_title()));
                refused = true;
            }
            None => {}
        }
    } else {
        e.assume(format!(
            "{nn}'s own text puts no other limit on where it deploys"
        ));
    }
    if !refused {
        e.detail("the replacement is free; weapons, devices and effects on the old version move to the new one where they still apply, the rest go to the Lost Pile with it");
    }
    e.answer(Answer::from_bool(!refused));
    Ok(())
}
