//! YAML → a tree of spanned nodes.
//!
//! serde-saphyr parses the text (with budgets against alias bombs and deep nesting) into
//! [`Node`]s that each carry the byte range they came from, so every later diagnostic can point
//! at the exact token. The scenario loader walks this tree and never sees serde.
//!
//! Reading a board is most of what a one-question run does, so [`parse`] first tries
//! [`parse_plain`], which reads any plain YAML (no anchors, aliases, tags or merge keys)
//! straight from the events of serde-saphyr's own parser (granit-parser), with the same parser
//! options, spans and scalar types, giving exactly serde-saphyr's tree or nothing (about half
//! the cost). No YAML is read by hand: the text is always tokenised by granit-parser.
//!
//! Anything else — an anchor, an alias, a tag, a repeated key, a number written in another form,
//! any syntax error, a very deep or very large file — is read by serde-saphyr
//! ([`parse_with_serde`]), so every error and every limit is serde-saphyr's, as before.
//! `tests/yaml_fast_path.rs` checks that both give the same tree wherever the first answers.

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_saphyr::Spanned;
use serde_saphyr::granit_parser::ErrorKind as ScanErrorKind;
use std::fmt;

pub use crate::rulebook::span::ByteSpan;

/// A YAML node with its span.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    pub span: ByteSpan,
    pub value: Value,
    /// The entries of this node from `tail.from` on (items, or keys with their values) lag
    /// `tail.by` bytes behind where they stand, their own spans and everything in them: 0 in
    /// every tree a parse gives. The board editor keeps its tree in step with a splice by
    /// moving each node after it as a whole (its own span, and all its entries made to lag)
    /// and the entries past it in a list on its path by this alone, not one by one (issue 38
    /// item 8), and makes entries stand only where it reads them (`edit::tree::stand_to`).
    /// Only the editor reads a tree with a lag; it settles its tree before any other reader
    /// sees it. Eight bytes, so that a node is no larger than without it (the editor's lists
    /// are shifted whole when an entry is put or taken).
    pub(crate) tail: Tail,
}

/// The entries of a node from `from` on lagging `by` bytes behind (`Node::tail`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tail {
    pub(crate) from: u32,
    pub(crate) by: i32,
}

impl Node {
    /// A node made by the program rather than read from a file (a board written from a
    /// template or an edit): it spans nothing.
    pub fn made(value: Value) -> Node {
        Node {
            span: ByteSpan::new(0, 0),
            tail: Tail::default(),
            value,
        }
    }
    /// A string scalar made by the program.
    pub fn made_str(text: &str) -> Node {
        Node::made(Value::Scalar {
            text: text.to_string(),
            kind: ScalarKind::Str,
        })
    }
}

/// The shapes a YAML node may take. Scalars keep the text as written, because YAML 1.1 reads
/// `yes`, `no`, `on`, `n` as booleans and a card title must stay the words the user typed.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    /// `text` is the string value, or for plain non-string scalars the source text.
    Scalar {
        text: String,
        kind: ScalarKind,
    },
    Seq(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScalarKind {
    Str,
    Bool(bool),
    Int(i64),
    Float,
}

impl Node {
    /// The scalar text, if this is a scalar.
    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::Scalar { text, .. } => Some(text),
            _ => None,
        }
    }
    pub fn as_map(&self) -> Option<&[(Node, Node)]> {
        match &self.value {
            Value::Map(m) => Some(m),
            _ => None,
        }
    }
    pub fn as_seq(&self) -> Option<&[Node]> {
        match &self.value {
            Value::Seq(s) => Some(s),
            _ => None,
        }
    }
    pub fn is_null(&self) -> bool {
        matches!(self.value, Value::Null)
    }
    /// What kind of node this is, in words for a diagnostic.
    pub fn describe(&self) -> &'static str {
        match &self.value {
            Value::Null => "an empty value",
            Value::Scalar {
                kind: ScalarKind::Str,
                ..
            } => "a text",
            Value::Scalar {
                kind: ScalarKind::Bool(_),
                ..
            } => "a yes/no value",
            Value::Scalar {
                kind: ScalarKind::Int(_),
                ..
            } => "a number",
            Value::Scalar {
                kind: ScalarKind::Float,
                ..
            } => "a decimal number",
            Value::Seq(_) => "a list",
            Value::Map(_) => "a mapping",
        }
    }
}

