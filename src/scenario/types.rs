//! What a scenario holds: its board, its questions and their expected answers. A leaf of
//! `scenario`: the loader builds these, and nothing here imports the loader.

use super::yaml::ByteSpan;
use crate::board::Board;

/// An expected answer under `expect:`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expect {
    Yes,
    No,
    Undetermined,
    Number(i64),
    List(Vec<String>),
}

impl Expect {
    pub fn display(&self) -> String {
        match self {
            Expect::Yes => "yes".into(),
            Expect::No => "no".into(),
            Expect::Undetermined => "undetermined".into(),
            Expect::Number(n) => n.to_string(),
            Expect::List(l) if l.is_empty() => "none".into(),
            Expect::List(l) => l.join("; "),
        }
    }
}

/// One question of a scenario.
#[derive(Debug, Clone)]
pub struct Question {
    pub ask: String,
    pub ask_span: ByteSpan,
    /// Where the query text starts in the file, when it can be mapped exactly.
    pub ask_offset: Option<usize>,
    pub expect: Option<Expect>,
    pub expect_span: Option<ByteSpan>,
    pub because: Vec<(String, ByteSpan)>,
    pub note: Option<String>,
}

/// A loaded scenario.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub board: Board,
    pub questions: Vec<Question>,
}
