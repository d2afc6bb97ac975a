//! How the work grows with the input, for the growth items of issue 38 (5 to 8): each at
//! three sizes, each size twice the last, so that the exponent is log2 of the ratio of two
//! times (docs/performance.md, *Growth*). Run: `cargo bench --bench growth`.

use swjudge::catalog::Catalog;
use swjudge::edit::{Editor, parse};
use swjudge::scenario::load_str;

#[path = "../tests/common/bays.rs"]
mod bays;
use bays::docking_bays_to_nowhere as docking_bays;

fn main() {
    divan::main();
}

/// Item 5: `reach` over rows of docking bays, to a site it cannot reach.
#[divan::bench(args = [2, 4, 8], sample_count = 3, sample_size = 1)]
fn reach_docking_bays(bencher: divan::Bencher, rows: usize) {
    let s = load_str("bays.yaml", &docking_bays(rows), Catalog::builtin()).expect("loads");
    bencher.bench_local(|| {
        divan::black_box(swjudge::api::reach(&s.board, "@t0", "Echo Corridor", None).ok())
    });
}

/// `n` troopers with ids at one site, nowhere to go.
fn troopers(n: usize) -> String {
    let mut y = String::from(
        "turn: light\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      light:\n",
    );
    for i in 0..n {
        y.push_str(&format!(
            "        - {{ card: Echo Base Trooper, id: t{i} }}\n"
        ));
    }
    y.push_str("    - system: Hoth\n");
    y
}

/// Item 6: `moves` of the whole side, no move to find.
#[divan::bench(args = [2_500, 5_000, 10_000], sample_count = 3, sample_size = 1)]
fn moves_whole_side(bencher: divan::Bencher, n: usize) {
    let s = load_str("troopers.yaml", &troopers(n), Catalog::builtin()).expect("loads");
    bencher.bench_local(|| divan::black_box(swjudge::ask(&s.board, "moves", None).ok()));
}

/// `n` troopers with ids at a site beside another, so each has a move to find, and the cards
/// standing at the site it leaves are weighed for each move.
fn troopers_beside(n: usize) -> String {
    troopers(n).replace(
        "    - site: \"Hoth: Echo Corridor\"\n      light:\n",
        "    - site: \"Hoth: Echo Corridor\"\n    - site: \"Hoth: Echo Docking Bay\"\n      light:\n",
    )
}

/// Item 6 again, with a move to find for each trooper (round 17: the cards taking part in each
/// move were found by reading every card).
#[divan::bench(args = [2_500, 5_000, 10_000], sample_count = 3, sample_size = 1)]
fn moves_whole_side_each_a_move(bencher: divan::Bencher, n: usize) {
    let s = load_str("troopers.yaml", &troopers_beside(n), Catalog::builtin()).expect("loads");
    bencher.bench_local(|| divan::black_box(swjudge::ask(&s.board, "moves", None).ok()));
}

/// Item 6 in round 29, `moves --all`: every move listed, past the 1,000 of the capped listing
/// (the cards on the table that speak of other cards' moves were looked for by reading every
/// card for each move asked).
#[divan::bench(args = [1_000, 2_000, 4_000], sample_count = 3, sample_size = 1)]
fn moves_all_whole_side_each_a_move(bencher: divan::Bencher, n: usize) {
    let s = load_str("troopers.yaml", &troopers_beside(n), Catalog::builtin()).expect("loads");
    let mut q = swjudge::query::parse("moves").expect("reads");
    if let swjudge::query::QueryKind::Moves { all, .. } = &mut q.kind {
        *all = true;
    }
    let rules = swjudge::ruleset_for(&s.board, None);
    bencher.bench_local(|| divan::black_box(swjudge::rules::evaluate(&s.board, &q, rules).ok()));
}

/// Item 7: a question with one long word joined by `'` on a board of 2,000 troopers.
#[divan::bench(args = [250, 500, 1_000], sample_count = 3, sample_size = 1)]
fn reader_long_word(bencher: divan::Bencher, len: usize) {
    let s = load_str("troopers.yaml", &troopers(2_000), Catalog::builtin()).expect("loads");
    let q = format!("Can Luke{}?", "'s".repeat(len / 2));
    bencher.bench_local(|| divan::black_box(swjudge::ask(&s.board, &q, None).ok()));
}

/// Item 8: `n` repl `:add`s then `n` `:undo`s on a small board.
#[divan::bench(args = [250, 500, 1_000], sample_count = 3, sample_size = 1)]
fn repl_add_then_undo(bencher: divan::Bencher, n: usize) {
    let text = "rules: latest\nturn: light\nphase: deploy\nrows:\n  Hoth:\n    - system: Hoth\n";
    let add = parse("add", "\"Echo Base Trooper\" at Hoth for light").expect("reads");
    bencher.bench_local(|| {
        let mut e = Editor::open("bench.yaml", text, Catalog::builtin()).expect("opens");
        for _ in 0..n {
            e.apply(&add).ok();
        }
        while e.undo() {}
        divan::black_box(e.changes())
    });
}

/// The loader's quadratic traps (`tests/robustness.rs` `quadratic_traps_grow_linearly` counts
/// their work; this times it): `n` empty rows loaded and asked `markers`, as `swjudge check`
/// does (the repeated-row check once compared every pair of rows).
#[divan::bench(args = [10_000, 20_000, 40_000], sample_count = 3, sample_size = 1)]
fn load_rows(bencher: divan::Bencher, n: usize) {
    let mut text = String::from("rows:\n");
    for i in 0..n {
        text.push_str(&format!("  r{i}: []\n"));
    }
    text.push_str("questions:\n  - ask: markers\n");
    bencher.bench_local(|| {
        let s = load_str("rows.yaml", &text, Catalog::builtin()).expect("loads");
        divan::black_box(swjudge::check::check_scenario(&s, None))
    });
}

/// The same for `n` titles no card bears, in one hand: refused, the first 200 problems kept.
#[divan::bench(args = [7_500, 15_000, 30_000], sample_count = 3, sample_size = 1)]
fn load_unknown_titles(bencher: divan::Bencher, n: usize) {
    let mut text =
        String::from("rows: { Hoth: [ { system: Hoth } ] }\nplayers:\n  light:\n    hand:\n");
    for i in 0..n {
        text.push_str(&format!("      - \"Unheard Of {i}\"\n"));
    }
    bencher.bench_local(|| {
        divan::black_box(load_str("unknown.yaml", &text, Catalog::builtin()).is_err())
    });
}
