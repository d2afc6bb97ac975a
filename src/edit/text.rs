//! A change of the board's YAML tree made in the file's own text: only the entries the change
//! adds, removes or alters are written; every other byte of the file (comments, the schema
//! line, anchors and aliases, each scalar as it was spelled, blank lines) stays as it was.
//!
//! [`rewrite`] compares the tree before the change (spans into the text) with the tree after
//! it and turns the difference into splices of the text: an item or a key added is written in
//! the style of its list or mapping (block lines at the indentation of their neighbours, or
//! inside a flow `[…]` / `{…}`, which is written anew), one removed takes its lines with it.
//! The text made is then read again and must give exactly the tree after the change: if not
//! (an alias shares the entry, a layout the splices do not handle), the change is refused, so
//! the text can never say something other than the board the session judges.

use crate::board::SourceText;
use crate::board::splice::Shift;
use crate::scenario::yaml::{self, Node, ScalarKind, Value};

/// Bytes `start..end` of the text replaced by `with`.
#[derive(Debug, Clone)]
struct Splice {
    start: usize,
    end: usize,
    with: String,
}

/// Where a node sits: the value of a mapping's key, an item of a list, or the whole file.
#[derive(Clone, Copy)]
enum Slot<'a> {
    Value(&'a Node),
    Item,
}

/// The text `text` (whose tree is `old`) changed so that it reads as `new`.
pub fn rewrite(text: &str, old: &Node, new: &Node) -> Result<String, String> {
    rewrite_read(&SourceText::from(text), old, new).map(|r| r.text.as_str().to_string())
}

/// A change written into the text: the text made, the tree it reads as (parsed from it, so
/// its spans are the text's), and the one splice that takes the text back.
#[derive(Debug)]
pub struct Rewritten {
    pub text: SourceText,
    pub tree: Node,
    pub back: Back,
    /// The change's splices, each as it moves the spans of the text before it, first to last.
    pub shifts: Vec<Shift>,
    /// How many nodes `tree` holds, where the change knows it without walking the tree (it
    /// kept the count of the tree it changed): `None` where the editor counts them.
    pub nodes: Option<usize>,
}

/// What turns a changed text back into the text before the change: `replaced` bytes were at
/// `start`, where `inserted` bytes now are. Found from the change's own splices (the bytes
/// from the first to the last one, less what they left alike at either end), never by
/// comparing the two texts whole. A change of one splice keeps the bytes it replaced
/// (`removed`); a change of several (a card's entry moved from one list to another) keeps
/// none here: its undo takes back each splice from the bytes that splice replaced
/// (`resplice::inverse`), so that the bytes between its splices (the whole board, for a card
/// moved from the top of the file to its end) are neither copied nor kept (issue 38 item 8).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Back {
    pub start: usize,
    pub inserted: usize,
    /// How many bytes the change replaced at `start`.
    pub replaced: usize,
    /// Those bytes, for a change of one splice (empty for a change of several).
    pub removed: String,
}

impl Back {
    /// Does the splice this takes back, or the one it makes, hold a `\r` (so that whether the
    /// text holds a `\r\n` is to be found again)? `text` is the text after the change; for a
    /// change of one splice.
    pub(super) fn holds_cr(&self, text: &SourceText) -> bool {
        crate::board::passes::count(
            crate::board::passes::Pass::CrBytes,
            self.replaced + self.inserted,
        );
        self.removed.contains('\r')
            || text
                .get(self.start..self.start + self.inserted)
                .is_none_or(|t| t.contains('\r'))
    }
}

/// Do the splices that `pieces` take back (each on `text`, the text after the change, holding
/// the bytes its splice replaced), or the pieces themselves, hold a `\r`? Reads only the
/// bytes of the splices, not those between them.
pub(super) fn pieces_hold_cr(text: &SourceText, pieces: &[Piece]) -> bool {
    pieces.iter().any(|p| {
        crate::board::passes::count(
            crate::board::passes::Pass::CrBytes,
            p.with.len() + p.end.saturating_sub(p.start),
        );
        p.with.contains('\r') || text.get(p.start..p.end).is_none_or(|t| t.contains('\r'))
    })
}

/// [`rewrite`], keeping the tree the text made reads as and the splice back.
pub fn rewrite_read(text: &SourceText, old: &Node, new: &Node) -> Result<Rewritten, String> {
    let (out, changed, splices) = write(text, text.holds_crlf(), old, new)?;
    // Not the editor's: the splice back keeps the bytes it replaced, however many splices.
    read_back(text, out, changed, new, (shifts(&splices), 1))
}

/// A change written: the text made, the bytes of the old text the splices cover, and the
/// splices.
type Written = (SourceText, Option<(usize, usize)>, Vec<Splice>);

