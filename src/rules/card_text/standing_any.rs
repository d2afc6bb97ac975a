//! "Deploys free to same site as a Rebel leader", "Deploys -3 to same site as any smuggler or
//! bounty hunter": a place where a card of either side that the words name stands (not "your",
//! which is [`super::deploys`]' own form, nor a name, which is a card's title). The board
//! settles it from the cards standing there (or aboard a craft there); a card the catalog does
//! not settle leaves it open, naming the words.

use super::parts::Seen;
use crate::board::LocId;
use crate::board::facts::LimitFit;
use crate::rules::eval::Eval;
use crate::rules::shared::card_words::names;

/// `Some`: `places` is "same <kind> as a/an/any <cards>", and whether `l` is such a place.
pub(super) fn any_standing(
    e: &Eval,
    seen: &Seen,
    l: LocId,
    places: &str,
) -> Option<Result<LimitFit, String>> {
    let rest = places
        .trim()
        .trim_start_matches("to ")
        .strip_prefix("same ")?;
    let (kind, who) = rest.split_once(" as ")?;
    let whom = ["a ", "an ", "any "]
        .iter()
        .find_map(|a| who.strip_prefix(a))?;
    if kind.contains(" or ") || whom.contains([',', '(']) || whom.is_empty() {
        return None;
    }
    let ld = e.board.loc_def(l);
    let kind_fits = match kind {
        "site" => ld.is_site(),
        "system" => ld.is_system(),
        "sector" => ld.is_sector(),
        "location" => true,
        "docking bay" => ld.is_docking_bay(),
        _ => return None,
    };
    if !kind_fits {
        return Some(Ok(LimitFit::Outside));
    }
    let board = e.board;
    let (mut found, mut open) = (None, false);
    for (i, _) in board.cards.iter_enumerated() {
        if board.location_of(i) != Some(l) || seen.card == Some(i) {
            continue;
        }
        match names(e, board.card_def(i), whom) {
            Ok(true) => found = found.or(Some(board.card_name(i))),
            Ok(false) => {}
            Err(_) => open = true,
        }
    }
    let place = board.loc_def(l).plain_title();
    Some(match (found, open) {
        (Some(name), _) => Ok(LimitFit::Fits(format!(
            "{name} stands at {place}, a {kind}, and is {who}"
        ))),
        (None, true) => Err(format!("{who} (at {place})")),
        (None, false) => Ok(LimitFit::Outside),
    })
}
