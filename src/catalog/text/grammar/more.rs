//! Shapes of card text read in round 26 (issue 36), by shape, never by card: a location's price
//! on the other ways of moving it names ("You may shuttle, transfer, embark and disembark here
//! for free"), a react only away from a battle ("May move as a 'react' from a battle"), a
//! craft's limit on what deploys aboard it ("Weapons may not deploy on this starship"), and a
//! clause the other templates read followed by clauses about no act ("AT-ST Dual Cannon
//! deploys free aboard and may target at an adjacent site").

use super::super::facts::{Cost, Fact, Way, Who};
use super::super::qualifiers;
use super::who_until;
use super::{R, bears_on, fact, kw, move_price, split_outside_brackets, verify_fail, way_here};
use nom::{
    Parser,
    branch::alt,
    combinator::{all_consuming, eof, opt, value},
    multi::many0,
    sequence::preceded,
};

/// The templates of this file, tried after the others.
pub(super) fn read(s: &str) -> R<'_, Fact> {
    alt((
        ways_here_priced,
        react_away,
        may_not_deploy_aboard,
        move_price_between,
        clause_and_nothing,
    ))
    .parse(s)
}

/// Whom a sentence names, plain: no act of its own, no list with a condition in it.
fn plain(who: &Who) -> bool {
    match who {
        Who::Itself => false,
        Who::Yours(x) | Who::Opponents(x) | Who::Any(x) => {
            bears_on(x).is_empty() && !x.contains([',', '(', ':', ';'])
        }
    }
}

/// One of the ways of moving other than a regular move that a location's price may name.
fn way_verb(s: &str) -> R<'_, &str> {
    alt((
        kw("shuttle"),
        kw("transfer"),
        kw("embark"),
        kw("disembark"),
        kw("take off"),
        kw("land"),
    ))
    .parse(s)
}

/// A location's price on the ways of moving it lists, at it: "You may shuttle, transfer,
/// embark and disembark here for free", "Your characters may embark and disembark here for
/// free", "You may shuttle to and from here for 1 Force". Read as the location's move price
/// ([`Fact::MoveCostHere`]); the sentence bears only on the ways it names, so a regular move
/// is not priced by it.
fn ways_here_priced(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" may ")(s)?;
    let (s, _) = kw(" may ").parse(s)?;
    let (s, _) = way_verb(s)?;
    let (s, _) = many0(preceded(
        alt((kw(", and "), kw(", "), kw(" and "), kw(" or "))),
        way_verb,
    ))
    .parse(s)?;
    let (s, way) = alt((way_here, value(Way::Either, kw(" here")))).parse(s)?;
    let (s, cost) = move_price(s)?;
    let (s, _) = eof(s)?;
    if !plain(&who) {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::MoveCostHere {
            cost,
            who,
            between: None,
            way,
            by_landspeed: false,
        },
    ))
}

/// A react only away from a battle where the card stands: "May move as a 'react' from a
/// battle", "May move away from a battle at same site as a 'react'", "May move as a 'react'
/// away from a battle (for free)".
fn react_away(s: &str) -> R<'_, Fact> {
    let away = || {
        (
            alt((kw("away from a battle"), kw("from a battle"))),
            opt(alt((kw(" at same site"), kw(" where it is present")))),
        )
    };
    let (s, _) = kw("may move ").parse(s)?;
    let (s, _) = alt((
        value((), (kw("as a 'react' "), away())),
        value((), (away(), kw(" as a 'react'"))),
    ))
    .parse(s)?;
    let (s, cost) = all_consuming(opt(alt((
        value(Cost::Free, kw(" (for free)")),
        value(Cost::Free, kw(" for free")),
    ))))
    .parse(s)?;
    Ok((s, Fact::ReactAway { cost }))
}

/// A craft's limit on the cards that deploy on or aboard it: "Weapons may not deploy on this
/// starship", "Opponent's characters may not deploy aboard", "Droids may not be deployed aboard
/// this vehicle".
fn may_not_deploy_aboard(s: &str) -> R<'_, Fact> {
    let craft = || {
        alt((
            kw("starship"),
            kw("starfighter"),
            kw("vehicle"),
            kw("craft"),
        ))
    };
    let (s, who) = who_until(" may not ")(s)?;
    let (s, _) = (kw(" may not "), alt((kw("deploy"), kw("be deployed")))).parse(s)?;
    let (s, _) = all_consuming(alt((
        value((), (kw(" on this "), craft())),
        value((), (kw(" aboard this "), craft())),
        value((), kw(" aboard")),
    )))
    .parse(s)?;
    if !plain(&who) {
        return Err(verify_fail(s));
    }
    Ok((s, Fact::MayNotDeployAboard { who }))
}

