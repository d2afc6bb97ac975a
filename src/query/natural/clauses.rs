//! Questions said with more than one clause (issue 37, round 30), the act named by its price,
//! and whose `i` or `we` where the board cannot say.
//!
//! 1. **Clauses** ([`in_clauses`]). The words are cut into clauses at a stop (`.`, `;`, `,`,
//!    `?`, `!`, a dash), at `and` / `then` / `but` said before a new subject (`… luke and
//!    i draw a 2`) and at `if` / `when` said after the first word. The clause that asks is
//!    the one marked `?`, else the last that asks only what follows (`what happens`,
//!    `outcome`), else the last that opens with a word that asks (a question word, a modal,
//!    a verb of the language). Every other clause is context, read for what it names:
//!    - a number said with a word of drawing or of destiny (`drew a 4`, `i draw a 2`, `4 for
//!      destiny`) fills the destiny slot of the act asked; a reading that does not take it
//!      is no reading (the number would be dropped);
//!    - a pronoun of the clause that asks (`it`, `he`, `his`, `her`, `they`, `there`…)
//!      stands for a card of its kind named in the nearest clause before that names one
//!      ([`super::story::referents`]); two that fit alike give one way each, and ways read
//!      as different questions are listed, never chosen;
//!    - a card or place the context names that the question does not take up (by a pronoun
//!      or its words), one at most, is said with the question (`galactic senate just hit the table, how
//!      does the effect fetch go`: the fetch of the Senate); where the question does not
//!      read with it, nothing is read (the context is never dropped silently).
//!
//!    Where the clause that asks asks only what follows, the context clauses are the act
//!    asked (`the dragonsnake attacks luke and i draw a 2, what happens`); asked of cards
//!    (`what happens to r5 if boba captures him`, a condition said after opening a clause),
//!    the act's pronouns stand for them and the act read must name them.
//! 2. **An act named by its price** ([`price_asked`]): `how much force for X to <act> …`,
//!    `what would it cost X to <act> …`, `how much to <act> …`: the `cost` of the act, the
//!    act read from the rest by the whole reader (frames and meaning), X said as who acts.
//! 3. **Whose side** ([`sides_unsaid`]): `i`, `we`, `our` said on a board with no `turn:`,
//!    of an act (`can …`, an act's outcome) no card of which is its own (an evacuation: the
//!    location alone, its survivors of either side): one reading a side, listed. An act whose own card is named (a deploy, a move) is that
//!    card's side's, as the judge reads it already.

use super::types::{NaturalError, Tok};
use super::{Reader, Reading, cards_said, read_with, several, span_of, story, words};
use crate::board::Board;
use crate::query::verbs::VERBS;

/// Words that join two clauses when a new subject follows them (`… and i draw a 2`).
const JOINS: &[&str] = &["and", "then", "but", "so"];

/// Subjects that open a clause of their own after [`JOINS`].
const SUBJECTS: &[&str] = &["i", "we", "he", "she", "they", "you", "it"];

/// Words of drawing a number (or of the destiny it is), said in a clause of context: the
/// number there is a destiny drawn. (Not `flips`, `rolls`: a number flipped with no word of
/// destiny is no destiny's, tests/fixtures/natural/r14-silent.txt.)
const DRAWING: &[&str] = &[
    "draw",
    "draws",
    "drew",
    "drawn",
    "drawing",
    "destiny",
    "destinies",
];

/// Clauses that ask only what follows from the others (`what happens`, `outcome?`).
const OUTCOME_ASKS: &[&[&str]] = &[
    &["what", "happens"],
    &["what", "happens", "next"],
    &["what", "happens", "then"],
    &["what", "happens", "now"],
    &["then", "what"],
    &["what", "now"],
    &["what", "next"],
    &["outcome"],
    &["result"],
    &["what", "would", "happen"],
    &["what", "will", "happen"],
    &["what", "is", "the", "outcome"],
    &["what", "is", "the", "result"],
    &["how", "does", "it", "go"],
    &["how", "does", "that", "go"],
    &["how", "does", "it", "turn", "out"],
    &["how", "does", "that", "turn", "out"],
    &["how", "does", "it", "play", "out"],
    &["how", "does", "that", "play", "out"],
];

