//! Movement: regular moves, reacts and unlimited moves; shuttling, transferring, docking bay
//! transit, embarking and disembarking; what each costs; and every legal move of a card.

use super::eval::Eval;
use super::shared::moving::regular_move_refused;
use super::shield;
use super::subject::AskError;
use crate::board::facts::{Shield, row_sites};
use crate::board::{Board, CardIx, LocId, Phase, Place, ThisTurn};
use crate::catalog::{CardType, Icon, Trait};
use crate::query::{CardRef, QueryKind, Side};
use crate::rulebook::missing::MISSING;
use crate::rulebook::movement::{
    COLLAPSED, EMBARK, INTERIOR_NO_SHUTTLE, LANDED, REACT, REGULAR, SHUTTLE, TRANSFER, UNLIMITED,
};
use crate::rulebook::shield::{DARK_MAY, LIGHT_FREE, NO_DARK_TRANSIT, U_NO_DARK_TRANSIT};
use crate::rulebook::vehicles::{EXTERIOR_ONLY, INTERIOR_NO_VEHICLES, U_UNPILOTED_MOVES};
use crate::verdict::Answer;

/// The side that moves a card.
fn mover(e: &mut Eval, c: CardIx, asker: Option<Side>) -> Side {
    let side = asker.unwrap_or(e.board.cards[c].side);
    e.v.side = Some(side);
    side
}

/// The extra Force for collapsed sites a movement leaves from or arrives at.
fn collapsed_extra(e: &mut Eval, ends: &[LocId]) -> i64 {
    let mut extra = 0;
    for &l in ends {
        if e.board.locations[l].state.collapsed {
            extra += 1;
            e.because(
                &COLLAPSED,
                format!(
                    "{} is collapsed: movement to or from it costs 1 more Force",
                    e.board.loc_def(l).plain_title()
                ),
            );
            e.detail(format!(
                "+1 Force: {} is collapsed",
                e.board.loc_def(l).plain_title()
            ));
        }
    }
    extra
}

/// Settles a yes/no or a cost answer.
fn settle(e: &mut Eval, refused: bool, cost: Option<i64>, want_cost: bool) {
    if refused {
        e.answer(Answer::No);
    } else if want_cost {
        match cost {
            Some(n) => {
                e.cost(format!("total: {n} Force"));
                e.answer(Answer::Number(n));
            }
            None => e.missing("the cost is set by card text swjudge does not read"),
        }
    } else if e.v.undetermined_because.is_empty() {
        e.answer(Answer::Yes);
    }
}

