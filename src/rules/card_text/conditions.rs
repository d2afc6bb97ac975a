//! The conditions a sentence writes that the board settles: on table, here, aboard, where the
//! card that says it stands.

use super::finding::Finding;
use super::parts::Part;
use super::parts::Role;
use super::parts::Seen;
use super::whom::half_side;
use crate::board::LocId;
use crate::board::Place;
use crate::board::facts::on_planet;
use crate::board::facts::places::card_named;
use crate::catalog::normalize;
use crate::catalog::text::Sentence;
use crate::rulebook::Side;
use crate::rules::eval::Eval;
use crate::rules::shared::card_words::character_name;

/// "If you occupy": does the side whose half of the location's text it is occupy the location
/// the act enters? (No half: the condition is not settled, and the fact applies.) `None`: a
/// card bearing the presence icon could change it ([`side_holds_settled`]).
pub(super) fn half_occupies(e: &Eval, seen: &Seen, s: &Sentence) -> Option<bool> {
    let Some(l) = seen.to else {
        return Some(false);
    };
    let Some(you) = half_side(s).or(e.board.locations[l].owner) else {
        return Some(true);
    };
    side_holds_settled(e, you, l, false)
}

/// A location's condition on its own side, written "If you control, …" or "If you occupy with
/// a Star Destroyer, …", settled from the board where the part is a location on it: the side
/// whose half it is (else its owner) controls it where it has presence there and the opponent
/// has none; it occupies it with a kind where one of its cards there is of that kind. `None`:
/// the condition is not such words (another reading settles it); `Some(None)`: the board does
/// not settle it (no side known, a word the catalog does not record).
pub(super) fn side_condition(e: &Eval, p: &Part, s: &Sentence, cond: &str) -> Option<Option<bool>> {
    let l = p.at?;
    // "Rebels control this system", "opponent controls here": a side named otherwise.
    if let Some(settled) = named_side_controls(e, l, half_side(s).or(p.side), cond) {
        return Some(settled);
    }
    // "you control with a Rebel here": control, and a card of that kind there.
    let cond = cond.strip_suffix(" here").unwrap_or(cond);
    let controls_with = cond.strip_prefix("you control with ");
    let with = cond.strip_prefix("you occupy with ").or(controls_with);
    let control = controls_with.is_some()
        || matches!(
            cond,
            "controlled by the side whose text it is" | "you control"
        );
    let occupy = cond == "you occupy";
    if !control && !occupy && with.is_none() {
        return None;
    }
    let Some(you) = half_side(s).or(p.side) else {
        return Some(None);
    };
    if occupy {
        return Some(side_holds_settled(e, you, l, false));
    }
    if control && with.is_none() {
        return Some(side_holds_settled(e, you, l, true));
    }
    match side_holds_settled(e, you, l, control) {
        Some(false) => return Some(Some(false)),
        None => return Some(None),
        Some(true) => {}
    }
    Some(card_here_of(e, l, with.unwrap_or_default(), Some(you)))
}

/// How a card's "you control" is settled from the board, said under the answer's assumptions:
/// the documents use the word without defining it (docs/catalog.md, "Control from the board").
const CONTROL_READ: &str = "a side controls a location where it has presence and its opponent has none (the base game's sense of \"control\", which the documents use without defining it)";

/// Where card text's `words` about a side controlling a location ("you control", "opponent
/// controls", "controlled by …"; not a title's "Control" nor the control phase) were settled
/// from the board, the reading of control is named under the assumptions.
pub(super) fn control_assumed(words: &str, f: &mut Finding) {
    let lower = words.to_lowercase();
    let speaks = [
        "you control",
        "opponent controls",
        "controlled by",
        "rebels control",
        "imperials control",
    ]
    .iter()
    .any(|w| {
        lower.match_indices(w).any(|(i, _)| {
            let after = &lower[i + w.len()..];
            (i == 0 || !lower.as_bytes()[i - 1].is_ascii_alphanumeric())
                && !after.starts_with(|c: char| c.is_ascii_alphanumeric())
                && !after.starts_with(" phase")
        })
    });
    if speaks && !f.assumed.iter().any(|a| a == CONTROL_READ) {
        f.assumed.push(CONTROL_READ.to_string());
    }
}

