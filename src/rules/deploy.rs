//! `can deploy`: composes the rules that bear on a deployment (uniqueness, the shield, the
//! generators' requirement, the layout) and names what is left to base rules.

use super::actions::{Act, By, Found, gate, rules};
use super::eval::Eval;
use super::subject::{AskError, Either};
use crate::board::facts::is_item;
use crate::board::{CardIx, LocId};
use crate::catalog::{CardDef, CardType, DefId, Icon, Trait};
use crate::query::{CardRef, Side};
use crate::rulebook::deploy::{DEPLOY_ABOARD, STARFIGHTER};
use crate::rulebook::weapons::NO_WEAPONS_ON_OPPONENT;
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
    let Printing { ids, def_id, side } = p;
    let def = e.board.def(def_id).clone();
    let Some(side) = side else {
        e.missing("which side deploys the card: add `as light` or `as dark`, or set `turn:`");
        return Ok(());
    };
    // Every printing of the title counts: a card named as it stands in play (`Ice Storm`) may
    // have a printing of the asker's side.
    let any_fits = ids.iter().any(|&i| e.board.def(i).side.fits(side))
        || matches!(
            e.board.catalog.resolve(def.plain_title()),
            crate::catalog::Resolution::Found(all)
                if all.iter().any(|&i| {
                    let d = e.board.def(i);
                    d.key() == def.key() && d.side.fits(side)
                })
        );
    if !any_fits {
        // The question names a card of the other side: the board decides, not an assumption.
        e.refuse_by_base(
            &crate::rulebook::base::OWN_CARDS,
            format!(
                // No printing fits the asker's side, so every one is the other side's.
                "{} is a {} card: the {} does not deploy it",
                def.plain_title(),
                side.opponent().title(),
                side.title()
            ),
        );
        return Ok(());
    }
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
    let Some(target) = target else {
        e.missing("where the card deploys: add `to <location>` or `aboard <card>`");
        return Ok(());
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
        to: Some(target),
        host,
        with: with.clone().map(|w| By::named(w, e.board)),
        starting: a.as_starting,
    };
    let gated = gate(e, &act);
    if gated.is_refused() {
        e.settle(gated, None);
        return Ok(());
    }
    let mut found = rules(e, &act);
    found.refuse_by_hand_if(
        super::shared::unique::check_on_table(e, &[def_id], Some(side)) == Some(true),
    );
    found.refuse_by_hand_if(own_deploy_text(e, &def, target, host, side));
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
        Some(h) => deploy_aboard(e, &def, side, h, target),
        None => deploy_to(e, &def, side, target, with),
    }
    Ok(())
}

