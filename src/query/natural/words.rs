//! The words of a question: tokens, what leads a question (set aside), the frames' patterns
//! and their matches.

use super::types::{Tok, Want};
use crate::catalog::normalize;
use crate::rulebook::Side;
use std::sync::OnceLock;

/// The longest word a question in words reads (issue 38 item 7): no title's word, nor three of
/// them run together (`quigon`), with `'s`, is longer (a test holds this against the catalog).
/// A longer word is no word of a question, and reading it would cost every card its length.
pub const MAX_WORD_BYTES: usize = 48;

/// The first word too long to read ([`MAX_WORD_BYTES`]): not quoted, and no id of the board.
pub fn too_long(toks: &[Tok], is_id: impl Fn(&str) -> bool) -> Option<&Tok> {
    toks.iter().find(|t| {
        !t.quoted && t.text.len() > MAX_WORD_BYTES && !is_id(t.text.trim_start_matches('@'))
    })
}

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
                comma: text[end..].trim_start().starts_with(','),
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
                comma: text[e..end].contains(','),
            });
        }
        i = end;
    }
    // `take off`, `lift off`, `blast off` are one verb.
    let mut joined: Vec<Tok> = Vec::with_capacity(out.len());
    for t in out {
        if let Some(prev) = joined.last_mut()
            && t.text == "off"
            && let Some(verb) = match prev.text.as_str() {
                "take" | "takes" | "took" | "taking" | "taken" => Some("take"),
                "lift" | "lifts" | "lifted" | "lifting" => Some("lift"),
                "blast" | "blasts" | "blasted" | "blasting" => Some("blast"),
                _ => None,
            }
        {
            prev.text = format!("{verb}-off");
            prev.raw = format!("{} {}", prev.raw, t.raw);
            prev.end = t.end;
            continue;
        }
        let mut t = t;
        if t.text == "takeoff" {
            t.text = "take-off".into();
        }
        // An arrow is `to` (`going the plains -> the ridge`); its raw text stays, so a name
        // said right before it is where the card goes from ([`arrow`]).
        if arrow(&t) {
            t.text = "to".into();
        }
        joined.push(t);
    }
    sides(contractions(joined))
}

/// Is the token an arrow said for `to` (`->`, `=>`, `→`)?
pub fn arrow(t: &Tok) -> bool {
    !t.quoted && matches!(t.raw.as_str(), "->" | "-->" | "=>" | "\u{2192}" | ">")
}

/// `what's` is `what is`, `can't` is `can` (a question asked in the negative is the same
/// question), `can not` is `can`.
fn contractions(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len() + 2);
    for t in toks {
        if t.quoted {
            out.push(t);
            continue;
        }
        let split = match t.text.as_str() {
            "what's" | "whats" => Some("what"),
            "where's" | "wheres" => Some("where"),
            "who's" | "whos" => Some("who"),
            "how's" | "hows" => Some("how"),
            _ => None,
        };
        if let Some(w) = split {
            out.push(Tok {
                text: w.into(),
                ..t.clone()
            });
            // Said with the word before it: it shows in no phrase.
            out.push(Tok {
                text: "is".into(),
                raw: String::new(),
                ..t
            });
            continue;
        }
        let plain = match t.text.as_str() {
            "can't" | "cant" | "cannot" => Some("can"),
            // Chat shorthand for a role word.
            "w/" => Some("with"),
            "thru" => Some("through"),
            "onboard" => Some("aboard"),
            // A title word's shorthand (`green sq 1`).
            "sq" | "sqd" | "sqdn" | "sqn" => Some("squadron"),
            "couldn't" | "couldnt" => Some("could"),
            "won't" | "wont" => Some("will"),
            "wouldn't" | "wouldnt" => Some("would"),
            "shouldn't" | "shouldnt" => Some("should"),
            "isn't" | "isnt" => Some("is"),
            "aren't" | "arent" => Some("are"),
            "doesn't" | "doesnt" => Some("does"),
            "don't" | "dont" => Some("do"),
            _ => None,
        };
        if let Some(w) = plain {
            out.push(Tok {
                text: w.into(),
                ..t
            });
            continue;
        }
        // `on board the judicator`: aboard it.
        if t.text == "board"
            && let Some(prev) = out.last_mut()
            && prev.text == "on"
            && !prev.quoted
        {
            prev.text = "aboard".into();
            prev.raw = format!("{} {}", prev.raw, t.raw);
            prev.end = t.end;
            continue;
        }
        // `move next to the speeder`: a place said by a card standing there, after a word
        // of a move (`to the place with the speeder`, read as where the speeder is).
        if t.text == "to"
            && let [.., before, next] = out.as_slice()
            && next.text == "next"
            && !next.quoted
            && !before.quoted
            && (MOVED_NEXT_TO.contains(&before.text.as_str())
                || MOVED_NEXT_TO
                    .iter()
                    .any(|w| w.len() > 2 && inflects(w, &before.text)))
        {
            let next = out.pop().unwrap_or_else(|| t.clone());
            let said = |text: &str, raw: &str, from: &Tok| Tok {
                text: text.into(),
                raw: raw.into(),
                ..from.clone()
            };
            out.push(said("to", &next.raw, &next));
            out.push(said("the", "", &next));
            out.push(said("place", "", &next));
            out.push(said("with", &t.raw, &t));
            continue;
        }
        if t.text == "not"
            && let Some(prev) = out.last_mut()
            && matches!(prev.text.as_str(), "can" | "could" | "may")
        {
            prev.raw = format!("{} {}", prev.raw, t.raw);
            prev.end = t.end;
            continue;
        }
        out.push(t);
    }
    out
}

/// Words of a move said right before `next to` (`go next to`, `get him next to`): the words
/// after are a place said by a card standing there.
const MOVED_NEXT_TO: &[&str] = &[
    "move", "go", "get", "head", "walk", "fly", "drive", "run", "ride", "travel", "jump", "hop",
    "over", "up", "down", "back", "across", "it", "him", "her", "them", "deploy", "land", "react",
    "come", "send", "bring", "take", "march", "park", "put", "place", "drop",
];

/// The side a word names: `light`/`dark` with `side`, and what players call the sides
/// (`the rebels`, `the empire`); `'s` when the word is a possessive.
fn side_word(w: &str) -> Option<(&'static str, bool)> {
    let (stem, owned) = match w.strip_suffix("'s").or_else(|| w.strip_suffix('\'')) {
        Some(s) => (s, true),
        None => (w, false),
    };
    let side = match stem {
        "rebels" | "alliance" | "rebs" => "light",
        "empire" | "imperials" | "imps" => "dark",
        _ => return None,
    };
    Some((side, owned))
}

/// A side said in words is one word, `light` or `dark` (`light's` when it owns):
/// `the dark side`, `light side's`, `the rebels`, `the rebel alliance`, `the empire's`.
fn sides(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    let next: Vec<Option<String>> = (0..toks.len())
        .map(|i| toks.get(i + 1).map(|t| t.text.clone()))
        .collect();
    for (i, t) in toks.into_iter().enumerate() {
        if t.quoted {
            out.push(t);
            continue;
        }
        let n = out.len();
        // `light side`, `dark side's`.
        if matches!(t.text.as_str(), "side" | "side's" | "sides")
            && let Some(prev) = out.last_mut()
            && matches!(prev.text.as_str(), "light" | "dark")
        {
            if t.text == "side's" {
                prev.text.push_str("'s");
            }
            prev.raw = format!("{} {}", prev.raw, t.raw);
            prev.end = t.end;
            continue;
        }
        // `the rebels`, `the (rebel) alliance`, `the (galactic) empire`: after `the` only.
        if let Some((side, owned)) = side_word(&t.text) {
            let mut at = n;
            if at > 0 && matches!(out[at - 1].text.as_str(), "rebel" | "galactic") {
                at -= 1;
            }
            if at > 0 && out[at - 1].text == "the" {
                let first = out.get(at).map_or(t.start, |x| x.start);
                let mut raw: Vec<String> = out.drain(at..).map(|x| x.raw).collect();
                raw.push(t.raw.clone());
                out.push(Tok {
                    text: if owned {
                        format!("{side}'s")
                    } else {
                        side.to_string()
                    },
                    raw: raw.join(" "),
                    start: first,
                    ..t
                });
                continue;
            }
            // A people said without `the` (`do rebels have presence`, `can imps deploy …`,
            // `… for rebels`): a side where it stands as the subject or the object of a
            // question, never before a card's words (`rebels rifle` is a possessive, read with
            // the card).
            let lead = out.last().map(|x| x.text.as_str());
            // `empire` (no plural) only before an act the side does (`empire presence at …`),
            // never at the question's end (`… the strikes of the empire`).
            let people = t.text.ends_with('s')
                || next[i]
                    .as_deref()
                    .is_some_and(|w| SIDE_ACTS.contains(&w) || PEOPLE_AFTER.contains(&w));
            if people
                && lead.is_none_or(|w| PEOPLE_BEFORE.contains(&w))
                && next[i]
                    .as_deref()
                    .is_none_or(|w| PEOPLE_AFTER.contains(&w) || SIDE_ACTS.contains(&w))
            {
                out.push(Tok {
                    text: side.to_string(),
                    ..t
                });
                continue;
            }
        }
        // `the jedi`, `the sith` (Young Jedi's sides as players call them): a side only before
        // an act a side does (`can the jedi evacuate …`, `the sith have presence …`), never
        // before a title's words (`the jedi council`).
        if let Some(side) = match t.text.as_str() {
            "jedi" | "jedis" => Some("light"),
            "sith" | "siths" => Some("dark"),
            _ => None,
        } && n > 0
            && out[n - 1].text == "the"
            && next[i]
                .as_deref()
                .is_some_and(|w| SIDE_ACTS.contains(&w) || PEOPLE_AFTER.contains(&w))
        {
            let the = out.pop().map(|x| (x.start, x.raw)).unwrap_or_default();
            out.push(Tok {
                text: side.to_string(),
                raw: format!("{} {}", the.1, t.raw),
                start: the.0,
                ..t
            });
            continue;
        }
        out.push(t);
    }
    out
}

/// The acts a side does, said right after a people that names it (`rebels presence at …`,
/// `can the jedi evacuate …`): the people is that side.
const SIDE_ACTS: &[&str] = &["presence", "evacuate", "evac", "evacuates"];

/// The words a people said without `the` follows as a side (`do rebels have …`).
const PEOPLE_BEFORE: &[&str] = &[
    "do", "does", "did", "can", "could", "will", "would", "should", "may", "might", "for", "if",
    "when", "are", "have", "has", "vs", "against", "to", "as",
];

/// The words a people said without `the` comes before as a side (`rebels have`, `imps
/// deploy`), or the question's end.
const PEOPLE_AFTER: &[&str] = &[
    "have", "has", "had", "get", "gets", "got", "control", "controls", "hold", "holds", "deploy",
    "win", "wins", "need", "needs", "want", "wants", "can", "could", "do", "does", "still", "at",
    "in", "on", "there", "here", "now", "rn",
];

/// `… as light` / `… as the dark side` at the end: who asks.
pub fn split_asker(mut toks: Vec<Tok>) -> (Vec<Tok>, Option<Side>) {
    let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
    let side = |w: &str| match w {
        "light" => Some(Side::Light),
        "dark" => Some(Side::Dark),
        _ => None,
    };
    let n = words.len();
    for len in [2usize, 3, 4] {
        if n > len && words[n - len] == "as" {
            // The side, wherever the words put it (`as the dark side` is `as`, `the`, `dark`).
            let s = match &words[n - len + 1..] {
                [s] | ["the", s] | [s, "side"] | ["the", s, "side"] => side(s),
                _ => None,
            };
            if s.is_some() {
                toks.truncate(n - len);
                return (toks, s);
            }
        }
    }
    match side_first(&toks) {
        Some((k, s)) => {
            toks.drain(..k);
            (toks, Some(s))
        }
        None => (toks, None),
    }
}

/// `… for the light side` / `… for dark` at the end: where the words as written are not read, a
/// side said last after `for` is who asks, as `as` says it (`how much would it cost to deploy …
/// for the light side`). Where `for` and the side sit in the text, and the side. (A reading
/// that needs the side, `presence at north ridge for dark`, reads the words as written first.)
pub fn trailing_for_side(text: &str) -> Option<(usize, Side)> {
    let toks = tokens(text.trim_end_matches(['?', '!', '.', ' ']));
    let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
    let n = words.len();
    [2usize, 3, 4].into_iter().find_map(|len| {
        if n <= len + 1 || words[n - len] != "for" || toks[n - len..].iter().any(|t| t.quoted) {
            return None;
        }
        let side = match &words[n - len + 1..] {
            [s] | ["the", s] | [s, "side"] | ["the", s, "side"] => match *s {
                "light" => Side::Light,
                "dark" => Side::Dark,
                _ => return None,
            },
            _ => return None,
        };
        Some((toks[n - len].start, side))
    })
}

/// `is red 5 landed at the snow trench`: a state asked with the place it is in, where the words
/// as written are not read: the question without `landed` (`is red 5 at the snow trench`,
/// where it is: a starship at a site has landed there).
/// (Without a place, `is red 5 landed` is not read so: where it is present is another question.)
/// The question so said (`has red 5 landed on …` is `is red 5 on …`).
pub fn landed_at(text: &str) -> Option<String> {
    let toks = tokens(text);
    let open = match toks.first().map(|t| t.text.as_str()) {
        Some("is" | "has") => "is",
        Some("are" | "have") => "are",
        _ => return None,
    };
    let k = (2..toks.len().saturating_sub(1)).find(|&k| {
        toks[k].text == "landed"
            && !toks[k].quoted
            && matches!(toks[k + 1].text.as_str(), "at" | "on" | "in")
    })?;
    Some(format!(
        "{open} {}{}",
        &text[toks[1].start..toks[k].start],
        &text[toks[k + 1].start..]
    ))
}

