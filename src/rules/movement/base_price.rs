//! What a move costs before anything changes it, on the table's Price stage: a regular move by
//! landspeed, a react, a shuttle and a transfer cost 1 Force; embarking and disembarking cost
//! nothing. The handlers read their price from the table (`actions::price`) and the Force Pile
//! check weighs the same price (`actions::price_of`), so `can`, `cost` and `moves` agree.

use super::prelude::*;
use crate::board::facts::{Custody, custody};
use crate::rules::actions::{Check, Cx, Flier, Outcome, Stage};
use crate::rules::shared::grants::move_grant;

pub(crate) static BASE_PRICE: Check = Check {
    on: &[
        Action::Move,
        Action::React,
        Action::Shuttle,
        Action::Transfer,
        Action::Embark,
        Action::Disembark,
    ],
    stage: Stage::Price,
    name: "a regular move, a react, a shuttle or a transfer costs 1 Force; embarking and disembarking cost nothing",
    rules: &[],
    run: base_price,
};

fn base_price(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move { kind, card, .. } = *act else {
        return Outcome::NotMine;
    };
    match kind {
        Action::Move if by_landspeed(e, act) => {
            e.base_price(1);
            e.cost("regular move: 1 Force");
        }
        Action::React => {
            e.base_price(1);
            if e.want_cost() {
                e.cost("the movement: 1 Force");
            }
        }
        Action::Shuttle => {
            e.base_price(1);
            e.cost("shuttling: 1 Force");
        }
        // A captive's transfer is a prisoner transfer, whose price the documents do not set
        // (`capture::PRISONER_PRICE`).
        Action::Transfer if custody(e.board, card) != Custody::Free => return Outcome::NotMine,
        Action::Transfer => {
            e.base_price(1);
            e.cost("transferring: 1 Force");
        }
        Action::Embark | Action::Disembark => e.base_price(0),
        _ => return Outcome::NotMine,
    }
    Outcome::Clear
}

/// A regular move by landspeed, which `regular::ask_move` prices: a character, creature or
/// vehicle (or a card its own text moves like a character) going from a site to another site,
/// on its own planet or to another where a location's text lets it. Any other move (a
/// starship's, a mynock flying, a move a card's text makes) is priced elsewhere or not at all.
pub(super) fn by_landspeed(e: &Eval, act: &Act) -> bool {
    let Act::Move {
        kind: Action::Move,
        card: c,
        side,
        to: Some(dest),
        craft: None,
        by_card: false,
        flier: Flier::Piloted,
        ..
    } = *act
    else {
        return false;
    };
    let board = e.board;
    let def = board.card_def(c);
    let Place::At(origin) = board.cards[c].place else {
        return false;
    };
    let moves_itself = matches!(
        def.card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle
    ) || crate::rules::shared::like_a_character::moves_like_a_character(def)
        .is_some();
    if !moves_itself
        || !board.loc_def(origin).is_site()
        || !board.loc_def(dest).is_site()
        || origin == dest
    {
        return false;
    }
    let (ro, rd) = (board.locations[origin].row, board.locations[dest].row);
    ro == rd || move_grant(e, def, side, origin, dest).is_some_and(|g| g.fits != Ok(false))
}
