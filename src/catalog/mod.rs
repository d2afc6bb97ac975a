//! Card facts: the built-in catalog (embedded, facts only) plus scenario overrides.
//!
//! A [`CardDef`] holds only what the rules read. Titles are resolved without uniqueness marks,
//! case-insensitively, by exact title first and then by an unambiguous shortening.

mod base_index;
pub mod builtin;
mod card;
pub mod community;
pub mod deploy_limit;
pub mod derive;
mod fact_value;
mod facts;
pub mod number_word;
mod seats;
pub mod table;
pub mod text;
pub mod title_key;
pub mod titles;
pub mod youngjedi;

use base_index::BaseIndex;
pub(crate) use card::index_type;
pub use card::{
    Capacity, CardDef, CardType, DefId, Icon, KNOWN_ALLOWS, Origin, Printed, Subtype, Trait,
};
pub use community::CatalogError;
pub use facts::{FACT_KEYS, FactError, FactValue, UNLIMITED, parse_printed, set_fact};
pub use seats::{SeatLimit, SeatRole};
pub use title_key::{
    is_shortening, marker_from_title, near_numerals, normalize, numerals, originals_only,
    strip_marks, title_words, uniqueness_from_title,
};

use std::collections::HashMap;
use std::sync::Arc;

/// A set of card definitions with a title index. Cheap to clone: the base defs and their index
/// are shared (the built-in base is the static generated table); a clone copies only what
/// [`Catalog::insert`] added.
#[derive(Debug, Clone)]
pub struct Catalog {
    base: Base,
    extra: Vec<CardDef>,
    /// Titles an insert touched: their defs, in place of the base entry.
    overlay: HashMap<String, Vec<DefId>>,
}

/// The defs a catalog starts from.
#[derive(Debug, Clone)]
enum Base {
    /// A generated built-in table ([`table`]): static, decoded card by card on use.
    Table(&'static table::Table),
    /// Defs held in memory, with their index.
    Owned(Arc<Owned>),
}

#[derive(Debug)]
struct Owned {
    defs: Vec<CardDef>,
    index: BaseIndex,
}

/// A word's titles, as positions among the base titles.
enum Postings<'a> {
    Table(&'a [u16]),
    Owned(&'a [u32]),
}

impl Postings<'_> {
    fn len(&self) -> usize {
        match self {
            Postings::Table(l) => l.len(),
            Postings::Owned(l) => l.len(),
        }
    }
    fn positions(&self) -> Vec<usize> {
        match self {
            Postings::Table(l) => l.iter().map(|&i| i as usize).collect(),
            Postings::Owned(l) => l.iter().map(|&i| i as usize).collect(),
        }
    }
}

impl Base {
    fn len(&self) -> usize {
        match self {
            Base::Table(t) => t.len(),
            Base::Owned(o) => o.defs.len(),
        }
    }
    fn get(&self, id: DefId) -> &CardDef {
        match self {
            Base::Table(t) => t.def(id.into()),
            Base::Owned(o) => &o.defs[usize::from(id)],
        }
    }
    fn lookup(&self, key: &str) -> Option<Vec<DefId>> {
        match self {
            Base::Table(t) => t.lookup(key).map(|r| r.map(DefId::from).collect()),
            Base::Owned(o) => o.index.by_title.get(key).cloned(),
        }
    }
    fn contains(&self, key: &str) -> bool {
        match self {
            Base::Table(t) => t.lookup(key).is_some(),
            Base::Owned(o) => o.index.by_title.contains_key(key),
        }
    }
    fn title_count(&self) -> usize {
        match self {
            Base::Table(t) => t.title_count(),
            Base::Owned(o) => o.index.titles.len(),
        }
    }
    fn title(&self, i: usize) -> &str {
        match self {
            Base::Table(t) => t.title(i),
            Base::Owned(o) => &o.index.titles[i],
        }
    }
    fn postings(&self, word: &str) -> Postings<'_> {
        match self {
            Base::Table(t) => Postings::Table(t.titles_with_word(word)),
            Base::Owned(o) => {
                Postings::Owned(o.index.by_word.get(word).map(Vec::as_slice).unwrap_or(&[]))
            }
        }
    }
    /// Positions of the titles holding a word that begins with `prefix`.
    fn prefix_postings(&self, prefix: &str) -> Vec<usize> {
        match self {
            Base::Table(t) => t.titles_with_word_prefix(prefix).map(usize::from).collect(),
            Base::Owned(o) => o
                .index
                .by_word
                .iter()
                .filter(|(w, _)| w.starts_with(prefix))
                .flat_map(|(_, l)| l.iter().map(|&i| i as usize))
                .collect(),
        }
    }
}

