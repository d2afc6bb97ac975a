//! The game state and its derived facts. The board knows nothing of YAML nor of which rule
//! reads it; derived facts (markers, shield coverage, groups) live in the rule families that
//! define them and are computed from these plain data.

use crate::catalog::{CardDef, Catalog, DefId, normalize};
use crate::query::Side;
use crate::rules::Ruleset;
use crate::scenario::yaml::ByteSpan;
use std::collections::HashMap;
use std::sync::Arc;

pub type LocId = usize;
pub type CardIx = usize;

/// Which game a scenario is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Game {
    #[default]
    Swccg,
    YoungJedi,
}

/// Turn phases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Activate,
    Control,
    Deploy,
    Battle,
    Move,
    Draw,
}

impl Phase {
    pub const ALL: &'static [(&'static str, Phase)] = &[
        ("activate", Phase::Activate),
        ("control", Phase::Control),
        ("deploy", Phase::Deploy),
        ("battle", Phase::Battle),
        ("move", Phase::Move),
        ("draw", Phase::Draw),
    ];
    pub fn name(self) -> &'static str {
        Phase::ALL
            .iter()
            .find(|(_, p)| *p == self)
            .map(|(n, _)| *n)
            .unwrap_or("?")
    }
}

/// Site, system or sector.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocKind {
    Site,
    System,
    Sector,
}

impl LocKind {
    pub fn name(self) -> &'static str {
        match self {
            LocKind::Site => "site",
            LocKind::System => "system",
            LocKind::Sector => "sector",
        }
    }
}

/// State of a location card on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LocState {
    pub collapsed: bool,
    pub blown_away: bool,
    pub face_down: bool,
}

/// A location on the table.
#[derive(Debug, Clone)]
pub struct Location {
    pub def: DefId,
    pub kind: LocKind,
    pub row: usize,
    /// Index within its row (table order).
    pub pos: usize,
    pub state: LocState,
    /// Cards buried face down by a mining droid (not in play).
    pub buried: Vec<DefId>,
    /// Who deployed it, when the scenario says.
    pub owner: Option<Side>,
    /// Cards directly at this location (not those aboard others).
    pub cards: Vec<CardIx>,
    pub span: ByteSpan,
}

/// A planet's (or starship's) row of locations, in table order.
#[derive(Debug, Clone)]
pub struct Row {
    pub name: String,
    pub locations: Vec<LocId>,
    pub span: ByteSpan,
}

/// Where a card in play is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    At(LocId),
    Aboard(CardIx),
    Carried(CardIx),
    Escorted(CardIx),
}

/// What happened to a card this turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ThisTurn {
    Moved,
    Reacted,
    Searched,
    Deployed,
    Fired(String),
}

/// A card's conditions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardState {
    pub missing: bool,
    pub captured: bool,
    pub frozen: bool,
    pub crashed: bool,
    pub undercover: bool,
    pub attached_to: Option<String>,
}

/// A card in play.
#[derive(Debug, Clone)]
pub struct Card {
    pub def: DefId,
    pub side: Side,
    pub place: Place,
    pub id: Option<String>,
    pub aboard: Vec<CardIx>,
    pub carrying: Vec<CardIx>,
    pub escorting: Vec<CardIx>,
    pub pilot: Option<CardIx>,
    pub driver: Option<CardIx>,
    pub state: CardState,
    pub this_turn: Vec<ThisTurn>,
    pub ability: Option<i64>,
    pub power: Option<i64>,
    pub span: ByteSpan,
}

/// A card in a player's off-table zone.
#[derive(Debug, Clone)]
pub struct ZoneCard {
    pub def: DefId,
    pub span: ByteSpan,
}

/// What is off the table for one player.
#[derive(Debug, Clone, Default)]
pub struct Player {
    pub hand: Vec<ZoneCard>,
    pub reserve: Vec<ZoneCard>,
    pub used: Vec<ZoneCard>,
    pub lost: Vec<ZoneCard>,
    pub out_of_play: Vec<ZoneCard>,
    pub force_pile: Option<i64>,
    pub starting_location: Option<ZoneCard>,
}

/// The scenario text, for diagnostics pointing into it.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: String,
    pub text: Arc<str>,
}

