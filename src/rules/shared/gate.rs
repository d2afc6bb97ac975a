//! The gate every deployment and move passes before the documents' rules are read (a side moves
//! only its own cards), and the timing check: an act the rules time (your deploy phase, your
//! move phase, the opponent's turn for a react) is judged against the board's `turn:` and
//! `phase:`. Timing is a Rule-stage check, not a gate: it refuses, the documents' other rules
//! still run, a `no` lists it first, and the answer says what the act meets at its own time
//! (`Eval::out_of_time`). Registered once for the group of actions, so no family can forget it
//! or read `as <side>` differently.
//!
//! `as <side>` names the side that acts; it never changes the board. Where the board writes
//! neither `turn:` nor `phase:`, the act's own time is assumed and listed.

use crate::board::facts::{Custody, custody, starship_of_site};
use crate::board::{Phase, Place, ThisTurn};
use crate::catalog::CardType;
use crate::rulebook::Side;
use crate::rulebook::base::{CARD_TEXT, DEPLOY_PHASE, OWN_CARDS};
use crate::rulebook::capture::ESCORT;
use crate::rulebook::movement::{EMBARK_WHEN, REACT_WHEN, REGULAR_WHEN, UNLIMITED};
use crate::rulebook::starship_sites::STARSHIP_SITES;
use crate::rules::actions::{Act, Action, Check, Stage};
use crate::rules::eval::{Cx, Eval};
use crate::verdict::Reason;

/// Every kind of move a side makes with a card.
pub(crate) const MOVES: &[Action] = &[
    Action::Move,
    Action::Land,
    Action::TakeOff,
    Action::SectorMove,
    Action::React,
    Action::Shuttle,
    Action::Transfer,
    Action::Transit,
    Action::Embark,
    Action::Disembark,
];

/// A side moves its own cards, never the other side's (a captive is moved by its captor): the
/// base rule, for every kind of move (the moving rules themselves are their own checks'); and
/// a card aboard, carried or (before Cloud City) escorted goes where what holds it goes, an
/// unlimited move: it makes no regular move of its own. A captive's custody, under Cloud City,
/// is the capture family's one check (`capture::CUSTODY`).
pub static OWNER: Check = Check {
    on: MOVES,
    stage: Stage::Gate,
    name: "a side moves only its own cards, and only cards that stand on their own",
    rules: &[&UNLIMITED],
    run: |e, a| {
        let foreign = owner_check(e, a);
        let refused = held_check(e, a) || foreign;
        if !refused {
            transfer_unlimited(e, a);
        }
        crate::rules::actions::Outcome::refused_if(refused)
    },
};

/// A transfer between craft that the gate lets through is an unlimited move, not the card's
/// regular move: the permission, with the rule. (A captive's transfer, under Cloud City, is
/// the escorting rule's: `capture::reads_transfer`.)
fn transfer_unlimited(e: &mut Cx, act: &Act) {
    if let Act::Move {
        kind: Action::Transfer,
        card,
        craft: Some(_),
        ..
    } = *act
        && !(crate::board::facts::custody(e.board, card) != crate::board::facts::Custody::Free
            && e.in_force(&ESCORT))
    {
        e.allow(
            &UNLIMITED,
            "transferring is an unlimited move (not the card's regular move)",
        );
    }
}

/// The time of the act against the board's turn and phase.
pub static TIMING: Check = Check {
    on: &[
        Action::Deploy,
        Action::Move,
        Action::Land,
        Action::TakeOff,
        Action::SectorMove,
        Action::Shuttle,
        Action::Transit,
        Action::Embark,
        Action::Disembark,
        Action::React,
    ],
    stage: Stage::Rule,
    name: "the act's time: the board's turn and phase",
    rules: &[&REGULAR_WHEN, &EMBARK_WHEN, &REACT_WHEN],
    run: |e, a| crate::rules::actions::Outcome::refused_if(timing_check(e, a)),
};

pub(crate) static CHECKS: &[&Check] = &[&OWNER, &TIMING];

/// Cards that move themselves. A card moved by its own rules (a Bombing Run's target zone) is
/// left to its family, which cites them, for whose it is and when it moves.
fn moves_itself(e: &Eval, card: crate::board::CardIx) -> bool {
    matches!(
        e.board.card_def(card).card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle | CardType::Starship
    )
}

