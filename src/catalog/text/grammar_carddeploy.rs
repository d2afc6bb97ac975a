//! Round 27's deploy shapes (issue 36, part carddeploy), tried after the other templates:
//! - a card's price on others' deploys where it stands or to places it names, on its own
//!   condition ("When at X, adds N to deploy cost of opponent's … to same site", "… deploying
//!   to same or adjacent site", "… to Endor sites (except …)", "once during each of your deploy
//!   phases, subtracts 2 …");
//! - a location's limit on a condition it names ("Unless you occupy X (or Y), your characters
//!   may not deploy here");
//! - a deploy cost kept from the opponent's change ("Opponent may not increase deploy cost of
//!   your aliens", "… modify the deploy cost of your characters deploying here");
//! - a card's limit on the opponent's deploys where it stands ("Prevents opponent's spies from
//!   deploying to same Death Star II site"; "While present with X, forfeit +2 and opponent's
//!   spies may not deploy to same non-battleground site");
//! - a card's own price or its side's on a condition ("While X on table: deploy -1, power
//!   +2, …", "While at a Y site, your troopers deploy free there and are power +1 there, …");
//! - a card's grant to a weapon or device to deploy on it ("Jedi Lightsaber may deploy on
//!   Finn", "Anakin's Lightsaber may deploy on your Mara"), the same permission as "Any
//!   blaster may deploy on Jaxxon" (the weapon's own target check asks the host's text).
//!
//! Each reads into the facts the checks already apply ([`Fact::While`], [`Fact::DeployPrice`],
//! [`Fact::MayNotDeployHere`], [`Fact::FixedDeployCost`], [`Fact::PriceOrIf`]); the condition
//! is kept as written, for the board to settle (`rules::card_text::conditions_named`).

use super::facts::{Cost, Fact, Who};
use super::grammar::{R, cost, kw, verify_fail};
use super::words::whose;

use nom::{
    Parser,
    branch::alt,
    bytes::complete::{tag, tag_no_case, take_until},
    character::complete::{char, digit1},
    combinator::{opt, value},
    sequence::{delimited, preceded, terminated},
};

/// Round 27's deploy templates, over a normalised sentence, tried after the grammar's own
/// ([`super::read_sentence`]).
pub(super) fn fact(s: &str) -> Option<Fact> {
    read(s).ok().map(|(_, f)| f)
}

/// Round 27's deploy templates.
fn read(s: &str) -> R<'_, Fact> {
    alt((
        card_prices_deploys,
        unless_named_limit,
        kept_from_opponent,
        prevents_deploying,
        while_beside_limit,
        while_price,
        may_deploy_on_it,
        regardless_grant,
        react_deploy_where_it_stands,
        use_x_to_deploy_on,
        paid_by_one_side_here,
    ))
    .parse(s)
}

/// A location's price paid by one side only: "Your Jawas deploy here for 1 Force from you
/// only[, for free if Sandcrawler present]", "Jawas deploy here for 1 Force from their owner
/// only". Who pays is the deploying card's owner, as for any deploy: the price is the
/// location's ([`Fact::DeployCostHere`]), with the other on its condition ([`Fact::PriceOrIf`]).
fn paid_by_one_side_here(s: &str) -> R<'_, Fact> {
    let (s, words) = take_until(" deploy here for ").parse(s)?;
    let (s, _) = kw(" deploy here ").parse(s)?;
    let (s, c) = cost(s)?;
    let (s, _) = alt((kw(" from you only"), kw(" from their owner only"))).parse(s)?;
    if !names_only(words) || words.contains(['(', ',']) {
        return Err(verify_fail(s));
    }
    let here = Fact::DeployCostHere {
        cost: c,
        who: whose(words),
        to: None,
    };
    if s.is_empty() {
        return Ok(("", here));
    }
    let (s, _) = kw(", ").parse(s)?;
    let (s, other) = cost(s)?;
    let (condition, _) = kw(" if ").parse(s)?;
    if condition.contains([',', '(']) || !super::grammar::bears_on(condition).is_empty() {
        return Err(verify_fail(condition));
    }
    Ok((
        "",
        Fact::PriceOrIf {
            fact: Box::new(here),
            cost: other,
            condition: condition.to_string(),
        },
    ))
}

