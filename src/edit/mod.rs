//! A board changed without editing YAML: the repl's `:add`, `:move`, `:remove`, `:set`,
//! `:state`, `:undo`, `:board`, `:diff` and `:save`, and `swjudge new`.
//!
//! The board is kept as its scenario text. A change edits the YAML tree of that text (the
//! loader's own tree, `scenario::yaml`), makes the same change in the text itself
//! ([`text::rewrite`]: only the entries changed are written, every other byte of the file stays,
//! and the text made is read back to check it says the tree changed) and loads the result: so
//! every change is validated at once by the loader itself (a change the loader refuses is not
//! made, and its diagnostic says why), and what `:save` writes is what the session judged, with
//! the file's comments, anchors and spellings. The text is parsed once per change: the tree
//! read back is kept as the tree the next change edits, and the board is loaded from it
//! ([`crate::scenario::load_parsed`]). The undo history keeps each change's bytes, the splice
//! back taken from the change's own splices. A card or location is named as in a question
//! (players' words, a quoted title, an `@id`: [`crate::query::natural::name`]). `:add <location>` asks
//! the layout rules where the location goes (the `insertion` question, and the row pattern's
//! own `insertion_indices`), and refuses what the row may not hold.

mod in_place;
mod resplice;
pub mod text;
mod tree;
pub mod write;

use crate::board::pattern::{describe_place, home_row, insertion_indices, patterned, planet_of};
use crate::board::{Board, CardIx, SourceText};
use crate::catalog::{CardType, Catalog, Printed, Resolution};
use crate::query::natural::{self, Thing, Want};
use crate::rulebook::Side;
use crate::scenario::yaml::{self, ByteSpan, Node, Value};
use crate::scenario::{Scenario, ScenarioErrors, TOP_KEYS, load_parsed, load_str, read_tree};
use crate::verdict::Answer;

/// One change to the board.
#[derive(Debug, Clone, PartialEq)]
pub enum Edit {
    /// `:add <location>`
    AddLocation { title: String },
    /// `:add <card> [at <location or @id>] [aboard|on|escorted by <card>] [as <id>]
    /// [for light|dark]`
    AddCard {
        title: String,
        at: Option<String>,
        /// The card that holds it, and how.
        held: Option<(Hold, String)>,
        id: Option<String>,
        side: Option<Side>,
    },
    /// `:move <card> to <location or card>`, or `aboard|on|escorted by <card>`: `how` is
    /// `None` for `to` (a card then holds it as its kind and the holder's say).
    Move {
        card: String,
        to: String,
        how: Option<Hold>,
    },
    /// `:remove <card or location>`
    Remove { what: String },
    /// `:set turn|phase|rules <value>`
    Set { key: String, value: String },
    /// `:state <card or location> <state>` (`none` clears it)
    State { what: String, state: String },
}

/// How a card holds another: the three lists of a card entry in the scenario format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hold {
    /// `aboard:` a vehicle or starship (or a creature's mouth).
    Aboard,
    /// `carrying:` a weapon or device in a character's hands (or on a vehicle or starship).
    Carried,
    /// `escorting:` a captive in custody.
    Escorted,
}

impl Hold {
    /// The key of the holder's list.
    pub fn key(self) -> &'static str {
        match self {
            Hold::Aboard => "aboard",
            Hold::Carried => "carrying",
            Hold::Escorted => "escorting",
        }
    }

    /// The words of the board commands (`:add … on @maul`).
    pub fn words(self) -> &'static str {
        match self {
            Hold::Aboard => "aboard",
            Hold::Carried => "on",
            Hold::Escorted => "escorted by",
        }
    }

    fn keyed(word: &str) -> Option<Hold> {
        match word {
            "aboard" => Some(Hold::Aboard),
            "on" => Some(Hold::Carried),
            "escorted" => Some(Hold::Escorted),
            _ => None,
        }
    }
}

/// The board commands, with what they take (for `:help` and completion).
pub const COMMANDS: &[(&str, &str, &str)] = &[
    (
        ":add",
        "<location> | <card> at <where> | <card> aboard|on|escorted by <card> [as <id>]",
        "put a location where the layout rules place it, or a card at a location, aboard a craft, on a character (a weapon or device it carries) or escorted by one (a captive)",
    ),
    (
        ":move",
        "<card> to <where> | <card> aboard|on|escorted by <card>",
        "move a card to a location, aboard a craft, on a character or into its custody",
    ),
    (
        ":remove",
        "<card or location>",
        "take a card (with what it holds) or a location off",
    ),
    (
        ":set",
        "turn light|dark | phase <phase> | rules <ruleset>",
        "change the turn, the phase or the board's ruleset",
    ),
    (
        ":state",
        "<card or location> <state>|none",
        "add a state (crashed, missing, captured, frozen, collapsed…), or clear them",
    ),
    (":undo", "", "take back the last change"),
    (":board", "", "the board as YAML"),
    (":diff", "", "what changed since the file was loaded"),
    (
        ":save",
        "[file]",
        "write the board (to the file it came from, or another)",
    ),
];

/// Words that end a name in a board command (quote a title that holds one).
const KEYWORDS: &[&str] = &["at", "aboard", "on", "escorted", "as", "for", "to"];

/// Reads a board command's argument.
pub fn parse(command: &str, arg: &str) -> Result<Edit, String> {
    let parts = split(arg);
    let get = |k: &str| parts.iter().find(|(w, _)| w == k).map(|(_, v)| v.clone());
    let head = parts
        .first()
        .filter(|(k, _)| k.is_empty())
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    match command {
        "add" => {
            if head.is_empty() {
                return Err("`:add` takes a location, or a card and where: `:add \"TIE Bomber\" at Hoth as b1`".into());
            }
            let side = match get("for").as_deref() {
                None => None,
                Some(s) => Some(side_named(s)?),
            };
            let held = held_by(&parts)?;
            if get("at").is_none() && held.is_none() {
                return Ok(Edit::AddLocation { title: head });
            }
            Ok(Edit::AddCard {
                title: head,
                at: get("at"),
                held,
                id: get("as").map(|i| i.trim_start_matches('@').to_string()),
                side,
            })
        }
        "move" => match (get("to"), held_by(&parts)?) {
            (Some(to), None) if !head.is_empty() => Ok(Edit::Move {
                card: head,
                to,
                how: None,
            }),
            (None, Some((how, to))) if !head.is_empty() => Ok(Edit::Move {
                card: head,
                to,
                how: Some(how),
            }),
            _ => Err("`:move` takes a card and where: `:move @b1 to \"Echo Docking Bay\"`, `:move @han escorted by @boba`, `:move @saber on @maul`".into()),
        },
        "remove" if !head.is_empty() => Ok(Edit::Remove { what: head }),
        "remove" => Err("`:remove` takes a card or a location".into()),
        "set" => {
            let mut w = arg.split_whitespace();
            match (w.next(), w.next(), w.next()) {
                (Some(k @ ("turn" | "phase" | "rules")), Some(v), None) => Ok(Edit::Set {
                    key: k.to_string(),
                    value: v.to_lowercase(),
                }),
                _ => Err(
                    "`:set` takes `turn light|dark`, `phase <phase>` or `rules <ruleset>`".into(),
                ),
            }
        }
        "state" => {
            let arg = arg.trim();
            let (what, state) =
                match arg.rsplit_once(char::is_whitespace) {
                    Some((w, s)) if !w.trim().is_empty() => (w.trim(), s),
                    _ => return Err(
                        "`:state` takes a card (or location) and a state: `:state @walker crashed`"
                            .into(),
                    ),
                };
            Ok(Edit::State {
                what: what.to_string(),
                state: state.to_string(),
            })
        }
        other => Err(format!("`:{other}` is not a board command")),
    }
}

/// The holder a command names (`aboard <card>`, `on <card>`, `escorted by <card>`): at most one.
fn held_by(parts: &[(String, String)]) -> Result<Option<(Hold, String)>, String> {
    let mut found = parts
        .iter()
        .filter_map(|(k, v)| Hold::keyed(k).map(|h| (h, v.clone())));
    let first = found.next();
    if found.next().is_some() {
        return Err(
            "a card is held one way: `aboard <card>`, `on <card>` or `escorted by <card>`".into(),
        );
    }
    match first {
        Some((Hold::Escorted, v)) => match v.split_once(' ') {
            Some((by, rest)) if by.eq_ignore_ascii_case("by") && !rest.trim().is_empty() => {
                Ok(Some((Hold::Escorted, unquote(rest))))
            }
            _ => Err(
                "a captive is `escorted by <card>`: `:add \"Han Solo\" escorted by @boba`".into(),
            ),
        },
        Some((h, v)) if v.is_empty() => {
            Err(format!("`{}` takes a card: `{} @id`", h.words(), h.words()))
        }
        other => Ok(other),
    }
}

fn side_named(s: &str) -> Result<Side, String> {
    match s.trim().to_lowercase().as_str() {
        "light" => Ok(Side::Light),
        "dark" => Ok(Side::Dark),
        other => Err(format!("`{other}` is no side: light or dark")),
    }
}

