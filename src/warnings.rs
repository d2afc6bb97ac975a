//! What a judge should see before a ruling on a board, though it does not change the ruling:
//! the board fails `validate`, or a scenario's `cards:` entry silently changes a catalog card.
//! (A duel hand of the wrong size depends on the question: it is in [`Verdict::warnings`].)
//!
//! [`Verdict::warnings`]: crate::verdict::Verdict::warnings

use crate::board::{Board, CardIx};
use crate::catalog::{CardDef, Origin, Printed};
use crate::rules::validate;

/// How many of a board's problems the warning before a ruling names (`validate` lists all).
pub const PROBLEMS_SHOWN: usize = 5;

/// Every warning about the board itself, each a sentence, or a sentence and lines that go
/// with it (after `\n`; board text in them escaped). The CLI prefixes `warning: `.
pub fn board_warnings(board: &Board) -> Vec<String> {
    let mut out = Vec::new();
    let (count, problems) = validate::first_problems(board, PROBLEMS_SHOWN);
    if count > 0 {
        // The count, then the first few problems one a line, as `validate` draws them: 200
        // problems make a short warning, not a 35 KB line.
        let lines = lines_at(&board.source.text, problems.iter().map(|p| p.span.start));
        let mut text = format!(
            "{} fails `validate` ({}); the ruling stands, but the board is illegal:",
            board.source.name,
            if count == 1 {
                "1 problem".to_string()
            } else {
                format!("{count} problems")
            },
        );
        for (p, line) in problems.iter().zip(lines) {
            text.push_str(&format!(
                "\nline {line}: {} [{}]",
                crate::text::escape_line(&p.message),
                p.rule.id()
            ));
        }
        if count > PROBLEMS_SHOWN {
            text.push_str(&format!(
                "\nand {} more (`validate` lists them)",
                count - PROBLEMS_SHOWN
            ));
        }
        out.push(text);
    }
    out.extend(overrides(board));
    out.extend(lookalikes(board));
    out.extend(textless(board));
    out
}

/// The line (from 1) of each offset, in order: the line feeds are counted from each offset
/// to the next, only as far as the last (the problems shown come in file order, first of the
/// board), not over the whole text (issue 38 item 8: a change's warnings do not read the text
/// whole). An offset before the one given before it is counted again from the start.
fn lines_at(text: &crate::board::SourceText, offsets: impl Iterator<Item = usize>) -> Vec<usize> {
    // A rope (a text the board editor spliced) numbers its lines itself (issue 38 item 8,
    // round 27): no byte is read.
    let Some(text) = text.held_str() else {
        return offsets.map(|at| text.line_of(at)).collect();
    };
    let bytes = text.as_bytes();
    let (mut from, mut line) = (0, 1);
    let mut out = Vec::new();
    for at in offsets {
        let at = at.min(bytes.len());
        if at < from {
            (from, line) = (0, 1);
        }
        line += bytes[from..at].iter().filter(|&&b| b == b'\n').count();
        crate::board::passes::count(crate::board::passes::Pass::LineBytes, at - from);
        from = at;
        out.push(line);
    }
    out
}

/// A card on the board whose printing has no game text on record (the Jedi Pack's Motti and
/// Tarkin), where other printings of its persona have: the title named the textless one, and
/// swjudge reads no text for it. Said once a title, at its first such card, in the board's
/// order. A pass over the board's titles: a title's cards are read only when the catalog has a
/// printing of that title with no text (issue 38 item 8: not every card after each change).
fn textless(board: &Board) -> Vec<String> {
    let mut found: Vec<(CardIx, String)> = Vec::new();
    for (key, cards) in board.cards_by_title() {
        if !board.printings(key).any(may_be_textless) {
            continue;
        }
        crate::board::passes::count(crate::board::passes::Pass::TextlessCards, cards.len());
        // Each printing of the title asked once, at its first card.
        let mut asked: Vec<crate::catalog::DefId> = Vec::new();
        let first = cards.iter().find_map(|&c| {
            let def = board.cards[c].def;
            if asked.contains(&def) {
                return None;
            }
            asked.push(def);
            textless_said(board, board.def(def)).map(|w| (c, w))
        });
        found.extend(first);
    }
    found.sort_by_key(|&(c, _)| board.cards.order_key(c));
    found.into_iter().map(|(_, w)| w).collect()
}

/// A printing that may have no game text where another printing of its persona has.
fn may_be_textless(def: &CardDef) -> bool {
    def.origin != Origin::Scenario && def.persona().is_some() && def.has_no_sentences()
}

