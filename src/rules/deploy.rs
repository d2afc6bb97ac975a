//! `can deploy`: composes the rules that bear on a deployment (uniqueness, the shield, the
//! generators' requirement, the layout) and names what is left to base rules.

pub(crate) mod place;
pub(crate) mod price;

use super::actions::{Act, By, Found, consult, gate, price_found};
use super::eval::Eval;
use super::subject::AskError;
use crate::board::facts::is_item;
use crate::board::{CardIx, LocId};
use crate::catalog::{CardDef, CardType, DefId};
use crate::query::{CardRef, Side};
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
    let def_id = side.map_or(ids[0], |s| printing_for(e, &ids, s));
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

/// A location card is inserted into its row, not deployed to a place: a question naming a
/// place for it is a wrong kind of name.
pub(crate) fn location_named_no_place(
    e: &Eval,
    a: &DeployAsk,
    p: &Printing,
) -> Result<(), AskError> {
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
    Ok(())
}

/// The printing of the title `ids` for `side`: the one printed for it, else the first.
pub(crate) fn printing_for(e: &Eval, ids: &[DefId], side: Side) -> DefId {
    ids.iter()
        .copied()
        .find(|&i| e.board.def(i).side.fits(side))
        .unwrap_or(ids[0])
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
        row: None,
    };
    // The gate (the other side's card, `place::OWN_CARDS_CHECK`; a deployment that names
    // nowhere, `place::WHERE_CHECK`) holds wherever it deploys; the documents' rules judge a
    // deployment to a place.
    let found = match target {
        Some(_) => consult(e, &act),
        None => gate(e, &act),
    };
    // Where the sector rules leave the deployment open, nothing after them is claimed; an
    // Interrupt or Epic Event is played, not deployed (`place::PLACE_CHECK` leaves it open).
    let claimed = target.filter(|&t| {
        let sector_open = e.board.loc_def(t).is_sector() && !e.v.undetermined_because.is_empty();
        let played = matches!(def.card_type, CardType::Interrupt | CardType::EpicEvent);
        !(found.is_refused() || sector_open || played)
    });
    // What the deployment costs, from the table's price checks: the card's printed deploy
    // cost, or the price its own text sets where it is printed `*` (`price::PRINTED_CHECK`), and
    // what others add (a collapsed site, 1 more Force: `movement::collapsed`). The card text
    // the checks read changes it (a line of cost each, quoting the sentence;
    // `Eval::text_priced`, applied by `settle`).
    let (n, priced) = match claimed {
        Some(_) => price_found(e, &act),
        None => (0, Found::NOTHING),
    };
    if let Some(target) = claimed {
        match host {
            Some(h) => deploy_aboard(e, &def, h),
            None => deploy_to(e, &def, target, side),
        }
    }
    let cost = (claimed.is_some() && e.want_cost() && !priced.is_open()).then_some(n);
    e.settle(found.and(priced), cost);
    Ok(())
}

/// What a card deployed aboard (or on) `h` takes as met, where the table allowed it: a weapon
/// or device is carried (its host checked by the table for Cloud City's rule), anything else
/// deploys aboard as the place check (`place::PLACE_CHECK`) found.
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
        return;
    }
    assume_paid(e);
}

/// What a card deployed to `target` takes as met, where the table allowed it (where each kind
/// deploys: `vehicles::WAY_CHECK`, `place::PLACE_CHECK`, the sector rules for a cloud car; a
/// creature's habitat, `creatures::HABITAT_CHECK`).
fn deploy_to(e: &mut Eval, def: &CardDef, target: LocId, side: Side) {
    let place = e.board.loc_def(target).plain_title().to_string();
    let title = def.plain_title().to_string();
    match def.card_type {
        CardType::Vehicle | CardType::Starship | CardType::Character => {
            base_assumptions(e, def, (&place, target), side);
            return;
        }
        CardType::Interrupt | CardType::EpicEvent => return,
        CardType::Creature if e.in_force(&crate::rulebook::creatures::U_HABITAT) => {}
        CardType::Creature => {
            if def.text.is_none() {
                e.assume(format!("{title}'s own text lets it deploy at {place}"));
            }
        }
        _ => {
            if def.text.is_none() {
                e.assume(format!(
                    "the card's own deployment text allows it at {place}"
                ));
            }
        }
    }
    assume_paid(e);
}

fn base_assumptions(e: &mut Eval, def: &CardDef, (place, target): (&str, LocId), side: Side) {
    // Its own text may spare it presence (cited by the card-text checks where it holds), or a
    // read grant there to deploy regardless of presence that names it (round 28).
    let spared = match def.without_presence() {
        Some((_, None)) => true,
        Some((_, Some(except))) => !place.contains(except.as_str()),
        None => false,
    } || crate::rules::shared::regardless::at(e.board, def, side, target, "presence")
        .is_some_and(|(_, fit)| fit == Ok(true));
    if !spared {
        e.assume(format!(
            "you have presence or a Force icon at {place} (base rules)"
        ));
    }
    assume_paid(e);
    // A card whose deploy sentence is read has it as a reason, not an assumption.
    // With its text on record, the card-text checks read it (or leave the act open).
    if def.deploys_only.is_none() && def.text.is_none() {
        e.assume(format!("the card's own deployment text allows {place}"));
    }
}

/// Paying the deploy cost is an everyday base rule taken as met, unless the board records the
/// side's Force Pile and the Force Pile check weighed the price against it
/// (`shared::force_pile`: the pile is then a fact of the answer, and the reason says whether it
/// pays the price `cost deploy` gives).
fn assume_paid(e: &mut Eval) {
    e.assume_paid("you can pay the card's deploy cost in Force");
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