/// How a title resolved.
#[derive(Debug, Clone, PartialEq)]
pub enum Resolution {
    /// One title (maybe printed for both sides): the defs sharing it.
    Found(Vec<DefId>),
    /// Several different titles fit the shortening.
    Ambiguous(Vec<String>),
    /// Nothing fits; the closest titles, best first.
    Unknown(Vec<String>),
}

impl Catalog {
    /// The built-in catalog: every Star Wars CCG card, from the generated static table
    /// ([`table`]). Costs nothing to create: cards are decoded as they are used.
    pub fn builtin() -> Catalog {
        Catalog {
            base: Base::Table(&table::SWCCG),
            extra: Vec::new(),
            overlay: HashMap::new(),
        }
    }

    /// The built-in Young Jedi catalog (every card of the sets, a generated static table like
    /// [`Catalog::builtin`]): a Young Jedi scenario resolves its titles here, never among the
    /// Star Wars CCG cards.
    pub fn young_jedi() -> Catalog {
        Catalog {
            base: Base::Table(&table::YOUNG_JEDI),
            extra: Vec::new(),
            overlay: HashMap::new(),
        }
    }

    /// The built-in catalog with every card decoded and indexed in memory (what
    /// [`Catalog::builtin`] avoids; for benchmarks).
    pub fn builtin_uncached() -> Catalog {
        Catalog::from_defs(table::SWCCG.all().cloned().collect())
    }

    pub fn from_defs(defs: Vec<CardDef>) -> Catalog {
        Catalog {
            base: Base::Owned(Arc::new(Owned {
                index: BaseIndex::new(&defs),
                defs,
            })),
            extra: Vec::new(),
            overlay: HashMap::new(),
        }
    }

    /// The defs of a normalised title.
    fn ids(&self, key: &str) -> Option<Vec<DefId>> {
        match self.overlay.get(key) {
            Some(v) => Some(v.clone()),
            None => self.base.lookup(key),
        }
    }

    /// Every normalised title: the base's in sorted order, then the ones inserts added.
    pub fn titles(&self) -> impl Iterator<Item = &str> {
        (0..self.base.title_count())
            .map(|i| self.base.title(i))
            .chain(
                self.overlay
                    .keys()
                    .filter(|k| !self.base.contains(k))
                    .map(String::as_str),
            )
    }

    /// Titles inserts added that the base does not have.
    fn added_titles(&self) -> impl Iterator<Item = &str> {
        self.overlay
            .keys()
            .filter(|k| !self.base.contains(k))
            .map(String::as_str)
    }

