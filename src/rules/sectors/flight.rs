//! Flight between systems, sectors and sites: regular moves among sectors, landing from and
//! taking off to them, the cloud surcharge on shuttling.

use super::prelude::*;

/// The card as the sector rules see it: a free mynock moves like a starfighter (Dagobah,
/// Attaching Creatures), so it is judged as one, without a pilot.
pub(super) fn as_craft(e: &mut Cx, c: CardIx) -> CardDef {
    let def = e.board.card_def(c).clone();
    if def.card_type == CardType::Creature
        && crate::board::facts::is_mynock(&def)
        && e.in_force(&crate::rulebook::attaching::ATTACHING)
    {
        let mut fly = def;
        fly.card_type = CardType::Starship;
        fly.subtype = Some(crate::catalog::Subtype::Starfighter);
        return fly;
    }
    def
}

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

/// Finishes a sector move (whose act met the table's checks, the regular move's among them):
/// the pilot, the 1 Force.
pub(super) fn settle_move(e: &mut Eval, c: CardIx, found: Found, rule: &'static Rule) {
    let board = e.board;
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
    if found.is_refused() {
        e.settle(found, None);
        return;
    }
    let creature = board.card_def(c).card_type == CardType::Creature;
    if creature && e.in_force(&crate::rulebook::creatures::U_CREATURES) {
        // A mynock flying like a starfighter is still a creature: its moves are free.
        e.because(
            &crate::rulebook::creatures::U_CREATURES,
            "creatures move for free in their owner's move phase",
        );
        e.cost("the move: free (a creature)");
        e.settle(found, Some(0));
        return;
    }
    e.cost("the move: 1 Force");
    e.assume("you can pay the 1 Force the move needs");
    if e.want_cost() {
        e.because(rule, "each of these regular moves costs 1 Force");
    }
    e.settle(found, Some(1));
}

/// `can move <card> to <location>` where a sector is at one end (or a character or vehicle
/// heads for a sector).
pub(crate) fn ask_move(
    e: &mut Eval,
    c: CardIx,
    origin: LocId,
    dest: LocId,
    side: crate::query::Side,
    flier: Flier,
) -> Result<(), AskError> {
    if e.by_hand(|cx| before_sectors(cx)) {
        return Ok(());
    }
    let def = &e.by_hand(|cx| as_craft(cx, c));
    let board = e.board;
    let name = board.card_name(c);
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    let (oname, dname) = (o.plain_title().to_string(), d.plain_title().to_string());
    e.fact(format!("{name} is at"), oname.clone());
    if origin == dest {
        e.refuse(
            &crate::rulebook::movement::REGULAR,
            format!("{name} is already at {dname}"),
        );
        return Ok(());
    }
    if no_flight(e, def, &name, &dname) {
        return Ok(());
    }
    let general = e.pick(&CC_GENERAL, &D_GENERAL);
    if board.locations[origin].row != board.locations[dest].row {
        let sector = if o.is_sector() { &oname } else { &dname };
        e.refuse(
            general,
            format!("{sector} is a sector: it has no parsec number, so no hyperspeed move starts or ends there"),
        );
        return Ok(());
    }
    // A landing or a take-off by another name.
    if d.is_site() {
        return land_from_sector(e, c, origin, dest, side, flier);
    }
    if o.is_site() {
        return take_off_to(e, c, origin, dest, side, flier);
    }
    let kind = sector_kind(if d.is_sector() { d } else { o });
    let Some(kind) = kind else {
        e.missing("what kind of sector this is (the space icon for an asteroid sector, the planet icon for a cloud sector)");
        return Ok(());
    };
    e.allow(
        general,
        "sectors are places where starships move, by the sector moves rather than hyperspeed",
    );
    if d.is_sector() {
        match e.by_hand(|cx| craft_allowed(cx, def, kind)) {
            Some(false) => {
                e.decide(Found::by_hand(true));
                return Ok(());
            }
            None => return Ok(()),
            Some(true) => {}
        }
    }
    if kind == SectorKind::Cloud && !e.in_force(&CLOUD_MOVES) {
        e.missing("how craft move to and among cloud sectors: cloud sectors come with the Cloud City supplement (ask with `--rules cloud-city`)");
        return Ok(());
    }
    let rule: &'static Rule = match kind {
        SectorKind::Asteroid => e.pick(&CC_ASTEROID_MOVES, &D_ASTEROID_MOVES),
        SectorKind::Cloud => &CLOUD_MOVES,
    };
    if o.is_system() || d.is_system() {
        system_and_sector(e, c, def, origin, dest, kind, rule);
    } else {
        sector_to_sector(e, c, def, origin, dest, kind, rule);
    }
    Ok(())
}

