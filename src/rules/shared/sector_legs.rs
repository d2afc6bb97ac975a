//! Flights between a sector and a site, read from the board: which flight an act is, and what
//! the asteroid and cloud sector rules in force make of it. The sector rules' check applies
//! them (`sectors/legs.rs`); the checks of the cave's belly, of the direct landing through the
//! clouds and of the landing rule's price judge a flight only where the sector rules allow it.

use crate::board::facts::{
    SectorKind, is_big_one, is_cave, is_cloud_car, is_mynock, lowest_cloud, sector_kind,
};
use crate::board::{Board, CardIx, LocId, Place};
use crate::catalog::{CardDef, CardType, Icon};
use crate::rulebook::sectors::{CC_ASTEROID_MOVES, CC_GENERAL, CLOUD_MOVES, D_GENERAL};
use crate::rules::actions::{Act, Action};
use crate::rules::eval::Eval;

/// Do sectors exist under the ruleset (the Dagobah or Cloud City supplement in force)? A check
/// of another family leaves a sector to the sector rules where they do not.
pub(crate) fn sectors_exist(e: &Eval) -> bool {
    e.in_force(&D_GENERAL) || e.in_force(&CC_GENERAL)
}

/// The card as the sector rules see it: a free mynock moves like a starfighter (Dagobah,
/// Attaching Creatures), so it is judged as one, without a pilot.
pub(crate) fn as_craft(e: &Eval, c: CardIx) -> CardDef {
    let def = e.board.card_def(c).clone();
    if def.card_type == CardType::Creature
        && is_mynock(&def)
        && e.in_force(&crate::rulebook::attaching::ATTACHING)
    {
        let mut fly = def;
        fly.card_type = CardType::Starship;
        fly.subtype = Some(crate::catalog::Subtype::Starfighter);
        return fly;
    }
    def
}

/// A move's kind, card, where the card stands (or what holds it), and where it goes.
pub(crate) fn move_ends(board: &Board, act: &Act) -> Option<(Action, CardIx, LocId, LocId)> {
    let Act::Move {
        kind,
        card,
        to: Some(to),
        ..
    } = *act
    else {
        return None;
    };
    Some((kind, card, board.location_of(card)?, to))
}

/// A flight between a sector and a site: the card, the sector, the site, and whether it lands
/// (from the sector) or takes off (to it).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Flight {
    pub card: CardIx,
    pub sector: LocId,
    pub site: LocId,
    pub landing: bool,
}

impl Flight {
    /// The flight `act` is: a landing from a sector at a site, or a take-off from a site to a
    /// sector, from where the card is (or what it is aboard).
    pub(crate) fn of(board: &Board, act: &Act) -> Option<Flight> {
        let (kind, card, from, to) = move_ends(board, act)?;
        let (sector, site, landing) = match kind {
            Action::Land => (from, to, true),
            Action::TakeOff => (to, from, false),
            _ => return None,
        };
        (board.loc_def(sector).is_sector() && board.loc_def(site).is_site()).then_some(Flight {
            card,
            sector,
            site,
            landing,
        })
    }
    /// The card itself stands at its end of the flight (not aboard or on another card, whose
    /// flight is its holder's).
    pub(crate) fn standing(self, board: &Board) -> bool {
        matches!(board.cards[self.card].place, Place::At(_))
    }
    pub(crate) fn same_row(self, board: &Board) -> bool {
        board.locations[self.sector].row == board.locations[self.site].row
    }
    pub(crate) fn verb(self) -> &'static str {
        if self.landing { "land" } else { "take off" }
    }
}

/// What the asteroid rules make of a flight between an asteroid sector and a site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AsteroidLeg {
    /// Only a starfighter flies it.
    NotStarfighter,
    /// Cloud City: only between the Big One and its cave.
    NotTheCave,
    /// Dagobah: the site is not related to the sector.
    Unrelated,
    /// Allowed (`cave`: between the Big One and its cave).
    Allowed { cave: bool },
}

/// The asteroid rules in force on `f`, from the board alone.
pub(crate) fn asteroid_leg(e: &Eval, f: Flight) -> AsteroidLeg {
    let board = e.board;
    let def = as_craft(e, f.card);
    let cave =
        f.same_row(board) && is_big_one(board.loc_def(f.sector)) && is_cave(board.loc_def(f.site));
    if !def.flies_as_starfighter() {
        AsteroidLeg::NotStarfighter
    } else if e.in_force(&CC_ASTEROID_MOVES) && !cave {
        AsteroidLeg::NotTheCave
    } else if !f.same_row(board) {
        AsteroidLeg::Unrelated
    } else {
        AsteroidLeg::Allowed { cave }
    }
}

/// What the cloud rules (Cloud City) make of a flight between a cloud sector and a site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CloudLeg {
    /// Only a starfighter or a cloud car flies it.
    NotCraft,
    /// The site is not related to the sector.
    Unrelated,
    /// The sector is not the lowest-altitude cloud sector of the site's planet.
    NotLowest,
    /// The site is interior.
    Interior,
    Allowed,
}

/// The cloud rules on `f`, from the board alone.
pub(crate) fn cloud_leg(e: &Eval, f: Flight) -> CloudLeg {
    let board = e.board;
    let def = as_craft(e, f.card);
    let lowest = lowest_cloud(board, board.locations[f.site].row);
    if !(def.flies_as_starfighter() || is_cloud_car(&def)) {
        CloudLeg::NotCraft
    } else if !f.same_row(board) {
        CloudLeg::Unrelated
    } else if lowest != Some(f.sector) {
        CloudLeg::NotLowest
    } else if !board.loc_def(f.site).has_icon(Icon::Exterior) {
        CloudLeg::Interior
    } else {
        CloudLeg::Allowed
    }
}

/// Does a sector rule in force write `f`, and allow it? The flights other checks speak of
/// (the cave's belly, the direct landing through the clouds, the landing rule's price at a
/// docking bay) are judged only where it does.
pub(crate) fn allowed(e: &Eval, f: Flight) -> bool {
    if !f.standing(e.board) || !(e.in_force(&D_GENERAL) || e.in_force(&CC_GENERAL)) {
        return false;
    }
    match sector_kind(e.board.loc_def(f.sector)) {
        Some(SectorKind::Asteroid) => matches!(asteroid_leg(e, f), AsteroidLeg::Allowed { .. }),
        Some(SectorKind::Cloud) => e.in_force(&CLOUD_MOVES) && cloud_leg(e, f) == CloudLeg::Allowed,
        None => false,
    }
}
