//! `reach` cannot disagree with `can` and `cost`: on every bundled board (scenarios/ and
//! examples/), for some cards that move and some places each reaches, the route `reach` finds
//! is replayed step by step on a board this test moves the card on itself: each step is
//! `can … = yes` on the board after the steps before it (in the turn and phase the step says),
//! at the cost `cost` gives, the costs sum to the total, and the last step leaves the card
//! there. The `reach` question itself answers the same total. The mover's Force Pile, where the
//! board writes it, pays the steps of the board's own turn (each step's cost comes out of it);
//! past an activate phase (a new turn, or the board's own activate phase) the board gives no pile.
//!
//! Kept fast: at most [`CARDS`] cards per board and [`PLACES`] places per card.

#[path = "common/boards.rs"]
mod bundled;
use bundled::{boards, mover_of, movers};
use std::path::Path;
use swjudge::board::{Board, CardIx, Phase, Place, ThisTurn};
use swjudge::catalog::Catalog;
use swjudge::query::{CardRef, Query, QueryKind, Side};
use swjudge::rules::evaluate_once;
use swjudge::rules::reach::Route;
use swjudge::rules::routes;
use swjudge::rules::subject::{card_ref, loc_ref, picked_card, picked_location};
use swjudge::{Answer, Ruleset};

const CARDS: usize = 4;
const PLACES: usize = 5;

fn ask(board: &Board, kind: QueryKind, ruleset: Ruleset) -> swjudge::Verdict {
    let q = Query {
        kind,
        asker: None,
        text: "replay".into(),
    };
    evaluate_once(board, &q, ruleset).expect("the step's names resolve")
}

/// The test's own move of a card, read from the step's question alone.
fn apply(board: &mut Board, c: CardIx, q: &QueryKind) {
    let loc = |r: &CardRef| match (picked_location(r), picked_card(r)) {
        (Some(l), _) => Place::At(l),
        (_, Some(h)) => Place::Aboard(h),
        _ => panic!("a step names places by index: {r:?}"),
    };
    let to = match q {
        QueryKind::CanMove { to: Some(t), .. }
        | QueryKind::CanLand { at: Some(t), .. }
        | QueryKind::CanTakeOff { to: Some(t), .. }
        | QueryKind::CanTransit { to: t, .. }
        | QueryKind::CanShuttle { to: t, .. }
        | QueryKind::CanEmbark { on: t, .. }
        | QueryKind::CanTransfer { to: t, .. } => loc(t),
        QueryKind::CanDisembark { .. } => {
            let Place::Aboard(h) = board.cards[c].place else {
                panic!("disembarking from nothing")
            };
            board.cards[h].place
        }
        other => panic!("not a move: {other:?}"),
    };
    match board.cards[c].place {
        Place::At(l) => board.locations[l].cards.retain(|&x| x != c),
        Place::Aboard(h) => {
            board.cards[h].aboard.retain(|&x| x != c);
            if board.cards[h].pilot == Some(c) {
                board.cards[h].pilot = None;
            }
            if board.cards[h].driver == Some(c) {
                board.cards[h].driver = None;
            }
        }
        _ => panic!("a carried or escorted card does not move itself"),
    }
    board.cards[c].place = to;
    match to {
        Place::At(l) => board.locations[l].cards.push(c),
        Place::Aboard(h) => board.cards[h].aboard.push(c),
        _ => unreachable!(),
    }
    // One regular move per turn: the board records it.
    if matches!(
        q,
        QueryKind::CanMove { .. }
            | QueryKind::CanLand { .. }
            | QueryKind::CanTakeOff { .. }
            | QueryKind::CanShuttle { .. }
            | QueryKind::CanTransit { .. }
    ) {
        board.cards[c].this_turn.push(ThisTurn::Moved);
    }
}

/// The Force Pile of `side` on `b`, as the board writes it.
fn pile_of(b: &mut Board, side: Side) -> &mut swjudge::board::Player {
    match side {
        Side::Light => &mut b.light,
        Side::Dark => &mut b.dark,
    }
}

/// Replays `route` of card `c` on `board`: every step legal at its cost, in its turn.
fn replay(file: &str, board: &Board, c: CardIx, route: &Route, ruleset: Ruleset) -> Board {
    let side: Side = board.cards[c].side;
    let mut b = board.clone();
    // The mover's turn 1 is the board's turn when it is the mover's (or unwritten).
    let mut turn = if board.turn.is_some_and(|t| t != side) {
        0
    } else {
        1
    };
    let mut total = 0;
    for (i, step) in route.steps.iter().enumerate() {
        assert!(step.turn >= turn, "{file}: turns go forward: {route:#?}");
        if step.turn != turn {
            // A new turn: nothing has happened in it yet, and its Force Pile is not the board's.
            for card in b.cards.iter_mut() {
                card.this_turn.clear();
            }
            pile_of(&mut b, side).force_pile = None;
            turn = step.turn;
        }
        if !step.now {
            if b.phase == Some(Phase::Activate) {
                pile_of(&mut b, side).force_pile = None;
            }
            b.turn = Some(side);
            b.phase = Some(Phase::Move);
        }
        let can = ask(&b, step.question.clone(), ruleset);
        assert_eq!(
            can.answer,
            Answer::Yes,
            "{file}: step {} `{}` of {} is not `can … = yes` on the board after the steps before it: {can:#?}",
            i + 1,
            step.label,
            b.card_name(c)
        );
        let cost = ask(
            &b,
            QueryKind::Cost {
                question: Box::new(step.question.clone()),
            },
            ruleset,
        );
        assert_eq!(
            cost.answer,
            Answer::Number(step.cost),
            "{file}: step {} `{}` costs what `cost` gives",
            i + 1,
            step.label
        );
        total += step.cost;
        if let Some(p) = &mut pile_of(&mut b, side).force_pile {
            *p -= step.cost;
        }
        apply(&mut b, mover_of(&step.question), &step.question);
    }
    assert_eq!(total, route.total, "{file}: the steps sum to the total");
    assert_eq!(
        route.turns,
        route.steps.last().map_or(0, |s| s.turn),
        "{file}"
    );
    b
}

