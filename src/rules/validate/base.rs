//! Where each kind of card stands by the base rules, which the documents assume and amend
//! (the project's scope policy on everyday base rules). These are not rules of the documents: a
//! problem found here is labelled as a base rule, never cited to a document. Where a document
//! has its own rule about the same place (vehicles at interior sites, starfighters landed at
//! sites, anything at a sector, captives), that rule decides instead ([`super::documents`]).

use super::found::Found;
use crate::board::{Board, CardIx, LocId, LocKind, Place};
use crate::catalog::{CardType, Subtype, Trait};
use crate::rules::problem::Grounds;

pub use crate::rulebook::base::{
    BASE_RULES, BaseRule, CHARACTERS, EFFECTS, ITEMS, STARSHIPS, VEHICLES,
};

fn kind_of_place(board: &Board, l: LocId) -> &'static str {
    board.locations[l].kind.name()
}

/// Does `h` carry a Backpack (which may hold a character: Yoda in Luke's Backpack)?
fn has_backpack(board: &Board, h: CardIx) -> bool {
    board.cards[h]
        .carrying
        .iter()
        .any(|&x| board.card_def(x).has_trait(&Trait::Backpack))
        || board.card_def(h).has_trait(&Trait::Backpack)
}

fn is_craft(board: &Board, h: CardIx) -> bool {
    matches!(
        board.card_def(h).card_type,
        CardType::Vehicle | CardType::Starship
    )
}

/// The base-rule problem of card `c`'s place, if any.
pub(super) fn problem(board: &Board, c: CardIx) -> Option<Found> {
    let card = &board.cards[c];
    let def = board.card_def(c);
    let name = board.card_name(c);
    let found = |rule: &'static BaseRule, message: String, help: &str| {
        Some(Found {
            card: c,
            rule: Grounds::Base(rule),
            message,
            label: "not a place for it",
            help: Some(help.to_string()),
        })
    };
    let host_words = |h: CardIx| {
        format!(
            "{}, a {}",
            board.card_name(h),
            board.card_def(h).kind_words()
        )
    };
    match def.card_type {
        CardType::Character => match card.place {
            Place::At(l) if board.locations[l].kind == LocKind::System => found(
                &CHARACTERS,
                format!(
                    "{name} (a character) stands loose at {}, a system: characters stand at sites, or aboard a vehicle or starship",
                    board.loc_name(l)
                ),
                "list it under `aboard:` of a starship at the system, or at a site",
            ),
            Place::Aboard(h) if !is_craft(board, h) => found(
                &CHARACTERS,
                format!(
                    "{name} (a character) is aboard {}: only vehicles and starships carry characters aboard",
                    host_words(h)
                ),
                "list it beside that card, or aboard a vehicle or starship",
            ),
            Place::Carried(h) if !has_backpack(board, h) => found(
                &CHARACTERS,
                format!(
                    "{name} (a character) is carried by {}: only a Backpack carries a character",
                    host_words(h)
                ),
                "list it at the site or aboard a vehicle or starship (`carrying:` is for weapons, devices, completed Jedi tests and a Backpack's passenger)",
            ),
            _ => None,
        },
        CardType::Vehicle => match card.place {
            Place::At(l) if board.locations[l].kind == LocKind::System => found(
                &VEHICLES,
                format!(
                    "{name} (a vehicle) stands loose at {}, a system: vehicles stand at sites, or in a starship's cargo bay",
                    board.loc_name(l)
                ),
                "list it at an exterior site, or under `aboard:` of a capital starship with vehicle capacity",
            ),
            Place::Aboard(h) if board.card_def(h).card_type != CardType::Starship => found(
                &VEHICLES,
                format!(
                    "{name} (a vehicle) is aboard {}: vehicles ride only in a starship's cargo bay",
                    host_words(h)
                ),
                "list it beside that card, at the same site",
            ),
            Place::Carried(h) | Place::Escorted(h) => found(
                &VEHICLES,
                format!("{name} (a vehicle) is carried by {}", host_words(h)),
                "list it at a site, or aboard a starship",
            ),
            _ => None,
        },
        CardType::Starship => match card.place {
            Place::Aboard(h) if !def.is_starfighter() => found(
                &STARSHIPS,
                format!(
                    "{name}, a {}, is aboard {}: only starfighters ride in a capital starship's cargo bay",
                    def.kind_words(),
                    host_words(h)
                ),
                "list it at the system",
            ),
            Place::Aboard(h) if !board.card_def(h).is_capital() => found(
                &STARSHIPS,
                format!(
                    "{name} (a starfighter) is aboard {}: starfighters ride only aboard capital starships",
                    host_words(h)
                ),
                "list it at the system, or aboard a capital starship with starfighter capacity",
            ),
            Place::Carried(h) | Place::Escorted(h) => found(
                &STARSHIPS,
                format!("{name} (a starship) is carried by {}", host_words(h)),
                "list it at a system or sector",
            ),
            _ => None,
        },
        CardType::Weapon | CardType::Device => match card.place {
            Place::Aboard(h) => found(
                &ITEMS,
                format!(
                    "{name} (a {}) is listed aboard {}: weapons and devices are carried, not passengers",
                    def.card_type.name(),
                    host_words(h)
                ),
                "list it under the card's `carrying:`",
            ),
            Place::At(l) if def.card_type == CardType::Weapon && !stands_loose(board, c) => found(
                &ITEMS,
                format!(
                    "{name} (a weapon) stands loose at {}, a {}: only artillery and mines are deployed at a location; other weapons are carried",
                    board.loc_name(l),
                    kind_of_place(board, l)
                ),
                "list it under the `carrying:` of the character, vehicle or starship holding it",
            ),
            _ => None,
        },
        CardType::Interrupt => found(
            &EFFECTS,
            format!(
                "{name} is an Interrupt: it is played and then lost or used, never placed on the table"
            ),
            "remove it from the rows (an Interrupt in hand goes under `players.<side>.hand`)",
        ),
        _ => None,
    }
}

/// A weapon that stands loose at a location: artillery, a mine (laid or deployed), or a weapon
/// attached by its own rules.
fn stands_loose(board: &Board, c: CardIx) -> bool {
    let def = board.card_def(c);
    def.subtype == Some(Subtype::Artillery)
        || crate::board::title_words(def.key()).any(|w| w == "mine")
        || board.cards[c].state.attached_to.is_some()
}
