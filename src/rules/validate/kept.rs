//! The placement findings of every card, kept across the board editor's changes (issue 38 item
//! 8): a change judges again only the cards it touched, not the board. The board editor's board
//! keeps them ([`Board::keep`]) and records each card it puts, takes off or reads again in place
//! ([`Board::card_changes`]); the findings kept follow those changes, and a card is judged
//! again when
//!
//! - the change put it or read it again (its findings are unknown);
//! - its checks read more than itself (`documents::reads_itself_alone`: a card holding or held
//!   by another, a captive, an attached card, a card a rule family is asked about): such cards
//!   are judged again after every change;
//! - it has no id and shares its title with a card the change touched: its name (`TIE Fighter
//!   (2nd at Hoth)`), which its findings say, may have changed.
//!
//! Anything else (a whole load, another ruleset, a board that keeps nothing) judges every card.
//! The property `tests/edit.rs` `after_any_changes` holds `validate` of the editor's board to a
//! fresh load's after every change of random edit sequences.

use super::base;
use super::documents;
use super::found::Found;
use crate::board::{Board, CardChange, CardIx};
use crate::rulebook::Ruleset;

/// One card's findings.
pub(super) struct Entry {
    /// By the base rules (one, and then `misplaced`), or else by the documents.
    pub found: Vec<Found>,
    /// Misplaced by the base rules (room aboard is then not judged).
    pub misplaced: bool,
    /// Its checks read only itself, its location and its name.
    alone: bool,
}

/// What the board keeps: the findings of each card, in the board's order, under `ruleset`,
/// after the first `seen` of the board's card changes.
struct Kept {
    ruleset: Ruleset,
    seen: usize,
    cards: Vec<Entry>,
    /// How many cards the run that kept these judged (the others' findings were kept).
    judged: usize,
}

/// Card `c` judged.
fn entry(board: &Board, ruleset: Ruleset, c: CardIx, unknown: &mut Vec<String>) -> Entry {
    let alone = documents::reads_itself_alone(board, c);
    match base::problem(board, c) {
        Some(f) => Entry {
            found: vec![f],
            misplaced: true,
            alone,
        },
        None => Entry {
            found: documents::problems(board, ruleset, c, unknown),
            misplaced: false,
            alone,
        },
    }
}

/// The findings kept, moved through the card changes made since: `None` for a card to judge
/// (and the titles the changes touched), or nothing when none is kept that fits the board.
fn followed(board: &Board, ruleset: Ruleset) -> Option<(Vec<Option<Entry>>, Vec<&str>)> {
    let kept = board.kept::<Kept>()?;
    let changes = board.card_changes().get(kept.seen..)?;
    if kept.ruleset != ruleset {
        return None;
    }
    let mut cards: Vec<Option<Entry>> = kept.cards.into_iter().map(Some).collect();
    let mut titles: Vec<&str> = Vec::new();
    for change in changes {
        let def = match *change {
            CardChange::Put(ix, def) => {
                let ix = usize::from(ix);
                if ix > cards.len() {
                    return None;
                }
                cards.insert(ix, None);
                def
            }
            CardChange::Taken(ix, def) => {
                let ix = usize::from(ix);
                if ix >= cards.len() {
                    return None;
                }
                cards.remove(ix);
                def
            }
            CardChange::Reread(ix, def) => {
                *cards.get_mut(usize::from(ix))? = None;
                def
            }
        };
        let key = board.catalog.get(def).key();
        if !titles.contains(&key) {
            titles.push(key);
        }
    }
    (cards.len() == board.cards.len()).then_some((cards, titles))
}

/// The findings of every card of an SWCCG board under `ruleset`, in the board's order: those
/// kept where they still hold, the others judged (what the ruleset cannot judge goes to
/// `unknown`, in the board's order), and how many were judged. Give them back to [`keep`] when
/// done.
pub(super) fn cards(
    board: &Board,
    ruleset: Ruleset,
    unknown: &mut Vec<String>,
) -> (Vec<Entry>, usize) {
    let (mut cards, titles) = followed(board, ruleset)
        .unwrap_or_else(|| ((0..board.cards.len()).map(|_| None).collect(), Vec::new()));
    let mut judged = 0;
    for (c, slot) in board.cards.keys().zip(cards.iter_mut()) {
        let stale = match slot {
            None => true,
            Some(e) => {
                !e.alone
                    || (board.cards[c].id.is_none() && titles.contains(&board.card_def(c).key()))
            }
        };
        if stale {
            *slot = Some(entry(board, ruleset, c, unknown));
            judged += 1;
        }
    }
    (cards.into_iter().flatten().collect(), judged)
}

/// The findings of [`cards`] kept by the board for the next `validate` under `ruleset`.
/// `judged` of them were judged by this run.
pub(super) fn keep(board: &Board, ruleset: Ruleset, cards: Vec<Entry>, judged: usize) {
    board.keep(Kept {
        ruleset,
        seen: board.card_changes().len(),
        cards,
        judged,
    });
}

/// How many cards the last `validate` of `board` judged (the others' findings were kept from
/// the one before), if the board keeps them.
pub fn cards_judged(board: &Board) -> Option<usize> {
    let kept = board.kept::<Kept>()?;
    let judged = kept.judged;
    board.keep(*kept);
    Some(judged)
}
