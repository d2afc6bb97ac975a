//! A played card's limit on the card it targets ([`Fact::TargetLimit`]): "Character may not
//! move for remainder of turn", "Any Force used to deploy spy remains used and that card may
//! not deploy this turn". Such a card is an Interrupt played and gone, or an Effect whose
//! target is not where it stands (a Utinni Effect's): a board records neither what it targeted
//! nor when it was played. Where the sentence bears on an act (the card takes part in it), the
//! act is open, naming what the board does not say; never taken as met, either way.

use super::finding::Finding;
use super::parts::Part;
use super::parts::Role;
use super::parts::Seen;
use crate::catalog::text::Fact;

/// [`Fact::TargetLimit`] of a card taking part in the act: open, naming the target, the time
/// and the condition the board does not record.
pub(super) fn target_limit(seen: &Seen, p: &Part, fact: &Fact, q: &str, f: &mut Finding) {
    let Fact::TargetLimit {
        target,
        limit,
        time,
        condition,
    } = fact
    else {
        return;
    };
    // "Target may not move away from Utinni Effect", said by a card where the act arrives: a
    // move to it is no move away from it.
    if limit.contains("away from") && p.role == Role::OnLocation && p.end == Some(Role::To) {
        return f.checked.push(format!(
            "{q}: it limits moving away from {}; {} moves to where it stands",
            p.name,
            seen.actor.plain_title()
        ));
    }
    let mut unsaid = vec![format!(
        "whether {} is the card {} targeted ({target})",
        seen.actor.plain_title(),
        p.name
    )];
    if let Some(t) = time {
        unsaid.push(format!("whether \"{t}\" still runs"));
    }
    if let Some(c) = condition {
        unsaid.push(format!("whether \"{c}\" held"));
    }
    f.missing.push(format!(
        "{q}: it limits the card it targets ({limit}); the board does not record {}",
        unsaid.join(", nor ")
    ));
}
