//! Shuttling between a site and a capital starship at the related system (`can shuttle`).

use super::prelude::*;
use crate::rules::actions::{Check, Outcome, Stage};
use crate::rules::eval::Cx;

/// The capital starships with ship-docking capability of `side` at system `l`.
pub(super) fn docking_capitals(board: &Board, side: Side, l: LocId) -> Vec<CardIx> {
    board.locations[l]
        .cards
        .iter()
        .copied()
        .filter(|&s| {
            let d = board.card_def(s);
            board.cards[s].side == side && d.is_capital() && d.has_trait(&Trait::ShipDocking)
        })
        .collect()
}

/// The shuttling rule on one shuttle: a character or vehicle at an exterior site goes up to a
/// ship-docking capital starship of its side at the related system, or down from one to an
/// exterior site there; never at sectors, never to or from a starfighter.
pub(super) static SHUTTLE_CHECK: Check = Check {
    on: &[Action::Shuttle],
    stage: Stage::Rule,
    name: "a shuttle between an exterior site and a ship-docking capital starship at its system",
    rules: &[&SHUTTLE],
    run: |e, a| Outcome::refused_if(shuttle_refused(e, a)),
};

fn shuttle_refused(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        kind: Action::Shuttle,
        card: c,
        side,
        to: dest_loc,
        craft: dest_card,
        ..
    } = *act
    else {
        return false;
    };
    let board = e.board;
    let name = board.card_name(c);
    let def = board.card_def(c);
    if !matches!(def.card_type, CardType::Character | CardType::Vehicle) {
        e.because(
            &SHUTTLE,
            format!(
                "only characters and vehicles shuttle; {name} is a {}",
                def.kind_words()
            ),
        );
        return true;
    }
    let mut refused = false;
    let (site, ship): (Option<LocId>, Option<CardIx>) = match board.cards[c].place {
        Place::At(l) if board.loc_def(l).is_site() => {
            // Down → up: to a capital starship at the related system.
            let row = board.locations[l].row;
            let target = match (dest_card, dest_loc) {
                (Some(s), _) => Some(s),
                (None, Some(dl)) => {
                    if board.loc_def(dl).is_sector() {
                        e.because(&SHUTTLE, "shuttling never happens at sectors");
                        refused = true;
                        None
                    } else if Some(dl) == board.system_of_row(row) {
                        let caps = docking_capitals(board, side, dl);
                        if caps.is_empty() {
                            e.because(&SHUTTLE, format!("the {} has no capital starship with ship-docking capability at {}", side.title(), board.loc_def(dl).plain_title()));
                            refused = true;
                        }
                        caps.first().copied()
                    } else {
                        e.because(&SHUTTLE, format!("{name} can shuttle only to a capital starship at the system related to {}", board.loc_def(l).plain_title()));
                        refused = true;
                        None
                    }
                }
                (None, None) => None,
            };
            (Some(l), target)
        }
        Place::Aboard(p) if !board.card_def(p).is_capital() => {
            e.because(&SHUTTLE, format!("{name} is aboard {}, which is not a capital starship: a shuttle goes from a capital starship (it disembarks first, or the vehicle shuttles)", board.card_name(p)));
            return true;
        }
        Place::Aboard(p) => {
            // Up → down: from a capital starship at a system to a related exterior site.
            let target_site = match (dest_loc, dest_card) {
                (Some(dl), _) if board.loc_def(dl).is_site() => Some(dl),
                _ => {
                    e.because(
                        &SHUTTLE,
                        format!(
                            "{name} is aboard {}: it shuttles down to a site",
                            board.card_name(p)
                        ),
                    );
                    refused = true;
                    None
                }
            };
            (target_site, Some(p))
        }
        Place::At(l) => {
            e.because(
                &SHUTTLE,
                format!(
                    "{name} is at {}, not at a site or aboard a starship",
                    board.loc_def(l).plain_title()
                ),
            );
            return true;
        }
        // What holds it moves it: the gate's (`shared::gate::OWNER`).
        Place::Carried(_) | Place::Escorted(_) => return false,
    };
    if let Some(s) = ship {
        refused |= ship_refused(e, s, site, side);
    }
    if let Some(st) = site {
        refused |= site_refused(e, st);
    }
    if crate::board::facts::is_combat(def)
        && crate::board::facts::operator(board, c, true).is_none()
        && !e.in_force(&U_UNPILOTED_MOVES)
    {
        // (Under the update, the permission is `transfer::UNPILOTED_CHECK`'s.)
        e.allow(
            &SHUTTLE,
            format!("{name} has no pilot, but shuttling uses no landspeed"),
        );
    }
    refused
}

