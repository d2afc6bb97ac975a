//! Lexing: the tokens of a question (words, quoted titles, `@id`s, numbers, rule ids) with nom,
//! and how a token is shown in a message.

use nom::{
    IResult, Parser,
    bytes::complete::{take_till, take_while, take_while1},
    character::complete::{char, digit1, satisfy},
    combinator::{not, opt, recognize, verify},
    sequence::{preceded, terminated},
};

pub(super) type Lex<'a, O> = IResult<&'a str, O>;

pub(super) fn is_word_char(c: char) -> bool {
    !c.is_whitespace() && !c.is_control() && !matches!(c, '"' | ',' | '/')
}

pub(super) fn is_id_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '.')
}

pub(super) fn is_rule_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '*')
}

/// Whitespace between tokens.
pub(super) fn blank(i: &str) -> Lex<'_, &str> {
    take_while(char::is_whitespace).parse(i)
}

/// A bare word: `Yoda`, `AT-AT`, `can`.
pub(super) fn word(i: &str) -> Lex<'_, &str> {
    take_while1(is_word_char).parse(i)
}

/// The keyword `kw` as a whole word, in any case. (Not `tag_no_case`: it can split a
/// multi-byte character that lowercases to ASCII, such as the Kelvin sign.)
pub(super) fn keyword<'a>(
    kw: &'static str,
) -> impl Parser<&'a str, Output = &'a str, Error = nom::error::Error<&'a str>> {
    verify(word, move |w: &str| w.eq_ignore_ascii_case(kw))
}

/// `"…"` or `'…'`: the opening quote, the title, and whether the closing quote was found.
pub(super) fn quoted(i: &str) -> Lex<'_, (char, &str, bool)> {
    let (i, q) = satisfy(|c| c == '"' || c == '\'').parse(i)?;
    let (i, title) = take_till(move |c| c == q).parse(i)?;
    let (i, close) = opt(char(q)).parse(i)?;
    Ok((i, (q, title, close.is_some())))
}

/// `@red5`: the id without the `@`.
pub(super) fn at_id(i: &str) -> Lex<'_, &str> {
    preceded(char('@'), take_while1(is_id_char)).parse(i)
}

/// `12`, `-1`, as a whole word.
pub(super) fn integer(i: &str) -> Lex<'_, &str> {
    terminated(
        recognize((opt(char('-')), digit1)),
        not(satisfy(is_word_char)),
    )
    .parse(i)
}

/// `hoth.shield.no-dark-landing`, `yj.*`.
pub(super) fn rule_word(i: &str) -> Lex<'_, &str> {
    take_while1(is_rule_char).parse(i)
}

/// Byte length of the token at the start of `rest`, for error spans.
pub(super) fn token_len(rest: &str) -> usize {
    if let Ok((after, (_, _, _))) = quoted(rest) {
        rest.len() - after.len()
    } else if let Ok((_, w)) = word(rest) {
        w.len()
    } else {
        rest.chars().next().map_or(0, char::len_utf8)
    }
}

/// Text for a message: at most 40 characters, control characters escaped.
pub(super) fn shown(text: &str) -> String {
    let mut out = String::new();
    for (n, c) in text.chars().enumerate() {
        if n == 40 {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out
}
