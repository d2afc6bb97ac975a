//! Issue 22, hostile and careless input, third round: write errors, the exit code under every
//! format, the repl through pipes and a pseudo-terminal, and output that must stay well-formed
//! whatever a board holds.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

const EXAMPLE: &str = "examples/hoth-shield.yaml";

fn cmd(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_swjudge"));
    c.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env_remove("SWJUDGE_CARDS")
        .env_remove("SWJUDGE_HISTORY");
    c
}

fn run_with(args: &[&str], input: &[u8]) -> Output {
    let mut child = cmd(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("stdin");
    // The program may stop reading early; a closed pipe here is not the test's failure.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().expect("waits")
}

fn run(args: &[&str]) -> Output {
    run_with(args, b"")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("hostile-io-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Item 3: a full disk is an error (non-zero, said on stderr), for every command that writes.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_an_error_not_a_silent_success() {
    let cases: &[&[&str]] = &[
        &["check", "examples/", "--format", "json"],
        &["check", "examples/"],
        &["ask", EXAMPLE, "markers Hoth"],
        &["ask", EXAMPLE, "markers Hoth", "--format", "json"],
        &["validate", EXAMPLE],
        &["validate", EXAMPLE, "--format", "markdown"],
        &["layout", EXAMPLE],
        &["layout", EXAMPLE, "--format", "svg"],
        &["cards", "Echo Base Trooper"],
        &["rules"],
        &["explain"],
        &["--version"],
        &["--help"],
        &["man"],
    ];
    for args in cases {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full opens");
        let o = cmd(args)
            .stdin(Stdio::null())
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .expect("runs");
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("cannot write to standard output"),
            "{args:?}: {err}"
        );
    }
}

/// Item 3: a closed pipe stays quiet (exit 0, nothing on stderr).
#[test]
fn a_closed_pipe_is_still_quiet() {
    let mut child = cmd(&["rules"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(o.stderr.is_empty(), "{}", text(&o.stderr));
}

/// Item 12: the format never changes the exit code, and an error is JSON under `--format json`.
#[test]
fn errors_are_json_and_exit_2_under_every_format() {
    for (args, code) in [
        (&["rules", "hoth.zzz"][..], "swjudge::cli::no_rule"),
        (&["explain", "bogus"][..], "swjudge::cli::no_code"),
        (&["cards", "zzzqqq"][..], "swjudge::cli::no_card"),
        (
            &["layout", EXAMPLE, "Nowhere"][..],
            "swjudge::cli::unknown_row",
        ),
    ] {
        let mut codes = Vec::new();
        for format in ["human", "json", "markdown"] {
            let mut all = args.to_vec();
            all.extend(["--format", format]);
            let o = run(&all);
            codes.push(o.status.code());
            if format == "json" {
                let out = text(&o.stdout);
                let doc: serde_json::Value = serde_json::from_str(&out)
                    .unwrap_or_else(|e| panic!("{all:?}: not JSON ({e}): {out:?}"));
                assert_eq!(doc["errors"][0]["code"], code, "{all:?}: {doc}");
            } else {
                assert!(o.stdout.is_empty(), "{all:?}: {}", text(&o.stdout));
            }
            assert!(!o.stderr.is_empty(), "{all:?}: nothing said on stderr");
        }
        assert_eq!(codes, vec![Some(2); 3], "{args:?}");
    }
}

/// Item 15: `validate --format markdown` counts in words that agree with the number.
#[test]
fn validate_markdown_says_one_row() {
    let dir = scratch("one-row");
    let board = dir.join("board.yaml");
    std::fs::write(
        &board,
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n",
    )
    .unwrap();
    let o = run(&["validate", board.to_str().unwrap(), "--format", "markdown"]);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}{}", text(&o.stderr));
    assert!(out.contains("1 row, 1 location, 0 cards in play"), "{out}");
}
