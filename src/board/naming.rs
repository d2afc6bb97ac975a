//! Names that tell every card in play apart ([`super::Board::card_name`]): a card with an `id`
//! is named by it; copies of one title without an id say where each stands (`TIE Fighter (at
//! Hoth)`), and copies at one place their order there as the board lists them (`TIE Fighter
//! (2nd at Hoth)`). A name as answers list it names that card again in a question
//! ([`super::Board::card_by_name`]).
//!
//! The names are those of the board as it stood when indexed, worked out one title at a time
//! when first asked for (issue 38 item 8): each card keeps where it stood when the board was
//! indexed (`Card::named_place`, set by a load and by the board editor's change that puts the
//! card), so a load or a change names nothing and copies no card's place, and a question names
//! the titles it meets. A clone shares what its original named, and its cards keep their
//! places named, so a clone a rule changes (a card moved to try a move) still names its cards
//! as the board did.

use super::{Board, CardIx, LocId, Place, Rank, TitleNames};
use crate::board::ordinal::ordinal_of;
use crate::catalog::normalize;
use std::collections::HashMap;
use std::sync::Arc;

/// Holders are named within names; a deeper nesting than this (which no board reaches) is
/// named by the title alone.
const MAX_DEPTH: usize = 8;

impl Board {
    /// The name of a copy without an id told apart from its title's other copies, if it is.
    pub(super) fn told_name(&self, c: CardIx) -> Option<String> {
        let key = self.card_def(c).key();
        self.told_names(key).get(&c).cloned()
    }

    /// The names of one title's copies told apart: those of its names worked out whole, else
    /// worked out alone on first use.
    fn told_names(&self, key: &str) -> Arc<HashMap<CardIx, String>> {
        let recorded = &self.names.0;
        if let Some(n) = recorded
            .titles
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
        {
            return n.told.clone();
        }
        let lock = || recorded.told.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = lock().get(key) {
            return n.clone();
        }
        // Worked out without the lock held, as derived facts are.
        let made = Arc::new(self.name_told(key));
        lock()
            .entry(key.to_string())
            .or_insert_with(|| made.clone())
            .clone()
    }

    /// Names one title's copies told apart (linear in its copies without an id, and in the
    /// holders named within their names).
    fn name_told(&self, key: &str) -> HashMap<CardIx, String> {
        let mut namer = Namer {
            b: self,
            nth: HashMap::new(),
            locs: HashMap::new(),
        };
        let bare: Vec<CardIx> = namer.order(key).keys().copied().collect();
        bare.into_iter().map(|c| (c, namer.name(c, 0))).collect()
    }

    /// The card a name (normalised) names, among the titles it may begin with.
    pub(super) fn named_card(&self, name: &str) -> Option<CardIx> {
        let mut best: Option<(CardIx, Rank)> = None;
        let ends = name
            .match_indices(" (")
            .map(|(i, _)| i)
            .chain(std::iter::once(name.len()));
        for end in ends {
            let key = &name[..end];
            if self.cards_titled(key).is_empty() {
                continue;
            }
            if let Some(&(c, rank)) = self.title_names(key).by_name.get(name)
                && best.is_none_or(|(_, r)| rank > r)
            {
                best = Some((c, rank));
            }
        }
        best.map(|(c, _)| c)
    }

