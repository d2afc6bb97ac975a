//! The question families the sweep asks of every board beyond the suites' own questions and
//! the moves `moves` considers: a capture of each character, an Effect fetched at the start
//! and for each location, each planet's evacuation played out; and the questions made of act
//! questions, `moves` and `reach`, held to the table through every act question they ask (a
//! judge that records each one, with what the table's checks found on it).

use crate::board::{Board, CardIx, Game};
use crate::catalog::CardType;
use crate::query::{Query, QueryKind, Side};
use crate::rulebook::Ruleset;
use crate::rules::actions::Action;
use crate::rules::actions::ledger::{self, Entry};
use crate::rules::eval::{Eval, Traced};
use crate::rules::subject::{AskError, card_ref, loc_ref};
use crate::verdict::{Answer, Computed, MoveStatus, Verdict};
use std::cell::RefCell;

/// The sweep's questions of these families on `board` (`reach`: with one `reach`, of the first
/// card that moves itself; its search asks hundreds of moves, so one a board).
pub(super) fn questions(board: &Board, mut reach: bool) -> Vec<Query> {
    let mut out = Vec::new();
    let mut push = |kind: QueryKind, about: String, asker: Option<Side>| {
        out.push(Query {
            text: format!("{} {about}", kind.verb()),
            kind,
            asker,
        });
    };
    if board.game == Game::YoungJedi {
        push(
            QueryKind::EffectFetch { location: None },
            String::new(),
            None,
        );
        for l in board.locations.keys() {
            for asker in [None, Some(Side::Light), Some(Side::Dark)] {
                let location = Some(loc_ref(l));
                push(
                    QueryKind::EffectFetch { location },
                    board.loc_name(l),
                    asker,
                );
            }
        }
        for row in &board.rows {
            let Some(&l) = row.locations.first() else {
                continue;
            };
            for asker in [Side::Light, Side::Dark] {
                let kind = QueryKind::EvacuationOutcome {
                    location: loc_ref(l),
                    survivors: Vec::new(),
                };
                push(kind, row.name.clone(), Some(asker));
            }
        }
        return out;
    }
    for c in board.cards.keys() {
        let name = board.card_name(c);
        let kind = board.card_def(c).card_type;
        if kind == CardType::Character {
            push(QueryKind::Capture { card: card_ref(c) }, name.clone(), None);
        }
        if !matches!(
            kind,
            CardType::Character | CardType::Creature | CardType::Vehicle | CardType::Starship
        ) {
            continue;
        }
        let card = Some(card_ref(c));
        push(QueryKind::Moves { card, all: false }, name.clone(), None);
        if let Some(to) = far_place(board, c).filter(|_| reach) {
            reach = false;
            let about = format!("{name} to {}", board.loc_name(to));
            let kind = QueryKind::Reach {
                card: card_ref(c),
                to: loc_ref(to),
            };
            push(kind, about, None);
        }
    }
    out
}

/// Where the sweep asks `reach` of a card to go: the last location of the board that is not
/// the card's own (the search, bounded, looks at every way there it finds).
fn far_place(board: &Board, c: CardIx) -> Option<crate::board::LocId> {
    let here = board.location_of(c);
    board.locations.keys().rfind(|&l| Some(l) != here)
}

/// What `settle` makes of the outcomes the table's checks recorded on one act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::rules::table_record) enum Settled {
    /// The table was never asked about the act.
    Unseen,
    No,
    Undetermined,
    /// Yes (asked for its cost: the price).
    Allowed,
}

/// What the recording test makes of one act question and what the table's checks recorded
/// while it was answered (the recording test's own reading of acts and of `settle`).
pub(super) trait Table {
    /// The action asked, what `settle` makes of `ledger` on it, and the recording test's line
    /// when the answer `v` is not that; None for a question that asks about no act.
    fn held(
        board: &Board,
        query: &Query,
        v: &Verdict,
        ledger: &[Entry],
    ) -> Option<(Action, Settled, Option<String>)>;
}

/// One act question `moves` or `reach` asked, as it was answered, with what `settle` makes of
/// what the table's checks recorded on it.
struct Sub {
    /// The question as asked (its label: the move as `moves` lists it).
    text: String,
    cost: bool,
    action: Action,
    answer: Answer,
    settled: Settled,
    /// The recording test's line when the answer is not what the table settles.
    line: Option<String>,
}

thread_local! {
    static SUBS: RefCell<Vec<Sub>> = const { RefCell::new(Vec::new()) };
}

