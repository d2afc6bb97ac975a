//! A location's limit on how many cards deploy to it each turn ("No more than one character
//! may deploy to here each turn"): [`Fact::DeploysPerTurnHere`]. (A location's limit after it,
//! "…, and characters may not move to or from here", the grammar reads as its own.)

use super::facts::{Fact, Who};

/// "No more than one character may deploy to here each turn" (the grammar reads a location's
/// limit after it, ", and …").
pub(super) fn per_turn(s: &str) -> Option<Fact> {
    let lower = s.to_lowercase();
    let rest = lower.strip_prefix("no more than ")?;
    let (count, rest) = rest.split_once(' ')?;
    let n = crate::catalog::number_word::number_word(count)?;
    let (kind, place) = rest.split_once(" may deploy ")?;
    if !matches!(
        place,
        "to here each turn" | "here each turn" | "to this site each turn"
    ) || kind.is_empty()
        || !kind.chars().all(|c| c.is_alphabetic() || c == ' ')
    {
        return None;
    }
    // Whom it names, as a location's limits name them: the plural ("characters").
    let kinds = if kind.ends_with('s') {
        kind.to_string()
    } else {
        format!("{kind}s")
    };
    Some(Fact::DeploysPerTurnHere {
        who: Who::Any(kinds),
        n,
    })
}

#[cfg(test)]
mod tests {
    use super::super::grammar::fact;
    use super::super::read_text;
    use super::*;
    use crate::catalog::text::{ActKind, Way, as_checked};

    /// Energy Walls: the limit on deploys each turn, and the location's limit on moving after
    /// it; the checks take them as two sentences, each bearing on its own acts.
    #[test]
    fn deploys_each_turn_and_a_limit_after() {
        let text = "No more than one character may deploy to here each turn, and characters may not move to or from here.";
        let s = read_text(text);
        let limit = Fact::DeploysPerTurnHere {
            who: Who::Any("characters".into()),
            n: 1,
        };
        let moves = Fact::MayNotMoveHere {
            who: Who::Any("characters".into()),
            way: Way::Either,
            condition: None,
            unless: false,
        };
        assert_eq!(
            s[0].fact,
            Some(Fact::Both(Box::new(limit.clone()), Box::new(moves.clone())))
        );
        let checked = as_checked(s);
        assert_eq!(checked.len(), 2);
        assert_eq!(checked[0].fact, Some(limit));
        assert!(
            checked[0].bears_on.has(ActKind::Deploy) && !checked[0].bears_on.has(ActKind::Move)
        );
        assert_eq!(checked[1].fact, Some(moves));
        // (The move limit applies to moves only: its check asks nothing of a deploy.)
        assert!(checked[1].bears_on.has(ActKind::Move));
        assert_eq!(
            per_turn("No more than two starships may deploy here each turn"),
            Some(Fact::DeploysPerTurnHere {
                who: Who::Any("starships".into()),
                n: 2
            })
        );
    }

    /// Not this template's: another time, a place that is not here, a second clause that is
    /// no location's limit, a list of whom it names.
    #[test]
    fn what_is_not_a_limit_each_turn() {
        for s in [
            "No more than one character may deploy to here each battle",
            "No more than one character may deploy to Bunker each turn",
            "No more than one character, vehicle or starship may deploy here each turn",
            "No more than X characters may deploy here each turn",
        ] {
            assert_eq!(per_turn(s), None, "{s}");
            // Nor is it a grant to deploy there.
            assert_eq!(fact(s), None, "{s}");
        }
        // Alone, the limit is read (before any template that would take it as a grant).
        let alone = Some(Fact::DeploysPerTurnHere {
            who: Who::Any("characters".into()),
            n: 1,
        });
        assert_eq!(
            fact("No more than one character may deploy to here each turn"),
            alone
        );
        // Not this template's, a second clause that is no location's limit: since round 26 the
        // limit is read where that clause bears on no act and puts no condition on it
        // (`grammar::more::clause_and_nothing`), and stays unread where it does.
        let s =
            "No more than one character may deploy to here each turn, and you may draw one destiny";
        assert_eq!(per_turn(s), None, "{s}");
        assert_eq!(fact(s), alone, "{s}");
        let s = "No more than one character may deploy to here each turn, and you may move one character here";
        assert_eq!(fact(s), None, "{s}");
    }
}
