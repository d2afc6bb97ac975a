//! Where a place phrase ends (round 26, "tuned"): the readers of a deploy's or a move's places
//! ("Deploys only on …", "May not deploy to …", "Deploys -1 to …", "Moves only to …") take the
//! rest of the sentence as the places; a clause written after them ("… on Tatooine for 2 Force
//! from each player's Force Pile", "… to Endor sites, and your Force drains there may not be
//! modified", "… on Tatooine; you may …") is no part of a place's name. [`split`] ends the
//! places at such a boundary (outside brackets); [`with_after`] reads what follows as a fact of
//! its own, or as bearing on no act, or leaves the sentence unread where it bears on an act
//! that no template reads.

use super::facts::{Acts, Fact};

/// A reader of a clause alone: the acts it bears on, and its fact where a template reads it
/// (the grammar's, passed in so that this file imports none of the reader).
pub(super) type ReadClause = fn(&str) -> (Acts, Option<Fact>);

/// Words that open a clause after ", and ": a pronoun or a verb. A place list's last item
/// ("Bespin, Coruscant, and Hoth", "…, and any exterior site") opens with none of them.
const CLAUSE_OPENERS: [&str; 13] = [
    "you ", "it ", "they ", "he ", "she ", "may ", "must ", "is ", "are ", "cannot ", "draw",
    "adds ", "add ",
];

/// Words that open a noun phrase, a clause's subject or a list's last item ("…, and your
/// Rebel"): a clause only where a verb follows.
const SUBJECT_OPENERS: [&str; 9] = [
    "your ",
    "opponent's ",
    "opponent ",
    "its ",
    "this ",
    "that ",
    "their ",
    "his ",
    "her ",
];

/// Verbs that make a subject's words a clause ("your Force drains there may not be modified").
const VERBS: [&str; 10] = [
    " is ", " are ", " may ", " must ", " cannot ", " deploy", " move", " draw", " add", " lose",
];

/// Is the text after ", and " a clause of its own?
fn a_clause(t: &str) -> bool {
    CLAUSE_OPENERS.iter().any(|w| t.starts_with(w))
        || (SUBJECT_OPENERS.iter().any(|w| t.starts_with(w))
            && VERBS.iter().any(|v| format!("{t} ").contains(v)))
}

/// The places, and the clause written after them (`None`: the places run to the end). A
/// boundary counts outside brackets only: "; ", ", and <a clause>", ", then ", " and may ",
/// " and are ", " and is ", and a price from both Force Piles (" for 2 Force from each …").
pub(super) fn split(places: &str) -> (&str, Option<&str>) {
    let lower = places.to_lowercase();
    let mut depth = 0i32;
    for (i, c) in lower.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth != 0 || !matches!(c, ';' | ',' | ' ') {
            continue;
        }
        let at = &lower[i..];
        let after = |skip: usize| Some(places[i + skip..].trim_start());
        if at.starts_with("; ") || at.starts_with(", then ") {
            return (&places[..i], after(2));
        }
        if let Some(t) = at.strip_prefix(", and ")
            && a_clause(t)
        {
            return (&places[..i], after(6));
        }
        if at.starts_with(" and may ") || at.starts_with(" and are ") || at.starts_with(" and is ")
        {
            return (&places[..i], after(5));
        }
        if at.starts_with(" for ") && both_piles(&at[1..]).is_some() {
            return (&places[..i], after(1));
        }
    }
    (places, None)
}

/// "for 2 Force from each player's Force Pile" (or "each players'", "both players' Force
/// Piles"): the Force its deploy takes from each pile.
fn both_piles(after: &str) -> Option<i64> {
    let after = after.to_lowercase();
    let (n, pile) = after.strip_prefix("for ")?.split_once(" force from ")?;
    let n = n.parse().ok()?;
    [
        "each player's force pile",
        "each players' force pile",
        "both players' force piles",
    ]
    .contains(&pile)
    .then_some(n)
}

