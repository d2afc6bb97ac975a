//! Round 27's conditions (part carddeploy), settled from the board before the others are
//! tried (`apply::while_its`): a condition said with "unless" (the other's negation), a side's
//! occupying of locations named by title ("unless you occupy Bunker (or Back Door)"), and where
//! the card stands being one of two kinds of site ("at a Death Star or Executor site") or a kind
//! the grants' reader knows ("at a non-battleground site").

use super::conditions::its_condition;
use super::conditions::side_condition;
use super::conditions::side_holds_settled;
use super::parts::Part;
use super::parts::Seen;
use super::whom::half_side;
use crate::catalog::text::Sentence;
use crate::rules::eval::Eval;

/// `Some(settled)`: the words are one of this module's conditions, and whether the board
/// settles them (`Some(None)`: it does not); `None`: other words.
pub(super) fn settle(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    cond: &str,
) -> Option<Option<bool>> {
    if let Some(rest) = cond.strip_prefix("unless ") {
        let held = settle(e, seen, p, s, rest)
            .or_else(|| side_condition(e, p, s, rest))
            .unwrap_or_else(|| its_condition(e, seen, p, rest));
        return Some(held.map(|h| !h));
    }
    if let Some(names) = cond.strip_prefix("you occupy ") {
        return occupies_named(e, p, s, names);
    }
    // "present at a non-shielded site": where it stands, not aboard a craft there.
    if let Some(kinds) = cond
        .strip_prefix("present at a ")
        .or_else(|| cond.strip_prefix("present at an "))
    {
        let aboard = p
            .card
            .is_some_and(|c| matches!(e.board.cards[c].place, crate::board::Place::Aboard(_)));
        return if aboard {
            Some(None)
        } else {
            at_kinds(e, seen, p, kinds)
        };
    }
    if let Some(kinds) = cond
        .strip_prefix("at a ")
        .or_else(|| cond.strip_prefix("at an "))
    {
        return at_kinds(e, seen, p, kinds);
    }
    None
}

/// "you occupy Bunker (or Back Door)": the side whose text it is occupies one of the locations
/// named, each by its title (or its title after its planet's), that stand on the board. `None`:
/// no name is a title (capitalised words), or no side is known.
fn occupies_named(e: &Eval, p: &Part, s: &Sentence, names: &str) -> Option<Option<bool>> {
    let names = match names.split_once(" (or ") {
        Some((a, b)) => vec![a.trim(), b.trim_end_matches(')').trim()],
        None => names.split(" or ").map(str::trim).collect(),
    };
    if names
        .iter()
        .any(|n| !n.starts_with(|c: char| c.is_ascii_uppercase()) || n.contains(['(', ',']))
    {
        return None;
    }
    let Some(you) = half_side(s).or(p.side) else {
        return Some(None);
    };
    let board = e.board;
    let mut open = false;
    for (l, _) in board.locations.iter_enumerated() {
        let title = board.loc_def(l).plain_title();
        let own = title.split_once(": ").map_or("", |(_, t)| t);
        if !names
            .iter()
            .any(|n| title.eq_ignore_ascii_case(n) || own.eq_ignore_ascii_case(n))
        {
            continue;
        }
        match side_holds_settled(e, you, l, false) {
            Some(true) => return Some(Some(true)),
            Some(false) => {}
            None => open = true,
        }
    }
    Some((!open).then_some(false))
}

/// "at a Death Star or Executor site" (each a name, the card's own place a site of either),
/// "at a non-battleground site" (a kind the grants' reader knows): where the card that says it
/// stands. `None`: other words (one name alone is [`its_condition`]'s).
fn at_kinds(e: &Eval, seen: &Seen, p: &Part, kinds: &str) -> Option<Option<bool>> {
    let titled = |x: &str| x.starts_with(|c: char| c.is_ascii_uppercase());
    if let Some((a, b)) = kinds
        .strip_suffix(" site")
        .and_then(|k| k.split_once(" or "))
        .filter(|(a, b)| titled(a) && titled(b) && !a.contains(',') && !b.contains(','))
    {
        let mut open = false;
        for one in [a, b] {
            match its_condition(e, seen, p, &format!("at a {one} site")) {
                Some(true) => return Some(Some(true)),
                Some(false) => {}
                None => open = true,
            }
        }
        return Some((!open).then_some(false));
    }
    // "system, sector or docking bay": plain kinds of location, any one.
    let plain: Vec<&str> = kinds
        .split(", ")
        .flat_map(|k| k.split(" or "))
        .map(|k| k.trim().trim_start_matches("or ").trim())
        .collect();
    if plain.len() > 1 {
        let Some(l) = e.board.location_of(p.card?) else {
            return Some(None);
        };
        let fits: Option<Vec<bool>> = plain
            .iter()
            .map(|k| super::deploys::place_of_kind(e, l, k))
            .collect();
        return fits.map(|v| Some(v.contains(&true)));
    }
    // A kind in lower case, of the card's own place ("non-battleground site").
    if titled(kinds) || kinds.contains([',', '(']) || !kinds.starts_with("non-") {
        return None;
    }
    let c = p.card?;
    let Some(l) = e.board.location_of(c) else {
        return Some(Some(false));
    };
    Some(super::deploys::kind_fits(e, seen, l, kinds).ok())
}
