//! Related questions agree, on every bundled board (scenarios/ and examples/):
//!
//! - `can fire W at T` = yes implies `can target T with W` = yes and, for a carried weapon,
//!   `can use <holder> W` = yes (firing is targeting and using);
//! - `can take-off X` = yes if and only if some `can take-off X to D` = yes; the same for
//!   `can land` and `can move`;
//! - `cost <move>` is a number exactly when `can <move>` is yes (`moves` lists moves by those
//!   same evaluations);
//! - `moves X` lists exactly the moves whose `can` question is yes, with the same cost;
//! - two questions for one move agree (`can move` a starship from a site to a system is
//!   `can take-off` there, from a system to a site `can land`);
//! - `can deploy W to C` (a weapon or device on a card) is yes only when `can carry C W` is;
//! - a `no` to a move question cites only rules registered for the act's action;
//! - a `no` carries at least one reason, and an `undetermined` names what is missing.
//!
//! Every card and location is named by its index, so cards without an `id` are asked about
//! too. Each property runs over every bundled board, and over random boards (proptest): a Hoth
//! row with its asteroid sectors and maybe a Bespin row with its cloud sectors, under any
//! ruleset, turn and phase, with characters, vehicles, creatures and starships of both sides
//! placed anywhere their kind may stand (legal or not), some piloted, some armed.

mod in_force_known;

#[path = "common/boards.rs"]
mod bundled;
use bundled::boards;
use proptest::prelude::*;
use proptest::sample::Index;
use swjudge::board::{Board, CardIx, LocId, Place};
use swjudge::catalog::{CardType, Catalog};
use swjudge::query::{CardName, CardRef, Query, QueryKind, Span};
use swjudge::rules::evaluate_once;
use swjudge::rules::subject::{card_ref, loc_ref, picked_card, picked_location};
use swjudge::{Answer, Ruleset, Verdict};

fn card(i: CardIx) -> CardRef {
    card_ref(i)
}

fn loc(l: LocId) -> CardRef {
    loc_ref(l)
}

/// The answer, or None when the question does not apply (a card of the wrong kind).
fn ask(board: &Board, kind: QueryKind) -> Option<Verdict> {
    ask_as(board, kind, None)
}

/// The answer to the question asked `as` a side.
fn ask_as(board: &Board, kind: QueryKind, asker: Option<swjudge::query::Side>) -> Option<Verdict> {
    let ruleset = swjudge::ruleset_for(board, None);
    if ruleset == Ruleset::Dotf {
        return None;
    }
    let q = Query {
        kind,
        asker,
        text: "consistency".into(),
    };
    let v = evaluate_once(board, &q, ruleset).ok()?;
    well_formed(&v);
    Some(v)
}

fn well_formed(v: &Verdict) {
    // Only rules in force decide (tests/in_force.rs holds the same over every question of every
    // bundled board; here over the random boards' questions too).
    for r in &v.reasons {
        if let Some(rule) = swjudge::rulebook::find(r.rule) {
            assert!(
                swjudge::rulebook::in_force(rule, v.ruleset)
                    || in_force_known::KNOWN.contains(&(rule.id, v.ruleset)),
                "a reason cites {}, not in force under {}: {v:#?}",
                rule.id,
                v.ruleset.name()
            );
        }
    }
    match v.answer {
        Answer::No => assert!(!v.reasons.is_empty(), "a no names what refuses it: {v:#?}"),
        Answer::Undetermined => assert!(
            !v.undetermined_because.is_empty(),
            "an undetermined names what is missing: {v:#?}"
        ),
        _ => {}
    }
}

fn yes(v: &Option<Verdict>) -> bool {
    v.as_ref().is_some_and(|v| v.answer == Answer::Yes)
}