/// `can shuttle` / `cost shuttle`: the act, to the table; its price, 1 Force and what the
/// table's price checks add (a collapsed site, cloud sectors).
pub(crate) fn ask_shuttle(
    e: &mut Eval,
    card: &CardRef,
    to: &CardRef,
    asker: Option<Side>,
) -> Result<(), AskError> {
    let c = e.res.card(card)?;
    let side = mover(e, c, asker);
    // Destination: a location, or a card (a capital starship).
    let dest = match e.res.location(to) {
        Ok(l) => Some(l),
        Err(_) => {
            e.res.card(to)?;
            None
        }
    };
    let ship = dest.is_none().then(|| e.res.card(to).ok()).flatten();
    let act = Act::moving(Action::Shuttle, c, side, dest, ship);
    let found = rules(e, &act);
    // 1 Force (`base_price::BASE_PRICE`), with what a collapsed site and cloud sectors add:
    // the table's price checks.
    let n = price(e, &act);
    e.settle(found, Some(n));
    Ok(())
}

/// The capital starship a shuttle goes to or from: a ship-docking capital starship of the side,
/// at the system related to the site. True when refused; otherwise the ship's part is a
/// reason (under a refusal by another rule, one of what was also checked).
fn ship_refused(e: &mut Cx, s: CardIx, site: Option<LocId>, side: Side) -> bool {
    let board = e.board;
    let mut refused = false;
    let sd = board.card_def(s);
    let sname = board.card_name(s);
    let ship_loc = board.location_of(s);
    if sd.is_starfighter() {
        e.because(&SHUTTLE, format!("{sname} is a starfighter: shuttling is never to or from a starfighter, even one with ship-docking capability"));
        refused = true;
    } else if !sd.is_capital() {
        e.because(&SHUTTLE, format!("{sname} is not a capital starship"));
        refused = true;
    } else if !sd.has_trait(&Trait::ShipDocking) {
        e.because(&SHUTTLE, format!("{sname} has no ship-docking capability"));
        refused = true;
    } else if board.cards[s].side != side {
        e.because(
            &SHUTTLE,
            format!("{sname} is not the {}'s starship", side.title()),
        );
        refused = true;
    }
    match (ship_loc, site) {
        (Some(sl), _) if board.loc_def(sl).is_sector() => {
            e.because(&SHUTTLE, "shuttling never happens at sectors");
            refused = true;
        }
        (Some(sl), Some(st))
            if board.locations[sl].row != board.locations[st].row
                || !board.loc_def(sl).is_system() =>
        {
            e.because(
                &SHUTTLE,
                format!(
                    "{sname} is not at the system related to {}",
                    board.loc_def(st).plain_title()
                ),
            );
            refused = true;
        }
        _ => {}
    }
    if !refused {
        e.allow(
            &SHUTTLE,
            format!(
                "{sname} is a capital starship with ship-docking capability at the related system"
            ),
        );
    }
    refused
}

/// The site a shuttle goes to or from is an exterior site (a docking bay counts): true when
/// it is not. (An interior site that is no docking bay is the table's: [`INTERIOR_CHECK`];
/// the shield over the site too, `shield::SITE_CHECK`.)
fn site_refused(e: &mut Cx, st: LocId) -> bool {
    let sdef = e.board.loc_def(st);
    let interior = sdef.has_icon(Icon::Interior) && !sdef.is_docking_bay();
    if !interior && !sdef.has_icon(Icon::Exterior) {
        e.because(
            &SHUTTLE,
            format!("{} is not an exterior site", sdef.plain_title()),
        );
        return true;
    }
    false
}

/// No shuttling at an interior site; a docking bay is interior and exterior at once, and
/// shuttling is allowed there.
pub(crate) static INTERIOR_CHECK: Check = Check {
    on: &[Action::Shuttle],
    stage: Stage::Rule,
    name: "no shuttling at an interior site but a docking bay",
    rules: &[&INTERIOR_NO_SHUTTLE],
    run: interior_check,
};

fn interior_check(e: &mut Cx, act: &Act) -> Outcome {
    let Some(st) = act.shuttle_site(e.board) else {
        return Outcome::NotMine;
    };
    let sdef = e.board.loc_def(st);
    if !sdef.has_icon(Icon::Interior) {
        return Outcome::NotMine;
    }
    if sdef.is_docking_bay() {
        e.allow(
            &INTERIOR_NO_SHUTTLE,
            format!(
                "{} is a docking bay, interior and exterior at once: shuttling is allowed there",
                sdef.plain_title()
            ),
        );
        return Outcome::Clear;
    }
    e.because(
        &INTERIOR_NO_SHUTTLE,
        format!(
            "{} is an interior site: no shuttling there",
            sdef.plain_title()
        ),
    );
    Outcome::Refuse
}
