//! Whether a card is of a kind a word names (`character`, `warrior`, `ewok`, `x-wing`): the
//! catalog's facts only, no board, so every fact of a board may ask it.

use crate::catalog::{CardDef, CardType, Icon};

/// Is a card a `character`, a `warrior`, a `bomber`…? `None`: the word is none the catalog
/// records. A word this says yes to must be among [`crate::board::kind_words`]' candidates
/// (its listing of which kinds bear a word is generated from this function).
pub fn card_is(d: &CardDef, w: &str) -> Option<bool> {
    match w {
        "character" => Some(d.card_type == CardType::Character),
        "starship" => Some(d.card_type == CardType::Starship),
        "vehicle" => Some(d.card_type == CardType::Vehicle),
        "creature" => Some(d.card_type == CardType::Creature),
        // "Your fighters deploy -1 here": the cards' short word for starfighters.
        "starfighter" | "fighter" => Some(d.card_type == CardType::Starship && !d.is_capital()),
        // "any Imperial capital starship": a capital starship (a starship's subtype).
        "capital" => Some(d.is_capital()),
        "site" | "system" | "location" | "sector" => Some(false),
        // "combat vehicle", "shuttle vehicle": a vehicle's subtype, which the data gives.
        "combat" | "shuttle" | "transport" if d.card_type == CardType::Vehicle => {
            d.subtype.map(|t| t.name() == w)
        }
        // A character's class the data gives (`imperial`, `alien`): its class, not a
        // starship's trait of that name.
        w if d.class_is(w).is_some() => d.class_is(w),
        w => {
            let dashed = w.replace(' ', "-");
            let marked = d.icons.iter().any(|i| i.name() == dashed)
                || d.traits.iter().any(|t| t.name() == dashed)
                || d.key()
                    .split(|c: char| !c.is_alphanumeric())
                    .any(|x| x.trim_end_matches('s') == w);
            let icon_word = Icon::ALL.iter().any(|(n, _)| *n == dashed);
            let trait_word = crate::catalog::Trait::SIMPLE
                .iter()
                .any(|(n, _)| *n == dashed);
            if marked || icon_word || trait_word {
                Some(marked)
            } else if crate::catalog::table::is_model_word(w) {
                // A model (`x-wing`, `at-st`): the card's, where the data names one; a card
                // of another kind has none.
                match d.model() {
                    Some(m) => Some(m == w || m.rsplit(' ').next() == Some(w)),
                    None if matches!(d.card_type, CardType::Starship | CardType::Vehicle) => None,
                    None => Some(false),
                }
            } else {
                None
            }
        }
    }
}

/// Does the card bear the icon `icon` (lower case, "endor")? Settled for a card of the
/// community data, whose icons are all read ([`crate::catalog::Trait::BearsIcon`]), and for any
/// card that bears one; a hand-checked card with none recorded is open.
pub fn bears_icon(actor: &CardDef, icon: &str) -> Option<bool> {
    use crate::catalog::Trait;
    // The icons the rules read are kept as such: [Independent] as its trait, [Pilot] of a
    // craft as its permanent pilot, a location's or character's icons by their names.
    // A Force icon ("[Light Side]", "[Dark Side Force]") or an immunity in brackets is no
    // card's icon: not settled here.
    if ["side", "force", "immune"]
        .iter()
        .any(|w| icon.split_whitespace().any(|x| x == *w))
    {
        return None;
    }
    let icon = match icon {
        "death star 2" => "death star ii",
        i => i,
    };
    match icon {
        "independent" | "independent starship" => {
            return Some(actor.traits.contains(&Trait::Independent));
        }
        "pilot" if actor.card_type != CardType::Character => {
            return Some(actor.permanent_pilot.is_some());
        }
        _ => {}
    }
    if let Some((_, i)) = Icon::ALL.iter().find(|(n, _)| *n == icon.replace(' ', "-")) {
        return Some(actor.has_icon(*i));
    }
    let mut any = false;
    for t in &actor.traits {
        if let Trait::BearsIcon(i) = t {
            if i == icon {
                return Some(true);
            }
            any = true;
        }
    }
    (any || actor.origin == crate::catalog::Origin::Community).then_some(false)
}

/// The characteristics the data gives any card of the catalog ([`crate::catalog::Trait::Kind`]),
/// sorted: derived when the table is generated ([`crate::catalog::table::Table::kind_words`]).
pub fn kind_vocabulary() -> &'static [String] {
    static WORDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        crate::catalog::table::SWCCG
            .kind_words()
            .map(str::to_string)
            .collect()
    })
}

/// Is a character of a characteristic a word names (`smuggler`, `bounty hunter`, `ewok`)? By
/// [`card_is`] where that says yes, else by its data and lore where on record
/// ([`CardDef::kind_is`]); None when neither settles it.
pub fn character_kind_is(d: &CardDef, w: &str) -> Option<bool> {
    let singular = crate::catalog::derive::kind_word(w);
    match (card_is(d, w), d.kind_is(&singular, kind_vocabulary())) {
        (Some(true), _) | (_, Some(true)) => Some(true),
        (_, Some(false)) => Some(false),
        (by_word, None) => by_word,
    }
}
