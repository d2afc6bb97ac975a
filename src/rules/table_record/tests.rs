//! The recording test: every act question of every bundled board, whatever its answer (yes, no,
//! undetermined or a cost), held to what `settle` makes of the outcomes the table's checks
//! recorded on the question's exact act (its action, card, destination and craft); a question
//! with no destination to what `settle` makes of its act to each destination. An answer
//! the table's outcomes do not give was decided outside the table: a refusal written by hand,
//! a table result thrown away, a gap recorded by a handler, or an act that never met the table.

use crate::board::{Board, CardIx, Game, LocId, Place};
use crate::query::{Query, QueryKind};
use crate::rulebook::Ruleset;
use crate::rules::actions::Action;
use crate::rules::actions::ledger::{self, Entry, Inject, Key};
use crate::rules::subject::Resolver;
use crate::verdict::{Answer, Verdict};

mod families;

use families::Settled;

/// The kind of move `can move <c> to <to>` is, from the board alone: a starship (or a free
/// mynock, which flies like one) going between a site and a system or sector lands or takes off,
/// and so does a cloud car going between a site and a sector (it flies among sectors, and
/// drives like any vehicle elsewhere); anything else moves.
fn move_kind(board: &Board, c: crate::board::CardIx, to: crate::board::LocId) -> Action {
    let def = board.card_def(c);
    let flies = |from: crate::board::LocId| {
        def.card_type == crate::catalog::CardType::Starship
            || (crate::board::facts::is_cloud_car(def)
                && (board.loc_def(from).is_sector() || board.loc_def(to).is_sector()))
            || (crate::board::facts::is_mynock(def)
                && crate::board::facts::host_of(board, c).is_none())
    };
    match board.location_of(c) {
        Some(from) if flies(from) && matches!(board.cards[c].place, Place::At(_)) => {
            match (board.loc_def(from).is_site(), board.loc_def(to).is_site()) {
                (false, true) => Action::Land,
                (true, false) => Action::TakeOff,
                _ => Action::Move,
            }
        }
        _ => Action::Move,
    }
}

/// Does `by` name Bombing Run? A move by it is one of its legs, flown like a landing or a
/// take-off (down from the system to a site, up from one), or a move; a move by any other
/// card's text is a move.
fn by_run(board: &Board, res: &Resolver, by: &crate::query::CardRef) -> bool {
    res.card_or_def(by)
        .is_ok_and(|d| d.def(board).is_titled(crate::catalog::titles::BOMBING_RUN))
}

/// The act a question asks about, named from the question and the board alone (not by the
/// dispatch): its action, card, destination, and craft where the question names one. None for
/// a question that asks about no act, names no destination (those ask every destination:
/// [`acts_of_any`]), or names what the board does not hold.
fn act_asked(board: &Board, q: &QueryKind, text: &str) -> Option<Key> {
    use QueryKind::*;
    let res = Resolver { board, query: text };
    match q {
        Cost { question } => act_asked(board, question, text),
        CanMove {
            card,
            to: Some(to),
            by,
        } => {
            let (c, l) = (res.card(card).ok()?, res.location(to).ok()?);
            let action = if by.as_ref().is_some_and(|b| !by_run(board, &res, b)) {
                Action::Move
            } else {
                move_kind(board, c, l)
            };
            key(action, c, Some(l), None)
        }
        CanLand { card, at: Some(at) } => key(
            Action::Land,
            res.card(card).ok()?,
            Some(res.location(at).ok()?),
            None,
        ),
        CanTakeOff { card, to: Some(to) } => key(
            Action::TakeOff,
            res.card(card).ok()?,
            Some(res.location(to).ok()?),
            None,
        ),
        CanShuttle { card, to } | CanTransit { card, to } | CanReact { card, to } => {
            let action = match q {
                CanShuttle { .. } => Action::Shuttle,
                CanTransit { .. } => Action::Transit,
                _ => Action::React,
            };
            let c = res.card(card).ok()?;
            // A shuttle may go up to a craft in orbit: the act names the craft.
            match res.location(to) {
                Ok(l) => key(action, c, Some(l), None),
                Err(_) => key(action, c, None, Some(res.card(to).ok()?)),
            }
        }
        CanTransfer { card, to } => {
            let c = res.card(card).ok()?;
            match res.card(to) {
                Ok(craft) => key(Action::Transfer, c, None, Some(craft)),
                Err(_) => key(Action::Transfer, c, Some(res.location(to).ok()?), None),
            }
        }
        CanEmbark { card, on } => key(
            Action::Embark,
            res.card(card).ok()?,
            None,
            res.card(on).ok(),
        ),
        CanDisembark { card } => {
            let c = res.card(card).ok()?;
            let Place::Aboard(craft) = board.cards[c].place else {
                return key(Action::Disembark, c, None, None);
            };
            key(Action::Disembark, c, None, Some(craft))
        }
        CanDeploy { to, aboard, .. } => Some(Key {
            action: Action::Deploy,
            card: None,
            to: match to {
                Some(t) => Some(res.location(t).ok()?),
                None => None,
            },
            craft: match aboard {
                Some(a) => Some(res.card(a).ok()?),
                None => None,
            },
            title: None,
            row: None,
        }),
        CanFire { weapon, target } => key(
            Action::Fire,
            res.card(weapon).ok()?,
            None,
            Some(res.card(target).ok()?),
        ),
        _ => other_act_asked(board, &res, q),
    }
}

