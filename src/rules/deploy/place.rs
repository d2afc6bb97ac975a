//! Where a card deploys by its kind, as one check on `Act::Deploy`: a starfighter to a docking
//! bay, to a system with a pilot or aboard a capital starship with room; a capital starship to
//! a system or sector; a character to a site; characters, vehicles and starships aboard a craft
//! with room where its side has presence or a Force icon. The handler (`deploy.rs`) only builds
//! the act and says yes where the table allows it.

use crate::board::{CardIx, LocId};
use crate::catalog::{CardDef, CardType, Icon};
use crate::query::Side;
use crate::rulebook::Rule;
use crate::rulebook::deploy::{DEPLOY_ABOARD, STARFIGHTER};
use crate::rules::actions::{Act, Action, Check, Outcome, Stage};
use crate::rules::eval::Cx;

pub static PLACE_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "a starship, a character or a card aboard a craft deploys only where its kind may",
    rules: &[&STARFIGHTER, &DEPLOY_ABOARD],
    run: place_check,
};

/// A side deploys only its own cards: a card none of whose printings is the acting side's
/// makes the rest of the question meaningless (the board decides, not an assumption).
pub static OWN_CARDS_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Gate,
    name: "a side deploys only its own cards",
    rules: &[],
    run: own_cards_check,
};

/// A deployment of a card that is no location names where it goes (`to <location>` or
/// `aboard <card>`): without it, the rest cannot be judged, and the answer is open.
pub static WHERE_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Gate,
    name: "a deployment names where the card goes",
    rules: &[],
    run: where_check,
};

pub(crate) static CHECKS: &[&Check] = &[&OWN_CARDS_CHECK, &WHERE_CHECK, &PLACE_CHECK];

/// After the card's own deploy limit (`card_text::DEPLOY_LIMIT`, which reads places as card
/// text does): the Price stage's, what the deployment costs before anything changes it.
pub(crate) static PRICE_CHECKS: &[&Check] = &[&super::price::PRINTED_CHECK];

fn where_check(e: &mut Cx, act: &Act) -> Outcome {
    match *act {
        Act::Deploy {
            card,
            to: None,
            host: None,
            ..
        } if card.card_type != CardType::Location => {
            e.missing("where the card deploys: add `to <location>` or `aboard <card>`");
            Outcome::Open
        }
        _ => Outcome::NotMine,
    }
}

fn own_cards_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Deploy { card, side, .. } = *act else {
        return Outcome::NotMine;
    };
    // A location card is inserted into its row (the layout family's question).
    if card.card_type == CardType::Location || card.side.fits(side) {
        return Outcome::NotMine;
    }
    // Every printing of the title counts: a card named as it stands in play (`Ice Storm`) may
    // have a printing of the acting side.
    let board = e.board;
    if let crate::catalog::Resolution::Found(all) = board.catalog.resolve(card.plain_title())
        && all.iter().any(|&i| {
            let d = board.def(i);
            d.key() == card.key() && d.side.fits(side)
        })
    {
        return Outcome::NotMine;
    }
    e.because_base(
        &crate::rulebook::base::OWN_CARDS,
        format!(
            // No printing fits the acting side, so every one is the other side's.
            "{} is a {} card: the {} does not deploy it",
            card.plain_title(),
            side.opponent().title(),
            side.title()
        ),
    );
    Outcome::Refuse
}