/// Words that open a clause that asks: a question word, a modal, or the first word of a verb
/// of the language (`duel-hand …`, `cost …`: the canonical form is a question too).
fn opens_asking(t: &Tok) -> bool {
    !t.quoted
        && (words::asks(&t.text)
            || words::MODALS.contains(&t.text.as_str())
            || VERBS
                .iter()
                .any(|v| v.name.split(' ').next() == Some(t.text.as_str())))
}

/// The clauses of the words: byte ranges, in order, each trimmed of its stop.
pub fn clauses(text: &str) -> Vec<std::ops::Range<usize>> {
    let toks = words::tokens(text);
    let mut cuts = vec![0];
    for (k, pair) in toks.windows(2).enumerate() {
        let (t, next) = (&pair[0], &pair[1]);
        if t.quoted || next.quoted {
            continue;
        }
        let between = text.get(t.end..next.start).unwrap_or_default();
        if between.contains(['.', ';', ',', '?', '!']) {
            cuts.push(next.start);
            continue;
        }
        if ["-", "\u{2013}", "\u{2014}", "--"].contains(&t.raw.as_str()) {
            cuts.push(next.start);
            continue;
        }
        // `what happens to r5 if boba captures him`: a condition said after opens a clause.
        if k > 0 && matches!(next.text.as_str(), "if" | "when") {
            cuts.push(next.start);
            continue;
        }
        // `… luke and i draw a 2`: a new subject after a join opens a clause.
        if JOINS.contains(&next.text.as_str())
            && toks
                .get(k + 2)
                .is_some_and(|s| !s.quoted && SUBJECTS.contains(&s.text.as_str()))
        {
            cuts.push(next.start);
        }
    }
    cuts.push(text.len());
    cuts.dedup();
    cuts.windows(2)
        .filter_map(|w| {
            let part = &text[w[0]..w[1]];
            let body = part.trim_end_matches(|c: char| {
                c.is_whitespace() || ",.!?;-\u{2013}\u{2014}".contains(c)
            });
            let lead = body.len() - body.trim_start().len();
            // A join that opened the clause is no word of it.
            let mut start = w[0] + lead;
            let first = words::tokens(&text[start..w[0] + body.len()]);
            if let (Some(j), Some(s)) = (first.first(), first.get(1))
                && ((JOINS.contains(&j.text.as_str()) && SUBJECTS.contains(&s.text.as_str()))
                    || (w[0] > 0 && matches!(j.text.as_str(), "if" | "when")))
            {
                start += s.start;
            }
            (!text[start..w[0] + body.len()].trim().is_empty()).then(|| start..w[0] + body.len())
        })
        .collect()
}

/// Does the clause ask only what follows from the others (`what happens`)? With `to` and the
/// cards it is asked of (`what happens to r5`): their words too.
fn asks_outcome(clause: &str) -> bool {
    outcome_of(clause).is_some()
}

/// [`asks_outcome`]: `Some` of the words it is asked of after `to` (empty for none).
fn outcome_of(clause: &str) -> Option<String> {
    let toks = words::tokens(clause);
    let said: Vec<String> = toks
        .iter()
        .map(|t| t.text.replace("what's", "what"))
        .flat_map(|w| match w.as_str() {
            "whats" => vec!["what".to_string(), "is".to_string()],
            _ => vec![w],
        })
        .collect();
    let fits =
        |o: &[&str], n: usize| n == o.len() && said.iter().zip(o.iter()).all(|(a, b)| a == b);
    if OUTCOME_ASKS.iter().any(|o| fits(o, said.len())) {
        return Some(String::new());
    }
    // `what happens to <cards>`: the words after `to` (no split word said).
    let to = said.iter().position(|w| w == "to")?;
    if said.len() != toks.len() || to + 1 >= said.len() {
        return None;
    }
    let lead = &said[..to];
    let asks = OUTCOME_ASKS.iter().any(|o| fits(o, lead.len()))
        || matches!(
            lead.iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
                .as_slice(),
            ["what", "can" | "could" | "will" | "would", "happen"]
        );
    asks.then(|| clause[toks[to + 1].start..].to_string())
}

