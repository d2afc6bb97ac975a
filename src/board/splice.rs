//! The board changed in place by the board editor (issue 38 item 8): a card that holds nothing
//! put at a location or taken off, and the spans moved by a splice of the text, so that a
//! change costs the change and not a load of the whole board. Each operation leaves the board
//! as a fresh load of the changed text gives it (indexes and copy names included): the
//! property `tests/edit.rs` `after_any_changes` compares the two after every change.
//!
//! A card's index is its slot (`slots.rs`): a card put or taken moves no other card in memory
//! and changes no other card's index, in no list (round 30; before, the cards after it moved
//! along the board's vector and every index after it was changed by one, in every list that
//! held one). The lagging run of spans (`SpanLag`) and the halving over the cards' spans work
//! by place in the board's order, read through the order kept apart. What is left linear
//! here is a block move of the indexes after the card in the lists that hold it in the
//! board's order (the order itself, its location's cards, its title's cards:
//! `Pass::ListShifts`, 8 bytes an index, no index read or changed).

use super::passes::Pass;
use super::{Board, Card, CardIx, CopyNames, Place, SourceText, SpanLag};
use crate::rulebook::ByteSpan;
use std::sync::OnceLock;

/// Bytes `start..end` of the text replaced by `len` bytes: where every span of the old text
/// now is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shift {
    pub start: usize,
    pub end: usize,
    pub len: usize,
}

impl Shift {
    /// A span of the old text in the new one: one after the splice moves with it, one that
    /// holds the bytes replaced grows or shrinks with them (text inserted where a span ends
    /// is not in it), one before it stays.
    pub fn span(&self, s: ByteSpan) -> ByteSpan {
        let holds = s.start < self.start
            && (s.end() > self.end || (s.end() == self.end && self.start < self.end));
        if s.start >= self.end {
            ByteSpan::new(s.start + self.len - (self.end - self.start), s.len)
        } else if holds {
            ByteSpan::new(s.start, s.len + self.len - (self.end - self.start))
        } else {
            s
        }
    }

    /// An offset of the old text in the new one.
    pub fn offset(&self, at: usize) -> usize {
        self.span(ByteSpan::new(at, 0)).start
    }

    /// Does a span of the old text lie within the bytes replaced (so that it cannot be moved)?
    pub fn inside(&self, s: ByteSpan) -> bool {
        s.start >= self.start && s.start < self.end
    }
}

/// The spans of a player's off-table cards.
fn zone_spans(p: &super::Player) -> impl Iterator<Item = ByteSpan> + '_ {
    p.hand
        .iter()
        .chain(&p.reserve)
        .chain(&p.used)
        .chain(&p.lost)
        .chain(&p.out_of_play)
        .chain(&p.starting_location)
        .map(|z| z.span)
}

impl Board {
    /// Does a span of the board lie within the bytes `shift` replaces (so that it cannot be
    /// moved)?
    pub fn clashes(&self, shift: Shift) -> bool {
        self.clashes_any(&[shift])
    }

    /// Does a span of the board lie within the bytes one of `shifts` replaces? One pass over
    /// the spans for all of them.
    pub fn clashes_any(&self, shifts: &[Shift]) -> bool {
        // Bytes put where none were replaced (a card added, a card taken off put back): no
        // span lies within them, and the spans are not read (issue 38 item 8).
        if shifts.iter().all(|sh| sh.start == sh.end) {
            return false;
        }
        self.cards_clash(shifts)
            || self
                .locations
                .iter()
                .map(|l| l.span)
                .chain(self.rows.iter().map(|r| r.span))
                .chain([&self.light, &self.dark].into_iter().flat_map(zone_spans))
                .any(|s| {
                    super::passes::count(super::passes::Pass::ClashSpans, 1);
                    shifts.iter().any(|sh| sh.inside(s))
                })
    }

