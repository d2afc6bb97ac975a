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
    let mut found = None;
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

/// Is `l` among `places` (`Dagobah`, `exterior sites`, `Hoth or Tatooine`)?
fn grant_places_fit(e: &Eval, l: LocId, places: &str) -> Result<bool, String> {
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
    for (i, a) in adjectives.iter().enumerate() {
        let original = originals.get(i).copied().unwrap_or("");
        if original.starts_with(|c: char| c.is_ascii_uppercase()) {
            fits &= crate::board::facts::on_planet(board, l, original);
            continue;
        }
        fits &= match a.as_str() {
            "exterior" => ld.has_icon(Icon::Exterior),
            "interior" => ld.has_icon(Icon::Interior),
            "non-interior" => !ld.has_icon(Icon::Interior),
            "non-exterior" => !ld.has_icon(Icon::Exterior),
            "planet" => ld.has_icon(Icon::Planet) || ld.is_site(),
            "underground" => ld.has_icon(Icon::Underground),
            "underwater" => ld.has_icon(Icon::Underwater),
            "mobile" => ld.has_icon(Icon::Mobile),
            _ => return None,
        };
    }
    Some(fits)
}
