//! Where a card deploys: the places and targets its text names, and its deploy limits.

use super::conditions::on_table_condition;
use super::finding::Finding;
use super::parts::Seen;
use super::whom::excepted;
use super::whom::location_excepted;
use super::whom::split_except;
use crate::board::{CardIx, LocId};
use crate::catalog::CardType;
use crate::catalog::deploy_limit::DeployLimit;
use crate::catalog::text::ActKind;
use crate::catalog::text::Cost;
use crate::catalog::text::Occupancy;
use crate::rulebook::Side;
use crate::rules::eval::Eval;
use crate::rules::shared::card_places::location_fits;
use crate::rules::shared::card_words::character_name;
use crate::rules::shared::card_words::kind_is;
use crate::rules::shared::card_words::names;

/// "May not be deployed if three or more of opponent's unique (•) characters on table",
/// counted from the board.
pub(super) fn not_while_uniques(e: &Eval, seen: &Seen, n: usize, q: &str, f: &mut Finding) {
    let opp = seen.side.opponent();
    let count = e
        .board
        .cards
        .iter()
        .filter(|c| c.side == opp)
        .map(|c| e.board.def(c.def))
        .filter(|d| d.card_type == CardType::Character && d.unique > 0)
        .count();
    let says = format!(
        "the {} has {count} unique character{} on table",
        opp.title(),
        if count == 1 { "" } else { "s" }
    );
    if count >= n {
        f.refusals.push(format!("{q}; {says}"));
    } else {
        f.permissions
            .push(format!("{q}; it does not apply: {says}"));
    }
}

/// "May deploy without presence or Force icons[ (except to X)]", where the deploy goes.
pub(super) fn without_presence(
    e: &Eval,
    seen: &Seen,
    except: Option<&str>,
    q: &str,
    f: &mut Finding,
) {
    let excepted = match (except, seen.to) {
        (Some(x), Some(l)) => {
            crate::catalog::normalize(x) == *e.board.loc_def(l).key()
                || crate::board::facts::on_planet(e.board, l, x)
        }
        _ => false,
    };
    if !excepted {
        f.permissions.push(format!(
            "{q}: it needs neither presence nor a Force icon where it deploys"
        ));
    }
}

/// A sentence that names places (`to Wampa Cave or unoccupied marker site`, after its verb):
/// does `l` (or the host) fit any? `only`: the act may happen only there (else: never there).
/// An `unoccupied … site` is settled from the board; the rest by the deploy limit's reader.
pub(super) fn places_fit(
    e: &Eval,
    seen: &Seen,
    places: &str,
    q: &str,
    only: bool,
    f: &mut Finding,
) {
    use crate::board::facts::LimitFit;
    // "Deploys only if Coolant Shaft on table": a condition on the table, not a place; the
    // board settles it wherever the card goes (a location card names no place it goes to).
    if only
        && let Some(holds) = super::conditions::on_table_condition(e, places)
            .or_else(|| super::conditions::a_kind_on_table(e, seen.side, places))
    {
        return match holds {
            true => f
                .permissions
                .push(format!("{q}; the condition holds on the board")),
            false => f
                .refusals
                .push(format!("{q}; the condition does not hold on the board")),
        };
    }
    // "Deploys only as a starting location", "… only at start of game": a time, not a place;
    // the act says whether it is the start of the game (`as starting`).
    if only && seen.kind == ActKind::Deploy && at_start_of_game(places) {
        return match seen.starting {
            true => f
                .permissions
                .push(format!("{q}; it deploys at the start of the game")),
            false => f.refusals.push(format!(
                "{q}; this deploy is not at the start of the game (ask `as starting` for that)"
            )),
        };
    }
    let Some(l) = seen.to else {
        // No place named for the deploy (a location card takes a place in its row): a limit
        // on where it deploys is quoted, never taken as met.
        if only {
            f.missing.push(format!(
                "{q}: whether where it deploys is among the places it names"
            ));
        }
        return;
    };
    let place = e.board.loc_def(l).plain_title().to_string();
    let fit = match fit_places(e, seen, l, places) {
        Ok(fit) => fit,
        Err(unread) => {
            return f.missing.push(format!(
                "{q}: whether {place} is among the places it names ({unread})"
            ));
        }
    };
    match (fit, only) {
        (LimitFit::Fits(w), true) => f.permissions.push(format!("{q}; {w}")),
        (LimitFit::Fits(w), false) => f.refusals.push(format!("{q}; {w}")),
        (LimitFit::Outside, true) => f
            .refusals
            .push(format!("{q}; {place} is none of the places it names")),
        (LimitFit::Outside, false) => f.permissions.push(format!(
            "{q}; it does not apply: {place} is none of the places it names"
        )),
        (LimitFit::Unread, _) => {}
    }
}

/// "a site where you have a spy" (a price's or a limit's place): `l` is such a place, and a
/// card of the acting side stands there that the words name. `None`: not those words.
fn where_you_have(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    places: &str,
) -> Option<Result<crate::board::facts::LimitFit, String>> {
    use crate::board::facts::LimitFit;
    let place = e.board.loc_def(l).plain_title().to_string();
    // "a site where you have a spy": the place, and a card of the acting side there that the
    // words name.
    let (head, who) = places.split_once(" where you have ")?;
    if who.contains([',', '(', ';']) || who.contains(" and ") {
        return None;
    }
    {
        let kind = ["to ", "at ", "on "]
            .iter()
            .find_map(|p| head.strip_prefix(p))
            .unwrap_or(head);
        let kind = ["a ", "an ", "any "]
            .iter()
            .find_map(|a| kind.strip_prefix(a))
            .unwrap_or(kind);
        match kind_fits(e, seen, l, kind) {
            Ok(true) => {}
            Ok(false) => return Some(Ok(LimitFit::Outside)),
            Err(w) => return Some(Err(w)),
        }
        let who = ["a ", "an ", "any "]
            .iter()
            .find_map(|a| who.strip_prefix(a))
            .unwrap_or(who);
        let board = e.board;
        let mut open = false;
        for (i, c) in board.cards.iter_enumerated() {
            if c.side != seen.side || board.location_of(i) != Some(l) {
                continue;
            }
            match names(e, board.def(c.def), who) {
                Ok(true) => {
                    return Some(Ok(LimitFit::Fits(format!(
                        "{} stands at {place}",
                        board.card_name(i)
                    ))));
                }
                Ok(false) => {}
                Err(_) => open = true,
            }
        }
        Some(match open {
            true => Err(format!("where you have {who}")),
            false => Ok(LimitFit::Outside),
        })
    }
}

/// Whether a deploy limit's words, after "deploys only", are the start of the game and nothing
/// else ("as a starting location", "at start of game"): a time for the deploy, not a place.
pub(super) fn at_start_of_game(places: &str) -> bool {
    let t = places.trim().trim_end_matches('.').to_lowercase();
    let t = t.strip_prefix("only ").unwrap_or(&t);
    [
        "as a starting location",
        "as your starting location",
        "as a starting site",
        "as a starting card",
        "at start of game",
        "at the start of the game",
        "at start of the game",
        "at the start of game",
    ]
    .contains(&t)
}

/// "same site as one of your Rebels with ability > 2": `l` is a place of `kind` where a card of
/// the acting side that `whose` names stands. `Err`: the words, where a card there may be one
/// and the catalog does not settle it.
fn yours_standing(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    kind: &str,
    whose: &str,
) -> Result<crate::board::facts::LimitFit, String> {
    use crate::board::facts::LimitFit;
    let board = e.board;
    let ld = board.loc_def(l);
    // "exterior site": a kind the board settles as a place is read ([`kind_fits`]).
    let Some(kind_fits) = place_of_kind(e, l, kind).or_else(|| kind_fits(e, seen, l, kind).ok())
    else {
        return Err(format!("same {kind} as your {whose}"));
    };
    if !kind_fits {
        return Ok(LimitFit::Outside);
    }
    let (mut found, mut open) = (None, false);
    for (i, c) in board.cards.iter_enumerated() {
        if c.side != seen.side || board.location_of(i) != Some(l) {
            continue;
        }
        match crate::rules::shared::card_words::names(e, board.def(c.def), whose) {
            Ok(true) => found = Some(board.card_name(i)),
            Ok(false) => {}
            Err(_) => open = true,
        }
    }
    match (found, open) {
        (Some(name), _) => Ok(LimitFit::Fits(format!(
            "your {name} stands at {}, a {kind}",
            ld.plain_title()
        ))),
        (None, true) => Err(format!("your {whose}")),
        (None, false) => Ok(LimitFit::Outside),
    }
}

