//! Only rules in force decide: every bundled board's questions (scenarios/ and examples/), asked
//! under every Star Wars CCG ruleset, cite as reasons only rules in force under the ruleset
//! asked. A rule of a later document (or one a document of the ruleset supersedes) may be
//! named in what a verdict considered, never in what decided it: where the documents of the
//! ruleset do not decide, the answer is `undetermined`, naming the later document that does.

use std::path::Path;
use swjudge::Ruleset;
use swjudge::catalog::Catalog;
use swjudge::rulebook::{find, in_force};

mod in_force_known;
use in_force_known::KNOWN;

#[test]
fn every_reason_is_a_rule_in_force_under_the_ruleset_asked() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut violations = Vec::new();
    let mut asked = 0usize;
    for path in swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")]) {
        let Ok(s) = swjudge::scenario::load_file(&path, Catalog::builtin()) else {
            continue;
        };
        if s.board.game != swjudge::board::Game::Swccg {
            continue;
        }
        for q in &s.questions {
            for &ruleset in Ruleset::SWCCG {
                let Ok(v) = swjudge::ask(&s.board, &q.ask, Some(ruleset)) else {
                    continue;
                };
                asked += 1;
                for r in &v.reasons {
                    // A base rule the documents assume is no document's rule: always "in force".
                    let Some(rule) = find(r.rule) else { continue };
                    if in_force(rule, ruleset) || KNOWN.contains(&(rule.id, ruleset)) {
                        continue;
                    }
                    violations.push(format!(
                        "{} `{}` under {}: cites {} ({})",
                        path.strip_prefix(root).unwrap_or(&path).display(),
                        q.ask,
                        ruleset.name(),
                        rule.id,
                        r.applied
                    ));
                }
            }
        }
    }
    assert!(
        asked > 1000,
        "only {asked} questions asked: the boards did not load"
    );
    violations.sort();
    violations.dedup();
    assert!(
        violations.is_empty(),
        "{} reason(s) cite a rule not in force under the ruleset asked:\n{}",
        violations.len(),
        violations.join("\n")
    );
}
