//! What a location's own text grants beyond the documents (or a card's, of the location where
//! it stands): a react to here ("Your starships may move here as a 'react'"), a move between
//! here and a place beyond landspeed ("During your move phase, your scouts may move between
//! here and any exterior Endor site"). The card-text checks apply the react grant in the
//! table; the regular move rule asks the move grant where landspeed alone would refuse.

use super::card_places::{grant_places_fit, names};
use crate::board::facts::{LimitFit, deploy_limit_fit};
use crate::board::{LocId, Place};
use crate::catalog::CardDef;
use crate::catalog::deploy_limit::DeployLimit;
use crate::catalog::text::{Fact, Half, Sentence, Way, Who};
use crate::rulebook::Side;
use crate::rules::eval::Eval;

/// A grant found: the sentence quoted (`X's own text: "…"`), whether it names the act
/// (`Err`: the words the board cannot settle), and whether it makes the act free.
#[derive(Debug, Clone)]
pub(crate) struct Grant {
    pub quoted: String,
    pub fits: Result<bool, String>,
    pub free: bool,
}

/// The best of `found`: one that names the act, else one the board cannot settle, else one
/// that does not name it.
fn best(found: Vec<Grant>) -> Option<Grant> {
    best_by(found, |g| &g.fits)
}

/// The best of `found` by how each fits (`fits`): [`best`]'s order, for any kind of grant.
fn best_by<G>(found: Vec<G>, fits: impl Fn(&G) -> &Result<bool, String>) -> Option<G> {
    let rank = |g: &G| match fits(g) {
        Ok(true) => 2,
        Err(_) => 1,
        Ok(false) => 0,
    };
    found
        .into_iter()
        .reduce(|a, b| if rank(&b) > rank(&a) { b } else { a })
}

/// Does a grant's `who` (`your starships`, `troopers and Royal Guards`, `Vader`), in a text
/// whose "you" is `you`, name `actor` acting for `side`?
fn names_actor(actor: &CardDef, side: Side, you: Option<Side>, who: &Who) -> Result<bool, String> {
    // "your Falcon and your Corellian corvettes": the side said once for the list.
    let who = &match who {
        Who::Any(_) => who.clone(),
        _ => each_yours(who),
    };
    let (side_ok, words) = match who {
        Who::Yours(w) => (you.map(|y| y == side), w),
        Who::Opponents(w) => (you.map(|y| y != side), w),
        // "Lobot and your Cloud City troopers": a list whose items say their own side.
        Who::Any(w) if w.contains(" your ") || w.contains(" opponent's ") => {
            return names_in_list(actor, side, you, w);
        }
        Who::Any(w) => (Some(true), w),
        Who::Itself => return Ok(false),
    };
    match side_ok {
        None => Err("whose text it is".to_string()),
        Some(false) => Ok(false),
        Some(true) if words.is_empty() => Ok(true),
        Some(true) => names(actor, words).map_err(|w| format!("whether it is among {w}")),
    }
}

/// [`names_actor`] over a list of whom a grant names, each item with its own side ("Lobot and
/// your Cloud City troopers"): named by one item, else open where one is, else not named.
fn names_in_list(actor: &CardDef, side: Side, you: Option<Side>, w: &str) -> Result<bool, String> {
    let mut open = None;
    for item in w.split(" and ").flat_map(|x| x.split(" or ")) {
        let item = item.trim().trim_start_matches(", ");
        let who = if let Some(x) = item.strip_prefix("your ") {
            Who::Yours(x.to_string())
        } else if let Some(x) = item.strip_prefix("opponent's ") {
            Who::Opponents(x.to_string())
        } else {
            Who::Any(item.to_string())
        };
        match names_actor(actor, side, you, &who) {
            Ok(true) => return Ok(true),
            Ok(false) => {}
            Err(x) => open = open.or(Some(x)),
        }
    }
    open.map_or(Ok(false), Err)
}

/// The side a sentence speaks for: its half's, else the card's (`owner`).
fn you_of(s: &Sentence, owner: Option<Side>) -> Option<Side> {
    match s.half {
        Some(Half::Light) => Some(Side::Light),
        Some(Half::Dark) => Some(Side::Dark),
        None => owner,
    }
}

