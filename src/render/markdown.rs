//! A ruling a judge can paste into a forum thread or a tournament report.

use super::tables;
use crate::board::Board;
use crate::catalog::CardDef;
use crate::check::Outcome;
use crate::explain::Explanation;
use crate::rules::validate::Problem;
use crate::rules::{self, Rule, Ruleset, layout::RowView};
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
    if let Some(read) = &v.read_as {
        let _ = writeln!(out, "read as: `{read}`\n");
    }
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

/// A table cell: one line, with `|` escaped.
fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', "<br>")
}

/// A markdown table.
fn table(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "| {} |", header.join(" | "));
    let _ = writeln!(
        out,
        "|{}",
        header.iter().map(|_| "---|").collect::<String>()
    );
    for r in rows {
        let cells: Vec<String> = r.iter().map(|c| cell(c)).collect();
        let _ = writeln!(out, "| {} |", cells.join(" | "));
    }
    out
}

/// `check --format markdown`: one table per file.
fn check_text(file: &str, outcomes: &[Outcome]) -> String {
    let rows: Vec<Vec<String>> = outcomes
        .iter()
        .map(|o| {
            let mut result = if o.passed { "ok" } else { "**FAIL**" }.to_string();
            if !o.missing_because.is_empty() {
                result.push_str(&format!(
                    " (missing because: {})",
                    o.missing_because
                        .iter()
                        .map(|b| format!("`{b}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            vec![
                (o.index + 1).to_string(),
                format!("`{}`", o.ask),
                o.expect
                    .as_ref()
                    .map(|e| e.display())
                    .unwrap_or_else(|| "—".into()),
                o.got(),
                result,
            ]
        })
        .collect();
    let passed = outcomes.iter().filter(|o| o.passed).count();
    format!(
        "### `{file}`\n\n{}\n{passed} passed, {} failed\n\n",
        table(&["#", "question", "expected", "got", "result"], &rows),
        outcomes.len() - passed
    )
}

/// `validate --format markdown`: legal, or each problem with its rule and line.
fn validate_text(file: &str, board: &Board, problems: &[Problem]) -> String {
    let mut out = String::new();
    if problems.is_empty() {
        let _ = writeln!(
            out,
            "### `{file}`: the board is **legal**\n\n{} rows, {} locations, {} cards in play",
            board.rows.len(),
            board.locations.len(),
            board.cards.len()
        );
        return out;
    }
    let _ = writeln!(
        out,
        "### `{file}`: **{} problem{}**\n",
        problems.len(),
        if problems.len() == 1 { "" } else { "s" }
    );
    let text: &str = &board.source.text;
    for p in problems {
        let at = p.span.start.min(text.len());
        let line = text.as_bytes()[..at]
            .iter()
            .filter(|b| **b == b'\n')
            .count()
            + 1;
        let _ = writeln!(
            out,
            "- line {line}: {} — `{}` (*{}*){}",
            p.message,
            p.rule.id(),
            p.rule.citation(),
            p.help
                .as_deref()
                .map(|h| format!("; {h}"))
                .unwrap_or_default()
        );
    }
    out
}

/// `layout --format markdown`: one table per row.
fn layout_text(views: &[RowView]) -> String {
    let mut out = String::new();
    for v in views {
        let _ = writeln!(out, "### {} — {}\n", v.name, v.pattern);
        let rows: Vec<Vec<String>> = v
            .locations
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let name = if l.state.is_empty() {
                    l.name.clone()
                } else {
                    format!("{} ({})", l.name, l.state.join(", "))
                };
                vec![
                    (i + 1).to_string(),
                    name,
                    tables::group_words(l),
                    l.marker.map(rules::layout::ordinal).unwrap_or_default(),
                    if l.shielded { "shielded" } else { "" }.to_string(),
                    l.light.join(", "),
                    l.dark.join(", "),
                ]
            })
            .collect();
        out.push_str(&table(
            &[
                "#", "location", "group", "marker", "shield", "light", "dark",
            ],
            &rows,
        ));
        out.push('\n');
        if let (Some(i), Some(o)) = (&v.innermost, &v.outermost) {
            let _ = writeln!(out, "- innermost marker: {i}; outermost marker: {o}");
        }
        if let Some(b) = &v.shield_boundary {
            let _ = writeln!(out, "- shield boundary (outermost exterior marker): {b}");
        }
        if let Some(p) = &v.problem {
            let _ = writeln!(out, "- **layout problem:** {p}");
        }
        out.push('\n');
    }
    out
}

/// `rules <words> --format markdown`: the rules that match (one rule: its full entry).
fn rules_text(list: &[&'static Rule], ruleset: Ruleset) -> String {
    if let [r] = list {
        let by: Vec<String> = rules::superseded_by(r)
            .iter()
            .map(|x| format!("`{}`", x.id))
            .collect();
        let sup: Vec<String> = r.supersedes_ids().map(|x| format!("`{x}`")).collect();
        let dash = |v: Vec<String>| {
            if v.is_empty() {
                "—".to_string()
            } else {
                v.join(", ")
            }
        };
        return format!(
            "### `{}`\n\n- **cited as:** {}\n- **rule:** {}\n- **document:** {} (ruleset `{}`)\n- **supersedes:** {}\n- **superseded by:** {}\n- **in force under `{}`:** {}\n- **answers:** {}\n",
            r.id,
            r.citation(),
            r.statement,
            r.document.title(),
            r.ruleset().name(),
            dash(sup),
            dash(by),
            ruleset.name(),
            tables::in_force_words(r, ruleset),
            r.questions
                .iter()
                .map(|q| format!("`{q}`"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let rows: Vec<Vec<String>> = list
        .iter()
        .map(|r| {
            vec![
                format!("`{}`", r.id),
                r.citation(),
                r.statement.to_string(),
                tables::in_force_words(r, ruleset),
            ]
        })
        .collect();
    format!(
        "{}\n{} rules; in force under `{}`\n",
        table(&["id", "citation", "statement", "in force"], &rows),
        list.len(),
        ruleset.name()
    )
}

/// `cards --format markdown`.
fn cards_text(defs: &[&CardDef]) -> String {
    let rows: Vec<Vec<String>> = defs.iter().map(|d| tables::card_cells(d)).collect();
    format!(
        "{}\n{} card{}\n",
        table(
            &[
                "title", "side", "type", "icons", "marker", "facts", "traits"
            ],
            &rows
        ),
        defs.len(),
        if defs.len() == 1 { "" } else { "s" }
    )
}

/// `explain --format markdown`.
fn explain_text(list: &[Explanation]) -> String {
    let mut out = String::new();
    for e in list {
        let _ = writeln!(
            out,
            "### `{}`\n\n{}\n\n**Fix:** {}\n",
            e.code, e.meaning, e.fix
        );
    }
    out
}

/// [`check_text`], with control characters from the board escaped.
pub fn check(file: &str, outcomes: &[Outcome]) -> String {
    crate::text::escape_controls(&check_text(file, outcomes)).into_owned()
}

/// [`validate_text`], with control characters from the board escaped.
pub fn validate(file: &str, board: &Board, problems: &[Problem]) -> String {
    crate::text::escape_controls(&validate_text(file, board, problems)).into_owned()
}

/// [`layout_text`], with control characters from the board escaped.
pub fn layout(views: &[RowView]) -> String {
    crate::text::escape_controls(&layout_text(views)).into_owned()
}

/// [`rules_text`], with control characters from the board escaped.
pub fn rules(list: &[&'static Rule], ruleset: Ruleset) -> String {
    crate::text::escape_controls(&rules_text(list, ruleset)).into_owned()
}

/// [`cards_text`], with control characters from the board escaped.
pub fn cards(defs: &[&CardDef]) -> String {
    crate::text::escape_controls(&cards_text(defs)).into_owned()
}

/// [`explain_text`], with control characters from the board escaped.
pub fn explain(list: &[Explanation]) -> String {
    crate::text::escape_controls(&explain_text(list)).into_owned()
}
