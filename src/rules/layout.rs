//! Table layout: the site pattern, marker order, special sites, markers, insertion.

use super::actions::{Act, Action, Check, Found, Outcome, Stage};
use super::eval::{Cx, Eval};
use super::sectors;
use super::subject::AskError;
pub use crate::board::facts::ordinal;
use crate::board::facts::{is_wampa_cave, markers, outermost_exterior};
pub use crate::board::pattern::insertion_indices;
use crate::board::pattern::{
    Group, Slot, describe_place, first_violation, group_of, home_row, is_echo_interior,
    keeps_pattern, pattern_words, patterned, short_name, slot,
};
use crate::board::{Board, CardIx, LocId};
use crate::catalog::{CardDef, DefId};
use crate::query::{CardRef, Side};
use crate::rulebook::Rule;
use crate::rulebook::layout::{
    ECHO_ANY_ORDER, INNERMOST, MARKER_ORDER, OUTERMOST, PATTERN, SPECIAL_SITES,
    WAMPA_NEVER_OUTERMOST,
};
use crate::verdict::Answer;
use serde::Serialize;

/// A location placed by rules of its own (Trench, holosites, sandcrawler interiors): cites the
/// special-sites rule and leaves the answer undetermined. Returns true when it is one.
pub(crate) fn placed_by_own_rules(e: &mut Eval, def: &CardDef) -> bool {
    e.by_hand(|cx| own_rules_open(cx, def))
}

/// A location deployed by rules of its own, which these documents do not give: open, naming
/// them.
pub static SPECIAL_SITES_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "a location placed by rules of its own",
    rules: &[&SPECIAL_SITES],
    run: |e, a| match *a {
        Act::Deploy { card, to: None, .. }
            if !super::shared::unique::rebuilds(e.board, card) && own_rules_open(e, card) =>
        {
            Outcome::Open
        }
        _ => Outcome::NotMine,
    },
};

/// A planet's location deploys into its planet's row where it keeps the site pattern: refused
/// when no place in that row does (a location that starts a row of its own, or that other
/// rules place, is not this check's).
pub static PATTERN_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "a location goes where its row keeps the site pattern",
    rules: &[&PATTERN],
    run: |e, a| match super::shared::unique::new_location(e.board, a) {
        Some(card) => pattern_check(e, card),
        None => Outcome::NotMine,
    },
};

pub(crate) static CHECKS: &[&Check] = &[&SPECIAL_SITES_CHECK, &PATTERN_CHECK];

fn pattern_check(e: &mut Cx, def: &CardDef) -> Outcome {
    let board = e.board;
    if crate::board::facts::is_cave(def)
        || def.is_sector()
        || special_rule(def).is_some()
        || crate::board::facts::is_starship_site(def)
        || group_of(def).is_none()
    {
        return Outcome::NotMine;
    }
    // A copy already on table: whether another may come is uniqueness's (or ◇'s), not where
    // a new one goes.
    if !board.locations_titled(def.key()).is_empty() {
        return Outcome::NotMine;
    }
    let planet = def.plain_title().split(':').next().unwrap_or("").trim();
    let Some(r) = home_row(board, def).or_else(|| board.row_named(planet)) else {
        return Outcome::NotMine;
    };
    if !insertion_indices(board, r, def).is_empty() {
        return Outcome::Clear;
    }
    e.because(
        &PATTERN,
        format!(
            "{} has no place in the {} row that keeps the site pattern (interior · docking bay · exterior · system)",
            def.plain_title(),
            board.rows[r].name
        ),
    );
    Outcome::Refuse
}

fn own_rules_open(e: &mut Cx, def: &CardDef) -> bool {
    let Some(how) = special_rule(def) else {
        return false;
    };
    e.because(
        &SPECIAL_SITES,
        format!(
            "{} deploys by {how}, not by the site pattern",
            def.plain_title()
        ),
    );
    e.missing(format!(
        "the position set by {how}, which these documents do not give"
    ));
    true
}

/// A location whose position its own text decides (beyond the documents).
fn special_rule(def: &CardDef) -> Option<&'static str> {
    let t = def.key();
    if t.contains("death star: trench") {
        Some("the Trench Rules")
    } else if t.contains("holo") && !t.contains("holotheatre") {
        Some("the Dejarik Rules")
    } else if t.starts_with("sandcrawler:") {
        Some("its own game text")
    } else {
        None
    }
}

