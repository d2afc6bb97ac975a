//! The rule families that check the rules, the check table, and the dispatch of a question.
//!
//! Each family's rules (id, citation, statement, ruleset, supersedes) are declared in the
//! rulebook, in the file named as the family (`src/rulebook/<family>.rs`); the family file here
//! applies them. [`all`] (the rulebook's registry) is the single list every output reads.

pub mod actions;
mod attaching;
mod bombers;
mod capture;
pub mod card_text;
mod classify;
mod creatures;
mod dagobah;
mod deploy;
mod destinations;
mod dotf;
mod dotf_duel;
mod effects;
mod eval;
pub mod layout;
mod mines;
mod missing;
mod movement;
mod moves;
pub use moves::FoundMove;
pub use moves::MAX_LISTED as MAX_MOVES_LISTED;
#[cfg(test)]
mod hand_cited;
mod persona;
mod presence;
mod problem;
pub mod reach;
mod readings;
mod sabacc;
mod sectors;
mod shared;
mod shield;
mod starship_sites;
mod starships;
pub mod subject;
#[cfg(test)]
mod table_record;
mod targeting;
mod training;
pub mod validate;
mod vehicles;
mod weapons;

pub use crate::rulebook::{
    Document, Rule, Ruleset, all, find, in_force, in_force_under, superseded_by,
};
pub use eval::Eval;
pub use shared::work;
pub use subject::{AskError, AskErrorKind};

use crate::board::{Board, CardIx, LocId};
use crate::query::{CardRef, Query, QueryKind, Side};
use crate::rulebook::replacements;
use crate::verdict::{Answer, Superseded, Verdict};
use actions::Check;
use std::sync::OnceLock;

/// The check table's rows, declared in [`actions::CheckTable`] so that the families can consult
/// it: every family's `CHECKS`.
impl actions::CheckTable {
    /// Every row, of both games: what `swjudge rules <id>` names and the unit tests hold.
    pub(crate) fn all() -> &'static [&'static Check] {
        static ALL: OnceLock<Vec<&'static Check>> = OnceLock::new();
        ALL.get_or_init(|| [Self::swccg(), dotf::CHECKS, dotf_duel::CHECKS].concat())
    }
    /// The rows an act on a board of `game` meets: the Star Wars CCG families', or Young
    /// Jedi's (each game's acts are judged by its own rules only).
    pub(crate) fn of(game: crate::board::Game) -> &'static [&'static Check] {
        match game {
            crate::board::Game::Swccg => Self::swccg(),
            crate::board::Game::YoungJedi => Self::young_jedi(),
        }
    }
    /// What card text may lift of `check`'s refusals, by the kind of the check (see
    /// [`actions::Lift`]): declared here once for the table ([`LIFTS`]), not where a refusal
    /// is made. A check of the Price stage is about what the act costs.
    pub(crate) fn lift(check: &Check) -> Option<actions::Lift> {
        if check.stage == actions::Stage::Price {
            return Some(actions::Lift::Price);
        }
        LIFTS
            .iter()
            .find(|(c, _)| std::ptr::eq(*c, check))
            .map(|&(_, l)| l)
    }
    fn young_jedi() -> &'static [&'static Check] {
        static YJ: OnceLock<Vec<&'static Check>> = OnceLock::new();
        YJ.get_or_init(|| {
            [
                dotf::CHECKS,
                dotf_duel::CHECKS,
                #[cfg(test)]
                &[&table_record::RECORDER],
            ]
            .concat()
        })
    }
    fn swccg() -> &'static [&'static Check] {
        static SWCCG: OnceLock<Vec<&'static Check>> = OnceLock::new();
        SWCCG.get_or_init(|| {
            [
                shared::gate::CHECKS,
                &[&movement::BASE_PRICE],
                starships::CHECKS,
                attaching::CHECKS,
                bombers::CHECKS,
                capture::CHECKS,
                dagobah::CHECKS,
                persona::CHECKS,
                sectors::CHECKS,
                shared::operated::CHECKS,
                shared::regular_move::CHECKS,
                shield::CHECKS,
                creatures::CHECKS,
                vehicles::CHECKS,
                deploy::place::CHECKS,
                card_text::DEPLOY_LIMIT,
                deploy::place::PRICE_CHECKS,
                shared::unique::CHECKS,
                layout::CHECKS,
                movement::CHECKS,
                starship_sites::CHECKS,
                effects::CHECKS,
                missing::CHECKS,
                weapons::CHECKS,
                shared::landed::CHECKS,
                card_text::CHECKS,
                mines::CHECKS,
                &[&shared::force_pile::CHECK],
                #[cfg(test)]
                &[&table_record::RECORDER],
            ]
            .concat()
        })
    }
}

