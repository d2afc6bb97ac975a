//! Catalog benchmarks (divan). Run: `cargo bench --bench catalog`.
//!
//! `load_community` reads ../shared/data/swccg-card-json/{Dark,Light}.json (3,797 cards) from
//! disk and maps them; the goal is ≤ 100 ms. It measures nothing when the files are absent.

use std::path::PathBuf;
use swjudge::catalog::{Catalog, community};

fn main() {
    divan::main();
}

/// Resolving a shortened title against the built-in catalog.
#[divan::bench]
fn resolve_shortening(b: divan::Bencher) {
    let c = Catalog::builtin();
    b.bench(|| c.resolve(divan::black_box("North Ridge")));
}

/// Parsing the embedded built-in data file (done once per process).
#[divan::bench]
fn parse_builtin() -> Catalog {
    Catalog::builtin_uncached()
}

fn community_files() -> Option<[PathBuf; 2]> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/swccg-card-json");
    let files = [dir.join("Dark.json"), dir.join("Light.json")];
    files.iter().all(|f| f.exists()).then_some(files)
}

/// Loading the whole community database: read, parse, map, fold reprints.
#[divan::bench(sample_count = 20)]
fn load_community(b: divan::Bencher) {
    let Some(files) = community_files() else {
        eprintln!("../shared/data/swccg-card-json is absent: nothing to measure");
        return;
    };
    b.bench(|| community::load_files(&files).expect("loads").defs.len());
}

/// Loading it and adding it beneath the built-in catalog (what `--cards` does).
#[divan::bench(sample_count = 20)]
fn load_community_into_catalog(b: divan::Bencher) {
    let Some(files) = community_files() else {
        return;
    };
    b.bench(|| {
        let mut c = Catalog::builtin();
        c.add_community(community::load_files(&files).expect("loads").defs);
        c.len()
    });
}

/// Resolving a shortening against built-in + community (3,800 titles).
#[divan::bench]
fn resolve_shortening_with_community(b: divan::Bencher) {
    let Some(files) = community_files() else {
        return;
    };
    let mut c = Catalog::builtin();
    c.add_community(community::load_files(&files).expect("loads").defs);
    b.bench(|| c.resolve(divan::black_box("Wampa Cave")));
}
