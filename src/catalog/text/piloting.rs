//! Who pilots what, by a card's own words (issue 36, round 26): a pilot's limit on the crafts it
//! may pilot ("May pilot only speeder bikes") and a craft's on who may pilot it ("May not be
//! piloted by Han unless …", "May only be piloted by …"). Both speak of a pilot's or driver's
//! place aboard a craft: deploying aboard, embarking, and the craft's moves, which its pilot
//! makes.

use super::facts::Fact;
use nom::{IResult, Parser, branch::alt, bytes::complete::tag_no_case, combinator::rest};

type R<'a, T> = IResult<&'a str, T>;

/// "May pilot only speeder bikes", "May only pilot Falcon" (and "drive"): the crafts it names,
/// as written, the sentence's end.
pub(super) fn pilots_only(s: &str) -> R<'_, Fact> {
    let (s, _) = alt((
        tag_no_case("may pilot only "),
        tag_no_case("may only pilot "),
        tag_no_case("may drive only "),
        tag_no_case("may only drive "),
    ))
    .parse(s)?;
    let (s, crafts) = rest(s)?;
    if !plain_words(crafts) {
        return Err(fail(s));
    }
    Ok((
        s,
        Fact::PilotsOnly {
            only: crafts.trim().to_string(),
        },
    ))
}

/// "May not be piloted by Han unless he won a hand of sabacc this game", "May only be piloted
/// by Jedi", "May be piloted only by …" (and "driven"): who, as written, and the condition after
/// "unless", as written.
pub(super) fn piloted_by(s: &str) -> R<'_, Fact> {
    let (s, only) = alt((
        tag_no_case("may not be piloted by ").map(|_| false),
        tag_no_case("may not be driven by ").map(|_| false),
        tag_no_case("may only be piloted by ").map(|_| true),
        tag_no_case("may be piloted only by ").map(|_| true),
        tag_no_case("may only be driven by ").map(|_| true),
        tag_no_case("may be driven only by ").map(|_| true),
    ))
    .parse(s)?;
    let (s, words) = rest(s)?;
    let (who, unless) = match words.split_once(" unless ") {
        Some((w, c)) => (w, Some(c.trim().to_string())),
        None => (words, None),
    };
    if !plain_words(who) || unless.as_deref().is_some_and(|c| c.is_empty()) {
        return Err(fail(s));
    }
    Ok((
        s,
        Fact::PilotedBy {
            who: who.trim().to_string(),
            only,
            unless,
        },
    ))
}

/// A craft's room with places kept for some: "May add 1 pilot (must be a smuggler or bounty
/// hunter) and 2 passengers", "May add 1 pilot (must be smuggler or bounty hunter), 6
/// passengers and 1 vehicle", "May add 1 driver (must be an Ewok)", "May add 2 pilots (one
/// must be a smuggler or bounty hunter) and 3 passengers" ([`Fact::SeatsKept`]). The room
/// aboard the craft counts them (the catalog's seat limits, beside its capacity); read here
/// only where that reading keeps a place, and the sentence says nothing but places: after the
/// brackets, only counts of places ("6 passengers", "1 vehicle").
pub(super) fn seats_kept(s: &str) -> R<'_, Fact> {
    let (body, _) = tag_no_case("may add ").parse(s)?;
    let kept = crate::catalog::seats::seat_limits(&format!("May add {body}."));
    // The words outside the brackets: counts of places only.
    let mut outside = String::new();
    let mut depth = 0usize;
    for c in body.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.checked_sub(1).ok_or_else(|| fail(s))?,
            _ if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    let places_only = depth == 0
        && body.contains("must be ")
        && outside
            .split([',', ' '])
            .filter(|w| !w.is_empty())
            .all(|w| {
                w == "and"
                    || w.chars().all(|c| c.is_ascii_digit())
                    || matches!(
                        w,
                        "pilot"
                            | "pilots"
                            | "driver"
                            | "drivers"
                            | "passenger"
                            | "passengers"
                            | "vehicle"
                            | "vehicles"
                    )
            });
    if kept.is_empty() || !places_only {
        return Err(fail(s));
    }
    Ok(("", Fact::SeatsKept))
}

/// Names or kinds only: no clause after them (a comma, a condition, a second sentence joined).
fn plain_words(w: &str) -> bool {
    let w = w.trim();
    !w.is_empty()
        && !w.contains([',', ';', ':', '('])
        && ![
            " while ",
            " if ",
            " when ",
            " except ",
            " and may ",
            " for ",
        ]
        .iter()
        .any(|x| w.to_lowercase().contains(x))
}

fn fail(s: &str) -> nom::Err<nom::error::Error<&str>> {
    nom::Err::Error(nom::error::Error::new(s, nom::error::ErrorKind::Verify))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each wording of the two limits is read, with its crafts or whom and its condition, and
    /// a sentence that goes on after them is not.
    #[test]
    fn the_limits_on_piloting_are_read() {
        assert_eq!(
            pilots_only("May pilot only speeder bikes").unwrap().1,
            Fact::PilotsOnly {
                only: "speeder bikes".into()
            }
        );
        assert_eq!(
            pilots_only("May only drive Ewok Gliders").unwrap().1,
            Fact::PilotsOnly {
                only: "Ewok Gliders".into()
            }
        );
        assert_eq!(
            piloted_by("May not be piloted by Han unless he won a hand of sabacc this game")
                .unwrap()
                .1,
            Fact::PilotedBy {
                who: "Han".into(),
                only: false,
                unless: Some("he won a hand of sabacc this game".into()),
            }
        );
        assert_eq!(
            piloted_by("May only be piloted by Jedi").unwrap().1,
            Fact::PilotedBy {
                who: "Jedi".into(),
                only: true,
                unless: None,
            }
        );
        assert!(pilots_only("May pilot only Falcon, and adds 2 to its power").is_err());
        assert!(piloted_by("May not be piloted by Han while at a site").is_err());
        assert!(pilots_only("May pilot starfighters").is_err());
    }

    /// A room with places kept for some is read (the capacity counts it); a sentence that says
    /// more than places is not.
    #[test]
    fn a_room_with_places_kept_is_read() {
        for text in [
            "May add 1 pilot (must be smuggler or bounty hunter), 6 passengers and 1 vehicle",
            "May add 1 pilot (must be a smuggler or bounty hunter) and 2 passengers",
            "May add 1 driver (must be an Ewok)",
            "May add 2 pilots (one must be a smuggler or bounty hunter) and 3 passengers",
        ] {
            assert_eq!(seats_kept(text).unwrap().1, Fact::SeatsKept, "{text}");
        }
        assert!(seats_kept("May add 1 pilot (must be a Jedi) and may deploy aboard").is_err());
        assert!(seats_kept("May add 2 pilots and 2 passengers").is_err());
        assert!(
            seats_kept("May add 1 pilot (must be a Jedi) and 2 passengers while on Hoth").is_err()
        );
    }
}
