//! Generated boards for benchmarks and scale tests.
//!
//! [`board`] writes a realistic scenario as YAML text — a full Hoth row (the bundled titles, the
//! energy shield up), then as many other planet rows as needed, each in the layout pattern
//! (interior sites · docking bay · exterior and marker sites · system) with its locations and a
//! few unique cards defined under `cards:`, and cards in play spread over every site and system,
//! many with ids — so that it goes through the real loader like any user's file.
//! [`Generated::queries`] then draws a reproducible mix of questions of every implemented family
//! about that board.

use std::fmt::Write as _;

/// A generated scenario and what its questions may name.
#[derive(Debug, Clone)]
pub struct Generated {
    /// The scenario file.
    pub yaml: String,
    /// Locations on the table.
    pub locations: usize,
    /// Cards in play (aboard cards included).
    pub cards: usize,
    /// Row names, Hoth first.
    pub rows: Vec<String>,
    /// Per row: the titles of its sites on the table (plain, as typed in a question).
    pub sites: Vec<Vec<String>>,
    /// Per row: the title of its docking bay, if any.
    pub docking_bays: Vec<Option<String>>,
    /// Starfighters flying at a system: (id, row).
    pub flying: Vec<(String, usize)>,
    /// Starfighters landed at a docking bay: their ids.
    pub landed: Vec<String>,
    /// Characters with an id: (id, row).
    pub characters: Vec<(String, usize)>,
    /// Unique starfighters named by title (one per generated planet): (title, row).
    pub raiders: Vec<(String, usize)>,
    /// Sites defined under `cards:` but not on the table (for `insertion`).
    pub unplaced: Vec<String>,
}

/// The Hoth row in table order: title, kind, cards it may hold.
const HOTH: &[(&str, Kind)] = &[
    ("Hoth: Echo Command Center (War Room)", Kind::Interior),
    ("Hoth: Echo Corridor", Kind::Interior),
    ("Hoth: Echo Med Lab", Kind::Interior),
    ("Hoth: Echo Docking Bay", Kind::DockingBay),
    ("Hoth: Main Power Generators (1st Marker)", Kind::Exterior),
    ("Hoth: Snow Trench (2nd Marker)", Kind::Exterior),
    ("Hoth: Defensive Perimeter (3rd Marker)", Kind::Exterior),
    ("Hoth: North Ridge (4th Marker)", Kind::Exterior),
    ("Hoth: Ice Plains (5th Marker)", Kind::Exterior),
    ("Hoth: Mountains (6th Marker)", Kind::Exterior),
    ("Hoth: Wampa Cave (7th Marker)", Kind::Interior),
    ("Hoth", Kind::System),
];

/// A generated planet's sites in table order (before its system).
const PLANET_SITES: &[(&str, Kind)] = &[
    ("Cantina", Kind::Interior),
    ("Command Center", Kind::Interior),
    ("Med Lab", Kind::Interior),
    ("Hangar Control", Kind::Interior),
    ("Docking Bay", Kind::DockingBay),
    ("Plains", Kind::Exterior),
    ("Canyon", Kind::Exterior),
    ("Forest", Kind::Exterior),
    ("Swamp", Kind::Exterior),
    ("Ridge (1st Marker)", Kind::Exterior),
    ("Outpost (2nd Marker)", Kind::Exterior),
    ("Trench (3rd Marker)", Kind::Exterior),
    ("Wastes (4th Marker)", Kind::Exterior),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Interior,
    DockingBay,
    Exterior,
    System,
}

const SYLLABLES: &[&str] = &[
    "Ka", "Vel", "Dor", "Mi", "Tar", "Os", "Ren", "Qua", "Lo", "Bes", "Ny", "Zan", "Fe", "Ul",
    "Sho", "Ith",
];

/// A planet name no bundled title uses, distinct for each `i` (three syllables and a number
/// beyond 4,096 planets).
fn planet_name(i: usize) -> String {
    let n = SYLLABLES.len();
    let cube = n * n * n;
    // Spread consecutive planets over the syllables (1231 is odd, so this is a permutation).
    let j = (i % cube) * 1231 % cube;
    let mut s = format!(
        "{}{}{}",
        SYLLABLES[j % n],
        SYLLABLES[(j / n) % n].to_lowercase(),
        SYLLABLES[(j / (n * n)) % n].to_lowercase()
    );
    if i >= cube {
        write!(s, " {}", i / cube).ok();
    }
    s
}