fn owner_check(e: &mut Cx, act: &Act) -> bool {
    let Act::Move { card, side, .. } = *act else {
        return false;
    };
    let board = e.board;
    if !moves_itself(e, card) {
        return false;
    }
    let owner = board.cards[card].side;
    // A captive is moved by its captor (the escort and prisoner rules decide).
    if owner == side || custody(board, card) != Custody::Free {
        return false;
    }
    let why = format!(
        "{} is the {}'s card: only its owner moves it, and the question asks as the {}",
        board.card_name(card),
        owner.title(),
        side.title()
    );
    e.because_base(&OWN_CARDS, why);
    true
}

/// A regular move (`can move <card> to <location>`, or docking bay transit) of a card aboard,
/// carried or escorted: refused, since it goes where what holds it goes. A card aboard a starship moving to one of
/// that starship's own sites is the starship-site rules' move, not a regular one.
fn held_check(e: &mut Cx, act: &Act) -> bool {
    let board = e.board;
    let (kind, card, to) = match *act {
        Act::Move {
            kind: kind @ (Action::Move | Action::Transit),
            card,
            to: Some(to),
            craft: None,
            by_card: false,
            ..
        } => (kind, card, Some(to)),
        // Nor is a carried or escorted card shuttled on its own.
        Act::Move {
            kind: Action::Shuttle,
            card,
            ..
        } if matches!(
            board.cards[card].place,
            Place::Carried(_) | Place::Escorted(_)
        ) =>
        {
            (Action::Shuttle, card, None)
        }
        _ => return false,
    };
    let name = board.card_name(card);
    match board.cards[card].place {
        Place::At(_) => false,
        // (Docking bay transit is from a docking bay the card stands at: never this.)
        Place::Aboard(p)
            if kind == Action::Move
                && to.is_some_and(|to| starship_of_site(board, to) == Some(p))
                && e.in_force(&STARSHIP_SITES) =>
        {
            false
        }
        Place::Aboard(p) => {
            e.because(
                &UNLIMITED,
                format!(
                    "{name} is aboard {}: it moves with it, or disembarks first",
                    board.card_name(p)
                ),
            );
            true
        }
        Place::Carried(p) => {
            e.because(
                &UNLIMITED,
                format!(
                    "{name} is carried by {}: it goes only where its carrier goes",
                    board.card_name(p)
                ),
            );
            true
        }
        // Under Cloud City an escorted captive's regular move is the custody check's
        // (`capture::CUSTODY`); a docking bay transit of its own is refused here, as it is of
        // any card held (the escorting rule does not declare transit).
        Place::Escorted(_) if kind != Action::Transit && e.in_force(&ESCORT) => false,
        Place::Escorted(p) => {
            e.because(
                &UNLIMITED,
                format!(
                    "{name} is a captive escorted by {}: it goes only where its escort goes",
                    board.card_name(p)
                ),
            );
            true
        }
    }
}

/// The time of a move: the side's next move phase.
fn next_move_phase(side: Side) -> String {
    format!("in the {}'s next move phase", side.title())
}

/// The time of a react: when the opponent announces a battle or Force drain.
fn announced(side: Side) -> String {
    format!(
        "when the {} announces a battle or Force drain",
        side.opponent().title()
    )
}

fn timing_check(e: &mut Cx, act: &Act) -> bool {
    if let Act::Move { card, .. } = *act
        && !moves_itself(e, card)
    {
        return false;
    }
    match *act {
        // A starting card is deployed at the start of the game, not in a deploy phase.
        Act::Deploy { starting: true, .. } => false,
        Act::Deploy { side, .. } => deploy_time(e, side, act),
        // A Bombing Run's legs are regular moves in time, though the return is made by the
        // card's own rules (not the turn's one regular move).
        Act::Move {
            kind,
            side,
            flier: crate::rules::actions::Flier::Run,
            ..
        } => move_time(e, side, kind),
        Act::Move { by_card: true, .. } => false,
        Act::Move {
            kind: Action::React,
            side,
            ..
        } => react_time(e, side),
        Act::Move {
            kind: Action::Embark | Action::Disembark,
            side,
            craft,
            ..
        } => embark_time(e, side, craft),
        Act::Move {
            kind: Action::Transfer,
            ..
        } => false,
        Act::Move {
            kind,
            side,
            card,
            to,
            ..
        } => !granted_now(e, side, card, to) && move_time(e, side, kind),
        _ => false,
    }
}

