//! Round 27's shapes of moving (issue 36, part `cardmove`): reacts other cards grant from
//! where the mover stands ("Your stormtroopers here may move to an adjacent site as a
//! 'react'"), a card on the actor that lets it react ("May use 2 Force to move as a 'react'"),
//! a move priced and granted as a react to where a card stands ("Your starships may move for
//! free (and may move as a 'react') to this location"), the limits on the transport cards
//! (Elis Helrot, Nabrun Leids), a card just deployed that may not move that turn ("When
//! opponent deploys a character or vehicle to a marker site, … that card may not move that
//! turn"), and a card on a vehicle that adds to its landspeed ("Adds 1 to power and
//! landspeed"). Each template is a nom parser over one normalised sentence, as
//! [`super::grammar`]'s are; the database's words are data, none written here.

use super::facts::{Cost, Fact, Who};
use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::{tag_no_case, take_until},
    character::complete::digit1,
    combinator::{all_consuming, map, opt, rest, value},
    sequence::{delimited, preceded, terminated},
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

/// Round 27's templates of moving, tried after the others.
pub(super) fn read(s: &str) -> R<'_, Fact> {
    alt((
        react_from,
        free_and_react_here,
        react_for_force,
        transport_not_here,
        transport_limited,
        transport_not_near,
        deployed_may_not_move,
        adds_landspeed,
        kinds_move_free,
        shuttle_free_here,
        named_free_beside,
        immune_to_landspeed_requirements,
        move_price_beside,
        no_react_where_present,
    ))
    .parse(s)
}

/// Round 27's templates tried before the others: a transport card's own grant, which the
/// templates of a card's own action would otherwise take as an action that limits nothing.
pub(super) fn early(s: &str) -> R<'_, Fact> {
    transport_grant(s)
}

/// A transport card's own text: "At any time (except during battle), target any or all of
/// your characters at one site to 'transport' (relocate) to any one other site", "[OR ]During
/// your move phase, target any or all of your characters at one exterior site to 'transport'
/// (relocate) to another exterior site": [`Fact::Transports`].
fn transport_grant(s: &str) -> R<'_, Fact> {
    let (s, when) = terminated(
        alt((
            kw("at any time (except during battle)"),
            kw("during your move phase"),
        )),
        kw(", target any or all of "),
    )
    .parse(s)?;
    let (s, who) = take_until(" at one ")(s)?;
    let (s, _) = kw(" at one ").parse(s)?;
    let (s, from) = take_until(" to 'transport' (relocate) to ")(s)?;
    let (s, _) = kw(" to 'transport' (relocate) to ").parse(s)?;
    let (s, to) = rest(s)?;
    let plain = |w: &str| !w.is_empty() && !w.contains(['(', ',', ':', ';']);
    if !plain(who) || !plain(from) || !plain(to) || !who.to_lowercase().starts_with("your ") {
        return Err(fail(s));
    }
    Ok((
        s,
        Fact::Transports {
            who: who.to_string(),
            from: from.to_string(),
            to: to.to_string(),
            when: when.to_lowercase(),
        },
    ))
}

/// Whom a grant or limit names, plain: a side and a kind ("your stormtroopers", "your
/// characters and vehicles"), no condition or place in it.
fn side_kinds(w: &str) -> Option<Who> {
    let w = w.trim();
    let bad = w.is_empty()
        || w.contains([',', '(', ':', ';', '\''])
        || [
            " if ", " while ", " when ", " at ", " with ", " here", " may ",
        ]
        .iter()
        .any(|x| w.to_lowercase().contains(x));
    if bad {
        return None;
    }
    let lower = w.to_lowercase();
    if let Some(x) = lower.strip_prefix("your ") {
        Some(Who::Yours(w[w.len() - x.len()..].to_string()))
    } else {
        lower
            .strip_prefix("opponent's ")
            .map(|x| Who::Opponents(w[w.len() - x.len()..].to_string()))
    }
}

