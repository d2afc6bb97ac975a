//! Whether a craft is operated (its pilot or driver, the permanent pilot, a crash) and the
//! landspeed it may use: the vehicles family's rules, read when moving as when asking.

use crate::board::facts::sites_crossed;
use crate::board::facts::{
    Needs, Operator, characters_aboard, is_at_at, is_combat, is_craft, is_creature_vehicle,
    is_droid, needs, operator, pilots_in_cargo_bay,
};
use crate::board::{CardIx, LocId, Place};
use crate::catalog::CardType;
use crate::rulebook::Rule;
use crate::rulebook::vehicles::{
    CARGO_BAY, COMBAT_VEHICLE, CRASHED, DRIVERS, PILOTS, U_AT_AT, U_CRASHED_PILOT,
    U_CREATURE_VEHICLE,
};
use crate::rules::actions::{Act, Action, Check, Flier, Outcome, Stage};
use crate::rules::eval::{Cx, Eval};
use crate::rules::shared::arithmetic::non_negative;
use std::collections::HashMap;
use std::sync::Arc;
/// Whether a craft is operated, read from the board and the rules in force: the rule that says
/// so and its sentence, whether it is, the assumption it rests on (a driver the board does not
/// name), and the pilots aboard a craft in its cargo bay, who may not pilot it.
pub(crate) struct Operation {
    pub rule: &'static Rule,
    pub text: String,
    pub ok: bool,
    pub assumed: Option<String>,
    pub cargo_bay: Vec<String>,
}

/// Explains whether a craft is operated (piloted/driven), with the rule that needs it.
/// Returns whether it is.
pub(crate) fn explain_operated(e: &mut Eval, c: CardIx, decisive: bool) -> bool {
    let op = operation(e, c);
    if let Some(a) = op.assumed {
        e.assume(a);
    }
    for line in op.cargo_bay {
        e.because(&CARGO_BAY, line);
    }
    if decisive || !op.ok {
        e.because(op.rule, op.text);
    } else {
        e.allow(op.rule, op.text);
    }
    op.ok
}

/// Whether a craft is operated, as data ([`Operation`]): no reason noted.
pub(crate) fn operation(e: &Eval, c: CardIx) -> Operation {
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    let silences = e.in_force(&U_CRASHED_PILOT);
    let op = operator(board, c, silences);
    let (mut assumed, mut cargo_bay) = (None, Vec::new());
    let (rule, text, ok): (&'static Rule, String, bool) = match (needs(def), &op) {
        (Needs::Nothing, _) => {
            let r = if e.in_force(&U_CREATURE_VEHICLE) {
                &U_CREATURE_VEHICLE
            } else {
                &DRIVERS
            };
            (
                r,
                format!(
                    "{name} is a creature vehicle: it has ability of its own and needs no driver"
                ),
                true,
            )
        }
        (Needs::Driver, Some(Operator::Character(d))) if board.cards[c].driver.is_some() => (
            &DRIVERS,
            format!(
                "{name} is a transport vehicle driven by {}{}",
                board.card_name(*d),
                droid_may_drive(board, *d)
            ),
            true,
        ),
        (Needs::Driver, Some(Operator::Character(d))) => {
            // The board names no driver: who drives is the player's designation, assumed.
            let dn = board.card_name(*d);
            assumed = Some(format!(
                "{dn} drives {name} (the board names no driver; its player designates one)"
            ));
            (
                &DRIVERS,
                format!(
                    "{name} is a transport vehicle with {dn} aboard, who may drive it{}",
                    droid_may_drive(board, *d)
                ),
                true,
            )
        }
        (Needs::Driver, _) => {
            let droids_only = characters_aboard(board, c)
                .iter()
                .any(|&o| is_droid(board.card_def(o)));
            let why = if droids_only {
                " (droids may not drive)"
            } else {
                ""
            };
            (
                &DRIVERS,
                format!("{name} is a transport vehicle with no driver aboard{why}"),
                false,
            )
        }
        (Needs::Pilot, Some(Operator::Permanent(Some(a)))) => (
            &PILOTS,
            format!("{name} has a permanent pilot aboard (ability {a})"),
            true,
        ),
        (Needs::Pilot, Some(Operator::Permanent(None))) => (
            &U_CRASHED_PILOT,
            format!("{name} has crashed, so its permanent pilot provides no ability"),
            false,
        ),
        (Needs::Pilot, None)
            if def.permanent_pilot.is_some() && silences && board.cards[c].state.crashed =>
        {
            (
                &U_CRASHED_PILOT,
                format!(
                    "{name} has crashed: its permanent pilot, a matter of game text, provides nothing, and no other pilot is aboard"
                ),
                false,
            )
        }
        (Needs::Pilot, Some(Operator::Character(p))) => {
            let r = if is_combat(def) {
                &COMBAT_VEHICLE
            } else {
                &PILOTS
            };
            (
                r,
                format!("{name} is piloted by {}", board.card_name(*p)),
                true,
            )
        }
        (Needs::Pilot, _) => {
            let r = if is_combat(def) {
                &COMBAT_VEHICLE
            } else {
                &PILOTS
            };
            // A pilot in a craft in its cargo bay is aboard, but may not pilot it.
            for (x, o) in pilots_in_cargo_bay(board, c) {
                cargo_bay.push(format!(
                    "{} sits aboard {}, in {name}'s cargo bay: occupants of a craft in a cargo bay may not pilot the capital starship",
                    board.card_name(o),
                    board.card_name(x)
                ));
            }
            (r, format!("{name} has no pilot aboard"), false)
        }
    };
    Operation {
        rule,
        text,
        ok,
        assumed,
        cargo_bay,
    }
}

