//! The YAML tree kept in step with a splice of the text (issue 38 item 8), instead of the
//! text parsed again whole: the nodes after the splice move with it (each held directly by a
//! node on the splice's path moved as a whole, the nodes within it left to lag behind until
//! read: `Node::tail`, [`push`]), and only the fragment
//! written is parsed, where it stands alone (whole lines added to a block list or mapping, or
//! one scalar written anew). A change or undo of any other shape is read whole by the caller.
//! Either way the tree is the one a parse of the text gives, spans included: the property
//! `tests/edit.rs` `after_any_changes` compares the two after every change.

use crate::board::SourceText;
use crate::board::splice::Shift;
use crate::scenario::yaml::{self, ByteSpan, Node, Tail, Value};

/// Do two trees say the same, spans aside?
pub fn same(a: &Node, b: &Node) -> bool {
    match (&a.value, &b.value) {
        (Value::Null, Value::Null) => true,
        (Value::Scalar { text: t, kind: k }, Value::Scalar { text: u, kind: l }) => {
            t == u && k == l
        }
        (Value::Seq(x), Value::Seq(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(p, q))
        }
        (Value::Map(x), Value::Map(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|((k, v), (l, w))| same(k, l) && same(v, w))
        }
        _ => false,
    }
}

/// A node the change made (not read from the text): it spans nothing.
pub(super) fn made(n: &Node) -> bool {
    n.span == ByteSpan::new(0, 0)
}

/// How many nodes `n` holds, itself included (as the plain reader counts them against its
/// bound, `yaml::PLAIN_MAX_NODES`: every scalar, key, list and mapping).
pub(super) fn count(n: &Node) -> usize {
    1 + match &n.value {
        Value::Seq(items) => items.iter().map(count).sum(),
        Value::Map(pairs) => pairs.iter().map(|(k, v)| count(k) + count(v)).sum(),
        _ => 0,
    }
}

/// [`count`], the nodes walked counted (`Pass::TreeNodes`): the editor walks a tree only
/// where it was read or copied whole (it keeps the count with each change and undo).
pub(super) fn counted(n: &Node) -> usize {
    let nodes = count(n);
    crate::board::passes::count(crate::board::passes::Pass::TreeNodes, nodes);
    nodes
}

/// Every span in `n` moved by `by` bytes.
pub(super) fn offset(n: &mut Node, by: usize) {
    n.span.start += by;
    for_children(n, |c| offset(c, by));
}

pub(super) fn for_children(n: &mut Node, mut f: impl FnMut(&mut Node)) {
    match &mut n.value {
        Value::Seq(items) => items.iter_mut().for_each(f),
        Value::Map(pairs) => pairs.iter_mut().for_each(|(k, v)| {
            f(k);
            f(v);
        }),
        _ => {}
    }
}

/// `n`, a node starting past the bytes `shift` replaced, moved with the splice as a whole:
/// its own span moves, and the nodes in it are left to lag behind by as much (`Node::tail`,
/// handed down a level by [`push`] where the editor reads them). Nothing in it is cut, put or
/// widened (issue 38 item 8: every node after the splice was moved, one by one; now a splice
/// moves the nodes its path holds directly, not the nodes within them). False where `n`
/// starts within or before those bytes (a node the change made spans nothing): the caller
/// does not trust the tree then.
pub(super) fn slide(n: &mut Node, shift: Shift) -> bool {
    if n.span.start <= shift.end {
        return false;
    }
    let by = shift.len as isize - (shift.end - shift.start) as isize;
    move_by(n, by);
    crate::board::passes::count(crate::board::passes::Pass::SpanMoves, 1);
    true
}

