//! Turning results into text: human (with colour when asked), json and markdown. The binary
//! chooses; the library never looks at the terminal.

mod diagnostic;
mod human;
mod markdown;
pub mod tables;

pub use diagnostic::{SourceLines, WINDOW_CHARS, diagnostic, diagnostic_in};
pub use human::verdict as human_verdict;
pub use markdown::verdict as markdown_verdict;

use crate::verdict::Verdict;

/// Output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Human,
    Json,
    Markdown,
}

/// Presentation options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    pub color: bool,
}

impl Style {
    pub const PLAIN: Style = Style { color: false };
    pub(crate) fn paint(&self, code: &str, s: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{s}\x1b[0m")
        } else {
            s.to_string()
        }
    }
}

/// A verdict in the chosen format.
pub fn verdict(v: &Verdict, format: Format, style: Style) -> String {
    match format {
        Format::Human => human::verdict(v, style),
        Format::Json => json(v),
        Format::Markdown => markdown::verdict(v),
    }
}

/// Pretty JSON of any serialisable result (documented in docs/json-output.md).
pub fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}
