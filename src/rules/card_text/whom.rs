//! Whom a sentence names: its side, its kinds and names, and the exceptions it writes.

use super::parts::Part;
use super::parts::Seen;
use crate::board::LocId;
use crate::board::facts::on_planet;
use crate::board::facts::places::card_named;
use crate::catalog::CardDef;
use crate::catalog::CardType;
use crate::catalog::text::Half;
use crate::catalog::text::Sentence;
use crate::catalog::text::Who;
use crate::rulebook::Side;
use crate::rules::eval::Eval;
use crate::rules::shared::card_words::another_kinds_word;
use crate::rules::shared::card_words::character_name;
use crate::rules::shared::card_words::kind_is;
use crate::rules::shared::card_words::names;
use crate::rules::shared::card_words::title_is_a_kind;
use crate::rules::shared::card_words::word_edge;

/// Is the actor named by an exception list ("speeder bikes, AT-STs, Ewok gliders and creature
/// vehicles"): its title bears one (`Speeder Bike`), its model is one (`at-st`), or it is a
/// creature vehicle. `Some(false)` only where every kind listed is settled (a model the data
/// names, a card's title, a creature vehicle); a kind the catalog does not record leaves a
/// miss open (`None`).
pub(super) fn excepted(e: &Eval, actor: &CardDef, list: &str) -> Option<bool> {
    let title = actor.plain_title().to_lowercase();
    let mut open = false;
    let list = rejoin_hyphens(list);
    for x in list
        .split(", ")
        .flat_map(|x| x.split(" and "))
        .flat_map(|x| x.split(" or "))
        .map(|x| {
            let x = x.trim();
            x.strip_prefix("a ")
                .or_else(|| x.strip_prefix("an "))
                .unwrap_or(x)
        })
    {
        // A character's name ("Ezra", "Boba Fett"): the actor is of that persona, or not.
        if character_name(e, x)
            && let Some(named) = card_named(actor, x)
        {
            if named {
                return Some(true);
            }
            continue;
        }
        let x = x.to_lowercase();
        // "spies": one spy.
        let ies = x.strip_suffix("ies").map(|r| format!("{r}y"));
        let one = ies.as_deref().unwrap_or(x.strip_suffix('s').unwrap_or(&x));
        if one == "creature vehicle" {
            if actor.subtype == Some(crate::catalog::Subtype::CreatureVehicle) {
                return Some(true);
            }
            continue;
        }
        let by_title = !one.is_empty()
            && title
                .match_indices(one)
                .any(|(i, _)| word_edge(&title, i) && word_edge(&title, i + one.len()));
        match (by_title, kind_is(actor, one)) {
            (true, _) | (_, Some(true)) => return Some(true),
            (_, Some(false)) => {}
            // A kind that is a card's title (`Ewok Glider`): the actor's title does not bear it;
            // unless that title is also a kind of character (`Wookiee`), which the catalog
            // does not record for a character whose title does not bear it.
            (_, None)
                if {
                    let key = crate::catalog::normalize(one);
                    !e.board.catalog.base_titled(&key).is_empty()
                        && !title_is_a_kind(&e.board.catalog, &key)
                } => {}
            (_, None) => open = true,
        }
    }
    if open { None } else { Some(false) }
}

/// A name the database broke at its hyphen ("C- 3PO", "Obi- Wan", "R2- D2"), written whole: a
/// hyphen between a word's letters or digits and a space, then a capital or a digit, is one word.
pub(super) fn rejoin_hyphens(words: &str) -> String {
    let b = words.as_bytes();
    let mut out = String::with_capacity(words.len());
    for (i, c) in words.char_indices() {
        let broken = c == ' '
            && i >= 2
            && b[i - 1] == b'-'
            && b[i - 2].is_ascii_alphanumeric()
            && b.get(i + 1)
                .is_some_and(|n| n.is_ascii_uppercase() || n.is_ascii_digit());
        if !broken {
            out.push(c);
        }
    }
    out
}

/// An exception written in a list of words ("Jar Jar and your spies (except Ezra)", "any
/// Death Star site except Docking Bay 327", "site(except docking bay)", "any exterior planet
/// site (except Hoth) or any interior vehicle site"): the words without it, the exception's
/// own list, and the words after it (non-empty: the exception binds to the item before them).
pub(super) struct Except<'a> {
    pub(super) head: &'a str,
    pub(super) list: &'a str,
    pub(super) tail: &'a str,
}

impl Except<'_> {
    /// The words with the exception taken out.
    pub(super) fn without(&self) -> String {
        match self.tail {
            "" => self.head.to_string(),
            t if t.starts_with(',') => format!("{}{t}", self.head),
            t => format!("{} {t}", self.head),
        }
    }
}

