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
    // A trailing "?" is how a question ends, not part of its last word.
    let trimmed = text.trim().trim_end_matches('?').trim_end();
    let base = text.len() - text.trim_start().len();
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

#[cfg(test)]
mod tests;