/// Firing is targeting and using: the number of yes answers to `can fire` checked.
fn firing_is_targeting_and_using(file: &str, board: &Board) -> usize {
    let mut fired = 0;
    {
        let weapons: Vec<CardIx> = board
            .cards
            .keys()
            .filter(|&w| board.card_def(w).card_type == CardType::Weapon)
            .collect();
        for &w in &weapons {
            for t in board.cards.keys() {
                let fire = ask(
                    board,
                    QueryKind::CanFire {
                        weapon: card(w),
                        target: card(t),
                    },
                );
                if !yes(&fire) {
                    continue;
                }
                fired += 1;
                let target = ask(
                    board,
                    QueryKind::CanTarget {
                        card: card(t),
                        with: Some(card(w)),
                    },
                );
                assert!(
                    yes(&target),
                    "{file}: can fire card {w:?} at {t:?} is yes, but can target is {:?}",
                    target.map(|v| v.answer)
                );
                if let Place::Carried(h) = board.cards[w].place {
                    let used = ask(
                        board,
                        QueryKind::CanUse {
                            user: card(h),
                            item: card(w),
                        },
                    );
                    assert!(
                        yes(&used),
                        "{file}: can fire card {w:?} at {t:?} is yes, but can use by {h:?} is {:?}",
                        used.map(|v| v.answer)
                    );
                }
            }
        }
    }
    fired
}

/// Deploying a weapon or device on a card includes carrying it: `can deploy W to C` is yes only
/// when `can carry C W` is yes. W ranges over the weapons and devices on the board and a few
/// of every kind (a character weapon, a starship weapon, artillery, a device, Proton Bombs); C
/// over every character, vehicle and starship. Returns the number of deploy yeses checked.
fn deploying_is_carrying(file: &str, board: &Board, failures: &mut Vec<String>) -> usize {
    let title = |t: &str| CardRef {
        name: CardName::Title(t.to_string()),
        span: Span::default(),
    };
    let mut items: Vec<String> = board
        .cards
        .keys()
        .map(|w| board.card_def(w))
        .filter(|d| matches!(d.card_type, CardType::Weapon | CardType::Device))
        .map(|d| d.plain_title().to_string())
        .collect();
    for t in [
        "Light Repeating Blaster Rifle",
        "Atgar Laser Cannon",
        "Proton Bombs",
        "Luke's Backpack",
        "Blaster Rifle",
    ] {
        items.push(t.to_string());
    }
    items.sort();
    items.dedup();
    let mut checked = 0;
    for c in board.cards.keys() {
        if !matches!(
            board.card_def(c).card_type,
            CardType::Character | CardType::Vehicle | CardType::Starship
        ) {
            continue;
        }
        let side = board.cards[c].side;
        for w in &items {
            let deploy = ask_as(
                board,
                QueryKind::CanDeploy {
                    card: title(w),
                    to: Some(card(c)),
                    aboard: None,
                    with: None,
                    as_starting: false,
                },
                Some(side),
            );
            if !yes(&deploy) {
                continue;
            }
            checked += 1;
            let carry = ask(
                board,
                QueryKind::CanCarry {
                    carrier: card(c),
                    item: title(w),
                },
            );
            if !yes(&carry) {
                failures.push(format!(
                    "{file}: can deploy {w} to card {c:?} is yes, but can carry is {:?}",
                    carry.map(|v| v.answer)
                ));
            }
        }
    }
    checked
}