/// Characters and (non-cloud-car) vehicles never go to a sector by themselves; a creature that
/// does not fly (the rule names no creature) has no move there either: landspeed goes from site
/// to site. True (refused) when the card is no craft.
fn no_flight(e: &mut Eval, def: &CardDef, name: &str, dname: &str) -> bool {
    let craft = def.card_type == CardType::Starship || is_cloud_car(def);
    if !craft && def.card_type == CardType::Creature {
        e.refuse(
            &crate::rulebook::movement::REGULAR,
            format!("{name} is a creature that does not fly: moving by landspeed goes from site to site, and {dname} is a sector"),
        );
        return true;
    }
    if !craft {
        let rule = e.pick(&CC_ABOARD, &D_ABOARD);
        e.refuse(
            rule,
            format!(
                "{name} is a {}: it reaches a sector only aboard a {}",
                def.kind_words(),
                if e.in_force(&CC_ABOARD) {
                    "vehicle or starship allowed there"
                } else {
                    "starship"
                }
            ),
        );
        return true;
    }
    false
}

/// Between a system and the sector beside it: which craft may, and only to the adjacent sector.
fn system_and_sector(
    e: &mut Eval,
    c: CardIx,
    def: &CardDef,
    origin: LocId,
    dest: LocId,
    kind: SectorKind,
    rule: &'static Rule,
) {
    let board = e.board;
    let name = board.card_name(c);
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    let (oname, dname) = (o.plain_title().to_string(), d.plain_title().to_string());
    let cw = cost_words(e, c);
    let what = craft_words(def);
    let mut found = Found::NOTHING;
    // System ↔ the sector beside it.
    let sector = if d.is_sector() { dest } else { origin };
    let sname = board.loc_def(sector).plain_title().to_string();
    let ok_craft = match kind {
        SectorKind::Asteroid => def.is_capital() || def.is_starfighter(),
        SectorKind::Cloud => def.is_starfighter() || def.has_trait(&Trait::MovesLikeStarfighter),
    };
    if !ok_craft {
        e.because(
            rule,
            format!(
                "only a {} moves between the system and the {} beside it; {name} is a {what}",
                if kind == SectorKind::Asteroid {
                    "capital starship or starfighter"
                } else {
                    "starfighter"
                },
                kind.name()
            ),
        );
        found.refuse_by_hand();
    } else if !adjacent(board, origin, dest) {
        e.because(
            rule,
            format!("{sname} is not the {} beside the system: the move between system and sector goes only to the sector next to it", kind.name()),
        );
        found.refuse_by_hand();
    } else {
        e.allow(
            rule,
            format!("{name} ({what}) moves between {oname} and {dname}, side by side, {cw}"),
        );
    }
    settle_move(e, c, found, rule);
}