/// Raw serde value with serde-saphyr spans, converted into [`Node`] afterwards.
enum Raw {
    Null,
    Bool(bool),
    Int(i64),
    Float,
    Str(String),
    Seq(Vec<Spanned<Raw>>),
    Map(Vec<(Spanned<Raw>, Spanned<Raw>)>),
}

impl<'de> Deserialize<'de> for Raw {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Raw;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("any YAML value")
            }
            fn visit_unit<E>(self) -> Result<Raw, E> {
                Ok(Raw::Null)
            }
            fn visit_none<E>(self) -> Result<Raw, E> {
                Ok(Raw::Null)
            }
            fn visit_some<D2: Deserializer<'de>>(self, d: D2) -> Result<Raw, D2::Error> {
                Raw::deserialize(d)
            }
            fn visit_bool<E>(self, v: bool) -> Result<Raw, E> {
                Ok(Raw::Bool(v))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Raw, E> {
                Ok(Raw::Int(v))
            }
            fn visit_u64<E>(self, v: u64) -> Result<Raw, E> {
                Ok(i64::try_from(v).map(Raw::Int).unwrap_or(Raw::Float))
            }
            fn visit_i128<E>(self, _: i128) -> Result<Raw, E> {
                Ok(Raw::Float)
            }
            fn visit_u128<E>(self, _: u128) -> Result<Raw, E> {
                Ok(Raw::Float)
            }
            fn visit_f64<E>(self, _: f64) -> Result<Raw, E> {
                Ok(Raw::Float)
            }
            fn visit_str<E>(self, v: &str) -> Result<Raw, E> {
                Ok(Raw::Str(v.to_string()))
            }
            fn visit_string<E>(self, v: String) -> Result<Raw, E> {
                Ok(Raw::Str(v))
            }
            fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Raw, E> {
                Ok(Raw::Str(String::from_utf8_lossy(v).into_owned()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Raw, A::Error> {
                let mut v = Vec::new();
                while let Some(x) = a.next_element()? {
                    v.push(x);
                }
                Ok(Raw::Seq(v))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<Raw, A::Error> {
                let mut v = Vec::new();
                while let Some(k) = a.next_key()? {
                    let val = a.next_value()?;
                    v.push((k, val));
                }
                Ok(Raw::Map(v))
            }
        }
        d.deserialize_any(V)
    }
}

/// Limits against hostile input.
pub const MAX_DEPTH: usize = 48;
pub const MAX_ALIASES: usize = 200;
pub const MAX_NODES: usize = 500_000;
/// Alias expansion is budgeted by the text's size: at most this many YAML events (each
/// value, and each list's or mapping's start and end) replayed for each byte of text, and
/// [`ALIAS_REPLAY_BASE`] more. A board written out in full costs no replay at all; anchors
/// that save typing replay about what they saved. A flood of copies from a few lines of text
/// is refused before it is built.
pub const ALIAS_REPLAY_PER_BYTE: usize = 4;
pub const ALIAS_REPLAY_BASE: usize = 4_096;

/// The most events the aliases of `text` may replay.
pub fn alias_replay_budget(text: &str) -> usize {
    ALIAS_REPLAY_BASE.saturating_add(ALIAS_REPLAY_PER_BYTE.saturating_mul(text.len()))
}

/// A YAML-level failure, located in the text.
#[derive(Debug, Clone)]
pub struct YamlError {
    pub message: String,
    pub span: ByteSpan,
    pub kind: YamlErrorKind,
    /// For the colon trap: the key whose value was left unquoted (`site`, `ask`…).
    pub key: Option<String>,
    /// For [`YamlErrorKind::Budget`]: which limit.
    pub limit: Option<YamlLimit>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YamlErrorKind {
    /// A syntax error reported by the YAML parser.
    Syntax,
    /// `key: Hoth: Echo Corridor` — an unquoted value holding ": ".
    UnquotedColon,
    /// Too many aliases, too deep, too many nodes.
    Budget,
    /// An alias inside the node its anchor names: a cycle (a card aboard itself).
    Cycle,
    /// `*name` with no `&name` anchor before it.
    UnknownAlias,
    /// More than one YAML document (`---`) in the file.
    Documents,
}

/// The budget a file went over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YamlLimit {
    /// [`MAX_DEPTH`] levels of nesting.
    Depth,
    /// [`MAX_ALIASES`] aliases, or their expansion.
    Aliases,
    /// [`MAX_NODES`] nodes (scalars, lists and mappings).
    Nodes,
    /// Another of the parser's budgets (events, anchors, bytes of text).
    Other,
}

/// Parses `text` into a node tree: through [`parse_plain`] when it is plain YAML, else (and
/// for every error) through [`parse_with_serde`].
pub fn parse(text: &str) -> Result<Node, YamlError> {
    match parse_plain(text) {
        Some(node) => Ok(node),
        None => parse_with_serde(text),
    }
}

/// Parses `text` into a node tree through serde-saphyr's deserializer, with its budgets: the
/// reference reader, and the one every error comes from.
pub fn parse_with_serde(text: &str) -> Result<Node, YamlError> {
    let mut budget = serde_saphyr::Budget::default();
    budget.max_depth = MAX_DEPTH;
    budget.max_aliases = MAX_ALIASES;
    budget.max_nodes = MAX_NODES;
    let mut options = serde_saphyr::Options::default();
    options.budget = Some(budget);
    options.alias_limits.max_total_replayed_events = alias_replay_budget(text);
    // A number too large for a float (5,000 digits) reaches the loader as a number, which says
    // it is too large, instead of failing the whole file.
    options.non_finite_float_policy = serde_saphyr::NonFiniteFloatPolicy::PassThrough;
    match serde_saphyr::from_str_with_options::<Spanned<Raw>>(text, options) {
        Ok(raw) => Ok(convert(raw, text)),
        Err(e) => Err(classify(&e, text)),
    }
}

/// The plain reader's own bounds, well inside serde-saphyr's budgets ([`MAX_DEPTH`],
/// [`MAX_NODES`], its event and byte budgets): past them the file goes to serde-saphyr, which
/// reports whatever limit it breaks.
pub(super) const PLAIN_MAX_DEPTH: usize = 40;
pub(crate) const PLAIN_MAX_NODES: usize = 100_000;

/// serde-saphyr's own budget of parser events (`Budget::max_events`, which
/// [`parse_with_serde`] leaves at its default).
pub(crate) const SERDE_MAX_EVENTS: usize = 1_000_000;

/// The most nodes a plain text may hold and still be read by serde-saphyr within its budgets:
/// its nodes ([`MAX_NODES`]) and its events (each scalar one, each list or mapping two, and
/// four for the stream and its document). Within it, a plain text past the plain reader's own
/// bound reads as the plain reader would read it without that bound (serde-saphyr gives the
/// same tree), so the board editor keeps its tree in step with a splice up to it (issue 38
/// item 8: past [`PLAIN_MAX_NODES`], ≈ 20,000 troopers, every change read the text whole).
pub(crate) const SERDE_READS_NODES: usize = {
    let events = (SERDE_MAX_EVENTS - 4) / 2;
    if events < MAX_NODES {
        events
    } else {
        MAX_NODES
    }
};

/// `text` read from the YAML parser's events when it is plain YAML, giving exactly the tree
/// [`parse_with_serde`] gives; `None` for anything the serde path must read: an error of any
/// kind, an anchor, an alias, a tag, a key that is not a plain text, a key given twice in one
/// mapping, a merge key, a scalar whose type is not plainly a text, a whole number or a yes/no
/// word, no document or more than one, nesting or node counts past the plain reader's bounds.
pub fn parse_plain(text: &str) -> Option<Node> {
    parse_plain_within(text, PLAIN_MAX_NODES)
}

/// [`parse_plain`] with a bound of `max_nodes` nodes in place of the plain reader's own (the
/// board editor's, [`SERDE_READS_NODES`]: is the text plain YAML that serde-saphyr reads as
/// this tree?).
pub(crate) fn parse_plain_within(text: &str, max_nodes: usize) -> Option<Node> {
    use serde_saphyr::granit_parser::{Event, Options, Parser, StrInput};
    let budget = serde_saphyr::Budget::default();
    // The options serde-saphyr gives the parser (`Budget::parser_options`, `Options`).
    let mut options = Options::default();
    options.simple_key_max_lookahead = budget.simple_key_max_lookahead;
    options.flow_nesting_limit = budget.flow_nesting_limit;
    options.block_nesting_limit = options.block_nesting_limit.max(MAX_DEPTH.saturating_add(1));
    options.emit_comments = false;
    options.strict_indentation = false;
    let mut reader = Plain {
        parser: Parser::with_options(StrInput::new(text), options),
        text,
        nodes: 0,
        max_nodes,
    };
    matches!(reader.event()?.0, Event::StreamStart).then_some(())?;
    matches!(reader.event()?.0, Event::DocumentStart(..)).then_some(())?;
    let (event, span) = reader.event()?;
    let root = reader.node(event, span, 0)?;
    matches!(reader.event()?.0, Event::DocumentEnd).then_some(())?;
    matches!(reader.event()?.0, Event::StreamEnd).then_some(())?;
    reader.parser.next().is_none().then_some(root)
}

struct Plain<'a> {
    parser: serde_saphyr::granit_parser::Parser<'a, serde_saphyr::granit_parser::StrInput<'a>>,
    text: &'a str,
    nodes: usize,
    max_nodes: usize,
}

impl<'a> Plain<'a> {
    /// The next event, `None` at the end or on an error.
    fn event(
        &mut self,
    ) -> Option<(
        serde_saphyr::granit_parser::Event<'a>,
        serde_saphyr::granit_parser::Span,
    )> {
        self.parser.next()?.ok()
    }

    /// The byte span serde-saphyr gives an event (`byte_span` of its location).
    fn span(&self, span: &serde_saphyr::granit_parser::Span) -> Option<ByteSpan> {
        let start = span.start.byte_offset()?;
        let end = span.end.byte_offset()?;
        (start <= self.text.len()).then(|| {
            ByteSpan::new(
                start,
                end.saturating_sub(start).min(self.text.len() - start),
            )
        })
    }

    fn node(
        &mut self,
        event: serde_saphyr::granit_parser::Event<'a>,
        span: serde_saphyr::granit_parser::Span,
        depth: usize,
    ) -> Option<Node> {
        use serde_saphyr::granit_parser::Event;
        self.nodes += 1;
        if self.nodes > self.max_nodes || depth > PLAIN_MAX_DEPTH {
            return None;
        }
        let span = self.span(&span)?;
        match event {
            Event::Scalar(value, style, 0, None) => typed_scalar(
                value,
                matches!(style, serde_saphyr::granit_parser::ScalarStyle::Plain),
                span,
                self.text,
            ),
            Event::SequenceStart(_, 0, None) => {
                let mut items = Vec::new();
                loop {
                    let (event, at) = self.event()?;
                    if matches!(event, Event::SequenceEnd) {
                        break;
                    }
                    items.push(self.node(event, at, depth + 1)?);
                }
                Some(sequence(span, items, self.text))
            }
            Event::MappingStart(_, 0, None) => {
                let mut entries: Vec<(Node, Node)> = Vec::new();
                loop {
                    let (event, at) = self.event()?;
                    if matches!(event, Event::MappingEnd) {
                        break;
                    }
                    let key = self.node(event, at, depth + 1)?;
                    let (event, at) = self.event()?;
                    let value = self.node(event, at, depth + 1)?;
                    entries.push((key, value));
                }
                mapping(span, entries, self.text)
            }
            // An alias, an anchor or a tag.
            _ => None,
        }
    }
}

/// A list node: its own span widened to its items (as [`convert`] does).
pub(super) fn sequence(own: ByteSpan, items: Vec<Node>, text: &str) -> Node {
    let span = container_span(own, items.iter().map(|n| n.span), text);
    Node {
        span,
        tail: Tail::default(),
        value: Value::Seq(items),
    }
}

/// A mapping node, or `None` when serde-saphyr must read it: a key that is not a text (it
/// compares those by its own rules), or a key given twice (it refuses the file).
pub(super) fn mapping(own: ByteSpan, entries: Vec<(Node, Node)>, text: &str) -> Option<Node> {
    let mut names: Vec<&str> = Vec::with_capacity(entries.len());
    for (k, _) in &entries {
        match &k.value {
            Value::Scalar {
                text,
                kind: ScalarKind::Str,
            } => names.push(text),
            _ => return None,
        }
    }
    let repeated = if names.len() <= 16 {
        names
            .iter()
            .enumerate()
            .any(|(i, n)| names[..i].contains(n))
    } else {
        let mut seen = std::collections::HashSet::with_capacity(names.len());
        !names.iter().all(|n| seen.insert(*n))
    };
    if repeated {
        return None;
    }
    let span = container_span(
        own,
        entries.iter().flat_map(|(k, v)| [k.span, v.span]),
        text,
    );
    Some(Node {
        span,
        tail: Tail::default(),
        value: Value::Map(entries),
    })
}

/// A scalar with no tag, typed as serde-saphyr's `deserialize_any` types it: a quoted or block
/// scalar (`plain` false) is a text; a plain one is null (`~`, `null`, empty), a yes/no word
/// (YAML 1.1: `yes`, `no`, `on`, `off`, `y`, `n`, `true`, `false`, any case), a whole number, a
/// decimal number, or a text. `None` for the plain spellings left to serde-saphyr: any other
/// number (a sign, a leading zero, `0x`, `_`, a point, an exponent, 19 digits or more), the
/// words a float parser reads (`inf`, `nan`…) and the merge key `<<`.
pub(super) fn typed_scalar(
    value: std::borrow::Cow<'_, str>,
    plain: bool,
    span: ByteSpan,
    text: &str,
) -> Option<Node> {
    if !plain {
        return Some(Node {
            span,
            tail: Tail::default(),
            value: Value::Scalar {
                text: value.into_owned(),
                kind: ScalarKind::Str,
            },
        });
    }
    if matches!(&*value, "" | "~" | "null" | "Null" | "NULL") {
        return Some(Node {
            span,
            tail: Tail::default(),
            value: Value::Null,
        });
    }
    let t = value.trim_matches([' ', '\t', '\r', '\n']);
    if t.len() <= 5 {
        let word = |w: &str| t.eq_ignore_ascii_case(w);
        if word("true") || word("yes") || word("y") || word("on") {
            return Some(scalar_from_source(
                span,
                text,
                ScalarKind::Bool(true),
                || true.to_string(),
            ));
        }
        if word("false") || word("no") || word("n") || word("off") {
            return Some(scalar_from_source(
                span,
                text,
                ScalarKind::Bool(false),
                || false.to_string(),
            ));
        }
    }
    let first = t.chars().next()?;
    if first.is_ascii_digit() || matches!(first, '+' | '-' | '.') {
        let negative = t.starts_with('-');
        let digits = t.strip_prefix('-').unwrap_or(t);
        let plain_number = !digits.is_empty()
            && digits.len() <= 18
            && digits.bytes().all(|b| b.is_ascii_digit())
            && (digits == "0" || !digits.starts_with('0'));
        if !plain_number {
            return None;
        }
        let n: i64 = digits.parse().ok()?;
        let n = if negative { -n } else { n };
        return Some(scalar_from_source(span, text, ScalarKind::Int(n), || {
            n.to_string()
        }));
    }
    let float_word = t.len() <= 8
        && ["inf", "infinity", "nan"]
            .iter()
            .any(|w| t.eq_ignore_ascii_case(w));
    if float_word || t == "<<" {
        return None;
    }
    Some(Node {
        span,
        tail: Tail::default(),
        value: Value::Scalar {
            text: value.into_owned(),
            kind: ScalarKind::Str,
        },
    })
}

fn byte_span(loc: &serde_saphyr::Location, text: &str) -> ByteSpan {
    let span = loc.span();
    match (span.byte_offset(), span.byte_len()) {
        (Some(o), Some(l)) if (o as usize) <= text.len() => {
            ByteSpan::new(o as usize, (l as usize).min(text.len() - o as usize))
        }
        _ => line_col_to_span(text, loc.line() as usize, loc.column() as usize),
    }
}

/// Byte offset of a 1-based line and (character) column, clamped to the text.
pub fn line_col_to_span(text: &str, line: usize, column: usize) -> ByteSpan {
    if line == 0 {
        return ByteSpan::new(0, 0);
    }
    let mut offset = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            let col_bytes = l
                .char_indices()
                .nth(column.saturating_sub(1))
                .map(|(b, _)| b)
                .unwrap_or(l.trim_end_matches('\n').len());
            let start = offset + col_bytes;
            let len = l[col_bytes..]
                .chars()
                .next()
                .filter(|c| *c != '\n')
                .map(|c| c.len_utf8())
                .unwrap_or(0);
            return ByteSpan::new(start, len);
        }
        offset += l.len();
    }
    ByteSpan::new(text.len(), 0)
}