#[test]
fn deploying_a_weapon_on_a_card_is_carrying_it() {
    let mut failures = Vec::new();
    let checked: usize = boards()
        .iter()
        .map(|(file, board)| deploying_is_carrying(file, board, &mut failures))
        .sum();
    eprintln!("deploy yeses checked: {checked}");
    assert!(checked > 0, "some bundled board deploys a weapon on a card");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn firing_implies_targeting_and_using() {
    let fired: usize = boards()
        .iter()
        .map(|(file, board)| firing_is_targeting_and_using(file, board))
        .sum();
    eprintln!("fired {fired}");
    assert!(fired > 0, "some bundled board has a weapon that may fire");
}

/// `question(None)` is yes exactly when `question(Some(d))` is yes for some destination.
fn agrees(
    file: &str,
    board: &Board,
    what: &str,
    question: impl Fn(Option<CardRef>) -> QueryKind,
) -> bool {
    let Some(any) = ask(board, question(None)) else {
        return false;
    };
    let some = board
        .locations
        .keys()
        .any(|d| yes(&ask(board, question(Some(loc(d))))));
    assert_eq!(
        any.answer == Answer::Yes,
        some,
        "{file}: {what} with no destination is {:?}, but some destination says {some}",
        any.answer
    );
    some
}

/// `can take-off|land|move X` with no destination against every destination: (asked, legal).
fn no_destination_agrees(file: &str, board: &Board) -> (usize, usize) {
    let (mut asked, mut legal) = (0, 0);
    {
        for c in board.cards.keys() {
            let def = board.card_def(c);
            let flies = def.card_type == CardType::Starship;
            let at = match board.cards[c].place {
                Place::At(l) => Some(l),
                _ => None,
            };
            if flies && at.is_some_and(|l| board.loc_def(l).is_site()) {
                asked += 1;
                legal += agrees(file, board, "can take-off", |to| QueryKind::CanTakeOff {
                    card: card(c),
                    to,
                }) as usize;
            }
            if flies && at.is_some_and(|l| !board.loc_def(l).is_site()) {
                asked += 1;
                legal += agrees(file, board, "can land", |at| QueryKind::CanLand {
                    card: card(c),
                    at,
                }) as usize;
            }
            if matches!(def.card_type, CardType::Character | CardType::Vehicle) && at.is_some() {
                asked += 1;
                legal += agrees(file, board, "can move", |to| QueryKind::CanMove {
                    card: card(c),
                    to,
                    by: None,
                }) as usize;
            }
        }
    }
    (asked, legal)
}

#[test]
fn no_destination_means_some_destination() {
    let (mut asked, mut legal) = (0, 0);
    for (file, board) in boards() {
        let (a, l) = no_destination_agrees(&file, &board);
        asked += a;
        legal += l;
    }
    eprintln!("asked {asked}, legal {legal}");
    assert!(asked > 50 && legal > 0, "asked {asked}, legal {legal}");
}

/// `cost <move>` is a number exactly when `can <move>` is yes, and `moves` lists exactly those
/// moves: `moves` is built from the same evaluations, so checking cost against can for every
/// move and destination holds the three together.
/// `cost <move>` against `can <move>` for every move, landing and take-off: pairs compared.
fn cost_exactly_when_allowed(file: &str, board: &Board) -> usize {
    let mut compared = 0;
    {
        for c in board.cards.keys() {
            if !matches!(
                board.card_def(c).card_type,
                CardType::Character | CardType::Vehicle | CardType::Starship
            ) {
                continue;
            }
            for d in board.locations.keys() {
                let kinds = [
                    QueryKind::CanMove {
                        card: card(c),
                        to: Some(loc(d)),
                        by: None,
                    },
                    QueryKind::CanLand {
                        card: card(c),
                        at: Some(loc(d)),
                    },
                    QueryKind::CanTakeOff {
                        card: card(c),
                        to: Some(loc(d)),
                    },
                ];
                for kind in kinds {
                    let can = ask(board, kind.clone());
                    let cost = ask(
                        board,
                        QueryKind::Cost {
                            question: Box::new(kind.clone()),
                        },
                    );
                    let (Some(can), Some(cost)) = (can, cost) else {
                        continue;
                    };
                    compared += 1;
                    let priced = matches!(cost.answer, Answer::Number(_));
                    // A cost card text sets is undetermined though the move is allowed.
                    let text_cost =
                        cost.answer == Answer::Undetermined && can.answer == Answer::Yes;
                    assert!(
                        priced == (can.answer == Answer::Yes) || text_cost,
                        "{file}: {kind:?}: can = {:?}, cost = {:?}",
                        can.answer,
                        cost.answer
                    );
                }
            }
        }
    }
    compared
}

#[test]
fn a_move_has_a_cost_exactly_when_it_is_allowed() {
    let compared: usize = boards()
        .iter()
        .map(|(file, board)| cost_exactly_when_allowed(file, board))
        .sum();
    eprintln!("compared {compared}");
    assert!(compared > 100, "compared {compared}");
}

/// Where a move question takes the card: the destination as `moves` names it (a location or
/// a craft), or `(disembark)`. Two questions with the same destination are one move for the
/// listing (`can move X to <sector>` from a site is taking off there, `can move X to <site>`
/// from a sector is landing there), so moves are compared by destination and cost.
fn destination(board: &Board, kind: &QueryKind) -> String {
    let name = |r: &CardRef| match (picked_location(r), picked_card(r)) {
        (Some(l), _) => board.loc_name(l),
        (_, Some(c)) => board.card_name(c),
        _ => panic!("the universe names cards and locations by index"),
    };
    match kind {
        QueryKind::CanMove { to: Some(to), .. }
        | QueryKind::CanTakeOff { to: Some(to), .. }
        | QueryKind::CanShuttle { to, .. }
        | QueryKind::CanTransit { to, .. }
        | QueryKind::CanTransfer { to, .. } => name(to),
        QueryKind::CanLand { at: Some(at), .. } => name(at),
        QueryKind::CanEmbark { on, .. } => name(on),
        QueryKind::CanDisembark { .. } => "(disembark)".into(),
        other => panic!("{other:?} is not a move to somewhere"),
    }
}

/// The destination of a move `moves` lists, read from its label (`land at Hoth: Echo Docking
/// Bay`).
fn listed_destination(label: &str) -> String {
    if label.starts_with("disembark") {
        return "(disembark)".into();
    }
    const VERBS: &[&str] = &[
        "move to ",
        "land at ",
        "take off to ",
        "shuttle to ",
        "docking bay transit to ",
        "embark on ",
        "transfer to ",
    ];
    VERBS
        .iter()
        .find_map(|v| label.strip_prefix(v))
        .unwrap_or_else(|| panic!("a move `moves` lists without a destination: {label:?}"))
        .to_string()
}

/// The destinations a listed one stands for: itself, or, for one of a group of twins
/// (`TIE Fighter (1st at Hoth), one of 2 alike`), each copy of that card at its place without
/// an id (as many as the label says), named as answers name them.
fn twins_of(board: &Board, mover: CardIx, dest: &str) -> Vec<String> {
    let Some((named, n)) = dest.rsplit_once(", one of ") else {
        return vec![dest.to_string()];
    };
    let n: usize = n
        .strip_suffix(" alike")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a group of twins without its size: {dest:?}"));
    let first = board
        .card_by_name(named)
        .unwrap_or_else(|| panic!("{named:?} names no card"));
    let twins: Vec<String> = board
        .cards
        .keys()
        .filter(|&x| {
            x != mover
                && board.cards[x].id.is_none()
                && board.cards[x].def == board.cards[first].def
                && board.cards[x].place == board.cards[first].place
        })
        .map(|x| board.card_name(x))
        .collect();
    assert_eq!(twins.len(), n, "{dest:?}: the twins are {twins:?}");
    twins
}

/// Every move question a card could be asked about on this board, whatever `moves` offers:
/// moving, landing and taking off to every location, shuttling to every site, taking off, transiting to every location,
/// embarking on, shuttling to and transferring to every other craft, disembarking.
fn move_universe(board: &Board, c: CardIx) -> Vec<QueryKind> {
    let mut out = Vec::new();
    for d in board.locations.keys() {
        out.push(QueryKind::CanMove {
            card: card(c),
            to: Some(loc(d)),
            by: None,
        });
        out.push(QueryKind::CanLand {
            card: card(c),
            at: Some(loc(d)),
        });
        out.push(QueryKind::CanTakeOff {
            card: card(c),
            to: Some(loc(d)),
        });
        // Shuttling "to a system" is shuttling to a capital starship there: the same move as
        // the one named by the starship, asked below.
        if !board.loc_def(d).is_system() {
            out.push(QueryKind::CanShuttle {
                card: card(c),
                to: loc(d),
            });
        }
        out.push(QueryKind::CanTransit {
            card: card(c),
            to: loc(d),
        });
    }
    out.push(QueryKind::CanDisembark { card: card(c) });
    for h in board.cards.keys().filter(|&h| h != c) {
        // A captive's prisoner transfer into a character's custody.
        if board.card_def(h).card_type == CardType::Character {
            out.push(QueryKind::CanTransfer {
                card: card(c),
                to: card(h),
            });
            continue;
        }
        if !matches!(
            board.card_def(h).card_type,
            CardType::Starship | CardType::Vehicle
        ) {
            continue;
        }
        out.push(QueryKind::CanEmbark {
            card: card(c),
            on: card(h),
        });
        out.push(QueryKind::CanShuttle {
            card: card(c),
            to: card(h),
        });
        out.push(QueryKind::CanTransfer {
            card: card(c),
            to: card(h),
        });
    }
    out
}

/// A listed move's cost: a number, or set by card text.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Priced {
    Force(i64),
    ByCardText,
}