/// One location being written.
struct Loc {
    title: String,
    kind: Kind,
    light: Vec<String>,
    dark: Vec<String>,
}

/// Writes a board of `locations` locations (at least the 12 of the Hoth row) and `cards` cards
/// in play.
pub fn board(locations: usize, cards: usize) -> Generated {
    assert!(
        locations >= HOTH.len(),
        "a generated board has at least the Hoth row"
    );
    let mut g = Generated {
        yaml: String::new(),
        locations,
        cards,
        rows: Vec::new(),
        sites: Vec::new(),
        docking_bays: Vec::new(),
        flying: Vec::new(),
        landed: Vec::new(),
        characters: Vec::new(),
        raiders: Vec::new(),
        unplaced: Vec::new(),
    };
    let mut defs = String::new();
    let mut rows: Vec<(String, Vec<Loc>)> = vec![(
        "Hoth".into(),
        HOTH.iter()
            .map(|&(t, kind)| Loc::new(t.to_string(), kind))
            .collect(),
    )];
    planet_rows(&mut g, &mut defs, &mut rows, locations - HOTH.len());
    place_cards(&mut g, &mut rows, cards);
    write_yaml(&mut g, &defs, &rows);
    g
}

impl Loc {
    fn new(title: String, kind: Kind) -> Loc {
        Loc {
            title,
            kind,
            light: Vec::new(),
            dark: Vec::new(),
        }
    }
}

/// Other planets, `left` locations in all: full rows of PLANET_SITES + system, the last one cut
/// short; their definitions go to `defs`.
fn planet_rows(
    g: &mut Generated,
    defs: &mut String,
    rows: &mut Vec<(String, Vec<Loc>)>,
    mut left: usize,
) {
    let mut p = 0;
    while left > 0 {
        let name = planet_name(p);
        let take = left.min(PLANET_SITES.len() + 1);
        left -= take;
        let mut locs = Vec::new();
        // The system always; then sites from the interior end, keeping the pattern.
        for &(site, kind) in PLANET_SITES.iter().take(take - 1) {
            let title = format!("{name}: {site}");
            let icons = match kind {
                Kind::Interior => "[interior, planet]",
                Kind::DockingBay => "[interior, exterior, planet]",
                _ => "[exterior, planet]",
            };
            writeln!(
                defs,
                "  - {{ title: \"•{title}\", type: location, subtype: site, icons: {icons}, light_icons: 1, dark_icons: 1 }}"
            )
            .ok();
            locs.push(Loc::new(title, kind));
        }
        writeln!(
            defs,
            "  - {{ title: \"•{name}\", type: location, subtype: system, icons: [planet], parsec: {}, light_icons: 1, dark_icons: 1 }}",
            p % 9 + 1
        )
        .ok();
        locs.push(Loc::new(name.clone(), Kind::System));
        // A site of this planet kept off the table, for `insertion`.
        writeln!(
            defs,
            "  - {{ title: \"•{name}: Lookout\", type: location, subtype: site, icons: [exterior, planet] }}"
        )
        .ok();
        g.unplaced.push(format!("{name}: Lookout"));
        // Unique cards of this planet, named by title in questions.
        writeln!(
            defs,
            "  - {{ title: \"•{name} Captain\", side: light, type: character, icons: [pilot, warrior], ability: 2, power: 2 }}"
        )
        .ok();
        writeln!(
            defs,
            "  - {{ title: \"•{name} Raider\", side: dark, type: starship, subtype: starfighter, power: 2, maneuver: 3, permanent_pilot: 1 }}"
        )
        .ok();
        rows.push((name, locs));
        p += 1;
    }
}

/// Cards: each planet's unique pair first, then round-robin over every location.
fn place_cards(g: &mut Generated, rows: &mut [(String, Vec<Loc>)], cards: usize) {
    let mut placed = 0;
    for (r, (name, locs)) in rows.iter_mut().enumerate().skip(1) {
        if placed + 2 > cards {
            break;
        }
        locs[0].light.push(format!("\"{name} Captain\""));
        let sys = locs.len() - 1;
        locs[sys].dark.push(format!("\"{name} Raider\""));
        g.raiders.push((format!("{name} Raider"), r));
        placed += 2;
    }
    let slots: Vec<(usize, usize)> = rows
        .iter()
        .enumerate()
        .flat_map(|(r, (_, locs))| (0..locs.len()).map(move |l| (r, l)))
        .collect();
    let mut n = 0usize;
    while placed < cards {
        let (r, l) = slots[n % slots.len()];
        let room = cards - placed;
        let loc = &mut rows[r].1[l];
        let k = n / slots.len();
        n += 1;
        let (light, entry, count) = entry_for(g, loc.kind, k, n, r, room);
        if light {
            loc.light.push(entry);
        } else {
            loc.dark.push(entry);
        }
        placed += count;
    }
}

