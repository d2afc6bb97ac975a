//! `swjudge repl <board>`: load a board once, then ask question after question.
//!
//! On a terminal the line editor is rustyline: tab completes verbs, the titles on the board,
//! `@ids`, rule ids and the `:` commands' arguments; history persists between sessions. With
//! standard input not a terminal, it reads one question (or `:` command) a line, so that scripts
//! and tests can drive it. The board reloads by itself when its file changes. A load or query
//! error is shown on stderr and the session goes on.

mod edit;

use super::{closest_rule_id, warn_board, warn_verdict, wrap};
use crate::Ctx;
use rustyline::completion::{Completer, Pair};
use rustyline::config::{CompletionType, Config};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};
use std::io::{BufRead, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::SystemTime;
use swjudge::render::{self, Format};
use swjudge::rules::{self, Ruleset};
use swjudge::scenario::Scenario;

/// `swjudge repl` arguments.
#[derive(clap::Args, Debug)]
pub struct ReplArgs {
    /// The scenario file (YAML). It reloads by itself when the file changes.
    scenario: PathBuf,
    /// Where the history of questions is kept (default: $XDG_STATE_HOME/swjudge/history, or
    /// ~/.local/state/swjudge/history).
    #[arg(long, env = "SWJUDGE_HISTORY", value_name = "FILE")]
    history: Option<PathBuf>,
    /// Keep no history.
    #[arg(long)]
    no_history: bool,
}

/// The `:` commands, with what they take (for `:help` and completion).
const COMMANDS: &[(&str, &str, &str)] = &[
    (":layout", "[row]", "draw the rows (or one row)"),
    (
        ":moves",
        "<card>",
        "every legal move of a card (a title or @id), with its cost",
    ),
    (":rules", "<id or words>", "look up the rule registry"),
    (":validate", "", "is the board legal?"),
    (
        ":rules-set",
        "[ruleset]",
        "judge by another ruleset (hoth, dagobah, cloud-city, latest, dotf); none: the board's",
    ),
    (":format", "[human|json|markdown]", "the answers' format"),
    (
        ":reload",
        "",
        "load the board again (also done by itself when the file changes)",
    ),
    (":help", "", "this list, and the verbs"),
    (":quit", "", "end the session (also Ctrl-D)"),
];

/// Every `:` command: the session's, then the board commands.
fn all_commands() -> impl Iterator<Item = &'static (&'static str, &'static str, &'static str)> {
    COMMANDS.iter().chain(swjudge::edit::COMMANDS.iter())
}

/// What the session has loaded.
struct Session<'a> {
    ctx: &'a Ctx,
    path: PathBuf,
    scenario: Option<Scenario>,
    /// The file's modification time when it was loaded.
    stamp: Option<SystemTime>,
    rules: Option<Ruleset>,
    format: Format,
    /// Answers one a line (compact JSON) when not on a terminal.
    compact: bool,
    /// Some error was shown.
    failed: bool,
    /// The board as changed by the board commands (`:add`…), once one is used.
    editor: Option<swjudge::edit::Editor>,
    /// Changes made by the board commands (completion follows the board).
    edits: u32,
}

fn stamp(path: &PathBuf) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