/// Does `side` occupy `l` (its presence there), or, with `control`, control it (its presence
/// there and none of the opponent's)? Docs/catalog.md, "Control from the board". `None` where a
/// card bearing the presence icon could change it (a side whose only card there bears it, for
/// its own presence or, under control, its opponent's), since what the icon gives is outside
/// the documents.
pub(super) fn side_holds_settled(e: &Eval, side: Side, l: LocId, control: bool) -> Option<bool> {
    use crate::board::facts::occupies;
    match (occupies(e.board, side, l), control) {
        (Ok(false), _) => Some(false),
        (Ok(true), false) => Some(true),
        (Err(_), false) => None,
        // Control: presence and none for the opponent.
        (mine, true) => match (mine, occupies(e.board, side.opponent(), l)) {
            (_, Ok(true)) => Some(false),
            (Ok(true), Ok(false)) => Some(true),
            _ => None,
        },
    }
}

/// A location's condition on itself: "a creature present", "Finn or Rey here", "you occupy",
/// "Vader aboard" (the card that moves). `None`: the board does not settle it.
pub(super) fn here_condition(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    here: LocId,
    c: &str,
) -> Option<bool> {
    use crate::board::facts::places::{card_named, settle_place};
    let board = e.board;
    let you = half_side(s).or(p.side);
    // "moving from Back Door" (a location's "You may move here only from Back Door"): where
    // the move starts, by its title or its name after the planet's.
    if let Some(x) = c.strip_prefix("moving from ") {
        let t = board.loc_def(seen.from?).plain_title();
        let named = t.eq_ignore_ascii_case(x)
            || t.split_once(": ")
                .is_some_and(|(_, n)| n.eq_ignore_ascii_case(x));
        return Some(named);
    }
    // "on Tatooine" (a location's "Sandwhirl here moves only if on Tatooine").
    if let Some(planet) = c.strip_prefix("on ") {
        return Some(crate::board::facts::on_planet(board, here, planet));
    }
    if c == "you occupy" {
        return side_holds_settled(e, you?, here, false);
    }
    if let Some(x) = c.strip_suffix(" aboard") {
        let moving = seen.card?;
        let mut found = false;
        for a in board.cards.iter() {
            if a.place == Place::Aboard(moving) {
                found |= card_named(board.def(a.def), x)?;
            }
        }
        return Some(found);
    }
    let x = c
        .strip_suffix(" present")
        .or_else(|| c.strip_suffix(" here"))?;
    let mut any = false;
    for one in x.split(" or ") {
        any |= settle_place(board, here, you, &format!("where {one} is present"))?.is_some();
    }
    Some(any)
}

