//! A price by a count the board settles: "Deploys -1 for each other Sith character here (limit
//! -4)", "Deploys -1 for each of your starship sites on table". The cards (or locations) the
//! words name are counted on the board; the price is the figure times the count, within the
//! limit written beside it.

use super::deploys::kind_fits;
use super::parts::Part;
use super::parts::Seen;
use crate::board::LocId;
use crate::catalog::CardType;
use crate::rulebook::Side;
use crate::rules::eval::Eval;
use crate::rules::shared::card_words::names;

/// What a count's words say: whom it counts, where, and its limit.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Count<'a> {
    /// The kind of card (or location) counted, as written ("Sith character", "starship sites").
    pub(super) what: &'a str,
    /// Whose: the side of the card that speaks (`Some(true)`), its opponent's, or either.
    pub(super) yours: Option<bool>,
    /// "other": the card that speaks is not counted.
    pub(super) other: bool,
    /// Where: at the location the price speaks of ("here", "present", "at same site"), or
    /// anywhere ("on table").
    pub(super) here: bool,
    /// "(limit -4)": the most the count may change the price by.
    pub(super) limit: Option<i64>,
}

/// Reads a count's words after "for each " ("other Sith character here (limit - 4)", "of your
/// starship sites on table"). `None`: not that form (no place said, or more words).
pub(super) fn read(words: &str) -> Option<Count<'_>> {
    let mut t = words.trim();
    let mut limit = None;
    if let Some(i) = t.find(" (limit") {
        let inner = t[i + 2..].strip_suffix(')')?;
        let n: String = inner
            .trim_start_matches("limit")
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-' && *c != '+')
            .collect();
        limit = Some(n.parse::<i64>().ok()?);
        t = t[..i].trim();
    }
    let (t, here) = if let Some(x) = t.strip_suffix(" on table") {
        (x, false)
    } else if let Some(x) = ["here", "present", "at same site", "at same location"]
        .iter()
        .find_map(|w| t.strip_suffix(&format!(" {w}")))
    {
        (x, true)
    } else {
        return None;
    };
    let t = t.strip_prefix("of ").unwrap_or(t);
    let (t, yours) = if let Some(x) = t.strip_prefix("your ") {
        (x, Some(true))
    } else if let Some(x) = t.strip_prefix("opponent's ") {
        (x, Some(false))
    } else {
        (t, None)
    };
    let (what, other) = match t.strip_prefix("other ") {
        Some(x) => (x, true),
        None => (t, false),
    };
    let plain = !what.is_empty()
        && !what.contains([',', '(', ';'])
        && ![" with ", " that ", " who ", " if ", " and ", " or "]
            .iter()
            .any(|w| what.contains(w));
    plain.then_some(Count {
        what,
        yours,
        other,
        here,
        limit,
    })
}

/// The count on the board, for the card `p` that speaks and the act `seen`: how many, and the
/// words that say it. `Err`: the words the board (or the catalog) does not settle.
pub(super) fn on_board(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    c: &Count,
) -> Result<(i64, String), String> {
    let board = e.board;
    // "here": where the card that speaks stands (a location, or a card in play), else where
    // the card deploys.
    let at =
        p.at.or_else(|| p.card.and_then(|i| board.location_of(i)))
            .or(seen.to)
            .or_else(|| seen.host.and_then(|h| board.location_of(h)));
    let place = match (c.here, at) {
        (true, None) => return Err(format!("where \"here\" is for {}", c.what)),
        (true, Some(l)) => Some(l),
        (false, _) => None,
    };
    let side = match c.yours {
        None => None,
        Some(yours) => {
            let you = p.side.unwrap_or(seen.side);
            Some(if yours { you } else { you.opponent() })
        }
    };
    let singular = c.what.strip_suffix('s').unwrap_or(c.what);
    let n = if ["site", "system", "location", "sector"]
        .iter()
        .any(|k| singular.ends_with(k))
    {
        count_locations(e, seen, (place, side), singular)?
    } else {
        count_cards(e, p, (place, side), c)?
    };
    let where_ = match place {
        Some(l) => format!(" at {}", board.loc_def(l).plain_title()),
        None => " on table".to_string(),
    };
    let whose = match side {
        Some(s) => format!("{}'s ", s.title()),
        None => String::new(),
    };
    Ok((
        n,
        format!(
            "{n} {}{}{}{where_}",
            if c.other { "other " } else { "" },
            whose,
            c.what
        ),
    ))
}

/// The locations of a kind ("starship site"), of a side where one is said (its owner), on the
/// table or at one place.
fn count_locations(
    e: &Eval,
    seen: &Seen,
    (place, side): (Option<LocId>, Option<Side>),
    kind: &str,
) -> Result<i64, String> {
    let mut n = 0;
    for l in e.board.locations.keys() {
        if place.is_some_and(|p| p != l) {
            continue;
        }
        if !kind_fits(e, seen, l, kind)? {
            continue;
        }
        match (side, e.board.locations[l].owner) {
            (None, _) => n += 1,
            (Some(s), Some(o)) if s == o => n += 1,
            (Some(_), Some(_)) => {}
            (Some(_), None) => {
                return Err(format!(
                    "whose {} {kind} is",
                    e.board.loc_def(l).plain_title()
                ));
            }
        }
    }
    Ok(n)
}

/// The cards the words name, of a side where one is said, on the table or at one place
/// (locations and the card that speaks, where "other", not counted).
fn count_cards(
    e: &Eval,
    p: &Part,
    (place, side): (Option<LocId>, Option<Side>),
    c: &Count,
) -> Result<i64, String> {
    let board = e.board;
    let mut n = 0;
    for (i, card) in board.cards.iter_enumerated() {
        let def = board.def(card.def);
        if def.card_type == CardType::Location
            || side.is_some_and(|s| s != card.side)
            || (c.other && p.card == Some(i))
            || place.is_some_and(|l| board.location_of(i) != Some(l))
        {
            continue;
        }
        if names(e, def, c.what)? {
            n += 1;
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_count_with_its_place_and_limit() {
        let c = read("other Sith character here (limit - 4)").unwrap();
        assert_eq!(
            c,
            Count {
                what: "Sith character",
                yours: None,
                other: true,
                here: true,
                limit: Some(4),
            }
        );
        let c = read("of your starship sites on table").unwrap();
        assert_eq!(
            (c.what, c.yours, c.here, c.limit),
            ("starship sites", Some(true), false, None)
        );
        // No place said, or more words than a kind: not read.
        assert_eq!(read("Jedi 'communing'"), None);
        assert_eq!(read("Rebel with ability > 2 here"), None);
    }
}
