//! Query benchmarks (divan). Run: `cargo bench --bench queries` (one group: add its name, e.g.
//! `cargo bench --bench queries -- family`). docs/performance.md records the figures and goals.
//!
//! - `family`: one in-process question of each implemented family on a 40-location board
//!   (goal: ≤ 10 µs median each).
//! - `by_board_size`: the same questions on boards of 40 to 8,000 locations (10 cards per
//!   location): the time must not grow with the board.
//! - `scale`: a generated board of 2,000 locations and 20,000 cards: loading it, then loading
//!   it and answering 10,000 mixed questions (goal: < 1 s in total).
//! - `moves_identical`: `moves` of every card with 1,000 to 20,000 identical troopers at one
//!   site (the time must grow with the cards, not their square; 20,000 took 11.8 s before
//!   identical cards were grouped).
//! - `check_suite`: `check` over every scenario under scenarios/, loading included (goal:
//!   ≥ 5,000 questions/s; divan prints the rate).

use divan::Bencher;
use divan::counter::ItemsCount;
use std::path::Path;
use std::sync::LazyLock;
use swjudge::catalog::Catalog;
use swjudge::generate::{self, Generated};
use swjudge::scenario::{self, Scenario};

fn main() {
    divan::main();
}

const EXAMPLE: &str = include_str!("../examples/hoth-shield.yaml");

fn load(g: &Generated) -> Scenario {
    scenario::load_str("generated.yaml", &g.yaml, Catalog::builtin())
        .expect("the generated board loads")
}

/// Loading the bundled example board.
#[divan::bench]
fn load_example() -> usize {
    let s = scenario::load_str(
        "example.yaml",
        divan::black_box(EXAMPLE),
        Catalog::builtin(),
    )
    .expect("loads");
    s.board.locations.len()
}

/// One shield question on the bundled example.
#[divan::bench]
fn ask_shielded(b: Bencher) {
    let s = scenario::load_str("example.yaml", EXAMPLE, Catalog::builtin()).expect("loads");
    b.bench(|| {
        swjudge::ask(
            &s.board,
            divan::black_box("shielded \"Echo Docking Bay\""),
            None,
        )
        .expect("answers")
    });
}

// ---------------------------------------------------------------- one question per family

/// The families measured, each asked once per iteration.
const FAMILIES: &[&str] = &[
    "shielded",
    "can land",
    "cost land",
    "can take-off",
    "can deploy",
    "can move by",
    "can shuttle",
    "battle-power",
    "insertion",
    "markers",
    "layout",
];

/// The question of `family` on a generated board: about the Hoth row, whatever the size.
fn family_query(family: &str, g: &Generated) -> String {
    let hoth_tie = g
        .flying
        .iter()
        .find(|(_, r)| *r == 0)
        .or(g.flying.first())
        .map(|(id, _)| id.clone())
        .expect("a TIE at a system");
    let trooper = g
        .characters
        .iter()
        .find(|(_, r)| *r == 0)
        .or(g.characters.first())
        .map(|(id, _)| id.clone())
        .expect("a character with an id");
    let landed = g.landed.first().expect("a landed TIE");
    let unplaced = g.unplaced.first().expect("a site off the table");
    match family {
        "shielded" => "shielded \"Echo Docking Bay\"".into(),
        "can land" => format!("can land @{hoth_tie} at \"Hoth: Echo Docking Bay\""),
        "cost land" => format!("cost land @{hoth_tie} at \"Ice Plains\""),
        "can take-off" => format!("can take-off @{landed}"),
        "can deploy" => "can deploy Snowtrooper to \"North Ridge\" as dark".into(),
        "can move by" => format!("can move @{trooper} to \"Echo Corridor\" by \"Elis Helrot\""),
        "can shuttle" => format!("can shuttle @{trooper} to \"Hoth: Echo Docking Bay\""),
        "battle-power" => "battle-power dark at \"Echo Docking Bay\"".into(),
        "insertion" => format!("insertion \"{unplaced}\""),
        "markers" => "markers Hoth".into(),
        "layout" => "layout Hoth".into(),
        other => panic!("no question for {other}"),
    }
}

static BOARD_40: LazyLock<(Generated, Scenario)> = LazyLock::new(|| {
    let g = generate::board(40, 200);
    let s = load(&g);
    (g, s)
});

/// One question of each family on a 40-location board (goal: ≤ 10 µs median).
#[divan::bench(args = FAMILIES)]
fn family(b: Bencher, family: &str) {
    let (g, s) = &*BOARD_40;
    let q = family_query(family, g);
    b.bench(|| swjudge::ask(&s.board, divan::black_box(&q), None).expect("answers"));
}

/// Where the time of one question goes, on the 40-location board: parsing it, answering it
/// under its ruleset only, and answering it with the older rulesets compared (what `ask` does).
#[divan::bench_group]
mod breakdown {
    use super::*;

    #[divan::bench(args = FAMILIES)]
    fn parse(b: Bencher, family: &str) {
        let (g, _) = &*BOARD_40;
        let q = family_query(family, g);
        b.bench(|| swjudge::query::parse(divan::black_box(&q)).expect("parses"));
    }

