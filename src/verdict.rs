//! The answer to one question: a decision that always carries the ids of what decided it.

use crate::query::Side;
use crate::rules::{Rule, Ruleset};
use serde::{Serialize, Serializer};

/// The answer itself.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Yes,
    No,
    Undetermined,
    Number(i64),
    List(Vec<String>),
}

impl Answer {
    /// The answer as a word or value, for tables and comparisons.
    pub fn display(&self) -> String {
        match self {
            Answer::Yes => "yes".into(),
            Answer::No => "no".into(),
            Answer::Undetermined => "undetermined".into(),
            Answer::Number(n) => n.to_string(),
            Answer::List(l) if l.is_empty() => "none".into(),
            Answer::List(l) => l.join("; "),
        }
    }
    pub fn from_bool(b: bool) -> Answer {
        if b { Answer::Yes } else { Answer::No }
    }
}

impl Serialize for Answer {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Answer::Yes => s.serialize_str("yes"),
            Answer::No => s.serialize_str("no"),
            Answer::Undetermined => s.serialize_str("undetermined"),
            Answer::Number(n) => s.serialize_i64(*n),
            Answer::List(l) => l.serialize(s),
        }
    }
}

/// A rule that applied, with how it applied to this board.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reason {
    /// The rule id (`hoth.shield.coverage`).
    pub rule: &'static str,
    /// Document › section › bullet.
    pub citation: String,
    /// What the rule did on this board, in a sentence.
    pub applied: String,
}

impl Reason {
    pub fn new(rule: &Rule, applied: impl Into<String>) -> Reason {
        Reason {
            rule: rule.id,
            citation: rule.citation(),
            applied: applied.into(),
        }
    }
}

/// A derived board fact the reasons used.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Fact {
    pub name: String,
    pub value: String,
}

/// What an older ruleset would have answered, where it differs.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Superseded {
    /// The older rulesets that answer this way (oldest first).
    pub rulesets: Vec<Ruleset>,
    pub answer: Answer,
    /// The rules that decided it there.
    pub rules: Vec<&'static str>,
    pub note: String,
}

/// A full answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Verdict {
    pub query: String,
    pub ruleset: Ruleset,
    /// Who the question was asked for, when it matters.
    pub side: Option<Side>,
    pub answer: Answer,
    pub reasons: Vec<Reason>,
    pub facts: Vec<Fact>,
    pub considered: Vec<Reason>,
    pub superseded: Vec<Superseded>,
    pub assumptions: Vec<String>,
    pub undetermined_because: Vec<String>,
    /// Lines of a computed answer (arithmetic, positions, a drawn row).
    pub detail: Vec<String>,
    /// Something the judge should see before the ruling, though it does not change it (a duel
    /// hand not the size the rules give). The CLI prints these on stderr.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

impl Verdict {
    pub fn new(query: &str, ruleset: Ruleset) -> Verdict {
        Verdict {
            query: query.to_string(),
            ruleset,
            side: None,
            answer: Answer::Undetermined,
            reasons: Vec::new(),
            facts: Vec::new(),
            considered: Vec::new(),
            superseded: Vec::new(),
            assumptions: Vec::new(),
            undetermined_because: Vec::new(),
            detail: Vec::new(),
            warnings: Vec::new(),
        }
    }

    /// Every rule id among reasons (for `because:` checks).
    pub fn reason_ids(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.reasons.iter().map(|r| r.rule)
    }
}
