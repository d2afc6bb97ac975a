//! Issue 38 item 22 and issue 39 item 5: what `new` prints, and text that fits 80 columns
//! without breaking a word.

use std::path::PathBuf;

#[path = "common/cli.rs"]
mod cli;
use cli::swjudge;

fn scratch(name: &str) -> PathBuf {
    cli::scratch(&format!("width-{name}"))
}

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let o = swjudge().args(args).output().expect("runs");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Issue 38, item 22: `new --format json` is refused in words, not answered with YAML.
#[test]
fn new_refuses_a_format_it_cannot_write() {
    for f in ["json", "markdown"] {
        let (code, out, err) = run(&["--format", f, "new", "hoth"]);
        assert_eq!(code, Some(2), "{out}");
        assert!(!out.contains("rules:"), "{out}");
        assert!(err.contains("YAML only"), "{err}");
    }
    let (code, out, _) = run(&["new", "hoth"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("rules: latest"), "{out}");
}

/// Issue 39, item 5: the comment lines of the `new` template fit 80 columns and break no
/// word, and `:set` changing a value leaves every comment as it was.
#[test]
fn the_new_template_fits_80_columns_and_set_moves_no_comment() {
    for args in [
        &["new", "hoth", "bespin"][..],
        &["new", "--game", "young-jedi", "naboo", "tatooine"][..],
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, Some(0), "{err}");
        for l in out.lines() {
            assert!(
                l.chars().count() <= 80,
                "{} columns: {l}",
                l.chars().count()
            );
            assert!(!l.ends_with('-') && !l.ends_with('/'), "a word broken: {l}");
        }
    }
    let dir = scratch("template-set");
    let board = dir.join("board.yaml");
    let (_, text, _) = run(&["new", "hoth"]);
    std::fs::write(&board, &text).unwrap();
    let mut cmd = swjudge();
    cmd.arg("repl").arg(&board).arg("--no-history");
    let o = cli::piped(cmd, ":set phase move\n:set turn dark\n:save\n");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let after = std::fs::read_to_string(&board).unwrap();
    let comments = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.trim_start().starts_with('#'))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(comments(&after), comments(&text), "{after}");
    assert!(
        after.contains("phase: move") && after.contains("turn: dark"),
        "{after}"
    );
}
