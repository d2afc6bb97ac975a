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

/// The swoop down to the target zone and the return trip meet the table as a landing and a
/// take-off flown on the run: the shield's check (one of the landing's) refuses a Dark Side
/// swoop onto a shielded site, on the act itself, and the landing rule leaves the legs alone.
#[test]
fn the_runs_legs_are_a_landing_and_a_take_off_the_shield_checks() {
    use crate::query::{Query, QueryKind};
    use crate::rules::actions::ledger::{self, Key};
    let b = board(
        r#"
rows:
  Hoth:
    - site: "Hoth: Main Power Generators (1st Marker)"
    - site: "Hoth: North Ridge (4th Marker)"
      dark:
        - { card: Bombing Run }
        - { card: TIE Bomber, id: diver }
    - site: "Hoth: Ice Plains (5th Marker)"
    - system: Hoth
      dark:
        - { card: TIE Bomber, id: up }
"#,
    );
    let id = |s: &str| b.ids[s];
    let ridge = b.location_of(id("diver")).unwrap();
    let hoth = b.location_of(id("up")).unwrap();
    let ask = |card: &str, to: LocId| {
        let q = Query {
            kind: QueryKind::CanMove {
                card: crate::rules::subject::card_ref(id(card)),
                to: Some(crate::rules::subject::loc_ref(to)),
                by: None,
            },
            asker: None,
            text: String::new(),
        };
        ledger::take();
        let v = crate::rules::evaluate_once(&b, &q, crate::rulebook::Ruleset::Latest).unwrap();
        (v, ledger::take())
    };
    let on = |entries: &[ledger::Entry], action: Action, card: &str, to: LocId| {
        let want = Key {
            action,
            card: Some(id(card)),
            to: Some(to),
            craft: None,
            title: None,
        };
        entries
            .iter()
            .filter(|e| e.act == want)
            .map(|e| e.outcome)
            .collect::<Vec<_>>()
    };
    use crate::rules::actions::Outcome;
    // Down onto the shielded North Ridge: refused by the shield's check on the landing act.
    let (v, entries) = ask("up", ridge);
    assert_eq!(v.answer, Answer::No);
    assert!(
        v.reasons
            .iter()
            .any(|r| r.rule == "hoth-update.shield.no-dark-transit")
    );
    assert!(!v.reasons.iter().any(|r| r.rule == "hoth.landing"));
    assert!(on(&entries, Action::Land, "up", ridge).contains(&Outcome::Refuse));
    // Back up to the system: a take-off act, which the shield refuses too (it touches the
    // shielded zone).
    let (v, entries) = ask("diver", hoth);
    assert_eq!(v.answer, Answer::No);
    assert!(on(&entries, Action::TakeOff, "diver", hoth).contains(&Outcome::Refuse));
}