/// "if Jakku on table", "unless Massassi Throne Room on table", "if Obi-Wan not on table":
/// whether it holds, where it names a card by its title or a character by name (`None`: a
/// condition the board does not settle, or words that are neither).
pub(super) fn on_table_condition(e: &Eval, c: &str) -> Option<bool> {
    let (unless, rest) = match c.split_once(' ')? {
        ("if", r) => (false, r),
        ("unless", r) => (true, r),
        _ => return None,
    };
    let (names, not) = match rest
        .strip_suffix(" not on table")
        .or_else(|| rest.strip_suffix(" is not on table"))
    {
        Some(n) => (n, true),
        None => (
            rest.strip_suffix(" is on table")
                .or_else(|| rest.strip_suffix(" on table"))?,
            false,
        ),
    };
    // "at least two Imperial starships": a count of cards on table of a kind.
    if let Some(holds) = count_on_table(e, names) {
        return Some(holds != (not != unless));
    }
    // "Sidious (or Insidious Prisoner)": an alternative in brackets is one more of them.
    let names = match names.split_once(" (or ") {
        Some((a, b)) if b.ends_with(')') && !b[..b.len() - 1].contains(['(', ')']) => {
            format!("{a} or {}", &b[..b.len() - 1])
        }
        _ => names.to_string(),
    };
    // "Cantina, Mos Eisley or Jabba's Sail Barge": any one of them, each a title.
    let mut any = false;
    for name in names.split(", ").flat_map(|n| n.split(" or ")) {
        let key = crate::catalog::normalize(name);
        let titled = e.board.catalog.base_titled(&key);
        // "Luke": a character's name that is also one card's title names every card of that
        // persona ("Luke" speaks of Master Luke too), as a name in card text does.
        let a_name = titled
            .iter()
            .all(|d| d.card_type == crate::catalog::CardType::Character)
            && character_name(e, name);
        if !titled.is_empty() && !a_name {
            any |= e.board.on_table(&key);
        } else if a_name {
            // A character's name ("Dooku"): any card of that persona on the board.
            let board = e.board;
            any |= board.cards.iter().any(|c| {
                crate::board::facts::places::card_named(board.def(c.def), name) == Some(true)
            });
        } else if name.strip_suffix(" system").is_some_and(|k| {
            !e.board
                .catalog
                .base_titled(&crate::catalog::normalize(k))
                .is_empty()
        }) {
            // "Death Star II system": the system of that title, on the table.
            any |= crate::board::facts::places::on_table_by_words(e.board, name);
        } else if (name.starts_with("a ") || name.starts_with("an "))
            && crate::board::facts::places::on_table_by_words(e.board, name)
        {
            // "a Star Destroyer": a card whose title or model holds the words is on the table
            // (none found settles nothing: the words may name a kind the data does not give).
            any = true;
        } else if let Some(key) = location_shortened(e, name) {
            // A location by the end of its title ("Coolant Shaft": Death Star II: Coolant
            // Shaft), where that names one title.
            any |= e.board.on_table(&key);
        } else {
            return None;
        }
    }
    Some(any != (not != unless))
}

/// "at least two Imperial starships", "three or more Rebels" (on table): whether that many
/// cards in play are of the kind the words name, as the catalog settles each card's kind.
/// `None`: not a count, a side's cards (whose side is not said here), or a card the catalog
/// does not settle where the count turns on it.
fn count_on_table(e: &Eval, words: &str) -> Option<bool> {
    let (n, kind) = match words.strip_prefix("at least ") {
        Some(r) => r.split_once(' ')?,
        None => {
            let (n, r) = words.split_once(" or more ")?;
            (n, r.strip_prefix("of ").unwrap_or(r))
        }
    };
    let n = crate::catalog::number_word::number_word(n).or_else(|| n.parse().ok())? as usize;
    if kind.starts_with("your ") || kind.starts_with("opponent's ") || kind.contains(" or ") {
        return None;
    }
    let board = e.board;
    let (mut found, mut open) = (0usize, 0usize);
    for c in board.cards.iter() {
        match crate::rules::shared::card_words::names(e, board.def(c.def), kind) {
            Ok(true) => found += 1,
            Ok(false) => {}
            Err(_) => open += 1,
        }
    }
    match (found >= n, found + open >= n) {
        (true, _) => Some(true),
        (false, false) => Some(false),
        (false, true) => None,
    }
}

/// The card named by "at same location as …", "at same site as …", "present with …", "with
/// …" (without its article). `None`: not those words.
fn beside_words(cond: &str) -> Option<&str> {
    let x = [
        "at same location as ",
        "at same site as ",
        "present with ",
        "with ",
    ]
    .iter()
    .find_map(|w| cond.strip_prefix(w))?;
    let x = ["a ", "an ", "any "]
        .iter()
        .find_map(|a| x.strip_prefix(a))
        .unwrap_or(x);
    (!x.contains([',', '(']) && !x.contains(" or ")).then_some(x)
}

/// Does another card that the words name (by name or kind, with its ability: "Rebel of
/// ability > 2") stand where card `c` stands? `None`: the catalog does not settle a card there.
fn beside(e: &Eval, c: crate::board::CardIx, x: &str) -> Option<bool> {
    let board = e.board;
    let l = board.location_of(c)?;
    let mut open = false;
    for (i, k) in board.cards.iter_enumerated() {
        if i == c || board.location_of(i) != Some(l) {
            continue;
        }
        match crate::rules::shared::card_words::names(e, board.def(k.def), x) {
            Ok(true) => return Some(true),
            Ok(false) => {}
            Err(_) => open = true,
        }
    }
    (!open).then_some(false)
}