/// The warning for a card of printing `def`, if it has no game text and another printing of
/// its persona has.
fn textless_said(board: &Board, def: &CardDef) -> Option<String> {
    if !may_be_textless(def) {
        return None;
    }
    let persona = def.persona()?;
    let key = crate::catalog::normalize(persona);
    let mut others: Vec<&str> = Vec::new();
    for t in board.catalog.title_candidates(&key) {
        for d in board.catalog.base_titled(t) {
            let same = d.personas().any(|p| crate::catalog::normalize(p) == key);
            if same
                && d.key() != def.key()
                && !d.has_no_sentences()
                && !others.contains(&d.plain_title())
            {
                others.push(d.plain_title());
            }
        }
    }
    if others.is_empty() {
        return None;
    }
    Some(format!(
        "{}: `{}` names a printing with no game text on record, so no text of it is read; other printings of {} have text ({}): name one to be judged by its text",
        board.source.name,
        crate::text::escape_line(def.plain_title()),
        crate::text::escape_line(persona),
        crate::text::escape_line(&others.join(", "))
    ))
}

/// A `cards:` entry whose title differs from a catalog card's only by invisible or direction
/// characters: it shows as that card, and is another.
fn lookalikes(board: &Board) -> Vec<String> {
    let mut out = Vec::new();
    for def in board.catalog.inserted() {
        if def.origin != Origin::Scenario || !def.title.chars().any(crate::text::is_invisible) {
            continue;
        }
        let plain: String = def
            .title
            .chars()
            .filter(|&c| !crate::text::is_invisible(c))
            .collect();
        let key = crate::catalog::normalize(&plain);
        if let Some(base) = board.catalog.base_titled(&key).first() {
            out.push(format!(
                "{}: the `cards:` entry `{}` differs from the catalog's `{}` only by invisible or direction characters: it is another card that looks the same; remove them to mean the catalog's card",
                board.source.name,
                crate::text::escape_line(&def.title),
                base.title
            ));
        }
    }
    out
}

/// A `cards:` entry whose title the catalog already has, and whose facts differ from it.
fn overrides(board: &Board) -> Vec<String> {
    let mut out = Vec::new();
    for def in board.catalog.inserted() {
        if def.origin != Origin::Scenario {
            continue;
        }
        let base = board.catalog.base_titled(def.key());
        let Some(old) = base.into_iter().find(|b| {
            b.key() == def.key()
                && (def.side == Printed::Any || b.side == Printed::Any || b.side == def.side)
        }) else {
            continue;
        };
        let changed = changed_facts(old, def);
        if changed.is_empty() {
            continue;
        }
        let whose = match old.origin {
            Origin::Community => "community",
            _ => "built-in",
        };
        out.push(format!(
            "{}: the `cards:` entry `{}` overrides the {whose} card of that title: {}",
            board.source.name,
            def.title,
            changed.join(", ")
        ));
    }
    out
}

/// The facts of `old` that `new` changes, as `key new (catalog: old)`. A fact the catalog
/// leaves empty (no value, no list) and the entry fills in is an addition, not an override.
fn changed_facts(old: &CardDef, new: &CardDef) -> Vec<String> {
    let mut old = old.clone();
    old.origin = new.origin;
    old.side = new.side;
    let (Ok(a), Ok(b)) = (serde_json::to_value(&old), serde_json::to_value(new)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    diff("", &a, &b, &mut out);
    out
}

fn diff(path: &str, a: &serde_json::Value, b: &serde_json::Value, out: &mut Vec<String>) {
    use serde_json::Value;
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let mut keys: Vec<&String> = x.keys().chain(y.keys()).collect();
            keys.sort();
            keys.dedup();
            for k in keys {
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                diff(
                    &p,
                    x.get(k).unwrap_or(&Value::Null),
                    y.get(k).unwrap_or(&Value::Null),
                    out,
                );
            }
        }
        _ if a == b => {}
        (Value::Null | Value::Bool(false), _) => {}
        (Value::Array(l), _) if l.is_empty() => {}
        _ => {
            let shown = |v: &Value| match v {
                Value::Null => "none".to_string(),
                Value::String(s) => s.clone(),
                Value::Array(l) if l.is_empty() => "none".to_string(),
                Value::Array(l) => l
                    .iter()
                    .map(|x| x.as_str().map_or_else(|| x.to_string(), str::to_string))
                    .collect::<Vec<_>>()
                    .join(", "),
                v => v.to_string(),
            };
            out.push(format!("{path} {} (catalog: {})", shown(b), shown(a)));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::catalog::Catalog;
    use crate::scenario::load_str;

    fn warnings(light_or_dark: &str, card: &str) -> Vec<String> {
        let yaml = format!(
            "rows:\n  Tatooine:\n    - site: \"Tatooine: Cantina\"\n      {light_or_dark}: [\"{card}\"]\n    - system: Tatooine\n"
        );
        let s = load_str("t.yaml", &yaml, Catalog::builtin()).expect("loads");
        super::board_warnings(&s.board)
    }

    #[test]
    fn a_textless_printing_is_warned_of_and_a_printing_with_text_is_not() {
        let w = warnings("dark", "Motti");
        let textless: Vec<&String> = w.iter().filter(|w| w.contains("no game text")).collect();
        assert_eq!(textless.len(), 1, "{w:?}");
        assert!(textless[0].contains("Admiral Motti"), "{}", textless[0]);
        let w = warnings("dark", "Admiral Motti");
        assert!(!w.iter().any(|w| w.contains("no game text")), "{w:?}");
    }
}