/// The argument split at its keywords: `("", head)`, then `(keyword, words)`. A quoted title
/// is one word.
fn split(arg: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = vec![(String::new(), String::new())];
    let mut rest = arg.trim();
    while !rest.is_empty() {
        let (word, after) = if let Some(inner) = rest.strip_prefix('"') {
            match inner.find('"') {
                Some(i) => (&rest[..i + 2], &rest[i + 2..]),
                None => (rest, ""),
            }
        } else {
            match rest.find(char::is_whitespace) {
                Some(i) => (&rest[..i], &rest[i..]),
                None => (rest, ""),
            }
        };
        rest = after.trim_start();
        let lower = word.to_lowercase();
        if KEYWORDS.contains(&lower.as_str()) && !out.last().is_some_and(|(_, v)| v.is_empty()) {
            out.push((lower, String::new()));
            continue;
        }
        if let Some((_, v)) = out.last_mut() {
            if !v.is_empty() {
                v.push(' ');
            }
            v.push_str(word);
        }
    }
    for (_, v) in &mut out {
        *v = unquote(v);
    }
    out
}

/// Words without the quotes around them (when they are one quoted title).
fn unquote(v: &str) -> String {
    let t = v.trim();
    if t.len() >= 2 && t.starts_with('"') && t.ends_with('"') && !t[1..t.len() - 1].contains('"') {
        t[1..t.len() - 1].to_string()
    } else {
        t.to_string()
    }
}

/// What a change did, in words (and what the layout rules said where it went).
pub type Done = String;

/// A board being changed: its text, the text it was loaded from, and the changes to take back.
pub struct Editor {
    name: String,
    catalog: Catalog,
    /// The file as loaded (for `:diff`).
    original: String,
    /// The board's text: one buffer, shared with the board the session judges
    /// (`Board::source.text`), which a change hands the buffer it wrote (issue 38 item 8:
    /// the text was copied whole into the board on every change and undo).
    text: SourceText,
    /// The text before the last change, while that change is the last in the undo history:
    /// its undo takes this buffer back instead of writing the text again (one text kept,
    /// whatever the number of changes; forgotten once that change is taken back).
    before: Option<SourceText>,
    /// The tree `text` reads as (its spans are the text's): kept from the last read, so that a
    /// change does not parse the board again before making itself.
    tree: Node,
    /// How many nodes `tree` holds (as the plain reader counts them against its bound): kept
    /// with each change and undo (issue 38 item 8: a board past `text::PLAIN_BELOW` bytes was
    /// walked whole on every change to count them), walked only where the tree is read or
    /// copied whole.
    nodes: usize,
    /// Each change made, as the bytes it replaced: a change costs what it changed, not the
    /// board.
    /// A change of more than one splice also keeps each splice's inverse, for the tree; and
    /// the count of the tree's nodes before it.
    undo: Vec<(text::Back, in_place::Inverse, Vec<resplice::Piece>, usize)>,
    /// Changes and undos made on the board in place, and those that loaded the text whole.
    in_place: usize,
    whole: usize,
    /// Changes and undos whose tree was kept in step with the splice, and those that read the
    /// text whole.
    spliced: usize,
    parsed: usize,
    /// Changes made on a copy of the whole tree (those not confined to one node).
    copies: usize,
    /// Does the text read as plain YAML (no anchor, alias or tag), as far as is known?
    plain: bool,
    /// Does the text hold a `\r\n` (its lines are written with them)? Found again only when
    /// a change or undo writes or takes out a `\r`.
    crlf: bool,
    pub scenario: Scenario,
}

/// Why a change was not made.
#[derive(Debug)]
pub enum EditError {
    /// In words.
    Refused(String),
    /// The loader refused the board the change made: its diagnostics.
    Load(ScenarioErrors),
}

impl From<&str> for EditError {
    fn from(s: &str) -> Self {
        EditError::Refused(s.to_string())
    }
}

impl From<String> for EditError {
    fn from(s: String) -> Self {
        EditError::Refused(s)
    }
}

impl Editor {
    /// Opens the board `text` (named `name` in diagnostics).
    pub fn open(name: &str, text: &str, catalog: Catalog) -> Result<Editor, EditError> {
        let tree = read_tree(name, text).map_err(EditError::Load)?;
        let mut scenario =
            load_parsed(name, text, &tree, catalog.clone()).map_err(EditError::Load)?;
        scenario.board.keep_checks();
        let shared = scenario.board.source.text.clone();
        // Its rope made once (one copy of the text), so that no change copies the text.
        shared.make_rope();
        Ok(Editor {
            name: name.to_string(),
            catalog,
            original: text.to_string(),
            text: shared,
            before: None,
            nodes: tree::counted(&tree),
            tree,
            undo: Vec::new(),
            in_place: 0,
            whole: 0,
            spliced: 0,
            parsed: 0,
            copies: 0,
            plain: yaml::parse_plain_within(text, yaml::SERDE_READS_NODES).is_some(),
            crlf: text.contains("\r\n"),
            scenario,
        })
    }

    /// The board as YAML (as `:save` writes it): the file's text with the changes made in it.
    pub fn yaml(&self) -> Result<String, String> {
        Ok(self.text.to_string())
    }

    /// The text `:save` writes, once it is checked to load back to the board the session
    /// judges.
    pub fn checked(&self) -> Result<&str, String> {
        let again =
            load_str(&self.name, self.text.as_str(), self.catalog.clone()).map_err(|e| {
                let why: Vec<String> = e.errors.iter().map(ToString::to_string).collect();
                format!("the board's text does not load back: {}", why.join("; "))
            })?;
        let held = self.scenario.board.as_loaded();
        let (a, b) = (&again.board, &*held);
        let same = format!(
            "{:?}",
            (&a.rows, &a.locations, a.cards_out(), a.turn, a.phase)
        ) == format!(
            "{:?}",
            (&b.rows, &b.locations, b.cards_out(), b.turn, b.phase)
        ) && a.ruleset == b.ruleset;
        if !same {
            return Err("the board's text does not load back to the board here".into());
        }
        Ok(self.text.as_str())
    }

    /// The bytes the undo history keeps (it grows with the changes, not with the board).
    pub fn undo_bytes(&self) -> usize {
        self.undo
            .iter()
            .map(|(u, _, pieces, _)| {
                u.removed.len()
                    + std::mem::size_of::<text::Back>()
                    + std::mem::size_of::<in_place::Inverse>()
                    + pieces.iter().map(resplice::Piece::bytes).sum::<usize>()
            })
            .sum()
    }

    /// How many changes and undos were made on the board in place, and how many loaded the
    /// changed text whole (a change the editor does not make in place: issue 38 item 8).
    pub fn loads(&self) -> (usize, usize) {
        (self.in_place, self.whole)
    }

    /// How many changes and undos kept the tree in step with their splice, and how many read
    /// the text whole.
    pub fn parses(&self) -> (usize, usize) {
        (self.spliced, self.parsed)
    }

    /// How many changes were made on a copy of the whole tree rather than on the editor's own
    /// (issue 38 item 8: a change confined to one node copies that node alone).
    pub fn tree_copies(&self) -> usize {
        self.copies
    }

    /// Is the tree kept the one a reading of the text gives, spans included? (A check for
    /// the tests: it reads the text whole.)
    pub fn tree_reads_text(&self) -> bool {
        yaml::parse(&self.text.to_string()).is_ok_and(|t| t == tree::settled(&self.tree))
            && tree::count(&self.tree) == self.nodes
    }

    /// Does the board the session judges read its text from the editor's own buffer (no copy
    /// of it)? A check for the tests.
    pub fn shares_text(&self) -> bool {
        SourceText::ptr_eq(&self.text, &self.scenario.board.source.text)
    }

    /// Changes made since the file was loaded (and not taken back).
    pub fn changes(&self) -> usize {
        self.undo.len()
    }

    /// What changed since the file was loaded, as a unified diff of the YAML.
    pub fn diff(&self) -> Result<String, String> {
        let now = self.text.as_str();
        if now == self.original {
            return Ok(String::new());
        }
        Ok(similar::TextDiff::from_lines(self.original.as_str(), now)
            .unified_diff()
            .context_radius(2)
            .header(&self.name, "(the board now)")
            .to_string())
    }

