//! Text that reaches a terminal: control characters from a board, a card file or a question are
//! shown escaped, so a hostile title cannot retitle, clear or recolour the judge's terminal.

use std::borrow::Cow;

/// Is `c` a character a terminal could act on rather than print: C0 and C1 controls, DEL, and the
/// bidirectional overrides and isolates that reorder what is displayed?
fn is_hazard(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// `s` with every control character (escape, bell, newline, tab, C1 controls, DEL and the
/// bidirectional overrides) written as a visible `\u{…}` escape. Text without one is borrowed.
pub fn escape_controls(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_hazard) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if is_hazard(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A whole rendered text made safe: like [`escape_controls`], but its line breaks stay.
pub fn escape_controls_keep_lines(s: &str) -> Cow<'_, str> {
    if !s.chars().any(|c| c != '\n' && is_hazard(c)) {
        return Cow::Borrowed(s);
    }
    let lines: Vec<Cow<'_, str>> = s.split('\n').map(escape_controls).collect();
    Cow::Owned(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::escape_controls;

    #[test]
    fn plain_text_is_untouched_and_borrowed() {
        let s = "Hoth: Echo Docking Bay • 5th ◇";
        assert!(matches!(escape_controls(s), std::borrow::Cow::Borrowed(_)));
        assert_eq!(escape_controls(s), s);
    }

    #[test]
    fn escape_sequences_become_visible() {
        let hostile = "\x1b]0;pwned\x07\x1b[2J";
        let shown = escape_controls(hostile);
        assert_eq!(shown, "\\u{1b}]0;pwned\\u{7}\\u{1b}[2J");
        assert!(!shown.chars().any(|c| c.is_control()));
        assert_eq!(
            escape_controls("a\nb\u{9b}c\u{202e}d"),
            "a\\u{a}b\\u{9b}c\\u{202e}d"
        );
        assert_eq!(
            super::escape_controls_keep_lines("a\x1b[2J\nb\n"),
            "a\\u{1b}[2J\nb\n"
        );
    }
}
