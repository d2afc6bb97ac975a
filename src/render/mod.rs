//! Turning results into text: human (with colour when asked), json and markdown. The binary
//! chooses; the library never looks at the terminal.

mod diagnostic;
mod human;
pub mod json;
pub mod markdown;
mod style;
pub mod svg;
pub mod tables;

pub use diagnostic::{SourceLines, WINDOW_CHARS, diagnostic, diagnostic_in};
pub use human::verdict as human_verdict;
pub use markdown::verdict as markdown_verdict;
pub use style::{PIPE_TABLE_WIDTH, Style};

use crate::verdict::Verdict;

/// Output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Human,
    Json,
    Markdown,
}

/// A verdict in the chosen format.
pub fn verdict(v: &Verdict, format: Format, style: Style) -> String {
    match format {
        Format::Human => human::verdict(v, style),
        Format::Json => json::answer(v),
        Format::Markdown => crate::text::escape_controls(&markdown::verdict(v)).into_owned(),
    }
}

/// A verdict in the chosen format, short (`--brief`) when asked: the short answer is a human
/// one; JSON and markdown answers are given in full.
pub fn verdict_as(v: &Verdict, format: Format, style: Style, brief: bool) -> String {
    match format {
        Format::Human if brief => human::brief(v, style),
        _ => verdict(v, format, style),
    }
}

/// `moves --all`, streamed: what comes before the first move (the question's line; nothing
/// in JSON, where every line is a document of its own).
pub fn stream_head(
    query: &str,
    ruleset: crate::rules::Ruleset,
    format: Format,
    style: Style,
) -> String {
    match format {
        Format::Json => String::new(),
        _ => human::stream_head(query, ruleset, style),
    }
}

/// `moves --all`, streamed: the `n`th move (from 1), with its line end.
pub fn stream_move(n: usize, m: &crate::rules::FoundMove, format: Format, style: Style) -> String {
    match format {
        Format::Json => json::stream_move(&m.entry) + "\n",
        _ => human::stream_item(n, &m.line, style),
    }
}

/// `moves --all`, streamed: the verdict that ends the stream (its count and reasons), with
/// its line end.
pub fn stream_end(v: &Verdict, format: Format, style: Style) -> String {
    match format {
        Format::Json => json::stream_end(v) + "\n",
        _ => human::stream_end(v, style),
    }
}

/// Pretty JSON of any serialisable result (documented in docs/json-output.md).
pub fn json<T: serde::Serialize>(value: &T) -> String {
    crate::text::json_escaped(
        serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}")),
    )
}
