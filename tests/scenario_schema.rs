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

/// Every regular expression of the schema: `pattern` values and `patternProperties` keys.
fn schema_patterns(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                if k == "pattern"
                    && let Some(p) = x.as_str()
                {
                    out.push(p.to_string());
                }
                if k == "patternProperties"
                    && let Some(props) = x.as_object()
                {
                    out.extend(props.keys().cloned());
                }
                schema_patterns(x, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| schema_patterns(x, out)),
        _ => {}
    }
}

/// Issue 24 item 8: the schema's patterns keep to the regex subset every common validator reads
/// (ECMA-262 without the `u` flag, Python's `re`, Rust's `regex`; `jsonschema` compiles each in
/// `every_scenario_and_example_validates`): no Unicode classes (`\p{L}`,
/// which Python's `jsonschema` refuses with "bad escape \p"), no lookbehind, named or atomic
/// groups, inline flags, possessive quantifiers or `\A`/`\Z`-style anchors.
#[test]
fn the_schema_patterns_keep_to_the_common_regex_subset() {
    let text =
        std::fs::read_to_string(Path::new(ROOT).join("schemas/scenario.schema.json")).unwrap();
    let schema: Value = serde_json::from_str(&text).unwrap();
    let mut patterns = Vec::new();
    schema_patterns(&schema, &mut patterns);
    assert!(patterns.len() >= 5, "{patterns:?}");
    const OUTSIDE: &[&str] = &[
        r"\p", r"\P", r"\A", r"\Z", r"\z", r"\G", r"\K", r"\Q", r"\E", r"\h", r"\R", r"\X", r"\u{",
        r"\x{", "(?<", "(?P", "(?>", "(?i", "(?m", "(?s", "(?x", "(?u", "[[:", "*+", "++", "?+",
        "}+",
    ];
    for p in &patterns {
        for bad in OUTSIDE {
            assert!(
                !p.contains(bad),
                "schema pattern `{p}` uses `{bad}`, which a common validator cannot read"
            );
        }
    }
}

/// Where python3 and its `jsonschema` package are present, every bundled board validates there
/// too (its regex engine is Python's `re`). Without them the test says so and passes: CI does
/// not depend on Python.
#[test]
fn every_bundled_board_validates_with_python_jsonschema_when_present() {
    let probe = std::process::Command::new("python3")
        .args(["-c", "import jsonschema"])
        .output();
    if !probe.as_ref().is_ok_and(|o| o.status.success()) {
        eprintln!("python3 with jsonschema not found: skipped");
        return;
    }
    // The boards as JSON (Python's standard library reads no YAML), in a temporary directory.
    let dir = std::env::temp_dir().join(format!("swjudge-schema-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = yaml_files(&Path::new(ROOT).join("scenarios"));
    files.extend(yaml_files(&Path::new(ROOT).join("examples")));
    for (i, f) in files.iter().enumerate() {
        let doc = yaml(&std::fs::read_to_string(f).unwrap());
        std::fs::write(
            dir.join(format!("{i:04}.json")),
            serde_json::to_string(
                &serde_json::json!({ "file": f.display().to_string(), "doc": doc }),
            )
            .unwrap(),
        )
        .unwrap();
    }
    let script = r#"
import glob, json, os, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
cls = jsonschema.validators.validator_for(schema)
cls.check_schema(schema)
v = cls(schema)
bad = []
n = 0
for p in sorted(glob.glob(os.path.join(sys.argv[2], "*.json"))):
    rec = json.load(open(p))
    n += 1
    for e in v.iter_errors(rec["doc"]):
        bad.append("%s: %s" % (rec["file"], e.message))
print(n)
for b in bad:
    print(b)
sys.exit(1 if bad else 0)
"#;
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(Path::new(ROOT).join("schemas/scenario.schema.json"))
        .arg(&dir)
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "python jsonschema: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout
            .lines()
            .next()
            .and_then(|n| n.trim().parse::<usize>().ok()),
        Some(files.len()),
        "{stdout}"
    );
}