/// A layout problem in a row: the location out of place, the one it conflicts with, the rule.
pub struct RowProblem {
    pub at: LocId,
    pub against: LocId,
    pub rule: &'static Rule,
    pub message: String,
}

/// A planet whose locations lie in more than one row: one problem at each location of a row
/// after its first (the pattern lays a planet's sites and system out as one row).
pub(crate) fn split_planets(board: &Board) -> Vec<RowProblem> {
    let mut first: std::collections::HashMap<String, (usize, LocId)> = Default::default();
    let mut out = Vec::new();
    for (r, row) in board.rows.iter().enumerate() {
        for &l in &row.locations {
            let Some(planet) = crate::board::pattern::planet_of(board.loc_def(l)) else {
                continue;
            };
            let (r0, l0) = *first
                .entry(crate::catalog::normalize(&planet))
                .or_insert((r, l));
            if r0 != r {
                out.push(RowProblem {
                    at: l,
                    against: l0,
                    rule: &crate::rulebook::layout::PATTERN,
                    message: format!(
                        "{} is a location of {planet}, whose locations lie in the row {}: a planet's locations make one row, not two ({} and {})",
                        board.loc_name(l),
                        board.rows[r0].name,
                        board.rows[r0].name,
                        row.name
                    ),
                });
            }
        }
    }
    out
}

/// The first problem of a row's order, if any.
pub(crate) fn row_problem(board: &Board, row: usize) -> Option<RowProblem> {
    problem_in(board, &patterned(board, row))
}

/// Every problem of a row's order: the first one, then the first of what remains once the
/// location out of place is set aside, and so on.
pub(crate) fn row_problems(board: &Board, row: usize) -> Vec<RowProblem> {
    let mut locs = patterned(board, row);
    let mut out = Vec::new();
    while let Some(p) = problem_in(board, &locs) {
        locs.retain(|&l| l != p.at);
        out.push(p);
    }
    out
}

fn problem_in(board: &Board, locs: &[LocId]) -> Option<RowProblem> {
    let slots: Vec<Slot> = locs
        .iter()
        .filter_map(|&l| slot(board.loc_def(l)))
        .collect();
    if keeps_pattern(&slots) {
        return None;
    }
    // Report against the reading with the later first violation (the likelier intended direction).
    let fwd = first_violation(slots.iter());
    let rev = first_violation(slots.iter().rev())
        .map(|(i, j, m)| (slots.len() - 1 - i, slots.len() - 1 - j, m));
    let (i, j, marker) = match (fwd, rev) {
        (Some(f), Some(r)) => {
            let system_first = slots
                .first()
                .is_some_and(|s| s.0 >= Group::System && s.0 != Group::CityPlatform);
            if system_first { r } else { f }
        }
        (Some(f), None) => f,
        (None, Some(r)) => r,
        (None, None) => return None,
    };
    let (at, against) = (locs[i], locs[j]);
    let (a, b) = (board.loc_def(at), board.loc_def(against));
    let message = if marker {
        format!(
            "{} ({} marker) lies outside {} ({} marker): markers lie in number order",
            a.plain_title(),
            ordinal(a.marker.unwrap_or(0)),
            b.plain_title(),
            ordinal(b.marker.unwrap_or(0))
        )
    } else if i == j {
        format!("{} is a second system in this row", a.plain_title())
    } else if [a, b]
        .iter()
        .any(|d| group_of(d).is_some_and(|g| g > Group::Exterior && g != Group::System))
    {
        format!(
            "{} ({}) lies beyond {} ({}): the row must run sites · cloud sectors (Bespin: Cloud City nearest the sites) · system · asteroid sectors · Big One · asteroid cave",
            a.plain_title(),
            group_of(a).map(Group::name).unwrap_or("?"),
            b.plain_title(),
            group_of(b).map(Group::name).unwrap_or("?"),
        )
    } else {
        format!(
            "{} ({}) lies beyond {} ({}): the row must run interior · docking bay · exterior · system",
            a.plain_title(),
            group_of(a).map(Group::name).unwrap_or("?"),
            b.plain_title(),
            group_of(b).map(Group::name).unwrap_or("?"),
        )
    };
    let groups = [group_of(a), group_of(b)];
    let rule: &'static Rule = if marker {
        &MARKER_ORDER
    } else if groups.contains(&Some(Group::Cave)) {
        &crate::rulebook::sectors::CAVE_RULES
    } else if groups.contains(&Some(Group::CityPlatform)) {
        &crate::rulebook::sectors::BESPIN
    } else if groups
        .iter()
        .any(|g| g.is_some_and(|g| g > Group::Exterior && g != Group::System))
    {
        &crate::rulebook::sectors::CC_DEPLOY
    } else {
        &PATTERN
    };
    Some(RowProblem {
        at,
        against,
        rule,
        message,
    })
}

