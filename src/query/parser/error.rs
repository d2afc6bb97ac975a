//! Errors: the diagnostic a syntax error becomes, what the grammar expected, and the
//! suggestions (the closest verb or keyword, quoting a title).

use miette::{Diagnostic, NamedSource, SourceSpan};

use super::limits::MAX_QUERY_BYTES;
use crate::query::verbs::VERBS;

/// What kind of [`QueryError`] (its diagnostic code).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueryErrorKind {
    /// The question does not follow the grammar (`swjudge::query::syntax`).
    Syntax,
    /// The question is longer than [`MAX_QUERY_BYTES`] (`swjudge::query::too_long`).
    TooLong,
}

impl QueryErrorKind {
    /// The diagnostic code.
    pub fn code(self) -> &'static str {
        match self {
            QueryErrorKind::Syntax => "swjudge::query::syntax",
            QueryErrorKind::TooLong => "swjudge::query::too_long",
        }
    }
}

/// A syntax error in a question, as a miette diagnostic pointing at the offending column.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct QueryError {
    /// Its kind, which gives the diagnostic code.
    pub kind: QueryErrorKind,
    /// What went wrong, e.g. "expected a location after `to`".
    pub message: String,
    /// The question as given to [`parse`], named `query` (with a `\n` appended when the
    /// span is at the very end, so that renderers can draw a label there; only its start when
    /// it is too long).
    pub src: NamedSource<String>,
    /// Byte range of the offending text in the question (zero-length at the end of input).
    pub span: SourceSpan,
    /// Short text shown under the span, e.g. "expected `at`".
    pub label: String,
    /// A suggestion, e.g. "did you mean `can land`?".
    pub help: Option<String>,
    /// What the grammar allowed at that point: keywords as written (`at`, `,`), or a description
    /// (`a card`, `a number`, `the end of the question`).
    pub expected: Vec<String>,
    /// For an unknown verb, the words typed (its first two), so that the suggestion can be
    /// made again among one game's verbs ([`QueryError::for_game`]).
    typed_verb: Option<(String, Option<String>)>,
}

/// The verbs a board of that game answers (the verb table's `games`).
pub fn verbs_of(young_jedi: bool) -> Vec<&'static str> {
    VERBS
        .iter()
        .filter(|v| v.of_game(young_jedi))
        .map(|v| v.name)
        .collect()
}

impl QueryError {
    /// Byte offset of the error in the text given to [`parse`].
    pub fn offset(&self) -> usize {
        self.span.offset()
    }

    /// The error for a question longer than [`MAX_QUERY_BYTES`]: it labels the question's
    /// first characters and carries only those.
    pub(super) fn too_long(text: &str) -> QueryError {
        let mut end = 0;
        for (n, (i, c)) in text.char_indices().enumerate() {
            if n == 40 {
                break;
            }
            end = i + c.len_utf8();
        }
        QueryError {
            kind: QueryErrorKind::TooLong,
            message: format!(
                "the question is {} bytes long; questions may be at most {MAX_QUERY_BYTES} bytes",
                text.len()
            ),
            src: NamedSource::new("query", format!("{}…", &text[..end])),
            span: (0, end).into(),
            label: "this question is too long".into(),
            help: Some("ask one short question at a time".into()),
            expected: Vec::new(),
            typed_verb: None,
        }
    }

    /// The error as asked of a board of one game: an unknown verb's suggestion and the verbs
    /// expected are those that game's board answers (a misspelt `duel-defenders` on a Young
    /// Jedi board is not offered `can land`). Any other error is unchanged.
    #[must_use]
    pub fn for_game(mut self, young_jedi: bool) -> QueryError {
        let Some((first, second)) = &self.typed_verb else {
            return self;
        };
        let names = verbs_of(young_jedi);
        self.help = Some(match suggest_verb_among(first, second.as_deref(), &names) {
            Some(v) => format!("did you mean `{v}`?"),
            None if young_jedi => format!(
                "a Young Jedi board answers: {}",
                names
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            None => return self,
        });
        self.expected = names.iter().map(|n| n.to_string()).collect();
        self
    }
}

impl Diagnostic for QueryError {
    fn code<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        Some(Box::new(self.kind.code()))
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.src)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        Some(Box::new(std::iter::once(
            miette::LabeledSpan::new_with_span(Some(self.label.clone()), self.span),
        )))
    }
    fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn std::fmt::Display + 'a>)
    }
}

