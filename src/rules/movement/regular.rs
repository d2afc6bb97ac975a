//! Regular moves: by landspeed, and moves `by` a card (`can move`, `cost move`).

use super::prelude::*;
use crate::rules::shared::grants::{Grant, move_grant};

/// `can move` / `cost move` read as a regular move (`rules::readings`): by landspeed or
/// hyperspeed, or of a card that does not move itself. `flies`: a free mynock flying like a
/// starfighter.
pub(crate) fn ask_move(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
    flies: bool,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    let side = mover(e, c, asker);
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    let dest_name = board.loc_def(dest).plain_title().to_string();
    let mut found = Found::NOTHING;
    // Where it is: a card aboard, carried or escorted never gets here, the gate refuses its
    // move (`rules::shared::gate::OWNER`).
    let Place::At(origin) = board.cards[c].place else {
        return Ok(());
    };
    // The rules other families register on the move (the Big One's cave is related to its Big
    // One sector only: no move joins it to the planet's other sites).
    // A free mynock flies like a starfighter, with no pilot.
    let act = if flies {
        Act::flying(
            Action::Move,
            c,
            side,
            Some(dest),
            crate::rules::actions::Flier::Unpiloted,
        )
    } else {
        Act::moving(Action::Move, c, side, Some(dest), None)
    };
    found = found.and(rules(e, &act));
    let from_site = board.loc_def(origin).is_site();
    if def.card_type == CardType::Starship || flies {
        if from_site {
            // A landed starfighter does not move on to another site: the table's landed check
            // (`shared::landed`) refused it.
            e.settle(found, None);
        } else {
            e.allow(
                &REGULAR,
                "a starship moving by hyperspeed makes a regular move",
            );
            e.missing("how far a starship may move by hyperspeed (parsecs) is a base rule these documents do not restate");
            if found.is_refused() {
                e.settle(found, None);
            }
        }
        return Ok(());
    }
    if !matches!(
        def.card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle
    ) {
        return Err(e.res.wrong_kind(
            card,
            format!(
                "`{}` is a {}: it does not move by itself",
                def.plain_title(),
                def.kind_words()
            ),
            "does not move",
            None,
        ));
    }
    if !board.loc_def(origin).is_site() || !board.loc_def(dest).is_site() {
        // Landspeed goes from site to site: the regular move's check refused it.
        e.settle(found, None);
        return Ok(());
    }
    if origin == dest {
        // The regular move's check refused it: the card is already there.
        e.settle(found, None);
        return Ok(());
    }
    // A location's own text may let it move beyond its landspeed ("… may move between here
    // and any Cloud City site"): asked where the documents alone would refuse.
    let grant = move_grant(e, def, side, origin, dest).filter(|g| g.fits != Ok(false));
    // Distance along the row.
    let (ro, rd) = (board.locations[origin].row, board.locations[dest].row);
    let path: Vec<LocId> = if ro == rd {
        crate::board::facts::sites_crossed(board, origin, dest)
    } else {
        let alone =
            format!("{dest_name} is on another planet: landspeed moves stay on one planet's sites");
        match &grant {
            Some(g) if by_grant(e, g, &name, &dest_name, &alone) => vec![dest],
            _ => {
                e.refuse(&REGULAR, alone);
                return Ok(());
            }
        }
    };
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
    let granted = ro != rd;
    found.refuse_by_hand_if(
        !granted && !within_landspeed(e, c, &dest_name, distance, grant.as_ref()),
    );
    // A vehicle's way (exterior sites only) and a creature's habitat are the table's checks
    // (`vehicles::WAY_CHECK`, `creatures::HABITAT_CHECK`), met above.
    way_notes(e, c, &path);
    // Cost.
    let base = if def.card_type == CardType::Creature
        && e.in_force(&crate::rulebook::creatures::U_CREATURES)
    {
        e.because(
            &crate::rulebook::creatures::U_CREATURES,
            "creatures move for free in their owner's move phase",
        );
        e.cost("regular move by a creature: 0 Force");
        0
    } else {
        e.cost("regular move: 1 Force");
        1
    };
    let extra = collapsed_extra(e, &[origin, dest]);
    if !found.is_refused() {
        e.assume(format!(
            "you can pay the {} Force",
            e.text_priced(base + extra)
        ));
    }
    e.settle(found, Some(base + extra));
    Ok(())
}

/// Is `dest_name`, `distance` sites away, within the card's usable landspeed? Records why
/// (no usable landspeed: the operating rules say why).
fn within_landspeed(
    e: &mut Eval,
    c: CardIx,
    dest_name: &str,
    distance: i64,
    grant: Option<&Grant>,
) -> bool {
    let name = e.board.card_name(c);
    let plural = if distance == 1 { "" } else { "s" };
    match super::super::shared::operated::usable_landspeed(e, c) {
        None => false,
        Some(speed) if speed < distance => {
            let alone = format!(
                "{dest_name} is {distance} site{plural} away; {name}'s landspeed is {speed}"
            );
            if let Some(g) = grant {
                return by_grant(e, g, &name, dest_name, &alone);
            }
            e.because(&REGULAR, alone);
            false
        }
        Some(speed) => {
            e.allow(
                &REGULAR,
                format!(
                    "{dest_name} is {distance} site{plural} away, within {name}'s landspeed {speed}"
                ),
            );
            true
        }
    }
}

/// Where the regular move rule alone refuses (`alone` says why) and a location's own text
/// lets the card move there (`grant`, which names it or whose words the board cannot settle):
/// the answer cites the rule and the sentence apart. True: not refused (granted, or open).
fn by_grant(e: &mut Eval, g: &Grant, name: &str, dest_name: &str, alone: &str) -> bool {
    match &g.fits {
        Ok(true) => e.allow_by_card_text(
            &crate::rulebook::base::CARD_TEXT,
            format!("{}: {name} may move to {dest_name} by it", g.quoted),
        ),
        Ok(false) => return false,
        Err(w) => e.missing(format!(
            "{}: {w}, which the board does not settle",
            g.quoted
        )),
    }
    e.because(
        &REGULAR,
        format!("by this rule alone it would not: {alone}; the location's own text says otherwise"),
    );
    true
}

/// What the way meets that does not stop it: what is buried on it (tripped on the way). (The
/// shield overhead, never a stop to movement from site to site underneath it, is the shield's
/// check's.)
fn way_notes(e: &mut Eval, c: CardIx, path: &[LocId]) {
    let board = e.board;
    let def = board.card_def(c);
    for &l in path {
        let buried = crate::board::facts::buried_words(board, l);
        if !buried.is_empty() && crate::board::facts::trips(def.card_type) {
            e.because(
                &crate::rulebook::mines::MINING_DROID,
                format!(
                    "moving to or across {} trips what is buried there: {}",
                    board.loc_def(l).plain_title(),
                    buried.join(", ")
                ),
            );
        }
    }
}