/// A grant of a react to `to` for `actor` (acting for `side`): in the location's own text, or
/// in the text of a card deployed on it or standing there.
pub(crate) fn react_grant(e: &Eval, actor: &CardDef, side: Side, to: LocId) -> Option<Grant> {
    let board = e.board;
    let mut found = Vec::new();
    for (sentences, owner, name) in speakers_here(e, to) {
        for s in sentences {
            let Some(((who, free), at)) = s.fact.as_ref().and_then(react_here_of) else {
                continue;
            };
            // "… to same Hoth site", "When at a Cloud City site, …": the location must be
            // such a place.
            let fits = match at.map(|a| there_fits(e, side, (None, to), a)) {
                Some(Ok(false)) => Ok(false),
                Some(Err(w)) => Err(format!(
                    "whether {} is {w}",
                    board.loc_def(to).plain_title()
                )),
                _ => names_actor(actor, side, you_of(&s, owner), who),
            };
            found.push(Grant {
                quoted: format!("{name}'s own text: \"{}\"", s.text),
                fits,
                free,
            });
        }
    }
    found.extend(related_grants(e, actor, side, to));
    best(found)
}

/// Who speaks of `to` as "here": the location's own text, and each card at it, or on or
/// aboard a card there (a device a character carries): each with its text, its side and its
/// name.
fn speakers_here(e: &Eval, to: LocId) -> Vec<(Vec<Sentence>, Option<Side>, String)> {
    let board = e.board;
    let mut speakers = vec![(
        super::card_places::location_text(board, to),
        board.locations[to].owner,
        board.loc_def(to).plain_title().to_string(),
    )];
    for (i, c) in board.cards.iter_enumerated() {
        if c.place == Place::At(to) || board.location_of(i) == Some(to) {
            speakers.push((
                board.def(c.def).sentences().into_owned(),
                Some(c.side),
                board.card_name(i),
            ));
        }
    }
    speakers
}

/// The grant to here that `pick` finds in a fact, with what the place must be: its own
/// (`pick`'s place, "to same Hoth site") or the condition it is said on ("When at a Cloud City
/// site"); inside a pair of facts ("may deploy or move here as a 'react'") too.
fn here_grant<'f, T>(
    f: &'f Fact,
    pick: &impl Fn(&'f Fact) -> Option<(T, Option<&'f str>)>,
) -> Option<(T, Option<&'f str>)> {
    match f {
        Fact::Both(a, b) => here_grant(a, pick).or_else(|| here_grant(b, pick)),
        Fact::While { condition, fact } => {
            let place = condition.strip_prefix("at ")?;
            match here_grant(fact, pick)? {
                (t, None) => Some((t, Some(place))),
                _ => None,
            }
        }
        _ => pick(f),
    }
}

/// The deploy as a 'react' to here a fact grants: whom, and what the place must be.
fn deploy_here_of(f: &Fact) -> Option<(&Who, Option<&str>)> {
    here_grant(f, &|f| match f {
        Fact::DeployHereAsReact { who } => Some((who, None)),
        _ => None,
    })
}

/// The react to here a fact grants: whom and whether free, and what the place must be.
fn react_here_of(f: &Fact) -> Option<((&Who, bool), Option<&str>)> {
    here_grant(f, &|f| match f {
        Fact::ReactHere { who, free, at } => Some(((who, *free), at.as_deref())),
        _ => None,
    })
}

