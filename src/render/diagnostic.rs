//! Diagnostics rendered for a terminal, whatever the input held.
//!
//! miette's graphical handler prints the lines a diagnostic points at. Two inputs break that:
//! a line hundreds of kilobytes long (a minified file: the handler cannot format a column past
//! 65,535 and panics, and would print the whole line anyway), and a board holding terminal
//! escapes (`"\e]0;pwned\a"`), which would reach the terminal through the message or the
//! snippet. [`diagnostic`] renders a copy of the diagnostic instead: every text escaped with
//! [`crate::text::escape_controls`], and the source cut to a window of a few lines and at most
//! [`WINDOW_CHARS`] characters a line around the span, with the line and column numbers of the
//! original file.

use crate::text::{escape_controls, escape_line, is_unsafe};
use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, MietteError,
    MietteSpanContents, Severity, SourceCode, SourceSpan, SpanContents,
};
use std::fmt;

/// Characters of one source line shown around a span; a longer line is cut, with `…` marking
/// the cut.
pub const WINDOW_CHARS: usize = 48;
/// Characters kept before the span's start on a cut line.
const LEAD_CHARS: usize = 12;
/// Related diagnostics rendered beneath one diagnostic (and their depth).
const MAX_RELATED: usize = 20;

/// `d` as miette's graphical handler would draw it, `width` columns wide, made safe for a
/// terminal (see the module documentation). Never panics: a diagnostic whose source cannot be
/// read is drawn without its snippet.
pub fn diagnostic(d: &dyn Diagnostic, color: bool, width: usize) -> String {
    render(Safe::of(d, 0, None), color, width)
}

/// [`diagnostic`] for a diagnostic whose source is the text `lines` indexes (a scenario's
/// errors, a board's problems): the lines around its span are found in the index, built once
/// for all the diagnostics of that text, instead of by a scan from the start of the text for
/// each (200 problems at the end of an 8 MiB file took seconds). An index of another text than
/// the diagnostic's own source is not used.
pub fn diagnostic_in(
    d: &dyn Diagnostic,
    lines: &SourceLines<'_>,
    color: bool,
    width: usize,
) -> String {
    render(Safe::of(d, 0, Some(lines)), color, width)
}

/// The text diagnostics point into, with the offsets where its lines start: build it once and
/// draw each diagnostic of that text with [`diagnostic_in`].
#[derive(Debug)]
pub struct SourceLines<'t> {
    text: &'t str,
    starts: Vec<usize>,
}

impl<'t> SourceLines<'t> {
    pub fn new(text: &'t str) -> Self {
        // Lines end as miette counts them: at a line feed, or at a carriage return not
        // followed by one.
        let bytes = text.as_bytes();
        let mut starts = vec![0];
        starts.extend(
            bytes
                .iter()
                .enumerate()
                .filter(|&(i, b)| *b == b'\n' || (*b == b'\r' && bytes.get(i + 1) != Some(&b'\n')))
                .map(|(i, _)| i + 1),
        );
        SourceLines { text, starts }
    }
}

fn render(safe: Safe, color: bool, width: usize) -> String {
    let theme = if color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let mut out = String::new();
    let handler = GraphicalReportHandler::new_themed(theme).with_width(width);
    if handler.render_report(&mut out, &safe).is_err() {
        out = safe.message.clone();
    }
    out
}

/// A copy of a diagnostic with escaped texts and a windowed source.
#[derive(Debug)]
struct Safe {
    message: String,
    code: Option<String>,
    severity: Option<Severity>,
    help: Option<String>,
    url: Option<String>,
    snippet: Option<Snippet>,
    labels: Vec<LabeledSpan>,
    related: Vec<Safe>,
    /// The chain of causes (`Error::source`), escaped.
    cause: Option<Box<Cause>>,
}

