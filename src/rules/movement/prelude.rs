//! The imports every file of movement/ reads (`use super::prelude::*`), with the helpers
//! several of them call: the mover (mover.rs), room left aboard a craft (room.rs).

pub(super) use crate::board::{Board, CardIx, LocId, Place};
pub(super) use crate::catalog::{CardType, Icon, Trait};
pub(super) use crate::query::{CardRef, Side};
pub(super) use crate::rulebook::movement::{EMBARK, INTERIOR_NO_SHUTTLE, REACT, SHUTTLE, TRANSFER};
pub(super) use crate::rulebook::vehicles::U_UNPILOTED_MOVES;
pub(super) use crate::rules::actions::{Act, Action, Found, price, rules};
pub(super) use crate::rules::eval::Eval;
pub(super) use crate::rules::subject::AskError;

pub(super) use super::mover::mover;
pub(super) use super::room::seats_left;
