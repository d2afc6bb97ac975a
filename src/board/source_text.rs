//! A board's text, shared, as a rope (issue 38 item 8, round 27): the board editor's change
//! makes the text after it from the text before it in time and memory of the order of the
//! splice and the log of the text's length (`ropey::Rope`: a clone shares its nodes, a splice
//! copies the nodes on its path), and the undo keeps the text before (a clone, not a copy).
//! Before, every change copied the text whole once (84 % of a `:state` at 16,000 troopers).
//!
//! The text is kept as one `String` where it was read from a file (a load: nothing else is
//! made), as a rope where the editor spliced it, and the one is made from the other only when
//! first asked for (`as_str`, for a load, a diagnostic's source, `:save`; `rope`, for the
//! editor's first change). The editor reads the text around its spans through the methods
//! here, which read the rope where it has one (bytes, lines, a slice), never the text whole.

use ropey::Rope;
use std::borrow::Cow;
use std::fmt;
use std::ops::Range;
use std::sync::{Arc, OnceLock};

use super::passes::{Pass, count};

/// A board's text: one buffer shared by the board, the editor and the undo, cheap to clone.
#[derive(Clone, Default)]
pub struct SourceText(Arc<Held>);

/// The text as one string, as a rope, or both (at least one is set).
#[derive(Default)]
struct Held {
    flat: OnceLock<String>,
    rope: OnceLock<Rope>,
}

impl SourceText {
    /// The text read from a file (held as it is: no copy).
    pub fn new(text: String) -> SourceText {
        let held = Held::default();
        let _ = held.flat.set(text);
        SourceText(Arc::new(held))
    }

    fn of_rope(rope: Rope) -> SourceText {
        let held = Held::default();
        let _ = held.rope.set(rope);
        SourceText(Arc::new(held))
    }

