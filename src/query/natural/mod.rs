//! A question in a player's words, read into the canonical question of the query language.
//!
//! The query language stays the canonical form: [`crate::ask`] tries this reading only when
//! the canonical parse fails, and the answer shows the canonical question it read (`read as:`),
//! so the user can check it and learns the form. A reading is made of
//! - the question's frame: each verb of the verb table declares its frames beside its
//!   canonical form ([`crate::query::VERBS`], `frames`), as `<words> => <canonical>`. A
//!   frame is words to match, in order: `a|b` one of these words (or its everyday forms,
//!   `picks` for `pick`; a choice that holds a modal takes every modal,
//!   [`words::pattern`]), `[a|b]` optionally these, `{x:kind}` a slot (kind: `card` in play,
//!   `loc` on the table or a planet, `dest` either, `deploy` in a hand or the catalog,
//!   `known` in play, else in a hand or the catalog, `side` light or dark, `num` a number,
//!   `rule` a rule id, `class` a classification, `text` sabacc
//!   values or a duel's hand (`1,2,3`), `cards` cards joined by "and", `question` a question
//!   a cost is asked of, `here` "here" / "there": the Young Jedi planet where both sides have
//!   characters, `weapon` / `character` a card in play of that type). The canonical form
//!   names each slot by its `{x}`; a slot named `{_x}` is not in it, and says where the first
//!   card named stands (`is Luke alone at the generators`) or, leading, whose `his`/`her` is;
//!   `{x.weapon}` is the one weapon card `x` carries (a weapon is its own). A question whose
//!   condition comes first (`if …, what happens`) is read with its condition last. What leads
//!   a question and means nothing to a frame is set aside first: "please", "why", "is it legal
//!   (for)", "is X allowed to", a leading "can"/"could"/"may" (or "can't") with "I"/"we" or a
//!   side (then that side asks), "still" before a verb, what trails ("please", "right now",
//!   "this turn"), a "to" before a verb of the frames, a trailing "?" and `as light|dark`. A
//!   side is one word however it is said (`the dark side`, `the rebels`, `the empire's`),
//!   `what's` is `what is`; when nothing is read, a possessive is turned round (`the
//!   tauntaun's landspeed` is `the landspeed of the tauntaun`);
//! - each card or location a slot names, found by the words players use ([`names`]).
//!
//! Orders players use that the frames do not write are put back in the frames' order first
//! or where the words as written are not read: a clause of place or means said first before
//! a comma (`to the docking bay, can …`, [`words::clause_last`]), an act stated without its
//! verb then asked of (`red leader to tibrin, can i`, [`words::act_said_first`]), the cost
//! said first as a noun (`cost to shuttle …`), two Young Jedi characters paired by `vs` (the
//! duel asked), and words in brackets beside the question ([`words::without_aside`]: set
//! aside and named as not used; a side in brackets asks). Round 27 added, each a class: a
//! tag that closes the question (`…, legal?`, `… right?`, `… yeah?`, filler said last),
//! named as not used; whose turn said alone (`on the light sides turn,`: the board's set
//! aside, another refused); an arrow for `to`, a place said bare before it being where the
//! card goes from; a site said with its planet after it (`the battle plains on naboo`, its
//! planet by its row too: `the clouds over bespin`), where the words as written do not read
//! the site; a place said first as the topic before a colon, the question's `there` standing
//! for it; an act's noun `for` its card (`docking bay transit for verrack`). Round 28 added,
//! each a class: a clause stating a fact of the board after the question (after a comma, or
//! `with just <cards>` from an act that takes no means), set aside and named as not used and
//! never read as a second act (not after a condition said first, nor a clause that names an
//! act: [`words::statement_after`]), its cards of one side saying whose `we` is on a board with
//! no turn; a cost asked after a listing (`… and what do they cost`: [`words::listing_cost_tag`]);
//! `what happens to <cards>` closing an evacuation's outcome; a condition said first whose act
//! is asked as an outcome (`if light evacs naboo and only x survives what happens`). Round 29
//! added, each a class: irregular forms of the frames' verbs and the shortenings of
//! `evacuate` (`made`, `got`, `took`, `evacs`, `evacced`: [`words::inflects`]); an evacuation's
//! outcome said by its parts in any order, its place and survivors found by role
//! ([`words::evacuation_said`]); whose turn and phase stated first (`it's the dark deploy
//! phase but …`: set aside where they are the board's, else refused); a side said first as who
//! does another act (`light drains at …`) never taken for who asks; a full stop before a
//! question marked with `?` ending a sentence of context, its `there` the place it names; a
//! move said by the place left (`leave the ridge for the plains`) and a place said by a card
//! standing there (`move next to the speeder`); a deploy's cost asked as the card's price at a
//! place (`how much is yoxgit at the tower`); a craft whose title names its pilot (`Zev In Rogue
//! 2`) as `he`; a weapon said by its kind alone (`with that saber`) that fits several, the one
//! the card that acts carries; an act stated with its verb, then asked of by a tag (`…, can
//! he`: [`words::closing_tag`]); a deploy said without its verb, from the hand, and `from my
//! hand` choosing the deploy among readings that move a card in play ([`words::from_hand`]);
//! presence asked of who gives it (`is anyone giving us presence at …`).
//!
//! The words are also read by meaning ([`meaning`]): the spans that name something first,
//! then the verb whose trigger words are said and whose syntax line's slots those names fill
//! by kind (the card's type where the act takes one: only a craft lands) and role word; the
//! words that reading did not use are shown beside the answer ("not used: `rn`"). A frame that
//! reads is a strong hint: its verb and slot roles outrank a reading by meaning. A frame that
//! only found why it cannot be asked (a name no card fits) is a candidate answer, not a stop:
//! a reading by meaning that uses every name said beats it ([`ranked`]). Every reading, a
//! frame's too, is confirmed by the kind of card each slot of its act takes on the board
//! ([`Reader::kinds`]): a reading whose slot holds no card of that kind loses to one whose
//! slots fit, and where every frame's reading misfits, a reading by meaning that fits wins.
//! A pronoun or a common word alone names no card by a word of its title (`for her`).
//!
//! When one reading fits, it is the question. When several fit (two troopers, two frames), the
//! readings are counted and listed with the words that fit several, and the user is asked which
//! ([`NaturalError::Readings`]); a reading is never chosen silently. When no frame fits, the
//! words not understood are named, with the closest frames and a rewrite that is read.

mod index;
mod lists;
mod meaning;
pub mod names;
pub mod ruleset;
pub mod story;
pub mod syntax;
mod time;
pub mod types;
pub mod words;

use crate::board::{Board, CardIx, Game};
use crate::catalog::{CardType, Resolution, normalize};
use crate::query::verbs::{VERBS, Verb};
use miette::NamedSource;
use names::{Context, quoted};
use std::collections::HashMap;
use std::sync::OnceLock;
pub use types::{NaturalError, Reading, Thing, Tok, Want};
use words::El;

/// The most words a question in words may have.
const MAX_WORDS: usize = 40;

/// Verbs of the Star Wars CCG whose frames read a player's words on a Young Jedi board too:
/// where a card stands and who stands with it are asked of either game's table (`is watto in
/// play`, `is ric olie alone on the battle plains`, `does dark have presence in the senate`),
/// and so is whether a character may use a weapon (`can yoda use obi-wan's lightsaber`).
/// The words are read as the question they ask, and the ruleset's answer says what it
/// settles there (never a refusal of the words).
const ASKED_OF_EITHER_GAME: &[&str] = &["present", "alone", "presence", "can use"];

/// At most this many readings are listed.
const MAX_READINGS: usize = 8;

/// Readings are tried and counted up to this many (issue 38 item 17): past it, the question is
/// said to read "at least" so many ways, and the words that fit several say how many each fits.
pub const MAX_COUNTED: usize = 256;

/// `with that saber`, `with the lightsaber`: a weapon slot said by its kind alone, that fits
/// several, keeps the one the card that acts (`first`, one card) carries, where it carries one
/// of them.
fn carried_weapon(board: &Board, first: &Slot, rest: &mut [Slot]) {
    if let [Thing::Card(actor)] = first.fits.as_slice() {
        let actor = *actor;
        for w in rest
            .iter_mut()
            .filter(|s| s.want == Want::Weapon && s.fits.len() > 1)
        {
            let generic = w.phrase.split_whitespace().next().is_some_and(|d| {
                matches!(
                    d.to_lowercase().as_str(),
                    "the" | "that" | "this" | "his" | "her" | "its" | "their" | "a" | "an"
                )
            });
            let keep: Vec<bool> = w
                .fits
                .iter()
                .map(|f| matches!(f, Thing::Card(x) if names::holder(board, *x) == Some(actor)))
                .collect();
            if generic && keep.iter().filter(|k| **k).count() == 1 {
                w.keep(&keep);
            }
        }
    }
}

/// A frame of the verb table, its pattern read once.
pub struct Frame {
    pub verb: &'static Verb,
    /// As the table writes it.
    pub text: &'static str,
    /// The canonical question it reads as, with its slots.
    pub reads: &'static str,
    pub pattern: Vec<El>,
}

/// Every frame of the verb table, in its order.
pub fn frames() -> &'static [Frame] {
    static FRAMES: OnceLock<Vec<Frame>> = OnceLock::new();
    FRAMES.get_or_init(|| {
        VERBS
            .iter()
            .flat_map(|v| {
                v.frames.iter().map(move |(text, reads)| Frame {
                    verb: v,
                    text,
                    reads,
                    pattern: words::pattern(text),
                })
            })
            .collect()
    })
}

/// The words of the syntax lines said right before a number's slot (`test` of `jedi-test
/// <card> test <n>`, `destiny`).
pub(super) fn number_words() -> &'static [String] {
    static K: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    K.get_or_init(|| {
        let mut out: Vec<String> = Vec::new();
        for f in syntax_frames() {
            for pair in f.pattern.windows(2) {
                if let [El::Word(w), El::Slot(_, Want::Num)] = pair
                    && let Some(w) = w.first()
                    && !out.contains(w)
                {
                    out.push(w.clone());
                }
            }
        }
        out
    })
}

/// The frames of the verbs' syntax lines ([`syntax`]), read once.
fn syntax_frames() -> &'static [Frame] {
    static FRAMES: OnceLock<Vec<Frame>> = OnceLock::new();
    FRAMES.get_or_init(|| {
        syntax::of_table()
            .into_iter()
            .map(|(verb, text, reads)| {
                // Made once for the life of the program (the table is static).
                let text: &'static str = Box::leak(text.into_boxed_str());
                let reads: &'static str = Box::leak(reads.into_boxed_str());
                Frame {
                    verb,
                    text,
                    reads,
                    pattern: words::pattern(text),
                }
            })
            .collect()
    })
}

/// How many words of its syntax a frame says (its slots and optional words aside).
fn said(f: &Frame) -> usize {
    f.pattern
        .iter()
        .filter(|e| matches!(e, El::Word(_)))
        .count()
}

/// Is the frame's verb (its first word) among the words, spelt as the language spells it?
fn verb_said(f: &Frame, toks: &[Tok]) -> bool {
    let verb = f.pattern.iter().find_map(|e| match e {
        El::Word(w) => w.first(),
        _ => None,
    });
    verb.is_none_or(|v| toks.iter().any(|t| !t.quoted && t.text == *v))
}

