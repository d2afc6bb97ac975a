//! The canonical form as players type it: every verb's syntax line of the verb table read as
//! frames (`can move <card> [to <location>] [by <card>]` → `can move {s0:card} to
//! {s1:dest}` and the rest), so that a canonical question typed without its quotes and `@`
//! (`can move bay_trooper to hoth: snow trench by bombing run`) is read as itself: each name
//! ends where the syntax's next word begins, and is found on the board as a player's words
//! are. These frames are tried first, on the question as typed; what they read is the
//! question (its own words say which verb, in which order).

use crate::query::verbs::{VERBS, Verb};

/// The frames every verb's syntax line makes, in the table's order: the verb, the words to
/// match (in the frames' notation) and the canonical question they read as.
pub fn of_table() -> Vec<(&'static Verb, String, String)> {
    VERBS
        .iter()
        .flat_map(|v| {
            of_syntax(v.syntax)
                .into_iter()
                .map(move |(text, reads)| (v, text, reads))
        })
        .collect()
}

/// One part of a syntax line: a word, a slot, or an optional group of them.
#[derive(Debug, Clone)]
enum Part {
    Word(String),
    /// The slot's kind, in the frames' notation (`card`, `dest`, …).
    Slot(&'static str),
    Optional(Vec<Part>),
    /// The verb's own leading `can`: said or not, always written (`cost move …`).
    Can,
}

/// What kind a slot of the syntax line (`<card>`, `<location>`…) is; `verb` is the line's
/// verb, `first`: the line's first slot.
fn kind(slot: &str, verb: &str, first: bool) -> Option<&'static str> {
    Some(match slot {
        "card" if first && matches!(verb, "can deploy" | "deploy-from-deck") => "deploy",
        // What is asked of a card not yet on the table: its title in the catalog (a card
        // played with another: `by "Elis Helrot"`, `with "Luke Skywalker"`).
        "card" if !first && matches!(verb, "can move" | "can deploy" | "deploy-from-deck") => {
            "known"
        }
        "card" if verb == "card-type" || (first && verb == "tripped-by") => "known",
        "location" if verb == "insertion" => "known",
        "values" => "text",
        "card" | "carrier" | "thief" | "user" | "attacker" | "bomber" | "old" | "new"
        | "target" | "craft" | "character" => "card",
        // A weapon or an item may be named by a title not in play (`matching "Luke's
        // Lightsaber" @luke`).
        "item" | "weapon" => "known",
        "location" => "dest",
        "row" | "planet" => "loc",
        "side" => "side",
        "n" => "num",
        "rule-id" => "rule",
        "property" => "class",
        "question" => "question",
        "cards" => "cards",
        _ => return None,
    })
}

/// Does some frame of the verb read its `nth` slot (from 1, in the canonical question's order)
/// as a card known anywhere (`{c:known}`: in play, a hand or the catalog: `matching "Anakin's
/// Lightsaber" "Han Solo"`)? Then its syntax line reads that slot so too.
fn known_in_frames(verb: &str, nth: usize) -> bool {
    let Some(v) = VERBS.iter().find(|v| v.name == verb) else {
        return false;
    };
    v.frames.iter().any(|(words, reads)| {
        let Some(rest) = reads.strip_prefix(verb) else {
            return false;
        };
        let Some(letter) = rest
            .split_whitespace()
            .filter_map(|w| w.strip_prefix('{').and_then(|w| w.strip_suffix('}')))
            .nth(nth - 1)
        else {
            return false;
        };
        words.contains(&format!("{{{letter}:known}}"))
    })
}

