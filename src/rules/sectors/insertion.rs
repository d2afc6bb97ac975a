//! Inserting a sector, or a site of a row with sectors (`insertion`, `can deploy <location>`).

use super::prelude::*;

/// Where the rules of these documents put a new location: reasons pushed, `Some(false)` when it
/// may not come into play in `row` at all, `None` when they have nothing to add.
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
            let platforms = board.rows[row]
                .locations
                .iter()
                .filter(|&&l| is_city_platform(board.loc_def(l)))
                .count();
            let how = if is_city_platform(def) {
                if platforms == 0 {
                    " as the first platform, between the interior sites and the exterior side"
                } else {
                    " as the second platform, at the far end of the interior sites"
                }
            } else {
                ""
            };
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