/// The error itself, out of the wrappers that add a snippet or an alias's locations.
fn original(mut e: &serde_saphyr::Error) -> &serde_saphyr::Error {
    use serde_saphyr::Error as E;
    while let E::AliasError { error, .. } | E::WithSnippet { error, .. } = e {
        e = error;
    }
    e
}

/// What kind of failure `e` is, from serde-saphyr's error variants (never from its words).
fn kind_of(e: &serde_saphyr::Error) -> (YamlErrorKind, Option<YamlLimit>) {
    use serde_saphyr::Error as E;
    use serde_saphyr::budget::BudgetBreach as B;
    match original(e) {
        E::Budget { breach, .. } => {
            let limit = match breach {
                B::Depth { .. } => YamlLimit::Depth,
                B::Aliases { .. } | B::AliasAnchorRatio { .. } => YamlLimit::Aliases,
                B::Nodes { .. } => YamlLimit::Nodes,
                _ => YamlLimit::Other,
            };
            (YamlErrorKind::Budget, Some(limit))
        }
        E::AliasReplayCounterOverflow { .. }
        | E::AliasReplayLimitExceeded { .. }
        | E::AliasExpansionLimitExceeded { .. } => {
            (YamlErrorKind::Budget, Some(YamlLimit::Aliases))
        }
        E::AliasReplayStackDepthExceeded { .. } => (YamlErrorKind::Budget, Some(YamlLimit::Depth)),
        E::RecursiveReferencesRequireWeakTypes { .. } => (YamlErrorKind::Cycle, None),
        E::UnknownAnchor { .. } => (YamlErrorKind::UnknownAlias, None),
        E::ExternalMessage { source, .. } => match &**source {
            // The parser's own nesting limit, met before the budget's.
            serde_saphyr::ExternalMessageSource::Parser(scan)
                if matches!(scan.kind(), ScanErrorKind::RecursionLimitExceeded) =>
            {
                (YamlErrorKind::Budget, Some(YamlLimit::Depth))
            }
            _ => (YamlErrorKind::Syntax, None),
        },
        _ => (YamlErrorKind::Syntax, None),
    }
}