/// `can move` / `cost move` (a regular move by landspeed, or a move `by` a card).
pub fn ask_move(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    by: Option<&CardRef>,
    asker: Option<Side>,
    want_cost: bool,
) -> Result<(), AskError> {
    if let Some(by) = by {
        if super::dagobah::transport_refused(e, card, to, by)? {
            return Ok(());
        }
        return shield::ask_move(e, card, to, Some(by), asker);
    }
    if super::starship_sites::ask_move(e, card, to, asker, want_cost)? {
        return Ok(());
    }
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    let side = mover(e, c, asker);
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    let dest_name = board.loc_def(dest).plain_title().to_string();
    let mut refused = false;
    // Where it is.
    let origin = match board.cards[c].place {
        Place::At(l) => l,
        Place::Aboard(p) => {
            e.refuse(
                &EMBARK,
                format!(
                    "{name} is aboard {}: it moves with it, or disembarks first",
                    board.card_name(p)
                ),
            );
            return Ok(());
        }
        Place::Carried(p) => {
            e.refuse(
                &UNLIMITED,
                format!(
                    "{name} is carried by {}: it goes only where its carrier goes",
                    board.card_name(p)
                ),
            );
            return Ok(());
        }
        Place::Escorted(p) => {
            e.refuse(
                e.pick(&crate::rulebook::capture::ESCORT, &UNLIMITED),
                format!(
                    "{name} is a captive escorted by {}: it goes only where its escort goes",
                    board.card_name(p)
                ),
            );
            return Ok(());
        }
    };
    // The Big One's cave (or a Space Slug's belly) is related to its Big One sector only: no
    // move joins it to the planet's other sites.
    let (od, dd) = (board.loc_def(origin), board.loc_def(dest));
    if od.is_site() && dd.is_site() {
        let (cave, other) = if crate::board::facts::is_cave(od) {
            (origin, dest)
        } else {
            (dest, origin)
        };
        if !crate::board::facts::is_cave(board.loc_def(other))
            && super::sectors::cave_apart(e, cave, other, "no move joins them")
        {
            e.answer(Answer::No);
            return Ok(());
        }
    }
    // Dagobah: attached cards, mynocks, bombers and the Bombing Run.
    let Some(as_starship) = super::attaching::move_hook(e, c, origin, dest, side, want_cost) else {
        return Ok(());
    };
    if super::bombers::move_hook(e, c, origin, dest, side, want_cost) {
        return Ok(());
    }
    let (from_site, to_site) = (
        board.loc_def(origin).is_site(),
        board.loc_def(dest).is_site(),
    );
    if (def.card_type == CardType::Starship || as_starship) && from_site != to_site {
        // From a site up to a system or sector is taking off; from a system or sector down to
        // a site is landing: those questions answer it, so the two cannot differ.
        e.same_as = Some(if from_site {
            QueryKind::CanTakeOff {
                card: card.clone(),
                to: Some(to.clone()),
            }
        } else {
            QueryKind::CanLand {
                card: card.clone(),
                at: Some(to.clone()),
            }
        });
        return Ok(());
    }
    if crate::board::facts::concerns_move(board, c, origin, dest, as_starship) {
        return super::sectors::ask_move(e, c, origin, dest, want_cost);
    }
    if def.card_type == CardType::Starship || as_starship {
        if from_site {
            e.refuse(&LANDED, format!("{name} is landed at {}: a landed starfighter may not move to another site (it may take off)", board.loc_def(origin).plain_title()));
        } else {
            e.allow(
                &REGULAR,
                "a starship moving by hyperspeed makes a regular move",
            );
            e.missing("how far a starship may move by hyperspeed (parsecs) is a base rule these documents do not restate");
        }
        return Ok(());
    }
    if !matches!(
        def.card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle
    ) {
        return Err(e.res.wrong_kind(
            card,
            format!(
                "`{}` is a {}: it does not move by itself",
                def.plain_title(),
                def.kind_words()
            ),
            "does not move",
            None,
        ));
    }
    if !board.loc_def(origin).is_site() || !board.loc_def(dest).is_site() {
        e.because(
            &REGULAR,
            format!(
                "moving by landspeed goes from site to site; {} is not a site",
                if board.loc_def(origin).is_site() {
                    dest_name.clone()
                } else {
                    board.loc_def(origin).plain_title().to_string()
                }
            ),
        );
        e.answer(Answer::No);
        return Ok(());
    }
    if origin == dest {
        e.refuse(&REGULAR, format!("{name} is already at {dest_name}"));
        return Ok(());
    }
    refused |= regular_move_refused(e, c, side, "moving by landspeed");
    // Distance along the row.
    let (ro, rd) = (board.locations[origin].row, board.locations[dest].row);
    let path: Vec<LocId> = if ro == rd {
        let sites = row_sites(board, ro);
        let (i, j) = (
            sites.iter().position(|&l| l == origin).unwrap_or(0),
            sites.iter().position(|&l| l == dest).unwrap_or(0),
        );
        if i < j {
            sites[i + 1..=j].to_vec()
        } else {
            sites[j..i].iter().rev().copied().collect()
        }
    } else {
        e.refuse(
            &REGULAR,
            format!("{dest_name} is on another planet: landspeed moves stay on one planet's sites"),
        );
        return Ok(());
    };
    let distance = path.len() as i64;
    e.fact(
        format!("{name} is at"),
        board.loc_def(origin).plain_title().to_string(),
    );
    e.fact(
        "sites to cross",
        format!(
            "{distance} ({})",
            path.iter()
                .map(|&l| board.loc_def(l).plain_title().to_string())
                .collect::<Vec<_>>()
                .join(" → ")
        ),
    );
    match super::shared::operated::usable_landspeed(e, c) {
        None => refused = true,
        Some(speed) if speed < distance => {
            e.because(
                &REGULAR,
                format!(
                    "{dest_name} is {distance} site{} away; {name}'s landspeed is {speed}",
                    if distance == 1 { "" } else { "s" }
                ),
            );
            refused = true;
        }
        Some(speed) => {
            e.allow(
                &REGULAR,
                format!(
                    "{dest_name} is {distance} site{} away, within {name}'s landspeed {speed}",
                    if distance == 1 { "" } else { "s" }
                ),
            );
        }
    }
    if def.card_type == CardType::Vehicle
        && def.allows("move-to-interior")
        && path
            .iter()
            .any(|&l| !board.loc_def(l).has_icon(Icon::Exterior))
    {
        e.because(
            &INTERIOR_NO_VEHICLES,
            format!("the way passes interior sites, but {name}'s own card allows it there"),
        );
    }
    if def.card_type == CardType::Vehicle && !def.allows("move-to-interior") {
        let indoors: Vec<String> = path
            .iter()
            .filter(|&&l| !board.loc_def(l).has_icon(Icon::Exterior))
            .map(|&l| board.loc_def(l).plain_title().to_string())
            .collect();
        if indoors.is_empty() {
            e.allow(&EXTERIOR_ONLY, format!("every site on the way is exterior (docking bays count), so {name} may drive there"));
        } else {
            e.because(
                &EXTERIOR_ONLY,
                format!(
                    "vehicles move only to exterior sites: {} is not",
                    indoors.join(", ")
                ),
            );
            e.because(
                &INTERIOR_NO_VEHICLES,
                format!(
                    "{} is an interior site, and {name}'s card does not allow it there",
                    indoors[0]
                ),
            );
            refused = true;
        }
    }
    if def.card_type == CardType::Creature && !super::shared::habitat::habitat_check(e, c, dest) {
        refused = true;
    }
    // The shield never stops movement from site to site underneath it.
    let sh = Shield::of(board);
    if path.iter().chain([&origin]).any(|&l| sh.covers(board, l)) {
        if side == Side::Dark {
            e.allow(
                &DARK_MAY,
                "the shield does not stop the Dark Side moving from site to site underneath it",
            );
        } else {
            e.allow(&LIGHT_FREE, "the shield never restricts the Light Side");
        }
    }
    for &l in &path {
        let buried = crate::board::facts::buried_words(board, l);
        if !buried.is_empty() && crate::board::facts::trips(def.card_type) {
            e.because(
                &crate::rulebook::mines::MINING_DROID,
                format!(
                    "moving to or across {} trips what is buried there: {}",
                    board.loc_def(l).plain_title(),
                    buried.join(", ")
                ),
            );
        }
    }
    // Cost.
    let base = if def.card_type == CardType::Creature
        && e.in_force(&crate::rulebook::creatures::U_CREATURES)
    {
        e.because(
            &crate::rulebook::creatures::U_CREATURES,
            "creatures move for free in their owner's move phase",
        );
        e.cost("regular move by a creature: 0 Force");
        0
    } else {
        e.cost("regular move: 1 Force");
        1
    };
    let extra = collapsed_extra(e, &[origin, dest]);
    if !refused {
        e.assume(format!("you can pay the {} Force", base + extra));
    }
    settle(e, refused, Some(base + extra), want_cost);
    Ok(())
}

