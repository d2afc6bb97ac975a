//! Which cards a list of card text names ("Sidious, First Order characters, or Imperials",
//! "cards with ability except unique aliens", "your Lando"), read against a card's facts: a
//! title, a character's name, a kind of card or location, "X sites" by title, a kind the
//! catalog records, "with ability", "of ability > N", "non-", "unique", and an except list. A
//! word the catalog does not record for that card is not settled (`Err`, naming it): the
//! answer is open, never guessed.

use crate::board::facts::places::{card_is, card_named};
use crate::catalog::{CardDef, CardType, Catalog, Subtype, normalize};
use crate::rules::eval::Eval;

/// Is `name` (capitalised: `Vader`, `Captain Tarpals`) a word of some character's persona in
/// the catalog: a name, not a model or kind (`X-wing`)?
pub(crate) fn character_name(e: &Eval, name: &str) -> bool {
    let name = name.trim();
    if !name.starts_with(|c: char| c.is_ascii_uppercase()) {
        return false;
    }
    // "Chewie": a nickname the catalog ties to a persona names that character.
    if crate::catalog::derive::alias_persona(name).is_some() {
        return true;
    }
    let w = name.to_lowercase();
    if e.board.catalog.base_is_swccg_table() {
        static NAMES: std::sync::OnceLock<std::collections::HashSet<String>> =
            std::sync::OnceLock::new();
        let names = NAMES.get_or_init(|| {
            let personas = crate::catalog::table::SWCCG.character_personas();
            personas.flat_map(name_runs).collect()
        });
        return names.contains(&w);
    }
    let personas = e.board.catalog.character_personas();
    personas.iter().any(|p| name_runs(p).contains(&w))
}

/// The runs of whole words of a persona (lower case) that name its character: every run, where
/// the persona names one. "Jabba The Hutt", "Gardulla The Hutt": the words after a name's "the"
/// are an epithet (a kind of being, "Hutt"), not a name; a persona that begins with "The" ("The
/// Emperor") is a name whole. "Wookiee Warrior", "Reserve Pilot": a word and a kind of card the
/// catalog records (an icon) name a kind of character, not a character's name.
fn name_runs(p: &str) -> Vec<String> {
    let p = p.split_once(" the ").map_or(p, |(name, _)| name);
    let kind_phrase = p
        .split_once(' ')
        .is_some_and(|(_, k)| crate::catalog::Icon::ALL.iter().any(|(n, _)| *n == k));
    if kind_phrase {
        return Vec::new();
    }
    let words: Vec<&str> = p.split(' ').collect();
    let mut out = Vec::new();
    for i in 0..words.len() {
        for j in i + 1..=words.len() {
            out.push(words[i..j].join(" "));
        }
    }
    out
}

/// Does `list` ("Sidious, First Order characters, or Imperials", "cards with ability except
/// unique aliens and Republic characters") name `actor`? `Err`: the words the catalog does not
/// settle for it.
pub(crate) fn names(e: &Eval, actor: &CardDef, list: &str) -> Result<bool, String> {
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
        match one(e, actor, &alt).or_else(|| craft_named(&e.board.catalog, actor, &alt)) {
            Some(true) => return Ok(true),
            Some(false) => {}
            None => open = open.or(Some(alt)),
        }
    }
    match open {
        // The words as printed: the uniqueness mark the reader dropped is put back.
        Some(w) => Err(format!("among \"{}\"", w.replace("()", "(•)"))),
        None => Ok(false),
    }
}

