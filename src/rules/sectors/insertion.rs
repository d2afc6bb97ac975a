//! Inserting a sector, or a site of a row with sectors (`insertion`, `can deploy <location>`).

use super::prelude::*;
use crate::rules::actions::Outcome;

/// A sector's deployment (a location card into a row of the table, `Act::Deploy`'s `row`): a
/// sector for any planet system deploys only beside a planet system already on table (in the
/// row the act names; naming none, anywhere on table: its own planet's row when the title
/// names one, else any row); Cloud City's sector made for Bespin without it. Open where the
/// ruleset has no such sector yet.
pub static INSERTION_CHECK: Check = Check {
    on: &[Action::Deploy],
    stage: Stage::Rule,
    name: "a sector deploys beside a planet system on table",
    rules: &[&CC_DEPLOY, &D_ASTEROID_DEPLOY],
    run: insertion_check,
};

fn insertion_check(e: &mut Cx, act: &Act) -> Outcome {
    let Some(def) =
        crate::rules::shared::unique::new_location(e.board, act).filter(|d| d.is_sector())
    else {
        return Outcome::NotMine;
    };
    let Some(kind) = sector_kind(def) else {
        return Outcome::NotMine;
    };
    if before_sectors(e) {
        return Outcome::Open;
    }
    let title = def.plain_title().to_string();
    if kind == SectorKind::Cloud && !e.in_force(&CLOUD_POSITION) {
        e.missing(format!("where {title} goes: cloud sectors come with the Cloud City supplement (ask with `--rules cloud-city`)"));
        return Outcome::Open;
    }
    let rule = e.pick(&CC_DEPLOY, &D_ASTEROID_DEPLOY);
    if is_city_sector(def) {
        e.allow(
            &CC_DEPLOY,
            format!("{title} is made for one system (Bespin): it may deploy without the system, nearest the Cloud City sites"),
        );
        return Outcome::Clear;
    }
    let board = e.board;
    let planet = title.split(':').next().unwrap_or("").trim();
    let home = match *act {
        Act::Deploy { row: Some(r), .. } => Some(r),
        _ => crate::board::pattern::home_row(board, def).or_else(|| board.row_named(planet)),
    };
    let rows: Vec<usize> = match home {
        Some(r) => vec![r],
        None => crate::board::facts::rows_with_system(board),
    };
    let systems: Vec<LocId> = rows
        .iter()
        .filter_map(|&r| board.system_of_row(r))
        .collect();
    if systems.is_empty() {
        e.because(
            rule,
            match home {
                Some(r) => format!(
                    "{title} is a sector for any planet system: it needs the system on table, and {} has none",
                    board.rows[r].name
                ),
                None => format!(
                    "{title} deploys only beside a planet system already on table, and no system is on table"
                ),
            },
        );
        return Outcome::Refuse;
    }
    for s in systems {
        e.allow(
            rule,
            format!(
                "{title} deploys beside {} (on table) or beside another {}",
                board.loc_def(s).plain_title(),
                kind.name()
            ),
        );
    }
    e.allow(
        rule,
        format!(
            "{}s may be inserted in any order that keeps the pattern",
            kind.name()
        ),
    );
    Outcome::Clear
}

/// Where the rules of these documents put a new location, for the `insertion` question (which
/// asks about no act): reasons pushed, `Some(false)` when it may not come into play in `row` at
/// all, `None` when they have nothing to add.
pub(crate) fn insertion_requirements(e: &mut Eval, row: usize, def: &CardDef) -> Option<bool> {
    if (def.is_sector() || is_cave(def)) && e.by_hand(|cx| before_sectors(cx)) {
        return Some(false);
    }
    let board = e.board;
    let title = def.plain_title().to_string();
    let row_name = board.rows[row].name.clone();
    if is_cave(def) {
        let big_one = board.rows[row]
            .locations
            .iter()
            .any(|&l| is_big_one(board.loc_def(l)));
        if big_one {
            e.because(
                &CAVE_RULES,
                format!("{title} deploys beside the Big One, beyond the asteroid sectors"),
            );
            return Some(true);
        }
        e.because(
            &CAVE_RULES,
            format!("{title} must deploy beside a Big One sector, and {row_name} has none"),
        );
        return Some(false);
    }
    if is_city_platform(def) || normalize(&title).starts_with("cloud city:") {
        if e.in_force(&BESPIN) {
            let how = platform_place(e, row, def);
            e.because(
                &BESPIN,
                format!("{title} is a Cloud City site, related to Bespin: it deploys without the Bespin system or sector{how}"),
            );
        }
        return None;
    }
    let kind = sector_kind(def)?;
    if kind == SectorKind::Cloud && !e.in_force(&CLOUD_POSITION) {
        e.missing(format!("where {title} goes: cloud sectors come with the Cloud City supplement (ask with `--rules cloud-city`)"));
        return Some(false);
    }
    let system = board.system_of_row(row);
    if !e.in_force(&CC_DEPLOY) && !e.in_force(&D_ASTEROID_DEPLOY) {
        e.missing(format!("where {title} goes: sectors come with the Dagobah supplement (ask with `--rules dagobah` or later)"));
        return Some(false);
    }
    let deploy_rule = e.pick(&CC_DEPLOY, &D_ASTEROID_DEPLOY);
    if kind == SectorKind::Cloud {
        e.because(
            &CLOUD_POSITION,
            format!("{title} is a cloud sector: it lies between the system and the planet's sites"),
        );
    }
    if is_city_sector(def) {
        e.because(
            &CC_DEPLOY,
            format!("{title} is made for one system (Bespin): it may deploy without the system, nearest the Cloud City sites"),
        );
        return Some(true);
    }
    // The same words as the table's `INSERTION_CHECK`, which decides a deployment: here they
    // say where in `row` (the `insertion` question asks that alone).
    match system {
        Some(s) => {
            e.allow(
                deploy_rule,
                format!(
                    "{title} deploys beside {} (on table) or beside another {}",
                    board.loc_def(s).plain_title(),
                    kind.name()
                ),
            );
            e.because(
                deploy_rule,
                format!(
                    "{}s may be inserted in any order that keeps the pattern",
                    kind.name()
                ),
            );
            Some(true)
        }
        None => {
            e.because(
                deploy_rule,
                format!(
                    "{title} is a sector for any planet system: it needs the system on table, and {row_name} has none"
                ),
            );
            Some(false)
        }
    }
}

