//! The documents' placement rules, under the ruleset judged by. Where a rule family already
//! applies the rule for `can deploy` or `can move`, its own function is called here (sectors,
//! Dagobah locations, creatures' habitats), so `validate` and the question cannot disagree.

use super::found::{Found, Outcome, refusal};
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardType, Icon, Subtype};
use crate::rulebook::{Rule, Ruleset, in_force};
use crate::rules::bombers;
use crate::rules::capture;
use crate::rules::dagobah;
use crate::rules::problem::Grounds;
use crate::rules::sectors;

/// The rules this module reports a card's place by: rules about where a card may *be*, not only
/// how it may get there (Dagobah's deployment ban and the starfighter deployment rule are not
/// among them: a card may move or land where it may not deploy). `validate` and `can deploy`
/// are held together on them (tests/validate.rs).
pub static PLACEMENT_RULES: &[&Rule] = &[
    &crate::rulebook::vehicles::EXTERIOR_ONLY,
    &crate::rulebook::vehicles::INTERIOR_NO_VEHICLES,
    &crate::rulebook::starships::LANDING,
    &crate::rulebook::sectors::D_ABOARD,
    &crate::rulebook::sectors::CC_ABOARD,
    &crate::rulebook::sectors::CC_ASTEROID_ALLOWED,
    &crate::rulebook::sectors::CLOUD_ALLOWED,
    &crate::rulebook::dagobah::NO_WEAPONS,
    &crate::rulebook::dagobah::NO_UTINNI,
    &crate::rulebook::creatures::U_HABITAT,
    &crate::rulebook::capture::CAPTURE,
    &crate::rulebook::capture::ESCORT,
    &crate::rulebook::capture::FROZEN,
];

