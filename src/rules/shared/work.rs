//! How much work the rules did (issue 38 item 6, round 29), counted where it is done, as
//! [`crate::board::passes`] counts the board editor's passes: a test asks the counts over a
//! question on boards of growing size and asserts that the work per act asked stays bounded,
//! so that a scan of every card per act (the growth that came back in rounds 17, 18 and 29)
//! fails a test rather than a timing. The counts are per thread, so that tests running side by
//! side do not see each other's.

use std::cell::Cell;

/// A kind of work counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Work {
    /// Asks of the table's cards that speak of other cards' moves (`card_text::cardmove`): one
    /// for each check of an act that looks for such a card.
    TableAsks,
    /// Cards and locations whose sentences were read to find those that speak of other cards'
    /// moves: the whole table once per board, not once per ask.
    TableCards,
    /// Cards read to find the cards each card carries (`shared::operated`, a device that lets
    /// its carrier "fly", one that adds to landspeed): the whole table once per board.
    CarriedCards,
    /// Cards read to learn whether any card on the board is missing (`missing::move_check`,
    /// which reports the rule read where some card is): the whole table once per board.
    MissingCards,
}

const KINDS: usize = 4;

thread_local! {
    static COUNTS: [Cell<usize>; KINDS] = const { [const { Cell::new(0) }; KINDS] };
}

/// `n` more of `work` done.
pub fn count(work: Work, n: usize) {
    COUNTS.with(|c| {
        let c = &c[work as usize];
        c.set(c.get() + n);
    });
}

/// How much of `work` was done since the last [`taken`] on this thread.
pub fn done(work: Work) -> usize {
    COUNTS.with(|c| c[work as usize].get())
}

/// Every count back to zero.
pub fn taken() {
    COUNTS.with(|c| c.iter().for_each(|c| c.set(0)));
}
