//! `layout --format svg`: each row drawn as a judge would lay it out on the table, to show two
//! players instead of reading a table aloud. Locations stand left to right in table order, each a
//! card-shaped box with its marker number, its group, and the cards of each side there; sectors
//! and systems are drawn as space (dashed, dark); the energy shield is a band over the sites it
//! covers.
//!
//! The geometry is fixed (see the constants) so a test can find each location's box: every
//! location is a `<g class="location">` with `data-index` and `data-name`, its box a `<rect
//! class="card">`; each shield band a `<rect class="shield">` with `data-from`/`data-to` indexes.

use crate::rules::layout::{self, RowView};
use std::fmt::Write;

/// Left and right margin, and the top margin of the picture.
pub const MARGIN: f64 = 20.0;
/// Width of one location's box.
pub const BOX_WIDTH: f64 = 200.0;
/// Space between two boxes.
pub const GAP: f64 = 16.0;
/// Height of one line of text.
pub const LINE: f64 = 16.0;
/// From a row's top to its shield band (below the row's title lines).
pub const BAND_TOP: f64 = 44.0;
/// Height of the shield band.
pub const BAND_HEIGHT: f64 = 16.0;
/// From a row's top to the top of its boxes.
pub const BOXES_TOP: f64 = 68.0;
/// The shield band's colour.
pub const SHIELD_FILL: &str = "#38b6d8";
/// Space behind the rows (the table).
pub const BACKGROUND: &str = "#fbfaf5";
/// Characters of a line in a box before it wraps.
const BOX_CHARS: usize = 27;

const LIGHT_INK: &str = "#1f4fa8";
const DARK_INK: &str = "#a61b1b";

/// Text safe inside SVG: control characters escaped visibly, XML's specials as entities, and
/// the characters XML forbids (U+FFFE, U+FFFF) shown as `\u{fffe}`, so that every picture is
/// well-formed XML.
fn xml(s: &str) -> String {
    let s = crate::text::escape_line(s);
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            // XML 1.0's Char: tab, line feed, carriage return, U+20–U+D7FF, U+E000–U+FFFD,
            // U+10000 and above (surrogates cannot occur in a Rust string).
            c if !matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..) =>
            {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// Lines of `text` at most `BOX_CHARS` wide.
fn lines(text: &str, first: &str, rest: &str) -> Vec<String> {
    let opts = textwrap::Options::new(BOX_CHARS)
        .initial_indent(first)
        .subsequent_indent(rest)
        .break_words(true)
        // A hyphen joins a name (Qui-Gon): a line breaks between words, not inside one.
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation);
    textwrap::wrap(text, opts)
        .into_iter()
        .map(|l| l.into_owned())
        .collect()
}

/// The x of the left edge of location `i`'s box.
pub fn box_x(i: usize) -> f64 {
    MARGIN + i as f64 * (BOX_WIDTH + GAP)
}

/// What one box says, line by line, with the colour of each line.
fn box_lines(l: &layout::LocView) -> Vec<(String, &'static str, &'static str)> {
    let mut out = Vec::new();
    for s in lines(&l.name, "", "") {
        out.push((s, "#111", "name"));
    }
    let group = match (l.group, l.marker) {
        (Some(_), Some(_)) => "marker site".to_string(),
        (Some(g), None) => g.name().to_string(),
        (None, _) => l.kind.to_string(),
    };
    let mut kind = group;
    if !l.state.is_empty() {
        kind = format!("{kind} ({})", l.state.join(", "));
    }
    for s in lines(&kind, "", "") {
        out.push((s, "#555", "kind"));
    }
    for (side, cards, ink) in [("Light", &l.light, LIGHT_INK), ("Dark", &l.dark, DARK_INK)] {
        if cards.is_empty() {
            continue;
        }
        out.push((format!("{side}:"), ink, "side"));
        for c in cards {
            for s in lines(c, "• ", "  ") {
                out.push((s, ink, "card"));
            }
        }
    }
    out
}

fn is_space(l: &layout::LocView) -> bool {
    l.kind != "site"
}