    /// Does a card's span start within the bytes one of `shifts` replaces? Where the cards'
    /// spans are in the text's order, the first card starting at or after each splice's start
    /// is found by halving and read alone; else every card is read.
    fn cards_clash(&self, shifts: &[Shift]) -> bool {
        let n = self.cards.len();
        if !(self.spans_ordered && self.kept.on) {
            super::passes::count(super::passes::Pass::ClashSpans, n);
            return (0..n).any(|i| shifts.iter().any(|sh| sh.inside(self.span_at(i))));
        }
        shifts.iter().filter(|sh| sh.start < sh.end).any(|sh| {
            let first = halve(n, Pass::ClashSpans, |i| self.span_at(i).start < sh.start);
            first < n && sh.inside(self.span_at(first))
        })
    }

    /// The first card whose span a splice starting at byte `at` can reach (one that ends at
    /// `at` or after it): found by halving where the cards' spans are in the text's order
    /// (their ends too), so that the cards before it are not read; else the first card.
    fn first_reached(&self, at: usize) -> usize {
        if !(self.spans_ordered && self.kept.on) {
            return 0;
        }
        halve(self.cards.len(), Pass::BoardSpanMoves, |i| {
            self.span_at(i).end() < at
        })
    }

    /// Where card `ix`'s entry stands in the text: its stored span, and the lag of the run of
    /// cards it is in (`Board::span_lag`). The one way a card's span is read.
    pub fn card_span(&self, ix: CardIx) -> ByteSpan {
        let stored = self.cards[ix].span_stored;
        if self.lags_ix(ix) {
            lagged(stored, self.span_lag.by)
        } else {
            stored
        }
    }

    /// [`Board::card_span`] by place in the board's order.
    fn span_at(&self, i: usize) -> ByteSpan {
        let stored = self.cards.by_rank(i).span_stored;
        if self.lags(i) {
            lagged(stored, self.span_lag.by)
        } else {
            stored
        }
    }

    /// Is the card at place `i` of the board's order in the lagging run?
    fn lags(&self, i: usize) -> bool {
        (self.span_lag.from..self.span_lag.to).contains(&i)
    }

    /// Is card `ix` in the lagging run? Read by the order keys of the run's ends, not by
    /// finding the card's place.
    fn lags_ix(&self, ix: CardIx) -> bool {
        let SpanLag { from, to, .. } = self.span_lag;
        let n = self.cards.len();
        if from >= to || from >= n {
            return false;
        }
        let key = |i: usize| self.cards.order_key(self.cards.at_rank(i));
        let k = self.cards.order_key(ix);
        k >= key(from) && (to >= n || k < key(to))
    }

    /// Card `ix` as it stands, its span where it is (a card to keep apart from the board, or
    /// to compare).
    pub fn card_out(&self, ix: CardIx) -> Card {
        let mut card = self.cards[ix].clone();
        card.span_stored = self.card_span(ix);
        card
    }

    /// Every card as it stands ([`Board::card_out`]), in the board's order.
    pub fn cards_out(&self) -> Vec<Card> {
        self.cards.keys().map(|c| self.card_out(c)).collect()
    }

    /// The span to store for a card at position `i` that stands at `real`.
    fn to_store(&self, i: usize, real: ByteSpan) -> ByteSpan {
        if self.lags(i) {
            lagged(real, -self.span_lag.by)
        } else {
            real
        }
    }

    /// The lagging run made the cards `at..end`: each card that leaves it is moved to stand by
    /// its stored span alone, each that joins it made to lag (one card per card the ends
    /// pass). Where nothing lags, the ends only move.
    fn run_to(&mut self, at: usize, end: usize) {
        let SpanLag { from, to, by } = self.span_lag;
        if by != 0 {
            let n = self.cards.len();
            let a = (from.min(at), from.max(at));
            let b = (to.min(end), to.max(end));
            // The cards whose place in the run may change, each once.
            let ranges = if a.1 >= b.0 {
                [(a.0, a.1.max(b.1)), (0, 0)]
            } else {
                [a, b]
            };
            for (lo, hi) in ranges {
                let (lo, hi) = (lo.min(n), hi.min(n));
                super::passes::count(Pass::BoardSpanMoves, hi - lo);
                for i in lo..hi {
                    let (was, now) = ((from..to).contains(&i), (at..end).contains(&i));
                    let c = self.cards.by_rank_mut(i);
                    if was && !now {
                        c.span_stored = lagged(c.span_stored, by);
                    } else if now && !was {
                        c.span_stored = lagged(c.span_stored, -by);
                    }
                }
            }
        }
        self.span_lag.from = at;
        self.span_lag.to = end;
    }

