//! Movement: regular moves, reacts and unlimited moves; shuttling, transferring, docking bay
//! transit, embarking and disembarking; what each costs; and every legal move of a card.

mod base_price;
mod by_card;
mod collapsed;
mod embark;
mod mover;
mod prelude;
mod react;
mod regular;
mod room;
mod shuttle;
mod transfer;
mod transit;

pub(crate) use base_price::BASE_PRICE;
pub(crate) use embark::{ask_disembark, ask_embark};
pub(crate) use react::ask_react;
pub(crate) use regular::ask_move;
pub(crate) use shuttle::{INTERIOR_CHECK, ask_shuttle};
pub(crate) use transfer::ask_transfer;
pub(crate) use transit::ask_transit;

/// The movement family's rows of the check table.
pub(crate) static CHECKS: &[&crate::rules::actions::Check] = &[
    &shuttle::INTERIOR_CHECK,
    &shuttle::SHUTTLE_CHECK,
    &transfer::TRANSFER_CHECK,
    &transfer::UNPILOTED_CHECK,
    &embark::EMBARK_CHECK,
    &embark::CRASH_PRICE,
    &transit::PRICE_CHECK,
    &by_card::WHERE_CHECK,
    &by_card::PRICE_CHECK,
    &collapsed::COLLAPSED_CHECK,
    &react::REACT_CHECK,
];