/// "same Cloud City site as Lando", "same site as Jabba": `l` is such a place where a card
/// that bears the name stands. `None`: not that form.
fn same_place_as_named(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    places: &str,
) -> Option<Result<crate::board::facts::LimitFit, String>> {
    use crate::board::facts::LimitFit;
    let place = e.board.loc_def(l).plain_title().to_string();
    if let Some(rest) = places
        .trim()
        .trim_start_matches("to ")
        .strip_prefix("same ")
        && let Some((kind, who)) = rest.split_once(" as ")
        && !kind.contains(" or ")
        && !who.contains([',', '('])
        && !who.contains(" or ")
        && (character_name(e, who)
            || !e
                .board
                .catalog
                .base_titled(&crate::catalog::normalize(who))
                .is_empty())
    {
        let board = e.board;
        let named_here = board.cards.iter_enumerated().any(|(i, c)| {
            board.location_of(i) == Some(l)
                && crate::board::facts::places::card_named(board.def(c.def), who) == Some(true)
        });
        if !named_here {
            return Some(Ok(LimitFit::Outside));
        }
        let kind_fits = kind_fits(e, seen, l, kind);
        return Some(kind_fits.map(|fits| match fits {
            true => LimitFit::Fits(format!("{who} stands at {place}, a {kind}")),
            false => LimitFit::Outside,
        }));
    }
    None
}

/// A place's count of one side's cards against the other's: "where opponent has more
/// characters than you" (`opponent_more`), "where you have more characters than opponent".
struct Outnumbered<'a> {
    opponent_more: bool,
    kind: &'a str,
}

impl Outnumbered<'_> {
    /// Whether it holds at `l` for a deploy of `side`; `None`: a kind the board does not count.
    fn holds(&self, e: &Eval, side: crate::rulebook::Side, l: LocId) -> Option<bool> {
        let kind = match self.kind {
            "characters" => crate::catalog::CardType::Character,
            "starships" => crate::catalog::CardType::Starship,
            "vehicles" => crate::catalog::CardType::Vehicle,
            _ => return None,
        };
        let count = |s: crate::rulebook::Side| {
            e.board
                .cards
                .iter_enumerated()
                .filter(|(i, c)| {
                    c.side == s
                        && e.board.location_of(*i) == Some(l)
                        && e.board.def(c.def).card_type == kind
                })
                .count()
        };
        let (yours, theirs) = (count(side), count(side.opponent()));
        Some(if self.opponent_more {
            theirs > yours
        } else {
            yours > theirs
        })
    }
}

impl Outnumbered<'_> {
    /// The count in words, as it held.
    fn said(&self) -> String {
        match self.opponent_more {
            true => format!("the opponent has more {} there", self.kind),
            false => format!("you have more {} there than the opponent", self.kind),
        }
    }
}

/// "a site where opponent has more characters than you": the place before it, and the count.
fn outnumbered(places: &str) -> Option<(&str, Outnumbered<'_>)> {
    let (head, tail) = places.split_once(" where ")?;
    let tail = tail.trim_end_matches('.');
    let (opponent_more, rest) = if let Some(r) = tail.strip_prefix("opponent has more ") {
        (true, r.strip_suffix(" than you")?)
    } else if let Some(r) = tail.strip_prefix("you have more ") {
        (false, r.strip_suffix(" than opponent")?)
    } else {
        return None;
    };
    (!rest.contains(' ')).then_some((
        head,
        Outnumbered {
            opponent_more,
            kind: rest,
        },
    ))
}

/// [`fit_places`] of a place said with a count of each side's cards there ("a site where
/// opponent has more characters than you"): `None` where the words say no such count.
fn outnumbered_fit(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    places: &str,
) -> Option<Result<crate::board::facts::LimitFit, String>> {
    use crate::board::facts::LimitFit;
    let (head, more) = outnumbered(places)?;
    let place = e.board.loc_def(l).plain_title();
    Some(match more.holds(e, seen.side, l)? {
        // ("a site", "a battleground": a kind of place, as a grant's place is read.)
        true => match crate::rules::shared::card_places::grant_places_fit(e, l, head) {
            Ok(true) => Ok(LimitFit::Fits(format!(
                "{place} is {head}, and {}",
                more.said()
            ))),
            Ok(false) => Ok(LimitFit::Outside),
            Err(_) => fit_places(e, seen, l, head),
        },
        false => Ok(LimitFit::Outside),
    })
}

/// How `l` meets a list of places; `Err`: the words not read.
pub(super) fn fit_places(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    places: &str,
) -> Result<crate::board::facts::LimitFit, String> {
    use crate::board::facts::{LimitFit, deploy_limit_fit};
    let place = e.board.loc_def(l).plain_title().to_string();
    // "to any location except Jedi Council Chamber", "to a mobile site (except on Cloud
    // City)": a place the exception names is none of the places.
    if let Some(x) = split_except(places) {
        if location_excepted(e, l, x.list) {
            return match x.tail.strip_prefix("or ") {
                Some(other) => fit_places(e, seen, l, other),
                None => Ok(LimitFit::Outside),
            };
        }
        return fit_places(e, seen, l, &x.without());
    }
    // "an [Episode VII] location without a [Light Side] icon" (a kind of location and its icons,
    // by the catalog), "a site where you have a spy" (a card of the side there), "a site where
    // opponent has more characters than you" (each side's count there), settled from the board.
    if let Some(fit) = where_you_have(e, seen, l, places)
        .or_else(|| super::icon_places::icon_place_fit(e, l, places))
        .or_else(|| outnumbered_fit(e, seen, l, places))
    {
        return fit;
    }
    // "a Cloud City or Jabba's Palace site": the kind said once, after the last name, is
    // each name's ("a Cloud City site or a Jabba's Palace site").
    if let Some(each) = kind_said_once(places) {
        return fit_places(e, seen, l, &each);
    }
    // "same system or sector as Green Leader": each kind of place, "as" the same card.
    if let Some((head, tail)) = places.split_once("same ")
        && let Some((kinds, who)) = tail.split_once(" as ")
        && kinds.contains(" or ")
    {
        let each: Vec<String> = kinds
            .split(" or ")
            .map(|k| format!("same {} as {who}", k.trim()))
            .collect();
        return fit_places(e, seen, l, &format!("{head}{}", each.join(" or ")));
    }
    // "on Coruscant or to Emperor's site (or related site)", "to Endor or same site as Chewie
    // or opponent's AT-ST": alternatives said apart, each its own place.
    if let Some(alts) = alternatives(places) {
        return any_fits(e, seen, l, &alts);
    }
    // "Emperor's site", "Executor's system": the place where a card that bears the name
    // stands, as "same site as Emperor" says it; "(or related site)": or a site related to it.
    if let Some((who, kind, related)) = possessive_place(places) {
        let same = fit_places(e, seen, l, &format!("same {kind} as {who}"));
        return match same {
            Ok(LimitFit::Outside) if related => Ok(related_to_named(e, l, kind, who)),
            other => other,
        };
    }
    // "same Cloud City site as Lando", "same site as Jabba": such a place, where a card that
    // bears the name stands.
    if let Some(fit) = same_place_as_named(e, seen, l, places) {
        return fit;
    }
    if let Some(fit) = battle_where_you_have(e, seen, l, places)
        .or_else(|| super::standing_any::any_standing(e, seen, l, places))
    {
        return fit;
    }
    // "same site as one of your Rebels with ability > 2": such a place, where a card of the
    // acting side that the words name stands.
    if let Some(rest) = places
        .trim()
        .trim_start_matches("to ")
        .strip_prefix("same ")
        && let Some((kind, who)) = rest.split_once(" as ")
        && let Some(whose) = who
            .strip_prefix("one of your ")
            .or_else(|| who.strip_prefix("your "))
        && !kind.contains(" or ")
        && !whose.contains([',', '('])
        && !whose.contains(" or ")
    {
        return yours_standing(e, seen, l, kind, whose);
    }
    let mut rest = Vec::new();
    for item in places.split(", ").flat_map(|p| p.split(" or ")) {
        let bare = item
            .trim()
            .trim_start_matches("to ")
            .trim_start_matches("an ")
            .trim_start_matches("a ");
        // "only to a battle or Force drain": what every react answers (the react's own
        // condition, which the react rules take as announced).
        let lower = bare.to_lowercase();
        if seen.kind == ActKind::React && (lower == "battle" || lower.starts_with("force drain")) {
            return Ok(LimitFit::Fits(
                "a react answers a battle or Force drain".to_string(),
            ));
        }
        match sector_fit(e, l, &lower) {
            Some(true) => {
                return Ok(LimitFit::Fits(format!(
                    "{place} is {}",
                    with_article(&lower)
                )));
            }
            Some(false) => continue,
            None => {}
        }
        // "an adjacent site" (a react's): the board says where the card moves from.
        if bare.trim_start_matches("adjacent ") != bare
            && let Some(from) = seen.from
        {
            let ld = e.board.loc_def(l);
            let kind_fits = match bare.trim_start_matches("adjacent ") {
                "site" => ld.is_site(),
                "location" => true,
                _ => return Err(item.to_string()),
            };
            let sites = crate::board::facts::row_sites(e.board, e.board.locations[l].row);
            let at = |x: LocId| sites.iter().position(|&y| y == x);
            if kind_fits
                && e.board.locations[from].row == e.board.locations[l].row
                && at(from).zip(at(l)).is_some_and(|(i, j)| i.abs_diff(j) == 1)
            {
                return Ok(LimitFit::Fits(format!(
                    "{place} is an adjacent {}",
                    bare.trim_start_matches("adjacent ")
                )));
            }
            continue;
        }
        rest.push(as_deploy_place(bare, item));
    }
    if rest.is_empty() {
        return Ok(LimitFit::Outside);
    }
    let mut joined = rest.join(" or ");
    if !["to ", "on ", "at ", "aboard "]
        .iter()
        .any(|p| joined.starts_with(p))
    {
        joined = format!("to {joined}");
    }
    let limit = DeployLimit::read(&format!("Deploys only {joined}."));
    match deploy_limit_fit(e.board, l, seen.host, &limit, Some(seen.side)) {
        LimitFit::Unread => Err(limit.unread.join(", ")),
        other => Ok(other),
    }
}