/// The checks whose refusals a card's own text may lift, and of what kind (the lead's
/// decision of round 6; docs/design.md, "An unread sentence over a refusal"): the act's time,
/// and where and how a move may go. A check not named here makes refusals no card text lifts:
/// the gate (a card not there, the other side's, a captive, aboard or attached), who must be
/// aboard a craft (the operated check: pilots, drivers, an AT-AT's held landspeed), a crashed
/// vehicle (the crash check), a board fact that forbids, identity and uniqueness, the regular
/// move's own limits (once a turn, a missing card, a searcher, going nowhere), and every check
/// that mixes one of these with a liftable rule (the landing rule and its pilot, where a card
/// deploys and room aboard). How far a regular move goes, and to which planet, is its own
/// check (round 6c), liftable.
static LIFTS: &[(&Check, actions::Lift)] = &[
    (&shared::gate::TIMING, actions::Lift::Timing),
    (&dotf::DEPLOY_TIME, actions::Lift::Timing),
    (&shared::regular_move::DISTANCE_CHECK, actions::Lift::Route),
    (&vehicles::WAY_CHECK, actions::Lift::Route),
    (&sectors::SECTOR_FLIGHT_CHECK, actions::Lift::Route),
    (&sectors::CAVE_CHECK, actions::Lift::Route),
    (&sectors::DIRECT_LANDING_CHECK, actions::Lift::Route),
    (&sectors::PLATFORM_TRANSIT_CHECK, actions::Lift::Route),
    (&movement::INTERIOR_CHECK, actions::Lift::Route),
    (&dagobah::SHUTTLE_CHECK, actions::Lift::Route),
    (&shared::landed::LANDED_CHECK, actions::Lift::Route),
    (&shared::force_pile::CHECK, actions::Lift::Price),
];

/// What each family adds to presence and to what is lost with a card.
impl actions::Topics {
    pub(crate) fn get() -> &'static actions::Topics {
        static TOPICS: actions::Topics = actions::Topics {
            present: &[attaching::present_hook, bombers::present_note],
            presence: &[attaching::presence_notes, bombers::presence_notes],
            lost_along: &[attaching::lost_along],
            lost_with: &[starship_sites::lost_with],
        };
        &TOPICS
    }
}

/// Every check, by action: the one table a question about an action consults.
pub fn checks() -> &'static [&'static Check] {
    actions::CheckTable::all()
}

/// The registered checks that apply `r` (their names, in table order): what `swjudge rules
/// <id>` and docs/rules.md say applies the rule. Empty for a rule the question handlers still
/// apply themselves.
pub fn applied_by(r: &Rule) -> Vec<&'static str> {
    checks()
        .iter()
        .filter(|c| c.rules.iter().any(|x| x.id == r.id))
        .map(|c| c.name)
        .collect()
}

