//! Round 30's shapes (issue 36): a card named by its title whose moves are free, on a
//! condition written before it ("While Death Star II on table, Thunderflare moves for free",
//! "While no cards stacked here, Leia moves using landspeed for free"). The reader does not
//! know the title of the card whose text it reads, so a card that names itself ("Thunderflare"
//! on Thunderflare (V)) is read as any other name is: the cards it names, by title or persona,
//! settled from the board where the price is asked. Each template is a nom parser over one
//! normalised sentence, as [`super::grammar`]'s are; the database's words are data, none
//! written here.

use super::facts::{Cost, Fact, Who};
use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::{tag_no_case, take_until},
    combinator::all_consuming,
};

type R<'a, T> = IResult<&'a str, T>;

fn kw<'a>(
    w: &'static str,
) -> impl Parser<&'a str, Output = &'a str, Error = nom::error::Error<&'a str>> {
    tag_no_case(w)
}

fn fail(s: &str) -> nom::Err<nom::error::Error<&str>> {
    nom::Err::Error(nom::error::Error::new(s, nom::error::ErrorKind::Verify))
}

/// What the templates here ask of the grammar they extend ([`super::grammar`] gives it, so
/// that this file imports none of it): the reading of a sentence whole (a part a template
/// reads again as a sentence of its own), whether words are one card's title, and whether
/// words bear on no act.
pub(super) struct Grammar {
    pub(super) fact: fn(&str) -> Option<Fact>,
    pub(super) one_name: fn(&str) -> bool,
    pub(super) bears_on_none: fn(&str) -> bool,
}

/// Round 30's templates, tried after the others.
pub(super) fn read<'a>(s: &'a str, g: &Grammar) -> R<'a, Fact> {
    named_moves_free(s, g)
        .or_else(|_| deploy_price_and_shuttle_here(s, g))
        .or_else(|_| move_grant_on_control(s, g))
}

/// A location's "If you control, during your move phase, you may move from Back Door to
/// Bunker (or vice versa)": its grant of a move between places ([`Fact::MoveBetween`], as the
/// sentence without its condition reads), only while the side whose text it is controls the
/// location ([`Fact::While`], "you control"; `rules::shared::grants::move_grant` settles
/// whom it names first, and leaves the control open where the board does not settle it).
fn move_grant_on_control<'a>(s: &'a str, g: &Grammar) -> R<'a, Fact> {
    let (body, _) = kw("if you control, ").parse(s)?;
    match (g.fact)(body) {
        Some(f @ Fact::MoveBetween { .. }) => Ok((
            "",
            Fact::While {
                condition: "you control".into(),
                fact: Box::new(f),
            },
        )),
        _ => Err(fail(s)),
    }
}

/// A location's "Thrawn and Pryce deploy -1 (and shuttle for free) to here": one subject, two
/// prices at one place, the second in brackets. Read as the two sentences it says in one
/// ("<who> deploy -1 to here", "<who> shuttle to here for free"), each by the template that
/// reads it alone, held together ([`Fact::Both`]; each applies to its own act, the sentence
/// bearing on deploying and shuttling only). Both halves must read, or the sentence is not
/// read.
fn deploy_price_and_shuttle_here<'a>(s: &'a str, g: &Grammar) -> R<'a, Fact> {
    let (who, rest) = s.split_once(" deploy ").ok_or_else(|| fail(s))?;
    let (price, rest) = rest.split_once(" (and shuttle ").ok_or_else(|| fail(s))?;
    let (shuttle_price, place) = rest.split_once(") ").ok_or_else(|| fail(s))?;
    if place != "to here" || who.contains(['(', ';', ':']) {
        return Err(fail(s));
    }
    let deploy = (g.fact)(&format!("{who} deploy {price} {place}"));
    let shuttle = (g.fact)(&format!("{who} shuttle {place} {shuttle_price}"));
    match (deploy, shuttle) {
        (Some(d @ Fact::DeployCostHere { .. }), Some(m @ Fact::MoveCostHere { .. })) => {
            Ok(("", Fact::Both(Box::new(d), Box::new(m))))
        }
        _ => Err(fail(s)),
    }
}

