//! What a flight costs before anything changes it, read from the board: a landing or a take-off
//! between a system and a site (the landing rule's price: nothing at a docking bay, else 1
//! Force), and a flight at sectors (a landing from one, a take-off to one, a move to, from or
//! among them: the sector rules' 1 Force). The families' price checks add it
//! (`starships::PRICE_CHECK`, `sectors::PRICE_CHECK`), and a creature's free move takes it off
//! (`creatures::FREE_MOVE_CHECK`), so that the move's price is the sum of the table's price
//! checks and never falls below zero. The rules that set it are cited by the families'
//! Rule-stage checks, whose reasons say the price; this reads the board only.

use crate::board::{Board, LocId, Place};
use crate::rules::actions::{Act, Action, Flier};
use crate::rules::shared::sector_legs::Flight;

/// A flight's base price, and what sets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Base {
    /// A landing from a system at `site`, or a take-off from it to a system: free at a docking
    /// bay, else 1 Force (the landing rule).
    System { site: LocId, docking_bay: bool },
    /// A landing from a sector, a take-off to one, or a move to, from or among sectors, by the
    /// card itself: 1 Force (the sector rules).
    Sectors,
}

impl Base {
    /// The Force it costs.
    pub(crate) fn force(self) -> i64 {
        match self {
            Base::System { docking_bay, .. } => i64::from(!docking_bay),
            Base::Sectors => 1,
        }
    }
}

/// The base price of `act`, when it is a flight a side makes by the rules (not by a card's
/// text, nor a bomber's leg of its Bombing Run, whose price is the Bombing Run's): a landing or
/// take-off whose site end is a site, or a regular move to, from or among sectors that touches
/// no site. None for any other act (a regular move between sites prices itself by landspeed).
pub(crate) fn base(board: &Board, act: &Act) -> Option<Base> {
    let Act::Move {
        kind,
        card,
        to,
        by_card: false,
        flier,
        ..
    } = *act
    else {
        return None;
    };
    if flier == Flier::Run {
        return None;
    }
    match kind {
        Action::Land | Action::TakeOff => {
            if Flight::of(board, act).is_some_and(|f| f.standing(board)) {
                return Some(Base::Sectors);
            }
            let site = match (kind, board.cards[card].place) {
                (Action::Land, _) => to?,
                (_, Place::At(l)) => l,
                _ => return None,
            };
            let def = board.loc_def(site);
            def.is_site().then_some(Base::System {
                site,
                docking_bay: def.is_docking_bay(),
            })
        }
        Action::Move => {
            let (_, origin, dest) = act.regular_move(board)?;
            let (o, d) = (board.loc_def(origin), board.loc_def(dest));
            (origin != dest && (o.is_sector() || d.is_sector()) && !o.is_site() && !d.is_site())
                .then_some(Base::Sectors)
        }
        _ => None,
    }
}
