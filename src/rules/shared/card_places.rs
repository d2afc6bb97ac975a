//! Places a card's own text names ("exterior sites", "Dagobah", "outermost marker"), fitted to
//! a location of the board: for the card-text checks and for the deploy rules that a card's
//! text widens ("May deploy to exterior sites").

use crate::board::LocId;
use crate::catalog::CardDef;
use crate::rules::eval::Eval;

/// A place its own text lets `def` deploy to ("May deploy to exterior sites"), against `l`:
/// the sentence, quoted, and whether `l` is one (`Err`: the words the board cannot settle).
/// `None`: its text grants no further place. The deploy rules that would refuse the place ask
/// it, and answer by the card's text where it grants.
pub(crate) fn deploy_grant(
    e: &Eval,
    def: &CardDef,
    l: LocId,
) -> Option<(String, Result<bool, String>)> {
    let mut found = location_grant(e, def, l);
    if matches!(found, Some((_, Ok(true)))) {
        return found;
    }
    for (places, sentence) in def.deploy_grants() {
        let quoted = format!("{}'s own text: \"{sentence}\"", def.plain_title());
        let fit = grant_places_fit(e, l, &places);
        if fit == Ok(true) {
            return Some((quoted, fit));
        }
        if found.is_none() || fit.is_err() {
            found = Some((quoted, fit));
        }
    }
    found
}

/// A location's own grant ("Light: Your starfighters may deploy here") for `def` at `l`: the
/// sentence, quoted, and whether it names `def` (`Err`: the words the board cannot settle).
/// "Your" is the side whose half of the text it is (else the location's owner); a card of the
/// other side is not named.
pub(crate) fn location_grant(
    e: &Eval,
    def: &CardDef,
    l: LocId,
) -> Option<(String, Result<bool, String>)> {
    use crate::catalog::text::{Fact, Half, Who};
    use crate::rulebook::Side;
    let ld = e.board.loc_def(l);
    let mut found = None;
    for s in location_text(e.board, l) {
        let Some(Fact::MayDeployHere { who }) = &s.fact else {
            continue;
        };
        let you = match s.half {
            Some(Half::Light) => Some(Side::Light),
            Some(Half::Dark) => Some(Side::Dark),
            None => e.board.locations[l].owner,
        };
        let (side_ok, words) = match who {
            Who::Yours(w) => (you.map(|y| def.side.fits(y)), w),
            Who::Opponents(w) => (you.map(|y| def.side.fits(y.opponent())), w),
            Who::Any(w) => (Some(true), w),
            Who::Itself => continue,
        };
        let quoted = format!("{}'s own text: \"{}\"", ld.plain_title(), s.text);
        let fit = match side_ok {
            Some(false) => Ok(false),
            None => Err("whose location it is".to_string()),
            Some(true) => names(def, words),
        };
        if fit == Ok(true) {
            return Some((quoted, fit));
        }
        if found.is_none() || fit.is_err() {
            found = Some((quoted, fit));
        }
    }
    found
}

/// Does a grant's `starfighters`, `Jawas and Tusken Raiders`, `Dark Waters` name `def`? One
/// of the list naming it settles it, whatever the others' words (`Err`: none names it and a
/// word the data does not settle).
pub(crate) fn names(def: &CardDef, words: &str) -> Result<bool, String> {
    let mut open = None;
    for w in words.split(" and ").flat_map(|w| w.split(" or ")) {
        match names_one(def, w) {
            Ok(true) => return Ok(true),
            Ok(false) => {}
            Err(w) => open = open.or(Some(w)),
        }
    }
    open.map_or(Ok(false), Err)
}

/// Does one of a grant's list (`starfighters`, `Dark Waters`) name `def`?
fn names_one(def: &CardDef, w: &str) -> Result<bool, String> {
    let w = w.trim();
    let lower = w.to_lowercase();
    let one = lower.strip_suffix('s').unwrap_or(&lower);
    let fits = match one {
        "starfighter" => Some(def.is_starfighter()),
        "capital starship" => Some(def.is_capital()),
        // A character's class (`Imperials`): its data's class, else not settled.
        _ => super::card_words::kind_is(def, one),
    };
    match fits {
        Some(b) => Ok(b),
        None if def.plain_title().eq_ignore_ascii_case(w) => Ok(true),
        None if def.plain_title().to_lowercase().contains(one) => Ok(true),
        // "Turbolaser batteries": a plural in -ies, whose title says "Battery".
        None if lower.ends_with("ies")
            && def
                .plain_title()
                .to_lowercase()
                .contains(&format!("{}y", &lower[..lower.len() - 3])) =>
        {
            Ok(true)
        }
        None if w.starts_with(|c: char| c.is_uppercase()) && !lower.ends_with('s') => Ok(false),
        // "Rebel starships": each word a kind it is (or is not).
        None if one.contains(' ') => crate::board::facts::places::bracketed_words(one)
            .iter()
            .map(|x| super::card_words::kind_is(def, x))
            .collect::<Option<Vec<bool>>>()
            .map(|each| each.iter().all(|&b| b))
            .ok_or_else(|| w.to_string()),
        None => Err(w.to_string()),
    }
}