/// The landspeed a card may use for a regular move, read from the board and the rules in force:
/// a fact with nothing noted, which each check and question says with its own rules.
#[derive(Debug, Clone)]
pub(crate) enum Landspeed {
    /// A character or creature, or a vehicle that may move: `raw` its landspeed as printed (or
    /// as the board or its own text gives it), `speed` what it may use (never below zero; an
    /// AT-AT's held to 1, `held` by the rule in force), `source` what the number rests on.
    Moves {
        raw: i64,
        speed: i64,
        held: Option<&'static Rule>,
        source: String,
    },
    /// A vehicle that has crashed: no landspeed.
    Crashed,
    /// A vehicle no one operates: no landspeed ([`operation`] says why).
    Unoperated,
    /// A starship landed at a site: no landspeed.
    Landed,
    /// Anything else: it does not move by landspeed.
    None,
}

/// The landspeed `c` may use now ([`Landspeed`]).
pub(crate) fn landspeed(e: &Eval, c: CardIx) -> Landspeed {
    let board = e.board;
    let def = board.card_def(c);
    let card = &board.cards[c];
    match def.card_type {
        CardType::Character | CardType::Creature => {
            let own = card.landspeed.or(def.landspeed_of_card()).unwrap_or(1);
            let source = match (card.landspeed, def.landspeed_by_text(), def.landspeed) {
                (Some(_), _, _) | (None, None, Some(_)) => "",
                (None, Some(_), _) => " (by its own text)",
                (None, None, None) => " (characters and creatures have 1 unless stated)",
            };
            // A device it carries whose own text lets it "fly" at a landspeed ("May 'fly'
            // (landspeed = 3)"): the carrier's to use, where more than its own (a landspeed
            // the board writes for the card stands).
            let (raw, source) = match carried_landspeed(e, c) {
                Some((n, why)) if card.landspeed.is_none() && n > own => (n, why),
                _ => (own, source.to_string()),
            };
            Landspeed::Moves {
                raw,
                speed: raw.max(0),
                held: None,
                source,
            }
        }
        CardType::Vehicle if card.state.crashed => Landspeed::Crashed,
        CardType::Vehicle if !operation(e, c).ok && moves_unoperated(def).is_none() => {
            Landspeed::Unoperated
        }
        CardType::Vehicle => {
            let printed = card.landspeed.or(def.landspeed_of_card()).unwrap_or(0);
            let (added, source) = added_aboard(e, c);
            let raw = printed + added;
            let held = (is_at_at(def) && raw > 1).then(|| {
                if e.in_force(&U_AT_AT) {
                    &U_AT_AT
                } else {
                    &COMBAT_VEHICLE
                }
            });
            Landspeed::Moves {
                raw,
                speed: if held.is_some() { 1 } else { raw.max(0) },
                held,
                source,
            }
        }
        CardType::Starship => match card.place {
            Place::At(l) if board.loc_def(l).is_site() => Landspeed::Landed,
            _ => Landspeed::None,
        },
        // A device or Effect whose own text lets it move like a character: a character's
        // landspeed of 1 (round 28).
        _ if super::like_a_character::moves_like_a_character(def).is_some() => {
            let raw = card.landspeed.unwrap_or(1);
            Landspeed::Moves {
                raw,
                speed: raw.max(0),
                held: None,
                source: " (it moves like a character, by its own text)".to_string(),
            }
        }
        _ => Landspeed::None,
    }
}

