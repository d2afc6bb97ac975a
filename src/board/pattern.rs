//! The pattern of a planet row: the group each location belongs to (interior, docking bay,
//! exterior, cloud and asteroid sectors, system, Big One, its cave…), the order the groups and
//! markers keep, where a location fits. Facts of the table that the layout rules, starship
//! sites and deployment read; the rules that make them matter are the layout family's.

use super::facts::{markers, ordinal};
use super::{Board, LocId};
use crate::catalog::{CardDef, Icon, normalize};
use serde::Serialize;

pub fn short_name(d: &CardDef) -> String {
    let t = d.plain_title();
    let t = t.split_once(": ").map(|(_, r)| r).unwrap_or(t);
    t.split(" (").next().unwrap_or(t).to_string()
}

/// The pattern of a row in words.
pub fn pattern_words(board: &Board, row: usize) -> String {
    /// Every row's pattern in words, worded once per board (a derived fact).
    #[derive(Clone)]
    struct Words(std::sync::Arc<Vec<String>>);
    let words = board.derived(|b| {
        Words(std::sync::Arc::new(
            (0..b.rows.len()).map(|r| row_pattern_words(b, r)).collect(),
        ))
    });
    words.0.get(row).cloned().unwrap_or_default()
}

fn row_pattern_words(board: &Board, row: usize) -> String {
    words_for(board, row, &patterned(board, row))
}

/// The order a row's patterned locations must have, in words (as [`pattern_words`] gives the
/// order written), when only their order is wrong: groups in table order (interior · docking
/// bay · exterior · sectors · system · …; a second Cloud City platform at the far end of the
/// interior sites), markers in number order among the exterior sites, the other locations in
/// the order written. It reads in the direction the row is written (from the system when the
/// row starts there). `None` when the row already keeps the pattern, or when no order can (two
/// systems).
pub fn required_order_words(board: &Board, row: usize) -> Option<String> {
    let locs = patterned(board, row);
    let slots: Vec<Slot> = locs
        .iter()
        .filter_map(|&l| slot(board.loc_def(l)))
        .collect();
    if slots.len() != locs.len() || keeps_pattern(&slots) {
        return None;
    }
    // Cloud City platforms: with two, the first written is the far one (as first_violation reads).
    let platforms = slots.iter().filter(|s| s.0 == Group::CityPlatform).count();
    let mut seen_platform = false;
    let mut keyed: Vec<(Group, Option<u8>, LocId)> = Vec::new();
    for (&(g, m), &l) in slots.iter().zip(&locs) {
        let g = if g == Group::CityPlatform {
            let far = platforms >= 2 && !seen_platform;
            seen_platform = true;
            if far {
                Group::SecondPlatform
            } else {
                Group::DockingBay
            }
        } else {
            g
        };
        keyed.push((g, m, l));
    }
    let from_system = keyed
        .first()
        .is_some_and(|k| k.0 >= Group::System && slots[0].0 != Group::CityPlatform);
    if from_system {
        keyed.reverse();
    }
    keyed.sort_by_key(|k| k.0);
    // Markers in number order, in the places markers hold.
    let places: Vec<usize> = (0..keyed.len()).filter(|&i| keyed[i].1.is_some()).collect();
    let mut marked: Vec<(Group, Option<u8>, LocId)> = places.iter().map(|&i| keyed[i]).collect();
    marked.sort_by_key(|k| k.1);
    for (&i, k) in places.iter().zip(marked) {
        keyed[i] = k;
    }
    if from_system {
        keyed.reverse();
    }
    let order: Vec<LocId> = keyed.iter().map(|k| k.2).collect();
    let fixed: Vec<Slot> = order
        .iter()
        .filter_map(|&l| slot(board.loc_def(l)))
        .collect();
    keeps_pattern(&fixed).then(|| words_for(board, row, &order))
}

/// Locations of a row in words, grouped: `interior: A, B · docking bay: C`.
fn words_for(board: &Board, row: usize, locs: &[LocId]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut last: Option<Group> = None;
    let has_markers = !markers(board, row).is_empty();
    for &l in locs {
        let d = board.loc_def(l);
        let g = group_of(d);
        let name = match d.marker {
            Some(m) => format!("{} {}", ordinal(m), short_name(d)),
            None => short_name(d),
        };
        if g == last {
            if let Some(p) = parts.last_mut() {
                p.push_str(&format!(", {name}"));
            }
        } else {
            let label = match g {
                Some(Group::Exterior) if has_markers => "exterior and marker sites",
                Some(g) => g.name(),
                None => "?",
            };
            parts.push(format!("{label}: {name}"));
        }
        last = g;
    }
    if parts.is_empty() {
        "(empty)".into()
    } else {
        parts.join(" · ")
    }
}

