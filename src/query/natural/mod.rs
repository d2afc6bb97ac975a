//! A question in a player's words, read into the canonical question of the query language.
//!
//! The query language stays the canonical form: [`crate::ask`] tries this reading only when
//! the canonical parse fails, and the answer shows the canonical question it read (`read as:`),
//! so the user can check it and learns the form. A reading is made of
//! - the question's frame, one of [`FRAMES`] (`<card> land on <location>` →
//!   `can land <card> at <location>`), after a leading "can", "could", "is it legal to", a
//!   cost's "how much does it cost (for …) to", a trailing "?" and `as light|dark` are set
//!   aside;
//! - each card or location the frame names, found by the words players use among what is ON
//!   THE BOARD ([`phrase`]): words of its title in any order and case (`the Ice Plains`,
//!   `Slave I`, `Red Five`), a kind (`the walker`, `the X-wing`), whose it is (`Wedge's
//!   X-wing`: the craft Wedge is aboard) or where it stands (`the trooper in the corridor`).
//!
//! When one reading fits, it is the question. When several fit (two troopers, two frames), the
//! readings are listed and the user is asked which ([`NaturalError::Readings`]); a reading is
//! never chosen silently.

pub mod words;

use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{Resolution, normalize};
use miette::{Diagnostic, NamedSource, SourceSpan};
use words::Tok;
pub use words::{Thing, Want};

/// The most words a question in words may have.
const MAX_WORDS: usize = 40;

/// At most this many readings are listed.
const MAX_READINGS: usize = 8;