/// What the characters aboard vehicle `c` add to its landspeed by their own text ("While aboard
/// a non-creature vehicle, adds 1 to power, maneuver and landspeed"), where `c` is such a
/// vehicle, with the words that say so (empty: none).
fn added_aboard(e: &Eval, c: CardIx) -> (i64, String) {
    use crate::catalog::Subtype;
    use crate::catalog::text::Fact;
    let board = e.board;
    let vehicle = board.card_def(c);
    let names = |words: &str| match words.to_lowercase().as_str() {
        "aboard a vehicle" => vehicle.card_type == CardType::Vehicle,
        "aboard a non-creature vehicle" => {
            vehicle.card_type == CardType::Vehicle
                && vehicle.subtype != Some(Subtype::CreatureVehicle)
        }
        _ => false,
    };
    let mut added = 0;
    let mut said = Vec::new();
    let stand = crate::board::facts::standing(board);
    for &k in stand.aboard(c) {
        for s in board.card_def(k).sentences().iter() {
            if let Some(Fact::While { condition, fact }) = &s.fact
                && let Fact::AddsLandspeedAboard { by } = **fact
                && names(condition)
            {
                added += by;
                said.push(format!(
                    "{by:+} by the own text of {}, aboard: \"{}\"",
                    board.card_name(k),
                    s.text
                ));
            }
        }
    }
    // A device on it whose own text adds to its landspeed ("Adds 1 to power and landspeed").
    let (more, words) = added_on(e, c);
    added += more;
    said.extend(words);
    match said.is_empty() {
        true => (0, String::new()),
        false => (added, format!(" ({})", said.join("; "))),
    }
}

/// The cards each card carries (`Place::Carried`), each list in the board's order: found once
/// per board (a derived fact), so that asking a card's landspeed for each move reads the cards
/// it carries, not every card on the table (issue 38 item 6).
#[derive(Debug, Default)]
struct CarriedBy(HashMap<CardIx, Vec<CardIx>>);

impl CarriedBy {
    fn of(&self, c: CardIx) -> &[CardIx] {
        self.0.get(&c).map_or(&[], Vec::as_slice)
    }
}

/// The cards each card of `board` carries, worked out on first use and kept until the board
/// changes.
fn carried_by(board: &crate::board::Board) -> Arc<CarriedBy> {
    board.derived(|b| {
        crate::rules::shared::work::count(
            crate::rules::shared::work::Work::CarriedCards,
            b.cards.len(),
        );
        let mut by = CarriedBy::default();
        for (i, x) in b.cards.iter_enumerated() {
            if let Place::Carried(k) = x.place {
                by.0.entry(k).or_default().push(i);
            }
        }
        Arc::new(by)
    })
}

/// What the cards on `c` (deployed on it, or carried) add to its landspeed by their own text
/// ("Adds 1 to power and landspeed", a device on a vehicle), each with the words that say so.
fn added_on(e: &Eval, c: CardIx) -> (i64, Vec<String>) {
    use crate::catalog::text::Fact;
    let board = e.board;
    let stand = crate::board::facts::standing(board);
    let carried = carried_by(board);
    let on = carried
        .of(c)
        .iter()
        .copied()
        .chain(stand.attached(c).iter().copied());
    let (mut added, mut said) = (0, Vec::new());
    for k in on {
        for s in board.card_def(k).sentences().iter() {
            if let Some(Fact::AddsLandspeed { by }) = s.fact {
                added += by;
                said.push(format!(
                    "{by:+} by the own text of {}, on it: \"{}\"",
                    board.card_name(k),
                    s.text
                ));
            }
        }
    }
    (added, said)
}

/// The highest landspeed a device `c` carries gives by its own text ("May 'fly' (landspeed =
/// 3)"), with the words that say so.
fn carried_landspeed(e: &Eval, c: CardIx) -> Option<(i64, String)> {
    let board = e.board;
    carried_by(board)
        .of(c)
        .iter()
        .map(|&d| board.card_def(d))
        .filter(|d| d.card_type == CardType::Device)
        .filter_map(|d| {
            d.landspeed_by_text().map(|(n, text)| {
                (
                    n,
                    format!(
                        " (by the own text of {}, which it carries: \"{text}\")",
                        d.plain_title()
                    ),
                )
            })
        })
        .max_by_key(|(n, _)| *n)
}

/// The line that says an AT-AT's landspeed `n` is held to 1.
fn at_at_held(name: &str, n: i64) -> String {
    format!("{name} is an AT-AT: its landspeed {n} is held to 1")
}