/// Is `l` among `places` (`Dagobah`, `exterior sites`, `Hoth or Tatooine`)?
pub(crate) fn grant_places_fit(e: &Eval, l: LocId, places: &str) -> Result<bool, String> {
    let mut any = false;
    for alt in places.split(" or ") {
        let alt = alt
            .trim()
            .trim_start_matches("any ")
            .trim_start_matches("an ")
            .trim_start_matches("a ");
        let words: Vec<String> = alt
            .split_whitespace()
            .map(|w| w.trim_end_matches('s').to_lowercase())
            .collect();
        let fits = match words.split_last() {
            Some((_, [])) if alt.starts_with(|c: char| c.is_ascii_uppercase()) => {
                Some(crate::board::facts::on_planet(e.board, l, alt))
            }
            Some((noun, adjectives)) => location_fits(e, l, alt, noun, adjectives),
            None => None,
        };
        any |= fits.ok_or_else(|| alt.to_string())?;
    }
    Ok(any)
}

/// Does location `l` fit one alternative of a place: a noun (`site`, `system`, `sector`,
/// `location`) with adjectives (`exterior`, a planet's name); `outermost marker`. `None`: a word
/// the board does not settle.
pub(crate) fn location_fits(
    e: &Eval,
    l: LocId,
    alt: &str,
    noun: &str,
    adjectives: &[String],
) -> Option<bool> {
    use crate::board::facts::{SectorKind, sector_kind};
    use crate::catalog::Icon;
    let board = e.board;
    let ld = board.loc_def(l);
    if alt.eq_ignore_ascii_case("outermost marker") {
        let max = board
            .row_of(l)
            .locations
            .iter()
            .filter(|&&x| board.loc_def(x).has_icon(Icon::Exterior))
            .filter_map(|&x| board.loc_def(x).marker)
            .max();
        return Some(ld.marker.is_some() && ld.marker == max);
    }
    // "a docking bay": a site the catalog records as one.
    if alt.eq_ignore_ascii_case("docking bay") || alt.eq_ignore_ascii_case("docking bays") {
        return Some(ld.is_docking_bay());
    }
    // "a launch bay": a site titled as one (Star Destroyer: Launch Bay), the title the card
    // names its kind by.
    if alt.eq_ignore_ascii_case("launch bay") || alt.eq_ignore_ascii_case("launch bays") {
        return Some(ld.is_site() && ld.plain_title().to_lowercase().contains("launch bay"));
    }
    let mut fits = match noun {
        "site" => ld.is_site(),
        "system" => ld.is_system(),
        "sector" => ld.is_sector(),
        "location" => true,
        // A card's word (`bomber`, `warrior`): a location is none.
        _ if !alt.starts_with(|c: char| c.is_ascii_uppercase()) => return Some(false),
        _ => return None,
    };
    let originals: Vec<&str> = alt.split_whitespace().collect();
    let named = |i: usize| {
        originals
            .get(i)
            .is_some_and(|o| o.starts_with(|c: char| c.is_ascii_uppercase()))
    };
    let mut i = 0;
    while let Some(a) = adjectives.get(i) {
        if named(i) {
            // A name of more than one word ("Death Star site"): the planet it names.
            let mut j = i + 1;
            while j < adjectives.len() && named(j) {
                j += 1;
            }
            fits &= crate::board::facts::on_planet(board, l, &originals[i..j].join(" "));
            i = j;
            continue;
        }
        i += 1;
        fits &= match a.as_str() {
            "exterior" => ld.has_icon(Icon::Exterior),
            "interior" => ld.has_icon(Icon::Interior),
            "non-interior" => !ld.has_icon(Icon::Interior),
            "non-exterior" => !ld.has_icon(Icon::Exterior),
            "planet" => ld.has_icon(Icon::Planet) || ld.is_site(),
            "underground" => ld.has_icon(Icon::Underground),
            "underwater" => ld.has_icon(Icon::Underwater),
            "mobile" => ld.has_icon(Icon::Mobile),
            // "battleground": Force icons for both sides, where the catalog records them (as the
            // card-text conditions read it).
            "battleground" | "non-battleground" => match (ld.light_icons, ld.dark_icons) {
                (Some(l), Some(d)) => (l > 0 && d > 0) == (a == "battleground"),
                _ => return None,
            },
            // "asteroid sector", "cloud sector": the sector's kind, as the sector rules read it.
            "asteroid" => sector_kind(ld) == Some(SectorKind::Asteroid),
            "cloud" => sector_kind(ld) == Some(SectorKind::Cloud),
            // A word not read ("vehicle site"): open, unless another word already fails it
            // ("interior vehicle site" at an exterior site is none).
            _ if fits => return None,
            _ => false,
        };
    }
    Some(fits)
}

/// A location's game text as it stands on the table: none while it is collapsed (Hoth,
/// 'Collapsed': its Force icons and game text are canceled), else its sentences. Every check
/// that reads what a location's own text grants, limits or prices reads it here.
pub(crate) fn location_text(
    board: &crate::board::Board,
    l: LocId,
) -> Vec<crate::catalog::text::Sentence> {
    if board.locations[l].state.collapsed {
        return Vec::new();
    }
    board.loc_def(l).sentences().into_owned()
}
