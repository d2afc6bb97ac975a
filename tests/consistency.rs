//! Related questions agree, on every bundled board (scenarios/ and examples/):
//!
//! - `can fire W at T` = yes implies `can target T with W` = yes and, for a carried weapon,
//!   `can use <holder> W` = yes (firing is targeting and using);
//! - `can take-off X` = yes if and only if some `can take-off X to D` = yes; the same for
//!   `can land` and `can move`;
//! - `cost <move>` is a number exactly when `can <move>` is yes (`moves` lists moves by those
//!   same evaluations);
//! - a `no` carries at least one reason, and an `undetermined` names what is missing.
//!
//! Every card and location is named by its index, so cards without an `id` are asked about
//! too.

use std::path::Path;
use swjudge::board::{Board, Place};
use swjudge::catalog::{CardType, Catalog};
use swjudge::query::{CardName, CardRef, Query, QueryKind, Span};
use swjudge::rules::evaluate_once;
use swjudge::{Answer, Ruleset, Verdict};

fn boards() -> Vec<(String, Board)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")])
        .into_iter()
        .filter_map(|p| {
            let s = swjudge::scenario::load_file(&p, Catalog::builtin()).ok()?;
            Some((p.display().to_string(), s.board))
        })
        .collect()
}

fn card(i: usize) -> CardRef {
    CardRef {
        name: CardName::Card(i),
        span: Span::default(),
    }
}

fn loc(l: usize) -> CardRef {
    CardRef {
        name: CardName::Location(l),
        span: Span::default(),
    }
}

/// The answer, or None when the question does not apply (a card of the wrong kind).
fn ask(board: &Board, kind: QueryKind) -> Option<Verdict> {
    let ruleset = swjudge::ruleset_for(board, None);
    if ruleset == Ruleset::Dotf {
        return None;
    }
    let q = Query {
        kind,
        asker: None,
        text: "consistency".into(),
    };
    let v = evaluate_once(board, &q, ruleset).ok()?;
    well_formed(&v);
    Some(v)
}

fn well_formed(v: &Verdict) {
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

#[test]
fn firing_implies_targeting_and_using() {
    let mut fired = 0;
    for (file, board) in boards() {
        let weapons: Vec<usize> = (0..board.cards.len())
            .filter(|&w| board.card_def(w).card_type == CardType::Weapon)
            .collect();
        for &w in &weapons {
            for t in 0..board.cards.len() {
                let fire = ask(
                    &board,
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
                    &board,
                    QueryKind::CanTarget {
                        card: card(t),
                        with: Some(card(w)),
                    },
                );
                assert!(
                    yes(&target),
                    "{file}: can fire card #{w} at #{t} is yes, but can target is {:?}",
                    target.map(|v| v.answer)
                );
                if let Place::Carried(h) = board.cards[w].place {
                    let used = ask(
                        &board,
                        QueryKind::CanUse {
                            user: card(h),
                            item: card(w),
                        },
                    );
                    assert!(
                        yes(&used),
                        "{file}: can fire card #{w} at #{t} is yes, but can use by #{h} is {:?}",
                        used.map(|v| v.answer)
                    );
                }
            }
        }
    }
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
    let some = (0..board.locations.len()).any(|d| yes(&ask(board, question(Some(loc(d))))));
    assert_eq!(
        any.answer == Answer::Yes,
        some,
        "{file}: {what} with no destination is {:?}, but some destination says {some}",
        any.answer
    );
    some
}

#[test]
fn no_destination_means_some_destination() {
    let (mut asked, mut legal) = (0, 0);
    for (file, board) in boards() {
        for c in 0..board.cards.len() {
            let def = board.card_def(c);
            let flies = def.card_type == CardType::Starship;
            let at = match board.cards[c].place {
                Place::At(l) => Some(l),
                _ => None,
            };
            if flies && at.is_some_and(|l| board.loc_def(l).is_site()) {
                asked += 1;
                legal += agrees(&file, &board, "can take-off", |to| QueryKind::CanTakeOff {
                    card: card(c),
                    to,
                }) as usize;
            }
            if flies && at.is_some_and(|l| !board.loc_def(l).is_site()) {
                asked += 1;
                legal += agrees(&file, &board, "can land", |at| QueryKind::CanLand {
                    card: card(c),
                    at,
                }) as usize;
            }
            if matches!(def.card_type, CardType::Character | CardType::Vehicle) && at.is_some() {
                asked += 1;
                legal += agrees(&file, &board, "can move", |to| QueryKind::CanMove {
                    card: card(c),
                    to,
                    by: None,
                }) as usize;
            }
        }
    }
    eprintln!("asked {asked}, legal {legal}");
    assert!(asked > 50 && legal > 0, "asked {asked}, legal {legal}");
}

/// `cost <move>` is a number exactly when `can <move>` is yes, and `moves` lists exactly those
/// moves: `moves` is built from the same evaluations, so checking cost against can for every
/// move and destination holds the three together.
#[test]
fn a_move_has_a_cost_exactly_when_it_is_allowed() {
    let mut compared = 0;
    for (file, board) in boards() {
        for c in 0..board.cards.len() {
            if !matches!(
                board.card_def(c).card_type,
                CardType::Character | CardType::Vehicle | CardType::Starship
            ) {
                continue;
            }
            for d in 0..board.locations.len() {
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
                    let can = ask(&board, kind.clone());
                    let cost = ask(
                        &board,
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
    eprintln!("compared {compared}");
    assert!(compared > 100, "compared {compared}");
}

/// Where a move question takes the card: the destination as `moves` names it (a location or
/// a craft), or `(disembark)`. Two questions with the same destination are one move for the
/// listing (`can move X to <sector>` from a site is taking off there, `can move X to <site>`
/// from a sector is landing there), so moves are compared by destination and cost.
fn destination(board: &Board, kind: &QueryKind) -> String {
    let name = |r: &CardRef| match r.name {
        CardName::Location(l) => board.loc_name(l),
        CardName::Card(c) => board.card_name(c),
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

/// Every move question a card could be asked about on this board, whatever `moves` offers:
/// moving, landing and taking off to every location, shuttling to every site, taking off, transiting to every location,
/// embarking on, shuttling to and transferring to every other craft, disembarking.
fn move_universe(board: &Board, c: usize) -> Vec<QueryKind> {
    let mut out = Vec::new();
    for d in 0..board.locations.len() {
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
    for h in (0..board.cards.len()).filter(|&h| h != c) {
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
    for c in 0..board.cards.len() {
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
            },
        ) else {
            continue;
        };
        let listed: BTreeSet<(String, Priced)> = match &listing.data {
            Some(Computed::Moves { moves }) => moves
                .iter()
                .filter_map(|m| match m.status {
                    MoveStatus::Legal => {
                        Some((listed_destination(&m.movement), Priced::Force(m.cost?)))
                    }
                    MoveStatus::CostByCardText => {
                        Some((listed_destination(&m.movement), Priced::ByCardText))
                    }
                    MoveStatus::Undetermined => None,
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
                "{file}: moves of card #{c} ({}): listed only {:?}; allowed only {:?}",
                board.card_name(c),
                listed.difference(&allowed).collect::<Vec<_>>(),
                allowed.difference(&listed).collect::<Vec<_>>(),
            ));
        }
    }
    compared
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
