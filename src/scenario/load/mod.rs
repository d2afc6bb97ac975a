//! The walk from the spanned YAML tree to a [`Board`], collecting every problem on the way.
//!
//! This file holds the entry points, the [`Loader`] with its readers of values (texts, numbers,
//! lists, mappings and their keys) and the top level of a file; each section of the file has its
//! own module: `cards:` ([`cards`]), `rows:` and their locations ([`rows`]), the cards in play
//! ([`in_play`]), `players:` ([`players`]), `questions:` ([`questions`]), the references resolved
//! once every card is placed ([`refs`]), titles ([`titles`]) and the Young Jedi parts
//! ([`young_jedi`]).

use super::error::{ErrorKind, ScenarioError, ScenarioErrors};

use super::types::{Question, Scenario};
use super::yaml::{self, ByteSpan, Node, ScalarKind, Value};
use crate::board::{Board, CardIx, Game, Phase, Source, SourceText};
use crate::catalog::{Catalog, Resolution};
use crate::query::Side;
use crate::rulebook::Ruleset;
use miette::NamedSource;
use std::collections::HashMap;

mod cards;
mod in_play;
mod players;
mod questions;
mod refs;
mod rows;
mod titles;
mod yaml_error;

use yaml_error::single;
mod young_jedi;

/// Largest scenario file accepted.
pub const MAX_FILE_BYTES: usize = 8 * 1024 * 1024;
/// Most card definitions under `cards:` (each one is looked up in the whole catalog).
pub const MAX_CARD_DEFS: usize = 10_000;
/// Most locations in one row (a real row holds a score at most; rules read a row whole).
pub const MAX_ROW_LOCATIONS: usize = 100;
/// The largest number a board may give (power, ability, a count, a destiny…), either sign. Far
/// above any card's, and small enough that sums over the largest board cannot overflow.
pub const MAX_NUMBER: i64 = crate::query::parser::MAX_NUMBER;
/// Most problems reported for one file: past it the walk only checks what costs little, and
/// one last problem says that it stopped.
pub const MAX_ERRORS: usize = 200;

/// The keys a scenario file's top level may hold (the scenario schema names the same).
pub const TOP_KEYS: &[&str] = &[
    "title",
    "game",
    "rules",
    "turn",
    "phase",
    "rows",
    "players",
    "cards",
    "questions",
    "duel",
];
/// The keys of a player's zones under `players:`.
pub const PLAYER_KEYS: &[&str] = &[
    "hand",
    "reserve",
    "used",
    "lost",
    "out_of_play",
    "force_pile",
    "starting_location",
    // Young Jedi (load/young_jedi.rs)
    "hyperspace",
    "draw_deck",
    "counters",
];

/// Loads a scenario from raw bytes (checks size and UTF-8 first).
pub fn load_bytes(name: &str, bytes: &[u8], catalog: Catalog) -> Result<Scenario, ScenarioErrors> {
    // A valid file goes straight to `load_str`; the refusals below show the text as read.
    if bytes.len() <= MAX_FILE_BYTES
        && let Ok(text) = std::str::from_utf8(bytes)
    {
        return load_str(name, text, catalog);
    }
    let lossy = SourceText::new(String::from_utf8_lossy(bytes).into_owned());
    let src = NamedSource::new(name, lossy.clone());
    if bytes.len() > MAX_FILE_BYTES {
        return Err(single(
            ErrorKind::TooLarge,
            &src,
            ByteSpan::new(0, 0),
            format!(
                "the board is {} bytes; a board may be at most {} bytes",
                bytes.len(),
                MAX_FILE_BYTES
            ),
            "file starts here",
            Some("split the board into smaller scenarios".into()),
        ));
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => load_str(name, text, catalog),
        Err(e) => {
            let at = e.valid_up_to();
            // Map the byte offset into the lossy text (same prefix, so same offset).
            let len = lossy.as_str()[at..]
                .chars()
                .next()
                .map(|c| c.len_utf8())
                .unwrap_or(0);
            Err(single(
                ErrorKind::InvalidUtf8,
                &src,
                ByteSpan::new(at, len),
                "the file is not valid UTF-8".into(),
                "invalid byte here",
                Some("save the scenario as UTF-8 text (the • in card titles needs it)".into()),
            ))
        }
    }
}

