//! The YAML tree kept in step with any splice of the text, from the text alone (issue 38
//! item 8): where [`super::tree::spliced`] needs the tree the change meant, this needs only
//! the bytes written, so that it serves an undo (the inverse splices) and a change that is
//! more than one splice (a move: an entry's lines out of one list, into another) or that
//! rewrites an entry within itself (a state). Each splice is one of:
//! - whole lines put between two entries of a block list or mapping whose entries they match
//!   in kind and column: only those lines are parsed;
//! - whole entries taken out ([`super::tree::cut`]);
//! - anything else: the smallest node holding the bytes replaced (a scalar, or the outermost
//!   list or mapping in brackets, or a block list or mapping) parsed again alone, at its own
//!   column.
//!
//! Every node after the splice moves (as a whole: `tree::slide`); nothing else is read. A splice of no such shape is
//! refused (the caller reads the text whole). The property `tests/edit.rs`
//! `after_any_changes` holds the result to a parse of the text, spans included.

use super::tree::{
    cut, entries_put, entry_spans, first_not, flow, held, make_room, offset, slide, slide_tail,
    stand_to, widen,
};
use crate::board::SourceText;
use crate::board::splice::Shift;
use crate::scenario::yaml::{self, ByteSpan, Node, Value};

/// One splice of a text: bytes `start..end` replaced by `with`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Piece {
    pub start: usize,
    pub end: usize,
    pub with: String,
}

impl Piece {
    /// The bytes the piece's undo keeps.
    pub fn bytes(&self) -> usize {
        self.with.len() + std::mem::size_of::<Piece>()
    }
}

/// `tree` (of `text`) made the tree of the text that `pieces` (in the order of the text, none
/// overlapping, each on `text`) make of it. False where a piece is of no shape read here
/// (then `tree` is no longer to be trusted).
/// `after` is the text the pieces make (so that one piece needs no copy of the text made).
pub(super) fn all(
    text: &SourceText,
    after: &SourceText,
    tree: &mut Node,
    pieces: &[Piece],
) -> bool {
    if let [p] = pieces {
        return p.start <= p.end
            && p.end <= text.len()
            && text.is_char_boundary(p.start)
            && one(text, after, tree, p);
    }
    // The texts between the pieces: the first is `text` and the last `after`; those in
    // between are made by splicing the rope (issue 38 item 8, round 27: each was a copy of
    // the text whole).
    let mut now = text.clone();
    // The last first: a splice moves nothing before it, so the earlier ones still apply.
    for (i, p) in pieces.iter().enumerate().rev() {
        if p.start > p.end || p.end > now.len() || !now.is_char_boundary(p.start) {
            return false;
        }
        let len = now.len() - (p.end - p.start) + p.with.len();
        let next = if i == 0 && len == after.len() {
            after.clone()
        } else {
            match now.spliced(std::iter::once((p.start, p.end, p.with.as_str()))) {
                Some(next) => next,
                None => return false,
            }
        };
        if !one(&now, &next, tree, p) {
            return false;
        }
        now = next;
    }
    true
}

/// The text that `pieces` (in the order of the text, none overlapping, each on `text`) make of
/// `text`, its rope spliced (no copy of the text: round 27); `None` where a piece does not lie
/// on `text`.
pub(super) fn applied(text: &SourceText, pieces: &[Piece]) -> Option<SourceText> {
    text.spliced(pieces.iter().map(|p| (p.start, p.end, p.with.as_str())))
}

/// The pieces that take back `pieces` (each on the text before them, in its order): each on
/// the text after them, in its order, holding the bytes `before` had there.
pub(super) fn inverse(before: &SourceText, pieces: &[(usize, usize, usize)]) -> Vec<Piece> {
    let mut moved = 0isize;
    let mut out = Vec::with_capacity(pieces.len());
    for &(start, end, len) in pieces {
        let at = start.wrapping_add_signed(moved);
        out.push(Piece {
            start: at,
            end: at + len,
            with: before.slice(start..end).into_owned(),
        });
        moved += len as isize - (end - start) as isize;
    }
    out
}