/// Answers `query` on `board` under `ruleset`, noting where an older ruleset would differ.
pub fn evaluate(board: &Board, query: &Query, ruleset: Ruleset) -> Result<Verdict, AskError> {
    // The evaluations under each ruleset share what holds under every ruleset (`eval::Memo`).
    let memo = std::rc::Rc::new(eval::Memo::default());
    let (v, consulted, opaque) = evaluate_shared(board, query, ruleset, &memo)?;
    // Older rulesets, newest first; consecutive ones answering alike form one entry. An older
    // ruleset that agrees with the last one evaluated on every rule that evaluation consulted
    // would take the same path to the same verdict: it is not evaluated again.
    let mut verdicts = vec![v];
    let mut groups: Vec<(Vec<Ruleset>, usize)> = Vec::new();
    let (mut last, mut last_set, mut last_rules, mut last_opaque) = (0, ruleset, consulted, opaque);
    for older in ruleset.older() {
        let same = !last_opaque
            && last_rules
                .iter()
                .all(|r| in_force(r, older) == in_force(r, last_set));
        if !same {
            let (o, rules, opaque) = evaluate_shared(board, query, older, &memo)?;
            verdicts.push(o);
            (last, last_rules, last_opaque) = (verdicts.len() - 1, rules, opaque);
        }
        last_set = older;
        match groups.last_mut() {
            Some((sets, first)) if verdicts[*first].answer == verdicts[last].answer => {
                sets.push(older)
            }
            _ => groups.push((vec![older], last)),
        }
    }
    let mut notes = Vec::new();
    let v = &verdicts[0];
    for (mut sets, i) in groups {
        let o = &verdicts[i];
        if o.answer == v.answer {
            continue;
        }
        sets.reverse();
        // Explain with what decided there and not here.
        let current: Vec<&str> = v.reasons.iter().map(|r| r.rule).collect();
        let checked: Vec<&str> = v.considered.iter().map(|r| r.rule).collect();
        // An undetermined older answer says what it lacked; otherwise the reason that decided
        // there and played no part here (the last such: permissions come first).
        let lacked = (o.answer == Answer::Undetermined)
            .then(|| o.undetermined_because.first().map(|u| format!(": {u}")))
            .flatten();
        // Otherwise the rule that makes the difference: one that decided here and is not in
        // force there, or one that decided there and is not in force here.
        let there = sets[0];
        let not_yet = v
            .reasons
            .iter()
            .filter_map(|r| find(r.rule))
            .find(|r| !in_force(r, there))
            .map(|r| {
                let when = if ruleset.includes(r.ruleset()) && !there.includes(r.ruleset()) {
                    format!("it comes with the {}", r.document.title())
                } else {
                    "it is superseded there".to_string()
                };
                format!(": {} does not apply there ({when})", r.id)
            });
        let gone = || {
            o.reasons
                .iter()
                .find(|r| find(r.rule).is_some_and(|rule| !in_force(rule, ruleset)))
                .map(|r| format!(": {} ({})", r.applied, r.rule))
        };
        // A rule there that one deciding here supersedes says it best (the shield's older
        // wording, the older sector rules).
        let replaced = o
            .reasons
            .iter()
            .find(|r| {
                replacements(r.rule)
                    .iter()
                    .any(|n| v.reasons.iter().any(|x| x.rule == n.id))
            })
            .map(|r| format!(": {} ({})", r.applied, r.rule));
        let why = lacked
            .or(replaced)
            .or(not_yet)
            .or_else(gone)
            .or_else(|| {
                o.reasons
                    .iter()
                    .find(|r| !current.contains(&r.rule) && !checked.contains(&r.rule))
                    .or_else(|| o.reasons.iter().rev().find(|r| !current.contains(&r.rule)))
                    .or(o.reasons.first())
                    .map(|r| format!(": {} ({})", r.applied, r.rule))
            })
            .or_else(|| o.undetermined_because.first().map(|u| format!(": {u}")))
            .unwrap_or_default();
        let names: Vec<String> = sets.iter().map(|r| format!("`{}`", r.name())).collect();
        let names = match names.as_slice() {
            [one] => one.clone(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
            [] => String::new(),
        };
        notes.push(Superseded {
            rulesets: sets,
            answer: o.answer.clone(),
            rules: o.reasons.iter().map(|r| r.rule).collect(),
            note: format!("under {names} this would be {}{why}", o.answer.display()),
        });
    }
    let mut v = verdicts.swap_remove(0);
    v.superseded = notes;
    route_hint(board, query, ruleset, &mut v);
    Ok(v)
}

/// A refused `cost` of a move to a location that a route of several moves makes possible (the
/// cloud car two sectors up from the platform): the `reach` question that finds the way, and
/// what it finds. Only the question asked gets it (`reach`'s own search asks `cost` through
/// [`evaluate_once`]).
fn route_hint(board: &Board, query: &Query, ruleset: Ruleset, v: &mut Verdict) {
    use crate::query::{CardName, CardRef};
    use QueryKind::*;
    let Cost { question } = &query.kind else {
        return;
    };
    if v.answer != Answer::No {
        return;
    }
    let (card, to) = match question.as_ref() {
        CanMove {
            card,
            to: Some(t),
            by: None,
        }
        | CanLand { card, at: Some(t) }
        | CanTakeOff { card, to: Some(t) }
        | CanShuttle { card, to: t }
        | CanTransit { card, to: t } => (card, t),
        _ => return,
    };
    // The question as the user would type it (a card or place picked by a reading of the
    // player's words is named by its id, else its title).
    let words = |r: &CardRef, picked: &dyn Fn() -> Option<String>| match &r.name {
        CardName::Id(i) => Some(format!("@{i}")),
        CardName::Title(t) => Some(format!("\"{}\"", t.replace('"', ""))),
        CardName::Picked(_) => picked(),
    };
    let card_words = words(card, &|| {
        let c = subject::picked_card(card)?;
        Some(match &board.cards[c].id {
            Some(i) => format!("@{i}"),
            None => format!("\"{}\"", board.card_def(c).plain_title().replace('"', "")),
        })
    });
    let to_words = words(to, &|| {
        let l = subject::picked_location(to)?;
        Some(format!("\"{}\"", board.loc_name(l).replace('"', "")))
    });
    let (Some(c), Some(t)) = (card_words, to_words) else {
        return;
    };
    let text = match query.asker {
        Some(s) => format!("reach {c} {t} as {}", s.name()),
        None => format!("reach {c} {t}"),
    };
    let Ok(reach) = crate::query::parse(&text) else {
        return;
    };
    let Ok(r) = evaluate_once(board, &reach, ruleset) else {
        return;
    };
    let Some(crate::verdict::Computed::Route {
        steps,
        total,
        turns,
        ..
    }) = &r.data
    else {
        return;
    };
    if steps.is_empty() {
        return;
    }
    let way: Vec<String> = steps
        .iter()
        .map(|s| format!("turn {}: {}", s.turn, s.movement))
        .collect();
    v.detail.push(format!(
        "`{text}` finds the way: {total} Force over {turns} turn{} ({})",
        if *turns == 1 { "" } else { "s" },
        way.join("; ")
    ));
}

/// Answers `query` under exactly one ruleset.
pub fn evaluate_once(board: &Board, query: &Query, ruleset: Ruleset) -> Result<Verdict, AskError> {
    evaluate_traced(board, query, ruleset).map(|(v, _, _)| v)
}

/// `moves --all` as a stream (the move listing's own, in moves.rs): every move of `card` (or of every
/// card of the side to move) handed to `each` as it is found, each asked as its own question.
pub fn stream_moves(
    board: &Board,
    card: Option<&CardRef>,
    asker: Option<Side>,
    text: &str,
    ruleset: Ruleset,
    each: &mut dyn FnMut(&FoundMove) -> std::ops::ControlFlow<()>,
) -> Result<Verdict, AskError> {
    moves::stream_moves(board, card, asker, text, ruleset, evaluate_traced, each)
}

/// Every location `c` can reach within the bounds, each with its cheapest route (see
/// `reach`'s search).
pub fn routes(
    board: &Board,
    c: CardIx,
    ruleset: Ruleset,
    asker: Option<Side>,
) -> Vec<(LocId, reach::Route)> {
    reach::routes(board, c, ruleset, asker, evaluate_traced)
}

fn evaluate_traced(
    board: &Board,
    query: &Query,
    ruleset: Ruleset,
) -> Result<eval::Traced, AskError> {
    evaluate_shared(board, query, ruleset, &std::rc::Rc::default())
}

/// [`evaluate_traced`], keeping what holds under every ruleset in `memo` (shared with the
/// question's evaluations under other rulesets).
fn evaluate_shared(
    board: &Board,
    query: &Query,
    ruleset: Ruleset,
    memo: &std::rc::Rc<eval::Memo>,
) -> Result<eval::Traced, AskError> {
    let mut e = Eval::new(board, ruleset, &query.text, query.asker);
    e.memo = memo.clone();
    dispatch(&mut e, &query.kind, query.asker)?;
    let consulted = e.consulted.take();
    let opaque = e.opaque;
    Ok((e.finish(), consulted, opaque))
}

/// The move a question asks about, read from the board: the card, the side that moves it (the
/// asker, else the card's owner), the kind of move and where to. A starship going from a system
/// or sector down to a site lands there, and from a site up to a system or sector takes off:
/// `can move` of it reads as the landing or take-off it is. None when the question moves no card, or names one that does not resolve (the family's
/// handler then reports the name).
fn move_act<'b>(e: &Eval<'b>, kind: &QueryKind, asker: Option<Side>) -> Option<actions::Act<'b>> {
    use QueryKind::*;
    use actions::{Act, Action};
    let board = e.board;
    let (card, action, to, craft, by) = match kind {
        CanMove { card, to, by } => (card, Action::Move, to.as_ref(), None, by.as_ref()),
        CanLand { card, at } => (card, Action::Land, at.as_ref(), None, None),
        CanTakeOff { card, to } => (card, Action::TakeOff, to.as_ref(), None, None),
        CanReact { card, to } => (card, Action::React, Some(to), None, None),
        // To a location, or up to a craft (a capital starship): the act names which.
        CanShuttle { card, to } => (card, Action::Shuttle, Some(to), Some(to), None),
        CanTransfer { card, to } => (card, Action::Transfer, None, Some(to), None),
        CanEmbark { card, on } => (card, Action::Embark, None, Some(on), None),
        CanDisembark { card } => (card, Action::Disembark, None, None, None),
        CanTransit { card, to } => (card, Action::Transit, Some(to), None, None),
        Cost { question } => return move_act(e, question, asker),
        _ => return None,
    };
    let c = e.res.card(card).ok()?;
    let by_card = by.is_some();
    let by = by
        .and_then(|b| e.res.card_or_def(b).ok())
        .map(|x| x.def(board));
    let to = to.and_then(|t| e.res.location(t).ok());
    let craft_ref = craft;
    let craft = match (action, craft) {
        (Action::Disembark, _) => match board.cards[c].place {
            crate::board::Place::Aboard(p) => Some(p),
            _ => None,
        },
        // A shuttle to a location goes to no craft.
        (Action::Shuttle, _) if to.is_some() => None,
        (_, Some(r)) => e.res.card(r).ok(),
        _ => None,
    };
    // A transfer to a location (a prisoner transfer, or nothing) goes there.
    let to = match (action, craft, craft_ref) {
        (Action::Transfer, None, Some(r)) => e.res.location(r).ok(),
        _ => to,
    };
    // A captive is moved by its captor (`capture::captor`).
    let side = asker
        .or_else(|| capture::captor(e, c, action))
        .unwrap_or(board.cards[c].side);
    // Only a starship that stands at a location lands or takes off (`readings::ask_move`); one
    // aboard another moves with it, which the gate says.
    let standing = match board.cards[c].place {
        crate::board::Place::At(l) => Some(l),
        _ => None,
    };
    // A move by Bombing Run is its leg: the swoop down a landing, the return up a take-off,
    // flown on the run (`bombers::move_by_run`).
    let by_run = by.is_some_and(|d| d.is_titled(crate::catalog::titles::BOMBING_RUN));
    // What flies between a site and the sky: a starship; a cloud car between a site and a
    // cloud sector (it drives like any vehicle elsewhere); a mynock on no host (it flies
    // like a starship). The gate's act is then the landing or take-off the reading judges.
    let def = board.card_def(c);
    let flies = |from: crate::board::LocId, dest: crate::board::LocId| {
        def.card_type == crate::catalog::CardType::Starship
            || (crate::board::facts::is_cloud_car(def)
                && (board.loc_def(from).is_sector() || board.loc_def(dest).is_sector()))
            || (crate::board::facts::is_mynock(def)
                && crate::board::facts::host_of(board, c).is_none())
    };
    let action = match (action, standing, to) {
        (Action::Move, Some(from), Some(dest)) if (!by_card || by_run) && flies(from, dest) => {
            match (board.loc_def(from).is_site(), board.loc_def(dest).is_site()) {
                (false, true) => Action::Land,
                (true, false) => Action::TakeOff,
                _ => Action::Move,
            }
        }
        _ => action,
    };
    Some(Act::Move {
        kind: action,
        card: c,
        side,
        to,
        craft,
        by_card,
        by,
        flier: actions::Flier::Piloted,
    })
}

