//! `swjudge explain <code>`: what each diagnostic code means and how to fix it.
//!
//! The codes are the ones the program really emits: a load problem's code comes from
//! [`ErrorKind::code`] (every kind is listed in [`SCENARIO_KINDS`], and an exhaustive match gives
//! each its text, so a new kind does not compile until it is explained); a question's from
//! [`QueryErrorKind::code`] and the ask errors; a card file's from the community loader; and a
//! validation problem's (`swjudge::validate::<rule id>`) from the rule registry. A test in
//! tests/cli.rs reads the sources and checks that every code written there is explained here and
//! that every kind explained here is emitted somewhere.

use crate::query::parser::QueryErrorKind;
use crate::rules;
use crate::scenario::ErrorKind;

/// One code explained.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Explanation {
    /// The full code, as printed beside a diagnostic (`swjudge::scenario::unknown_card`).
    pub code: String,
    /// What went wrong, in a sentence or two.
    pub meaning: String,
    /// How to put it right.
    pub fix: String,
}

/// Every kind of load problem (`swjudge::scenario::*`, and the query syntax of an `ask:`).
pub const SCENARIO_KINDS: &[ErrorKind] = &[
    ErrorKind::Io,
    ErrorKind::NotAFile,
    ErrorKind::TooLarge,
    ErrorKind::InvalidUtf8,
    ErrorKind::Yaml,
    ErrorKind::UnquotedColon,
    ErrorKind::Limit,
    ErrorKind::UnknownKey,
    ErrorKind::MissingKey,
    ErrorKind::InvalidValue,
    ErrorKind::UnknownCard,
    ErrorKind::AmbiguousCard,
    ErrorKind::WrongSide,
    ErrorKind::DuplicateId,
    ErrorKind::UnknownId,
    ErrorKind::Placement,
    ErrorKind::UnknownRule,
    ErrorKind::QuerySyntax,
    ErrorKind::Unsupported,
];

/// Every kind of question error.
pub const QUERY_KINDS: &[QueryErrorKind] = &[QueryErrorKind::Syntax, QueryErrorKind::TooLong];

fn scenario_text(k: ErrorKind) -> (&'static str, &'static str) {
    match k {
        ErrorKind::Io => (
            "The scenario file could not be read: it does not exist, is a directory, or may not be opened.",
            "Check the path. `-` reads the board from standard input.",
        ),
        ErrorKind::NotAFile => (
            "The path names something that is not a regular file (a directory, a device such as /dev/zero, a pipe): swjudge refuses it rather than read without end or wait forever.",
            "Name the scenario file itself; to pipe a board in, use `-` for standard input.",
        ),
        ErrorKind::TooLarge => (
            "The file is larger than a scenario may be; swjudge refuses it before reading it.",
            "A board is a few hundred lines: check that this is the file you meant, or split it into several scenarios.",
        ),
        ErrorKind::InvalidUtf8 => (
            "The file is not UTF-8 text (the span marks the first bad byte).",
            "Save the file as UTF-8; card titles with `•` must be written in UTF-8.",
        ),
        ErrorKind::Yaml => (
            "The file is not valid YAML: bad indentation, an unclosed quote or bracket, a tab used for indentation.",
            "Fix the YAML at the marked place; indent with spaces, and quote titles holding `#`, `:` or quotes.",
        ),
        ErrorKind::UnquotedColon => (
            "A value holding `: ` was read as a mapping, not as text: a title such as Hoth: Echo Docking Bay written without quotes.",
            "Put the value in double quotes: \"Hoth: Echo Docking Bay\".",
        ),
        ErrorKind::Limit => (
            "The file goes past one of swjudge's limits (nesting depth, aliases, card definitions, or the number of problems reported).",
            "Expand aliases, flatten the nesting, or define only the cards the board uses.",
        ),
        ErrorKind::UnknownKey => (
            "A key that the scenario format does not have, at this place of the file.",
            "Check its spelling (the hint names the closest key); docs/scenario-format.md lists the keys of each part.",
        ),
        ErrorKind::MissingKey => (
            "Something the format requires is missing: the rows of a board, a card definition's `title` or `type`, a Hyperspace entry's `card`.",
            "Add the key the message names.",
        ),
        ErrorKind::InvalidValue => (
            "A value of the wrong kind or outside the words allowed there (a side, a phase, a number, a fact of `cards:`).",
            "Use one of the values the hint lists.",
        ),
        ErrorKind::UnknownCard => (
            "A title fits no card of the built-in catalog, of the community files given, or of the scenario's `cards:`.",
            "Check the spelling (the hint suggests the closest titles), add the card to `cards:` with its type and facts, or pass the community database with `--cards`.",
        ),
        ErrorKind::AmbiguousCard => (
            "A shortened title fits several different cards.",
            "Write more of the title, or all of it; the hint lists the titles it fits.",
        ),
        ErrorKind::WrongSide => (
            "A card is listed under a side that does not print it (a Dark Side card under `light:`).",
            "Move it to its side's list, or give it `side:` in `cards:` if the board really holds such a card.",
        ),
        ErrorKind::DuplicateId => (
            "Two cards were given the same `@id`.",
            "Give every card its own id.",
        ),
        ErrorKind::UnknownId => (
            "An `@id` is referred to (aboard, attached, a row's cards) but no card has it.",
            "Define the id on the card (`id: name`) or correct the reference.",
        ),
        ErrorKind::Placement => (
            "A card is placed where it cannot be: a location under another planet's row, a starship listed at a planet, a non-starship in Hyperspace.",
            "Put the card where the message says it belongs.",
        ),
        ErrorKind::UnknownRule => (
            "A `because:` id names no rule of the registry.",
            "Check the id with `swjudge rules <words>`; the hint suggests the closest id.",
        ),
        ErrorKind::QuerySyntax => (
            "A question (on the command line, in the repl or in a scenario's `ask:`) does not follow the query language.",
            "The label says what was expected at the marked column; docs/query-language.md lists every verb. An empty question lists the verbs.",
        ),
        ErrorKind::Unsupported => (
            "A part of the file belongs to the other game: `duel:` or a Young Jedi zone in a Star Wars CCG scenario.",
            "Add `game: young-jedi` if the board is a Young Jedi board, or remove the part.",
        ),
    }
}

