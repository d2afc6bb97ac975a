//! Load diagnostics: each bad input gets a coded diagnostic on the exact span, with a hint,
//! and every problem of a file is reported in one run.

use swjudge::catalog::Catalog;
mod common;

use common::{check, errors};
use swjudge::scenario::{load_bytes, load_str};

const HOTH: &str = "rows:\n  Hoth:\n";

#[test]
fn unknown_card_suggests_the_closest_title() {
    check(
        &format!("{HOTH}    - system: Hoth\n      light: [\"Red 55\"]\n"),
        &[(
            "swjudge::scenario::unknown_card",
            "\"Red 55\"",
            "did you mean `Red 5`",
        )],
    );
}

#[test]
fn unknown_key_lists_the_valid_keys() {
    check(
        &format!("{HOTH}    - system: Hoth\n      lihgt: [Luke Skywalker]\n"),
        &[(
            "swjudge::scenario::unknown_key",
            "lihgt",
            "did you mean `light`?",
        )],
    );
    let errs = errors("titel: x\nrows: {}\n");
    assert!(errs[0].help.as_deref().unwrap_or("").contains("`title`"));
}

#[test]
fn unquoted_colon_says_to_quote_the_title() {
    check(
        &format!("{HOTH}    - site: Hoth: Echo Corridor\n"),
        &[(
            "swjudge::scenario::unquoted_colon",
            "Hoth: Echo Corridor",
            "quote titles that contain ': '",
        )],
    );
}

#[test]
fn ambiguous_shortening_lists_candidates() {
    check(
        &format!("{HOTH}    - site: \"Hoth: Echo\"\n"),
        &[(
            "swjudge::scenario::ambiguous_card",
            "\"Hoth: Echo\"",
            "Hoth: Echo Corridor",
        )],
    );
}

#[test]
fn a_card_under_the_wrong_side_is_reported() {
    check(
        &format!("{HOTH}    - system: Hoth\n      light: [Stalker]\n"),
        &[("swjudge::scenario::wrong_side", "Stalker", "`dark:`")],
    );
}

/// Issue 29 item 10 (issue 28 class 4): a `cards:` entry changes only what it writes. An
/// override of a Light Side card's power alone leaves it a Light Side card, so it is refused
/// under `dark:` as it is without the override (it used to become a card of either side).
#[test]
fn an_override_keeps_the_side_of_the_card() {
    check(
        &format!(
            "cards:\n  - {{ title: Rebel Trooper, power: 5 }}\n{HOTH}    - site: \"Hoth: Ice Plains (5th Marker)\"\n      dark: [Rebel Trooper]\n    - system: Hoth\n"
        ),
        &[("swjudge::scenario::wrong_side", "Rebel Trooper", "`light:`")],
    );
    // A title printed for both sides keeps both printings, each overridden in its own side.
    let s = load_str(
        "t.yaml",
        "cards:\n  - { title: Lando Calrissian, power: 6 }\nrows:\n  Bespin:\n    - site: \"Cloud City: Guest Quarters\"\n      light: [Lando Calrissian]\n",
        Catalog::builtin(),
    )
    .expect("a Light Side Lando under light: loads");
    let sides: Vec<_> = s
        .board
        .catalog
        .inserted()
        .map(|d| (d.side, d.power))
        .collect();
    assert_eq!(sides.len(), 2, "{sides:?}");
    assert!(sides.iter().all(|(_, p)| *p == Some(6)));
    assert!(
        sides
            .iter()
            .any(|(s, _)| *s == swjudge::catalog::Printed::Light)
    );
    assert!(
        sides
            .iter()
            .any(|(s, _)| *s == swjudge::catalog::Printed::Dark)
    );
}

#[test]
fn bad_yaml_points_at_the_problem() {
    let errs = errors("rows:\n  Hoth: [\n    - site: x\n");
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].kind.code(), "swjudge::scenario::yaml");
    assert!(errs[0].message.starts_with("invalid YAML"));
    assert!(!errs[0].message.contains("serde"));
}

#[test]
fn alias_bomb_is_refused() {
    let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..12 {
        let p = i - 1;
        text.push_str(&format!(
            "a{i}: &a{i} [*a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}]\n"
        ));
    }
    let errs = errors(&text);
    assert_eq!(errs[0].kind.code(), "swjudge::scenario::limit");
}