/// A move the board's time puts outside the move phase, that a card's text on the board lets
/// happen now ([`phase_grants`]): cleared, citing it; open where it does not settle whether it
/// covers this move (quoting it). `false`: in its time, or no grant names the card.
fn granted_now(
    e: &mut Cx,
    side: Side,
    card: crate::board::CardIx,
    to: Option<crate::board::LocId>,
) -> bool {
    let (turn, phase) = match when(e, side) {
        When::Own(Some(p)) if p != Phase::Move => (Some(side), p),
        When::Theirs(t, Some(p)) => (Some(t), p),
        When::Phase(p) if p != Phase::Move => (None, p),
        _ => return false,
    };
    let grants = super::phase_grants::grant_now(e, side, card, to, turn, phase);
    let Some(g) = grants.into_iter().next() else {
        return false;
    };
    let name = e.board.card_name(card);
    e.note_time();
    if let Some(a) = g.assumed {
        e.assume(a);
    }
    match g.fits {
        Ok(()) => e.allow_by_card_text(
            &CARD_TEXT,
            format!(
                "{}: {name} is such a card, so it may move in this {} phase",
                g.quoted,
                phase.name()
            ),
        ),
        Err(why) => e.missing(format!(
            "{}: it may let {name} move in this {} phase; {why}",
            g.quoted,
            phase.name()
        )),
    }
    true
}

/// What the board says of the time, for a side acting: `Own(phase)` in its own turn,
/// `Theirs(phase)` in the other side's; `None` where the board writes neither.
enum When {
    Own(Option<Phase>),
    Theirs(Side, Option<Phase>),
    /// Only the phase is written: whose turn it is, is not.
    Phase(Phase),
    Unknown,
}

fn when(e: &Eval, side: Side) -> When {
    match (e.board.turn, e.board.phase) {
        (Some(t), p) if t == side => When::Own(p),
        (Some(t), p) => When::Theirs(t, p),
        (None, Some(p)) => When::Phase(p),
        (None, None) => When::Unknown,
    }
}

/// An act made in its owner's own `phase`: cleared (its time noted, or assumed and listed
/// where the board does not say), or the reason it is out of its time (`rule_words` saying
/// when the act is made).
fn own_phase(e: &mut Cx, side: Side, phase: Phase, rule_words: &str) -> Option<String> {
    let why = match when(e, side) {
        When::Unknown => {
            e.assume(format!(
                "it is your {} phase (the board writes neither `turn:` nor `phase:`)",
                phase.name()
            ));
            return None;
        }
        When::Own(None) => {
            e.assume(format!(
                "it is your {} phase (the board writes no `phase:`)",
                phase.name()
            ));
            return None;
        }
        When::Phase(p) if p == phase => {
            e.assume(format!(
                "it is your {} phase (the board writes no `turn:`)",
                phase.name()
            ));
            return None;
        }
        When::Own(Some(p)) if p == phase => {
            e.note_time();
            return None;
        }
        When::Theirs(t, _) => format!(
            "{rule_words}, and the board's `turn:` is the {}'s, not the {}'s",
            t.title(),
            side.title()
        ),
        When::Own(Some(p)) | When::Phase(p) => {
            format!("{rule_words}, and the board's `phase:` is {}", p.name())
        }
    };
    e.note_time();
    Some(why)
}

fn deploy_time(e: &mut Cx, side: Side, act: &Act) -> bool {
    let Some(why) = own_phase(
        e,
        side,
        Phase::Deploy,
        "cards deploy in their owner's deploy phase",
    ) else {
        return false;
    };
    if react_deploy(e, act) {
        return false;
    }
    e.out_of_time(
        Reason::base(&DEPLOY_PHASE, why),
        format!("in the {}'s next deploy phase", side.title()),
    );
    true
}