fn marker_name(board: &Board, (n, l): (u8, LocId)) -> String {
    let st = board.locations[l].state;
    let blown = if st.blown_away || st.face_down {
        ", blown away"
    } else {
        ""
    };
    format!("{} ({}{blown})", ordinal(n), short_name(board.loc_def(l)))
}

/// `markers [row]`
pub(crate) fn ask_markers(e: &mut Eval, row: Option<&CardRef>) -> Result<(), AskError> {
    let rows: Vec<usize> = match row {
        Some(r) => vec![e.res.row(r)?],
        None => (0..e.board.rows.len())
            .filter(|&r| !markers(e.board, r).is_empty())
            .collect(),
    };
    let mut out = Vec::new();
    for r in rows {
        let ms = markers(e.board, r);
        let name = e.board.rows[r].name.clone();
        let (Some(&inner), Some(&outer)) = (ms.first(), ms.last()) else {
            e.because(
                &INNERMOST,
                format!("no marker site is on the table in the {name} row"),
            );
            out.push(format!("{name}: no markers"));
            continue;
        };
        e.because(
            &INNERMOST,
            format!(
                "the lowest-numbered marker on table is {}",
                marker_name(e.board, inner)
            ),
        );
        e.because(
            &OUTERMOST,
            format!(
                "the highest-numbered marker on table is {}",
                marker_name(e.board, outer)
            ),
        );
        let l = inner.1;
        if e.board.locations[l].state.blown_away || e.board.locations[l].state.face_down {
            let rule = e.pick(
                &crate::rulebook::shield::U_BLOWN_AWAY,
                &crate::rulebook::shield::BLOWN_AWAY,
            );
            e.because(rule, format!("{} was blown away but keeps its marker number, so it still counts as the innermost marker", e.board.loc_def(l).plain_title()));
        }
        e.fact(
            format!("{name} markers on table"),
            ms.iter()
                .map(|&m| ordinal(m.0))
                .collect::<Vec<_>>()
                .join(", "),
        );
        e.fact(
            format!("{name} innermost marker"),
            marker_name(e.board, inner),
        );
        e.fact(
            format!("{name} outermost marker"),
            marker_name(e.board, outer),
        );
        let mut line = format!(
            "{name}: innermost {}, outermost {}",
            marker_name(e.board, inner),
            marker_name(e.board, outer)
        );
        let shield = crate::board::facts::Shield::of(e.board);
        if let Some(b) =
            outermost_exterior(e.board, r).filter(|_| shield.active && shield.row == Some(r))
        {
            e.fact(
                format!("{name} shield boundary (outermost exterior marker)"),
                marker_name(e.board, b),
            );
            if b != outer {
                line.push_str(&format!("; shield boundary {}", marker_name(e.board, b)));
                if is_wampa_cave(e.board.loc_def(outer.1)) && e.in_force(&WAMPA_NEVER_OUTERMOST) {
                    e.because(&WAMPA_NEVER_OUTERMOST, format!(
                        "the Wampa Cave is the outermost marker on table, but for the shield the outermost marker is {}",
                        marker_name(e.board, b)
                    ));
                }
            }
        }
        out.push(line);
    }
    e.answer(Answer::List(out));
    Ok(())
}

