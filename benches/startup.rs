//! The whole process: `swjudge ask` against `swjudge --version`, each a fresh process (divan).
//! Run: `cargo bench --bench startup`. The goal (docs/performance.md): `ask` ≤ 1.4× `--version`
//! with every Star Wars CCG card built in. The ratio of the two fastest runs, and of the two
//! medians, is the figure (`version` against `ask_shielded`, the example board; `ask_duel`
//! is a larger Young Jedi board, replaying a duel; `ask_land` is README's question, an act that
//! runs every card-text check).
//!
//! Each is run twice: `built` runs the binary where cargo linked it, `installed` a copy of it, as
//! `cargo install` leaves one. The same bytes start faster from a copy: a file just written by
//! the linker sits in the page cache in smaller pieces, and a run takes 10 to 20 more page
//! faults mapping it (docs/performance.md, *End to end*).

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::LazyLock;

fn main() {
    divan::main();
    if let Some(copy) = COPY.as_ref() {
        let _ = std::fs::remove_file(copy);
    }
}

const BIN: &str = env!("CARGO_BIN_EXE_swjudge");
const EXAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/hoth-shield.yaml");
const DUEL: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/scenarios/young-jedi/duel-outcomes.yaml"
);
const SHIELDED: &[&str] = &["ask", EXAMPLE, "shielded \"Echo Docking Bay\""];
/// An act (README's question): every card-text check runs, and a card's text that speaks of a
/// kind, a name or the cards anywhere is settled without decoding the whole table.
const LAND: &[&str] = &[
    "ask",
    EXAMPLE,
    "can land @bomber1 at \"Hoth: Echo Docking Bay\"",
];

/// A copy of the binary in the temporary directory (removed when the benches end).
static COPY: LazyLock<Option<PathBuf>> = LazyLock::new(|| {
    let copy = std::env::temp_dir().join(format!("swjudge-startup-bench-{}", std::process::id()));
    std::fs::copy(BIN, &copy).ok().map(|_| copy)
});

fn run(bin: &str, args: &[&str]) {
    let status = Command::new(bin)
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

/// The binary where cargo built it.
mod built {
    use super::{BIN, DUEL, LAND, SHIELDED, run};

    /// The baseline: start, print the version, exit.
    #[divan::bench(sample_count = 300)]
    fn version() {
        run(BIN, &["--version"]);
    }

    /// A question about the example board: load the board, resolve its titles in the built-in
    /// catalog, answer.
    #[divan::bench(sample_count = 300)]
    fn ask_shielded() {
        run(BIN, SHIELDED);
    }

    /// README's question: a landing, asked of the table of checks.
    #[divan::bench(sample_count = 300)]
    fn ask_land() {
        run(BIN, LAND);
    }

    /// A Young Jedi board (5 KB, its own catalog) and a duel replayed card by card.
    #[divan::bench(sample_count = 300)]
    fn ask_duel() {
        run(
            BIN,
            &[
                "ask",
                DUEL,
                "duel @maul against @quigon hands 1,2,3,4,5,6 / 6,6,6,5,5,5",
            ],
        );
    }

    /// A card looked up by a shortened title, no board.
    #[divan::bench(sample_count = 300)]
    fn cards_zuckuss() {
        run(BIN, &["cards", "Zuckuss In Mist Hunter"]);
    }
}

/// A copy of the binary, as installed.
mod installed {
    use super::{COPY, LAND, SHIELDED, run};

    fn bin() -> &'static str {
        COPY.as_ref()
            .and_then(|p| p.to_str())
            .expect("the binary copies to the temporary directory")
    }

    #[divan::bench(sample_count = 300)]
    fn version() {
        run(bin(), &["--version"]);
    }

    #[divan::bench(sample_count = 300)]
    fn ask_shielded() {
        run(bin(), SHIELDED);
    }

    #[divan::bench(sample_count = 300)]
    fn ask_land() {
        run(bin(), LAND);
    }
}
