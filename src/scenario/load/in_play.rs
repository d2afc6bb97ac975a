//! The cards in play under a location's `light:` and `dark:`: a card entry, what it holds
//! (`aboard:`, `carrying:`, `escorting:`), its states and `this_turn`.

use super::{Deferred, IdInList, Loader, closest, list_words};
use crate::board::{Card, CardIx, CardState, Place, ThisTurn};
use crate::catalog::{CardType, DefId};
use crate::query::Side;
use crate::scenario::error::ErrorKind;
use crate::scenario::yaml::{ByteSpan, Node};

const CARD_KEYS: &[&str] = &[
    "card",
    "id",
    "aboard",
    "pilot",
    "driver",
    "carrying",
    "escorting",
    "state",
    "this_turn",
    "ability",
    "power",
    "landspeed",
];
const CARD_STATES: &[&str] = &[
    "missing",
    "captured",
    "frozen",
    "crashed",
    "undercover",
    "crossed-over",
    "stolen",
    "attached-to",
    "mouth-closed",
    "mouth-open",
    "hidden",
];
const THIS_TURN: &[&str] = &[
    "moved",
    "reacted",
    "searched",
    "deployed",
    "fired:<weapon>",
    "used:<device>",
    "dueled",
    "battled",
];

impl Loader {
    pub(super) fn card_entry(&mut self, node: &Node, side: Side, place: Place) -> Option<CardIx> {
        let (title_node, entries) = if node.as_str().is_some() {
            (node, Vec::new())
        } else {
            let entries = self.entries(node, CARD_KEYS, "a card entry");
            match entries.iter().find(|(k, _, _)| *k == "card") {
                Some((_, n, _)) => (*n, entries),
                None => {
                    if node.as_map().is_some() {
                        self.err(
                            ErrorKind::MissingKey,
                            node.span,
                            "a card entry needs `card:` (its title)",
                            "no `card:`",
                            Some("e.g. `{ card: \"Red 5\", aboard: [Luke Skywalker] }`".into()),
                        );
                    }
                    return None;
                }
            }
        };
        if let (Some(id), Place::Aboard(host) | Place::Carried(host) | Place::Escorted(host)) = (
            title_node.as_str().and_then(|t| t.trim().strip_prefix('@')),
            place,
        ) {
            // `aboard: ["@a"]`: an id where a card entry belongs. Reported once every id is known.
            self.ids_in_lists.push(IdInList {
                id: id.to_string(),
                host,
                span: title_node.span,
                key: match place {
                    Place::Aboard(_) => "aboard",
                    Place::Carried(_) => "carrying",
                    _ => "escorting",
                },
            });
            return None;
        }
        let ids = self.resolve(title_node, "a card title")?;
        let tolerate = entries.iter().any(|(k, n, _)| {
            *k == "state"
                && n.as_seq().is_some_and(|s| {
                    s.iter().any(|x| {
                        matches!(
                            x.as_str(),
                            Some("undercover" | "captured" | "frozen" | "crossed-over" | "stolen")
                        )
                    })
                })
        }) || matches!(place, Place::Escorted(_));
        let def_id = self.pick_side(&ids, side, title_node, tolerate)?;
        let def = self.board.catalog.get(def_id);
        if def.card_type == CardType::Location {
            let t = def.plain_title().to_string();
            self.err(
                ErrorKind::Placement,
                title_node.span,
                format!("`{t}` is a location, listed as a card"),
                "a location",
                Some("locations are entries of a row: `- site: \"…\"`".into()),
            );
            return None;
        }
        let ix = self.board.cards.next_key();
        self.board.cards.push(Card {
            def: def_id,
            side,
            place,
            id: None,
            aboard: Vec::new(),
            carrying: Vec::new(),
            escorting: Vec::new(),
            pilot: None,
            driver: None,
            state: CardState::default(),
            this_turn: Vec::new(),
            ability: None,
            power: None,
            landspeed: None,
            span_stored: title_node.span,
            named_place: place,
        });
        for (k, n, kspan) in &entries {
            self.card_key(ix, def_id, side, k, n, *kspan);
        }
        Some(ix)
    }