    /// Every card's span stored where it stands: no card lags.
    fn settle_spans(&mut self) {
        self.run_to(0, 0);
        self.span_lag = SpanLag::default();
    }

    /// Are the cards' spans in the text's order (`Board::spans_ordered`)? One pass, at a load.
    pub(super) fn find_spans_order(&mut self) {
        self.settle_spans();
        self.spans_ordered = self
            .cards
            .iter()
            .is_sorted_by(|a, b| in_order(a.span_stored, b.span_stored));
    }

    /// Does the card `ix` keep the cards' spans in the text's order with its neighbours (after
    /// it was put there or read again)? Where not, the cards are read whole by a splice until
    /// the board is indexed again.
    fn keep_order(&mut self, ix: CardIx) {
        let i = self.cards.rank(ix);
        let n = self.cards.len();
        let after =
            |a: usize, b: usize| a >= n || b >= n || in_order(self.span_at(a), self.span_at(b));
        let fits = (i == 0 || after(i - 1, i)) && after(i, i + 1);
        self.spans_ordered &= fits;
    }

    /// The board's text replaced by `text`, every span moved by `shift`. False (nothing
    /// changed) when a span lies within the bytes replaced.
    pub fn respan(&mut self, text: SourceText, shift: Shift) -> bool {
        if self.clashes(shift) {
            return false;
        }
        self.move_spans(&[shift]);
        self.source.text = text;
        true
    }

    /// The board's text replaced by `text`, every span moved by each of `shifts` (in the
    /// order of the text, none overlapping, each on the text before them all), in one pass
    /// over the spans. False (nothing changed) when a span lies within the bytes one
    /// replaces.
    pub fn respan_through(&mut self, text: SourceText, shifts: &[Shift]) -> bool {
        if self.clashes_any(shifts) {
            return false;
        }
        self.move_spans(shifts);
        self.source.text = text;
        true
    }

    /// Every span of the board moved by `shifts` (in the order of the text, none overlapping,
    /// each on the text before them all). Where the cards' spans are in the text's order, the
    /// cards before [`Board::first_reached`] are not read, those from it to the first past
    /// every splice are moved one by one, and those past every splice are left to lag
    /// behind by as much more (`Board::span_lag`: the run's start moved there first), not
    /// moved (issue 38 item 8). Where there are several splices (a move's two) and fewer
    /// cards past the later ones than between the first and them, the cards past the first
    /// lag by its shift alone and those the later ones reach are moved one by one instead
    /// ([`Board::lag_past_the_first`]): a card moved from near the top of a long list to a
    /// place after it moves the few cards after that place, not the cards between.
    fn move_spans(&mut self, shifts: &[Shift]) {
        // The last first: a splice moves nothing before it, so the earlier ones still apply.
        let f = |s: ByteSpan| shifts.iter().rev().fold(s, |s, sh| sh.span(s));
        let at = shifts.iter().map(|sh| sh.start).min().unwrap_or(0);
        let past = shifts.iter().map(|sh| sh.end).max().unwrap_or(0);
        let by: isize = shifts.iter().map(by_of).sum();
        let n = self.cards.len();
        let ordered = self.spans_ordered && self.kept.on;
        let (first, tail) = if ordered {
            let first = self.first_reached(at);
            let tail = first
                + halve(n - first, Pass::BoardSpanMoves, |i| {
                    self.span_at(first + i).start < past
                });
            (first, tail)
        } else {
            self.settle_spans();
            (0, n)
        };
        if ordered && self.lag_past_the_first(shifts, first, tail) {
            self.move_others(&f);
            return;
        }
        self.run_to(tail, n);
        super::passes::count(super::passes::Pass::BoardSpanMoves, tail - first);
        // Checked as they move (a splice that cuts into a span could leave it out of order).
        let mut last = first
            .checked_sub(1)
            .map(|r| self.cards.by_rank(r).span_stored);
        let mut in_order_now = true;
        for r in first..tail {
            let c = self.cards.by_rank_mut(r);
            c.span_stored = f(c.span_stored);
            in_order_now &= last.is_none_or(|l| in_order(l, c.span_stored));
            last = Some(c.span_stored);
        }
        if tail < n {
            self.span_lag.by += by;
            in_order_now &= last.is_none_or(|l| in_order(l, self.span_at(tail)));
        }
        self.spans_ordered &= in_order_now;
        self.move_others(&f);
    }

