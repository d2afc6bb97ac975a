//! Questions in players' words, from every file of tests/fixtures/natural/*.txt
//! (questions.txt, kept by the project; round4.txt, written apart from the reader, from the
//! documents and boards only; others by the class of question they hold): each line is a question in words on a board and the canonical
//! question it must be read as (then it is answered exactly as the canonical question is), or
//! the diagnostic it must get (`!no_fit`, `!not_understood`, `!readings [count]`).
//!
//! A file: `board: <path>` (from the crate's root) sets the board for the lines after it;
//! `<words> => <canonical>`, `<words> => =` (a canonical question, read as itself) or
//! `<words> => !<code> [count]`; `#` starts a comment line. A case written `~ <words> => …`
//! is not read yet: the test holds that it still fails (so a reading that comes to hold must
//! drop its `~`), and counts them.

use std::collections::HashMap;
use std::path::Path;
use swjudge::catalog::Catalog;
use swjudge::query::natural::NaturalError;
use swjudge::rules::AskErrorKind;
use swjudge::scenario::{Scenario, load_file};

struct Case {
    file: String,
    line: usize,
    /// `~`: not read yet.
    pending: bool,
    board: String,
    words: String,
    expect: String,
}

/// The files of questions in words: every `*.txt` of tests/fixtures/natural/, by name.
fn files() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/natural");
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .expect("the questions folder")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.ends_with(".txt").then_some(name)
        })
        .collect();
    out.sort();
    out
}

fn cases() -> Vec<Case> {
    cases_of("questions.txt")
}

fn cases_of(file: &str) -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("tests/fixtures/natural").join(file))
        .expect("the questions file");
    let mut board = String::new();
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(b) = line.strip_prefix("board:") {
            board = b.trim().to_string();
            continue;
        }
        let (pending, line) = match line.strip_prefix("~ ") {
            Some(rest) => (true, rest),
            None => (false, line),
        };
        let (words, expect) = line
            .split_once(" => ")
            .unwrap_or_else(|| panic!("{file}:{}: no ` => `", i + 1));
        out.push(Case {
            file: file.to_string(),
            line: i + 1,
            pending,
            board: board.clone(),
            words: words.trim().to_string(),
            expect: expect.trim().to_string(),
        });
    }
    out
}

/// One case: `None` when it holds, else what went wrong.
fn check(s: &Scenario, c: &Case) -> Option<String> {
    let got = swjudge::ask(&s.board, &c.words, None);
    if let Some(code) = c.expect.strip_prefix('!') {
        let (code, count) = code.split_once(' ').unwrap_or((code, ""));
        let e = match got {
            Ok(v) => return Some(format!("answered, read as {:?}", v.read_as)),
            Err(e) => e,
        };
        let AskErrorKind::Reading(r) = &*e.0 else {
            return Some(format!("not a reading's error: {e}"));
        };
        let have = miette::Diagnostic::code(r).map(|c| c.to_string());
        if have.as_deref() != Some(&format!("swjudge::query::{code}")) {
            return Some(format!("{have:?}: {r}"));
        }
        if let NaturalError::Readings { count: n, .. } = r
            && !count.is_empty()
            && count.parse::<usize>().ok() != Some(*n)
        {
            return Some(format!("{n} readings, not {count}"));
        }
        return None;
    }
    let v = match got {
        Ok(v) => v,
        Err(e) => return Some(format!("not answered: {e}")),
    };
    // `=`: a canonical question, read as itself.
    if c.expect == "=" {
        return v.read_as.map(|r| format!("read as {r:?}, not as itself"));
    }
    if v.read_as.is_none() && c.words != c.expect {
        return Some("read as itself (a canonical question)".into());
    }
    let canonical = match swjudge::ask(&s.board, &c.expect, None) {
        Ok(v) => v,
        Err(e) => return Some(format!("the canonical question fails: {e}")),
    };
    // Read as written; or as another spelling of the same question (a title for an @id, the
    // side whose turn it is named): then the whole answer is the same, the cards and places
    // it names included.
    let same = if v.read_as.as_deref() == Some(c.expect.as_str()) {
        (&v.answer, &v.reasons, &v.detail)
            == (&canonical.answer, &canonical.reasons, &canonical.detail)
    } else {
        whole(&v) == whole(&canonical)
    };
    if !same {
        return Some(format!(
            "read as {:?}, answered otherwise than the canonical question",
            v.read_as
        ));
    }
    None
}

/// An answer's JSON without the question as asked and as read (and the notes of how it was
/// read: the words not used, the sentence taken as the question).
fn whole(v: &swjudge::Verdict) -> serde_json::Value {
    let mut v = v.clone();
    v.warnings
        .retain(|w| !(w.starts_with("read as `") || w.starts_with("read `")));
    let mut j = serde_json::to_value(&v).expect("an answer is JSON");
    if let Some(o) = j.as_object_mut() {
        o.remove("query");
        o.remove("read_as");
    }
    j
}

#[test]
fn every_question_in_words_is_read_as_written() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut boards: HashMap<String, Scenario> = HashMap::new();
    let mut failed = Vec::new();
    let (mut pending, mut total) = (0, 0);
    let files = files();
    assert!(files.len() >= 2, "{files:?}");
    for c in files.iter().flat_map(|f| cases_of(f)) {
        let s = boards.entry(c.board.clone()).or_insert_with(|| {
            load_file(&root.join(&c.board), Catalog::builtin())
                .unwrap_or_else(|e| panic!("{}: {e:?}", c.board))
        });
        total += 1;
        match (check(s, &c), c.pending) {
            (Some(why), false) => {
                failed.push(format!("{}:{}: `{}`: {why}", c.file, c.line, c.words));
            }
            (None, true) => failed.push(format!(
                "{}:{}: `{}` is read now: drop its `~`",
                c.file, c.line, c.words
            )),
            (Some(_), true) => pending += 1,
            (None, false) => {}
        }
    }
    eprintln!(
        "{} of {total} questions in words read as written",
        total - pending
    );
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// The file holds what the task asks: at least 60 questions, a third on Young Jedi boards.
#[test]
fn the_file_holds_questions_of_both_games() {
    let cases = cases();
    let yj = cases
        .iter()
        .filter(|c| c.board.contains("young-jedi") || c.board.contains("yj-"))
        .count();
    assert!(cases.len() >= 60, "{} questions", cases.len());
    assert!(
        yj * 3 >= cases.len(),
        "{yj} of {} on Young Jedi boards",
        cases.len()
    );
}

/// The board loader suggests names with the same matching: a number word with a letter amiss
/// (`Red Fiive`) suggests the card it numbers first, and the question reader reads it.
#[test]
fn a_misspelt_number_word_suggests_its_card_when_loading_and_reads_in_a_question() {
    let yaml = "rows:\n  Hoth:\n    - system: Hoth\n      light:\n        - Red Fiive\n";
    let e = swjudge::scenario::load_str("fiive.yaml", yaml, Catalog::builtin())
        .expect_err("no card is titled Red Fiive");
    let shown = format!("{e:?}");
    let help = shown.find("Red 5").expect("Red 5 is suggested");
    for other in ["Red 1", "Red 2", "Red 3"] {
        assert!(shown.find(other).is_none_or(|at| at > help), "{shown}");
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let s = load_file(
        &root.join("tests/fixtures/natural/ice-plains.yaml"),
        Catalog::builtin(),
    )
    .expect("loads");
    let v = swjudge::ask(&s.board, "can red fiive land on the ice plains?", None).expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some("can land @red5 at \"Hoth: Ice Plains (5th Marker)\"")
    );
}

