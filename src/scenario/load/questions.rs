//! `questions:`: each question's `ask`, `expect`, `because` and `note`.

use super::{InWords, Loader, Whole, closest, whole};
use crate::query::parser::QueryErrorKind;
use crate::rulebook;
use crate::scenario::error::ErrorKind;
use crate::scenario::types::{Expect, Question};
use crate::scenario::yaml::{ByteSpan, Node, ScalarKind, Value};

const QUESTION_KEYS: &[&str] = &["ask", "expect", "because", "note"];

impl Loader {
    pub(super) fn questions(&mut self, node: &Node) {
        for item in self.items(node, "`questions`") {
            let entries = self.entries(item, QUESTION_KEYS, "a question");
            let Some((_, ask_node, _)) = entries.iter().find(|(k, _, _)| *k == "ask").copied()
            else {
                if item.as_map().is_some() {
                    self.err(
                        ErrorKind::MissingKey,
                        item.span,
                        "a question needs `ask:`",
                        "no `ask:`",
                        Some("e.g. `- ask: shielded \"Echo Docking Bay\"`".into()),
                    );
                }
                continue;
            };
            let Some(ask) = self.text(ask_node, "`ask`").map(str::to_string) else {
                continue;
            };
            let ask_offset = self.query_offset(ask_node, &ask);
            let mut q = Question {
                ask: ask.clone(),
                ask_span: ask_node.span,
                ask_offset,
                expect: None,
                expect_span: None,
                because: Vec::new(),
                note: None,
            };
            let young_jedi = self.board.game == crate::board::Game::YoungJedi;
            match crate::query::parser::parse_acts(&ask).map_err(|e| e.for_game(young_jedi)) {
                Ok(_) => {}
                // Perhaps a player's words: read against the whole board at the end.
                Err(e) if e.kind != QueryErrorKind::TooLong => {
                    let span = match ask_offset {
                        Some(o) => ByteSpan::new(o + e.span.offset(), e.span.len()),
                        None => ask_node.span,
                    };
                    self.in_words.push(InWords {
                        ask: ask.clone(),
                        span,
                        message: e.message.clone(),
                        label: e.label.clone(),
                        help: e.help.clone(),
                    });
                }
                Err(e) => {
                    let span = match ask_offset {
                        Some(o) => ByteSpan::new(o + e.span.offset(), e.span.len()),
                        None if e.kind == QueryErrorKind::TooLong => {
                            ByteSpan::new(ask_node.span.start, 0)
                        }
                        None => ask_node.span,
                    };
                    let help = e.help.clone();
                    self.err(
                        if e.kind == QueryErrorKind::TooLong {
                            ErrorKind::Limit
                        } else {
                            ErrorKind::QuerySyntax
                        },
                        span,
                        e.message.clone(),
                        e.label.clone(),
                        help,
                    );
                }
            }
            for (k, n, _) in &entries {
                match *k {
                    "expect" => {
                        q.expect = self.expect(n);
                        q.expect_span = Some(n.span);
                    }
                    "because" => q.because = self.because(n),
                    "note" => q.note = self.text(n, "`note`").map(str::to_string),
                    _ => {}
                }
            }
            self.questions.push(q);
        }
    }

    /// The questions in words (see [`InWords`]): each one the reader does not read as one
    /// canonical question keeps its syntax error. (A board with other problems reads none.)
    pub(super) fn questions_in_words(&mut self) {
        let pending = std::mem::take(&mut self.in_words);
        if pending.is_empty() {
            return;
        }
        let whole = self.errors.is_empty();
        if whole {
            self.board.reindex();
        }
        for q in pending {
            if whole
                && let crate::query::natural::Reading::Read(_)
                | crate::query::natural::Reading::ReadLeaving(..) =
                    crate::query::natural::read(&self.board, &q.ask)
            {
                continue;
            }
            self.err(ErrorKind::QuerySyntax, q.span, q.message, q.label, q.help);
        }
    }

    /// `because:`: rule ids, each checked against the registry and the base rules of
    /// `validate` (an unknown id is reported, with the closest id).
    fn because(&mut self, n: &Node) -> Vec<(String, ByteSpan)> {
        let mut because = Vec::new();
        for b in self.items(n, "`because`") {
            let Some(id) = self.text(b, "a rule id") else {
                continue;
            };
            let id = id.trim().to_string();
            if rulebook::find(&id).is_none() && rulebook::base_rule(&id).is_none() {
                let ids: Vec<&str> = rulebook::all()
                    .iter()
                    .map(|r| r.id)
                    .chain(rulebook::BASE_RULES.iter().map(|b| b.id))
                    .collect();
                let help = match closest(&id, ids.iter().copied()) {
                    Some(c) => format!("did you mean `{c}`? (`swjudge rules` lists every id)"),
                    None => "`swjudge rules` lists every id".into(),
                };
                self.err(
                    ErrorKind::UnknownRule,
                    b.span,
                    format!("unknown rule id `{id}`"),
                    "not a rule id",
                    Some(help),
                );
                continue;
            }
            because.push((id, b.span));
        }
        because
    }

    /// Byte offset of the query text inside the file, when the scalar maps 1:1 to the text.
    fn query_offset(&self, node: &Node, ask: &str) -> Option<usize> {
        let raw = self.src.inner().get(node.span.start..node.span.end())?;
        let raw: &str = &raw;
        if raw == ask {
            return Some(node.span.start);
        }
        let inner = raw.get(1..raw.len().saturating_sub(1))?;
        if (raw.starts_with('\'') || raw.starts_with('"')) && inner == ask {
            return Some(node.span.start + 1);
        }
        None
    }

    fn expect(&mut self, n: &Node) -> Option<Expect> {
        match &n.value {
            Value::Seq(items) => {
                let mut out = Vec::new();
                for it in items {
                    out.push(self.text(it, "an expected list element")?.to_string());
                }
                Some(Expect::List(out))
            }
            Value::Scalar {
                kind: ScalarKind::Int(_),
                ..
            } => match whole(n) {
                Whole::Fits(i) => Some(Expect::Number(i)),
                _ => {
                    self.too_large(n, "an expected number");
                    None
                }
            },
            // Quoted digits are a number, as in every other number field.
            Value::Scalar {
                kind: ScalarKind::Str,
                ..
            } if !matches!(whole(n), Whole::NotANumber) => match whole(n) {
                Whole::Fits(i) => Some(Expect::Number(i)),
                _ => {
                    self.too_large(n, "an expected number");
                    None
                }
            },
            Value::Scalar { text, .. } => match text.trim().to_lowercase().as_str() {
                // `legal` / `illegal`: the answer of `validate` (yes / no).
                "yes" | "true" | "legal" => Some(Expect::Yes),
                "no" | "false" | "illegal" => Some(Expect::No),
                "undetermined" => Some(Expect::Undetermined),
                other => {
                    let other = other.to_string();
                    self.err(
                        ErrorKind::InvalidValue,
                        n.span,
                        format!("unknown expectation `{other}`"),
                        "expected yes, no, undetermined, a number or a list",
                        None,
                    );
                    None
                }
            },
            _ => {
                self.expect_type(n, "yes, no, undetermined, a number or a list", "`expect`");
                None
            }
        }
    }
}
