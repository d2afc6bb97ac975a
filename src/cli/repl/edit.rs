//! The repl's board commands (`:add`, `:move`, `:remove`, `:set`, `:state`, `:undo`, `:board`,
//! `:diff`, `:save`): the session's side of [`swjudge::edit`]. Each change is validated at once
//! (the loader refuses what it would refuse in a file; an illegal board warns, as at load).

use super::{Completion, Session, starts_with_words};
use crate::cli::warn_board;
use rustyline::completion::Pair;
use std::path::PathBuf;
use swjudge::edit::{EditError, Editor};

/// The board commands' names (without the `:`).
pub const NAMES: &[&str] = &[
    "add", "move", "remove", "set", "state", "undo", "board", "diff", "save",
];

impl Session<'_> {
    /// A board command refused: on stderr, and as this line's JSON answer.
    fn edit_fail(&mut self, message: String) {
        self.error("swjudge::repl::edit", message, None);
    }

    /// What a board command did: a line of text, or `{"<key>": "<text>"}` in JSON (one JSON
    /// line for each line of input).
    fn tell(&self, key: &str, text: &str) {
        if self.format == swjudge::render::Format::Json {
            self.json(&serde_json::json!({ key: text }));
        } else {
            outln!("{}", swjudge::text::escape_controls(text));
        }
    }

    /// The editor of the board loaded, opened on the first change.
    fn editor(&mut self) -> Option<&mut Editor> {
        if self.editor.is_none() {
            let text =
                match swjudge::input::read_file(&self.path, swjudge::scenario::MAX_FILE_BYTES) {
                    Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                    Err(e) => {
                        self.edit_fail(format!("cannot read {}: {e}", self.path.display()));
                        return None;
                    }
                };
            let name = self.path.display().to_string();
            match Editor::open(&name, &text, self.ctx.catalog.clone()) {
                Ok(ed) => self.editor = Some(ed),
                Err(e) => {
                    self.edit_error(e);
                    return None;
                }
            }
        }
        self.editor.as_mut()
    }

    fn edit_error(&mut self, e: EditError) {
        match e {
            EditError::Refused(m) => self.edit_fail(format!("{m} (the board is unchanged)")),
            EditError::Load(errs) => {
                for err in &errs.errors {
                    self.ctx.report(err);
                }
                self.edit_fail(
                    "the change makes a board that does not load: it is not made".into(),
                );
            }
        }
    }

    /// The board changed: the session judges it, and warns when it is illegal.
    fn changed(&mut self) {
        if let Some(ed) = &self.editor {
            warn_board(self.ctx, &ed.scenario.board);
            self.scenario = Some(ed.scenario.clone());
            self.edits += 1;
        }
    }

    /// One board command. Returns whether the board changed (completion then follows it).
    pub(super) fn board_command(&mut self, name: &str, arg: &str) -> bool {
        if !self.loaded() {
            return false;
        }
        match name {
            "undo" => {
                let Some(ed) = self.editor.as_mut() else {
                    self.edit_fail("nothing to undo".into());
                    return false;
                };
                if ed.undo() {
                    let left = ed.changes();
                    self.tell(
                        "undone",
                        &format!(
                            "undone ({left} change{} left)",
                            if left == 1 { "" } else { "s" }
                        ),
                    );
                    self.changed();
                    true
                } else {
                    self.edit_fail("nothing to undo".into());
                    false
                }
            }
            "board" => {
                let Some(ed) = self.editor() else {
                    return false;
                };
                match ed.yaml() {
                    Ok(y) => {
                        let y = y.trim_end().to_string();
                        self.tell("board", &y)
                    }
                    Err(e) => self.edit_fail(e),
                }
                false
            }
            "diff" => {
                let unchanged = format!("no change since {} was loaded", self.path.display());
                let Some(ed) = self.editor.as_ref() else {
                    self.tell("diff", &unchanged);
                    return false;
                };
                match ed.diff() {
                    Ok(d) if d.is_empty() => self.tell("diff", &unchanged),
                    Ok(d) => {
                        let d = d.trim_end().to_string();
                        self.tell("diff", &d)
                    }
                    Err(e) => self.edit_fail(e),
                }
                false
            }
            "save" => {
                let to = if arg.is_empty() {
                    self.path.clone()
                } else {
                    PathBuf::from(arg)
                };
                let Some(ed) = self.editor() else {
                    return false;
                };
                let text = match ed.yaml() {
                    Ok(t) => t,
                    Err(e) => {
                        self.edit_fail(e);
                        return false;
                    }
                };
                if let Err(e) = std::fs::write(&to, &text) {
                    self.edit_fail(format!("cannot write {}: {e}", to.display()));
                    return false;
                }
                if let Some(ed) = self.editor.as_mut()
                    && to == self.path
                {
                    ed.saved();
                }
                if to == self.path {
                    self.stamp = Some(super::stamp(&self.path));
                }
                if self.format == swjudge::render::Format::Json {
                    self.json(&serde_json::json!({ "saved": to.display().to_string() }));
                } else {
                    errln!("saved {}", to.display());
                }
                false
            }
            _ => {
                let edit = match swjudge::edit::parse(name, arg) {
                    Ok(e) => e,
                    Err(m) => {
                        self.edit_fail(m);
                        return false;
                    }
                };
                let Some(ed) = self.editor() else {
                    return false;
                };
                match ed.apply(&edit) {
                    Ok(done) => {
                        self.tell("changed", &done);
                        self.changed();
                        true
                    }
                    Err(e) => {
                        self.edit_error(e);
                        false
                    }
                }
            }
        }
    }
}

/// Every card title of the catalog, plain, sorted (for completing `:add`).
pub fn catalog_titles(catalog: &swjudge::catalog::Catalog) -> Vec<String> {
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
pub(super) fn title_pool<'c>(c: &'c Completion, before: &str) -> &'c [String] {
    if adding(before) {
        &c.catalog
    } else {
        &c.titles
    }
}

/// The completions of a board command's argument word.
pub(super) fn arguments(c: &Completion, name: &str, before: &str, word: &str) -> Vec<Pair> {
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
