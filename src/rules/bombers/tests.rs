use super::*;
use crate::verdict::Answer;

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
            row: None,
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

/// A bombing is an act of the table: carpet bombing from the system includes the swoop down to
/// the target zone, a landing flown on the run, which the shield's check refuses onto a
/// shielded site (recorded under the bombing asked); orbital bombardment of a shielded interior
/// site is left open by the shield's check; the bombers' rule refuses an unarmed bomber.
#[test]
fn a_bombing_meets_the_table_and_its_swoop_the_landing_checks() {
    use crate::query::{Query, QueryKind};
    use crate::rules::actions::Outcome;
    use crate::rules::actions::ledger::{self, Key};
    let b = board(
        r#"
rows:
  Hoth:
    - site: "Hoth: Echo Corridor"
    - site: "Hoth: Main Power Generators (1st Marker)"
    - site: "Hoth: North Ridge (4th Marker)"
      dark:
        - { card: Bombing Run }
    - site: "Hoth: Ice Plains (5th Marker)"
    - system: Hoth
      dark:
        - { card: TIE Bomber, id: up, carrying: [Proton Bombs] }
        - { card: TIE Bomber, id: unarmed }
"#,
    );
    let id = |s: &str| b.ids[s];
    let hoth = b.location_of(id("up")).unwrap();
    let row = b.locations[hoth].row;
    let site = |t: &str| {
        b.rows[row]
            .locations
            .iter()
            .copied()
            .find(|&l| b.loc_def(l).plain_title().contains(t))
            .unwrap()
    };
    let (ridge, corridor) = (site("North Ridge"), site("Echo Corridor"));
    let ask = |card: &str, at: LocId| {
        let q = Query {
            kind: QueryKind::CanBomb {
                bomber: crate::rules::subject::card_ref(id(card)),
                at: crate::rules::subject::loc_ref(at),
            },
            asker: None,
            text: String::new(),
        };
        ledger::take();
        let v = crate::rules::evaluate_once(&b, &q, crate::rulebook::Ruleset::Latest).unwrap();
        (v, ledger::take())
    };
    let bomb = |card: &str, at: LocId| Key {
        action: Action::Bomb,
        card: Some(id(card)),
        to: Some(at),
        craft: None,
        title: None,
        row: None,
    };
    // Carpet bombing the shielded North Ridge: the swoop (a landing) is refused by the shield.
    let (v, entries) = ask("up", ridge);
    assert_eq!(v.answer, Answer::No);
    assert!(
        v.reasons
            .iter()
            .any(|r| r.rule == "hoth-update.shield.no-dark-transit")
    );
    let swoop = Key {
        action: Action::Land,
        ..bomb("up", ridge)
    };
    assert!(
        entries.iter().any(|e| e.asked == bomb("up", ridge)
            && e.act == swoop
            && e.outcome == Outcome::Refuse)
    );
    // Orbital bombardment of the shielded Echo Corridor: the shield's check leaves it open.
    let (v, entries) = ask("up", corridor);
    assert_eq!(v.answer, Answer::Undetermined);
    assert!(entries.iter().all(|e| e.act == bomb("up", corridor)));
    assert!(entries.iter().any(|e| e.outcome == Outcome::Open));
    // No Proton Bombs: the bombers' rule refuses, and the act has no landing part there.
    let (v, entries) = ask("unarmed", corridor);
    assert_eq!(v.answer, Answer::No);
    assert!(v.reasons.iter().any(|r| r.rule == "dagobah.bombers"));
    assert!(entries.iter().any(|e| e.outcome == Outcome::Refuse));
}