/// Every legal place for `def` in row `r`, in words, with the rules that set them as reasons.
pub(crate) fn explain_places(e: &mut Eval, r: usize, def: &CardDef) -> Vec<String> {
    if sectors::insertion_requirements(e, r, def) == Some(false) {
        return Vec::new();
    }
    let board = e.board;
    let locs = patterned(board, r);
    let places = insertion_indices(board, r, def);
    let row_name = board.rows[r].name.clone();
    e.fact(format!("{row_name} row now"), pattern_words(board, r));
    let listed: Vec<String> = places
        .iter()
        .map(|&i| describe_place(board, &locs, i))
        .collect();
    let count = format!(
        "{} place{}",
        places.len(),
        if places.len() == 1 { "" } else { "s" }
    );
    if let Some(m) = def.marker {
        let on_table = markers(board, r);
        let lower = on_table
            .iter()
            .rev()
            .find(|&&(n, _)| n < m)
            .map(|&(n, l)| format!("{} ({})", ordinal(n), short_name(board.loc_def(l))));
        let higher = on_table
            .iter()
            .find(|&&(n, _)| n > m)
            .map(|&(n, l)| format!("{} ({})", ordinal(n), short_name(board.loc_def(l))));
        let where_ = match (lower, higher) {
            (Some(a), Some(b)) => format!("after the {a} and before the {b}"),
            (Some(a), None) => format!("after the {a}, the highest marker on table"),
            (None, Some(b)) => format!("before the {b}, the lowest marker on table"),
            (None, None) => "as the first marker on table".to_string(),
        };
        e.because(
            &MARKER_ORDER,
            format!(
                "{} is the {} marker: it is laid {where_}",
                def.plain_title(),
                ordinal(m)
            ),
        );
        if is_wampa_cave(def) {
            e.because(&SPECIAL_SITES, "the Wampa Cave is an interior site, yet it is laid by its marker number among the markers, not with the interior sites");
        }
        e.because(&PATTERN, format!("marker sites lie with the exterior sites, between the docking bay and the system: {count}"));
    } else if def.is_system() {
        e.because(
            &PATTERN,
            format!("a system lies at the end of its planet's sites: {count}"),
        );
    } else if def.is_sector() || crate::board::facts::is_cave(def) {
        e.fact(format!("places in the {row_name} row"), count);
    } else {
        let group = group_of(def).map(Group::name).unwrap_or("?");
        e.because(&PATTERN, format!(
            "a new {group} site may go anywhere within the {group} group while the row keeps interior · docking bay · exterior · system: {count}"
        ));
    }
    if is_echo_interior(def) && e.in_force(&ECHO_ANY_ORDER) {
        e.because(
            &ECHO_ANY_ORDER,
            format!(
                "{} is an interior Echo site: the Echo sites take any order among themselves",
                def.plain_title()
            ),
        );
    }
    listed
}

