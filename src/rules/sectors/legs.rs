//! Flights between a sector and a site, as one check of the table: a landing from an asteroid
//! or cloud sector and a take-off to one, judged by the sector rules of the ruleset asked
//! (the Dagobah supplement's, or the Cloud City supplement's that supersede them). The same
//! landing asked as `can land` or as `can move`, from a sector or (by its other checks) from a
//! system, meets the same table.

use super::flight::cost_words;
use super::prelude::*;
use crate::rules::actions::Outcome;
use crate::rules::shared::sector_legs::{
    AsteroidLeg, CloudLeg, Flight, as_craft, asteroid_leg, cloud_leg,
};

/// Landing from a sector and taking off to one: sectors exist under this ruleset, the
/// sector's kind is known, and the kind's rules say which craft fly it and between which
/// sector and site. Before Cloud City, which has no cloud sectors, a flight through them is
/// not written: open, unless another rule refuses it whatever cloud sectors allow.
pub static SECTOR_FLIGHT_CHECK: Check = Check {
    on: &[Action::Land, Action::TakeOff, Action::Move],
    stage: Stage::Rule,
    name: "moves at asteroid and cloud sectors: to, from and among them, landing and taking off",
    rules: &[
        &D_ASTEROID_MOVES,
        &CC_ASTEROID_MOVES,
        &D_ASTEROID_RELATED,
        &CC_ASTEROID_RELATED,
        &CLOUD_MOVES,
    ],
    run: sector_flight,
};

fn sector_flight(e: &mut Cx, act: &Act) -> Outcome {
    let Some(f) = Flight::of(e.board, act) else {
        return sector_moves(e, act);
    };
    let standing = f.standing(e.board);
    if standing && before_sectors(e) {
        return Outcome::Open;
    }
    match sector_kind(e.board.loc_def(f.sector)) {
        Some(SectorKind::Cloud) if !e.in_force(&CLOUD_MOVES) => {
            let between = if f.landing {
                "cloud sectors and sites"
            } else {
                "sites and cloud sectors"
            };
            e.missing(format!("how craft move between {between}: cloud sectors come with the Cloud City supplement (ask with `--rules cloud-city`)"));
            Outcome::Open
        }
        _ if !standing => Outcome::NotMine,
        None => {
            e.missing("what kind of sector this is (the space icon for an asteroid sector, the planet icon for a cloud sector)");
            Outcome::Open
        }
        Some(SectorKind::Asteroid) => asteroid_flight(e, f),
        Some(SectorKind::Cloud) => cloud_flight(e, f),
    }
}

fn asteroid_flight(e: &mut Cx, f: Flight) -> Outcome {
    let board = e.board;
    let rule = e.pick(&CC_ASTEROID_MOVES, &D_ASTEROID_MOVES);
    let def = as_craft(e, f.card);
    let cw = cost_words(e, f.card);
    let name = board.card_name(f.card);
    let sname = board.loc_def(f.sector).plain_title().to_string();
    let tname = board.loc_def(f.site).plain_title().to_string();
    let what = craft_words(&def);
    match (asteroid_leg(e, f), f.landing) {
        (AsteroidLeg::NotStarfighter, landing) => {
            let how = if landing {
                "lands from"
            } else {
                "takes off to"
            };
            e.because(
                rule,
                format!("only a starfighter {how} an asteroid sector; {name} is a {what}"),
            );
            return Outcome::Refuse;
        }
        (AsteroidLeg::NotTheCave, true) => {
            e.because(rule, format!("from an asteroid sector a starfighter may land only from the Big One at its Asteroid Cave or Space Slug Belly; {tname} is not reachable from {sname}"));
            if !is_cave(board.loc_def(f.site)) {
                e.consider(
                    &CC_ASTEROID_RELATED,
                    format!("{sname} is related to its system, not to the planet's sites"),
                );
            }
            return Outcome::Refuse;
        }
        (AsteroidLeg::NotTheCave, false) => {
            e.because(rule, format!("a starfighter takes off to an asteroid sector only from the Asteroid Cave or Space Slug Belly to its Big One; {tname} → {sname} is not that move"));
            return Outcome::Refuse;
        }
        (AsteroidLeg::Unrelated, true) => {
            e.because(rule, format!("{tname} is not related to {sname}"));
            return Outcome::Refuse;
        }
        (AsteroidLeg::Unrelated, false) => {
            e.because(rule, format!("{sname} is not related to {tname}"));
            return Outcome::Refuse;
        }
        (AsteroidLeg::Allowed { .. }, false) => {
            e.allow(
                rule,
                format!("{name} takes off from {tname} to {sname} {cw}"),
            );
        }
        (AsteroidLeg::Allowed { .. }, true) if e.in_force(&CC_ASTEROID_MOVES) => {
            e.allow(rule, format!("{name} is a starfighter at the Big One: it may land at the related {tname} {cw}"));
        }
        (AsteroidLeg::Allowed { cave }, true) => {
            e.allow(rule, format!("{name} is a starfighter at an asteroid sector: it may land at a related site {cw}"));
            if !cave {
                e.consider(&D_ASTEROID_RELATED, format!("{sname} is related to its planet system; the Dagobah supplement does not narrow which sites, so {tname}, a site of that planet, is taken as related"));
                e.assume(format!("{tname} counts as a site related to {sname} (the Dagobah supplement does not say which sites are; the Cloud City supplement later narrows it to the Big One's cave)"));
            }
        }
    }
    Outcome::Clear
}