    /// Are the two the same buffer (not a copy)?
    pub fn ptr_eq(a: &SourceText, b: &SourceText) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }

    /// The text as one string: made from the rope (and kept) the first time it is asked for,
    /// counted as a whole copy (`Pass::TextCopies`) and its bytes (`Pass::TextBytes`).
    pub fn as_str(&self) -> &str {
        self.0.flat.get_or_init(|| {
            // (One of the two is always held: a text without its string has its rope.)
            let Some(rope) = self.0.rope.get() else {
                return String::new();
            };
            count(Pass::TextCopies, 1);
            count(Pass::TextBytes, rope.len_bytes());
            let mut s = String::with_capacity(rope.len_bytes());
            rope.chunks().for_each(|c| s.push_str(c));
            s
        })
    }

    /// The text as a rope: made from the string the first time it is asked for (an editor's
    /// first change), counted as a whole copy.
    fn rope(&self) -> &Rope {
        self.0.rope.get_or_init(|| {
            let flat = self.0.flat.get().map_or("", String::as_str);
            count(Pass::TextCopies, 1);
            count(Pass::TextBytes, flat.len());
            Rope::from_str(flat)
        })
    }

    /// Makes the rope now, where the text is held as a string alone (the board editor, on
    /// opening a board: its changes then copy none of the text).
    pub fn make_rope(&self) {
        self.rope();
    }

    /// The string, where one is held (else `None`: read through the rope).
    fn flat(&self) -> Option<&str> {
        self.0.flat.get().map(String::as_str)
    }

    /// Its length in bytes.
    pub fn len(&self) -> usize {
        match self.flat() {
            Some(s) => s.len(),
            None => self.rope().len_bytes(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Byte `i`.
    pub fn byte(&self, i: usize) -> Option<u8> {
        match self.flat() {
            Some(s) => s.as_bytes().get(i).copied(),
            None => self.rope().get_byte(i),
        }
    }

    /// Is `i` a char boundary (as `str::is_char_boundary`)?
    pub fn is_char_boundary(&self, i: usize) -> bool {
        match self.flat() {
            Some(s) => s.is_char_boundary(i),
            None => i == self.len() || self.byte(i).is_some_and(|b| (b as i8) >= -0x40),
        }
    }

    /// Bytes `range` (as `str::get`): borrowed where they lie in one piece, else copied
    /// (counted in `Pass::TextBytes`).
    pub fn get(&self, range: Range<usize>) -> Option<Cow<'_, str>> {
        if let Some(s) = self.flat() {
            return s.get(range).map(Cow::Borrowed);
        }
        let slice = self.rope().get_byte_slice(range)?;
        Some(match slice.as_str() {
            Some(s) => Cow::Borrowed(s),
            None => {
                count(Pass::TextBytes, slice.len_bytes());
                Cow::Owned(slice.to_string())
            }
        })
    }

    /// Bytes `range` as one string: [`Self::get`], empty where they do not lie on the text
    /// (its callers' ranges are read from the text's own spans).
    pub fn slice(&self, range: Range<usize>) -> Cow<'_, str> {
        self.get(range).unwrap_or_default()
    }

    /// The bytes before `at`, last first.
    pub fn bytes_before(&self, at: usize) -> impl Iterator<Item = u8> + '_ {
        let (flat, rope) = match self.flat() {
            Some(s) => (Some(s.as_bytes()[..at].iter().rev().copied()), None),
            None => {
                let mut b = self.rope().bytes_at(at);
                (None, Some(std::iter::from_fn(move || b.prev())))
            }
        };
        flat.into_iter().flatten().chain(rope.into_iter().flatten())
    }

    /// The bytes from `at` on.
    pub fn bytes_from(&self, at: usize) -> impl Iterator<Item = u8> + '_ {
        let (flat, rope) = match self.flat() {
            Some(s) => (Some(s.as_bytes()[at..].iter().copied()), None),
            None => (None, Some(self.rope().bytes_at(at))),
        };
        flat.into_iter().flatten().chain(rope.into_iter().flatten())
    }

    /// The start of the line holding byte `at` (just past the last `\n` before it, or 0).
    pub fn line_start(&self, at: usize) -> usize {
        match self.flat() {
            Some(s) => s[..at].rfind('\n').map_or(0, |i| i + 1),
            None => {
                let rope = self.rope();
                rope.line_to_byte(rope.byte_to_line(at))
            }
        }
    }

    /// Just past the line break of the line holding byte `at` (or the end of the text).
    pub fn line_end(&self, at: usize) -> usize {
        match self.flat() {
            Some(s) => s
                .get(at..)
                .and_then(|r| r.find('\n'))
                .map_or(s.len(), |i| at + i + 1),
            None => {
                let rope = self.rope();
                if at >= rope.len_bytes() {
                    return rope.len_bytes();
                }
                rope.line_to_byte(rope.byte_to_line(at) + 1)
            }
        }
    }

    /// The line (from 1) holding byte `at` (the line feeds before it, and one).
    pub fn line_of(&self, at: usize) -> usize {
        let at = at.min(self.len());
        match self.flat() {
            Some(s) => s.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1,
            None => self.rope().byte_to_line(at) + 1,
        }
    }

    /// Line and column (from 1; the column in characters) of byte `at` (moved back to a char
    /// boundary): the line found through the rope where the text is one, the column read from
    /// its line alone.
    pub fn line_col(&self, at: usize) -> (usize, usize) {
        let mut at = at.min(self.len());
        while !self.is_char_boundary(at) {
            at -= 1;
        }
        let start = self.line_start(at);
        (self.line_of(at), self.slice(start..at).chars().count() + 1)
    }

    /// The string, where the text is held as one (else `None`: a rope, read through the
    /// methods here).
    pub fn held_str(&self) -> Option<&str> {
        self.flat()
    }

    /// Is byte `at - 1` a `\n` (as `text[..at].ends_with('\n')`)?
    pub fn newline_before(&self, at: usize) -> bool {
        at > 0 && self.byte(at - 1) == Some(b'\n')
    }

    /// Where the text before `at` ends once the chars `keep` holds for are trimmed from its
    /// end (as `text[..at].trim_end_matches(keep).len()`).
    pub fn back_while(&self, at: usize, keep: impl Fn(char) -> bool) -> usize {
        match self.flat() {
            Some(s) => s[..at].trim_end_matches(|c: char| keep(c)).len(),
            None => {
                let rope = self.rope();
                let mut chars = rope.chars_at(rope.byte_to_char(at));
                let mut end = at;
                while let Some(c) = chars.prev() {
                    if !keep(c) {
                        break;
                    }
                    end -= c.len_utf8();
                }
                end
            }
        }
    }

    /// Does the text hold `\r\n`? (Reads it whole: asked only where a splice wrote or took out
    /// a `\r`.)
    pub fn holds_crlf(&self) -> bool {
        match self.flat() {
            Some(s) => s.contains("\r\n"),
            None => {
                let mut cr = false;
                for b in self.rope().bytes() {
                    if cr && b == b'\n' {
                        return true;
                    }
                    cr = b == b'\r';
                }
                false
            }
        }
    }

    /// The text that `splices` (each `start..end` replaced by its text, in the order of the
    /// text, none overlapping, each on this text) make of it: the rope cloned (its nodes
    /// shared) and spliced, in time and memory of the order of the splices and the log of the
    /// text's length. `None` where a splice does not lie on the text or its char boundaries.
    pub fn spliced<'s>(
        &self,
        splices: impl DoubleEndedIterator<Item = (usize, usize, &'s str)> + Clone,
    ) -> Option<SourceText> {
        let mut at = 0;
        for (start, end, _) in splices.clone() {
            if start < at
                || start > end
                || end > self.len()
                || !self.is_char_boundary(start)
                || !self.is_char_boundary(end)
            {
                return None;
            }
            at = end;
        }
        let mut rope = self.rope().clone();
        // The last first: a splice moves nothing before it.
        for (start, end, with) in splices.rev() {
            let (a, b) = (rope.byte_to_char(start), rope.byte_to_char(end));
            if a < b {
                rope.remove(a..b);
            }
            if !with.is_empty() {
                rope.insert(a, with);
            }
        }
        Some(SourceText::of_rope(rope))
    }
}

