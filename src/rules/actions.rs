//! The actions the documents regulate, and the checks that bear on each.
//!
//! A rule declares the actions it constrains (`Rule::constrains`). A *check* is the piece of a
//! rule family that applies some of those rules to one act; every check is registered for one
//! action in the table [`super::checks`]. A question about an action runs every check registered
//! for it and for each action it includes ([`Act::parts`]: firing is targeting and using), so
//! `can fire`, `can target … with` and `can use` cannot disagree about a rule they share: there
//! is no list of checks per question to forget one in.

use super::Eval;
use super::registry::Rule;
use crate::board::{Board, CardIx, Place};
use crate::catalog::CardDef;
use serde::Serialize;

/// Something a player does that the documents regulate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    Deploy,
    /// A regular move between sites (and a vehicle's or character's move by card).
    Move,
    React,
    Shuttle,
    Transfer,
    Transit,
    Embark,
    Disembark,
    Land,
    TakeOff,
    /// Moving to, from or between sectors.
    SectorMove,
    Target,
    /// Firing a weapon: targeting with it and using it.
    Fire,
    /// Using a weapon or device.
    Use,
    Carry,
    Steal,
    /// A creature attacking, or characters attacking a creature.
    Attack,
    Capture,
    Escort,
    Release,
    /// Replacing a persona.
    Replace,
    /// Young Jedi: a lightsaber duel.
    Duel,
    /// Young Jedi: a battle, evacuation, the Hyperspace pile, fetching an Effect, deploying from
    /// the draw deck.
    Battle,
    Evacuate,
    FetchEffect,
    DeployFromDeck,
    /// A TIE Bomber's Bombing Run.
    Bomb,
}

impl Action {
    pub const ALL: &'static [Action] = &[
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
        Action::Escort,
        Action::Release,
        Action::Replace,
        Action::Duel,
        Action::Battle,
        Action::Evacuate,
        Action::FetchEffect,
        Action::DeployFromDeck,
        Action::Bomb,
    ];

    /// The action's name as `swjudge rules` shows it.
    pub fn name(self) -> &'static str {
        match self {
            Action::Deploy => "deploy",
            Action::Move => "move",
            Action::React => "react",
            Action::Shuttle => "shuttle",
            Action::Transfer => "transfer",
            Action::Transit => "transit",
            Action::Embark => "embark",
            Action::Disembark => "disembark",
            Action::Land => "land",
            Action::TakeOff => "take-off",
            Action::SectorMove => "sector move",
            Action::Target => "target",
            Action::Fire => "fire",
            Action::Use => "use",
            Action::Carry => "carry",
            Action::Steal => "steal",
            Action::Attack => "attack",
            Action::Capture => "capture",
            Action::Escort => "escort",
            Action::Release => "release",
            Action::Replace => "replace",
            Action::Duel => "duel",
            Action::Battle => "battle",
            Action::Evacuate => "evacuate",
            Action::FetchEffect => "fetch an Effect",
            Action::DeployFromDeck => "deploy from the deck",
            Action::Bomb => "bomb",
        }
    }

    /// The actions this one includes, whose rules bear on it too.
    pub fn parts(self) -> &'static [Action] {
        match self {
            Action::Fire => &[Action::Target, Action::Use],
            _ => &[],
        }
    }

    /// Does this action include `other` (itself, or one of its parts, transitively)?
    pub fn includes(self, other: Action) -> bool {
        self == other || self.parts().iter().any(|p| p.includes(other))
    }
}

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
}

impl<'b> Act<'b> {
    pub fn action(&self) -> Action {
        match self {
            Act::Target { .. } => Action::Target,
            Act::Use { .. } => Action::Use,
            Act::Fire { .. } => Action::Fire,
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
            Act::Target { .. } | Act::Use { .. } => Vec::new(),
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
