//! Catalog benchmarks (divan). Run: `cargo bench --bench catalog`.
//!
//! The built-in catalog is the generated static table (every Star Wars CCG card); the community
//! files are the vendored copy in data/swccg-card-json/ (3,797 records).

use std::path::PathBuf;
use swjudge::catalog::{Catalog, community};

fn main() {
    divan::main();
}

/// Creating the built-in catalog (what every run does): nothing is parsed.
#[divan::bench]
fn builtin() -> Catalog {
    Catalog::builtin()
}

/// Resolving a shortened title against the built-in catalog (3,753 cards).
#[divan::bench]
fn resolve_shortening(b: divan::Bencher) {
    let c = Catalog::builtin();
    b.bench(|| c.resolve(divan::black_box("North Ridge")));
}

/// Resolving an exact title.
#[divan::bench]
fn resolve_exact(b: divan::Bencher) {
    let c = Catalog::builtin();
    b.bench(|| c.resolve(divan::black_box("Zuckuss In Mist Hunter")));
}

/// An unknown title: "did you mean" (titles sharing a word start first).
#[divan::bench]
fn suggest_typo(b: divan::Bencher) {
    let c = Catalog::builtin();
    b.bench(|| c.resolve(divan::black_box("nort rige")));
}

/// An unknown 1 MB title (issue 16): compared on its first 128 characters.
#[divan::bench(sample_count = 20)]
fn suggest_for_a_1mb_title(b: divan::Bencher) {
    let c = Catalog::builtin();
    let huge = "nort rige zzzq ".repeat(70_000);
    b.bench(|| c.resolve(divan::black_box(&huge)));
}

/// Decoding every card of the table into memory with its index (what `--cards` starts from).
#[divan::bench(sample_count = 20)]
fn decode_every_card() -> Catalog {
    Catalog::builtin_uncached()
}

fn community_files() -> [PathBuf; 2] {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/swccg-card-json");
    [dir.join("Dark.json"), dir.join("Light.json")]
}

/// Loading the whole community database: read, parse, map, fold reprints, derive.
#[divan::bench(sample_count = 20)]
fn load_community(b: divan::Bencher) {
    let files = community_files();
    b.bench(|| community::load_files(&files).expect("loads").defs.len());
}

/// Loading it and adding it above the built-in table (what `--cards` does with both files).
#[divan::bench(sample_count = 20)]
fn load_community_into_catalog(b: divan::Bencher) {
    let files = community_files();
    b.bench(|| {
        let mut c = Catalog::builtin();
        c.add_community(community::load_files(&files).expect("loads").defs);
        c.len()
    });
}
