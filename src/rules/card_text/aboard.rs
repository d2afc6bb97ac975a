//! A card's own limit on the crafts it may be aboard ([`Fact::NotAboard`]): "May not be aboard
//! starfighters or enclosed vehicles", "Too large to go aboard a starfighter".

use super::finding::Finding;
use super::parts::Seen;
use crate::board::Place;
use crate::catalog::text::{ActKind, Craft};
use crate::catalog::{CardDef, CardType};
use crate::rules::eval::Eval;

/// Is a craft of `def` one of the kind `k`? (An enclosed vehicle by the catalog's fact: its lore
/// says so.)
fn is(def: &CardDef, k: Craft) -> bool {
    match k {
        Craft::Starfighter => def.is_starfighter(),
        Craft::CapitalStarship => def.is_capital(),
        Craft::Starship => def.card_type == CardType::Starship,
        Craft::EnclosedVehicle => {
            def.card_type == CardType::Vehicle && crate::board::facts::is_enclosed(def)
        }
        Craft::Vehicle => def.card_type == CardType::Vehicle,
    }
}

/// The limit on an act that puts the card aboard a craft (deploying aboard, embarking,
/// transferring, shuttling up): refused where the craft is of a kind it names. An act that
/// puts it aboard nothing, or takes it off the craft, is not limited.
pub(super) fn not_aboard(e: &Eval, seen: &Seen, crafts: &[Craft], q: &str, f: &mut Finding) {
    let Some(h) = seen.host else {
        return;
    };
    if !matches!(
        seen.kind,
        ActKind::Deploy | ActKind::Embark | ActKind::Shuttle
    ) || seen
        .card
        .is_some_and(|c| e.board.cards[c].place == Place::Aboard(h))
    {
        return;
    }
    let hdef = e.board.card_def(h);
    let hname = e.board.card_name(h);
    let name = seen.actor.plain_title();
    match crafts.iter().find(|&&k| is(hdef, k)) {
        Some(k) => f.refusals.push(format!(
            "{q}: {hname} is among the {} {name} may not be aboard",
            k.words()
        )),
        None => f.checked.push(format!(
            "{q}: {hname} is none of the crafts it names ({})",
            crafts
                .iter()
                .map(|k| k.words())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// "May be carried like a vehicle" on an act that puts the starfighter aboard a craft: the room
/// aboard counts it in a vehicle's place where it finds no starfighter's
/// (`board::facts::room_aboard`, which every path asks); the sentence is cited where it does.
pub(super) fn carried(e: &Eval, seen: &Seen, q: &str, f: &mut Finding) {
    use crate::board::facts::Compartment;
    let Some(h) = seen.host else {
        return;
    };
    if !matches!(seen.kind, ActKind::Deploy | ActKind::Embark)
        || seen
            .card
            .is_some_and(|c| e.board.cards[c].place == Place::Aboard(h))
    {
        return;
    }
    let except = seen.card;
    if let Some(r) = crate::board::facts::room_aboard(e.board, h, seen.actor, except)
        && r.compartment == Compartment::Vehicles
    {
        let hname = e.board.card_name(h);
        f.permissions.push(format!(
            "{q}: aboard {hname} it takes a vehicle's place ({} of {} taken)",
            r.taken,
            if r.places == i64::MAX {
                "unlimited".to_string()
            } else {
                r.places.to_string()
            }
        ));
    }
}
