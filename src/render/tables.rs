//! Tables: `check`, `layout`, `rules`, `cards`, and the generated docs/rules.md. Tables fit the
//! style's width; colour goes through comfy-table's cell styling (never escapes inside a cell, which
//! would throw the columns out); board text is escaped.

use super::style::{Style, esc};
use crate::catalog::CardDef;
use crate::check::Outcome;
use crate::rules::{self, Rule, Ruleset, layout::RowView};
use comfy_table::{
    Attribute, Cell, Color, ColumnConstraint, ContentArrangement, Table,
    presets::UTF8_FULL_CONDENSED,
};
use std::fmt::Write;

fn table(header: &[&str], style: Style) -> Table {
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(u16::try_from(style.table_width()).unwrap_or(u16::MAX))
        .set_header(header.iter().map(|h| h.to_string()));
    if style.color {
        t.enforce_styling();
    } else {
        t.force_no_tty();
    }
    t
}

/// A plain cell of board text.
fn cell(s: &str) -> Cell {
    Cell::new(esc(s))
}

/// A cell painted when colour is on (the table decides whether to style at all).
fn painted(s: &str, fg: Color, bold: bool) -> Cell {
    let c = Cell::new(s).fg(fg);
    if bold {
        c.add_attribute(Attribute::Bold)
    } else {
        c
    }
}

/// `check`: one line per question of one file.
pub fn check(file: &str, outcomes: &[Outcome], style: Style) -> String {
    let mut t = table(&["#", "question", "expected", "got", "result"], style);
    for o in outcomes {
        let mut result = if o.passed {
            "ok".to_string()
        } else {
            "FAIL".to_string()
        };
        if !o.missing_because.is_empty() {
            result.push_str(&format!(
                "\nmissing because: {}",
                esc(&o.missing_because.join(", "))
            ));
        }
        t.add_row(vec![
            Cell::new((o.index + 1).to_string()),
            cell(&o.ask),
            cell(
                &o.expect
                    .as_ref()
                    .map(|e| e.display())
                    .unwrap_or_else(|| "—".into()),
            ),
            cell(&o.got()),
            if o.passed {
                painted(&result, Color::Green, false)
            } else {
                painted(&result, Color::Red, true)
            },
        ]);
    }
    let passed = outcomes.iter().filter(|o| o.passed).count();
    format!(
        "{}\n{t}\n{passed} passed, {} failed\n",
        style.wrap(&esc(file), "", "  "),
        outcomes.len() - passed
    )
}

