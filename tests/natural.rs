//! Questions in a player's words (issue 23), on boards the project has not seen
//! (tests/fixtures/natural/): each is read as the canonical question, shown as `read as:`, and
//! answered exactly as the canonical question is; two fitting readings are listed and asked
//! about, never chosen silently.

use std::path::Path;
use std::process::Command;
use swjudge::catalog::Catalog;
use swjudge::rules::AskErrorKind;
use swjudge::scenario::{Scenario, load_file};

fn board(name: &str) -> Scenario {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/natural")
        .join(name);
    load_file(&path, Catalog::builtin()).unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

/// `words` is read as `canonical`, and answered as `canonical` is.
fn reads(s: &Scenario, words: &str, canonical: &str) {
    let v = swjudge::ask(&s.board, words, None)
        .unwrap_or_else(|e| panic!("`{words}` was not answered: {e}"));
    assert_eq!(v.read_as.as_deref(), Some(canonical), "`{words}`");
    assert_eq!(v.query, words.trim());
    let c = swjudge::ask(&s.board, canonical, None)
        .unwrap_or_else(|e| panic!("`{canonical}` was not answered: {e}"));
    assert_eq!(c.read_as, None, "a canonical question is read as itself");
    assert_eq!(v.answer, c.answer, "`{words}` and `{canonical}`");
    assert_eq!(v.reasons, c.reasons, "`{words}` and `{canonical}`");
    assert_eq!(v.detail, c.detail, "`{words}` and `{canonical}`");
}

/// `words` reads several ways: the readings listed are exactly these.
fn asks_which(s: &Scenario, words: &str, readings: &[&str]) {
    match swjudge::ask(&s.board, words, None) {
        Err(e) => match &*e.0 {
            AskErrorKind::Reading(r) => assert_eq!(r.readings(), readings, "`{words}`"),
            other => panic!("`{words}`: {other}"),
        },
        Ok(v) => panic!("`{words}` was answered, read as {:?}", v.read_as),
    }
}

#[test]
fn a_players_words_on_the_hoth_board_read_as_the_canonical_question() {
    let s = board("ice-plains.yaml");
    let plains = "\"Hoth: Ice Plains (5th Marker)\"";
    reads(
        &s,
        "Can Slave I land on the Ice Plains?",
        &format!("can land @slave1 at {plains}"),
    );
    reads(
        &s,
        "could slave i land at the ice plains",
        &format!("can land @slave1 at {plains}"),
    );
    reads(
        &s,
        "How much does it cost for Slave I to land on the Ice Plains?",
        &format!("cost land @slave1 at {plains}"),
    );
    reads(
        &s,
        "Can the walker move to the North Ridge?",
        "can move @walker to \"Hoth: North Ridge (4th Marker)\"",
    );
    reads(
        &s,
        "Could Wedge's X-wing land at the Echo Docking Bay?",
        "can land @red2 at \"Hoth: Echo Docking Bay\"",
    );
    reads(
        &s,
        "can red five land on the ice plains? as light",
        &format!("can land @red5 at {plains} as light"),
    );
    reads(&s, "Is the trooper in the corridor alone?", "alone @t1");
    reads(&s, "is the trooper at the generators alone", "alone @t2");
    reads(&s, "is the walker piloted?", "piloted @walker");
    reads(
        &s,
        "Does Veers enhance the walker?",
        "enhances \"General Veers\" @walker",
    );
    reads(
        &s,
        "Does the Dark Side have presence at the Ice Plains?",
        &format!("presence dark at {plains}"),
    );
    reads(
        &s,
        "Is the Echo Docking Bay shielded?",
        "shielded \"Hoth: Echo Docking Bay\"",
    );
    reads(
        &s,
        "Is Slave I present at Hoth?",
        "present @slave1 at \"Hoth\"",
    );
    reads(&s, "Can Wedge get off?", "can disembark @wedge");
    reads(
        &s,
        "can slave i take off to hoth",
        "can take-off @slave1 to \"Hoth\"",
    );
}

#[test]
fn a_players_words_on_the_bespin_board_read_as_the_canonical_question() {
    let s = board("cloud-city.yaml");
    let platform = "\"Cloud City: East Platform (Docking Bay)\"";
    reads(
        &s,
        "can Slave I land on the east platform?",
        &format!("can land @slave at {platform}"),
    );
    reads(
        &s,
        "Can Bossk's ship land at the East Platform?",
        &format!("can land @stinger at {platform}"),
    );
    reads(&s, "Is Lando alone?", "alone @lando");
    reads(
        &s,
        "is the bounty hunter in the corridor present at the upper plaza corridor",
        "present @dengar at \"Cloud City: Upper Plaza Corridor\"",
    );
    reads(
        &s,
        "What does it cost to move IG-88 to the Upper Plaza Corridor?",
        "cost move @ig88 to \"Cloud City: Upper Plaza Corridor\"",
    );
}

#[test]
fn two_fitting_readings_are_listed_and_none_is_chosen() {
    let s = board("ice-plains.yaml");
    asks_which(&s, "is the trooper alone?", &["alone @t1", "alone @t2"]);
    let b = board("cloud-city.yaml");
    asks_which(
        &b,
        "Can the ship land on the East Platform?",
        &[
            "can land @slave at \"Cloud City: East Platform (Docking Bay)\"",
            "can land @stinger at \"Cloud City: East Platform (Docking Bay)\"",
        ],
    );
}

#[test]
fn a_name_that_fits_nothing_on_the_board_says_so_and_the_canonical_form_is_unchanged() {
    let s = board("ice-plains.yaml");
    let e = swjudge::ask(&s.board, "can slave j land on the ice plains?", None)
        .expect_err("nothing is called slave j");
    assert!(e.to_string().contains("slave j"), "{e}");
    // Read, but the reading cannot be asked: its error, saying how it was read, and its
    // labels within the words typed.
    let q = "can \"Foo Bar\" land at the ice plains?";
    let e = swjudge::ask(&s.board, q, None).expect_err("no such card");
    assert!(
        e.to_string()
            .contains("read as `can land \"Foo Bar\" at \"Hoth: Ice Plains (5th Marker)\"`"),
        "{e}"
    );
    for l in miette::Diagnostic::labels(&e).into_iter().flatten() {
        assert!(l.offset() + l.len() <= q.len());
    }
    // A lone `@` is no id: the question's own syntax error stands.
    let e = swjudge::ask(&s.board, "@ land ", None).expect_err("not a question");
    assert!(matches!(&*e.0, AskErrorKind::Syntax(_)), "{e}");
    // The canonical syntax is read as before: a mistyped verb keeps its syntax diagnostic.
    let e = swjudge::ask(&s.board, "sheilded \"Echo Docking Bay\"", None).expect_err("typo");
    assert!(matches!(&*e.0, AskErrorKind::Syntax(_)), "{e}");
    // And a canonical question has no `read as`.
    let v = swjudge::ask(&s.board, "alone @t1", None).expect("answered");
    assert_eq!(v.read_as, None);
    // A classification is still the classification's question.
    let v = swjudge::ask(&s.board, "is @red2 rebel", None).expect("answered");
    assert_eq!(v.read_as, None);
}

fn swjudge(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_answer_shows_first_how_the_question_was_read_in_every_format() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/natural/ice-plains.yaml");
    let file = file.to_str().expect("a UTF-8 path");
    let q = "Can Slave I land on the Ice Plains?";
    let read = "can land @slave1 at \"Hoth: Ice Plains (5th Marker)\"";
    let (code, out, _) = swjudge(&["ask", file, q]);
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().next(),
        Some(format!("read as: {read}").as_str()),
        "{out}"
    );
    let (_, out, _) = swjudge(&["--format", "markdown", "ask", file, q]);
    assert_eq!(
        out.lines().next(),
        Some(format!("read as: `{read}`").as_str()),
        "{out}"
    );
    let (_, out, _) = swjudge(&["--format", "json", "ask", file, q]);
    let doc: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(doc["read_as"], read);
    assert_eq!(doc["query"], q);
    // Two readings: listed, exit 2.
    let (code, out, err) = swjudge(&["ask", file, "is the trooper alone?"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("1. alone @t1") && err.contains("2. alone @t2"),
        "{err}"
    );
}

#[test]
fn number_words_find_the_card_in_swjudge_cards() {
    let (code, out, err) = swjudge(&["cards", "Red", "Five"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Red 5"), "{out}");
    assert!(!out.contains("Red 1") && !out.contains("Red 3"), "{out}");
}