fn query_text(k: QueryErrorKind) -> (&'static str, &'static str) {
    match k {
        // Same code as the scenario's QuerySyntax; listed once.
        QueryErrorKind::Syntax => scenario_text(ErrorKind::QuerySyntax),
        QueryErrorKind::TooLong => (
            "The question is longer than a question may be; it is refused before it is read.",
            "Ask one short question at a time.",
        ),
    }
}

/// Codes written as attributes (`#[diagnostic(code(…))]`) rather than returned by a kind.
const OTHER: &[(&str, &str, &str)] = &[
    (
        "swjudge::query::unknown_card",
        "A card named in the question fits no card on the board or in the catalog.",
        "Check the spelling (the hint suggests the closest titles), or name the card by its `@id`.",
    ),
    (
        "swjudge::query::ambiguous_card",
        "A card named in the question fits several cards.",
        "Write more of the title, or name the card by its `@id`.",
    ),
    (
        "swjudge::query::readings",
        "A question in a player's words reads several ways on this board (two troopers, two ships fit the words); the judge does not choose.",
        "Ask one of the readings listed (each is the question in the query language), or name the card by its `@id`.",
    ),
    (
        "swjudge::query::no_fit",
        "A question in a player's words names a card or location that fits nothing on the board, or a card the query language cannot name alone (two copies without an `id:`).",
        "Use words of the card's title (the hint lists what is on the board), or give the card an `id:` and ask with `@id`.",
    ),
    (
        "swjudge::query::not_understood",
        "A question in a player's words fits no question form of the table: the message names the words not understood, and the help the closest forms.",
        "Say it as one of the forms listed (the help shows one that is read), or ask it in the query language.",
    ),
    (
        "swjudge::query::reading_refused",
        "A question in a player's words was read as a canonical question that cannot be asked of this board (the message is that question's own error).",
        "Check the `read as` question: ask it canonically, or change the board or the words.",
    ),
    (
        "swjudge::query::not_on_table",
        "The question is about a card in play, and the card named is not on the table.",
        "Put the card on the board, or name one that is there (tab completes titles in the repl).",
    ),
    (
        "swjudge::query::wrong_kind",
        "The card named is not of the kind the question needs (a character where a starship is asked for, a site where a system is).",
        "Name a card of the kind the label asks for.",
    ),
    (
        "swjudge::cli::unknown_row",
        "`layout` was asked for a row the board does not have.",
        "Name a row as the board's `rows:` names it; the hint lists them.",
    ),
    (
        "swjudge::cli::unknown_system",
        "`swjudge new` was given a word that names no system card (or, for a Young Jedi board, no planet).",
        "Name a system by its title (`hoth`, `bespin`, `dagobah`); the hint suggests the closest. A Young Jedi board's planets are tatooine, naboo and coruscant.",
    ),
    (
        "swjudge::cli::new_game_rules",
        "`swjudge new` was given a game and a ruleset of different games (`--game young-jedi` with a Star Wars CCG ruleset, or `--game swccg --rules dotf`).",
        "`--rules dotf` is the Young Jedi ruleset: `swjudge new --game young-jedi`; the others are Star Wars CCG ones.",
    ),
    (
        "swjudge::serve::bad_request",
        "`swjudge serve` could not read the request: its body is not the JSON object the route takes (a field missing, unknown or of the wrong type), or its query string or game is not one it knows.",
        "Send the fields docs/serve.md lists for the route, as a JSON object with `Content-Type: application/json`.",
    ),
    (
        "swjudge::serve::ruleset",
        "A request to `swjudge serve` named a ruleset that does not exist.",
        "Use one of hoth, dagobah, cloud-city, latest or dotf, or leave `rules` out to use the board's.",
    ),
    (
        "swjudge::serve::not_found",
        "`swjudge serve` has no page or route at that path.",
        "The routes are listed in docs/serve.md; the page is at `/`.",
    ),
    (
        "swjudge::serve::method",
        "A route of `swjudge serve` was asked with a method it does not take (a GET of a route that takes a POST).",
        "docs/serve.md lists each route's method; the `Allow` header names it too.",
    ),
    (
        "swjudge::serve::time_limit",
        "The request took longer than the server's time limit (`--time-limit`), its body's sending included.",
        "Send the whole request at once; a smaller board answers sooner; the server's operator may raise `--time-limit`.",
    ),
    (
        "swjudge::serve::too_large",
        "The request's body is larger than `swjudge serve` takes (twice the largest board the loader reads, plus 64 KiB).",
        "Send a smaller board: a board may hold up to 8 MiB (`swjudge::scenario::too_large` for one over that).",
    ),
    (
        "swjudge::serve::busy",
        "`swjudge serve` was already answering as many requests as it takes at once (`--max-in-flight`, counting work the time limit answered until it has stopped), or had as many connections open as it takes (`--max-connections`); the request was refused rather than queued.",
        "Try again in a moment; the server's operator may raise `--max-in-flight` or `--max-connections`, or start more servers (they keep no state).",
    ),
    (
        "swjudge::serve::content_type",
        "A POST to `swjudge serve` did not declare its body as JSON: another site's form can send such a body without the browser asking first, so it is refused before any work.",
        "Send the body with `Content-Type: application/json`.",
    ),
    (
        "swjudge::serve::origin",
        "The request came from the page of another site (its `Origin` is not the server's own): only the server's own page may use its API.",
        "Open the server's page at the address it printed and ask from there.",
    ),
    (
        "swjudge::serve::host",
        "The request named a host (`Host`) that is neither `localhost`, an IP address nor a name given with `--allow-host`: a name of another site pointed at this machine (DNS rebinding) is refused.",
        "Open the server at the address it printed; to reach it by a name of this machine, start it with `--allow-host NAME`.",
    ),
    (
        "swjudge::serve::internal",
        "`swjudge serve` failed to answer: a bug in swjudge, caught and answered instead of dropping the connection.",
        "Please report the board and the question; the server goes on answering other requests.",
    ),
    (
        "swjudge::serve::io",
        "`swjudge serve` could not start: the address could not be listened on (in use, or not this machine's) or the runtime could not start.",
        "Give another address with `--addr`, e.g. `--addr 127.0.0.1:0` for any free port.",
    ),
    (
        "swjudge::cli::no_card",
        "`cards` found no card whose title holds every word given.",
        "Use fewer or other words; the hint suggests the closest titles.",
    ),
    (
        "swjudge::cli::no_rule",
        "`rules` found no rule of that id, nor any whose id, statement or section holds every word given.",
        "Check the id (the hint names the closest one), or use fewer words; `swjudge rules` lists every rule.",
    ),
    (
        "swjudge::cli::new_format",
        "`new` was given `--format json` or `--format markdown`: the board it writes is YAML only, so nothing else is printed.",
        "Run `swjudge new` without `--format`; `swjudge validate FILE --format json` describes a board in JSON.",
    ),
    (
        "swjudge::cli::no_code",
        "`explain` was given a code the program never emits.",
        "Copy the code as printed beside the diagnostic; `swjudge explain` lists every code.",
    ),
    (
        "swjudge::repl::no_board",
        "A repl question or command needs the board, but its file did not load (the errors follow, or were shown when it was read).",
        "Fix the file: the next question reloads it by itself.",
    ),
    (
        "swjudge::cli::ruleset",
        "The board's game has no ruleset of the name given with `--rules` (a Young Jedi board under a Star Wars CCG ruleset, or the other way).",
        "Give a ruleset of the board's game (dotf for Young Jedi boards), or leave `--rules` out.",
    ),
    (
        "swjudge::cli::no_files",
        "`check` found no scenario file (*.yaml, *.yml) under the paths given.",
        "Name scenario files, or directories holding them.",
    ),
    (
        "swjudge::repl::bad_argument",
        "A repl command was given a value it does not know (`:format` or `:rules-set`).",
        "Use one of the values the message lists.",
    ),
    (
        "swjudge::repl::bad_line",
        "A line given to the repl could not be read as a question: it is not UTF-8 text, or it is longer than any question may be. The line is skipped and the session goes on.",
        "Save the questions as UTF-8 text (set the terminal to UTF-8), one question a line.",
    ),
    (
        "swjudge::repl::edit",
        "A repl board command (`:add`, `:move`, `:remove`, `:set`, `:state`, `:undo`, `:board`, `:diff`, `:save`) could not be made: the message says why (a name that fits nothing, a place the row may not hold, a change the board would refuse at load, a file that cannot be written). The board is unchanged.",
        "Correct the command as the message says; `:help` lists the board commands and their forms.",
    ),
    (
        "swjudge::repl::unknown_command",
        "A repl line starts with `:` but names no command.",
        "`:help` lists the commands; the message names the closest one.",
    ),
    (
        "swjudge::catalog::io",
        "A card file given with `--cards` or SWJUDGE_CARDS could not be read.",
        "Check the path; the files are swccg-card-json's Dark.json and Light.json.",
    ),
    (
        "swjudge::catalog::syntax",
        "A card file is not valid JSON.",
        "Download the file again; the marked place is where the JSON breaks.",
    ),
    (
        "swjudge::catalog::format",
        "A card file is JSON, but not a swccg-card-json file: one object holding `cards`, each with `front`, `side` and `set`.",
        "Pass Dark.json or Light.json from the swccg-card-json project.",
    ),
    (
        "swjudge::catalog::encoding",
        "A card file is not UTF-8 text.",
        "Download the file again, or convert it to UTF-8.",
    ),
];

