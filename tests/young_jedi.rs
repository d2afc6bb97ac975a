//! Young Jedi scenarios: `game: young-jedi` loads with the Young Jedi catalog only, every bad
//! Young Jedi value is a diagnostic on its span, and a Young Jedi board answers only Young
//! Jedi questions.

use swjudge::catalog::Catalog;
mod common;

use common::check;
use swjudge::scenario::load_str;
use swjudge::{Answer, Ruleset};

const NABOO: &str = "game: young-jedi\nrows:\n  Naboo:\n    - site: \"Naboo: Theed Palace\"\n";

#[test]
fn a_young_jedi_board_loads_under_dotf_with_its_own_catalog() {
    let yaml = format!(
        "{NABOO}      light: [\"Obi-Wan Kenobi, Jedi Padawan\"]\n      dark: [\"Darth Maul, Sith Lord\"]\n"
    );
    let s = load_str("t.yaml", &yaml, Catalog::builtin()).expect("loads");
    assert_eq!(s.board.ruleset, Some(Ruleset::Dotf));
    // A Star Wars CCG title is another game's card.
    check(
        &format!("{NABOO}      light: [Luke Skywalker]\n"),
        &[("swjudge::scenario::unknown_card", "Luke Skywalker", "")],
    );
    // And a Young Jedi title is not a Star Wars CCG card.
    check(
        "rows:\n  Hoth:\n    - system: Hoth\n      light: [\"R2-D2, Astromech Droid\"]\n",
        &[(
            "swjudge::scenario::unknown_card",
            "\"R2-D2, Astromech Droid\"",
            "",
        )],
    );
}

#[test]
fn the_ruleset_must_fit_the_game() {
    check(
        &format!("rules: latest\n{NABOO}"),
        &[("swjudge::scenario::invalid_value", "latest", "rules: dotf")],
    );
    check(
        "rules: dotf\nrows:\n  Hoth:\n    - system: Hoth\n",
        &[(
            "swjudge::scenario::invalid_value",
            "dotf",
            "game: young-jedi",
        )],
    );
}

#[test]
fn young_jedi_keys_on_a_star_wars_board_are_reported() {
    check(
        "rows:\n  Hoth:\n    - system: Hoth\nplayers:\n  light:\n    counters: 3\nduel:\n  attacker_hand: [1]\n",
        &[
            ("swjudge::scenario::unsupported", "3", "game: young-jedi"),
            ("swjudge::scenario::unsupported", "duel", "game: young-jedi"),
        ],
    );
}

#[test]
fn rows_are_planets_and_starships_stay_in_hyperspace() {
    check(
        "game: young-jedi\nrows:\n  Hoth:\n    - site: \"Naboo: Theed Palace\"\n",
        &[("swjudge::scenario::invalid_value", "Hoth", "Tatooine")],
    );
    check(
        "game: young-jedi\nrows:\n  Tatooine:\n    - site: \"Naboo: Theed Palace\"\n",
        &[(
            "swjudge::scenario::placement",
            "\"Naboo: Theed Palace\"",
            "`Naboo:` row",
        )],
    );
    check(
        &format!("{NABOO}      light: [\"Naboo Starfighter\"]\n"),
        &[(
            "swjudge::scenario::placement",
            "\"Naboo Starfighter\"",
            "players.light.hyperspace",
        )],
    );
    check(
        &format!("{NABOO}players:\n  light:\n    hyperspace: [\"Obi-Wan Kenobi, Jedi Padawan\"]\n"),
        &[(
            "swjudge::scenario::placement",
            "\"Obi-Wan Kenobi, Jedi Padawan\"",
            "planet",
        )],
    );
}

