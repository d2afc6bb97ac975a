use super::*;
use crate::catalog::Catalog;

fn problems(yaml: &str) -> Vec<Problem> {
    let s = crate::scenario::load_str("t.yaml", yaml, Catalog::builtin()).unwrap();
    validate(&s.board)
}

fn ids(ps: &[Problem]) -> Vec<&'static str> {
    ps.iter().map(|p| p.rule.id()).collect()
}

#[test]
fn a_walker_and_a_general_loose_at_a_system_are_two_base_problems() {
    let ps = problems(
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - system: Hoth\n      dark: [Blizzard 2, General Veers]\n",
    );
    assert_eq!(ids(&ps), ["base.vehicles", "base.characters"], "{ps:#?}");
    assert!(ps.iter().all(|p| p.rule.is_base()));
    assert!(ps[0].rule.citation().contains("base rules"));
}

#[test]
fn the_same_cards_at_a_site_or_aboard_are_legal() {
    let ps = problems(
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n      dark: [{ card: Blizzard 2, aboard: [General Veers] }]\n    - system: Hoth\n",
    );
    assert!(ps.is_empty(), "{ps:#?}");
}

#[test]
fn line_and_column_count_characters() {
    assert_eq!(line_col("ab\n•c", 6), (2, 2));
    assert_eq!(line_col("abc", 0), (1, 1));
}
