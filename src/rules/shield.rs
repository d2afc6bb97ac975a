//! The Hoth energy shield: coverage, what it forbids the Dark Side, the generators' deployment
//! requirement and the generators being blown away.

use super::eval::Eval;
use super::shared::shield::{How, explain, shield_stops};
use super::subject::AskError;
use crate::board::facts::Shield;
use crate::board::{Board, CardIx, LocId, Place, ZoneCard};
use crate::catalog::{CardDef, CardType, normalize};
use crate::query::{CardRef, Side};
use crate::rulebook::shield::{
    DARK_MAY, GENERATORS_NEED_MARKER, LIGHT_FREE, NO_DARK_DEPLOY, NO_DARK_SYSTEM_POWER,
    NO_DARK_TRANSIT, STARTING_LOCATION, U_GENERATORS_NEED_MARKER, U_NO_DARK_TRANSIT,
};
use crate::verdict::Answer;

/// `shielded <location>`
pub fn ask_shielded(e: &mut Eval, location: &CardRef) -> Result<(), AskError> {
    let l = e.res.location(location)?;
    let yes = explain(e, l, How::Decides);
    e.answer(Answer::from_bool(yes));
    Ok(())
}

/// `battle-power <side> at <location>`
pub fn ask_battle_power(e: &mut Eval, side: Side, at: &CardRef) -> Result<(), AskError> {
    let l = e.res.location(at)?;
    e.v.side = Some(side);
    let name = e.board.loc_def(l).plain_title().to_string();
    let shielded = Shield::of(e.board).covers(e.board, l);
    if side == Side::Dark && shielded {
        explain(e, l, How::Decides);
        e.refuse(&NO_DARK_SYSTEM_POWER, format!("{name} is shielded: Dark Side starships controlling the system add no power to battles here"));
    } else {
        explain(
            e,
            l,
            if side == Side::Dark {
                How::Clears
            } else {
                How::Aside
            },
        );
        if side == Side::Light && shielded {
            e.allow(
                &LIGHT_FREE,
                format!("{name} is shielded, but the shield never restricts the Light Side"),
            );
        } else if side == Side::Dark {
            e.allow(
                &NO_DARK_SYSTEM_POWER,
                format!("{name} is not shielded, so the shield takes no system power away"),
            );
        } else {
            e.consider(
                &NO_DARK_SYSTEM_POWER,
                "the shield only ever takes power from the Dark Side",
            );
        }
        e.assume("a card grants power for controlling the system (the system's or a starship's own game text)");
        e.answer(Answer::Yes);
    }
    Ok(())
}

fn side_site(board: &Board, c: CardIx) -> Option<LocId> {
    board.location_of(c).filter(|&l| board.loc_def(l).is_site())
}

