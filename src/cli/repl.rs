//! `swjudge repl <board>`: load a board once, then ask question after question.
//!
//! On a terminal the line editor is rustyline: tab completes verbs, the titles on the board,
//! `@ids`, rule ids and the `:` commands' arguments; history persists between sessions (each
//! session appends its questions, so two sessions sharing the file lose none). With standard
//! input not a terminal, it reads one question (or `:` command) a line, so that scripts and
//! tests can drive it: a line is read only up to [`MAX_LINE_BYTES`], and a line that is too long
//! or not UTF-8 is reported by its number and skipped (the exit code is then 2). The board
//! reloads by itself when its file changes (its content, not only its modification time). A
//! load or query error is shown on stderr and the session goes on. Under `--format json` every
//! question or command gets exactly one JSON document on stdout, an error document included.

mod complete;
mod edit;
mod session;

use complete::{COMMANDS, Completion, all_commands, verbs};
use session::{Session, stamp};

use super::{closest_rule_id, warn_board, warn_verdict, wrap};
use crate::Ctx;
use rustyline::Editor;
use rustyline::config::{CompletionType, Config};
use rustyline::error::ReadlineError;
use rustyline::history::DefaultHistory;
use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use swjudge::render::json::{ErrorDoc, ErrorEntry};
use swjudge::render::{self, Format};
use swjudge::rules::{self, Ruleset};

/// The longest line a piped session reads: a question may be at most `MAX_QUERY_BYTES`, and a
/// `:` command adds a few bytes to one. Past it the line is skipped unread, so that endless
/// input without a line break (`< /dev/zero`) cannot grow the session's memory.
pub const MAX_LINE_BYTES: usize = 2 * swjudge::query::parser::MAX_QUERY_BYTES;

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

