//! References resolved once every card is placed: `pilot:`/`driver:`, `@id`s in card lists,
//! `attached-to` and attachment cycles.

use super::Loader;
use crate::board::{CardIx, Place};
use crate::catalog::normalize;
use crate::scenario::error::ErrorKind;
use typed_index_collections::TiVec;

impl Loader {
    /// Resolves `pilot:`/`driver:` (an occupant) and `attached-to` ids.
    pub(super) fn finish_refs(&mut self) {
        let deferred = std::mem::take(&mut self.deferred);
        for d in deferred {
            let Some(text) = d.node.as_str() else {
                self.expect_type(
                    &d.node,
                    "a title or @id of a card aboard",
                    &format!("`{}`", d.what),
                );
                continue;
            };
            let aboard = self.board.cards[d.card].aboard.clone();
            let found = if let Some(id) = text.trim().strip_prefix('@') {
                self.board
                    .ids
                    .get(id)
                    .copied()
                    .filter(|c| aboard.contains(c))
            } else {
                let key = normalize(text);
                let exact: Vec<CardIx> = aboard
                    .iter()
                    .copied()
                    .filter(|&c| {
                        normalize(&self.board.catalog.get(self.board.cards[c].def).title) == key
                    })
                    .collect();
                let fits: Vec<CardIx> = if exact.is_empty() {
                    aboard
                        .iter()
                        .copied()
                        .filter(|&c| {
                            crate::catalog::is_shortening(
                                &key,
                                &normalize(&self.board.catalog.get(self.board.cards[c].def).title),
                            )
                        })
                        .collect()
                } else {
                    exact
                };
                (fits.len() == 1).then(|| fits[0])
            };
            let own_id = self.board.cards[d.card].id.as_deref();
            if found.is_none() && own_id.is_some() && text.trim().strip_prefix('@') == own_id {
                let name = self.board.card_name(d.card);
                self.err(
                    ErrorKind::Placement,
                    d.node.span,
                    format!("{name} cannot be its own {}", d.what),
                    "the card itself",
                    Some(format!(
                        "name a card listed under its `aboard:` as its {}",
                        d.what
                    )),
                );
                continue;
            }
            match found {
                Some(c) => {
                    if d.what == "pilot" {
                        self.board.cards[d.card].pilot = Some(c);
                    } else {
                        self.board.cards[d.card].driver = Some(c);
                    }
                }
                None => {
                    let names: Vec<String> = aboard
                        .iter()
                        .map(|&c| format!("`{}`", self.board.card_name(c)))
                        .collect();
                    self.err(
                        ErrorKind::UnknownId,
                        d.node.span,
                        format!("the {} `{}` is not one card aboard", d.what, text.trim()),
                        "not aboard",
                        Some(if names.is_empty() {
                            "list the occupant under `aboard:` first".into()
                        } else {
                            format!("aboard: {}", names.join(", "))
                        }),
                    );
                }
            }
        }
        self.ids_in_lists();
        self.attachment_cycles();
        let cards: Vec<CardIx> = self.board.cards.keys().collect();
        for ix in cards {
            if let Some(target) = self.board.cards[ix].state.attached_to.clone()
                && !self.board.ids.contains_key(&target)
            {
                let span = self.board.card_span(ix);
                self.err(
                    ErrorKind::UnknownId,
                    span,
                    format!("this card is attached to `@{target}`, which no card has as its id"),
                    "attached to an unknown id",
                    Some("give the host card `id: …`".into()),
                );
            }
        }
    }