#[test]
fn a_hyperspace_pile_holds_only_its_owners_starships() {
    check(
        &format!("{NABOO}players:\n  light:\n    hyperspace: [\"Droid Starfighter\"]\n"),
        &[(
            "swjudge::scenario::wrong_side",
            "\"Droid Starfighter\"",
            "players.dark.hyperspace",
        )],
    );
    check(
        &format!(
            "{NABOO}players:\n  dark:\n    hyperspace: [{{ card: \"Naboo Starfighter\", id: n1 }}]\n"
        ),
        &[(
            "swjudge::scenario::wrong_side",
            "\"Naboo Starfighter\"",
            "only that player's own starships",
        )],
    );
    // Its own starships load.
    let yaml = format!("{NABOO}players:\n  dark:\n    hyperspace: [\"Droid Starfighter\"]\n");
    let s = load_str("t.yaml", &yaml, Catalog::builtin()).expect("loads");
    assert_eq!(s.board.young_jedi.dark.hyperspace.len(), 1);
}

#[test]
fn a_duel_weapon_is_one_name() {
    check(
        &format!("{NABOO}duel:\n  defender_weapon: [a, b]\n  atacker_weapon: none\n"),
        &[
            ("swjudge::scenario::invalid_value", "[a, b]", ""),
            (
                "swjudge::scenario::unknown_key",
                "atacker_weapon",
                "attacker_weapon",
            ),
        ],
    );
    let yaml = format!("{NABOO}duel:\n  defender_weapon: none\n  attacker_weapon: \"@saber\"\n");
    let s = load_str("t.yaml", &yaml, Catalog::builtin()).expect("loads");
    assert_eq!(
        s.board.young_jedi.duel.defender_weapon.as_deref(),
        Some("none")
    );
    assert_eq!(
        s.board.young_jedi.duel.attacker_weapon.as_deref(),
        Some("@saber")
    );
}

#[test]
fn bad_young_jedi_values_point_at_themselves() {
    check(
        &format!("{NABOO}players:\n  dark:\n    counters: -2\n    draw_deck: many\n"),
        &[
            ("swjudge::scenario::invalid_value", "-2", "0 or more"),
            ("swjudge::scenario::unknown_card", "many", ""),
        ],
    );
    check(
        &format!("{NABOO}duel:\n  attacker_hand: [3, -1]\n  defender_hnd: [2]\n"),
        &[
            ("swjudge::scenario::invalid_value", "-1", "destiny"),
            (
                "swjudge::scenario::unknown_key",
                "defender_hnd",
                "defender_hand",
            ),
        ],
    );
    check(
        &format!(
            "cards:\n  - {{ title: X, type: battle, when_dueling: heal, bonus: {{ Hoth: 1 }}, damage: -1 }}\n{NABOO}"
        ),
        &[
            ("swjudge::scenario::invalid_value", "heal", "add-cards: <n>"),
            (
                "swjudge::scenario::invalid_value",
                "{ Hoth: 1 }",
                "Coruscant",
            ),
            ("swjudge::scenario::invalid_value", "-1", ""),
        ],
    );
    check(
        &format!(
            "{NABOO}players:\n  light:\n    hyperspace:\n      - {{ card: \"Naboo Starfighter\", id: n1 }}\n      - {{ card: \"Naboo Starfighter\", id: n1 }}\n"
        ),
        &[(
            "swjudge::scenario::duplicate_id",
            "\"Naboo Starfighter\"",
            "own id",
        )],
    );
}

#[test]
fn questions_of_the_other_game_are_not_answered() {
    let yj = load_str(
        "t.yaml",
        &format!("{NABOO}      dark: [\"Darth Maul, Sith Lord\"]\n"),
        Catalog::builtin(),
    )
    .expect("loads");
    let v = swjudge::ask(&yj.board, "shielded \"Theed Palace\"", None).expect("asks");
    assert_eq!(v.answer, Answer::Undetermined);
    assert!(v.undetermined_because[0].contains("Star Wars CCG question"));
    // Under a Star Wars CCG ruleset a Young Jedi board is not judged.
    let v =
        swjudge::ask(&yj.board, "duel-hand \"Darth Maul\"", Some(Ruleset::Latest)).expect("asks");
    assert_eq!(v.answer, Answer::Undetermined);
    let sw = load_str(
        "t.yaml",
        "rows:\n  Hoth:\n    - system: Hoth\n",
        Catalog::builtin(),
    )
    .expect("loads");
    let v = swjudge::ask(&sw.board, "effect-fetch", None).expect("asks");
    assert_eq!(v.answer, Answer::Undetermined);
    assert!(v.undetermined_because[0].contains("Young Jedi question"));
}