/// The act of a question about anything but moving a card: a deploy from a deck, an Effect
/// fetched, Young Jedi's duels, evacuations and battles, and the acts of using a card
/// (target, use, carry, steal). None for a question that asks about no act.
fn other_act_asked(board: &Board, res: &Resolver, q: &QueryKind) -> Option<Key> {
    use QueryKind::*;
    match q {
        CanEvacuate { location } => {
            // A planet (by its name, or one of its locations), or one card of it alone.
            let (row, only) = match &location.name {
                crate::query::CardName::Title(t) if board.row_named(t).is_some() => {
                    (board.row_named(t)?, None)
                }
                _ => match res.location(location) {
                    Ok(l) => (board.locations[l].row, None),
                    Err(_) => {
                        let c = res.card(location).ok()?;
                        (
                            crate::board::young_jedi_facts::planet_of(board, c)?,
                            Some(c),
                        )
                    }
                },
            };
            Some(Key {
                action: Action::Evacuate,
                card: only,
                to: board.rows[row].locations.first().copied(),
                craft: None,
                title: None,
                row: None,
            })
        }
        DeployFromDeck { by, .. } => Some(Key {
            action: Action::DeployFromDeck,
            card: None,
            to: None,
            craft: match by {
                Some(b) => Some(res.card(b).ok()?),
                None => None,
            },
            title: None,
            row: None,
        }),
        // At the start (no location), or for the location that came into play (a planet
        // with one location may be named by the planet).
        EffectFetch { location } => Some(Key {
            action: Action::FetchEffect,
            card: None,
            to: match location {
                None => None,
                Some(r) => Some(match res.location(r) {
                    Ok(l) => l,
                    Err(_) => {
                        let crate::query::CardName::Title(t) = &r.name else {
                            return None;
                        };
                        *board.rows[board.row_named(t)?].locations.first()?
                    }
                }),
            },
            craft: None,
            title: None,
            row: None,
        }),
        CanDuel { card, against, .. } => key(
            Action::Duel,
            res.card(card).ok()?,
            None,
            match against {
                Some(a) => Some(res.card(a).ok()?),
                None => None,
            },
        ),
        // A duel fought out, and the space battle of an evacuation: what the act comes to,
        // the answer's lines, once the table allowed it.
        Duel {
            attacker, defender, ..
        } => key(
            Action::Duel,
            res.card(attacker).ok()?,
            None,
            Some(res.card(defender).ok()?),
        ),
        EvacuationOutcome { location, .. } => {
            let row = match &location.name {
                crate::query::CardName::Title(t) if board.row_named(t).is_some() => {
                    board.row_named(t)?
                }
                _ => board.locations[res.location(location).ok()?].row,
            };
            Some(Key {
                action: Action::Evacuate,
                card: None,
                to: board.rows[row].locations.first().copied(),
                craft: None,
                title: None,
                row: None,
            })
        }
        // A card on a planet, or (not a card in play) a starship in a Hyperspace pile.
        CanBattle { card } => Some(Key {
            action: Action::Battle,
            card: res.card(card).ok(),
            to: None,
            craft: None,
            title: None,
            row: None,
        }),
        // A creature attack: whether it happens, and once allowed what it comes to.
        CreatureAttack {
            creature, target, ..
        } => key(
            Action::Attack,
            res.card(creature).ok()?,
            None,
            Some(res.card(target).ok()?),
        ),
        // A bombing: the bomber's, at the site (carpet bombing from the system includes the
        // swoop down there, a landing recorded under the bombing asked).
        CanBomb { bomber, at } => key(
            Action::Bomb,
            res.card(bomber).ok()?,
            Some(res.location(at).ok()?),
            None,
        ),
        // A persona replacement (Cloud City's Lando conversion too): the old version's.
        CanReplace { old, .. } => key(Action::Replace, res.card(old).ok()?, None, None),
        // A capture now, or what a captive is held under.
        Capture { card } => key(Action::Capture, res.card(card).ok()?, None, None),
        CanTarget { card, .. } => key(Action::Target, res.card(card).ok()?, None, None),
        CanUse { user, .. } => key(Action::Use, res.card(user).ok()?, None, None),
        CanCarry { carrier, .. } => key(Action::Carry, res.card(carrier).ok()?, None, None),
        CanSteal { thief, item } => key(
            Action::Steal,
            res.card(thief).ok()?,
            None,
            Some(res.card(item).ok()?),
        ),
        _ => None,
    }
}