/// The parser's "mapping values are not allowed in this context": a `: ` where no key may start.
fn mapping_value_not_allowed(e: &serde_saphyr::Error) -> bool {
    match original(e) {
        serde_saphyr::Error::ExternalMessage { source, .. } => matches!(
            &**source,
            serde_saphyr::ExternalMessageSource::Parser(scan)
                if matches!(scan.kind(), ScanErrorKind::MappingValueNotAllowed)
        ),
        _ => false,
    }
}

fn classify(e: &serde_saphyr::Error, text: &str) -> YamlError {
    let span = e
        .location()
        .map(|l| byte_span(&l, text))
        .unwrap_or_else(|| ByteSpan::new(0, 0));
    let raw = original(e).to_string();
    // The first line of serde-saphyr's message is the description; the rest is its own snippet.
    let first = raw.lines().next().unwrap_or("").trim();
    let message = first
        .split_once(": ")
        .filter(|(head, _)| head.starts_with("error: line") || head.starts_with("line"))
        .map(|(_, rest)| rest.to_string())
        .unwrap_or_else(|| first.trim_start_matches("error: ").to_string());
    if let serde_saphyr::Error::MultipleDocuments { .. } = original(e) {
        return several_documents(text);
    }
    let (mut kind, limit) = kind_of(e);
    if kind == YamlErrorKind::Syntax
        && mapping_value_not_allowed(e)
        && colon_in_plain_value(text, span)
    {
        kind = YamlErrorKind::UnquotedColon;
    }
    // For the colon trap, label the whole unquoted value rather than the colon alone.
    let span = if kind == YamlErrorKind::UnquotedColon {
        unquoted_value_span(text, span).unwrap_or(span)
    } else {
        span
    };
    let key = if kind == YamlErrorKind::UnquotedColon {
        key_before(text, span)
    } else {
        None
    };
    YamlError {
        message,
        span,
        kind,
        key,
        limit,
    }
}

