//! A ruling a judge can paste into a forum thread or a tournament report.

use super::tables;
use crate::board::Board;
use crate::catalog::CardDef;
use crate::check::Outcome;
use crate::explain::Explanation;
use crate::rules::validate::Problem;
use crate::rules::{self, Rule, Ruleset, layout::RowView};
use crate::text::{markdown as t, markdown_cell, markdown_code as code};
use crate::verdict::{Answer, Verdict};
use std::fmt::Write;

// Every text written below that is not the writer's own markup goes through `t` (prose) or
// `code` (a code span), from `text.rs`: a title holding `<script>`, a newline and `# Heading`,
// or a backtick shows as written and opens nothing.

pub fn verdict(v: &Verdict) -> String {
    let mut out = String::new();
    let word = match (&v.answer, v.cost_at_its_time) {
        // A cost question out of its time: the cost first, then that it is not now.
        (Answer::No, Some(n)) => format!("**{n} Force, not now**"),
        (Answer::Yes, _) => "**YES**".to_string(),
        (Answer::No, _) => "**NO**".to_string(),
        (Answer::Undetermined, _) => "**UNDETERMINED**".to_string(),
        (Answer::Number(n), _) => format!("**{}**", t(&n.to_string())),
        (Answer::List(l), _) if l.is_empty() => "**none**".to_string(),
        (Answer::List(_), _) => "**see below**".to_string(),
    };
    if let Some(read) = &v.read_as {
        let _ = writeln!(out, "read as: `{read}`\n");
    }
    let _ = writeln!(out, "### Ruling: {word}\n");
    let _ = writeln!(
        out,
        "> {} — rules: {}\n",
        code(&v.query),
        code(v.ruleset.name())
    );
    if let Answer::List(items) = &v.answer {
        for item in items {
            let _ = writeln!(out, "1. {}", t(item));
        }
        if !items.is_empty() {
            out.push('\n');
        }
    }
    for d in &v.detail {
        let _ = writeln!(out, "- {}", t(d));
    }
    if !v.detail.is_empty() {
        out.push('\n');
    }
    if !v.reasons.is_empty() {
        let _ = writeln!(out, "**Why**\n");
        for (r, applied) in v.reasons_by_rule() {
            let head = format!("- {} (*{}*)", code(r.rule), t(&r.citation.to_string()));
            match applied.as_slice() {
                [one] => {
                    let _ = writeln!(out, "{head}: {}", t(one));
                }
                several => {
                    let _ = writeln!(out, "{head}:");
                    for a in several {
                        let _ = writeln!(out, "  - {}", t(a));
                    }
                }
            }
        }
        out.push('\n');
    }
    if let Some(at) = &v.at_its_time {
        let _ = writeln!(out, "**At its own time**: {}\n", t(at));
    }
    if !v.undetermined_because.is_empty() {
        let _ = writeln!(out, "**Undetermined because**\n");
        for u in &v.undetermined_because {
            let _ = writeln!(out, "- {}", t(u));
        }
        out.push('\n');
    }
    if !v.facts.is_empty() {
        let _ = writeln!(out, "**Board facts**\n");
        for f in &v.facts {
            let _ = writeln!(out, "- {}: {}", t(&f.name), t(&f.value.to_string()));
        }
        out.push('\n');
    }
    if !v.considered.is_empty() {
        let _ = writeln!(out, "**Also checked**\n");
        for r in &v.considered {
            let _ = writeln!(out, "- {}: {}", code(r.rule), t(&r.applied));
        }
        out.push('\n');
    }
    if !v.assumptions.is_empty() {
        let _ = writeln!(out, "**Assuming**\n");
        for a in &v.assumptions {
            let _ = writeln!(out, "- {}", t(a));
        }
        out.push('\n');
    }
    if !v.superseded.is_empty() {
        let _ = writeln!(out, "**Under older rules**\n");
        for s in &v.superseded {
            match super::style::older_list(s) {
                Some((head, items, why)) => {
                    let _ = writeln!(out, "- {}:", t(head));
                    for item in items {
                        let _ = writeln!(out, "  1. {}", t(item));
                    }
                    if !why.is_empty() {
                        let _ = writeln!(out, "\n  why: {}", t(why));
                    }
                }
                None => {
                    let _ = writeln!(out, "- {}", t(&s.note));
                }
            }
        }
        out.push('\n');
    }
    out
}

/// `1 row`, `3 rows`.
fn count(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// A table cell (its text escaped already): one line, with `|` escaped.
fn cell(s: &str) -> String {
    markdown_cell(s).replace('\n', "<br>")
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
                        .map(|b| code(b))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            vec![
                (o.index + 1).to_string(),
                code(&o.ask),
                o.expect
                    .as_ref()
                    .map(|e| t(&e.display()))
                    .unwrap_or_else(|| "—".into()),
                t(&o.got()),
                result,
            ]
        })
        .collect();
    let passed = outcomes.iter().filter(|o| o.passed).count();
    format!(
        "### {}\n\n{}\n{passed} passed, {} failed\n\n",
        code(file),
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
            "### {}: the board is **legal**\n\n{}, {}, {} in play",
            code(file),
            count(board.rows.len(), "row"),
            count(board.locations.len(), "location"),
            count(board.cards.len(), "card")
        );
        return out;
    }
    let _ = writeln!(
        out,
        "### {}: **{} problem{}**\n",
        code(file),
        problems.len(),
        if problems.len() == 1 { "" } else { "s" }
    );
    // The lines indexed once, and at most MAX_ERRORS problems drawn, as `validate` does.
    let lines = crate::text::LineIndex::new(board.source.text.as_str());
    let shown = problems.len().min(crate::scenario::MAX_ERRORS);
    for p in &problems[..shown] {
        let line = lines.line(p.span.start);
        let _ = writeln!(
            out,
            "- line {line}: {} — {} (*{}*){}",
            t(&p.message),
            code(p.rule.id()),
            t(&p.rule.citation()),
            p.help
                .as_deref()
                .map(|h| format!("; {}", t(h)))
                .unwrap_or_default()
        );
    }
    if problems.len() > shown {
        let _ = writeln!(
            out,
            "- … {} more problem{} not shown: stopped after {shown}",
            problems.len() - shown,
            if problems.len() - shown == 1 { "" } else { "s" }
        );
    }
    out
}

