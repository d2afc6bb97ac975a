//! Properties over random legal boards (proptest, a bounded number of cases per run):
//!
//! - the Hoth energy shield never covers the outermost exterior marker nor the Wampa Cave, and
//!   always covers the Echo sites while the generators are face up;
//! - every place `insertion` offers keeps the board legal once the location is laid there;
//! - `ask` and `check` give the same answers, and rulesets agree where no rule of the question
//!   was superseded;
//! - the title and marker indexes answer exactly as a scan of the whole board would.
//!
//! `PROPTEST_CASES` raises the number of cases for a longer local run.

use proptest::prelude::*;
use proptest::test_runner::Config;
use swjudge::catalog::{Catalog, Resolution, normalize};
use swjudge::scenario::{self, Scenario};
use swjudge::verdict::Answer;
use swjudge::{Ruleset, Verdict};

// ---------------------------------------------------------------- random Hoth rows

const ECHO_INTERIOR: &[&str] = &[
    "Hoth: Echo Command Center (War Room)",
    "Hoth: Echo Corridor",
    "Hoth: Echo Med Lab",
];
const DOCKING_BAY: &str = "Hoth: Echo Docking Bay";
/// The marker sites, by number (1 to 7).
const MARKERS: &[&str] = &[
    "Hoth: Main Power Generators (1st Marker)",
    "Hoth: Snow Trench (2nd Marker)",
    "Hoth: Defensive Perimeter (3rd Marker)",
    "Hoth: North Ridge (4th Marker)",
    "Hoth: Ice Plains (5th Marker)",
    "Hoth: Mountains (6th Marker)",
    "Hoth: Wampa Cave (7th Marker)",
];
const WAMPA: usize = 7;

/// A legal Hoth row: Echo interior sites in any order, maybe the docking bay, marker sites in
/// number order, maybe the system; read either way.
#[derive(Debug, Clone)]
struct HothRow {
    /// Titles in table order, the system as "Hoth".
    titles: Vec<String>,
    /// Marker numbers on the table.
    markers: Vec<usize>,
    generators_blown: bool,
}

impl HothRow {
    fn echo_sites(&self) -> impl Iterator<Item = &String> {
        self.titles
            .iter()
            .filter(|t| ECHO_INTERIOR.contains(&t.as_str()) || t.as_str() == DOCKING_BAY)
    }
    /// The outermost exterior marker: the highest number on the table but the Wampa Cave's.
    fn boundary(&self) -> Option<&'static str> {
        self.markers
            .iter()
            .filter(|&&m| m != WAMPA)
            .max()
            .map(|&m| MARKERS[m - 1])
    }
    fn has_wampa(&self) -> bool {
        self.markers.contains(&WAMPA)
    }

    /// The scenario text, with `extra` cards at the system (if any) and any extra YAML.
    fn yaml(&self, titles: &[String]) -> String {
        let mut y = String::from("rules: latest\nturn: dark\nrows:\n  Hoth:\n");
        for t in titles {
            if t == "Hoth" {
                y.push_str("    - system: Hoth\n");
            } else {
                y.push_str(&format!("    - site: \"{t}\"\n"));
                if self.generators_blown && t == MARKERS[0] {
                    y.push_str("      state: [blown-away]\n");
                }
            }
        }
        y
    }

    fn load(&self) -> Scenario {
        let y = self.yaml(&self.titles);
        scenario::load_str("row.yaml", &y, Catalog::builtin()).unwrap_or_else(|e| {
            panic!(
                "{y}\n{:?}",
                e.errors.iter().map(|x| &x.message).collect::<Vec<_>>()
            )
        })
    }
}