/// The whole table.
#[derive(Debug, Clone)]
pub struct Board {
    pub title: Option<String>,
    pub game: Game,
    pub ruleset: Option<Ruleset>,
    pub turn: Option<Side>,
    pub phase: Option<Phase>,
    pub rows: Vec<Row>,
    pub locations: Vec<Location>,
    pub cards: Vec<Card>,
    pub light: Player,
    pub dark: Player,
    pub catalog: Catalog,
    pub ids: HashMap<String, CardIx>,
    pub source: Source,
    /// normalised title → locations with that title.
    loc_index: HashMap<String, Vec<LocId>>,
    /// normalised title → cards in play with that title.
    card_index: HashMap<String, Vec<CardIx>>,
}

impl Board {
    pub fn new(catalog: Catalog, source: Source) -> Board {
        Board {
            title: None,
            game: Game::Swccg,
            ruleset: None,
            turn: None,
            phase: None,
            rows: Vec::new(),
            locations: Vec::new(),
            cards: Vec::new(),
            light: Player::default(),
            dark: Player::default(),
            catalog,
            ids: HashMap::new(),
            source,
            loc_index: HashMap::new(),
            card_index: HashMap::new(),
        }
    }

    /// Rebuilds the title indexes (after the loader or an edit).
    pub fn reindex(&mut self) {
        self.loc_index.clear();
        self.card_index.clear();
        for (i, l) in self.locations.iter().enumerate() {
            let key = normalize(&self.catalog.get(l.def).title);
            self.loc_index.entry(key).or_default().push(i);
        }
        for (i, c) in self.cards.iter().enumerate() {
            let key = normalize(&self.catalog.get(c.def).title);
            self.card_index.entry(key).or_default().push(i);
        }
    }

    pub fn player(&self, side: Side) -> &Player {
        match side {
            Side::Light => &self.light,
            Side::Dark => &self.dark,
        }
    }

    pub fn def(&self, id: DefId) -> &CardDef {
        self.catalog.get(id)
    }
    pub fn loc_def(&self, l: LocId) -> &CardDef {
        self.catalog.get(self.locations[l].def)
    }
    pub fn card_def(&self, c: CardIx) -> &CardDef {
        self.catalog.get(self.cards[c].def)
    }

    /// A location's display name: its title without marks (face-down sites keep their title for
    /// the judge's eyes, marked as face down).
    pub fn loc_name(&self, l: LocId) -> String {
        let t = self.loc_def(l).plain_title().to_string();
        if self.locations[l].state.face_down || self.locations[l].state.blown_away {
            format!("{t} (blown away)")
        } else {
            t
        }
    }
    pub fn card_name(&self, c: CardIx) -> String {
        let t = self.card_def(c).plain_title().to_string();
        match &self.cards[c].id {
            Some(id) => format!("{t} (@{id})"),
            None => t,
        }
    }

    /// Locations with this exact (normalised) title.
    pub fn locations_titled(&self, key: &str) -> &[LocId] {
        self.loc_index.get(key).map(Vec::as_slice).unwrap_or(&[])
    }
    /// Cards in play with this exact (normalised) title.
    pub fn cards_titled(&self, key: &str) -> &[CardIx] {
        self.card_index.get(key).map(Vec::as_slice).unwrap_or(&[])
    }
    /// Normalised titles of every location on the table.
    pub fn location_titles(&self) -> Vec<String> {
        self.loc_index.keys().cloned().collect()
    }
    /// Normalised titles of every card in play.
    pub fn card_titles(&self) -> Vec<String> {
        self.card_index.keys().cloned().collect()
    }

    /// The row a location is in.
    pub fn row_of(&self, l: LocId) -> &Row {
        &self.rows[self.locations[l].row]
    }

    /// Finds a row by name (case-insensitive, marks ignored).
    pub fn row_named(&self, name: &str) -> Option<usize> {
        let key = normalize(name);
        self.rows.iter().position(|r| normalize(&r.name) == key)
    }

    /// The location a card is ultimately at (following aboard/carried chains).
    pub fn location_of(&self, c: CardIx) -> Option<LocId> {
        let mut cur = c;
        for _ in 0..=self.cards.len() {
            match self.cards[cur].place {
                Place::At(l) => return Some(l),
                Place::Aboard(p) | Place::Carried(p) | Place::Escorted(p) => cur = p,
            }
        }
        None
    }

    /// Is any copy of this title (normalised) on the table, as a location or a card?
    pub fn on_table(&self, key: &str) -> bool {
        !self.locations_titled(key).is_empty() || !self.cards_titled(key).is_empty()
    }
}
