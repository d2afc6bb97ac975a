//! A question decodes the cards it touches, never the whole card database (issue 36: `ask`
//! start-up stays near `--version`; the facts are derived when the table is generated). Its own
//! test binary: the count is the process's, and no other test decodes cards beside it.

use std::path::{Path, PathBuf};
use swjudge::catalog::Catalog;
use swjudge::catalog::table::SWCCG;

/// At most this share (per cent) of the database decoded anew by one question: the cards the
/// question names and what the readers look up beside them. A scan of the whole table goes far
/// past it.
const MOST: usize = 20;

fn scenario_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("scenarios/ reads")
        .map(|e| e.expect("an entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            scenario_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "yaml") {
            out.push(p);
        }
    }
}

/// Every question of every bundled scenario, asked in turn in one process: none of them decodes
/// more than [`MOST`] per cent of the table that no question before it had decoded.
#[test]
fn no_bundled_question_decodes_the_whole_database() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("examples/hoth-shield.yaml")];
    scenario_files(&root.join("scenarios"), &mut files);
    let total = SWCCG.len();
    let mut scans = Vec::new();
    let mut asked = 0;
    for path in &files {
        let Ok(s) = swjudge::scenario::load_file(path, Catalog::builtin()) else {
            continue;
        };
        for q in &s.questions {
            let before = SWCCG.decoded();
            let _ = swjudge::ask(&s.board, &q.ask, None);
            asked += 1;
            let anew = SWCCG.decoded() - before;
            if anew * 100 > total * MOST {
                scans.push(format!(
                    "{}: `{}` decoded {anew} of {total}",
                    path.display(),
                    q.ask
                ));
            }
        }
    }
    assert!(asked > 1000, "the bundled questions were asked ({asked})");
    assert!(SWCCG.decoded() > 0, "the count counts");
    assert!(
        scans.is_empty(),
        "questions that scan the whole card table:\n{}",
        scans.join("\n")
    );
}
