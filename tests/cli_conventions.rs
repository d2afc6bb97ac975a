//! The conventions of a modern CLI (issue 15): completions, man page, `explain`, stdin boards,
//! `check --quiet`, `--version`, markdown for every command, warnings before a ruling, and a
//! symlink loop under `check`.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn swjudge(args: &[&str]) -> Output {
    swjudge_with_stdin(args, None)
}

fn swjudge_with_stdin(args: &[&str], input: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env_remove("SWJUDGE_CARDS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("stdin");
    if let Some(text) = input {
        stdin.write_all(text.as_bytes()).expect("writes");
    }
    drop(stdin);
    child.wait_with_output().expect("waits")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}
fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const EXAMPLE: &str = "examples/hoth-shield.yaml";

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("conventions-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn example_text() -> String {
    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(EXAMPLE)).unwrap()
}

#[test]
fn completions_bash_know_the_commands_and_the_rulesets() {
    let o = swjudge(&["completions", "bash"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("complete -F _swjudge"), "{out}");
    for word in ["repl", "explain", "validate", "layout", "--quiet"] {
        assert!(out.contains(word), "no {word} in the completions");
    }
    // `--rules` values are offered.
    assert!(
        out.contains("hoth dagobah cloud-city latest dotf"),
        "ruleset values missing"
    );
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        let o = swjudge(&["completions", shell]);
        assert_eq!(o.status.code(), Some(0), "{shell}: {}", stderr(&o));
        assert!(stdout(&o).contains("swjudge"), "{shell}");
    }
}