/// A frame as the docs and messages show it: `<card> land on|at <location>`.
pub fn shown(frame: &str) -> String {
    frame
        .split_whitespace()
        .map(|w| {
            let (open, w) = w.strip_prefix('[').map_or(("", w), |r| ("[", r));
            let (w, close) = w.strip_suffix(']').map_or((w, ""), |r| (r, "]"));
            let w = match w.strip_prefix('{').and_then(|x| x.strip_suffix('}')) {
                Some(slot) => match slot.split_once(':').map_or("card", |(_, k)| k) {
                    "loc" => "<location>",
                    "dest" => "<place>",
                    "deploy" => "<card to deploy>",
                    "known" => "<card>",
                    "side" => "light|dark",
                    "num" => "<n>",
                    "rule" => "<rule-id>",
                    "class" => "rebel|imperial|independent",
                    "text" => "<values>",
                    "cards" => "<card> and <card>",
                    "question" => "<movement question>",
                    "here" => "here|there",
                    "weapon" => "<weapon>",
                    "character" => "<character>",
                    "craft" => "<vehicle or starship>",
                    _ => "<card>",
                }
                .to_string(),
                None => w.to_string(),
            };
            format!("{open}{w}{close}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads `text`, a question in a player's words, against `board`.
pub fn read(board: &Board, text: &str) -> Reading {
    let _memo = names::MemoScope::begin();
    // `…, then what` / `…, outcome?` after a statement: the statement asks.
    let owned = words::without_outcome_tag(text);
    let text = owned.as_deref().unwrap_or(text);
    // `…, legal?`, `… right?`: the question before the tag, the tag named as not used.
    if let Some((asked, tag)) = words::closing_tag(text) {
        match read(board, &asked) {
            Reading::Read(q) => return Reading::ReadLeaving(q, vec![tag]),
            Reading::ReadLeaving(q, left) => {
                return Reading::ReadLeaving(q, [left, vec![tag]].concat());
            }
            _ => {}
        }
    }
    // `what moves has romba got and what do they cost`: a listing whose answer says each
    // act's cost, the cost asked of it said after; the clause named as not used.
    if let Some((asked, tag)) = words::listing_cost_tag(text) {
        let lists = |q: &str| q == "moves" || q.starts_with("moves ") || q.starts_with("reach ");
        match read(board, &asked) {
            Reading::Read(q) if lists(&q) => return Reading::ReadLeaving(q, vec![tag]),
            Reading::ReadLeaving(q, left) if lists(&q) => {
                return Reading::ReadLeaving(q, [left, vec![tag]].concat());
            }
            _ => {}
        }
    }
    // `…, what happens to obi-wan and the officer`: an evacuation's outcome says what happens
    // to every card it moves; the cards asked of named as not used.
    if let Some((asked, whom)) = words::outcome_to_whom(text) {
        let outcome = |q: &str| q.starts_with("evacuation-outcome ");
        match read(board, &asked) {
            Reading::Read(q) if outcome(&q) => return Reading::ReadLeaving(q, vec![whom]),
            Reading::ReadLeaving(q, left) if outcome(&q) => {
                return Reading::ReadLeaving(q, [left, vec![whom]].concat());
            }
            _ => {}
        }
    }
    let first = read_with(board, text, true);
    // `the battle plains on naboo`: a site said with its planet after it, as its title says it,
    // where the words as written are not read, or read without the site (the planet alone
    // read for the place, the site left out as where a card stands). A reading as written
    // that names the site stands (`insertion asteroid field in hoth`: `in` is the act's).
    if let Some((said, sites)) = site_before_planet(board, text) {
        let site_read = match &first {
            Reading::Read(q) | Reading::ReadLeaving(q, _) => sites.iter().any(|s| q.contains(s)),
            _ => false,
        };
        if !site_read {
            let again = read_with(board, &said, true);
            if matches!(again, Reading::Read(_) | Reading::ReadLeaving(..)) {
                return cost_canonical(again);
            }
        }
    }
    if matches!(first, Reading::Read(_) | Reading::ReadLeaving(..)) {
        return cost_canonical(first);
    }
    // `imperial complex: is jendon alone there?`: a place said first as the topic.
    if let Some(again) = topic_said_first(board, text) {
        return cost_canonical(again);
    }
    let second = beside_a_name(board, text, &first)
        .or_else(|| modifier_not_understood(board, text, &first))
        .unwrap_or(first);
    cost_canonical(second)
}

/// The words with each site of the table said with its planet after it (`the battle plains on
/// naboo`, `north ridge at hoth`, `the cantina of tatooine`) said as its title says it
/// (`Naboo: Battle Plains`); `None` where no site is said so. Only a site on the table whose
/// title is `Planet: Site` (or whose row is the planet: `Clouds` over Bespin), its own words
/// whole, its planet's words whole after `on`, `at`, `of`, `in`, `over` or `above` (a `the`
/// before either may be said). With the text, the titles said so.
fn site_before_planet(board: &Board, text: &str) -> Option<(String, Vec<String>)> {
    let toks = words::tokens(text);
    let word = |i: usize| toks.get(i).filter(|t| !t.quoted).map(|t| t.text.as_str());
    let mut out = text.to_string();
    let mut found: Vec<String> = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    for loc in board.locations.iter() {
        let title = board.def(loc.def).plain_title();
        let base = title.split(" (").next().unwrap_or(title);
        // The planet its title says, else its row's (`Clouds` in the row of Bespin).
        let (planet, site) = base
            .split_once(": ")
            .unwrap_or((board.rows[loc.row].name.as_str(), base));
        if normalize(planet) == normalize(site) {
            continue;
        }
        if seen.iter().any(|b| b == base) {
            continue;
        }
        seen.push(base.to_string());
        let site_w: Vec<String> = words::tokens(site).into_iter().map(|t| t.text).collect();
        let planet_w: Vec<String> = words::tokens(planet).into_iter().map(|t| t.text).collect();
        if site_w.is_empty() || planet_w.is_empty() {
            continue;
        }
        let said =
            |at: usize, w: &[String]| w.iter().enumerate().all(|(k, x)| word(at + k) == Some(x));
        // From the last, so that the offsets before stay right as the text is cut.
        for i in (0..toks.len()).rev() {
            if !said(i, &site_w) {
                continue;
            }
            let mut k = i + site_w.len();
            if !matches!(word(k), Some("on" | "at" | "of" | "in" | "over" | "above")) {
                continue;
            }
            k += 1;
            if word(k) == Some("the") {
                k += 1;
            }
            if !said(k, &planet_w) {
                continue;
            }
            let end = toks[k + planet_w.len() - 1].end;
            let start = toks[i].start;
            out.replace_range(start..end, base);
            found.push(base.to_string());
            break;
        }
    }
    (!found.is_empty()).then_some((out, found))
}

/// A place said first as the question's topic, before a colon (`imperial complex: is jendon
/// alone there?`, `north ridge: can blizzard 2 move there`): the question after the colon, its
/// `there` said as that place (`at …`, else `to …`). The place is then used, never set aside.
/// `None` where the words before the colon name no one place, the question after it does not
/// begin with a word that asks, or it says no `there`.
fn topic_said_first(board: &Board, text: &str) -> Option<Reading> {
    let text = text.trim();
    let colon = text.find(": ")?;
    let (topic, asked) = (text[..colon].trim(), text[colon + 1..].trim());
    let first = words::tokens(asked).into_iter().next()?;
    if topic.split_whitespace().count() > names::MAX_NAME_WORDS
        || !words::asks(&first.text)
        || topic.contains('"')
    {
        return None;
    }
    let said = cards_said(board, topic);
    let [(place, _)] = said.as_slice() else {
        return None;
    };
    if !matches!(name(board, place, Want::Loc), Ok(Thing::Loc(_))) {
        return None;
    }
    let toks = words::tokens(asked);
    let there = toks.iter().rposition(|t| t.text == "there" && !t.quoted)?;
    let (a, b) = (toks[there].start, toks[there].end);
    // Where a card is (`is jendon alone there`), else where an act goes (`move there`).
    let state = matches!(first.text.as_str(), "is" | "are" | "was" | "were");
    let roles = if state { ["at", "to"] } else { ["to", "at"] };
    for role in roles {
        let q = format!("{}{role} {place}{}", &asked[..a], &asked[b..]);
        let r = read_with(board, &q, true);
        if matches!(r, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return Some(r);
        }
    }
    None
}

/// One word not understood said as a modifier, after `the`/`a`/`an` and before a word the
/// reader reads (`survives the space battle at naboo`): the question without it, where that
/// is read, the word shown as not used. Never a word that may be part of a name (a word of a
/// title, one a letter or two from one), one that changes what is asked (`not`), a number, a
/// word not between an article and a reader word (`can kalits zorble move` stays refused: an
/// unknown verb is never dropped).
fn modifier_not_understood(board: &Board, text: &str, first: &Reading) -> Option<Reading> {
    let Reading::Failed(e) = first else {
        return None;
    };
    let NaturalError::NotUnderstood { message, span, .. } = &**e else {
        return None;
    };
    if !message.starts_with("the word `") {
        return None;
    }
    let text = text.trim();
    let toks = words::tokens(text);
    let i = toks.iter().position(|t| t.start == span.offset())?;
    let t = &toks[i];
    let before = toks.get(i.checked_sub(1)?)?;
    let next = toks.get(i + 1)?;
    if !matches!(before.text.as_str(), "the" | "a" | "an")
        || !a_reader_word(&next.text)
        || t.quoted
        || t.raw.is_empty()
        || text.get(t.start..t.end) != Some(t.raw.as_str())
        || t.text.len() < 3
        || !t.text.chars().all(char::is_alphabetic)
        || NEVER_LEFT_OUT.contains(&t.text.as_str())
        || crate::catalog::numerals(&t.text).is_some()
        || a_word_of_the_board(board, &t.text)
        || a_near_word_of_the_board(board, &t.text)
        || !board.catalog.title_candidates(&t.text).is_empty()
    {
        return None;
    }
    let rest = format!("{}{}", &text[..t.start], &text[t.end..]);
    let rest = rest.split_whitespace().collect::<Vec<_>>().join(" ");
    match read_with(board, &rest, true) {
        Reading::Read(q) => Some(Reading::ReadLeaving(q, vec![t.raw.clone()])),
        Reading::ReadLeaving(q, more) => Some(Reading::ReadLeaving(
            q,
            [vec![t.raw.clone()], more].concat(),
        )),
        _ => None,
    }
}

/// The card a pronoun after the first slot stands for: the one card it names, else its one
/// character (`aurra` fits Aurra Sing and the lightsaber stolen by her: `the saber she
/// carries` is hers).
fn subject_of(board: &Board, fits: &[Thing]) -> Option<CardIx> {
    if let [Thing::Card(c)] = fits {
        return Some(*c);
    }
    let mut people = fits.iter().filter_map(|t| match t {
        Thing::Card(c) if board.card_def(*c).card_type == CardType::Character => Some(*c),
        _ => None,
    });
    match (people.next(), people.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// A cost is asked of the act, not of whether it may be made: the canonical form is `cost land
/// …`, `cost move …` (docs/query-language.md), and the `can` a frame or the scorer read from the
/// act's own question (`cost can move …`) is dropped. The answer is the same; the question shown
/// (and its JSON `query`) is the canonical one.
fn cost_canonical(r: Reading) -> Reading {
    let strip = |q: String| match q.strip_prefix("cost can ") {
        Some(rest) => format!("cost {rest}"),
        None => q,
    };
    match r {
        Reading::Read(q) => Reading::Read(strip(q)),
        Reading::ReadLeaving(q, left) => Reading::ReadLeaving(strip(q), left),
        other => other,
    }
}

/// Is the word a word of the title of a card in play, in a hand or of a location on the
/// board (then it may be part of the name said, never left out)?
fn a_word_of_the_board(board: &Board, w: &str) -> bool {
    let has = |key: &str| crate::catalog::title_words(key).any(|t| t == w);
    board.cards.iter().any(|c| has(board.def(c.def).key()))
        || board.locations.iter().any(|l| has(board.def(l.def).key()))
        || [crate::rulebook::Side::Light, crate::rulebook::Side::Dark]
            .iter()
            .any(|s| {
                board
                    .player(*s)
                    .hand
                    .iter()
                    .any(|z| has(board.def(z.def).key()))
            })
}

/// Is the word a word of a title on the board with a letter or two amiss (`pitt` of Piett)?
fn a_near_word_of_the_board(board: &Board, w: &str) -> bool {
    let near = |key: &str| {
        crate::catalog::title_words(key).any(|t| t.len() > 3 && strsim::osa_distance(t, w) <= 2)
    };
    board.cards.iter().any(|c| near(board.def(c.def).key()))
        || board.locations.iter().any(|l| near(board.def(l.def).key()))
}

/// A name that fits nothing with a word beside it that is no word of it (`the rodian merc
/// straight` of `pull the rodian merc straight out of my deck`): the question without that
/// word (the name's last, else its first), where that is read, the word said as not used.
fn beside_a_name(board: &Board, text: &str, first: &Reading) -> Option<Reading> {
    let Reading::Failed(e) = first else {
        return None;
    };
    let NaturalError::NoFit { span, .. } = &**e else {
        return None;
    };
    let text = text.trim();
    let (a, b) = (span.offset(), span.offset() + span.len());
    let toks = words::tokens(text);
    let inside: Vec<&Tok> = toks.iter().filter(|t| t.start >= a && t.end <= b).collect();
    if inside.len() < 2 {
        return None;
    }
    // Its last word, before a word of the frame (`straight` before `out of my deck`).
    let last = inside[inside.len() - 1];
    let next = toks.iter().find(|t| t.start >= b);
    if !next.is_some_and(|n| a_reader_word(&n.text)) {
        return None;
    }
    for t in [last] {
        if names::DETERMINERS.contains(&t.text.as_str())
            || (a_reader_word(&t.text)
                && !words::is_filler(&t.text, words::filler::LEAD | words::filler::ANYWHERE))
            || a_near_word_of_the_board(board, &t.text)
            // A word of some card's title (`kenobi`): a name said, not a word beside one.
            || !board.catalog.title_candidates(&t.text).is_empty()
            || NEVER_LEFT_OUT.contains(&t.text.as_str())
            || t.quoted
            || t.raw.is_empty()
            || text.get(t.start..t.end) != Some(t.raw.as_str())
            // A letter or two, a number: a part of a name (`slave j`), never a word beside it.
            || t.text.len() < 4
            || !t.text.chars().all(char::is_alphabetic)
            || crate::catalog::numerals(&t.text).is_some()
            || a_word_of_the_board(board, &t.text)
        {
            continue;
        }
        let rest = format!("{}{}", &text[..t.start], &text[t.end..]);
        let rest = rest.split_whitespace().collect::<Vec<_>>().join(" ");
        match read_with(board, &rest, true) {
            Reading::Read(q) => return Some(Reading::ReadLeaving(q, vec![t.raw.clone()])),
            Reading::ReadLeaving(q, more) => {
                return Some(Reading::ReadLeaving(
                    q,
                    [vec![t.raw.clone()], more].concat(),
                ));
            }
            _ => {}
        }
    }
    None
}

/// Words that change what is asked (a negation, a limit): never left out unread.
const NEVER_LEFT_OUT: &[&str] = &[
    "not", "no", "never", "cant", "can't", "cannot", "won't", "wont", "without", "except",
    "unless", "only", "but", "nor", "neither", "isnt", "isn't", "dont", "don't", "doesnt",
    "doesn't", "didnt", "didn't", "shouldnt", "couldnt", "wouldnt",
];

/// [`read`]; `suggest`: when no frame fits, look for a rewrite that is read. A question whose
/// condition comes first (`if Maul challenges Obi-Wan, who can defend?`) not read as it
/// stands is read with its condition last, as the frames write it (and, when that fits a frame,
/// its readings or the name that fits nothing are what is reported). Neither read, a clause
/// of context said first with no stop after it (`now that vader moved can …`) is set aside
/// and named as not used ([`context_said_first`]).
fn read_with(board: &Board, text: &str, suggest: bool) -> Reading {
    let turned = words::condition_last(text);
    // An evacuation and who survives it, said in any order (`if only the cruiser makes it,
    // what happens when light evacs naboo`): the outcome asked, before a clause is set aside
    // as context (which would read the evacuation alone, the survivors dropped).
    if let Some(asked) = words::evacuation_said(text) {
        let read = read_as_written(board, &asked, false, suggest);
        if matches!(read, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return read;
        }
    }
    // A clause of place, partner or means said first (`to the docking bay, can luke move`):
    // the question read with it last, as the frames write it, before the words as written
    // (which would take the clause's place for the act's card).
    if let Some(asked) = words::clause_last(text) {
        let read = read_with(board, &asked, suggest);
        if matches!(read, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return read;
        }
    }
    // A clause stating a fact of the board said after the question (`can we evac tatooine,
    // only got bravo 1 up there`): the question before it, the clause not used; before the
    // words as written (which would read the clause as a second act).
    if let Some(read) = statement_said_after(board, text, suggest) {
        return read;
    }
    // An act stated first, then asked of (`hollis to the training area - can he move`,
    // `red leader in red 1 to tibrin, can i`): the act asked, before the words as written
    // (which would read the statement's card alone).
    for asked in words::act_said_first(text) {
        let read = read_as_written(board, &asked, false, suggest);
        if matches!(read, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return read;
        }
    }
    // Two hands said with two characters and a word of the duel: the duel replayed, whatever
    // clause comes before (`what if maul challenges the droid - duel maul v r2 hands 1,1,1 /
    // 1`): hands are said of a duel fought, never of whether it may be started.
    if suggest && let Some(read) = duel_with_hands(board, text) {
        return read;
    }
    // A clause of context or a condition said first (`if the rebels play north ridge where
    // does it go`) whose cards the question after it takes up again: a frame that reads that
    // question is the act asked, before any reading of the whole (which would take the
    // clause's act, `play`, for the question's).
    if suggest && let Some(asked) = asked_after_clause(board, text) {
        return asked;
    }
    // By meaning only once the condition is turned (its frames first), and not for a rewrite
    // tried (`suggest` off: the rewrites try the frames, a few dozen times).
    let first = read_as_written(board, text, suggest, suggest && turned.is_none());
    if matches!(first, Reading::Read(_) | Reading::ReadLeaving(..)) {
        return first;
    }
    // `… for the light side` at the end, where the words as written are not read: who asks.
    if let Some((at, side)) = words::trailing_for_side(text) {
        let side = match side {
            crate::rulebook::Side::Light => "light",
            crate::rulebook::Side::Dark => "dark",
        };
        let asked = format!("{} as {side}", text[..at].trim_end());
        let read = read_with(board, &asked, suggest);
        if matches!(read, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return read;
        }
    }
    // `is red 5 landed at the snow trench`: where it is (`is red 5 at …`).
    if let Some(asked) = words::landed_at(text) {
        let read = read_with(board, &asked, suggest);
        if matches!(read, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return read;
        }
    }
    // `can ki-adi and the kid evacuate naboo`: the side of the cards named evacuates.
    if let Some(asked) = evacuate_by_cards(board, text) {
        let read = read_as_written(board, &asked, false, suggest);
        if matches!(read, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return read;
        }
    }
    // `gold six into the jungle ok?`: a card and where it goes, with no verb.
    if let Some(asked) = words::verbless_go(text) {
        let read = read_as_written(board, &asked, false, suggest);
        if matches!(read, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return read;
        }
    }
    // `obi-wan vs maul with the qui-gon lightsaber?` on a Young Jedi table: the duel asked.
    if board.game == Game::YoungJedi
        && let Some(asked) = words::pairing_as_duel(text)
    {
        let read = read_as_written(board, &asked, false, suggest);
        if matches!(read, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return read;
        }
    }
    // `cost to shuttle …` not read as written: the cost asked as `how much force to …` asks it.
    if let Some(asked) = words::cost_noun_first(text) {
        let read = read_as_written(board, &asked, false, suggest);
        if matches!(read, Reading::Read(_) | Reading::ReadLeaving(..)) {
            return read;
        }
    }
    // A word in brackets beside the question (`… (we have nobody there)`, `do we (dark) …`):
    // the question without it, its words named as not used (a side in brackets asks).
    if let Some((asked, aside)) = words::without_aside(text) {
        match read_with(board, &asked, suggest) {
            Reading::Read(q) if aside.is_empty() => return Reading::Read(q),
            Reading::Read(q) => return Reading::ReadLeaving(q, aside),
            Reading::ReadLeaving(q, left) => {
                return Reading::ReadLeaving(q, [aside, left].concat());
            }
            _ => {}
        }
    }
    let turned_text = turned.clone();
    let turned = match turned {
        Some(turned) => match read_as_written(board, &turned, false, suggest) {
            Reading::NotRead => first,
            Reading::Failed(e) if matches!(*e, NaturalError::NotUnderstood { .. }) => first,
            turned => turned,
        },
        None => first,
    };
    if matches!(turned, Reading::Read(_) | Reading::ReadLeaving(..)) || !suggest {
        return turned;
    }
    context_said_first(board, text, true)
        .or_else(|| context_said_after(board, text))
        .or_else(|| alternative_after(board, text))
        .or_else(|| outcome_of_an_act(board, text))
        // `if light evacs naboo and only the cruiser survives what happens`: the condition
        // put last, the act it states asked of.
        .or_else(|| {
            turned_text
                .as_deref()
                .and_then(|t| outcome_of_an_act(board, t))
        })
        .unwrap_or(turned)
}

/// A clause said after the question that states a fact of the board ([`words::statement_after`]:
/// `…, watto's the only one there`, `… with just the infiltrator`), where the question before
/// it reads alone, a pronoun in it standing for the one card of its kind the clause names: that
/// reading, the clause named as not used. A `with just …` phrase is set aside only from an act
/// that takes no means (`with` or `by`: then it may say the act's card). `None` otherwise.
fn statement_said_after(board: &Board, text: &str, suggest: bool) -> Option<Reading> {
    let (end, at, means) = words::statement_after(text, board.game == Game::YoungJedi)?;
    let clause = text
        .get(at..)?
        .trim()
        .trim_end_matches(['?', '!', '.', ' ']);
    if says_a_slots_number(clause) {
        return None;
    }
    // `as dark` closing the words is the question's, said after the clause.
    let (clause, side) = match words::trailing_side(clause) {
        Some(k) => (clause[..k].trim_end(), &clause[k..]),
        None => (clause, ""),
    };
    let said = cards_said(board, clause);
    let asked = pronouns_of_context(board, &said, text.get(..end)?);
    let asked = format!("{asked} {side}");
    let asked = asked.trim_end();
    let (q, left) = match read_with(board, asked, suggest) {
        Reading::Read(q) => (q, Vec::new()),
        Reading::ReadLeaving(q, left) => (q, left),
        // `do we have presence at the dune sea, artoo's on the sandcrawler` on a board whose
        // turn is not written: the cards the clause names as ours say whose `we` is.
        _ => match side_of_ours(board, &said, asked)
            .map(|side| read_with(board, &format!("{asked} as {side}"), suggest))
        {
            Some(Reading::Read(q)) => (q, Vec::new()),
            Some(Reading::ReadLeaving(q, left)) => (q, left),
            _ => return None,
        },
    };
    let bare = q.strip_prefix("cost ").unwrap_or(&q);
    let verb = VERBS
        .iter()
        .filter(|v| bare == v.name || bare.starts_with(&format!("{} ", v.name)))
        .max_by_key(|v| v.name.len());
    let takes_means = verb.is_none_or(|v| {
        v.syntax
            .split_whitespace()
            .any(|w| matches!(w.trim_start_matches('['), "with" | "by" | "using"))
    });
    if means && takes_means {
        return None;
    }
    Some(Reading::ReadLeaving(
        q,
        [left, vec![clause.to_string()]].concat(),
    ))
}

/// The side whose `i`, `we`, `my`, `our` the words `asked` say, where the board says none (no
/// turn written) and no side is said: the one side of every card in play `said` names.
/// `None` otherwise.
fn side_of_ours(board: &Board, said: &[(String, String)], asked: &str) -> Option<&'static str> {
    let toks = words::tokens(asked);
    let ours = toks
        .iter()
        .any(|t| matches!(t.text.as_str(), "i" | "we" | "my" | "our" | "us" | "me"));
    let sided = toks
        .iter()
        .any(|t| matches!(t.text.as_str(), "light" | "dark" | "as"));
    if board.turn.is_some() || !ours || sided || said.is_empty() {
        return None;
    }
    let mut sides = said.iter().map(|(c, _)| match name(board, c, Want::Card) {
        Ok(Thing::Card(x)) => Some(board.cards[x].side),
        _ => None,
    });
    let side = sides.next()??;
    if !sides.all(|s| s == Some(side)) {
        return None;
    }
    Some(match side {
        crate::rulebook::Side::Light => "light",
        crate::rulebook::Side::Dark => "dark",
    })
}

/// A duel with both hands said ([`lists::duel`]) anywhere in the words, as its canonical
/// question; `None` when the words say no such duel.
pub fn duel_with_hands(board: &Board, text: &str) -> Option<Reading> {
    let toks = words::tokens(text);
    if toks.len() > MAX_WORDS {
        return None;
    }
    let (toks, asker) = words::split_asker(toks);
    let q = lists::duel(board, &toks)?;
    let [q] = with_asker(vec![q], asker).try_into().ok()?;
    crate::query::parse(&q).is_ok().then_some(Reading::Read(q))
}

/// What follows from an act, asked of an act the frames read as a statement (`what happens if
/// debnoli tries to get in the sandcrawler`, `what if the empire reacts the cloud car to the
/// clouds`, `what would happen when red 5 lands at …`), where the whole is not read: the act
/// said after the lead, read by itself (`can embark …`): whether the rules allow it is what
/// they settle of it. `None` when no such lead opens the words or the act is not read.
fn outcome_of_an_act(board: &Board, text: &str) -> Option<Reading> {
    const LEADS: &[&str] = &[
        "what happens if ",
        "what happens when ",
        "what would happen if ",
        "what would happen when ",
        "what will happen if ",
        "what if ",
    ];
    let text = text.trim();
    let lower = text.to_lowercase();
    let lead = LEADS.iter().find(|l| lower.starts_with(**l))?;
    let act = text.get(lead.len()..)?.trim();
    if act.split_whitespace().count() < 2 {
        return None;
    }
    match read_as_written(board, act, false, true) {
        r @ (Reading::Read(_) | Reading::ReadLeaving(..)) => Some(r),
        _ => None,
    }
}

/// A yes-or-no question with the other answer said after it (`is tagge present or is he
/// tucked inside the walker`, `is X alone or with someone`, `… or just aboard`), where the
/// whole is not read: the question before the last `or`, read by itself, the alternative said
/// as not used (never dropped silently). `None` where no `or` follows a read question (an `or`
/// of a title, `Asteroid Cave Or Space Slug Belly`, leaves no question before it), nor where
/// the alternative names an act (`can red 5 head or land`: two questions).
fn alternative_after(board: &Board, text: &str) -> Option<Reading> {
    let text = text.trim().trim_end_matches(['?', '!', '.', ' ']);
    let lower = text.to_lowercase();
    let at = lower
        .rmatch_indices(" or ")
        .map(|(i, _)| i)
        .find(|&i| i > 0)?;
    let (asked, alternative) = (text.get(..at)?, text.get(at..)?.trim());
    // `… head or land`: an alternative that names an act asks two questions, never one.
    if asked.split_whitespace().count() < 2
        || !words::acts_said(board.game == Game::YoungJedi, alternative).is_empty()
    {
        return None;
    }
    match read_as_written(board, asked, false, true) {
        Reading::Read(q) => Some(Reading::ReadLeaving(q, vec![alternative.to_string()])),
        Reading::ReadLeaving(q, left) => Some(Reading::ReadLeaving(
            q,
            [left, vec![alternative.to_string()]].concat(),
        )),
        _ => None,
    }
}

/// An evacuation said with cards in play as who evacuates (`can ki-adi and the kid evacuate
/// naboo`, `can sidious evac naboo`, `can sebulbas side evacuate tatooine`): the side they are
/// all on evacuates (`can evacuate naboo as light`). `None` unless every card named there is
/// in play and on one side.
fn evacuate_by_cards(board: &Board, text: &str) -> Option<String> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| w.trim_matches(['?', '!', '.', ',']).to_lowercase())
        .collect();
    if !matches!(words.first()?.as_str(), "can" | "could" | "may" | "should") {
        return None;
    }
    let k = words
        .iter()
        .position(|w| words::inflects("evacuate", w) || w == "evac")?;
    let mut subject = &words[1..k];
    while let [rest @ .., last] = subject
        && matches!(last.as_str(), "side" | "team" | "player" | "deck")
    {
        subject = rest;
    }
    if subject.is_empty() {
        return None;
    }
    let said = cards_said(board, &subject.join(" "));
    let mut sides = said.iter().map(|(c, _)| match name(board, c, Want::Card) {
        Ok(Thing::Card(x)) => Some(board.cards[x].side),
        _ => None,
    });
    let side = sides.next()??;
    if !sides.all(|s| s == Some(side)) {
        return None;
    }
    let side = match side {
        crate::rulebook::Side::Light => "light",
        crate::rulebook::Side::Dark => "dark",
    };
    Some(format!(
        "can evacuate {} as {side}",
        words[k + 1..].join(" ")
    ))
}

/// A clause of context said after the question (`what can happen to chewie now that boba has
/// him`), where the whole is not read: the question before it, read by itself, the clause said
/// as not used (never dropped silently). `None` when there is no such clause, it gives the
/// question's number (`since his destiny is 3`), or the question before it is not read.
fn context_said_after(board: &Board, text: &str) -> Option<Reading> {
    let text = text.trim().trim_end_matches(['?', '!', '.', ' ']);
    let at = words::context_last(text)?;
    let (asked, context) = text.split_at(at);
    if says_a_slots_number(context) {
        return None;
    }
    let asked = places_of_context(board, context, asked)?;
    let context = context.trim().to_string();
    match read_as_written(board, &asked, false, true) {
        Reading::Read(q) => Some(Reading::ReadLeaving(q, vec![context])),
        Reading::ReadLeaving(q, left) => {
            Some(Reading::ReadLeaving(q, [left, vec![context]].concat()))
        }
        _ => None,
    }
}

/// The question `asked` with each place the context names as where a card goes (`conquest to
/// kiffex, can it go`: `to kiffex`) and `asked` does not, said again after it with that word:
/// a place the words name is never dropped silently. A context that states where a card is
/// (`since the walker is at the ice plains`) names no destination: `asked` as it is. `None`
/// when a destination cannot be found in the context's words (the cut is then not read).
pub fn places_of_context(board: &Board, context: &str, asked: &str) -> Option<String> {
    // `light drains at the ridge. the scout reacts over there`: `there` is the one place the
    // context names.
    let owned = there_of_context(board, &cards_said(board, context), asked);
    let asked = owned.as_str();
    let lower = context.to_lowercase();
    let state = lower.split_whitespace().any(|w| {
        matches!(
            w,
            "is" | "are" | "was" | "were" | "with" | "since" | "while" | "because" | "as"
        )
    });
    if state {
        return Some(asked.to_string());
    }
    let again: Vec<String> = cards_said(board, asked).into_iter().map(|c| c.0).collect();
    let mut out = asked.trim().to_string();
    for (c, w) in cards_said(board, context) {
        if again.contains(&c) || !matches!(name(board, &c, Want::Loc), Ok(Thing::Loc(_))) {
            continue;
        }
        let at = lower.find(&w.to_lowercase())?;
        let lead = lower[..at].split_whitespace().last().unwrap_or_default();
        if !matches!(lead, "to" | "into" | "onto" | "toward" | "towards") {
            continue;
        }
        let end = out.trim_end_matches(['?', '!', '.', ' ', ',']).len();
        out.truncate(end);
        out = format!("{out} {lead} {w}");
    }
    Some(out)
}

/// The question `asked` with `there` said as the one location the context names (`with cal
/// at the perimeter how much to move the speeder there`: at the perimeter), as a place an act
/// is at; with none or several, `there` stays as said.
fn there_of_context(board: &Board, said: &[(String, String)], asked: &str) -> String {
    let places: Vec<&String> = said
        .iter()
        .filter(|(c, _)| matches!(name(board, c, Want::Loc), Ok(Thing::Loc(_))))
        .map(|(_, w)| w)
        .collect();
    let mut out = asked.to_string();
    if let [one] = places.as_slice() {
        let toks = words::tokens(asked);
        let word = |i: usize| toks.get(i).map_or("", |t| t.text.as_str());
        for (i, t) in toks.iter().enumerate().rev() {
            // Not `is there`, `there are` (as a story's `there` reads).
            if t.text == "there"
                && !(i > 0 && matches!(word(i - 1), "is" | "are" | "was" | "were" | "any"))
                && !matches!(word(i + 1), "is" | "are" | "was" | "were" | "'s" | "be")
            {
                out.replace_range(t.start..t.end, &format!("at {one}"));
            }
        }
    }
    out
}

/// The question `asked` with each pronoun that stands for a card (`he`, `she`, `him` a
/// character; `it` a card that is none) said in the words that named the one card of its kind
/// the context names (`said`: each card's canonical name and words); a pronoun the context
/// names no card or several for stays as said.
fn pronouns_of_context(board: &Board, said: &[(String, String)], asked: &str) -> String {
    let mut out = there_of_context(board, said, asked);
    for t in words::tokens(&out.clone()).iter().rev() {
        let person = match t.text.as_str() {
            "he" | "she" | "him" => true,
            "it" => false,
            _ => continue,
        };
        let fit: Vec<&String> = said
            .iter()
            .filter(|(c, _)| match name(board, c, Want::Card) {
                Ok(Thing::Card(x)) => {
                    (board.card_def(x).card_type == CardType::Character) == person
                }
                // A card of a hand or pile, or a location card not on the table (`if i play
                // north ridge where does it go`).
                _ if matches!(name(board, c, Want::Loc), Ok(Thing::Loc(_))) => false,
                _ => match name(board, c, Want::Known) {
                    Ok(Thing::Def(d)) => (board.def(d).card_type == CardType::Character) == person,
                    _ => false,
                },
            })
            .map(|(_, w)| w)
            .collect();
        if let [one] = fit.as_slice() {
            out.replace_range(t.start..t.end, one);
        }
    }
    out
}

/// A clause of context or a condition said first with no stop after it (`if the rebels play
/// north ridge where does it go`), whose every card and place the question after it takes up
/// again (by a pronoun standing for it, or its words): that question, read by its frames alone,
/// is what is asked, and the clause's own act (`play`) is context, said as not used. `None`
/// where no such question reads, or the clause names what the question leaves out (`if maul
/// calls anakin out who can defend him` needs maul).
fn asked_after_clause(board: &Board, text: &str) -> Option<Reading> {
    let text = text.trim();
    for at in words::clause_or_condition_first(text) {
        let (context, asked) = text.split_at(at);
        if says_a_slots_number(context) {
            continue;
        }
        let said = cards_said(board, context);
        if said.is_empty() {
            continue;
        }
        let asked = pronouns_of_context(board, &said, asked);
        let Some(asked) = places_of_context(board, context, &asked) else {
            continue;
        };
        let again: Vec<String> = cards_said(board, &asked).into_iter().map(|c| c.0).collect();
        if !said.iter().all(|(c, _)| again.contains(c)) {
            continue;
        }
        let context = context.trim().to_string();
        match read_as_written(board, &asked, false, false) {
            Reading::Read(q) => return Some(Reading::ReadLeaving(q, vec![context])),
            Reading::ReadLeaving(q, left) => {
                return Some(Reading::ReadLeaving(q, [vec![context], left].concat()));
            }
            _ => {}
        }
    }
    None
}

/// Does a clause said first give a number by a word that some question's number slot is said
/// with (`if anakin's destiny is 3`)? Then it is no context to set aside: the number is the
/// question's (dropped, the answer would be of another question).
pub fn says_a_slots_number(context: &str) -> bool {
    let toks = words::tokens(context);
    let number =
        |t: &Tok| t.text.parse::<i64>().is_ok() || crate::catalog::numerals(&t.text).is_some();
    toks.iter().any(|t| number_words().contains(&t.text)) && toks.iter().any(number)
}

/// A clause of context said before the question with no stop between (`now that vader moved
/// can luke …`, `with just 1 counter left can …`, `since blizzard 2 is at the ice plains can
/// it …`), where the whole is not read: the question from its asking word on, read by itself,
/// a pronoun in it standing for the one card of its kind the clause names; the clause said as
/// not used (never dropped silently). `None` when no such question reads.
/// `sense`: read the question by meaning too, else by its frames only.
fn context_said_first(board: &Board, text: &str, sense: bool) -> Option<Reading> {
    let text = text.trim();
    let mut best: Option<(String, Vec<String>)> = None;
    for at in words::context_first(text) {
        let (context, asked) = text.split_at(at);
        if says_a_slots_number(context) {
            continue;
        }
        let asked = pronouns_of_context(board, &cards_said(board, context), asked);
        let Some(asked) = places_of_context(board, context, &asked) else {
            continue;
        };
        let context = context.trim().to_string();
        let read = match read_as_written(board, &asked, false, sense) {
            Reading::Read(q) => (q, vec![context]),
            Reading::ReadLeaving(q, left) => (q, [vec![context], left].concat()),
            _ => continue,
        };
        // The cut whose question uses the most of its words (`since blizzard 2 is at the ice
        // plains can it …`: the question is `can it …`, not `is at the ice plains …`).
        if best
            .as_ref()
            .is_none_or(|(_, b): &(String, Vec<String>)| b.len() > read.1.len())
        {
            best = Some(read);
        }
    }
    best.map(|(q, left)| Reading::ReadLeaving(q, left))
}

/// [`read_with`], the words in the order written.
/// `sense`: when no frame reads the words, read them by meaning ([`meaning`]).
fn read_as_written(board: &Board, text: &str, suggest: bool, sense: bool) -> Reading {
    // Spans index the trimmed question, as a resolution error's do.
    let text = text.trim();
    let toks = words::tokens(text);
    // A question is a sentence: a longer text is not read as one.
    if toks.len() > MAX_WORDS {
        return Reading::NotRead;
    }
    // A word longer than any title's: no name, and not worth every card's look.
    if let Some(t) = words::too_long(&toks, |w| names::by_id(board, w, Want::Dest).is_some()) {
        return Reading::Failed(Box::new(too_long(text, t)));
    }
    // The first word, not understood, is what the canonical syntax error names (`unknown
    // verb`): then that error says it best.
    let first_unknown = toks.first().is_some_and(|t| !understood(board, t));
    let (toks, asker) = words::split_asker(toks);
    // A phase said (`during my move phase`, `after his duel`): the board's, set aside; another,
    // refused (the answer is about the board as it stands).
    let toks = match time::set_aside(board, text, toks) {
        Ok(toks) => toks,
        Err(e) => return Reading::Failed(e),
    };
    // The canonical form typed without its quotes and `@`: read by its syntax first; then
    // with what players say around it set aside (`could`, `rn`, `as dark, …`).
    if let Some(read) = by_syntax(board, text, &toks, asker) {
        return read;
    }
    // (Not for a rewrite tried, `suggest` off: the rewrites start with a verb, dozens of them.)
    if suggest
        && let Some((core, side, dropped)) = words::canonical_core(&toks)
        && starts_with_verb(&core)
        && let Some(read) = by_syntax(board, text, &core, asker.or(side))
    {
        return match read {
            Reading::Read(q) if !dropped.is_empty() => Reading::ReadLeaving(q, dropped),
            other => other,
        };
    }
    if suggest
        && let Some((core, side, dropped)) = words::canonical_core(&toks)
        && starts_with_verb(&core)
    {
        // What is left a canonical question as typed, each word meaning there what it means
        // here, where the words' reading of its names read nothing (`evacuation-outcome naboo right now
        // survivors none`): that question, its filler named as not used.
        let typed = core.iter().map(|t| t.raw.as_str()).collect::<Vec<_>>();
        if let [q] = with_asker(vec![typed.join(" ")], asker.or(side)).as_slice()
            && !dropped.is_empty()
            && core[1..].iter().all(|t| canonical_word(board, t))
            && crate::query::parse(q).is_ok()
        {
            return Reading::ReadLeaving(q.clone(), dropped);
        }
    }
    // A list slot filled from what the words name: a duel's or a sabacc game's two hands.
    if let Some(q) = lists::duel(board, &toks).or_else(|| lists::sabacc(board, &toks))
        && let [q] = with_asker(vec![q], asker).as_slice()
        && crate::query::parse(q).is_ok()
    {
        return Reading::Read(q.clone());
    }
    let said = toks.clone();
    let (toks, acting) = words::strip_lead(toks);
    // The filler set aside (`rn`, `just`, `right now`): said beside the answer, never dropped
    // silently, whichever way the words are read.
    let dropped = words::filler_set_aside(&said, &toks);
    // `as dark` at the end, else the side said to act (`can the dark side deploy …`).
    let asker = asker.or(acting);
    if toks.is_empty() {
        return Reading::NotRead;
    }
    let mut r = Reader::new(board, toks.clone(), asker);
    let (mut found, mut framed) = r.read_span(0, toks.len(), false);
    // `the tauntaun's landspeed`: read as `the landspeed of the tauntaun` when only that is.
    if found.is_empty() {
        for turned in words::possessive_turns(&toks) {
            let mut t = Reader::new(board, turned, asker);
            let (f, fr) = t.read_span(0, t.toks.len(), false);
            if !f.is_empty() {
                (r, found, framed) = (t, f, fr);
                break;
            }
        }
    }
    // The names first, then the act they fit: always tried (not for a verb of the language
    // mistyped: its syntax error says more), and ranked with what the frames found.
    // A frame that read is a strong hint: its verb and slot roles outrank any reading by
    // meaning, which is then not looked for.
    let why = r.misses.iter().any(|m| m.why.is_some());
    // Frames whose readings all hold a card of the wrong kind in some slot (`fire the rebel
    // at the rifle`): a reading by meaning whose slots fit outranks them.
    let misfit = !found.is_empty() && found.iter().all(|q| r.misfit.contains(q));
    if sense
        && (found.is_empty() || misfit)
        && !on_the_table_asked(&toks)
        && (verb_typed(text) || !canonical_looking(board, text))
    {
        let mut m = Reader::new(board, toks.clone(), asker);
        // `my bright hope`: the side whose card it is asks.
        let asker = asker.or_else(|| m.mine_side());
        m.asker = asker;
        m.modal = said
            .iter()
            .any(|t| words::MODALS[..3].contains(&t.text.as_str()));
        let meant = m.by_meaning();
        if let Some(reading) = m.ranked(&meant, asker, why, text, &toks) {
            return match reading {
                Reading::ReadLeaving(q, unused) => {
                    Reading::ReadLeaving(q, [dropped, unused].concat())
                }
                other => other,
            };
        }
    }
    match outcome(
        board,
        r,
        found,
        asker,
        text,
        &toks,
        framed,
        suggest,
        first_unknown,
    ) {
        Reading::Read(q) if !dropped.is_empty() => Reading::ReadLeaving(q, dropped),
        Reading::ReadLeaving(q, left) => Reading::ReadLeaving(q, [dropped, left].concat()),
        other => other,
    }
}

/// Is it asked whether a card is on the table (`is jar jar in play`, `are the troopers still
/// on the table`)? Then `play` is a state, no act: where no card in play fits, the frame's
/// answer (no such card in play) stands, and the words are never read by meaning as a deploy.
fn on_the_table_asked(toks: &[Tok]) -> bool {
    let w = |i: usize| toks.get(i).map_or("", |t| t.text.as_str());
    let n = toks.len();
    matches!(w(0), "is" | "are")
        && n > 2
        && ((w(n - 2) == "in" && w(n - 1) == "play")
            || (matches!(w(n - 1), "table" | "board")
                && (matches!(w(n - 2), "on" | "in")
                    || (w(n - 2) == "the" && matches!(w(n - 3), "on" | "in")))))
}

/// Do the words begin with a verb of the language as it is spelt (`can move`, `landspeed`)?
/// Only then are they read by the syntax lines a second time, with what players say around a
/// canonical question set aside (a syntax line is tried wherever its verb's first word is said,
/// and `can` is said in most questions).
fn starts_with_verb(toks: &[Tok]) -> bool {
    VERBS.iter().any(|v| {
        let n = v.name.split(' ').count();
        toks.len() >= n
            && v.name
                .split(' ')
                .zip(toks)
                .all(|(w, t)| !t.quoted && t.text == w)
    })
}

/// The words read by the syntax lines of the verb table (the canonical form typed without its
/// quotes and `@`): the reading, the readings listed, or `None` when none reads.
fn by_syntax(
    board: &Board,
    text: &str,
    toks: &[Tok],
    asker: Option<crate::rulebook::Side>,
) -> Option<Reading> {
    if toks.is_empty() {
        return None;
    }
    let mut r = Reader::new(board, toks.to_vec(), asker);
    r.syntax = true;
    let (found, _) = r.read_span(0, toks.len(), false);
    let readings = with_asker(found, asker);
    if readings.is_empty() {
        return None;
    }
    let whole = span_of(toks, 0, toks.len()).unwrap_or((0, text.len()));
    Some(match readings.len() {
        1 => Reading::Read(readings.into_iter().next().unwrap_or_default()),
        _ => several(&r, readings, text, whole),
    })
}

/// The cards in play that `text` (a sentence of context) names, and the locations it names,
/// as a canonical question names them (`@id`, a quoted title), in order, each with the words
/// that name it.
pub fn cards_said(board: &Board, text: &str) -> Vec<(String, String)> {
    let toks = words::tokens(text.trim());
    if toks.len() > MAX_WORDS
        || words::too_long(&toks, |w| names::by_id(board, w, Want::Dest).is_some()).is_some()
    {
        return Vec::new();
    }
    let mut r = Reader::new(board, toks, None);
    r.cards_named()
        .into_iter()
        .filter_map(|(t, said)| Some((name_of(board, &t).ok()?, said)))
        .collect()
}

/// A word longer than any word a question reads ([`words::MAX_WORD_BYTES`]).
fn too_long(text: &str, t: &Tok) -> NaturalError {
    let shown: String = t.raw.chars().take(24).collect();
    NaturalError::NotUnderstood {
        message: format!(
            "the word `{shown}…` ({} bytes) is longer than any word of a card's title",
            t.raw.len()
        ),
        src: NamedSource::new("query", text.to_string()),
        span: (t.start, t.end - t.start).into(),
        label: "not understood".to_string(),
        help: format!(
            "a question in words reads words of at most {} bytes; name a card by its title or @id",
            words::MAX_WORD_BYTES
        ),
    }
}

/// What reading `text` as words found, when it read nothing and its syntax error stands
/// (issue 37 item 4: a syntax error is never the answer alone): the words not understood, and
/// the closest question form or a rewrite that is read, in a line or two, to add to that
/// error's help.
pub fn unread_note(board: &Board, text: &str) -> String {
    let text = text.trim();
    let toks = words::tokens(text);
    if toks.len() > MAX_WORDS {
        return format!("read as words: longer than a question ({MAX_WORDS} words at most)");
    }
    if let Some(t) = words::too_long(&toks, |w| names::by_id(board, w, Want::Dest).is_some()) {
        return format!("read as words: {}", too_long(text, t));
    }
    let (toks, _) = words::split_asker(toks);
    let (toks, _) = words::strip_lead(toks);
    let NaturalError::NotUnderstood { message, help, .. } = not_understood(board, text, &toks)
    else {
        return "read as words: no question form fits these words".to_string();
    };
    let mut lines = help.lines().map(str::trim);
    let said = lines
        .clone()
        .find(|l| l.starts_with("this is read:"))
        .or_else(|| lines.nth(1).filter(|l| !l.is_empty()));
    match said {
        Some(l) => format!("read as words: {message}; {l}"),
        None => format!("read as words: {message}"),
    }
}

/// The reading of what the frames found: one question, several listed, or why none.
#[allow(clippy::too_many_arguments)]
fn outcome(
    board: &Board,
    r: Reader,
    found: Vec<String>,
    asker: Option<crate::rulebook::Side>,
    text: &str,
    toks: &[Tok],
    framed: bool,
    suggest: bool,
    first_unknown: bool,
) -> Reading {
    let readings = with_asker(found, asker);
    let whole = span_of(toks, 0, toks.len()).unwrap_or((0, text.len()));
    match readings.len() {
        1 => Reading::Read(readings.into_iter().next().unwrap_or_default()),
        // Without `suggest` (a rewrite tried, a condition turned) only a reading is wanted: the
        // words not understood are not looked into.
        0 if !framed => match !suggest || first_unknown || canonical_looking(board, text) {
            true => Reading::NotRead,
            false => Reading::Failed(Box::new(not_understood(board, text, toks))),
        },
        0 => match r.misses.into_iter().next() {
            Some(m) => Reading::Failed(Box::new(m.error(text))),
            None => Reading::NotRead,
        },
        _ => several(&r, readings, text, whole),
    }
}

/// The canonical questions found, each once, `as <side>` added when a side asks; only those
/// the query language parses.
fn with_asker(found: Vec<String>, asker: Option<crate::rulebook::Side>) -> Vec<String> {
    let mut readings: Vec<String> = Vec::new();
    let mut seen: std::collections::HashSet<String> = std::collections::HashSet::new();
    for q in found {
        // A row of acts (`… then …`): each act asked by the side.
        let q = match asker {
            Some(s) => match crate::query::parser::then_parts(&q) {
                Some(acts) => acts
                    .into_iter()
                    .map(|r| format!("{} as {}", q[r].trim(), s.name()))
                    .collect::<Vec<_>>()
                    .join(" then "),
                None => format!("{q} as {}", s.name()),
            },
            None => q,
        };
        if !seen.contains(&q) && crate::query::parser::parse_acts(&q).is_ok() {
            seen.insert(q.clone());
            readings.push(q);
        }
    }
    readings
}

/// Several readings fit: listed, with the words that fit several.
fn several(r: &Reader, mut readings: Vec<String>, text: &str, whole: (usize, usize)) -> Reading {
    // `… from my hand`: the card comes from a hand, so it is deployed; a reading that moves a
    // card in play is no reading of the words.
    if words::from_hand(text) {
        let deploys: Vec<String> = readings
            .iter()
            .filter(|q| {
                let q = q.strip_prefix("cost ").unwrap_or(q);
                q.starts_with("can deploy ")
            })
            .cloned()
            .collect();
        match deploys.len() {
            1 => return Reading::Read(deploys.into_iter().next().unwrap_or_default()),
            0 => {}
            _ => readings = deploys,
        }
    }
    let count = readings.len();
    {
        readings.truncate(MAX_READINGS);
        let mut help = format!(
            "ask one of these (or name the card by its @id):\n{}",
            readings
                .iter()
                .enumerate()
                .map(|(i, r)| format!("  {}. {r}", i + 1))
                .collect::<Vec<_>>()
                .join("\n")
        );
        if count > readings.len() {
            help.push_str(&format!("\n  … and {} more", count - readings.len()));
        }
        let (label, span) = match r.ambiguous.first() {
            Some(a) => (
                format!(
                    "`{}` fits {}: {}",
                    a.phrase,
                    a.names.len(),
                    listed(&a.names, 6)
                ),
                a.span,
            ),
            None => ("fits several".to_string(), whole),
        };
        for a in r.ambiguous.iter().skip(1) {
            help.push_str(&format!(
                "\n`{}` fits {}: {}",
                a.phrase,
                a.names.len(),
                listed(&a.names, 6)
            ));
        }
        Reading::Failed(Box::new(NaturalError::Readings {
            readings,
            count,
            at_least: r.capped || count >= MAX_COUNTED,
            src: NamedSource::new("query", text.to_string()),
            span: (span.0, span.1 - span.0).into(),
            label,
            help,
        }))
    }
}

/// Names between backquotes, the first `n` and an ellipsis.
fn listed(names: &[String], n: usize) -> String {
    let mut v: Vec<String> = names.iter().take(n).map(|x| format!("`{x}`")).collect();
    if names.len() > n {
        v.push("…".into());
    }
    v.join(", ")
}

/// Does the text begin with a verb of the language, spelt as the language spells it?
fn verb_typed(text: &str) -> bool {
    let lower = normalize(text);
    let words: Vec<&str> = lower.split(' ').collect();
    VERBS.iter().any(|v| {
        let n = v.name.split(' ').count();
        words.len() >= n && words[..n].join(" ") == v.name
    })
}

/// Does the text begin with a verb of the language, or one mistyped by a letter or two (not
/// `is`, which players say too)? Then a text no frame reads is a canonical question, and its
/// syntax error says more (`sheilded` → did you mean `shielded`?).
fn canonical_looking(board: &Board, text: &str) -> bool {
    let lower = normalize(text);
    let words: Vec<&str> = lower.split(' ').collect();
    // `can boba …` is words (a modal, then a name on the board), never `can bomb` mistyped;
    // `can dual …` is `can duel` mistyped.
    let modal_then_name = words::MODALS.contains(&words[0])
        && words.get(1).is_some_and(|w| {
            let t = words::tokens(w);
            t.first().is_some_and(|t| {
                !names::phrase(
                    board,
                    std::slice::from_ref(t),
                    Want::Dest,
                    Context::default(),
                )
                .is_empty()
            })
        });
    VERBS.iter().any(|v| {
        let n = v.name.split(' ').count();
        if v.name == "is" || words.len() < n {
            return false;
        }
        let typed = words[..n].join(" ");
        let slack = if modal_then_name {
            0
        } else if v.name.len() < 8 {
            1
        } else {
            2
        };
        typed == v.name || (v.name.len() >= 5 && strsim::osa_distance(&typed, v.name) <= slack)
    })
}

/// The one card in play or location the words name (players' words, a quoted title or an
/// `@id`), as [`read`] finds them; else why not (nothing fits: the nearest names; or several
/// do: listed).
pub fn name(board: &Board, text: &str, want: Want) -> Result<Thing, String> {
    let text = text.trim();
    if let Some(id) = text.strip_prefix('@') {
        if matches!(want, Want::Card | Want::Dest | Want::Deploy | Want::Known)
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
    // A name as answers list a card (`TIE Fighter (2nd at Hoth)`) or a location (`Clouds
    // (@c1)`, `Clouds (#2)`), copied back.
    if matches!(want, Want::Card | Want::Dest | Want::Known)
        && let Some(c) = board.card_by_name(inner)
    {
        return Ok(Thing::Card(c));
    }
    if matches!(want, Want::Loc | Want::Dest)
        && let Some(l) = board.loc_by_label(inner)
    {
        return Ok(Thing::Loc(l));
    }
    let toks = words::tokens(inner);
    // A whole title (`Hoth`, `Hoth: Echo Docking Bay`) found among the board's titles,
    // not scored card by card: a board command names its place so on a board of any size.
    if let Some(one) = index::whole_title(board, &toks, want) {
        return Ok(one);
    }
    let fits: Vec<Thing> = names::phrase(board, &toks, want, Context::default())
        .into_iter()
        .filter(|t| !matches!(t, Thing::Typed(_)))
        .collect();
    match fits.as_slice() {
        [one] => Ok(one.clone()),
        [] => {
            let near = names::nearest(inner, &known(board, want), 10);
            Err(format!(
                "nothing on the board fits `{inner}` (the nearest: {})",
                listed(&near, 10)
            ))
        }
        many => {
            let shown: Vec<String> = many.iter().map(|t| display(board, t)).collect();
            Err(format!(
                "`{inner}` fits {} on the board: {}; name one by its @id or its whole title",
                many.len(),
                listed(&shown, 10)
            ))
        }
    }
}

/// A thing as a message names it.
fn display(board: &Board, t: &Thing) -> String {
    match t {
        Thing::Card(c) => match &board.cards[*c].id {
            Some(id) => format!("@{id}"),
            None => board.card_name(*c),
        },
        Thing::Loc(l) => board.loc_name(*l),
        Thing::Def(d) => board.def(*d).plain_title().to_string(),
        Thing::Typed(s) => s.clone(),
        Thing::Side(s) => s.name().to_string(),
    }
}

/// The byte range of tokens `from..to` in the question.
fn span_of(toks: &[Tok], from: usize, to: usize) -> Option<(usize, usize)> {
    // A turned possessive's words are not in the order typed: the span holds them all.
    let range = toks.get(from..to).filter(|r| !r.is_empty())?;
    let start = range.iter().map(|t| t.start).min()?;
    let end = range.iter().map(|t| t.end).max()?;
    Some((start, end))
}

/// Words that fit several cards, for the readings' message.
struct Ambiguous {
    phrase: String,
    span: (usize, usize),
    names: Vec<String>,
}

/// One question's reading: its words, who asks, and what went amiss on the way.
struct Reader<'b> {
    board: &'b Board,
    toks: Vec<Tok>,
    asker: Option<crate::rulebook::Side>,
    misses: Vec<Miss>,
    ambiguous: Vec<Ambiguous>,
    /// What each phrase names: (from, to, want, subject) → fits.
    cache: HashMap<(usize, usize, u8, Option<CardIx>), Vec<Thing>>,
    /// Read with the frames of the verbs' syntax lines ([`syntax`]), not the players' frames.
    syntax: bool,
    /// Some reading was not tried: [`MAX_COUNTED`] were found already.
    capped: bool,
    /// "can", "could", "may" was said: the question asks whether an act may be done.
    modal: bool,
    /// Readings a slot of which holds no card of the kind the act's slot takes
    /// ([`types::slot_kind`]): each loses to a reading whose slots fit.
    misfit: Vec<String>,
    /// The declared triggers of several words said whole, each with its verb's place in
    /// [`VERBS`] (read by meaning).
    phrases: Vec<(usize, Vec<usize>)>,
}

/// A slot of a frame's match, resolved.
struct Slot {
    name: String,
    want: Want,
    phrase: String,
    span: (usize, usize),
    /// Its tokens.
    toks: (usize, usize),
    /// How the canonical question may name it (one per fit).
    named: Vec<String>,
    fits: Vec<Thing>,
}

impl Slot {
    /// Keeps the fits (and their names) marked `true`, in order.
    fn keep(&mut self, keep: &[bool]) {
        let mut i = 0;
        self.fits.retain(|_| {
            i += 1;
            keep[i - 1]
        });
        let mut i = 0;
        self.named.retain(|_| {
            i += 1;
            keep[i - 1]
        });
    }
}

impl<'b> Reader<'b> {
    /// The words of tokens `from..to` without determiners, as a bare title (to compare with a
    /// catalog title said whole).
    fn said_title(&self, from: usize, to: usize) -> String {
        let said: Vec<&str> = self.toks[from..to]
            .iter()
            .map(|t| t.text.as_str())
            .filter(|w| !names::DETERMINERS.contains(w))
            .collect();
        bare_title(&said.join(" "))
    }

    fn new(board: &'b Board, toks: Vec<Tok>, asker: Option<crate::rulebook::Side>) -> Self {
        Reader {
            board,
            toks,
            asker,
            misses: Vec::new(),
            ambiguous: Vec::new(),
            cache: HashMap::new(),
            syntax: false,
            capped: false,
            modal: false,
            misfit: Vec::new(),
            phrases: Vec::new(),
        }
    }

    /// The canonical questions the tokens `from..to` read as, and whether any frame fit them.
    /// `cost_only`: only the frames of verbs a cost may be asked of (and not `cost`).
    fn read_span(&mut self, from: usize, to: usize, cost_only: bool) -> (Vec<String>, bool) {
        let mut out: Vec<String> = Vec::new();
        let mut framed = false;
        let mut best = 0;
        let yj = self.board.game == Game::YoungJedi;
        let all = if self.syntax {
            syntax_frames()
        } else {
            frames()
        };
        for f in all {
            if cost_only && !f.verb.after_cost {
                continue;
            }
            // A frame of the other game's verbs reads nothing here (where a card stands is
            // asked of either game's table: [`ASKED_OF_EITHER_GAME`]).
            let either = yj && ASKED_OF_EITHER_GAME.contains(&f.verb.name);
            if !(f.verb.of_game(yj) || either) {
                continue;
            }
            // The syntax's verb as the language spells it: a mistyped one keeps its syntax
            // error (`sheilded` → did you mean `shielded`?).
            if self.syntax && !verb_said(f, &self.toks[from..to]) {
                continue;
            }
            for binding in words::matches(&f.pattern, &self.toks[from..to]) {
                framed = true;
                let binding: Vec<_> = binding
                    .into_iter()
                    .map(|(n, w, a, b)| (n, w, a + from, b + from))
                    .collect();
                let found = self.fill(f.verb.name, f.reads, &binding);
                // Of the syntax's frames, those that say the most of it: a name ends where a
                // word of the syntax begins (`to … by bombing run` is no place's name).
                if self.syntax && !found.is_empty() {
                    let said = said(f);
                    if said > best {
                        out.clear();
                        best = said;
                    } else if said < best {
                        continue;
                    }
                }
                for q in found {
                    if out.len() >= MAX_COUNTED {
                        self.capped = true;
                    } else if !out.contains(&q) {
                        out.push(q);
                    }
                }
            }
        }
        // A reading whose slot holds the wrong kind of card loses to one whose slots fit.
        if out.iter().any(|q| !self.misfit.contains(q)) {
            out.retain(|q| !self.misfit.contains(q));
        }
        (out, framed)
    }

    /// Do the words `from..to` name one card in play, said as that card (its id, `the …`, a
    /// name; not a quoted title, which names a card of the catalog), a card that moves itself
    /// (a character, a craft, a creature), with no copy of it in a hand, where no word says
    /// `deploy`? (A card to deploy
    /// is then none: see [`Reader::phrase`].)
    fn in_play_not_deployed(&mut self, from: usize, to: usize, subject: Option<CardIx>) -> bool {
        if self
            .toks
            .iter()
            .any(|t| t.text.starts_with("deploy") || t.text == "play")
            || (from > 0
                && matches!(
                    self.toks[from - 1].text.as_str(),
                    "a" | "an" | "another" | "new" | "one"
                ))
            || self.toks[from..to]
                .iter()
                .any(|t| t.quoted && !t.text.starts_with('@'))
        {
            return false;
        }
        let found = self.phrase(from, to, Want::Card, subject);
        let c = match found.as_slice() {
            [Thing::Card(c)] => *c,
            // As the language writes it: `@id`.
            [Thing::Typed(t)] => match t
                .strip_prefix('@')
                .and_then(|id| names::by_id(self.board, id, Want::Card))
            {
                Some(Thing::Card(c)) => c,
                _ => return false,
            },
            _ => return false,
        };
        // `his podracer` said of Ratts Tyerell, Podracer Pilot: what is his, never himself.
        if subject == Some(c)
            && matches!(
                self.toks[from].text.as_str(),
                "his" | "her" | "its" | "their"
            )
        {
            return false;
        }
        // Only what moves itself: a weapon or a device in play goes on a card by a deploy.
        if !matches!(
            self.board.card_def(c).card_type,
            CardType::Character | CardType::Starship | CardType::Vehicle | CardType::Creature
        ) {
            return false;
        }
        let def = self.board.cards[c].def;
        ![crate::rulebook::Side::Light, crate::rulebook::Side::Dark]
            .iter()
            .any(|s| self.board.player(*s).hand.iter().any(|z| z.def == def))
    }

    /// What a phrase names (each phrase looked up once per question).
    fn phrase(
        &mut self,
        from: usize,
        to: usize,
        want: Want,
        subject: Option<CardIx>,
    ) -> Vec<Thing> {
        let key = (from, to, want as u8, subject);
        if let Some(v) = self.cache.get(&key) {
            return v.clone();
        }
        // The canonical form typed without its `@`: a word that is an id is that id.
        if self.syntax
            && to == from + 1
            && let Some(th) = names::by_id(self.board, &self.toks[from].text, want)
        {
            self.cache.insert(key, vec![th.clone()]);
            return vec![th];
        }
        // A card in play said with a verb that also moves it (`bring the walker over to …`,
        // `drop bossk down to …`): a card deployed is one not in play, so the words that name
        // one card in play (not `a`/`another` one, no copy in a hand) name no card to deploy,
        // unless `deploy` itself is said; the move or the landing reads instead.
        if want == Want::Deploy && self.in_play_not_deployed(from, to, subject) {
            self.cache.insert(key, Vec::new());
            return Vec::new();
        }
        // The canonical form typed without its quotes: a card to deploy or known by title,
        // its words a whole title of the catalog (`maul`: `Maul`), is that title, as the
        // language reads it (not the persona the words name in players' words).
        if self.syntax
            && matches!(want, Want::Deploy | Want::Known)
            && let Some(th) = self.whole_catalog_title(from, to)
        {
            self.cache.insert(key, vec![th.clone()]);
            return vec![th];
        }
        // A weapon or a character: a card in play of that type (or as the language writes
        // it).
        let typed: &[CardType] = match want {
            Want::Weapon => &[CardType::Weapon],
            Want::Character => &[CardType::Character],
            Want::Craft => &[CardType::Vehicle, CardType::Starship],
            _ => &[],
        };
        if !typed.is_empty() {
            let mut v = self.phrase(from, to, Want::Card, subject);
            let board = self.board;
            v.retain(|t| match t {
                Thing::Card(c) => typed.contains(&board.card_def(*c).card_type),
                _ => true,
            });
            self.cache.insert(key, v.clone());
            return v;
        }
        // "my": the side asking, else the side whose turn it is (who asks by default).
        let ctx = Context {
            subject,
            asker: self.asker.or(self.board.turn),
        };
        let v = names::phrase(self.board, &self.toks[from..to], want, ctx);
        self.cache.insert(key, v.clone());
        v
    }

    /// Is `word` a word of the title of the card `t` (in play or of the catalog)?
    fn title_has(&self, t: &Thing, word: &str) -> bool {
        let def = match t {
            Thing::Card(c) => self.board.card_def(*c),
            Thing::Def(d) => self.board.def(*d),
            // A copy in a Young Jedi Hyperspace pile, named by its @id.
            Thing::Typed(_) => match pile_copy(self.board, t) {
                Some((_, d)) => self.board.def(d),
                None => return false,
            },
            _ => return false,
        };
        crate::catalog::title_words(def.key()).any(|w| {
            w.trim_end_matches("'s")
                .trim_end_matches(['\'', '\u{2019}'])
                == word
        })
    }

    /// The catalog card whose title the words are, whole.
    fn whole_catalog_title(&self, from: usize, to: usize) -> Option<Thing> {
        let said: Vec<&str> = self.toks[from..to].iter().map(|t| t.raw.as_str()).collect();
        let said = said.join(" ");
        let Resolution::Found(ids) = self.board.catalog.resolve(&said) else {
            return None;
        };
        let d = *ids.first()?;
        let def = self.board.catalog.get(d);
        // A card on the board (in play, in a pile, in a hand) whose longer title begins with
        // these words (`Amidala's Starship, Royal Transport` for `amidala's starship`): the
        // board's card may be meant, so the catalog's is no silent pick; the words are read
        // as players' words (the board's card, or both listed).
        let key = def.key();
        let longer = |o: crate::catalog::DefId| {
            let k = self.board.def(o).key();
            k.len() > key.len()
                && k.starts_with(key)
                && !k[key.len()..].starts_with(char::is_alphanumeric)
        };
        let board = self.board;
        let on_board = board.cards.iter().any(|c| longer(c.def))
            || [crate::rulebook::Side::Light, crate::rulebook::Side::Dark]
                .into_iter()
                .any(|s| {
                    board.player(s).hand.iter().any(|z| longer(z.def))
                        || board
                            .young_jedi
                            .player(s)
                            .hyperspace
                            .iter()
                            .any(|p| longer(p.def))
                });
        // The title as typed, or typed with its apostrophes left out (`anakins lightsaber`).
        let typed = normalize(&said);
        let whole = key == typed || key.replace('\'', "") == typed;
        (whole && !on_board).then_some(Thing::Def(d))
    }

    /// Does the name `a` end in a possessive typed without its apostrophe (`lukes`: a word of
    /// no title whose stem is one) that, with the name `b` said after it, names a card (`lukes
    /// blaster pistol`: Luke's Blaster Pistol), while `a`'s words before it name a card too
    /// (`luke`)? Then the possessive is the owner's of what `b` says, not a word of `a`
    /// (`luke lukes` is no name of Luke), as a possessive with its apostrophe is.
    fn bare_possessive_owns(
        &mut self,
        (a, a_want): ((usize, usize), Want),
        (b, b_want): ((usize, usize), Want),
    ) -> bool {
        if a.1 - a.0 < 2 {
            return false;
        }
        let w = self.toks[a.1 - 1].text.clone();
        let catalog = &self.board.catalog;
        let bare = w.len() >= 4
            && !self.toks[a.1 - 1].quoted
            && w.strip_suffix('s').is_some_and(|stem| {
                !stem.ends_with(['s', '\''])
                    && catalog.title_candidates(&w).is_empty()
                    && !catalog.title_candidates(stem).is_empty()
            });
        bare && !self.phrase(a.1 - 1, b.1, b_want, None).is_empty()
            && !self.phrase(a.0, a.1 - 1, a_want, None).is_empty()
    }

    /// The canonical questions of one frame's match: each slot's fits, every combination.
    /// `verb`: the act read (the kind of card each of its slots takes, [`Reader::kinds`]).
    fn fill(
        &mut self,
        verb: &str,
        canonical: &str,
        binding: &[(String, Want, usize, usize)],
    ) -> Vec<String> {
        let mut slots: Vec<Slot> = Vec::new();
        let mut subject: Option<CardIx> = None;
        for (i, (name, want, from, to)) in binding.iter().enumerate() {
            let toks = &self.toks[*from..*to];
            let phrase = toks
                .iter()
                .map(|t| t.raw.as_str())
                .filter(|r| !r.is_empty())
                .collect::<Vec<_>>()
                .join(" ");
            let span = span_of(&self.toks, *from, *to).unwrap_or((0, 0));
            if !phrase.chars().any(char::is_alphanumeric) {
                // Punctuation is no name (`@` alone): the question's own syntax error says more.
                return Vec::new();
            }
            let (fits, named) = self.slot_names(*from, *to, (*want, i > 0), subject, &phrase, span);
            if named.is_empty() {
                if !matches!(want, Want::Question) {
                    let known = known(self.board, *want);
                    self.misses.push(Miss::none(&phrase, span, *want, known));
                }
                return Vec::new();
            }
            if i == 0 {
                subject = subject_of(self.board, &fits);
            }
            slots.push(Slot {
                name: name.clone(),
                want: *want,
                phrase,
                span,
                toks: (*from, *to),
                named,
                fits,
            });
        }
        // One name is never cut in two slots (`young obi-wan` is no `young` against
        // `obi-wan`): words side by side that name the same cards are one name.
        // So too where the words before, with the next word, still fit every card they fit
        // alone (`boba fett's blaster` and `rifle zuckuss`: the rifle's title goes on), or
        // they end in a possessive (`zuckuss'`: the owner's thing is said after it).
        let mut split = false;
        for k in 1..slots.len() {
            let (a, b) = (&slots[k - 1], &slots[k]);
            if a.toks.1 != b.toks.0 || a.fits.is_empty() {
                continue;
            }
            if a.fits.iter().all(|f| b.fits.contains(f))
                && b.fits.iter().all(|f| a.fits.contains(f))
            {
                split = true;
                break;
            }
            let (from, to, want, fits) = (a.toks.0, a.toks.1, a.want, a.fits.clone());
            // (A word the words before already said is no title going on: `zuckuss' snare
            // rifle` and `zuckuss`.)
            let stem = |t: &Tok| {
                let w = t
                    .text
                    .trim_end_matches("'s")
                    .trim_end_matches(['\'', '\u{2019}']);
                w.to_string()
            };
            let next = stem(&self.toks[to]);
            let again = self.toks[from..to].iter().any(|t| stem(t) == next);
            split |= words::possessive(&self.toks[to - 1].text)
                || self.bare_possessive_owns((a.toks, a.want), (b.toks, b.want))
                || (!again && fits.iter().all(|f| self.title_has(f, &next)) && {
                    let longer = self.phrase(from, to + 1, want, None);
                    fits.iter().all(|f| longer.contains(f))
                });
        }
        if split || !self.constrain(&mut slots) || !self.weapons(canonical, &mut slots) {
            return Vec::new();
        }
        let fit = self.kinds(verb, canonical, &mut slots);
        self.near_said_place(&mut slots);
        let also = self.present_also(canonical, &slots);
        for (phrase, span, names) in also.iter().map(|a| a.1.clone()) {
            if !self.ambiguous.iter().any(|a| a.span == span) {
                self.ambiguous.push(Ambiguous {
                    phrase,
                    span,
                    names,
                });
            }
        }
        let also: Vec<String> = also.into_iter().map(|a| a.0).collect();
        let mut outs = vec![canonical.to_string()];
        for s in slots.iter().filter(|s| !s.name.starts_with('_')) {
            if s.named.len() > 1 && !self.ambiguous.iter().any(|a| a.span == s.span) {
                self.ambiguous.push(Ambiguous {
                    phrase: s.phrase.clone(),
                    span: s.span,
                    names: s.named.clone(),
                });
            }
            let mut next = Vec::new();
            for out in &outs {
                for (i, n) in s.named.iter().enumerate() {
                    // `@{d}` in a deploy frame: `to` a location, `aboard` a card.
                    let placed = format!("@{{{}}}", s.name);
                    let o = if out.contains(&placed) {
                        let word = match s.fits.get(i) {
                            Some(Thing::Card(_)) => "aboard",
                            _ => "to",
                        };
                        out.replace(&placed, &format!("{word} {n}"))
                    } else {
                        out.replace(&format!("{{{}}}", s.name), n)
                    };
                    if next.len() < MAX_COUNTED {
                        next.push(o);
                    } else {
                        self.capped = true;
                    }
                }
            }
            outs = next;
        }
        if let Some(row) = self.captive_taken(&slots) {
            outs = vec![row];
        }
        for q in also {
            if !outs.contains(&q) {
                outs.push(q);
            }
        }
        if !fit {
            self.misfit.extend(outs.iter().cloned());
        }
        outs
    }

    /// What a slot's words name: the things that fit the slot's kind and their names in the
    /// canonical form; a fit the form cannot name is a miss, said.
    /// `(want, later)`: the slot's kind, and whether it follows the first slot.
    fn slot_names(
        &mut self,
        from: usize,
        to: usize,
        (want, later): (Want, bool),
        subject: Option<CardIx>,
        phrase: &str,
        span: (usize, usize),
    ) -> (Vec<Thing>, Vec<String>) {
        match want {
            Want::Question => {
                let (qs, _) = self.read_span(from, to, true);
                (Vec::new(), qs)
            }
            Want::Cards => (Vec::new(), self.cards(from, to)),
            _ => {
                let fits = self.phrase(from, to, want, subject);
                let mut named = Vec::new();
                let mut kept = Vec::new();
                let mut unnamed = Vec::new();
                for f in fits {
                    match name_of(self.board, &f) {
                        Ok(n) => {
                            named.push(n);
                            kept.push(f);
                        }
                        Err(why) => {
                            self.misses.push(Miss::why(phrase, span, want, why));
                            unnamed.push(f);
                        }
                    }
                }
                // Copies alike without ids, none other: the canonical form may name them
                // by their title (`can carry @red5 "Proton Torpedoes"`).
                if named.is_empty() && want == Want::Known {
                    for f in unnamed {
                        let Thing::Card(c) = f else { continue };
                        let title = self.board.card_def(c).plain_title();
                        let n = quoted(title);
                        if names_exactly(self.board, title) && !named.contains(&n) {
                            named.push(n);
                            kept.push(f);
                        }
                    }
                }
                // Cards of the catalog alone (none in play), one of them named by its whole
                // title (`zuckuss`: `Zuckuss`, not `Zuckuss With Snare Rifle`): that one, as
                // the canonical form reads the title.
                // Cards in play and of the catalog: a catalog card named by part only
                // (`luke`: `Luke With Lightsaber`) is not the card in play the words name.
                if want == Want::Known
                    && named.len() > 1
                    && kept.iter().any(|f| matches!(f, Thing::Card(_)))
                {
                    let said = self.said_title(from, to);
                    let keep: Vec<bool> = kept
                        .iter()
                        .map(|f| match f {
                            Thing::Def(d) => bare_title(self.board.def(*d).plain_title()) == said,
                            _ => true,
                        })
                        .collect();
                    let mut k = keep.iter();
                    named.retain(|_| *k.next().unwrap_or(&true));
                    let mut k = keep.iter();
                    kept.retain(|_| *k.next().unwrap_or(&true));
                }
                if matches!(want, Want::Known | Want::Deploy)
                    && named.len() > 1
                    && kept.iter().all(|f| matches!(f, Thing::Def(_)))
                {
                    let said = self.said_title(from, to);
                    let whole: Vec<usize> = (0..kept.len())
                        .filter(|&k| {
                            matches!(&kept[k], Thing::Def(d)
                                if bare_title(self.board.def(*d).plain_title()) == said)
                        })
                        .collect();
                    if let [k] = whole.as_slice() {
                        return (vec![kept[*k].clone()], vec![named[*k].clone()]);
                    }
                }
                // A later slot of a card named by its title (the means of a move, an item
                // used: `by bombing run`), its whole title said, fitting copies of that one
                // title alone: the canonical form names the title, not one copy.
                if later && want == Want::Known && named.len() > 1 {
                    let defs: Vec<_> = kept
                        .iter()
                        .map(|f| match f {
                            Thing::Card(c) => Some(self.board.cards[*c].def),
                            _ => None,
                        })
                        .collect();
                    if let Some(Some(d)) = defs.first()
                        && defs.iter().all(|x| *x == Some(*d))
                    {
                        let title = self.board.def(*d).plain_title();
                        let said: Vec<&str> = self.toks[from..to]
                            .iter()
                            .map(|t| t.text.as_str())
                            .filter(|w| !names::DETERMINERS.contains(w))
                            .collect();
                        if bare_title(&said.join(" ")) == bare_title(title)
                            && names_exactly(self.board, title)
                        {
                            return (vec![kept[0].clone()], vec![quoted(title)]);
                        }
                    }
                }
                (kept, named)
            }
        }
    }

    /// The kind of card each slot of the act takes, confirmed on the board: a slot's fits
    /// keep those of its kind ([`types::slot_kind`], by the slot's place in the canonical
    /// form); false when a slot holds none of its kind (the reading is then a misfit, kept
    /// only where no reading fits).
    fn kinds(&self, verb: &str, canonical: &str, slots: &mut [Slot]) -> bool {
        let board = self.board;
        // The slots the canonical form writes, in its order (`{s.weapon}` is not `s` itself).
        let mut placed: Vec<(usize, &str)> = Vec::new();
        let mut rest = canonical;
        let mut at = 0;
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}') else {
                break;
            };
            placed.push((at + open, &rest[open + 1..open + close]));
            at += open + close + 1;
            rest = &canonical[at..];
        }
        let mut fit = !self.shuttled(verb, slots);
        for s in slots.iter_mut() {
            let Some(i) = placed.iter().position(|(_, n)| *n == s.name) else {
                continue;
            };
            let Some(kinds) = types::slot_kind(verb, i) else {
                continue;
            };
            // A character said as the subject of a craft's act (`can wedge take off`): the
            // craft he is aboard, where it is of the act's kind.
            for j in 0..s.fits.len() {
                if let Thing::Card(c) = s.fits[j]
                    && let Some(k) = types::craft_aboard(board, c, verb, i)
                    && let Ok(n) = name_of(board, &Thing::Card(k))
                {
                    s.fits[j] = Thing::Card(k);
                    s.named[j] = n;
                }
            }
            let keep: Vec<bool> = s
                .fits
                .iter()
                .map(|t| match t {
                    Thing::Card(c) => kinds.contains(&board.card_def(*c).card_type),
                    Thing::Def(d) => kinds.contains(&board.def(*d).card_type),
                    Thing::Loc(_) => kinds.contains(&CardType::Location),
                    Thing::Side(_) => false,
                    Thing::Typed(_) => true,
                })
                .collect();
            if s.fits.is_empty() || keep.iter().all(|k| *k) {
                continue;
            }
            if keep.iter().any(|k| *k) {
                s.keep(&keep);
            } else {
                fit = false;
            }
        }
        fit
    }

    /// A move or a shuttle of a character standing at a site (aboard nothing) to a craft, read
    /// as the other: to a craft at the system of the site's own planet (`can nemet go up to the
    /// finalizer`) it is a shuttle, no move by land; from a starship's own site (`First Light:
    /// Bar`) to that starship elsewhere it is a regular move, no shuttle. The reading of the
    /// wrong kind loses.
    fn shuttled(&self, verb: &str, slots: &[Slot]) -> bool {
        let board = self.board;
        let one = |name: &str| {
            slots
                .iter()
                .find(|s| s.name == name)
                .and_then(|s| match s.fits.as_slice() {
                    [Thing::Card(c)] => Some(*c),
                    _ => None,
                })
        };
        let (Some(c), Some(d)) = (one("c"), one("d")) else {
            return false;
        };
        let (Some(from), Some(to)) = (board.location_of(c), board.location_of(d)) else {
            return false;
        };
        let up = board.card_def(c).card_type == CardType::Character
            && names::holder(board, c).is_none()
            && board.loc_def(from).is_site()
            && matches!(
                board.card_def(d).card_type,
                CardType::Starship | CardType::Vehicle
            )
            && board.loc_def(to).is_system();
        let same_planet = board.locations[from].row == board.locations[to].row;
        match verb {
            "can move" => up && same_planet,
            "can shuttle" => up && !same_planet,
            _ => false,
        }
    }

    /// `{_captor} take|bring|escort|lead {c} to {d}`, where `c` is the captor's captive (escorted
    /// by it): the captor goes and the captive with it. To a location, the captor's move there
    /// (to a prison, the captive's imprisonment there: the transfer as read);
    /// to a craft the captor is not aboard, its boarding (after its move to the craft's
    /// location, when it stands elsewhere: a row of acts). To a character, or the craft the
    /// captor is aboard, the prisoner transfer the frame reads (None: as read).
    fn captive_taken(&self, slots: &[Slot]) -> Option<String> {
        let [captor, captive, to] = slots else {
            return None;
        };
        let board = self.board;
        let ("_captor", [Thing::Card(x)], [Thing::Card(y)], [dest], [who], [there]) = (
            captor.name.as_str(),
            captor.fits.as_slice(),
            captive.fits.as_slice(),
            to.fits.as_slice(),
            captor.named.as_slice(),
            to.named.as_slice(),
        ) else {
            return None;
        };
        if !matches!(board.cards[*y].place, crate::board::Place::Escorted(e) if e == *x) {
            return None;
        }
        match dest {
            // A prison: the captive imprisoned there, the transfer as read.
            Thing::Loc(l) if crate::board::facts::is_prison(board, *l) => None,
            Thing::Loc(_) => Some(format!("can move {who} to {there}")),
            Thing::Card(d)
                if matches!(
                    board.card_def(*d).card_type,
                    CardType::Vehicle | CardType::Starship
                ) && names::holder(board, *x) != Some(*d) =>
            {
                let at = board.location_of(*d)?;
                let embark = format!("can embark {who} on {there}");
                if board.location_of(*x) == Some(at) {
                    return Some(embark);
                }
                let site = name_of(board, &Thing::Loc(at)).ok()?;
                Some(format!("can move {who} to {site} then {embark}"))
            }
            _ => None,
        }
    }

    /// `is Luke on Hoth` / `is Luke at the Ice Plains`, read as `present`: where the words may
    /// mean otherwise than the rules' `present`, the other reading is listed beside it, never
    /// dropped: the site of the planet named where the card stands (`on Hoth` is its sites
    /// too), and, for a card aboard a craft at the place named, where the card is (`present
    /// @luke`: aboard, at the place).
    /// Each with the words that say it and what they may mean, for the readings' message.
    #[allow(clippy::type_complexity)]
    fn present_also(
        &self,
        canonical: &str,
        slots: &[Slot],
    ) -> Vec<(String, (String, (usize, usize), Vec<String>))> {
        let board = self.board;
        // `present` said is the rules' term asked.
        let Some(rest) = canonical.strip_prefix("present {") else {
            return Vec::new();
        };
        if self.toks.iter().any(|t| t.text == "present") {
            return Vec::new();
        }
        let ([card, place], true) = (slots, rest.contains(" at {")) else {
            return Vec::new();
        };
        let ([Thing::Card(c)], [Thing::Loc(l)], [who], [there]) = (
            card.fits.as_slice(),
            place.fits.as_slice(),
            card.named.as_slice(),
            place.named.as_slice(),
        ) else {
            return Vec::new();
        };
        let Some(at) = board.location_of(*c) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        // `present <who> at <where>`, the place said read as `there` and `where` alike.
        let mut present_at = |at_name: String| {
            let said = (
                place.phrase.clone(),
                place.span,
                vec![there.clone(), at_name.clone()],
            );
            out.push((format!("present {who} at {at_name}"), said));
        };
        if at != *l
            && board.loc_def(*l).is_system()
            && board.locations[at].row == board.locations[*l].row
            && let Ok(site) = name_of(board, &Thing::Loc(at))
        {
            present_at(site);
        }
        // `in jabbas palace` of a card in `Jabba's Palace: Audience Chamber`: the site named
        // is also the first half of the title of the room the card is in (its rooms too).
        if at != *l
            && board.locations[at].row == board.locations[*l].row
            && rooms_of(board.loc_def(*l).key(), board.loc_def(at).key())
            && let Ok(room) = name_of(board, &Thing::Loc(at))
        {
            present_at(room);
        }
        if at == *l
            && let Some(craft) = names::holder(board, *c)
            && let Ok(craft) = name_of(board, &Thing::Card(craft))
        {
            let said = (
                card.phrase.clone(),
                card.span,
                vec![
                    format!("present at {there} (the rules' term)"),
                    format!("aboard {craft} there"),
                ],
            );
            out.push((format!("present {who}"), said));
        }
        out
    }

    /// A `{_x}` slot after the first one says where the first card named stands: its fits are
    /// narrowed to the cards there. False when none is.
    fn constrain(&mut self, slots: &mut [Slot]) -> bool {
        let Some((first, rest)) = slots.split_first_mut() else {
            return true;
        };
        let board = self.board;
        // `{_escort}`, who takes a card somewhere (`Boba takes Han to the Slave I`): never the
        // craft the card is aboard (`the speeder takes Luke to …` is the speeder's move).
        if first.name == "_escort" || first.name == "_captor" {
            let craft = |t: &Thing| {
                matches!(t, Thing::Card(e) if matches!(board.card_def(*e).card_type,
                CardType::Vehicle | CardType::Starship)
                && rest.first().is_some_and(|c| c.fits.iter().any(|x| {
                    matches!(x, Thing::Card(x) if names::holder(board, *x) == Some(*e))
                })))
            };
            // Nor the card that takes the craft it is aboard (`han takes his ship to Hoth`):
            // the craft's move, never a transfer of the craft.
            let own_craft = rest.first().is_some_and(|c| {
                !c.fits.is_empty()
                    && c.fits.iter().all(|x| {
                        matches!(x, Thing::Card(x) if first.fits.iter().any(|e| {
                            matches!(e, Thing::Card(e) if names::holder(board, *e) == Some(*x))
                        }))
                    })
            });
            // Nor a craft taken to a location (`vader takes the tie fighter to mos eisley`): a
            // craft transfers only to another craft; taken to a place, it moves (by its pilot).
            let craft_to_place = match &*rest {
                [c, d, ..] => {
                    let is_craft = |t: &Thing| {
                        matches!(t, Thing::Card(x) if matches!(board.card_def(*x).card_type,
                            CardType::Vehicle | CardType::Starship))
                    };
                    !c.fits.is_empty()
                        && c.fits.iter().all(is_craft)
                        && !d.fits.is_empty()
                        && d.fits.iter().all(|t| matches!(t, Thing::Loc(_)))
                }
                _ => false,
            };
            return !own_craft && !craft_to_place && !first.fits.iter().all(craft);
        }
        // `{_pilot}`, who flies the craft named next (`luke flies the speeder to …`): aboard it.
        if first.name == "_pilot"
            && let Some(craft) = rest.first_mut()
        {
            // Or the pilot is the craft's own, in its title (`corran puts rogue 9 down` for
            // Corran Horn In Rogue 9: one card, pilot and craft).
            let in_title = |c: CardIx| {
                board
                    .card_def(c)
                    .plain_title()
                    .to_lowercase()
                    .contains(" in ")
            };
            let aboard = |c: &Thing| {
                first.fits.iter().any(|p| {
                    matches!((p, c), (Thing::Card(p), Thing::Card(c))
                        if names::holder(board, *p) == Some(*c) || (p == c && in_title(*c)))
                })
            };
            let keep: Vec<bool> = craft.fits.iter().map(aboard).collect();
            if keep.iter().all(|k| !k) {
                let why = format!("is not aboard `{}`", craft.phrase);
                self.misses
                    .push(Miss::why(&first.phrase, first.span, first.want, why));
                return false;
            }
            craft.keep(&keep);
            return true;
        }
        carried_weapon(board, first, rest);
        if first.name.starts_with('_') {
            return true;
        }
        if !self.taken_from(rest) {
            return false;
        }
        for place in rest
            .iter()
            .filter(|s| s.name.starts_with('_') && s.name != "_from")
        {
            // `{_aboard}`: a card the first carries (`the speeder takes Luke to …`); else a
            // place where the first stands.
            let aboard = place.name == "_aboard";
            let keep: Vec<bool> =
                first
                    .fits
                    .iter()
                    .map(|f| match f {
                        Thing::Card(c) if aboard => matches!(
                            board.card_def(*c).card_type,
                            CardType::Vehicle | CardType::Starship
                        ) && place.fits.iter().any(
                            |p| matches!(p, Thing::Card(p) if names::holder(board, *p) == Some(*c)),
                        ),
                        Thing::Card(c) => place.fits.iter().any(|p| names::is_at(board, *c, p)),
                        _ => true,
                    })
                    .collect();
            // None of the cards the words fit best stands there: one they fit less well
            // that does (`the trooper from the devastator`: its stormtrooper).
            if !aboard && keep.iter().all(|k| !k) {
                let there =
                    names::fits_at(board, &self.toks[first.toks.0..first.toks.1], &place.fits);
                let named: Vec<String> = there
                    .iter()
                    .filter_map(|t| name_of(board, t).ok())
                    .collect();
                if !there.is_empty() && named.len() == there.len() {
                    first.fits = there;
                    first.named = named;
                    continue;
                }
            }
            if keep.iter().all(|k| !k) {
                let why = match aboard {
                    true => format!("does not carry `{}`", place.phrase),
                    false => format!("is not at or aboard `{}`", place.phrase),
                };
                self.misses
                    .push(Miss::why(&first.phrase, first.span, first.want, why));
                return false;
            }
            first.keep(&keep);
        }
        true
    }

    /// `{_from}`, whom a card is taken from (`dengar takes han from boba`): the card taken
    /// (the slot before it) is one it escorts, holds aboard or carries. False when none is.
    fn taken_from(&mut self, rest: &mut [Slot]) -> bool {
        let Some(k) = rest.iter().position(|s| s.name == "_from") else {
            return true;
        };
        let (before, after) = rest.split_at_mut(k);
        let (Some(card), Some(from)) = (before.last_mut(), after.first()) else {
            return true;
        };
        let board = self.board;
        let keep: Vec<bool> = card
            .fits
            .iter()
            .map(|c| {
                from.fits.iter().any(|f| match (c, f) {
                    (Thing::Card(c), Thing::Card(f)) => {
                        board.cards[*c].place == crate::board::Place::Escorted(*f)
                            || names::holder(board, *c) == Some(*f)
                    }
                    _ => false,
                })
            })
            .collect();
        if keep.iter().all(|k| !k) {
            let why = format!("is not held by `{}`", from.phrase);
            self.misses
                .push(Miss::why(&card.phrase, card.span, card.want, why));
            return false;
        }
        card.keep(&keep);
        true
    }

    /// `the snowtrooper in the docking bay get in the TIE`: the place the words say the first
    /// card stands at narrows a later card that fits several to those there (else to those
    /// in that place's row: `at Mos Eisley shuttle to the Star Destroyer` above Tatooine);
    /// when none is, all stay.
    fn near_said_place(&mut self, slots: &mut [Slot]) {
        let Some((first, rest)) = slots.split_first_mut() else {
            return;
        };
        let board = self.board;
        let places = names::said_place(board, &self.toks[first.toks.0..first.toks.1]);
        if places.is_empty() {
            return;
        }
        let row_of = |p: &Thing| match p {
            Thing::Loc(l) => Some(board.locations[*l].row),
            Thing::Card(c) => board.location_of(*c).map(|l| board.locations[l].row),
            _ => None,
        };
        let rows: Vec<_> = places.iter().filter_map(row_of).collect();
        for s in rest.iter_mut() {
            if s.fits.len() < 2 || !s.fits.iter().all(|f| matches!(f, Thing::Card(_))) {
                continue;
            }
            let at = |f: &Thing| matches!(f, Thing::Card(c) if places.iter().any(|p| names::is_at(board, *c, p)));
            let in_row = |f: &Thing| {
                matches!(f, Thing::Card(c) if board
                    .location_of(*c)
                    .is_some_and(|l| rows.contains(&board.locations[l].row)))
            };
            for test in [&at as &dyn Fn(&Thing) -> bool, &in_row] {
                let keep: Vec<bool> = s.fits.iter().map(test).collect();
                if keep.iter().any(|k| *k) {
                    s.keep(&keep);
                    break;
                }
            }
        }
    }

    /// `{x.weapon}` in the canonical question: the one weapon the card `x` carries, as a slot.
    /// False (a miss) when it carries none or several.
    fn weapons(&mut self, canonical: &str, slots: &mut Vec<Slot>) -> bool {
        let mut extra = Vec::new();
        for s in slots.iter() {
            let hole = format!("{{{}.weapon}}", s.name);
            if !canonical.contains(&hole) {
                continue;
            }
            let board = self.board;
            // A weapon is its own (`can the E-web shoot Han`); a card of several the words
            // fit (`the rebel`), each its own weapon: one reading each.
            let weapons_of = |c: CardIx| -> Vec<CardIx> {
                if board.card_def(c).card_type == CardType::Weapon {
                    return vec![c];
                }
                names::belongings(board, c)
                    .into_iter()
                    .filter(|w| *w != c && board.card_def(*w).card_type == CardType::Weapon)
                    .collect()
            };
            let cards: Vec<CardIx> = s
                .fits
                .iter()
                .filter_map(|t| match t {
                    Thing::Card(c) => Some(*c),
                    _ => None,
                })
                .collect();
            if cards.is_empty() {
                continue;
            }
            let each: Vec<Vec<CardIx>> = cards.iter().map(|c| weapons_of(*c)).collect();
            let mut carried: Vec<CardIx> = Vec::new();
            for w in each.iter().filter(|w| w.len() == 1).flatten() {
                if !carried.contains(w) {
                    carried.push(*w);
                }
            }
            let named: Vec<String> = carried
                .iter()
                .filter_map(|w| name_of(board, &Thing::Card(*w)).ok())
                .collect();
            if named.is_empty() || named.len() != carried.len() {
                let why = if each.iter().all(Vec::is_empty) {
                    "carries no weapon: say which (`with <weapon>`)".to_string()
                } else {
                    "carries several weapons: say which (`with <weapon>`)".to_string()
                };
                self.misses.push(Miss::why(&s.phrase, s.span, s.want, why));
                return false;
            }
            extra.push(Slot {
                name: format!("{}.weapon", s.name),
                want: Want::Card,
                phrase: s.phrase.clone(),
                span: s.span,
                toks: s.toks,
                named,
                fits: carried.into_iter().map(Thing::Card).collect(),
            });
        }
        slots.extend(extra);
        true
    }

    /// Cards joined by "and" (`@a and @b`), as the language lists them: one list for each
    /// card a part may name (none when a part names none).
    fn cards(&mut self, from: usize, to: usize) -> Vec<String> {
        // `only the radiant`, `just the cruiser and the d1`: a list of cards is all of them
        // already; the word says so again.
        let from = match self.toks.get(from).map(|t| t.text.as_str()) {
            Some("only" | "just") if to > from + 1 => from + 1,
            _ => from,
        };
        let mut lists: Vec<Vec<String>> = vec![Vec::new()];
        // Each part's words: parts said alike (`naboo starfighter, naboo starfighter`) name
        // copies alike, so which is said first does not matter.
        let mut said: Vec<String> = Vec::new();
        let mut start = from;
        for i in from..=to {
            // A comma ends the part it follows (`@a, @b`).
            let comma = i < to && self.toks[i].comma;
            // `@a, and @b`.
            if i < to
                && i == start
                && i > from
                && self.toks[i - 1].comma
                && self.toks[i].text == "and"
            {
                start = i + 1;
                continue;
            }
            if i == to || comma || matches!(self.toks[i].text.as_str(), "and" | "&") {
                let end = if comma { i + 1 } else { i };
                if end == start {
                    return Vec::new();
                }
                // `both naboo starfighters`, `all the troopers`, `the naboo starfighters`:
                // every card the words fit, each once.
                let lead_all =
                    end > start + 1 && matches!(self.toks[start].text.as_str(), "both" | "all");
                let fits = self.phrase(start + usize::from(lead_all), end, Want::Card, None);
                let last = self.toks[end - 1].text.as_str();
                let plural = last.len() > 3
                    && last.ends_with('s')
                    && fits.iter().all(|t| {
                        !self.title_has(t, last) && self.title_has(t, &last[..last.len() - 1])
                    });
                let every = (lead_all || plural) && fits.len() > 1;
                // "a droid starfighter" of a pile's copies: any one of them, the first.
                let any = matches!(self.toks[start].text.as_str(), "a" | "an" | "one" | "any");
                let fits: &[Thing] = match fits.as_slice() {
                    [first, rest @ ..] if rest.iter().all(|t| t == first) => &fits[..1],
                    [first, rest @ ..]
                        if any
                            && pile_copy(self.board, first).is_some()
                            && rest.iter().all(|t| {
                                pile_copy(self.board, t) == pile_copy(self.board, first)
                            }) =>
                    {
                        &fits[..1]
                    }
                    all => all,
                };
                let named: Vec<String> = fits
                    .iter()
                    .filter_map(|t| name_of(self.board, t).ok())
                    .collect();
                let words = self.toks[start..end]
                    .iter()
                    .map(|t| t.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ");
                let alike: Vec<usize> = (0..said.len()).filter(|&k| said[k] == words).collect();
                said.push(words);
                let mut next: Vec<Vec<String>> = Vec::new();
                if every {
                    for list in &lists {
                        let mut more = list.clone();
                        more.extend(named.iter().filter(|n| !list.contains(n)).cloned());
                        next.push(more);
                    }
                    lists = next;
                    start = i + 1;
                    continue;
                }
                for list in &lists {
                    for n in &named {
                        // A list names each card once; of copies said alike, the earlier
                        // part takes the earlier copy.
                        let taken = list.contains(n)
                            || alike.iter().any(|&k| {
                                named.iter().position(|m| *m == list[k])
                                    > named.iter().position(|m| m == n)
                            });
                        if !taken && next.len() < MAX_READINGS {
                            next.push(list.iter().cloned().chain([n.clone()]).collect());
                        }
                    }
                }
                lists = next;
                start = i + 1;
            }
        }
        lists.into_iter().map(|l| l.join(", ")).collect()
    }
}

/// The side and card of the Young Jedi Hyperspace pile an `@id` names (copies in a pile are
/// alike).
fn pile_copy(board: &Board, t: &Thing) -> Option<(crate::rulebook::Side, crate::catalog::DefId)> {
    let Thing::Typed(s) = t else { return None };
    let id = s.strip_prefix('@')?;
    [crate::rulebook::Side::Light, crate::rulebook::Side::Dark]
        .into_iter()
        .find_map(|side| {
            board
                .young_jedi
                .player(side)
                .hyperspace
                .iter()
                .find(|p| p.id.as_deref() == Some(id))
                .map(|p| (side, p.def))
        })
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
    fn why(phrase: &str, span: (usize, usize), want: Want, why: String) -> Miss {
        Miss {
            phrase: phrase.to_string(),
            span,
            want,
            why: Some(why),
            known: Vec::new(),
        }
    }

    fn none(phrase: &str, span: (usize, usize), want: Want, known: Vec<String>) -> Miss {
        Miss {
            phrase: phrase.to_string(),
            span,
            want,
            why: None,
            known,
        }
    }

    fn error(self, text: &str) -> NaturalError {
        let what = match self.want {
            Want::Card | Want::Cards => "card in play",
            Want::Weapon => "weapon in play",
            Want::Character => "character in play",
            Want::Craft => "vehicle or starship in play",
            Want::Loc => "location on the table",
            Want::Dest => "card or location",
            Want::Deploy => "card in a hand or in the catalog",
            Want::Known => "card in play, in a hand or in the catalog",
            Want::Side => "side",
            Want::Num => "number",
            Want::Rule => "rule id",
            Want::Class => "classification",
            Want::Values => "sabacc value",
            Want::Question => "question",
            Want::Here => "planet where both sides have characters",
        };
        let (message, help) = match self.why {
            Some(why) => (format!("`{}` {why}", self.phrase), None),
            None => {
                let near = names::nearest(&self.phrase, &self.known, 10);
                (
                    format!("no {what} fits `{}`", self.phrase),
                    (!near.is_empty()).then(|| format!("the nearest: {}", listed(&near, 10))),
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

/// Does the word mean in a canonical question what it means here: a quoted title, a number,
/// a word of the frames, or a title of the catalog, and no id of the board typed without its
/// `@` (which the canonical question would look up as a title)?
fn canonical_word(board: &Board, t: &Tok) -> bool {
    t.quoted
        || t.text.parse::<i64>().is_ok()
        || (!board.ids.contains_key(t.text.as_str())
            && (frame_vocabulary().binary_search(&t.text).is_ok()
                || syntax_vocabulary().binary_search(&t.text).is_ok()
                || !matches!(board.catalog.resolve(&t.text), Resolution::Unknown(_))))
}

/// The words of the verbs' syntax lines (`survivors`, `none`, `destiny`), sorted.
fn syntax_vocabulary() -> &'static [String] {
    static VOCAB: OnceLock<Vec<String>> = OnceLock::new();
    VOCAB.get_or_init(|| {
        fn words(els: &[El], out: &mut Vec<String>) {
            for e in els {
                match e {
                    El::Word(w) => out.extend(w.iter().cloned()),
                    El::Optional(inner) => words(inner, out),
                    El::Slot(..) => {}
                }
            }
        }
        let mut v = Vec::new();
        for f in syntax_frames() {
            words(&f.pattern, &mut v);
        }
        v.sort();
        v.dedup();
        v
    })
}

/// Words are understood when a frame, a lead, a pointer or a name on the board uses them.
fn understood(board: &Board, t: &Tok) -> bool {
    if t.quoted || t.text.starts_with('@') || t.text.parse::<i64>().is_ok() {
        return true;
    }
    if frame_vocabulary().binary_search(&t.text).is_ok() {
        return true;
    }
    let one = std::slice::from_ref(t);
    !names::phrase(board, one, Want::Dest, Context::default()).is_empty()
        || !matches!(board.catalog.resolve(&t.text), Resolution::Unknown(_))
}

/// The words of the frames, the pointing words and the words that lead a question, sorted.
fn frame_vocabulary() -> &'static [String] {
    static VOCAB: OnceLock<Vec<String>> = OnceLock::new();
    VOCAB.get_or_init(|| {
        let mut v: Vec<String> = frames()
            .iter()
            .flat_map(|f| f.text.split_whitespace())
            .filter(|w| !w.contains('{'))
            .flat_map(|w| w.trim_matches(['[', ']']).split('|'))
            .map(str::to_string)
            .collect();
        v.extend(names::DETERMINERS.iter().map(|s| s.to_string()));
        v.extend(words::LEAD_WORDS.iter().map(|s| s.to_string()));
        v.sort();
        v.dedup();
        v
    })
}

/// Is the word one the reader reads: a word of a frame (or an everyday form of one), a
/// pointing word, a word that leads a question, a verb's trigger word?
fn a_reader_word(w: &str) -> bool {
    let vocab = frame_vocabulary();
    vocab.binary_search_by(|v| v.as_str().cmp(w)).is_ok()
        || vocab.iter().any(|v| v.len() > 3 && words::inflects(v, w))
        || VERBS
            .iter()
            .flat_map(|v| v.triggers.iter())
            .any(|t| t.split_whitespace().any(|t| words::inflects(t, w)))
}

/// Words too common to tell one frame from another.
const LITTLE_WORDS: &[&str] = &[
    "the", "a", "an", "to", "at", "on", "in", "into", "onto", "of", "is", "are", "by", "with",
    "for", "from", "does", "do", "it", "be",
];

/// No frame fits: the words not understood, the closest frames, and a rewrite that is read.
fn not_understood(board: &Board, text: &str, toks: &[Tok]) -> NaturalError {
    // Each word asked once: whether a word is understood reads the board's names for it.
    let known: Vec<bool> = toks.iter().map(|t| understood(board, t)).collect();
    let unknown: Vec<&Tok> = toks
        .iter()
        .zip(&known)
        .filter(|(_, k)| !**k)
        .map(|(t, _)| t)
        .collect();
    // The frames that fit were each word not understood one of their words.
    let wild: Vec<Tok> = toks
        .iter()
        .zip(&known)
        .map(|(t, k)| Tok {
            wild: !k,
            ..t.clone()
        })
        .collect();
    let yj = board.game == Game::YoungJedi;
    let of_game = |f: &&Frame| f.verb.of_game(yj);
    let fitting: Vec<&Frame> = if unknown.is_empty() {
        Vec::new()
    } else {
        frames()
            .iter()
            .filter(of_game)
            .filter(|f| !words::matches(&f.pattern, &wild).is_empty())
            .collect()
    };
    let rewrite = rewrite(board, text, &wild, &fitting);
    let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
    let mut scored: Vec<(usize, &Frame)> = frames()
        .iter()
        .filter(of_game)
        .map(|f| {
            let hits = f
                .pattern
                .iter()
                .filter(|e| match e {
                    El::Word(alts) => alts.iter().any(|a| {
                        !LITTLE_WORDS.contains(&a.as_str()) && words.contains(&a.as_str())
                    }),
                    _ => false,
                })
                .count();
            (hits, f)
        })
        .collect();
    scored.sort_by_key(|s| {
        std::cmp::Reverse(s.0 + 100 * usize::from(fitting.iter().any(|f| std::ptr::eq(*f, s.1))))
    });
    let mut close: Vec<&Frame> = Vec::new();
    for (_, f) in &scored {
        if close.len() < 3 && !close.iter().any(|c| c.verb.name == f.verb.name) {
            close.push(f);
        }
    }
    let (message, label, span) = match unknown.as_slice() {
        [] => (
            "no question form fits these words".to_string(),
            "not read".to_string(),
            span_of(toks, 0, toks.len()).unwrap_or((0, text.len())),
        ),
        [one] => (
            format!("the word `{}` was not understood", one.raw),
            "not understood".to_string(),
            (one.start, one.end),
        ),
        many => (
            format!(
                "the words {} were not understood",
                many.iter()
                    .map(|t| format!("`{}`", t.raw))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            "not understood".to_string(),
            (many[0].start, many[0].end),
        ),
    };
    let mut help = String::from("the closest question forms:");
    for f in &close {
        help.push_str(&format!(
            "\n  {}  (reads as `{}`)",
            shown(f.text),
            f.verb.syntax
        ));
    }
    match (&rewrite, close.first()) {
        (Some(r), _) => help.push_str(&format!("\nthis is read: {r}")),
        (None, Some(f)) => help.push_str(&format!("\nfor example: {}", f.verb.example)),
        (None, None) => {}
    }
    NaturalError::NotUnderstood {
        message,
        src: NamedSource::new("query", text.to_string()),
        span: (span.0, span.1 - span.0).into(),
        label,
        help,
    }
}

/// The question with a word not understood replaced by a word of a frame that fits it, when
/// that is read as one question (a few tries).
/// `toks`: the question's words, those not understood marked wild.
fn rewrite(board: &Board, text: &str, toks: &[Tok], fitting: &[&Frame]) -> Option<String> {
    let mut tries = 0;
    let mut tried: Vec<(usize, &str)> = Vec::new();
    for (i, t) in toks.iter().enumerate().filter(|(_, t)| t.wild) {
        for f in fitting {
            for e in &f.pattern {
                let El::Word(alts) = e else { continue };
                let Some(w) = alts.first() else { continue };
                // Each word once, and not a word too common to tell one frame from another.
                if LITTLE_WORDS.contains(&w.as_str()) || tried.contains(&(t.start, w.as_str())) {
                    continue;
                }
                tried.push((t.start, w.as_str()));
                // Only a word the frame takes there is worth a reading.
                let mut probe = toks.to_vec();
                probe[i] = Tok {
                    text: w.clone(),
                    wild: false,
                    ..t.clone()
                };
                if words::matches(&f.pattern, &probe).is_empty() {
                    continue;
                }
                tries += 1;
                if tries > 24 {
                    return None;
                }
                let mut cand = text.to_string();
                cand.replace_range(t.start..t.end, w);
                if let Reading::Read(_) = read_with(board, &cand, false) {
                    return Some(cand);
                }
            }
        }
    }
    None
}

/// Names of what a slot may name, for a miss's help.
fn known(board: &Board, want: Want) -> Vec<String> {
    let mut v: Vec<String> = match want {
        Want::Card | Want::Cards | Want::Weapon | Want::Character | Want::Craft => {
            board.card_names().to_vec()
        }
        Want::Loc => board
            .location_names()
            .iter()
            .cloned()
            .chain(board.rows.iter().map(|r| r.name.clone()))
            .collect(),
        Want::Dest => board
            .location_names()
            .iter()
            .chain(board.card_names())
            .cloned()
            .collect(),
        Want::Deploy | Want::Known => [crate::rulebook::Side::Light, crate::rulebook::Side::Dark]
            .iter()
            .flat_map(|s| board.player(*s).hand.iter())
            .map(|z| board.def(z.def).plain_title().to_string())
            .chain(board.card_names().iter().cloned())
            .collect(),
        Want::Side => vec!["light".into(), "dark".into()],
        _ => Vec::new(),
    };
    v.sort();
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
            // One of several copies: the name answers list it by (`TIE Fighter (2nd at
            // Hoth)`), which leads back to it.
            let listed = board.card_name(*c);
            if same == 1 && names_exactly(board, def.plain_title()) {
                Ok(quoted(def.plain_title()))
            } else if same > 1 && board.card_by_name(&listed) == Some(*c) {
                Ok(quoted(&listed))
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
            let label = board.loc_label(*l);
            if board.locations_titled(def.key()).len() == 1 {
                Ok(quoted(def.plain_title()))
            } else if board.loc_by_label(&label) == Some(*l) {
                // One of several copies: the label answers list it by (`Clouds (#2)`).
                Ok(quoted(&label))
            } else {
                Err(format!(
                    "is one of several copies of `{}` without an id: give each an `id:` and ask with @id",
                    def.plain_title()
                ))
            }
        }
    }
}

/// A title or words as said, to compare: lowercase letters, digits and single spaces alone
/// (`Zuckuss' Snare Rifle` and `zuckuss snare rifle` alike).
fn bare_title(text: &str) -> String {
    normalize(text)
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Does the catalog read this title as exactly this title (not a shortening of another)?
fn names_exactly(board: &Board, title: &str) -> bool {
    matches!(board.catalog.resolve(title),
        Resolution::Found(ids) if board.catalog.get(ids[0]).key() == normalize(title))
}

/// Is the room `room` (a key: `jabba's palace: audience chamber`) one of the site `site`'s
/// (`tatooine: jabba's palace`): the room's title before its colon is the site's name, its
/// planet's prefix aside?
fn rooms_of(site: &str, room: &str) -> bool {
    let name = site.split_once(':').map_or(site, |(_, n)| n);
    room.split_once(':')
        .is_some_and(|(head, _)| !name.trim().is_empty() && bare_title(head) == bare_title(name))
}