/// A place a side's move price between places names: plain words, none of a place relative to
/// the card ("here", "same site": other templates'), no list with a condition in it.
fn plain_place(p: &str) -> bool {
    let l = p.to_lowercase();
    !p.is_empty()
        && !p.contains([',', '(', ';'])
        && ![
            "here", "same ", "this ", "adjacent", "related", " if ", " unless ", " while ",
        ]
        .iter()
        .any(|w| l.contains(w))
}

/// "from X to Y", "from X", "to Y" (at least one).
fn from_to(s: &str) -> Option<(Option<String>, Option<String>)> {
    let (from, to) = match s.strip_prefix("from ") {
        Some(r) => match r.split_once(" to ") {
            Some((a, b)) => (Some(a), Some(b)),
            None => (Some(r), None),
        },
        None => (None, Some(s.strip_prefix("to ")?)),
    };
    let ok = |x: Option<&str>| x.is_none_or(plain_place);
    (ok(from) && ok(to)).then(|| (from.map(str::to_string), to.map(str::to_string)))
}

/// A side's move price between kinds of places, said by a card wherever it stands:
/// "[If you control, ]your starship movement from Hoth sites to the Hoth system is free",
/// "Opponent's movement from a Bespin location to a non-Bespin location requires +1 Force",
/// "Opponent's characters require +1 Force to move from Tatooine sites using their landspeed".
/// "If you control" is kept as the condition ([`Fact::While`]), for the board to settle.
fn move_price_between(s: &str) -> R<'_, Fact> {
    let lower = s.to_lowercase();
    let (condition, body) = match lower.strip_prefix("if you control, ") {
        Some(_) => (Some("you control"), &s["if you control, ".len()..]),
        None => (None, s),
    };
    let fact = movement_between(body)
        .or_else(|| require_to_move_between(body))
        .ok_or_else(|| verify_fail(s))?;
    Ok((
        "",
        match condition {
            Some(c) => Fact::While {
                condition: c.to_string(),
                fact: Box::new(fact),
            },
            None => fact,
        },
    ))
}

/// The side (and kind) a move price names by its opening words: "opponent's", "your", with a
/// kind before "movement" ("your starship movement": your starships).
fn side_and_kind(side: &str, kind: &str) -> Option<Who> {
    let kind = match kind.trim() {
        "" => String::new(),
        k if k.contains([' ', ',']) => return None,
        k => format!("{k}s"),
    };
    match side.to_lowercase().as_str() {
        "opponent's" => Some(Who::Opponents(kind)),
        "your" => Some(Who::Yours(kind)),
        _ => None,
    }
}

/// "<side>[ kind] movement from X to Y requires +N Force" / "… is free".
fn movement_between(s: &str) -> Option<Fact> {
    let (head, rest) = s.split_once(" movement ")?;
    let (side, kind) = head.split_once(' ').unwrap_or((head, ""));
    let who = side_and_kind(side, kind)?;
    let lower = rest.to_lowercase();
    let (places, cost) = if let Some(p) = lower.strip_suffix(" is free") {
        (&rest[..p.len()], Cost::Free)
    } else {
        let (p, n) = lower.rsplit_once(" requires ")?;
        // A change, signed ("+1"); "requires 1 Force" is a price of its own, not read here.
        let n = n.strip_suffix(" force")?;
        if !n.starts_with(['+', '-']) {
            return None;
        }
        let n: i64 = n.trim_start_matches('+').parse().ok()?;
        (&rest[..p.len()], Cost::By(n))
    };
    let (from, to) = from_to(places)?;
    Some(Fact::MoveCostBetween {
        who,
        from,
        to,
        cost,
        by_landspeed: false,
    })
}

/// "<who> require(s) +N Force to move from X[ to Y][ using their landspeed]".
fn require_to_move_between(s: &str) -> Option<Fact> {
    let (who, rest) = s
        .split_once(" requires ")
        .or_else(|| s.split_once(" require "))?;
    let (side, kind) = who.split_once(' ')?;
    let who = side_and_kind(side, kind.strip_suffix('s')?)?;
    let (n, rest) = rest.split_once(" Force to move ")?;
    let n: i64 = n.strip_prefix('+')?.parse().ok()?;
    let (places, by_landspeed) = match rest
        .strip_suffix(" using their landspeed")
        .or_else(|| rest.strip_suffix(" using landspeed"))
    {
        Some(p) => (p, true),
        None => (rest, false),
    };
    let (from, to) = from_to(places)?;
    Some(Fact::MoveCostBetween {
        who,
        from,
        to,
        cost: Cost::By(n),
        by_landspeed,
    })
}