/// Loads a scenario from text.
pub fn load_str(name: &str, text: &str, catalog: Catalog) -> Result<Scenario, ScenarioErrors> {
    load_parsed(name, text, &read_tree(name, text)?, catalog)
}

/// The YAML tree of a scenario's text, or the loader's diagnostic of a text that does not
/// parse (as [`load_str`] gives it).
pub fn read_tree(name: &str, text: &str) -> Result<Node, ScenarioErrors> {
    yaml::parse(text).map_err(|e| {
        let src = NamedSource::new(name, SourceText::new(text.to_string()));
        yaml_error::report(&e, text, &src)
    })
}

/// Loads a scenario from text already parsed: `root` must be `yaml::parse(text)` (the board
/// editor keeps the tree its readback parsed, so that a change reads the text once). The
/// result is [`load_str`]'s for that text.
pub fn load_parsed(
    name: &str,
    text: &str,
    root: &Node,
    catalog: Catalog,
) -> Result<Scenario, ScenarioErrors> {
    crate::board::passes::count(crate::board::passes::Pass::TextCopies, 1);
    crate::board::passes::count(crate::board::passes::Pass::TextBytes, text.len());
    let shared = SourceText::new(text.to_string());
    let src = NamedSource::new(name, shared.clone());
    let source = Source {
        name: name.to_string(),
        text: shared,
    };
    let mut l = Loader {
        src,
        errors: Vec::new(),
        board: Board::new(catalog, source),
        questions: Vec::new(),
        deferred: Vec::new(),
        ids_in_lists: Vec::new(),
        resolved: HashMap::new(),
        dropped: 0,
        in_words: Vec::new(),
    };
    l.top(root);
    l.finish_refs();
    l.starship_rows();
    l.questions_in_words();
    if l.dropped > 0 {
        let end = ByteSpan::new(text.len(), 0);
        let dropped = l.dropped;
        l.errors.push(ScenarioError {
            kind: ErrorKind::Limit,
            message: format!(
                "{dropped} more problem{} not shown: stopped after {MAX_ERRORS}",
                if dropped == 1 { "" } else { "s" }
            ),
            label: "end of the file".into(),
            span: end,
            help: Some("fix the problems shown and load the file again".into()),
            src: l.src.clone(),
        });
    }
    if l.errors.is_empty() {
        l.board.reindex();
        Ok(Scenario {
            board: l.board,
            questions: l.questions,
        })
    } else {
        l.errors.sort_by_key(|e| e.span.start);
        Err(ScenarioErrors { errors: l.errors })
    }
}

/// One card entry read into a board already loaded, as a load of its text reads it (issue 38
/// item 8: the board editor's `:add` made in place): listed under `side` at location `loc`,
/// holding nothing. The card is pushed last, its id recorded; the caller moves it to where a
/// load lists it. `None`, the board as it was, where the loader would report a problem with
/// the entry or find more in it than a card (a list it holds, a seat, a reference): the
/// caller then loads the text whole, for the loader's own diagnostics.
pub(crate) fn read_card(
    board: &mut Board,
    node: &Node,
    side: Side,
    loc: crate::board::LocId,
) -> Option<CardIx> {
    let src = NamedSource::new(board.source.name.clone(), board.source.text.clone());
    let empty = Board::new(board.catalog.clone(), board.source.clone());
    let before = board.cards.len();
    // The slot the card read takes (slots are not places: `board::cards`).
    let first_new = usize::from(board.cards.next_key());
    let mut l = Loader {
        src,
        errors: Vec::new(),
        board: std::mem::replace(board, empty),
        questions: Vec::new(),
        deferred: Vec::new(),
        ids_in_lists: Vec::new(),
        resolved: HashMap::new(),
        dropped: 0,
        in_words: Vec::new(),
    };
    let read = l.card_entry(node, side, crate::board::Place::At(loc));
    let clean = l.errors.is_empty()
        && l.dropped == 0
        && l.deferred.is_empty()
        && l.ids_in_lists.is_empty()
        && l.board.cards.len() == before + 1
        && l.board
            .cards
            .last()
            .is_some_and(|c| c.state.attached_to.is_none());
    *board = l.board;
    match read {
        Some(c) if clean => Some(c),
        _ => {
            board.cards.truncate(before);
            board.ids.retain(|_, c| usize::from(*c) < first_new);
            None
        }
    }
}

