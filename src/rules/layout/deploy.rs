//! `can deploy <location>`: a location card is inserted into its row where the layout rules
//! put it (the pattern, markers, starship sites, sectors and the Big One's cave), with the
//! checks every location deployment passes (uniqueness, the generators' requirement, ◇ limits,
//! a collapsed copy rebuilt).

use super::super::eval::Eval;
use super::super::subject::AskError;
use crate::catalog::{CardDef, DefId};
use crate::query::Side;
use crate::verdict::Answer;

/// The Big One's cave deploys beside a Big One sector that has no cave yet: every such row is
/// considered; a board with none offers no room.
fn deploy_cave(e: &mut Eval, def: &CardDef, as_starting: bool) -> Result<(), AskError> {
    if !e.in_force(&crate::rulebook::sectors::CAVE_RULES) {
        e.missing("sectors and the Big One's cave, which the Dagobah supplement introduces (ask with `--rules dagobah` or later)");
        return Ok(());
    }
    let board = e.board;
    let has = |r: usize, f: fn(&CardDef) -> bool| {
        board.rows[r].locations.iter().any(|&l| f(board.loc_def(l)))
    };
    let mut listed = Vec::new();
    for r in 0..board.rows.len() {
        if !has(r, crate::board::facts::is_big_one)
            || has(r, crate::board::facts::is_cave)
            || super::super::shared::diamonds::row_full(e, def, r)
        {
            continue;
        }
        let name = board.rows[r].name.clone();
        listed.extend(
            super::explain_places(e, r, def)
                .into_iter()
                .map(|p| format!("in {name}: {p}")),
        );
    }
    if !e.v.undetermined_because.is_empty() {
        return Ok(());
    }
    if listed.is_empty() {
        e.refuse(
            &crate::rulebook::sectors::CAVE_RULES,
            format!(
                "{} deploys only beside a Big One sector, and no row on the table has a Big One without its cave",
                def.plain_title()
            ),
        );
        return Ok(());
    }
    e.allow(
        &crate::rulebook::sectors::CAVE_RULES,
        format!(
            "{} deploys beside a Big One that has no cave yet",
            def.plain_title()
        ),
    );
    e.detail(format!("places: {}", listed.join("; ")));
    e.assume(if as_starting {
        "it is the start of the game and this is your starting location"
    } else {
        "you can pay the location's deploy cost"
    });
    e.answer(Answer::Yes);
    Ok(())
}

pub(crate) fn ask_deploy_location(
    e: &mut Eval,
    ids: &[DefId],
    def: &CardDef,
    side: Option<Side>,
    as_starting: bool,
) -> Result<(), AskError> {
    let key = def.key();
    if let Some(&l) = e.board.locations_titled(key).first()
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
        e.answer(Answer::Yes);
        return Ok(());
    }
    if super::super::shared::unique::check_on_table(e, ids, side) == Some(true) {
        e.answer(Answer::No);
        return Ok(());
    }
    if crate::board::facts::is_generators(def)
        && super::super::shared::shield::generators_requirement(e, as_starting) == Some(false)
    {
        e.answer(Answer::No);
        return Ok(());
    }
    if super::super::shared::diamonds::location_full(e, def) {
        e.answer(Answer::No);
        return Ok(());
    }
    if super::super::starship_sites::deploy_site(e, def, as_starting) {
        return Ok(());
    }
    if super::placed_by_own_rules(e, def) {
        return Ok(());
    }
    if crate::board::facts::is_cave(def) {
        return deploy_cave(e, def, as_starting);
    }
    let planet = def
        .plain_title()
        .split(':')
        .next()
        .unwrap_or("")
        .trim()
        .to_string();
    let row = crate::board::pattern::home_row(e.board, def).or_else(|| e.board.row_named(&planet));
    if row.is_none() && def.is_sector() {
        let rows = crate::board::facts::rows_with_system(e.board);
        if rows.is_empty() {
            super::super::sectors::no_system_on_table(e, def);
            e.answer(Answer::No);
            return Ok(());
        }
        let mut listed = Vec::new();
        for r in rows {
            if super::super::shared::diamonds::row_full(e, def, r) {
                continue;
            }
            let name = e.board.rows[r].name.clone();
            listed.extend(
                super::explain_places(e, r, def)
                    .into_iter()
                    .map(|p| format!("in {name}: {p}")),
            );
        }
        if !e.v.undetermined_because.is_empty() {
            return Ok(());
        }
        if listed.is_empty() {
            e.answer(Answer::No);
            return Ok(());
        }
        e.detail(format!("places: {}", listed.join("; ")));
        e.assume("you can pay the location's deploy cost");
        e.answer(Answer::Yes);
        return Ok(());
    }
    match row {
        Some(r) => {
            let listed = super::explain_places(e, r, def);
            if !e.v.undetermined_because.is_empty() {
                return Ok(());
            }
            if listed.is_empty() && crate::board::pattern::group_of(def).is_some() {
                e.answer(Answer::No);
                return Ok(());
            }
            e.detail(format!("places: {}", listed.join("; ")));
        }
        None => e.allow(
            &crate::rulebook::layout::PATTERN,
            format!("{} starts its own row", def.plain_title()),
        ),
    }
    if as_starting {
        e.assume("it is the start of the game and this is your starting location");
    } else {
        e.assume("you can pay the location's deploy cost");
    }
    e.answer(Answer::Yes);
    Ok(())
}
