//! The rulebook: the vocabulary every layer shares, at the bottom of the crate. It imports
//! nothing of the project.
//!
//! - a rule's declaration ([`Rule`], declared with `rule!`), its [`Document`] and [`Ruleset`],
//!   and the [`Action`]s a rule may constrain;
//! - every rule, one file per rule family (`movement.rs` holds the rules `src/rules/movement.rs`
//!   applies), so that a family cites another family's rule without importing its code;
//! - the base placement rules the documents assume ([`BaseRule`]);
//! - the registry ([`all`]) and its look-ups ([`find`], [`in_force`]…);
//! - a [`ByteSpan`] into the scenario text, and the two [`Side`]s.
//!
//! The scenario loader (a `because:` id), the query parser (`rule <id>`), the board (its
//! `rules:`) and the verdict (what it cites) read these without reaching up to the rule
//! families. See docs/design.md, "Layers".

pub mod action;
pub mod base;
pub mod rule;
pub mod side;
pub mod span;

// The rules, one file per rule family (named as the family's file in src/rules/).
pub(crate) mod arithmetic;
pub(crate) mod attaching;
pub(crate) mod bombers;
pub(crate) mod capture;
pub(crate) mod classify;
pub(crate) mod creatures;
pub(crate) mod dagobah;
pub(crate) mod deploy;
pub(crate) mod dotf;
pub(crate) mod dotf_duel;
pub(crate) mod effects;
pub(crate) mod layout;
pub(crate) mod mines;
pub(crate) mod missing;
pub(crate) mod movement;
pub(crate) mod persona;
pub(crate) mod presence;
pub(crate) mod sabacc;
pub(crate) mod sectors;
pub(crate) mod shield;
pub(crate) mod starship_sites;
pub(crate) mod starships;
pub(crate) mod training;
pub(crate) mod unique;
pub(crate) mod vehicles;
pub(crate) mod weapons;

pub use action::Action;
pub use base::{BASE_RULES, BaseRule, base_rule};
pub use rule::{Document, Rule, Ruleset};
pub use side::Side;
pub use span::ByteSpan;

use std::sync::OnceLock;

/// Every rule, in registry order (by document, then family).
pub fn all() -> &'static [&'static Rule] {
    static ALL: OnceLock<Vec<&'static Rule>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut v: Vec<&'static Rule> = Vec::new();
        for family in [
            layout::RULES,
            shield::RULES,
            starships::RULES,
            unique::RULES,
            deploy::RULES,
            movement::RULES,
            vehicles::RULES,
            presence::RULES,
            missing::RULES,
            weapons::RULES,
            arithmetic::RULES,
            persona::RULES,
            creatures::RULES,
            mines::RULES,
            effects::RULES,
            sectors::RULES,
            dagobah::RULES,
            starship_sites::RULES,
            classify::RULES,
            training::RULES,
            attaching::RULES,
            bombers::RULES,
            capture::RULES,
            sabacc::RULES,
            dotf::RULES,
            dotf_duel::RULES,
        ] {
            v.extend_from_slice(family);
        }
        let order = |d: Document| match d {
            Document::Hoth => 0,
            Document::HothUpdate => 1,
            Document::Dagobah => 2,
            Document::CloudCity => 3,
            Document::Dotf => 4,
        };
        v.sort_by_key(|r| order(r.document));
        v
    })
}

/// The rule with this id.
pub fn find(id: &str) -> Option<&'static Rule> {
    all().iter().copied().find(|r| r.id == id)
}

/// The rules that replace `rule`.
pub fn superseded_by(rule: &Rule) -> Vec<&'static Rule> {
    replacements(rule.id).to_vec()
}

/// The rules replacing the rule with this id (computed once for the whole registry).
pub(crate) fn replacements(id: &str) -> &'static [&'static Rule] {
    static MAP: OnceLock<std::collections::HashMap<&'static str, Vec<&'static Rule>>> =
        OnceLock::new();
    let map = MAP.get_or_init(|| {
        let mut m: std::collections::HashMap<&'static str, Vec<&'static Rule>> =
            std::collections::HashMap::new();
        for r in all() {
            for old in r.supersedes {
                m.entry(old.id).or_default().push(*r);
            }
        }
        m
    });
    map.get(id).map(Vec::as_slice).unwrap_or(&[])
}

/// Is `rule` in force under `ruleset`: its document is included and nothing included replaces it.
pub fn in_force(rule: &Rule, ruleset: Ruleset) -> bool {
    ruleset.includes(rule.ruleset())
        && !replacements(rule.id)
            .iter()
            .any(|r| ruleset.includes(r.ruleset()))
}

/// The rules in force under `ruleset`.
pub fn in_force_under(ruleset: Ruleset) -> Vec<&'static Rule> {
    all()
        .iter()
        .copied()
        .filter(|r| in_force(r, ruleset))
        .collect()
}
