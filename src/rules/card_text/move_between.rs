//! A side's move price between kinds of places, said by a card wherever it stands
//! ("Opponent's movement from a Bespin location to a non-Bespin location requires +1 Force",
//! "If you control, your starship movement from Hoth sites to the Hoth system is free"): on a
//! move of a card it names, from a place of the first kind to one of the second, the price
//! applies; the places and whom it names are settled from the board (a word the board does not
//! settle leaves a `cost` question open, named), and its condition where the card's text puts
//! one ([`super::apply`], a [`Fact::While`]).

use super::deploys::fit_places;
use super::finding::Finding;
use super::parts::Said;
use super::prices::{PriceHolds, record_price};
use super::whom::whom_words;
use crate::board::facts::LimitFit;
use crate::catalog::CardType;
use crate::catalog::text::ActKind;
use crate::catalog::text::Fact;

/// The price applied to a move, where it holds.
pub(super) fn move_cost_between(c: &Said, fact: &Fact, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let Fact::MoveCostBetween {
        who,
        from,
        to,
        cost,
        by_landspeed,
    } = fact
    else {
        return;
    };
    // A price by landspeed is a regular move's, by a character, creature or vehicle.
    let by_land = seen.kind == ActKind::Move
        && matches!(
            seen.actor.card_type,
            CardType::Character | CardType::Creature | CardType::Vehicle
        );
    if *by_landspeed && !by_land {
        return;
    }
    let (Some(a), Some(b)) = (seen.from, seen.to) else {
        return;
    };
    if a == b {
        return;
    }
    let mut open: Vec<String> = Vec::new();
    for (words, l) in [(from, a), (to, b)] {
        let Some(words) = words else { continue };
        match place_fits(c, l, words) {
            Some(true) => {}
            Some(false) => return,
            None => open.push(format!(
                "whether {} is {words}",
                e.board.loc_def(l).plain_title()
            )),
        }
    }
    let holds = match whom_words(e, seen, p, s, who) {
        Ok(false) => return,
        Ok(true) if open.is_empty() => PriceHolds::Yes,
        Ok(true) => PriceHolds::Open(format!("({})", open.join("; "))),
        Err(w) => PriceHolds::Open(format!("for the cards it names ({w})")),
    };
    match holds {
        // Paying for a move is assumed where its price is not asked.
        PriceHolds::Open(_) if !e.want_cost() => {}
        holds => record_price(holds, *cost, "the move", q, f),
    }
}

/// Is `l` among the places `words` names ("Hoth sites", "the Hoth system", "a Bespin
/// location")? A place said with "non-" ("a non-Bespin location") is any that is not one of
/// those. `None`: words the board does not settle.
fn place_fits(c: &Said, l: crate::board::LocId, words: &str) -> Option<bool> {
    let w = words.trim();
    let w = w.strip_prefix("the ").unwrap_or(w);
    if let Some((before, after)) = w.split_once("non-") {
        return place_fits(c, l, &format!("{before}{after}")).map(|b| !b);
    }
    match fit_places(c.e, c.seen, l, &format!("to {w}")) {
        Ok(LimitFit::Fits(_)) => Some(true),
        Ok(LimitFit::Outside) => Some(false),
        Ok(LimitFit::Unread) | Err(_) => None,
    }
}