/// "[While <condition>, ]<Name> moves[ using landspeed] for free": the moves of the card its
/// title names cost nothing ([`Fact::MoveCostBetween`] with no places: every move it makes, by
/// landspeed only where it says so), wherever the card that says it stands; the condition,
/// where written, is kept ([`Fact::While`]). One name only, capitalised words: a kind ("your
/// vehicles") is another template's, and a condition that bears on an act is not a condition
/// this template keeps.
fn named_moves_free<'a>(s: &'a str, g: &Grammar) -> R<'a, Fact> {
    let (body, condition) = match kw("while ").parse(s) {
        Ok((rest, _)) => {
            let (rest, c) = take_until(", ").parse(rest)?;
            if c.contains(['(', ',', ':', ';']) || !(g.bears_on_none)(c) {
                return Err(fail(s));
            }
            (&rest[2..], Some(c))
        }
        Err(_) => (s, None),
    };
    let (name, tail) = body.split_once(" moves ").ok_or_else(|| fail(s))?;
    if !(g.one_name)(name) {
        return Err(fail(s));
    }
    let (_, by_landspeed) = all_consuming(alt((
        nom::combinator::value(false, kw("for free")),
        nom::combinator::value(true, kw("using landspeed for free")),
    )))
    .parse(tail)?;
    let price = Fact::MoveCostBetween {
        who: Who::Any(name.to_string()),
        from: None,
        to: None,
        cost: Cost::Free,
        by_landspeed,
    };
    let fact = match condition {
        Some(c) => Fact::While {
            condition: c.to_string(),
            fact: Box::new(price),
        },
        None => price,
    };
    Ok(("", fact))
}

#[cfg(test)]
mod tests {
    use super::super::facts::{Cost, Fact, Who};
    use super::super::grammar::{fact, normalise};

    fn read(s: &str) -> Option<Fact> {
        fact(&normalise(s))
    }

    fn free(name: &str, by_landspeed: bool) -> Fact {
        Fact::MoveCostBetween {
            who: Who::Any(name.into()),
            from: None,
            to: None,
            cost: Cost::Free,
            by_landspeed,
        }
    }

    /// A named card's free moves, on a condition or not, by landspeed where it says; a price
    /// that is not free, a list, a kind or a condition about an act are not this shape.
    #[test]
    fn a_named_cards_moves_are_free() {
        assert_eq!(
            read("While Death Star II on table, Thunderflare moves for free."),
            Some(Fact::While {
                condition: "Death Star II on table".into(),
                fact: Box::new(free("Thunderflare", false)),
            })
        );
        assert_eq!(
            read("While no cards stacked here, Leia moves using landspeed for free."),
            Some(Fact::While {
                condition: "no cards stacked here".into(),
                fact: Box::new(free("Leia", true)),
            })
        );
        assert_eq!(read("Han moves for free."), Some(free("Han", false)));
        // Two prices of one subject at one place, the second in brackets.
        assert!(matches!(
            read("Thrawn and Pryce deploy -1 (and shuttle for free) to here."),
            Some(Fact::Both(d, m)) if matches!(*d, Fact::DeployCostHere { cost: Cost::By(-1), .. })
                && matches!(*m, Fact::MoveCostHere { cost: Cost::Free, .. })
        ));
        let g = super::super::grammar::round30_grammar();
        assert!(
            super::deploy_price_and_shuttle_here(
                "Thrawn deploy -1 (and shuttle for free) to Lothal",
                &g
            )
            .is_err()
        );
        // A move grant on the side's control of the location; a limit is not this template's.
        assert!(matches!(
            read("If you control, during your move phase, you may move from Back Door to Bunker (or vice versa)."),
            Some(Fact::While { ref condition, ref fact }) if condition == "you control"
                && matches!(**fact, Fact::MoveBetween { ref named_here, .. } if named_here.as_deref() == Some("Back Door"))
        ));
        let n = normalise("If you control, opponent may not move to here.");
        assert!(super::move_grant_on_control(&n, &g).is_err());
        for other in [
            "Thunderflare moves for 2 Force.",
            "Han, Luke moves for free.",
            "While Luke moving, Han moves for free.",
            "Spies moves for free.",
        ] {
            let n = normalise(other);
            let f = super::named_moves_free(&n, &g);
            assert!(f.is_err(), "{other}: {f:?}");
        }
    }
}