    /// One key of a card entry (`id`, `aboard`, `state`…) for the card `ix` just pushed.
    fn card_key(
        &mut self,
        ix: CardIx,
        def_id: DefId,
        side: Side,
        k: &str,
        n: &Node,
        kspan: ByteSpan,
    ) {
        match k {
            "id" => {
                let Some(id) = self.new_id(n) else {
                    return;
                };
                self.board.ids.insert(id.clone(), ix);
                self.board.cards[ix].id = Some(id);
            }
            "aboard" => {
                let d = self.board.catalog.get(def_id);
                if !matches!(
                    d.card_type,
                    CardType::Starship | CardType::Vehicle | CardType::Creature
                ) {
                    let t = d.plain_title().to_string();
                    let kw = d.kind_words();
                    self.err(
                        ErrorKind::Placement,
                        kspan,
                        format!("`{t}` is a {kw}: nothing can be aboard it"),
                        "only vehicles and starships carry cards aboard",
                        Some(
                            "weapons and devices go under `carrying:`; captives under `escorting:`"
                                .into(),
                        ),
                    );
                    return;
                }
                for item in self.items(n, "`aboard`") {
                    if let Some(c) = self.card_entry(item, side, Place::Aboard(ix)) {
                        self.board.cards[ix].aboard.push(c);
                    }
                }
            }
            "carrying" => {
                for item in self.items(n, "`carrying`") {
                    if let Some(c) = self.card_entry(item, side, Place::Carried(ix)) {
                        self.board.cards[ix].carrying.push(c);
                    }
                }
            }
            "escorting" => {
                for item in self.items(n, "`escorting`") {
                    if let Some(c) = self.card_entry(item, side.opponent(), Place::Escorted(ix)) {
                        self.board.cards[ix].escorting.push(c);
                    }
                }
            }
            "pilot" => self.deferred.push(Deferred {
                card: ix,
                what: "pilot",
                node: n.clone(),
            }),
            "driver" => self.deferred.push(Deferred {
                card: ix,
                what: "driver",
                node: n.clone(),
            }),
            "state" => {
                for s in self.items(n, "`state`") {
                    self.card_state(ix, s);
                }
            }
            "this_turn" => self.this_turn(ix, n),
            "ability" => self.board.cards[ix].ability = self.int(n, "`ability`"),
            "power" => self.board.cards[ix].power = self.int(n, "`power`"),
            "landspeed" => self.board.cards[ix].landspeed = self.int(n, "`landspeed`"),
            _ => {}
        }
    }

    /// A card's `this_turn:` list.
    fn this_turn(&mut self, ix: CardIx, n: &Node) {
        for s in self.items(n, "`this_turn`") {
            let Some(w) = self.text(s, "a `this_turn` entry") else {
                continue;
            };
            let w = w.trim();
            let t = match w {
                "moved" => Some(ThisTurn::Moved),
                "reacted" => Some(ThisTurn::Reacted),
                "searched" => Some(ThisTurn::Searched),
                "deployed" => Some(ThisTurn::Deployed),
                "dueled" => Some(ThisTurn::Dueled),
                "battled" => Some(ThisTurn::Battled),
                _ => w
                    .strip_prefix("fired:")
                    .map(|x| ThisTurn::Fired(x.trim().to_string()))
                    .or_else(|| {
                        w.strip_prefix("used:")
                            .map(|x| ThisTurn::Used(x.trim().to_string()))
                    }),
            };
            match t {
                Some(t) => self.board.cards[ix].this_turn.push(t),
                None => {
                    let w = w.to_string();
                    self.err(
                        ErrorKind::InvalidValue,
                        s.span,
                        format!("unknown `this_turn` entry `{w}`"),
                        "unknown",
                        Some(format!("entries: {}", list_words(THIS_TURN))),
                    );
                }
            }
        }
    }