/// The words with a small word printed twice in a row ("on on", "to to", "a a") said once;
/// `None`: no such word.
pub(super) fn doubled_word_once(words: &str) -> Option<String> {
    let small = [
        "on", "to", "at", "a", "an", "the", "and", "or", "of", "aboard",
    ];
    let ws: Vec<&str> = words.split(' ').collect();
    let twice = ws
        .windows(2)
        .any(|p| p[0] == p[1] && small.contains(&p[0].to_lowercase().as_str()));
    if !twice {
        return None;
    }
    let mut out: Vec<&str> = Vec::new();
    for w in ws {
        if out.last() == Some(&w) && small.contains(&w.to_lowercase().as_str()) {
            continue;
        }
        out.push(w);
    }
    Some(out.join(" "))
}

/// A place named by whose it is: "Emperor's site", "Executor's system", "Emperor's site (or
/// related site)": the name, the kind of location, and whether a related one is said too.
fn possessive_place(places: &str) -> Option<(&str, &str, bool)> {
    let (who, kind) = places.trim().trim_start_matches("to ").split_once("'s ")?;
    let (kind, related) = match kind.split_once(" (or related ") {
        Some((k, r)) if r.strip_suffix(')') == Some(k) => (k, true),
        Some(_) => return None,
        None => (kind, false),
    };
    let plain = !who.is_empty()
        && !who.contains([',', '(', '\''])
        && !who.contains(" or ")
        && who.starts_with(|c: char| c.is_ascii_uppercase())
        && matches!(kind, "site" | "system" | "sector" | "location");
    plain.then_some((who, kind, related))
}

/// "(or related site)" after "Emperor's site": `l` is such a location, related to (of one
/// planet with) a location where a card that bears the name stands.
fn related_to_named(e: &Eval, l: LocId, kind: &str, who: &str) -> crate::board::facts::LimitFit {
    use crate::board::facts::LimitFit;
    use crate::board::facts::places::{card_named, related};
    let board = e.board;
    if place_of_kind(e, l, kind) != Some(true) {
        return LimitFit::Outside;
    }
    let by = board.cards.iter_enumerated().find_map(|(i, c)| {
        let h = board.location_of(i)?;
        (related(board, l, h) && card_named(board.def(c.def), who) == Some(true)).then_some(h)
    });
    match by {
        Some(h) => LimitFit::Fits(format!(
            "{} is a {kind} related to {}, where {who} stands",
            board.loc_def(l).plain_title(),
            board.loc_def(h).plain_title()
        )),
        None => LimitFit::Outside,
    }
}

/// Whether `l` is a location of a plain kind ("site", "system", "sector", "docking bay",
/// "location"). `None`: another kind of words (settled as a place, [`fit_places`]).
pub(super) fn place_of_kind(e: &Eval, l: LocId, kind: &str) -> Option<bool> {
    let ld = e.board.loc_def(l);
    Some(match kind {
        "site" => ld.is_site(),
        "system" => ld.is_system(),
        "sector" => ld.is_sector(),
        "docking bay" => ld.is_docking_bay(),
        "location" => true,
        _ => return None,
    })
}

/// Whether `l` is a location of the kind named ("site", "docking bay", "Cloud City site", "cloud
/// sector"): a plain kind ([`place_of_kind`]), else as a place (`a <kind>`) the board settles.
/// `Err`: the kind's words, not read.
pub(super) fn kind_fits(e: &Eval, seen: &Seen, l: LocId, kind: &str) -> Result<bool, String> {
    use crate::board::facts::LimitFit;
    if let Some(fits) = place_of_kind(e, l, kind) {
        return Ok(fits);
    }
    match fit_places(e, seen, l, &format!("a {kind}")) {
        Ok(LimitFit::Fits(_)) => Ok(true),
        Ok(LimitFit::Outside) => Ok(false),
        _ => Err(kind.to_string()),
    }
}

/// A list of places with a part that must be read apart ("to Emperor's site (or related
/// site)", "same site as Chewie"), split at each "or" and comma outside brackets; an item with
/// no words of its own before the name ("opponent's AT-ST" after "same site as Chewie",
/// "Coruscant" after "on Hoth") takes the last item's. `None`: one place, or none to read apart.
fn alternatives(places: &str) -> Option<Vec<String>> {
    let mut items: Vec<String> = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    let t = places.trim();
    let bytes = t.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'(' => depth += 1,
            b')' => depth -= 1,
            _ => {}
        }
        let sep = [" or ", ", "]
            .iter()
            .find(|w| depth == 0 && t.is_char_boundary(i) && t[i..].starts_with(**w))
            .map(|w| w.len());
        if let Some(n) = sep {
            items.push(t[start..i].to_string());
            i += n;
            start = i;
            continue;
        }
        i += 1;
    }
    items.push(t[start..].to_string());
    let items: Vec<String> = items
        .into_iter()
        .map(|x| x.trim().trim_start_matches("or ").trim().to_string())
        .filter(|x| !x.is_empty())
        .collect();
    let apart = |x: &String| {
        let bare = x.trim_start_matches("to ");
        x.contains('(') || bare.starts_with("same ") || possessive_place(x).is_some()
    };
    if items.len() < 2 || !items.iter().any(apart) {
        return None;
    }
    let mut lead = String::new();
    let mut out = Vec::new();
    for x in items {
        let own = ["to ", "on ", "at ", "aboard ", "same ", "a ", "an ", "any "]
            .iter()
            .find(|p| x.starts_with(**p));
        match own {
            Some(_) => {
                lead = match x
                    .find(" as ")
                    .filter(|_| x.trim_start_matches("to ").starts_with("same "))
                {
                    Some(j) => x[..j + 4].to_string(),
                    None => x
                        .split_once(' ')
                        .map_or(String::new(), |(p, _)| format!("{p} ")),
                };
                out.push(x);
            }
            None => out.push(format!("{lead}{x}")),
        }
    }
    Some(out)
}

