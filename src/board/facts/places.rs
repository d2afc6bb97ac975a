//! Places: the sites of a row, a planet and its locations, starship sites and their starship, what
//! a mine buries.

use crate::board::{Board, CardIx, LocId};
use crate::catalog::deploy_limit::{DeployLimit, Place};
use crate::catalog::{CardDef, CardType, Icon, normalize};
use crate::rulebook::Side;

pub use super::kinds::card_is;

/// Sites of a row, in order (systems and sectors are not on the ground path).
pub fn row_sites(board: &Board, row: usize) -> Vec<LocId> {
    board.rows[row]
        .locations
        .iter()
        .copied()
        .filter(|&l| board.loc_def(l).is_site())
        .collect()
}

/// The sites a regular move from `from` to `to` meets: those it crosses along one row
/// ([`sites_crossed`]), or `to` alone on another planet's row (where a location's text lets it
/// go).
pub fn regular_way(board: &Board, from: LocId, to: LocId) -> Vec<LocId> {
    if board.locations[from].row == board.locations[to].row {
        sites_crossed(board, from, to)
    } else {
        vec![to]
    }
}

/// The sites a move by landspeed crosses from `from` to `to` on one row, in order: every site
/// after `from` up to `to` (the sites of its row, either way along it).
pub fn sites_crossed(board: &Board, from: LocId, to: LocId) -> Vec<LocId> {
    let sites = row_sites(board, board.locations[from].row);
    let (i, j) = (
        sites.iter().position(|&l| l == from).unwrap_or(0),
        sites.iter().position(|&l| l == to).unwrap_or(0),
    );
    if i < j {
        sites[i + 1..=j].to_vec()
    } else {
        sites[j..i].iter().rev().copied().collect()
    }
}

/// Does a location title belong to the planet (or place) a card may deploy only on?
pub fn on_planet(board: &Board, l: crate::board::LocId, planet: &str) -> bool {
    let key = normalize(planet);
    let t = board.loc_def(l).key();
    normalize(&board.row_of(l).name) == key || t == key || t.starts_with(&format!("{key}:"))
}

/// Is a card `name` names (`if <card> on table`) on the table: any card in play whose title
/// (or model, where the data gives one: the Avenger is an Imperial-class Star Destroyer) holds
/// those words (`Victory-Class Star Destroyer`), or a location of that title (`Cell 2187`,
/// after its planet's `:`), not one whose title begins with them (`Star Destroyer: Launch Bay`
/// is no Star Destroyer); "Death Star II system": the system of that title.
pub fn on_table_by_words(board: &Board, name: &str) -> bool {
    let name = name.trim();
    let name = ["a ", "an "]
        .iter()
        .find_map(|p| name.strip_prefix(p))
        .unwrap_or(name);
    let key = normalize(name);
    let holds =
        |t: &str| t == key || t.contains(&format!("{key} ")) || t.ends_with(&format!(" {key}"));
    let names = |t: &str| t == key || t.ends_with(&format!(": {key}"));
    let system = key.strip_suffix(" system");
    board.cards.iter().any(|c| {
        let d = board.def(c.def);
        holds(d.key()) || d.model().is_some_and(|m| holds(&normalize(m)))
    }) || board.locations.iter().any(|l| {
        let d = board.def(l.def);
        names(d.key()) || system.is_some_and(|k| d.is_system() && d.key() == k)
    })
}

/// How a deployment meets the card's own deploy sentence ([`DeployLimit`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LimitFit {
    /// A place the sentence names fits: why, in words (`Hoth: Echo Corridor is on Hoth`).
    Fits(String),
    /// No place it names fits, and it has no part the judge cannot read.
    Outside,
    /// No place read fits, and a part of the sentence is not read.
    Unread,
}

