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
use crate::board::passes::{self, Pass};
use crate::board::{Board, CardChange, CardIx};
use crate::rulebook::Ruleset;
use crate::rules::problem::Grounds;

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
    judged: Judged,
}

/// What a run judged, and the cards the next run judges again whatever the change: a list each,
/// by place in the board's order, moved through the card changes as the findings are (so that
/// no run reads every card kept to find them: issue 38 item 8).
pub(super) struct Judged {
    /// How many cards the run judged (the others' findings were kept).
    count: usize,
    /// The cards whose checks read more than themselves (not `alone`): judged every run.
    others: Vec<usize>,
    /// The cards without an id: judged again when a change touches their title.
    idless: Vec<usize>,
    /// How many findings of the cards stand under the ruleset (a rule in force, or a base
    /// rule): kept with the findings, so that the warning's count reads no card's.
    pub holding: usize,
    /// Are the cards' spans in the board's order (each card's start after the one before)?
    /// Then the first problems shown are found from the first cards alone. A splice keeps the
    /// order of the spans it moves, so only the cards put or read again are checked.
    pub in_order: bool,
}

/// Does a finding stand under `ruleset`: a base rule, or a rule in force?
pub(super) fn holds(rule: Grounds, ruleset: Ruleset) -> bool {
    match rule {
        Grounds::Rule(r) => crate::rulebook::in_force(r, ruleset),
        _ => true,
    }
}

/// How many of a card's findings stand under `ruleset`.
fn standing(e: &Entry, ruleset: Ruleset) -> usize {
    e.found.iter().filter(|f| holds(f.rule, ruleset)).count()
}