/// A Cloud City site deployed into a row (`Act::Deploy`'s `row`): related to Bespin, it needs
/// neither Bespin's system nor its sector; a platform goes where the rule puts the first or
/// the second. Under a ruleset without Cloud City, not this check's.
pub(crate) fn city_site_check(e: &mut Cx, act: &Act) -> crate::rules::actions::Outcome {
    use crate::rules::actions::Outcome;
    let (Some(def), Act::Deploy { row: Some(row), .. }) = (
        crate::rules::shared::unique::new_location(e.board, act),
        *act,
    ) else {
        return Outcome::NotMine;
    };
    let title = def.plain_title().to_string();
    if !(is_city_platform(def) || normalize(&title).starts_with("cloud city:"))
        || !e.in_force(&BESPIN)
    {
        return Outcome::NotMine;
    }
    let how = platform_place(e, row, def);
    e.allow(
        &BESPIN,
        format!("{title} is a Cloud City site, related to Bespin: it deploys without the Bespin system or sector{how}"),
    );
    Outcome::Clear
}

/// What the sector rules add to where a location the table allowed goes in `row`, citing no
/// rule that constrains deploying (the table's checks applied those to the act): a cloud
/// sector's place between the system and the sites.
/// False where they leave it no place there to describe: no sectors, or no cloud sectors, in
/// the ruleset; no Big One beside which the cave goes, no system beside which a sector does.
pub(crate) fn placement_notes(e: &mut Eval, row: usize, def: &CardDef) -> bool {
    if (def.is_sector() || is_cave(def)) && !crate::rules::shared::sector_legs::sectors_exist(e) {
        return false;
    }
    let board = e.board;
    let title = def.plain_title().to_string();
    if is_cave(def) {
        return board.rows[row]
            .locations
            .iter()
            .any(|&l| is_big_one(board.loc_def(l)));
    }
    let Some(kind) = sector_kind(def) else {
        return true;
    };
    if (kind == SectorKind::Cloud && !e.in_force(&CLOUD_POSITION))
        || (!e.in_force(&CC_DEPLOY) && !e.in_force(&D_ASTEROID_DEPLOY))
    {
        return false;
    }
    if kind == SectorKind::Cloud {
        e.because(
            &CLOUD_POSITION,
            format!("{title} is a cloud sector: it lies between the system and the planet's sites"),
        );
    }
    is_city_sector(def) || board.system_of_row(row).is_some()
}

/// Where a Cloud City platform goes in `row`, in words (empty for another Cloud City site).
fn platform_place(e: &Eval, row: usize, def: &CardDef) -> &'static str {
    let board = e.board;
    if !is_city_platform(def) {
        return "";
    }
    let platforms = board.rows[row]
        .locations
        .iter()
        .filter(|&&l| is_city_platform(board.loc_def(l)))
        .count();
    if platforms == 0 {
        " as the first platform, between the interior sites and the exterior side"
    } else {
        " as the second platform, at the far end of the interior sites"
    }
}

/// A sector for any planet system with no system anywhere on table.
pub(crate) fn no_system_on_table(e: &mut Eval, def: &CardDef) {
    if !e.in_force(&CC_DEPLOY) && !e.in_force(&D_ASTEROID_DEPLOY) {
        e.missing(format!(
            "where {} goes: sectors come with the Dagobah supplement (ask with `--rules dagobah` or later)",
            def.plain_title()
        ));
        return;
    }
    let rule = e.pick(&CC_DEPLOY, &D_ASTEROID_DEPLOY);
    e.because(
        rule,
        format!(
            "{} deploys only beside a planet system already on table, and no system is on table",
            def.plain_title()
        ),
    );
}