/// Does deploying to `l` (aboard `host`, when it deploys aboard a card) meet the places a
/// card's own deploy sentence names? Any one place suffices.
pub fn deploy_limit_fit(
    board: &Board,
    l: LocId,
    host: Option<CardIx>,
    limit: &DeployLimit,
    side: Option<Side>,
) -> LimitFit {
    let title = board.loc_def(l).key().to_string();
    let aboard = |name: &str| {
        host.is_some_and(|h| {
            let d = board.card_def(h);
            let key = normalize(name);
            d.key() == key
                || d.key().split(' ').any(|w| w == key)
                || d.personas().any(|p| normalize(p) == key)
                || named_by_alias(d, name)
        })
    };
    // "Wampa Cave" names Hoth: Wampa Cave (7th Marker): the title after its planet, with or
    // without its bracket.
    let by_title = |n: &str| {
        let short = format!(": {}", normalize(n));
        let bare = title.rsplit_once(" (").map_or(title.as_str(), |(t, _)| t);
        title.ends_with(&short) || bare.ends_with(&short)
    };
    // `if <card> on table`: any card in play or location whose title holds those words.
    for name in &limit.on_table {
        let on_table = on_table_by_words(board, name);
        if !on_table {
            return if limit.unread.is_empty() {
                LimitFit::Outside
            } else {
                LimitFit::Unread
            };
        }
    }
    if limit.places.is_empty() && limit.unread.is_empty() && !limit.on_table.is_empty() {
        return LimitFit::Fits(format!("{} is on table", limit.on_table.join(" and ")));
    }
    for p in &limit.places {
        let fits = match p {
            Place::Named(n) => on_planet(board, l, n) || by_title(n) || aboard(n),
            Place::Site(n) => board.loc_def(l).is_site() && on_planet(board, l, n),
            Place::Aboard(n) => aboard(n),
        };
        if fits {
            let place = board.loc_def(l).plain_title();
            return LimitFit::Fits(match p {
                Place::Named(n) if by_title(n) => format!("{place} is {n}"),
                Place::Named(n) => format!("{place} is on {n}"),
                Place::Site(n) => format!("{place} is a {n} site"),
                Place::Aboard(n) => format!("it deploys aboard {n}"),
            });
        }
    }
    settle_unread(board, l, side, &limit.unread)
}

/// The parts of a place sentence the deploy reader leaves unread, settled from the board where
/// they are conditions on it ([`settle_place`]): one that holds fits; all false: outside; any
/// the board cannot settle: unread.
fn settle_unread(board: &Board, l: LocId, side: Option<Side>, unread: &[String]) -> LimitFit {
    let mut open = false;
    // "same site as Chewie or opponent's AT-ST": a bare item after a "same site as" one
    // continues it.
    let mut lead: Option<&str> = None;
    for item in unread {
        let settled = match item.trim().strip_prefix("as a 'react' ") {
            Some(place) => as_react(board, l, side, place),
            None => settle_place(board, l, side, item)
                .or_else(|| lead.and_then(|w| settle_place(board, l, side, &format!("{w}{item}")))),
        };
        if let Some(w) = SAME.iter().find(|w| item.trim().starts_with(*w)) {
            lead = Some(w);
        }
        match settled {
            Some(Some(why)) => return LimitFit::Fits(why),
            Some(None) => {}
            None => open = true,
        }
    }
    if open {
        LimitFit::Unread
    } else {
        LimitFit::Outside
    }
}

/// "as a 'react' to a Cloud City site": a deploy that is a react, to such a place. Where the
/// place does not fit, the item does not hold. Where it does, the board's time settles it by
/// the react window ([`react_time`], which the timing rules ask too): in the other side's turn, in its battle or
/// control phase (or a phase it does not write), a deploy is a react and the item holds; in
/// the side's own turn, or another phase of the other side's, it is no react and the item does
/// not hold; a board that writes neither turn nor phase cannot show it (`None`).
fn as_react(board: &Board, l: LocId, side: Option<Side>, place: &str) -> Option<Option<String>> {
    match place_fit(board, l, side, place) {
        LimitFit::Outside => Some(None),
        LimitFit::Unread => None,
        LimitFit::Fits(why) => {
            let react = match react_time(board, side?) {
                ReactTime::Unwritten => return None,
                ReactTime::OwnTurn | ReactTime::OtherPhase(_) => false,
                ReactTime::In => true,
            };
            react.then(|| {
                format!(
                    "{why}, and a deploy in the opponent's turn, in its battle or control phase, is a 'react'"
                )
            })
            .map_or(Some(None), |w| Some(Some(w)))
        }
    }
}

/// The board's time against the react window, the one time of every react (a move as a
/// 'react', and a deploy a card grants as a 'react'): in the other side's turn, in its battle
/// or control phase (or a phase the board does not write), just after it announces a battle or
/// Force drain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReactTime {
    /// The board writes neither `turn:` nor `phase:`.
    Unwritten,
    /// It is `side`'s own turn.
    OwnTurn,
    /// A phase in which no battle or Force drain is announced.
    OtherPhase(crate::board::Phase),
    /// In the window (or a time within it the board does not narrow).
    In,
}