    /// The card a name (normalised) names when typed with its brackets lost (`tie fighter
    /// 2nd at cloud city: east platform docking bay))`, as a question in words splits it):
    /// compared with each name of the title it begins with, brackets left out of both.
    pub(super) fn named_card_unbracketed(&self, name: &str) -> Option<CardIx> {
        let bare = |s: &str| {
            s.replace(['(', ')'], " ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        };
        let want = bare(name);
        let words: Vec<&str> = want.split(' ').collect();
        let mut best: Option<(CardIx, Rank)> = None;
        for end in 1..words.len() {
            let key = words[..end].join(" ");
            if self.cards_titled(&key).is_empty() {
                continue;
            }
            for (n, &(c, rank)) in &self.title_names(&key).by_name {
                if bare(n) == want && best.is_none_or(|(_, r)| rank > r) {
                    best = Some((c, rank));
                }
            }
        }
        best.map(|(c, _)| c)
    }

    /// Every copy name worked out (every title named): the names told apart, and every name
    /// back to its card (for [`Board::fingerprint`]).
    pub(super) fn all_copy_names(&self) -> (HashMap<CardIx, String>, HashMap<String, CardIx>) {
        let mut told = HashMap::new();
        let mut by_name: HashMap<String, (CardIx, Rank)> = HashMap::new();
        for key in self.card_index.keys() {
            let names = self.title_names(key);
            told.extend(names.told.iter().map(|(&c, n)| (c, n.clone())));
            for (n, &(c, rank)) in &names.by_name {
                let e = by_name.entry(n.clone()).or_insert((c, rank));
                if rank > e.1 {
                    *e = (c, rank);
                }
            }
        }
        let by_name = by_name.into_iter().map(|(n, (c, _))| (n, c)).collect();
        (told, by_name)
    }

    /// The names of one title's copies (normalised title), worked out on first use.
    fn title_names(&self, key: &str) -> Arc<TitleNames> {
        let recorded = &self.names.0;
        let lock = || recorded.titles.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = lock().get(key) {
            return n.clone();
        }
        // Worked out without the lock held, as derived facts are.
        let made = Arc::new(self.name_title(key));
        lock()
            .entry(key.to_string())
            .or_insert_with(|| made.clone())
            .clone()
    }

    /// Names one title's copies, from the places they are named by (linear in its copies, and in the
    /// holders named within their names): those told apart (`told_names`), then the
    /// names that lead back to each.
    fn name_title(&self, key: &str) -> TitleNames {
        let list = self.cards_titled(key);
        let recorded = &self.names.0;
        let told = recorded
            .told
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
            .cloned();
        let mut names = TitleNames {
            told: told.unwrap_or_else(|| Arc::new(self.name_told(key))),
            by_name: HashMap::new(),
        };
        for (&c, name) in names.told.iter() {
            let title = self.card_def(c).plain_title();
            names
                .by_name
                .insert(normal_name(key, title, name), (c, Rank::Told));
        }
        let bare: Vec<CardIx> = list
            .iter()
            .copied()
            .filter(|&c| self.cards[c].id.is_none())
            .collect();
        if let [c] = bare[..]
            && list.len() > 1
        {
            // Its name is its title: the key itself.
            names.by_name.insert(key.to_string(), (c, Rank::Alone));
        }
        for &c in list {
            if let Some(id) = &self.cards[c].id
                && self.ids.get(id) == Some(&c)
            {
                let title = self.card_def(c).plain_title();
                let name = normal_name(key, title, &self.card_name_with_id(c));
                names.by_name.insert(name, (c, Rank::Id));
            }
        }
        names
    }
}

/// Composes the names, each location's label and each title's order worked out once.
struct Namer<'a> {
    b: &'a Board,
    /// Normalised title → for each copy to tell apart, its order among the copies at its
    /// place, when there are more than one there.
    nth: HashMap<String, HashMap<CardIx, Option<usize>>>,
    locs: HashMap<LocId, String>,
}

impl Namer<'_> {
    /// The copies of a title to tell apart (those without an id, when more than one), each
    /// with its order at its place when it shares that place.
    fn order(&mut self, key: &str) -> &HashMap<CardIx, Option<usize>> {
        let b = self.b;
        self.nth.entry(key.to_string()).or_insert_with(|| {
            let bare: Vec<CardIx> = b
                .cards_titled(key)
                .iter()
                .copied()
                .filter(|&c| b.cards[c].id.is_none())
                .collect();
            let mut nth = HashMap::new();
            if bare.len() < 2 {
                return nth;
            }
            let place = |c: CardIx| b.cards[c].named_place;
            let mut at_place: HashMap<Place, usize> = HashMap::new();
            for &c in &bare {
                *at_place.entry(place(c)).or_default() += 1;
            }
            let mut seen: HashMap<Place, usize> = HashMap::new();
            for c in bare {
                let p = place(c);
                let k = (at_place[&p] > 1).then(|| {
                    let k = seen.entry(p).or_default();
                    *k += 1;
                    *k
                });
                nth.insert(c, k);
            }
            nth
        })
    }