    /// The normalised titles that `key` (normalised) may equal or shorten, and perhaps a few
    /// more: those holding the rarest word of `key` (every title when it has no word).
    /// Of a word in no title that may be title words run together, their apostrophes left
    /// out (`dqar` for `D'Qar`, `klorslug` for `K'lor'slug`): each start or end of it that is a
    /// word of titles, with the count of its titles, the fewest first, to look titles up by. A
    /// part in `not_parts` (the contracted `s` of `anakins`) is not taken.
    pub fn parts_of_word<'w>(&self, w: &'w str, not_parts: &[&str]) -> Vec<(&'w str, usize)> {
        if !w.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Vec::new();
        }
        let mut parts: Vec<(&str, usize)> = (1..w.len())
            .flat_map(|k| [&w[..k], &w[k..]])
            .filter(|p| !not_parts.contains(p))
            .map(|p| (p, self.titles_with_word(p)))
            .filter(|&(_, n)| n > 0)
            .collect();
        parts.sort_by_key(|&(_, n)| n);
        parts
    }

    /// How many of the database's titles hold `word` as a whole word (no list made).
    pub fn titles_with_word(&self, word: &str) -> usize {
        self.base.postings(word).len()
    }

    pub fn title_candidates(&self, key: &str) -> Vec<&str> {
        let mut best: Option<Postings<'_>> = None;
        for w in title_words(key) {
            let list = self.base.postings(w);
            if best.as_ref().is_none_or(|b| list.len() < b.len()) {
                best = Some(list);
            }
        }
        match best {
            Some(list) => list
                .positions()
                .into_iter()
                .map(|i| self.base.title(i))
                .chain(self.added_titles())
                .collect(),
            None => self.titles().collect(),
        }
    }

    pub fn get(&self, id: DefId) -> &CardDef {
        if usize::from(id) < self.base.len() {
            self.base.get(id)
        } else {
            &self.extra[usize::from(id) - self.base.len()]
        }
    }

    pub fn len(&self) -> usize {
        self.base.len() + self.extra.len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every definition currently visible (overridden ones excluded), by id.
    pub fn visible(&self) -> impl Iterator<Item = (DefId, &CardDef)> {
        let hidden: std::collections::HashSet<DefId> = self
            .overlay
            .keys()
            .filter_map(|k| self.base.lookup(k))
            .flatten()
            .collect();
        let mut added: Vec<DefId> = self
            .overlay
            .values()
            .flatten()
            .copied()
            .filter(|&i| usize::from(i) >= self.base.len())
            .collect();
        added.sort_unstable();
        let kept: std::collections::HashSet<DefId> =
            self.overlay.values().flatten().copied().collect();
        (0..self.base.len())
            .map(DefId::from)
            .filter(move |i| !hidden.contains(i) || kept.contains(i))
            .chain(added)
            .map(move |i| (i, self.get(i)))
    }

    /// The visible definitions of one type. On the built-in tables only those cards are decoded
    /// (a scan of [`Catalog::visible`] with a filter decodes every card it passes).
    pub fn of_type(&self, t: CardType) -> Vec<(DefId, &CardDef)> {
        let hidden: std::collections::HashSet<DefId> = self
            .overlay
            .keys()
            .filter_map(|k| self.base.lookup(k))
            .flatten()
            .collect();
        let base: Vec<DefId> = match &self.base {
            Base::Table(table) => table.of_type(t).map(DefId::from).collect(),
            Base::Owned(o) => (0..o.defs.len())
                .filter(|&i| o.defs[i].card_type == t)
                .map(DefId::from)
                .collect(),
        };
        let mut ids: Vec<DefId> = base
            .into_iter()
            .filter(|i| !hidden.contains(i))
            .chain(self.overlay.values().flatten().copied())
            .filter(|&i| self.get(i).card_type == t)
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids.into_iter().map(|i| (i, self.get(i))).collect()
    }

    /// Adds or overrides a definition. A def with the same title and side replaces the earlier
    /// one (taking its place among the title's printings); a side-less (`Any`) def replaces every
    /// printing of that title.
    pub fn insert(&mut self, def: CardDef) -> DefId {
        let key = def.key().to_string();
        let id = DefId::from(self.base.len() + self.extra.len());
        let side = def.side;
        self.extra.push(def);
        let base = &self.base;
        let entry = self
            .overlay
            .entry(key)
            .or_insert_with_key(|k| base.lookup(k).unwrap_or_default());
        let catalog_get = |i: DefId, base: &Base, extra: &Vec<CardDef>| {
            if usize::from(i) < base.len() {
                base.get(i).side
            } else {
                extra[usize::from(i) - base.len()].side
            }
        };
        let replaced = entry.iter().position(|&i| {
            let s = catalog_get(i, &self.base, &self.extra);
            !(side != Printed::Any && s != Printed::Any && s != side)
        });
        entry.retain(|&i| {
            let s = catalog_get(i, &self.base, &self.extra);
            side != Printed::Any && s != Printed::Any && s != side
        });
        match replaced {
            Some(at) if at <= entry.len() => entry.insert(at, id),
            _ => entry.push(id),
        }
        id
    }

    /// Adds community definitions (`--cards` files): a def replaces the built-in def of its
    /// title and side unless that one is hand-checked (`builtin.cards`), and a title the
    /// catalog lacks is added. So newer data files update the vendored database, the
    /// hand-checked facts stay on top, and definitions inserted by [`Catalog::insert`] (a
    /// scenario's `cards:`) stay above everything. Returns how many defs were added or
    /// replaced. Ids handed out before the call are not stable across it.
    pub fn add_community(&mut self, defs: Vec<CardDef>) -> usize {
        let mut base: Vec<CardDef> = (0..self.base.len())
            .map(|i| self.base.get(i.into()).clone())
            .collect();
        let mut at: HashMap<(String, Printed), usize> = HashMap::new();
        for (i, d) in base.iter().enumerate() {
            at.insert((d.key().to_string(), d.side), i);
        }
        let mut changed = 0;
        for d in defs {
            let key = d.key().to_string();
            let same = at.get(&(key.clone(), d.side)).copied().or_else(|| {
                // A side-less def and a printed one of the same title are one card.
                if d.side == Printed::Any {
                    at.get(&(key.clone(), Printed::Light))
                        .or_else(|| at.get(&(key.clone(), Printed::Dark)))
                        .copied()
                } else {
                    at.get(&(key.clone(), Printed::Any)).copied()
                }
            });
            match same {
                Some(i) if base[i].hand_checked || base[i].origin == Origin::Scenario => {}
                Some(i) => {
                    base[i] = d;
                    changed += 1;
                }
                None => {
                    at.insert((key, d.side), base.len());
                    base.push(d);
                    changed += 1;
                }
            }
        }
        let extra = std::mem::take(&mut self.extra);
        *self = Catalog::from_defs(base);
        for d in extra {
            self.insert(d);
        }
        changed
    }

    /// The defs inserted on top of the catalog (a scenario's `cards:`), in insertion order;
    /// the built-in table is not decoded.
    pub fn inserted(&self) -> impl Iterator<Item = &CardDef> {
        self.extra.iter()
    }

    /// The defs of one (normalised) title the catalog was built from, without overlays.
    pub fn base_titled(&self, key: &str) -> Vec<&CardDef> {
        self.base
            .lookup(key)
            .unwrap_or_default()
            .into_iter()
            .map(|i| self.base.get(i))
            .collect()
    }

    /// The personas of the characters the catalog was built from, lower case (overlays aside):
    /// a built-in table lists them when it is generated, so no card is decoded to ask.
    pub fn character_personas(&self) -> Vec<std::borrow::Cow<'_, str>> {
        match &self.base {
            Base::Table(t) => t.character_personas().map(Into::into).collect(),
            Base::Owned(_) => self
                .base_defs()
                .filter(|d| d.card_type == CardType::Character)
                .flat_map(|d| d.personas().map(|p| p.to_lowercase().into()))
                .collect(),
        }
    }

    /// The titles, models and personas of the starships and vehicles the catalog was built
    /// from, lower case (overlays aside): a built-in table lists them when it is generated.
    pub fn craft_names(&self) -> Vec<std::borrow::Cow<'_, str>> {
        match &self.base {
            Base::Table(t) => t.craft_names().map(Into::into).collect(),
            Base::Owned(_) => self
                .base_defs()
                .filter(|d| matches!(d.card_type, CardType::Starship | CardType::Vehicle))
                .flat_map(CardDef::names_lowercase)
                .map(Into::into)
                .collect(),
        }
    }

    /// Was the catalog built from the built-in Star Wars CCG table (overlays aside), so what
    /// the table lists when it is generated holds of its cards?
    pub fn base_is_swccg_table(&self) -> bool {
        matches!(&self.base, Base::Table(t) if std::ptr::eq(*t, &table::SWCCG))
    }

    /// The defs a catalog was built from, without overlays (built in, then community).
    pub fn base_defs(&self) -> impl Iterator<Item = &CardDef> {
        (0..self.base.len()).map(|i| self.base.get(i.into()))
    }

    /// Up to three titles closest to `typed` (for "did you mean …").
    pub fn suggest(&self, typed: &str) -> Vec<String> {
        self.closest(&normalize(typed), None)
    }

    /// Resolves a title typed by a user.
    pub fn resolve(&self, typed: &str) -> Resolution {
        self.resolve_among(typed, None)
    }

    /// Resolves a title, restricted to `among` (normalised titles) when given.
    pub fn resolve_among(&self, typed: &str, among: Option<&[String]>) -> Resolution {
        let key = normalize(typed);
        if let Some(ids) = self.ids(&key)
            && among.is_none_or(|a| a.contains(&key))
        {
            return Resolution::Found(ids);
        }
        let mut hits: Vec<&str> = match among {
            Some(a) => a
                .iter()
                .map(String::as_str)
                .filter(|t| is_shortening(&key, t))
                .collect(),
            None => self
                .title_candidates(&key)
                .into_iter()
                .filter(|t| is_shortening(&key, t))
                .collect(),
        };
        // A shortening of an original means the original, not its later versions.
        originals_only(&mut hits);
        match hits.len() {
            // Typed with a title's apostrophes left out (`Anakins Lightsaber`).
            0 if let Some(found) = self.apostrophes_left_out(&key, among) => found,
            // Players say numbers in words: `Red Five` is `Red 5`.
            0 => match numerals(&key) {
                Some(digits) => match self.resolve_among(&digits, among) {
                    Resolution::Unknown(_) => Resolution::Unknown(self.closest(&key, among)),
                    found => found,
                },
                None => Resolution::Unknown(self.closest(&key, among)),
            },
            1 => match self.ids(hits[0]) {
                Some(ids) => Resolution::Found(ids),
                None => Resolution::Unknown(Vec::new()),
            },
            _ => Resolution::Ambiguous(hits.into_iter().map(|k| self.display_title(k)).collect()),
        }
    }

    /// The titles that `key`, typed with no apostrophe, is or shortens once their
    /// apostrophes are left out (`anakins lightsaber`: `anakin's lightsaber`); `None` when none
    /// is. Only the titles of the typed words found in titles are looked at.
    fn apostrophes_left_out(&self, key: &str, among: Option<&[String]>) -> Option<Resolution> {
        if key.contains('\'') {
            return None;
        }
        // The words to look titles up by: each typed word found in titles, and of one that is
        // not (`dqar`), the rarer of two parts it runs together (`d'qar`); rarest first.
        let mut words: Vec<(&str, usize)> = title_words(key)
            .flat_map(|w| match self.titles_with_word(w) {
                0 => self.parts_of_word(w, &[]),
                n => vec![(w, n)],
            })
            .collect();
        words.sort_by_key(|&(_, n)| n);
        words
            .into_iter()
            .find_map(|(w, _)| self.apostrophes_left_out_among(key, w, among))
    }

    /// [`Catalog::apostrophes_left_out`] among the titles that hold `word`.
    fn apostrophes_left_out_among(
        &self,
        key: &str,
        word: &str,
        among: Option<&[String]>,
    ) -> Option<Resolution> {
        let titles: Vec<&str> = match among {
            Some(a) => a.iter().map(String::as_str).collect(),
            None => self.title_candidates(word),
        };
        let bare = |t: &str| t.replace('\'', "");
        let exact: Vec<&str> = titles
            .iter()
            .copied()
            .filter(|t| t.contains('\'') && bare(t) == key)
            .collect();
        let mut hits = match exact.is_empty() {
            true => titles
                .into_iter()
                .filter(|t| t.contains('\'') && is_shortening(key, &bare(t)))
                .collect(),
            false => exact,
        };
        originals_only(&mut hits);
        match hits.as_slice() {
            [] => None,
            [one] => self.ids(one).map(Resolution::Found),
            many => Some(Resolution::Ambiguous(
                many.iter().map(|k| self.display_title(k)).collect(),
            )),
        }
    }

    fn display_title(&self, key: &str) -> String {
        self.ids(key)
            .and_then(|ids| ids.first().copied())
            .map(|i| self.get(i).plain_title().to_string())
            .unwrap_or_else(|| key.to_string())
    }

    /// Up to three titles closest to `key`. Only the first [`MAX_COMPARED`] characters of
    /// `key` are compared (no title is longer), and without `among` the titles sharing the
    /// start of a word with `key` are scored first; every title only when none of them is
    /// close.
    fn closest(&self, key: &str, among: Option<&[String]>) -> Vec<String> {
        // A number word with a letter amiss (`Red Fiive`) suggests the card it numbers first.
        if let Some(fixed) = near_numerals(key)
            && let Resolution::Found(ids) = self.resolve_among(&fixed, among)
        {
            let title = self.get(ids[0]).plain_title().to_string();
            let mut rest = self.closest(&fixed, among);
            rest.retain(|t| *t != title);
            rest.insert(0, title);
            rest.truncate(3);
            return rest;
        }
        let key = match key.char_indices().nth(MAX_COMPARED) {
            Some((at, _)) => &key[..at],
            None => key,
        };
        let score = |keys: Vec<&str>| -> Vec<(f64, String)> {
            let mut scored: Vec<(f64, &str)> = keys
                .into_iter()
                .map(|k| (title_similarity(key, k), k))
                .filter(|(s, _)| *s >= 0.72)
                .collect();
            scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(b.1)));
            scored.dedup_by(|a, b| a.1 == b.1);
            scored
                .into_iter()
                .take(3)
                .map(|(s, k)| (s, k.to_string()))
                .collect()
        };
        let best = match among {
            Some(a) => score(a.iter().map(String::as_str).collect()),
            None => {
                let mut near: Vec<usize> = title_words(key)
                    .take(8)
                    .filter_map(|w| w.char_indices().nth(3).map(|(at, _)| &w[..at]).or(Some(w)))
                    .flat_map(|p| self.base.prefix_postings(p))
                    .collect();
                near.sort_unstable();
                near.dedup();
                let first = score(
                    near.into_iter()
                        .map(|i| self.base.title(i))
                        .chain(self.added_titles())
                        .collect(),
                );
                if first.is_empty() {
                    score(self.titles().collect())
                } else {
                    first
                }
            }
        };
        best.into_iter()
            .map(|(_, k)| self.display_title(&k))
            .collect()
    }

    /// Searches titles containing every word of `words` (for `swjudge cards`).
    pub fn search(&self, words: &str) -> Vec<DefId> {
        let found = self.search_words(words);
        if !found.is_empty() {
            return found;
        }
        if let Some(digits) = numerals(&normalize(words)) {
            return self.search_words(&digits);
        }
        // A title typed with its apostrophes left out (`anakins lightsaber`): every title whose
        // words, apostrophes left out, hold the typed words, its later versions too, as the
        // search with apostrophes lists them.
        match normalize(words).contains('\'') {
            true => Vec::new(),
            false => self.search_words_by(words, |t| t.replace('\'', "")),
        }
    }

    fn search_words(&self, words: &str) -> Vec<DefId> {
        self.search_words_by(words, str::to_string)
    }

    /// The titles whose form by `shown` (the title itself, or without its apostrophes) holds
    /// every word of `words`, the best fits first.
    fn search_words_by(&self, words: &str, shown: impl Fn(&str) -> String) -> Vec<DefId> {
        let ws: Vec<String> = normalize(words)
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        let mut titles: Vec<(usize, &str)> = self
            .titles()
            .filter_map(|t| {
                let s = shown(t);
                ws.iter()
                    .all(|w| s.contains(w.as_str()))
                    .then(|| (ws.iter().map(|w| word_fit(&s, w)).sum(), t))
            })
            .collect();
        // Whole words first (`cloud car`: the Cloud Car before Carbonite Chamber), then words a
        // title's word starts with, then the rest; alphabetically within each.
        titles.sort_unstable();
        titles
            .into_iter()
            .flat_map(|(_, t)| self.ids(t).unwrap_or_default())
            .collect()
    }
}