/// `layout --format markdown`: one table per row.
fn layout_text(views: &[RowView]) -> String {
    let mut out = String::new();
    for v in views {
        let _ = writeln!(out, "### {} — {}\n", t(&v.name), t(&v.pattern.to_string()));
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
                if v.young_jedi {
                    return vec![
                        (i + 1).to_string(),
                        t(&name),
                        t(&l.light.join(", ")),
                        t(&l.dark.join(", ")),
                    ];
                }
                vec![
                    (i + 1).to_string(),
                    t(&name),
                    t(&tables::group_words(l)),
                    t(&l.marker.map(rules::layout::ordinal).unwrap_or_default()),
                    if l.shielded { "shielded" } else { "" }.to_string(),
                    t(&l.light.join(", ")),
                    t(&l.dark.join(", ")),
                ]
            })
            .collect();
        let heads: &[&str] = if v.young_jedi {
            &["#", "location", "light", "dark"]
        } else {
            &[
                "#", "location", "group", "marker", "shield", "light", "dark",
            ]
        };
        out.push_str(&table(heads, &rows));
        out.push('\n');
        if let (Some(i), Some(o)) = (&v.innermost, &v.outermost) {
            let _ = writeln!(
                out,
                "- innermost marker: {}; outermost marker: {}",
                t(&i.to_string()),
                t(&o.to_string())
            );
        }
        if let Some(b) = &v.shield_boundary {
            let _ = writeln!(
                out,
                "- shield boundary (outermost exterior marker): {}",
                t(&b.to_string())
            );
        }
        if let Some(p) = &v.problem {
            let _ = writeln!(out, "- **layout problem:** {}", t(&p.to_string()));
        }
        out.push('\n');
    }
    out
}

/// `rules <words> --format markdown`: the rules that match (one rule: its full entry).
fn rules_text(list: &[&'static Rule], ruleset: Ruleset) -> String {
    if let [r] = list {
        let by: Vec<String> = rules::superseded_by(r).iter().map(|x| code(x.id)).collect();
        let sup: Vec<String> = r.supersedes_ids().map(code).collect();
        let dash = |v: Vec<String>| {
            if v.is_empty() {
                "—".to_string()
            } else {
                v.join(", ")
            }
        };
        let applied = if r.constrains.is_empty() {
            String::new()
        } else {
            let by = rules::applied_by(r);
            format!(
                "- **applied by:** {}\n",
                if by.is_empty() {
                    "its question handlers (no check in the table yet)".to_string()
                } else {
                    t(&by.join("; "))
                }
            )
        };
        return format!(
            "### {}\n\n- **cited as:** {}\n- **rule:** {}\n- **document:** {} (ruleset {})\n- **supersedes:** {}\n- **superseded by:** {}\n- **in force under {}:** {}\n- **answers:** {}\n{applied}",
            code(r.id),
            t(&r.citation()),
            t(r.statement),
            t(r.document.title()),
            code(r.ruleset().name()),
            dash(sup),
            dash(by),
            code(ruleset.name()),
            t(&tables::in_force_words(r, ruleset)),
            r.questions
                .iter()
                .map(|q| code(q))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let rows: Vec<Vec<String>> = list
        .iter()
        .map(|r| {
            vec![
                code(r.id),
                t(&r.citation()),
                t(r.statement),
                t(&tables::in_force_words(r, ruleset)),
            ]
        })
        .collect();
    format!(
        "{}\n{} rules; in force under {}\n",
        table(&["id", "citation", "statement", "in force"], &rows),
        list.len(),
        code(ruleset.name())
    )
}

/// `cards --format markdown`.
fn cards_text(defs: &[(&str, &CardDef)]) -> String {
    let rows: Vec<Vec<String>> = defs
        .iter()
        .map(|(game, d)| tables::card_cells(game, d).iter().map(|c| t(c)).collect())
        .collect();
    format!(
        "{}\n{} card{}\n",
        table(
            &[
                "title", "game", "side", "type", "icons", "marker", "facts", "traits"
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
            "### {}\n\n{}\n\n**Fix:** {}\n",
            code(&e.code),
            t(&e.meaning),
            t(&e.fix)
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
pub fn cards(defs: &[(&str, &CardDef)]) -> String {
    crate::text::escape_controls(&cards_text(defs)).into_owned()
}

/// [`explain_text`], with control characters from the board escaped.
pub fn explain(list: &[Explanation]) -> String {
    crate::text::escape_controls(&explain_text(list)).into_owned()
}