/// The capital starships with ship-docking capability of `side` at system `l`.
fn docking_capitals(board: &Board, side: Side, l: LocId) -> Vec<CardIx> {
    board.locations[l]
        .cards
        .iter()
        .copied()
        .filter(|&s| {
            let d = board.card_def(s);
            board.cards[s].side == side && d.is_capital() && d.has_trait(&Trait::ShipDocking)
        })
        .collect()
}

/// `can shuttle` / `cost shuttle`
pub fn ask_shuttle(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
    want_cost: bool,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let side = mover(e, c, asker);
    if super::dagobah::shuttle_refused(e, c, to) {
        return Ok(());
    }
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    if !matches!(def.card_type, CardType::Character | CardType::Vehicle) {
        e.refuse(
            &SHUTTLE,
            format!(
                "only characters and vehicles shuttle; {name} is a {}",
                def.kind_words()
            ),
        );
        return Ok(());
    }
    // Destination: a location, or a card (a capital starship).
    let dest_loc = e.res.location(to).ok();
    let dest_card = if dest_loc.is_none() {
        Some(e.res.card(to)?)
    } else {
        None
    };
    let mut refused = regular_move_refused(e, c, side, "shuttling");
    let (site, ship): (Option<LocId>, Option<CardIx>) = match board.cards[c].place {
        Place::At(l) if board.loc_def(l).is_site() => {
            // Down → up: to a capital starship at the related system.
            let row = board.locations[l].row;
            let target = match (dest_card, dest_loc) {
                (Some(s), _) => Some(s),
                (None, Some(dl)) => {
                    if board.loc_def(dl).is_sector() {
                        e.because(&SHUTTLE, "shuttling never happens at sectors");
                        refused = true;
                        None
                    } else if Some(dl) == board.system_of_row(row) {
                        let caps = docking_capitals(board, side, dl);
                        if caps.is_empty() {
                            e.because(&SHUTTLE, format!("the {} has no capital starship with ship-docking capability at {}", side.title(), board.loc_def(dl).plain_title()));
                            refused = true;
                        }
                        caps.first().copied()
                    } else {
                        e.because(&SHUTTLE, format!("{name} can shuttle only to a capital starship at the system related to {}", board.loc_def(l).plain_title()));
                        refused = true;
                        None
                    }
                }
                (None, None) => None,
            };
            (Some(l), target)
        }
        Place::Aboard(p) if !board.card_def(p).is_capital() => {
            e.refuse(&EMBARK, format!("{name} is aboard {}, which is not a capital starship: it disembarks first (or the vehicle shuttles)", board.card_name(p)));
            return Ok(());
        }
        Place::Aboard(p) => {
            // Up → down: from a capital starship at a system to a related exterior site.
            let target_site = match (dest_loc, dest_card) {
                (Some(dl), _) if board.loc_def(dl).is_site() => Some(dl),
                _ => {
                    e.because(
                        &SHUTTLE,
                        format!(
                            "{name} is aboard {}: it shuttles down to a site",
                            board.card_name(p)
                        ),
                    );
                    refused = true;
                    None
                }
            };
            (target_site, Some(p))
        }
        Place::At(l) => {
            e.refuse(
                &SHUTTLE,
                format!(
                    "{name} is at {}, not at a site or aboard a starship",
                    board.loc_def(l).plain_title()
                ),
            );
            return Ok(());
        }
        Place::Carried(p) | Place::Escorted(p) => {
            e.refuse(
                &UNLIMITED,
                format!(
                    "{name} is carried by {}: it moves only with it",
                    board.card_name(p)
                ),
            );
            return Ok(());
        }
    };
    if let Some(s) = ship {
        let sd = board.card_def(s);
        let sname = board.card_name(s);
        let ship_loc = board.location_of(s);
        if sd.is_starfighter() {
            e.because(&SHUTTLE, format!("{sname} is a starfighter: shuttling is never to or from a starfighter, even one with ship-docking capability"));
            refused = true;
        } else if !sd.is_capital() {
            e.because(&SHUTTLE, format!("{sname} is not a capital starship"));
            refused = true;
        } else if !sd.has_trait(&Trait::ShipDocking) {
            e.because(&SHUTTLE, format!("{sname} has no ship-docking capability"));
            refused = true;
        } else if board.cards[s].side != side {
            e.because(
                &SHUTTLE,
                format!("{sname} is not the {}'s starship", side.title()),
            );
            refused = true;
        }
        match (ship_loc, site) {
            (Some(sl), _) if board.loc_def(sl).is_sector() => {
                e.because(&SHUTTLE, "shuttling never happens at sectors");
                refused = true;
            }
            (Some(sl), Some(st))
                if board.locations[sl].row != board.locations[st].row
                    || !board.loc_def(sl).is_system() =>
            {
                e.because(
                    &SHUTTLE,
                    format!(
                        "{sname} is not at the system related to {}",
                        board.loc_def(st).plain_title()
                    ),
                );
                refused = true;
            }
            _ => {}
        }
        if !refused {
            e.allow(&SHUTTLE, format!("{sname} is a capital starship with ship-docking capability at the related system"));
        }
    }
    if let Some(st) = site {
        let sdef = board.loc_def(st);
        if sdef.is_docking_bay() && sdef.has_icon(Icon::Interior) {
            e.allow(&INTERIOR_NO_SHUTTLE, format!("{} is a docking bay, interior and exterior at once: shuttling is allowed there", sdef.plain_title()));
        }
        if sdef.has_icon(Icon::Interior) && !sdef.is_docking_bay() {
            e.because(
                &INTERIOR_NO_SHUTTLE,
                format!(
                    "{} is an interior site: no shuttling there",
                    sdef.plain_title()
                ),
            );
            refused = true;
        } else if !sdef.has_icon(Icon::Exterior) {
            e.because(
                &SHUTTLE,
                format!("{} is not an exterior site", sdef.plain_title()),
            );
            refused = true;
        }
        let rule = e.pick(&U_NO_DARK_TRANSIT, &NO_DARK_TRANSIT);
        refused |= super::shared::shield::shield_stops(e, side, &[st], rule, "shuttling");
    }
    if crate::board::facts::is_combat(def)
        && crate::board::facts::operator(board, c, true).is_none()
    {
        if e.in_force(&U_UNPILOTED_MOVES) {
            e.allow(
                &U_UNPILOTED_MOVES,
                format!(
                    "{name} has no pilot, but an unpiloted combat vehicle may still be shuttled"
                ),
            );
        } else {
            e.allow(
                &SHUTTLE,
                format!("{name} has no pilot, but shuttling uses no landspeed"),
            );
        }
    }
    e.cost("shuttling: 1 Force");
    let mut extra = site.map(|s| collapsed_extra(e, &[s])).unwrap_or(0);
    if let Some(st) = site {
        extra += super::sectors::shuttle_surcharge(e, board.locations[st].row);
    }
    settle(e, refused, Some(1 + extra), want_cost);
    Ok(())
}