/// The one location title whose part after its planet is `name` ("Coolant Shaft" names
/// "Death Star II: Coolant Shaft"), as the catalog resolves a shortened title: its key.
fn location_shortened(e: &Eval, name: &str) -> Option<String> {
    let crate::catalog::Resolution::Found(ids) = e.board.catalog.resolve_among(name, None) else {
        return None;
    };
    let def = e.board.def(*ids.first()?);
    let short = def.plain_title().split_once(": ")?.1;
    (def.card_type == crate::catalog::CardType::Location && short.eq_ignore_ascii_case(name))
        .then(|| def.key().to_string())
}

/// The card's own condition, of the card that says it: "on Hoth" (where it stands), "at Theed
/// Palace Hallway", "aboard Blockade Flagship", "Wookiee Homestead here" (a card of that title
/// at its location). `None`: the board does not settle it (a location's or an Objective's, a
/// word that is no title: "present at a war room", "this side up").
pub(super) fn its_condition(e: &Eval, seen: &Seen, p: &Part, cond: &str) -> Option<bool> {
    let board = e.board;
    // A location's "While a Jedi here": a card it names at it.
    if p.card.is_none() {
        let here = match p.role {
            Role::From => seen.from,
            Role::To => seen.to,
            _ => None,
        }?;
        return card_here(e, here, cond.strip_suffix(" here")?);
    }
    // "Luke or Emperor on table": a card of a title, or a character by name, on the board.
    if cond.ends_with(" on table") {
        return on_table_condition(e, &format!("if {cond}"));
    }
    let c = p.card?;
    let at = board.location_of(c);
    let titled = |x: &str| x.starts_with(|ch: char| ch.is_ascii_uppercase());
    // "Jabba aboard": a card it names aboard this one.
    if let Some(x) = cond.strip_suffix(" aboard").filter(|x| titled(x)) {
        let mut open = false;
        for &k in &board.cards[c].aboard {
            match card_named(board.card_def(k), x) {
                Some(true) => return Some(true),
                Some(false) => {}
                None => open = true,
            }
        }
        return (!open).then_some(false);
    }
    // "'ridden' by a Jawa" (a creature vehicle's): a card aboard it that the words name.
    if let Some(x) = ["'ridden' by ", "ridden by "]
        .iter()
        .find_map(|w| cond.strip_prefix(w))
    {
        let x = ["a ", "an ", "any "]
            .iter()
            .find_map(|a| x.strip_prefix(a))
            .unwrap_or(x);
        let mut open = false;
        for &k in &board.cards[c].aboard {
            match crate::rules::shared::card_words::names(e, board.card_def(k), x) {
                Ok(true) => return Some(true),
                Ok(false) => {}
                Err(_) => open = true,
            }
        }
        return (!open).then_some(false);
    }
    if let Some(x) = cond.strip_prefix("on ").filter(|x| titled(x)) {
        return Some(at.is_some_and(|l| on_planet(board, l, x)));
    }
    // "at same location as a Rebel of ability > 2", "present with Xizor": another card the
    // words name stands where it stands.
    if let Some(x) = beside_words(cond) {
        return beside(e, c, x);
    }
    // "at a system", "at a site", "at a docking bay" (a card's "… at same system"): where it
    // stands is one.
    if cond == "at a system" {
        return Some(at.is_some_and(|l| board.loc_def(l).is_system()));
    }
    if cond == "at a site" {
        return Some(at.is_some_and(|l| board.loc_def(l).is_site()));
    }
    if cond == "at a docking bay" {
        return Some(at.is_some_and(|l| board.loc_def(l).is_docking_bay()));
    }
    // "at an exterior site": where it stands is a site of those icons.
    if let Some(icons) = cond
        .strip_prefix("at an ")
        .or_else(|| cond.strip_prefix("at a "))
        .and_then(|k| k.strip_suffix(" site"))
        .and_then(site_icons)
    {
        return Some(at.is_some_and(|l| {
            let d = board.loc_def(l);
            d.is_site() && icons.iter().all(|&i| d.has_icon(i))
        }));
    }
    // "When piloting a bomber …": a card aboard no craft pilots none.
    if cond.starts_with("piloting ") && !matches!(board.cards[c].place, Place::Aboard(_)) {
        return Some(false);
    }
    // "at a Tatooine site", "at a Jabba's Palace site": where it stands is a site of that
    // planet, or one whose own title (after its planet's) begins with the name.
    if let Some(x) = cond
        .strip_prefix("at a ")
        .and_then(|k| k.strip_suffix(" site"))
        .filter(|x| titled(x))
    {
        let key = normalize(x);
        return Some(at.is_some_and(|l| {
            let d = board.loc_def(l);
            let own = d.key().split_once(": ").map_or("", |(_, t)| t);
            d.is_site() && (on_planet(board, l, x) || own.starts_with(key.as_str()))
        }));
    }
    if let Some(x) = cond.strip_prefix("at ").filter(|x| titled(x)) {
        let key = normalize(x);
        return Some(at.is_some_and(|l| {
            let t = board.loc_def(l).key();
            t == key || t.ends_with(&format!(": {key}"))
        }));
    }
    if let Some(x) = cond.strip_prefix("aboard ").filter(|x| titled(x)) {
        let key = normalize(x);
        return Some(match board.cards[c].place {
            Place::Aboard(k) => board.card_def(k).key() == key,
            _ => false,
        });
    }
    if let Some(x) = cond.strip_suffix(" here") {
        return card_here(e, at?, x);
    }
    None
}