/// `insertion <location> [in <row>]`
pub(crate) fn ask_insertion(
    e: &mut Eval,
    location: &CardRef,
    row: Option<&CardRef>,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let ids: Vec<DefId> = e.res.card_or_def(location)?.printings(e.board);
    let def = e.board.def(ids[0]).clone();
    if super::starship_sites::ask_insertion(e, &def, &ids, row, asker)? {
        return Ok(());
    }
    if group_of(&def).is_none() {
        if def.is_sector() {
            e.missing(format!("what kind of sector {} is: give it the space icon (asteroid sector) or the planet icon (cloud sector)", def.plain_title()));
            return Ok(());
        }
        return Err(e.res.wrong_kind(
            location,
            format!(
                "`{}` is a {}, not a location",
                def.plain_title(),
                def.kind_words()
            ),
            "not a location",
            None,
        ));
    }
    if placed_by_own_rules(e, &def) {
        return Ok(());
    }
    let r = match row {
        Some(r) => e.res.row(r)?,
        None => match home_row(e.board, &def) {
            Some(r) => r,
            None if def.is_sector() => {
                // A sector for any planet system: every row with a system on table.
                let rows = crate::board::facts::rows_with_system(e.board);
                if rows.is_empty() {
                    sectors::no_system_on_table(e, &def);
                    e.answer(Answer::List(Vec::new()));
                    return Ok(());
                }
                let side = e.acting_side(asker, None);
                if super::shared::unique::check_on_table(e, &ids, side)
                    .is_some_and(|blocked| blocked)
                {
                    e.answer(Answer::List(Vec::new()));
                    return Ok(());
                }
                let mut all = Vec::new();
                for r in rows {
                    if e.by_hand(|cx| super::shared::diamonds::row_full(cx, &def, r)) {
                        continue;
                    }
                    let name = e.board.rows[r].name.clone();
                    all.extend(
                        explain_places(e, r, &def)
                            .into_iter()
                            .map(|p| format!("in {name}: {p}")),
                    );
                }
                if e.v.undetermined_because.is_empty() {
                    e.answer(Answer::List(all));
                }
                return Ok(());
            }
            None => {
                e.because(
                    &PATTERN,
                    format!(
                        "no {} row is on the table: {} starts a new row",
                        def.plain_title().split(':').next().unwrap_or(""),
                        def.plain_title()
                    ),
                );
                e.answer(Answer::List(vec!["in a new row of its own".into()]));
                return Ok(());
            }
        },
    };
    if e.by_hand(|cx| super::shared::diamonds::row_full(cx, &def, r)) {
        e.answer(Answer::List(Vec::new()));
        return Ok(());
    }
    // Already on table, or barred from coming back.
    let side = e.acting_side(asker, None);
    if super::shared::unique::check_on_table(e, &ids, side).is_some_and(|blocked| blocked) {
        e.answer(Answer::List(Vec::new()));
        return Ok(());
    }
    if crate::board::facts::is_generators(&def)
        && e.by_hand(|cx| super::shared::shield::generators_requirement(cx, false)) == Some(false)
    {
        e.answer(Answer::List(Vec::new()));
        return Ok(());
    }
    let listed = explain_places(e, r, &def);
    if e.v.undetermined_because.is_empty() {
        e.answer(Answer::List(listed));
    }
    Ok(())
}

/// One location as drawn by `layout`.
#[derive(Debug, Clone, Serialize)]
pub struct LocView {
    pub name: String,
    pub kind: &'static str,
    pub group: Option<Group>,
    pub marker: Option<u8>,
    pub shielded: bool,
    pub state: Vec<&'static str>,
    pub light: Vec<String>,
    pub dark: Vec<String>,
}

/// One row as drawn by `layout`.
#[derive(Debug, Clone, Serialize)]
pub struct RowView {
    pub name: String,
    pub pattern: String,
    pub innermost: Option<String>,
    pub outermost: Option<String>,
    pub shield_boundary: Option<String>,
    pub locations: Vec<LocView>,
    pub problem: Option<String>,
    /// A Young Jedi planet: no groups, markers or shield (the drawings show that game's
    /// columns only).
    #[serde(skip)]
    pub young_jedi: bool,
}

/// The states written on a card (`frozen`, `missing`…), in the scenario format's words.
fn state_words(card: &crate::board::Card) -> Vec<&'static str> {
    let st = &card.state;
    [
        (st.missing, "missing"),
        (st.captured, "captured"),
        (st.frozen, "frozen"),
        (st.crashed, "crashed"),
        (st.undercover, "undercover"),
        (st.crossed_over, "crossed over"),
        (st.stolen, "stolen"),
        (st.hidden, "hidden"),
        (st.mouth_closed == Some(true), "mouth closed"),
        (st.mouth_closed == Some(false), "mouth open"),
    ]
    .into_iter()
    .filter_map(|(on, word)| on.then_some(word))
    .collect()
}

/// A card as `layout` lists it: its name, then its states and what it holds (`aboard`,
/// `escorting`, `carrying`), each held card listed the same way.
pub fn card_with_held(board: &Board, c: CardIx) -> String {
    fn walk(board: &Board, c: CardIx, depth: usize, out: &mut String) {
        out.push_str(&board.card_name(c));
        let card = &board.cards[c];
        let mut parts: Vec<String> = state_words(card).into_iter().map(String::from).collect();
        for (word, list) in [
            ("aboard", &card.aboard),
            ("escorting", &card.escorting),
            ("carrying", &card.carrying),
        ] {
            if list.is_empty() {
                continue;
            }
            if depth >= 8 {
                parts.push(format!("{word}: …"));
                continue;
            }
            let names: Vec<String> = list
                .iter()
                .map(|&x| {
                    let mut s = String::new();
                    walk(board, x, depth + 1, &mut s);
                    s
                })
                .collect();
            parts.push(format!("{word}: {}", names.join(", ")));
        }
        if !parts.is_empty() {
            out.push_str(&format!(" [{}]", parts.join("; ")));
        }
    }
    let mut out = String::new();
    walk(board, c, 0, &mut out);
    out
}