/// `can transfer` / `cost transfer`
pub fn ask_transfer(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
    want_cost: bool,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let t = e.res.card(to)?;
    let side = mover(e, c, asker);
    let board = e.board;
    let (name, tname) = (board.card_name(c), board.card_name(t));
    let def = board.card_def(c);
    let mut refused = false;
    if !matches!(def.card_type, CardType::Character | CardType::Vehicle) {
        e.refuse(
            &TRANSFER,
            format!(
                "only characters and vehicles transfer; {name} is a {}",
                def.kind_words()
            ),
        );
        return Ok(());
    }
    let Place::Aboard(from) = board.cards[c].place else {
        e.refuse(&TRANSFER, format!("{name} is not aboard a starship"));
        return Ok(());
    };
    let fname = board.card_name(from);
    if from == t {
        e.refuse(
            &TRANSFER,
            format!("{name} is already aboard {tname}: a transfer goes to another starship"),
        );
        return Ok(());
    }
    refused |= super::attaching::transfer_refused(e, from, t);
    for (s, n) in [(from, &fname), (t, &tname)] {
        if board.card_def(s).card_type != CardType::Starship {
            e.because(
                &TRANSFER,
                format!("{n} is not a starship: transfers go between starships"),
            );
            refused = true;
        }
    }
    let (lf, lt) = (board.cards[from].place, board.cards[t].place);
    let same_system =
        matches!((lf, lt), (Place::At(a), Place::At(b)) if a == b && board.loc_def(a).is_system());
    if !same_system {
        e.because(
            &TRANSFER,
            format!("{fname} and {tname} are not both at the same system"),
        );
        refused = true;
    }
    if crate::board::facts::is_missing(board, c, false) {
        e.because(&MISSING, format!("{name} is missing: it may not move"));
        refused = true;
    }
    if !refused {
        let cap = board.card_def(t).capacity;
        let room = if def.card_type == CardType::Vehicle {
            cap.vehicles.map(|v| {
                let used = board.cards[t]
                    .aboard
                    .iter()
                    .filter(|&&x| board.card_def(x).card_type == CardType::Vehicle)
                    .count() as i64;
                (i64::from(v) - used, "vehicle")
            })
        } else {
            seats_left(board, t).map(|n| (n, "character"))
        };
        match room {
            Some((n, what)) if n <= 0 => {
                e.because(&TRANSFER, format!("{tname} has no {what} capacity left"));
                refused = true;
            }
            Some((n, what)) => e.allow(
                &TRANSFER,
                format!(
                    "{tname} has room for {n} more {what}{}",
                    if n == 1 { "" } else { "s" }
                ),
            ),
            None => e.assume(format!("{tname} has room for {name}")),
        }
    }
    let docking_pilot = [from, t].into_iter().find(|&s| {
        board.card_def(s).has_trait(&Trait::ShipDocking)
            && crate::board::facts::operator(
                board,
                s,
                e.in_force(&crate::rulebook::vehicles::U_CRASHED_PILOT),
            )
            .is_some()
    });
    match docking_pilot {
        Some(s) => e.allow(
            &TRANSFER,
            format!(
                "{} is piloted and has ship-docking capability",
                board.card_name(s)
            ),
        ),
        None => {
            e.because(
                &TRANSFER,
                format!("neither {fname} nor {tname} is both piloted and ship-docking capable"),
            );
            refused = true;
        }
    }
    if crate::board::facts::is_combat(def)
        && crate::board::facts::operator(board, c, true).is_none()
        && e.in_force(&U_UNPILOTED_MOVES)
    {
        e.allow(&U_UNPILOTED_MOVES, format!("{name} has no pilot, but an unpiloted combat vehicle may still move between docked starships"));
    }
    if board.turn.is_some_and(|s| s != side) && e.asked_as != Some(side) {
        e.assume("a card lets you transfer during your opponent's turn");
    }
    e.allow(
        &UNLIMITED,
        "transferring is an unlimited move (not the card's regular move)",
    );
    e.cost("transferring: 1 Force");
    settle(e, refused, Some(1), want_cost);
    Ok(())
}

