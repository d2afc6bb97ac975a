//! Prices the cards' own text sets: a docking bay's price of transit, read sentence by sentence
//! from the half of its text that speaks for the side moving (what transit from here costs,
//! what transit to, or to or from, here adds, and a second price the sentence gives on a
//! condition, as written); and the price an Effect, weapon or device names for deploying it
//! ("Use 2 Force to deploy on your warrior").

use super::facts::{Cost, Fact, Way, Who};
use nom::IResult;
use nom::Parser;
use nom::branch::alt;
use nom::bytes::complete::{tag, tag_no_case, take_until};
use nom::character::complete::{char, digit1};
use nom::combinator::{all_consuming, map, map_res, opt, value};
use nom::sequence::{delimited, preceded, terminated};

/// One sentence of a docking bay's transit price.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TransitTerm {
    /// Which transits it prices: from here, to here, or either.
    pub way: Way,
    /// Its price: a set price ("requires 1 Force", "is free") or a change ("requires +4 Force").
    pub cost: Cost,
    /// The price in its place on a condition, as written ("free if an Imperial present":
    /// `(Free, "an Imperial present")`).
    pub instead: Option<(Cost, String)>,
    /// "(ignore other docking bay's text)": the price is this one alone.
    pub alone: bool,
    /// The sentence, as printed.
    pub text: String,
}

/// The transit sentences of `text` (the catalog's transit text of a docking bay) for `side`
/// ("Light" or "Dark"): every sentence of that side's half (a sentence with no half label of
/// its own belongs to the half before it; one before any label, to both). `Err`: a sentence
/// of that half the reader does not know, as printed.
pub fn transit_terms(text: &str, side: &str) -> Result<Vec<TransitTerm>, String> {
    let mut out = Vec::new();
    let mut current: Option<&str> = None;
    for s in text
        .split_inclusive('.')
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let body = match s.split_once(": ") {
            Some((who, b)) if who == "Light" || who == "Dark" => {
                current = Some(who);
                b
            }
            _ => s,
        };
        if current.is_some_and(|w| w != side) {
            continue;
        }
        let Ok((_, (way, cost, bracket))) = term(body) else {
            return Err(s.to_string());
        };
        let (instead, alone) = match bracket {
            None => (None, false),
            Some(Bracket::Alone) => (None, true),
            Some(Bracket::Instead(c, w)) => (Some((c, w)), false),
        };
        out.push(TransitTerm {
            way,
            cost,
            instead,
            alone,
            text: s.to_string(),
        });
    }
    Ok(out)
}

#[derive(Debug, Clone)]
enum Bracket {
    Alone,
    Instead(Cost, String),
}

fn number(s: &str) -> IResult<&str, i64> {
    map_res(digit1, str::parse::<i64>).parse(s)
}

/// "1 Force", "+4 Force", "free" (and "7", a bracket's bare number).
fn price(s: &str) -> IResult<&str, Cost> {
    alt((
        value(Cost::Free, tag("free")),
        map(
            terminated(preceded(char('+'), number), opt(tag(" Force"))),
            Cost::By,
        ),
        map(terminated(number, opt(tag(" Force"))), Cost::Is),
    ))
    .parse(s)
}

/// "Your docking bay transit from here requires 1 Force (free if …).", "Your transit to here
/// requires +9 Force.", "… to or from here requires 8 Force (ignore other docking bay's text)."
fn term(s: &str) -> IResult<&str, (Way, Cost, Option<Bracket>)> {
    let way = alt((
        value(Way::Either, tag(" to or from here")),
        value(Way::Either, tag(" to and from here")),
        value(Way::From, tag(" from here")),
        value(Way::To, tag(" to here")),
    ));
    let cost = alt((
        preceded(tag(" requires "), price),
        value(Cost::Free, tag(" is free")),
    ));
    let bracket = alt((
        value(
            Bracket::Alone,
            tag_no_case(" (ignore other docking bay's text)"),
        ),
        map(
            delimited(tag(" ("), (price, tag(" if "), take_until(")")), char(')')),
            |(c, _, w): (Cost, &str, &str)| Bracket::Instead(c, w.to_string()),
        ),
    ));
    all_consuming(map(
        (
            alt((tag_no_case("Your docking bay transit"), tag("Your transit"))),
            way,
            cost,
            opt(bracket),
            char('.'),
        ),
        |(_, w, c, b, _)| (w, c, b),
    ))
    .parse(s)
}