/// One piece: `before` (whose tree `tree` is) made `after`.
fn one(before: &SourceText, after: &SourceText, tree: &mut Node, p: &Piece) -> bool {
    if p.start == p.end && p.with.is_empty() {
        return true;
    }
    // The nodes read below (those on the way to the bytes replaced) stand where they are.
    expose(before, tree, p.start, p.end);
    if p.with.is_empty() && lines_at(before, p.start) && lines_at(before, p.end) {
        // Whole lines taken out: whole entries, or nothing read here (`cut` leaves no tree
        // to trust).
        return cut(before, after, tree, p.start, p.end - p.start);
    }
    if p.start == p.end && lines_at(before, p.start) && p.with.ends_with('\n') {
        match lines_put(before, after, tree, p) {
            Some(true) => return true,
            Some(false) => return false,
            None => {}
        }
    }
    reparsed(before, after, tree, p)
}

/// Every node of `n` (a tree of `text`) that holds bytes `start..end`, or whose last line
/// reaches them, pushed (`tree::push`): the nodes the readers here go into, and their
/// entries, stand where they are. Entries are in the order of the text, so those are a run
/// of each list or mapping, found by halving; only they are gone into.
fn expose(text: &SourceText, n: &mut Node, start: usize, end: usize) {
    let count = held(n);
    if count == 0 {
        // A scalar, or an empty list or mapping: nothing in it to read.
        stand_to(n, 0);
        return;
    }
    // Read where each stands (the entries past the bytes may lag: `Node::tail`).
    let reach = |i: usize| span_of(n, i).map_or(0, |c| line_end(text, c.end().max(c.start)));
    let lo = first_not(count, |i| reach(i) < start);
    let hi = first_not(count, |i| span_of(n, i).is_some_and(|c| c.start <= end));
    // The entries up to those gone into stand where they are; those after them may lag.
    stand_to(n, hi);
    for i in lo..hi {
        if let Some(c) = child_mut(n, i) {
            expose(text, c, start, end);
        }
    }
}

/// Where a child of a node (an item, or a mapping's value) stands: its span, with the lag of
/// the node's tail where it is in it (`Node::tail`).
fn span_of(n: &Node, i: usize) -> Option<ByteSpan> {
    entry_spans(n, i).map(|(_, v)| v)
}

/// Is `at` the start of a line of `text`?
fn lines_at(text: &SourceText, at: usize) -> bool {
    at == 0 || text.byte(at - 1) == Some(b'\n')
}

/// Just past the line break of the line holding byte `at` (or the end of the text).
fn line_end(text: &SourceText, at: usize) -> usize {
    text.line_end(at)
}

/// [`line_start`] of a string (a fragment written).
fn str_line_start(text: &str, at: usize) -> usize {
    text[..at].rfind('\n').map_or(0, |i| i + 1)
}

fn line_start(text: &SourceText, at: usize) -> usize {
    text.line_start(at)
}

/// Where a child of a node is: the `i`th item of a list, or the value of a mapping's `i`th
/// key.
fn child(n: &Node, i: usize) -> Option<&Node> {
    match &n.value {
        Value::Seq(items) => items.get(i),
        Value::Map(pairs) => pairs.get(i).map(|(_, v)| v),
        _ => None,
    }
}

fn child_mut(n: &mut Node, i: usize) -> Option<&mut Node> {
    match &mut n.value {
        Value::Seq(items) => items.get_mut(i),
        Value::Map(pairs) => pairs.get_mut(i).map(|(_, v)| v),
        _ => None,
    }
}

/// The column of a block list's first item or a block mapping's first key, and whether it
/// is a list.
fn entries(text: &SourceText, n: &Node) -> Option<(usize, bool)> {
    if flow(text, n) {
        return None;
    }
    let is_seq = match &n.value {
        Value::Seq(_) => true,
        Value::Map(_) => false,
        _ => return None,
    };
    let (k, v) = entry_spans(n, 0)?;
    let first = k.unwrap_or(v).start;
    Some((first - line_start(text, first), is_seq))
}

