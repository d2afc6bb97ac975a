//! The binary's contract: exit codes, formats, colour, and the registry commands.

use std::process::{Command, Output};

fn swjudge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .expect("runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}
fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const EXAMPLE: &str = "examples/hoth-shield.yaml";

#[test]
fn ask_answers_with_reasons_and_exit_0() {
    let o = swjudge(&["ask", EXAMPLE, "shielded \"Echo Docking Bay\""]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("YES"), "{out}");
    assert!(
        out.contains("hoth.shield.coverage (Hoth Rules Supplement › Hoth Energy Shield Rules"),
        "{out}"
    );
    assert!(!out.contains('\x1b'), "NO_COLOR honoured");
}

#[test]
fn colour_is_used_only_when_asked() {
    let o = swjudge(&[
        "--color",
        "always",
        "ask",
        EXAMPLE,
        "shielded \"Ice Plains\"",
    ]);
    assert!(stdout(&o).contains("\x1b[1;31mNO"), "{}", stdout(&o));
}

#[test]
fn json_output_is_one_documented_object() {
    let o = swjudge(&[
        "ask",
        EXAMPLE,
        "can land @bomber1 at \"Echo Docking Bay\"",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("json");
    assert_eq!(v["answer"], "no");
    assert_eq!(v["ruleset"], "latest");
    assert_eq!(v["side"], "dark");
    let ids: Vec<&str> = v["reasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rule"].as_str().unwrap())
        .collect();
    assert!(
        ids.contains(&"hoth-update.shield.no-dark-landing"),
        "{ids:?}"
    );
    for key in [
        "query",
        "facts",
        "considered",
        "superseded",
        "assumptions",
        "undetermined_because",
        "detail",
    ] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
}

#[test]
fn markdown_output_is_a_pasteable_ruling() {
    let o = swjudge(&[
        "ask",
        EXAMPLE,
        "shielded \"Echo Docking Bay\"",
        "--format",
        "markdown",
    ]);
    let out = stdout(&o);
    assert!(out.starts_with("### Ruling: **YES**"), "{out}");
    assert!(
        out.contains("- `hoth.shield.coverage` (*Hoth Rules Supplement"),
        "{out}"
    );
}

#[test]
fn bad_query_is_exit_2_with_a_pointed_diagnostic() {
    let o = swjudge(&["ask", EXAMPLE, "sheilded \"Echo Docking Bay\""]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("swjudge::query::syntax"), "{err}");
    assert!(err.contains("did you mean `shielded`?"), "{err}");
}

#[test]
fn unknown_card_in_a_query_is_exit_2() {
    let o = swjudge(&["ask", EXAMPLE, "shielded \"Echo Dockng Bay\""]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("swjudge::query::"), "{}", stderr(&o));
}

#[test]
fn a_scenario_that_does_not_load_is_exit_2() {
    let dir = std::env::temp_dir().join(format!("swjudge-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("bad.yaml");
    std::fs::write(&f, "rows:\n  Hoth:\n    - site: Hoth: Echo Corridor\n").unwrap();
    let o = swjudge(&["validate", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("quote titles that contain ': '"),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("bad.yaml:3:13"), "{}", stderr(&o));
}

#[test]
fn validate_reports_an_illegal_board_with_exit_1() {
    let dir = std::env::temp_dir().join(format!("swjudge-cli-v-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("illegal.yaml");
    std::fs::write(
        &f,
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - site: \"Hoth: North Ridge (4th Marker)\"\n    - system: Hoth\n      light: [Red 5, Red 5]\n",
    )
    .unwrap();
    let o = swjudge(&["validate", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("swjudge::validate::hoth.layout.marker-order"),
        "{err}"
    );
    assert!(err.contains("swjudge::validate::hoth.unique"), "{err}");
    let ok = swjudge(&["validate", EXAMPLE]);
    assert_eq!(ok.status.code(), Some(0), "{}", stderr(&ok));
}

#[test]
fn validate_names_its_ruleset_and_labels_base_rules_apart() {
    let dir = std::env::temp_dir().join(format!("swjudge-cli-vb-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("loose.yaml");
    std::fs::write(
        &f,
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - system: Hoth\n      dark: [Blizzard 2, General Veers]\n",
    )
    .unwrap();
    let o = swjudge(&["validate", "--rules", "dagobah", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    let (out, err) = (stdout(&o), stderr(&o));
    assert!(
        out.contains("2 problems (rules: dagobah; 0 by the documents, 2 by the base rules"),
        "{out}"
    );
    assert!(err.contains("swjudge::validate::base.vehicles"), "{err}");
    assert!(err.contains("swjudge::validate::base.characters"), "{err}");
    assert!(err.contains("loose.yaml:6:14"), "{err}");
    assert!(
        err.contains("by the base rules, which the documents assume"),
        "{err}"
    );
    let j = swjudge(&["validate", "--format", "json", f.to_str().unwrap()]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&j)).unwrap();
    assert_eq!(v["rules"], "latest");
    assert_eq!(v["legal"], false);
    assert_eq!(v["problems"][0]["by"], "base rules");
    assert_eq!(v["problems"][0]["rule"], "base.vehicles");
}

#[test]
fn check_fails_with_exit_1_on_a_wrong_expectation() {
    let dir = std::env::temp_dir().join(format!("swjudge-cli-c-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("wrong.yaml");
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/hoth-shield.yaml"
    ))
    .unwrap();
    std::fs::write(&f, text.replacen("expect: yes", "expect: no", 1)).unwrap();
    let o = swjudge(&["check", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("FAIL"), "{}", stdout(&o));
    let ok = swjudge(&["check", EXAMPLE]);
    assert_eq!(ok.status.code(), Some(0));
}

#[test]
fn rules_diff_lists_every_supersession() {
    // Each supersession shows in the diff from the older rule's ruleset to the newer's.
    for r in swjudge::rules::all() {
        for old in r.supersedes_ids() {
            let from = swjudge::rules::find(old).unwrap().ruleset().name();
            let o = swjudge(&["rules", "--diff", from, r.ruleset().name()]);
            let out = stdout(&o);
            assert!(
                out.lines()
                    .any(|l| l.starts_with(&format!("~ {}  replaces", r.id)) && l.contains(old)),
                "{old} → {} missing:\n{out}",
                r.id
            );
        }
    }
}

#[test]
fn rules_lookup_by_id_and_words() {
    let o = swjudge(&["rules", "hoth.landing"]);
    assert!(stdout(&o).contains("Landing and Taking Off"));
    let o = swjudge(&["rules", "wampa"]);
    assert!(stdout(&o).contains("hoth-update.wampa-never-outermost"));
    let o = swjudge(&["rules", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v.as_array().unwrap().len(), swjudge::rules::all().len());
}

#[test]
fn layout_draws_the_shield() {
    let o = swjudge(&["layout", EXAMPLE]);
    let out = stdout(&o);
    assert!(out.contains("shielded"), "{out}");
    assert!(
        out.contains("shield boundary (outermost exterior marker): 5th (Ice Plains)"),
        "{out}"
    );
}

#[test]
fn cards_lookup() {
    let o = swjudge(&["cards", "north ridge"]);
    assert!(stdout(&o).contains("Hoth: North Ridge (4th Marker)"));
    assert_eq!(
        swjudge(&["cards", "no such card anywhere"]).status.code(),
        Some(2)
    );
    // A Young Jedi weapon lists its power bonus dots for each user.
    let o = swjudge(&["cards", "--game", "young-jedi", "stolen by aurra"]);
    let out: String = stdout(&o).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(out.contains("+2"), "{out}");
    let o = swjudge(&[
        "cards",
        "--game",
        "young-jedi",
        "--format",
        "json",
        "stolen by aurra",
    ]);
    let out: String = stdout(&o).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        out.contains(r#""weapon_bonus": [ { "user": "Aurra Sing", "dots": 2 }"#),
        "{out}"
    );
}

#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(["rules"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut first = [0u8; 16];
    child
        .stdout
        .take()
        .expect("stdout")
        .read_exact(&mut first)
        .expect("some output");
    // stdout is now closed: the rest of the table hits a broken pipe.
    let out = child.wait_with_output().expect("waits");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

#[test]
fn moves_lists_every_legal_move_with_its_cost() {
    let dir = std::env::temp_dir().join(format!("swjudge-cli-m-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("moves.yaml");
    std::fs::write(
        &f,
        "turn: dark\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - site: \"Hoth: North Ridge (4th Marker)\"\n      state: []\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n      dark: [{ card: Snowtrooper, id: t }]\n    - system: Hoth\n",
    )
    .unwrap();
    let o = swjudge(&["moves", f.to_str().unwrap(), "@t", "--format", "json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("json");
    assert_eq!(
        v["answer"],
        serde_json::json!(["Snowtrooper (@t): move to Hoth: North Ridge (4th Marker) — 1 Force"]),
        "{v}"
    );
}

#[test]
fn can_use_with_its_arguments_reversed_is_refused_as_such() {
    // `can use <user> <item>`: naming the weapon first is a wrong-kind error, not an answer.
    let o = swjudge(&[
        "ask",
        "scenarios/hoth/pc-steal-lightsaber.yaml",
        "can use \"Anakin's Lightsaber\" \"Luke Skywalker\"",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(err.contains("swjudge::query::wrong_kind"), "{err}");
    assert!(err.contains("can use <user> <weapon or device>"), "{err}");
}

#[test]
fn a_rule_pattern_lists_every_rule_it_matches() {
    let o = swjudge(&["ask", EXAMPLE, "rule hoth.shield.*"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let ids = swjudge::rules::all()
        .iter()
        .filter(|r| r.id.starts_with("hoth.shield."))
        .count();
    assert!(ids > 1, "{ids}");
    assert!(out.starts_with(&format!("{ids} items")), "{out}");
    assert!(out.contains("hoth.shield.coverage —"), "{out}");
    assert!(!out.contains("hoth.landing —"), "{out}");
    // Under the Hoth rules, the update's shield rules are not in force.
    let o = swjudge(&[
        "ask",
        "--rules",
        "hoth",
        EXAMPLE,
        "rule hoth-update.shield.*",
    ]);
    let out = stdout(&o);
    assert!(out.contains("(not in force here)"), "{out}");
    assert!(!out.contains("(in force)"), "{out}");
}
