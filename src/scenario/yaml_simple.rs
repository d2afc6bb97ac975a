//! A reader for the YAML boards are written in, in one pass over the bytes: block mappings and
//! lists, flow lists and mappings, one-line plain and quoted scalars, folded and literal block
//! scalars, comments.
//!
//! It gives exactly the tree of [`super::yaml::parse_with_serde`] (the same nodes, spans, texts
//! and scalar types, the spans being those serde-saphyr's parser gives each event) or nothing,
//! and then [`super::yaml::parse`] asks the next reader. It answers nothing for anything else:
//! tabs, carriage returns, control characters, document markers, directives, anchors, aliases,
//! tags, block scalars with more-indented lines or indicators other than `-`, `?` keys, a plain
//! scalar over several lines, comments inside flow collections, an empty list entry, a list
//! entry holding a list, escapes in double quotes other than `\"` and `\\`,
//! a key given twice or not a plain text, a scalar whose type is not plainly a text, a whole
//! number or a yes/no word, and any syntax error. `tests/yaml_fast_path.rs` compares it with
//! serde-saphyr on every bundled board, on scalars of every type and on mutated boards.

use super::yaml::{
    ByteSpan, Node, PLAIN_MAX_DEPTH, PLAIN_MAX_NODES, mapping, sequence, typed_scalar,
};
use std::borrow::Cow;

/// The longest key read here (the parser looks at most 1,024 characters ahead for a key).
const MAX_KEY_BYTES: usize = 256;

/// `text` as a node tree, when it is written in the subset this reader knows.
pub(super) fn parse(text: &str) -> Option<Node> {
    if !text.chars().all(ordinary) {
        return None;
    }
    if text
        .split('\n')
        .any(|l| l.starts_with("---") || l.starts_with("...") || l.starts_with('%'))
    {
        return None;
    }
    let mut r = Reader {
        text,
        b: text.as_bytes(),
        pos: 0,
        nodes: 0,
    };
    r.skip_blank()?;
    if r.eof() {
        return None;
    }
    let root = r.block_node(0)?;
    r.skip_blank()?;
    r.eof().then_some(root)
}

/// A character this reader takes as it comes: printable, or a line break.
fn ordinary(c: char) -> bool {
    match c {
        '\n' => true,
        '\u{0}'..='\u{1f}' | '\u{7f}'..='\u{9f}' => false,
        '\u{2028}' | '\u{2029}' | '\u{feff}' | '\u{fffe}' | '\u{ffff}' => false,
        _ => true,
    }
}

struct Reader<'a> {
    text: &'a str,
    b: &'a [u8],
    pos: usize,
    nodes: usize,
}

