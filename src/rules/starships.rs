//! Starships: landing and taking off (the basic rule). The landing rule's checks are one row
//! of the check table ([`LANDING_CHECK`]): every landing and take-off meets them, from a
//! system or a sector, by a piloted starfighter or by a free mynock flying like one.

use super::actions::{Act, Action, Check, Flier, Found, Outcome, Stage, price_found, rules};
use super::eval::{Cx, Eval};
use super::shared::flight_price::{self, Base};
use super::shared::sector_legs::{self, Flight};
use super::subject::AskError;
use crate::board::facts::{SectorKind, pilot_of, sector_kind};
use crate::board::{CardIx, LocId, Place};
use crate::catalog::{CardType, Icon};
use crate::query::Side;
use crate::rulebook::creatures::U_CREATURES;
use crate::rulebook::starships::LANDING;

/// Who may land and take off, and where: a piloted starfighter (or a card whose text lets it
/// land), at an exterior site, a TIE only at a docking bay.
pub static LANDING_CHECK: Check = Check {
    on: &[Action::Land, Action::TakeOff],
    stage: Stage::Rule,
    name: "piloted starfighters land and take off at exterior sites; TIEs at docking bays",
    rules: &[&LANDING],
    run: landing_check,
};

pub static CHECKS: &[&Check] = &[&LANDING_CHECK, &PRICE_CHECK];

/// The site a landing or take-off touches, and whether its other end is a sector (whose own
/// rules then say which craft fly it and from where).
fn landing_site(e: &Eval, act: &Act) -> Option<(LocId, bool)> {
    let Act::Move { kind, card, to, .. } = *act else {
        return None;
    };
    let board = e.board;
    let here = board.location_of(card);
    let (site, other) = match kind {
        Action::Land => (to?, here),
        Action::TakeOff => (here?, to),
        _ => return None,
    };
    let via_sector = other.is_some_and(|l| board.loc_def(l).is_sector());
    Some((site, via_sector))
}

fn landing_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        kind,
        card: c,
        to,
        flier,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    // A landing that names no site (`can land <card>`, asked of every site it may reach).
    if kind == Action::Land && to.is_none() {
        return nowhere_to_land(e, c);
    }
    // A bomber's legs of its Bombing Run: it does not land (the Bombing Run's check says).
    if flier == Flier::Run {
        return Outcome::NotMine;
    }
    // Where the craft stands: a landing starts at the site's system, a take-off at a site and
    // goes to that site's system (a sector at the other end is the sector rules').
    let mut blocked = false;
    if let Some((why, the_rest_meaningless)) = out_of_place(e, act) {
        e.because(&LANDING, why);
        if the_rest_meaningless {
            return Outcome::Refuse;
        }
        blocked = true;
    }
    let Some((site, via_sector)) = landing_site(e, act) else {
        return Outcome::refused_if(blocked);
    };
    let what = if kind == Action::Land {
        "land"
    } else {
        "take off"
    };
    let board = e.board;
    let def = board.card_def(c);
    let name = board.card_name(c);
    let site_def = board.loc_def(site);
    let site_name = site_def.plain_title().to_string();
    sector_price_note(e, act);
    if def.is_capital() && def.flies_as_starfighter() {
        e.allow_by_card_text(
            &crate::rulebook::base::LIKE_STARFIGHTER,
            format!("{name}'s own text: it deploys and moves like a starfighter, so it lands and takes off as one"),
        );
    }
    // Which craft fly between a sector and a site is the sector rules' (a cloud car too).
    if flier == Flier::Piloted && !via_sector && !def.flies_as_starfighter() {
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
        return Outcome::Refuse;
    }
    if !via_sector && !site_def.has_icon(Icon::Exterior) && !def.allows("land-anywhere") {
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
    if flier == Flier::Piloted && def.card_type == CardType::Starship {
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
    }
    if !blocked && !via_sector {
        allowed(e, c, site, flier, kind);
    }
    Outcome::refused_if(blocked)
}

