//! What a Young Jedi table holds besides the planets' cards: each player's Hyperspace pile, draw
//! deck and counters, and the dueling hands a scenario gives for a duel replay.

use super::zone::ZoneCard;
use crate::catalog::DefId;
use crate::rulebook::{ByteSpan, Side};

/// The Young Jedi parts of a board (empty on a Star Wars CCG board).
#[derive(Debug, Clone, Default)]
pub struct YoungJedi {
    pub light: YjPlayer,
    pub dark: YjPlayer,
    /// The scenario's `duel:` section.
    pub duel: DuelHands,
}

impl YoungJedi {
    pub fn player(&self, side: Side) -> &YjPlayer {
        match side {
            Side::Light => &self.light,
            Side::Dark => &self.dark,
        }
    }
    pub fn player_mut(&mut self, side: Side) -> &mut YjPlayer {
        match side {
            Side::Light => &mut self.light,
            Side::Dark => &mut self.dark,
        }
    }
}

/// One player's off-planet Young Jedi zones.
#[derive(Debug, Clone, Default)]
pub struct YjPlayer {
    /// The Hyperspace pile: starships, face up, in the order listed.
    pub hyperspace: Vec<PileCard>,
    pub draw_deck: Option<DrawDeck>,
    /// Counters left this turn.
    pub counters: Option<i64>,
}

/// A card in a pile that a question may name (by title or `@id`).
#[derive(Debug, Clone)]
pub struct PileCard {
    pub def: DefId,
    pub id: Option<String>,
    pub span: ByteSpan,
}

/// A draw deck: only its size, or its cards.
#[derive(Debug, Clone)]
pub enum DrawDeck {
    Count(i64),
    Cards(Vec<ZoneCard>),
}

impl DrawDeck {
    pub fn size(&self) -> i64 {
        match self {
            DrawDeck::Count(n) => *n,
            DrawDeck::Cards(c) => c.len() as i64,
        }
    }
}

/// The dueling hands (cards in the order they will be played), the cards each player would draw
/// next ("When dueling" text that adds cards takes them from there), and the weapons chosen.
#[derive(Debug, Clone, Default)]
pub struct DuelHands {
    pub attacker_hand: Option<Vec<HandCard>>,
    pub defender_hand: Option<Vec<HandCard>>,
    pub attacker_draws: Vec<HandCard>,
    pub defender_draws: Vec<HandCard>,
    /// The weapon each duelist takes, when the scenario chooses it: a title, an `@id` or `none`.
    pub attacker_weapon: Option<String>,
    pub defender_weapon: Option<String>,
}

/// A card of a dueling hand: a bare destiny number, or a card with its facts.
#[derive(Debug, Clone, PartialEq)]
pub enum HandCard {
    Destiny(i64),
    Card(DefId),
}
