//! Test-only: a check registered for every action, so that every act the table is asked about
//! shows in the table's ledger (`actions::ledger`) even when no rule's check is registered for
//! its action; and the recording test, which asks every act question of the bundled boards and
//! holds each answer to what `settle` makes of the ledger.

use super::actions::{Act, Action, Check, Outcome, Stage};
use super::eval::Cx;

/// Every action a question builds an act of (not Escort, Release or Bomb, which no act is built
/// for yet: a row for them would say the table sees them).
const EVERY: &[Action] = &[
    Action::Deploy,
    Action::Move,
    Action::React,
    Action::Shuttle,
    Action::Transfer,
    Action::Transit,
    Action::Embark,
    Action::Disembark,
    Action::Land,
    Action::TakeOff,
    Action::SectorMove,
    Action::Target,
    Action::Fire,
    Action::Use,
    Action::Carry,
    Action::Steal,
    Action::Attack,
    Action::Capture,
    Action::Replace,
    Action::Duel,
    Action::Battle,
    Action::Evacuate,
    Action::FetchEffect,
    Action::DeployFromDeck,
];

pub static RECORDER: Check = Check {
    on: EVERY,
    stage: Stage::Rule,
    name: "test only: records every act",
    rules: &[],
    run: record,
};

/// Speaks of no act: its row in the ledger is the record that the table saw the act.
fn record(_: &mut Cx, _: &Act) -> Outcome {
    Outcome::NotMine
}

#[cfg(test)]
pub(crate) mod tests;
