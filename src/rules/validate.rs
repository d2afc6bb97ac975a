//! Is the board legal? Each problem cites the rule it breaks and points at the card.

use super::registry::Rule;
use super::{layout, unique};
use crate::board::Board;
use crate::scenario::yaml::ByteSpan;
use miette::{Diagnostic, LabeledSpan, NamedSource, SourceCode};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// One illegal thing on the board.
#[derive(Debug, Clone)]
pub struct Problem {
    pub rule: &'static Rule,
    pub span: ByteSpan,
    pub message: String,
    pub label: String,
    pub help: Option<String>,
    pub src: NamedSource<Arc<str>>,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Problem {}

impl Diagnostic for Problem {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(format!("swjudge::validate::{}", self.rule.id)))
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        let cite = format!("{} — {}", self.rule.citation(), self.rule.statement);
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

/// Every problem of the board.
pub fn validate(board: &Board) -> Vec<Problem> {
    let src = NamedSource::new(board.source.name.clone(), board.source.text.clone());
    let mut out = Vec::new();
    for r in 0..board.rows.len() {
        for p in layout::row_problems(board, r) {
            out.push(Problem {
                rule: p.rule,
                span: board.locations[p.at].span,
                message: p.message,
                label: "out of place".into(),
                help: Some(format!(
                    "the row reads: {}",
                    layout::pattern_words(board, r)
                )),
                src: src.clone(),
            });
        }
    }
    // Unique cards: one copy on table (as many as its dots: ••Landing Claw), both sides together.
    let mut seen: HashMap<String, (ByteSpan, u8)> = HashMap::new();
    let places = board
        .locations
        .iter()
        .map(|l| (l.def, l.span))
        .chain(board.cards.iter().map(|c| (c.def, c.span)));
    for (def, span) in places {
        let d = board.def(def);
        if d.unique == 0 {
            continue;
        }
        let entry = seen.entry(d.key().to_string()).or_insert((span, 0));
        entry.1 = entry.1.saturating_add(1);
        let (first, n) = *entry;
        if n > d.unique {
            let (line, _) = line_of(&board.source.text, first.start);
            out.push(Problem {
                rule: &unique::UNIQUE,
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
    out.extend(super::dagobah::diamond_problems(board, &src));
    out.extend(super::starship_sites::problems(board, &src));
    for (rule, span, message, label) in super::attaching::problems(board) {
        out.push(Problem {
            rule,
            span,
            message,
            label: label.into(),
            help: Some("list an attached card at its host's location with `state: [attached-to: \"@host\"]`".into()),
            src: src.clone(),
        });
    }
    out.sort_by_key(|p| p.span.start);
    out
}

fn line_of(text: &str, at: usize) -> (usize, usize) {
    let at = at.min(text.len());
    let before = text.get(..at).unwrap_or("");
    (before.matches('\n').count() + 1, 0)
}
