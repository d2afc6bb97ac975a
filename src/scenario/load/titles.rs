//! Card titles: resolving a typed title in the catalog, and picking the printing of a side.

use super::{Loader, MAX_ERRORS};
use crate::catalog::{DefId, Resolution, normalize};
use crate::query::Side;
use crate::scenario::error::ErrorKind;
use crate::scenario::yaml::Node;

impl Loader {
    /// Resolves a title to the defs sharing it, reporting unknown and ambiguous titles.
    pub(super) fn resolve(&mut self, node: &Node, what: &str) -> Option<Vec<DefId>> {
        let title = self.text(node, what)?.to_string();
        match self.lookup(&title) {
            Resolution::Found(ids) => Some(ids),
            Resolution::Ambiguous(cands) => {
                let shown: Vec<String> = cands.iter().take(8).map(|c| format!("`{c}`")).collect();
                self.err(
                    ErrorKind::AmbiguousCard,
                    node.span,
                    format!("`{title}` fits {} different cards", cands.len()),
                    "ambiguous title",
                    Some(format!(
                        "write more of the title: {}{}",
                        shown.join(", "),
                        if cands.len() > 8 { ", …" } else { "" }
                    )),
                );
                None
            }
            Resolution::Unknown(near) => {
                let help = match near.first() {
                    Some(first) if near.len() == 1 => format!("did you mean `{first}`?"),
                    Some(_) => format!(
                        "did you mean {}?",
                        near.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(" or ")
                    ),
                    None => "define it under `cards:` with its facts, or load the community database with --cards".into(),
                };
                self.err(
                    ErrorKind::UnknownCard,
                    node.span,
                    format!("unknown card `{title}`"),
                    "not in the catalog",
                    Some(help),
                );
                None
            }
        }
    }

    /// [`Catalog::resolve`], once per distinct title (the catalog's word index narrows each
    /// lookup to the titles sharing a word with it). Past [`MAX_ERRORS`] problems an unknown
    /// title gets no suggestions: the file is refused anyway.
    fn lookup(&mut self, title: &str) -> Resolution {
        if let Some(r) = self.resolved.get(title) {
            return r.clone();
        }
        let catalog = &self.board.catalog;
        let r = if self.errors.len() < MAX_ERRORS {
            catalog.resolve(title)
        } else {
            let key = normalize(title);
            let among: Vec<String> = catalog
                .title_candidates(&key)
                .into_iter()
                .map(str::to_string)
                .collect();
            match catalog.resolve_among(title, Some(&among)) {
                Resolution::Unknown(_) => Resolution::Unknown(Vec::new()),
                found => found,
            }
        };
        self.resolved.insert(title.to_string(), r.clone());
        r
    }

    /// Picks the printing for `side`, or reports a card listed under the wrong side.
    pub(super) fn pick_side(
        &mut self,
        ids: &[DefId],
        side: Side,
        node: &Node,
        tolerate: bool,
    ) -> Option<DefId> {
        if let Some(&id) = ids
            .iter()
            .find(|&&i| self.board.catalog.get(i).side.fits(side))
        {
            return Some(id);
        }
        if tolerate {
            return ids.first().copied();
        }
        let d = self.board.catalog.get(ids[0]);
        let title = d.plain_title().to_string();
        self.err(
            ErrorKind::WrongSide,
            node.span,
            format!("`{title}` is a {} card, listed under `{}:`", side.opponent().title(), side.name()),
            format!("not a {} card", side.title()),
            Some(format!(
                "move it to the `{}:` list; a captive goes under its captor's `escorting:`, a character that crossed over is marked `state: [crossed-over]`, a stolen card `state: [stolen]`, an undercover spy `state: [undercover]`",
                side.opponent().name()
            )),
        );
        None
    }
}
