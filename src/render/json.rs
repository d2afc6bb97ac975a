//! The JSON documents of `--format json`: the types serialised are the types the JSON Schemas in
//! schemas/ are generated from (a test keeps them fresh), so the documentation cannot drift.
//!
//! Every document, and every element of a top-level array, carries `schema_version`.

use crate::rules::Ruleset;
use crate::rules::layout::RowView;
use crate::rules::validate::Problem;
use crate::verdict::{Computed, Verdict};
use miette::{Diagnostic, JSONReportHandler};
use schemars::{JsonSchema, Schema, schema_for};
use serde::Serialize;

/// The version of the JSON output. Fields are only ever added within a version; it is raised when
/// a field changes meaning or is removed.
pub const SCHEMA_VERSION: u32 = 1;

/// The answer to one question (`ask --format json`, `moves --format json`).
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(title = "swjudge answer", deny_unknown_fields)]
pub struct AnswerDoc<'a> {
    /// The version of this format (see docs/json-output.md).
    pub schema_version: u32,
    #[serde(flatten)]
    pub verdict: &'a Verdict,
    /// The computed answer as data beside the sentences of `detail`: a cost's parts, the moves
    /// of `moves`, a duel's attacks. Null for other answers.
    pub computed: Option<Computed>,
}

impl<'a> AnswerDoc<'a> {
    pub fn new(v: &'a Verdict) -> AnswerDoc<'a> {
        AnswerDoc {
            schema_version: SCHEMA_VERSION,
            verdict: v,
            computed: v.data.clone().or_else(|| Computed::cost_of(v)),
        }
    }
}

/// An answer as pretty JSON.
pub fn answer(v: &Verdict) -> String {
    super::json(&AnswerDoc::new(v))
}

/// One move of `moves --all --format json`, on a line of its own as soon as it is found (JSON
/// Lines; docs/json-output.md): `kind` is `"move"`, then the fields of a `computed.moves` entry.
#[derive(Debug, Serialize)]
pub struct MoveLine<'a> {
    pub schema_version: u32,
    pub kind: &'static str,
    #[serde(flatten)]
    pub entry: &'a crate::verdict::MoveEntry,
}

/// `moves --all --format json`: one move, as one line (without its line end).
pub fn stream_move(entry: &crate::verdict::MoveEntry) -> String {
    let line = MoveLine {
        schema_version: SCHEMA_VERSION,
        kind: "move",
        entry,
    };
    crate::text::json_escaped(
        serde_json::to_string(&line).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}")),
    )
}

/// `moves --all --format json`: the answer that ends the stream, on one line (without its
/// line end): the number of legal moves, the reasons, no `computed` (the moves were the lines
/// before it).
pub fn stream_end(v: &Verdict) -> String {
    let doc = AnswerDoc {
        schema_version: SCHEMA_VERSION,
        verdict: v,
        computed: None,
    };
    crate::text::json_escaped(
        serde_json::to_string(&doc).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}")),
    )
}

/// `validate --format json`.
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(title = "swjudge validate")]
pub struct ValidateDoc {
    pub schema_version: u32,
    /// The scenario file as named on the command line.
    pub file: String,
    /// The ruleset judged by.
    #[schemars(schema_with = "crate::verdict::ruleset_schema")]
    pub rules: Ruleset,
    /// No problem found.
    pub legal: bool,
    pub problems: Vec<ProblemDoc>,
    /// What this ruleset cannot judge (a card at a sector under `hoth`, which has no sectors
    /// yet).
    pub not_judged: Vec<String>,
}

/// One reason the board is illegal.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ProblemDoc {
    /// The rule the board breaks: a rule of the documents, or a base placement rule the
    /// documents assume (`base.characters`…).
    pub rule: &'static str,
    /// `documents`, or `base rules` for a base placement rule.
    pub by: &'static str,
    pub message: String,
    /// Byte offset of the place in the scenario file.
    pub offset: usize,
    /// Length in bytes of the place.
    pub length: usize,
}