fn cloud_flight(e: &mut Cx, f: Flight) -> Outcome {
    let board = e.board;
    let def = as_craft(e, f.card);
    let cw = cost_words(e, f.card);
    let name = board.card_name(f.card);
    let sname = board.loc_title_told(f.sector);
    let tname = board.loc_title_told(f.site);
    let low = || {
        lowest_cloud(board, board.locations[f.site].row)
            .map(|l| board.loc_title_told(l))
            .unwrap_or_default()
    };
    let why = match (cloud_leg(e, f), f.landing) {
        (CloudLeg::NotCraft, _) => format!(
            "only a starfighter or cloud car {} a cloud sector; {name} is a {}",
            if f.landing {
                "lands from"
            } else {
                "takes off to"
            },
            craft_words(&def)
        ),
        (CloudLeg::Unrelated, true) => format!("{tname} is not related to {sname}"),
        (CloudLeg::NotLowest, true) => format!(
            "{sname} is not the lowest-altitude cloud sector ({} is): only from there may a craft land",
            low()
        ),
        (CloudLeg::Unrelated | CloudLeg::NotLowest, false) => format!(
            "from a site a craft takes off only to the lowest-altitude cloud sector ({}), not to {sname}",
            low()
        ),
        (CloudLeg::Interior, true) => format!(
            "{tname} is not an exterior site: from the lowest cloud sector a craft lands only at an exterior site"
        ),
        (CloudLeg::Interior, false) => format!("{tname} is not an exterior site"),
        (CloudLeg::Allowed, true) => {
            e.allow(&CLOUD_MOVES, format!("{sname} is the lowest-altitude cloud sector: {name} may land at the related exterior site {tname} {cw}"));
            return Outcome::Clear;
        }
        (CloudLeg::Allowed, false) => {
            e.allow(&CLOUD_MOVES, format!("{name} takes off from the exterior site {tname} to the lowest-altitude cloud sector, {sname}, {cw}"));
            return Outcome::Clear;
        }
    };
    e.because(&CLOUD_MOVES, why);
    Outcome::Refuse
}

/// A regular move to, from or between sectors that is no landing or take-off: the card (where
/// it stands) and where it goes. None for any other act.
fn sector_move(board: &crate::board::Board, act: &Act) -> Option<(CardIx, LocId, LocId)> {
    let (card, origin, dest) = act.regular_move(board)?;
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    (origin != dest && (o.is_sector() || d.is_sector())).then_some((card, origin, dest))
}