pub(super) fn split_except(words: &str) -> Option<Except<'_>> {
    let lower = words.to_ascii_lowercase();
    let (i, _) = lower
        .match_indices("except")
        .find(|&(i, _)| word_edge(&lower, i) && word_edge(&lower, i + 6))?;
    let before = words[..i].trim_end();
    let paren = before.ends_with('(');
    let head = before
        .trim_end_matches('(')
        .trim_end()
        .trim_end_matches(',')
        .trim_end();
    let mut after = words[i + 6..].trim_start();
    for w in ["for ", "to ", "on "] {
        after = after.strip_prefix(w).unwrap_or(after);
    }
    let (list, tail) = match (paren, after.split_once(')')) {
        (true, Some((l, t))) => (l, t.trim()),
        _ => (after.trim_end_matches(',').trim_end_matches(')'), ""),
    };
    Some(Except {
        head,
        list: list.trim(),
        tail,
    })
}

/// Is location `l` among an exception's places ("Dagobah", "docking bay", "Docking Bay 327",
/// "Cloud City")? A planet it is on, or words its title bears.
pub(super) fn location_excepted(e: &Eval, l: LocId, list: &str) -> bool {
    let title = e.board.loc_def(l).plain_title().to_lowercase();
    list.split(", ")
        .flat_map(|x| x.split(" and "))
        .flat_map(|x| x.split(" or "))
        .map(|x| x.trim().trim_start_matches("a ").trim_start_matches("an "))
        .filter(|x| !x.is_empty())
        .any(|x| {
            let x = x.to_lowercase();
            on_planet(e.board, l, &x)
                || title
                    .match_indices(&x)
                    .any(|(i, _)| word_edge(&title, i) && word_edge(&title, i + x.len()))
        })
}

/// The side whose half of a location's text a sentence is in.
pub(super) fn half_side(s: &Sentence) -> Option<Side> {
    match s.half {
        Some(Half::Light) => Some(Side::Light),
        Some(Half::Dark) => Some(Side::Dark),
        None => None,
    }
}

/// Does `who` (a location's or card's sentence) name the actor? `None`: the board cannot say.
pub(super) fn whom(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, who: &Who) -> Option<bool> {
    whom_words(e, seen, p, s, who).ok()
}

