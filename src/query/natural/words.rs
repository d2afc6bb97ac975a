//! The words of a question: tokens, what leads a question (set aside), the frames' patterns
//! and their matches.

use super::types::{Tok, Want};
use crate::catalog::normalize;
use crate::rulebook::Side;
use std::sync::OnceLock;

/// The question's tokens.
pub fn tokens(text: &str) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::new();
    let mut i = 0;
    let bytes = text.as_bytes();
    while i < text.len() {
        let c = text[i..].chars().next().unwrap_or(' ');
        if c.is_whitespace() {
            i += c.len_utf8();
            continue;
        }
        if c == '"' {
            let end = text[i + 1..]
                .find('"')
                .map_or(text.len(), |j| i + 1 + j + 1);
            let raw = &text[i..end];
            out.push(Tok {
                text: raw.to_string(),
                raw: raw.to_string(),
                start: i,
                end,
                quoted: true,
                wild: false,
            });
            i = end;
            continue;
        }
        let mut end = i;
        while end < text.len() {
            let c = text[end..].chars().next().unwrap_or(' ');
            if c.is_whitespace() {
                break;
            }
            end += c.len_utf8();
        }
        // Outer punctuation: `plains?`, `(hoth),`.
        let mut s = i;
        let mut e = end;
        while e > s && matches!(bytes[e - 1], b'?' | b'!' | b'.' | b',' | b';') {
            e -= 1;
        }
        while s < e && matches!(bytes[s], b'\'' | b'(') && !text[s..e].ends_with(')') {
            s += 1;
        }
        if e > s {
            let raw = &text[s..e];
            out.push(Tok {
                text: normalize(raw),
                raw: raw.to_string(),
                start: s,
                end: e,
                quoted: false,
                wild: false,
            });
        }
        i = end;
    }
    // `take off`, `lift off` are one verb.
    let mut joined: Vec<Tok> = Vec::with_capacity(out.len());
    for t in out {
        if let Some(prev) = joined.last_mut()
            && t.text == "off"
            && matches!(prev.text.as_str(), "take" | "lift")
        {
            prev.text = format!("{}-off", prev.text);
            prev.raw = format!("{} {}", prev.raw, t.raw);
            prev.end = t.end;
            continue;
        }
        let mut t = t;
        if t.text == "takeoff" {
            t.text = "take-off".into();
        }
        joined.push(t);
    }
    joined
}

/// `… as light` / `… as the dark side` at the end: who asks.
pub fn split_asker(mut toks: Vec<Tok>) -> (Vec<Tok>, Option<Side>) {
    let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
    let side = |w: &str| match w {
        "light" => Some(Side::Light),
        "dark" => Some(Side::Dark),
        _ => None,
    };
    let n = words.len();
    for (len, at) in [(2usize, 1usize), (3, 1), (3, 2), (4, 2)] {
        if n > len && words[n - len] == "as" {
            let tail = &words[n - len + 1..];
            let ok = match tail {
                [s] => side(s).is_some(),
                ["the", s] | [s, "side"] => side(s).is_some(),
                ["the", s, "side"] => side(s).is_some(),
                _ => false,
            };
            if ok {
                let s = side(words[n - len + at]);
                toks.truncate(n - len);
                return (toks, s);
            }
        }
    }
    (toks, None)
}

/// Words that lead a question's own frame and are no verb (`is`, `what`): the words a "to"
/// may precede are the frames' other leading words.
const QUESTION_WORDS: &[&str] = &[
    "is", "are", "does", "do", "what", "what's", "how", "who", "where", "where's", "which", "has",
    "have", "show", "count", "be",
];

/// The verbs of the frames (from the verb table): each frame's first word, or its first word
/// after a leading slot (`{c} land …`). A "to" before one of them is set aside (`for Slave I to
/// land`, `is it legal for Luke to move`).
pub fn verb_words() -> &'static [String] {
    static WORDS: OnceLock<Vec<String>> = OnceLock::new();
    WORDS.get_or_init(|| {
        let mut out: Vec<String> = Vec::new();
        for f in super::frames() {
            let first = match f.pattern.as_slice() {
                [El::Word(w), ..] | [El::Slot(..), El::Word(w), ..] => w,
                _ => continue,
            };
            for w in first {
                if !QUESTION_WORDS.contains(&w.as_str()) && !out.contains(w) {
                    out.push(w.clone());
                }
            }
        }
        out
    })
}

/// Sets aside what leads a question and means nothing to its frame: "please", "is it legal /
/// possible (for)", a leading "can"/"could"/"may"… with "I"/"we"/"you", and a "to" before a
/// verb of the frames.
pub fn strip_lead(mut toks: Vec<Tok>) -> Vec<Tok> {
    let word = |toks: &[Tok], i: usize| toks.get(i).map(|t| t.text.clone()).unwrap_or_default();
    if word(&toks, 0) == "please" {
        toks.remove(0);
    }
    // "is it legal for X to …", "would it be possible to …".
    if matches!(word(&toks, 0).as_str(), "is" | "would" | "will")
        && word(&toks, 1) == "it"
        && matches!(
            word(&toks, 2).as_str(),
            "legal" | "possible" | "ok" | "okay" | "allowed" | "be"
        )
    {
        toks.drain(..3);
        if matches!(
            word(&toks, 0).as_str(),
            "legal" | "possible" | "ok" | "okay" | "allowed"
        ) {
            toks.remove(0);
        }
        if matches!(word(&toks, 0).as_str(), "to" | "for") {
            toks.remove(0);
        }
    }
    if matches!(
        word(&toks, 0).as_str(),
        "can" | "could" | "may" | "might" | "will" | "would" | "should"
    ) && toks.len() > 1
    {
        toks.remove(0);
        if matches!(
            word(&toks, 0).as_str(),
            "i" | "we" | "you" | "they" | "someone" | "one"
        ) && toks.len() > 2
        {
            toks.remove(0);
        }
        if word(&toks, 0) == "still" {
            toks.remove(0);
        }
    }
    let verbs = verb_words();
    let mut i = 1;
    while i + 1 < toks.len() {
        if toks[i].text == "to" && !toks[i + 1].quoted && verbs.contains(&toks[i + 1].text) {
            toks.remove(i);
        } else {
            i += 1;
        }
    }
    toks
}