/// Grants of a react to a system from cards standing at a site related to it ("When at a
/// Yavin 4, Hoth or Endor site, Rebel starships may move to the related system as a
/// 'react'"): where that site must be such a place, the board settles it.
fn related_grants(e: &Eval, actor: &CardDef, side: Side, to: LocId) -> Vec<Grant> {
    let board = e.board;
    if !board.loc_def(to).is_system() {
        return Vec::new();
    }
    let mut found = Vec::new();
    for (i, c) in board.cards.iter_enumerated() {
        let Some(at) = board.location_of(i) else {
            continue;
        };
        let related =
            board.loc_def(at).is_site() && board.system_of_row(board.locations[at].row) == Some(to);
        if !related {
            continue;
        }
        for s in board.def(c.def).sentences().into_owned() {
            let Some(Fact::ReactToRelated { who, from }) = &s.fact else {
                continue;
            };
            let site = board.loc_def(at).plain_title();
            let fits = match from
                .as_deref()
                .map(|x| there_fits(e, side, (None, at), &each_site(x)))
            {
                Some(Ok(false)) => Ok(false),
                Some(Err(w)) => Err(format!("whether {site} is {w}")),
                _ => names_actor(actor, side, you_of(&s, Some(c.side)), who),
            };
            found.push(Grant {
                quoted: format!(
                    "{}'s own text (it stands at {site}): \"{}\"",
                    board.card_name(i),
                    s.text
                ),
                fits,
                free: false,
            });
        }
    }
    found
}

/// "a Yavin 4, Hoth or Endor site": the kind of place said once for a list, said of each ("a
/// Yavin 4 site or a Hoth site or an Endor site"); other words as written.
fn each_site(x: &str) -> String {
    let Some(list) = x
        .strip_prefix("a ")
        .or_else(|| x.strip_prefix("an "))
        .and_then(|r| r.strip_suffix(" site"))
    else {
        return x.to_string();
    };
    list.split(", ")
        .flat_map(|p| p.split(" or "))
        .map(|p| format!("a {} site", p.trim()))
        .collect::<Vec<_>>()
        .join(" or ")
}

/// A grant of a regular move of `actor` (acting for `side`) from `from` to `to`, beyond its
/// landspeed: in the text of the location it leaves ("between here and X", "from here to X")
/// or enters ("between here and X", "to here from X"), where the other end is among X.
pub(crate) fn move_grant(
    e: &Eval,
    actor: &CardDef,
    side: Side,
    from: LocId,
    to: LocId,
) -> Option<Grant> {
    let board = e.board;
    let mut found = Vec::new();
    for (here, other, leaving) in [(from, to, true), (to, from, false)] {
        let def = board.loc_def(here);
        for s in super::card_places::location_text(board, here) {
            let in_phase = in_phase_between(e, &s);
            // "If you control, … you may move …" (round 30): the grant on the side's control
            // of the location, which no declared rule settles: open where it names the actor.
            let (fact, on_control) = match &s.fact {
                Some(Fact::While { condition, fact }) if condition == "you control" => {
                    (Some(fact.as_ref()), true)
                }
                f => (f.as_ref(), false),
            };
            let (who, there, way, free) = match (fact, &in_phase) {
                (_, Some((who, there, way, free))) => (who, there, *way, *free),
                (
                    Some(Fact::MoveBetween {
                        who,
                        there,
                        way,
                        named_here,
                    }),
                    _,
                ) => {
                    // The location's own name for "here" ("from Back Door to Bunker"): only
                    // a location that name names says it of itself.
                    if named_here
                        .as_deref()
                        .is_some_and(|n| !names_location(def.plain_title(), n))
                    {
                        continue;
                    }
                    (who, there, *way, false)
                }
                (
                    Some(Fact::MoveCostHere {
                        who,
                        between: Some(there),
                        way,
                        ..
                    }),
                    _,
                ) => (who, there, *way, true),
                _ => continue,
            };
            let way_fits = match way {
                Way::From => leaving,
                Way::To => !leaving,
                Way::Either => true,
            };
            if !way_fits {
                continue;
            }
            let place = board.loc_def(other).plain_title().to_string();
            let you = you_of(&s, board.locations[here].owner);
            let fits = match (
                there_fits(e, side, (Some(here), other), there),
                names_actor(actor, side, you, who),
            ) {
                (_, Ok(false)) | (Ok(false), _) => Ok(false),
                (Err(w), _) => Err(format!("whether {place} is {w}")),
                (_, Err(w)) => Err(w),
                (Ok(true), Ok(true)) if on_control => Err(format!(
                    "whether the side whose text it is controls {}",
                    def.plain_title()
                )),
                (Ok(true), Ok(true)) => Ok(true),
            };
            found.push(Grant {
                quoted: format!("{}'s own text: \"{}\"", def.plain_title(), s.text),
                fits,
                free,
            });
        }
    }
    best(found)
}

