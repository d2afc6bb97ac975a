//! A side's limits, whoever says them
//!
//! A side's limits a card sets on where the side's cards go (issue 36, round 7): "Opponent's
//! characters may not move to underwater sites", "Opponent may not deploy or move to Bunker",
//! and on a condition of the card's own, "While on Hoth, opponent may not 'react' to any Echo
//! site" (Major Bren Derlin), "While at Theed Palace Hallway, opponent's characters may not move
//! from here" (3B3-10). Such a sentence speaks of the side's cards it names, whoever and wherever
//! says it: the card standing where the act goes or leaves, and, where it names no place
//! relative to itself, any card on the table (`parts::elsewhere`).
//!
//! The card's own condition is settled from the board where it can be (where the card stands,
//! what it is aboard, a card of a title at its site); else the limit is open, naming it. It
//! matters only where the limit would bite: a card it does not name, or a place it does not
//! name, is not asked about it.

use crate::catalog::CardDef;
use crate::catalog::CardType;
use crate::catalog::text::Fact;
use crate::catalog::text::Sentence;
use crate::catalog::text::Subject;

/// The words of a location's limit on a side's acts at the locations related to it, not
/// read: a clause that names related sites or locations, forbids ("may not", "cannot",
/// "must") and opens on a side that may be the actor's (`own`: the location's side is the
/// actor's; None: either), or on none, and may name the actor's type of card (None: any): "… and opponent may not deploy
/// Rebels to related sites", "Unless you control, you may not deploy Effects on related
/// locations" (of Effects only).
pub(super) fn limits_related(text: &str, own: Option<bool>, actor: Option<&CardDef>) -> bool {
    const TYPES: &[(&str, CardType)] = &[
        ("effect", CardType::Effect),
        ("character", CardType::Character),
        ("starship", CardType::Starship),
        ("vehicle", CardType::Vehicle),
        ("creature", CardType::Creature),
        ("weapon", CardType::Weapon),
        ("device", CardType::Device),
        ("interrupt", CardType::Interrupt),
    ];
    let t = text.to_lowercase();
    t.split([',', ';'])
        .flat_map(|c| c.split(" and "))
        .map(str::trim)
        .any(|c| {
            // The type it deploys, where its word names one: only cards of that type.
            let deployed = c
                .split_once("deploy ")
                .and_then(|(_, r)| r.split_whitespace().next())
                .map(|w| w.trim_end_matches('s'));
            let of_type = deployed
                .and_then(|w| TYPES.iter().find(|(n, _)| *n == w))
                .is_none_or(|(_, ty)| actor.is_none_or(|a| *ty == a.card_type));
            (c.contains("related site") || c.contains("related location"))
                && [" may not ", " cannot ", " must "]
                    .iter()
                    .any(|w| c.contains(w))
                && own.is_none_or(|own| may_name_side(c, own))
                && of_type
        })
}

/// A read limit a side's cards are held to: [`Fact::MayNotGoTo`], or a limit on the card's own
/// condition ([`Fact::While`]).
pub(super) fn side_limit(f: Option<&Fact>) -> bool {
    matches!(f, Some(Fact::MayNotGoTo { .. } | Fact::While { .. }))
}

/// Whether a sentence of a card standing at an end of an act (by it, deployed on the location,
/// or aboard a craft there) may speak of the act at all: the judge asks no other of such a card
/// (a sentence about itself speaks of its own acts, unless it reads as a side's limit or a ban
/// on reacts there). A card standing by none of whose sentences may takes no part
/// (`parts::bears`); a test holds the judge's `speaks_whose` to it over the whole database.
pub(super) fn may_speak_standing_by(s: &Sentence) -> bool {
    side_limit(s.fact.as_ref())
        || matches!(s.fact, Some(Fact::MayNotReactHere { .. }))
        || s.subject != Subject::Itself
}

