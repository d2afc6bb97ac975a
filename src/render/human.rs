//! The human rendering of a verdict: wrapped at the style's width, board text escaped.

use super::style::{Style, esc};
use crate::verdict::{Answer, Verdict};
use std::fmt::Write;

fn headline(v: &Verdict, style: Style) -> String {
    if let (Answer::No, Some(n)) = (&v.answer, v.cost_at_its_time) {
        // A cost question out of its time: the cost first, then that it is not now.
        return style.paint("1;33", &format!("{n} FORCE, NOT NOW"));
    }
    match &v.answer {
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

/// One wrapped paragraph: `first` before its first line, `rest` before the others.
fn para(out: &mut String, style: Style, text: &str, first: &str, rest: &str) {
    let _ = writeln!(out, "{}", style.wrap(text, first, rest));
}

pub fn verdict(v: &Verdict, style: Style) -> String {
    let mut out = String::new();
    let side = v
        .side
        .map(|s| format!(", for the {}", s.title()))
        .unwrap_or_default();
    let head = format!(
        "{}  {}   (rules: {}{side})",
        headline(v, style),
        esc(&v.query),
        v.ruleset.name()
    );
    if let Some(read) = &v.read_as {
        let line = format!("{} {}", style.paint("2", "read as:"), esc(read));
        para(&mut out, style, &line, "", "    ");
    }
    para(&mut out, style, &head, "", "    ");
    if let Answer::List(items) = &v.answer {
        for (i, item) in items.iter().enumerate() {
            let n = format!("  {}. ", i + 1);
            let pad = " ".repeat(n.len());
            para(&mut out, style, &esc(item), &n, &pad);
        }
    }
    body(&mut out, v, style);
    out
}

/// Everything of a verdict after its answer line and its list: the detail, the reasons,
/// the facts, the assumptions and what older rules would say.
fn body(out: &mut String, v: &Verdict, style: Style) {
    let out = &mut *out;
    for d in &v.detail {
        // Detail lines carry their own indentation (a replay's steps are indented under it).
        let inner = d.len() - d.trim_start().len();
        let first = format!("  {}", &d[..inner]);
        let rest = format!("{first}  ");
        para(out, style, &esc(d.trim_start()), &first, &rest);
    }
    if !v.reasons.is_empty() {
        section(out, "Because", style);
        for (r, applied) in v.reasons_by_rule() {
            let head = format!(
                "{} {}",
                style.paint("1;34", r.rule),
                style.paint("2", &format!("({})", esc(&r.citation)))
            );
            para(out, style, &head, "  ", "      ");
            for a in applied {
                para(out, style, &esc(a), "    ", "    ");
            }
        }
    }
    if let Some(at) = &v.at_its_time {
        section(out, "At its own time", style);
        para(out, style, &esc(at), "  ", "    ");
    }
    if !v.undetermined_because.is_empty() {
        section(out, "Undetermined because", style);
        for u in &v.undetermined_because {
            para(out, style, &esc(u), "  - ", "    ");
        }
    }
    if !v.facts.is_empty() {
        section(out, "Board facts", style);
        for f in &v.facts {
            let line = format!("{}: {}", esc(&f.name), esc(&f.value));
            para(out, style, &line, "  ", "    ");
        }
    }
    if !v.considered.is_empty() {
        section(out, "Also checked", style);
        for r in &v.considered {
            let line = format!("{} — {}", style.paint("34", r.rule), esc(&r.applied));
            para(out, style, &line, "  ", "    ");
        }
    }
    if !v.assumptions.is_empty() {
        section(out, "Assuming (base rules outside the documents)", style);
        for a in &v.assumptions {
            para(out, style, &esc(a), "  - ", "    ");
        }
    }
    if !v.superseded.is_empty() {
        section(out, "Under older rules", style);
        for s in &v.superseded {
            match super::style::older_list(s) {
                // A list (`moves`): each item on its own line, numbered, then the reason.
                Some((head, items, why)) => {
                    para(out, style, &esc(&format!("{head}:")), "  - ", "    ");
                    for (i, item) in items.iter().enumerate() {
                        let n = format!("      {}. ", i + 1);
                        let pad = " ".repeat(n.len());
                        para(out, style, &esc(item), &n, &pad);
                    }
                    if !why.is_empty() {
                        para(out, style, &esc(&format!("why: {why}")), "    ", "      ");
                    }
                }
                None => para(out, style, &esc(&s.note), "  - ", "    "),
            }
        }
    }
}

/// `moves --all`, streamed: the question's line, printed before its first move.
pub fn stream_head(query: &str, ruleset: crate::rules::Ruleset, style: Style) -> String {
    let mut out = String::new();
    let head = format!("{}   (rules: {})", esc(query), ruleset.name());
    para(&mut out, style, &head, "", "    ");
    out
}

/// `moves --all`, streamed: the `n`th move (from 1), numbered as a verdict's list is.
pub fn stream_item(n: usize, line: &str, style: Style) -> String {
    let mut out = String::new();
    let n = format!("  {n}. ");
    let pad = " ".repeat(n.len());
    para(&mut out, style, &esc(line), &n, &pad);
    out
}

/// `moves --all`, streamed: the verdict that ends the stream, without its answer line (the
/// moves were the answer).
pub fn stream_end(v: &Verdict, style: Style) -> String {
    let mut out = String::new();
    body(&mut out, v, style);
    out
}

/// The short answer (`--brief`, `:brief`): the answer line (with what a question in a player's
/// words was read as), then for `reach` one line a step, for a list its items, then the rule
/// ids that decided it (each once), for a no or an undetermined answer the first reason why,
/// and the `reach` question that finds a way a refused move does not. A yes/no is at most four
/// lines.
pub fn brief(v: &Verdict, style: Style) -> String {
    let mut out = String::new();
    let side = v
        .side
        .map(|s| format!(", for the {}", s.title()))
        .unwrap_or_default();
    let read = v
        .read_as
        .as_ref()
        .map(|r| format!(" {} {}", style.paint("2", "read as:"), esc(r)))
        .unwrap_or_default();
    // Each line wrapped at the width output fits, between words.
    let head = format!(
        "{}  {}   (rules: {}{side}){read}",
        headline(v, style),
        esc(&v.query),
        v.ruleset.name()
    );
    para(&mut out, style, &head, "", "    ");
    let item = |out: &mut String, n: usize, text: String| {
        let first = format!("  {n}. ");
        let pad = " ".repeat(first.len());
        para(out, style, &text, &first, &pad);
    };
    match (&v.data, &v.answer) {
        (Some(crate::verdict::Computed::Route { steps, .. }), _) => {
            for (i, s) in steps.iter().enumerate() {
                let text = format!("turn {}: {} — {} Force", s.turn, esc(&s.movement), s.cost);
                item(&mut out, i + 1, text);
            }
        }
        (_, Answer::List(items)) => {
            for (i, it) in items.iter().enumerate() {
                item(&mut out, i + 1, esc(it).to_string());
            }
        }
        _ => {}
    }
    let mut ids: Vec<&str> = Vec::new();
    for r in &v.reasons {
        if !ids.contains(&r.rule) {
            ids.push(r.rule);
        }
    }
    if !ids.is_empty() {
        let line = format!("{} {}", style.paint("2", "because:"), ids.join(", "));
        para(&mut out, style, &line, "  ", "    ");
    }
    let why = match &v.answer {
        Answer::Undetermined => v.undetermined_because.first().map(|u| u.to_string()),
        Answer::No => v.reasons.first().map(|r| r.applied.clone()),
        _ => None,
    };
    if let Some(w) = why {
        let line = format!("{} {}", style.paint("2", "why:"), esc(&w));
        para(&mut out, style, &line, "  ", "    ");
    }
    if let Some(way) = v.detail.iter().find(|d| d.starts_with("`reach ")) {
        para(&mut out, style, &esc(way), "  ", "    ");
    }
    out
}