impl Session<'_> {
    fn load(&mut self) {
        self.stamp = stamp(&self.path);
        self.editor = None;
        match self.ctx.load(&self.path) {
            Ok(s) => {
                warn_board(self.ctx, &s.board);
                self.scenario = Some(s);
            }
            Err(_) => {
                self.scenario = None;
                self.failed = true;
                eprintln!("the session goes on: fix the file, and the next question reloads it");
            }
        }
    }

    /// Reloads when the file changed since it was loaded.
    fn refresh(&mut self) {
        let now = stamp(&self.path);
        if now != self.stamp && self.editor.as_ref().is_some_and(|e| e.changes() > 0) {
            eprintln!(
                "{} changed, and the board here has unsaved changes: `:reload` takes the file, `:save` writes the board",
                self.path.display()
            );
            self.stamp = now;
        } else if now != self.stamp {
            eprintln!("{} changed: reloading", self.path.display());
            self.load();
        }
    }

    /// Is a board loaded? (Says so when not.)
    fn loaded(&mut self) -> bool {
        if self.scenario.is_none() {
            eprintln!(
                "error: no board is loaded ({} did not load): fix the file, and the next question reloads it",
                self.path.display()
            );
            self.failed = true;
        }
        self.scenario.is_some()
    }

    fn print_verdict(&self, v: &swjudge::Verdict) {
        warn_verdict(self.ctx, v);
        let text = render::verdict(v, self.format, self.ctx.style);
        self.print(&text);
    }

    /// Prints a rendered answer; JSON on one line when not on a terminal.
    fn print(&self, text: &str) {
        if self.format == Format::Json && self.compact {
            // Pretty JSON never breaks a line inside a string: joining the lines keeps the
            // keys in their order.
            outln!("{}", text.lines().map(str::trim_start).collect::<String>());
        } else {
            outln!("{}\n", text.trim_end());
        }
    }

    fn ask(&mut self, query: &str) {
        let rules = self.rules;
        if !self.loaded() {
            return;
        }
        let Some(s) = &self.scenario else { return };
        match swjudge::ask(&s.board, query, rules) {
            Ok(v) => self.print_verdict(&v),
            Err(e) => {
                self.ctx.report(&e);
                self.failed = true;
            }
        }
    }

    /// One line of input: a question or a `:` command. Returns false to end the session.
    fn line(&mut self, line: &str) -> bool {
        let line = line.trim();
        if line.starts_with('#') {
            return true;
        }
        let Some(cmd) = line.strip_prefix(':') else {
            self.refresh();
            self.ask(line);
            return true;
        };
        let (name, arg) = match cmd.split_once(char::is_whitespace) {
            Some((n, a)) => (n, a.trim()),
            None => (cmd, ""),
        };
        if !matches!(name, "reload" | "help" | "quit" | "q" | "exit") {
            self.refresh();
        }
        match name {
            "quit" | "q" | "exit" => return false,
            "help" | "h" => help(),
            "reload" => {
                self.load();
                if let Some(s) = &self.scenario {
                    eprintln!(
                        "loaded {} ({} rows, {} locations, {} cards in play)",
                        self.path.display(),
                        s.board.rows.len(),
                        s.board.locations.len(),
                        s.board.cards.len()
                    );
                }
            }
            "format" => match arg {
                "" => outln!("format: {}", format_name(self.format)),
                "human" => self.format = Format::Human,
                "json" => self.format = Format::Json,
                "markdown" => self.format = Format::Markdown,
                other => self.error(format!("unknown format `{other}` (human, json, markdown)")),
            },
            "rules-set" => match arg {
                "" => {
                    let now = self
                        .scenario
                        .as_ref()
                        .map(|s| swjudge::ruleset_for(&s.board, self.rules));
                    outln!(
                        "rules: {}",
                        now.or(self.rules)
                            .map_or("the board's (not loaded)", |r| r.name())
                    );
                }
                "board" | "default" => self.rules = None,
                other => match Ruleset::parse(other) {
                    Some(r) => {
                        self.rules = Some(r);
                        outln!("rules: {}", r.name());
                    }
                    None => self.error(format!(
                        "unknown ruleset `{other}` (hoth, dagobah, cloud-city, latest, dotf)"
                    )),
                },
            },
            "validate" => {
                if !self.loaded() {
                    return true;
                }
                let Some(s) = &self.scenario else { return true };
                let problems = rules::validate::validate(&s.board);
                if self.format == Format::Markdown {
                    let text = render::markdown::validate(
                        &self.path.display().to_string(),
                        &s.board,
                        &problems,
                    );
                    self.print(&text);
                } else if problems.is_empty() {
                    outln!("the board is legal");
                } else {
                    for p in &problems {
                        self.ctx.report(p);
                    }
                    outln!("{}", crate::count(problems.len(), "problem"));
                }
            }
            "layout" => {
                if !self.loaded() {
                    return true;
                }
                let Some(s) = &self.scenario else { return true };
                let only = if arg.is_empty() {
                    None
                } else {
                    match s.board.row_named(arg) {
                        Some(i) => Some(i),
                        None => {
                            let names: Vec<&str> =
                                s.board.rows.iter().map(|r| r.name.as_str()).collect();
                            let msg = format!("no row named `{arg}`; rows: {}", names.join(", "));
                            self.error(msg);
                            return true;
                        }
                    }
                };
                let views = rules::layout::row_views(&s.board, only);
                let text = match self.format {
                    Format::Json => render::json(&views),
                    Format::Markdown => render::markdown::layout(&views),
                    Format::Human => render::tables::layout(&views, self.ctx.style),
                };
                self.print(&text);
            }
            "moves" => {
                let q = match arg {
                    "" => "moves".to_string(),
                    a if a.starts_with('@') || a.starts_with('"') => format!("moves {a}"),
                    a => format!("moves \"{a}\""),
                };
                self.ask(&q);
            }
            "rules" => {
                let list = super::rules_matching(arg);
                let ruleset = self.rules.unwrap_or(Ruleset::Latest);
                if list.is_empty() {
                    let mut msg = format!("no rule matches `{arg}`");
                    if let Some(id) = closest_rule_id(arg) {
                        msg.push_str(&format!("; did you mean `{id}`?"));
                    }
                    self.error(msg);
                } else {
                    let text = match self.format {
                        Format::Json => render::json(
                            &list.iter().map(render::json::versioned).collect::<Vec<_>>(),
                        ),
                        Format::Markdown => render::markdown::rules(&list, ruleset),
                        Format::Human => render::tables::rules(&list, ruleset, self.ctx.style),
                    };
                    self.print(&text);
                }
            }
            name if edit::NAMES.contains(&name) => {
                self.board_command(name, arg);
            }
            other => {
                let names: Vec<&str> = all_commands().map(|c| c.0).collect();
                let near = names
                    .iter()
                    .map(|n| (strsim::jaro_winkler(&n[1..], other), *n))
                    .filter(|(s, _)| *s > 0.75)
                    .max_by(|a, b| a.0.total_cmp(&b.0));
                let mut msg = format!("unknown command `:{other}`");
                if let Some((_, n)) = near {
                    msg.push_str(&format!("; did you mean `{n}`?"));
                }
                msg.push_str(" (`:help` lists the commands)");
                self.error(msg);
            }
        }
        true
    }

    fn error(&mut self, msg: String) {
        eprintln!("error: {msg}");
        self.failed = true;
    }
}

