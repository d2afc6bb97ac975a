//! Scenario files: YAML (with spans) → [`Board`] + questions, and every load diagnostic.

mod error;
mod load;
pub mod yaml;

pub use error::{ErrorKind, ScenarioError, ScenarioErrors};
pub use load::{MAX_FILE_BYTES, load_bytes, load_str};

use crate::board::Board;
use crate::catalog::Catalog;
use yaml::ByteSpan;

/// An expected answer under `expect:`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expect {
    Yes,
    No,
    Undetermined,
    Number(i64),
    List(Vec<String>),
}

impl Expect {
    pub fn display(&self) -> String {
        match self {
            Expect::Yes => "yes".into(),
            Expect::No => "no".into(),
            Expect::Undetermined => "undetermined".into(),
            Expect::Number(n) => n.to_string(),
            Expect::List(l) if l.is_empty() => "none".into(),
            Expect::List(l) => l.join("; "),
        }
    }
}

/// One question of a scenario.
#[derive(Debug, Clone)]
pub struct Question {
    pub ask: String,
    pub ask_span: ByteSpan,
    /// Where the query text starts in the file, when it can be mapped exactly.
    pub ask_offset: Option<usize>,
    pub expect: Option<Expect>,
    pub expect_span: Option<ByteSpan>,
    pub because: Vec<(String, ByteSpan)>,
    pub note: Option<String>,
}

/// A loaded scenario.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub board: Board,
    pub questions: Vec<Question>,
}

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
            .into_iter()
            .flatten()
        {
            let path = entry.path();
            if entry.file_type().is_file()
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

/// Loads a scenario file from disk.
pub fn load_file(path: &std::path::Path, catalog: Catalog) -> Result<Scenario, ScenarioErrors> {
    let name = path.display().to_string();
    match std::fs::metadata(path) {
        Ok(m) if m.len() as usize > MAX_FILE_BYTES => {
            return load_bytes(&name, &vec![b' '; MAX_FILE_BYTES + 1], catalog);
        }
        _ => {}
    }
    match std::fs::read(path) {
        Ok(bytes) => load_bytes(&name, &bytes, catalog),
        Err(e) => Err(ScenarioErrors {
            errors: vec![ScenarioError {
                kind: ErrorKind::Io,
                message: format!("cannot read {name}: {e}"),
                label: String::new(),
                span: ByteSpan::new(0, 0),
                help: Some("check the path".into()),
                src: miette::NamedSource::new(name, std::sync::Arc::from("")),
            }],
        }),
    }
}