/// `can transit` / `cost transit` (docking bay transit).
pub fn ask_transit(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
    want_cost: bool,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    let side = mover(e, c, asker);
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    let Place::At(origin) = board.cards[c].place else {
        e.refuse(
            &EMBARK,
            format!("{name} is aboard or carried: it travels with its carrier"),
        );
        return Ok(());
    };
    let mut refused = false;
    if origin == dest {
        e.refuse(
            &REGULAR,
            format!("{name} is already at {}", board.loc_def(dest).plain_title()),
        );
        return Ok(());
    }
    if def.card_type == CardType::Starship {
        let how = if board.loc_def(origin).is_site() {
            "is landed"
        } else {
            "is a starship flying at a system"
        };
        e.because(
            &LANDED,
            format!("{name} {how}: a landed starfighter may not use docking bay transit"),
        );
        refused = true;
    }
    refused |= regular_move_refused(e, c, side, "docking bay transit");
    let rule = e.pick(&U_NO_DARK_TRANSIT, &NO_DARK_TRANSIT);
    refused |=
        super::shared::shield::shield_stops(e, side, &[origin, dest], rule, "docking bay transit");
    let both_bays = board.loc_def(origin).is_docking_bay() && board.loc_def(dest).is_docking_bay();
    if !refused && !both_bays {
        e.missing("docking bay transit runs between docking bays: a base rule these documents do not restate");
        return Ok(());
    }
    if !refused {
        e.allow(
            &REGULAR,
            "docking bay transit is a regular move for the group that uses it",
        );
        super::sectors::platform_transit(e, origin, dest);
        e.assume("the docking bays' own game text sets the transit cost");
    }
    let extra = collapsed_extra(e, &[origin, dest]);
    if want_cost && !refused {
        e.detail(format!(
            "the departure docking bay's text sets the cost{}",
            if extra > 0 {
                format!(", plus {extra}")
            } else {
                String::new()
            }
        ));
    }
    settle(e, refused, None, want_cost);
    Ok(())
}