fn format_name(f: Format) -> &'static str {
    match f {
        Format::Human => "human",
        Format::Json => "json",
        Format::Markdown => "markdown",
    }
}

/// Every verb of the query language, from its verb table.
fn verbs() -> Vec<String> {
    swjudge::query::VERBS
        .iter()
        .map(|v| v.name.to_string())
        .collect()
}

fn help() {
    outln!("Ask a question about the board, e.g. shielded \"Echo Docking Bay\", or a command:");
    for (name, arg, what) in all_commands() {
        let head = if arg.is_empty() {
            name.to_string()
        } else {
            format!("{name} {arg}")
        };
        outln!("{}", wrap(&format!("  {head:<30} "), &" ".repeat(33), what));
    }
    outln!("{}", wrap("Verbs: ", "  ", &verbs().join(", ")));
    outln!(
        "{}",
        wrap(
            "",
            "",
            "Tab completes verbs, titles, @ids, rule ids and commands; docs/query-language.md has the grammar."
        )
    );
}

/// The history file: the flag, else $XDG_STATE_HOME/swjudge/history, else
/// ~/.local/state/swjudge/history.
fn history_path(args: &ReplArgs) -> Option<PathBuf> {
    if args.no_history {
        return None;
    }
    if let Some(p) = &args.history {
        return Some(p.clone());
    }
    let state = std::env::var_os("XDG_STATE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|h| PathBuf::from(h).join(".local/state"))
        })?;
    Some(state.join("swjudge/history"))
}

