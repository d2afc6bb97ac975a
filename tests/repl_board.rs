//! The bar of issue 23: a board built in the repl without writing YAML. `swjudge new hoth`,
//! `:add "Hoth: Echo Docking Bay"`, `:add "TIE Bomber" at Hoth as b1`, `:set turn dark`,
//! `:set phase move`, the question, `:save FILE`; then `swjudge ask FILE` with the same
//! question gives the same answer. Driven through a terminal (with completion) and a pipe.

use std::path::{Path, PathBuf};

const LAND: &str = "can land @b1 at \"Hoth: Echo Docking Bay\"";

#[path = "common/cli.rs"]
mod cli;
use cli::swjudge;

fn scratch(name: &str) -> PathBuf {
    cli::scratch(&format!("repl-board-{name}"))
}

/// `swjudge new hoth` into `dir/board.yaml`.
fn new_board(dir: &Path) -> PathBuf {
    let out = swjudge().args(["new", "hoth"]).output().expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        text.contains("rules: latest") && text.contains("system: Hoth"),
        "{text}"
    );
    assert!(text.contains("docs/scenario-format.md"), "{text}");
    let board = dir.join("board.yaml");
    std::fs::write(&board, text).unwrap();
    let v = swjudge()
        .arg("validate")
        .arg(&board)
        .output()
        .expect("runs");
    assert!(v.status.success(), "`swjudge new` passes validate: {v:?}");
    board
}

fn ask_json(board: &Path, q: &str) -> serde_json::Value {
    let out = swjudge()
        .args(["--format", "json", "ask"])
        .arg(board)
        .arg(q)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

#[test]
fn the_scripted_session_of_the_bar_in_a_terminal() {
    let dir = scratch("pty");
    let board = new_board(&dir);
    let saved = dir.join("saved.yaml");
    let mut c = swjudge();
    c.arg("repl").arg(&board).arg("--no-history");
    let mut p = rexpect::session::spawn_command(c, Some(30_000)).expect("spawns in a pty");
    p.exp_string("swjudge> ").expect("a prompt");
    // Tab completes a location title from the catalog.
    p.send(":add \"Hoth: Echo Dock").unwrap();
    p.send("\t").unwrap();
    p.flush().unwrap();
    p.exp_string("Hoth: Echo Docking Bay\" ")
        .expect("the title completed");
    p.send_line("").unwrap();
    p.exp_string("before Hoth")
        .expect("placed by the layout rules");
    p.exp_string("swjudge> ").unwrap();
    p.send_line(":add \"TIE Bomber\" at Hoth as b1").unwrap();
    p.exp_string("TIE Bomber (@b1)").expect("the card added");
    p.exp_string("swjudge> ").unwrap();
    p.send_line(":set turn dark").unwrap();
    p.exp_string("turn: dark").unwrap();
    p.exp_string("swjudge> ").unwrap();
    p.send_line(":set phase move").unwrap();
    p.exp_string("phase: move").unwrap();
    p.exp_string("swjudge> ").unwrap();
    p.send_line(LAND).unwrap();
    p.exp_string(&format!("YES  {LAND}")).expect("the answer");
    p.exp_string("hoth.landing").expect("its reason");
    p.exp_string("swjudge> ").unwrap();
    p.send_line(&format!(":save {}", saved.display())).unwrap();
    p.exp_string("saved").expect("saved");
    p.exp_string("swjudge> ").unwrap();
    // Saved to another file, the board's own file is not: leaving says so once.
    p.send_line(":quit").unwrap();
    p.exp_string("4 unsaved changes").expect("unsaved changes");
    p.exp_string("swjudge> ").unwrap();
    p.send_line(":quit").unwrap();
    p.exp_eof().expect("ends");

    let there = ask_json(&saved, LAND);
    assert_eq!(there["answer"], "yes");
    let ids: Vec<&str> = there["reasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rule"].as_str().unwrap())
        .collect();
    assert!(ids.contains(&"hoth.landing"), "{ids:?}");
}

