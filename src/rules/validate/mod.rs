//! Is the board legal? Each problem points at the card or location and names what it breaks:
//! a rule of the documents (cited), or a base placement rule the documents assume (named as
//! such, never cited as a document's).
//!
//! - [`base`]: where each kind of card may stand by the base rules (characters at sites or
//!   aboard, vehicles at sites or in a cargo bay, starships at systems and sectors, weapons
//!   carried, Interrupts never on the table…);
//! - [`documents`]: the documents' placement rules, under the ruleset judged by. Where a family
//!   already applies a rule for `can deploy` or `can move` (sectors, Dagobah, habitats), it is
//!   called here, so that `validate` and the question cannot disagree;
//! - [`capacity`]: room aboard every vehicle and starship;
//! - here: the layout of every row, uniqueness, ◇ limits, starship sites, attached cards.

mod base;
mod capacity;
mod documents;
mod found;
mod kept;

use super::eval::Eval;
use super::layout;
use crate::board::passes::{self, Pass};
use crate::board::{Board, CardIx, Game};
use crate::rulebook::{ByteSpan, Ruleset};
use crate::verdict::Reason;
use miette::NamedSource;
use std::collections::HashMap;

pub use base::{BASE_RULES, BaseRule};
pub use documents::PLACEMENT_RULES;
pub use kept::cards_judged;

pub use super::problem::{BASE_LABEL, Grounds, Problem};

/// A base rule by id (`because:` of a `validate` question may name one).
pub use crate::rulebook::base::base_rule;

/// Every problem of the board, under the ruleset of its `rules:` (else `latest`).
pub fn validate(board: &Board) -> Vec<Problem> {
    validate_under(board, crate::board::ruleset_for(board, None))
}

/// Every problem of the board under `ruleset`, in file order.
pub fn validate_under(board: &Board, ruleset: Ruleset) -> Vec<Problem> {
    judge(board, ruleset).problems
}

/// A board judged under one ruleset.
#[derive(Debug, Clone)]
pub struct Report {
    pub ruleset: Ruleset,
    /// Every problem, in file order.
    pub problems: Vec<Problem>,
    /// What could not be judged under this ruleset (a card at a sector under the Hoth rules,
    /// which have no sectors yet), each said once.
    pub unknown: Vec<String>,
}

/// Judges the board under `ruleset`: its problems, and what that ruleset cannot judge.
pub fn judge(board: &Board, ruleset: Ruleset) -> Report {
    let mut unknown: Vec<String> = Vec::new();
    let src = NamedSource::new(board.source.name.clone(), board.source.text.clone());
    let mut out = whole_problems(board, &src);
    if let Some(placed) = Placed::judged(board, ruleset, &mut unknown) {
        for (c, e) in board.cards.keys().zip(&placed.cards) {
            out.extend(e.found.iter().map(|f| f.problem_at(c, board, &src)));
        }
        out.extend(
            placed
                .room(board)
                .map(|f| f.problem_at(f.card, board, &src)),
        );
        placed.keep(board, ruleset);
    }
    only_in_force(ruleset, &mut out, &mut unknown);
    out.sort_by_key(|p| p.span.start);
    Report {
        ruleset,
        problems: out,
        unknown,
    }
}