fn move_time(e: &mut Cx, side: Side, kind: Action) -> bool {
    let what = match kind {
        Action::Land => "landing",
        Action::TakeOff => "taking off",
        Action::Shuttle => "shuttling",
        Action::Transit => "docking bay transit",
        Action::SectorMove => "a move at sectors",
        _ => "moving",
    };
    let rule_words = format!("{what} is a regular move, made in your own move phase");
    let Some(why) = own_phase(e, side, Phase::Move, &rule_words) else {
        // The board writes the act's own time: the rule allows it now.
        if matches!(when(e, side), When::Own(Some(Phase::Move))) {
            e.allow(
                &REGULAR_WHEN,
                format!(
                    "it is the {}'s move phase, the time of a regular move",
                    side.title()
                ),
            );
        }
        return false;
    };
    e.out_of_time_by(&REGULAR_WHEN, why, next_move_phase(side));
    true
}

/// A react answers the opponent's battle or Force drain: in the other side's turn, in its
/// battle or control phase.
fn react_time(e: &mut Cx, side: Side) -> bool {
    match react_window(e, side) {
        Ok(assumed) => {
            e.assume(assumed);
            false
        }
        Err(why) => {
            e.out_of_time_by(&REACT_WHEN, why, announced(side));
            true
        }
    }
}

/// The react window, the one time of every react (a move as a 'react', and a deploy that a
/// card grants as a 'react'): in the other side's turn, in its battle or control phase, just
/// after it announces a battle or Force drain (the board's time against it:
/// [`crate::board::facts::places::react_time`]). `Ok`: the board's time is in it (or does not
/// say), with what is assumed; `Err`: why the board's time is outside it. Notes the board's
/// time where it writes one.
fn react_window(e: &mut Cx, side: Side) -> Result<&'static str, String> {
    use crate::board::facts::places::{ReactTime, react_time};
    let time = react_time(e.board, side);
    if time != ReactTime::Unwritten {
        e.note_time();
    }
    match time {
        ReactTime::Unwritten => Ok(
            "the opponent has just announced a battle or Force drain (the board writes neither `turn:` nor `phase:`)",
        ),
        ReactTime::OwnTurn => Err(format!(
            "reacts happen during the opponent's turn, and the board's `turn:` is the {}'s own",
            side.title()
        )),
        ReactTime::OtherPhase(p) => Err(format!(
            "a react answers the opponent's battle or Force drain, and neither is announced in the {} phase",
            p.name()
        )),
        ReactTime::In => Ok("the opponent has just announced a battle or Force drain there"),
    }
}

/// A deploy out of its owner's deploy phase that a card's read sentence grants as a 'react'
/// (the actor's "May deploy -3 as a 'react'", the location's "Your Corellian corvettes may
/// deploy here as a 'react'"): in the react window, the deploy-phase timing is lifted, cited
/// to the Hoth supplement's react time and the sentence; a grant whose words the board
/// cannot settle leaves it open, naming them. `false`: no grant covers it, or the board's
/// time is outside the react window (the deploy-phase refusal stands).
fn react_deploy(e: &mut Cx, act: &Act) -> bool {
    let Act::Deploy { card, side, to, .. } = *act else {
        return false;
    };
    let Some(g) = react_deploy_now(e, act).filter(|g| g.fits != Ok(false)) else {
        return false;
    };
    match react_window(e, side) {
        Ok(assumed) => e.assume(assumed),
        Err(_) => return false,
    }
    let name = card.plain_title();
    // (A grant that does not cover the deploy was set aside above.)
    if let Err(w) = g.fits {
        e.missing(format!(
            "{}: it may let {name} deploy as a react; {w}",
            g.quoted
        ));
        return true;
    }
    let place = to.map_or(String::new(), |l| {
        format!(" to {}", e.board.loc_def(l).plain_title())
    });
    e.allow(
        &REACT_WHEN,
        "a deploy that a card grants as a 'react' is made in the react window, as a react is",
    );
    e.allow_by_card_text(
        &CARD_TEXT,
        format!("{}: {name} may deploy{place} as a react", g.quoted),
    );
    true
}

