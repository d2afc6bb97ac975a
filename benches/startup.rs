//! The whole process: `swjudge ask` against `swjudge --version`, each a fresh process (divan).
//! Run: `cargo bench --bench startup`. The goal (docs/performance.md): `ask` ≤ 1.3× `--version`
//! with every Star Wars CCG card built in. The ratio of the two medians is the figure.

use std::process::{Command, Stdio};

fn main() {
    divan::main();
}

const BIN: &str = env!("CARGO_BIN_EXE_swjudge");
const EXAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/hoth-shield.yaml");

fn run(args: &[&str]) {
    let status = Command::new(BIN)
        .args(args)
        .env("NO_COLOR", "1")
        .env_remove("SWJUDGE_CARDS")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("runs");
    assert!(status.success());
}

/// The baseline: start, print the version, exit.
#[divan::bench(sample_count = 300)]
fn version() {
    run(&["--version"]);
}

/// A question about the example board: load the board, resolve its titles in the built-in
/// catalog, answer.
#[divan::bench(sample_count = 300)]
fn ask_shielded() {
    run(&["ask", EXAMPLE, "shielded \"Echo Docking Bay\""]);
}

/// A card looked up by a shortened title, no board.
#[divan::bench(sample_count = 300)]
fn cards_zuckuss() {
    run(&["cards", "Zuckuss In Mist Hunter"]);
}