/// `swjudge repl <board>`.
pub fn run(ctx: &Ctx, args: ReplArgs) -> Result<ExitCode, ExitCode> {
    if args.scenario.as_os_str() == "-" {
        eprintln!(
            "error: the repl reads its questions from standard input; give the board as a file"
        );
        return Err(ExitCode::from(2));
    }
    let interactive = std::io::stdin().is_terminal();
    let mut s = Session {
        ctx,
        path: args.scenario.clone(),
        scenario: None,
        stamp: None,
        rules: ctx.rules,
        format: ctx.format,
        compact: !interactive,
        failed: false,
        editor: None,
        edits: 0,
    };
    s.load();
    if !interactive {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if line.trim().is_empty() {
                continue;
            }
            if !s.line(&line) {
                break;
            }
        }
        return Ok(if s.failed {
            ExitCode::from(2)
        } else {
            ExitCode::SUCCESS
        });
    }
    interactive_loop(&mut s, history_path(&args))
}

fn interactive_loop(s: &mut Session, history: Option<PathBuf>) -> Result<ExitCode, ExitCode> {
    let config = Config::builder()
        .max_history_size(1000)
        .and_then(|c| c.history_ignore_dups(true))
        .map(|c| {
            c.completion_type(CompletionType::List)
                .auto_add_history(false)
                .build()
        })
        .unwrap_or_default();
    let mut rl: Editor<Completion, DefaultHistory> = match Editor::with_config(config) {
        Ok(rl) => rl,
        Err(e) => {
            eprintln!("error: cannot start the line editor: {e}");
            return Err(ExitCode::from(2));
        }
    };
    rl.set_helper(Some(Completion::of(s.scenario.as_ref())));
    if let Some(h) = &history {
        // No history yet is not an error.
        let _ = rl.load_history(h);
    }
    eprintln!(
        "swjudge repl: {} — ask a question, `:help` for the commands, Ctrl-D to leave",
        s.path.display()
    );
    loop {
        match rl.readline("swjudge> ") {
            Ok(line) => {
                if line.trim().is_empty() {
                    continue;
                }
                let quit = matches!(line.trim(), ":quit" | ":q" | ":exit");
                if !quit {
                    let _ = rl.add_history_entry(line.trim());
                    if let Some(h) = &history {
                        save_history(&mut rl, h);
                    }
                }
                let before = (s.stamp, s.edits);
                let go_on = s.line(&line);
                if (s.stamp, s.edits) != before
                    && let Some(helper) = rl.helper_mut()
                {
                    *helper = Completion::of(s.scenario.as_ref());
                }
                if !go_on {
                    break;
                }
            }
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => break,
            Err(e) => {
                eprintln!("error: {e}");
                return Err(ExitCode::from(2));
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn save_history(rl: &mut Editor<Completion, DefaultHistory>, path: &PathBuf) {
    if let Some(dir) = path.parent()
        && !dir.as_os_str().is_empty()
    {
        let _ = std::fs::create_dir_all(dir);
    }
    if let Err(e) = rl.save_history(path) {
        eprintln!(
            "warning: cannot save the history to {}: {e}",
            path.display()
        );
    }
}

/// What tab completes, taken from the board when it loads.
struct Completion {
    verbs: Vec<String>,
    /// Plain titles of the locations and cards on the board.
    titles: Vec<String>,
    /// `@id`s (with the `@`).
    ids: Vec<String>,
    rows: Vec<String>,
    /// Every card title of the catalog (for `:add`).
    catalog: Vec<String>,
}

impl Completion {
    fn of(s: Option<&Scenario>) -> Completion {
        let mut c = Completion {
            verbs: verbs(),
            titles: Vec::new(),
            ids: Vec::new(),
            rows: Vec::new(),
            catalog: Vec::new(),
        };
        if let Some(s) = s {
            c.catalog = edit::catalog_titles(&s.board.catalog);
            let b = &s.board;
            c.titles = b
                .locations
                .keys()
                .map(|l| b.loc_def(l).plain_title().to_string())
                .chain(
                    b.cards
                        .keys()
                        .map(|i| b.card_def(i).plain_title().to_string()),
                )
                .collect();
            c.ids = b
                .ids
                .keys()
                .chain(b.loc_ids.keys())
                .map(|k| format!("@{k}"))
                .collect();
            c.rows = b.rows.iter().map(|r| r.name.clone()).collect();
        }
        for v in [&mut c.titles, &mut c.ids, &mut c.rows] {
            v.sort();
            v.dedup();
        }
        c
    }

    /// The candidates for the text before the cursor: (start of the replaced text, pairs).
    fn candidates(&self, before: &str) -> (usize, Vec<Pair>) {
        let pair = |display: &str, replacement: String| Pair {
            display: display.to_string(),
            replacement,
        };
        // Inside an open quote: a title (of the catalog, for a card or location to `:add`).
        if before.matches('"').count() % 2 == 1 {
            let start = before.rfind('"').unwrap_or(0);
            let typed = before[start + 1..].to_lowercase();
            let list = edit::title_pool(self, before)
                .iter()
                .filter(|t| starts_with_words(t, &typed))
                .map(|t| pair(t, format!("\"{t}\" ")))
                .collect();
            return (start, list);
        }
        let start = before.rfind(char::is_whitespace).map_or(0, |i| {
            i + before[i..].chars().next().map_or(1, char::len_utf8)
        });
        let word = &before[start..];
        let lead = before.len() - before.trim_start().len();
        // A `:` command and its argument.
        if let Some(cmd) = before.trim_start().strip_prefix(':') {
            if start <= lead {
                let list = all_commands()
                    .filter(|c| c.0[1..].starts_with(cmd))
                    .map(|c| pair(c.0, format!("{} ", c.0)))
                    .collect();
                return (lead, list);
            }
            let name = cmd.split_whitespace().next().unwrap_or("");
            let args: Vec<String> = match name {
                "rules" => rules::all().iter().map(|r| r.id.to_string()).collect(),
                "rules-set" => Ruleset::ALL.iter().map(|r| r.name().to_string()).collect(),
                "format" => ["human", "json", "markdown"].map(String::from).to_vec(),
                "layout" => self.rows.clone(),
                "moves" if word.starts_with('@') => self.ids.clone(),
                "moves" => self.titles.clone(),
                name if edit::NAMES.contains(&name) => {
                    return (start, edit::arguments(self, name, before, word));
                }
                _ => Vec::new(),
            };
            let list = args
                .iter()
                .filter(|a| a.to_lowercase().starts_with(&word.to_lowercase()))
                .map(|a| pair(a, format!("{a} ")))
                .collect();
            return (start, list);
        }
        // The verb (one word, or `can` and another), also after `cost`.
        let mut typed = before.trim_start().to_lowercase();
        let mut verb_at = lead;
        if let Some(rest) = typed.strip_prefix("cost ") {
            let skipped = typed.len() - rest.trim_start().len();
            verb_at += skipped;
            typed = typed[skipped..].to_string();
        }
        let verbs: Vec<Pair> = self
            .verbs
            .iter()
            .filter(|v| v.starts_with(&typed) && !typed.contains("  "))
            .map(|v| pair(v, format!("{v} ")))
            .collect();
        if !verbs.is_empty() && !typed.contains('"') && !typed.contains('@') {
            return (verb_at, verbs);
        }
        if word.starts_with('@') {
            let list = self
                .ids
                .iter()
                .filter(|i| i.to_lowercase().starts_with(&word.to_lowercase()))
                .map(|i| pair(i, format!("{i} ")))
                .collect();
            return (start, list);
        }
        if word.is_empty() {
            return (start, Vec::new());
        }
        // A bare word: a title that starts with it (quoted), or a rule id.
        let w = word.to_lowercase();
        let mut list: Vec<Pair> = self
            .titles
            .iter()
            .filter(|t| starts_with_words(t, &w))
            .map(|t| pair(t, format!("\"{t}\" ")))
            .collect();
        if word.contains('.') || before.trim_start().starts_with("rule ") {
            list.extend(
                rules::all()
                    .iter()
                    .filter(|r| r.id.starts_with(&w))
                    .map(|r| pair(r.id, format!("{} ", r.id))),
            );
        }
        (start, list)
    }
}

/// Does `title` start with `typed`, or does one of its words (`Echo` in `Hoth: Echo Docking
/// Bay`)? Case-insensitive.
fn starts_with_words(title: &str, typed: &str) -> bool {
    let t = title.to_lowercase();
    t.starts_with(typed)
        || t.match_indices(' ')
            .any(|(i, _)| t[i + 1..].starts_with(typed) && !typed.is_empty())
}

impl Completer for Completion {
    type Candidate = Pair;
    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        Ok(self.candidates(&line[..pos]))
    }
}
impl Hinter for Completion {
    type Hint = String;
}
impl Highlighter for Completion {}
impl Validator for Completion {}
impl Helper for Completion {}

#[cfg(test)]
mod tests {
    use super::*;

    fn comp() -> Completion {
        Completion {
            verbs: verbs(),
            titles: vec!["Hoth: Echo Docking Bay".into(), "Red 5".into()],
            ids: vec!["@bomber1".into(), "@luke".into()],
            rows: vec!["Hoth".into()],
            catalog: vec!["TIE Bomber".into(), "Hoth: Echo Docking Bay".into()],
        }
    }

    fn replacements(before: &str) -> (usize, Vec<String>) {
        let (start, list) = comp().candidates(before);
        (start, list.into_iter().map(|p| p.replacement).collect())
    }

    #[test]
    fn verbs_titles_ids_rules_and_commands_complete() {
        assert!(verbs().iter().any(|v| v == "can land"), "{:?}", verbs());
        assert_eq!(replacements("shiel"), (0, vec!["shielded ".to_string()]));
        assert_eq!(replacements("can la"), (0, vec!["can land ".to_string()]));
        assert_eq!(
            replacements("cost can sh"),
            (5, vec!["can shuttle ".to_string()])
        );
        assert_eq!(replacements("").1.len(), verbs().len());
        assert_eq!(
            replacements("shielded \"Echo"),
            (9, vec!["\"Hoth: Echo Docking Bay\" ".to_string()])
        );
        assert_eq!(
            replacements("shielded ech"),
            (9, vec!["\"Hoth: Echo Docking Bay\" ".to_string()])
        );
        assert_eq!(
            replacements("can land @bo"),
            (9, vec!["@bomber1 ".to_string()])
        );
        assert_eq!(replacements(":val"), (0, vec![":validate ".to_string()]));
        assert_eq!(replacements(":layout H"), (8, vec!["Hoth ".to_string()]));
        let (start, ids) = replacements(":rules hoth.shield.cov");
        assert_eq!(start, 7);
        assert!(
            ids.contains(&"hoth.shield.coverage ".to_string()),
            "{ids:?}"
        );
        assert_eq!(
            replacements(":rules-set clo").1,
            vec!["cloud-city ".to_string()]
        );
        assert!(
            replacements("rule hoth.shield.cov")
                .1
                .contains(&"hoth.shield.coverage ".to_string())
        );
        let upd = replacements("rule hoth-upd").1;
        assert!(!upd.is_empty() && upd.iter().all(|r| r.starts_with("hoth-update.")));
    }
}
