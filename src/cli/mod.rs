//! The binary's conventions, kept out of main.rs: argument parsing with the long version, the
//! ruleset values, stdin boards, warnings before a ruling, `explain`, completions and the man
//! page. The interactive session is [`repl`].

pub mod new;
pub mod repl;
pub mod serve;

use crate::{Cli, Ctx, count};
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{CommandFactory, FromArgMatches};
use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use swjudge::catalog::Catalog;
use swjudge::render::{self, Format};
use swjudge::rules::{self, Ruleset};
use swjudge::scenario::{self, ErrorKind, Scenario, ScenarioError, ScenarioErrors};
use swjudge::verdict::Verdict;

/// The name a board read from standard input is reported under.
pub const STDIN_NAME: &str = "<stdin>";

/// Parses the command line, with a `--version` that names the rulesets and documents.
///
/// Only `--version` prints the long version, so it is built only when `--version` is on the
/// command line (it reads the whole rule registry: a tenth of an `ask`'s own work otherwise).
pub fn parse_args() -> Cli {
    if let Some(cli) = plain_ask(std::env::args_os()) {
        return cli;
    }
    let mut cmd = Cli::command();
    if std::env::args_os().any(|a| a == "--version") {
        cmd = cmd.long_version(&*Box::leak(long_version().into_boxed_str()));
    }
    let mut matches = cmd.try_get_matches().unwrap_or_else(|e| clap_exit(&e));
    Cli::from_arg_matches_mut(&mut matches).unwrap_or_else(|e| e.exit())
}