/// Character capacity left aboard a craft (None: unknown).
fn seats_left(board: &Board, s: CardIx) -> Option<i64> {
    let cap = board.card_def(s).capacity;
    if cap.pilots.is_none() && cap.passengers.is_none() {
        return None;
    }
    let seats = i64::from(cap.pilots.unwrap_or(0)) + i64::from(cap.passengers.unwrap_or(0));
    Some(seats - crate::board::facts::characters_aboard(board, s).len() as i64)
}

fn starfighter_slots_left(board: &Board, s: CardIx) -> Option<i64> {
    let cap = board.card_def(s).capacity.starfighters?;
    let used = board.cards[s]
        .aboard
        .iter()
        .filter(|&&x| board.card_def(x).is_starfighter())
        .count() as i64;
    Some(i64::from(cap) - used)
}

/// Embark/disembark timing: your move phase (or either end of a react).
fn embark_timing(e: &mut Eval, side: Side) -> bool {
    if e.asked_for_own_turn(side, Phase::Move) {
        return false;
    }
    match (e.board.turn, e.board.phase) {
        (Some(t), Some(Phase::Move)) if t == side => false,
        // Outside your move phase only around a react, and a react answers the opponent's
        // battle (battle phase) or Force drain (control phase).
        (Some(t), Some(p @ (Phase::Battle | Phase::Control))) if t != side => {
            e.assume(format!(
                "this happens at the start or end of a react to the {}'s {}",
                t.title(),
                if p == Phase::Battle {
                    "battle"
                } else {
                    "Force drain"
                }
            ));
            false
        }
        (Some(t), Some(p)) if t != side => {
            e.because(&EMBARK, format!("embarking and disembarking happen in your own move phase, or at the start or end of a react; it is the {}'s {} phase", t.title(), p.name()));
            e.because(&REACT, format!("a react answers the opponent's battle or Force drain, and neither is announced in the {} phase", p.name()));
            true
        }
        (Some(t), None) if t != side => {
            e.assume("this happens at the start or end of a react (to a battle or Force drain)");
            false
        }
        (Some(_), Some(p)) => {
            e.because(&EMBARK, format!("embarking and disembarking happen in your move phase (or around a react); it is the {} phase", p.name()));
            true
        }
        _ => {
            e.assume("it is your move phase (or the start or end of a react)");
            false
        }
    }
}