/// The `n`th card placed, the `k`th round at a location of `kind` in row `r`, with room for
/// `room` more cards: (light side?, its entry, how many cards it counts).
fn entry_for(
    g: &mut Generated,
    kind: Kind,
    k: usize,
    n: usize,
    r: usize,
    room: usize,
) -> (bool, String, usize) {
    match kind {
        Kind::System => match k % 3 {
            0 => {
                let id = format!("t{n}");
                g.flying.push((id.clone(), r));
                (false, format!("{{ card: TIE Fighter, id: {id} }}"), 1)
            }
            1 if room >= 3 => (
                false,
                format!(
                    "{{ card: Victory-Class Star Destroyer, id: v{n}, aboard: [Stormtrooper, Imperial Trooper Guard] }}"
                ),
                3,
            ),
            _ => (false, "TIE Bomber".to_string(), 1),
        },
        Kind::DockingBay if k == 0 => {
            let id = format!("l{n}");
            g.landed.push(id.clone());
            (false, format!("{{ card: TIE Fighter, id: {id} }}"), 1)
        }
        kind => {
            let light = k.is_multiple_of(2);
            let outdoor = kind != Kind::Interior;
            if k % 5 == 1 {
                let id = format!("c{n}");
                g.characters.push((id.clone(), r));
                let t = if light {
                    "Echo Base Trooper"
                } else {
                    "Snowtrooper"
                };
                (light, format!("{{ card: {t}, id: {id} }}"), 1)
            } else if outdoor && light && k % 5 == 2 && room >= 2 {
                (
                    true,
                    "{ card: Tauntaun, aboard: [Rebel Trooper] }".to_string(),
                    2,
                )
            } else if outdoor && light && k % 5 == 3 {
                (true, "Snowspeeder".to_string(), 1)
            } else if outdoor && !light && k % 5 == 3 {
                (false, "Probe Droid".to_string(), 1)
            } else if light {
                (true, "Rebel Trooper".to_string(), 1)
            } else {
                (false, "Stormtrooper".to_string(), 1)
            }
        }
    }
}

/// The scenario's text, from the rows and the definitions.
fn write_yaml(g: &mut Generated, defs: &str, rows: &[(String, Vec<Loc>)]) {
    let (locations, cards) = (g.locations, g.cards);
    let y = &mut g.yaml;
    writeln!(
        y,
        "title: Generated board ({locations} locations, {cards} cards)"
    )
    .ok();
    // No `turn:` or `phase:`: each act's own time is assumed, so the questions of every kind
    // (deploying as much as moving) reach the rules they are about.
    y.push_str("game: swccg\nrules: latest\n\ncards:\n");
    y.push_str(defs);
    y.push_str("\nrows:\n");
    for (name, locs) in rows {
        writeln!(y, "  {name}:").ok();
        let mut sites = Vec::new();
        let mut bay = None;
        for loc in locs {
            let key = if loc.kind == Kind::System {
                "system"
            } else {
                sites.push(loc.title.clone());
                "site"
            };
            if loc.kind == Kind::DockingBay {
                bay = Some(loc.title.clone());
            }
            writeln!(y, "    - {key}: \"{}\"", loc.title).ok();
            for (side, list) in [("light", &loc.light), ("dark", &loc.dark)] {
                if list.is_empty() {
                    continue;
                }
                writeln!(y, "      {side}:").ok();
                for e in list {
                    writeln!(y, "        - {e}").ok();
                }
            }
        }
        g.rows.push(name.clone());
        g.sites.push(sites);
        g.docking_bays.push(bay);
    }
    y.push_str(
        "\nplayers:\n  light: { hand: [Concussion Grenade], reserve: [\"Hoth: North Ridge (4th Marker)\"] }\n  dark: { hand: [Target The Main Generator, Elis Helrot] }\n",
    );
}

/// A small reproducible generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a, T>(&mut self, v: &'a [T]) -> Option<&'a T> {
        (!v.is_empty()).then(|| &v[self.below(v.len())])
    }
}

