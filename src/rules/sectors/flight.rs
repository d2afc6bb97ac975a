//! Flight between systems, sectors and sites: regular moves among sectors, landing from and
//! taking off to them, the cloud surcharge on shuttling.

use super::prelude::*;
use crate::rules::actions::price_found;
use crate::rules::shared::flight_price::{self, Base};

pub(super) use crate::rules::shared::sector_legs::as_craft;

/// How much a sector move costs, in words: 1 Force, or nothing for a creature under the update.
pub(super) fn cost_words(e: &Eval, c: CardIx) -> &'static str {
    if e.board.card_def(c).card_type == CardType::Creature
        && e.in_force(&crate::rulebook::creatures::U_CREATURES)
    {
        "free (a creature)"
    } else {
        "for 1 Force"
    }
}

/// What a flight at sectors costs before anything changes it: 1 Force (a landing from a sector,
/// a take-off to one, a move to, from or among them). Its reason is the sector check's
/// (`legs::SECTOR_FLIGHT_CHECK`), which says the price; a creature's free move takes it off
/// (`creatures::FREE_MOVE_CHECK`).
pub static PRICE_CHECK: Check = Check {
    on: &[Action::Land, Action::TakeOff, Action::Move],
    stage: Stage::Price,
    name: "a flight at sectors costs 1 Force",
    rules: &[],
    run: price_check,
};

fn price_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let Some(base @ Base::Sectors) = flight_price::base(e.board, act) else {
        return Outcome::NotMine;
    };
    let n = base.force();
    e.base_price(n);
    e.cost(format!("the move: {n} Force"));
    Outcome::Clear
}

/// The answer to a sector flight or move the rules in force write, from what the table found,
/// with its price: the table's price checks' (the sector rules' 1 Force, `PRICE_CHECK`; a
/// creature's, free under the update). Refused, no price is stated.
fn settle_price(e: &mut Eval, act: &Act, found: Found) {
    if found.is_refused() {
        e.settle(found, None);
        return;
    }
    let (n, priced) = price_found(e, act);
    if n > 0 {
        e.assume_paid(format!(
            "you can pay the {} Force the move needs",
            e.text_priced(n)
        ));
    }
    e.settle(found.and(priced), Some(n));
}

/// `can move <card> to <location>` where a sector is at one end (or a character or vehicle
/// heads for a sector, or a craft for the Big One's cave): one act, through the table. A craft
/// flying between a site and a sector (a cloud car's flight up from a site or down to one) is
/// the landing or take-off it is; any other is a move. The sector rules are checks of the
/// table (`legs.rs`: who may be at a sector, the sector moves, the flights), so what is left
/// here is the card's place, the pilot, and the price.
pub(crate) fn ask_move(
    e: &mut Eval,
    c: CardIx,
    origin: LocId,
    dest: LocId,
    side: crate::query::Side,
    flier: Flier,
) -> Result<(), AskError> {
    let board = e.board;
    let d = board.card_def(c);
    let flies = d.card_type == CardType::Starship
        || is_cloud_car(d)
        || (crate::board::facts::is_mynock(d) && crate::board::facts::host_of(board, c).is_none());
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    // A landing or a take-off by another name: its own act.
    if flies && o.is_site() != d.is_site() {
        return if d.is_site() {
            land_from_sector(e, c, origin, dest, side, flier)
        } else {
            take_off_to(e, c, origin, dest, side, flier)
        };
    }
    // The rules every family registers on the move (the Big One's cave is related to its Big
    // One sector only; who may be at a sector; the regular move's once a turn).
    let act = Act::moving(Action::Move, c, side, Some(dest), None);
    let found = rules(e, &act);
    // Refused (a move to where the card already is, a creature that does not fly heading for a
    // sector, a card that is at a sector only aboard a craft), or, under the Hoth rules, left
    // open by the sector check (no sectors yet): no price.
    if found.is_refused()
        || !crate::rules::shared::sector_legs::sectors_exist(e)
        || o.is_site()
        || d.is_site()
    {
        e.settle(found, None);
        return Ok(());
    }
    let def = &as_craft(e, c);
    e.fact(
        format!("{} is at", board.card_name(c)),
        o.plain_title().to_string(),
    );
    // What the sector rules in force do not write is open by their checks: no price.
    let kind = sector_kind(if d.is_sector() { d } else { o });
    let written = match kind {
        None => false,
        Some(k) if d.is_sector() && craft_fits(e, def, k) != Some(true) => false,
        Some(SectorKind::Cloud) => e.in_force(&CLOUD_MOVES),
        Some(SectorKind::Asteroid) => true,
    };
    let (Some(kind), true) = (kind, written) else {
        e.settle(found, None);
        return Ok(());
    };
    if kind == SectorKind::Asteroid {
        // Which of the two rules is in force, as before (the older ruleset's note).
        e.pick(&CC_ASTEROID_MOVES, &D_ASTEROID_MOVES);
    }
    if board.card_def(c).card_type == CardType::Starship {
        match crate::board::facts::pilot_of(board, c) {
            Some(p) => e.fact(
                format!("{} is piloted by", board.card_name(c)),
                p.to_string(),
            ),
            None => e.assume(format!(
                "{} has a pilot aboard (starships move only when piloted)",
                board.card_name(c)
            )),
        }
    }
    settle_price(e, &act, found);
    Ok(())
}