/// The splices of a change written into the text: the text made, the bytes of the old text
/// the splices cover, and the splices.
/// `crlf`: is the file written with `\r\n` line breaks?
fn write(text: &SourceText, crlf: bool, old: &Node, new: &Node) -> Result<Written, String> {
    let mut w = Writer {
        text,
        crlf,
        splices: Vec::new(),
    };
    match (&old.value, &new.value) {
        (Value::Map(_), Value::Map(_)) => w.node(old, new, Slot::Item)?,
        _ if same(old, new) => {}
        _ => return Err("the board's file is not a mapping of keys".into()),
    }
    w.apply()
}

/// [`rewrite_read`] taking the tree after the change: where the change is one splice that
/// stands alone (whole lines added, one scalar written anew) and the text before it read as
/// plain YAML (`plain`: no anchor, alias or tag), the tree is the one given with its spans
/// moved and only the fragment written parsed ([`super::tree::spliced`]); else the text is
/// read again whole. Also says whether it was read whole. `old` is the tree of `text`, and
/// stays so where this fails; where it succeeds, `old` may have been taken (its nodes are
/// the tree returned: no second copy of the tree is made). `crlf`: is the file written with
/// `\r\n` line breaks (the editor keeps it: the text is not searched whole for one).
pub fn rewrite_tree(
    text: &SourceText,
    crlf: bool,
    old: &mut Node,
    mut new: Node,
    plain: bool,
) -> Result<(Rewritten, Read), String> {
    let (out, changed, splices) = write(text, crlf, old, &new)?;
    let plain = plain && plain_fits(out.len(), || super::tree::counted(&new), 0);
    if plain
        && let [one] = &splices[..]
        && if one.with.is_empty() {
            super::tree::taken_out(&out, &mut new, one.start, one.end)
        } else {
            super::tree::spliced(&out, &mut new, one.start, one.end, &one.with)
        }
    {
        let back = back(text, &out, changed, 1);
        let made = Rewritten {
            text: out,
            tree: new,
            back,
            shifts: shifts(&splices),
            nodes: None,
        };
        return Ok((made, Read::Spliced));
    }
    if plain {
        // Any other shape: each splice read from the bytes it wrote (issue 38 item 8), the
        // tree kept in step only where it says what the change meant.
        let pieces = pieces_of(&splices);
        // The tree of `text` itself is moved along (it is the change's tree once this holds).
        if super::resplice::all(text, &out, old, &pieces) && same(old, &new) {
            let made = Rewritten {
                back: back(text, &out, changed, splices.len()),
                text: out,
                tree: std::mem::replace(old, Node::made(Value::Null)),
                shifts: shifts(&splices),
                nodes: None,
            };
            return Ok((made, Read::Spliced));
        }
        // Not of a shape read here: `old` is the tree of `text` again, read whole (a change
        // of a shape not read here, so rare: it is then read whole twice).
        let whole = text.as_str();
        if let Some(t) = yaml::parse_plain(whole).or_else(|| yaml::parse(whole).ok()) {
            *old = t;
        }
    }
    let plain = yaml::parse_plain(out.as_str());
    let read = Read::Whole {
        plain: plain.is_some(),
    };
    let made = match plain {
        Some(tree) if same(&tree, &new) => Rewritten {
            back: back(text, &out, changed, splices.len()),
            text: out,
            tree,
            shifts: shifts(&splices),
            nodes: None,
        },
        Some(_) => return Err(UNWRITABLE.into()),
        None => read_back(text, out, changed, &new, (shifts(&splices), splices.len()))?,
    };
    Ok((made, read))
}

/// A change of one node written into the text, the node alone read (issue 38 item 8): `old`
/// and `new` are that node before and after the change, an item of a list (`key`: `None`) or
/// the value of the mapping key `key`. The text made, the splice back, and the change's
/// splices (as shifts, and as pieces to keep the tree in step with).
pub(super) struct Scoped {
    pub text: SourceText,
    pub back: Back,
    pub shifts: Vec<Shift>,
    pub pieces: Vec<Piece>,
}

/// [`Scoped`]: `old` (a node of the tree of `text`, its spans the text's) written as `new`.
/// `crlf`: is the file written with `\r\n` line breaks (the editor keeps it, so that the text
/// is not searched whole for one on each change).
pub(super) fn write_scoped(
    text: &SourceText,
    crlf: bool,
    old: &Node,
    new: &Node,
    key: Option<&Node>,
) -> Result<Scoped, String> {
    let mut w = Writer {
        text,
        crlf,
        splices: Vec::new(),
    };
    w.node(old, new, key.map_or(Slot::Item, Slot::Value))?;
    let (out, changed, splices) = w.apply()?;
    let pieces = pieces_of(&splices);
    Ok(Scoped {
        back: back(text, &out, changed, splices.len()),
        text: out,
        shifts: shifts(&splices),
        pieces,
    })
}

/// What a listed change takes out: an item's lines, or a key's lines with its list (a list
/// left empty goes with its key).
pub(super) enum Out<'n> {
    Item(&'n Node),
    Key(&'n Node, &'n Node),
}

/// Where a listed change puts an entry: after the last item of a block list, or as the only
/// item of a list under a new key after the last entry of a block mapping.
pub(super) enum In<'n> {
    List(&'n Node, &'n Node),
    Key(&'n Node, &'n Node, &'n Node),
}

