//! `cards:`: card definitions, new cards and overrides of catalog cards, read before the rest.

use super::{Loader, MAX_CARD_DEFS, Whole, list_words, whole};
use crate::catalog::{
    CardDef, CardType, FactValue, Origin, Printed, Resolution, normalize, set_fact,
};
use crate::scenario::error::ErrorKind;
use crate::scenario::yaml::{Node, ScalarKind, Value};

impl Loader {
    pub(super) fn cards_section(&mut self, node: &Node) {
        for (n, item) in self.items(node, "`cards`").into_iter().enumerate() {
            if n == MAX_CARD_DEFS {
                self.err(
                    ErrorKind::Limit,
                    item.span,
                    format!("a scenario may define at most {MAX_CARD_DEFS} cards"),
                    "limit reached here",
                    Some("define only the cards this board uses".into()),
                );
                break;
            }
            let mut keys: Vec<&str> = vec!["title"];
            keys.extend_from_slice(crate::catalog::FACT_KEYS);
            let entries = self.entries(item, &keys, "a card definition");
            let Some((_, tnode, _)) = entries.iter().find(|(k, _, _)| *k == "title").copied()
            else {
                if item.as_map().is_some() {
                    self.err(
                        ErrorKind::MissingKey,
                        item.span,
                        "a card definition needs a `title`",
                        "no title",
                        Some("add `title: \"…\"`".into()),
                    );
                }
                continue;
            };
            let Some(title) = self.text(tnode, "`title`").map(str::to_string) else {
                continue;
            };
            let side_given = entries
                .iter()
                .find(|(k, _, _)| *k == "side")
                .and_then(|(_, n, _)| n.as_str())
                .and_then(crate::catalog::parse_printed);
            // Start from the catalog card of that title and side when overriding.
            let key = normalize(&title);
            // Only a catalog card of exactly this title is overridden: look that title up alone
            // (a full resolution would compare it with every title, for every definition).
            // Every printing of exactly this title (of the side written, if any): an entry
            // without a side overrides each printing in its own side, so it changes only what
            // it writes (a Light Side card stays Light Side).
            let bases: Vec<CardDef> = match self
                .board
                .catalog
                .resolve_among(&title, Some(std::slice::from_ref(&key)))
            {
                Resolution::Found(ids) => ids
                    .iter()
                    .map(|&i| self.board.catalog.get(i))
                    .filter(|d| {
                        normalize(&d.title) == key
                            && side_given.is_none_or(|s| d.side == s || s == Printed::Any)
                    })
                    .cloned()
                    .collect(),
                _ => Vec::new(),
            };
            let overriding = !bases.is_empty();
            let mut defs = if overriding {
                bases
            } else {
                vec![CardDef::new(&title, Printed::Any, CardType::Effect)]
            };
            for def in &mut defs {
                def.origin = Origin::Scenario;
            }
            let mut has_type = overriding;
            for (k, v, kspan) in &entries {
                if *k == "title" {
                    continue;
                }
                if *k == "type" {
                    has_type = true;
                }
                let value = match self.fact_value(v) {
                    Some(x) => x,
                    None => continue,
                };
                // The printings share the entry: a bad value is reported once.
                let mut first_error = None;
                for def in &mut defs {
                    if let Err(e) = set_fact(def, k, &value) {
                        first_error.get_or_insert(e);
                    }
                }
                if let Some(e) = first_error {
                    let span = match (e.element, v.as_seq()) {
                        (Some(i), Some(s)) if i < s.len() => s[i].span,
                        _ => v.span,
                    };
                    let help = if e.expected.is_empty() {
                        None
                    } else {
                        Some(format!(
                            "valid values: {}",
                            e.expected
                                .iter()
                                .map(|x| format!("`{x}`"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ))
                    };
                    self.err(
                        ErrorKind::InvalidValue,
                        span,
                        e.message,
                        format!("bad `{k}`"),
                        help,
                    );
                    let _ = kspan;
                }
            }
            if !has_type {
                let types: Vec<&str> = CardType::ALL.iter().map(|(n, _)| *n).collect();
                self.err(
                    ErrorKind::MissingKey,
                    tnode.span,
                    format!("new card `{title}` needs a `type`"),
                    "not in the catalog, and no type given",
                    Some(format!("add `type:` — one of {}", list_words(&types))),
                );
                continue;
            }
            for def in defs {
                self.board.catalog.insert(def);
            }
        }
    }

    fn fact_value(&mut self, v: &Node) -> Option<FactValue> {
        match &v.value {
            Value::Scalar {
                kind: ScalarKind::Int(_),
                ..
            } => match whole(v) {
                Whole::Fits(i) => Some(FactValue::Number(i)),
                _ => {
                    self.too_large(v, "a card fact");
                    None
                }
            },
            Value::Scalar { .. } if matches!(whole(v), Whole::TooLarge) => {
                self.too_large(v, "a card fact");
                None
            }
            // A YAML boolean in any spelling the reader takes (`True`, `FALSE`…) is the fact's
            // `true` or `false`.
            Value::Scalar {
                kind: ScalarKind::Bool(b),
                ..
            } => Some(FactValue::Text(b.to_string())),
            Value::Scalar { text, .. } => Some(FactValue::Text(text.clone())),
            Value::Seq(items) => {
                let mut out = Vec::new();
                for it in items {
                    match &it.value {
                        Value::Scalar { text, .. } => out.push(text.clone()),
                        Value::Map(m) if m.len() == 1 => {
                            // `- persona: Luke` reads as a one-entry mapping.
                            let (k, val) = &m[0];
                            out.push(format!(
                                "{}: {}",
                                k.as_str().unwrap_or(""),
                                val.as_str().unwrap_or("")
                            ));
                        }
                        _ => {
                            self.expect_type(it, "a word", "a list element");
                            return None;
                        }
                    }
                }
                Some(FactValue::List(out))
            }
            Value::Map(m) => {
                let mut out = Vec::new();
                for (k, val) in m {
                    out.push(format!(
                        "{}:{}",
                        k.as_str().unwrap_or(""),
                        val.as_str().unwrap_or("")
                    ));
                }
                Some(FactValue::List(out))
            }
            Value::Null => {
                self.expect_type(v, "a value", "a card fact");
                None
            }
        }
    }
}
