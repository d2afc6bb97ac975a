//! The board editor (issue 29 item 11, issue 38 item 8): each change should cost the change,
//! not the board. `add_then_undo` adds `n` cards one at a time to a board, then takes them all
//! back (the repl's `:add` then `:undo`, N each: its time over N is the growth); `one_edit`
//! makes one change and takes it back on a board already holding `n` cards (the cost of one
//! edit against the board's size). Run: `cargo bench --bench edit`. Each bench says on
//! stderr how many of its changes and undos were made on the board in place and how many
//! loaded the text whole, and how many kept the YAML tree in step with the splice and how
//! many read the text whole (issue 38 item 8: the fallbacks counted).

use std::cell::Cell;
use swjudge::board::passes::{self, Pass};
use swjudge::catalog::Catalog;
use swjudge::edit::{Editor, parse};

/// The last sample's counts: changes and undos made in place / loaded whole, trees spliced /
/// read whole.
type Counts = Cell<Option<((usize, usize), (usize, usize))>>;

fn say(bench: &str, n: usize, counts: &Counts) {
    if let Some(((p, w), (s, r))) = counts.get() {
        eprintln!(
            "{bench} {n}: boards: {p} in place, {w} loaded whole; trees: {s} spliced, {r} read whole"
        );
    }
}

fn main() {
    // A driver for a profiler (issue 38 item 8): `SWJUDGE_EDIT_PROFILE=16000,1,20` makes the
    // change `KINDS[1]` and its undo 20 times on a board of 16,000 troopers (kinds 6 and 7:
    // a removal and a move near the end of the list, `profile_kind`; `all`: each kind in turn
    // on the one board; a fourth field, `,repl`, adds the warnings after each change, as
    // `repl_edit` does), says the time per change and undo, and runs no bench. Under
    // `valgrind --tool=callgrind --toggle-collect='*changes_and_undos*'` the board's opening
    // and the kind's first uses are left out (one kind a process for a count per kind).
    if let Ok(spec) = std::env::var("SWJUDGE_EDIT_PROFILE") {
        profile(&spec);
        return;
    }
    divan::main();
}

fn profile(spec: &str) {
    let fields: Vec<&str> = spec.split(',').map(str::trim).collect();
    let number = |i: usize| -> usize {
        fields
            .get(i)
            .and_then(|f| f.parse().ok())
            .expect("SWJUDGE_EDIT_PROFILE=<troopers>,<kind>|all,<times>[,repl]")
    };
    let (n, times) = (number(0), number(2));
    // `all`: every kind in turn on the one board (each change and its undo gives the board
    // back), so that a profiler opens a large board once for the six.
    let kinds: Vec<usize> = match fields.get(1) {
        Some(&"all") => (0..KINDS.len() + 2).collect(),
        _ => vec![number(1)],
    };
    let repl = fields.get(3) == Some(&"repl");
    let mut e = Editor::open("bench.yaml", &troopers(n), Catalog::builtin()).expect("opens");
    if repl {
        divan::black_box(swjudge::warnings::board_warnings(&e.scenario.board));
    }
    for kind in kinds {
        let (command, arg) = profile_kind(kind, n);
        let edit = parse(&command, &arg).expect("reads");
        // First uses (a title's names, a derived fact, the vectors grown to size) are made
        // here, outside `changes_and_undos`, so that a profiler collecting only that function
        // (`--toggle-collect='*changes_and_undos*'`, and `--dump-after` the same for a count
        // per kind) counts the change and its undo alone.
        first_uses(&mut e, &edit, times, repl);
        passes::taken();
        let start = std::time::Instant::now();
        changes_and_undos(&mut e, &edit, times, repl);
        let each = start.elapsed() / u32::try_from(times.max(1)).unwrap_or(u32::MAX);
        // The work counted per change and undo (issue 38 item 8, `board::passes`).
        let per = |p: Pass| passes::made(p) / times.max(1);
        eprintln!(
            "{n} troopers, per change and undo: cards' spans moved {}, tree nodes moved {}, text copies {} ({} bytes), indexes moved along lists {}, order keys dealt {}, spans read for a clash {}; boards in place / loaded whole {:?}",
            per(Pass::BoardSpanMoves),
            per(Pass::SpanMoves),
            per(Pass::TextCopies),
            per(Pass::TextBytes),
            per(Pass::ListShifts),
            per(Pass::OrderKeysDealt),
            per(Pass::ClashSpans),
            e.loads(),
        );
        eprintln!(
            "{n} troopers, kind {kind} :{command} {arg} and its undo: {each:?} each ({times} times)"
        );
    }
}

/// The profile's kind `kind` on `n` troopers: those of `one_edit` ([`KINDS`]), then two near
/// the end of the list (the third trooper from the end removed, and moved to the site after
/// the list), where a card taken costs the few cards after it.
fn profile_kind(kind: usize, n: usize) -> (String, String) {
    let near_end = format!("@t{}", n.saturating_sub(3));
    match KINDS.get(kind) {
        Some((command, arg)) => (command.to_string(), arg.to_string()),
        None if kind == KINDS.len() => ("remove".into(), near_end),
        None => (
            "move".into(),
            format!("{near_end} to \"Hoth: Echo Docking Bay\""),
        ),
    }
}