/// Who may be at a sector, on a move there: a craft (a character or vehicle only aboard
/// one), within its row (a sector has no parsec), and, going to a sector, a craft the sector's
/// kind admits. A creature that does not fly is the regular move's check's.
pub(super) fn sector_presence(e: &mut Cx, act: &Act) -> Outcome {
    let Some((c, origin, dest)) = sector_move(e.board, act) else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    let name = board.card_name(c);
    let def = as_craft(e, c);
    if !(e.in_force(&D_GENERAL) || e.in_force(&CC_GENERAL)) {
        return Outcome::NotMine;
    }
    e.fact(format!("{name} is at"), o.plain_title().to_string());
    let craft = def.card_type == CardType::Starship || is_cloud_car(&def);
    if !craft && def.card_type == CardType::Creature {
        return Outcome::NotMine;
    }
    if !craft {
        let rule = e.pick(&CC_ABOARD, &D_ABOARD);
        e.because(
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
        return Outcome::Refuse;
    }
    let general = e.pick(&CC_GENERAL, &D_GENERAL);
    if board.locations[origin].row != board.locations[dest].row {
        let sector = if o.is_sector() { o } else { d };
        e.because(
            general,
            format!("{} is a sector: it has no parsec number, so no hyperspeed move starts or ends there", sector.plain_title()),
        );
        return Outcome::Refuse;
    }
    if d.is_site() || o.is_site() {
        return Outcome::NotMine;
    }
    let Some(kind) = sector_kind(if d.is_sector() { d } else { o }) else {
        e.missing("what kind of sector this is (the space icon for an asteroid sector, the planet icon for a cloud sector)");
        return Outcome::Open;
    };
    e.allow(
        general,
        "sectors are places where starships move, by the sector moves rather than hyperspeed",
    );
    if d.is_sector() {
        match craft_allowed(e, &def, kind) {
            Some(false) => return Outcome::Refuse,
            None => return Outcome::Open,
            Some(true) => {}
        }
    }
    Outcome::Clear
}

/// The sector moves themselves, once the sector admits the craft (`sector_presence`): between
/// a system and the sector beside it, and from sector to sector, how far; under a ruleset
/// without sectors, open.
fn sector_moves(e: &mut Cx, act: &Act) -> Outcome {
    // Under the Hoth rules sectors do not exist yet: a move the sectors' reading takes (to,
    // from or among sectors, or a craft's to or from the Big One's cave, which stands in its
    // sector) is not written (open, naming the supplement that brings them).
    if let Some((c, origin, dest)) = act.regular_move(e.board)
        && origin != dest
        && crate::board::facts::concerns_move(e.board, c, origin, dest, false)
        && before_sectors(e)
    {
        return Outcome::Open;
    }
    let Some((c, origin, dest)) = sector_move(e.board, act) else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    let def = as_craft(e, c);
    let craft = def.card_type == CardType::Starship || is_cloud_car(&def);
    if !craft
        || board.locations[origin].row != board.locations[dest].row
        || d.is_site()
        || o.is_site()
    {
        return Outcome::NotMine;
    }
    let Some(kind) = sector_kind(if d.is_sector() { d } else { o }) else {
        return Outcome::NotMine;
    };
    if d.is_sector() && craft_fits(e, &def, kind) != Some(true) {
        return Outcome::NotMine;
    }
    if kind == SectorKind::Cloud && !e.in_force(&CLOUD_MOVES) {
        e.missing("how craft move to and among cloud sectors: cloud sectors come with the Cloud City supplement (ask with `--rules cloud-city`)");
        return Outcome::Open;
    }
    let rule: &'static Rule = match kind {
        SectorKind::Asteroid => e.pick(&CC_ASTEROID_MOVES, &D_ASTEROID_MOVES),
        SectorKind::Cloud => &CLOUD_MOVES,
    };
    let step = Step {
        c,
        def: &def,
        origin,
        dest,
        kind,
        rule,
    };
    Outcome::refused_if(if o.is_system() || d.is_system() {
        system_and_sector(e, step)
    } else {
        sector_to_sector(e, step)
    })
}

/// A sector move, once its rule is known: the card (as a craft), where it stands and goes,
/// the sector's kind and the rule of its moves.
#[derive(Clone, Copy)]
struct Step<'a> {
    c: CardIx,
    def: &'a CardDef,
    origin: LocId,
    dest: LocId,
    kind: SectorKind,
    rule: &'static Rule,
}

