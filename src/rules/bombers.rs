//! TIE Bombers (Dagobah): Proton Bombs, orbital bombardment and carpet bombing, and the
//! Bombing Run mobile effect that sets their target zone.
//!
//! On the board Proton Bombs are a starship weapon the bomber carries (`carrying: [Proton
//! Bombs]`); Bombing Run is an effect standing at its site (the target zone) in its owner's
//! list; a bomber that swooped down to the target zone stands at that site (it has not landed).

use super::actions::{Act, Action, Check, Flier, Found, Outcome, Stage, consult, rules};
use super::eval::{Cx, Eval};
use super::subject::AskError;
use crate::board::{Board, CardIx, LocId, Phase, Place, ThisTurn};
use crate::catalog::titles::{self, PROTON_BOMBS, TIE_BOMBER};
use crate::catalog::{CardDef, CardType, Icon, Trait};
use crate::query::{CardRef, QueryKind, Side};
use crate::rulebook::bombers::{BOMBERS, BOMBING_RUN};

/// A bomber (the cards' `bomber` characteristic; a TIE Bomber by title otherwise).
pub(crate) fn is_bomber(def: &CardDef) -> bool {
    def.card_type == CardType::Starship
        && (def.has_trait(&Trait::Bomber) || def.is_titled(TIE_BOMBER))
}

fn is_bombing_run(def: &CardDef) -> bool {
    def.is_titled(titles::BOMBING_RUN)
}

/// The Proton Bombs a card carries.
fn proton_bombs(board: &Board, c: CardIx) -> Option<CardIx> {
    board.cards[c]
        .carrying
        .iter()
        .copied()
        .find(|&x| board.card_def(x).is_titled(PROTON_BOMBS))
}

/// `side`'s Bombing Run at site `l`.
fn zone_at(board: &Board, side: Side, l: LocId) -> Option<CardIx> {
    board.locations[l]
        .cards
        .iter()
        .copied()
        .find(|&x| board.cards[x].side == side && is_bombing_run(board.card_def(x)))
}

/// Where `side`'s Bombing Runs are, in words ("" when none is on table).
fn zones_words(board: &Board, side: Side) -> String {
    let mut at: Vec<String> = Vec::new();
    for &x in board.cards_titled(titles::BOMBING_RUN) {
        if board.cards[x].side == side
            && let Some(l) = board.location_of(x)
        {
            at.push(board.loc_def(l).plain_title().to_string());
        }
    }
    if at.is_empty() {
        format!("no Bombing Run of the {} is on table", side.title())
    } else {
        format!("the target zone is {}", at.join(", "))
    }
}

/// The target zone a bomber stands at, when it swooped down there.
pub(crate) fn on_run(board: &Board, c: CardIx) -> Option<LocId> {
    if !is_bomber(board.card_def(c)) {
        return None;
    }
    match board.cards[c].place {
        Place::At(l) if board.loc_def(l).is_site() => {
            zone_at(board, board.cards[c].side, l).map(|_| l)
        }
        _ => None,
    }
}

// ------------------------------------------------------------------ where they deploy

/// The bombers' rule, whole: Proton Bombs deploy on one of your bombers, and a bomber carrying
/// them bombards a related site (orbital bombardment from the system, carpet bombing of its
/// side's target zone).
pub static BOMBERS_CHECK: Check = Check {
    on: &[Action::Deploy, Action::Bomb],
    stage: Stage::Rule,
    name: "Proton Bombs deploy on your bomber, and a bomber carrying them bombards a related site",
    rules: &[&BOMBERS],
    run: |e, a| match a {
        Act::Bomb { .. } => bomb_check(e, a),
        _ => Outcome::refused_if(proton_bombs_check(e, a)),
    },
};

/// Bombing Run deploys on a non-interior site; a bomber swoops from the related system down to
/// its side's target zone and back, and nowhere else (its run's legs, flown `Flier::Run`); a
/// bomber down at its
/// target zone did not land there, so it takes no take-off (it goes back up by the return
/// trip).
pub static BOMBING_RUN_CHECK: Check = Check {
    on: &[
        Action::Deploy,
        Action::Land,
        Action::TakeOff,
        Action::Move,
        Action::Bomb,
    ],
    stage: Stage::Rule,
    name: "Bombing Run deploys on a non-interior site; a bomber's legs down to its target zone and back; a bomber on its run does not take off",
    rules: &[&BOMBING_RUN],
    run: |e, a| match a {
        Act::Deploy { .. } => Outcome::refused_if(bombing_run_check(e, a)),
        Act::Bomb { .. } => bomb_zone_check(e, a),
        Act::Move {
            kind: Action::Land,
            flier: Flier::Run,
            ..
        } => swoop_check(e, a),
        Act::Move {
            kind: Action::TakeOff | Action::Move,
            flier: Flier::Run,
            ..
        } => return_check(e, a),
        Act::Move {
            kind: Action::Move,
            card,
            by_card: true,
            ..
        } if is_bombing_run(e.board.card_def(*card)) => zone_step_check(e, a),
        Act::Move {
            kind: Action::TakeOff,
            ..
        } => Outcome::refused_if(run_take_off_check(e, a)),
        _ => Outcome::NotMine,
    },
};