/// The picture of the rows.
pub fn layout(views: &[RowView]) -> String {
    let mut body = String::new();
    let mut y = MARGIN;
    let mut width: f64 = 480.0;
    for (r, v) in views.iter().enumerate() {
        let boxes: Vec<_> = v.locations.iter().map(box_lines).collect();
        let tallest = boxes.iter().map(Vec::len).max().unwrap_or(1);
        let box_h = (tallest as f64 + 1.0) * LINE + 20.0;
        width = width.max(box_x(v.locations.len()) - GAP + MARGIN);
        let _ = writeln!(
            body,
            r#"<g class="row" data-row="{r}" data-name="{}">"#,
            xml(&v.name)
        );
        let _ = writeln!(
            body,
            r#"<text x="{MARGIN}" y="{}" font-size="16" font-weight="bold">{}</text>"#,
            y + 16.0,
            xml(&v.name)
        );
        let mut notes = Vec::new();
        if let (Some(i), Some(o)) = (&v.innermost, &v.outermost) {
            notes.push(format!("innermost marker {i} · outermost marker {o}"));
        }
        if let Some(b) = &v.shield_boundary {
            notes.push(format!("shield boundary: {b}"));
        }
        let notes = notes.join(" · ");
        // Room for the notes too (about 7 px a character at this size).
        width = width.max(2.0 * MARGIN + 7.0 * notes.chars().count() as f64);
        let _ = writeln!(
            body,
            r##"<text x="{MARGIN}" y="{}" font-size="12" fill="#555">{}</text>"##,
            y + 34.0,
            xml(&notes)
        );
        // The shield: one band over each run of shielded locations.
        let mut i = 0;
        while i < v.locations.len() {
            if !v.locations[i].shielded {
                i += 1;
                continue;
            }
            let from = i;
            while i + 1 < v.locations.len() && v.locations[i + 1].shielded {
                i += 1;
            }
            let x = box_x(from);
            let w = box_x(i) + BOX_WIDTH - x;
            let _ = writeln!(
                body,
                r##"<rect class="shield" data-from="{from}" data-to="{i}" x="{x}" y="{}" width="{w}" height="{BAND_HEIGHT}" rx="8" fill="{SHIELD_FILL}"/>"##,
                y + BAND_TOP
            );
            let _ = writeln!(
                body,
                r##"<text x="{}" y="{}" font-size="11" fill="#fff" text-anchor="middle">energy shield</text>"##,
                x + w / 2.0,
                y + BAND_TOP + 12.0
            );
            i += 1;
        }
        for (i, (l, text)) in v.locations.iter().zip(&boxes).enumerate() {
            let x = box_x(i);
            let top = y + BOXES_TOP;
            let (fill, stroke, dash) = if is_space(l) {
                ("#1d2433", "#8da2c8", r#" stroke-dasharray="6 4""#)
            } else {
                ("#ffffff", "#333333", "")
            };
            let _ = writeln!(
                body,
                r#"<g class="location" data-index="{i}" data-name="{}" data-kind="{}">"#,
                xml(&l.name),
                xml(l.kind)
            );
            let _ = writeln!(
                body,
                r#"<rect class="card" x="{x}" y="{top}" width="{BOX_WIDTH}" height="{box_h}" rx="6" fill="{fill}" stroke="{stroke}" stroke-width="1.5"{dash}/>"#
            );
            let _ = writeln!(
                body,
                r##"<text x="{}" y="{}" font-size="11" fill="#888">{}</text>"##,
                x + 8.0,
                top + 14.0,
                i + 1
            );
            if let Some(m) = l.marker {
                let cx = x + BOX_WIDTH - 18.0;
                let _ = writeln!(
                    body,
                    r##"<circle class="marker" cx="{cx}" cy="{}" r="13" fill="#f2c14e" stroke="#333"/><text class="marker" x="{cx}" y="{}" font-size="11" font-weight="bold" text-anchor="middle">{}</text>"##,
                    top + 16.0,
                    top + 20.0,
                    xml(&layout::ordinal(m))
                );
            }
            for (k, (s, ink, class)) in text.iter().enumerate() {
                let ink = if is_space(l) && *ink == "#111" {
                    "#ffffff"
                } else if is_space(l) && *ink == "#555" {
                    "#c9d3e6"
                } else if is_space(l) && *ink == LIGHT_INK {
                    "#9cc2ff"
                } else if is_space(l) && *ink == DARK_INK {
                    "#ff9c9c"
                } else {
                    ink
                };
                let weight = if *class == "name" {
                    r#" font-weight="bold""#
                } else {
                    ""
                };
                let _ = writeln!(
                    body,
                    r#"<text class="{class}" x="{}" y="{}" font-size="12" fill="{ink}"{weight}>{}</text>"#,
                    x + 8.0,
                    top + 42.0 + k as f64 * LINE,
                    xml(s)
                );
            }
            body.push_str("</g>\n");
        }
        if let Some(p) = &v.problem {
            let _ = writeln!(
                body,
                r##"<text class="problem" x="{MARGIN}" y="{}" font-size="12" fill="#a61b1b">layout problem: {}</text>"##,
                y + BOXES_TOP + box_h + 18.0,
                xml(p)
            );
        }
        body.push_str("</g>\n");
        y += BOXES_TOP + box_h + if v.problem.is_some() { 50.0 } else { 30.0 };
    }
    let height = y + MARGIN - 10.0;
    format!(
        concat!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">"#,
            "\n<title>swjudge layout</title>\n",
            r#"<rect width="100%" height="100%" fill="{bg}"/>"#,
            "\n{body}</svg>\n"
        ),
        w = width,
        h = height,
        bg = BACKGROUND,
        body = body
    )
}
