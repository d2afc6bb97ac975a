//! Shared by the integration tests that check load diagnostics.

use swjudge::catalog::Catalog;
use swjudge::scenario::{ScenarioError, load_str};

/// The diagnostics of a scenario that must not load.
pub fn errors(yaml: &str) -> Vec<ScenarioError> {
    match load_str("test.yaml", yaml, Catalog::builtin()) {
        Ok(_) => panic!("expected diagnostics for:\n{yaml}"),
        Err(e) => e.errors,
    }
}

/// One expected diagnostic: its code, the exact text under its label, and words its help holds.
pub fn check(yaml: &str, expect: &[(&str, &str, &str)]) {
    let errs = errors(yaml);
    let got: Vec<(String, String, String)> = errs
        .iter()
        .map(|e| {
            (
                e.kind.code().to_string(),
                yaml.get(e.span.start..e.span.end())
                    .unwrap_or("<bad span>")
                    .to_string(),
                e.help.clone().unwrap_or_default(),
            )
        })
        .collect();
    assert_eq!(got.len(), expect.len(), "diagnostics: {got:#?}");
    for ((code, text, help), (ecode, etext, ehelp)) in got.iter().zip(expect) {
        assert_eq!(code, ecode, "{got:#?}");
        assert_eq!(text, etext, "{got:#?}");
        assert!(help.contains(ehelp), "help `{help}` lacks `{ehelp}`");
    }
}
