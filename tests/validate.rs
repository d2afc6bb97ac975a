//! `validate` and `can deploy` held together on generated boards: every card of a pool, at
//! every location of a board holding Hoth, its asteroid sectors, Bespin's clouds and Dagobah,
//! under every Star Wars CCG ruleset.
//!
//! - Where `can deploy X to L` refuses for a rule about where a card may be (the placement rules
//!   `validate` reports by), the board with X at L is reported, at X.
//! - Where `validate` reports X at L by one of those rules, `can deploy X to L` refuses.
//! - The board without X is legal, so what is reported is X.
//!
//! Then the same both ways for every card of random boards of several cards (proptest;
//! `PROPTEST_CASES` raises the number of cases).

use swjudge::catalog::Catalog;
use swjudge::rules::validate::{PLACEMENT_RULES, validate_under};
use swjudge::verdict::Answer;
use swjudge::{Ruleset, ask};

const CARDS: &str = r#"cards:
  - { title: "Bespin Cloud Car", side: light, type: vehicle, subtype: combat, traits: [cloud-car, enclosed],
      power: 2, maneuver: 4, capacity: { pilots: 1, passengers: 1 } }
  - { title: Example Utinni Effect, side: dark, type: effect, subtype: utinni }
"#;

/// The board's locations, in table order per row: (row, kind, title).
const LOCATIONS: &[(&str, &str, &str)] = &[
    ("Hoth", "site", "Hoth: Echo Corridor"),
    ("Hoth", "site", "Hoth: Echo Docking Bay"),
    ("Hoth", "site", "Hoth: Ice Plains (5th Marker)"),
    ("Hoth", "system", "Hoth"),
    ("Hoth", "sector", "Asteroid Field"),
    ("Hoth", "sector", "Big One"),
    ("Bespin", "site", "Cloud City: East Platform (Docking Bay)"),
    ("Bespin", "sector", "Bespin: Cloud City"),
    ("Bespin", "system", "Bespin"),
    ("Dagobah", "site", "Dagobah: Swamp"),
    ("Dagobah", "system", "Dagobah"),
    ("Tatooine", "site", "Tatooine: Mos Eisley"),
    ("Tatooine", "system", "Tatooine"),
];

/// Cards of every kind whose place the rules speak to, with the side that deploys them.
const POOL: &[(&str, &str)] = &[
    ("Luke Skywalker", "light"),
    ("Stormtrooper", "dark"),
    ("Blizzard 2", "dark"),
    ("Tauntaun", "light"),
    ("Bespin Cloud Car", "light"),
    ("Red 5", "light"),
    ("Black 2", "dark"),
    ("Millennium Falcon", "light"),
    ("Victory-Class Star Destroyer", "dark"),
    ("Blaster Rifle", "dark"),
    ("Atgar Laser Cannon", "light"),
    ("Timer Mine", "dark"),
    ("Echo Trooper Backpack", "light"),
    ("Wampa", "dark"),
    ("Example Utinni Effect", "dark"),
];

const RULESETS: &[Ruleset] = &[
    Ruleset::Hoth,
    Ruleset::Dagobah,
    Ruleset::CloudCity,
    Ruleset::Latest,
];

/// The board, with `card` (title, side) at location `at` when given.
fn board(card: Option<(&str, &str)>, at: usize) -> String {
    // No `turn:` or `phase:`: each act's own time is assumed, so only placement decides.
    let mut y = format!("{CARDS}rows:\n");
    let mut row = "";
    for (i, (r, kind, title)) in LOCATIONS.iter().enumerate() {
        if *r != row {
            y.push_str(&format!("  {r}:\n"));
            row = r;
        }
        y.push_str(&format!("    - {kind}: \"{title}\"\n"));
        if let Some((t, side)) = card
            && i == at
        {
            y.push_str(&format!("      {side}: [{{ card: \"{t}\", id: x }}]\n"));
        }
    }
    y
}

fn load(text: &str) -> swjudge::scenario::Scenario {
    swjudge::scenario::load_str("generated.yaml", text, Catalog::builtin())
        .unwrap_or_else(|e| panic!("{text}\n{:#?}", e.errors))
}

fn placement(id: &str) -> bool {
    PLACEMENT_RULES.iter().any(|r| r.id == id)
}

