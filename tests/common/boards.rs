//! The bundled boards (scenarios/ and examples/), loaded once per test binary that asks for
//! them: the properties that hold over every board read them from here.

use std::path::Path;
use swjudge::board::Board;
use swjudge::catalog::Catalog;

/// Every bundled board that loads, with its file's path.
#[allow(dead_code)]
pub fn boards() -> Vec<(String, Board)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")])
        .into_iter()
        .filter_map(|p| {
            let s = swjudge::scenario::load_file(&p, Catalog::builtin()).ok()?;
            Some((p.display().to_string(), s.board))
        })
        .collect()
}

/// Every bundled Star Wars CCG board (Young Jedi's left out), with the ruleset it is judged by.
#[allow(dead_code)]
pub fn swccg_boards() -> Vec<(String, Board, swjudge::Ruleset)> {
    boards()
        .into_iter()
        .map(|(file, board)| {
            let ruleset = swjudge::ruleset_for(&board, None);
            (file, board, ruleset)
        })
        .filter(|(_, _, ruleset)| *ruleset != swjudge::Ruleset::Dotf)
        .collect()
}

/// A card of a kind that moves itself (a character, creature, vehicle or starship): the cards
/// whose moves the listed-moves properties ask about.
#[allow(dead_code)]
pub fn moves_itself(board: &Board, c: swjudge::board::CardIx) -> bool {
    use swjudge::catalog::CardType;
    matches!(
        board.card_def(c).card_type,
        CardType::Character | CardType::Creature | CardType::Vehicle | CardType::Starship
    )
}

/// The first `n` cards of a board that move themselves and stand at a location or ride aboard
/// a craft: the movers the route properties ask about.
#[allow(dead_code)]
pub fn movers(board: &Board, n: usize) -> Vec<swjudge::board::CardIx> {
    use swjudge::board::Place;
    board
        .cards
        .keys()
        .filter(|&c| {
            moves_itself(board, c)
                && matches!(board.cards[c].place, Place::At(_) | Place::Aboard(_))
        })
        .take(n)
        .collect()
}

/// The card a route's step moves: the card itself, or the craft or escort it rides with.
#[allow(dead_code)]
pub fn mover_of(q: &swjudge::query::QueryKind) -> swjudge::board::CardIx {
    use swjudge::query::QueryKind;
    let card = match q {
        QueryKind::CanMove { card, .. }
        | QueryKind::CanLand { card, .. }
        | QueryKind::CanTakeOff { card, .. }
        | QueryKind::CanTransit { card, .. }
        | QueryKind::CanShuttle { card, .. }
        | QueryKind::CanEmbark { card, .. }
        | QueryKind::CanTransfer { card, .. }
        | QueryKind::CanDisembark { card } => card,
        other => panic!("not a move: {other:?}"),
    };
    swjudge::rules::subject::picked_card(card).expect("a step names its card by index")
}