    /// [`Board::move_spans`] for several `shifts` where the cards the later ones reach are
    /// fewer than those between the first and them (the cards `first..tail` reached by any):
    /// the cards the first reaches moved one by one, those past it left to lag by its shift
    /// (the run made the cards past it), and those the later shifts reach (to the end: they
    /// lag too) moved one by one by what the later shifts add. False, nothing done, where
    /// there is one shift or moving the cards between costs no more.
    fn lag_past_the_first(&mut self, shifts: &[Shift], first: usize, tail: usize) -> bool {
        let [sh0, later @ ..] = shifts else {
            return false;
        };
        if later.is_empty() {
            return false;
        }
        let n = self.cards.len();
        // The cards `first..tail1` are reached by the first shift; those from `first2` on
        // end at or after the start of a later one (the spans' ends are in order).
        let tail1 = first
            + halve(tail - first, Pass::BoardSpanMoves, |i| {
                self.span_at(first + i).start < sh0.end
            });
        let at2 = later.iter().map(|sh| sh.start).min().unwrap_or(sh0.end);
        let first2 = tail1
            + halve(n - tail1, Pass::BoardSpanMoves, |i| {
                self.span_at(tail1 + i).end() < at2
            });
        if (tail1 - first) + (n - first2) >= tail - first {
            return false;
        }
        let f = |s: ByteSpan| shifts.iter().rev().fold(s, |s, sh| sh.span(s));
        self.run_to(tail1, n);
        let was = self.span_lag.by;
        let now = was + by_of(sh0);
        super::passes::count(Pass::BoardSpanMoves, (tail1 - first) + (n - first2));
        for r in first..tail1 {
            let c = self.cards.by_rank_mut(r);
            c.span_stored = f(c.span_stored);
        }
        // In the run: stands at the stored span and `was`, is to stand where `f` puts that,
        // and the run lags by `now` from here on.
        for r in first2..n {
            let c = self.cards.by_rank_mut(r);
            c.span_stored = lagged(f(lagged(c.span_stored, was)), -now);
        }
        self.span_lag.by = now;
        // The order read where a card moved alone meets another: within and at the ends of
        // the two stretches moved one by one (the run between them moved as one).
        let mut in_order_now = true;
        for range in [first..tail1, first2..n] {
            let (lo, hi) = (range.start.max(1), (range.end + 1).min(n));
            for i in lo..hi {
                in_order_now &= in_order(self.span_at(i - 1), self.span_at(i));
            }
        }
        self.spans_ordered &= in_order_now;
        true
    }

    /// The spans of the board other than its cards' moved by `f`.
    fn move_others(&mut self, f: &impl Fn(ByteSpan) -> ByteSpan) {
        for l in self.locations.iter_mut() {
            l.span = f(l.span);
        }
        for r in &mut self.rows {
            r.span = f(r.span);
        }
        for p in [&mut self.light, &mut self.dark] {
            for z in p
                .hand
                .iter_mut()
                .chain(&mut p.reserve)
                .chain(&mut p.used)
                .chain(&mut p.lost)
                .chain(&mut p.out_of_play)
                .chain(&mut p.starting_location)
            {
                z.span = f(z.span);
            }
        }
    }

