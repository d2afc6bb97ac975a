//! Changes made to the board in place (issue 38 item 8): a card added at a location and the
//! board's turn, phase or ruleset set, and their undo, change the board the session holds
//! instead of loading the changed text whole. What the change touched is read as the loader
//! reads it (the card's entry by the loader's own `card_entry`); the spans after the splice
//! move; the indexes follow (`board::splice`). Anything else, or a board where the change
//! might read otherwise (a question in words, read against the whole board; a Young Jedi
//! board), is loaded whole, and counted.

use super::text::Back;
use crate::board::SourceText;
use crate::board::splice::Shift;
use crate::board::{Board, Card, CardIx, LocId, Phase, Place};
use crate::rulebook::{Ruleset, Side};
use crate::scenario::yaml::{ByteSpan, Node, Value};
use crate::scenario::{Question, Scenario};

/// What a change touched, where the editor can make it in place.
#[derive(Debug, Clone, Copy)]
pub(super) enum Touched {
    /// A card entry appended to location `loc`'s `side` list.
    CardAt { loc: LocId, side: Side },
    /// The turn, phase or ruleset set.
    Top,
    /// The card taken off (its entry out of its location's list).
    CardGone(CardIx),
    /// The card's entry changed within itself (its `state:`).
    CardState(CardIx),
    /// The card's entry moved to the end of location `loc`'s `side` list.
    Moved {
        card: CardIx,
        loc: LocId,
        side: Side,
    },
}

/// How a change is taken back on the board.
#[derive(Debug, Clone)]
pub(super) enum Inverse {
    /// The card put at this place of the board's order is taken off. (Places, not indexes:
    /// a change loaded whole and its undo give the board a load's indexes, the same places.)
    TakeCard(usize),
    /// The turn, phase and ruleset as they were.
    Top(Option<Side>, Option<Phase>, Option<Ruleset>),
    /// The card taken off is put back at its place in the board's order (in the slot it had
    /// where no other card took it).
    PutCard(CardIx, usize, Box<Card>),
    /// The card read again, at this place of the board's order, is as it was.
    Card(usize, Box<Card>),
    /// The card moved from slot `from` (at place `from_rank` of the board's order) to place
    /// `to` goes back, as `card`; `back` are the shifts that take the spans back.
    Moved {
        from: CardIx,
        from_rank: usize,
        to: usize,
        card: Box<Card>,
        back: Vec<Shift>,
    },
    /// The board is loaded whole from the text.
    Reload,
}

/// Where the bytes of a splice back (`back`, on the text after the change) leave every span.
fn undo_shift(back: &Back) -> Shift {
    Shift {
        start: back.start,
        end: back.start + back.inserted,
        len: back.replaced,
    }
}