/// A card entry taken out of one block list or mapping and/or put into another, written
/// without comparing two trees (issue 38 item 8): the nodes are of the tree of `text`, but
/// for the entry, key and list put. The lines written are those the writer's `seq` and `map`
/// write for the same change. `crlf`: is the file written with `\r\n` line breaks (the
/// editor keeps it, so that the text is not searched whole for one).
pub(super) fn write_listed(
    text: &SourceText,
    crlf: bool,
    take: Option<Out>,
    put: Option<In>,
) -> Result<Scoped, String> {
    let mut w = Writer {
        text,
        crlf,
        splices: Vec::new(),
    };
    match take {
        Some(Out::Item(item)) => {
            let d = w.dash_before(item)?;
            let (start, end) = (w.line_start(d), w.line_end(item.span.end().max(d)));
            w.splice(start, end, String::new());
        }
        Some(Out::Key(k, v)) => {
            if !w.alone(k.span.start, false) {
                return Err("a key that does not start its line".into());
            }
            let end = w.line_end(v.span.end().max(k.span.end()));
            w.splice(w.line_start(k.span.start), end, String::new());
        }
        None => {}
    }
    if let Some(In::List(n, _) | In::Key(n, _, _)) = &put
        && w.is_flow(n)
    {
        return Err("a list or mapping in brackets".into());
    }
    let (indent, last_end, entry) = match put {
        Some(In::List(list, entry)) => {
            let Value::Seq(items) = &list.value else {
                return Err("not a list".into());
            };
            let (Some(first), Some(last)) = (items.first(), items.last()) else {
                return Err("an empty block list".into());
            };
            let indent = w.col(w.dash_before(first)?);
            (
                indent,
                last.span.end(),
                format!("- {}", block(entry, indent + 2)),
            )
        }
        Some(In::Key(map, k, v)) => {
            let Value::Map(pairs) = &map.value else {
                return Err("not a mapping".into());
            };
            let (Some((first, _)), Some((lk, lv))) = (pairs.first(), pairs.last()) else {
                return Err("an empty block mapping".into());
            };
            let indent = w.col(first.span.start);
            let last_end = lk.span.end().max(lv.span.end());
            (indent, last_end, block_entry(k, v, indent))
        }
        None => return finish(w, text),
    };
    let end = w.line_end(last_end);
    let lead = if w.text.newline_before(end) || end == 0 {
        ""
    } else {
        "\n"
    };
    w.splice(end, end, format!("{lead}{}{entry}\n", " ".repeat(indent)));
    finish(w, text)
}

/// The splices of a writer applied, as a [`Scoped`].
fn finish(w: Writer, text: &SourceText) -> Result<Scoped, String> {
    let (out, changed, splices) = w.apply()?;
    Ok(Scoped {
        back: back(text, &out, changed, splices.len()),
        text: out,
        shifts: shifts(&splices),
        pieces: pieces_of(&splices),
    })
}

/// The splices as the tree's resplicer takes them.
fn pieces_of(splices: &[Splice]) -> Vec<Piece> {
    splices
        .iter()
        .map(|s| Piece {
            start: s.start,
            end: s.end,
            with: s.with.clone(),
        })
        .collect()
}

/// Each splice as the shift it makes of the spans of the text before it.
fn shifts(splices: &[Splice]) -> Vec<Shift> {
    splices
        .iter()
        .map(|s| Shift {
            start: s.start,
            end: s.end,
            len: s.with.len(),
        })
        .collect()
}

/// How the tree of a text changed was had.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Read {
    /// Kept in step with the splice (the fragment written parsed alone).
    Spliced,
    /// The text read whole; `plain`: as plain YAML (no anchor, alias or tag).
    Whole { plain: bool },
}

/// A text shorter than this holds too few nodes to pass the plain reader's bound
/// (`yaml::PLAIN_MAX_NODES`, each node at least two bytes), nor serde-saphyr's
/// (`yaml::SERDE_READS_NODES`), so it reads as the tree says, and its nodes are not counted.
pub(super) const PLAIN_BELOW: usize = 200_000;

/// Does a text of `len` bytes whose tree holds `nodes` nodes (or, with `more`, that tree with
/// up to `more` nodes added) read as that tree, so that its tree may be kept in step with a
/// splice? A text of `PLAIN_BELOW` bytes or more is not refused for its length (issue 38
/// item 8: a board of 16,000 cards, ≈ 800 KB and ≈ 80,000 nodes, was read whole on every
/// change): its nodes are counted against serde-saphyr's budgets (`yaml::SERDE_READS_NODES`;
/// round 25: against the plain reader's own bound, 100,000 nodes, a board of 20,000 troopers
/// or more was read whole on every change, seconds each), asked only then: the editor keeps
/// the count, a tree made by a copy is walked.
pub(super) fn plain_fits(len: usize, nodes: impl FnOnce() -> usize, more: usize) -> bool {
    len < PLAIN_BELOW || nodes() + more <= yaml::SERDE_READS_NODES
}