/// The swoop from the system down to the side's target zone: a regular move under Dagobah's
/// Bombing Run; under a ruleset without Bombing Runs, open (naming the later document).
fn swoop_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        card: c,
        to: Some(dest),
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    let side = act.side().unwrap_or(board.cards[c].side);
    // Down from the related system to the side's target zone, by a bomber: else no leg.
    let swoop = board
        .location_of(c)
        .is_some_and(|o| swoops(board, c, o, dest, side));
    if !e.in_force(&BOMBING_RUN) {
        e.missing(if swoop {
            "a bomber's swoop down to a Bombing Run's target zone: TIE Bombers, Proton Bombs and Bombing Run came with the Dagobah supplement, and the Hoth rules say nothing of them (ask with `--rules dagobah` or later)"
        } else {
            "Bombing Run and its bombers' moves come with the Dagobah supplement (ask with `--rules dagobah` or later)"
        });
        return Outcome::Open;
    }
    if !swoop {
        return Outcome::refused_if(no_leg(e, c, dest, side));
    }
    let (name, dn) = (board.card_name(c), board.loc_def(dest).plain_title());
    let on = board
        .location_of(c)
        .map(|o| board.loc_def(o).plain_title().to_string())
        .unwrap_or_default();
    e.allow(&BOMBING_RUN, format!("{dn} is your Bombing Run's target zone and {name} is a bomber at the related system {on}: swooping down there is a regular move for 1 Force"));
    if proton_bombs(board, c).is_none() {
        e.detail(format!(
            "{name} carries no Proton Bombs: it may still make the Bombing Run, and have presence and battle at {dn}"
        ));
    }
    Outcome::Clear
}

/// The return trip from the target zone: only to the zone's system, a second regular move; a
/// move by the run that is no leg of it is refused ([`no_leg`]). Under a ruleset without
/// Bombing Runs, open (naming the later document).
fn return_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        card: c,
        side,
        to: Some(dest),
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    if !e.in_force(&BOMBING_RUN) {
        e.missing("Bombing Run and its bombers' moves come with the Dagobah supplement (ask with `--rules dagobah` or later)");
        return Outcome::Open;
    }
    Outcome::refused_if(return_refused(e, c, dest, side))
}

/// [`return_check`] under a ruleset with Bombing Runs. True when refused.
fn return_refused(e: &mut Cx, c: CardIx, dest: LocId, side: Side) -> bool {
    let board = e.board;
    let Some(origin) = on_run(board, c) else {
        return no_leg(e, c, dest, side);
    };
    let (name, on, dn) = (
        board.card_name(c),
        board.loc_def(origin).plain_title(),
        board.loc_def(dest).plain_title(),
    );
    let sys = board.system_of_row(board.locations[origin].row);
    if sys != Some(dest) {
        e.because(&BOMBING_RUN, format!("{name} is on a Bombing Run at {on}: from there it only returns to its system{}, and does not move on to {dn}", sys.map(|s| format!(" ({})", board.loc_def(s).plain_title())).unwrap_or_default()));
        return true;
    }
    e.allow(
        &BOMBING_RUN,
        format!(
            "{name} is on a Bombing Run at {on}: the return trip to {dn} is a second regular move, for 1 Force"
        ),
    );
    e.assume("the bomber returns when the Bombing Run card says (its own text); the rules document sets only that the return is a regular move for 1 Force");
    false
}

/// `can take-off` of a bomber down at its target zone: it never landed, and goes back up by the
/// Bombing Run's return move. True when refused.
fn run_take_off_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Move {
        kind: Action::TakeOff,
        card: c,
        ..
    } = *act
    else {
        return false;
    };
    // The board first: a craft on no Bombing Run leaves the rule's standing unasked.
    let board = e.board;
    let Some(zone) = on_run(board, c) else {
        return false;
    };
    if !e.in_force(&BOMBING_RUN) {
        return false;
    }
    let sys = board
        .system_of_row(board.locations[zone].row)
        .map(|s| board.loc_def(s).plain_title().to_string())
        .unwrap_or_else(|| "its system".into());
    e.because(
        &BOMBING_RUN,
        format!(
            "{} did not land at {}: it swooped down on a Bombing Run and goes back up by the return trip, a regular move for 1 Force (ask `can move` to {sys})",
            board.card_name(c),
            board.loc_def(zone).plain_title()
        ),
    );
    true
}

pub static CHECKS: &[&Check] = &[
    &BOMBERS_CHECK,
    &BOMBING_RUN_CHECK,
    &BOMBS_TIMING_CHECK,
    &RUN_PRICE,
];