/// Where the change whose splice back is `back` moved every span of the text before it.
pub(super) fn change_shift(back: &Back) -> Shift {
    Shift {
        start: back.start,
        end: back.start + back.replaced,
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
fn respan(s: &mut Scenario, text: &SourceText, shift: Shift) -> bool {
    if !s.board.respan(SourceText::clone(text), shift) {
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
    old: &SourceText,
    text: &SourceText,
    tree: &mut Node,
    back: &Back,
    shifts: &[Shift],
) -> Option<Inverse> {
    if !in_place_fits(s) {
        return None;
    }
    let shift = change_shift(back);
    match touched {
        Touched::Top => {
            let was = (s.board.turn, s.board.phase, s.board.ruleset);
            let (turn, phase, rules) = top_values(tree)?;
            if !respan(s, text, shift) {
                return None;
            }
            s.board.turn = turn;
            s.board.phase = phase;
            s.board.ruleset = rules;
            s.board.top_changed();
            Some(Inverse::Top(was.0, was.1, was.2))
        }
        Touched::CardAt { loc, side } => {
            let ix = index_at(&s.board, tree, loc, side, &[shift])?;
            let entry = last_item(side_list(tree, &s.board, loc, side, &[shift])?)?;
            // The loader reads the entry whole: every node in it where it stands.
            super::tree::settle(entry);
            if !respan(s, text, shift) {
                return None;
            }
            if crate::scenario::read_card(&mut s.board, entry, side, loc).is_none() {
                respan(s, old, back_shift(shift));
                return None;
            }
            s.board.card_put(ix)?;
            Some(Inverse::TakeCard(ix))
        }
        Touched::CardGone(ix) => {
            if !alone(s, ix) {
                return None;
            }
            let (card, rank) = s.board.card_taken(ix);
            if !respan(s, text, shift) {
                s.board.card_restored(ix, rank, card);
                return None;
            }
            Some(Inverse::PutCard(ix, rank, Box::new(card)))
        }
        Touched::CardState(ix) => reread(s, ix, old, text, tree, shift),
        Touched::Moved { card, loc, side } => {
            moved(s, card, (loc, side), (old, text), tree, shifts)
        }
    }
}

/// Is card `ix` one a change can make in place: at a location, holding nothing, attached to
/// nothing, and no card attached to it (a load resolves those against the whole board)?
fn alone(s: &Scenario, ix: CardIx) -> bool {
    let card = &s.board.cards[ix];
    let held = !card.aboard.is_empty()
        || !card.carrying.is_empty()
        || !card.escorting.is_empty()
        || card.pilot.is_some()
        || card.driver.is_some();
    // Asked of the board's record of attached cards, not by reading every card.
    let attached_to_it = card.id.as_ref().is_some_and(|id| s.board.has_attached(id));
    matches!(card.place, Place::At(_))
        && !held
        && card.state.attached_to.is_none()
        && !attached_to_it
}

/// Card `ix`, whose entry changed within itself, read again from the tree after the change as
/// a load reads it (`read_card`); the card must keep its title, side, place and id (anything
/// else is loaded whole). `s` is as it was where `None`.
fn reread(
    s: &mut Scenario,
    ix: CardIx,
    old: &SourceText,
    text: &SourceText,
    tree: &mut Node,
    shift: Shift,
) -> Option<Inverse> {
    if !alone(s, ix) {
        return None;
    }
    // Kept apart from the board: its span where it stands.
    let was = s.board.card_out(ix);
    let Place::At(loc) = was.place else {
        return None;
    };
    let span = shift.span(was.span_stored);
    let entry = item_titled(side_list(tree, &s.board, loc, was.side, &[shift])?, span)?;
    super::tree::settle(entry);
    if !respan(s, text, shift) {
        return None;
    }
    // The card's own id is not a second use of it.
    if let Some(id) = &was.id {
        s.board.ids.remove(id);
    }
    let read = crate::scenario::read_card(&mut s.board, entry, was.side, loc);
    let card = read.and_then(|_| s.board.cards.pop());
    if let Some(id) = &was.id {
        s.board.ids.insert(id.clone(), ix);
    }
    match card {
        Some(card)
            if card.def == was.def
                && card.side == was.side
                && card.place == was.place
                && card.id == was.id
                && card.span_stored == span =>
        {
            s.board.card_reread(ix, card);
            Some(Inverse::Card(s.board.cards.rank(ix), Box::new(was)))
        }
        _ => {
            respan(s, old, back_shift(shift));
            None
        }
    }
}

/// A span of the text before a change of `shifts` (first to last, each on the text before
/// the change) in the text after it.
fn through(shifts: &[Shift], span: ByteSpan) -> ByteSpan {
    shifts.iter().rev().fold(span, |s, sh| sh.span(s))
}

/// The shifts that take the spans moved by `shifts` back where they were, first to last on
/// the text after the change.
fn inverse(shifts: &[Shift]) -> Vec<Shift> {
    let mut moved = 0isize;
    let mut out = Vec::with_capacity(shifts.len());
    for sh in shifts {
        let start = sh.start.wrapping_add_signed(moved);
        out.push(Shift {
            start,
            end: start + sh.len,
            len: sh.end - sh.start,
        });
        moved += sh.len as isize - (sh.end - sh.start) as isize;
    }
    out
}

/// The board and its questions moved to `text` by each of `shifts` (first to last on the text
/// before them); false, nothing changed, when a span lies in the bytes one replaces. The
/// board's spans are read twice whatever the number of shifts (a check, then a move).
fn respan_all(s: &mut Scenario, text: &SourceText, shifts: &[Shift]) -> bool {
    if !s.board.respan_through(text.clone(), shifts) {
        return false;
    }
    // The last first: a splice moves nothing before it, so the earlier ones still apply.
    for &sh in shifts.iter().rev() {
        respan_questions(&mut s.questions, sh);
    }
    true
}

/// Card `ix` moved to location `loc`'s `side` list (its entry appended there: the tree after
/// the change is `tree`, made by `shifts` of the text): taken off and read again where a load
/// lists it. `s` is as it was where `None`.
fn moved(
    s: &mut Scenario,
    ix: CardIx,
    (loc, side): (LocId, Side),
    (old, text): (&SourceText, &SourceText),
    tree: &mut Node,
    shifts: &[Shift],
) -> Option<Inverse> {
    if !alone(s, ix) || s.board.cards[ix].side != side || shifts.is_empty() {
        return None;
    }
    // Where a load lists it, on the board with it still in its old place.
    let to = index_at(&s.board, tree, loc, side, shifts)?;
    let to = if s.board.cards.rank(ix) < to {
        to - 1
    } else {
        to
    };
    let entry = last_item(side_list(tree, &s.board, loc, side, shifts)?)?;
    super::tree::settle(entry);
    let entry = &*entry;
    let (was, from_rank) = s.board.card_taken(ix);
    let back = inverse(shifts);
    if !respan_all(s, text, shifts) {
        s.board.card_restored(ix, from_rank, was);
        return None;
    }
    let read = crate::scenario::read_card(&mut s.board, entry, side, loc);
    let fits = read.is_some()
        && s.board
            .cards
            .last()
            .is_some_and(|c| c.def == was.def && c.id == was.id);
    if !fits {
        if read.is_some() {
            let last = s.board.cards.last_ix();
            s.board.cards.pop();
            s.board.ids.retain(|_, c| Some(*c) != last);
        }
        respan_all(s, old, &back);
        s.board.card_restored(ix, from_rank, was);
        return None;
    }
    s.board.card_put(to)?;
    Some(Inverse::Moved {
        from: ix,
        from_rank,
        to,
        card: Box::new(was),
        back,
    })
}

/// The shift that takes spans moved by `shift` back where they were.
fn back_shift(shift: Shift) -> Shift {
    Shift {
        start: shift.start,
        end: shift.start + shift.len,
        len: shift.end - shift.start,
    }
}

/// Takes back a change made in place on `s`: `text` is the text taken back, `back` the
/// splice that made it. `None` (with `s` as it was, or as far as `Reload`) where it was not
/// made in place.
pub(super) fn undo(
    s: &mut Scenario,
    inverse: &Inverse,
    text: &SourceText,
    back: &Back,
) -> Option<()> {
    let shift = undo_shift(back);
    match inverse {
        Inverse::Reload => None,
        Inverse::Top(turn, phase, rules) => {
            if !respan(s, text, shift) {
                return None;
            }
            s.board.turn = *turn;
            s.board.phase = *phase;
            s.board.ruleset = *rules;
            s.board.top_changed();
            Some(())
        }
        Inverse::TakeCard(i) => {
            s.board.card_taken(placed_at(&s.board, *i)?);
            respan(s, text, shift).then_some(())
        }
        Inverse::PutCard(ix, rank, card) => {
            if !respan(s, text, shift) {
                return None;
            }
            s.board.card_restored(*ix, *rank, (**card).clone());
            Some(())
        }
        Inverse::Card(ix, card) => {
            if !respan(s, text, shift) {
                return None;
            }
            s.board
                .card_reread(placed_at(&s.board, *ix)?, (**card).clone());
            Some(())
        }
        Inverse::Moved {
            from,
            from_rank,
            to,
            card,
            back,
        } => {
            // Where this is `None` the caller loads the text whole, whatever is left here.
            s.board.card_taken(placed_at(&s.board, *to)?);
            if !respan_all(s, text, back) {
                return None;
            }
            s.board.card_restored(*from, *from_rank, (**card).clone());
            Some(())
        }
    }
}

/// The card at place `i` of the board's order, if there is one.
fn placed_at(board: &Board, i: usize) -> Option<CardIx> {
    (i < board.cards.len()).then(|| board.cards.at_rank(i))
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

/// Location `loc`'s `side` list in the tree after the change (the location's title is before
/// the splice or moved by it), its own span where it stands; its items may lag behind
/// (`Node::tail`): [`last_item`] and [`item_titled`] make the one they find
/// stand, not every item (issue 38 item 8).
fn side_list<'t>(
    tree: &'t mut Node,
    board: &Board,
    loc: LocId,
    side: Side,
    shifts: &[Shift],
) -> Option<&'t mut Node> {
    let entry = location_entry(tree, board, loc, shifts)?;
    let Value::Map(pairs) = &mut entry.value else {
        return None;
    };
    let list = &mut pairs
        .iter_mut()
        .find(|(k, _)| k.as_str() == Some(side.name()))?
        .1;
    matches!(list.value, Value::Seq(_)).then_some(list)
}

/// The last item of `list`, standing where it is (the items before it too; the nodes in it
/// may lag behind).
fn last_item(list: &mut Node) -> Option<&mut Node> {
    let n = super::tree::held(list);
    super::tree::stand_to(list, n);
    match &mut list.value {
        Value::Seq(items) => items.last_mut(),
        _ => None,
    }
}

/// The item of `list` whose title stands at `span`, standing where it is (the items before it
/// too; those after it may lag behind). Items are in the order of the text: the last starting
/// at or before `span` is found by halving, and read alone (every item up to it was read).
fn item_titled(list: &mut Node, span: ByteSpan) -> Option<&mut Node> {
    use super::tree::{entry_lag, entry_spans, first_not, held, lagged};
    let n = held(list);
    let after = first_not(n, |i| {
        entry_spans(list, i).is_some_and(|(_, v)| v.start <= span.start)
    });
    let i = after.checked_sub(1)?;
    let Value::Seq(items) = &list.value else {
        return None;
    };
    let e = &items[i];
    // The title: the item itself, or its `card:` (lagging by the item's own tail too).
    let title = match &e.value {
        Value::Map(pairs) => {
            let k = pairs.iter().position(|(k, _)| k.as_str() == Some("card"))?;
            lagged(pairs[k].1.span, entry_lag(e, k))
        }
        _ => e.span,
    };
    (lagged(title, entry_lag(list, i)) == span).then_some(())?;
    super::tree::stand_to(list, i + 1);
    match &mut list.value {
        Value::Seq(items) => items.get_mut(i),
        _ => None,
    }
}

/// The mapping of location `loc`'s entry in the tree after the change, it and its entries
/// standing where they are (the lags on the way to it handed down).
fn location_entry<'t>(
    tree: &'t mut Node,
    board: &Board,
    loc: LocId,
    shifts: &[Shift],
) -> Option<&'t mut Node> {
    use super::tree::push;
    let l = &board.locations[loc];
    let span: ByteSpan = through(shifts, l.span);
    push(tree);
    let Value::Map(top) = &mut tree.value else {
        return None;
    };
    let rows = &mut top.iter_mut().find(|(k, _)| k.as_str() == Some("rows"))?.1;
    push(rows);
    let Value::Map(rows) = &mut rows.value else {
        return None;
    };
    let row = &mut rows.get_mut(l.row)?.1;
    push(row);
    let Value::Seq(row) = &mut row.value else {
        return None;
    };
    let entry = row.get_mut(l.pos)?;
    push(entry);
    let titled = entry
        .as_map()?
        .iter()
        .any(|(k, v)| matches!(k.as_str(), Some("site" | "system" | "sector")) && v.span == span);
    titled.then_some(entry)
}