/// A location's move in another phase ("During your control phase, you may move free from
/// here directly to Cantina (or vice versa)"), in the phase the board writes (and the turn,
/// where it writes one): a move between here and the place it names, whatever the landspeed,
/// as (who, place, way, free). `None`: no such sentence, another phase, or words not read
/// (the phase rules judge the timing).
fn in_phase_between(e: &Eval, s: &Sentence) -> Option<(Who, String, Way, bool)> {
    let Some(Fact::MoveInPhase {
        own_turn,
        phase,
        condition: None,
        who,
        how,
    }) = &s.fact
    else {
        return None;
    };
    if e.board.phase.map(|p| p.name()) != Some(phase.as_str()) {
        return None;
    }
    if let (Some(own), Some(turn), Some(you)) = (own_turn, e.board.turn, you_of(s, None))
        && (turn == you) != *own
    {
        return None;
    }
    let lower = who.to_lowercase();
    let who = match lower.as_str() {
        "you" => Who::Yours(String::new()),
        w if w.starts_with("your ") => Who::Yours(who[5..].to_string()),
        _ => return None,
    };
    match crate::catalog::text::move_place(how)? {
        (Some(way), there, free) => Some((who, there, way, free)),
        // "your clone here may move to a site you occupy": a move from here, by a card that
        // stands here (as the leaving end of the move always does).
        (None, there, free) => match &who {
            Who::Yours(w) => {
                let mover = w.strip_suffix(" here")?;
                Some((Who::Yours(mover.to_string()), there, Way::From, free))
            }
            _ => None,
        },
    }
}

