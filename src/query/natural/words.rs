//! The words of a question: tokens, the frames' patterns and their matches, and the cards and
//! locations a phrase names on the board.

use super::{holder, stands_at};
use crate::board::{Board, CardIx, LocId};
use crate::catalog::{
    CardDef, CardType, DefId, Icon, Printed, Resolution, Subtype, Trait, normalize, numerals,
    title_words,
};
use crate::rulebook::Side;

/// A word of the question (or a quoted title, or an `@id`), with where it stands.
#[derive(Debug, Clone)]
pub struct Tok {
    /// Lower case, outer punctuation gone; a quoted title keeps its quotes.
    pub text: String,
    /// As typed.
    pub raw: String,
    pub start: usize,
    pub end: usize,
    pub quoted: bool,
}

/// What a slot names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Want {
    /// A card in play.
    Card,
    /// A location on the table.
    Loc,
    /// A location or a card in play (a destination: a site, a system, a starship).
    Dest,
    /// A card in play or in the catalog (what is deployed).
    Deploy,
    /// `light` or `dark`.
    Side,
}

/// What a phrase names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Thing {
    Card(CardIx),
    Loc(LocId),
    /// A card not in play, by its definition.
    Def(DefId),
    /// Written as the query language writes it (a quoted title, an `@id`): kept as typed.
    Typed(String),
    Side(Side),
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

/// Verbs a cost's "to" may precede (`for Slave I to land …`).
const VERB_WORDS: &[&str] = &[
    "land",
    "take-off",
    "launch",
    "move",
    "go",
    "fly",
    "walk",
    "drive",
    "shuttle",
    "transit",
    "transfer",
    "react",
    "board",
    "embark",
    "enter",
    "disembark",
    "get",
    "deploy",
    "play",
];

/// Sets aside what leads a question: "please", "can"/"could" (and "I"/"we"), "is it legal
/// to", a cost's "how much does it cost (for …) to". Returns the rest and whether a cost is
/// asked.
pub fn strip_lead(mut toks: Vec<Tok>) -> (Vec<Tok>, bool) {
    let word = |toks: &[Tok], i: usize| toks.get(i).map(|t| t.text.clone()).unwrap_or_default();
    if word(&toks, 0) == "please" {
        toks.remove(0);
    }
    let mut cost = false;
    // "how much (force) does it cost", "what does it cost", "what is the cost of".
    let lead_words = [
        "how", "much", "force", "does", "do", "would", "will", "it", "what", "what's", "is", "the",
        "whats",
    ];
    if let Some(at) = toks.iter().take(7).position(|t| t.text == "cost")
        && at > 0
        && toks[..at]
            .iter()
            .all(|t| lead_words.contains(&t.text.as_str()))
    {
        toks.drain(..=at);
        cost = true;
        while matches!(word(&toks, 0).as_str(), "of" | "for" | "to" | "me" | "us") {
            toks.remove(0);
        }
        if let Some(i) = toks.iter().position(|t| t.text == "to")
            && toks
                .get(i + 1)
                .is_some_and(|n| VERB_WORDS.contains(&n.text.as_str()))
        {
            toks.remove(i);
        }
        if word(&toks, 0) == "to" {
            toks.remove(0);
        }
    }
    // "is it legal for X to …", "is it possible to …".
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
            "legal" | "possible" | "ok" | "allowed"
        ) {
            toks.remove(0);
        }
        if matches!(word(&toks, 0).as_str(), "to" | "for") {
            toks.remove(0);
        }
        if let Some(i) = toks.iter().position(|t| t.text == "to")
            && toks
                .get(i + 1)
                .is_some_and(|n| VERB_WORDS.contains(&n.text.as_str()))
        {
            toks.remove(i);
        }
    }
    if matches!(
        word(&toks, 0).as_str(),
        "can" | "could" | "may" | "might" | "will" | "would"
    ) {
        toks.remove(0);
        if matches!(
            word(&toks, 0).as_str(),
            "i" | "we" | "you" | "they" | "he" | "she" | "someone" | "my" | "one"
        ) && toks.len() > 1
            && VERB_WORDS.contains(&word(&toks, 1).as_str())
        {
            toks.remove(0);
        }
    }
    (toks, cost)
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

