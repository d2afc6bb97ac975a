//! A price a card in play sets on its own state ("While at Audience Chamber, your other
//! musicians are deploy -1", "While <its title> is at a system location, your scouts deploy -1
//! aboard", "While aboard <a craft>, …"): the condition is said of the card that speaks, and
//! the board settles it from where that card stands or what it is aboard
//! ([`super::conditions::its_condition`]). A condition it cannot settle (a side's control, a
//! kind the catalog does not record) stays open, as before.

use super::parts::Part;
use super::parts::Seen;
use crate::rules::eval::Eval;

/// Whether the condition `c` of a price said by the card in play `p` holds, when it speaks of
/// that card's own place or what it is aboard; `None`: not such a condition, or one the board
/// does not settle.
pub(super) fn own_place_said(e: &Eval, seen: &Seen, p: &Part, c: &str) -> Option<bool> {
    let c_card = p.card?;
    // "At same site, opponent's spies … are deploy +4": a place said as the condition, where
    // the card stands.
    if let Some(kind) = c.trim().to_lowercase().strip_prefix("at same ") {
        return at_same(e, seen, c_card, kind);
    }
    let cond = own_words(p, c)?;
    super::conditions::its_condition(e, seen, p, &cond)
}

/// "At same site" (`kind`: "site", "system", "location"): the deploy is to where the card that
/// says it stands (aboard a craft there, or on a card there, too), that being such a place.
/// `None`: a kind of place not read, or the deploy names no place.
fn at_same(e: &Eval, seen: &Seen, card: crate::board::CardIx, kind: &str) -> Option<bool> {
    let board = e.board;
    let to = seen
        .to
        .or_else(|| seen.host.and_then(|h| board.location_of(h)))?;
    let Some(here) = board.location_of(card) else {
        return Some(false);
    };
    if kind == "location" {
        return Some(to == here);
    }
    let fits = super::deploys::place_of_kind(e, to, kind)?;
    Some(to == here && fits)
}

/// The condition in the words [`super::conditions::its_condition`] reads of the card itself:
/// the opening "While"/"When"/"If" dropped, the card's own name before "is" dropped ("Tydirium
/// is at …": it is at …), and a kind of location said two ways said one ("a system location",
/// "any system": "a system"). `None` where the condition is not of the card's place or what it
/// is aboard (a condition on the table, a side's, another card's).
fn own_words(p: &Part, c: &str) -> Option<String> {
    let t = c.trim();
    let t = ["While ", "while ", "When ", "when ", "If ", "if "]
        .iter()
        .find_map(|w| t.strip_prefix(w))?;
    // "<its own name> is at …": the name the card goes by, any of its title's words.
    let t = match t.split_once(" is ") {
        Some((name, rest)) if names_itself(p, name) => rest,
        Some(_) => return None,
        None => t,
    };
    if !(t.starts_with("at ") || t.starts_with("aboard ")) {
        return None;
    }
    let mut w = t.to_string();
    for (from, to) in [
        ("at any system", "at a system"),
        ("at any site", "at a site"),
        ("at a system location", "at a system"),
        ("at a site location", "at a site"),
    ] {
        if w == from {
            w = to.to_string();
        }
    }
    Some(w)
}

/// Does `name` (capitalised, as printed) name the card that speaks: its title's words, in order,
/// begin with it (the name a card goes by in its own text)?
fn names_itself(p: &Part, name: &str) -> bool {
    let name = crate::catalog::normalize(name);
    let title = crate::catalog::normalize(p.def.plain_title());
    !name.is_empty()
        && name.starts_with(|c: char| c.is_alphanumeric())
        && (title == name || title.starts_with(&format!("{name} ")))
}

/// A price that only lowers a deploy ("-1", "free") of a card whose printed cost the side's
/// Force Pile covers: whether it holds or not, the deploy can be paid, so `can deploy` has
/// nothing of it to weigh. The line that says so; `None` where the price may raise the cost,
/// or the pile (or the printed cost) is not known, or does not cover it.
pub(super) fn lowers_within_pile(
    seen: &Seen,
    cost: crate::catalog::text::Cost,
    pile: Option<i64>,
    q: &str,
) -> Option<String> {
    use crate::catalog::text::Cost;
    let lowers = matches!(cost, Cost::Free) || matches!(cost, Cost::By(k) if k <= 0);
    let printed = seen.actor.deploy_cost?;
    let pile = pile?;
    (lowers && printed <= pile).then(|| {
        format!(
            "{q}: it can only lower the cost, and the printed {printed} Force is within the {pile} of the Force Pile"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::CardType;
    use crate::catalog::Catalog;
    use crate::rules::card_text::parts::Role;

    fn part_of<'c>(cat: &'c Catalog, title: &str) -> Part<'c> {
        let def = cat
            .base_defs()
            .find(|d| d.plain_title() == title && d.card_type != CardType::Location)
            .expect("a card of the catalog");
        Part {
            def,
            role: Role::Elsewhere,
            side: None,
            name: title.to_string(),
            end: None,
            card: None,
            at: None,
        }
    }

    /// The card's own name before "is" is dropped, a kind of location said two ways is said one,
    /// and a condition of anything else is none of the card's own place.
    #[test]
    fn the_words_of_its_own_place() {
        let cat = Catalog::builtin();
        let t = part_of(&cat, "Tydirium");
        assert_eq!(
            own_words(&t, "While Tydirium is at a system location").as_deref(),
            Some("at a system")
        );
        assert_eq!(
            own_words(&t, "While at any system").as_deref(),
            Some("at a system")
        );
        assert_eq!(
            own_words(&t, "While aboard Bravo 4").as_deref(),
            Some("aboard Bravo 4")
        );
        assert_eq!(
            own_words(&t, "While at Audience Chamber").as_deref(),
            Some("at Audience Chamber")
        );
        // Another card's place, the table, a side's control: not its own.
        assert_eq!(own_words(&t, "While Ortugg is at Audience Chamber"), None);
        assert_eq!(own_words(&t, "If Jabba at Audience Chamber"), None);
        assert_eq!(own_words(&t, "While You're A Slave? on table"), None);
        assert_eq!(own_words(&t, "If you control"), None);
    }
}
