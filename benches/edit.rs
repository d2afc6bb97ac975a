//! The board editor (issue 29 item 11): each change costs the change, not the board. Adds
//! `n` cards one at a time to a board, then takes them all back, for a small and a large
//! board. Run: `cargo bench --bench edit`.

use swjudge::catalog::Catalog;
use swjudge::edit::{Editor, parse};

fn main() {
    divan::main();
}

/// A board of `rows` Hoth-like rows (a system each) and the Hoth row.
fn board(rows: usize) -> String {
    let mut text = String::from(
        "# a board\nrules: latest\nturn: light\nphase: deploy\nrows:\n  Hoth:\n    - system: Hoth\n",
    );
    for r in 0..rows {
        text.push_str(&format!("  Row {r}:\n    - sector: Asteroid Field\n"));
    }
    text
}

#[divan::bench(args = [(0, 100), (0, 400), (40, 100)])]
fn add_then_undo(bencher: divan::Bencher, (rows, n): (usize, usize)) {
    let text = board(rows);
    let add = parse("add", "\"Echo Base Trooper\" at Hoth for light").expect("reads");
    bencher.bench_local(|| {
        let mut e = Editor::open("bench.yaml", &text, Catalog::builtin()).expect("opens");
        for _ in 0..n {
            e.apply(&add).ok();
        }
        while e.undo() {}
        divan::black_box(e.changes())
    });
}
