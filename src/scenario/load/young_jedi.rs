//! The Young Jedi parts of a scenario. `game: young-jedi` switches the board to the Young Jedi
//! catalog (the Star Wars CCG cards are another game's, even where a name is shared), its rows
//! are the three planets, `players.<side>` gains `hyperspace`, `draw_deck` and `counters`, and
//! `duel:` gives the dueling hands of a replay.

use super::{ErrorKind, Loader, list_words};
use crate::board::{DrawDeck, DuelHands, Game, HandCard, PileCard, ZoneCard};
use crate::catalog::youngjedi::PLANETS;
use crate::catalog::{CardType, Catalog};
use crate::query::Side;
use crate::rulebook::Ruleset;
use crate::scenario::yaml::{ByteSpan, Node};
use std::collections::HashMap;

const DUEL_KEYS: &[&str] = &[
    "attacker_hand",
    "defender_hand",
    "attacker_draws",
    "defender_draws",
    "attacker_weapon",
    "defender_weapon",
];

type Entries<'n> = [(&'n str, &'n Node, ByteSpan)];

impl Loader {
    /// Before anything else is read: a Young Jedi game uses the Young Jedi catalog only.
    pub(super) fn young_jedi_first(&mut self, entries: &Entries) {
        let young_jedi = entries
            .iter()
            .any(|(k, n, _)| *k == "game" && n.as_str().map(str::trim) == Some("young-jedi"));
        if young_jedi {
            self.board.game = Game::YoungJedi;
            self.board.catalog = Catalog::young_jedi();
            self.resolved.clear();
        }
    }

    /// After the walk: the ruleset, the planets, the `duel:` section and pile ids.
    pub(super) fn young_jedi_last(&mut self, entries: &Entries) {
        let find = |key: &str| {
            entries
                .iter()
                .find(|(k, _, _)| *k == key)
                .map(|(_, n, s)| (*n, *s))
        };
        let rules = find("rules");
        let duel = find("duel");
        match self.board.game {
            Game::YoungJedi => {
                match (self.board.ruleset, rules) {
                    (None, _) => self.board.ruleset = Some(Ruleset::Dotf),
                    (Some(Ruleset::Dotf), _) => {}
                    (Some(r), Some((node, _))) => self.err(
                        ErrorKind::InvalidValue,
                        node.span,
                        format!(
                            "`{}` is a Star Wars CCG ruleset; a Young Jedi game is judged under `dotf`",
                            r.name()
                        ),
                        "not a Young Jedi ruleset",
                        Some("write `rules: dotf`, or leave `rules:` out".into()),
                    ),
                    (Some(_), None) => self.board.ruleset = Some(Ruleset::Dotf),
                }
                self.young_jedi_rows();
                if let Some((node, _)) = duel {
                    self.duel_section(node);
                }
                self.pile_ids();
            }
            Game::Swccg => {
                if self.board.ruleset == Some(Ruleset::Dotf)
                    && let Some((node, _)) = rules
                {
                    self.err(
                        ErrorKind::InvalidValue,
                        node.span,
                        "`dotf` is the Young Jedi ruleset, and this is a Star Wars CCG scenario",
                        "a Young Jedi ruleset",
                        Some("add `game: young-jedi`, or choose `hoth`, `dagobah`, `cloud-city` or `latest`".into()),
                    );
                }
                if let Some((_, key)) = duel {
                    self.err(
                        ErrorKind::Unsupported,
                        key,
                        "`duel:` belongs to Young Jedi scenarios",
                        "Young Jedi only",
                        Some("add `game: young-jedi`, or remove `duel:`".into()),
                    );
                }
            }
        }
    }