/// The text made, read again whole: it must read as the change. `splices`: how many the
/// splice back is made from (see [`Back`]).
fn read_back(
    text: &SourceText,
    out: SourceText,
    changed: Option<(usize, usize)>,
    new: &Node,
    (shifts, splices): (Vec<Shift>, usize),
) -> Result<Rewritten, String> {
    // The text made must read back as the change: a parser's complaint about it would name
    // lines of a text that is not the file, so it is said in our words.
    match yaml::parse(out.as_str()) {
        Ok(again) if same(&again, new) => {
            let back = back(text, &out, changed, splices);
            Ok(Rewritten {
                text: out,
                tree: again,
                back,
                shifts,
                nodes: None,
            })
        }
        _ => Err(UNWRITABLE.into()),
    }
}

/// The splice back from `new` to `old`, where the change touched bytes `start..end` of `old`
/// (`None`: no byte changed), by `splices` splices. Reads the bytes it leaves alike at either
/// end; copies those replaced only for a change of one splice (see [`Back`]).
fn back(
    old: &SourceText,
    new: &SourceText,
    changed: Option<(usize, usize)>,
    splices: usize,
) -> Back {
    let Some((start, end)) = changed else {
        return Back {
            start: 0,
            inserted: 0,
            replaced: 0,
            removed: String::new(),
        };
    };
    // `was` is `old[start..end]`, `now` the bytes of `new` in its place: read through the
    // texts (ropes, where the editor spliced them: round 27), never copied whole.
    let tail = old.len() - end;
    let now_end = new.len() - tail;
    let (was_len, now_len) = (end - start, now_end - start);
    let mut prefix = old
        .bytes_from(start)
        .take(was_len)
        .zip(new.bytes_from(start).take(now_len))
        .take_while(|(a, b)| a == b)
        .count();
    while !old.is_char_boundary(start + prefix) || !new.is_char_boundary(start + prefix) {
        prefix -= 1;
    }
    let room = was_len.min(now_len) - prefix;
    let mut suffix = old
        .bytes_before(end)
        .zip(new.bytes_before(now_end))
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    while !old.is_char_boundary(end - suffix) || !new.is_char_boundary(now_end - suffix) {
        suffix -= 1;
    }
    let replaced = (start + prefix)..(end - suffix);
    Back {
        start: start + prefix,
        inserted: now_len - suffix - prefix,
        replaced: replaced.len(),
        removed: if splices > 1 {
            String::new()
        } else {
            old.slice(replaced).into_owned()
        },
    }
}

/// Why a change is not written into the file's text.
const UNWRITABLE: &str = "the change cannot be written into the file's own text without changing more than it asks (a YAML anchor or alias shares the entry, or the file is laid out in a way the editor does not write into): edit the file";

use super::resplice::Piece;
pub use super::tree::same;

struct Writer<'t> {
    text: &'t SourceText,
    /// Is the file written with `\r\n` line breaks?
    crlf: bool,
    splices: Vec<Splice>,
}

