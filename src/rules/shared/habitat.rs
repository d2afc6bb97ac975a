//! A creature's habitat: where it may be (the creatures family's rules).

use crate::board::{CardIx, LocId};
use crate::rulebook::creatures::U_HABITAT;
use crate::rules::eval::Cx;

/// Where a creature lives, as the judge knows it: the catalog's (or the board's) `habitat:`,
/// else its own text's "Habitat: …" sentence.
enum Habitat {
    /// A planet whose sites it lives at (`habitat:`).
    Planet(String),
    /// Its own text's sentence ([`text_fits`] reads it where it can).
    Text(String),
    /// Nothing on record.
    Unknown,
}

/// [`Habitat`] of a card.
fn habitat_of(def: &crate::catalog::CardDef) -> Habitat {
    if let Some(h) = &def.habitat {
        return Habitat::Planet(h.clone());
    }
    def.sentences_as_printed()
        .into_iter()
        .map(|s| s.text)
        .find(|t| t.trim_start().starts_with("Habitat:"))
        .map_or(Habitat::Unknown, Habitat::Text)
}

/// Whether `l` is within the habitat a card's own text writes ("Habitat: swamps, jungles and
/// Dark Waters."): `Some` where the words settle it from the board, `None` where they speak to
/// what the board cannot say (whether a site is a desert, an exception in brackets). Each
/// place of the list: "unlimited"; "sites", "planet sites", "exterior planet sites"; a planet's
/// sites ("Hoth sites", "Tatooine exterior sites", "exterior Endor sites"); a site by name
/// ("Dark Waters"); a kind of place ("swamps"), which fits a site so named and is otherwise
/// left open.
fn text_fits(board: &crate::board::Board, l: LocId, sentence: &str) -> Option<bool> {
    use crate::catalog::Icon;
    let words = sentence
        .trim()
        .trim_start_matches("Habitat:")
        .trim()
        .trim_end_matches('.');
    let ldef = board.loc_def(l);
    let site = ldef.is_site();
    let title = ldef.plain_title();
    let name = title.split_once(": ").map_or(title, |(_, n)| n);
    let capitalised = |x: &str| {
        !x.is_empty()
            && x.split_whitespace()
                .all(|w| w.starts_with(|c: char| c.is_uppercase()) || ["of", "the"].contains(&w))
    };
    // An icon of the site, where its icons are on record (a board's own site may give none).
    let icon = |i: Icon| (!ldef.icons.is_empty()).then(|| ldef.has_icon(i));
    let both = |a: Option<bool>, b: Option<bool>| match (a, b) {
        (Some(false), _) | (_, Some(false)) => Some(false),
        (Some(true), Some(true)) => Some(true),
        _ => None,
    };
    let one_place = |item: &str| -> Option<bool> {
        match item {
            "unlimited" => return Some(true),
            "sites" => return Some(site),
            _ if !site => return Some(false),
            "planet sites" => return icon(Icon::Planet),
            "exterior planet sites" => return both(icon(Icon::Planet), icon(Icon::Exterior)),
            _ => {}
        }
        if let Some(p) = item.strip_suffix(" sites") {
            let (planet, exterior) =
                match (p.strip_prefix("exterior "), p.strip_suffix(" exterior")) {
                    (Some(x), _) | (_, Some(x)) => (x, true),
                    _ => (p, false),
                };
            if capitalised(planet) {
                let on = Some(crate::board::facts::on_planet(board, l, planet));
                return if exterior {
                    both(on, icon(Icon::Exterior))
                } else {
                    on
                };
            }
            return None;
        }
        // A place by name: a site ("Dark Waters", "Great Pit Of Carkoon") or a planet ("Dagobah").
        if capitalised(item) {
            return Some(
                title.eq_ignore_ascii_case(item)
                    || name.eq_ignore_ascii_case(item)
                    || crate::board::facts::on_planet(board, l, item),
            );
        }
        // A kind of place ("swamps"): a site named so is one; of any other the board cannot say.
        let kind = item.strip_suffix('s').filter(|k| !k.contains(' '))?;
        (site && name.eq_ignore_ascii_case(kind)).then_some(true)
    };
    let one = |item: &str| -> Option<bool> {
        let item = item.trim();
        // "planet sites (except Hoth and Tatooine)": the places named in brackets are not.
        if let Some((base, except)) = item.split_once(" (except ") {
            let except = except.strip_suffix(')')?;
            let planets: Vec<&str> = except.split(" and ").map(str::trim).collect();
            if !planets.iter().all(|p| capitalised(p)) {
                return None;
            }
            let outside = planets
                .iter()
                .any(|p| crate::board::facts::on_planet(board, l, p));
            return one_place(base).map(|fits| fits && !outside);
        }
        if item.contains('(') {
            return None;
        }
        one_place(item)
    };
    let mut all_no = true;
    for item in outside_brackets(words) {
        let item = item.trim_start_matches("and ").trim();
        match one(item) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => all_no = false,
        }
    }
    all_no.then_some(false)
}

