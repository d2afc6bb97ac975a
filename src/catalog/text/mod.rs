//! The cards' own words: a reader for game text (issue 36, the scope policy's "Card text").
//!
//! A card's game text is split into sentences ([`split`]), and each sentence is classified
//! ([`read_sentence`]) in one of three states:
//! - **read**: the grammar ([`grammar`]) knows its template and gives a typed [`Fact`];
//! - **bears on an act, not read**: it speaks of an act the judge answers about (deploying,
//!   moving, landing, taking off, reacting, landspeed, shuttling, transit, relocating, or what
//!   may be at a location) and no template fits: a question that act is part of is
//!   `undetermined`, quoting it;
//! - **does not bear on an act**: nothing of it concerns those acts.
//!
//! The database's text is data: the sentences come from data/swccg-card-json at build time
//! (`generated/text.tsv`, written with the rest of the generated table), and nothing of it is
//! written in this code. The built-in cards' texts are read when the table is generated too
//! (`generated/text_read.tsv`, [`encode`]): a process takes their reading as kept, and reads
//! only a board's own card text.

mod each_turn;
pub mod facts;
pub mod grammar;
mod grammar_carddeploy;
mod grammar_cardmove;
mod grammar_cardmove28;
mod grammar_round30;
mod piloting;
mod place_end;
pub mod prices;
pub mod qualifiers;
mod steps;
mod words;

pub use facts::{ActKind, Acts, Cost, Craft, Fact, Half, Occupancy, Subject, Way, Who, move_place};

/// One sentence of a card's text, classified.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sentence {
    /// As printed (with a location's `Dark:` / `Light:` label where it starts a half).
    pub text: String,
    /// The half of a location's text it is in: it speaks for that side's player.
    pub half: Option<Half>,
    /// The acts it bears on (empty: none).
    pub bears_on: Acts,
    /// The fact read, when the grammar knows the sentence.
    pub fact: Option<Fact>,
    /// Whom it speaks of.
    pub subject: Subject,
}

impl Sentence {
    /// Bears on an act and is not read.
    pub fn unread(&self) -> bool {
        !self.bears_on.is_empty() && self.fact.is_none()
    }
    /// The state in words, for `swjudge cards`.
    pub fn state(&self) -> String {
        match (&self.fact, self.bears_on.is_empty()) {
            (Some(f), _) => format!("read: {f}"),
            (None, true) => "not about acts".into(),
            (None, false) => "unread".into(),
        }
    }
}

/// A card's text, read: every sentence with its state.
pub fn read_text(gametext: &str) -> Vec<Sentence> {
    let mut half = None;
    split(gametext)
        .into_iter()
        .map(|s| {
            let (label, body) = grammar::half_label(s);
            if let Some(h) = label {
                half = Some(h);
            }
            let (bears_on, fact) = read_sentence(body);
            Sentence {
                text: s.to_string(),
                half,
                bears_on,
                fact,
                subject: grammar::subject(&grammar::normalise(body)),
            }
        })
        .collect()
}

/// The sentences as the checks take them: one that states two facts ([`Fact::Both`]) is two,
/// each with one of its facts and the acts that fact speaks of (of those the sentence bears
/// on). `swjudge cards` shows the sentences as printed.
pub fn as_checked(sentences: Vec<Sentence>) -> Vec<Sentence> {
    if !sentences
        .iter()
        .any(|s| matches!(s.fact, Some(Fact::Both(..))))
    {
        return sentences;
    }
    let mut out = Vec::with_capacity(sentences.len());
    for s in sentences {
        match &s.fact {
            Some(Fact::Both(a, b)) => {
                // A fact of three or more ("a limit and two prices"): each one alone.
                let mut parts = vec![a.as_ref(), b.as_ref()];
                while let Some(i) = parts.iter().position(|p| matches!(p, Fact::Both(..))) {
                    if let Fact::Both(x, y) = parts.remove(i) {
                        parts.splice(i..i, [x.as_ref(), y.as_ref()]);
                    }
                }
                for part in parts {
                    let acts = part.acts();
                    out.push(Sentence {
                        bears_on: s
                            .bears_on
                            .kinds()
                            .filter(|&k| acts.has(k))
                            .fold(Acts::NONE, |x, k| x.with(k)),
                        fact: Some(part.clone()),
                        ..s.clone()
                    });
                }
            }
            _ => out.push(s),
        }
    }
    out
}

/// A text's reading as the build keeps it (`generated/text_read.tsv`, one line per card of
/// the table): for each sentence, its half, what it bears on, the fact read and its subject,
/// as one line of JSON. The sentences themselves are the text's, split again when decoded.
pub fn encode(sentences: &[Sentence]) -> String {
    let kept: Vec<Kept> = sentences
        .iter()
        .map(|s| (s.half, s.bears_on, s.fact.clone(), s.subject))
        .collect();
    serde_json::to_string(&kept).unwrap_or_default()
}

/// One sentence's reading, as [`encode`] keeps it.
type Kept = (Option<Half>, Acts, Option<Fact>, Subject);

/// The reading [`encode`] kept for `gametext` (`kept`, a line of the generated table); the
/// text read anew when the kept line does not fit it (not the text read at build time).
pub fn read_kept(gametext: &str, kept: &'static str) -> Vec<Sentence> {
    decode(gametext, kept).unwrap_or_else(|| read_text(gametext))
}

