//! One read fact of a taking-part card, applied to the act.

use super::conditions::half_occupies;
use super::conditions::its_condition;
use super::conditions::said;
use super::deploys::alternative_price;
use super::deploys::deploy_on;
use super::deploys::not_while_uniques;
use super::deploys::occupancy_at;
use super::deploys::places_fit;
use super::deploys::undercover_spy;
use super::deploys::without_presence;
use super::finding::Finding;
use super::hyperspeed::hyperspeed_here;
use super::kinds::Kind;
use super::kinds::kind_of;
use super::location::may_not_move_here;
use super::location::named_may_not;
use super::location::no_here;
use super::may_not_go::may_not_go;
use super::moving::landspeed_here;
use super::moving::landspeed_on_board;
use super::moving::may_move_beside;
use super::parts::Part;
use super::parts::Role;
use super::parts::Said;
use super::parts::Seen;
use super::parts::is_actor_kind;
use super::prices::PriceHolds;
use super::prices::from_both_piles;
use super::prices::price;
use super::prices::record_price;
use super::targets::target_limit;
use super::whom::half_side;
use crate::catalog::CardType;
use crate::catalog::text::ActKind;
use crate::catalog::text::Fact;
use crate::catalog::text::Sentence;
use crate::catalog::text::Way;
use crate::catalog::text::Who;
use crate::rules::eval::Eval;

/// Why a side's occupying is open where its only card there bears the presence icon.
const ICON_ONLY: &str = "its only card there bears the presence icon and has no ability: what the icon gives is outside the documents";

/// A location's "<who> may not deploy here"; on "If you occupy" (`if_you_occupy`), where
/// whether its side occupies is open, a limit that names the card is open too.
fn may_not_come(c: &Said, who: &Who, if_you_occupy: bool, f: &mut Finding) {
    if !if_you_occupy || half_occupies(c.e, c.seen, c.s).is_some() {
        return named_may_not(c, who, "may not come here", f);
    }
    let mut found = Finding::default();
    named_may_not(c, who, "may not come here", &mut found);
    f.missing.extend(
        found
            .refusals
            .into_iter()
            .map(|r| format!("{r}, if its side occupies {} ({ICON_ONLY})", c.p.name)),
    );
    f.missing.extend(found.missing);
}

/// One read fact of a taking-part card, applied to the act.
pub(super) fn apply(c: &Said, fact: &Fact, f: &mut Finding) {
    let Said { e, seen, p, .. } = *c;
    // A side's limit, and one on the card's own condition, whoever says it (`while_its`, `may_not_go`).
    match fact {
        Fact::While { condition, fact } => {
            return while_its(c, condition, fact, f);
        }
        Fact::MayNotGoTo { .. } => return may_not_go(c, fact, f),
        Fact::PilotsOnly { .. } | Fact::PilotedBy { .. } => {
            return super::piloting::apply(c, fact, f);
        }
        _ => {}
    }
    // A card deployed on a location speaks for it ("Opponent may not 'react' to here" on a
    // device at a site): its location facts hold at that end of the act, as the location's.
    if let Some(at) = as_its_location(e, seen, p, fact) {
        return apply(&Said { p: &at, ..*c }, fact, f);
    }
    on_part(c, fact, f)
}

