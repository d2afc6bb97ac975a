//! `--format json`: the schemas in schemas/ are the types' own (kept fresh here), every document
//! the binary prints validates against its schema, errors are JSON on stdout too with the exit
//! codes unchanged, and costs, moves and duels carry their structure beside their sentences.
//!
//! Regenerate the output schemas with `SWJUDGE_WRITE_SCHEMAS=1 cargo test --test json_output`.

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const EXAMPLE: &str = "examples/hoth-shield.yaml";

fn swjudge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(args)
        .current_dir(ROOT)
        .env("NO_COLOR", "1")
        .env_remove("COLUMNS")
        .env_remove("CLICOLOR_FORCE")
        .output()
        .expect("runs")
}

fn json_of(o: &Output) -> Value {
    let text = String::from_utf8_lossy(&o.stdout);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

fn schema(name: &str) -> jsonschema::Validator {
    let text = std::fs::read_to_string(Path::new(ROOT).join("schemas").join(name))
        .unwrap_or_else(|e| panic!("schemas/{name}: {e}"));
    let v: Value = serde_json::from_str(&text).expect("schema is JSON");
    jsonschema::validator_for(&v).expect("a valid JSON Schema")
}

fn assert_valid(validator: &jsonschema::Validator, doc: &Value, what: &str) {
    let errors: Vec<String> = validator
        .iter_errors(doc)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .take(5)
        .collect();
    assert!(errors.is_empty(), "{what}: {errors:#?}");
}

#[test]
fn output_schemas_are_generated_from_the_types() {
    let dir = Path::new(ROOT).join("schemas");
    let write = std::env::var_os("SWJUDGE_WRITE_SCHEMAS").is_some();
    for (name, schema) in swjudge::render::json::schemas() {
        let want = serde_json::to_string_pretty(&schema).expect("schema serialises") + "\n";
        let path = dir.join(name);
        if write {
            std::fs::write(&path, &want).expect("writes schema");
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "schemas/{name} is stale: run `SWJUDGE_WRITE_SCHEMAS=1 cargo test --test json_output`"
        );
    }
}

#[test]
fn the_json_documentation_points_to_every_schema_and_ruleset() {
    let doc = std::fs::read_to_string(Path::new(ROOT).join("docs/json-output.md")).unwrap();
    for (name, _) in swjudge::render::json::schemas() {
        assert!(doc.contains(&format!("schemas/{name}")), "{name} not named");
    }
    for r in swjudge::Ruleset::ALL {
        assert!(
            doc.contains(&format!("\"{}\"", r.name())),
            "{} missing",
            r.name()
        );
    }
    assert!(doc.contains("schema_version"));
}

#[test]
fn answers_validate_against_the_answer_schema() {
    let answer = schema("answer.schema.json");
    for (file, q) in [
        (EXAMPLE, "can land @bomber1 at \"Echo Docking Bay\""),
        (EXAMPLE, "markers Hoth"),
        (
            "scenarios/cloud-city/cloud-sectors.yaml",
            "cost shuttle @dlando to Bespin as dark",
        ),
        (
            "scenarios/young-jedi/duel-outcomes.yaml",
            "duel @maul against @quigon hands 1,2,3,4,5,6 / 6,6,6,5,5,5",
        ),
        (
            "scenarios/cloud-city/sabacc.yaml",
            "sabacc light 5, 6 dark wild, clone, 3",
        ),
    ] {
        let o = swjudge(&["ask", file, q, "--format", "json"]);
        assert_eq!(o.status.code(), Some(0), "{q}");
        let v = json_of(&o);
        assert_eq!(v["schema_version"], 1);
        assert_valid(&answer, &v, q);
    }
    let o = swjudge(&["moves", EXAMPLE, "--format", "json"]);
    assert_valid(&answer, &json_of(&o), "moves");
}

#[test]
fn validate_and_layout_documents_validate() {
    let validate = schema("validate.schema.json");
    let layout = schema("layout.schema.json");
    for f in [
        EXAMPLE,
        "scenarios/cloud-city/cloud-sectors.yaml",
        "scenarios/hoth/layout-pattern.yaml",
        "scenarios/young-jedi/starships.yaml",
    ] {
        let v = json_of(&swjudge(&["validate", f, "--format", "json"]));
        assert_eq!(v["schema_version"], 1);
        assert_valid(&validate, &v, f);
        let l = json_of(&swjudge(&["layout", f, "--format", "json"]));
        assert_valid(&layout, &l, f);
        for row in l.as_array().unwrap() {
            assert_eq!(row["schema_version"], 1, "{f}");
        }
    }
    // An illegal board: problems, each validating.
    let dir = std::env::temp_dir().join(format!("swjudge-json-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("illegal.yaml");
    std::fs::write(
        &bad,
        "rows:\n  Hoth:\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - site: \"Hoth: Echo Corridor\"\n    - system: Hoth\n",
    )
    .unwrap();
    let o = swjudge(&["validate", bad.to_str().unwrap(), "--format", "json"]);
    assert_eq!(o.status.code(), Some(1));
    let v = json_of(&o);
    assert_eq!(v["legal"], false);
    assert!(!v["problems"].as_array().unwrap().is_empty());
    assert_valid(&validate, &v, "illegal board");
}

#[test]
fn errors_are_json_on_stdout_with_the_same_exit_codes() {
    let error = schema("error.schema.json");
    // A bad question.
    let o = swjudge(&["ask", EXAMPLE, "can lnd @bomber1", "--format", "json"]);
    assert_eq!(o.status.code(), Some(2));
    let v = json_of(&o);
    assert_valid(&error, &v, "bad question");
    assert_eq!(v["schema_version"], 1);
    assert!(v["errors"][0]["code"].as_str().is_some(), "{v}");
    assert!(!o.stderr.is_empty(), "the human report stays on stderr");
    // A bad board: every error of the file, with its place.
    let dir = std::env::temp_dir().join(format!("swjudge-json-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.yaml");
    std::fs::write(
        &bad,
        "rows:\n  Hoth:\n    - site: \"Echo Corridr\"\n    - system: Hoth\n      dark: [Stalkr]\n",
    )
    .unwrap();
    for cmd in ["ask", "validate", "layout"] {
        let mut args = vec![cmd, bad.to_str().unwrap()];
        if cmd == "ask" {
            args.push("shielded Hoth");
        }
        args.extend(["--format", "json"]);
        let o = swjudge(&args);
        assert_eq!(o.status.code(), Some(2), "{cmd}");
        let v = json_of(&o);
        assert_valid(&error, &v, cmd);
        let errors = v["errors"].as_array().unwrap();
        assert_eq!(errors.len(), 2, "{cmd}: {v}");
        assert!(errors[0]["labels"][0]["span"]["offset"].is_u64(), "{v}");
        assert!(v["file"].as_str().unwrap().ends_with("bad.yaml"));
    }
    // check: a broken file is an element of the array, not a second document.
    let o = swjudge(&["check", bad.to_str().unwrap(), EXAMPLE, "--format", "json"]);
    assert_eq!(o.status.code(), Some(2));
    let v = json_of(&o);
    let files = v.as_array().unwrap();
    assert_eq!(files.len(), 2);
    assert!(files.iter().all(|f| f["schema_version"] == 1));
    assert_eq!(files[0]["errors"].as_array().unwrap().len(), 2);
    assert_eq!(files[1]["questions"][0]["verdict"]["schema_version"], 1);
    // An unknown row and an unknown card are errors too.
    let o = swjudge(&["layout", EXAMPLE, "Naboo", "--format", "json"]);
    assert_eq!(o.status.code(), Some(2));
    assert_valid(&error, &json_of(&o), "unknown row");
    let o = swjudge(&["cards", "Stalkr", "--format", "json"]);
    assert_eq!(o.status.code(), Some(2));
    let v = json_of(&o);
    assert_valid(&error, &v, "unknown card");
    assert!(v["errors"][0]["help"].as_str().unwrap().contains("Stalker"));
}

#[test]
fn rules_and_cards_elements_carry_the_schema_version() {
    for args in [&["rules", "shield"][..], &["cards", "Stalker"][..]] {
        let mut a = args.to_vec();
        a.extend(["--format", "json"]);
        let v = json_of(&swjudge(&a));
        let list = v.as_array().unwrap();
        assert!(!list.is_empty());
        assert!(list.iter().all(|x| x["schema_version"] == 1), "{args:?}");
    }
}

#[test]
fn a_cost_is_parts_that_sum_to_its_total() {
    let o = swjudge(&[
        "ask",
        "scenarios/cloud-city/cloud-sectors.yaml",
        "cost shuttle @dlando to Bespin as dark",
        "--format",
        "json",
    ]);
    let v = json_of(&o);
    let c = &v["computed"];
    assert_eq!(c["kind"], "cost");
    assert_eq!(c["total"], v["answer"]);
    let parts = c["parts"].as_array().unwrap();
    assert_eq!(parts[0]["what"], "shuttling");
    let sum: i64 = parts.iter().map(|p| p["force"].as_i64().unwrap()).sum();
    assert_eq!(Some(sum), v["answer"].as_i64());
    assert_eq!(parts.len(), 4, "{c}");
}

#[test]
fn every_scenario_cost_has_parts_summing_to_the_answer() {
    // Every scenario question answered with a number by `cost` has its parts, read from the
    // sentences, and they account for the whole answer (a cost whose sentences do not add up is
    // left without parts rather than given wrong ones: that would fail here).
    let (mut with, mut costs) = (0, Vec::new());
    for entry in walk(Path::new(ROOT).join("scenarios")) {
        let s = swjudge::scenario::load_file(&entry, swjudge::catalog::Catalog::builtin())
            .expect("scenarios load");
        for q in &s.questions {
            if !q.ask.trim_start().starts_with("cost") {
                continue;
            }
            let Ok(v) = swjudge::ask(&s.board, &q.ask, None) else {
                continue;
            };
            if matches!(v.answer, swjudge::Answer::Number(_)) {
                costs.push(q.ask.clone());
            }
            let doc = swjudge::render::json::AnswerDoc::new(&v);
            if let Some(swjudge::verdict::Computed::Cost { parts, total }) = &doc.computed {
                with += 1;
                assert_eq!(
                    parts.iter().map(|p| p.force).sum::<i64>(),
                    *total,
                    "{}",
                    q.ask
                );
                assert_eq!(v.answer, swjudge::Answer::Number(*total));
            }
        }
    }
    assert!(costs.len() > 20, "{costs:?}");
    assert_eq!(with, costs.len(), "costs without parts among {costs:#?}");
}

fn walk(dir: std::path::PathBuf) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "yaml") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn moves_are_listed_as_data_beside_their_sentences() {
    let o = swjudge(&[
        "moves",
        "scenarios/cloud-city/cloud-sectors.yaml",
        "@red5",
        "--format",
        "json",
    ]);
    let v = json_of(&o);
    let moves = v["computed"]["moves"].as_array().unwrap();
    let answer = v["answer"].as_array().unwrap();
    assert_eq!(moves.len(), answer.len());
    for (m, line) in moves.iter().zip(answer) {
        assert_eq!(m["card"], "Red 5 (@red5)");
        assert_eq!(m["status"], "legal");
        let line = line.as_str().unwrap();
        assert!(line.contains(m["movement"].as_str().unwrap()), "{line}");
        assert!(line.ends_with(&format!("{} Force", m["cost"])), "{line}");
    }
}

#[test]
fn a_route_is_its_steps_as_data_beside_their_sentences() {
    let o = swjudge(&[
        "ask",
        "scenarios/cloud-city/reach.yaml",
        "reach @red5 \"East Platform\"",
        "--format",
        "json",
    ]);
    let v = json_of(&o);
    let r = &v["computed"];
    assert_eq!(r["kind"], "route");
    assert_eq!(r["card"], "Red 5 (@red5)");
    assert_eq!(v["answer"], r["total"]);
    assert_eq!(r["turns"], 2);
    let steps = r["steps"].as_array().unwrap();
    let lines: Vec<&str> = v["detail"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l.as_str())
        .filter(|l| l.starts_with("turn "))
        .collect();
    assert_eq!(steps.len(), lines.len());
    let mut sum = 0;
    for (s, line) in steps.iter().zip(&lines) {
        assert!(line.starts_with(&format!("turn {}: ", s["turn"])), "{line}");
        assert!(line.contains(s["movement"].as_str().unwrap()), "{line}");
        assert!(line.ends_with(&format!("{} Force", s["cost"])), "{line}");
        sum += s["cost"].as_i64().unwrap();
    }
    assert_eq!(Some(sum), r["total"].as_i64());
    assert_eq!(steps[0]["movement"], "move to Clouds (@clouds)");
    assert_eq!(steps[1]["turn"], 2);
}

#[test]
fn a_duel_replay_is_its_attacks_as_data() {
    let o = swjudge(&[
        "ask",
        "scenarios/young-jedi/duel-outcomes.yaml",
        "duel @maul against @quigon hands 1,2,3,4,5,6 / 6,6,6,5,5,5",
        "--format",
        "json",
    ]);
    let v = json_of(&o);
    let d = &v["computed"];
    assert_eq!(d["kind"], "duel");
    assert_eq!(d["defeated"], "Qui-Gon Jinn, Jedi Master");
    let attacks = d["attacks"].as_array().unwrap();
    let sentences = v["detail"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l.as_str().unwrap().starts_with("attack "))
        .count();
    assert_eq!(attacks.len(), sentences);
    assert_eq!(attacks.len(), 7);
    // Attack 2: Qui-Gon's 6 is blocked by Maul's 6, re-blocked by Qui-Gon's 6; Maul is hit.
    let a2 = &attacks[1];
    assert_eq!(a2["attacker"], "Qui-Gon Jinn, Jedi Master");
    assert_eq!(a2["card"]["destiny"], 6);
    assert_eq!(a2["blocks"].as_array().unwrap().len(), 2);
    assert_eq!(a2["hit"], "Darth Maul, Sith Lord");
    assert_eq!(a2["hits_after"], 1);
    let hits: Vec<i64> = d["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_i64().unwrap())
        .collect();
    assert_eq!(hits, vec![3, 4]);
}

#[test]
fn every_scenario_answer_validates_against_the_answer_schema() {
    let answer = schema("answer.schema.json");
    let o = swjudge(&["check", "scenarios/", "--format", "json"]);
    assert_eq!(o.status.code(), Some(0));
    let files = json_of(&o);
    let mut n = 0;
    for f in files.as_array().unwrap() {
        assert_eq!(f["schema_version"], 1);
        for q in f["questions"].as_array().unwrap() {
            if q["verdict"].is_null() {
                continue;
            }
            n += 1;
            assert_valid(&answer, &q["verdict"], q["ask"].as_str().unwrap());
        }
    }
    assert!(n > 200, "{n}");
}
