//! A transport card's own move (issue 36, round 27): "At any time (except during battle),
//! target any or all of your characters at one site to 'transport' (relocate) to any one other
//! site" (Elis Helrot, Nabrun Leids), "During your move phase, … at one exterior site … to another
//! exterior site" (Lana Dobreed, Odin Nesloor), read as [`Fact::Transports`]: `can move … by
//! <card>` asks it (`movement::by_card`), whom it moves, from where, to where and when, each
//! settled from the board. What the move costs is what the card's text draws: not settled here.

use crate::board::LocId;
use crate::catalog::text::Fact;
use crate::rulebook::Side;
use crate::rules::actions::Act;
use crate::rules::eval::Eval;
use crate::rules::shared::grants::there_fits;

/// What the card's text says of the move: refusals, permissions and what the board leaves open,
/// each a line quoting the sentence.
#[derive(Debug, Default)]
pub(crate) struct Said {
    pub refusals: Vec<String>,
    pub permissions: Vec<String>,
    pub missing: Vec<String>,
}

/// Whether a kind said in words ("characters") names `actor`.
fn words_name(e: &Eval, actor: &crate::catalog::CardDef, words: &str) -> Result<bool, String> {
    if words.trim().is_empty() {
        return Ok(true);
    }
    let list = words.replace(" and ", " or ");
    crate::rules::shared::card_words::names(e, actor, &list)
        .map_err(|w| format!("whether it is among {w}"))
}

/// A card's own sentence that moves the player's cards elsewhere: a transport card's
/// ([`Fact::Transports`]) or an Interrupt's relocation ([`Fact::Relocates`], round 28), with
/// what each says alike: whom, from where, to where, when, and (a relocation's) its price.
pub(crate) struct Transport {
    /// The sentence, as printed.
    pub text: String,
    pub who: String,
    pub from: String,
    pub to: String,
    pub when: String,
    /// The Force the sentence names (a relocation's "use 1 Force to"); None: a transport
    /// card's, which its destiny draw sets, or a relocation's, which costs nothing more.
    pub cost: Option<i64>,
    /// A transport card's: the Force it takes is what its destiny draw comes to.
    pub draws: bool,
}

/// The sentence of `by` that moves the player's cards elsewhere ([`Transport`]), if its text
/// has one read.
pub(crate) fn transport_of(by: &crate::catalog::CardDef) -> Option<Transport> {
    by.sentences().iter().find_map(|s| {
        let (who, from, to, when, cost, draws) = match &s.fact {
            Some(Fact::Transports {
                who,
                from,
                to,
                when,
            }) => (who, from, to, when, None, true),
            Some(Fact::Relocates {
                who,
                from,
                to,
                when,
                cost,
            }) => (who, from, to, when, *cost, false),
            _ => return None,
        };
        Some(Transport {
            text: s.text.clone(),
            who: who.clone(),
            from: from.clone(),
            to: to.clone(),
            when: when.clone(),
            cost,
            draws,
        })
    })
}

/// A move by a card whose own text transports ([`Fact::Transports`]: "At any time (except
/// during battle), target any or all of your characters at one site to 'transport' (relocate)
/// to any one other site") or relocates ([`Fact::Relocates`]): whom it moves, from where, to
/// where and when, each settled from the board. `None`: the card's text says no such move.
pub(crate) fn transport_grant(e: &Eval, act: &Act) -> Option<Said> {
    let Act::Move {
        card,
        side,
        to: Some(to),
        by: Some(by),
        ..
    } = *act
    else {
        return None;
    };
    let t = transport_of(by)?;
    let (who, from_words, to_words, when) = (
        t.who.as_str(),
        t.from.as_str(),
        t.to.as_str(),
        t.when.as_str(),
    );
    let board = e.board;
    let mut f = Said::default();
    let q = format!("{}'s own text: \"{}\"", by.plain_title(), t.text);
    let name = board.card_name(card);
    let actor = board.card_def(card);
    // Whom: "your characters", of the side that plays it.
    let kinds = who.trim_start_matches("your ").trim_start_matches("Your ");
    if board.cards[card].side != side {
        f.refusals.push(format!(
            "{q}: it moves your cards, and {name} is the other side's"
        ));
    }
    match words_name(e, actor, kinds) {
        Ok(true) => {}
        Ok(false) => f.refusals.push(format!("{q}: {name} is not among {who}")),
        Err(w) => f.missing.push(format!("{q}: {w}")),
    }
    let Some(from) = board.location_of(card) else {
        return Some(f);
    };
    if !matches!(board.cards[card].place, crate::board::Place::At(_)) {
        f.missing.push(format!(
            "{q}: it moves cards at a site; {name} is aboard or carried there"
        ));
    }
    place_fits(e, side, (None, from), from_words, &q, "from", &mut f);
    let to_words_bare = to_words
        .trim_start_matches("any one other ")
        .trim_start_matches("another ");
    if to == from {
        f.refusals
            .push(format!("{q}: it moves a card to another site than its own"));
    }
    // "a related interior mobile site": related to where the card stands.
    place_fits(e, side, (Some(from), to), to_words_bare, &q, "to", &mut f);
    in_its_phase(e, side, when, &q, &mut f);
    if f.refusals.is_empty() && f.missing.is_empty() {
        f.permissions.push(format!(
            "{q}: it moves {name} from {} to {}",
            board.loc_def(from).plain_title(),
            board.loc_def(to).plain_title()
        ));
    }
    Some(f)
}