/// The entries of `n` from `past` on (each starting past the bytes `shift` replaced: the
/// entries of a list or mapping after the one holding the splice, entries being in the order
/// of the text) moved with the splice as a whole, by the lag of `n`'s tail (`Node::tail`), not
/// one by one: the tail's start is moved to `past` first ([`stand_to`]: one entry per entry it
/// passes, so a change and its undo at one place move none). Issue 38 item 8: every entry
/// after a card's splice, 16,000 at most in the bench, was moved (`slide_all`).
pub(super) fn slide_tail(n: &mut Node, past: usize, shift: Shift) {
    let by = shift.len as isize - (shift.end - shift.start) as isize;
    stand_to(n, past);
    if past < held(n) && by != 0 {
        let (_, lag) = tail_of(n);
        set_tail(n, past, lag + by);
        crate::board::passes::count(crate::board::passes::Pass::SpanMoves, 1);
    }
}

/// `n`'s tail: the first entry in it, and by how much it lags (0: nothing lags).
fn tail_of(n: &Node) -> (usize, isize) {
    (n.tail.from as usize, n.tail.by as isize)
}

/// `n`'s entries from `from` on made to lag `by` bytes behind (none where `by` is 0 or `from`
/// is past its entries); those it held before stand where they are (the caller moved them).
/// Where the figures do not fit the tail's eight bytes (a lag past 2 GiB, which no board
/// within the loader's bounds reaches), the entries are moved instead.
fn set_tail(n: &mut Node, from: usize, by: isize) {
    n.tail = Tail::default();
    let len = held(n);
    if by == 0 || from >= len {
        return;
    }
    match (u32::try_from(from), i32::try_from(by)) {
        (Ok(f), Ok(b)) => n.tail = Tail { from: f, by: b },
        _ => {
            let moved = move_entries(n, from, len, by);
            crate::board::passes::count(crate::board::passes::Pass::SpanMoves, moved);
        }
    }
}

/// How far entry `i` of `n` (an item, or a key and its value) lags behind where it stands,
/// its own spans and everything in it: its tail's lag where `i` is in it.
pub(super) fn entry_lag(n: &Node, i: usize) -> isize {
    tail_by(n, i)
}

/// How far entry `i` of `n` lags behind by `n`'s tail alone.
pub(super) fn tail_by(n: &Node, i: usize) -> isize {
    let (from, by) = tail_of(n);
    if i >= from { by } else { 0 }
}

/// The entries `lo..hi` of `n` each moved `by` bytes as a whole ([`move_by`]); how many
/// nodes moved.
fn move_entries(n: &mut Node, lo: usize, hi: usize, by: isize) -> usize {
    if by == 0 || lo >= hi {
        return 0;
    }
    match &mut n.value {
        Value::Seq(items) => {
            let hi = hi.min(items.len());
            let lo = lo.min(hi);
            items[lo..hi].iter_mut().for_each(|c| move_by(c, by));
            hi - lo
        }
        Value::Map(pairs) => {
            let hi = hi.min(pairs.len());
            let lo = lo.min(hi);
            pairs[lo..hi].iter_mut().for_each(|(k, v)| {
                move_by(k, by);
                move_by(v, by);
            });
            2 * (hi - lo)
        }
        _ => 0,
    }
}

/// The entries of `n` before `k` made to stand where they are, and those from `k` on to lag
/// behind by one amount (`n`'s tail, from `k`): each entry the tail's start passes moved in or
/// out of it, so the entries between the tail's start and `k` alone are moved (issue 38 item
/// 8: the entries past a splice are not read; a reader of the entries before it is).
pub(super) fn stand_to(n: &mut Node, k: usize) {
    let (from, by) = tail_of(n);
    if by == 0 {
        return;
    }
    let len = held(n);
    let (k, f) = (k.min(len), from.min(len));
    let moved = if k > f {
        move_entries(n, f, k, by)
    } else {
        // Standing, they join the tail: their spans stored as far behind.
        move_entries(n, k, f, -by)
    };
    crate::board::passes::count(crate::board::passes::Pass::SpanMoves, moved);
    set_tail(n, k, by);
}

