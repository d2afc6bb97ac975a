//! The words of a `Deploy on …` card target about the card's state or where it stands, which
//! the board settles: "a landed starship" (a starship standing at a site), "(not at a docking
//! bay)", "a starship or vehicle on Dagobah", "(even if 'concealed')" (it widens, naming no
//! card), and a kind shared across a list ("combat or shuttle vehicle": a combat vehicle or a
//! shuttle vehicle). Each is taken off the target and the rest is read as before.

use super::parts::Seen;
use crate::board::{LocId, Place};
use crate::catalog::CardType;
use crate::rules::eval::Eval;

/// How a target fits the act (the deploy-on reader's `target_fit`), passed in: it reads the
/// rest of a target once these words are taken off.
pub(super) type Fit = fn(&Eval, &Seen, &str) -> Result<bool, String>;

/// Both parts must fit: one that surely fails settles it; else one the board cannot settle
/// leaves it open.
fn both(a: Result<bool, String>, b: Result<bool, String>) -> Result<bool, String> {
    match (a, b) {
        (Ok(false), _) | (_, Ok(false)) => Ok(false),
        (Err(w), _) | (_, Err(w)) => Err(w),
        (Ok(true), Ok(true)) => Ok(true),
    }
}

/// The location the card deployed on stands at; `Err`: none the board shows.
fn host_at(e: &Eval, seen: &Seen, words: &str) -> Result<LocId, String> {
    seen.host
        .and_then(|h| e.board.location_of(h))
        .ok_or_else(|| format!("where it stands ({words})"))
}

/// A target (its article and whose it is already taken off) with such words, read against
/// the card it deploys on. `None`: no such words, or no card asked about.
pub(super) fn host_words(
    e: &Eval,
    seen: &Seen,
    t: &str,
    target_fit: Fit,
) -> Option<Result<bool, String>> {
    let Some(h) = seen.host else {
        return place_words(e, seen, t, target_fit);
    };
    let board = e.board;
    let t = t.trim();
    // "(even if 'concealed')": it widens what the target names; it names nothing itself.
    if let Some(i) = t.find(" (even ")
        && let Some(j) = t[i..].find(')')
    {
        let rest = format!("{}{}", &t[..i], &t[i + j + 1..]);
        return Some(target_fit(e, seen, rest.trim()));
    }
    // "(not at a docking bay)": where it stands must not be such a place.
    if let Some(inner) = t.strip_suffix(')')
        && let Some((head, place)) = inner.rsplit_once(" (not at ")
    {
        let at = host_at(e, seen, place).and_then(|l| {
            let there = Seen {
                host: None,
                to: Some(l),
                ..*seen
            };
            target_fit(e, &there, place).map(|hit| !hit)
        });
        return Some(both(target_fit(e, seen, head), at));
    }
    // "on Dagobah": a planet's name, where it stands.
    if let Some((head, planet)) = t.rsplit_once(" on ")
        && planet.starts_with(|c: char| c.is_ascii_uppercase())
        && is_system(e, planet)
    {
        let on = host_at(e, seen, planet).map(|l| crate::board::facts::on_planet(board, l, planet));
        return Some(both(target_fit(e, seen, head), on));
    }
    // "landed starship": a starship standing at a site (a landed starship is at a site).
    if let Some(rest) = t.strip_prefix("landed ") {
        let c = &board.cards[h];
        let landed = board.def(c.def).card_type == CardType::Starship
            && matches!(c.place, Place::At(l) if board.loc_def(l).is_site());
        return Some(both(target_fit(e, seen, rest), Ok(landed)));
    }
    shared_kind(e, seen, t, target_fit)
}

/// Is `name` the title of a system in the catalog?
fn is_system(e: &Eval, name: &str) -> bool {
    let key = crate::catalog::normalize(name);
    e.board
        .catalog
        .base_titled(&key)
        .into_iter()
        .any(|d| d.is_system())
}

/// "combat or shuttle vehicle": a lone word before the last item, which names nothing the
/// card is by itself, takes the last item's noun ("combat vehicle"). `None`: no such list, or
/// every lone word reads by itself.
fn shared_kind(e: &Eval, seen: &Seen, t: &str, target_fit: Fit) -> Option<Result<bool, String>> {
    if t.contains(['(', ',']) {
        return None;
    }
    let items: Vec<&str> = t.split(" or ").map(str::trim).collect();
    let (last, before) = items.split_last()?;
    let noun = last.rsplit_once(' ')?.1;
    if before.is_empty() || before.iter().any(|w| w.contains(' ')) {
        return None;
    }
    let alone_unread = before.iter().any(|w| target_fit(e, seen, w).is_err());
    if !alone_unread {
        return None;
    }
    let mut fit = Ok(false);
    for item in before
        .iter()
        .map(|w| format!("{w} {noun}"))
        .chain([last.to_string()])
    {
        fit = match (fit, target_fit(e, seen, &item)) {
            (Ok(true), _) | (_, Ok(true)) => Ok(true),
            (Err(w), _) | (_, Err(w)) => Err(w),
            _ => Ok(false),
        };
    }
    Some(fit)
}

/// A place "where a related docking bay is on table" (a system or sector where a card deploys
/// on a starship): a docking bay among the locations related to it on the board (the project
/// relates a location to those of its own row). `None`: no such words, or no place asked about.
fn place_words(e: &Eval, seen: &Seen, t: &str, target_fit: Fit) -> Option<Result<bool, String>> {
    let l = seen.to?;
    let head = t
        .trim()
        .strip_suffix(" where a related docking bay is on table")?;
    let board = e.board;
    let row = board.locations[l].row;
    let bay = board
        .locations
        .iter_enumerated()
        .any(|(x, loc)| x != l && loc.row == row && board.loc_def(x).is_docking_bay());
    Some(both(target_fit(e, seen, head), Ok(bay)))
}

/// A sentence of the card deployed on, or of the location where it stands, that makes it
/// immune to the card deploying ("Your starfighters … are immune to Awwww, Cannot Get Your
/// Ship Out here"): the documents swjudge applies do not say what immunity does to deploying
/// that card on it, so the deploy is open, quoting the sentence (never `yes` over it). A half
/// of a location's text for the other side speaks not for the card deployed on.
pub(super) fn immunity(e: &Eval, seen: &Seen, f: &mut super::finding::Finding) {
    use crate::catalog::text::Half;
    let Some(h) = seen.host else { return };
    let board = e.board;
    let title = seen.actor.plain_title();
    let needle = format!("immune to {}", title.to_lowercase());
    let host = &board.cards[h];
    let mut speakers = vec![(
        board.def(host.def).sentences().into_owned(),
        board.card_name(h),
    )];
    if let Some(l) = board.location_of(h) {
        speakers.push((
            crate::rules::shared::card_places::location_text(board, l),
            board.loc_def(l).plain_title().to_string(),
        ));
    }
    for (sentences, name) in speakers {
        for s in sentences {
            let other_half = match s.half {
                Some(Half::Light) => host.side != crate::rulebook::Side::Light,
                Some(Half::Dark) => host.side != crate::rulebook::Side::Dark,
                None => false,
            };
            if other_half || !s.text.to_lowercase().contains(&needle) {
                continue;
            }
            f.missing.push(format!(
                "{name}'s own text: \"{}\": it speaks of immunity to {title} for {}; what immunity does to deploying {title} on it the documents swjudge applies do not say",
                s.text,
                board.card_name(h)
            ));
        }
    }
}