/// The frames of a question, in a player's words, and the canonical question each reads as.
///
/// A frame is words to match, in order: `a|b` one of these words, `[a|b]` optionally one of
/// them, `{x:kind}` a card or location named in words (kind: `card` in play, `loc` on the
/// table, `dest` either, `deploy` in play or in the catalog, `side` light or dark). The
/// canonical question names each slot by its `{x}`. A leading "can"/"could" is set aside
/// before the frames are matched.
pub const FRAMES: &[(&str, &str)] = &[
    // Landing and taking off.
    (
        "{c:card} land [down] on|at|in|onto|to {l:loc}",
        "can land {c} at {l}",
    ),
    ("{c:card} land", "can land {c}"),
    (
        "land {c:card} on|at|in|onto|to {l:loc}",
        "can land {c} at {l}",
    ),
    ("land {c:card}", "can land {c}"),
    (
        "{c:card} take-off|launch|lift-off [from {x:loc}] to|for|into {l:dest}",
        "can take-off {c} to {l}",
    ),
    (
        "{c:card} take-off|launch|lift-off [from {x:loc}]",
        "can take-off {c}",
    ),
    (
        "take-off {c:card} [from {x:loc}] to|for|into {l:dest}",
        "can take-off {c} to {l}",
    ),
    ("take-off {c:card} [from {x:loc}]", "can take-off {c}"),
    // Moving.
    (
        "{c:card} move|go|fly|walk|drive|travel|head|ride [over|up|down] to|into|onto {d:dest}",
        "can move {c} to {d}",
    ),
    ("{c:card} move|fly|walk|drive", "can move {c}"),
    (
        "move|fly|drive {c:card} [over|up|down] to|into|onto {d:dest}",
        "can move {c} to {d}",
    ),
    (
        "{c:card} shuttle [up|down] to {d:dest}",
        "can shuttle {c} to {d}",
    ),
    ("{c:card} transit to {d:dest}", "can transit {c} to {d}"),
    (
        "{c:card} transfer to|into|onto {d:card}",
        "can transfer {c} to {d}",
    ),
    ("{c:card} react to {d:dest}", "can react {c} to {d}"),
    // Boarding and leaving.
    (
        "{c:card} board|embark|enter [on|onto|into|in] {d:card}",
        "can embark {c} on {d}",
    ),
    (
        "{c:card} get|climb|go on|in|into|onto|aboard {d:card}",
        "can embark {c} on {d}",
    ),
    (
        "embark {c:card} on|onto|in|into {d:card}",
        "can embark {c} on {d}",
    ),
    (
        "{c:card} disembark|deboard|dismount [from|off] [{d:card}]",
        "can disembark {c}",
    ),
    (
        "{c:card} get|climb off|out [of] [{d:card}]",
        "can disembark {c}",
    ),
    ("disembark {c:card} [from {d:card}]", "can disembark {c}"),
    // Weapons and items.
    ("fire|shoot {w:card} at {t:card}", "can fire {w} at {t}"),
    ("{w:card} fire|shoot at {t:card}", "can fire {w} at {t}"),
    ("{w:card} [be] fired at {t:card}", "can fire {w} at {t}"),
    ("{a:card} carry {b:card}", "can carry {a} {b}"),
    ("{a:card} use {b:card}", "can use {a} {b}"),
    ("{a:card} steal {b:card}", "can steal {a} {b}"),
    // Deploying.
    (
        "deploy|play {c:deploy} to|at|on|in|onto|aboard|into {d:dest}",
        "can deploy {c} @{d}",
    ),
    (
        "{c:deploy} [be] deploy|deployed to|at|on|in|onto|aboard|into {d:dest}",
        "can deploy {c} @{d}",
    ),
    ("deploy|play {c:deploy}", "can deploy {c}"),
    // Presence and the rest.
    (
        "is|are {c:card} present at|in|on {l:loc}",
        "present {c} at {l}",
    ),
    ("is|are {c:card} present", "present {c}"),
    (
        "does|do [the] {s:side} [side|player] have presence at|in|on {l:loc}",
        "presence {s} at {l}",
    ),
    (
        "is|are there [any] [a] {s:side} [side] presence at|in|on {l:loc}",
        "presence {s} at {l}",
    ),
    (
        "has|have [the] {s:side} [side|player] [got] presence at|in|on {l:loc}",
        "presence {s} at {l}",
    ),
    ("is|are {c:card} alone", "alone {c}"),
    ("is|are {c:card} [being] piloted", "piloted {c}"),
    ("does|do {a:card} enhance {b:card}", "enhances {a} {b}"),
    ("{a:card} enhance {b:card}", "enhances {a} {b}"),
    (
        "is|are {l:loc} shielded|protected|covered [by] [the] [energy] [shield]",
        "shielded {l}",
    ),
    (
        "does|do [the] [energy] shield cover|protect {l:loc}",
        "shielded {l}",
    ),
    (
        "what|what's [is] [the] landspeed [of] {c:card}",
        "landspeed {c}",
    ),
];

/// Why a question in words was not read as one question.
#[derive(Debug, thiserror::Error, Diagnostic)]
pub enum NaturalError {
    /// Several readings fit.
    #[error("the question can be read {} ways: which did you mean?", readings.len())]
    #[diagnostic(code(swjudge::query::readings))]
    Readings {
        readings: Vec<String>,
        #[source_code]
        src: NamedSource<String>,
        #[label("fits several")]
        span: SourceSpan,
        #[help]
        help: String,
    },
    /// A card or location named in words fits nothing on the board (or fits a card the
    /// canonical question cannot name).
    #[error("{message}")]
    #[diagnostic(code(swjudge::query::no_fit))]
    NoFit {
        message: String,
        #[source_code]
        src: NamedSource<String>,
        #[label("{label}")]
        span: SourceSpan,
        label: String,
        #[help]
        help: Option<String>,
    },

    /// The canonical question read could not be asked of this board (its own error, in
    /// words: its spans index the canonical question, not the words typed).
    #[error("read as `{read_as}`: {message}")]
    #[diagnostic(code(swjudge::query::reading_refused))]
    Refused {
        read_as: String,
        message: String,
        #[source_code]
        src: NamedSource<String>,
        #[label("read as `{read_as}`")]
        span: SourceSpan,
        #[help]
        help: Option<String>,
    },
}