/// A scalar read as a whole number.
pub(crate) enum Whole {
    /// Within ±[`MAX_NUMBER`].
    Fits(i64),
    /// Written as a whole number (digits, a sign) beyond ±[`MAX_NUMBER`].
    TooLarge,
    NotANumber,
}

/// `node` as a whole number: an integer scalar, or quoted digits.
pub(crate) fn whole(node: &Node) -> Whole {
    let Value::Scalar { text, kind } = &node.value else {
        return Whole::NotANumber;
    };
    let n = match kind {
        ScalarKind::Int(i) => Some(*i),
        _ => text.trim().parse::<i64>().ok(),
    };
    match n {
        Some(i) if (-MAX_NUMBER..=MAX_NUMBER).contains(&i) => Whole::Fits(i),
        Some(_) => Whole::TooLarge,
        None => {
            let t = text.trim();
            let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
            if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit() || c == '_') {
                Whole::TooLarge
            } else {
                Whole::NotANumber
            }
        }
    }
}

/// `Star Destroyer: Launch Bay` left unquoted: a mapping of one entry whose key and value are
/// plain texts. Its key and value.
fn colon_pair(node: &Node) -> Option<(&str, &str)> {
    let [(k, v)] = node.as_map()? else {
        return None;
    };
    let plain = |n: &Node| {
        matches!(
            n.value,
            Value::Scalar {
                kind: ScalarKind::Str | ScalarKind::Int(_),
                ..
            }
        )
    };
    (plain(k) && plain(v)).then_some((k.as_str()?, v.as_str()?))
}

/// An `@id` written where a card entry belongs (`aboard: ["@a"]`), reported once every id is
/// known.
struct IdInList {
    id: String,
    /// The card whose list holds it.
    host: CardIx,
    span: ByteSpan,
    key: &'static str,
}

/// A reference to resolve once every card is placed.
struct Deferred {
    card: CardIx,
    what: &'static str,
    node: Node,
}

struct Loader {
    src: NamedSource<crate::board::SourceText>,
    errors: Vec<ScenarioError>,
    board: Board,
    questions: Vec<Question>,
    deferred: Vec<Deferred>,
    /// `@id`s written in `aboard:`, `carrying:` or `escorting:`.
    ids_in_lists: Vec<IdInList>,
    /// Titles already resolved (once `cards:` is read the catalog no longer changes).
    resolved: HashMap<String, Resolution>,
    /// Problems found past [`MAX_ERRORS`], not kept.
    dropped: usize,
    /// Questions the query language does not parse, with their syntax error: each is read
    /// as a player's words once the board is whole, and the error stands if it is not read.
    in_words: Vec<InWords>,
}

/// A question the query language does not parse, and its syntax error (`questions:`).
struct InWords {
    ask: String,
    span: ByteSpan,
    message: String,
    label: String,
    help: Option<String>,
}

fn closest<'a>(word: &str, choices: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    choices
        .into_iter()
        .map(|c| (strsim::jaro_winkler(&word.to_lowercase(), c), c))
        .filter(|(s, _)| *s > 0.75)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

