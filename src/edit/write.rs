//! A scenario's YAML tree written as YAML, by serde-saphyr's serializer: `swjudge new` (the
//! repl's changes are made in the file's own text instead: [`super::text`]). What the loader reads of a scalar is its text (a number's value),
//! so the tree written loads back to the same board (tests/edit.rs: every bundled board).

use crate::scenario::yaml::{Node, ScalarKind, Value};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

/// The tree as YAML text.
pub fn yaml(root: &Node) -> Result<String, String> {
    let mut text = serde_saphyr::to_string(&Out(root)).map_err(|e| e.to_string())?;
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}

/// A node, serialised as written: numbers as numbers, `true`/`false` as booleans, every other
/// scalar as its text (quoted by the serializer where YAML would read it otherwise).
struct Out<'a>(&'a Node);

impl Serialize for Out<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.0.value {
            Value::Null => s.serialize_unit(),
            Value::Scalar { text, kind } => match kind {
                ScalarKind::Int(i) => s.serialize_i64(*i),
                ScalarKind::Bool(b) if matches!(text.as_str(), "true" | "false") => {
                    s.serialize_bool(*b)
                }
                _ => s.serialize_str(text),
            },
            Value::Seq(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for it in items {
                    seq.serialize_element(&Out(it))?;
                }
                seq.end()
            }
            Value::Map(pairs) => {
                let mut map = s.serialize_map(Some(pairs.len()))?;
                for (k, v) in pairs {
                    map.serialize_entry(&Out(k), &Out(v))?;
                }
                map.end()
            }
        }
    }
}