/// `layout`: one table per row.
pub fn layout(views: &[RowView], style: Style) -> String {
    let mut out = String::new();
    for v in views {
        let head = format!("{} — {}", esc(&v.name), esc(&v.pattern));
        let _ = writeln!(out, "{}", style.paint("1", &style.wrap(&head, "", "  ")));
        let mut t = table(
            if v.young_jedi {
                &["#", "location", "light", "dark"]
            } else {
                &[
                    "#", "location", "group", "marker", "shield", "light", "dark",
                ]
            },
            style,
        );
        for (i, l) in v.locations.iter().enumerate() {
            let name = if l.state.is_empty() {
                l.name.clone()
            } else {
                format!("{} ({})", l.name, l.state.join(", "))
            };
            if v.young_jedi {
                t.add_row(vec![
                    Cell::new((i + 1).to_string()),
                    cell(&name),
                    cell(&l.light.join(", ")),
                    cell(&l.dark.join(", ")),
                ]);
                continue;
            }
            t.add_row(vec![
                Cell::new((i + 1).to_string()),
                cell(&name),
                cell(&group_words(l)),
                Cell::new(l.marker.map(rules::layout::ordinal).unwrap_or_default()),
                if l.shielded {
                    painted("shielded", Color::Cyan, false)
                } else {
                    Cell::new("")
                },
                cell(&l.light.join(", ")),
                cell(&l.dark.join(", ")),
            ]);
        }
        let _ = writeln!(out, "{t}");
        if let (Some(i), Some(o)) = (&v.innermost, &v.outermost) {
            let line = format!("innermost marker: {}; outermost marker: {}", esc(i), esc(o));
            let _ = writeln!(out, "{}", style.wrap(&line, "", "  "));
        }
        if let Some(b) = &v.shield_boundary {
            let line = format!("shield boundary (outermost exterior marker): {}", esc(b));
            let _ = writeln!(out, "{}", style.wrap(&line, "", "  "));
        }
        if let Some(p) = &v.problem {
            let line = format!("{} {}", style.paint("1;31", "layout problem:"), esc(p));
            let _ = writeln!(out, "{}", style.wrap(&line, "", "  "));
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
pub fn rules(list: &[&'static Rule], ruleset: Ruleset, style: Style) -> String {
    if let [r] = list {
        return rule_entry(r, ruleset, style);
    }
    let mut t = table(&["id", "citation", "statement", "in force"], style);
    if style.width.is_none()
        && let Some(c) = t.column_mut(0)
    {
        // At the pipe width ids stay whole; a narrow terminal may break them.
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

fn rule_entry(r: &Rule, ruleset: Ruleset, style: Style) -> String {
    let mut out = String::new();
    let pad = " ".repeat(17);
    let by = superseded_words(r);
    let _ = writeln!(out, "{}", r.id);
    let mut fields = vec![
        ("cited as:".to_string(), r.citation()),
        ("rule:".to_string(), r.statement.to_string()),
        (
            "document:".to_string(),
            format!(
                "{} ({}), ruleset `{}`",
                r.document.title(),
                r.document.file(),
                r.ruleset().name()
            ),
        ),
        (
            "supersedes:".to_string(),
            if r.supersedes.is_empty() {
                "—".to_string()
            } else {
                r.supersedes_ids().collect::<Vec<_>>().join(", ")
            },
        ),
        (
            "superseded by:".to_string(),
            if by.is_empty() { "—".to_string() } else { by },
        ),
        (
            format!("in force under `{}`:", ruleset.name()),
            in_force_words(r, ruleset),
        ),
        ("answers:".to_string(), r.questions.join(", ")),
    ];
    if !r.constrains.is_empty() {
        let actions: Vec<&str> = r.constrains.iter().map(|a| a.name()).collect();
        fields.push(("constrains:".to_string(), actions.join(", ")));
        let by = rules::applied_by(r);
        fields.push((
            "applied by:".to_string(),
            if by.is_empty() {
                "its question handlers (no check in the table yet)".to_string()
            } else {
                by.join("; ")
            },
        ));
    }
    for (name, value) in &fields {
        let first = format!("  {name:<15} ");
        let _ = writeln!(out, "{}", style.wrap(value, &first, &pad));
    }
    out
}

/// `rules --diff OLD NEW`: what a move from one ruleset to another changes.
pub fn rules_diff(old: Ruleset, new: Ruleset, style: Style) -> String {
    let before = rules::in_force_under(old);
    let after = rules::in_force_under(new);
    let mut lines = Vec::new();
    let body = |r: &Rule| {
        format!(
            "{}\n{}",
            style.wrap(&r.citation(), "    ", "      "),
            style.wrap(r.statement, "    ", "    ")
        )
    };
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
            lines.push(format!("{}\n{}", style.wrap(&head, "", "    "), body(r)));
        }
    }
    for r in &before {
        if !after.contains(r) {
            let head = format!("- {}  superseded by {}", r.id, superseded_words(r));
            lines.push(format!("{}\n{}", style.wrap(&head, "", "    "), body(r)));
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

/// `cards`: catalog entries as a table, each with the game it belongs to (`swccg`,
/// `young-jedi`).
pub fn cards(defs: &[(&str, &CardDef)], style: Style) -> String {
    let mut t = table(
        &[
            "title", "game", "side", "type", "icons", "marker", "facts", "traits",
        ],
        style,
    );
    for (game, d) in defs {
        let cells = card_cells(game, d);
        t.add_row(
            cells
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    if i == 1 || i == 2 || i == 5 {
                        Cell::new(c)
                    } else {
                        cell(c)
                    }
                })
                .collect::<Vec<_>>(),
        );
    }
    let mut out = format!(
        "{t}\n{} card{}\n",
        defs.len(),
        if defs.len() == 1 { "" } else { "s" }
    );
    // A few cards: each one's text, sentence by sentence, as the judge reads it.
    if defs.len() <= CARDS_WITH_TEXT {
        for (_, d) in defs {
            out.push_str(&card_text(d));
        }
    }
    out
}

/// How many cards a listing shows with their text.
const CARDS_WITH_TEXT: usize = 10;

/// A card's text, one sentence a line with its state: `read: <fact>`, `unread` (it bears on
/// an act the judge does not read), or `not about acts`.
pub(super) fn card_text(d: &CardDef) -> String {
    let sentences = d.sentences_as_printed();
    if sentences.is_empty() {
        return String::new();
    }
    let mut out = format!(
        "\n{} — its own text:\n",
        crate::text::escape_line(d.plain_title())
    );
    for s in sentences {
        let acts: Vec<&str> = s.bears_on.kinds().map(|k| k.name()).collect();
        let on = if acts.is_empty() {
            String::new()
        } else {
            format!(" [{}]", acts.join(", "))
        };
        out.push_str(&format!(
            "  \"{}\"\n    {}{on}\n",
            crate::text::escape_line(&s.text),
            crate::text::escape_line(&s.state())
        ));
    }
    out
}

/// A card's cells: title, game, side, type, icons, marker, facts, traits.
pub(super) fn card_cells(game: &str, d: &CardDef) -> Vec<String> {
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
    let c = &d.capacity;
    let room: Vec<String> = [
        (c.pilots, "pilot"),
        (c.passengers, "passenger"),
        (c.starfighters, "starfighter"),
        (c.vehicles, "vehicle"),
        (c.astromechs, "astromech"),
    ]
    .iter()
    .filter_map(|&(n, what)| {
        n.filter(|&n| n > 0)
            .map(|n| format!("{n} {what}{}", if n == 1 { "" } else { "s" }))
    })
    .collect();
    if !room.is_empty() {
        facts.push(format!("capacity {}", room.join(" + ")));
    }
    if let Some(n) = d.deploy_cost {
        facts.push(format!("deploy cost {n}"));
    }
    // The Young Jedi facts.
    let yj = &d.yj;
    for (k, v) in [
        ("DAMAGE", yj.damage),
        ("destiny", yj.destiny),
        ("deploy cost", yj.deploy_cost),
    ] {
        if let Some(v) = v {
            facts.push(format!("{k} {v}"));
        }
    }
    for b in &yj.bonus {
        facts.push(format!("+{} at {}", b.dots, b.place()));
    }
    if !yj.usable_by.is_empty() {
        facts.push(format!("used by {}", yj.usable_by.join(" or ")));
    }
    for b in &yj.weapon_bonus {
        facts.push(format!("+{} for {}", b.dots, b.user));
    }
    vec![
        d.title.clone(),
        game.to_string(),
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
        "# Rules registry\n\n<!-- Generated from src/rulebook/ by `swjudge rules --format markdown`; a test keeps it fresh. Do not edit. -->\n\n\
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
                "| id | citation | statement | constrains | applied by | supersedes | superseded by |\n|---|---|---|---|---|---|---|"
            );
            doc = Some(r.document);
        }
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {} | {} | {} |",
            r.id,
            r.citation(),
            r.statement,
            r.constrains
                .iter()
                .map(|a| a.name())
                .collect::<Vec<_>>()
                .join(", "),
            rules::applied_by(r).join("; "),
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

/// The first line of the question forms' list in docs/query-language.md.
pub const VERBS_MARKDOWN_BEGIN: &str = "<!-- Generated from the verb table (src/query/verbs.rs): `SWJUDGE_REGENERATE=1 cargo test --test docs` rewrites it, a test keeps it fresh. Do not edit. -->";
/// The last line of the question forms' list in docs/query-language.md.
pub const VERBS_MARKDOWN_END: &str = "<!-- End of the generated list. -->";

/// The list of question forms in docs/query-language.md, generated from the verb table
/// (`query::VERBS`): from [`VERBS_MARKDOWN_BEGIN`] to [`VERBS_MARKDOWN_END`], each line ended.
pub fn verbs_markdown() -> String {
    let cell = |s: &str| s.replace('|', "\\|");
    let mut out =
        format!("{VERBS_MARKDOWN_BEGIN}\n\n| question | what it asks | example |\n|---|---|---|\n");
    for v in crate::query::VERBS {
        let _ = writeln!(
            out,
            "| `{}` | {} | `{}` |",
            cell(v.syntax),
            cell(v.about),
            cell(v.example)
        );
    }
    let after_cost: Vec<String> = crate::query::VERBS
        .iter()
        .filter(|v| v.after_cost)
        .map(|v| format!("`{}`", v.name.trim_start_matches("can ")))
        .collect();
    let _ = writeln!(
        out,
        "\n`cost` comes before {}, with or without `can`.\n",
        after_cost.join(", ")
    );
    let _ = writeln!(
        out,
        "### Players' words, by question form\n\nEach question form reads these frames of a player's words (`a|b` one of the words, `[…]` optional; a choice of words that holds a modal, `would|does`, takes every modal, `can`, `could`, `might`…; a leading \"can\", \"could\" or \"may\" with \"I\", and a trailing \"?\", are set aside first; a condition said first, \"if Maul challenges Obi-Wan, who can defend?\", is read as said last):\n\n| question | a player may say |\n|---|---|"
    );
    for v in crate::query::VERBS {
        let frames: Vec<String> = v
            .frames
            .iter()
            .map(|(f, _)| format!("`{}`", cell(&crate::query::natural::shown(f))))
            .collect();
        let _ = writeln!(out, "| `{}` | {} |", cell(v.name), frames.join("<br>"));
    }
    let _ = writeln!(out, "\n{VERBS_MARKDOWN_END}");
    out
}
