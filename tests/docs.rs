//! Generated documentation stays fresh: docs/rules.md is the registry's own rendering.
//! Regenerate with `cargo run -- rules --format markdown > docs/rules.md`.

#[test]
fn docs_rules_md_is_generated_from_the_registry() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rules.md");
    let want = swjudge::render::tables::rules_markdown();
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        have == want,
        "docs/rules.md is stale: run `cargo run -- rules --format markdown > docs/rules.md`"
    );
}

#[test]
fn every_rule_is_documented_with_its_citation() {
    let md = swjudge::render::tables::rules_markdown();
    for r in swjudge::rules::all() {
        let row = md
            .lines()
            .find(|l| l.starts_with(&format!("| `{}` |", r.id)));
        let row = row.unwrap_or_else(|| panic!("{} missing from docs/rules.md", r.id));
        assert!(row.contains(&r.citation()), "{}", r.id);
        assert!(row.contains(r.statement), "{}", r.id);
    }
}

/// The words of a text, lowercased, with apostrophes kept inside words (scripts/doc-fingerprint.py
/// splits the documents the same way).
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .replace('’', "'")
        .split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// FNV-1a, 64 bits: the hash of the fingerprint files.
fn fnv1a64(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

const LIMIT: usize = 10;

/// The hashes of every ten-word run of a document (tests/fixtures/doc-shingles/, written by
/// scripts/doc-fingerprint.py from the documents, which the repository does not hold).
fn fingerprint(file: &str) -> std::collections::HashSet<u64> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/doc-shingles")
        .join(file.replace(".md", ".txt"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run scripts/doc-fingerprint.py)", path.display()));
    text.lines()
        .map(|l| {
            u64::from_str_radix(l, 16).unwrap_or_else(|_| panic!("{l:?} in {}", path.display()))
        })
        .collect()
}

/// The first ten-word run of `statement` whose hash the document's fingerprint holds.
fn copied_run(statement: &str, doc: &std::collections::HashSet<u64>) -> Option<String> {
    words(statement)
        .windows(LIMIT)
        .map(|run| run.join(" "))
        .find(|phrase| doc.contains(&fnv1a64(phrase)))
}

#[test]
fn the_fingerprint_hash_is_the_scripts() {
    let w = words("The Rebel’s snowspeeder, enclosed_and fast: one two three four five six!");
    assert_eq!(w[1], "rebel's");
    assert_eq!(w.len(), 12);
    // scripts/doc-fingerprint.py gives 79a47a15b3d6cbdb for the same ten words.
    assert_eq!(fnv1a64(&w[..LIMIT].join(" ")), 0x79a4_7a15_b3d6_cbdb);
    // A made-up document: a statement repeating ten of its words is caught, a paraphrase not.
    let doc_words = words("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu");
    let doc = doc_words
        .windows(LIMIT)
        .map(|r| fnv1a64(&r.join(" ")))
        .collect();
    assert!(
        copied_run(
            "So: beta gamma delta epsilon zeta eta theta iota kappa lambda.",
            &doc
        )
        .is_some()
    );
    assert!(
        copied_run(
            "beta gamma delta epsilon zeta eta theta iota kappa nu",
            &doc
        )
        .is_none()
    );
    for file in [
        "hoth-supplement.md",
        "hoth-rules-update.md",
        "dagobah-supplement.md",
        "cloud-city-supplement.md",
        "young-jedi-duel-of-the-fates.md",
    ] {
        assert!(fingerprint(file).len() > 1_000, "{file}");
    }
}

/// Statements are in the project's own words: none repeats ten or more consecutive words of the
/// document it cites (names of cards and short technical phrases stay well below that). Checked
/// against each document's fingerprint, so it runs without the documents.
#[test]
fn rule_statements_paraphrase_their_documents() {
    let mut docs = std::collections::HashMap::new();
    let mut problems = Vec::new();
    for r in swjudge::rules::all() {
        let doc = docs
            .entry(r.document.file())
            .or_insert_with(|| fingerprint(r.document.file()));
        if let Some(phrase) = copied_run(r.statement, doc) {
            problems.push(format!("{}: \"{phrase}\"", r.id));
        }
    }
    assert!(
        problems.is_empty(),
        "statements copying {LIMIT}+ words of their document:\n{}",
        problems.join("\n")
    );
}

/// docs/query-language.md's list of question forms is the verb table's own rendering
/// (`swjudge::render::tables::verbs_markdown`), between its two marker lines.
/// `SWJUDGE_REGENERATE=1 cargo test --test docs` rewrites it.
#[test]
fn docs_query_language_lists_the_verb_table() {
    use swjudge::render::tables::{VERBS_MARKDOWN_BEGIN, VERBS_MARKDOWN_END, verbs_markdown};
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/query-language.md");
    let have = std::fs::read_to_string(path).unwrap_or_default();
    let (Some(begin), Some(end)) = (
        have.find(VERBS_MARKDOWN_BEGIN),
        have.find(VERBS_MARKDOWN_END),
    ) else {
        panic!(
            "docs/query-language.md has lost the marker lines of its generated list of questions"
        );
    };
    let end = end + VERBS_MARKDOWN_END.len() + 1;
    let want = verbs_markdown();
    if std::env::var_os("SWJUDGE_REGENERATE").is_some() {
        let fresh = format!(
            "{}{want}{}",
            &have[..begin],
            have.get(end..).unwrap_or_default()
        );
        std::fs::write(path, fresh).unwrap_or_else(|e| panic!("{path}: {e}"));
        return;
    }
    assert!(
        have.get(begin..end) == Some(want.as_str()),
        "docs/query-language.md's list of questions is stale: run `SWJUDGE_REGENERATE=1 cargo test --test docs`"
    );
}

/// README.md and docs/: every relative link leads to a file of the repository (a clone has
/// nothing beside it), and no page sends the reader to a folder outside it.
#[test]
fn docs_link_only_to_files_in_the_repository() {
    use pulldown_cmark::{Event, Parser, Tag};
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md")];
    for e in std::fs::read_dir(root.join("docs")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "md") {
            pages.push(p);
        }
    }
    let mut bad = Vec::new();
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        if text.contains("../shared") {
            bad.push(format!("{}: names ../shared", page.display()));
        }
        for ev in Parser::new(&text) {
            let Event::Start(Tag::Link { dest_url, .. }) = ev else {
                continue;
            };
            let url = dest_url.split('#').next().unwrap_or("");
            if url.is_empty() || url.contains("://") || url.starts_with("mailto:") {
                continue;
            }
            let target = page.parent().unwrap().join(url);
            let inside = target
                .canonicalize()
                .is_ok_and(|t| t.starts_with(root.canonicalize().unwrap()));
            if !inside {
                bad.push(format!("{}: {url}", page.display()));
            }
        }
    }
    assert!(bad.is_empty(), "links outside the repository: {bad:#?}");
}
