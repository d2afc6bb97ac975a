//! Load diagnostics: every problem of a scenario file, each with a code, the exact span and a hint.

use super::yaml::ByteSpan;
use miette::{Diagnostic, LabeledSpan, NamedSource, SourceCode};
use std::fmt;

/// What went wrong (one code each).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    Io,
    NotAFile,
    TooLarge,
    InvalidUtf8,
    Yaml,
    UnquotedColon,
    Limit,
    UnknownKey,
    MissingKey,
    InvalidValue,
    UnknownCard,
    AmbiguousCard,
    WrongSide,
    DuplicateId,
    UnknownId,
    Placement,
    UnknownRule,
    QuerySyntax,
    Unsupported,
}

impl ErrorKind {
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::Io => "swjudge::scenario::io",
            ErrorKind::NotAFile => "swjudge::scenario::not_a_file",
            ErrorKind::TooLarge => "swjudge::scenario::too_large",
            ErrorKind::InvalidUtf8 => "swjudge::scenario::invalid_utf8",
            ErrorKind::Yaml => "swjudge::scenario::yaml",
            ErrorKind::UnquotedColon => "swjudge::scenario::unquoted_colon",
            ErrorKind::Limit => "swjudge::scenario::limit",
            ErrorKind::UnknownKey => "swjudge::scenario::unknown_key",
            ErrorKind::MissingKey => "swjudge::scenario::missing_key",
            ErrorKind::InvalidValue => "swjudge::scenario::invalid_value",
            ErrorKind::UnknownCard => "swjudge::scenario::unknown_card",
            ErrorKind::AmbiguousCard => "swjudge::scenario::ambiguous_card",
            ErrorKind::WrongSide => "swjudge::scenario::wrong_side",
            ErrorKind::DuplicateId => "swjudge::scenario::duplicate_id",
            ErrorKind::UnknownId => "swjudge::scenario::unknown_id",
            ErrorKind::Placement => "swjudge::scenario::placement",
            ErrorKind::UnknownRule => "swjudge::scenario::unknown_rule",
            ErrorKind::QuerySyntax => "swjudge::query::syntax",
            ErrorKind::Unsupported => "swjudge::scenario::unsupported",
        }
    }
}

/// One problem in a scenario file.
#[derive(Debug, Clone)]
pub struct ScenarioError {
    pub kind: ErrorKind,
    pub message: String,
    /// The label on the span.
    pub label: String,
    pub span: ByteSpan,
    pub help: Option<String>,
    pub src: NamedSource<crate::board::SourceText>,
}

impl ScenarioError {
    /// 1-based line and column (in characters) of the span start.
    pub fn line_col(&self) -> (usize, usize) {
        let text: &str = self.src.inner().as_str();
        let at = self.span.start.min(text.len());
        let at = (0..=at)
            .rev()
            .find(|i| text.is_char_boundary(*i))
            .unwrap_or(0);
        let before = &text[..at];
        let line = before.matches('\n').count() + 1;
        let col = before
            .rsplit('\n')
            .next()
            .map(|l| l.chars().count())
            .unwrap_or(0)
            + 1;
        (line, col)
    }
    pub fn file(&self) -> &str {
        self.src.name()
    }
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ScenarioError {}

impl Diagnostic for ScenarioError {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.kind.code()))
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h.as_str()) as Box<dyn fmt::Display>)
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

/// Every problem found in one file.
#[derive(Debug, Clone)]
pub struct ScenarioErrors {
    pub errors: Vec<ScenarioError>,
}

impl fmt::Display for ScenarioErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.errors.first() {
            Some(e) if self.errors.len() == 1 => write!(f, "{}: {}", e.file(), e.message),
            Some(e) => write!(f, "{}: {} problems", e.file(), self.errors.len()),
            None => f.write_str("no problems"),
        }
    }
}

impl std::error::Error for ScenarioErrors {}
