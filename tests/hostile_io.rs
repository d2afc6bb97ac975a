//! Issue 22, hostile and careless input, third round: write errors, the exit code under every
//! format, the repl through pipes and a pseudo-terminal, and output that must stay well-formed
//! whatever a board holds.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

const EXAMPLE: &str = "examples/hoth-shield.yaml";

fn cmd(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_swjudge"));
    c.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env_remove("SWJUDGE_CARDS")
        .env_remove("SWJUDGE_HISTORY");
    c
}

fn run_with(args: &[&str], input: &[u8]) -> Output {
    let mut child = cmd(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("stdin");
    // The program may stop reading early; a closed pipe here is not the test's failure.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().expect("waits")
}

fn run(args: &[&str]) -> Output {
    run_with(args, b"")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("hostile-io-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Item 3: a full disk is an error (non-zero, said on stderr), for every command that writes.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_an_error_not_a_silent_success() {
    let cases: &[&[&str]] = &[
        &["check", "examples/", "--format", "json"],
        &["check", "examples/"],
        &["ask", EXAMPLE, "markers Hoth"],
        &["ask", EXAMPLE, "markers Hoth", "--format", "json"],
        &["validate", EXAMPLE],
        &["validate", EXAMPLE, "--format", "markdown"],
        &["layout", EXAMPLE],
        &["layout", EXAMPLE, "--format", "svg"],
        &["cards", "Echo Base Trooper"],
        &["rules"],
        &["explain"],
        &["--version"],
        &["--help"],
        &["man"],
    ];
    for args in cases {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full opens");
        let o = cmd(args)
            .stdin(Stdio::null())
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .expect("runs");
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("cannot write to standard output"),
            "{args:?}: {err}"
        );
    }
}

/// Item 3: a closed pipe stays quiet (exit 0, nothing on stderr).
#[test]
fn a_closed_pipe_is_still_quiet() {
    let mut child = cmd(&["rules"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(o.stderr.is_empty(), "{}", text(&o.stderr));
}

/// Item 12: the format never changes the exit code, and an error is JSON under `--format json`.
#[test]
fn errors_are_json_and_exit_2_under_every_format() {
    for (args, code) in [
        (&["rules", "hoth.zzz"][..], "swjudge::cli::no_rule"),
        (&["explain", "bogus"][..], "swjudge::cli::no_code"),
        (&["cards", "zzzqqq"][..], "swjudge::cli::no_card"),
        (&["check", "src/render"][..], "swjudge::cli::no_files"),
        (
            &["ask", EXAMPLE, "markers Hoth", "--rules", "dotf"][..],
            "swjudge::cli::ruleset",
        ),
        (
            &["layout", EXAMPLE, "Nowhere"][..],
            "swjudge::cli::unknown_row",
        ),
    ] {
        let mut codes = Vec::new();
        for format in ["human", "json", "markdown"] {
            let mut all = args.to_vec();
            all.extend(["--format", format]);
            let o = run(&all);
            codes.push(o.status.code());
            if format == "json" {
                let out = text(&o.stdout);
                let doc: serde_json::Value = serde_json::from_str(&out)
                    .unwrap_or_else(|e| panic!("{all:?}: not JSON ({e}): {out:?}"));
                assert_eq!(doc["errors"][0]["code"], code, "{all:?}: {doc}");
            } else {
                assert!(o.stdout.is_empty(), "{all:?}: {}", text(&o.stdout));
            }
            assert!(!o.stderr.is_empty(), "{all:?}: nothing said on stderr");
        }
        assert_eq!(codes, vec![Some(2); 3], "{args:?}");
    }
}

/// Item 15: `validate --format markdown` counts in words that agree with the number.
#[test]
fn validate_markdown_says_one_row() {
    let dir = scratch("one-row");
    let board = dir.join("board.yaml");
    std::fs::write(
        &board,
        "rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n",
    )
    .unwrap();
    let o = run(&["validate", board.to_str().unwrap(), "--format", "markdown"]);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}{}", text(&o.stderr));
    assert!(out.contains("1 row, 1 location, 0 cards in play"), "{out}");
}

const SHIELDED: &str = "shielded \"Echo Docking Bay\"";

fn example_text() -> String {
    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(EXAMPLE)).unwrap()
}

fn repl_piped(board: &str, extra: &[&str], input: &[u8]) -> Output {
    let mut args = vec!["repl", board, "--no-history"];
    args.extend(extra);
    run_with(&args, input)
}

/// Item 1: a board replaced by one that keeps the old modification time is still reloaded.
#[test]
fn the_repl_sees_a_new_board_that_keeps_the_old_modification_time() {
    let dir = scratch("stale");
    let board = dir.join("board.yaml");
    std::fs::write(&board, example_text()).unwrap();
    let mtime = std::fs::metadata(&board).unwrap().modified().unwrap();
    let mut child = cmd(&["repl", board.to_str().unwrap(), "--no-history"])
        .args(["--format", "json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
    let mut ask = |q: &str| -> serde_json::Value {
        writeln!(stdin, "{q}").unwrap();
        stdin.flush().unwrap();
        let line = lines.next().expect("an answer").unwrap();
        serde_json::from_str(&line).expect("one JSON answer a line")
    };
    assert_eq!(ask(SHIELDED)["answer"], "yes");
    // The power generators leave the table (the shield is down), and the file keeps its old
    // modification time, as `cp -p` or `rsync -t` leave it.
    let generators = "    - site: \"Hoth: Main Power Generators (1st Marker)\"\n      light: [Commander Luke Skywalker, Echo Base Trooper]\n";
    let changed = example_text().replace(generators, "");
    assert_ne!(changed, example_text());
    std::fs::write(&board, &changed).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&board)
        .unwrap()
        .set_modified(mtime)
        .unwrap();
    assert_eq!(
        std::fs::metadata(&board).unwrap().modified().unwrap(),
        mtime
    );
    let v = ask(SHIELDED);
    drop(stdin);
    let o = child.wait_with_output().unwrap();
    assert_eq!(v["answer"], "no", "{v}\n{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("changed: reloading"));
}

/// Item 2: a piped line that is not UTF-8 is reported by its number; the questions after it
/// are answered; the exit is 2.
#[test]
fn a_piped_line_that_is_not_utf8_is_reported_and_the_session_goes_on() {
    let mut input = format!("{SHIELDED}\n").into_bytes();
    input.extend(b"shielded \"Echo \xe9\xff\"\n");
    input.extend(format!("{SHIELDED}\n").as_bytes());
    let o = repl_piped(EXAMPLE, &[], &input);
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert_eq!(o.status.code(), Some(2), "{out}\n{err}");
    assert_eq!(out.matches(&format!("YES  {SHIELDED}")).count(), 2, "{out}");
    assert!(err.contains("line 2 is not UTF-8 text: skipped"), "{err}");
}

/// Item 7: a piped line is read only up to the limit: an endless line cannot exhaust memory,
/// and the question after it is answered.
#[cfg(target_os = "linux")]
#[test]
fn an_endless_piped_line_is_skipped_in_bounded_memory() {
    // 150 MB without a line break, under a 100 MB address-space limit (the session needs far
    // less): reading the line whole would abort.
    let mut child = Command::new("sh")
        .args([
            "-c",
            "ulimit -v 100000 && exec \"$0\" repl examples/hoth-shield.yaml --no-history",
            env!("CARGO_BIN_EXE_swjudge"),
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env_remove("SWJUDGE_CARDS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let block = vec![b'x'; 1 << 20];
        for _ in 0..150 {
            if stdin.write_all(&block).is_err() {
                return;
            }
        }
        let _ = writeln!(stdin, "\n{SHIELDED}");
    });
    let o = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert_eq!(o.status.code(), Some(2), "{out}\n{err}");
    assert!(err.contains("line 1 is longer than"), "{err}");
    assert!(out.contains(&format!("YES  {SHIELDED}")), "{out}\n{err}");
}

fn repl_pty(board: &str, history: &std::path::Path) -> rexpect::session::PtySession {
    let mut c = cmd(&["repl", board]);
    c.env("TERM", "xterm").env("SWJUDGE_HISTORY", history);
    rexpect::session::spawn_command(c, Some(30_000)).expect("spawns in a pty")
}

/// Item 4: a byte that is not UTF-8 typed at the terminal (a Latin-1 terminal typing é) drops
/// the line, and the session goes on.
#[test]
fn a_non_utf8_byte_typed_at_the_terminal_drops_the_line_only() {
    let dir = scratch("pty-latin1");
    let mut p = repl_pty(EXAMPLE, &dir.join("history"));
    p.exp_string("swjudge> ").expect("a prompt");
    let mut raw = p.process().get_file_handle().expect("the pty");
    raw.write_all(b"shielded \"\xc9cho").unwrap();
    raw.flush().unwrap();
    p.exp_string("not UTF-8").expect("the line is refused");
    p.exp_string("swjudge> ").expect("a prompt again");
    p.send_line(SHIELDED).unwrap();
    p.exp_string(&format!("YES  {SHIELDED}"))
        .expect("the next question is answered");
    p.send_line(":quit").unwrap();
    p.exp_eof().expect("ends");
}

/// Item 14: two sessions sharing a history file keep both sessions' questions.
#[test]
fn two_sessions_sharing_a_history_file_lose_no_entry() {
    let dir = scratch("pty-history");
    let history = dir.join("history");
    let mut a = repl_pty(EXAMPLE, &history);
    a.exp_string("swjudge> ").unwrap();
    let mut b = repl_pty(EXAMPLE, &history);
    b.exp_string("swjudge> ").unwrap();
    let asked = [
        (0, "markers Hoth"),
        (1, SHIELDED),
        (0, "shielded \"Echo Corridor\""),
        (1, "markers Hoth --rules hoth"),
    ];
    for (who, q) in asked {
        let p = if who == 0 { &mut a } else { &mut b };
        p.send_line(q).unwrap();
        p.exp_string("swjudge> ").expect("answered");
    }
    for p in [&mut a, &mut b] {
        p.send_line(":quit").unwrap();
        p.exp_eof().expect("ends");
    }
    let kept = std::fs::read_to_string(&history).expect("history saved");
    for (_, q) in asked {
        assert!(kept.contains(q), "{q} lost: {kept}");
    }
}

/// Item 8: what the repl echoes from a board or from the typed line cannot command the
/// terminal.
#[test]
fn the_repl_escapes_board_text_and_typed_text() {
    let dir = scratch("repl-escape");
    let board = dir.join("board.yaml");
    let hostile =
        example_text().replace("rows:\n  Hoth:", "rows:\n  \"Hoth\\e]0;pwned\\a\\e[2J\":");
    assert_ne!(hostile, example_text());
    std::fs::write(&board, &hostile).unwrap();
    let input = ":layout Nowhere\n:layout \x1b[2Jx\n:frob\x1b]0;x\x07\nfrob\x1b[2J \"x\"\n:rules \x1b[31m\n";
    let o = repl_piped(board.to_str().unwrap(), &[], input.as_bytes());
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert!(err.contains("no row named `Nowhere`"), "{err}");
    assert!(err.contains("\\e]0;pwned"), "{err}");
    assert!(err.contains(":frob\\e]0;x\\x07"), "{err}");
    for s in [&out, &err] {
        assert!(!s.contains('\x1b') && !s.contains('\x07'), "{s:?}");
    }
}

/// Item 11: under `--format json` every question or command gets exactly one JSON line,
/// errors included, so that answers line up with their questions.
#[test]
fn a_json_repl_answers_each_line_with_one_json_document() {
    let mut input: Vec<u8> = Vec::new();
    let lines: &[&[u8]] = &[
        SHIELDED.as_bytes(),
        b"frobnicate",
        b"# a comment is not a question",
        b"",
        b":rules-set hoth",
        b":rules-set",
        b":rules-set board",
        b":rules-set nope",
        b":format",
        b":format json",
        b":format xml",
        b":layout Nowhere",
        b":layout Hoth",
        b":validate",
        b":moves @bomber1",
        b":moves Nobody",
        b":rules hoth.shield.coverage",
        b":rules zzzzqqq",
        b":frob",
        b":help",
        b":reload",
        b"shielded \"\xe9\"",
        SHIELDED.as_bytes(),
    ];
    for l in lines {
        input.extend_from_slice(l);
        input.push(b'\n');
    }
    let o = repl_piped(EXAMPLE, &["--format", "json"], &input);
    let out = text(&o.stdout);
    let docs: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    let asked: Vec<&[u8]> = lines
        .iter()
        .copied()
        .filter(|l| !l.is_empty() && !l.starts_with(b"#"))
        .collect();
    assert_eq!(docs.len(), asked.len(), "{out}");
    for (q, d) in asked.iter().zip(&docs) {
        let q = String::from_utf8_lossy(q);
        let is_error = d.get("errors").is_some();
        let should_fail = [
            "frob", "nope", "xml", "Nowhere", "Nobody", "zzzz", "\u{fffd}",
        ]
        .iter()
        .any(|w| q.contains(w));
        assert_eq!(is_error, should_fail, "{q}: {d}");
    }
    assert_eq!(docs[0]["answer"], "yes");
    // `:rules-set` with no argument returns to the board's ruleset, as `:rules-set board`.
    assert_eq!(docs[3]["rules"], "latest");
    assert_eq!(docs[4]["rules"], "latest");
    assert_eq!(docs[6]["format"], "json");
    assert_eq!(docs[11]["legal"], true, "{}", docs[11]);
    assert_eq!(docs.last().unwrap()["answer"], "yes");
    assert_eq!(o.status.code(), Some(2));
}

/// Rows of 99 docking bays, a trooper at each: every trooper may transit to every other bay
/// (three rows: 88,506 moves in all).
fn docking_bays(rows: usize) -> String {
    let mut y = String::from("turn: light\nphase: move\nrows:\n");
    for r in 0..rows {
        y.push_str(&format!("  Row{r}:\n"));
        for _ in 0..99 {
            y.push_str(
                "    - site: \"Tatooine: Docking Bay 94\"\n      light: [Echo Base Trooper]\n",
            );
        }
    }
    y
}

/// Item 5: `moves` stops at `MAX_MOVES_LISTED` and says what was cut; `all` lifts the cap.
#[test]
fn moves_stop_at_the_cap_and_say_so() {
    use swjudge::rules::MAX_MOVES_LISTED;
    let s = swjudge::scenario::load_str(
        "bays.yaml",
        &docking_bays(3),
        swjudge::catalog::Catalog::builtin(),
    )
    .expect("a legal board");
    let v = swjudge::ask(&s.board, "moves", None).unwrap();
    let swjudge::Answer::List(lines) = &v.answer else {
        panic!("{:?}", v.answer)
    };
    assert_eq!(lines.len(), MAX_MOVES_LISTED);
    let Some(swjudge::verdict::Computed::Moves { moves }) = &v.data else {
        panic!("{:?}", v.data)
    };
    assert_eq!(moves.len(), MAX_MOVES_LISTED);
    assert!(
        v.detail.iter().any(
            |d| d.contains(&format!("the list stops at {MAX_MOVES_LISTED} moves"))
                && d.contains("--all")
        ),
        "{:?}",
        v.detail
    );
    // A short list is whole and says nothing of a cap.
    let one = swjudge::scenario::load_str(
        "one.yaml",
        "turn: light\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n    - site: \"Hoth: Echo Docking Bay\"\n      light: [Echo Base Trooper]\n",
        swjudge::catalog::Catalog::builtin(),
    )
    .unwrap();
    let small = swjudge::ask(&one.board, "moves", None).unwrap();
    assert!(
        small.detail.iter().all(|d| !d.contains("stops at")),
        "{:?}",
        small.detail
    );
    // The CLI: the cap by default, `--all` lifts it; the help names the cap.
    let dir = scratch("moves-cap");
    let board = dir.join("bays.yaml");
    std::fs::write(&board, docking_bays(1)).unwrap();
    let count = |extra: &[&str]| {
        let mut args = vec!["moves", board.to_str().unwrap(), "--format", "json"];
        args.extend(extra);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        if extra.contains(&"--all") {
            // `--all` streams: one JSON document a line, a move each, then the answer.
            let docs: Vec<serde_json::Value> = text(&o.stdout)
                .lines()
                .map(|l| serde_json::from_str(l).unwrap())
                .collect();
            return docs.iter().filter(|d| d["kind"] == "move").count();
        }
        let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        doc["computed"]["moves"].as_array().map_or(0, Vec::len)
    };
    assert_eq!(count(&[]), MAX_MOVES_LISTED);
    assert!(count(&["--all"]) > 9 * MAX_MOVES_LISTED);
    let help = text(&run(&["moves", "--help"]).stdout);
    let shown = MAX_MOVES_LISTED
        .to_string()
        .as_bytes()
        .rchunks(3)
        .rev()
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect::<Vec<_>>()
        .join(",");
    assert!(help.contains(&format!("stops at {shown} moves")), "{help}");
}

/// Item 6: many copies of a unique card: the warning before a ruling and `validate --format
/// markdown` name at most MAX_ERRORS problems, and count the rest.
#[test]
fn the_fails_validate_warning_and_markdown_are_capped() {
    use swjudge::scenario::MAX_ERRORS;
    let copies = MAX_ERRORS + 300;
    let mut y =
        String::from("rows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n      light:\n");
    y.push_str(&"        - Commander Luke Skywalker\n".repeat(copies));
    let s = swjudge::scenario::load_str("u.yaml", &y, swjudge::catalog::Catalog::builtin())
        .expect("loads (and fails validate)");
    let warnings = swjudge::warnings::board_warnings(&s.board);
    let w = warnings
        .iter()
        .find(|w| w.contains("fails `validate`"))
        .expect("the warning");
    assert!(
        w.contains(&format!("({} problems)", copies - 1)),
        "{}",
        &w[..200]
    );
    // Issue 38, item 21: the count and the first few, one a line, not every one on one line.
    let shown = swjudge::warnings::PROBLEMS_SHOWN;
    assert_eq!(w.matches("[hoth.unique]").count(), shown);
    assert_eq!(w.lines().count(), shown + 2, "{w}");
    assert!(w.lines().all(|l| l.len() < 200), "{w}");
    assert!(w.ends_with(&format!(
        "and {} more (`validate` lists them)",
        copies - 1 - shown
    )));
    // Lines are numbered right: the second copy is on line 6.
    assert!(w.contains("illegal:\nline 6: "), "{}", &w[..300]);

    let dir = scratch("unique-md");
    let board = dir.join("u.yaml");
    std::fs::write(&board, &y).unwrap();
    let o = run(&["validate", board.to_str().unwrap(), "--format", "markdown"]);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(out.matches("\n- line ").count(), MAX_ERRORS, "{out}");
    assert!(
        out.contains(&format!(
            "- … {} more problems not shown: stopped after {MAX_ERRORS}",
            copies - 1 - MAX_ERRORS
        )),
        "{}",
        &out[out.len() - 300..]
    );
}

// ------------------------------------------------------------- markdown (item 9)

mod markdown {
    use proptest::prelude::*;
    use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
    use swjudge::text::{escape_line, markdown, markdown_cell, markdown_code};

    /// Pieces a hostile title is made of: HTML, block openers after a line break, every
    /// inline marker, entities, controls.
    const PIECES: &[&str] = &[
        "<script>alert(1)</script>",
        "\n# Heading",
        "\n",
        "\r\n",
        "\t",
        "`",
        "``",
        "*",
        "**",
        "_",
        "[x](http://e.org)",
        "![i](x.png)",
        "|",
        "\\",
        "&amp;",
        "&",
        "1. ",
        "2) ",
        "- ",
        "+ ",
        "= ",
        "> ",
        "    ",
        " ",
        "$x$",
        "~~",
        "#",
        "<br>",
        "<!-- c -->",
        "a",
        "é",
        "•",
        "\x1b]0;t\x07",
        "{",
        "}",
        "---",
        "===",
        ":",
        "<http://e.org>",
        "\u{202e}",
    ];

    fn hostile() -> impl Strategy<Value = String> {
        prop::collection::vec(prop::sample::select(PIECES), 1..8).prop_map(|v| v.concat())
    }

    /// Every extension but smart punctuation (which shows `--` as a dash by design).
    fn events(doc: &str) -> Vec<Event<'_>> {
        let options = Options::all() - Options::ENABLE_SMART_PUNCTUATION;
        Parser::new_ext(doc, options).collect()
    }

    /// The text a renderer shows, and whether anything but plain text (and the given
    /// container tags) was opened.
    fn shown(doc: &str, allowed: fn(&Tag) -> bool) -> Result<String, String> {
        let mut text = String::new();
        for e in events(doc) {
            match e {
                Event::Text(t) | Event::Code(t) => text.push_str(&t),
                Event::Start(ref tag) if allowed(tag) => {}
                Event::End(TagEnd::Paragraph | TagEnd::Item | TagEnd::List(_)) => {}
                Event::End(TagEnd::Heading(_) | TagEnd::Table | TagEnd::TableHead)
                | Event::End(TagEnd::TableRow | TagEnd::TableCell) => {}
                other => return Err(format!("{other:?} in {doc:?}")),
            }
        }
        Ok(text)
    }

    fn list_item(tag: &Tag) -> bool {
        matches!(tag, Tag::List(None) | Tag::Item | Tag::Paragraph)
    }

    proptest! {
        /// Prose in a list item shows exactly the title (line breaks as `\n`), and opens
        /// nothing: no HTML, heading, emphasis, link, code, math or nested list.
        #[test]
        fn prose_shows_the_text_and_opens_nothing(s in hostile()) {
            let doc = format!("- {}\n", markdown(&s));
            let text = shown(&doc, list_item).map_err(TestCaseError::fail)?;
            prop_assert_eq!(text, escape_line(&s).into_owned());
            let head = format!("### {}\n", markdown(&s));
            let text = shown(&head, |t| matches!(t, Tag::Heading { .. }))
                .map_err(TestCaseError::fail)?;
            prop_assert_eq!(text, escape_line(&s).into_owned());
        }

        /// A code span shows exactly the text, whatever backticks it holds.
        #[test]
        fn a_code_span_shows_the_text(s in hostile()) {
            let doc = format!("- {}\n", markdown_code(&s));
            let text = shown(&doc, list_item).map_err(TestCaseError::fail)?;
            prop_assert_eq!(text, escape_line(&s).into_owned());
        }

        /// In a table cell too: a `|` does not split the cell.
        #[test]
        fn a_table_cell_shows_the_text(s in hostile()) {
            for (cell, kind) in [(markdown(&s), "prose"), (markdown_code(&s), "code")] {
                let doc = format!("| a | b |\n|---|---|\n| {} | x |\n", markdown_cell(&cell));
                let mut cells = Vec::new();
                let mut text = String::new();
                let mut in_body = false;
                for e in events(&doc) {
                    match e {
                        Event::End(TagEnd::TableHead) => in_body = true,
                        Event::Text(t) | Event::Code(t) if in_body => text.push_str(&t),
                        Event::End(TagEnd::TableCell) if in_body => {
                            cells.push(std::mem::take(&mut text));
                        }
                        Event::Html(_) | Event::InlineHtml(_) | Event::Start(Tag::Link { .. })
                        | Event::Start(Tag::Emphasis | Tag::Strong | Tag::Strikethrough)
                        | Event::InlineMath(_) | Event::DisplayMath(_) => {
                            return Err(TestCaseError::fail(format!("{kind}: {e:?} in {doc:?}")));
                        }
                        _ => {}
                    }
                }
                prop_assert_eq!(cells, vec![escape_line(&s).into_owned(), "x".to_string()], "{}", kind);
            }
        }
    }
}

/// Item 9, through the CLI: a row named with HTML, a newline and a heading, a question and a
/// file name holding them too: the markdown of `layout`, `check` and `validate` opens no HTML
/// and no heading of its own.
#[test]
fn markdown_output_of_a_hostile_board_opens_nothing() {
    use pulldown_cmark::{Event, Options, Parser, Tag};
    let dir = scratch("markdown");
    let name = "x<script>alert(1)</script>\n# Injected `code` *em* | cell";
    let file = dir.join("b\n# File `x`.yaml");
    let yaml = format!(
        "rows:\n  {}:\n    - site: \"Hoth: Echo Docking Bay\"\nquestions:\n  - ask: {}\n    expect: yes\n",
        serde_json::to_string(name).unwrap(),
        serde_json::to_string("markers Nowhere").unwrap(),
    );
    std::fs::write(&file, yaml).unwrap();
    let path = file.to_str().unwrap();
    for (args, headings) in [
        (vec!["layout", path], 1),
        (vec!["check", path], 1),
        (vec!["validate", path], 1),
    ] {
        let mut all = args.clone();
        all.extend(["--format", "markdown"]);
        let o = run(&all);
        let out = text(&o.stdout);
        assert!(!out.is_empty(), "{all:?}: {}", text(&o.stderr));
        let mut seen = 0;
        for e in Parser::new_ext(&out, Options::all()) {
            match e {
                Event::Html(_) | Event::InlineHtml(_) => panic!("{all:?}: HTML {e:?}\n{out}"),
                Event::Start(Tag::Heading { .. }) => seen += 1,
                _ => {}
            }
        }
        assert_eq!(seen, headings, "{all:?}:\n{out}");
    }
}

// ------------------------------------------------------------- SVG (item 10)

/// `s` as a YAML double-quoted scalar: every character past ASCII's printable ones escaped
/// (YAML refuses U+FFFE written raw; `\U` writes it).
fn yaml_quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            ' '..='~' => out.push(c),
            c => out.push_str(&format!("\\U{:08x}", c as u32)),
        }
    }
    out.push('"');
    out
}