/// The replay in `detail` is enough to follow the duel: every attack, block and hit.
#[test]
fn a_duel_replays_hit_by_hit() {
    let yaml = format!(
        "cards:\n  - {{ title: \"Darth Maul's Lightsaber\", usable_by: [Darth Maul] }}\n  - {{ title: \"Darth Maul, Sith Lord\", power: 2, damage: 2 }}\n  - {{ title: \"Obi-Wan Kenobi, Jedi Padawan\", power: 2, damage: 3 }}\n{NABOO}      dark: [{{ card: \"Darth Maul, Sith Lord\", id: maul, carrying: [\"Darth Maul's Lightsaber\"] }}]\n      light: [{{ card: \"Obi-Wan Kenobi, Jedi Padawan\", id: obi }}]\n"
    );
    let s = load_str("t.yaml", &yaml, Catalog::builtin()).expect("loads");
    let v = swjudge::ask(&s.board, "duel @maul against @obi hands 3,1 / 3,5", None).expect("asks");
    let log: Vec<&str> = v
        .detail
        .iter()
        .map(String::as_str)
        .filter(|l| l.contains("attack") || l.contains("hit on") || l.contains("blocks"))
        .collect();
    assert!(
        log.iter()
            .any(|l| l.contains("attack 1: Darth Maul, Sith Lord attacks with a 3"))
    );
    assert!(
        log.iter()
            .any(|l| l.contains("Obi-Wan Kenobi, Jedi Padawan blocks with a 3"))
    );
    assert!(
        log.iter()
            .any(|l| l.contains("hit on Darth Maul, Sith Lord (1 of DAMAGE 2)"))
    );
    assert!(
        log.iter()
            .any(|l| l.contains("hit on Darth Maul, Sith Lord (2 of DAMAGE 2)"))
    );
    assert_eq!(
        v.answer,
        Answer::List(vec![
            "winner: Obi-Wan Kenobi, Jedi Padawan".into(),
            "discarded: Darth Maul, Sith Lord + Darth Maul's Lightsaber".into(),
            "damage: dark 2".into(),
            "hits: Darth Maul, Sith Lord 2 / Obi-Wan Kenobi, Jedi Padawan 1".into(),
        ])
    );
}

/// Extreme numbers in facts and hands neither overflow nor hang: the largest a board or a
/// question may give (`MAX_NUMBER`) is answered, and the largest a card's text may give too; one
/// past it is refused with a diagnostic (tests/hostile.rs).
#[test]
fn extreme_values_are_answered() {
    let big = swjudge::scenario::MAX_NUMBER;
    let huge = i64::MAX;
    let yaml = format!(
        "cards:\n  - {{ title: \"Darth Maul's Lightsaber\", usable_by: [Darth Maul], bonus: {big} }}\n  - {{ title: \"Darth Maul, Sith Lord\", power: {big}, damage: {big}, bonus: {big} }}\n  - {{ title: \"Obi-Wan Kenobi, Jedi Padawan\", power: -{big}, damage: {big} }}\n  - {{ title: Surge, type: battle, destiny: 1, when_dueling: \"extra-hits: {huge}\" }}\n  - {{ title: Flood, type: battle, destiny: 2, when_dueling: \"add-cards: {huge}\" }}\n{NABOO}      dark: [{{ card: \"Darth Maul, Sith Lord\", id: maul, carrying: [\"Darth Maul's Lightsaber\"] }}]\n      light: [{{ card: \"Obi-Wan Kenobi, Jedi Padawan\", id: obi }}]\nduel:\n  attacker_hand: [Flood, Surge, Surge]\n  defender_hand: [3]\n  attacker_draws: [1, 2]\n"
    );
    let s = load_str("t.yaml", &yaml, Catalog::builtin()).expect("loads");
    let at_limit = format!("duel @maul against @obi hands -1, {big} / -1");
    for q in [
        "duel @maul against @obi",
        "duel-hand @maul",
        "duel-hand @obi",
        at_limit.as_str(),
    ] {
        swjudge::ask(&s.board, q, None).unwrap_or_else(|e| panic!("{q}: {e}"));
    }
    let v = swjudge::ask(&s.board, "duel @maul against @obi", None).expect("asks");
    assert!(matches!(v.answer, Answer::List(_)), "{:?}", v.answer);
}