/// Words for "at index i" in a row.
pub fn describe_place(board: &Board, locs: &[LocId], i: usize) -> String {
    let left = i.checked_sub(1).map(|j| board.loc_name(locs[j]));
    let right = locs.get(i).map(|&l| board.loc_name(l));
    match (left, right) {
        (Some(a), Some(b)) => format!("between {a} and {b}"),
        (Some(a), None) => format!("at the end of the row, after {a}"),
        (None, Some(b)) => format!("at the start of the row, before {b}"),
        (None, None) => "as the first location of the row".into(),
    }
}

/// Every index at which `def` may be inserted into `row` (over the patterned locations).
pub fn insertion_indices(board: &Board, row: usize, def: &CardDef) -> Vec<usize> {
    let Some(new) = slot(def) else {
        return Vec::new();
    };
    let locs = patterned(board, row);
    let slots: Vec<Slot> = locs
        .iter()
        .filter_map(|&l| slot(board.loc_def(l)))
        .collect();
    (0..=slots.len())
        .filter(|&i| {
            let mut s = slots.clone();
            s.insert(i, new);
            keeps_pattern(&s)
        })
        .collect()
}

/// The row a new location belongs to: the one named after its planet, or its system's row
/// (Cloud City sites: Bespin's row; the asteroid cave: the row with the Big One).
/// The planet a planet location belongs to, as its row is named: a site's title up to its
/// colon (`Hoth` for `Hoth: Echo Corridor`), Bespin for the Cloud City sites, a system's own
/// title; `None` for a location that is no planet's (a sector, a starship site, the Death
/// Star's sites: none has the planet icon).
pub fn planet_of(def: &CardDef) -> Option<String> {
    if !(def.is_site() || def.is_system()) {
        return None;
    }
    let t = def.plain_title();
    let planet = if def.is_system() {
        def.unversioned_title()
    } else {
        t.split(':').next().unwrap_or(t).trim()
    };
    // The Cloud City sites (mobile, without the planet icon) are Bespin's.
    let cloud_city = def.is_site() && normalize(planet) == "cloud city";
    if !def.has_icon(Icon::Planet) && !cloud_city {
        return None;
    }
    Some(if cloud_city {
        "Bespin".to_string()
    } else {
        planet.to_string()
    })
}

pub fn home_row(board: &Board, def: &CardDef) -> Option<usize> {
    let t = def.plain_title();
    let planet = t.split(':').next().unwrap_or(t).trim();
    if crate::board::facts::is_cave(def) {
        return (0..board.rows.len()).find(|&r| {
            board.rows[r]
                .locations
                .iter()
                .any(|&l| crate::board::facts::is_big_one(board.loc_def(l)))
        });
    }
    if normalize(planet) == "cloud city" {
        return board
            .row_named("Bespin")
            .or_else(|| board.row_named("Cloud City"))
            .or_else(|| {
                board.rows.iter().position(|r| {
                    r.locations.iter().any(|&l| {
                        let n = board.loc_def(l).key();
                        n == "bespin" || n.starts_with("cloud city:") || n == "bespin: cloud city"
                    })
                })
            });
    }
    board.row_named(planet).or_else(|| {
        board.rows.iter().position(|r| {
            r.locations.iter().any(|&l| {
                let d = board.loc_def(l);
                d.is_system() && d.key() == normalize(planet)
            })
        })
    })
}

/// The locations of a row that the pattern orders (sites and systems).
pub fn patterned(board: &Board, row: usize) -> Vec<LocId> {
    board.rows[row]
        .locations
        .iter()
        .copied()
        .filter(|&l| group_of(board.loc_def(l)).is_some())
        .collect()
}

/// Does this sequence keep the pattern in one direction or the other?
pub fn keeps_pattern(slots: &[Slot]) -> bool {
    first_violation(slots.iter()).is_none() || first_violation(slots.iter().rev()).is_none()
}

