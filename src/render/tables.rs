//! Tables: `check`, `layout`, `rules`, `cards`, and the generated docs/rules.md.

use super::Style;
use crate::catalog::CardDef;
use crate::check::Outcome;
use crate::rules::{self, Rule, Ruleset, layout::RowView};
use comfy_table::{ColumnConstraint, ContentArrangement, Table, presets::UTF8_FULL_CONDENSED};
use std::fmt::Write;

fn table(header: &[&str]) -> Table {
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(120)
        .set_header(header.iter().map(|h| h.to_string()));
    t
}

/// `check`: one line per question of one file.
pub fn check(file: &str, outcomes: &[Outcome], style: Style) -> String {
    let mut t = table(&["#", "question", "expected", "got", "result"]);
    for o in outcomes {
        let mut result = if o.passed {
            style.paint("32", "ok")
        } else {
            style.paint("1;31", "FAIL")
        };
        if !o.missing_because.is_empty() {
            result.push_str(&format!(
                "\nmissing because: {}",
                o.missing_because.join(", ")
            ));
        }
        t.add_row(vec![
            (o.index + 1).to_string(),
            o.ask.clone(),
            o.expect
                .as_ref()
                .map(|e| e.display())
                .unwrap_or_else(|| "—".into()),
            o.got(),
            result,
        ]);
    }
    let passed = outcomes.iter().filter(|o| o.passed).count();
    format!(
        "{file}\n{t}\n{passed} passed, {} failed\n",
        outcomes.len() - passed
    )
}

/// `layout`: one table per row.
pub fn layout(views: &[RowView], style: Style) -> String {
    let mut out = String::new();
    for v in views {
        let _ = writeln!(
            out,
            "{}",
            style.paint("1", &format!("{} — {}", v.name, v.pattern))
        );
        let mut t = table(&[
            "#", "location", "group", "marker", "shield", "light", "dark",
        ]);
        for (i, l) in v.locations.iter().enumerate() {
            let name = if l.state.is_empty() {
                l.name.clone()
            } else {
                format!("{} ({})", l.name, l.state.join(", "))
            };
            t.add_row(vec![
                (i + 1).to_string(),
                name,
                group_words(l),
                l.marker.map(rules::layout::ordinal).unwrap_or_default(),
                if l.shielded {
                    style.paint("36", "shielded")
                } else {
                    String::new()
                },
                l.light.join(", "),
                l.dark.join(", "),
            ]);
        }
        let _ = writeln!(out, "{t}");
        if let (Some(i), Some(o)) = (&v.innermost, &v.outermost) {
            let _ = writeln!(out, "innermost marker: {i}; outermost marker: {o}");
        }
        if let Some(b) = &v.shield_boundary {
            let _ = writeln!(out, "shield boundary (outermost exterior marker): {b}");
        }
        if let Some(p) = &v.problem {
            let _ = writeln!(out, "{} {p}", style.paint("1;31", "layout problem:"));
        }
        out.push('\n');
    }
    out
}

/// The `group` cell of a layout row.
pub(super) fn group_words(l: &rules::layout::LocView) -> String {
    match (l.group, l.marker) {
        (Some(_), Some(_)) => "marker site".to_string(),
        (Some(g), None) => g.name().to_string(),
        (None, _) => l.kind.to_string(),
    }
}

fn superseded_words(r: &Rule) -> String {
    let by: Vec<&str> = rules::superseded_by(r).iter().map(|x| x.id).collect();
    by.join(", ")
}

/// `rules`: the registry as a table (one rule: its full entry).
pub fn rules(list: &[&'static Rule], ruleset: Ruleset) -> String {
    if let [r] = list {
        return rule_entry(r, ruleset);
    }
    let mut t = table(&["id", "citation", "statement", "in force"]);
    if let Some(c) = t.column_mut(0) {
        c.set_constraint(ColumnConstraint::ContentWidth);
    }
    for r in list {
        t.add_row(vec![
            r.id.to_string(),
            r.citation(),
            r.statement.to_string(),
            in_force_words(r, ruleset),
        ]);
    }
    format!(
        "{t}\n{} rules; in force under `{}`\n",
        list.len(),
        ruleset.name()
    )
}

pub(super) fn in_force_words(r: &Rule, ruleset: Ruleset) -> String {
    if rules::in_force(r, ruleset) {
        "yes".to_string()
    } else if ruleset.includes(r.ruleset()) {
        format!("no: superseded by {}", superseded_words(r))
    } else {
        format!("no: introduced in `{}`", r.ruleset().name())
    }
}

fn rule_entry(r: &Rule, ruleset: Ruleset) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", r.id);
    let _ = writeln!(out, "  cited as:      {}", r.citation());
    let _ = writeln!(out, "  rule:          {}", r.statement);
    let _ = writeln!(
        out,
        "  document:      {} ({}), ruleset `{}`",
        r.document.title(),
        r.document.file(),
        r.ruleset().name()
    );
    let _ = writeln!(
        out,
        "  supersedes:    {}",
        if r.supersedes.is_empty() {
            "—".to_string()
        } else {
            r.supersedes_ids().collect::<Vec<_>>().join(", ")
        }
    );
    let by = superseded_words(r);
    let _ = writeln!(
        out,
        "  superseded by: {}",
        if by.is_empty() { "—" } else { &by }
    );
    let _ = writeln!(
        out,
        "  in force under `{}`: {}",
        ruleset.name(),
        in_force_words(r, ruleset)
    );
    let _ = writeln!(out, "  answers:       {}", r.questions.join(", "));
    if !r.constrains.is_empty() {
        let actions: Vec<&str> = r.constrains.iter().map(|a| a.name()).collect();
        let _ = writeln!(out, "  constrains:    {}", actions.join(", "));
    }
    out
}

