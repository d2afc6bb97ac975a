//! Who may use whom (docs/design.md, "Layers"): read from the sources' own imports.
//!
//! Every file under src/ is parsed with `syn`; every `use` and every path in its code (and the
//! `crate::…`, `super::…` or `self::…` paths inside macro calls) is resolved to the file of the
//! module it names (the longest prefix that is a module). Test code is left out: files named
//! `tests.rs`, the files of their submodules (under a `tests/` folder), and any item under
//! `#[cfg(test)]`.
//!
//! The layers, bottom up:
//! - `src/rulebook/`: the vocabulary (rule declarations, Ruleset, Document, Action, Span,
//!   Side, the registry). It imports nothing of the project outside itself.
//! - `board/`, `catalog/`, `query/`, `scenario/`, `verdict.rs`: the inputs and the game state,
//!   with the board facts (`board/facts/`, `board/pattern.rs`, `board/young_jedi_facts.rs`).
//!   None of them imports `src/rules/`, and nothing in `src/rules/` imports `scenario/` (the
//!   rules never see YAML).
//! - under the families, in `src/rules/`: `eval.rs` (Eval), `actions.rs` (the actions and the
//!   check table), `subject.rs` (resolving the names of a question), `problem.rs` (what
//!   `validate` reports) and `shared/` (checks several families run). They import no family,
//!   and nothing above them.
//! - the rule families: every other file of `src/rules/` (with its own directory, e.g.
//!   `dotf_duel/replay.rs`). A family imports no other family: see [`KNOWN`] for the imports
//!   that remain and may only go away.
//! - above the families: `rules/mod.rs` (the dispatch and the older-ruleset comparison),
//!   `readings.rs` (which act a move question is, and so which family answers it),
//!   `destinations.rs`, `moves.rs` and `reach.rs` (questions made of other questions) and
//!   `validate/` (a whole board judged by calling the families). No family imports them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::{self, Visit};

/// Imports from one family to another that remain (from, to). Each is a family calling
/// another's check or question rather than a fact: they go away as the action table takes
/// over deploying and moving (issue 12), or as the shared piece moves down. The list may only
/// shrink: the test fails on a new one and on one that is gone (remove it here).
const KNOWN: &[(&str, &str)] = &[
    ("capture", "vehicles"),
    ("dotf", "dotf_duel"),
    ("layout", "sectors"),
    ("layout", "starship_sites"),
];

/// Files of src/rules/ under the families (relative to src/rules/, a trailing `/` for a
/// directory).
const UNDER_FAMILIES: &[&str] = &[
    "eval.rs",
    "actions.rs",
    "subject.rs",
    "problem.rs",
    "shared/",
];

/// Files of src/rules/ above the families.
const ABOVE_FAMILIES: &[&str] = &[
    "mod.rs",
    "destinations.rs",
    "moves.rs",
    "reach.rs",
    "readings.rs",
    "validate/",
    // Test-only: the sweep of every act question, holding handler citations to a list.
    "hand_cited.rs",
];

/// The modules of the crate: module path (`["rules", "eval"]`) → file, relative to src/.
struct Crate {
    src: PathBuf,
    modules: BTreeMap<Vec<String>, String>,
}

impl Crate {
    fn read() -> Crate {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut modules = BTreeMap::new();
        let mut stack = vec![src.clone()];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("src/ is readable") {
                let path = entry.expect("a directory entry").path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|x| x == "rs")
                    && path.file_name().is_some_and(|n| n != "main.rs")
                {
                    let rel = path
                        .strip_prefix(&src)
                        .expect("under src/")
                        .to_string_lossy()
                        .replace('\\', "/");
                    modules.insert(module_of(&rel), rel);
                }
            }
        }
        Crate { src, modules }
    }

    /// The files a file imports (itself left out).
    fn imports(&self, file: &str) -> BTreeSet<String> {
        let text = std::fs::read_to_string(self.src.join(file)).expect("a source file");
        let paths = paths_in(&text).unwrap_or_else(|e| panic!("{file} does not parse: {e}"));
        let here = module_of(file);
        let mut out = BTreeSet::new();
        for segs in paths {
            let Some(full) = self.resolve(&here, &segs) else {
                continue;
            };
            // Down to the empty path: `crate::ruleset_for` names lib.rs.
            for k in (0..=full.len()).rev() {
                if let Some(f) = self.modules.get(&full[..k]) {
                    if f != file {
                        out.insert(f.clone());
                    }
                    break;
                }
            }
        }
        out
    }

    /// The absolute module path a path written in module `here` names: `crate::…`,
    /// `super::…`, `self::…`, or a child module of `here` named bare (`grammar::question` in
    /// `query/parser.rs`). `None` for anything else (std, other crates, local items).
    fn resolve(&self, here: &[String], segs: &[String]) -> Option<Vec<String>> {
        let (mut base, mut segs) = match segs.first().map(String::as_str) {
            Some("crate") => (Vec::new(), &segs[1..]),
            // A file `a/b.rs` is module a::b, as `a/b/mod.rs` is: `super` is a.
            Some("super" | "self") => (here.to_vec(), segs),
            Some(first) => {
                let mut child = here.to_vec();
                child.push(first.to_string());
                if !self.modules.contains_key(&child) {
                    return None;
                }
                (here.to_vec(), segs)
            }
            None => return None,
        };
        while let Some(first) = segs.first() {
            match first.as_str() {
                "super" => {
                    base.pop();
                }
                "self" => {}
                _ => break,
            }
            segs = &segs[1..];
        }
        base.extend(segs.iter().cloned());
        Some(base)
    }

    fn files(&self) -> impl Iterator<Item = &String> {
        self.modules
            .values()
            .filter(|f| !f.ends_with("/tests.rs") && *f != "tests.rs" && !f.contains("/tests/"))
    }
}

