//! What a location's own text grants beyond the documents (a card's, of the location where it
//! stands): a react to here ("Your starships may move here as a 'react'"), a move between here
//! and a place beyond landspeed ("During your move phase, your scouts may move between here
//! and any exterior Endor site"). The movement rules ask these where the documents alone
//! would refuse (or leave open) and answer by the sentence, cited apart.

use super::{Part, Role, Seen, fit_places, parts, whom};
use crate::board::facts::LimitFit;
use crate::catalog::text::{Fact, Sentence, Way, Who};
use crate::rules::actions::Act;
use crate::rules::eval::Eval;

/// A grant found: the sentence quoted (`X's own text: "…"`), whether it names the act
/// (`Err`: the words the board cannot settle), and whether it makes the act free.
#[derive(Debug, Clone)]
pub(crate) struct Grant {
    pub quoted: String,
    pub fits: Result<bool, String>,
    pub free: bool,
}

/// The best grant among `found`: one that names the act, else one the board cannot settle,
/// else one that does not name it.
fn best(found: impl Iterator<Item = Grant>) -> Option<Grant> {
    let mut out: Option<Grant> = None;
    for g in found {
        let rank = |g: &Grant| match g.fits {
            Ok(true) => 2,
            Err(_) => 1,
            Ok(false) => 0,
        };
        if out.as_ref().is_none_or(|o| rank(&g) > rank(o)) {
            out = Some(g);
        }
    }
    out
}

/// Does a grant's `who` (`your starships`, `your troopers and Royal Guards`, `Vader`) name the
/// actor? Each of the words joined by "and" / "or" is asked on its own.
fn names_actor(e: &Eval, seen: &Seen, p: &Part, s: &Sentence, who: &Who) -> Result<bool, String> {
    let (words, make): (&str, fn(String) -> Who) = match who {
        Who::Yours(w) => (w, Who::Yours),
        Who::Opponents(w) => (w, Who::Opponents),
        Who::Any(w) => (w, Who::Any),
        Who::Itself => return Ok(false),
    };
    let mut open = None;
    for one in words.split(" and ").flat_map(|w| w.split(" or ")) {
        match whom(e, seen, p, s, &make(one.trim().to_string())) {
            Some(true) => return Ok(true),
            Some(false) => {}
            None => open = Some(one.trim().to_string()),
        }
    }
    match open {
        Some(w) => Err(format!("whether it is among {w}")),
        None => Ok(false),
    }
}

/// A grant of a react to the act's destination: in the destination's own text, or in the text
/// of a card deployed on it or standing there ("here" is where it stands).
pub(crate) fn react_grant(e: &Eval, act: &Act) -> Option<Grant> {
    let (seen, parts) = parts(e, act)?;
    let at_to = |p: &Part| {
        p.role == Role::To
            || (matches!(p.role, Role::OnLocation | Role::Bystander) && p.end == Some(Role::To))
    };
    let found = parts.iter().filter(|p| at_to(p)).flat_map(|p| {
        p.def.sentences().into_iter().filter_map(|s| {
            let Some(Fact::ReactHere { who, free }) = &s.fact else {
                return None;
            };
            Some(Grant {
                quoted: format!("{}'s own text: \"{}\"", p.name, s.text),
                fits: names_actor(e, &seen, p, &s, who),
                free: *free,
            })
        })
    });
    best(found.collect::<Vec<_>>().into_iter())
}

/// A grant of the act's move between its two ends, beyond landspeed: in the text of the
/// location it leaves ("between here and X", "from here to X") or enters ("between here and
/// X", "to here from X"), where the other end is one of the places named.
pub(crate) fn move_grant(e: &Eval, act: &Act) -> Option<Grant> {
    let (seen, parts) = parts(e, act)?;
    let mut found = Vec::new();
    for p in parts
        .iter()
        .filter(|p| matches!(p.role, Role::From | Role::To))
    {
        for s in p.def.sentences() {
            let (who, there, way, free) = match &s.fact {
                Some(Fact::MoveBetween { who, there, way }) => (who, there, *way, false),
                Some(Fact::MoveCostHere {
                    who,
                    between: Some(there),
                    way,
                    ..
                }) => (who, there, *way, true),
                _ => continue,
            };
            let way_fits = match way {
                Way::To => p.role == Role::To,
                Way::From => p.role == Role::From,
                Way::Either => true,
            };
            let other = if p.role == Role::From {
                seen.to
            } else {
                seen.from
            };
            let (Some(other), true) = (other, way_fits) else {
                continue;
            };
            let place = e.board.loc_def(other).plain_title().to_string();
            let fits = match (
                there_fits(e, &seen, other, there),
                names_actor(e, &seen, p, &s, who),
            ) {
                (_, Ok(false)) | (Ok(LimitFit::Outside), _) => Ok(false),
                (Err(w), _) => Err(format!("whether {place} is {w}")),
                (_, Err(w)) => Err(w),
                (Ok(LimitFit::Fits(_)), Ok(true)) => Ok(true),
                (Ok(LimitFit::Unread), _) => Err(format!("whether {place} is {there}")),
            };
            found.push(Grant {
                quoted: format!("{}'s own text: \"{}\"", p.name, s.text),
                fits,
                free,
            });
        }
    }
    best(found.into_iter())
}

/// Is `l` among the places a grant (or a price "between here and …") names: `Mos Eisley`,
/// `Mountains` (a site's name: its title, or the part after the planet), `any Cloud City
/// site`, `any exterior Endor site`, `Executor or any Executor site`? Each alternative by the
/// deploy limit's reader, then by the reader of a card's further places.
pub(super) fn there_fits(
    e: &Eval,
    seen: &Seen,
    l: crate::board::LocId,
    there: &str,
) -> Result<LimitFit, String> {
    let title = e.board.loc_def(l).plain_title();
    let mut open = None;
    for alt in there.split(" or ").map(str::trim) {
        let bare = alt.trim_start_matches("any ");
        let a_name = bare
            .split_whitespace()
            .all(|w| w.starts_with(|c: char| c.is_uppercase()) || w == "of");
        if a_name {
            let named = title.eq_ignore_ascii_case(bare)
                || title
                    .split_once(": ")
                    .is_some_and(|(_, t)| t.eq_ignore_ascii_case(bare));
            if named {
                return Ok(LimitFit::Fits(format!("{title} is {bare}")));
            }
            continue;
        }
        match fit_places(e, seen, l, alt) {
            Ok(LimitFit::Fits(w)) => return Ok(LimitFit::Fits(w)),
            Ok(_) => continue,
            Err(w) => match crate::rules::shared::card_places::grant_places_fit(e, l, bare) {
                Ok(true) => return Ok(LimitFit::Fits(format!("{title} is {bare}"))),
                Ok(false) => {}
                Err(_) => open = Some(w),
            },
        }
    }
    match open {
        Some(w) => Err(w),
        None => Ok(LimitFit::Outside),
    }
}
