//! A card's text that lets cards move in another phase than the move phase ("During your
//! control phase, your Lando may make a regular move", a site's "During your deploy phase,
//! your clone here may move to a site you occupy for free"): the timing check asks it before
//! it refuses a move out of its time ([`grant_now`]).
//!
//! Every card of the moving side on the board, and the locations the move leaves or enters whose
//! text (or half of it) is that side's, are asked. A grant for the board's phase and turn that names the card (by
//! [`names`]) and says nothing more lets the move happen now; one whose further words
//! (a condition, where to, what it costs) the judge does not settle leaves it open, quoting
//! the sentence; one that does not name the card is no grant for it.

use super::card_words::names;
use crate::board::{CardIx, LocId, Phase};
use crate::catalog::text::{Fact, Half, Sentence};
use crate::rulebook::Side;
use crate::rules::eval::Eval;

/// A grant for a move now: its sentence quoted, and whether it covers the move (`Err`: the
/// words the judge does not settle).
pub(crate) struct PhaseGrant {
    pub quoted: String,
    pub fits: Result<(), String>,
    /// Whose turn the grant needs, where the board writes no `turn:` (taken as met, listed).
    pub assumed: Option<String>,
}

/// Where a text stands: a card's own location, or the location it is.
enum Holder {
    Card(CardIx),
    Location(LocId),
}

/// The grants on the board for `card` (of `side`) to move now, in `phase` of `turn`'s turn:
/// the ones that cover it first, then the open ones.
pub(crate) fn grant_now(
    e: &Eval,
    side: Side,
    card: CardIx,
    to: Option<LocId>,
    turn: Option<Side>,
    phase: Phase,
) -> Vec<PhaseGrant> {
    let board = e.board;
    let mut out = Vec::new();
    for (i, c) in board.cards.iter_enumerated() {
        if c.side != side {
            continue;
        }
        for s in board.card_def(i).sentences().into_owned() {
            let quoted = format!("{}'s own text: \"{}\"", board.card_name(i), s.text);
            if let Some((fits, assumed)) =
                covers(e, &s, Holder::Card(i), side, (card, to), turn, phase)
            {
                out.push(PhaseGrant {
                    quoted,
                    fits,
                    assumed,
                });
            }
        }
    }
    for (l, loc) in board.locations.iter_enumerated() {
        // A location's text speaks of moves from or to it.
        if board.location_of(card) != Some(l) && to != Some(l) {
            continue;
        }
        let def = board.loc_def(l);
        for s in super::card_places::location_text(board, l) {
            let whose = match s.half {
                Some(Half::Light) => Some(Side::Light),
                Some(Half::Dark) => Some(Side::Dark),
                None => loc.owner,
            };
            if whose.is_some_and(|w| w != side) {
                continue;
            }
            let quoted = format!("{}'s own text: \"{}\"", def.plain_title(), s.text);
            if let Some((fits, assumed)) =
                covers(e, &s, Holder::Location(l), side, (card, to), turn, phase)
            {
                out.push(PhaseGrant {
                    quoted,
                    fits,
                    assumed,
                });
            }
        }
    }
    out.sort_by_key(|g| g.fits.is_err());
    out
}