/// The grant to deploy as a 'react' that `act` would be made by, where the board's time is in
/// the react window and not the side's own deploy phase: for the timing check (above) and the
/// price a grant sets ("May deploy -3 as a 'react'": the card-text price check), one
/// computation. `None`: the deploy is made the usual way (or refused by its time).
pub(crate) fn react_deploy_now(e: &Eval, act: &Act) -> Option<super::grants::ReactDeploy> {
    let Act::Deploy {
        card,
        side,
        to,
        with,
        starting: false,
        ..
    } = *act
    else {
        return None;
    };
    let in_window = match when(e, side) {
        When::Theirs(_, Some(p)) | When::Phase(p) => {
            matches!(p, Phase::Battle | Phase::Control)
        }
        When::Theirs(_, None) => true,
        _ => false,
    };
    if !in_window {
        return None;
    }
    let with = with.map(|w| match w {
        crate::rules::actions::By::Card(c) => e.board.card_def(c),
        crate::rules::actions::By::Def(d) => d,
    });
    let to = to.or_else(|| match *act {
        Act::Deploy { host: Some(h), .. } => e.board.location_of(h),
        _ => None,
    });
    super::grants::react_deploy_grant(e, card, side, to, with)
}

/// Embarking and disembarking: in your move phase, or at either end of a react by the craft
/// (in the opponent's battle or control phase). The board says whether the craft reacted this
/// turn (`this_turn: [reacted]`) and whether it may react at all (`allows: [react]`).
fn embark_time(e: &mut Cx, side: Side, craft: Option<crate::board::CardIx>) -> bool {
    let (t, phase) = match when(e, side) {
        When::Unknown => {
            e.assume("it is your move phase, or the start or end of a react (the board writes neither `turn:` nor `phase:`)");
            return false;
        }
        When::Own(None) => {
            e.assume("it is your move phase (the board writes no `phase:`)");
            return false;
        }
        When::Phase(Phase::Move) => {
            e.assume("it is your move phase (the board writes no `turn:`)");
            return false;
        }
        When::Own(Some(Phase::Move)) => {
            e.note_time();
            e.allow(
                &EMBARK_WHEN,
                format!(
                    "it is the {}'s move phase, when embarking and disembarking may happen",
                    side.title()
                ),
            );
            return false;
        }
        When::Own(Some(p)) => {
            e.note_time();
            e.out_of_time_by(
                &EMBARK_WHEN,
                format!(
                    "embarking and disembarking happen in your move phase, or at the start or end of a react (in the opponent's turn); the board's `phase:` is {}",
                    p.name()
                ),
                next_move_phase(side),
            );
            return true;
        }
        // Only the phase is written: a react is possible only if it is the opponent's turn.
        When::Phase(p) => (None, Some(p)),
        When::Theirs(t, p) => (Some(t), p),
    };
    e.note_time();
    let board = e.board;
    let whose = match t {
        Some(t) => format!("the {}'s turn", t.title()),
        None => "a turn the board does not name".to_string(),
    };
    // Outside your move phase: only around a react, which answers a battle or a Force drain.
    if let Some(p) = phase
        && !matches!(p, Phase::Battle | Phase::Control)
    {
        e.out_of_time_by(&EMBARK_WHEN, format!("embarking and disembarking happen in your own move phase, or at the start or end of a react; it is the {} phase of {whose}", p.name()), next_move_phase(side));
        e.out_of_time_by(
            &REACT_WHEN,
            format!(
                "a react answers the opponent's battle or Force drain, and neither is announced in the {} phase",
                p.name()
            ),
            next_move_phase(side),
        );
        return true;
    }
    let Some(craft) = craft else {
        e.missing("whether a react is under way, at whose start or end this happens (the board does not say)");
        return false;
    };
    let cname = board.card_name(craft);
    if board.cards[craft].this_turn.contains(&ThisTurn::Reacted) {
        e.because(
            &REACT_WHEN,
            format!("{cname} reacted this turn: cards embark on and disembark from a reacting card just before it departs and just after it arrives"),
        );
        return false;
    }
    if board.card_def(craft).allows("react") {
        e.missing(format!(
            "whether {cname} is reacting now: the board does not record a react this turn (`this_turn: [reacted]`), and outside a react this is {whose}"
        ));
        return false;
    }
    e.out_of_time_by(&EMBARK_WHEN, format!("embarking and disembarking happen in your own move phase, or at the start or end of a react; it is {whose}"), next_move_phase(side));
    e.out_of_time_by(
        &REACT_WHEN,
        format!(
            "{cname} has no react (its card facts give none), so no react of it can be under way"
        ),
        next_move_phase(side),
    );
    true
}
