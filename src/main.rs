//! The `swjudge` binary: parse flags, call the library, render. Nothing here decides a ruling.

/// Writes to stdout; a closed pipe (`swjudge rules | head`) ends the program quietly.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = write!(std::io::stdout().lock(), $($arg)*) {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
        }
    }};
}

/// `out!` with a newline.
macro_rules! outln {
    () => { out!("\n") };
    ($($arg:tt)*) => {{
        out!($($arg)*);
        out!("\n");
    }};
}

use clap::{Parser, Subcommand, ValueEnum};
use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme};
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
    #[arg(long, global = true, value_parser = parse_ruleset)]
    rules: Option<Ruleset>,
    /// Output format.
    #[arg(long, global = true, value_enum, default_value_t = FormatArg::Human)]
    format: FormatArg,
    /// Colour: auto (a terminal, and NO_COLOR unset), always or never.
    #[arg(long, global = true, value_enum, default_value_t = ColorArg::Auto)]
    color: ColorArg,
    /// A newer community card file (swccg-card-json, e.g. Dark.json): its cards replace the
    /// built-in ones of the same title and side (hand-checked cards aside) and add new ones;
    /// repeatable. SWJUDGE_CARDS holds more, separated by `:`.
    #[arg(long = "cards", global = true, value_name = "FILE")]
    card_files: Vec<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Answer one question about a board.
    Ask {
        /// The scenario file (YAML).
        scenario: PathBuf,
        /// The question, e.g. 'shielded "Echo Docking Bay"'.
        query: String,
    },
    /// Run every scenario's questions and compare with `expect` and `because`.
    Check {
        /// Scenario files or directories (searched for *.yaml).
        #[arg(required = true)]
        paths: Vec<PathBuf>,
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
        #[arg(long, num_args = 2, value_names = ["OLD", "NEW"], value_parser = parse_ruleset)]
        diff: Option<Vec<Ruleset>>,
    },
    /// Every legal move of a card (or of every card of the side to move), with its cost.
    Moves {
        /// The scenario file (YAML).
        scenario: PathBuf,
        /// The card: a title or @id (default: every card of the side whose turn it is).
        card: Option<String>,
    },
    /// Look up cards: every Star Wars CCG and Young Jedi card, plus --cards / SWJUDGE_CARDS files.
    Cards {
        /// Words of the title (every word must occur); none lists every card.
        words: Vec<String>,
    },
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum FormatArg {
    Human,
    Json,
    Markdown,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum ColorArg {
    Auto,
    Always,
    Never,
}

fn parse_ruleset(s: &str) -> Result<Ruleset, String> {
    Ruleset::parse(s)
        .ok_or_else(|| format!("unknown ruleset `{s}` (hoth, dagobah, cloud-city, latest, dotf)"))
}

struct Ctx {
    format: Format,
    style: Style,
    rules: Option<Ruleset>,
    /// The built-in catalog with any newer community files added.
    catalog: Catalog,
}

impl Ctx {
    fn report(&self, d: &dyn Diagnostic) {
        let theme = if self.style.color {
            GraphicalTheme::unicode()
        } else {
            GraphicalTheme::unicode_nocolor()
        };
        let mut out = String::new();
        let handler = GraphicalReportHandler::new_themed(theme).with_width(100);
        if handler.render_report(&mut out, d).is_err() {
            out = format!("{d}");
        }
        eprintln!("{out}");
    }
    fn load(&self, path: &Path) -> Result<Scenario, ExitCode> {
        scenario::load_file(path, self.catalog.clone()).map_err(|errs| {
            for e in &errs.errors {
                self.report(e);
            }
            eprintln!(
                "{}: {} problem{} found",
                path.display(),
                errs.errors.len(),
                if errs.errors.len() == 1 { "" } else { "s" }
            );
            ExitCode::from(2)
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
            self.report(&e);
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
            eprintln!(
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let color = match cli.color {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => {
            std::io::stdout().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    };
    let mut ctx = Ctx {
        format: match cli.format {
            FormatArg::Human => Format::Human,
            FormatArg::Json => Format::Json,
            FormatArg::Markdown => Format::Markdown,
        },
        style: Style { color },
        rules: cli.rules,
        catalog: Catalog::builtin(),
    };
    if !matches!(cli.command, Command::Rules { .. })
        && let Err(code) = ctx.load_cards(&cli.card_files)
    {
        return code;
    }
    match run(&ctx, cli.command) {
        Ok(code) | Err(code) => code,
    }
}

fn run(ctx: &Ctx, command: Command) -> Result<ExitCode, ExitCode> {
    match command {
        Command::Ask { scenario, query } => {
            let s = ctx.load(&scenario)?;
            match swjudge::ask(&s.board, &query, ctx.rules) {
                Ok(v) => {
                    out!("{}", render::verdict(&v, ctx.format, ctx.style));
                    if ctx.format == Format::Json {
                        outln!();
                    }
                    Ok(ExitCode::SUCCESS)
                }
                Err(e) => {
                    ctx.report(&e);
                    Err(ExitCode::from(2))
                }
            }
        }
        Command::Check { paths } => check(ctx, &paths),
        Command::Validate { scenario } => {
            let s = ctx.load(&scenario)?;
            let problems = rules::validate::validate(&s.board);
            if ctx.format == Format::Json {
                let list: Vec<serde_json::Value> = problems
                    .iter()
                    .map(|p| serde_json::json!({"rule": p.rule.id, "message": p.message, "offset": p.span.start, "length": p.span.len}))
                    .collect();
                outln!(
                    "{}",
                    render::json(
                        &serde_json::json!({"file": scenario.display().to_string(), "legal": problems.is_empty(), "problems": list})
                    )
                );
            } else {
                for p in &problems {
                    ctx.report(p);
                }
                if problems.is_empty() {
                    outln!(
                        "{}: the board is legal ({}, {}, {} in play)",
                        scenario.display(),
                        count(s.board.rows.len(), "row"),
                        count(s.board.locations.len(), "location"),
                        count(s.board.cards.len(), "card")
                    );
                } else {
                    outln!(
                        "{}: {} problem{}",
                        scenario.display(),
                        problems.len(),
                        if problems.len() == 1 { "" } else { "s" }
                    );
                }
            }
            Ok(if problems.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Layout { scenario, row } => {
            let s = ctx.load(&scenario)?;
            let only = match &row {
                Some(r) => match s.board.row_named(r) {
                    Some(i) => Some(i),
                    None => {
                        let names: Vec<&str> =
                            s.board.rows.iter().map(|r| r.name.as_str()).collect();
                        eprintln!("error: no row named `{r}`; rows: {}", names.join(", "));
                        return Err(ExitCode::from(2));
                    }
                },
                None => None,
            };
            let views = rules::layout::row_views(&s.board, only);
            match ctx.format {
                Format::Json => outln!("{}", render::json(&views)),
                _ => out!("{}", render::tables::layout(&views, ctx.style)),
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules { words, diff } => {
            let ruleset = ctx.rules.unwrap_or(Ruleset::Latest);
            if let Some(d) = diff {
                out!("{}", render::tables::rules_diff(d[0], d[1]));
                return Ok(ExitCode::SUCCESS);
            }
            let words = words.join(" ");
            let list: Vec<&'static rules::Rule> = match rules::find(words.trim()) {
                Some(r) => vec![r],
                None => {
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
            };
            match ctx.format {
                Format::Json => outln!("{}", render::json(&list)),
                Format::Markdown => out!("{}", render::tables::rules_markdown()),
                Format::Human => {
                    if list.is_empty() {
                        eprintln!("no rule matches `{words}`");
                        return Err(ExitCode::from(2));
                    }
                    out!("{}", render::tables::rules(&list, ruleset));
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Moves { scenario, card } => {
            let s = ctx.load(&scenario)?;
            let query = match card {
                Some(c) if c.starts_with('@') => format!("moves {c}"),
                Some(c) => format!("moves \"{}\"", c.replace('"', "")),
                None => "moves".to_string(),
            };
            match swjudge::ask(&s.board, &query, ctx.rules) {
                Ok(v) => {
                    out!("{}", render::verdict(&v, ctx.format, ctx.style));
                    Ok(ExitCode::SUCCESS)
                }
                Err(e) => {
                    ctx.report(&e);
                    Err(ExitCode::from(2))
                }
            }
        }
        Command::Cards { words } => {
            let cat = &ctx.catalog;
            let words = words.join(" ");
            let ids = cat.search(&words);
            // Young Jedi cards (another game, its own catalog) follow the Star Wars CCG ones.
            let yj = Catalog::young_jedi();
            let yj_ids = yj.search(&words);
            let defs: Vec<&swjudge::catalog::CardDef> = ids
                .iter()
                .map(|&i| cat.get(i))
                .chain(yj_ids.iter().map(|&i| yj.get(i)))
                .collect();
            if defs.is_empty() {
                if ctx.format == Format::Json {
                    outln!("[]");
                }
                let near = cat.suggest(&words);
                eprintln!("no card title contains `{}`", words.trim());
                if !near.is_empty() {
                    let shown: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
                    eprintln!("did you mean {}?", shown.join(" or "));
                }
                return Err(ExitCode::from(2));
            }
            match ctx.format {
                Format::Json => outln!("{}", render::json(&defs)),
                _ => out!("{}", render::tables::cards(&defs)),
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn check(ctx: &Ctx, paths: &[PathBuf]) -> Result<ExitCode, ExitCode> {
    let files = scenario::files_under(paths);
    let (mut passed, mut failed, mut broken) = (0usize, 0usize, 0usize);
    let mut json = Vec::new();
    for f in &files {
        let Ok(s) = ctx.load(f) else {
            broken += 1;
            continue;
        };
        let outcomes = swjudge::check::check_scenario(&s, ctx.rules);
        if outcomes.is_empty() {
            eprintln!("warning: {} has no questions", f.display());
        }
        passed += outcomes.iter().filter(|o| o.passed).count();
        failed += outcomes.iter().filter(|o| !o.passed).count();
        match ctx.format {
            Format::Json => json.push(serde_json::json!({
                "file": f.display().to_string(),
                "questions": outcomes.iter().map(|o| serde_json::json!({
                    "ask": o.ask,
                    "expect": o.expect.as_ref().map(|e| e.display()),
                    "got": o.got(),
                    "passed": o.passed,
                    "missing_because": o.missing_because,
                    "verdict": o.result.as_ref().ok(),
                })).collect::<Vec<_>>(),
            })),
            _ => out!(
                "{}",
                render::tables::check(&f.display().to_string(), &outcomes, ctx.style)
            ),
        }
    }
    if ctx.format == Format::Json {
        outln!("{}", render::json(&json));
    } else {
        outln!(
            "\nswjudge check: {} file{}, {passed} passed, {failed} failed{}",
            files.len(),
            if files.len() == 1 { "" } else { "s" },
            if broken > 0 {
                format!(", {broken} could not be loaded")
            } else {
                String::new()
            }
        );
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