impl ValidateDoc {
    pub fn new(
        file: &str,
        ruleset: Ruleset,
        problems: &[Problem],
        not_judged: &[String],
    ) -> ValidateDoc {
        ValidateDoc {
            schema_version: SCHEMA_VERSION,
            file: file.to_string(),
            rules: ruleset,
            legal: problems.is_empty(),
            problems: problems
                .iter()
                .map(|p| ProblemDoc {
                    rule: p.rule.id(),
                    by: p.rule.by(),
                    message: p.message.clone(),
                    offset: p.span.start,
                    length: p.span.len,
                })
                .collect(),
            not_judged: not_judged.to_vec(),
        }
    }
}

/// One row of `layout --format json` (the document is an array of them).
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(title = "swjudge layout row")]
pub struct LayoutRowDoc {
    pub schema_version: u32,
    /// The row's name (a planet, or a starship for its sites).
    pub name: String,
    /// The row's groups in table order, in words.
    pub pattern: String,
    pub innermost: Option<String>,
    pub outermost: Option<String>,
    /// The outermost exterior marker while the energy shield is up on this row.
    pub shield_boundary: Option<String>,
    /// In table order.
    pub locations: Vec<LocationDoc>,
    /// What is wrong with the row's order, if anything.
    pub problem: Option<String>,
}

/// One location of a row.
#[derive(Debug, Serialize, JsonSchema)]
pub struct LocationDoc {
    pub name: String,
    /// `site`, `system`, `cloud sector`, `asteroid sector`, …
    pub kind: String,
    /// The group of the row it stands in (`interior`, `docking-bay`, `exterior`, …).
    pub group: Option<String>,
    /// Its marker number.
    pub marker: Option<u8>,
    /// Covered by the energy shield.
    pub shielded: bool,
    /// `collapsed`, `blown away`, `face down`.
    pub state: Vec<String>,
    /// The Light Side's cards there.
    pub light: Vec<String>,
    /// The Dark Side's cards there.
    pub dark: Vec<String>,
}

/// Rows as documents.
pub fn layout_docs(views: &[RowView]) -> Vec<LayoutRowDoc> {
    views
        .iter()
        .map(|v| LayoutRowDoc {
            schema_version: SCHEMA_VERSION,
            name: v.name.clone(),
            pattern: v.pattern.clone(),
            innermost: v.innermost.clone(),
            outermost: v.outermost.clone(),
            shield_boundary: v.shield_boundary.clone(),
            locations: v
                .locations
                .iter()
                .map(|l| LocationDoc {
                    name: l.name.clone(),
                    kind: l.kind.to_string(),
                    group: l.group.and_then(|g| {
                        serde_json::to_value(g)
                            .ok()
                            .and_then(|v| v.as_str().map(str::to_string))
                    }),
                    marker: l.marker,
                    shielded: l.shielded,
                    state: l.state.iter().map(|s| s.to_string()).collect(),
                    light: l.light.clone(),
                    dark: l.dark.clone(),
                })
                .collect(),
            problem: v.problem.clone(),
        })
        .collect()
}

/// What `--format json` prints on stdout when a command fails (the exit code is unchanged).
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(title = "swjudge error")]
pub struct ErrorDoc {
    pub schema_version: u32,
    /// The file the errors are in, when there is one.
    pub file: Option<String>,
    /// Every error, each as miette's JSON report: `message`, `code`, `severity`, `help`,
    /// `filename`, `labels` (with byte `span`s), `related`.
    pub errors: Vec<ErrorEntry>,
}

/// One error: miette's JSON report of a diagnostic.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ErrorEntry {
    pub message: String,
    /// The diagnostic code (`swjudge::scenario::unknown_card`); see `swjudge explain`.
    pub code: Option<String>,
    pub severity: Option<String>,
    pub help: Option<String>,
    pub filename: Option<String>,
    /// The places in the file: `{label, span: {offset, length}}`.
    pub labels: Vec<serde_json::Value>,
    pub related: Vec<serde_json::Value>,
    /// When a question in words fits several canonical questions
    /// (`swjudge::query::readings`): each of them, to ask instead. Absent otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub readings: Vec<String>,
}