#[test]
fn deep_nesting_is_refused() {
    let text = format!("rows: {}{}\n", "[".repeat(300), "]".repeat(300));
    let errs = errors(&text);
    assert_eq!(errs[0].kind.code(), "swjudge::scenario::limit");
}

#[test]
fn invalid_utf8_points_at_the_byte() {
    let mut bytes = b"title: ok\nrows:\n  Hoth:\n    - system: Ho".to_vec();
    let at = bytes.len();
    bytes.extend_from_slice(&[0xff, 0xfe]);
    bytes.extend_from_slice(b"th\n");
    let errs = load_bytes("bad.yaml", &bytes, Catalog::builtin())
        .unwrap_err()
        .errors;
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].kind.code(), "swjudge::scenario::invalid_utf8");
    assert_eq!(errs[0].span.start, at);
    assert_eq!(errs[0].line_col(), (4, 17));
}

#[test]
fn too_large_a_file_is_refused() {
    let big = vec![b'#'; swjudge::scenario::MAX_FILE_BYTES + 1];
    let errs = load_bytes("big.yaml", &big, Catalog::builtin())
        .unwrap_err()
        .errors;
    assert_eq!(errs[0].kind.code(), "swjudge::scenario::too_large");
}

#[test]
fn every_error_of_a_file_is_reported_in_one_run() {
    let yaml = format!(
        "{HOTH}    - site: \"Echo Corridr\"\n    - system: Hoth\n      dark: [Stalkr]\n      color: red\nquestions:\n  - ask: 'can lnd x at y'\n    because: [hoth.shield.coverge]\n"
    );
    let codes: Vec<String> = errors(&yaml)
        .iter()
        .map(|e| e.kind.code().to_string())
        .collect();
    assert_eq!(
        codes,
        [
            "swjudge::scenario::unknown_card",
            "swjudge::scenario::unknown_card",
            "swjudge::scenario::unknown_key",
            "swjudge::query::syntax",
            "swjudge::scenario::unknown_rule",
        ]
    );
}

#[test]
fn a_query_syntax_error_points_into_the_file() {
    let yaml = format!("{HOTH}    - system: Hoth\nquestions:\n  - ask: 'can lnd Red5 at Hoth'\n");
    let errs = errors(&yaml);
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].kind.code(), "swjudge::query::syntax");
    assert_eq!(&yaml[errs[0].span.start..errs[0].span.end()], "can lnd");
    assert!(errs[0].help.as_deref().unwrap_or("").contains("can land"));
}

#[test]
fn titles_resolve_without_marks_by_case_and_by_shortening() {
    let yaml = "rows:\n  Hoth:\n    - site: \"•hoth: echo corridor\"\n    - site: north ridge\n    - system: HOTH\n";
    let s = load_str("ok.yaml", yaml, Catalog::builtin()).expect("loads");
    let titles: Vec<String> = s
        .board
        .locations
        .keys()
        .map(|l| s.board.loc_name(l))
        .collect();
    assert_eq!(
        titles,
        [
            "Hoth: Echo Corridor",
            "Hoth: North Ridge (4th Marker)",
            "Hoth"
        ]
    );
}

#[test]
fn a_rendered_report_names_the_file_line_and_column() {
    let errs = errors(&format!(
        "{HOTH}    - system: Hoth\n      light: [\"•Red 55\"]\n"
    ));
    let mut out = String::new();
    miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
        .with_width(90)
        .render_report(&mut out, &errs[0])
        .unwrap();
    insta::with_settings!({ snapshot_path => "../snapshots", prepend_module_to_snapshot => false }, {
        insta::assert_snapshot!("diagnostic_unknown_card", out);
    });
    assert!(out.contains("test.yaml:4:15"), "{out}");
}

#[test]
fn scenario_cards_add_and_override_facts() {
    let yaml = "cards:\n  - { title: \"Shuttle Tydirium\", side: light, type: starship, subtype: starfighter, traits: [enclosed] }\n  - { title: Red 5, power: 9 }\nrows:\n  Hoth:\n    - system: Hoth\n      light: [Shuttle Tydirium, Red 5]\n";
    let s = load_str("cards.yaml", yaml, Catalog::builtin()).expect("loads");
    let red5 = s
        .board
        .cards
        .iter()
        .find(|c| s.board.def(c.def).plain_title() == "Red 5")
        .unwrap();
    assert_eq!(s.board.def(red5.def).power, Some(9));
    assert_eq!(
        s.board.def(red5.def).maneuver,
        Some(4),
        "other facts kept from the catalog"
    );
    let errs = errors("cards:\n  - { title: Foo, icons: [exterior, sky] }\nrows: {}\n");
    let codes: Vec<&str> = errs.iter().map(|e| e.kind.code()).collect();
    assert_eq!(
        codes,
        [
            "swjudge::scenario::missing_key",
            "swjudge::scenario::invalid_value"
        ],
        "{errs:#?}"
    );
    assert!(errs[1].help.as_deref().unwrap_or("").contains("`interior`"));
}