    /// Takes back the last change; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some((u, inverse, pieces, nodes)) = self.undo.last() else {
            return false;
        };
        // The change's own splices taken back, each from the bytes it replaced (issue 38
        // item 8): a change of several splices kept no bytes between them.
        let one = [resplice::Piece {
            start: u.start,
            end: u.start + u.inserted,
            with: u.removed.clone(),
        }];
        let several = !pieces.is_empty();
        let pieces = if several { &pieces[..] } else { &one[..] };
        // The text taken back: the buffer the last change replaced, where it is this one's;
        // else made in one copy.
        let text = match self.before.take() {
            Some(text) => text,
            None => match resplice::applied(&self.text, pieces) {
                Some(text) => text,
                None => return false,
            },
        };
        let mut cut = std::mem::replace(&mut self.tree, Node::made(Value::Null));
        let (mut tree, read) = if self.plain && resplice::all(&self.text, &text, &mut cut, pieces) {
            (cut, text::Read::Spliced)
        } else {
            match read_whole(text.as_str()) {
                Some(read) => read,
                None => {
                    self.reread();
                    return false;
                }
            }
        };
        if in_place::undo(&mut self.scenario, inverse, &text, u).is_some() {
            self.in_place += 1;
        } else {
            tree::settle(&mut tree);
            match load_parsed(&self.name, text.as_str(), &tree, self.catalog.clone()) {
                Ok(mut s) => {
                    self.whole += 1;
                    s.board.keep_checks();
                    s.board.source.text = text.clone();
                    self.scenario = s;
                }
                Err(_) => {
                    // The text taken back loaded before, so this is not met; should it be,
                    // the session keeps the text it has, read whole again.
                    self.reread();
                    return false;
                }
            }
        }
        let cr = if several {
            text::pieces_hold_cr(&self.text, pieces)
        } else {
            u.holds_cr(&self.text)
        };
        if cr {
            self.crlf = text.holds_crlf();
        }
        // The tree is the one before the change again, and so is its count.
        self.nodes = *nodes;
        self.undo.pop();
        self.count_read(read);
        self.text = text;
        self.tree = tree;
        true
    }

    /// The tree and the board read again whole from the text (after an undo that could not
    /// be made; the text loaded before).
    fn reread(&mut self) {
        if let Some((tree, read)) = read_whole(self.text.as_str()) {
            if let Ok(mut s) =
                load_parsed(&self.name, self.text.as_str(), &tree, self.catalog.clone())
            {
                s.board.keep_checks();
                s.board.source.text = self.text.clone();
                self.scenario = s;
            }
            self.nodes = tree::counted(&tree);
            self.tree = tree;
            self.count_read(read);
        }
    }

    /// Counts how a change's or undo's tree was had.
    fn count_read(&mut self, read: text::Read) {
        match read {
            text::Read::Spliced => self.spliced += 1,
            text::Read::Whole { plain } => {
                self.parsed += 1;
                self.plain = plain;
            }
        }
    }

    /// The board was saved: what is saved is the new starting point of `:diff`.
    pub fn saved(&mut self) {
        self.original = self.text.as_str().to_string();
        self.undo.clear();
        self.before = None;
    }

    /// A change made on a copy of the whole tree (a change not confined to one node: see
    /// `scoped`), written by comparing the two trees.
    fn copied(&mut self, edit: &Edit) -> Result<Made, EditError> {
        self.copies += 1;
        // The whole tree is read and compared below: every node where it stands.
        tree::settle(&mut self.tree);
        let mut tree = self.tree.clone();
        let board = &self.scenario.board;
        let (done, touched) = match edit {
            Edit::AddLocation { title } => (add_location(board, &mut tree, title)?, None),
            Edit::AddCard {
                title,
                at,
                held,
                id,
                side,
            } => add_card(
                board,
                &mut tree,
                title,
                at.as_deref(),
                held.as_ref().map(|(h, c)| (*h, c.as_str())),
                id.as_deref(),
                *side,
            )?,
            Edit::Move { card, to, how } => move_card(board, &mut tree, card, to, *how)?,
            Edit::Remove { what } => remove(board, &mut tree, what)?,
            Edit::Set { key, value } => (set(&mut tree, key, value)?, Some(in_place::Touched::Top)),
            Edit::State { what, state } => set_state(board, &mut tree, what, state)?,
        };
        let (made, read) =
            text::rewrite_tree(&self.text, self.crlf, &mut self.tree, tree, self.plain)?;
        Ok((done, touched, made, read))
    }

    /// Makes one change: loads the board it makes, or leaves the board as it was.
    pub fn apply(&mut self, edit: &Edit) -> Result<Done, EditError> {
        let made = match self.scoped(edit) {
            Some(made) => Some(made),
            None => self.listed(edit),
        };
        let (done, touched, mut made, read) = match made {
            Some(made) => made?,
            None => self.copied(edit)?,
        };
        // The text made, one buffer for the editor and the board.
        let text = std::mem::take(&mut made.text);
        let inverse = touched.and_then(|t| {
            in_place::change(
                &mut self.scenario,
                t,
                &self.text,
                &text,
                &mut made.tree,
                &made.back,
                &made.shifts,
            )
        });
        let inverse = match inverse {
            Some(i) => {
                self.in_place += 1;
                i
            }
            None => {
                tree::settle(&mut made.tree);
                match load_parsed(&self.name, text.as_str(), &made.tree, self.catalog.clone()) {
                    Ok(mut s) => {
                        s.board.keep_checks();
                        s.board.source.text = text.clone();
                        self.scenario = s;
                    }
                    Err(e) => {
                        // The tree the change was read into was the editor's own: the text
                        // is unchanged, and so is its tree, read again.
                        if self.tree.span == ByteSpan::new(0, 0)
                            && matches!(self.tree.value, Value::Null)
                            && let Some((tree, read)) = read_whole(self.text.as_str())
                        {
                            self.nodes = tree::counted(&tree);
                            self.tree = tree;
                            self.count_read(read);
                        }
                        return Err(EditError::Load(e));
                    }
                }
                self.whole += 1;
                in_place::Inverse::Reload
            }
        };
        let pieces = if made.shifts.len() > 1 {
            let shifts: Vec<_> = made
                .shifts
                .iter()
                .map(|s| (s.start, s.end, s.len))
                .collect();
            resplice::inverse(&self.text, &shifts)
        } else {
            Vec::new()
        };
        let cr = if pieces.is_empty() {
            made.back.holds_cr(&text)
        } else {
            text::pieces_hold_cr(&text, &pieces)
        };
        if cr {
            self.crlf = text.holds_crlf();
        }
        self.undo.push((made.back, inverse, pieces, self.nodes));
        self.nodes = made.nodes.unwrap_or_else(|| tree::counted(&made.tree));
        self.count_read(read);
        self.before = Some(std::mem::replace(&mut self.text, text));
        self.tree = made.tree;
        Ok(done)
    }
}

// ----- a change of one node -----
//
// A change confined to one node of the YAML tree (a top-level key's value set, a card's or
// location's state), made on the editor's own tree with only that node copied (issue 38
// item 8): no copy of the whole tree is made, the writer reads that node alone, and the tree
// follows the splices as an undo's does (`resplice`). The node the change made is compared
// with the one read back, and its list or mapping must hold as many entries as before;
// anything else is left to `Editor::copied`, the whole tree copied.

/// More than the nodes a change made on the editor's own tree adds (`scoped`: one node
/// written anew, a card's entry made a mapping for its state; `listed`: one card's entry put,
/// with the key and list that hold it): a tree this far below the plain reader's bound is
/// still read by it after the change.
const CHANGE_NODES: usize = 64;

/// A change made: what it did, what it touched on the board, the text and tree it made, and
/// how the tree was had.
type Made = (Done, Option<in_place::Touched>, text::Rewritten, text::Read);