/// The words that may lead a side said first, as who acts (`as dark, …`, `playing light …`,
/// `i'm dark, …`, `for the light side, …`).
const SIDE_LEADS: &[&str] = &[
    "as", "playing", "play", "for", "i", "am", "i'm", "im", "we", "are",
];

/// A side said first as who acts: how many words said it, and the side. Only with a stop
/// after it, a comma or a colon (`as dark, can …`, `empire: can …`, `light side question: …`,
/// `dark here: …`, `rebel player asking: …`, `dark asks: …`), or led by `playing` / `i'm` / `i am` (`playing light can …`): never a side
/// that is the question's subject (`light side wants to …`, read by meaning).
fn side_first(toks: &[Tok]) -> Option<(usize, Side)> {
    let word = |t: &Tok| t.text.trim_end_matches(':').to_string();
    let lead = toks
        .iter()
        .take(3)
        .take_while(|t| !t.quoted && SIDE_LEADS.contains(&word(t).as_str()))
        .count();
    let at = lead + usize::from(toks.get(lead).is_some_and(|t| t.text == "the"));
    let t = toks.get(at).filter(|t| !t.quoted)?;
    let side = match word(t).as_str() {
        "light" | "rebels" | "rebel" | "alliance" | "rebs" => Side::Light,
        "dark" | "empire" | "imperials" | "imperial" | "imps" => Side::Dark,
        _ => return None,
    };
    let stop = |t: &Tok| t.comma || t.raw.ends_with(':');
    // What may follow the side before the stop: `side`, `here`, `question`.
    let mut end = at;
    while !stop(&toks[end])
        && toks.get(end + 1).is_some_and(|n| {
            !n.quoted
                && matches!(
                    word(n).as_str(),
                    "side"
                        | "here"
                        | "question"
                        | "q"
                        | "player"
                        | "players"
                        | "asks"
                        | "asking"
                        | "asked"
                        | "speaking"
                )
        })
    {
        end += 1;
    }
    let leads: Vec<&str> = toks[..lead].iter().map(|t| t.text.as_str()).collect();
    let playing = leads
        .iter()
        .any(|w| matches!(*w, "playing" | "am" | "i'm" | "im"));
    // `as dark can i …`, `for the rebels how much …`: led by `as` or `for` alone, the side
    // ends where a question opens, without a stop.
    let opens = leads.len() == 1
        && matches!(leads[0], "as" | "for")
        && toks
            .get(end + 1)
            .is_some_and(|n| !n.quoted && opens_question(&word(n)));
    // Something must be left to ask, and the side must be said as who acts.
    (toks.len() > end + 2 && (stop(&toks[end]) || (playing && end == at) || opens))
        .then_some((end + 1, side))
}

/// The words a question opens with, after a side said first without a stop (`as dark can i
/// …`).
const QUESTION_OPENS: &[&str] = &[
    "can", "could", "may", "might", "would", "will", "should", "is", "are", "does", "do", "did",
    "how", "what", "whats", "what's", "who", "whos", "who's", "where", "which", "when",
];

/// Does a question open with word `w`: a word players open one with, or the first word of a
/// verb of the language (`cost`, `landspeed`, `reach`)?
fn opens_question(w: &str) -> bool {
    QUESTION_OPENS.contains(&w)
        || crate::query::verbs::VERBS
            .iter()
            .any(|v| v.name.split(' ').next() == Some(w))
}

/// How players say `can` (the modal the canonical question starts with), longest first.
const CAN_SAID: &[&[&str]] = &[
    &["is", "it", "legal", "for", "me", "to"],
    &["is", "it", "legal", "for", "us", "to"],
    &["would", "it", "be", "legal", "to"],
    &["is", "it", "legal", "to"],
    &["is", "it", "possible", "to"],
    &["is", "it", "ok", "to"],
    &["is", "it", "okay", "to"],
    &["is", "it", "allowed", "to"],
    &["am", "i", "allowed", "to"],
    &["are", "we", "allowed", "to"],
    &["am", "i", "able", "to"],
    &["are", "we", "able", "to"],
    &["can", "i"],
    &["can", "we"],
    &["could", "i"],
    &["could", "we"],
    &["may", "i"],
    &["may", "we"],
    &["could"],
    &["may"],
    &["might"],
];

/// Everyday words said anywhere beside a canonical question (`rn`, `please`, `right now`,
/// `still`), never a word of the language.
const BESIDE_CANONICAL: &[&[&str]] = &[
    &["right", "now"],
    &["at", "the", "moment"],
    &["this", "turn"],
    &["a", "second"],
    &["rn"],
    &["please"],
    &["pls"],
    &["plz"],
    &["still"],
    &["like"],
    &["just"],
    &["actually"],
    &["really"],
    &["basically"],
    &["currently"],
    &["legally"],
    &["now"],
];