/// How many problems `validate` finds on the board (under the ruleset of its `rules:`), and
/// the first `k` of them in file order: what the warning before a ruling shows. Only those
/// `k` are made into problems (a board of 4,000 misplaced cards makes 5, not 4,000).
pub fn first_problems(board: &Board, k: usize) -> (usize, Vec<Problem>) {
    let ruleset = crate::board::ruleset_for(board, None);
    let src = NamedSource::new(board.source.name.clone(), board.source.text.clone());
    let whole = whole_problems(board, &src);
    let placed = Placed::judged(board, ruleset, &mut Vec::new());
    let holds = |g: Grounds| kept::holds(g, ruleset);
    // In the order `judge` lists them before its (stable) sort, each with its place in that
    // order: the first `k` by (start, place) are the first `k` of `judge`'s.
    let mut first = First {
        k,
        place: 0,
        picks: Vec::new(),
    };
    let mut count = 0;
    for (i, p) in whole.iter().enumerate() {
        if holds(p.rule) {
            count += 1;
            first.offer(p.span.start, Pick::Whole(i));
        }
    }
    if let Some(placed) = &placed {
        // The cards' findings counted as they were kept; read only as far as the last problem
        // shown where the cards' spans are in the board's order (issue 38 item 8: not every
        // card's after each change).
        count += placed.judged.holding;
        let mut read = 0;
        for (c, e) in board.cards.keys().zip(&placed.cards) {
            let start = board.card_span(c).start;
            if placed.judged.in_order && first.full_before(start) {
                break;
            }
            read += 1;
            for (j, f) in e.found.iter().enumerate() {
                if holds(f.rule) {
                    first.offer(start, Pick::Card(c, j));
                }
            }
        }
        passes::count(Pass::ProblemEntries, read);
        for (i, f) in placed.room(board).enumerate() {
            if holds(f.rule) {
                count += 1;
                first.offer(board.card_span(f.card).start, Pick::Room(i));
            }
        }
    }
    let problems = first
        .picks
        .into_iter()
        .filter_map(|(_, _, pick)| match (pick, &placed) {
            (Pick::Whole(i), _) => whole.get(i).cloned(),
            (Pick::Card(c, j), Some(p)) => {
                Some(p.cards[board.cards.rank(c)].found[j].problem_at(c, board, &src))
            }
            (Pick::Room(i), Some(p)) => p
                .room(board)
                .nth(i)
                .map(|f| f.problem_at(f.card, board, &src)),
            _ => None,
        })
        .collect();
    if let Some(placed) = placed {
        placed.keep(board, ruleset);
    }
    (count, problems)
}

/// The first `k` problems offered, by (start, place in `judge`'s order).
struct First {
    k: usize,
    /// How many were offered.
    place: usize,
    picks: Vec<(usize, usize, Pick)>,
}

impl First {
    /// A problem at `start`, after those offered before it.
    fn offer(&mut self, start: usize, pick: Pick) {
        self.place += 1;
        let key = (start, self.place);
        let at = self.picks.partition_point(|&(s, n, _)| (s, n) < key);
        if at < self.k {
            self.picks.insert(at, (key.0, key.1, pick));
            self.picks.truncate(self.k);
        }
    }

    /// Are `k` held, the last of them before `start` (so that no problem offered at `start`
    /// or after it is among them)?
    fn full_before(&self, start: usize) -> bool {
        self.picks.len() == self.k && self.picks.last().is_none_or(|&(s, _, _)| s < start)
    }
}

/// One of the problems [`first_problems`] shows.
#[derive(Clone, Copy)]
enum Pick {
    Whole(usize),
    Card(CardIx, usize),
    Room(usize),
}

/// The problems of the board as a whole (rows, uniqueness, personas, ◇ limits, starship
/// sites, attached cards), in the order `judge` lists them.
fn whole_problems(board: &Board, src: &Src) -> Vec<Problem> {
    let mut out = Vec::new();
    row_problems(board, src, &mut out);
    unique_problems(board, src, &mut out);
    persona_problems(board, src, &mut out);
    out.extend(super::dagobah::diamond_problems(board, src));
    out.extend(super::starship_sites::problems(board, src));
    for (rule, span, message, label) in super::attaching::problems(board) {
        out.push(Problem {
            rule: Grounds::Rule(rule),
            span,
            message,
            label: label.into(),
            help: Some("list an attached card at its host's location with `state: [attached-to: \"@host\"]`".into()),
            src: src.clone(),
        });
    }
    out
}

type Src = NamedSource<crate::board::SourceText>;

/// Each row against the layout pattern.
fn row_problems(board: &Board, src: &Src, out: &mut Vec<Problem>) {
    for r in 0..board.rows.len() {
        for p in layout::row_problems(board, r) {
            out.push(Problem {
                rule: Grounds::Rule(p.rule),
                span: board.locations[p.at].span,
                message: p.message,
                label: "out of place".into(),
                help: Some(
                    match crate::board::pattern::required_order_words(board, r) {
                        Some(order) => format!(
                            "the row must read: {order} (it reads: {})",
                            crate::board::pattern::pattern_words(board, r)
                        ),
                        None => format!(
                            "the row reads: {}",
                            crate::board::pattern::pattern_words(board, r)
                        ),
                    },
                ),
                src: src.clone(),
            });
        }
    }
    for p in layout::split_planets(board) {
        out.push(Problem {
            rule: Grounds::Rule(p.rule),
            span: board.locations[p.at].span,
            message: p.message,
            label: "another row".into(),
            help: Some(format!(
                "move it to the row of {}",
                board.loc_name(p.against)
            )),
            src: src.clone(),
        });
    }
}

