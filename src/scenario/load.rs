//! The walk from the spanned YAML tree to a [`Board`], collecting every problem on the way.

use super::error::{ErrorKind, ScenarioError, ScenarioErrors};
use super::yaml::{self, ByteSpan, Node, ScalarKind, Value, YamlErrorKind};
use super::{Expect, Question, Scenario};
use crate::board::{
    Board, Card, CardIx, CardState, Game, LocKind, LocState, Location, Phase, Place, Player, Row,
    Source, ThisTurn, ZoneCard,
};
use crate::catalog::{
    CardDef, CardType, Catalog, DefId, FactValue, Origin, Printed, Resolution, normalize, set_fact,
};
use crate::query::Side;
use crate::query::parser::QueryErrorKind;
use crate::rulebook::{self, Ruleset};
use miette::NamedSource;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

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
const LOCATION_KEYS: &[&str] = &[
    "site", "system", "sector", "light", "dark", "state", "buried", "owner", "id",
];
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
const QUESTION_KEYS: &[&str] = &["ask", "expect", "because", "note"];
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
const LOCATION_STATES: &[&str] = &["collapsed", "blown-away", "face-down"];

/// Loads a scenario from raw bytes (checks size and UTF-8 first).
pub fn load_bytes(name: &str, bytes: &[u8], catalog: Catalog) -> Result<Scenario, ScenarioErrors> {
    let lossy: Arc<str> = Arc::from(String::from_utf8_lossy(bytes).as_ref());
    let src = NamedSource::new(name, lossy.clone());
    if bytes.len() > MAX_FILE_BYTES {
        return Err(single(
            ErrorKind::TooLarge,
            &src,
            ByteSpan::new(0, 0),
            format!(
                "the file is {} bytes; scenarios may be at most {} bytes",
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
            let len = lossy[at..]
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

fn single(
    kind: ErrorKind,
    src: &NamedSource<Arc<str>>,
    span: ByteSpan,
    message: String,
    label: &str,
    help: Option<String>,
) -> ScenarioErrors {
    ScenarioErrors {
        errors: vec![ScenarioError {
            kind,
            message,
            label: label.into(),
            span,
            help,
            src: src.clone(),
        }],
    }
}

/// Loads a scenario from text.
pub fn load_str(name: &str, text: &str, catalog: Catalog) -> Result<Scenario, ScenarioErrors> {
    let shared: Arc<str> = Arc::from(text);
    let src = NamedSource::new(name, shared.clone());
    let root = match yaml::parse(text) {
        Ok(r) => r,
        Err(e) => {
            let (kind, label, help) = match e.kind {
                YamlErrorKind::UnquotedColon => {
                    let value = text.get(e.span.start..e.span.end()).unwrap_or("");
                    if e.key.as_deref() == Some("ask") {
                        (
                            ErrorKind::UnquotedColon,
                            "this question holds \": \", which YAML reads as a nested key",
                            format!("put the whole question in single quotes (doubling any ' inside): - ask: '{}'", value.replace('\'', "''")),
                        )
                    } else {
                        let quoted = if value.contains('"') {
                            format!("'{}'", value.replace('\'', "''"))
                        } else {
                            format!("\"{value}\"")
                        };
                        let noun = colon_noun(e.key.as_deref());
                        (
                            ErrorKind::UnquotedColon,
                            match noun {
                                "note" => "this note holds \": \", which YAML reads as a nested key",
                                "scenario title" => "this scenario title holds \": \", which YAML reads as a nested key",
                                "card title" => "this title holds \": \", which YAML reads as a nested key",
                                _ => "this value holds \": \", which YAML reads as a nested key",
                            },
                            if noun == "card title" {
                                format!("quote titles that contain ': ' — write {quoted}")
                            } else {
                                format!("quote a {noun} that contains ': ' — write {quoted}")
                            },
                        )
                    }
                }
                YamlErrorKind::Budget => (
                    ErrorKind::Limit,
                    "limit reached here",
                    match e.limit {
                        Some(yaml::YamlLimit::Nodes) => format!(
                            "a scenario may hold at most {} YAML nodes (each value, list and mapping is one); split the board into smaller scenarios",
                            yaml::MAX_NODES
                        ),
                        Some(yaml::YamlLimit::Depth) => format!(
                            "a scenario may nest at most {} levels (lists and mappings inside each other); flatten the file",
                            yaml::MAX_DEPTH
                        ),
                        Some(yaml::YamlLimit::Aliases) => format!(
                            "a scenario may use at most {} aliases (`*name`), and an alias may not expand into a flood of copies; write the repeated parts out",
                            yaml::MAX_ALIASES
                        ),
                        _ => format!(
                            "scenarios may nest at most {} levels, use at most {} aliases and hold at most {} nodes; simplify or split the file",
                            yaml::MAX_DEPTH,
                            yaml::MAX_ALIASES,
                            yaml::MAX_NODES
                        ),
                    },
                ),
                YamlErrorKind::UnknownAlias => (
                    ErrorKind::Yaml,
                    "no anchor of this name before it",
                    "`*name` repeats the node marked `&name` earlier in the file: define that anchor first, or, if the `*` belongs to a title, quote the title".to_string(),
                ),
                YamlErrorKind::Cycle => (
                    ErrorKind::Yaml,
                    "alias inside its own anchor",
                    "an alias copies the node its anchor names, which cannot hold itself (a card cannot be aboard itself): write the inner node out"
                        .to_string(),
                ),
                YamlErrorKind::Syntax => (
                    ErrorKind::Yaml,
                    "here",
                    "check the indentation and quoting around this point; quote any value holding ': ' or ' #'"
                        .to_string(),
                ),
            };
            let message = match e.kind {
                YamlErrorKind::UnquotedColon if e.key.as_deref() == Some("ask") => {
                    "unquoted question contains \": \"".to_string()
                }
                YamlErrorKind::UnquotedColon => {
                    format!("unquoted {} contains \": \"", colon_noun(e.key.as_deref()))
                }
                YamlErrorKind::Cycle => {
                    "invalid YAML: an alias is used inside its own anchor (a cycle)".to_string()
                }
                YamlErrorKind::UnknownAlias => {
                    // The alias runs from its `*` to a space, a line break or a flow bracket.
                    let alias = text
                        .get(e.span.start..)
                        .filter(|a| a.starts_with('*'))
                        .map(|a| {
                            let end = a[1..]
                                .find(|c: char| c.is_whitespace() || ",[]{}".contains(c))
                                .map_or(a.len(), |i| i + 1);
                            // At most 60 characters of it.
                            let end = a[..end].char_indices().nth(60).map_or(end, |(i, _)| i);
                            &a[..end]
                        })
                        .unwrap_or("*");
                    format!(
                        "invalid YAML: unknown alias `{alias}`: no anchor `&{}` is defined before it",
                        alias.trim_start_matches('*')
                    )
                }
                YamlErrorKind::Budget => match e.limit {
                    Some(yaml::YamlLimit::Nodes) => {
                        format!("the file holds more than {} YAML nodes", yaml::MAX_NODES)
                    }
                    Some(yaml::YamlLimit::Depth) => {
                        format!("the file nests deeper than {} levels", yaml::MAX_DEPTH)
                    }
                    Some(yaml::YamlLimit::Aliases) => format!(
                        "the file uses more than {} aliases, or expands them too far",
                        yaml::MAX_ALIASES
                    ),
                    _ => format!("invalid YAML: {}", e.message),
                },
                _ => format!("invalid YAML: {}", e.message),
            };
            return Err(single(kind, &src, e.span, message, label, Some(help)));
        }
    };
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
    };
    l.top(&root);
    l.finish_refs();
    l.starship_rows();
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

/// What an unquoted value holding ": " is, by the key it stands under: a `note:` is a note,
/// the top `title:` the scenario's title, a location or card key a card title.
fn colon_noun(key: Option<&str>) -> &'static str {
    match key {
        Some("note") => "note",
        Some("title") => "scenario title",
        None => "card title",
        Some(
            "site" | "system" | "sector" | "light" | "dark" | "card" | "aboard" | "pilot"
            | "driver" | "carrying" | "escorting" | "hand" | "reserve" | "used" | "lost"
            | "out_of_play" | "hyperspace" | "draw_deck" | "starting_location" | "buried",
        ) => "card title",
        Some(_) => "value",
    }
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
    src: NamedSource<Arc<str>>,
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
                let braced = self
                    .src
                    .inner()
                    .get(node.span.start..)
                    .is_some_and(|t| t.starts_with('{'));
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

    // ---------------------------------------------------------------- top level

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

    // ---------------------------------------------------------------- cards:

    fn cards_section(&mut self, node: &Node) {
        for (n, item) in self.items(node, "`cards`").into_iter().enumerate() {
            if n == MAX_CARD_DEFS {
                self.err(
                    ErrorKind::Limit,
                    item.span,
                    format!("a scenario may define at most {MAX_CARD_DEFS} cards"),
                    "limit reached here",
                    Some("define only the cards this board uses".into()),
                );
                break;
            }
            let mut keys: Vec<&str> = vec!["title"];
            keys.extend_from_slice(crate::catalog::FACT_KEYS);
            let entries = self.entries(item, &keys, "a card definition");
            let Some((_, tnode, _)) = entries.iter().find(|(k, _, _)| *k == "title").copied()
            else {
                if item.as_map().is_some() {
                    self.err(
                        ErrorKind::MissingKey,
                        item.span,
                        "a card definition needs a `title`",
                        "no title",
                        Some("add `title: \"…\"`".into()),
                    );
                }
                continue;
            };
            let Some(title) = self.text(tnode, "`title`").map(str::to_string) else {
                continue;
            };
            let side_given = entries
                .iter()
                .find(|(k, _, _)| *k == "side")
                .and_then(|(_, n, _)| n.as_str())
                .and_then(crate::catalog::parse_printed);
            // Start from the catalog card of that title and side when overriding.
            let key = normalize(&title);
            // Only a catalog card of exactly this title is overridden: look that title up alone
            // (a full resolution would compare it with every title, for every definition).
            let base = match self
                .board
                .catalog
                .resolve_among(&title, Some(std::slice::from_ref(&key)))
            {
                Resolution::Found(ids) => ids
                    .iter()
                    .map(|&i| self.board.catalog.get(i))
                    .find(|d| {
                        normalize(&d.title) == key
                            && side_given.is_none_or(|s| d.side == s || s == Printed::Any)
                    })
                    .cloned(),
                _ => None,
            };
            let overriding = base.is_some();
            let mut def =
                base.unwrap_or_else(|| CardDef::new(&title, Printed::Any, CardType::Effect));
            def.origin = Origin::Scenario;
            if side_given.is_none() && overriding {
                def.side = Printed::Any;
            }
            let mut has_type = overriding;
            for (k, v, kspan) in &entries {
                if *k == "title" {
                    continue;
                }
                if *k == "type" {
                    has_type = true;
                }
                let value = match self.fact_value(v) {
                    Some(x) => x,
                    None => continue,
                };
                if let Err(e) = set_fact(&mut def, k, &value) {
                    let span = match (e.element, v.as_seq()) {
                        (Some(i), Some(s)) if i < s.len() => s[i].span,
                        _ => v.span,
                    };
                    let help = if e.expected.is_empty() {
                        None
                    } else {
                        Some(format!(
                            "valid values: {}",
                            e.expected
                                .iter()
                                .map(|x| format!("`{x}`"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ))
                    };
                    self.err(
                        ErrorKind::InvalidValue,
                        span,
                        e.message,
                        format!("bad `{k}`"),
                        help,
                    );
                    let _ = kspan;
                }
            }
            if !has_type {
                let types: Vec<&str> = CardType::ALL.iter().map(|(n, _)| *n).collect();
                self.err(
                    ErrorKind::MissingKey,
                    tnode.span,
                    format!("new card `{title}` needs a `type`"),
                    "not in the catalog, and no type given",
                    Some(format!("add `type:` — one of {}", list_words(&types))),
                );
                continue;
            }
            self.board.catalog.insert(def);
        }
    }

    fn fact_value(&mut self, v: &Node) -> Option<FactValue> {
        match &v.value {
            Value::Scalar {
                kind: ScalarKind::Int(_),
                ..
            } => match whole(v) {
                Whole::Fits(i) => Some(FactValue::Number(i)),
                _ => {
                    self.too_large(v, "a card fact");
                    None
                }
            },
            Value::Scalar { .. } if matches!(whole(v), Whole::TooLarge) => {
                self.too_large(v, "a card fact");
                None
            }
            Value::Scalar { text, .. } => Some(FactValue::Text(text.clone())),
            Value::Seq(items) => {
                let mut out = Vec::new();
                for it in items {
                    match &it.value {
                        Value::Scalar { text, .. } => out.push(text.clone()),
                        Value::Map(m) if m.len() == 1 => {
                            // `- persona: Luke` reads as a one-entry mapping.
                            let (k, val) = &m[0];
                            out.push(format!(
                                "{}: {}",
                                k.as_str().unwrap_or(""),
                                val.as_str().unwrap_or("")
                            ));
                        }
                        _ => {
                            self.expect_type(it, "a word", "a list element");
                            return None;
                        }
                    }
                }
                Some(FactValue::List(out))
            }
            Value::Map(m) => {
                let mut out = Vec::new();
                for (k, val) in m {
                    out.push(format!(
                        "{}:{}",
                        k.as_str().unwrap_or(""),
                        val.as_str().unwrap_or("")
                    ));
                }
                Some(FactValue::List(out))
            }
            Value::Null => {
                self.expect_type(v, "a value", "a card fact");
                None
            }
        }
    }

    // ---------------------------------------------------------------- titles

    /// Resolves a title to the defs sharing it, reporting unknown and ambiguous titles.
    fn resolve(&mut self, node: &Node, what: &str) -> Option<Vec<DefId>> {
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
    fn pick_side(
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

    // ---------------------------------------------------------------- rows

    fn rows(&mut self, node: &Node) {
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
            return;
        }
        let (kind_word, title_node, _) = kinds[0];
        let kind = match kind_word {
            "site" => LocKind::Site,
            "system" => LocKind::System,
            _ => LocKind::Sector,
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
            return;
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
            return;
        }
        let loc_id = self.board.locations.len();
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
        for (k, n, _) in &entries {
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
                "state" => {
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
                                let mut help =
                                    format!("location states: {}", list_words(LOCATION_STATES));
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

    // ---------------------------------------------------------------- cards in play

    fn card_entry(&mut self, node: &Node, side: Side, place: Place) -> Option<CardIx> {
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
        let ix = self.board.cards.len();
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
            span: title_node.span,
        });
        for (k, n, kspan) in &entries {
            match *k {
                "id" => {
                    let Some(id) = self.new_id(n) else {
                        continue;
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
                            *kspan,
                            format!("`{t}` is a {kw}: nothing can be aboard it"),
                            "only vehicles and starships carry cards aboard",
                            Some("weapons and devices go under `carrying:`; captives under `escorting:`".into()),
                        );
                        continue;
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
                        if let Some(c) = self.card_entry(item, side.opponent(), Place::Escorted(ix))
                        {
                            self.board.cards[ix].escorting.push(c);
                        }
                    }
                }
                "pilot" => self.deferred.push(Deferred {
                    card: ix,
                    what: "pilot",
                    node: (*n).clone(),
                }),
                "driver" => self.deferred.push(Deferred {
                    card: ix,
                    what: "driver",
                    node: (*n).clone(),
                }),
                "state" => {
                    for s in self.items(n, "`state`") {
                        self.card_state(ix, s);
                    }
                }
                "this_turn" => {
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
                "ability" => self.board.cards[ix].ability = self.int(n, "`ability`"),
                "power" => self.board.cards[ix].power = self.int(n, "`power`"),
                "landspeed" => self.board.cards[ix].landspeed = self.int(n, "`landspeed`"),
                _ => {}
            }
        }
        Some(ix)
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

    /// Resolves `pilot:`/`driver:` (an occupant) and `attached-to` ids.
    fn finish_refs(&mut self) {
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
        for ix in 0..self.board.cards.len() {
            if let Some(target) = self.board.cards[ix].state.attached_to.clone()
                && !self.board.ids.contains_key(&target)
            {
                let span = self.board.cards[ix].span;
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
        let n = self.board.cards.len();
        // 0: not seen, 1: on the current chain, 2: done.
        let mut mark = vec![0u8; n];
        for start in 0..n {
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
        let span = self.board.cards[first].span;
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

    /// A row named `@id` holds a starship's sites: the id must name a starship in play
    /// (Dagobah supplement, Starship Sites).
    fn starship_rows(&mut self) {
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

    // ---------------------------------------------------------------- players

    fn players(&mut self, node: &Node) {
        let entries = self.entries(node, &["light", "dark"], "`players`");
        for (k, n, _) in entries {
            let side = if k == "light" {
                Side::Light
            } else {
                Side::Dark
            };
            let mut p = Player::default();
            for (zk, zn, _) in self.entries(n, PLAYER_KEYS, &format!("`players.{k}`")) {
                match zk {
                    "force_pile" => p.force_pile = self.count(zn, "`force_pile`"),
                    "hyperspace" | "draw_deck" | "counters" => {
                        self.young_jedi_player_key(side, zk, zn)
                    }
                    "starting_location" => {
                        if let Some(ids) = self.resolve(zn, "a starting location") {
                            let id = self.pick_side(&ids, side, zn, true).unwrap_or(ids[0]);
                            p.starting_location = Some(ZoneCard {
                                def: id,
                                span: zn.span,
                            });
                        }
                    }
                    zone => {
                        let mut cards = Vec::new();
                        for item in self.items(zn, &format!("`{zone}`")) {
                            if let Some(ids) = self.resolve(item, "a card title")
                                && let Some(id) = self.pick_side(&ids, side, item, false)
                            {
                                cards.push(ZoneCard {
                                    def: id,
                                    span: item.span,
                                });
                            }
                        }
                        match zone {
                            "hand" => p.hand = cards,
                            "reserve" => p.reserve = cards,
                            "used" => p.used = cards,
                            "lost" => p.lost = cards,
                            _ => p.out_of_play = cards,
                        }
                    }
                }
            }
            match side {
                Side::Light => self.board.light = p,
                Side::Dark => self.board.dark = p,
            }
        }
    }

    // ---------------------------------------------------------------- questions

    fn questions(&mut self, node: &Node) {
        for item in self.items(node, "`questions`") {
            let entries = self.entries(item, QUESTION_KEYS, "a question");
            let Some((_, ask_node, _)) = entries.iter().find(|(k, _, _)| *k == "ask").copied()
            else {
                if item.as_map().is_some() {
                    self.err(
                        ErrorKind::MissingKey,
                        item.span,
                        "a question needs `ask:`",
                        "no `ask:`",
                        Some("e.g. `- ask: shielded \"Echo Docking Bay\"`".into()),
                    );
                }
                continue;
            };
            let Some(ask) = self.text(ask_node, "`ask`").map(str::to_string) else {
                continue;
            };
            let ask_offset = self.query_offset(ask_node, &ask);
            let mut q = Question {
                ask: ask.clone(),
                ask_span: ask_node.span,
                ask_offset,
                expect: None,
                expect_span: None,
                because: Vec::new(),
                note: None,
            };
            match crate::query::parse(&ask) {
                Ok(_) => {}
                Err(e) => {
                    let span = match ask_offset {
                        Some(o) => ByteSpan::new(o + e.span.offset(), e.span.len()),
                        None if e.kind == QueryErrorKind::TooLong => {
                            ByteSpan::new(ask_node.span.start, 0)
                        }
                        None => ask_node.span,
                    };
                    let help = e.help.clone();
                    self.err(
                        if e.kind == QueryErrorKind::TooLong {
                            ErrorKind::Limit
                        } else {
                            ErrorKind::QuerySyntax
                        },
                        span,
                        e.message.clone(),
                        e.label.clone(),
                        help,
                    );
                }
            }
            for (k, n, _) in &entries {
                match *k {
                    "expect" => {
                        q.expect = self.expect(n);
                        q.expect_span = Some(n.span);
                    }
                    "because" => {
                        for b in self.items(n, "`because`") {
                            let Some(id) = self.text(b, "a rule id") else {
                                continue;
                            };
                            let id = id.trim().to_string();
                            if rulebook::find(&id).is_none() && rulebook::base_rule(&id).is_none() {
                                let ids: Vec<&str> = rulebook::all()
                                    .iter()
                                    .map(|r| r.id)
                                    .chain(rulebook::BASE_RULES.iter().map(|b| b.id))
                                    .collect();
                                let help = match closest(&id, ids.iter().copied()) {
                                    Some(c) => format!(
                                        "did you mean `{c}`? (`swjudge rules` lists every id)"
                                    ),
                                    None => "`swjudge rules` lists every id".into(),
                                };
                                self.err(
                                    ErrorKind::UnknownRule,
                                    b.span,
                                    format!("unknown rule id `{id}`"),
                                    "not a rule id",
                                    Some(help),
                                );
                                continue;
                            }
                            q.because.push((id, b.span));
                        }
                    }
                    "note" => q.note = self.text(n, "`note`").map(str::to_string),
                    _ => {}
                }
            }
            self.questions.push(q);
        }
    }

    /// Byte offset of the query text inside the file, when the scalar maps 1:1 to the text.
    fn query_offset(&self, node: &Node, ask: &str) -> Option<usize> {
        let text: &str = self.src.inner();
        let raw = text.get(node.span.start..node.span.end())?;
        if raw == ask {
            return Some(node.span.start);
        }
        let inner = raw.get(1..raw.len().saturating_sub(1))?;
        if (raw.starts_with('\'') || raw.starts_with('"')) && inner == ask {
            return Some(node.span.start + 1);
        }
        None
    }

    fn expect(&mut self, n: &Node) -> Option<Expect> {
        match &n.value {
            Value::Seq(items) => {
                let mut out = Vec::new();
                for it in items {
                    out.push(self.text(it, "an expected list element")?.to_string());
                }
                Some(Expect::List(out))
            }
            Value::Scalar {
                kind: ScalarKind::Int(_),
                ..
            } => match whole(n) {
                Whole::Fits(i) => Some(Expect::Number(i)),
                _ => {
                    self.too_large(n, "an expected number");
                    None
                }
            },
            Value::Scalar { text, .. } => match text.trim().to_lowercase().as_str() {
                // `legal` / `illegal`: the answer of `validate` (yes / no).
                "yes" | "true" | "legal" => Some(Expect::Yes),
                "no" | "false" | "illegal" => Some(Expect::No),
                "undetermined" => Some(Expect::Undetermined),
                other => {
                    let other = other.to_string();
                    self.err(
                        ErrorKind::InvalidValue,
                        n.span,
                        format!("unknown expectation `{other}`"),
                        "expected yes, no, undetermined, a number or a list",
                        None,
                    );
                    None
                }
            },
            _ => {
                self.expect_type(n, "yes, no, undetermined, a number or a list", "`expect`");
                None
            }
        }
    }
}
