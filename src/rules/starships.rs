//! Starships: landing and taking off (the basic rule), with the shield's part.

use super::actions::{Act, Action, rules};
use super::eval::Eval;
use super::shared::shield::shield_check;
use super::subject::AskError;
use crate::board::facts::pilot_of;
use crate::board::{CardIx, LocId, Place};
use crate::catalog::Icon;
use crate::query::Side;
use crate::rulebook::starships::LANDING;

fn finish(e: &mut Eval, blocked: bool, c: CardIx, site: LocId, what: &str) {
    let cost = e.want_cost();
    let free = e.board.loc_def(site).is_docking_bay();
    let name = e.board.loc_def(site).plain_title().to_string();
    let n = if free { 0 } else { 1 };
    if !blocked && !cost {
        let craft = e.board.card_name(c);
        e.because(&LANDING, format!("{craft} is piloted and {name} is an exterior site related to its system: {what} is allowed"));
    }
    if cost && !blocked {
        e.because(
            &LANDING,
            if free {
                format!("{what} at a docking bay ({name}) is free")
            } else {
                format!("{what} at {name} requires 1 Force")
            },
        );
    }
    e.cost(format!(
        "{what}: {n} Force{}",
        if free { " (docking bay)" } else { "" }
    ));
    if !blocked && (!free || !cost) {
        e.assume(format!(
            "you can pay the Force the {what} needs (1, or 0 at a docking bay)"
        ));
    }
    e.settle(blocked, Some(n));
}

/// Starfighter checks common to landing and taking off; pushes reasons, returns blocked.
fn craft_checks(e: &mut Eval, c: CardIx, site: LocId, what: &str) -> bool {
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    let site_def = board.loc_def(site);
    let site_name = site_def.plain_title().to_string();
    let mut blocked = false;
    if def.is_capital() && def.flies_as_starfighter() {
        e.allow_by_card_text(
            &crate::rulebook::base::LIKE_STARFIGHTER,
            format!("{name}'s own text: it deploys and moves like a starfighter, so it lands and takes off as one"),
        );
    }
    if !def.flies_as_starfighter() {
        if def.allows("land") || def.allows("land-anywhere") {
            e.consider(
                &LANDING,
                format!(
                    "{name} is not a starfighter, but its game text lets it land (allows: land)"
                ),
            );
        } else {
            e.because(
                &LANDING,
                format!(
                    "only starfighters land and take off: {name} is a {}",
                    def.kind_words()
                ),
            );
            blocked = true;
        }
    }
    if !site_def.is_site() {
        e.because(
            &LANDING,
            format!(
                "{site_name} is a {}, not a site",
                board.locations[site].kind.name()
            ),
        );
        return true;
    }
    if !site_def.has_icon(Icon::Exterior) && !def.allows("land-anywhere") {
        e.because(
            &LANDING,
            format!("{site_name} is an interior site; starfighters {what} only at exterior sites"),
        );
        blocked = true;
    }
    if def.is_tie() && !site_def.is_docking_bay() {
        e.because(&LANDING, format!("{name} is a TIE: TIEs need docking bay facilities, and {site_name} is not a docking bay"));
        blocked = true;
    } else if def.is_tie() {
        e.consider(
            &LANDING,
            format!("{name} is a TIE and {site_name} is a docking bay"),
        );
    }
    match pilot_of(board, c) {
        Some(p) => e.consider(&LANDING, format!("{name} is piloted by {p}")),
        None => {
            e.because(
                &LANDING,
                format!("{name} has no pilot aboard; only a piloted starfighter may {what}"),
            );
            blocked = true;
        }
    }
    blocked
}

