//! A location's limit on deploys each turn ([`Fact::DeploysPerTurnHere`]): "No more than one
//! character may deploy to here each turn" (Energy Walls, deployed on a site, speaks for it).
//! Whom it names is settled from the catalog; what already deployed there this turn the board
//! does not record, so a deploy there of a card it names is open, naming that, and one of a
//! card it does not name is not its.

use super::finding::Finding;
use super::parts::Said;
use super::whom::whom_words;
use crate::catalog::text::Who;

/// [`Fact::DeploysPerTurnHere`](crate::catalog::text::Fact) of the location a card deploys to
/// (`p`, as that location).
pub(super) fn deploys_per_turn_here(c: &Said, who: &Who, n: u32, f: &mut Finding) {
    let Said { e, seen, p, s, q } = *c;
    let name = seen.actor.plain_title();
    let kinds = match who {
        Who::Any(w) | Who::Yours(w) | Who::Opponents(w) if !w.is_empty() => w.as_str(),
        _ => "cards",
    };
    match whom_words(e, seen, p, s, who) {
        Ok(false) => f.checked.push(format!(
            "{q}: {name} is not among the {kinds} it limits"
        )),
        Ok(true) => f.missing.push(format!(
            "{q}: whether as many {kinds} as it lets deploy to {} each turn ({n}) already did this turn (the board does not record what deployed this turn)",
            p.name
        )),
        Err(w) => f.missing.push(format!(
            "{q}: whether {name} is among those it names ({w})"
        )),
    }
}
