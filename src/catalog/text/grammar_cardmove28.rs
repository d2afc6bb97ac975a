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
    alt((
        relocates,
        like_starfighter_at,
        moves_unoperated,
        landspeed_or,
    ))
    .parse(s)
}

/// "*Landspeed = 4, OR 1 character may shuttle to or from same site for free" (a craft's
/// landspeed, and another use of the card its player may make instead): both read, each
/// applied where it bears (its landspeed on its own moves; the other, a grant or a price, on
/// the acts it names): [`Fact::Both`], the shuttle price read as the templates of a price
/// here read it. Only a landspeed before the "OR": a limit there would not hold when the other
/// use is made.
fn landspeed_or(s: &str) -> R<'_, Fact> {
    let (s, _) = kw("landspeed = ").parse(s)?;
    let (s, n) = map(digit1, |d: &str| d.parse::<i64>().unwrap_or(0)).parse(s)?;
    let (s, _) = kw(", OR ").parse(s)?;
    let (s, _) = digit1(s)?;
    let (s, _) = alt((kw(" characters"), kw(" character"))).parse(s)?;
    let (s, _) = nom::combinator::all_consuming(kw(" may shuttle to or from same site for free"))
        .parse(s)?;
    let shuttle = Fact::MoveCostHere {
        cost: super::facts::Cost::Free,
        who: super::facts::Who::Any("characters".into()),
        between: None,
        way: super::facts::Way::Either,
        by_landspeed: false,
    };
    Ok((
        s,
        Fact::Both(
            Box::new(Fact::Landspeed {
                is: Some(n),
                fixed: false,
            }),
            Box::new(shuttle),
        ),
    ))
}

/// "May move without presence aboard" (a vehicle's): [`Fact::MovesUnoperated`].
fn moves_unoperated(s: &str) -> R<'_, Fact> {
    map(
        nom::combinator::all_consuming(kw("may move without presence aboard")),
        |_| Fact::MovesUnoperated,
    )
    .parse(s)
}

/// "At cloud sectors, [power and maneuver +1, ][may deploy as a 'react' and ]may move and be
/// targeted by weapons like a starfighter" (a cloud car's, a patrol craft's): at those places
/// the craft moves like a starfighter ([`Fact::LikeStarfighterAt`]); with its grant of a
/// deploy as a 'react' there, both ([`Fact::Both`]). A change of power or maneuver bears on no
/// act.
fn like_starfighter_at(s: &str) -> R<'_, Fact> {
    let (s, _) = kw("at ").parse(s)?;
    let (s, places) = take_until(", ")(s)?;
    let (s, _) = kw(", ").parse(s)?;
    let Some(head) = s.strip_suffix("may move and be targeted by weapons like a starfighter")
    else {
        return Err(fail(s));
    };
    if places.contains(['(', ',', ':', ';']) || !places.ends_with("sectors") {
        return Err(fail(s));
    }
    // What comes before: clauses of power or maneuver, and the deploy as a 'react'.
    let mut react = false;
    for clause in head.split(", ").flat_map(|c| c.split(" and may ")) {
        let c = clause.trim().trim_end_matches(" and").trim();
        let c = c.strip_prefix("may ").unwrap_or(c);
        match c {
            "" => {}
            "deploy as a 'react'" => react = true,
            _ if c.ends_with("+1") && (c.starts_with("power") || c.starts_with("maneuver")) => {}
            _ => return Err(fail(s)),
        }
    }
    let like = Fact::LikeStarfighterAt {
        places: places.to_string(),
    };
    let fact = if react {
        Fact::Both(
            Box::new(Fact::DeployAsReact {
                cost: None,
                terms: Some(format!("at {places}")),
            }),
            Box::new(like),
        )
    } else {
        like
    };
    Ok(("", fact))
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
    fn a_landspeed_or_another_use_of_the_card() {
        assert!(matches!(
            read_one("Landspeed = 4, OR 1 character may shuttle to or from same site for free"),
            Some(Fact::Both(a, _)) if matches!(*a, Fact::Landspeed { is: Some(4), .. })
        ));
        assert_eq!(
            read_one("May not move, OR 1 character may shuttle to or from same site for free"),
            None
        );
    }

    #[test]
    fn a_vehicle_that_moves_with_no_one_aboard() {
        assert_eq!(
            read_one("May move without presence aboard"),
            Some(Fact::MovesUnoperated)
        );
    }

    #[test]
    fn a_craft_moves_like_a_starfighter_at_cloud_sectors() {
        assert_eq!(
            read_one("At cloud sectors, may move and be targeted by weapons like a starfighter"),
            Some(Fact::LikeStarfighterAt {
                places: "cloud sectors".into()
            })
        );
        assert!(matches!(
            read_one("At cloud sectors, power and maneuver +1, may deploy as a 'react' and may move and be targeted by weapons like a starfighter"),
            Some(Fact::Both(a, b)) if matches!(*a, Fact::DeployAsReact { .. })
                && matches!(*b, Fact::LikeStarfighterAt { .. })
        ));
        assert_eq!(
            read_one(
                "At cloud sectors, power +1, may be lost and may move and be targeted by weapons like a starfighter"
            ),
            None
        );
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