/// Unique cards beyond their copies. Title by title: a title no printing of which is unique
/// (no dot) is not read, card by card (issue 38 item 8: a change does not read every card).
fn unique_problems(board: &Board, src: &Src, out: &mut Vec<Problem>) {
    // Unique cards: one copy on table (as many as its dots: ••Landing Claw), both sides together.
    let mut keys: Vec<&str> = board.locations_by_title().collect();
    keys.extend(
        board
            .cards_by_title()
            .map(|(k, _)| k)
            .filter(|k| board.locations_titled(k).is_empty()),
    );
    for key in keys {
        if !board.printings(key).any(|d| d.unique > 0) {
            continue;
        }
        let cards = board.cards_titled(key);
        passes::count(Pass::UniqueCards, cards.len());
        // The locations of that title first, then its cards, each in the board's order.
        let places = board
            .locations_titled(key)
            .iter()
            .map(|&l| (board.locations[l].def, board.locations[l].span))
            .chain(
                cards
                    .iter()
                    .map(|&c| (board.cards[c].def, board.card_span(c))),
            );
        let mut first: Option<ByteSpan> = None;
        let mut n: u8 = 0;
        for (def, span) in places {
            let d = board.def(def);
            if d.unique == 0 {
                continue;
            }
            let first = *first.get_or_insert(span);
            n = n.saturating_add(1);
            if n > d.unique {
                let (line, _) = line_col(&board.source.text, first.start);
                out.push(Problem {
                    rule: Grounds::Rule(&crate::rulebook::unique::UNIQUE),
                    span,
                    message: if d.unique == 1 {
                        format!(
                            "a second copy of the unique card {} is on the table",
                            d.plain_title()
                        )
                    } else {
                        format!(
                            "copy {n} of {}, which may have {} on the table",
                            d.plain_title(),
                            d.unique
                        )
                    },
                    label: "copy too many".into(),
                    help: Some(format!("the first copy is on line {line}")),
                    src: src.clone(),
                });
            }
        }
    }
}

/// Two versions of one persona. Only the cards of titles a printing of which is a persona's
/// are read, in the board's order (issue 38 item 8: a change does not read every card).
fn persona_problems(board: &Board, src: &Src, out: &mut Vec<Problem>) {
    // Personas: one version of each in play (captives and missing characters count too); a
    // card that represents two (Gold Leader In Gold 1) counts for both.
    if board.game == Game::Swccg {
        let mut cards: Vec<CardIx> = Vec::new();
        for (key, list) in board.cards_by_title() {
            if board.printings(key).any(|d| d.personas().next().is_some()) {
                cards.extend_from_slice(list);
            }
        }
        cards.sort_unstable_by_key(|&c| board.cards.order_key(c));
        passes::count(Pass::PersonaCards, cards.len());
        let mut first: HashMap<String, CardIx> = HashMap::new();
        for c in cards {
            let card = &board.cards[c];
            let d = board.def(card.def);
            for p in d.personas() {
                match first.get(&p.to_lowercase()) {
                    Some(&o) if board.def(board.cards[o].def).key() != d.key() => {
                        let (line, _) = line_col(&board.source.text, board.card_span(o).start);
                        out.push(Problem {
                            rule: Grounds::Rule(&crate::rulebook::persona::PERSONA),
                            span: board.card_span(c),
                            message: format!(
                                "{} and {} are both versions of {p}: one version of a persona may be in play",
                                board.card_name(o),
                                board.card_name(c)
                            ),
                            label: "a second version".into(),
                            help: Some(format!("the first version is on line {line}")),
                            src: src.clone(),
                        });
                    }
                    Some(_) => {}
                    None => {
                        first.insert(p.to_lowercase(), c);
                    }
                }
            }
        }
    }
}

