//! `can deploy`: composes the rules that bear on a deployment (uniqueness, the shield, the
//! generators' requirement, the layout) and names what is left to base rules.

use super::subject::{AskError, Either};
use super::{Eval, layout, shield, unique};
use crate::catalog::{CardDef, CardType, DefId};
use crate::query::{CardRef, Side};
use crate::verdict::Answer;

/// The parts of a `can deploy` question.
pub struct DeployAsk<'a> {
    pub card: &'a CardRef,
    pub to: Option<&'a CardRef>,
    pub aboard: Option<&'a CardRef>,
    pub with: Option<&'a CardRef>,
    pub as_starting: bool,
    pub asker: Option<Side>,
}

fn fixed_side(def: &CardDef) -> Option<Side> {
    match def.side {
        crate::catalog::Printed::Light => Some(Side::Light),
        crate::catalog::Printed::Dark => Some(Side::Dark),
        crate::catalog::Printed::Any => None,
    }
}

pub fn ask_deploy(e: &mut Eval, a: DeployAsk) -> Result<(), AskError> {
    let ids: Vec<DefId> = match e.res.card_or_def(a.card)? {
        Either::InPlay(c) => vec![e.board.cards[c].def],
        Either::Defs(ids) => ids,
    };
    // One printing per side: pick the asker's, else the only one, else whose turn it is.
    let only_side = if ids.len() == 1 {
        fixed_side(e.board.def(ids[0]))
    } else {
        None
    };
    let side = a.asker.or(only_side).or(e.board.turn);
    let def_id = side
        .and_then(|s| ids.iter().copied().find(|&i| e.board.def(i).side.fits(s)))
        .unwrap_or(ids[0]);
    let def = e.board.def(def_id).clone();
    e.v.side = side;
    if def.card_type == CardType::Location {
        if a.to.is_some() || a.aboard.is_some() {
            return Err(e.res.wrong_kind(
                a.card,
                format!(
                    "`{}` is a location: it is inserted into its row, not deployed to a place",
                    def.plain_title()
                ),
                "a location",
                Some(format!(
                    "ask `can deploy \"{}\"` or `insertion \"{}\"`",
                    def.plain_title(),
                    def.plain_title()
                )),
            ));
        }
        return deploy_location(e, &ids, &def, side, a.as_starting);
    }
    let Some(side) = side else {
        e.missing("which side deploys the card: add `as light` or `as dark`, or set `turn:`");
        return Ok(());
    };
    let target = match (a.to, a.aboard) {
        (Some(t), _) => Some(e.res.location(t)?),
        (None, Some(ab)) => {
            let host = e.res.card(ab)?;
            e.board.location_of(host)
        }
        (None, None) => None,
    };
    let Some(target) = target else {
        e.missing("where the card deploys: add `to <location>` or `aboard <card>`");
        return Ok(());
    };
    let mut blocked = unique::check_on_table(e, &[def_id], Some(side)) == Some(true);
    let site = e.board.loc_def(target).is_site();
    if site {
        blocked |= shield::deploy_blocked(e, side, &def, target);
    }
    if blocked {
        e.answer(Answer::No);
        return Ok(());
    }
    let place = e.board.loc_def(target).plain_title().to_string();
    if a.aboard.is_some() || a.with.is_some() {
        e.not_modelled("deploying aboard vehicles and starships, or together with a pilot (Hoth supplement: Deploying Cards on Vehicles and Starships)");
        return Ok(());
    }
    match def.card_type {
        CardType::Vehicle | CardType::Starship => {
            e.not_modelled("starship and vehicle deployment (Hoth supplement: Deploying Starfighters; Deploying and Moving Vehicles)");
        }
        CardType::Character if !site => {
            e.missing(format!("deploying a character directly to {place}, a {}: base rules the documents do not restate", e.board.locations[target].kind.name()));
        }
        CardType::Character => {
            e.assume(format!(
                "you have presence or a Force icon at {place} (base rules)"
            ));
            e.assume("you can pay the card's deploy cost in Force");
            e.assume(format!("the card's own deployment text allows {place}"));
            e.answer(Answer::Yes);
        }
        CardType::Creature => {
            e.assume(format!(
                "{place} is within the creature's habitat (its own card text)"
            ));
            e.assume("you can pay the card's deploy cost in Force");
            e.answer(Answer::Yes);
        }
        CardType::Interrupt | CardType::EpicEvent => {
            e.missing(
                "interrupts and epic events are played, not deployed: base rules not modelled",
            );
        }
        _ => {
            e.assume(format!(
                "the card's own deployment text allows it at {place}"
            ));
            e.assume("you can pay the card's deploy cost in Force");
            e.answer(Answer::Yes);
        }
    }
    Ok(())
}

fn deploy_location(
    e: &mut Eval,
    ids: &[DefId],
    def: &CardDef,
    side: Option<Side>,
    as_starting: bool,
) -> Result<(), AskError> {
    if unique::check_on_table(e, ids, side) == Some(true) {
        e.answer(Answer::No);
        return Ok(());
    }
    if shield::is_generators(def) && shield::generators_requirement(e, as_starting) == Some(false) {
        e.answer(Answer::No);
        return Ok(());
    }
    if let Some(how) = layout::special_rule(def) {
        e.because(
            &layout::SPECIAL_SITES,
            format!(
                "{} deploys by {how}, not by the site pattern",
                def.plain_title()
            ),
        );
        e.missing(format!(
            "the position set by {how}, which these documents do not give"
        ));
        return Ok(());
    }
    let planet = def
        .plain_title()
        .split(':')
        .next()
        .unwrap_or("")
        .trim()
        .to_string();
    let row = e.board.row_named(&planet);
    match row {
        Some(r) => {
            let listed = layout::explain_places(e, r, def);
            if listed.is_empty() && layout::group_of(def).is_some() {
                e.answer(Answer::No);
                return Ok(());
            }
            e.detail(format!("places: {}", listed.join("; ")));
        }
        None => e.allow(
            &layout::PATTERN,
            format!("{} starts its own row", def.plain_title()),
        ),
    }
    if as_starting {
        e.assume("it is the start of the game and this is your starting location");
    } else {
        e.assume("it is your deploy phase and you can pay the location's deploy cost");
    }
    e.answer(Answer::Yes);
    Ok(())
}
