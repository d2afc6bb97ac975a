//! A location's condition on a side named by its faction or as the opponent controlling it
//! ("If Rebels control this system, …", "If opponent controls this site, …"): settled from the
//! board where the side named does not control it (no presence there, or the other side's
//! presence too); where it does, a faction's control ("Rebels") turns on which of its cards
//! give it, which the board does not settle, and is open. The opponent's is settled either way.

use super::conditions::side_holds_settled;
use crate::board::LocId;
use crate::rulebook::Side;
use crate::rules::eval::Eval;

/// The words of a location itself after "control(s)".
const ITSELF: [&str; 5] = [
    "this system",
    "this site",
    "this location",
    "this sector",
    "here",
];

/// `cond` (lower case, without its "if") as "<side> control(s) <this location>", for the
/// location `l` whose text it is, `you` the side whose text it is: `None`, not such words;
/// `Some(None)`, not settled; `Some(Some(holds))`.
pub(super) fn named_side_controls(
    e: &Eval,
    l: LocId,
    you: Option<Side>,
    cond: &str,
) -> Option<Option<bool>> {
    let (who, place) = cond
        .split_once(" controls ")
        .or_else(|| cond.split_once(" control "))?;
    if !ITSELF.contains(&place.trim()) {
        return None;
    }
    let (side, faction) = match who.trim() {
        "rebels" | "the rebels" => (Side::Light, true),
        "imperials" | "the imperials" | "the empire" => (Side::Dark, true),
        "opponent" => (you?.opponent(), false),
        _ => return None,
    };
    Some(match side_holds_settled(e, side, l, true) {
        Some(false) => Some(false),
        Some(true) if !faction => Some(true),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    /// The words it reads: a side by faction or as the opponent, and the location itself.
    #[test]
    fn words_of_a_named_sides_control() {
        let split = |c: &str| {
            c.split_once(" controls ")
                .or_else(|| c.split_once(" control "))
                .map(|(w, p)| (w.to_string(), super::ITSELF.contains(&p.trim())))
        };
        assert_eq!(
            split("rebels control this system"),
            Some(("rebels".into(), true))
        );
        assert_eq!(
            split("opponent controls here"),
            Some(("opponent".into(), true))
        );
        assert_eq!(
            split("rebels control bespin"),
            Some(("rebels".into(), false))
        );
    }
}
