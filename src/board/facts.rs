//! Facts about the board that several rule families read: what a card is (a craft, a captive),
//! where it is and what it is aboard, which locations a row holds and how they relate. Plain
//! answers from the board and the catalog: no rule is cited here (the families cite the rules
//! that make a fact matter).

use super::{Board, CardIx, LocId, Place};
use crate::catalog::{CardDef, CardType, Icon, Subtype, Trait};
use crate::catalog::{Printed, normalize};
use crate::rulebook::Side;

/// Sites of a row, in order (systems and sectors are not on the ground path).
pub fn row_sites(board: &Board, row: usize) -> Vec<LocId> {
    board.rows[row]
        .locations
        .iter()
        .copied()
        .filter(|&l| board.loc_def(l).is_site())
        .collect()
}

/// Who operates the craft, if anyone; `latest` decides whether a crash silences the permanent pilot.
pub fn operator(board: &Board, c: CardIx, crash_silences: bool) -> Option<Operator> {
    let def = board.card_def(c);
    match needs(def) {
        Needs::Nothing => Some(Operator::Itself),
        Needs::Driver => driver(board, c).map(Operator::Character),
        Needs::Pilot => {
            if let Some(a) = def.permanent_pilot {
                let silenced = crash_silences && board.cards[c].state.crashed;
                if !silenced {
                    return Some(Operator::Permanent(Some(a)));
                }
            }
            acting_pilots(board, c)
                .first()
                .copied()
                .map(Operator::Character)
        }
    }
}

/// The driver of a transport: the designated one, else the first character who may drive.
pub fn driver(board: &Board, c: CardIx) -> Option<CardIx> {
    let may_drive = |o: CardIx| {
        let d = board.card_def(o);
        (!is_droid(d) || d.allows("drive")) && !board.cards[o].state.missing
    };
    if let Some(d) = board.cards[c].driver {
        return may_drive(d).then_some(d);
    }
    characters_aboard(board, c)
        .into_iter()
        .find(|&o| may_drive(o))
}

/// The pilots acting as pilots: the designated one, then characters with a pilot icon, up to the
/// pilot capacity (unknown capacity: one).
pub fn acting_pilots(board: &Board, c: CardIx) -> Vec<CardIx> {
    let card = &board.cards[c];
    let def = board.card_def(c);
    // With a permanent pilot and no pilot capacity given, no character takes a pilot seat.
    let default_seats = if def.permanent_pilot.is_some() { 0 } else { 1 };
    let cap = def.capacity.pilots.unwrap_or(default_seats) as usize;
    let mut out: Vec<CardIx> = Vec::new();
    if let Some(p) = card.pilot
        && !board.cards[p].state.missing
    {
        out.push(p);
    }
    for o in characters_aboard(board, c) {
        let d = board.card_def(o);
        if out.len() >= cap {
            break;
        }
        if !out.contains(&o)
            && d.has_icon(Icon::Pilot)
            && !is_droid(d)
            && !board.cards[o].state.missing
        {
            out.push(o);
        }
    }
    out
}

/// Who operates a craft.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Operator {
    /// The permanent pilot (its ability; None when a crash silenced it).
    Permanent(Option<i64>),
    Character(CardIx),
    /// A creature vehicle drives itself.
    Itself,
}

/// Characters aboard a craft (not those inside a craft in its cargo bay).
pub fn characters_aboard(board: &Board, c: CardIx) -> Vec<CardIx> {
    board.cards[c]
        .aboard
        .iter()
        .copied()
        .filter(|&o| board.card_def(o).card_type == CardType::Character)
        .collect()
}

pub fn is_droid(def: &CardDef) -> bool {
    def.has_trait(&Trait::Droid) || def.subtype == Some(Subtype::Droid)
}

/// Starships are always enclosed; vehicles when their lore says so.
pub fn is_enclosed(def: &CardDef) -> bool {
    def.card_type == CardType::Starship || def.has_trait(&Trait::Enclosed)
}

pub fn needs(def: &CardDef) -> Needs {
    match (def.card_type, def.subtype) {
        (CardType::Vehicle, Some(Subtype::Transport)) => Needs::Driver,
        (CardType::Vehicle, Some(Subtype::CreatureVehicle)) => Needs::Nothing,
        _ => Needs::Pilot,
    }
}

/// An AT-AT walker (by its title or persona of the Blizzard walkers).
pub fn is_at_at(def: &CardDef) -> bool {
    let t = def.key();
    t.contains("at-at")
        || (t.starts_with("blizzard ")
            && !t.contains("scout")
            && def.card_type == CardType::Vehicle)
}

