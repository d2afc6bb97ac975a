//! The shield over a site: whether it covers the site, how that enters a verdict, and whether it
//! stops a landing or a move (the shield family's rules).

use crate::board::facts::{Shield, is_wampa_cave, ordinal};
use crate::board::{Board, CardIx, LocId, ZoneCard};
use crate::query::Side;
use crate::rulebook::Rule;
use crate::rulebook::shield::{
    BLOWN_AWAY, COVERAGE, GENERATORS_NEED_MARKER, INACTIVE, LIGHT_FREE, NO_DARK_LANDING,
    NO_DARK_TRANSIT, STARTING_LOCATION, U_BLOWN_AWAY, U_GENERATORS_NEED_MARKER, U_NO_DARK_LANDING,
    U_NO_DARK_TRANSIT,
};
use crate::rules::eval::{Cx, Eval};

pub(crate) fn shield_check(e: &mut Cx, side: Side, c: CardIx, site: LocId, what: &str) -> bool {
    let sh = Shield::of(e.board);
    if !sh.concerns(e.board, site) {
        return false;
    }
    let starfighter = e.board.card_def(c).flies_as_starfighter();
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
/// this kind touching `sites`? Pushes reasons. `kind` names the movement. (A handler that
/// still judges the shield itself: [`stops`], the check's own, by hand.)
pub(crate) fn shield_stops(
    e: &mut Eval,
    side: Side,
    sites: &[LocId],
    rule: &'static Rule,
    what: &str,
) -> bool {
    e.by_hand(|cx| stops(cx, side, sites, rule, what))
}

/// [`shield_stops`], in a check's context.
pub(crate) fn stops(
    e: &mut Cx,
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

/// Does the energy shield stop a Bombing Run touching `sites` (a bomber's swoop down to its
/// target zone or its return, a carpet bombing's swoop)? The update names Bombing Run among the
/// movement the shield stops; the Hoth supplement already forbids any movement the shield would
/// logically stop, and calls it strong enough to withstand any bombardment, which a bomber's
/// swoop to carpet-bomb a shielded site is. Pushes the shield's reasons.
pub(crate) fn run_stopped(e: &mut Cx, side: Side, sites: &[LocId]) -> bool {
    if e.in_force(&U_NO_DARK_TRANSIT) {
        return stops(e, side, sites, &U_NO_DARK_TRANSIT, "a Bombing Run");
    }
    stops(
        e,
        side,
        sites,
        &NO_DARK_TRANSIT,
        "a Bombing Run (the shield withstands any bombardment, and stops any movement it would logically stop)",
    )
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

/// The shield's board facts in words, the same for every question about the board: worded once
/// per board (a derived fact), then copied into each answer that shows them.
#[derive(Clone)]
struct ShieldWords(std::sync::Arc<ShieldWordsInner>);

struct ShieldWordsInner {
    state: String,
    /// When the shield is up: its boundary and the sites it covers.
    up: Option<(String, String)>,
}

impl ShieldWords {
    fn of(board: &Board) -> ShieldWords {
        board.derived(|board| {
            let sh = Shield::of(board);
            let state = match sh.generators {
                None => "inactive: Main Power Generators not on table".to_string(),
                Some(_) if !sh.active => "inactive: Main Power Generators blown away".to_string(),
                Some(g) => format!("active: {} face up", board.loc_def(g).plain_title()),
            };
            let up = sh.active.then(|| {
                // Only the generators' row can be covered; listed by id, as on the whole board.
                let mut in_row: Vec<LocId> = sh
                    .row
                    .map(|r| board.rows[r].locations.clone())
                    .unwrap_or_default();
                in_row.sort_unstable();
                in_row.dedup();
                let covered_sites: Vec<&str> = in_row
                    .into_iter()
                    .filter(|&i| sh.covers(board, i))
                    .map(|i| board.loc_def(i).plain_title())
                    .collect();
                (boundary_words(board, &sh), covered_sites.join(", "))
            });
            ShieldWords(std::sync::Arc::new(ShieldWordsInner { state, up }))
        })
    }
}

/// Explains whether `l` is shielded. Returns whether it is shielded.
pub(crate) fn explain(e: &mut Cx, l: LocId, how: How) -> bool {
    let board = e.board;
    let sh = Shield::of(board);
    let name = board.loc_def(l).plain_title().to_string();
    let mut out: Vec<(&'static Rule, String)> = Vec::new();
    let covered = sh.covers(board, l);
    let words = ShieldWords::of(board);
    e.fact("energy shield", words.0.state.as_str());
    if let Some((boundary, sites)) = &words.0.up {
        e.fact("shield boundary", boundary.as_str());
        e.fact("shielded sites", sites.as_str());
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

/// Cards of a zone that are a marker-4 North Ridge.
pub(crate) fn north_ridge_in(zone: &[ZoneCard], board: &Board) -> bool {
    zone.iter().any(|z| board.def(z.def).marker == Some(4))
}

/// The generators' deployment requirement. Pushes reasons; returns Some(true) when met (with
/// or without deploying the North Ridge), Some(false) when the generators may not (or would
/// not stay) deployed, None when nothing is required.
pub(crate) fn generators_requirement(e: &mut Cx, as_starting: bool) -> Option<bool> {
    let board = e.board;
    let rule = if e.in_force(&U_GENERATORS_NEED_MARKER) {
        &U_GENERATORS_NEED_MARKER
    } else if as_starting {
        &STARTING_LOCATION
    } else {
        &GENERATORS_NEED_MARKER
    };
    let on_table: Vec<(u8, LocId)> = board
        .locations
        .keys()
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