/// A fact applied by the part's role (after [`apply`] took a side's limit, a limit on the
/// card's own condition, and a card speaking for its location).
fn on_part(c: &Said, fact: &Fact, f: &mut Finding) {
    if own_place_or_move(c, fact, f) || round26_fact(c, fact, f) {
        return;
    }
    let Said { e, seen, p, s, q } = *c;
    let deploy = seen.kind == ActKind::Deploy;
    match (fact, p.role) {
        // The deploy rules apply the catalog's deploy limit themselves.
        (Fact::DeploysOnly { places }, Role::Actor) if deploy && p.def.deploys_only.is_none() => {
            places_fit(e, seen, places, q, true, f);
        }
        (
            Fact::NeverTo {
                occupancy,
                moves_too,
            },
            Role::Actor | Role::Passenger,
        ) if (deploy && p.role == Role::Actor) || *moves_too => {
            if let Some(l) = seen.to {
                occupancy_at(e, seen, l, *occupancy, q, f)
            }
        }
        (Fact::NotWhileUniques { n }, Role::Actor) if deploy => {
            not_while_uniques(e, seen, *n, q, f)
        }
        (Fact::WithoutPresence { except, .. }, Role::Actor) if deploy => {
            without_presence(e, seen, except.as_deref(), q, f)
        }
        (
            Fact::WithoutPresence {
                aboard_too: true, ..
            },
            Role::Carrier,
        ) if deploy && seen.actor.card_type == CardType::Character => {
            f.permissions.push(format!(
                "{q}: a character deploying aboard it needs neither presence nor a Force icon"
            ));
        }
        (Fact::NotToPlaces { places }, Role::Actor) if deploy => {
            places_fit(e, seen, &format!("to {places}"), q, false, f);
        }
        (Fact::React { only, cost }, Role::Actor) if seen.kind == ActKind::React => {
            match only {
                None => f.permissions.push(format!("{q}: it may move as a react")),
                Some(o) => places_fit(e, seen, &format!("to {o}"), q, true, f),
            }
            // The grant's price ("for free") is the react's, where the grant lets it react.
            if let Some(c) = cost
                && f.refusals.is_empty()
            {
                record_price(PriceHolds::Yes, *c, "the react", q, f);
            }
        }
        (Fact::MayMove { .. }, Role::Actor) if !deploy => f.permissions.push(format!(
            "{q}: its own text lets it move, within what the rules for it say"
        )),
        (
            Fact::MovesTo {
                places,
                only,
                carried,
            },
            Role::Actor | Role::Passenger,
        ) if !deploy && (p.role == Role::Actor || *carried) && seen.from != seen.to => {
            // A move within a location (boarding, a craft's own site) enters nowhere new.
            places_fit(e, seen, &format!("to {places}"), q, *only, f)
        }
        // The move rules take the text's landspeed (`CardDef::landspeed_of_card`); a board
        // that writes the card's landspeed decides over it.
        (Fact::Landspeed { is: Some(n), .. }, Role::Actor)
            if seen.kind == ActKind::Move && !landspeed_on_board(e, seen) =>
        {
            f.permissions.push(format!(
                "{q}: its landspeed is {n}, which its move is measured by"
            ));
        }
        (Fact::NoHere { kinds, except }, Role::To) => no_here(c, kinds, except, f),
        (
            Fact::LandspeedHere { .. } | Fact::NoLandspeedHere { .. } | Fact::CraftMovesFree { .. },
            _,
        ) if !deploy => moves_by_who_stands_or_rides(c, fact, f),
        (
            Fact::MayNotDeployHere {
                who,
                deploys,
                moves,
                if_you_occupy,
            },
            Role::To,
        ) if ((deploy && *deploys) || (!deploy && *moves))
            && (!*if_you_occupy || half_occupies(e, seen, s) != Some(false)) =>
        {
            may_not_come(c, who, *if_you_occupy, f)
        }
        (Fact::PriceOrIf { .. } | Fact::OncePerTurn { .. }, role)
            if deploy && (role == Role::To || prices_others_or_if(fact, role)) =>
        {
            priced_here(c, fact, f)
        }
        (Fact::DeploysPerTurnHere { who, n }, Role::To) if deploy => {
            super::per_turn::deploys_per_turn_here(c, who, *n, f)
        }
        (Fact::MayNotMoveHere { .. }, Role::To | Role::From) if !deploy => {
            may_not_move_here(c, fact, f)
        }
        (Fact::MayNotReactHere { who, way }, Role::To | Role::From)
            if seen.kind == ActKind::React
                && match way {
                    Way::To => p.role == Role::To,
                    Way::From => p.role == Role::From,
                    Way::Either => true,
                } =>
        {
            let what = format!(
                "may not react {} {}",
                if p.role == Role::To { "to" } else { "from" },
                p.name
            );
            named_may_not(c, who, &what, f)
        }
        (Fact::IfYouOccupy { unless, fact }, Role::From | Role::To) => {
            occupied(c, *unless, fact, f)
        }
        // A device's price of the moves of the card it is on is that card's own (Sensorscope).
        (Fact::MoveCost { .. }, Role::Actor | Role::OnActor) if !deploy => price(c, fact, f),
        (Fact::UndercoverSpy, Role::Actor) if deploy => undercover_spy(e, seen, q, f),
        (Fact::TargetLimit { .. }, _) => target_limit(seen, p, fact, q, f),
        (Fact::HyperspeedHere { .. }, Role::From | Role::To) if !deploy => {
            hyperspeed_here(c, fact, f)
        }
        (Fact::FromBothPiles { n }, Role::Actor) if deploy => from_both_piles(c, *n, f),
        (Fact::DeployPrice { who, .. }, role) if deploy => {
            let whose = match who {
                Who::Itself => role == Role::Actor,
                // Whom it names is settled where the price is.
                _ => role != Role::Actor,
            };
            if whose {
                price(c, fact, f)
            }
        }
        (Fact::DeployCost { .. } | Fact::LandspeedCost { .. }, Role::Actor)
        | (Fact::DeployCostHere { .. } | Fact::MoveCostHere { .. }, Role::From | Role::To) => {
            price(c, fact, f)
        }
        // A location elsewhere on the table prices deploys to the places it names.
        (Fact::DeployCostHere { to: Some(_), .. }, Role::Elsewhere) if deploy => price(c, fact, f),
        _ => {}
    }
}