    /// The card just pushed last (by the loader's reading of its entry, at a location and
    /// holding nothing) moved to place `i` of the board's order, where a load of the text lists
    /// it. It keeps its slot, and no other card moves in memory or changes its index (issue 38
    /// item 8). Returns its slot.
    pub fn card_put(&mut self, i: usize) -> Option<CardIx> {
        self.lag_made_room(i);
        let ix = self.cards.put_last_at(i)?;
        let real = self.cards[ix].span_stored;
        self.cards[ix].span_stored = self.to_store(i, real);
        self.placed(ix, i);
        Some(ix)
    }

    /// A card taken off by [`Board::card_taken`] put back at place `i` of the board's order
    /// (where it was), in its slot `ix` where that is free. Returns its slot.
    pub fn card_restored(&mut self, ix: CardIx, i: usize, card: super::Card) -> CardIx {
        let id = card.id.clone();
        self.lag_made_room(i);
        let real = card.span_stored;
        let ix = self.cards.restore(ix, i, card);
        self.cards[ix].span_stored = self.to_store(i, real);
        self.placed(ix, i);
        if let Some(id) = id {
            self.ids.insert(id, ix);
        }
        ix
    }

    /// The lagging run's ends moved for a card put at place `i` of the board's order: the run
    /// moves up one with the cards after it, and a card put within it joins it.
    fn lag_made_room(&mut self, i: usize) {
        if i < self.span_lag.from {
            self.span_lag.from += 1;
            self.span_lag.to += 1;
        } else if i < self.span_lag.to {
            self.span_lag.to += 1;
        }
    }

    /// The lists of the board that hold card `ix`, just put at place `i` of the board's order,
    /// told of it.
    fn placed(&mut self, ix: CardIx, i: usize) {
        // Named where it is put (a card put back names its place as a load of the text does).
        self.cards[ix].named_place = self.cards[ix].place;
        self.keep_order(ix);
        let key = self.cards.order_key(ix);
        let cards = &self.cards;
        let before = |c: &CardIx| cards.order_key(*c) < key;
        if let Place::At(l) = cards[ix].place {
            let list = &mut self.locations[l].cards;
            let at = list.partition_point(before);
            super::passes::count(Pass::ListShifts, list.len() - at);
            list.insert(at, ix);
        }
        let title = self.catalog.get(cards[ix].def).key().to_string();
        let list = self.card_index.entry(title).or_default();
        let new_title = list.is_empty();
        let at = list.partition_point(before);
        super::passes::count(Pass::ListShifts, list.len() - at);
        list.insert(at, ix);
        self.card_changes
            .push(super::CardChange::Put(i, self.cards[ix].def));
        let attached = self.cards[ix].state.attached_to.clone();
        self.attached_by(attached.as_deref(), 1);
        self.cards_changed(new_title);
    }

    /// The card `ix` (at a location, holding nothing) read again in place as `card`, of the
    /// same title, side, place and id (its states, its figures): what is worked out from the
    /// board is worked out again on first use.
    pub fn card_reread(&mut self, ix: CardIx, mut card: super::Card) {
        if self.lags_ix(ix) {
            card.span_stored = lagged(card.span_stored, -self.span_lag.by);
        }
        self.card_changes
            .push(super::CardChange::Reread(self.cards.rank(ix), card.def));
        let was = self.cards[ix].state.attached_to.clone();
        self.attached_by(was.as_deref(), -1);
        self.attached_by(card.state.attached_to.as_deref(), 1);
        self.cards[ix] = card;
        self.keep_order(ix);
        self.derived.clear();
    }

