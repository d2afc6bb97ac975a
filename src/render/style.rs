//! How text is styled for output: colour and width ([`Style`]), escaping, and the shape of an
//! older ruleset's list. A leaf of `render`: each renderer imports it, and it imports none.

use std::borrow::Cow;

/// Presentation options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    pub color: bool,
    /// The width to fit: tables shrink to it and prose wraps at it. `None` (output to a pipe or a
    /// file with no COLUMNS): prose is not wrapped and tables keep their 120 columns.
    pub width: Option<usize>,
}

/// Tables are drawn this wide when no width is known.
pub const PIPE_TABLE_WIDTH: usize = 120;

impl Style {
    pub const PLAIN: Style = Style {
        color: false,
        width: None,
    };
    pub(crate) fn paint(&self, code: &str, s: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{s}\x1b[0m")
        } else {
            s.to_string()
        }
    }
    /// The width tables are fitted to.
    pub fn table_width(&self) -> usize {
        self.width.unwrap_or(PIPE_TABLE_WIDTH)
    }
    /// `text` wrapped at the width (when there is one), each line after the first indented by
    /// `rest`, the first by `first`. Without a width: `first` + `text`, one line.
    pub fn wrap(&self, text: &str, first: &str, rest: &str) -> String {
        match self.width {
            Some(w) if w > rest.len() + 10 => {
                let opts = textwrap::Options::new(w)
                    .initial_indent(first)
                    .subsequent_indent(rest)
                    // Lines break between words only (not after a `/` or inside a hyphened
                    // word); a single word wider than the line is the one thing cut.
                    .word_separator(textwrap::WordSeparator::AsciiSpace)
                    .word_splitter(textwrap::WordSplitter::NoHyphenation)
                    .break_words(true);
                textwrap::fill(text, opts)
            }
            _ => format!("{first}{text}"),
        }
    }
}

/// An "under older rules" note whose older answer is a list of several items (`moves`):
/// the words before the list (`under \`hoth\` this would be`), the items, and what follows
/// them (the reason, without its leading `: `), so that each item is shown on its own line
/// instead of one run-on line. `None` for any other note.
pub(crate) fn older_list(s: &crate::verdict::Superseded) -> Option<(&str, &[String], &str)> {
    let crate::verdict::Answer::List(items) = &s.answer else {
        return None;
    };
    if items.len() < 2 {
        return None;
    }
    let shown = items.join("; ");
    let at = s.note.find(&shown)?;
    let head = s.note[..at].trim_end();
    let why = s.note[at + shown.len()..].trim_start_matches(':').trim();
    Some((head, items, why))
}

/// Board and question text made safe for a terminal, on one line (see [`crate::text`]).
pub(crate) fn esc(s: &str) -> Cow<'_, str> {
    crate::text::escape_line(s)
}