#[test]
fn the_scripted_session_through_a_pipe_answers_as_the_saved_file() {
    let dir = scratch("pipe");
    let board = new_board(&dir);
    let saved = dir.join("saved.yaml");
    let script = format!(
        ":format json\n:add \"Hoth: Echo Docking Bay\"\n:add \"TIE Bomber\" at Hoth as b1\n:set turn dark\n:set phase move\n{LAND}\nCan the TIE Bomber land on the docking bay?\n:save {}\n",
        saved.display()
    );
    let out = piped_repl(&board, &script);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).expect("one JSON document a line"))
        .collect();
    // Every line of input gets exactly one JSON line: the board commands say what they did.
    assert_eq!(lines.len(), script.lines().count(), "{stdout}");
    let answers: Vec<serde_json::Value> = lines
        .into_iter()
        .filter(|v| v.get("query").is_some())
        .collect();
    assert_eq!(answers.len(), 2, "{stdout}");
    let mut there = ask_json(&saved, LAND);
    let mut here = answers[0].clone();
    assert_eq!(
        here, there,
        "the repl's answer and `swjudge ask` on the saved file"
    );
    // In words, the same question, read as it.
    assert_eq!(answers[1]["read_as"], LAND);
    for v in [&mut here, &mut there] {
        v.as_object_mut().unwrap().remove("query");
    }
    let mut words = answers[1].clone();
    words.as_object_mut().unwrap().remove("query");
    words.as_object_mut().unwrap().remove("read_as");
    assert_eq!(words, there);
    // The file the session started from is untouched until saved to.
    let start = std::fs::read_to_string(&board).unwrap();
    assert!(!start.contains("TIE Bomber"), "{start}");
}

/// A repl session on `board` with `script` piped to it, to its end.
fn piped_repl(board: &std::path::Path, script: &str) -> std::process::Output {
    let mut cmd = swjudge();
    cmd.arg("repl").arg(board).arg("--no-history");
    cli::piped(cmd, script)
}

#[test]
fn a_refused_change_leaves_the_board_and_undo_takes_back_the_last() {
    let dir = scratch("refused");
    let board = new_board(&dir);
    let script = ":add \"Hoth: Echo Corridor\"\n:add \"Hoth: Echo Corridor\"\n:add Wampa at \"Echo Corridor\" as w\n:undo\n:diff\n:board\n";
    let out = piped_repl(&board, script);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // An error was shown: exit 2, the session went on.
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    assert!(stderr.contains("may not be added"), "{stderr}");
    assert!(stdout.contains("undone"), "{stdout}");
    assert!(
        stdout.contains("+  - site: \"Hoth: Echo Corridor\""),
        "{stdout}"
    );
    // `:board`, last: the Wampa taken back.
    let shown = &stdout[stdout.rfind("rules: latest").expect(":board printed")..];
    assert!(
        shown.contains("Hoth: Echo Corridor") && !shown.contains("Wampa"),
        "{shown}"
    );
}

#[test]
fn new_names_systems_by_title_and_refuses_what_is_no_system() {
    let out = swjudge()
        .args(["new", "hoth", "bespin"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        text.contains("  Hoth:\n  - system: Hoth")
            && text.contains("  Bespin:\n  - system: Bespin"),
        "{text}"
    );
    assert!(
        text.contains("turn: light") && text.contains("phase: deploy"),
        "{text}"
    );
    let out = swjudge()
        .args(["--rules", "hoth", "new"])
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&out.stdout).contains("rules: hoth"));
    let out = swjudge().args(["new", "hot"]).output().expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no system is titled `hot`") && err.contains("`Hoth`"),
        "{err}"
    );
}

/// Issue 38 item 8: an undo shows the warnings of the board it gives back (those it showed
/// when that board was made, kept rather than worked out again from the whole board), and a
/// change that makes the board legal warns of nothing. Two copies of a unique card: the phase
/// set (still illegal), one copy taken off (legal), then each taken back.
#[test]
fn an_undo_warns_as_the_board_it_gives_back_did() {
    let dir = scratch("undo-warnings");
    let board = dir.join("board.yaml");
    std::fs::write(
        &board,
        "rules: latest\nphase: deploy\nrows:\n  Hoth:\n    - system: Hoth\n      light: [{ card: Red 5, id: a }, { card: Red 5, id: b }]\n    - site: \"Hoth: Echo Docking Bay\"\n",
    )
    .unwrap();
    let script = ":set phase move\n:remove @b\n:undo\n:undo\n:board\n";
    let out = piped_repl(&board, script);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stdout.matches("undone").count(), 2, "{stdout}{stderr}");
    // The warnings at load and after each change and undo, in order.
    let warned: Vec<&str> = stderr
        .split("warning: ")
        .skip(1)
        .filter(|w| w.contains("fails `validate`"))
        .collect();
    // At load, after `:set`, after the first undo (the board of `:set` again) and the second
    // (the board as loaded); none after `:remove`.
    assert_eq!(warned.len(), 4, "{stderr}");
    assert!(warned[0].contains("hoth.unique"), "{stderr}");
    for w in &warned[1..] {
        assert_eq!(*w, warned[0], "{stderr}");
    }
}