fn from_refusal(c: CardIx, reasons: Vec<(&'static Rule, String)>, help: &str) -> Vec<Found> {
    // One problem per card: the first rule that refused, the others' words joined to it.
    let Some((rule, first)) = reasons.first().cloned() else {
        return Vec::new();
    };
    let mut message = first;
    for (_, more) in reasons.iter().skip(1) {
        if !message.contains(more.as_str()) {
            message.push_str("; ");
            message.push_str(more);
        }
    }
    vec![Found {
        card: c,
        rule: Grounds::Rule(rule),
        message,
        label: "not allowed here",
        help: Some(help.to_string()),
    }]
}

/// A family's outcome for card `c`: its problem, or what is unknown noted.
fn settle(outcome: Outcome, c: CardIx, help: &str, unknown: &mut Vec<String>) -> Vec<Found> {
    match outcome {
        Outcome::Clear => Vec::new(),
        Outcome::Unknown(what) => {
            for w in what {
                if !unknown.contains(&w) {
                    unknown.push(w);
                }
            }
            Vec::new()
        }
        Outcome::Refused(reasons) => from_refusal(c, reasons, help),
    }
}

/// Do the checks of card `c`'s place (this module's [`problems`] and `base::problem`) read
/// nothing of the board but the card, its location and its name? So for a card at a location
/// that holds nothing and is held by nothing, is neither attached nor a captive, and is none
/// that a rule family is asked about (a card at a sector, a starship at a site, a creature, a
/// card at Dagobah): its problems stay what they were while the board editor changes other
/// cards (`super::kept`). Kept beside [`problems`]: a check added there that reads other cards
/// must make this false for the cards it judges.
pub(super) fn reads_itself_alone(board: &Board, c: CardIx) -> bool {
    let card = &board.cards[c];
    let Place::At(l) = card.place else {
        return false;
    };
    let ldef = board.loc_def(l);
    let def = board.card_def(c);
    card.aboard.is_empty()
        && card.carrying.is_empty()
        && card.escorting.is_empty()
        && card.pilot.is_none()
        && card.driver.is_none()
        && card.state.attached_to.is_none()
        && crate::board::facts::custody(board, c) == crate::board::facts::Custody::Free
        && !ldef.is_sector()
        && !dagobah::is_dagobah(ldef)
        && !(ldef.is_site() && def.card_type == CardType::Starship)
        && def.card_type != CardType::Creature
}

/// The documents' problems with card `c`'s place; what the ruleset cannot judge goes to
/// `unknown`.
pub(super) fn problems(
    board: &Board,
    ruleset: Ruleset,
    c: CardIx,
    unknown: &mut Vec<String>,
) -> Vec<Found> {
    let card = &board.cards[c];
    let def = board.card_def(c);
    let mut out = Vec::new();
    if let Place::At(l) = card.place {
        let ldef = board.loc_def(l);
        // Sectors: who may be at one (the family `can deploy … to <sector>` asks).
        if ldef.is_sector()
            && matches!(
                def.card_type,
                CardType::Character | CardType::Vehicle | CardType::Starship
            )
        {
            let o = refusal(board, ruleset, |e| {
                e.by_hand(|cx| sectors::deploy_blocked(cx, def, l, None))
            });
            out.extend(settle(
                o,
                c,
                "list it aboard a starship (or, under Cloud City's rules, a vehicle) allowed at that sector, or at the system",
                unknown,
            ));
        }
        if ldef.is_site() {
            out.extend(at_site(board, ruleset, c, l));
        }
        // Creatures: within their habitat (the family `can deploy` and `can move` ask).
        if def.card_type == CardType::Creature && card.state.attached_to.is_none() {
            let o = refusal(board, ruleset, |e| {
                e.by_hand(|cx| crate::rules::shared::habitat::habitat_check(cx, c, l))
                    == Some(false)
            });
            out.extend(settle(
                o,
                c,
                "a creature stands within its habitat (`habitat:` names it)",
                unknown,
            ));
        }
        // Dagobah: weapons and devices never deploy straight to it; Utinni Effects only by
        // their own text (the family `can deploy` asks).
        if dagobah::is_dagobah(ldef)
            && (matches!(def.card_type, CardType::Weapon | CardType::Device)
                || (def.card_type == CardType::Effect && def.subtype == Some(Subtype::Utinni)))
            && card.state.attached_to.is_none()
        {
            let o = refusal(board, ruleset, |e| {
                e.by_hand(|cx| dagobah::deploy_refused(cx, def, card.side, l, None, None))
            });
            out.extend(settle(
                o,
                c,
                "a weapon or device at Dagobah is carried by a character, vehicle or starship already there",
                unknown,
            ));
        }
    }
    out.extend(captive(board, ruleset, c));
    out.extend(states(board, c));
    out
}

/// States the documents give to one kind of card: 'crashed' is a vehicle's; 'missing' a
/// character's, beneath the site where it went missing (or in a Backpack with its carrier).
fn states(board: &Board, c: CardIx) -> Vec<Found> {
    let card = &board.cards[c];
    let def = board.card_def(c);
    let name = board.card_name(c);
    let mut out = Vec::new();
    if card.state.crashed && def.card_type != CardType::Vehicle {
        out.push(Found {
            card: c,
            rule: Grounds::Rule(&crate::rulebook::vehicles::CRASHED),
            message: format!(
                "{name} is marked crashed, but it is a {}: only vehicles crash",
                def.kind_words()
            ),
            label: "not a vehicle",
            help: Some("remove `crashed` from its state".into()),
        });
    }
    if card.state.missing {
        let misplaced = match card.place {
            _ if def.card_type != CardType::Character => Some(format!(
                "{name} is marked missing, but it is a {}: only characters go missing",
                def.kind_words()
            )),
            Place::At(l) if !board.loc_def(l).is_site() => Some(format!(
                "{name} is missing at {}, a {}: a missing character is placed beneath the site where it went missing",
                board.loc_name(l),
                board.locations[l].kind.name()
            )),
            Place::Aboard(h) => Some(format!(
                "{name} is missing aboard {}: a missing character is placed beneath the site where it went missing",
                board.card_name(h)
            )),
            _ => None,
        };
        if let Some(message) = misplaced {
            out.push(Found {
                card: c,
                rule: Grounds::Rule(&crate::rulebook::missing::MISSING),
                message,
                label: "not where a missing card is",
                help: Some("list a missing character at its site with `state: [missing]`".into()),
            });
        }
    }
    out
}

/// Vehicles and starships at a site.
fn at_site(board: &Board, ruleset: Ruleset, c: CardIx, l: LocId) -> Vec<Found> {
    let def = board.card_def(c);
    let ldef = board.loc_def(l);
    let name = board.card_name(c);
    let place = board.loc_name(l);
    let found = |rule: &'static Rule, message: String, help: &str| Found {
        card: c,
        rule: Grounds::Rule(rule),
        message,
        label: "not allowed here",
        help: Some(help.to_string()),
    };
    let mut out = Vec::new();
    match def.card_type {
        CardType::Vehicle
            if !ldef.has_icon(Icon::Exterior)
                && !def.allows("deploy-to-interior")
                && !def.allows("move-to-interior")
                && in_force(&crate::rulebook::vehicles::INTERIOR_NO_VEHICLES, ruleset) =>
        {
            out.push(found(
                &crate::rulebook::vehicles::INTERIOR_NO_VEHICLES,
                format!(
                    "{name} (a vehicle) stands at {place}, an interior site: vehicles deploy and move only to exterior sites (docking bays included), unless their own card allows it"
                ),
                "put it at an exterior site or a docking bay, or give it `allows: [move-to-interior]` if its text lets it in",
            ));
        }
        CardType::Starship => {
            let landed_ok = def.allows("land-anywhere")
                || crate::board::facts::is_cave(ldef)
                || (def.flies_as_starfighter()
                    && (ldef.is_docking_bay()
                        || (ldef.has_icon(Icon::Exterior) && !def.is_tie())))
                || (!def.flies_as_starfighter()
                    && def.allows("land")
                    && ldef.has_icon(Icon::Exterior))
                // A TIE Bomber down at its Bombing Run's target zone.
                || (bombers::on_run(board, c) == Some(l)
                    && in_force(&crate::rulebook::bombers::BOMBING_RUN, ruleset));
            if !landed_ok && in_force(&crate::rulebook::starships::LANDING, ruleset) {
                let why = if !def.flies_as_starfighter() {
                    format!(
                        "{name} is a {}: only starfighters land or deploy at sites",
                        def.kind_words()
                    )
                } else if def.is_tie() {
                    format!(
                        "{name} is a TIE at {place}: TIEs need docking bay facilities, and {place} is not a docking bay"
                    )
                } else {
                    format!(
                        "{name} stands at {place}, an interior site: starfighters land only at exterior sites and deploy only to docking bays"
                    )
                };
                out.push(found(
                    &crate::rulebook::starships::LANDING,
                    why,
                    "list it at the system (or aboard a capital starship), or at a docking bay",
                ));
            }
        }
        _ => {}
    }
    out
}