/// What the landing rule allows of a landing or take-off from a system it does not refuse, and
/// at what price: free at a docking bay, else 1 Force (a card flying like a starfighter with no
/// pilot pays what a starfighter would; a creature's, free under the update, is the creatures
/// rule's). A permission: a reason unless another check refuses.
fn allowed(e: &mut Cx, c: CardIx, site: LocId, flier: Flier, kind: Action) {
    let board = e.board;
    let what = if kind == Action::Land {
        "landing"
    } else {
        "taking off"
    };
    let free = board.loc_def(site).is_docking_bay();
    let name = board.loc_def(site).plain_title();
    if flier == Flier::Unpiloted {
        if board.card_def(c).card_type != CardType::Creature || !e.in_force(&U_CREATURES) {
            let n = i64::from(!free);
            e.allow(
                &LANDING,
                format!("{what} costs a starfighter {n} Force at {name}"),
            );
        }
    } else if !e.want_cost() {
        let craft = board.card_name(c);
        e.allow(&LANDING, format!("{craft} is piloted and {name} is an exterior site related to its system: {what} is allowed"));
    } else if free {
        e.allow(
            &LANDING,
            format!("{what} at a docking bay ({name}) is free"),
        );
    } else {
        e.allow(&LANDING, format!("{what} at {name} requires 1 Force"));
    }
}

/// A landing with no site named: refused when no site on the table is related to where the
/// card is (any site, when it stands at none); otherwise each site is its own question.
fn nowhere_to_land(e: &mut Cx, c: CardIx) -> Outcome {
    let board = e.board;
    let row = board
        .location_of(c)
        .filter(|&l| !board.loc_def(l).is_site())
        .map(|l| board.locations[l].row);
    let any = board
        .locations
        .keys()
        .any(|l| board.loc_def(l).is_site() && row.is_none_or(|r| board.locations[l].row == r));
    if any {
        return Outcome::NotMine;
    }
    e.because(
        &LANDING,
        format!(
            "no site on the table is related to where {} is",
            board.card_name(c)
        ),
    );
    Outcome::Refuse
}

/// A landing the sector rules allow at a docking bay (not a creature's, though a free mynock
/// flies as a starfighter): the landing rule's
/// free docking-bay landing is for a landing from a system; from a sector the sector rules'
/// 1 Force applies instead.
fn sector_price_note(e: &mut Cx, act: &Act) {
    let board = e.board;
    let Some(f) = Flight::of(board, act) else {
        return;
    };
    if !f.landing
        || !board.loc_def(f.site).is_docking_bay()
        || sector_legs::as_craft(e, f.card).card_type == CardType::Creature
        || !sector_legs::allowed(e, f)
    {
        return;
    }
    let low = if sector_kind(board.loc_def(f.sector)) == Some(SectorKind::Cloud) {
        "the lowest cloud sector"
    } else {
        "an asteroid sector"
    };
    e.consider(
        &LANDING,
        format!("landing at a docking bay is free under the landing rule, but that is a landing from a system; from {low} the sector rule's cost applies instead"),
    );
    e.detail(format!(
        "the sector move's 1 Force replaces the free docking-bay landing: {} is a docking bay, but {} lands from {low}, not from the system",
        board.loc_def(f.site).plain_title(),
        board.card_name(f.card)
    ));
}

/// Why the craft does not stand where its landing or take-off starts, or goes where it may not
/// (the landing rule: from a system to a related site and back), and whether that makes the
/// rest of the rule meaningless (a take-off of a card that is not landed). None where it
/// stands right, or where a sector is at the other end (the sector rules say).
fn out_of_place(e: &Eval, act: &Act) -> Option<(String, bool)> {
    let Act::Move { kind, card, to, .. } = *act else {
        return None;
    };
    let board = e.board;
    let name = board.card_name(card);
    let title = |l: LocId| board.loc_def(l).plain_title().to_string();
    let here = match board.cards[card].place {
        Place::At(l) => l,
        Place::Aboard(p) | Place::Carried(p) | Place::Escorted(p) => {
            let p = board.card_name(p);
            return Some(if kind == Action::Land {
                (
                    format!("{name} is aboard {p}, not at a system location"),
                    false,
                )
            } else {
                (format!("{name} is aboard {p}, not landed at a site"), true)
            });
        }
    };
    let sector = |l: Option<LocId>| l.is_some_and(|l| board.loc_def(l).is_sector());
    match kind {
        Action::Land if sector(Some(here)) => None,
        Action::Land if board.loc_def(here).is_system() => {
            let site = to?;
            (board.locations[here].row != board.locations[site].row).then(|| {
                let why = format!(
                    "{} is not related to {}, where {name} is",
                    title(site),
                    title(here)
                );
                (why, false)
            })
        }
        Action::Land => Some((
            format!("{name} is not at a system: it is at {}", title(here)),
            false,
        )),
        Action::TakeOff if !board.loc_def(here).is_site() => Some((
            format!("{name} is flying at {}, not landed", title(here)),
            true,
        )),
        Action::TakeOff if sector(to) => None,
        Action::TakeOff => match (board.system_of_row(board.locations[here].row), to) {
            (None, _) => Some((
                format!("the system related to {} is not on table", title(here)),
                false,
            )),
            (Some(sys), Some(dest)) if dest != sys => Some((
                format!(
                    "a starfighter takes off only to its related system, {}; {} is not it",
                    title(sys),
                    title(dest)
                ),
                false,
            )),
            _ => None,
        },
        _ => None,
    }
}

