//! `can deploy`: composes the rules that bear on a deployment (uniqueness, the shield, the
//! generators' requirement, the layout) and names what is left to base rules.

pub(crate) mod place;

use super::actions::{Act, By, Found, gate, rules};
use super::eval::Eval;
use super::subject::AskError;
use crate::board::facts::is_item;
use crate::board::{CardIx, LocId};
use crate::catalog::{CardDef, CardType, DefId};
use crate::query::{CardRef, Side};
use crate::verdict::Answer;
use place::deploys_on_a_card;

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

/// The printing a `can deploy` question names: every printing of the title, and the one of the
/// side that deploys it (the asker's, else the only one, else whose turn it is).
pub(crate) struct Printing {
    pub ids: Vec<DefId>,
    pub def_id: DefId,
    pub side: Option<Side>,
}

/// Reads which printing the question names (`rules::readings` then hands a location card to the
/// layout rules, any other card to [`ask_deploy`]).
pub(crate) fn printing(e: &mut Eval, a: &DeployAsk) -> Result<Printing, AskError> {
    let ids: Vec<DefId> = e.res.card_or_def(a.card)?.printings(e.board);
    // One printing per side: pick the asker's, else the only one, else whose turn it is.
    let only_side = if ids.len() == 1 {
        fixed_side(e.board.def(ids[0]))
    } else {
        None
    };
    let side = a
        .asker
        .or(only_side)
        .or_else(|| holder_side(e.board, &ids))
        .or(e.board.turn);
    let def_id = side
        .and_then(|s| ids.iter().copied().find(|&i| e.board.def(i).side.fits(s)))
        .unwrap_or(ids[0]);
    e.v.side = side;
    Ok(Printing { ids, def_id, side })
}

/// A title printed for both sides (Lando Calrissian) named without `as`: the side whose hand or
/// board holds a printing of it, when exactly one does.
fn holder_side(board: &crate::board::Board, ids: &[DefId]) -> Option<Side> {
    let key = board.def(*ids.first()?).key().to_string();
    let holds = |s: Side| {
        board
            .player(s)
            .hand
            .iter()
            .any(|z| board.def(z.def).key() == key)
            || board
                .cards
                .iter()
                .any(|c| c.side == s && board.def(c.def).key() == key)
    };
    match (holds(Side::Light), holds(Side::Dark)) {
        (true, false) => Some(Side::Light),
        (false, true) => Some(Side::Dark),
        _ => None,
    }
}

/// A location card is inserted into its row, not deployed to a place; its deployment is timed
/// like any other. True when the question is answered (refused by the gate).
pub(crate) fn location_gate(e: &mut Eval, a: &DeployAsk, p: &Printing) -> Result<bool, AskError> {
    let def = e.board.def(p.def_id);
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
    if let Some(side) = p.side {
        let found = super::actions::consult(
            e,
            &Act::Deploy {
                card: def,
                side,
                to: None,
                host: None,
                with: None,
                starting: a.as_starting,
            },
        );
        if found.is_refused() {
            e.settle(found, None);
            return Ok(true);
        }
    }
    Ok(false)
}

/// `can deploy <card>` of a card that is not a location.
pub(crate) fn ask_deploy(e: &mut Eval, a: DeployAsk, p: Printing) -> Result<(), AskError> {
    let Printing { def_id, side, .. } = p;
    let def = e.board.def(def_id).clone();
    let Some(side) = side else {
        e.missing("which side deploys the card: add `as light` or `as dark`, or set `turn:`");
        return Ok(());
    };
    let host = match a.aboard {
        Some(ab) => Some(e.res.card(ab)?),
        None => host_named_by_to(e, &def, a.to),
    };
    let to_is_host = a.aboard.is_none() && host.is_some();
    let target = match (a.to.filter(|_| !to_is_host), host) {
        (Some(t), _) => Some(e.res.location(t)?),
        (None, Some(h)) => e.board.location_of(h),
        (None, None) => None,
    };
    let with = match a.with {
        Some(w) => Some(e.res.card_or_def(w)?),
        None => None,
    };
    // The act, checked by the table: its gate (the deploy phase), then the documents' rules the
    // other families hold (Dagobah's locations and ◇ limits, personas, the shield, sectors, a
    // clawed host, where artillery, Proton Bombs and Bombing Run go) and those of the acts it
    // includes (a weapon or device deployed on a card is carried by it).
    let act = Act::Deploy {
        card: e.board.def(def_id),
        side,
        to: target,
        host,
        with: with.map(|w| By::named(w, e.board)),
        starting: a.as_starting,
    };
    // The gate (the other side's card, `place::OWN_CARDS_CHECK`) holds wherever it deploys.
    let gated = gate(e, &act);
    if gated.is_refused() {
        e.settle(gated, None);
        return Ok(());
    }
    let Some(target) = target else {
        e.missing("where the card deploys: add `to <location>` or `aboard <card>`");
        return Ok(());
    };
    let mut found = rules(e, &act);
    found.refuse_by_hand_if(
        super::shared::unique::check_on_table(e, &[def_id], Some(side)) == Some(true),
    );
    // Where the sector rules leave the deployment open, nothing after them is claimed.
    if e.board.loc_def(target).is_sector()
        && !found.is_refused()
        && !e.v.undetermined_because.is_empty()
    {
        return Ok(());
    }
    if found.is_refused() {
        e.answer(Answer::No);
        return Ok(());
    }
    if e.board.locations[target].state.collapsed {
        e.because(
            &crate::rulebook::movement::COLLAPSED,
            format!(
                "{} is collapsed: deploying there costs 1 more Force",
                e.board.loc_def(target).plain_title()
            ),
        );
        e.cost("+1 Force: the site is collapsed");
    }
    match host {
        Some(h) => deploy_aboard(e, &def, h),
        None => deploy_to(e, &def, side, target),
    }
    Ok(())
}

