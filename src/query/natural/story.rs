//! Pronouns in a story told in words (`dengar walked to the platform, then he boarded slave i,
//! then it took off`): `he`, `she`, `him`, `her`, `they`, `them` are a character, `it` a card that is
//! none (a craft), each named by the act before (`they` after an act that names characters and one
//! craft: the craft, which carries them); `there` a location said before. With no card
//! of that kind named before it, the pronoun names nobody: the reader asks back which card, and
//! never guesses (`there` with no place said stays as said).

use super::types::{NaturalError, Thing, Want};
use super::{name, words};
use crate::board::Board;
use crate::catalog::CardType;
use crate::rulebook::Side;
use miette::NamedSource;

/// The label of a pronoun's question back: which card it stands for.
pub const ASK_BACK: &str = "which card?";

/// The first pronoun of the words that may stand for a card: its byte range and the word.
pub fn pronoun(text: &str) -> Option<(std::ops::Range<usize>, String)> {
    pronouns(text).into_iter().next()
}

/// Every pronoun of the words that may stand for a card, in order: its byte range and the word.
pub fn pronouns(text: &str) -> Vec<(std::ops::Range<usize>, String)> {
    let toks = words::tokens(text);
    toks.iter()
        .enumerate()
        .filter_map(|(i, t)| {
            let word = t.text.as_str();
            let before = |w: &[&str]| i > 0 && w.contains(&toks[i - 1].text.as_str());
            let after = |w: &[&str]| {
                toks.get(i + 1)
                    .is_some_and(|n| w.contains(&n.text.as_str()))
            };
            // `is it legal`, `was it allowed`, `make it to`: no card (`is it imperial` is one).
            let it_said = word == "it"
                && (before(&["make", "makes", "made", "making"])
                    || (before(&["is", "was"])
                        && (i + 1 == toks.len()
                            || after(&[
                                "legal",
                                "allowed",
                                "possible",
                                "ok",
                                "okay",
                                "fine",
                                "true",
                                "permitted",
                                "worth",
                                "my",
                                "your",
                                "their",
                                "the",
                                "a",
                            ]))));
            // `there` for a place said before (`… at mos eisley. can it bomb there`); not
            // `is there`, `there are`.
            let there = word == "there"
                && !before(&["is", "are", "was", "were", "any"])
                && !after(&["is", "are", "was", "were", "'s", "be"]);
            // `her` as the object (`a matching weapon for her`), not `her rifle`: last, or
            // before a role word or the next clause.
            let her = word == "her"
                && (i + 1 == toks.len()
                    || after(&[
                        "to", "at", "with", "for", "in", "on", "from", "and", "then", "now",
                    ]));
            ((matches!(word, "he" | "she" | "him" | "it" | "they" | "them") && !it_said)
                || there
                || her)
                .then(|| (t.start..t.end, word.to_string()))
        })
        .collect()
}

/// The card the pronoun `word` stands for among the cards an act before names (as the
/// canonical question names them: `@id`, a quoted title): the one character for `he`, `she`,
/// `him`, `they`, `them`; the one card that is no character for `it`. Else how many fit (none,
/// or several).
pub fn referent(board: &Board, named: &[String], word: &str) -> Result<String, usize> {
    match referents(board, named, word).as_slice() {
        [one] => Ok(one.clone()),
        fit => Err(fit.len()),
    }
}

/// The cards of those an act before names that the pronoun `word` may stand for, each once, in
/// order: the characters for `he`, `she`, `him`, `they`, `them`; the cards that are none for
/// `it`.
pub fn referents(board: &Board, named: &[String], word: &str) -> Vec<String> {
    if word == "there" {
        return places(board, named);
    }
    let person = word != "it";
    let mut fit: Vec<String> = Vec::new();
    for n in named {
        let (def, held) = match name(board, n, Want::Known) {
            Ok(Thing::Card(c)) => (board.card_def(c), false),
            Ok(Thing::Def(d)) => (board.def(d), in_hand(board, d)),
            _ => continue,
        };
        // A location on the table is `there`, not `it`, unless a copy is in a hand to deploy.
        if def.card_type == CardType::Location
            && !held
            && matches!(name(board, n, Want::Loc), Ok(Thing::Loc(_)))
        {
            continue;
        }
        let character = def.card_type == CardType::Character;
        // A craft whose title names its pilot (`Zev In Rogue 2`) is `he` and `it` both.
        let piloted = matches!(def.card_type, CardType::Starship | CardType::Vehicle)
            && def.plain_title().to_lowercase().contains(" in ");
        let fits = match person {
            true => character || piloted,
            false => !character,
        };
        if fits && !fit.contains(n) {
            fit.push(n.clone());
        }
    }
    if matches!(word, "they" | "them")
        && let Some(craft) = carrier(board, named)
    {
        return vec![craft];
    }
    fit
}

