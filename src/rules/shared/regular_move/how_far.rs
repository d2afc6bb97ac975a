//! How far a regular move goes: by landspeed, the sites it crosses along its planet's row,
//! within the landspeed the card may use (`shared::operated::landspeed`, a value never below
//! zero), or a move beyond it, or to another planet, that a location's own text lets it make;
//! by hyperspeed, a distance in parsecs these documents do not restate.

use crate::board::Place;
use crate::board::facts::regular_way;
use crate::board::facts::{claw_host, concerns_move};
use crate::catalog::CardType;
use crate::rulebook::arithmetic::NEGATIVE;
use crate::rulebook::attaching::LANDING_CLAW;
use crate::rulebook::movement::REGULAR_WAYS;
use crate::rules::actions::{Act, Action, Flier, Outcome};
use crate::rules::eval::Cx;
use crate::rules::shared::arithmetic::below_zero;
use crate::rules::shared::grants::{Grant, move_grant};
use crate::rules::shared::operated::{Landspeed, by_landspeed, landspeed};

/// The regular move rule on how far `act` goes, if it is a move by landspeed
/// (`operated::by_landspeed`): refused beyond the card's landspeed or to another planet,
/// unless a location's text lets it go (`Open` when the board does not settle that text); a
/// card with no landspeed it may use is the operating rules' to refuse. By hyperspeed: open.
/// By docking bay transit: from one docking bay to another. `NotMine` for any other act.
pub(super) fn how_far(e: &mut Cx, act: &Act) -> Outcome {
    let board = e.board;
    if let Act::Move {
        kind: Action::Transit,
        card,
        to: Some(dest),
        ..
    } = *act
    {
        return by_transit(e, card, dest);
    }
    let (Some((c, origin, dest)), Act::Move { side, .. }) = (by_landspeed(e, act), *act) else {
        return by_hyperspeed(e, act);
    };
    let (name, def) = (board.card_name(c), board.card_def(c));
    let dest_name = board.loc_def(dest).plain_title().to_string();
    // A location's own text may let it move beyond its landspeed ("… may move between here
    // and any Cloud City site"): asked where the documents alone would refuse.
    let grant = move_grant(e, def, side, origin, dest).filter(|g| g.fits != Ok(false));
    // A grant that names the card and moves it free ("your clone here may move to a site you
    // occupy for free"): the move it makes costs nothing. Said as the card-text prices say it
    // (a price "between here and …" of the move phase is theirs too): recorded once.
    if let Some(g) = grant.as_ref().filter(|g| g.free && g.fits == Ok(true)) {
        e.price_by_card_text(
            crate::catalog::text::Cost::Free,
            format!("{}: the move is free", g.quoted),
        );
    }
    let (ro, rd) = (board.locations[origin].row, board.locations[dest].row);
    let granted = if ro == rd {
        None
    } else {
        let alone =
            format!("{dest_name} is on another planet: landspeed moves stay on one planet's sites");
        match &grant {
            Some(g) => Some(by_grant(e, g, &name, &dest_name, &alone)),
            None => {
                e.because(&REGULAR_WAYS, alone);
                return Outcome::Refuse;
            }
        }
    };
    let path = regular_way(board, origin, dest);
    let distance = path.len() as i64;
    e.fact(
        format!("{name} is at"),
        board.loc_def(origin).plain_title().to_string(),
    );
    e.fact(
        "sites to cross",
        format!(
            "{distance} ({})",
            path.iter()
                .map(|&l| board.loc_def(l).plain_title().to_string())
                .collect::<Vec<_>>()
                .join(" → ")
        ),
    );
    if let Some(granted) = granted {
        return granted;
    }
    let Landspeed::Moves {
        raw, speed, source, ..
    } = landspeed(e, c)
    else {
        return Outcome::NotMine;
    };
    if let Some(line) = below_zero(raw, &format!("{name}'s landspeed")) {
        e.because(&NEGATIVE, line);
    }
    e.detail(format!("{name}: landspeed {speed}{source}"));
    let plural = if distance == 1 { "" } else { "s" };
    if speed >= distance {
        e.allow(
            &REGULAR_WAYS,
            format!(
                "{dest_name} is {distance} site{plural} away, within {name}'s landspeed {speed}"
            ),
        );
        return Outcome::Clear;
    }
    let alone =
        format!("{dest_name} is {distance} site{plural} away; {name}'s landspeed is {speed}");
    match &grant {
        Some(g) => by_grant(e, g, &name, &dest_name, &alone),
        None => {
            e.because(&REGULAR_WAYS, alone);
            Outcome::Refuse
        }
    }
}

/// Where the regular move rule alone refuses (`alone` says why) and a location's own text
/// lets the card move there (`grant`, which names it or whose words the board cannot settle):
/// the answer cites the rule and the sentence apart. Clear when granted, open when the board
/// does not settle the sentence.
fn by_grant(e: &mut Cx, g: &Grant, name: &str, dest_name: &str, alone: &str) -> Outcome {
    let outcome = match &g.fits {
        Ok(true) => {
            e.allow_by_card_text(
                &crate::rulebook::base::CARD_TEXT,
                format!("{}: {name} may move to {dest_name} by it", g.quoted),
            );
            Outcome::Clear
        }
        Ok(false) => {
            e.because(&REGULAR_WAYS, alone.to_string());
            return Outcome::Refuse;
        }
        Err(w) => {
            e.missing(format!(
                "{}: {w}, which the board does not settle",
                g.quoted
            ));
            Outcome::Open
        }
    };
    e.because(
        &REGULAR_WAYS,
        format!("by this rule alone it would not: {alone}; the location's own text says otherwise"),
    );
    outcome
}

/// A starship's regular move from one system to another (or a free mynock's, flying like a
/// starfighter): a regular move by hyperspeed, whose reach in parsecs is a base rule these
/// documents do not restate, so the move is open. A move to or from a sector or the cave is
/// the sector rules'; a landing or take-off, the landing rules'; a starship hidden by a
/// Landing Claw, the claw's. `NotMine` for any other act.
fn by_hyperspeed(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        craft: None, flier, ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let Some((c, origin, dest)) = act.regular_move(board) else {
        return Outcome::NotMine;
    };
    let unpiloted = flier == Flier::Unpiloted;
    let flies = unpiloted || board.card_def(c).card_type == CardType::Starship;
    if !flies
        || origin == dest
        || board.loc_def(origin).is_site()
        || board.loc_def(dest).is_site()
        || concerns_move(board, c, origin, dest, unpiloted)
        || (claw_host(board, c).is_some() && e.in_force(&LANDING_CLAW))
    {
        return Outcome::NotMine;
    }
    e.allow(
        &REGULAR_WAYS,
        "a starship moving by hyperspeed makes a regular move",
    );
    e.missing("how far a starship may move by hyperspeed (parsecs) is a base rule these documents do not restate");
    Outcome::Open
}

/// Docking bay transit, a regular move for the group that uses it, runs from one docking bay to
/// another: between other locations, a base rule these documents do not restate (open).
fn by_transit(e: &mut Cx, c: crate::board::CardIx, dest: crate::board::LocId) -> Outcome {
    let board = e.board;
    let Place::At(origin) = board.cards[c].place else {
        return Outcome::NotMine;
    };
    if board.loc_def(origin).is_docking_bay() && board.loc_def(dest).is_docking_bay() {
        e.allow(
            &REGULAR_WAYS,
            "docking bay transit is a regular move for the group that uses it",
        );
        return Outcome::Clear;
    }
    e.missing(
        "docking bay transit runs between docking bays: a base rule these documents do not restate",
    );
    Outcome::Open
}