/// Does one sentence grant `card` a move (to `to`) now? `None`: it grants nothing of the
/// kind, or not in this phase and turn, or not to this card, or not this move. With it, the
/// turn it needs where the board does not say.
fn covers(
    e: &Eval,
    s: &Sentence,
    at: Holder,
    side: Side,
    (card, to): (CardIx, Option<LocId>),
    turn: Option<Side>,
    phase: Phase,
) -> Option<(Result<(), String>, Option<String>)> {
    let Some(Fact::MoveInPhase {
        own_turn,
        phase: p,
        condition,
        who,
        how,
    }) = &s.fact
    else {
        return None;
    };
    if p != phase.name() {
        return None;
    }
    let assumed = match (own_turn, turn) {
        (Some(true), Some(t)) if t != side => return None,
        (Some(false), Some(t)) if t == side => return None,
        (Some(own), None) => Some(format!(
            "it is the {}'s turn (the board writes no `turn:`)",
            if *own { side } else { side.opponent() }.title()
        )),
        _ => None,
    };
    let board = e.board;
    let lower = who.to_lowercase();
    let mut words = who.as_str();
    for lead in ["each of ", "one of ", "a ", "an "] {
        if lower.starts_with(lead) {
            words = &words[lead.len()..];
            break;
        }
    }
    let yours = words.to_lowercase().starts_with("your ");
    if yours {
        words = &words[5..];
    }
    let other = words.to_lowercase().starts_with("other ");
    if other {
        words = &words[6..];
    }
    // "… here", "… present": the card stands where the text does.
    let mut place_words = None;
    for tail in [" here", " present"] {
        if let Some(w) = words.strip_suffix(tail) {
            words = w;
            place_words = Some(tail.trim());
        }
    }
    let mover_at = board.location_of(card);
    let text_at = match at {
        Holder::Card(c) => {
            if other && c == card {
                return None;
            }
            board.location_of(c)
        }
        Holder::Location(l) => Some(l),
    };
    if place_words.is_some() && (mover_at.is_none() || mover_at != text_at) {
        return None;
    }
    let named = if words.eq_ignore_ascii_case("you") {
        Ok(true)
    } else {
        names(e, board.card_def(card), words)
    };
    let fits = match named {
        Ok(false) => return None,
        Err(w) => Err(format!("whether {} is {w}", board.card_name(card))),
        Ok(true) => match (condition, how.trim()) {
            (Some(c), h) => match to_adjacent(e, card, to, c, h) {
                Some(true) => Ok(()),
                Some(false) => return None,
                None => Err(format!("whether it holds: \"{c}\"")),
            },
            (None, "") => Ok(()),
            (None, h) => match (crate::catalog::text::move_place(h), to) {
                (Some((way, there, _)), Some(to)) => {
                    match between(e, side, (mover_at, to), text_at, way, &there) {
                        Ok(true) => Ok(()),
                        Ok(false) => return None,
                        Err(w) => Err(w),
                    }
                }
                _ => Err(format!("whether this move is one it allows (\"{h}\")")),
            },
        },
    };
    Some((fits, assumed))
}

/// Is a move from `from` to `to` the one a grant's words name ("to a site you occupy", "from
/// here directly to Cantina (or vice versa)", "between here and any Cloud City site"), `here`
/// being where the text stands? `Err`: a place the board does not settle.
fn between(
    e: &Eval,
    side: Side,
    (from, to): (Option<LocId>, LocId),
    here: Option<LocId>,
    way: Option<crate::catalog::text::Way>,
    there: &str,
) -> Result<bool, String> {
    use crate::catalog::text::Way;
    let fits = |l: LocId| {
        super::grants::there_fits(e, side, (here, l), there)
            .map_err(|w| format!("whether {} is {w}", e.board.loc_def(l).plain_title()))
    };
    let leaving = || match (here, from) {
        (Some(h), Some(f)) if h == f => fits(to),
        _ => Ok(false),
    };
    let entering = || match (here, from) {
        (Some(h), Some(f)) if h == to => fits(f),
        _ => Ok(false),
    };
    match way {
        // "may move to a site you occupy": where the move goes is among the places.
        None => fits(to),
        Some(Way::From) => leaving(),
        Some(Way::To) => entering(),
        Some(Way::Either) => match leaving()? {
            true => Ok(true),
            false => entering(),
        },
    }
}

/// "If an Imperial at an adjacent site, Wuta may move to that site (using landspeed) as a
/// regular move": the move it grants goes to an adjacent site (on the mover's row) where a card
/// the words name stands. `None`: other words, a move with no destination, or a card there the
/// words may or may not name.
fn to_adjacent(
    e: &Eval,
    card: CardIx,
    to: Option<LocId>,
    condition: &str,
    how: &str,
) -> Option<bool> {
    let lower = condition.to_lowercase();
    let who = lower
        .strip_prefix("if ")?
        .strip_suffix(" at an adjacent site")?;
    let who = &condition[3..3 + who.len()];
    let who = who
        .strip_prefix("an ")
        .or_else(|| who.strip_prefix("a "))
        .unwrap_or(who);
    let rest = how.to_lowercase();
    let rest = rest.strip_prefix("to that site")?;
    if !matches!(
        rest.trim(),
        "" | "(using landspeed)" | "as a regular move" | "(using landspeed) as a regular move"
    ) {
        return None;
    }
    let board = e.board;
    let (to, from) = (to?, board.location_of(card)?);
    let adjacent = board.locations[from].row == board.locations[to].row
        && board.loc_def(from).is_site()
        && board.loc_def(to).is_site()
        && crate::board::facts::sites_crossed(board, from, to) == [to];
    if !adjacent {
        return Some(false);
    }
    let mut open = false;
    for c in board
        .cards
        .iter()
        .filter(|c| c.place == crate::board::Place::At(to))
    {
        match names(e, board.def(c.def), who) {
            Ok(true) => return Some(true),
            Ok(false) => {}
            Err(_) => open = true,
        }
    }
    (!open).then_some(false)
}
