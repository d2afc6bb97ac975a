//! A sequence that passes can be played on the board in the repl: every one-turn route `reach`
//! finds on a bundled board, its steps played as `reach` and `then` play them (on the board in
//! memory) and as the repl's `:move` plays them (through `swjudge::edit`, on the board's text),
//! leaves every card in the same place. Cards are named as the repl names them: by `@id`, or by
//! a title that is alone on the board (a route moving a copy without an id is not asked).

#[path = "common/boards.rs"]
mod bundled;
use bundled::{mover_of, movers};
use std::collections::BTreeMap;
use std::path::Path;
use swjudge::Ruleset;
use swjudge::board::{Board, CardIx, Phase, Place};
use swjudge::catalog::Catalog;
use swjudge::edit::{Edit, Editor, Hold};
use swjudge::rules::reach::{destination, relocate};
use swjudge::rules::routes;

/// How the repl names a card: its `@id`, or its title when no other card has it.
fn repl_name(board: &Board, c: CardIx) -> Option<String> {
    if let Some(id) = &board.cards[c].id {
        return Some(format!("@{id}"));
    }
    let title = board.card_def(c).plain_title();
    let alone = board
        .cards
        .keys()
        .filter(|&x| board.card_def(x).plain_title() == title)
        .count()
        == 1;
    alone.then(|| format!("\"{title}\""))
}

/// A card as the comparison knows it across reloads: its title, side and id.
fn who(board: &Board, c: CardIx) -> String {
    let card = &board.cards[c];
    format!(
        "{} [{:?}]{}",
        board.card_def(c).plain_title(),
        card.side,
        card.id
            .as_deref()
            .map(|i| format!(" @{i}"))
            .unwrap_or_default()
    )
}

/// Where every card is: each card with the location it is at or the card holding it.
fn places(board: &Board) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = board
        .cards
        .keys()
        .map(|c| {
            let at = match board.cards[c].place {
                Place::At(l) => format!("at {}", board.loc_name(l)),
                Place::Aboard(h) => format!("aboard {}", who(board, h)),
                Place::Carried(h) => format!("carried by {}", who(board, h)),
                Place::Escorted(h) => format!("escorted by {}", who(board, h)),
            };
            (who(board, c), at)
        })
        .collect();
    out.sort();
    out
}

/// The repl's `:move` for a step: the card and where it goes, named on the editor's board.
fn as_edit(played: &Board, m: CardIx, to: Place) -> Option<Edit> {
    let card = repl_name(played, m)?;
    let (to, how) = match to {
        Place::At(l) => (format!("\"{}\"", played.loc_name(l)), None),
        Place::Aboard(h) => (repl_name(played, h)?, Some(Hold::Aboard)),
        Place::Escorted(h) => (repl_name(played, h)?, Some(Hold::Escorted)),
        Place::Carried(h) => (repl_name(played, h)?, Some(Hold::Carried)),
    };
    Some(Edit::Move { card, to, how })
}

#[test]
fn a_route_played_in_memory_and_through_the_repl_edits_leaves_the_same_board() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (mut played, mut unnamed) = (0, 0);
    let mut failures = Vec::new();
    for file in swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")]) {
        let text = std::fs::read_to_string(&file).expect("reads");
        let Ok(s) = swjudge::scenario::load_str("board.yaml", &text, Catalog::builtin()) else {
            continue;
        };
        let board = s.board;
        let ruleset = swjudge::ruleset_for(&board, None);
        if ruleset == Ruleset::Dotf {
            continue;
        }
        let movers = movers(&board, 6);
        for c in movers {
            for (_, route) in routes(&board, c, ruleset, None).iter().skip(1) {
                let first = route.steps[0].turn;
                if route.steps.iter().any(|s| s.turn != first) {
                    continue;
                }
                let mut b = board.clone();
                if !route.steps[0].now {
                    b.turn = Some(b.cards[c].side);
                    b.phase = Some(Phase::Move);
                }
                let mut ed = match Editor::open("board.yaml", &text, Catalog::builtin()) {
                    Ok(e) => e,
                    Err(e) => panic!("{}: opens: {e:?}", file.display()),
                };
                let mut named = true;
                for step in &route.steps {
                    let m = mover_of(&step.question);
                    let to = destination(&b, m, &step.question).expect("a step goes somewhere");
                    let Some(edit) = as_edit(&b, m, to) else {
                        named = false;
                        break;
                    };
                    relocate(&mut b, m, to);
                    if let Err(e) = ed.apply(&edit) {
                        failures.push(format!(
                            "{}: `{}` refused by the repl's edit {edit:?}: {e:?}",
                            file.display(),
                            step.label
                        ));
                        named = false;
                        break;
                    }
                }
                if !named {
                    unnamed += 1;
                    continue;
                }
                played += 1;
                let (mem, repl) = (places(&b), places(&ed.scenario.board));
                if mem != repl {
                    let a: BTreeMap<_, _> = mem.iter().cloned().collect();
                    let d: Vec<_> = repl.iter().filter(|(k, v)| a.get(k) != Some(v)).collect();
                    failures.push(format!(
                        "{}: the route of {} ({:?}) leaves the repl's board otherwise: {d:?}",
                        file.display(),
                        board.card_name(c),
                        route.steps.iter().map(|s| &s.label).collect::<Vec<_>>()
                    ));
                }
            }
        }
    }
    eprintln!("{played} routes played both ways, {unnamed} not (a copy without an id moved)");
    assert!(played > 30, "only {played} routes played both ways");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
