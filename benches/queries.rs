//! Query benchmarks (divan). Run: `cargo bench --bench queries`.

use swjudge::catalog::Catalog;

fn main() {
    divan::main();
}

const EXAMPLE: &str = include_str!("../examples/hoth-shield.yaml");

/// Loading the bundled example board.
#[divan::bench]
fn load_example() -> usize {
    let s = swjudge::scenario::load_str(
        "example.yaml",
        divan::black_box(EXAMPLE),
        Catalog::builtin(),
    )
    .expect("loads");
    s.board.locations.len()
}

/// One shield question on the bundled example.
#[divan::bench]
fn ask_shielded(b: divan::Bencher) {
    let s =
        swjudge::scenario::load_str("example.yaml", EXAMPLE, Catalog::builtin()).expect("loads");
    b.bench(|| {
        swjudge::ask(
            &s.board,
            divan::black_box("shielded \"Echo Docking Bay\""),
            None,
        )
        .expect("answers")
    });
}