/// `moves X` lists exactly the moves whose `can` question is yes, each with the cost `cost`
/// gives: checked against every move question of the card, not only those `moves` thinks of,
/// by destination and cost.
fn moves_lists_exactly_the_allowed_moves(
    file: &str,
    board: &Board,
    failures: &mut Vec<String>,
) -> usize {
    use std::collections::BTreeSet;
    use swjudge::verdict::{Computed, MoveStatus};
    let mut compared = 0;
    for c in board.cards.keys() {
        if !matches!(
            board.card_def(c).card_type,
            CardType::Character | CardType::Creature | CardType::Vehicle | CardType::Starship
        ) {
            continue;
        }
        let Some(listing) = ask(
            board,
            QueryKind::Moves {
                card: Some(card(c)),
                all: true,
            },
        ) else {
            continue;
        };
        let listed: BTreeSet<(String, Priced)> = match &listing.data {
            Some(Computed::Moves { moves }) => moves
                .iter()
                .filter_map(|m| match m.status {
                    MoveStatus::Legal => Some((m, Priced::Force(m.cost?))),
                    MoveStatus::CostUndetermined => Some((m, Priced::ByCardText)),
                    MoveStatus::Undetermined => None,
                })
                .flat_map(|(m, p)| {
                    twins_of(board, c, &listed_destination(&m.movement))
                        .into_iter()
                        .map(move |d| (d, p.clone()))
                })
                .collect(),
            _ => continue,
        };
        let mut allowed = BTreeSet::new();
        for kind in move_universe(board, c) {
            if !yes(&ask(board, kind.clone())) {
                continue;
            }
            let cost = ask(
                board,
                QueryKind::Cost {
                    question: Box::new(kind.clone()),
                },
            );
            let priced = match cost.map(|v| v.answer) {
                Some(Answer::Number(n)) => Priced::Force(n),
                _ => Priced::ByCardText,
            };
            allowed.insert((destination(board, &kind), priced));
        }
        compared += 1;
        if listed != allowed {
            failures.push(format!(
                "{file}: moves of card {c:?} ({}): listed only {:?}; allowed only {:?}",
                board.card_name(c),
                listed.difference(&allowed).collect::<Vec<_>>(),
                allowed.difference(&listed).collect::<Vec<_>>(),
            ));
        }
    }
    compared
}

