//! Scenario files: YAML (with spans) → [`Board`] + questions, and every load diagnostic.

mod error;
mod load;
mod types;
pub mod yaml;

pub use error::{ErrorKind, ScenarioError, ScenarioErrors};
pub(crate) use load::read_card;
pub use load::{
    MAX_ERRORS, MAX_FILE_BYTES, MAX_NUMBER, PLAYER_KEYS, TOP_KEYS, load_bytes, load_parsed,
    load_str, read_tree,
};
pub use types::{Expect, Question, Scenario};

use crate::catalog::Catalog;
use yaml::ByteSpan;

/// The scenario files under `paths`: a file as given, a directory searched recursively for
/// `*.yaml` and `*.yml`; sorted. (`check`, the tests and the benches all find scenarios this way.)
///
/// Symbolic links are followed, but a link back to a directory being walked (a loop) is
/// skipped, and a file reached by two paths is listed once (walkdir detects the loop).
pub fn files_under<P: AsRef<std::path::Path>>(paths: &[P]) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for p in paths {
        let p = p.as_ref();
        if !p.is_dir() {
            out.push(p.to_path_buf());
            continue;
        }
        for entry in walkdir::WalkDir::new(p)
            .follow_links(true)
            .sort_by_file_name()
        {
            let entry = match entry {
                Ok(entry) => entry,
                // A `*.yaml` link whose target is gone (or that cannot be looked at) is listed:
                // the loader then says why it did not load, so that a suite does not pass
                // with a board missing. A loop is skipped.
                Err(e) => {
                    if e.loop_ancestor().is_none()
                        && let Some(path) = e.path()
                        && path.extension().is_some_and(|x| x == "yaml" || x == "yml")
                        && seen.insert(path.to_path_buf())
                    {
                        out.push(path.to_path_buf());
                    }
                    continue;
                }
            };
            let path = entry.path();
            // Anything but a directory: a FIFO or device named *.yaml is then refused by the
            // loader (not_a_file) rather than skipped in silence.
            if !entry.file_type().is_dir()
                && path.extension().is_some_and(|e| e == "yaml" || e == "yml")
            {
                let real = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
                if seen.insert(real) {
                    out.push(path.to_path_buf());
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Loads a scenario file from disk, through [`crate::input::read_file`]: a path that is not a
/// regular file (a FIFO, a device, a directory) is refused unopened, and at most
/// [`MAX_FILE_BYTES`] are read whatever size the file reports.
pub fn load_file(path: &std::path::Path, catalog: Catalog) -> Result<Scenario, ScenarioErrors> {
    let name = path.display().to_string();
    match crate::input::read_file(path, MAX_FILE_BYTES) {
        Ok(bytes) => load_bytes(&name, &bytes, catalog),
        Err(e) => Err(input_error(&name, e)),
    }
}

/// Loads a scenario from any reader (stdin, a pipe), reading at most [`MAX_FILE_BYTES`];
/// `name` stands for it in diagnostics.
pub fn load_reader(
    name: &str,
    reader: impl std::io::Read,
    catalog: Catalog,
) -> Result<Scenario, ScenarioErrors> {
    match crate::input::read_bounded(reader, MAX_FILE_BYTES) {
        Ok(bytes) => load_bytes(name, &bytes, catalog),
        Err(e) => Err(input_error(name, e)),
    }
}

/// The diagnostic of an input refused before it was parsed (no source to show).
fn input_error(name: &str, e: crate::input::InputError) -> ScenarioErrors {
    use crate::input::{InputError, human_bytes};
    let (kind, message, help) = match &e {
        InputError::NotAFile { .. } => (
            ErrorKind::NotAFile,
            format!("{name} {e}"),
            "give the path of a scenario file (YAML); `check` takes directories".to_string(),
        ),
        InputError::TooLarge { size, .. } => (
            ErrorKind::TooLarge,
            match size {
                Some(n) => format!(
                    "the file is {n} bytes; scenarios may be at most {MAX_FILE_BYTES} bytes ({})",
                    human_bytes(MAX_FILE_BYTES)
                ),
                None => format!(
                    "the file holds more than {MAX_FILE_BYTES} bytes; scenarios may be at most {MAX_FILE_BYTES} bytes ({})",
                    human_bytes(MAX_FILE_BYTES)
                ),
            },
            "split the board into smaller scenarios".to_string(),
        ),
        InputError::Io(_) => (
            ErrorKind::Io,
            format!(
                "cannot read {name}: {}",
                e.to_string().trim_start_matches("cannot be read: ")
            ),
            "check the path".to_string(),
        ),
    };
    ScenarioErrors {
        errors: vec![ScenarioError {
            kind,
            message,
            label: String::new(),
            span: ByteSpan::new(0, 0),
            help: Some(help),
            src: miette::NamedSource::new(name, crate::board::SourceText::default()),
        }],
    }
}
