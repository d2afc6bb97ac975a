//! The scanner: reads tokens left to right into cards, numbers, sides, lists and clauses, and
//! notes what it tried at the current position so that an error can say what was expected.

use nom::Parser;

use super::error::{Expect, PResult, one_of};
use super::lex::{
    at_id, blank, integer, is_word_char, keyword, quoted, rule_word, shown, token_len, word,
};
use super::limits::MAX_NUMBER;
use crate::query::ast::{CardName, CardRef, Side, Span};

/// Bare words that never name a card.
const RESERVED: &[&str] = &[
    "to", "at", "aboard", "with", "as", "by", "on", "in", "against",
];

// What the grammar expects, as errors name it.
pub(super) const CARD: &str = "a card";
pub(super) const LOCATION: &str = "a location";
pub(super) const ROW: &str = "a row";
const NUMBER: &str = "a number";
pub(super) const END: &str = "the end of the question";
pub(super) const CARD_FORMS: &str = "a quoted title (\"Red 5\"), a bare word or an @id";

/// Reads tokens left to right. `rest` always starts at a token (blanks are skipped after
/// each one); the scanner never backtracks.
pub(in crate::query) struct Scanner<'a> {
    /// The trimmed question.
    pub(super) text: &'a str,
    /// What is not read yet.
    pub(super) rest: &'a str,
    /// The last token read, for "after `to`".
    pub(super) prev: &'a str,
    /// The last token read, when it was a card written as a bare word.
    pub(super) last_bare: Option<Span>,
    /// Words that end a bare card in the current verb, besides [`RESERVED`].
    pub(super) stops: &'static [&'static str],
    /// What was tried and not found at position `noted_at`.
    pub(super) noted: Vec<Expect>,
    pub(super) noted_at: usize,
}

impl<'a> Scanner<'a> {
    pub(super) fn new(text: &'a str) -> Self {
        Scanner {
            text,
            rest: text,
            prev: "",
            last_bare: None,
            stops: &[],
            noted: Vec::new(),
            noted_at: 0,
        }
    }

    /// Offset of `rest` in the question.
    pub(super) fn pos(&self) -> usize {
        self.offset_of(self.rest)
    }

    pub(super) fn offset_of(&self, rest: &str) -> usize {
        self.text.len() - rest.len()
    }

    /// Reads the token from `start` up to `rest` and the blanks after it.
    pub(super) fn consume_from(&mut self, start: usize, rest: &'a str) {
        let end = self.offset_of(rest);
        self.prev = self.text.get(start..end).unwrap_or_default();
        self.last_bare = None;
        self.rest = blank(rest).map_or(rest, |(after, _)| after);
    }

    /// Reads the token that ends where `rest` starts.
    pub(super) fn consume(&mut self, rest: &'a str) {
        self.consume_from(self.pos(), rest);
    }

    /// Records that `e` was allowed here but not found.
    pub(super) fn note(&mut self, e: Expect) {
        let p = self.pos();
        if p != self.noted_at {
            self.noted.clear();
            self.noted_at = p;
        }
        if !self.noted.contains(&e) {
            self.noted.push(e);
        }
    }

    pub(super) fn expected_here(&self) -> Vec<Expect> {
        if self.noted_at == self.pos() {
            self.noted.clone()
        } else {
            Vec::new()
        }
    }

    pub(super) fn is_stop(&self, w: &str) -> bool {
        RESERVED
            .iter()
            .chain(self.stops)
            .any(|k| w.eq_ignore_ascii_case(k))
    }

    // ---- keywords and punctuation

    /// Reads the keyword `kw` if it comes next.
    pub(super) fn eat(&mut self, kw: &'static str) -> bool {
        match keyword(kw).parse(self.rest) {
            Ok((rest, _)) => {
                self.consume(rest);
                true
            }
            Err(_) => {
                self.note(Expect::Word(kw));
                false
            }
        }
    }