impl Session<'_> {
    fn load(&mut self) {
        self.stamp = Some(stamp(&self.path));
        self.editor = None;
        self.edited = false;
        self.warnings_before.clear();
        self.warnings_now = None;
        self.load_errors.clear();
        let loaded = self
            .ctx
            .load_for(&self.path, false)
            .map_err(|(_, errors)| errors)
            .and_then(
                |s| match swjudge::ruleset_conflict(&s.board, self.ctx.rules) {
                    Some(why) => {
                        let message = format!("{}: --rules: {why}", self.path.display());
                        errln!("error: {message}");
                        Err(vec![ErrorEntry::message(
                            "swjudge::cli::ruleset",
                            message,
                            None,
                        )])
                    }
                    None => Ok(s),
                },
            );
        match loaded {
            Ok(s) => {
                warn_board(self.ctx, &s.board);
                self.scenario = Some(s);
            }
            Err(errors) => {
                self.scenario = None;
                self.load_errors = errors;
                self.failed = true;
                errln_raw!("the session goes on: fix the file, and the next question reloads it");
            }
        }
    }

    /// Reloads when the file changed since it was loaded.
    /// With unsaved changes, says so (once for each new content of the file) and keeps the
    /// stamp it was read with: once the changes are undone, the file is reloaded.
    fn refresh(&mut self) {
        let now = Some(stamp(&self.path));
        if now != self.stamp && self.unsaved() > 0 {
            if self.warned != now {
                errln!(
                    "{} changed, and the board here has unsaved changes: `:reload` takes the file, `:save` writes the board",
                    self.path.display()
                );
                self.warned = now;
            }
        } else if now != self.stamp {
            errln!("{} changed: reloading", self.path.display());
            self.load();
        }
    }

    /// Changes made here and not saved.
    fn unsaved(&self) -> usize {
        self.editor
            .as_ref()
            .map_or(0, swjudge::edit::Editor::changes)
    }

    /// May the session end? With unsaved changes, the first time, no: it says so (in JSON as
    /// the answer to the line that asked to leave, when `answer`).
    fn may_quit(&mut self, answer: bool) -> bool {
        let n = self.unsaved();
        if n == 0 || self.quit_warned {
            return true;
        }
        self.quit_warned = true;
        let message = format!(
            "{}: `:save` {}, or `:quit` again to leave {}",
            crate::count(n, "unsaved change"),
            if n == 1 { "it" } else { "them" },
            if n == 1 { "it" } else { "them" },
        );
        if self.format == Format::Json && answer {
            self.json(&serde_json::json!({ "unsaved": n, "message": message }));
        } else {
            errln!("{message}");
        }
        false
    }

    /// Is a board loaded? (Says so when not, as this line's answer.)
    fn loaded(&mut self) -> bool {
        if self.scenario.is_some() {
            return true;
        }
        let message = format!(
            "no board is loaded ({} did not load): fix the file, and the next question reloads it",
            self.path.display()
        );
        errln!("error: {message}");
        let mut errors = vec![ErrorEntry::message(
            "swjudge::repl::no_board",
            message,
            None,
        )];
        errors.extend(self.load_errors.iter().cloned());
        self.fail(errors);
        false
    }

    fn print_verdict(&self, v: &swjudge::Verdict) {
        warn_verdict(self.ctx, v);
        let text = render::verdict_as(v, self.format, self.ctx.style, self.brief);
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

    /// One JSON document as this line's answer: on one line when not on a terminal.
    fn json<T: serde::Serialize>(&self, doc: &T) {
        if self.compact {
            match serde_json::to_string(doc) {
                Ok(line) => outln!("{line}"),
                Err(e) => outln!("{}", serde_json::json!({ "error": e.to_string() })),
            }
        } else {
            self.print(&render::json(doc));
        }
    }

    /// This line failed: in JSON, its answer is an error document (the errors are on stderr
    /// already).
    fn fail(&mut self, errors: Vec<ErrorEntry>) {
        self.failed = true;
        if self.format == Format::Json {
            let doc = ErrorDoc::new(Some(self.path.display().to_string()), errors);
            self.json(&doc);
        }
    }

    /// An error that is a sentence: on stderr (escaped), and as this line's JSON answer.
    fn error(&mut self, code: &str, message: String, help: Option<String>) {
        errln!("error: {message}");
        if let Some(h) = &help {
            errln!("{h}");
        }
        self.fail(vec![ErrorEntry::message(code, message, help)]);
    }

    fn ask(&mut self, query: &str) {
        let rules = self.rules;
        if !self.loaded() {
            return;
        }
        let Some(s) = self.judged() else { return };
        match swjudge::ask(&s.board, query, rules) {
            Ok(v) => self.print_verdict(&v),
            Err(e) => {
                self.ctx.report(&e);
                self.fail(vec![ErrorEntry::of(&e)]);
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
            "quit" | "q" | "exit" => return !self.may_quit(true),
            "help" | "h" => self.help(),
            "reload" => self.reload(),
            "format" => self.set_format(arg),
            "brief" => self.set_brief(arg),
            "rules-set" => self.rules_set(arg),
            "validate" => self.validate(),
            "layout" => self.layout(arg),
            "moves" => {
                let q = match arg {
                    "" => "moves".to_string(),
                    a if a.starts_with('@') || a.starts_with('"') => format!("moves {a}"),
                    a => format!("moves \"{a}\""),
                };
                self.ask(&q);
            }
            "rules" => self.rules_lookup(arg),
            name if edit::NAMES.contains(&name) => {
                self.board_command(name, arg);
            }
            other => self.unknown_command(other),
        }
        true
    }

    /// `:reload`: the file loaded again, and what it holds.
    fn reload(&mut self) {
        self.load();
        match self.judged() {
            Some(s) if self.format == Format::Json => self.json(&serde_json::json!({
                "reloaded": self.path.display().to_string(),
                "rows": s.board.rows.len(),
                "locations": s.board.locations.len(),
                "cards": s.board.cards.len(),
            })),
            Some(s) => errln!(
                "loaded {} ({}, {}, {} in play)",
                self.path.display(),
                crate::count(s.board.rows.len(), "row"),
                crate::count(s.board.locations.len(), "location"),
                crate::count(s.board.cards.len(), "card")
            ),
            None => {
                let errors = self.load_errors.clone();
                self.fail(errors);
            }
        }
    }

    /// `:format [human|json|markdown]`.
    fn set_format(&mut self, arg: &str) {
        match arg {
            "" => self.say("format", format_name(self.format)),
            "human" | "json" | "markdown" => {
                self.format = match arg {
                    "json" => Format::Json,
                    "markdown" => Format::Markdown,
                    _ => Format::Human,
                };
                self.say("format", format_name(self.format));
            }
            other => self.error(
                "swjudge::repl::bad_argument",
                format!("unknown format `{other}` (human, json, markdown)"),
                None,
            ),
        }
    }

    /// `:brief [on|off]`: no argument switches.
    fn set_brief(&mut self, arg: &str) {
        match arg {
            "" | "on" | "off" => {
                self.brief = match arg {
                    "on" => true,
                    "off" => false,
                    _ => !self.brief,
                };
                self.say("brief", if self.brief { "on" } else { "off" });
            }
            other => self.error(
                "swjudge::repl::bad_argument",
                format!("`:brief` takes on or off, not `{other}`"),
                None,
            ),
        }
    }

    /// `:rules-set [ruleset]`.
    fn rules_set(&mut self, arg: &str) {
        match arg {
            "" | "board" | "default" => {
                // As `:help` says: no argument returns to the board's ruleset.
                self.rules = None;
                let now = self
                    .judged()
                    .map(|s| swjudge::ruleset_for(&s.board, self.rules));
                let name = now
                    .or(self.rules)
                    .map_or("the board's (not loaded)", |r| r.name());
                self.say("rules", name);
            }
            other => match Ruleset::parse(other) {
                Some(r) => {
                    self.rules = Some(r);
                    self.say("rules", r.name());
                }
                None => self.error(
                    "swjudge::repl::bad_argument",
                    format!("unknown ruleset `{other}` (hoth, dagobah, cloud-city, latest, dotf)"),
                    None,
                ),
            },
        }
    }

    /// `:layout [row]`: the rows drawn.
    fn layout(&mut self, arg: &str) {
        if !self.loaded() {
            return;
        }
        let Some(s) = self.judged() else { return };
        let only = if arg.is_empty() {
            None
        } else {
            match s.board.row_named(arg) {
                Some(i) => Some(i),
                None => {
                    let names: Vec<&str> = s.board.rows.iter().map(|r| r.name.as_str()).collect();
                    let help = format!("rows: {}", names.join(", "));
                    self.error(
                        "swjudge::cli::unknown_row",
                        format!("no row named `{arg}`"),
                        Some(help),
                    );
                    return;
                }
            }
        };
        let views = rules::layout::row_views(&s.board, only);
        match self.format {
            Format::Json => self.json(&render::json::layout_docs(&views)),
            Format::Markdown => self.print(&render::markdown::layout(&views)),
            Format::Human => self.print(&render::tables::layout(&views, self.ctx.style)),
        }
    }

    /// `:rules <id or words>`: the rule registry.
    fn rules_lookup(&mut self, arg: &str) {
        let list = super::rules_matching(arg);
        let ruleset = self.rules.unwrap_or(Ruleset::Latest);
        if list.is_empty() {
            self.error(
                "swjudge::cli::no_rule",
                format!("no rule matches `{arg}`"),
                closest_rule_id(arg).map(|id| format!("did you mean `{id}`?")),
            );
        } else {
            match self.format {
                Format::Json => {
                    self.json(&list.iter().map(render::json::versioned).collect::<Vec<_>>())
                }
                Format::Markdown => self.print(&render::markdown::rules(&list, ruleset)),
                Format::Human => {
                    self.print(&render::tables::rules(&list, ruleset, self.ctx.style));
                }
            }
        }
    }

    /// A `:` command that is none: the nearest, when one is near.
    fn unknown_command(&mut self, other: &str) {
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
        self.error(
            "swjudge::repl::unknown_command",
            msg,
            Some("`:help` lists the commands".to_string()),
        );
    }

    /// A setting's value (`format: json`): a line of text, or `{"format": "json"}` in JSON.
    fn say(&self, key: &str, value: &str) {
        if self.format == Format::Json {
            self.json(&serde_json::json!({ key: value }));
        } else {
            outln!("{key}: {value}");
        }
    }

    /// `:validate`: the board judged under the session's ruleset, as `validate` reports it.
    fn validate(&mut self) {
        if !self.loaded() {
            return;
        }
        let Some(s) = self.judged() else { return };
        let ruleset = swjudge::ruleset_for(&s.board, self.rules);
        let report = rules::validate::judge(&s.board, ruleset);
        let problems = &report.problems;
        let file = self.path.display().to_string();
        match self.format {
            Format::Json => self.json(&render::json::ValidateDoc::new(
                &file,
                ruleset,
                problems,
                &report.unknown,
            )),
            Format::Markdown => {
                self.print(&render::markdown::validate(&file, &s.board, problems));
            }
            Format::Human if problems.is_empty() => outln!("the board is legal"),
            Format::Human => {
                // At most MAX_ERRORS drawn, as `validate` does.
                let shown = problems.len().min(swjudge::scenario::MAX_ERRORS);
                let lines = render::SourceLines::new(s.board.source.text.as_str());
                for p in &problems[..shown] {
                    self.ctx.report_in(p, &lines);
                }
                if problems.len() > shown {
                    errln!(
                        "{} more not shown: stopped after {}",
                        crate::count(problems.len() - shown, "problem"),
                        swjudge::scenario::MAX_ERRORS
                    );
                }
                outln!("{}", crate::count(problems.len(), "problem"));
            }
        }
    }

    /// `:help`: the commands and the verbs (a document of them in JSON).
    fn help(&self) {
        if self.format == Format::Json {
            let commands: Vec<_> = COMMANDS
                .iter()
                .map(|(name, arg, what)| {
                    serde_json::json!({ "command": name, "takes": arg, "does": what })
                })
                .collect();
            self.json(&serde_json::json!({ "commands": commands, "verbs": verbs() }));
        } else {
            help();
        }
    }

    /// A line of input that cannot be read as a question: reported by its number, skipped.
    fn bad_line(&mut self, number: usize, why: &str) {
        self.error(
            "swjudge::repl::bad_line",
            format!("line {number} {why}: skipped"),
            Some("questions are UTF-8 text, one a line".to_string()),
        );
    }
}

fn format_name(f: Format) -> &'static str {
    match f {
        Format::Human => "human",
        Format::Json => "json",
        Format::Markdown => "markdown",
    }
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

/// What [`read_line`] found.
#[derive(Debug, PartialEq, Eq)]
enum Read1 {
    /// A line, in the buffer (without its line break).
    Line,
    /// A line longer than the limit: what was read of it is dropped, and the rest of it is
    /// still to be skipped ([`skip_line`]).
    TooLong,
    /// The end of the input.
    End,
    /// A NUL byte: what comes in is not text, and the session stops rather than read on.
    NotText,
}

/// Reads one line into `buf`, but never more than `max` bytes of it.
fn read_line(r: &mut impl BufRead, buf: &mut Vec<u8>, max: usize) -> std::io::Result<Read1> {
    buf.clear();
    let mut any = false;
    loop {
        let avail = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if avail.is_empty() {
            return Ok(if any { Read1::Line } else { Read1::End });
        }
        any = true;
        let end = avail.iter().position(|&b| b == b'\n');
        let chunk = &avail[..end.unwrap_or(avail.len())];
        if chunk.contains(&0) {
            return Ok(Read1::NotText);
        }
        if buf.len() + chunk.len() > max {
            buf.clear();
            return Ok(Read1::TooLong);
        }
        buf.extend_from_slice(chunk);
        let used = end.map_or(avail.len(), |i| i + 1);
        r.consume(used);
        if end.is_some() {
            if buf.last() == Some(&b'\r') {
                buf.pop();
            }
            return Ok(Read1::Line);
        }
    }
}

/// Skips the rest of a line without keeping it; a NUL byte is an error (the input is not
/// lines of text, and `/dev/zero` would be read for ever).
fn skip_line(r: &mut impl BufRead) -> std::io::Result<()> {
    let not_text =
        |why: &str| std::io::Error::new(std::io::ErrorKind::InvalidData, why.to_string());
    loop {
        let avail = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if avail.is_empty() {
            return Ok(());
        }
        let end = avail.iter().position(|&b| b == b'\n');
        if avail[..end.unwrap_or(avail.len())].contains(&0) {
            return Err(not_text("it holds a NUL byte, which no text does"));
        }
        match end {
            Some(i) => {
                r.consume(i + 1);
                return Ok(());
            }
            None => {
                let n = avail.len();
                r.consume(n);
            }
        }
    }
}

/// `swjudge repl <board>`.
pub fn run(ctx: &Ctx, args: ReplArgs) -> Result<ExitCode, ExitCode> {
    if args.scenario.as_os_str() == "-" {
        errln_raw!(
            "error: the repl reads its questions from standard input; give the board as a file"
        );
        return Err(ExitCode::from(2));
    }
    // A board that is no regular file (a FIFO, a device, a directory) is refused at once, as
    // `ask` and `validate` refuse it; a file missing is the session's to wait for.
    if let Err(e @ swjudge::input::InputError::NotAFile { .. }) =
        swjudge::input::regular(&args.scenario)
    {
        errln!("error: {} {e}", args.scenario.display());
        return Err(ExitCode::from(2));
    }
    let interactive = std::io::stdin().is_terminal();
    let mut s = Session {
        ctx,
        path: args.scenario.clone(),
        scenario: None,
        load_errors: Vec::new(),
        stamp: None,
        rules: ctx.rules,
        format: ctx.format,
        brief: ctx.brief,
        compact: !interactive,
        failed: false,
        editor: None,
        edits: 0,
        edited: false,
        warnings_before: Vec::new(),
        warnings_now: None,
        warned: None,
        overwrite: None,
        quit_warned: false,
    };
    s.load();
    if interactive {
        return interactive_loop(&mut s, history_path(&args));
    }
    piped_loop(&mut s);
    Ok(if s.failed {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

/// Questions from a pipe or a file, one a line.
fn piped_loop(s: &mut Session) {
    let mut input = std::io::stdin().lock();
    let mut buf = Vec::new();
    for number in 1.. {
        match read_line(&mut input, &mut buf, MAX_LINE_BYTES) {
            Ok(Read1::End) => {
                // The input ended: the session cannot go on, but says what is left unsaved.
                s.may_quit(false);
                break;
            }
            Ok(Read1::NotText) => {
                s.error(
                    "swjudge::repl::bad_line",
                    format!("line {number} holds a NUL byte: standard input is not text, the session stops"),
                    Some("questions are UTF-8 text, one a line".to_string()),
                );
                break;
            }
            Ok(Read1::TooLong) => {
                s.bad_line(
                    number,
                    &format!("is longer than {MAX_LINE_BYTES} bytes, which no question is"),
                );
                if let Err(e) = skip_line(&mut input) {
                    s.error(
                        "swjudge::repl::bad_line",
                        format!(
                            "cannot read standard input: line {number}: {e}; the session stops"
                        ),
                        None,
                    );
                    break;
                }
            }
            Ok(Read1::Line) => match std::str::from_utf8(&buf) {
                Ok(line) if line.trim().is_empty() => {}
                Ok(line) => {
                    if !s.line(line) {
                        break;
                    }
                }
                Err(_) => s.bad_line(number, "is not UTF-8 text"),
            },
            Err(e) => {
                s.error(
                    "swjudge::repl::bad_line",
                    format!("cannot read standard input: {e}"),
                    None,
                );
                break;
            }
        }
    }
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
            errln_raw!("error: cannot start the line editor: {e}");
            return Err(ExitCode::from(2));
        }
    };
    rl.set_helper(Some(Completion::of(s.judged())));
    if let Some(h) = &history {
        // No history yet is not an error.
        let _ = rl.load_history(h);
    }
    errln!(
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
                        append_history(&mut rl, h);
                    }
                }
                let before = (s.stamp.clone(), s.edits);
                let go_on = s.line(&line);
                if (s.stamp.clone(), s.edits) != before
                    && let Some(helper) = rl.helper_mut()
                {
                    *helper = Completion::of(s.judged());
                }
                if !go_on {
                    break;
                }
            }
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) if s.may_quit(false) => break,
            Err(ReadlineError::Eof) => continue,
            // A byte that is not UTF-8 (a Latin-1 terminal typing é): the line is dropped, the
            // session goes on.
            Err(ReadlineError::Io(e)) if e.kind() == std::io::ErrorKind::InvalidData => {
                s.error(
                    "swjudge::repl::bad_line",
                    "the line typed is not UTF-8 text: it was dropped".to_string(),
                    Some("set the terminal to UTF-8, then type the line again".to_string()),
                );
            }
            Err(e) => {
                errln!("error: {e}");
                return Err(ExitCode::from(2));
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Adds this session's new questions to the end of the history file (under a lock), so that
/// two sessions sharing it keep each other's questions.
fn append_history(rl: &mut Editor<Completion, DefaultHistory>, path: &Path) {
    if let Some(dir) = path.parent()
        && !dir.as_os_str().is_empty()
    {
        let _ = std::fs::create_dir_all(dir);
    }
    if let Err(e) = rl.append_history(path) {
        errln!(
            "warning: cannot save the history to {}: {e}",
            path.display()
        );
    }
}