/// A starship's or vehicle's name in a list ("B-wing", "Z-95", "YT-1300 Transport",
/// "Falcon"): the words of a title, model or persona some starship or vehicle of the catalog
/// bears; the craft is named when its own title, model or persona bears them. `None`: not a
/// craft, not a name (a word in lower case), or words no craft bears.
fn craft_named(catalog: &Catalog, actor: &CardDef, alt: &str) -> Option<bool> {
    let craft = |d: &CardDef| matches!(d.card_type, CardType::Starship | CardType::Vehicle);
    let alt = alt.trim();
    let name = !alt.is_empty()
        && alt
            .split_whitespace()
            .all(|w| w.starts_with(|c: char| c.is_ascii_uppercase() || c.is_ascii_digit()));
    if !craft(actor) || !name {
        return None;
    }
    let w = alt.to_lowercase();
    let holds = |t: &str| {
        t.match_indices(&w)
            .any(|(i, _)| word_edge(t, i) && word_edge(t, i + w.len()))
    };
    let known = catalog.craft_names().iter().any(|t| holds(t));
    known.then(|| actor.names_lowercase().iter().any(|t| holds(t)))
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

/// "Corellian corvettes", "Rebel Transports": the plural of a title of more than one word
/// names each card so titled (others may be named by their kind).
pub(crate) fn titled_plural(actor: &CardDef, words: &str) -> bool {
    words
        .trim()
        .strip_suffix('s')
        .is_some_and(|one_of| one_of.contains(' ') && titled(actor, &normalize(one_of)))
}

/// Is `actor` the card a title names (`key`, normalised)? Its own title, or the same without
/// the trailing tags of a later printing ("Wuta" names Wuta (V), "Stardust" Stardust (AI)).
fn titled(actor: &CardDef, key: &str) -> bool {
    let mut title = actor.plain_title().trim();
    if normalize(title) == key {
        return true;
    }
    while let Some(open) = title.rfind(" (")
        && title.ends_with(')')
    {
        title = title[..open].trim_end();
        if normalize(title) == key {
            return true;
        }
    }
    false
}

/// Is a title (`key`, normalised) also a word for a kind of character? So where every card
/// of that title in the catalog is a non-unique character ("Wookiee", "Jawa", "Stormtrooper"):
/// such a card is one of its kind, not a character with a name of its own, and "your Wookiee"
/// names any Wookiee. A title any unique card or card of another type bears ("Chewbacca",
/// "Ewok Glider") names that card only.
pub(crate) fn title_is_a_kind(catalog: &Catalog, key: &str) -> bool {
    let defs = catalog.base_titled(key);
    !defs.is_empty()
        && defs
            .iter()
            .all(|d| d.card_type == CardType::Character && d.unique == 0)
}

/// Does one alternative name the actor? `None`: a word not settled.
fn one(e: &Eval, actor: &CardDef, alt: &str) -> Option<bool> {
    let alt = alt.trim();
    // "a Wookiee", "an alien": the article names nothing.
    let alt = ["a ", "an "]
        .iter()
        .find_map(|a| alt.strip_prefix(a))
        .map_or(alt, str::trim_start);
    // "Bacta Tank 'patients'": cards held on a card of that title, as its own text calls them;
    // with no card of that title on the table, no card is one.
    if let Some(held) = held_on_a_title(e, alt) {
        return held;
    }
    // A title ("Sandwhirl", "Admiral's Orders", "Rebel Base Occupation").
    let key = normalize(alt);
    if !e.board.catalog.base_titled(&key).is_empty() {
        // A character's name that is a title too ("Han", "Chewie", "Leia"): by the persona
        // rule it names every version of that persona, not that card alone.
        // "Chewie" is Chewbacca (the persona rule's own example).
        let persona = crate::catalog::derive::ALIASES
            .iter()
            .find(|(a, _)| a.eq_ignore_ascii_case(alt))
            .map_or(alt, |&(_, p)| p);
        if !titled(actor, &key) && (character_name(e, alt) || persona != alt) {
            return Some(card_named(actor, alt)? || card_named(actor, persona)?);
        }
        // A title that is also a kind of character ("Wookiee", "Jawa"): the card so titled
        // is one, and any other is one or not by the kind (below), never by the title alone.
        if titled(actor, &key) || !title_is_a_kind(&e.board.catalog, &key) {
            return Some(titled(actor, &key));
        }
    }
    if titled_plural(actor, alt) {
        return Some(true);
    }
    if let Some(fits) = item_titles(&e.board.catalog, actor, alt) {
        return Some(fits);
    }
    let lower = alt.to_lowercase();
    // "characters of ability > 4", "Luke of ability > 4", "Rebels with ability > 2".
    let bounds = [
        (" of ability > ", true),
        (" of ability < ", false),
        (" with ability > ", true),
        (" with ability < ", false),
    ];
    for (words, more) in bounds {
        if let Some((who, n)) = lower.split_once(words) {
            let n: i64 = n.trim().parse().ok()?;
            let fits = one(e, actor, &alt[..who.len()])?;
            let a = actor.ability.unwrap_or(0);
            return Some(fits && if more { a > n } else { a < n });
        }
    }
    if let Some(who) = lower.strip_suffix(" with ability") {
        return Some(one(e, actor, &alt[..who.len()])? && with_ability(actor)?);
    }
    // "a droid with armor": a card whose armor the catalog records.
    if let Some(who) = lower.strip_suffix(" with armor") {
        return Some(one(e, actor, &alt[..who.len()])? && actor.armor.is_some());
    }
    // A character's name ("Luke", "Sidious", "Harc Seff").
    if !unrecorded_class(actor, alt) && character_name(e, alt) {
        return card_named(actor, alt);
    }
    // A kind of more than one word the catalog records (`bounty hunters`), or a card type.
    let singular = lower.strip_suffix('s').unwrap_or(&lower);
    if let Some(fits) = card_type_named(actor, singular) {
        return Some(fits);
    }
    let dashed = singular.replace(' ', "-");
    let recorded = crate::catalog::Icon::ALL.iter().any(|(n, _)| *n == dashed)
        || crate::catalog::Trait::SIMPLE
            .iter()
            .any(|(n, _)| *n == dashed);
    if singular.contains(' ')
        && recorded
        && let Some(fits) = kind_is(actor, singular)
    {
        return Some(fits);
    }
    // A kind of more than one word that the card's own record names ("medical droid"): it
    // is one. (Not named, the words below settle it.)
    if singular.contains(' ') && kind_is(actor, singular) == Some(true) {
        return Some(true);
    }
    // "[Skywalker] Epic Event": a card type of two words is the noun, the words before it
    // its adjectives.
    let two_word_type = [
        "epic event",
        "jedi test",
        "defensive shield",
        "admiral's order",
    ]
    .into_iter()
    .find(|t| singular.ends_with(&format!(" {t}")));
    let mut words = crate::board::facts::places::bracketed_words(alt);
    if let Some(t) = two_word_type {
        words.truncate(words.len().saturating_sub(2));
        words.push(alt[alt.len() - t.len() - usize::from(lower.ends_with('s'))..].to_string());
    }
    let (noun, adjectives) = words.split_last()?;
    let noun = noun.as_str();
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
            .any(|(i, _)| word_edge(&title, i) && word_edge(&title, i + name.len()));
        return Some(noun_fits(e, actor, noun)? && bears);
    }
    // The noun and its adjectives all hold: any one the card surely lacks settles it ("Jedi
    // survivors" names no location), else any not settled leaves it open.
    let mut open = false;
    let noun_fit = match two_word_type {
        Some(t) => card_type_named(actor, t),
        None => noun_fits(e, actor, noun),
    };
    let words =
        std::iter::once(noun_fit).chain(adjectives.iter().map(|a| adjective_fits(e, actor, a)));
    for fits in words {
        match fits {
            Some(false) => return Some(false),
            Some(true) => {}
            None => open = true,
        }
    }
    (!open).then_some(true)
}