/// The places a react from here may go, relative to where the card that says it stands: "an
/// adjacent site", "same or adjacent site", "same site".
fn react_place(s: &str) -> R<'_, &str> {
    alt((
        kw("an adjacent site"),
        kw("same or adjacent site"),
        kw("same site"),
    ))
    .parse(s)
}

/// "Your stormtroopers here may move to an adjacent site as a 'react'" (a location's), "Your
/// characters and vehicles at related sites may move as a 'react' to same or adjacent site" (a
/// device's, of where the card it is on stands): [`Fact::ReactFrom`].
fn react_from(s: &str) -> R<'_, Fact> {
    let (s, (words, related)) = alt((
        map(
            terminated(take_until(" here may move "), kw(" here")),
            |w| (w, false),
        ),
        map(
            terminated(
                take_until(" at related sites may move "),
                kw(" at related sites"),
            ),
            |w| (w, true),
        ),
    ))
    .parse(s)?;
    let (s, _) = kw(" may move ").parse(s)?;
    let (s, to) = all_consuming(alt((
        delimited(kw("to "), react_place, kw(" as a 'react'")),
        preceded(kw("as a 'react' to "), react_place),
    )))
    .parse(s)?;
    let who = side_kinds(words).ok_or_else(|| fail(s))?;
    Ok((
        s,
        Fact::ReactFrom {
            who,
            related,
            to: to.to_lowercase(),
        },
    ))
}

/// "Your starships may move for free (and may move as a 'react') to this location" (a card on a
/// craft, of where that craft stands): the cards it names move to here for free
/// ([`Fact::MoveCostHere`]) and may react to here ([`Fact::ReactHere`]).
fn free_and_react_here(s: &str) -> R<'_, Fact> {
    let (s, words) = take_until(" may move for free (and may move as a 'react') to ")(s)?;
    let (s, _) = kw(" may move for free (and may move as a 'react') to ").parse(s)?;
    let (s, _) = all_consuming(alt((kw("this location"), kw("here")))).parse(s)?;
    let who = side_kinds(words).ok_or_else(|| fail(s))?;
    Ok((
        s,
        Fact::Both(
            Box::new(Fact::MoveCostHere {
                cost: Cost::Free,
                who: who.clone(),
                between: None,
                way: super::facts::Way::To,
                by_landspeed: false,
            }),
            Box::new(Fact::ReactHere {
                who,
                free: false,
                at: None,
            }),
        ),
    ))
}

/// "May use 2 Force to move as a 'react'" (Jet Pack, a device on the card it lets fly): a react,
/// at that price ([`Fact::React`]); said by a card on another, it is that card's react.
fn react_for_force(s: &str) -> R<'_, Fact> {
    let (s, n) = delimited(kw("may use "), digit1, kw(" force to move as a 'react'")).parse(s)?;
    let (s, _) = nom::combinator::eof(s)?;
    Ok((
        s,
        Fact::React {
            only: None,
            cost: Some(Cost::Is(n.parse().unwrap_or(0))),
        },
    ))
}

/// The cards a transport limit names ("Elis Helrot", "Nabrun Leids and Elis Helrot"): each
/// title as written, a name (capitalised words). Whether they are transport cards is the
/// rules' (`card_text::cardmove`, which applies the limit on a move by one).
fn transport_cards(w: &str) -> Option<Vec<String>> {
    let names: Vec<String> = w
        .split(" and ")
        .flat_map(|x| x.split(" or "))
        .map(|x| x.trim().to_string())
        .collect();
    names
        .iter()
        .all(|n| {
            !n.is_empty()
                && n.split(' ')
                    .all(|w| w.starts_with(|c: char| c.is_ascii_uppercase()))
        })
        .then_some(names)
}