    pub(super) fn expect(&mut self, kw: &'static str) -> PResult<()> {
        if self.eat(kw) {
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    /// Reads the punctuation `c` (named `name` in errors) if it comes next.
    pub(super) fn eat_char(&mut self, c: char, name: &'static str) -> bool {
        match nom::character::complete::char::<_, nom::error::Error<&str>>(c).parse(self.rest) {
            Ok((rest, _)) => {
                self.consume(rest);
                true
            }
            Err(_) => {
                self.note(Expect::Word(name));
                false
            }
        }
    }

    pub(super) fn expect_char(&mut self, c: char, name: &'static str) -> PResult<()> {
        if self.eat_char(c, name) {
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    // ---- cards

    /// A card, required; `what` names its role in errors ("a location").
    pub(super) fn card(&mut self, what: &'static str) -> PResult<CardRef> {
        match self.try_card()? {
            Some(card) => Ok(card),
            None => {
                self.note(Expect::Card(what));
                Err(self.unexpected())
            }
        }
    }

    /// A card if one comes next.
    pub(super) fn opt_card(&mut self, what: &'static str) -> PResult<Option<CardRef>> {
        let card = self.try_card()?;
        if card.is_none() {
            self.note(Expect::Card(what));
        }
        Ok(card)
    }

    /// `kw <card>`, required.
    pub(super) fn clause(&mut self, kw: &'static str, what: &'static str) -> PResult<CardRef> {
        self.expect(kw)?;
        self.card(what)
    }

    /// `[kw <card>]`.
    pub(super) fn opt_clause(
        &mut self,
        kw: &'static str,
        what: &'static str,
    ) -> PResult<Option<CardRef>> {
        if self.eat(kw) {
            self.card(what).map(Some)
        } else {
            Ok(None)
        }
    }

    /// A quoted title, an `@id` or a bare word that is not a keyword here; `None` when
    /// something else comes next. A malformed quote or id is an error.
    pub(super) fn try_card(&mut self) -> PResult<Option<CardRef>> {
        let start = self.pos();
        if let Ok((rest, (q, title, closed))) = quoted(self.rest) {
            if !closed {
                return Err(self.failure_at(
                    start,
                    q.len_utf8(),
                    format!("the closing `{q}` of this title is missing"),
                    "title opened here".to_string(),
                    Some(format!("end the title with `{q}`: {q}Red 5{q}")),
                    vec![q.to_string()],
                ));
            }
            if title.trim().is_empty() {
                return Err(self.failure_at(
                    start,
                    self.rest.len() - rest.len(),
                    "empty title".to_string(),
                    "expected a title between the quotes".to_string(),
                    None,
                    vec![CARD.to_string()],
                ));
            }
            let end = self.offset_of(rest);
            self.consume(rest);
            return Ok(Some(CardRef {
                name: CardName::Title(title.to_string()),
                span: Span::new(start, end),
            }));
        }
        if self.rest.starts_with('@') {
            return self.at_id(start).map(Some);
        }
        match word(self.rest) {
            Ok((rest, w)) if !self.is_stop(w) => {
                let span = Span::new(start, self.offset_of(rest));
                self.consume(rest);
                self.last_bare = Some(span);
                Ok(Some(CardRef {
                    name: CardName::Title(w.to_string()),
                    span,
                }))
            }
            _ => Ok(None),
        }
    }

    /// `@id` at `start`.
    pub(super) fn at_id(&mut self, start: usize) -> PResult<CardRef> {
        let id_help = Some("an id is made of letters, digits, `_`, `-` and `.`".to_string());
        let Ok((rest, id)) = at_id(self.rest) else {
            let after = self.rest.get(1..).unwrap_or_default();
            return Err(self.failure_at(
                start + 1,
                after.chars().next().map_or(0, char::len_utf8),
                "expected an id after `@`".to_string(),
                "expected an id".to_string(),
                id_help,
                vec!["an id".to_string()],
            ));
        };
        if let Some(bad) = rest.chars().next().filter(|c| is_word_char(*c)) {
            return Err(self.failure_at(
                self.offset_of(rest),
                bad.len_utf8(),
                format!("`{}` cannot appear in an @id", shown(&bad.to_string())),
                "not an id character".to_string(),
                id_help,
                Vec::new(),
            ));
        }
        let end = self.offset_of(rest);
        self.consume(rest);
        Ok(CardRef {
            name: CardName::Id(id.to_string()),
            span: Span::new(start, end),
        })
    }

    // ---- numbers, sides, lists, rule ids

    /// An integer, possibly negative.
    pub(super) fn int(&mut self) -> PResult<i64> {
        let Ok((rest, digits)) = integer(self.rest) else {
            self.note(Expect::Thing(NUMBER));
            return Err(self.unexpected());
        };
        match digits.parse::<i64>() {
            Ok(n) if (-MAX_NUMBER..=MAX_NUMBER).contains(&n) => {
                self.consume(rest);
                Ok(n)
            }
            _ => Err(self.failure_at(
                self.pos(),
                digits.len(),
                format!(
                    "the number `{}` is out of range: numbers in a question lie between -{MAX_NUMBER} and {MAX_NUMBER}",
                    shown(digits)
                ),
                "too large".to_string(),
                Some("no card's number comes near this; check the question".into()),
                vec![NUMBER.to_string()],
            )),
        }
    }

    /// `[kw <n>]`.
    pub(super) fn opt_int_clause(&mut self, kw: &'static str) -> PResult<Option<i64>> {
        if self.eat(kw) {
            self.int().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `light` or `dark`, if next.
    pub(super) fn opt_side(&mut self) -> Option<Side> {
        if self.eat("light") {
            Some(Side::Light)
        } else if self.eat("dark") {
            Some(Side::Dark)
        } else {
            None
        }
    }

    pub(super) fn side(&mut self) -> PResult<Side> {
        match self.opt_side() {
            Some(side) => Ok(side),
            None => Err(self.unexpected()),
        }
    }

    /// `item, item, …` (at least one; blanks allowed around commas).
    pub(super) fn list<T>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        let mut items = vec![item(self)?];
        while self.eat_char(',', ",") {
            items.push(item(self)?);
        }
        Ok(items)
    }

    /// A property word (`rebel`, `independent`…), lowercased, with its span.
    pub(super) fn property(&mut self) -> PResult<(String, Span)> {
        let start = self.pos();
        let found = word(self.rest)
            .ok()
            .filter(|(_, w)| !w.eq_ignore_ascii_case("as"));
        let Some((rest, w)) = found else {
            self.note(Expect::Thing(
                "a property such as `rebel`, `imperial` or `independent`",
            ));
            return Err(self.unexpected());
        };
        self.consume(rest);
        Ok((w.to_ascii_lowercase(), Span::new(start, start + w.len())))
    }

    /// A rule id, lowercased.
    pub(super) fn rule_id(&mut self) -> PResult<String> {
        let Ok((rest, id)) = rule_word(self.rest) else {
            self.note(Expect::Thing("a rule id"));
            let mut failure = self.unexpected();
            failure.help = Some("a rule id looks like `hoth.shield.no-dark-landing`".to_string());
            return Err(failure);
        };
        if let Some(bad) = rest.chars().next().filter(|c| is_word_char(*c)) {
            return Err(self.failure_at(
                self.offset_of(rest),
                bad.len_utf8(),
                format!("`{}` cannot appear in a rule id", shown(&bad.to_string())),
                "not a rule id character".to_string(),
                Some("a rule id is made of a-z, 0-9, `.`, `-` and `*`".to_string()),
                Vec::new(),
            ));
        }
        self.consume(rest);
        Ok(id.to_ascii_lowercase())
    }

    // ---- the tail

    /// `as <side>` and, when `starting` is given, `as starting`: each at most once, any order.
    pub(super) fn as_clauses(&mut self, mut starting: Option<&mut bool>) -> PResult<Option<Side>> {
        let mut asker = None;
        while self.eat("as") {
            let at = self.pos();
            let len = token_len(self.rest);
            if let Some(flag) = starting.as_deref_mut()
                && self.eat("starting")
            {
                if *flag {
                    return Err(self.repeated(at, len, "as starting"));
                }
                *flag = true;
                continue;
            }
            match self.opt_side() {
                Some(_) if asker.is_some() => return Err(self.repeated(at, len, "as <side>")),
                Some(side) => asker = Some(side),
                None => {
                    let mut failure = self.unexpected();
                    let found = word(self.rest).map(|(_, w)| w).unwrap_or_default();
                    if starting.is_none() && found.eq_ignore_ascii_case("starting") {
                        failure.help =
                            Some("`as starting` applies only to `can deploy`".to_string());
                    }
                    return Err(failure);
                }
            }
        }
        Ok(asker)
    }

    /// Nothing may follow the question.
    pub(super) fn finish(&mut self) -> PResult<()> {
        if self.rest.is_empty() {
            return Ok(());
        }
        self.note(Expect::Thing(END));
        let expected = self.expected_here();
        Err(self.failure_at(
            self.pos(),
            self.rest.len(),
            "unexpected text after the question".to_string(),
            format!("expected {}", one_of(&expected)),
            self.help(&expected),
            expected.iter().map(|e| e.raw().to_string()).collect(),
        ))
    }
}