/// The number a clause of context says was drawn (`drew a 4`, `i draw a 2`, `4 for
/// destiny`): its one number with a word of [`DRAWING`]. `None` otherwise, or for two numbers.
fn drawn(clause: &str) -> Option<i64> {
    let toks = words::tokens(clause);
    if !toks
        .iter()
        .any(|t| !t.quoted && DRAWING.contains(&t.text.as_str()))
    {
        return None;
    }
    let mut numbers = toks.iter().filter_map(|t| {
        if t.quoted {
            return None;
        }
        t.text
            .parse::<i64>()
            .ok()
            .or_else(|| crate::catalog::numerals(&t.text).and_then(|n| n.parse().ok()))
    });
    match (numbers.next(), numbers.next()) {
        (Some(n), None) => Some(n),
        _ => None,
    }
}

/// Possessive pronouns and the pronoun whose card they say the owner of.
const POSSESSIVES: &[(&str, &str)] = &[
    ("his", "he"),
    ("her", "she"),
    ("hers", "she"),
    ("its", "it"),
    ("their", "they"),
];

/// The pronouns of `asking` that may stand for a card: byte range, the word, and the word as
/// [`story::referents`] reads it (a possessive as its subject).
fn pronouns(asking: &str) -> Vec<(std::ops::Range<usize>, String, bool)> {
    let mut out: Vec<(std::ops::Range<usize>, String, bool)> = story::pronouns(asking)
        .into_iter()
        .map(|(r, w)| (r, w, false))
        .collect();
    for t in words::tokens(asking) {
        if t.quoted || out.iter().any(|(r, _, _)| r.start == t.start) {
            continue;
        }
        if let Some((_, subject)) = POSSESSIVES.iter().find(|(p, _)| *p == t.text) {
            out.push((t.start..t.end, subject.to_string(), true));
        }
    }
    out.sort_by_key(|(r, _, _)| r.start);
    out
}

/// The ways of saying `asking` with each pronoun stood for a card of its kind named in the
/// nearest clause before that names one (`said`: each context clause's cards, nearest last);
/// a pronoun none fits stays as said. At most a few ways.
fn ways(board: &Board, asking: &str, said: &[Vec<(String, String)>]) -> Vec<String> {
    let mut ways = vec![asking.to_string()];
    for (at, word, possessive) in pronouns(asking).into_iter().rev() {
        let fit: Vec<String> = said
            .iter()
            .rev()
            .map(|clause| {
                let named: Vec<String> = clause.iter().map(|(c, _)| c.clone()).collect();
                story::referents(board, &named, &word)
                    .into_iter()
                    .filter_map(|c| clause.iter().find(|(n, _)| *n == c).map(|(_, w)| w.clone()))
                    .collect::<Vec<String>>()
            })
            .find(|f| !f.is_empty())
            .unwrap_or_default();
        if fit.is_empty() {
            continue;
        }
        ways = ways
            .iter()
            .flat_map(|w| {
                fit.iter().map(move |c| {
                    let c = if possessive {
                        format!("{c}'s")
                    } else {
                        c.clone()
                    };
                    format!("{}{c}{}", &w[..at.start], &w[at.end..])
                })
            })
            .take(MAX_WAYS)
            .collect();
    }
    ways
}

/// The most ways of standing pronouns for cards read.
const MAX_WAYS: usize = 6;

