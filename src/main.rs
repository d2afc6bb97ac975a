#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::unreachable,
        clippy::todo,
        clippy::unimplemented
    )
)]
//! The `swjudge` binary: parse flags, call the library, render. Nothing here decides a ruling.

/// Writes to stdout; a closed pipe (`swjudge rules | head`) ends the program quietly, and any
/// other write error (a full disk) ends it with a message and exit 2 (`write_stdout`).
macro_rules! out {
    ($($arg:tt)*) => {
        crate::write_stdout(format_args!($($arg)*))
    };
}

/// `out!` with a newline.
macro_rules! outln {
    () => { out!("\n") };
    ($($arg:tt)*) => {{
        out!($($arg)*);
        out!("\n");
    }};
}

/// `eprintln!` with control characters escaped: a message on stderr may quote a title, a row
/// name or a path from someone else's file, which must not command the terminal.
macro_rules! errln {
    ($($arg:tt)*) => {
        crate::write_stderr(format_args!("{}\n", swjudge::text::escape_controls(&format!($($arg)*))))
    };
}

/// `eprintln!` that does not panic: a full or failing stderr ends the program with exit 2
/// (`write_stderr`). For text the program made itself (a rendered diagnostic); anything that
/// quotes a file or the user goes through `errln!`.
macro_rules! errln_raw {
    ($($arg:tt)*) => {
        crate::write_stderr(format_args!("{}\n", format_args!($($arg)*)))
    };
}

mod cli;

use clap::{Parser, Subcommand, ValueEnum};
use miette::Diagnostic;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use swjudge::catalog::Catalog;
use swjudge::render::{self, Format, Style};
use swjudge::rules::{self, Ruleset};
use swjudge::scenario::{self, Scenario};