/// A file of several YAML documents, said as a board's: how many, and where the second starts.
fn several_documents(text: &str) -> YamlError {
    use serde_saphyr::granit_parser::{Event, Parser, StrInput};
    let mut starts = Vec::new();
    for item in Parser::new(StrInput::new(text)) {
        let Ok((event, span)) = item else { break };
        if let Event::DocumentStart(..) = event {
            starts.push(span.start.byte_offset().unwrap_or(0).min(text.len()));
        }
    }
    let second = starts.get(1).copied().unwrap_or(0);
    let line = text[..second].matches('\n').count() + 1;
    YamlError {
        message: format!(
            "a board is one YAML document: this file holds {} (line {line} starts the second)",
            starts.len().max(2)
        ),
        span: ByteSpan::new(
            second,
            text[second..].find('\n').unwrap_or(text.len() - second),
        ),
        kind: YamlErrorKind::Documents,
        key: None,
        limit: None,
    }
}

/// The key on the line of `span` (`- site: …` → `site`).
fn key_before(text: &str, span: ByteSpan) -> Option<String> {
    let at = span.start.min(text.len());
    let line_start = text[..at].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let line = &text[line_start..at];
    let key_end = line.find(": ")?;
    Some(
        line[..key_end]
            .trim()
            .trim_start_matches("- ")
            .trim()
            .to_string(),
    )
}

