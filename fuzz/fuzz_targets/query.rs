//! Any text as a question: parsed, or refused with a span inside it; then asked of the bundled
//! example board, and an error rendered as the binary renders it, with no control character of
//! the question in the output. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::LazyLock;
use swjudge::catalog::Catalog;
use swjudge::scenario::Scenario;

static EXAMPLE: LazyLock<Scenario> = LazyLock::new(|| {
    swjudge::scenario::load_str(
        "hoth-shield.yaml",
        include_str!("../../examples/hoth-shield.yaml"),
        Catalog::builtin(),
    )
    .expect("the example loads")
});

fuzz_target!(|data: &[u8]| {
    let Ok(q) = std::str::from_utf8(data) else {
        return;
    };
    if let Err(e) = swjudge::query::parse(q) {
        let (start, end) = (e.span.offset(), e.span.offset() + e.span.len());
        assert!(end <= q.len() && q.is_char_boundary(start) && q.is_char_boundary(end));
    }
    if let Err(e) = swjudge::ask(&EXAMPLE.board, q, None) {
        let out = swjudge::render::diagnostic(&e, false, 100);
        assert!(
            !out.chars().any(swjudge::text::is_unsafe),
            "a control character reached the output: {out:?}"
        );
    }
});