/// The dispatcher's entry point (`rules::evaluate_traced`), recording each act question it
/// answers with what the table settles of it (`T`): the judge `moves` and `reach` ask through.
fn recording<T: Table>(board: &Board, query: &Query, ruleset: Ruleset) -> Result<Traced, AskError> {
    ledger::take();
    let traced = crate::rules::evaluate_traced(board, query, ruleset)?;
    let found = ledger::take();
    if let Some((action, settled, line)) = T::held(board, query, &traced.0, &found) {
        let sub = Sub {
            text: query.text.clone(),
            cost: matches!(query.kind, QueryKind::Cost { .. }),
            action,
            answer: traced.0.answer.clone(),
            settled,
            line,
        };
        SUBS.with(|s| s.borrow_mut().push(sub));
    }
    Ok(traced)
}

/// `moves` or `reach` on a Star Wars CCG board, asked through the recording judge: None for any
/// other question; else its answer and the act questions it asked (None: the question names
/// what the board lacks).
fn made_of_acts<T: Table>(
    board: &Board,
    query: &Query,
    ruleset: Ruleset,
) -> Option<Option<(Verdict, Vec<Sub>)>> {
    if board.game != Game::Swccg {
        return None;
    }
    let mut e = Eval::new(board, ruleset, &query.text, query.asker);
    SUBS.with(|s| s.borrow_mut().clear());
    let ran = match &query.kind {
        QueryKind::Moves { card, all } => {
            crate::rules::moves::ask_moves(&mut e, card.as_ref(), query.asker, *all, recording::<T>)
        }
        QueryKind::Reach { card, to } => {
            crate::rules::reach::ask_reach(&mut e, card, to, query.asker, recording::<T>)
        }
        _ => return None,
    };
    let subs = SUBS.with(|s| std::mem::take(&mut *s.borrow_mut()));
    Some(ran.ok().map(|()| (e.finish(), subs)))
}

/// [`made_of_acts`], held to the table: what the sweep's `ask` returns (None: not asked; else
/// the line of the first answer found outside the table, if any), for `moves` and `reach`.
pub(super) fn ask_made_of_acts<T: Table>(
    board: &Board,
    query: &Query,
    ruleset: Ruleset,
) -> Option<Option<Option<String>>> {
    let Some((v, subs)) = made_of_acts::<T>(board, query, ruleset)? else {
        return Some(None);
    };
    Some(Some(made_of_acts_held(&query.kind, &v, &subs)))
}

/// Holds the answer `v` to `moves` or `reach` (`q`) to the act questions it asked (`subs`):
/// each of their answers to the table, and the listing or route to their answers.
fn made_of_acts_held(q: &QueryKind, v: &Verdict, subs: &[Sub]) -> Option<String> {
    let line = match subs.iter().find_map(|s| s.line.clone()) {
        Some(line) => Some(line),
        None => match q {
            QueryKind::Moves { card: Some(_), .. } => listing_held(v, subs),
            QueryKind::Reach { .. } => route_held(v, subs),
            _ => None,
        },
    };
    line.map(|l| format!("{}: {l}", q.verb()))
}

/// Holds one card's `moves` listing to the act questions it asked: each move it lists legal is
/// one the table allows (at the price its `cost` question gave), each it lists undetermined
/// one the table leaves open, each it leaves out one the table does not allow; and it lists
/// only moves it asked about.
fn listing_held(v: &Verdict, subs: &[Sub]) -> Option<String> {
    let Some(Computed::Moves { moves }) = &v.data else {
        return Some(format!("{} with no listing", v.answer.display()));
    };
    if !matches!(v.answer, Answer::List(_)) {
        return Some(format!("{} not a listing", v.answer.display()));
    }
    for s in subs {
        let listed = moves.iter().find(|m| m.movement == s.text);
        let agrees = match listed.map(|m| (m.status, m.cost)) {
            Some((MoveStatus::Legal, Some(n))) => {
                s.settled == Settled::Allowed && (!s.cost || s.answer == Answer::Number(n))
            }
            Some((MoveStatus::Legal, None)) => false,
            // Allowed, its price open: the `cost` question's table may leave the price open.
            Some((MoveStatus::CostUndetermined, _)) => {
                s.settled == Settled::Allowed || (s.cost && s.settled == Settled::Undetermined)
            }
            Some((MoveStatus::Undetermined, _)) => s.settled == Settled::Undetermined,
            None => s.settled != Settled::Allowed,
        };
        if !agrees {
            let status = listed.map_or("left out".to_string(), |m| format!("{:?}", m.status));
            return Some(format!(
                "{:?} listed {status} where the table settles {:?}",
                s.action, s.settled
            ));
        }
    }
    moves
        .iter()
        .find(|m| !subs.iter().any(|s| s.text == m.movement))
        .map(|m| format!("a move listed {:?} that no act question asked", m.status))
}

