//! The shield's state: the generators, whether it is up, the outermost exterior marker that bounds
//! it.

use crate::board::{Board, LocId};
use crate::catalog::{CardDef, Icon, normalize};

/// The shield's state on a board.
#[derive(Debug, Clone, Copy)]
pub struct Shield {
    /// The generators on table (face up or not).
    pub generators: Option<LocId>,
    pub active: bool,
    /// The Hoth row (the generators' row).
    pub row: Option<usize>,
    pub boundary: Option<(u8, LocId)>,
}

impl Shield {
    /// Is the shield a question at all for this location: a site of the generators' planet
    /// (of Hoth, when the generators are not on table)? Elsewhere the shield rules say nothing.
    pub fn concerns(&self, board: &Board, l: LocId) -> bool {
        if !board.loc_def(l).is_site() {
            return false;
        }
        match self.row {
            Some(r) => board.locations[l].row == r,
            None => {
                normalize(&board.row_of(l).name) == "hoth"
                    || board.loc_def(l).key().starts_with("hoth:")
            }
        }
    }

    /// The shield's state, computed once per board.
    pub fn of(board: &Board) -> Shield {
        board.derived(Shield::compute)
    }

    fn compute(board: &Board) -> Shield {
        // The generators bear marker 1: only those locations need a look.
        let generators = board
            .locations_with_marker(1)
            .iter()
            .copied()
            .find(|&l| is_generators(board.loc_def(l)));
        let active = generators.is_some_and(|g| {
            let st = board.locations[g].state;
            !st.blown_away && !st.face_down
        });
        let row = generators.map(|g| board.locations[g].row);
        let boundary = row.and_then(|r| outermost_exterior(board, r));
        Shield {
            generators,
            active,
            row,
            boundary,
        }
    }
    /// Does the shield cover this location?
    pub fn covers(&self, board: &Board, l: LocId) -> bool {
        self.active
            && board.loc_def(l).is_site()
            && Some(board.locations[l].row) == self.row
            && self.boundary.map(|b| b.1) != Some(l)
            && !is_wampa_cave(board.loc_def(l))
    }
}

/// Is this card the Main Power Generators?
pub fn is_generators(def: &CardDef) -> bool {
    def.marker == Some(1) && def.key().contains("main power generators")
}

/// The marker sites of a row, by number.
pub fn markers(board: &Board, row: usize) -> Vec<(u8, LocId)> {
    let mut v: Vec<(u8, LocId)> = board.rows[row]
        .locations
        .iter()
        .filter_map(|&l| board.loc_def(l).marker.map(|m| (m, l)))
        .collect();
    v.sort();
    v
}

/// The outermost marker that bounds the shield: the highest exterior marker, never the Wampa Cave.
pub fn outermost_exterior(board: &Board, row: usize) -> Option<(u8, LocId)> {
    markers(board, row)
        .into_iter()
        .filter(|&(_, l)| {
            let d = board.loc_def(l);
            d.has_icon(Icon::Exterior) && !is_wampa_cave(d)
        })
        .max()
}

/// Is this a Wampa Cave (never the outermost marker for the shield)?
pub fn is_wampa_cave(def: &CardDef) -> bool {
    def.key().contains("wampa cave")
}

/// A marker's number as an ordinal (`5th`), see [`ordinal_of`].
pub fn ordinal(n: u8) -> String {
    ordinal_of(n.into())
}

use crate::board::ordinal::ordinal_of;
