//! A side's limits a card sets on where the side's cards go (issue 36, round 7): "Opponent's
//! characters may not move to underwater sites", "Opponent may not deploy or move to Bunker",
//! and on a condition of the card's own, "While on Hoth, opponent may not 'react' to any Echo
//! site" (Major Bren Derlin), "While at Theed Palace Hallway, opponent's characters may not move
//! from here" (3B3-10). Such a sentence speaks of the side's cards it names, whoever and wherever
//! says it: the card standing where the act goes or leaves, and, where it names no place
//! relative to itself, any card on the table ([`super::speakers`]).
//!
//! The card's own condition is settled from the board where it can be (where the card stands,
//! what it is aboard, a card of a title at its site); else the limit is open, naming it. It
//! matters only where the limit would bite: a card it does not name, or a place it does not
//! name, is not asked about it.

use super::{Finding, Part, Role, Seen, apply, fit_places, opening, whom_words};
use crate::board::Place;
use crate::board::facts::on_planet;
use crate::board::facts::places::card_named;
use crate::catalog::text::{Fact, Sentence};
use crate::catalog::{Icon, normalize};
use crate::rules::eval::Eval;

/// A read limit a side's cards are held to: [`Fact::MayNotGoTo`], or a limit on the card's own
/// condition ([`Fact::While`]).
pub(super) fn side_limit(f: Option<&Fact>) -> bool {
    matches!(f, Some(Fact::MayNotGoTo { .. } | Fact::While { .. }))
}

/// A read side's limit that holds wherever the card that says it stands: one that names no
/// place relative to it ("from same site as Bewil", "here").
pub(super) fn side_limit_anywhere(f: Option<&Fact>) -> bool {
    match f {
        Some(Fact::MayNotGoTo { from_here, .. }) => !from_here,
        Some(Fact::While { fact, .. }) => side_limit_anywhere(Some(fact)),
        _ => false,
    }
}

/// The words of a side's limit not read: after a condition said first ("While armed (or with
/// a Mandalorian), …"), a clause of the sentence opens on a side ("opponent", "your …", "you
/// …") and forbids ("may not", "cannot", "must"): "While present with Xizor, forfeit +2 and
/// opponent's spies may not deploy to same non-battleground site". A card that says it speaks
/// of that side's acts.
pub(super) fn limit_words(s: &Sentence) -> bool {
    let t = opening(&s.text);
    s.fact.is_none()
        && t.split(", ").flat_map(|c| c.split(" and ")).any(|c| {
            (c.starts_with("opponent") || c.starts_with("your ") || c.starts_with("you "))
                && [" may not ", " cannot ", " must "]
                    .iter()
                    .any(|w| c.contains(w))
        })
}

/// A limit on the card's own condition: where the limit would bite, the condition settles it
/// (holds: the limit applies as read; does not: it does not apply, said so); a condition the
/// board does not settle leaves the act open, naming it.
#[allow(clippy::too_many_arguments)]
pub(super) fn while_its(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    condition: &str,
    inner: &Fact,
    q: &str,
    f: &mut Finding,
) {
    // The limit as it would stand alone: the condition is settled here, not by what the
    // limit's own check reads of the sentence ("… while …" leaves a price open).
    let body = s.text.split_once(", ").map_or(s.text.as_str(), |(_, b)| b);
    let alone = Sentence {
        text: body.to_string(),
        ..s.clone()
    };
    let mut found = Finding::default();
    apply(e, seen, p, &alone, inner, q, &mut found);
    if found.refusals.is_empty() && found.missing.is_empty() && found.prices.is_empty() {
        f.permissions.extend(found.permissions);
        f.checked.extend(found.checked);
        return;
    }
    match its_condition(e, seen, p, condition) {
        Some(true) => {
            let so = format!("{} is {condition}", p.name);
            f.refusals
                .extend(found.refusals.into_iter().map(|r| format!("{r}; {so}")));
            f.permissions.extend(found.permissions);
            f.missing.extend(found.missing);
            f.may_lift.extend(found.may_lift);
            f.checked.extend(found.checked);
            f.prices.extend(found.prices);
        }
        Some(false) => f.permissions.push(format!(
            "{q}: it does not apply now: it is not so that {} is {condition}{}",
            p.name,
            p.card
                .and_then(|c| e.board.location_of(c))
                .map(|l| format!(" (it is at {})", e.board.loc_def(l).plain_title()))
                .unwrap_or_default()
        )),
        None => f.missing.push(format!(
            "{q}: whether {} is {condition}, which the board does not settle",
            p.name
        )),
    }
}

