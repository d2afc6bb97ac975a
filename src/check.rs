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
        (Some(e), Ok(v)) => answer_matches(e, &v.answer),
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