/// The block list or mapping (by its path) that whole lines put at `at` of `text` join, and
/// the index they take: one of the kind (`seq`) and the column (`col`) of the lines, after
/// whose entry `at - 1` the line ends; the deepest such.
fn home(
    text: &SourceText,
    n: &Node,
    at: usize,
    seq: bool,
    col: usize,
) -> Option<(Vec<usize>, usize)> {
    let count = match &n.value {
        Value::Seq(items) => items.len(),
        Value::Map(pairs) => pairs.len(),
        _ => return None,
    };
    // The children that start before `at` and whose last line reaches it: a run, children
    // being in the order of the text, found by halving (issue 38 item 8).
    let reach = |c: ByteSpan| line_end(text, c.end().max(c.start));
    let lo = first_not(count, |i| span_of(n, i).is_some_and(|c| reach(c) < at));
    let hi = first_not(count, |i| span_of(n, i).is_some_and(|c| c.start < at));
    for i in lo..hi {
        let c = child(n, i)?;
        let span = span_of(n, i)?;
        if span.start < at
            && at <= reach(span)
            && let Some((mut path, ix)) = home(text, c, at, seq, col)
        {
            path.insert(0, i);
            return Some((path, ix));
        }
    }
    let (c, is_seq) = entries(text, n)?;
    if is_seq != seq || c != col {
        return None;
    }
    // After entry `i - 1`: the first line past its end.
    let end =
        |i: usize| entry_spans(n, i).map_or(0, |(k, v)| k.map_or(0, |k| k.end()).max(v.end()));
    let j = first_not(count, |i| line_end(text, end(i)) < at);
    (j < count && line_end(text, end(j)) == at).then(|| (Vec::new(), j + 1))
}

/// Whole lines put at a line start (`p.with`, ending in a line break) between entries of a
/// block list or mapping they match. `None` where they do not (the tree untouched); else
/// whether the tree was kept in step.
fn lines_put(before: &SourceText, after: &SourceText, tree: &mut Node, p: &Piece) -> Option<bool> {
    let fragment = yaml::parse_plain(&p.with)?;
    let (seq, first) = match &fragment.value {
        Value::Seq(items) => (true, items.first()?.span.start),
        Value::Map(pairs) => (false, pairs.first()?.0.span.start),
        _ => return None,
    };
    let col = first - str_line_start(&p.with, first);
    let (path, ix) = home(before, tree, p.start, seq, col)?;
    let shift = Shift {
        start: p.start,
        end: p.start,
        len: p.with.len(),
    };
    moved(tree, shift);
    let mut fragment = fragment;
    offset(&mut fragment, p.start);
    Some(put(after, tree, &path, ix, fragment.value))
}

/// Every span in `n` moved by `shift`. The entries that end before the splice (a run at the
/// start of each list or mapping: entries are in the order of the text) stay as they are, and
/// are not visited (issue 38 item 8).
fn moved(n: &mut Node, shift: Shift) {
    if slide(n, shift) {
        // Wholly after the splice: it moves as a whole (the nodes in it lag behind).
        return;
    }
    n.span = shift.span(n.span);
    // The entries past the splice are not read: they lag behind as a whole (`Node::tail`);
    // those before the first of them stand where they are.
    let count = held(n);
    let past = first_not(count, |i| {
        entry_spans(n, i).is_some_and(|(k, v)| k.unwrap_or(v).start <= shift.end)
    });
    stand_to(n, past);
    let before = |s: ByteSpan| s.end() < shift.start;
    match &mut n.value {
        Value::Seq(items) => {
            let first = items[..past].partition_point(|c| before(c.span));
            items[first..past].iter_mut().for_each(|c| moved(c, shift));
        }
        Value::Map(pairs) => {
            let first = pairs[..past].partition_point(|(k, v)| before(k.span) && before(v.span));
            for (k, v) in &mut pairs[first..past] {
                moved(k, shift);
                moved(v, shift);
            }
        }
        _ => {}
    }
    // Those past the splice move as a whole, by the tail's lag (`slide_tail`).
    slide_tail(n, past, shift);
}

