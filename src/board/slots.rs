//! The cards in play (`board::Cards`), each in a slot of its own that never moves (issue 38
//! item 8): a card put or taken by the board editor moves no other card in memory and changes
//! no other card's index (a card's index is a slot, not a place in the board's order). The
//! board's order (the order a load lists the cards in, the text's order) is kept apart: a list of the slots in
//! that order, and an order key per slot with gaps between keys, so that two cards are put in
//! the board's order by their keys alone ([`Slots::order_key`]). A key is made between its
//! neighbours' where a card is put; the keys are dealt again, in the board's order, only where
//! no gap is left.
//!
//! A load pushes its cards in the board's order, so on a board as loaded each card's slot is
//! its place in that order; only the board editor's changes make them differ.
//!
//! Written over any index type and item (the board's is `board::Cards`), so that it needs
//! nothing of the board.

use std::ops::{Index, IndexMut};
use typed_index_collections::TiVec;

/// The gap between the keys of neighbours as dealt (a load, or keys dealt again): room for
/// about twenty cards put one after another between two neighbours before keys are dealt
/// again.
const GAP: u64 = 1 << 20;

/// The key of a slot whose card was taken off (no card of the board's has it).
const TAKEN: u64 = u64::MAX;

/// Items in slots: by slot ([`Index`] by `I`), and in the board's order (`iter`,
/// `iter_enumerated`, `keys`).
#[derive(Clone)]
pub struct Slots<I, T> {
    /// Each card in its slot; a slot whose card was taken off keeps a copy of it, unread.
    slots: TiVec<I, T>,
    /// Each slot's order key ([`TAKEN`] where its card was taken off).
    keys: TiVec<I, u64>,
    /// The slots of the cards in play, in the board's order.
    order: Vec<I>,
}

impl<I, T> std::fmt::Debug for Slots<I, T>
where
    I: Copy + PartialEq + std::fmt::Debug + From<usize>,
    usize: From<I>,
    T: Clone + std::fmt::Debug,
{
    /// The items with their slots, in the board's order.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter_enumerated()).finish()
    }
}

impl<I, T> Default for Slots<I, T> {
    fn default() -> Self {
        Slots {
            slots: TiVec::new(),
            keys: TiVec::new(),
            order: Vec::new(),
        }
    }
}