/// Every row (or one) as data, for `layout` drawings.
pub fn row_views(board: &Board, only: Option<usize>) -> Vec<RowView> {
    let sh = crate::board::facts::Shield::of(board);
    let young_jedi = board.game == crate::board::Game::YoungJedi;
    (0..board.rows.len())
        .filter(|r| only.is_none_or(|o| o == *r))
        .map(|r| {
            let ms = markers(board, r);
            RowView {
                name: board.rows[r].name.clone(),
                pattern: if young_jedi {
                    "a Young Jedi planet".to_string()
                } else {
                    pattern_words(board, r)
                },
                innermost: ms.first().map(|&m| marker_name(board, m)),
                outermost: ms.last().map(|&m| marker_name(board, m)),
                shield_boundary: (sh.active && sh.row == Some(r))
                    .then(|| outermost_exterior(board, r).map(|m| marker_name(board, m)))
                    .flatten(),
                locations: board.rows[r]
                    .locations
                    .iter()
                    .map(|&l| {
                        let d = board.loc_def(l);
                        let st = board.locations[l].state;
                        let mut state = Vec::new();
                        if st.collapsed {
                            state.push("collapsed");
                        }
                        if st.blown_away {
                            state.push("blown away");
                        }
                        if st.face_down {
                            state.push("face down");
                        }
                        let names = |side: Side| {
                            board.locations[l]
                                .cards
                                .iter()
                                .filter(|&&c| board.cards[c].side == side)
                                .map(|&c| card_with_held(board, c))
                                .collect()
                        };
                        LocView {
                            name: board.loc_label(l),
                            kind: board.locations[l].kind.name(),
                            group: if young_jedi { None } else { group_of(d) },
                            marker: d.marker,
                            shielded: sh.covers(board, l),
                            state,
                            light: names(Side::Light),
                            dark: names(Side::Dark),
                        }
                    })
                    .collect(),
                problem: row_problem(board, r).map(|p| p.message),
                young_jedi,
            }
        })
        .collect()
}

/// `layout [row]`
pub(crate) fn ask_layout(e: &mut Eval, row: Option<&CardRef>) -> Result<(), AskError> {
    let only = match row {
        Some(r) => Some(e.res.row(r)?),
        None => None,
    };
    // What the answer shows of each row (the views of `row_views`, less the cards at each
    // location, which only the table and picture renderings show).
    let board = e.board;
    let sh = crate::board::facts::Shield::of(board);
    let mut lines = Vec::new();
    for r in (0..board.rows.len()).filter(|r| only.is_none_or(|o| o == *r)) {
        let name = &board.rows[r].name;
        let mut line = format!("{name}:");
        for &l in &board.rows[r].locations {
            line.push_str(" [");
            if let Some(m) = board.loc_def(l).marker {
                line.push_str(&ordinal(m));
                line.push(' ');
            }
            line.push_str(&board.loc_label(l));
            if sh.covers(board, l) {
                line.push_str(" [shielded]");
            }
            line.push(']');
        }
        lines.push(line);
        match row_problem(board, r) {
            Some(p) => e.because(&PATTERN, format!("{name}: {}", p.message)),
            None => e.consider(
                &PATTERN,
                format!(
                    "the {name} row keeps the pattern: {}",
                    pattern_words(board, r)
                ),
            ),
        }
    }
    e.answer(Answer::List(lines));
    Ok(())
}

#[cfg(test)]
mod tests;

// ------------------------------------------------------------------ can deploy <location>
// A location card is inserted into its row where the layout rules put it (the pattern, markers,
// starship sites, sectors and the Big One's cave), with the checks every location deployment
// passes (uniqueness, the generators' requirement, ◇ limits, a collapsed copy rebuilt).

