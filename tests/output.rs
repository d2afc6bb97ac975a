//! Output that fits: every command at 80 columns, piped output at today's widths, colour through
//! the tables' own styling and decided per stream, and board text that cannot drive the terminal.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use swjudge::render::{self, Format, Style};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const EXAMPLE: &str = "examples/hoth-shield.yaml";

/// The binary with a clean colour and width environment, plus `env`.
fn run(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_swjudge"));
    c.args(args).current_dir(ROOT);
    for k in [
        "NO_COLOR",
        "CLICOLOR",
        "CLICOLOR_FORCE",
        "COLUMNS",
        "TERM",
        "SWJUDGE_CARDS",
    ] {
        c.env_remove(k);
    }
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().expect("runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Lines wider than `w` terminal columns (escape sequences take none).
fn too_wide(s: &str, w: usize) -> Vec<String> {
    s.lines()
        .filter(|l| textwrap::core::display_width(l) > w)
        .map(str::to_string)
        .collect()
}

fn scenario_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![Path::new(ROOT).join("scenarios")];
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

fn tempdir() -> PathBuf {
    std::env::temp_dir().join(format!("swjudge-output-{}", std::process::id()))
}

fn temp(name: &str, body: &str) -> PathBuf {
    let dir = tempdir();
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, body).unwrap();
    p
}

#[test]
fn every_command_fits_80_columns() {
    let bad = temp(
        "illegal.yaml",
        "rows:\n  Hoth:\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - site: \"Hoth: Echo Corridor\"\n    - system: Hoth\n      dark: [Stalkr]\n",
    );
    let illegal = temp(
        "order.yaml",
        "rows:\n  Hoth:\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n    - site: \"Hoth: Echo Corridor\"\n    - system: Hoth\n",
    );
    let mut runs: Vec<Vec<String>> = vec![
        vec!["check".into(), "scenarios/".into(), "examples/".into()],
        vec!["rules".into()],
        vec!["rules".into(), "shield".into()],
        vec!["rules".into(), "hoth.shield.coverage".into()],
        vec![
            "rules".into(),
            "--diff".into(),
            "hoth".into(),
            "latest".into(),
        ],
        vec![
            "rules".into(),
            "--diff".into(),
            "dagobah".into(),
            "cloud-city".into(),
        ],
        vec!["cards".into()],
        vec!["cards".into(), "Stalkr".into()],
        vec!["validate".into(), EXAMPLE.into()],
        vec!["validate".into(), illegal.display().to_string()],
        vec!["validate".into(), bad.display().to_string()],
        vec!["ask".into(), EXAMPLE.into(), "can lnd @bomber1".into()],
    ];
    // Paths as a user at the project's root types them: the checkout's own location (which CI
    // chooses) must not decide whether a diagnostic's location line fits.
    for f in scenario_files() {
        let f = f.strip_prefix(ROOT).unwrap_or(&f).display().to_string();
        runs.push(vec!["layout".into(), f.clone()]);
        runs.push(vec!["moves".into(), f.clone()]);
        runs.push(vec!["validate".into(), f]);
    }
    // The runs are independent processes: shared out among the machine's cores (the test
    // waited on each in turn, one core busy), every run's output checked as before.
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let chunk = runs.len().div_ceil(threads);
    std::thread::scope(|scope| {
        for part in runs.chunks(chunk.max(1)) {
            scope.spawn(move || {
                for args in part {
                    let a: Vec<&str> = args.iter().map(String::as_str).collect();
                    let o = run(&a, &[("COLUMNS", "80")]);
                    // The scratch files' directory is the machine's (TMPDIR), not ours:
                    // measured without it.
                    let scratch = format!("{}/", tempdir().display());
                    for (stream, out) in [("stdout", text(&o.stdout)), ("stderr", text(&o.stderr))]
                    {
                        let out = out.replace(&scratch, "");
                        let wide = too_wide(&out, 80);
                        assert!(wide.is_empty(), "{args:?} {stream}: {wide:#?}");
                    }
                    assert!(!o.stdout.is_empty() || !o.stderr.is_empty(), "{args:?}");
                }
            });
        }
    });
}

#[test]
fn every_answer_fits_80_columns() {
    // Every question of every scenario, as `ask` renders it at 80 columns.
    let style = Style {
        color: false,
        width: Some(80),
    };
    let mut n = 0;
    for f in scenario_files() {
        let s = swjudge::scenario::load_file(&f, swjudge::catalog::Catalog::builtin())
            .expect("scenarios load");
        for q in &s.questions {
            let Ok(v) = swjudge::ask(&s.board, &q.ask, None) else {
                continue;
            };
            n += 1;
            let out = render::verdict(&v, Format::Human, style);
            let wide = too_wide(&out, 80);
            assert!(wide.is_empty(), "{}: {}: {wide:#?}", f.display(), q.ask);
        }
    }
    assert!(n > 200, "{n} answers");
}

#[test]
fn wrapping_keeps_every_word() {
    // The wrapped answer says exactly what the unwrapped one says.
    let s = swjudge::scenario::load_file(
        &Path::new(ROOT).join(EXAMPLE),
        swjudge::catalog::Catalog::builtin(),
    )
    .unwrap();
    let v = swjudge::ask(&s.board, "moves", None).unwrap();
    let wide = render::verdict(&v, Format::Human, Style::PLAIN);
    let narrow = render::verdict(
        &v,
        Format::Human,
        Style {
            color: false,
            width: Some(60),
        },
    );
    let words = |s: &str| s.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    assert_eq!(words(&wide), words(&narrow));
    assert!(narrow.lines().count() > wide.lines().count());
    // "Under older rules" notes are long: wrapped, each continuation indented under its dash.
    let old = swjudge::ask(
        &s.board,
        "can land @bomber1 at \"Hoth: Echo Docking Bay\"",
        Some(swjudge::Ruleset::Latest),
    )
    .unwrap();
    if !old.superseded.is_empty() {
        let out = render::verdict(
            &old,
            Format::Human,
            Style {
                color: false,
                width: Some(60),
            },
        );
        assert!(too_wide(&out, 60).is_empty(), "{out}");
    }
}

#[test]
fn piped_output_keeps_todays_widths() {
    let table_width = |out: &str| {
        out.lines()
            .filter(|l| l.starts_with(['┌', '│', '└']))
            .map(textwrap::core::display_width)
            .max()
            .unwrap()
    };
    let o = run(&["layout", EXAMPLE], &[]);
    let out = text(&o.stdout);
    assert_eq!(table_width(&out), 120, "{out}");
    // The row's pattern stays one line, as today.
    assert!(
        out.lines().next().unwrap().ends_with("system: Hoth"),
        "{out}"
    );
    let o = run(
        &["ask", EXAMPLE, "can land @bomber1 at \"Echo Docking Bay\""],
        &[],
    );
    let first = text(&o.stdout).lines().next().unwrap().to_string();
    assert!(
        first.ends_with("(rules: latest, for the Dark Side)"),
        "{first}"
    );
    // COLUMNS wins over the pipe.
    let o = run(&["layout", EXAMPLE], &[("COLUMNS", "100")]);
    let out = text(&o.stdout);
    assert!(too_wide(&out, 100).is_empty(), "{out}");
    assert!(table_width(&out) > 80, "{out}");
}

/// `s` without ANSI escape sequences.
fn plain(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        if c == '\x1b' && it.peek() == Some(&'[') {
            for d in it.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn coloured_tables_stay_aligned() {
    for args in [
        &["--color", "always", "layout", EXAMPLE][..],
        &["--color", "always", "check", "scenarios/hoth/landing.yaml"][..],
    ] {
        let o = run(args, &[]);
        let out = text(&o.stdout);
        assert!(out.contains('\x1b'), "{args:?}: coloured");
        // Every line of a table is as wide as its top border.
        let table: Vec<&str> = out
            .lines()
            .skip_while(|l| !l.starts_with('┌'))
            .take_while(|l| !l.is_empty() && !l.starts_with(|c: char| c.is_alphanumeric()))
            .collect();
        assert!(table.len() > 3, "{out}");
        let width = textwrap::core::display_width(table[0]);
        for l in &table {
            assert_eq!(textwrap::core::display_width(l), width, "{l:?}");
            assert_eq!(plain(l).chars().count(), width, "{l:?}");
        }
    }
    // No colour: not one escape.
    let o = run(&["--color", "never", "layout", EXAMPLE], &[]);
    assert!(!text(&o.stdout).contains('\x1b'));
}

#[test]
fn colour_follows_the_environment_for_each_stream() {
    let ask = ["ask", EXAMPLE, "shielded \"Ice Plains\""];
    let bad = ["ask", EXAMPLE, "can lnd @bomber1"];
    // A pipe: no colour.
    assert!(!text(&run(&ask, &[]).stdout).contains('\x1b'));
    // CLICOLOR_FORCE colours a pipe, on stdout and on stderr.
    let o = run(&ask, &[("CLICOLOR_FORCE", "1")]);
    assert!(
        text(&o.stdout).contains("\x1b[1;31mNO"),
        "{}",
        text(&o.stdout)
    );
    let o = run(&bad, &[("CLICOLOR_FORCE", "1")]);
    assert!(text(&o.stderr).contains('\x1b'), "{}", text(&o.stderr));
    // --color never and NO_COLOR win over CLICOLOR_FORCE.
    let o = run(
        &["--color", "never", bad[0], bad[1], bad[2]],
        &[("CLICOLOR_FORCE", "1")],
    );
    assert!(!text(&o.stderr).contains('\x1b'));
    let o = run(&ask, &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]);
    assert!(!text(&o.stdout).contains('\x1b'), "{}", text(&o.stdout));
    // --color always colours even a dumb terminal's pipe.
    let o = run(
        &["--color", "always", ask[0], ask[1], ask[2]],
        &[("TERM", "dumb")],
    );
    assert!(text(&o.stdout).contains('\x1b'));
}

#[test]
fn board_text_cannot_drive_the_terminal() {
    let hostile = temp(
        "hostile.yaml",
        "cards:\n  - { title: \"Evil\\e]0;pwned\\a\\e[2J Trooper\", side: dark, type: character, ability: 1 }\nrows:\n  Hoth:\n    - site: \"Hoth: Ice Plains (5th Marker)\"\n      dark: [{ card: \"Evil\\e]0;pwned\\a\\e[2J Trooper\", id: evil }]\n    - system: Hoth\n",
    );
    let f = hostile.display().to_string();
    for args in [
        vec!["layout", &f],
        vec!["moves", &f, "@evil"],
        vec!["ask", &f, "can move @evil to Hoth"],
        vec!["layout", &f, "--format", "markdown"],
        vec!["layout", &f, "--format", "svg"],
    ] {
        let o = run(&args, &[]);
        let out = text(&o.stdout);
        assert!(
            !out.contains('\x1b') && !out.contains('\x07'),
            "{args:?}: {out:?}"
        );
        if args[0] == "layout" && args.len() == 2 {
            assert!(out.contains("Evil\\e]0;pwned\\x07"), "{out}");
        }
    }
}

/// Issue 24 item 7: an older ruleset's answer to `moves` is a list; it is shown one move a line,
/// numbered and wrapped like the answer's own items, with the reason after it, never as one
/// run-on line (in human and markdown output).
#[test]
fn older_rules_list_each_move_on_its_own_line() {
    let yaml = "turn: light\nrows:\n  Bespin:\n    - site: \"Cloud City: East Platform (Docking Bay)\"\n    - sector: Clouds\n    - system: Bespin\n      light: [{ card: \"Red 5\", id: red5 }, { card: \"Gold 1\", id: g1 }]\n";
    let s = swjudge::scenario::load_str("mv.yaml", yaml, swjudge::catalog::Catalog::builtin())
        .expect("loads");
    let v = swjudge::ask(&s.board, "moves", None).unwrap();
    assert!(!v.superseded.is_empty());
    let out = render::verdict(
        &v,
        Format::Human,
        Style {
            color: false,
            width: Some(60),
        },
    );
    assert!(too_wide(&out, 60).is_empty(), "{out}");
    let older = out.split("Under older rules").nth(1).expect("older rules");
    assert!(
        older.contains("  - under `dagobah` this would be:\n"),
        "{older}"
    );
    assert!(
        older.contains("\n      1. Red 5 (@red5): move to Clouds"),
        "{older}"
    );
    assert!(
        older.contains("\n      2. Gold 1 (@g1): move to Clouds"),
        "{older}"
    );
    // Each move gives its own reason on its own lines (the older rulesets' note quoted a
    // `why:` line of the movement rule while `moves` cited it by hand; no check gives it).
    assert!(
        older.contains("\n      1. Red 5 (@red5): move to Clouds — undetermined:"),
        "{older}"
    );
    assert!(!older.contains("; Gold 1"), "{older}");
    let md = render::verdict(&v, Format::Markdown, Style::PLAIN);
    assert!(md.contains("\n  1. Gold 1 (@g1): move to Clouds"), "{md}");
}