/// The question read from its clauses (module doc, 1), or `None` where the words are one
/// clause, no clause asks, or the question so read does not read.
pub fn in_clauses(board: &Board, text: &str) -> Option<Reading> {
    let text = text.trim();
    let parts = clauses(text);
    if parts.len() < 2 {
        return None;
    }
    let clause = |r: &std::ops::Range<usize>| &text[r.clone()];
    let asks =
        |r: &std::ops::Range<usize>| words::tokens(clause(r)).first().is_some_and(opens_asking);
    let marked = parts.iter().position(|r| {
        text[r.end..]
            .trim_start_matches([' ', '.', ','])
            .starts_with('?')
    });
    let ask = marked
        .filter(|&i| asks(&parts[i]) || asks_outcome(clause(&parts[i])))
        // (`what happens` asks of the clauses before it, an act of the language's verb too:
        // `creature-attack x on y and i draw a 2, what happens`.)
        .or_else(|| parts.iter().rposition(|r| asks_outcome(clause(r))))
        .or_else(|| parts.iter().rposition(asks))?;
    let outcome = asks_outcome(clause(&parts[ask]));
    // The number drawn, said in a clause of context; that clause's cards still stand for
    // pronouns.
    let mut destiny: Option<i64> = None;
    let mut context: Vec<std::ops::Range<usize>> = Vec::new();
    let mut said: Vec<Vec<(String, String)>> = Vec::new();
    for (i, r) in parts.iter().enumerate() {
        if i == ask {
            continue;
        }
        match drawn(clause(r)) {
            Some(n) if destiny.is_none() => destiny = Some(n),
            Some(_) => return None,
            None => context.push(r.clone()),
        }
        if i < ask || outcome {
            said.push(cards_said(board, clause(r)));
        }
    }
    // Every clause of context says something the question takes: a card or place (which
    // the reading must name), or the number drawn. One that names nothing (`on the light
    // sides turn`, `that's all`) is not set aside here.
    let mut owed: Vec<(String, Vec<String>)> = Vec::new();
    for r in parts
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != ask)
        .map(|(_, r)| r)
    {
        let cards = cards_said(board, clause(r));
        if cards.is_empty() && drawn(clause(r)).is_none() {
            return None;
        }
        for (c, w) in cards {
            match owed.iter_mut().find(|(x, _)| *x == w) {
                Some((_, cs)) => cs.push(c),
                None => owed.push((w, vec![c])),
            }
        }
    }
    // (Words that fit several cards are owed one of them.)
    let owes = |q: &str| {
        owed.iter()
            .all(|(_, cs)| cs.iter().any(|c| q.contains(c.as_str())))
    };

    let with_number = |q: &str| match destiny {
        Some(n) => format!("{q} destiny {n}"),
        None => q.to_string(),
    };
    let takes_number = |q: &str| match destiny {
        Some(n) => q.contains(&format!(" destiny {n}")),
        None => true,
    };
    let set_aside: Vec<String> = context
        .iter()
        .map(|r| clause(r).to_string())
        .filter(|_| !outcome)
        .collect();
    if outcome {
        // The clauses of context are the act asked.
        if context.is_empty() {
            return None;
        }
        let act = context.iter().map(clause).collect::<Vec<_>>().join(" ");
        // The cards it is asked of (`what happens to r5`) are what the act's pronouns stand
        // for (`if boba captures him`), and must be in the act read.
        let topic = outcome_of(clause(&parts[ask])).unwrap_or_default();
        let of = if topic.is_empty() {
            Vec::new()
        } else {
            cards_said(board, &topic)
        };
        if !topic.is_empty() && of.is_empty() {
            return None;
        }
        let mut read: Vec<(String, Vec<String>)> = Vec::new();
        for way in ways(board, &act, std::slice::from_ref(&of)) {
            let again: Vec<String> = cards_said(board, &way).into_iter().map(|c| c.0).collect();
            if !of.iter().all(|(c, _)| again.contains(c)) {
                continue;
            }
            match read_with(board, &with_number(&way), true) {
                // Every word of the act read (an act need not name its agent: `boba captures
                // him` is the capture of r5).
                Reading::Read(q) if takes_number(&q) => read.push((q, Vec::new())),
                _ => {}
            }
        }
        read.dedup_by(|a, b| a.0 == b.0);
        return match read.len() {
            1 => read.pop().map(|(q, left)| match left.is_empty() {
                true => Reading::Read(q),
                false => Reading::ReadLeaving(q, left),
            }),
            _ => None,
        };
    }
    let asking = clause(&parts[ask]);
    let named: Vec<String> = said.iter().flatten().map(|(c, _)| c.clone()).collect();
    let mut read: Vec<(String, Vec<String>)> = Vec::new();
    for way in ways(board, asking, &said) {
        // Each card or place the context names, said with the question where it does not
        // take it up.
        let again: Vec<String> = cards_said(board, &way).into_iter().map(|c| c.0).collect();
        let missing: Vec<&String> = said
            .iter()
            .flatten()
            .filter(|(c, _)| !again.contains(c))
            .map(|(_, w)| w)
            .collect();
        // One card at most (two said after the question would take their roles from their
        // order alone).
        if missing.len() > 1 {
            continue;
        }
        let mut asked = way.trim_end_matches(['?', ' ']).to_string();
        for w in &missing {
            asked.push(' ');
            asked.push_str(w);
        }
        let (q, left) = match read_with(board, &with_number(&asked), true) {
            Reading::Read(q) => (q, Vec::new()),
            Reading::ReadLeaving(q, left) => (q, left),
            _ => continue,
        };
        // Every word of the question read (a pronoun stood for a card may have made words
        // that read as something else), every card the context names, and its number.
        if !takes_number(&q) || (way != asking && !left.is_empty()) || !owes(&q) {
            continue;
        }
        if !named.is_empty()
            && !cards_said(board, &asked)
                .iter()
                .all(|(c, _)| named.contains(c) || again.contains(c))
        {
            continue;
        }
        if !read.iter().any(|(r, _)| *r == q) {
            read.push((q, left));
        }
    }
    match read.len() {
        0 => None,
        1 => {
            let (q, left) = read.pop()?;
            Some(Reading::ReadLeaving(q, [set_aside, left].concat()))
        }
        _ => {
            let toks = words::tokens(text);
            let whole = span_of(&toks, 0, toks.len()).unwrap_or((0, text.len()));
            let r = Reader::new(board, toks, None);
            Some(several(
                &r,
                read.into_iter().map(|(q, _)| q).collect(),
                text,
                whole,
            ))
        }
    }
}