    #[divan::bench(args = FAMILIES)]
    fn one_ruleset(b: Bencher, family: &str) {
        let (g, s) = &*BOARD_40;
        let q = swjudge::query::parse(&family_query(family, g)).expect("parses");
        b.bench(|| {
            swjudge::rules::evaluate_once(&s.board, divan::black_box(&q), swjudge::Ruleset::Latest)
                .expect("answers")
        });
    }
}

// ---------------------------------------------------------------- growing boards

const SIZES: &[usize] = &[40, 400, 2_000, 8_000];

static BOARDS: LazyLock<Vec<(Generated, Scenario)>> = LazyLock::new(|| {
    SIZES
        .iter()
        .map(|&n| {
            let g = generate::board(n, n * 10);
            let s = load(&g);
            (g, s)
        })
        .collect()
});

fn sized(n: usize) -> &'static (Generated, Scenario) {
    let i = SIZES.iter().position(|&s| s == n).expect("a bench size");
    &BOARDS[i]
}

/// The same questions on boards of growing size: the time per question must stay flat.
#[divan::bench_group]
mod by_board_size {
    use super::*;

    fn one(b: Bencher, n: usize, family: &str) {
        let (g, s) = sized(n);
        let q = family_query(family, g);
        b.bench(|| swjudge::ask(&s.board, divan::black_box(&q), None).expect("answers"));
    }

    #[divan::bench(args = SIZES)]
    fn shielded(b: Bencher, n: usize) {
        one(b, n, "shielded");
    }

    #[divan::bench(args = SIZES)]
    fn can_land(b: Bencher, n: usize) {
        one(b, n, "can land");
    }

    #[divan::bench(args = SIZES)]
    fn can_deploy(b: Bencher, n: usize) {
        one(b, n, "can deploy");
    }

    #[divan::bench(args = SIZES)]
    fn insertion(b: Bencher, n: usize) {
        one(b, n, "insertion");
    }

    /// 100 mixed questions (every family, random places on the whole board), per question.
    #[divan::bench(args = SIZES)]
    fn mixed(b: Bencher, n: usize) {
        let (g, s) = sized(n);
        let qs = g.queries(100, 42);
        b.counter(ItemsCount::new(qs.len())).bench(|| {
            for q in &qs {
                swjudge::ask(&s.board, divan::black_box(q), None).expect("answers");
            }
        });
    }
}

// ---------------------------------------------------------------- the big board

static BIG: LazyLock<Generated> = LazyLock::new(|| generate::board(2_000, 20_000));

/// 2,000 locations, 20,000 cards at scale (goal: load + 10,000 questions < 1 s).
#[divan::bench_group(sample_count = 10, sample_size = 1)]
mod scale {
    use super::*;

    /// Loading the generated board (YAML → board, indexes included).
    #[divan::bench]
    fn load_2000_locations(b: Bencher) {
        let g = &*BIG;
        b.counter(divan::counter::BytesCount::of_str(&g.yaml))
            .bench(|| load(divan::black_box(g)));
    }

    /// Loading it and answering 10,000 mixed questions.
    #[divan::bench]
    fn load_and_10000_questions(b: Bencher) {
        let g = &*BIG;
        let qs = g.queries(10_000, 7);
        b.bench(|| {
            let s = load(divan::black_box(g));
            for q in &qs {
                swjudge::ask(&s.board, q, None).expect("answers");
            }
        });
    }
}

// ---------------------------------------------------------------- moves of many identical cards

/// A site holding `n` Echo Base Troopers, the Light Side to move.
fn troopers(n: usize) -> Scenario {
    let mut y = String::from(
        "turn: light\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n    - site: \"Hoth: Echo Docking Bay\"\n      light:\n",
    );
    for _ in 0..n {
        y.push_str("        - Echo Base Trooper\n");
    }
    y.push_str("    - system: Hoth\n");
    scenario::load_str("troopers.yaml", &y, Catalog::builtin()).expect("the board loads")
}

/// `moves` of every card, n identical troopers at one site.
#[divan::bench(args = [1_000, 10_000, 20_000], sample_count = 10, sample_size = 1)]
fn moves_identical(b: Bencher, n: usize) {
    let s = troopers(n);
    b.counter(ItemsCount::new(n))
        .bench(|| swjudge::ask(&s.board, "moves", None).expect("answers"));
}

// ---------------------------------------------------------------- the scenario suite

static SUITE: LazyLock<Vec<(String, String)>> = LazyLock::new(|| {
    let files =
        swjudge::scenario::files_under(&[Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios")]);
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a scenario file");
            (p.display().to_string(), text)
        })
        .collect()
});

/// `check` over the whole scenario suite, loading included (goal: ≥ 5,000 questions/s).
#[divan::bench(sample_count = 30)]
fn check_suite(b: Bencher) {
    let questions: usize = SUITE
        .iter()
        .map(|(name, text)| {
            scenario::load_str(name, text, Catalog::builtin())
                .expect("the suite loads")
                .questions
                .len()
        })
        .sum();
    b.counter(ItemsCount::new(questions)).bench(|| {
        let mut passed = 0;
        for (name, text) in SUITE.iter() {
            let s = scenario::load_str(name, text, Catalog::builtin()).expect("loads");
            passed += swjudge::check::check_scenario(&s, None)
                .iter()
                .filter(|o| o.passed)
                .count();
        }
        passed
    });
}
