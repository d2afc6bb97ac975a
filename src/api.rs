//! The JSON documents the binary prints with `--format json`, as functions of a board's text:
//! `swjudge ask`, `moves`, `validate` and `cards` call them, and so does `swjudge serve`, so the
//! page's answers are the terminal's, byte for byte. Nothing here knows about HTTP or terminals.

use crate::board::Board;
use crate::catalog::{CardDef, Catalog};
use crate::render::json::{self, ErrorDoc, ErrorEntry, ValidateDoc};
use crate::rules::{self, AskError, AskErrorKind, Ruleset};
use crate::scenario::{self, Scenario, ScenarioErrors};
use crate::verdict::Verdict;

/// Why a question about a board got no answer: the board did not load, the ruleset asked for is
/// the other game's, or the question was refused (each a diagnostic with its spans).
#[derive(Debug)]
pub enum Failure {
    /// The board's problems, each at its place in the file.
    Load(ScenarioErrors),
    /// `--rules` (or the request's `rules`) names the other game's ruleset: why.
    Rules(String),
    /// The question's error (a syntax error, a name that fits nothing, several readings…).
    Ask(AskError),
}

impl Failure {
    /// The error document `--format json` prints for it; `file` names the board as the user did.
    pub fn doc(&self, file: &str) -> ErrorDoc {
        match self {
            Failure::Load(errs) => ErrorDoc::new(
                Some(file.to_string()),
                errs.errors.iter().map(|e| ErrorEntry::of(e)).collect(),
            ),
            Failure::Rules(why) => ErrorDoc::new(
                None,
                vec![ErrorEntry::message(
                    "swjudge::cli::ruleset",
                    format!("{file}: --rules: {why}"),
                    None,
                )],
            ),
            Failure::Ask(e) => ErrorDoc::new(None, vec![ask_entry(e)]),
        }
    }
}

/// A question's error as an error entry, with the readings to pick from when several fit.
pub fn ask_entry(e: &AskError) -> ErrorEntry {
    let mut entry = ErrorEntry::of(e);
    if let AskErrorKind::Reading(n) = &*e.0 {
        entry.readings = n.readings().to_vec();
    }
    entry
}

/// A board's text loaded as `swjudge ask` loads a file (the same size limit and diagnostics);
/// `name` is what its errors call it.
pub fn load(name: &str, text: &[u8], catalog: Catalog) -> Result<Scenario, Failure> {
    scenario::load_bytes(name, text, catalog).map_err(Failure::Load)
}

/// The ruleset `chosen` may judge `board` (`--rules` of the other game is refused).
pub fn fits(board: &Board, chosen: Option<Ruleset>) -> Result<(), Failure> {
    match crate::ruleset_conflict(board, chosen) {
        Some(why) => Err(Failure::Rules(why)),
        None => Ok(()),
    }
}

/// `swjudge ask`: the verdict on a loaded board, or why there is none.
pub fn answer(board: &Board, question: &str, chosen: Option<Ruleset>) -> Result<Verdict, Failure> {
    fits(board, chosen)?;
    crate::ask(board, question, chosen).map_err(Failure::Ask)
}

/// `swjudge moves [card] [--all]`: every legal move of a card (a title or `@id`), or of every
/// card of the side to move.
pub fn moves(
    board: &Board,
    card: Option<&str>,
    all: bool,
    chosen: Option<Ruleset>,
) -> Result<Verdict, Failure> {
    fits(board, chosen)?;
    moves_query(card)
        .and_then(|mut q| {
            if let crate::query::QueryKind::Moves { all: a, .. } = &mut q.kind {
                *a = all;
            }
            rules::evaluate(board, &q, crate::ruleset_for(board, chosen))
        })
        .map_err(Failure::Ask)
}

/// The `moves` question about `card` (a title or `@id`), or about every card of the side to
/// move.
fn moves_query(card: Option<&str>) -> Result<crate::query::Query, AskError> {
    let query = match card {
        Some(c) if c.starts_with('@') => format!("moves {c}"),
        Some(c) => format!("moves \"{}\"", c.replace('"', "")),
        None => "moves".to_string(),
    };
    crate::query::parse(&query).map_err(AskError::from)
}

/// `swjudge moves <board> [card] --all`: every move handed to `each` as it is found, then
/// the verdict that counts them (see [`rules::stream_moves`]). `each` may stop the search.
pub fn moves_streamed(
    board: &Board,
    card: Option<&str>,
    chosen: Option<Ruleset>,
    each: &mut dyn FnMut(&rules::FoundMove) -> std::ops::ControlFlow<()>,
) -> Result<Verdict, Failure> {
    fits(board, chosen)?;
    let q = moves_query(card).map_err(Failure::Ask)?;
    let crate::query::QueryKind::Moves { card: asked, .. } = &q.kind else {
        // Not a `moves` question after all (never so today): answered whole.
        return moves(board, card, true, chosen);
    };
    let text = format!("{} --all", q.text);
    let ruleset = crate::ruleset_for(board, chosen);
    rules::stream_moves(board, asked.as_ref(), q.asker, &text, ruleset, each).map_err(Failure::Ask)
}