/// `can move <card> to <location> [by <card>]`: the shield part.
pub fn ask_move(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    by: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let dest = e.res.location(to)?;
    let side = asker.unwrap_or(e.board.cards[c].side);
    e.v.side = Some(side);
    let mut sites: Vec<LocId> = Vec::new();
    if let Some(s) = side_site(e.board, c) {
        sites.push(s);
    }
    if e.board.loc_def(dest).is_site() && !sites.contains(&dest) {
        sites.push(dest);
    }
    let Some(by) = by else {
        // A regular move: the shield does not stop Dark Side movement from site to site.
        let sh = Shield::of(e.board);
        if side == Side::Dark
            && sites.iter().any(|&l| sh.covers(e.board, l))
            && matches!(e.board.cards[c].place, Place::At(_))
        {
            for &l in &sites {
                explain(e, l, How::Aside);
            }
            e.allow(&DARK_MAY, "the shield does not stop the Dark Side moving characters and vehicles from site to site underneath it");
        } else if side == Side::Light && sites.iter().any(|&l| sh.covers(e.board, l)) {
            e.allow(&LIGHT_FREE, "the shield never restricts the Light Side");
        }
        e.missing("a regular move is judged by `can move` without `by`");
        return Ok(());
    };
    let by_title = e
        .res
        .card_or_def(by)?
        .def(e.board)
        .plain_title()
        .to_string();
    let key = normalize(&by_title);
    let what = format!("{by_title}'s movement");
    if key == "elis helrot" {
        let rule = e.pick(&U_NO_DARK_TRANSIT, &NO_DARK_TRANSIT);
        if shield_stops(e, side, &sites, rule, &what) {
            e.answer(Answer::No);
            return Ok(());
        }
    } else if key == "bombing run" {
        if e.in_force(&U_NO_DARK_TRANSIT) {
            if shield_stops(e, side, &sites, &U_NO_DARK_TRANSIT, &what) {
                e.answer(Answer::No);
                return Ok(());
            }
        } else if side == Side::Dark
            && sites
                .iter()
                .any(|&l| Shield::of(e.board).covers(e.board, l))
        {
            for &l in &sites {
                explain(e, l, How::Aside);
            }
            e.consider(&NO_DARK_TRANSIT, "the Hoth supplement forbids movement the shield would logically stop but does not name Bombing Run");
            e.missing("whether the energy shield logically stops Bombing Run: the Hoth supplement does not say (the later Hoth rules update does)");
            return Ok(());
        }
        super::bombers::move_by_run(e, c, dest, side);
        return Ok(());
    } else {
        let rule = e.pick(&U_NO_DARK_TRANSIT, &NO_DARK_TRANSIT);
        let shielded = sites
            .iter()
            .any(|&l| Shield::of(e.board).covers(e.board, l));
        if side == Side::Dark && shielded {
            for &l in &sites {
                explain(e, l, How::Aside);
            }
            e.consider(rule, format!("the shield stops Dark Side movement it would logically stop; the documents do not name {by_title}"));
            e.missing(format!("whether {by_title}'s movement would logically be stopped by the energy shield: that turns on its game text, which swjudge does not read"));
            return Ok(());
        }
        shield_stops(e, side, &sites, rule, &what);
    }
    e.missing(format!(
        "where {by_title} may take the card and at what cost: its own game text decides, which swjudge does not read (the documents add only the shield's part)"
    ));
    Ok(())
}

/// Cards of a zone that are a marker-4 North Ridge.
fn north_ridge_in(zone: &[ZoneCard], board: &Board) -> bool {
    zone.iter().any(|z| board.def(z.def).marker == Some(4))
}