/// The card's own condition, of the card that says it: "on Hoth" (where it stands), "at Theed
/// Palace Hallway", "aboard Blockade Flagship", "Wookiee Homestead here" (a card of that title
/// at its location). `None`: the board does not settle it (a location's or an Objective's, a
/// word that is no title: "present at a war room", "this side up").
fn its_condition(e: &Eval, seen: &Seen, p: &Part, cond: &str) -> Option<bool> {
    let board = e.board;
    // A location's "While a Jedi here": a card it names at it.
    if p.card.is_none() {
        let here = match p.role {
            Role::From => seen.from,
            Role::To => seen.to,
            _ => None,
        }?;
        return card_here(e, here, cond.strip_suffix(" here")?);
    }
    let c = p.card?;
    let at = board.location_of(c);
    let titled = |x: &str| x.starts_with(|ch: char| ch.is_ascii_uppercase());
    if let Some(x) = cond.strip_prefix("on ").filter(|x| titled(x)) {
        return Some(at.is_some_and(|l| on_planet(board, l, x)));
    }
    if let Some(x) = cond.strip_prefix("at ").filter(|x| titled(x)) {
        let key = normalize(x);
        return Some(at.is_some_and(|l| {
            let t = board.loc_def(l).key();
            t == key || t.ends_with(&format!(": {key}"))
        }));
    }
    if let Some(x) = cond.strip_prefix("aboard ").filter(|x| titled(x)) {
        let key = normalize(x);
        return Some(match board.cards[c].place {
            Place::Aboard(k) => board.card_def(k).key() == key,
            _ => false,
        });
    }
    if let Some(x) = cond.strip_suffix(" here") {
        return card_here(e, at?, x);
    }
    None
}

/// Is a card `x` names ("Wookiee Homestead", "Emperor", "a Jedi": by title, persona or kind)
/// at `l` (standing there, aboard a craft there, or deployed on it)? `None`: a word the catalog
/// does not record.
fn card_here(e: &Eval, l: crate::board::LocId, x: &str) -> Option<bool> {
    let board = e.board;
    let x = x
        .strip_prefix("a ")
        .or_else(|| x.strip_prefix("an "))
        .unwrap_or(x);
    let mut open = false;
    for (i, c) in board.cards.iter_enumerated() {
        if board.location_of(i) != Some(l) {
            continue;
        }
        match card_named(board.def(c.def), x) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => open = true,
        }
    }
    (!open).then_some(false)
}

/// [`Fact::MayNotGoTo`] on the act: refused where the actor is among those it names (of the
/// side it names, relative to whose card says it) and the act goes to a place it names; open
/// where the catalog or board cannot say either.
pub(super) fn may_not_go(
    e: &Eval,
    seen: &Seen,
    p: &Part,
    s: &Sentence,
    fact: &Fact,
    q: &str,
    f: &mut Finding,
) {
    let Fact::MayNotGoTo {
        who,
        acts,
        to,
        from_here,
    } = fact
    else {
        return;
    };
    let Some(l) = seen
        .to
        .or_else(|| seen.host.and_then(|h| e.board.location_of(h)))
    else {
        return;
    };
    let stands_where_it_leaves =
        matches!(p.role, Role::Bystander | Role::AboardThere) && p.end == Some(Role::From);
    if !acts.has(seen.kind) || seen.from == Some(l) || (*from_here && !stands_where_it_leaves) {
        return;
    }
    let named = whom_words(e, seen, p, s, who);
    if named == Ok(false) {
        return;
    }
    let name = seen.actor.plain_title();
    let place = e.board.loc_def(l).plain_title();
    match (named, goes_to(e, seen, l, to)) {
        (Ok(_), Ok(false)) => f.checked.push(format!(
            "{q}: {name} is among those it names, but {place} is none of the places"
        )),
        (_, Ok(false)) => {}
        (Ok(_), Ok(true)) => f.refusals.push(format!(
            "{q}: {name} is among those it names, and {place} among the places"
        )),
        (Err(w), Ok(true)) => f.missing.push(format!(
            "{q}: {place} is among the places it names; whether {name} is among those it names ({w})"
        )),
        (_, Err(w)) => f.missing.push(format!(
            "{q}: whether {place} is among the places it names ({w})"
        )),
    }
}