/// A list's places, split at ", " and " and " outside brackets.
fn outside_brackets(words: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start, mut i) = (Vec::new(), 0usize, 0usize, 0usize);
    while i < words.len() {
        let rest = &words[i..];
        let sep = [", ", " and "]
            .into_iter()
            .find(|s| depth == 0 && rest.starts_with(s));
        if let Some(sep) = sep {
            out.push(&words[start..i]);
            i += sep.len();
            start = i;
            continue;
        }
        let c = rest.chars().next().unwrap_or(' ');
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += c.len_utf8();
    }
    out.push(&words[start..]);
    out.into_iter().filter(|w| !w.trim().is_empty()).collect()
}

/// A creature's habitat as the judge reads it, and whether `l` is within it: `None` where no
/// habitat is on record; else the habitat in words and `Some(fits)`, or `None` where the words
/// speak to what the board cannot say. Deploy and move both ask this one reading.
pub(crate) fn fits(
    board: &crate::board::Board,
    def: &crate::catalog::CardDef,
    l: LocId,
) -> Option<(String, Option<bool>)> {
    match habitat_of(def) {
        Habitat::Planet(h) => {
            let fits = board.loc_def(l).is_site() && crate::board::facts::on_planet(board, l, &h);
            Some((format!("{h} sites"), Some(fits)))
        }
        Habitat::Text(t) => Some((
            format!("what its own text says (\"{t}\")"),
            text_fits(board, l, &t),
        )),
        Habitat::Unknown => None,
    }
}

/// Whether a creature may go to `l` by its habitat: decided by the update's rule when the
/// habitat is known, left open quoting its own text's habitat where the judge does not read
/// it, otherwise assumed. `Some(false)` when the habitat rules it out, `None` when it is open.
pub(crate) fn habitat_check(e: &mut Cx, c: CardIx, l: LocId) -> Option<bool> {
    let board = e.board;
    let name = board.card_name(c);
    let place = board.loc_def(l).plain_title().to_string();
    if !e.in_force(&U_HABITAT) {
        e.assume(format!("{name}'s own text lets it go to {place}"));
        return Some(true);
    }
    match fits(board, board.card_def(c), l) {
        Some((h, Some(true))) => {
            e.allow(
                &U_HABITAT,
                format!("{name}'s habitat is {h}, and {place} is one"),
            );
            Some(true)
        }
        Some((h, Some(false))) => {
            e.because(
                &U_HABITAT,
                format!("{name}'s habitat is {h}; {place} is outside it"),
            );
            Some(false)
        }
        Some((h, None)) => {
            e.missing(format!(
                "{name}'s habitat is {h}: whether {place} is within it"
            ));
            None
        }
        None => {
            e.allow(
                &U_HABITAT,
                format!("{name} may go only where its habitat allows"),
            );
            e.assume(format!(
                "{place} is within {name}'s habitat (its own card text; give it `habitat:`)"
            ));
            Some(true)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::outside_brackets;

    #[test]
    fn a_habitat_list_splits_outside_brackets() {
        assert_eq!(
            outside_brackets("planet sites (except Hoth and Tatooine) and Dark Waters"),
            ["planet sites (except Hoth and Tatooine)", "Dark Waters"]
        );
        assert_eq!(
            outside_brackets("swamps, jungles, Trash Compactor, and Dark Waters"),
            ["swamps", "jungles", "Trash Compactor", "and Dark Waters"]
        );
        assert_eq!(outside_brackets("unlimited"), ["unlimited"]);
    }
}