fn place_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Deploy {
        card,
        side,
        to: Some(target),
        host,
        with,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    // Interrupts and Epic Events are played, not deployed: base rules not modelled.
    if matches!(card.card_type, CardType::Interrupt | CardType::EpicEvent) {
        e.missing("interrupts and epic events are played, not deployed: base rules not modelled");
        return Outcome::Open;
    }
    if let Some(h) = host {
        return aboard(e, card, side, h, target);
    }
    // Before the Dagobah supplement sectors do not exist: the sector rules leave the act open.
    if board.loc_def(target).is_sector() && !crate::rules::shared::sector_legs::sectors_exist(e) {
        return Outcome::NotMine;
    }
    match card.card_type {
        CardType::Starship if card.flies_as_starfighter() => {
            starfighter(e, card, target, with.map(|w| w.def(board)))
        }
        CardType::Starship => capital(e, card, target),
        CardType::Character if !board.loc_def(target).is_site() => {
            e.because_base(
                &crate::rulebook::base::CHARACTERS,
                format!(
                    "characters deploy to sites, or aboard a vehicle or starship; {} is a {}",
                    board.loc_def(target).plain_title(),
                    board.locations[target].kind.name()
                ),
            );
            Outcome::Refuse
        }
        _ => Outcome::NotMine,
    }
}

/// Does a card's own text deploy it on something other than the table ("Deploy on your
/// Star Destroyer", "Deploy on any character")?
pub(crate) fn deploys_on_a_card(def: &CardDef) -> bool {
    def.sentences().iter().any(|s| {
        matches!(&s.fact, Some(crate::catalog::text::Fact::DeployOn { target, .. })
            if !target.to_lowercase().ends_with("table"))
    })
}

/// A character, vehicle or starship deployed aboard `h`; a weapon, device or an Effect deployed
/// on a card is not this check's (the carrying rules and the card-text checks).
fn aboard(e: &mut Cx, def: &CardDef, side: Side, h: CardIx, l: LocId) -> Outcome {
    let effect_on_card = def.card_type == CardType::Effect && deploys_on_a_card(def);
    if matches!(def.card_type, CardType::Weapon | CardType::Device) || effect_on_card {
        return Outcome::NotMine;
    }
    let board = e.board;
    let hname = board.card_name(h);
    let hdef = board.card_def(h);
    let title = def.plain_title();
    if !crate::board::facts::is_craft(hdef) {
        e.because(
            &DEPLOY_ABOARD,
            format!("{hname} is not a vehicle or starship: nothing deploys aboard it"),
        );
        return Outcome::Refuse;
    }
    if board.cards[h].side != side {
        e.because(
            &DEPLOY_ABOARD,
            format!("{hname} is not the {}'s", side.title()),
        );
        return Outcome::Refuse;
    }
    let Some(room) = room_aboard(e, def, h) else {
        return Outcome::Refuse;
    };
    if def.card_type != CardType::Character && !hdef.is_capital() {
        e.because(
            &DEPLOY_ABOARD,
            format!(
                "vehicles and starships deploy aboard capital starships only; {hname} is a {}",
                hdef.kind_words()
            ),
        );
        return Outcome::Refuse;
    }
    // A starfighter aboard a capital starship with starfighter capacity is the starfighter
    // rule's own case (hoth.starfighter.deploy names that place and its capacity).
    let rule = if def.is_starfighter() {
        &STARFIGHTER
    } else {
        &DEPLOY_ABOARD
    };
    if def.card_type == CardType::Character
        && let Some(sentence) = crate::board::facts::seat_limit_unsettled(board, h, Some(def), None)
    {
        e.missing(format!(
            "whether {title} (or a character aboard) fits the place {hname}'s own text limits: \"{sentence}\""
        ));
        return Outcome::Open;
    }
    // The places its own text keeps for a kind or a name, counted in the room: said.
    let limited: String = if def.card_type == CardType::Character {
        crate::board::facts::seat_limit_notes(board, h)
            .iter()
            .map(|l| format!(" ({l})"))
            .collect()
    } else {
        String::new()
    };
    match room {
        Some((n, what)) if n <= 0 => {
            e.because(
                rule,
                format!("{hname} has no {what} capacity left{limited}"),
            );
            return Outcome::Refuse;
        }
        // Unlimited capacity is counted as i64::MAX places.
        Some((n, what)) if n > i64::from(u32::MAX) => {
            e.allow(rule, format!("{hname} has room for any number of {what}s"))
        }
        Some((n, what)) => e.allow(
            rule,
            format!(
                "{hname} has room for {n} more {what}{}{limited}",
                if n == 1 { "" } else { "s" }
            ),
        ),
        None => e.assume(format!("{hname} has room for {title}")),
    }
    // A card whose own text lets it (or characters aboard the host) deploy without presence
    // or Force icons needs neither (the card-text checks cite the sentence).
    let by_text = def.without_presence().is_some_and(|(_, x)| x.is_none())
        || (def.card_type == CardType::Character
            && hdef.without_presence().is_some_and(|(aboard, _)| aboard));
    if !by_text && !presence_or_icons(e, side, l) {
        return Outcome::Refuse;
    }
    e.allow(rule, format!("{title} may deploy directly aboard {hname}"));
    Outcome::Clear
}