/// "Elis Helrot may not transport cards to or from here", "Nabrun Leids may not transport
/// characters to or from here", "Nabrun Leids may not transport to or from here" (a card's, of
/// where it stands): [`Fact::TransportNotHere`].
fn transport_not_here(s: &str) -> R<'_, Fact> {
    let (s, by) = take_until(" may not transport ")(s)?;
    let (s, _) = kw(" may not transport ").parse(s)?;
    let (s, what) = all_consuming(terminated(
        opt(terminated(alt((kw("cards"), kw("characters"))), kw(" "))),
        kw("to or from here"),
    ))
    .parse(s)?;
    let by = transport_cards(by).ok_or_else(|| fail(s))?;
    Ok((
        s,
        Fact::TransportNotHere {
            by,
            what: what.unwrap_or("cards").to_lowercase(),
        },
    ))
}

/// "Nabrun Leids and Elis Helrot are limited to owner's move phase and exterior sites [only]"
/// (an Effect's, wherever it stands): [`Fact::TransportLimited`].
fn transport_limited(s: &str) -> R<'_, Fact> {
    let (s, by) = take_until(" are limited to ")(s)?;
    let (s, _) = kw(" are limited to owner's move phase and ").parse(s)?;
    let (s, (places, only)) = all_consuming((
        alt((kw("exterior sites"), kw("interior sites"))),
        opt(kw(" only")),
    ))
    .parse(s)?;
    let by = transport_cards(by).ok_or_else(|| fail(s))?;
    Ok((
        s,
        Fact::TransportLimited {
            by,
            places: places.to_lowercase(),
            only: only.is_some(),
        },
    ))
}

/// "Prevents characters from moving to or from same or adjacent site[s] using Elis Helrot or
/// Nabrun Leids" (a character's, of where it stands): [`Fact::TransportNotNear`].
fn transport_not_near(s: &str) -> R<'_, Fact> {
    let (s, who) = delimited(
        kw("prevents "),
        alt((kw("characters"), kw("cards"))),
        kw(" from moving to or from same or adjacent site"),
    )
    .parse(s)?;
    let (s, _) = opt(kw("s")).parse(s)?;
    let (s, by) = all_consuming(preceded(kw(" using "), rest)).parse(s)?;
    let by = transport_cards(by).ok_or_else(|| fail(s))?;
    Ok((
        s,
        Fact::TransportNotNear {
            who: who.to_lowercase(),
            by,
        },
    ))
}

/// "When opponent deploys a character or vehicle to a marker site, activate 1 Force and that
/// card may not move that turn", "[While you control Bunker, ]each time opponent deploys a
/// vehicle, starship or Rebel to an Endor site (except Rebel Landing Site), that card cannot
/// move or battle for remainder of turn and opponent must lose 1 Force": a card the side
/// deployed this turn to such a place may not move this turn ([`Fact::DeployedMayNotMove`]);
/// the other clauses (Force activated or lost, battling) bear on no act. A condition said
/// first ("While you control Bunker") is a [`Fact::While`] around it.
fn deployed_may_not_move(s: &str) -> R<'_, Fact> {
    let (s, condition) = opt(delimited(kw("while "), take_until(", "), kw(", "))).parse(s)?;
    let (s, _) = alt((kw("when "), kw("each time "))).parse(s)?;
    let (s, side) = alt((
        value(false, kw("opponent deploys ")),
        value(true, kw("you deploy ")),
    ))
    .parse(s)?;
    let (s, kinds) = take_until(" to ")(s)?;
    let (s, _) = kw(" to ").parse(s)?;
    let (s, place) = take_until(", ")(s)?;
    let (s, _) = kw(", ").parse(s)?;
    let (s, _) = opt(kw("activate 1 force and ")).parse(s)?;
    let (s, _) = alt((
        kw("that card may not move that turn"),
        kw("that card cannot move or battle for remainder of turn"),
    ))
    .parse(s)?;
    let (s, _) = all_consuming(opt(kw(" and opponent must lose 1 force"))).parse(s)?;
    let kinds = kinds
        .trim()
        .strip_prefix("a ")
        .or_else(|| kinds.strip_prefix("an "))
        .unwrap_or(kinds);
    let (to, except) = match place.split_once(" (except ") {
        Some((p, x)) => (p, Some(x.trim_end_matches(')').to_string())),
        None => (place, None),
    };
    if kinds.contains(['(', ':']) || to.contains(['(', ',']) {
        return Err(fail(s));
    }
    let who = match side {
        true => Who::Yours(kinds.to_string()),
        false => Who::Opponents(kinds.to_string()),
    };
    let fact = Fact::DeployedMayNotMove {
        who,
        to: to.to_string(),
        except,
    };
    Ok((
        s,
        match condition {
            Some(c) if !c.contains(['(', ',']) => Fact::While {
                condition: c.to_string(),
                fact: Box::new(fact),
            },
            Some(_) => return Err(fail(s)),
            None => fact,
        },
    ))
}

