//! The binary as the repl and board-editing tests run it: a scratch folder, the command with a
//! plain environment, and a session with a script piped to it.
#![allow(dead_code)] // each test file uses its own part

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// A fresh, empty folder under the target's scratch space.
pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `swjudge` with no colour, a plain terminal, no extra card files and no fixed width.
pub fn swjudge() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_swjudge"));
    c.env("NO_COLOR", "1")
        .env("TERM", "xterm")
        .env_remove("SWJUDGE_CARDS")
        .env_remove("COLUMNS");
    c
}

/// Runs `cmd` with `script` piped to its standard input, to its end.
pub fn piped(mut cmd: Command, script: &str) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    child.wait_with_output().expect("ends")
}
