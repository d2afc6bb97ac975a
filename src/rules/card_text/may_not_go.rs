//! A side's limit on where its cards go ([`Fact::MayNotGoTo`](crate::catalog::text::Fact)),
//! whoever says it.

use super::deploys::fit_places;
use super::finding::Finding;
use super::parts::Role;
use super::parts::Said;
use super::parts::Seen;
use super::whom::whom_words;
use crate::catalog::text::Fact;
use crate::rules::eval::Eval;

/// [`Fact::MayNotGoTo`] on the act: refused where the actor is among those it names (of the
/// side it names, relative to whose card says it) and the act goes to a place it names; open
/// where the catalog or board cannot say either.
pub(super) fn may_not_go(c: &Said, fact: &Fact, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
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
    // "… to related sites": the locations related to the one that says it (or where the card
    // that says it stands), of its planet.
    let speaker = p.at.or_else(|| p.card.and_then(|c| e.board.location_of(c)));
    let goes =
        if crate::catalog::text::grammar::RELATED_PLACES.contains(&to.to_lowercase().as_str()) {
            match speaker {
                Some(at) => Ok(related_to(e, at, l, to)),
                None => Err(format!("where the card that says \"{to}\" stands")),
            }
        } else {
            goes_to(e, seen, l, to)
        };
    match (named, goes) {
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

/// Is `l` a location related to `at` (of its planet: the board's row), and a site where the
/// limit names sites?
fn related_to(e: &Eval, at: crate::board::LocId, l: crate::board::LocId, to: &str) -> bool {
    crate::board::facts::places::related(e.board, at, l)
        && (!to.to_lowercase().ends_with("sites") || e.board.loc_def(l).is_site())
}

/// Is `l` among the places a limit names (`underwater sites`, `any Echo site`, `an Echo or an
/// interior Yavin site`, `Bunker`)? A kind of site, its icons and a name ("Echo", "Hoth",
/// "Jabba's Palace": the planet, or the site's own title after the planet's), is settled here;
/// any other place by the deploy limit's reader. `Err`: words not settled.
fn goes_to(e: &Eval, seen: &Seen, l: crate::board::LocId, places: &str) -> Result<bool, String> {
    use crate::board::facts::LimitFit;
    // A limit that names no place ("Opponent may not deploy Executor"): anywhere.
    if places == crate::catalog::text::grammar::ANYWHERE {
        return Ok(true);
    }
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
    for item in items {
        // ("Death Star II system or any Death Star site": an item that names its own kind of
        // location keeps it.)
        let own_kind = [
            " site", " sites", " system", " systems", " sector", " sectors",
        ]
        .iter()
        .any(|k| item.ends_with(k));
        let item = match kind {
            Some(k) if !own_kind => format!("{item}{k}"),
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
        // "Death Star site" of a "Death Star II: …" site: a name the longer one begins with;
        // whether the text's name covers it the board cannot say.
        let title = e.board.loc_def(l).plain_title();
        let prefix = title.split_once(": ").map_or(title, |(p, _)| p);
        if kind.starts_with(|c: char| c.is_ascii_uppercase())
            && prefix.len() > kind.len()
            && prefix.starts_with(&format!("{kind} "))
        {
            open = Some(format!("{item} (of {title})"));
            continue;
        }
        let Some(fits) = crate::board::facts::places::location_kind_fits(e.board, l, kind, "site")
        else {
            open = Some(item);
            continue;
        };
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