/// The first alternative that fits; all outside: outside; else the words not read.
fn any_fits(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    alts: &[String],
) -> Result<crate::board::facts::LimitFit, String> {
    use crate::board::facts::LimitFit;
    let mut unread = Vec::new();
    for a in alts {
        match fit_places(e, seen, l, a) {
            Ok(LimitFit::Fits(w)) => return Ok(LimitFit::Fits(w)),
            Ok(LimitFit::Outside) => {}
            Ok(LimitFit::Unread) => unread.push(a.clone()),
            Err(w) => unread.push(w),
        }
    }
    match unread.is_empty() {
        true => Ok(LimitFit::Outside),
        false => Err(unread.join(", ")),
    }
}

/// "a Cloud City or Jabba's Palace site" written out as "a Cloud City site or a Jabba's Palace
/// site": names joined by "or" (or commas) with the kind of location said once, after the last.
/// `None`: not that form (a name already followed by its own kind, a word in lower case).
fn kind_said_once(places: &str) -> Option<String> {
    let t = places.trim();
    let (lead, t) = match t.split_once(' ') {
        Some((w @ ("to" | "at" | "on"), r)) => (format!("{w} "), r),
        _ => (String::new(), t),
    };
    let t = t
        .strip_prefix("a ")
        .or_else(|| t.strip_prefix("an "))
        .or_else(|| t.strip_prefix("any "))
        .unwrap_or(t);
    let (names, noun) = [
        "sites",
        "site",
        "locations",
        "location",
        "systems",
        "system",
    ]
    .iter()
    .find_map(|n| Some((t.strip_suffix(&format!(" {n}"))?, *n)))?;
    let items: Vec<&str> = names
        .split(", ")
        .flat_map(|x| x.split(" or "))
        .map(|x| x.trim().trim_start_matches("or ").trim())
        .collect();
    let a_name = |x: &str| {
        !x.is_empty()
            && x.split_whitespace()
                .all(|w| w.starts_with(|c: char| c.is_ascii_uppercase() || c.is_ascii_digit()))
    };
    (items.len() > 1 && items.iter().all(|x| a_name(x))).then(|| {
        items
            .iter()
            .map(|x| format!("{lead}a {x} {}", noun.trim_end_matches('s')))
            .collect::<Vec<_>>()
            .join(" or ")
    })
}

/// "a cloud sector", "an asteroid sector", "a sector": is `l` one, by the board's sector kinds
/// (Bespin: Cloud City is a cloud sector, Cloud City Supplement › Cloud Sectors)? `None`: not
/// a sector said so.
pub(super) fn sector_fit(e: &Eval, l: LocId, place: &str) -> Option<bool> {
    use crate::board::facts::{SectorKind, sector_kind};
    // "at a cloud sector", "at any cloud sector", "cloud sectors": one kind of sector.
    let kind = ["at ", "any ", "an ", "a "]
        .iter()
        .fold(place, |t, p| t.strip_prefix(p).unwrap_or(t));
    let kind = kind.strip_suffix('s').unwrap_or(kind);
    // "to any location (except …)": every location is one.
    if kind == "location" {
        return Some(true);
    }
    let kind = kind.strip_suffix("sector")?.trim();
    let found = sector_kind(e.board.loc_def(l));
    match kind {
        "" => Some(found.is_some()),
        "cloud" => Some(found == Some(SectorKind::Cloud)),
        "asteroid" => Some(found == Some(SectorKind::Asteroid)),
        _ => None,
    }
}

/// "cloud sector" with its article ("a cloud sector", "an asteroid sector"; one said with
/// its article or "at" stays as said, without "at").
fn with_article(kind: &str) -> String {
    let kind = kind.strip_prefix("at ").unwrap_or(kind);
    let kind = kind.strip_prefix("any ").unwrap_or(kind);
    let kind = kind.strip_suffix('s').unwrap_or(kind);
    if kind.starts_with("a ") || kind.starts_with("an ") {
        return kind.to_string();
    }
    match kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        true => format!("an {kind}"),
        false => format!("a {kind}"),
    }
}

/// One place of a list as a deploy sentence writes it: `Hoth sites`, `any Hoth site` (a site
/// of Hoth); `Cloud City locations` (any location of that name's planet or group).
fn as_deploy_place(bare: &str, item: &str) -> String {
    // "at interior sites": the kind of site, as "to interior sites" says it.
    let bare = bare
        .strip_prefix("at ")
        .filter(|b| b.ends_with(" sites"))
        .unwrap_or(bare);
    let one = bare.trim_start_matches("any ");
    let locations = one
        .strip_suffix(" locations")
        .filter(|stem| stem.starts_with(|c: char| c.is_ascii_uppercase()));
    match (one.strip_suffix(" sites"), locations) {
        (Some(stem), _) => format!("to a {stem} site"),
        (None, Some(stem)) => format!("on {stem}"),
        (None, None) if one != bare => format!("to a {one}"),
        (None, None) => item.trim().to_string(),
    }
}

/// "to a battle where you have a Rebel of ability > 2 or a leader" (a react's): a card of the
/// acting side that the words name stands at `l`, and the react answers a battle, not a Force
/// drain; the board's phase says which (a battle phase, or another), else it is open. `None`:
/// not such words.
fn battle_where_you_have(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    places: &str,
) -> Option<Result<crate::board::facts::LimitFit, String>> {
    use crate::board::facts::LimitFit;
    let who = places
        .trim()
        .trim_start_matches("to ")
        .trim_start_matches("a ")
        .strip_prefix("battle where you have ")
        .filter(|_| seen.kind == ActKind::React)?;
    let who = who
        .trim_start_matches("an ")
        .trim_start_matches("a ")
        .replace(" or an ", " or ")
        .replace(" or a ", " or ");
    let there = match yours_standing(e, seen, l, "location", &who) {
        Ok(t) => t,
        Err(w) => return Some(Err(w)),
    };
    let place = e.board.loc_def(l).plain_title();
    Some(match (&there, e.board.phase) {
        (LimitFit::Fits(_), Some(crate::board::Phase::Battle)) | (LimitFit::Outside, _) => {
            Ok(there)
        }
        (_, Some(_)) => Ok(LimitFit::Outside),
        (_, None) => Err(format!(
            "a battle at {place}, not a Force drain: the board gives no phase"
        )),
    })
}

/// "Never deploys to a site opponent occupies": the board says who occupies `l`.
pub(super) fn occupancy_at(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    o: Occupancy,
    q: &str,
    f: &mut Finding,
) {
    let board = e.board;
    let ldef = board.loc_def(l);
    let place = ldef.plain_title();
    let present = |side: Side| crate::board::facts::occupies(board, side, l);
    let (hit, what) = match o {
        Occupancy::OpponentOccupies => {
            if !ldef.is_site() && !ldef.is_system() {
                return;
            }
            let opp = seen.side.opponent();
            (
                present(opp),
                format!("the {} occupies {place}", opp.title()),
            )
        }
        Occupancy::Occupied => (
            match (present(Side::Light), present(Side::Dark)) {
                (Ok(true), _) | (_, Ok(true)) => Ok(true),
                (Err(c), _) | (_, Err(c)) => Err(c),
                _ => Ok(false),
            },
            format!("{place} is occupied"),
        ),
        Occupancy::Battleground => match (ldef.light_icons, ldef.dark_icons) {
            (Some(a), Some(b)) => (Ok(a > 0 && b > 0), format!("{place} is a battleground")),
            _ => {
                f.missing.push(format!(
                    "{q}: whether {place} is a battleground (its icons are not in the catalog)"
                ));
                return;
            }
        },
    };
    let hit = match hit {
        Ok(h) => h,
        Err(c) => {
            let why = crate::board::facts::icon_presence_words(board, c);
            return f.missing.push(format!("{q}: whether {what} ({why})"));
        }
    };
    if hit {
        f.refusals.push(format!("{q}; {what}"));
    } else {
        f.permissions
            .push(format!("{q}; it does not apply: not so at {place}"));
    }
}