/// Sector to sector, in one unbroken run of one kind: how far the craft may go at a time.
fn sector_to_sector(
    e: &mut Eval,
    c: CardIx,
    def: &CardDef,
    origin: LocId,
    dest: LocId,
    kind: SectorKind,
    rule: &'static Rule,
) {
    let board = e.board;
    let name = board.card_name(c);
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    let (oname, dname) = (o.plain_title().to_string(), d.plain_title().to_string());
    let cw = cost_words(e, c);
    let what = craft_words(def);
    let mut found = Found::NOTHING;
    let ok = sector_kind(o) == Some(kind) && sector_kind(d) == Some(kind);
    let steps = if ok {
        sector_steps(board, origin, dest, kind)
    } else {
        None
    };
    let Some(steps) = steps else {
        e.refuse(
            rule,
            format!("{oname} and {dname} are not {}s in one unbroken run: sector-to-sector moves stay among sectors of one type", kind.name()),
        );
        return;
    };
    e.fact("sectors away", steps.to_string());
    let reach = if def.is_capital() && !def.has_trait(&Trait::MovesLikeStarfighter) {
        1
    } else {
        2
    };
    if kind == SectorKind::Cloud && !(def.is_starfighter() || is_cloud_car(def) || reach == 2) {
        e.because(
            rule,
            format!(
                "only starfighters and cloud cars move between cloud sectors; {name} is a {what}"
            ),
        );
        found.refuse_by_hand();
    } else if steps > reach {
        e.because(
            rule,
            format!(
                "{dname} is {steps} sectors away; a {what} moves {} at a time",
                if reach == 1 {
                    "to an adjacent sector only"
                } else {
                    "up to two sectors"
                }
            ),
        );
        found.refuse_by_hand();
    } else {
        e.allow(
            rule,
            format!(
                "{dname} is {steps} sector{} away; a {what} moves {}, {cw}",
                if steps == 1 { "" } else { "s" },
                if reach == 1 {
                    "to an adjacent sector"
                } else {
                    "up to two sectors"
                }
            ),
        );
    }
    settle_move(e, c, found, rule);
}

/// What a flight between a sector and a site (either way) starts from.
pub(super) struct Leg {
    def: CardDef,
    cw: &'static str,
    name: String,
    sname: String,
    tname: String,
    kind: SectorKind,
    same_row: bool,
}

/// The checks and facts shared by landing from a sector and taking off to one: sectors exist
/// under this ruleset, a starship has a pilot, the sector's kind is known. `None` when one of
/// them settled the answer.
pub(super) fn leg(
    e: &mut Eval,
    c: CardIx,
    sector: LocId,
    site: LocId,
    landing: bool,
) -> Option<Leg> {
    if e.by_hand(|cx| before_sectors(cx)) {
        return None;
    }
    let def = e.by_hand(|cx| as_craft(cx, c));
    let cw = cost_words(e, c);
    let board = e.board;
    let name = board.card_name(c);
    let sname = board.loc_def(sector).plain_title().to_string();
    let tname = board.loc_def(site).plain_title().to_string();
    if landing {
        e.fact(format!("{name} is at"), format!("{sname} (sector)"));
    } else {
        e.fact(format!("{name} is landed at"), tname.clone());
    }
    let Some(kind) = sector_kind(board.loc_def(sector)) else {
        e.missing("what kind of sector this is (the space icon for an asteroid sector, the planet icon for a cloud sector)");
        return None;
    };
    let same_row = board.locations[sector].row == board.locations[site].row;
    Some(Leg {
        def,
        cw,
        name,
        sname,
        tname,
        kind,
        same_row,
    })
}