/// `swjudge ask FILE QUESTION` and nothing more, read without clap: the command line of nearly
/// every `ask`, whose parse by clap (building every subcommand's arguments, then dropping them)
/// was a sixth of the command's instructions (docs/performance.md, *Round 25*). `None` for
/// anything else, which clap parses: a flag, a word that starts with `-` (clap may read it
/// as one), an empty word (clap refuses an empty path), a question that is not UTF-8, or any
/// other number of words. The `Cli` given is the one clap makes of the same words (the test
/// `plain_ask_is_clap_s_reading` compares them).
fn plain_ask(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<Cli> {
    let mut args = args.into_iter();
    let (_program, verb, scenario, query) =
        (args.next()?, args.next()?, args.next()?, args.next()?);
    if args.next().is_some() || verb != "ask" {
        return None;
    }
    let plain = |w: &std::ffi::OsStr| !w.is_empty() && !w.as_encoded_bytes().starts_with(b"-");
    if !plain(&scenario) || !plain(&query) {
        return None;
    }
    let query = query.into_string().ok()?;
    Some(Cli {
        rules: None,
        format: crate::FormatArg::Human,
        color: colorchoice_clap::Color::default(),
        card_files: Vec::new(),
        brief: false,
        command: crate::Command::Ask {
            scenario: PathBuf::from(scenario),
            query,
        },
    })
}

/// Ends the program as clap would for `e`, except that what clap prints on stdout (`--help`,
/// `--version`) is written as every answer is: a write error other than a closed pipe is an
/// error, not a silent exit 0 (clap ignores it).
fn clap_exit(e: &clap::Error) -> ! {
    if e.use_stderr() {
        e.exit()
    }
    use std::io::Write as _;
    let mut stdout = anstream::stdout();
    if let Err(err) = write!(stdout, "{}", e.render().ansi()).and_then(|()| stdout.flush()) {
        crate::stdout_failed(&err);
    }
    std::process::exit(e.exit_code())
}

/// `swjudge --version`: the version, then every ruleset and the documents it judges by.
pub fn long_version() -> String {
    let mut out = format!(
        "{}\nrulesets and the documents they judge by:",
        env!("CARGO_PKG_VERSION")
    );
    for &r in Ruleset::ALL {
        let mut docs: Vec<&str> = Vec::new();
        for rule in rules::all() {
            if r.includes(rule.ruleset()) && !docs.contains(&rule.document.title()) {
                docs.push(rule.document.title());
            }
        }
        let head = format!("  {:<11} ", r.name());
        out.push('\n');
        out.push_str(&wrap(&head, &" ".repeat(head.len()), &docs.join(", ")));
    }
    out
}

/// Human output's width: lines of prose are wrapped to it.
pub const WIDTH: usize = 80;

/// `text` wrapped at [`WIDTH`] on spaces, the first line starting with `first`, the others with
/// `indent` (a word longer than a line stays whole).
pub fn wrap(first: &str, indent: &str, text: &str) -> String {
    let mut out = String::from(first);
    let mut len = first.chars().count();
    let mut at_start = true;
    for word in text.split_whitespace() {
        let w = word.chars().count();
        if !at_start && len + 1 + w > WIDTH {
            out.push('\n');
            out.push_str(indent);
            len = indent.chars().count();
            at_start = true;
        }
        if !at_start {
            out.push(' ');
            len += 1;
        }
        out.push_str(word);
        len += w;
        at_start = false;
    }
    out
}

/// `--rules` and `--diff` values: listed in `--help` and in shell completions.
pub fn ruleset_parser() -> impl TypedValueParser<Value = Ruleset> {
    let values = Ruleset::ALL.iter().map(|&r| {
        let newest = rules::all()
            .iter()
            .filter(|x| x.ruleset() == r)
            .map(|x| x.document.title())
            .next_back()
            .unwrap_or("");
        PossibleValue::new(r.name()).help(match r {
            Ruleset::Latest => format!("every Star Wars CCG document, with the {newest}"),
            Ruleset::Dotf => format!("{newest} (Young Jedi boards)"),
            _ => format!("up to the {newest}"),
        })
    });
    PossibleValuesParser::new(values.collect::<Vec<_>>())
        // Only the listed names get here, and each parses.
        .map(|s| Ruleset::parse(&s).unwrap_or(Ruleset::Latest))
}

/// Loads a scenario file, or standard input for `-` (bounded like a file).
pub fn load_scenario(path: &Path, catalog: Catalog) -> Result<Scenario, ScenarioErrors> {
    if path.as_os_str() != "-" {
        return scenario::load_file(path, catalog);
    }
    if std::io::stdin().is_terminal() {
        errln_raw!("reading the board from standard input (end it with Ctrl-D)");
    }
    let mut bytes = Vec::new();
    let limit = scenario::MAX_FILE_BYTES as u64 + 1;
    match std::io::stdin().lock().take(limit).read_to_end(&mut bytes) {
        Ok(_) => scenario::load_bytes(STDIN_NAME, &bytes, catalog),
        Err(e) => Err(ScenarioErrors {
            errors: vec![ScenarioError {
                kind: ErrorKind::Io,
                message: format!("cannot read the board from standard input: {e}"),
                label: String::new(),
                span: scenario::yaml::ByteSpan::new(0, 0),
                help: Some("pipe a scenario file in, e.g. `swjudge ask - '…' < board.yaml`".into()),
                src: miette::NamedSource::new(STDIN_NAME, swjudge::board::SourceText::default()),
            }],
        }),
    }
}

/// Warnings about the board before a ruling (on stderr; the ruling still comes).
pub fn warn_board(ctx: &Ctx, board: &swjudge::Board) {
    for w in swjudge::warnings::board_warnings(board) {
        warn(ctx, &w);
    }
}

/// Warnings that come with one verdict (a duel hand of the wrong size).
pub fn warn_verdict(ctx: &Ctx, v: &Verdict) {
    for w in &v.warnings {
        warn(ctx, &format!("{}: {w}", v.query));
    }
}

/// One warning on stderr: board text escaped, wrapped at the width output fits (none when
/// piped, as for answers).
/// A warning's lines after its first (`\n`) are indented under it.
fn warn(ctx: &Ctx, text: &str) {
    for (i, part) in text.split('\n').enumerate() {
        let (first, rest) = if i == 0 {
            ("warning: ", "  ")
        } else {
            ("  ", "    ")
        };
        let line = format!("{first}{}", swjudge::text::escape_line(part));
        match ctx.style.width {
            Some(w) => {
                let opts = textwrap::Options::new(w.max(20)).subsequent_indent(rest);
                errln_raw!("{}", textwrap::fill(&line, opts));
            }
            None => errln_raw!("{line}"),
        }
    }
}

/// `check --quiet` keeps only the failing questions.
pub fn keep_failures(
    outcomes: Vec<swjudge::check::Outcome>,
    quiet: bool,
) -> Vec<swjudge::check::Outcome> {
    if quiet {
        outcomes.into_iter().filter(|o| !o.passed).collect()
    } else {
        outcomes
    }
}

/// `check` found nothing to run: exit 2 with a message.
pub fn no_scenario_files(ctx: &Ctx, paths: &[PathBuf]) -> ExitCode {
    let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    ctx.fail_message(
        "swjudge::cli::no_files",
        format!(
            "no scenario files (*.yaml, *.yml) under {}",
            shown.join(", ")
        ),
        None,
    );
    ExitCode::from(2)
}

/// `rules <id or words>`: the rule of that id, else every rule whose id, statement or section
/// holds every word.
pub fn rules_matching(words: &str) -> Vec<&'static rules::Rule> {
    if let Some(r) = rules::find(words.trim()) {
        return vec![r];
    }
    let w = words.to_lowercase();
    rules::all()
        .iter()
        .copied()
        .filter(|r| {
            w.split_whitespace().all(|x| {
                r.id.contains(x)
                    || r.statement.to_lowercase().contains(x)
                    || r.section.to_lowercase().contains(x)
            })
        })
        .collect()
}

/// `rules <words>` matched nothing: say so, and name the closest rule id (as an error document
/// on stdout too with `--format json`).
pub fn no_rule_matches(ctx: &Ctx, words: &str) {
    ctx.fail_message(
        "swjudge::cli::no_rule",
        format!(
            "no rule matches `{}`",
            swjudge::text::escape_line(words.trim())
        ),
        closest_rule_id(words).map(|id| format!("did you mean `{id}`?")),
    );
}