impl From<String> for SourceText {
    fn from(text: String) -> SourceText {
        SourceText::new(text)
    }
}

impl From<&str> for SourceText {
    fn from(text: &str) -> SourceText {
        SourceText::new(text.to_string())
    }
}

/// As the string's (a rope's text made one string for it, and not kept: a comparison of
/// two boards in the tests is not to change how the text is read after it).
impl fmt::Debug for SourceText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.flat() {
            Some(s) => fmt::Debug::fmt(s, f),
            None => fmt::Debug::fmt(&self.to_string(), f),
        }
    }
}

/// The text, written from the rope's chunks where it is one (no string made and kept).
impl fmt::Display for SourceText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.flat() {
            Some(s) => f.write_str(s),
            None => {
                count(Pass::TextCopies, 1);
                count(Pass::TextBytes, self.len());
                self.rope().chunks().try_for_each(|c| f.write_str(c))
            }
        }
    }
}

/// A diagnostic's source: the text made one string only when a diagnostic is shown.
impl miette::SourceCode for SourceText {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        self.as_str()
            .read_span(span, context_lines_before, context_lines_after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rope's reads agree with the string's, on a text spliced into a rope.
    #[test]
    fn a_spliced_text_reads_as_its_string() {
        let flat = "rows:\n  Hoth:\r\n    - Luke # é\n\n    - x";
        let text = SourceText::new(flat.to_string());
        let same = text.spliced([(0, 0, "")].into_iter()).expect("spliced");
        assert!(same.flat().is_none());
        for at in 0..=flat.len() {
            assert_eq!(same.is_char_boundary(at), flat.is_char_boundary(at), "{at}");
            if !flat.is_char_boundary(at) {
                continue;
            }
            assert_eq!(same.line_start(at), text.line_start(at), "start {at}");
            assert_eq!(same.line_end(at), text.line_end(at), "end {at}");
            assert_eq!(same.line_of(at), text.line_of(at), "line {at}");
            assert!(
                same.bytes_before(at).eq(text.bytes_before(at)),
                "before {at}"
            );
            assert!(same.bytes_from(at).eq(text.bytes_from(at)), "from {at}");
            assert_eq!(same.newline_before(at), text.newline_before(at), "nl {at}");
            let keeps: [fn(char) -> bool; 3] = [char::is_whitespace, |c| c == ' ', |c| c != '\n'];
            for keep in keeps {
                assert_eq!(
                    same.back_while(at, keep),
                    text.back_while(at, keep),
                    "back {at}"
                );
            }
            assert_eq!(same.line_col(at), text.line_col(at), "line_col {at}");
        }
        let made = text
            .spliced([(6, 12, "Echo"), (36, 38, ""), (39, 39, "!")].into_iter())
            .expect("spliced");
        assert_eq!(made.as_str(), "rows:\nEcho:\r\n    - Luke # é\n\n    x!");
        assert!(
            text.spliced([(3, 9, "a"), (5, 6, "b")].into_iter())
                .is_none()
        );
        assert!(
            text.spliced([(29, 30, "")].into_iter()).is_none(),
            "inside é"
        );
        assert!(
            same.holds_crlf()
                && !made
                    .spliced([(11, 12, "")].into_iter())
                    .unwrap()
                    .holds_crlf()
        );
    }
}