impl ErrorEntry {
    /// A diagnostic as miette's JSON handler renders it.
    pub fn of(d: &dyn Diagnostic) -> ErrorEntry {
        let mut s = String::new();
        let v: serde_json::Value = match JSONReportHandler::new().render_report(&mut s, d) {
            Ok(()) => serde_json::from_str(&s).unwrap_or(serde_json::Value::Null),
            Err(_) => serde_json::Value::Null,
        };
        let text = |k: &str| v.get(k).and_then(|x| x.as_str()).map(str::to_string);
        let list = |k: &str| {
            v.get(k)
                .and_then(|x| x.as_array())
                .cloned()
                .unwrap_or_default()
        };
        ErrorEntry {
            message: text("message").unwrap_or_else(|| d.to_string()),
            code: text("code"),
            severity: text("severity"),
            help: text("help"),
            filename: text("filename").filter(|f| !f.is_empty()),
            labels: list("labels"),
            related: list("related"),
            readings: Vec::new(),
        }
    }
    /// An error that is a sentence, not a diagnostic (an unknown row, no matching rule).
    pub fn message(code: &str, message: impl Into<String>, help: Option<String>) -> ErrorEntry {
        ErrorEntry {
            message: message.into(),
            code: Some(code.to_string()),
            severity: Some("error".to_string()),
            help,
            filename: None,
            labels: Vec::new(),
            related: Vec::new(),
            readings: Vec::new(),
        }
    }
}

impl ErrorDoc {
    pub fn new(file: Option<String>, errors: Vec<ErrorEntry>) -> ErrorDoc {
        ErrorDoc {
            schema_version: SCHEMA_VERSION,
            file,
            errors,
        }
    }
}

/// Any document with `schema_version` put first (elements of `check`, `rules` and `cards`).
#[derive(Debug, Serialize)]
pub struct Versioned<'a, T: Serialize> {
    pub schema_version: u32,
    #[serde(flatten)]
    pub inner: &'a T,
}

/// `inner` with `schema_version`.
pub fn versioned<T: Serialize>(inner: &T) -> Versioned<'_, T> {
    Versioned {
        schema_version: SCHEMA_VERSION,
        inner,
    }
}

/// The body of `POST /api/ask` (`swjudge serve`, docs/serve.md).
#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "swjudge serve: POST /api/ask")]
pub struct AskRequest {
    /// The board: a scenario's YAML text.
    pub board: String,
    /// The question, in words or in the query language.
    pub question: String,
    /// The ruleset (`hoth`, `dagobah`, `cloud-city`, `latest`, `dotf`); default: the board's.
    pub rules: Option<String>,
}

/// The body of `POST /api/validate`, `/api/layout`, `/api/moves` and `/api/reach`.
#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "swjudge serve: a board request")]
pub struct BoardRequest {
    /// The board: a scenario's YAML text.
    pub board: String,
    /// The ruleset; default: the board's.
    pub rules: Option<String>,
    /// `layout`: only this row.
    pub row: Option<String>,
    /// `moves` (optional) and `reach` (required): the card, a title or `@id`.
    pub card: Option<String>,
    /// `moves`: every move, not the first 1,000.
    #[serde(default)]
    pub all: bool,
    /// `reach` (required): where to.
    pub location: Option<String>,
}

/// The JSON Schemas of the output, by file name under schemas/: generated from the types above.
pub fn schemas() -> Vec<(&'static str, Schema)> {
    vec![
        ("answer.schema.json", schema_for!(AnswerDoc<'static>)),
        ("validate.schema.json", schema_for!(ValidateDoc)),
        ("layout.schema.json", schema_for!(Vec<LayoutRowDoc>)),
        ("error.schema.json", schema_for!(ErrorDoc)),
        ("serve-ask-request.schema.json", schema_for!(AskRequest)),
        ("serve-board-request.schema.json", schema_for!(BoardRequest)),
    ]
}
