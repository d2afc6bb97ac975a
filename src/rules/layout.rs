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
        // The Wampa Cave goes among the markers by its number, into the row the act names.
        Act::Deploy { row: Some(_), .. }
            if super::shared::unique::new_location(e.board, a).is_some_and(is_wampa_cave) =>
        {
            e.allow(&SPECIAL_SITES, WAMPA_BY_MARKER);
            Outcome::Clear
        }
        _ => Outcome::NotMine,
    },
};

/// Where the Wampa Cave is laid, in words.
const WAMPA_BY_MARKER: &str = "the Wampa Cave is an interior site, yet it is laid by its marker number among the markers, not with the interior sites";

/// A planet's location deploys into its planet's row (the act's `row`) where it keeps the site
/// pattern: allowed with where the pattern puts it, refused when no place in that row does; one
/// whose planet has no row on table starts a row of its own (a location that other rules
/// place is not this check's).
pub static PATTERN_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "a location goes where its row keeps the site pattern",
    rules: &[&PATTERN],
    run: |e, a| match (super::shared::unique::new_location(e.board, a), *a) {
        (Some(card), Act::Deploy { row, .. }) => pattern_check(e, card, row),
        _ => Outcome::NotMine,
    },
};

pub(crate) static CHECKS: &[&Check] = &[&SPECIAL_SITES_CHECK, &PATTERN_CHECK];