#[test]
fn man_page_is_roff_naming_every_command() {
    let o = swjudge(&["man"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with(".ie") || out.contains(".TH swjudge"),
        "{out}"
    );
    for c in ["ask", "check", "repl", "explain", "completions"] {
        assert!(out.contains(c), "no {c} in the man page");
    }
}

#[test]
fn rules_values_are_listed_in_help_and_refused_when_unknown() {
    let o = swjudge(&["--help"]);
    let out = stdout(&o);
    for r in ["hoth", "dagobah", "cloud-city", "latest", "dotf"] {
        assert!(out.contains(&format!("- {r}:")), "{r} not listed:\n{out}");
    }
    let o = swjudge(&["ask", EXAMPLE, "markers Hoth", "--rules", "endor"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("possible values"), "{}", stderr(&o));
}

#[test]
fn version_names_the_rulesets_and_documents() {
    let o = swjudge(&["--version"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(out.starts_with(&format!("swjudge {}", env!("CARGO_PKG_VERSION"))));
    for word in [
        "cloud-city",
        "dotf",
        "Hoth Rules Supplement",
        "Hoth Rules Update",
        "Dagobah Rules Supplement",
        "Cloud City Rules Supplement",
        "Duel of the Fates",
    ] {
        assert!(out.contains(word), "{word} missing:\n{out}");
    }
}

#[test]
fn explain_lists_every_code_and_explains_one() {
    let o = swjudge(&["explain"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    for e in swjudge::explain::all() {
        assert!(out.contains(&e.code), "{} not listed", e.code);
    }
    let o = swjudge(&["explain", "unquoted_colon"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("swjudge::scenario::unquoted_colon"),
        "{out}"
    );
    assert!(out.contains("What it means") && out.contains("How to fix it"));
    assert!(out.contains("double quotes"), "{out}");
    // A validation code is explained from the rule it breaks.
    let o = swjudge(&["explain", "swjudge::validate::hoth.unique"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("Hoth Rules Supplement"),
        "{}",
        stdout(&o)
    );
    // A typo is refused with the closest code.
    let o = swjudge(&["explain", "swjudge::scenario::unknwn_card"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("did you mean `swjudge::scenario::unknown_card`"),
        "{}",
        stderr(&o)
    );
    let o = swjudge(&["explain", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("json");
    assert_eq!(
        v.as_array().map(Vec::len),
        Some(swjudge::explain::all().len())
    );
}

/// Every code the sources write is explained, and every kind explained is emitted.
#[test]
fn explain_is_derived_from_the_codes_the_program_emits() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut texts = Vec::new();
    for e in walkdir::WalkDir::new(&src) {
        let e = e.unwrap();
        if e.path().extension().is_some_and(|x| x == "rs") {
            let t = std::fs::read_to_string(e.path()).unwrap();
            texts.push((e.path().to_path_buf(), t));
        }
    }
    let explained: Vec<String> = swjudge::explain::all()
        .into_iter()
        .map(|e| e.code)
        .collect();
    // Codes written in the sources: "swjudge::a::b" strings and code(swjudge::a::b) attributes.
    let mut written = Vec::new();
    for (path, t) in &texts {
        if path.ends_with("explain.rs") {
            continue;
        }
        for (i, _) in t.match_indices("swjudge::") {
            // A code is a string, or a `code(…)` attribute; anything else is a Rust path.
            let before = &t[..i];
            if !(before.ends_with('"') || before.ends_with("code(")) {
                continue;
            }
            let rest = &t[i..];
            let code: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let code = code.trim_end_matches(':').to_string();
            // A code is lowercase (`swjudge::catalog::CardDef` is a path, not a code).
            let lower = !code.chars().any(|c| c.is_ascii_uppercase());
            if lower && code.matches("::").count() == 2 && !code.starts_with("swjudge::validate") {
                written.push(code);
            }
        }
    }
    written.sort();
    written.dedup();
    assert!(written.len() >= 20, "{written:?}");
    for c in &written {
        assert!(explained.contains(c), "{c} is emitted but not explained");
    }
    for c in &explained {
        assert!(written.contains(c), "{c} is explained but written nowhere");
    }
    // Every scenario error kind listed is constructed by the loader (or the file reader).
    for k in swjudge::explain::SCENARIO_KINDS {
        let name = format!("ErrorKind::{k:?}");
        let used = texts.iter().any(|(p, t)| {
            !p.ends_with("error.rs") && !p.ends_with("explain.rs") && t.contains(&name)
        });
        assert!(used, "{name} is explained but never emitted");
    }
    // And every kind the sources use is listed.
    for (_, t) in &texts {
        for (i, _) in t.match_indices("ErrorKind::") {
            // `ErrorKind` itself, not `YamlErrorKind` or `QueryErrorKind`.
            // (nor `std::io::ErrorKind`, nor the parser library's `nom::error::ErrorKind`).
            if t[..i].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                || t[..i].ends_with("io::")
                || t[..i].ends_with("nom::error::")
            {
                continue;
            }
            let name: String = t[i + 11..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            if name.is_empty() || !name.chars().next().unwrap().is_uppercase() {
                continue;
            }
            assert!(
                swjudge::explain::SCENARIO_KINDS
                    .iter()
                    .any(|k| format!("{k:?}") == name),
                "ErrorKind::{name} is not in explain::SCENARIO_KINDS"
            );
        }
    }
}

#[test]
fn a_dash_reads_the_board_from_stdin() {
    let o = swjudge_with_stdin(
        &["ask", "-", "shielded \"Echo Docking Bay\""],
        Some(&example_text()),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("YES"), "{}", stdout(&o));
    let o = swjudge_with_stdin(&["validate", "-"], Some(&example_text()));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("the board is legal"), "{}", stdout(&o));
    // A bad board from stdin is reported under <stdin>, at its line.
    let o = swjudge_with_stdin(
        &["ask", "-", "markers Hoth"],
        Some("rows:\n  Hoth:\n    - site: Hoth: Echo Docking Bay\n"),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("<stdin>:3"), "{}", stderr(&o));
}

#[test]
fn check_follows_a_symlink_loop_once() {
    let dir = scratch("loop");
    let sub = dir.join("boards");
    std::fs::create_dir_all(&sub).unwrap();
    std::fs::write(sub.join("a.yaml"), example_text()).unwrap();
    std::os::unix::fs::symlink("..", sub.join("up")).unwrap();
    std::os::unix::fs::symlink(&dir, dir.join("again")).unwrap();
    // A second path to the same file counts once.
    std::os::unix::fs::symlink(sub.join("a.yaml"), dir.join("alias.yaml")).unwrap();
    let o = swjudge(&["check", dir.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let questions = example_text().matches("- ask:").count();
    assert!(questions > 0);
    assert!(
        stdout(&o).contains(&format!(
            "swjudge check: 1 file, {questions} passed, 0 failed"
        )),
        "{}",
        stdout(&o)
    );
}

#[test]
fn check_without_scenario_files_is_exit_2() {
    let dir = scratch("empty");
    std::fs::write(dir.join("notes.txt"), "no boards here").unwrap();
    let o = swjudge(&["check", dir.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no scenario files"), "{}", stderr(&o));
    assert!(stdout(&o).is_empty());
}

#[test]
fn check_quiet_prints_only_failures() {
    let o = swjudge(&["check", "--quiet", EXAMPLE]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    let dir = scratch("quiet");
    let f = dir.join("wrong.yaml");
    std::fs::write(&f, example_text().replacen("expect: yes", "expect: no", 1)).unwrap();
    let o = swjudge(&["check", "-q", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert_eq!(out.matches("FAIL").count(), 1, "{out}");
    assert!(!out.contains(" ok "), "{out}");
    assert!(out.contains("1 failed"), "{out}");
}

#[test]
fn an_empty_question_lists_the_verbs() {
    let o = swjudge(&["ask", EXAMPLE, "  "]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("empty question"), "{err}");
    for v in ["shielded", "can land", "markers", "duel-hand", "moves"] {
        assert!(err.contains(v), "{v} not listed: {err}");
    }
}

#[test]
fn rules_suggests_the_closest_id() {
    let o = swjudge(&["rules", "hoth.sheild.coverage"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("did you mean `hoth.shield.coverage`?"),
        "{}",
        stderr(&o)
    );
}

/// A markdown table: its header, its rule line, and no box drawing.
fn assert_markdown(out: &str, header: &str) {
    assert!(out.contains(header), "no `{header}` in:\n{out}");
    assert!(out.contains("|---|"), "{out}");
    for c in ['│', '─', '┆', '╭', '┌'] {
        assert!(!out.contains(c), "box drawing `{c}` in markdown:\n{out}");
    }
}

#[test]
fn every_command_speaks_markdown() {
    let md = |args: &[&str]| {
        let mut a = args.to_vec();
        a.extend(["--format", "markdown"]);
        let o = swjudge(&a);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        stdout(&o)
    };
    assert_markdown(
        &md(&["check", EXAMPLE]),
        "| # | question | expected | got | result |",
    );
    let v = md(&["validate", EXAMPLE]);
    assert!(
        v.starts_with("### `examples/hoth-shield.yaml`: the board is **legal**"),
        "{v}"
    );
    assert_markdown(
        &md(&["layout", EXAMPLE]),
        "| # | location | group | marker | shield | light | dark |",
    );
    let m = md(&["moves", EXAMPLE, "@bomber1"]);
    assert!(m.starts_with("### Ruling"), "{m}");
    assert_markdown(
        &md(&["cards", "Echo Docking"]),
        "| title | game | side | type | icons | marker | facts | traits |",
    );
    // `rules <words>` honours its words.
    let r = md(&["rules", "shield"]);
    assert_markdown(&r, "| id | citation | statement | in force |");
    assert!(r.contains("`hoth.shield.coverage`"), "{r}");
    assert!(!r.contains("`hoth.layout.marker-order`"), "{r}");
    let one = md(&["rules", "hoth.shield.coverage"]);
    assert!(one.starts_with("### `hoth.shield.coverage`"), "{one}");
    // No words: the whole registry (docs/rules.md).
    assert!(md(&["rules"]).starts_with("# Rules registry"));
    // An illegal board: each problem with its line and rule.
    let dir = scratch("md");
    let f = dir.join("illegal.yaml");
    std::fs::write(
        &f,
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - system: Hoth\n      light: [Red 5, Red 5]\n",
    )
    .unwrap();
    let o = swjudge(&["validate", f.to_str().unwrap(), "--format", "markdown"]);
    assert_eq!(o.status.code(), Some(1));
    let v = stdout(&o);
    assert!(v.contains("**1 problem**"), "{v}");
    assert!(
        v.contains("- line 5: ") && v.contains("`hoth.unique`"),
        "{v}"
    );
    let e = md(&["explain", "yaml"]);
    assert!(e.starts_with("### `swjudge::scenario::yaml`"), "{e}");
}

#[test]
fn warnings_come_before_a_ruling_that_stands() {
    let dir = scratch("warn");
    // An illegal board: two copies of a unique card.
    let f = dir.join("illegal.yaml");
    std::fs::write(
        &f,
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - system: Hoth\n      light: [Red 5, Red 5]\n",
    )
    .unwrap();
    let o = swjudge(&["ask", f.to_str().unwrap(), "shielded \"Echo Docking Bay\""]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("NO"), "{}", stdout(&o));
    let err = stderr(&o);
    assert!(
        err.contains("warning:") && err.contains("fails `validate`"),
        "{err}"
    );
    assert!(err.contains("hoth.unique"), "{err}");
    // A `cards:` entry changing a built-in card.
    let g = dir.join("override.yaml");
    std::fs::write(
        &g,
        "rows:\n  Hoth:\n    - system: Hoth\n      light: [Red 5]\ncards:\n  - title: Red 5\n    maneuver: 1\n",
    )
    .unwrap();
    let o = swjudge(&["ask", g.to_str().unwrap(), "markers Hoth"]);
    let err = stderr(&o);
    assert!(
        err.contains("the `cards:` entry `•Red 5` overrides the built-in card")
            || err.contains("the `cards:` entry `Red 5` overrides the built-in card"),
        "{err}"
    );
    assert!(err.contains("maneuver 1 (catalog:"), "{err}");
    // check warns too.
    let o = swjudge(&["check", f.to_str().unwrap()]);
    assert!(stderr(&o).contains("fails `validate`"), "{}", stderr(&o));
    // A legal board and a plain entry: no warning.
    let o = swjudge(&["ask", EXAMPLE, "markers Hoth"]);
    assert!(!stderr(&o).contains("warning"), "{}", stderr(&o));
}

#[test]
fn a_duel_hand_of_the_wrong_size_is_warned() {
    let o = swjudge(&[
        "ask",
        "scenarios/young-jedi/duel-outcomes.yaml",
        "duel @maul against @quigon hands 1,2,3 / 6,6,6,5,5,5",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("dueling hand has 3 cards, but the rules give 6"),
        "{err}"
    );
    // One hand is off (the board's own `cards:` overrides may warn besides).
    assert_eq!(err.matches("dueling hand has").count(), 1, "{err}");
}

#[test]
fn a_list_expectation_may_name_a_card_by_its_id() {
    let src = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/hoth-update/u3-creature-attacked.yaml"),
    )
    .unwrap();
    let full = "expect: [\"Wampa (@wampa) is lost\"]";
    assert!(src.contains(full));
    let dir = scratch("ids");
    let right = dir.join("right.yaml");
    std::fs::write(
        &right,
        src.replacen(full, "expect: [\"@wampa is lost\"]", 1),
    )
    .unwrap();
    let o = swjudge(&["check", right.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let wrong = dir.join("wrong.yaml");
    std::fs::write(
        &wrong,
        src.replacen(full, "expect: [\"@wampa survives\"]", 1),
    )
    .unwrap();
    let o = swjudge(&["check", "--quiet", wrong.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stdout(&o).contains("@wampa survives"), "{}", stdout(&o));
}