/// Is `l` among the places a limit names (`underwater sites`, `any Echo site`, `an Echo or an
/// interior Yavin site`, `Bunker`)? A kind of site, its icons and a name ("Echo", "Hoth",
/// "Jabba's Palace": the planet, or the site's own title after the planet's), is settled here;
/// any other place by the deploy limit's reader. `Err`: words not settled.
fn goes_to(e: &Eval, seen: &Seen, l: crate::board::LocId, places: &str) -> Result<bool, String> {
    use crate::board::facts::LimitFit;
    let ld = e.board.loc_def(l);
    let (mut rest, mut open) = (Vec::new(), None);
    let items: Vec<&str> = places
        .split(", ")
        .flat_map(|p| p.split(" or "))
        .map(str::trim)
        .collect();
    // "an Echo or an interior Yavin site": the last item's kind of location is each one's.
    let kind = items
        .last()
        .and_then(|l| [" sites", " site"].into_iter().find(|k| l.ends_with(k)));
    'items: for item in items {
        let item = match kind {
            Some(k) if !item.ends_with(" site") && !item.ends_with(" sites") => {
                format!("{item}{k}")
            }
            _ => item.to_string(),
        };
        let mut bare = item.as_str();
        for w in ["to ", "any ", "an ", "a "] {
            bare = bare.strip_prefix(w).unwrap_or(bare);
        }
        let Some(kind) = bare
            .strip_suffix(" sites")
            .or_else(|| bare.strip_suffix(" site"))
        else {
            rest.push(item);
            continue;
        };
        let (icons, name): (Vec<&str>, Vec<&str>) = kind
            .split_whitespace()
            .partition(|w| w.starts_with(|c: char| c.is_ascii_lowercase()));
        let mut fits = ld.is_site();
        for w in icons {
            let Some((_, icon)) = Icon::ALL.iter().find(|(n, _)| *n == w) else {
                open = Some(item);
                continue 'items;
            };
            fits &= ld.has_icon(*icon);
        }
        if !name.is_empty() {
            fits &= named_site(e, l, &name.join(" "));
        }
        if fits {
            return Ok(true);
        }
    }
    if !rest.is_empty() {
        match fit_places(e, seen, l, &rest.join(" or ")) {
            Ok(LimitFit::Fits(_)) => return Ok(true),
            Err(w) => open = Some(w),
            Ok(_) => {}
        }
    }
    open.map_or(Ok(false), Err)
}

/// Is `l` a site of the name a kind of site gives ("Hoth", "Jabba's Palace", "Yavin" of Yavin 4,
/// "Echo": a site whose own title, after its planet's, begins with the name)?
fn named_site(e: &Eval, l: crate::board::LocId, name: &str) -> bool {
    let key = normalize(name);
    let title = e.board.loc_def(l).key();
    let own = title.split_once(": ").map_or("", |(_, t)| t);
    let numbered = title
        .strip_prefix(&format!("{key} "))
        .is_some_and(|t| t.starts_with(|c: char| c.is_ascii_digit()));
    on_planet(e.board, l, name) || numbered || own == key || own.starts_with(&format!("{key} "))
}