/// The icons words name ("exterior", "interior mobile"), each an icon's name; `None` where a
/// word is none.
fn site_icons(words: &str) -> Option<Vec<crate::catalog::Icon>> {
    words
        .split_whitespace()
        .map(|w| {
            crate::catalog::Icon::ALL
                .iter()
                .find(|(n, _)| *n == w)
                .map(|(_, i)| *i)
        })
        .collect()
}

/// A card's own condition said of it, as English: a condition that says what the card is
/// ("at a system", "'ridden' by a Jawa", "piloting a bomber …") follows its name ("Ronto is
/// 'ridden' by a Jawa"); one that names another card here says that card is where this one is
/// ("Emperor is at the location of Endor Shield", "Wookiee Homestead is at Kessel"); one that names what is on the table or aboard
/// says it alone ("Luke or Emperor on table", "Jabba aboard Jabba's Space Cruiser"); a location's
/// side's ("you control") and any other clause with its own subject ("Death Star II system orbits
/// Endor and you control Bunker") are quoted as written, never glued to the card's name.
pub(super) fn said(name: &str, of_card: bool, condition: &str) -> String {
    let whose = |c: &str| {
        let you = c
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .any(|w| w == "you" || w == "your");
        if you {
            ", for the side whose text it is"
        } else {
            ""
        }
    };
    if let Some(time) = condition.strip_prefix("during ") {
        // "during your first turn": a time of the game, not of the card.
        format!("it is {time}")
    } else if condition.ends_with(" on table") {
        condition.to_string()
    } else if let Some(x) = condition.strip_prefix("unless you occupy ") {
        // "unless you occupy Bunker (or Back Door)" (round 27): the side's occupying, named.
        format!("the side whose text it is occupies none of {x}")
    } else if condition.starts_with("you ") {
        // A location's "If you control, …": no rule of control is declared.
        format!("\"{condition}\" holds at {name}, for the side whose text it is")
    } else if condition.ends_with(" aboard") {
        format!("{condition} {name}")
    } else if says_what_it_is(condition) {
        format!("{name} is {condition}")
    } else if let Some(x) = condition.strip_suffix(" here") {
        match of_card {
            true => format!("{x} is at the location of {name}"),
            false => format!("{x} is at {name}"),
        }
    } else {
        format!("\"{condition}\" holds{}", whose(condition))
    }
}

