//! What a repl session holds (the board loaded, the file's stamp, the editor), and the stamp
//! that tells when the board's file changed. A leaf: the session's methods are in the parent
//! and in `edit.rs`.

use crate::Ctx;
use std::io::Read;
use std::path::{Path, PathBuf};
use swjudge::render::Format;
use swjudge::render::json::ErrorEntry;
use swjudge::rules::Ruleset;
use swjudge::scenario::Scenario;

/// What identifies the board file's content: its metadata (size, modification and change
/// times, inode) and a hash of its bytes, so that a file replaced with one keeping the old
/// modification time (`cp -p`, `rsync -t`, `touch -r`, a coarse clock) is still seen to change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Stamp {
    /// Size, modification time, and (on Unix) device, inode and change time.
    meta: Option<(u64, Option<std::time::SystemTime>, Option<Node>)>,
    /// A hash of the bytes.
    content: Option<u64>,
}

/// Device, inode, change time (seconds, nanoseconds).
type Node = (u64, u64, i64, i64);

/// The stamp of the file at `path` now. At most a little past the loader's own limit is read:
/// a larger file does not load anyway, and its metadata still tells a change.
pub(super) fn stamp(path: &Path) -> Stamp {
    use std::hash::Hasher as _;
    let meta = std::fs::metadata(path).ok().map(|m| {
        #[cfg(unix)]
        let node = {
            use std::os::unix::fs::MetadataExt as _;
            Some((m.dev(), m.ino(), m.ctime(), m.ctime_nsec()))
        };
        #[cfg(not(unix))]
        let node = None;
        (m.len(), m.modified().ok(), node)
    });
    // Only a regular file is opened: a FIFO with no writer would block the session.
    let regular = meta.is_some() && swjudge::input::regular(path).is_ok();
    let content = regular
        .then(|| std::fs::File::open(path).ok())
        .flatten()
        .and_then(|f| {
            let mut bytes = Vec::new();
            let limit = swjudge::scenario::MAX_FILE_BYTES as u64 + 1;
            f.take(limit).read_to_end(&mut bytes).ok()?;
            let mut h = std::hash::DefaultHasher::new();
            h.write(&bytes);
            Some(h.finish())
        });
    Stamp { meta, content }
}

impl Session<'_> {
    /// The board the session judges: the file as loaded, or the editor's once a board command
    /// changed it (held once, not copied per change: issue 38 item 8).
    pub(super) fn judged(&self) -> Option<&Scenario> {
        match &self.editor {
            Some(ed) if self.edited && self.scenario.is_some() => Some(&ed.scenario),
            _ => self.scenario.as_ref(),
        }
    }
}

/// What the session has loaded.
pub(super) struct Session<'a> {
    pub(super) ctx: &'a Ctx,
    pub(super) path: PathBuf,
    pub(super) scenario: Option<Scenario>,
    /// Why the board did not load (for the JSON error of a question asked meanwhile).
    pub(super) load_errors: Vec<ErrorEntry>,
    /// The file as it was when it was loaded.
    pub(super) stamp: Option<Stamp>,
    pub(super) rules: Option<Ruleset>,
    pub(super) format: Format,
    /// Short answers (`--brief`, `:brief`).
    pub(super) brief: bool,
    /// Answers one a line (compact JSON) when not on a terminal.
    pub(super) compact: bool,
    /// Some error was shown.
    pub(super) failed: bool,
    /// The board as changed by the board commands (`:add`…), once one is used.
    pub(super) editor: Option<swjudge::edit::Editor>,
    /// Changes made by the board commands (completion follows the board).
    pub(super) edits: u32,
    /// The board judged is the editor's (a board command changed it since the file was
    /// loaded): [`Session::judged`].
    pub(super) edited: bool,
    /// The board's warnings (`validate` and the rest, as at load) before each change the
    /// editor can take back, in order, and those of the board now (`None`: not worked out): an
    /// undo gives back a board already judged, so its warnings are shown again, not worked out
    /// again from the whole board (issue 38 item 8).
    pub(super) warnings_before: Vec<Option<Vec<String>>>,
    pub(super) warnings_now: Option<Vec<String>>,
    /// The file's stamp when it was last said to have changed under unsaved changes.
    pub(super) warned: Option<Stamp>,
    /// The file's stamp when `:save` last refused to write over it: a second `:save` does.
    pub(super) overwrite: Option<Stamp>,
    /// Leaving with unsaved changes was said once: the next `:quit` leaves.
    pub(super) quit_warned: bool,
}