/// The board's time against the react window for a react of `side`'s ([`ReactTime`]).
pub fn react_time(board: &Board, side: Side) -> ReactTime {
    use crate::board::Phase;
    match (board.turn, board.phase) {
        (None, None) => ReactTime::Unwritten,
        (Some(t), _) if t == side => ReactTime::OwnTurn,
        (_, Some(p)) if !matches!(p, Phase::Battle | Phase::Control) => ReactTime::OtherPhase(p),
        _ => ReactTime::In,
    }
}

/// Does `l` fit one item of a limit's places ("to a Cloud City site", "to where your Lando is
/// present"), read as the limit "Deploys only <place>." would be?
pub fn place_fit(board: &Board, l: LocId, side: Option<Side>, place: &str) -> LimitFit {
    let limit = DeployLimit::read(&format!("Deploys only {}.", place.trim()));
    deploy_limit_fit(board, l, None, &limit, side)
}

/// The words that make a place "where a card is".
const SAME: [&str; 4] = [
    "same site as ",
    "same location as ",
    "same system as ",
    "same sector as ",
];

/// "exterior Tatooine site", "mobile systems", "Chandrila location": the words before the kind of
/// location (icons, a planet's name) and the kind (`site`, `system`, `location`), singular.
fn kind_of_location(t: &str) -> Option<(&str, &str)> {
    ["site", "system", "location"].into_iter().find_map(|noun| {
        let kinds = t
            .strip_suffix(&format!(" {noun}s"))
            .or_else(|| t.strip_suffix(&format!(" {noun}")))?;
        (!kinds.trim().is_empty()).then_some((kinds, noun))
    })
}