pub fn is_creature_vehicle(def: &CardDef) -> bool {
    def.card_type == CardType::Vehicle && def.subtype == Some(Subtype::CreatureVehicle)
}

pub fn is_combat(def: &CardDef) -> bool {
    def.card_type == CardType::Vehicle && def.subtype == Some(Subtype::Combat)
}

pub fn is_craft(def: &CardDef) -> bool {
    matches!(def.card_type, CardType::Starship | CardType::Vehicle)
}

/// What a craft needs to operate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// Starships, combat and shuttle vehicles.
    Pilot,
    /// Transport vehicles.
    Driver,
    /// Creature vehicles (they have ability).
    Nothing,
}

/// The side a captive belongs to: its printing's side (a captive stays its owner's card).
pub fn captive_owner(board: &Board, c: CardIx) -> Side {
    match board.card_def(c).side {
        Printed::Light => Side::Light,
        Printed::Dark => Side::Dark,
        Printed::Any => match board.cards[c].place {
            Place::Escorted(x) => board.cards[x].side.opponent(),
            _ => board.cards[c].side,
        },
    }
}

pub fn is_prison(board: &Board, l: LocId) -> bool {
    board.loc_def(l).has_trait(&Trait::Prison)
}

/// Is this card a captive?
pub fn is_captive(board: &Board, c: CardIx) -> bool {
    custody(board, c) != Custody::Free
}

/// How a card is held.
pub fn custody(board: &Board, c: CardIx) -> Custody {
    let card = &board.cards[c];
    if let Place::Escorted(x) = card.place {
        return Custody::Escorted(x);
    }
    if !(card.state.captured || card.state.frozen) {
        return Custody::Free;
    }
    match card.place {
        Place::At(l) if is_prison(board, l) => Custody::Imprisoned(l),
        _ => Custody::Unattended,
    }
}

/// How a character is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Custody {
    Free,
    /// Under an escort's `escorting:`.
    Escorted(CardIx),
    /// Captured at a prison site, beneath it.
    Imprisoned(LocId),
    /// A captive neither escorted nor in a prison.
    Unattended,
}

/// Is this card missing, directly or by being carried by a missing character (update)?
pub fn is_missing(board: &Board, c: CardIx, carried_too: bool) -> bool {
    if board.cards[c].state.missing {
        return true;
    }
    if !carried_too {
        return false;
    }
    let mut cur = c;
    for _ in 0..=board.cards.len() {
        match board.cards[cur].place {
            Place::Carried(p) => {
                if board.cards[p].state.missing {
                    return true;
                }
                cur = p;
            }
            _ => return false,
        }
    }
    false
}

/// The rows a generic sector could join: every row with a planet system on table.
pub fn rows_with_system(board: &Board) -> Vec<usize> {
    (0..board.rows.len())
        .filter(|&r| board.system_of_row(r).is_some())
        .collect()
}

/// Bespin: Cloud City, the cloud sector that deploys only to Bespin.
pub fn is_city_sector(def: &CardDef) -> bool {
    def.is_sector() && def.key() == "bespin: cloud city"
}

/// A Cloud City platform (East Platform, Platform 327): a docking bay of the Bespin row.
pub fn is_city_platform(def: &CardDef) -> bool {
    def.is_site() && def.key().starts_with("cloud city:") && def.plain_title().contains("Platform")
}

/// The Big One sector.
pub fn is_big_one(def: &CardDef) -> bool {
    def.is_sector() && def.key() == "big one"
}

/// Big One: Asteroid Cave Or Space Slug Belly.
pub fn is_cave(def: &CardDef) -> bool {
    def.is_site() && def.key().starts_with("big one: asteroid cave")
}

/// An asteroid sector carries the space icon (Asteroid Field, Big One); a cloud sector the planet
/// icon (Clouds, Bespin: Cloud City). A sector with neither is read from its title.
pub fn sector_kind(def: &CardDef) -> Option<SectorKind> {
    if !def.is_sector() {
        return None;
    }
    if def.has_icon(Icon::Space) {
        return Some(SectorKind::Asteroid);
    }
    if def.has_icon(Icon::Planet) {
        return Some(SectorKind::Cloud);
    }
    let t = def.key();
    if t.contains("asteroid") || t.contains("big one") {
        Some(SectorKind::Asteroid)
    } else if t.contains("cloud") {
        Some(SectorKind::Cloud)
    } else {
        None
    }
}