fn list_words(words: &[&str]) -> String {
    words
        .iter()
        .map(|w| format!("`{w}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Loader {
    fn err(
        &mut self,
        kind: ErrorKind,
        span: ByteSpan,
        message: impl Into<String>,
        label: impl Into<String>,
        help: Option<String>,
    ) {
        if self.errors.len() >= MAX_ERRORS {
            self.dropped += 1;
            return;
        }
        self.errors.push(ScenarioError {
            kind,
            message: message.into(),
            label: label.into(),
            span,
            help,
            src: self.src.clone(),
        });
    }

    fn expect_type(&mut self, node: &Node, want: &str, what: &str) {
        self.err(
            ErrorKind::InvalidValue,
            node.span,
            format!("{what} must be {want}, not {}", node.describe()),
            format!("expected {want}"),
            None,
        );
    }

    /// The entries of a mapping, reporting unknown and repeated keys.
    fn entries<'n>(
        &mut self,
        node: &'n Node,
        allowed: &[&str],
        what: &str,
    ) -> Vec<(&'n str, &'n Node, ByteSpan)> {
        let Some(map) = node.as_map() else {
            self.expect_type(node, "a mapping", what);
            return Vec::new();
        };
        let mut out: Vec<(&str, &Node, ByteSpan)> = Vec::new();
        for (k, v) in map {
            let Some(key) = k.as_str() else {
                self.expect_type(k, "a text key", &format!("a key of {what}"));
                continue;
            };
            if !allowed.contains(&key) {
                let mut help = format!("valid keys of {what}: {}", list_words(allowed));
                if let Some(c) = closest(key, allowed.iter().copied()) {
                    help = format!("did you mean `{c}`? {help}");
                }
                self.err(
                    ErrorKind::UnknownKey,
                    k.span,
                    format!("unknown key `{key}` in {what}"),
                    "unknown key",
                    Some(help),
                );
                continue;
            }
            if out.iter().any(|(o, _, _)| *o == key) {
                self.err(
                    ErrorKind::InvalidValue,
                    k.span,
                    format!("key `{key}` is given twice in {what}"),
                    "repeated key",
                    Some("keep one of them".into()),
                );
                continue;
            }
            out.push((key, v, k.span));
        }
        out
    }

    /// An `id:` value (a leading `@` dropped), checked for its characters and for being new
    /// among the ids of cards and locations; `None` (with the error reported) otherwise.
    fn new_id(&mut self, n: &Node) -> Option<String> {
        let id = self
            .text(n, "`id`")?
            .trim()
            .trim_start_matches('@')
            .to_string();
        if id.is_empty()
            || !id
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
        {
            self.err(
                ErrorKind::InvalidValue,
                n.span,
                format!("id `{id}` may hold only letters, digits, `_`, `-` and `.`"),
                "bad id",
                None,
            );
            return None;
        }
        if self.board.ids.contains_key(&id) || self.board.loc_ids.contains_key(&id) {
            self.err(
                ErrorKind::DuplicateId,
                n.span,
                format!("id `{id}` is used twice"),
                "repeated id",
                Some("give each card and location its own id".into()),
            );
            return None;
        }
        Some(id)
    }

    fn text<'n>(&mut self, node: &'n Node, what: &str) -> Option<&'n str> {
        match node.as_str() {
            Some(s) => Some(s),
            None => {
                let braced = self.src.inner().byte(node.span.start) == Some(b'{');
                if let Some((k, v)) = colon_pair(node).filter(|_| !braced) {
                    // `- Star Destroyer: Launch Bay` in a list is a one-entry mapping to YAML.
                    let written = format!("{k}: {v}");
                    let quoted = if written.contains('"') {
                        format!("'{}'", written.replace('\'', "''"))
                    } else {
                        format!("\"{written}\"")
                    };
                    self.err(
                        ErrorKind::UnquotedColon,
                        node.span,
                        format!("{what} must be a text; unquoted, `{written}` is read as a key and its value"),
                        "this title holds \": \", which YAML reads as a nested key",
                        Some(format!("quote titles that contain ': ' — write {quoted}")),
                    );
                    return None;
                }
                self.expect_type(node, "a text", what);
                None
            }
        }
    }

    /// A whole number within ±[`MAX_NUMBER`]; anything else is reported.
    fn int(&mut self, node: &Node, what: &str) -> Option<i64> {
        match whole(node) {
            Whole::Fits(i) => Some(i),
            Whole::TooLarge => {
                self.too_large(node, what);
                None
            }
            Whole::NotANumber => {
                self.expect_type(node, "a whole number", what);
                None
            }
        }
    }

    /// A count: a whole number from 0 to [`MAX_NUMBER`].
    fn count(&mut self, node: &Node, what: &str) -> Option<i64> {
        let n = self.int(node, what)?;
        if n < 0 {
            self.err(
                ErrorKind::InvalidValue,
                node.span,
                format!("{what} cannot be negative"),
                "below zero",
                Some("give a count of 0 or more".into()),
            );
            return None;
        }
        Some(n)
    }

    fn too_large(&mut self, node: &Node, what: &str) {
        self.err(
            ErrorKind::Limit,
            node.span,
            format!(
                "{what} is too large: numbers on a board lie between -{MAX_NUMBER} and {MAX_NUMBER}"
            ),
            "number out of range",
            Some(format!(
                "no card's number comes near {MAX_NUMBER}; check the value"
            )),
        );
    }

    /// A list, accepting a single scalar as a one-element list.
    fn items<'n>(&mut self, node: &'n Node, what: &str) -> Vec<&'n Node> {
        match &node.value {
            Value::Seq(s) => s.iter().collect(),
            Value::Null => Vec::new(),
            Value::Scalar { .. } => vec![node],
            Value::Map(_) => {
                self.expect_type(node, "a list", what);
                Vec::new()
            }
        }
    }

    fn side_word(&mut self, node: &Node, what: &str) -> Option<Side> {
        let t = self.text(node, what)?;
        match t.trim().to_lowercase().as_str() {
            "light" => Some(Side::Light),
            "dark" => Some(Side::Dark),
            _ => {
                self.err(
                    ErrorKind::InvalidValue,
                    node.span,
                    format!("unknown side `{t}`"),
                    "expected `light` or `dark`",
                    Some("a side is `light` or `dark`".into()),
                );
                None
            }
        }
    }

    fn top(&mut self, root: &Node) {
        if root.is_null() {
            self.err(
                ErrorKind::MissingKey,
                root.span,
                "the scenario is empty",
                "nothing here",
                Some("a scenario needs at least `rows:`; see docs/scenario-format.md".into()),
            );
            return;
        }
        let entries = self.entries(root, TOP_KEYS, "a scenario");
        // A Young Jedi game resolves its titles in its own catalog, `cards:` included.
        self.young_jedi_first(&entries);
        // Card definitions first: they may override cards used below.
        if let Some((_, n, _)) = entries.iter().find(|(k, _, _)| *k == "cards") {
            self.cards_section(n);
        }
        for (key, node, _) in &entries {
            match *key {
                "title" => self.board.title = self.text(node, "`title`").map(str::to_string),
                "game" => {
                    if let Some(g) = self.text(node, "`game`") {
                        match g.trim() {
                            "swccg" => self.board.game = Game::Swccg,
                            "young-jedi" => self.board.game = Game::YoungJedi,
                            other => self.err(
                                ErrorKind::InvalidValue,
                                node.span,
                                format!("unknown game `{other}`"),
                                "expected `swccg` or `young-jedi`",
                                None,
                            ),
                        }
                    }
                }
                "rules" => {
                    if let Some(r) = self.text(node, "`rules`") {
                        match Ruleset::parse(r) {
                            Some(rs) => self.board.ruleset = Some(rs),
                            None => self.err(
                                ErrorKind::InvalidValue,
                                node.span,
                                format!("unknown ruleset `{r}`"),
                                "unknown ruleset",
                                Some("rulesets: `hoth`, `dagobah`, `cloud-city`, `latest` (Young Jedi: `dotf`)".into()),
                            ),
                        }
                    }
                }
                "turn" => self.board.turn = self.side_word(node, "`turn`"),
                "phase" => {
                    if let Some(p) = self.text(node, "`phase`") {
                        let p = p.trim().to_lowercase();
                        match Phase::ALL.iter().find(|(n, _)| *n == p) {
                            Some((_, ph)) => self.board.phase = Some(*ph),
                            None => {
                                let names: Vec<&str> = Phase::ALL.iter().map(|(n, _)| *n).collect();
                                self.err(
                                    ErrorKind::InvalidValue,
                                    node.span,
                                    format!("unknown phase `{p}`"),
                                    "unknown phase",
                                    Some(format!("phases: {}", list_words(&names))),
                                );
                            }
                        }
                    }
                }
                "rows" => self.rows(node),
                "players" => self.players(node),
                "questions" => self.questions(node),
                "cards" => {}
                "duel" => {} // Young Jedi: read in `young_jedi_last`.
                _ => {}
            }
        }
        self.young_jedi_last(&entries);
        if !entries.iter().any(|(k, _, _)| *k == "rows") {
            self.err(
                ErrorKind::MissingKey,
                ByteSpan::new(root.span.start, 0),
                "the scenario has no `rows:`",
                "rows expected in this mapping",
                Some("add `rows:` with at least one planet row, e.g. `rows: { Hoth: [ { system: Hoth } ] }`".into()),
            );
        }
    }
}
