//! Issue 38 item 6, round 29: `moves` of a whole side, with a move to find for every card,
//! grew as the square of the cards again: for each move asked, the checks of the cards that
//! speak of other cards' moves (a transport's limits, a card deployed this turn, a price beside
//! a kind, a ban on reacts) read every card on the table and each card's sentences. The table's
//! such cards are now found once per board; this test counts the cards read
//! (`rules::work::Work::TableCards`) per ask of them (`Work::TableAsks`) over `moves --all` on
//! boards of N and 4N troopers, and asserts that the work per move asked does not grow with the
//! board: a count, not a timing. The two other scans of every card per move found then (the
//! cards a card carries, for its landspeed; whether any card is missing, for the rule on
//! missing cards' moves) are found once per board too, and counted the same way
//! (`Work::CarriedCards`, `Work::MissingCards`).

use swjudge::catalog::Catalog;
use swjudge::rules::work::{self, Work};
use swjudge::scenario::load_str;
use swjudge::{Answer, Board, Verdict};

/// `n` troopers with ids at a docking bay beside Echo Corridor: each has a move to find.
fn troopers_beside(n: usize) -> String {
    let mut y = String::from(
        "turn: light\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n    - site: \"Hoth: Echo Docking Bay\"\n      light:\n",
    );
    for i in 0..n {
        y.push_str(&format!(
            "        - {{ card: Echo Base Trooper, id: t{i} }}\n"
        ));
    }
    y.push_str("    - system: Hoth\n");
    y
}

/// `moves` with every move listed (the CLI's `moves --all`), not the capped listing.
fn moves_all(board: &Board) -> Verdict {
    let mut q = swjudge::query::parse("moves").unwrap();
    if let swjudge::query::QueryKind::Moves { all, .. } = &mut q.kind {
        *all = true;
    }
    swjudge::rules::evaluate(board, &q, swjudge::ruleset_for(board, None)).unwrap()
}

/// The work `moves --all` does on a board of `n` troopers.
struct Done {
    /// The moves listed.
    listed: usize,
    /// The asks of the table's cards that speak of others' moves.
    asks: usize,
    /// The cards read for them.
    cards: usize,
    /// The cards read to find what each card carries.
    carried: usize,
    /// The cards read to learn whether any card is missing.
    missing: usize,
}

fn work_of(n: usize) -> Done {
    let s = load_str("t.yaml", &troopers_beside(n), Catalog::builtin()).expect("loads");
    work::taken();
    let v = moves_all(&s.board);
    let asks = work::done(Work::TableAsks);
    let cards = work::done(Work::TableCards);
    let carried = work::done(Work::CarriedCards);
    let missing = work::done(Work::MissingCards);
    let Answer::List(lines) = &v.answer else {
        panic!("{:?}", v.answer)
    };
    Done {
        listed: lines.len(),
        asks,
        cards,
        carried,
        missing,
    }
}

#[test]
fn cards_read_per_move_asked_stay_bounded_as_the_side_grows() {
    let n = 300;
    let Done {
        listed: listed_n,
        asks: asks_n,
        cards: cards_n,
        ..
    } = work_of(n);
    let Done {
        listed: listed_4n,
        asks: asks_4n,
        cards: cards_4n,
        ..
    } = work_of(4 * n);
    // The board's every trooper has its move (so the work below is of moves found), and each
    // move asks the table at least once.
    assert!(
        listed_n >= n && listed_4n >= 4 * n,
        "{listed_n} / {listed_4n}"
    );
    assert!(asks_n >= n && asks_4n >= 4 * n, "{asks_n} / {asks_4n}");
    // The cards read per move asked: with the table read per ask it is the board's size, four
    // times as many at 4N; read once per board it falls as the moves grow.
    let per_n = cards_n as f64 / asks_n as f64;
    let per_4n = cards_4n as f64 / asks_4n as f64;
    eprintln!(
        "{n}: {listed_n} moves, {asks_n} asks, {cards_n} cards read; {}: {listed_4n}, {asks_4n}, {cards_4n}",
        4 * n
    );
    assert!(
        per_4n <= per_n * 1.5 && per_4n <= 2.0,
        "cards read per ask of the table: {per_n:.2} at {n} troopers ({cards_n} cards for \
         {asks_n} asks), {per_4n:.2} at {} ({cards_4n} for {asks_4n}): the table is read again \
         for each move asked",
        4 * n
    );
}

/// The cards read to find what each card carries (a trooper's landspeed asks what it carries)
/// and whether any card is missing (each move's check of the rule on missing cards), per move
/// listed, on boards of N and 4N troopers: read once per board, the reads per move stay about
/// one; read again for each move, they are the board's size.
#[test]
fn carried_and_missing_scans_are_once_per_board() {
    let n = 300;
    let small = work_of(n);
    let large = work_of(4 * n);
    assert!(
        small.listed >= n && large.listed >= 4 * n,
        "{} / {}",
        small.listed,
        large.listed
    );
    for (what, at_n, at_4n) in [
        ("carried", small.carried, large.carried),
        ("missing", small.missing, large.missing),
    ] {
        // The checks ran: the table was read at least once for them.
        assert!(
            at_n >= n && at_4n >= 4 * n,
            "{what}: {at_n} / {at_4n} cards read: the check was not asked"
        );
        let per_n = at_n as f64 / small.listed as f64;
        let per_4n = at_4n as f64 / large.listed as f64;
        eprintln!(
            "{what}: {n}: {at_n} cards read for {} moves; {}: {at_4n} for {}",
            small.listed,
            4 * n,
            large.listed
        );
        assert!(
            per_4n <= per_n * 1.5 && per_4n <= 2.0,
            "{what}: cards read per move listed: {per_n:.2} at {n} troopers ({at_n} for {} \
             moves), {per_4n:.2} at {} ({at_4n} for {}): every card is read again for each \
             move asked",
            small.listed,
            4 * n,
            large.listed
        );
    }
}
