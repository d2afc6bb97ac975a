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