    /// The card `ix` (at a location, holding nothing) taken off: its slot is left, and no
    /// other card moves in memory or changes its index. Returns the card and its place in the
    /// board's order (where [`Board::card_restored`] puts it back).
    pub fn card_taken(&mut self, ix: CardIx) -> (super::Card, usize) {
        // Out of the board, the card holds where it stands.
        let span = self.card_span(ix);
        let key = self.cards.order_key(ix);
        let (mut card, i) = self.cards.take(ix);
        card.span_stored = span;
        if i < self.span_lag.from {
            self.span_lag.from -= 1;
            self.span_lag.to -= 1;
        } else if i < self.span_lag.to {
            self.span_lag.to -= 1;
        }
        self.card_changes
            .push(super::CardChange::Taken(i, card.def));
        self.attached_by(card.state.attached_to.as_deref(), -1);
        let cards = &self.cards;
        if let Place::At(l) = card.place {
            // A location's cards are in the board's order: found by halving, not read all.
            remove_sorted(&mut self.locations[l].cards, ix, key, cards);
        }
        if let Some(id) = &card.id
            && self.ids.get(id) == Some(&ix)
        {
            self.ids.remove(id);
        }
        let title = self.catalog.get(card.def).key().to_string();
        let mut gone = false;
        if let Some(list) = self.card_index.get_mut(&title) {
            remove_sorted(list, ix, key, cards);
            gone = list.is_empty();
            if gone {
                self.card_index.remove(&title);
            }
        }
        self.cards_changed(gone);
        (card, i)
    }

    /// One card more (`by` 1) or fewer (-1) attached to the card with id `to`.
    fn attached_by(&mut self, to: Option<&str>, by: isize) {
        let Some(to) = to else {
            return;
        };
        let n = self.attached.entry(to.to_string()).or_default();
        *n = n.saturating_add_signed(by);
        if *n == 0 {
            self.attached.remove(to);
        }
    }

    /// After a card was put or taken: what is worked out from the cards is worked out again
    /// on first use (the title words only when a title came or went).
    fn cards_changed(&mut self, titles_changed: bool) {
        // The cards keep the places they are named by (`Card::named_place`): nothing is copied,
        // and the names are worked out again, title by title, on first use.
        self.names = CopyNames::default();
        if titles_changed {
            self.card_words = OnceLock::new();
        }
        self.card_names = OnceLock::new();
        self.id_names = OnceLock::new();
        self.derived.clear();
    }

    /// The board's turn, phase or ruleset set: facts derived from the board are worked out
    /// again.
    pub fn top_changed(&mut self) {
        self.derived.clear();
    }
}

/// The first of `0..n` for which `before` is false (it holds of a first run of them, then no
/// more), found by halving: each one read counted to `pass`.
fn halve(n: usize, pass: Pass, before: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        super::passes::count(pass, 1);
        if before(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// Is span `b` no earlier than `a` in the text, at its start and at its end (the order a
/// splice halves the cards' spans by)?
fn in_order(a: ByteSpan, b: ByteSpan) -> bool {
    a.start <= b.start && a.end() <= b.end()
}

/// How many bytes a shift adds to the text (fewer than none where it takes some out).
fn by_of(sh: &Shift) -> isize {
    sh.len as isize - (sh.end - sh.start) as isize
}

/// A span moved `by` bytes.
fn lagged(s: ByteSpan, by: isize) -> ByteSpan {
    ByteSpan::new(s.start.wrapping_add_signed(by), s.len)
}

/// `ix` (whose order key was `key`, the card just taken off) taken out of `list`, a list of
/// cards in the board's order, found by halving over the others' order keys.
fn remove_sorted(list: &mut Vec<CardIx>, ix: CardIx, key: u64, cards: &super::Cards) {
    let at = list.partition_point(|&c| c != ix && cards.order_key(c) < key);
    if list.get(at) == Some(&ix) {
        // The neighbours of the card found read for the order, not the whole list (issue 38
        // item 8: a debug build read every card of the location per card taken).
        debug_assert!(
            list[at.saturating_sub(1)..(at + 2).min(list.len())]
                .iter()
                .filter(|&&c| c != ix)
                .map(|&c| cards.order_key(c))
                .is_sorted()
        );
        super::passes::count(Pass::ListShifts, list.len() - at - 1);
        list.remove(at);
    }
}
