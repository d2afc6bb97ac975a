//! No input crashes or hangs the judge.
//!
//! - A stable fuzz harness (proptest, a bounded number of cases per run): random bytes and
//!   random YAML-ish text, mutations of every bundled scenario, random question strings and
//!   mutations of real questions. None may panic, and every diagnostic must point inside the
//!   text it quotes, on character boundaries, and render. (fuzz/ holds the cargo-fuzz targets
//!   for the same two entry points; this harness is what `cargo test` and CI always run.)
//! - Hostile-input limits, each a coded diagnostic and exit 2 from the binary: a huge file,
//!   an alias bomb, deep nesting, invalid UTF-8, an over-long question, a card aboard itself;
//!   and inputs built to make a loader spend quadratic time, whose work (allocations counted
//!   by this binary's allocator, no clock) must grow no faster than the input.
//! - Regressions: inputs that once crashed or hung.
//!
//! `PROPTEST_CASES` raises the number of cases for a longer local run.

use miette::Diagnostic;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestRunner};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::LazyLock;
use swjudge::catalog::Catalog;
use swjudge::scenario::{self, Scenario, ScenarioErrors};

// ---------------------------------------------------------------- checking what comes out

/// Renders a diagnostic as the binary does (rendering must not panic either), and checks that
/// no control character of the input reaches the output.
fn render(d: &dyn Diagnostic) -> String {
    let safe = swjudge::render::diagnostic(d, false, 100);
    assert!(
        !safe.chars().any(swjudge::text::is_unsafe),
        "a control character reached the output: {safe:?}"
    );
    safe
}

/// `start..start + len` lies inside `text`, on character boundaries.
fn span_ok(text: &str, start: usize, len: usize) -> bool {
    let end = start.saturating_add(len);
    end <= text.len() && text.is_char_boundary(start) && text.is_char_boundary(end)
}

/// Every problem of a refused file points inside the text it quotes and renders.
fn check_load_errors(errs: &ScenarioErrors, what: &str) {
    assert!(
        !errs.errors.is_empty(),
        "a refused file has a problem: {what}"
    );
    for e in &errs.errors {
        let text: &str = e.src.inner().as_str();
        assert!(
            span_ok(text, e.span.start, e.span.len),
            "span {:?} of `{}` outside the text ({} bytes): {what}",
            e.span,
            e.message,
            text.len()
        );
        assert!(!e.message.is_empty());
        render(e);
    }
}

/// Every label of an `ask` error lies inside the question: a syntax error indexes the text
/// given, a resolution error the trimmed question.
fn check_ask_error(e: &swjudge::AskError, query: &str) {
    let code = e.code().map(|c| c.to_string()).unwrap_or_default();
    let text = if code.starts_with("swjudge::query::syntax") || code.ends_with("too_long") {
        query
    } else {
        query.trim()
    };
    for l in e.labels().into_iter().flatten() {
        assert!(
            span_ok(text, l.offset(), l.len()),
            "label {:?} of `{e}` ({code}) outside {query:?}",
            (l.offset(), l.len())
        );
    }
    render(e);
}

/// Loads `text` and, when it loads, exercises everything a user could run on it.
fn exercise(name: &str, text: &str) -> Option<Scenario> {
    match scenario::load_str(name, text, Catalog::builtin()) {
        Err(errs) => {
            check_load_errors(&errs, name);
            None
        }
        Ok(s) => {
            for q in &s.questions {
                match swjudge::ask(&s.board, &q.ask, None) {
                    Ok(v) => {
                        swjudge::render::verdict(
                            &v,
                            swjudge::render::Format::Human,
                            swjudge::render::Style::PLAIN,
                        );
                    }
                    Err(e) => check_ask_error(&e, &q.ask),
                }
            }
            for p in swjudge::rules::validate::validate(&s.board) {
                let text: &str = s.board.source.text.as_str();
                assert!(span_ok(text, p.span.start, p.span.len), "{}", p.message);
                render(&p);
            }
            swjudge::rules::layout::row_views(&s.board, None);
            Some(s)
        }
    }
}