impl<I, T> Slots<I, T>
where
    I: Copy + PartialEq + std::fmt::Debug + From<usize>,
    usize: From<I>,
    T: Clone,
{
    /// How many cards are in play.
    pub fn len(&self) -> usize {
        self.order.len()
    }

    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// The card in slot `ix`, if one is in play there.
    pub fn get(&self, ix: I) -> Option<&T> {
        self.live(ix).then(|| &self.slots[ix])
    }

    /// [`Slots::get`], to change.
    pub fn get_mut(&mut self, ix: I) -> Option<&mut T> {
        if self.live(ix) {
            Some(&mut self.slots[ix])
        } else {
            None
        }
    }

    /// Is a card in play in slot `ix`?
    fn live(&self, ix: I) -> bool {
        self.keys.get(ix).is_some_and(|&k| k != TAKEN)
    }

    /// The cards in the board's order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator + Clone + '_ {
        self.order.iter().map(|&c| &self.slots[c])
    }

    /// The cards with their slots, in the board's order.
    pub fn iter_enumerated(
        &self,
    ) -> impl DoubleEndedIterator<Item = (I, &T)> + ExactSizeIterator + Clone + '_ {
        self.order.iter().map(|&c| (c, &self.slots[c]))
    }

    /// The slots of the cards in play, in the board's order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = I> + ExactSizeIterator + Clone + '_ {
        self.order.iter().copied()
    }

    /// Every card in play, to change (in the order of their slots).
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> + '_ {
        let keys = &self.keys;
        self.slots
            .iter_mut_enumerated()
            .filter(|(c, _)| keys[*c] != TAKEN)
            .map(|(_, card)| card)
    }

    /// The slot the next card pushed takes.
    pub fn next_key(&self) -> I {
        self.slots.next_key()
    }

    /// A card put last in the board's order, in a new slot (a load's reading).
    pub fn push(&mut self, card: T) -> I {
        let key = self.order.last().map_or(GAP, |&c| self.keys[c] + GAP);
        let ix = self.slots.push_and_get_key(card);
        self.keys.push(key);
        self.order.push(ix);
        ix
    }

    /// The card pushed last taken out again (it is last in the board's order and in the last
    /// slot).
    pub fn pop(&mut self) -> Option<T> {
        let &ix = self.order.last()?;
        debug_assert_eq!(Some(ix), self.slots.last_key());
        self.order.pop();
        self.keys.pop();
        self.slots.pop()
    }

    /// Cards pushed last taken out until `len` are in play.
    pub fn truncate(&mut self, len: usize) {
        while self.len() > len && self.pop().is_some() {}
    }

    /// The card last in the board's order.
    pub fn last(&self) -> Option<&T> {
        self.order.last().map(|&c| &self.slots[c])
    }

    /// The slot of the card pushed last (last in the board's order).
    pub fn last_ix(&self) -> Option<I> {
        self.order.last().copied()
    }

    /// Where card `ix` stands in the board's order, as a key: of two cards in play, the one
    /// with the smaller key comes first. Keys say nothing else (not a place, not a count).
    pub fn order_key(&self, ix: I) -> u64 {
        self.keys[ix]
    }

    /// The place of card `ix` in the board's order (0 first), found by halving.
    pub fn rank(&self, ix: I) -> usize {
        let k = self.keys[ix];
        self.order.partition_point(|&c| self.keys[c] < k)
    }

    /// The card at place `i` in the board's order.
    pub fn at_rank(&self, i: usize) -> I {
        self.order[i]
    }

    /// The card at place `i` in the board's order, by reference.
    pub(crate) fn by_rank(&self, i: usize) -> &T {
        &self.slots[self.order[i]]
    }

    /// The card at place `i` in the board's order, to change.
    pub(crate) fn by_rank_mut(&mut self, i: usize) -> &mut T {
        &mut self.slots[self.order[i]]
    }

    /// Does every card stand in the slot of its place in the board's order (a board as
    /// loaded)?
    pub(crate) fn slots_in_order(&self) -> bool {
        self.slots.len() == self.order.len()
            && self
                .order
                .iter()
                .enumerate()
                .all(|(i, &c)| usize::from(c) == i)
    }

    /// The card pushed last moved to place `rank` of the board's order (the cards from there
    /// on come after it; none moves in memory). Returns its slot.
    pub(crate) fn put_last_at(&mut self, rank: usize) -> Option<I> {
        let ix = self.order.pop()?;
        super::passes::count(super::passes::Pass::ListShifts, self.order.len() - rank);
        self.order.insert(rank, ix);
        self.key_at(rank);
        Some(ix)
    }

    /// The card in slot `ix` taken off: its slot is left, and reused only by the card put back
    /// there ([`Slots::restore`]), or by the next card pushed where it was the last slot.
    /// Returns the card and the place it had in the board's order.
    pub(crate) fn take(&mut self, ix: I) -> (T, usize) {
        let rank = self.rank(ix);
        debug_assert_eq!(self.order.get(rank), Some(&ix));
        self.order.remove(rank);
        super::passes::count(super::passes::Pass::ListShifts, self.order.len() - rank);
        let last = self.slots.last_key() == Some(ix);
        let card = match self.slots.pop() {
            // The last slot is given up (the next card pushed takes it).
            Some(card) if last => {
                self.keys.pop();
                card
            }
            // Another slot is left, a copy of its card in it, unread.
            popped => {
                self.slots.extend(popped);
                self.keys[ix] = TAKEN;
                self.slots[ix].clone()
            }
        };
        (card, rank)
    }

    /// A card taken off by [`Slots::take`] put back at place `rank` of the board's order: in
    /// its slot `ix` where that is free (taken off, or the next to push), else in a new one
    /// (the board was loaded whole since, and its slots dealt again). Returns its slot.
    pub(crate) fn restore(&mut self, ix: I, rank: usize, card: T) -> I {
        let ix = if self.keys.get(ix) == Some(&TAKEN) {
            self.slots[ix] = card;
            ix
        } else {
            self.keys.push(TAKEN);
            self.slots.push_and_get_key(card)
        };
        super::passes::count(super::passes::Pass::ListShifts, self.order.len() - rank);
        self.order.insert(rank, ix);
        self.key_at(rank);
        ix
    }

    /// The card at place `rank` given a key between its neighbours'; where none is left
    /// between them, every card's key dealt again in the board's order.
    fn key_at(&mut self, rank: usize) {
        let before = rank.checked_sub(1).map_or(0, |r| self.keys[self.order[r]]);
        let after = self
            .order
            .get(rank + 1)
            .map_or(before.saturating_add(2 * GAP), |&c| self.keys[c]);
        if after - before >= 2 {
            self.keys[self.order[rank]] = before + (after - before) / 2;
            return;
        }
        super::passes::count(super::passes::Pass::OrderKeysDealt, self.order.len());
        for (i, &c) in self.order.iter().enumerate() {
            self.keys[c] = (i as u64 + 1) * GAP;
        }
    }
}