/// The card's own sentence that limits where it deploys ("Deploys only on Hoth."), read: it
/// decides as the card says, cited as its text. A part the judge cannot read leaves the answer
/// undetermined, quoting the sentence. True when it refuses.
fn own_deploy_text(
    e: &mut Eval,
    def: &CardDef,
    target: LocId,
    host: Option<CardIx>,
    side: Side,
) -> bool {
    use crate::board::facts::{LimitFit, deploy_limit_fit};
    use crate::rulebook::base::DEPLOYS_ONLY;
    let Some(limit) = def.deploy_limit() else {
        return false;
    };
    let (title, place) = (def.plain_title(), e.board.loc_def(target).plain_title());
    let quoted = format!("{title}'s own text: \"{}\"", limit.sentence);
    match deploy_limit_fit(e.board, target, host, &limit, Some(side)) {
        LimitFit::Fits(w) => {
            e.allow_by_card_text(&DEPLOYS_ONLY, format!("{quoted}; {w}"));
            false
        }
        LimitFit::Outside => {
            e.refuse_by_card_text(
                &DEPLOYS_ONLY,
                format!("{quoted}; {place} is none of the places it names"),
            );
            true
        }
        LimitFit::Unread => {
            e.missing(format!(
                "whether {place} is where {title}'s own text lets it deploy: \"{}\" (swjudge does not read {})",
                limit.sentence,
                limit
                    .unread
                    .iter()
                    .map(|u| format!("\"{u}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            false
        }
    }
}

/// The presence-or-Force-icons test for deploying aboard, as a reason; true when met.
fn presence_or_icons(e: &mut Eval, side: Side, l: LocId) -> bool {
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

/// Does a card's own text deploy it on something other than the table ("Deploy on your
/// Star Destroyer", "Deploy on any character")?
fn deploys_on_a_card(def: &CardDef) -> bool {
    def.sentences().iter().any(|s| {
        matches!(&s.fact, Some(crate::catalog::text::Fact::DeployOn { target, .. })
            if !target.to_lowercase().ends_with("table"))
    })
}

fn deploy_aboard(e: &mut Eval, def: &CardDef, side: Side, h: CardIx, l: LocId) {
    let board = e.board;
    let hname = board.card_name(h);
    let hdef = board.card_def(h);
    let title = def.plain_title().to_string();
    // An Effect whose own text deploys it on a card ("Deploy on your Star Destroyer") is
    // deployed on that card, not aboard it; the card-text checks say whether the card fits.
    let effect_on_card = def.card_type == CardType::Effect && deploys_on_a_card(def);
    if matches!(def.card_type, CardType::Weapon | CardType::Device) || effect_on_card {
        // Deploying on a character, vehicle or starship: the carrying rules.
        if !effect_on_card && opponent_host(e, def, side, h) {
            e.answer(Answer::No);
            return;
        }
        // Who carries it, a missing carrier, duplicates: the act of carrying, which the
        // deployment includes (checked with it, `Act::parts`).
        // With its text on record, the card-text checks read it (or leave the act open).
        if def.text.is_none() {
            e.assume(format!("{title}'s own text lets it deploy on {hname}"));
        }
        e.answer(Answer::Yes);
        return;
    }
    if !crate::board::facts::is_craft(hdef) {
        e.refuse(
            &DEPLOY_ABOARD,
            format!("{hname} is not a vehicle or starship: nothing deploys aboard it"),
        );
        return;
    }
    if board.cards[h].side != side {
        e.refuse(
            &DEPLOY_ABOARD,
            format!("{hname} is not the {}'s", side.title()),
        );
        return;
    }
    let cap = hdef.capacity;
    let room = match def.card_type {
        CardType::Character => {
            crate::board::facts::character_places_left(board, h).map(|n| (n, "character"))
        }
        CardType::Vehicle => {
            let used = board.cards[h]
                .aboard
                .iter()
                .filter(|&&x| board.card_def(x).card_type == CardType::Vehicle)
                .count() as i64;
            Some((cap.vehicles.map(i64::from).unwrap_or(0) - used, "vehicle"))
        }
        CardType::Starship if def.is_starfighter() => {
            let used = board.cards[h]
                .aboard
                .iter()
                .filter(|&&x| board.card_def(x).is_starfighter())
                .count() as i64;
            Some((
                cap.starfighters.map(i64::from).unwrap_or(0) - used,
                "starfighter",
            ))
        }
        _ => {
            e.refuse(
                &DEPLOY_ABOARD,
                format!(
                    "a {} does not deploy aboard a starship or vehicle",
                    def.kind_words()
                ),
            );
            return;
        }
    };
    if def.card_type != CardType::Character && !hdef.is_capital() {
        e.refuse(
            &DEPLOY_ABOARD,
            format!(
                "vehicles and starships deploy aboard capital starships only; {hname} is a {}",
                hdef.kind_words()
            ),
        );
        return;
    }
    // A starfighter aboard a capital starship with starfighter capacity is the starfighter
    // rule's own case (hoth.starfighter.deploy names that place and its capacity).
    let rule = if def.is_starfighter() {
        &STARFIGHTER
    } else {
        &DEPLOY_ABOARD
    };
    match room {
        Some((n, what)) if n <= 0 => {
            e.refuse(rule, format!("{hname} has no {what} capacity left"));
            return;
        }
        // Unlimited capacity is counted as i64::MAX places.
        Some((n, what)) if n > i64::from(u32::MAX) => {
            e.allow(rule, format!("{hname} has room for any number of {what}s"))
        }
        Some((n, what)) => e.allow(
            rule,
            format!(
                "{hname} has room for {n} more {what}{}",
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
        e.answer(Answer::No);
        return;
    }
    e.because(rule, format!("{title} may deploy directly aboard {hname}"));
    e.assume("you can pay the card's deploy cost in Force");
    e.answer(Answer::Yes);
}

fn deploy_to(e: &mut Eval, def: &CardDef, side: Side, target: LocId, with: Option<Either>) {
    let board = e.board;
    let ldef = board.loc_def(target);
    let place = ldef.plain_title().to_string();
    let title = def.plain_title().to_string();
    let site = ldef.is_site();
    match def.card_type {
        CardType::Vehicle if ldef.is_sector() && def.has_trait(&Trait::CloudCar) => {
            // Allowed there by the sector rules (checked before): a cloud car flies.
            base_assumptions(e, def, &place);
            e.answer(Answer::Yes);
        }
        CardType::Vehicle => deploy_vehicle(e, def, target),
        CardType::Starship if def.flies_as_starfighter() => {
            deploy_starfighter(e, def, target, with)
        }
        CardType::Starship => deploy_capital(e, def, target),
        CardType::Character if !site => {
            e.refuse_by_base(
                &crate::rulebook::base::CHARACTERS,
                format!(
                    "characters deploy to sites, or aboard a vehicle or starship; {place} is a {}",
                    board.locations[target].kind.name()
                ),
            );
        }
        CardType::Character => {
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

/// A vehicle deploys to an exterior site; to an interior one only when its own card allows it.
fn deploy_vehicle(e: &mut Eval, def: &CardDef, target: LocId) {
    let board = e.board;
    let ldef = board.loc_def(target);
    let place = ldef.plain_title().to_string();
    let title = def.plain_title().to_string();
    let site = ldef.is_site();
    if !site {
        e.refuse(
            &crate::rulebook::vehicles::EXTERIOR_ONLY,
            format!(
                "vehicles deploy to exterior sites (or aboard capital starships); {place} is a {}",
                board.locations[target].kind.name()
            ),
        );
    } else if !ldef.has_icon(Icon::Exterior) && !def.allows("deploy-to-interior") {
        e.because(
            &crate::rulebook::vehicles::EXTERIOR_ONLY,
            format!("vehicles deploy only to exterior sites; {place} is interior"),
        );
        e.refuse(
            &crate::rulebook::vehicles::INTERIOR_NO_VEHICLES,
            format!("{place} is an interior site and {title}'s card does not allow it there"),
        );
    } else if !ldef.has_icon(Icon::Exterior) {
        e.because(
            &crate::rulebook::vehicles::INTERIOR_NO_VEHICLES,
            format!("{place} is an interior site, but {title}'s own card allows it there"),
        );
        base_assumptions(e, def, &place);
        e.answer(Answer::Yes);
    } else {
        e.because(
            &crate::rulebook::vehicles::EXTERIOR_ONLY,
            format!(
                "{place} is an exterior site{}: vehicles may deploy there",
                if ldef.is_docking_bay() {
                    " (a docking bay)"
                } else {
                    ""
                }
            ),
        );
        base_assumptions(e, def, &place);
        e.answer(Answer::Yes);
    }
}

/// A starfighter (or a capital that deploys like one) deploys to a docking bay, or to a system
/// with a pilot (its permanent one or one deployed with it).
fn deploy_starfighter(e: &mut Eval, def: &CardDef, target: LocId, with: Option<Either>) {
    let board = e.board;
    let ldef = board.loc_def(target);
    let place = ldef.plain_title().to_string();
    let title = def.plain_title().to_string();
    let site = ldef.is_site();
    like_starfighter(e, def);
    let bay = site && ldef.is_docking_bay();
    let system = ldef.is_system() || ldef.is_sector();
    let pilot = match with {
        None => None,
        Some(Either::InPlay(c)) => Some(board.card_def(c).clone()),
        Some(Either::Defs(ids)) => Some(board.def(ids[0]).clone()),
    };
    if let Some(p) = &pilot
        && !p.has_icon(Icon::Pilot)
    {
        e.refuse(
            &STARFIGHTER,
            format!(
                "{} is not a pilot, so it cannot be the pilot deployed with {title}",
                p.plain_title()
            ),
        );
        return;
    }
    let piloted = def.permanent_pilot.is_some() || pilot.is_some();
    let rule_says = format!(
        "starfighters deploy to a docking bay, aboard a capital starship with starfighter capacity, or to a system; {place} is none of these"
    );
    let granted = !(bay || system) && granted_by_text(e, def, target, &STARFIGHTER, &rule_says);
    if !(bay || system || granted) {
        e.refuse(&STARFIGHTER, rule_says);
    } else if system && !piloted {
        e.refuse(&STARFIGHTER, format!("{title} has no permanent pilot: it may deploy to a system only together with a pilot (`with <pilot>`); empty, only to a docking bay or a capital starship"));
    } else {
        let how = match (&pilot, def.permanent_pilot) {
            (Some(p), _) => {
                format!("deployed together with {} as one action", p.plain_title())
            }
            (None, Some(_)) => "it has a permanent pilot".to_string(),
            (None, None) => "empty, which a docking bay allows".to_string(),
        };
        if !granted {
            e.because(
                &STARFIGHTER,
                format!("{title} may deploy to {place}: {how}"),
            );
        }
        base_assumptions(e, def, &place);
        e.answer(Answer::Yes);
    }
}

/// A capital starship deploys to a system or a sector, never to a site.
fn deploy_capital(e: &mut Eval, def: &CardDef, target: LocId) {
    let board = e.board;
    let ldef = board.loc_def(target);
    let place = ldef.plain_title().to_string();
    let title = def.plain_title().to_string();
    let site = ldef.is_site();
    let rule_says =
        format!("{title} is a capital starship: only starfighters deploy to sites (docking bays)");
    let granted = site && granted_by_text(e, def, target, &STARFIGHTER, &rule_says);
    if site && !granted {
        e.refuse(&STARFIGHTER, rule_says);
    } else if ldef.is_sector() || granted {
        // Allowed there by the sector rules (checked before), or by its own text.
        base_assumptions(e, def, &place);
        e.answer(Answer::Yes);
    } else if ldef.is_system() {
        // Where each kind of card deploys is a base rule the documents assume.
        e.assume(format!(
            "capital starships deploy to systems such as {place} (a base rule the documents assume)"
        ));
        base_assumptions(e, def, &place);
        e.answer(Answer::Yes);
    } else {
        e.refuse_by_base(
            &crate::rulebook::base::STARSHIPS,
            format!(
                "capital starships deploy to systems and sectors; {place} is a {}",
                board.locations[target].kind.name()
            ),
        );
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

/// Where the rule for its kind would refuse `target` (`rule_says` why) and the card's own text
/// lets it deploy there ("May deploy to exterior sites"): yes, citing both the rule and the
/// sentence (or undetermined, naming the words the board cannot settle). True when the text
/// grants the place (or may: the words are then missing); false when it grants nothing here,
/// and the rule refuses. The caller answers.
fn granted_by_text(
    e: &mut Eval,
    def: &CardDef,
    target: LocId,
    rule: &'static crate::rulebook::Rule,
    rule_says: &str,
) -> bool {
    let Some((quoted, fit)) = super::shared::card_places::deploy_grant(e, def, target) else {
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
    e.because(
        rule,
        format!("by this rule alone it would not: {rule_says}; {whose} says otherwise"),
    );
    true
}

/// A capital starship that "deploys and moves like a starfighter": its own text, cited.
fn like_starfighter(e: &mut Eval, def: &CardDef) {
    if def.is_capital() {
        e.allow_by_card_text(
            &crate::rulebook::base::LIKE_STARFIGHTER,
            format!(
                "{}'s own text: it deploys and moves like a starfighter",
                def.plain_title()
            ),
        );
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

/// Deploying a weapon or device on a character of the other side (Cloud City). Pushes reasons;
/// true when forbidden.
pub(crate) fn opponent_host(
    e: &mut Eval,
    def: &CardDef,
    side: crate::query::Side,
    h: CardIx,
) -> bool {
    let board = e.board;
    if !e.in_force(&NO_WEAPONS_ON_OPPONENT) || board.card_def(h).card_type != CardType::Character {
        return false;
    }
    let (hn, title) = (board.card_name(h), def.plain_title().to_string());
    let owner = crate::board::facts::serves(board, h);
    if owner == side {
        if board.cards[h].state.crossed_over {
            e.allow(
                &NO_WEAPONS_ON_OPPONENT,
                format!(
                    "{hn} crossed over and is now the {}'s own character",
                    side.title()
                ),
            );
        }
        return false;
    }
    let captive = if crate::board::facts::is_captive(board, h) {
        " (a captive, still the Light Side's card)"
    } else {
        ""
    };
    if def.allows("deploy-on-opponent") {
        e.allow(
            &NO_WEAPONS_ON_OPPONENT,
            format!("{hn} is the {}'s character{captive}, but {title}'s own card allows deploying it there", owner.title()),
        );
        false
    } else {
        e.because(
            &NO_WEAPONS_ON_OPPONENT,
            format!("{hn} is the {}'s character{captive}: the {} may not deploy {title} on it, and {title}'s card does not say otherwise", owner.title(), side.title()),
        );
        true
    }
}