/// Round 26's facts applied: the actor's react only away from a battle, a craft's limit on what
/// deploys aboard it, a side's move price between kinds of places; `false`: none of them here.
fn round26_fact(c: &Said, fact: &Fact, f: &mut Finding) -> bool {
    let deploy = c.seen.kind == ActKind::Deploy;
    match (fact, c.p.role) {
        (Fact::ReactAway { cost }, Role::Actor) if c.seen.kind == ActKind::React => {
            super::react_away::react_away(c, *cost, f)
        }
        (Fact::MoveCostBetween { .. }, _) if !deploy => {
            super::move_between::move_cost_between(c, fact, f)
        }
        (Fact::MayNotDeployAboard { who }, Role::Carrier) if deploy => {
            named_may_not(c, who, "may not deploy on or aboard it", f)
        }
        // Round 27's facts.
        _ => return super::carddeploy::apply(c, fact, f),
    }
    true
}

/// The actor's own place to deploy (what an Effect, device or weapon deploys on; where a
/// card with no place of its kind deploys for its price) and its own "Cannot move", applied;
/// `false`: not such a fact of the actor's.
fn own_place_or_move(c: &Said, fact: &Fact, f: &mut Finding) -> bool {
    let Said { e, seen, p, q, .. } = *c;
    let deploy = seen.kind == ActKind::Deploy;
    match (fact, p.role) {
        (Fact::DeployOn { target, condition }, Role::Actor) if deploy && !is_actor_kind(p.def) => {
            deploy_on(e, seen, target, condition.as_deref(), q, f);
            // "Deploy on your Lando or use 3 Force to deploy on your other warrior": the price
            // of the second target, where only it names the card (asked for the cost, or for
            // the Force Pile check to weigh, `shared::force_pile`).
            if (e.want_cost() || e.board.player(seen.side).force_pile.is_some())
                && let Some(cost) = alternative_price(e, seen, target)
            {
                let line = format!("{q} (the price of the target it names after \"or\")");
                record_price(PriceHolds::Yes, cost, "the deployment", &line, f);
            }
        }
        // "Deploys for 1 Force to an unoccupied site" (a Seeker's): a card whose kind the base
        // game gives no place (a weapon, a device, an Effect) deploys where its text says, so
        // the place is a limit as well as the price's.
        (Fact::DeployCost { to, .. }, Role::Actor)
            if deploy && !is_actor_kind(p.def) && p.def.card_type != CardType::Location =>
        {
            places_fit(
                e,
                seen,
                &format!("to {}", to.trim_start_matches("to ")),
                q,
                true,
                f,
            );
            price(c, fact, f)
        }
        // "Rebel Guards at same site may move", said by a card where it stands, lifts its own
        // "Cannot move".
        (Fact::MayNotMove, Role::Actor) if !deploy => match may_move_beside(e, seen) {
            Some(Ok(line)) => f
                .permissions
                .push(format!("{q}: it may not move by its own text, but {line}")),
            Some(Err(line)) => f.missing.push(line),
            None => f.refusals.push(format!("{q}: it may not move")),
        },
        (Fact::MayNotMove, Role::OnActor) if !deploy => {
            f.refusals.push(format!("{q}: it may not move"))
        }
        (Fact::NotAboard { crafts }, Role::Actor) => {
            super::aboard::not_aboard(e, seen, crafts, q, f)
        }
        (Fact::CarriedLikeVehicle, Role::Actor) => super::aboard::carried(e, seen, q, f),
        _ => return false,
    }
    true
}