/// "Use X Force to deploy on your warrior, where X = (7 - warrior's ability)" (a weapon's):
/// where it deploys ([`Fact::DeployOn`], the card it names checked as any target is). Its
/// price, a figure of the warrior's, is paid as a deploy's price is: taken as met where the
/// cost is not asked (the scope policy's base rules), and not read.
fn use_x_to_deploy_on(s: &str) -> R<'_, Fact> {
    let (s, _) = kw("use x force to deploy on ").parse(s)?;
    let at = s
        .to_ascii_lowercase()
        .find(" where x = ")
        .ok_or_else(|| verify_fail(s))?;
    let target = s[..at].trim_end_matches(',');
    if target.contains(['(', ',', ';']) || !super::grammar::bears_on(target).is_empty() {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::DeployOn {
            target: target.to_string(),
            condition: None,
        },
    ))
}

/// A card's grant of a deploy as a 'react' to where it stands: "When at Bunker, allows
/// Imperials to deploy there as a 'react'" (on its place, kept as written, as a location's "…
/// may deploy here as a 'react'" is), "You may deploy cards to same system or sector as a
/// 'react'", "You may deploy cards as a 'react' to a battle at same system or sector" (a
/// starship's, a device's: where it stands). The react window's timing check asks it
/// ([`Fact::DeployHereAsReact`]).
fn react_deploy_where_it_stands(s: &str) -> R<'_, Fact> {
    let allows = |s| -> R<'_, Fact> {
        let (s, place) = delimited(kw("when at "), take_until(", "), tag(", ")).parse(s)?;
        let (s, words) =
            preceded(kw("allows "), take_until(" to deploy there as a 'react'")).parse(s)?;
        let (s, _) = kw(" to deploy there as a 'react'").parse(s)?;
        if !s.is_empty()
            || !names_only(words)
            || words.contains(['(', ','])
            || place.contains(['(', ','])
        {
            return Err(verify_fail(s));
        }
        let grant = Fact::DeployHereAsReact { who: whose(words) };
        let cond = format!("at {place}");
        Ok(("", wrap(Some(cond.as_str()), grant)))
    };
    let same = |s| -> R<'_, Fact> {
        let (s, _) = kw("you may deploy cards ").parse(s)?;
        let (s, _) = alt((
            kw("to same system or sector as a 'react'"),
            kw("as a 'react' to a battle at same system or sector"),
        ))
        .parse(s)?;
        if !s.is_empty() {
            return Err(verify_fail(s));
        }
        Ok((
            "",
            // "cards": any of its side's cards.
            Fact::DeployHereAsReact {
                who: Who::Yours(String::new()),
            },
        ))
    };
    alt((allows, same)).parse(s)
}

/// A grant to deploy to a location over restrictions: "Your characters, vehicles and starships
/// may deploy here regardless of presence and location deployment restrictions", "Luke may
/// deploy at this site regardless of presence or location deployment restrictions", "You may
/// deploy characters at this site, even without presence, regardless of location deployment
/// restrictions", "If present at a non-shielded site, your Imperials may deploy there
/// (regardless of location deployment restrictions)" (on its own condition, kept as written).
fn regardless_grant(s: &str) -> R<'_, Fact> {
    let (s, cond) = opt(terminated(
        preceded(
            alt((kw("if "), kw("while "), kw("when "))),
            take_until(", "),
        ),
        tag(", "),
    ))
    .parse(s)?;
    let (s, words) = take_until(" may deploy ").parse(s)?;
    let (s, _) = kw(" may deploy ").parse(s)?;
    // "You may deploy characters at this site": whom it names after the verb.
    let (s, named) = if words.eq_ignore_ascii_case("you") {
        let (s, kinds) = alt((take_until(" at this site"), take_until(" here"))).parse(s)?;
        let (s, _) = tag(" ").parse(s)?;
        (s, Who::Yours(kinds.to_string()))
    } else {
        (s, whose(words))
    };
    let (s, _) = alt((kw("at this site"), kw("to here"), kw("here"), kw("there"))).parse(s)?;
    let (s, without) = opt(kw(", even without presence,")).parse(s)?;
    let (s, _) = alt((tag(" (regardless of "), tag(" regardless of "))).parse(s)?;
    let what = s.trim_end_matches(')');
    if !what.ends_with("deployment restrictions") || what.contains(['(', ',']) {
        return Err(verify_fail(s));
    }
    let plain = match &named {
        Who::Yours(w) | Who::Opponents(w) | Who::Any(w) => {
            !w.is_empty() && names_only(w) && !w.contains(['(', ';'])
        }
        Who::Itself => false,
    };
    if !plain {
        return Err(verify_fail(s));
    }
    let what = match without {
        Some(_) => format!("presence and {what}"),
        None => what.to_string(),
    };
    let fact = Fact::DeployRegardless { who: named, what };
    Ok(("", wrap(cond, fact)))
}