/// Landing from a sector at a site (`can land` from a sector, or `can move` to a site).
pub(crate) fn land_from_sector(
    e: &mut Eval,
    c: CardIx,
    sector: LocId,
    site: LocId,
    side: crate::query::Side,
    flier: Flier,
) -> Result<(), AskError> {
    let Some(leg) = leg(e, c, sector, site, true) else {
        return Ok(());
    };
    let Leg {
        def,
        cw,
        name,
        sname,
        tname,
        kind,
        same_row,
    } = leg;
    let def = &def;
    let board = e.board;
    let mut found = Found::NOTHING;
    // A flight the rules in force do not write (cloud sectors before Cloud City).
    let mut unmodelled = false;
    let rule: &'static Rule;
    match kind {
        SectorKind::Asteroid => {
            rule = e.pick(&CC_ASTEROID_MOVES, &D_ASTEROID_MOVES);
            let cave_move =
                same_row && is_big_one(board.loc_def(sector)) && is_cave(board.loc_def(site));
            if !def.flies_as_starfighter() {
                e.because(
                    rule,
                    format!(
                        "only a starfighter lands from an asteroid sector; {name} is a {}",
                        craft_words(def)
                    ),
                );
                found.refuse_by_hand();
            } else if e.in_force(&CC_ASTEROID_MOVES) {
                if cave_move {
                    e.allow(rule, format!("{name} is a starfighter at the Big One: it may land at the related {tname} {cw}"));
                } else {
                    e.because(rule, format!("from an asteroid sector a starfighter may land only from the Big One at its Asteroid Cave or Space Slug Belly; {tname} is not reachable from {sname}"));
                    if !is_cave(board.loc_def(site)) {
                        e.consider(
                            &CC_ASTEROID_RELATED,
                            format!("{sname} is related to its system, not to the planet's sites"),
                        );
                    }
                    found.refuse_by_hand();
                }
            } else if !same_row {
                e.because(rule, format!("{tname} is not related to {sname}"));
                found.refuse_by_hand();
            } else {
                e.allow(rule, format!("{name} is a starfighter at an asteroid sector: it may land at a related site {cw}"));
                if !cave_move {
                    e.consider(&D_ASTEROID_RELATED, format!("{sname} is related to its planet system; the Dagobah supplement does not narrow which sites, so {tname}, a site of that planet, is taken as related"));
                    e.assume(format!("{tname} counts as a site related to {sname} (the Dagobah supplement does not say which sites are; the Cloud City supplement later narrows it to the Big One's cave)"));
                }
            }
            if !found.is_refused() && is_cave(board.loc_def(site)) {
                found.refuse_by_hand_if(belly_blocks(e, board.locations[site].row, &tname, "land"));
            }
        }
        SectorKind::Cloud => {
            rule = &CLOUD_MOVES;
            let row = board.locations[sector].row;
            let lowest = lowest_cloud(board, row);
            if !e.in_force(&CLOUD_MOVES) {
                // Before Cloud City the flight is the table's: the sector check refuses a
                // vehicle or character (at a sector only aboard a starship), the cloud-flight
                // check leaves a starship's open, and a rule that refuses whatever cloud
                // sectors would allow (a starfighter lands only piloted) decides over that.
                unmodelled = true;
            } else if !(def.flies_as_starfighter() || is_cloud_car(def)) {
                e.because(
                    rule,
                    format!(
                        "only a starfighter or cloud car lands from a cloud sector; {name} is a {}",
                        craft_words(def)
                    ),
                );
                found.refuse_by_hand();
            } else if !same_row {
                e.because(rule, format!("{tname} is not related to {sname}"));
                found.refuse_by_hand();
            } else if lowest != Some(sector) {
                let low = lowest
                    .map(|l| board.loc_def(l).plain_title().to_string())
                    .unwrap_or_default();
                e.because(rule, format!("{sname} is not the lowest-altitude cloud sector ({low} is): only from there may a craft land"));
                found.refuse_by_hand();
            } else if !board.loc_def(site).has_icon(Icon::Exterior) {
                e.because(rule, format!("{tname} is not an exterior site: from the lowest cloud sector a craft lands only at an exterior site"));
                found.refuse_by_hand();
            } else {
                e.allow(rule, format!("{sname} is the lowest-altitude cloud sector: {name} may land at the related exterior site {tname} {cw}"));
                e.allow(&NO_DIRECT_LANDING, format!("{name} flies through the clouds: it lands from the lowest cloud sector, not directly from the system"));
            }
        }
    }
    if !found.is_refused()
        && !unmodelled
        && board.loc_def(site).is_docking_bay()
        && def.card_type != CardType::Creature
    {
        // Which cost wins: this is a sector move, whose 1 Force the sector rules set; the
        // landing rule's free docking-bay landing is for a landing from a system.
        let low = if kind == SectorKind::Cloud {
            "the lowest cloud sector"
        } else {
            "an asteroid sector"
        };
        e.consider(
            &LANDING,
            format!("landing at a docking bay is free under the landing rule, but that is a landing from a system; from {low} the sector rule's cost applies instead"),
        );
        e.detail(format!(
            "the sector move's 1 Force replaces the free docking-bay landing: {tname} is a docking bay, but {name} lands from {low}, not from the system"
        ));
    }
    // Every check on landing: the landing rule's (a TIE lands only at a docking bay), the
    // regular move's, the shield's.
    found = found.and(rules(
        e,
        &Act::flying(Action::Land, c, side, Some(site), flier),
    ));
    if unmodelled && !found.is_refused() {
        // What the flight needs is not written under this ruleset: undetermined, no price.
        e.decide(found);
        return Ok(());
    }
    settle_move(e, c, found, rule);
    Ok(())
}