/// "Turbolaser batteries", "laser cannons": words (the last one in the plural) that titles of
/// the catalog bear, every card so titled being an item of one type (weapons, devices). A card
/// of another type is not one (a character is no weapon); an item of that type whose own title
/// bears them is one. `None`: words no title bears (or too many do to be a name), titles of
/// more than one type or of another kind of card, or an item of that type not so titled.
fn item_titles(catalog: &Catalog, actor: &CardDef, alt: &str) -> Option<bool> {
    let lower = alt.trim().to_lowercase();
    let (head, last) = lower.rsplit_once(' ').unwrap_or(("", lower.as_str()));
    if last.is_empty() || !last.ends_with('s') || !last.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let phrase = match head {
        "" => crate::catalog::derive::singular(last),
        h => format!("{h} {}", crate::catalog::derive::singular(last)),
    };
    let bears = |t: &str| {
        let t = t.to_lowercase();
        t.match_indices(phrase.as_str())
            .any(|(i, _)| word_edge(&t, i) && word_edge(&t, i + phrase.len()))
    };
    let titles: Vec<&str> = catalog
        .title_candidates(&normalize(&phrase))
        .into_iter()
        .filter(|t| bears(t))
        .collect();
    // A word many titles bear is a kind or a common word, not the name of an item.
    if titles.is_empty() || titles.len() > 24 {
        return None;
    }
    let mut types = titles
        .iter()
        .flat_map(|t| catalog.base_titled(&normalize(t)))
        .map(|d| d.card_type);
    let ty = types.next()?;
    if !matches!(ty, CardType::Weapon | CardType::Device) || types.any(|t| t != ty) {
        return None;
    }
    match (actor.card_type == ty, bears(actor.plain_title())) {
        (false, _) => Some(false),
        (true, true) => Some(true),
        (true, false) => None,
    }
}