    /// Rows are planets; a location sits on its own planet; starships never sit on a planet.
    fn young_jedi_rows(&mut self) {
        for r in 0..self.board.rows.len() {
            let name = self.board.rows[r].name.clone();
            let Some(planet) = PLANETS.iter().find(|p| p.eq_ignore_ascii_case(name.trim())) else {
                let span = self.board.rows[r].span;
                self.err(
                    ErrorKind::InvalidValue,
                    span,
                    format!("`{name}` is not a Young Jedi planet"),
                    "not a planet",
                    Some(format!(
                        "a Young Jedi game's rows are its planets: {}",
                        list_words(PLANETS)
                    )),
                );
                continue;
            };
            for l in self.board.rows[r].locations.clone() {
                let title = self.board.loc_def(l).plain_title().to_string();
                if let Some((prefix, _)) = title.split_once(':')
                    && let Some(other) = PLANETS.iter().find(|p| p.eq_ignore_ascii_case(prefix))
                    && other != planet
                {
                    let span = self.board.locations[l].span;
                    self.err(
                        ErrorKind::Placement,
                        span,
                        format!("`{title}` is a {other} location, listed under {planet}"),
                        "another planet's location",
                        Some(format!("move it to the `{other}:` row")),
                    );
                }
                for c in self.board.locations[l].cards.clone() {
                    if self.board.card_def(c).card_type == CardType::Starship {
                        let t = self.board.card_def(c).plain_title().to_string();
                        let side = self.board.cards[c].side.name();
                        let span = self.board.card_span(c);
                        self.err(
                            ErrorKind::Placement,
                            span,
                            format!("`{t}` is a starship, listed at a planet"),
                            "starships stay in Hyperspace",
                            Some(format!(
                                "in Duel of the Fates starships wait in their owner's Hyperspace pile, tied to no planet: list it under `players.{side}.hyperspace`"
                            )),
                        );
                    }
                }
            }
        }
    }

    /// `players.<side>.hyperspace | draw_deck | counters`.
    pub(super) fn young_jedi_player_key(&mut self, side: Side, key: &str, node: &Node) {
        if self.board.game != Game::YoungJedi {
            self.err(
                ErrorKind::Unsupported,
                node.span,
                format!("`{key}` is a Young Jedi zone, and this is a Star Wars CCG scenario"),
                "Young Jedi only",
                Some("add `game: young-jedi`, or remove it".into()),
            );
            return;
        }
        match key {
            "counters" => {
                if let Some(n) = self.int(node, "`counters`") {
                    if n < 0 {
                        self.negative(node, "`counters`");
                    } else {
                        self.board.young_jedi.player_mut(side).counters = Some(n);
                    }
                }
            }
            "draw_deck" => {
                if matches!(super::whole(node), super::Whole::TooLarge) {
                    self.too_large(node, "`draw_deck`");
                    return;
                }
                let deck = if let Some(n) = number(node) {
                    if n < 0 {
                        self.negative(node, "`draw_deck`");
                        return;
                    }
                    DrawDeck::Count(n)
                } else {
                    let mut cards = Vec::new();
                    for item in self.items(node, "`draw_deck`") {
                        if let Some(ids) = self.resolve(item, "a card title")
                            && let Some(id) = self.pick_side(&ids, side, item, false)
                        {
                            cards.push(ZoneCard {
                                def: id,
                                span: item.span,
                            });
                        }
                    }
                    DrawDeck::Cards(cards)
                };
                self.board.young_jedi.player_mut(side).draw_deck = Some(deck);
            }
            _ => {
                let mut pile = Vec::new();
                for item in self.items(node, "`hyperspace`") {
                    if let Some(p) = self.pile_card(item, side) {
                        pile.push(p);
                    }
                }
                self.board.young_jedi.player_mut(side).hyperspace = pile;
            }
        }
    }

    fn negative(&mut self, node: &Node, what: &str) {
        self.err(
            ErrorKind::InvalidValue,
            node.span,
            format!("{what} cannot be negative"),
            "below zero",
            Some("give a count of 0 or more".into()),
        );
    }