/// Is the error position a ": " inside a plain value that itself follows a "key: "?
fn colon_in_plain_value(text: &str, span: ByteSpan) -> bool {
    unquoted_value_span(text, span).is_some()
}

/// The span of the plain value `Hoth: Echo Corridor` in a line like `- site: Hoth: Echo Corridor`.
fn unquoted_value_span(text: &str, span: ByteSpan) -> Option<ByteSpan> {
    let at = span.start.min(text.len());
    let line_start = text[..at].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let line_end = text[at..].find('\n').map(|i| at + i).unwrap_or(text.len());
    let line = &text[line_start..line_end];
    // The first ": " on the line ends the key; the value starts after it.
    let key_end = line.find(": ")?;
    let value_start = line_start + key_end + 2;
    if value_start > at {
        return None;
    }
    let value = text[value_start..line_end].trim_end();
    let value = value.split(" #").next().unwrap_or(value).trim_end();
    if value.starts_with('"') || value.starts_with('\'') || value.is_empty() {
        return None;
    }
    Some(ByteSpan::new(value_start, value.len()))
}

fn convert(raw: Spanned<Raw>, text: &str) -> Node {
    let span = byte_span(&raw.referenced, text);
    match raw.value {
        Raw::Null => Node {
            span,
            tail: Tail::default(),
            value: Value::Null,
        },
        Raw::Str(s) => Node {
            span,
            tail: Tail::default(),
            value: Value::Scalar {
                text: s,
                kind: ScalarKind::Str,
            },
        },
        Raw::Bool(b) => scalar_from_source(span, text, ScalarKind::Bool(b), || b.to_string()),
        Raw::Int(i) => scalar_from_source(span, text, ScalarKind::Int(i), || i.to_string()),
        Raw::Float => scalar_from_source(span, text, ScalarKind::Float, String::new),
        Raw::Seq(items) => {
            let items: Vec<Node> = items.into_iter().map(|r| convert(r, text)).collect();
            let span = container_span(span, items.iter().map(|n| n.span), text);
            Node {
                span,
                tail: Tail::default(),
                value: Value::Seq(items),
            }
        }
        Raw::Map(entries) => {
            let entries: Vec<(Node, Node)> = entries
                .into_iter()
                .map(|(k, v)| (convert(k, text), convert(v, text)))
                .collect();
            let span = container_span(
                span,
                entries.iter().flat_map(|(k, v)| [k.span, v.span]),
                text,
            );
            Node {
                span,
                tail: Tail::default(),
                value: Value::Map(entries),
            }
        }
    }
}

