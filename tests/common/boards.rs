//! The bundled boards (scenarios/ and examples/), loaded once per test binary that asks for
//! them: the properties that hold over every board read them from here.

use std::path::Path;
use swjudge::board::Board;
use swjudge::catalog::Catalog;

/// Every bundled board that loads, with its file's path.
pub fn boards() -> Vec<(String, Board)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")])
        .into_iter()
        .filter_map(|p| {
            let s = swjudge::scenario::load_file(&p, Catalog::builtin()).ok()?;
            Some((p.display().to_string(), s.board))
        })
        .collect()
}
