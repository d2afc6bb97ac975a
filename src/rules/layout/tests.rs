use super::*;

const I: Slot = (Group::Interior, None);
const D: Slot = (Group::DockingBay, None);
const E: Slot = (Group::Exterior, None);
const S: Slot = (Group::System, None);
fn m(n: u8) -> Slot {
    (Group::Exterior, Some(n))
}

#[test]
fn pattern_runs_either_way() {
    assert!(keeps_pattern(&[I, I, D, E, E, S]));
    assert!(keeps_pattern(&[S, E, E, D, I]));
    assert!(!keeps_pattern(&[I, E, D, S]));
    assert!(!keeps_pattern(&[E, S, E]));
    assert!(keeps_pattern(&[D, m(1), m(4), m(5), S]));
    assert!(!keeps_pattern(&[D, m(4), m(1), S]));
    assert!(
        keeps_pattern(&[m(4), m(1)]),
        "direction not fixed by one group"
    );
    assert!(!keeps_pattern(&[S, S]));
}

#[test]
fn every_problem_of_a_row_is_found() {
    let yaml = "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - site: \"Hoth: North Ridge (4th Marker)\"\n    - site: \"Hoth: Echo Corridor\"\n    - system: Hoth\n";
    let s = crate::scenario::load_str("t.yaml", yaml, crate::catalog::Catalog::builtin()).unwrap();
    let problems = row_problems(&s.board, 0);
    let rules: Vec<&str> = problems.iter().map(|p| p.rule.id).collect();
    assert_eq!(
        rules,
        ["hoth.layout.marker-order", "hoth.layout.pattern"],
        "{:?}",
        problems.iter().map(|p| &p.message).collect::<Vec<_>>()
    );
    assert!(problems[1].message.contains("Echo Corridor (interior)"));
}

#[test]
fn ordinals() {
    assert_eq!(ordinal(1), "1st");
    assert_eq!(ordinal(2), "2nd");
    assert_eq!(ordinal(3), "3rd");
    assert_eq!(ordinal(4), "4th");
    assert_eq!(ordinal(11), "11th");
}

/// `layout` shows a card's states (a frozen captive, a missing character) beside its name.
#[test]
fn a_card_is_listed_with_its_states() {
    let yaml = "rows:\n  Bespin:\n    - site: \"Cloud City: Dining Room\"\n      dark:\n        - { card: Boba Fett, id: boba, escorting: [{ card: Han Solo, id: han, state: [frozen] }] }\n      light:\n        - { card: Chewbacca, id: chewie, state: [missing] }\n    - system: Bespin\n";
    let s = crate::scenario::load_str("t.yaml", yaml, crate::catalog::Catalog::builtin()).unwrap();
    let b = &s.board;
    assert_eq!(
        card_with_held(b, b.ids["boba"]),
        "Boba Fett (@boba) [escorting: Han Solo (@han) [frozen]]"
    );
    assert_eq!(
        card_with_held(b, b.ids["chewie"]),
        "Chewbacca (@chewie) [missing]"
    );
}