fn scalar_from_source(
    span: ByteSpan,
    text: &str,
    kind: ScalarKind,
    fallback: impl FnOnce() -> String,
) -> Node {
    let src = text
        .get(span.start..span.end())
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.trim_matches(|c| c == '"' || c == '\'').to_string())
        .unwrap_or_else(fallback);
    Node {
        span,
        tail: Tail::default(),
        value: Value::Scalar { text: src, kind },
    }
}

/// Containers get a zero-length span from the parser (a flow container: its opening bracket);
/// widen it to cover their children, and a flow container's closing bracket.
fn container_span(own: ByteSpan, children: impl Iterator<Item = ByteSpan>, text: &str) -> ByteSpan {
    let mut start = own.start;
    let mut end = own.end();
    for c in children {
        start = start.min(c.start);
        end = end.max(c.end());
    }
    let opener = text.as_bytes().get(own.start).copied();
    if own.len > 0 && matches!(opener, Some(b'[') | Some(b'{')) {
        let close = if opener == Some(b'[') { ']' } else { '}' };
        if let Some(rest) = text.get(end..) {
            let skipped = rest.len() - rest.trim_start_matches([' ', '\t', '\n', '\r', ',']).len();
            if rest[skipped..].starts_with(close) {
                end += skipped + 1;
            }
        }
    }
    ByteSpan::new(start, end - start)
}

