use super::*;
use crate::catalog::{Catalog, Printed};
use crate::rules::shared::diamonds::copies_in_row;

#[test]
fn dagobah_locations_are_the_system_and_its_sites() {
    let site = |t: &str| CardDef::new(t, Printed::Light, CardType::Location);
    assert!(is_dagobah(&site("•Dagobah")));
    assert!(is_dagobah(&site("•Dagobah: Yoda's Hut")));
    assert!(!is_dagobah(&site("<><><>Asteroid Field")));
    assert!(!is_dagobah(&site("•Dagobahx")));
    // A virtual or AI printing of the system is the same planet's system.
    assert!(is_dagobah(&site("•Dagobah (V)")));
    assert!(is_dagobah(&site("•Dagobah (V) (AI)")));
    assert!(!is_dagobah(&site("•Dagobahx (V)")));
}

#[test]
fn copies_count_per_row() {
    let yaml = "rows:\n  Dagobah:\n    - site: \"Dagobah: Swamp\"\n      dark: [Dragonsnake]\n    - system: Dagobah\n    - sector: Asteroid Field\n    - sector: Asteroid Field\n  Hoth:\n    - system: Hoth\n    - sector: Asteroid Field\n";
    let s = crate::scenario::load_str("t.yaml", yaml, Catalog::builtin()).unwrap();
    assert_eq!(copies_in_row(&s.board, 0, "asteroid field"), 2);
    assert_eq!(copies_in_row(&s.board, 1, "asteroid field"), 1);
    assert_eq!(copies_in_row(&s.board, 0, "dragonsnake"), 1);
    assert_eq!(copies_in_row(&s.board, 1, "dragonsnake"), 0);
}

#[test]
fn validate_reports_each_copy_beyond_the_diamonds() {
    let yaml = "rows:\n  Dagobah:\n    - site: \"Dagobah: Swamp\"\n      dark: [Dragonsnake, Dragonsnake]\n    - system: Dagobah\n    - sector: Asteroid Field\n    - sector: Asteroid Field\n    - sector: Asteroid Field\n    - sector: Asteroid Field\n  Hoth:\n    - system: Hoth\n    - sector: Asteroid Field\n    - sector: Asteroid Field\n    - sector: Asteroid Field\n";
    let s = crate::scenario::load_str("t.yaml", yaml, Catalog::builtin()).unwrap();
    let problems = crate::rules::validate::validate(&s.board);
    let ours: Vec<&str> = problems
        .iter()
        .filter(|p| p.rule.id() == DIAMOND.id)
        .map(|p| p.message.as_str())
        .collect();
    assert_eq!(ours.len(), 2, "{ours:#?}");
    assert!(
        ours.iter()
            .any(|m| m.starts_with("4 copies of Asteroid Field are at Dagobah"))
    );
    assert!(
        ours.iter()
            .any(|m| m.starts_with("2 copies of Dragonsnake are at Dagobah"))
    );
}
