//! Round 28 (part cardgrant): what an Effect, device or weapon does once deployed, written
//! after where it deploys ("Deploy on any planet system to cause 'nighttime conditions' at
//! related sites"): no part of where it deploys.

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
