//! Round 28 (part cardgrant): the words of a deploy-on target. What an Effect, device or weapon
//! does once deployed, written after where it deploys ("Deploy on any planet system to cause
//! 'nighttime conditions' at related sites"), is no part of where it deploys; a target whose
//! head noun is a card's kind names a card, never a location.

/// The verbs that open what a card does once deployed, after its target ("to give", "to
/// cause", …): a place or card is never named by them.
const PURPOSE: [&str; 7] = [
    " to give ",
    " to cause ",
    " to remove ",
    " to add ",
    " to cancel ",
    " to prevent ",
    " to make ",
];

/// `target` without what the card does once deployed: the words before the first purpose.
pub(super) fn without_purpose(target: &str) -> &str {
    PURPOSE
        .iter()
        .filter_map(|p| target.find(p))
        .min()
        .map_or(target, |i| &target[..i])
}

/// The card kinds a target may name by its last word (a card type or a kind of card), as
/// against a kind of location.
const CARD_NOUNS: [&str; 12] = [
    "starship",
    "starfighter",
    "character",
    "vehicle",
    "creature",
    "droid",
    "pilot",
    "warrior",
    "effect",
    "weapon",
    "device",
    "flagship",
];

/// Does a target name a card (the card it deploys on), not a location? Its head noun, before
/// where that card stands (" at …") and any aside in brackets, is a card type or kind
/// ("landed starship (not at a docking bay)", "your warrior at a Cloud City site", "any droid
/// at any site", "that creature …", "your Blockade Flagship (may not deploy on a site)") or a
/// characteristic the catalog's cards bear. A location it names ("Kessel system", "any exterior
/// planet site") is no card.
pub(super) fn names_a_card(target: &str) -> bool {
    let t = target.split(" (").next().unwrap_or(target);
    let t = t.split(" at ").next().unwrap_or(t);
    let t = t
        .split(" during ")
        .next()
        .unwrap_or(t)
        .trim()
        .to_lowercase();
    let Some(last) = t.split_whitespace().last() else {
        return false;
    };
    let one = last.strip_suffix('s').unwrap_or(last);
    let places = ["site", "system", "sector", "location", "table", "planet"];
    if places
        .iter()
        .any(|p| t.split_whitespace().any(|w| w.trim_end_matches('s') == *p))
    {
        return false;
    }
    CARD_NOUNS.contains(&one)
        || crate::board::facts::kinds::kind_vocabulary()
            .iter()
            .any(|k| k == one || k == last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_card_does_once_deployed_is_no_part_of_its_target() {
        assert_eq!(
            without_purpose("any planet system to cause 'nighttime conditions' at related sites"),
            "any planet system"
        );
        assert_eq!(
            without_purpose("your warrior to give that warrior scout skill"),
            "your warrior"
        );
        assert_eq!(without_purpose("a weapon to prevent theft"), "a weapon");
        assert_eq!(
            without_purpose("same site as your Jawa"),
            "same site as your Jawa"
        );
    }
}
