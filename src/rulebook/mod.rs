//! The rulebook: the vocabulary every layer shares, at the bottom of the crate. It imports
//! nothing of the project.
//!
//! - a rule's declaration ([`Rule`], declared with `rule!`), its [`Document`] and [`Ruleset`],
//!   and the [`Action`]s a rule may constrain;
//! - the base placement rules the documents assume ([`BaseRule`]);
//! - the registry's look-ups ([`all`], [`find`], [`in_force`]…);
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

pub use action::Action;
pub use base::{BASE_RULES, BaseRule, base_rule};
pub use rule::{Document, Rule, Ruleset};
pub use side::Side;
pub use span::ByteSpan;

use std::sync::OnceLock;

/// The registry of every rule. Its look-ups are here, under everything that looks a rule up;
/// its table is each family's `RULES`, which only `rules/mod.rs` names: that file writes the
/// table (`impl Registry { fn rules() }`), as a header declares what another file defines.
pub struct Registry;

/// Every rule, in registry order (by document, then family).
pub fn all() -> &'static [&'static Rule] {
    Registry::rules()
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
