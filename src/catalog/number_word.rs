//! A count as card text writes it, in words or digits.

/// A count as card text writes it: a number word ("one" to "five") or digits. The one reader
/// of such words for the catalog (capacity, a location's limit each turn) and the card-text
/// conditions ("at least two battlegrounds").
pub fn number_word(word: &str) -> Option<u32> {
    match word {
        "one" => Some(1),
        "two" => Some(2),
        "three" => Some(3),
        "four" => Some(4),
        "five" => Some(5),
        w => w.parse().ok(),
    }
}