/// `can embark` / `cost embark`
pub fn ask_embark(
    e: &mut Eval,
    card: &CardRef,
    on: &CardRef,
    asker: Option<Side>,
    want_cost: bool,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let h = e.res.card(on)?;
    if super::shared::captives::escorted_refused(e, c) {
        return Ok(());
    }
    let side = mover(e, c, asker);
    let board = e.board;
    let (name, hname) = (board.card_name(c), board.card_name(h));
    let (def, hdef) = (board.card_def(c), board.card_def(h));
    let mut refused = embark_timing(e, side);
    if board.cards[h].side != side {
        e.because(&EMBARK, format!("{hname} is not the {}'s", side.title()));
        refused = true;
    }
    if crate::board::facts::is_missing(board, c, e.in_force(&crate::rulebook::missing::U_CARRIED)) {
        e.because(&MISSING, format!("{name} is missing: it may not move"));
        refused = true;
    }
    let same_place = board.cards[c].place == board.cards[h].place;
    let character = def.card_type == CardType::Character;
    let mut cost = 0;
    super::starship_sites::capacity_note(e, c, h);
    if character
        && (hdef.card_type == CardType::Vehicle || hdef.is_starfighter() || hdef.is_capital())
    {
        if !same_place {
            e.because(
                &EMBARK,
                format!("{name} and {hname} are not at the same place"),
            );
            refused = true;
        }
        match super::shared::captives::embark_room(e, c, h, seats_left(board, h)) {
            Some(r) => refused |= r,
            None => match seats_left(board, h) {
                Some(n) if n <= 0 => {
                    e.because(
                        &EMBARK,
                        format!("{hname} has no room left for another character"),
                    );
                    refused = true;
                }
                Some(n) => e.fact(format!("seats left aboard {hname}"), n.to_string()),
                None => e.assume(format!("{hname} has room for {name}")),
            },
        }
        if board.cards[h].state.crashed && crate::board::facts::is_enclosed(hdef) {
            e.because(
                &crate::rulebook::vehicles::CRASHED,
                format!("{hname} is an enclosed vehicle that has crashed: embarking costs 1 Force"),
            );
            cost = 1;
        }
    } else if def.is_starfighter() && hdef.is_capital() {
        if !same_place {
            e.because(
                &EMBARK,
                format!("{name} and {hname} are not at the same system"),
            );
            refused = true;
        }
        match starfighter_slots_left(board, h) {
            Some(n) if n <= 0 => {
                e.because(&EMBARK, format!("{hname} has no starfighter capacity left"));
                refused = true;
            }
            Some(_) => {}
            None => {
                e.because(&EMBARK, format!("{hname} has no starfighter capacity"));
                refused = true;
            }
        }
    } else {
        e.refuse(&EMBARK, format!("characters embark on vehicles and starships, starfighters on capital starships: not a {} on a {}", def.kind_words(), hdef.kind_words()));
        return Ok(());
    }
    if !refused {
        e.because(
            &EMBARK,
            format!(
                "{name} may embark on {hname}: free and unlimited{}",
                if cost > 0 { " (but see the crash)" } else { "" }
            ),
        );
    }
    e.cost(format!("embarking: {cost} Force"));
    settle(e, refused, Some(cost), want_cost);
    Ok(())
}