impl<'a> Reader<'a> {
    fn eof(&self) -> bool {
        self.pos >= self.b.len()
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    fn at(&self, i: usize) -> Option<u8> {
        self.b.get(i).copied()
    }

    /// The column of the current position (every indentation is spaces here).
    fn col(&self) -> usize {
        self.pos - self.text[..self.pos].rfind('\n').map_or(0, |i| i + 1)
    }

    fn count(&mut self) -> Option<()> {
        self.nodes += 1;
        (self.nodes <= PLAIN_MAX_NODES).then_some(())
    }

    fn skip_spaces(&mut self) -> usize {
        let start = self.pos;
        while self.peek() == Some(b' ') {
            self.pos += 1;
        }
        self.pos - start
    }

    /// Past spaces, comments and line breaks, to the next content or the end.
    fn skip_blank(&mut self) -> Option<()> {
        loop {
            self.skip_spaces();
            match self.peek() {
                Some(b'#') => {
                    // A comment follows a space or starts a line.
                    if self.pos > 0 && !matches!(self.at(self.pos - 1), Some(b' ' | b'\n')) {
                        return None;
                    }
                    self.pos = self.text[self.pos..]
                        .find('\n')
                        .map_or(self.b.len(), |i| self.pos + i);
                }
                Some(b'\n') => self.pos += 1,
                _ => return Some(()),
            }
        }
    }

    /// The rest of a line after a value: spaces, perhaps a comment, then the line break.
    fn end_of_line(&mut self) -> Option<()> {
        let spaces = self.skip_spaces();
        match self.peek() {
            None => Some(()),
            Some(b'\n') => {
                self.pos += 1;
                Some(())
            }
            Some(b'#') if spaces > 0 => {
                self.pos = self.text[self.pos..]
                    .find('\n')
                    .map_or(self.b.len(), |i| self.pos + i + 1);
                Some(())
            }
            _ => None,
        }
    }

    /// A node starting at the current content, in block context.
    fn block_node(&mut self, depth: usize) -> Option<Node> {
        if depth > PLAIN_MAX_DEPTH {
            return None;
        }
        if self.peek() == Some(b'-') && matches!(self.at(self.pos + 1), None | Some(b' ' | b'\n')) {
            return self.block_sequence(true, depth);
        }
        if self.key_ahead() {
            return self.block_mapping(depth);
        }
        let value = self.inline_value(depth)?;
        self.end_of_line()?;
        self.skip_blank()?;
        Some(value)
    }

    /// Does a key (`word:`, `"text":`) start here? A scan of the line, building nothing: a text
    /// (quoted, or plain up to ` #`) followed by `:` and a space or the line's end. (Where it
    /// says yes and [`Self::key`] then finds no key, the line is no value either.)
    fn key_ahead(&self) -> bool {
        let mut i = self.pos;
        match self.peek() {
            None | Some(b'[' | b'{') => return false,
            Some(q @ (b'"' | b'\'')) => {
                i += 1;
                loop {
                    match self.at(i) {
                        None | Some(b'\n') => return false,
                        Some(b'\\') if q == b'"' => i += 2,
                        Some(c) if c == q => {
                            if q == b'\'' && self.at(i + 1) == Some(b'\'') {
                                i += 2;
                                continue;
                            }
                            i += 1;
                            break;
                        }
                        _ => i += 1,
                    }
                }
            }
            Some(_) => loop {
                match self.at(i) {
                    None | Some(b'\n') => return false,
                    Some(b':') if matches!(self.at(i + 1), None | Some(b' ' | b'\n')) => break,
                    Some(b'#') if i > self.pos && self.at(i - 1) == Some(b' ') => return false,
                    _ => i += 1,
                }
            },
        }
        self.at(i) == Some(b':') && matches!(self.at(i + 1), None | Some(b' ' | b'\n'))
    }

    /// A key and its colon: the key node and the colon's position; the position is then past
    /// the colon.
    fn key(&mut self) -> Option<(Node, usize)> {
        let start = self.pos;
        let key = match self.peek()? {
            b'"' | b'\'' => self.quoted()?,
            _ => self.plain(false)?,
        };
        if self.pos - start > MAX_KEY_BYTES || self.peek() != Some(b':') {
            return None;
        }
        let colon = self.pos;
        if !matches!(self.at(colon + 1), None | Some(b' ' | b'\n')) {
            return None;
        }
        self.pos += 1;
        Some((key, colon))
    }

    /// A block mapping whose first key is at the current position.
    fn block_mapping(&mut self, depth: usize) -> Option<Node> {
        let indent = self.col();
        let own = ByteSpan::new(self.pos, 0);
        let mut entries = Vec::new();
        loop {
            let (key, colon) = self.key()?;
            self.skip_spaces();
            let value = if matches!(self.peek(), None | Some(b'\n' | b'#')) {
                self.skip_blank()?;
                let at = self.col();
                let dash = self.peek() == Some(b'-')
                    && matches!(self.at(self.pos + 1), None | Some(b' ' | b'\n'));
                if self.eof() || at < indent || (at == indent && !dash) {
                    self.count()?;
                    typed_scalar(Cow::Borrowed("~"), true, ByteSpan::new(colon, 0), self.text)?
                } else if at == indent {
                    self.block_sequence(false, depth + 1)?
                } else {
                    self.block_node(depth + 1)?
                }
            } else if matches!(self.peek(), Some(b'>' | b'|')) {
                self.block_scalar(indent)?
            } else {
                let v = self.inline_value(depth + 1)?;
                self.end_of_line()?;
                self.skip_blank()?;
                v
            };
            entries.push((key, value));
            if self.eof() {
                break;
            }
            let at = self.col();
            if at > indent {
                return None;
            }
            if at < indent {
                break;
            }
        }
        self.count()?;
        mapping(own, entries, self.text)
    }

    /// A block list at the current `-`; its span starts at the dash, or for a list written at
    /// its key's own indentation at its first entry.
    fn block_sequence(&mut self, at_dash: bool, depth: usize) -> Option<Node> {
        if depth > PLAIN_MAX_DEPTH {
            return None;
        }
        let indent = self.col();
        let dash = self.pos;
        let mut items = Vec::new();
        let mut own = ByteSpan::new(dash, 0);
        loop {
            // `-` then at least one space and the entry on the same line.
            if self.peek() != Some(b'-') || self.at(self.pos + 1) != Some(b' ') {
                return None;
            }
            self.pos += 1;
            self.skip_spaces();
            if matches!(self.peek(), None | Some(b'\n' | b'#')) {
                return None;
            }
            if items.is_empty() && !at_dash {
                own = ByteSpan::new(self.pos, 0);
            }
            if self.peek() == Some(b'-')
                && matches!(self.at(self.pos + 1), None | Some(b' ' | b'\n'))
            {
                return None;
            }
            let item = if self.key_ahead() {
                self.block_mapping(depth + 1)?
            } else if matches!(self.peek(), Some(b'>' | b'|')) {
                self.block_scalar(indent)?
            } else {
                let v = self.inline_value(depth + 1)?;
                self.end_of_line()?;
                self.skip_blank()?;
                v
            };
            items.push(item);
            if self.eof() {
                break;
            }
            let at = self.col();
            if at > indent {
                return None;
            }
            if at < indent || self.peek() != Some(b'-') {
                break;
            }
        }
        self.count()?;
        Some(sequence(own, items, self.text))
    }

    /// A folded (`>`) or literal (`|`) block scalar, kept (clip) or stripped (`-`) of its last
    /// line break, under a node indented `parent`: its lines all at one indentation past
    /// `parent`, none ending in a space, none of spaces alone. The span runs, as the parser's
    /// does, from its first character to the first character of the next line that is not its
    /// own. The position is then there.
    fn block_scalar(&mut self, parent: usize) -> Option<Node> {
        let folded = self.peek()? == b'>';
        self.pos += 1;
        let strip = match self.peek() {
            Some(b'-') => {
                self.pos += 1;
                true
            }
            Some(b' ' | b'\n') | None => false,
            _ => return None,
        };
        self.end_of_line()?;
        let mut lines: Vec<&str> = Vec::new();
        // Empty lines before each line kept.
        let mut gaps: Vec<usize> = Vec::new();
        let mut empty = 0;
        let mut indent = None;
        let mut start = None;
        let end = loop {
            let spaces = self.skip_spaces();
            match self.peek() {
                None if spaces == 0 => break self.pos,
                None => return None,
                Some(b'\n') if spaces == 0 => {
                    if lines.is_empty() {
                        return None;
                    }
                    empty += 1;
                    self.pos += 1;
                    continue;
                }
                Some(b'\n') => return None,
                _ => {}
            }
            let content_indent = *indent.get_or_insert(spaces);
            if content_indent <= parent {
                return None;
            }
            if spaces < content_indent {
                break self.pos;
            }
            if spaces > content_indent {
                return None;
            }
            let line_end = self.text[self.pos..]
                .find('\n')
                .map_or(self.b.len(), |i| self.pos + i);
            let line = &self.text[self.pos..line_end];
            if line.ends_with(' ') {
                return None;
            }
            start.get_or_insert(self.pos);
            lines.push(line);
            gaps.push(empty);
            empty = 0;
            self.pos = (line_end + 1).min(self.b.len());
            if line_end == self.b.len() {
                break self.pos;
            }
        };
        let start = start?;
        let mut value = String::new();
        for (i, line) in lines.iter().enumerate() {
            if i > 0 {
                if folded && gaps[i] == 0 {
                    value.push(' ');
                } else {
                    for _ in 0..gaps[i] + usize::from(!folded) {
                        value.push('\n');
                    }
                }
            }
            value.push_str(line);
        }
        if !strip {
            value.push('\n');
        }
        self.pos = end;
        self.count()?;
        typed_scalar(
            Cow::Owned(value),
            false,
            ByteSpan::new(start, end - start),
            self.text,
        )
    }

    /// A value on the current line: a flow list or mapping, a quoted or a plain scalar.
    fn inline_value(&mut self, depth: usize) -> Option<Node> {
        if depth > PLAIN_MAX_DEPTH {
            return None;
        }
        match self.peek()? {
            b'[' => {
                let base = self.line_indent();
                self.flow_sequence(depth, base)
            }
            b'{' => {
                let base = self.line_indent();
                self.flow_mapping(depth, base)
            }
            b'"' | b'\'' => self.quoted(),
            _ => self.plain(false),
        }
    }

    /// A value inside a flow collection that starts on a line indented `base`.
    fn flow_value(&mut self, depth: usize, base: usize) -> Option<Node> {
        if depth > PLAIN_MAX_DEPTH {
            return None;
        }
        match self.peek()? {
            b'[' => self.flow_sequence(depth, base),
            b'{' => self.flow_mapping(depth, base),
            b'"' | b'\'' => self.quoted(),
            _ => self.plain(true),
        }
    }

    /// Spaces, and line breaks inside a flow collection: each line it goes on to must be
    /// indented past `base` (the indentation of the line the collection starts on), and hold no
    /// comment.
    fn flow_space(&mut self, base: usize) -> Option<()> {
        loop {
            self.skip_spaces();
            match self.peek() {
                Some(b'\n') => {
                    self.pos += 1;
                    let spaces = self.skip_spaces();
                    if !matches!(self.peek(), Some(b'\n')) && spaces <= base {
                        return None;
                    }
                }
                Some(b'#') | None => return None,
                _ => return Some(()),
            }
        }
    }

    /// The indentation of the current line (measured once for a flow collection and everything
    /// inside it: once per nested collection would be quadratic on a long line).
    fn line_indent(&self) -> usize {
        let start = self.pos - self.col();
        self.b[start..].iter().take_while(|&&c| c == b' ').count()
    }

    /// `[a, b]`, on one line or several.
    fn flow_sequence(&mut self, depth: usize, base: usize) -> Option<Node> {
        let own = ByteSpan::new(self.pos, 1);
        self.pos += 1;
        self.flow_space(base)?;
        let mut items = Vec::new();
        if self.peek() == Some(b']') {
            self.pos += 1;
        } else {
            loop {
                items.push(self.flow_value(depth + 1, base)?);
                if self.flow_next(b']', base)? {
                    break;
                }
            }
        }
        self.count()?;
        Some(sequence(own, items, self.text))
    }

    /// After an item of a flow collection closed by `close`: a comma and another item (false),
    /// or the closer (true); anything else, an empty item or a trailing comma declines.
    fn flow_next(&mut self, close: u8, base: usize) -> Option<bool> {
        self.flow_space(base)?;
        match self.peek()? {
            b',' => {
                self.pos += 1;
                self.flow_space(base)?;
                let next = self.peek()?;
                (next != close && next != b',').then_some(false)
            }
            c if c == close => {
                self.pos += 1;
                Some(true)
            }
            _ => None,
        }
    }

    /// `{ key: value, … }`, on one line or several, every key with a value.
    fn flow_mapping(&mut self, depth: usize, base: usize) -> Option<Node> {
        let own = ByteSpan::new(self.pos, 1);
        self.pos += 1;
        self.flow_space(base)?;
        let mut entries = Vec::new();
        if self.peek() == Some(b'}') {
            self.pos += 1;
        } else {
            loop {
                let key = match self.peek()? {
                    b'"' | b'\'' => self.quoted()?,
                    b'[' | b'{' => return None,
                    _ => self.plain(true)?,
                };
                if self.peek() != Some(b':') || self.at(self.pos + 1) != Some(b' ') {
                    return None;
                }
                self.pos += 1;
                self.skip_spaces();
                if matches!(self.peek()?, b',' | b'}' | b'#' | b'\n') {
                    return None;
                }
                let value = self.flow_value(depth + 1, base)?;
                entries.push((key, value));
                if self.flow_next(b'}', base)? {
                    break;
                }
            }
        }
        self.count()?;
        mapping(own, entries, self.text)
    }

    /// A quoted scalar on one line (no escapes in double quotes).
    fn quoted(&mut self) -> Option<Node> {
        let start = self.pos;
        let quote = self.peek()?;
        self.pos += 1;
        let mut value = String::new();
        let mut from = self.pos;
        loop {
            match self.peek()? {
                b'\\' if quote == b'"' => {
                    // Only `\"` and `\\`; any other escape is left to the parser.
                    let escaped = self.at(self.pos + 1)?;
                    if !matches!(escaped, b'"' | b'\\') {
                        return None;
                    }
                    value.push_str(&self.text[from..self.pos]);
                    value.push(char::from(escaped));
                    self.pos += 2;
                    from = self.pos;
                    continue;
                }
                b'\n' => return None,
                c if c == quote => {
                    if quote == b'\'' && self.at(self.pos + 1) == Some(b'\'') {
                        value.push_str(&self.text[from..=self.pos]);
                        self.pos += 2;
                        from = self.pos;
                        continue;
                    }
                    value.push_str(&self.text[from..self.pos]);
                    self.pos += 1;
                    break;
                }
                _ => self.pos += 1,
            }
        }
        self.count()?;
        typed_scalar(
            Cow::Owned(value),
            false,
            ByteSpan::new(start, self.pos - start),
            self.text,
        )
    }

    /// A plain scalar on one line, up to `: `, ` #` or the line's end (in flow context also up to
    /// `,`, `[`, `]`, `{`, `}`); its trailing spaces are not part of it.
    fn plain(&mut self, flow: bool) -> Option<Node> {
        let start = self.pos;
        let first = self.peek()?;
        match first {
            b'-' if !self
                .at(self.pos + 1)
                .is_some_and(|c| c.is_ascii_alphanumeric()) =>
            {
                return None;
            }
            b'?' | b':' | b',' | b'[' | b']' | b'{' | b'}' | b'#' | b'&' | b'*' | b'!' | b'|'
            | b'>' | b'\'' | b'"' | b'%' | b'@' | b'`' | b' ' | b'\n' => return None,
            _ => {}
        }
        let mut end = start;
        while let Some(c) = self.at(self.pos) {
            match c {
                b'\n' => break,
                b':' => match self.at(self.pos + 1) {
                    None | Some(b' ' | b'\n') => break,
                    Some(b',' | b'[' | b']' | b'{' | b'}') if flow => return None,
                    _ if flow => return None,
                    _ => {}
                },
                b'#' if self.at(self.pos - 1) == Some(b' ') => break,
                b',' | b'[' | b']' | b'{' | b'}' if flow => break,
                _ => {}
            }
            self.pos += 1;
            if c != b' ' {
                end = self.pos;
            }
        }
        // In a flow collection a plain scalar may go on over the next line: left to the parser.
        if flow && matches!(self.peek(), None | Some(b'\n')) {
            return None;
        }
        // Back to the end of the last word: the spaces after it are not the scalar's.
        self.pos = end;
        let raw = &self.text[start..end];
        self.count()?;
        typed_scalar(
            Cow::Borrowed(raw),
            true,
            ByteSpan::new(start, end - start),
            self.text,
        )
    }
}