/// The prefix of a validation problem's code; the rest is a rule id.
pub const VALIDATE_PREFIX: &str = "swjudge::validate::";

/// Every fixed code, in order (scenario, query, ask, card files); validation codes are one per
/// rule (see [`explain`]).
pub fn all() -> Vec<Explanation> {
    let mut out: Vec<Explanation> = Vec::new();
    let mut push = |code: &str, (meaning, fix): (&str, &str)| {
        if !out.iter().any(|e| e.code == code) {
            out.push(Explanation {
                code: code.to_string(),
                meaning: meaning.to_string(),
                fix: fix.to_string(),
            });
        }
    };
    for &k in SCENARIO_KINDS {
        push(k.code(), scenario_text(k));
    }
    for &k in QUERY_KINDS {
        push(k.code(), query_text(k));
    }
    for (code, meaning, fix) in OTHER {
        push(code, (meaning, fix));
    }
    out
}

/// The explanation of one code. Accepted: the full code, the code without `swjudge::`, or its
/// last part when only one code ends that way (`unquoted_colon`); a validation code
/// (`swjudge::validate::<rule id>`, or a bare rule id) is explained from the rule it breaks.
pub fn explain(code: &str) -> Result<Explanation, Vec<String>> {
    let code = code.trim();
    let full = if code.starts_with("swjudge::") {
        code.to_string()
    } else {
        format!("swjudge::{code}")
    };
    let list = all();
    if let Some(e) = list.iter().find(|e| e.code == full) {
        return Ok(e.clone());
    }
    let rule_id = full
        .strip_prefix(VALIDATE_PREFIX)
        .unwrap_or(code)
        .to_string();
    if let Some(r) = rules::find(&rule_id) {
        return Ok(Explanation {
            code: format!("{VALIDATE_PREFIX}{}", r.id),
            meaning: format!(
                "`validate` found the board illegal under {} ({}): {}",
                r.id,
                r.citation(),
                r.statement
            ),
            fix: "Change the board where the label points so that it obeys the rule (the hint \
                  says what the rule expects there); `ask` still answers on an illegal board, \
                  with a warning."
                .to_string(),
        });
    }
    let tail: Vec<&Explanation> = list
        .iter()
        .filter(|e| e.code.rsplit("::").next() == Some(code))
        .collect();
    if let [one] = tail.as_slice() {
        return Ok((*one).clone());
    }
    // Nothing fits: the closest codes (or every code ending that way).
    let mut near: Vec<(f64, String)> = list
        .iter()
        .map(|e| (strsim::jaro_winkler(&e.code, &full), e.code.clone()))
        .chain(
            rules::all()
                .iter()
                .map(|r| (strsim::jaro_winkler(r.id, &rule_id), r.id.to_string())),
        )
        .filter(|(s, _)| *s > 0.85)
        .collect();
    near.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut names: Vec<String> = tail.iter().map(|e| e.code.clone()).collect();
    names.extend(near.into_iter().map(|(_, c)| c).take(3));
    names.dedup();
    Err(names)
}