/// `swjudge ask <board> 'reach <card> <location>'`, from the two names (titles or `@id`s).
pub fn reach(
    board: &Board,
    card: &str,
    location: &str,
    chosen: Option<Ruleset>,
) -> Result<Verdict, Failure> {
    let name = |n: &str| {
        let n = n.trim();
        if n.starts_with('@') {
            n.to_string()
        } else {
            format!("\"{}\"", n.replace('"', ""))
        }
    };
    answer(
        board,
        &format!("reach {} {}", name(card), name(location)),
        chosen,
    )
}

/// `ask --format json`'s text for a board's text and a question: the answer document, or the
/// error document (the CLI prints either on stdout; the server answers with it).
pub fn ask_json(
    name: &str,
    text: &[u8],
    question: &str,
    chosen: Option<Ruleset>,
    catalog: Catalog,
) -> Result<String, ErrorDoc> {
    let s = load(name, text, catalog).map_err(|f| f.doc(name))?;
    answer(&s.board, question, chosen)
        .map(|v| json::answer(&v))
        .map_err(|f| f.doc(name))
}

/// `validate --format json`'s document for a loaded board.
pub fn validate(file: &str, board: &Board, chosen: Option<Ruleset>) -> ValidateDoc {
    let ruleset = crate::ruleset_for(board, chosen);
    let report = rules::validate::judge(board, ruleset);
    ValidateDoc::new(file, ruleset, &report.problems, &report.unknown)
}

/// The game a card belongs to (`cards --game`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardGame {
    Swccg,
    YoungJedi,
}

impl CardGame {
    pub fn name(self) -> &'static str {
        match self {
            CardGame::Swccg => "swccg",
            CardGame::YoungJedi => "young-jedi",
        }
    }
    pub fn parse(s: &str) -> Option<CardGame> {
        match s {
            "swccg" => Some(CardGame::Swccg),
            "young-jedi" => Some(CardGame::YoungJedi),
            _ => None,
        }
    }
}

/// A card of `cards --format json`: its game, then its facts.
#[derive(Debug, serde::Serialize)]
pub struct CardDoc<'a> {
    pub game: &'static str,
    #[serde(flatten)]
    pub card: &'a CardDef,
    /// The card's game text, sentence by sentence, as the judge reads it.
    pub text: Vec<SentenceDoc>,
}

/// One sentence of a card's text as `swjudge cards` shows it: the acts it bears on, and the
/// fact read from it in words (`None`: not read).
#[derive(Debug, serde::Serialize)]
pub struct SentenceDoc {
    pub sentence: String,
    pub bears_on: Vec<crate::catalog::text::ActKind>,
    pub read: Option<String>,
}

impl<'a> CardDoc<'a> {
    pub fn new(game: &'static str, card: &'a CardDef) -> CardDoc<'a> {
        let text = card
            .sentences_as_printed()
            .into_iter()
            .map(|s| SentenceDoc {
                bears_on: s.bears_on.kinds().collect(),
                read: s.fact.as_ref().map(|f| f.to_string()),
                sentence: s.text,
            })
            .collect();
        CardDoc { game, card, text }
    }
}

/// `swjudge cards [words…] [--game]`: every card whose title holds every word, Star Wars CCG
/// (from `catalog`, with any community files) first, then Young Jedi (`yj`). None: the error,
/// with the nearest titles.
pub fn cards<'a>(
    catalog: &'a Catalog,
    yj: &'a Catalog,
    words: &str,
    game: Option<CardGame>,
) -> Result<Vec<CardDoc<'a>>, Box<ErrorEntry>> {
    let wants = |g: CardGame| game.is_none_or(|w| w == g);
    let mut docs: Vec<CardDoc<'a>> = Vec::new();
    if wants(CardGame::Swccg) {
        docs.extend(
            catalog
                .search(words)
                .into_iter()
                .map(|i| CardDoc::new(CardGame::Swccg.name(), catalog.get(i))),
        );
    }
    if wants(CardGame::YoungJedi) {
        docs.extend(
            yj.search(words)
                .into_iter()
                .map(|i| CardDoc::new(CardGame::YoungJedi.name(), yj.get(i))),
        );
    }
    if !docs.is_empty() {
        return Ok(docs);
    }
    let near = if wants(CardGame::Swccg) {
        catalog.suggest(words)
    } else {
        yj.suggest(words)
    };
    let help = (!near.is_empty()).then(|| {
        let shown: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
        format!("did you mean {}?", shown.join(" or "))
    });
    Err(Box::new(ErrorEntry::message(
        "swjudge::cli::no_card",
        format!("no card title contains `{}`", words.trim()),
        help,
    )))
}

/// A rule as `swjudge rules --format json` prints it: its declaration, and the checks of the
/// table that apply it.
#[derive(Debug, serde::Serialize)]
pub struct RuleDoc {
    #[serde(flatten)]
    pub rule: &'static rules::Rule,
    pub applied_by: Vec<&'static str>,
}

/// The document of each rule, as `swjudge rules --format json` and `swjudge serve` give it.
pub fn rule_docs(list: &[&'static rules::Rule]) -> Vec<RuleDoc> {
    list.iter()
        .map(|&rule| RuleDoc {
            rule,
            applied_by: rules::applied_by(rule),
        })
        .collect()
}