/// One escaped cause of a diagnostic.
#[derive(Debug)]
struct Cause {
    message: String,
    next: Option<Box<Cause>>,
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Cause {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.next
            .as_deref()
            .map(|c| c as &(dyn std::error::Error + 'static))
    }
}

/// The causes of `e`, at most eight deep.
fn causes(e: Option<&dyn std::error::Error>) -> Option<Box<Cause>> {
    let mut list = Vec::new();
    let mut at = e;
    while let Some(c) = at {
        if list.len() == 8 {
            break;
        }
        list.push(escape_controls(&c.to_string()).into_owned());
        at = c.source();
    }
    list.into_iter().rev().fold(None, |next, message| {
        Some(Box::new(Cause { message, next }))
    })
}

impl Safe {
    fn of(d: &dyn Diagnostic, depth: usize, text: Option<&SourceLines<'_>>) -> Safe {
        let labels: Vec<LabeledSpan> = d.labels().map(|l| l.collect()).unwrap_or_default();
        let (snippet, labels) = match d.source_code() {
            Some(src) if !labels.is_empty() => match Snippet::around(src, &labels, text) {
                Some((s, l)) => (Some(s), l),
                None => (None, Vec::new()),
            },
            _ => (None, Vec::new()),
        };
        let related = match d.related() {
            Some(r) if depth < 2 => r
                .take(MAX_RELATED)
                .map(|x| Safe::of(x, depth + 1, None))
                .collect(),
            _ => Vec::new(),
        };
        Safe {
            message: escape_controls(&d.to_string()).into_owned(),
            code: d.code().map(|c| escape_line(&c.to_string()).into_owned()),
            severity: d.severity(),
            help: d
                .help()
                .map(|h| escape_controls(&h.to_string()).into_owned()),
            url: d.url().map(|u| escape_line(&u.to_string()).into_owned()),
            snippet,
            labels,
            related,
            cause: causes(d.source()),
        }
    }
}

impl fmt::Display for Safe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Safe {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.cause
            .as_deref()
            .map(|c| c as &(dyn std::error::Error + 'static))
    }
}

impl Diagnostic for Safe {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.code
            .as_ref()
            .map(|c| Box::new(c.as_str()) as Box<dyn fmt::Display>)
    }
    fn severity(&self) -> Option<Severity> {
        self.severity
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h.as_str()) as Box<dyn fmt::Display>)
    }
    fn url<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.url
            .as_ref()
            .map(|u| Box::new(u.as_str()) as Box<dyn fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.snippet.as_ref().map(|s| s as &dyn SourceCode)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        self.snippet.as_ref()?;
        Some(Box::new(self.labels.iter().cloned()))
    }
    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn Diagnostic> + 'a>> {
        if self.related.is_empty() {
            return None;
        }
        Some(Box::new(self.related.iter().map(|r| r as &dyn Diagnostic)))
    }
}

/// The few lines around a diagnostic's primary span, cut and escaped, standing in for the
/// whole source. Offsets inside it are its own; line numbers and the header's column are the
/// original file's.
#[derive(Debug)]
struct Snippet {
    name: Option<String>,
    text: String,
    /// 0-based line of the original file where `text` starts.
    first_line: usize,
    /// The primary label's offset in `text`, and its 0-based byte column in the original line.
    primary_at: usize,
    primary_column: usize,
}

/// Lines of a source: the offset of the first, the lines, the source's name, the first line's
/// 0-based number.
type Around<'t> = (usize, std::borrow::Cow<'t, str>, Option<String>, usize);

/// The line of `at` with one line either side, from `text`'s line index. `None` when `text` is
/// not the source `src` reads (its first byte is elsewhere) or `at` is outside it.
fn lines_around<'t>(
    src: &'t dyn SourceCode,
    index: &'t SourceLines<'t>,
    at: usize,
) -> Option<Around<'t>> {
    let text = index.text;
    if at > text.len() {
        return None;
    }
    // Reading the first byte costs nothing and tells whether `text` is the source.
    let first = src.read_span(&SourceSpan::new(0.into(), 0), 0, 0).ok()?;
    if first.data().as_ptr() != text.as_ptr() {
        return None;
    }
    let name = first.name().map(|n| escape_line(n).into_owned());
    let starts = &index.starts;
    let line = starts.partition_point(|&s| s <= at).saturating_sub(1);
    let from = line.saturating_sub(1);
    let start = starts[from];
    let end = starts.get(line + 2).copied().unwrap_or(text.len());
    let data = text.get(start..end)?;
    Some((start, std::borrow::Cow::Borrowed(data), name, from))
}