impl Writer<'_> {
    /// Replaces `start..end` with `with`, its line breaks those of the file (`\r\n` in a file
    /// written with them).
    fn splice(&mut self, start: usize, end: usize, with: String) {
        let with = if self.crlf {
            with.replace('\n', "\r\n")
        } else {
            with
        };
        self.splices.push(Splice { start, end, with });
    }

    /// The splices applied, in the order of the text (insertions at one place in the order
    /// they were made, and before a removal that starts there: lines added after an entry
    /// whose next lines are removed).
    /// Also returns the bytes of the text the splices cover, from the first one's start to the
    /// last one's end (`None` when there is no splice).
    fn apply(mut self) -> Result<Written, String> {
        self.splices.sort_by_key(|s| (s.start, s.end > s.start));
        // The text's rope spliced, its nodes shared (issue 38 item 8, round 27: the text was
        // copied whole here on every change).
        let out = self
            .text
            .spliced(
                self.splices
                    .iter()
                    .map(|s| (s.start, s.end, s.with.as_str())),
            )
            .ok_or("the change's edits of the file overlap: edit the file")?;
        let at = self.splices.last().map_or(0, |l| l.end);
        let changed = self.splices.first().map(|f| (f.start, at));
        Ok((out, changed, self.splices))
    }

    fn is_flow(&self, n: &Node) -> bool {
        matches!(self.text.byte(n.span.start), Some(b'[' | b'{')) && n.span.len > 0
    }

    /// Entries added at the end of a flow `[…]` or `{…}` that holds a comment: written after
    /// its last entry (`last`, else just inside the bracket), so that the comment stays.
    fn append_in_flow(&mut self, node: &Node, last: Option<usize>, added: &[String]) {
        if added.is_empty() {
            return;
        }
        let (at, lead) = match last {
            Some(end) => (end, ", "),
            None => (node.span.start + 1, ""),
        };
        self.splice(at, at, format!("{lead}{}", added.join(", ")));
    }

    /// Why a flow `[…]` or `{…}` with a comment inside is not rewritten.
    fn flow_comment(&self, node: &Node) -> String {
        let line = self.text.line_of(node.span.start);
        format!(
            "the list or mapping in brackets on line {line} holds a comment, and this change would remove or reorder its entries: written anew, the comment would be lost, so nothing was changed; edit the file, or move the comment out of the brackets"
        )
    }

    /// Is the node an alias (`*name`), or does an anchor (`&name`) name it for aliases?
    fn shared(&self, n: &Node) -> bool {
        self.text.byte(n.span.start) == Some(b'*')
            || self.props_before(n.span.start)
                < self.text.back_while(n.span.start, char::is_whitespace)
    }

    /// Where the text before `at` ends without the spaces, anchor (`&name`) and tag
    /// (`!tag`) that precede a node.
    fn props_before(&self, at: usize) -> usize {
        let mut before = self.text.back_while(at, |c| c == ' ');
        loop {
            let word = self
                .text
                .back_while(before, |c| !matches!(c, ' ' | '\n' | '\t'));
            if word < before && matches!(self.text.byte(word), Some(b'&' | b'!')) {
                before = self.text.back_while(word, |c| c == ' ');
            } else {
                return before;
            }
        }
    }

    /// The column of byte `at`.
    fn col(&self, at: usize) -> usize {
        at - self.line_start(at)
    }

    fn line_start(&self, at: usize) -> usize {
        self.text.line_start(at)
    }

    /// Just past the line break of the line holding byte `at` (or the end of the text).
    fn line_end(&self, at: usize) -> usize {
        self.text.line_end(at)
    }

    /// Is there nothing but spaces (and list dashes, when `dashes`) before `at` on its line?
    fn alone(&self, at: usize, dashes: bool) -> bool {
        self.text
            .slice(self.line_start(at)..at)
            .chars()
            .all(|c| c == ' ' || (dashes && c == '-'))
    }

    fn node(&mut self, old: &Node, new: &Node, slot: Slot) -> Result<(), String> {
        if same(old, new) {
            return Ok(());
        }
        if self.shared(old) {
            return Err(
                "the entry is written through a YAML anchor or alias (`&name`, `*name`) that other entries share: edit the file to change it alone".into(),
            );
        }
        match (&old.value, &new.value) {
            (Value::Seq(_), Value::Seq(_)) | (Value::Map(_), Value::Map(_))
                if self.is_flow(old)
                    && !self
                        .text
                        .slice(old.span.start..old.span.end())
                        .contains('#') =>
            {
                self.splice(old.span.start, old.span.end(), flow(new));
                Ok(())
            }
            (Value::Seq(o), Value::Seq(n)) if self.is_flow(old) => {
                let kept = o.len() <= n.len() && o.iter().zip(n).all(|(a, b)| a.span == b.span);
                if !kept {
                    return Err(self.flow_comment(old));
                }
                for (a, b) in o.iter().zip(n) {
                    self.node(a, b, Slot::Item)?;
                }
                let added: Vec<String> = n[o.len()..].iter().map(flow).collect();
                self.append_in_flow(old, o.last().map(|l| l.span.end()), &added);
                Ok(())
            }
            (Value::Map(o), Value::Map(n)) if self.is_flow(old) => {
                let kept = o.len() <= n.len() && o.iter().zip(n).all(|(a, b)| same(&a.0, &b.0));
                if !kept {
                    return Err(self.flow_comment(old));
                }
                for ((k, a), (_, b)) in o.iter().zip(n) {
                    self.node(a, b, Slot::Value(k))?;
                }
                let added: Vec<String> = n[o.len()..]
                    .iter()
                    .map(|(k, v)| format!("{}: {}", render_scalar(k), flow(v)))
                    .collect();
                let last = o.last().map(|(k, v)| k.span.end().max(v.span.end()));
                self.append_in_flow(old, last, &added);
                Ok(())
            }
            (Value::Seq(o), Value::Seq(n)) => self.seq(o, n),
            (Value::Map(o), Value::Map(n)) => self.map(o, n),
            _ => self.replace(old, new, slot),
        }
    }

    /// A node of another kind (a title made a `{ card: … }` mapping, an empty value a list).
    fn replace(&mut self, old: &Node, new: &Node, slot: Slot) -> Result<(), String> {
        let scalar = !matches!(new.value, Value::Seq(_) | Value::Map(_));
        match slot {
            Slot::Value(key) => {
                let colon = self
                    .text
                    .bytes_from(key.span.end())
                    .position(|b| b == b':')
                    .map(|i| key.span.end() + i)
                    .ok_or("a key without its colon")?;
                let end = old.span.end().max(colon + 1);
                let with = if scalar {
                    format!(" {}", render_scalar(new))
                } else if empty(new) {
                    format!(" {}", flow(new))
                } else {
                    let indent = self.col(key.span.start) + 2;
                    format!("\n{}{}", " ".repeat(indent), block(new, indent))
                };
                self.splice(colon + 1, end, with);
            }
            Slot::Item => {
                if old.span.len == 0 {
                    return Err("an empty list item".into());
                }
                let with = if scalar {
                    render_scalar(new)
                } else {
                    block(new, self.col(old.span.start))
                };
                self.splice(old.span.start, old.span.end(), with);
            }
        }
        Ok(())
    }

    /// A block list: items kept (matched by their span), removed, or added before the next
    /// item kept (else after the last item).
    fn seq(&mut self, old: &[Node], new: &[Node]) -> Result<(), String> {
        let first = old.first().ok_or("an empty block list")?;
        let dash = self.dash_before(first)?;
        let indent = self.col(dash);
        // An item kept is most often where it was: looked for there first.
        // (Next to the last one matched, so that a list whose items after an entry taken out
        // all moved up one is matched in one pass, not one search per item.)
        let mut next = 0;
        let matched: Vec<Option<usize>> = new
            .iter()
            .map(|n| {
                let found = if n.span.len == 0 {
                    None
                } else if old.get(next).is_some_and(|o| o.span == n.span) {
                    Some(next)
                } else {
                    old.iter().position(|o| o.span == n.span)
                };
                if let Some(i) = found {
                    next = i + 1;
                }
                found
            })
            .collect();
        let mut kept = vec![false; old.len()];
        for &i in matched.iter().flatten() {
            kept[i] = true;
        }
        for (i, o) in old.iter().enumerate() {
            if !kept[i] {
                let d = self.dash_before(o)?;
                let (start, end) = (self.line_start(d), self.line_end(o.span.end().max(d)));
                self.splice(start, end, String::new());
            }
        }
        let last_end = old.last().map_or(dash, |o| o.span.end());
        for (j, n) in new.iter().enumerate() {
            if let Some(i) = matched[j] {
                self.node(&old[i], n, Slot::Item)?;
                continue;
            }
            let item = format!("- {}", block(n, indent + 2));
            let next = matched[j + 1..].iter().flatten().next().copied();
            match next {
                Some(i) => {
                    let d = self.dash_before(&old[i])?;
                    self.splice(d, d, format!("{item}\n{}", " ".repeat(indent)));
                }
                None => {
                    let end = self.line_end(last_end);
                    let lead = if self.text.newline_before(end) {
                        ""
                    } else {
                        "\n"
                    };
                    self.splice(end, end, format!("{lead}{}{item}\n", " ".repeat(indent)));
                }
            }
        }
        Ok(())
    }

    /// The `-` that starts a block list's item.
    fn dash_before(&self, item: &Node) -> Result<usize, String> {
        let before = self.props_before(item.span.start);
        if before > 0 && self.text.byte(before - 1) == Some(b'-') && self.alone(before - 1, true) {
            Ok(before - 1)
        } else {
            Err("a list item that does not start its line".into())
        }
    }

    /// A block mapping: keys kept (matched by their text), removed, or added before the next
    /// key kept (else after the last entry).
    fn map(&mut self, old: &[(Node, Node)], new: &[(Node, Node)]) -> Result<(), String> {
        let (first, _) = old.first().ok_or("an empty block mapping")?;
        let indent = self.col(first.span.start);
        let find = |k: &Node| old.iter().position(|(o, _)| same(o, k));
        let matched: Vec<Option<usize>> = new.iter().map(|(k, _)| find(k)).collect();
        for (i, (k, v)) in old.iter().enumerate() {
            if matched.contains(&Some(i)) {
                continue;
            }
            let end = self.line_end(v.span.end().max(k.span.end()));
            if self.alone(k.span.start, false) {
                self.splice(self.line_start(k.span.start), end, String::new());
            } else if let Some((next, _)) = old.get(i + 1) {
                self.splice(k.span.start, next.span.start, String::new());
            } else {
                return Err("a mapping's only line".into());
            }
        }
        let last_end = old
            .iter()
            .map(|(k, v)| k.span.end().max(v.span.end()))
            .max()
            .unwrap_or(0);
        for (j, (k, v)) in new.iter().enumerate() {
            if let Some(i) = matched[j] {
                let (ok, ov) = &old[i];
                self.node(ov, v, Slot::Value(ok))?;
                continue;
            }
            let entry = block_entry(k, v, indent);
            let next = matched[j + 1..].iter().flatten().next().copied();
            match next {
                Some(i) => {
                    let at = old[i].0.span.start;
                    self.splice(at, at, format!("{entry}\n{}", " ".repeat(indent)));
                }
                None => {
                    let end = self.line_end(last_end);
                    let lead = if self.text.newline_before(end) || end == 0 {
                        ""
                    } else {
                        "\n"
                    };
                    self.splice(end, end, format!("{lead}{}{entry}\n", " ".repeat(indent)));
                }
            }
        }
        Ok(())
    }
}

