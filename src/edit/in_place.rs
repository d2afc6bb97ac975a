//! Changes made to the board in place (issue 38 item 8): a card added at a location and the
//! board's turn, phase or ruleset set, and their undo, change the board the session holds
//! instead of loading the changed text whole. What the change touched is read as the loader
//! reads it (the card's entry by the loader's own `card_entry`); the spans after the splice
//! move; the indexes follow (`board::splice`). Anything else, or a board where the change
//! might read otherwise (a question in words, read against the whole board; a Young Jedi
//! board), is loaded whole, and counted.

use super::text::Back;
use crate::board::splice::Shift;
use crate::board::{Board, CardIx, LocId, Phase};
use crate::rulebook::{Ruleset, Side};
use crate::scenario::yaml::{ByteSpan, Node, Value};
use crate::scenario::{Question, Scenario};
use std::sync::Arc;

/// What a change touched, where the editor can make it in place.
#[derive(Debug, Clone, Copy)]
pub(super) enum Touched {
    /// A card entry appended to location `loc`'s `side` list.
    CardAt { loc: LocId, side: Side },
    /// The turn, phase or ruleset set.
    Top,
}

/// How a change is taken back on the board.
#[derive(Debug, Clone)]
pub(super) enum Inverse {
    /// The card put at this index is taken off.
    TakeCard(CardIx),
    /// The turn, phase and ruleset as they were.
    Top(Option<Side>, Option<Phase>, Option<Ruleset>),
    /// The board is loaded whole from the text.
    Reload,
}

/// Where the bytes of a splice back (`back`, on the text after the change) leave every span.
fn undo_shift(back: &Back) -> Shift {
    Shift {
        start: back.start,
        end: back.start + back.inserted,
        len: back.removed.len(),
    }
}

/// Where the change whose splice back is `back` moved every span of the text before it.
pub(super) fn change_shift(back: &Back) -> Shift {
    Shift {
        start: back.start,
        end: back.start + back.removed.len(),
        len: back.inserted,
    }
}

/// Can a change on this scenario be made in place? Not where a load reads more of the board
/// than the entries changed: a question in words (read against the whole board) or a Young
/// Jedi game.
fn in_place_fits(s: &Scenario) -> bool {
    s.board.game == crate::board::Game::Swccg
        && s.questions
            .iter()
            .all(|q| crate::query::parser::parse_acts(&q.ask).is_ok())
}

/// The questions' spans moved by `shift`.
fn respan_questions(qs: &mut [Question], shift: Shift) {
    for q in qs {
        q.ask_span = shift.span(q.ask_span);
        q.ask_offset = q.ask_offset.map(|o| shift.offset(o));
        q.expect_span = q.expect_span.map(|s| shift.span(s));
        for (_, s) in &mut q.because {
            *s = shift.span(*s);
        }
    }
}

/// The board and its questions moved to `text` by `shift`; false, nothing changed, when a span
/// lies in the bytes replaced.
fn respan(s: &mut Scenario, text: Arc<str>, shift: Shift) -> bool {
    if !s.board.respan(text, shift) {
        return false;
    }
    respan_questions(&mut s.questions, shift);
    true
}

/// Makes the change in place on `s` (whose text was `old`; the change made the text `text`,
/// read as `tree`, and its splice back is `back`). Returns how to take it back, or `None`
/// with `s` as it was.
pub(super) fn change(
    s: &mut Scenario,
    touched: Touched,
    old: &str,
    text: &str,
    tree: &Node,
    back: &Back,
) -> Option<Inverse> {
    if !in_place_fits(s) {
        return None;
    }
    let shift = change_shift(back);
    match touched {
        Touched::Top => {
            let was = (s.board.turn, s.board.phase, s.board.ruleset);
            let (turn, phase, rules) = top_values(tree)?;
            if !respan(s, Arc::from(text), shift) {
                return None;
            }
            s.board.turn = turn;
            s.board.phase = phase;
            s.board.ruleset = rules;
            s.board.top_changed();
            Some(Inverse::Top(was.0, was.1, was.2))
        }
        Touched::CardAt { loc, side } => {
            let ix = index_at(&s.board, tree, loc, side, shift)?;
            let entry = side_list(tree, &s.board, loc, side, shift)?.last()?;
            if !respan(s, Arc::from(text), shift) {
                return None;
            }
            if crate::scenario::read_card(&mut s.board, entry, side, loc).is_none() {
                let back_to = Shift {
                    start: shift.start,
                    end: shift.start + shift.len,
                    len: shift.end - shift.start,
                };
                respan(s, Arc::from(old), back_to);
                return None;
            }
            s.board.card_put(ix);
            Some(Inverse::TakeCard(ix))
        }
    }
}

