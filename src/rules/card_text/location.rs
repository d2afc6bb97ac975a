//! What a location allows: who may not come, move or react here, and what may not be here.

use super::conditions::here_condition;
use super::finding::Finding;
use super::parts::Role;
use super::parts::Said;
use super::whom::excepted;
use super::whom::split_except;
use super::whom::whom;
use crate::catalog::CardType;
use crate::catalog::text::Fact;
use crate::catalog::text::Way;
use crate::catalog::text::Who;

/// A location's limit on those it names ("<who> may not …"): refused when the actor is among
/// them, open (named) when the board cannot say.
pub(super) fn named_may_not(c: &Said, who: &Who, what: &str, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    match whom(e, seen, p, s, who) {
        Some(true) => f
            .refusals
            .push(format!("{q}: {} {what}", seen.actor.plain_title())),
        // "(except Ezra)": the card the exception names is checked, and not among them.
        Some(false) => {
            if let Who::Yours(w) | Who::Opponents(w) | Who::Any(w) = who
                && let Some(x) = split_except(w)
                && excepted(e, seen.actor, x.list) == Some(true)
            {
                f.checked.push(format!(
                    "{q}: {} is among its exceptions",
                    seen.actor.plain_title()
                ));
            }
        }
        None => f.missing.push(format!(
            "{q}: whether {} is among those it names",
            seen.actor.plain_title()
        )),
    }
}

/// A location's "[If …, ]<who> may not move from (to, to or from) here[ unless …]", on a move
/// that leaves (or enters) it. The condition is settled from the board where it can be ("a
/// creature present", "Finn or Rey here", "you occupy", "Vader aboard"); else it is named.
pub(super) fn may_not_move_here(c: &Said, fact: &Fact, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let Fact::MayNotMoveHere {
        who,
        way,
        condition,
        unless,
    } = fact
    else {
        return;
    };
    let (here, way_fits) = match p.role {
        Role::From => (seen.from, *way != Way::To),
        _ => (seen.to, *way != Way::From),
    };
    let Some(here) = here.filter(|_| way_fits && seen.from != seen.to) else {
        return;
    };
    let holds = match condition {
        None => Some(true),
        Some(c) => here_condition(e, seen, p, s, here, c).map(|h| h != *unless),
    };
    let name = seen.actor.plain_title();
    match (holds, whom(e, seen, p, s, who)) {
        (_, Some(false)) => {}
        (Some(false), _) => f.permissions.push(format!(
            "{q}: it does not apply now ({} {})",
            if *unless {
                "it is so:"
            } else {
                "it is not so:"
            },
            condition.as_deref().unwrap_or_default()
        )),
        (Some(true), Some(true)) => f.refusals.push(format!(
            "{q}: {name} may not move {} {}",
            if p.role == Role::From { "from" } else { "to" },
            p.name
        )),
        (None, _) => f.missing.push(format!(
            "{q}: whether {} (the board does not settle it)",
            condition.as_deref().unwrap_or_default()
        )),
        (_, None) => f
            .missing
            .push(format!("{q}: whether {name} is among those it names")),
    }
}

/// A location's "No starships or vehicles here".
pub(super) fn no_here(c: &Said, kinds: &[String], except: &Option<String>, f: &mut Finding) {
    let Said { e, seen, p, q, .. } = *c;
    let kind = match seen.actor.card_type {
        CardType::Starship => "starships",
        CardType::Vehicle => "vehicles",
        CardType::Creature => "creatures",
        CardType::Character => "characters",
        _ => return,
    };
    let name = seen.actor.plain_title();
    if !kinds.iter().any(|k| k == kind) {
        return;
    }
    match except.as_ref().map(|x| (x, excepted(e, seen.actor, x))) {
        Some((x, Some(true))) => f
            .permissions
            .push(format!("{q}: {name} is among the exceptions ({x})")),
        Some((x, Some(false))) => f.refusals.push(format!(
            "{q}: {name} may not be at {}, and is none of the exceptions ({x}: its model is {})",
            p.name,
            seen.actor.model().unwrap_or("none")
        )),
        Some((x, None)) => f
            .missing
            .push(format!("{q}: whether {name} is among the exceptions ({x})")),
        None => f
            .refusals
            .push(format!("{q}: {name} may not be at {}", p.name)),
    }
}