/// "Adds 1 to power and landspeed" (a device on a vehicle): the card it is on has that much
/// more landspeed ([`Fact::AddsLandspeed`]).
fn adds_landspeed(s: &str) -> R<'_, Fact> {
    let (s, n) = delimited(
        kw("adds "),
        digit1,
        alt((kw(" to power and landspeed"), kw(" to landspeed"))),
    )
    .parse(s)?;
    let (s, _) = nom::combinator::eof(s)?;
    Ok((
        s,
        Fact::AddsLandspeed {
            by: n.parse().unwrap_or(0),
        },
    ))
}

/// A side's kind that moves for free wherever the card that says it stands: "Your StarSpeeders
/// are destiny +2 and move for free", "Your scouts move for free to and from Back Door when
/// using their landspeed": [`Fact::MoveCostBetween`] (to and from a place: one for each way,
/// [`Fact::Both`]). A figure changed first ("are destiny +2 and") bears on no act.
fn kinds_move_free(s: &str) -> R<'_, Fact> {
    let (s, head) = take_until(" move for free")(s)?;
    let (s, _) = kw(" move for free").parse(s)?;
    let (s, place) = opt(preceded(
        kw(" to and from "),
        take_until(" when using their landspeed"),
    ))
    .parse(s)?;
    let (s, landspeed) = all_consuming(opt(kw(" when using their landspeed"))).parse(s)?;
    // "Your StarSpeeders are destiny +2 and": the figure said first is no part of whom.
    let words = match head.split_once(" are ") {
        Some((w, figures)) => {
            let f = figures.trim_end_matches(" and");
            let figure = f.split_whitespace().count() == 2
                && ["destiny", "power", "forfeit", "maneuver", "armor"]
                    .iter()
                    .any(|x| f.to_lowercase().starts_with(x))
                && f.ends_with(|c: char| c.is_ascii_digit());
            if !figure || !figures.ends_with(" and") {
                return Err(fail(s));
            }
            w
        }
        None => head,
    };
    let who = side_kinds(words).ok_or_else(|| fail(s))?;
    if matches!(&who, Who::Yours(w) | Who::Opponents(w) if w.contains(' ')) {
        return Err(fail(s));
    }
    let price = |from: Option<&str>, to: Option<&str>| Fact::MoveCostBetween {
        who: who.clone(),
        from: from.map(str::to_string),
        to: to.map(str::to_string),
        cost: Cost::Free,
        by_landspeed: landspeed.is_some(),
    };
    let fact = match place {
        Some(p)
            if !p.is_empty() && !p.contains([',', '(']) && p.starts_with(char::is_uppercase) =>
        {
            Fact::Both(
                Box::new(price(None, Some(p))),
                Box::new(price(Some(p), None)),
            )
        }
        Some(_) => return Err(fail(s)),
        None if landspeed.is_some() => return Err(fail(s)),
        None => price(None, None),
    };
    Ok((s, fact))
}

