//! What one check found: its outcome, and its notes for the answer.

use super::grants::may_grant;
use crate::catalog::text::Cost;
use crate::rules::actions::Outcome;

/// What one check found: its outcome, and its notes for the answer.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Finding {
    pub refusals: Vec<String>,
    pub permissions: Vec<String>,
    pub missing: Vec<String>,
    /// Of `missing`, the unread sentences that may grant the act (not a pure prohibition):
    /// they may lift a refusal card text can lift ([`may_grant`]).
    pub may_lift: Vec<String>,
    /// Changes of the act's price, each with its line of cost (the sentence quoted).
    pub prices: Vec<(Cost, String)>,
    /// Sentences checked that do not bear on this card's act after all (an except-list it
    /// passes): shown under what was checked.
    pub checked: Vec<String>,
    /// What the check took where the board leaves it open and the documents let it be
    /// assumed (which printing of a location without `owner:` is on table): named.
    pub assumed: Vec<String>,
}

impl Finding {
    /// An unread sentence that bears on the act (`line` quotes it): missing, and, where it may
    /// grant the act, a sentence that may lift a refusal.
    pub(super) fn unread(&mut self, sentence: &str, line: String) {
        if may_grant(sentence) {
            self.may_lift.push(line.clone());
        }
        self.missing.push(line);
    }
    /// A card's `Deploy on …` sentences are ways to deploy it, any one enough ("Deploy on any
    /// character. … OR Deploy on an opponent's pilot at a site."): one that lets it decides,
    /// else one the board does not settle leaves it open; the refusals of the others are shown
    /// as checked. Only where every way refuses do their refusals stand.
    pub(super) fn either_way(&mut self, ways: Vec<Finding>) {
        let best = ways
            .iter()
            .map(Finding::outcome)
            .fold(Outcome::NotMine, |b, o| match (b, o) {
                (Outcome::Clear, _) | (_, Outcome::Clear) => Outcome::Clear,
                (Outcome::Open, _) | (_, Outcome::Open) => Outcome::Open,
                (Outcome::Refuse, _) | (_, Outcome::Refuse) => Outcome::Refuse,
                _ => Outcome::NotMine,
            });
        for mut w in ways {
            if best != Outcome::Refuse {
                self.checked.append(&mut w.refusals);
            }
            if best == Outcome::Clear {
                self.checked.append(&mut w.missing);
                w.may_lift.clear();
            }
            self.refusals.append(&mut w.refusals);
            self.permissions.append(&mut w.permissions);
            self.missing.append(&mut w.missing);
            self.may_lift.append(&mut w.may_lift);
            self.prices.append(&mut w.prices);
            self.checked.append(&mut w.checked);
            self.assumed.append(&mut w.assumed);
        }
    }
    pub fn outcome(&self) -> Outcome {
        if !self.refusals.is_empty() {
            Outcome::Refuse
        } else if !self.missing.is_empty() {
            Outcome::Open
        } else if !self.permissions.is_empty()
            || !self.prices.is_empty()
            || !self.checked.is_empty()
        {
            Outcome::Clear
        } else {
            Outcome::NotMine
        }
    }
}
