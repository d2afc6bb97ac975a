//! schemas/scenario.schema.json, the schema an editor uses to check and complete a board as a judge
//! types it: every scenario and example validates against it, it rejects bad boards, and it names
//! every key the loader accepts.

use serde_json::Value;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn validator() -> jsonschema::Validator {
    let text = std::fs::read_to_string(Path::new(ROOT).join("schemas/scenario.schema.json"))
        .expect("the schema is shipped");
    let v: Value = serde_json::from_str(&text).expect("the schema is JSON");
    jsonschema::draft202012::meta::validate(&v).expect("a valid draft 2020-12 schema");
    jsonschema::validator_for(&v).expect("compiles")
}

/// A YAML board as JSON (serde-saphyr reads YAML 1.2: `yes` stays a string).
fn yaml(text: &str) -> Value {
    serde_saphyr::from_str::<Value>(text).expect("YAML")
}

fn errors(v: &jsonschema::Validator, doc: &Value) -> Vec<String> {
    v.iter_errors(doc)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect()
}

fn yaml_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "yaml" || x == "yml") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_scenario_and_example_validates() {
    let v = validator();
    let mut files = yaml_files(&Path::new(ROOT).join("scenarios"));
    files.extend(yaml_files(&Path::new(ROOT).join("examples")));
    assert!(files.len() > 50);
    let mut failures = Vec::new();
    for f in &files {
        let doc = yaml(&std::fs::read_to_string(f).unwrap());
        for e in errors(&v, &doc) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_schema_rejects_bad_boards() {
    let v = validator();
    let good = "rows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n    - system: Hoth\n";
    assert!(errors(&v, &yaml(good)).is_empty());
    for (what, board) in [
        ("an unknown top-level key", "colour: red\nrows: {}\n"),
        (
            "a location with two titles",
            "rows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      system: Hoth\n",
        ),
        (
            "a location with none",
            "rows:\n  Hoth:\n    - light: [Stalker]\n",
        ),
        ("an unknown ruleset", "rules: endor\nrows: {}\n"),
        ("a side that is no side", "turn: neutral\nrows: {}\n"),
        (
            "an unknown card key",
            "rows:\n  Hoth:\n    - system: Hoth\n      dark: [{ card: Stalker, shields: 3 }]\n",
        ),
        (
            "an unknown card state",
            "rows:\n  Hoth:\n    - system: Hoth\n      dark: [{ card: Stalker, state: [asleep] }]\n",
        ),
        (
            "an unquoted title with a colon (a mapping)",
            "rows:\n  Hoth:\n    - site: Hoth: Echo Corridor\n",
        ),
        (
            "a question without ask",
            "rows: {}\nquestions:\n  - expect: yes\n",
        ),
        (
            "a negative Force pile",
            "rows: {}\nplayers:\n  light: { force_pile: -1 }\n",
        ),
        (
            "a card definition without a title",
            "rows: {}\ncards:\n  - { type: character }\n",
        ),
        (
            "an id with a space",
            "rows:\n  Hoth:\n    - system: Hoth\n      dark: [{ card: Stalker, id: \"my ship\" }]\n",
        ),
    ] {
        let doc = match serde_saphyr::from_str::<Value>(board) {
            Ok(d) => d,
            // YAML itself refuses the unquoted colon: the editor flags it either way.
            Err(_) => continue,
        };
        assert!(!errors(&v, &doc).is_empty(), "accepted {what}");
    }
}

#[test]
fn the_schema_names_every_key_the_docs_list() {
    let text =
        std::fs::read_to_string(Path::new(ROOT).join("schemas/scenario.schema.json")).unwrap();
    let schema: Value = serde_json::from_str(&text).unwrap();
    let keys = |v: &Value| -> Vec<String> {
        v["properties"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect()
    };
    // The loader's own key lists: a key the loader learns the schema must name too.
    let top = keys(&schema);
    for k in swjudge::scenario::TOP_KEYS {
        assert!(top.contains(&k.to_string()), "{k}");
    }
    let player = keys(&schema["$defs"]["player"]);
    for k in swjudge::scenario::PLAYER_KEYS {
        assert!(player.contains(&k.to_string()), "{k}");
    }
    // Every card fact the catalog accepts is a property of a definition.
    let def = keys(&schema["$defs"]["definition"]);
    for k in swjudge::catalog::FACT_KEYS {
        assert!(def.contains(&k.to_string()), "definition lacks {k}");
    }
}

#[test]
fn scenario_files_name_the_schema_for_editors() {
    // The tutorial shows the yaml-language-server comment, and the example uses it.
    let tutorial = std::fs::read_to_string(Path::new(ROOT).join("docs/tutorial.md")).unwrap();
    assert!(tutorial.contains("# yaml-language-server: $schema="));
    let example =
        std::fs::read_to_string(Path::new(ROOT).join("examples/hoth-shield.yaml")).unwrap();
    let first = example.lines().next().unwrap();
    assert!(
        first.starts_with("# yaml-language-server: $schema=")
            && first.ends_with("schemas/scenario.schema.json"),
        "{first}"
    );
    let target = first.split("$schema=").nth(1).unwrap();
    assert!(
        Path::new(ROOT).join("examples").join(target).exists(),
        "{target} resolves from examples/"
    );
}
