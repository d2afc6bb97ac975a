use super::*;

#[test]
fn tests_go_in_numeric_order() {
    assert!(gaps(&[], 1).is_empty());
    assert_eq!(gaps(&[], 3), vec![1, 2]);
    assert_eq!(gaps(&[1, 3], 4), vec![2]);
    assert!(gaps(&[1, 2, 3], 4).is_empty());
}

#[test]
fn completing_a_higher_test_raises_ability() {
    assert_eq!(ability_after(3, 4), 4);
    assert_eq!(ability_after(5, 4), 5);
    assert_eq!(ability_after(4, 4), 4);
}

#[test]
fn placed_tests_are_the_carried_jedi_tests() {
    let yaml = "rows:\n  Dagobah:\n    - site: \"Dagobah: Training Area\"\n      light:\n        - { card: Luke Skywalker, carrying: [Great Warrior, \"A Jedi's Strength\"] }\n";
    let s = crate::scenario::load_str("t.yaml", yaml, crate::catalog::Catalog::builtin()).unwrap();
    let done: Vec<u8> = completed(&s.board, 0.into()).iter().map(|x| x.0).collect();
    assert_eq!(done, vec![1, 2]);
}