/// `generators`: always (true), never (false) or either (None) on the table.
fn hoth_row(generators: Option<bool>, wampa: Option<bool>) -> impl Strategy<Value = HothRow> {
    (
        Just(ECHO_INTERIOR.to_vec()).prop_shuffle(),
        0usize..=3,
        any::<bool>(),
        prop::collection::vec(any::<bool>(), 7),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            move |(echo, n_echo, bay, mut marks, system, reversed, blown)| {
                if let Some(g) = generators {
                    marks[0] = g;
                }
                if let Some(w) = wampa {
                    marks[WAMPA - 1] = w;
                }
                let mut titles: Vec<String> =
                    echo[..n_echo].iter().map(|s| s.to_string()).collect();
                if bay {
                    titles.push(DOCKING_BAY.into());
                }
                let markers: Vec<usize> = (1..=7).filter(|m| marks[m - 1]).collect();
                titles.extend(markers.iter().map(|&m| MARKERS[m - 1].to_string()));
                if system {
                    titles.push("Hoth".into());
                }
                if reversed {
                    titles.reverse();
                }
                if titles.is_empty() {
                    titles.push("Hoth".into());
                }
                HothRow {
                    titles,
                    generators_blown: blown && marks[0] && generators != Some(true),
                    markers,
                }
            },
        )
}

fn cases(default: u32) -> Config {
    let n = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    Config {
        cases: n,
        failure_persistence: None,
        ..Config::default()
    }
}

fn shielded(s: &Scenario, title: &str, rules: Option<Ruleset>) -> Verdict {
    swjudge::ask(&s.board, &format!("shielded \"{title}\""), rules)
        .unwrap_or_else(|e| panic!("shielded {title}: {e}"))
}

/// What a verdict says, without the ruleset it was asked under and the older rulesets' notes.
fn substance(v: &Verdict) -> String {
    let mut j = serde_json::to_value(v).expect("serialises");
    if let Some(o) = j.as_object_mut() {
        o.remove("ruleset");
        o.remove("superseded");
    }
    j.to_string()
}

// ---------------------------------------------------------------- the properties