/// A canonical question typed with what players say around it (issue 37): `can` said as
/// `could` / `is it legal to` / `am i allowed to`, filler anywhere (`rn`, `still`, `please`,
/// `right now`) and a side said first or last. The words left for the query language's own
/// syntax, the side said, and the filler set aside (named as not used); `None` when nothing
/// is set aside. A quoted title is never cut.
pub fn canonical_core(toks: &[Tok]) -> Option<(Vec<Tok>, Option<Side>, Vec<String>)> {
    let (mut out, first) = split_asker(toks.to_vec());
    let plain = |t: &Tok, w: &str| !t.quoted && t.text == w;
    let mut changed = first.is_some();
    if let Some(said) = CAN_SAID
        .iter()
        .find(|c| out.len() > c.len() && c.iter().zip(out.iter()).all(|(w, t)| plain(t, w)))
    {
        let mut can = out[0].clone();
        can.text = "can".into();
        can.end = out[said.len() - 1].end;
        out.splice(..said.len(), [can]);
        changed = true;
    }
    let mut dropped = Vec::new();
    let mut i = 0;
    while i < out.len() {
        // (Not a word a title says beside its neighbour: `this is still wrong`.)
        let near = |k: Option<usize>| k.and_then(|k| out.get(k)).map_or("", |t| t.text.as_str());
        let cut = BESIDE_CANONICAL.iter().find(|f| {
            i + f.len() <= out.len()
                && f.iter().zip(&out[i..]).all(|(w, t)| plain(t, w))
                && !(f.len() == 1 && titled_beside(f[0], near(i.checked_sub(1)), near(Some(i + 1))))
        });
        match cut {
            Some(f) if out.len() > f.len() => {
                dropped.extend(out.drain(i..i + f.len()).map(|t| t.raw));
            }
            _ => i += 1,
        }
    }
    let (out, last) = split_asker(out);
    let side = match (first, last) {
        (Some(a), Some(b)) if a != b => return None,
        (a, b) => a.or(b),
    };
    changed |= last.is_some() || !dropped.is_empty();
    changed.then_some((out, side, dropped))
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
        // The frames as the verb table writes them (the reader's `frames()` are these).
        let frames = crate::query::verbs::VERBS
            .iter()
            .flat_map(|v| v.frames.iter().map(|(text, _)| pattern(text)));
        for pattern in frames {
            let first = match pattern.as_slice() {
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

/// Modal words that may lead a question (`can't` is read as `can` already).
pub(super) const MODALS: &[&str] = &["can", "could", "may", "might", "will", "would", "should"];

/// Words that say nothing of the question after its subject, before its verb (`can Qui-Gon
/// still battle`).
const ADVERBS: &[&str] = &[
    "still",
    "currently",
    "actually",
    "really",
    "legally",
    "even",
    "also",
];

/// Words that end a question and mean nothing to its frame: `please`, `right now`, `this
/// turn`.
const TRAILING: &[&[&str]] = &[
    &["at", "the", "moment"],
    &["right", "now"],
    &["real", "quick"],
    &["quickly"],
    &["asap"],
    &["this", "turn"],
    &["this", "phase"],
    // A card's hand said after where it goes (`can venka go to the cantina from my hand`: it
    // is deployed, the frame of a card in hand says so).
    &["from", "my", "hand"],
    &["from", "hand"],
    // Where the card already stands, said of an act made from there (`can maul duel mace
    // windu from here`): the board says where it is.
    &["from", "here"],
    &["from", "where", "he", "is"],
    &["from", "where", "she", "is"],
    &["from", "where", "it", "is"],
    &["from", "where", "they", "are"],
    &["from", "where", "he's"],
    &["from", "where", "she's"],
    &["from", "where", "it's"],
    &["please"],
    &["though"],
    &["now"],
    &["currently"],
    &["yet"],
    &["still"],
    &["anymore"],
    &["again"],
    &["right"],
    &["or", "not"],
    &["out", "there"],
    &["ok"],
    &["okay"],
    &["yes", "or", "no"],
    &["is", "that", "legal"],
    &["is", "that", "allowed"],
    &["is", "it", "legal"],
    &["was", "that", "legal"],
    &["was", "it", "legal"],
    &["was", "that", "allowed"],
];

/// Words after a comma that ask what follows from what the words before state (`only the
/// cruiser makes it out of the evac from naboo, then what`, `…, outcome?`): the statement is
/// the question ([`without_outcome_tag`]).
const OUTCOME_TAGS: &[&[&str]] = &[
    &["then", "what"],
    &["then", "what", "happens"],
    &["what", "then"],
    &["what", "happens", "then"],
    &["and", "then"],
    &["outcome"],
    &["the", "outcome"],
    &["what's", "the", "outcome"],
    &["whats", "the", "outcome"],
    &["what", "is", "the", "outcome"],
    &["result"],
    &["the", "result"],
    &["what's", "the", "result"],
    &["whats", "the", "result"],
    &["what", "is", "the", "result"],
];

/// The words without an [`OUTCOME_TAGS`] tag closing a statement after its comma (before a
/// row of acts is looked for in its `then`); `None` where there is none, or where the words
/// open with a condition (`if …, what happens`: the condition is put last instead).
pub fn without_outcome_tag(text: &str) -> Option<String> {
    let text = text.trim().trim_end_matches(['?', '!', '.', ' ']);
    let toks = tokens(text);
    if matches!(
        word_at(&toks, 0).as_str(),
        "if" | "when" | "suppose" | "what" | "what's" | "whats"
    ) {
        return None;
    }
    let n = toks.len();
    let tag = OUTCOME_TAGS.iter().find(|tag| {
        n > tag.len() + 2
            && toks[n - tag.len() - 1].comma
            && tag
                .iter()
                .enumerate()
                .all(|(i, w)| word_at(&toks, n - tag.len() + i) == *w)
    })?;
    let cut = toks[n - tag.len() - 1].end;
    Some(text[..cut].trim_end_matches([',', ' ']).to_string())
}

/// Words that close a question asking whether what it says may be done, or asking to be
/// agreed with (`…, legal?`, `… right?`, `… yeah?`): said last, after a comma or before the
/// question mark ([`closing_tag`]).
const CLOSING_TAGS: &[&str] = &[
    "legal",
    "allowed",
    "possible",
    "permitted",
    "ok",
    "okay",
    "fine",
    "legit",
    "kosher",
    "right",
    "yes",
    "yeah",
    "yea",
    "yep",
    "correct",
    "true",
    "valid",
    "no",
];

/// The words without a tag that closes them (`deploy … to the scarif system, legal?`, `can
/// luke move there right?`, `… as dark yeah?`): the text before the tag, and the tag as typed;
/// `None` where no tag closes it. Filler said last (`tho`, `rn`) is such a tag wherever it
/// stands; another tag is the last word, after a comma or before a `?`, after
/// at least three words of the question, and never the last word of a title said with the word
/// before it (a title may end in `Right`, `Yes`).
pub fn closing_tag(text: &str) -> Option<(String, String)> {
    let text = text.trim_end();
    let toks = tokens(text);
    let n = toks.len();
    if n < 4 {
        return None;
    }
    let (prev, last) = (&toks[n - 2], &toks[n - 1]);
    // Filler said last (`… as dark tho`, `… rn`): set aside whatever comes before it.
    if !last.quoted
        && (is_filler(&last.text, filler::ANYWHERE) || last.text == "though")
        && !titled_beside(&last.text, &prev.text, "")
    {
        let before = text[..last.start]
            .trim_end()
            .trim_end_matches([',', ' ', '-']);
        return Some((before.to_string(), last.raw.clone()));
    }
    // An act stated with its verb, then asked of by a tag (`zev wants to fly rogue 2 up to
    // the north ridge, can he`): the statement is the question, the tag said as not used.
    if n >= 5
        && toks[n - 3].comma
        && !prev.quoted
        && !last.quoted
        && matches!(prev.text.as_str(), "can" | "could" | "may" | "might")
        && matches!(
            last.text.as_str(),
            "he" | "she" | "it" | "they" | "i" | "we" | "you"
        )
        && toks[..n - 2].iter().skip(1).any(|t| {
            !t.quoted
                && verb_words()
                    .iter()
                    .any(|v| v.len() > 2 && inflects(v, &t.text))
        })
    {
        let before = text[..prev.start]
            .trim_end()
            .trim_end_matches([',', ' ', '-']);
        return Some((
            before.to_string(),
            text[prev.start..].trim_end_matches('?').to_string(),
        ));
    }
    if last.quoted || prev.quoted && !prev.comma || !CLOSING_TAGS.contains(&last.text.as_str()) {
        return None;
    }
    let asked = text[last.end..].contains('?');
    if !(prev.comma || asked) {
        return None;
    }
    // `is that legal`, `or not`: the trailing words that ask it so are read elsewhere.
    if !prev.comma
        && matches!(
            prev.text.as_str(),
            "is" | "it" | "that" | "or" | "be" | "not"
        )
    {
        return None;
    }
    if !prev.comma && titled_beside(&last.text, &prev.text, "") {
        return None;
    }
    let before = text[..last.start]
        .trim_end()
        .trim_end_matches([',', ' ', '-']);
    Some((before.to_string(), last.raw.clone()))
}

/// The act made by the card alone, said after an act (`deploy … by himself`, `walk … on
/// foot`): the act asks it so. (Not after `is`: `is han by himself` asks whether he is alone.)
const ALONE_AFTER_ACT: &[&[&str]] = &[
    &["by", "himself"],
    &["by", "herself"],
    &["by", "itself"],
    &["by", "themselves"],
    &["on", "his", "own"],
    &["on", "her", "own"],
    &["on", "its", "own"],
    &["on", "their", "own"],
    &["on", "foot"],
];

/// The views of [`FILLER_WORDS`]: where a filler word is set aside.
pub(super) mod filler {
    /// Set aside wherever it stands, and named as not used (`rn`, `tbh`).
    pub const ANYWHERE: u8 = 1;
    /// Set aside by [`super::strip_lead`] where it leads, trails or stands between a
    /// question's words, and named as not used (`hey`, `still`, `right now`).
    pub const LEAD: u8 = 2;
    /// May stand unused beside a name in a reading by meaning (`the walker rn`).
    pub const BESIDE_NAME: u8 = 4;
    /// Says nothing of where a card stands in a clause that describes it (`that's already
    /// down at …`).
    pub const CLAUSE: u8 = 8;
}

/// Everyday words that say nothing a question needs: one list, each with the views
/// ([`filler`]) it belongs to; each reader asks [`is_filler`] with its view.
const FILLER_WORDS: &[(&str, u8)] = {
    use filler::*;
    &[
        ("rn", ANYWHERE | BESIDE_NAME),
        ("tho", ANYWHERE | BESIDE_NAME),
        ("own", LEAD),
        ("guy", LEAD),
        ("dude", LEAD),
        ("buddy", LEAD),
        ("pal", LEAD),
        ("boy", LEAD),
        ("empty", LEAD | BESIDE_NAME),
        ("unpiloted", LEAD | BESIDE_NAME),
        ("unmanned", LEAD | BESIDE_NAME),
        ("pilotless", LEAD | BESIDE_NAME),
        ("uncrewed", LEAD | BESIDE_NAME),
        ("just", ANYWHERE | BESIDE_NAME | CLAUSE),
        ("actually", ANYWHERE | BESIDE_NAME),
        ("really", ANYWHERE | BESIDE_NAME),
        ("basically", ANYWHERE),
        ("atm", ANYWHERE),
        ("lol", ANYWHERE | BESIDE_NAME),
        ("lmao", ANYWHERE),
        ("tbh", ANYWHERE),
        ("btw", ANYWHERE),
        ("pls", ANYWHERE),
        ("plz", ANYWHERE),
        ("imo", ANYWHERE),
        ("out", LEAD | CLAUSE),
        ("there", LEAD),
        ("hey", LEAD),
        ("hi", LEAD),
        ("yo", LEAD),
        ("um", LEAD),
        ("uh", LEAD),
        ("hmm", LEAD),
        ("well", LEAD),
        ("ok", LEAD | BESIDE_NAME),
        ("okay", LEAD | BESIDE_NAME),
        ("alright", LEAD),
        ("so", LEAD),
        ("quick", LEAD),
        ("quickly", LEAD | BESIDE_NAME),
        ("real", LEAD),
        ("asap", LEAD),
        ("q", LEAD),
        ("question", LEAD),
        ("right", LEAD | BESIDE_NAME | CLAUSE),
        ("now", LEAD | BESIDE_NAME | CLAUSE),
        ("even", LEAD | BESIDE_NAME),
        ("straight", LEAD),
        ("second", LEAD | BESIDE_NAME),
        ("over", LEAD | BESIDE_NAME),
        ("think", LEAD),
        ("guess", LEAD),
        ("believe", LEAD),
        ("wonder", LEAD),
        ("still", LEAD | CLAUSE),
        ("currently", LEAD | BESIDE_NAME | CLAUSE),
        ("yet", LEAD | BESIDE_NAME),
        ("anymore", LEAD),
        ("again", LEAD | BESIDE_NAME),
        ("away", BESIDE_NAME | LEAD),
        ("time", BESIDE_NAME),
        ("first", BESIDE_NAME),
        ("today", BESIDE_NAME),
        ("already", BESIDE_NAME | CLAUSE),
        ("once", BESIDE_NAME),
        ("twice", BESIDE_NAME),
        ("too", BESIDE_NAME),
        ("also", BESIDE_NAME),
        ("maybe", BESIDE_NAME),
        ("anyway", BESIDE_NAME),
        ("instead", BESIDE_NAME | LEAD),
        ("here", BESIDE_NAME),
        ("legally", BESIDE_NAME),
        ("turn", BESIDE_NAME),
        ("phase", BESIDE_NAME),
        ("please", LEAD | BESIDE_NAME),
        ("like", LEAD | BESIDE_NAME),
        ("want", BESIDE_NAME),
        ("wants", BESIDE_NAME),
        ("wanna", BESIDE_NAME),
        ("try", BESIDE_NAME),
        ("tries", BESIDE_NAME),
        ("trying", BESIDE_NAME),
        ("going", BESIDE_NAME),
        ("gonna", BESIDE_NAME),
        ("need", BESIDE_NAME),
        ("needs", BESIDE_NAME),
        ("or", BESIDE_NAME),
        ("yes", BESIDE_NAME),
        // An everyday adjective said of a character before the name (`young anakin`, `old
        // ben`): the name says which card; a title that says the word with it keeps it.
        ("young", BESIDE_NAME | LEAD),
        ("old", BESIDE_NAME | LEAD),
        ("little", BESIDE_NAME | LEAD),
        ("lil", BESIDE_NAME | LEAD),
        // Set aside where they only stress a state (`all alone`) or say a card survived
        // (`makes it through`), or between a particle and a place (`up there at`).
        ("all", LEAD),
        ("completely", LEAD),
        ("totally", LEAD),
        ("entirely", LEAD),
        ("quite", LEAD),
        ("through", LEAD),
        ("home", LEAD),
        ("alive", LEAD),
        ("there", LEAD),
        ("is", CLAUSE),
        ("are", CLAUSE),
        ("was", CLAUSE),
        ("sitting", CLAUSE),
        ("standing", CLAUSE),
        ("parked", CLAUSE),
        ("waiting", CLAUSE),
        ("down", CLAUSE),
        ("up", CLAUSE),
    ]
};

/// Is `w` a filler word of one of the `views` ([`filler`])?
pub(super) fn is_filler(w: &str, views: u8) -> bool {
    FILLER_WORDS.iter().any(|&(f, v)| f == w && v & views != 0)
}

/// What opens a question and means nothing to it: `hey`, `quick q`, `ok so`.
const OPENERS: &[&[&str]] = &[
    &["hey"],
    &["hi"],
    &["yo"],
    &["um"],
    &["uh"],
    &["hmm"],
    &["well"],
    &["ok"],
    &["okay"],
    &["alright"],
    &["so"],
    &["quick", "q"],
    &["quick", "question"],
    &["question"],
    &["q"],
];

/// The filler words of `said` that [`strip_lead`] set aside (not in `kept`), as typed.
/// (`like` of `would like to` is the intent's word, read as the question's `can`.)
pub fn filler_set_aside(said: &[Tok], kept: &[Tok]) -> Vec<String> {
    said.iter()
        .enumerate()
        .filter(|&(i, t)| {
            let w = t.text.as_str();
            let intent = w == "like"
                && i.checked_sub(1)
                    .is_some_and(|k| WOULD.contains(&said[k].text.as_str()));
            !t.quoted && !intent && is_filler(w, filler::ANYWHERE | filler::LEAD)
        })
        .filter(|(_, t)| !kept.iter().any(|k| k.start == t.start))
        .map(|(_, t)| t.raw.clone())
        .collect()
}

/// Acts named by their noun (`is an evacuation of coruscant possible`), with the verb that
/// asks them.
const NOUNS: &[(&str, &str)] = &[
    ("evacuation", "evacuate"),
    ("deployment", "deploy"),
    ("landing", "land"),
    ("takeoff", "take-off"),
    ("take-off", "take-off"),
    ("transfer", "transfer"),
    ("move", "move"),
    ("duel", "duel"),
    ("battle", "battle"),
    ("bombing", "bomb"),
    ("react", "react"),
    ("reaction", "react"),
];

/// Words the leads use that no frame does, so a question they lead is words, never a
/// canonical question mistyped.
pub const LEAD_WORDS: &[&str] = &[
    "please",
    "why",
    "am",
    "allowed",
    "permitted",
    "able",
    "legal",
    "possible",
    "still",
    "might",
    "should",
    "would",
    "will",
    "could",
    "may",
    "can",
    "it",
];

/// Sets aside what leads a question and means nothing to its frame: "please", "why", "is it
/// legal / possible (for)", "is X allowed to", "am I allowed to", a leading "can"/"could"/
/// "may"… with "I"/"we"/"you" or a side (then that side asks: returned), an adverb before a
/// verb ("still"), what trails ("please", "right now", "this turn"), and a "to" before a verb
/// of the frames.
pub fn strip_lead(mut toks: Vec<Tok>) -> (Vec<Tok>, Option<Side>) {
    let word = word_at;
    let verbs = verb_words();
    if word(&toks, 0) == "please" {
        toks.remove(0);
    }
    set_aside_filler(&mut toks);
    // What trails (and, after an act, that the card makes it alone).
    let state = matches!(word(&toks, 0).as_str(), "is" | "are" | "was" | "were");
    let alone: &[&[&str]] = if state { &[] } else { ALONE_AFTER_ACT };
    loop {
        let n = toks.len();
        let cut = TRAILING.iter().chain(alone).find(|tail| {
            n > tail.len() + 1
                && tail
                    .iter()
                    .enumerate()
                    .all(|(i, w)| word(&toks, n - tail.len() + i) == *w)
        });
        match cut {
            Some(tail) => toks.truncate(n - tail.len()),
            None => break,
        }
    }
    // `…, legal?`: a word after a comma asking whether what comes before may be done.
    let n = toks.len();
    if n > 3
        && toks[n - 2].comma
        && matches!(
            word(&toks, n - 1).as_str(),
            "legal"
                | "allowed"
                | "possible"
                | "ok"
                | "okay"
                | "permitted"
                | "fine"
                | "legit"
                | "kosher"
                | "right"
                | "yes"
        )
    {
        toks.truncate(n - 1);
    }
    act_by_noun(&mut toks);
    cost_by_noun(&mut toks, verbs);
    empty_list(&mut toks);
    // "why can't …" asks whether it can.
    if word(&toks, 0) == "why" && MODALS.contains(&word(&toks, 1).as_str()) {
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
    // "is X allowed to …" asks whether X can; "who is allowed to …" who can.
    if let Some(k) = (1..toks.len().saturating_sub(2)).find(|&k| {
        matches!(word(&toks, k).as_str(), "allowed" | "permitted" | "able")
            && word(&toks, k + 1) == "to"
    }) {
        let first = word(&toks, 0);
        if first == "who" && k == 2 && matches!(word(&toks, 1).as_str(), "is" | "are") {
            toks[1].text = "can".into();
            toks.drain(k..k + 2);
        } else if matches!(first.as_str(), "is" | "are" | "am") {
            toks.drain(k..k + 2);
            toks[0].text = "can".into();
        }
    }
    who_asked(&mut toks);
    statement_order(&mut toks, verbs);
    let mut side = None;
    if MODALS.contains(&word(&toks, 0).as_str()) && toks.len() > 1 {
        toks.remove(0);
        if matches!(
            word(&toks, 0).as_str(),
            "i" | "we" | "you" | "they" | "someone" | "one" | "anyone" | "anybody" | "somebody"
        ) && toks.len() > 2
        {
            toks.remove(0);
        }
        // "can the dark side deploy …": that side asks.
        let at = usize::from(word(&toks, 0) == "the");
        let s = match word(&toks, at).as_str() {
            "light" => Some(Side::Light),
            "dark" => Some(Side::Dark),
            _ => None,
        };
        if s.is_some() && toks.get(at + 1).is_some_and(|t| verbs.contains(&t.text)) {
            toks.drain(..=at);
            side = s;
        }
    }
    // "can Qui-Gon still battle": an adverb before a verb.
    let mut i = 0;
    while i + 1 < toks.len() {
        if ADVERBS.contains(&word(&toks, i).as_str()) && verbs.contains(&toks[i + 1].text) {
            toks.remove(i);
        } else {
            i += 1;
        }
    }
    let mut i = 1;
    while i + 1 < toks.len() {
        if toks[i].text == "to" && !toks[i + 1].quoted && verbs.contains(&toks[i + 1].text) {
            toks.remove(i);
        } else {
            i += 1;
        }
    }
    (toks, side)
}

/// [`strip_lead`]: "who" asked in other words. "who gets to …" / "who has the right to …"
/// asks who can; "which characters|cards|ones can …" asks who can (a question of the cards
/// that may act, as "who" is).
fn who_asked(toks: &mut Vec<Tok>) {
    let word = word_at;
    if word(toks, 0) == "which"
        && matches!(
            word(toks, 1).as_str(),
            "characters" | "character" | "cards" | "card" | "ones" | "one" | "of"
        )
    {
        // "which of them|my characters can …".
        let mut k = 2;
        if word(toks, 1) == "of" {
            while k < toks.len().min(5) && !MODALS.contains(&word(toks, k).as_str()) {
                k += 1;
            }
        }
        if MODALS.contains(&word(toks, k).as_str()) {
            toks.drain(1..k);
            toks[0].text = "who".into();
        }
    }
    if word(toks, 0) != "who" {
        return;
    }
    let said = ["gets", "get", "got"].contains(&word(toks, 1).as_str()) && word(toks, 2) == "to";
    if said && toks.len() > 3 {
        toks[1].text = "can".into();
        toks.remove(2);
    }
}

/// The word at `i`, as [`strip_lead`] reads it (a quoted title is no word).
fn word_at(toks: &[Tok], i: usize) -> String {
    toks.get(i)
        .filter(|t| !t.quoted)
        .map(|t| t.text.clone())
        .unwrap_or_default()
}

/// [`strip_lead`]: "i think" before the question, and filler anywhere.
fn set_aside_filler(toks: &mut Vec<Tok>) {
    let word = word_at;
    // "i think", "i guess" before the question.
    if word(toks, 0) == "i"
        && matches!(
            word(toks, 1).as_str(),
            "think" | "guess" | "believe" | "wonder"
        )
        && toks.len() > 4
    {
        toks.drain(..2);
    }
    // Openers: "hey", "quick q", "ok so", "so" before the question.
    loop {
        let n = OPENERS
            .iter()
            .find(|o| {
                toks.len() > o.len() + 2 && o.iter().enumerate().all(|(i, w)| word(toks, i) == *w)
            })
            .map_or(0, |o| o.len());
        if n == 0 {
            break;
        }
        toks.drain(..n);
    }
    // Filler anywhere: "rn", "right now", "just", "a second", "over" before a role word
    // (mid-sentence too).
    let mut i = 0;
    while i < toks.len() {
        let filler = filler_at(toks, i);
        if filler > 0 && toks.len() > filler + 2 {
            toks.drain(i..i + filler);
        } else {
            i += 1;
        }
    }
}

/// [`set_aside_filler`]: how many words of filler begin at `i` (0: none).
fn filler_at(toks: &[Tok], i: usize) -> usize {
    let word = word_at;
    let w = word(toks, i);
    let next = word(toks, i + 1);
    let prev = i.checked_sub(1).map(|k| word(toks, k)).unwrap_or_default();
    match w.as_str() {
        // (Not `even` anywhere: Even Piell is a Young Jedi card.)
        w if is_filler(w, filler::ANYWHERE) => 1,
        // `like`, `still`, `please` said anywhere (`can like luke move`, `can transfer han
        // still to …`), except where a title says the word with its neighbour (`feel like a
        // hundred`, `we can still outmaneuver them`) or it says what a card wants (`would
        // like to`).
        // `even` likewise (`do we even have presence`), not where a title says it (`Even
        // Piell`).
        "like" | "still" | "please" | "even" | "instead"
            if !WOULD.contains(&prev.as_str()) && !titled_beside(&w, &prev, &next) =>
        {
            1
        }
        "right" if next == "now" => 2,
        // `all alone`, `completely alone`, `all by himself`: a word that only stresses the
        // state.
        "all" | "completely" | "totally" | "entirely" | "quite"
            if matches!(next.as_str(), "alone" | "by" | "empty" | "unpiloted")
                && !titled_beside(&w, &prev, &next) =>
        {
            1
        }
        "a" if next == "second" => 2,
        "for" if next == "a" && word(toks, i + 2) == "second" => 3,
        "over" if matches!(next.as_str(), "to" | "into" | "onto" | "there") => 1,
        // `yoda over in the senate`, `the trooper over at the cantina`: where a card is,
        // said with a particle (not in a question of where a card is, read below).
        "over"
            if matches!(next.as_str(), "in" | "at" | "on")
                && !matches!(word(toks, 0).as_str(), "is" | "are")
                && !titled_beside(&w, &prev, &next) =>
        {
            1
        }
        // `fly back up to`, `go back over to`: particles said together before where the
        // card goes; the last is the act's.
        "back" | "over" | "up" | "down" | "out" | "across"
            if matches!(
                next.as_str(),
                "back" | "over" | "up" | "down" | "out" | "across"
            ) && next != w
                && matches!(
                    word(toks, i + 2).as_str(),
                    "to" | "into" | "onto" | "at" | "on" | "in" | "there"
                ) =>
        {
            1
        }
        // `his own guy tey how`, `their own maul`, `my boy anakin`: `own` after a possessive,
        // and a word for a person between it and the name, say whose the card is (the
        // possessive says it) and nothing of which card (not `on his own`, an act alone,
        // nor a person word last or before a word that asks: `his guy`, `my guy is …`).
        "own"
            if matches!(
                prev.as_str(),
                "my" | "his" | "her" | "their" | "our" | "your" | "its"
            ) && !next.is_empty()
                && i >= 2
                && word(toks, i - 2) != "on"
                && !titled_beside(&w, &prev, &next) =>
        {
            1
        }
        "guy" | "dude" | "buddy" | "pal" | "boy"
            if matches!(
                prev.as_str(),
                "my" | "his" | "her" | "their" | "our" | "your" | "own"
            ) && !next.is_empty()
                && !PLAIN.contains(&next.as_str())
                && !matches!(next.as_str(), "to" | "at" | "on" | "in" | "with" | "for") =>
        {
            1
        }
        _ => particle_filler_at(toks, i),
    }
}

/// [`filler_at`]: particles and words of manner or state said where they say no act nor name
/// (`empty` last, `up on the ridge` in a question of where, `straight up`, `even legal`).
fn particle_filler_at(toks: &[Tok], i: usize) -> usize {
    let word = word_at;
    let w = word(toks, i);
    let next = word(toks, i + 1);
    let prev = i.checked_sub(1).map(|k| word(toks, k)).unwrap_or_default();
    match w.as_str() {
        // A craft deployed or moved with no one aboard (`deploy the tie to hoth empty`): it
        // is the act of the craft alone, as asked without the word; not where the question
        // asks whether it is so (`is the falcon empty`), nor before a card's name it
        // describes (`the empty snowspeeder`): only last or before a role word.
        "empty" | "unpiloted" | "unmanned" | "pilotless" | "uncrewed"
            if !matches!(word(toks, 0).as_str(), "is" | "are" | "was" | "were")
                && matches!(
                    next.as_str(),
                    "" | "to" | "into" | "onto" | "at" | "on" | "in" | "aboard" | "as"
                )
                && !titled_beside(&w, &prev, &next) =>
        {
            1
        }
        // "is j'quille up on the ridge", "are the troopers out at the generators": in a
        // question of where a card is (it opens `is`, no act said with `to` before), a
        // particle before the place's role word says no act.
        "up" | "down" | "out" | "over" | "back"
            if matches!(next.as_str(), "on" | "at" | "in" | "inside" | "aboard")
                && matches!(word(toks, 0).as_str(), "is" | "are")
                && word(toks, 1) != "it"
                && (1..i).all(|k| !matches!(word(toks, k).as_str(), "to" | "for")) =>
        {
            1
        }
        // `only bravo 3 makes it through`, `made it home`: a word after `make it` that says
        // no more than that it survived.
        "through" | "home" | "alive" | "back" | "away"
            if prev == "it"
                && i >= 2
                && matches!(
                    word(toks, i - 2).as_str(),
                    "make" | "makes" | "made" | "making"
                ) =>
        {
            1
        }
        // `red 10 up there at endor`, `the walker out there on hoth`: `there` between a
        // particle and a place's role word says the place that follows.
        "there"
            if matches!(prev.as_str(), "up" | "down" | "out" | "over" | "back")
                && matches!(next.as_str(), "at" | "in" | "on" | "by") =>
        {
            1
        }
        // "blast off straight up to bespin", "pull it straight out of my deck": a word of
        // manner before a particle.
        "straight"
            if matches!(
                next.as_str(),
                "up" | "down" | "to" | "into" | "over" | "back" | "out" | "from" | "off"
            ) =>
        {
            1
        }
        // "is the board even legal": an adverb before the word a question ends on (not
        // `even` anywhere: Even Piell).
        "even"
            if matches!(
                next.as_str(),
                "legal" | "valid" | "allowed" | "possible" | "ok"
            ) =>
        {
            1
        }
        _ => 0,
    }
}

/// Does a title of either game's database say `w` between `prev` and `next` as the words
/// say it: the title's word before it is `prev` (or it opens the title) and its word after it
/// is `next` (or it ends the title) (`like` in `make ten men feel like a hundred`, `like my
/// father before me`; `still` in `this is still wrong`, not in `can still deploy`)? Then the
/// word is the title's, never filler. Only the few titles holding `w` are looked at.
fn titled_beside(w: &str, prev: &str, next: &str) -> bool {
    use crate::catalog::table::{SWCCG, YOUNG_JEDI};
    // `don't` is read as `do` (the negation kept beside the modal).
    let said = |title: &str, word: &str| title == word || title.strip_suffix("n't") == Some(word);
    [&SWCCG, &YOUNG_JEDI].iter().any(|table| {
        table.titles_with_word(w).iter().any(|&i| {
            let words: Vec<&str> = table
                .title(usize::from(i))
                .split_whitespace()
                .map(|t| t.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''))
                .collect();
            (0..words.len()).filter(|&k| words[k] == w).any(|k| {
                words.len() > 1
                    && k.checked_sub(1).is_none_or(|j| said(words[j], prev))
                    && words.get(k + 1).is_none_or(|a| said(a, next))
            })
        })
    })
}

/// The words before `like` that make it a wish (`would like to`), never filler.
const WOULD: &[&str] = &["would", "i'd", "we'd", "id"];

/// [`strip_lead`]: an act named by its noun.
fn act_by_noun(toks: &mut Vec<Tok>) {
    let word = word_at;
    // "is an evacuation of coruscant possible": the act named by its noun, asked whether it
    // can be done ("can evacuate coruscant").
    let n = toks.len();
    if n > 3
        && matches!(word(toks, 0).as_str(), "is" | "would" | "will")
        && matches!(
            word(toks, n - 1).as_str(),
            "possible" | "allowed" | "legal" | "ok" | "okay" | "permitted"
        )
    {
        let at = 1 + usize::from(matches!(word(toks, 1).as_str(), "a" | "an" | "the"));
        if let Some((_, verb)) = NOUNS.iter().find(|(noun, _)| word(toks, at) == *noun) {
            let mut rest: Vec<Tok> = toks[at + 1..n - 1].to_vec();
            if matches!(word(&rest, 0).as_str(), "of" | "for" | "by" | "from") {
                rest.remove(0);
            }
            // "would … be possible".
            if word(&rest, rest.len().saturating_sub(1)) == "be" {
                rest.pop();
            }
            if !rest.is_empty() {
                let mut lead = toks[at].clone();
                lead.text = (*verb).to_string();
                let mut modal = toks[0].clone();
                modal.text = "can".into();
                *toks = [vec![modal, lead], rest].concat();
            }
        }
    }
}

/// [`strip_lead`]: a cost asked as the act's noun (`what's the deploy cost for artoo at the
/// village`, `what is the move cost of luke to …`): `how much to deploy artoo at the village`.
fn cost_by_noun(toks: &mut Vec<Tok>, verbs: &[String]) {
    let word = word_at;
    let mut at = match word(toks, 0).as_str() {
        "what" if word(toks, 1) == "is" => 2,
        "what" | "whats" => 1,
        // Said without `what` (`land cost for gold six at the training area`).
        _ => 0,
    };
    if word(toks, at) == "the" {
        at += 1;
    }
    // A move's cost by the word of its kind (`landspeed cost for the bantha to …`).
    let act = match word(toks, at).as_str() {
        "landspeed" | "movement" => "move".to_string(),
        other => other.to_string(),
    };
    if !verbs.contains(&act)
        || !matches!(word(toks, at + 1).as_str(), "cost" | "price")
        || !matches!(word(toks, at + 2).as_str(), "of" | "for" | "to")
        || toks.len() < at + 4
    {
        return;
    }
    let rest: Vec<Tok> = toks[at + 3..].to_vec();
    let mut how = toks[0].clone();
    how.text = "how".into();
    let mut much = toks[0].clone();
    much.text = "much".into();
    much.raw = String::new();
    let mut to = toks[at + 2].clone();
    to.text = "to".into();
    let mut verb = toks[at].clone();
    verb.text = act;
    *toks = [vec![how, much, to, verb], rest].concat();
}

/// Words that say a list holds no one: `nobody`, `none`.
const NO_ONE: &[&str] = &["nobody", "none", "nothing", "noone"];

/// An empty list said in words is the list `none` of the language: `none of our ships
/// survive` and `no ships survive` are `none survive`; `with no survivors` is `and none
/// survive`; a list's keyword followed by a word of [`NO_ONE`] (`survivors nobody`) is
/// `survivors none`.
fn empty_list(toks: &mut Vec<Tok>) {
    let word = word_at;
    let mut i = 0;
    while i < toks.len() {
        let w = word(toks, i);
        let next = word(toks, i + 1);
        // `none of [our|the|my|their] ships` / `no ships` / `not one ship`: `none`.
        let said = match w.as_str() {
            "none" | "neither" if next == "of" => {
                let det = matches!(
                    word(toks, i + 2).as_str(),
                    "the" | "our" | "my" | "their" | "his" | "her" | "them" | "those" | "these"
                );
                let plural = word(toks, i + 2 + usize::from(det));
                (det || plural.ends_with('s')).then(|| {
                    2 + usize::from(det)
                        + usize::from(word(toks, i + 2) != "them" && plural.ends_with('s'))
                })
            }
            "no" if next.len() > 3 && next.ends_with('s') && !next.ends_with("ss") => Some(2),
            "no" if next == "one" => Some(2),
            _ => None,
        };
        // Only where the list is one of the language's (`survivors`): said by its noun, or
        // before its verb.
        let said = said.filter(|&n| {
            let n = n.min(toks.len() - i);
            word(toks, i + n - 1) == "survivors"
                || matches!(word(toks, i + n).as_str(), "survive" | "survives" | "make")
        });
        if let Some(n) = said {
            let n = n.min(toks.len() - i);
            let noun = word(toks, i + n - 1);
            let mut none = toks[i].clone();
            none.text = "none".into();
            none.end = toks[i + n - 1].end;
            toks.splice(i..i + n, [none]);
            // `with no survivors`: `and none survive`.
            if noun == "survivors"
                && i > 0
                && word(toks, i - 1) == "with"
                && word(toks, i + 1).is_empty()
            {
                toks[i - 1].text = "and".into();
                let mut verb = toks[i].clone();
                verb.text = "survive".into();
                toks.push(verb);
            }
        } else if w == "survivors" && NO_ONE.contains(&next.as_str()) {
            toks[i + 1].text = "none".into();
        }
        i += 1;
    }
}

/// How a player says what a card means to do (`maul wants to challenge …`, `han wants off
/// …`): asked, whether it may (`can maul challenge …`).
const INTENTS: &[&[&str]] = &[
    &["would", "like", "to"],
    &["is", "trying", "to"],
    &["is", "going", "to"],
    &["are", "trying", "to"],
    &["are", "going", "to"],
    &["wants", "to"],
    &["want", "to"],
    &["tries", "to"],
    &["try", "to"],
    &["plans", "to"],
    &["plan", "to"],
    &["intends", "to"],
    &["is", "gonna"],
    &["are", "gonna"],
    &["gonna"],
    &["wanna"],
    &["wants"],
    &["want"],
];

/// [`statement_order`]: what a card means to do, said after it (within its first words, no
/// stop before): the intent said as `can` before the card (`piett wants to transfer …` is `can
/// piett transfer …`; `han wants off his tauntaun` is `can han get off …`).
fn intent_asked(toks: &mut Vec<Tok>, verbs: &[String]) {
    let word = word_at;
    if ASKING.contains(&word(toks, 0).as_str()) || MODALS.contains(&word(toks, 0).as_str()) {
        return;
    }
    for k in 1..toks.len().min(6) {
        if toks[k - 1].comma || toks[k - 1].raw.ends_with(':') {
            return;
        }
        let Some(said) = INTENTS
            .iter()
            .find(|i| i.iter().enumerate().all(|(j, w)| word(toks, k + j) == *w))
        else {
            continue;
        };
        let next = word(toks, k + said.len());
        let off = matches!(next.as_str(), "off" | "out");
        if !(verbs.contains(&next) || off) || toks.len() < k + said.len() + 2 {
            return;
        }
        let raw: Vec<String> = toks.drain(k..k + said.len()).map(|t| t.raw).collect();
        let mut can = toks[0].clone();
        can.text = "can".into();
        can.raw = raw.join(" ");
        can.comma = false;
        if off {
            let mut get = toks[k].clone();
            get.text = "get".into();
            get.raw = String::new();
            get.comma = false;
            toks.insert(k, get);
        }
        toks.insert(0, can);
        return;
    }
}

/// [`strip_lead`]: a question said as a statement.
fn statement_order(toks: &mut Vec<Tok>, verbs: &[String]) {
    let word = word_at;
    intent_asked(toks, verbs);
    // Said as a statement (`aurra can duel with her rifle`, typed with a question mark or
    // `right?`): the question `can aurra duel …`.
    if !ASKING.contains(&word(toks, 0).as_str())
        && let Some(k) = (1..toks.len().min(6)).find(|&k| {
            MODALS.contains(&word(toks, k).as_str())
                && toks.get(k + 1).is_some_and(|t| verbs.contains(&t.text))
        })
    {
        let modal = toks.remove(k);
        toks.insert(0, modal);
    }
}

/// The most questions [`possessive_turns`] makes of one.
const MAX_TURNS: usize = 24;

/// The question with a possessive turned round (`the tauntaun's landspeed` → `the landspeed
/// of the tauntaun`): for each owner phrase ending at the possessive, the longest first, and
/// each end of the thing owned (the question's end, or a `with`/`for`/`if`… after it).
pub fn possessive_turns(toks: &[Tok]) -> Vec<Vec<Tok>> {
    let mut out = Vec::new();
    let n = toks.len();
    for (i, t) in toks.iter().enumerate() {
        if t.quoted || i + 1 >= n {
            continue;
        }
        let Some(stem) = t
            .text
            .strip_suffix("'s")
            .or_else(|| t.text.strip_suffix('\''))
            .filter(|s| !s.is_empty())
        else {
            continue;
        };
        let ends = (i + 2..n)
            .filter(|&k| {
                matches!(
                    toks[k].text.as_str(),
                    "with" | "for" | "if" | "when" | "at" | "in" | "on" | "against" | "to"
                )
            })
            .chain([n]);
        for k in ends {
            for j in 0..=i {
                let of = Tok {
                    text: "of".into(),
                    raw: String::new(),
                    ..t.clone()
                };
                let owner_end = Tok {
                    text: stem.to_string(),
                    ..t.clone()
                };
                let mut v: Vec<Tok> = toks[..j].to_vec();
                v.extend_from_slice(&toks[i + 1..k]);
                v.push(of);
                v.extend_from_slice(&toks[j..i]);
                v.push(owner_end);
                v.extend_from_slice(&toks[k..]);
                out.push(v);
                if out.len() >= MAX_TURNS {
                    return out;
                }
            }
        }
    }
    out
}

/// A question whose condition comes first (`if the wampa attacks Han, what happens`), written
/// with the condition last (`what happens if the wampa attacks Han`); `None` when it does not
/// begin with "if" / "when" or no question word follows.
pub fn condition_last(text: &str) -> Option<String> {
    let (all, asker) = split_asker(tokens(text.trim()));
    let (lead, acting) = strip_lead(all.clone());
    let asker = asker.or(acting);
    let first = lead.first()?;
    if !matches!(first.text.as_str(), "if" | "when" | "suppose") {
        return None;
    }
    // The words as typed from the condition on (what leads them set aside, nothing after:
    // `who is allowed to defend` keeps its `to`).
    let at = all.iter().position(|t| t.start == first.start)?;
    let toks = &all[at..];
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

/// The role words that open a clause a player may say before the question, closed by a
/// comma (`to the docking bay, can …`, `with his saber, can …`, `aboard the falcon, …`).
const CLAUSE_ROLES: &[&str] = &[
    "to", "at", "on", "onto", "aboard", "into", "in", "inside", "with", "against", "by", "from",
];

/// A question whose clause of place, partner or means comes first, closed by a comma (`to the
/// docking bay, can luke move`, `by bombing run, can the bomber move to …`): the question with
/// that clause last, as the frames write it (`can luke move to the docking bay`), a side said
/// last kept last. `None` when no role word opens the words or no question opens after the
/// comma.
pub fn clause_last(text: &str) -> Option<String> {
    let text = text.trim();
    let (toks, asker) = split_asker(tokens(text));
    let first = toks.first().filter(|t| !t.quoted)?;
    if !CLAUSE_ROLES.contains(&first.text.as_str()) {
        return None;
    }
    let k = toks.iter().position(|t| t.comma)?;
    let next = toks.get(k + 1).filter(|t| !t.quoted)?;
    if k == 0 || !opens_question(&next.text) {
        return None;
    }
    let last = toks.last()?;
    let clause = text[first.start..toks[k].end].trim_end_matches([',', ' ']);
    let question = &text[next.start..last.end];
    let (question, mark) = match question.strip_suffix('?') {
        Some(q) => (q.trim_end(), "?"),
        None => (question, ""),
    };
    let asker = asker.map_or(String::new(), |s| format!(" as {}", s.name()));
    Some(format!("{question} {clause}{asker}{mark}"))
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

/// What a slot of that kind (`{x:kind}`) names.
fn slot_kind(kind: &str) -> Option<Want> {
    Some(match kind {
        "card" => Want::Card,
        "loc" => Want::Loc,
        "dest" => Want::Dest,
        "deploy" => Want::Deploy,
        "known" => Want::Known,
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
        "craft" => Want::Craft,
        _ => return None,
    })
}

/// A frame's choice of auxiliaries that holds a modal (`would|does|will|should`) takes every
/// modal: which one a player asks with (`where could …`, `where can …`) never changes the
/// question. A modal written alone (`what can {c} do`) is kept as written.
fn with_modals(mut alts: Vec<String>) -> Vec<String> {
    if alts.len() > 1 && alts.iter().any(|a| MODALS.contains(&a.as_str())) {
        for m in MODALS {
            if !alts.iter().any(|a| a == m) {
                alts.push((*m).to_string());
            }
        }
    }
    alts
}

/// A frame's pattern (see [`super`] for the notation).
pub fn pattern(frame: &str) -> Vec<El> {
    fn one(w: &str) -> El {
        if let Some(inner) = w.strip_prefix('{').and_then(|w| w.strip_suffix('}')) {
            let (name, kind) = inner.split_once(':').unwrap_or((inner, "card"));
            // A kind the table mistypes is found by a test (`every_slot_kind_is_known`).
            let want = slot_kind(kind).unwrap_or(Want::Card);
            El::Slot(name.to_string(), want)
        } else {
            El::Word(with_modals(w.split('|').map(str::to_string).collect()))
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
                Want::Side | Want::Num | Want::Rule | Want::Here => 1,
                // A classification and the kind of card it is said of (`rebel ship`).
                Want::Class => 2,
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
pub(super) fn inflects(word: &str, typed: &str) -> bool {
    if word == typed {
        return true;
    }
    // An irregular form (`made`, `got`, `took`, `flew`) or a shortening players use (`evac`,
    // `evacced`): its plain word, or a regular form of it (`evacuated` of `evacuate`).
    if let Some(plain) = irregular(typed)
        && (plain == word || regular(plain, word))
    {
        return true;
    }
    regular(word, typed)
}

/// The irregular forms of the verbs players say (and the shortenings of `evacuate`): each
/// form and its plain word. A form is read as its plain word wherever a frame or a verb's
/// trigger says that word ([`inflects`]).
const IRREGULAR: &[(&str, &str)] = &[
    ("made", "make"),
    ("got", "get"),
    ("gotten", "get"),
    ("took", "take"),
    ("taken", "take"),
    ("went", "go"),
    ("gone", "go"),
    ("came", "come"),
    ("flew", "fly"),
    ("flown", "fly"),
    ("drove", "drive"),
    ("driven", "drive"),
    ("rode", "ride"),
    ("ridden", "ride"),
    ("ran", "run"),
    ("brought", "bring"),
    ("fought", "fight"),
    ("gave", "give"),
    ("given", "give"),
    ("held", "hold"),
    ("threw", "throw"),
    ("thrown", "throw"),
    ("drew", "draw"),
    ("drawn", "draw"),
    ("led", "lead"),
    ("sent", "send"),
    ("stole", "steal"),
    ("stolen", "steal"),
    ("shot", "shoot"),
    ("left", "leave"),
    ("beaten", "beat"),
    ("won", "win"),
    ("chose", "choose"),
    ("chosen", "choose"),
    ("began", "begin"),
    ("begun", "begin"),
    ("evac", "evacuate"),
    ("evacs", "evacuate"),
    ("evaced", "evacuate"),
    ("evacced", "evacuate"),
    ("evac'd", "evacuate"),
    ("evacing", "evacuate"),
    ("evaccing", "evacuate"),
    ("evac'ing", "evacuate"),
];

/// The plain word of an irregular form or a shortening ([`IRREGULAR`]).
fn irregular(typed: &str) -> Option<&'static str> {
    IRREGULAR
        .iter()
        .find(|(form, _)| *form == typed)
        .map(|(_, plain)| *plain)
}

/// Is `typed` the word `word` or one of its regular everyday forms?
fn regular(word: &str, typed: &str) -> bool {
    if word == typed {
        return true;
    }
    // A long word with a letter amiss (`sheilded`).
    if word.len() >= 6 && typed.len() >= 6 && strsim::osa_distance(word, typed) == 1 {
        return true;
    }
    // A final consonant doubled before `-ing`, `-ed` (`hop`: `hopping`, `swap`: `swapped`); a
    // final `e` dropped (`evacuate`: `evacuating`); a final `y` turned `ie` (`carry`: `carries`).
    let doubled = word
        .chars()
        .last()
        .filter(|c| !"aeiouywx".contains(*c))
        .and_then(|c| typed.strip_prefix(word)?.strip_prefix(c))
        .is_some_and(|rest| matches!(rest, "ing" | "ed"));
    let dropped_e = word
        .strip_suffix('e')
        .and_then(|stem| typed.strip_prefix(stem))
        .is_some_and(|rest| matches!(rest, "ing"));
    let y_ie = word
        .strip_suffix('y')
        .and_then(|stem| typed.strip_prefix(stem))
        .is_some_and(|rest| matches!(rest, "ies" | "ied"));
    if word.len() >= 3 && (doubled || dropped_e || y_ie) {
        return true;
    }
    let Some(rest) = typed.strip_prefix(word) else {
        return false;
    };
    word.len() >= 3 && matches!(rest, "s" | "es" | "ed" | "d" | "ing")
}

/// The acts of a question joined by `and` or commas (`… walked to the platform, boarded slave
/// i and took off`): the byte ranges of its parts, cut at each `and` and comma outside quotes;
/// `None` without one. Only tried when the whole question is not read (then each part must be:
/// [`crate::ask`]).
pub fn and_parts(text: &str) -> Option<Vec<std::ops::Range<usize>>> {
    let toks = tokens(text);
    let mut parts = Vec::new();
    let mut from = 0;
    for (i, t) in toks.iter().enumerate() {
        if t.quoted || i + 1 == toks.len() {
            continue;
        }
        if t.text == "and" && i > 0 {
            parts.push(from..t.start);
            from = t.end;
        } else if t.comma {
            let comma = text[t.end..].find(',').map_or(t.end, |k| t.end + k + 1);
            parts.push(from..t.end);
            from = comma;
        }
    }
    if parts.is_empty() {
        return None;
    }
    parts.push(from..text.len());
    // Trimmed of spaces and commas; an empty part (`, and`) is none.
    let parts: Vec<_> = parts
        .into_iter()
        .filter_map(|r| {
            let part = &text[r.clone()];
            let lead = part.len() - part.trim_start_matches([' ', ',']).len();
            let body = part.trim_matches([' ', ',']);
            (!body.is_empty()).then(|| r.start + lead..r.start + lead + body.len())
        })
        .collect();
    (parts.len() > 1).then_some(parts)
}

/// Words shortened with a full stop that go on a sentence (`lt. …`, `gen. …`).
const SHORTENED: &[&str] = &[
    "lt", "gen", "dr", "mr", "mrs", "ms", "st", "sgt", "cmdr", "capt", "col", "adm", "vs", "no",
    "jr", "sr", "maj", "cpt", "prof", "v", "ii", "iii", "iv",
];

/// A dash said alone between words: a break between sentences.
const DASHES: &[&str] = &["-", "\u{2013}", "\u{2014}", "--"];

/// Words that begin a sentence that asks (`can he …`, `who defends …`, `what happens …`).
const ASKING: &[&str] = &[
    "can", "could", "may", "might", "will", "would", "should", "is", "are", "was", "does", "do",
    "did", "what", "whats", "what's", "who", "whos", "who's", "which", "where", "how", "why",
];

/// Does the word begin a sentence that asks (`can`, `is`, `who`…)?
pub fn asks(w: &str) -> bool {
    ASKING.contains(&w)
}

/// Words that begin a phrase of the question, not a sentence of its own.
const PHRASE_LEADS: &[&str] = &[
    "as", "to", "at", "on", "onto", "into", "in", "aboard", "with", "using", "from", "for", "by",
    "against", "during", "under", "after", "before", "without",
];

/// A short remark said first, as a sentence of its own (`deck's empty - can the officer still
/// get his blaster rifle`, `2 counters. can i put …`): where the sentence after it begins,
/// when the remark ends at `.`, `;` or a dash and holds at most [`MAX_REMARK_WORDS`] words.
/// The remark may then be set aside, said as not used, when it names no card.
pub fn remark_first(text: &str) -> Option<usize> {
    let toks = tokens(text);
    for (k, pair) in toks.windows(2).enumerate() {
        if k >= MAX_REMARK_WORDS {
            break;
        }
        let (t, next) = (&pair[0], &pair[1]);
        if t.quoted || next.quoted {
            return None;
        }
        let between = text.get(t.end..next.start).unwrap_or_default();
        if between.contains(['.', ';']) && !between.contains(['?', '!']) {
            return Some(next.start);
        }
        if DASHES.contains(&next.raw.as_str()) {
            return toks.get(k + 2).map(|n| n.start);
        }
    }
    None
}

/// Words that open a clause of context said before the question (`now that …`, `since …`,
/// `with just 1 counter left …`).
const CONTEXT_LEADS: &[&str] = &[
    "now", "since", "once", "after", "with", "because", "given", "seeing", "assuming",
];

/// Words that begin the question after a clause of context (its modal or question word).
const ASKS_AFTER_CONTEXT: &[&str] = &[
    "can", "could", "may", "might", "will", "would", "should", "does", "do", "did", "is", "are",
    "what", "whats", "what's", "who", "whos", "who's", "which", "how", "where",
];

/// Words that carry no meaning a slot or a trigger reads (questions, modals, pronouns).
pub(super) const PLAIN: &[&str] = &[
    "is", "are", "was", "be", "does", "do", "did", "can", "could", "may", "might", "will", "would",
    "should", "what", "what's", "which", "who", "how", "where", "i", "we", "you", "he", "she",
    "they", "it", "me", "us", "him", "them", "and", "if", "when", "while", "the", "a", "an", "of",
    "that", "this", "then", "so", "now", "my", "your", "his", "her", "its", "our", "their", "has",
    "have", "had", "any", "some", "allowed", "able", "legal", "still", "please", "anyone",
    "anybody", "someone", "somebody",
];

/// The acts (verbs' names) the text names by a verb's own word or a synonym it declares
/// (`searches`: `search-party`; `goes`: `can move`), of the game (`young_jedi` or not).
pub fn acts_said(young_jedi: bool, text: &str) -> Vec<&'static str> {
    let toks = tokens(text);
    crate::query::verbs::VERBS
        .iter()
        .filter(|v| v.of_game(young_jedi))
        .filter(|v| {
            let own = v.name.trim_start_matches("can ");
            toks.iter().any(|t| {
                !PLAIN.contains(&t.text.as_str())
                    && ((!own.contains('-') && inflects(own, &t.text))
                        || v.triggers.iter().any(|w| inflects(w, &t.text)))
            })
        })
        .map(|v| v.name)
        .collect()
}

/// A text that opens with a clause of context and no stop after it (`now that vader moved can
/// luke …`): the byte offsets where the question may begin, each a word that asks after at
/// least two words of the clause, first to last. Empty for any other text, or one with a stop
/// inside (then its sentences are cut by [`sentences`]).
pub fn context_first(text: &str) -> Vec<usize> {
    clause_first(text, CONTEXT_LEADS)
}

/// Words that open a clause of context said after the question (`what can happen to chewie
/// now that boba has him`).
const CONTEXT_AFTER: &[&[&str]] = &[
    &["now", "that"],
    &["since"],
    &["because"],
    &["given", "that"],
    &["seeing", "as"],
    &["seeing", "that"],
    &["while"],
];

/// A text whose question is followed by a clause of context (`… now that boba has him`, `…
/// since it already moved`): the byte offset where the clause begins, after at least three
/// words of the question and with at least two of its own. `None` for any other text.
pub fn context_last(text: &str) -> Option<usize> {
    let toks = tokens(text);
    (3..toks.len()).find_map(|k| {
        CONTEXT_AFTER.iter().find_map(|lead| {
            // (`while` may lead a state alone: `… while frozen`.)
            let least = if *lead == ["while"] { 0 } else { 1 };
            let fits = lead.len() + least < toks.len() - k
                && lead
                    .iter()
                    .enumerate()
                    .all(|(i, w)| !toks[k + i].quoted && toks[k + i].text == *w);
            fits.then_some(toks[k].start)
        })
    })
}

/// [`context_first`], a condition said first too (`if`, `when`, `suppose`): where the
/// question after it takes up every card the clause names (`asked_after_clause` of the reader).
pub fn clause_or_condition_first(text: &str) -> Vec<usize> {
    let lead = |t: &Tok| matches!(t.text.as_str(), "if" | "when" | "suppose");
    match tokens(text).first() {
        Some(t) if !t.quoted && lead(t) => clause_first(text, &["if", "when", "suppose"]),
        _ => context_first(text),
    }
}

/// The cuts after a clause said first that begins with one of `leads`.
fn clause_first(text: &str, leads: &[&str]) -> Vec<usize> {
    let toks = tokens(text);
    let leads = toks
        .first()
        .is_some_and(|t| !t.quoted && leads.contains(&t.text.as_str()));
    if !leads || text.contains(['.', ';', ',', '?', '!']) && sentences(text).is_some() {
        return Vec::new();
    }
    toks.iter()
        .enumerate()
        .skip(2)
        .filter(|(k, t)| {
            !t.quoted && ASKS_AFTER_CONTEXT.contains(&t.text.as_str()) && toks.len() >= k + 3
        })
        // Tokens split from one word (`what's`) share its start: one cut.
        .map(|(_, t)| t.start)
        .fold(Vec::new(), |mut out, at| {
            if out.last() != Some(&at) {
                out.push(at);
            }
            out
        })
}

/// Words that open a clause after a comma that goes on with the question (another act, a
/// condition, an alternative), never a statement of context.
const GOES_ON: &[&str] = &[
    "and", "or", "then", "but", "if", "when", "unless", "so", "plus", "also", "what", "whats",
    "what's", "how", "who", "which", "where", "not", "vs", "versus", "instead",
];

/// Words of a clause that states a fact of the board (`only got bravo 1 up there`, `watto's
/// the only one there`, `artoo's in the azure angel`, `plo is holding it`).
const STATES: &[&str] = &[
    "is", "are", "was", "were", "'s", "got", "has", "have", "had", "holding", "holds", "carrying",
    "carries", "only", "alone", "there", "here", "sitting", "standing", "parked", "left",
];

/// The acts a clause of context may name in stating what is (`plo is holding it`, `luke's
/// alone there`, `the walker is piloted`): no act asked.
const STATE_ACTS: &[&str] = &[
    "present",
    "presence",
    "alone",
    "piloted",
    "is",
    "can carry",
    "can use",
];

/// The most words of a clause of context said after the question.
const MAX_STATEMENT_WORDS: usize = 12;

/// A clause said after the question that states a fact of the board, not an act nor a
/// condition (issue 37, round 28): after a comma (`can we evac tatooine, only got bravo 1 up
/// there`, `…, watto's the only one there`, `…, artoo's in the azure angel`), or a phrase
/// `with just|only <cards>` closing it (`can dark evac naboo with just the infiltrator`):
/// the end of the question's words, where the clause begins, and whether it is such a
/// `with` phrase (set aside only from an act that takes no means). The clause names no act
/// (but a state: [`STATE_ACTS`]), opens with no word that asks or goes on (`and`, `if`,
/// `or`: [`GOES_ON`]) nor a role word of the question's, and says a state ([`STATES`]).
pub fn statement_after(text: &str, young_jedi: bool) -> Option<(usize, usize, bool)> {
    let toks = tokens(text);
    let n = toks.len();
    // (After a condition said first, what follows its comma is the question or the
    // condition's own words: `if light evacuates naboo, only the cruiser makes it`.)
    if toks
        .first()
        .is_some_and(|t| matches!(t.text.as_str(), "if" | "when" | "suppose" | "once"))
    {
        return None;
    }
    let stated = |from: usize| {
        text.get(toks[from].start..).is_some_and(|clause| {
            acts_said(young_jedi, clause)
                .iter()
                .all(|a| STATE_ACTS.contains(a))
                && !phrase_of_an_act(young_jedi, &toks[from..])
        })
    };
    // `… with just the infiltrator`.
    if let Some(k) = (3..n.saturating_sub(1)).find(|&k| {
        !toks[k].quoted
            && toks[k].text == "with"
            && matches!(toks[k + 1].text.as_str(), "just" | "only")
            && n - k <= 6
    }) && !text[toks[k].start..].contains([',', ';'])
        && stated(k)
    {
        return Some((toks[k - 1].end, toks[k].start, true));
    }
    let k = (3..n).rev().find(|&k| {
        let between = text.get(toks[k - 1].end..toks[k].start).unwrap_or_default();
        between.contains(',') && !between.contains(['?', '!'])
    })?;
    let clause = &toks[k..];
    let first = clause.first()?;
    if clause.len() < 2
        || clause.len() > MAX_STATEMENT_WORDS
        || first.quoted
        || asks(&first.text)
        || GOES_ON.contains(&first.text.as_str())
        || PHRASE_LEADS.contains(&first.text.as_str())
        || !clause
            .iter()
            .any(|t| !t.quoted && STATES.contains(&t.text.as_str()))
        || text[toks[k].start..].contains(['?', '!'])
    {
        return None;
    }
    stated(k).then_some((toks[k - 1].end, toks[k].start, false))
}

/// Words a clause asking what a listing's acts cost may say (`and what do they cost`, `and
/// how much each`, `with the costs`).
const COST_ASKED: &[&str] = &[
    "what", "do", "does", "would", "will", "they", "it", "each", "one", "that", "those", "how",
    "much", "force", "at", "for", "the", "their", "its", "is", "are", "be", "cost", "costs",
    "price", "prices", "all", "of", "them",
];

/// A clause closing the question that asks what the acts it lists cost (`what moves has romba
/// got and what do they cost`, `… and how much each`, `… with the costs`): the question
/// before it and the clause. The caller keeps it only where the question is a listing whose
/// answer says each act's cost. `None` where there is no such clause.
pub fn listing_cost_tag(text: &str) -> Option<(String, String)> {
    let text = text.trim().trim_end_matches(['?', '!', '.', ' ']);
    let toks = tokens(text);
    let k = (2..toks.len())
        .rev()
        .find(|&k| !toks[k].quoted && matches!(toks[k].text.as_str(), "and" | "with"))?;
    let tail = &toks[k + 1..];
    let costs = tail.iter().any(|t| {
        matches!(
            t.text.as_str(),
            "cost" | "costs" | "much" | "price" | "prices"
        )
    });
    if tail.is_empty()
        || !costs
        || !tail
            .iter()
            .all(|t| !t.quoted && COST_ASKED.contains(&t.text.as_str()))
    {
        return None;
    }
    let asked = text[..toks[k].start]
        .trim_end_matches([',', ' '])
        .to_string();
    Some((asked, text[toks[k].start..].trim().to_string()))
}

/// The question `what happens to <cards>` closing the words (`if we evac naboo and only bravo
/// 1 survives, what happens to obi-wan and the officer`): the words without `to <cards>`, and
/// those words. The caller keeps the cut only where the outcome read says what happens to
/// every card the act moves (an evacuation's). `None` where the words close otherwise.
pub fn outcome_to_whom(text: &str) -> Option<(String, String)> {
    let text = text.trim().trim_end_matches(['?', '!', '.', ' ']);
    let toks = tokens(text);
    let k = (1..toks.len().saturating_sub(1)).rev().find(|&k| {
        !toks[k].quoted
            && matches!(toks[k].text.as_str(), "to" | "with")
            && matches!(toks[k - 1].text.as_str(), "happens" | "happen")
    })?;
    if toks.len() - k - 1 > MAX_STATEMENT_WORDS {
        return None;
    }
    let asked = text[..toks[k].start]
        .trim_end_matches([',', ' '])
        .to_string();
    Some((asked, text[toks[k].start..].trim().to_string()))
}

/// Where `as light` / `as dark` closes the text (the byte offset of its `as`), if it does.
pub fn trailing_side(text: &str) -> Option<usize> {
    let toks = tokens(text);
    match toks.as_slice() {
        [.., a, s]
            if !a.quoted && a.text == "as" && matches!(s.text.as_str(), "light" | "dark") =>
        {
            Some(a.start)
        }
        _ => None,
    }
}

/// Do the words say a declared trigger of several words of some act whole, in order (`makes
/// it` of an evacuation's survivors, `get out`)? ([`acts_said`] reads one word at a time.)
fn phrase_of_an_act(young_jedi: bool, toks: &[Tok]) -> bool {
    crate::query::verbs::VERBS
        .iter()
        .filter(|v| v.of_game(young_jedi) && !STATE_ACTS.contains(&v.name))
        .flat_map(|v| v.triggers.iter())
        .filter(|t| t.contains(' '))
        .any(|t| {
            let mut at = 0;
            t.split(' ').all(|w| {
                match toks[at..]
                    .iter()
                    .position(|k| !k.quoted && inflects(w, &k.text))
                {
                    Some(p) => {
                        at += p + 1;
                        true
                    }
                    None => false,
                }
            })
        })
}

/// The most words of a remark [`remark_first`] sets aside.
pub const MAX_REMARK_WORDS: usize = 4;

/// Words that end a clause of an evacuation's outcome, read back from who survives or on
/// from the place evacuated.
const OUTCOME_BOUNDS: &[&str] = &[
    "if", "when", "only", "just", "but", "so", "then", "what", "happens", "happen", "while",
    "once", "after", "and", "suppose", "say", "assuming", "with", "as",
];

/// The words that say a card survives an evacuation's battle: `survive(s)`, `make(s)/made it`,
/// `get(s)/got out`, `escape(s)`; the index of its first word and how many words it takes.
fn survives_at(toks: &[Tok]) -> Option<(usize, usize)> {
    (0..toks.len()).find_map(|i| {
        let w = toks[i].text.as_str();
        let next = toks.get(i + 1).map_or("", |t| t.text.as_str());
        if toks[i].quoted {
            return None;
        }
        if inflects("survive", w) || inflects("escape", w) {
            return Some((i, 1));
        }
        if (inflects("make", w) && next == "it") || (inflects("get", w) && next == "out") {
            return Some((i, 2));
        }
        None
    })
}

/// An evacuation's outcome said by its parts in any order (issue 37, round 29): a word of the
/// evacuation (`evacuate`, `evac`, `evacs`, `evacuated`, `the naboo evac`), the place it is said
/// of (after the verb, or before `is evacuated`), and who survives (`only the cruiser makes
/// it`, `the cruiser and d1 made it out`, `nobody survives`): the question in the form its
/// frames read (`what happens if <place> is evacuated and <cards> survive`), for them to find the
/// names. `None` unless all three are said, the place and the survivors apart.
pub fn evacuation_said(text: &str) -> Option<String> {
    let toks = tokens(text);
    let evac = |t: &Tok| {
        !t.quoted
            && (inflects("evacuate", &t.text) || matches!(t.text.as_str(), "evac" | "evacuation"))
    };
    let (s, len) = survives_at(&toks)?;
    let e = toks.iter().position(evac)?;
    // Asked as a question of the evacuation itself (`can light evacuate naboo, only the
    // cruiser makes it`): no outcome is asked.
    let outcome = toks.iter().any(|t| {
        matches!(
            t.text.as_str(),
            "what" | "happens" | "happen" | "outcome" | "result" | "results" | "if" | "when"
        )
    });
    if !outcome || toks.iter().any(|t| t.text == "then" && t.comma) {
        return None;
    }
    let bound = |t: &Tok| OUTCOME_BOUNDS.contains(&t.text.as_str()) || evac(t);
    // The place: after the verb (`evac naboo`, `evacuation of naboo`), else before it (`naboo
    // is evacuated`, `the naboo evac`).
    let mut place: Vec<&Tok> = Vec::new();
    let mut k = e + 1;
    while k < toks.len() && matches!(toks[k].text.as_str(), "from" | "off" | "of" | "the") {
        k += 1;
    }
    while k < toks.len() && k != s && !bound(&toks[k]) && !toks[k].text.is_empty() {
        place.push(&toks[k]);
        if toks[k].comma {
            break;
        }
        k += 1;
    }
    if place.is_empty() {
        let mut k = e;
        while k > 0
            && matches!(
                toks[k - 1].text.as_str(),
                "is" | "was" | "gets" | "get" | "got" | "be" | "been" | "being" | "getting"
            )
        {
            k -= 1;
        }
        let end = k;
        while k > 0 && !bound(&toks[k - 1]) && toks[k - 1].text != "the" && !toks[k - 1].comma {
            k -= 1;
        }
        place = toks[k..end].iter().collect();
    }
    // Who survives: the words before the words that say so, back to a clause's start (a
    // comma between survivors, `n1, n2 and the battleship`, goes on the list).
    let mut k = s;
    while k > 0 {
        let w = toks[k - 1].text.as_str();
        if w == "and"
            && k >= 2
            && !bound(&toks[k - 2])
            && !place.iter().any(|p| std::ptr::eq(*p, &toks[k - 2]))
        {
            k -= 1;
            continue;
        }
        if bound(&toks[k - 1]) || place.iter().any(|p| std::ptr::eq(*p, &toks[k - 1])) {
            break;
        }
        k -= 1;
    }
    let who: Vec<&str> = toks[k..s].iter().map(|t| t.raw.as_str()).collect();
    let place: Vec<&str> = place.iter().map(|t| t.raw.as_str()).collect();
    let _ = len;
    if place.is_empty() || who.is_empty() {
        return None;
    }
    let none = matches!(
        who.join(" ").to_lowercase().as_str(),
        "nobody" | "none" | "nothing" | "noone" | "no one" | "no ships" | "no starships"
    );
    let who = if none {
        "nobody".to_string()
    } else {
        who.join(" ")
    };
    let verb = if none { "survives" } else { "survive" };
    // The side said as who evacuates (`light evacs naboo`, `the rebels evacuate`), one side.
    let mut said_sides = toks.iter().filter_map(|t| match t.text.as_str() {
        "light" | "light's" => Some("light"),
        "dark" | "dark's" => Some("dark"),
        _ => None,
    });
    let side = match (said_sides.next(), said_sides.next()) {
        (Some(s), None) => format!(" as {s}"),
        (Some(a), Some(b)) if a == b => format!(" as {a}"),
        (None, _) => String::new(),
        _ => return None,
    };
    Some(format!(
        "what happens if {} is evacuated and {who} {verb}{side}",
        place.join(" ")
    ))
}

/// The sentences of a text that says more than its question (`maul is at theed palace. can he
/// duel anakin?`, `chewie is boba's prisoner, what can happen to him now?`): the byte range of
/// the sentence that asks and those of the sentences around it, its context. A sentence ends at
/// `?` or `!` outside quotes, and at `.`, `;` or a comma where the next begins with a word that
/// asks; the sentence that asks is the first one ending in `?`, else the last one that begins
/// with a word that asks. `None` for a text of one sentence.
pub fn sentences(text: &str) -> Option<(std::ops::Range<usize>, Vec<std::ops::Range<usize>>)> {
    // An evacuation and who survives it said in two sentences (`if only the cruiser makes it,
    // what happens when light evacs naboo`) is one question: its outcome.
    if evacuation_said(text).is_some() {
        return None;
    }
    let toks = tokens(text);
    let mut cuts = vec![0];
    for pair in toks.windows(2) {
        let (t, next) = (&pair[0], &pair[1]);
        if t.quoted || next.quoted {
            continue;
        }
        // Tokens split from one word (`what's`) share its bytes: nothing between them.
        let between = text.get(t.end..next.start).unwrap_or_default();
        let asking = ASKING.contains(&next.text.as_str());
        // A full stop ends a sentence before a question marked as one (`light drains at the
        // ridge. the scout reacts there?`), after a word that is no initial nor a title's
        // shortening (`Jaxxon T. Tumperakki`, `Lt. …`).
        let stop = between.contains('.')
            && text.trim_end().ends_with('?')
            && t.text.chars().filter(|c| c.is_alphanumeric()).count() > 1
            && !SHORTENED.contains(&t.text.trim_end_matches('.'));
        if between.contains(['?', '!']) || stop || (asking && between.contains(['.', ';', ','])) {
            cuts.push(next.start);
        }
        // A dash between words (`the hounds tooth - is it imperial`) ends a sentence too.
        if DASHES.contains(&t.raw.as_str()) && cuts.last() != Some(&t.start) {
            cuts.push(next.start);
        }
    }
    if cuts.len() < 2 {
        return None;
    }
    cuts.push(text.len());
    let parts: Vec<std::ops::Range<usize>> = cuts
        .windows(2)
        .filter_map(|w| {
            let part = &text[w[0]..w[1]];
            let body = part.trim_end_matches(|c: char| {
                c.is_whitespace() || ",.!;-\u{2013}\u{2014}".contains(c)
            });
            let lead = body.len() - body.trim_start().len();
            (!body.trim().is_empty()).then(|| w[0] + lead..w[0] + body.len())
        })
        .collect();
    if parts.len() < 2 {
        return None;
    }
    let asks = |r: &std::ops::Range<usize>| {
        tokens(&text[r.clone()])
            .first()
            .is_some_and(|t| ASKING.contains(&t.text.as_str()))
    };
    let ask = parts
        .iter()
        .position(|r| text[r.clone()].ends_with('?'))
        .or_else(|| parts.iter().rposition(asks))?;
    // A phrase put first or last (`to the north ridge, can han move?`, `… ? as dark`) is the
    // question's own, no sentence of context; so are fewer than three words.
    let phrase = |r: &std::ops::Range<usize>| {
        let toks = tokens(&text[r.clone()]);
        toks.len() < 3
            || toks
                .first()
                .is_some_and(|t| PHRASE_LEADS.contains(&t.text.as_str()))
    };
    if parts.iter().enumerate().any(|(i, r)| i != ask && phrase(r)) {
        return None;
    }
    let context = parts
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != ask)
        .map(|(_, r)| r.clone())
        .collect();
    Some((parts[ask].clone(), context))
}

/// Is the word a possessive (`luke's`, `zuckuss'`, `anakin’s`)?
pub fn possessive(word: &str) -> bool {
    word.len() > 2
        && (word.ends_with(['\'', '\u{2019}'])
            || word.ends_with("'s")
            || word.ends_with("\u{2019}s"))
}

/// A canonical question typed with filler around it or in it (`markers rn`, `please lost-with
/// hoth`, `evacuation-outcome naboo survivors none right now`): the question without the
/// filler words outside quotes (those of [`OPENERS`] leading, [`TRAILING`] ending, and the
/// words set aside anywhere), and the words set aside, as typed. `None` when no filler is
/// said. Whether what is left is a canonical question is the caller's to ask.
pub fn canonical_without_filler(text: &str) -> Option<(String, Vec<String>)> {
    let toks = tokens(text);
    let word = |i: usize| toks.get(i).filter(|t| !t.quoted).map(|t| t.text.as_str());
    let (mut from, mut to) = (0, toks.len());
    let mut set_aside = vec![false; toks.len()];
    let lead: Vec<&[&str]> = OPENERS.iter().copied().chain([&["please"][..]]).collect();
    'lead: loop {
        for o in &lead {
            if from + o.len() <= to && (0..o.len()).all(|k| word(from + k) == Some(o[k])) {
                set_aside[from..from + o.len()].fill(true);
                from += o.len();
                continue 'lead;
            }
        }
        break;
    }
    'trail: loop {
        for t in TRAILING {
            if to > from + t.len() && (0..t.len()).all(|k| word(to - t.len() + k) == Some(t[k])) {
                set_aside[to - t.len()..to].fill(true);
                to -= t.len();
                continue 'trail;
            }
        }
        break;
    }
    for (i, aside) in set_aside.iter_mut().enumerate().take(to).skip(from) {
        if word(i).is_some_and(|w| is_filler(w, filler::ANYWHERE)) {
            *aside = true;
        }
    }
    if !set_aside.iter().any(|&s| s) {
        return None;
    }
    let mut kept = String::new();
    let mut at = 0;
    let mut unused = Vec::new();
    for (t, aside) in toks.iter().zip(&set_aside) {
        if *aside && t.start >= at {
            kept.push_str(&text[at..t.start]);
            at = t.end;
            unused.push(t.raw.clone());
        }
    }
    kept.push_str(&text[at..]);
    let kept = kept.split_whitespace().collect::<Vec<_>>().join(" ");
    let kept = kept
        .trim_end_matches([',', ' '])
        .trim_start_matches([',', ' ']);
    (!kept.is_empty()).then(|| (kept.to_string(), unused))
}

/// Words that end a question to ask whether what it says is allowed (`… ok?`, `… legal?`).
const CHECK_WORDS: &[&str] = &[
    "ok", "okay", "possible", "legal", "allowed", "fine", "valid", "rn", "still", "now", "doable",
    "can", "do", "good", "cool",
];

/// A card and where it goes said without a verb, a check word after them (`kebyc over to the
/// lower corridor ok?`, `gold six into the asteroid field rn?`): the question `can <card> go
/// <to> <place>` (a card in hand goes by deploying, one in play by moving: the frames of `go`
/// say which). `None` without a check word or a question mark at the end, or a word of going
/// after the card.
pub fn verbless_go(text: &str) -> Option<String> {
    let words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .map(|w| w.trim_matches(['?', '!', '.']).to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    let mut end = words.len();
    while end > 0 && CHECK_WORDS.contains(&words[end - 1].as_str()) {
        end -= 1;
    }
    // The hand it comes from said last (`luminous straight into the docking bay from my
    // hand`): a deploy, said so as a check word would say it asks.
    let mut hand = "";
    // `… from my hand as dark`: who asks said last, kept last.
    let mut side = String::new();
    if end >= 4
        && words[end - 2] == "as"
        && matches!(words[end - 1].as_str(), "light" | "dark")
        && words[..end - 2].last().is_some_and(|w| w == "hand")
    {
        side = format!(" as {}", words[end - 1]);
        end -= 2;
    }
    if end >= 2 && words[end - 1] == "hand" {
        let k = end
            - 1
            - usize::from(matches!(
                words[end - 2].as_str(),
                "my" | "our" | "the" | "his" | "her" | "their" | "a"
            ));
        if k > 0 && words[k - 1] == "from" {
            end = k - 1;
            hand = " from my hand";
        }
    }
    if hand.is_empty() && !side.is_empty() {
        return None;
    }
    // A question mark alone says it asks, as a check word does (`b-wing bomber straight to
    // the tatooine system?`).
    let asks = text.trim_end().ends_with('?');
    let checked = end < words.len();
    if (!checked && !asks) || end < 3 {
        return None;
    }
    let words = &words[..end];
    if QUESTION_WORDS.contains(&words[0].as_str()) || MODALS.contains(&words[0].as_str()) {
        return None;
    }
    let at = words.iter().position(|w| {
        matches!(
            w.as_str(),
            "to" | "into" | "onto" | "over" | "down" | "up" | "straight"
        )
    })?;
    if at == 0 {
        return None;
    }
    // Asked by a question mark alone, the words before the place say no act of the frames
    // (`fly to bespin this turn?` is an act, never a card `Fly Casual` going there).
    if !checked
        && words[..at]
            .iter()
            .any(|w| verb_words().iter().any(|v| inflects(v, w)))
    {
        return None;
    }
    Some(format!(
        "can {} go {}{hand}{side}",
        words[..at].join(" "),
        words[at..].join(" ")
    ))
}

/// Do the words say the card comes from a hand (`from my hand`, `from hand`, `out of our
/// hand`)?
pub fn from_hand(text: &str) -> bool {
    let toks = tokens(text);
    toks.windows(2).enumerate().any(|(i, w)| {
        let lead = |k: usize| {
            toks.get(k)
                .is_some_and(|t| matches!(t.text.as_str(), "from" | "of"))
        };
        (w[1].text == "hand"
            && matches!(
                w[0].text.as_str(),
                "my" | "our" | "the" | "his" | "her" | "their"
            )
            && i > 0
            && lead(i - 1))
            || (w[1].text == "hand" && lead(i))
    })
}

/// A word in brackets said beside the question, outside any name (`can we evacuate tatooine
/// (we have nobody there)`, `… from where it is now (clouds)`): the words without it, and
/// the words it held (to name as not used); a side alone in brackets (`do we (dark) have
/// presence …`) says who asks, `as <side>` at the end. `None` without brackets.
pub fn without_aside(text: &str) -> Option<(String, Vec<String>)> {
    let open = text.find('(')?;
    let close = open + text[open..].find(')')?;
    let inner = &text[open + 1..close];
    let rest = format!(
        "{} {}",
        text[..open].trim_end(),
        text[close + 1..].trim_start()
    );
    let rest = rest.trim().to_string();
    let said = tokens(inner);
    if let [t] = said.as_slice()
        && let Some(side) = side_word(&t.text)
            .map(|(s, _)| s)
            .or_else(|| matches!(t.text.as_str(), "light" | "dark").then_some(t.text.as_str()))
    {
        let (q, mark) = match rest.strip_suffix('?') {
            Some(q) => (q.trim_end().to_string(), "?"),
            None => (rest.clone(), ""),
        };
        return Some((format!("{q} as {side}{mark}"), Vec::new()));
    }
    Some((rest, said.into_iter().map(|t| t.raw).collect()))
}

/// The cost said first as a noun (`cost to shuttle the at-st from the star destroyer to …`,
/// `the force cost for …`): the same question as `how much force to|for …` asks it. `None`
/// when the words do not open so.
pub fn cost_noun_first(text: &str) -> Option<String> {
    let low = text.trim().to_lowercase();
    let rest = low.strip_prefix("the ").unwrap_or(&low);
    let rest = rest.strip_prefix("force ").unwrap_or(rest);
    let rest = rest.strip_prefix("cost ")?;
    (rest.starts_with("to ") || rest.starts_with("for ")).then(|| format!("how much force {rest}"))
}

/// Two characters paired by `vs` / `versus` / `v` with no verb (`obi-wan vs maul with the
/// qui-gon lightsaber?`, `yoda versus sidious - legal?`): on a Young Jedi table, whether the
/// first may duel the second (`can <first> duel <the rest>`), the words after it kept for the
/// reading (a weapon said with `with`); the words that end it asking whether it is allowed
/// set aside. `None` without such a pairing, or with a verb of the frames before it.
pub fn pairing_as_duel(text: &str) -> Option<String> {
    let words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .map(|w| w.trim_matches(['?', '!', '.', '-']).to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    let k = words
        .iter()
        .position(|w| matches!(w.as_str(), "vs" | "versus" | "v"))?;
    if k == 0 || k + 1 >= words.len() {
        return None;
    }
    if words[..k]
        .iter()
        .any(|w| MODALS.contains(&w.as_str()) || verb_words().iter().any(|v| inflects(v, w)))
    {
        return None;
    }
    let mut end = words.len();
    while end > k + 2
        && (CHECK_WORDS.contains(&words[end - 1].as_str())
            || matches!(
                words[end - 1].as_str(),
                "is" | "that" | "a" | "duel" | "fight"
            ))
    {
        end -= 1;
    }
    Some(format!(
        "can {} duel {}",
        words[..k].join(" "),
        words[k + 1..end].join(" ")
    ))
}

/// Who a short question after a statement asks of (`…, can i`, `… - can he move`).
const ASKING_PRONOUNS: &[&str] = &["i", "we", "you", "he", "she", "it", "they"];

/// Words that may end such a short question (`can he deploy there`, `can i do that`).
const ASKING_TAIL: &[&str] = &["there", "that", "this", "it", "do", "then", "too"];

/// The role words a statement of an act says its place or craft with (`red leader to tibrin`,
/// `rachalt onto the bluffs`, `tiree aboard the profundity`).
const STATEMENT_ROLES: &[&str] = &[
    "to", "into", "onto", "aboard", "at", "on", "in", "inside", "over", "down", "up",
];

/// A statement of an act without its verb, then a short question of it after a comma or a
/// dash (`red leader in red 1 to tibrin, can i`, `hollis to the training area - can he
/// move`, `rachalt onto the bluffs, can she deploy`): the questions `can <card> <verb> <the
/// rest>`, one for each role word the statement may say its place with (the first first),
/// the verb the question's (`go` where it says none). Empty when the words end in no such
/// question.
pub fn act_said_first(text: &str) -> Vec<String> {
    let text = text.trim().trim_end_matches(['?', '!', '.', ' ']);
    let cut = [text.rfind(','), text.rfind(" - ")]
        .into_iter()
        .flatten()
        .max();
    let Some(cut) = cut else {
        return Vec::new();
    };
    let (head, tail) = (
        &text[..cut],
        text[cut..].trim_start_matches([',', ' ', '-']),
    );
    let low = |s: &str| -> Vec<String> {
        s.split(|c: char| c.is_whitespace() || c == ',')
            .map(|w| w.trim_matches(['?', '!', '.', '-']).to_lowercase())
            .filter(|w| !w.is_empty())
            .collect()
    };
    let mut asked = low(tail);
    while asked.len() > 2 && ASKING_TAIL.contains(&asked[asked.len() - 1].as_str()) {
        asked.pop();
    }
    let verb = match asked.as_slice() {
        [m, p] if MODALS.contains(&m.as_str()) && ASKING_PRONOUNS.contains(&p.as_str()) => None,
        [m, p, v]
            if MODALS.contains(&m.as_str())
                && ASKING_PRONOUNS.contains(&p.as_str())
                && verb_words().iter().any(|w| inflects(w, v)) =>
        {
            Some(v.clone())
        }
        _ => return Vec::new(),
    };
    let words = low(head);
    if words.is_empty()
        || QUESTION_WORDS.contains(&words[0].as_str())
        || MODALS.contains(&words[0].as_str())
    {
        return Vec::new();
    }
    let verb = verb.unwrap_or_else(|| "go".to_string());
    (1..words.len())
        .filter(|&k| STATEMENT_ROLES.contains(&words[k].as_str()))
        .map(|k| {
            format!(
                "can {} {verb} {}",
                words[..k].join(" "),
                words[k..].join(" ")
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{MAX_WORD_BYTES, slot_kind};
    use crate::catalog::{Catalog, normalize, title_words};
    use crate::query::VERBS;

    /// A text of sentences: the one that asks, and its context before or after it; a phrase
    /// put first, or a comma inside a question, cuts nothing.
    #[test]
    fn the_sentence_that_asks_and_its_context() {
        let cut = |t: &str| {
            super::sentences(t).map(|(a, c)| {
                let ctx: Vec<&str> = c.iter().map(|r| &t[r.clone()]).collect();
                (t[a].to_string(), ctx.join(" | "))
            })
        };
        assert_eq!(
            cut("maul is at theed palace. can he duel?"),
            Some(("can he duel?".into(), "maul is at theed palace".into()))
        );
        assert_eq!(
            cut("chewie is boba's prisoner, what can happen to him now?"),
            Some((
                "what can happen to him now?".into(),
                "chewie is boba's prisoner".into()
            ))
        );
        assert_eq!(
            cut("can he move? boba is alone."),
            Some(("can he move?".into(), "boba is alone".into()))
        );
        assert_eq!(cut("to the north ridge, can han move?"), None);
        assert_eq!(cut("can the walker move to the north ridge? as dark"), None);
        assert_eq!(cut("can boba take han to slave i, and take off"), None);
        assert_eq!(cut("can han move to the north ridge?"), None);
        assert_eq!(
            cut("the hounds tooth - is it imperial"),
            Some(("is it imperial".into(), "the hounds tooth".into()))
        );
    }

    /// No word a player types for a title is longer than the reader reads: each word of every
    /// catalog title as typed (between spaces), and every run of up to three title words run
    /// together, with `'s`.
    #[test]
    fn no_title_word_is_longer_than_the_reader_reads() {
        let mut longest = (0, String::new());
        for t in Catalog::builtin().titles() {
            let key = normalize(t);
            let words: Vec<&str> = title_words(&key).collect();
            let runs = (0..words.len())
                .flat_map(|i| (i + 1..=(i + 3).min(words.len())).map(move |j| (i, j)))
                .map(|(i, j)| words[i..j].concat());
            for w in key.split(' ').map(str::to_string).chain(runs) {
                if w.len() + 2 > longest.0 {
                    longest = (w.len() + 2, w);
                }
            }
        }
        assert!(longest.0 > 12, "{longest:?}");
        assert!(longest.0 <= MAX_WORD_BYTES, "{longest:?}");
    }

    /// Every slot of every frame of the verb table is of a kind the reader knows (a mistyped
    /// kind would otherwise read as a card).
    #[test]
    fn every_slot_kind_is_known() {
        let mut slots = 0;
        for v in VERBS {
            for (frame, _) in v.frames {
                for w in frame.split_whitespace() {
                    let w = w.trim_start_matches('[').trim_end_matches(']');
                    let Some(inner) = w.strip_prefix('{').and_then(|w| w.strip_suffix('}')) else {
                        continue;
                    };
                    slots += 1;
                    if let Some((_, kind)) = inner.split_once(':') {
                        assert!(slot_kind(kind).is_some(), "{}: `{frame}`", v.name);
                    }
                }
            }
        }
        assert!(slots > 100, "{slots}");
        assert!(slot_kind("cards").is_some() && slot_kind("crad").is_none());
    }
}