/// `rules/eval.rs` → `["rules", "eval"]`; `rules/mod.rs` → `["rules"]`; `lib.rs` → `[]`.
fn module_of(rel: &str) -> Vec<String> {
    let rel = rel.strip_suffix(".rs").unwrap_or(rel);
    let mut v: Vec<String> = rel.split('/').map(str::to_string).collect();
    if matches!(v.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        v.pop();
    }
    v
}

/// Every path a source file names, as segments: each leaf of a `use` tree (a glob names
/// the module it reads), every path in the code (types, expressions, patterns, traits), and
/// the `crate::`/`super::`/`self::` paths written inside macro calls (`matches!`, `rule!`),
/// whose bodies syn leaves as tokens. Left out: test code (any item under `#[cfg(test)]`),
/// comments and literals (syn never reads them as paths) and visibility paths
/// (`pub(in crate::query)` names a module, it imports nothing).
fn paths_in(text: &str) -> syn::Result<Vec<Vec<String>>> {
    let file = syn::parse_file(text)?;
    let mut v = Paths(Vec::new());
    v.visit_file(&file);
    Ok(v.0)
}

struct Paths(Vec<Vec<String>>);

fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Meta>()
                .is_ok_and(|m| m.path().is_ident("test"))
    })
}

/// The attributes of an item, of any kind.
fn attrs_of(item: &syn::Item) -> &[syn::Attribute] {
    use syn::Item::*;
    match item {
        Const(i) => &i.attrs,
        Enum(i) => &i.attrs,
        ExternCrate(i) => &i.attrs,
        Fn(i) => &i.attrs,
        ForeignMod(i) => &i.attrs,
        Impl(i) => &i.attrs,
        Macro(i) => &i.attrs,
        Mod(i) => &i.attrs,
        Static(i) => &i.attrs,
        Struct(i) => &i.attrs,
        Trait(i) => &i.attrs,
        TraitAlias(i) => &i.attrs,
        Type(i) => &i.attrs,
        Union(i) => &i.attrs,
        Use(i) => &i.attrs,
        _ => &[],
    }
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if !is_cfg_test(attrs_of(item)) {
            visit::visit_item(self, item);
        }
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        if !is_cfg_test(&f.attrs) {
            visit::visit_impl_item_fn(self, f);
        }
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        use_leaves(&mut Vec::new(), &u.tree, &mut self.0);
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        self.0
            .push(p.segments.iter().map(|s| s.ident.to_string()).collect());
        visit::visit_path(self, p);
    }

    fn visit_vis_restricted(&mut self, _: &'ast syn::VisRestricted) {}

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        visit::visit_macro(self, m);
        macro_paths(m.tokens.clone(), &mut self.0);
    }
}

/// `crate::a::{b, c::{d, e as f}, g::*}` → `crate::a::b`, `crate::a::c::d`,
/// `crate::a::c::e`, `crate::a::g`.
fn use_leaves(prefix: &mut Vec<String>, tree: &syn::UseTree, out: &mut Vec<Vec<String>>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_leaves(prefix, &p.tree, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => out.push([prefix.as_slice(), &[n.ident.to_string()]].concat()),
        syn::UseTree::Rename(r) => out.push([prefix.as_slice(), &[r.ident.to_string()]].concat()),
        syn::UseTree::Glob(_) => out.push(prefix.clone()),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_leaves(prefix, t, out);
            }
        }
    }
}