fn swjudge(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
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

/// Issue 29, item 20: a question in words under `questions:` is read against the board as
/// `ask` reads it (`check` passes it); one no frame reads keeps its syntax error at its place
/// in the file; readings are counted with the words that fit several; a name that fits nothing
/// is `no_fit` (exit 2), with the nearest names.
#[test]
fn questions_in_words_in_a_scenario_readings_and_names_that_fit_nothing() {
    let (code, out, err) = swjudge(&["check", "tests/fixtures/natural/words-check.yaml"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("3 passed, 0 failed"), "{out}");

    let yaml = "rows:\n  Hoth:\n    - system: Hoth\n      light:\n        - { card: Red 5, id: red5 }\nquestions:\n  - ask: can red five flurble?\n    expect: yes\n";
    let e = swjudge::scenario::load_str("q.yaml", yaml, Catalog::builtin()).expect_err("not read");
    let shown = format!("{e:?}");
    assert!(shown.contains("QuerySyntax"), "{shown}");

    let (code, _, err) = swjudge(&[
        "ask",
        "tests/fixtures/natural/words-hoth.yaml",
        "can the stormtrooper move to the snow trench?",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("can be read 2 ways"), "{err}");
    assert!(
        err.contains("`the stormtrooper` fits 2: `@st1`, `@st2`"),
        "{err}"
    );

    let (code, _, err) = swjudge(&[
        "ask",
        "tests/fixtures/natural/words-hoth.yaml",
        "Is Vader present?",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("swjudge::query::no_fit"), "{err}");
    assert!(!err.contains("classification"), "{err}");

    // The nearest names by likeness, not the first ten in alphabetical order; a deploy's
    // include the cards in hand.
    let (code, _, err) = swjudge(&[
        "ask",
        "tests/fixtures/natural/words-hoth.yaml",
        "can the wompah move to the snow trench?",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the nearest: `Wampa (@wampa)`"), "{err}");
    let (_, _, err) = swjudge(&[
        "ask",
        "tests/fixtures/natural/words-hoth.yaml",
        "can I deploy Admirl Pitt to the north ridge?",
    ]);
    assert!(err.contains("the nearest: `Admiral Piett`"), "{err}");
}

/// Words no frame reads: the words not understood are named (not the first words of the
/// question), with the closest question forms and the question rewritten so that it is read.
#[test]
fn words_not_understood_are_named_with_the_closest_forms() {
    let (code, _, err) = swjudge(&[
        "ask",
        "tests/fixtures/natural/words-hoth.yaml",
        "can the walker zorble to the north ridge?",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("swjudge::query::not_understood"), "{err}");
    assert!(
        err.contains("the word `zorble` was not understood"),
        "{err}"
    );
    assert!(err.contains("closest question forms"), "{err}");
    let example = err
        .lines()
        .find_map(|l| l.trim().strip_prefix("this is read: "))
        .expect("a rewrite");
    let (code, _, e2) = swjudge(&["ask", "tests/fixtures/natural/words-hoth.yaml", example]);
    assert_ne!(code, 2, "the example `{example}` is read: {e2}");
}

/// A bundled canonical question as a player types it: lowercased, its quotes and `@` gone;
/// `apostrophes`: its apostrophes gone too.
fn typed(canonical: &str, apostrophes: bool) -> String {
    canonical
        .to_lowercase()
        .chars()
        .filter(|c| !(matches!(c, '"' | '@') || (apostrophes && matches!(c, '\'' | '’'))))
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Is the question, as typed, answered exactly as its canonical form is? `None` when it is,
/// else why not.
fn reads_as_itself(board: &swjudge::board::Board, canonical: &str, words: &str) -> Option<String> {
    reads_as(
        board,
        canonical,
        &swjudge::ask(board, canonical, None),
        words,
    )
}

/// [`reads_as_itself`] with the canonical question's answer asked once (`want`).
fn reads_as(
    board: &swjudge::board::Board,
    canonical: &str,
    want: &Result<swjudge::Verdict, swjudge::AskError>,
    words: &str,
) -> Option<String> {
    let got = swjudge::ask(board, words, None);
    match (got, want) {
        (Ok(v), Ok(c)) => {
            if v.read_as.as_deref() == Some(canonical) || whole(&v) == whole(c) {
                None
            } else {
                Some(format!("read as {:?}", v.read_as))
            }
        }
        // A canonical question refused: the words are refused alike (the same code).
        (Err(g), Err(w)) => {
            let code = |e: &swjudge::AskError| {
                miette::Diagnostic::code(e)
                    .map(|c| c.to_string())
                    .unwrap_or_default()
            };
            (code(&g) != code(w)).then(|| format!("{}: {g}", code(&g)))
        }
        (Err(g), Ok(_)) => Some(format!(
            "{}: {}",
            miette::Diagnostic::code(&g)
                .map(|c| c.to_string())
                .unwrap_or_default(),
            g.to_string().lines().next().unwrap_or("")
        )),
        (Ok(v), Err(_)) => Some(format!("answered, read as {:?}", v.read_as)),
    }
}

/// The ones of the bundled questions, typed as players type them, not read yet: one a line,
/// `<file> | <typed question>`. The test holds that each of them still fails (a question that
/// comes to be read must leave the list) and that every other one is read as itself.
const BUNDLED_PENDING: &str = "tests/fixtures/natural/bundled-pending.list";

/// Issue 37: every canonical question of every bundled scenario (scenarios/, examples/),
/// lowercased, its quotes and `@` removed, is read as itself: answered exactly as the
/// canonical question is (or refused alike). Its apostrophes dropped too, where that leaves
/// the question read.
#[test]
fn every_bundled_question_typed_lowercase_reads_as_itself() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")]);
    let pending_text = std::fs::read_to_string(root.join(BUNDLED_PENDING)).unwrap_or_default();
    let pending: Vec<&str> = pending_text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    let (mut total, mut read, mut apostrophes, mut without_apostrophes) = (0, 0, 0, 0);
    let mut failing = Vec::new();
    let mut wrong = Vec::new();
    let mut bare_failing = Vec::new();
    for f in &files {
        let s = load_file(f, Catalog::builtin()).unwrap_or_else(|e| panic!("{f:?}: {e:?}"));
        let rel = f.strip_prefix(root).unwrap_or(f).display().to_string();
        for q in &s.questions {
            // A question written in words is no canonical question.
            if swjudge::query::parse(&q.ask).is_err() {
                continue;
            }
            let words = typed(&q.ask, false);
            total += 1;
            let key = format!("{rel} | {words}");
            let listed = pending.contains(&key.as_str());
            match (reads_as_itself(&s.board, q.ask.trim(), &words), listed) {
                (None, false) => read += 1,
                (None, true) => wrong.push(format!("{key}: read now, drop it from the list")),
                (Some(why), false) => wrong.push(format!("{key}: {why}")),
                (Some(why), true) => failing.push(format!("{key}: {why}")),
            }
            let bare = typed(&q.ask, true);
            apostrophes += usize::from(bare != words);
            if bare != words {
                match reads_as_itself(&s.board, q.ask.trim(), &bare) {
                    None => without_apostrophes += 1,
                    Some(why) => bare_failing.push(format!("{rel} | {bare}: {why}")),
                }
            }
        }
    }
    eprintln!(
        "{read} of {total} bundled questions typed lowercase read as themselves; {} listed as not yet; {without_apostrophes} of the {apostrophes} with an apostrophe read without it too",
        failing.len()
    );
    if std::env::var_os("SWJUDGE_SHOW_PENDING").is_some() {
        for f in failing.iter().chain(&wrong) {
            eprintln!("PENDING {f}");
        }
        for f in &bare_failing {
            eprintln!("WITHOUT APOSTROPHE {f}");
        }
    }
    assert!(total > 900, "{total} bundled questions");
    // Typed without their apostrophes (`anakins lightsaber`, `were the bait`): 49 of 54 read as
    // themselves on 2026-11-29 (40 before the titles' apostrophes were matched); 89 of 90 on
    // 2026-12-01, an apostrophe inside a name (`kalfalnl cndros`, `utris mtoc`) read too, and a
    // catalog title typed whole without its apostrophes (82 before); it may not fall back.
    assert!(
        without_apostrophes >= 89,
        "{without_apostrophes} of {apostrophes} with an apostrophe read without it"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The ways a player changes a canonical question when typing it (issue 37's filler, the side
/// said first and `can` said otherwise), each applied to the lowercased question where it fits;
/// the `n`th question takes the `n`th form of each kind, so every form is tried across the set.
fn perturbed(
    board: &swjudge::board::Board,
    canonical: &str,
    typed: &str,
    n: usize,
) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let rest = typed.strip_prefix("can ");
    // Filler: an everyday word said beside the question.
    let filler = match (n % 4, rest) {
        (0, _) => format!("{typed} rn"),
        (1, _) => format!("please {typed}"),
        (2, _) => format!("{typed} right now"),
        (_, Some(r)) => format!("can still {r}"),
        (_, None) => format!("{typed} still"),
    };
    out.push(("filler", filler));
    // The side said first, as who asks.
    for side in ["dark", "light"] {
        let tail = format!(" as {side}");
        if let Some(q) = typed.strip_suffix(tail.as_str()) {
            // With a stop, or without one where a question opens after it (`as dark can …`,
            // `for the empire can …`).
            let people = if side == "dark" { "empire" } else { "rebels" };
            let said = match n % 4 {
                0 => format!("as {side}, {q}"),
                1 => format!("playing {side}, {q}"),
                2 => format!("as {side} {q}"),
                _ => format!("for the {people} {q}"),
            };
            out.push(("side first", said));
            // The side said last after `for` (`… for the dark side`, `… for the empire`).
            let last = match n % 3 {
                0 => format!("{q} for the {side} side"),
                1 => format!("{q} for {side}"),
                _ => format!("{q} for the {people}"),
            };
            out.push(("side last with for", last));
        }
    }
    // `can` said as a player says it.
    if let Some(r) = rest {
        let lead = ["could", "is it legal to", "am i allowed to"][n % 3];
        out.push(("can said otherwise", format!("{lead} {r}")));
    }
    // A possessive typed without its apostrophe (`anakins lightsaber`).
    let bare = self::typed(canonical, true);
    if bare != typed {
        out.push(("apostrophe dropped", bare));
    }
    // A card in play said by its kind (`the ship`), where that kind fits one card on the board.
    if let Some(p) = by_kind(board, canonical) {
        out.push(("card said by its kind", p));
    }
    // A card in play said with a verb of arriving (`head to`, `swoop down to`, `bring X to`).
    if let Some(p) = arriving(canonical, n) {
        out.push(("arriving verb", p));
    }
    // An empty list said in words (`nobody survives`, `none of our ships survive`).
    if let Some(p) = empty_list(typed, n) {
        out.push(("empty list in words", p));
    }
    out
}

/// The card references of a canonical question: `@id` and `"Title"`, as written.
fn references(canonical: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = canonical;
    while let Some(i) = rest.find(['"', '@']) {
        let tail = &rest[i..];
        let end = if let Some(inside) = tail.strip_prefix('"') {
            inside.find('"').map(|e| e + 2)
        } else {
            Some(tail.find([' ', ',']).unwrap_or(tail.len()))
        };
        let Some(end) = end else { break };
        out.push(tail[..end].to_string());
        rest = &tail[end..];
    }
    out
}

/// The card in play a reference names, where it names exactly one.
fn referenced(board: &swjudge::board::Board, r: &str) -> Option<swjudge::board::CardIx> {
    let fits: Vec<_> = board
        .cards
        .iter_enumerated()
        .filter(|(ix, c)| match r.strip_prefix('@') {
            Some(id) => c.id.as_deref() == Some(id),
            None => board
                .card_def(*ix)
                .title
                .eq_ignore_ascii_case(r.trim_matches('"')),
        })
        .map(|(ix, _)| ix)
        .collect();
    (fits.len() == 1).then(|| fits[0])
}

/// The question with one card in play said by the everyday noun of its type (`the ship`,
/// `the vehicle`, `the creature`, `the weapon`, `the device`), where that type fits one card
/// on the board and no title on the board says the noun (not in a deploy: a card deployed is
/// not in play).
fn by_kind(board: &swjudge::board::Board, canonical: &str) -> Option<String> {
    use swjudge::catalog::CardType;
    // A deploy names a card not in play, by its title: a kind names one in play.
    if canonical.contains("deploy ") {
        return None;
    }
    let noun = |t: CardType| match t {
        CardType::Starship => Some("ship"),
        CardType::Vehicle => Some("vehicle"),
        CardType::Creature => Some("creature"),
        CardType::Weapon => Some("weapon"),
        CardType::Device => Some("device"),
        _ => None,
    };
    for r in references(canonical) {
        let Some(c) = referenced(board, &r) else {
            continue;
        };
        let t = board.card_def(c).card_type;
        let Some(word) = noun(t) else { continue };
        let alike = board
            .cards
            .keys()
            .filter(|&k| board.card_def(k).card_type == t)
            .count();
        let said = board
            .cards
            .keys()
            .any(|k| board.card_def(k).title.to_lowercase().contains(word))
            || board
                .locations
                .iter()
                .any(|l| board.def(l.def).title.to_lowercase().contains(word));
        if alike == 1 && !said {
            return Some(typed(
                &canonical.replace(r.as_str(), &format!("the {word}")),
                false,
            ));
        }
    }
    None
}

/// `can move|land <card> to|at <place>` with the card said first and a verb of arriving.
fn arriving(canonical: &str, n: usize) -> Option<String> {
    let (verb, rest) = canonical
        .strip_prefix("can move ")
        .map(|r| ("move", r))
        .or_else(|| canonical.strip_prefix("can land ").map(|r| ("land", r)))?;
    let card = references(rest)
        .into_iter()
        .next()
        .filter(|r| rest.starts_with(r.as_str()))?;
    let after = &rest[card.len()..];
    let place = after
        .strip_prefix(" to ")
        .or_else(|| after.strip_prefix(" at "))?;
    let said = match (verb, n % 3) {
        ("move", 0) => format!("can {card} head to {place}"),
        ("move", 1) => format!("can i bring {card} over to {place}"),
        ("move", _) => format!("can {card} go over to {place}"),
        (_, 0) => format!("can {card} swoop down to {place}"),
        (_, 1) => format!("can {card} drop down to {place}"),
        _ => format!("can {card} come down at {place}"),
    };
    // A card named by its id keeps its `@` (a player says a title; an id typed bare may also
    // be a word of other titles): the verb is what is tested.
    let said = said.replace(card.as_str(), "\u{1}");
    let name = match card.strip_prefix('@') {
        Some(_) => card.to_lowercase(),
        None => typed(&card, false),
    };
    Some(typed(&said, false).replace('\u{1}', &name))
}

/// `… survivors none` said in words.
fn empty_list(typed: &str, n: usize) -> Option<String> {
    let rest = typed.strip_prefix("evacuation-outcome ")?;
    let (place, tail) = rest.split_once(" survivors none")?;
    Some(match n % 3 {
        0 => format!("what happens if {place} is evacuated with no survivors{tail}"),
        1 => format!("what happens if we evacuate {place} and none of our ships survive{tail}"),
        _ => format!("what happens if {place} is evacuated and no ships survive{tail}"),
    })
}

/// Issue 37's class test: every bundled canonical question, typed lowercase without quotes or
/// `@`, then changed as players change it (filler words inserted, the side said first or last
/// after `for`, `can`
/// said as `could`, `is it legal to`, `am i allowed to`), read as itself. The count of those
/// read may not fall below its floor.
#[test]
fn bundled_questions_perturbed_as_players_type_them_read_as_themselves() {
    let (read, total) = variations_read("perturbed", "PERTURBED", |board, canonical, n| {
        let words = typed(canonical, false);
        // Only the questions read as themselves unchanged: the perturbation is what is tested.
        if reads_as_itself(board, canonical, &words).is_some() {
            return None;
        }
        Some(
            perturbed(board, canonical, &words, n + 1)
                .into_iter()
                .map(|(kind, p)| {
                    let why = reads_as_itself(board, canonical, &p);
                    (kind, p, why)
                })
                .collect(),
        )
    });
    assert!(total > 1500, "{total} perturbed questions");
    assert!(
        read >= PERTURBED_FLOOR,
        "{read} of {total} read (floor {PERTURBED_FLOOR})"
    );
}

/// Every bundled canonical question the query language reads, given to `vary` with its board
/// and how many were varied before it: `None` leaves it out, else its variations, each with its
/// kind and why it was not read (`None`: read). Tallied by kind and printed as `what`; each one
/// missed printed too, tagged, under `SWJUDGE_SHOW_PENDING`. (read, made).
fn variations_read(
    what: &str,
    tag: &str,
    mut vary: impl FnMut(
        &swjudge::board::Board,
        &str,
        usize,
    ) -> Option<Vec<(&'static str, String, Option<String>)>>,
) -> (usize, usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")]);
    let mut by_kind: std::collections::BTreeMap<&str, (usize, usize)> = Default::default();
    let mut missed = Vec::new();
    let mut n = 0;
    for f in &files {
        let s = load_file(f, Catalog::builtin()).unwrap_or_else(|e| panic!("{f:?}: {e:?}"));
        for q in &s.questions {
            if swjudge::query::parse(&q.ask).is_err() {
                continue;
            }
            let Some(variations) = vary(&s.board, q.ask.trim(), n) else {
                continue;
            };
            n += 1;
            for (kind, p, why) in variations {
                let e = by_kind.entry(kind).or_default();
                e.1 += 1;
                match why {
                    None => e.0 += 1,
                    Some(why) => missed.push(format!("{kind}: {p} ({why})")),
                }
            }
        }
    }
    let (read, total) = by_kind
        .values()
        .fold((0, 0), |(r, t), (a, b)| (r + a, t + b));
    eprintln!("{read} of {total} {what} bundled questions read as themselves: {by_kind:?}");
    if std::env::var_os("SWJUDGE_SHOW_PENDING").is_some() {
        for m in &missed {
            eprintln!("{tag} {m}");
        }
    }
    (read, total)
}

/// The perturbed bundled questions read as themselves, measured on 2026-11-30: it may not fall.
/// (Round 19 added the apostrophe dropped, the card said by its kind, the arriving verb and
/// the empty list in words: 3,070 of 3,082 before them, 3,444 of 3,479 with them; round 20,
/// measured again after its classes (tests/fixtures/natural/r20-words.txt): 3,507 of 3,524;
/// then the side said first without a stop, `as dark can …` and `for the empire can …`
/// (tests/fixtures/natural/r20-side-first.txt): 3,594 of 3,608, the side first 568 of 568;
/// round 21, the side said last after `for` (`… for the dark side`, `… for the empire`,
/// tests/fixtures/natural/r21-words.txt): 4,162 of 4,176, that kind 568 of 568.)
const PERTURBED_FLOOR: usize = 4255;

/// A canonical question's units as written: a quoted title (with what sticks to it, `"A",`)
/// or a word. Filler goes between units, never inside a card's name.
fn units(canonical: &str) -> Vec<String> {
    let (mut out, mut cur, mut inside) = (Vec::new(), String::new(), false);
    for ch in canonical.chars() {
        match ch {
            '"' => {
                inside = !inside;
                cur.push(ch);
            }
            c if c.is_whitespace() && !inside => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The everyday words issue 37 names as said anywhere in a question.
const FILLERS: &[&str] = &["rn", "still", "right now", "please", "like"];

/// The words that open a clause a player may say first (`to the docking bay, can …`).
const CLAUSE_OPENERS: &[&str] = &[
    "to", "at", "with", "against", "by", "from", "aboard", "on", "into", "for",
];

/// The sides as players say them: (canonical, said after the question, said first).
const SIDES_SAID: &[(&str, &[&str], &str)] = &[
    (
        "dark",
        &[
            "as the empire",
            "for the empire",
            "as the dark side",
            "as imperials",
        ],
        "as the empire,",
    ),
    (
        "light",
        &[
            "as the rebels",
            "for the rebels",
            "as the light side",
            "as rebels",
        ],
        "for the rebels,",
    ),
];

/// A number of a question (a destiny, a title's number) said in words.
fn number_word(w: &str) -> Option<&'static str> {
    const WORDS: &[&str] = &[
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    w.parse::<usize>().ok().and_then(|n| WORDS.get(n).copied())
}

/// Every systematic variation of a canonical question (issue 37's class check): a filler word
/// at each gap between its units (the filler turning with the gap and the question), each of
/// the leads a player says for `can`, a trailing `?` and `??`, the side said each way after the
/// question and once before it, the last clause said first, and its numbers said in words.
fn varied(canonical: &str, n: usize) -> Vec<(&'static str, String)> {
    let u = units(canonical);
    let t = |parts: &[String]| typed(&parts.join(" "), false);
    let mut out = Vec::new();
    for gap in 0..=u.len() {
        let mut parts = u.clone();
        parts.insert(gap, FILLERS[(n + gap) % FILLERS.len()].to_string());
        out.push(("filler at a gap", t(&parts)));
    }
    let plain = t(&u);
    if let Some(rest) = plain.strip_prefix("can ") {
        for lead in ["can i", "is it legal to", "am i allowed to"] {
            out.push(("lead for can", format!("{lead} {rest}")));
        }
    }
    out.push(("question mark", format!("{plain}?")));
    out.push(("question mark", format!("{plain}??")));
    let mut body = u.clone();
    let mut side = None;
    for &(s, after, first) in SIDES_SAID {
        if u.len() > 2 && u[u.len() - 2] == "as" && u[u.len() - 1] == s {
            body.truncate(u.len() - 2);
            side = Some(s);
            for a in after {
                out.push(("side said otherwise", format!("{} {a}", t(&body))));
            }
            out.push(("side said otherwise", format!("{first} {}", t(&body))));
        }
    }
    // The last clause said first (`to the docking bay, can luke move`), the side kept last.
    if body.first().is_some_and(|w| w == "can")
        && let Some(k) = (2..body.len().saturating_sub(1))
            .rev()
            .find(|&k| CLAUSE_OPENERS.contains(&body[k].as_str()))
    {
        let tail = side.map(|s| format!(" as {s}")).unwrap_or_default();
        out.push((
            "clause said first",
            format!("{}, {}{tail}", t(&body[k..]), t(&body[..k])),
        ));
    }
    // Numbers said in words (`destiny three`, `red five`).
    let words: Vec<String> = plain
        .split(' ')
        .map(|w| number_word(w).map_or_else(|| w.to_string(), str::to_string))
        .collect();
    let said = words.join(" ");
    if said != plain {
        out.push(("number in words", said));
    }
    out
}

/// Issue 37's class check, round 26: every bundled canonical question that reads as itself
/// typed lowercase is varied systematically ([`varied`]: filler at every gap, the leads for
/// `can`, `?`, the side said otherwise, the last clause first, numbers in words), and each
/// variation must be answered as the canonical question. The count read may not fall below its
/// floor; `SWJUDGE_SHOW_PENDING=1` lists the variations not read.
#[test]
fn bundled_questions_varied_systematically_read_as_themselves() {
    let (read, total) = variations_read("varied", "VARIED", |board, canonical, n| {
        let want = swjudge::ask(board, canonical, None);
        if reads_as(board, canonical, &want, &typed(canonical, false)).is_some() {
            return None;
        }
        Some(
            varied(canonical, n + 1)
                .into_iter()
                .map(|(kind, p)| {
                    let why = reads_as(board, canonical, &want, &p);
                    (kind, p, why)
                })
                .collect(),
        )
    });
    assert!(total > 10_000, "{total} varied questions");
    assert!(
        read >= VARIED_FLOOR,
        "{read} of {total} read (floor {VARIED_FLOOR})"
    );
}

/// The varied bundled questions read as themselves (round 26, 2026-12-02): it may not fall.
/// On main d57e9ac1 20,215 of 21,971 read (`like` nowhere set aside, `as rebels` / `as
/// imperials` not a side, the last clause said first misread or tied); after round 26's
/// classes 21,956. The 15 left: `lost-with bespin` with filler reads a card titled Bespin for
/// the place, `meteor impact?` (a title ending in `?`) with filler after it, filler between
/// `as` and its side in a `replace`, `like` after a one-word canonical question (`markers
/// like`, `moves like`), and one clause said first whose card is told apart by its position.
const VARIED_FLOOR: usize = 21_956;

/// The tags players close a question with, asking whether it may be done (issue 37, round 27):
/// with a comma or without.
const TAGS: &[&str] = &[
    ", legal?",
    " legal?",
    ", right?",
    " right?",
    ", ok?",
    " yeah?",
    ", yes?",
    " allowed?",
];

/// A site's title said as players say it with its planet after it (`the battle plains on
/// naboo`, `north ridge at hoth`): `None` for a title of no `Planet: Site` form.
fn site_with_planet(title: &str, n: usize) -> Option<String> {
    let (planet, site) = title.split_once(": ")?;
    let site = site.split(" (").next()?.to_lowercase();
    let planet = planet.to_lowercase();
    if planet.is_empty() || site.is_empty() || site.contains(':') {
        return None;
    }
    let role = ["on", "at", "of"][n % 3];
    Some(format!("the {site} {role} {planet}"))
}

/// Every round-27 variation of a canonical question (issue 37's classes that the last held-out
/// set refused): a closing tag (`, legal?`, `right?`, `yeah?`); a site said with its planet
/// after it (`the north ridge on hoth`); the place said first as the topic, with a colon, and
/// `there` in the question (`north ridge: can blizzard 2 move there`); whose turn said first
/// (`on the dark sides turn, …`, the board's own turn); an arrow for `to` (`can move x ->
/// y`); a cost said as the act's noun `for` its card (`move cost for blizzard 2 to …`); `tho`
/// said last; particles said together (`move x back over to …`); a rank clipped (`lt`).
fn varied_27(
    board: &swjudge::board::Board,
    canonical: &str,
    n: usize,
) -> Vec<(&'static str, String)> {
    let u = units(canonical);
    let t = |parts: &[String]| typed(&parts.join(" "), false);
    let plain = t(&u);
    let mut out = Vec::new();
    let (body, side) = match u.as_slice() {
        [rest @ .., a, s] if a == "as" && (s == "light" || s == "dark") => {
            (rest.to_vec(), Some(s.clone()))
        }
        _ => (u.clone(), None),
    };
    let tail = side
        .as_ref()
        .map(|s| format!(" as {s}"))
        .unwrap_or_default();
    if plain.starts_with("can ") {
        out.push(("closing tag", format!("{plain}{}", TAGS[n % TAGS.len()])));
        out.push((
            "closing tag",
            format!("{plain}{}", TAGS[(n + 3) % TAGS.len()]),
        ));
    }
    // The place: a quoted site title said after `to` or `at`.
    let place = (1..body.len()).find(|&k| {
        matches!(body[k - 1].as_str(), "to" | "at")
            && body[k].starts_with('"')
            && body[k].ends_with('"')
            && body[k].contains(": ")
    });
    if let Some(k) = place {
        let title = body[k].trim_matches('"');
        if let Some(said) = site_with_planet(title, n) {
            let mut parts = body.clone();
            parts[k] = said;
            out.push(("site with its planet", format!("{}{tail}", t(&parts))));
        }
        let site = title
            .split_once(": ")
            .map_or(title, |(_, s)| s)
            .split(" (")
            .next()
            .unwrap_or(title)
            .to_lowercase();
        if body[0] == "can" {
            let mut parts = body.clone();
            parts.splice(k - 1..=k, ["there".to_string()]);
            out.push((
                "place first as the topic",
                format!("{site}: {}{tail}", t(&parts)),
            ));
        }
    }
    if let Some(turn) = board.turn {
        let s = turn.name();
        let lead = [
            format!("on the {s} sides turn,"),
            format!("{s} sides turn:"),
            format!("during the {s} side's turn"),
        ][n % 3]
            .clone();
        out.push(("whose turn said first", format!("{lead} {plain}")));
    }
    if body[0] == "can" && body.iter().any(|w| w == "to") {
        let parts: Vec<String> = body
            .iter()
            .map(|w| if w == "to" { "->".into() } else { w.clone() })
            .collect();
        out.push(("arrow for to", format!("{}{tail}", t(&parts))));
    }
    // Filler said last (`tho`), particles said together before where a card goes (`back over
    // to`), a rank clipped as players clip it (`lt`, `capt`, `adm`, `gen`).
    out.push(("trailing filler", format!("{plain} tho")));
    if body.first().is_some_and(|w| w == "can")
        && body.get(1).is_some_and(|w| w == "move")
        && let Some(k) = body.iter().position(|w| w == "to")
    {
        let mut parts = body.clone();
        parts.splice(k..=k, ["back".into(), "over".into(), "to".into()]);
        out.push(("particles together", format!("{}{tail}", t(&parts))));
    }
    let clipped: Vec<String> = plain
        .split(' ')
        .map(|w| match w {
            "lieutenant" => "lt".into(),
            "captain" => "capt".into(),
            "admiral" => "adm".into(),
            "general" => "gen".into(),
            "commander" => "cmdr".into(),
            "sergeant" => "sgt".into(),
            w => w.to_string(),
        })
        .collect();
    let clipped = clipped.join(" ");
    if clipped != plain {
        out.push(("rank clipped", clipped));
    }
    if body[0] == "cost" && body.len() > 2 {
        let act = &body[1];
        let mut rest = vec![format!("{act} cost for")];
        rest.extend(body[2..].iter().cloned());
        out.push(("cost for its card", format!("{}{tail}", t(&rest))));
    }
    out
}

/// Issue 37's class check, round 27: every bundled canonical question that reads as itself
/// typed lowercase is varied by the classes the last held-out set refused ([`varied_27`]), and
/// each variation must be answered as the canonical question. The count read may not fall
/// below its floor; `SWJUDGE_SHOW_PENDING=1` lists the variations not read.
#[test]
fn bundled_questions_varied_by_round_27_classes_read_as_themselves() {
    let (read, total) = variations_read("round-27 varied", "VARIED27", |board, canonical, n| {
        let want = swjudge::ask(board, canonical, None);
        if reads_as(board, canonical, &want, &typed(canonical, false)).is_some() {
            return None;
        }
        Some(
            varied_27(board, canonical, n + 1)
                .into_iter()
                .map(|(kind, p)| {
                    let why = reads_as(board, canonical, &want, &p);
                    (kind, p, why)
                })
                .collect(),
        )
    });
    assert!(total > 1_000, "{total} varied questions");
    assert!(
        read >= VARIED_27_FLOOR,
        "{read} of {total} read (floor {VARIED_27_FLOOR})"
    );
}

/// The round-27 varied bundled questions read as themselves (2026-12-02): it may not fall.
/// Before the round's classes 1,840 of 5,584 read (the first six kinds); with them 7,586 of
/// 7,677 (nine kinds). Left: a rank clipped in a `cost deploy` question, a site said with its
/// planet in a deploy whose card's words name the planet too, a topic before a colon whose
/// card is written with brackets (read as an aside), ties the variation itself makes (`move
/// cost for trooper` where two troopers fit, `move craft back over to …`).
const VARIED_27_FLOOR: usize = 7_586;

/// The statements of context players add after a comma (issue 37, round 28): each says a fact
/// of the board and no act; `{}` is the first card the question names, else none is said.
const STATEMENTS: &[&str] = &[
    ", {} is the only one there",
    ", only got {} up there",
    ", {}'s already in play",
    ", that's all we have there",
];

/// Every round-28 variation of a canonical question (issue 37's classes the last held-out set
/// misread or refused): a clause stating a fact of the board after a comma (`…, only got x
/// there`), set aside; `with just <card>` after an act that takes no means; `even` and
/// `instead` as filler; a listing (`moves`, `reach`) with its cost asked after it (`… and what
/// do they cost`); an evacuation's outcome asked of the cards it moves (`…, what happens to
/// x`).
fn varied_28(
    board: &swjudge::board::Board,
    canonical: &str,
    n: usize,
) -> Vec<(&'static str, String)> {
    let u = units(canonical);
    let t = |parts: &[String]| typed(&parts.join(" "), false);
    let mut out = Vec::new();
    let (body, side) = match u.as_slice() {
        [rest @ .., a, s] if a == "as" && (s == "light" || s == "dark") => {
            (rest.to_vec(), Some(s.clone()))
        }
        _ => (u.clone(), None),
    };
    let tail = side
        .as_ref()
        .map(|s| format!(" as {s}"))
        .unwrap_or_default();
    let head = t(&body);
    // The first card in play the question names, as typed.
    let card = references(canonical)
        .into_iter()
        .find(|r| referenced(board, r).is_some())
        .map(|r| typed(&r, false));
    let statement = STATEMENTS[n % STATEMENTS.len()];
    match (&card, statement.contains("{}")) {
        (Some(c), true) => out.push((
            "statement after a comma",
            format!("{head}{}{tail}", statement.replace("{}", c)),
        )),
        (_, false) => out.push((
            "statement after a comma",
            format!("{head}{statement}{tail}"),
        )),
        _ => out.push((
            "statement after a comma",
            format!("{head}, that's all we have there{tail}"),
        )),
    }
    let verb = body.first().map(String::as_str).unwrap_or_default();
    let means = matches!(
        body.get(1).map(String::as_str),
        Some("move" | "duel" | "fire" | "use" | "target" | "bomb" | "react")
    ) || verb != "can";
    if let Some(c) = &card
        && !means
    {
        out.push(("with just a card", format!("{head} with just {c}{tail}")));
    }
    if verb == "can" && body.len() > 2 {
        let mut parts = body.clone();
        parts.insert(1, "even".into());
        out.push(("even as filler", format!("{}{tail}", t(&parts))));
        out.push(("instead as filler", format!("{head} instead{tail}")));
    }
    if verb == "moves" || verb == "reach" {
        let ask = [
            " and what do they cost",
            " and how much each",
            ", with the costs",
        ][n % 3];
        out.push(("cost asked of a listing", format!("{head}{ask}{tail}")));
    }
    if verb == "evacuation-outcome"
        && let Some(c) = &card
    {
        out.push((
            "outcome asked of a card",
            format!("{head}, what happens to {c}{tail}"),
        ));
    }
    out
}

/// Issue 37's class check, round 28: every bundled canonical question that reads as itself
/// typed lowercase is varied by the classes the last held-out set misread or refused
/// ([`varied_28`]), and each variation must be answered as the canonical question. The count
/// read may not fall below its floor; `SWJUDGE_SHOW_PENDING=1` lists the variations not read.
#[test]
fn bundled_questions_varied_by_round_28_classes_read_as_themselves() {
    let (read, total) = variations_read("round-28 varied", "VARIED28", |board, canonical, n| {
        let want = swjudge::ask(board, canonical, None);
        if reads_as(board, canonical, &want, &typed(canonical, false)).is_some() {
            return None;
        }
        Some(
            varied_28(board, canonical, n + 1)
                .into_iter()
                .map(|(kind, p)| {
                    let why = reads_as(board, canonical, &want, &p);
                    (kind, p, why)
                })
                .collect(),
        )
    });
    assert!(total > 1_000, "{total} varied questions");
    assert!(
        read >= VARIED_28_FLOOR,
        "{read} of {total} read (floor {VARIED_28_FLOOR})"
    );
}

/// The round-28 varied bundled questions read as themselves (2026-12-02): it may not fall.
/// (3,911 of 4,557 at the merge of round 28.)
const VARIED_28_FLOOR: usize = 3_911;

/// Round 28 (issue 37): each leniency of the round has a hold, a wording it must not read as
/// the question before it alone. A clause after a comma that goes on (`and`, `then`) or names
/// an act (`the stalker moves there`, `only the cruiser makes it`) is no statement of context;
/// after a condition said first (`if …, only x makes it`) nothing is set aside as context;
/// `with just <weapon>` after an act that takes a means is never set aside; a card said after
/// `out of` never takes off (`get out of the avenger`); a cost asked after a question that is
/// no listing is no listing's.
#[test]
fn round_28_leniencies_never_misread() {
    let craft = fixture("r11-craft.yaml");
    let moved = r#"can move @free_tie to "Anoat""#;
    for words in [
        "can the free tie move to anoat, and the stalker moves there",
        "can the free tie move to anoat, the stalker moves there",
        "can the free tie move to anoat, if the falcon is there",
    ] {
        if let Ok(v) = swjudge::ask(&craft.board, words, None) {
            assert_ne!(v.read_as.as_deref(), Some(moved), "{words}");
        }
    }
    for words in [
        "can carried trooper get out of the avenger",
        "can carried trooper climb out of the avenger up there at hoth",
    ] {
        assert_eq!(
            read_as(&craft, words),
            "can disembark @carried_trooper",
            "{words}"
        );
    }
    let e = fixture("../../../scenarios/young-jedi/evacuation-outcome.yaml");
    for words in [
        "if light evacuates naboo, only the cruiser makes it",
        "can light evacuate naboo, only the cruiser makes it",
    ] {
        if let Ok(v) = swjudge::ask(&e.board, words, None) {
            let read = v.read_as.unwrap_or_default();
            assert_ne!(read, "can evacuate \"Naboo\" as light", "{words}");
        }
    }
    if let Ok(v) = swjudge::ask(
        &e.board,
        "can maul duel obi-wan with just the sith saber",
        None,
    ) {
        let read = v.read_as.unwrap_or_default();
        assert!(
            read.contains(" with "),
            "a duel's weapon is never set aside: {read}"
        );
    }
    // A cost asked after an act that lists nothing is the act's cost, never a listing.
    if let Ok(v) = swjudge::ask(
        &craft.board,
        "can the free tie move to anoat and what does it cost",
        None,
    ) {
        let read = v.read_as.unwrap_or_default();
        assert!(!read.starts_with("moves"), "read as {read}");
    }
}

/// Round 28 (issue 37): the classes the round reads, each with wordings of other cards than the
/// sets that found them; the words set aside named as not used.
#[test]
fn round_28_classes_name_what_they_set_aside() {
    let e = fixture("../../../scenarios/young-jedi/evacuation-outcome.yaml");
    for (words, want, unused) in [
        (
            "can dark evacuate naboo, darth maul's the only one there",
            "can evacuate \"Naboo\" as dark",
            "`darth maul's the only one there`",
        ),
        (
            "can dark evacuate naboo with only maul",
            "can evacuate \"Naboo\" as dark",
            "`with only maul`",
        ),
        (
            "if we evac naboo and only the cruiser makes it through, what happens to r2",
            "evacuation-outcome \"Naboo\" survivors @cruiser",
            "`to r2`",
        ),
        (
            "is r2 all alone at the theed palace",
            "alone \"R2-D2, Astromech Droid\"",
            "`all`",
        ),
        (
            "can dark even evacuate naboo",
            "can evacuate \"Naboo\" as dark",
            "`even`",
        ),
    ] {
        let v = swjudge::ask(&e.board, words, None).unwrap_or_else(|e| panic!("{words}: {e}"));
        assert_eq!(v.read_as.as_deref(), Some(want), "{words}");
        assert!(
            v.warnings
                .iter()
                .any(|w| w.contains("not used: ") && w.contains(unused)),
            "{words}: {:?}",
            v.warnings
        );
    }
}

/// Round 27 (issue 37): each leniency of the round has a hold, a wording it must not read, or
/// must read otherwise. A tag's word that ends a title said with the word before it is the
/// title's (`credits will do fine`); another side's turn said is refused naming the board's;
/// a site said with another planet than its own is no site of the table; `empty` asked of a
/// card (`is blizzard 2 empty`) is never read as whether it is piloted (the answer would say
/// yes of the opposite); a topic before a colon that names no place is no place of `there`.
#[test]
fn round_27_leniencies_never_misread() {
    let s = fixture("../../../scenarios/hoth-update/u3-at-at-landspeed.yaml");
    let ridge = r#"can move @walker2 to "Hoth: North Ridge (4th Marker)""#;
    for (words, want) in [
        ("can blizzard 2 move to the north ridge, legal?", ridge),
        ("can blizzard 2 move to the north ridge yeah?", ridge),
        ("can blizzard 2 move to the north ridge on hoth", ridge),
        ("north ridge: can blizzard 2 move there", ridge),
        (
            "on the dark sides turn, can blizzard 2 move to the north ridge",
            ridge,
        ),
        (
            "the empire's turn: can blizzard 2 move to the north ridge",
            ridge,
        ),
        ("can blizzard 2 move -> the north ridge", ridge),
        ("can blizzard 2 fly back over to the north ridge", ridge),
        ("can blizzard 2 move to the north ridge tho", ridge),
    ] {
        assert_eq!(read_as(&s, words), want, "{words}");
    }
    let v = swjudge::ask(
        &s.board,
        "can blizzard 2 move to the north ridge, ok?",
        None,
    )
    .expect("read");
    says_not_used(&v, "`ok`");
    for (words, title) in [
        ("can deploy credits will do fine?", "Credits Will Do Fine"),
        (
            "can deploy this is absolutely right",
            "This Is Absolutely Right",
        ),
    ] {
        let got = read_as(&s, words);
        assert!(got.contains(title), "{words}: {got}");
    }
    let e = swjudge::ask(
        &s.board,
        "on the light sides turn, can blizzard 2 move to the north ridge",
        None,
    )
    .expect_err("the board is in the dark side's turn");
    assert!(e.to_string().contains("dark side's"), "{e}");
    for words in [
        "can blizzard 2 move to the north ridge on tatooine",
        "is blizzard 2 empty",
        "blizzard 2: can it move there",
    ] {
        if let Ok(v) = swjudge::ask(&s.board, words, None) {
            let read = v.read_as.unwrap_or_default();
            assert!(
                !read.contains("North Ridge") && !read.starts_with("piloted"),
                "{words}: read as {read}"
            );
        }
    }
}

/// Round 26 (issue 37), each a class of players' words, with wordings other than the ones of
/// the set that found them: the side said first with who speaks (`imperial player asks:`,
/// `dark speaking:`); whose turn said with the phase (`during the empire's move phase`; another
/// side's turn refused, as another phase is); the clause of place said first before the
/// question (`to the north ridge, can …`, `into … - could …`); the act stated without its verb
/// then asked of (`blizzard 2 to the north ridge, can it`); `like`, `please`, `still` anywhere
/// as filler, named as not used, but never a title's own word (`make ten men feel like a
/// hundred`, `we can still outmaneuver them`); words in brackets beside the question set aside
/// and named (a side in brackets asks); `by itself` / `on its own` after the act; the cost
/// said first as a noun (`the cost to move …`); two characters paired by `vs` on a Young Jedi
/// table, the duel asked.
#[test]
fn round_26_classes_of_players_words() {
    let s = fixture("../../../scenarios/hoth-update/u3-at-at-landspeed.yaml");
    let ridge = r#"can move @walker2 to "Hoth: North Ridge (4th Marker)""#;
    let dark = format!("{ridge} as dark");
    for (words, want) in [
        (
            "imperial player asks: can blizzard 2 move to the north ridge",
            dark.as_str(),
        ),
        (
            "dark speaking: can blizzard 2 move to the north ridge",
            &dark,
        ),
        (
            "during the empire's move phase can blizzard 2 move to the north ridge",
            ridge,
        ),
        (
            "can blizzard 2 move to the north ridge in the imperial move phase",
            ridge,
        ),
        ("to the north ridge, can blizzard 2 move", ridge),
        ("into the north ridge - could blizzard 2 move?", ridge),
        ("blizzard 2 to the north ridge, can it", ridge),
        (
            "blizzard 2 over to the north ridge - can it move there?",
            ridge,
        ),
        ("like, can blizzard 2 move to the north ridge", ridge),
        ("can blizzard 2 please like move to the north ridge", ridge),
    ] {
        assert_eq!(read_as(&s, words), want, "{words}");
    }
    let v = swjudge::ask(
        &s.board,
        "can blizzard 2 like move to the north ridge",
        None,
    )
    .expect("read");
    says_not_used(&v, "`like`");
    // A word in brackets beside the question: set aside and named; a side in brackets asks.
    let v = swjudge::ask(
        &s.board,
        "can blizzard 2 move to the north ridge (its landspeed is 2)",
        None,
    )
    .expect("read");
    assert_eq!(v.read_as.as_deref(), Some(ridge));
    says_not_used(&v, "`its`, `landspeed`, `is`, `2`");
    assert_eq!(
        read_as(&s, "do we (imperials) have presence at the north ridge"),
        r#"presence dark at "Hoth: North Ridge (4th Marker)" as dark"#
    );
    // The cost said first as a noun, the place left said too (named as not used).
    assert_eq!(
        read_as(
            &s,
            "the cost to move blizzard 2 from the ice plains to the north ridge"
        ),
        format!("cost {}", &ridge["can ".len()..])
    );
    // The act made alone, said after it (never `is han by himself`: that is `alone`).
    for words in [
        "can blizzard 2 move to the north ridge by itself",
        "can blizzard 2 move to the north ridge on its own",
    ] {
        assert_eq!(read_as(&s, words), ridge, "{words}");
    }
    // Another side's turn said is refused, naming the board's.
    let e = swjudge::ask(
        &s.board,
        "can blizzard 2 move to the north ridge during the rebel move phase",
        None,
    )
    .expect_err("the board is in the dark side's turn");
    assert!(e.to_string().contains("dark side's"), "{e}");
    // A title's own `like` / `still` is never filler.
    for (words, title) in [
        (
            "can deploy make ten men feel like a hundred",
            "Make Ten Men Feel Like A Hundred",
        ),
        (
            "can deploy like my father before me",
            "Like My Father Before Me",
        ),
        (
            "can deploy we can still outmaneuver them",
            "We Can Still Outmaneuver Them",
        ),
    ] {
        let got = read_as(&s, words);
        assert!(got.contains(title), "{words}: {got}");
    }
    // Two characters paired by `vs` / `versus` / `v` on a Young Jedi table: the duel asked.
    let yj = fixture("../../../scenarios/young-jedi/duel-after.yaml");
    let duel = r#"can duel @obiwan with "Obi-Wan Kenobi's Lightsaber" against @maul"#;
    for words in [
        "obi-wan versus maul with his own lightsaber?",
        "obi-wan v maul, with obi-wan's lightsaber - ok?",
        "kenobi vs maul with obi-wan's lightsaber, is that a legal duel",
    ] {
        assert_eq!(read_as(&yj, words), duel, "{words}");
    }
    // What is left a canonical question once the filler is set aside is that question.
    let evac = fixture("../../../scenarios/young-jedi/evacuation-no-interception.yaml");
    let v = swjudge::ask(
        &evac.board,
        "evacuation-outcome coruscant like survivors none",
        None,
    )
    .expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some("evacuation-outcome coruscant survivors none")
    );
}

/// Issue 38, items 11-14 and issue 37's silent misreadings: each reading named, or the
/// readings listed; never another card, place or side chosen silently.
#[test]
fn no_silent_misreading_of_kinds_titles_planets_sides_and_crafts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let s = load_file(
        &root.join("tests/fixtures/natural/hostile-38.yaml"),
        Catalog::builtin(),
    )
    .expect("loads");
    let readings = |q: &str| match swjudge::ask(&s.board, q, None) {
        Err(e) => match &*e.0 {
            AskErrorKind::Reading(r) => r.readings().to_vec(),
            other => panic!("`{q}`: {other}"),
        },
        Ok(v) => panic!("`{q}` answered, read as {:?}", v.read_as),
    };
    // The walker: both walkers listed; the AT-AT is the one that carries troops.
    assert_eq!(
        readings("can the walker move to the north ridge"),
        [
            "can move @scout to \"Hoth: North Ridge (4th Marker)\"",
            "can move @atat to \"Hoth: North Ridge (4th Marker)\""
        ]
    );
    let read = |q: &str| swjudge::ask(&s.board, q, None).expect(q).read_as;
    assert_eq!(
        read("What is the landspeed of the AT-AT?").as_deref(),
        Some("landspeed @atat")
    );
    // Blizzard 1 is not in play: no card fits, and the nearest are named.
    let e = swjudge::ask(&s.board, "Can Blizzard 1 move to the North Ridge?", None)
        .expect_err("Blizzard 1 is not in play");
    assert!(e.to_string().contains("Blizzard 1"), "{e}");
    // On Hoth: the system and the site Luke stands at.
    assert_eq!(
        readings("Is Luke on Hoth?"),
        [
            "present @luke at \"Hoth\"",
            "present @luke at \"Hoth: Ice Plains (5th Marker)\""
        ]
    );
    // At the Ice Plains, aboard Rogue 1 there: the rules' `present`, and where he is.
    assert_eq!(
        readings("Is Luke at the Ice Plains?"),
        [
            "present @luke at \"Hoth: Ice Plains (5th Marker)\"",
            "present @luke"
        ]
    );
    // The side asking, said in words, is the side that asks.
    for side in ["the dark side", "the empire", "dark"] {
        let q = format!("Can I deploy Echo Base Trooper to the Echo Corridor as {side}?");
        assert_eq!(
            read(&q).as_deref(),
            Some("can deploy \"Echo Base Trooper\" to \"Hoth: Echo Corridor\" as dark"),
            "{q}"
        );
    }
    assert_eq!(
        read("Can the speeder take Luke to the North Ridge?").as_deref(),
        Some("can move @rogue1 to \"Hoth: North Ridge (4th Marker)\"")
    );
}

/// A Hoth board of `n` Echo Base Troopers at the Echo Corridor, each with an id.
fn troopers(n: usize) -> Scenario {
    let mut y = String::from(
        "turn: light\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: North Ridge (4th Marker)\"\n    - site: \"Hoth: Echo Corridor\"\n      light:\n",
    );
    for i in 0..n {
        y.push_str(&format!(
            "        - {{ card: Echo Base Trooper, id: t{i} }}\n"
        ));
    }
    y.push_str("    - system: Hoth\n");
    swjudge::scenario::load_str("troopers.yaml", &y, Catalog::builtin()).expect("loads")
}

/// Issue 38 item 7: one word longer than any title's (`Luke's's's…`) is named as such, at
/// once, whatever its length: the reader never looks for it among the cards (its work was
/// cards × length; benches/words.rs `long_word` measures it at three lengths).
#[test]
fn a_word_longer_than_any_title_word_is_named_not_looked_for() {
    let s = troopers(50);
    for len in [60, 600, 1_800] {
        let q = format!("Can Luke{}?", "'s".repeat(len / 2));
        let e = swjudge::ask(&s.board, &q, None).expect_err("no card");
        let AskErrorKind::Reading(r) = &*e.0 else {
            panic!("{len}: not a reading's error: {e}");
        };
        assert!(
            matches!(r, NaturalError::NotUnderstood { .. }),
            "{len}: {r}"
        );
        let shown = r.to_string();
        assert!(shown.contains("longer than any word"), "{shown}");
        assert!(shown.len() < 200, "the word is not repeated whole: {shown}");
    }
}

/// Issue 38 item 17: the reader tries at most `MAX_COUNTED` readings; past it the question is
/// said to read "at least" that many ways, while the words that fit several say how many they
/// fit (never "10000 ways" beside "fits 20000").
#[test]
fn readings_past_the_bound_are_said_to_be_at_least_so_many() {
    let max = swjudge::query::natural::MAX_COUNTED;
    let s = troopers(max + 100);
    let e = swjudge::ask(&s.board, "can the trooper move to the north ridge?", None)
        .expect_err("many troopers");
    let AskErrorKind::Reading(r) = &*e.0 else {
        panic!("not a reading's error: {e}");
    };
    let NaturalError::Readings {
        count,
        at_least,
        label,
        ..
    } = r
    else {
        panic!("not readings: {r}");
    };
    assert!(*at_least && *count <= max, "{count} {at_least}");
    assert!(
        r.to_string().contains(&format!("at least {count} ways")),
        "{r}"
    );
    assert!(
        label.contains(&format!("`the trooper` fits {}", max + 100)),
        "{label}"
    );
    // Under the bound, the count is exact and said so.
    let s = troopers(3);
    let e = swjudge::ask(&s.board, "can the trooper move to the north ridge?", None)
        .expect_err("three troopers");
    assert!(e.to_string().contains("can be read 3 ways"), "{e}");
}

/// Issue 37 items 1-3: words no frame reads in their order are read by meaning (the names,
/// then the act), and the words the reading did not use are said beside the answer, never
/// dropped silently; a question every frame reads says nothing of the kind.
#[test]
fn words_read_by_meaning_name_the_words_not_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let s = load_file(
        &root.join("tests/fixtures/natural/words-hoth.yaml"),
        Catalog::builtin(),
    )
    .expect("loads");
    let v = swjudge::ask(
        &s.board,
        "can han move to the north ridge right away?",
        None,
    )
    .expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some("can move @han to \"Hoth: North Ridge (4th Marker)\"")
    );
    says_not_used(&v, "`right`, `away`");
    let v = swjudge::ask(&s.board, "can han move to the north ridge?", None).expect("read");
    assert!(v.warnings.is_empty(), "{:?}", v.warnings);
}

/// `there` with no place said before it for it to stand for is a word no reading used, said
/// beside the answer (never dropped as a word that says nothing); with one place said in a
/// clause before the question, it is that place.
#[test]
fn there_is_the_place_said_before_else_a_word_not_used() {
    let s = fixture("words-hoth.yaml");
    let v = swjudge::ask(&s.board, "can luke move there", None).expect("read");
    assert_eq!(v.read_as.as_deref(), Some("can move @luke"));
    says_not_used(&v, "`there`");
    let v = swjudge::ask(
        &s.board,
        "with the rebel at the north ridge can luke move there",
        None,
    )
    .expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some("can move @luke to \"Hoth: North Ridge (4th Marker)\"")
    );
}

/// Issue 37 item 4: a question neither the query language nor the words reader reads keeps
/// its syntax error, with what the words reading found beside it: the syntax error is never
/// the answer alone.
#[test]
fn a_syntax_error_comes_with_what_the_words_reading_found() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let s = load_file(
        &root.join("tests/fixtures/natural/words-hoth.yaml"),
        Catalog::builtin(),
    )
    .expect("loads");
    for q in [
        "sheilded \"Echo Docking Bay\"",
        "flurble the walker zorp",
        "can lnd red5 at hoth",
    ] {
        let e = swjudge::ask(&s.board, q, None).expect_err(q);
        let code = miette::Diagnostic::code(&e).map(|c| c.to_string());
        assert_eq!(code.as_deref(), Some("swjudge::query::syntax"), "{q}: {e}");
        let help = miette::Diagnostic::help(&e)
            .map(|h| h.to_string())
            .unwrap_or_default();
        assert!(help.contains("read as words: "), "{q}: {help}");
    }
}

/// The answer says beside it that these words were not used.
fn says_not_used(v: &swjudge::Verdict, words: &str) {
    assert!(
        v.warnings
            .iter()
            .any(|w| w.contains(&format!("not used: {words}"))),
        "{:?}",
        v.warnings
    );
}

/// A board of tests/fixtures/natural/ (a bundled one by `../../../scenarios/…`).
fn fixture(file: &str) -> Scenario {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    load_file(
        &root.join("tests/fixtures/natural").join(file),
        Catalog::builtin(),
    )
    .expect(file)
}

/// Issue 37, third round, item 2: a ruleset said in words is the ruleset asked, as `--rules`
/// would choose it (the question shown as typed); words that name another ruleset than the one
/// chosen, or one of the other game, are refused with the words pointed at, never dropped.
#[test]
fn a_ruleset_said_in_words_is_the_ruleset_asked() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let load = |f: &str| {
        load_file(
            &root.join("tests/fixtures/natural").join(f),
            Catalog::builtin(),
        )
        .expect(f)
    };
    let hoth = load("words-hoth.yaml");
    let q = "can slave 1 land at the ice plains under the dagobah rules";
    let v = swjudge::ask(&hoth.board, q, None).expect(q);
    assert_eq!(v.ruleset, swjudge::Ruleset::Dagobah);
    assert_eq!(v.query, q);
    assert_eq!(
        v.read_as.as_deref(),
        Some("can land @slave1 at \"Hoth: Ice Plains (5th Marker)\"")
    );
    // The board says `rules: latest`: without the words, latest.
    let v = swjudge::ask(&hoth.board, "can slave 1 land at the ice plains", None).expect("read");
    assert_eq!(v.ruleset, swjudge::Ruleset::Latest);
    let code = |e: &swjudge::AskError| miette::Diagnostic::code(e).map(|c| c.to_string());
    let e = swjudge::ask(&hoth.board, q, Some(swjudge::Ruleset::Hoth)).expect_err("two rulesets");
    assert_eq!(code(&e).as_deref(), Some("swjudge::query::not_understood"));
    let label = miette::Diagnostic::labels(&e)
        .and_then(|mut l| l.next())
        .expect("a label");
    assert_eq!(
        &q[label.offset()..label.offset() + label.len()],
        "under the dagobah rules"
    );
    let yj = fixture("yj-words.yaml");
    let e = swjudge::ask(&yj.board, "can qui-gon battle under the hoth rules", None)
        .expect_err("a Star Wars CCG ruleset on a Young Jedi board");
    assert_eq!(code(&e).as_deref(), Some("swjudge::query::not_understood"));
    // `hoth` alone is a place, not a ruleset.
    let v = swjudge::ask(&hoth.board, "can red 5 move to hoth", None).expect("read");
    assert_eq!(v.ruleset, swjudge::Ruleset::Latest);
    // Round 25, tuned: a determiner and a word that names no other ruleset between the lead
    // and the ruleset's name (`under these early hoth rules`) are set aside with the clause.
    for (q, rs) in [
        (
            "under these early hoth rules is the echo docking bay shielded",
            swjudge::Ruleset::Hoth,
        ),
        (
            "with the original dagobah rules can slave 1 land at the ice plains",
            swjudge::Ruleset::Dagobah,
        ),
        (
            "using our plain cloud city rules can red 5 move to hoth",
            swjudge::Ruleset::CloudCity,
        ),
    ] {
        let v = swjudge::ask(&hoth.board, q, None).expect(q);
        assert_eq!(v.ruleset, rs, "{q}");
    }
}

/// Issue 37, third round, item 2: a phase said is the board's (set aside, read) or refused with
/// the board's phase named: a question about another phase is never answered as this one.
#[test]
fn a_phase_said_in_words_is_checked_against_the_board() {
    let s = fixture("words-hoth.yaml");
    let v = swjudge::ask(
        &s.board,
        "during my move phase can han move to the north ridge",
        None,
    )
    .expect("the board's phase");
    assert_eq!(
        v.read_as.as_deref(),
        Some("can move @han to \"Hoth: North Ridge (4th Marker)\"")
    );
    let q = "can han move to the north ridge in the deploy phase";
    let e = swjudge::ask(&s.board, q, None).expect_err("another phase");
    assert!(
        e.to_string().contains("the board is in the move phase"),
        "{e}"
    );
    let label = miette::Diagnostic::labels(&e)
        .and_then(|mut l| l.next())
        .expect("a label");
    assert_eq!(
        &q[label.offset()..label.offset() + label.len()],
        "in the deploy phase"
    );
}

/// Issue 37, third round, item 5: a story in words is a row of acts (`then`, `and`, commas);
/// an act's words that its reading did not use are said beside the answer, as for one act.
#[test]
fn a_story_in_words_is_a_row_of_acts_and_names_its_words_not_used() {
    let s = fixture("../../../scenarios/cloud-city/sequence.yaml");
    let v = swjudge::ask(
        &s.board,
        "can dengar move to the east platform right away then board slave i",
        None,
    )
    .expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some(
            "can move @dengar to \"Cloud City: East Platform (Docking Bay)\" then can embark @dengar on @slave"
        )
    );
    says_not_used(&v, "`right`, `away`");
    // Acts joined by commas and `and`, in the past tense: three acts.
    let v = swjudge::ask(
        &s.board,
        "dengar walked to the east platform, boarded slave i and took off to bespin",
        None,
    )
    .expect("read");
    assert_eq!(
        v.read_as.as_deref().map(|r| r.matches(" then ").count()),
        Some(2)
    );
}

/// Issue 39's story in one breath: a captor that takes, brings, escorts or leads its captive
/// somewhere goes there and the captive with it: to a location, its move; to a craft it is not
/// aboard, its boarding, after its move to the craft's site when it stands elsewhere (a row of
/// acts, asked as the row); to a character, to the craft it is aboard, or to a prison, the
/// prisoner transfer. Handing, giving or passing a captive stays the transfer; a craft that
/// takes its passenger moves (the hostile round).
#[test]
fn a_captor_taking_its_captive_goes_there_with_it() {
    let left = fixture("../../../scenarios/cloud-city/captive-left-behind.yaml");
    let platform = "\"Cloud City: East Platform (Docking Bay)\"";
    let v = swjudge::ask(&left.board, "can boba take han to slave i", None).expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some(format!("can move @boba to {platform} then can embark @boba on @slave").as_str())
    );
    // Asked as the row: its acts in the answer, with their total.
    assert!(
        v.detail.iter().any(|d| d.starts_with("total: ")),
        "{:?}",
        v.detail
    );
    assert_eq!(
        read_as(&left, "can the guard bring the rebel to the east platform"),
        format!("can move @guard to {platform}")
    );
    // Dengar is aboard Slave I: taking Luke there is the prisoner transfer.
    assert_eq!(
        read_as(&left, "can dengar take luke to slave i"),
        "can transfer @luke to @slave"
    );
    assert_eq!(
        read_as(&left, "can boba take han to dengar"),
        "can transfer @han to @dengar"
    );
    assert_eq!(
        read_as(&left, "can boba hand han to slave i"),
        "can transfer @han to @slave"
    );
    // A side said: each act asked by it.
    assert_eq!(
        read_as(&left, "can boba take han to slave i as dark"),
        format!("can move @boba to {platform} as dark then can embark @boba on @slave as dark")
    );
    let escort = fixture("../../../scenarios/cloud-city/capture-escort.yaml");
    // Zuckuss stands at Slave I's platform: his boarding alone.
    assert_eq!(
        read_as(&escort, "can zuckuss take the echo base trooper to slave i"),
        "can embark @zuckuss on @slave"
    );
    assert_eq!(
        read_as(&escort, "can boba take han to the cloud car"),
        format!("can move @boba to {platform} then can embark @boba on @cloudcar")
    );
    // The Security Tower is a prison: taking Han there is his imprisonment.
    assert_eq!(
        read_as(&escort, "can boba take han to the security tower"),
        "can transfer @han to \"Cloud City: Security Tower\""
    );
    let moves = fixture("../../../scenarios/cloud-city/captive-moves.yaml");
    assert_eq!(
        read_as(&moves, "can boba bring chewie to the east platform"),
        format!("can move @boba to {platform}")
    );
    // Dengar escorts no one here (Han is captured, not escorted): no captor, the transfer.
    assert_eq!(
        read_as(&moves, "can dengar take han to boba"),
        "can transfer @han to @boba"
    );
}

/// Issue 37: a card described rather than named, where no name fits the words: by a state
/// (`the frozen Han`, `the captive rebel trooper`), as someone's captive (`Dengar's prisoner`,
/// typed `dengars`), by whom it escorts (`the guy escorting Chewie`). A description that fits
/// several cards lists the readings; a name that fits is never overruled by one.
#[test]
fn a_card_described_by_its_state_or_its_captor_is_that_card() {
    let left = fixture("../../../scenarios/cloud-city/captive-left-behind.yaml");
    assert_eq!(
        read_as(&left, "can dengars prisoner be transferred to the skiff"),
        "can transfer @luke to @skiff"
    );
    assert_eq!(
        read_as(&left, "can the guy escorting chewie get off the skiff"),
        "can disembark @skiff-guard"
    );
    assert_eq!(
        read_as(&left, "is the frozen han a captive"),
        "capture @han"
    );
    // Han is frozen, the rebel is not: the frozen rebel is nobody.
    assert!(swjudge::ask(&left.board, "can the frozen rebel move", None).is_err());
    // Four captives: the prisoner is any of them, listed.
    let listed = readings_of(&left, "can the prisoner be transferred to the skiff");
    assert_eq!(listed.len(), 4, "{listed:?}");
}

/// Issue 37 (fourth round) item 3: in a story, `he`/`she`/`him` is the character an act
/// before names, `it` the card that is none (the craft boarded); a pronoun that no card named
/// before stands for is asked back (which card?), pointed at, never guessed.
#[test]
fn a_pronoun_in_a_story_is_the_card_named_before_else_asked_back() {
    let s = fixture("../../../scenarios/cloud-city/sequence.yaml");
    let v = swjudge::ask(
        &s.board,
        "dengar walked to the east platform, then he boarded slave i, then it took off to bespin",
        None,
    )
    .expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some(
            "can move @dengar to \"Cloud City: East Platform (Docking Bay)\" then can embark @dengar on @slave then can take-off @slave to \"Bespin\""
        )
    );
    for (q, word) in [
        (
            "I moved him to the east platform, then boarded slave i, then took off: was that legal?",
            "him",
        ),
        ("he walked to the east platform then boarded slave i", "he"),
    ] {
        let e = swjudge::ask(&s.board, q, None).expect_err(q);
        let AskErrorKind::Reading(r) = &*e.0 else {
            panic!("{q}: {e}")
        };
        let NaturalError::NoFit { label, message, .. } = r else {
            panic!("{q}: {r:?}")
        };
        assert_eq!(label, "which card?", "{q}");
        assert!(
            message.starts_with(&format!("`{word}`: which character?")),
            "{q}: {message}"
        );
    }
    // One question, a pronoun its only name: asked back alike.
    let e = swjudge::ask(&s.board, "can he move to the east platform", None).expect_err("he");
    assert!(e.to_string().starts_with("`he`: which character?"), "{e}");
    // After a transfer, `he` is the captive or the escort that takes him: asked back.
    let moves = fixture("../../../scenarios/cloud-city/captive-moves.yaml");
    let e = swjudge::ask(
        &moves.board,
        "boba hands chewie to dengar, then he walks to the east platform",
        None,
    )
    .expect_err("two characters named before `he`");
    assert!(
        e.to_string()
            .contains("`he`: which character? the act before names 2 of them"),
        "{e}"
    );
}

/// A creature is on the card it is attached to (`the mynock on Red 5`, `the vine snake
/// attached to the trooper`); and a word of a title is that word, never a number word a letter
/// away (`vine` was read as `nine`: `the vine snake` fit no card).
#[test]
fn a_creature_is_named_by_the_card_it_is_attached_to() {
    let s = fixture("../../../scenarios/dagobah/creatures-attaching.yaml");
    assert_eq!(
        read_as(&s, "can the mynock on red 5 attack red 5"),
        "creature-attack @clinger on @red5"
    );
    assert_eq!(
        read_as(&s, "can the vine snake attached to the trooper attack luke"),
        "creature-attack @snake on @luke"
    );
    let listed = readings_of(&s, "can the vine snake attack han");
    assert_eq!(listed.len(), 2, "{listed:?}");
}

/// What the question is read as on the board (it must be answered).
fn read_as(s: &Scenario, q: &str) -> String {
    swjudge::ask(&s.board, q, None)
        .unwrap_or_else(|e| panic!("`{q}`: {e}"))
        .read_as
        .unwrap_or_default()
}

/// The readings listed for a question that several fit.
fn readings_of(s: &Scenario, q: &str) -> Vec<String> {
    let e = swjudge::ask(&s.board, q, None).expect_err(q);
    let AskErrorKind::Reading(r) = &*e.0 else {
        panic!("{q}: {e}")
    };
    r.readings().to_vec()
}

/// Issue 37 item 2: a sentence of context before (or after) the question. The sentence that
/// asks is read; its pronoun is the one card of its kind the context names; the context is
/// said beside the answer, checked against the board where it reads as a question (a fact the
/// board contradicts is said to be so, never used silently); a pronoun the context names no
/// card alone for is asked back.
#[test]
fn a_sentence_of_context_names_the_pronoun_of_the_sentence_that_asks() {
    let yj = fixture("../../../scenarios/young-jedi/duel-initiate.yaml");
    let q = "maul is at theed palace. can he duel anakin with his lightsaber?";
    let v = swjudge::ask(&yj.board, q, None).expect(q);
    assert_eq!(
        v.read_as.as_deref(),
        Some("can duel @maul with \"Darth Maul's Lightsaber\" against @anakin")
    );
    assert!(
        v.warnings
            .iter()
            .any(|w| w.contains("`maul is at theed palace`")),
        "{:?}",
        v.warnings
    );
    let cc = fixture("../../../scenarios/cloud-city/frozen.yaml");
    // Said after the question too.
    let v = swjudge::ask(
        &cc.board,
        "can he move to the dining room? boba is alone",
        None,
    )
    .expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some("can move @boba to \"Cloud City: Dining Room\"")
    );
    assert!(
        v.warnings.iter().any(|w| w.contains("the board agrees")),
        "{:?}",
        v.warnings
    );
    // A fact the board contradicts: said, and the answer is the board's.
    let v = swjudge::ask(
        &cc.board,
        "chewie is alone. can he move to the dining room?",
        None,
    )
    .expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some("can move @chewie to \"Cloud City: Dining Room\"")
    );
    assert!(
        v.warnings
            .iter()
            .any(|w| w.contains("the board says otherwise than `chewie is alone`")),
        "{:?}",
        v.warnings
    );
    // Two characters named before `he`: asked back, never guessed.
    let e = swjudge::ask(
        &cc.board,
        "boba and chewie are in the dining room. can he move to the security tower?",
        None,
    )
    .expect_err("asked back");
    assert!(e.to_string().contains("which character?"), "{e}");
}

/// Issue 37 item 2: filler and politeness anywhere (`i think`, `just`, `a second`, `over` before
/// a role word, a trailing `right?`) and a question said as a statement (`aurra can duel …`)
/// read as the question itself.
#[test]
fn filler_anywhere_and_a_statement_read_as_the_question() {
    let yj = fixture("../../../scenarios/young-jedi/duel-initiate.yaml");
    let want = "can duel @aurra with \"Aurra Sing's Blaster Rifle\"";
    for q in [
        "can aurra duel with her blaster rifle",
        "i think aurra can duel with her blaster rifle right?",
        "can aurra just duel with her blaster rifle",
        "aurra can duel with her blaster rifle?",
        "can aurra duel for a second with her blaster rifle",
    ] {
        assert_eq!(read_as(&yj, q), want, "{q}");
    }
    let hoth = fixture("../../../scenarios/hoth/landing.yaml");
    assert_eq!(
        read_as(&hoth, "could black 2 just take off as dark"),
        "can take-off @black2 as dark"
    );
    // A title that begins with such a word keeps it (Even Piell).
    let piell = fixture("yj-even-piell.yaml");
    let v = swjudge::ask(&piell.board, "can even piell battle", None).expect("read");
    assert_eq!(v.read_as.as_deref(), Some("can battle @piell"));
    assert!(v.warnings.is_empty(), "{:?}", v.warnings);
    // The filler set aside is said beside the answer, whichever way the words were read.
    let v =
        swjudge::ask(&hoth.board, "could black 2 just take off rn as dark", None).expect("read");
    says_not_used(&v, "`just`, `rn`");
    let moves = fixture("../../../scenarios/hoth/mv-regular-moves.yaml");
    assert_eq!(
        read_as(&moves, "can the snowspeeder go over to the ice plains"),
        "can move @speeder to \"Hoth: Ice Plains (5th Marker)\""
    );
}

/// Issue 37 item 1: cards described by who rides them (`the tauntauns rider`, a possessive
/// without its apostrophe), by what they carry or are attached to (`the loose vine snake`,
/// `the armed tie bomber`), by what they did this turn (`the trooper that already moved`), by
/// standing in space or at a system itself (`the mynock in space`, `the tie bomber in the
/// tatooine system`: both fit two cards alike, so the readings are listed).
#[test]
fn cards_described_by_their_rider_their_turn_and_space() {
    let moves = fixture("../../../scenarios/hoth/mv-regular-moves.yaml");
    for q in [
        "can the tauntauns rider move to the snow trench",
        "can the tauntaun's rider move to the snow trench",
    ] {
        assert_eq!(
            read_as(&moves, q),
            "can move @rider to \"Hoth: Snow Trench (2nd Marker)\"",
            "{q}"
        );
    }
    assert_eq!(
        read_as(
            &moves,
            "can the trooper that already moved go to the north ridge"
        ),
        "can move @tired_trooper to \"Hoth: North Ridge (4th Marker)\""
    );
    let bombers = fixture("../../../scenarios/dagobah/bombers.yaml");
    let mut listed = readings_of(
        &bombers,
        "can the tie bomber in the tatooine system bomb the cantina",
    );
    listed.sort();
    assert_eq!(
        listed,
        [
            "can bomb @bomber at \"Tatooine: Cantina\"",
            "can bomb @unarmed at \"Tatooine: Cantina\""
        ]
    );
    let creatures = fixture("../../../scenarios/dagobah/creatures-attaching.yaml");
    // By what they carry or are attached to: `loose`, `attached`, `armed`, `unarmed`.
    assert_eq!(
        read_as(&creatures, "can the loose vine snake attack han"),
        "creature-attack @loose-snake on @han"
    );
    assert_eq!(
        read_as(&creatures, "can the attached vine snake attack luke"),
        "creature-attack @snake on @luke"
    );
    assert_eq!(
        read_as(
            &bombers,
            "can the armed tie bomber at mos eisley bomb mos eisley"
        ),
        "can bomb @diver at \"Tatooine: Mos Eisley\""
    );
    let listed = readings_of(
        &creatures,
        "what happens if the mynock in space attacks red 5",
    );
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(listed.iter().all(|r| !r.contains("@hungry")), "{listed:?}");
}

/// Issue 37 item 1: a card named by the words of its board id (`the bay trooper` for
/// `bay_trooper`), a place by who stands there said bare (`land where vaders tie is`), and a
/// Young Jedi starship described by its pile (`the naboo starfighter in
/// hyperspace`).
#[test]
fn cards_named_by_their_id_words_and_by_their_pile() {
    let moves = fixture("../../../scenarios/hoth/mv-regular-moves.yaml");
    assert_eq!(
        read_as(&moves, "can the bay trooper move to the snow trench"),
        "can move @bay_trooper to \"Hoth: Snow Trench (2nd Marker)\""
    );
    // A place named by who stands there, with no role word before it.
    let landing = fixture("../../../scenarios/hoth/landing.yaml");
    assert_eq!(
        read_as(&landing, "can red 5 land where vaders tie is"),
        "can land @red5 at \"Hoth: Echo Docking Bay\""
    );
    let yj = fixture("../../../scenarios/young-jedi/starships.yaml");
    assert_eq!(
        read_as(&yj, "can the naboo starfighter in hyperspace battle"),
        "can battle @n1"
    );
    assert_eq!(
        read_as(
            &yj,
            "can the naboo starfighter in my hyperspace pile battle"
        ),
        "can battle @n1"
    );
}

/// A condition said first (`if maul challenges obi-wan, who is allowed to defend`) is turned
/// round with the question's own words as typed: `allowed to` keeps its `to`, so it is read as
/// `who can defend`; what leads it (`please`) is set aside.
#[test]
fn a_condition_said_first_keeps_the_words_of_the_question() {
    let yj = fixture("../../../scenarios/young-jedi/defenders-2-obi-wan.yaml");
    for q in [
        "if maul challenges obi-wan who is allowed to defend",
        "please if maul challenges obi-wan, who can defend?",
    ] {
        assert_eq!(
            read_as(&yj, q),
            "duel-defenders @maul against \"Obi-Wan Kenobi, Young Jedi\"",
            "{q}"
        );
    }
}

/// Issue 37 item 2, the act named by another word: its noun (`is an evacuation of coruscant
/// possible`, `would a landing of red 5 at the north ridge be allowed`) asks whether it can be
/// done.
#[test]
fn an_act_named_by_its_noun_asks_whether_it_can_be_done() {
    let yj = fixture("../../../scenarios/young-jedi/starships.yaml");
    for q in [
        "is an evacuation of coruscant possible",
        "would an evacuation from coruscant be possible",
    ] {
        assert_eq!(read_as(&yj, q), "can evacuate \"Coruscant\"", "{q}");
    }
    let hoth = fixture("../../../scenarios/hoth/landing.yaml");
    assert_eq!(
        read_as(&hoth, "is a landing of red 5 at the north ridge allowed"),
        "can land @red5 at \"Hoth: North Ridge (4th Marker)\""
    );
}

/// Issue 37 items 1-2: a word of the syntax line said before a number (`destiny 3`, `a destiny
/// of 3`) is that number's role when the words are read by meaning, in any order the player
/// says them.
#[test]
fn a_number_said_after_its_syntax_word_fills_that_slot() {
    let yj = fixture("../../../scenarios/young-jedi/defenders-3-anakin-coruscant.yaml");
    for (q, want) in [
        (
            "whats the podracer pilots duel hand with a destiny of 3",
            "duel-hand @pilot destiny 3",
        ),
        (
            "the podracer pilot duel hand with destiny 3",
            "duel-hand @pilot destiny 3",
        ),
        (
            "how many cards does the child of prophecy get in his dueling hand with destiny 3",
            "duel-hand @child destiny 3",
        ),
    ] {
        assert_eq!(read_as(&yj, q), want, "{q}");
    }
}

/// Issue 37, sixth round (items 1, 2 and 5): the reading by meaning is tried also where a frame
/// fit the words' surface and found only why it cannot be asked (a name no card fits), and it
/// has what it lacked, by classes: a phrasal verb with its object inside (`take red 2 off`), a
/// slot typed by the card's kind (only a craft takes off or lands: the character said is its
/// pilot, left unused with a note), a place said first that sets the scene, a card described
/// by the location said before its words, a side said after `for`, a verb's name said as it
/// is spelt (`moves`), `his own`, filler after a name. Each of these failed on main 4779eb2.
#[test]
fn a_frame_that_fits_the_surface_never_blocks_the_reading_by_meaning() {
    let landing = fixture("../../../scenarios/hoth/landing.yaml");
    let v = swjudge::ask(
        &landing.board,
        "han would like to take red 2 off the snow trench",
        None,
    )
    .expect("read");
    assert_eq!(v.read_as.as_deref(), Some("can take-off @red2"));
    // (`would like to` is read as the question's `can`: an intent said is asked.)
    says_not_used(&v, "`han`, `snow`, `trench`");
    assert_eq!(
        read_as(&landing, "can leia take red 2 off"),
        "can take-off @red2"
    );
    // Leia is aboard Red 2: the starship takes off, Leia is its pilot (read as such by the
    // frame `{_pilot} take {craft} off`: no word left unused).
    let v = swjudge::ask(&landing.board, "leia wants to take red 2 off", None).expect("read");
    assert_eq!(v.read_as.as_deref(), Some("can take-off @red2"));
    // (`wants to` is read as the question's `can`: an intent said is asked.)
    assert!(
        v.warnings.iter().all(|w| !w.contains("not used")),
        "{:?}",
        v.warnings
    );
    let cases = [
        (
            "../../../scenarios/dagobah/bombers-bombing-run.yaml",
            "could the bomber over tatooine head down to mos eisley",
            "can move @bomber to \"Tatooine: Mos Eisley\"",
        ),
        (
            "../../../scenarios/hoth/pc-presence.yaml",
            "presence at north ridge for dark",
            "presence dark at \"Hoth: North Ridge (4th Marker)\"",
        ),
        (
            "../../../scenarios/hoth/mv-regular-moves.yaml",
            "what are red 5's moves",
            "moves @red5",
        ),
        (
            "../../../scenarios/young-jedi/duel-after.yaml",
            "can qui-gon duel maul with his own lightsaber",
            "can duel @quigon with @saber against @maul",
        ),
        (
            "../../../scenarios/young-jedi/duel-initiate.yaml",
            "on tatooine could maul duel young obi-wan with his lightsaber",
            "can duel @maul with \"Darth Maul's Lightsaber\" against \"Obi-Wan Kenobi, Young Jedi\"",
        ),
        (
            "../../../scenarios/hoth-update/transit.yaml",
            "can the north ridge snowtrooper walk over to the echo docking bay",
            "can move @ridge-trooper to \"Hoth: Echo Docking Bay\"",
        ),
    ];
    for (board, words, canonical) in cases {
        assert_eq!(read_as(&fixture(board), words), canonical, "{words}");
    }
    // What is boarded may be a creature ridden; `on the tauntaun` stays the tauntaun (no
    // location is read out of its determiner).
    assert_eq!(
        read_as(
            &fixture("../../../scenarios/hoth/mv-embark-crashed.yaml"),
            "could the rebel trooper at north ridge hop on the tauntaun"
        ),
        "can embark @ridge_trooper on @free_tauntaun"
    );
    // Asked whether it may be done: the act's `can` form, never the question of its outcome.
    let yj = fixture("../../../scenarios/young-jedi/duel-initiate.yaml");
    let v = swjudge::ask(&yj.board, "can maul duel young obi-wan", None).expect("read");
    assert!(
        v.read_as
            .as_deref()
            .is_some_and(|r| r.starts_with("can duel")),
        "{:?}",
        v.read_as
    );
}

/// Issue 37, round 7: a pronoun of the sentence that asks stands for the card of the context
/// that the act reads with, where the context names several of its kind (only one of them can
/// bomb: the bomber, not its bombs); each pronoun of that sentence stands for its card (`he`
/// and `it`); `is it <class>` after its card said first is the card's question; two cards
/// that both read are asked back, never chosen.
#[test]
fn every_pronoun_stands_for_the_card_of_the_context_the_act_reads_with() {
    let shield = fixture("../../../examples/hoth-shield.yaml");
    assert_eq!(
        read_as(
            &shield,
            "the bomber carries proton bombs. could it bomb the main power generators?"
        ),
        "can bomb @bomber1 at \"Hoth: Main Power Generators (1st Marker)\""
    );
    let yj = fixture("../../../scenarios/young-jedi/duel-weapons.yaml");
    assert_eq!(
        read_as(
            &yj,
            "sidious holds mauls saber. could he duel obi-wan with it?"
        ),
        "can duel @sidious with \"Darth Maul's Lightsaber\" against @obiwan"
    );
    let classify = fixture("../../../scenarios/dagobah/classify.yaml");
    assert_eq!(
        read_as(&classify, "the hounds tooth - is it independent"),
        "is \"Hound's Tooth\" independent"
    );
    // A context said first that is the question's condition: read as its `if`, with or without
    // the pronoun that stands for the one challenged.
    let r2 = fixture("../../../scenarios/young-jedi/defenders-1-r2-d2.yaml");
    for q in [
        "maul challenges the astromech. who can defend",
        "maul challenges the astromech. who can defend him?",
        "who can defend him if maul challenges the astromech",
    ] {
        assert_eq!(
            read_as(&r2, q),
            "duel-defenders @maul against \"R2-D2, Astromech Droid\"",
            "{q}"
        );
    }
    // One name is never cut in two slots: `young obi-wan` is no `young` against `obi-wan`.
    let obiwan = fixture("../../../scenarios/young-jedi/defenders-2-obi-wan.yaml");
    if let Ok(v) = swjudge::ask(&obiwan.board, "who may defend young obi-wan", None) {
        let read = v.read_as.unwrap_or_default();
        assert!(!read.contains("Jedi\" against \"Obi-Wan"), "{read}");
    }
    // Two characters named, and the act reads with either: asked back.
    let cc = fixture("../../../scenarios/cloud-city/frozen.yaml");
    let e = swjudge::ask(
        &cc.board,
        "boba and chewie are in the dining room. can he move to the security tower?",
        None,
    )
    .expect_err("asked back");
    assert!(e.to_string().contains("which character?"), "{e}");
}

/// Issue 37, round 7: a card described by a clause, where nothing else fits the words: what
/// another card does to it (`the sandcrawler the stormtrooper drives`, `the rifle the trooper
/// carries`, `the trooper boba is escorting`), where it stands past the clause's filler (`the
/// bomber that's already down at …`), what it did this turn with when said after (`that
/// already reacted once this turn`); in a sentence of context too. Openers (`hey`, `ok so`,
/// `quick q`) are set aside and said.
#[test]
fn cards_described_by_a_clause_and_openers_set_aside() {
    let react = fixture("../../../scenarios/hoth/mv-react.yaml");
    assert_eq!(
        read_as(&react, "is the sandcrawler the stormtrooper drives piloted"),
        "piloted @crawler"
    );
    assert_eq!(
        read_as(
            &react,
            "can the incom skyhopper that already reacted once this turn react to mos eisley again"
        ),
        "can react @incom_again to \"Tatooine: Mos Eisley\""
    );
    assert_eq!(
        read_as(
            &react,
            "the incom skyhopper that reacted this turn, could it react to mos eisley"
        ),
        "can react @incom_again to \"Tatooine: Mos Eisley\""
    );
    let weapons = fixture("../../../scenarios/cloud-city/weapons.yaml");
    assert_eq!(
        read_as(
            &weapons,
            "can the rifle the cloud city trooper carries shoot the echo trooper boba is escorting"
        ),
        "can fire @drifle at @captive"
    );
    assert_eq!(
        read_as(
            &weapons,
            "is the blaster rifle the rebel trooper next to leia carries a matching weapon for leia"
        ),
        "matching @lrifle @leia"
    );
    assert_eq!(
        read_as(
            &weapons,
            "can the rebel trooper beside leia move to the east platform"
        ),
        "can move @rebel to \"Cloud City: East Platform (Docking Bay)\""
    );
    let bombers = fixture("../../../scenarios/dagobah/bombers-bombing-run.yaml");
    assert_eq!(
        read_as(
            &bombers,
            "could the bomber that is already sitting at mos eisley bomb mos eisley"
        ),
        "can bomb @diver at \"Tatooine: Mos Eisley\""
    );
    let deploy = fixture("../../../scenarios/hoth/mv-deploy.yaml");
    let v = swjudge::ask(
        &deploy.board,
        "ok so can i deploy lukes skyhopper into the medium transport",
        None,
    )
    .expect("read");
    assert_eq!(
        v.read_as.as_deref(),
        Some("can deploy \"Luke's T-16 Skyhopper\" aboard @transport")
    );
    says_not_used(&v, "`ok`, `so`");
    let forces = fixture("../../../scenarios/dagobah/force-icons.yaml");
    assert_eq!(
        read_as(&forces, "hey how many force icons does the dark side have"),
        "force-icons dark"
    );
}

/// Issue 37, round 7: rarer words for an act, in the verb table's frames: a captive handed
/// off (a prisoner transfer), what happens to a card if it gets captured (where it stands
/// said), the asteroid destiny that kills a craft (`out there` set aside and said).
#[test]
fn rarer_words_for_transfer_capture_and_asteroid_destiny() {
    let escort = fixture("../../../scenarios/cloud-city/capture-escort.yaml");
    assert_eq!(
        read_as(&escort, "could boba hand off han to the security tower"),
        "can transfer @han to \"Cloud City: Security Tower\""
    );
    assert_eq!(
        read_as(&escort, "what happens to leia if she is caught"),
        "capture @leia"
    );
    // Where it stands, said: only where the card stands.
    assert!(
        swjudge::ask(
            &escort.board,
            "what can happen to chewie if he gets captured in the security tower",
            None
        )
        .is_err()
    );
    let asteroids = fixture("../../../scenarios/dagobah/asteroid-sectors.yaml");
    assert_eq!(
        read_as(
            &asteroids,
            "what is the asteroid destiny which would destroy the falcon"
        ),
        "asteroid-destiny @falcon"
    );
    let v = swjudge::ask(
        &asteroids.board,
        "what's the asteroid destiny that kills the falcon out there",
        None,
    )
    .expect("read");
    assert_eq!(v.read_as.as_deref(), Some("asteroid-destiny @falcon"));
    says_not_used(&v, "`out`, `there`");
}

/// Issue 37 ("no reading is silently wrong", a side's nickname in a title): a side's nickname
/// leading a card's words with its apostrophe left out (`the rebels rifle`) names that side's
/// cards in play, as `the rebels' rifle` does; it is not taken for a title word, which read
/// `the rebels rifle` silently as the catalog's Light Repeating Blaster Rifle.
#[test]
fn a_sides_nickname_before_a_card_names_the_sides_card_not_a_title_word() {
    let weapons = fixture("../../../scenarios/cloud-city/weapons.yaml");
    let mut two = readings_of(&weapons, "is the rebels rifle a matching weapon for leia");
    two.sort();
    assert_eq!(
        two,
        ["matching @dock-rifle @leia", "matching @lrifle @leia"],
        "the light side's two rifles in play, listed"
    );
    assert_eq!(
        read_as(&weapons, "can the empire trooper move to the east platform"),
        "can move @trooper to \"Cloud City: East Platform (Docking Bay)\""
    );
    // The title itself, typed whole, still names the catalog's card.
    assert_eq!(
        read_as(
            &weapons,
            "is light repeating blaster rifle a matching weapon for leia"
        ),
        "matching \"Light Repeating Blaster Rifle\" @leia"
    );
}

/// Issue 37, round 8: the kind of card each slot of the act takes confirms every reading, a
/// frame's too. A weapon is fired at a being or a craft, never at a weapon: `his rifle at the
/// rebel` read by the frame `{s} fire {t}` as a target `his rifle` (a weapon) loses to the
/// readings whose target is the rebel. A shooter the words fit several of fires each one's
/// own weapon (the canonical form never keeps the `{s.weapon}` of the frame unfilled).
#[test]
fn the_kind_of_card_a_slot_takes_confirms_a_frames_reading() {
    let weapons = fixture("../../../scenarios/cloud-city/weapons.yaml");
    let listed = readings_of(&weapons, "can the trooper fire his rifle at the rebel");
    assert!(!listed.is_empty());
    for r in &listed {
        assert!(
            r.ends_with("at @rebel") || r.ends_with("at @dock-rebel"),
            "a weapon is no target: {listed:?}"
        );
    }
    let mut listed = readings_of(&weapons, "can the rebel shoot the cloud city trooper");
    listed.sort();
    assert_eq!(
        listed,
        [
            "can fire @dock-rifle at @trooper",
            "can fire @lrifle at @trooper"
        ],
        "each rebel's own rifle"
    );
}

/// Issue 37, round 8: a pronoun or a common word alone never names a catalog title by one of
/// its words (`for her` was read as the card `After Her!`, refused with a type error). `her`
/// said as the object is a pronoun: the character a sentence before names.
#[test]
fn a_pronoun_or_a_common_word_never_names_a_title() {
    let weapons = fixture("../../../scenarios/cloud-city/weapons.yaml");
    for q in [
        "is the cloud city troopers rifle a matching weapon for her",
        "can i deploy it",
        "can i deploy the",
    ] {
        match swjudge::ask(&weapons.board, q, None) {
            Ok(v) => {
                let read = v.read_as.unwrap_or_default();
                assert!(
                    !read.contains("After Her") && !read.contains('"'),
                    "`{q}` read as {read}"
                );
            }
            Err(e) => assert!(!e.to_string().contains("After Her"), "`{q}`: {e}"),
        }
    }
    assert_eq!(
        read_as(
            &weapons,
            "leia is at the upper plaza corridor. is the cloud city troopers rifle a matching weapon for her"
        ),
        "matching @drifle @leia"
    );
}

/// Issue 37, round 8, open classes: `there` for a place a sentence before names; a card named
/// by what it carries (`the trooper with the comlink`); `pay` as a cost word; an everyday word
/// for a person after a word of the title (`the pilot kid`); `fetch` a card from the deck
/// (Young Jedi).
#[test]
fn there_with_pay_fetch_and_everyday_person_words() {
    let frozen = fixture("../../../scenarios/cloud-city/frozen.yaml");
    assert_eq!(
        read_as(
            &frozen,
            "luke is in the upper plaza corridor. can boba move there?"
        ),
        "can move @boba to \"Cloud City: Upper Plaza Corridor\""
    );
    let carry = fixture("../../../scenarios/hoth/pc-carry.yaml");
    assert!(
        read_as(&carry, "can the trooper with the comlink carry a comlink")
            .starts_with("can carry @scout "),
    );
    assert!(
        read_as(
            &carry,
            "can the rebel trooper with the electrobinoculars carry a comlink"
        )
        .starts_with("can carry @scout "),
    );
    assert_eq!(
        read_as(&frozen, "what would boba pay to move to the dining room"),
        "cost move @boba to \"Cloud City: Dining Room\""
    );
    let duel = fixture("../../../scenarios/young-jedi/duel-initiate.yaml");
    assert_eq!(
        read_as(&duel, "can maul duel the podracer kid with his lightsaber"),
        "can duel @maul with \"Darth Maul's Lightsaber\" against @anakin"
    );
    let deck = fixture("../../../scenarios/young-jedi/deploy-from-deck.yaml");
    assert_eq!(
        read_as(&deck, "can the sergeant fetch a blaster rifle"),
        "deploy-from-deck \"Blaster Rifle\" by @sergeant"
    );
}

/// Issue 37, "no reading is silently wrong" (round 14): a craft launched out of the capital
/// ship it is aboard leaves that craft (never a take-off, which leaves a place); two cards
/// that fit alike are listed. An act said in a sentence of context is the act asked of: the
/// question alone read as another act is no answer.
#[test]
fn a_craft_left_and_an_act_said_as_context_are_never_read_as_another_act() {
    let craft = fixture("r11-craft.yaml");
    assert_eq!(
        readings_of(&craft, "can the tie launch out of the avenger"),
        ["can disembark @carried_tie", "can disembark @free_tie"]
    );
    let search = fixture("../../../scenarios/hoth/pc-search-party.yaml");
    let q = "han searches the north ridge, what does he need to draw";
    if let Ok(v) = swjudge::ask(&search.board, q, None) {
        let read = v.read_as.unwrap_or_default();
        assert!(read.starts_with("search-party"), "`{q}` read as {read}");
    }
    // The same question alone is read as the defense it asks (the context made the difference).
    assert_eq!(
        read_as(&search, "what does han need to draw"),
        "defense \"Han Solo\""
    );
}

/// Issue 37 item 3: the lists a duel and a sabacc game take (each side's hand), filled from the
/// names said and the runs of values after them, in any order the player says them; a hand
/// given to the one named just before it, else in the order named; two runs given to one
/// character are no reading.
#[test]
fn a_duels_and_a_sabacc_games_hands_are_filled_from_the_names_said() {
    let duel = fixture("../../../scenarios/young-jedi/duel-after.yaml");
    for (words, canonical) in [
        (
            "maul against obi-wan, maul holds 3 1 and obi-wan has 2 2 6",
            "duel @maul against @obiwan hands 3, 1 / 2, 2, 6",
        ),
        (
            "obi-wan v maul: mauls hand is 4 4, obi-wan has 1 2 3",
            "duel @obiwan against @maul hands 1, 2, 3 / 4, 4",
        ),
        (
            "who wins maul vs obi-wan with hands 1,2 and 5,5,5",
            "duel @maul against @obiwan hands 1, 2 / 5, 5, 5",
        ),
    ] {
        assert_eq!(read_as(&duel, words), canonical, "{words}");
    }
    assert!(
        swjudge::ask(
            &duel.board,
            "maul vs obi-wan, maul has 1 2 and maul has 3",
            None
        )
        .map_or(true, |v| !v.read_as.unwrap_or_default().contains("hands")),
        "two hands of one character are no duel's hands"
    );
    let sabacc = fixture("../../../scenarios/cloud-city/sabacc.yaml");
    for (words, canonical) in [
        (
            "sabacc - dark holds 5 and 6, light has a wild and a 3",
            "sabacc light wild, 3 dark 5, 6",
        ),
        (
            "sabacc: im holding clone and 2, dark has 7 and 8, who takes it",
            "sabacc light clone, 2 dark 7, 8",
        ),
    ] {
        assert_eq!(read_as(&sabacc, words), canonical, "{words}");
    }
}

/// A Young Jedi board where the lightsaber Ki-Adi-Mundi built is carried by Mace Windu: its
/// title's name and its holder are two different characters.
fn saber_built_by_one_held_by_another() -> Scenario {
    let y = r#"game: young-jedi
turn: light
phase: battle
rows:
  Coruscant:
    - site: "Coruscant: Jedi Council Chamber"
      light:
        - { card: "Ki-Adi-Mundi, Cerean Jedi Knight", id: kiadi }
        - { card: "Mace Windu, Jedi Speaker", id: mace, carrying: ["Jedi Lightsaber, Constructed by Ki-Adi-Mundi"] }
      dark:
        - { card: "Darth Maul, Sith Lord", id: maul, carrying: ["Darth Maul's Lightsaber"] }
"#;
    swjudge::scenario::load_str("saber-built.yaml", y, Catalog::builtin()).expect("loads")
}

/// Round 26 (tuned) class 1: a Young Jedi weapon described by a clause about who carries,
/// holds, wields, built or stole it, or by its holder's possessive: the weapon in play whose
/// holder is that character, or whose title says the character built, stole or wields it;
/// `one` for the weapon; a `he`/`she` for the first card said (its one character, where its
/// words fit a weapon too). Two that fit are listed.
#[test]
fn a_weapon_described_by_who_carries_built_or_stole_it() {
    let built = saber_built_by_one_held_by_another();
    let ki = r#""Jedi Lightsaber, Constructed by Ki-Adi-Mundi""#;
    for (words, want) in [
        (
            "can kiadi duel maul with the lightsaber ki-adi built",
            format!("can duel @kiadi with {ki} against @maul"),
        ),
        (
            "can ki-adi take on maul with the saber mace is holding",
            format!("can duel @kiadi with {ki} against @maul"),
        ),
        (
            "can mace duel with the one ki-adi made",
            format!("can duel @mace with {ki}"),
        ),
        (
            "can kiadi duel with the one mace carries",
            format!("can duel @kiadi with {ki}"),
        ),
    ] {
        assert_eq!(read_as(&built, words), want, "{words}");
    }
    let bonus = fixture("../../../scenarios/young-jedi/duel-weapon-bonus.yaml");
    let stolen = r#""Jedi Lightsaber, Stolen by Aurra Sing""#;
    for (words, want) in [
        (
            "can aurra duel with the one she stole",
            format!("can duel @aurra with {stolen}"),
        ),
        (
            "can aurra duel quigon with the saber she is holding",
            format!("can duel @aurra with {stolen} against @quigon"),
        ),
        (
            "can sidious duel qui-gon with the one he wields",
            r#"can duel @sidious with "Darth Maul's Lightsaber" against @quigon"#.to_string(),
        ),
        (
            "can adi duel with the one quigon has",
            r#"can duel @adi with "Qui-Gon Jinn's Lightsaber""#.to_string(),
        ),
    ] {
        assert_eq!(read_as(&bonus, words), want, "{words}");
    }
    // Two Obi-Wans each carry one: both readings listed, never one chosen.
    let listed = readings_of(
        &bonus,
        "can adi duel with the lightsaber obiwan is carrying",
    );
    assert_eq!(listed.len(), 2, "{listed:?}");
}

/// Round 26 (tuned) class 2: a Young Jedi duel said with other verbs (`pick on`, `pick … to
/// duel`, `go after … in the duel`, `challenges`), and whether a character may use a weapon
/// (`can X use <weapon>`), which a Young Jedi table was refused before: the verb was kept
/// for the other game's tables alone.
#[test]
fn a_duel_said_with_other_verbs_and_a_weapon_used() {
    let s = fixture("../../../scenarios/young-jedi/dueling-characters-open.yaml");
    let yoda = r#"can duel @yoda with @saber against @maul"#;
    for words in [
        "can yoda pick on maul in a duel",
        "can yoda pick maul to duel",
        "yoda picks maul to fight, ok?",
        "can yoda go after maul in the duel",
        "yoda challenges maul, is that legal",
    ] {
        assert_eq!(read_as(&s, words), yoda, "{words}");
    }
    assert_eq!(
        read_as(&s, "can the acolyte pick on yoda"),
        r#"can duel @acolyte with "Jedi Lightsaber, Stolen by Aurra Sing" against @yoda"#
    );
    for (words, want) in [
        (
            "can yoda use obi-wan kenobi's lightsaber",
            "can use @yoda @saber",
        ),
        (
            "could yoda use the lightsaber aurra stole",
            r#"can use @yoda "Jedi Lightsaber, Stolen by Aurra Sing""#,
        ),
        (
            "is panaka allowed to use the lightsaber the acolyte carries",
            r#"can use @panaka "Jedi Lightsaber, Stolen by Aurra Sing""#,
        ),
    ] {
        assert_eq!(read_as(&s, words), want, "{words}");
    }
    // An unknown verb is never dropped: still refused, named.
    let e = swjudge::ask(&s.board, "can the acolyte zorble yoda", None).expect_err("zorble");
    assert!(e.to_string().contains("zorble"), "{e}");
}

/// Round 26 (tuned) class 3: an evacuation's outcome said by who survives it, the question
/// after a comma (`then what`, `outcome?`) or none; one unknown word said as a modifier
/// (`the space battle`) is shown as not used, not a refusal of the whole.
/// A word of the game's own acts ("battle", "evacuation") said alone names the act, not a card
/// or location whose title holds it: "survives the evacuation battle" never reads as an
/// evacuation of `Naboo: Battle Plains` (the reading was an answer about the wrong place), while
/// "the battle plains" still names the site. Round 26 (tuned; found on a held-out set).
#[test]
fn a_word_of_an_act_said_alone_names_no_place() {
    let yaml = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/young-jedi/evacuation-outcome.yaml"),
    )
    .expect("bundled")
    .replace("Naboo: Theed Palace", "Naboo: Battle Plains");
    let s = swjudge::scenario::load_str("plains.yaml", &yaml, Catalog::builtin()).expect("loads");
    for words in [
        "the cruiser survives the evacuation battle",
        "both the cruiser and the battleship survive the evacuation battle, outcome?",
        "what if the battleship makes it through the battle",
    ] {
        if let Ok(v) = swjudge::ask(&s.board, words, None) {
            let read = v.read_as.unwrap_or_default();
            assert!(!read.contains("Battle Plains"), "{words}: {read}");
        }
    }
    for words in [
        "can obi-wan evacuate from the battle plains",
        "could we evac off the battle plains",
    ] {
        assert!(read_as(&s, words).contains("Battle Plains"), "{words}");
    }
}

