//! What the files of movement/ share: the imports they all read and the helpers several of
//! them call (the mover, collapsed sites, room left aboard a craft).

pub(super) use crate::board::facts::{Shield, row_sites};
pub(super) use crate::board::{Board, CardIx, LocId, Place, ThisTurn};
pub(super) use crate::catalog::{CardType, Icon, Trait};
pub(super) use crate::query::{CardRef, Side};
pub(super) use crate::rulebook::missing::MISSING;
pub(super) use crate::rulebook::movement::{
    COLLAPSED, EMBARK, INTERIOR_NO_SHUTTLE, LANDED, REACT, REGULAR, SHUTTLE, TRANSFER, UNLIMITED,
};
pub(super) use crate::rulebook::shield::{
    DARK_MAY, LIGHT_FREE, NO_DARK_TRANSIT, U_NO_DARK_TRANSIT,
};
pub(super) use crate::rulebook::vehicles::{
    EXTERIOR_ONLY, INTERIOR_NO_VEHICLES, U_UNPILOTED_MOVES,
};
pub(super) use crate::rules::actions::{Act, Action, price, rules};
pub(super) use crate::rules::eval::Eval;
pub(super) use crate::rules::subject::AskError;

/// The side that moves a card.
pub(super) fn mover(e: &mut Eval, c: CardIx, asker: Option<Side>) -> Side {
    let side = asker.unwrap_or(e.board.cards[c].side);
    e.v.side = Some(side);
    side
}

/// The extra Force for collapsed sites a movement leaves from or arrives at.
pub(super) fn collapsed_extra(e: &mut Eval, ends: &[LocId]) -> i64 {
    let mut extra = 0;
    for &l in ends {
        if e.board.locations[l].state.collapsed {
            extra += 1;
            e.because(
                &COLLAPSED,
                format!(
                    "{} is collapsed: movement to or from it costs 1 more Force",
                    e.board.loc_def(l).plain_title()
                ),
            );
            e.detail(format!(
                "+1 Force: {} is collapsed",
                e.board.loc_def(l).plain_title()
            ));
        }
    }
    extra
}

/// Character capacity left aboard a craft (None: unknown): the one count of the board facts.
pub(super) fn seats_left(board: &Board, s: CardIx) -> Option<i64> {
    crate::board::facts::character_places_left(board, s)
}

pub(super) fn starfighter_slots_left(board: &Board, s: CardIx) -> Option<i64> {
    let cap = board.card_def(s).capacity.starfighters?;
    let used = board.cards[s]
        .aboard
        .iter()
        .filter(|&&x| board.card_def(x).is_starfighter())
        .count() as i64;
    Some(i64::from(cap) - used)
}