/// Two questions for one move agree: from a site, `can move X to D` (a system or sector) is
/// `can take-off X to D`; from a system or sector, `can move X to S` (a site) is
/// `can land X at S` — same answer and, when allowed, same cost. Pairs compared.
fn synonyms_agree(file: &str, board: &Board, failures: &mut Vec<String>) -> usize {
    let mut compared = 0;
    for c in board.cards.keys() {
        // Starships, and creatures that fly like them (mynocks); a vehicle (a cloud car) moves
        // and never lands or takes off.
        if !matches!(
            board.card_def(c).card_type,
            CardType::Starship | CardType::Creature
        ) {
            continue;
        }
        let Place::At(here) = board.cards[c].place else {
            continue;
        };
        let from_site = board.loc_def(here).is_site();
        for d in board.locations.keys() {
            if d == here || board.loc_def(d).is_site() == from_site {
                continue;
            }
            let moving = QueryKind::CanMove {
                card: card(c),
                to: Some(loc(d)),
                by: None,
            };
            let other = if from_site {
                QueryKind::CanTakeOff {
                    card: card(c),
                    to: Some(loc(d)),
                }
            } else {
                QueryKind::CanLand {
                    card: card(c),
                    at: Some(loc(d)),
                }
            };
            let (Some(a), Some(b)) = (ask(board, moving.clone()), ask(board, other.clone())) else {
                continue;
            };
            // A bomber's swoop to its Bombing Run target zone, and its return, are the run's
            // legs (a landing's and a take-off's acts flown on the run, which the landing rule
            // leaves to the Bombing Run's), not the landing `can land` asks: under the Hoth
            // rules, which say nothing of Bombing Runs, the swoop is undetermined by that document.
            if a.reasons.iter().any(|r| r.rule == "dagobah.bombing-run")
                || a.undetermined_because
                    .iter()
                    .any(|u| u.why.starts_with("a bomber's swoop down to a Bombing Run"))
            {
                continue;
            }
            compared += 1;
            let cost = |k: &QueryKind| {
                ask(
                    board,
                    QueryKind::Cost {
                        question: Box::new(k.clone()),
                    },
                )
                .map(|v| v.answer)
            };
            let same_cost = a.answer != Answer::Yes || cost(&moving) == cost(&other);
            if a.answer != b.answer || !same_cost {
                failures.push(format!(
                    "{file}: card {c:?} ({}) to {}: {:?} is {:?} but {:?} is {:?}{}",
                    board.card_name(c),
                    board.loc_name(d),
                    moving.verb(),
                    a.answer,
                    other.verb(),
                    b.answer,
                    if same_cost { "" } else { " (costs differ)" }
                ));
            }
        }
    }
    compared
}

