//! Missing characters and search parties.

use super::actions::{Act, Action, Check, Stage};
use super::eval::{Cx, Eval};
use super::shared::missing::carried_by_missing;
use super::subject::AskError;
use crate::board::{CardIx, Phase, Place, ThisTurn};
use crate::catalog::{CardType, Trait};
use crate::query::CardRef;
use crate::rulebook::missing::{
    MISSING, MISSING_MOVES, MISSING_TARGETED, SEARCH_PARTY, U_ALL_CARDS, U_CARRIED,
};
use crate::verdict::Answer;

/// Targeting a missing character: only cards that target missing characters, or (under the
/// later update) effects that hit every card at a place without choosing.
pub static TARGET_CHECK: Check = Check {
    on: &[Action::Target],
    stage: Stage::Rule,
    name: "missing characters are not targeted",
    rules: &[&MISSING_TARGETED, &U_ALL_CARDS],
    run: |e, a| crate::rules::actions::Outcome::refused_if(target_check(e, a)),
};

/// A missing character uses nothing and is not captured, and (under the later update) what it
/// carries is unusable,
/// yet still counts for uniqueness (a unique card whose copy a missing character carries is
/// refused by this rule too; `shared::unique::UNIQUE_CHECK` says a copy is there).
pub static USE_CHECK: Check = Check {
    on: &[
        Action::Use,
        Action::Deploy,
        Action::Capture,
        Action::Replace,
    ],
    stage: Stage::Rule,
    name: "missing characters and what they carry",
    rules: &[&MISSING, &U_CARRIED],
    run: |e, a| {
        crate::rules::actions::Outcome::refused_if(match *a {
            Act::Deploy { .. } => carried_copy_counts(e, a),
            Act::Capture { card } => captured_missing(e, card),
            Act::Replace { .. } => replaced_missing(e, a),
            _ => use_check(e, a),
        })
    },
};

/// A missing character asked to be captured (under Cloud City's capturing, `capture`): not
/// captured, since capturing targets it and the capturing card is not named (true, with the
/// reason).
fn captured_missing(e: &mut Cx, c: CardIx) -> bool {
    if !e.board.cards[c].state.missing || !e.in_force(&crate::rulebook::capture::CAPTURE) {
        return false;
    }
    e.because(
        &MISSING,
        format!(
            "{} is missing: it may be targeted only by cards that target missing characters, so it is not captured",
            e.board.card_name(c)
        ),
    );
    true
}

/// A replacement of a character a missing character carries (the update: it is missing too,
/// and the persona check refuses replacing a missing character), or of a missing character
/// under the Hoth supplement, whose list of what a missing character may not do does not
/// speak to replacing it (open, naming the update). True, with the reason, when refused.
fn replaced_missing(e: &mut Cx, act: &Act) -> bool {
    let Act::Replace { old: o, .. } = *act else {
        return false;
    };
    let board = e.board;
    let on = board.card_name(o);
    let carrier = if board.cards[o].state.missing {
        None
    } else if e.in_force(&U_CARRIED) {
        match crate::rules::shared::missing::missing_carrier(board, o) {
            Some(p) => Some(p),
            None => return false,
        }
    } else {
        return false;
    };
    if e.in_force(&crate::rulebook::missing::U_ON_TABLE) {
        if let Some(p) = carrier {
            e.because(
                &U_CARRIED,
                format!(
                    "{} is missing, and {on}, a character it carries, is missing too",
                    board.card_name(p)
                ),
            );
        }
        return carrier.is_some();
    }
    e.consider(
        &MISSING,
        format!("{on} is missing: still in play beneath its site, but the supplement's list of what a missing character may not do does not speak to replacing it"),
    );
    e.missing(format!(
        "whether {on}, missing, may be replaced by another version: the Hoth supplement does not say; the later Hoth rules update does ({}: a missing character is on table only for rules that name missing cards), which this ruleset does not include (ask with `--rules latest`)",
        crate::rulebook::missing::U_ON_TABLE.citation()
    ));
    false
}