/// A craft's "1 character may shuttle to or from same site for free", "Up to 3 characters may
/// shuttle to or from same site for free" (Incom T-16 Skyhopper, Void Spider THX 1138): a
/// character shuttling to or from the site where it stands does so for free
/// ([`Fact::MoveCostHere`]; the sentence bears on shuttling alone). How many may is the
/// craft's use, one shuttle at a time here.
fn shuttle_free_here(s: &str) -> R<'_, Fact> {
    let (s, _) = alt((
        kw("1 character may"),
        map((kw("up to "), digit1, kw(" characters may")), |_| ""),
    ))
    .parse(s)?;
    let (s, _) = all_consuming(kw(" shuttle to or from same site for free")).parse(s)?;
    Ok((
        s,
        Fact::MoveCostHere {
            cost: Cost::Free,
            who: Who::Any("characters".into()),
            between: None,
            way: super::facts::Way::Either,
            by_landspeed: false,
        },
    ))
}

/// A card's "R2-D2 deploys and moves for free to same location" (See-Threepio): the card it
/// names, by name, deploys and moves to where this card stands for free, as a location's prices
/// ([`Fact::DeployCostHere`], [`Fact::MoveCostHere`], held where the card stands).
fn named_free_beside(s: &str) -> R<'_, Fact> {
    let (s, name) = take_until(" deploys and moves for free to same ")(s)?;
    let (s, _) = kw(" deploys and moves for free to same ").parse(s)?;
    let (s, _) = all_consuming(alt((kw("location"), kw("site")))).parse(s)?;
    let one_name = !name.is_empty()
        && name.starts_with(|c: char| c.is_ascii_uppercase())
        && !name.contains([',', '(', ':'])
        && !name.contains(" and ")
        && !name.contains(" or ")
        && !name.to_lowercase().starts_with("your ");
    if !one_name {
        return Err(fail(s));
    }
    let who = Who::Any(name.to_string());
    Ok((
        s,
        Fact::Both(
            Box::new(Fact::DeployCostHere {
                cost: Cost::Free,
                who: who.clone(),
                to: None,
            }),
            Box::new(Fact::MoveCostHere {
                cost: Cost::Free,
                who,
                between: None,
                way: super::facts::Way::To,
                by_landspeed: false,
            }),
        ),
    ))
}

/// "Immune to Gravel Storm, Sandwhirl and desert landspeed requirements": the cards it names
/// (by title) do not hold its moves, nor the extra landspeed a site of that kind (`sites`, as
/// written: "desert") requires of a move from it ([`Fact::ImmuneToMoveLimits`]).
fn immune_to_landspeed_requirements(s: &str) -> R<'_, Fact> {
    let (s, list) = preceded(kw("immune to "), take_until(" landspeed requirements")).parse(s)?;
    let (s, _) = all_consuming(kw(" landspeed requirements")).parse(s)?;
    let (names, sites) = list.rsplit_once(" and ").ok_or_else(|| fail(s))?;
    let cards: Vec<String> = names.split(", ").map(|n| n.trim().to_string()).collect();
    let plain = cards.iter().all(|c| {
        !c.is_empty() && c.starts_with(|x: char| x.is_ascii_uppercase()) && !c.contains(['(', ':'])
    });
    let sites = sites.trim();
    if !plain || sites.contains(' ') || sites.is_empty() {
        return Err(fail(s));
    }
    Ok((
        s,
        Fact::ImmuneToMoveLimits {
            cards,
            sites: sites.to_lowercase(),
        },
    ))
}