/// What a leg of a Bombing Run costs (the trip down to the target zone, the return trip): a
/// regular move's 1 Force, as the Bombing Run's check says. On the table's Price stage, so
/// `cost`, `can` and the Force Pile check (`shared::force_pile`) read one price.
pub static RUN_PRICE: Check = Check {
    on: &[Action::Land, Action::TakeOff, Action::Move],
    stage: Stage::Price,
    name: "a leg of a Bombing Run costs 1 Force, as a regular move",
    rules: &[],
    run: run_price,
};

fn run_price(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        kind,
        flier: Flier::Run,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    if !e.in_force(&BOMBING_RUN) {
        return Outcome::NotMine;
    }
    let what = if kind == Action::Land {
        "the trip down to the target zone"
    } else {
        "the return trip"
    };
    e.base_price(1);
    e.cost(format!("{what}: 1 Force"));
    Outcome::Clear
}

fn proton_bombs_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Deploy {
        card, side, host, ..
    } = *act
    else {
        return false;
    };
    if !card.is_titled(PROTON_BOMBS) || !e.in_force(&BOMBERS) {
        return false;
    }
    let board = e.board;
    let Some(h) = host else {
        e.because(
            &BOMBERS,
            "Proton Bombs deploy on one of your bombers, not loose at a location (ask `can deploy \"Proton Bombs\" to @bomber`)",
        );
        return true;
    };
    let hn = board.card_name(h);
    if !is_bomber(board.card_def(h)) {
        e.because(
            &BOMBERS,
            format!("Proton Bombs deploy on your bomber, and {hn} is not a bomber"),
        );
        return true;
    }
    if board.cards[h].side != side {
        e.because(
            &BOMBERS,
            format!(
                "Proton Bombs deploy on your own bomber, and {hn} is the {}'s",
                board.cards[h].side.title()
            ),
        );
        return true;
    }
    e.allow(
        &BOMBERS,
        format!("Proton Bombs deploy on your bomber, and {hn} is one"),
    );
    false
}

fn bombing_run_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Deploy { card, to, host, .. } = *act else {
        return false;
    };
    if !is_bombing_run(card) || !e.in_force(&BOMBING_RUN) {
        return false;
    }
    let board = e.board;
    let at = to.filter(|_| host.is_none());
    let Some(l) = at.filter(|&l| board.loc_def(l).is_site()) else {
        let what = match (host, to) {
            (Some(h), _) => board.card_name(h),
            (None, Some(l)) => format!(
                "{}, a {}",
                board.loc_def(l).plain_title(),
                board.locations[l].kind.name()
            ),
            (None, None) => "nowhere named".to_string(),
        };
        e.because(
            &BOMBING_RUN,
            format!("Bombing Run deploys on a non-interior site, not on {what}"),
        );
        return true;
    };
    let ld = board.loc_def(l);
    let name = ld.plain_title();
    if ld.has_icon(Icon::Interior) {
        let bay = if ld.is_docking_bay() {
            " (a docking bay is both interior and exterior, so it is not a non-interior site)"
        } else {
            ""
        };
        e.because(
            &BOMBING_RUN,
            format!("Bombing Run deploys on a non-interior site, and {name} is interior{bay}"),
        );
        return true;
    }
    e.allow(
        &BOMBING_RUN,
        format!("Bombing Run deploys on a non-interior site, and {name} is one"),
    );
    false
}

// ------------------------------------------------------------------ can bomb

/// `can bomb <bomber> at <site>`: the act (`Act::Bomb`), which the table decides: the bombers'
/// rule ([`BOMBERS_CHECK`]), the Bombing Run's ([`BOMBING_RUN_CHECK`]), the Proton Bombs' own
/// timing ([`BOMBS_TIMING_CHECK`]), the shield's, and, carpet bombing from the system, every
/// check on landing, which meets the swoop down to the target zone (`Act::parts`).
pub(crate) fn ask_bomb(e: &mut Eval, bomber: &CardRef, at: &CardRef) -> Result<(), AskError> {
    let b = e.res.card(bomber)?;
    let site = e.res.location(at)?;
    let board = e.board;
    let bdef = board.card_def(b);
    if bdef.card_type != CardType::Starship {
        return Err(e.res.wrong_kind(
            bomber,
            format!(
                "`{}` is a {}: only bombers bomb",
                bdef.plain_title(),
                bdef.kind_words()
            ),
            "not a starship",
            None,
        ));
    }
    let side = board.cards[b].side;
    e.v.side = Some(side);
    let act = Act::Bomb {
        bomber: b,
        at: site,
        side,
        swoop: swoops_to_bomb(board, b, site, side),
    };
    let found = consult(e, &act);
    e.settle(found, None);
    Ok(())
}