#[test]
fn validate_and_can_deploy_agree_on_where_cards_may_be() {
    let empty = load(&board(None, 0));
    for &r in RULESETS {
        let ps = validate_under(&empty.board, r);
        assert!(
            ps.is_empty(),
            "the empty board is illegal under {r:?}: {ps:#?}"
        );
    }
    let mut checked = 0;
    let mut refusals = 0;
    let mut failures: Vec<String> = Vec::new();
    macro_rules! check {
        ($cond:expr, $($msg:tt)+) => {
            if !$cond {
                failures.push(format!($($msg)+));
            }
        };
    }
    for &(title, side) in POOL {
        for (at, (_, _, place)) in LOCATIONS.iter().enumerate() {
            let with = load(&board(Some((title, side)), at));
            let x = with.board.ids["x"];
            let span = with.board.card_span(x);
            for &r in RULESETS {
                let q = format!("can deploy \"{title}\" to \"{place}\" as {side}");
                let v = ask(&empty.board, &q, Some(r)).expect("asks");
                let problems = validate_under(&with.board, r);
                let at_x: Vec<_> = problems.iter().filter(|p| p.span == span).collect();
                check!(
                    at_x.len() == problems.len(),
                    "{title} at {place} under {r:?}: a problem elsewhere than the card: {problems:#?}"
                );
                let deploy_refuses_placement =
                    v.answer == Answer::No && v.reasons.iter().any(|reason| placement(reason.rule));
                if deploy_refuses_placement {
                    refusals += 1;
                    check!(
                        !at_x.is_empty(),
                        "`{q}` under {r:?} refuses by {:?}, but validate passes {title} at {place}",
                        v.reasons.iter().map(|x| x.rule).collect::<Vec<_>>()
                    );
                }
                for p in &at_x {
                    if placement(p.rule.id()) {
                        check!(
                            v.answer == Answer::No,
                            "validate reports {title} at {place} under {r:?} by {}, but `{q}` answers {:?}",
                            p.rule.id(),
                            v.answer
                        );
                    }
                }
                checked += 1;
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(checked, POOL.len() * LOCATIONS.len() * RULESETS.len());
    // The grid holds placement refusals to compare, not only agreements on yes.
    assert!(refusals >= 20, "only {refusals} placement refusals");
}

#[test]
fn the_example_board_of_issue_17_has_exactly_two_problems_by_the_base_rules() {
    let s = load(
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - system: Hoth\n      dark: [Blizzard 2, General Veers]\n",
    );
    let ps = validate_under(&s.board, Ruleset::Latest);
    assert_eq!(ps.len(), 2, "{ps:#?}");
    assert!(ps.iter().all(|p| p.rule.is_base()), "{ps:#?}");
    let v = ask(&s.board, "validate", None).unwrap();
    assert_eq!(v.answer, Answer::No);
    assert_eq!(v.reasons.len(), 2);
    assert_eq!(v.ruleset, Ruleset::Latest);
}

// ---------------------------------------------------------------- random boards

use proptest::prelude::*;

/// A board with each (card, location) of `placed` listed there (ids `x0`, `x1`…).
fn random_board(placed: &[(usize, usize)]) -> String {
    let mut y = format!("turn: dark\nphase: deploy\n{CARDS}rows:\n");
    let mut row = "";
    for (i, (r, kind, title)) in LOCATIONS.iter().enumerate() {
        if *r != row {
            y.push_str(&format!("  {r}:\n"));
            row = r;
        }
        y.push_str(&format!("    - {kind}: \"{title}\"\n"));
        for side in ["light", "dark"] {
            let here: Vec<String> = placed
                .iter()
                .enumerate()
                .filter(|(_, (c, at))| *at == i && POOL[*c].1 == side)
                .map(|(n, (c, _))| format!("{{ card: \"{}\", id: x{n} }}", POOL[*c].0))
                .collect();
            if !here.is_empty() {
                y.push_str(&format!("      {side}: [{}]\n", here.join(", ")));
            }
        }
    }
    y
}

proptest! {
    #![proptest_config(proptest::test_runner::Config {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(48),
        failure_persistence: None,
        ..Default::default()
    })]

    /// On a board of several cards (legal or not), every card is judged by `validate` as
    /// `can deploy` judges its place: a placement refusal is reported at the card, and a
    /// placement problem at a card is a refusal.
    #[test]
    fn validate_and_can_deploy_agree_on_random_boards(
        placed in proptest::collection::vec((0..POOL.len(), 0..LOCATIONS.len()), 1..7),
        r in 0..RULESETS.len(),
    ) {
        let r = RULESETS[r];
        let text = random_board(&placed);
        let s = load(&text);
        let problems = validate_under(&s.board, r);
        for (n, &(c, at)) in placed.iter().enumerate() {
            let (title, side) = POOL[c];
            let place = LOCATIONS[at].2;
            let x = s.board.ids[&format!("x{n}")];
            let span = s.board.card_span(x);
            let here: Vec<_> = problems.iter().filter(|p| p.span == span).collect();
            let q = format!("can deploy \"{title}\" to \"{place}\" as {side}");
            let v = ask(&s.board, &q, Some(r)).expect("asks");
            if v.answer == Answer::No && v.reasons.iter().any(|x| placement(x.rule)) {
                prop_assert!(!here.is_empty(), "`{q}` under {r:?} refuses by placement, validate passes it:\n{text}");
            }
            if here.iter().any(|p| placement(p.rule.id())) {
                prop_assert_eq!(&v.answer, &Answer::No, "validate reports {} at {} under {:?}, `{}` does not refuse:\n{}", title, place, r, q, text);
            }
        }
    }
}

