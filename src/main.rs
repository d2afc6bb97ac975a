//! The `swjudge` binary: parse flags, call the library, render. Nothing here decides a ruling.

use clap::{Parser, Subcommand, ValueEnum};
use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use swjudge::catalog::Catalog;
use swjudge::render::{self, Format, Style};
use swjudge::rules::{self, Ruleset};
use swjudge::scenario::{self, Scenario};

/// A cited rules judge for the Star Wars CCG: Hoth, Dagobah, Cloud City and the Hoth rules update.
#[derive(Parser, Debug)]
#[command(name = "swjudge", version, about, long_about = None)]
struct Cli {
    /// Ruleset to judge by: hoth, dagobah, cloud-city or latest (default: the scenario's, else latest).
    #[arg(long, global = true, value_parser = parse_ruleset)]
    rules: Option<Ruleset>,
    /// Output format.
    #[arg(long, global = true, value_enum, default_value_t = FormatArg::Human)]
    format: FormatArg,
    /// Colour: auto (a terminal, and NO_COLOR unset), always or never.
    #[arg(long, global = true, value_enum, default_value_t = ColorArg::Auto)]
    color: ColorArg,
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
    /// Look up cards in the built-in catalog.
    Cards {
        /// Words of the title.
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
        .ok_or_else(|| format!("unknown ruleset `{s}` (hoth, dagobah, cloud-city, latest)"))
}

struct Ctx {
    format: Format,
    style: Style,
    rules: Option<Ruleset>,
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
        scenario::load_file(path, Catalog::builtin()).map_err(|errs| {
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
    let ctx = Ctx {
        format: match cli.format {
            FormatArg::Human => Format::Human,
            FormatArg::Json => Format::Json,
            FormatArg::Markdown => Format::Markdown,
        },
        style: Style { color },
        rules: cli.rules,
    };
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
                    print!("{}", render::verdict(&v, ctx.format, ctx.style));
                    if ctx.format == Format::Json {
                        println!();
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
                println!(
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
                    println!(
                        "{}: the board is legal ({}, {}, {} in play)",
                        scenario.display(),
                        count(s.board.rows.len(), "row"),
                        count(s.board.locations.len(), "location"),
                        count(s.board.cards.len(), "card")
                    );
                } else {
                    println!(
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
                Format::Json => println!("{}", render::json(&views)),
                _ => print!("{}", render::tables::layout(&views, ctx.style)),
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules { words, diff } => {
            let ruleset = ctx.rules.unwrap_or(Ruleset::Latest);
            if let Some(d) = diff {
                print!("{}", render::tables::rules_diff(d[0], d[1]));
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
                Format::Json => println!("{}", render::json(&list)),
                Format::Markdown => print!("{}", render::tables::rules_markdown()),
                Format::Human => {
                    if list.is_empty() {
                        eprintln!("no rule matches `{words}`");
                        return Err(ExitCode::from(2));
                    }
                    print!("{}", render::tables::rules(&list, ruleset));
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Cards { words } => {
            let cat = Catalog::builtin();
            let ids = cat.search(&words.join(" "));
            let defs: Vec<&swjudge::catalog::CardDef> = ids.iter().map(|&i| cat.get(i)).collect();
            match ctx.format {
                Format::Json => println!("{}", render::json(&defs)),
                _ => print!("{}", render::tables::cards(&defs)),
            }
            Ok(if defs.is_empty() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            })
        }
    }
}

fn scenario_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut stack = vec![p.clone()];
            while let Some(d) = stack.pop() {
                let Ok(rd) = std::fs::read_dir(&d) else {
                    continue;
                };
                for entry in rd.flatten() {
                    let path = entry.path();
                    if path.is_dir() {
                        stack.push(path);
                    } else if path.extension().is_some_and(|e| e == "yaml" || e == "yml") {
                        out.push(path);
                    }
                }
            }
        } else {
            out.push(p.clone());
        }
    }
    out.sort();
    out
}

fn check(ctx: &Ctx, paths: &[PathBuf]) -> Result<ExitCode, ExitCode> {
    let files = scenario_files(paths);
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
            _ => print!(
                "{}",
                render::tables::check(&f.display().to_string(), &outcomes, ctx.style)
            ),
        }
    }
    if ctx.format == Format::Json {
        println!("{}", render::json(&json));
    } else {
        println!(
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
