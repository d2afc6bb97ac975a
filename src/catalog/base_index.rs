//! The title index of a catalog's base defs.

use super::card::{CardDef, DefId};
use super::title_key::title_words;
use std::collections::HashMap;

/// The title index of a catalog's base defs: built once, shared by every clone.
#[derive(Debug, Default)]
pub(super) struct BaseIndex {
    /// normalised title → base defs (one per side).
    pub(super) by_title: HashMap<String, Vec<DefId>>,
    /// Every normalised title, sorted.
    pub(super) titles: Vec<String>,
    /// word → positions in `titles` of the titles holding it (see [`title_words`]).
    pub(super) by_word: HashMap<String, Vec<u32>>,
}

impl BaseIndex {
    pub(super) fn new(defs: &[CardDef]) -> BaseIndex {
        let mut by_title: HashMap<String, Vec<DefId>> = HashMap::new();
        for (i, d) in defs.iter().enumerate() {
            by_title
                .entry(d.key().to_string())
                .or_default()
                .push(i.into());
        }
        let mut titles: Vec<String> = by_title.keys().cloned().collect();
        titles.sort_unstable();
        let mut by_word: HashMap<String, Vec<u32>> = HashMap::new();
        for (i, t) in titles.iter().enumerate() {
            let mut words: Vec<&str> = title_words(t).collect();
            words.sort_unstable();
            words.dedup();
            for w in words {
                by_word.entry(w.to_string()).or_default().push(i as u32);
            }
        }
        BaseIndex {
            by_title,
            titles,
            by_word,
        }
    }
}