/// A card deployed aboard (or on) `h` where the table allowed it: a weapon or device is carried
/// (its host checked by the table for Cloud City's rule), anything else deploys aboard as the place
/// check (`place::PLACE_CHECK`) found.
fn deploy_aboard(e: &mut Eval, def: &CardDef, h: CardIx) {
    let hname = e.board.card_name(h);
    let title = def.plain_title().to_string();
    // An Effect whose own text deploys it on a card ("Deploy on your Star Destroyer") is
    // deployed on that card, not aboard it; the card-text checks say whether the card fits.
    let effect_on_card = def.card_type == CardType::Effect && deploys_on_a_card(def);
    if matches!(def.card_type, CardType::Weapon | CardType::Device) || effect_on_card {
        // Deploying on a character, vehicle or starship: the carrying rules, and Cloud City's
        // on a character of the other side (`weapons::OPPONENT_HOST_CHECK`).
        // Who carries it, a missing carrier, duplicates: the act of carrying, which the
        // deployment includes (checked with it, `Act::parts`).
        // With its text on record, the card-text checks read it (or leave the act open).
        if def.text.is_none() {
            e.assume(format!("{title}'s own text lets it deploy on {hname}"));
        }
        e.answer(Answer::Yes);
        return;
    }
    e.assume("you can pay the card's deploy cost in Force");
    e.answer(Answer::Yes);
}

fn deploy_to(e: &mut Eval, def: &CardDef, side: Side, target: LocId) {
    let board = e.board;
    let ldef = board.loc_def(target);
    let place = ldef.plain_title().to_string();
    let title = def.plain_title().to_string();
    let site = ldef.is_site();
    match def.card_type {
        // Where each kind deploys: the table's checks (`vehicles::WAY_CHECK`,
        // `place::PLACE_CHECK`, the sector rules for a cloud car) allowed it.
        CardType::Vehicle | CardType::Starship | CardType::Character => {
            base_assumptions(e, def, &place);
            e.answer(Answer::Yes);
        }
        CardType::Creature => {
            let _ = side;
            if e.in_force(&crate::rulebook::creatures::U_HABITAT) {
                match &def.habitat {
                    Some(h) if site && crate::board::facts::on_planet(board, target, h) => {
                        e.because(&crate::rulebook::creatures::U_HABITAT, format!("creatures need neither presence nor Force icons; {title}'s habitat is {h} sites, and {place} is one"));
                    }
                    Some(h) => {
                        e.refuse(&crate::rulebook::creatures::U_HABITAT, format!("{title}'s habitat is {h} sites: it deploys only there, and {place} is outside it"));
                        return;
                    }
                    None => {
                        e.because(&crate::rulebook::creatures::U_HABITAT, format!("creatures need neither presence nor Force icons to deploy; {title} deploys within its habitat"));
                        e.assume(format!("{place} is within {title}'s habitat (its own card text; give it `habitat:`)"));
                    }
                }
            } else if def.text.is_none() {
                e.assume(format!("{title}'s own text lets it deploy at {place}"));
            }
            e.assume("you can pay the card's deploy cost in Force");
            e.answer(Answer::Yes);
        }
        CardType::Interrupt | CardType::EpicEvent => {
            e.missing(
                "interrupts and epic events are played, not deployed: base rules not modelled",
            );
        }
        _ => {
            if def.text.is_none() {
                e.assume(format!(
                    "the card's own deployment text allows it at {place}"
                ));
            }
            e.assume("you can pay the card's deploy cost in Force");
            e.answer(Answer::Yes);
        }
    }
}

/// `cost deploy`: where the deployment is allowed, its price is the card's printed deploy cost
/// (the card database's), changed by the card text the checks read (a line of cost each,
/// quoting the sentence; [`Eval::text_priced`]); a card whose printed cost the database does
/// not give (`*`) leaves the cost open, named. A refusal or an open question stays as it is.
pub(crate) fn priced(e: &mut Eval, title: &str, printed: Option<i64>) {
    if e.v.answer != Answer::Yes {
        return;
    }
    match printed {
        Some(n) => {
            e.cost(format!("{title}'s printed deploy cost: {n} Force"));
            e.settle(Found::NOTHING, Some(n));
        }
        None => e.missing(format!(
            "the cost of deploying {title}: its printed deploy cost is not a number in the card database"
        )),
    }
}

fn base_assumptions(e: &mut Eval, def: &CardDef, place: &str) {
    // Its own text may spare it presence (cited by the card-text checks where it holds).
    let spared = match def.without_presence() {
        Some((_, None)) => true,
        Some((_, Some(except))) => !place.contains(except.as_str()),
        None => false,
    };
    if !spared {
        e.assume(format!(
            "you have presence or a Force icon at {place} (base rules)"
        ));
    }
    e.assume("you can pay the card's deploy cost in Force");
    // A card whose deploy sentence is read has it as a reason, not an assumption.
    // With its text on record, the card-text checks read it (or leave the act open).
    if def.deploys_only.is_none() && def.text.is_none() {
        e.assume(format!("the card's own deployment text allows {place}"));
    }
}

/// `can deploy <weapon or device> to <character>`: the host named by `to`, when it is a card in
/// play rather than a location.
pub(crate) fn host_named_by_to(e: &Eval, def: &CardDef, to: Option<&CardRef>) -> Option<CardIx> {
    let to = to?;
    // A weapon or device, or an Effect whose own text deploys it on a card: `to @card` is on it.
    let on_a_card = is_item(def) || (def.card_type == CardType::Effect && deploys_on_a_card(def));
    if !on_a_card || e.res.location(to).is_ok() {
        return None;
    }
    e.res.card(to).ok()
}
