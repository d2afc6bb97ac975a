//! The whole process: `swjudge ask` against `swjudge --version`, each a fresh process (divan).
//! Run: `cargo bench --bench startup`. The goal (docs/performance.md): `ask` ≤ 1.3× `--version`
//! with every Star Wars CCG card built in. The ratio of the two fastest runs, and of the two
//! medians, is the figure (`version` against `ask_shielded`, the example board; `ask_duel`
//! is a larger Young Jedi board, replaying a duel).

use std::process::{Command, Stdio};

fn main() {
    divan::main();
}

const BIN: &str = env!("CARGO_BIN_EXE_swjudge");
const EXAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/hoth-shield.yaml");
const DUEL: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/scenarios/young-jedi/duel-outcomes.yaml"
);

fn run(args: &[&str]) {
    let status = Command::new(BIN)
        .args(args)
        .env("NO_COLOR", "1")
        .env_remove("SWJUDGE_CARDS")
        .stdin(Stdio::null())
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

/// A Young Jedi board (5 KB, its own catalog) and a duel replayed card by card.
#[divan::bench(sample_count = 300)]
fn ask_duel() {
    run(&[
        "ask",
        DUEL,
        "duel @maul against @quigon hands 1,2,3,4,5,6 / 6,6,6,5,5,5",
    ]);
}

/// A card looked up by a shortened title, no board.
#[divan::bench(sample_count = 300)]
fn cards_zuckuss() {
    run(&["cards", "Zuckuss In Mist Hunter"]);
}
