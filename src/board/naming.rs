//! Names that tell every card in play apart ([`super::Board::card_name`]), computed once when
//! the board is indexed: a card with an `id` is named by it; copies of one title without an id
//! say where each stands (`TIE Fighter (at Hoth)`), and copies at one place their order there
//! as the board lists them (`TIE Fighter (2nd at Hoth)`). A name as answers list it names that
//! card again in a question ([`super::Board::card_by_name`]).

use super::{Board, CardIx, CopyNames, LocId, Place};
use crate::board::facts::ordinal_of;
use crate::catalog::normalize;
use std::collections::HashMap;

/// Holders are named within names; a deeper nesting than this (which no board reaches) is
/// named by the title alone.
const MAX_DEPTH: usize = 8;

impl Board {
    /// The names of copies told apart, worked out in one pass over the cards in play grouped
    /// by title (linear in the board).
    pub(super) fn name_copies(&self) -> CopyNames {
        let b = self;
        // For each copy to tell apart: its order among the copies at its place, when there
        // are more than one there.
        let mut nth: HashMap<CardIx, Option<usize>> = HashMap::new();
        // The one copy without an id of a title whose other copies have ids: its title.
        let mut alone: Vec<CardIx> = Vec::new();
        for list in b.card_index.values() {
            let bare: Vec<CardIx> = list
                .iter()
                .copied()
                .filter(|&c| b.cards[c].id.is_none())
                .collect();
            if bare.len() < 2 {
                if let [c] = bare[..]
                    && list.len() > 1
                {
                    alone.push(c);
                }
                continue;
            }
            let mut at_place: HashMap<Place, usize> = HashMap::new();
            for &c in &bare {
                *at_place.entry(b.cards[c].place).or_default() += 1;
            }
            let mut seen: HashMap<Place, usize> = HashMap::new();
            for c in bare {
                let p = b.cards[c].place;
                let k = (at_place[&p] > 1).then(|| {
                    let k = seen.entry(p).or_default();
                    *k += 1;
                    *k
                });
                nth.insert(c, k);
            }
        }
        let mut namer = Namer {
            b,
            nth: &nth,
            locs: HashMap::new(),
        };
        let told: HashMap<CardIx, String> = nth.keys().map(|&c| (c, namer.name(c, 0))).collect();
        let mut by_name: HashMap<String, CardIx> =
            told.iter().map(|(&c, n)| (normalize(n), c)).collect();
        for c in alone {
            by_name.insert(normalize(b.card_def(c).plain_title()), c);
        }
        for &c in b.ids.values() {
            by_name.insert(normalize(&b.card_name_with_id(c)), c);
        }
        CopyNames { told, by_name }
    }
}

/// Composes the names, each location's label worked out once.
struct Namer<'a> {
    b: &'a Board,
    nth: &'a HashMap<CardIx, Option<usize>>,
    locs: HashMap<LocId, String>,
}

impl Namer<'_> {
    /// The name of `c`: its title, told apart by its id, or where it stands (and its order
    /// there) when other copies without an id share its title.
    fn name(&mut self, c: CardIx, depth: usize) -> String {
        let b = self.b;
        let t = b.card_def(c).plain_title();
        if b.cards[c].id.is_some() {
            return b.card_name_with_id(c);
        }
        let Some(&nth) = self.nth.get(&c) else {
            return t.to_string();
        };
        if depth > MAX_DEPTH {
            return t.to_string();
        }
        let (how, holder) = match b.cards[c].place {
            Place::At(l) => {
                let label = self.locs.entry(l).or_insert_with(|| b.loc_label(l));
                return format!("{t} ({}at {label})", ordinal_words(nth));
            }
            Place::Aboard(h) => ("aboard", h),
            Place::Carried(h) => ("carried by", h),
            Place::Escorted(h) => ("escorted by", h),
        };
        let holder_name = match &b.cards[holder].id {
            Some(id) => format!("@{id}"),
            None => self.name(holder, depth + 1),
        };
        format!("{t} ({}{how} {holder_name})", ordinal_words(nth))
    }
}

/// `2nd ` for Some(2), nothing for None.
fn ordinal_words(nth: Option<usize>) -> String {
    nth.map(|n| format!("{} ", ordinal_of(n as u64)))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use crate::board::facts::ordinal_of;

    #[test]
    fn ordinals_read_as_english() {
        let got: Vec<String> = [1u64, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 20_000]
            .into_iter()
            .map(ordinal_of)
            .collect();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd",
                "101st", "111th", "112th", "20000th"
            ]
        );
    }
}