impl NaturalError {
    /// The readings listed, when several fit.
    pub fn readings(&self) -> &[String] {
        match self {
            NaturalError::Readings { readings, .. } => readings,
            NaturalError::NoFit { .. } | NaturalError::Refused { .. } => &[],
        }
    }

    /// The question `text`, read as `read_as`, was refused with `message` (and `help`).
    pub fn refused(text: &str, read_as: &str, message: String, help: Option<String>) -> Self {
        let text = text.trim();
        NaturalError::Refused {
            read_as: read_as.to_string(),
            message,
            src: NamedSource::new("query", text.to_string()),
            span: (0, text.len()).into(),
            help,
        }
    }
}

/// What came of reading a question in words.
#[derive(Debug)]
pub enum Reading {
    /// One canonical question.
    Read(String),
    /// Several readings, or a name that fits nothing: see the error.
    Failed(Box<NaturalError>),
    /// No frame fits: the question is not read (the canonical syntax error stands).
    NotRead,
}

/// Reads `text`, a question in a player's words, against `board`.
pub fn read(board: &Board, text: &str) -> Reading {
    // Spans index the trimmed question, as a resolution error's do.
    let text = text.trim();
    let toks = words::tokens(text);
    // A question is a sentence: a longer text is not read as one.
    if toks.len() > MAX_WORDS {
        return Reading::NotRead;
    }
    let (toks, asker) = words::split_asker(toks);
    let (toks, cost) = words::strip_lead(toks);
    if toks.is_empty() {
        return Reading::NotRead;
    }
    let mut readings: Vec<String> = Vec::new();
    let mut misses: Vec<Miss> = Vec::new();
    let mut framed = false;
    for (frame, canonical) in FRAMES {
        let pattern = words::pattern(frame);
        for binding in words::matches(&pattern, &toks) {
            framed = true;
            let out = fill(board, &toks, canonical, &binding, &mut misses);
            for q in out {
                let q = match (&cost, asker) {
                    (true, _) if !is_cost_verb(&q) => continue,
                    (true, Some(s)) => format!("cost {q} as {}", s.name()),
                    (true, None) => format!("cost {q}"),
                    (false, Some(s)) => format!("{q} as {}", s.name()),
                    (false, None) => q,
                };
                if !readings.contains(&q) {
                    readings.push(q);
                }
            }
        }
    }
    let whole = span_of(&toks, 0, toks.len()).unwrap_or((0, text.len()));
    match readings.len() {
        1 => Reading::Read(readings.remove(0)),
        0 if !framed => Reading::NotRead,
        0 => match misses.into_iter().next() {
            Some(m) => Reading::Failed(Box::new(m.error(text))),
            None => Reading::NotRead,
        },
        _ => {
            readings.truncate(MAX_READINGS);
            let help = format!(
                "ask one of these (or name the card by its @id):\n{}",
                readings
                    .iter()
                    .enumerate()
                    .map(|(i, r)| format!("  {}. {r}", i + 1))
                    .collect::<Vec<_>>()
                    .join("\n")
            );
            Reading::Failed(Box::new(NaturalError::Readings {
                readings,
                src: NamedSource::new("query", text.to_string()),
                span: (whole.0, whole.1 - whole.0).into(),
                help,
            }))
        }
    }
}