/// A read side's limit that holds wherever the card that says it stands: one that names no
/// place relative to it ("from same site as Bewil", "here").
pub(super) fn side_limit_anywhere(f: Option<&Fact>) -> bool {
    match f {
        Some(Fact::MayNotGoTo { from_here, .. }) => !from_here,
        Some(Fact::While { fact, .. }) => side_limit_anywhere(Some(fact)),
        _ => false,
    }
}

/// The words of a side's limit not read: after a condition said first ("While armed (or with
/// a Mandalorian), …"), a clause of the sentence opens on a side ("opponent", "your …", "you
/// …") and forbids ("may not", "cannot", "must"): "While present with Xizor, forfeit +2 and
/// opponent's spies may not deploy to same non-battleground site". A card that says it speaks
/// of that side's acts.
pub(super) fn limit_words(s: &Sentence) -> bool {
    if s.fact.is_some() {
        return false;
    }
    let t = opening(&s.text);
    t.split(", ").flat_map(|c| c.split(" and ")).any(|c| {
        // "prevents opponent's characters present from using their landspeed": a side's
        // cards kept from an act, said by the card that keeps them.
        if let Some(kept) = c.strip_prefix("prevents ") {
            return (kept.starts_with("opponent") || kept.starts_with("your "))
                && kept.contains(" from ");
        }
        (c.starts_with("opponent") || c.starts_with("your ") || c.starts_with("you "))
            && [" may not ", " cannot ", " must "]
                .iter()
                .any(|w| c.contains(w))
    })
}

/// A location's read sentence that holds wherever the act goes: a side's limit that names no
/// place relative to it ([`side_limit_anywhere`]), or, on its side's condition, a price on
/// deploys to places it names ("If you control, opponent's characters and vehicles deploy +1
/// to Cloud City locations").
pub(super) fn anywhere_fact(f: Option<&Fact>) -> bool {
    side_limit_anywhere(f)
        || priced_anywhere(f)
        || move_priced_anywhere(f)
        || matches!(f, Some(Fact::While { fact, .. })
            if matches!(**fact, Fact::DeployCostHere { to: Some(_), .. }))
}

/// A read move price between kinds of places ([`Fact::MoveCostBetween`]), on a condition or
/// not: it holds wherever the card that says it stands.
pub(super) fn move_priced_anywhere(f: Option<&Fact>) -> bool {
    match f {
        Some(Fact::MoveCostBetween { .. }) => true,
        Some(Fact::While { fact, .. }) => matches!(**fact, Fact::MoveCostBetween { .. }),
        _ => false,
    }
}

/// A read price of other cards' deploys that names no place ("While you control with a Rebel
/// here, Home One is deploy -5"): on a location, it holds wherever they deploy (whom it names
/// and its condition are settled where the price is, `prices::price`).
pub(super) fn priced_anywhere(f: Option<&Fact>) -> bool {
    matches!(f, Some(Fact::DeployPrice { who, place: None, .. }) if *who != crate::catalog::text::Who::Itself)
}

/// A read price of other cards' deploys said by a card in play that is no location ("Your
/// aliens deploy -1 to same or adjacent Tatooine site", "All opponent's warriors are deploy
/// +1"): from anywhere on the table it holds where its place says, relative to where the card
/// stands or everywhere (whom it names, its place and its condition are settled where the price
/// is, `prices::price`).
pub(super) fn card_prices_others(d: &CardDef, f: Option<&Fact>) -> bool {
    d.card_type != crate::catalog::CardType::Location
        && match f {
            Some(Fact::DeployPrice { who, .. }) => *who != crate::catalog::text::Who::Itself,
            Some(Fact::DeployCostHere { to, .. }) => to.is_some(),
            // "Each pilot deploys -1 (or -2 if with an admiral) aboard a capital starship".
            Some(Fact::PriceOrIf { fact, .. }) => card_prices_others(d, Some(fact)),
            // "When at Bunker, adds 2 to deploy cost of …" (round 27): on its own condition,
            // settled where the price is (`apply::while_its`).
            Some(Fact::While { fact, .. }) => card_prices_others(d, Some(fact)),
            _ => false,
        }
}