/// The fragment's entries put at index `ix` of the node at `path`; every node on the way
/// spans its entries.
fn put(text: &SourceText, n: &mut Node, path: &[usize], ix: usize, value: Value) -> bool {
    let ok = match path.split_first() {
        Some((&i, rest)) => match child_mut(n, i) {
            Some(c) => put(text, c, rest, ix, value),
            None => false,
        },
        None => {
            // The entries put stand where they are; the tail, if any, starts after them.
            make_room(n, ix);
            let put = match (&mut n.value, value) {
                (Value::Seq(items), Value::Seq(new)) if ix <= items.len() => {
                    let count = new.len();
                    items.splice(ix..ix, new);
                    Some(count)
                }
                (Value::Map(pairs), Value::Map(new)) if ix <= pairs.len() => {
                    let count = new.len();
                    pairs.splice(ix..ix, new);
                    Some(count)
                }
                _ => None,
            };
            if let Some(count) = put {
                entries_put(n, ix, count);
            }
            put.is_some()
        }
    };
    widen(text, n);
    ok
}

/// The path to the smallest node holding bytes `start..end`: a value or item (never a key
/// or the whole file), and no deeper than the outermost list or mapping in brackets.
fn holder(text: &SourceText, n: &Node, start: usize, end: usize) -> Option<Vec<usize>> {
    let count = match &n.value {
        Value::Seq(items) => items.len(),
        Value::Map(pairs) => pairs.len(),
        _ => 0,
    };
    if matches!(n.value, Value::Map(_))
        && (0..count).any(|i| {
            entry_spans(n, i)
                .and_then(|(k, _)| k)
                .is_some_and(|k| k.start < end && start < k.end().max(k.start + 1))
        })
    {
        // A key written anew: its mapping is.
        return None;
    }
    for i in 0..count {
        let c = child(n, i)?;
        let span = span_of(n, i)?;
        if span.start <= start && end <= span.end() && span.len > 0 {
            if flow(text, c) {
                return Some(vec![i]);
            }
            let mut path = holder(text, c, start, end).unwrap_or_default();
            path.insert(0, i);
            return Some(path);
        }
    }
    None
}

/// The smallest node holding the bytes replaced, parsed again alone at its own column from
/// `after`; every node after it moved, every node holding it grown or shrunk with it.
fn reparsed(before: &SourceText, after: &SourceText, tree: &mut Node, p: &Piece) -> bool {
    let Some(path) = holder(before, tree, p.start, p.end) else {
        return false;
    };
    if path.is_empty() {
        return false;
    }
    let mut n: &Node = tree;
    let mut spans = vec![n.span];
    for &i in &path {
        let Some(c) = child(n, i) else {
            return false;
        };
        n = c;
        spans.push(n.span);
    }
    let grow = |s: ByteSpan| {
        (s.len + p.with.len())
            .checked_sub(p.end - p.start)
            .map(|len| ByteSpan::new(s.start, len))
    };
    let Some(span) = grow(n.span) else {
        return false;
    };
    if matches!(after.byte(span.start), Some(b'|' | b'>')) || span.end() > after.len() {
        return false;
    }
    let lead = line_start(after, span.start);
    let Some(body) = after.get(span.start..span.end()) else {
        return false;
    };
    let fragment = format!("{}{body}", " ".repeat(span.start - lead));
    let Some(mut fresh) = yaml::parse_plain(&fragment) else {
        return false;
    };
    offset(&mut fresh, lead);
    if fresh.span != span
        || std::mem::discriminant(&fresh.value) != std::mem::discriminant(&n.value)
    {
        return false;
    }
    moved(
        tree,
        Shift {
            start: p.start,
            end: p.end,
            len: p.with.len(),
        },
    );
    set_path(tree, &path, &spans, &grow, fresh)
}