#[test]
fn an_evacuation_outcome_said_by_who_survives() {
    let s = fixture("../../../scenarios/young-jedi/evacuation-outcome.yaml");
    let cruiser = r#"evacuation-outcome "Naboo" survivors @cruiser"#;
    for words in [
        "the cruiser survives the evacuation of naboo",
        "only the cruiser makes it out of the evac from naboo, then what",
        "just the cruiser makes it out of the naboo evac, what's the outcome?",
        "the cruiser survives the evacuation from naboo, then what happens?",
    ] {
        assert_eq!(read_as(&s, words), cruiser, "{words}");
    }
    assert_eq!(
        read_as(
            &s,
            "both naboo starfighters survive the naboo evacuation, outcome?"
        ),
        r#"evacuation-outcome "Naboo" survivors @n1, @n2"#
    );
    assert_eq!(
        read_as(
            &s,
            "only the cruiser and the battleship make it out of the evacuation from naboo"
        ),
        r#"evacuation-outcome "Naboo" survivors @cruiser, @battleship"#
    );
    let v = swjudge::ask(
        &s.board,
        "what if the cruiser survives the space battle at naboo",
        None,
    )
    .expect("read");
    assert_eq!(v.read_as.as_deref(), Some(cruiser));
    says_not_used(&v, "`space`");
}