/// What an Effect, device or weapon deploys on, against where it is asked to deploy: a kind
/// of location (`an exterior planet site`, `Dagobah: Cave`, `outermost marker`) or of card
/// (`your warrior`, `any character`, `a bomber`). Words the board cannot settle are named.
/// A condition on it ("if Jakku on table", "unless Massassi Throne Room on table") matters
/// only where the target fits; a card's title on table is settled from the board.
pub(super) fn deploy_on(
    e: &Eval,
    seen: &Seen,
    target: &str,
    condition: Option<&str>,
    q: &str,
    f: &mut Finding,
) {
    let board = e.board;
    let what = match (seen.host, seen.to) {
        (Some(h), _) => board.card_name(h),
        (None, Some(l)) => board.loc_def(l).plain_title().to_string(),
        (None, None) => return,
    };
    let fits = target_fit(e, seen, target);
    if fits.is_ok() {
        // "any asteroid sector you control": the target's control settled from the board.
        super::conditions::control_assumed(target, f);
    }
    if let (Ok(true), Some(c)) = (&fits, condition) {
        let at = seen
            .to
            .or_else(|| seen.host.and_then(|h| board.location_of(h)));
        let settled = on_table_condition(e, c)
            .or_else(|| super::conditions::yours_on_table(e, seen.side, c))
            .or_else(|| super::conditions::occupy_condition(e, seen.side, at, c));
        match settled {
            Some(true) => f.permissions.push(format!(
                "{q}; {what} is where it deploys, and {c}: so on the board"
            )),
            Some(false) => f.refusals.push(format!(
                "{q}; {what} is where it deploys, but {c}: not so on the board"
            )),
            None => f.missing.push(format!(
                "{q}: {what} is where it deploys; whether {c} (the condition to deploy it)"
            )),
        }
        return;
    }
    // "Boosted TIE Cannon may deploy aboard" (Punishing One): the card it would deploy on lets
    // it, though its own target does not name that card.
    if let (Ok(false), Some(h)) = (&fits, seen.host) {
        match aboard_grant(e, seen, h) {
            Some(Ok(line)) => {
                return f
                    .permissions
                    .push(format!("{q}; {what} is not a card it names, but {line}"));
            }
            Some(Err(line)) => return f.missing.push(line),
            None => {}
        }
    }
    match fits {
        Ok(true) if seen.host.is_some() => {
            f.permissions.push(format!("{q}; {what} is such a card"))
        }
        Ok(true) => f.permissions.push(format!("{q}; {what} is such a place")),
        // "any droid at any site": the card, or the place it stands at, is not one it names.
        Ok(false) if card_at_place(e, seen, target).is_some() => f.refusals.push(format!(
            "{q}; {what} is not such a card at such a place, where it stands"
        )),
        Ok(false) if seen.host.is_some() => f
            .refusals
            .push(format!("{q}; {what} is not a card it names")),
        Ok(false) => f
            .refusals
            .push(format!("{q}; {what} is not where it deploys")),
        // Deployed to a location, a target that names a card (round 28): no such card.
        Err(_) if seen.host.is_none() && super::purpose::names_a_card(target) => f.refusals.push(
            format!("{q}; {what} is a location, and its text deploys it on a card"),
        ),
        Err(why) => f.missing.push(format!("{q}: whether {what} is {why}")),
    }
}

/// The price of an alternative target said "or use N Force to deploy on …" (the sentence
/// names no price of its own for the first), where the first target does not name the card
/// and the alternative does. `None`: no such words, or the first target fits.
pub(super) fn alternative_price(e: &Eval, seen: &Seen, target: &str) -> Option<Cost> {
    if !target.contains("or use ") {
        return None;
    }
    let (head, notes) = price_notes(target);
    if target_fit(e, seen, &head) != Ok(false) {
        return None;
    }
    notes.iter().filter(|n| !n.within).find_map(|n| {
        let on = n.on.as_ref().ok()?;
        (target_fit(e, seen, on) == Ok(true)).then_some(n.cost)
    })
}

/// A grant in the text of the card `h` deployed on, of the deploying card: "Boosted TIE Cannon
/// may deploy aboard", "Any starship cannon may deploy aboard" (by title or kind: the grant
/// lists' reader, [`crate::rules::shared::card_places::names`]). `Ok`: the line that grants
/// it; `Err`: the line naming what the catalog does not settle; `None`: no such grant (one
/// "as a 'react'" is left to the react's time).
fn aboard_grant(e: &Eval, seen: &Seen, h: CardIx) -> Option<Result<String, String>> {
    let host = e.board.card_def(h);
    let name = e.board.card_name(h);
    for s in host.sentences().iter() {
        let lower = grammar_normalised(&s.text);
        let Some((who, rest)) = lower
            .split_once(" may deploy aboard")
            .or_else(|| on_its_name(&lower))
        else {
            continue;
        };
        if rest.contains("react") || who.contains(" and your ") || who.starts_with("your ") {
            continue;
        }
        let who = who.strip_prefix("any ").unwrap_or(who);
        // "starship cannon": a starship weapon of that kind.
        let who = match who.strip_prefix("starship ") {
            Some(kind) if starship_weapon(seen.actor) => kind,
            Some(_) => continue,
            None => who,
        };
        let quoted = format!("{name}'s own text: \"{}\"", s.text);
        match crate::rules::shared::card_places::names(seen.actor, who) {
            Ok(true) => {
                let way = if lower.contains(" may deploy aboard") {
                    "aboard"
                } else {
                    "on"
                };
                return Some(Ok(format!(
                    "{quoted}: {} may deploy {way} it",
                    seen.actor.plain_title()
                )));
            }
            Ok(false) => {}
            Err(w) => {
                return Some(Err(format!(
                    "{quoted}: whether {} is among {w}",
                    seen.actor.plain_title()
                )));
            }
        }
    }
    None
}

/// A sentence in lower case, its marks made plain and its final stop dropped.
fn grammar_normalised(text: &str) -> String {
    crate::catalog::text::grammar::normalise(text).to_lowercase()
}

/// "jedi lightsaber may deploy on finn", "anakin's lightsaber may deploy on your mara" (the
/// host's own sentence, naming it after "on"): the cards it lets deploy on it, and nothing after
/// the name. `None`: other words ("… may deploy on luke (for free) from reserve deck", a time
/// first: "once per game, …").
fn on_its_name(lower: &str) -> Option<(&str, &str)> {
    let (who, name) = lower.split_once(" may deploy on ")?;
    let name = name.strip_prefix("your ").unwrap_or(name);
    let one_name = !name.is_empty()
        && name.split(' ').count() <= 3
        && !name.contains(['(', ',', ';', ':'])
        && ![" from ", " for ", " as ", " if ", " to "]
            .iter()
            .any(|w| format!(" {name} ").contains(w));
    (one_name && !who.contains([',', '(']) && !who.starts_with("once ")).then_some((who, ""))
}

fn starship_weapon(d: &crate::catalog::CardDef) -> bool {
    d.card_type == CardType::Weapon && d.subtype == Some(crate::catalog::Subtype::Starship)
}

/// A price a `Deploy on …` target writes beside it, for some of the cards or places it
/// deploys on: "(free on IG-88)", "(free at Beggar's Canyon)", "(free if … on table)", or an
/// alternative "…, 3 on your warrior", "…, or 5 on your other bounty hunter".
#[derive(Debug, Clone, PartialEq)]
pub(super) struct PriceNote {
    pub(super) cost: Cost,
    /// The card or place it holds on ("IG-88", "your warrior"), or its condition ("your
    /// Crimson Dawn leader on table"), as written.
    pub(super) on: Result<String, String>,
    /// Written in parentheses: it names some of the target's own cards or places, and widens
    /// nothing; else an alternative target at its own price.
    pub(super) within: bool,
}