/// [`read_kept`]'s decoding: `None` when the kept line does not fit the text.
fn decode(gametext: &str, kept: &'static str) -> Option<Vec<Sentence>> {
    let kept: Vec<Kept> = serde_json::from_str(kept).ok()?;
    let texts = split(gametext);
    (texts.len() == kept.len()).then(|| {
        texts
            .into_iter()
            .zip(kept)
            .map(|(text, (half, bears_on, fact, subject))| Sentence {
                text: text.to_string(),
                half,
                bears_on,
                fact,
                subject,
            })
            .collect()
    })
}

/// What one sentence (without its half label) bears on, and the fact read from it.
pub fn read_sentence(body: &str) -> (Acts, Option<Fact>) {
    let norm = grammar::normalise(body);
    let bears = grammar::bears_on(&norm);
    if bears.is_empty() {
        return (bears, None);
    }
    // A reading that drops a qualifier the sentence writes is no reading: the sentence bears
    // on its acts, unread ([`qualifiers`]).
    // Round 27's deploy shapes (`grammar_carddeploy`) after the grammar's templates.
    let fact = grammar::fact(&norm)
        .or_else(|| grammar_carddeploy::fact(&norm))
        .filter(|f| qualifiers::dropped(&norm, f).is_none());
    // Places aboard kept for some ("May add 1 pilot (must be a bounty hunter) …"), read: a
    // place aboard, taken by deploying aboard as by embarking.
    let bears = match fact {
        Some(Fact::SeatsKept) => bears.with(ActKind::Deploy),
        _ => bears,
    };
    (bears, fact)
}

/// Does a sentence grant a way to deploy as a 'react' ("may deploy … as a 'react'"), limiting
/// nothing ("only", "not", "cannot")? Of a sentence not read: the card-text checks set such a
/// grant aside beside a deploy made the usual way, which it neither helps nor holds (and the
/// tests' policy check asks the same predicate).
pub fn grants_react_deploy(text: &str) -> bool {
    // Marks made plain: "as a 'react.'" (the stop inside the quote) is "as a 'react'".
    let t = grammar::normalise(text).to_lowercase();
    t.contains(" may deploy ")
        && t.contains("as a 'react'")
        && ![" only", " not ", "cannot", "never"]
            .iter()
            .any(|w| t.contains(w))
}

/// Splits game text into sentences: a sentence ends at `.`, `!` or `?` (or a closing quote or
/// bracket after one) followed by a space and what can start a sentence.
pub fn split(text: &str) -> Vec<&str> {
    grammar::sentences(text)
}

/// The counts over a set of cards' texts: (act-bearing sentences, read ones).
pub fn coverage<'a>(texts: impl Iterator<Item = &'a str>) -> (usize, usize) {
    let (mut bearing, mut read) = (0, 0);
    for t in texts {
        for s in read_text(t) {
            if !s.bears_on.is_empty() {
                bearing += 1;
                read += usize::from(s.fact.is_some());
            }
        }
    }
    (bearing, read)
}

/// At most this many texts are kept read ([`read_text_once`]): the catalog's own are about
/// 4,000; boards may add their own, so past the bound the kept ones are let go.
const MAX_KEPT: usize = 16_384;

/// [`read_text`], read once per text in a process and kept: the checks ask for a card's
/// sentences on every act they judge, and a `moves` listing judges thousands. (A built-in
/// card's text is not read here: its reading was kept at build time, [`read_kept`].)
pub fn read_text_once(gametext: &str) -> Vec<Sentence> {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static KEPT: OnceLock<Mutex<HashMap<String, Vec<Sentence>>>> = OnceLock::new();
    let kept = KEPT.get_or_init(Mutex::default);
    if let Some(v) = kept.lock().unwrap_or_else(|e| e.into_inner()).get(gametext) {
        return v.clone();
    }
    let v = read_text(gametext);
    let mut map = kept.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= MAX_KEPT {
        map.clear();
    }
    map.insert(gametext.to_string(), v.clone());
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sentence that states two facts is two for the checks, each bearing on the acts its
    /// fact speaks of; as printed, it stays one.
    #[test]
    fn two_facts_are_two_sentences_for_the_checks() {
        let printed = read_text("To move or deploy your starship to here requires +1 Force.");
        assert_eq!(printed.len(), 1);
        assert!(matches!(printed[0].fact, Some(Fact::Both(..))));
        assert!(printed[0].bears_on.has(ActKind::Deploy) && printed[0].bears_on.has(ActKind::Move));
        let checked = as_checked(printed);
        assert_eq!(checked.len(), 2);
        assert!(matches!(checked[0].fact, Some(Fact::MoveCostHere { .. })));
        assert!(
            !checked[0].bears_on.has(ActKind::Deploy) && checked[0].bears_on.has(ActKind::Move)
        );
        assert!(matches!(checked[1].fact, Some(Fact::DeployCostHere { .. })));
        assert_eq!(checked[1].bears_on, Acts::NONE.with(ActKind::Deploy));
        assert_eq!(checked[0].text, checked[1].text);
        // One fact: as printed.
        let one = read_text("Cannot move.");
        assert_eq!(as_checked(one.clone()), one);
    }
}