/// The location card a card in play stands at, as a player types its title (lowercase, no
/// quotes).
fn place_typed(board: &swjudge::board::Board, c: swjudge::board::CardIx) -> Option<String> {
    let l = board.location_of(c)?;
    Some(typed(board.loc_def(l).plain_title(), false))
}

/// Every round-29 variation of a canonical question (issue 37's classes the round-28 held-out
/// set and dev29 refused or misread): whose turn and phase stated first as a sentence (`it's
/// the dark deploy phase but …`, the board's own); a side said first as who does another act,
/// in a sentence of its own before a question marked with `?` (`light drains first. …?`); a
/// deploy's cost asked as the price of the card at the place (`how much is x at y`, `what does
/// x cost at y`); a move said by the place it leaves (`can x leave y for z`) and a place said by
/// a card standing there (`can x move next to w`); a deploy said without its verb, from the
/// hand (`x straight into y from my hand`); an evacuation's outcome said by its parts in
/// another order (`if only x makes it, what happens when we evac y`), its verb shortened.
fn varied_29(
    board: &swjudge::board::Board,
    canonical: &str,
    n: usize,
) -> Vec<(&'static str, String)> {
    let u = units(canonical);
    let t = |parts: &[String]| typed(&parts.join(" "), false);
    let mut out = Vec::new();
    let (body, side) = match u.as_slice() {
        [rest @ .., a, s] if a == "as" && (s == "light" || s == "dark") => {
            (rest.to_vec(), Some(s.clone()))
        }
        _ => (u.clone(), None),
    };
    let tail = side
        .as_ref()
        .map(|s| format!(" as {s}"))
        .unwrap_or_default();
    let head = t(&body);
    if let (Some(turn), Some(phase)) = (board.turn, board.phase) {
        let said = ["it's the {s} {p} phase but ", "its the {s} {p} phase, "][n % 2]
            .replace("{s}", turn.name())
            .replace("{p}", phase.name());
        out.push(("turn and phase said first", format!("{said}{head}{tail}")));
    }
    let other = ["light", "dark"][n % 2];
    out.push((
        "a side's other act said first",
        format!("{other} drains first. {head}{tail}?"),
    ));
    let verb = body.first().map(String::as_str).unwrap_or_default();
    let card = |i: usize| body.get(i).map(|r| typed(r, false));
    // `cost deploy <card> to <place>`.
    if verb == "cost"
        && body.get(1).map(String::as_str) == Some("deploy")
        && body.len() == 5
        && body[3] == "to"
        && let (Some(c), Some(p)) = (card(2), card(4))
    {
        let said = ["how much is {c} at {p}", "what does {c} cost at {p}"][n % 2]
            .replace("{c}", &c)
            .replace("{p}", &p);
        out.push(("a card's price at a place", format!("{said}{tail}")));
    }
    // `can move <card> to <place>`.
    if verb == "can"
        && body.get(1).map(String::as_str) == Some("move")
        && body.len() == 5
        && body[3] == "to"
        && let (Some(c), Some(d)) = (card(2), card(4))
        && let Some(mover) = referenced(board, &body[2])
    {
        if let Some(from) = place_typed(board, mover) {
            out.push((
                "a move said by the place left",
                format!("can {c} leave {from} for {d}{tail}"),
            ));
        }
        // A card with an id standing at the destination, not the mover.
        let dest = board
            .locations
            .iter_enumerated()
            .find(|(l, _)| typed(board.loc_def(*l).plain_title(), false) == d)
            .map(|(l, _)| l);
        let beside = board.cards.iter_enumerated().find(|(ix, x)| {
            *ix != mover && x.id.is_some() && dest.is_some() && board.location_of(*ix) == dest
        });
        if let Some((_, x)) = beside
            && let Some(id) = &x.id
        {
            out.push((
                "a place said by a card there",
                format!("can {c} move next to {}{tail}", id.to_lowercase()),
            ));
        }
    }
    // `can deploy <card> to <place>`.
    if verb == "can"
        && body.get(1).map(String::as_str) == Some("deploy")
        && body.len() == 5
        && body[3] == "to"
        && let (Some(c), Some(d)) = (card(2), card(4))
    {
        out.push((
            "a deploy said from the hand",
            format!("{c} straight into {d} from my hand{tail}"),
        ));
    }
    // `presence <side> at <place>`: asked of who gives it.
    if verb == "presence"
        && body.len() == 4
        && body[2] == "at"
        && let (Some(s), Some(p)) = (card(1), card(3))
    {
        let said = [
            "is anyone giving {s} presence at {p}",
            "does anybody give {s} presence at {p}",
        ][n % 2]
            .replace("{s}", &s)
            .replace("{p}", &p);
        out.push(("presence asked of who gives it", format!("{said}{tail}")));
    }
    // `evacuation-outcome <place> survivors <cards> | none`.
    if verb == "evacuation-outcome"
        && body.len() >= 4
        && body[2] == "survivors"
        && let Some(p) = card(1)
    {
        let who = typed(&body[3..].join(" "), false);
        let who: Vec<&str> = who.split(", ").collect();
        let said = match who.as_slice() {
            ["none"] => format!("what happens when {p} is evacced and nobody makes it"),
            [one] => format!("if only {one} makes it, what happens when we evac {p}"),
            [rest @ .., last] => format!(
                "what happens if we evac {p} and {} and {last} made it",
                rest.join(", ")
            ),
            [] => String::new(),
        };
        if !said.is_empty() {
            out.push(("an evacuation said by its parts", format!("{said}{tail}")));
        }
    }
    out
}