/// The words a sector move's reasons use: the card, where it stands and goes, what the move
/// costs, what kind of craft it is.
fn words(
    e: &Cx,
    c: CardIx,
    def: &CardDef,
    origin: LocId,
    dest: LocId,
) -> (String, String, String, &'static str, &'static str) {
    let board = e.board;
    (
        board.card_name(c),
        board.loc_def(origin).plain_title().to_string(),
        board.loc_def(dest).plain_title().to_string(),
        cost_words(e, c),
        craft_words(def),
    )
}

/// Between a system and the sector beside it: which craft may, and only to the adjacent sector.
fn system_and_sector(e: &mut Cx, step: Step) -> bool {
    let board = e.board;
    let (c, def, origin, dest) = (step.c, step.def, step.origin, step.dest);
    let (kind, rule, d) = (step.kind, step.rule, board.loc_def(dest));
    let (name, oname, dname, cw, what) = words(e, c, def, origin, dest);
    let mut refused = false;
    // System ↔ the sector beside it.
    let sector = if d.is_sector() { dest } else { origin };
    let sname = board.loc_def(sector).plain_title().to_string();
    let ok_craft = match kind {
        SectorKind::Asteroid => def.is_capital() || def.is_starfighter(),
        SectorKind::Cloud => def.is_starfighter() || def.has_trait(&Trait::MovesLikeStarfighter),
    };
    // (Round 28.) A craft whose own text says that at cloud sectors it moves like a starfighter,
    // standing at one: it moves as a starfighter does, to the system beside it too.
    let by_text = (!ok_craft && kind == SectorKind::Cloud && board.loc_def(origin).is_sector())
        .then(|| like_a_starfighter_at_cloud_sectors(def))
        .flatten();
    if let Some(said) = &by_text {
        e.allow_by_card_text(
            &crate::rulebook::base::CARD_TEXT,
            format!(
                "{name}'s own text: \"{said}\": at {sname}, a cloud sector, it moves like a starfighter"
            ),
        );
    }
    if !ok_craft && by_text.is_none() {
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
        refused = true;
    } else if !adjacent(board, origin, dest) {
        e.because(
            rule,
            format!("{sname} is not the {} beside the system: the move between system and sector goes only to the sector next to it", kind.name()),
        );
        refused = true;
    } else {
        e.allow(
            rule,
            format!("{name} ({what}) moves between {oname} and {dname}, side by side, {cw}"),
        );
    }
    refused
}

/// The sentence of `def` that says it moves like a starfighter at cloud sectors
/// ([`crate::catalog::text::Fact::LikeStarfighterAt`]), read, as printed.
fn like_a_starfighter_at_cloud_sectors(def: &CardDef) -> Option<String> {
    use crate::catalog::text::Fact;
    fn at_clouds(f: &Fact) -> bool {
        match f {
            Fact::LikeStarfighterAt { places } => places == "cloud sectors",
            Fact::Both(a, b) => at_clouds(a) || at_clouds(b),
            _ => false,
        }
    }
    def.sentences()
        .iter()
        .find(|s| s.fact.as_ref().is_some_and(at_clouds))
        .map(|s| s.text.clone())
}

/// Sector to sector, in one unbroken run of one kind: how far the craft may go at a time.
fn sector_to_sector(e: &mut Cx, step: Step) -> bool {
    let Step {
        c,
        def,
        origin,
        dest,
        kind,
        rule,
    } = step;
    let board = e.board;
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    let (name, oname, dname, cw, what) = words(e, c, def, origin, dest);
    let mut refused = false;
    let ok = sector_kind(o) == Some(kind) && sector_kind(d) == Some(kind);
    let steps = if ok {
        sector_steps(board, origin, dest, kind)
    } else {
        None
    };
    let Some(steps) = steps else {
        e.because(
            rule,
            format!("{oname} and {dname} are not {}s in one unbroken run: sector-to-sector moves stay among sectors of one type", kind.name()),
        );
        return true;
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
        refused = true;
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
        refused = true;
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
    refused
}
