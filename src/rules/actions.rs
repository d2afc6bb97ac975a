//! The actions the documents regulate, and the checks that bear on each.
//!
//! A rule declares the actions it constrains (`Rule::constrains`). A *check* is the piece of a
//! rule family that applies some of those rules to one act; every check is registered for one
//! action in the table [`CheckTable`]. A question about an action runs every check registered
//! for it and for each action it includes ([`Act::parts`]: firing is targeting and using), so
//! `can fire`, `can target … with` and `can use` cannot disagree about a rule they share: there
//! is no list of checks per question to forget one in.

pub use crate::rulebook::action::Action;

use super::eval::Eval;
use crate::board::{Board, CardIx, Place};
use crate::catalog::CardDef;
use crate::rulebook::Rule;

/// The card that targets, or the item used: a card in play, or a card named from the catalog
/// (an Interrupt in hand, a weapon not yet deployed).
#[derive(Debug, Clone, Copy)]
pub enum By<'b> {
    Card(CardIx),
    Def(&'b CardDef),
}

impl<'b> By<'b> {
    pub fn def(self, board: &'b Board) -> &'b CardDef {
        match self {
            By::Card(c) => board.card_def(c),
            By::Def(d) => d,
        }
    }
    pub fn in_play(self) -> Option<CardIx> {
        match self {
            By::Card(c) => Some(c),
            By::Def(_) => None,
        }
    }
    /// The name to print: the card's name in play, else its title.
    pub fn name(self, board: &Board) -> String {
        match self {
            By::Card(c) => board.card_name(c),
            By::Def(d) => d.plain_title().to_string(),
        }
    }
}

/// One act asked about, its participants resolved.
#[derive(Debug, Clone, Copy)]
pub enum Act<'b> {
    /// `target` chosen by `by` (or by a card not named).
    Target { target: CardIx, by: Option<By<'b>> },
    /// `user` uses `item`.
    Use { user: CardIx, item: By<'b> },
    /// `weapon` (in play) fired at `target`.
    Fire { weapon: CardIx, target: CardIx },
    /// `carrier` takes `item` (a weapon or device) to carry.
    Carry { carrier: CardIx, item: By<'b> },
    /// `thief` steals `item` (a weapon, device or vehicle in play).
    Steal { thief: CardIx, item: CardIx },
}

impl<'b> Act<'b> {
    pub fn action(&self) -> Action {
        match self {
            Act::Target { .. } => Action::Target,
            Act::Use { .. } => Action::Use,
            Act::Fire { .. } => Action::Fire,
            Act::Carry { .. } => Action::Carry,
            Act::Steal { .. } => Action::Steal,
        }
    }

    /// The acts this one includes ([`Action::parts`], with their participants): firing a weapon
    /// targets with it, and its holder uses it.
    pub fn parts(&self, board: &Board) -> Vec<Act<'b>> {
        match *self {
            Act::Fire { weapon, target } => {
                let mut v = vec![Act::Target {
                    target,
                    by: Some(By::Card(weapon)),
                }];
                if let Place::Carried(holder) = board.cards[weapon].place {
                    v.push(Act::Use {
                        user: holder,
                        item: By::Card(weapon),
                    });
                }
                v
            }
            Act::Target { .. } | Act::Use { .. } | Act::Carry { .. } | Act::Steal { .. } => {
                Vec::new()
            }
        }
    }
}

/// A check: applies some rules to one act, recording its reasons on the evaluation.
pub struct Check {
    /// The action it is registered for.
    pub action: Action,
    /// What it checks, for the table in `swjudge rules` and the design notes.
    pub name: &'static str,
    /// The rules it applies; each declares `action` among those it constrains.
    pub rules: &'static [&'static Rule],
    /// Records reasons, permissions and missing facts; true when a rule forbids the act.
    pub run: fn(&mut Eval, &Act) -> bool,
}

impl std::fmt::Debug for Check {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Check")
            .field("action", &self.action)
            .field("name", &self.name)
            .finish()
    }
}

/// Every check, by action: the one table a question about an action consults. Declared here,
/// under the families, so that a family can consult it; its rows are each family's `CHECKS`,
/// gathered in `rules/mod.rs` (`impl CheckTable` there), the one file that names every family.
pub struct CheckTable;

/// Runs every check registered for `act`'s action, then for each act it includes (firing is
/// targeting and using); true when a rule forbids it. Every check runs, so a refusal lists every
/// rule that forbids the act.
pub(crate) fn consult(e: &mut Eval, act: &Act) -> bool {
    let action = act.action();
    let mut refused = false;
    for c in CheckTable::all().iter().filter(|c| c.action == action) {
        refused |= (c.run)(e, act);
    }
    for part in act.parts(e.board) {
        refused |= consult(e, &part);
    }
    refused
}