/// "Use 2 Force to deploy on your warrior": the deploy on a card (`on`, a [`Fact::DeployOn`])
/// and the price its text names (`paid`: the verb and the number as written), two facts of one
/// sentence. A sentence that names another price beside it ("free on 4-LOM", "3 on your other
/// warrior", "(1 on your non-unique warrior)") gives this one on the words that follow, kept as
/// its condition (the board does not settle which applies). Force lost to deploy it ("Lose 2
/// Force") is no price from the Force Pile: the fact alone.
pub(super) fn with_use_price(on: Fact, paid: Option<(&str, &str)>) -> Fact {
    let Some(n) = paid
        .filter(|(verb, _)| verb.eq_ignore_ascii_case("use "))
        .and_then(|(_, n)| n.parse::<i64>().ok())
    else {
        return on;
    };
    let Fact::DeployOn { target, .. } = &on else {
        return on;
    };
    let lower = target.to_lowercase();
    let another = lower.contains("free")
        || lower
            .split(|c: char| !c.is_alphanumeric() && c != '-')
            .any(|w| w.parse::<i64>().is_ok());
    let price = Fact::DeployPrice {
        cost: Cost::Is(n),
        who: Who::Itself,
        place: None,
        condition: another.then(|| format!("unless another price of \"{target}\" applies")),
    };
    Fact::Both(Box::new(on), Box::new(price))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_half_reads_its_prices_and_conditions() {
        let t = "Dark: Your docking bay transit from here requires 1 Force (free if an Imperial present). Light: Your docking bay transit from here requires 3 Force. Your transit to here requires +8 Force.";
        let dark = transit_terms(t, "Dark").unwrap();
        assert_eq!(dark.len(), 1);
        assert_eq!(dark[0].way, Way::From);
        assert_eq!(dark[0].cost, Cost::Is(1));
        assert_eq!(
            dark[0].instead,
            Some((Cost::Free, "an Imperial present".to_string()))
        );
        let light = transit_terms(t, "Light").unwrap();
        assert_eq!(light.len(), 2);
        assert_eq!((light[1].way, light[1].cost), (Way::To, Cost::By(8)));
    }

    #[test]
    fn either_way_changes_and_a_price_alone() {
        let t = "Light: Your docking bay transit to or from here requires +1 Force (+4 Force if Shield Gate on table).";
        let l = transit_terms(t, "Light").unwrap();
        assert_eq!((l[0].way, l[0].cost), (Way::Either, Cost::By(1)));
        assert_eq!(
            l[0].instead,
            Some((Cost::By(4), "Shield Gate on table".to_string()))
        );
        let ds = "Light: Your docking bay transit to or from here requires 8 Force (ignore other docking bay's text).";
        let l = transit_terms(ds, "Light").unwrap();
        assert!(l[0].alone);
        assert_eq!(l[0].cost, Cost::Is(8));
        let bare = "Light: Your docking bay transit from here requires 3 Force (7 if Shield Gate on table).";
        let l = transit_terms(bare, "Light").unwrap();
        assert_eq!(l[0].instead.as_ref().map(|x| x.0), Some(Cost::Is(7)));
    }

    #[test]
    fn an_unlabelled_sentence_belongs_to_the_half_before_it() {
        // The Light Side's Echo Docking Bay: the arrival surcharge is in the Dark Side's half.
        let t = "Light: Your docking bay transit from here requires 1 Force. Dark: Your docking bay transit from here requires 3 Force. Your transit to here requires +4 Force.";
        let light = transit_terms(t, "Light").unwrap();
        assert_eq!(light.len(), 1);
        assert_eq!((light[0].way, light[0].cost), (Way::From, Cost::Is(1)));
        let dark = transit_terms(t, "Dark").unwrap();
        assert_eq!((dark[1].way, dark[1].cost), (Way::To, Cost::By(4)));
    }

    #[test]
    fn a_use_price_is_read_with_where_it_deploys() {
        let on = |t: &str| Fact::DeployOn {
            target: t.to_string(),
            condition: None,
        };
        let Fact::Both(a, b) = with_use_price(on("your warrior"), Some(("Use ", "2"))) else {
            panic!("two facts");
        };
        assert_eq!(*a, on("your warrior"));
        assert!(matches!(
            *b,
            Fact::DeployPrice {
                cost: Cost::Is(2),
                who: Who::Itself,
                condition: None,
                ..
            }
        ));
        // Another price beside it: this one on a condition; Force lost is no price.
        let two = with_use_price(on("Dengar, 3 on your other warrior"), Some(("Use ", "1")));
        assert!(
            matches!(two, Fact::Both(_, b) if matches!(*b, Fact::DeployPrice { condition: Some(_), .. }))
        );
        assert_eq!(
            with_use_price(on("Vader's Castle"), Some(("Lose ", "2"))),
            on("Vader's Castle")
        );
        assert_eq!(with_use_price(on("table"), None), on("table"));
        // An exception in brackets names no other price.
        let except = with_use_price(on("any alien (except Boba Fett)"), Some(("Use ", "3")));
        assert!(
            matches!(except, Fact::Both(_, b) if matches!(*b, Fact::DeployPrice { condition: None, .. }))
        );
    }

    #[test]
    fn an_unknown_sentence_is_named() {
        let t = "Dark: Your docking bay transit is free when moving to or from same site.";
        assert_eq!(transit_terms(t, "Dark"), Err(t.to_string()));
        assert_eq!(transit_terms(t, "Light"), Ok(Vec::new()));
    }
}
