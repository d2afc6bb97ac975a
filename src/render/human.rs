//! The human rendering of a verdict.

use super::Style;
use crate::verdict::{Answer, Verdict};
use std::fmt::Write;

fn headline(a: &Answer, style: Style) -> String {
    match a {
        Answer::Yes => style.paint("1;32", "YES"),
        Answer::No => style.paint("1;31", "NO"),
        Answer::Undetermined => style.paint("1;33", "UNDETERMINED"),
        Answer::Number(n) => style.paint("1;36", &n.to_string()),
        Answer::List(l) if l.is_empty() => style.paint("1;31", "NONE"),
        Answer::List(l) => style.paint(
            "1;36",
            &format!("{} item{}", l.len(), if l.len() == 1 { "" } else { "s" }),
        ),
    }
}

fn section(out: &mut String, title: &str, style: Style) {
    let _ = writeln!(out, "\n{}", style.paint("1", title));
}

pub fn verdict(v: &Verdict, style: Style) -> String {
    let mut out = String::new();
    let side = v
        .side
        .map(|s| format!(", for the {}", s.title()))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "{}  {}   (rules: {}{side})",
        headline(&v.answer, style),
        v.query,
        v.ruleset.name()
    );
    if let Answer::List(items) = &v.answer {
        for (i, item) in items.iter().enumerate() {
            let _ = writeln!(out, "  {}. {item}", i + 1);
        }
    }
    for d in &v.detail {
        let _ = writeln!(out, "  {d}");
    }
    if !v.reasons.is_empty() {
        section(&mut out, "Because", style);
        for r in &v.reasons {
            let _ = writeln!(
                out,
                "  {} {}",
                style.paint("1;34", r.rule),
                style.paint("2", &format!("({})", r.citation))
            );
            let _ = writeln!(out, "    {}", r.applied);
        }
    }
    if !v.undetermined_because.is_empty() {
        section(&mut out, "Undetermined because", style);
        for u in &v.undetermined_because {
            let _ = writeln!(out, "  - {u}");
        }
    }
    if !v.facts.is_empty() {
        section(&mut out, "Board facts", style);
        for f in &v.facts {
            let _ = writeln!(out, "  {}: {}", f.name, f.value);
        }
    }
    if !v.considered.is_empty() {
        section(&mut out, "Also checked", style);
        for r in &v.considered {
            let _ = writeln!(out, "  {} — {}", style.paint("34", r.rule), r.applied);
        }
    }
    if !v.assumptions.is_empty() {
        section(
            &mut out,
            "Assuming (base rules outside the documents)",
            style,
        );
        for a in &v.assumptions {
            let _ = writeln!(out, "  - {a}");
        }
    }
    if !v.superseded.is_empty() {
        section(&mut out, "Under older rules", style);
        for s in &v.superseded {
            let _ = writeln!(out, "  - {}", s.note);
        }
    }
    out
}