/// The two kinds of sector of these documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SectorKind {
    Asteroid,
    Cloud,
}

impl SectorKind {
    pub fn name(self) -> &'static str {
        match self {
            SectorKind::Asteroid => "asteroid sector",
            SectorKind::Cloud => "cloud sector",
        }
    }
}

/// Does a location title belong to the planet (or place) a card may deploy only on?
pub fn on_planet(board: &Board, l: crate::board::LocId, planet: &str) -> bool {
    let key = normalize(planet);
    let t = board.loc_def(l).key();
    normalize(&board.row_of(l).name) == key || t == key || t.starts_with(&format!("{key}:"))
}

/// Is this card the Main Power Generators?
pub fn is_generators(def: &CardDef) -> bool {
    def.marker == Some(1) && def.key().contains("main power generators")
}

pub fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The outermost marker that bounds the shield: the highest exterior marker, never the Wampa Cave.
pub fn outermost_exterior(board: &Board, row: usize) -> Option<(u8, LocId)> {
    markers(board, row)
        .into_iter()
        .filter(|&(_, l)| {
            let d = board.loc_def(l);
            d.has_icon(Icon::Exterior) && !is_wampa_cave(d)
        })
        .max()
}

/// The marker sites of a row, by number.
pub fn markers(board: &Board, row: usize) -> Vec<(u8, LocId)> {
    let mut v: Vec<(u8, LocId)> = board.rows[row]
        .locations
        .iter()
        .filter_map(|&l| board.loc_def(l).marker.map(|m| (m, l)))
        .collect();
    v.sort();
    v
}

/// Is this a Wampa Cave (never the outermost marker for the shield)?
pub fn is_wampa_cave(def: &CardDef) -> bool {
    def.key().contains("wampa cave")
}

/// Who pilots a starship, in words, if anyone.
pub fn pilot_of(board: &Board, c: CardIx) -> Option<String> {
    let card = &board.cards[c];
    let def = board.card_def(c);
    if let Some(a) = def.permanent_pilot {
        return Some(format!("its permanent pilot (ability {a})"));
    }
    if let Some(p) = card.pilot {
        return Some(board.card_name(p));
    }
    card.aboard
        .iter()
        .copied()
        .find(|&o| {
            let d = board.card_def(o);
            d.has_icon(Icon::Pilot) && !d.has_trait(&Trait::Droid) && !board.cards[o].state.missing
        })
        .map(|o| board.card_name(o))
}

/// The capital starship a starship is fastened to (by its Landing Claw).
pub fn claw_host(board: &Board, c: CardIx) -> Option<CardIx> {
    if board.card_def(c).card_type != CardType::Starship {
        return None;
    }
    host_of(board, c).filter(|&h| board.card_def(h).is_capital())
}

/// A creature that attaches to a host instead of attacking (the cards call it a parasite).
pub fn is_attaching_creature(def: &CardDef) -> bool {
    def.card_type == CardType::Creature
        && (def.has_trait(&Trait::Parasite) || is_mynock(def) || is_vine_snake(def))
}

pub fn is_vine_snake(def: &CardDef) -> bool {
    def.card_type == CardType::Creature && titled(def, "vine snake")
}

pub fn is_mynock(def: &CardDef) -> bool {
    def.card_type == CardType::Creature && titled(def, "mynock")
}

pub fn titled(def: &CardDef, title: &str) -> bool {
    def.key() == title
}

/// The card `c` is attached to (its `attached-to` names a card in play).
pub fn host_of(board: &Board, c: CardIx) -> Option<CardIx> {
    let id = board.cards[c].state.attached_to.as_ref()?;
    board.ids.get(id).copied().filter(|&h| h != c)
}

/// Where a card is present: cards aboard open vehicles are present at the vehicle's location.
pub fn present_place(board: &Board, c: CardIx) -> Option<Where> {
    let mut cur = c;
    for _ in 0..=board.cards.len() {
        match board.cards[cur].place {
            Place::At(l) => return Some(Where::At(l)),
            Place::Aboard(p) => {
                if crate::board::facts::is_enclosed(board.card_def(p)) {
                    return Some(Where::Aboard(p));
                }
                cur = p;
            }
            Place::Carried(p) | Place::Escorted(p) => cur = p,
        }
    }
    None
}

/// Where a card is present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Where {
    At(LocId),
    Aboard(CardIx),
}