/// A `Deploy on …` target without its price notes, and the notes ([`PriceNote`]).
pub(super) fn price_notes(target: &str) -> (String, Vec<PriceNote>) {
    let mut head = target.trim().to_string();
    let mut notes = Vec::new();
    if head.ends_with(')')
        && let Some(i) = head.rfind(" (")
    {
        // "your Royal Guard (or use 3 Force to deploy on your other warrior)": an alternative
        // at its own price, said in brackets.
        let inner = &head[i + 2..head.len() - 1];
        let note = match inner.strip_prefix("or ") {
            Some(alt) => one_note(alt, false),
            None => one_note(inner, true),
        };
        if let Some(note) = note {
            notes.push(note);
            head.truncate(i);
        }
    }
    // "your Lando or use 3 Force to deploy on your other warrior": the same, said after "or".
    if let Some((first, alt)) = head.split_once(" or use ")
        && !first.ends_with(',')
        && let Some(note) = one_note(&format!("use {alt}"), false)
    {
        notes.push(note);
        head = first.to_string();
    }
    if let Some((first, rest)) = head.split_once(", ") {
        let alts: Option<Vec<PriceNote>> = rest
            .split(", ")
            .map(|a| one_note(a.trim_start_matches("or "), false))
            .collect();
        if let Some(alts) = alts {
            notes.extend(alts);
            head = first.to_string();
        }
    }
    (head, notes)
}

/// "free on IG-88", "3 on your warrior", "free at Beggar's Canyon", "free if … on table";
/// "use 2 Force on any other bounty hunter", "use 2 Force to deploy on your other warrior"
/// (the same price, in the words of the sentence's own).
fn one_note(words: &str, within: bool) -> Option<PriceNote> {
    let spelled = words
        .strip_prefix("use ")
        .or_else(|| words.strip_prefix("Use "))
        .and_then(|r| {
            let (n, rest) = r.split_once(" Force ")?;
            let rest = rest.strip_prefix("to deploy ").unwrap_or(rest);
            Some(format!("{n} {rest}"))
        });
    let words = spelled.as_deref().unwrap_or(words);
    // "(for free if a TIE/ln)": the same as "free if …".
    let words = words
        .strip_prefix("for free ")
        .map_or(words.to_string(), |r| format!("free {r}"));
    let (cost, rest) = words.split_once(' ')?;
    let cost = match cost {
        // "(Free on your Echo Base trooper)": as printed, capitalised in its brackets.
        "free" | "Free" => Cost::Free,
        n => Cost::Is(n.parse().ok()?),
    };
    let on = match rest.split_once(' ')? {
        ("on" | "at", x) => Ok(x.to_string()),
        // "free if a TIE/ln": a kind of card the target is, as "free on a TIE/ln" says it.
        ("if", c)
            if within
                && (c.starts_with("a ") || c.starts_with("an "))
                && c.split_whitespace().count() == 2 =>
        {
            Ok(c.to_string())
        }
        ("if", c) if within => Err(c.to_string()),
        _ => return None,
    };
    Some(PriceNote { cost, on, within })
}

/// Does the act's host (or location) fit a `Deploy on …` target? `Err`: the words the board
/// cannot settle. A price note beside it is no part of it; an alternative at its own price
/// ("…, 3 on your warrior") is a target too.
pub(super) fn target_fit(e: &Eval, seen: &Seen, target: &str) -> Result<bool, String> {
    // "… to give that character [Pilot] skill", "… to cause 'nighttime conditions' at related
    // sites": what it does once deployed, no part of it.
    let target = super::purpose::without_purpose(target);
    if let Some((kind, list)) = target
        .strip_prefix("one of the following ")
        .and_then(|r| r.split_once(": "))
    {
        return listed_places(e, seen, kind, list);
    }
    let (head, notes) = price_notes(target);
    if notes.is_empty() {
        return plain_target_fit(e, seen, target);
    }
    let mut fit = plain_target_fit(e, seen, &head);
    for n in notes.iter().filter(|n| !n.within) {
        if let Ok(w) = &n.on {
            fit = match (fit, target_fit(e, seen, w)) {
                (Ok(true), _) | (_, Ok(true)) => Ok(true),
                (Err(x), _) | (_, Err(x)) => Err(x),
                _ => Ok(false),
            };
        }
    }
    fit
}

/// "Deploy on one of the following systems: Rendezvous Point, Hoth, Yavin 4, Alderaan or
/// Sullust": the location it deploys on is of that kind (`systems`, `sites`) and one of the
/// names listed (its title, or its planet's). A kind the board does not settle is named.
fn listed_places(e: &Eval, seen: &Seen, kind: &str, list: &str) -> Result<bool, String> {
    let (None, Some(l)) = (seen.host, seen.to) else {
        // On a card: the list names places, not cards.
        return Ok(false);
    };
    let ld = e.board.loc_def(l);
    let kind_fits = match kind.trim() {
        "systems" => ld.is_system(),
        "sites" => ld.is_site(),
        "locations" => true,
        other => return Err(format!("one of the following {other}")),
    };
    let named = list
        .split(", ")
        .flat_map(|a| a.split(" or "))
        .map(|a| a.trim().trim_start_matches("or ").trim())
        .filter(|a| !a.is_empty())
        .any(|a| {
            crate::board::facts::on_planet(e.board, l, a) || site_named(e, l, a).unwrap_or(false)
        });
    Ok(kind_fits && named)
}

/// A target's words without whose they are ("an opponent's pilot", "one of your Jawas",
/// "your Hutt"), and whose: `Some(true)` yours, `Some(false)` the opponent's.
fn whose(target: &str) -> (String, Option<bool>) {
    let mut t = target.to_string();
    // "an opponent's pilot": the article before whose it is.
    for p in ["an ", "a "] {
        if let Some(r) = t.strip_prefix(p).filter(|r| r.starts_with("opponent's ")) {
            t = r.to_string();
        }
    }
    let mut yours = None;
    for (p, y) in [
        ("one of your ", true),
        ("your ", true),
        ("opponent's ", false),
    ] {
        if let Some(r) = t.strip_prefix(p) {
            yours = Some(y);
            t = r.to_string();
        }
    }
    (t, yours)
}

/// Is `target` a location's whole title in the catalog ("Bespin: Cloud City")?
fn a_location_title(e: &Eval, target: &str) -> bool {
    target.contains(": ")
        && e.board
            .catalog
            .base_titled(&crate::catalog::normalize(target.trim_end_matches('.')))
            .iter()
            .any(|d| d.card_type == CardType::Location)
}