// ---------------------------------------------------------------- inputs

/// Every bundled scenario and example: (name, text).
static CORPUS: LazyLock<Vec<(String, String)>> = LazyLock::new(|| {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")]);
    assert!(!files.is_empty(), "the corpus is found");
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a scenario");
            (p.display().to_string(), text)
        })
        .collect()
});

/// Every question of the corpus with its loaded board.
static QUESTIONS: LazyLock<Vec<(usize, String)>> = LazyLock::new(|| {
    let mut out = Vec::new();
    for (i, (name, text)) in CORPUS.iter().enumerate() {
        if let Ok(s) = scenario::load_str(name, text, Catalog::builtin()) {
            out.extend(s.questions.iter().map(|q| (i, q.ask.clone())));
        }
    }
    out
});

static BOARDS: LazyLock<Vec<Option<Scenario>>> = LazyLock::new(|| {
    CORPUS
        .iter()
        .map(|(name, text)| scenario::load_str(name, text, Catalog::builtin()).ok())
        .collect()
});

/// Pieces YAML scenarios and questions are made of, for the generators to combine.
const YAML_TOKENS: &[&str] = &[
    "rows:",
    "questions:",
    "players:",
    "cards:",
    "title:",
    "rules:",
    "turn:",
    "phase:",
    "light:",
    "dark:",
    "site:",
    "system:",
    "sector:",
    "card:",
    "id:",
    "aboard:",
    "pilot:",
    "carrying:",
    "escorting:",
    "state:",
    "ask:",
    "expect:",
    "because:",
    "hand:",
    "reserve:",
    "Hoth:",
    "- ",
    "  ",
    "    ",
    "\n",
    "\n  ",
    "\n    - ",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "&a",
    "*a",
    "&b",
    "*b",
    "!!str",
    "!!map",
    "? ",
    "|",
    ">",
    "#",
    "'",
    "\"",
    "---",
    "...",
    "%YAML 1.2",
    "\"Hoth: Echo Docking Bay\"",
    "\"Hoth: Main Power Generators (1st Marker)\"",
    "Hoth",
    "\"Ice Plains\"",
    "North Ridge",
    "TIE Bomber",
    "Red 5",
    "@x",
    "yes",
    "no",
    "~",
    "null",
    "1",
    "-7",
    "1e400",
    "0x1F",
    "•",
    "◇",
    "\u{212A}",
    "é",
    "\u{FEFF}",
    "\t",
    "\r\n",
    "\0",
    "blown-away",
    "face-down",
    "latest",
    "hoth",
    "undercover",
    "attached-to: \"@x\"",
];

const QUERY_TOKENS: &[&str] = &[
    "shielded",
    "can",
    "land",
    "deploy",
    "move",
    "take-off",
    "take",
    "off",
    "shuttle",
    "transit",
    "cost",
    "insertion",
    "markers",
    "layout",
    "battle-power",
    "present",
    "presence",
    "alone",
    "piloted",
    "sabacc",
    "duel",
    "rule",
    "moves",
    "at",
    "to",
    "by",
    "in",
    "as",
    "with",
    "aboard",
    "on",
    "against",
    "light",
    "dark",
    "starting",
    "\"",
    "'",
    "@",
    "@x",
    ",",
    "/",
    " ",
    "  ",
    "\"Echo Docking Bay\"",
    "\"Ice Plains\"",
    "Hoth",
    "Echo",
    "\"North Ridge\"",
    "@bomber1",
    "\"Hoth: Echo Docking Bay\"",
    "Red",
    "5",
    "-1",
    "wild",
    "•",
    "\u{212A}",
    "é",
    "\t",
    "\n",
    "\u{0}",
    "\u{FEFF}",
    "hoth.shield.coverage",
    "*",
];

fn token_soup(tokens: &'static [&'static str], max: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(tokens), 0..max).prop_map(|v| v.concat())
}

