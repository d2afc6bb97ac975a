//! Reading questions in players' words (divan). Run: `cargo bench --bench words`.
//! docs/performance.md records the figures and the goal: reading one question in words (no
//! answer) stays under 20 ms on every bundled board (scenarios/, examples/).
//!
//! - `read_on_every_board`: each question below read against every bundled board of its game;
//!   divan prints the time per reading.
//! - `read_on_the_largest_board`: each question alone, on the bundled board with the most
//!   cards and locations of its game (the slowest reading is the one to watch).

use divan::Bencher;
use divan::counter::ItemsCount;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;
use swjudge::board::Game;
use swjudge::catalog::Catalog;
use swjudge::query::natural;
use swjudge::scenario::{Scenario, load_file};

fn main() {
    divan::main();
}

/// Questions in words of the Star Wars CCG: frames of several verbs, names of every kind
/// (misspelt, by kind, by where they stand), and words no frame reads.
const SWCCG: &[&str] = &[
    "Can the walker move to the North Ridge?",
    "how much does it cost for slave 1 to land on the ice plains?",
    "what's the cheapest way to get the cloud car to the East Platform?",
    "can the stormtroper at mos eisley take docking bay transit to docking bay 94?",
    "can Leia shoot Luke with her blaster?",
    "is the snow trench under the shield?",
    "can I flurble the trooper in the corridor with my big blue hat?",
    "to the north ridge, could the walker head over right away?",
    "during my move phase can the walker get to the site with the wampa?",
    "could i trade luke for commander luke rn",
];

/// Questions in words of Young Jedi.
const YOUNG_JEDI: &[&str] = &[
    "can maul duel qui-gon?",
    "who can defend if maul picks on anakin?",
    "how many cards does anakin duel with if his destiny is 4?",
    "can I put the Bravo 2 in hyperspace?",
    "can obi-wan duel darth maul with his lightsaber?",
    "can qui-gon still battle after his duel",
    "if maul calls anakin out, who can defend him?",
];

/// Every bundled board that loads.
static BOARDS: LazyLock<Vec<Scenario>> = LazyLock::new(|| {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<PathBuf> = Vec::new();
    for dir in ["scenarios", "examples"] {
        for e in walkdir::WalkDir::new(root.join(dir)).into_iter().flatten() {
            if e.path().extension().is_some_and(|x| x == "yaml") {
                paths.push(e.path().to_path_buf());
            }
        }
    }
    paths.sort();
    paths
        .iter()
        .filter_map(|p| load_file(p, Catalog::builtin()).ok())
        .collect()
});

fn questions(s: &Scenario) -> &'static [&'static str] {
    match s.board.game {
        Game::YoungJedi => YOUNG_JEDI,
        Game::Swccg => SWCCG,
    }
}

#[divan::bench]
fn read_on_every_board(b: Bencher) {
    let boards = &*BOARDS;
    let n: usize = boards.iter().map(|s| questions(s).len()).sum();
    b.counter(ItemsCount::new(n)).bench(|| {
        for s in boards {
            for q in questions(s) {
                divan::black_box(natural::read(&s.board, divan::black_box(q)));
            }
        }
    });
}

/// The largest bundled board of each game.
fn largest(game: Game) -> &'static Scenario {
    BOARDS
        .iter()
        .filter(|s| s.board.game == game)
        .max_by_key(|s| s.board.cards.len() + s.board.locations.len())
        .expect("a bundled board of each game")
}

#[divan::bench(args = SWCCG)]
fn read_on_the_largest_board_swccg(q: &str) {
    let s = largest(Game::Swccg);
    divan::black_box(natural::read(&s.board, divan::black_box(q)));
}

#[divan::bench(args = YOUNG_JEDI)]
fn read_on_the_largest_board_young_jedi(q: &str) {
    let s = largest(Game::YoungJedi);
    divan::black_box(natural::read(&s.board, divan::black_box(q)));
}

/// Issue 38 item 7: one word of `'s` repeated (`Can Luke's's…?`) on the largest bundled board,
/// at three lengths, each twice the last: the time should not grow with the length (a word
/// longer than any title's is named at once, never looked for among the cards).
#[divan::bench(args = [250, 500, 1_000])]
fn long_word_on_the_largest_board(len: usize) {
    let s = largest(Game::Swccg);
    let q = format!("Can Luke{}?", "'s".repeat(len / 2));
    divan::black_box(natural::read(&s.board, divan::black_box(&q)));
}

/// Issue 37, fifth round: a question said with a sentence of context, filler and a statement's
/// order, asked whole (`swjudge::ask`: the sentences cut, the context's cards found and checked
/// against the board, the sentence that asks read and judged) on the largest bundled board.
#[divan::bench(args = [
    "the walker is at the north ridge. can it move to the echo corridor?",
    "i think the walker can just move to the north ridge right?",
    "can the walker move to the north ridge? luke is alone",
])]
fn ask_with_context_on_the_largest_board(q: &str) {
    let s = largest(Game::Swccg);
    divan::black_box(swjudge::ask(&s.board, divan::black_box(q), None).ok());
}