/// A move's limits and prices set by where it leaves and by who rides: a site's landspeed
/// requirement (the location it leaves), a card there that keeps a side's characters from
/// landspeed (standing, or aboard a craft there), a pilot's or driver's free move of the
/// craft it operates (aboard the craft that moves).
fn moves_by_who_stands_or_rides(c: &Said, fact: &Fact, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let moving = seen.kind == ActKind::Move;
    match (fact, p.role) {
        (Fact::LandspeedHere { .. }, Role::From) if moving => landspeed_here(e, seen, p, s, q, f),
        (Fact::NoLandspeedHere { who }, Role::Bystander | Role::AboardThere)
            if moving && p.end == Some(Role::From) =>
        {
            super::moving::no_landspeed_here(e, seen, p, s, q, who, f)
        }
        (Fact::CraftMovesFree { craft, cost, .. }, Role::Passenger)
            if super::moving::operates(e, seen, p, craft) =>
        {
            let free = Fact::MoveCost {
                cost: *cost,
                condition: None,
            };
            price(c, &free, f)
        }
        _ => {}
    }
}

/// A card's price of others' deploys with another on a condition ("Each pilot deploys -1 (or
/// -2 if with an admiral) aboard a capital starship"), from where it stands.
fn prices_others_or_if(fact: &Fact, role: Role) -> bool {
    role != Role::Actor
        && matches!(fact, Fact::PriceOrIf { fact, .. }
            if matches!(**fact, Fact::DeployPrice { ref who, .. } if *who != Who::Itself))
}

/// A location's deploy price on what the board settles: once a turn ([`Fact::OncePerTurn`]), or
/// another price on a condition ([`Fact::PriceOrIf`]).
fn priced_here(c: &Said, fact: &Fact, f: &mut Finding) {
    match fact {
        Fact::PriceOrIf {
            fact,
            cost,
            condition,
        } => super::prices::price_or_if(c, fact, *cost, condition, f),
        Fact::OncePerTurn { fact } => super::per_turn::once_per_turn(c, fact, f),
        _ => {}
    }
}

/// A location's price on its side's occupation ("If you occupy, opponent must use +1 Force to
/// move from here using landspeed"): whether the side whose half it is occupies the location
/// at that end of the act is settled from the board (presence there, before the act); where
/// the condition holds, the price is applied as read, the sentence still quoted whole.
pub(super) fn occupied(c: &Said, unless: bool, fact: &Fact, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let here = if p.role == Role::From {
        seen.from
    } else {
        seen.to
    };
    let (Some(l), Some(you)) = (here, half_side(s).or(p.side)) else {
        return f.missing.push(format!(
            "{q}: whether its side occupies {}, which the board does not settle",
            p.name
        ));
    };
    match super::conditions::side_holds_settled(e, you, l, false) {
        Some(held) if held == unless => return,
        Some(_) => {}
        None => {
            return f.missing.push(format!(
                "{q}: whether its side occupies {} ({ICON_ONLY})",
                p.name
            ));
        }
    }
    // The condition settled, the price is the sentence after it.
    let body = s.text.split_once(", ").map_or(s.text.as_str(), |(_, b)| b);
    let settled = Sentence {
        text: body.to_string(),
        ..s.clone()
    };
    apply(&Said { s: &settled, ..*c }, fact, f);
}

