//! A sentence not read, of a card or location elsewhere on the table, that names the place of
//! the act (its title, or the system or planet its title opens with) and limits or prices a
//! side's acts there ("At Death Star II system and each Death Star site opponent may not deploy
//! …", said by an Effect deployed on another planet): the card is not at either end of the act,
//! yet its words may decide it. Unread, it leaves the act open, quoted, rather than a `yes` that
//! never looked at it (the scope policy's "Card text": never `yes` over a card's text).

use super::parts::{Part, Role, Seen};
use crate::catalog::text::Sentence;
use crate::rules::eval::Eval;

/// Whether `s`, not read, of the part elsewhere `p`, names a place of the act and limits or
/// prices a side's acts, that side possibly the actor's.
pub(super) fn names_the_acts_place(e: &Eval, p: &Part, s: &Sentence, seen: &Seen) -> bool {
    if p.role != Role::Elsewhere || s.fact.is_some() {
        return false;
    }
    let text = s.text.to_lowercase();
    let limits = super::limits::LIMIT_WORDS.iter().any(|w| text.contains(w));
    // A location's half ("Dark: …") is that side's text, whoever owns the location.
    let whose = super::whom::half_side(s).or(p.side);
    let side_fits = whose.is_none_or(|w| side_words_fit(&text, w == seen.side));
    limits && side_fits && place_named(e, s, seen).is_some()
}

/// The title of the place of the act (where it goes, else where it leaves) that `s` names.
pub(super) fn place_named(e: &Eval, s: &Sentence, seen: &Seen) -> Option<String> {
    let text = s.text.to_lowercase();
    [seen.to, seen.from]
        .into_iter()
        .flatten()
        .find(|&l| place_words(e, l).iter().any(|w| names(&text, w)))
        .map(|l| e.board.loc_def(l).plain_title().to_string())
}

/// The words that name location `l` in card text: its title, and the system or planet its
/// title opens with ("Death Star" of "Death Star: Trash Compactor"), lower case.
fn place_words(e: &Eval, l: crate::board::LocId) -> Vec<String> {
    let title = e.board.loc_def(l).plain_title().to_lowercase();
    let mut words = vec![title.clone()];
    if let Some((system, _)) = title.split_once(':') {
        words.push(system.trim().to_string());
    }
    words.retain(|w| w.len() >= 3);
    words
}

/// Whether `text` names `words` whole: not inside a longer word.
fn names(text: &str, words: &str) -> bool {
    text.match_indices(words).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + words.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric()) && after.is_none_or(|c| !c.is_alphanumeric())
    })
}

/// Whether the sides a sentence names may include the actor's: "opponent" alone names the
/// other side of the one whose text it is, "you"/"your" alone its own; both or neither, or a
/// word that names cards of either side by faction ("Imperials", "Rebels"), either.
fn side_words_fit(text: &str, own: bool) -> bool {
    let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
    let opponent = words.iter().any(|w| w.starts_with("opponent"));
    let yours = words.iter().any(|w| *w == "you" || *w == "your");
    let faction = words
        .iter()
        .any(|w| w.starts_with("imperial") || w.starts_with("rebel"));
    if faction {
        return true;
    }
    match (opponent, yours) {
        (true, false) => !own,
        (false, true) => own,
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::{names, side_words_fit};

    #[test]
    fn a_place_is_named_whole() {
        let t = "at death star ii system and each death star site opponent may not deploy";
        assert!(names(t, "death star"));
        assert!(!names(t, "death sta"));
        assert!(!names("at hothwise sites", "hoth"));
        assert!(names("to hoth sites", "hoth"));
    }

    #[test]
    fn the_sides_named_decide_whose_acts() {
        assert!(side_words_fit("opponent may not deploy here", false));
        assert!(!side_words_fit("opponent may not deploy here", true));
        assert!(side_words_fit("your characters may not move", true));
        assert!(!side_words_fit("your characters may not move", false));
        assert!(side_words_fit("characters may not deploy", true));
        assert!(side_words_fit(
            "at all such sites: imperials are deploy +2 and your aliens are forfeit +1",
            false
        ));
    }
}