/// [`whom`], with what is not settled named (`Err`): whose card it speaks of, or the words
/// the catalog does not settle for the actor ("Wookiees and smugglers": a starship is neither,
/// a character titled Wookiee is one, another character is open).
pub(super) fn whom_words(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    who: &Who,
) -> Result<bool, String> {
    let you = half_side(s).or(p.side);
    // "Vader, your Boba Fett, and your Lando": a list whose items say their side each; an
    // item names the actor where its side is the acting one and its words name it.
    if let Who::Any(w) = who
        && let Some(r) = sided_items(w)
    {
        return sided_list(e, seen, you, &r);
    }
    // "All opponent's warriors", "all your starships": the side said after "all" (or
    // first).
    if let Who::Any(w) = who
        && let Some(rest) = w
            .strip_prefix("All ")
            .or_else(|| w.strip_prefix("all "))
            .or_else(|| {
                (w.starts_with("opponent's ") || w.starts_with("your ")).then_some(w.as_str())
            })
    {
        let side_said = match rest.split_once(' ') {
            Some(("opponent's", r)) => Some(Who::Opponents(r.to_string())),
            Some(("your", r)) => Some(Who::Yours(r.to_string())),
            _ => None,
        };
        if let Some(said) = side_said {
            return whom_words(e, seen, p, s, &said);
        }
    }
    let (side_ok, words) = match who {
        Who::Itself => return Ok(false),
        Who::Yours(w) => (you.map(|y| y == seen.side), w),
        Who::Opponents(w) => (you.map(|y| y != seen.side), w),
        Who::Any(w) => (Some(true), w),
    };
    match side_ok {
        Some(false) => return Ok(false),
        None => return Err(format!("whose cards \"{words}\" are")),
        Some(true) => {}
    }
    if words.is_empty() {
        return Ok(true);
    }
    if let Some(said) = others_but_the_speaker(e, seen, p, s, who, words) {
        return said;
    }
    // "Jar Jar and your spies (except Ezra)", "Cards with ability (except Gungans)": a card
    // the exception names is not among them (where it closes the list); one the catalog does
    // not settle is open, named.
    if let Some(x) = split_except(words) {
        let name = seen.actor.plain_title();
        return match excepted(e, seen.actor, x.list) {
            Some(true) if x.tail.is_empty() => Ok(false),
            Some(true) => Err(format!(
                "\"{words}\": {name} is among the exceptions of one of the cards it names"
            )),
            None => Err(format!(
                "\"{words}\": the catalog does not say whether {name} is among its exceptions ({})",
                x.list
            )),
            Some(false) => {
                let rest = x.without();
                let who = match who {
                    Who::Yours(_) => Who::Yours(rest),
                    Who::Opponents(_) => Who::Opponents(rest),
                    _ => Who::Any(rest),
                };
                whom_words(e, seen, p, s, &who)
            }
        };
    }
    let title = seen.actor.plain_title();
    let unsaid = |w: &str| format!("{w}: the catalog does not say whether {title} is one");
    let open = || Err(unsaid(&format!("\"{words}\"")));
    let class = match seen.actor.card_type {
        CardType::Character => "characters",
        CardType::Starship => "starships",
        CardType::Vehicle => "vehicles",
        CardType::Creature => "creatures",
        _ => "",
    };
    let w = words.to_lowercase();
    if w == class || w == "cards" {
        return Ok(true);
    }
    if ["characters", "starships", "vehicles", "creatures"].contains(&w.as_str()) {
        return Ok(false);
    }
    // A kind the catalog records (`Wookiees`, `scouts`, a character's class: `Imperials`), or a
    // name (`Maul`, `Fetts`).
    let singular = w.strip_suffix('s').unwrap_or(&w);
    if crate::rules::shared::card_words::titled_plural(seen.actor, words) {
        return Ok(true);
    }
    if let Some(fits) = kind_is(seen.actor, singular) {
        return Ok(fits);
    }
    // A card type of no card that acts ("Weapons may not deploy on this starship"): the
    // actor's own type settles it.
    let typed = [
        ("weapon", CardType::Weapon),
        ("device", CardType::Device),
        ("effect", CardType::Effect),
        ("interrupt", CardType::Interrupt),
    ];
    if let Some(&(_, ty)) = typed.iter().find(|(n, _)| *n == singular) {
        return Ok(seen.actor.card_type == ty);
    }
    // A list ("Wookiees and smugglers", "capital starships"): each alternative read by the
    // list reader, which names the words it does not settle.
    if words.contains([' ', ',']) {
        return names(e, seen.actor, words).map_err(|w| unsaid(&w));
    }
    if !words.starts_with(|c: char| c.is_ascii_uppercase()) {
        // A kind only cards of another kind bear (a starship is no smuggler).
        return another_kinds_word(&e.board.catalog, seen.actor, singular).map_or_else(open, Ok);
    }
    let bears = |name: &str| {
        name.to_lowercase()
            .split(|c: char| !c.is_alphanumeric() && c != '-')
            .any(|t| t == singular || t == w)
    };
    if bears(seen.actor.plain_title()) || seen.actor.personas().any(bears) {
        return Ok(true);
    }
    // A name (`Maul`) the actor does not bear, in its title or personas; a plural (`Jawas`)
    // may be a kind the catalog does not record, and is left open unless only cards of
    // another kind bear it (a starship is no Wookiee).
    if !w.ends_with('s') {
        return Ok(false);
    }
    if carried_not_named(seen.actor, &w, singular) {
        return Ok(false);
    }
    another_kinds_word(&e.board.catalog, seen.actor, singular).map_or_else(open, Ok)
}

/// A card carried or played (an Effect, an Interrupt, a device, a weapon) is none of the cards
/// a name or model said in the plural names ("T-16s": `w`, and its `singular`), unless its own
/// title bears the name (round 27).
fn carried_not_named(actor: &CardDef, w: &str, singular: &str) -> bool {
    let carried = matches!(
        actor.card_type,
        CardType::Effect | CardType::Interrupt | CardType::Device | CardType::Weapon
    );
    let one = w
        .strip_suffix("ies")
        .map_or_else(|| singular.to_string(), |r| format!("{r}y"));
    carried && !actor.plain_title().to_lowercase().contains(&one)
}

/// "your other musicians": the cards a price names but the one that speaks (round 26); `None`
/// for other words.
fn others_but_the_speaker(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    who: &Who,
    words: &str,
) -> Option<Result<bool, String>> {
    if let Some(rest) = words.strip_prefix("other ").filter(|r| !r.is_empty()) {
        if seen.card.is_some() && seen.card == p.card {
            return Some(Ok(false));
        }
        let who = match who {
            Who::Yours(_) => Who::Yours(rest.to_string()),
            Who::Opponents(_) => Who::Opponents(rest.to_string()),
            _ => Who::Any(rest.to_string()),
        };
        return Some(whom_words(e, seen, p, s, &who));
    }
    None
}