    /// `aboard: ["@a"]`: a list of cards holds an id. A card is written out where it is, once;
    /// an id naming the host itself (or a card holding it) would make a card aboard itself.
    fn ids_in_lists(&mut self) {
        let found = std::mem::take(&mut self.ids_in_lists);
        for f in found {
            let target = self.board.ids.get(&f.id).copied();
            let mut holders = vec![f.host];
            let mut at = f.host;
            while let Place::Aboard(h) | Place::Carried(h) | Place::Escorted(h) =
                self.board.cards[at].place
            {
                if holders.len() > self.board.cards.len() {
                    break;
                }
                holders.push(h);
                at = h;
            }
            let host = self.board.card_name(f.host);
            match target {
                Some(t) if holders.contains(&t) => {
                    let name = self.board.card_name(t);
                    self.err(
                        ErrorKind::Placement,
                        f.span,
                        format!(
                            "`@{}` is {name}, which holds this list: a card cannot be under its own `{}:`",
                            f.id, f.key
                        ),
                        "the card itself",
                        Some(format!("list the cards {host} holds, not {host} itself")),
                    );
                }
                Some(t) => {
                    let name = self.board.card_name(t);
                    self.err(
                        ErrorKind::Placement,
                        f.span,
                        format!(
                            "`@{}` is an id: {name} is already on the board elsewhere, and a card is in one place",
                            f.id
                        ),
                        "an id, not a card",
                        Some(format!(
                            "write the card itself under {host}'s `{}:` (`{{ card: …, id: … }}`) and remove it from where it is",
                            f.key
                        )),
                    );
                }
                None => {
                    let mut ids: Vec<&str> = self.board.ids.keys().map(String::as_str).collect();
                    ids.sort_unstable();
                    let shown: Vec<String> =
                        ids.iter().take(12).map(|i| format!("`@{i}`")).collect();
                    let help = if ids.is_empty() {
                        format!(
                            "no card has an id; `{}:` takes card entries: a title, or `{{ card: …, id: … }}`",
                            f.key
                        )
                    } else {
                        format!(
                            "ids on this board: {}{}; `{}:` takes card entries, written out: a title, or `{{ card: …, id: … }}`",
                            shown.join(", "),
                            if ids.len() > 12 { ", …" } else { "" },
                            f.key
                        )
                    };
                    self.err(
                        ErrorKind::UnknownId,
                        f.span,
                        format!("`@{}` is an id, and no card has it", f.id),
                        "unknown id",
                        Some(help),
                    );
                }
            }
        }
    }

    /// `attached-to` must name another card, and attachments must not go round in a circle
    /// (a card attached to itself, or two cards to each other).
    fn attachment_cycles(&mut self) {
        let n = usize::from(self.board.cards.next_key());
        // 0: not seen, 1: on the current chain, 2: done.
        let mut mark: TiVec<CardIx, u8> = vec![0u8; n].into();
        let starts: Vec<CardIx> = self.board.cards.keys().collect();
        for start in starts {
            if mark[start] != 0 {
                continue;
            }
            let mut chain = Vec::new();
            let mut at = Some(start);
            while let Some(c) = at {
                if mark[c] == 2 {
                    break;
                }
                if mark[c] == 1 {
                    // A cycle: from c's first place in the chain to its end.
                    let from = chain.iter().position(|&x| x == c).unwrap_or(0);
                    let cycle: Vec<CardIx> = chain[from..].to_vec();
                    self.attachment_cycle(&cycle);
                    break;
                }
                mark[c] = 1;
                chain.push(c);
                at = self.board.cards[c]
                    .state
                    .attached_to
                    .as_ref()
                    .and_then(|t| self.board.ids.get(t).copied());
            }
            for c in chain {
                mark[c] = 2;
            }
        }
    }

    fn attachment_cycle(&mut self, cycle: &[CardIx]) {
        let first = cycle[0];
        let span = self.board.card_span(first);
        let name = self.board.card_name(first);
        if cycle.len() == 1 {
            self.err(
                ErrorKind::Placement,
                span,
                format!("{name} is attached to itself"),
                "attached to its own id",
                Some(
                    "`attached-to` names the id of another card: the host it is attached to".into(),
                ),
            );
            return;
        }
        let names: Vec<String> = cycle
            .iter()
            .chain(std::iter::once(&first))
            .map(|&c| self.board.card_name(c))
            .collect();
        self.err(
            ErrorKind::Placement,
            span,
            format!("attachments go round in a circle: {}", names.join(" → ")),
            "attached in a circle",
            Some("a card is attached to a host that is not itself attached back to it; fix one `attached-to`".into()),
        );
    }
}