#[test]
fn every_route_replays_step_by_step_as_can_and_cost() {
    let mut replayed = 0;
    let mut multi_turn = 0;
    for (file, board) in boards() {
        let ruleset = swjudge::ruleset_for(&board, None);
        if ruleset == Ruleset::Dotf {
            continue;
        }
        let movers = movers(&board, CARDS);
        for c in movers {
            let start = board.location_of(c);
            let found = routes(&board, c, ruleset, None);
            assert_eq!(
                found.first().map(|(l, r)| (Some(*l), r.steps.len())),
                start.map(|l| (Some(l), 0)),
                "{file}: the first place is where the card is, with no step"
            );
            for (i, (dest, route)) in found.iter().skip(1).take(PLACES).enumerate() {
                let after = replay(&file, &board, c, route, ruleset);
                assert_eq!(
                    after.location_of(c),
                    Some(*dest),
                    "{file}: the route of {} ends at {}",
                    board.card_name(c),
                    board.loc_name(*dest)
                );
                replayed += 1;
                if route.turns > 1 {
                    multi_turn += 1;
                }
                // The question itself, for the first place: the same total.
                if i == 0 {
                    let v = ask(
                        &board,
                        QueryKind::Reach {
                            card: card_ref(c),
                            to: loc_ref(*dest),
                        },
                        ruleset,
                    );
                    assert_eq!(
                        v.answer,
                        Answer::Number(route.total),
                        "{file}: reach {} {} answers the route's total",
                        board.card_name(c),
                        board.loc_name(*dest)
                    );
                }
            }
        }
    }
    eprintln!("{replayed} routes replayed, {multi_turn} over several turns");
    // The test is not empty: routes were found, some over several turns.
    assert!(replayed > 50, "only {replayed} routes replayed");
    assert!(multi_turn > 0, "no route took more than one turn");
}

/// The Bespin example of issue 24: down through the one cloud sector, over two turns.
#[test]
fn the_bespin_route_is_two_force_over_two_turns() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let s = swjudge::scenario::load_file(
        &root.join("scenarios/cloud-city/reach.yaml"),
        Catalog::builtin(),
    )
    .expect("loads");
    let board = &s.board;
    let red5 = board.ids["red5"];
    let platform = board
        .locations
        .keys()
        .find(|&l| board.loc_def(l).plain_title().contains("East Platform"))
        .expect("the platform");
    let all = routes(board, red5, Ruleset::Latest, None);
    let (_, route) = all
        .iter()
        .find(|(l, _)| *l == platform)
        .expect("a route to the platform");
    assert_eq!((route.total, route.turns, route.steps.len()), (2, 2, 2));
    assert!(matches!(route.steps[0].question, QueryKind::CanMove { .. }));
    assert!(matches!(route.steps[1].question, QueryKind::CanLand { .. }));
    replay("reach.yaml", board, red5, route, Ruleset::Latest);
}

/// The search is bounded, and says so: a walk of one site a turn along a row of ten sites
/// reaches the ninth in eight turns (the bound), and for the tenth the answer is undetermined,
/// naming the bound, not no.
#[test]
fn a_route_longer_than_the_bound_is_undetermined_and_says_why() {
    let mut yaml = String::from("title: a long walk\ngame: swccg\ncards:\n");
    for i in 1..=10 {
        yaml.push_str(&format!(
            "  - {{ title: \"Tatooine: Place {i}\", side: light, type: location, subtype: site, icons: [exterior, planet], unique: true }}\n"
        ));
    }
    yaml.push_str("rows:\n  Tatooine:\n");
    for i in 1..=10 {
        yaml.push_str(&format!("    - site: \"Tatooine: Place {i}\"\n"));
        if i == 1 {
            yaml.push_str("      light:\n        - { card: \"Luke Skywalker\", id: luke }\n");
        }
    }
    yaml.push_str("    - system: Tatooine\n");
    let s = swjudge::scenario::load_reader("long.yaml", yaml.as_bytes(), Catalog::builtin())
        .expect("loads");
    let ask = |q: &str| swjudge::ask(&s.board, q, None).expect("answers");
    let nine = ask("reach @luke \"Place 9\"");
    assert_eq!(nine.answer, Answer::Number(8), "{nine:#?}");
    assert!(nine.detail.iter().any(|l| l == "8 Force over 8 turns"));
    let ten = ask("reach @luke \"Place 10\"");
    assert_eq!(ten.answer, Answer::Undetermined, "{ten:#?}");
    assert!(
        ten.undetermined_because
            .iter()
            .any(|u| u.contains("longer than 8 turns")),
        "{ten:#?}"
    );
}