/// The items of a list of names where one or more says its side ("Vader, your Boba Fett, and
/// your Lando"): each item with its side (`Some(true)`: yours, `Some(false)`: the opponent's,
/// `None`: either). `None`: no item says a side after another item (a list all of whose items
/// share one side is read as a whole).
fn sided_items(words: &str) -> Option<Vec<(Option<bool>, String)>> {
    let items: Vec<String> = words
        .split(", ")
        .flat_map(|i| i.split(" and "))
        .map(|i| i.trim().trim_start_matches("and ").trim().to_string())
        .filter(|i| !i.is_empty())
        .collect();
    let side_of = |i: &str| {
        if i.starts_with("your ") {
            Some(true)
        } else if i.starts_with("opponent's ") {
            Some(false)
        } else {
            None
        }
    };
    let later = items.iter().skip(1).any(|i| side_of(i).is_some());
    if items.len() < 2 || !later {
        return None;
    }
    Some(
        items
            .iter()
            .map(|i| {
                let side = side_of(i);
                let rest = i
                    .strip_prefix("your ")
                    .or_else(|| i.strip_prefix("opponent's "))
                    .unwrap_or(i);
                (side, rest.to_string())
            })
            .collect(),
    )
}

/// Whether a list of items that say their sides ([`sided_items`]) names the actor: one item
/// of the acting side that surely names it decides; one not settled leaves it open.
fn sided_list(
    e: &Eval,
    seen: &Seen,
    you: Option<Side>,
    items: &[(Option<bool>, String)],
) -> Result<bool, String> {
    let mut open = None;
    for (side, words) in items {
        let side_fits = match side {
            None => Some(true),
            Some(yours) => you.map(|y| (y == seen.side) == *yours),
        };
        match side_fits {
            Some(false) => continue,
            None => {
                open = open.or(Some(format!("whose cards \"{words}\" are")));
                continue;
            }
            Some(true) => {}
        }
        match names(e, seen.actor, words) {
            Ok(true) => return Ok(true),
            Ok(false) => {}
            Err(w) => open = open.or(Some(w)),
        }
    }
    match open {
        Some(w) => Err(w),
        None => Ok(false),
    }
}

#[cfg(test)]
mod tests {
    use super::split_except;

    /// A name broken at its hyphen is one name again; a dash between words, a sign or a
    /// hyphen closing a word before a lower-case word stays as written.
    #[test]
    fn names_broken_at_their_hyphen_are_rejoined() {
        assert_eq!(super::rejoin_hyphens("R2-D2 and C- 3PO"), "R2-D2 and C-3PO");
        assert_eq!(
            super::rejoin_hyphens("Obi- Wan or Qui- Gon"),
            "Obi-Wan or Qui-Gon"
        );
        assert_eq!(super::rejoin_hyphens("T- 47s"), "T-47s");
        assert_eq!(super::rejoin_hyphens("deploy - 2"), "deploy - 2");
        assert_eq!(super::rejoin_hyphens("non- unique"), "non- unique");
        assert_eq!(super::rejoin_hyphens("- 3PO"), "- 3PO");
    }

    /// An exception in a card's words, as the database writes them: in brackets, with or
    /// without a space before, closing the words or followed by another alternative, or bare.
    #[test]
    fn exceptions_are_split_from_the_words() {
        let x = split_except("any Tatooine site (except docking bay)").unwrap();
        assert_eq!(
            (x.head, x.list, x.tail),
            ("any Tatooine site", "docking bay", "")
        );
        let x = split_except("any Death Star site(except docking bay)").unwrap();
        assert_eq!((x.head, x.list), ("any Death Star site", "docking bay"));
        let x = split_except("any exterior planet site (except Hoth) or any interior vehicle site")
            .unwrap();
        assert_eq!(x.list, "Hoth");
        assert_eq!(x.tail, "or any interior vehicle site");
        assert_eq!(
            x.without(),
            "any exterior planet site or any interior vehicle site"
        );
        let x = split_except("any Imperial except Vader, Emperor or a stormtrooper").unwrap();
        assert_eq!(
            (x.head, x.list, x.tail),
            ("any Imperial", "Vader, Emperor or a stormtrooper", "")
        );
        let x = split_except("a mobile site (except on Cloud City)").unwrap();
        assert_eq!(x.list, "Cloud City");
        let x = split_except("Harc, Jedi (except Ahsoka and Kanan), and your [Episode I] cards")
            .unwrap();
        assert_eq!(x.list, "Ahsoka and Kanan");
        assert_eq!(x.without(), "Harc, Jedi, and your [Episode I] cards");
        assert!(split_except("Jar Jar and your spies").is_none());
        assert!(split_except("exceptional starships").is_none());
    }
}
