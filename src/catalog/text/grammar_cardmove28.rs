//! Round 28's shapes of moving (issue 36, part `cardmove`): an Interrupt's own relocation of
//! the player's cards from one kind of place to another ("[During your move phase, ][use 1
//! Force to ]relocate one of your characters at an interior mobile site to a related interior
//! mobile site"), read as the transport it is ([`Fact::Relocates`]), so that `can move … by
//! <card>` asks it as it asks Elis Helrot's. Each template is a nom parser over one normalised
//! sentence, as [`super::grammar`]'s are; the database's words are data, none written here.

use super::facts::Fact;
use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::{tag_no_case, take_until},
    character::complete::digit1,
    combinator::{map, opt, rest},
    sequence::{delimited, terminated},
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

/// Round 28's templates tried before the others: an Interrupt's own relocation, which the
/// templates of a card's own action would otherwise take as an action that limits nothing.
pub(super) fn early(s: &str) -> R<'_, Fact> {
    relocates(s)
}

/// "[During your move phase, ][use N Force to ]relocate one of your characters [(unless
/// Disarmed)] (at|from) <a kind of site> to <a kind of site>[ (…)].": whom it moves (one card of
/// the player's, of the kinds named), from where, to where, when, and the Force it takes where
/// it says. A sentence with a condition before it ("If …, relocate …"), several cards at once,
/// or a place of more than plain words is left to the templates of a card's own action.
fn relocates(s: &str) -> R<'_, Fact> {
    // A qualifier in brackets ("(unless Disarmed)", "(if 'hit,' …)") says what the board does
    // not record: the sentence stays the card's own action.
    if s.contains('(') {
        return Err(fail(s));
    }
    let (s, when) = opt(terminated(
        alt((kw("during your move phase"), kw("during your deploy phase"))),
        kw(", "),
    ))
    .parse(s)?;
    let (s, cost) = opt(delimited(
        kw("use "),
        map(digit1, |d: &str| d.parse::<i64>().unwrap_or(0)),
        kw(" Force to "),
    ))
    .parse(s)?;
    let (s, _) = kw("relocate one of your ").parse(s)?;
    let (s, who) = alt((take_until(" at "), take_until(" from "))).parse(s)?;
    let (s, _) = alt((kw(" at "), kw(" from "))).parse(s)?;
    let (s, from) = take_until(" to ")(s)?;
    let (s, _) = kw(" to ").parse(s)?;
    let (s, to) = rest(s)?;
    if to.contains("vice versa") {
        return Err(fail(s));
    }
    let to = to.trim_end_matches('.');
    let plain = |w: &str| !w.trim().is_empty() && !w.contains(['(', ')', ',', ':', ';', '\'']);
    let article = |w: &str| {
        w.trim_start_matches("an ")
            .trim_start_matches("a ")
            .trim_start_matches("one ")
            .to_string()
    };
    if !plain(who) || !plain(from) || !plain(to) || !who.ends_with('s') {
        return Err(fail(s));
    }
    Ok((
        "",
        Fact::Relocates {
            who: format!("your {who}"),
            from: article(from),
            to: to.to_string(),
            when: when.map(str::to_lowercase).unwrap_or_default(),
            cost,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_one(s: &str) -> Option<Fact> {
        early(s).ok().map(|(_, f)| f)
    }

    #[test]
    fn an_interrupts_own_relocation_is_read_as_a_transport() {
        assert_eq!(
            read_one(
                "Relocate one of your characters at an interior mobile site to a related interior mobile site."
            ),
            Some(Fact::Relocates {
                who: "your characters".into(),
                from: "interior mobile site".into(),
                to: "a related interior mobile site".into(),
                when: String::new(),
                cost: None,
            })
        );
        assert!(matches!(
            read_one("During your move phase, use 1 Force to relocate one of your characters from Weather Vane to any Cloud City site."),
            Some(Fact::Relocates { when, from, to, cost: Some(1), .. })
                if when == "during your move phase" && from == "Weather Vane" && to == "any Cloud City site"
        ));
    }

    #[test]
    fn a_relocation_on_a_condition_or_both_ways_is_not_this_template() {
        // A qualifier the board does not record: the card's own action.
        assert_eq!(
            read_one(
                "During your move phase, relocate one of your characters (unless Disarmed) from Weather Vane to any Cloud City site."
            ),
            None
        );
        assert_eq!(
            read_one(
                "During your move phase, use 1 Force to relocate one of your starships from a planet system to any related asteroid sector (or vice versa)."
            ),
            None
        );
        assert_eq!(
            read_one(
                "If Jabba is at a Jabba's Palace site, relocate one of your characters to that location from a related site."
            ),
            None
        );
    }
}