/// The key of an act by one card: its action, the card, where it goes and the craft or card
/// it acts on.
fn key(action: Action, card: CardIx, to: Option<LocId>, craft: Option<CardIx>) -> Option<Key> {
    Some(Key {
        action,
        card: Some(card),
        to,
        craft,
        title: None,
        row: None,
    })
}

/// A question with no destination (`can move <c> [by <c>]`, `can land <c>`, `can take-off <c>`),
/// named from the question and the board alone: the act with no destination (which the gate
/// and, with nowhere to go, the rules refuse), and the act to each destination it stands for
/// (every other location; every site of the row the card flies in, or any site; every system
/// or sector it may take off to). None for any other question, or a name the board lacks.
fn acts_of_any(board: &Board, q: &QueryKind, text: &str) -> Option<(Key, Vec<Key>)> {
    use QueryKind::*;
    let res = Resolver { board, query: text };
    let key = |action, card, to| Key {
        action,
        card: Some(card),
        to,
        craft: None,
        title: None,
        row: None,
    };
    let (action, c, each): (Action, _, Vec<(Action, crate::board::LocId)>) = match q {
        Cost { question } => return acts_of_any(board, question, text),
        CanMove { card, to: None, by } => {
            let c = res.card(card).ok()?;
            let here = board.location_of(c);
            let each = board
                .locations
                .keys()
                .filter(|&l| Some(l) != here)
                .map(|l| {
                    let kind = if by.as_ref().is_some_and(|b| !by_run(board, &res, b)) {
                        Action::Move
                    } else {
                        move_kind(board, c, l)
                    };
                    (kind, l)
                })
                .collect();
            (Action::Move, c, each)
        }
        CanLand { card, at: None } => {
            let c = res.card(card).ok()?;
            let row = match board.cards[c].place {
                Place::At(l) if !board.loc_def(l).is_site() => Some(board.locations[l].row),
                _ => None,
            };
            let each = board
                .locations
                .keys()
                .filter(|&l| board.loc_def(l).is_site())
                .filter(|&l| row.is_none_or(|r| board.locations[l].row == r))
                .map(|l| (Action::Land, l))
                .collect();
            (Action::Land, c, each)
        }
        CanTakeOff { card, to: None } => {
            let c = res.card(card).ok()?;
            let each = crate::board::facts::places::take_off_destinations(board, c)
                .into_iter()
                .map(|l| (Action::TakeOff, l))
                .collect();
            (Action::TakeOff, c, each)
        }
        _ => return None,
    };
    let each = each
        .into_iter()
        .map(|(kind, l)| key(kind, c, Some(l)))
        .collect();
    Some((key(action, c, None), each))
}