/// "Bacta Tank 'patients'": a title of the catalog and a word in quotes, the cards its text
/// holds on it. No card of that title on the table: no card is one (`Some(Some(false))`); one
/// there: not settled (`Some(None)`). `None`: not such words.
fn held_on_a_title(e: &Eval, alt: &str) -> Option<Option<bool>> {
    let (title, word) = alt.split_once(" '")?;
    let word = word.strip_suffix('\'')?;
    if word.is_empty() || word.contains([' ', '\'']) {
        return None;
    }
    let key = normalize(title);
    if e.board.catalog.base_titled(&key).is_empty() {
        return None;
    }
    Some(e.board.cards_titled(&key).is_empty().then_some(false))
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
    if unrecorded_class(actor, noun) {
        let n = noun.to_lowercase();
        return kind_is(actor, n.strip_suffix('s').unwrap_or(&n));
    }
    if character_name(e, noun) {
        return card_named(actor, noun);
    }
    let n = noun.to_lowercase();
    let one = n.strip_suffix('s').unwrap_or(&n);
    let kind = crate::catalog::derive::singular(&n);
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
        "objective" => ty == CardType::Objective,
        // "Imperials", "Rebels": characters of that kind.
        "imperial" | "rebel" => ty == CardType::Character && kind_is(actor, one)?,
        _ => kind_is(actor, one)
            .or_else(|| kind_is(actor, &kind))
            .or_else(|| another_kinds_word(&e.board.catalog, actor, one))?,
    })
}

/// A word (`wookiee`, `smuggler`) that the catalog's cards of another kind bear (characters:
/// "Wookiee Warrior", "BoShek, Gritty Smuggler") and no card of the actor's kind (character,
/// starship, vehicle, creature) does: the actor is not one (a starship is no Wookiee). `None`:
/// a card of its own kind bears it (what the catalog does not record of a character, say a
/// species, stays open), no card does, or the actor is of no such kind.
pub(crate) fn another_kinds_word(catalog: &Catalog, actor: &CardDef, w: &str) -> Option<bool> {
    const KINDS: [CardType; 4] = [
        CardType::Character,
        CardType::Starship,
        CardType::Vehicle,
        CardType::Creature,
    ];
    if w.is_empty() {
        return None;
    }
    // A card carried or played (a device, a weapon, an Effect, an Interrupt) is of no kind a
    // character, starship, vehicle or creature bears ("smugglers" is never a utility belt),
    // unless its own title bears the word.
    const CARRIED: [CardType; 4] = [
        CardType::Device,
        CardType::Weapon,
        CardType::Effect,
        CardType::Interrupt,
    ];
    if CARRIED.contains(&actor.card_type) {
        let title = actor.plain_title().to_lowercase();
        let borne =
            catalog.base_is_swccg_table() && crate::board::kind_words::bearing(w).contains(&true);
        return (borne && !title.contains(w)).then_some(false);
    }
    if !KINDS.contains(&actor.card_type) {
        return None;
    }
    // The built-in table: what each kind bears is listed when it is generated.
    if catalog.base_is_swccg_table() {
        let bearing = crate::board::kind_words::bearing(w);
        let kinds = crate::board::kind_words::KINDS;
        let own = kinds.iter().position(|&k| k == actor.card_type)?;
        return match bearing[own] {
            true => None,
            false => bearing.contains(&true).then_some(false),
        };
    }
    let mut others = false;
    for d in catalog.base_defs() {
        if !KINDS.contains(&d.card_type) || card_is(d, w) != Some(true) {
            continue;
        }
        if d.card_type == actor.card_type {
            return None;
        }
        others = true;
    }
    others.then_some(false)
}