impl<I, T> Index<I> for Slots<I, T>
where
    usize: From<I>,
{
    type Output = T;
    fn index(&self, ix: I) -> &T {
        &self.slots[ix]
    }
}

impl<I, T> IndexMut<I> for Slots<I, T>
where
    usize: From<I>,
{
    fn index_mut(&mut self, ix: I) -> &mut T {
        &mut self.slots[ix]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::passes::{self, Pass};
    use proptest::prelude::*;

    type S = Slots<crate::board::CardIx, u32>;

    /// Every invariant the board reads: the items in the model's order, the keys rising
    /// along the order, each place and slot found again, a taken slot not in play.
    fn holds(s: &S, model: &[u32], taken: &[crate::board::CardIx]) {
        assert_eq!(s.iter().copied().collect::<Vec<_>>(), model);
        assert_eq!(s.len(), model.len());
        let keys: Vec<u64> = s.keys().map(|c| s.order_key(c)).collect();
        assert!(keys.windows(2).all(|w| w[0] < w[1]), "{keys:?}");
        for (i, c) in s.keys().enumerate() {
            assert_eq!(s.rank(c), i);
            assert_eq!(s.at_rank(i), c);
            assert_eq!(s.get(c), Some(&model[i]));
        }
        for &c in taken {
            assert!(s.get(c).is_none() || s.keys().any(|k| k == c));
        }
    }

    proptest! {
        /// Items pushed, put at any place, taken off and put back (last taken first, as undos
        /// go; half of them as after a whole load, their old slot not free) keep every
        /// invariant, and an item put back where it was keeps its old slot when that is free.
        #[test]
        fn put_taken_and_put_back_keep_the_order(
            ops in proptest::collection::vec((0u8..3, any::<usize>(), any::<bool>()), 1..80)
        ) {
            let mut s = S::default();
            let mut model: Vec<u32> = Vec::new();
            let mut stack: Vec<(crate::board::CardIx, usize, u32)> = Vec::new();
            let mut taken = Vec::new();
            for (n, (op, at, reload)) in ops.into_iter().enumerate() {
                let item = n as u32;
                match op {
                    0 => {
                        let r = at % (model.len() + 1);
                        s.push(item);
                        let ix = s.put_last_at(r).expect("pushed");
                        model.insert(r, item);
                        prop_assert_eq!(s.rank(ix), r);
                    }
                    1 if !model.is_empty() => {
                        let r = at % model.len();
                        let ix = s.at_rank(r);
                        let (got, rank) = s.take(ix);
                        prop_assert_eq!(got, model.remove(r));
                        prop_assert_eq!(rank, r);
                        stack.push((ix, rank, got));
                        taken.push(ix);
                    }
                    _ => {
                        if let Some((ix, rank, item)) = stack.pop() {
                            // After a whole load every slot may be in play: the hint is then
                            // a live slot, and the item must take another.
                            let hint = if reload && !model.is_empty() {
                                s.at_rank(at % model.len())
                            } else {
                                ix
                            };
                            let free = s.get(hint).is_none();
                            let got = s.restore(hint, rank, item);
                            model.insert(rank, item);
                            if free {
                                prop_assert_eq!(got, hint);
                            } else {
                                prop_assert_ne!(got, hint);
                            }
                        }
                    }
                }
                holds(&s, &model, &taken);
            }
        }
    }

    /// Cards put one after another at one place use up the gap between two keys; the keys
    /// are then dealt again, once, and the order holds.
    #[test]
    fn keys_are_dealt_again_only_where_no_gap_is_left() {
        let mut s = S::default();
        let mut model = Vec::new();
        for i in 0..4 {
            s.push(i);
            model.push(i);
        }
        passes::taken();
        for i in 4..26 {
            s.push(i);
            s.put_last_at(1);
            model.insert(1, i);
            holds(&s, &model, &[]);
        }
        // The gap of 2^20 takes 20 puts, each halving it; the 21st finds none left and deals
        // the keys of the 25 items then in play, once (a second deal would add 26 or more).
        assert_eq!(
            passes::made(Pass::OrderKeysDealt),
            25,
            "dealt once, at the 21st put"
        );
    }
}