/// What `settle` makes of a question with no destination, from the outcomes recorded on its
/// acts: the act with no destination refused (the gate; nowhere to go), no; else yes when the
/// act to some destination is allowed, undetermined when none is but one is open, no when
/// every one is refused. A destination whose act never met the table, where none is allowed,
/// makes it unseen.
fn settle_any(whole: &Key, each: &[Key], ledger: &[Entry]) -> Settled {
    let exactly = |k: &Key| {
        ledger
            .iter()
            .filter(|e| e.asked == *k || e.act == *k)
            .collect::<Vec<&Entry>>()
    };
    let first = settle(&exactly(whole));
    if first == Settled::No || each.is_empty() {
        return first;
    }
    let each: Vec<Settled> = each
        .iter()
        .map(|k| {
            let found: Vec<&Entry> = ledger
                .iter()
                .filter(|e| same_act(k, &e.asked) || same_act(k, &e.act))
                .collect();
            settle(&found)
        })
        .collect();
    [
        Settled::Allowed,
        Settled::Unseen,
        Settled::Undetermined,
        Settled::No,
    ]
    .into_iter()
    .find(|s| each.contains(s))
    .unwrap_or(Settled::No)
}

/// Is `found` (an act the table recorded) the act `asked`? Its action and card exactly; its
/// destination, craft and row where the question names them.
fn same_act(asked: &Key, found: &Key) -> bool {
    found.action == asked.action
        && (asked.card.is_none() || found.card == asked.card)
        && (asked.to.is_none() || found.to == asked.to)
        && (asked.craft.is_none() || found.craft == asked.craft)
        && (asked.row.is_none() || found.row == asked.row)
}

fn settle(found: &[&Entry]) -> Settled {
    use crate::rules::actions::Outcome::*;
    let refusals = || found.iter().filter(|f| f.outcome == Refuse);
    if found.is_empty() {
        Settled::Unseen
    } else if refusals().next().is_some() {
        // Refused only by what card text may lift, under unread sentences that may grant the
        // act and may lift every kind that refused (a Force Pile's refusal, only one that
        // speaks of paying): open (the lead's decision; `Eval::settle`).
        let liftable = found.iter().fold(0, |m, f| m | f.may_lift);
        if liftable != 0 && refusals().all(|f| f.lift.is_some_and(|l| liftable & l.bit() != 0)) {
            Settled::Undetermined
        } else {
            Settled::No
        }
    } else if found.iter().any(|f| f.outcome == Open || f.opened) {
        Settled::Undetermined
    } else {
        Settled::Allowed
    }
}

/// What `settle` makes of an act asked of each side apart (a location deploy naming no side:
/// each side's printing through the table): the answer both sides' outcomes settle, else
/// undetermined (the side it turns on is not named). One side's act: what `settle` makes of
/// it, row by row ([`settle_by_row`]).
fn settle_by_side(found: &[&Entry]) -> Settled {
    let mut sides: Vec<Option<crate::query::Side>> = found.iter().map(|f| f.side).collect();
    sides.sort_by_key(|s| format!("{s:?}"));
    sides.dedup();
    if sides.len() < 2 {
        return settle_by_row(found);
    }
    let each: Vec<Settled> = sides
        .iter()
        .map(|s| {
            let of: Vec<&Entry> = found.iter().copied().filter(|f| f.side == *s).collect();
            settle_by_row(&of)
        })
        .collect();
    if each.iter().all(|s| *s == each[0]) {
        each[0]
    } else {
        Settled::Undetermined
    }
}

/// What `settle` makes of a location's deploy asked into several rows (`Act::Deploy`'s `row`,
/// the acts keyed apart by it): yes when the act into one row is allowed, else undetermined
/// when one is open, else no (every row refused). An act into one row, or into none: what
/// `settle` makes of it.
fn settle_by_row(found: &[&Entry]) -> Settled {
    let mut rows: Vec<Option<usize>> = found.iter().map(|f| f.asked.row).collect();
    rows.sort();
    rows.dedup();
    if rows.len() < 2 {
        return settle(found);
    }
    let each: Vec<Settled> = rows
        .iter()
        .map(|r| {
            let of: Vec<&Entry> = found
                .iter()
                .copied()
                .filter(|f| f.asked.row == *r)
                .collect();
            settle(&of)
        })
        .collect();
    [
        Settled::Allowed,
        Settled::Unseen,
        Settled::Undetermined,
        Settled::No,
    ]
    .into_iter()
    .find(|s| each.contains(s))
    .unwrap_or(Settled::No)
}

