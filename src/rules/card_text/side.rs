//! A card on table that limits what its owner deploys ("You may not deploy Jedi", an
//! Objective's "For remainder of game, you may not deploy Sandwhirl or Jabba's Palace sites"):
//! it is no card taking part in the act, and speaks wherever it stands, so every card of the
//! deploying side on the board is asked ([`side_limits`]).
//!
//! The list is read against the deploying card's facts ([`names`]): a title, a character's
//! name, a kind (`systems`, `characters`, `Effects`), a kind the catalog records (`Jedi`,
//! `Imperials`, `bounty hunters`), `cards with ability`, `of ability > 4`, `non-…`, and its
//! `except …`. A word the catalog does not record leaves the answer open, naming it.

use super::{Finding, Seen, character_name};
use crate::board::facts::places::{card_is, card_named};
use crate::catalog::text::Fact;
use crate::catalog::{CardDef, CardType, Subtype, normalize};
use crate::rules::eval::Eval;

/// Every card of the deploying side on the board whose text forbids it this deploy.
pub(super) fn side_limits(e: &Eval, seen: &Seen, f: &mut Finding) {
    let board = e.board;
    for (i, c) in board.cards.iter_enumerated() {
        if c.side != seen.side {
            continue;
        }
        let def = board.def(c.def);
        let sentences = def.sentences();
        // An Objective's second side starts at its second title ("Well Trained In The Jedi
        // Arts: …"): what it says holds only once the card has flipped.
        let back = back_title(def).and_then(|t| {
            sentences
                .iter()
                .position(|s| s.text.trim_start_matches('{').starts_with(&format!("{t}:")))
        });
        for (n, s) in sentences.iter().enumerate() {
            let Some(Fact::SideMayNotDeploy { what, lasting }) = &s.fact else {
                continue;
            };
            let quoted = format!("{}'s own text: \"{}\"", board.card_name(i), s.text);
            let name = seen.actor.plain_title();
            let listed = match names(e, seen.actor, what) {
                Ok(listed) => listed,
                Err(word) => {
                    f.missing
                        .push(format!("{quoted}: whether {name} is {word}"));
                    continue;
                }
            };
            if !listed {
                continue;
            }
            let side_up = match back {
                // Its first side, "for remainder of game": from the start, whatever side is up.
                Some(b) if n < b && *lasting => None,
                Some(b) if n < b => Some("while its first side is up"),
                Some(_) => Some("once it has flipped to its second side"),
                None => None,
            };
            match side_up {
                None => f.refusals.push(format!(
                    "{quoted}: {name} is among them, and {} is on table",
                    board.card_name(i)
                )),
                Some(when) => f.missing.push(format!(
                    "{quoted}: {name} is among them, and it holds {when}; the board does not say which side of {} is up",
                    board.card_name(i)
                )),
            }
        }
    }
}

/// An Objective's second title (`Front / Back`).
fn back_title(def: &CardDef) -> Option<&str> {
    (def.card_type == CardType::Objective)
        .then(|| def.plain_title().split_once(" / ").map(|(_, b)| b.trim()))
        .flatten()
}

/// Does `list` ("Sidious, First Order characters, or Imperials", "cards with ability except
/// unique aliens and Republic characters") name `actor`? `Err`: the words the catalog does not
/// settle for it.
pub(super) fn names(e: &Eval, actor: &CardDef, list: &str) -> Result<bool, String> {
    let list = list.trim().strip_prefix("any ").unwrap_or(list.trim());
    let (main, except) = match list.split_once(" (except ") {
        Some((m, x)) => (m, Some(x.trim_end_matches(')'))),
        None => match list.split_once(" except ") {
            Some((m, x)) => (m, Some(x)),
            None => (list, None),
        },
    };
    if !any_of(e, actor, main)? {
        return Ok(false);
    }
    match except {
        Some(x) => Ok(!any_of(e, actor, x)?),
        None => Ok(true),
    }
}