/// A frame's pattern (see [`super::FRAMES`]).
pub fn pattern(frame: &str) -> Vec<El> {
    fn one(w: &str) -> El {
        if let Some(inner) = w.strip_prefix('{').and_then(|w| w.strip_suffix('}')) {
            let (name, kind) = inner.split_once(':').unwrap_or((inner, "card"));
            let want = match kind {
                "loc" => Want::Loc,
                "dest" => Want::Dest,
                "deploy" => Want::Deploy,
                "side" => Want::Side,
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
                .is_some_and(|t| !t.quoted && alts.contains(&t.text))
            {
                walk(rest, toks, at + 1, bound, out);
            }
        }
        El::Slot(name, want) => {
            let longest = if *want == Want::Side {
                1
            } else {
                toks.len() - at
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

/// The most words a card or location is named with.
const MAX_NAME_WORDS: usize = 10;

/// Words that only point (`the Ice Plains`, `my walker`).
const DETERMINERS: &[&str] = &[
    "the", "a", "an", "my", "your", "his", "her", "their", "our", "its", "that", "this", "one",
];

/// What a phrase names on the board: the best fits (several when it fits several equally).
pub fn phrase(board: &Board, toks: &[Tok], want: Want) -> Vec<Thing> {
    if want == Want::Side {
        return match toks {
            [t] if t.text == "light" => vec![Thing::Side(Side::Light)],
            [t] if t.text == "dark" => vec![Thing::Side(Side::Dark)],
            _ => Vec::new(),
        };
    }
    // As the query language writes it: a quoted title, an @id.
    if let [t] = toks
        && ((t.quoted && t.raw.len() > 2 && t.raw.ends_with('"'))
            || (t.text.len() > 1 && t.text.starts_with('@')))
    {
        return vec![Thing::Typed(t.raw.clone())];
    }
    // A name is a few words: longer is no name (and keeps the splits below few).
    if toks.len() > MAX_NAME_WORDS {
        return Vec::new();
    }
    let mut toks = toks;
    while toks.len() > 1 && DETERMINERS.contains(&toks[0].text.as_str()) {
        toks = &toks[1..];
    }
    if toks.iter().any(|t| t.quoted) {
        return Vec::new();
    }
    let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
    let found = fits(board, &words, want, &|_| true);
    if !found.is_empty() {
        return found;
    }
    // Whose: `Wedge's X-wing` is the craft Wedge is aboard (or pilots, or carries).
    for (i, t) in toks.iter().enumerate().take(toks.len().saturating_sub(1)) {
        let Some(owner_word) = t
            .text
            .strip_suffix("'s")
            .or_else(|| t.text.strip_suffix("s'"))
        else {
            continue;
        };
        let mut owner_words: Vec<&str> = words[..i].to_vec();
        owner_words.push(owner_word);
        let owners: Vec<CardIx> = fits(board, &owner_words, Want::Card, &|_| true)
            .into_iter()
            .filter_map(|t| match t {
                Thing::Card(c) => Some(c),
                _ => None,
            })
            .collect();
        if owners.is_empty() {
            continue;
        }
        let related: Vec<CardIx> = owners.iter().flat_map(|&o| related(board, o)).collect();
        let head = &words[i + 1..];
        let found = fits(board, head, want, &|th| match th {
            Thing::Card(c) => related.contains(c),
            _ => false,
        });
        if !found.is_empty() {
            return found;
        }
    }
    // Where: `the trooper in the corridor`, `the pilot aboard Red 5`.
    for (i, t) in toks.iter().enumerate().skip(1) {
        if i + 1 >= toks.len()
            || !matches!(
                t.text.as_str(),
                "in" | "at" | "aboard" | "on" | "inside" | "by"
            )
        {
            continue;
        }
        let places = phrase(board, &toks[i + 1..], Want::Dest);
        if places.is_empty() {
            continue;
        }
        let head = &words[..i];
        let found = fits(board, head, want, &|th| match th {
            Thing::Card(c) => places.iter().any(|p| match p {
                Thing::Loc(l) => stands_at(board, *c, *l),
                Thing::Card(p) => within(board, *c, *p),
                _ => false,
            }),
            _ => false,
        });
        if !found.is_empty() {
            return found;
        }
    }
    // A card to deploy need not be in play: the catalog's title.
    if want == Want::Deploy {
        let typed = toks
            .iter()
            .map(|t| t.raw.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        if let Resolution::Found(ids) = board.catalog.resolve(&typed) {
            return vec![Thing::Def(ids[0])];
        }
    }
    Vec::new()
}

/// Is `c` aboard (or carried by) `p`, at any depth?
fn within(board: &Board, c: CardIx, p: CardIx) -> bool {
    let mut cur = c;
    for _ in 0..board.cards.len() {
        match holder(board, cur) {
            Some(h) if h == p => return true,
            Some(h) => cur = h,
            None => return false,
        }
    }
    false
}

/// The cards a card's owner words may mean: the craft it is aboard, what it carries, the craft
/// it pilots or drives.
fn related(board: &Board, o: CardIx) -> Vec<CardIx> {
    let mut v: Vec<CardIx> = Vec::new();
    v.extend(holder(board, o));
    v.extend(board.cards[o].carrying.iter().copied());
    v.extend(
        board
            .cards
            .iter_enumerated()
            .filter(|(_, c)| c.pilot == Some(o) || c.driver == Some(o))
            .map(|(i, _)| i),
    );
    v
}

/// The candidates (cards in play, locations) the words fit best, among those `keep` allows.
fn fits(board: &Board, words: &[&str], want: Want, keep: &dyn Fn(&Thing) -> bool) -> Vec<Thing> {
    if words.is_empty() {
        return Vec::new();
    }
    let mut scored: Vec<(u8, Thing)> = Vec::new();
    if matches!(want, Want::Card | Want::Dest | Want::Deploy) {
        for (c, card) in board.cards.iter_enumerated() {
            let def = board.def(card.def);
            let th = Thing::Card(c);
            if keep(&th) {
                let t = tier(words, def, card.side);
                if t > 0 {
                    scored.push((t, th));
                }
            }
        }
    }
    if matches!(want, Want::Loc | Want::Dest) {
        for (l, loc) in board.locations.iter_enumerated() {
            let def = board.def(loc.def);
            let th = Thing::Loc(l);
            if keep(&th) {
                let t = tier(words, def, loc.owner.unwrap_or(Side::Light));
                if t > 0 {
                    scored.push((t, th));
                }
            }
        }
    }
    let best = scored.iter().map(|(t, _)| *t).max().unwrap_or(0);
    scored
        .into_iter()
        .filter(|(t, _)| *t == best)
        .map(|(_, th)| th)
        .collect()
}

/// How well the words fit a card: 3 every word is a word of its title and they name all of
/// it; 2 every word is a word of its title; 1 some word names its kind (`walker`, `ship`); 0
/// some word fits nothing.
fn tier(words: &[&str], def: &CardDef, side: Side) -> u8 {
    let title: Vec<String> = title_words(def.key()).map(str::to_string).collect();
    let kinds = kinds(def, side);
    let mut all_title = true;
    let mut covered: Vec<&str> = Vec::new();
    let mut said = false;
    for w in words {
        let parts: Vec<String> = title_words(w)
            .map(|p| numerals(p).unwrap_or_else(|| p.to_string()))
            .collect();
        if parts.is_empty() {
            continue;
        }
        said = true;
        let hits: Vec<Option<&str>> = parts.iter().map(|p| title_hit(p, &title)).collect();
        if hits.iter().all(Option::is_some) {
            covered.extend(hits.into_iter().flatten());
        } else if kinds.iter().any(|k| k == singular(w) || k == w) {
            all_title = false;
        } else {
            return 0;
        }
    }
    // Words without a letter or digit name nothing.
    if !said {
        return 0;
    }
    if !all_title {
        return 1;
    }
    if title.iter().all(|t| covered.contains(&t.as_str())) {
        3
    } else {
        2
    }
}

/// The title word a typed word is (also in the plural, or the end of a compound:
/// `trooper` in `Snowtrooper`).
fn title_hit<'t>(w: &str, title: &'t [String]) -> Option<&'t str> {
    let one = singular(w);
    title
        .iter()
        .find(|t| {
            *t == w || *t == one || (one.len() >= 5 && t.ends_with(one) && t.len() > one.len())
        })
        .map(String::as_str)
}

fn singular(w: &str) -> &str {
    match w.strip_suffix('s') {
        Some(s) if s.len() >= 3 && !s.ends_with('s') => s,
        _ => w,
    }
}

/// The words players use for a card's kind (`the walker`, `the ship`): its type, and the
/// everyday names of what it is. These only narrow what is on the board; the answer shows the
/// card read.
fn kinds(def: &CardDef, side: Side) -> Vec<String> {
    let mut k: Vec<&'static str> = Vec::new();
    let sub = def.subtype;
    match def.card_type {
        CardType::Character => {
            k.extend(["character", "guy", "person"]);
            if def.has_icon(Icon::Pilot) {
                k.push("pilot");
            }
            if sub == Some(Subtype::Droid) || def.has_trait(&Trait::Droid) {
                k.push("droid");
            }
        }
        CardType::Starship => {
            k.extend(["starship", "ship", "craft"]);
            if sub == Some(Subtype::Starfighter) {
                k.extend(["starfighter", "fighter"]);
                if def.is_tie() {
                    k.extend(["tie", "tie-fighter"]);
                } else if side == Side::Light || def.side == Printed::Light {
                    k.extend(["x-wing", "y-wing", "a-wing", "b-wing"]);
                }
            }
            if sub == Some(Subtype::Capital) {
                k.push("capital");
            }
            if def.has_trait(&Trait::StarDestroyer) {
                k.extend(["destroyer", "star-destroyer"]);
            }
        }
        CardType::Vehicle => {
            k.extend(["vehicle", "craft"]);
            if sub == Some(Subtype::Combat) {
                if side == Side::Dark {
                    k.extend(["walker", "at-at", "at-st"]);
                } else {
                    k.extend(["speeder", "snowspeeder"]);
                }
            }
            if sub == Some(Subtype::CreatureVehicle) {
                k.extend(["mount", "creature"]);
            }
        }
        CardType::Weapon => k.extend(["weapon", "gun"]),
        CardType::Device => k.push("device"),
        CardType::Creature => k.extend(["creature", "beast", "monster"]),
        CardType::Effect => k.push("effect"),
        CardType::Location => {
            k.push("location");
            if def.is_site() {
                k.push("site");
            }
            if def.is_system() {
                k.extend(["system", "planet"]);
            }
            if def.is_sector() {
                k.push("sector");
            }
        }
        _ => {}
    }
    if def.has_icon(Icon::Warrior) {
        k.push("warrior");
    }
    let mut k: Vec<String> = k.into_iter().map(str::to_string).collect();
    // Its traits' words: `the bounty hunter`, `the scout`.
    for t in &def.traits {
        if !matches!(t, Trait::Persona(_)) {
            k.extend(t.name().split('-').map(str::to_string));
        }
    }
    k
}
