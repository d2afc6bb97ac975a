//! `swjudge repl`: through a pseudo-terminal (line editing, completion, history) and through a
//! pipe (one question a line).

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

const EXAMPLE: &str = "examples/hoth-shield.yaml";
const SHIELDED: &str = "shielded \"Echo Docking Bay\"";
const LAND: &str = "can land @bomber1 at \"Echo Docking Bay\"";

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("repl-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn example_text() -> String {
    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(EXAMPLE)).unwrap()
}

fn repl_command(board: &str, history: &std::path::Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_swjudge"));
    c.args(["repl", board])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env("TERM", "xterm")
        .env("SWJUDGE_HISTORY", history)
        .env_remove("SWJUDGE_CARDS");
    c
}

#[test]
fn a_terminal_session_answers_two_questions_completes_and_keeps_history() {
    let dir = scratch("pty");
    let history = dir.join("history");
    let mut p = rexpect::session::spawn_command(repl_command(EXAMPLE, &history), Some(30_000))
        .expect("spawns in a pty");
    p.exp_string("swjudge> ").expect("a prompt");
    // Tab completes the verb; the title is typed.
    p.send("shiel").unwrap();
    p.send("\t").unwrap();
    p.flush().unwrap();
    p.exp_string("shielded ").expect("the verb completed");
    p.send_line("\"Echo Docking Bay\"").unwrap();
    p.exp_string("YES  shielded \"Echo Docking Bay\"")
        .expect("the first answer");
    p.exp_string("hoth.shield.coverage").expect("its reason");
    p.exp_string("swjudge> ").expect("a prompt again");
    // Tab completes an @id.
    p.send("can land @bomb").unwrap();
    p.send("\t").unwrap();
    p.flush().unwrap();
    p.exp_string("@bomber1 ").expect("the id completed");
    p.send_line("at \"Echo Docking Bay\"").unwrap();
    p.exp_string(&format!("NO  {LAND}"))
        .expect("the second answer, from the same session");
    p.exp_string("hoth-update.shield.no-dark-landing")
        .expect("its reason");
    // An error is shown and the session goes on.
    p.exp_string("swjudge> ").unwrap();
    p.send_line("frobnicate").unwrap();
    p.exp_string("unknown verb").expect("the error");
    p.exp_string("swjudge> ").expect("the session goes on");
    p.send_line(":quit").unwrap();
    p.exp_eof().expect("ends");

    let kept = std::fs::read_to_string(&history).expect("history saved");
    assert!(kept.contains(SHIELDED), "{kept}");
    assert!(kept.contains(LAND), "{kept}");

    // A second session recalls the last question with the up arrow.
    let mut p = rexpect::session::spawn_command(repl_command(EXAMPLE, &history), Some(30_000))
        .expect("spawns again");
    p.exp_string("swjudge> ").unwrap();
    p.send("\x1b[A").unwrap();
    p.send("\x1b[A").unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string(&format!("NO  {LAND}"))
        .expect("the question before the last, recalled from history");
    // Ctrl-D only once the next prompt is up: sent while the answer is still being written, the
    // terminal's cooked mode would take it as its own end-of-file mark and the editor never sees it.
    p.exp_string("swjudge> ")
        .expect("a prompt after the answer");
    p.send_control('d').unwrap();
    p.exp_eof().expect("Ctrl-D ends");
}

#[test]
fn piped_questions_are_answered_one_a_line_and_errors_do_not_end_the_session() {
    let dir = scratch("pipe");
    let input = format!(
        "{SHIELDED}\n\nfrobnicate\n:rules-set hoth\n{LAND}\n:layout Nowhere\n:format markdown\n:validate\n:moves @bomber1\n:rules hoth.shield.coverage\n:frob\n"
    );
    let mut child = repl_command(EXAMPLE, &dir.join("history"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    // Errors were shown, so the exit code says so; every question after them was answered.
    assert_eq!(o.status.code(), Some(2), "{out}\n{err}");
    assert!(out.starts_with(&format!("YES  {SHIELDED}")), "{out}");
    assert!(err.contains("unknown verb `frobnicate`"), "{err}");
    // `:rules-set hoth`: the next question is judged by the Hoth supplement alone.
    assert!(out.contains("rules: hoth\n"), "{out}");
    assert!(out.contains(&format!("{LAND}   (rules: hoth,")), "{out}");
    assert!(err.contains("no row named `Nowhere`"), "{err}");
    assert!(out.contains("the board is **legal**"), "{out}");
    assert!(out.contains("### Ruling"), "{out}");
    assert!(out.contains("### `hoth.shield.coverage`"), "{out}");
    assert!(err.contains("unknown command `:frob`"), "{err}");
    // No history is written when not on a terminal.
    assert!(!dir.join("history").exists());
}

#[test]
fn the_board_reloads_when_its_file_changes() {
    let dir = scratch("reload");
    let board = dir.join("board.yaml");
    std::fs::write(&board, example_text()).unwrap();
    let mut cmd = repl_command(board.to_str().unwrap(), &dir.join("history"));
    let mut child = cmd
        .args(["--format", "json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut ask = |q: &str| -> serde_json::Value {
        writeln!(stdin, "{q}").unwrap();
        stdin.flush().unwrap();
        let line = lines.next().expect("an answer").unwrap();
        serde_json::from_str(&line).expect("one JSON answer a line")
    };
    let q = "shielded \"Echo Docking Bay\"";
    assert_eq!(ask(q)["answer"], "yes");
    // The power generators leave the table: the shield is down, and the next question sees it.
    let text = example_text();
    let generators = "    - site: \"Hoth: Main Power Generators (1st Marker)\"\n      light: [Commander Luke Skywalker, Echo Base Trooper]\n";
    assert!(text.contains(generators));
    let changed = text.replace(generators, "");
    std::thread::sleep(std::time::Duration::from_millis(20));
    std::fs::write(&board, &changed).unwrap();
    let v = ask(q);
    let err = {
        // End of input ends the session.
        drop(stdin);
        let o = child.wait_with_output().unwrap();
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    assert!(err.contains("changed: reloading"), "{err}");
    assert_eq!(v["answer"], "no", "{v}");
}
