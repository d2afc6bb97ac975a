//! Where the cards stand, by place: the cards at each location, the cards aboard each card and
//! the cards attached to each, in the board's order. Worked out once per board (a derived fact), so a check that asks who is
//! at a location or aboard a craft reads those cards, not every card on the table.

use crate::board::Board;
use crate::board::CardIx;
use crate::board::LocId;
use crate::board::Place;
use std::collections::HashMap;
use std::sync::Arc;

/// The cards by where they stand (`Place::At`, `Place::Aboard`), each list in the board's order.
#[derive(Debug, Default)]
pub struct Standing {
    at: HashMap<LocId, Vec<CardIx>>,
    aboard: HashMap<CardIx, Vec<CardIx>>,
    attached: HashMap<CardIx, Vec<CardIx>>,
}

impl Standing {
    fn of(board: &Board) -> Standing {
        let mut s = Standing::default();
        for (i, c) in board.cards.iter_enumerated() {
            match c.place {
                Place::At(l) => s.at.entry(l).or_default().push(i),
                Place::Aboard(k) => s.aboard.entry(k).or_default().push(i),
                Place::Carried(_) | Place::Escorted(_) => {}
            }
            if let Some(h) = super::attached::host_of(board, i) {
                s.attached.entry(h).or_default().push(i);
            }
        }
        s
    }

    /// The cards standing at `l` (not those aboard a craft there), in the board's order.
    pub fn at(&self, l: LocId) -> &[CardIx] {
        self.at.get(&l).map_or(&[], Vec::as_slice)
    }

    /// The cards whose `attached-to` names `c` ([`super::attached::host_of`]), in the board's
    /// order.
    pub fn attached(&self, c: CardIx) -> &[CardIx] {
        self.attached.get(&c).map_or(&[], Vec::as_slice)
    }

    /// The cards aboard `c`, in the board's order.
    pub fn aboard(&self, c: CardIx) -> &[CardIx] {
        self.aboard.get(&c).map_or(&[], Vec::as_slice)
    }
}

/// Where the cards of `board` stand: worked out on first use and kept until the board changes.
pub fn standing(board: &Board) -> Arc<Standing> {
    board.derived(|b| Arc::new(Standing::of(b)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::scenario::load_str;

    /// The index holds exactly what a scan of every card finds, in the same order, on a board
    /// with cards at sites and aboard a craft.
    #[test]
    fn the_index_is_the_scan() {
        let yaml = "turn: light\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      light:\n        - Echo Base Trooper\n    - site: \"Hoth: Echo Docking Bay\"\n      light:\n        - { card: Rogue 1, aboard: [Luke Skywalker] }\n        - { card: Devaronian, id: d }\n        - { card: Grounded Starfighter, state: [{ attached-to: \"@d\" }] }\n        - Echo Base Trooper\n    - system: Hoth\n";
        let s = load_str("t.yaml", yaml, Catalog::builtin()).unwrap();
        let b = &s.board;
        let idx = standing(b);
        // The cards a scan of every card finds where `holds` says so, in the board's order.
        let scan = |holds: &dyn Fn(CardIx) -> bool| -> Vec<CardIx> {
            b.cards
                .iter_enumerated()
                .map(|(i, _)| i)
                .filter(|&i| holds(i))
                .collect()
        };
        let mut seen = 0;
        for (l, _) in b.locations.iter_enumerated() {
            let found = scan(&|i| b.cards[i].place == Place::At(l));
            assert_eq!(idx.at(l), found.as_slice());
            seen += found.len();
        }
        for (k, _) in b.cards.iter_enumerated() {
            let found = scan(&|i| b.cards[i].place == Place::Aboard(k));
            assert_eq!(idx.aboard(k), found.as_slice());
            seen += found.len();
            let on = scan(&|i| super::super::attached::host_of(b, i) == Some(k));
            assert_eq!(idx.attached(k), on.as_slice());
        }
        assert_eq!(
            seen,
            b.cards.len(),
            "every card stands at a site or aboard one"
        );
        assert_eq!(
            idx.attached(b.ids["d"]).len(),
            1,
            "the Effect on the Devaronian"
        );
    }
}
