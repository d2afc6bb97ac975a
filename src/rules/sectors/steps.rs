//! Sector steps and adjacency between two locations of one row.

use crate::board::facts::{SectorKind, sector_kind};
use crate::board::{Board, LocId};

/// Steps between two locations of one row, if every location strictly between them (and both
/// ends) are sectors of `kind`.
pub(super) fn sector_steps(board: &Board, a: LocId, b: LocId, kind: SectorKind) -> Option<usize> {
    let row = board.locations[a].row;
    if board.locations[b].row != row {
        return None;
    }
    let locs = &board.rows[row].locations;
    let (i, j) = (
        locs.iter().position(|&x| x == a)?,
        locs.iter().position(|&x| x == b)?,
    );
    let (lo, hi) = (i.min(j), i.max(j));
    locs[lo..=hi]
        .iter()
        .all(|&l| sector_kind(board.loc_def(l)) == Some(kind))
        .then_some(hi - lo)
}

/// Are two locations of one row side by side?
pub(super) fn adjacent(board: &Board, a: LocId, b: LocId) -> bool {
    let row = board.locations[a].row;
    if board.locations[b].row != row {
        return false;
    }
    let locs = &board.rows[row].locations;
    match (
        locs.iter().position(|&x| x == a),
        locs.iter().position(|&x| x == b),
    ) {
        (Some(i), Some(j)) => i.abs_diff(j) == 1,
        _ => false,
    }
}