    /// A Hyperspace entry: a starship's title, or `{ card: <title>, id: <id> }`.
    fn pile_card(&mut self, node: &Node, side: Side) -> Option<PileCard> {
        let (title, id) = if node.as_str().is_some() {
            (node, None)
        } else {
            let entries = self.entries(node, &["card", "id"], "a Hyperspace entry");
            let title = entries.iter().find(|(k, _, _)| *k == "card").map(|e| e.1);
            let id = entries.iter().find(|(k, _, _)| *k == "id").map(|e| e.1);
            match title {
                Some(t) => (t, id),
                None => {
                    if node.as_map().is_some() {
                        self.err(
                            ErrorKind::MissingKey,
                            node.span,
                            "a Hyperspace entry needs `card:` (its title)",
                            "no `card:`",
                            Some("e.g. `{ card: \"Naboo Starfighter\", id: n1 }`".into()),
                        );
                    }
                    return None;
                }
            }
        };
        let ids = self.resolve(title, "a starship title")?;
        let def = self.pick_side(&ids, side, title, true)?;
        let d = self.board.catalog.get(def);
        if !d.side.fits(side) {
            let t = d.plain_title().to_string();
            self.err(
                ErrorKind::WrongSide,
                title.span,
                format!(
                    "`{t}` is a {} starship, listed in the {}'s Hyperspace pile",
                    side.opponent().title(),
                    side.title()
                ),
                format!("not a {} card", side.title()),
                Some(format!(
                    "each player's Hyperspace pile holds only that player's own starships: list it under `players.{}.hyperspace`",
                    side.opponent().name()
                )),
            );
            return None;
        }
        if d.card_type != CardType::Starship {
            let t = d.plain_title().to_string();
            let k = d.kind_words();
            self.err(
                ErrorKind::Placement,
                title.span,
                format!("`{t}` is a {k}: only starships go to Hyperspace"),
                "not a starship",
                Some("characters and weapons go under a planet's locations".into()),
            );
            return None;
        }
        let id = match id {
            Some(n) => {
                let text = self
                    .text(n, "`id`")?
                    .trim()
                    .trim_start_matches('@')
                    .to_string();
                if text.is_empty()
                    || !text
                        .chars()
                        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
                {
                    self.err(
                        ErrorKind::InvalidValue,
                        n.span,
                        format!("id `{text}` may hold only letters, digits, `_`, `-` and `.`"),
                        "bad id",
                        None,
                    );
                    return None;
                }
                Some(text)
            }
            None => None,
        };
        Some(PileCard {
            def,
            id,
            span: title.span,
        })
    }

    /// Pile ids are ids like any other: unique across the scenario.
    fn pile_ids(&mut self) {
        let mut seen: HashMap<String, ()> = HashMap::new();
        let mut repeated = Vec::new();
        for side in [Side::Light, Side::Dark] {
            for p in &self.board.young_jedi.player(side).hyperspace {
                if let Some(id) = &p.id
                    && (self.board.ids.contains_key(id) || seen.insert(id.clone(), ()).is_some())
                {
                    repeated.push((id.clone(), p.span));
                }
            }
        }
        for (id, span) in repeated {
            self.err(
                ErrorKind::DuplicateId,
                span,
                format!("id `{id}` is used twice"),
                "repeated id",
                Some("give each card its own id".into()),
            );
        }
    }

    /// `duel: { attacker_hand, defender_hand, attacker_draws, defender_draws }`: destiny numbers
    /// or card titles, in the order they will be played (or drawn); `attacker_weapon`,
    /// `defender_weapon`: the weapon each duelist takes (a title, `@id` or `none`).
    fn duel_section(&mut self, node: &Node) {
        let mut hands = DuelHands::default();
        for (key, n, _) in self.entries(node, DUEL_KEYS, "`duel`") {
            if key.ends_with("_weapon") {
                // Resolved against the duelist's weapons when a duel is asked.
                if let Some(t) = self.text(n, &format!("`{key}`")) {
                    let t = t.trim().to_string();
                    if key == "attacker_weapon" {
                        hands.attacker_weapon = Some(t);
                    } else {
                        hands.defender_weapon = Some(t);
                    }
                }
                continue;
            }
            let mut cards = Vec::new();
            for item in self.items(n, &format!("`{key}`")) {
                if matches!(super::whole(item), super::Whole::TooLarge) {
                    self.too_large(item, "a destiny number");
                    continue;
                }
                if let Some(d) = number(item) {
                    if d < 0 {
                        self.err(
                            ErrorKind::InvalidValue,
                            item.span,
                            format!("a destiny number cannot be negative ({d})"),
                            "below zero",
                            Some("write each card's destiny number, 0 or more".into()),
                        );
                    } else {
                        cards.push(HandCard::Destiny(d));
                    }
                    continue;
                }
                if let Some(ids) = self.resolve(item, "a card title") {
                    cards.push(HandCard::Card(ids[0]));
                }
            }
            match key {
                "attacker_hand" => hands.attacker_hand = Some(cards),
                "defender_hand" => hands.defender_hand = Some(cards),
                "attacker_draws" => hands.attacker_draws = cards,
                _ => hands.defender_draws = cards,
            }
        }
        self.board.young_jedi.duel = hands;
    }
}

/// A whole number written as a number (or quoted digits), within ±`MAX_NUMBER`; one beyond it
/// is reported as too large by the caller's `int`.
fn number(node: &Node) -> Option<i64> {
    match super::whole(node) {
        super::Whole::Fits(i) => Some(i),
        _ => None,
    }
}