/// The one card in play or location the words name (players' words, a quoted title or an
/// `@id`), as [`read`] finds them; else why not (nothing fits, or several do: listed).
pub fn name(board: &Board, text: &str, want: Want) -> Result<Thing, String> {
    let text = text.trim();
    if let Some(id) = text.strip_prefix('@') {
        if matches!(want, Want::Card | Want::Dest | Want::Deploy)
            && let Some(&c) = board.ids.get(id)
        {
            return Ok(Thing::Card(c));
        }
        if matches!(want, Want::Loc | Want::Dest)
            && let Some(&l) = board.loc_ids.get(id)
        {
            return Ok(Thing::Loc(l));
        }
        return Err(format!(
            "no card or location on the board has the id `@{id}`"
        ));
    }
    let inner = text
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .unwrap_or(text);
    let toks = words::tokens(inner);
    let fits = words::phrase(board, &toks, want);
    match fits.as_slice() {
        [one] => Ok(one.clone()),
        [] => {
            let shown: Vec<String> = known(board, want)
                .into_iter()
                .take(10)
                .map(|n| format!("`{n}`"))
                .collect();
            Err(format!(
                "nothing on the board fits `{inner}` (on the board: {})",
                shown.join(", ")
            ))
        }
        many => {
            let shown: Vec<String> = many
                .iter()
                .map(|t| match t {
                    Thing::Card(c) => board.card_name(*c),
                    Thing::Loc(l) => board.loc_name(*l),
                    Thing::Def(d) => board.def(*d).plain_title().to_string(),
                    Thing::Typed(s) => s.clone(),
                    Thing::Side(s) => s.name().to_string(),
                })
                .map(|n| format!("`{n}`"))
                .collect();
            Err(format!(
                "`{inner}` fits {} on the board: {}; name one by its @id or its whole title",
                many.len(),
                shown.join(", ")
            ))
        }
    }
}

/// Verbs `cost` may precede (read from the verb table).
fn is_cost_verb(canonical: &str) -> bool {
    crate::query::VERBS
        .iter()
        .filter(|v| v.after_cost)
        .any(|v| canonical.starts_with(&format!("{} ", v.name)))
}

/// The byte range of tokens `from..to` in the question.
fn span_of(toks: &[Tok], from: usize, to: usize) -> Option<(usize, usize)> {
    let first = toks.get(from)?;
    let last = toks.get(to.checked_sub(1)?)?;
    Some((first.start, last.end))
}

/// A name that fit nothing (or nothing nameable), to report when no reading fits.
struct Miss {
    phrase: String,
    span: (usize, usize),
    want: Want,
    why: Option<String>,
    known: Vec<String>,
}

impl Miss {
    fn error(self, text: &str) -> NaturalError {
        let what = match self.want {
            Want::Card => "card in play",
            Want::Loc => "location on the table",
            Want::Dest | Want::Deploy => "card or location",
            Want::Side => "side",
        };
        let (message, help) = match self.why {
            Some(why) => (format!("`{}` {why}", self.phrase), None),
            None => {
                let mut shown: Vec<String> = self
                    .known
                    .iter()
                    .take(10)
                    .map(|n| format!("`{n}`"))
                    .collect();
                if self.known.len() > 10 {
                    shown.push("…".into());
                }
                (
                    format!("no {what} fits `{}`", self.phrase),
                    (!shown.is_empty()).then(|| format!("on this board: {}", shown.join(", "))),
                )
            }
        };
        NaturalError::NoFit {
            message,
            src: NamedSource::new("query", text.to_string()),
            span: (self.span.0, self.span.1 - self.span.0).into(),
            label: format!("no {what} fits"),
            help,
        }
    }
}