/// A copy on table of the unique card deployed that a missing character carries: it still
/// counts (true, with the reasons).
fn carried_copy_counts(e: &mut Cx, act: &Act) -> bool {
    if !e.in_force(&U_CARRIED) {
        return false;
    }
    let copies = crate::rules::shared::unique::missing_copies(e.board, act, true);
    for &c in &copies {
        let name = e.board.card_name(c);
        e.because(
            &U_CARRIED,
            format!("the copy on table, {name}, is carried by a missing character, but it still counts for uniqueness"),
        );
    }
    !copies.is_empty()
}

/// A missing character may not move, by whatever move is asked: the one check that says so
/// (a regular move or a react of the card by its own rules, embarking, disembarking, a
/// transfer; under the update, what a missing character carries does not embark either).
pub static MOVE_CHECK: Check = Check {
    on: super::shared::gate::MOVES,
    stage: Stage::Rule,
    name: "missing characters do not move",
    rules: &[&MISSING_MOVES],
    run: |e, a| crate::rules::actions::Outcome::refused_if(move_check(e, a)),
};

pub static CHECKS: &[&Check] = &[&TARGET_CHECK, &USE_CHECK, &MOVE_CHECK];

/// [`MOVE_CHECK`]: true, with the reason, when the card moved is missing.
/// Whether any card on the board is missing: found once per board (a derived fact), so that
/// each move asked does not read every card on the table (issue 38 item 6).
#[derive(Debug, Clone, Copy)]
struct AnyMissing(bool);

fn any_missing(board: &crate::board::Board) -> bool {
    board
        .derived(|b| {
            crate::rules::shared::work::count(
                crate::rules::shared::work::Work::MissingCards,
                b.cards.len(),
            );
            AnyMissing(b.cards.iter().any(|c| c.state.missing))
        })
        .0
}

fn move_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        kind,
        card,
        by_card,
        ..
    } = *act
    else {
        return false;
    };
    let board = e.board;
    let missing = match kind {
        Action::Embark => crate::board::facts::is_missing(board, card, e.in_force(&U_CARRIED)),
        Action::React | Action::Disembark | Action::Transfer => {
            crate::board::facts::is_missing(board, card, false)
        }
        // A move made by another card's text is that card's rules' (not the regular move's).
        _ => !by_card && board.cards[card].state.missing,
    };
    let name = board.card_name(card);
    if missing {
        e.because(
            &MISSING_MOVES,
            format!("{name} is missing: it may not move"),
        );
    } else if any_missing(board) {
        // Where the board has missing cards, the rule was read (as the update's rule on what
        // they carry is, for using).
        e.allow(
            &MISSING_MOVES,
            format!("{name} is not missing, so it may move"),
        );
    }
    missing
}

fn target_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Target { target: t, by } = *act else {
        return false;
    };
    let board = e.board;
    let tn = board.card_name(t);
    if !board.cards[t].state.missing {
        if board.card_def(t).card_type == CardType::Character {
            e.allow(
                &MISSING_TARGETED,
                format!("{tn} is not missing, so it may be targeted"),
            );
        }
        return false;
    }
    let bdef = by.map(|b| b.def(board));
    let bn = by.map(|b| b.name(board)).unwrap_or_default();
    if bdef.is_some_and(|d| d.has_trait(&Trait::Area)) {
        if e.in_force(&U_ALL_CARDS) {
            e.because(&U_ALL_CARDS, format!("{bn} hits every card at the place without choosing a target, so even the missing {tn} is affected"));
        } else {
            e.because(
                &MISSING_TARGETED,
                format!("{tn} is missing and may not be targeted"),
            );
            e.missing(format!("whether {bn}, which hits all cards there without targeting, reaches a missing character (the later update says it does)"));
        }
        return false;
    }
    e.because(
        &MISSING_TARGETED,
        format!("{tn} is missing: it may be targeted only by cards that target missing characters"),
    );
    if bdef.is_some_and(|d| d.card_type == CardType::Weapon) && e.in_force(&U_ALL_CARDS) {
        e.because(&U_ALL_CARDS, format!("only effects hitting all cards at a place without choosing a target reach missing characters; {bn} chooses its target"));
    }
    true
}

