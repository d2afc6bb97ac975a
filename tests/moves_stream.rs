//! `moves --all` streams (issue 29 item 13): each move is handed over as it is found, the
//! streamed list is the whole list, and a reader can stop the search after the first move.

use std::ops::ControlFlow;
use std::path::PathBuf;
use std::process::Command;
use swjudge::api;
use swjudge::scenario::Scenario;

/// A generated board with the Light Side to move (so `moves` lists every Light Side card).
fn generated(locations: usize, cards: usize) -> (String, Scenario, swjudge::generate::Generated) {
    let g = swjudge::generate::board(locations, cards);
    let yaml = format!("turn: light\n{}", g.yaml);
    let s = swjudge::scenario::load_str(
        "generated.yaml",
        &yaml,
        swjudge::catalog::Catalog::builtin(),
    )
    .expect("a generated board loads");
    (yaml, s, g)
}

/// Every streamed move, and the verdict that ends the stream.
fn streamed(
    s: &Scenario,
    card: Option<&str>,
) -> (Vec<swjudge::rules::FoundMove>, swjudge::Verdict) {
    let mut got = Vec::new();
    let v = api::moves_streamed(&s.board, card, None, &mut |m| {
        got.push(m.clone());
        ControlFlow::Continue(())
    })
    .expect("answers");
    (got, v)
}

#[test]
fn the_streamed_moves_are_the_whole_list() {
    let (_, s, g) = generated(40, 60);
    let whole = api::moves(&s.board, None, true, None).expect("answers");
    let swjudge::Answer::List(lines) = &whole.answer else {
        panic!("{:?}", whole.answer)
    };
    let Some(swjudge::verdict::Computed::Moves { moves }) = &whole.data else {
        panic!("{:?}", whole.data)
    };
    let (got, end) = streamed(&s, None);
    assert!(
        got.len() > 10,
        "a board with moves to compare: {}",
        got.len()
    );
    let got_lines: Vec<&String> = got.iter().map(|m| &m.line).collect();
    assert_eq!(got_lines, lines.iter().collect::<Vec<_>>());
    let got_entries: Vec<_> = got.iter().map(|m| m.entry.clone()).collect();
    assert_eq!(&got_entries, moves);
    // The end counts the legal moves as the whole answer does, with the same reason.
    let legal = got.iter().filter(|m| m.legal).count() as i64;
    assert_eq!(end.answer, swjudge::Answer::Number(legal));
    assert_eq!(end.reasons, whole.reasons);
    assert_eq!(end.side, whole.side);
    // One card, too.
    let id = format!("@{}", g.characters[0].0);
    let (one, _) = streamed(&s, Some(&id));
    let solo = api::moves(&s.board, Some(&id), true, None).expect("answers");
    let swjudge::Answer::List(solo_lines) = &solo.answer else {
        panic!("{:?}", solo.answer)
    };
    assert_eq!(
        one.iter().map(|m| &m.line).collect::<Vec<_>>(),
        solo_lines.iter().collect::<Vec<_>>()
    );
}

#[test]
fn a_reader_can_stop_after_the_first_move_of_a_large_board() {
    let (_, s, _) = generated(400, 4_000);
    let mut handed = 0;
    let v = api::moves_streamed(&s.board, None, None, &mut |_| {
        handed += 1;
        ControlFlow::Break(())
    })
    .expect("answers");
    // The first move came before the search ended: the search stopped there, and says so.
    assert_eq!(handed, 1);
    assert!(
        matches!(v.answer, swjudge::Answer::Number(0..=1)),
        "{:?}",
        v.answer
    );
    assert!(
        v.detail
            .iter()
            .any(|d| d == "the listing was stopped after 1 moves"),
        "{:?}",
        v.detail
    );
}

fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("runs")
}

fn board_file(name: &str, yaml: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("moves-stream");
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join(name);
    std::fs::write(&f, yaml).unwrap();
    f
}

#[test]
fn the_command_prints_the_same_moves_streamed() {
    let (yaml, _, _) = generated(30, 40);
    let f = board_file("small.yaml", &yaml);
    let f = f.to_str().unwrap();
    // Human: the numbered lines of `--all` are those of the capped list (under the cap here).
    let items = |o: &std::process::Output| -> Vec<String> {
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .filter(|l| {
                l.starts_with("  ")
                    && l.trim_start()
                        .split_once(". ")
                        .is_some_and(|(n, _)| n.parse::<usize>().is_ok())
            })
            .map(str::to_string)
            .collect()
    };
    let whole = items(&run(&["moves", f]));
    let stream = items(&run(&["moves", f, "--all"]));
    assert!(whole.len() > 10);
    assert_eq!(stream, whole);
    // JSON: one document a line, a move each, then the answer counting the legal ones.
    let o = run(&["moves", f, "--all", "--format", "json"]);
    assert_eq!(o.status.code(), Some(0));
    let docs: Vec<serde_json::Value> = String::from_utf8_lossy(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON document a line"))
        .collect();
    let (end, moves) = docs.split_last().unwrap();
    assert_eq!(moves.len(), whole.len());
    assert!(
        moves
            .iter()
            .all(|d| d["kind"] == "move" && d["schema_version"] == 1)
    );
    let legal = moves
        .iter()
        .filter(|d| d["status"] != "undetermined")
        .count();
    assert_eq!(end["answer"], legal);
    assert_eq!(end["query"], "moves --all");
}
