//! The scanner's failures: what a syntax error at the scanner's position says (what was
//! expected, what was found, a hint). Apart from `error` (the diagnostic and what the grammar
//! expects) so that neither `error` nor `scanner` imports the other's dependent.

use std::fmt::Write as _;

use super::error::{Expect, Failure, closest, one_of};
use super::lex::{blank, shown, token_len, word};
use super::scanner::{CARD_FORMS, Scanner};

impl Scanner<'_> {
    // ---- errors

    pub(super) fn failure_at(
        &self,
        at: usize,
        len: usize,
        message: String,
        label: String,
        help: Option<String>,
        expected: Vec<String>,
    ) -> Box<Failure> {
        Box::new(Failure {
            at,
            len,
            message,
            label,
            help,
            expected,
            typed_verb: None,
        })
    }

    /// "expected … after `prev`, found …", from what was tried at this position.
    pub(super) fn unexpected(&self) -> Box<Failure> {
        let expected = self.expected_here();
        let mut message = format!("expected {}", one_of(&expected));
        if !self.prev.is_empty() {
            let _ = write!(message, " after `{}`", shown(self.prev));
        }
        if !self.rest.is_empty() {
            let found = self.rest.get(..token_len(self.rest)).unwrap_or(self.rest);
            let _ = write!(message, ", found `{}`", shown(found));
        }
        let label = match expected.as_slice() {
            [Expect::Card(what)] => format!("expected {what}: {CARD_FORMS}"),
            _ => format!("expected {}", one_of(&expected)),
        };
        self.failure_at(
            self.pos(),
            token_len(self.rest),
            message,
            label,
            self.help(&expected),
            expected.iter().map(|e| e.raw().to_string()).collect(),
        )
    }

    /// A clause given twice, at `at`.
    pub(super) fn repeated(&self, at: usize, len: usize, clause: &str) -> Box<Failure> {
        self.failure_at(
            at,
            len,
            format!("`{clause}` is given twice"),
            "given again here".to_string(),
            None,
            Vec::new(),
        )
    }

    /// A hint for the word found here: quote a keyword used as a card, a near-miss keyword,
    /// or a title with spaces written bare.
    pub(super) fn help(&self, expected: &[Expect]) -> Option<String> {
        let (_, found) = word(self.rest).ok()?;
        let wants_card = expected.iter().any(|e| matches!(e, Expect::Card(_)));
        if wants_card && self.is_stop(found) {
            let found = shown(found);
            return Some(format!(
                "`{found}` is a keyword here; to name a card `{found}`, quote it: \"{found}\""
            ));
        }
        let keywords = expected.iter().filter_map(|e| match e {
            Expect::Word(k) => Some(*k),
            _ => None,
        });
        if let Some((_, kw)) = closest(found, keywords) {
            return Some(format!("did you mean `{kw}`?"));
        }
        self.quote_hint(expected)
    }

    /// `quote titles with spaces: "Red 5"` when the last card was a bare word and more
    /// plain words follow it.
    pub(super) fn quote_hint(&self, expected: &[Expect]) -> Option<String> {
        let bare = self.last_bare?;
        let mut r = self.text.get(bare.start..)?;
        let mut words = Vec::new();
        while let Ok((rest, w)) = word(r) {
            let is_keyword = self.is_stop(w)
                || expected
                    .iter()
                    .any(|e| matches!(e, Expect::Word(k) if w.eq_ignore_ascii_case(k)));
            if is_keyword || words.len() == 8 {
                break;
            }
            words.push(shown(w));
            r = blank(rest).map_or(rest, |(after, _)| after);
        }
        (words.len() > 1).then(|| format!("quote titles with spaces: \"{}\"", words.join(" ")))
    }
}