/// Words that name cards, no more: no clause, no act of their own.
fn names_only(w: &str) -> bool {
    let l = w.to_ascii_lowercase();
    !w.trim().is_empty()
        && !w.contains([';', ':'])
        && super::grammar::bears_on(&l).is_empty()
        && ![" when ", " while ", " if ", " unless ", " for each "]
            .iter()
            .any(|x| l.contains(x))
}

/// A place a card's price names, in the words the price checks settle: where the card stands
/// ("there", "here": the location it is at), or the place as written ("same or adjacent site",
/// "Endor sites (except Rebel Landing Site)").
fn price_place(place: &str) -> Option<String> {
    let p = place.trim();
    if p.is_empty() || p.contains([';', ':']) {
        return None;
    }
    Some(match p {
        "there" | "here" => "to same location".to_string(),
        _ => format!("to {p}"),
    })
}

/// A card's price on others' deploys: "[When|While <condition>, ][once during each of your
/// deploy phases, ][cumulatively ]adds|subtracts N [(or M if …)] to|from deploy cost of <whom>
/// [when that … is ][deploying ]to <place>|there|here". The condition is the card's own (where
/// it stands, what is with it), kept as written ([`Fact::While`]); "once during each of your
/// deploy phases" is the price's own condition, which the board does not record.
fn card_prices_deploys(s: &str) -> R<'_, Fact> {
    let (s, cond) = price_condition(s)?;
    let (s, once) = opt(kw("once during each of your deploy phases, ")).parse(s)?;
    let (s, _) = opt(kw("cumulatively ")).parse(s)?;
    let (s, sign) = alt((value(-1i64, kw("subtracts ")), value(1i64, kw("adds ")))).parse(s)?;
    let (s, n) = digit1(s)?;
    let n: i64 = n.parse().map_err(|_| verify_fail(s))?;
    // "(or 1 if Goo Nee Tay on table)": another figure on a condition.
    let (s, or_if) = opt(delimited(
        tag(" (or "),
        (digit1, preceded(tag(" "), take_until(")"))),
        char(')'),
    ))
    .parse(s)?;
    let word = if sign < 0 {
        " from deploy cost of "
    } else {
        " to deploy cost of "
    };
    let (s, _) = tag_no_case(word).parse(s)?;
    let lower = s.to_ascii_lowercase();
    // Where whom it names ends: the first of the words that lead to the place.
    let leads = [
        " when that ",
        " when deploying ",
        " deploying ",
        " to ",
        " at same ",
    ];
    let Some((at, lead)) = leads
        .iter()
        .filter_map(|w| lower.find(w).map(|i| (i, *w)))
        .min()
    else {
        return Err(verify_fail(s));
    };
    // "your unique (•) Y-wing": the dot taken out by the normalising, its brackets with it.
    let words = s[..at].replace(" ()", "");
    let words = words.as_str();
    let mut place = &s[at..];
    if lead == " when that " {
        // "when that Imperial is deploying to …": the card it names again.
        let i = place
            .to_ascii_lowercase()
            .find(" is deploying ")
            .ok_or_else(|| verify_fail(s))?;
        place = &place[i + " is deploying ".len()..];
    } else {
        place = place
            .strip_prefix(lead)
            .ok_or_else(|| verify_fail(s))?
            .trim_start();
    }
    let place = place.strip_prefix("to ").unwrap_or(place);
    let place = place.strip_prefix("at ").unwrap_or(place);
    let place = if lead == " at same " {
        format!("same {place}")
    } else {
        place.to_string()
    };
    // A place of its own, no cost of others ("same site" only where it stands).
    if !names_only(words) || place.contains(" as ") || place.to_ascii_lowercase().contains(" and ")
    {
        return Err(verify_fail(s));
    }
    // The checks take whom it names up to a bracket's list: a bracket that is no exception
    // is words they do not settle.
    if words.contains('(') && !words.contains("(except ") {
        return Err(verify_fail(s));
    }
    let place = price_place(&place).ok_or_else(|| verify_fail(s))?;
    let price = Fact::DeployPrice {
        cost: Cost::By(sign * n),
        who: whose(words),
        place: Some(place),
        condition: once.map(|_| "once during each of your deploy phases".to_string()),
    };
    let fact = match or_if {
        Some((m, condition)) => {
            let m: i64 = m.parse().map_err(|_| verify_fail(s))?;
            let Some(condition) = condition.strip_prefix("if ") else {
                return Err(verify_fail(s));
            };
            Fact::PriceOrIf {
                fact: Box::new(price),
                cost: Cost::By(sign * m),
                condition: condition.to_string(),
            }
        }
        None => price,
    };
    Ok(("", wrap(cond, fact)))
}