/// The node at `path` (an item of a list, or the value of a mapping's entry).
fn node_at<'n>(root: &'n Node, path: &[usize]) -> Option<&'n Node> {
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
fn held(n: &Node) -> usize {
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
    fn scoped(&mut self, edit: &Edit) -> Option<Result<Made, EditError>> {
        if !self.plain || !text::plain_fits(self.text.len(), || self.nodes, CHANGE_NODES) {
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
        // The nodes on the way to it and their entries, and the node itself whole, stand where
        // they are (the writer and the checks below read them).
        tree::settle_path(&mut self.tree, &path, true);
        let (_, parent) = path.split_last()?;
        // A node inside a list or mapping in brackets is written with it (a block entry
        // written into brackets would not read): the whole tree's writer does that.
        if (0..path.len())
            .any(|d| node_at(&self.tree, &path[..d]).is_none_or(|n| tree::flow(&self.text, n)))
        {
            return None;
        }
        let holder = node_at(&self.tree, parent)?;
        // An item of a list, or the value of a key: as the writer's slot says.
        match (&holder.value, &key) {
            (Value::Seq(_), None) | (Value::Map(_), Some(_)) => {}
            _ => return None,
        }
        let count = held(holder);
        let old = node_at(&self.tree, &path)?.clone();
        let done = match edit {
            // `set` checks the value before it changes the tree.
            Edit::Set { key, value } => set(&mut self.tree, key, value),
            Edit::State { state, .. } => state_entry(at_path(&mut self.tree, &path)?, &name, state),
            _ => return None,
        };
        let done = match done {
            Ok(d) => d,
            Err(e) => {
                if let Some(n) = at_path(&mut self.tree, &path) {
                    *n = old;
                }
                return Some(Err(e.into()));
            }
        };
        let now = at_path(&mut self.tree, &path)?;
        let nodes = (tree::count(&old), tree::count(now));
        let w = match text::write_scoped(&self.text, self.crlf, &old, now, key.as_ref()) {
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
            resplice::all(&self.text, &w.text, &mut self.tree, &w.pieces)
                && node_at(&self.tree, &path).is_some_and(|n| tree::same(n, &new))
                && node_at(&self.tree, parent).is_some_and(|h| held(h) == count)
        };
        self.spliced(kept, w, (done, nodes), touched)
    }
}

// ----- a card put into or taken out of a block list -----
//
// A card added to, taken off or moved between block lists that hold other cards (issue 38
// item 8): made on the editor's own tree, with no copy of the whole tree, and the writer told
// the change (`text::write_listed`) rather than finding it by comparing two trees. The tree
// follows the splices from the bytes written (`resplice`), and the lists read back must have
// lost and gained the one entry. Any other shape is left to `Editor::copied`.

/// Where a card entry goes at `dest` (the side's list at a location, or the holder's list):
/// at the end of that list, where it holds an entry already, or as the only entry of a list
/// under a new key at the end of the entry's mapping, where the key is not there.
enum Into {
    List(Path),
    Key(Path, &'static str),
}

impl Into {
    /// The path of the list, or of the mapping the key goes into.
    fn path(&self) -> &[usize] {
        match self {
            Into::List(p) | Into::Key(p, _) => p,
        }
    }
}

fn dest_into(board: &Board, tree: &Node, side: Side, dest: &Dest) -> Option<Into> {
    let (span, key) = match dest {
        Dest::Loc(l) => (board.locations[*l].span, side.name()),
        Dest::Held(how, c) => (board.card_span(*c), how.key()),
    };
    let mut path = find_entry(tree, span)?;
    let at = node_at(tree, &path)?
        .as_map()?
        .iter()
        .position(|(k, _)| k.as_str() == Some(key));
    let Some(i) = at else {
        return Some(Into::Key(path, key));
    };
    path.push(i);
    (held(node_at(tree, &path)?) > 0).then_some(Into::List(path))
}

/// Does card `c` pilot or drive the craft it is aboard (its seat goes with it)?
fn seated(board: &Board, c: CardIx) -> bool {
    matches!(board.cards[c].place, crate::board::Place::Aboard(h)
        if board.cards[h].pilot == Some(c) || board.cards[h].driver == Some(c))
}

/// Does card `c`, or a card it holds, escort a captive? A captive names its escort, so only
/// the cards that name another (`Board::linked`) are read, not every card (issue 38 item 8:
/// a removal read all 16,000 troopers for a captive; `Pass::EscortCards`).
fn escorts(board: &Board, c: CardIx) -> bool {
    let linked = board.linked();
    crate::board::passes::count(crate::board::passes::Pass::EscortCards, linked.len());
    linked.iter().any(|&x| {
        matches!(board.cards[x].place, crate::board::Place::Escorted(e)
            if e == c || within(board, e, c))
    })
}

/// A change of `listed`: the item taken out (its path), the list put into (its path) with the
/// entry put, what is said, and what it touched on the board.
type Listed = (
    Option<Path>,
    Option<(Into, Node)>,
    Done,
    Option<in_place::Touched>,
);

/// What a card's `:add`, `:move` or `:remove` takes out and puts in, where it is of the shape
/// `listed` makes (`Some(Err)`: the change is refused, as `copied` would refuse it).
fn list_change(board: &Board, tree: &Node, edit: &Edit) -> Option<Result<Listed, EditError>> {
    let made = match edit {
        Edit::AddCard {
            title,
            at,
            held,
            id,
            side,
        } => {
            let held = held.as_ref().map(|(h, c)| (*h, c.as_str()));
            match card_plan(board, title, at.as_deref(), held, id.as_deref(), *side) {
                Ok((entry, side, dest, done, touched)) => (
                    None,
                    Some((dest_into(board, tree, side, &dest)?, entry)),
                    done,
                    touched,
                ),
                Err(e) => return Some(Err(e)),
            }
        }
        Edit::Move { card, to, how } => {
            let (c, dest, done, touched) = match move_plan(board, card, to, *how) {
                Ok(p) => p,
                Err(e) => return Some(Err(e)),
            };
            if seated(board, c) {
                return None;
            }
            let from = find_entry(tree, board.card_span(c))?;
            let into = dest_into(board, tree, board.cards[c].side, &dest)?;
            // Into the list it leaves, or a list within it: its path moves with the take.
            if into.path().starts_with(&from[..from.len().checked_sub(1)?]) {
                return None;
            }
            let entry = node_at(tree, &from)?.clone();
            (Some(from), Some((into, entry)), done, touched)
        }
        Edit::Remove { what } => {
            let thing = match natural::name(board, what, Want::Dest) {
                Ok(t) => t,
                Err(e) => return Some(Err(e.into())),
            };
            let Thing::Card(c) = thing else {
                return None;
            };
            if seated(board, c) || escorts(board, c) {
                return None;
            }
            let from = find_entry(tree, board.card_span(c))?;
            let done = removed_said(board, &thing, board.card_name(c), &[], Vec::new());
            (Some(from), None, done, Some(in_place::Touched::CardGone(c)))
        }
        _ => return None,
    };
    Some(Ok(made))
}

/// Does the list or mapping `n` (read back after a change put `entry` as `into` says) end
/// with it?
fn ends_with(n: &Node, into: &Into, entry: &Node) -> bool {
    match (&n.value, into) {
        (Value::Seq(items), Into::List(_)) => items.last().is_some_and(|l| tree::same(l, entry)),
        (Value::Map(pairs), Into::Key(_, key)) => pairs.last().is_some_and(|(k, v)| {
            k.as_str() == Some(key)
                && matches!(&v.value, Value::Seq(items)
                    if items.len() == 1 && tree::same(&items[0], entry))
        }),
        _ => false,
    }
}

impl Editor {
    /// The end of a change made on the editor's own tree: the change as written where the
    /// tree followed its splices (`kept`); else the tree of the text read again, and `None`
    /// (the change is then made as any other). `nodes`: how many nodes the change took out of
    /// the tree and put into it (the count of the tree made follows from the editor's).
    fn spliced(
        &mut self,
        kept: bool,
        w: text::Scoped,
        (done, nodes): (Done, (usize, usize)),
        touched: Option<in_place::Touched>,
    ) -> Option<Result<Made, EditError>> {
        if !kept {
            let (t, read) = read_whole(self.text.as_str())?;
            self.nodes = tree::counted(&t);
            self.tree = t;
            self.count_read(read);
            return None;
        }
        let made = text::Rewritten {
            text: w.text,
            tree: std::mem::replace(&mut self.tree, Node::made(Value::Null)),
            back: w.back,
            shifts: w.shifts,
            nodes: (self.nodes + nodes.1).checked_sub(nodes.0),
        };
        Some(Ok((done, touched, made, text::Read::Spliced)))
    }

    /// A card's `:add`, `:move` or `:remove` made on the editor's own tree, where the change
    /// puts an entry at the end of a block list that holds one already and takes one out of a
    /// block list that keeps one; `None` where it is of another shape (or the tree could not
    /// follow it: the tree is then read again), and the editor is as it was.
    fn listed(&mut self, edit: &Edit) -> Option<Result<Made, EditError>> {
        if !self.plain || !text::plain_fits(self.text.len(), || self.nodes, CHANGE_NODES) {
            return None;
        }
        let (take, put, done, touched) = match list_change(&self.scenario.board, &self.tree, edit)?
        {
            Ok(l) => l,
            Err(e) => return Some(Err(e)),
        };
        // The nodes on the way to the item taken (it whole) and to the list or mapping put
        // into, and their entries, stand where they are (the writer reads them).
        if let Some(p) = &take {
            tree::settle_path(&mut self.tree, p, true);
        }
        if let Some((i, _)) = &put {
            tree::settle_path(&mut self.tree, i.path(), false);
        }
        let tree = &self.tree;
        // What goes: the item, or (the last of its list) the list's key with it; the path of
        // the list or mapping that loses it, and how many entries it holds.
        let (out, from, from_count) = match &take {
            Some(p) => {
                let list = &p[..p.len() - 1];
                match held(node_at(tree, list)?) {
                    0 => return None,
                    1 => {
                        let (&k, map) = list.split_last()?;
                        let pairs = node_at(tree, map)?.as_map()?;
                        let (key, value) = pairs.get(k)?;
                        let keyed = matches!(
                            key.as_str(),
                            Some("light" | "dark" | "aboard" | "carrying" | "escorting")
                        );
                        // The mapping keeps an entry, and nothing is put within it (its
                        // entries after the key move up).
                        if !keyed
                            || pairs.len() < 2
                            || put.as_ref().is_some_and(|(i, _)| i.path().starts_with(map))
                        {
                            return None;
                        }
                        (Some(text::Out::Key(key, value)), map.to_vec(), pairs.len())
                    }
                    n => (Some(text::Out::Item(node_at(tree, p)?)), list.to_vec(), n),
                }
            }
            None => (None, Vec::new(), 0),
        };
        let into_count = match &put {
            Some((i, _)) => held(node_at(tree, i.path())?),
            None => 0,
        };
        let made_key;
        let made_list;
        let into = match &put {
            Some((Into::List(l), entry)) => Some(text::In::List(node_at(tree, l)?, entry)),
            Some((Into::Key(m, key), entry)) => {
                made_key = scalar(key);
                made_list = node(Value::Seq(vec![entry.clone()]));
                Some(text::In::Key(node_at(tree, m)?, &made_key, &made_list))
            }
            None => None,
        };
        let taken = match &out {
            Some(text::Out::Item(n)) => tree::count(n),
            Some(text::Out::Key(k, v)) => tree::count(k) + tree::count(v),
            None => 0,
        };
        let put_in = match &into {
            Some(text::In::List(_, entry)) => tree::count(entry),
            Some(text::In::Key(_, k, list)) => tree::count(k) + tree::count(list),
            None => 0,
        };
        let w = text::write_listed(&self.text, self.crlf, out, into).ok()?;
        let kept = resplice::all(&self.text, &w.text, &mut self.tree, &w.pieces)
            && (take.is_none()
                || node_at(&self.tree, &from).is_some_and(|n| held(n) + 1 == from_count))
            && put.as_ref().is_none_or(|(i, entry)| {
                node_at(&self.tree, i.path())
                    .is_some_and(|n| held(n) == into_count + 1 && ends_with(n, i, entry))
            });
        self.spliced(kept, w, (done, (taken, put_in)), touched)
    }
}

// ----- the tree -----

/// The tree of `text` read whole, and how (as plain YAML, or not).
fn read_whole(text: &str) -> Option<(Node, text::Read)> {
    // Plain YAML within serde-saphyr's budgets, past the plain reader's own bound too (a
    // board of 20,000 troopers or more: issue 38 item 8).
    match yaml::parse_plain_within(text, yaml::SERDE_READS_NODES) {
        Some(t) => Some((t, text::Read::Whole { plain: true })),
        None => yaml::parse(text)
            .ok()
            .map(|t| (t, text::Read::Whole { plain: false })),
    }
}

fn scalar(text: &str) -> Node {
    Node::made_str(text)
}

fn node(value: Value) -> Node {
    Node::made(value)
}

/// The value under `key` in a mapping node.
fn get_mut<'n>(map: &'n mut Node, key: &str) -> Option<&'n mut Node> {
    match &mut map.value {
        Value::Map(pairs) => pairs
            .iter_mut()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v),
        _ => None,
    }
}

