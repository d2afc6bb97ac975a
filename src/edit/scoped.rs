//! A change confined to one node of the YAML tree (a top-level key's value set, a card's or
//! location's state), made on the editor's own tree with only that node copied (issue 38
//! item 8): no copy of the whole tree is made, the writer reads that node alone, and the
//! tree follows the splices as an undo's does (`resplice`). The node the change made is
//! compared with the one read back, and its list or mapping must hold as many entries as
//! before; anything else is left to [`Editor::apply`]'s way, the whole tree copied.

use super::{
    Done, Edit, EditError, Editor, find_entry, in_place, read_whole, resplice, set, state_entry,
    state_target, text, tree,
};
use crate::scenario::yaml::{self, Node, Value};

/// A change made: what it did, what it touched on the board, the text and tree it made, and
/// how the tree was had.
pub(super) type Made = (Done, Option<in_place::Touched>, text::Rewritten, text::Read);

/// The node at `path` (an item of a list, or the value of a mapping's entry).
fn at<'n>(root: &'n Node, path: &[usize]) -> Option<&'n Node> {
    let mut cur = root;
    for &i in path {
        cur = match &cur.value {
            Value::Seq(items) => items.get(i)?,
            Value::Map(pairs) => &pairs.get(i)?.1,
            _ => return None,
        };
    }
    Some(cur)
}

/// How many entries a list or mapping holds (0 for anything else).
fn entries(n: &Node) -> usize {
    match &n.value {
        Value::Seq(items) => items.len(),
        Value::Map(pairs) => pairs.len(),
        _ => 0,
    }
}

impl Editor {
    /// The change made on the editor's own tree, where it is confined to one node; `None`
    /// where it is not (or the tree could not follow it: the tree is then read again), and
    /// the editor is as it was.
    pub(super) fn scoped(&mut self, edit: &Edit) -> Option<Result<Made, EditError>> {
        if !self.plain || self.text.len() >= text::PLAIN_BELOW {
            return None;
        }
        let (path, key, touched, name) = match edit {
            Edit::Set { key, .. } => {
                let pairs = self.tree.as_map()?;
                let i = pairs.iter().position(|(k, _)| k.as_str() == Some(key))?;
                let k = pairs[i].0.clone();
                (
                    vec![i],
                    Some(k),
                    Some(in_place::Touched::Top),
                    String::new(),
                )
            }
            Edit::State { what, .. } => {
                let (span, name, touched) = match state_target(&self.scenario.board, what) {
                    Ok(t) => t,
                    Err(e) => return Some(Err(e)),
                };
                (find_entry(&self.tree, span)?, None, touched, name)
            }
            _ => return None,
        };
        let (_, parent) = path.split_last()?;
        let holder = at(&self.tree, parent)?;
        // An item of a list, or the value of a key: as the writer's slot says.
        match (&holder.value, &key) {
            (Value::Seq(_), None) | (Value::Map(_), Some(_)) => {}
            _ => return None,
        }
        let held = entries(holder);
        let old = at(&self.tree, &path)?.clone();
        let done = match edit {
            // `set` checks the value before it changes the tree.
            Edit::Set { key, value } => set(&mut self.tree, key, value),
            Edit::State { state, .. } => {
                state_entry(super::at_path(&mut self.tree, &path)?, &name, state)
            }
            _ => return None,
        };
        let done = match done {
            Ok(d) => d,
            Err(e) => {
                if let Some(n) = super::at_path(&mut self.tree, &path) {
                    *n = old;
                }
                return Some(Err(e.into()));
            }
        };
        let now = super::at_path(&mut self.tree, &path)?;
        let w = match text::write_scoped(&self.text, &old, now, key.as_ref()) {
            Ok(w) => w,
            Err(e) => {
                *now = old;
                return Some(Err(e.into()));
            }
        };
        // One scalar written anew (a key's value set): the tree holding the change takes the
        // scalar read from the bytes written, and the nodes after it move. Anything else: the
        // tree of the text follows the splices as an undo's does, and must read as the change.
        let kept = if let [p] = &w.pieces[..]
            && p.start < p.end
            && yaml::parse_plain(&p.with).is_some_and(|f| matches!(f.value, Value::Scalar { .. }))
        {
            tree::spliced(&w.text, &mut self.tree, p.start, p.end, &p.with)
        } else {
            let new = std::mem::replace(now, old);
            resplice::all(&self.text, &mut self.tree, &w.pieces)
                && at(&self.tree, &path).is_some_and(|n| tree::same(n, &new))
                && at(&self.tree, parent).is_some_and(|h| entries(h) == held)
        };
        if !kept {
            // Not of a shape read here: the tree of the text is read again, and the change
            // made as any other.
            let (t, read) = read_whole(&self.text)?;
            self.tree = t;
            self.count_read(read);
            return None;
        }
        let made = text::Rewritten {
            text: w.text,
            tree: std::mem::replace(&mut self.tree, Node::made(Value::Null)),
            back: w.back,
            shifts: w.shifts,
        };
        Some(Ok((done, touched, made, text::Read::Spliced)))
    }
}