    /// The name of `c`: its title, told apart by its id, or where it stands (and its order
    /// there) when other copies without an id share its title.
    fn name(&mut self, c: CardIx, depth: usize) -> String {
        let b = self.b;
        let def = b.card_def(c);
        let t = def.plain_title();
        if b.cards[c].id.is_some() {
            return b.card_name_with_id(c);
        }
        let Some(&nth) = self.order(def.key()).get(&c) else {
            return t.to_string();
        };
        if depth > MAX_DEPTH {
            return t.to_string();
        }
        let (how, holder) = match b.cards[c].named_place {
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

/// A copy's name `Title (…)` normalised, the title's part taken as `key` (the title
/// normalised, as the card index keys it): the title is normalised once, not once per copy.
/// What follows `Title (` is normalised alone where that reads it the same: it starts with a
/// letter, a digit or `@` (no mark or space to strip).
fn normal_name(key: &str, title: &str, name: &str) -> String {
    let tail = name
        .strip_prefix(title)
        .and_then(|rest| rest.strip_prefix(" ("))
        .filter(|tail| {
            !key.is_empty()
                && tail
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_alphanumeric() || c == '@')
        });
    match tail {
        Some(tail) => format!("{key} ({}", normalize(tail)),
        None => normalize(name),
    }
}

/// `2nd ` for Some(2), nothing for None.
fn ordinal_words(nth: Option<usize>) -> String {
    nth.map(|n| format!("{} ", ordinal_of(n as u64)))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use crate::board::ordinal::ordinal_of;
    use crate::board::{Board, CardIx, Place};
    use crate::catalog::{Catalog, normalize};
    use std::collections::HashMap;

    fn load(text: &str) -> Board {
        crate::scenario::load_str("b.yaml", text, Catalog::builtin())
            .expect("loads")
            .board
    }

    /// On every bundled board, each title named when first asked for: every card's name is its
    /// own, and a name that is more than a title leads back to its card.
    #[test]
    fn every_name_is_its_cards_alone_and_leads_back() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        let mut boards = 0;
        let mut told = 0;
        for doc in std::fs::read_dir(&dir).expect("scenarios") {
            for f in std::fs::read_dir(doc.expect("dir").path())
                .into_iter()
                .flatten()
            {
                let p = f.expect("file").path();
                if p.extension().is_none_or(|e| e != "yaml") {
                    continue;
                }
                let text = std::fs::read_to_string(&p).expect("reads");
                let Ok(s) = crate::scenario::load_str("b.yaml", &text, Catalog::builtin()) else {
                    continue;
                };
                boards += 1;
                let b = &s.board;
                let mut seen: HashMap<String, CardIx> = HashMap::new();
                for c in b.cards.keys() {
                    let name = b.card_name(c);
                    if let Some(other) = seen.insert(normalize(&name), c) {
                        panic!("{}: {name:?} names {other:?} and {c:?}", p.display());
                    }
                    let title_alone = name == b.card_def(c).plain_title();
                    let back = b.card_by_name(&name);
                    let only_copy = b.cards_titled(b.card_def(c).key()).len() == 1;
                    assert!(
                        back == Some(c) || (back.is_none() && title_alone && only_copy),
                        "{}: {name:?} leads to {back:?}, not {c:?}",
                        p.display()
                    );
                    told += usize::from(!title_alone);
                }
            }
        }
        assert!(
            boards > 100 && told > 50,
            "{boards} boards, {told} names told"
        );
    }

    /// A board's clone changed by a rule (a card moved to try a move) names its cards as the
    /// board did when it was indexed, whether or not the title was named before the move.
    #[test]
    fn a_card_moved_since_keeps_its_name() {
        let text = "rows:\n  Hoth:\n    - system: Hoth\n      light: [Echo Base Trooper, Echo Base Trooper]\n    - site: \"Hoth: Echo Docking Bay\"\n";
        let b = load(text);
        let bay = b.cards[CardIx::from(0)].place;
        let second = CardIx::from(1);
        let before = b.card_name(second);
        assert_eq!(before, "Echo Base Trooper (2nd at Hoth)");
        let fresh = load(text);
        for named_first in [true, false] {
            let mut moved = if named_first {
                b.clone()
            } else {
                fresh.clone()
            };
            let to = Place::At(crate::board::LocId::from(1));
            assert_ne!(to, bay);
            moved.cards[second].place = to;
            assert_eq!(
                moved.card_name(second),
                before,
                "named first: {named_first}"
            );
            assert_eq!(moved.card_by_name(&before), Some(second));
        }
    }

    /// A name normalised with its title's key taken as it is reads as the whole name
    /// normalised, whatever follows the title.
    #[test]
    fn a_name_normalised_by_parts_is_the_name_normalised() {
        for (title, name) in [
            (
                "TIE Fighter",
                "TIE Fighter (2nd at Hoth: Echo  Docking Bay)",
            ),
            ("Boba Fett", "Boba Fett (@Boba’s)"),
            ("Han Solo", "Han Solo (escorted by Boba Fett (at Hoth))"),
            ("X (V)", "X (V) (3rd aboard @av)"),
            ("Trailing ", "Trailing  (at Hoth)"),
            ("Odd", "Odd ( •at Hoth)"),
            ("Odd", "Odd (•at Hoth)"),
            ("Odd", "Odd"),
        ] {
            let key = normalize(title);
            assert_eq!(
                super::normal_name(&key, title, name),
                normalize(name),
                "{name:?}"
            );
        }
    }

    /// Indexing names nothing: a title is named when a name of it is asked for.
    #[test]
    fn indexing_names_no_title() {
        let b = load(
            "rows:\n  Hoth:\n    - system: Hoth\n      light: [Echo Base Trooper, Echo Base Trooper, { card: Snowspeeder, id: s1 }]\n",
        );
        // Titles named whole, or their copies told apart alone (a card's name asked).
        let named = || {
            let mut keys: Vec<String> = b
                .names
                .0
                .titles
                .lock()
                .expect("lock")
                .keys()
                .cloned()
                .collect();
            keys.extend(b.names.0.told.lock().expect("lock").keys().cloned());
            keys.sort();
            keys.dedup();
            keys.len()
        };
        assert_eq!(named(), 0);
        assert_eq!(b.card_by_name("Snowspeeder (@s1)"), Some(CardIx::from(2)));
        assert_eq!(named(), 1);
        assert_eq!(b.card_by_name("Hoth"), None);
        assert_eq!(named(), 1);
        assert_eq!(
            b.card_name(CardIx::from(0)),
            "Echo Base Trooper (1st at Hoth)"
        );
        assert_eq!(named(), 2);
    }

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
