//! How many whole-board passes the warnings after a change, and the board editor's own change,
//! made (issue 38 item 8): each pass
//! that reads every card of the board, or the text whole, counts itself here when it runs,
//! and a step that was made incremental no longer counts. Tests (`tests/edit.rs`) take the
//! counts after each change and its undo, and assert none for the steps made incremental.
//! The counts are per thread, so that tests running side by side do not see each other's.

use std::cell::Cell;

/// A pass over the whole board, or a read of its text, counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    /// Bytes of the text read to number the lines of the problems a warning shows (the line
    /// feeds before each).
    LineBytes,
    /// Cards read by the textless-printing warning.
    TextlessCards,
    /// Cards read by `validate`'s uniqueness check.
    UniqueCards,
    /// Cards read by `validate`'s persona check.
    PersonaCards,
    /// Cards whose kept findings `validate` read to find those to judge again (every card
    /// when none are kept).
    KeptEntries,
    /// Cards whose findings `validate`'s first problems read (to find those a warning
    /// shows).
    ProblemEntries,
    /// Cards read by `validate`'s room aboard (the crafts).
    CapacityCards,
    /// Bytes of the text a change or undo of the board editor read to learn whether it wrote
    /// or took out a `\r` (the bytes of its splices: those between the splices of a move are
    /// not read).
    CrBytes,
    /// The board's spans (its cards', locations' and rows') read by the board editor to find
    /// whether one lies within the bytes a change or undo replaced: the cards from the first
    /// the splice reaches, found by halving (each card read by the halving counted) where the
    /// cards' spans are in the text's order, else every card.
    ClashSpans,
    /// Nodes of the editor's tree walked to count them against the plain reader's bound
    /// (`yaml::PLAIN_MAX_NODES`): the count is kept with each change and undo, and walked
    /// only where the tree was read or copied whole.
    TreeNodes,
    /// Entries of a block list or mapping read by the board editor to find where it now ends
    /// (its last, unless that is a node the change made).
    EndEntries,
    /// Entries of a block list or mapping read by the board editor to find those whole lines
    /// taken out of the text held (up to the first that starts past them).
    CutEntries,
    /// Whole copies of the board's text made by the board editor or a load: a change's text
    /// written, an undo's text made again (where the buffer before the change is not held), a
    /// text between the splices of a change of several, a load's own copy.
    TextCopies,
    /// Nodes of the board editor's tree whose own span a change or undo moved: each node
    /// after a splice that the splice's path holds directly (moved as a whole, the nodes in
    /// it left to lag behind), and each node a lag was handed down to where the editor read
    /// it (issue 38 item 8: every node after a splice was moved, one by one).
    SpanMoves,
    /// Cards read by the board editor to find whether a card removed, or one it holds,
    /// escorts a captive (the cards that name another card, `Board::linked`).
    EscortCards,
    /// Cards whose span a change or undo of the board editor moved, or read to find the
    /// first to move: the cards from the first one the splice reaches, found by halving (each
    /// card the halving read counted) where the cards' spans are in the text's order, else
    /// every card.
    BoardSpanMoves,
    /// Bytes of the board's text copied by the board editor or a load (issue 38 item 8,
    /// round 27): a text made one string from its rope or a rope from its string, a slice read
    /// across the rope's chunks. A change and its undo copy none of the text they keep.
    TextBytes,
    /// Cards whose place was recorded for copy naming (issue 38 item 8, round 28): each
    /// card's by a load; before round 28, every card's again on each card put or taken.
    NamedPlaces,
    /// Card indexes moved along a list by a card put into it or taken out of it (the board's
    /// order, its location's cards, its title's cards): those after it, each list moved as a
    /// block, no index changed (issue 38 item 8, round 30: before, the cards themselves moved
    /// along the board's vector, 288 bytes each, and every index after the card was changed by
    /// one in every list that held it).
    ListShifts,
    /// Cards whose order key was dealt again because a card was put where no key was left
    /// between its neighbours' (`board::cards`): every card in play, rarely.
    OrderKeysDealt,
}

const PASSES: usize = 20;

thread_local! {
    // One cell a pass, so that a count adds to its own (the board editor counts each node a
    // splice moves: the whole array was copied out and back for each).
    static COUNTS: [Cell<usize>; PASSES] = const { [const { Cell::new(0) }; PASSES] };
}

/// `n` more of `pass` made.
pub fn count(pass: Pass, n: usize) {
    COUNTS.with(|c| {
        let c = &c[pass as usize];
        c.set(c.get() + n);
    });
}

/// How many of `pass` were made since the last [`taken`] on this thread.
pub fn made(pass: Pass) -> usize {
    COUNTS.with(|c| c[pass as usize].get())
}

/// Every count back to zero.
pub fn taken() {
    COUNTS.with(|c| c.iter().for_each(|c| c.set(0)));
}