/// Has the card in play (no location) a read price of other cards' deploys
/// ([`card_prices_others`])?
pub(super) fn card_speaks_prices(d: &CardDef) -> bool {
    d.sentences()
        .iter()
        .any(|s| card_prices_others(d, s.fact.as_ref()))
}

/// Is `d` a location with a read sentence that holds wherever the act goes ([`anywhere_fact`])?
pub(super) fn location_speaks_side_wide(d: &CardDef) -> bool {
    d.card_type == crate::catalog::CardType::Location
        && d.sentences().iter().any(|s| anywhere_fact(s.fact.as_ref()))
}

/// Has the card a sentence about a side's cards anywhere that bears on an act: one that opens
/// on a side's cards and names no place relative to the card ([`speaks_anywhere`]), or a side's
/// limit, read or not, after a condition of its own ("While on Hoth, opponent may not …").
pub(super) fn speaks_side_wide(d: &CardDef) -> bool {
    // The cheap tests first: most sentences bear on no act.
    d.sentences().iter().any(|s| {
        !s.bears_on.is_empty()
            && (s.subject == Subject::Others
                || side_limit_anywhere(s.fact.as_ref())
                || (s.subject == Subject::Unclear && limit_words(s)))
            && speaks_anywhere(&s.text)
    })
}

/// A sentence lowercased, its side label ("Light:") and a condition said first ("While on
/// Hoth, …", "If …, …") set aside: what it opens on.
fn opening(text: &str) -> String {
    let t = text.to_lowercase();
    let t = t
        .strip_prefix("light:")
        .or_else(|| t.strip_prefix("dark:"))
        .unwrap_or(&t)
        .trim_start();
    let t = match ["while ", "if ", "unless "]
        .iter()
        .any(|w| t.starts_with(w))
    {
        true => t.split_once(", ").map_or(t, |(_, rest)| rest),
        false => t,
    };
    t.to_string()
}

/// The words by which a sentence limits or prices a side's acts.
pub(super) const LIMIT_WORDS: &[&str] = &[
    " may not ",
    " cannot ",
    " must ",
    " never ",
    " requires ",
    "+1 force",
    "+2 force",
    "+3 force",
    " deploy +",
];

/// Whether a card's text has a sentence, not read, bearing on an act, that limits or prices
/// acts ("At Death Star II system and each Death Star site opponent may not deploy …",
/// "Imperials deploy +1 to Tatooine sites"): such a card is asked of acts elsewhere on the table
/// (`parts::elsewhere`), and `named_place::names_the_acts_place` keeps those of its sentences that name
/// the act's place.
pub(super) fn limits_named_places(d: &CardDef) -> bool {
    d.sentences().iter().any(|s| {
        s.fact.is_none() && !s.bears_on.is_empty() && {
            let t = s.text.to_lowercase();
            LIMIT_WORDS.iter().any(|w| t.contains(w))
        }
    })
}

/// Whether a sentence about a side's cards may name the acting side's: "your …" on a card of
/// the side that acts (`own`), "opponent's …" on the other side's; else either.
pub(super) fn may_name_side(text: &str, own: bool) -> bool {
    let t = opening(text);
    if t.starts_with("opponent") {
        !own
    } else if t.starts_with("your ") || t.starts_with("you ") {
        own
    } else {
        true
    }
}

/// Whether a sentence about a side's cards may name a card of type `t`: where its second
/// word is a kind of card ("Opponent's characters …", "Your starships …"), only that kind;
/// else any.
pub(super) fn may_name_kind(text: &str, t: CardType) -> bool {
    const KINDS: &[(&str, CardType)] = &[
        ("character", CardType::Character),
        ("starship", CardType::Starship),
        ("starfighter", CardType::Starship),
        ("vehicle", CardType::Vehicle),
        ("creature", CardType::Creature),
    ];
    let said = opening(text);
    let Some(word) = said.split_whitespace().nth(1) else {
        return true;
    };
    match KINDS.iter().find(|(k, _)| word.starts_with(k)) {
        Some(&(_, kind)) => kind == t,
        None => true,
    }
}