/// Issue 37's class check, round 29: every bundled canonical question that reads as itself
/// typed lowercase is varied by the classes of [`varied_29`], and each variation must be
/// answered as the canonical question. The count read may not fall below its floor;
/// `SWJUDGE_SHOW_PENDING=1` lists the variations not read.
#[test]
fn bundled_questions_varied_by_round_29_classes_read_as_themselves() {
    let (read, total) = variations_read("round-29 varied", "VARIED29", |board, canonical, n| {
        let want = swjudge::ask(board, canonical, None);
        if reads_as(board, canonical, &want, &typed(canonical, false)).is_some() {
            return None;
        }
        Some(
            varied_29(board, canonical, n + 1)
                .into_iter()
                .map(|(kind, p)| {
                    let why = reads_as(board, canonical, &want, &p);
                    (kind, p, why)
                })
                .collect(),
        )
    });
    assert!(total > 1_000, "{total} varied questions");
    assert!(
        read >= VARIED_29_FLOOR,
        "{read} of {total} read (floor {VARIED_29_FLOOR})"
    );
}

/// The round-29 varied bundled questions read as themselves (2026-12-03): it may not fall.
/// (3,929 of 4,005 on the round's branch; 3,676 before `… from my hand as dark` was read.)
const VARIED_29_FLOOR: usize = 3_929;

