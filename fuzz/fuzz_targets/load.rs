//! Any bytes as a scenario file: refused with diagnostics that point inside the text, or loaded
//! and then every question asked, the board validated and drawn. Every diagnostic is rendered
//! as the binary renders it (`render::diagnostic`), and no control character of the input
//! reaches that output. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use swjudge::catalog::Catalog;

fn inside(text: &str, start: usize, len: usize) -> bool {
    let end = start.saturating_add(len);
    end <= text.len() && text.is_char_boundary(start) && text.is_char_boundary(end)
}

/// Renders `d` as the binary does, in colour and without: no escape but the theme's own.
fn render(d: &dyn miette::Diagnostic) {
    let plain = swjudge::render::diagnostic(d, false, 100);
    assert!(
        !plain.chars().any(swjudge::text::is_unsafe),
        "a control character reached the output: {plain:?}"
    );
    let _ = swjudge::render::diagnostic(d, true, 80);
}

fuzz_target!(|data: &[u8]| {
    match swjudge::scenario::load_bytes("fuzz.yaml", data, Catalog::builtin()) {
        Err(errs) => {
            for e in &errs.errors {
                let text: &str = e.src.inner().as_str();
                assert!(
                    inside(text, e.span.start, e.span.len),
                    "{}: {:?}",
                    e.message,
                    e.span
                );
                render(e);
            }
        }
        Ok(s) => {
            for q in &s.questions {
                if let Err(e) = swjudge::ask(&s.board, &q.ask, None) {
                    render(&e);
                }
            }
            for p in swjudge::rules::validate::validate(&s.board) {
                assert!(
                    inside(s.board.source.text.as_str(), p.span.start, p.span.len),
                    "{}",
                    p.message
                );
                render(&p);
            }
            let _ = swjudge::rules::layout::row_views(&s.board, None);
        }
    }
});