/// A question whose condition comes first (`if the wampa attacks Han, what happens`), written
/// with the condition last (`what happens if the wampa attacks Han`); `None` when it does not
/// begin with "if" / "when" or no question word follows.
pub fn condition_last(text: &str) -> Option<String> {
    let (toks, asker) = split_asker(tokens(text.trim()));
    let toks = strip_lead(toks);
    let first = toks.first()?;
    if !matches!(first.text.as_str(), "if" | "when" | "suppose") {
        return None;
    }
    let k = toks.iter().position(|t| {
        matches!(
            t.text.as_str(),
            "what" | "what's" | "who" | "who's" | "how" | "which" | "whose"
        )
    })?;
    let raw = |ts: &[Tok]| {
        ts.iter()
            .map(|t| t.raw.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let cond = match first.text.as_str() {
        "suppose" => format!("if {}", raw(&toks[1..k])),
        _ => raw(&toks[..k]),
    };
    let asker = asker.map_or(String::new(), |s| format!(" as {}", s.name()));
    Some(format!("{} {cond}{asker}", raw(&toks[k..])))
}

/// One element of a frame's pattern.
#[derive(Debug, Clone)]
pub enum El {
    /// One of these words.
    Word(Vec<String>),
    /// A card or location named in words (or a side).
    Slot(String, Want),
    /// These elements, or none of them.
    Optional(Vec<El>),
}

/// A frame's pattern (see [`super`] for the notation).
pub fn pattern(frame: &str) -> Vec<El> {
    fn one(w: &str) -> El {
        if let Some(inner) = w.strip_prefix('{').and_then(|w| w.strip_suffix('}')) {
            let (name, kind) = inner.split_once(':').unwrap_or((inner, "card"));
            let want = match kind {
                "loc" => Want::Loc,
                "dest" => Want::Dest,
                "deploy" => Want::Deploy,
                "side" => Want::Side,
                "num" => Want::Num,
                "rule" => Want::Rule,
                "class" => Want::Class,
                "text" => Want::Values,
                "cards" => Want::Cards,
                "question" => Want::Question,
                "here" => Want::Here,
                "weapon" => Want::Weapon,
                "character" => Want::Character,
                "any" => Want::Any,
                _ => Want::Card,
            };
            El::Slot(name.to_string(), want)
        } else {
            El::Word(w.split('|').map(str::to_string).collect())
        }
    }
    let mut out = Vec::new();
    let mut group: Option<Vec<El>> = None;
    for w in frame.split_whitespace() {
        let (open, w) = match w.strip_prefix('[') {
            Some(rest) => (true, rest),
            None => (false, w),
        };
        let (close, w) = match w.strip_suffix(']') {
            Some(rest) => (true, rest),
            None => (false, w),
        };
        if open {
            group = Some(Vec::new());
        }
        match group.as_mut() {
            Some(g) => g.push(one(w)),
            None => out.push(one(w)),
        }
        if close && let Some(g) = group.take() {
            out.push(El::Optional(g));
        }
    }
    out
}

/// A slot's binding: name, what it names, and its tokens `from..to`.
pub type Binding = Vec<(String, Want, usize, usize)>;

/// Every way the pattern matches the whole of `toks`.
pub fn matches(pattern: &[El], toks: &[Tok]) -> Vec<Binding> {
    let mut out = Vec::new();
    walk(pattern, toks, 0, &mut Vec::new(), &mut out);
    out
}

fn walk(pattern: &[El], toks: &[Tok], at: usize, bound: &mut Binding, out: &mut Vec<Binding>) {
    if out.len() > 64 {
        return;
    }
    let Some((first, rest)) = pattern.split_first() else {
        if at == toks.len() {
            out.push(bound.clone());
        }
        return;
    };
    match first {
        El::Word(alts) => {
            if toks
                .get(at)
                .is_some_and(|t| t.wild || (!t.quoted && alts.iter().any(|a| inflects(a, &t.text))))
            {
                walk(rest, toks, at + 1, bound, out);
            }
        }
        El::Slot(name, want) => {
            let longest = match want {
                Want::Side | Want::Num | Want::Rule | Want::Class | Want::Here => 1,
                _ => toks.len() - at,
            };
            for len in 1..=longest.min(toks.len().saturating_sub(at)) {
                bound.push((name.clone(), *want, at, at + len));
                walk(rest, toks, at + len, bound, out);
                bound.pop();
            }
        }
        El::Optional(group) => {
            let mut with: Vec<El> = group.clone();
            with.extend(rest.iter().cloned());
            walk(&with, toks, at, bound, out);
            walk(rest, toks, at, bound, out);
        }
    }
}

/// Is `typed` the frame's word `word`, or one of its everyday forms (`picks`, `duels`,
/// `attacked`, `landing`)?
fn inflects(word: &str, typed: &str) -> bool {
    if word == typed {
        return true;
    }
    // A long word with a letter amiss (`sheilded`).
    if word.len() >= 6 && typed.len() >= 6 && strsim::osa_distance(word, typed) == 1 {
        return true;
    }
    let Some(rest) = typed.strip_prefix(word) else {
        return false;
    };
    word.len() >= 3 && matches!(rest, "s" | "es" | "ed" | "d" | "ing")
}