/// `can move` too: each character, vehicle and starship of the pool starts where it may stand (a
/// site of Hoth, or the Hoth system for a starship) and is asked to move to every location;
/// where a placement rule refuses the move, the board with the card there is reported.
#[test]
fn validate_reports_where_can_move_refuses_for_a_placement_rule() {
    const ICE_PLAINS: usize = 2;
    const HOTH: usize = 3;
    let mut failures = Vec::new();
    let mut refusals = 0;
    for &(title, side) in POOL {
        let def_is = |w: &str| {
            let s = load(&board(Some((title, side)), HOTH));
            let x = s.board.ids["x"];
            s.board.card_def(x).card_type.name() == w
        };
        let home = if def_is("starship") {
            HOTH
        } else if def_is("character") || def_is("vehicle") {
            // Not creatures: `can move` refuses a Wampa a sector by the sector rule for
            // characters and vehicles, which `can deploy` does not apply to creatures (the rule
            // names only characters and vehicles); `validate` follows the rule's words and
            // `can deploy`, so a creature's walk to a sector is left out here.
            ICE_PLAINS
        } else {
            continue;
        };
        let start = load(&board(Some((title, side)), home));
        for &r in RULESETS {
            assert!(
                validate_under(&start.board, r).is_empty(),
                "{title} at its home is not legal under {r:?}"
            );
            for (at, (_, kind, place)) in LOCATIONS.iter().enumerate() {
                if at == home {
                    continue;
                }
                // A starship's move down to a site is a landing (`can move` answers as `can
                // land`), refused for the act as much as the place (no pilot aboard, a system
                // not related): `validate`, which judges where cards stand, need not follow it.
                if home == HOTH && *kind == "site" {
                    continue;
                }
                let q = format!("can move @x to \"{place}\" as {side}");
                let v = ask(&start.board, &q, Some(r)).expect("asks");
                if v.answer != Answer::No || !v.reasons.iter().any(|x| placement(x.rule)) {
                    continue;
                }
                refusals += 1;
                let there = load(&board(Some((title, side)), at));
                let x = there.board.ids["x"];
                let span = there.board.card_span(x);
                if !validate_under(&there.board, r)
                    .iter()
                    .any(|p| p.span == span)
                {
                    failures.push(format!(
                        "`{q}` under {r:?} refuses by {:?}, but validate passes {title} at {place}",
                        v.reasons.iter().map(|x| x.rule).collect::<Vec<_>>()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        refusals >= 5,
        "only {refusals} placement refusals of a move"
    );
}

/// Issue 24 item 5: a row out of order is told the order it must have, from the layout rules
/// (groups in table order, markers in number order), in the direction it is written, besides
/// the order written; a row no reordering can mend (two systems) keeps "the row reads".
#[test]
fn a_row_out_of_order_is_shown_the_order_it_must_have() {
    let helps = |yaml: &str| -> Vec<String> {
        let s = swjudge::scenario::load_str("row.yaml", yaml, Catalog::builtin())
            .unwrap_or_else(|e| panic!("{e:?}"));
        validate_under(&s.board, Ruleset::Latest)
            .into_iter()
            .filter_map(|p| p.help)
            .collect()
    };
    let h = helps(
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - site: \"Hoth: North Ridge (4th Marker)\"\n    - site: \"Hoth: Echo Command Center (War Room)\"\n    - system: Hoth\n",
    );
    assert!(!h.is_empty());
    for help in &h {
        assert!(
            help.starts_with(
                "the row must read: interior: Echo Command Center · docking bay: Echo Docking Bay · exterior and marker sites: 4th North Ridge, 5th Ice Plains · system: Hoth (it reads: docking bay: Echo Docking Bay · exterior and marker sites: 5th Ice Plains, 4th North Ridge · interior"
            ),
            "{help}"
        );
    }
    // Written from the system: the order it must have reads from the system too.
    let h = helps(
        "rows:\n  Hoth:\n    - system: Hoth\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n",
    );
    assert_eq!(h.len(), 1, "{h:?}");
    assert!(
        h[0].starts_with(
            "the row must read: system: Hoth · exterior and marker sites: 5th Ice Plains · docking bay: Echo Docking Bay (it reads:"
        ),
        "{h:?}"
    );
    // Two systems: no order mends it.
    let h = helps(
        "rows:\n  Hoth:\n    - system: Hoth\n    - site: \"Hoth: Echo Docking Bay\"\n    - system: Hoth\n",
    );
    let rows: Vec<&String> = h.iter().filter(|x| x.starts_with("the row")).collect();
    assert!(
        !rows.is_empty() && rows.iter().all(|x| x.starts_with("the row reads: ")),
        "{h:?}"
    );
}
