//! Text from a board, a card file or a question made safe to print on a terminal.
//!
//! A title can hold any character, and a board may come from someone else: `"\e]0;pwned\a"`
//! would retitle the judge's terminal, `"\e[2J"` clear it. Everything printed for a terminal
//! (diagnostics, their source snippets, answers) goes through [`escape_controls`], which shows
//! control characters as visible escapes instead of sending them.

use std::borrow::Cow;

/// Is `c` a character a terminal would act on rather than print?
///
/// Every Unicode control character (C0, DEL and C1, which holds the 8-bit CSI `\u{9b}`) except
/// the line feed and the tab, and the bidirectional overrides and isolates, which reorder what
/// is shown.
pub fn is_unsafe(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
        || is_invisible(c)
}

/// Is `c` a character that shows nothing, or only turns the direction of what follows: the
/// zero-width space and joiners, the direction marks, the word joiner and invisible
/// operators, the byte-order mark, the soft hyphen, the line and paragraph separators. Two
/// titles that differ only by these look the same.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00ad}'
            | '\u{061c}'
            | '\u{180e}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{2069}'
            | '\u{feff}'
    )
}

/// JSON text with every [unsafe](is_unsafe) character inside its strings written as a
/// `\uXXXX` escape: the same JSON value, but nothing in it acts on a terminal or turns the
/// text shown after it. (Outside strings JSON holds none of these characters.)
pub fn json_escaped(json: String) -> String {
    use std::fmt::Write as _;
    if !json.chars().any(is_unsafe) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if is_unsafe(c) {
            let mut units = [0u16; 2];
            for u in c.encode_utf16(&mut units) {
                let _ = write!(out, "\\u{u:04x}");
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `s` with every [unsafe](is_unsafe) character written as a visible escape: `\e` for ESC,
/// `\r`, `\0`, and `\x07`, `\u{9b}`, `\u{202e}` and so on for the others. Text without such
/// characters is returned as it is, without copying. Line feeds and tabs are kept.
pub fn escape_controls(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_unsafe) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
}

/// [`escape_controls`] with the line feed and the tab escaped too: for one line of text that
/// must stay one line (a label, a cell, a snippet's line).
pub fn escape_line(s: &str) -> Cow<'_, str> {
    if !s.chars().any(|c| is_unsafe(c) || c == '\n' || c == '\t') {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => push_escaped(&mut out, c),
        }
    }
    Cow::Owned(out)
}

fn push_escaped(out: &mut String, c: char) {
    use std::fmt::Write as _;
    if !is_unsafe(c) {
        out.push(c);
        return;
    }
    match c {
        '\x1b' => out.push_str("\\e"),
        '\r' => out.push_str("\\r"),
        '\0' => out.push_str("\\0"),
        c if (c as u32) < 0x80 => {
            let _ = write!(out, "\\x{:02x}", c as u32);
        }
        c => {
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
        }
    }
}

/// `s` as markdown prose that shows exactly `s`: nothing in it can open a heading, a list, a
/// quote, emphasis, a link, an image, raw HTML, a code span, a math span or a new line.
///
/// Control characters, line feeds and tabs are first shown as [`escape_line`] shows them (`\n`
/// stays two visible characters); then `&`, `<` and `>` become entities, and every other
/// character markdown gives a meaning to inline is escaped with a backslash. At the start of
/// the text, where a block could open, a list or heading marker, a number's `.` or `)`, and
/// spaces are escaped too. A table's `|` is the cell's to escape ([`markdown_cell`]).
pub fn markdown(s: &str) -> String {
    let line = escape_line(s);
    let mut out = String::with_capacity(line.len() + 8);
    // Leading spaces would indent a code block, trailing ones be dropped: entities keep them
    // and open nothing.
    let body = line.trim_start_matches(' ');
    for _ in 0..line.len() - body.len() {
        out.push_str("&#32;");
    }
    let trailing = body.len() - body.trim_end_matches(' ').len();
    let body = &body[..body.len() - trailing];
    // A leading number followed by `.` or `)` opens an ordered list.
    let digits = body.bytes().take_while(u8::is_ascii_digit).count();
    for (i, c) in body.char_indices() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\\' | '`' | '*' | '_' | '[' | ']' | '#' | '~' | '!' | '$' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '-' | '+' | '=' if i == 0 => {
                out.push('\\');
                out.push(c);
            }
            '.' | ')' if i == digits && digits > 0 => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    for _ in 0..trailing {
        out.push_str("&#32;");
    }
    out
}

/// `s` as a markdown code span that shows exactly `s` (its control characters, line feeds and
/// tabs as [`escape_line`] shows them): fenced by more backticks than any run inside it, and
/// padded with a space where a backtick or a space at an end would be lost.
pub fn markdown_code(s: &str) -> String {
    let body = escape_line(s);
    let mut longest = 0;
    let mut run = 0;
    for c in body.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest + 1);
    let pad = body.starts_with('`')
        || body.ends_with('`')
        || (body.starts_with(' ') && body.ends_with(' ') && !body.trim().is_empty());
    let pad = if pad { " " } else { "" };
    if body.is_empty() {
        // An empty code span is not one: show the two backticks plainly.
        return "\\`\\`".to_string();
    }
    format!("{fence}{pad}{body}{pad}{fence}")
}

/// A table cell's text (already [`markdown`] or [`markdown_code`]): a `|` in it, even inside a
/// code span, would end the cell.
pub fn markdown_cell(s: &str) -> String {
    s.replace('|', "\\|")
}

/// The line numbers of a text's byte offsets, its line starts indexed once: each look-up is a
/// binary search, so numbering every problem of a large board stays linear.
#[derive(Debug, Clone)]
pub struct LineIndex {
    /// The offset just past each line feed.
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> Self {
        let starts = text
            .bytes()
            .enumerate()
            .filter(|&(_, b)| b == b'\n')
            .map(|(i, _)| i + 1)
            .collect();
        LineIndex { starts }
    }

    /// The line (from 1) that holds byte `offset`.
    pub fn line(&self, offset: usize) -> usize {
        self.starts.partition_point(|&s| s <= offset) + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_borrowed_untouched() {
        let s = "•Red 5\nEcho Base\tsite";
        assert!(matches!(escape_controls(s), Cow::Borrowed(x) if x == s));
    }

    #[test]
    fn terminal_commands_become_visible() {
        assert_eq!(
            escape_controls("\x1b]0;pwned\x07\x1b[2J"),
            "\\e]0;pwned\\x07\\e[2J"
        );
        assert_eq!(escape_controls("a\u{9b}2Jb"), "a\\u{9b}2Jb");
        assert_eq!(escape_controls("x\ry\0\u{7f}"), "x\\ry\\0\\x7f");
        assert_eq!(escape_controls("\u{202e}txt"), "\\u{202e}txt");
        assert!(!escape_controls("\x1b[31m").contains('\x1b'));
    }

    #[test]
    fn line_numbers_count_the_line_feeds_before() {
        let text = "a\nbc\n\nd";
        let idx = LineIndex::new(text);
        let naive = |at: usize| {
            text.as_bytes()[..at]
                .iter()
                .filter(|b| **b == b'\n')
                .count()
                + 1
        };
        for at in 0..=text.len() + 3 {
            assert_eq!(idx.line(at), naive(at.min(text.len())), "{at}");
        }
    }

    #[test]
    fn one_line_escapes_line_breaks_too() {
        assert_eq!(escape_line("a\nb\tc\x1b"), "a\\nb\\tc\\e");
        assert_eq!(escape_controls("a\nb\tc"), "a\nb\tc");
    }
}