/// Holds an answer to what `settle` makes of its act's outcomes (`settled`): None when they
/// agree, else the KNOWN list's line (`any`: the question names no destination).
fn differs(
    action: Action,
    settled: Settled,
    v: &Verdict,
    want_cost: bool,
    any: &str,
) -> Option<String> {
    let agrees = match (&v.answer, settled) {
        (Answer::No, Settled::No) | (Answer::Undetermined, Settled::Undetermined) => true,
        (Answer::Yes, Settled::Allowed) => !want_cost,
        // Who may make an act the table allows (`effect-fetch`: who may fetch, in order).
        (Answer::List(l), Settled::Allowed) => !want_cost && !l.is_empty(),
        (Answer::Number(_), Settled::Allowed) => want_cost,
        _ => false,
    };
    if agrees {
        return None;
    }
    // A refusal by the rule it names; a gap by its kind (its words name the board's cards).
    let why = match (&v.answer, v.undetermined_because.first()) {
        (Answer::Undetermined, Some(u)) if u.is_not_modelled() => "not modelled".to_string(),
        (Answer::Undetermined, _) => "missing".to_string(),
        _ => v
            .reasons
            .first()
            .map(|r| r.rule.to_string())
            .unwrap_or_default(),
    };
    Some(format!(
        "{action:?}{any} {} where the table settles {settled:?}: {why}",
        v.answer.display()
    ))
}

/// The act or acts a question asks about, named from the question and the board alone: one
/// act, or (a question with no destination) the act with none and the act to each destination.
enum Asked {
    One(Key),
    Any(Key, Vec<Key>),
}

/// [`Asked`] of one question: None for a question that asks about no act.
fn asked(board: &Board, q: &QueryKind, text: &str) -> Option<Asked> {
    match act_asked(board, q, text) {
        Some(k) => Some(Asked::One(k)),
        None => acts_of_any(board, q, text).map(|(whole, each)| Asked::Any(whole, each)),
    }
}

/// What `settle` makes of the outcomes `ledger` recorded on the act or acts asked.
fn settled(asked: &Asked, ledger: &[Entry]) -> Settled {
    match asked {
        Asked::One(k) => {
            let found: Vec<&Entry> = ledger
                .iter()
                .filter(|e| same_act(k, &e.asked) || same_act(k, &e.act))
                .collect();
            settle_by_side(&found)
        }
        Asked::Any(whole, each) => settle_any(whole, each, ledger),
    }
}

/// Holds the answer `v` to a question about `asked` to what `settle` makes of `ledger` (what
/// the table's checks recorded while it was answered): None when they agree, else the KNOWN
/// list's line (`tag` names a question family that shares its action with another).
fn held(asked: &Asked, v: &Verdict, q: &QueryKind, ledger: &[Entry]) -> Option<String> {
    let want_cost = matches!(q, QueryKind::Cost { .. });
    let tag = match q {
        QueryKind::EvacuationOutcome { .. } => " (its outcome)",
        _ => "",
    };
    let (action, any) = match asked {
        Asked::One(k) => (k.action, tag),
        Asked::Any(whole, _) => (whole.action, " (to any destination)"),
    };
    differs(action, settled(asked, ledger), v, want_cost, any)
}

/// What the table settles of the act questions `moves` and `reach` ask: the recording judge's
/// view of this file's reading of acts and of `settle` ([`families::Table`]).
struct Recorded;

impl families::Table for Recorded {
    fn held(
        board: &Board,
        query: &Query,
        v: &Verdict,
        ledger: &[Entry],
    ) -> Option<(Action, Settled, Option<String>)> {
        let of = asked(board, &query.kind, &query.text)?;
        let action = match &of {
            Asked::One(k) | Asked::Any(k, _) => k.action,
        };
        Some((
            action,
            settled(&of, ledger),
            held(&of, v, &query.kind, ledger),
        ))
    }
}

/// One act question, asked: the answer held to the table's outcomes on its act. `moves` and
/// `reach`, questions made of act questions, are held through each question they ask
/// ([`families`]).
fn ask(board: &Board, query: &Query, ruleset: Ruleset) -> Option<Option<String>> {
    if let Some(found) = families::ask_made_of_acts::<Recorded>(board, query, ruleset) {
        return found;
    }
    let asked = asked(board, &query.kind, &query.text)?;
    ledger::take();
    let v = match crate::rules::evaluate_once(board, query, ruleset) {
        Ok(v) => v,
        // (Round 28.) An error on an act the table was asked about (its checks ran on it): an
        // answer decided outside the table, a refusal written as a diagnostic. An error before
        // any check ran (a name the board lacks) is no answer about the act.
        Err(_) => {
            let ledger = ledger::take();
            let settled = settled(&asked, &ledger);
            let action = match &asked {
                Asked::One(k) | Asked::Any(k, _) => k.action,
            };
            return (settled != Settled::Unseen).then(|| {
                Some(format!(
                    "{action:?} error where the table settles {settled:?}"
                ))
            });
        }
    };
    Some(held(&asked, &v, &query.kind, &ledger::take()))
}