/// A text edit: (kind, position, length, token).
type Edit = (u8, usize, usize, &'static str);

fn edits(tokens: &'static [&'static str]) -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec(
        (
            0u8..6,
            any::<usize>(),
            0usize..40,
            prop::sample::select(tokens),
        ),
        1..6,
    )
}

/// Applies edits to `text`, on character boundaries.
fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut s = text.to_string();
    for &(kind, pos, len, token) in edits {
        let at = floor_boundary(&s, if s.is_empty() { 0 } else { pos % (s.len() + 1) });
        let end = floor_boundary(&s, (at + len).min(s.len()));
        match kind {
            // Delete a range.
            0 => s.replace_range(at..end, ""),
            // Insert a token.
            1 => s.insert_str(at, token),
            // Replace a range by a token.
            2 => s.replace_range(at..end, token),
            // Duplicate a range.
            3 => {
                let piece = s[at..end].to_string();
                s.insert_str(end, &piece);
            }
            // Cut the text short.
            4 => s.truncate(at),
            // Swap the line at `at` with the next one.
            _ => {
                let mut lines: Vec<&str> = s.split('\n').collect();
                let i = s[..at].matches('\n').count();
                if i + 1 < lines.len() {
                    lines.swap(i, i + 1);
                }
                s = lines.join("\n");
            }
        }
    }
    s
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn cases(default: u32) -> Config {
    let n = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    Config {
        cases: n,
        failure_persistence: None,
        ..Config::default()
    }
}

// ---------------------------------------------------------------- the fuzz harness

proptest! {
    #![proptest_config(cases(256))]

    /// Any bytes: refused with a diagnostic or loaded, never a panic.
    #[test]
    fn random_bytes_never_crash_the_loader(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        match scenario::load_bytes("fuzz.yaml", &bytes, Catalog::builtin()) {
            Err(errs) => check_load_errors(&errs, "random bytes"),
            Ok(s) => { exercise("fuzz.yaml", s.board.source.text.as_str()); }
        }
    }

    /// Text made of YAML and scenario pieces: a deeper reach into the loader than raw bytes.
    #[test]
    fn random_yaml_never_crashes_the_loader(text in token_soup(YAML_TOKENS, 80)) {
        exercise("soup.yaml", &text);
    }

    /// Every bundled scenario, mutated: loads or is refused, and whatever loads can be asked,
    /// validated and drawn.
    #[test]
    fn mutated_scenarios_never_crash(i in any::<prop::sample::Index>(), e in edits(YAML_TOKENS)) {
        let (name, text) = &CORPUS[i.index(CORPUS.len())];
        exercise(name, &mutate(text, &e));
    }

    /// Any text as a question: parsed or refused with a span inside it.
    #[test]
    fn random_text_never_crashes_the_parser(q in any::<String>()) {
        match swjudge::query::parse(&q) {
            Ok(_) => {}
            Err(e) => {
                prop_assert!(span_ok(&q, e.span.offset(), e.span.len()), "{q:?}: {:?}", e.span);
                render(&e);
            }
        }
    }

    /// Questions made of the language's words, asked of every bundled board.
    #[test]
    fn random_questions_never_crash_ask(q in token_soup(QUERY_TOKENS, 14), i in any::<prop::sample::Index>()) {
        if let Some(s) = &BOARDS[i.index(BOARDS.len())]
            && let Err(e) = swjudge::ask(&s.board, &q, None)
        {
            check_ask_error(&e, &q);
        }
    }

    /// Real questions, mutated, asked of their own board under every ruleset.
    #[test]
    fn mutated_questions_never_crash_ask(i in any::<prop::sample::Index>(), e in edits(QUERY_TOKENS)) {
        let (b, q) = &QUESTIONS[i.index(QUESTIONS.len())];
        let q = mutate(q, &e);
        let s = BOARDS[*b].as_ref().expect("a loaded board");
        for rs in [None, Some(swjudge::Ruleset::Hoth), Some(swjudge::Ruleset::Latest)] {
            if let Err(e) = swjudge::ask(&s.board, &q, rs) {
                check_ask_error(&e, &q);
            }
        }
    }
}

