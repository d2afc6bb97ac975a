//! In a real (pseudo-)terminal: output takes the terminal's width with no COLUMNS, colour comes on
//! by itself, and stdout and stderr decide their colour apart.

use rexpect::session::spawn_command;
use std::path::PathBuf;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const EXAMPLE: &str = "examples/hoth-shield.yaml";

/// Runs `swjudge args` in a pseudo-terminal `cols` wide after `shell` redirections; returns what
/// the terminal showed.
fn in_terminal(cols: u16, redirect: &str, args: &[&str], env: &[(&str, &str)]) -> String {
    let mut c = Command::new("sh");
    c.arg("-c")
        .arg(format!(
            "stty cols {cols} rows 50; exec \"$0\" \"$@\" {redirect}"
        ))
        .arg(env!("CARGO_BIN_EXE_swjudge"))
        .args(args)
        .current_dir(ROOT);
    // CI too: anstream takes a CI environment to mean colour works whatever TERM says, and this
    // suite runs in CI.
    for k in ["NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "COLUMNS", "CI"] {
        c.env_remove(k);
    }
    c.env("TERM", "xterm-256color");
    for (k, v) in env {
        c.env(k, v);
    }
    let mut p = spawn_command(c, Some(30_000)).expect("a pseudo-terminal");
    let shown = p.exp_eof().expect("the program ends");
    // rexpect hands the bytes over one char each: put the UTF-8 back together.
    let bytes: Vec<u8> = shown.chars().map(|c| c as u32 as u8).collect();
    String::from_utf8_lossy(&bytes).replace('\r', "")
}

fn widest(s: &str) -> usize {
    s.lines()
        .map(textwrap::core::display_width)
        .max()
        .unwrap_or(0)
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("swjudge-terminal-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn output_takes_the_terminals_width() {
    for cols in [72u16, 100] {
        for args in [
            &["layout", EXAMPLE][..],
            &["ask", EXAMPLE, "can land @bomber1 at \"Echo Docking Bay\""][..],
            &["moves", EXAMPLE][..],
            &["rules", "shield"][..],
        ] {
            let shown = in_terminal(cols, "", args, &[]);
            assert!(shown.lines().count() > 3, "{args:?}: {shown}");
            assert!(
                widest(&shown) <= cols as usize,
                "{args:?} at {cols}: {}\n{shown}",
                widest(&shown)
            );
        }
    }
    // A wide terminal lets the layout table grow past 80 columns.
    let shown = in_terminal(160, "", &["layout", EXAMPLE], &[]);
    assert!(widest(&shown) > 80, "{shown}");
}

#[test]
fn colour_comes_on_in_a_terminal_unless_told_otherwise() {
    let ask = ["ask", EXAMPLE, "shielded \"Ice Plains\""];
    assert!(in_terminal(80, "", &ask, &[]).contains("\x1b[1;31mNO"));
    assert!(!in_terminal(80, "", &ask, &[("NO_COLOR", "1")]).contains('\x1b'));
    assert!(!in_terminal(80, "", &ask, &[("TERM", "dumb")]).contains('\x1b'));
    assert!(!in_terminal(80, "", &ask, &[("CLICOLOR", "0")]).contains('\x1b'));
    let never = ["--color", "never", ask[0], ask[1], ask[2]];
    assert!(!in_terminal(80, "", &never, &[]).contains('\x1b'));
}

#[test]
fn stdout_and_stderr_decide_their_colour_apart() {
    // stdout to a file, stderr on the terminal: the answer is plain, a diagnostic is coloured.
    let out = temp("out.txt");
    let to_file = format!(">'{}'", out.display());
    in_terminal(
        80,
        &to_file,
        &["ask", EXAMPLE, "shielded \"Ice Plains\""],
        &[],
    );
    let answer = std::fs::read_to_string(&out).unwrap();
    assert!(answer.starts_with("NO"), "{answer}");
    assert!(!answer.contains('\x1b'), "{answer:?}");
    let shown = in_terminal(80, &to_file, &["ask", EXAMPLE, "can lnd @bomber1"], &[]);
    assert!(shown.contains('\x1b'), "{shown:?}");

    // stderr to a file, stdout on the terminal: the other way round.
    let err = temp("err.txt");
    let shown = in_terminal(
        80,
        &format!("2>'{}'", err.display()),
        &["ask", EXAMPLE, "can lnd @bomber1"],
        &[],
    );
    assert!(!shown.contains('\x1b'), "{shown:?}");
    let diagnostic = std::fs::read_to_string(&err).unwrap();
    assert!(diagnostic.contains("lnd"), "{diagnostic}");
    assert!(!diagnostic.contains('\x1b'), "{diagnostic:?}");
    let shown = in_terminal(
        80,
        &format!("2>'{}'", err.display()),
        &["ask", EXAMPLE, "shielded \"Ice Plains\""],
        &[],
    );
    assert!(shown.contains("\x1b[1;31mNO"), "{shown:?}");
}