#[test]
fn two_questions_for_one_move_agree() {
    let (mut compared, mut failures) = (0, Vec::new());
    for (file, board) in boards() {
        compared += synonyms_agree(&file, &board, &mut failures);
    }
    eprintln!("compared {compared}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared > 20, "compared {compared}");
}

/// Who asks: a side moves its own cards, never the other side's, so a move asked `as` the side
/// that does not own the card is never yes (a captive, moved by its captor, is left out).
/// (Asked `as` the owner, the owner's own turn is taken as an assumption: see
/// `Eval::asked_for_own_turn`.) Questions compared.
fn the_asker_moves_only_its_own(file: &str, board: &Board, failures: &mut Vec<String>) -> usize {
    let mut compared = 0;
    for c in board.cards.keys() {
        if !matches!(
            board.card_def(c).card_type,
            CardType::Character | CardType::Vehicle | CardType::Starship | CardType::Creature
        ) || board.cards[c].state.captured
            || board.cards[c].state.frozen
            || matches!(board.cards[c].place, Place::Escorted(_))
        {
            continue;
        }
        let other = board.cards[c].side.opponent();
        for kind in move_universe(board, c) {
            let Some(theirs) = ask_as(board, kind.clone(), Some(other)) else {
                continue;
            };
            compared += 1;
            if theirs.answer == Answer::Yes {
                failures.push(format!(
                    "{file}: {} ({}): yes asked as the other side",
                    kind.verb(),
                    board.card_name(c)
                ));
            }
        }
    }
    compared
}

#[test]
fn a_move_is_asked_for_the_cards_owner() {
    let (mut compared, mut failures) = (0, Vec::new());
    for (file, board) in boards() {
        compared += the_asker_moves_only_its_own(&file, &board, &mut failures);
    }
    eprintln!("compared {compared}");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(compared > 100, "compared {compared}");
}

#[test]
fn moves_lists_exactly_what_can_allows() {
    let (mut compared, mut failures) = (0, Vec::new());
    for (file, board) in boards() {
        compared += moves_lists_exactly_the_allowed_moves(&file, &board, &mut failures);
    }
    eprintln!("compared {compared} cards");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared > 50, "compared {compared}");
}

// ---------------------------------------------------------------- random boards

/// Where a card of the pool may be put on a random board.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Stands {
    /// At a site.
    Site,
    /// At a system or sector, or landed at a site.
    Space,
}

/// Cards a random board draws from: (title, side, where it stands, pilot or weapon it may take).
const POOL: &[(&str, &str, Stands, Option<&str>)] = &[
    (
        "Luke Skywalker",
        "light",
        Stands::Site,
        Some("Blaster Rifle"),
    ),
    ("Han Solo", "light", Stands::Site, None),
    ("Chewbacca", "light", Stands::Site, None),
    ("Rebel Trooper", "light", Stands::Site, None),
    (
        "Echo Base Trooper",
        "light",
        Stands::Site,
        Some("Blaster Rifle"),
    ),
    ("Snowspeeder", "light", Stands::Site, Some("Rebel Trooper")),
    ("Tauntaun", "light", Stands::Site, None),
    ("Red 5", "light", Stands::Space, Some("Luke Skywalker")),
    (
        "Millennium Falcon",
        "light",
        Stands::Space,
        Some("Han Solo"),
    ),
    ("Gold Leader In Gold 1", "light", Stands::Space, None),
    ("Cloud Car", "light", Stands::Space, None),
    ("Snowtrooper", "dark", Stands::Site, Some("Blaster Rifle")),
    ("Boba Fett", "dark", Stands::Site, None),
    ("General Veers", "dark", Stands::Site, Some("Assault Rifle")),
    ("Blizzard 2", "dark", Stands::Site, Some("General Veers")),
    ("Blizzard Scout 1", "dark", Stands::Site, None),
    ("Wampa", "dark", Stands::Site, None),
    ("Mynock", "dark", Stands::Space, None),
    ("Stalker", "dark", Stands::Space, Some("Admiral Ozzel")),
    ("TIE Bomber", "dark", Stands::Space, None),
    ("Vader's Custom TIE", "dark", Stands::Space, None),
    ("Slave I", "dark", Stands::Space, Some("Boba Fett")),
    (
        "Victory-Class Star Destroyer",
        "dark",
        Stands::Space,
        Some("Snowtrooper"),
    ),
    (
        "Medium Transport",
        "light",
        Stands::Space,
        Some("Echo Base Trooper"),
    ),
];