/// A word before the kind: `non-X`, `unique`, or a kind the catalog records (`Imperial`).
fn adjective_fits(e: &Eval, actor: &CardDef, a: &str) -> Option<bool> {
    if let Some(x) = a.strip_prefix("non-") {
        return adjective_fits(e, actor, x).map(|b| !b);
    }
    if unrecorded_class(actor, a) {
        let l = a.to_lowercase();
        return kind_is(actor, l.strip_suffix('s').unwrap_or(&l));
    }
    let l = a.to_lowercase();
    match l.as_str() {
        "unique" => Some(actor.unique > 0),
        // ◇ (written `<>`): a card with the Dagobah deployment restriction symbol.
        "<>" => Some(actor.diamonds > 0),
        "capital" => Some(actor.is_capital()),
        "(•)" | "(*)" => Some(true),
        _ if character_name(e, a) => card_named(actor, a),
        "()" => Some(true),
        _ => kind_is(actor, l.strip_suffix('s').unwrap_or(&l)),
    }
}

/// A character's class (`Imperial`, `Rebels`, `Jedi`, `alien`): settled by [`CardDef::class_is`] where
/// the data gives the character's classes, else only by its title.
fn unrecorded_class(actor: &CardDef, w: &str) -> bool {
    let w = w.to_lowercase();
    let w = w.strip_suffix('s').unwrap_or(&w);
    actor.card_type == CardType::Character
        && matches!(
            w,
            "imperial" | "rebel" | "jedi" | "sith" | "independent" | "alien" | "republic" | "dark"
        )
}

/// [`card_is`], where the catalog records the kind for such a card. A character's class
/// (Rebel, Imperial, alien, Republic) is its data's class where the data gives one; a word the
/// classes do not decide (Jedi, Sith, independent, dark) is settled only where a class or the
/// title bears it.
pub(crate) fn kind_is(actor: &CardDef, w: &str) -> Option<bool> {
    // "[Endor]" (of "your [Endor] troopers"): an icon the card bears, by the data's icons.
    if let Some(icon) = w.strip_prefix('[').and_then(|x| x.strip_suffix(']')) {
        return crate::board::facts::kinds::bears_icon(actor, &icon.to_lowercase());
    }
    if unrecorded_class(actor, w) {
        if let Some(fits) = actor.class_is(w) {
            return Some(fits);
        }
        // A class the title bears ("Rebel Trooper") is the card's; its absence settles nothing.
        return card_is(actor, w).filter(|&b| b);
    }
    // A craft's allegiance is recorded where the data gives its characteristic (a reprint may
    // lack it): one that names none of them is not settled.
    // A character's characteristic (`wookiee`, `thief`): by its data and lore where on record.
    let singular = crate::catalog::derive::kind_word(w);
    match (
        card_is(actor, w),
        actor.kind_is(&singular, kind_vocabulary()),
    ) {
        (Some(true), _) | (_, Some(true)) => return Some(true),
        (_, Some(false)) => return Some(false),
        _ => {}
    }
    let allegiance = ["imperial", "rebel", "independent"];
    if allegiance.contains(&w)
        && matches!(actor.card_type, CardType::Starship | CardType::Vehicle)
        && !allegiance.iter().any(|a| card_is(actor, a) == Some(true))
    {
        return None;
    }
    card_is(actor, w)
}