mod svg {
    use super::yaml_quoted;
    use proptest::prelude::*;

    /// Characters XML forbids or treats specially, controls, and anything else.
    fn hostile() -> impl Strategy<Value = String> {
        let special = prop::sample::select(vec![
            '\u{fffe}',
            '\u{ffff}',
            '\u{0}',
            '\u{1}',
            '\u{1b}',
            '\u{7f}',
            '\u{85}',
            '\u{9b}',
            '\u{d7ff}',
            '\u{e000}',
            '\u{fffd}',
            '\u{10ffff}',
            '&',
            '<',
            '>',
            '"',
            '\'',
            '\n',
            '\r',
            '\t',
            ']',
            '-',
        ]);
        let c = prop_oneof![special, any::<char>()];
        prop::collection::vec(c, 1..12).prop_map(|v| v.into_iter().collect())
    }

    proptest! {
        /// A row and a card titled with any characters: `layout --format svg` is well-formed
        /// XML (roxmltree parses it), and the row's name is shown.
        #[test]
        fn every_picture_is_well_formed(row in hostile(), title in hostile()) {
            let yaml = format!(
                "cards:\n  - {{ title: {t}, side: light, type: character }}\nrows:\n  {r}:\n    - site: \"Hoth: Echo Corridor\"\n      light: [{t}]\n    - system: Hoth\n",
                t = yaml_quoted(&format!("x{title}")),
                r = yaml_quoted(&format!("r{row}")),
            );
            let Ok(s) = swjudge::scenario::load_str("t.yaml", &yaml, swjudge::catalog::Catalog::builtin()) else {
                // A name the loader refuses (a duplicate row, a title it cannot resolve) draws
                // nothing.
                return Ok(());
            };
            let views = swjudge::rules::layout::row_views(&s.board, None);
            let picture = swjudge::render::svg::layout(&views);
            let doc = roxmltree::Document::parse(&picture)
                .map_err(|e| TestCaseError::fail(format!("{e}: {yaml}")))?;
            prop_assert!(doc.descendants().any(|n| n.attribute("data-name").is_some_and(|a| a.starts_with('r'))));
        }
    }
}