/// The landspeed a card may use now, with the reasons; None when it cannot move by landspeed
/// (the `landspeed` question).
pub(crate) fn usable_landspeed(e: &mut Eval, c: CardIx) -> Option<i64> {
    let name = e.board.card_name(c);
    match landspeed(e, c) {
        Landspeed::Moves {
            raw,
            speed,
            held,
            source,
        } => {
            if e.board.card_def(c).card_type == CardType::Vehicle {
                explain_operated(e, c, false);
            }
            let n = non_negative(e, raw, &format!("{name}'s landspeed"));
            if let Some(r) = held {
                e.because(r, at_at_held(&name, n));
            }
            e.detail(format!("{name}: landspeed {speed}{source}"));
            Some(speed)
        }
        Landspeed::Crashed => {
            e.because(&CRASHED, format!("{name} has crashed: it has no landspeed"));
            None
        }
        Landspeed::Unoperated => {
            explain_operated(e, c, false);
            None
        }
        Landspeed::Landed => {
            e.because(
                &crate::rulebook::movement::LANDED,
                format!("{name} is landed: a landed starfighter has no landspeed"),
            );
            None
        }
        Landspeed::None => None,
    }
}

/// A regular move by landspeed: a character, creature or vehicle, standing at a site, moving by
/// its own rules (no card's text, not flying like a starfighter, not to a starship's site, not
/// attached to a host it goes along with) to another site. Its card, where it stands and where
/// it goes; None for any other act.
pub(crate) fn by_landspeed(e: &Eval, act: &Act) -> Option<(CardIx, LocId, LocId)> {
    let board = e.board;
    let Act::Move {
        craft: None,
        flier: Flier::Piloted,
        ..
    } = *act
    else {
        return None;
    };
    let (c, origin, dest) = act.regular_move(board)?;
    let walks = matches!(
        board.card_def(c).card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle
    ) || super::like_a_character::moves_like_a_character(board.card_def(c)).is_some();
    // Attached to its host, it goes where its host goes (under the rulesets with attaching
    // creatures: before them, it moves by itself).
    let attached = crate::board::facts::host_of(board, c).is_some()
        && e.in_force(&crate::rulebook::attaching::ATTACHING);
    (walks
        && !attached
        && origin != dest
        && board.loc_def(origin).is_site()
        && board.loc_def(dest).is_site())
    .then_some((c, origin, dest))
}

/// A vehicle's regular move by landspeed along its planet's row: only with its pilot or driver
/// aboard (a creature vehicle needs none), and an AT-AT no further than 1 site. (A crashed
/// vehicle's move is the crash check's ([`CRASH_CHECK`]); a move to another planet goes by
/// a location's text, not by landspeed: the regular move's check judges it.) A starship's or
/// vehicle's react: only with its pilot or driver aboard (a crashed vehicle's permanent pilot
/// provides none; a pilot in a craft in a capital starship's cargo bay does not pilot it).
pub static OPERATED_CHECK: Check = Check {
    on: &[Action::Move, Action::React],
    stage: Stage::Rule,
    name: "a vehicle moves by landspeed, and a craft reacts, only with its pilot or driver aboard; an AT-AT at most 1 site",
    rules: &[
        &PILOTS,
        &DRIVERS,
        &COMBAT_VEHICLE,
        &U_AT_AT,
        &U_CREATURE_VEHICLE,
        &U_CRASHED_PILOT,
        &CARGO_BAY,
    ],
    run: operated_check,
};

/// A crashed vehicle has no landspeed: it makes no move by landspeed (to a site of its own
/// planet or, by a location's text, beyond), and no react, which its game text, silenced by
/// the crash, would have let it make. Of the document's 'Crashed' section, the vehicle's own
/// paragraph; what its occupants pay to get aboard or off is the embarking price's
/// (`movement::embark::CRASH_PRICE`).
pub static CRASH_CHECK: Check = Check {
    on: &[Action::Move, Action::React],
    stage: Stage::Rule,
    name: "a crashed vehicle has no landspeed: it neither moves by landspeed nor reacts",
    rules: &[&CRASHED],
    run: crash_check,
};

pub(crate) static CHECKS: &[&Check] = &[&CRASH_CHECK, &OPERATED_CHECK];

fn crash_check(e: &mut Cx, act: &Act) -> Outcome {
    let (c, react) = match *act {
        Act::Move {
            kind: Action::React,
            card,
            ..
        } => (card, true),
        _ => match by_landspeed(e, act) {
            Some((c, _, _)) => (c, false),
            None => return Outcome::NotMine,
        },
    };
    let board = e.board;
    if board.card_def(c).card_type != CardType::Vehicle || !board.cards[c].state.crashed {
        return Outcome::NotMine;
    }
    let name = board.card_name(c);
    e.because(
        &CRASHED,
        if react {
            format!("{name} has crashed: no landspeed and no game text, so no react")
        } else {
            format!("{name} has crashed: it has no landspeed")
        },
    );
    Outcome::Refuse
}