/// The name in the words before a kind of location ("exterior Tatooine", "interior Jabba's
/// Palace", "Yavin 4"): its words not in lower case, joined; empty where none is said.
fn location_kind_name(kinds: &str) -> String {
    kinds
        .split_whitespace()
        .filter(|w| !w.starts_with(|c: char| c.is_ascii_lowercase()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Is `l` a location of kind `noun` (`site`, `system`, else any location) with the icons and of
/// the name the words before it say ("exterior Tatooine", "mobile", "interior Echo")? The icons
/// are its words in lower case, the name the others ([`named_site`]). `None`: a word in lower
/// case that is no icon.
pub fn location_kind_fits(board: &Board, l: LocId, kinds: &str, noun: &str) -> Option<bool> {
    let ld = board.loc_def(l);
    let mut fits = match noun {
        "site" => ld.is_site(),
        "system" => ld.is_system(),
        _ => true,
    };
    for w in kinds
        .split_whitespace()
        .filter(|w| w.starts_with(|c: char| c.is_ascii_lowercase()))
    {
        let (_, icon) = Icon::ALL.iter().find(|(n, _)| *n == w)?;
        fits &= ld.has_icon(*icon);
    }
    let name = location_kind_name(kinds);
    Some(fits && (name.is_empty() || named_site(board, l, &name)))
}

/// Is `l` a location of the name a kind of location gives ("Hoth", "Jabba's Palace", "Yavin" of
/// Yavin 4, "Echo": a site whose own title, after its planet's, begins with the name)?
pub fn named_site(board: &Board, l: LocId, name: &str) -> bool {
    let key = normalize(name);
    let title = board.loc_def(l).key();
    let own = title.split_once(": ").map_or("", |(_, t)| t);
    let numbered = title
        .strip_prefix(&format!("{key} "))
        .is_some_and(|t| t.starts_with(|c: char| c.is_ascii_digit()));
    on_planet(board, l, name) || numbered || own == key || own.starts_with(&format!("{key} "))
}

/// A condition on a place that the board settles: "same site as Jabba", "same location as your
/// Jedi", "where your Lando is present", "where you have a Rebel", "an unoccupied (marker)
/// site". `Some(Some(why))`: it holds at `l`; `Some(None)`: it does not; `None`: the board
/// cannot say (words it does not know, or a side it is not told).
pub fn settle_place(
    board: &Board,
    l: LocId,
    side: Option<Side>,
    item: &str,
) -> Option<Option<String>> {
    let mut t = item.trim();
    for p in ["to ", "at ", "on ", "a ", "an ", "any "] {
        t = t.strip_prefix(p).unwrap_or(t);
    }
    let place = board.loc_def(l).plain_title();
    if let Some(kind) = t.strip_prefix("unoccupied ") {
        let ld = board.loc_def(l);
        let kind_fits = match kind {
            "site" => ld.is_site(),
            "marker site" => ld.is_site() && ld.marker.is_some(),
            "location" => true,
            _ => return None,
        };
        let held = [Side::Light, Side::Dark].map(|s| super::presence::occupies(board, s, l));
        let occupied = held.contains(&Ok(true));
        // Held only by a card with the presence icon: the board does not settle it.
        if kind_fits && !occupied && held.iter().any(Result::is_err) {
            return None;
        }
        return Some((kind_fits && !occupied).then(|| format!("{place} is an unoccupied {kind}")));
    }
    if let Some(held) = occupied_place(board, l, side, t) {
        return held;
    }
    // "mobile sites", "an exterior planet site", "exterior Tatooine site", "mobile system",
    // "Chandrila location": locations of that kind with those icons, on the planet named.
    if let Some((kinds, noun)) = kind_of_location(t) {
        // Words that name no planet of the board nor a system of the catalog ("Rebel Base"):
        // not settled here.
        let name = location_kind_name(kinds);
        if !name.is_empty() {
            let a_planet = board.locations.keys().any(|k| on_planet(board, k, &name))
                || board
                    .catalog
                    .base_titled(&normalize(&name))
                    .iter()
                    .any(|d| d.is_system());
            if !a_planet {
                return None;
            }
        }
        let fits = location_kind_fits(board, l, kinds, noun)?;
        return Some(fits.then(|| format!("{place} is a {kinds} {noun}")));
    }
    // "a battle where you have a Rebel" (a react's): the battle is the react's own condition.
    t = t
        .strip_prefix("battle ")
        .filter(|r| r.starts_with("where "))
        .unwrap_or(t);
    let who = SAME
        .iter()
        .find_map(|w| t.strip_prefix(w))
        .or_else(|| t.strip_prefix("where you have "))
        .or_else(|| {
            t.strip_prefix("where ")
                .and_then(|w| w.strip_suffix(" is present"))
        })?;
    // "where you have X" is X of yours.
    let mut who = who.trim();
    let mut whose = t.starts_with("where you have ").then_some(true);
    for (p, y) in [("your ", true), ("opponent's ", false)] {
        if let Some(r) = who.strip_prefix(p) {
            whose = Some(y);
            who = r;
        }
    }
    for p in ["a ", "an ", "any "] {
        who = who.strip_prefix(p).unwrap_or(who);
    }
    let want = match whose {
        Some(y) => Some(if y { side? } else { side?.opponent() }),
        None => None,
    };
    let mut found = false;
    for (i, c) in board.cards.iter_enumerated() {
        if board.location_of(i) != Some(l) || want.is_some_and(|s| c.side != s) {
            continue;
        }
        let d = board.def(c.def);
        // A card that stands at a site (not an Effect or weapon deployed there).
        let stands = matches!(
            d.card_type,
            CardType::Character | CardType::Starship | CardType::Vehicle | CardType::Creature
        );
        if !stands {
            continue;
        }
        found |= card_named(d, who)?;
    }
    Some(found.then(|| format!("at {place} is a card it names ({who})")))
}

/// "a site opponent occupies", "a Naboo site opponent occupies", "an interior site you occupy",
/// "a system opponent occupies": the kind of location (with its planet or icon words before it)
/// where the side named has presence (the documents' sense of occupying). `None`: not such
/// words; else [`settle_place`]'s answer for them (its `None` where no side is told).
fn occupied_place(
    board: &Board,
    l: LocId,
    side: Option<Side>,
    t: &str,
) -> Option<Option<Option<String>>> {
    let t = t.replace("site occupied by opponent", "site opponent occupies");
    let (head, theirs) = [(" opponent occupies", true), (" you occupy", false)]
        .into_iter()
        .find_map(|(w, o)| t.strip_suffix(w).map(|h| (h.to_string(), o)))?;
    let mut words: Vec<&str> = head.split_whitespace().collect();
    let kind = words.pop()?;
    let ld = board.loc_def(l);
    let mut fits = match kind {
        "site" => ld.is_site(),
        "system" => ld.is_system(),
        "location" => true,
        _ => return None,
    };
    // The words before the kind: icons ("interior"), else a planet's name ("Naboo").
    let mut planet = Vec::new();
    for w in words {
        match Icon::ALL.iter().find(|(n, _)| *n == w) {
            Some((_, icon)) => fits &= ld.has_icon(*icon),
            None => planet.push(w),
        }
    }
    if !planet.is_empty() {
        if !planet
            .iter()
            .all(|w| w.starts_with(|c: char| c.is_uppercase()))
        {
            return None;
        }
        fits &= on_planet(board, l, &planet.join(" "));
    }
    let Some(side) = side else {
        return Some(None);
    };
    let who = if theirs { side.opponent() } else { side };
    let hit = match super::presence::occupies(board, who, l) {
        Ok(h) => fits && h,
        // Its only card there bears the presence icon: the board does not settle it.
        Err(_) if fits => return Some(None),
        Err(_) => false,
    };
    let place = ld.plain_title();
    Some(Some(
        hit.then(|| format!("the {} occupies {place}", who.title())),
    ))
}

/// Are `a` and `b` related locations: two of one planet (the board's row), not the same one?
pub fn related(board: &Board, a: LocId, b: LocId) -> bool {
    a != b && board.locations[a].row == board.locations[b].row
}

/// Is a card the one a text names (`Jabba`, `Han`, `AT-ST`), or of a kind the catalog records
/// (`bounty hunter`, `Imperial`, `trooper`)? `None`: a word the catalog does not record.
pub fn card_named(d: &CardDef, who: &str) -> Option<bool> {
    let w = who.to_lowercase();
    let one = w.strip_suffix('s').unwrap_or(&w);
    let dashed = one.replace(' ', "-");
    let kind_word = Icon::ALL.iter().any(|(n, _)| *n == dashed)
        || crate::catalog::Trait::SIMPLE
            .iter()
            .any(|(n, _)| *n == dashed);
    let name = who.starts_with(|c: char| c.is_ascii_uppercase()) && !kind_word;
    if let Some(fits) = card_is(d, one).filter(|_| !name || one.contains(' ')) {
        return Some(fits);
    }
    // "Rebel starship", "unique Ewok", "[Clone Army] starship": each word a kind the catalog
    // records, an icon in brackets one word (an icon the card bears).
    let kinds: Option<Vec<bool>> = bracketed_words(&w)
        .iter()
        .map(
            |x| match x.strip_prefix('[').and_then(|i| i.strip_suffix(']')) {
                Some(icon) => super::kinds::bears_icon(d, icon),
                None => card_is(d, x.strip_suffix('s').unwrap_or(x)),
            },
        )
        .collect();
    if let Some(k) = kinds.filter(|k| k.len() > 1) {
        return Some(k.iter().all(|&x| x));
    }
    if !who.starts_with(|c: char| c.is_ascii_uppercase()) {
        return None;
    }
    let words = |t: &str| {
        let t = t.to_lowercase();
        t == w
            || t.match_indices(&w).any(|(i, _)| {
                let edge = |j: usize| {
                    !t[..j].ends_with(char::is_alphanumeric)
                        || !t[j..].starts_with(char::is_alphanumeric)
                };
                // "Jabba's Sail Barge" is not Jabba.
                edge(i) && edge(i + w.len()) && !t[i + w.len()..].starts_with("'s")
            })
    };
    // "Chewie": a nickname the catalog ties to its persona (Chewbacca).
    // "opponent's AT-ST": a craft's model ("at-st") names it as its title does.
    Some(
        words(d.plain_title())
            || d.personas().any(words)
            || d.model().is_some_and(words)
            || named_by_alias(d, who),
    )
}

/// The words of `s`, an icon in brackets one word ("[clone army] starship": `[clone army]`,
/// `starship`).
pub fn bracketed_words(s: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    for w in s.split_whitespace() {
        match out.last_mut() {
            Some(last) if open => {
                last.push(' ');
                last.push_str(w);
            }
            _ => out.push(w.to_string()),
        }
        open = (open || w.contains('[')) && !w.ends_with(']');
    }
    out
}

/// Does `def` bear the persona a name in card text stands for, by an alias the catalog ties to
/// it ([`crate::catalog::derive::ALIASES`]: "Chewie" names every Chewbacca)?
fn named_by_alias(def: &CardDef, name: &str) -> bool {
    crate::catalog::derive::alias_persona(name)
        .is_some_and(|p| def.personas().any(|q| q.eq_ignore_ascii_case(p)))
}

/// A starship site (the starship icon on a site).
pub fn is_starship_site(def: &CardDef) -> bool {
    def.is_site() && def.has_icon(Icon::StarshipSite)
}

/// Does a row hold starship sites?
pub fn is_starship_row(board: &Board, row: usize) -> bool {
    board.rows[row]
        .locations
        .iter()
        .any(|&l| is_starship_site(board.loc_def(l)))
}

/// The starship in play a row's name points at: `@id`, or the title of exactly one starship.
pub fn named_starship(board: &Board, name: &str) -> Option<CardIx> {
    if let Some(id) = name.trim().strip_prefix('@') {
        return board
            .ids
            .get(id)
            .copied()
            .filter(|&c| board.card_def(c).card_type == CardType::Starship);
    }
    match board
        .cards_titled(&normalize(name))
        .iter()
        .copied()
        .filter(|&c| board.card_def(c).card_type == CardType::Starship)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [one] => Some(*one),
        _ => None,
    }
}

/// The starship a row of starship sites relates to, when it is in play.
pub fn row_starship(board: &Board, row: usize) -> Option<CardIx> {
    if !is_starship_row(board, row) {
        return None;
    }
    named_starship(board, &board.rows[row].name)
}

/// The rows of starship sites related to starship `s`.
pub fn rows_of(board: &Board, s: CardIx) -> Vec<usize> {
    (0..board.rows.len())
        .filter(|&r| row_starship(board, r) == Some(s))
        .collect()
}

/// The starship a starship site `l` belongs to, when in play.
pub fn starship_of_site(board: &Board, l: LocId) -> Option<CardIx> {
    is_starship_site(board.loc_def(l))
        .then(|| row_starship(board, board.locations[l].row))
        .flatten()
}

/// Does this kind of card trip buried cards?
pub fn trips(ty: CardType) -> bool {
    matches!(
        ty,
        CardType::Character | CardType::Vehicle | CardType::Starship
    )
}

/// The buried cards at a location, described: `Timer Mine (mine)`, `Red 5 (dud)`.
pub fn buried_words(board: &Board, l: LocId) -> Vec<String> {
    board.locations[l]
        .buried
        .iter()
        .map(|&d| {
            let def = board.def(d);
            let mine = def.card_type == CardType::Weapon && def.key().contains("mine");
            format!(
                "{} ({})",
                def.plain_title(),
                if mine {
                    "a mine: it explodes"
                } else {
                    "a dud: it is lost"
                }
            )
        })
        .collect()
}

/// Where a card landed at a site may take off to: the systems and sectors of its row (none
/// when it is not at a site). `can take-off X` and `moves` ask about exactly these.
pub fn take_off_destinations(board: &Board, c: CardIx) -> Vec<LocId> {
    match board.cards[c].place {
        crate::board::Place::At(l) if board.loc_def(l).is_site() => board.rows
            [board.locations[l].row]
            .locations
            .iter()
            .copied()
            .filter(|&x| !board.loc_def(x).is_site())
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::scenario::load_str;

    /// A kind of location said with icons and a planet's name is settled from the board: it fits
    /// a location of that kind, with those icons, on that planet; words that name no planet of
    /// the board nor a system of the catalog are left unsettled.
    #[test]
    fn a_kind_of_location_on_a_named_planet_is_settled() {
        let yaml = "rows:\n  Tatooine:\n    - site: \"Tatooine: Cantina\"\n    - site: \"Tatooine: Jundland Wastes\"\n    - system: Tatooine\n  Death Star:\n    - system: Death Star\n";
        let s = load_str("t.yaml", yaml, Catalog::builtin()).unwrap();
        let b = &s.board;
        let at = |t: &str| {
            b.locations
                .keys()
                .find(|&l| b.loc_def(l).plain_title() == t)
                .unwrap()
        };
        let fits = |l: &str, words: &str| settle_place(b, at(l), None, words).map(|f| f.is_some());
        assert_eq!(
            fits("Tatooine: Jundland Wastes", "exterior Tatooine site"),
            Some(true)
        );
        assert_eq!(
            fits("Tatooine: Cantina", "exterior Tatooine site"),
            Some(false)
        );
        assert_eq!(fits("Tatooine", "exterior Tatooine site"), Some(false));
        assert_eq!(fits("Death Star", "any mobile system"), Some(true));
        assert_eq!(fits("Tatooine", "any mobile system"), Some(false));
        assert_eq!(fits("Tatooine", "any Tatooine location"), Some(true));
        assert_eq!(fits("Death Star", "any Tatooine location"), Some(false));
        // "Rebel Base" is no planet: not settled here.
        assert_eq!(
            fits("Tatooine: Jundland Wastes", "exterior Rebel Base site"),
            None
        );
    }
}