/// The rule id closest to what was typed (when one is close enough to be meant).
pub fn closest_rule_id(typed: &str) -> Option<&'static str> {
    let typed = typed.trim().to_lowercase();
    if typed.is_empty() {
        return None;
    }
    rules::all()
        .iter()
        .map(|r| (strsim::jaro_winkler(r.id, &typed), r.id))
        .filter(|(s, _)| *s >= 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, id)| id)
}

/// `swjudge explain [code]`.
pub fn explain(ctx: &Ctx, code: Option<&str>) -> Result<ExitCode, ExitCode> {
    use swjudge::explain;
    let list = match code {
        None => explain::all(),
        Some(c) => match explain::explain(c) {
            Ok(e) => vec![e],
            Err(near) => {
                let shown: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
                let help = if shown.is_empty() {
                    "`swjudge explain` lists every code".to_string()
                } else {
                    format!(
                        "did you mean {}? `swjudge explain` lists every code",
                        shown.join(" or ")
                    )
                };
                ctx.fail_message(
                    "swjudge::cli::no_code",
                    format!("no diagnostic code `{}`", swjudge::text::escape_line(c)),
                    Some(help),
                );
                return Err(ExitCode::from(2));
            }
        },
    };
    match ctx.format {
        Format::Json => outln!("{}", render::json(&list)),
        Format::Markdown => out!("{}", render::markdown::explain(&list)),
        Format::Human if code.is_none() => {
            outln!("Every diagnostic code (`swjudge explain <code>` for the fix):\n");
            for e in &list {
                outln!("{}\n{}", e.code, wrap("    ", "    ", &e.meaning));
            }
            outln!(
                "\nswjudge::validate::<rule id>\n{}\n\n{}",
                wrap(
                    "    ",
                    "    ",
                    "The board breaks that rule (`swjudge validate`); `swjudge explain <rule id>` explains it."
                ),
                count(list.len(), "code")
            );
        }
        Format::Human => {
            for e in &list {
                outln!(
                    "{}\n\nWhat it means\n{}\n\nHow to fix it\n{}",
                    e.code,
                    wrap("  ", "  ", &e.meaning),
                    wrap("  ", "  ", &e.fix)
                );
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `swjudge completions <shell>`.
pub fn completions(shell: clap_complete::Shell) -> Result<ExitCode, ExitCode> {
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "swjudge", &mut out);
    out!("{}", String::from_utf8_lossy(&out));
    Ok(ExitCode::SUCCESS)
}

/// `swjudge man`: the man page, in roff.
pub fn man() -> Result<ExitCode, ExitCode> {
    let cmd = Cli::command().long_version(&*Box::leak(long_version().into_boxed_str()));
    let mut out = Vec::new();
    if let Err(e) = clap_mangen::Man::new(cmd).render(&mut out) {
        errln_raw!("error: cannot render the man page: {e}");
        return Err(ExitCode::from(2));
    }
    out!("{}", String::from_utf8_lossy(&out));
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser as _;
    use std::ffi::OsString;

    /// Every command line of up to four words from a set that holds the verb, flags, a lone
    /// `-`, `--`, an empty word, a word not UTF-8, a question and a number that starts with
    /// `-`: where [`plain_ask`] reads one, clap reads the same `Cli` (and it reads some).
    #[test]
    fn plain_ask_is_clap_s_reading() {
        let words: Vec<OsString> = [
            "ask",
            "check",
            "board.yaml",
            "shielded \"Echo Docking Bay\"",
            "help",
            "-",
            "--",
            "-5",
            "--brief",
            "--format=json",
            "",
        ]
        .into_iter()
        .map(OsString::from)
        .chain(not_utf8())
        .collect();
        let mut lines: Vec<Vec<OsString>> = vec![Vec::new()];
        let mut last = lines.clone();
        for _ in 0..4 {
            last = last
                .iter()
                .flat_map(|l| {
                    words.iter().map(move |w| {
                        let mut l = l.clone();
                        l.push(w.clone());
                        l
                    })
                })
                .collect();
            lines.extend(last.iter().cloned());
        }
        let mut read = 0;
        for line in &lines {
            let argv: Vec<OsString> = std::iter::once(OsString::from("swjudge"))
                .chain(line.iter().cloned())
                .collect();
            let Some(fast) = plain_ask(argv.clone()) else {
                continue;
            };
            read += 1;
            let clap = Cli::try_parse_from(argv.clone())
                .unwrap_or_else(|e| panic!("clap refuses {argv:?}, read as {fast:?}: {e}"));
            assert_eq!(format!("{fast:?}"), format!("{clap:?}"), "{argv:?}");
        }
        assert!(read > 10, "only {read} command lines read without clap");
        assert!(
            plain_ask(["swjudge", "ask", "b.yaml", "--brief"].map(OsString::from)).is_none()
                && plain_ask(["swjudge", "ask", "b.yaml", "q", "x"].map(OsString::from)).is_none()
        );
    }

    #[cfg(unix)]
    fn not_utf8() -> Option<OsString> {
        use std::os::unix::ffi::OsStringExt;
        Some(OsString::from_vec(vec![b'b', 0xff, b'.', b'y']))
    }

    #[cfg(not(unix))]
    fn not_utf8() -> Option<OsString> {
        None
    }
}