/// Cards placed where the base rules or the documents do not let them stand, and room aboard.
struct Placed {
    /// Each card's findings: kept from the last `validate` of the board where a change in
    /// place left them standing (`kept`); in the board's order (a card's place in it, not
    /// its index).
    cards: Vec<kept::Entry>,
    judged: kept::Judged,
    capacity: Vec<found::Found>,
}

impl Placed {
    /// The placement of every card of an SWCCG board judged (nothing for Young Jedi).
    fn judged(board: &Board, ruleset: Ruleset, unknown: &mut Vec<String>) -> Option<Placed> {
        if board.game != Game::Swccg {
            return None;
        }
        let (cards, judged) = kept::cards(board, ruleset, unknown);
        Some(Placed {
            cards,
            judged,
            capacity: capacity::problems(board, ruleset),
        })
    }

    /// Room aboard, but for a card misplaced by the base rules (not judged again here, as the
    /// documents do not judge it again).
    fn room<'a>(&'a self, board: &'a Board) -> impl Iterator<Item = &'a found::Found> {
        self.capacity
            .iter()
            .filter(|f| !self.cards[board.cards.rank(f.card)].misplaced)
    }

    /// The cards' findings kept by the board for the next `validate`.
    fn keep(self, board: &Board, ruleset: Ruleset) {
        kept::keep(board, ruleset, self.cards, self.judged);
    }
}

/// Drops the problems found by rules not in force under `ruleset`, saying what it cannot judge.
fn only_in_force(ruleset: Ruleset, out: &mut Vec<Problem>, unknown: &mut Vec<String>) {
    // Only rules in force decide: a problem found by a rule of a later document (a starship
    // site, a ◇ limit, an attached card under the Hoth rules) is what this ruleset cannot judge.
    out.retain(|p| match p.rule {
        Grounds::Rule(r) if !crate::rulebook::in_force(r, ruleset) => {
            let w = format!(
                "{} ({} is a rule of the {}, which this ruleset does not include)",
                p.message,
                r.id,
                r.document.title()
            );
            if !unknown.contains(&w) {
                unknown.push(w);
            }
            false
        }
        _ => true,
    });
}

/// `validate` asked as a question: yes when the board is legal, no with every problem as a
/// reason (base-rule problems cited as such), under the ruleset asked about.
pub(crate) fn ask_validate(e: &mut Eval) {
    // The whole board is judged: any rule may matter, so older rulesets are always re-judged.
    e.opaque = true;
    let Report {
        problems, unknown, ..
    } = judge(e.board, e.ruleset);
    let text = &e.board.source.text;
    let base = problems.iter().filter(|p| p.rule.is_base()).count();
    for p in &problems {
        let (line, col) = line_col(text, p.span.start);
        let applied = format!("line {line}, column {col}: {}", p.message);
        if let Grounds::Rule(r) = p.rule {
            e.in_force(r);
        }
        if !e
            .v
            .reasons
            .iter()
            .any(|x| x.rule == p.rule.id() && x.applied == applied)
        {
            e.v.reasons.push(Reason {
                rule: p.rule.id(),
                citation: p.rule.citation(),
                applied,
            });
        }
    }
    e.fact("judged by", format!("the `{}` ruleset", e.ruleset.name()));
    e.fact(
        "problems",
        format!(
            "{} ({} by the documents, {base} by the base rules)",
            problems.len(),
            problems.len() - base
        ),
    );
    e.fact(
        "checked",
        format!(
            "{} row(s), {} location(s), {} card(s) in play",
            e.board.rows.len(),
            e.board.locations.len(),
            e.board.cards.len()
        ),
    );
    let mut applied: Vec<&str> = problems
        .iter()
        .filter(|p| p.rule.is_base())
        .map(|p| p.rule.id())
        .collect();
    applied.dedup();
    if !applied.is_empty() {
        e.assume(format!(
            "the base placement rules {} (not in the documents, which amend base rulebooks that are not among them)",
            applied.join(", ")
        ));
    }
    for u in unknown {
        e.missing(u);
    }
    e.settle(
        crate::rules::actions::Found::by_hand(!problems.is_empty()),
        None,
    );
}

/// Line and column (1-based, in characters) of a byte offset.
pub(crate) fn line_col(text: &crate::board::SourceText, at: usize) -> (usize, usize) {
    text.line_col(at)
}

#[cfg(test)]
mod tests;