/// [`changes_and_undos`] under another name, which a profiler's filter leaves out (its
/// last line keeps the two from being merged into one function by the compiler).
#[inline(never)]
fn first_uses(e: &mut Editor, edit: &swjudge::edit::Edit, times: usize, repl: bool) {
    for _ in 0..times {
        e.apply(edit).expect("changes");
        if repl {
            divan::black_box(swjudge::warnings::board_warnings(&e.scenario.board));
        }
        assert!(e.undo());
    }
    divan::black_box(e.changes());
}

#[inline(never)]
fn changes_and_undos(e: &mut Editor, edit: &swjudge::edit::Edit, times: usize, repl: bool) {
    for _ in 0..times {
        e.apply(edit).expect("changes");
        if repl {
            divan::black_box(swjudge::warnings::board_warnings(&e.scenario.board));
        }
        assert!(e.undo());
    }
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

/// The Hoth board with `n` Echo Base Troopers (ids `t0`…) at the Hoth system.
fn troopers(n: usize) -> String {
    let mut text = String::from(
        "# a board\nrules: latest\nturn: light\nphase: deploy\nrows:\n  Hoth:\n    - system: Hoth\n      light:\n",
    );
    for i in 0..n {
        text.push_str(&format!(
            "        - {{ card: Echo Base Trooper, id: t{i} }}\n"
        ));
    }
    text.push_str("    - site: \"Hoth: Echo Docking Bay\"\n");
    text
}

#[divan::bench(args = [250, 500, 1000], sample_count = 3, sample_size = 1)]
fn add_then_undo(bencher: divan::Bencher, n: usize) {
    let text = board(0);
    let add = parse("add", "\"Echo Base Trooper\" at Hoth for light").expect("reads");
    let counts = Counts::default();
    bencher.bench_local(|| {
        let mut e = Editor::open("bench.yaml", &text, Catalog::builtin()).expect("opens");
        for _ in 0..n {
            e.apply(&add).ok();
        }
        while e.undo() {}
        counts.set(Some((e.loads(), e.parses())));
        divan::black_box(e.changes())
    });
    say("add_then_undo", n, &counts);
}

#[divan::bench(args = [(40, 100)], sample_count = 3, sample_size = 1)]
fn add_then_undo_many_rows(bencher: divan::Bencher, (rows, n): (usize, usize)) {
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

/// The changes of `one_edit`, each of the repl's kinds: a card added, moved, taken off and
/// given a state, and the phase set; last, the move again to the site named by its whole
/// title (read by the title index, so that the move's own cost is seen apart from naming
/// a part of a title).
const KINDS: [(&str, &str); 6] = [
    ("add", "\"Echo Base Trooper\" at Hoth for light"),
    ("move", "@t1 to \"Echo Docking Bay\""),
    ("remove", "@t2"),
    ("set", "phase move"),
    ("state", "@t3 crashed"),
    ("move", "@t1 to \"Hoth: Echo Docking Bay\""),
];

/// One change and its undo on a board of `n` cards, each change of the repl in turn.
#[divan::bench(
    args = [1000, 4000, 16000],
    consts = [0, 1, 2, 3, 4, 5],
    sample_count = 5,
    sample_size = 1
)]
fn one_edit<const KIND: usize>(bencher: divan::Bencher, n: usize) {
    let text = troopers(n);
    let (command, arg) = KINDS[KIND];
    let edit = parse(command, arg).expect("reads");
    let mut e = Editor::open("bench.yaml", &text, Catalog::builtin()).expect("opens");
    bencher.bench_local(|| {
        e.apply(&edit).expect("changes");
        assert!(e.undo());
        divan::black_box(e.changes())
    });
    let counts = Counts::new(Some((e.loads(), e.parses())));
    say(&format!("one_edit :{command}"), n, &counts);
}

/// What the repl does after each change besides the editor's own work (`cli/repl/edit.rs`
/// `changed`): the board's warnings (`validate` of the whole board, as at load) and the clone
/// of the scenario the session judges, on a board of `n` troopers.
#[divan::bench(args = [250, 1000, 4000], sample_count = 5, sample_size = 1)]
fn repl_after_a_change(bencher: divan::Bencher, n: usize) {
    let text = troopers(n);
    let e = Editor::open("bench.yaml", &text, Catalog::builtin()).expect("opens");
    bencher.bench_local(|| {
        let warnings = swjudge::warnings::board_warnings(&e.scenario.board);
        divan::black_box((warnings, e.scenario.clone()))
    });
}

/// The repl's change as a whole (`cli/repl/edit.rs` `changed`): the editor's change, the
/// board's warnings after it (the `fails validate` warning: `validate` of the board), then its
/// undo (whose warnings the repl keeps from before), on a board of `n` troopers. Each of the
/// kinds of `one_edit`; the warnings are those of an illegal board (every trooper stands loose
/// at a system), so that their count is of the board's size.
#[divan::bench(
    args = [1000, 4000, 16000],
    consts = [0, 1, 2, 3, 4, 5],
    sample_count = 5,
    sample_size = 1
)]
fn repl_edit<const KIND: usize>(bencher: divan::Bencher, n: usize) {
    let text = troopers(n);
    let (command, arg) = KINDS[KIND];
    let edit = parse(command, arg).expect("reads");
    let mut e = Editor::open("bench.yaml", &text, Catalog::builtin()).expect("opens");
    divan::black_box(swjudge::warnings::board_warnings(&e.scenario.board));
    bencher.bench_local(|| {
        e.apply(&edit).expect("changes");
        let warnings = swjudge::warnings::board_warnings(&e.scenario.board);
        assert!(e.undo());
        divan::black_box(warnings)
    });
}