/// Words that open a price asked (module doc, 2), longest first, each word optional where
/// bracketed in its description: `how much [force] [would|does|will|is] [it] [cost|take|be]
/// [me|us]`, `what [would|does|will] it cost [me|us]`, `what's it cost`.
fn price_lead(toks: &[Tok]) -> Option<usize> {
    let w = |i: usize| {
        toks.get(i)
            .filter(|t| !t.quoted)
            .map_or("", |t| t.text.as_str())
    };
    let mut i;
    match (w(0), w(1)) {
        ("how", "much") => {
            i = 2;
            if w(i) == "force" {
                i += 1;
            }
            if matches!(w(i), "would" | "does" | "will" | "is" | "did") {
                i += 1;
            }
            if w(i) == "it" {
                i += 1;
            }
            if matches!(w(i), "cost" | "take" | "be") {
                i += 1;
            }
        }
        ("what", "would" | "does" | "will") if w(2) == "it" && w(3) == "cost" => i = 4,
        ("what's" | "whats", "it") if w(2) == "cost" => i = 3,
        ("what", "it") if w(2) == "cost" => i = 3,
        _ => return None,
    }
    if matches!(w(i), "me" | "us") {
        i += 1;
    }
    Some(i)
}

/// Is the word a movement verb's own (`move`, `land`, `take-off`)?
fn own_verb(w: &str) -> bool {
    VERBS.iter().any(|v| v.name.strip_prefix("can ") == Some(w))
}

/// The most words of who acts said between a price and its act (`for boba to …`).
const MAX_AGENT_WORDS: usize = 5;