    fn card_state(&mut self, ix: CardIx, s: &Node) {
        if let Some(m) = s.as_map() {
            // `- attached-to: "@id"`
            if let [(k, v)] = m
                && k.as_str() == Some("attached-to")
            {
                match v.as_str() {
                    Some(t) if !t.trim().is_empty() => {
                        self.board.cards[ix].state.attached_to =
                            Some(t.trim().trim_start_matches(['@', '#']).to_string());
                    }
                    _ => self.err(
                        ErrorKind::InvalidValue,
                        k.span,
                        "`attached-to` needs the id of the card it is attached to",
                        "no id",
                        Some("quote it, since `#` starts a YAML comment: `attached-to: \"@bomber1\"`".into()),
                    ),
                }
                return;
            }
        }
        let Some(w) = self.text(s, "a card state") else {
            return;
        };
        let w = w.trim().to_string();
        let st = &mut self.board.cards[ix].state;
        match w.as_str() {
            "missing" => st.missing = true,
            "captured" => st.captured = true,
            "frozen" => st.frozen = true,
            "crashed" => st.crashed = true,
            "undercover" => st.undercover = true,
            "mouth-closed" => st.mouth_closed = Some(true),
            "mouth-open" => st.mouth_closed = Some(false),
            "crossed-over" | "stolen" => {
                st.crossed_over |= w == "crossed-over";
                st.stolen |= w == "stolen";
                self.changed_sides(ix, &w, s);
            }
            "hidden" => st.hidden = true,
            other => {
                if let Some(rest) = other.strip_prefix("attached-to:") {
                    st.attached_to = Some(rest.trim().trim_start_matches(['@', '#']).to_string());
                    return;
                }
                let mut help = format!("card states: {}", list_words(CARD_STATES));
                if let Some(c) = closest(other, CARD_STATES.iter().copied()) {
                    help = format!("did you mean `{c}`? {help}");
                }
                self.err(
                    ErrorKind::InvalidValue,
                    s.span,
                    format!("unknown card state `{other}`"),
                    "unknown state",
                    Some(help),
                );
            }
        }
    }

    /// `crossed-over` / `stolen`: the card now serves the side whose list holds it, so it must be
    /// listed under the side opposite its printing, and be a card that can change sides that way.
    fn changed_sides(&mut self, ix: CardIx, word: &str, s: &Node) {
        let card = &self.board.cards[ix];
        let def = self.board.catalog.get(card.def);
        let (title, kind, printed) = (def.plain_title().to_string(), def.kind_words(), def.side);
        let fits = match word {
            "crossed-over" => def.card_type == CardType::Character,
            _ => matches!(
                def.card_type,
                CardType::Weapon | CardType::Device | CardType::Vehicle | CardType::Starship
            ),
        };
        if !fits {
            let what = if word == "crossed-over" {
                "only characters cross over"
            } else {
                "only weapons, devices, vehicles and starships are stolen"
            };
            self.err(
                ErrorKind::InvalidValue,
                s.span,
                format!("`{title}` is a {kind}: {what}"),
                "cannot change sides this way",
                Some(if word == "crossed-over" {
                    "a stolen weapon, device, vehicle or starship is marked `state: [stolen]`"
                        .into()
                } else {
                    "a character that crossed over is marked `state: [crossed-over]`".into()
                }),
            );
            return;
        }
        if matches!(card.place, Place::Escorted(_)) {
            self.err(
                ErrorKind::InvalidValue,
                s.span,
                format!("`{title}` is a captive: a captive still belongs to its own side"),
                "a captive",
                Some(format!(
                    "drop `{word}`, or list the card under its new side instead of `escorting:`"
                )),
            );
            return;
        }
        let listed = card.side;
        if printed.fits(listed) && printed != crate::catalog::Printed::Any {
            self.err(
                ErrorKind::WrongSide,
                s.span,
                format!(
                    "`{title}` is a {} card listed under `{}:`, yet marked `{word}`",
                    listed.title(),
                    listed.name()
                ),
                "still on its own side",
                Some(format!(
                    "list it under `{}:`, the side it now serves, or drop `{word}`",
                    listed.opponent().name()
                )),
            );
        }
    }
}
