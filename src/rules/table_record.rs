//! Test-only: a check registered for every action that records each act it sees, so a test can
//! show that every path of an act meets the table (no handler answers an act the table never
//! saw).

use super::actions::{Act, Action, Check, Outcome, Stage};
use super::eval::Eval;
use crate::board::CardIx;
use std::cell::RefCell;

thread_local! {
    static SEEN: RefCell<Vec<(Action, Option<CardIx>)>> = const { RefCell::new(Vec::new()) };
}

/// Every action a question asks about.
const EVERY: &[Action] = &[
    Action::Deploy,
    Action::Move,
    Action::React,
    Action::Shuttle,
    Action::Transfer,
    Action::Transit,
    Action::Embark,
    Action::Disembark,
    Action::Land,
    Action::TakeOff,
    Action::SectorMove,
    Action::Target,
    Action::Fire,
    Action::Use,
    Action::Carry,
    Action::Steal,
    Action::Attack,
];

pub static RECORDER: Check = Check {
    on: EVERY,
    stage: Stage::Rule,
    name: "test only: records every act",
    rules: &[],
    run: record,
};

fn record(_: &mut Eval, act: &Act) -> Outcome {
    let card = match *act {
        Act::Move { card, .. } => Some(card),
        Act::Target { target, .. } => Some(target),
        Act::Use { user, .. } => Some(user),
        Act::Fire { weapon, .. } => Some(weapon),
        Act::Carry { carrier, .. } => Some(carrier),
        Act::Steal { thief, .. } => Some(thief),
        Act::Attack { attacker, .. } => Some(attacker),
        Act::Deploy { .. } => None,
    };
    SEEN.with(|s| s.borrow_mut().push((act.action(), card)));
    Outcome::NotMine
}

/// What the recorder saw since the last call, cleared.
pub(crate) fn take() -> Vec<(Action, Option<CardIx>)> {
    SEEN.with(|s| std::mem::take(&mut *s.borrow_mut()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::{Query, QueryKind};
    use crate::verdict::Answer;

    /// The actions a move question may be read as.
    fn read_as(q: &QueryKind) -> &'static [Action] {
        match q {
            QueryKind::CanMove { .. } => &[
                Action::Move,
                Action::Land,
                Action::TakeOff,
                Action::SectorMove,
            ],
            QueryKind::CanLand { .. } => &[Action::Land],
            QueryKind::CanTakeOff { .. } => &[Action::TakeOff],
            QueryKind::CanShuttle { .. } => &[Action::Shuttle],
            QueryKind::CanTransit { .. } => &[Action::Transit],
            QueryKind::CanTransfer { .. } => &[Action::Transfer],
            QueryKind::CanEmbark { .. } => &[Action::Embark],
            QueryKind::CanDisembark { .. } => &[Action::Disembark],
            QueryKind::CanReact { .. } => &[Action::React],
            QueryKind::CanDeploy { .. } => &[Action::Deploy],
            QueryKind::CanFire { .. } => &[Action::Fire],
            QueryKind::CanTarget { .. } => &[Action::Target],
            QueryKind::CanUse { .. } => &[Action::Use],
            QueryKind::CanCarry { .. } => &[Action::Carry],
            QueryKind::CanSteal { .. } => &[Action::Steal],
            QueryKind::Cost { question } => read_as(question),
            _ => &[],
        }
    }

    /// Every act the bundled scenarios ask about and are answered yes (or a price): deploying,
    /// reacting, firing, targeting, using, carrying, stealing and every move, as written in the
    /// suites, met the table.
    #[test]
    fn every_allowed_act_the_suites_ask_meets_the_table() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        let (mut asked, mut bypassed) = (0, Vec::new());
        for path in crate::scenario::files_under(&[root]) {
            let Ok(sc) = crate::scenario::load_file(&path, crate::catalog::Catalog::builtin())
            else {
                continue;
            };
            let board = &sc.board;
            if board.game != crate::board::Game::Swccg {
                continue;
            }
            let ruleset = board.ruleset.unwrap_or(crate::rulebook::Ruleset::Latest);
            for q in &sc.questions {
                let Ok(query) = crate::query::parse(&q.ask) else {
                    continue;
                };
                let actions = read_as(&query.kind);
                if actions.is_empty() {
                    continue;
                }
                take();
                let Ok(v) = crate::rules::evaluate_once(board, &query, ruleset) else {
                    continue;
                };
                let seen = take();
                // A location card that neither the question, the board's turn nor its printing
                // gives a side has no act to build: the layout rules answer its insertion alone.
                if !matches!(v.answer, Answer::Yes | Answer::Number(_)) || v.side.is_none() {
                    continue;
                }
                asked += 1;
                if !seen.iter().any(|(a, _)| actions.contains(a)) {
                    bypassed.push(format!("{}: {}: {:?}", path.display(), q.ask, v.answer));
                }
            }
        }
        assert!(asked > 50, "only {asked} allowed acts asked");
        assert!(
            bypassed.is_empty(),
            "{} allowed acts the table never saw:\n{}",
            bypassed.len(),
            bypassed.join("\n")
        );
    }

    /// Every move the bundled boards allow, asked as `can …` and as `cost …` under the board's
    /// ruleset and the latest, meets the table: the recorder saw an act of the card, of the
    /// action the question is read as. `moves` and `reach` ask these very questions.
    #[test]
    fn every_allowed_move_meets_the_table() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        let mut asked = 0;
        let mut bypassed = Vec::new();
        for path in crate::scenario::files_under(&[root]) {
            let Ok(sc) = crate::scenario::load_file(&path, crate::catalog::Catalog::builtin())
            else {
                continue;
            };
            let board = &sc.board;
            if board.game != crate::board::Game::Swccg {
                continue;
            }
            let rulesets: Vec<_> = [board.ruleset, Some(crate::rulebook::Ruleset::Latest)]
                .into_iter()
                .flatten()
                .collect();
            for c in board.cards.keys() {
                for (label, q) in crate::rules::moves::candidate_moves(board, c) {
                    let actions = read_as(&q);
                    for &ruleset in &rulesets {
                        for kind in [
                            q.clone(),
                            QueryKind::Cost {
                                question: Box::new(q.clone()),
                            },
                        ] {
                            let query = Query {
                                kind,
                                asker: None,
                                text: label.clone(),
                            };
                            take();
                            let Ok(v) = crate::rules::evaluate_once(board, &query, ruleset) else {
                                continue;
                            };
                            let seen = take();
                            if !matches!(v.answer, Answer::Yes | Answer::Number(_)) {
                                continue;
                            }
                            asked += 1;
                            if !seen
                                .iter()
                                .any(|(a, card)| *card == Some(c) && actions.contains(a))
                            {
                                bypassed.push(format!(
                                    "{}: {} ({}) under {ruleset:?}: {:?}, the table saw {seen:?}",
                                    path.display(),
                                    query.text,
                                    board.card_name(c),
                                    v.answer
                                ));
                            }
                        }
                    }
                }
            }
        }
        assert!(asked > 100, "only {asked} allowed moves asked");
        assert!(
            bypassed.is_empty(),
            "{} allowed moves the table never saw:\n{}",
            bypassed.len(),
            bypassed.join("\n")
        );
    }
}
