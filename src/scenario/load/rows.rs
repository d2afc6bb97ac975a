//! `rows:`: the rows, their locations (kind, owner, state, id, buried cards), and rows named
//! `@id` that hold a starship's sites.

use super::{Loader, MAX_ROW_LOCATIONS, closest, list_words};
use crate::board::{LocKind, LocState, Location, Place, Row};
use crate::catalog::{CardType, normalize};
use crate::query::Side;
use crate::scenario::error::ErrorKind;
use crate::scenario::yaml::{ByteSpan, Node};
use std::collections::HashSet;

const LOCATION_KEYS: &[&str] = &[
    "site", "system", "sector", "light", "dark", "state", "buried", "owner", "id",
];
const LOCATION_STATES: &[&str] = &["collapsed", "blown-away", "face-down"];

impl Loader {
    pub(super) fn rows(&mut self, node: &Node) {
        let Some(map) = node.as_map() else {
            self.expect_type(node, "a mapping from row names to location lists", "`rows`");
            return;
        };
        let mut seen: HashSet<String> = HashSet::new();
        for (name_node, list) in map {
            let Some(name) = name_node.as_str() else {
                self.expect_type(name_node, "a row name", "a row");
                continue;
            };
            if !seen.insert(normalize(name)) {
                self.err(
                    ErrorKind::InvalidValue,
                    name_node.span,
                    format!("row `{name}` is listed twice"),
                    "repeated row",
                    Some("list every location of a planet under one row, in table order".into()),
                );
                continue;
            }
            let row_ix = self.board.rows.len();
            self.board.rows.push(Row {
                name: name.to_string(),
                locations: Vec::new(),
                span: name_node.span,
            });
            let Some(items) = list.as_seq() else {
                if !list.is_null() {
                    self.expect_type(list, "a list of locations", &format!("row `{name}`"));
                }
                continue;
            };
            for (n, item) in items.iter().enumerate() {
                if n == MAX_ROW_LOCATIONS {
                    self.err(
                        ErrorKind::Limit,
                        item.span,
                        format!("a row may hold at most {MAX_ROW_LOCATIONS} locations"),
                        "limit reached here",
                        Some("a real row holds a score of locations at most".into()),
                    );
                    break;
                }
                self.location(item, row_ix);
            }
        }
    }

    fn location(&mut self, node: &Node, row: usize) {
        if let Some(t) = node.as_str() {
            self.err(
                ErrorKind::InvalidValue,
                node.span,
                format!("location `{t}` needs its kind"),
                "write `site:`, `system:` or `sector:` before the title",
                Some(format!("e.g. `- site: \"{t}\"`")),
            );
            return;
        }
        let entries = self.entries(node, LOCATION_KEYS, "a location");
        let Some((kind, title_node)) = self.location_kind(node, &entries) else {
            return;
        };
        let mut owner = None;
        if let Some((_, n, _)) = entries.iter().find(|(k, _, _)| *k == "owner") {
            owner = self.side_word(n, "`owner`");
        }
        let Some(ids) = self.resolve(title_node, "a location title") else {
            // Still look inside for more errors.
            for (k, n, _) in &entries {
                if matches!(*k, "light" | "dark") {
                    let side = if *k == "light" {
                        Side::Light
                    } else {
                        Side::Dark
                    };
                    self.side_list_dry(n, side);
                }
            }
            return;
        };
        let Some(def_id) = self.location_def(title_node, &ids, owner, kind) else {
            return;
        };
        let loc_id = self.board.locations.next_key();
        let pos = self.board.rows[row].locations.len();
        self.board.rows[row].locations.push(loc_id);
        self.board.locations.push(Location {
            def: def_id,
            kind,
            row,
            pos,
            state: LocState::default(),
            buried: Vec::new(),
            owner,
            cards: Vec::new(),
            span: title_node.span,
        });
        self.location_entries(loc_id, &entries);
    }