/// One line of the original source inside the snippet.
struct SrcLine<'a> {
    /// Byte offset of the line in the original source.
    start: usize,
    text: &'a str,
}

impl Snippet {
    /// The window around the primary label (else the first), and the labels that fall inside
    /// it, moved to the window's offsets. `None` when the source cannot be read there.
    fn around<'t>(
        src: &'t dyn SourceCode,
        labels: &[LabeledSpan],
        text: Option<&'t SourceLines<'t>>,
    ) -> Option<(Snippet, Vec<LabeledSpan>)> {
        let primary = labels.iter().find(|l| l.primary()).unwrap_or(&labels[0]);
        let at = primary.offset();
        let (base, data, name, first_line) = match text.and_then(|t| lines_around(src, t, at)) {
            Some(found) => found,
            None => {
                // miette's own reading: a scan of the source up to the span.
                let contents = src.read_span(&SourceSpan::new(at.into(), 0), 1, 1).ok()?;
                (
                    contents.span().offset(),
                    String::from_utf8_lossy(contents.data()),
                    contents.name().map(|n| escape_line(n).into_owned()),
                    contents.line(),
                )
            }
        };
        if data.is_empty() {
            // Nothing to show (a file refused before it was read).
            return None;
        }
        let mut lines = split_lines(&data, base);
        if !lines
            .iter()
            .any(|l| at >= l.start && at <= l.start + l.text.len())
        {
            // A span at the very end of the file, after its last line break.
            lines.push(SrcLine {
                start: base + data.len(),
                text: "",
            });
        }
        // The line of the primary span decides the window of characters shown on every line.
        let pline = lines
            .iter()
            .position(|l| at >= l.start && at <= l.start + l.text.len())
            .unwrap_or(0);
        // One line either side, whatever the source gave (miette's reading counts a carriage
        // return before a line feed in its own way).
        lines.truncate(pline + 2);
        let dropped = pline.saturating_sub(1);
        lines.drain(..dropped);
        let first_line = first_line + dropped;
        let pline = pline - dropped;
        let pl = &lines[pline];
        let pcol_bytes = floor_boundary(pl.text, at.saturating_sub(pl.start));
        let pchar = pl.text[..pcol_bytes].chars().count();
        let (ws, we) = window(pl.text, pchar);

        // Build the text, remembering where each original line landed.
        let mut text = String::new();
        let mut placed = Vec::new(); // (line index, offset of its window in `text`)
        for (i, l) in lines.iter().enumerate() {
            let n = l.text.chars().count();
            if ws > 0 && n > 0 {
                text.push('…');
            }
            placed.push((i, text.len()));
            if push_window(&mut text, l.text, ws, we) {
                text.push('…');
            }
            if i + 1 < lines.len() {
                text.push('\n');
            }
        }
        let map = |abs: usize| -> Option<usize> {
            let (i, at) = placed.iter().copied().find(|&(i, _)| {
                let l = &lines[i];
                abs >= l.start && abs <= l.start + l.text.len()
            })?;
            let l = &lines[i];
            let c = l.text[..floor_boundary(l.text, abs - l.start)]
                .chars()
                .count();
            if c < ws || c > we {
                return None;
            }
            Some(at + escaped_len(l.text, ws, c))
        };
        let mut out = Vec::new();
        let mut primary_at = 0;
        for l in labels {
            let start_abs = l.offset();
            let Some(start) = map(start_abs) else {
                continue;
            };
            // A label is drawn on its first line only, and within the window.
            let line = lines
                .iter()
                .find(|x| start_abs >= x.start && start_abs <= x.start + x.text.len())?;
            let line_end = line.start + line.text.len();
            let end_abs = start_abs.saturating_add(l.len()).min(line_end);
            let end_char = line.text[..floor_boundary(line.text, end_abs - line.start)]
                .chars()
                .count()
                .min(we);
            let start_char = line.text[..floor_boundary(line.text, start_abs - line.start)]
                .chars()
                .count();
            let len = escaped_len(line.text, start_char, end_char.max(start_char));
            let label = l.label().map(|s| escape_line(s).into_owned());
            let moved = if l.primary() {
                LabeledSpan::new_primary_with_span(label, (start, len))
            } else {
                LabeledSpan::new_with_span(label, (start, len))
            };
            if std::ptr::eq(l, primary) {
                primary_at = start;
            }
            out.push(moved);
        }
        let snippet = Snippet {
            name,
            text,
            first_line,
            primary_at,
            primary_column: pcol_bytes,
        };
        Some((snippet, out))
    }
}