/// The gate of every move question, before any family reads it (`rules::shared::gate`): a side
/// moves only its own cards, and only cards that stand on their own. True, the answer refused,
/// when the gate closes. (The act's time is the table's timing check, a Rule-stage check that
/// runs with the act's other rules wherever the act meets the table.)
fn move_gate(e: &mut Eval, kind: &QueryKind, asker: Option<Side>) -> bool {
    let Some(act) = move_act(e, kind, asker) else {
        return false;
    };
    let found = actions::gate(e, &act);
    if !found.is_refused() {
        return false;
    }
    e.v.side = act.side();
    // An escorted captive goes aboard only with its captor: the embarking answer is the
    // escort's side's, unless the question says whose. (A regular move of a captive still
    // answers for the captive's owner, as before.)
    if let (
        None,
        actions::Act::Move {
            kind: actions::Action::Embark,
            card,
            ..
        },
    ) = (asker, act)
        && let crate::board::facts::Custody::Escorted(x) =
            crate::board::facts::custody(e.board, card)
    {
        e.v.side = Some(e.board.cards[x].side);
    }
    e.settle(found, None);
    true
}

fn dispatch(e: &mut Eval, kind: &QueryKind, asker: Option<Side>) -> Result<(), AskError> {
    use QueryKind::*;
    // The fault the recording test must catch: a refusal written by hand before the table.
    #[cfg(test)]
    if actions::ledger::injected(actions::ledger::Inject::HandRefusal) {
        e.refuse(
            all()[0],
            "refused by hand (a fault the recording test injects)",
        );
        return Ok(());
    }
    // Young Jedi boards and questions (dotf.rs routes them).
    if let Some(done) = dotf::dispatch(e, kind, asker) {
        return done;
    }
    if move_gate(e, kind, asker) {
        return Ok(());
    }
    match kind {
        Shielded { location } => shield::ask_shielded(e, location),
        BattlePower { side, at } => shield::ask_battle_power(e, *side, at),
        Markers { row } => layout::ask_markers(e, row.as_ref()),
        Insertion { location, row } => layout::ask_insertion(e, location, row.as_ref(), asker),
        Layout { row } => layout::ask_layout(e, row.as_ref()),
        CanDeploy {
            card,
            to,
            aboard,
            with,
            as_starting,
        } => readings::ask_deploy(
            e,
            deploy::DeployAsk {
                card,
                to: to.as_ref(),
                aboard: aboard.as_ref(),
                with: with.as_ref(),
                as_starting: *as_starting,
                asker,
            },
        ),
        CanLand { card, at: None } => destinations::land(e, card, asker, evaluate_traced),
        CanLand { card, at: Some(at) } => readings::ask_land(e, card, at, asker),
        CanTakeOff { card, to: None } => destinations::take_off(e, card, asker, evaluate_traced),
        CanTakeOff { card, to } => readings::ask_take_off(e, card, to.as_ref(), asker),
        CanMove { card, to: None, by } => {
            destinations::moving(e, card, by.as_ref(), asker, evaluate_traced)
        }
        CanMove {
            card,
            to: Some(to),
            by,
        } => readings::ask_move(e, card, to, by.as_ref(), asker),
        CanShuttle { card, to } => movement::ask_shuttle(e, card, to, asker),
        CanTransit { card, to } => movement::ask_transit(e, card, to, asker),
        CanTransfer { card, to } => readings::ask_transfer(e, card, to, asker),
        CanEmbark { card, on } => movement::ask_embark(e, card, on, asker),
        CanDisembark { card } => movement::ask_disembark(e, card, asker),
        CanReact { card, to } => movement::ask_react(e, card, to, asker),
        Moves { card, all } => moves::ask_moves(e, card.as_ref(), asker, *all, evaluate_traced),
        Reach { card, to } => reach::ask_reach(e, card, to, asker, evaluate_traced),
        Present { card, at } => presence::ask_present(e, card, at.as_ref()),
        Presence { side, at } => presence::ask_presence(e, *side, at),
        Alone { card } => presence::ask_alone(e, card),
        Piloted { card } => vehicles::ask_piloted(e, card),
        Landspeed { card } => capture::ask_landspeed(e, card),
        Enhances { card, craft } => vehicles::ask_enhances(e, card, craft),
        CanCarry { carrier, item } => weapons::ask_carry(e, carrier, item),
        CanUse { user, item } => weapons::ask_use(e, user, item),
        CanSteal { thief, item } => weapons::ask_steal(e, thief, item),
        CanFire { weapon, target } => weapons::ask_fire(e, weapon, target),
        Defense { card } => weapons::ask_defense(e, card),
        LostWith { card } => readings::ask_lost_with(e, card),
        CanReplace { old, new } => persona::ask_replace(e, old, new),
        Capture { card } => capture::ask_capture(e, card),
        Sabacc { light, dark } => sabacc::ask_sabacc(e, light, dark),
        Matching { weapon, character } => weapons::ask_matching(e, weapon, character),
        CanTarget { card, with } => targeting::ask_target(e, card, with.as_ref()),
        SearchParty { at, with } => missing::ask_search_party(e, at, with),
        CreatureAttack {
            creature,
            target,
            destiny,
        } => creatures::ask_creature_attack(e, creature, target, *destiny),
        TrippedBy { card, at } => mines::ask_tripped_by(e, card, at),
        AsteroidDestiny { card } => sectors::ask_asteroid_destiny(e, card),
        JediTest {
            card,
            test,
            destiny,
        } => training::ask_jedi_test(e, card, *test, *destiny),
        Is { card, property, .. } => classify::ask_is(e, card, property),
        ForceIcons { side } => classify::ask_force_icons(e, *side),
        CardType { card } => classify::ask_card_type(e, card),
        CanBomb { bomber, at } => bombers::ask_bomb(e, bomber, at),
        Cost { question } => ask_cost(e, question, asker),
        Validate => {
            validate::ask_validate(e);
            Ok(())
        }
        Rule { id } => ask_rule(e, id),
        // The Young Jedi questions: `dotf::dispatch` (above) answers them on every board. They
        // are named here, with no wildcard, so a verb added to the language does not compile
        // until it has a handler.
        CanDuel { .. }
        | Duel { .. }
        | CanEvacuate { .. }
        | EvacuationOutcome { .. }
        | CanBattle { .. }
        | DuelDefenders { .. }
        | Duelists { .. }
        | DuelHand { .. }
        | EffectFetch { .. }
        | DeployFromDeck { .. } => {
            e.not_modelled("this question");
            Ok(())
        }
    }
}

