//! What tab completes in a repl session on a terminal: verbs, the board's titles and `@ids`,
//! rule ids, the `:` commands and their arguments. A leaf.

use super::edit;
use rustyline::Context;
use rustyline::Helper;
use rustyline::completion::{Completer, Pair};
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use swjudge::rules::{self, Ruleset};
use swjudge::scenario::Scenario;
use swjudge::text::{escape_line, is_unsafe};

/// The `:` commands, with what they take (for `:help` and completion).
pub(super) const COMMANDS: &[(&str, &str, &str)] = &[
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
        ":brief",
        "[on|off]",
        "short answers: the answer line, the rule ids, one line a `reach` step (none: switch)",
    ),
    (
        ":reload",
        "",
        "load the board again (also done by itself when the file changes)",
    ),
    (":help", "", "this list, and the verbs"),
    (":quit", "", "end the session (also Ctrl-D)"),
];

/// Every `:` command: the session's, then the board commands.
pub(super) fn all_commands()
-> impl Iterator<Item = &'static (&'static str, &'static str, &'static str)> {
    COMMANDS.iter().chain(swjudge::edit::COMMANDS.iter())
}

/// Every verb of the query language, from its verb table.
pub(super) fn verbs() -> Vec<String> {
    swjudge::query::VERBS
        .iter()
        .map(|v| v.name.to_string())
        .collect()
}

/// What tab completes, taken from the board when it loads.
pub(super) struct Completion {
    pub(super) verbs: Vec<String>,
    /// Plain titles of the locations and cards on the board.
    pub(super) titles: Vec<String>,
    /// `@id`s (with the `@`).
    pub(super) ids: Vec<String>,
    pub(super) rows: Vec<String>,
    /// Every card title of the catalog (for `:add`).
    pub(super) catalog: Vec<String>,
}

impl Completion {
    pub(super) fn of(s: Option<&Scenario>) -> Completion {
        let mut c = Completion {
            verbs: verbs(),
            titles: Vec::new(),
            ids: Vec::new(),
            rows: Vec::new(),
            catalog: Vec::new(),
        };
        if let Some(s) = s {
            c.catalog = catalog_titles(&s.board.catalog);
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
        for v in [&mut c.titles, &mut c.ids, &mut c.rows, &mut c.catalog] {
            // A name that would command the terminal (or break the line) is not offered: the
            // line editor shows a completion as it is. It can still be asked by its @id.
            v.retain(|t| !t.chars().any(|c| is_unsafe(c) || c == '\n' || c == '\t'));
            v.sort();
            v.dedup();
        }
        c
    }

    /// The candidates for the text before the cursor: (start of the replaced text, pairs).
    pub(super) fn candidates(&self, before: &str) -> (usize, Vec<Pair>) {
        let pair = |display: &str, replacement: String| Pair {
            display: escape_line(display).into_owned(),
            replacement,
        };
        // Inside an open quote: a title (of the catalog, for a card or location to `:add`).
        if before.matches('"').count() % 2 == 1 {
            let start = before.rfind('"').unwrap_or(0);
            let typed = before[start + 1..].to_lowercase();
            let list = title_pool(self, before)
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
                "brief" => ["on", "off"].map(String::from).to_vec(),
                "layout" => self.rows.clone(),
                "moves" if word.starts_with('@') => self.ids.clone(),
                "moves" => self.titles.clone(),
                name if edit::NAMES.contains(&name) => {
                    return (start, arguments(self, name, before, word));
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
pub(super) fn starts_with_words(title: &str, typed: &str) -> bool {
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

/// Every card title of the catalog, plain, sorted (for completing `:add`).
fn catalog_titles(catalog: &swjudge::catalog::Catalog) -> Vec<String> {
    let mut v: Vec<String> = catalog
        .visible()
        .map(|(_, d)| d.plain_title().to_string())
        .collect();
    v.sort();
    v.dedup();
    v
}

/// Whether the text before the cursor names a card or location to `:add` (not where it goes).
fn adding(before: &str) -> bool {
    let t = before.trim_start();
    t.starts_with(":add ")
        && ![" at ", " aboard ", " on ", " escorted "]
            .iter()
            .any(|k| t.contains(k))
}

/// The titles a quoted word completes from: the catalog's for what `:add` adds, else the
/// board's.
fn title_pool<'c>(c: &'c Completion, before: &str) -> &'c [String] {
    if adding(before) {
        &c.catalog
    } else {
        &c.titles
    }
}

/// The completions of a board command's argument word.
fn arguments(c: &Completion, name: &str, before: &str, word: &str) -> Vec<Pair> {
    let w = word.to_lowercase();
    let plain = |list: &[&str]| -> Vec<Pair> {
        list.iter()
            .filter(|a| a.starts_with(&w))
            .map(|a| Pair {
                display: a.to_string(),
                replacement: format!("{a} "),
            })
            .collect()
    };
    if name == "set" {
        let args: Vec<&str> = before.split_whitespace().skip(1).collect();
        let done = if before.ends_with(' ') {
            args.len()
        } else {
            args.len().saturating_sub(1)
        };
        return match (done, args.first().copied()) {
            (0, _) => plain(&["turn", "phase", "rules"]),
            (1, Some("turn")) => plain(&["light", "dark"]),
            (1, Some("phase")) => {
                plain(&["activate", "control", "deploy", "battle", "move", "draw"])
            }
            (1, Some("rules")) => plain(&["hoth", "dagobah", "cloud-city", "latest"]),
            _ => Vec::new(),
        };
    }
    if word.starts_with('@') {
        return c
            .ids
            .iter()
            .filter(|i| i.to_lowercase().starts_with(&w))
            .map(|i| Pair {
                display: i.clone(),
                replacement: format!("{i} "),
            })
            .collect();
    }
    if word.is_empty() {
        return Vec::new();
    }
    // After the name, the keywords (a quoted name is one word).
    let head = &before[..before.len() - word.len()];
    let named = head.split('"').count() > 2 || head.split_whitespace().count() >= 2;
    let mut list: Vec<Pair> = if named {
        plain(&["at", "aboard", "on", "escorted", "by", "as", "to", "for"])
    } else {
        Vec::new()
    };
    list.extend(
        title_pool(c, before)
            .iter()
            .filter(|t| starts_with_words(t, &w))
            .map(|t| Pair {
                display: t.clone(),
                replacement: format!("\"{t}\" "),
            }),
    );
    list
}

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

    #[test]
    fn names_that_would_command_the_terminal_are_not_offered() {
        let yaml = "rows:\n  \"Hoth\\e]0;pwned\\a\":\n    - site: \"Hoth: Echo Docking Bay\"\n  Tatooine:\n    - site: \"Tatooine: Mos Eisley\"\n";
        let s = swjudge::scenario::load_str("t.yaml", yaml, swjudge::catalog::Catalog::builtin())
            .expect("loads");
        assert!(s.board.rows.iter().any(|r| r.name.contains('\x1b')));
        let c = Completion::of(Some(&s));
        assert_eq!(c.rows, vec!["Tatooine".to_string()]);
        for before in [":layout ", ":layout H", "shielded \"", ""] {
            for p in c.candidates(before).1 {
                assert!(!p.display.chars().any(is_unsafe), "{:?}", p.display);
                assert!(!p.replacement.chars().any(is_unsafe), "{:?}", p.replacement);
            }
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