/// `can land` / `cost land` of a starship read as a landing (`rules::readings`): from a system
/// (a landing from a sector is the sector rules').
pub(crate) fn ask_land(e: &mut Eval, c: CardIx, site: LocId, side: Side) -> Result<(), AskError> {
    let board = e.board;
    let name = board.card_name(c);
    let mut blocked = false;
    match board.cards[c].place {
        Place::At(l) if board.loc_def(l).is_system() => {
            e.fact(
                format!("{name} is at"),
                format!("{} (system)", board.loc_def(l).plain_title()),
            );
            if board.locations[l].row != board.locations[site].row {
                e.because(
                    &LANDING,
                    format!(
                        "{} is not related to {}, where {name} is",
                        board.loc_def(site).plain_title(),
                        board.loc_def(l).plain_title()
                    ),
                );
                blocked = true;
            }
        }
        Place::At(l) if board.loc_def(l).is_sector() => {
            // Landing ends at a site, from a sector as from a system (`can move` goes between
            // sectors and systems); a landing from a sector at a site is read as the sector
            // rules' (`rules::readings`).
            e.refuse(
                &LANDING,
                format!(
                    "{} is a {}, not a site",
                    board.loc_def(site).plain_title(),
                    board.locations[site].kind.name()
                ),
            );
            return Ok(());
        }
        Place::At(l) => {
            e.because(
                &LANDING,
                format!(
                    "{name} is not at a system: it is at {}",
                    board.loc_def(l).plain_title()
                ),
            );
            blocked = true;
        }
        Place::Aboard(p) | Place::Carried(p) | Place::Escorted(p) => {
            e.because(
                &LANDING,
                format!(
                    "{name} is aboard {}, not at a system location",
                    board.card_name(p)
                ),
            );
            blocked = true;
        }
    }
    blocked |= craft_checks(e, c, site, "land");
    // The rules other families register on landing (the cave, the clouds).
    blocked |= rules(e, &Act::moving(Action::Land, c, side, Some(site), None));
    blocked |= super::shared::moving::regular_move_refused(e, c);
    blocked |= shield_check(e, side, c, site, "land");
    finish(e, blocked, c, site, "landing");
    Ok(())
}

/// `can take-off` / `cost take-off` of a starship read as a take-off to a system
/// (`rules::readings`; a take-off to a sector is the sector rules').
pub(crate) fn ask_take_off(
    e: &mut Eval,
    c: CardIx,
    to: Option<LocId>,
    side: Side,
) -> Result<(), AskError> {
    let board = e.board;
    let name = board.card_name(c);
    let site = match board.cards[c].place {
        Place::At(site) => site,
        Place::Aboard(p) | Place::Carried(p) | Place::Escorted(p) => {
            let where_ = board.card_name(p);
            e.refuse(
                &LANDING,
                format!("{name} is aboard {where_}, not landed at a site"),
            );
            return Ok(());
        }
    };
    if !board.loc_def(site).is_site() {
        e.refuse(
            &LANDING,
            format!(
                "{name} is flying at {}, not landed",
                board.loc_def(site).plain_title()
            ),
        );
        return Ok(());
    }
    let mut blocked = false;
    let row = board.locations[site].row;
    match (board.system_of_row(row), to) {
        (None, _) => {
            e.because(
                &LANDING,
                format!(
                    "the system related to {} is not on table",
                    board.loc_def(site).plain_title()
                ),
            );
            blocked = true;
        }
        (Some(sys), Some(dest)) => {
            if dest != sys {
                e.because(
                    &LANDING,
                    format!(
                        "a starfighter takes off only to its related system, {}; {} is not it",
                        board.loc_def(sys).plain_title(),
                        board.loc_def(dest).plain_title()
                    ),
                );
                blocked = true;
            }
        }
        (Some(_), None) => {}
    }
    blocked |= craft_checks(e, c, site, "take off");
    // The rules other families register on taking off (the cave, the clouds).
    blocked |= rules(e, &Act::moving(Action::TakeOff, c, side, to, None));
    blocked |= super::shared::moving::regular_move_refused(e, c);
    blocked |= shield_check(e, side, c, site, "take off");
    finish(e, blocked, c, site, "taking off");
    Ok(())
}