/// Carpet bombing from the system: a bomber at the related system, the site non-interior and
/// its side's target zone, so the bomber first swoops down there (read from the board alone).
fn swoops_to_bomb(board: &Board, b: CardIx, site: LocId, side: Side) -> bool {
    let Place::At(origin) = board.cards[b].place else {
        return false;
    };
    !board.loc_def(site).has_icon(Icon::Interior) && swoops(board, b, origin, site, side)
}

/// The bombers' rule on a bombing (`dagobah.bombers`): a bomber carrying Proton Bombs, at the
/// system related to the site (or down at its target zone), bombards an interior site from the
/// system or carpet-bombs its side's target zone.
fn bomb_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Bomb {
        bomber: b,
        at: site,
        side,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    if !e.in_force(&BOMBERS) {
        e.missing("bombing with Proton Bombs: TIE Bombers, Proton Bombs and Bombing Run came with Dagobah, and the Hoth rules say nothing of them");
        return Outcome::Open;
    }
    let board = e.board;
    let (bn, sn) = (
        board.card_name(b),
        board.loc_def(site).plain_title().to_string(),
    );
    if !is_bomber(board.card_def(b)) {
        e.because(
            &BOMBERS,
            format!("{bn} is not a bomber: only bombers use Proton Bombs and Bombing Runs"),
        );
        return Outcome::Refuse;
    }
    if !board.loc_def(site).is_site() {
        e.because(
            &BOMBERS,
            format!(
                "{sn} is a {}: bombers bombard planet sites",
                board.locations[site].kind.name()
            ),
        );
        return Outcome::Refuse;
    }
    let Some((row, zone)) = bomber_place(e, b, &bn) else {
        return Outcome::Refuse;
    };
    let Some(sys) = board.system_of_row(row) else {
        e.because(
            &BOMBERS,
            format!("the system related to {sn} is not on table"),
        );
        return Outcome::Refuse;
    };
    let sysn = board.loc_def(sys).plain_title().to_string();
    e.fact(
        format!("{bn} is at"),
        match zone {
            Some(z) => format!(
                "{} (on a Bombing Run from {sysn})",
                board.loc_def(z).plain_title()
            ),
            None => format!("{sysn} (system)"),
        },
    );
    if board.locations[site].row != row {
        e.because(
            &BOMBERS,
            format!(
                "{sn} is not related to {sysn}, where {bn} is: bombers bombard related sites only"
            ),
        );
        return Outcome::Refuse;
    }
    let mut refused = false;
    let armed = proton_bombs(board, b).is_some();
    if !armed {
        e.because(
            &BOMBERS,
            format!("{bn} carries no Proton Bombs: without them a bomber does not bombard (deploy them on it: `carrying: [Proton Bombs]`)"),
        );
        refused = true;
    }
    let run = Bombing {
        site,
        zone,
        side,
        bn: &bn,
        sn: &sn,
        sysn: &sysn,
    };
    refused |= if board.loc_def(site).has_icon(Icon::Interior) {
        orbital_bombardment(e, &run)
    } else {
        carpet_bombing(e, &run)
    };
    if armed {
        e.allow(&BOMBERS, format!("{bn} carries Proton Bombs"));
    }
    Outcome::refused_if(refused)
}

/// Where a bomber bombards from: the row of its system, and its target zone when it is down on a
/// Bombing Run. `None` (refused, its reason noted) anywhere else.
fn bomber_place(e: &mut Cx, b: CardIx, bn: &str) -> Option<(usize, Option<LocId>)> {
    let board = e.board;
    match board.cards[b].place {
        Place::At(l) if board.loc_def(l).is_system() => Some((board.locations[l].row, None)),
        Place::At(l) if on_run(board, b).is_some() => Some((board.locations[l].row, Some(l))),
        Place::At(l) if board.loc_def(l).is_site() => {
            e.because(&BOMBERS, format!("{bn} is landed at {}: a bomber bombards from the planet's system, or carpet-bombs from its Bombing Run's target zone (a bomber on a Bombing Run stands at its target zone, not landed)", board.loc_def(l).plain_title()));
            None
        }
        Place::At(l) => {
            e.because(
                &BOMBERS,
                format!(
                    "{bn} is at {}: a bomber bombards from the planet's system",
                    board.loc_def(l).plain_title()
                ),
            );
            None
        }
        Place::Aboard(p) | Place::Carried(p) | Place::Escorted(p) => {
            e.because(
                &BOMBERS,
                format!(
                    "{bn} is aboard {}: it bombards from a system",
                    board.card_name(p)
                ),
            );
            None
        }
    }
}

/// A bombing asked of a bomber at a site, once the bomber, the site and their system are known.
#[derive(Clone, Copy)]
struct Bombing<'a> {
    site: LocId,
    zone: Option<LocId>,
    side: Side,
    bn: &'a str,
    sn: &'a str,
    sysn: &'a str,
}