/// Every act question of the bundled boards (scenarios/, examples/, tests/fixtures/): each
/// question the suites ask, and every move `moves` considers for every card, asked as `can`
/// and as `cost`, under the board's ruleset and the latest. Returns how many were asked, and what decided
/// outside the table, with where.
fn sweep() -> (usize, Vec<(String, String)>) {
    sweep_under(false)
}

/// [`sweep`], under the board's ruleset and the latest, or (`every`) under every Star Wars
/// CCG ruleset.
pub(crate) fn sweep_under(every: bool) -> (usize, Vec<(String, String)>) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let boards = [
        root.join("scenarios"),
        root.join("examples"),
        root.join("tests/fixtures"),
    ];
    sweep_boards(&boards, every)
}

/// [`sweep_under`], of the boards under `boards`.
fn sweep_boards(boards: &[std::path::PathBuf], every: bool) -> (usize, Vec<(String, String)>) {
    let (mut asked, mut outside) = (0, Vec::new());
    for path in crate::scenario::files_under(boards) {
        let Ok(sc) = crate::scenario::load_file(&path, crate::catalog::Catalog::builtin()) else {
            continue;
        };
        let board = &sc.board;
        // A Young Jedi board is judged under `dotf` alone (under any other ruleset it asks
        // about no act: the answer says which ruleset judges it).
        let rulesets: Vec<_> = if board.game == Game::YoungJedi {
            vec![Ruleset::Dotf]
        } else if every {
            Ruleset::SWCCG.to_vec()
        } else {
            [board.ruleset, Some(Ruleset::Latest)]
                .into_iter()
                .flatten()
                .collect()
        };
        let mut queries: Vec<Query> = sc
            .questions
            .iter()
            .filter_map(|q| crate::query::parse(&q.ask).ok())
            .collect();
        if board.game == Game::Swccg {
            for c in board.cards.keys() {
                queries.extend(no_destination(board, c));
                for (label, q) in crate::rules::moves::candidate_moves(board, c) {
                    for kind in [
                        q.clone(),
                        QueryKind::Cost {
                            question: Box::new(q),
                        },
                    ] {
                        queries.push(Query {
                            kind,
                            asker: None,
                            text: label.clone(),
                        });
                    }
                }
            }
        }
        queries.extend(families::questions(board, !every));
        for query in &queries {
            for &ruleset in &rulesets {
                let Some(found) = ask(board, query, ruleset) else {
                    continue;
                };
                asked += 1;
                if let Some(why) = found {
                    let at = format!("{}: {} under {ruleset:?}", path.display(), query.text);
                    outside.push((why, at));
                }
            }
        }
    }
    (asked, outside)
}

/// The questions with no destination about a card that moves itself: `can move` (a character,
/// creature, vehicle or starship), `can land` and `can take-off` (a starship), as `can` and as
/// `cost`.
fn no_destination(board: &Board, c: crate::board::CardIx) -> Vec<Query> {
    use crate::catalog::CardType::*;
    let def = board.card_def(c);
    // (Round 28.) A card of any other kind standing at a location (a device, an Effect) is
    // asked too: whether it moves at all is the table's to say (its own text may let it move
    // like a character).
    let stands = matches!(board.cards[c].place, Place::At(_));
    if !matches!(def.card_type, Character | Creature | Vehicle | Starship) && !stands {
        return Vec::new();
    }
    let card = crate::rules::subject::card_ref(c);
    let mut asks = vec![QueryKind::CanMove {
        card: card.clone(),
        to: None,
        by: None,
    }];
    if def.card_type == Starship {
        asks.push(QueryKind::CanLand {
            card: card.clone(),
            at: None,
        });
        asks.push(QueryKind::CanTakeOff { card, to: None });
    }
    let name = board.card_name(c);
    asks.into_iter()
        .flat_map(|q| {
            [
                q.clone(),
                QueryKind::Cost {
                    question: Box::new(q),
                },
            ]
        })
        .map(|kind| Query {
            text: format!("{} {name} (no destination)", kind.verb()),
            kind,
            asker: None,
        })
        .collect()
}