/// `rules --diff OLD NEW`: what a move from one ruleset to another changes.
pub fn rules_diff(old: Ruleset, new: Ruleset) -> String {
    let before = rules::in_force_under(old);
    let after = rules::in_force_under(new);
    let mut lines = Vec::new();
    for r in &after {
        if !before.contains(r) {
            let replaced: Vec<&str> = r
                .supersedes_ids()
                .filter(|s| before.iter().any(|b| b.id == *s))
                .collect();
            let head = if replaced.is_empty() {
                format!("+ {}  (added)", r.id)
            } else {
                format!("~ {}  replaces {}", r.id, replaced.join(", "))
            };
            lines.push(format!("{head}\n    {}\n    {}", r.citation(), r.statement));
        }
    }
    for r in &before {
        if !after.contains(r) {
            lines.push(format!(
                "- {}  superseded by {}\n    {}\n    {}",
                r.id,
                superseded_words(r),
                r.citation(),
                r.statement
            ));
        }
    }
    format!(
        "Rules changed from `{}` to `{}`: {} change{}\n\n{}\n",
        old.name(),
        new.name(),
        lines.len(),
        if lines.len() == 1 { "" } else { "s" },
        lines.join("\n\n")
    )
}

/// `cards`: catalog entries as a table.
pub fn cards(defs: &[&CardDef]) -> String {
    let mut t = table(&[
        "title", "side", "type", "icons", "marker", "facts", "traits",
    ]);
    for d in defs {
        t.add_row(card_cells(d));
    }
    format!(
        "{t}\n{} card{}\n",
        defs.len(),
        if defs.len() == 1 { "" } else { "s" }
    )
}

/// A card's cells: title, side, type, icons, marker, facts, traits.
pub(super) fn card_cells(d: &CardDef) -> Vec<String> {
    let mut facts = Vec::new();
    for (k, v) in [
        ("ability", d.ability),
        ("power", d.power),
        ("armor", d.armor),
        ("maneuver", d.maneuver),
        ("landspeed", d.landspeed),
        ("hyperspeed", d.hyperspeed),
        ("parsec", d.parsec),
        ("permanent pilot", d.permanent_pilot),
    ] {
        if let Some(v) = v {
            facts.push(format!("{k} {v}"));
        }
    }
    vec![
        d.title.clone(),
        format!("{:?}", d.side).to_lowercase(),
        match d.subtype {
            Some(s) => format!("{} / {}", d.card_type.name(), s.name()),
            None => d.card_type.name().to_string(),
        },
        d.icons
            .iter()
            .map(|i| i.name())
            .collect::<Vec<_>>()
            .join(", "),
        d.marker.map(rules::layout::ordinal).unwrap_or_default(),
        facts.join(", "),
        d.traits
            .iter()
            .map(|t| t.name())
            .collect::<Vec<_>>()
            .join(", "),
    ]
}

/// docs/rules.md, generated from the registry.
pub fn rules_markdown() -> String {
    let mut out = String::from(
        "# Rules registry\n\n<!-- Generated from src/rules/ by `swjudge rules --format markdown`; a test keeps it fresh. Do not edit. -->\n\n\
Every rule swjudge applies, with its citation, a statement in the project's own words, the ruleset that\n\
introduced it and what it replaces. Rulesets are cumulative: `hoth` < `dagobah` < `cloud-city` < `latest`.\n",
    );
    let mut doc = None;
    for r in rules::all() {
        if doc != Some(r.document) {
            let _ = writeln!(
                out,
                "\n## {} (`{}`, ruleset `{}`)\n",
                r.document.title(),
                r.document.prefix(),
                r.ruleset().name()
            );
            let _ = writeln!(
                out,
                "| id | citation | statement | constrains | supersedes | superseded by |\n|---|---|---|---|---|---|"
            );
            doc = Some(r.document);
        }
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {} | {} |",
            r.id,
            r.citation(),
            r.statement,
            r.constrains
                .iter()
                .map(|a| a.name())
                .collect::<Vec<_>>()
                .join(", "),
            r.supersedes_ids()
                .map(|s| format!("`{s}`"))
                .collect::<Vec<_>>()
                .join(", "),
            rules::superseded_by(r)
                .iter()
                .map(|s| format!("`{}`", s.id))
                .collect::<Vec<_>>()
                .join(", "),
        );
    }
    out
}