/// (title, is a site) of each row a random board may have, in table order.
const HOTH: &[(&str, bool)] = &[
    ("Hoth: Echo Command Center (War Room)", true),
    ("Hoth: Echo Docking Bay", true),
    ("Hoth: Main Power Generators (1st Marker)", true),
    ("Hoth: North Ridge (4th Marker)", true),
    ("Hoth: Ice Plains (5th Marker)", true),
    ("Hoth", false),
    ("Asteroid Field", false),
    ("Big One", false),
    ("Big One: Asteroid Cave Or Space Slug Belly", true),
];
const BESPIN: &[(&str, bool)] = &[
    ("Cloud City: East Platform (Docking Bay)", true),
    ("Bespin: Cloud City", false),
    ("Clouds", false),
    ("Bespin", false),
];

#[derive(Debug, Clone)]
struct RandomBoard {
    yaml: String,
}

/// The YAML kind of a location of the rows above.
fn kind(title: &str, site: bool) -> &'static str {
    match (site, title) {
        (true, _) => "site",
        (false, "Hoth" | "Bespin") => "system",
        _ => "sector",
    }
}

fn random_board() -> impl Strategy<Value = RandomBoard> {
    (
        prop::sample::select(vec!["hoth", "dagobah", "cloud-city", "latest"]),
        prop::sample::select(vec!["turn: light\n", "turn: dark\n", ""]),
        prop::sample::select(vec![
            "phase: move\n",
            "phase: battle\n",
            "phase: deploy\n",
            "",
        ]),
        prop::sample::subsequence((0..HOTH.len()).collect::<Vec<_>>(), 3..=HOTH.len()),
        any::<bool>(),
        prop::sample::subsequence((0..POOL.len()).collect::<Vec<_>>(), 2..=8),
        prop::collection::vec((any::<Index>(), any::<bool>()), 8),
    )
        .prop_map(|(rules, turn, phase, hoth, bespin, cards, places)| {
            // The rows: Hoth's system always, the rest as drawn.
            let mut rows: Vec<(&str, Vec<(&str, bool)>)> = vec![(
                "Hoth",
                HOTH.iter()
                    .enumerate()
                    .filter(|(i, (t, _))| hoth.contains(i) || *t == "Hoth")
                    .map(|(_, &l)| l)
                    .collect(),
            )];
            if bespin {
                rows.push(("Bespin", BESPIN.to_vec()));
            }
            // Every location: (row, position); the cards each will hold, per side.
            let spots: Vec<(usize, usize)> = rows
                .iter()
                .enumerate()
                .flat_map(|(r, (_, ls))| (0..ls.len()).map(move |i| (r, i)))
                .collect();
            let mut held: Vec<Vec<(String, String)>> = vec![Vec::new(); spots.len()];
            for (n, (&p, (ix, extra))) in cards.iter().zip(places).enumerate() {
                let (title, side, stands, with) = POOL[p];
                let fits: Vec<usize> = (0..spots.len())
                    .filter(|&k| {
                        let (r, i) = spots[k];
                        let site = rows[r].1[i].1;
                        stands == Stands::Space || site
                    })
                    .collect();
                if fits.is_empty() {
                    continue;
                }
                let k = fits[ix.index(fits.len())];
                let mut entry = format!("{{ card: \"{title}\", id: c{n}");
                match with {
                    Some(w) if extra && matches!(w, "Blaster Rifle" | "Assault Rifle") => {
                        entry.push_str(&format!(", carrying: [\"{w}\"]"))
                    }
                    Some(w) if extra => entry.push_str(&format!(", aboard: [\"{w}\"]")),
                    _ => {}
                }
                entry.push_str(" }");
                held[k].push((side.to_string(), entry));
            }
            let mut yaml = format!("rules: {rules}\n{turn}{phase}rows:\n");
            for (k, &(r, i)) in spots.iter().enumerate() {
                if i == 0 {
                    yaml.push_str(&format!("  {}:\n", rows[r].0));
                }
                let (title, site) = rows[r].1[i];
                yaml.push_str(&format!("    - {}: \"{title}\"\n", kind(title, site)));
                for side in ["light", "dark"] {
                    let mine: Vec<&str> = held[k]
                        .iter()
                        .filter(|(s, _)| s == side)
                        .map(|(_, e)| e.as_str())
                        .collect();
                    if !mine.is_empty() {
                        yaml.push_str(&format!("      {side}: [{}]\n", mine.join(", ")));
                    }
                }
            }
            RandomBoard { yaml }
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Every property above, on a random board.
    #[test]
    fn related_questions_agree_on_random_boards(b in random_board()) {
        let board = match swjudge::scenario::load_str("random.yaml", &b.yaml, Catalog::builtin()) {
            Ok(s) => s.board,
            Err(e) => {
                let msgs: Vec<_> = e.errors.iter().map(|x| x.message.clone()).collect();
                return Err(TestCaseError::fail(format!("{}\n{msgs:#?}", b.yaml)));
            }
        };
        let file = format!("random board:\n{}", b.yaml);
        firing_is_targeting_and_using(&file, &board);
        no_destination_agrees(&file, &board);
        cost_exactly_when_allowed(&file, &board);
        let mut failures = Vec::new();
        moves_lists_exactly_the_allowed_moves(&file, &board, &mut failures);
        synonyms_agree(&file, &board, &mut failures);
        the_asker_moves_only_its_own(&file, &board, &mut failures);
        deploying_is_carrying(&file, &board, &mut failures);
        refusals_name_the_acts_rules(&file, &board, &mut failures);
        prop_assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

/// The actions a move question may be about: a `can move` is read as the landing, take-off or
/// sector move it is (rules::readings), and a move includes its gate's actions only.
fn actions_of(kind: &QueryKind) -> &'static [swjudge::rulebook::action::Action] {
    use swjudge::rulebook::action::Action::*;
    match kind {
        QueryKind::CanMove { .. } => &[Move, Land, TakeOff, SectorMove],
        QueryKind::CanLand { .. } => &[Land],
        QueryKind::CanTakeOff { .. } => &[TakeOff],
        QueryKind::CanShuttle { .. } => &[Shuttle],
        QueryKind::CanTransit { .. } => &[Transit],
        QueryKind::CanDisembark { .. } => &[Disembark],
        QueryKind::CanEmbark { .. } => &[Embark],
        QueryKind::CanTransfer { .. } => &[Transfer],
        _ => &[],
    }
}

/// A `no` to a move question lists only rules registered for the act's action: every reason
/// (but a base rule's, which constrains no action of the documents) names a rule that declares
/// one of the actions the question may be about.
fn refusals_name_the_acts_rules(file: &str, board: &Board, failures: &mut Vec<String>) -> usize {
    let mut checked = 0;
    for c in board.cards.keys() {
        for kind in move_universe(board, c) {
            let Some(v) = ask(board, kind.clone()) else {
                continue;
            };
            if v.answer != Answer::No {
                continue;
            }
            checked += 1;
            let actions = actions_of(&kind);
            for r in &v.reasons {
                let Some(rule) = swjudge::rules::find(r.rule) else {
                    continue;
                };
                if !rule.constrains.iter().any(|a| actions.contains(a)) {
                    failures.push(format!(
                        "{file}: `{}` of card {c:?} is no citing {}, which constrains {:?}",
                        kind.verb(),
                        r.rule,
                        rule.constrains
                    ));
                }
            }
        }
    }
    checked
}

#[test]
fn a_refused_move_cites_only_rules_of_its_action() {
    let mut failures = Vec::new();
    let checked: usize = boards()
        .iter()
        .map(|(file, board)| refusals_name_the_acts_rules(file, board, &mut failures))
        .sum();
    assert!(checked > 0);
    failures.sort();
    failures.dedup();
    assert!(
        failures.is_empty(),
        "{} refusals cite a rule not registered for the act:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