/// The canonical questions of one frame's match: each slot's fits, every combination (at most
/// [`MAX_READINGS`]). A slot fitting nothing is noted in `misses`.
fn fill(
    board: &Board,
    toks: &[Tok],
    canonical: &str,
    binding: &[(String, Want, usize, usize)],
    misses: &mut Vec<Miss>,
) -> Vec<String> {
    let mut outs = vec![canonical.to_string()];
    for (name, want, from, to) in binding {
        let slot = &toks[*from..*to];
        let fits = words::phrase(board, slot, *want);
        let phrase_text = slot
            .iter()
            .map(|t| t.raw.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let span = span_of(toks, *from, *to).unwrap_or((0, 0));
        if fits.is_empty() && !phrase_text.chars().any(char::is_alphanumeric) {
            // Punctuation is no name (`@` alone): the question's own syntax error says more.
            return Vec::new();
        }
        if fits.is_empty() {
            misses.push(Miss {
                phrase: phrase_text,
                span,
                want: *want,
                why: None,
                known: known(board, *want),
            });
            return Vec::new();
        }
        let mut named = Vec::new();
        for f in &fits {
            match name_of(board, f) {
                Ok(n) => named.push((n, f)),
                Err(why) => {
                    misses.push(Miss {
                        phrase: phrase_text.clone(),
                        span,
                        want: *want,
                        why: Some(why),
                        known: Vec::new(),
                    });
                }
            }
        }
        if named.is_empty() {
            return Vec::new();
        }
        let mut next = Vec::new();
        for out in &outs {
            for (n, f) in &named {
                // `@{d}` in a deploy frame: `to` a location, `aboard` a card.
                let placed = format!("@{{{name}}}");
                let o = if out.contains(&placed) {
                    let word = match f {
                        Thing::Card(_) => "aboard",
                        _ => "to",
                    };
                    out.replace(&placed, &format!("{word} {n}"))
                } else {
                    out.replace(&format!("{{{name}}}"), n)
                };
                if next.len() < MAX_READINGS {
                    next.push(o);
                }
            }
        }
        outs = next;
    }
    outs
}

/// Names of what a slot may name, for a miss's help.
fn known(board: &Board, want: Want) -> Vec<String> {
    let mut v: Vec<String> = match want {
        Want::Card => board.card_names().to_vec(),
        Want::Loc => board.location_names().to_vec(),
        Want::Dest | Want::Deploy => board
            .location_names()
            .iter()
            .chain(board.card_names())
            .cloned()
            .collect(),
        Want::Side => vec!["light".into(), "dark".into()],
    };
    v.dedup();
    v
}

/// How the canonical question names a thing: `@id`, else its title in quotes when that names
/// it alone on the board; else why it cannot be named.
fn name_of(board: &Board, t: &Thing) -> Result<String, String> {
    match t {
        Thing::Typed(s) => Ok(s.clone()),
        Thing::Side(s) => Ok(s.name().to_string()),
        Thing::Def(d) => Ok(quoted(board.def(*d).plain_title())),
        Thing::Card(c) => {
            let card = &board.cards[*c];
            if let Some(id) = &card.id {
                return Ok(format!("@{id}"));
            }
            let def = board.card_def(*c);
            let same = board.cards_titled(def.key()).len();
            if same == 1 && names_exactly(board, def.plain_title()) {
                Ok(quoted(def.plain_title()))
            } else {
                Err(format!(
                    "is one of {same} cards titled `{}` without an id: give it an `id:` on the board (or `:add … as <id>`) and ask with @id",
                    def.plain_title()
                ))
            }
        }
        Thing::Loc(l) => {
            if let Some((id, _)) = board.loc_ids.iter().find(|(_, x)| **x == *l) {
                return Ok(format!("@{id}"));
            }
            let def = board.loc_def(*l);
            if board.locations_titled(def.key()).len() == 1 {
                Ok(quoted(def.plain_title()))
            } else {
                Err(format!(
                    "is one of several copies of `{}` without an id: give each an `id:` and ask with @id",
                    def.plain_title()
                ))
            }
        }
    }
}

/// Does the catalog read this title as exactly this title (not a shortening of another)?
fn names_exactly(board: &Board, title: &str) -> bool {
    matches!(board.catalog.resolve(title),
        Resolution::Found(ids) if board.catalog.get(ids[0]).key() == normalize(title))
}

/// A title in the query language's quotes.
fn quoted(title: &str) -> String {
    format!("\"{title}\"")
}

/// The card (or craft) `c` is at or aboard, one step up; `None` at a location.
fn holder(board: &Board, c: CardIx) -> Option<CardIx> {
    match board.cards[c].place {
        Place::At(_) => None,
        Place::Aboard(p) | Place::Carried(p) | Place::Escorted(p) => Some(p),
    }
}

/// Is `c` at `l` (directly, or aboard / carried by something there)?
fn stands_at(board: &Board, c: CardIx, l: LocId) -> bool {
    board.location_of(c) == Some(l)
}