/// "When at a system, sector or docking bay, …": the card's condition before its price, up to
/// the comma the price's words follow (a list of places may hold commas of its own).
fn price_condition(s: &str) -> R<'_, Option<&str>> {
    let Ok((body, _)) = alt((kw("when "), kw("while "))).parse(s) else {
        return Ok((s, None));
    };
    let lower = body.to_ascii_lowercase();
    let starts = [
        "once during each of your deploy phases, ",
        "cumulatively ",
        "adds ",
        "subtracts ",
    ];
    let at = lower
        .match_indices(", ")
        .map(|(i, _)| i)
        .find(|&i| starts.iter().any(|w| lower[i + 2..].starts_with(w)))
        .ok_or_else(|| verify_fail(s))?;
    Ok((&body[at + 2..], Some(&body[..at])))
}

/// A fact on a condition as written, or the fact alone.
fn wrap(cond: Option<&str>, fact: Fact) -> Fact {
    match cond {
        Some(c) => Fact::While {
            condition: c.to_string(),
            fact: Box::new(fact),
        },
        None => fact,
    }
}

/// A location's limit on a condition that names another place: "Unless you occupy Bunker (or
/// Back Door), your characters may not deploy here". The limit reads as it would stand alone
/// (a location's "may not deploy here"); the condition is kept as written ("unless you occupy
/// Bunker (or Back Door)"), settled from the board where it names locations by title.
fn unless_named_limit(s: &str) -> R<'_, Fact> {
    let (s, cond) = preceded(kw("unless you occupy "), take_until(", ")).parse(s)?;
    let (s, _) = tag(", ").parse(s)?;
    let Some(limit @ Fact::MayNotDeployHere { .. }) = super::grammar::fact(s) else {
        return Err(verify_fail(s));
    };
    // Named places only: a title (capitalised), alone or with its alternative in brackets.
    if !cond.starts_with(|c: char| c.is_ascii_uppercase()) || cond.contains(',') {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::While {
            condition: format!("unless you occupy {cond}"),
            fact: Box::new(limit),
        },
    ))
}

/// A deploy cost kept from the opponent's change: "Opponent may not increase deploy cost of
/// your aliens", "Opponent may not modify the deploy cost of your characters deploying here",
/// "Aliens may not have their deploy cost modified" ([`Fact::FixedDeployCost`]).
fn kept_from_opponent(s: &str) -> R<'_, Fact> {
    let by_opponent = |s| {
        let (s, raise_only) = preceded(
            kw("opponent may not "),
            alt((value(false, kw("modify ")), value(true, kw("increase ")))),
        )
        .parse(s)?;
        let (s, _) = preceded(opt(kw("the ")), kw("deploy cost of ")).parse(s)?;
        let (words, here) = match s.strip_suffix(" deploying here") {
            Some(w) => (w, true),
            None => (s, false),
        };
        Ok(("", (whose(words), here, raise_only, true)))
    };
    let theirs = |s| {
        let (s, words) = take_until(" may not have their deploy cost ").parse(s)?;
        let (s, _) = kw(" may not have their deploy cost ").parse(s)?;
        let (s, raise_only) =
            alt((value(false, kw("modified")), value(true, kw("increased")))).parse(s)?;
        if !s.is_empty() {
            return Err(verify_fail(s));
        }
        Ok(("", (whose(words), false, raise_only, false)))
    };
    let (s, (who, here, raise_only, by_opponent)) = alt((by_opponent, theirs)).parse(s)?;
    let plain = match &who {
        Who::Yours(w) | Who::Opponents(w) | Who::Any(w) => {
            names_only(w) && !w.contains(['(', ',']) && !w.to_ascii_lowercase().contains(" to ")
        }
        Who::Itself => false,
    };
    if !plain {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::FixedDeployCost {
            who,
            place: here.then(|| "here".to_string()),
            raise_only,
            by_opponent,
        },
    ))
}