/// The list under `key` in a mapping node, made when missing (after the keys listed in
/// `before`, when given).
fn list_mut<'n>(map: &'n mut Node, key: &str) -> Result<&'n mut Vec<Node>, String> {
    let Value::Map(pairs) = &mut map.value else {
        return Err("the board's entry is not a mapping".into());
    };
    let at = match pairs.iter().position(|(k, _)| k.as_str() == Some(key)) {
        Some(i) => i,
        None => {
            pairs.push((scalar(key), node(Value::Seq(Vec::new()))));
            pairs.len() - 1
        }
    };
    let v = &mut pairs[at].1;
    match &v.value {
        Value::Seq(_) => {}
        Value::Null => v.value = Value::Seq(Vec::new()),
        Value::Scalar { .. } => {
            let one = v.clone();
            v.value = Value::Seq(vec![one]);
        }
        Value::Map(_) => return Err(format!("`{key}:` is not a list")),
    }
    match &mut v.value {
        Value::Seq(items) => Ok(items),
        _ => Err(format!("`{key}:` is not a list")),
    }
}

/// A path to a node: at each step, an item of a list or the value of a mapping's entry.
type Path = Vec<usize>;

fn at_path<'n>(root: &'n mut Node, path: &[usize]) -> Option<&'n mut Node> {
    let mut cur = root;
    for &i in path {
        cur = match &mut cur.value {
            Value::Seq(items) => items.get_mut(i)?,
            Value::Map(pairs) => &mut pairs.get_mut(i)?.1,
            _ => return None,
        };
    }
    Some(cur)
}

/// The path of the list item whose entry has its title at `span` (a card: the item itself or
/// its `card:`; a location: its `site:`/`system:`/`sector:`).
fn find_entry(root: &Node, span: ByteSpan) -> Option<Path> {
    let found = descend(root, span);
    // The tests (debug builds) hold the descent to the walk on every change they make.
    debug_assert!(
        found.is_none() || found == walk_to(root, span),
        "the descent to an entry found another than the walk"
    );
    found.or_else(|| walk_to(root, span))
}

/// Is the list item `it` (whose span lags `lag` bytes behind, as its list's entries do) the
/// entry titled at `span`?
fn titled_at(it: &Node, lag: isize, span: ByteSpan) -> bool {
    tree::lagged(it.span, lag) == span
        || it.as_map().is_some_and(|m| {
            m.iter().enumerate().any(|(i, (k, v))| {
                matches!(k.as_str(), Some("card" | "site" | "system" | "sector"))
                    && tree::lagged(v.span, lag + tree::tail_by(it, i)) == span
            })
        })
}

/// [`find_entry`] by going down through the one entry of each list or mapping that starts
/// last at or before `span` (entries are in the order of the text): the depth times the log
/// of the entries, not every entry before it (issue 38 item 8). `None` where that entry does
/// not lead to it (then the tree is walked). The lags of the nodes gone through are added
/// up on the way (`Node::tail`), not handed down.
fn descend(root: &Node, span: ByteSpan) -> Option<Path> {
    let mut path = Vec::new();
    let mut cur = root;
    // How far the spans of `cur`'s entries lag behind.
    let mut lag = 0;
    loop {
        // Entry `i` lags by its node's tail too, where it is in it (`Node::tail`).
        let at = |i: usize| lag + tree::tail_by(cur, i);
        let before = |i: usize, s: ByteSpan| tree::lagged(s, at(i)).start <= span.start;
        cur = match &cur.value {
            Value::Seq(items) => {
                let i =
                    tree::first_not(items.len(), |i| before(i, items[i].span)).checked_sub(1)?;
                path.push(i);
                if titled_at(&items[i], at(i), span) {
                    return Some(path);
                }
                lag = at(i);
                &items[i]
            }
            Value::Map(pairs) => {
                let i =
                    tree::first_not(pairs.len(), |i| before(i, pairs[i].0.span)).checked_sub(1)?;
                path.push(i);
                lag = at(i);
                &pairs[i].1
            }
            _ => return None,
        };
    }
}

/// [`find_entry`] by walking the tree in order.
fn walk_to(root: &Node, span: ByteSpan) -> Option<Path> {
    fn walk(n: &Node, lag: isize, span: ByteSpan, path: &mut Path) -> bool {
        // Entry `i` lags by its node's tail too, where it is in it (`Node::tail`).
        let at = |i: usize| lag + tree::tail_by(n, i);
        match &n.value {
            Value::Seq(items) => {
                for (i, it) in items.iter().enumerate() {
                    path.push(i);
                    if titled_at(it, at(i), span) || walk(it, at(i), span, path) {
                        return true;
                    }
                    path.pop();
                }
                false
            }
            Value::Map(pairs) => {
                for (i, (_, v)) in pairs.iter().enumerate() {
                    path.push(i);
                    if walk(v, at(i), span, path) {
                        return true;
                    }
                    path.pop();
                }
                false
            }
            _ => false,
        }
    }
    let mut path = Vec::new();
    walk(root, 0, span, &mut path).then_some(path)
}

/// Takes the list item at `path` out of its list; a list left empty goes with its key.
fn take(root: &mut Node, path: &[usize]) -> Option<Node> {
    let (&last, parent) = path.split_last()?;
    let list = at_path(root, parent)?;
    let Value::Seq(items) = &mut list.value else {
        return None;
    };
    let item = items.remove(last);
    if items.is_empty()
        && let Some((&key_at, map_path)) = parent.split_last()
        && let Some(map) = at_path(root, map_path)
        && let Value::Map(pairs) = &mut map.value
        && pairs.get(key_at).is_some_and(|(k, _)| {
            matches!(
                k.as_str(),
                Some("light" | "dark" | "aboard" | "carrying" | "escorting")
            )
        })
    {
        pairs.remove(key_at);
    }
    Some(item)
}

/// A card entry as a mapping (`Luke` → `{ card: Luke }`), to add keys to.
fn as_map(entry: &mut Node) {
    if let Value::Scalar { .. } = entry.value {
        let title = entry.clone();
        entry.value = Value::Map(vec![(scalar("card"), title)]);
    }
}

fn root_map(tree: &mut Node) -> Result<&mut Vec<(Node, Node)>, String> {
    if tree.is_null() {
        tree.value = Value::Map(Vec::new());
    }
    match &mut tree.value {
        Value::Map(pairs) => Ok(pairs),
        _ => Err("the board's file is not a mapping of keys".into()),
    }
}

/// Sets a top-level key, placing a new one in the order of the scenario format.
fn set_top(tree: &mut Node, key: &str, value: Node) -> Result<(), String> {
    let pairs = root_map(tree)?;
    if let Some(p) = pairs.iter_mut().find(|(k, _)| k.as_str() == Some(key)) {
        p.1 = value;
        return Ok(());
    }
    let rank = |k: &str| {
        TOP_KEYS
            .iter()
            .position(|t| *t == k)
            .unwrap_or(TOP_KEYS.len())
    };
    let mine = rank(key);
    let at = pairs
        .iter()
        .position(|(k, _)| k.as_str().is_some_and(|k| rank(k) > mine))
        .unwrap_or(pairs.len());
    pairs.insert(at, (scalar(key), value));
    Ok(())
}

// ----- the changes -----

fn set(tree: &mut Node, key: &str, value: &str) -> Result<Done, String> {
    match key {
        "turn" => {
            side_named(value)?;
        }
        "phase" if !crate::board::Phase::ALL.iter().any(|(n, _)| *n == value) => {
            let names: Vec<&str> = crate::board::Phase::ALL.iter().map(|(n, _)| *n).collect();
            return Err(format!("`{value}` is no phase: {}", names.join(", ")));
        }
        "rules" if crate::rules::Ruleset::parse(value).is_none() => {
            return Err(format!(
                "`{value}` is no ruleset: hoth, dagobah, cloud-city, latest (dotf: Young Jedi)"
            ));
        }
        _ => {}
    }
    set_top(tree, key, scalar(value))?;
    Ok(format!("{key}: {value}"))
}