/// `can disembark` / `cost disembark`
pub fn ask_disembark(
    e: &mut Eval,
    card: &CardRef,
    asker: Option<Side>,
    want_cost: bool,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let side = mover(e, c, asker);
    let board = e.board;
    let name = board.card_name(c);
    let Place::Aboard(h) = board.cards[c].place else {
        e.refuse(&EMBARK, format!("{name} is not aboard anything"));
        return Ok(());
    };
    let hname = board.card_name(h);
    let hdef = board.card_def(h);
    let mut refused = embark_timing(e, side);
    if crate::board::facts::is_missing(board, c, false) {
        e.because(&MISSING, format!("{name} is missing: it may not move"));
        refused = true;
    }
    let mut cost = 0;
    let to = match board.cards[h].place {
        Place::At(l) if board.loc_def(l).is_site() => board.loc_def(l).plain_title().to_string(),
        Place::At(l) if board.card_def(c).is_starfighter() => {
            board.loc_def(l).plain_title().to_string()
        }
        Place::Aboard(cap) => format!("{} (from its cargo bay)", board.card_name(cap)),
        Place::At(l) => {
            let what = if board.card_def(c).card_type == CardType::Character {
                "a character"
            } else {
                "a vehicle"
            };
            e.missing(format!("where {what} aboard {hname} at {} could go by disembarking (the documents let starfighters leave a cargo bay; vehicles and characters go down by shuttling): a base-rule matter", board.loc_def(l).plain_title()));
            return Ok(());
        }
        Place::Carried(_) | Place::Escorted(_) => String::from("?"),
    };
    if board.cards[h].state.crashed && crate::board::facts::is_enclosed(hdef) {
        e.because(
            &crate::rulebook::vehicles::CRASHED,
            format!("{hname} is an enclosed vehicle that has crashed: disembarking costs 1 Force"),
        );
        cost = 1;
    } else if board.cards[h].state.crashed {
        e.allow(
            &crate::rulebook::vehicles::CRASHED,
            format!("{hname} has crashed, but its occupants are not lost and may disembark"),
        );
    }
    if !refused {
        e.because(
            &EMBARK,
            format!("{name} may disembark from {hname} to {to}"),
        );
    }
    e.cost(format!("disembarking: {cost} Force"));
    settle(e, refused, Some(cost), want_cost);
    Ok(())
}

/// `can react`
pub fn ask_react(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
    want_cost: bool,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    let side = mover(e, c, asker);
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    let mut refused = false;
    if board.turn == Some(side) {
        e.because(&REACT, "reacts happen during your opponent's turn");
        refused = true;
    }
    if board.cards[c].this_turn.contains(&ThisTurn::Reacted) {
        e.because(&REACT, format!("{name} has already reacted this turn"));
        refused = true;
    }
    if crate::board::facts::is_missing(board, c, false) {
        e.because(&MISSING, format!("{name} is missing: it may not move"));
        refused = true;
    }
    if crate::board::facts::is_craft(def)
        && !crate::board::facts::is_creature_vehicle(def)
        && !super::shared::operated::explain_operated(e, c, false)
    {
        e.because(
            &REACT,
            format!("{name} needs a pilot or driver aboard to react"),
        );
        refused = true;
    }
    if def.card_type == CardType::Vehicle {
        let ddef = board.loc_def(dest);
        if board.cards[c].state.crashed {
            e.because(
                &crate::rulebook::vehicles::CRASHED,
                format!("{name} has crashed: no landspeed and no game text, so no react"),
            );
            refused = true;
        } else if ddef.is_site()
            && !ddef.has_icon(Icon::Exterior)
            && !def.allows("move-to-interior")
        {
            e.because(
                &INTERIOR_NO_VEHICLES,
                format!(
                    "{} is an interior site: a vehicle may not move there, by react or otherwise",
                    ddef.plain_title()
                ),
            );
            refused = true;
        } else if !ddef.is_site() {
            e.because(
                &EXTERIOR_ONLY,
                format!(
                    "vehicles move only to exterior sites; {} is not a site",
                    ddef.plain_title()
                ),
            );
            refused = true;
        }
    }
    if refused {
        e.answer(Answer::No);
        return Ok(());
    }
    if !def.allows("react") {
        e.missing(format!("whether {name}'s game text lets it react (swjudge does not read game text; a scenario says so with `allows: [react]`)"));
        return Ok(());
    }
    e.because(
        &REACT,
        format!("{name}'s card lets it react, and nothing bars it now"),
    );
    e.assume(format!(
        "your opponent has just announced a battle or Force drain at {}, within {name}'s range",
        board.loc_def(dest).plain_title()
    ));
    if want_cost {
        let origin = board.location_of(c);
        e.because(
            &REACT,
            "a react is paid at normal use of the Force: what the same movement would cost",
        );
        e.cost("the movement: 1 Force");
        let ends: Vec<LocId> = origin.into_iter().chain([dest]).collect();
        let extra = collapsed_extra(e, &ends);
        settle(e, false, Some(1 + extra), true);
        return Ok(());
    }
    e.assume("you pay the normal Force for the movement");
    e.answer(Answer::Yes);
    Ok(())
}
