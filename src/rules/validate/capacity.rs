//! Room aboard every vehicle and starship: characters (pilots and passengers) on the bridge or in
//! the cockpit, captives taking a character's place beside their escort, vehicles and
//! starfighters in a capital starship's cargo bay. The compartments and their room are the
//! capacity rule's own (`starship_sites::room`, which `can embark` asks; the count here takes
//! its number alone, `room_left`).

use super::found::Found;
use crate::board::facts::Compartment;
use crate::board::passes::{self, Pass};
use crate::board::{Board, CardIx};
use crate::catalog::{Capacity, CardType};
use crate::rulebook::{Rule, Ruleset, in_force};
use crate::rules::problem::Grounds;
use crate::rules::starship_sites;

/// The rule a card over capacity breaks: Dagobah's capacity rule where it is in force, else
/// the Hoth supplement's "with sufficient capacity".
fn capacity_rule(ruleset: Ruleset) -> &'static Rule {
    if in_force(&crate::rulebook::starship_sites::CAPACITY, ruleset) {
        &crate::rulebook::starship_sites::CAPACITY
    } else {
        &crate::rulebook::deploy::DEPLOY_ABOARD
    }
}

/// The words for a compartment's places.
fn words(c: Compartment) -> &'static str {
    match c {
        Compartment::Seats => "places for characters (pilots and passengers)",
        Compartment::Vehicles => "places for vehicles in its cargo bay",
        Compartment::Starfighters => "places for starfighters in its cargo bay",
    }
}

/// Which compartment a card aboard `h` takes: the board facts' one answer.
fn compartment(board: &Board, h: CardIx, x: CardIx) -> Option<Compartment> {
    crate::board::facts::craft::compartment_aboard(board, h, board.card_def(x))
}

/// Every card aboard a vehicle or starship beyond its room.
pub(super) fn problems(board: &Board, ruleset: Ruleset) -> Vec<Found> {
    let mut out = Vec::new();
    let captives_count = in_force(&crate::rulebook::capture::ESCORT, ruleset);
    // The crafts, title by title: a title's cards are read only when a printing of it is a
    // vehicle or starship with its capacity known (issue 38 item 8: not every card after each
    // change), in the board's order.
    let mut crafts: Vec<CardIx> = Vec::new();
    for (key, list) in board.cards_by_title() {
        if board.printings(key).any(|d| {
            matches!(d.card_type, CardType::Vehicle | CardType::Starship)
                && d.capacity != Capacity::default()
        }) {
            crafts.extend_from_slice(list);
        }
    }
    crafts.sort_unstable_by_key(|&c| board.cards.order_key(c));
    passes::count(Pass::CapacityCards, crafts.len());
    for h in crafts {
        let hdef = board.card_def(h);
        if !matches!(hdef.card_type, CardType::Vehicle | CardType::Starship)
            || hdef.capacity == Capacity::default()
        {
            // Not a craft, or its capacity is not in the catalog: nothing to count against.
            continue;
        }
        for comp in [
            Compartment::Seats,
            Compartment::Vehicles,
            Compartment::Starfighters,
        ] {
            let mut inside: Vec<(CardIx, Option<CardIx>)> = board.cards[h]
                .aboard
                .iter()
                .copied()
                .filter(|&x| compartment(board, h, x) == Some(comp))
                .map(|x| (x, None))
                .collect();
            if comp == Compartment::Seats && captives_count {
                // Escorted captives ride beside their escorts and take a place.
                let escorts: Vec<CardIx> = inside.iter().map(|&(x, _)| x).collect();
                for x in escorts {
                    inside.extend(board.cards[x].escorting.iter().map(|&k| (k, Some(x))));
                }
            }
            let Some(&(last, _)) = inside.last() else {
                continue;
            };
            // The capacity rule's room for the last card, the others counted: its total.
            let probe = if board.cards[last].place == crate::board::Place::Aboard(h) {
                last
            } else {
                inside[0].0
            };
            let Some(left) = starship_sites::room_left(board, probe, h) else {
                continue;
            };
            let others = board.cards[h]
                .aboard
                .iter()
                .filter(|&&x| x != probe && compartment(board, h, x) == Some(comp))
                .count() as i64;
            let total = left.saturating_add(others);
            for (i, &(x, escort)) in inside.iter().enumerate() {
                if (i as i64) < total {
                    continue;
                }
                let (rule, message) = match escort {
                    Some(esc) => (
                        &crate::rulebook::capture::ESCORT,
                        format!(
                            "{} rides aboard {} with its escort {}, and a captive takes a place: {} places, {} aboard",
                            board.card_name(x),
                            board.card_name(h),
                            board.card_name(esc),
                            total,
                            inside.len()
                        ),
                    ),
                    None => (
                        capacity_rule(ruleset),
                        format!(
                            "{} is aboard {} beyond its capacity ({}: {total}; {} aboard)",
                            board.card_name(x),
                            board.card_name(h),
                            words(comp),
                            inside.len()
                        ),
                    ),
                };
                out.push(Found {
                    card: x,
                    rule: Grounds::Rule(rule),
                    message,
                    label: "no room aboard",
                    help: Some(format!(
                        "{} has room for {total} here: move the others to the site, the system or another craft",
                        board.card_name(h)
                    )),
                });
            }
        }
    }
    out
}
