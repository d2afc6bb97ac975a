use super::*;

fn board(yaml: &str) -> Board {
    crate::scenario::load_str("t.yaml", yaml, crate::catalog::Catalog::builtin())
        .unwrap()
        .board
}

#[test]
fn a_bomber_is_on_a_run_only_at_its_own_sides_target_zone() {
    let b = board(
        r#"
rows:
  Tatooine:
    - site: "Tatooine: Mos Eisley"
      dark:
        - { card: Bombing Run }
        - { card: TIE Bomber, id: diver }
        - { card: TIE Fighter, id: tie }
    - site: "Tatooine: Jundland Wastes"
      dark:
        - { card: TIE Bomber, id: landed }
    - system: Tatooine
      dark:
        - { card: TIE Bomber, id: up, carrying: [Proton Bombs] }
"#,
    );
    let id = |s: &str| b.ids[s];
    let mos = b.location_of(id("diver")).unwrap();
    assert_eq!(on_run(&b, id("diver")), Some(mos));
    assert_eq!(on_run(&b, id("tie")), None, "a TIE Fighter is no bomber");
    assert_eq!(on_run(&b, id("landed")), None, "no Bombing Run there");
    assert_eq!(on_run(&b, id("up")), None, "at the system");
    assert!(proton_bombs(&b, id("up")).is_some());
    assert!(proton_bombs(&b, id("diver")).is_none());
    assert!(zone_at(&b, Side::Dark, mos).is_some());
    assert!(zone_at(&b, Side::Light, mos).is_none());
}