    /// The one kind key of a location (`site:`, `system:` or `sector:`) and its title's node;
    /// None (reported) when it has none or several.
    fn location_kind<'n>(
        &mut self,
        node: &Node,
        entries: &[(&'n str, &'n Node, ByteSpan)],
    ) -> Option<(LocKind, &'n Node)> {
        let kinds: Vec<(&str, &Node, ByteSpan)> = entries
            .iter()
            .filter(|(k, _, _)| matches!(*k, "site" | "system" | "sector"))
            .copied()
            .collect();
        if kinds.len() != 1 {
            let span = kinds.get(1).map(|k| k.2).unwrap_or(node.span);
            self.err(
                ErrorKind::MissingKey,
                span,
                if kinds.is_empty() {
                    "a location needs one of `site:`, `system:` or `sector:`".to_string()
                } else {
                    "a location has exactly one of `site:`, `system:` or `sector:`".to_string()
                },
                "location kind",
                Some("e.g. `- site: \"Hoth: Echo Corridor\"`".into()),
            );
            return None;
        }
        let (kind_word, title_node, _) = kinds[0];
        let kind = match kind_word {
            "site" => LocKind::Site,
            "system" => LocKind::System,
            _ => LocKind::Sector,
        };
        Some((kind, title_node))
    }

    /// The printing of a location's title that the board means (the owner's side when
    /// written), checked to be a location of the kind listed; None (reported) otherwise.
    fn location_def(
        &mut self,
        title_node: &Node,
        ids: &[crate::catalog::DefId],
        owner: Option<Side>,
        kind: LocKind,
    ) -> Option<crate::catalog::DefId> {
        let def_id = match owner {
            Some(s) => ids
                .iter()
                .copied()
                .find(|&i| self.board.catalog.get(i).side.fits(s))
                .unwrap_or(ids[0]),
            None => ids[0],
        };
        let def = self.board.catalog.get(def_id);
        if def.card_type != CardType::Location {
            let t = def.plain_title().to_string();
            let k = def.kind_words();
            self.err(
                ErrorKind::Placement,
                title_node.span,
                format!("`{t}` is a {k}, not a location"),
                "not a location",
                Some("cards go under the location's `light:` or `dark:` list".into()),
            );
            return None;
        }
        let want = match kind {
            LocKind::Site => def.is_site(),
            LocKind::System => def.is_system(),
            LocKind::Sector => def.is_sector(),
        };
        if !want {
            let actual = def.subtype.map(|s| s.name()).unwrap_or("location");
            let t = def.plain_title().to_string();
            self.err(
                ErrorKind::InvalidValue,
                title_node.span,
                format!("`{t}` is a {actual}, listed as a {}", kind.name()),
                format!("a {actual}"),
                Some(format!("write `{actual}: \"{t}\"`")),
            );
            return None;
        }
        Some(def_id)
    }

    /// A placed location's other keys: its cards by side, its state, its id, what is buried.
    fn location_entries(
        &mut self,
        loc_id: crate::board::LocId,
        entries: &[(&str, &Node, ByteSpan)],
    ) {
        for (k, n, _) in entries {
            match *k {
                "light" | "dark" => {
                    let side = if *k == "light" {
                        Side::Light
                    } else {
                        Side::Dark
                    };
                    for item in self.items(n, &format!("`{k}`")) {
                        if let Some(c) = self.card_entry(item, side, Place::At(loc_id)) {
                            self.board.locations[loc_id].cards.push(c);
                        }
                    }
                }
                "state" => self.location_state(loc_id, n),
                "id" => {
                    if let Some(id) = self.new_id(n) {
                        self.board.loc_ids.insert(id, loc_id);
                    }
                }
                "buried" => {
                    for b in self.items(n, "`buried`") {
                        if let Some(ids) = self.resolve(b, "a buried card") {
                            self.board.locations[loc_id].buried.push(ids[0]);
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// A location's `state:` words (collapsed, blown away, face down).
    fn location_state(&mut self, loc_id: crate::board::LocId, n: &Node) {
        for s in self.items(n, "`state`") {
            let Some(w) = self.text(s, "a location state") else {
                continue;
            };
            let st = &mut self.board.locations[loc_id].state;
            match w.trim() {
                "collapsed" => st.collapsed = true,
                "blown-away" | "blown away" => st.blown_away = true,
                "face-down" | "face down" => st.face_down = true,
                other => {
                    let other = other.to_string();
                    let mut help = format!("location states: {}", list_words(LOCATION_STATES));
                    if let Some(c) = closest(&other, LOCATION_STATES.iter().copied()) {
                        help = format!("did you mean `{c}`? {help}");
                    }
                    self.err(
                        ErrorKind::InvalidValue,
                        s.span,
                        format!("unknown location state `{other}`"),
                        "unknown state",
                        Some(help),
                    );
                }
            }
        }
    }

    /// Walks a side list under an unresolved location, only to report the errors inside it.
    fn side_list_dry(&mut self, n: &Node, side: Side) {
        for item in self.items(n, "a card list") {
            // Place them nowhere: a throwaway location would corrupt the board, so resolve only.
            let title = match item.as_str() {
                Some(_) => item,
                None => match item
                    .as_map()
                    .and_then(|m| m.iter().find(|(k, _)| k.as_str() == Some("card")))
                {
                    Some((_, v)) => v,
                    None => continue,
                },
            };
            if let Some(ids) = self.resolve(title, "a card title") {
                self.pick_side(&ids, side, title, false);
            }
        }
    }

    /// A row named `@id` holds a starship's sites: the id must name a starship in play
    /// (Dagobah supplement, Starship Sites).
    pub(super) fn starship_rows(&mut self) {
        for r in 0..self.board.rows.len() {
            let name = self.board.rows[r].name.trim().to_string();
            let Some(id) = name.strip_prefix('@') else {
                continue;
            };
            let span = self.board.rows[r].span;
            match self.board.ids.get(id).copied() {
                None => {
                    let help = if self.board.ids.is_empty() {
                        "give the starship `id: …` and name its row `\"@id\"`".to_string()
                    } else {
                        let mut ids: Vec<String> =
                            self.board.ids.keys().map(|k| format!("`@{k}`")).collect();
                        ids.sort();
                        format!("ids on this board: {}", ids.join(", "))
                    };
                    self.err(
                        ErrorKind::UnknownId,
                        span,
                        format!("row `{name}` names no card: no card has the id `{id}`"),
                        "unknown id",
                        Some(help),
                    );
                }
                Some(c) => {
                    let d = self.board.catalog.get(self.board.cards[c].def);
                    if d.card_type != CardType::Starship {
                        let (t, k) = (d.plain_title().to_string(), d.kind_words());
                        self.err(
                            ErrorKind::Placement,
                            span,
                            format!("row `{name}` names {t}, a {k}: a row named `@id` holds the sites of that starship"),
                            "not a starship",
                            Some("name the row after a planet, or `@id` of a starship in play".into()),
                        );
                    }
                }
            }
        }
    }
}