/// The `crate::…`, `super::…` and `self::…` paths in a macro call's tokens, at any depth.
fn macro_paths(tokens: proc_macro2::TokenStream, out: &mut Vec<Vec<String>>) {
    use proc_macro2::TokenTree;
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let sep = |i: usize| {
        matches!((tokens.get(i), tokens.get(i + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                if a.as_char() == ':' && b.as_char() == ':')
    };
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(g) => macro_paths(g.stream(), out),
            TokenTree::Ident(head)
                if ["crate", "super", "self"].contains(&head.to_string().as_str())
                    && sep(i + 1) =>
            {
                let mut path = vec![head.to_string()];
                while sep(i + 1) {
                    match tokens.get(i + 3) {
                        Some(TokenTree::Ident(next)) => {
                            path.push(next.to_string());
                            i += 3;
                        }
                        _ => break,
                    }
                }
                out.push(path);
            }
            _ => {}
        }
        i += 1;
    }
}

/// The family a file of src/rules/ belongs to, if it is one.
fn family(file: &str) -> Option<String> {
    let rel = file.strip_prefix("rules/")?;
    let listed = |list: &[&str]| {
        list.iter()
            .any(|l| rel == *l || (l.ends_with('/') && rel.starts_with(l)))
    };
    if listed(UNDER_FAMILIES) || listed(ABOVE_FAMILIES) {
        return None;
    }
    let name = rel.split('/').next()?;
    Some(name.strip_suffix(".rs").unwrap_or(name).to_string())
}

fn in_rules(file: &str, list: &[&str]) -> bool {
    file.strip_prefix("rules/").is_some_and(|rel| {
        list.iter()
            .any(|l| rel == *l || (l.ends_with('/') && rel.starts_with(l)))
    })
}