/// Whether the board's turn and phase fit the time a transport's sentence says (`when`, as
/// written): its player's own move or deploy phase; "at any time (except during battle)", not
/// in a battle; none said, any time.
fn in_its_phase(e: &Eval, side: Side, when: &str, q: &str, f: &mut Said) {
    use crate::board::Phase;
    let board = e.board;
    let (phase, words) = match when {
        "during your move phase" => (Phase::Move, "move"),
        "during your deploy phase" => (Phase::Deploy, "deploy"),
        "" => return,
        _ => {
            if board.phase == Some(Phase::Battle) {
                f.missing.push(format!(
                    "{q}: whether a battle is under way (it is not played during battle)"
                ));
            }
            return;
        }
    };
    match (board.turn, board.phase) {
        (Some(t), Some(p)) if t == side && p == phase => {}
        (Some(_), Some(_)) => f.refusals.push(format!(
            "{q}: it is played during its player's own {words} phase, and this is not the {}'s",
            side.title()
        )),
        _ => f.missing.push(format!(
            "{q}: whether it is the {}'s {words} phase (the board does not give the turn and phase)",
            side.title()
        )),
    }
}

/// Is `l` a place `words` say ("site", "exterior site", "an exterior or battleground site"),
/// as the end (`end`: "from", "to") of a transport?
fn place_fits(
    e: &Eval,
    side: Side,
    at: (Option<LocId>, LocId),
    words: &str,
    q: &str,
    end: &str,
    f: &mut Said,
) {
    let title = e.board.loc_def(at.1).plain_title();
    let w = words.trim();
    // "a related interior mobile site": related to where the card stands (`at.0`), a kind
    // after the word.
    let w = match w
        .strip_prefix("a related ")
        .or_else(|| w.strip_prefix("an related "))
    {
        Some(kind) if at.0.is_some() => {
            return place_fits_related(e, side, at, kind, words.trim(), q, end, f);
        }
        _ => w,
    };
    let fits = if w == "site" {
        Ok(e.board.loc_def(at.1).is_site())
    } else if w.starts_with("a ") || w.starts_with("an ") {
        there_fits(e, side, at, w)
    } else {
        let article = if w.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        };
        there_fits(e, side, at, &format!("{article} {w}"))
    };
    match fits {
        Ok(true) => {}
        Ok(false) => f.refusals.push(format!(
            "{q}: it moves a card {end} {w}, and {title} is not one"
        )),
        Err(x) => f.missing.push(format!(
            "{q}: whether {title} is {x}, which the board does not settle"
        )),
    }
}

/// [`place_fits`] of "a related <kind>": a location of the planet of where the card stands
/// (`at.0`), other than it, of the kind said.
#[allow(clippy::too_many_arguments)]
fn place_fits_related(
    e: &Eval,
    side: Side,
    at: (Option<LocId>, LocId),
    kind: &str,
    words: &str,
    q: &str,
    end: &str,
    f: &mut Said,
) {
    let (Some(here), l) = at else {
        return;
    };
    if !crate::board::facts::places::related(e.board, here, l) {
        let title = e.board.loc_def(l).plain_title();
        f.refusals.push(format!(
            "{q}: it moves a card {end} {words}, and {title} is not related to where it stands"
        ));
        return;
    }
    place_fits(e, side, (None, l), kind, q, end, f);
}
