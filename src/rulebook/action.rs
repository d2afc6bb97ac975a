//! The actions the documents regulate: the words a rule declares it constrains
//! (`Rule::constrains`). The checks that decide each act live with the rule families
//! (`rules::actions`).

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