#[test]
fn the_rulebook_imports_nothing_of_the_project() {
    let krate = Crate::read();
    let mut bad = Vec::new();
    for f in krate.files().filter(|f| f.starts_with("rulebook/")) {
        for to in krate.imports(f) {
            if !to.starts_with("rulebook/") {
                bad.push(format!("{f} imports {to}"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_layers_under_the_rules_never_import_them() {
    let krate = Crate::read();
    let lower = [
        "rulebook/",
        "board/",
        "catalog/",
        "query/",
        "scenario/",
        "verdict.rs",
    ];
    let mut bad = Vec::new();
    let mut seen = 0;
    for f in krate
        .files()
        .filter(|f| lower.iter().any(|l| f.starts_with(l)))
    {
        seen += 1;
        for to in krate.imports(f) {
            if to.starts_with("rules/") {
                bad.push(format!("{f} imports {to}"));
            }
        }
    }
    assert!(seen > 20, "the lower layers were found ({seen} files)");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn nothing_under_the_library_entry_calls_up_into_it() {
    let krate = Crate::read();
    let lower = [
        "rules/",
        "rulebook/",
        "board/",
        "catalog/",
        "query/",
        "scenario/",
        "verdict.rs",
    ];
    let mut bad = Vec::new();
    for f in krate
        .files()
        .filter(|f| lower.iter().any(|l| f.starts_with(l)))
    {
        if krate.imports(f).contains("lib.rs") {
            bad.push(format!("{f} imports lib.rs"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_question_language_and_the_board_never_name_each_other() {
    // The AST holds names; the reading step (rules/subject.rs) resolves them into the board's
    // indices, and the board's facts take names as plain strings. Left out: `query/natural/`,
    // itself a reading step (a player's words read against the board, into a canonical
    // question), which sits under query/ today.
    let krate = Crate::read();
    let mut bad = Vec::new();
    for (from, to) in [("query/", "board/"), ("board/", "query/")] {
        for f in krate
            .files()
            .filter(|f| f.starts_with(from) && !f.starts_with("query/natural/"))
        {
            for t in krate.imports(f) {
                if t.starts_with(to) {
                    bad.push(format!("{f} imports {t}"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_rules_never_see_yaml() {
    let krate = Crate::read();
    let mut bad = Vec::new();
    for f in krate.files().filter(|f| f.starts_with("rules/")) {
        for to in krate.imports(f) {
            if to.starts_with("scenario/") {
                bad.push(format!("{f} imports {to}"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn what_lies_under_the_families_imports_no_family_and_nothing_above() {
    let krate = Crate::read();
    let mut bad = Vec::new();
    for f in krate.files().filter(|f| in_rules(f, UNDER_FAMILIES)) {
        for to in krate.imports(f) {
            if family(&to).is_some() || in_rules(&to, ABOVE_FAMILIES) {
                bad.push(format!("{f} imports {to}"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn no_family_imports_what_lies_above_it() {
    let krate = Crate::read();
    let mut bad = Vec::new();
    for f in krate.files().filter(|f| family(f).is_some()) {
        for to in krate.imports(f) {
            if in_rules(&to, ABOVE_FAMILIES) {
                bad.push(format!("{f} imports {to}"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn a_family_imports_no_other_family_but_the_known_ones_left() {
    let krate = Crate::read();
    let mut found: BTreeSet<(String, String)> = BTreeSet::new();
    let mut families = BTreeSet::new();
    for f in krate.files() {
        let Some(from) = family(f) else { continue };
        families.insert(from.clone());
        for to in krate.imports(f) {
            if let Some(to) = family(&to)
                && to != from
            {
                found.insert((from.clone(), to));
            }
        }
    }
    assert!(
        families.len() > 20 && families.contains("weapons") && !families.contains("eval"),
        "the families were found: {families:?}"
    );
    let known: BTreeSet<(String, String)> = KNOWN
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let new: Vec<_> = found.difference(&known).collect();
    let gone: Vec<_> = known.difference(&found).collect();
    assert!(
        new.is_empty(),
        "a family imports another (move the shared fact to board/ or the shared check to \
         rules/shared/, or consult the check table): {new:?}"
    );
    assert!(
        gone.is_empty(),
        "these family imports are gone: remove them from KNOWN: {gone:?}"
    );
}

/// The import cycles among the files of src/ that remain (each sorted), from
/// the team's `rust_import_cycles.py` tool and this reader alike. None is left: the test fails
/// on any new cycle. (The last, the catalog's, went when a card's definition, the title keys,
/// the base index and the Young Jedi facts became leaf files the loaders import.)
const KNOWN_CYCLES: &[&[&str]] = &[];

/// The strongly connected components of more than one file (Tarjan), each sorted.
fn cycles(krate: &Crate) -> BTreeSet<Vec<String>> {
    let files: Vec<&String> = krate.files().collect();
    let at: BTreeMap<&str, usize> = files
        .iter()
        .enumerate()
        .map(|(i, f)| (f.as_str(), i))
        .collect();
    let edges: Vec<Vec<usize>> = files
        .iter()
        .map(|f| {
            krate
                .imports(f)
                .iter()
                .filter_map(|t| at.get(t.as_str()).copied())
                .collect()
        })
        .collect();
    struct Tarjan<'a> {
        edges: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    impl Tarjan<'_> {
        fn strong(&mut self, v: usize) {
            self.index[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on[v] = true;
            for &w in &self.edges[v] {
                match self.index[w] {
                    None => {
                        self.strong(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(iw) if self.on[w] => self.low[v] = self.low[v].min(iw),
                    Some(_) => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut c = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on[w] = false;
                    c.push(w);
                    if w == v {
                        break;
                    }
                }
                self.out.push(c);
            }
        }
    }
    let n = files.len();
    let mut t = Tarjan {
        edges: &edges,
        index: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if t.index[v].is_none() {
            t.strong(v);
        }
    }
    t.out
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|c| {
            let mut c: Vec<String> = c.into_iter().map(|i| files[i].clone()).collect();
            c.sort();
            c
        })
        .collect()
}

#[test]
fn no_import_cycle_but_the_known_ones_left() {
    let krate = Crate::read();
    let found = cycles(&krate);
    let known: BTreeSet<Vec<String>> = KNOWN_CYCLES
        .iter()
        .map(|c| c.iter().map(|f| f.to_string()).collect())
        .collect();
    let new: Vec<_> = found.difference(&known).collect();
    let gone: Vec<_> = known.difference(&found).collect();
    assert!(
        new.is_empty(),
        "new import cycles (give the files' shared part a file of its own, named for what it \
         holds, that imports none of them): {new:#?}"
    );
    assert!(
        gone.is_empty(),
        "these import cycles are gone: remove them from KNOWN_CYCLES: {gone:#?}"
    );
}

#[test]
fn the_import_reader_sees_what_it_should() {
    // The reader itself: a `use` group, a nested group, a glob, an inline path, a path in a
    // macro call, `super` from a file that is not a mod.rs, a child module named bare, and
    // what must not count: comments, strings, visibility paths and test code.
    let krate = Crate::read();
    let eval = krate.imports("rules/eval.rs");
    assert!(eval.contains("rules/subject.rs"), "{eval:?}");
    assert!(eval.contains("rulebook/mod.rs"), "{eval:?}");
    let parser = krate.imports("query/parser.rs");
    assert!(parser.contains("query/parser/grammar.rs"), "{parser:?}");
    let joined = |text: &str| -> Vec<String> {
        paths_in(text)
            .expect("parses")
            .into_iter()
            .map(|p| p.join("::"))
            .collect()
    };
    assert_eq!(
        joined("use crate::a::{\n    b,\n    c::{d, e as f},\n    g::*,\n};"),
        [
            "crate::a::b",
            "crate::a::c::d",
            "crate::a::c::e",
            "crate::a::g"
        ]
    );
    let inline = joined("fn f() { let x = crate::rules::eval::Eval::new(super::y); }");
    assert!(
        inline.contains(&"crate::rules::eval::Eval::new".to_string())
            && inline.contains(&"super::y".to_string()),
        "{inline:?}"
    );
    let in_macro = joined("fn f() -> bool { matches!(x, crate::a::B { .. }) }");
    assert!(
        in_macro.contains(&"crate::a::B".to_string()),
        "{in_macro:?}"
    );
    assert!(
        joined(
            "// use crate::rules::x;\nconst S: &str = \"crate::y\";\n\
             const R: &str = r#\"a \"crate::x\" b\"#;\npub(in crate::query) struct T;\n\
             #[cfg(test)]\nuse crate::z;\n#[cfg(test)]\nmod tests { use crate::w; }"
        )
        .iter()
        .all(|p| !p.starts_with("crate")),
        "comments, strings, visibility and test code are no imports"
    );
    assert_eq!(module_of("rules/mod.rs"), ["rules"]);
    assert_eq!(
        module_of("rules/shared/regular_move.rs"),
        ["rules", "shared", "regular_move"]
    );
}

/// Where src/rules/ writes an answer itself (issue 35, item 5): a call of `.answer(…)`, of
/// `.decide(…)` (`settle`'s own step) or of a method whose name begins `refuse` (`Eval::refuse`,
/// `refuse_by_base`, `refuse_by_card_text`),
/// or an assignment to a field `answer` (`e.v.answer = …`), counted per function
/// (`file::function`, closures counted in the function that holds them). Only `settle` may
/// make an act's answer; `eval.rs`, where `settle` and the writers themselves live, is not
/// counted.
struct AnswerWrites {
    file: String,
    func: Vec<String>,
    found: BTreeMap<String, usize>,
}

impl AnswerWrites {
    fn note(&mut self) {
        let at = format!(
            "{}::{}",
            self.file,
            self.func.last().map(String::as_str).unwrap_or("<item>")
        );
        *self.found.entry(at).or_default() += 1;
    }
}

impl<'ast> Visit<'ast> for AnswerWrites {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if !is_cfg_test(attrs_of(item)) {
            visit::visit_item(self, item);
        }
    }
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.func.push(f.sig.ident.to_string());
        visit::visit_item_fn(self, f);
        self.func.pop();
    }
    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        if is_cfg_test(&f.attrs) {
            return;
        }
        self.func.push(f.sig.ident.to_string());
        visit::visit_impl_item_fn(self, f);
        self.func.pop();
    }
    fn visit_expr_if(&mut self, i: &'ast syn::ExprIf) {
        // Test-only code in a function (`#[cfg(test)] if …`: the recording test's faults).
        if !is_cfg_test(&i.attrs) {
            visit::visit_expr_if(self, i);
        }
    }
    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        let name = m.method.to_string();
        if name == "answer" || name.starts_with("refuse") || name == "decide" {
            // `answer(…)`, `refuse(…)`, `refuse_by_base(…)`, `found.refuse_by_hand()`, and
            // `decide(…)`: an answer made outside `settle` (it is `settle`'s own step, private
            // to eval.rs, so a call anywhere else is a second way to answer)…
            self.note();
        }
        visit::visit_expr_method_call(self, m);
    }
    fn visit_expr_call(&mut self, c: &'ast syn::ExprCall) {
        // `Found::by_hand(…)`: a decision a handler makes by hand, passed to `settle`.
        if let syn::Expr::Path(p) = c.func.as_ref() {
            let segs: Vec<String> = p
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            if segs.ends_with(&["Found".to_string(), "by_hand".to_string()]) {
                self.note();
            }
        }
        visit::visit_expr_call(self, c);
    }
    fn visit_expr_assign(&mut self, a: &'ast syn::ExprAssign) {
        if let syn::Expr::Field(f) = a.left.as_ref()
            && matches!(&f.member, syn::Member::Named(n) if n == "answer")
        {
            self.note();
        }
        visit::visit_expr_assign(self, a);
    }
}

/// Every answer write in src/rules/ outside eval.rs, by `file::function`, with its count.
fn answer_writes() -> BTreeMap<String, usize> {
    let krate = Crate::read();
    let mut found = BTreeMap::new();
    for file in krate.files() {
        let Some(rel) = file.strip_prefix("rules/") else {
            continue;
        };
        if rel == "eval.rs" {
            continue;
        }
        let text = std::fs::read_to_string(krate.src.join(file)).expect("a source file");
        let ast = syn::parse_file(&text).expect("the sources parse");
        let mut v = AnswerWrites {
            file: rel.to_string(),
            func: Vec::new(),
            found: BTreeMap::new(),
        };
        v.visit_file(&ast);
        found.extend(v.found);
    }
    found
}

/// The questions that name no act and may write their answer themselves (issue 35, item 5:
/// "outside `settle` and the non-act questions"): look-ups of a board or catalog fact, a value,
/// a count, a row's layout, a rule's declaration, a whole board judged. Each with why it is no
/// act. A function on the path of an act (deploy, move, land, take-off, embark, disembark,
/// transit, transfer, shuttle, react, attack, capture, bomb, replace, duel, evacuate, fetch…) is
/// never one of these: it answers through `settle`, or it is debt in [`KNOWN_ANSWER_WRITES`].
/// A function listed here that writes no answer any more fails (remove it).
const NON_ACT_WRITERS: &[(&str, &str)] = &[
    (
        "attaching.rs::present_hook",
        "`present <card>`: a Topics part on presence (a starfighter a Landing Claw hides), no act",
    ),
    (
        "capture.rs::ask_landspeed",
        "`landspeed <card>` of a 'frozen' captive: a value, a look-up",
    ),
    (
        "classify.rs::ask_card_type",
        "`card-type <card>`: a catalog fact, no act",
    ),
    (
        "classify.rs::ask_force_icons",
        "`force-icons <side>`: the icons a side has on table, no act",
    ),
    (
        "classify.rs::ask_is",
        "`is <card> <property>`: a card's class (Rebel, Imperial, …), no act",
    ),
    (
        "dotf_duel.rs::ask_hand",
        "`duel-hand <card>`: the size of a dueling hand, a count, no act",
    ),
    (
        "layout.rs::ask_insertion",
        "`insertion <location>`: where in its row a location card would go, a look-up (`can deploy` is the act)",
    ),
    (
        "layout.rs::ask_layout",
        "`layout [<row>]`: the row's order, a look-up",
    ),
    (
        "layout.rs::ask_markers",
        "`markers [<row>]`: a row's marker sites, a look-up",
    ),
    (
        "mines.rs::ask_tripped_by",
        "`tripped-by <card> at <site>`: what a mine does to a card there, no act of the table",
    ),
    (
        "missing.rs::ask_search_party",
        "`search-party`: who may search for a missing card, no act of the table",
    ),
    (
        "mod.rs::ask_rule",
        "`rule <id>`: a rule's declaration, no board question",
    ),
    (
        "presence.rs::ask_alone",
        "`alone <card>`: a board fact, no act",
    ),
    (
        "presence.rs::ask_presence",
        "`presence <side> at <location>`: a board fact, no act",
    ),
    (
        "presence.rs::ask_present",
        "`present <card>`: a board fact, no act",
    ),
    (
        "sabacc.rs::ask_sabacc",
        "`sabacc`: a hand's total, a count, no act",
    ),
    (
        "sectors/destiny.rs::ask_asteroid_destiny",
        "`asteroid-destiny <card>`: what an asteroid sector's destiny draw does, no act",
    ),
    (
        "sectors/lost.rs::ask_lost_with_location",
        "`lost-with <system>`: what is lost with a location, a look-up",
    ),
    (
        "sectors/lost.rs::ask_lost_with_slug",
        "`lost-with <Space Slug>`: what is lost with it, a look-up",
    ),
    (
        "shield.rs::ask_battle_power",
        "`battle-power <side> at <location>`: a total, no act",
    ),
    (
        "shield.rs::ask_shielded",
        "`shielded <location>`: whether the shield covers a site, a board fact",
    ),
    (
        "starship_sites.rs::ask_insertion",
        "`insertion <starship site>`: where it would go, a look-up",
    ),
    (
        "starship_sites.rs::insertion_rows",
        "`insertion <starship site>`: the rows it may go in, the same look-up",
    ),
    (
        "training.rs::ask_jedi_test",
        "`jedi-test`: whether a Jedi test is passed, no act of the table (training is no `Action`)",
    ),
    (
        "training.rs::missing_apprentice",
        "`jedi-test`: the apprentice it needs, the same question",
    ),
    (
        "training.rs::no_mentor",
        "`jedi-test`: the mentor it needs on Dagobah (issue 39), the same question",
    ),
    (
        "validate/mod.rs::ask_validate",
        "`validate`: a whole board judged, a list of problems, no act",
    ),
    (
        "vehicles.rs::ask_enhances",
        "`enhances <card> <craft>`: whether a card enhances a craft, a board fact",
    ),
    (
        "vehicles.rs::ask_landspeed",
        "`landspeed <card>`: a value, a look-up",
    ),
    ("vehicles.rs::ask_piloted", "`piloted <card>`: a board fact"),
    (
        "weapons.rs::ask_defense",
        "`defense <card>`: a value, a look-up",
    ),
    (
        "weapons.rs::ask_lost_with",
        "`lost-with <card>`: what is lost with a card, a look-up",
    ),
    (
        "weapons.rs::ask_matching",
        "`matching <weapon> <character>`: a card fact, no act",
    ),
];

/// The act-path debt: functions of src/rules/ on the path of an act that still write an
/// answer themselves, with how many times (issue 35: only `settle` makes an act's answer). A
/// refusal a handler makes by hand on what it passes to `settle` (`found.refuse_by_hand…()`,
/// `Found::by_hand(…)`) counts as a write too: it is an answer decided outside the table. The
/// list may only shrink: a new writer, or a count that grows, fails; a function that writes
/// fewer (or none) fails until its line here is lowered (or removed).
const KNOWN_ANSWER_WRITES: &[(&str, usize)] = &[];

#[test]
fn only_settle_writes_an_act_answer_but_the_known_ones_left() {
    let non_act: BTreeMap<&str, &str> = NON_ACT_WRITERS.iter().copied().collect();
    let mut found = answer_writes();
    // The non-act questions may write their answer; each listed one still does.
    let stale: Vec<&str> = non_act
        .keys()
        .filter(|f| !found.contains_key(**f))
        .copied()
        .collect();
    assert!(
        stale.is_empty(),
        "NON_ACT_WRITERS lists functions that write no answer now: remove them: {stale:?}"
    );
    found.retain(|f, _| !non_act.contains_key(f.as_str()));
    let known: BTreeMap<String, usize> = KNOWN_ANSWER_WRITES
        .iter()
        .map(|(f, n)| (f.to_string(), *n))
        .collect();
    let grown: Vec<String> = found
        .iter()
        .filter(|(f, n)| known.get(*f).is_none_or(|k| *n > k))
        .map(|(f, n)| format!("(\"{f}\", {n}),"))
        .collect();
    assert!(
        grown.is_empty(),
        "answers written outside settle (new, or more than KNOWN_ANSWER_WRITES allows):\n{}",
        grown.join("\n")
    );
    let shrunk: Vec<String> = known
        .iter()
        .filter(|(f, k)| found.get(*f).is_none_or(|n| n < *k))
        .map(|(f, k)| format!("{f}: {k} -> {}", found.get(f).copied().unwrap_or(0)))
        .collect();
    assert!(
        shrunk.is_empty(),
        "fewer answer writes than KNOWN_ANSWER_WRITES lists: lower or remove them: {shrunk:?}"
    );
}

/// The two lists never name one function: a non-act question is not act debt, and each says
/// why it names no act.
#[test]
fn non_act_writers_and_act_debt_are_apart() {
    for (f, why) in NON_ACT_WRITERS {
        assert!(
            !KNOWN_ANSWER_WRITES.iter().any(|(k, _)| k == f),
            "{f} is both a non-act question and act debt"
        );
        // Each names the question it answers, and that question asks of no act: an act's
        // question (`can …`, `cost …`, `moves`, `reach`, a duel, a capture, a bomb…) is never
        // one of these.
        assert!(why.starts_with('`'), "{f}: name the question it answers");
        let verb = why[1..].split([' ', '`']).next().unwrap_or("");
        assert!(
            ![
                "can",
                "cost",
                "moves",
                "reach",
                "capture",
                "duel",
                "duelists",
                "duel-defenders",
                "effect-fetch",
                "evacuation-outcome",
                "deploy-from-deck",
                "creature-attack",
            ]
            .contains(&verb),
            "{f}: `{verb}` asks of an act: it answers through settle, or it is act debt"
        );
    }
    let mut names: Vec<&str> = NON_ACT_WRITERS.iter().map(|(f, _)| *f).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(
        names.len(),
        NON_ACT_WRITERS.len(),
        "a non-act function listed twice"
    );
}

/// The counter sees each kind of answer write, and leaves test-only code out.
#[test]
fn the_answer_write_counter_sees_every_kind_of_write() {
    let text = r#"
        fn hand(e: &mut Eval) {
            e.refuse(&R, "by hand");
            e.refuse_by_base(&B, "by hand");
            e.v.answer = Answer::No;
            let f = |e: &mut Eval| e.answer(Answer::Yes);
            found.refuse_by_hand();
            e.decide(Found::by_hand(true));
            if found.is_refused() { e.decide(found); }
            #[cfg(test)]
            if injected() { e.refuse(&R, "a fault a test injects"); }
        }
        #[cfg(test)]
        fn test_only(e: &mut Eval) { e.refuse(&R, "test"); }
    "#;
    let mut v = AnswerWrites {
        file: "x.rs".into(),
        func: Vec::new(),
        found: BTreeMap::new(),
    };
    v.visit_file(&syn::parse_file(text).expect("the snippet parses"));
    assert_eq!(v.found, BTreeMap::from([("x.rs::hand".to_string(), 8)]));
}

/// The longest a function of the project may be (issue 35, item 6: "no function over 150
/// lines"), from its `fn` to its closing brace. Test code is left out.
const MAX_FN_LINES: usize = 150;

/// Every function of the project's code (free, in an `impl` or a trait, nested ones too) with
/// its length in lines, outside `#[cfg(test)]`.
struct FnLengths {
    file: String,
    found: Vec<(String, usize)>,
}

impl FnLengths {
    fn note(&mut self, name: &syn::Ident, sig: &syn::Signature, block: &syn::Block) {
        let from = sig.fn_token.span.start().line;
        let to = block.brace_token.span.close().end().line;
        self.found
            .push((format!("{}::{name}", self.file), to + 1 - from));
    }
}

impl<'a> Visit<'a> for FnLengths {
    fn visit_item(&mut self, i: &'a syn::Item) {
        if !is_cfg_test(attrs_of(i)) {
            visit::visit_item(self, i);
        }
    }
    fn visit_item_fn(&mut self, f: &'a syn::ItemFn) {
        self.note(&f.sig.ident, &f.sig, &f.block);
        visit::visit_item_fn(self, f);
    }
    fn visit_impl_item_fn(&mut self, f: &'a syn::ImplItemFn) {
        if !is_cfg_test(&f.attrs) {
            self.note(&f.sig.ident, &f.sig, &f.block);
            visit::visit_impl_item_fn(self, f);
        }
    }
    fn visit_trait_item_fn(&mut self, f: &'a syn::TraitItemFn) {
        if let Some(block) = &f.default {
            self.note(&f.sig.ident, &f.sig, block);
        }
        visit::visit_trait_item_fn(self, f);
    }
}

fn fn_lengths(text: &str, file: &str) -> Vec<(String, usize)> {
    let ast = syn::parse_file(text).expect("the sources parse");
    let mut v = FnLengths {
        file: file.to_string(),
        found: Vec::new(),
    };
    v.visit_file(&ast);
    v.found
}

#[test]
fn no_function_is_over_150_lines() {
    let krate = Crate::read();
    let mut long = Vec::new();
    for file in krate.files() {
        let text = std::fs::read_to_string(krate.src.join(file)).expect("a source file");
        for (f, n) in fn_lengths(&text, file) {
            if n > MAX_FN_LINES {
                long.push(format!("{f}: {n} lines"));
            }
        }
    }
    assert!(
        long.is_empty(),
        "functions over {MAX_FN_LINES} lines (split them):\n{}",
        long.join("\n")
    );
}

#[test]
fn the_length_counter_sees_every_kind_of_function() {
    let body = "    let x = 1;\n".repeat(151);
    let text = format!(
        "fn free() {{\n{body}}}\nstruct S;\nimpl S {{\n    fn method(&self) {{\n{body}    }}\n}}\n\
         trait T {{\n    fn given(&self) {{\n{body}    }}\n}}\n\
         fn outer() {{\n    fn inner() {{\n{body}    }}\n}}\n\
         #[cfg(test)]\nmod tests {{\n    fn ignored() {{\n{body}    }}\n}}\n"
    );
    let found: BTreeMap<String, usize> = fn_lengths(&text, "x.rs").into_iter().collect();
    for f in ["free", "method", "given", "inner"] {
        assert_eq!(
            found.get(&format!("x.rs::{f}")),
            Some(&153),
            "{f}: {found:?}"
        );
    }
    assert_eq!(found.get("x.rs::outer"), Some(&155));
    assert!(!found.contains_key("x.rs::ignored"));
}