#[cfg(test)]
mod tests {
    /// The board editor's node bound (`SERDE_READS_NODES`) is worked out from serde-saphyr's
    /// default event budget: it must still be the one `parse_with_serde` reads with.
    #[test]
    fn the_editors_node_bound_is_within_serde_saphyrs_event_budget() {
        assert_eq!(
            serde_saphyr::Budget::default().max_events,
            super::SERDE_MAX_EVENTS
        );
    }

    use super::*;

    fn slice<'a>(text: &'a str, n: &Node) -> &'a str {
        &text[n.span.start..n.span.end()]
    }

    #[test]
    fn scalars_keep_their_words_and_byte_spans() {
        let text = "a: \"•Red 5\"\nb: yes\nc: [n, 3]\n";
        let root = parse(text).unwrap();
        let m = root.as_map().unwrap();
        assert_eq!(m[0].1.as_str(), Some("•Red 5"));
        assert_eq!(slice(text, &m[0].1), "\"•Red 5\"");
        assert_eq!(m[1].1.as_str(), Some("yes"));
        assert!(matches!(
            m[1].1.value,
            Value::Scalar {
                kind: ScalarKind::Bool(true),
                ..
            }
        ));
        let seq = m[2].1.as_seq().unwrap();
        assert_eq!(seq[0].as_str(), Some("n"));
        assert_eq!(seq[1].as_str(), Some("3"));
        assert_eq!(slice(text, &m[2].1), "[n, 3]");
    }

    #[test]
    fn unquoted_colon_is_recognised_and_spans_the_value() {
        let text = "rows:\n  Hoth:\n    - site: Hoth: Echo Corridor\n";
        let e = parse(text).unwrap_err();
        assert_eq!(e.kind, YamlErrorKind::UnquotedColon);
        assert_eq!(&text[e.span.start..e.span.end()], "Hoth: Echo Corridor");
    }

    #[test]
    fn alias_bomb_is_a_budget_error() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..12 {
            let p = i - 1;
            text.push_str(&format!(
                "a{i}: &a{i} [*a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}]\n"
            ));
        }
        let e = parse(&text).unwrap_err();
        assert_eq!(e.kind, YamlErrorKind::Budget, "{e:?}");
    }

    #[test]
    fn an_alias_inside_its_own_anchor_is_a_cycle_error() {
        let text = "rows:\n  Hoth:\n    - system: Hoth\n      dark:\n        - &a { card: Stalker, aboard: [*a] }\n";
        let e = parse(text).unwrap_err();
        assert_eq!(e.kind, YamlErrorKind::Cycle, "{e:?}");
        assert_eq!(&text[e.span.start..e.span.end()], "*a");
    }

    #[test]
    fn deep_nesting_is_a_budget_error() {
        let text = format!("{}{}", "[".repeat(500), "]".repeat(500));
        let e = parse(&text).unwrap_err();
        assert_eq!(e.kind, YamlErrorKind::Budget, "{e:?}");
    }

    #[test]
    fn line_col_maps_to_bytes_after_multibyte_chars() {
        let text = "x: •ab\ny: 1\n";
        let s = line_col_to_span(text, 1, 5);
        assert_eq!(&text[s.start..s.end()], "a");
        let s = line_col_to_span(text, 2, 1);
        assert_eq!(&text[s.start..s.end()], "y");
    }
}