/// Round 29 (issue 37): the classes the round reads, each said of other cards than the sets
/// that found them, and each leniency's hold: a side said as who does another act, or as whose
/// turn it is, never asks; a phase and turn stated first that are not the board's are refused;
/// an evacuation asked of itself is no outcome; a weapon named by its owner stays that one;
/// a craft left stays disembarking.
#[test]
fn round_29_classes_read_and_never_misread() {
    let e = fixture("../../../scenarios/young-jedi/evacuation-outcome.yaml");
    for words in [
        "if only the cruiser makes it, what happens when light evacs naboo",
        "light evacuated naboo and only the cruiser made it out, what happens",
    ] {
        let read = read_as(&e, words);
        assert!(
            read.starts_with("evacuation-outcome \"Naboo\" survivors @cruiser"),
            "{words}: {read}"
        );
        assert!(read.ends_with(" as light"), "{words}: {read}");
    }
    assert_eq!(
        read_as(&e, "what happens when naboo is evacced and nobody makes it"),
        "evacuation-outcome \"Naboo\" survivors none"
    );
    // Survivors listed with commas: every one of them, never the last two alone.
    assert_eq!(
        read_as(
            &e,
            "what happens if we evac naboo and n1, n2 and the battleship made it"
        ),
        "evacuation-outcome \"Naboo\" survivors @n1, @n2, @battleship"
    );
    if let Ok(v) = swjudge::ask(
        &e.board,
        "if the cruiser, n1 and n2 make it, what happens when light evacs naboo",
        None,
    ) {
        let read = v.read_as.unwrap_or_default();
        assert!(read.contains("@cruiser"), "{read}");
    }
    if let Ok(v) = swjudge::ask(
        &e.board,
        "can light evacuate naboo, only the cruiser makes it",
        None,
    ) {
        let read = v.read_as.unwrap_or_default();
        assert!(!read.starts_with("evacuation-outcome"), "{read}");
    }
    let moves = fixture("../../../scenarios/hoth/mv-regular-moves.yaml");
    let ice = "can move @tauntaun to \"Hoth: Ice Plains (5th Marker)\"";
    assert_eq!(
        read_as(
            &moves,
            "can the tauntaun leave the north ridge for the ice plains"
        ),
        ice
    );
    // The place left is where the card stands, or no reading.
    assert!(
        swjudge::ask(
            &moves.board,
            "can the tauntaun leave the snow trench for the ice plains",
            None
        )
        .is_err()
    );
    assert_eq!(
        read_as(&moves, "can luke leave red 5"),
        "can disembark \"Luke Skywalker\""
    );
    assert_eq!(
        read_as(&moves, "can the bay trooper move next to the speeder"),
        "can move @bay_trooper to \"Hoth: Snow Trench (2nd Marker)\""
    );
    // A side said as who does another act, or as whose turn it is, never asks.
    for words in [
        "dark drains at the north ridge. can the tauntaun move to the ice plains?",
        "dark drains at the north ridge. the tauntaun moves to the ice plains, ok?",
        "its the light move phase but can the tauntaun move to the ice plains",
    ] {
        assert_eq!(read_as(&moves, words), ice, "{words}");
    }
    let e = swjudge::ask(
        &moves.board,
        "its the dark move phase but can the tauntaun move to the ice plains",
        None,
    )
    .expect_err("the board is in the light side's turn");
    assert!(e.to_string().contains("turn"), "{e}");
    // A weapon said by its kind: the one the duelist carries; named by its owner, that one.
    let duel = fixture("../../../scenarios/young-jedi/duel-initiate.yaml");
    assert_eq!(
        read_as(&duel, "can maul duel qui-gon with that saber"),
        "can duel @maul with \"Darth Maul's Lightsaber\" against @quigon"
    );
    let after = fixture("../../../scenarios/young-jedi/duel-after.yaml");
    assert_eq!(
        read_as(&after, "can quigon duel maul with obi-wan's saber"),
        "can duel @quigon with \"Obi-Wan Kenobi's Lightsaber\" against @maul"
    );
    // A craft whose title names its pilot is `he`; an act stated, then asked of by a tag.
    let tuned = fixture("r21-tuned.yaml");
    for words in [
        "dash wants to fly rogue 12 to the ice plains, can he",
        "rogue 12 is ready, can he move to the ice plains",
    ] {
        assert_eq!(
            read_as(&tuned, words),
            "can move @rogue12 to \"Hoth: Ice Plains (5th Marker)\"",
            "{words}"
        );
    }
    // Presence asked of who gives it, `us` the side whose turn it is.
    for words in [
        "is anyone giving us presence at the snow trench",
        "does anybody give us presence at the snow trench",
    ] {
        assert_eq!(
            read_as(&moves, words),
            "presence light at \"Hoth: Snow Trench (2nd Marker)\"",
            "{words}"
        );
    }
    // A deploy's price at a place; a deploy said from the hand, without its verb: `from my
    // hand` says the card deployed, where troopers of its title stand in play too.
    let deploy = fixture("../../../scenarios/hoth/mv-deploy.yaml");
    for words in [
        "echo base trooper into the war room from my hand",
        "can echo base trooper go into the war room from my hand",
    ] {
        assert_eq!(
            read_as(&deploy, words),
            "can deploy \"Echo Base Trooper\" to \"Hoth: Echo Command Center (War Room)\"",
            "{words}"
        );
    }
    assert_eq!(
        readings_of(&deploy, "can echo base trooper go into the war room").len(),
        3
    );
    for words in [
        "how much is echo base trooper at the war room",
        "what does echo base trooper cost at the echo command center",
    ] {
        assert_eq!(
            read_as(&deploy, words),
            "cost deploy \"Echo Base Trooper\" to \"Hoth: Echo Command Center (War Room)\"",
            "{words}"
        );
    }
}