/// A sentence that opens on a side's cards ("Opponent's characters …", "Your starships …",
/// "All …") and names no place relative to the card that says it ("same site", "here",
/// "adjacent"): it holds wherever the cards it names are. A sentence that opens on one card
/// ("Droid cannot move") speaks of the card it is on, not of a side's.
pub(super) fn speaks_anywhere(text: &str) -> bool {
    const SIDES: &[&str] = &[
        "opponent's ",
        "opponent ",
        "your ",
        "you ",
        "all ",
        "each ",
        "players ",
    ];
    const LOCAL: &[&str] = &[
        "same ",
        "here",
        "this site",
        "this location",
        "this system",
        "adjacent",
        "present",
        "where ",
        "at related",
        "related site",
    ];
    let t = opening(text);
    // "At Death Star II system and each Death Star site opponent may not deploy …": the places
    // said first, then the side.
    // "… and must use +3 Force to move there": "there" is those places, none relative to the
    // card.
    if t.starts_with("at ")
        && let Some((places, _)) = [" opponent may not ", " you may not "]
            .iter()
            .find_map(|w| t.split_once(w))
    {
        return !LOCAL.iter().any(|w| places.contains(w));
    }
    SIDES.iter().any(|w| t.starts_with(w)) && !LOCAL.iter().any(|w| t.contains(w))
}

#[cfg(test)]
mod tests {
    use super::{CardType, may_name_kind, may_name_side, speaks_anywhere};

    #[test]
    fn a_side_wide_limit_holds_anywhere_and_a_local_one_does_not() {
        for s in [
            "Opponent's characters may not move to underwater sites.",
            "Opponent may not deploy or move to Bunker.",
            "Dark: Your starships may not move.",
            "While on Hoth, opponent may not 'react' to any Echo site.",
        ] {
            assert!(speaks_anywhere(s), "{s}");
        }
        for s in [
            "Opponent's characters may not move from same site.",
            "Your Gungans deploy -1 here and move from here for free.",
            "Droid cannot move and cannot utilize its 'game text.'",
            "Starfighter attaches to target (automatically moves with target and is 'concealed').",
        ] {
            assert!(!speaks_anywhere(s), "{s}");
        }
    }

    #[test]
    fn a_side_wide_limit_names_its_kind_and_its_side() {
        let tarpals = "Opponent's characters may not move to underwater sites.";
        assert!(may_name_kind(tarpals, CardType::Character));
        assert!(!may_name_kind(tarpals, CardType::Starship));
        assert!(may_name_kind(
            "Opponent may not move to Bunker.",
            CardType::Starship
        ));
        // On the other side's card, "opponent's" is the acting side; on its own, it is not.
        assert!(may_name_side(tarpals, false));
        assert!(!may_name_side(tarpals, true));
        assert!(may_name_side("Your starships may not move.", true));
        assert!(!may_name_side("Your starships may not move.", false));
    }

    #[test]
    fn a_limit_on_related_locations_names_its_side_and_type() {
        use super::limits_related;
        let c = swjudge_card("Nien Nunb");
        let coruscant = "Dark: If you control with a Star Destroyer, Force drain +1 here and opponent may not deploy Rebels to related sites.";
        assert!(limits_related(coruscant, Some(false), Some(c)));
        assert!(!limits_related(coruscant, Some(true), Some(c)));
        let yavin = "Dark: Unless you control, you may not deploy Effects on related locations.";
        assert!(!limits_related(yavin, Some(true), Some(c)));
        assert!(limits_related(yavin, None, None));
        // A grant or a price at related sites is no limit.
        assert!(!limits_related(
            "Light: During your move phase, may move free between here and any related site.",
            None,
            None
        ));
    }

    fn swjudge_card(title: &str) -> &'static crate::catalog::CardDef {
        let t = &crate::catalog::table::SWCCG;
        let ids = t
            .lookup(&crate::catalog::normalize(title))
            .expect("in the catalog");
        t.def(ids.start)
    }
}