/// The conditions and limits a clause after the one read could put on it: a clause with one of
/// these words is never set aside as one about no act.
const BINDING: [&str; 7] = [
    "if", "unless", "while", "only", "except", "until", "instead",
];

/// The words of figures a clause after a price may change, and the words of where: "are
/// deploy -2 and power +2 at same and adjacent sites" puts the place after both figures, so
/// the clause that changes a figure at a place is not set aside.
const FIGURES: [&str; 8] = [
    "power", "forfeit", "destiny", "ability", "armor", "maneuver", "immune", "defense",
];
const PLACES: [&str; 9] = [
    "at", "here", "there", "same", "adjacent", "related", "to", "on", "aboard",
];

/// The verbs of a clause set aside: it must have one of them.
const VERBS: [&str; 16] = [
    "is", "are", "may", "can", "cannot", "adds", "add", "draws", "draw", "has", "have", "must",
    "fires", "fire", "loses", "gets",
];

/// A clause read by the other templates, followed (after "and") by clauses that bear on no
/// act: "AT-ST Dual Cannon deploys free aboard and may target at an adjacent site", "Your blaster
/// rifles … are deploy -1 and are destiny +2 when drawn for weapon or battle destiny", "Home One
/// is deploy = 8 to an [Endor] or [Death Star II] system and its power may not be reduced". The
/// clause read is the sentence's start, so a condition said first stays with it; the clauses
/// after may put no condition or limit on it ([`BINDING`]) nor continue a list of figures at a
/// place ([`PLACES`]), and the reading keeps every qualifier of the clause read
/// ([`qualifiers::dropped`]).
fn clause_and_nothing(s: &str) -> R<'_, Fact> {
    for sep in [", and ", " and "] {
        let mut from = 0;
        while let Some((h, t)) = split_outside_brackets(&s[from..], sep) {
            let head = &s[..from + h.len()];
            from += h.len() + sep.len();
            if !about_nothing(t) {
                continue;
            }
            if let Some(f) = fact(head).filter(|f| qualifiers::dropped(head, f).is_none()) {
                return Ok(("", f));
            }
        }
    }
    Err(verify_fail(s))
}