fn use_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Use { user, item } = *act else {
        return false;
    };
    let board = e.board;
    let mut refused = false;
    if board.cards[user].state.missing {
        e.because(
            &MISSING,
            format!(
                "{} is missing: it joins no battle and uses nothing",
                board.card_name(user)
            ),
        );
        refused = true;
    }
    if let Some(i) = item.in_play() {
        if carried_by_missing(e, i) {
            refused = true;
        } else if e.in_force(&U_CARRIED)
            && board.cards.iter().any(|c| c.state.missing)
            && let Place::Carried(holder) = board.cards[i].place
        {
            e.allow(
                &U_CARRIED,
                format!(
                    "{} carries {} and is not missing, so it is usable",
                    board.card_name(holder),
                    board.card_name(i)
                ),
            );
        }
    }
    refused
}

/// `search-party at <location> with <cards>`: the lowest destiny draw that finds someone.
pub(crate) fn ask_search_party(
    e: &mut Eval,
    at: &CardRef,
    with: &[CardRef],
) -> Result<(), AskError> {
    let l = e.res.location(at)?;
    let mut members = Vec::new();
    for m in with {
        members.push(e.res.card(m)?);
    }
    let board = e.board;
    let side = board.cards[members[0]].side;
    e.v.side = Some(side);
    let site = board.loc_def(l).plain_title().to_string();
    let mut refused = false;
    e.note_time();
    match (board.phase, board.turn) {
        (Some(p), _) if p != Phase::Control => {
            e.because(
                &SEARCH_PARTY,
                format!(
                    "search parties form in your control phase; it is the {} phase",
                    p.name()
                ),
            );
            refused = true;
        }
        (_, Some(t)) if t != side => {
            e.because(
                &SEARCH_PARTY,
                format!(
                    "search parties form in your own control phase; it is the {}'s turn",
                    t.title()
                ),
            );
            refused = true;
        }
        (None, _) | (_, None) => e.assume("it is your control phase"),
        _ => {}
    }
    let lost_here: Vec<CardIx> = board.locations[l]
        .cards
        .iter()
        .copied()
        .filter(|&c| board.cards[c].side == side && board.cards[c].state.missing)
        .collect();
    if lost_here.is_empty() {
        e.because(&SEARCH_PARTY, format!("the {} has no missing character at {site}: a party searches only for its own missing characters", side.title()));
        refused = true;
    } else {
        let names: Vec<String> = lost_here.iter().map(|&c| board.card_name(c)).collect();
        e.fact(format!("missing at {site}"), names.join(", "));
    }
    let mut bonus = 0;
    let mut parts = Vec::new();
    for &m in &members {
        let card = &board.cards[m];
        let name = board.card_name(m);
        let def = board.card_def(m);
        if card.side != side || def.card_type != CardType::Character {
            e.because(
                &SEARCH_PARTY,
                format!("{name} is not one of the {}'s characters", side.title()),
            );
            refused = true;
            continue;
        }
        if board.location_of(m) != Some(l) {
            e.because(&SEARCH_PARTY, format!("{name} is not at {site}"));
            refused = true;
            continue;
        }
        if card.state.missing {
            e.because(&MISSING, format!("{name} is missing and cannot search"));
            refused = true;
            continue;
        }
        if card.this_turn.contains(&ThisTurn::Searched) {
            e.because(&SEARCH_PARTY, format!("{name} already searched this turn"));
            refused = true;
            continue;
        }
        let add = if def.has_trait(&Trait::Scout) { 2 } else { 1 };
        bonus += add;
        parts.push(format!(
            "{name} +{add}{}",
            if add == 2 { " (scout)" } else { "" }
        ));
    }
    if refused {
        e.answer(Answer::No);
        return Ok(());
    }
    let need = (6 - bonus).max(0);
    e.because(&SEARCH_PARTY, format!(
        "the party adds {bonus} ({}); destiny + {bonus} must exceed 5, so a destiny of {need} or more finds one missing character at random",
        parts.join(", ")
    ));
    e.detail(format!("destiny + {bonus} > 5  ⇒  destiny ≥ {need}"));
    e.detail("the party, and whoever it finds, may not move, search again or join a battle you initiate this turn");
    e.answer(Answer::Number(need));
    Ok(())
}