/// The place fact with what was written after its places: a price from both Force Piles
/// ([`Fact::FromBothPiles`]) or a clause a template reads is a fact of its own
/// ([`Fact::Both`]); a clause that bears on no act changes nothing; one that bears on an act
/// and is not read leaves the sentence unread (`None`).
///
/// `place` is the place phrase with its preposition ("to exterior Endor sites"), where the
/// reader knows it: a clause's "there" ("…, and your Ewoks deploy -1 there") is that place, and
/// is read so; without it, a clause that bears on an act and says "there" stays unread.
pub(super) fn with_after(
    fact: Fact,
    after: Option<&str>,
    place: Option<&str>,
    read: ReadClause,
) -> Option<Fact> {
    let Some(after) = after.map(|a| a.trim_end_matches('.')) else {
        return Some(fact);
    };
    let both = |b: Fact| Some(Fact::Both(Box::new(fact.clone()), Box::new(b)));
    if let Some(n) = both_piles(after) {
        return both(Fact::FromBothPiles { n });
    }
    let mut clause = after.to_string();
    if let Some(c) = clause.get(..1) {
        let up = c.to_uppercase();
        clause.replace_range(..1, &up);
    }
    // "…, and your Ewoks deploy -1 there": "there" is the place just named (which a reading
    // of the clause alone would take as where the card stands).
    let said_there = format!(" {} ", clause.to_lowercase()).contains(" there ");
    if said_there && let Some(place) = place {
        let words: Vec<&str> = clause.split(' ').collect();
        clause = words
            .iter()
            .map(|w| match w.eq_ignore_ascii_case("there") {
                true => place,
                false => w,
            })
            .collect::<Vec<_>>()
            .join(" ");
    }
    match read(&clause) {
        (bears, _) if bears.is_empty() => Some(fact),
        _ if said_there && place.is_none() => None,
        (_, Some(f)) => both(f),
        (_, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_ends_where_a_clause_starts() {
        for (t, places, after) in [
            (
                "on Tatooine for 2 Force from each player's Force Pile",
                "on Tatooine",
                Some("for 2 Force from each player's Force Pile"),
            ),
            (
                "to Endor sites, and your Force drains there may not be modified",
                "to Endor sites",
                Some("your Force drains there may not be modified"),
            ),
            (
                "on Kessel; draw destinies",
                "on Kessel",
                Some("draw destinies"),
            ),
            (
                "to Bespin, Cloud City, and Hoth",
                "to Bespin, Cloud City, and Hoth",
                None,
            ),
            (
                "on Han (if captured; or frozen)",
                "on Han (if captured; or frozen)",
                None,
            ),
            ("to Yavin 4 for 2 Force", "to Yavin 4 for 2 Force", None),
            (
                "at any site and may not move",
                "at any site",
                Some("may not move"),
            ),
        ] {
            assert_eq!(split(t), (places, after), "{t}");
        }
    }

    /// A stand-in reader: a clause of deploying, read as a price where it names one.
    fn stub(t: &str) -> (Acts, Option<Fact>) {
        use super::super::facts::{ActKind, Cost, Who};
        match t.contains("deploy") {
            false => (Acts::NONE, None),
            true => (
                Acts::NONE.with(ActKind::Deploy),
                t.contains("-1").then(|| Fact::DeployCostHere {
                    cost: Cost::By(-1),
                    who: Who::Yours("Ewoks".into()),
                    to: Some("to exterior Endor sites".into()),
                }),
            ),
        }
    }

    #[test]
    fn what_follows_a_place_is_read_alone() {
        let place = Fact::DeploysOnly {
            places: "on Tatooine".into(),
        };
        assert_eq!(
            with_after(
                place.clone(),
                Some("for 3 Force from both players' Force Piles"),
                None,
                stub
            ),
            Some(Fact::Both(
                Box::new(place.clone()),
                Box::new(Fact::FromBothPiles { n: 3 })
            ))
        );
        // Of no act: the place alone.
        assert_eq!(
            with_after(
                place.clone(),
                Some("your Force drains there may not be modified"),
                Some("on Tatooine"),
                stub
            ),
            Some(place.clone())
        );
        // Of an act, and not read: the sentence stays unread.
        assert_eq!(
            with_after(
                place.clone(),
                Some("your Ewoks deploy -1 there"),
                None,
                stub
            ),
            None
        );
    }
}