/// The words of a clause, lower case, without marks.
fn words_of(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// A clause (or clauses) that bears on no act and puts nothing on the clause before it.
fn about_nothing(tail: &str) -> bool {
    let words = words_of(tail);
    if !bears_on(tail).is_empty() || words.iter().any(|w| BINDING.contains(&w.as_str())) {
        return false;
    }
    // A clause of its own has a verb; "adjacent sites" after "at same and" is the end of a
    // place, not a clause.
    if !words.iter().any(|w| VERBS.contains(&w.as_str())) {
        return false;
    }
    let first = words
        .iter()
        .find(|w| !matches!(w.as_str(), "is" | "are" | "each"))
        .map(String::as_str)
        .unwrap_or("");
    !(FIGURES.contains(&first) && words.iter().any(|w| PLACES.contains(&w.as_str())))
}

#[cfg(test)]
mod tests {
    use super::super::normalise;
    use super::*;

    fn read(s: &str) -> Option<Fact> {
        super::super::fact(&normalise(s))
    }

    /// A location's price on the other ways of moving it lists, in several wordings; a regular
    /// move ("move") is not one of them.
    #[test]
    fn ways_here_are_priced() {
        let free = |who: Who, way| {
            Some(Fact::MoveCostHere {
                cost: Cost::Free,
                who,
                between: None,
                way,
                by_landspeed: false,
            })
        };
        let you = || Who::Yours(String::new());
        assert_eq!(
            read("You may shuttle, transfer, embark and disembark here for free."),
            free(you(), Way::Either)
        );
        assert_eq!(
            read("Your characters may embark and disembark here for free."),
            free(Who::Yours("characters".into()), Way::Either)
        );
        assert_eq!(
            read("Opponent's starfighters may take off or land here for 1 Force."),
            Some(Fact::MoveCostHere {
                cost: Cost::Is(1),
                who: Who::Opponents("starfighters".into()),
                between: None,
                way: Way::Either,
                by_landspeed: false,
            })
        );
        assert_eq!(
            read("You may shuttle to and from here for free."),
            free(you(), Way::Either)
        );
        // Not a list of those ways: another template's, or none.
        assert_eq!(
            ways_here_priced("You may board and fly here for free").ok(),
            None
        );
    }

    /// A react only away from a battle, in several wordings; a react "to a battle" is not one.
    #[test]
    fn a_react_away_from_a_battle() {
        let away = Some(Fact::ReactAway { cost: None });
        assert_eq!(read("May move as a 'react' from a battle."), away);
        assert_eq!(
            read("May move away from a battle at same site as a 'react.'"),
            away
        );
        assert_eq!(read("May move away from a battle as a 'react'."), away);
        assert_eq!(
            read("May move as a 'react' away from a battle (for free)."),
            Some(Fact::ReactAway {
                cost: Some(Cost::Free)
            })
        );
        assert!(!matches!(
            read("May move as a 'react' to a battle."),
            Some(Fact::ReactAway { .. })
        ));
    }

    /// A craft's limit on what deploys on or aboard it, in several wordings.
    #[test]
    fn what_may_not_deploy_aboard() {
        assert_eq!(
            read("Weapons may not deploy on this starship."),
            Some(Fact::MayNotDeployAboard {
                who: Who::Any("Weapons".into())
            })
        );
        assert_eq!(
            read("Opponent's characters may not deploy aboard."),
            Some(Fact::MayNotDeployAboard {
                who: Who::Opponents("characters".into())
            })
        );
        assert_eq!(
            read("Droids may not be deployed aboard this vehicle."),
            Some(Fact::MayNotDeployAboard {
                who: Who::Any("Droids".into())
            })
        );
        // A limit with a condition of its own is not this plain limit.
        assert!(!matches!(
            read("Weapons may not deploy on this starship unless Amidala is aboard."),
            Some(Fact::MayNotDeployAboard { .. })
        ));
    }

    /// A side's move price between kinds of places, in several wordings; one between here and
    /// a place, or from same site, is another template's.
    #[test]
    fn a_sides_move_price_between_places() {
        assert_eq!(
            read(
                "Opponent's movement from a Bespin location to a non-Bespin location requires +1 Force."
            ),
            Some(Fact::MoveCostBetween {
                who: Who::Opponents(String::new()),
                from: Some("a Bespin location".into()),
                to: Some("a non-Bespin location".into()),
                cost: Cost::By(1),
                by_landspeed: false,
            })
        );
        assert_eq!(
            read(
                "If you control, your starship movement from Hoth sites to the Hoth system is free."
            ),
            Some(Fact::While {
                condition: "you control".into(),
                fact: Box::new(Fact::MoveCostBetween {
                    who: Who::Yours("starships".into()),
                    from: Some("Hoth sites".into()),
                    to: Some("the Hoth system".into()),
                    cost: Cost::Free,
                    by_landspeed: false,
                })
            })
        );
        assert_eq!(
            read(
                "Opponent's characters require +1 Force to move from Tatooine sites using their landspeed."
            ),
            Some(Fact::MoveCostBetween {
                who: Who::Opponents("characters".into()),
                from: Some("Tatooine sites".into()),
                to: None,
                cost: Cost::By(1),
                by_landspeed: true,
            })
        );
        assert_eq!(
            read("Your vehicle movement to Endor sites requires +2 Force."),
            Some(Fact::MoveCostBetween {
                who: Who::Yours("vehicles".into()),
                from: None,
                to: Some("Endor sites".into()),
                cost: Cost::By(2),
                by_landspeed: false,
            })
        );
        assert!(!matches!(
            read("Your movement to here requires +1 Force."),
            Some(Fact::MoveCostBetween { .. })
        ));
    }

    /// A clause read, with clauses about no act after it: read as the clause; a clause after it
    /// that binds it, or continues its figures at a place, keeps the sentence unread.
    #[test]
    fn a_clause_with_clauses_about_nothing() {
        let alone = read("Guri deploys free aboard.");
        assert!(alone.is_some());
        for with in [
            "Guri deploys free aboard and may target at an adjacent site.",
            "Guri deploys free aboard and is destiny +2 when drawn for weapon destiny.",
            "Guri deploys free aboard, and opponent's Force drains may not be modified.",
        ] {
            assert_eq!(read(with), alone, "{with}");
        }
        let priced = read("Home One is deploy = 8 to an Endor system.");
        assert!(priced.is_some());
        assert_eq!(
            read("Home One is deploy = 8 to an Endor system and its power may not be reduced."),
            priced
        );
        // Bound by a condition after it: unread.
        assert_eq!(
            read("Guri deploys free aboard and is power +1 if Vader on table."),
            None
        );
        // The figure and the price both at a place written after them: unread.
        assert_eq!(
            read("Your Rebels are deploy -2 and power +2 at same and adjacent sites."),
            None
        );
        // The clause after bears on an act: not set aside.
        assert_eq!(read("Guri deploys free aboard and moves for free."), None);
    }
}