/// `they` after an act that names characters and one craft together (`luke hops in the
/// snowspeeder, then they fly to the perimeter`): they go as the craft that carries them
/// (its occupants move with it). `None` where the act names other cards, no character, or
/// several crafts.
fn carrier(board: &Board, named: &[String]) -> Option<String> {
    let mut craft: Option<&String> = None;
    let mut people = 0;
    for n in named {
        let def = match name(board, n, Want::Known) {
            Ok(Thing::Card(c)) => board.card_def(c),
            Ok(Thing::Def(d)) => board.def(d),
            _ => return None,
        };
        match def.card_type {
            CardType::Character => people += 1,
            CardType::Starship | CardType::Vehicle if craft.is_none_or(|c| c == n) => {
                craft = Some(n);
            }
            _ => return None,
        }
    }
    craft.filter(|_| people > 0).cloned()
}

/// Is a copy of the card in a player's hand?
fn in_hand(board: &Board, d: crate::catalog::DefId) -> bool {
    [Side::Light, Side::Dark]
        .iter()
        .any(|s| board.player(*s).hand.iter().any(|z| z.def == d))
}

/// What `there` stands for: each location of those named before, as a place an act is at
/// (`at "Tatooine: Mos Eisley"`: the role word with it, for the act's slot to take); with
/// none, `there` itself (a place word with nothing to stand for: `out there`).
fn places(board: &Board, named: &[String]) -> Vec<String> {
    let mut fit: Vec<String> = Vec::new();
    for n in named {
        if let Ok(Thing::Loc(_)) = name(board, n, Want::Loc) {
            let at = format!("at {n}");
            if !fit.contains(&at) {
                fit.push(at);
            }
        }
    }
    if fit.is_empty() {
        fit.push("there".to_string());
    }
    fit
}

/// The question back for a pronoun that names no card: which card it stands for (`fit`: how
/// many of the kind the act before named).
pub fn ask_back(text: &str, at: std::ops::Range<usize>, word: &str, fit: usize) -> NaturalError {
    let kind = match word {
        "it" => "card",
        "there" => "place",
        _ => "character",
    };
    let why = match fit {
        0 => format!("no {kind} is named before it for it to stand for"),
        n => format!("the act before names {n} of them"),
    };
    NaturalError::NoFit {
        message: format!("`{word}`: which {kind}? {why}"),
        src: NamedSource::new("query", text.to_string()),
        span: (at.start, at.end - at.start).into(),
        label: ASK_BACK.to_string(),
        help: Some(format!(
            "name the {kind} instead of `{word}` (its title or @id), or name it in an act before"
        )),
    }
}

/// The card a context said as the question's topic stands for (`the x-wing clamped to their
/// star destroyer with the landing claw, can it fly off?`): a context put first and joined to
/// the question by a comma or a dash (not a sentence of its own), that begins with a card's
/// words and joins no cards by `and` or `or`: that card, the one its pronouns stand for (the
/// other cards the context names describe it). `said`: the context's cards and the words
/// that named them, in order.
pub fn topic<'s>(context: &str, between: &str, said: &'s [(String, String)]) -> Option<&'s String> {
    if between.contains(['.', ';', '?', '!'])
        || !between.contains([',', '-', '\u{2013}', '\u{2014}'])
    {
        return None;
    }
    let toks = words::tokens(context);
    // (A fact stated, `chewie is boba's prisoner, …`, is a sentence: not a topic.)
    if toks.iter().any(|t| {
        matches!(
            t.text.as_str(),
            "and"
                | "or"
                | "nor"
                | "&"
                | "+"
                | "is"
                | "are"
                | "was"
                | "were"
                | "'s"
                | "has"
                | "have"
                | "had"
        )
    }) || context.contains(',')
    {
        return None;
    }
    let (card, typed) = said.first()?;
    let lead = context.trim_start().to_lowercase();
    lead.starts_with(&typed.to_lowercase()).then_some(card)
}

/// The card a context sentence states a fact of as its subject (`my obsidian 7 is in the
/// vengeance's hangar. can it …`, `piett sits aboard the avenger; can he …`): the card whose
/// words open the sentence (after `my`, `the`, …), followed by the verb of the state. Its
/// pronouns stand for that card; the other cards named say where it is. `said`: the
/// context's cards and the words that named them, in order.
pub fn stated_subject<'s>(context: &str, said: &'s [(String, String)]) -> Option<&'s String> {
    let (card, typed) = said.first()?;
    let mut lead = context.trim_start().to_lowercase();
    for det in ["my ", "our ", "his ", "her ", "their ", "the ", "your "] {
        if let Some(rest) = lead.strip_prefix(det)
            && !typed.to_lowercase().starts_with(det)
        {
            lead = rest.to_string();
            break;
        }
    }
    let rest = lead.strip_prefix(&typed.to_lowercase())?;
    let mut words = rest.split_whitespace();
    let verb = words.next().unwrap_or_default();
    // The fact says where the card is (`is in …`, `sits aboard …`, `is parked beside …`), no
    // other state (`chewie is bobas prisoner`: whose prisoner is no place of his).
    let place = words.find(|w| !matches!(*w, "parked" | "sitting" | "docked" | "landed" | "now"));
    (rest.starts_with(' ')
        && matches!(
            verb,
            "is" | "are" | "was" | "were" | "sits" | "stands" | "waits" | "remains" | "stays"
        )
        && place.is_some_and(|w| {
            matches!(
                w,
                "in" | "at" | "on" | "over" | "aboard" | "inside" | "beside" | "near" | "above"
            )
        }))
    .then_some(card)
}