/// Issue 24 item 4: on a Young Jedi board an unknown verb is answered with Young Jedi verbs,
/// never a Star Wars CCG one; on a Star Wars CCG board the suggestion is unchanged.
#[test]
fn an_unknown_verb_on_a_young_jedi_board_suggests_young_jedi_verbs() {
    let yaml = format!(
        "{NABOO}      light: [\"Obi-Wan Kenobi, Jedi Padawan\"]\n      dark: [\"Darth Maul, Sith Lord\"]\n"
    );
    let s = load_str("t.yaml", &yaml, Catalog::builtin()).expect("loads");
    let help = |q: &str| -> (String, Vec<String>) {
        match swjudge::ask(&s.board, q, None) {
            Err(e) => match *e.0 {
                swjudge::rules::subject::AskErrorKind::Syntax(e) => {
                    (e.help.clone().unwrap_or_default(), e.expected)
                }
                other => panic!("{q}: {other:?}"),
            },
            Ok(v) => panic!("{q}: {v:?}"),
        }
    };
    // A verb's own word with the names its slots take is read as words, shown as read (issue
    // 37: a syntax error alone is never the answer).
    let read = swjudge::ask(&s.board, "defenders Maul against Obi", None).expect("read as words");
    assert!(
        read.read_as
            .as_deref()
            .is_some_and(|r| r.starts_with("duel-defenders ")),
        "{:?}",
        read.read_as
    );
    for (q, want) in [
        ("duel-defendrs @x against @y", "`duel-defenders`"),
        ("can dual Maul with x", "`can duel`"),
        ("duelhand Maul", "`duel-hand`"),
    ] {
        let (h, _) = help(q);
        assert!(h.contains(want), "{q}: {h}");
    }
    // A Star Wars CCG action is not offered: the help lists what this board answers.
    for q in [
        "can lnd \"Red 5\" at \"Ice Plains\"",
        "lnd \"Red 5\" at \"Ice Plains\"",
    ] {
        let (h, expected) = help(q);
        assert!(!h.contains("can land"), "{q}: {h}");
        assert!(h.contains("`duel-defenders`"), "{q}: {h}");
        assert!(
            expected
                .iter()
                .all(|v| swjudge::query::parser::verbs_of(true).contains(&v.as_str())),
            "{expected:?}"
        );
    }
    // The same typo on a Star Wars CCG board still means `can land`.
    let sw = load_str(
        "t.yaml",
        "rows:\n  Hoth:\n    - system: Hoth\n",
        Catalog::builtin(),
    )
    .expect("loads");
    match swjudge::ask(&sw.board, "can lnd x", None).map_err(|e| *e.0) {
        Err(swjudge::rules::subject::AskErrorKind::Syntax(e)) => {
            assert!(e.help.unwrap_or_default().contains("`can land`"))
        }
        other => panic!("{other:?}"),
    }
}

/// A verb the table gives Young Jedi boards (`games`) is one a Young Jedi board answers (not
/// "a Star Wars CCG question"), and no other is.
#[test]
fn the_young_jedi_verbs_are_the_ones_a_young_jedi_board_answers() {
    use swjudge::query::verbs::VERBS;
    let yaml = format!(
        "{NABOO}      light: [\"Obi-Wan Kenobi, Jedi Padawan\"]\n      dark: [\"Darth Maul, Sith Lord\"]\n"
    );
    let s = load_str("t.yaml", &yaml, Catalog::builtin()).expect("loads");
    for v in VERBS {
        let listed = v.of_game(true);
        let answer = swjudge::ask(&s.board, v.example, None);
        let foreign = match &answer {
            Ok(verdict) => verdict
                .undetermined_because
                .iter()
                .any(|m| m.contains("is a Star Wars CCG question")),
            Err(_) => false,
        };
        assert_eq!(listed, !foreign, "{}: {answer:?}", v.name);
    }
}