/// Does a condition say what its card is (its first word a preposition, a participle or an
/// adjective of the card: "at", "present", "piloting", "'ridden'", "alone", "this side up"),
/// rather than name a subject of its own ("Emperor here", "Death Star II system orbits …")?
fn says_what_it_is(condition: &str) -> bool {
    const STARTS: &[&str] = &[
        "at",
        "on",
        "in",
        "with",
        "without",
        "present",
        "piloted",
        "piloting",
        "driving",
        "driven",
        "controlled",
        "aboard",
        "alone",
        "armed",
        "'ridden'",
        "ridden",
        "this",
        "not",
        "deployed",
        "here",
        "there",
        "inactive",
        "active",
        "missing",
        "captured",
        "unpiloted",
        "occupied",
        "adjacent",
        "embarked",
        "docked",
    ];
    condition
        .split_whitespace()
        .next()
        .is_some_and(|w| STARTS.contains(&w))
}

/// Is a card `x` names ("Wookiee Homestead", "Emperor", "a Jedi": by title, persona or kind)
/// at `l` (standing there, aboard a craft there, or deployed on it)? `None`: a word the catalog
/// does not record.
fn card_here(e: &Eval, l: crate::board::LocId, x: &str) -> Option<bool> {
    card_here_of(e, l, x, None)
}

/// [`card_here`], of `side`'s cards only where a side is given.
fn card_here_of(e: &Eval, l: crate::board::LocId, x: &str, side: Option<Side>) -> Option<bool> {
    let board = e.board;
    let x = x
        .strip_prefix("a ")
        .or_else(|| x.strip_prefix("an "))
        .unwrap_or(x);
    let mut open = false;
    for (i, c) in board.cards.iter_enumerated() {
        if board.location_of(i) != Some(l) || side.is_some_and(|s| c.side != s) {
            continue;
        }
        match card_named(board.def(c.def), x) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => open = true,
        }
    }
    (!open).then_some(false)
}

/// "if you occupy at least two Tatooine battleground sites", "if opponent occupies no Endor
/// sites": how many sites of the board so described (a planet or a name their titles bear,
/// `related` to where it deploys, `battleground`, `exterior`, `interior`) the side occupies
/// (its presence there). `None`: words not read, or a site's icons the catalog lacks.
/// ("Control" is not read: no rule of control is declared.)
pub(super) fn occupy_condition(e: &Eval, side: Side, at: Option<LocId>, c: &str) -> Option<bool> {
    use crate::catalog::Icon;
    let c = c.strip_prefix("if ")?;
    let (who, rest) = match c.split_once(' ')? {
        ("you", r) => (side, r.strip_prefix("occupy ")?),
        ("opponent", r) => (side.opponent(), r.strip_prefix("occupies ")?),
        _ => return None,
    };
    let (least, rest) = match rest.strip_prefix("no ") {
        Some(r) => (None, r),
        None => {
            let r = rest.strip_prefix("at least ")?;
            let (n, r) = r.split_once(' ')?;
            let n = crate::catalog::number_word::number_word(n)? as usize;
            (Some(n), r)
        }
    };
    let desc = rest
        .strip_suffix(" sites")
        .or_else(|| rest.strip_suffix(" site"))?;
    let board = e.board;
    let mut count = 0usize;
    for l in board.locations.keys() {
        let d = board.loc_def(l);
        if !d.is_site() {
            continue;
        }
        let mut fits = true;
        let mut name = Vec::new();
        for w in desc.split_whitespace() {
            match w {
                "battleground" => match (d.light_icons, d.dark_icons) {
                    (Some(a), Some(b)) => fits &= a > 0 && b > 0,
                    _ => return None,
                },
                "related" => {
                    fits &= at.is_some_and(|a| board.locations[a].row == board.locations[l].row)
                }
                "exterior" => fits &= d.has_icon(Icon::Exterior),
                "interior" => fits &= d.has_icon(Icon::Interior),
                w if w.starts_with(|ch: char| ch.is_uppercase()) => name.push(w),
                _ => return None,
            }
        }
        if !name.is_empty() {
            let name = name.join(" ");
            let title = d.plain_title().to_lowercase();
            let bears = title.match_indices(&name.to_lowercase()).any(|(i, _)| {
                crate::rules::shared::card_words::word_edge(&title, i)
                    && crate::rules::shared::card_words::word_edge(&title, i + name.len())
            });
            fits &= on_planet(board, l, &name) || bears;
        }
        let (direct, craft, _) = crate::board::facts::presence_at(board, who, l, false);
        if fits && (direct >= 1 || craft >= 1) {
            count += 1;
        }
    }
    Some(match least {
        Some(n) => count >= n,
        None => count == 0,
    })
}

