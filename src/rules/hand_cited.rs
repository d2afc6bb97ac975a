//! Test-only: no rule that constrains an act is cited by handler code on an act question. A
//! reason citing such a rule comes from the context of the check that declares it (`Cx`, which
//! holds it to the check's `rules`), so that "one rule, one check" and what `swjudge rules
//! <id>` says applies a rule are true. Every citation made outside a check's own context
//! (`Eval::because`, `allow`, `consider`, `refuse`, `out_of_time_by`, or a context a handler
//! opens with `Eval::by_hand`) is recorded at run time on every act question the recording
//! test asks (`table_record`'s sweep: every question of every bundled board and every move
//! `moves` considers, under every ruleset), and held to a KNOWN list that may only shrink.
//! Questions that ask about no act (weapons, presence, shields, layout…) are out of its scope:
//! the sweep does not ask them.

use crate::rules::eval::by_handler::{self, Cited};
use std::collections::BTreeMap;

/// The function of `file` (a path from the crate's root) whose body holds `line`: the
/// innermost `fn` (free, in an `impl`, or nested) whose span holds it.
fn function_at(file: &str, line: usize) -> String {
    use syn::visit::{self, Visit};
    struct Fns {
        line: usize,
        best: Option<(usize, usize, String)>,
    }
    impl Fns {
        /// A function's name and body: the innermost one around the line so far.
        fn fn_at(&mut self, sig: &syn::Signature, body: &syn::Block) {
            let (a, b) = (
                sig.fn_token.span.start().line,
                body.brace_token.span.close().end().line,
            );
            let inner = self.best.as_ref().is_none_or(|(x, y, _)| b - a <= y - x);
            if a <= self.line && self.line <= b && inner {
                self.best = Some((a, b, sig.ident.to_string()));
            }
        }
    }
    impl<'a> Visit<'a> for Fns {
        fn visit_item_fn(&mut self, f: &'a syn::ItemFn) {
            self.fn_at(&f.sig, &f.block);
            visit::visit_item_fn(self, f);
        }
        fn visit_impl_item_fn(&mut self, f: &'a syn::ImplItemFn) {
            self.fn_at(&f.sig, &f.block);
            visit::visit_impl_item_fn(self, f);
        }
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = std::fs::read_to_string(&path).expect("a source file of the crate reads");
    let parsed = syn::parse_file(&text).expect("a source file of the crate parses");
    let mut fns = Fns { line, best: None };
    fns.visit_file(&parsed);
    let name = fns
        .best
        .map_or_else(|| "(outside any fn)".to_string(), |b| b.2);
    format!("{file}::{name}")
}

/// Every rule that constrains an act cited by handler code, as "rule id @ file::function",
/// with a question that cited it.
fn by_place(cited: &[Cited]) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for c in cited.iter().filter(|c| !c.rule.constrains.is_empty()) {
        let place = function_at(c.at.file(), c.at.line() as usize);
        out.entry(format!("{} @ {place}", c.rule.id))
            .or_insert_with(|| c.question.clone());
    }
    out
}

/// The sweep of every act question, under every ruleset, recording citations by handler code
/// (made anew, for a fault injected on this thread; without one, the sweep the test binary
/// makes once, `table_record::tests::every_ruleset_sweep`, records the same).
fn cited_by_handlers() -> BTreeMap<String, String> {
    let ((asked, _), cited) =
        by_handler::record(|| crate::rules::table_record::tests::sweep_under(true));
    assert!(asked > 1000, "only {asked} act questions asked");
    by_place(&cited)
}

/// The rules that constrain an act and are still cited by handler code on an act question, as
/// "rule id @ file::function". Emptied in round 10 (the placement of a location and a creature's
/// free flight became checks): any handler citation of an act rule now fails.
const KNOWN: &[&str] = &[];

/// What `found` holds that KNOWN does not (with a question that cited it), and what KNOWN holds
/// that `found` does not.
fn compare(found: &BTreeMap<String, String>) -> (Vec<String>, Vec<&'static str>) {
    let new = found
        .iter()
        .filter(|(k, _)| !KNOWN.contains(&k.as_str()))
        .map(|(k, q)| format!("{k}    (e.g. `{q}`)"))
        .collect();
    let gone = KNOWN
        .iter()
        .copied()
        .filter(|k| !found.contains_key(*k))
        .collect();
    (new, gone)
}

#[test]
fn no_act_rule_is_cited_by_handler_code() {
    let sweep = crate::rules::table_record::tests::every_ruleset_sweep();
    assert!(
        sweep.asked > 1000,
        "only {} act questions asked",
        sweep.asked
    );
    let found = by_place(&sweep.by_handler);
    let (new, gone) = compare(&found);
    assert!(
        new.is_empty(),
        "{} act rules cited outside their check's context (rule @ place):\n{}",
        new.len(),
        new.join("\n")
    );
    assert!(
        gone.is_empty(),
        "KNOWN lines no act question cites any more (remove them): {gone:#?}"
    );
}

/// A hand citation of an act rule (injected into `Eval::settle`, on every act it settles) fails
/// the test: the sweep reports it, at the place it was cited.
#[test]
fn a_hand_citation_of_an_act_rule_fails_the_test() {
    by_handler::inject(true);
    let found = cited_by_handlers();
    by_handler::inject(false);
    let (new, _) = compare(&found);
    let rule = crate::rulebook::all()
        .iter()
        .find(|r| !r.constrains.is_empty())
        .expect("a rule constrains an act");
    let line = format!("{} @ src/rules/eval.rs::settle", rule.id);
    assert!(
        new.iter().any(|l| l.starts_with(&line)),
        "the injected citation went unseen: {new:#?}"
    );
}

/// The place of a citation is the function around it, the innermost one.
#[test]
fn a_citation_is_placed_in_its_function() {
    let file = "src/rules/hand_cited.rs";
    let text = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file))
        .unwrap();
    let at = |needle: &str| text.lines().position(|l| l.contains(needle)).unwrap() + 1;
    assert_eq!(
        function_at(file, at("let inner = self.best")),
        format!("{file}::fn_at")
    );
    assert_eq!(
        function_at(file, at("let mut fns = Fns")),
        format!("{file}::function_at")
    );
}