/// Where the Big One's cave goes: beside each Big One sector that has no cave yet (whether it
/// may deploy at all is the table's cave check).
fn cave_places(e: &mut Eval, def: &CardDef) -> Vec<String> {
    let board = e.board;
    let has = |r: usize, f: fn(&CardDef) -> bool| {
        board.rows[r].locations.iter().any(|&l| f(board.loc_def(l)))
    };
    let mut listed = Vec::new();
    for r in 0..board.rows.len() {
        if !has(r, crate::board::facts::is_big_one)
            || has(r, crate::board::facts::is_cave)
            || e.by_hand(|cx| super::shared::diamonds::row_full(cx, def, r))
        {
            continue;
        }
        let name = board.rows[r].name.clone();
        listed.extend(
            explain_places(e, r, def)
                .into_iter()
                .map(|p| format!("in {name}: {p}")),
        );
    }
    listed
}

/// `can deploy <location>` by one side: the table's checks (`found`) decide (uniqueness, the
/// generators' marker, ◇, a starship site's starship, a location placed by rules of its own,
/// a sector beside a system on table, the cave beside a Big One); the layout rules then say
/// where it goes, and the answer is what the table settled.
pub(crate) fn ask_deploy_location(
    e: &mut Eval,
    def: &CardDef,
    as_starting: bool,
    found: Found,
) -> Result<(), AskError> {
    // Refused: where it would go adds nothing.
    if found.is_refused() {
        e.settle(found, None);
        return Ok(());
    }
    if let Some(&l) = e.board.locations_titled(def.key()).first()
        && e.board.locations[l].state.collapsed
    {
        e.because(
            &crate::rulebook::movement::COLLAPSED,
            format!(
                "{} is on table but collapsed: deploying a new copy rebuilds it",
                def.plain_title()
            ),
        );
        e.assume("you can pay the location's deploy cost");
        e.settle(found, None);
        return Ok(());
    }
    if super::starship_sites::deploy_site(e, def, as_starting, found) {
        return Ok(());
    }
    // Placed by rules of its own: the table's `SPECIAL_SITES_CHECK` left it open.
    if special_rule(def).is_some() {
        e.settle(found, None);
        return Ok(());
    }
    let listed = places(e, def);
    if !listed.is_empty() {
        e.detail(format!("places: {}", listed.join("; ")));
    }
    if as_starting {
        e.assume("it is the start of the game and this is your starting location");
    } else {
        e.assume("you can pay the location's deploy cost");
    }
    e.settle(found, None);
    Ok(())
}

/// Every place the layout rules give a location the table allowed: in its row (the cave beside
/// each Big One without one; a sector beside each system on table), in words; none for a
/// location that starts a row of its own.
fn places(e: &mut Eval, def: &CardDef) -> Vec<String> {
    // No sectors yet (the Hoth rules): the table's sector and cave checks left it open, saying
    // so.
    let sector_or_cave = def.is_sector() || crate::board::facts::is_cave(def);
    if sector_or_cave && !crate::rules::shared::sector_legs::sectors_exist(e) {
        return Vec::new();
    }
    if crate::board::facts::is_cave(def) {
        return cave_places(e, def);
    }
    let planet = def
        .plain_title()
        .split(':')
        .next()
        .unwrap_or("")
        .trim()
        .to_string();
    let row = crate::board::pattern::home_row(e.board, def).or_else(|| e.board.row_named(&planet));
    match row {
        Some(r) => explain_places(e, r, def),
        None if def.is_sector() => {
            let mut listed = Vec::new();
            for r in crate::board::facts::rows_with_system(e.board) {
                if e.by_hand(|cx| super::shared::diamonds::row_full(cx, def, r)) {
                    continue;
                }
                let name = e.board.rows[r].name.clone();
                listed.extend(
                    explain_places(e, r, def)
                        .into_iter()
                        .map(|p| format!("in {name}: {p}")),
                );
            }
            listed
        }
        None => {
            e.allow(
                &crate::rulebook::layout::PATTERN,
                format!("{} starts its own row", def.plain_title()),
            );
            Vec::new()
        }
    }
}
