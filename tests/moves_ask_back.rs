//! Every move `moves` lists can be asked back as it stands: its card's name and its label's
//! destination, quoted as printed, make a `can` question (and a `cost` question) that the judge
//! reads and answers as the listing did. Over every card of every bundled board (scenarios/ and
//! examples/), under the board's ruleset.
//!
//! A label the test cannot turn into a question (a new kind of move) fails it: a listing may
//! only print what a judge can ask back.

#[path = "common/asked_back.rs"]
mod asked_back;
#[path = "common/boards.rs"]
mod bundled;
use asked_back::question;
use bundled::{moves_itself, swccg_boards};
use swjudge::board::Board;
use swjudge::query::{Query, QueryKind};
use swjudge::rules::evaluate_once;
use swjudge::rules::subject::card_ref;
use swjudge::verdict::{Computed, MoveStatus};
use swjudge::{Answer, Ruleset};

fn ask(board: &Board, text: &str, ruleset: Ruleset) -> Result<Answer, String> {
    let q = swjudge::query::parse(text).map_err(|e| format!("does not parse: {e:?}"))?;
    let q = Query { asker: None, ..q };
    evaluate_once(board, &q, ruleset)
        .map(|v| v.answer)
        .map_err(|e| format!("is not read on the board: {e:?}"))
}

#[test]
fn every_listed_move_can_be_asked_back_as_printed() {
    let mut failures = Vec::new();
    let mut asked = 0;
    for (file, board, ruleset) in swccg_boards() {
        for c in board.cards.keys().filter(|&c| moves_itself(&board, c)) {
            let listing = Query {
                kind: QueryKind::Moves {
                    card: Some(card_ref(c)),
                    all: true,
                },
                asker: None,
                text: "moves".into(),
            };
            let Ok(v) = evaluate_once(&board, &listing, ruleset) else {
                continue;
            };
            let Some(Computed::Moves { moves }) = &v.data else {
                continue;
            };
            for m in moves {
                let Some(can) = question(m) else {
                    failures.push(format!(
                        "{file}: `{}: {}` names no question",
                        m.card, m.movement
                    ));
                    continue;
                };
                asked += 1;
                let want = match m.status {
                    MoveStatus::Legal | MoveStatus::CostUndetermined => Answer::Yes,
                    MoveStatus::Undetermined => Answer::Undetermined,
                };
                match ask(&board, &can, ruleset) {
                    Ok(a) if a == want => {}
                    Ok(a) => failures.push(format!("{file}: `{can}` is {a:?}, listed {want:?}")),
                    Err(e) => failures.push(format!("{file}: `{can}` {e}")),
                }
                if let (MoveStatus::Legal, Some(n)) = (m.status, m.cost) {
                    let cost = format!("cost {can}");
                    match ask(&board, &cost, ruleset) {
                        Ok(Answer::Number(k)) if k == n => {}
                        other => {
                            failures.push(format!("{file}: `{cost}` is {other:?}, listed {n}"))
                        }
                    }
                }
            }
        }
    }
    eprintln!("asked {asked}");
    assert!(asked > 300, "only {asked} listed moves asked back");
    assert!(
        failures.is_empty(),
        "{} of {asked} listed moves cannot be asked back as printed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