/// "If your bounty hunter or Imperial leader is on table", "unless your Jedi on table": a card
/// of the side, of a kind it names, on the board. `None`: no such words, or a card on table
/// whose kind the catalog does not settle (and none that surely is one).
pub(super) fn yours_on_table(e: &Eval, side: Side, c: &str) -> Option<bool> {
    let (unless, rest) = match c.split_once(' ')? {
        ("if", r) => (false, r),
        ("unless", r) => (true, r),
        _ => return None,
    };
    let kinds = rest
        .strip_prefix("your ")?
        .strip_suffix(" is on table")
        .or_else(|| rest.strip_prefix("your ")?.strip_suffix(" on table"))?;
    if kinds.contains([',', '(']) {
        return None;
    }
    Some(kind_on_table(e, Some(side), kinds)? != unless)
}

/// "if an [Episode VII] Epic Event on table", "if a [Clone Army] objective on table", "unless
/// opponent's Jedi on table" (and [`yours_on_table`]'s "your …"): a card of a kind the words
/// name, of either side (an article) or of the side they say, on the board. `None`: no such
/// words, or a card on table whose kind the catalog does not settle (and none that surely is
/// one).
pub(super) fn a_kind_on_table(e: &Eval, side: Side, c: &str) -> Option<bool> {
    if let Some(holds) = yours_on_table(e, side, c) {
        return Some(holds);
    }
    let (unless, rest) = match c.split_once(' ')? {
        ("if" | "If", r) => (false, r),
        ("unless" | "Unless", r) => (true, r),
        _ => return None,
    };
    let body = rest
        .strip_suffix(" is on table")
        .or_else(|| rest.strip_suffix(" on table"))?;
    let (whose, kinds) = if let Some(k) = body.strip_prefix("opponent's ") {
        (Some(side.opponent()), k)
    } else if let Some(k) = body.strip_prefix("an ").or_else(|| body.strip_prefix("a ")) {
        (None, k)
    } else {
        return None;
    };
    if kinds.is_empty() || kinds.contains([',', '(']) || kinds.ends_with(" not") {
        return None;
    }
    Some(kind_on_table(e, whose, kinds)? != unless)
}

/// Whether a card of one of `kinds` ("bounty hunter or Imperial leader"), of side `whose` (or
/// of either), is on the board. `None`: none surely is, and a card there whose kind the catalog
/// does not settle may be.
fn kind_on_table(e: &Eval, whose: Option<Side>, kinds: &str) -> Option<bool> {
    let (mut any, mut open) = (false, false);
    for kind in kinds.split(" or ") {
        for card in e.board.cards.iter() {
            if whose.is_some_and(|s| s != card.side) {
                continue;
            }
            match crate::rules::shared::card_words::names(e, e.board.def(card.def), kind.trim()) {
                Ok(true) => any = true,
                Ok(false) => {}
                Err(_) => open = true,
            }
        }
    }
    match open && !any {
        true => None,
        false => Some(any),
    }
}

// A location's condition on a side named by its faction or as the opponent controlling it
// ("If Rebels control this system, …", "If opponent controls this site, …"): settled from the
// board where the side named does not control it (no presence there, or the other side's
// presence too); where it does, a faction's control ("Rebels") turns on which of its cards give
// it, which the board does not settle, and is open. The opponent's is settled either way.

/// The words of a location itself after "control(s)".
const CONTROLLED_ITSELF: [&str; 5] = [
    "this system",
    "this site",
    "this location",
    "this sector",
    "here",
];