/// The characteristics the data gives any card of the catalog: the board facts' list.
pub(crate) fn kind_vocabulary() -> &'static [String] {
    crate::board::facts::kinds::kind_vocabulary()
}

/// `i` is at the start or end of a word of `s`.
pub(crate) fn word_edge(s: &str, i: usize) -> bool {
    let before = s[..i].chars().next_back();
    let after = s[i..].chars().next();
    !(before.is_some_and(char::is_alphanumeric) && after.is_some_and(char::is_alphanumeric))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Printed;

    fn character(c: &Catalog, title: &str) -> CardDef {
        c.base_titled(&normalize(title))
            .into_iter()
            .find(|d| d.card_type == CardType::Character)
            .unwrap_or_else(|| panic!("{title} is in the catalog"))
            .clone()
    }

    fn titled_as(c: &Catalog, title: &str) -> CardDef {
        c.base_titled(&normalize(title))
            .into_iter()
            .next()
            .unwrap_or_else(|| panic!("{title} is in the catalog"))
            .clone()
    }

    /// Words that only items' titles bear name items: a character or a craft is not one, an
    /// item so titled is; a word of many titles, or of titles of a kind that deploys on its
    /// own, settles nothing here.
    #[test]
    fn an_items_title_in_the_plural_settles_the_card_type() {
        let c = Catalog::builtin();
        let leia = character(&c, "Leia");
        let falcon = titled_as(&c, "Millennium Falcon");
        let battery = titled_as(&c, "Heavy Turbolaser Battery");
        let torpedoes = titled_as(&c, "Proton Torpedoes");
        assert_eq!(item_titles(&c, &leia, "Turbolaser batteries"), Some(false));
        assert_eq!(
            item_titles(&c, &falcon, "Turbolaser batteries"),
            Some(false)
        );
        assert_eq!(
            item_titles(&c, &battery, "Turbolaser batteries"),
            Some(true)
        );
        assert_eq!(item_titles(&c, &torpedoes, "Turbolaser batteries"), None);
        // A kind of character whose titles are characters: not an item's name.
        assert_eq!(item_titles(&c, &falcon, "Wookiees"), None);
        assert_eq!(
            item_titles(&c, &leia, "Turbolaser battery"),
            None,
            "a singular is not read"
        );
    }

    #[test]
    fn a_characters_class_from_the_data_settles_class_words_both_ways() {
        let c = Catalog::builtin();
        let ozzel = character(&c, "Admiral Ozzel");
        assert!(
            ozzel.classes().any(|k| k == "imperial"),
            "{:?}",
            ozzel.traits
        );
        assert_eq!(kind_is(&ozzel, "imperial"), Some(true));
        assert_eq!(kind_is(&ozzel, "rebel"), Some(false));
        assert_eq!(kind_is(&ozzel, "alien"), Some(false));
        // Alien/Rebel: both classes.
        let chewie = character(&c, "Chewbacca");
        assert_eq!(kind_is(&chewie, "alien"), Some(true));
        assert_eq!(kind_is(&chewie, "rebel"), Some(true));
        assert_eq!(kind_is(&chewie, "imperial"), Some(false));
        // A droid is no alien.
        let r2 = character(&c, "R2-D2 (Artoo-Detoo)");
        assert_eq!(kind_is(&r2, "alien"), Some(false));
        // A Jedi Master is a Jedi; no class says a character is not one.
        let yoda = character(&c, "Yoda");
        assert_eq!(kind_is(&yoda, "jedi"), Some(true));
        assert_eq!(kind_is(&ozzel, "jedi"), None);
        assert_eq!(kind_is(&ozzel, "independent"), None);
    }

    #[test]
    fn a_class_word_names_a_character_by_its_class_not_a_starships_trait() {
        let c = Catalog::builtin();
        let ozzel = character(&c, "Admiral Ozzel");
        assert_eq!(card_is(&ozzel, "imperial"), Some(true));
        assert_eq!(card_named(&ozzel, "Imperial"), Some(true));
        assert_eq!(card_named(&ozzel, "Rebels"), Some(false));
        let chewie = character(&c, "Chewbacca");
        assert_eq!(card_is(&chewie, "imperial"), Some(false));
        assert_eq!(card_is(&chewie, "alien"), Some(true));
    }

    #[test]
    fn a_character_whose_class_is_not_on_record_stays_open() {
        let d = CardDef::new("Someone", Printed::Light, CardType::Character);
        assert_eq!(d.classes().count(), 0);
        assert_eq!(kind_is(&d, "rebel"), None);
        assert_eq!(kind_is(&d, "alien"), None);
        // A title that bears it still settles yes.
        let t = CardDef::new("Rebel Trooper", Printed::Light, CardType::Character);
        assert_eq!(kind_is(&t, "rebel"), Some(true));
    }

    #[test]
    fn a_title_every_card_of_which_is_a_non_unique_character_names_a_kind_too() {
        let c = Catalog::builtin();
        for kind in ["Wookiee", "Jawa", "Stormtrooper"] {
            assert!(title_is_a_kind(&c, &normalize(kind)), "{kind}");
        }
        // A unique character's title, or another type's, names that card only.
        for title in ["Chewbacca", "Ewok Glider", "Bowcaster"] {
            assert!(!title_is_a_kind(&c, &normalize(title)), "{title}");
        }
        assert!(!title_is_a_kind(&c, "zzyzx"));
    }

    #[test]
    fn a_word_only_cards_of_another_kind_bear_does_not_name_the_card() {
        let c = Catalog::builtin();
        let craft = |title: &str| {
            c.base_titled(&normalize(title))
                .into_iter()
                .find(|d| d.card_type == CardType::Starship)
                .unwrap_or_else(|| panic!("{title} is in the catalog"))
                .clone()
        };
        // The database's Wookiees and smugglers are characters: a starship is neither.
        let xwing = craft("Red Squadron X-wing");
        assert_eq!(kind_is(&xwing, "wookiee"), None);
        assert_eq!(another_kinds_word(&c, &xwing, "wookiee"), Some(false));
        assert_eq!(another_kinds_word(&c, &xwing, "smuggler"), Some(false));
        // A word starships bear is not settled by it (`fighter`: TIE Fighter).
        assert_eq!(another_kinds_word(&c, &xwing, "fighter"), None);
        // A character's species the catalog does not record stays open: characters bear it.
        let han = character(&c, "Han Solo");
        assert_eq!(another_kinds_word(&c, &han, "wookiee"), None);
        assert_eq!(another_kinds_word(&c, &han, "smuggler"), None);
        // A word no card bears settles nothing.
        assert_eq!(another_kinds_word(&c, &xwing, "zzyzx"), None);
    }

    #[test]
    fn a_characteristic_the_data_lists_settles_it_and_one_the_lore_only_names_stays_open() {
        let c = Catalog::builtin();
        // Listed: Chewbacca is a Wookiee and a smuggler; the plural and the singular alike.
        let chewie = character(&c, "Chewbacca");
        assert_eq!(kind_is(&chewie, "wookiee"), Some(true));
        let chadra = character(&c, "Chadra-Fan");
        assert_eq!(
            kind_is(&chadra, &crate::catalog::derive::singular("thieves")),
            Some(true)
        );
        // On record and named nowhere: Bib Fortuna (a Twi'lek) is no Hutt.
        let bib = character(&c, "Bib Fortuna");
        assert_eq!(kind_is(&bib, "hutt"), Some(false));
        // Named by the lore but not listed (Leia's lore speaks of Ewoks): open.
        let leia = character(&c, "Daughter Of Skywalker");
        assert_eq!(kind_is(&leia, "ewok"), None);
        // A character whose characteristics and lore are not on record (a board's own card):
        // open.
        let mut bare = bib.clone();
        bare.traits.retain(|t| {
            !matches!(
                t,
                crate::catalog::Trait::Kind(_) | crate::catalog::Trait::KindsOnRecord
            )
        });
        assert_eq!(kind_is(&bare, "hutt"), None);
        assert_eq!(kind_is(&bare, "twi'lek"), None);
    }
}