fn empty(n: &Node) -> bool {
    match &n.value {
        Value::Seq(s) => s.is_empty(),
        Value::Map(m) => m.is_empty(),
        _ => false,
    }
}

/// A scalar as YAML reads it back: a number or a yes/no as it was spelled, a text plain when
/// YAML reads it as that text, else double-quoted.
fn render_scalar(n: &Node) -> String {
    match &n.value {
        Value::Null => "~".into(),
        Value::Scalar {
            text,
            kind: ScalarKind::Str,
        } => quoted(text),
        Value::Scalar { text, .. } => text.clone(),
        Value::Seq(_) | Value::Map(_) => flow(n),
    }
}

/// A text: plain when it is words YAML reads as that text, else in double quotes.
fn quoted(text: &str) -> String {
    let plain = text.chars().next().is_some_and(char::is_alphabetic)
        && !text.ends_with(' ')
        && !text.contains("  ")
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.' | '(' | ')' | '\''))
        && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
            .iter()
            .any(|w| text.eq_ignore_ascii_case(w))
        && !["inf", "infinity", "nan"]
            .iter()
            .any(|w| text.eq_ignore_ascii_case(w));
    if plain {
        text.to_string()
    } else {
        serde_json::to_string(text).unwrap_or_else(|_| format!("{text:?}"))
    }
}