/// A location limit a card sets where it stands, on the kind of site that is: "Prevents
/// opponent's spies from deploying to same Death Star II site" ([`Fact::MayNotDeployHere`] on
/// the condition "at a Death Star II site"; "same site": where it stands, a site).
fn prevents_deploying(s: &str) -> R<'_, Fact> {
    let (s, words) = preceded(kw("prevents "), take_until(" from deploying to same ")).parse(s)?;
    let (kind, _) = kw(" from deploying to same ").parse(s)?;
    same_kind_limit(words, kind)
        .map(|f| ("", f))
        .ok_or_else(|| verify_fail(s))
}

/// The limit of [`prevents_deploying`] and [`while_beside_limit`]: the cards `words` names may
/// not deploy to where the card stands, that being a `kind` ("site", "Death Star II site",
/// "non-battleground site").
fn same_kind_limit(words: &str, kind: &str) -> Option<Fact> {
    let kind = kind.trim();
    let is_site = kind == "site" || kind.ends_with(" site");
    if !names_only(words)
        || words.contains(['(', ','])
        || kind.contains([',', '(', ';'])
        || !(is_site || kind == "location")
    {
        return None;
    }
    let limit = Fact::MayNotDeployHere {
        who: whose(words),
        deploys: true,
        moves: false,
        if_you_occupy: false,
    };
    let article = if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    Some(Fact::While {
        condition: format!("at {article} {kind}"),
        fact: Box::new(limit),
    })
}

/// A card's limit on its own condition, after a change of its own that bears on no act: "While
/// present with Xizor, forfeit +2 and opponent's spies may not deploy to same non-battleground
/// site" (the limit as [`prevents_deploying`] reads it, on both conditions).
fn while_beside_limit(s: &str) -> R<'_, Fact> {
    let (s, cond) = preceded(kw("while "), take_until(", ")).parse(s)?;
    let (s, _) = tag(", ").parse(s)?;
    let (own, limit) = s.split_once(" and ").ok_or_else(|| verify_fail(s))?;
    if !super::grammar::bears_on(own).is_empty() || own.contains(',') {
        return Err(verify_fail(s));
    }
    let (words, kind) = limit
        .split_once(" may not deploy to same ")
        .ok_or_else(|| verify_fail(s))?;
    let inner = same_kind_limit(words, kind).ok_or_else(|| verify_fail(s))?;
    Ok((
        "",
        Fact::While {
            condition: cond.to_string(),
            fact: Box::new(inner),
        },
    ))
}

/// A price on a condition of the card's own: "While Wookiee Homestead on table: deploy -1,
/// power +2, …" (its own price; what follows the price bears on no act), "While at a Death
/// Star or Executor site, your troopers deploy free there and are power and forfeit +1 there,
/// and …" (its side's cards' price where it stands).
fn while_price(s: &str) -> R<'_, Fact> {
    let (s, cond) = preceded(kw("while "), take_until_either).parse(s)?;
    let (s, sep) = alt((tag(": "), tag(", "))).parse(s)?;
    // Its own: "deploy -1, …".
    if sep == ": " {
        let (rest, _) = kw("deploy ").parse(s)?;
        let (rest, c) = cost(rest)?;
        let rest = rest.strip_prefix(", ").ok_or_else(|| verify_fail(rest))?;
        if !super::grammar::bears_on(rest).is_empty() {
            return Err(verify_fail(rest));
        }
        let fact = Fact::DeployPrice {
            cost: c,
            who: Who::Itself,
            place: None,
            condition: None,
        };
        return Ok(("", wrap(Some(cond), fact)));
    }
    // Its side's cards: "<whom> deploy <price> there and <no act>".
    let (s, words) = take_until(" deploy ").parse(s)?;
    let (s, _) = kw(" deploy ").parse(s)?;
    let (s, c) = cost(s)?;
    let (s, _) = alt((kw(" there"), kw(" here"))).parse(s)?;
    let after = s.strip_prefix(" and ").ok_or_else(|| verify_fail(s))?;
    if !super::grammar::bears_on(after).is_empty()
        || !names_only(words)
        || words.contains(['(', ','])
        || !words.to_ascii_lowercase().starts_with("your ")
    {
        return Err(verify_fail(s));
    }
    let fact = Fact::DeployPrice {
        cost: c,
        who: whose(words),
        place: Some("to same location".to_string()),
        condition: None,
    };
    Ok(("", wrap(Some(cond), fact)))
}