/// The place in the board's order a load gives a card appended to location `loc`'s `side`
/// list: after every card of the locations before it, and of the lists of `loc` written
/// before that one (each card's own holdings follow it).
fn index_at(
    board: &Board,
    tree: &mut Node,
    loc: LocId,
    side: Side,
    shifts: &[Shift],
) -> Option<usize> {
    let entry = location_entry(tree, board, loc, shifts)?;
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
    // The location's cards are in the board's order: the last that fits is looked for from
    // the end, not by reading them all.
    let before = board.locations[loc]
        .cards
        .iter()
        .rev()
        .copied()
        .find(|&c| board.cards[c].side == side || other_first);
    // (Its last two read for the order, not the whole list: issue 38 item 8.)
    debug_assert!(
        board.locations[loc]
            .cards
            .rchunks(2)
            .next()
            .is_none_or(|w| w.iter().map(|&c| board.cards.order_key(c)).is_sorted())
    );
    if let Some(last) = before {
        return Some(board.cards.rank(last_held(board, last)) + 1);
    }
    let next = board
        .locations
        .iter()
        .skip(usize::from(loc))
        .filter_map(|l| l.cards.first().copied())
        .min_by_key(|&c| board.cards.order_key(c));
    Some(next.map_or(board.cards.len(), |c| board.cards.rank(c)))
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
        .max_by_key(|&h| board.cards.order_key(h))
        .unwrap_or(c)
}