/// How a searched word fits a normalized title: 0 a whole word of it, 1 the start of one, 2
/// inside one.
fn word_fit(title: &str, word: &str) -> usize {
    let mut fit = 2;
    for w in title.split(|c: char| !(c.is_alphanumeric() || c == '\'')) {
        if w == word {
            return 0;
        }
        if w.starts_with(word) {
            fit = 1;
        }
    }
    fit
}

/// How many characters of a typed title "did you mean" compares: more than any card title
/// holds, so a long unknown title costs no more than a short one.
pub const MAX_COMPARED: usize = 128;

/// Similarity of a typed title to a catalog title: the best of whole-title and
/// best-matching-suffix (so `Red 6` is close to `Red 5`, `Echo Corridr` to `Hoth: Echo Corridor`).
fn title_similarity(typed: &str, title: &str) -> f64 {
    let whole = strsim::jaro_winkler(typed, title);
    let tail = title
        .split_once(": ")
        .map(|(_, rest)| strsim::jaro_winkler(typed, rest))
        .unwrap_or(0.0);
    whole.max(tail)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_and_markers_come_from_the_title() {
        assert_eq!(marker_from_title("•Hoth: Ice Plains (5th Marker)"), Some(5));
        assert_eq!(marker_from_title("•Hoth: Echo Corridor"), None);
        assert_eq!(uniqueness_from_title("••Blizzard Walker"), (2, 0));
        assert_eq!(uniqueness_from_title("<><><>Clouds"), (0, 3));
        assert_eq!(
            normalize("  •Hoth:   Echo  Corridor "),
            "hoth: echo corridor"
        );
        assert_eq!(normalize("<>Big One"), "big one");
        // A combined card marks each half; a mark inside a word is the word's own.
        assert_eq!(
            normalize("•Owen Lars & •Beru Lars"),
            "owen lars & beru lars"
        );
        assert_eq!(
            normalize("•The Mythrol / •The Mythrol"),
            "the mythrol / the mythrol"
        );
        assert_eq!(normalize("•BT-1 & <>•Triple Zero"), "bt-1 & triple zero");
        assert_eq!(normalize("A•B"), "a•b");
        assert_eq!(strip_marks("•<><>Clouds"), "Clouds");
        // A lone `<` or `>` is the title's own: a card titled `<script>` keeps it.
        assert_eq!(strip_marks("<script>x</script>"), "<script>x</script>");
        assert_eq!(strip_marks("•>Arrow"), ">Arrow");
    }

    #[test]
    fn shortening_respects_word_boundaries() {
        assert!(is_shortening(
            "north ridge",
            "hoth: north ridge (4th marker)"
        ));
        assert!(!is_shortening(
            "orth ridge",
            "hoth: north ridge (4th marker)"
        ));
        assert!(!is_shortening("hoth: echo corridor", "hoth: echo corridor"));
    }

    #[test]
    fn number_words_in_a_title_read_as_its_digits() {
        assert_eq!(numerals("red five"), Some("red 5".to_string()));
        assert_eq!(numerals("red 5"), None);
        let c = Catalog::builtin();
        let red5 = |r: Resolution| match r {
            Resolution::Found(ids) => c.get(ids[0]).plain_title().to_string(),
            other => format!("{other:?}"),
        };
        assert_eq!(red5(c.resolve("Red Five")), "Red 5");
        assert_eq!(red5(c.resolve("red five")), "Red 5");
        let titles: Vec<String> = c
            .search("Red Five")
            .iter()
            .map(|&i| c.get(i).plain_title().to_string())
            .collect();
        assert!(titles.iter().any(|t| t == "Red 5"), "{titles:?}");
        assert!(titles.iter().all(|t| t.contains('5')), "{titles:?}");
        // A title that holds the word itself is found as it is.
        assert_eq!(red5(c.resolve("One-Arm")), "One-Arm");
    }

    #[test]
    fn resolution_prefers_exact_then_unique_shortening() {
        let c = Catalog::builtin();
        match c.resolve("Hoth") {
            Resolution::Found(ids) => assert!(c.get(ids[0]).is_system()),
            r => panic!("{r:?}"),
        }
        match c.resolve("north ridge") {
            Resolution::Found(ids) => assert_eq!(c.get(ids[0]).marker, Some(4)),
            r => panic!("{r:?}"),
        }
        match c.resolve("Echo") {
            Resolution::Ambiguous(t) => assert!(t.len() >= 3, "{t:?}"),
            r => panic!("{r:?}"),
        }
        match c.resolve("Redd 5") {
            Resolution::Unknown(t) => assert!(t.iter().any(|x| x == "Red 5"), "{t:?}"),
            r => panic!("{r:?}"),
        }
    }

    #[test]
    fn a_shortening_means_the_original_not_its_later_versions() {
        let site = |t: &str| CardDef::new(t, Printed::Dark, CardType::Location);
        let c = Catalog::from_defs(vec![
            site("•Hoth: Ice Plains (5th Marker)"),
            site("•Hoth: Ice Plains (5th Marker) (V)"),
            site("•Hoth: Ice Plains (5th Marker) (V) (AI)"),
            site("•Tatooine: Mos Eisley"),
            site("•Tatooine: Mos Eisley (V)"),
            CardDef::new("Mos Eisley Blaster", Printed::Dark, CardType::Weapon),
        ]);
        match c.resolve("Ice Plains") {
            Resolution::Found(ids) => assert_eq!(c.get(ids[0]).marker, Some(5)),
            r => panic!("{r:?}"),
        }
        match c.resolve("Ice Plains (5th Marker) (V)") {
            Resolution::Found(ids) => {
                assert_eq!(c.get(ids[0]).title, "•Hoth: Ice Plains (5th Marker) (V)")
            }
            r => panic!("{r:?}"),
        }
        match c.resolve("Mos Eisley") {
            Resolution::Ambiguous(t) => assert_eq!(t.len(), 2, "{t:?}"),
            r => panic!("{r:?}"),
        }
    }

    #[test]
    fn of_type_decodes_only_that_type_and_sees_overrides() {
        let mut c = Catalog::builtin();
        let tests = c.of_type(CardType::JediTest);
        assert_eq!(
            tests.len(),
            7,
            "five Dagobah tests, #6 and a virtual version"
        );
        assert!(tests.iter().all(|(_, d)| d.card_type == CardType::JediTest));
        let mut d = CardDef::new("Great Warrior", Printed::Light, CardType::Effect);
        d.origin = Origin::Scenario;
        c.insert(d);
        assert_eq!(
            c.of_type(CardType::JediTest).len(),
            6,
            "overridden as an effect"
        );
        assert_eq!(
            c.of_type(CardType::JediTest).len() + 1,
            Catalog::builtin().of_type(CardType::JediTest).len()
        );
    }

    #[test]
    fn scenario_defs_override_by_side() {
        let mut c = Catalog::builtin();
        let before = match c.resolve("North Ridge") {
            Resolution::Found(ids) => ids.len(),
            r => panic!("{r:?}"),
        };
        assert_eq!(before, 2, "both sides print the North Ridge");
        let mut d = CardDef::new(
            "•Hoth: North Ridge (4th Marker)",
            Printed::Light,
            CardType::Location,
        );
        d.origin = Origin::Scenario;
        c.insert(d);
        match c.resolve("North Ridge") {
            Resolution::Found(ids) => {
                assert_eq!(ids.len(), 2);
                assert!(ids.iter().any(|&i| c.get(i).origin == Origin::Scenario));
            }
            r => panic!("{r:?}"),
        }
    }
}
