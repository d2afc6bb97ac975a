//! The fast YAML reader, `yaml::parse_plain` (straight from the events of serde-saphyr's own
//! parser), gives exactly the tree serde-saphyr gives (`yaml::parse_with_serde`): the same
//! nodes, spans, texts and scalar types, wherever it answers. Where it does not (anchors, tags,
//! repeated keys, odd numbers, errors…), `yaml::parse` goes to serde-saphyr, so every
//! diagnostic is serde-saphyr's.
//!
//! Checked on every bundled scenario, on scalars of every type as values and as keys, and on
//! random mutations of the bundled scenarios (`PROPTEST_CASES` raises their number).

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::path::PathBuf;
use swjudge::scenario::yaml;

fn bundled() -> Vec<(PathBuf, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    swjudge::scenario::files_under(&[root.join("scenarios"), root.join("examples")])
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a bundled scenario reads");
            (p, text)
        })
        .collect()
}

/// Where the plain reader answers, serde-saphyr reads the same tree. Whether it answered.
fn same_tree(text: &str) -> bool {
    let Some(plain) = yaml::parse_plain(text) else {
        return false;
    };
    match yaml::parse_with_serde(text) {
        Ok(reference) => {
            assert_eq!(
                plain, reference,
                "the plain reader's tree differs for {text:?}"
            );
            // And `parse` gives that tree.
            assert_eq!(yaml::parse(text).ok(), Some(reference));
        }
        Err(e) => panic!("the plain reader read a file serde-saphyr refuses ({e:?}): {text:?}"),
    }
    true
}

#[test]
fn every_bundled_scenario_reads_the_same_and_nearly_all_plainly() {
    let files = bundled();
    assert!(files.len() > 50, "found {} scenario files", files.len());
    let mut plain = 0;
    let mut deferred = Vec::new();
    for (path, text) in &files {
        if same_tree(text) {
            plain += 1;
        } else {
            deferred.push(path.display().to_string());
        }
    }
    // The example the start-up bench asks about must take the plain path, or the bench measures
    // a slower reader.
    let example = files
        .iter()
        .find(|(p, _)| p.ends_with("examples/hoth-shield.yaml"))
        .expect("the example is bundled");
    assert!(yaml::parse_plain(&example.1).is_some());
    eprintln!("{plain} of {} bundled files read plainly", files.len());
    assert!(
        plain * 10 >= files.len() * 9,
        "only {plain} of {} files read plainly; deferred: {deferred:?}",
        files.len()
    );
}

#[test]
fn scalars_of_every_type_read_the_same_as_values_and_keys() {
    let words = [
        "Hoth",
        "•Red 5",
        "@bomber1",
        "y",
        "Y",
        "yes",
        "Yes",
        "YES",
        "n",
        "No",
        "on",
        "On",
        "OFF",
        "off",
        "true",
        "False",
        "~",
        "null",
        "Null",
        "NULL",
        "nUll",
        "0",
        "-0",
        "7",
        "-7",
        "42",
        "007",
        "-007",
        "+5",
        "1_000",
        "0x10",
        "0o17",
        "0b1",
        "1e3",
        "1.5",
        ".5",
        "-.5",
        ".inf",
        "-.inf",
        ".nan",
        "inf",
        "-inf",
        "Infinity",
        "NaN",
        "nan",
        "<<",
        "=",
        "123456789012345678",
        "-123456789012345678",
        "1234567890123456789",
        "99999999999999999999",
        "- x",
        "a b",
        "Hoth: Echo Base",
        "'quoted'",
        "\"double\"",
        "''",
        "\"\"",
        "'yes'",
        "\"7\"",
        "-",
        "_1",
        "1_",
        "١٢",
    ];
    let mut answered = 0;
    for w in words {
        for text in [
            format!("a: {w}\n"),
            format!("{w}: a\n"),
            format!("- {w}\n- [{w}, x]\n"),
            format!("a: {{ b: {w} }}\n"),
            format!("{w}\n"),
        ] {
            answered += usize::from(same_tree(&text));
        }
    }
    assert!(answered > 100, "only {answered} cases read plainly");
    // Repeated keys and keys of other types go to serde-saphyr.
    for text in [
        "a: 1\na: 2\n",
        "1: a\n\"1\": b\n",
        "? [a]\n: b\n",
        "<<: {a: 1}\n",
    ] {
        assert!(yaml::parse_plain(text).is_none(), "{text:?}");
    }
    // So do anchors, aliases, tags, several documents, an empty file and errors.
    for text in [
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "a: 1\n---\nb: 2\n",
        "",
        "# nothing\n",
        "a: [1, 2\n",
        "a: b: c\n",
    ] {
        assert!(yaml::parse_plain(text).is_none(), "{text:?}");
    }
}

#[test]
fn mutated_scenarios_read_the_same() {
    let files = bundled();
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(256);
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    // A file, then up to eight edits: a character of YAML's syntax or of a title put in,
    // a character taken out, or a line repeated.
    let edit = (
        0usize..3,
        any::<prop::sample::Index>(),
        prop::sample::select(vec![
            ":", " ", "\n", "-", "[", "]", "{", "}", ",", "'", "\"", "#", "&a", "*a", "!", "|",
            ">", "?", "\t", "  ", "yes", "7", "@", "•", "~", "<<", "x",
        ]),
    );
    let strategy = (0..files.len(), prop::collection::vec(edit, 1..8));
    let answered = std::sync::atomic::AtomicUsize::new(0);
    let tried = std::sync::atomic::AtomicUsize::new(0);
    runner
        .run(&strategy, |(file, edits)| {
            let mut text = files[file].1.clone();
            for (kind, at, piece) in edits {
                if text.is_empty() {
                    break;
                }
                let mut i = at.index(text.len());
                while !text.is_char_boundary(i) {
                    i -= 1;
                }
                match kind {
                    0 => text.insert_str(i, piece),
                    1 => {
                        if let Some(c) = text[i..].chars().next() {
                            text.replace_range(i..i + c.len_utf8(), "");
                        }
                    }
                    _ => {
                        let start = text[..i].rfind('\n').map_or(0, |s| s + 1);
                        let end = text[i..].find('\n').map_or(text.len(), |e| i + e + 1);
                        let line = text[start..end].to_string();
                        text.insert_str(start, &line);
                    }
                }
            }
            tried.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            if same_tree(&text) {
                answered.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
            Ok(())
        })
        .expect("the plain reader and serde-saphyr agree");
    // Most mutations keep a file plain YAML: the comparison above ran on them.
    let (answered, tried) = (answered.into_inner(), tried.into_inner());
    eprintln!("of {tried} mutated files, {answered} read plainly");
    assert!(answered * 4 >= tried, "{answered} of {tried}");
}