/// The lines of `data` (read from byte `base` of the source), as miette counts them: a line
/// ends at a line feed, a carriage return and line feed, or a carriage return alone.
fn split_lines(data: &str, base: usize) -> Vec<SrcLine<'_>> {
    let mut lines = Vec::new();
    let bytes = data.as_bytes();
    let mut from = 0;
    let mut i = 0;
    while i < bytes.len() {
        let brk = match bytes[i] {
            b'\n' => Some(1),
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => Some(2),
            b'\r' => Some(1),
            _ => None,
        };
        match brk {
            Some(n) => {
                lines.push(SrcLine {
                    start: base + from,
                    text: &data[from..i],
                });
                i += n;
                from = i;
            }
            None => i += 1,
        }
    }
    if from < data.len() {
        lines.push(SrcLine {
            start: base + from,
            text: &data[from..],
        });
    }
    lines
}

/// Columns a character takes once escaped (a control character's escape is several).
fn width(c: char) -> usize {
    if c == '\t' || !(is_unsafe(c) || c == '\n') {
        1
    } else {
        escape_line(c.encode_utf8(&mut [0; 4])).chars().count()
    }
}

/// The characters `ws..we` of `line` shown around character `at`: the whole line when it fits
/// in [`WINDOW_CHARS`] columns once escaped, else about [`LEAD_CHARS`] columns before `at` and
/// the rest after it. (`we` may pass the line's end: other lines are cut at the same place.)
fn window(line: &str, at: usize) -> (usize, usize) {
    let widths: Vec<usize> = line.chars().map(width).collect();
    if widths.iter().sum::<usize>() <= WINDOW_CHARS {
        return (0, widths.len().max(WINDOW_CHARS));
    }
    let at = at.min(widths.len());
    let mut ws = at;
    let mut used = 0;
    while ws > 0 && used + widths[ws - 1] <= LEAD_CHARS {
        ws -= 1;
        used += widths[ws];
    }
    let mut we = at;
    while we < widths.len() && used + widths[we] <= WINDOW_CHARS {
        used += widths[we];
        we += 1;
    }
    // Near the end of the line: show more before the span instead.
    while ws > 0 && used + widths[ws - 1] <= WINDOW_CHARS {
        ws -= 1;
        used += widths[ws];
    }
    (ws, we.max(at))
}

/// The largest character boundary of `s` at or below `i`.
fn floor_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Appends characters `from..to` of `line`, escaped, stopping at [`WINDOW_CHARS`] columns;
/// true when some of the line is left out after them.
fn push_window(out: &mut String, line: &str, from: usize, to: usize) -> bool {
    let mut used = 0;
    let mut taken = from;
    for c in line.chars().skip(from).take(to.saturating_sub(from)) {
        used += width(c);
        if used > WINDOW_CHARS {
            break;
        }
        if c == '\t' {
            out.push(c);
        } else {
            out.push_str(&escape_line(c.encode_utf8(&mut [0; 4])));
        }
        taken += 1;
    }
    line.chars().count() > taken
}

/// The length in bytes of characters `from..to` of `line` once escaped.
fn escaped_len(line: &str, from: usize, to: usize) -> usize {
    line.chars()
        .skip(from)
        .take(to.saturating_sub(from))
        .map(|c| {
            if c == '\t' || !(is_unsafe(c) || c == '\n') {
                c.len_utf8()
            } else {
                escape_line(c.encode_utf8(&mut [0; 4])).len()
            }
        })
        .sum()
}

