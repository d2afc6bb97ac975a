//! A ruling a judge can paste into a forum thread or a tournament report.

use crate::verdict::{Answer, Verdict};
use std::fmt::Write;

pub fn verdict(v: &Verdict) -> String {
    let mut out = String::new();
    let word = match &v.answer {
        Answer::Yes => "**YES**".to_string(),
        Answer::No => "**NO**".to_string(),
        Answer::Undetermined => "**UNDETERMINED**".to_string(),
        Answer::Number(n) => format!("**{n}**"),
        Answer::List(l) if l.is_empty() => "**none**".to_string(),
        Answer::List(_) => "**see below**".to_string(),
    };
    let _ = writeln!(out, "### Ruling: {word}\n");
    let _ = writeln!(out, "> `{}` — rules: `{}`\n", v.query, v.ruleset.name());
    if let Answer::List(items) = &v.answer {
        for item in items {
            let _ = writeln!(out, "1. {item}");
        }
        if !items.is_empty() {
            out.push('\n');
        }
    }
    for d in &v.detail {
        let _ = writeln!(out, "- {d}");
    }
    if !v.detail.is_empty() {
        out.push('\n');
    }
    if !v.reasons.is_empty() {
        let _ = writeln!(out, "**Why**\n");
        for r in &v.reasons {
            let _ = writeln!(out, "- `{}` (*{}*): {}", r.rule, r.citation, r.applied);
        }
        out.push('\n');
    }
    if !v.undetermined_because.is_empty() {
        let _ = writeln!(out, "**Undetermined because**\n");
        for u in &v.undetermined_because {
            let _ = writeln!(out, "- {u}");
        }
        out.push('\n');
    }
    if !v.facts.is_empty() {
        let _ = writeln!(out, "**Board facts**\n");
        for f in &v.facts {
            let _ = writeln!(out, "- {}: {}", f.name, f.value);
        }
        out.push('\n');
    }
    if !v.considered.is_empty() {
        let _ = writeln!(out, "**Also checked**\n");
        for r in &v.considered {
            let _ = writeln!(out, "- `{}`: {}", r.rule, r.applied);
        }
        out.push('\n');
    }
    if !v.assumptions.is_empty() {
        let _ = writeln!(out, "**Assuming**\n");
        for a in &v.assumptions {
            let _ = writeln!(out, "- {a}");
        }
        out.push('\n');
    }
    if !v.superseded.is_empty() {
        let _ = writeln!(out, "**Under older rules**\n");
        for s in &v.superseded {
            let _ = writeln!(out, "- {}", s.note);
        }
        out.push('\n');
    }
    out
}