/// The definition a typed title names in the catalog.
fn def_titled<'c>(
    catalog: &'c Catalog,
    title: &str,
) -> Result<&'c crate::catalog::CardDef, String> {
    match catalog.resolve(title) {
        Resolution::Found(ids) => Ok(catalog.get(ids[0])),
        Resolution::Ambiguous(list) => Err(format!(
            "`{title}` fits several cards: {}{}; quote the whole title",
            list.iter()
                .take(12)
                .map(|t| format!("`{t}`"))
                .collect::<Vec<_>>()
                .join(", "),
            if list.len() > 12 {
                format!(" and {} more", list.len() - 12)
            } else {
                String::new()
            }
        )),
        Resolution::Unknown(near) => Err(match near.first() {
            Some(n) => format!("no card is titled `{title}`; did you mean `{n}`?"),
            None => format!("no card is titled `{title}`"),
        }),
    }
}

fn add_location(board: &Board, tree: &mut Node, title: &str) -> Result<Done, EditError> {
    let def = def_titled(&board.catalog, title)?.clone();
    if def.card_type != CardType::Location {
        return Err(format!(
            "`{}` is a {}: say where it goes, `:add \"{}\" at <location>`",
            def.plain_title(),
            def.kind_words(),
            def.plain_title()
        )
        .into());
    }
    let plain = def.plain_title().to_string();
    if board.game == crate::board::Game::YoungJedi {
        return add_planet_site(tree, &plain).map_err(EditError::from);
    }
    // The layout rules' own answer: where (and whether) the location goes.
    let v = crate::ask(board, &format!("insertion \"{plain}\""), None)
        .map_err(|e| EditError::Refused(e.to_string()))?;
    let why = || {
        v.reasons
            .iter()
            .map(|r| format!("{} ({}): {}", r.rule, r.citation, r.applied))
            .chain(v.undetermined_because.iter().map(ToString::to_string))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let places = match &v.answer {
        Answer::List(l) if l.is_empty() => {
            return Err(format!("{plain} may not be added: {}", why()).into());
        }
        Answer::List(l) => l.clone(),
        _ => return Err(format!("where {plain} goes is undetermined: {}", why()).into()),
    };
    let kind = if def.is_site() {
        "site"
    } else if def.is_system() {
        "system"
    } else {
        "sector"
    };
    let entry = node(Value::Map(vec![(scalar(kind), scalar(&plain))]));
    let row = home_row(board, &def).or_else(|| {
        def.is_sector()
            .then(|| {
                crate::board::facts::rows_with_system(board)
                    .first()
                    .copied()
            })
            .flatten()
    });
    let Some(r) = row else {
        if places.len() == 1 && places[0].starts_with("in a new row") {
            let name = planet_of(&def)
                .unwrap_or_else(|| plain.split(':').next().unwrap_or(&plain).trim().to_string());
            let pairs = root_map(tree)?;
            if !pairs.iter().any(|(k, _)| k.as_str() == Some("rows")) {
                set_top(tree, "rows", node(Value::Map(Vec::new())))?;
            }
            let rows = root_map(tree)?
                .iter_mut()
                .find(|(k, _)| k.as_str() == Some("rows"))
                .map(|(_, v)| v)
                .ok_or("no `rows:`")?;
            if rows.is_null() {
                rows.value = Value::Map(Vec::new());
            }
            let Value::Map(rp) = &mut rows.value else {
                return Err("`rows:` is not a mapping".to_string().into());
            };
            rp.push((scalar(&name), node(Value::Seq(vec![entry]))));
            return Ok(format!("{plain}: in a new row, {name}"));
        }
        return Err(format!(
            "{plain} goes {}: add it by editing the board (the repl places sites, systems and sectors of a planet's row)",
            places.join("; ")
        )
        .into());
    };
    let indices = insertion_indices(board, r, &def);
    let locs = patterned(board, r);
    let Some(&i) = indices.first() else {
        return Err(format!("{plain} has no place in the {} row", board.rows[r].name).into());
    };
    let place = describe_place(board, &locs, i);
    // The neighbour in the file: before the location now at `i`, else after the last one.
    let (anchor, after) = match locs.get(i) {
        Some(&l) => (Some(l), false),
        None => (locs.last().copied(), true),
    };
    let row_span = board.rows[r].span;
    let list = match anchor {
        Some(l) => {
            let path = find_entry(tree, board.locations[l].span)
                .ok_or("the row's entry is not in the file")?;
            let (&at, parent) = path.split_last().ok_or("no row")?;
            let list = at_path(tree, parent).ok_or("no row")?;
            let Value::Seq(items) = &mut list.value else {
                return Err("the row is not a list".to_string().into());
            };
            items.insert(if after { at + 1 } else { at }, entry.clone());
            None
        }
        None => Some(row_span),
    };
    if let Some(span) = list {
        // An empty row: its list is found by the row's name.
        let rows = get_mut(tree, "rows").ok_or("no `rows:`")?;
        let Value::Map(rp) = &mut rows.value else {
            return Err("`rows:` is not a mapping".to_string().into());
        };
        let (_, v) = rp
            .iter_mut()
            .find(|(k, _)| k.span == span)
            .ok_or("the row is not in the file")?;
        if !matches!(v.value, Value::Seq(_)) {
            v.value = Value::Seq(Vec::new());
        }
        if let Value::Seq(items) = &mut v.value {
            items.push(entry);
        }
    }
    let mut done = format!("{plain}: {place} (row {})", board.rows[r].name);
    if places.len() > 1 {
        done.push_str(&format!(
            "; the layout rules allow {} places: {}; the first is taken (edit the file for another)",
            places.len(),
            places.join("; ")
        ));
    }
    Ok(done)
}

/// A Young Jedi location: in its planet's row (made when missing), after the sites there. The
/// layout rules are the Star Wars CCG's; a Young Jedi planet's row has no order to keep.
fn add_planet_site(tree: &mut Node, plain: &str) -> Result<Done, String> {
    let planet = plain.split(':').next().unwrap_or(plain).trim().to_string();
    if !crate::catalog::youngjedi::PLANETS.contains(&planet.as_str()) {
        return Err(format!("{plain} is on no Young Jedi planet's row"));
    }
    if !root_map(tree)?
        .iter()
        .any(|(k, _)| k.as_str() == Some("rows"))
    {
        set_top(tree, "rows", node(Value::Map(Vec::new())))?;
    }
    let rows = get_mut(tree, "rows").ok_or("no `rows:`")?;
    if rows.is_null() {
        rows.value = Value::Map(Vec::new());
    }
    let Value::Map(rp) = &mut rows.value else {
        return Err("`rows:` is not a mapping".into());
    };
    let entry = node(Value::Map(vec![(scalar("site"), scalar(plain))]));
    match rp
        .iter_mut()
        .find(|(k, _)| k.as_str() == Some(planet.as_str()))
    {
        Some((_, v)) => {
            if !matches!(v.value, Value::Seq(_)) {
                v.value = Value::Seq(Vec::new());
            }
            if let Value::Seq(items) = &mut v.value {
                items.push(entry);
            }
        }
        None => rp.push((scalar(&planet), node(Value::Seq(vec![entry])))),
    }
    Ok(format!("{plain} (row {planet})"))
}

/// The location or card a place names.
fn place_named(board: &Board, text: &str) -> Result<Thing, String> {
    natural::name(board, text, Want::Dest)
}

/// A card entry: the title, or `{ card, id }`.
fn card_entry(title: &str, id: Option<&str>) -> Node {
    match id {
        Some(id) => node(Value::Map(vec![
            (scalar("card"), scalar(title)),
            (scalar("id"), scalar(id)),
        ])),
        None => scalar(title),
    }
}

/// Where a card goes: at a location (under its side's list), or held by a card.
enum Dest {
    Loc(crate::board::LocId),
    Held(Hold, CardIx),
}

/// Puts `entry` at a location (under its side's list) or in its holder's list.
fn put(board: &Board, tree: &mut Node, entry: Node, side: Side, dest: &Dest) -> Result<(), String> {
    match dest {
        Dest::Loc(l) => {
            let path = find_entry(tree, board.locations[*l].span)
                .ok_or("the location's entry is not in the file")?;
            let loc = at_path(tree, &path).ok_or("no such entry")?;
            list_mut(loc, side.name())?.push(entry);
        }
        Dest::Held(how, c) => {
            let path = find_entry(tree, board.card_span(*c))
                .ok_or("the card's entry is not in the file")?;
            let holder = at_path(tree, &path).ok_or("no such entry")?;
            as_map(holder);
            list_mut(holder, how.key())?.push(entry);
        }
    }
    Ok(())
}

/// Is a card of this type a vehicle, a starship or a creature (what holds cards aboard)?
fn is_craft(t: CardType) -> bool {
    matches!(
        t,
        CardType::Starship | CardType::Vehicle | CardType::Creature
    )
}

/// How `holder` takes a card of definition `def` and side `side`, asked `asked` (`None`:
/// `to <card>`, decided by the two cards' kinds). A refusal names the form that works.
fn hold_for(
    board: &Board,
    def: &crate::catalog::CardDef,
    side: Side,
    holder: CardIx,
    asked: Option<Hold>,
) -> Result<Hold, String> {
    let hdef = board.card_def(holder);
    let h = board.card_name(holder);
    let at = board.cards[holder].id.as_ref().map_or_else(
        || format!("\"{}\"", hdef.plain_title()),
        |i| format!("@{i}"),
    );
    let t = def.plain_title();
    let gear = matches!(def.card_type, CardType::Weapon | CardType::Device);
    let character = def.card_type == CardType::Character;
    let craft = is_craft(hdef.card_type);
    let holder_character = hdef.card_type == CardType::Character;
    let say = |how: Hold| format!("`{} {at}`", how.words());
    match asked {
        Some(Hold::Escorted) if !character => Err(format!(
            "only a character is a captive, and {t} is a {}{}",
            def.kind_words(),
            if gear {
                format!(
                    ": a weapon or device a character carries goes {}",
                    say(Hold::Carried)
                )
            } else {
                String::new()
            }
        )),
        Some(Hold::Escorted) if !holder_character => Err(format!(
            "a captive is escorted by a character, and {h} is a {}{}",
            hdef.kind_words(),
            if craft {
                format!(
                    ": a frozen captive left aboard goes {} with `:state … captured` and `frozen`",
                    say(Hold::Aboard)
                )
            } else {
                String::new()
            }
        )),
        Some(Hold::Escorted) if board.cards[holder].side == side => Err(format!(
            "{t} and {h} are both of the {} side: a captive is escorted by the other side's character",
            side.name()
        )),
        Some(Hold::Aboard) if !craft => Err(format!(
            "{h} is a {}: nothing goes aboard it{}",
            hdef.kind_words(),
            match (gear, character && holder_character) {
                (true, _) => format!(
                    "; a weapon or device it carries goes {}",
                    say(Hold::Carried)
                ),
                (_, true) => format!("; a captive in its custody goes {}", say(Hold::Escorted)),
                _ => String::new(),
            }
        )),
        Some(Hold::Aboard) if gear => Err(format!(
            "{t} is a {}: it is carried, not aboard: {}",
            def.kind_words(),
            say(Hold::Carried)
        )),
        Some(Hold::Carried) if character || is_craft(def.card_type) => Err(format!(
            "{t} is a {}: it is not carried{}",
            def.kind_words(),
            match (character && holder_character, craft) {
                (true, _) => format!("; a captive goes {}", say(Hold::Escorted)),
                (_, true) => format!("; it goes {}", say(Hold::Aboard)),
                _ => String::new(),
            }
        )),
        Some(Hold::Aboard | Hold::Carried) | None
            if (gear || craft) && board.cards[holder].side != side =>
        {
            Err(format!(
                "{t} is listed on the {} side and {h} on the {}: what a card carries or holds aboard is of its own side (a stolen card is written by hand with `state: [stolen]`)",
                side.name(),
                board.cards[holder].side.name()
            ))
        }
        Some(how) => Ok(how),
        None if gear => Ok(Hold::Carried),
        None if craft => Ok(Hold::Aboard),
        None if character && holder_character => Err(format!(
            "{t} cannot go to {h}, a character: a captive in its custody goes {}",
            say(Hold::Escorted)
        )),
        None => Err(format!(
            "{t} cannot go to {h}: a card goes to a location, `aboard` a vehicle or starship, `on` a character (a weapon or device) or `escorted by` one (a captive)"
        )),
    }
}

fn dest_name(board: &Board, d: &Dest) -> String {
    match d {
        Dest::Loc(l) => format!("at {}", board.loc_name(*l)),
        Dest::Held(how, c) => format!("{} {}", how.words(), board.card_name(*c)),
    }
}

/// Where `to` sends a card of definition `def` and side `side`: a location, or a card (held
/// as `how` asks, or as the kinds say when `how` is `None`).
fn dest_for(
    board: &Board,
    def: &crate::catalog::CardDef,
    side: Side,
    to: &str,
    how: Option<Hold>,
) -> Result<Dest, String> {
    let thing = match how {
        Some(_) => natural::name(board, to, Want::Card)?,
        None => place_named(board, to)?,
    };
    match thing {
        Thing::Loc(l) if how.is_none() => Ok(Dest::Loc(l)),
        Thing::Card(c) => Ok(Dest::Held(hold_for(board, def, side, c, how)?, c)),
        _ if how.is_some() => Err(format!("`{to}` is not a card in play")),
        _ => Err("a card goes to a location, or aboard, on or escorted by a card".into()),
    }
}

fn add_card(
    board: &Board,
    tree: &mut Node,
    title: &str,
    at: Option<&str>,
    held: Option<(Hold, &str)>,
    id: Option<&str>,
    side: Option<Side>,
) -> Result<(Done, Option<in_place::Touched>), EditError> {
    let (entry, side, dest, done, touched) = card_plan(board, title, at, held, id, side)?;
    put(board, tree, entry, side, &dest)?;
    Ok((done, touched))
}

/// A card to add: its entry, side and destination, what is said of it and what it touches.
type CardPlan = (Node, Side, Dest, Done, Option<in_place::Touched>);

/// What `:add <card>` puts where (nothing changed yet).
fn card_plan(
    board: &Board,
    title: &str,
    at: Option<&str>,
    held: Option<(Hold, &str)>,
    id: Option<&str>,
    side: Option<Side>,
) -> Result<CardPlan, EditError> {
    let mut def = def_titled(&board.catalog, title)?;
    // A captive is of the other side than its escort: of a title printed for each side (Cloud
    // City Trooper), that side's printing.
    if let (None, Some((Hold::Escorted, who))) = (side, held)
        && let Ok(Thing::Card(h)) = natural::name(board, who, Want::Card)
        && let Resolution::Found(ids) = board.catalog.resolve(title)
        && let Some(&fit) = ids
            .iter()
            .find(|&&i| board.catalog.get(i).side == side_printed(board.cards[h].side.opponent()))
    {
        def = board.catalog.get(fit);
    }
    if def.card_type == CardType::Location {
        return Err(format!(
            "`{}` is a location: `:add \"{}\"` puts it in its row",
            def.plain_title(),
            def.plain_title()
        )
        .into());
    }
    unique_room(board, def)?;
    let side = match (side, def.side) {
        (Some(s), _) => s,
        (None, Printed::Light) => Side::Light,
        (None, Printed::Dark) => Side::Dark,
        (None, Printed::Any) => {
            return Err(format!(
                "`{}` is printed for both sides: add `for light` or `for dark`",
                def.plain_title()
            )
            .into());
        }
    };
    let dest = match (held, at) {
        (Some((how, who)), _) => dest_for(board, def, side, who, Some(how))?,
        (None, Some(p)) => dest_for(board, def, side, p, None)?,
        (None, None) => {
            return Err(
                "say where: `at <location>`, `aboard <card>`, `on <card>` or `escorted by <card>`"
                    .to_string()
                    .into(),
            );
        }
    };
    let plain = def.plain_title().to_string();
    let touched = match dest {
        Dest::Loc(loc) => Some(in_place::Touched::CardAt { loc, side }),
        Dest::Held(..) => None,
    };
    let done = format!(
        "{plain}{} ({}) {}",
        id.map(|i| format!(" (@{i})")).unwrap_or_default(),
        side.name(),
        dest_name(board, &dest)
    );
    Ok((card_entry(&plain, id), side, dest, done, touched))
}

/// A unique card (•, or ••…) is refused once its copies are all on the table, both sides
/// together, as a second unique location is.
fn unique_room(board: &Board, def: &crate::catalog::CardDef) -> Result<(), String> {
    if def.unique == 0 {
        return Ok(());
    }
    let key = def.key();
    let copies = board
        .cards
        .iter()
        .map(|c| c.def)
        .chain(board.locations.iter().map(|l| l.def))
        .filter(|d| board.def(*d).key() == key)
        .count();
    if copies < usize::from(def.unique) {
        return Ok(());
    }
    let rule = &crate::rulebook::unique::UNIQUE;
    Err(format!(
        "{} may not be added: {} ({}): {}",
        def.plain_title(),
        rule.id,
        rule.citation(),
        rule.statement
    ))
}

/// The printed side of a card of `side`.
fn side_printed(side: Side) -> Printed {
    match side {
        Side::Light => Printed::Light,
        Side::Dark => Printed::Dark,
    }
}

fn card_named(board: &Board, text: &str) -> Result<CardIx, String> {
    match natural::name(board, text, Want::Card)? {
        Thing::Card(c) => Ok(c),
        _ => Err(format!("`{text}` is not a card in play")),
    }
}

fn move_card(
    board: &Board,
    tree: &mut Node,
    card: &str,
    to: &str,
    how: Option<Hold>,
) -> Result<(Done, Option<in_place::Touched>), EditError> {
    let (c, dest, done, touched) = move_plan(board, card, to, how)?;
    leave_seat(board, tree, c);
    let path = find_entry(tree, board.card_span(c)).ok_or("the card's entry is not in the file")?;
    let entry = take(tree, &path).ok_or("the card's entry is not in a list")?;
    // The tree changed: find the destination again by its span (spans did not move).
    put(board, tree, entry, board.cards[c].side, &dest)?;
    Ok((done, touched))
}

/// What `:move` moves where (nothing changed yet): the card, its destination, what is said
/// and what it touches.
fn move_plan(
    board: &Board,
    card: &str,
    to: &str,
    how: Option<Hold>,
) -> Result<(CardIx, Dest, Done, Option<in_place::Touched>), EditError> {
    let c = card_named(board, card)?;
    let dest = dest_for(board, board.card_def(c), board.cards[c].side, to, how)?;
    if let Dest::Held(_, d) = dest
        && (d == c || within(board, d, c))
    {
        return Err(format!(
            "{} cannot go aboard itself or what it holds",
            board.card_name(c)
        )
        .into());
    }
    let what = match dest {
        Dest::Loc(_) => dest_name(board, &dest).replacen("at ", "to ", 1),
        Dest::Held(..) => dest_name(board, &dest),
    };
    let touched = match dest {
        Dest::Loc(loc) => Some(in_place::Touched::Moved {
            card: c,
            loc,
            side: board.cards[c].side,
        }),
        Dest::Held(..) => None,
    };
    Ok((c, dest, format!("{} {what}", board.card_name(c)), touched))
}

/// A card that leaves the craft it pilots or drives leaves its seat: the craft's `pilot:` or
/// `driver:` naming it goes (as the rules move it: `reach::relocate`).
fn leave_seat(board: &Board, tree: &mut Node, c: CardIx) {
    let crate::board::Place::Aboard(h) = board.cards[c].place else {
        return;
    };
    let seats: Vec<&str> = [
        ("pilot", board.cards[h].pilot),
        ("driver", board.cards[h].driver),
    ]
    .into_iter()
    .filter(|(_, x)| *x == Some(c))
    .map(|(k, _)| k)
    .collect();
    if seats.is_empty() {
        return;
    }
    if let Some(path) = find_entry(tree, board.card_span(h))
        && let Some(entry) = at_path(tree, &path)
        && let Value::Map(pairs) = &mut entry.value
    {
        pairs.retain(|(k, _)| !k.as_str().is_some_and(|k| seats.contains(&k)));
    }
}

fn within(board: &Board, c: CardIx, holder: CardIx) -> bool {
    let mut cur = c;
    for _ in 0..board.cards.len() {
        match board.cards[cur].place {
            crate::board::Place::At(_) => return false,
            crate::board::Place::Aboard(p)
            | crate::board::Place::Carried(p)
            | crate::board::Place::Escorted(p) => {
                if p == holder {
                    return true;
                }
                cur = p;
            }
        }
    }
    false
}

fn remove(
    board: &Board,
    tree: &mut Node,
    what: &str,
) -> Result<(Done, Option<in_place::Touched>), EditError> {
    let thing = natural::name(board, what, Want::Dest)?;
    let (span, name) = match &thing {
        Thing::Card(c) => (board.card_span(*c), board.card_name(*c)),
        Thing::Loc(l) => (board.locations[*l].span, board.loc_name(*l)),
        _ => return Err(format!("`{what}` is neither a card in play nor a location").into()),
    };
    // A card's captives do not simply go with it: taken out first, and put back by the rules.
    let freed = match thing {
        Thing::Card(c) => free_captives(board, tree, c)?,
        _ => Vec::new(),
    };
    if let Thing::Card(c) = thing {
        leave_seat(board, tree, c);
    }
    let path = find_entry(tree, span).ok_or("its entry is not in the file")?;
    take(tree, &path).ok_or("its entry is not in a list")?;
    let mut said = Vec::new();
    for (entry, captive, dest) in freed {
        match dest {
            Some((dest, side)) => {
                put(board, tree, entry, side, &dest)?;
                said.push(captive);
            }
            None => said.push(captive),
        }
    }
    let freed_cards: Vec<CardIx> = said.iter().map(|f| f.card).collect();
    let touched = match thing {
        Thing::Card(c) if freed_cards.is_empty() => Some(in_place::Touched::CardGone(c)),
        _ => None,
    };
    Ok((
        removed_said(board, &thing, name, &freed_cards, said),
        touched,
    ))
}

/// What `:remove` says: what went, what went with it, and what became of its captives.
fn removed_said(
    board: &Board,
    thing: &Thing,
    name: String,
    freed_cards: &[CardIx],
    said: Vec<Freed>,
) -> Done {
    // What goes with it: every card at the location, or aboard (carried, escorted by) the card,
    // in the board's order. A card that is not directly at a location is one of the cards
    // that name another (`Board::linked`, in the board's order): those are read, not every
    // card (issue 38 item 8: a card removed read every card of the board for what it held).
    let linked = board.linked().iter().copied();
    let with: Vec<CardIx> = match thing {
        Thing::Loc(l) => {
            let mut at: Vec<CardIx> = board.locations[*l].cards.clone();
            at.extend(linked.filter(|&c| board.location_of(c) == Some(*l)));
            at.sort_unstable_by_key(|&c| board.cards.order_key(c));
            at.dedup();
            at
        }
        Thing::Card(holder) => linked
            .filter(|&c| within(board, c, *holder) && !freed_cards.contains(&c))
            .collect(),
        _ => Vec::new(),
    };
    let with: Vec<String> = with.into_iter().map(|c| board.card_name(c)).collect();
    let mut out = match (thing, with.is_empty()) {
        (_, true) => format!("{name} removed"),
        (Thing::Loc(_), false) => format!(
            "{name} removed, with the {} on it: {}",
            if with.len() == 1 { "card" } else { "cards" },
            with.join(", ")
        ),
        _ => format!("{name} removed, with what it held: {}", with.join(", ")),
    };
    for f in said {
        out.push_str(&format!("; {}", f.said));
    }
    out
}

/// A captive's entry taken out of the tree, what is said of it, and where it goes back (under
/// which side's list), if anywhere.
type Loose = (Node, Freed, Option<(Dest, Side)>);

/// A captive whose escort leaves play, and what became of it.
struct Freed {
    card: CardIx,
    said: String,
}

/// The captives escorted by `c`, or by a card it holds, taken out of the tree with where each
/// goes when `c` leaves play (Cloud City rules: a captive whose escort leaves play is released,
/// staying at the site on its owner's side of the table, or escaping to the Used Pile
/// elsewhere; a 'frozen' one is left unattended at the site or aboard the craft, on the Dark
/// Side of the table). `None`: it leaves the board.
fn free_captives(board: &Board, tree: &mut Node, c: CardIx) -> Result<Vec<Loose>, String> {
    use crate::board::Place;
    // Where the removed card was: a site, or a craft that stays.
    let left = match board.cards[c].place {
        Place::At(l) if board.loc_def(l).is_site() => Some(Dest::Loc(l)),
        Place::Aboard(craft) => Some(Dest::Held(Hold::Aboard, craft)),
        _ => None,
    };
    let captives: Vec<CardIx> = board
        .cards
        .keys()
        .filter(|&x| match board.cards[x].place {
            Place::Escorted(e) => e == c || within(board, e, c),
            _ => false,
        })
        .collect();
    let mut out = Vec::new();
    for x in captives {
        let who = board.card_name(x);
        let frozen = board.cards[x].state.frozen;
        let path =
            find_entry(tree, board.card_span(x)).ok_or("a captive's entry is not in the file")?;
        let mut entry = take(tree, &path).ok_or("a captive's entry is not in a list")?;
        let at = left.as_ref().map(|d| dest_name(board, d));
        let (dest, said) = match (&left, frozen) {
            (Some(d), true) => {
                as_map(&mut entry);
                let state = list_mut(&mut entry, "state")?;
                if !state.iter().any(|s| s.as_str() == Some("captured")) {
                    state.insert(0, scalar("captured"));
                }
                let d = match d {
                    Dest::Loc(l) => Dest::Loc(*l),
                    Dest::Held(h, k) => Dest::Held(*h, *k),
                };
                (
                    Some((d, Side::Dark)),
                    format!(
                        "{who}, 'frozen', is left unattended {}, on the Dark Side of the table",
                        at.unwrap_or_default()
                    ),
                )
            }
            (Some(Dest::Loc(l)), false) => (
                Some((Dest::Loc(*l), board.cards[x].side)),
                format!(
                    "{who} is released (its escort left play) and stays {}, on its owner's side",
                    at.unwrap_or_default()
                ),
            ),
            _ => (
                None,
                format!(
                    "{who} is released and, away from a site, escapes to its owner's Used Pile: removed from the board"
                ),
            ),
        };
        out.push((entry, Freed { card: x, said }, dest));
    }
    Ok(out)
}

fn set_state(
    board: &Board,
    tree: &mut Node,
    what: &str,
    state: &str,
) -> Result<(Done, Option<in_place::Touched>), EditError> {
    let (span, name, touched) = state_target(board, what)?;
    let path = find_entry(tree, span).ok_or("its entry is not in the file")?;
    let entry = at_path(tree, &path).ok_or("no such entry")?;
    Ok((state_entry(entry, &name, state)?, touched))
}

/// The card or location whose state `what` names: its title's span, its name, and what the
/// change touches on the board.
fn state_target(
    board: &Board,
    what: &str,
) -> Result<(ByteSpan, String, Option<in_place::Touched>), EditError> {
    let thing = natural::name(board, what, Want::Dest)?;
    match thing {
        Thing::Card(c) => Ok((
            board.card_span(c),
            board.card_name(c),
            Some(in_place::Touched::CardState(c)),
        )),
        Thing::Loc(l) => Ok((board.locations[l].span, board.loc_name(l), None)),
        _ => Err(format!("`{what}` is neither a card in play nor a location").into()),
    }
}

/// The state of the entry `entry` (named `name`) set: `none` takes it off.
fn state_entry(entry: &mut Node, name: &str, state: &str) -> Result<Done, String> {
    as_map(entry);
    if state.eq_ignore_ascii_case("none") {
        if let Value::Map(pairs) = &mut entry.value {
            pairs.retain(|(k, _)| k.as_str() != Some("state"));
        }
        return Ok(format!("{name}: no state"));
    }
    let list = list_mut(entry, "state")?;
    if !list.iter().any(|s| s.as_str() == Some(state)) {
        list.push(scalar(state));
    }
    Ok(format!("{name}: {state}"))
}