/// What a landing from a system or a take-off to one costs before anything changes it: the
/// landing rule's price, free at a docking bay, else 1 Force (a card flying like a starfighter
/// with no pilot pays what a starfighter would). Its reason is the landing check's, which says
/// what the rule allows at what price (`allowed`); a creature's free move takes it off
/// (`creatures::FREE_MOVE_CHECK`).
pub static PRICE_CHECK: Check = Check {
    on: &[Action::Land, Action::TakeOff],
    stage: Stage::Price,
    name: "a landing or take-off from or to a system costs 1 Force, nothing at a docking bay",
    rules: &[],
    run: price_check,
};

fn price_check(e: &mut Cx, act: &Act) -> Outcome {
    let Some(base @ Base::System { docking_bay, .. }) = flight_price::base(e.board, act) else {
        return Outcome::NotMine;
    };
    let n = base.force();
    let what = if act.action() == Action::Land {
        "landing"
    } else {
        "taking off"
    };
    e.base_price(n);
    let piloted = matches!(
        act,
        Act::Move {
            flier: Flier::Piloted,
            ..
        }
    );
    e.cost(format!(
        "{what}: {n} Force{}",
        if docking_bay && piloted {
            " (docking bay)"
        } else {
            ""
        }
    ));
    Outcome::Clear
}

/// The answer to a landing or take-off from a system, from what the table found: its price,
/// from the table's price checks (the landing rule's, `PRICE_CHECK`; a creature's free move).
fn finish(e: &mut Eval, act: &Act, found: Found, site: LocId, what: &str) {
    let Act::Move { card: c, flier, .. } = *act else {
        return e.settle(found, None);
    };
    let (n, priced) = price_found(e, act);
    if !found.is_refused() {
        let craft = e.board.card_name(c);
        let free = e.board.loc_def(site).is_docking_bay();
        match flier {
            Flier::Unpiloted if n > 0 => e.assume(format!(
                "{craft} pays for its {what} what a starfighter would (the documents do not say)"
            )),
            Flier::Unpiloted => {}
            _ if !free || !e.want_cost() => e.assume_paid(format!(
                "you can pay the Force the {what} needs (1, or 0 at a docking bay)"
            )),
            _ => {}
        }
    }
    e.settle(found.and(priced), Some(n));
}

/// `can land` / `cost land` of a starship read as a landing (`rules::readings`): from a system
/// (a landing from a sector is the sector rules').
pub(crate) fn ask_land(
    e: &mut Eval,
    c: CardIx,
    site: LocId,
    side: Side,
    flier: Flier,
) -> Result<(), AskError> {
    let board = e.board;
    let name = board.card_name(c);
    if let Place::At(l) = board.cards[c].place
        && board.loc_def(l).is_system()
    {
        e.fact(
            format!("{name} is at"),
            format!("{} (system)", board.loc_def(l).plain_title()),
        );
    }
    // Every check on landing: this family's (where the craft stands too), and those other
    // families register (the regular move, the shield, the cave, the clouds).
    let act = Act::flying(Action::Land, c, side, Some(site), flier);
    let found = rules(e, &act);
    if board.loc_def(site).is_site() {
        finish(e, &act, found, site, "landing");
    } else {
        // Not a site: the landing rule refuses it, and there is no price to state.
        e.settle(found, None);
    }
    Ok(())
}

/// `can take-off` / `cost take-off` of a starship read as a take-off to a system
/// (`rules::readings`; a take-off to a sector is the sector rules').
pub(crate) fn ask_take_off(
    e: &mut Eval,
    c: CardIx,
    to: Option<LocId>,
    side: Side,
    flier: Flier,
) -> Result<(), AskError> {
    // Every check on taking off: this family's (where the craft stands and goes too), and
    // those other families register.
    let act = Act::flying(Action::TakeOff, c, side, to, flier);
    let found = rules(e, &act);
    match e.board.cards[c].place {
        Place::At(site) if e.board.loc_def(site).is_site() => {
            finish(e, &act, found, site, "taking off")
        }
        // Not landed: the landing rule refuses it, and there is no price to state.
        _ => e.settle(found, None),
    }
    Ok(())
}
