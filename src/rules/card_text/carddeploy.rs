//! Round 27's deploy facts (part carddeploy), applied: a grant to deploy to a location over the
//! documents' restrictions ([`Fact::DeployRegardless`]).

use super::finding::Finding;
use super::parts::Role;
use super::parts::Said;
use super::whom::whom_words;
use crate::catalog::text::ActKind;
use crate::catalog::text::Fact;
use crate::catalog::text::Who;

/// Round 27's facts applied; `false`: none of them here.
pub(super) fn apply(c: &Said, fact: &Fact, f: &mut Finding) -> bool {
    let deploy = c.seen.kind == ActKind::Deploy;
    match (fact, c.p.role) {
        (Fact::DeployRegardless { who, what }, Role::To) if deploy => regardless(c, who, what, f),
        (Fact::DeployRegardless { .. }, _) => {}
        _ => return false,
    }
    true
}

/// "Your characters … may deploy here regardless of presence and location deployment
/// restrictions", said of the location the deploy enters: where it names the card, the deploy
/// has a further way the documents do not give. The documents' check of the restriction it lifts
/// weighs it (round 28: [`crate::rules::shared::regardless`]); here it is shown as checked. Whom the catalog
/// does not settle may lift a refusal, named ([`Finding::may_lift`]).
fn regardless(c: &Said, who: &Who, what: &str, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let actor = seen.actor.plain_title();
    // Whom it names: surely the actor, or words the catalog does not settle (named).
    let (lets, unsettled) = match whom_words(e, seen, p, s, who) {
        Ok(false) => {
            return f.checked.push(format!(
                "{q}: {actor} is not among the cards it names, so it grants this deploy nothing"
            ));
        }
        Ok(true) => ("lets", String::new()),
        Err(w) => (
            "may let",
            format!(" (whether {actor} is among {w}, the catalog does not settle)"),
        ),
    };
    if !unsettled.is_empty() {
        f.may_lift.push(format!(
            "{q}: it {lets} {actor} deploy to {} regardless of {what}{unsettled}",
            p.name
        ));
    }
    f.checked.push(format!(
        "{q}: it {lets} {actor} deploy here regardless of {what}{unsettled}; where the documents restrict deploying here (what deploys to Dagobah's locations), their check lifts it"
    ));
}

/// A card standing at the location (or aboard a craft there) that grants a deploy as a 'react'
/// to where it stands: the react window's grant applies it
/// (`shared::grants::react_deploy_grant`), not the card-text checks.
pub(super) fn granted_in_react_window(
    p: &super::parts::Part,
    s: &crate::catalog::text::Sentence,
) -> bool {
    matches!(p.role, Role::Bystander | Role::AboardThere)
        && s.fact.as_ref().is_some_and(react_deploy_here)
}

/// A grant of a deploy as a 'react' to where the card that says it stands ("You may deploy
/// cards to same system or sector as a 'react'", "When at Bunker, allows Imperials to deploy
/// there as a 'react'"): the react window's grant reads it, not the card-text checks.
fn react_deploy_here(f: &Fact) -> bool {
    match f {
        Fact::DeployHereAsReact { .. } => true,
        Fact::While { fact, .. } => react_deploy_here(fact),
        _ => false,
    }
}