impl SourceCode for Snippet {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        before: usize,
        after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let inner = self.text.as_str().read_span(span, before, after)?;
        let column = if before == 0 && span.offset() == self.primary_at {
            self.primary_column
        } else {
            inner.column()
        };
        let line = inner.line() + self.first_line;
        let contents = match &self.name {
            Some(n) => MietteSpanContents::new_named(
                n.clone(),
                inner.data(),
                *inner.span(),
                line,
                column,
                inner.line_count(),
            ),
            None => MietteSpanContents::new(
                inner.data(),
                *inner.span(),
                line,
                column,
                inner.line_count(),
            ),
        };
        Ok(Box::new(contents))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use miette::NamedSource;

    #[derive(Debug)]
    struct D {
        msg: String,
        src: NamedSource<String>,
        at: usize,
        len: usize,
    }
    impl fmt::Display for D {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(&self.msg)
        }
    }
    impl std::error::Error for D {}
    impl Diagnostic for D {
        fn source_code(&self) -> Option<&dyn SourceCode> {
            Some(&self.src)
        }
        fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
            Some(Box::new(std::iter::once(
                LabeledSpan::new_primary_with_span(Some("here\x1b[2J".into()), (self.at, self.len)),
            )))
        }
    }

    fn d(text: String, at: usize, len: usize) -> D {
        D {
            msg: "bad \x1b]0;pwned\x07 thing".into(),
            src: NamedSource::new("f.yaml", text),
            at,
            len,
        }
    }

    #[test]
    fn a_span_past_column_65535_renders_cut_with_its_real_position() {
        let text = format!("{{{}bogus: 1}}\nnext\n", " ".repeat(70_000));
        let out = diagnostic(&d(text, 70_001, 5), false, 100);
        assert!(out.contains("[f.yaml:1:70002]"), "{out}");
        assert!(out.contains("…"), "{out}");
        assert!(out.contains("bogus"), "{out}");
        assert!(out.lines().all(|l| l.chars().count() < 200), "{out}");
    }

    #[test]
    fn escapes_never_reach_the_terminal() {
        let text = "a: 1\ntitle: \"\x1b]0;pwned\x07\x1b[2J\"\nb: 2\n".to_string();
        let out = diagnostic(&d(text, 12, 6), false, 100);
        assert!(!out.contains('\x1b') && !out.contains('\x07'), "{out:?}");
        assert!(out.contains("\\e]0;pwned\\x07"), "{out}");
        assert!(out.contains("[f.yaml:2:8]"), "{out}");
    }

    #[test]
    fn the_line_index_draws_what_a_scan_draws() {
        let text = "a: 1\nb: •2\n\nc: 3\nd: 4".to_string();
        for at in [0, 3, 5, 9, 12, 13, 17, text.len()] {
            let x = d(text.clone(), at, 1.min(text.len() - at));
            let scanned = diagnostic(&x, false, 100);
            let indexed = diagnostic_in(&x, &SourceLines::new(x.src.inner().as_str()), false, 100);
            assert_eq!(scanned, indexed, "at {at}");
        }
        // A text that is not the diagnostic's source is ignored.
        let x = d(text.clone(), 5, 1);
        assert_eq!(
            diagnostic_in(&x, &SourceLines::new("other text"), false, 100),
            diagnostic(&x, false, 100)
        );
    }

    #[test]
    fn causes_are_kept_and_escaped() {
        #[derive(Debug)]
        struct Outer(std::io::Error);
        impl fmt::Display for Outer {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("cannot read the file")
            }
        }
        impl std::error::Error for Outer {
            fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
                Some(&self.0)
            }
        }
        impl Diagnostic for Outer {}
        let e = Outer(std::io::Error::other("disk \x1b[2J gone"));
        let out = diagnostic(&e, false, 100);
        assert!(out.contains("disk \\e[2J gone"), "{out}");
        assert!(!out.contains('\x1b'), "{out:?}");
    }

    #[test]
    fn a_label_past_the_end_renders_without_snippet() {
        let out = diagnostic(&d("x".into(), 50, 3), false, 100);
        assert!(out.contains("bad"), "{out}");
    }

    #[test]
    fn a_span_at_the_end_of_the_file_renders() {
        let out = diagnostic(&d("a: 1\n".into(), 5, 0), false, 100);
        assert!(out.contains("bad"), "{out}");
        assert!(out.contains("f.yaml:"), "{out}");
    }
}