/// The room aboard `h` for a card of `def`'s kind: `Some(None)` when not counted, `None` (the
/// reason noted) when that kind never deploys aboard a craft.
fn room_aboard(e: &mut Cx, def: &CardDef, h: CardIx) -> Option<Option<(i64, &'static str)>> {
    if crate::board::facts::compartment(def).is_none() {
        e.because(
            &DEPLOY_ABOARD,
            format!(
                "a {} does not deploy aboard a starship or vehicle",
                def.kind_words()
            ),
        );
        return None;
    }
    Some(
        crate::board::facts::room_aboard(e.board, h, def, None)
            .map(|r| (r.left(), r.compartment.noun())),
    )
}

/// The presence-or-Force-icons test for deploying aboard, as a reason; true when met.
fn presence_or_icons(e: &mut Cx, side: Side, l: LocId) -> bool {
    let board = e.board;
    let (direct, craft, _) = crate::board::facts::presence_at(
        board,
        side,
        l,
        e.in_force(&crate::rulebook::vehicles::U_CRASHED_PILOT),
    );
    let ldef = board.loc_def(l);
    let icons = match side {
        Side::Light => ldef.light_icons,
        Side::Dark => ldef.dark_icons,
    };
    let name = ldef.plain_title().to_string();
    if direct >= 1 || craft >= 1 {
        e.allow(
            &DEPLOY_ABOARD,
            format!("the {} has presence at {name}", side.title()),
        );
        true
    } else if icons.unwrap_or(0) > 0 {
        e.allow(
            &DEPLOY_ABOARD,
            format!(
                "{name} shows {} {} Force icon{}",
                icons.unwrap_or(0),
                side.title(),
                if icons == Some(1) { "" } else { "s" }
            ),
        );
        if board.locations[l].owner.is_none() {
            e.assume(format!(
                "the {name} card on table is the printing whose icons were counted"
            ));
        }
        true
    } else if icons.is_none() {
        e.assume(format!(
            "the {} has a Force icon at {name} (its icons are not in the catalog)",
            side.title()
        ));
        true
    } else {
        e.because(
            &DEPLOY_ABOARD,
            format!(
                "the {} has neither presence nor a Force icon at {name}",
                side.title()
            ),
        );
        false
    }
}

