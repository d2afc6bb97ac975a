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

/// Every line of `out` fits 80 columns, and its lines joined again give `whole` (so each
/// break fell between words).
fn fits_between_words(out: &str, whole: &str) {
    for l in out.lines() {
        assert!(
            l.chars().count() <= 80,
            "{} columns: {l}\n{out}",
            l.chars().count()
        );
    }
    let norm = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(norm(out), norm(whole), "{out}");
}

/// Issue 39, item 5: `:add` messages and `--brief` lines wrap at 80 columns between words
/// (they ran on, and the terminal broke "row Bespi|n").
#[test]
fn add_messages_and_brief_lines_wrap_between_words() {
    let dir = scratch("wrap");
    let board = dir.join("board.yaml");
    let (_, text, _) = run(&["new", "hoth", "bespin"]);
    std::fs::write(&board, &text).unwrap();
    let script = ":add \"Cloud City: East Platform (Docking Bay)\"\n:add \"Boba Fett\" at \"Cloud City: East Platform (Docking Bay)\" as boba\n:save\n";
    let run_repl = |columns: Option<&str>| {
        let mut cmd = swjudge();
        cmd.arg("repl").arg(&board).arg("--no-history");
        if let Some(c) = columns {
            cmd.env("COLUMNS", c);
        }
        let o = cli::piped(cmd, script);
        std::fs::write(&board, &text).unwrap();
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let whole = run_repl(None);
    let first = whole.lines().next().expect("the :add message").to_string();
    assert!(
        first.chars().count() > 80,
        "a long message to wrap: {first}"
    );
    let wrapped = run_repl(Some("80"));
    fits_between_words(&wrapped, &whole);

    std::fs::write(&board, text.replace("phase: deploy", "phase: move")).unwrap();
    let mut cmd = swjudge();
    cmd.arg("repl").arg(&board).arg("--no-history");
    cli::piped(cmd, script);
    let q = "can @boba move to \"Cloud City: East Platform (Docking Bay)\"";
    let brief = |columns: Option<&str>| {
        let mut cmd = swjudge();
        cmd.args(["--brief", "ask"]).arg(&board).arg(q);
        if let Some(c) = columns {
            cmd.env("COLUMNS", c);
        }
        String::from_utf8_lossy(&cmd.output().expect("runs").stdout).into_owned()
    };
    let whole = brief(None);
    assert!(
        whole.lines().any(|l| l.chars().count() > 80),
        "a long line to wrap: {whole}"
    );
    fits_between_words(&brief(Some("80")), &whole);
}
