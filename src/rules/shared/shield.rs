//! The shield over a site: whether it covers the site, how that enters a verdict, and whether it stops a landing or a move (the shield family's rules).

use crate::board::facts::{Shield, is_wampa_cave, ordinal};
use crate::board::{Board, CardIx, LocId};
use crate::query::Side;
use crate::rulebook::Rule;
use crate::rulebook::shield::{
    BLOWN_AWAY, COVERAGE, INACTIVE, LIGHT_FREE, NO_DARK_LANDING, U_BLOWN_AWAY, U_NO_DARK_LANDING,
};
use crate::rules::eval::Eval;

pub(crate) fn shield_check(e: &mut Eval, side: Side, c: CardIx, site: LocId, what: &str) -> bool {
    let sh = Shield::of(e.board);
    if !sh.concerns(e.board, site) {
        return false;
    }
    let starfighter = e.board.card_def(c).is_starfighter();
    let name = e.board.loc_def(site).plain_title().to_string();
    if !sh.covers(e.board, site) {
        explain(
            e,
            site,
            if side == Side::Dark {
                How::Clears
            } else {
                How::Aside
            },
        );
        if side == Side::Dark {
            let rule = e.pick(&U_NO_DARK_LANDING, &NO_DARK_LANDING);
            e.allow(rule, format!("{name} is not shielded, so the shield does not stop the Dark Side: it may {what} there"));
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
    let rule = e.pick(&U_NO_DARK_LANDING, &NO_DARK_LANDING);
    if rule.id == U_NO_DARK_LANDING.id || starfighter {
        explain(e, site, How::Decides);
        e.because(
            rule,
            format!("{name} is shielded: the Dark Side may not {what} there"),
        );
        true
    } else {
        explain(e, site, How::Clears);
        e.allow(rule, format!("{name} is shielded, but the Hoth supplement's shield forbids only starfighters to {what}"));
        false
    }
}

/// Shield checks shared by every Dark Side movement question: does the shield stop a move of
/// this kind touching `sites`? Pushes reasons. `kind` names the movement.
pub(crate) fn shield_stops(
    e: &mut Eval,
    side: Side,
    sites: &[LocId],
    rule: &'static Rule,
    what: &str,
) -> bool {
    let sh = Shield::of(e.board);
    let sites: Vec<LocId> = sites
        .iter()
        .copied()
        .filter(|&l| sh.concerns(e.board, l))
        .collect();
    if sites.is_empty() {
        return false;
    }
    let sites = sites.as_slice();
    let shielded: Vec<LocId> = sites
        .iter()
        .copied()
        .filter(|&l| sh.covers(e.board, l))
        .collect();
    if shielded.is_empty() {
        for &l in sites {
            explain(
                e,
                l,
                if side == Side::Dark {
                    How::Clears
                } else {
                    How::Aside
                },
            );
        }
        if side == Side::Dark {
            e.allow(
                rule,
                format!("{what} touches no shielded site, so the shield does not stop it"),
            );
        }
        return false;
    }
    if side == Side::Light {
        for &l in &shielded {
            explain(e, l, How::Aside);
        }
        e.allow(
            &LIGHT_FREE,
            format!(
                "{what} touches a shielded site, but the shield never restricts the Light Side"
            ),
        );
        return false;
    }
    for &l in &shielded {
        explain(e, l, How::Decides);
    }
    let names: Vec<String> = shielded
        .iter()
        .map(|&l| e.board.loc_def(l).plain_title().to_string())
        .collect();
    e.because(
        rule,
        format!(
            "the Dark Side may not use {what} to or from {}: it is shielded",
            names.join(" or ")
        ),
    );
    true
}

pub(crate) fn boundary_words(board: &Board, sh: &Shield) -> String {
    match sh.boundary {
        Some((n, l)) => format!(
            "the outermost exterior marker is {} ({})",
            ordinal(n),
            board.loc_def(l).plain_title()
        ),
        None => "no exterior marker is on table".into(),
    }
}

/// Explains whether `l` is shielded. Returns whether it is shielded.
pub fn explain(e: &mut Eval, l: LocId, how: How) -> bool {
    let board = e.board;
    let sh = Shield::of(board);
    let name = board.loc_def(l).plain_title().to_string();
    let mut out: Vec<(&'static Rule, String)> = Vec::new();
    let covered = sh.covers(board, l);
    e.fact(
        "energy shield",
        match sh.generators {
            None => "inactive: Main Power Generators not on table".to_string(),
            Some(_) if !sh.active => "inactive: Main Power Generators blown away".to_string(),
            Some(g) => format!("active: {} face up", board.loc_def(g).plain_title()),
        },
    );
    if sh.active {
        e.fact("shield boundary", boundary_words(board, &sh));
        // Only the generators' row can be covered; listed by id, as on the whole board.
        let mut in_row: Vec<LocId> = sh
            .row
            .map(|r| board.rows[r].locations.clone())
            .unwrap_or_default();
        in_row.sort_unstable();
        in_row.dedup();
        let covered_sites: Vec<String> = in_row
            .into_iter()
            .filter(|&i| sh.covers(board, i))
            .map(|i| board.loc_def(i).plain_title().to_string())
            .collect();
        e.fact("shielded sites", covered_sites.join(", "));
    }
    match sh.generators {
        None => out.push((&INACTIVE, format!("{name} is not shielded: the Main Power Generators are not on table, so no energy shield is active"))),
        Some(g) if !sh.active => {
            out.push((&INACTIVE, format!("{name} is not shielded: the Main Power Generators were blown away, so the shield is off")));
            let rule = e.pick(&U_BLOWN_AWAY, &BLOWN_AWAY);
            let how = if rule.id == U_BLOWN_AWAY.id {
                "turned face down, it is now an unnamed exterior Hoth site keeping only its marker number"
            } else {
                "its icons and game text, the shield rules included, are cancelled"
            };
            out.push((rule, format!("{} was blown away: {how}", board.loc_def(g).plain_title())));
        }
        Some(_) => {
            let d = board.loc_def(l);
            if !d.is_site() {
                out.push((&COVERAGE, format!("{name} is a {}, not a site: the shield covers only Hoth sites", board.locations[l].kind.name())));
            } else if Some(board.locations[l].row) != sh.row {
                out.push((&COVERAGE, format!("{name} is not a Hoth site: the shield covers only the sites of the generators' planet")));
            } else if is_wampa_cave(d) {
                out.push((&COVERAGE, format!("{name} is the Wampa Cave, which the shield never covers")));
                if e.in_force(&crate::rulebook::layout::WAMPA_NEVER_OUTERMOST) {
                    out.push((&crate::rulebook::layout::WAMPA_NEVER_OUTERMOST, format!("the Wampa Cave does not count as the outermost marker, so the boundary is still set by the exterior markers: {}", boundary_words(board, &sh))));
                }
            } else if sh.boundary.map(|b| b.1) == Some(l) {
                out.push((&COVERAGE, format!("{name} is the outermost exterior marker on table ({}), the shield's boundary, so it is not covered", ordinal(d.marker.unwrap_or(0)))));
                let wampa_beyond = sh.row.is_some_and(|r| board.rows[r].locations.iter().any(|&x| is_wampa_cave(board.loc_def(x))));
                if wampa_beyond && e.in_force(&crate::rulebook::layout::WAMPA_NEVER_OUTERMOST) {
                    out.push((&crate::rulebook::layout::WAMPA_NEVER_OUTERMOST, format!("the Wampa Cave is on table with a higher number, but it never counts as the outermost marker for the shield, so {name} is the boundary")));
                }
            } else {
                out.push((&COVERAGE, format!("{name} is shielded: the Main Power Generators are face up and {}", boundary_words(board, &sh))));
                let wampa_on_table = sh.row.is_some_and(|r| board.rows[r].locations.iter().any(|&x| is_wampa_cave(board.loc_def(x))));
                if wampa_on_table && e.in_force(&crate::rulebook::layout::WAMPA_NEVER_OUTERMOST) {
                    out.push((&crate::rulebook::layout::WAMPA_NEVER_OUTERMOST, "the Wampa Cave is on table but never counts as the outermost marker for the shield".to_string()));
                }
            }
        }
    }
    for (r, s) in out {
        match how {
            How::Decides => e.because(r, s),
            How::Clears => e.allow(r, s),
            How::Aside => e.consider(r, s),
        }
    }
    covered
}

/// How an explanation of the shield enters a verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// It decides the answer (a reason).
    Decides,
    /// It clears the way (a reason unless something else refuses).
    Clears,
    /// Background only (considered).
    Aside,
}
