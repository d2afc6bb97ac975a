//! Whether and how the card moves by landspeed.

use super::finding::Finding;
use super::parts::Part;
use super::parts::Seen;
use super::whom::excepted;
use super::whom::whom;
use crate::board::LocId;
use crate::board::Place;
use crate::catalog::CardType;
use crate::catalog::text::Fact;
use crate::catalog::text::Sentence;
use crate::rules::eval::Eval;
use crate::rules::shared::card_words::kind_is;

/// The board writes the moving card's landspeed.
pub(super) fn landspeed_on_board(e: &Eval, seen: &Seen) -> bool {
    seen.card
        .is_some_and(|c| e.board.cards[c].landspeed.is_some())
}

/// Does the card of part `p` pilot or drive the craft that moves, of the kind its text names
/// ("starship or vehicle", "vehicle", "transport vehicle")?
pub(super) fn operates(e: &Eval, seen: &Seen, p: &Part, craft: &str) -> bool {
    let (Some(me), Some(c)) = (p.card, seen.card) else {
        return false;
    };
    let board = e.board;
    let d = board.card_def(c);
    let kind_fits = craft.split(" or ").any(|k| match k.trim() {
        "starship" => d.card_type == CardType::Starship,
        "vehicle" => d.card_type == CardType::Vehicle,
        k => {
            let mut w = k.split_whitespace();
            let (sub, ty) = (w.next(), w.next());
            ty == Some("vehicle")
                && d.card_type == CardType::Vehicle
                && d.subtype.is_some_and(|t| Some(t.name()) == sub)
        }
    });
    // A driver is the one the board's drivers rule designates; a pilot, any acting pilot.
    let operating = match crate::board::facts::needs(d) {
        crate::board::facts::Needs::Pilot => {
            crate::board::facts::acting_pilots(board, c).contains(&me)
        }
        _ => {
            crate::board::facts::operator(board, c, false)
                == Some(crate::board::facts::Operator::Character(me))
        }
    };
    kind_fits && operating
}

/// A card's "prevents opponent's characters present from using their landspeed", of the
/// site it stands at, on a regular move by landspeed from that site (a card at the site, not
/// aboard a craft, to a site of the same row): refused for a card it names, open where the
/// board cannot say whether it names it.
pub(super) fn no_landspeed_here(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    q: &str,
    who: &crate::catalog::text::Who,
    f: &mut Finding,
) {
    let board = e.board;
    let (Some(c), Some(from), Some(to)) = (seen.card, seen.from, seen.to) else {
        return;
    };
    let by_landspeed = seen.host.is_none()
        && board.cards[c].place == Place::At(from)
        && board.loc_def(from).is_site()
        && board.loc_def(to).is_site()
        && board.locations[from].row == board.locations[to].row;
    if !by_landspeed {
        return;
    }
    let name = board.card_name(c);
    match whom(e, seen, p, s, who) {
        Some(true) => f.refusals.push(format!(
            "{q}: {name} is among those it names, at the site where {} stands, and the move is by landspeed",
            p.name
        )),
        Some(false) => f
            .checked
            .push(format!("{q}: {name} is none of those it names")),
        None => f
            .missing
            .push(format!("{q}: whether {name} is among those it names")),
    }
}

/// A site's "Your character movement from here (except for scouts) requires +1 landspeed",
/// on a character's regular move by landspeed from it (not aboard a craft): its landspeed
/// must reach the sites it crosses plus the extra. The board settles the side, the sites
/// crossed (in its row) and the landspeed (the board's, the card's text, else 1).
pub(super) fn landspeed_here(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    q: &str,
    f: &mut Finding,
) {
    let Some(Fact::LandspeedHere { who, extra, except }) = &s.fact else {
        return;
    };
    let board = e.board;
    let (Some(c), Some(from), Some(to)) = (seen.card, seen.from, seen.to) else {
        return;
    };
    let name = board.card_name(c);
    if seen.actor.card_type != CardType::Character
        || seen.host.is_some()
        || board.cards[c].place != Place::At(from)
        || board.locations[from].row != board.locations[to].row
    {
        return;
    }
    match whom(e, seen, p, s, who) {
        Some(true) => {}
        Some(false) => return,
        None => {
            return f
                .missing
                .push(format!("{q}: whether {name} is among those it names"));
        }
    }
    // (Round 27.) Its own immunity to such a site's landspeed requirement.
    match super::cardmove::immune_to_landspeed_here(e, seen, from) {
        Some(Ok(line)) => return f.permissions.push(format!("{q}; {line}")),
        Some(Err(line)) => return f.missing.push(format!("{q}; {line}")),
        None => {}
    }
    if let Some(x) = except {
        let kinds = x
            .split(", ")
            .flat_map(|k| k.split(" and "))
            .flat_map(|k| k.split(" or "));
        let mut open = None;
        for k in kinds {
            let one = k.trim().trim_end_matches('s').to_lowercase();
            let exempt = || {
                format!(
                    "{q}; {name} is among its exceptions ({}), so the move needs no more landspeed",
                    k.trim()
                )
            };
            match kind_is(seen.actor, &one) {
                Some(true) => return f.permissions.push(exempt()),
                Some(false) => {}
                // A kind the catalog does not record: read as an exception list reads it (a
                // character's name, a title), settled either way where it is.
                None => match excepted(e, seen.actor, k) {
                    Some(true) => return f.permissions.push(exempt()),
                    Some(false) => {}
                    None => open = Some(k.trim().to_string()),
                },
            }
        }
        if let Some(k) = open {
            return f
                .missing
                .push(format!("{q}: whether {name} is among the exceptions ({k})"));
        }
    }
    let sites = crate::board::facts::row_sites(board, board.locations[from].row);
    let at = |x: LocId| sites.iter().position(|&y| y == x);
    let Some(d) = at(from).zip(at(to)).map(|(i, j)| i.abs_diff(j) as i64) else {
        return;
    };
    let speed = board.cards[c]
        .landspeed
        .or(seen.actor.landspeed_of_card())
        .unwrap_or(1);
    let need = d + extra;
    if speed >= need {
        f.permissions.push(format!(
            "{q}; {name}'s landspeed {speed} reaches the {d} site(s) it crosses and the {extra:+} this site requires"
        ));
    } else {
        f.refusals.push(format!(
            "{q}; {name}'s landspeed {speed} is short of the {need} this move from here requires ({d} site(s) and {extra:+})"
        ));
    }
}