/// The cost of the act a price is asked of (module doc, 2), or `None`.
pub fn price_asked(board: &Board, text: &str) -> Option<Reading> {
    let text = text.trim().trim_end_matches(['?', ' ']);
    let toks = words::tokens(text);
    let at = price_lead(&toks)?;
    let rest = toks.get(at..)?;
    let from = |k: usize| rest.get(k).map(|t| t.start);
    let w = |k: usize| {
        rest.get(k)
            .filter(|t| !t.quoted)
            .map_or("", |t| t.text.as_str())
    };
    let skip = usize::from(w(0) == "for");
    // Who acts, then `to` and the act: `can <who> <act>`.
    let to = (skip..rest.len().min(skip + MAX_AGENT_WORDS + 1))
        .find(|&k| w(k) == "to")
        .filter(|&k| k > skip);
    let asked = match to {
        Some(k) => {
            let who = &text[from(skip)?..rest[k - 1].end];
            let act = rest.get(k + 1)?;
            let mut asked = vec![format!("can {who} {}", &text[act.start..])];
            // The act's own word first, as the canonical form says it (`can move boba to …`).
            if own_verb(&act.text) {
                asked.insert(0, format!("can {} {who}{}", act.text, &text[act.end..]));
            }
            asked
        }
        None if w(0) == "to" => vec![format!("can {}", &text[from(1)?..])],
        None => return None,
    };
    let (q, left) = asked.iter().find_map(|a| match read_with(board, a, true) {
        Reading::Read(q) => Some((q, Vec::new())),
        Reading::ReadLeaving(q, left) => Some((q, left)),
        _ => None,
    })?;
    let bare = q.strip_prefix("cost ").unwrap_or(&q);
    let bare = bare.strip_prefix("can ").unwrap_or(bare);
    let priced = format!("cost {bare}");
    let movement = VERBS
        .iter()
        .any(|v| v.name.starts_with("can ") && q.contains(v.name.trim_start_matches("can ")));
    if !movement || crate::query::parse(&priced).is_err() {
        return None;
    }
    Some(match left.is_empty() {
        true => Reading::Read(priced),
        false => Reading::ReadLeaving(priced, left),
    })
}

/// Do the words say the asker as `i`, `we`, `my`, `our`…?
/// (Not `me`, `us`: `show me the layout` asks no act of a side.)
fn ours(text: &str) -> bool {
    words::tokens(text)
        .iter()
        .any(|t| !t.quoted && matches!(t.text.as_str(), "i" | "we" | "our"))
}

/// Does the act's syntax name a card of its own (one that says whose act it is): a slot of a
/// card that is not the survivors of an evacuation, nor a location?
fn own_card(syntax: &str) -> bool {
    let mut after_survivors = false;
    for w in syntax.split_whitespace() {
        let w = w.trim_matches(['[', ']', ',']);
        if w == "survivors" {
            after_survivors = true;
        }
        if w.starts_with('<')
            && !matches!(
                w,
                "<location>" | "<planet>" | "<row>" | "<n>" | "<side>" | "<value>" | "<rule-id>"
            )
            && !after_survivors
        {
            return true;
        }
    }
    false
}

/// The reading, or where the words say `i`/`we` on a board with no turn of an act with no
/// card of its own, and no side is said: one reading a side, listed (module doc, 3).
pub fn sides_unsaid(board: &Board, text: &str, reading: Reading) -> Reading {
    let q = match &reading {
        Reading::Read(q) | Reading::ReadLeaving(q, _) => q.clone(),
        _ => return reading,
    };
    if board.turn.is_some() || q.ends_with(" as light") || q.ends_with(" as dark") || !ours(text) {
        return reading;
    }
    let Some(verb) = VERBS
        .iter()
        .filter(|v| q == v.name || q.starts_with(&format!("{} ", v.name)))
        .max_by_key(|v| v.name.len())
    else {
        return reading;
    };
    // An act a side makes (`can …`) or the outcome of one; not a listing or a state.
    let act = verb.name.starts_with("can ") || verb.name.ends_with("-outcome");
    // (A card said where the act takes a location, `can evacuate @obiwan`, is refused
    // whichever side asks.)
    let first = q[verb.name.len()..].trim_start();
    if !act || own_card(verb.syntax) || first.starts_with('@') {
        return reading;
    }
    let both: Vec<String> = ["light", "dark"]
        .iter()
        .map(|s| format!("{q} as {s}"))
        .filter(|q| crate::query::parser::parse_acts(q).is_ok())
        .collect();
    if both.len() < 2 {
        return reading;
    }
    let toks = words::tokens(text);
    let whole = span_of(&toks, 0, toks.len()).unwrap_or((0, text.len()));
    let r = Reader::new(board, toks, None);
    match several(&r, both, text, whole) {
        Reading::Failed(e) => Reading::Failed(Box::new(match *e {
            NaturalError::Readings {
                readings,
                count,
                at_least,
                src,
                span,
                help,
                ..
            } => NaturalError::Readings {
                readings,
                count,
                at_least,
                src,
                span,
                label: "whose act? the board writes no turn, and `i` or `we` may be either side"
                    .to_string(),
                help,
            },
            other => other,
        })),
        other => other,
    }
}