/// `cost <question>`: a move's price is the move question itself asked for its cost (the act's
/// handler settles with its price: `Eval::settle`); every other question's cost is set by card
/// text, which swjudge does not read.
fn ask_cost(e: &mut Eval, question: &QueryKind, asker: Option<Side>) -> Result<(), AskError> {
    use QueryKind::*;
    match question {
        // A move's price: the move question itself answers, asked for its cost (the act's
        // handler settles with its price: `Eval::settle`).
        move_question @ (CanLand { .. }
        | CanTakeOff { .. }
        | CanMove { by: None, .. }
        | CanShuttle { .. }
        | CanTransit { .. }
        | CanTransfer { .. }
        | CanEmbark { .. }
        | CanDisembark { .. }
        | CanReact { .. }
        // A deployment's price: the printed deploy cost with what card text changes
        // (`deploy::priced`).
        | CanDeploy { .. }) => {
            e.ask_cost();
            dispatch(e, move_question, asker)
        }
        // (Round 28.) A move by a card whose own text moves the player's cards, read (a
        // transport card's, an Interrupt's relocation): the move question itself answers,
        // with the price its text says (`readings::transport`).
        CanMove { by: Some(b), .. }
            if e.res.card_or_def(b).is_ok_and(|d| {
                shared::transport_text::transport_of(d.def(e.board)).is_some()
            }) =>
        {
            e.ask_cost();
            dispatch(e, question, asker)
        }
        // Set by card text. The rest are no moves: `cost` never comes before them (the
        // verb table's `after_cost`). Named, with no wildcard, so that a verb added to the
        // table does not compile until its cost has an answer here too.
        other @ (CanMove { by: Some(_), .. }
        | Shielded { .. }
        | CanCarry { .. }
        | CanUse { .. }
        | CanSteal { .. }
        | CanFire { .. }
        | CanReplace { .. }
        | CanDuel { .. }
        | CanEvacuate { .. }
        | CanTarget { .. }
        | CanBomb { .. }
        | CanBattle { .. }
        | Is { .. }
        | Matching { .. }
        | ForceIcons { .. }
        | CardType { .. }
        | Capture { .. }
        | Present { .. }
        | Presence { .. }
        | Alone { .. }
        | Piloted { .. }
        | BattlePower { .. }
        | Landspeed { .. }
        | Defense { .. }
        | LostWith { .. }
        | TrippedBy { .. }
        | Enhances { .. }
        | Cost { .. }
        | Markers { .. }
        | Insertion { .. }
        | Layout { .. }
        | AsteroidDestiny { .. }
        | SearchParty { .. }
        | Sabacc { .. }
        | CreatureAttack { .. }
        | JediTest { .. }
        | Duel { .. }
        | EvacuationOutcome { .. }
        | DuelDefenders { .. }
        | Duelists { .. }
        | DuelHand { .. }
        | EffectFetch { .. }
        | DeployFromDeck { .. }
        | Moves { .. }
        | Reach { .. }
        | Rule { .. }
        | Validate) => {
            e.missing(format!(
                "the cost of `{}`: it is set by card text (deploy costs, react and interrupt costs) that swjudge does not read",
                other.verb()
            ));
            Ok(())
        }
    }
}