/// `cond` (lower case, without its "if") as "<side> control(s) <this location>", for the
/// location `l` whose text it is, `you` the side whose text it is: `None`, not such words;
/// `Some(None)`, not settled; `Some(Some(holds))`.
fn named_side_controls(e: &Eval, l: LocId, you: Option<Side>, cond: &str) -> Option<Option<bool>> {
    let (who, place) = cond
        .split_once(" controls ")
        .or_else(|| cond.split_once(" control "))?;
    if !CONTROLLED_ITSELF.contains(&place.trim()) {
        return None;
    }
    let (side, faction) = match who.trim() {
        "rebels" | "the rebels" => (Side::Light, true),
        "imperials" | "the imperials" | "the empire" => (Side::Dark, true),
        "opponent" => (you?.opponent(), false),
        _ => return None,
    };
    Some(match side_holds_settled(e, side, l, true) {
        Some(false) => Some(false),
        Some(true) if !faction => Some(true),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every card's own condition in the database ("while …") said of a card reads as English:
    /// the card's name is followed by a condition only where the condition says what the card
    /// is; a condition with a subject of its own (a capitalised name, an article, "Death Star II
    /// system orbits …") is never glued to the name ("Endor Shield is Death Star II system …").
    #[test]
    fn every_condition_of_the_database_reads_as_english() {
        fn whiles(f: &crate::catalog::text::Fact, out: &mut Vec<String>) {
            use crate::catalog::text::Fact;
            match f {
                Fact::While { condition, fact } => {
                    out.push(condition.clone());
                    whiles(fact, out);
                }
                Fact::Both(a, b) => {
                    whiles(a, out);
                    whiles(b, out);
                }
                Fact::IfYouOccupy { fact, .. }
                | Fact::OncePerTurn { fact }
                | Fact::PriceOrIf { fact, .. } => whiles(fact, out),
                _ => {}
            }
        }
        let mut conditions = Vec::new();
        for d in crate::catalog::table::SWCCG.all() {
            for s in d.sentences().iter() {
                if let Some(f) = &s.fact {
                    whiles(f, &mut conditions);
                }
            }
        }
        assert!(conditions.len() > 40, "{} conditions", conditions.len());
        for c in &conditions {
            let out = said("Endor Shield (@shield)", true, c);
            if let Some(rest) = out.strip_prefix("Endor Shield (@shield) is ") {
                let first = rest.split_whitespace().next().unwrap_or_default();
                assert!(
                    !first.starts_with(|ch: char| ch.is_ascii_uppercase())
                        && !["a", "an", "the"].contains(&first),
                    "a condition with its own subject glued to the card's name: {out}"
                );
            }
        }
        assert_eq!(
            said(
                "Endor Shield",
                true,
                "Death Star II system orbits Endor and you control Bunker"
            ),
            "\"Death Star II system orbits Endor and you control Bunker\" holds, for the side whose text it is"
        );
        assert_eq!(
            said("Kessel", false, "Wookiee Homestead here"),
            "Wookiee Homestead is at Kessel"
        );
        assert_eq!(
            said("Ronto", true, "'ridden' by a Jawa"),
            "Ronto is 'ridden' by a Jawa"
        );
    }

    #[test]
    fn control_words_name_the_reading_once_and_titles_do_not() {
        let mut f = Finding::default();
        control_assumed("any asteroid sector you control", &mut f);
        control_assumed("If you control, opponent may not deploy Executor.", &mut f);
        assert_eq!(f.assumed, vec![CONTROL_READ.to_string()]);
        for words in [
            "Deploy on Starkiller Base: Shield Control.",
            "Uncontrollable Fury",
            "during your control phase, you may move",
            "if you controller",
        ] {
            let mut g = Finding::default();
            control_assumed(words, &mut g);
            assert!(g.assumed.is_empty(), "{words}");
        }
    }
}

#[cfg(test)]
mod named_control_tests {
    /// The words a named side's control reads: a side by faction or as the opponent, and the
    /// location itself.
    #[test]
    fn words_of_a_named_sides_control() {
        let split = |c: &str| {
            c.split_once(" controls ")
                .or_else(|| c.split_once(" control "))
                .map(|(w, p)| (w.to_string(), super::CONTROLLED_ITSELF.contains(&p.trim())))
        };
        assert_eq!(
            split("rebels control this system"),
            Some(("rebels".into(), true))
        );
        assert_eq!(
            split("opponent controls here"),
            Some(("opponent".into(), true))
        );
        assert_eq!(
            split("rebels control bespin"),
            Some(("rebels".into(), false))
        );
    }
}
