//! The Force Pile the board records weighs every listed move's price (the scope policy: a fact
//! written on the board decides over the assumption that an act's Force can be paid). Over
//! every card of every bundled board (scenarios/ and examples/), under the board's ruleset: for
//! each move `moves` lists as legal with a price P of 1 Force or more,
//! - with the Force Pile set to P - 1, `can` is no and cites the Force Pile rule
//!   (`base.force-pile`), `cost` is no, and `moves` no longer lists the move as legal;
//! - with the Force Pile set to P, `can` is yes, not refused by the pile, `cost` is P, and
//!   `moves` lists it again at P.
//!
//! So `can`, `cost` and `moves` weigh one price against one pile and cannot disagree.
//!
//! The same for every `can deploy` question of the bundled scenarios: with the pile set to the
//! price `cost deploy` gives less 1, `can` and `cost` are no by the pile; set to the price, `can`
//! answers as with a pile that pays anything, and `cost` is the price.

#[path = "common/asked_back.rs"]
mod asked_back;
#[path = "common/boards.rs"]
mod bundled;
use asked_back::question;
use bundled::{moves_itself, swccg_boards};
use std::collections::BTreeMap;
use swjudge::board::{Board, CardIx};
use swjudge::query::{Query, QueryKind};
use swjudge::rules::evaluate_once;
use swjudge::rules::subject::card_ref;
use swjudge::verdict::{Computed, MoveEntry, MoveStatus, Verdict};
use swjudge::{Answer, Ruleset};

const PILE_RULE: &str = "base.force-pile";

fn ask(board: &Board, text: &str, ruleset: Ruleset) -> Result<Verdict, String> {
    let q = swjudge::query::parse(text).map_err(|e| format!("does not parse: {e:?}"))?;
    let q = Query { asker: None, ..q };
    evaluate_once(board, &q, ruleset).map_err(|e| format!("is not read on the board: {e:?}"))
}

/// [`ask`], keeping the side the question names (`as light`): a deploy's printing is the
/// asker's.
fn ask_as_written(board: &Board, text: &str, ruleset: Ruleset) -> Result<Verdict, String> {
    let q = swjudge::query::parse(text).map_err(|e| format!("does not parse: {e:?}"))?;
    evaluate_once(board, &q, ruleset).map_err(|e| format!("is not read on the board: {e:?}"))
}

/// The moves `moves` lists for `c` on `board`.
fn listed(board: &Board, c: CardIx, ruleset: Ruleset) -> Vec<MoveEntry> {
    let listing = Query {
        kind: QueryKind::Moves {
            card: Some(card_ref(c)),
            all: true,
        },
        asker: None,
        text: "moves".into(),
    };
    match evaluate_once(board, &listing, ruleset) {
        Ok(Verdict {
            data: Some(Computed::Moves { moves }),
            ..
        }) => moves,
        _ => Vec::new(),
    }
}

/// `board` with both sides' Force Piles set to `n`.
fn with_pile(board: &Board, n: i64) -> Board {
    let mut b = board.clone();
    b.light.force_pile = Some(n);
    b.dark.force_pile = Some(n);
    b
}

/// No, citing the Force Pile rule; or (the scope policy's "Card text") undetermined where a
/// sentence of a card taking part bears on the act, is not read and may change what it costs:
/// the pile's refusal stays the reason, and the answer names the sentence that may lift it.
fn refused_by_pile(v: &Verdict) -> bool {
    let cites = v.reasons.iter().any(|r| r.rule == PILE_RULE);
    let lifted = v.answer == Answer::Undetermined
        && v.undetermined_because
            .iter()
            .any(|u| u.why.contains("may lift the refusal by what the act costs"));
    cites && (v.answer == Answer::No || lifted)
}