/// A node in flow style: `[a, b]`, `{ card: X, id: y }`.
fn flow(n: &Node) -> String {
    match &n.value {
        Value::Seq(items) => format!(
            "[{}]",
            items.iter().map(flow).collect::<Vec<_>>().join(", ")
        ),
        Value::Map(pairs) if pairs.is_empty() => "{}".into(),
        Value::Map(pairs) => format!(
            "{{ {} }}",
            pairs
                .iter()
                .map(|(k, v)| format!("{}: {}", render_scalar(k), flow(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        _ => render_scalar(n),
    }
}

/// A node in block style, its first line placed by the caller at column `indent`.
fn block(n: &Node, indent: usize) -> String {
    let pad = format!("\n{}", " ".repeat(indent));
    match &n.value {
        Value::Seq(items) if !items.is_empty() => items
            .iter()
            .map(|it| format!("- {}", block(it, indent + 2)))
            .collect::<Vec<_>>()
            .join(&pad),
        Value::Map(pairs) if !pairs.is_empty() => pairs
            .iter()
            .map(|(k, v)| block_entry(k, v, indent))
            .collect::<Vec<_>>()
            .join(&pad),
        _ => flow(n),
    }
}

/// `key: value` in block style, at column `indent`.
fn block_entry(k: &Node, v: &Node, indent: usize) -> String {
    let key = render_scalar(k);
    match &v.value {
        Value::Seq(_) | Value::Map(_) if !empty(v) => {
            let inner = indent + 2;
            format!("{key}:\n{}{}", " ".repeat(inner), block(v, inner))
        }
        _ => format!("{key}: {}", flow(v)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(text: &str, f: impl FnOnce(&mut Node)) -> Result<String, String> {
        let old = yaml::parse(text).expect("parses");
        let mut new = old.clone();
        f(&mut new);
        rewrite(text, &old, &new)
    }

    fn map(n: &mut Node) -> &mut Vec<(Node, Node)> {
        match &mut n.value {
            Value::Map(m) => m,
            _ => panic!("not a map"),
        }
    }

    fn seq(n: &mut Node) -> &mut Vec<Node> {
        match &mut n.value {
            Value::Seq(s) => s,
            _ => panic!("not a list"),
        }
    }

    const BOARD: &str = "# yaml-language-server: $schema=x\nrules: latest # the rules\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      light: [Luke, 'Trooper']\n    - system: Hoth\n      dark:\n        - card: 0x472\n          id: 0o17\n        - Stalker # a walker\n";

    #[test]
    fn an_item_added_to_a_block_list_keeps_every_other_byte() {
        let out = change(BOARD, |t| {
            let rows = &mut map(t)[1].1;
            let hoth = &mut map(rows)[0].1;
            let system = &mut seq(hoth)[1];
            let dark = &mut map(system)[1].1;
            seq(dark).push(Node::made_str("TIE Bomber"));
        })
        .expect("written");
        assert_eq!(
            out,
            BOARD.replace("# a walker\n", "# a walker\n        - TIE Bomber\n")
        );
    }

    /// The splice back is found from the change's own splices: one change at each end of the
    /// file (a key added at the top, an item removed at the bottom) is taken back by one
    /// splice covering the bytes between them, and the tree read back is the text's.
    #[test]
    fn the_splice_back_covers_the_change_and_gives_the_text_back() {
        let old = yaml::parse(BOARD).expect("parses");
        let mut new = old.clone();
        map(&mut new).insert(1, (Node::made_str("turn"), Node::made_str("dark")));
        let rows = &mut map(&mut new)[2].1;
        let system = &mut seq(&mut map(rows)[0].1)[1];
        seq(&mut map(system)[1].1).remove(1);
        let made = rewrite_read(&SourceText::from(BOARD), &old, &new).expect("written");
        assert!(same(&made.tree, &new));
        assert_eq!(
            made.tree.span,
            yaml::parse(made.text.as_str()).expect("parses").span
        );
        let b = &made.back;
        let mut back = made.text.to_string();
        back.replace_range(b.start..b.start + b.inserted, &b.removed);
        assert_eq!(back, BOARD);
        // From the first change (after `rules: latest # the rules\n`) to the last.
        assert_eq!(b.start, BOARD.find("rows:").expect("rows"));
        assert!(b.removed.ends_with("# a walker\n") || b.removed.ends_with("# a walker"));
        // No change: nothing to take back.
        let none = rewrite_read(&SourceText::from(BOARD), &old, &old).expect("written");
        assert_eq!(
            (
                none.text.as_str(),
                none.back.inserted,
                none.back.removed.as_str()
            ),
            (BOARD, 0, "")
        );
    }

    #[test]
    fn a_key_added_removed_and_a_flow_list_changed() {
        let out = change(BOARD, |t| {
            map(t).insert(1, (Node::made_str("turn"), Node::made_str("dark")));
            let rows = &mut map(t)[2].1;
            let hoth = &mut map(rows)[0].1;
            let site = &mut seq(hoth)[0];
            seq(&mut map(site)[1].1).remove(0);
            let system = &mut seq(hoth)[1];
            let dark = &mut map(system)[1].1;
            seq(dark).remove(0);
        })
        .expect("written");
        assert_eq!(
            out,
            "# yaml-language-server: $schema=x\nrules: latest # the rules\nturn: dark\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      light: [Trooper]\n    - system: Hoth\n      dark:\n        - Stalker # a walker\n"
        );
    }

    /// Issue 38, item 10: an item added to a flow list that holds a comment keeps the
    /// comment; a removal that would lose it is refused in our words.
    #[test]
    fn a_flow_list_with_a_comment_keeps_it() {
        let text = "rows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      light: [Luke, # the hero\n              Trooper]\n";
        let light = |t: &mut Node| -> Vec<Node> {
            let rows = &mut map(t)[0].1;
            let hoth = &mut map(rows)[0].1;
            let site = &mut seq(hoth)[0];
            seq(&mut map(site)[1].1).clone()
        };
        let set = |t: &mut Node, items: Vec<Node>| {
            let rows = &mut map(t)[0].1;
            let hoth = &mut map(rows)[0].1;
            let site = &mut seq(hoth)[0];
            *seq(&mut map(site)[1].1) = items;
        };
        let out = change(text, |t| {
            let mut l = light(t);
            l.push(Node::made_str("TIE Bomber"));
            set(t, l);
        })
        .expect("written");
        assert_eq!(
            out,
            "rows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      light: [Luke, # the hero\n              Trooper, TIE Bomber]\n"
        );
        let e = change(text, |t| {
            let mut l = light(t);
            l.remove(0);
            set(t, l);
        })
        .expect_err("refused");
        assert!(e.contains("holds a comment") && e.contains("line 4"), "{e}");
        // A flow mapping with a comment takes a key at its end.
        let text = "rows:\n  Hoth:\n    - system: Hoth\n      dark: [{ card: Stalker, # the walker\n               id: s }]\n";
        let out = change(text, |t| {
            let rows = &mut map(t)[0].1;
            let hoth = &mut map(rows)[0].1;
            let system = &mut seq(hoth)[0];
            let stalker = &mut seq(&mut map(system)[1].1)[0];
            map(stalker).push((
                Node::made_str("this_turn"),
                Node::made(Value::Seq(vec![Node::made_str("moved")])),
            ));
        })
        .expect("written");
        assert!(
            out.contains("# the walker\n               id: s, this_turn: [moved] }]"),
            "{out}"
        );
    }

    #[test]
    fn lines_added_to_a_crlf_file_end_as_its_lines_do() {
        let text = BOARD.replace('\n', "\r\n");
        let out = change(&text, |t| {
            map(t).insert(1, (Node::made_str("turn"), Node::made_str("dark")));
        })
        .expect("written");
        assert!(out.contains("\r\nturn: dark\r\n"), "{out:?}");
        assert!(!out.replace("\r\n", "").contains('\n'), "{out:?}");
    }

    #[test]
    fn a_title_made_a_mapping_and_an_alias_refused() {
        let out = change(BOARD, |t| {
            let rows = &mut map(t)[1].1;
            let hoth = &mut map(rows)[0].1;
            let system = &mut seq(hoth)[1];
            let dark = &mut map(system)[1].1;
            let stalker = &mut seq(dark)[1];
            let title = stalker.clone();
            stalker.value = Value::Map(vec![
                (Node::made_str("card"), title),
                (
                    Node::made_str("aboard"),
                    Node::made(Value::Seq(vec![Node::made_str("Admiral Ozzel")])),
                ),
            ]);
        })
        .expect("written");
        assert!(
            out.ends_with("        - card: Stalker\n          aboard:\n            - Admiral Ozzel # a walker\n"),
            "{out}"
        );
        let aliased = "a: &s\n  card: X\nb: *s\n";
        let r = change(aliased, |t| {
            let a = &mut map(t)[0].1;
            map(a).push((Node::made_str("id"), Node::made_str("x")));
        });
        assert!(r.is_err(), "{r:?}");
    }
}
