use super::*;
use crate::board::facts::attached::is_attaching_creature;
use crate::catalog::{CardDef, Catalog, Printed, Trait};

#[test]
fn attaching_creatures_are_recognised_by_trait_or_title() {
    let cat = Catalog::builtin();
    let find = |t: &str| match cat.resolve(t) {
        crate::catalog::Resolution::Found(ids) => cat.get(ids[0]).clone(),
        other => panic!("{t}: {other:?}"),
    };
    assert!(is_mynock(&find("Mynock")));
    assert!(is_attaching_creature(&find("Mynock")));
    assert!(is_vine_snake(&find("Vine Snake")));
    assert!(find("Vine Snake").has_trait(&Trait::Selective));
    assert!(!is_attaching_creature(&find("Wampa")));
    let mut bog = CardDef::new("Test Bog Flyer", Printed::Dark, CardType::Creature);
    assert!(!is_attaching_creature(&bog));
    bog.traits.push(Trait::Parasite);
    assert!(is_attaching_creature(&bog));
    assert!(!is_mynock(&bog));
}

#[test]
fn attachments_are_indexed_and_bad_ones_reported() {
    let b = crate::scenario::load_str(
        "t.yaml",
        r#"
rows:
  Dagobah:
    - site: "Dagobah: Swamp"
      light:
        - { card: Rebel Trooper, id: host }
      dark:
        - { card: Vine Snake, id: snake, state: [attached-to: "@host"] }
        - { card: Mynock, id: wrong, state: [attached-to: "@host"] }
    - system: Dagobah
      dark:
        - { card: Executor, id: executor }
      light:
        - { card: Red 5, id: red5, carrying: [Landing Claw], state: [attached-to: "@executor"] }
"#,
        crate::catalog::Catalog::builtin(),
    )
    .unwrap()
    .board;
    let id = |s: &str| b.ids[s];
    let mut on_host = attached_cards(&b, id("host"));
    on_host.sort_by_key(|&c| b.cards.order_key(c));
    assert_eq!(on_host, vec![id("snake"), id("wrong")]);
    assert_eq!(claw_host(&b, id("red5")), Some(id("executor")));
    assert_eq!(claw_host(&b, id("snake")), None);
    assert!(carries_claw(&b, id("red5")));
    let problems = problems(&b);
    assert_eq!(problems.len(), 1, "only the mynock on a character");
    assert!(problems[0].2.contains("Mynock"));
}
