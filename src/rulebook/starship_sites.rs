//! The rules of the `starship_sites` family, which `src/rules/starship_sites.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static STARSHIP_SITES = {
        id: "dagobah.starship-sites",
        document: Dagobah,
        section: "Starship Sites",
        bullet: None,
        statement: "A starship's sites keep the usual interior and exterior layout but sit in a group of their own tied to one starship: sites naming a particular starship may deploy without it while generic ones need a suitable starship already on table; cards there are aboard that starship yet not on its bridge, so they neither enhance it nor join its starship battles; the starship's controller may move cards between the sites and the starship card (room permitting) as a regular move at 1 Force per card; and losing the starship loses its sites with everything at them.",
        supersedes: [],
        questions: [
        "insertion",
        "can deploy",
        "can move",
        "cost",
        "lost-with",
        "enhances",
        "validate",
    ],
        constrains: [Deploy, Move],
    }
}

rule! {
    pub static CAPACITY = {
        id: "dagobah.capacity",
        document: Dagobah,
        section: "Vehicle and Starship Capacity",
        bullet: None,
        statement: "A vehicle's or starship's capacity is its bridge or cockpit, where characters ride, plus its cargo bay, where vehicles and starships ride; its vehicle or starship sites lie below decks with unlimited room and count against neither.",
        supersedes: [],
        questions: ["can embark", "can move"],
        constrains: [Embark, Move],
    }
}

pub static RULES: &[&Rule] = &[&STARSHIP_SITES, &CAPACITY];