/// Shortened Hoth titles as players type them.
const HOTH_SHORT: &[&str] = &[
    "Echo Docking Bay",
    "North Ridge",
    "Ice Plains",
    "Wampa Cave",
    "Echo Corridor",
    "Main Power Generators",
    "Mountains",
];

impl Generated {
    /// A site of row `r`, or of a random row.
    fn site(&self, rng: &mut Rng, r: Option<usize>) -> String {
        let r = r.unwrap_or_else(|| rng.below(self.rows.len()));
        rng.pick(&self.sites[r])
            .cloned()
            .unwrap_or_else(|| self.rows[r].clone())
    }

    /// `n` questions of every implemented family, drawn with `seed`. Each names what is on this
    /// board, so every one is answered (none is an error).
    pub fn queries(&self, n: usize, seed: u64) -> Vec<String> {
        let mut rng = Rng(seed);
        let mut out = Vec::with_capacity(n);
        while out.len() < n {
            let q = match rng.below(14) {
                0 => format!("shielded \"{}\"", self.site(&mut rng, None)),
                1 => format!(
                    "shielded \"{}\"",
                    rng.pick(HOTH_SHORT).copied().unwrap_or("Hoth")
                ),
                2 => match rng.pick(&self.flying) {
                    Some((id, r)) => {
                        format!("can land @{id} at \"{}\"", self.site(&mut rng, Some(*r)))
                    }
                    None => continue,
                },
                3 => match (rng.pick(&self.flying), rng.pick(&self.docking_bays)) {
                    (Some((id, _)), Some(Some(bay))) => format!("cost land @{id} at \"{bay}\""),
                    _ => continue,
                },
                4 => match rng.pick(&self.landed) {
                    Some(id) => format!("can take-off @{id}"),
                    None => continue,
                },
                5 => format!(
                    "can deploy Snowtrooper to \"{}\" as dark",
                    self.site(&mut rng, None)
                ),
                6 => format!(
                    "can deploy \"Echo Base Trooper\" to \"{}\" as light",
                    self.site(&mut rng, Some(0))
                ),
                7 => match rng.pick(&self.characters) {
                    Some((id, r)) => format!(
                        "can move @{id} to \"{}\" by \"Elis Helrot\"",
                        self.site(&mut rng, Some(*r))
                    ),
                    None => continue,
                },
                8 => match rng.pick(&self.characters) {
                    Some((id, r)) => {
                        format!("can shuttle @{id} to \"{}\"", self.site(&mut rng, Some(*r)))
                    }
                    None => continue,
                },
                9 => match rng.pick(&self.unplaced) {
                    Some(t) => format!("insertion \"{t}\""),
                    None => "insertion \"Hoth: Snow Trench (2nd Marker)\"".to_string(),
                },
                10 => format!("markers \"{}\"", self.rows[rng.below(self.rows.len())]),
                11 => format!("layout \"{}\"", self.rows[rng.below(self.rows.len())]),
                12 => format!("battle-power dark at \"{}\"", self.site(&mut rng, None)),
                _ => match rng.pick(&self.raiders) {
                    Some((t, r)) => {
                        format!("can land \"{t}\" at \"{}\"", self.site(&mut rng, Some(*r)))
                    }
                    None => continue,
                },
            };
            out.push(q);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;

    #[test]
    fn planet_names_are_distinct_words() {
        let names: std::collections::HashSet<String> = (0..5000).map(planet_name).collect();
        assert_eq!(names.len(), 5000);
        assert!(names.iter().all(|n| !n.to_lowercase().contains("hoth")));
    }

    #[test]
    fn a_generated_board_loads_is_legal_and_answers_its_questions() {
        let g = board(40, 200);
        let s = crate::scenario::load_str("generated.yaml", &g.yaml, Catalog::builtin())
            .unwrap_or_else(|e| {
                panic!(
                    "{:?}",
                    e.errors.iter().map(|x| &x.message).collect::<Vec<_>>()
                )
            });
        assert_eq!(s.board.locations.len(), 40);
        assert_eq!(s.board.cards.len(), 200);
        let problems = crate::rules::validate::validate(&s.board);
        assert!(
            problems.is_empty(),
            "{:?}",
            problems.iter().map(|p| &p.message).collect::<Vec<_>>()
        );
        for q in g.queries(300, 7) {
            crate::ask(&s.board, &q, None).unwrap_or_else(|e| panic!("{q}: {e}"));
        }
    }
}