/// Is the span of the card at place `c` of the board's order after the one before it and
/// before the one after it?
fn ordered_around(board: &Board, c: usize) -> bool {
    let start = |i: usize| board.card_span(board.cards.at_rank(i)).start;
    (c == 0 || start(c - 1) < start(c)) && (c + 1 >= board.cards.len() || start(c) < start(c + 1))
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

/// An index put into a list of indexes in order: those from it on move up one, and it joins.
fn put_in(list: &mut Vec<usize>, ix: usize, joins: bool) {
    let at = list.partition_point(|&c| c < ix);
    list[at..].iter_mut().for_each(|c| *c += 1);
    if joins {
        list.insert(at, ix);
    }
}

/// An index taken out of a list of indexes in order: those after it move down one.
fn take_out(list: &mut Vec<usize>, ix: usize) {
    let at = list.partition_point(|&c| c < ix);
    if list.get(at) == Some(&ix) {
        list.remove(at);
    }
    list[at..].iter_mut().for_each(|c| *c -= 1);
}

/// An index joined to a list of indexes in order, once.
fn join(list: &mut Vec<usize>, ix: usize) {
    let at = list.partition_point(|&c| c < ix);
    if list.get(at) != Some(&ix) {
        list.insert(at, ix);
    }
}

/// The findings kept, moved through the card changes made since (a card put holds a
/// placeholder), the cards to judge again (in order), and the cards without an id: or nothing
/// when none is kept that fits the board.
fn followed(board: &Board, ruleset: Ruleset) -> Option<Followed> {
    let kept = board.kept::<Kept>()?;
    let changes = board.card_changes().get(kept.seen..)?;
    if kept.ruleset != ruleset {
        return None;
    }
    let Kept {
        mut cards,
        judged:
            Judged {
                mut others,
                mut idless,
                mut holding,
                in_order,
                ..
            },
        ..
    } = *kept;
    // The cards put or read again, by their index after the changes so far.
    let mut changed: Vec<usize> = Vec::new();
    let mut titles: Vec<&str> = Vec::new();
    for change in changes {
        let def = match *change {
            CardChange::Put(ix, def) => {
                if ix > cards.len() {
                    return None;
                }
                cards.insert(ix, Entry::default());
                put_in(&mut others, ix, false);
                put_in(&mut idless, ix, false);
                put_in(&mut changed, ix, true);
                def
            }
            CardChange::Taken(ix, def) => {
                if ix >= cards.len() {
                    return None;
                }
                holding -= standing(&cards.remove(ix), ruleset);
                for list in [&mut others, &mut idless, &mut changed] {
                    take_out(list, ix);
                }
                def
            }
            CardChange::Reread(ix, def) => {
                if ix >= cards.len() {
                    return None;
                }
                join(&mut changed, ix);
                def
            }
        };
        let key = board.catalog.get(def).key();
        if !titles.contains(&key) {
            titles.push(key);
        }
    }
    if cards.len() != board.cards.len() {
        return None;
    }
    // The order of the spans: a splice keeps it, a card put or read again is checked beside
    // its neighbours (every pair side by side now is of cards kept, or holds one of them).
    let in_order = in_order && changed.iter().all(|&c| ordered_around(board, c));
    // A card put without an id (a card read again keeps its id).
    for &c in &changed {
        if board.cards[board.cards.at_rank(c)].id.is_none() {
            join(&mut idless, c);
        }
    }
    // Judged again: the cards put or read again, those that read others, and the copies
    // without an id of a title a change touched (their names, which findings say, may change).
    passes::count(
        Pass::KeptEntries,
        changed.len() + others.len() + idless.len(),
    );
    let mut judge = changed;
    judge.extend(others);
    judge.extend(
        idless
            .iter()
            .filter(|&&c| titles.contains(&board.card_def(board.cards.at_rank(c)).key())),
    );
    judge.sort_unstable();
    judge.dedup();
    Some(Followed {
        cards,
        judge,
        idless,
        holding,
        in_order,
    })
}

/// The findings kept, moved through the card changes since (see [`followed`]).
struct Followed {
    cards: Vec<Entry>,
    /// The cards to judge again, in order.
    judge: Vec<usize>,
    /// The cards without an id, in order.
    idless: Vec<usize>,
    /// The findings standing of the cards kept (those to judge again included).
    holding: usize,
    /// Are the cards' spans in the board's order?
    in_order: bool,
}

impl Default for Entry {
    /// A card's findings not yet judged.
    fn default() -> Entry {
        Entry {
            found: Vec::new(),
            misplaced: false,
            alone: false,
        }
    }
}

/// The findings of every card of an SWCCG board under `ruleset`, in the board's order: those
/// kept where they still hold, the others judged (what the ruleset cannot judge goes to
/// `unknown`, in the board's order), and what was judged. Give them back to [`keep`] when
/// done.
pub(super) fn cards(
    board: &Board,
    ruleset: Ruleset,
    unknown: &mut Vec<String>,
) -> (Vec<Entry>, Judged) {
    let Followed {
        mut cards,
        judge,
        idless,
        mut holding,
        in_order,
    } = followed(board, ruleset).unwrap_or_else(|| {
        let n = board.cards.len();
        let idless = board
            .cards
            .iter()
            .enumerate()
            .filter(|(_, card)| card.id.is_none())
            .map(|(c, _)| c)
            .collect();
        Followed {
            cards: (0..n).map(|_| Entry::default()).collect(),
            judge: (0..n).collect(),
            idless,
            holding: 0,
            in_order: (1..n).all(|i| {
                board.card_span(board.cards.at_rank(i - 1)).start
                    < board.card_span(board.cards.at_rank(i)).start
            }),
        }
    });
    for &c in &judge {
        holding -= standing(&cards[c], ruleset);
        cards[c] = entry(board, ruleset, board.cards.at_rank(c), unknown);
        holding += standing(&cards[c], ruleset);
    }
    // Every card that read others was judged: those of them that still do.
    let others = judge.iter().copied().filter(|&c| !cards[c].alone).collect();
    let judged = Judged {
        count: judge.len(),
        others,
        idless,
        holding,
        in_order,
    };
    (cards, judged)
}

/// The findings of [`cards`] kept by the board for the next `validate` under `ruleset`, with
/// what that run judged.
pub(super) fn keep(board: &Board, ruleset: Ruleset, cards: Vec<Entry>, judged: Judged) {
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
    let judged = kept.judged.count;
    board.keep(*kept);
    Some(judged)
}
