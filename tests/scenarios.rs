//! The scenario suite: every question of every file under scenarios/ must meet its `expect` and
//! `because`, and the full answers (human and json) are snapshotted under snapshots/.
//! Under `CI=true` insta never writes snapshots: a missing or changed one fails.

use std::path::Path;
use swjudge::catalog::Catalog;
use swjudge::render::{self, Format, Style};

fn answers(path: &Path) -> (String, String, Vec<String>) {
    let s = swjudge::scenario::load_file(path, Catalog::builtin()).unwrap_or_else(|e| {
        panic!(
            "{} does not load: {:#?}",
            path.display(),
            e.errors
                .iter()
                .map(|x| x.message.clone())
                .collect::<Vec<_>>()
        )
    });
    let mut human = String::new();
    let mut json = Vec::new();
    let mut failures = Vec::new();
    for (i, q) in s.questions.iter().enumerate() {
        let o = swjudge::check::check_question(&s.board, i, q, None);
        if !o.passed {
            failures.push(format!(
                "{}: question {} `{}`: expected {}, got {}{}",
                path.display(),
                i + 1,
                q.ask,
                q.expect
                    .as_ref()
                    .map(|e| e.display())
                    .unwrap_or_else(|| "—".into()),
                o.got(),
                if o.missing_because.is_empty() {
                    String::new()
                } else {
                    format!(" (reasons lack {})", o.missing_because.join(", "))
                }
            ));
        }
        human.push_str(&format!("## {}. {}\n", i + 1, q.ask));
        match &o.result {
            Ok(v) => {
                human.push_str(&render::verdict(v, Format::Human, Style::PLAIN));
                json.push(serde_json::to_value(v).expect("verdicts serialise"));
            }
            Err(e) => {
                human.push_str(&format!("error: {e}\n"));
                json.push(serde_json::json!({ "error": e }));
            }
        }
        human.push('\n');
    }
    (human, render::json(&json), failures)
}

#[test]
fn every_scenario_meets_its_expectations_and_matches_its_snapshots() {
    let mut failures = Vec::new();
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::glob!("../scenarios", "**/*.yaml", |path| {
            let (human, json, mut f) = answers(path);
            failures.append(&mut f);
            insta::assert_snapshot!("human", human);
            insta::assert_snapshot!("json", json);
        });
    });
    assert!(
        failures.is_empty(),
        "{} question(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_bundled_example_meets_its_expectations() {
    let (_, _, failures) = answers(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/hoth-shield.yaml"
    )));
    assert!(failures.is_empty(), "{failures:#?}");
}

/// A snapshot whose scenario was deleted or renamed is stale: it must go too.
#[test]
fn no_snapshot_outlives_its_scenario() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let Ok(dir) = std::fs::read_dir(root.join("snapshots")) else {
        return;
    };
    for entry in dir.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(rest) = name.strip_suffix(".snap") else {
            continue;
        };
        let Some((_, file)) = rest.split_once('@') else {
            continue;
        };
        let rel = file.replace("__", "/");
        assert!(
            root.join("scenarios").join(&rel).exists(),
            "snapshot {name} has no scenario scenarios/{rel}"
        );
    }
}

/// Every rule of the registry is named by the `because` of scenario questions with at least two
/// different answers (a yes and a no, or two different values), so both of its outcomes are seen.
#[test]
fn every_registered_rule_is_exercised_both_ways() {
    use std::collections::{BTreeSet, HashMap};
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut seen: HashMap<&'static str, BTreeSet<String>> = HashMap::new();
    for p in swjudge::scenario::files_under(&[root]) {
        let s = swjudge::scenario::load_file(&p, Catalog::builtin()).expect("loads");
        for (i, q) in s.questions.iter().enumerate() {
            let o = swjudge::check::check_question(&s.board, i, q, None);
            let Ok(v) = o.result else { continue };
            for (id, _) in &q.because {
                if let Some(r) = swjudge::rules::find(id) {
                    seen.entry(r.id).or_default().insert(v.answer.display());
                }
            }
        }
    }
    let missing: Vec<String> = swjudge::rules::all()
        .iter()
        .filter(|r| seen.get(r.id).is_none_or(|a| a.len() < 2))
        .map(|r| format!("{}: answers seen {:?}", r.id, seen.get(r.id)))
        .collect();
    assert!(
        missing.is_empty(),
        "rules not exercised with two different answers:\n{}",
        missing.join("\n")
    );
}
