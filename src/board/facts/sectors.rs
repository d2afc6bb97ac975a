//! Sectors: asteroid and cloud sectors, the Big One and its cave, Cloud City, and which moves
//! between them concern the sector rules.

use crate::board::{Board, CardIx, LocId};
use crate::catalog::{CardDef, CardType, Icon, Trait, titles};

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

pub fn sectors_of(board: &Board, row: usize, kind: SectorKind) -> Vec<LocId> {
    board.rows[row]
        .locations
        .iter()
        .copied()
        .filter(|&l| sector_kind(board.loc_def(l)) == Some(kind))
        .collect()
}

/// The Big One sector.
pub fn is_big_one(def: &CardDef) -> bool {
    def.is_sector() && def.is_titled(titles::BIG_ONE)
}

/// Big One: Asteroid Cave Or Space Slug Belly.
pub fn is_cave(def: &CardDef) -> bool {
    def.is_site() && def.key().starts_with("big one: asteroid cave")
}

/// A Cloud City platform (East Platform, Platform 327): a docking bay of the Bespin row.
pub fn is_city_platform(def: &CardDef) -> bool {
    def.is_site() && def.key().starts_with("cloud city:") && def.plain_title().contains("Platform")
}

/// Bespin: Cloud City, the cloud sector that deploys only to Bespin.
pub fn is_city_sector(def: &CardDef) -> bool {
    def.is_sector() && def.is_titled(titles::BESPIN_CLOUD_CITY)
}

/// The rows a generic sector could join: every row with a planet system on table.
pub fn rows_with_system(board: &Board) -> Vec<usize> {
    (0..board.rows.len())
        .filter(|&r| board.system_of_row(r).is_some())
        .collect()
}

/// The cloud sectors of a row, in altitude order from the system down to the sites.
pub fn clouds_by_altitude(board: &Board, row: usize) -> Vec<LocId> {
    let locs = &board.rows[row].locations;
    let mut clouds = sectors_of(board, row, SectorKind::Cloud);
    let pos = |l: LocId| locs.iter().position(|&x| x == l).unwrap_or(0);
    let site_pos: Vec<usize> = locs
        .iter()
        .enumerate()
        .filter(|(_, l)| board.loc_def(**l).is_site() && !is_cave(board.loc_def(**l)))
        .map(|(i, _)| i)
        .collect();
    // Nearest the sites last (lowest altitude); without sites, farthest from the system last.
    let key = |l: LocId| -> i64 {
        let p = pos(l) as i64;
        match (site_pos.first(), board.system_of_row(row)) {
            (Some(_), _) => -site_pos
                .iter()
                .map(|&s| (s as i64 - p).abs())
                .min()
                .unwrap_or(0),
            (None, Some(s)) => (pos(s) as i64 - p).abs(),
            (None, None) => p,
        }
    };
    clouds.sort_by_key(|&l| key(l));
    clouds
}

pub fn is_cloud_car(def: &CardDef) -> bool {
    def.card_type == CardType::Vehicle && def.has_trait(&Trait::CloudCar)
}

/// The lowest-altitude cloud sector of a row (the one nearest its sites).
pub fn lowest_cloud(board: &Board, row: usize) -> Option<LocId> {
    clouds_by_altitude(board, row).last().copied()
}

/// Is this move one for the sector rules (a sector at either end, or the cave)? `flies`: a card
/// that moves like a starfighter by the rules (a free mynock).
pub fn concerns_move(board: &Board, c: CardIx, origin: LocId, dest: LocId, flies: bool) -> bool {
    let def = board.card_def(c);
    let craft = flies || def.card_type == CardType::Starship || is_cloud_car(def);
    let o = board.loc_def(origin);
    let d = board.loc_def(dest);
    o.is_sector() || d.is_sector() || (craft && (is_cave(d) || is_cave(o)))
}