/// Orbital bombardment of an interior site, dropped from the system: whether it is refused.
/// (Whether the energy shield stops it is the shield's check.)
fn orbital_bombardment(e: &mut Cx, run: &Bombing) -> bool {
    let Bombing {
        site,
        zone,
        bn,
        sn,
        sysn,
        ..
    } = *run;
    let board = e.board;
    e.fact(
        "bombing mode",
        format!("orbital bombardment ({sn} is an interior site)"),
    );
    if board.locations[site].state.collapsed {
        e.detail(format!("{sn} is already collapsed"));
    }
    if let Some(z) = zone {
        e.because(&BOMBERS, format!("orbital bombardment of the interior {sn} is dropped from the system, and {bn} is down at {} (it must first return to {sysn})", board.loc_def(z).plain_title()));
        return true;
    }
    e.allow(&BOMBERS, format!("{sn} is an interior site related to {sysn}: {bn} may try to collapse it by orbital bombardment without leaving the system"));
    false
}

/// Carpet bombing of a non-interior site: only your Bombing Run's target zone (the swoop down
/// there first, when the bomber is still at the system, is the act's landing part). Whether
/// it is refused.
fn carpet_bombing(e: &mut Cx, run: &Bombing) -> bool {
    let Bombing {
        site, side, bn, sn, ..
    } = *run;
    let board = e.board;
    e.fact(
        "bombing mode",
        format!("carpet bombing ({sn} is a non-interior site)"),
    );
    if zone_at(board, side, site).is_none() {
        e.because(&BOMBERS, format!("carpet bombing a non-interior site needs your Bombing Run there, and {sn} is not your target zone ({})", zones_words(board, side)));
        return true;
    }
    e.allow(
        &BOMBERS,
        format!("{sn} is your Bombing Run's target zone: {bn} may swoop down and carpet-bomb it"),
    );
    false
}

/// The Bombing Run's part of a bombing: a bomber already down at the target zone carpet-bombs
/// it from there (its swoop from the system is the act's landing part, which this check meets
/// as a leg of the run).
fn bomb_zone_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Bomb {
        bomber: b,
        at: site,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    if !e.in_force(&BOMBING_RUN) || on_run(e.board, b) != Some(site) {
        return Outcome::NotMine;
    }
    e.allow(
        &BOMBING_RUN,
        format!(
            "{} is already down at the target zone {}",
            e.board.card_name(b),
            e.board.loc_def(site).plain_title()
        ),
    );
    Outcome::Clear
}

/// The Proton Bombs' own text times each mode: orbital bombardment "when present during a Force
/// drain" (Force drains come in a control phase), carpet bombing "in a Bombing Run battle" (a
/// battle phase). Where the board writes a phase that rules it out, no, citing the text and
/// the board's phase; where it writes none, the timing is assumed. Not this check's where the
/// bomber carries no Proton Bombs (nothing of theirs is timed) or the ruleset has none.
pub static BOMBS_TIMING_CHECK: Check = Check {
    on: &[Action::Bomb],
    stage: Stage::Rule,
    name: "the Proton Bombs' own timing (card text)",
    rules: &[],
    run: bombs_timing,
};