/// Landing from a sector at a site (`can land` from a sector, or `can move` to a site): the
/// act, every check on it (the sector rules' among them), and its price.
pub(crate) fn land_from_sector(
    e: &mut Eval,
    c: CardIx,
    sector: LocId,
    site: LocId,
    side: crate::query::Side,
    flier: Flier,
) -> Result<(), AskError> {
    let board = e.board;
    e.fact(
        format!("{} is at", board.card_name(c)),
        format!("{} (sector)", board.loc_def(sector).plain_title()),
    );
    let act = Act::flying(Action::Land, c, side, Some(site), flier);
    let found = rules(e, &act);
    finish_flight(e, &act, sector, found);
    Ok(())
}

/// Taking off from a site to a sector (the cave to the Big One, an exterior site to the lowest
/// cloud sector): the act, every check on it, and its price.
pub(crate) fn take_off_to(
    e: &mut Eval,
    c: CardIx,
    site: LocId,
    sector: LocId,
    side: crate::query::Side,
    flier: Flier,
) -> Result<(), AskError> {
    let board = e.board;
    e.fact(
        format!("{} is landed at", board.card_name(c)),
        board.loc_def(site).plain_title().to_string(),
    );
    let act = Act::flying(Action::TakeOff, c, side, Some(sector), flier);
    let found = rules(e, &act);
    finish_flight(e, &act, sector, found);
    Ok(())
}

/// The answer to a flight between a sector and a site from what the table found: the sector
/// move's price where the rules in force write the flight (sectors exist, the sector's kind is
/// known, cloud sectors come with Cloud City); where they do not, the flight is open (or
/// refused by a rule that refuses it whatever they would say), with no price.
fn finish_flight(e: &mut Eval, act: &Act, sector: LocId, found: Found) {
    let sectors = e.in_force(&D_GENERAL) || e.in_force(&CC_GENERAL);
    let written = match sector_kind(e.board.loc_def(sector)) {
        _ if !sectors => false,
        Some(SectorKind::Asteroid) => {
            // Which of the two rules is in force, as before (the older ruleset's note).
            e.pick(&CC_ASTEROID_MOVES, &D_ASTEROID_MOVES);
            true
        }
        Some(SectorKind::Cloud) => e.in_force(&CLOUD_MOVES),
        None => false,
    };
    match written {
        true => settle_price(e, act, found),
        // Refused, or what the flight needs is not written under this ruleset (undetermined):
        // no price.
        false => e.settle(found, None),
    }
}