/// Index of the first location out of place reading `slots` in this order, if any. Cloud City
/// platforms: with two in the row, the first read is the second platform (far end of the interior
/// sites); a single one is the row's docking bay.
pub fn first_violation<'a>(slots: impl Iterator<Item = &'a Slot>) -> Option<(usize, usize, bool)> {
    let slots: Vec<Slot> = slots.copied().collect();
    let platforms = slots.iter().filter(|s| s.0 == Group::CityPlatform).count();
    let mut seen_platform = false;
    let slots = slots.into_iter().map(|(g, m)| {
        if g != Group::CityPlatform {
            return (g, m);
        }
        let far = platforms >= 2 && !seen_platform;
        seen_platform = true;
        (
            if far {
                Group::SecondPlatform
            } else {
                Group::DockingBay
            },
            m,
        )
    });
    let mut max_group: Option<(Group, usize)> = None;
    let mut last_marker: Option<(u8, usize)> = None;
    let mut systems = 0;
    for (i, (g, m)) in slots.enumerate() {
        if g == Group::System {
            systems += 1;
            if systems > 1 {
                return Some((i, i, false));
            }
        }
        if let Some((mg, at)) = max_group
            && g < mg
        {
            return Some((i, at, false));
        }
        if max_group.is_none_or(|(mg, _)| g > mg) {
            max_group = Some((g, i));
        }
        if let Some(n) = m {
            if let Some((lm, at)) = last_marker
                && n <= lm
            {
                return Some((i, at, true));
            }
            last_marker = Some((n, i));
        }
    }
    None
}

pub fn slot(def: &CardDef) -> Option<Slot> {
    group_of(def).map(|g| (g, def.marker))
}

pub type Slot = (Group, Option<u8>);

/// An Echo Base interior site (not the docking bay).
pub fn is_echo_interior(def: &CardDef) -> bool {
    let t = def.key();
    t.starts_with("hoth: echo") && group_of(def) == Some(Group::Interior)
}

/// The group a location belongs to (`None` for a sector of unknown kind). Marker sites (the
/// interior Wampa Cave too) lie among the exterior sites.
pub fn group_of(def: &CardDef) -> Option<Group> {
    use crate::board::facts::SectorKind;
    if def.is_system() {
        Some(Group::System)
    } else if def.is_sector() {
        match crate::board::facts::sector_kind(def)? {
            SectorKind::Cloud if crate::board::facts::is_city_sector(def) => {
                Some(Group::CitySector)
            }
            SectorKind::Cloud => Some(Group::CloudSector),
            SectorKind::Asteroid if crate::board::facts::is_big_one(def) => Some(Group::BigOne),
            SectorKind::Asteroid => Some(Group::AsteroidSector),
        }
    } else if !def.is_site() {
        None
    } else if crate::board::facts::is_cave(def) {
        Some(Group::Cave)
    } else if crate::board::facts::is_city_platform(def) {
        Some(Group::CityPlatform)
    } else if def.is_docking_bay() {
        Some(Group::DockingBay)
    } else if def.marker.is_some() {
        Some(Group::Exterior)
    } else if def.has_icon(Icon::Interior) && !def.has_icon(Icon::Exterior) {
        Some(Group::Interior)
    } else {
        Some(Group::Exterior)
    }
}

/// The groups of a planet row, in table order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Group {
    /// Cloud City's second platform, at the far end of the interior sites.
    SecondPlatform,
    Interior,
    DockingBay,
    Exterior,
    /// Bespin: Cloud City, the cloud sector nearest the sites.
    CitySector,
    CloudSector,
    System,
    AsteroidSector,
    BigOne,
    /// Big One: Asteroid Cave (or Space Slug Belly), beyond the Big One.
    Cave,
    /// A Cloud City platform before it is known to be the first or the second (see
    /// [`first_violation`]); never shown.
    CityPlatform,
}

impl Group {
    pub fn name(self) -> &'static str {
        match self {
            Group::SecondPlatform => "second platform",
            Group::Interior => "interior",
            Group::DockingBay | Group::CityPlatform => "docking bay",
            Group::Exterior => "exterior",
            Group::CitySector => "Bespin: Cloud City sector",
            Group::CloudSector => "cloud sector",
            Group::System => "system",
            Group::AsteroidSector => "asteroid sector",
            Group::BigOne => "Big One",
            Group::Cave => "asteroid cave",
        }
    }
}
