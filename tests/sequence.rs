//! `<act> then <act> …` cannot disagree with `reach`: on every bundled board (scenarios/ and
//! examples/), every route `reach` finds within one turn of the mover, asked as a sequence of its
//! steps, answers yes at the route's cost; and the sequence plays the acts on the board as the
//! acts before it left it, so a second regular move in the turn is refused by the rules.

#[path = "common/boards.rs"]
mod bundled;
use bundled::{boards, movers};
use std::path::Path;
use swjudge::board::{Board, Phase};
use swjudge::catalog::Catalog;
use swjudge::query::Query;
use swjudge::query::parser::then_parts;
use swjudge::rules::routes;
use swjudge::sequence::evaluate_sequence;
use swjudge::{Answer, Ruleset};

/// At most this many cards a board, as tests/reach.rs: kept fast.
const CARDS: usize = 4;

fn total(v: &swjudge::Verdict) -> Option<i64> {
    v.detail.iter().find_map(|d| {
        d.strip_prefix("total: ")?
            .strip_suffix(" Force")?
            .parse()
            .ok()
    })
}

#[test]
fn every_one_turn_route_asked_as_a_sequence_is_yes_at_its_cost() {
    let mut asked = 0;
    let mut several = 0;
    for (file, board) in boards() {
        let ruleset = swjudge::ruleset_for(&board, None);
        if ruleset == Ruleset::Dotf {
            continue;
        }
        for c in movers(&board, CARDS) {
            let side = board.cards[c].side;
            for (dest, route) in routes(&board, c, ruleset, None).iter().skip(1) {
                let first = route.steps[0].turn;
                if route.steps.iter().any(|s| s.turn != first) {
                    continue;
                }
                // The route's time: the board's own, or the mover's move phase.
                let mut b = board.clone();
                if !route.steps[0].now {
                    if first > 1 || b.turn.is_some_and(|t| t != side) {
                        for card in b.cards.iter_mut() {
                            card.this_turn.clear();
                        }
                    }
                    b.turn = Some(side);
                    b.phase = Some(Phase::Move);
                }
                let acts: Vec<Query> = route
                    .steps
                    .iter()
                    .map(|s| Query {
                        kind: s.question.clone(),
                        asker: None,
                        text: s.label.clone(),
                    })
                    .collect();
                let v = evaluate_sequence(&b, &acts, ruleset, "route").expect("names resolve");
                let labels: Vec<&str> = route.steps.iter().map(|s| s.label.as_str()).collect();
                assert_eq!(
                    (v.answer.clone(), total(&v)),
                    (Answer::Yes, Some(route.total)),
                    "{file}: the route of {} to {} ({labels:?}) asked as a sequence: {v:#?}",
                    board.card_name(c),
                    board.loc_name(*dest)
                );
                asked += 1;
                if acts.len() > 1 {
                    several += 1;
                }
            }
        }
    }
    eprintln!("{asked} routes asked as sequences, {several} of several acts");
    assert!(asked > 50, "only {asked} routes asked");
    assert!(several > 0, "no route of several acts was asked");
}

fn scenario(name: &str) -> Board {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    swjudge::scenario::load_file(&root.join(name), Catalog::builtin())
        .expect("loads")
        .board
}

/// Dengar walks to the platform, boards Slave I with Han, his frozen captive, and takes off to
/// Bespin: yes, 1 Force; walking back after the walk is a second regular move, refused.
#[test]
fn a_sequence_plays_each_act_on_the_board_the_acts_before_left() {
    let board = scenario("scenarios/cloud-city/sequence.yaml");
    let ask = |q: &str| swjudge::ask(&board, q, None).expect("answers");
    let trip = ask(
        "can move @dengar to \"Cloud City: East Platform (Docking Bay)\" then can embark @dengar on @slave then can take-off @slave to Bespin",
    );
    assert_eq!((trip.answer.clone(), total(&trip)), (Answer::Yes, Some(1)));
    let back = ask(
        "can move @dengar to \"Cloud City: East Platform (Docking Bay)\" then can move @dengar to \"Cloud City: Dining Room\"",
    );
    assert_eq!(back.answer, Answer::No);
    assert!(
        back.reasons
            .iter()
            .all(|r| r.rule == "hoth.move.regular" && r.applied.starts_with("act 2")),
        "the second act's regular-move rule decides: {back:#?}"
    );
    // Each act alone on the board as it stands: the walk back is allowed there.
    let alone = ask("can move @dengar to \"Cloud City: Dining Room\"");
    assert_ne!(
        alone.answer,
        Answer::Yes,
        "Dengar is already in the Dining Room"
    );
}

#[test]
fn then_splits_outside_quotes_and_only_between_acts() {
    let parts = |t: &str| {
        then_parts(t).map(|v| {
            v.into_iter()
                .map(|r| t[r].trim().to_string())
                .collect::<Vec<_>>()
        })
    };
    assert_eq!(
        parts("can move @a to X, then can embark @a on @b and then can take-off @b to Y"),
        Some(vec![
            "can move @a to X".to_string(),
            "can embark @a on @b".to_string(),
            "can take-off @b to Y".to_string()
        ])
    );
    assert_eq!(parts("can move \"Then And Now\" to X"), None);
    assert_eq!(parts("then can move @a to X"), None);
    assert_eq!(parts("can move @a to X then"), None);
    assert_eq!(parts("can move @a to Xthen"), None);
    // A `t` before a character of several bytes is no `then` (and no slice inside it).
    assert_eq!(parts("can move tμ x"), None);
    assert_eq!(
        parts("can move tμé x then can move @a to Y").map(|v| v.len()),
        Some(2)
    );
}

/// A syntax error in a later act points at that act in the whole question.
#[test]
fn a_bad_act_is_reported_where_it_stands() {
    let board = scenario("scenarios/cloud-city/sequence.yaml");
    let q = "can move @dengar to \"Cloud City: East Platform (Docking Bay)\" then can embark @dengar on";
    let err = swjudge::ask(&board, q, None).expect_err("the second act is incomplete");
    let span = miette::Diagnostic::labels(&err)
        .and_then(|mut l| l.next())
        .expect("a label");
    assert!(
        span.offset() >= q.find(" then ").unwrap(),
        "the error points into the second act: {err:?} at {}",
        span.offset()
    );
}
