//! The query-language parser: one question per call, see [`parse`].
//!
//! Tokens (words, quoted titles, `@id`s, numbers) are recognised with nom. A small scanner
//! strings them into questions, one function per verb, and remembers what it tried at the
//! current position so that a syntax error can say exactly what was expected there.
//!
//! Offsets: [`CardRef`] spans index [`Query::text`] (the trimmed question); a
//! [`QueryError`] span indexes the text given to [`parse`].
//!
//! The parser's parts: `lex` (tokens), `scanner` (reading them, noting what was expected),
//! `grammar` (one function per verb), `error` (diagnostics and suggestions) and `limits`
//! (the bounds the others check).

mod error;
mod failures;
mod grammar;
mod lex;
mod limits;
mod scanner;

pub use limits::{MAX_NUMBER, MAX_QUERY_BYTES};

pub use error::{QueryError, QueryErrorKind, verbs_of};

use super::ast::Query;
use grammar::question;
use scanner::Scanner;

// What the tests (`use super::*`) read besides the public items.
#[cfg(test)]
use {
    super::ast::{CardName, CardRef, Picked, QueryKind, SabaccCard, Side, Span},
    super::verbs::VERBS,
    grammar::EXAMPLE,
    scanner::{CARD_FORMS, END},
    std::fmt::Write as _,
};

/// Parses exactly one question. Leading and trailing whitespace is ignored; anything left
/// over after the question is an error.
#[expect(
    clippy::result_large_err,
    reason = "the error type is part of the crate's API and is built only on failure"
)]
pub fn parse(text: &str) -> Result<Query, QueryError> {
    if text.len() > MAX_QUERY_BYTES {
        return Err(QueryError::too_long(text));
    }
    parse_part(text, 0..text.len())
}

/// Parses the question that stands at `range` of `text` (one act of a `… then …` sequence):
/// as [`parse`], but an error's span indexes the whole `text`, so it points at what was typed.
#[expect(
    clippy::result_large_err,
    reason = "the error type is part of the crate's API and is built only on failure"
)]
pub fn parse_part(text: &str, range: std::ops::Range<usize>) -> Result<Query, QueryError> {
    let part = &text[range.clone()];
    // A trailing "?" is how a question ends, not part of its last word.
    let trimmed = part.trim().trim_end_matches('?').trim_end();
    let base = range.start + (part.len() - part.trim_start().len());
    let mut s = Scanner::new(trimmed);
    match question(&mut s) {
        Ok((kind, asker)) => Ok(Query {
            kind,
            asker,
            text: trimmed.to_string(),
        }),
        Err(failure) => Err(failure.into_error(text, base)),
    }
}

/// Parses a question, or each act of a `… then …` sequence ([`then_parts`]); an error points
/// into the whole text.
#[expect(
    clippy::result_large_err,
    reason = "the error type is part of the crate's API and is built only on failure"
)]
pub fn parse_acts(text: &str) -> Result<Vec<Query>, QueryError> {
    match then_parts(text) {
        Some(parts) if text.len() <= MAX_QUERY_BYTES => {
            parts.into_iter().map(|r| parse_part(text, r)).collect()
        }
        _ => parse(text).map(|q| vec![q]),
    }
}

/// The acts of a question that asks about several in a row (`can move @boba to X then can
/// embark @boba on @slave`): the byte range of each, split at a `then` that stands between
/// words outside quotes (`, then` and `and then` too). None when the question names one act.
pub fn then_parts(text: &str) -> Option<Vec<std::ops::Range<usize>>> {
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    let mut quoted = false;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => quoted = !quoted,
            b't' | b'T' if !quoted => {
                let word_start =
                    i == 0 || bytes[i - 1].is_ascii_whitespace() || bytes[i - 1] == b',';
                let end = i + 4;
                let word_end = end < bytes.len() && bytes[end].is_ascii_whitespace();
                if word_start && word_end && bytes[i..end].eq_ignore_ascii_case(b"then") {
                    // What comes before the `then`: the act, less a trailing `,` or `and`.
                    let before = text[..i].trim_end().trim_end_matches(',').trim_end();
                    let before = before
                        .strip_suffix(" and")
                        .or_else(|| before.strip_suffix(" AND"))
                        .unwrap_or(before);
                    cuts.push((before.len(), end));
                    i = end;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    if cuts.is_empty() {
        return None;
    }
    let mut parts = Vec::with_capacity(cuts.len() + 1);
    let mut start = 0;
    for (stop, next) in cuts {
        parts.push(start..stop);
        start = next;
    }
    parts.push(start..text.len());
    // A `then` at either end joins nothing: the question is read whole.
    parts
        .iter()
        .all(|r| !text[r.clone()].trim().is_empty())
        .then_some(parts)
}

#[cfg(test)]
mod tests;