/// Docking bay transit between the two Cloud City platforms: the Bespin layout says it works.
pub(crate) fn platform_transit(e: &mut Cx, origin: LocId, dest: LocId) {
    let board = e.board;
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    if is_city_platform(o) && is_city_platform(d) && e.in_force(&BESPIN) {
        e.allow(
            &BESPIN,
            format!(
                "{} and {} are Cloud City's two platforms, at either end of the city's sites: docking bay transit runs between them",
                o.plain_title(),
                d.plain_title()
            ),
        );
    }
}

/// A Space Slug's belly with the mouth closed stops landing and take-off. True when blocked.
pub(super) fn belly_blocks(e: &mut Cx, row: usize, site_name: &str, what: &str) -> bool {
    let board = e.board;
    let Some(slug) = slug_at_big_one(board, row) else {
        e.allow(
            &CAVE_RULES,
            format!("no Space Slug is at the Big One: {site_name} is an asteroid cave"),
        );
        return false;
    };
    let sl = board.card_name(slug);
    e.fact(format!("{site_name} is"), format!("the belly of {sl}"));
    match board.cards[slug].state.mouth_closed {
        Some(true) => {
            e.because(
                &CAVE_RULES,
                format!("{sl} is at the Big One, so the site is its belly, and its mouth is closed: no starfighter may {what} there"),
            );
            true
        }
        Some(false) => {
            e.allow(
                &CAVE_RULES,
                format!("{site_name} is {sl}'s belly, and its mouth is open"),
            );
            false
        }
        None => {
            e.consider(
                &CAVE_RULES,
                format!("{site_name} is {sl}'s belly: starfighters may {what} only while the mouth is open"),
            );
            e.missing(format!(
                "whether {sl}'s mouth is closed, which its own game text defines: give it `state: [mouth-closed]` or `[mouth-open]`"
            ));
            false
        }
    }
}

/// Cloud sectors between a system and its sites forbid landing or taking off directly. True
/// when that blocks a landing at (or take-off from) `site`.
pub(crate) fn direct_landing_blocked(e: &mut Cx, site: LocId, what: &str) -> bool {
    let board = e.board;
    let row = board.locations[site].row;
    let clouds = clouds_by_altitude(board, row);
    if clouds.is_empty() {
        return false;
    }
    let names: Vec<String> = clouds
        .iter()
        .map(|&l| board.loc_def(l).plain_title().to_string())
        .collect();
    e.fact("cloud sectors", names.join(", "));
    if !e.in_force(&NO_DIRECT_LANDING) {
        return false;
    }
    let low = names.last().cloned().unwrap_or_default();
    e.because(
        &NO_DIRECT_LANDING,
        format!(
            "the planet has cloud sectors ({}): no {what} directly between the system and {}; fly through the clouds (the lowest, {low}, is next to the sites)",
            names.join(", "),
            board.loc_def(site).plain_title()
        ),
    );
    true
}

/// The extra Force cloud sectors add to shuttling at a planet (reasons and arithmetic pushed).
pub(crate) fn shuttle_surcharge(e: &mut Cx, row: usize) -> i64 {
    let board = e.board;
    let clouds = clouds_by_altitude(board, row);
    if clouds.is_empty() {
        return 0;
    }
    if !e.in_force(&SHUTTLE_COST) {
        e.fact(
            "cloud sectors",
            clouds
                .iter()
                .map(|&l| board.loc_def(l).plain_title().to_string())
                .collect::<Vec<_>>()
                .join(", "),
        );
        return 0;
    }
    let n = clouds.len() as i64;
    for &l in &clouds {
        e.cost(format!("+1 Force: {} (cloud sector)", board.loc_name(l)));
    }
    e.because(
        &SHUTTLE_COST,
        format!(
            "{n} cloud sector{} between the system and its sites: +{n} Force",
            if n == 1 { "" } else { "s" }
        ),
    );
    n
}