/// A card standing where the moving card is that says "Rebel Guards at same site may move"
/// of it (its side's card, or the other's as the words say): `Ok`, the line that lets it move;
/// `Err`, the line naming words the catalog does not settle; `None`: no such card there.
pub(super) fn may_move_beside(e: &Eval, seen: &Seen) -> Option<Result<String, String>> {
    use crate::catalog::text::Who;
    let board = e.board;
    let (card, from) = (seen.card?, seen.from?);
    let mut open = None;
    for (i, c) in board.cards.iter_enumerated() {
        if i == card || board.location_of(i) != Some(from) {
            continue;
        }
        let def = board.def(c.def);
        for s in def.sentences().iter() {
            let Some(Fact::MayMoveHere { who }) = &s.fact else {
                continue;
            };
            let (words, fits_side) = match who {
                Who::Yours(w) => (w, c.side == seen.side),
                Who::Opponents(w) => (w, c.side != seen.side),
                Who::Any(w) => (w, true),
                Who::Itself => continue,
            };
            if !fits_side {
                continue;
            }
            let quoted = format!("{}'s own text: \"{}\"", board.card_name(i), s.text);
            match crate::rules::shared::card_words::names(e, seen.actor, words) {
                Ok(true) => {
                    return Some(Ok(format!("{quoted}, and it stands at the same site")));
                }
                Ok(false) => {}
                Err(w) => {
                    open = open.or(Some(format!(
                        "{quoted}: whether the moving card is of the {w} it names"
                    )))
                }
            }
        }
    }
    match named_move(e, seen) {
        Some(Ok(line)) => Some(Ok(line)),
        Some(Err(line)) => Some(Err(open.unwrap_or(line))),
        None => open.map(Err),
    }
}

/// A location's "If you control, … Imperial trooper guards may move" ([`Fact::NamedMayMove`]
/// on its condition, Corulag's): where the moving card is of those it names, of the side whose
/// half says it, and that side controls the location (settled from the board: its presence
/// there and none of its opponent's), the card's own "Cannot move" is lifted; where the board
/// does not settle it, open. `None`: no such sentence names the card, or its side does not
/// control the location.
fn named_move(e: &Eval, seen: &Seen) -> Option<Result<String, String>> {
    use super::conditions::side_holds_settled;
    let board = e.board;
    let mut open = None;
    for (l, loc) in board.locations.iter_enumerated() {
        let def = board.loc_def(l);
        for s in def.sentences().iter() {
            let Some(Fact::While { condition, fact }) = &s.fact else {
                continue;
            };
            let Fact::NamedMayMove { who } = fact.as_ref() else {
                continue;
            };
            let place = def.plain_title();
            let quoted = format!("{place}'s own text: \"{}\"", s.text);
            let Some(you) = super::whom::half_side(s).or(loc.owner) else {
                open = open.or(Some(format!(
                    "{quoted}: whose side's text it is (the board gives {place} no `owner:`)"
                )));
                continue;
            };
            if you != seen.side {
                continue;
            }
            match crate::rules::shared::card_words::names(e, seen.actor, who) {
                Ok(false) => continue,
                Err(w) => {
                    open = open.or(Some(format!(
                        "{quoted}: whether the moving card is of the {w} it names"
                    )));
                    continue;
                }
                Ok(true) => {}
            }
            let settled = match condition.as_str() {
                "you control" => side_holds_settled(e, you, l, true),
                _ => None,
            };
            match settled {
                Some(true) => {
                    return Some(Ok(format!(
                        "{quoted}, and the {} controls {place} (its presence there and none of its opponent's)",
                        you.title()
                    )));
                }
                Some(false) => {}
                None => open = open.or(Some(format!(
                    "{quoted}: whether the {} controls {place}, which the board does not settle",
                    you.title()
                ))),
            }
        }
    }
    open.map(Err)
}
