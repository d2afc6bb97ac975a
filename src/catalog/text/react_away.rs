//! A react away from a battle (issue 36, round 26): "May move away from a battle at same site
//! as a 'react'" — the card's own react, from the site of a battle it is at, rather than to one.

use super::facts::Fact;
use nom::{IResult, Parser, branch::alt, bytes::complete::tag_no_case, combinator::eof};

type R<'a, T> = IResult<&'a str, T>;

/// "May move away from a battle at same site as a 'react'" (and "… from a battle at its site
/// …", "… as a 'react'"): the whole sentence.
pub(super) fn react_away(s: &str) -> R<'_, Fact> {
    let (s, _) = alt((
        tag_no_case("may move away from a battle at same site as a 'react'"),
        tag_no_case("may move away from a battle at same site as a react"),
        tag_no_case("may move away from a battle as a 'react'"),
    ))
    .parse(s)?;
    let (s, _) = eof(s)?;
    Ok((s, Fact::ReactAway))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_react_away_from_a_battle_is_read_whole() {
        assert_eq!(
            react_away("May move away from a battle at same site as a 'react'")
                .unwrap()
                .1,
            Fact::ReactAway
        );
        assert!(
            react_away("May move away from a battle at same site as a 'react' for free").is_err()
        );
        assert!(react_away("May move to a battle at same site as a 'react'").is_err());
    }
}