/// A card deployed on a location speaks for it ("Opponent may not 'react' to here" on a device
/// at a site), and so does a card standing there of reacts ("Opponent may not 'react' to same
/// system or sector" on a starship): its location facts hold at that end of the act, as the
/// location's. The part as that location, or None.
fn as_its_location<'p>(e: &Eval, seen: &Seen, p: &Part<'p>, fact: &Fact) -> Option<Part<'p>> {
    // The mover's own price on its side's moves from where it stands ("Your characters may
    // move from here using their landspeed for free"): here is the move's start.
    let mover_from_here = p.role == Role::Actor
        && seen.from.is_some()
        && matches!(fact, Fact::MoveCostHere { way: Way::From, .. });
    let end = match (p.role, p.end) {
        (Role::OnLocation | Role::Bystander | Role::AboardThere, Some(end)) => end,
        _ if mover_from_here => Role::From,
        _ => return None,
    };
    let of_location = kind_of(fact) == Some(Kind::Location)
        || matches!(
            fact,
            Fact::MoveCostHere { .. } | Fact::DeployCostHere { .. } | Fact::LandspeedHere { .. }
        );
    if !of_location {
        return None;
    }
    let here = if end == Role::To { seen.to } else { seen.from };
    Some(Part {
        def: p.def,
        role: end,
        side: p.side,
        name: here.map_or(p.name.clone(), |l| {
            e.board.loc_def(l).plain_title().to_string()
        }),
        end: None,
        card: p.card,
        at: here,
    })
}

/// A limit on the card's own condition: where the limit would bite, the condition settles it
/// (holds: the limit applies as read; does not: it does not apply, said so); a condition the
/// board does not settle leaves the act open, naming it.
fn while_its(c: &Said, condition: &str, inner: &Fact, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    // The limit as it would stand alone: the condition is settled here, not by what the
    // limit's own check reads of the sentence ("… while …" leaves a price open).
    let body = s.text.split_once(", ").map_or(s.text.as_str(), |(_, b)| b);
    let alone = Sentence {
        text: body.to_string(),
        ..s.clone()
    };
    let mut found = Finding::default();
    apply(&Said { s: &alone, ..*c }, inner, &mut found);
    // A grant ("may move as a 'react'") is the card's only while the condition holds.
    let granted = matches!(inner, Fact::React { .. }) && !found.permissions.is_empty();
    if !granted && found.refusals.is_empty() && found.missing.is_empty() && found.prices.is_empty()
    {
        f.permissions.extend(found.permissions);
        f.checked.extend(found.checked);
        return;
    }
    let by_side = super::conditions::side_condition(e, p, s, condition);
    if matches!(by_side, Some(Some(_))) {
        super::conditions::control_assumed(condition, f);
    }
    let holds = by_side
        .or_else(|| super::conditions_named::settle(e, seen, p, s, condition))
        .unwrap_or_else(|| its_condition(e, seen, p, condition));
    match holds {
        Some(true) => {
            let so = said(
                &p.name,
                p.def.card_type != crate::catalog::CardType::Location,
                condition,
            );
            f.refusals
                .extend(found.refusals.into_iter().map(|r| format!("{r}; {so}")));
            f.permissions.extend(found.permissions);
            f.missing.extend(found.missing);
            f.may_lift.extend(found.may_lift);
            f.checked.extend(found.checked);
            f.prices.extend(found.prices);
        }
        Some(false) => f.permissions.push(format!(
            "{q}: it does not apply now: it is not so that {}{}",
            said(
                &p.name,
                p.def.card_type != crate::catalog::CardType::Location,
                condition
            ),
            p.card
                .and_then(|c| e.board.location_of(c))
                .map(|l| format!(" (it is at {})", e.board.loc_def(l).plain_title()))
                .unwrap_or_default()
        )),
        None => f.missing.push(format!(
            "{q}: whether {}, which the board does not settle",
            said(
                &p.name,
                p.def.card_type != crate::catalog::CardType::Location,
                condition
            )
        )),
    }
}