/// A starfighter (or a capital that deploys like one) deploys to a docking bay, or to a system
/// with a pilot (its permanent one or one deployed with it).
fn starfighter(e: &mut Cx, def: &CardDef, target: LocId, pilot: Option<&CardDef>) -> Outcome {
    let board = e.board;
    let ldef = board.loc_def(target);
    let place = ldef.plain_title();
    let title = def.plain_title();
    if def.is_capital() {
        e.allow_by_card_text(
            &crate::rulebook::base::LIKE_STARFIGHTER,
            format!("{title}'s own text: it deploys and moves like a starfighter"),
        );
    }
    let bay = ldef.is_site() && ldef.is_docking_bay();
    let system = ldef.is_system() || ldef.is_sector();
    if let Some(p) = pilot
        && !p.has_icon(Icon::Pilot)
    {
        e.because(
            &STARFIGHTER,
            format!(
                "{} is not a pilot, so it cannot be the pilot deployed with {title}",
                p.plain_title()
            ),
        );
        return Outcome::Refuse;
    }
    let piloted = def.permanent_pilot.is_some() || pilot.is_some();
    let rule_says = format!(
        "starfighters deploy to a docking bay, aboard a capital starship with starfighter capacity, or to a system; {place} is none of these"
    );
    let granted = !(bay || system) && granted_by_text(e, def, target, &STARFIGHTER, &rule_says);
    if !(bay || system || granted) {
        e.because(&STARFIGHTER, rule_says);
        return Outcome::Refuse;
    }
    if system && !piloted {
        e.because(&STARFIGHTER, format!("{title} has no permanent pilot: it may deploy to a system only together with a pilot (`with <pilot>`); empty, only to a docking bay or a capital starship"));
        return Outcome::Refuse;
    }
    if !granted {
        let how = match (pilot, def.permanent_pilot) {
            (Some(p), _) => {
                format!("deployed together with {} as one action", p.plain_title())
            }
            (None, Some(_)) => "it has a permanent pilot".to_string(),
            (None, None) => "empty, which a docking bay allows".to_string(),
        };
        e.allow(
            &STARFIGHTER,
            format!("{title} may deploy to {place}: {how}"),
        );
    }
    Outcome::Clear
}

/// A capital starship deploys to a system or a sector, never to a site.
fn capital(e: &mut Cx, def: &CardDef, target: LocId) -> Outcome {
    let board = e.board;
    let ldef = board.loc_def(target);
    let place = ldef.plain_title();
    let site = ldef.is_site();
    let rule_says = format!(
        "{} is a capital starship: only starfighters deploy to sites (docking bays)",
        def.plain_title()
    );
    let granted = site && granted_by_text(e, def, target, &STARFIGHTER, &rule_says);
    if site && !granted {
        e.because(&STARFIGHTER, rule_says);
        Outcome::Refuse
    } else if ldef.is_sector() || granted {
        // Allowed there by the sector rules, or by its own text.
        Outcome::Clear
    } else if ldef.is_system() {
        // Where each kind of card deploys is a base rule the documents assume.
        e.assume(format!(
            "capital starships deploy to systems such as {place} (a base rule the documents assume)"
        ));
        Outcome::Clear
    } else {
        e.because_base(
            &crate::rulebook::base::STARSHIPS,
            format!(
                "capital starships deploy to systems and sectors; {place} is a {}",
                board.locations[target].kind.name()
            ),
        );
        Outcome::Refuse
    }
}

/// Where the rule for its kind would refuse `target` (`rule_says` why) and the card's own text
/// lets it deploy there ("May deploy to exterior sites"): citing both the rule and the sentence
/// (or naming the words the board cannot settle). True when the text grants the place (or may:
/// the words are then missing); false when it grants nothing here, and the rule refuses.
fn granted_by_text(
    e: &mut Cx,
    def: &CardDef,
    target: LocId,
    rule: &'static Rule,
    rule_says: &str,
) -> bool {
    let Some((quoted, fit)) = crate::rules::shared::card_places::deploy_grant(e, def, target)
    else {
        return false;
    };
    let place = e.board.loc_def(target).plain_title().to_string();
    match fit {
        Ok(false) => return false,
        Ok(true) => e.allow_by_card_text(
            &crate::rulebook::base::CARD_TEXT,
            format!("{quoted}: {place} is such a place, so it may deploy there"),
        ),
        Err(words) => e.missing(format!(
            "{quoted}: whether {place} is {words}, which the board does not settle"
        )),
    }
    let whose = if quoted.starts_with(&format!("{}'s own text", def.plain_title())) {
        "its own text".to_string()
    } else {
        format!("{place}'s own text")
    };
    e.allow(
        rule,
        format!("by this rule alone it would not: {rule_says}; {whose} says otherwise"),
    );
    true
}