/// Takes back a change made in place on `s`: `text` is the text taken back, `back` the
/// splice that made it. `None` (with `s` as it was, or as far as `Reload`) where it was not
/// made in place.
pub(super) fn undo(s: &mut Scenario, inverse: &Inverse, text: &str, back: &Back) -> Option<()> {
    let shift = undo_shift(back);
    match inverse {
        Inverse::Reload => None,
        Inverse::Top(turn, phase, rules) => {
            if !respan(s, Arc::from(text), shift) {
                return None;
            }
            s.board.turn = *turn;
            s.board.phase = *phase;
            s.board.ruleset = *rules;
            s.board.top_changed();
            Some(())
        }
        Inverse::TakeCard(ix) => {
            s.board.card_taken(*ix);
            respan(s, Arc::from(text), shift).then_some(())
        }
    }
}

/// The turn, phase and ruleset a tree's top level gives (as the loader reads them), or `None`
/// where one does not read.
#[allow(clippy::type_complexity)]
fn top_values(tree: &Node) -> Option<(Option<Side>, Option<Phase>, Option<Ruleset>)> {
    let map = tree.as_map()?;
    let get = |key: &str| {
        map.iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v.as_str().map(|t| t.trim().to_lowercase()))
    };
    let turn = match get("turn") {
        None => None,
        Some(t) => Some(match t?.as_str() {
            "light" => Side::Light,
            "dark" => Side::Dark,
            _ => return None,
        }),
    };
    let phase = match get("phase") {
        None => None,
        Some(p) => {
            let p = p?;
            Some(Phase::ALL.iter().find(|(n, _)| *n == p)?.1)
        }
    };
    let rules = match map.iter().find(|(k, _)| k.as_str() == Some("rules")) {
        None => None,
        Some((_, v)) => Some(Ruleset::parse(v.as_str()?)?),
    };
    Some((turn, phase, rules))
}

/// The items of location `loc`'s `side` list in the tree after the change (the location's
/// title is before the splice or moved by it).
fn side_list<'t>(
    tree: &'t Node,
    board: &Board,
    loc: LocId,
    side: Side,
    shift: Shift,
) -> Option<&'t [Node]> {
    let entry = location_entry(tree, board, loc, shift)?;
    let list = entry
        .as_map()?
        .iter()
        .find(|(k, _)| k.as_str() == Some(side.name()))?;
    match &list.1.value {
        Value::Seq(items) => Some(items),
        _ => None,
    }
}

/// The mapping of location `loc`'s entry in the tree after the change.
fn location_entry<'t>(tree: &'t Node, board: &Board, loc: LocId, shift: Shift) -> Option<&'t Node> {
    let l = &board.locations[loc];
    let span: ByteSpan = shift.span(l.span);
    let row = tree
        .as_map()?
        .iter()
        .find(|(k, _)| k.as_str() == Some("rows"))?
        .1
        .as_map()?
        .get(l.row)?
        .1
        .as_seq()?;
    let entry = row.get(l.pos)?;
    let titled = entry
        .as_map()?
        .iter()
        .any(|(k, v)| matches!(k.as_str(), Some("site" | "system" | "sector")) && v.span == span);
    titled.then_some(entry)
}

/// The index a load gives a card appended to location `loc`'s `side` list: after every card
/// of the locations before it, and of the lists of `loc` written before that one (each card's
/// own holdings follow it).
fn index_at(board: &Board, tree: &Node, loc: LocId, side: Side, shift: Shift) -> Option<CardIx> {
    let entry = location_entry(tree, board, loc, shift)?;
    let keys: Vec<&str> = entry
        .as_map()?
        .iter()
        .filter_map(|(k, _)| k.as_str())
        .collect();
    let mine = keys.iter().position(|k| *k == side.name())?;
    let other = side.opponent();
    let other_first = keys
        .iter()
        .position(|k| *k == other.name())
        .is_some_and(|o| o < mine);
    let before = board.locations[loc]
        .cards
        .iter()
        .copied()
        .filter(|&c| board.cards[c].side == side || other_first)
        .max();
    if let Some(last) = before {
        return Some(CardIx::from(usize::from(last_held(board, last)) + 1));
    }
    let next = board
        .locations
        .iter()
        .skip(usize::from(loc))
        .filter_map(|l| l.cards.first().copied())
        .min();
    Some(next.unwrap_or_else(|| CardIx::from(board.cards.len())))
}

/// The last card, in the board's order, of `c` and what it holds (a card's holdings follow
/// it in the order of a load).
fn last_held(board: &Board, c: CardIx) -> CardIx {
    let card = &board.cards[c];
    card.aboard
        .iter()
        .chain(&card.carrying)
        .chain(&card.escorting)
        .map(|&h| last_held(board, h))
        .max()
        .unwrap_or(c)
}