fn bombs_timing(e: &mut Cx, act: &Act) -> Outcome {
    use crate::rulebook::base::CARD_TIMING;
    let Act::Bomb {
        bomber: b,
        at: site,
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    let board = e.board;
    if !e.in_force(&BOMBERS)
        || !is_bomber(board.card_def(b))
        || proton_bombs(board, b).is_none()
        || !board.loc_def(site).is_site()
    {
        return Outcome::NotMine;
    }
    let (when, phase) = if board.loc_def(site).has_icon(Icon::Interior) {
        (
            "\"When present during a Force drain, may target a related interior site\"",
            Phase::Control,
        )
    } else {
        ("\"May fire in a Bombing Run battle\"", Phase::Battle)
    };
    let Some(p) = board.phase else {
        e.assume("the Proton Bombs' own timing and destiny draw (card text) are met");
        return Outcome::Clear;
    };
    e.note_time();
    if p == phase {
        e.allow_by_card_text(
            &CARD_TIMING,
            format!(
                "Proton Bombs' own text: {when}; a {} phase allows that",
                phase.name()
            ),
        );
        e.assume("the Proton Bombs' destiny draw (card text) is as it says");
        return Outcome::Clear;
    }
    e.because_card_text(
        &CARD_TIMING,
        format!(
            "Proton Bombs' own text: {when}, which happens only in a {} phase; the board's phase is {}",
            phase.name(),
            p.name()
        ),
    );
    Outcome::Refuse
}

// ------------------------------------------------------------------ moves

/// `can move` / `cost move` of a card at `origin` to `dest`: the Bombing Run effect itself, and
/// a bomber's trips down to the target zone and back. True when answered here.
pub(crate) fn move_hook(e: &mut Eval, c: CardIx, origin: LocId, dest: LocId, side: Side) -> bool {
    let zone_card = is_bombing_run(e.board.card_def(c));
    if zone_card {
        move_zone(e, c, dest, side);
        return true;
    }
    if !e.in_force(&BOMBING_RUN) {
        // The swoop meets the table, whose Bombing Run check leaves it open (naming the later
        // document) and whose other checks may still refuse it.
        return swoops(e.board, c, origin, dest, side) && legs(e, c, origin, dest, side);
    }
    legs(e, c, origin, dest, side)
}

/// Whether the Bombing Run rules answer a move of `c` from `origin` to `dest` for `side`,
/// looking only at the board: the Bombing Run card itself moving (the target zone's step), a
/// bomber swooping from the related system down to its side's target zone, or a bomber on a run
/// going back up. [`move_hook`] answers what this claims.
pub(crate) fn reads_move(e: &Eval, c: CardIx, origin: LocId, dest: LocId, side: Side) -> bool {
    let board = e.board;
    let def = board.card_def(c);
    if is_bombing_run(def) {
        return true;
    }
    if def.card_type != CardType::Starship {
        return false;
    }
    // A swoop down to the side's target zone is a Bombing Run's move under every ruleset: where
    // the documents say nothing of Bombing Runs it is answered as `can bomb` is (undetermined,
    // naming the later document), not as a landing.
    if swoops(board, c, origin, dest, side) {
        return true;
    }
    e.in_force(&BOMBING_RUN) && on_run(board, c) == Some(origin)
}

/// A bomber at a system going down to a related site where `side`'s Bombing Run is.
fn swoops(board: &Board, c: CardIx, origin: LocId, dest: LocId, side: Side) -> bool {
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    o.is_system()
        && d.is_site()
        && board.locations[origin].row == board.locations[dest].row
        && is_bomber(board.card_def(c))
        && zone_at(board, side, dest).is_some()
}

/// `can move <bomber> to <site> by "Bombing Run"`, after the shield's part was judged.
pub(crate) fn move_by_run(e: &mut Eval, c: CardIx, dest: LocId, side: Side) {
    if let Place::At(origin) = e.board.cards[c].place
        && legs(e, c, origin, dest, side)
    {
        return;
    }
    // No leg of a run: the move by the card, flown on the run, which the Bombing Run's check
    // refuses (it says which leg the move is not). A starship's flight down to a site or up
    // from one is the landing or take-off it would be, like every move by the run.
    let kind = match (e.board.location_of(c), e.board.card_def(c).card_type) {
        (Some(o), CardType::Starship) => {
            match (
                e.board.loc_def(o).is_site(),
                e.board.loc_def(dest).is_site(),
            ) {
                (false, true) => Action::Land,
                (true, false) => Action::TakeOff,
                _ => Action::Move,
            }
        }
        _ => Action::Move,
    };
    let found = rules(e, &by_the_run(kind, c, side, dest));
    e.settle(found, None);
}

/// A move by Bombing Run that is none of its legs (a bomber's swoop down to its side's target
/// zone, its return to the system): what it is instead. True (refused) always.
fn no_leg(e: &mut Cx, c: CardIx, dest: LocId, side: Side) -> bool {
    let board = e.board;
    let name = board.card_name(c);
    let Place::At(origin) = board.cards[c].place else {
        e.because(
            &BOMBING_RUN,
            format!("{name} is aboard another card: only a bomber at the related system makes a Bombing Run"),
        );
        return true;
    };
    let (on, dn) = (
        board.loc_def(origin).plain_title(),
        board.loc_def(dest).plain_title(),
    );
    let down = board.loc_def(origin).is_system()
        && board.loc_def(dest).is_site()
        && board.locations[origin].row == board.locations[dest].row;
    if down && !is_bomber(board.card_def(c)) {
        e.because(&BOMBING_RUN, format!("only bombers swoop down on a Bombing Run; {name} is not a bomber (starfighters land instead: `can land`)"));
    } else if down {
        e.because(&BOMBING_RUN, format!("{name} may swoop down from {on} only to your Bombing Run's target zone, and {dn} is not it ({}); otherwise a starfighter lands (`can land`)", zones_words(board, side)));
    } else {
        e.because(&BOMBING_RUN, format!("a Bombing Run takes a bomber from the related system down to the target zone or back; {name} at {on} going to {dn} is neither"));
    }
    true
}

/// A bomber's trip down to the zone, or back to the system. True when answered.
fn legs(e: &mut Eval, c: CardIx, origin: LocId, dest: LocId, side: Side) -> bool {
    let board = e.board;
    let def = board.card_def(c);
    if def.card_type != CardType::Starship {
        return false;
    }
    let (o, d) = (board.loc_def(origin), board.loc_def(dest));
    let same_row = board.locations[origin].row == board.locations[dest].row;
    // Down: from the system to a related site.
    if o.is_system() && d.is_site() && same_row {
        // Only a bomber swooping to its own target zone makes a Bombing Run move; any other
        // move down to a site is a landing, which the landing rules answer.
        if !is_bomber(def) || zone_at(board, side, dest).is_none() {
            return false;
        }
        // The swoop is a landing's act, flown on the run: every check on landing meets it
        // (the shield's among them), and the Bombing Run's check says it is the run's leg.
        let act = Act::flying(Action::Land, c, side, Some(dest), Flier::Run);
        let found = rules(e, &act);
        finish_leg(e, &act, found);
        return true;
    }
    // Back: from the target zone to the system, when the Bombing Run card says (its own
    // rules, not the regular move of the turn), as a take-off's act flown on the run (a move
    // on to another site is a move's act, which the Bombing Run's check refuses).
    if on_run(board, c) == Some(origin) {
        let kind = if d.is_site() {
            Action::Move
        } else {
            Action::TakeOff
        };
        let act = by_the_run(kind, c, side, dest);
        let found = rules(e, &act);
        finish_leg(e, &act, found);
        return true;
    }
    false
}

/// The answer to a leg of a Bombing Run from what the table found, with its price (a regular
/// move for 1 Force); under a ruleset without Bombing Runs, undetermined, with no price.
fn finish_leg(e: &mut Eval, act: &Act, found: Found) {
    if !e.in_force(&BOMBING_RUN) && !found.is_refused() {
        e.settle(found, None);
        return;
    }
    // The Bombing Run's check says the leg is a regular move for 1 Force: the table's price
    // (`RUN_PRICE`, with a collapsed site's 1 more).
    let n = crate::rules::actions::price(e, act);
    if !found.is_refused() && !e.want_cost() {
        e.assume_paid(format!("you can pay the {n} Force"));
    }
    e.settle(found, Some(n));
}

/// Moving the Bombing Run effect (the target zone) to an adjacent site: the act, by the card's
/// own rules, meets the table (the Bombing Run's check says where and when the zone steps; the
/// shield's that what it makes of a zone stepping onto a shielded site is not written). Its
/// cost is the card's own text's, which the rules document does not set.
fn move_zone(e: &mut Eval, c: CardIx, dest: LocId, side: Side) {
    let act = by_own_rules(c, side, dest);
    let mut found = rules(e, &act);
    // Asked for its cost: the table's price check says the card's text sets it.
    if e.want_cost() && !found.is_refused() {
        found = found.and(crate::rules::actions::price_found(e, &act).1);
    }
    e.settle(found, None);
}

/// The target zone's step (the Bombing Run card moved by its own rules): to an adjacent
/// non-interior site, by its owner, at the start of the owner's move phase, once a turn. Under
/// a ruleset without Bombing Runs, not modelled.
fn zone_step_check(e: &mut Cx, act: &Act) -> Outcome {
    let Act::Move {
        card: c,
        side,
        to: Some(dest),
        ..
    } = *act
    else {
        return Outcome::NotMine;
    };
    if !e.in_force(&BOMBING_RUN) {
        e.not_modelled_because(
            "not modelled under the Hoth rules: Bombing Run and its moves came with Dagobah",
        );
        return Outcome::Open;
    }
    let board = e.board;
    let Some(origin) = board.location_of(c) else {
        return Outcome::NotMine;
    };
    let name = board.card_name(c);
    let owner = board.cards[c].side;
    let (on, dn) = (
        board.loc_def(origin).plain_title().to_string(),
        board.loc_def(dest).plain_title().to_string(),
    );
    if !board.loc_def(dest).is_site() {
        e.because(
            &BOMBING_RUN,
            format!("the target zone moves from site to site; {dn} is not a site"),
        );
        return Outcome::Refuse;
    }
    let mut refused = zone_step_refused(e, c, origin, dest, side);
    e.note_time();
    match (board.turn, board.phase) {
        (Some(t), _) if t != owner => {
            e.because(&BOMBING_RUN, format!("the target zone moves at the start of its owner's move phase, and the board's `turn:` is the {}'s", t.title()));
            refused = true;
        }
        (_, Some(p)) if p != Phase::Move => {
            e.because(
                &BOMBING_RUN,
                format!(
                    "the target zone moves at the start of your move phase; it is the {} phase",
                    p.name()
                ),
            );
            refused = true;
        }
        _ => e.assume("it is the start of your move phase"),
    }
    if board.cards[c].this_turn.contains(&ThisTurn::Moved) {
        e.because(&BOMBING_RUN, format!("{name} has already moved this turn"));
        refused = true;
    }
    if refused {
        return Outcome::Refuse;
    }
    e.allow(&BOMBING_RUN, format!("{dn} is a non-interior site adjacent to {on}: at the start of your move phase the target zone may move there"));
    Outcome::Clear
}

/// Where and by whom the target zone steps: an adjacent site, never interior, by its owner.
/// True when refused (each reason noted).
fn zone_step_refused(e: &mut Cx, c: CardIx, origin: LocId, dest: LocId, side: Side) -> bool {
    let board = e.board;
    let name = board.card_name(c);
    let owner = board.cards[c].side;
    let (on, dn) = (
        board.loc_def(origin).plain_title().to_string(),
        board.loc_def(dest).plain_title().to_string(),
    );
    let mut refused = false;
    let sites: Vec<LocId> = board.rows[board.locations[origin].row]
        .locations
        .iter()
        .copied()
        .filter(|&l| board.loc_def(l).is_site())
        .collect();
    let adjacent = board.locations[origin].row == board.locations[dest].row
        && match (
            sites.iter().position(|&l| l == origin),
            sites.iter().position(|&l| l == dest),
        ) {
            (Some(i), Some(j)) => i.abs_diff(j) == 1,
            _ => false,
        };
    if !adjacent {
        e.because(
            &BOMBING_RUN,
            format!("{name} moves only to a site adjacent to {on}, and {dn} is not adjacent"),
        );
        refused = true;
    }
    if board.loc_def(dest).has_icon(Icon::Interior) {
        e.because(
            &BOMBING_RUN,
            format!("{dn} is an interior site: the target zone is always a non-interior site"),
        );
        refused = true;
    }
    if side != owner {
        e.because(
            &BOMBING_RUN,
            format!("{name} is the {}'s: only its owner moves it", owner.title()),
        );
        refused = true;
    }
    refused
}

/// A move the Bombing Run card makes of a bomber by its own rules (not the turn's regular
/// move), flown on the run: its return trip, or a move by the card that is no leg of it.
fn by_the_run<'b>(kind: Action, c: CardIx, side: Side, dest: LocId) -> Act<'b> {
    Act::Move {
        kind,
        card: c,
        side,
        to: Some(dest),
        craft: None,
        by_card: true,
        by: None,
        flier: Flier::Run,
    }
}

/// A move a Bombing Run makes by its card's own rules (the target zone's step, a bomber's
/// return when the card says): not the regular move of the turn.
fn by_own_rules<'b>(c: CardIx, side: Side, dest: LocId) -> Act<'b> {
    Act::moved_by(c, side, dest, None)
}

/// Moves worth checking for `moves`: a bomber's trips to its side's target zones and back.
pub(crate) fn candidate_moves(board: &Board, c: CardIx) -> Vec<(String, QueryKind)> {
    let def = board.card_def(c);
    let side = board.cards[c].side;
    let Place::At(l) = board.cards[c].place else {
        return Vec::new();
    };
    let row = board.locations[l].row;
    let sites: Vec<LocId> = board.rows[row]
        .locations
        .iter()
        .copied()
        .filter(|&s| board.loc_def(s).is_site())
        .collect();
    // (The target zone's own steps are among the site-to-site moves already listed.)
    let mut targets: Vec<LocId> = Vec::new();
    if is_bomber(def) && board.loc_def(l).is_system() {
        targets.extend(
            sites
                .iter()
                .copied()
                .filter(|&s| zone_at(board, side, s).is_some()),
        );
    } else if on_run(board, c).is_some() {
        targets.extend(board.system_of_row(row));
    }
    targets
        .into_iter()
        .map(|t| {
            (
                format!("move to {}", board.loc_name(t)),
                QueryKind::CanMove {
                    card: super::subject::card_ref(c),
                    to: Some(super::subject::loc_ref(t)),
                    by: None,
                },
            )
        })
        .collect()
}

// ------------------------------------------------------------------ presence

/// `presence <side> at <l>`: bombers down at the target zone have presence there.
pub(crate) fn presence_notes(e: &mut Eval, side: Side, l: LocId) {
    if !e.in_force(&BOMBING_RUN) {
        return;
    }
    let board = e.board;
    let lname = board.loc_def(l).plain_title().to_string();
    for &c in &board.locations[l].cards {
        if board.cards[c].side == side && on_run(board, c) == Some(l) {
            e.because(&BOMBING_RUN, format!("{} is on a Bombing Run at {lname}: bombers at the target zone have presence there and may battle there, Proton Bombs or not", board.card_name(c)));
        }
    }
}

/// `present <card>`: a bomber down at the target zone is present there, not landed.
pub(crate) fn present_note(e: &mut Eval, c: CardIx) -> bool {
    if !e.in_force(&BOMBING_RUN) {
        return false;
    }
    if let Some(l) = on_run(e.board, c) {
        e.because(
            &BOMBING_RUN,
            format!(
                "{} swooped down to the target zone {} on a Bombing Run: it is there, not landed",
                e.board.card_name(c),
                e.board.loc_def(l).plain_title()
            ),
        );
    }
    false
}

#[cfg(test)]
mod tests;