/// Item 10: U+FFFE and U+FFFF in a title (the case found) draw a picture an XML parser reads.
#[test]
fn a_title_with_noncharacters_draws_well_formed_svg() {
    let dir = scratch("svg-fffe");
    let f = dir.join("b.yaml");
    std::fs::write(
        &f,
        "cards:\n  - { title: \"Droid \\uFFFE\\uFFFF\", side: light, type: character }\nrows:\n  \"Hoth\\uFFFE\":\n    - site: \"Hoth: Echo Corridor\"\n      light: [\"Droid \\uFFFE\\uFFFF\"]\n    - system: Hoth\n",
    )
    .unwrap();
    let o = run(&["layout", f.to_str().unwrap(), "--format", "svg"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let picture = String::from_utf8(o.stdout).unwrap();
    let doc = roxmltree::Document::parse(&picture).expect("well-formed");
    let texts: Vec<&str> = doc.descendants().filter_map(|n| n.text()).collect();
    assert!(
        texts.iter().any(|t| t.contains("Droid \\u{fffe}\\u{ffff}")),
        "{texts:?}"
    );
}

// ------------------------------------------------------------- scalars (item 13)

/// Item 13: `unique:` takes every boolean spelling the YAML reader takes, and `expect:` quoted
/// digits as other number fields do.
#[test]
fn booleans_in_any_spelling_and_quoted_expected_numbers_are_read() {
    let board = |unique: &str| {
        format!(
            "cards:\n  - {{ title: Test Pilot, side: light, type: character, unique: {unique} }}\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      light: [Test Pilot, Test Pilot]\n    - system: Hoth\nquestions:\n  - ask: force-icons light\n    expect: \"3\"\n"
        )
    };
    for (spelling, unique) in [
        ("True", true),
        ("TRUE", true),
        ("true", true),
        ("yes", true),
        ("1", true),
        ("False", false),
        ("FALSE", false),
        ("false", false),
        ("0", false),
    ] {
        let s = swjudge::scenario::load_str(
            "b.yaml",
            &board(spelling),
            swjudge::catalog::Catalog::builtin(),
        )
        .unwrap_or_else(|e| panic!("unique: {spelling}: {:?}", e.errors));
        let two_copies = swjudge::rules::validate::validate(&s.board)
            .iter()
            .any(|p| p.rule.id() == "hoth.unique");
        assert_eq!(two_copies, unique, "unique: {spelling}");
        assert_eq!(
            s.questions[0].expect.as_ref().map(|e| e.display()),
            Some("3".to_string()),
            "expect: \"3\""
        );
    }
    // Quoted, the number is still checked against the answer.
    let dir = scratch("quoted-expect");
    let f = dir.join("b.yaml");
    std::fs::write(&f, board("false").replace("expect: \"3\"", "expect: \"5\"")).unwrap();
    let o = run(&["check", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stdout));
    std::fs::write(&f, board("false")).unwrap();
    let o = run(&["check", f.to_str().unwrap()]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}{}",
        text(&o.stdout),
        text(&o.stderr)
    );
}