/// A cited rules judge for the Star Wars CCG (Hoth, Dagobah, Cloud City, the Hoth rules update) and
/// the Young Jedi CCG's Duel of the Fates rules.
#[derive(Parser, Debug)]
#[command(name = "swjudge", version, about, long_about = None)]
struct Cli {
    /// Ruleset to judge by: hoth, dagobah, cloud-city or latest; dotf for Young Jedi boards
    /// (default: the scenario's, else latest, or dotf for `game: young-jedi`).
    #[arg(long, global = true, value_parser = cli::ruleset_parser())]
    rules: Option<Ruleset>,
    /// Output format (svg: `layout` only, a picture of the rows).
    #[arg(long, global = true, value_enum, default_value_t = FormatArg::Human)]
    format: FormatArg,
    /// Colour: auto follows NO_COLOR, CLICOLOR, CLICOLOR_FORCE and TERM=dumb, and whether each of
    /// stdout and stderr is a terminal.
    #[command(flatten)]
    color: colorchoice_clap::Color,
    /// A newer community card file (swccg-card-json, e.g. Dark.json): its cards replace the
    /// built-in ones of the same title and side (hand-checked cards aside) and add new ones;
    /// repeatable. SWJUDGE_CARDS holds more, separated by `:`.
    #[arg(long = "cards", global = true, value_name = "FILE")]
    card_files: Vec<PathBuf>,
    /// A short answer: the answer line, the deciding rule ids and, for `reach`, one line a step
    /// (human output; JSON and markdown answers are given in full).
    #[arg(long, global = true)]
    brief: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Answer one question about a board.
    Ask {
        /// The scenario file (YAML); `-` reads it from standard input.
        scenario: PathBuf,
        /// The question, e.g. 'shielded "Echo Docking Bay"'.
        query: String,
    },
    /// Run every scenario's questions and compare with `expect` and `because`.
    Check {
        /// Scenario files or directories (searched for *.yaml).
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Print only the questions that fail (and the summary when one does).
        #[arg(long, short)]
        quiet: bool,
    },
    /// Is this board legal? Every problem is reported at its place in the file.
    Validate {
        /// The scenario file (YAML).
        scenario: PathBuf,
    },
    /// Draw the rows: groups, markers, shield coverage.
    Layout {
        /// The scenario file (YAML).
        scenario: PathBuf,
        /// Only this row (e.g. Hoth).
        row: Option<String>,
    },
    /// The rules registry: citation, statement, ruleset, supersession.
    Rules {
        /// A rule id, or words to search for.
        words: Vec<String>,
        /// Show what changed between two rulesets, e.g. `--diff hoth latest`.
        #[arg(long, num_args = 2, value_names = ["OLD", "NEW"], value_parser = cli::ruleset_parser())]
        diff: Option<Vec<Ruleset>>,
    },
    /// Every legal move of a card (or of every card of the side to move), with its cost.
    Moves {
        /// The scenario file (YAML).
        scenario: PathBuf,
        /// The card: a title or @id (default: every card of the side whose turn it is).
        card: Option<String>,
        /// List every move: by default the list stops at 1,000 moves and says so (a large board
        /// can offer millions: every docking bay to every card at one).
        #[arg(long)]
        all: bool,
    },
    /// Look up cards: every Star Wars CCG and Young Jedi card, plus --cards / SWJUDGE_CARDS files.
    Cards {
        /// Words of the title (every word must occur); none lists every card.
        words: Vec<String>,
        /// Only the cards of one game (default: both, Star Wars CCG first).
        #[arg(long, value_enum)]
        game: Option<CardGame>,
    },
    /// An interactive session: load a board once, then ask question after question.
    Repl(cli::repl::ReplArgs),
    /// Print a board to start from (`swjudge new hoth > board.yaml`): rules, turn, phase and
    /// each named system's row.
    New(cli::new::NewArgs),
    /// Serve a page and a JSON API on this machine (loopback unless --addr says otherwise): the
    /// same judge in a browser. See docs/serve.md.
    Serve(cli::serve::ServeArgs),
    /// What a diagnostic code means and how to fix it; with no code, every code.
    Explain {
        /// A code such as `swjudge::scenario::unquoted_colon` (or `unquoted_colon`).
        code: Option<String>,
    },
    /// Print a shell completion script, e.g. `swjudge completions bash > ~/.local/share/bash-completion/completions/swjudge`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff), e.g. `swjudge man > swjudge.1`.
    Man,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum FormatArg {
    Human,
    Json,
    Markdown,
    Svg,
}

struct Ctx {
    format: Format,
    style: Style,
    /// Colour on stderr (decided apart from stdout's).
    err_color: bool,
    /// The width diagnostics fit on stderr.
    err_width: usize,
    /// `--format svg` (drawn by `layout`; `format` is then human).
    svg: bool,
    rules: Option<Ruleset>,
    /// `--brief`: short answers.
    brief: bool,
    /// The built-in catalog with any newer community files added.
    catalog: Catalog,
}

impl Ctx {
    /// Prints a diagnostic on stderr, escaped and with its source cut to a window
    /// (`render::diagnostic`): a hostile file cannot reach the terminal or crash the handler.
    fn report(&self, d: &dyn Diagnostic) {
        errln_raw!("{}", render::diagnostic(d, self.err_color, self.err_width));
    }
    /// `report` of a diagnostic whose source `lines` indexes (indexed once for all).
    fn report_in(&self, d: &dyn Diagnostic, lines: &render::SourceLines) {
        errln_raw!(
            "{}",
            render::diagnostic_in(d, lines, self.err_color, self.err_width)
        );
    }
    /// With `--format json`: an error document on stdout too (the exit code is the caller's).
    fn json_errors(&self, file: Option<&Path>, errors: Vec<render::json::ErrorEntry>) {
        if self.format == Format::Json {
            let doc = render::json::ErrorDoc::new(file.map(|f| f.display().to_string()), errors);
            outln!("{}", render::json(&doc));
        }
    }
    /// A diagnostic on stderr, and as JSON on stdout with `--format json`.
    fn fail(&self, file: Option<&Path>, d: &dyn Diagnostic) {
        self.report(d);
        self.json_errors(file, vec![render::json::ErrorEntry::of(d)]);
    }
    /// An error that is a sentence: on stderr, and as JSON on stdout with `--format json`.
    fn fail_message(&self, code: &str, message: String, help: Option<String>) {
        errln!("error: {message}");
        if let Some(h) = &help {
            errln!("{h}");
        }
        self.json_errors(
            None,
            vec![render::json::ErrorEntry::message(code, message, help)],
        );
    }
    fn load(&self, path: &Path) -> Result<Scenario, ExitCode> {
        let s = self.load_for(path, true).map_err(|(code, _)| code)?;
        self.ruleset_fits(path, &s)?;
        Ok(s)
    }
    /// `--rules` must be a ruleset of the board's game (a scenario's `rules:` key refuses the
    /// other game's too).
    fn ruleset_fits(&self, path: &Path, s: &Scenario) -> Result<(), ExitCode> {
        swjudge::api::fits(&s.board, self.rules).map_err(|f| self.failure(path, &f))
    }
    /// A question that got no answer ([`swjudge::api::Failure`]): its diagnostics on stderr,
    /// and with `--format json` the error document `swjudge serve` answers too. Exit 2.
    fn failure(&self, path: &Path, f: &swjudge::api::Failure) -> ExitCode {
        use swjudge::api::Failure;
        let file = path.display().to_string();
        match f {
            Failure::Load(errs) => {
                let text = errs.errors.first().map(|e| e.src.inner().clone());
                let lines = render::SourceLines::new(
                    text.as_ref().map_or("", swjudge::board::SourceText::as_str),
                );
                for e in &errs.errors {
                    self.report_in(e, &lines);
                }
            }
            Failure::Rules(_) => {
                for e in &f.doc(&file).errors {
                    errln!("error: {}", e.message);
                }
            }
            Failure::Ask(e) => self.report(e),
        }
        if self.format == Format::Json {
            outln!("{}", render::json(&f.doc(&file)));
        }
        ExitCode::from(2)
    }
    /// Loads a scenario (`-`: standard input); its errors go to stderr and, when `json_doc`, as
    /// an error document to stdout with `--format json` (else they are returned for the caller's
    /// document).
    fn load_for(
        &self,
        path: &Path,
        json_doc: bool,
    ) -> Result<Scenario, (ExitCode, Vec<render::json::ErrorEntry>)> {
        cli::load_scenario(path, self.catalog.clone()).map_err(|errs| {
            let text = errs.errors.first().map(|e| e.src.inner().clone());
            let lines = render::SourceLines::new(
                text.as_ref().map_or("", swjudge::board::SourceText::as_str),
            );
            for e in &errs.errors {
                self.report_in(e, &lines);
            }
            let n = errs.errors.len();
            // The error document `swjudge serve` answers for the same board.
            let entries = swjudge::api::Failure::Load(errs)
                .doc(&path.display().to_string())
                .errors;
            errln!(
                "{}: {} problem{} found",
                path.display(),
                n,
                if n == 1 { "" } else { "s" }
            );
            if json_doc {
                self.json_errors(Some(path), entries);
                (ExitCode::from(2), Vec::new())
            } else {
                (ExitCode::from(2), entries)
            }
        })
    }
    /// Adds the community files of SWJUDGE_CARDS, then of `--cards`, to the built-in catalog
    /// (`Catalog::add_community`). A file that cannot be read is a diagnostic (exit 2); skipped records a warning.
    fn load_cards(&mut self, flags: &[PathBuf]) -> Result<(), ExitCode> {
        let mut files: Vec<PathBuf> = std::env::var_os("SWJUDGE_CARDS")
            .map(|v| {
                std::env::split_paths(&v)
                    .filter(|p| !p.as_os_str().is_empty())
                    .collect()
            })
            .unwrap_or_default();
        files.extend(flags.iter().cloned());
        if files.is_empty() {
            return Ok(());
        }
        let loaded = swjudge::catalog::community::load_files(&files).map_err(|e| {
            self.fail(None, &e);
            ExitCode::from(2)
        })?;
        let mut by_file: Vec<(&str, Vec<&swjudge::catalog::community::Skipped>)> = Vec::new();
        for s in &loaded.skipped {
            match by_file.iter_mut().find(|(f, _)| *f == s.file) {
                Some((_, v)) => v.push(s),
                None => by_file.push((&s.file, vec![s])),
            }
        }
        for (file, list) in &by_file {
            let first = list[0];
            errln!(
                "warning: {file}: {} skipped (first: record {}{}: {})",
                count(list.len(), "card record"),
                first.index,
                first
                    .title
                    .as_deref()
                    .map(|t| format!(" `{t}`"))
                    .unwrap_or_default(),
                first.reason
            );
        }
        self.catalog.add_community(loaded.defs);
        Ok(())
    }
}

/// Writes to stdout (the `out!` macro): see [`stdout_failed`] for its errors.
fn write_stdout(args: std::fmt::Arguments<'_>) {
    use std::io::Write as _;
    if let Err(e) = std::io::stdout().lock().write_fmt(args) {
        stdout_failed(&e);
    }
}

/// Writes to stderr; when stderr cannot be written (a full disk, a broken device), nothing can
/// be said any more: the program ends with exit 2 rather than panic.
fn write_stderr(args: std::fmt::Arguments<'_>) {
    use std::io::Write as _;
    if std::io::stderr().lock().write_fmt(args).is_err() {
        let _ = std::io::stdout().lock().flush();
        std::process::exit(2);
    }
}

/// Flushes stdout before the exit (a line without its newline is still buffered).
fn flush_stdout() {
    use std::io::Write as _;
    if let Err(e) = std::io::stdout().lock().flush() {
        stdout_failed(&e);
    }
}

/// Standard output could not be written: a closed pipe ends the program quietly (exit 0: the
/// reader took what it wanted); any other error (a full disk, a revoked terminal) is said on
/// stderr and is exit 2, for the answer was not delivered.
fn stdout_failed(e: &std::io::Error) -> ! {
    use std::io::Write as _;
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    let _ = writeln!(
        std::io::stderr(),
        "error: cannot write to standard output: {e}"
    );
    std::process::exit(2);
}

fn main() -> ExitCode {
    let cli = cli::parse_args();
    cli.color.write_global();
    let (color, err_color) = stream_colours();
    let mut ctx = Ctx {
        format: match cli.format {
            FormatArg::Human | FormatArg::Svg => Format::Human,
            FormatArg::Json => Format::Json,
            FormatArg::Markdown => Format::Markdown,
        },
        style: Style {
            color,
            width: output_width(),
        },
        err_color,
        err_width: stderr_width(),
        svg: matches!(cli.format, FormatArg::Svg),
        rules: cli.rules,
        brief: cli.brief,
        catalog: Catalog::builtin(),
    };
    if ctx.svg && !matches!(cli.command, Command::Layout { .. }) {
        errln_raw!("error: `--format svg` draws `layout` only");
        return ExitCode::from(2);
    }
    if !matches!(
        cli.command,
        Command::Rules { .. }
            | Command::Explain { .. }
            | Command::Completions { .. }
            | Command::Man
    ) && let Err(code) = ctx.load_cards(&cli.card_files)
    {
        return code;
    }
    let code = match run(&ctx, cli.command) {
        Ok(code) | Err(code) => code,
    };
    flush_stdout();
    code
}

fn run(ctx: &Ctx, command: Command) -> Result<ExitCode, ExitCode> {
    match command {
        Command::Ask { scenario, query } => ask(ctx, &scenario, &query),
        Command::Check { paths, quiet } => check(ctx, &paths, quiet),
        Command::Validate { scenario } => validate(ctx, &scenario),
        Command::Layout { scenario, row } => layout(ctx, &scenario, row.as_deref()),
        Command::Rules { words, diff } => rules_list(ctx, &words, diff.as_deref()),
        Command::Moves {
            scenario,
            card,
            all,
        } => moves(ctx, &scenario, card.as_deref(), all),
        Command::Cards { words, game } => cards(ctx, &words, game),
        Command::Repl(args) => cli::repl::run(ctx, args),
        Command::New(args) => cli::new::run(ctx, args),
        Command::Serve(args) => cli::serve::run(ctx, args),
        Command::Explain { code } => cli::explain(ctx, code.as_deref()),
        Command::Completions { shell } => cli::completions(shell),
        Command::Man => cli::man(),
    }
}

/// A verdict printed in the chosen format, or the error that stopped the question (exit 2).
fn print_verdict(
    ctx: &Ctx,
    path: &Path,
    asked: Result<swjudge::Verdict, swjudge::api::Failure>,
) -> Result<ExitCode, ExitCode> {
    match asked {
        Ok(v) => {
            out!(
                "{}",
                render::verdict_as(&v, ctx.format, ctx.style, ctx.brief)
            );
            if ctx.format == Format::Json {
                outln!();
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(f) => Err(ctx.failure(path, &f)),
    }
}

/// `swjudge ask <scenario> <question>`
fn ask(ctx: &Ctx, scenario: &Path, query: &str) -> Result<ExitCode, ExitCode> {
    let s = ctx.load(scenario)?;
    cli::warn_board(ctx, &s.board);
    let asked = swjudge::api::answer(&s.board, query, ctx.rules);
    if let Ok(v) = &asked {
        cli::warn_verdict(ctx, v);
    }
    print_verdict(ctx, scenario, asked)
}

/// `swjudge validate <scenario>`: exit 1 when the board has a problem.
fn validate(ctx: &Ctx, scenario: &Path) -> Result<ExitCode, ExitCode> {
    let s = ctx.load(scenario)?;
    let ruleset = swjudge::ruleset_for(&s.board, ctx.rules);
    let report = rules::validate::judge(&s.board, ruleset);
    let problems = &report.problems;
    if ctx.format == Format::Json {
        let doc = swjudge::api::validate(&scenario.display().to_string(), &s.board, ctx.rules);
        outln!("{}", render::json(&doc));
    } else if ctx.format == Format::Markdown {
        out!(
            "{}",
            render::markdown::validate(&scenario.display().to_string(), &s.board, problems)
        );
    } else {
        validate_human(ctx, scenario, &s.board, ruleset, &report);
    }
    Ok(if problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `validate`'s human report: the problems drawn over the board's source (at most
/// MAX_ERRORS), what could not be judged, and one summary line.
fn validate_human(
    ctx: &Ctx,
    scenario: &Path,
    board: &swjudge::board::Board,
    ruleset: Ruleset,
    report: &rules::validate::Report,
) {
    // At most MAX_ERRORS drawn, as the loader does: past it, one line counts the rest.
    let problems = &report.problems;
    let shown = problems.len().min(scenario::MAX_ERRORS);
    let lines = render::SourceLines::new(board.source.text.as_str());
    for p in &problems[..shown] {
        ctx.report_in(p, &lines);
    }
    if problems.len() > shown {
        errln!(
            "{}: {} more problem{} not shown: stopped after {}",
            scenario.display(),
            problems.len() - shown,
            if problems.len() - shown == 1 { "" } else { "s" },
            scenario::MAX_ERRORS
        );
    }
    for u in &report.unknown {
        let line = format!("not judged under `{}`: {u}", ruleset.name());
        outln!("{}", ctx.style.wrap(&line, "", "  "));
    }
    let line = if problems.is_empty() {
        format!(
            "{}: {} ({}, {}, {} in play; rules: {})",
            scenario.display(),
            if report.unknown.is_empty() {
                "the board is legal"
            } else {
                "no problem found, but not all of it could be judged"
            },
            count(board.rows.len(), "row"),
            count(board.locations.len(), "location"),
            count(board.cards.len(), "card"),
            ruleset.name()
        )
    } else {
        let base = problems.iter().filter(|p| p.rule.is_base()).count();
        format!(
            "{}: {} problem{} (rules: {}; {} by the documents, {base} {})",
            scenario.display(),
            problems.len(),
            if problems.len() == 1 { "" } else { "s" },
            ruleset.name(),
            problems.len() - base,
            rules::validate::BASE_LABEL
        )
    };
    outln!("{}", ctx.style.wrap(&line, "", "  "));
}

/// `swjudge layout <scenario> [--row <row>]`
fn layout(ctx: &Ctx, scenario: &Path, row: Option<&str>) -> Result<ExitCode, ExitCode> {
    let s = ctx.load(scenario)?;
    let only = match row {
        Some(r) => match s.board.row_named(r) {
            Some(i) => Some(i),
            None => {
                let names: Vec<&str> = s.board.rows.iter().map(|r| r.name.as_str()).collect();
                ctx.fail_message(
                    "swjudge::cli::unknown_row",
                    format!("no row named `{r}`"),
                    Some(format!("rows: {}", names.join(", "))),
                );
                return Err(ExitCode::from(2));
            }
        },
        None => None,
    };
    let views = rules::layout::row_views(&s.board, only);
    match ctx.format {
        _ if ctx.svg => out!("{}", render::svg::layout(&views)),
        Format::Json => outln!("{}", render::json(&render::json::layout_docs(&views))),
        Format::Markdown => out!("{}", render::markdown::layout(&views)),
        _ => out!("{}", render::tables::layout(&views, ctx.style)),
    }
    Ok(ExitCode::SUCCESS)
}

/// `swjudge rules [words…] [--diff <a> <b>]`
fn rules_list(ctx: &Ctx, words: &[String], diff: Option<&[Ruleset]>) -> Result<ExitCode, ExitCode> {
    let ruleset = ctx.rules.unwrap_or(Ruleset::Latest);
    if let Some(d) = diff {
        out!("{}", render::tables::rules_diff(d[0], d[1], ctx.style));
        return Ok(ExitCode::SUCCESS);
    }
    let words = words.join(" ");
    let list = cli::rules_matching(&words);
    match ctx.format {
        _ if list.is_empty() => {
            cli::no_rule_matches(ctx, &words);
            return Err(ExitCode::from(2));
        }
        Format::Json => {
            let docs = swjudge::api::rule_docs(&list);
            let docs: Vec<_> = docs.iter().map(render::json::versioned).collect();
            outln!("{}", render::json(&docs))
        }
        Format::Markdown if words.trim().is_empty() => {
            out!("{}", render::tables::rules_markdown())
        }
        Format::Markdown => out!("{}", render::markdown::rules(&list, ruleset)),
        Format::Human => out!("{}", render::tables::rules(&list, ruleset, ctx.style)),
    }
    Ok(ExitCode::SUCCESS)
}

/// `swjudge moves <scenario> [card] [--all]`
fn moves(ctx: &Ctx, scenario: &Path, card: Option<&str>, all: bool) -> Result<ExitCode, ExitCode> {
    let s = ctx.load(scenario)?;
    if all && ctx.format != Format::Markdown {
        return moves_streamed(ctx, scenario, &s.board, card);
    }
    let asked = swjudge::api::moves(&s.board, card, all, ctx.rules);
    print_verdict(ctx, scenario, asked)
}

/// `swjudge moves <scenario> [card] --all`: each move printed as it is found (a human line,
/// or a JSON line), then the count and the reasons; nothing is kept once printed.
fn moves_streamed(
    ctx: &Ctx,
    scenario: &Path,
    board: &swjudge::board::Board,
    card: Option<&str>,
) -> Result<ExitCode, ExitCode> {
    let ruleset = swjudge::ruleset_for(board, ctx.rules);
    let what = match card {
        Some(c) if c.starts_with('@') => format!("moves {c} --all"),
        Some(c) => format!("moves \"{}\" --all", c.replace('"', "")),
        None => "moves --all".to_string(),
    };
    let head = || {
        out!(
            "{}",
            render::stream_head(&what, ruleset, ctx.format, ctx.style)
        )
    };
    let mut n = 0;
    let asked = swjudge::api::moves_streamed(board, card, ctx.rules, &mut |m| {
        if n == 0 {
            head();
        }
        n += 1;
        out!("{}", render::stream_move(n, m, ctx.format, ctx.style));
        std::ops::ControlFlow::Continue(())
    });
    match asked {
        // Nothing listed because the question could not be answered (whose cards?): the
        // whole verdict says so, with its answer line.
        Ok(v)
            if n == 0
                && v.answer == swjudge::Answer::Undetermined
                && ctx.format != Format::Json =>
        {
            out!(
                "{}",
                render::verdict_as(&v, ctx.format, ctx.style, ctx.brief)
            );
            Ok(ExitCode::SUCCESS)
        }
        Ok(v) => {
            if n == 0 {
                head();
            }
            out!("{}", render::stream_end(&v, ctx.format, ctx.style));
            Ok(ExitCode::SUCCESS)
        }
        Err(f) => Err(ctx.failure(scenario, &f)),
    }
}

/// `swjudge cards [words…] [--game <game>]`
fn cards(ctx: &Ctx, words: &[String], game: Option<CardGame>) -> Result<ExitCode, ExitCode> {
    let words = words.join(" ");
    // Young Jedi cards (another game, its own catalog) follow the Star Wars CCG ones.
    let yj = Catalog::young_jedi();
    let found = swjudge::api::cards(&ctx.catalog, &yj, &words, game.map(CardGame::api));
    let docs = match found {
        Ok(docs) => docs,
        Err(e) => {
            errln!("error: {}", e.message);
            if let Some(h) = &e.help {
                errln!("{h}");
            }
            ctx.json_errors(None, vec![*e]);
            return Err(ExitCode::from(2));
        }
    };
    match ctx.format {
        Format::Json => {
            let docs: Vec<_> = docs.iter().map(render::json::versioned).collect();
            outln!("{}", render::json(&docs))
        }
        _ => {
            let defs: Vec<(&str, &swjudge::catalog::CardDef)> =
                docs.iter().map(|d| (d.game, d.card)).collect();
            if ctx.format == Format::Markdown {
                out!("{}", render::markdown::cards(&defs))
            } else {
                out!("{}", render::tables::cards(&defs, ctx.style))
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The game a card belongs to, for `cards --game`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum CardGame {
    Swccg,
    YoungJedi,
}

impl CardGame {
    fn api(self) -> swjudge::api::CardGame {
        match self {
            CardGame::Swccg => swjudge::api::CardGame::Swccg,
            CardGame::YoungJedi => swjudge::api::CardGame::YoungJedi,
        }
    }
}

fn check(ctx: &Ctx, paths: &[PathBuf], quiet: bool) -> Result<ExitCode, ExitCode> {
    let files = scenario::files_under(paths);
    if files.is_empty() {
        return Err(cli::no_scenario_files(ctx, paths));
    }
    let (mut passed, mut failed, mut broken) = (0usize, 0usize, 0usize);
    let mut json = Vec::new();
    for f in &files {
        let s = match ctx.load_for(f, false) {
            Ok(s) => s,
            Err((_, errors)) => {
                broken += 1;
                if ctx.format == Format::Json {
                    json.push(serde_json::json!({
                        "schema_version": render::json::SCHEMA_VERSION,
                        "file": f.display().to_string(),
                        "errors": errors,
                    }));
                }
                continue;
            }
        };
        cli::warn_board(ctx, &s.board);
        let outcomes = swjudge::check::check_scenario(&s, ctx.rules);
        for o in &outcomes {
            if let Ok(v) = &o.result {
                cli::warn_verdict(ctx, v);
            }
        }
        if outcomes.is_empty() {
            errln!("warning: {} has no questions", f.display());
        }
        passed += outcomes.iter().filter(|o| o.passed).count();
        failed += outcomes.iter().filter(|o| !o.passed).count();
        let outcomes = cli::keep_failures(outcomes, quiet);
        match ctx.format {
            Format::Json => json.push(serde_json::json!({
                "schema_version": render::json::SCHEMA_VERSION,
                "file": f.display().to_string(),
                "questions": outcomes.iter().map(|o| serde_json::json!({
                    "ask": o.ask,
                    "expect": o.expect.as_ref().map(|e| e.display()),
                    "got": o.got(),
                    "passed": o.passed,
                    "missing_because": o.missing_because,
                    "verdict": o.result.as_ref().ok().map(render::json::AnswerDoc::new),
                })).collect::<Vec<_>>(),
            })),
            _ if quiet && outcomes.is_empty() => {}
            Format::Markdown => out!(
                "{}",
                render::markdown::check(&f.display().to_string(), &outcomes)
            ),
            _ => out!(
                "{}",
                render::tables::check(&f.display().to_string(), &outcomes, ctx.style)
            ),
        }
    }
    if ctx.format == Format::Json {
        outln!("{}", render::json(&json));
    } else if !(quiet && failed == 0 && broken == 0) {
        let line = format!(
            "swjudge check: {} file{}, {passed} passed, {failed} failed{}",
            files.len(),
            if files.len() == 1 { "" } else { "s" },
            if broken > 0 {
                format!(", {broken} could not be loaded")
            } else {
                String::new()
            }
        );
        outln!("\n{}", ctx.style.wrap(&line, "", "  "));
    }
    Ok(if broken > 0 {
        ExitCode::from(2)
    } else if failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `1 card`, `3 cards`.
fn count(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// Whether stdout and stderr get colour: `--color`, else NO_COLOR, CLICOLOR, CLICOLOR_FORCE,
/// TERM=dumb and whether each stream is a terminal (anstream decides, for each stream apart).
fn stream_colours() -> (bool, bool) {
    let on = |c: anstream::ColorChoice| !matches!(c, anstream::ColorChoice::Never);
    (
        on(anstream::AutoStream::choice(&std::io::stdout())),
        on(anstream::AutoStream::choice(&std::io::stderr())),
    )
}

/// The width diagnostics fit on stderr: COLUMNS when set, else stderr's terminal, else 100.
fn stderr_width() -> usize {
    columns()
        .or_else(|| {
            std::io::stderr()
                .is_terminal()
                .then(|| terminal_size::terminal_size_of(std::io::stderr()))
                .flatten()
                .map(|(w, _)| usize::from(w.0))
        })
        .unwrap_or(100)
}

/// COLUMNS, when it holds a width.
fn columns() -> Option<usize> {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .map(|n| n.clamp(40, 1000))
}

/// The width human output fits: COLUMNS when set, else the terminal's; none for a pipe or a file
/// (tables then keep 120 columns and prose is not wrapped).
fn output_width() -> Option<usize> {
    if let Some(n) = columns() {
        return Some(n);
    }
    if std::io::stdout().is_terminal() {
        return terminal_size::terminal_size().map(|(w, _)| usize::from(w.0));
    }
    None
}