/// Something the grammar allowed at a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Expect {
    /// A keyword or punctuation, as written.
    Word(&'static str),
    /// A card in some role, e.g. "a location".
    Card(&'static str),
    /// Anything else, described, e.g. "a number".
    Thing(&'static str),
}

impl Expect {
    pub(super) fn raw(self) -> &'static str {
        match self {
            Expect::Word(s) | Expect::Card(s) | Expect::Thing(s) => s,
        }
    }

    pub(super) fn shown(self) -> String {
        match self {
            Expect::Word(w) => format!("`{w}`"),
            Expect::Card(t) | Expect::Thing(t) => t.to_string(),
        }
    }
}

/// "`to`, `aboard` or `as`".
pub(super) fn one_of(items: &[Expect]) -> String {
    let shown: Vec<String> = items.iter().map(|e| e.shown()).collect();
    match shown.split_last() {
        None => "something else".to_string(),
        Some((last, [])) => last.clone(),
        Some((last, init)) => format!("{} or {last}", init.join(", ")),
    }
}

/// A syntax error before it is tied to the input: offsets index the trimmed question.
#[derive(Debug)]
pub(in crate::query) struct Failure {
    pub(super) at: usize,
    pub(super) len: usize,
    pub(super) message: String,
    pub(super) label: String,
    pub(super) help: Option<String>,
    pub(super) expected: Vec<String>,
    /// An unknown verb's first two words (see [`QueryError::for_game`]).
    pub(super) typed_verb: Option<(String, Option<String>)>,
}

impl Failure {
    pub(super) fn into_error(self, input: &str, base: usize) -> QueryError {
        let at = base + self.at;
        let mut src = input.to_string();
        if at == input.len() && !input.ends_with('\n') {
            src.push('\n');
        }
        QueryError {
            kind: QueryErrorKind::Syntax,
            message: self.message,
            src: NamedSource::new("query", src),
            span: (at, self.len).into(),
            label: self.label,
            help: self.help,
            expected: self.expected,
            typed_verb: self.typed_verb,
        }
    }
}

pub(in crate::query) type PResult<T> = Result<T, Box<Failure>>;

/// The verb closest to what was typed (its first two words), if close enough to suggest.
pub(super) fn suggest_verb(first: &str, second: Option<&str>) -> Option<&'static str> {
    let names: Vec<&'static str> = VERBS.iter().map(|v| v.name).collect();
    suggest_verb_among(first, second, &names)
}

/// [`suggest_verb`] among the verbs `names`.
fn suggest_verb_among(
    first: &str,
    second: Option<&str>,
    names: &[&'static str],
) -> Option<&'static str> {
    let first = first.to_ascii_lowercase();
    let second = second.map(str::to_ascii_lowercase);
    let mut typed = vec![first.clone(), format!("can {first}")];
    if let Some(second) = &second {
        typed.push(format!("{first} {second}"));
        typed.push(format!("{first}-{second}"));
    }
    // A verb that starts with what was typed comes first: `can take` → `can take-off`.
    let phrase = match (first.as_str(), &second) {
        ("can", Some(second)) => format!("can {second}"),
        _ => first.clone(),
    };
    // A bare action word most likely means its `can …` question: `land` → `can land`.
    let can_phrase = if phrase.starts_with("can ") {
        phrase.clone()
    } else {
        format!("can {phrase}")
    };
    let prefixed = (phrase.trim_start_matches("can ").chars().count() >= 3)
        .then(|| {
            let names = || names.iter().copied();
            names()
                .find(|v| v.starts_with(&can_phrase))
                .or_else(|| names().find(|v| v.starts_with(&phrase)))
        })
        .flatten();
    prefixed
        .or_else(|| {
            typed
                .iter()
                .filter_map(|t| closest(t, names.iter().copied()))
                .min_by_key(|(d, _)| *d)
                .map(|(_, name)| name)
        })
        .or_else(|| {
            // A word of a verb, typed alone: `defenders` → `duel-defenders`.
            let core = phrase.trim_start_matches("can ");
            (core.chars().count() >= 4)
                .then(|| {
                    names
                        .iter()
                        .copied()
                        .find(|n| n.split([' ', '-']).any(|w| w == core))
                })
                .flatten()
        })
}

/// The candidate nearest to `typed` by edit distance, with that distance, if near enough.
pub(super) fn closest<'k>(
    typed: &str,
    candidates: impl Iterator<Item = &'k str>,
) -> Option<(usize, &'k str)> {
    if typed.len() > 64 {
        return None;
    }
    let typed = typed.to_lowercase();
    candidates
        .map(|c| (strsim::osa_distance(&typed, c), c))
        .filter(|(d, c)| {
            let core = c.strip_prefix("can ").unwrap_or(c);
            *d <= (core.chars().count() / 3).max(1)
        })
        .min_by_key(|(d, _)| *d)
}