/// The parts of a syntax line; `None` for a line whose lists (`<value>, …`) no frame writes.
fn parts(syntax: &str, verb: &str) -> Option<Vec<Part>> {
    let line = syntax
        .replace("<movement question>", "<question>")
        .replace("<card>, <card>…", "<cards>")
        .replace("<card>, … | none", "<cards>")
        .replace("<value>, …", "<values>")
        .replace("<n>, … / <n>, …", "<values> / <values>");
    let mut out: Vec<Part> = Vec::new();
    let mut group: Option<Vec<Part>> = None;
    // A list's optional group is left out with it (`[hands <n>, … / <n>, …]`).
    let mut dropped = false;
    let mut slots = 0;
    for w in line.split_whitespace() {
        let (open, w) = w.strip_prefix('[').map_or((false, w), |r| (true, r));
        let (close, w) = w.strip_suffix(']').map_or((false, w), |r| (true, r));
        if open {
            group = Some(Vec::new());
            dropped = false;
        }
        let list = w.contains(['…', ',', '|']);
        if list && group.is_none() {
            return None;
        }
        dropped |= list;
        if !dropped {
            let part = match w.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
                Some(slot) => {
                    slots += 1;
                    match kind(slot, verb, slots == 1)? {
                        "card" if known_in_frames(verb, slots) => Part::Slot("known"),
                        k => Part::Slot(k),
                    }
                }
                None => Part::Word(w.to_string()),
            };
            match group.as_mut() {
                Some(g) => g.push(part),
                None => out.push(part),
            }
        }
        if close
            && let Some(g) = group.take()
            && !dropped
        {
            out.push(Part::Optional(g));
        }
    }
    Some(out)
}

/// Every frame of a syntax line: `(words to match, canonical question)`, one for each choice
/// of its optional groups (a group of `can` alone is optional words, not written again).
fn of_syntax(syntax: &str) -> Vec<(String, String)> {
    let verb = VERBS
        .iter()
        .find(|v| v.syntax == syntax)
        .map_or("", |v| v.name);
    let Some(parts) = parts(syntax, verb) else {
        return Vec::new();
    };
    // A leading `can` is said or not (`cost move …`).
    let mut parts = parts;
    if matches!(parts.first(), Some(Part::Word(w)) if w == "can") {
        parts[0] = Part::Can;
    }
    let groups = parts
        .iter()
        .filter(|p| matches!(p, Part::Optional(g) if !only_can(g)))
        .count();
    let mut out = Vec::new();
    for choice in 0..(1u32 << groups) {
        let (mut text, mut reads) = (Vec::new(), Vec::new());
        let (mut g, mut n) = (0, 0);
        for p in &parts {
            let inside: &[Part] = match p {
                Part::Can => {
                    text.push("[can]".to_string());
                    reads.push("can".to_string());
                    continue;
                }
                Part::Optional(inner) if only_can(inner) => {
                    text.push("[can]".to_string());
                    continue;
                }
                Part::Optional(inner) => {
                    g += 1;
                    if choice & (1 << (g - 1)) == 0 {
                        continue;
                    }
                    inner
                }
                one => std::slice::from_ref(one),
            };
            for q in inside {
                match q {
                    Part::Word(w) => {
                        text.push(w.clone());
                        reads.push(w.clone());
                    }
                    Part::Slot(k) => {
                        text.push(format!("{{s{n}:{k}}}"));
                        reads.push(format!("{{s{n}}}"));
                        n += 1;
                    }
                    Part::Optional(_) | Part::Can => {}
                }
            }
        }
        out.push((text.join(" "), reads.join(" ")));
    }
    out
}

fn only_can(g: &[Part]) -> bool {
    matches!(g, [Part::Word(w)] if w == "can")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A syntax line's frames: each choice of its optional groups, the names as slots.
    #[test]
    fn a_syntax_line_is_read_as_frames() {
        let f = of_syntax("can move <card> [to <location>] [by <card>]");
        assert_eq!(f.len(), 4);
        assert!(f.contains(&(
            "[can] move {s0:card} to {s1:dest} by {s2:known}".into(),
            "can move {s0} to {s1} by {s2}".into()
        )));
        assert!(f.contains(&("[can] move {s0:card}".into(), "can move {s0}".into())));
        let f = of_syntax("cost [can] <movement question>");
        assert_eq!(
            f,
            vec![("cost [can] {s0:question}".into(), "cost {s0}".into())]
        );
        let f = of_syntax("search-party at <location> with <card>, <card>…");
        assert_eq!(f.len(), 1, "{f:?}");
        let f = of_syntax("sabacc light <value>, … dark <value>, …");
        assert_eq!(
            f,
            vec![(
                "sabacc light {s0:text} dark {s1:text}".into(),
                "sabacc light {s0} dark {s1}".into()
            )]
        );
        // Every verb of the table has frames of its syntax.
        for v in VERBS {
            assert!(!of_syntax(v.syntax).is_empty(), "{}", v.syntax);
        }
    }
}