/// "For opponent to move a starship from same location as your Star Destroyer requires +2
/// Force", "For opponent to move a character or vehicle from same site as your Dark Jedi
/// requires +1 Force": a side's price on moving the kinds it names away from where a card of
/// the kind `beside` names stands, wherever the card that says it stands
/// ([`Fact::MoveCostBeside`]).
fn move_price_beside(s: &str) -> R<'_, Fact> {
    let (s, _) = kw("for opponent to move ").parse(s)?;
    let (s, kinds) = take_until(" from same ")(s)?;
    let (s, _) = kw(" from same ").parse(s)?;
    let (s, _) = alt((kw("location as "), kw("site as "))).parse(s)?;
    let (s, beside) = take_until(" requires ")(s)?;
    let (s, n) = delimited(kw(" requires "), signed_plus, kw(" force")).parse(s)?;
    let (s, _) = nom::combinator::eof(s)?;
    let kinds = kinds
        .strip_prefix("a ")
        .or_else(|| kinds.strip_prefix("an "))
        .unwrap_or(kinds);
    let beside = beside.strip_prefix("your ").ok_or_else(|| fail(s))?;
    if [kinds, beside]
        .iter()
        .any(|w| w.is_empty() || w.contains(['(', ',', ':']))
    {
        return Err(fail(s));
    }
    Ok((
        s,
        Fact::MoveCostBeside {
            who: Who::Opponents(kinds.to_string()),
            beside: beside.to_string(),
            cost: Cost::By(n),
        },
    ))
}

/// "Neither player may move or deploy cards as a 'react' to a location where a droid is
/// present" (an Effect's, wherever it stands): no react, by moving or by deploying, goes to a
/// location where a card of that kind (`kind`, as written) is present
/// ([`Fact::NoReactWherePresent`]).
fn no_react_where_present(s: &str) -> R<'_, Fact> {
    let (s, deploys) = preceded(
        kw("neither player may "),
        alt((
            value(true, kw("move or deploy cards as a 'react'")),
            value(false, kw("move cards as a 'react'")),
        )),
    )
    .parse(s)?;
    let (s, kind) = delimited(
        alt((
            kw(" to a location where a "),
            kw(" to a location where an "),
        )),
        take_until(" is present"),
        kw(" is present"),
    )
    .parse(s)?;
    let (s, _) = nom::combinator::eof(s)?;
    if kind.is_empty() || kind.contains(['(', ',', ' ']) {
        return Err(fail(s));
    }
    Ok((
        s,
        Fact::NoReactWherePresent {
            kind: kind.to_string(),
            deploys,
        },
    ))
}

/// "+2": a number with its plus sign.
fn signed_plus(s: &str) -> R<'_, i64> {
    map(
        preceded(nom::character::complete::char('+'), digit1),
        |n: &str| n.parse().unwrap_or(0),
    )
    .parse(s)
}

#[cfg(test)]
mod tests {
    use super::super::grammar::{fact, normalise};
    use super::*;

    fn read_one(s: &str) -> Option<Fact> {
        fact(&normalise(s))
    }

    #[test]
    fn reacts_other_cards_grant_from_where_they_stand() {
        assert_eq!(
            read_one("Your stormtroopers here may move to an adjacent site as a 'react.'"),
            Some(Fact::ReactFrom {
                who: Who::Yours("stormtroopers".into()),
                related: false,
                to: "an adjacent site".into()
            })
        );
        assert_eq!(
            read_one(
                "Your characters and vehicles at related sites may move as a 'react' to same or adjacent site."
            ),
            Some(Fact::ReactFrom {
                who: Who::Yours("characters and vehicles".into()),
                related: true,
                to: "same or adjacent site".into()
            })
        );
        // A condition in whom it names is no plain grant.
        assert_eq!(
            read_one(
                "Your starships here with an astromech aboard may move to an adjacent site as a 'react'."
            ),
            None
        );
        assert!(matches!(
            read_one(
                "Your starships may move for free (and may move as a 'react') to this location."
            ),
            Some(Fact::Both(..))
        ));
        assert_eq!(
            read_one("May use 2 Force to move as a 'react'."),
            Some(Fact::React {
                only: None,
                cost: Some(Cost::Is(2))
            })
        );
    }