/// [`target_fit`] of a target without price notes.
fn plain_target_fit(e: &Eval, seen: &Seen, target: &str) -> Result<bool, String> {
    let board = e.board;
    if let Some(fits) = not_of_kinds(e, seen, target) {
        return fits;
    }
    if let (None, Some(l)) = (seen.host, seen.to)
        && crate::catalog::normalize(target) == *board.loc_def(l).key()
    {
        return Ok(true);
    }
    // A location's whole title ("Deploy on Bespin: Cloud City"): that location alone, never
    // the planet before its colon.
    if seen.host.is_none() && seen.to.is_some() && a_location_title(e, target) {
        return Ok(false);
    }
    // A site by its name after the planet's ("Bunker": Endor: Bunker).
    if let (None, Some(l)) = (seen.host, seen.to)
        && let Some(fits) = site_named(e, l, target)
    {
        return Ok(fits);
    }
    if let Some(fits) = card_at_place(e, seen, target) {
        return fits;
    }
    // "same exterior site as your mining droid" (round 27): a place by a card that stands
    // there, read as a deploy limit's place is ([`fit_places`]).
    if let (None, Some(l)) = (seen.host, seen.to)
        && target.trim().starts_with("same ")
        && target.contains(" as ")
    {
        use crate::board::facts::LimitFit;
        return match fit_places(e, seen, l, target.trim()) {
            Ok(LimitFit::Fits(_)) => Ok(true),
            Ok(LimitFit::Outside) => Ok(false),
            Ok(LimitFit::Unread) => Err(target.trim().to_string()),
            Err(w) => Err(w),
        };
    }
    let mut t = target
        .split(':')
        .next()
        .unwrap_or(target)
        .trim()
        .to_string();
    let lower = t.to_lowercase();
    // On table (on a side of it), or beside a pile: at no location and on no card.
    if [
        "table",
        "your side of table",
        "opponent's side of table",
        "beside ",
    ]
    .iter()
    .any(|w| lower.starts_with(w))
    {
        return Ok(false);
    }
    let (rest, yours) = whose(&t);
    t = rest;
    // "Your Hutt" on the opponent's card: not yours, whatever the words name.
    if let (Some(y), Some(h)) = (yours, seen.host)
        && (board.cards[h].side == seen.side) != y
    {
        return Ok(false);
    }
    // "…, or 3 on your other bounty hunter": any such card but the one named before it (its
    // own branch, at its price: [`super::prices`]), or the card itself (never its own host):
    // as a target, the alternatives together are every such card.
    for p in ["any ", "a ", "an ", "other "] {
        if let Some(r) = t.strip_prefix(p) {
            t = r.to_string();
        }
    }
    if let Some(fits) = super::host_words::host_words(e, seen, &t, target_fit) {
        return fits;
    }
    // "(except Dagobah)", "except Vader, Emperor or a stormtrooper": a place or card it
    // names is no target; one the catalog does not settle leaves the target open.
    if let Some(x) = split_except(&t) {
        let hit = match (seen.host, seen.to) {
            (Some(h), _) => excepted(e, board.card_def(h), x.list),
            (None, Some(l)) => Some(location_excepted(e, l, x.list)),
            (None, None) => None,
        };
        match hit {
            // The exception binds to the item before it: another may still fit.
            Some(true) => match x.tail.strip_prefix("or ") {
                Some(other) => return target_fit(e, seen, other),
                None => return Ok(false),
            },
            None => return Err(format!("among the exceptions it names (except {})", x.list)),
            Some(false) => t = x.without(),
        }
    }
    match held_place(e, seen, &t) {
        Some(Ok(None)) => return Ok(false),
        Some(Ok(Some(head))) => t = head,
        Some(Err(words)) => return Err(words),
        None => {}
    }
    if let Some((head, who)) = t.split_once(" where you have ")
        && let Some(l) = seen.to
    {
        let head = head.to_string();
        let mut found = Some(false);
        for w in who.split(" or ") {
            let w = w
                .trim_start_matches("a ")
                .trim_start_matches("an ")
                .to_lowercase();
            for c in board.cards.iter() {
                if c.side == seen.side && c.place == crate::board::Place::At(l) {
                    match kind_is(board.def(c.def), w.trim_end_matches('s')) {
                        Some(true) => found = found.map(|_| true),
                        Some(false) => {}
                        None => found = found.filter(|&x| x),
                    }
                }
            }
        }
        match found {
            Some(false) => return Ok(false),
            None => return Err(t),
            Some(true) => t = head,
        }
    }
    // "a Rebel with ability > 2 on same planet": one qualifier the card surely fails settles
    // it, whatever the others say (a target of one item: no alternatives beside it).
    if let Some(h) = seen.host
        && !t.contains(" or ")
        && !t.contains([',', '('])
        && ability_fails(board.card_def(h), &t)
    {
        return Ok(false);
    }
    // "your X-wing, Y-wing or B-wing", "Anakin, Luke, or Rey": a list whose last item follows
    // "or" is alternatives ("non-alien, non-Jedi character", with no "or", is one target).
    let listed = comma_list(&t);
    if [" where ", " if ", " with ", "(", " that ", " of ", ","]
        .iter()
        .any(|w| listed.as_deref().unwrap_or(&t).contains(w))
    {
        return on_card(e, seen, &t, yours).unwrap_or(Err(t));
    }
    if let Some(l) = listed {
        t = l;
    }
    alternatives_fit(e, seen, t, yours)
}

/// A card target that opens on what it is not ("non-Jedi Luke", "your non-alien, non-Jedi
/// character", "opponent's non-droid character"): the card it deploys on is none of those
/// kinds (by the catalog's words), and is what follows them. `None`: no such words, a card
/// the words do not name as settled (the other readers then read the target whole), or no
/// card deployed on.
fn not_of_kinds(e: &Eval, seen: &Seen, target: &str) -> Option<Result<bool, String>> {
    let h = seen.host?;
    let (t, yours) = whose(target.trim());
    let mut t = t.as_str();
    for p in ["a ", "an ", "any "] {
        t = t.strip_prefix(p).unwrap_or(t);
    }
    t.strip_prefix("non-")?;
    let mut kinds = Vec::new();
    while let Some(r) = t.strip_prefix("non-") {
        let end = r.find([' ', ',']).unwrap_or(r.len());
        kinds.push(&r[..end]);
        t = r[end..].trim_start_matches(',').trim_start();
    }
    if kinds.iter().any(|k| k.contains('[')) {
        return None;
    }
    // "your non-smuggler": a character that is not one.
    let t = if t.is_empty() { "character" } else { t };
    let def = e.board.card_def(h);
    for k in kinds {
        // "non-creature vehicle": a creature vehicle is a creature of that kind.
        let creature_vehicle = k.eq_ignore_ascii_case("creature")
            && def.subtype == Some(crate::catalog::Subtype::CreatureVehicle);
        match names(e, def, k).map(|n| n || creature_vehicle) {
            Ok(true) => return Some(Ok(false)),
            Ok(false) => {}
            Err(_) => return None,
        }
    }
    let rest = match yours {
        Some(true) => format!("your {t}"),
        Some(false) => format!("opponent's {t}"),
        None => t.to_string(),
    };
    Some(target_fit(e, seen, &rest))
}

/// The alternatives of a target ("TIE Interceptor or TIE Defender"), each read; for a card,
/// words none of them settles are read of the card whole.
fn alternatives_fit(e: &Eval, seen: &Seen, t: String, yours: Option<bool>) -> Result<bool, String> {
    let board = e.board;
    let (mut any, mut unsettled, mut on_a_card) = (false, false, false);
    for alt in t.split(" or ") {
        match alt_fits(e, seen, alt) {
            Some(fits) => any |= fits,
            // A place: one alternative that fits is enough, whatever the others.
            None if seen.host.is_none() => unsettled = true,
            None => on_a_card = true,
        }
    }
    // A card: one alternative it surely is ("TIE Interceptor", its model) is enough, whatever
    // the others; else the words are read of the card whole.
    if on_a_card && !any {
        return on_card(e, seen, &t, yours).unwrap_or(Err(t.clone()));
    }
    if unsettled && !any {
        return Err(t);
    }
    if let (Some(y), Some(h)) = (yours, seen.host)
        && (board.cards[h].side == seen.side) != y
    {
        return Ok(false);
    }
    Ok(any)
}

/// A target written as a list, "A, B or C" (or "A, B, or C"), as alternatives joined by "or";
/// `None` where it has no comma or its last item does not follow "or".
fn comma_list(t: &str) -> Option<String> {
    let (items, last) = t.rsplit_once(" or ")?;
    if !items.contains(", ") || last.contains(',') {
        return None;
    }
    let items: Vec<&str> = items
        .split(", ")
        .map(|i| i.trim().trim_end_matches(','))
        .collect();
    if items.iter().any(|i| i.is_empty()) {
        return None;
    }
    Some(format!("{} or {last}", items.join(" or ")))
}

/// "any asteroid sector you control", "a site opponent occupies": the place without the
/// words, where the side they name holds the location deployed to so (control and occupation
/// from the board, [`super::conditions::side_holds_settled`]); `Some(Ok(None))`: it does not;
/// `Some(Err(words))`: the board does not settle it; `None`: the target writes no such words
/// (or names a card).
fn held_place(e: &Eval, seen: &Seen, t: &str) -> Option<Result<Option<String>, String>> {
    let (None, Some(l)) = (seen.host, seen.to) else {
        return None;
    };
    let (head, side, control) = [
        (" you control", seen.side, true),
        (" you occupy", seen.side, false),
        (" opponent controls", seen.side.opponent(), true),
        (" opponent occupies", seen.side.opponent(), false),
    ]
    .into_iter()
    .find_map(|(w, side, control)| t.strip_suffix(w).map(|h| (h, side, control)))?;
    // A side held only by a card bearing the presence icon: not settled (`Err`, the words).
    Some(
        match super::conditions::side_holds_settled(e, side, l, control) {
            Some(held) => Ok(held.then(|| head.to_string())),
            None => Err(format!(
                "{t} (a card bearing the presence icon is the only claim there, and what the icon gives is outside the documents)"
            )),
        },
    )
}

