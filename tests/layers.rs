//! Who may use whom (docs/design.md, "Layers"): read from the sources' own imports.
//!
//! Every `use` and every inline `crate::…`, `super::…` or `self::…` path of a file under src/ is
//! resolved to the file of the module it names (the longest prefix that is a module). Test
//! code is left out: files named `tests.rs` and an inline `#[cfg(test)] mod tests { … }`.
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

/// Imports from one family to another that remain (from, to). Each is a family calling
/// another's check or question rather than a fact: they go away as the action table takes
/// over deploying and moving (issue 12), or as the shared piece moves down. The list may only
/// shrink: the test fails on a new one and on one that is gone (remove it here).
const KNOWN: &[(&str, &str)] = &[
    ("capture", "movement"),
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
        let text = code_only(&text);
        let here = module_of(file);
        let mut paths = Vec::new();
        let mut rest = String::new();
        // `use …;` statements, expanded; what is left is searched for inline paths.
        let mut s = text.as_str();
        while let Some(i) = find_word(s, "use") {
            rest.push_str(&s[..i]);
            let after = &s[i + 3..];
            let end = after.find(';').unwrap_or(after.len());
            let tree = tidy(&after[..end]);
            expand("", &tree, &mut paths);
            s = &after[(end + 1).min(after.len())..];
        }
        rest.push_str(s);
        paths.extend(inline_paths(&rest));
        let mut out = BTreeSet::new();
        for p in paths {
            let segs: Vec<&str> = p.split("::").filter(|x| !x.is_empty()).collect();
            let (mut base, mut segs) = match segs.first() {
                Some(&"crate") => (Vec::new(), &segs[1..]),
                // A file `a/b.rs` is module a::b, as `a/b/mod.rs` is: `super` is a.
                Some(&"super") | Some(&"self") => (here.clone(), &segs[..]),
                _ => continue,
            };
            while let Some(first) = segs.first() {
                match *first {
                    "super" => {
                        base.pop();
                    }
                    "self" => {}
                    _ => break,
                }
                segs = &segs[1..];
            }
            let mut full = base;
            full.extend(segs.iter().map(|s| s.to_string()));
            for k in (1..=full.len()).rev() {
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

    fn files(&self) -> impl Iterator<Item = &String> {
        self.modules
            .values()
            .filter(|f| !f.ends_with("/tests.rs") && *f != "tests.rs")
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

/// The text without comments, string and char literals, and an inline `#[cfg(test)] mod tests`.
fn code_only(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests {") {
        Some(i) => &text[..i],
        None => text,
    };
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if text[i..].starts_with("//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if text[i..].starts_with("/*") {
            i += text[i..].find("*/").map_or(b.len() - i, |e| e + 2);
        } else if let Some(hashes) = raw_string_start(&text[i..]) {
            // r"…", r#"…"#: no escapes; ends at the quote and as many hashes.
            let close = format!("\"{}", "#".repeat(hashes));
            let body = i + 2 + hashes;
            i = text[body..]
                .find(&close)
                .map_or(b.len(), |e| body + e + close.len());
            out.push_str("\"\"");
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i] == b'\'' && i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') {
            // A char literal ('a', '\n', '\''), not a lifetime.
            let close = text[i + 2..].find('\'').map_or(b.len(), |e| i + 2 + e);
            i = close + 1;
        } else {
            let c = text[i..].chars().next().expect("a char");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// `r"`, `r#"`, `r##"`… at the start of `s` (not inside a word): the number of hashes.
fn raw_string_start(s: &str) -> Option<usize> {
    let rest = s.strip_prefix('r')?;
    let hashes = rest.len() - rest.trim_start_matches('#').len();
    rest[hashes..].starts_with('"').then_some(hashes)
}

/// Where the word `w` next starts, as a whole word.
fn find_word(s: &str, w: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = s[from..].find(w) {
        let at = from + i;
        let before = s[..at].chars().next_back();
        let after = s[at + w.len()..].chars().next();
        let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        if !word(before) && !word(after) {
            return Some(at);
        }
        from = at + w.len();
    }
    None
}

/// A use tree on one line, with no space but around `as`: `a::{b, c as d}` → `a::{b,c as d}`.
fn tidy(tree: &str) -> String {
    let words: Vec<&str> = tree.split_whitespace().collect();
    let mut s = words.join(" ");
    for p in ["::", "{", "}", ","] {
        s = s.replace(&format!(" {p}"), p).replace(&format!("{p} "), p);
    }
    s
}

/// `a::{b, c::{d, e}}` (tidied) → `a::b`, `a::c::d`, `a::c::e`.
fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let (mut depth, mut start) = (0, 0);
    let mut parts = Vec::new();
    for (i, c) in tree.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&tree[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&tree[start..]);
    for part in parts.into_iter().filter(|p| !p.is_empty()) {
        match part.find('{') {
            Some(j) => {
                let inner = &part[j + 1..part.rfind('}').unwrap_or(part.len())];
                expand(&format!("{prefix}{}", &part[..j]), inner, out);
            }
            None => {
                let name = part.split(" as ").next().unwrap_or(part);
                out.push(format!("{prefix}{name}"));
            }
        }
    }
}

/// Paths written inline: `crate::a::b`, `super::x`, `self::y`.
fn inline_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for head in ["crate", "super", "self"] {
        let mut from = 0;
        while let Some(i) = find_word(&text[from..], head) {
            let at = from + i;
            let tail = &text[at..];
            let len = tail
                .char_indices()
                .find(|&(_, c)| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .map_or(tail.len(), |(k, _)| k);
            let path = tail[..len].trim_end_matches(':');
            if path.contains("::") {
                out.push(path.to_string());
            }
            from = at + head.len();
        }
    }
    out
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

#[test]
fn the_import_reader_sees_what_it_should() {
    // The reader itself: a `use` group, a nested group, an inline path, `super` from a file
    // that is not a mod.rs, and a commented-out import that must not count.
    let krate = Crate::read();
    let eval = krate.imports("rules/eval.rs");
    assert!(eval.contains("rules/subject.rs"), "{eval:?}");
    assert!(eval.contains("rulebook/mod.rs"), "{eval:?}");
    let mut paths = Vec::new();
    expand("", "crate::a::{b,c::{d,e}}", &mut paths);
    assert_eq!(paths, ["crate::a::b", "crate::a::c::d", "crate::a::c::e"]);
    assert_eq!(
        inline_paths("let x = crate::rules::eval::Eval::new(super::y);"),
        ["crate::rules::eval::Eval::new", "super::y"]
    );
    assert!(code_only("// use crate::rules::x;\n\"crate::y\"").trim() == "\"\"");
    assert_eq!(code_only("r#\"a \"crate::x\" b\"# c").trim(), "\"\" c");
    assert_eq!(tidy("a::{\n    b,\n    c as d,\n}"), "a::{b,c as d,}");
    assert_eq!(module_of("rules/mod.rs"), ["rules"]);
    assert_eq!(
        module_of("rules/shared/moving.rs"),
        ["rules", "shared", "moving"]
    );
}