/// Holds `reach`'s route to the act questions its search asked: each step is a move the table
/// allows on the board before it, at the Force its `cost` question gave; the answer is the
/// steps' Force.
fn route_held(v: &Verdict, subs: &[Sub]) -> Option<String> {
    let Some(Computed::Route { steps, total, .. }) = &v.data else {
        return None;
    };
    if v.answer != Answer::Number(*total) || steps.iter().map(|s| s.cost).sum::<i64>() != *total {
        return Some(format!(
            "{} where the route's steps cost {}",
            v.answer.display(),
            steps.iter().map(|s| s.cost).sum::<i64>()
        ));
    }
    for step in steps {
        let priced = |s: &&Sub| s.text == step.movement && s.cost;
        if !subs
            .iter()
            .filter(priced)
            .any(|s| s.answer == Answer::Number(step.cost) && s.settled == Settled::Allowed)
        {
            let seen = subs.iter().find(priced);
            return Some(match seen {
                Some(s) => format!(
                    "a step {:?} at its Force where the table settles {:?}",
                    s.action, s.settled
                ),
                None => "a step no act question asked".to_string(),
            });
        }
    }
    None
}

/// A `moves` listing or a `reach` route written by hand (a move the table refuses listed legal,
/// a move it allows left out, a step's Force changed) fails the record: shown on the first
/// bundled board whose answers give each fault something to change (the test is
/// `tests::a_listing_or_a_route_written_by_hand_fails_the_record`).
pub(super) fn forged_listings_and_routes_fail<T: Table>() {
    use crate::verdict::MoveEntry;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let (mut listed, mut left_out, mut priced) = (false, false, false);
    for path in crate::scenario::files_under(&[root.join("scenarios")]) {
        let Ok(sc) = crate::scenario::load_file(&path, crate::catalog::Catalog::builtin()) else {
            continue;
        };
        let board = &sc.board;
        for q in questions(board, true) {
            let Some(Some((v, subs))) = made_of_acts::<T>(board, &q, Ruleset::Latest) else {
                continue;
            };
            if made_of_acts_held(&q.kind, &v, &subs).is_some() {
                continue;
            }
            match &v.data {
                Some(Computed::Moves { .. }) => {
                    let forge = |change: &mut dyn FnMut(&mut Vec<MoveEntry>) -> bool| {
                        let mut m = v.clone();
                        let Some(Computed::Moves { moves }) = m.data.as_mut() else {
                            return None;
                        };
                        change(moves).then(|| made_of_acts_held(&q.kind, &m, &subs))
                    };
                    if let Some(s) = subs.iter().find(|s| s.settled == Settled::No)
                        && let Some(line) = forge(&mut |moves| {
                            moves.push(MoveEntry {
                                card: String::new(),
                                movement: s.text.clone(),
                                cost: Some(0),
                                status: MoveStatus::Legal,
                                why: None,
                            });
                            true
                        })
                    {
                        assert!(line.is_some(), "a refused move listed legal went unseen");
                        listed = true;
                    }
                    if let Some(line) = forge(&mut |moves| {
                        let legal = moves.iter().position(|m| m.status == MoveStatus::Legal);
                        legal.map(|i| moves.remove(i)).is_some()
                    }) {
                        assert!(line.is_some(), "an allowed move left out went unseen");
                        left_out = true;
                    }
                }
                Some(Computed::Route { steps, total, .. }) if !steps.is_empty() => {
                    // The step's Force changed, the total with it: the answer adds up, the
                    // step is no price the table gave.
                    let mut forged = v.clone();
                    let mut steps = steps.clone();
                    steps[0].cost += 1;
                    if let Some(Computed::Route {
                        steps: s, total: t, ..
                    }) = forged.data.as_mut()
                    {
                        *s = steps;
                        *t = total + 1;
                    }
                    forged.answer = Answer::Number(total + 1);
                    let line = made_of_acts_held(&q.kind, &forged, &subs);
                    assert!(line.is_some(), "a step priced by hand went unseen");
                    priced = true;
                }
                _ => {}
            }
            if listed && left_out && priced {
                return;
            }
        }
    }
    panic!(
        "no bundled board gave each fault something to change: listed {listed}, left out {left_out}, priced {priced}"
    );
}