/// Taking off from a site to a sector (the cave to the Big One, an exterior site to the lowest
/// cloud sector).
pub(crate) fn take_off_to(
    e: &mut Eval,
    c: CardIx,
    site: LocId,
    sector: LocId,
    side: crate::query::Side,
    flier: Flier,
) -> Result<(), AskError> {
    let Some(leg) = leg(e, c, sector, site, false) else {
        return Ok(());
    };
    let Leg {
        def,
        cw,
        name,
        sname,
        tname,
        kind,
        same_row,
    } = leg;
    let def = &def;
    let board = e.board;
    let row = board.locations[site].row;
    let mut found = Found::NOTHING;
    let mut unmodelled = false;
    let rule: &'static Rule;
    match kind {
        SectorKind::Asteroid => {
            rule = e.pick(&CC_ASTEROID_MOVES, &D_ASTEROID_MOVES);
            let cave_move =
                same_row && is_big_one(board.loc_def(sector)) && is_cave(board.loc_def(site));
            if !def.flies_as_starfighter() {
                e.because(
                    rule,
                    format!(
                        "only a starfighter takes off to an asteroid sector; {name} is a {}",
                        craft_words(def)
                    ),
                );
                found.refuse_by_hand();
            } else if e.in_force(&CC_ASTEROID_MOVES) && !cave_move {
                e.because(rule, format!("a starfighter takes off to an asteroid sector only from the Asteroid Cave or Space Slug Belly to its Big One; {tname} → {sname} is not that move"));
                found.refuse_by_hand();
            } else if !same_row {
                e.because(rule, format!("{sname} is not related to {tname}"));
                found.refuse_by_hand();
            } else {
                e.allow(
                    rule,
                    format!("{name} takes off from {tname} to {sname} {cw}"),
                );
            }
            if !found.is_refused() && is_cave(board.loc_def(site)) {
                found.refuse_by_hand_if(belly_blocks(e, row, &tname, "take off"));
            }
        }
        SectorKind::Cloud => {
            rule = &CLOUD_MOVES;
            let lowest = lowest_cloud(board, row);
            if !e.in_force(&CLOUD_MOVES) {
                // As for a landing (`land_from_sector`): the table's checks still run.
                unmodelled = true;
            } else if !(def.flies_as_starfighter() || is_cloud_car(def)) {
                e.because(rule, format!("only a starfighter or cloud car takes off to a cloud sector; {name} is a {}", craft_words(def)));
                found.refuse_by_hand();
            } else if !same_row || lowest != Some(sector) {
                let low = lowest
                    .map(|l| board.loc_def(l).plain_title().to_string())
                    .unwrap_or_default();
                e.because(rule, format!("from a site a craft takes off only to the lowest-altitude cloud sector ({low}), not to {sname}"));
                found.refuse_by_hand();
            } else if !board.loc_def(site).has_icon(Icon::Exterior) {
                e.because(rule, format!("{tname} is not an exterior site"));
                found.refuse_by_hand();
            } else {
                e.allow(rule, format!("{name} takes off from the exterior site {tname} to the lowest-altitude cloud sector, {sname}, {cw}"));
            }
        }
    }
    // Every check on taking off: the landing rule's, the regular move's, the shield's.
    found = found.and(rules(
        e,
        &Act::flying(Action::TakeOff, c, side, Some(sector), flier),
    ));
    if unmodelled && !found.is_refused() {
        // What the flight needs is not written under this ruleset: undetermined, no price.
        e.decide(found);
        return Ok(());
    }
    settle_move(e, c, found, rule);
    Ok(())
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
pub(super) fn belly_blocks(e: &mut Eval, row: usize, site_name: &str, what: &str) -> bool {
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
