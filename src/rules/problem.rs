//! What `validate` reports: one illegal thing on the board ([`Problem`]) and what it breaks
//! ([`Grounds`]: a rule of the documents, or a base placement rule). Beside the evaluation, under
//! the families, because some families find problems themselves (Dagobah's ◇ limits, starship
//! sites) and `validate` gathers them.

use crate::rulebook::{BaseRule, ByteSpan, Rule};
use miette::{Diagnostic, LabeledSpan, NamedSource, SourceCode};
use std::fmt;

/// How base-rule problems are labelled: the documents amend base rulebooks they do not restate.
pub const BASE_LABEL: &str = "by the base rules, which the documents assume";

/// What a problem breaks: a rule of the documents, or a base placement rule.
#[derive(Debug, Clone, Copy)]
pub enum Grounds {
    Rule(&'static Rule),
    Base(&'static BaseRule),
}

impl Grounds {
    /// The id: a registry rule id, or a base rule's (`base.characters`).
    pub fn id(self) -> &'static str {
        match self {
            Grounds::Rule(r) => r.id,
            Grounds::Base(b) => b.id,
        }
    }
    /// Document › section › bullet, or [`BASE_LABEL`].
    pub fn citation(self) -> String {
        match self {
            Grounds::Rule(r) => r.citation(),
            Grounds::Base(_) => BASE_LABEL.to_string(),
        }
    }
    pub fn statement(self) -> &'static str {
        match self {
            Grounds::Rule(r) => r.statement,
            Grounds::Base(b) => b.statement,
        }
    }
    /// `base rules` or `documents`: which kind of rule it is.
    pub fn by(self) -> &'static str {
        match self {
            Grounds::Rule(_) => "documents",
            Grounds::Base(_) => "base rules",
        }
    }
    pub fn is_base(self) -> bool {
        matches!(self, Grounds::Base(_))
    }
}

/// One illegal thing on the board.
#[derive(Debug, Clone)]
pub struct Problem {
    pub rule: Grounds,
    pub span: ByteSpan,
    pub message: String,
    pub label: String,
    pub help: Option<String>,
    pub src: NamedSource<crate::board::SourceText>,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Problem {}

impl Diagnostic for Problem {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(format!("swjudge::validate::{}", self.rule.id())))
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        let cite = format!("{} — {}", self.rule.citation(), self.rule.statement());
        Some(Box::new(match &self.help {
            Some(h) => format!("{h}\n{cite}"),
            None => cite,
        }))
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(&self.src)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(std::iter::once(
            LabeledSpan::new_primary_with_span(Some(self.label.clone()), self.span),
        )))
    }
}