/// The answers still decided outside the table, by kind (the action, the answer, what the
/// table's outcomes settle, and the rule or gap the answer names). May only shrink: each
/// conversion of a hand-written decision into a reading or a check removes its lines. (The
/// "where the table settles Undetermined" lines came with the card-text checks: a card's unread
/// sentence makes the table open where a handler's own refusal, already listed with the table
/// allowing, decides no; they go with those refusals.)
const KNOWN: &[&str] = &[];

/// The lines of `outside` the KNOWN list does not hold, with an example of each.
fn unknown(outside: &[(String, String)]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (why, at) in outside {
        if !KNOWN.contains(&why.as_str()) && !out.iter().any(|l| l.starts_with(why.as_str())) {
            out.push(format!("{why}    (e.g. {at})"));
        }
    }
    out
}

#[test]
fn every_act_answer_is_what_the_table_settles() {
    let (asked, outside) = sweep();
    assert!(asked > 1000, "only {asked} act questions asked");
    let new = unknown(&outside);
    assert!(
        new.is_empty(),
        "{} kinds of answer decided outside the table:\n{}",
        new.len(),
        new.join("\n")
    );
    let stale: Vec<&&str> = KNOWN
        .iter()
        .filter(|k| !outside.iter().any(|(why, _)| why == *k))
        .collect();
    assert!(
        stale.is_empty(),
        "KNOWN lines no answer shows any more (remove them): {stale:?}"
    );
}

/// The sweep with `fault` injected: what it reports beyond the KNOWN list.
fn sweep_with(fault: Inject) -> Vec<String> {
    ledger::inject(fault);
    let (_, outside) = sweep();
    ledger::inject(Inject::None);
    unknown(&outside)
}

/// A refusal written by hand before the table is asked fails the recording test.
#[test]
fn a_hand_refusal_before_the_table_fails_the_record() {
    let new = sweep_with(Inject::HandRefusal);
    assert!(
        new.iter()
            .any(|l| l.contains(" no where the table settles Unseen")),
        "a hand refusal went unseen: {new:?}"
    );
    // Seen in each family the sweep asks of every board: a capture, an Effect fetched, an
    // evacuation played out, and the act questions `moves` and `reach` ask.
    for family in [
        "Capture no",
        "FetchEffect no",
        "Evacuate (its outcome) no",
        "moves: ",
        "reach: ",
    ] {
        assert!(
            new.iter()
                .any(|l| l.starts_with(family) && l.contains(" no where the table settles Unseen")),
            "a hand refusal of `{family}` went unseen: {new:?}"
        );
    }
}

/// docs/design.md's worked example, done: a new rule that forbids landing, declared and its
/// check registered on `Land`, with nothing else changed. Every landing path meets it: the
/// record still holds (each answer is what the table settles, the new refusal included), and
/// the new check ran on the landings of every path that lands: `can land` from a system and
/// from a sector, `can move` read as a landing, `cost land`, the questions with no
/// destination, the swoop of a bombing run, and the landings `moves` lists and `reach` walks.
#[test]
fn a_new_landing_rule_reaches_every_landing_path() {
    ledger::take_new_check_ran();
    let new = sweep_with(Inject::NewLandingRule);
    let ran = ledger::take_new_check_ran();
    assert!(
        new.is_empty(),
        "with a new landing rule, answers not what the table settles:\n{}",
        new.join("\n")
    );
    assert!(
        ran.len() > 100,
        "the new check ran on only {} landings",
        ran.len()
    );
    // The sweep's own questions (`land at …` are the moves `moves` considers, asked as `can`),
    // a starship's move read as a landing, and the Bombing Run's swoop; `moves` listings and
    // `reach` routes are held above, each listed move and step to its settled answer.
    for path in ["can land", "cost land", "can move", "land at", "can bomb"] {
        assert!(
            ran.iter().any(|q| q.starts_with(path)),
            "no `{path}` question met the new landing check: {:?}",
            ran.iter().take(20).collect::<Vec<_>>()
        );
    }
}