/// A craft's react (not a creature vehicle's, which needs no one aboard): operated, or refused.
fn react_operated(e: &mut Cx, c: CardIx) -> Outcome {
    let def = e.board.card_def(c);
    if !is_craft(def) || is_creature_vehicle(def) {
        return Outcome::NotMine;
    }
    let op = operation(e, c);
    if let Some(a) = op.assumed {
        e.assume(a);
    }
    for line in op.cargo_bay {
        e.because(&CARGO_BAY, line);
    }
    if op.ok {
        e.allow(op.rule, op.text);
        Outcome::Clear
    } else {
        e.because(op.rule, op.text);
        Outcome::Refuse
    }
}

fn operated_check(e: &mut Cx, act: &Act) -> Outcome {
    if let Act::Move {
        kind: Action::React,
        card,
        ..
    } = *act
    {
        return react_operated(e, card);
    }
    let board = e.board;
    let Some((c, origin, dest)) = by_landspeed(e, act) else {
        return Outcome::NotMine;
    };
    if board.card_def(c).card_type != CardType::Vehicle
        || board.cards[c].state.crashed
        || board.locations[origin].row != board.locations[dest].row
    {
        return Outcome::NotMine;
    }
    let op = operation(e, c);
    if let Some(a) = op.assumed {
        e.assume(a);
    }
    // `op.cargo_bay` names the craft in a capital starship's cargo bay: a vehicle has none.
    // (Round 28.) A vehicle whose own text lets it move with no one aboard ("May move without
    // presence aboard"), read: that lifts exactly the need of a driver or pilot for its move.
    if !op.ok {
        if let Some(said) = moves_unoperated(board.card_def(c)) {
            e.allow_by_card_text(
                &crate::rulebook::base::CARD_TEXT,
                format!(
                    "{}'s own text: \"{said}\": it moves with no one aboard",
                    board.card_name(c)
                ),
            );
            return Outcome::Clear;
        }
        e.because(op.rule, op.text);
        return Outcome::Refuse;
    }
    e.allow(op.rule, op.text);
    let Landspeed::Moves {
        raw,
        speed,
        held: Some(r),
        ..
    } = landspeed(e, c)
    else {
        return Outcome::Clear;
    };
    e.because(r, at_at_held(&board.card_name(c), raw));
    Outcome::refused_if(sites_crossed(board, origin, dest).len() as i64 > speed)
}

/// The sentence of a vehicle's own text that lets it move with no one aboard ("May move
/// without presence aboard": [`crate::catalog::text::Fact::MovesUnoperated`]), read, as
/// printed.
pub(crate) fn moves_unoperated(def: &crate::catalog::CardDef) -> Option<String> {
    def.sentences()
        .iter()
        .find(|s| matches!(s.fact, Some(crate::catalog::text::Fact::MovesUnoperated)))
        .map(|s| s.text.clone())
}

/// For a droid that drives: that a card lets it (droids may not drive unless a card says
/// otherwise), in words; nothing for another driver.
fn droid_may_drive(board: &crate::board::Board, d: crate::board::CardIx) -> &'static str {
    if is_droid(board.card_def(d)) {
        " (a droid, which its own text or the board lets drive)"
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::scenario::load_str;

    /// The carried index holds exactly what a scan of every card for `Place::Carried` finds, in
    /// the board's order, on a board where one card carries two devices and another none.
    #[test]
    fn the_carried_index_is_the_scan() {
        let yaml = "turn: light\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      light:\n        - { card: Rebel Trooper, id: holder, carrying: [Wrist Comlink, \"Lando's Wrist Comlink\"] }\n        - Echo Base Trooper\n    - system: Hoth\n";
        let s = load_str("t.yaml", yaml, Catalog::builtin()).unwrap();
        let b = &s.board;
        let idx = carried_by(b);
        let mut seen = 0;
        for (k, _) in b.cards.iter_enumerated() {
            let scan: Vec<CardIx> = b
                .cards
                .iter_enumerated()
                .filter(|(_, x)| x.place == Place::Carried(k))
                .map(|(i, _)| i)
                .collect();
            assert_eq!(idx.of(k), scan.as_slice());
            seen += scan.len();
        }
        assert_eq!(seen, 2, "the two comlinks the holder carries");
        assert_eq!(idx.of(b.ids["holder"]).len(), 2);
    }
}
