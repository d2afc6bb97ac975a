//! The repl's board commands (`:add`, `:move`, `:remove`, `:set`, `:state`, `:undo`, `:board`,
//! `:diff`, `:save`): the session's side of [`swjudge::edit`]. Each change is validated at once
//! (the loader refuses what it would refuse in a file; an illegal board warns, as at load).

use super::session::{Session, stamp};
use std::path::{Path, PathBuf};
use swjudge::edit::{EditError, Editor};
use swjudge::render::json::ErrorEntry;

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
            let text = swjudge::text::escape_controls(text);
            outln!("{}", self.ctx.style.wrap(&text, "", "  "));
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
                    self.edit_error(e, ":board");
                    return None;
                }
            }
        }
        self.editor.as_mut()
    }

    /// A change refused. The loader's refusal is given in words, located in the command (the
    /// board it would have made is no file anyone can open).
    fn edit_error(&mut self, e: EditError, command: &str) {
        match e {
            EditError::Refused(m) => self.edit_fail(format!("{m} (the board is unchanged)")),
            EditError::Load(errs) => {
                let mut entries = Vec::new();
                for err in &errs.errors {
                    let message = format!(
                        "`{command}` makes a board that does not load: {}; it is not made (the board is unchanged)",
                        err.message
                    );
                    errln!("error: {message}");
                    if let Some(h) = &err.help {
                        errln!("{h}");
                    }
                    let mut entry =
                        ErrorEntry::message("swjudge::repl::edit", message, err.help.clone());
                    entry.code = ErrorEntry::of(err).code.or(entry.code);
                    entry.filename = Some("command".into());
                    entry.labels = vec![serde_json::json!({
                        "label": err.label,
                        "span": { "offset": 0, "length": command.len() },
                    })];
                    entries.push(entry);
                }
                self.fail(entries);
            }
        }
    }

    /// The board changed (`undone`: by an undo): the session judges it, and warns when it is
    /// illegal. An undo gives back the board before the change, a fresh load of the text it
    /// had (the editor's property, `tests/edit.rs` `after_any_changes`): its warnings, worked
    /// out when that board was made, are shown again rather than worked out anew.
    fn changed(&mut self, undone: bool) {
        let Some(ed) = &self.editor else {
            return;
        };
        let left = ed.changes();
        let known = if undone {
            let before = self.warnings_before.pop().flatten();
            before.filter(|_| self.warnings_before.len() == left)
        } else {
            self.warnings_before.push(self.warnings_now.take());
            None
        };
        if self.warnings_before.len() != left {
            // Out of step with the editor's changes (not met): nothing before is known.
            self.warnings_before = vec![None; left];
        }
        let warnings =
            known.unwrap_or_else(|| swjudge::warnings::board_warnings(&ed.scenario.board));
        for w in &warnings {
            crate::cli::warn(self.ctx, w);
        }
        self.warnings_now = Some(warnings);
        self.edited = true;
        self.edits += 1;
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
                    self.changed(true);
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
            "save" => self.save(arg),
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
                        self.changed(false);
                        true
                    }
                    Err(e) => {
                        self.edit_error(e, &format!(":{name} {arg}"));
                        false
                    }
                }
            }
        }
    }
}

impl Session<'_> {
    /// `:save [file]`: the board's text, checked to load back to the board here, written
    /// beside the file and renamed over it (so a failed write leaves the file as it was).
    fn save(&mut self, arg: &str) -> bool {
        let arg = unquote(arg);
        if arg
            .chars()
            .any(|c| c.is_control() || swjudge::text::is_unsafe(c))
        {
            self.edit_fail(
                "the file name holds a control character (a line break pasted with it?): nothing was written".into(),
            );
            return false;
        }
        let to = if arg.is_empty() {
            self.path.clone()
        } else {
            PathBuf::from(arg)
        };
        let same = same_file(&to, &self.path);
        // Another session saving the same board waits here: "unchanged since it was read"
        // and the rename are one step.
        let _lock = DirLock::take(&to);
        if same {
            let now = stamp(&self.path);
            if self.stamp.as_ref() != Some(&now) && self.overwrite.as_ref() != Some(&now) {
                self.overwrite = Some(now);
                self.edit_fail(format!(
                    "{} changed since it was read: `:save` again to write over it, or `:reload` to take the file (the changes here are then lost)",
                    self.path.display()
                ));
                return false;
            }
        }
        let Some(ed) = self.editor() else {
            return false;
        };
        let text = match ed.checked() {
            Ok(t) => t.to_string(),
            Err(e) => {
                self.edit_fail(format!("{e}: nothing was written"));
                return false;
            }
        };
        if let Err(e) = write_beside(&to, &text) {
            self.edit_fail(format!(
                "cannot write {}: {e}; the file on disk is unchanged, and the board here keeps its changes",
                to.display()
            ));
            return false;
        }
        if same {
            if let Some(ed) = self.editor.as_mut() {
                ed.saved();
                self.warnings_before.clear();
            }
            self.stamp = Some(stamp(&self.path));
            self.overwrite = None;
        }
        if self.format == swjudge::render::Format::Json {
            self.json(&serde_json::json!({ "saved": to.display().to_string() }));
        } else {
            errln!("saved {}", to.display());
        }
        false
    }
}

/// A file name as typed: `"my board.yaml"` or `'my board.yaml'` without its quotes.
fn unquote(arg: &str) -> &str {
    let a = arg.trim();
    for q in ['"', '\''] {
        if a.len() >= 2 && a.starts_with(q) && a.ends_with(q) {
            return &a[1..a.len() - 1];
        }
    }
    a
}

/// Are `a` and `b` the same file (`t.yaml` and `./t.yaml`, a link and its target)?
fn same_file(a: &Path, b: &Path) -> bool {
    if a == b {
        return true;
    }
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// An exclusive lock on the directory a file is in (`flock`), held while this lives: every
/// swjudge session saving into that directory takes it, so that no other one renames over the
/// file between a session's check and its rename. No lock file is left behind. Where the
/// directory cannot be locked, the save goes on as before.
struct DirLock {
    _held: Option<std::fs::File>,
}

impl DirLock {
    fn take(to: &Path) -> DirLock {
        #[cfg(unix)]
        {
            use std::os::fd::AsRawFd as _;
            let target = std::fs::canonicalize(to).unwrap_or_else(|_| to.to_path_buf());
            let dir = match target.parent() {
                Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
                _ => PathBuf::from("."),
            };
            let locked = std::fs::File::open(dir).ok().filter(|f| {
                // SAFETY: flock on a descriptor this file owns; the lock ends when it closes.
                unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX) == 0 }
            });
            DirLock { _held: locked }
        }
        #[cfg(not(unix))]
        {
            let _ = to;
            DirLock { _held: None }
        }
    }
}

/// Writes `text` to a new file beside `to`, then renames it over `to` (a link is followed, so
/// that its target is what changes): `to` is either as it was or all of `text`.
fn write_beside(to: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    let target = std::fs::canonicalize(to).unwrap_or_else(|_| to.to_path_buf());
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "board.yaml".into());
    let temp = dir.join(format!(".{name}.swjudge-{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        if let Ok(meta) = std::fs::metadata(&target) {
            std::fs::set_permissions(&temp, meta.permissions())?;
        }
        std::fs::rename(&temp, &target)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}
