//! Catalog benchmarks (divan). Run: `cargo bench --bench catalog`.

use swjudge::catalog::Catalog;

fn main() {
    divan::main();
}

/// Resolving a shortened title against the built-in catalog.
#[divan::bench]
fn resolve_shortening(b: divan::Bencher) {
    let c = Catalog::builtin();
    b.bench(|| c.resolve(divan::black_box("North Ridge")));
}