/// (Round 28.) An error answered after the table was asked about the act (a refusal written
/// as a diagnostic, as "… is a device: it does not move by itself" was) fails the recording
/// test.
#[test]
fn an_error_after_the_table_fails_the_record() {
    let new = sweep_with(Inject::ErrorAfterTable);
    assert!(
        new.iter()
            .any(|l| l.starts_with("Move error where the table settles ")),
        "an error after the table went unseen: {new:?}"
    );
}

/// A `moves` listing or a `reach` route written by hand fails the recording test.
#[test]
fn a_listing_or_a_route_written_by_hand_fails_the_record() {
    families::forged_listings_and_routes_fail::<Recorded>();
}

/// A table refusal thrown away by its handler fails the recording test.
#[test]
fn a_table_result_thrown_away_fails_the_record() {
    let new = sweep_with(Inject::DropResult);
    assert!(
        new.iter().any(|l| l.contains("where the table settles No")),
        "a dropped refusal went unseen: {new:?}"
    );
    // Seen in each family the sweep asks of every board (a missing character's capture, an
    // Effect fetch, an evacuation refused and played out anyway, the moves of `moves` and the
    // steps of `reach`).
    for family in [
        "Capture ",
        "FetchEffect ",
        "Evacuate (its outcome) ",
        "moves: ",
        "reach: ",
    ] {
        assert!(
            new.iter()
                .any(|l| l.starts_with(family) && l.contains("where the table settles No")),
            "a dropped refusal of `{family}` went unseen: {new:?}"
        );
    }
}

/// What the sweep under every ruleset (no fault injected) recorded, for the tests that read
/// only that: how many act questions it asked, the citations by handler code
/// (`rules::hand_cited`) and the checks' citations outside their own rules. Swept once for the
/// test binary (each of the two tests swept it whole before: the slowest lib tests).
pub(crate) struct EverySweep {
    pub asked: usize,
    pub by_handler: Vec<crate::rules::eval::by_handler::Cited>,
    pub outside_rules: Vec<(&'static str, &'static str)>,
}

/// [`EverySweep`], swept on first use (on the thread that first asks, which injects no fault:
/// the faults are injected per thread, by the tests that sweep on their own).
pub(crate) fn every_ruleset_sweep() -> &'static EverySweep {
    static SWEEP: std::sync::LazyLock<EverySweep> = std::sync::LazyLock::new(|| {
        crate::rules::eval::cited::take();
        let ((asked, _), by_handler) = crate::rules::eval::by_handler::record(|| sweep_under(true));
        EverySweep {
            asked,
            by_handler,
            outside_rules: crate::rules::eval::cited::take(),
        }
    });
    &SWEEP
}

/// Every reason a check of the table gives cites one of the rules the check declares, on
/// every act question of the bundled boards, under every ruleset: so `swjudge rules <id>`'s "applied by" (the
/// checks that declare the rule) names every check that cites it.
#[test]
fn every_check_cites_only_its_own_rules() {
    let sweep = every_ruleset_sweep();
    assert!(
        sweep.asked > 1000,
        "only {} act questions asked",
        sweep.asked
    );
    let outside = &sweep.outside_rules;
    assert!(
        outside.is_empty(),
        "checks citing rules they do not declare (check, rule): {outside:#?}"
    );
}

/// A check citing a rule it does not declare is caught where it cites it.
#[test]
fn a_check_citing_a_rule_it_does_not_declare_is_caught() {
    use crate::rulebook::movement::{EMBARK, REGULAR};
    use crate::rules::actions::Outcome;
    static OWN: &[&crate::rulebook::Rule] = &[&REGULAR];
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let sc = crate::scenario::load_file(
        &root.join("scenarios/card-text/own-words.yaml"),
        crate::catalog::Catalog::builtin(),
    )
    .expect("a bundled board loads");
    let mut e = crate::rules::eval::Eval::new(&sc.board, Ruleset::Latest, "test", None);
    crate::rules::eval::cited::take();
    let ran = e.run_check("cites its own rule", OWN, |cx| {
        cx.because(&REGULAR, "its own rule");
        Outcome::Refuse
    });
    assert_eq!(ran.outcome, Outcome::Refuse);
    assert!(crate::rules::eval::cited::take().is_empty());
    let _ = e.run_check("cites another's rule", OWN, |cx| {
        cx.allow(&EMBARK, "not its rule");
        Outcome::Clear
    });
    assert_eq!(
        crate::rules::eval::cited::take(),
        [("cites another's rule", EMBARK.id)]
    );
}