#[test]
fn the_force_pile_weighs_every_listed_price() {
    let mut failures = Vec::new();
    let mut weighed = 0;
    for (file, board, ruleset) in swccg_boards() {
        for c in board.cards.keys().filter(|&c| moves_itself(&board, c)) {
            // The priced legal moves, by price: each price's two boards list the card's moves
            // once.
            let mut by_price: BTreeMap<i64, Vec<(MoveEntry, String)>> = BTreeMap::new();
            for m in listed(&board, c, ruleset) {
                if let (MoveStatus::Legal, Some(n)) = (m.status, m.cost)
                    && n >= 1
                    && let Some(can) = question(&m)
                {
                    by_price.entry(n).or_default().push((m, can));
                }
            }
            for (n, moves) in by_price {
                let short = with_pile(&board, n - 1);
                let enough = with_pile(&board, n);
                let short_list = listed(&short, c, ruleset);
                let enough_list = listed(&enough, c, ruleset);
                for (m, can) in moves {
                    weighed += 1;
                    let at = |pile: i64, q: &str| format!("{file}: `{q}` with force_pile {pile}");
                    match ask(&short, &can, ruleset) {
                        Ok(v) if refused_by_pile(&v) => {}
                        Ok(v) => failures.push(format!(
                            "{} (price {n}) is {:?}, citing {:?}",
                            at(n - 1, &can),
                            v.answer,
                            v.reasons.iter().map(|r| r.rule).collect::<Vec<_>>()
                        )),
                        Err(e) => failures.push(format!("{} {e}", at(n - 1, &can))),
                    }
                    let cost = format!("cost {}", &can["can ".len()..]);
                    match ask(&short, &cost, ruleset) {
                        Ok(v) if refused_by_pile(&v) => {}
                        other => failures.push(format!(
                            "{} (price {n}) is {:?}",
                            at(n - 1, &cost),
                            other.map(|v| v.answer)
                        )),
                    }
                    if short_list
                        .iter()
                        .any(|x| x.movement == m.movement && x.status == MoveStatus::Legal)
                    {
                        failures.push(format!(
                            "{file}: `moves` with force_pile {} lists {}: {} (price {n}) as legal",
                            n - 1,
                            m.card,
                            m.movement
                        ));
                    }
                    // An empty pile refuses too, and one more than the price pays it.
                    if n > 1 {
                        match ask(&with_pile(&board, 0), &can, ruleset) {
                            Ok(v) if refused_by_pile(&v) => {}
                            other => failures.push(format!(
                                "{} (price {n}) is {:?}",
                                at(0, &can),
                                other.map(|v| v.answer)
                            )),
                        }
                    }
                    match ask(&with_pile(&board, n + 1), &can, ruleset) {
                        Ok(v) if v.answer == Answer::Yes => {}
                        other => failures.push(format!(
                            "{} (price {n}) is {:?}, not yes",
                            at(n + 1, &can),
                            other.map(|v| v.answer)
                        )),
                    }
                    match ask(&enough, &can, ruleset) {
                        Ok(v)
                            if v.answer == Answer::Yes
                                && v.reasons
                                    .iter()
                                    .chain(&v.considered)
                                    .any(|r| r.rule == PILE_RULE) => {}
                        other => failures.push(format!(
                            "{} (price {n}) is {:?}, not a yes that weighed the pile",
                            at(n, &can),
                            other.map(|v| v.answer)
                        )),
                    }
                    match ask(&enough, &cost, ruleset) {
                        Ok(v) if v.answer == Answer::Number(n) => {}
                        other => failures.push(format!(
                            "{} is {:?}, listed at {n}",
                            at(n, &cost),
                            other.map(|v| v.answer)
                        )),
                    }
                    if !enough_list.iter().any(|x| {
                        x.movement == m.movement
                            && x.status == MoveStatus::Legal
                            && x.cost == Some(n)
                    }) {
                        failures.push(format!(
                            "{file}: `moves` with force_pile {n} does not list {}: {} at {n}",
                            m.card, m.movement
                        ));
                    }
                }
            }
        }
    }
    eprintln!("weighed {weighed}");
    assert!(weighed > 100, "only {weighed} priced moves weighed");
    assert!(
        failures.is_empty(),
        "{} of {weighed} priced moves disagree with the Force Pile:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_force_pile_weighs_every_bundled_deploys_price() {
    use swjudge::catalog::Catalog;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut failures = Vec::new();
    let (mut weighed, mut unpriced) = (0, 0);
    for path in swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")]) {
        let Ok(scenario) = swjudge::scenario::load_file(&path, Catalog::builtin()) else {
            continue;
        };
        let board = &scenario.board;
        let ruleset = swjudge::ruleset_for(board, None);
        if ruleset == Ruleset::Dotf {
            continue;
        }
        let file = path.display();
        // A pile that pays any price a board can write.
        let rich = with_pile(board, 1_000_000);
        for q in &scenario.questions {
            let Some(rest) = q.ask.strip_prefix("can deploy ") else {
                continue;
            };
            let cost = format!("cost deploy {rest}");
            let Ok(Verdict {
                answer: Answer::Number(n),
                ..
            }) = ask_as_written(&rich, &cost, ruleset)
            else {
                // A location card (deployed into its row, to no place named): its deploy cost is
                // not in the card database, so the pile has no price to weigh, and an empty
                // one answers as one that pays anything.
                let location = [" to ", " aboard ", " on "]
                    .iter()
                    .all(|w| !rest.contains(w));
                if !location {
                    continue;
                }
                unpriced += 1;
                let want = ask_as_written(&rich, &q.ask, ruleset).map(|v| v.answer);
                let empty = ask_as_written(&with_pile(board, 0), &q.ask, ruleset);
                match empty {
                    Ok(v) if Ok(&v.answer) == want.as_ref() && !v.reasons.iter().any(|r| r.rule == PILE_RULE) => {}
                    other => failures.push(format!(
                        "{file}: `{}` (a location, no price known) with force_pile 0 is {:?}, with a pile that pays anything {want:?}",
                        q.ask,
                        other.map(|v| v.answer)
                    )),
                }
                continue;
            };
            if n < 1 {
                continue;
            }
            weighed += 1;
            let enough = with_pile(board, n);
            // Every pile short of the price refuses, from an empty one up.
            for pile in 0..n {
                let short = with_pile(board, pile);
                for text in [&q.ask, &cost] {
                    match ask_as_written(&short, text, ruleset) {
                        Ok(v) if refused_by_pile(&v) => {}
                        other => failures.push(format!(
                            "{file}: `{text}` with force_pile {pile} (price {n}) is {:?}",
                            other.map(|v| v.answer)
                        )),
                    }
                }
            }
            // The price and one more pay it: the answer is the one a pile that pays anything
            // gives.
            let want = ask_as_written(&rich, &q.ask, ruleset).map(|v| v.answer);
            for pile in [n, n + 1] {
                let got =
                    ask_as_written(&with_pile(board, pile), &q.ask, ruleset).map(|v| v.answer);
                if got != want {
                    failures.push(format!(
                        "{file}: `{}` with force_pile {pile} (price {n}) is {got:?}, with a pile that pays anything {want:?}",
                        q.ask
                    ));
                }
            }
            match ask_as_written(&enough, &cost, ruleset) {
                Ok(v) if v.answer == Answer::Number(n) => {}
                other => failures.push(format!(
                    "{file}: `{cost}` with force_pile {n} is {:?}",
                    other.map(|v| v.answer)
                )),
            }
        }
    }
    eprintln!("weighed {weighed}, locations with no price known {unpriced}");
    assert!(weighed > 50, "only {weighed} priced deploys weighed");
    assert!(
        unpriced > 10,
        "only {unpriced} deploys with no price known asked"
    );
    assert!(
        failures.is_empty(),
        "{} of {weighed} priced deploys disagree with the Force Pile:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Attacking a creature costs 1 Force (the Hoth update's "Creatures being attacked"), weighed by
/// the one Force Pile check: every `creature-attack` question of the bundled scenarios, with an
/// empty pile, is refused by the pile (the characters' attack on a creature) or answers as with a
/// pile that pays anything (a creature's own attack, free); with a pile of 1 it answers as with
/// one that pays anything.
#[test]
fn the_force_pile_weighs_attacking_a_creature() {
    use swjudge::catalog::Catalog;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut failures = Vec::new();
    let (mut refused, mut free) = (0, 0);
    for path in swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")]) {
        let Ok(scenario) = swjudge::scenario::load_file(&path, Catalog::builtin()) else {
            continue;
        };
        let board = &scenario.board;
        let ruleset = swjudge::ruleset_for(board, None);
        let file = path.display();
        for q in scenario
            .questions
            .iter()
            .filter(|q| q.ask.starts_with("creature-attack "))
        {
            let Ok(want) = ask_as_written(&with_pile(board, 1_000_000), &q.ask, ruleset) else {
                continue;
            };
            match ask_as_written(&with_pile(board, 0), &q.ask, ruleset) {
                Ok(v) if refused_by_pile(&v) => refused += 1,
                Ok(v)
                    if v.answer == want.answer
                        && !v.reasons.iter().any(|r| r.rule == PILE_RULE) =>
                {
                    free += 1
                }
                other => failures.push(format!(
                    "{file}: `{}` with force_pile 0 is {:?}, with a pile that pays anything {:?}",
                    q.ask,
                    other.map(|v| v.answer),
                    want.answer
                )),
            }
            match ask_as_written(&with_pile(board, 1), &q.ask, ruleset) {
                Ok(v) if v.answer == want.answer => {}
                other => failures.push(format!(
                    "{file}: `{}` with force_pile 1 is {:?}, with a pile that pays anything {:?}",
                    q.ask,
                    other.map(|v| v.answer),
                    want.answer
                )),
            }
        }
    }
    eprintln!("refused by an empty pile {refused}, free {free}");
    assert!(
        refused > 3,
        "only {refused} attacks on a creature refused by an empty pile"
    );
    assert!(free > 0, "no creature's own attack asked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every priced act a bundled scenario asks about, other than deploying (its own property
/// above): a move, landing, take-off, shuttle, transfer, transit, embarking, react, a move by a
/// card's own text (a relocation's price). Where `cost` gives a price P of 1 Force or more with
/// a pile that pays anything, every pile from 0 to P - 1 refuses `can` by the pile, and piles
/// of P and P + 1 answer as a pile that pays anything does, `cost` giving P.
#[test]
fn the_force_pile_weighs_every_bundled_priced_question() {
    use swjudge::catalog::Catalog;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut failures = Vec::new();
    let (mut weighed, mut by_card) = (0, 0);
    for path in swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")]) {
        let Ok(scenario) = swjudge::scenario::load_file(&path, Catalog::builtin()) else {
            continue;
        };
        let board = &scenario.board;
        let ruleset = swjudge::ruleset_for(board, None);
        if ruleset == Ruleset::Dotf {
            continue;
        }
        let file = path.display();
        let rich = with_pile(board, 1_000_000);
        for q in &scenario.questions {
            let Some(rest) = q.ask.strip_prefix("can ") else {
                continue;
            };
            if rest.starts_with("deploy ") {
                continue;
            }
            let cost = format!("cost {rest}");
            let Ok(Verdict {
                answer: Answer::Number(n),
                ..
            }) = ask_as_written(&rich, &cost, ruleset)
            else {
                continue;
            };
            if n < 1 {
                continue;
            }
            weighed += 1;
            if rest.contains(" by ") {
                by_card += 1;
            }
            for pile in 0..n {
                match ask_as_written(&with_pile(board, pile), &q.ask, ruleset) {
                    Ok(v) if refused_by_pile(&v) => {}
                    other => failures.push(format!(
                        "{file}: `{}` with force_pile {pile} (price {n}) is {:?}",
                        q.ask,
                        other.map(|v| v.answer)
                    )),
                }
            }
            let want = ask_as_written(&rich, &q.ask, ruleset).map(|v| v.answer);
            for pile in [n, n + 1] {
                let enough = with_pile(board, pile);
                let got = ask_as_written(&enough, &q.ask, ruleset).map(|v| v.answer);
                if got != want {
                    failures.push(format!(
                        "{file}: `{}` with force_pile {pile} (price {n}) is {got:?}, with a pile that pays anything {want:?}",
                        q.ask
                    ));
                }
                match ask_as_written(&enough, &cost, ruleset) {
                    Ok(v) if v.answer == Answer::Number(n) => {}
                    other => failures.push(format!(
                        "{file}: `{cost}` with force_pile {pile} is {:?}, priced {n}",
                        other.map(|v| v.answer)
                    )),
                }
            }
        }
    }
    eprintln!("weighed {weighed}, by a card's own text {by_card}");
    assert!(weighed > 50, "only {weighed} priced questions weighed");
    assert!(by_card > 0, "no move by a card's own text weighed");
    assert!(
        failures.is_empty(),
        "{} priced questions disagree with the Force Pile:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