/// Does any alternative of a list name the actor? One alternative it surely fits decides;
/// else one not settled leaves it open.
fn any_of(e: &Eval, actor: &CardDef, list: &str) -> Result<bool, String> {
    let mut open = None;
    for alt in alternatives(list) {
        match one(e, actor, &alt) {
            Some(true) => return Ok(true),
            Some(false) => {}
            None => open = open.or(Some(alt)),
        }
    }
    match open {
        Some(w) => Err(format!("among \"{w}\"")),
        None => Ok(false),
    }
}

/// The alternatives of a list: parts between commas, `or` and `and`. "Republic characters and
/// starships": the bare kind after `and` keeps the words before the other's kind ("Republic
/// starships").
fn alternatives(list: &str) -> Vec<String> {
    let mut out = Vec::new();
    for item in list.split(", ") {
        let item = item.trim();
        let item = item
            .strip_prefix("or ")
            .or_else(|| item.strip_prefix("and "))
            .unwrap_or(item);
        let parts: Vec<&str> = item.split(" or ").flat_map(|p| p.split(" and ")).collect();
        let first_qualifiers = parts
            .first()
            .and_then(|p| p.rsplit_once(' '))
            .map(|(q, _)| q);
        for (k, p) in parts.iter().enumerate() {
            let p = p.trim();
            match first_qualifiers {
                Some(q) if k > 0 && !p.contains(' ') && kind_word(p) => {
                    out.push(format!("{q} {p}"))
                }
                _ => out.push(p.to_string()),
            }
        }
    }
    out.retain(|a| !a.is_empty());
    out
}

/// A plural word of a kind of card (`starships`, `characters`).
fn kind_word(w: &str) -> bool {
    matches!(
        w.to_lowercase().as_str(),
        "characters" | "starships" | "vehicles" | "creatures" | "locations" | "sites" | "systems"
    )
}

/// Does one alternative name the actor? `None`: a word not settled.
fn one(e: &Eval, actor: &CardDef, alt: &str) -> Option<bool> {
    let alt = alt.trim();
    // A title ("Sandwhirl", "Admiral's Orders", "Rebel Base Occupation").
    let key = normalize(alt);
    if !e.board.catalog.base_titled(&key).is_empty() {
        return Some(normalize(actor.plain_title()) == key);
    }
    let lower = alt.to_lowercase();
    // "characters of ability > 4", "Luke of ability > 4".
    if let Some((who, n)) = lower.split_once(" of ability > ") {
        let n: i64 = n.trim().parse().ok()?;
        let fits = one(e, actor, &alt[..who.len()])?;
        return Some(fits && actor.ability.unwrap_or(0) > n);
    }
    if let Some(who) = lower.strip_suffix(" with ability") {
        return Some(one(e, actor, &alt[..who.len()])? && with_ability(actor)?);
    }
    // A character's name ("Luke", "Sidious", "Harc Seff").
    if character_name(e, alt) {
        return card_named(actor, alt);
    }
    // A kind of more than one word the catalog records (`bounty hunters`), or a card type.
    let singular = lower.strip_suffix('s').unwrap_or(&lower);
    if let Some(fits) = card_type_named(actor, singular) {
        return Some(fits);
    }
    if singular.contains(' ')
        && let Some(fits) = kind_is(actor, singular)
    {
        return Some(fits);
    }
    let words: Vec<&str> = alt.split_whitespace().collect();
    let (noun, adjectives) = words.split_last()?;
    // "Jabba's Palace sites", "Tatooine systems": locations whose title bears the name.
    let place = &alt[..alt.len() - noun.len()].trim();
    if is_location_kind(noun)
        && !place.is_empty()
        && place.starts_with(|c: char| c.is_ascii_uppercase())
        && !place.contains(['[', '<', '('])
    {
        let title = actor.plain_title().to_lowercase();
        let name = place.to_lowercase();
        let bears = title
            .match_indices(&name)
            .any(|(i, _)| super::word_edge(&title, i) && super::word_edge(&title, i + name.len()));
        return Some(noun_fits(e, actor, noun)? && bears);
    }
    let mut fits = noun_fits(e, actor, noun)?;
    for a in adjectives.iter().rev() {
        if !fits {
            return Some(false);
        }
        fits = adjective_fits(e, actor, a)?;
    }
    Some(fits)
}