/// Captives: held by an escort who may hold them, imprisoned, or 'frozen' and left unattended.
fn captive(board: &Board, ruleset: Ruleset, c: CardIx) -> Vec<Found> {
    if !in_force(&crate::rulebook::capture::ESCORT, ruleset) {
        return Vec::new();
    }
    let name = board.card_name(c);
    let found = |rule: &'static Rule, message: String, help: &str| Found {
        card: c,
        rule: Grounds::Rule(rule),
        message,
        label: "not a legal custody",
        help: Some(help.to_string()),
    };
    let mut out = Vec::new();
    match crate::board::facts::custody(board, c) {
        crate::board::facts::Custody::Unattended if !board.cards[c].state.frozen => out.push(found(
            &crate::rulebook::capture::CAPTURE,
            format!(
                "{name} is captured but neither escorted nor imprisoned: a captive not seized or imprisoned escapes at once, and only a 'frozen' captive may be left unattended"
            ),
            "list it under its escort's `escorting:`, at a prison, or add `frozen` to its state",
        )),
        crate::board::facts::Custody::Escorted(x) => {
            let side = board.cards[x].side;
            if !capture::may_escort(board, x, side) {
                out.push(found(
                    &crate::rulebook::capture::ESCORT,
                    format!(
                        "{name} is escorted by {}, which is not a bounty hunter or warrior free to hold a captive",
                        board.card_name(x)
                    ),
                    "captives are held by bounty hunters and warriors",
                ));
            } else if capture::escorts_any_number(board, x).is_none() {
                let held = &board.cards[x].escorting;
                if held.iter().position(|&k| k == c).is_some_and(|i| i >= 1) {
                    out.push(found(
                        &crate::rulebook::capture::ESCORT,
                        format!(
                            "{} escorts {} captives: a character escorts one captive at a time unless a card lets it hold more",
                            board.card_name(x),
                            held.len()
                        ),
                        "give the others their own escorts, or note the card that allows it (`allows: [escort-any-number]`)",
                    ));
                }
            }
        }
        _ => {}
    }
    out
}