/// A longer, deterministic pass over every scenario with single edits at many places (cheap
/// enough to run in full every time).
#[test]
fn every_scenario_survives_single_edits_everywhere() {
    let mut runner = TestRunner::deterministic();
    for (name, text) in CORPUS.iter() {
        exercise(name, text).expect("a bundled scenario loads");
        for _ in 0..12 {
            let e = edits(YAML_TOKENS)
                .new_tree(&mut runner)
                .expect("a value")
                .current();
            exercise(name, &mutate(text, &e[..1]));
        }
    }
}

// ---------------------------------------------------------------- hostile input, end to end

fn swjudge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .expect("runs")
}

/// A scratch file of this test's own (never a user's).
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str, bytes: &[u8]) -> Scratch {
        let dir = std::env::temp_dir().join(format!("swjudge-robustness-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let p = dir.join(name);
        std::fs::write(&p, bytes).expect("writes");
        Scratch(p)
    }
    fn path(&self) -> &str {
        self.0.to_str().expect("utf-8 temp path")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// `swjudge ask` on this file refuses it: exit 2, a diagnostic with `code`, no panic.
fn refused(name: &str, bytes: &[u8], code: &str) -> String {
    let f = Scratch::new(name, bytes);
    let o = swjudge(&["ask", f.path(), "markers"]);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(2), "{name}: {err}");
    assert!(err.contains(code), "{name}: no `{code}` in:\n{err}");
    assert!(!err.contains("panicked"), "{name}: {err}");
    err
}

#[test]
fn a_file_over_8_mib_is_refused() {
    let mut big = b"rows:\n  Hoth:\n    - system: Hoth\n".to_vec();
    big.resize(scenario::MAX_FILE_BYTES + 1, b'\n');
    let err = refused("big.yaml", &big, "swjudge::scenario::too_large");
    assert!(err.contains("at most 8388608 bytes"), "{err}");
}

#[test]
fn an_alias_bomb_is_refused() {
    let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..10 {
        let p = i - 1;
        let refs = vec![format!("*a{p}"); 10].join(", ");
        text.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    refused("bomb.yaml", text.as_bytes(), "swjudge::scenario::limit");
}

#[test]
fn deep_nesting_is_refused() {
    let text = format!("rows: {}{}\n", "[".repeat(10_000), "]".repeat(10_000));
    refused("deep.yaml", text.as_bytes(), "swjudge::scenario::limit");
    let text = format!("rows: {}x{}\n", "{a: ".repeat(5_000), "}".repeat(5_000));
    refused("deep-map.yaml", text.as_bytes(), "swjudge::scenario::limit");
}

#[test]
fn invalid_utf8_is_refused() {
    refused(
        "latin1.yaml",
        b"rows:\n  Hoth:\n    - site: \"Hoth: Echo \xe9\"\n",
        "swjudge::scenario::invalid_utf8",
    );
}

#[test]
fn a_card_aboard_itself_is_refused() {
    // A YAML alias inside its own anchor is the only way to write a cycle.
    let text = "rows:\n  Hoth:\n    - system: Hoth\n      dark:\n        - &a { card: Stalker, aboard: [*a] }\n";
    let err = refused("cycle.yaml", text.as_bytes(), "swjudge::scenario::yaml");
    assert!(err.contains("its own anchor"), "{err}");
    // A list holding itself, and a map value holding its map.
    refused(
        "cycle-list.yaml",
        b"rows:\n  Hoth:\n    - system: Hoth\n      dark: &l\n        - { card: Stalker, aboard: *l }\n",
        "swjudge::scenario::yaml",
    );
    refused(
        "cycle-map.yaml",
        b"rows: &r { Hoth: *r }\n",
        "swjudge::scenario::yaml",
    );
}

#[test]
fn an_over_long_question_is_refused() {
    let long = format!("shielded \"{}\"", "Echo ".repeat(500));
    assert!(long.len() > swjudge::query::parser::MAX_QUERY_BYTES);
    let o = swjudge(&["ask", "examples/hoth-shield.yaml", &long]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("swjudge::query::too_long"), "{err}");
    assert!(err.len() < 2_000, "the question is not echoed whole: {err}");
    // In the library, and in a scenario's questions.
    let s = scenario::load_file(Path::new("examples/hoth-shield.yaml"), Catalog::builtin())
        .or_else(|_| {
            scenario::load_file(
                &Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/hoth-shield.yaml"),
                Catalog::builtin(),
            )
        })
        .expect("the example loads");
    let e = swjudge::ask(&s.board, &long, None).expect_err("too long");
    assert_eq!(
        e.code().map(|c| c.to_string()).as_deref(),
        Some("swjudge::query::too_long")
    );
    check_ask_error(&e, &long);
    let yaml = format!("rows: {{ Hoth: [ {{ system: Hoth }} ] }}\nquestions:\n  - ask: '{long}'\n");
    let err = refused(
        "long-question.yaml",
        yaml.as_bytes(),
        "swjudge::scenario::limit",
    );
    assert!(err.contains("at most 2000 bytes"), "{err}");
}

// ---------------------------------------------------------------- work counted, not timed

/// Every allocation made on the thread that made it, counted: the work a step does, counted
/// without a clock (a test's time depends on the machine and its load; speed is measured in
/// `benches/`, `growth.rs` `load_rows` and its kin). The system's allocator does the work.
struct CountingAllocator;

thread_local! {
    // Const-initialised and without a destructor: reading it never allocates.
    static ALLOCATIONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

fn counted() {
    // `try_with`: an allocation made while the thread is being torn down is not counted.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

// SAFETY: every call is handed on to the system's allocator unchanged; counting touches only a
// thread-local cell, and allocates nothing.
unsafe impl std::alloc::GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        counted();
        // SAFETY: the caller's contract is the system allocator's.
        unsafe { std::alloc::System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        counted();
        // SAFETY: as above.
        unsafe { std::alloc::System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, size: usize) -> *mut u8 {
        counted();
        // SAFETY: as above.
        unsafe { std::alloc::System.realloc(ptr, layout, size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        // SAFETY: as above.
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// The allocations `f` made on this thread (the loader and the questions run on it alone).
fn allocations(f: impl FnOnce()) -> u64 {
    let before = ALLOCATIONS.with(|n| n.get());
    f();
    ALLOCATIONS.with(|n| n.get()) - before
}

/// The work of `step` on an input of `n` and of `GROWN` times `n`: the larger may cost at
/// most `GROWTH` times the smaller (linear work costs `GROWN` times; work that compares every
/// pair, `GROWN` squared: 16 here).
fn grows_linearly(what: &str, n: usize, step: impl Fn(usize)) {
    const GROWN: usize = 4;
    const GROWTH: u64 = 6;
    let small = allocations(|| step(n));
    let large = allocations(|| step(GROWN * n));
    assert!(
        small > 0 && large <= GROWTH * small,
        "{what}: {small} allocations at {n}, {large} at {}: more than {GROWTH} times",
        GROWN * n
    );
}

/// `n` empty rows, and a question asked of them.
fn rows(n: usize) -> String {
    let mut rows = String::from("rows:\n");
    for i in 0..n {
        rows.push_str(&format!("  r{i}: []\n"));
    }
    // Its questions are asked of a board with no generators: the file loads.
    rows.push_str("questions:\n  - ask: markers\n");
    rows
}

/// `n` card definitions.
fn definitions(n: usize) -> String {
    let mut defs = String::from("cards:\n");
    for i in 0..n {
        defs.push_str(&format!(
            "  - {{ title: \"Card {i} of many\", type: effect }}\n"
        ));
    }
    defs.push_str("rows: { Hoth: [ { system: Hoth } ] }\n");
    defs
}

/// `n` titles no card bears, in one hand.
fn unknown_titles(n: usize) -> String {
    let mut unknown =
        String::from("rows: { Hoth: [ { system: Hoth } ] }\nplayers:\n  light:\n    hand:\n");
    for i in 0..n {
        unknown.push_str(&format!("      - \"Unheard Of {i}\"\n"));
    }
    unknown
}

/// Files built to make a loader spend quadratic time: the work of each, counted at two sizes,
/// grows no faster than the file (the repeated-row check once compared every pair of rows), and
/// each is loaded or refused as a file of its kind is. What `swjudge check` does with a file
/// (load, warnings, questions) is done here in the library, on this thread.
#[test]
fn quadratic_traps_grow_linearly() {
    // Rows: loaded, warned of and asked, at 2,000 and 8,000 rows.
    grows_linearly("rows", 2_000, |n| {
        let s = scenario::load_str("rows.yaml", &rows(n), Catalog::builtin()).expect("loads");
        assert_eq!(s.board.rows.len(), n);
        std::hint::black_box(swjudge::warnings::board_warnings(&s.board));
        let outcomes = swjudge::check::check_scenario(&s, None);
        assert_eq!(outcomes.len(), 1);
        assert!(outcomes[0].result.is_ok(), "{}", outcomes[0].got());
    });
    // Card definitions, within the limit: loaded.
    grows_linearly("card definitions", 2_000, |n| {
        scenario::load_str("defs.yaml", &definitions(n), Catalog::builtin()).expect("loads");
    });
    // Titles no card bears: refused, each a problem (the first 200 of them kept).
    grows_linearly("unknown titles", 1_000, |n| {
        let errs = scenario::load_str("unknown.yaml", &unknown_titles(n), Catalog::builtin())
            .expect_err("refused");
        let last = &errs.errors.last().expect("a problem").message;
        assert!(
            last.contains(&format!("{} more problems not shown", n - 200)),
            "{last}"
        );
    });

    // The binary: a file of many rows loads and its question is answered.
    let f = Scratch::new("rows.yaml", rows(2_000).as_bytes());
    let o = swjudge(&["check", f.path()]);
    let out = String::from_utf8_lossy(&o.stderr);
    assert!(!out.contains("panicked"), "{out}");
    assert_eq!(o.status.code(), Some(0), "{out}");

    // 10,001 card definitions: the last one is over the limit.
    refused(
        "defs.yaml",
        definitions(swjudge_limits::CARD_DEFS + 1).as_bytes(),
        "swjudge::scenario::limit",
    );

    // A row of 5,000 locations: refused at the 101st (rules read a row whole).
    let mut row = String::from("rows:\n  Hoth:\n");
    for _ in 0..2_500 {
        row.push_str("    - site: \"Hoth: Echo Corridor\"\n    - system: Hoth\n");
    }
    let err = refused("row.yaml", row.as_bytes(), "swjudge::scenario::limit");
    assert!(err.contains("at most 100 locations"), "{err}");

    // Unknown titles: the first 200 problems are shown, then a count of the rest.
    let err = refused(
        "unknown.yaml",
        unknown_titles(3_000).as_bytes(),
        "swjudge::scenario::unknown_card",
    );
    assert!(
        err.contains("2800 more problems not shown"),
        "{}",
        &err[err.len().saturating_sub(500)..]
    );
}

/// The limits as the loader states them (private to its module; restated here).
mod swjudge_limits {
    pub const CARD_DEFS: usize = 10_000;
}

// ---------------------------------------------------------------- regressions

/// Inputs the harness once found crashing or hanging (none so far outside the limits above).
#[test]
fn regressions() {
    for (name, text) in [
        ("empty", ""),
        ("only a comment", "# nothing\n"),
        ("a bare alias", "*a\n"),
        ("null rows", "rows:\n"),
        ("rows of nulls", "rows:\n  Hoth:\n    - ~\n"),
        ("bom", "\u{FEFF}rows: {}\n"),
    ] {
        exercise(name, text);
    }
}