/// Is `l` among the places a grant (or a price "between here and …") names: `Mos Eisley`,
/// `Mountains` (a site's name: its title, or the part after the planet), `any Cloud City
/// site`, `any exterior Endor site`, `Executor or any Executor site`? `Err`: the words the
/// board cannot settle.
pub(crate) fn there_fits(
    e: &Eval,
    side: Side,
    (here, l): (Option<LocId>, LocId),
    there: &str,
) -> Result<bool, String> {
    let title = e.board.loc_def(l).plain_title();
    let mut open = None;
    // "X, Y or Z": each between commas and "or" (and "and") is a place.
    let alts = there
        .split(", ")
        .flat_map(|p| p.split(" or "))
        .map(|a| {
            let a = a.trim();
            a.strip_prefix("or ")
                .or_else(|| a.strip_prefix("and "))
                .unwrap_or(a)
                .trim()
        })
        .filter(|a| !a.is_empty());
    for alt in alts {
        // "_spaceport site": the database's mark of a title word, the generic site marker
        // ("<> spaceport site"), as the other printing of the same text writes it.
        let alt = alt
            .split(' ')
            .map(|w| match w.strip_prefix('_') {
                Some(word) if !word.is_empty() => format!("<> {word}"),
                _ => w.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ");
        // "any other Cloud City exterior site": other than here, as the other end of a move
        // from or to here always is.
        let mut bare = alt.trim_start_matches("any ").trim_start_matches("other ");
        // "any related site", "related <> spaceport site": of the planet of where the text
        // stands (the board's row), another location than it; the kind after the word, as
        // any other.
        if let Some(kind) = bare.strip_prefix("related ") {
            match here {
                None => {
                    open = Some(bare.to_string());
                    continue;
                }
                Some(h) if !crate::board::facts::places::related(e.board, h, l) => continue,
                Some(_) => {}
            }
            match kind.trim_end_matches('s') {
                "site" if e.board.loc_def(l).is_site() => return Ok(true),
                "location" => return Ok(true),
                "site" => continue,
                _ => bare = kind,
            }
        }
        // "<> spaceport site": a site whose title bears the marked word ("Spaceport Docking
        // Bay"); the location's title settles it.
        if let Some(word) = bare
            .strip_prefix("<> ")
            .map(|r| r.trim_end_matches('s'))
            .and_then(|r| r.strip_suffix(" site"))
            .map(str::to_lowercase)
            .filter(|w| !w.is_empty())
        {
            let def = e.board.loc_def(l);
            let t = def.plain_title().to_lowercase();
            let edge = crate::rules::shared::card_words::word_edge;
            if def.is_site()
                && t.match_indices(word.as_str())
                    .any(|(i, _)| edge(&t, i) && edge(&t, i + word.len()))
            {
                return Ok(true);
            }
            continue;
        }
        let a_name = bare
            .split_whitespace()
            .all(|w| w.starts_with(|c: char| c.is_uppercase()) || w == "of");
        if a_name {
            // "Cantina" names Tatooine: Cantina (V) too: a title with or without its brackets
            // at the end ("(V)", "(4th Marker)").
            let mut untagged = title;
            while let Some((t, tag)) = untagged.rsplit_once(" (")
                && tag.ends_with(')')
            {
                untagged = t;
            }
            let named = [title, untagged].iter().any(|t| {
                t.eq_ignore_ascii_case(bare)
                    || t.split_once(": ")
                        .is_some_and(|(_, t)| t.eq_ignore_ascii_case(bare))
            });
            if named {
                return Ok(true);
            }
            continue;
        }
        // The deploy limit's reader knows planets, groups and kinds of site.
        let phrase = match bare.strip_suffix(" sites") {
            Some(stem) => format!("a {stem} site"),
            None if bare.starts_with("a ") || bare.starts_with("an ") => bare.to_string(),
            None => format!("a {bare}"),
        };
        let limit = DeployLimit::read(&format!("Deploys only to {phrase}."));
        match deploy_limit_fit(e.board, l, None, &limit, Some(side)) {
            LimitFit::Fits(_) => return Ok(true),
            LimitFit::Outside => continue,
            LimitFit::Unread => match grant_places_fit(e, l, bare) {
                Ok(true) => return Ok(true),
                Ok(false) => {}
                Err(_) => open = Some(bare.to_string()),
            },
        }
    }
    match open {
        Some(w) => Err(w),
        None => Ok(false),
    }
}

/// A grant to deploy as a 'react' found (`rules::shared::gate`'s react window asks it): the
/// sentence quoted, whether it covers this deploy (`Err`: the words the board cannot
/// settle), and the price it sets on the deployment ("May deploy -3 as a 'react'").
#[derive(Debug, Clone)]
pub(crate) struct ReactDeploy {
    pub quoted: String,
    pub fits: Result<bool, String>,
    pub cost: Option<crate::catalog::text::Cost>,
}

/// A grant for `actor` (deployed by `side` to `to`, `with` a card deployed together with it)
/// to deploy as a 'react': its own text ("May deploy -3 as a 'react'", "At cloud sectors, …
/// may deploy as a 'react'", "May deploy with a pilot as a 'react' to …"), or the text of the
/// location it deploys to ("Your Falcon and your Corellian corvettes may deploy here as a
/// 'react'"). The best found: one that covers the deploy, else one the board cannot settle,
/// else one that does not cover it. `None`: nothing grants it.
pub(crate) fn react_deploy_grant(
    e: &Eval,
    actor: &CardDef,
    side: Side,
    to: Option<LocId>,
    with: Option<&CardDef>,
) -> Option<ReactDeploy> {
    let mut found = Vec::new();
    for s in actor.sentences().iter() {
        if let Some(Fact::DeploysOnly { .. }) = &s.fact {
            found.extend(only_as_react(e, actor, s, side, to));
        }
        let Some(Fact::DeployAsReact { cost, terms }) = &s.fact else {
            continue;
        };
        let fits = match terms {
            None => Ok(true),
            Some(t) => terms_fit(e, side, to, with, t),
        };
        found.push(ReactDeploy {
            quoted: format!("{}'s own text: \"{}\"", actor.plain_title(), s.text),
            fits,
            cost: *cost,
        });
    }
    if let Some(l) = to {
        for (sentences, owner, name) in speakers_here(e, l) {
            for s in sentences {
                let Some((who, at)) = s.fact.as_ref().and_then(deploy_here_of) else {
                    continue;
                };
                let fits = match at.map(|a| there_fits(e, side, (None, l), a)) {
                    Some(Ok(false)) => Ok(false),
                    Some(Err(w)) => Err(format!(
                        "whether {} is {w}",
                        e.board.loc_def(l).plain_title()
                    )),
                    _ => names_actor(actor, side, you_of(&s, owner), who),
                };
                found.push(ReactDeploy {
                    quoted: format!("{name}'s own text: \"{}\"", s.text),
                    fits,
                    cost: None,
                });
            }
        }
    }
    best_by(found, |g| &g.fits)
}

/// "Deploys only as a 'react' to a Cloud City site or …" (Lobot): a deploy as a 'react' is the
/// card's way to deploy, to the place the item names (settled from the board as the limit's
/// other places are: [`deploy_limit_fit`]). `None`: the limit has no such item.
fn only_as_react(
    e: &Eval,
    actor: &CardDef,
    s: &Sentence,
    side: Side,
    to: Option<LocId>,
) -> Option<ReactDeploy> {
    let limit = DeployLimit::read(&s.text);
    let place = limit
        .unread
        .iter()
        .find_map(|i| i.trim().strip_prefix("as a 'react' "))?;
    let fits = match to {
        Some(l) => match crate::board::facts::place_fit(e.board, l, Some(side), place) {
            LimitFit::Fits(_) => Ok(true),
            LimitFit::Outside => Ok(false),
            LimitFit::Unread => Err(format!("whether it deploys {}", place.trim())),
        },
        None => Err(format!("whether it deploys {}", place.trim())),
    };
    Some(ReactDeploy {
        quoted: format!("{}'s own text: \"{}\"", actor.plain_title(), s.text),
        fits,
        cost: None,
    })
}

/// "Falcon and your Corellian corvettes": the side said once for the list ("your" of each
/// name after the first is the same side's).
fn each_yours(who: &Who) -> Who {
    let strip = |w: &String| w.replace(" and your ", " and ").replace(", your ", ", ");
    match who {
        Who::Yours(w) => Who::Yours(strip(w)),
        Who::Opponents(w) => Who::Opponents(strip(w)),
        Who::Any(w) => Who::Any(strip(w)),
        Who::Itself => Who::Itself,
    }
}

/// A react-deploy grant's terms against the deploy: "to X" or "at X" (where it deploys, which
/// the board settles), "with a pilot[ to X]" (a card deployed together with it, of that kind;
/// none deployed with it, the grant does not cover the deploy). Other terms ("Unless Fondor on
/// table", "(-2 to same location as Han)") are named, not settled.
fn terms_fit(
    e: &Eval,
    side: Side,
    to: Option<LocId>,
    with: Option<&CardDef>,
    terms: &str,
) -> Result<bool, String> {
    let place_fits = |place: &str| match to {
        Some(l) if !place.contains(['(', ')']) => there_fits(e, side, (None, l), place)
            .map_err(|w| format!("whether {} is {w}", e.board.loc_def(l).plain_title())),
        _ => Err(format!("whether it deploys {place}")),
    };
    let lower = terms.to_lowercase();
    if lower.starts_with("to ") || lower.starts_with("at ") {
        return place_fits(&terms[3..]);
    }
    let Some(rest) = lower.strip_prefix("with a ") else {
        return Err(format!("whether \"{terms}\" holds"));
    };
    let (kind, place) = match rest.split_once(" to ") {
        Some((k, _)) => (k, Some(&terms["with a ".len() + k.len() + " to ".len()..])),
        None => (rest, None),
    };
    let companion = match with {
        None => Ok(false),
        Some(w) if kind.contains(['(', ',']) => {
            Err(format!("whether {} is {kind}", w.plain_title()))
        }
        Some(w) => names(w, kind).map_err(|k| format!("whether {} is a {k}", w.plain_title())),
    };
    match (companion, place.map(place_fits)) {
        (Ok(false), _) | (_, Some(Ok(false))) => Ok(false),
        (Err(w), _) | (_, Some(Err(w))) => Err(w),
        _ => Ok(true),
    }
}

/// Does `name` ("Back Door") name the location titled `title` ("Endor: Back Door"): its whole
/// title, or the part after the planet's or craft's name?
fn names_location(title: &str, name: &str) -> bool {
    title.eq_ignore_ascii_case(name)
        || title
            .split_once(": ")
            .is_some_and(|(_, short)| short.eq_ignore_ascii_case(name))
}