/// Every entry of `n` made to lag `by` bytes more (`n` moved as a whole): the tail from the
/// first entry, where it starts there or nothing lags; else the entries before the tail are
/// moved (as many as the tail's start) and the tail lags more.
fn lag_all(n: &mut Node, by: isize) {
    let (from, lag) = tail_of(n);
    if lag == 0 || from == 0 {
        set_tail(n, 0, lag + by);
        return;
    }
    let moved = move_entries(n, 0, from, by);
    crate::board::passes::count(crate::board::passes::Pass::SpanMoves, moved);
    set_tail(n, from, lag + by);
}

/// Entries are to be put at index `ix` of `n`: the tail (`Node::tail`) made to start at `ix`
/// or after it, so that the entries put stand where they are ([`entries_put`] after).
pub(super) fn make_room(n: &mut Node, ix: usize) {
    let (from, by) = tail_of(n);
    if by != 0 && from < ix {
        stand_to(n, ix);
    }
}

/// `count` entries were put at index `ix` of `n` (after [`make_room`]): the tail starts as
/// many later.
pub(super) fn entries_put(n: &mut Node, ix: usize, count: usize) {
    let (from, by) = tail_of(n);
    if by != 0 && from >= ix {
        set_tail(n, from + count, by);
    }
}

/// `count` entries were taken out of `n` before its tail: the tail starts as many earlier.
pub(super) fn entries_taken(n: &mut Node, count: usize) {
    let (from, by) = tail_of(n);
    if by != 0 {
        set_tail(n, from.saturating_sub(count), by);
    }
}