/// The node at `path` replaced by `fresh`; the nodes holding it span as they did (`spans`,
/// root first) grown by the splice.
fn set_path(
    n: &mut Node,
    path: &[usize],
    spans: &[ByteSpan],
    grow: &impl Fn(ByteSpan) -> Option<ByteSpan>,
    fresh: Node,
) -> bool {
    let Some(span) = spans.first().and_then(|&s| grow(s)) else {
        return false;
    };
    match path.split_first() {
        None => {
            *n = fresh;
            true
        }
        Some((&i, rest)) => {
            n.span = span;
            match child_mut(n, i) {
                Some(c) => set_path(c, rest, &spans[1..], grow, fresh),
                None => false,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every splice of `text` to `after` read here gives the tree a parse of `after` gives.
    /// (The texts held as strings, and as ropes.)
    fn check(text: &str, pieces: &[Piece]) -> bool {
        let mut after = text.to_string();
        for p in pieces.iter().rev() {
            after.replace_range(p.start..p.end, &p.with);
        }
        let fresh = yaml::parse_plain(&after).expect("plain after");
        let flat = (SourceText::from(text), SourceText::from(after.as_str()));
        let roped = (
            flat.0
                .spliced(std::iter::empty::<(usize, usize, &str)>())
                .expect("a rope"),
            flat.1
                .spliced(std::iter::empty::<(usize, usize, &str)>())
                .expect("a rope"),
        );
        let mut read = [false; 2];
        for (i, (t, a)) in [flat, roped].iter().enumerate() {
            assert_eq!(t.held_str().is_none(), i == 1);
            let mut tree = yaml::parse_plain(text).expect("plain");
            read[i] = all(t, a, &mut tree, pieces);
            if read[i] {
                assert_eq!(super::super::tree::settled(&tree), fresh, "{after}");
            }
        }
        assert_eq!(read[0], read[1], "string and rope");
        read[0]
    }

    fn piece(text: &str, at: &str, len: usize, with: &str) -> Piece {
        let start = text.find(at).expect("in the text");
        Piece {
            start,
            end: start + len,
            with: with.into(),
        }
    }

    const BOARD: &str = "rules: latest\nrows:\n  Hoth:\n    - system: Hoth\n      light:\n        - { card: Echo Base Trooper, id: a }\n        - card: Echo Base Trooper\n          id: b\n        - { card: Echo Base Trooper, id: c } # c\n    - site: \"Hoth: Echo Docking Bay\"\n";

    #[test]
    fn lines_put_between_entries_are_read_alone() {
        let p = piece(
            BOARD,
            "        - card",
            0,
            "        - { card: Luke Skywalker }\n",
        );
        assert!(check(BOARD, &[p]));
        let p = piece(BOARD, "    - site", 0, "      dark: [Stormtrooper]\n");
        assert!(check(BOARD, &[p]));
    }

    #[test]
    fn an_entry_written_within_itself_is_read_alone() {
        let at = BOARD.find("id: a").expect("a") + 5;
        let p = Piece {
            start: at,
            end: at,
            with: ", state: crashed".into(),
        };
        assert!(check(BOARD, &[p]));
        let p = piece(BOARD, "latest", 6, "hoth");
        assert!(check(BOARD, &[p]));
        let p = piece(BOARD, "b\n", 1, "bb");
        assert!(check(BOARD, &[p]));
    }

    /// Issue 38 item 8, round 26: the tail a list keeps for the entries past a splice
    /// (`Node::tail`) is eight bytes, where the lag it replaced was, so that a node is no
    /// larger (a card put or taken shifts its list's nodes whole: a tail of two words made
    /// `:remove` cost as many instructions at 16,000 troopers as the slide it saved).
    #[test]
    fn the_tail_keeps_a_node_its_size() {
        use std::mem::size_of;
        assert_eq!(size_of::<yaml::Tail>(), 8);
        assert_eq!(
            size_of::<Node>(),
            size_of::<ByteSpan>() + size_of::<Value>() + 8
        );
    }

    #[test]
    fn a_move_is_two_pieces() {
        let line = "        - { card: Echo Base Trooper, id: a }\n";
        let out = piece(BOARD, line, line.len(), "");
        let end = BOARD.len();
        let into = Piece {
            start: end,
            end,
            with: format!("      light:\n{line}"),
        };
        assert!(check(BOARD, &[out.clone(), into.clone()]));
        // And back: the inverse pieces on the text after.
        let mut after = BOARD.to_string();
        after.push_str(&into.with);
        after.replace_range(out.start..out.end, "");
        let back = inverse(
            &SourceText::from(BOARD),
            &[
                (out.start, out.end, 0),
                (into.start, into.end, into.with.len()),
            ],
        );
        assert!(check(&after, &back));
    }
}
