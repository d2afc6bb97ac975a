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
pub fn files_under<P: AsRef<std::path::Path>>(paths: &[P]) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for p in paths {
        let p = p.as_ref();
        if !p.is_dir() {
            out.push(p.to_path_buf());
            continue;
        }
        let mut stack = vec![p.to_path_buf()];
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
    }
    out.sort();
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
