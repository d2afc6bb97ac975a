//! The rules of the `sabacc` family, which `src/rules/sabacc.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static SABACC = {
        id: "cloud-city.sabacc",
        document: CloudCity,
        section: "Sabacc",
        bullet: None,
        statement: "Each player holds two to six sabacc cards worth their destiny numbers, a wild card counting 1 to 6 and a clone card copying another card of the hand (a hand of clones alone is worth 0); the total nearest 11 without passing it wins, else the nearer one when both pass 11, then the smaller hand, else a draw; a first pair of plain cards totalling 11 is a perfect sabacc that wins double (two perfect hands draw); the loser gives up one card (both of the first two after a perfect sabacc), a card among the stakes going to the winner's Used Pile as if stolen.",
        supersedes: [],
        questions: ["sabacc"],
        constrains: [],
    }
}

pub static RULES: &[&Rule] = &[&SABACC];