/// A card type of more than one word ("Admiral's Orders", "Epic Events").
fn card_type_named(actor: &CardDef, singular: &str) -> Option<bool> {
    let ty = match singular {
        "admiral's order" => CardType::Admiral,
        "epic event" => CardType::EpicEvent,
        "jedi test" => CardType::JediTest,
        "defensive shield" => CardType::DefensiveShield,
        "objective" => CardType::Objective,
        _ => return None,
    };
    Some(actor.card_type == ty)
}

/// A plural or singular word for a kind of location.
fn is_location_kind(noun: &str) -> bool {
    matches!(
        noun.to_lowercase().trim_end_matches('s'),
        "site" | "system" | "location" | "sector"
    )
}

/// A card with ability: a character's own (a droid's is none), or a craft's permanent pilot's.
fn with_ability(actor: &CardDef) -> Option<bool> {
    match actor.card_type {
        CardType::Character => Some(actor.ability.unwrap_or(0) > 0),
        CardType::Starship | CardType::Vehicle => Some(actor.permanent_pilot.is_some()),
        _ => Some(false),
    }
}

/// The last word of an alternative: a kind of card, or a character's name ("non-[Episode VII]
/// Luke").
fn noun_fits(e: &Eval, actor: &CardDef, noun: &str) -> Option<bool> {
    if character_name(e, noun) {
        return card_named(actor, noun);
    }
    let n = noun.to_lowercase();
    let one = n.strip_suffix('s').unwrap_or(&n);
    let ty = actor.card_type;
    Some(match one {
        "card" => true,
        "system" => actor.is_system(),
        "site" => actor.is_site(),
        "sector" => actor.is_sector(),
        "location" => ty == CardType::Location,
        "effect" => ty == CardType::Effect,
        "interrupt" => ty == CardType::Interrupt,
        "weapon" => ty == CardType::Weapon,
        "device" => ty == CardType::Device,
        "squadron" => actor.subtype == Some(Subtype::Squadron),
        // "Imperials", "Rebels": characters of that kind.
        "imperial" | "rebel" => ty == CardType::Character && kind_is(actor, one)?,
        _ => kind_is(actor, one)?,
    })
}

/// A word before the kind: `non-X`, `unique`, or a kind the catalog records (`Imperial`).
fn adjective_fits(e: &Eval, actor: &CardDef, a: &str) -> Option<bool> {
    if let Some(x) = a.strip_prefix("non-") {
        return adjective_fits(e, actor, x).map(|b| !b);
    }
    let l = a.to_lowercase();
    match l.as_str() {
        "unique" => Some(actor.unique > 0),
        "capital" => Some(actor.is_capital()),
        "(•)" | "(*)" => Some(true),
        _ if character_name(e, a) => card_named(actor, a),
        "()" => Some(true),
        _ => kind_is(actor, l.strip_suffix('s').unwrap_or(&l)),
    }
}

/// [`card_is`], where the catalog records the kind for such a card: a character's class
/// (Rebel, Imperial, alien, Jedi, Republic) is not recorded (the traits of those names are a
/// starship's), so it is not settled.
fn kind_is(actor: &CardDef, w: &str) -> Option<bool> {
    let class = matches!(
        w,
        "imperial" | "rebel" | "jedi" | "sith" | "independent" | "alien" | "republic" | "dark"
    );
    if class && actor.card_type == CardType::Character {
        return None;
    }
    // A craft's allegiance is recorded where the data gives its characteristic (a reprint may
    // lack it): one that names none of them is not settled.
    let allegiance = ["imperial", "rebel", "independent"];
    if allegiance.contains(&w)
        && matches!(actor.card_type, CardType::Starship | CardType::Vehicle)
        && !allegiance.iter().any(|a| card_is(actor, a) == Some(true))
    {
        return None;
    }
    card_is(actor, w)
}