fn pattern_check(e: &mut Cx, def: &CardDef, row: Option<usize>) -> Outcome {
    let board = e.board;
    if crate::board::facts::is_cave(def)
        || def.is_sector()
        || special_rule(def).is_some()
        || (crate::board::facts::is_starship_site(def)
            && e.in_force(&crate::rulebook::starship_sites::STARSHIP_SITES))
    {
        return Outcome::NotMine;
    }
    // A copy already on table: whether another may come is uniqueness's (or ◇'s), not where
    // a new one goes.
    if !board.locations_titled(def.key()).is_empty() {
        return Outcome::NotMine;
    }
    let Some(r) = row else {
        if home_row(board, def)
            .or_else(|| board.row_named(planet_of_title(def)))
            .is_some()
        {
            return Outcome::NotMine;
        }
        e.allow(
            &PATTERN,
            format!("{} starts its own row", def.plain_title()),
        );
        return Outcome::Clear;
    };
    if crate::board::facts::is_starship_site(def) || group_of(def).is_none() {
        return Outcome::NotMine;
    }
    let places = insertion_indices(board, r, def).len();
    if places > 0 {
        if let Some(line) = pattern_line(def, places) {
            e.allow(&PATTERN, line);
        }
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

/// The planet a location's title names (before its colon).
fn planet_of_title(def: &CardDef) -> &str {
    let t = if def.is_system() {
        def.unversioned_title()
    } else {
        def.plain_title()
    };
    t.split(':').next().unwrap_or("").trim()
}

/// Where the site pattern puts a new location of its group, with how many places (`count`)
/// its row has for it, in words: none for a sector or the cave (the sector rules place them).
fn pattern_line(def: &CardDef, count: usize) -> Option<String> {
    let count = format!("{count} place{}", if count == 1 { "" } else { "s" });
    if def.marker.is_some() {
        Some(format!(
            "marker sites lie with the exterior sites, between the docking bay and the system: {count}"
        ))
    } else if def.is_system() {
        Some(format!(
            "a system lies at the end of its planet's sites: {count}"
        ))
    } else if def.is_sector() || crate::board::facts::is_cave(def) {
        None
    } else {
        let group = group_of(def).map(Group::name).unwrap_or("?");
        Some(format!(
            "a new {group} site may go anywhere within the {group} group while the row keeps interior · docking bay · exterior · system: {count}"
        ))
    }
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

/// Every legal place for `def` in row `r`, in words, with the rules that set them as reasons:
/// the `insertion` question, which asks about no act (the act of deploying a location meets
/// the table's checks instead: [`ask_deploy_location`]).
pub(crate) fn explain_places(e: &mut Eval, r: usize, def: &CardDef) -> Vec<String> {
    if sectors::insertion_requirements(e, r, def) == Some(false) {
        return Vec::new();
    }
    describe_places(e, r, def, true)
}

/// The places for `def` in row `r`, in words, with the row as it is now and the layout rules
/// that say where among them it goes but constrain no act (marker order, the Echo sites' any
/// order). `pattern`: also the pattern's own lines, which on an act are `PATTERN_CHECK`'s and
/// `SPECIAL_SITES_CHECK`'s.
fn describe_places(e: &mut Eval, r: usize, def: &CardDef, pattern: bool) -> Vec<String> {
    let board = e.board;
    let locs = patterned(board, r);
    let places = insertion_indices(board, r, def);
    let row_name = board.rows[r].name.clone();
    e.fact(format!("{row_name} row now"), pattern_words(board, r));
    let listed: Vec<String> = places
        .iter()
        .map(|&i| describe_place(board, &locs, i))
        .collect();
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
        if pattern && is_wampa_cave(def) {
            e.because(&SPECIAL_SITES, WAMPA_BY_MARKER);
        }
    }
    match pattern_line(def, places.len()) {
        Some(line) if pattern => e.because(&PATTERN, line),
        Some(_) => {}
        // A location the pattern has no group for (a sector of no known kind) has no place
        // the pattern counts: saying "0 places" would read as a refusal the answer never made.
        None if crate::board::pattern::slot(def).is_none() => e.fact(
            format!("places in the {row_name} row"),
            format!(
                "not counted: the row's pattern has no place for {} (its kind of sector is not known)",
                def.plain_title()
            ),
        ),
        None => e.fact(
            format!("places in the {row_name} row"),
            format!(
                "{} place{}",
                places.len(),
                if places.len() == 1 { "" } else { "s" }
            ),
        ),
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
// A location card is inserted into a row of the table: the act names the row
// (`Act::Deploy`'s `row`), and the table's checks judge it there (the pattern, ◇, the sector
// and cave rules, a collapsed copy rebuilt, uniqueness, the generators' marker, a starship
// site's starship). The handler reads which rows the question asks about, asks the act into
// each, settles, and says where in the row the location goes.

/// The rows a location card may go into, read from the board (which acts `can deploy
/// <location>` asks about): a collapsed copy's row (deploying rebuilds it); each row with a Big
/// One and no cave yet, for the Big One's cave; its planet's row; each row with a system, for a
/// sector made for any planet system. None (the act names no row) for a location its own rules
/// place, or one that finds no such row (it starts a row of its own, or has nowhere to go).
fn rows_for(board: &Board, def: &CardDef) -> Vec<usize> {
    if let Some(&l) = board.locations_titled(def.key()).first()
        && board.locations[l].state.collapsed
    {
        return vec![board.locations[l].row];
    }
    if special_rule(def).is_some() {
        return Vec::new();
    }
    let has = |r: usize, f: fn(&CardDef) -> bool| {
        board.rows[r].locations.iter().any(|&l| f(board.loc_def(l)))
    };
    if crate::board::facts::is_cave(def) {
        return (0..board.rows.len())
            .filter(|&r| has(r, crate::board::facts::is_big_one))
            .filter(|&r| !has(r, crate::board::facts::is_cave))
            .collect();
    }
    if let Some(r) = home_row(board, def).or_else(|| board.row_named(planet_of_title(def))) {
        return vec![r];
    }
    if def.is_sector() {
        return crate::board::facts::rows_with_system(board);
    }
    Vec::new()
}

/// The rows the answer speaks of, of several a location may go into: those the table allows
/// it into, else those it leaves open, else every one (each refusal). Each row's act is asked
/// in an evaluation of its own, so that one row's refusal is no reason where another allows it.
fn rows_that_remain<'a>(
    e: &mut Eval,
    rows: &[usize],
    act: impl Fn(Option<usize>) -> Act<'a>,
) -> Vec<Option<usize>> {
    let mut by = [Vec::new(), Vec::new(), Vec::new()];
    for &r in rows {
        let mut own = Eval::new(e.board, e.ruleset, e.res.query, e.asked_as);
        let found = super::actions::consult(&mut own, &act(Some(r)));
        let consulted = own.consulted.take();
        e.absorb(consulted, own.opaque);
        let open = found.is_open() || !own.v.undetermined_because.is_empty();
        by[usize::from(open) + 2 * usize::from(found.is_refused())].push(Some(r));
    }
    let [clear, open, refused] = by;
    [clear, open, refused]
        .into_iter()
        .find(|v| !v.is_empty())
        .unwrap_or_default()
}

/// `can deploy <location>` by `side`: the act into each row it may go into ([`rows_for`]),
/// each through the table, settled together over the rows that remain ([`rows_that_remain`]);
/// once allowed, where in each row it goes, in words.
pub(crate) fn ask_deploy_location(
    e: &mut Eval,
    def: &CardDef,
    side: Side,
    starting: bool,
) -> Result<(), AskError> {
    let act = |row: Option<usize>| Act::Deploy {
        card: def,
        side,
        to: None,
        host: None,
        with: None,
        starting,
        row,
    };
    let rows = rows_for(e.board, def);
    let asked = match rows.as_slice() {
        [] => vec![None],
        [r] => vec![Some(*r)],
        several => rows_that_remain(e, several, act),
    };
    let mut found = Found::NOTHING;
    for &row in &asked {
        found = found.and(super::actions::consult(e, &act(row)));
    }
    // Refused: where it would go adds nothing.
    if found.is_refused() {
        e.settle(found, None);
        return Ok(());
    }
    // A collapsed copy is rebuilt where it is: the collapsed-site rule's case, a price's
    // (`movement::collapsed::COLLAPSED_CHECK`).
    if super::shared::unique::rebuilds(e.board, def) {
        for &row in &asked {
            let (_, priced) = super::actions::price_found(e, &act(row));
            found = found.and(priced);
        }
        e.assume_location_paid(def, side);
        e.settle(found, None);
        return Ok(());
    }
    if super::starship_sites::deploy_site(e, def, side, starting, found) {
        return Ok(());
    }
    // Placed by rules of its own: the table's `SPECIAL_SITES_CHECK` left it open.
    if special_rule(def).is_some() {
        e.settle(found, None);
        return Ok(());
    }
    let listed = places(e, def, &asked);
    if !listed.is_empty() {
        e.detail(format!("places: {}", listed.join("; ")));
    }
    if starting {
        e.assume("it is the start of the game and this is your starting location");
    } else {
        e.assume_location_paid(def, side);
    }
    e.settle(found, None);
    Ok(())
}

/// Where in each row the table allowed a location goes, in words (named by row where the
/// rows were found rather than named by its planet: the cave beside a Big One, a sector beside
/// a system); none for a location that starts a row of its own.
fn places(e: &mut Eval, def: &CardDef, rows: &[Option<usize>]) -> Vec<String> {
    let by_row = crate::board::facts::is_cave(def)
        || (def.is_sector()
            && home_row(e.board, def)
                .or_else(|| e.board.row_named(planet_of_title(def)))
                .is_none());
    let mut listed = Vec::new();
    for &r in rows.iter().flatten() {
        if !sectors::placement_notes(e, r, def) {
            continue;
        }
        let name = e.board.rows[r].name.clone();
        listed.extend(
            describe_places(e, r, def, false)
                .into_iter()
                .map(|p| if by_row { format!("in {name}: {p}") } else { p }),
        );
    }
    listed
}