/// The words up to the first ": " or ", ".
fn take_until_either(s: &str) -> R<'_, &str> {
    let i = [s.find(": "), s.find(", ")]
        .into_iter()
        .flatten()
        .min()
        .ok_or_else(|| verify_fail(s))?;
    Ok((&s[i..], &s[..i]))
}

/// A card's grant to a weapon or device it names to deploy on it: "Jedi Lightsaber may deploy
/// on Finn", "Anakin's Lightsaber may deploy on your Mara" (its own name after "on"). A further
/// target for that card, which limits nothing (as "Any blaster may deploy on Jaxxon" reads);
/// the weapon's target check asks the host's text (`rules::card_text::deploys`).
fn may_deploy_on_it(s: &str) -> R<'_, Fact> {
    let (s, what) = take_until(" may deploy on ").parse(s)?;
    let (s, _) = kw(" may deploy on ").parse(s)?;
    let name = s.strip_prefix("your ").unwrap_or(s);
    let titled = |w: &str| {
        !w.is_empty()
            && w.split(' ')
                .all(|x| x.starts_with(|c: char| c.is_ascii_uppercase()))
    };
    if !titled(name)
        || !what.starts_with(|c: char| c.is_ascii_uppercase())
        || what.contains([',', '(', ';', ':'])
        || what.to_ascii_lowercase().starts_with("once ")
    {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::OwnAction {
            what: "a permission: a further way for cards to deploy or move (here, or from a pile); it limits nothing",
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(s: &str) -> Option<Fact> {
        fact(&super::super::grammar::normalise(s))
    }

    /// A card's price on others' deploys, on its own condition, to the places it names.
    #[test]
    fn a_card_prices_others_deploys_on_its_condition() {
        let f = read(
            "When at Bunker, adds 2 to deploy cost of each opponent's character (except Ewoks, spies and scouts) to Endor sites (except Rebel Landing Site).",
        );
        let Some(Fact::While { condition, fact }) = f else {
            panic!("{f:?}")
        };
        assert_eq!(condition, "at Bunker");
        assert!(
            matches!(*fact, Fact::DeployPrice { cost: Cost::By(2), who: Who::Opponents(_), place: Some(ref p), .. } if p == "to Endor sites (except Rebel Landing Site)")
        );
        let f = read(
            "Adds 2 to deploy cost of each opponent's male Imperial when that Imperial is deploying to same or adjacent site.",
        );
        assert!(
            matches!(f, Some(Fact::DeployPrice { place: Some(ref p), .. }) if p == "to same or adjacent site"),
            "{f:?}"
        );
        let f = read(
            "When present at an exterior site battleground site with your other scout, adds 2 (or 1 if Goo Nee Tay on table) to deploy cost of opponent's characters, vehicles and starships to same site.",
        );
        assert!(
            matches!(f, Some(Fact::While { ref fact, .. }) if matches!(**fact, Fact::PriceOrIf { .. })),
            "{f:?}"
        );
        let f = read(
            "When at a system, sector or docking bay, once during each of your deploy phases, subtracts 2 from deploy cost of your unique (•) Y-wing deploying there.",
        );
        assert!(matches!(f, Some(Fact::While { .. })), "{f:?}");
    }

    /// The other shapes: a named place's occupation, a cost kept, a limit where it stands.
    #[test]
    fn limits_and_kept_costs() {
        let f =
            read("Unless you occupy Bunker (or Back Door), your characters may not deploy here.");
        assert!(
            matches!(f, Some(Fact::While { ref condition, .. }) if condition == "unless you occupy Bunker (or Back Door)"),
            "{f:?}"
        );
        assert!(matches!(
            read("Opponent may not increase deploy cost of your aliens."),
            Some(Fact::FixedDeployCost {
                raise_only: true,
                by_opponent: true,
                place: None,
                ..
            })
        ));
        assert!(matches!(
            read("Prevents opponent's spies from deploying to same Death Star II site."),
            Some(Fact::While { ref condition, .. }) if condition == "at a Death Star II site"
        ));
        assert!(matches!(
            read("While present with Xizor, forfeit +2 and opponent's spies may not deploy to same non-battleground site."),
            Some(Fact::While { ref condition, .. }) if condition == "present with Xizor"
        ));
        assert!(matches!(
            read("Jedi Lightsaber may deploy on Finn."),
            Some(Fact::OwnAction { .. })
        ));
        // A time first is no weapon's name.
        assert!(
            read("Once per game, Undercover may deploy on Tamtel from Reserve Deck.")
                .is_none_or(|f| !matches!(f, Fact::While { .. }))
        );
    }
}