/// Does a target's "with ability > N" ("of ability < N") fail the card (a character whose
/// ability the catalog gives; any other card has none)? False where the target sets no
/// such bound.
fn ability_fails(host: &crate::catalog::CardDef, target: &str) -> bool {
    for (words, more) in [
        (" with ability > ", true),
        (" of ability > ", true),
        (" with ability < ", false),
        (" of ability < ", false),
    ] {
        let Some((_, rest)) = target.split_once(words) else {
            continue;
        };
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let Ok(n) = digits.parse::<i64>() else {
            continue;
        };
        let a = match host.card_type {
            crate::catalog::CardType::Character => host.ability.unwrap_or(0),
            _ => continue,
        };
        if (more && a <= n) || (!more && a >= n) {
            return true;
        }
    }
    false
}

/// Is `l` the location a name names, where the name is a location's title or its part after
/// the planet's ("Bunker", "Main Power Generators")? `None`: no location of the catalog is so
/// named.
fn site_named(e: &Eval, l: LocId, name: &str) -> Option<bool> {
    let name = name.trim();
    let a_name = !name.is_empty()
        && name
            .split_whitespace()
            .all(|w| w.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()) || w == "of");
    if !a_name {
        return None;
    }
    let key = crate::catalog::normalize(name);
    let tail = |t: &str| {
        t.split_once(": ")
            .map(|(_, x)| crate::catalog::normalize(x))
    };
    let here = e.board.loc_def(l);
    if *here.key() == key || tail(here.plain_title()).is_some_and(|t| t == key) {
        return Some(true);
    }
    // Only the titles holding the name's rarest word can end in it: the title index finds
    // them, so no card is decoded for the others.
    let catalog = &e.board.catalog;
    let known = catalog.title_candidates(&key).into_iter().any(|title| {
        catalog.base_titled(title).into_iter().any(|d| {
            d.card_type == CardType::Location && tail(d.plain_title()).is_some_and(|t| t == key)
        })
    });
    known.then_some(false)
}

/// A card target with a place it stands at ("any droid at any site", "your warrior at a Cloud
/// City site"): the card it deploys on must be such a card, and stand at such a place. The place
/// is read as a deploy-on place, against the location the card is at (none: it stands at no
/// location the board shows, so the place is open). `None`: no card asked about, or no plain
/// place (a place by what is there, "same site as…", is not read here).
fn card_at_place(e: &Eval, seen: &Seen, target: &str) -> Option<Result<bool, String>> {
    let h = seen.host?;
    if target.contains('(') {
        return None;
    }
    let (card, place) = target.split_once(" at ")?;
    if place.starts_with("same ") || place.contains(" as ") {
        return None;
    }
    let card_fits = target_fit(e, seen, card);
    let place_fits = match e.board.location_of(h) {
        Some(l) => {
            let at = Seen {
                host: None,
                to: Some(l),
                ..*seen
            };
            target_fit(e, &at, place)
        }
        None => Err(place.to_string()),
    };
    Some(match (card_fits, place_fits) {
        (Ok(false), _) | (_, Ok(false)) => Ok(false),
        (Err(w), _) | (_, Err(w)) => Err(w),
        (Ok(true), Ok(true)) => Ok(true),
    })
}

/// A card a `Deploy on …` target names in words the plain reading leaves open ("your
/// Skywalker of ability > 3", "Rebel, alien or droid"), read by the list reader
/// ([`names`]) against the card it deploys on. `None`: no card, words of a condition ("where",
/// "with", "if"), or words the catalog does not settle.
fn on_card(e: &Eval, seen: &Seen, t: &str, yours: Option<bool>) -> Option<Result<bool, String>> {
    let h = seen.host?;
    // Where the card must stand ("on same planet", "at same site as …") is no word of what it
    // is: left to be named, never read as a card that is not so.
    let conditional = [
        " where ", " if ", " with ", " that ", " unless ", " while ", "(even ", " same ", " on ",
    ];
    // "with ability", "with armor": what the card is, which the catalog records.
    let plain = t.replace(" with ability", "").replace(" with armor", "");
    if conditional.iter().any(|w| plain.contains(w)) {
        return None;
    }
    let named = names(e, e.board.card_def(h), t).ok()?;
    let side_fits = yours.is_none_or(|y| (e.board.cards[h].side == seen.side) == y);
    Some(Ok(named && side_fits))
}

/// One alternative of a target: adjectives and a noun. `None`: a word not settled.
fn alt_fits(e: &Eval, seen: &Seen, alt: &str) -> Option<bool> {
    // "your Star Destroyer or any mobile system": each alternative's own article.
    let alt = ["any ", "a ", "an "]
        .iter()
        .find_map(|p| alt.trim().strip_prefix(p))
        .unwrap_or(alt.trim());
    // A location deployed on, against an alternative that is a name ("Star Destroyer",
    // "Kessel"): the location's title or planet, or not it.
    if let (None, Some(l)) = (seen.host, seen.to)
        && alt
            .split_whitespace()
            .all(|w| w.starts_with(|c: char| c.is_ascii_uppercase()))
    {
        return Some(
            crate::board::facts::on_planet(e.board, l, alt)
                || site_named(e, l, alt).unwrap_or(false),
        );
    }
    let words: Vec<String> = alt
        .split_whitespace()
        .map(|w| w.trim_end_matches('s').to_lowercase())
        .collect();
    let (noun, adjectives) = words.split_last()?;
    match (seen.host, seen.to) {
        (None, Some(l)) => location_fits(e, l, alt, noun, adjectives),
        (Some(h), _) => {
            let d = e.board.card_def(h);
            // A craft's model ("TIE Interceptor", "TIE Defender"): the card's model is it, or
            // one of its marks ("tie defender mark i").
            // A word that is a model and also a kind (`starfighter`: the Naboo Starfighter's
            // model, every starfighter's kind) fits by either.
            let phrase = alt.to_lowercase();
            let model = match (crate::catalog::table::is_model_word(&phrase), d.model()) {
                (true, Some(m)) => Some(m == phrase || m.starts_with(&format!("{phrase} "))),
                _ => None,
            };
            if model == Some(true) {
                return model;
            }
            // A kind of more than one word the catalog records (`Star Destroyer`).
            if let Some(fits) = kind_is(d, &words.join(" ")) {
                return Some(fits);
            }
            if model.is_some() {
                return model;
            }
            // A character's name (`Vader`, `Captain Tarpals`): the card bears it, or not.
            if character_name(e, alt) {
                return crate::board::facts::places::card_named(d, alt.trim());
            }
            let mut fits = kind_is(d, noun)?;
            for a in adjectives {
                fits &= kind_is(d, a)?;
            }
            Some(fits)
        }
        (None, None) => None,
    }
}

/// [`Fact::UndercoverSpy`] on its own deploy: a further way, which the documents the judge
/// applies do not give. It lifts no refusal itself: where the deploy goes to a site, a refusal
/// card text may lift is left open, quoting it ([`Finding::may_lift`]); the deploy as asked is
/// judged without it.
pub(super) fn undercover_spy(e: &Eval, seen: &Seen, q: &str, f: &mut Finding) {
    let to_site = seen.to.is_some_and(|l| e.board.loc_def(l).is_site());
    if to_site {
        f.may_lift.push(format!(
            "{q}: it may deploy as an undercover spy does, a way the documents swjudge applies do not give"
        ));
    }
    f.permissions.push(format!(
        "{q}: a further way for it, which limits nothing; the deploy as asked is judged without it"
    ));
}

#[cfg(test)]
mod tests {
    use super::kind_said_once;

    #[test]
    fn a_kind_said_once_is_each_names() {
        assert_eq!(
            kind_said_once("to a Cloud City or Jabba's Palace site").as_deref(),
            Some("to a Cloud City site or to a Jabba's Palace site")
        );
        assert_eq!(
            kind_said_once("Tatooine, Hoth or Endor sites").as_deref(),
            Some("a Tatooine site or a Hoth site or a Endor site")
        );
        // A name with its own kind, a word in lower case, one name alone: not this form.
        assert_eq!(kind_said_once("a Hoth site or Echo Docking Bay"), None);
        assert_eq!(kind_said_once("an exterior or interior site"), None);
        assert_eq!(kind_said_once("a Tatooine site"), None);
    }
}