#[test]
fn an_unquoted_question_is_told_to_use_single_quotes() {
    let yaml = "rows:\n  Hoth:\n    - system: Hoth\nquestions:\n  - ask: insertion \"Tatooine: Lars' Moisture Farm\"\n";
    let errs = errors(yaml);
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].kind.code(), "swjudge::scenario::unquoted_colon");
    assert_eq!(errs[0].message, "unquoted question contains \": \"");
    assert_eq!(
        &yaml[errs[0].span.start..errs[0].span.end()],
        "insertion \"Tatooine: Lars' Moisture Farm\""
    );
    let help = errs[0].help.as_deref().unwrap_or("");
    assert!(
        help.ends_with("- ask: 'insertion \"Tatooine: Lars'' Moisture Farm\"'"),
        "{help}"
    );
}

#[test]
fn a_starship_row_named_by_id_must_name_a_starship() {
    let sd = "  Tatooine:\n    - system: Tatooine\n      dark:\n        - { card: Avenger, id: avenger }\n        - { card: General Veers, id: veers }\n";
    check(
        &format!("rows:\n{sd}  \"@avenger2\":\n    - site: \"Star Destroyer: Launch Bay\"\n"),
        &[(
            "swjudge::scenario::unknown_id",
            "\"@avenger2\"",
            "ids on this board: `@avenger`, `@veers`",
        )],
    );
    check(
        &format!("rows:\n{sd}  \"@veers\":\n    - site: \"Star Destroyer: Launch Bay\"\n"),
        &[(
            "swjudge::scenario::placement",
            "\"@veers\"",
            "`@id` of a starship in play",
        )],
    );
    let ok = format!("rows:\n{sd}  \"@avenger\":\n    - site: \"Star Destroyer: Launch Bay\"\n");
    assert!(load_str("ok.yaml", &ok, Catalog::builtin()).is_ok());
}

#[test]
fn crossed_over_and_stolen_cards_stand_on_their_new_side() {
    const BESPIN: &str = "rows:\n  Bespin:\n    - system: Bespin\n";
    // Listed under its own printed side: it did not cross over.
    check(
        &format!("{BESPIN}      light: [{{ card: Luke Skywalker, state: [crossed-over] }}]\n"),
        &[(
            "swjudge::scenario::wrong_side",
            "crossed-over",
            "list it under `dark:`",
        )],
    );
    // Under the other side it loads.
    assert!(
        load_str(
            "t.yaml",
            &format!("{BESPIN}      dark: [{{ card: Luke Skywalker, state: [crossed-over] }}]\n"),
            Catalog::builtin()
        )
        .is_ok()
    );
    // Only characters cross over; weapons, devices and craft are stolen.
    check(
        &format!("{BESPIN}      dark: [{{ card: Red 5, state: [crossed-over] }}]\n"),
        &[(
            "swjudge::scenario::invalid_value",
            "crossed-over",
            "`state: [stolen]`",
        )],
    );
    check(
        &format!("{BESPIN}      dark: [{{ card: Luke Skywalker, state: [stolen] }}]\n"),
        &[(
            "swjudge::scenario::invalid_value",
            "stolen",
            "`state: [crossed-over]`",
        )],
    );
    // A captive keeps its side.
    check(
        &format!(
            "{BESPIN}      dark: [{{ card: Boba Fett, escorting: [{{ card: Han Solo, state: [crossed-over] }}] }}]\n"
        ),
        &[(
            "swjudge::scenario::invalid_value",
            "crossed-over",
            "drop `crossed-over`",
        )],
    );
    // The wrong-side hint names the new states.
    check(
        &format!("{BESPIN}      dark: [Luke Skywalker]\n"),
        &[(
            "swjudge::scenario::wrong_side",
            "Luke Skywalker",
            "`state: [crossed-over]`",
        )],
    );
}