/// `rule <id|pattern>`: the rules the id or the pattern names, each with its standing.
fn ask_rule(e: &mut Eval, id: &str) -> Result<(), AskError> {
    // An id, or a pattern the parser accepted (`hoth.shield.*`: every id that starts
    // with what comes before the `*`).
    let rules: Vec<&'static crate::rulebook::Rule> = match id.split_once('*') {
        Some((head, _)) => all()
            .iter()
            .copied()
            .filter(|r| r.id.starts_with(head))
            .collect(),
        None => find(id).into_iter().collect(),
    };
    match rules.as_slice() {
        [] => e.missing(format!(
            "no rule has the id `{id}` (`swjudge rules` lists them)"
        )),
        // One rule: its standing as a fact.
        [r] => {
            e.because(r, r.statement);
            let standing = if e.in_force(r) {
                "yes"
            } else {
                "no (superseded)"
            };
            e.fact("in force", standing);
            e.answer(Answer::List(vec![format!("{} — {}", r.id, r.citation())]));
        }
        // A pattern's rules: each one's standing on its line.
        many => {
            let mut lines = Vec::new();
            for &r in many {
                e.because(r, r.statement);
                let standing = if e.in_force(r) {
                    "in force"
                } else {
                    "not in force here"
                };
                lines.push(format!("{} — {} ({standing})", r.id, r.citation()));
            }
            e.answer(Answer::List(lines));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::actions::Action;
    use std::collections::HashSet;

    #[test]
    fn ids_are_unique_and_supersessions_resolve() {
        let mut seen = HashSet::new();
        for r in all() {
            assert!(seen.insert(r.id), "duplicate id {}", r.id);
            assert!(
                r.id.starts_with(&format!("{}.", r.document.prefix())),
                "{} vs {:?}",
                r.id,
                r.document
            );
            assert!(
                !r.statement.is_empty() && r.statement.ends_with('.'),
                "{}",
                r.id
            );
            for old in r.supersedes {
                let s = old.id;
                assert!(
                    find(s).is_some_and(|o| std::ptr::eq(o, *old)),
                    "{} supersedes {s}, which is not registered",
                    r.id
                );
                assert!(
                    old.ruleset() < r.ruleset(),
                    "{} must be newer than {s}",
                    r.id
                );
            }
        }
    }

    /// What card text may lift is declared for rows of the table only, once each; the gate, the
    /// landing rule (its pilot), who operates a craft, a crash, the regular move's own limits
    /// and the cards' own read text lift nothing; the act's time and how far a move goes do.
    #[test]
    fn what_card_text_may_lift_is_declared_for_rows_of_the_table() {
        use actions::{CheckTable, Lift};
        for (i, (c, _)) in LIFTS.iter().enumerate() {
            assert!(
                checks().iter().any(|x| std::ptr::eq(*x, *c)),
                "`{}` is declared liftable but is no row of the table",
                c.name
            );
            assert!(
                LIFTS[..i].iter().all(|(x, _)| !std::ptr::eq(*x, *c)),
                "`{}` is declared twice",
                c.name
            );
        }
        assert_eq!(CheckTable::lift(&shared::gate::TIMING), Some(Lift::Timing));
        assert_eq!(CheckTable::lift(&shared::gate::OWNER), None);
        assert_eq!(CheckTable::lift(&capture::CUSTODY), None);
        assert_eq!(CheckTable::lift(&starships::LANDING_CHECK), None);
        assert_eq!(CheckTable::lift(&shared::operated::OPERATED_CHECK), None);
        assert_eq!(CheckTable::lift(&shared::operated::CRASH_CHECK), None);
        assert_eq!(
            CheckTable::lift(&shared::regular_move::REGULAR_MOVE_CHECK),
            None
        );
        assert_eq!(
            CheckTable::lift(&shared::regular_move::DISTANCE_CHECK),
            Some(Lift::Route)
        );
        assert_eq!(CheckTable::lift(&vehicles::WAY_CHECK), Some(Lift::Route));
        for c in card_text::CHECKS {
            assert_eq!(CheckTable::lift(c), None, "{}", c.name);
        }
    }

    /// The rules a rule declares it constrains and the checks registered in the table agree:
    /// for every action the table decides, the rules declaring it are exactly the rules its
    /// checks apply, so a question about the action consults every rule bearing on it.
    #[test]
    fn declared_actions_and_the_check_table_agree() {
        use actions::Action;
        let decided = actions::DECIDED;
        for c in checks() {
            for r in c.rules {
                assert!(
                    c.on.iter().any(|a| r.constrains.contains(a)),
                    "{} is applied by the check `{}` for {:?} but declares none of those actions",
                    r.id,
                    c.name,
                    c.on
                );
            }
        }
        for r in all() {
            for a in r.constrains.iter().filter(|a| decided.contains(a)) {
                assert!(
                    checks()
                        .iter()
                        .any(|c| c.on.contains(a) && c.rules.iter().any(|x| x.id == r.id)),
                    "{} declares it constrains {a:?}, but no check registered for {a:?} applies it",
                    r.id
                );
            }
        }
        // Firing includes targeting and using.
        assert!(Action::Fire.includes(Action::Target) && Action::Fire.includes(Action::Use));
    }

    /// Every act rule is applied by a check (issue 35, item 3): for every action a rule says it
    /// constrains (not only those of `actions::DECIDED`), a check registered for that action
    /// applies it. The list of pairs left to question handlers, kept while it shrank, is empty:
    /// a new pair fails here.
    #[test]
    fn every_act_rule_is_applied_by_a_check() {
        let mut unchecked: Vec<String> = Vec::new();
        for r in all() {
            for a in r.constrains {
                if !checks()
                    .iter()
                    .any(|c| c.on.contains(a) && c.rules.iter().any(|x| x.id == r.id))
                {
                    unchecked.push(format!("{} {a:?}", r.id));
                }
            }
        }
        assert!(
            unchecked.is_empty(),
            "act rules no check registered for the act applies:\n{}",
            unchecked.join("\n")
        );
    }

    /// One rule, one check per act: for each act a rule declares it constrains, at most one
    /// registered check on that act applies it, so what decides that act by that rule is written
    /// once (a check may be registered for several acts: the Landing Claw's and the attaching
    /// creatures' are one each). A rule of arithmetic that several acts read (`hoth.negative`:
    /// a landspeed on a move, a power in a creature's attack) is applied by one check per act,
    /// each through the one sentence of `shared::arithmetic`. KNOWN are the (rule, act) pairs
    /// still shared by more than one row: none; it may only shrink.
    #[test]
    fn a_rule_is_applied_by_one_check() {
        const KNOWN: &[&str] = &[];
        let mut shared: Vec<String> = Vec::new();
        for r in all() {
            let by = applied_by(r);
            let mut acts: Vec<Action> = r.constrains.to_vec();
            for c in checks() {
                if c.rules.iter().any(|x| x.id == r.id) {
                    for a in c.on {
                        if !acts.contains(a) {
                            acts.push(*a);
                        }
                    }
                }
            }
            for a in acts {
                let on: Vec<&str> = checks()
                    .iter()
                    .filter(|c| c.on.contains(&a) && c.rules.iter().any(|x| x.id == r.id))
                    .map(|c| c.name)
                    .collect();
                if on.len() > 1 {
                    shared.push(format!("{} {a:?}: {}", r.id, on.join("; ")));
                }
            }
            // Two checks for one rule are allowed only on acts apart.
            if by.len() > 1 {
                assert!(
                    r.constrains.len() > 1,
                    "{} is applied by {} checks but constrains one act",
                    r.id,
                    by.len()
                );
            }
        }
        let unknown: Vec<&String> = shared
            .iter()
            .filter(|s| !KNOWN.iter().any(|k| s.starts_with(&format!("{k}:"))))
            .collect();
        assert!(
            unknown.is_empty(),
            "rules applied by more than one check on one act:\n{}",
            shared.join("\n")
        );
        for k in KNOWN {
            assert!(
                shared.iter().any(|s| s.starts_with(&format!("{k}:"))),
                "{k} is applied by one check now: take it off KNOWN"
            );
        }
        // The landing rule, applied at every landing path, by one row.
        assert_eq!(
            applied_by(find("hoth.landing").unwrap()).len(),
            1,
            "hoth.landing is applied by one check"
        );
        // Held where it may be shared: the arithmetic rule, one check per act it constrains.
        let negative = find("hoth.negative").unwrap();
        assert_eq!(applied_by(negative).len(), negative.constrains.len());
    }

    #[test]
    fn supersession_depends_on_the_ruleset() {
        let old = find("hoth.shield.no-dark-landing").unwrap();
        let new = find("hoth-update.shield.no-dark-landing").unwrap();
        assert!(in_force(old, Ruleset::Hoth));
        assert!(in_force(old, Ruleset::CloudCity));
        assert!(!in_force(old, Ruleset::Latest));
        assert!(in_force(new, Ruleset::Latest));
        assert!(!in_force(new, Ruleset::Hoth));
        assert!(!in_force(new, Ruleset::Dotf));
    }
}