proptest! {
    #![proptest_config(cases(64))]

    /// With the generators face up the shield covers every Echo site and neither the outermost
    /// exterior marker nor the Wampa Cave, under every ruleset.
    #[test]
    fn the_shield_covers_echo_never_the_boundary_nor_the_wampa_cave(row in hoth_row(Some(true), None)) {
        let s = row.load();
        for rules in [Ruleset::Hoth, Ruleset::Latest] {
            for echo in row.echo_sites() {
                let v = shielded(&s, echo, Some(rules));
                prop_assert_eq!(&v.answer, &Answer::Yes, "{} under {:?}: {:?}", echo, rules, row);
            }
            if let Some(b) = row.boundary() {
                let v = shielded(&s, b, Some(rules));
                prop_assert_eq!(&v.answer, &Answer::No, "boundary {} under {:?}: {:?}", b, rules, row);
            }
            if row.has_wampa() {
                let v = shielded(&s, MARKERS[WAMPA - 1], Some(rules));
                prop_assert_eq!(&v.answer, &Answer::No, "Wampa Cave under {:?}: {:?}", rules, row);
            }
            // Every other marker site lies under the shield.
            for &m in &row.markers {
                let t = MARKERS[m - 1];
                if m != WAMPA && Some(t) != row.boundary() {
                    prop_assert_eq!(&shielded(&s, t, Some(rules)).answer, &Answer::Yes, "{}: {:?}", t, row);
                }
            }
        }
    }

    /// Without the generators, or with them blown away, nothing is shielded.
    #[test]
    fn no_generators_no_shield(row in hoth_row(None, None)) {
        let s = row.load();
        if !row.markers.contains(&1) || row.generators_blown {
            for t in row.titles.iter().filter(|t| t.as_str() != "Hoth") {
                prop_assert_eq!(&shielded(&s, t, None).answer, &Answer::No, "{}: {:?}", t, row);
            }
        }
    }

    /// Every place `insertion` offers a location keeps the row legal once it is laid there.
    #[test]
    fn every_offered_insertion_keeps_the_board_legal(
        row in hoth_row(None, None),
        pick in any::<prop::sample::Index>(),
    ) {
        let s = row.load();
        prop_assert!(swjudge::rules::validate::validate(&s.board).is_empty(), "{:?}", row);
        let candidates: Vec<String> = ECHO_INTERIOR
            .iter()
            .chain([&DOCKING_BAY])
            .chain(MARKERS.iter())
            .chain([&"Hoth"])
            .map(|t| t.to_string())
            .filter(|t| !row.titles.contains(t))
            .collect();
        prop_assume!(!candidates.is_empty());
        let new = &candidates[pick.index(candidates.len())];
        let ids = match s.board.catalog.resolve(new) {
            Resolution::Found(ids) => ids,
            r => panic!("{new}: {r:?}"),
        };
        let def = s.board.def(ids[0]).clone();
        let places = swjudge::rules::layout::insertion_indices(&s.board, 0, &def);
        prop_assert!(!places.is_empty(), "{} has a place in {:?}", new, row.titles);
        for i in places {
            let mut titles = row.titles.clone();
            titles.insert(i, new.clone());
            let y = row.yaml(&titles);
            let laid = scenario::load_str("laid.yaml", &y, Catalog::builtin()).expect("loads");
            let problems = swjudge::rules::validate::validate(&laid.board);
            prop_assert!(
                problems.is_empty(),
                "{} at {} of {:?}: {:?}",
                new, i, row.titles, problems.iter().map(|p| &p.message).collect::<Vec<_>>()
            );
        }
        // The question gives as many places (when nothing else forbids the location).
        let v = swjudge::ask(&s.board, &format!("insertion \"{new}\""), None).expect("answers");
        if let Answer::List(listed) = &v.answer && !listed.is_empty() {
            let n = swjudge::rules::layout::insertion_indices(&s.board, 0, &def).len();
            prop_assert_eq!(listed.len(), n, "{:?}", v);
        }
    }

    /// `shielded`, `markers`, `layout` and `battle-power` read no superseded rule when the
    /// Wampa Cave is not on the table and the generators are not blown away: the Hoth
    /// supplement and the latest rules say the same, with the same reasons and facts.
    #[test]
    fn rulesets_agree_where_nothing_is_superseded(row in hoth_row(None, Some(false))) {
        prop_assume!(!row.generators_blown);
        let s = row.load();
        let mut questions = vec!["markers".to_string(), "layout".to_string(), "markers Hoth".to_string()];
        for t in row.titles.iter() {
            questions.push(format!("shielded \"{t}\""));
            questions.push(format!("battle-power light at \"{t}\""));
        }
        for q in &questions {
            let hoth = swjudge::ask(&s.board, q, Some(Ruleset::Hoth)).expect("answers");
            let latest = swjudge::ask(&s.board, q, Some(Ruleset::Latest)).expect("answers");
            prop_assert_eq!(substance(&hoth), substance(&latest), "{}: {:?}", q, row);
            prop_assert!(latest.superseded.is_empty(), "{}: {:?}", q, latest.superseded);
        }
    }

    /// `check` answers each question as `ask` does, on generated boards of any size.
    #[test]
    fn ask_and_check_agree_on_generated_boards(locations in 12usize..80, per in 1usize..6, seed in any::<u64>()) {
        let g = swjudge::generate::board(locations, locations * per);
        let mut yaml = g.yaml.clone();
        yaml.push_str("questions:\n");
        for q in g.queries(20, seed) {
            yaml.push_str(&format!("  - ask: '{}'\n", q.replace('\'', "''")));
        }
        let s = scenario::load_str("g.yaml", &yaml, Catalog::builtin()).expect("loads");
        prop_assert_eq!(s.questions.len(), 20);
        for (i, q) in s.questions.iter().enumerate() {
            let o = swjudge::check::check_question(&s.board, i, q, None);
            let asked = swjudge::ask(&s.board, &q.ask, None).map_err(|e| e.short());
            prop_assert_eq!(&o.result, &asked, "{}", q.ask);
        }
    }

    /// The word indexes give the answer a scan of every title would give, for names typed whole,
    /// shortened, mistyped or made up.
    #[test]
    fn indexed_resolution_matches_a_full_scan(
        locations in 12usize..60,
        picks in prop::collection::vec((any::<prop::sample::Index>(), 0usize..4, 0usize..4, 0u8..4), 1..12),
    ) {
        let g = swjudge::generate::board(locations, locations * 3);
        let s = scenario::load_str("g.yaml", &g.yaml, Catalog::builtin()).expect("loads");
        let b = &s.board;
        let mut all_titles: Vec<String> = b.location_titles();
        all_titles.extend(b.card_titles());
        let catalog_titles: Vec<String> = b.catalog.visible().map(|(_, d)| normalize(&d.title)).collect();
        for (i, from, take, how) in picks {
            let full = &catalog_titles[i.index(catalog_titles.len())];
            let words: Vec<&str> = full.split(' ').collect();
            let from = from.min(words.len() - 1);
            let typed = match how {
                0 => full.clone(),
                1 => words[from..(from + take + 1).min(words.len())].join(" "),
                2 => format!("{}x", &words[from..].join(" ")),
                _ => words[from].to_string(),
            };
            let key = normalize(&typed);
            let same = |a: Resolution, b: Resolution| match (a, b) {
                (Resolution::Unknown(_), Resolution::Unknown(_)) => true,
                (a, b) => a == b,
            };
            let locs = b.location_titles();
            prop_assert!(same(
                b.catalog.resolve_among(&typed, Some(b.location_title_candidates(&key))),
                b.catalog.resolve_among(&typed, Some(&locs)),
            ), "location {typed:?}");
            let cards = b.card_titles();
            prop_assert!(same(
                b.catalog.resolve_among(&typed, Some(b.card_title_candidates(&key))),
                b.catalog.resolve_among(&typed, Some(&cards)),
            ), "card {typed:?}");
            prop_assert!(same(
                b.catalog.resolve(&typed),
                b.catalog.resolve_among(&typed, Some(&every_catalog_title(b))),
            ), "catalog {typed:?}");
        }
        for n in 0..=8u8 {
            let scan: Vec<swjudge::board::LocId> = b.locations.keys().filter(|&l| b.loc_def(l).marker == Some(n)).collect();
            prop_assert_eq!(b.locations_with_marker(n), scan.as_slice());
        }
        for kind in [swjudge::board::LocKind::Site, swjudge::board::LocKind::System, swjudge::board::LocKind::Sector] {
            let scan: Vec<swjudge::board::LocId> = b.locations.keys().filter(|&l| b.locations[l].kind == kind).collect();
            prop_assert_eq!(b.locations_of_kind(kind), scan.as_slice());
        }
        for (r, row) in b.rows.iter().enumerate() {
            prop_assert_eq!(b.row_named(&row.name.to_uppercase()), Some(r));
        }
    }
}

/// Every title of the board's catalog: resolving among them all is the scan the catalog's word
/// index (`Catalog::resolve`) must agree with.
fn every_catalog_title(b: &swjudge::Board) -> Vec<String> {
    b.catalog.titles().map(str::to_string).collect()
}

/// `check` answers every bundled scenario question as `ask` does.
#[test]
fn ask_and_check_agree_on_the_scenario_suite() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut n = 0;
    for p in scenario::files_under(&[root.join("scenarios"), root.join("examples")]) {
        let s = scenario::load_file(&p, Catalog::builtin()).expect("a bundled scenario loads");
        for (i, q) in s.questions.iter().enumerate() {
            let o = swjudge::check::check_question(&s.board, i, q, None);
            let asked = swjudge::ask(&s.board, &q.ask, None).map_err(|e| e.short());
            assert_eq!(o.result, asked, "{}: {}", p.display(), q.ask);
            n += 1;
        }
    }
    assert!(n > 50, "the suite was read ({n} questions)");
}