    #[test]
    fn the_transport_cards_own_grant_is_read() {
        assert!(matches!(
            read_one("At any time (except during battle), target any or all of your characters at one site to 'transport' (relocate) to any one other site."),
            Some(Fact::Transports { from, to, .. }) if from == "site" && to == "any one other site"
        ));
        assert!(matches!(
            read_one("OR During your move phase, target any or all of your characters at one site to 'transport' (relocate) to an exterior or battleground site."),
            Some(Fact::Transports { when, .. }) if when == "during your move phase"
        ));
    }

    #[test]
    fn a_sides_kind_moves_for_free() {
        assert!(matches!(
            read_one("Your StarSpeeders are destiny +2 and move for free."),
            Some(Fact::MoveCostBetween {
                from: None,
                to: None,
                cost: Cost::Free,
                ..
            })
        ));
        assert!(matches!(
            read_one("Your scouts move for free to and from Back Door when using their landspeed."),
            Some(Fact::Both(a, _)) if matches!(*a, Fact::MoveCostBetween { by_landspeed: true, .. })
        ));
    }

    #[test]
    fn a_sides_price_to_move_from_beside_a_kind() {
        assert_eq!(
            read_one(
                "For opponent to move a starship from same location as your Star Destroyer requires +2 Force."
            ),
            Some(Fact::MoveCostBeside {
                who: Who::Opponents("starship".into()),
                beside: "Star Destroyer".into(),
                cost: Cost::By(2)
            })
        );
    }

    #[test]
    fn no_react_to_where_a_kind_is_present() {
        assert_eq!(
            read_one(
                "Neither player may move or deploy cards as a 'react' to a location where a droid is present."
            ),
            Some(Fact::NoReactWherePresent {
                kind: "droid".into(),
                deploys: true
            })
        );
    }

    #[test]
    fn the_transport_cards_limits_are_read() {
        assert!(matches!(
            read_one("Elis Helrot may not transport cards to or from here."),
            Some(Fact::TransportNotHere { what, .. }) if what == "cards"
        ));
        assert!(matches!(
            read_one("Nabrun Leids may not transport to or from here."),
            Some(Fact::TransportNotHere { what, .. }) if what == "cards"
        ));
        assert!(matches!(
            read_one("Nabrun Leids and Elis Helrot are limited to owner's move phase and exterior sites only."),
            Some(Fact::TransportLimited { by, only: true, .. }) if by.len() == 2
        ));
        assert!(matches!(
            read_one(
                "Prevents characters from moving to or from same or adjacent sites using Elis Helrot or Nabrun Leids."
            ),
            Some(Fact::TransportNotNear { .. })
        ));
        // A kind of card is no card's name.
        assert_eq!(
            read_one("Your smugglers may not transport cards to or from here."),
            None
        );
    }

    #[test]
    fn a_card_deployed_that_may_not_move_that_turn() {
        assert!(matches!(
            read_one("When opponent deploys a character or vehicle to a marker site, activate 1 Force and that card may not move that turn."),
            Some(Fact::DeployedMayNotMove { who: Who::Opponents(k), to, except: None })
                if k == "character or vehicle" && to == "a marker site"
        ));
        assert!(matches!(
            read_one("While you control Bunker, each time opponent deploys a vehicle, starship or Rebel to an Endor site (except Rebel Landing Site), that card cannot move or battle for remainder of turn and opponent must lose 1 Force."),
            Some(Fact::While { fact, .. }) if matches!(*fact, Fact::DeployedMayNotMove { except: Some(_), .. })
        ));
        assert_eq!(
            read_one("Adds 1 to power and landspeed."),
            Some(Fact::AddsLandspeed { by: 1 })
        );
        assert_eq!(
            read_one("Immune to Gravel Storm, Sandwhirl and desert landspeed requirements."),
            Some(Fact::ImmuneToMoveLimits {
                cards: vec!["Gravel Storm".into(), "Sandwhirl".into()],
                sites: "desert".into()
            })
        );
    }
}