/// The first of `0..count` for which `before` no longer holds (`before` holds for a run at
/// the start, then not), found by halving.
pub(super) fn first_not(count: usize, before: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (0, count);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if before(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// Entry `i` of `n` (the item, or the key and its value) where it stands.
pub(super) fn entry_spans(n: &Node, i: usize) -> Option<(Option<ByteSpan>, ByteSpan)> {
    let by = entry_lag(n, i);
    match &n.value {
        Value::Seq(items) => Some((None, lagged(items.get(i)?.span, by))),
        Value::Map(pairs) => {
            let (k, v) = pairs.get(i)?;
            Some((Some(lagged(k.span, by)), lagged(v.span, by)))
        }
        _ => None,
    }
}

/// `n`'s own span moved by `by` bytes, and the nodes in it left to lag behind by as much.
fn move_by(n: &mut Node, by: isize) {
    n.span.start = n.span.start.wrapping_add_signed(by);
    if matches!(n.value, Value::Seq(_) | Value::Map(_)) {
        lag_all(n, by);
    }
}

/// A span that lags `by` bytes behind, where it stands.
pub(super) fn lagged(s: ByteSpan, by: isize) -> ByteSpan {
    ByteSpan::new(s.start.wrapping_add_signed(by), s.len)
}

/// The lag of the nodes in `n` handed down a level, its tail's too (`Node::tail`): its entries
/// (keys and values) stand where they are, and the nodes in each lag behind by as much as they
/// did. The one way the
/// editor makes a node's entries' spans right before it reads them (every traversal of the
/// editor's tree pushes each node it goes into); a node with no lag costs nothing.
pub(super) fn push(n: &mut Node) {
    let len = held(n);
    stand_to(n, len);
}

/// Every lag in `n` handed down: each node in it stands where it is (before the tree is read
/// by anything but the editor's own traversals, which push as they go: a load, a comparison,
/// a copy of the whole tree).
pub(super) fn settle(n: &mut Node) {
    push(n);
    for_children(n, settle);
}

/// Every node on `path` (from `root`) made to stand where it is, with the entries of each node
/// on the way up to it (those after it may lag: `Node::tail`, issue 38 item 8); the node at
/// its end settled whole where `whole` (an entry the change reads within itself), else pushed
/// (a list the change reads the entries of).
pub(super) fn settle_path(root: &mut Node, path: &[usize], whole: bool) {
    let mut cur = root;
    for &i in path {
        // The entries after the one gone into may lag (the tail is not read).
        stand_to(cur, i + 1);
        let next = match &mut cur.value {
            Value::Seq(items) => items.get_mut(i),
            Value::Map(pairs) => pairs.get_mut(i).map(|(_, v)| v),
            _ => None,
        };
        let Some(next) = next else {
            return;
        };
        cur = next;
    }
    if whole { settle(cur) } else { push(cur) }
}

/// `n`, every lag in it handed down (a tree to compare or to hand to the loader).
pub(super) fn settled(n: &Node) -> Node {
    let mut n = n.clone();
    settle(&mut n);
    n
}

/// The end of a node's last child (a block list or mapping ends where its last entry ends).
/// Entries are in the order of the text and do not overlap, so the last ends last: only it
/// is read (issue 38 item 8: a list of 16,000 cards was read whole to widen or shrink it on
/// every change and undo), unless it is a node the change made (it spans nothing), when
/// every entry is.
fn children_end(n: &Node) -> Option<usize> {
    // Read where each stands (the tail of `n` may lag: `Node::tail`).
    let end = |i: usize| entry_spans(n, i).map(|(k, v)| k.map_or(0, |k| k.end()).max(v.end()));
    let count = held(n);
    let last = end(count.checked_sub(1)?)?;
    if last > 0 {
        crate::board::passes::count(crate::board::passes::Pass::EndEntries, 1);
        return Some(last);
    }
    crate::board::passes::count(crate::board::passes::Pass::EndEntries, count);
    (0..count).filter_map(end).max()
}

/// How many entries a list or mapping holds (0 for anything else).
pub(super) fn held(n: &Node) -> usize {
    match &n.value {
        Value::Seq(items) => items.len(),
        Value::Map(pairs) => pairs.len(),
        _ => 0,
    }
}

/// Is `n` (in `text`) a list or mapping in brackets?
pub(super) fn flow(text: &SourceText, n: &Node) -> bool {
    n.span.len > 0 && matches!(text.byte(n.span.start), Some(b'[' | b'{'))
}

/// `new` (the tree after the change: the nodes kept carry the spans of the text before it,
/// the nodes the change made span nothing) made the tree of `text`, the text the change
/// wrote by one splice, bytes `start..end` replaced by `with`. False where the splice is not
/// one that stands alone (then `new`'s spans are no longer to be trusted; its values are).
pub(super) fn spliced(
    text: &SourceText,
    new: &mut Node,
    start: usize,
    end: usize,
    with: &str,
) -> bool {
    let Some(fragment) = yaml::parse_plain(with) else {
        return false;
    };
    let mut parts: Vec<Node> = match fragment.value {
        Value::Seq(items) if start == end && items.len() == 1 => items,
        Value::Map(pairs) if start == end && pairs.len() == 1 => {
            pairs.into_iter().flat_map(|(k, v)| [k, v]).collect()
        }
        Value::Scalar { .. } if start < end => vec![fragment],
        _ => return false,
    };
    for p in &mut parts {
        offset(p, start);
    }
    parts.reverse();
    let shift = Shift {
        start,
        end,
        len: with.len(),
    };
    let mut ok = true;
    fill(text, new, shift, &mut parts, &mut ok);
    ok && parts.is_empty()
}

/// Moves the spans of the nodes kept and puts the fragment's nodes (`parts`, last first) in
/// place of the nodes made, each of which must read as its part; the block lists and
/// mappings holding them end where their last entry now does.
fn fill(text: &SourceText, n: &mut Node, shift: Shift, parts: &mut Vec<Node>, ok: &mut bool) {
    if !*ok {
        return;
    }
    if n.span.start > shift.end {
        // After the splice: it moves, and nothing in it is made or widened.
        *ok = slide(n, shift);
        return;
    }
    if made(n) {
        match parts.pop() {
            Some(p) if same(&p, n) => *n = p,
            _ => *ok = false,
        }
        return;
    }
    // A list or mapping whose first entry the text is put before starts where it did.
    let first_put = shift.start == shift.end
        && n.span.start == shift.start
        && matches!(n.value, Value::Seq(_) | Value::Map(_));
    if first_put {
        n.span.len += shift.len;
    } else {
        n.span = shift.span(n.span);
    }
    push(n);
    for_children(n, |c| fill(text, c, shift, parts, ok));
    widen(text, n);
}

/// A block list or mapping spans its entries.
pub(super) fn widen(text: &SourceText, n: &mut Node) {
    if flow(text, n) {
        return;
    }
    if let Some(end) = children_end(n)
        && end > n.span.end()
    {
        n.span.len = end - n.span.start;
    }
}

/// `tree` (of `old`, the text before an undo) made the tree of `text`, the text after it:
/// the bytes `start..start + len` of `old` were taken out (nothing put in their place), and
/// the entries they held go. False where the bytes are not whole entries of block lists or
/// mappings (then `tree` is no longer to be trusted).
pub(super) fn cut(
    old: &SourceText,
    text: &SourceText,
    tree: &mut Node,
    start: usize,
    len: usize,
) -> bool {
    let end = start + len;
    let shift = Shift { start, end, len: 0 };
    let mut ok = true;
    let mut removed = 0;
    prune((old, text), tree, shift, &mut removed, &mut ok);
    ok && removed > 0
}

/// Is the span within the bytes taken out?
fn within(s: ByteSpan, shift: Shift) -> bool {
    s.start >= shift.start && s.end() <= shift.end && s.len > 0
}

/// Takes out of `n` the entries within the bytes cut (`texts`: the text before and after).
fn prune(
    texts: (&SourceText, &SourceText),
    n: &mut Node,
    shift: Shift,
    removed: &mut usize,
    ok: &mut bool,
) -> bool {
    if !*ok {
        return false;
    }
    let before = n.span;
    if before.start > shift.end {
        // After the bytes cut: it moves, and nothing in it goes.
        *ok = slide(n, shift);
        return false;
    }
    // The entries that start past the bytes cut are not read: they lag behind as a whole
    // (`Node::tail`); those before the first of them stand where they are.
    let count = held(n);
    let hi = first_not(count, |i| {
        entry_spans(n, i).is_some_and(|(k, v)| k.unwrap_or(v).start <= shift.end)
    });
    stand_to(n, hi);
    let mut touched = false;
    // The entries that end before the bytes cut (a run at the start: entries are in the
    // order of the text) neither go nor move, and are not visited (issue 38 item 8).
    let ahead = |s: ByteSpan| s.end() < shift.start;
    let mut inner = false;
    let mut past = hi;
    let mut gone = 0;
    match &mut n.value {
        Value::Seq(items) => {
            let first = items[..hi].partition_point(|c| ahead(c.span));
            gone = keep_from(
                items,
                (first, hi),
                |c| !within(c.span, shift),
                |c| c.span.start >= shift.end,
            );
            touched |= gone > 0;
            *removed += gone;
            if items.is_empty() && count > 0 {
                *ok = false;
            }
            let hi = hi - gone;
            past = first + items[first..hi].partition_point(|c| c.span.start <= shift.end);
            for c in &mut items[first..past] {
                inner |= prune(texts, c, shift, removed, ok);
            }
        }
        Value::Map(pairs) => {
            let first = pairs[..hi].partition_point(|(k, v)| ahead(k.span) && ahead(v.span));
            gone = keep_from(
                pairs,
                (first, hi),
                |(k, _)| !within(k.span, shift),
                |(k, _)| k.span.start >= shift.end,
            );
            touched |= gone > 0;
            *removed += gone;
            if pairs.is_empty() && count > 0 {
                *ok = false;
            }
            let hi = hi - gone;
            past = first + pairs[first..hi].partition_point(|(k, _)| k.span.start <= shift.end);
            for (k, v) in &mut pairs[first..past] {
                inner |= prune(texts, k, shift, removed, ok);
                inner |= prune(texts, v, shift, removed, ok);
            }
        }
        _ => {}
    }
    if matches!(n.value, Value::Seq(_) | Value::Map(_)) {
        // The entries taken out stood before the tail (at `hi`): it starts as many earlier.
        entries_taken(n, gone);
        // Those past the bytes cut move as a whole (the tail's lag).
        slide_tail(n, past, shift);
    }
    if touched && flow(texts.0, n) {
        *ok = false;
    }
    if before.start < shift.end && shift.start < before.end() && !touched && !inner {
        // A node the bytes cut into without holding whole entries of it.
        if matches!(n.value, Value::Scalar { .. } | Value::Null) || within(before, shift) {
            *ok = false;
        }
    }
    n.span = shift.span(before);
    if touched || inner {
        shrink(texts.1, n);
    }
    touched || inner
}

/// Keeps the entries of `v` from `first` on that `keep` holds for (in their order); those
/// before `first` all stay, and so do those from the first that starts past the bytes cut
/// (`past`: entries are in the order of the text, so every later one does too): they are
/// not read, and move up together, in one move (issue 38 item 8: a card taken from the top
/// of a list of 16,000 read and swapped every entry after it, one by one).
fn keep_from<T>(
    v: &mut Vec<T>,
    (first, hi): (usize, usize),
    keep: impl Fn(&T) -> bool,
    past: impl Fn(&T) -> bool,
) -> usize {
    let mut w = first;
    let mut r = first;
    // Those from `hi` on start past the bytes cut (and may lag: `Node::tail`): not read.
    while r < hi.min(v.len()) && !past(&v[r]) {
        if keep(&v[r]) {
            v.swap(w, r);
            w += 1;
        }
        r += 1;
    }
    crate::board::passes::count(crate::board::passes::Pass::CutEntries, r - first);
    if w < r {
        v.drain(w..r);
    }
    r - w
}

/// A block list or mapping that lost entries ends where its last entry now does.
fn shrink(text: &SourceText, n: &mut Node) {
    if flow(text, n) {
        return;
    }
    if let Some(end) = children_end(n) {
        n.span.len = end.max(n.span.start) - n.span.start;
    }
}

/// `new` (the tree after a change that took entries out: the nodes kept carry the spans of
/// the text before it) made the tree of `text`, the text the change wrote by taking bytes
/// `start..end` out: the nodes after them move, and the block lists and mappings that held
/// what went end where their last entry now does. False where a node kept lies in the bytes
/// taken or is cut into (then `new`'s spans are no longer to be trusted; its values are).
pub(super) fn taken_out(text: &SourceText, new: &mut Node, start: usize, end: usize) -> bool {
    let shift = Shift { start, end, len: 0 };
    let mut ok = start < end;
    close_up(text, new, shift, &mut ok);
    ok
}

fn close_up(text: &SourceText, n: &mut Node, shift: Shift, ok: &mut bool) {
    if !*ok {
        return;
    }
    let before = n.span;
    if before.start > shift.end {
        // After the bytes taken: it moves, and nothing in it is taken.
        *ok = slide(n, shift);
        return;
    }
    let overlaps = before.start < shift.end && shift.start < before.end();
    // A node that begins in the bytes taken would begin where its first entry now does:
    // read whole rather than guessed.
    if made(n)
        || (overlaps
            && (matches!(n.value, Value::Scalar { .. } | Value::Null)
                || before.start >= shift.start))
    {
        *ok = false;
        return;
    }
    n.span = shift.span(before);
    push(n);
    for_children(n, |c| close_up(text, c, shift, ok));
    if overlaps && before.end() <= shift.end {
        if flow(text, n) {
            *ok = false;
        } else {
            shrink(text, n);
        }
    }
}
