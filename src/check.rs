//! Running a scenario's questions and comparing them with `expect` and `because`.

use crate::board::Board;
use crate::rules::Ruleset;
use crate::scenario::{Expect, Question, Scenario};
use crate::verdict::{Answer, Verdict};

/// The outcome of one question.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub index: usize,
    pub ask: String,
    pub expect: Option<Expect>,
    /// The verdict, or why the question could not be asked.
    pub result: Result<Verdict, String>,
    /// `because` ids missing from the verdict's reasons.
    pub missing_because: Vec<String>,
    pub passed: bool,
}

impl Outcome {
    pub fn got(&self) -> String {
        match &self.result {
            Ok(v) => v.answer.display(),
            Err(e) => format!("error: {e}"),
        }
    }
}

/// Does the verdict's answer meet the expectation?
pub fn answer_matches(expect: &Expect, answer: &Answer) -> bool {
    match (expect, answer) {
        (Expect::Yes, Answer::Yes)
        | (Expect::No, Answer::No)
        | (Expect::Undetermined, Answer::Undetermined) => true,
        (Expect::Number(a), Answer::Number(b)) => a == b,
        (Expect::List(a), Answer::List(b)) => a == b,
        _ => false,
    }
}

/// Does a list expectation that names cards by `@id` meet the answer? An answer's item names a
/// card with an id as `Title (@id)`; the expectation may write the `@id` alone in its place
/// (`"@wampa is lost"` for `Wampa (@wampa) is lost`). Item by item, in order.
pub fn ids_match(board: &Board, expect: &Expect, answer: &Answer) -> bool {
    let (Expect::List(want), Answer::List(got)) = (expect, answer) else {
        return false;
    };
    if want.len() != got.len() || !want.iter().any(|w| w.contains('@')) {
        return false;
    }
    // Longest names first, so that `X (@a2)` is not cut by a shorter `(@a)` name.
    let mut names: Vec<(String, String)> = board
        .cards
        .keys()
        .filter_map(|c| {
            let id = board.cards[c].id.as_ref()?;
            Some((board.card_name(c), format!("@{id}")))
        })
        .collect();
    names.sort_by_key(|(n, _)| std::cmp::Reverse(n.len()));
    want.iter().zip(got).all(|(w, g)| {
        w == g || {
            let mut short = g.clone();
            for (name, id) in &names {
                short = short.replace(name.as_str(), id);
            }
            *w == short
        }
    })
}

/// Answers one scenario question.
pub fn check_question(
    board: &Board,
    index: usize,
    q: &Question,
    ruleset: Option<Ruleset>,
) -> Outcome {
    let result = crate::ask(board, &q.ask, ruleset).map_err(|e| e.short());
    let missing_because: Vec<String> = match &result {
        Ok(v) => q
            .because
            .iter()
            .filter(|(id, _)| !v.reasons.iter().any(|r| r.rule == id))
            .map(|(id, _)| id.clone())
            .collect(),
        Err(_) => q.because.iter().map(|(id, _)| id.clone()).collect(),
    };
    let answer_ok = match (&q.expect, &result) {
        (Some(e), Ok(v)) => answer_matches(e, &v.answer) || ids_match(board, e, &v.answer),
        (None, Ok(_)) => true,
        (_, Err(_)) => false,
    };
    Outcome {
        index,
        ask: q.ask.clone(),
        expect: q.expect.clone(),
        passed: answer_ok && missing_because.is_empty(),
        result,
        missing_because,
    }
}

/// Answers every question of a scenario.
pub fn check_scenario(s: &Scenario, ruleset: Option<Ruleset>) -> Vec<Outcome> {
    s.questions
        .iter()
        .enumerate()
        .map(|(i, q)| check_question(&s.board, i, q, ruleset))
        .collect()
}