/// The generators' deployment requirement. Pushes reasons; returns Some(true) when met (with
/// or without deploying the North Ridge), Some(false) when the generators may not (or would
/// not stay) deployed, None when nothing is required.
pub fn generators_requirement(e: &mut Eval, as_starting: bool) -> Option<bool> {
    let board = e.board;
    let rule = if e.in_force(&U_GENERATORS_NEED_MARKER) {
        &U_GENERATORS_NEED_MARKER
    } else if as_starting {
        &STARTING_LOCATION
    } else {
        &GENERATORS_NEED_MARKER
    };
    let on_table: Vec<(u8, LocId)> = (0..board.locations.len())
        .filter_map(|l| {
            board
                .loc_def(l)
                .marker
                .filter(|m| (4..=6).contains(m))
                .map(|m| (m, l))
        })
        .collect();
    if let Some(&(m, l)) = on_table.first() {
        e.allow(
            rule,
            format!(
                "marker {m} ({}) is on table, so the shield already has its boundary",
                board.loc_def(l).plain_title()
            ),
        );
        return Some(true);
    }
    if as_starting
        && rule.id == STARTING_LOCATION.id
        && let Some(z) = &board.dark.starting_location
        && board
            .def(z.def)
            .marker
            .is_some_and(|m| (4..=6).contains(&m))
    {
        e.allow(
            rule,
            format!(
                "the opponent's starting location is marker {} ({}), which sets the boundary",
                board.def(z.def).marker.unwrap_or(0),
                board.def(z.def).plain_title()
            ),
        );
        return Some(true);
    }
    let light = &board.light;
    let (in_hand, in_reserve) = (
        north_ridge_in(&light.hand, board),
        north_ridge_in(&light.reserve, board),
    );
    let found = if as_starting && rule.id == STARTING_LOCATION.id {
        in_reserve
    } else {
        in_hand || in_reserve
    };
    e.fact("markers 4–6 on table", "none");
    e.fact(
        "North Ridge",
        match (in_hand, in_reserve) {
            (true, _) => "in the Light Side's hand",
            (false, true) => "in the Light Side's Reserve Deck",
            (false, false) => "neither in hand nor in the Reserve Deck",
        },
    );
    if found {
        let from = if in_hand && !(as_starting && rule.id == STARTING_LOCATION.id) {
            "hand"
        } else {
            "Reserve Deck"
        };
        e.allow(rule, format!("no marker 4, 5 or 6 is on table: the Light Side must deploy its North Ridge at once, from its {from}"));
        e.detail("the North Ridge (4th marker) must be deployed immediately with the generators");
        Some(true)
    } else if rule.id == U_GENERATORS_NEED_MARKER.id {
        e.because(rule, "no marker 4, 5 or 6 is on table and the North Ridge is neither in hand nor in the Reserve Deck, so the generators may not deploy");
        Some(false)
    } else {
        let why = if as_starting && in_hand {
            "no marker 4, 5 or 6 is on table and, for a starting location, the North Ridge must come from the Reserve Deck, where there is none (the one in hand does not count)"
        } else if as_starting {
            "no marker 4, 5 or 6 is on table and the Reserve Deck holds no North Ridge"
        } else {
            "no marker 4, 5 or 6 is on table and no North Ridge is in hand or in the Reserve Deck"
        };
        e.because(
            rule,
            format!("{why}, so the generators would go straight back to hand"),
        );
        Some(false)
    }
}

/// The shield part of deploying a card to a site. Returns true when the shield forbids it.
pub fn deploy_blocked(e: &mut Eval, side: Side, def: &CardDef, site: LocId) -> bool {
    let sh = Shield::of(e.board);
    if !sh.concerns(e.board, site) {
        return false;
    }
    let covered = sh.covers(e.board, site);
    let name = e.board.loc_def(site).plain_title().to_string();
    let kind = with_article(def.card_type.name());
    let barred_type = matches!(
        def.card_type,
        CardType::Character | CardType::Vehicle | CardType::Starship
    );
    if !covered {
        let live = side == Side::Dark && barred_type;
        explain(e, site, if live { How::Clears } else { How::Aside });
        if live {
            e.allow(&NO_DARK_DEPLOY, format!("{name} is not shielded, so the shield does not stop the Dark Side deploying {kind} there"));
        }
        return false;
    }
    if side == Side::Light {
        explain(e, site, How::Aside);
        e.allow(
            &LIGHT_FREE,
            format!("{name} is shielded, but the shield never restricts the Light Side"),
        );
        return false;
    }
    if barred_type {
        explain(e, site, How::Decides);
        let spy = if def.has_trait(&crate::catalog::Trait::Spy) {
            " — spies included"
        } else {
            ""
        };
        e.because(
            &NO_DARK_DEPLOY,
            format!("{name} is shielded: the Dark Side may not deploy {kind} there{spy}"),
        );
        return true;
    }
    explain(e, site, How::Aside);
    e.allow(
        &DARK_MAY,
        format!(
            "{name} is shielded, but the shield does not stop the Dark Side deploying {kind} there"
        ),
    );
    false
}

/// `effect` → `an effect`, `character` → `a character`.
fn with_article(word: &str) -> String {
    let vowel = word.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {word}", if vowel { "an" } else { "a" })
}
