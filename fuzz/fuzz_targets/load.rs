//! Any bytes as a scenario file: refused with diagnostics that point inside the text, or loaded
//! and then every question asked, the board validated and drawn. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use swjudge::catalog::Catalog;

fn inside(text: &str, start: usize, len: usize) -> bool {
    let end = start.saturating_add(len);
    end <= text.len() && text.is_char_boundary(start) && text.is_char_boundary(end)
}

fuzz_target!(|data: &[u8]| {
    match swjudge::scenario::load_bytes("fuzz.yaml", data, Catalog::builtin()) {
        Err(errs) => {
            for e in &errs.errors {
                let text: &str = e.src.inner();
                assert!(
                    inside(text, e.span.start, e.span.len),
                    "{}: {:?}",
                    e.message,
                    e.span
                );
            }
        }
        Ok(s) => {
            for q in &s.questions {
                let _ = swjudge::ask(&s.board, &q.ask, None);
            }
            for p in swjudge::rules::validate::validate(&s.board) {
                assert!(
                    inside(&s.board.source.text, p.span.start, p.span.len),
                    "{}",
                    p.message
                );
            }
            let _ = swjudge::rules::layout::row_views(&s.board, None);
        }
    }
});
