//! A name that is a whole title, found among the board's titles rather than its cards (issue 38
//! item 8): a board command's `at Hoth`, `to "Echo Docking Bay"`, `aboard "Red 5"` on a board of
//! a thousand troopers. [`names::phrase`] scores every card in play and every location; the
//! best fit of words that make a whole title (every word a word of the title, every word of
//! the title said: `FULL`) depends on the title alone, so it is the same for every copy of a
//! title, and looking at each title on the table once finds it. Only where that reading is
//! certainly the one [`names::phrase`] makes (plain words, none that `phrase` reads first as a
//! determiner, a possessive, a side or a place described by who stands there) and names one
//! thing; otherwise `None`, and the phrase is read the whole way.

use super::names::{self, DETERMINERS, MAX_NAME_WORDS};
use super::types::{Thing, Tok, Want};
use crate::board::Board;
use crate::catalog::{DefId, normalize};
use crate::rulebook::Side;

/// The one card in play or location that the words name as its whole title, when `phrase`
/// would read them so; `None` when it may read them otherwise, or they fit more than one.
pub(super) fn whole_title(board: &Board, toks: &[Tok], want: Want) -> Option<Thing> {
    if !matches!(want, Want::Card | Want::Loc | Want::Dest) || !plain(board, toks) {
        return None;
    }
    let words: Vec<&str> = toks.iter().map(|t| t.text.as_str()).collect();
    // What `named` reads after the fits, for one word: a board id (`the grenadier`).
    if let [w] = words[..]
        && (board.ids.contains_key(w)
            || (!w.chars().all(char::is_alphabetic) && names::by_id(board, w, want).is_some()))
    {
        return None;
    }
    // Every title the words fit whole; more than one thing (two titles, or two copies of one)
    // is for `phrase` to tell apart or refuse, so the looking stops at the second.
    let cards = match want {
        Want::Card | Want::Dest => board.card_titles(),
        _ => Vec::new(),
    };
    let locs = match want {
        Want::Loc | Want::Dest => board.location_titles(),
        _ => Vec::new(),
    };
    // Each title on the table: a card of it, and (at most two of) the things that bear it.
    let titled = cards
        .iter()
        .map(|k| bearers(board.cards_titled(k), |c| board.cards[c].def, Thing::Card))
        .chain(locs.iter().map(|k| {
            bearers(
                board.locations_titled(k),
                |l| board.locations[l].def,
                Thing::Loc,
            )
        }));
    let mut found: Vec<Thing> = Vec::new();
    for (def, things) in titled {
        if def.is_some_and(|d| whole(&words, board, d)) {
            found.extend(things);
            if found.len() > 1 {
                return None;
            }
        }
    }
    match <[Thing; 1]>::try_from(found) {
        Ok([one]) => Some(one),
        Err(_) => None,
    }
}

/// The things of one title: the definition of the first, and at most two of them.
fn bearers<T: Copy>(
    same: &[T],
    def: impl Fn(T) -> DefId,
    thing: impl Fn(T) -> Thing,
) -> (Option<DefId>, Vec<Thing>) {
    let first = same.first().map(|&x| def(x));
    (first, same.iter().take(2).map(|&x| thing(x)).collect())
}

/// Whether the words fit the title of `def` whole, as `phrase` scores a card (the side only
/// counts for a kind's words, never for a whole title).
fn whole(words: &[&str], board: &Board, def: DefId) -> bool {
    names::tier(words, board.def(def), Side::Light) == names::FULL
}

/// Words `phrase` reads only as a name: a few, each a plain word as typed (not quoted, not an
/// `@id`, not read as a side), none a word that `phrase` reads before the name (a
/// determiner, `where … is`, `the site with …`), and the last no possessive.
fn plain(board: &Board, toks: &[Tok]) -> bool {
    let (Some(first), Some(last)) = (toks.first(), toks.last()) else {
        return false;
    };
    let word_as_typed =
        |t: &Tok| !t.quoted && !t.text.starts_with('@') && t.text == normalize(&t.raw);
    let reads_first = |t: &Tok| {
        matches!(
            t.text.as_str(),
            "where" | "wherever" | "with" | "light's" | "dark's" | "own"
        )
    };
    let possessive = last.text.ends_with("'s")
        || last.text.ends_with("s'")
        || (last.text.ends_with('s') && board.catalog.title_candidates(&last.text).is_empty());
    toks.len() <= MAX_NAME_WORDS
        && toks.iter().all(word_as_typed)
        && !toks.iter().any(reads_first)
        && !DETERMINERS.contains(&first.text.as_str())
        && !possessive
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::query::natural::names::Context;
    use crate::query::natural::words;

    /// Every name the fast way reads, on each bundled board, is what `phrase` reads.
    #[test]
    fn a_whole_title_reads_as_the_phrase_does() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
        let mut boards = Vec::new();
        for doc in std::fs::read_dir(&dir).expect("scenarios") {
            for f in std::fs::read_dir(doc.expect("dir").path())
                .into_iter()
                .flatten()
            {
                let p = f.expect("file").path();
                if p.extension().is_some_and(|e| e == "yaml") {
                    boards.push(p);
                }
            }
        }
        assert!(boards.len() > 20, "the bundled boards: {}", boards.len());
        let (mut read, mut asked) = (0, 0);
        for p in boards {
            let text = std::fs::read_to_string(&p).expect("reads");
            let Ok(s) = crate::scenario::load_str("b.yaml", &text, Catalog::builtin()) else {
                continue;
            };
            let b = &s.board;
            let mut names: Vec<String> = b.card_titles();
            names.extend(b.location_titles());
            for k in b.location_titles().iter().chain(b.card_titles().iter()) {
                let w: Vec<&str> = k.split(' ').collect();
                names.push(w[w.len() / 2..].join(" "));
                names.push(format!("the {k}"));
                names.push(format!("{k}s"));
                names.push(k.replace(' ', ""));
            }
            for n in &names {
                let toks = words::tokens(n);
                for want in [Want::Card, Want::Loc, Want::Dest] {
                    asked += 1;
                    if let Some(fast) = whole_title(b, &toks, want) {
                        read += 1;
                        let slow: Vec<Thing> = names::phrase(b, &toks, want, Context::default())
                            .into_iter()
                            .filter(|t| !matches!(t, Thing::Typed(_)))
                            .collect();
                        assert_eq!(slow, vec![fast], "{n:?} ({want:?}) on {}", p.display());
                    }
                }
            }
        }
        assert!(
            read > 100 && read < asked,
            "read the fast way: {read} of {asked}"
        );
    }
}
