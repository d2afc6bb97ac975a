//! A craft's places that its own text keeps for some characters (`May add 1 driver (must be
//! an Ewok)`): read from its "May add …" sentences beside its capacity.

use super::number_word::number_word;

/// The places of a craft's character room that only some characters take, from its "May add
/// …" wording: `1 driver (must be an Ewok)`, `1 pilot (must be a smuggler or bounty hunter)`,
/// `2 pilots (one must be …)`. (how many places, the kinds said, lower case, each as
/// `board::facts::card_is` reads a word). None when no place is so limited.
pub fn seats_only_for(text: &str) -> Option<(u8, Vec<String>)> {
    let mut rest = text;
    while let Some(i) = rest.find("May add ") {
        let after = &rest[i + "May add ".len()..];
        let end = after.find('.').unwrap_or(after.len());
        let clause = &after[..end];
        if let Some(open) = clause.find("must be ") {
            let before = &clause[..open];
            let paren = before.rfind('(')?;
            let said = &clause[open + "must be ".len()..];
            let said = &said[..said.find(')')?];
            let kinds: Vec<String> = said
                .split(" or ")
                .map(|k| {
                    let k = k.trim().to_lowercase();
                    let k = k
                        .strip_prefix("a ")
                        .or_else(|| k.strip_prefix("an "))
                        .unwrap_or(&k);
                    k.trim_end_matches('s').to_string()
                })
                .filter(|k| !k.is_empty())
                .collect();
            // `(one must be …)`: one place of the count; `(must be …)`: every place counted
            // just before the parenthesis.
            let n = if before[paren + 1..].trim() == "one" {
                1
            } else {
                before[..paren]
                    .split_whitespace()
                    .rev()
                    .find_map(|w| number_word(w).and_then(|n| u8::try_from(n).ok()))?
            };
            return (!kinds.is_empty()).then_some((n, kinds));
        }
        rest = &after[end..];
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_only_for_reads_must_be() {
        let kinds = |v: &[&str]| v.iter().map(|k| k.to_string()).collect::<Vec<_>>();
        assert_eq!(
            seats_only_for("May add 1 driver (must be an Ewok)."),
            Some((1, kinds(&["ewok"])))
        );
        assert_eq!(
            seats_only_for(
                "May add 1 pilot (must be smuggler or bounty hunter), 6 passengers and 1 vehicle."
            ),
            Some((1, kinds(&["smuggler", "bounty hunter"])))
        );
        assert_eq!(
            seats_only_for(
                "May add 2 pilots (one must be a smuggler or bounty hunter) and 3 passengers."
            ),
            Some((1, kinds(&["smuggler", "bounty hunter"])))
        );
        assert_eq!(
            seats_only_for("May add 1 pilot (suspends permanent pilot)."),
            None
        );
        assert_eq!(seats_only_for("May add 2 pilots and 8 passengers."), None);
    }
}
