//! The page and the API's routes (docs/serve.md). Each API route answers what the CLI's
//! `--format json` prints, from the same library function.

use super::common::{
    BOARD_NAME, MAX_BODY_BYTES, State, WORK, doc_response, error, failed, internal,
};
use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, Query};
use axum::http::{Response, StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::{get, post};
use serde::Deserialize;
use swjudge::api::{self, Failure};
use swjudge::render::json::{AskRequest, BoardRequest};
use swjudge::render::{self, json::versioned};
use swjudge::rules::Ruleset;

/// The bundled boards the page offers: the example of README and a few scenarios.
const EXAMPLES: &[(&str, &str)] = &[
    (
        "examples/hoth-shield.yaml",
        include_str!("../../../examples/hoth-shield.yaml"),
    ),
    (
        "scenarios/cloud-city/reach.yaml",
        include_str!("../../../scenarios/cloud-city/reach.yaml"),
    ),
    (
        "scenarios/dagobah/asteroid-cave.yaml",
        include_str!("../../../scenarios/dagobah/asteroid-cave.yaml"),
    ),
    (
        "scenarios/young-jedi/duel-initiate.yaml",
        include_str!("../../../scenarios/young-jedi/duel-initiate.yaml"),
    ),
];

/// The page: HTML, its style and its script, embedded in the binary.
pub fn page() -> Router {
    let file = |ty: &'static str, body: &'static str| {
        move || async move { ([(header::CONTENT_TYPE, ty)], body) }
    };
    Router::new()
        .route(
            "/",
            get(file("text/html; charset=utf-8", include_str!("page.html"))),
        )
        .route(
            "/page.css",
            get(file("text/css; charset=utf-8", include_str!("page.css"))),
        )
        .route(
            "/page.js",
            get(file(
                "text/javascript; charset=utf-8",
                include_str!("page.js"),
            )),
        )
}

/// The JSON API.
pub fn api() -> Router<State> {
    Router::new()
        .route("/api/ask", post(ask))
        .route("/api/validate", post(validate))
        .route("/api/layout", post(layout))
        .route("/api/moves", post(moves))
        .route("/api/reach", post(reach))
        .route("/api/cards", get(cards))
        .route("/api/rules", get(rules_all))
        .route("/api/rules/{id}", get(rule))
        .route("/api/new", get(new_board))
        .route("/api/examples", get(examples))
        .route("/api/edit", post(edit_board))
        .route("/api/card-reading", get(card_reading))
}

/// The request body as `T`, or the error document that says why not.
fn body<T: serde::de::DeserializeOwned>(
    body: Result<Bytes, BytesRejection>,
) -> Result<T, Box<Response<Body>>> {
    let bytes = body
        .map_err(|r| {
            let status = r.status();
            if status == StatusCode::PAYLOAD_TOO_LARGE {
                error(
                    status,
                    "swjudge::serve::too_large",
                    format!("the request is larger than {} bytes", MAX_BODY_BYTES),
                    Some(format!(
                        "a board may hold up to {} bytes",
                        swjudge::scenario::MAX_FILE_BYTES
                    )),
                )
            } else {
                error(
                    status,
                    "swjudge::serve::bad_request",
                    format!("the request's body could not be read: {}", r.body_text()),
                    None,
                )
            }
        })
        .map_err(Box::new)?;
    serde_json::from_slice(&bytes)
        .map_err(|e| {
            error(
                StatusCode::BAD_REQUEST,
                "swjudge::serve::bad_request",
                format!("the request is not the JSON this route takes: {e}"),
                Some("each route's fields are listed in docs/serve.md".into()),
            )
        })
        .map_err(Box::new)
}

/// The request's `rules`, else `--rules`.
fn ruleset(state: &State, named: Option<&str>) -> Result<Option<Ruleset>, Box<Response<Body>>> {
    match named {
        None => Ok(state.rules),
        Some(n) => Ruleset::parse(n)
            .map(Some)
            .ok_or_else(|| {
                let names: Vec<&str> = Ruleset::ALL.iter().map(|r| r.name()).collect();
                error(
                    StatusCode::BAD_REQUEST,
                    "swjudge::serve::ruleset",
                    format!("no ruleset is named `{}`", swjudge::text::escape_line(n)),
                    Some(format!("rulesets: {}", names.join(", "))),
                )
            })
            .map_err(Box::new),
    }
}

/// The judge's work, on a thread of its own (it is not async): a panic there is a 500 error
/// document, never a lost connection. The work holds the request's in-flight permit until it
/// ends, and stops at its cancel flag (both set by the in-flight cap in the server's module).
async fn judge<F>(f: F) -> Response<Body>
where
    F: FnOnce() -> Response<Body> + Send + 'static,
{
    let work = WORK.try_with(Clone::clone).ok();
    let job = move || {
        let _scope = work
            .as_ref()
            .map(|w| swjudge::cancel::scope(w.cancel.clone()));
        let answer = f();
        drop(work);
        answer
    };
    match tokio::task::spawn_blocking(job).await {
        Ok(r) => r,
        Err(_) => internal(),
    }
}

/// An answer document, as `--format json` prints it (a newline after it).
fn answered(v: Result<swjudge::Verdict, Failure>) -> Response<Body> {
    match v {
        Ok(v) => json_text(StatusCode::OK, render::json::answer(&v)),
        Err(f) => failed(&f),
    }
}

fn json_text(status: StatusCode, mut text: String) -> Response<Body> {
    text.push('\n');
    (
        status,
        [(header::CONTENT_TYPE, "application/json; charset=utf-8")],
        text,
    )
        .into_response()
}

/// A board, loaded as the CLI loads a file, and its ruleset checked against it.
fn load(
    state: &State,
    board: &str,
    rules: Option<Ruleset>,
) -> Result<swjudge::scenario::Scenario, Failure> {
    let s = api::load(BOARD_NAME, board.as_bytes(), state.catalog.clone())?;
    api::fits(&s.board, rules)?;
    Ok(s)
}

/// `POST /api/ask`: `swjudge ask --format json`.
async fn ask(
    axum::extract::State(state): axum::extract::State<State>,
    raw: Result<Bytes, BytesRejection>,
) -> Response<Body> {
    let req: AskRequest = match body(raw) {
        Ok(r) => r,
        Err(e) => return *e,
    };
    let rules = match ruleset(&state, req.rules.as_deref()) {
        Ok(r) => r,
        Err(e) => return *e,
    };
    judge(move || {
        match api::ask_json(
            BOARD_NAME,
            req.board.as_bytes(),
            &req.question,
            rules,
            state.catalog.clone(),
        ) {
            Ok(text) => json_text(StatusCode::OK, text),
            Err(doc) => doc_response(StatusCode::UNPROCESSABLE_ENTITY, &doc),
        }
    })
    .await
}

/// Reads a board request and runs `f` on the judge's thread with the board loaded.
async fn with_board<F>(state: State, raw: Result<Bytes, BytesRejection>, f: F) -> Response<Body>
where
    F: FnOnce(&swjudge::scenario::Scenario, &BoardRequest, Option<Ruleset>) -> Response<Body>
        + Send
        + 'static,
{
    match body(raw) {
        Ok(req) => with_request(state, req, f).await,
        Err(e) => *e,
    }
}

/// Runs `f` on the judge's thread with the board of `req` loaded.
async fn with_request<F>(state: State, req: BoardRequest, f: F) -> Response<Body>
where
    F: FnOnce(&swjudge::scenario::Scenario, &BoardRequest, Option<Ruleset>) -> Response<Body>
        + Send
        + 'static,
{
    let rules = match ruleset(&state, req.rules.as_deref()) {
        Ok(r) => r,
        Err(e) => return *e,
    };
    judge(move || match load(&state, &req.board, rules) {
        Ok(s) => f(&s, &req, rules),
        Err(fail) => failed(&fail),
    })
    .await
}

/// `POST /api/validate`: `swjudge validate --format json` (200 whether or not it is legal).
async fn validate(
    axum::extract::State(state): axum::extract::State<State>,
    raw: Result<Bytes, BytesRejection>,
) -> Response<Body> {
    with_board(state, raw, |s, _, rules| {
        doc_response(StatusCode::OK, &api::validate(BOARD_NAME, &s.board, rules))
    })
    .await
}

/// `POST /api/layout`: `swjudge layout --format svg` (image/svg+xml).
async fn layout(
    axum::extract::State(state): axum::extract::State<State>,
    raw: Result<Bytes, BytesRejection>,
) -> Response<Body> {
    with_board(state, raw, |s, req, _| {
        let only = match &req.row {
            None => None,
            Some(r) => match s.board.row_named(r) {
                Some(i) => Some(i),
                None => {
                    let names: Vec<&str> = s.board.rows.iter().map(|r| r.name.as_str()).collect();
                    return error(
                        StatusCode::UNPROCESSABLE_ENTITY,
                        "swjudge::cli::unknown_row",
                        format!("no row named `{r}`"),
                        Some(format!("rows: {}", names.join(", "))),
                    );
                }
            },
        };
        let views = swjudge::rules::layout::row_views(&s.board, only);
        (
            [(header::CONTENT_TYPE, "image/svg+xml; charset=utf-8")],
            render::svg::layout(&views),
        )
            .into_response()
    })
    .await
}

/// `POST /api/moves`: `swjudge moves [card] [--all] --format json` (with `all`, JSON Lines
/// sent as they are found, as the CLI prints them).
async fn moves(
    axum::extract::State(state): axum::extract::State<State>,
    raw: Result<Bytes, BytesRejection>,
) -> Response<Body> {
    let req: BoardRequest = match body(raw) {
        Ok(r) => r,
        Err(e) => return *e,
    };
    if req.all {
        return match ruleset(&state, req.rules.as_deref()) {
            Ok(rules) => super::stream::moves_all(state, req, rules).await,
            Err(e) => *e,
        };
    }
    with_request(state, req, |s, req, rules| {
        answered(api::moves(&s.board, req.card.as_deref(), req.all, rules))
    })
    .await
}

/// `POST /api/reach`: `swjudge ask 'reach <card> <location>' --format json`.
async fn reach(
    axum::extract::State(state): axum::extract::State<State>,
    raw: Result<Bytes, BytesRejection>,
) -> Response<Body> {
    with_board(state, raw, |s, req, rules| {
        match (req.card.as_deref(), req.location.as_deref()) {
            (Some(card), Some(location)) => answered(api::reach(&s.board, card, location, rules)),
            _ => error(
                StatusCode::BAD_REQUEST,
                "swjudge::serve::bad_request",
                "`reach` needs a `card` and a `location`".into(),
                Some(
                    "e.g. {\"board\": …, \"card\": \"@red5\", \"location\": \"East Platform\"}"
                        .into(),
                ),
            ),
        }
    })
    .await
}

#[derive(Deserialize)]
struct CardsQuery {
    #[serde(default)]
    q: String,
    game: Option<String>,
}

/// `GET /api/cards?q=<words>&game=<swccg|young-jedi>`: `swjudge cards --format json`.
async fn cards(
    axum::extract::State(state): axum::extract::State<State>,
    query: Result<Query<CardsQuery>, axum::extract::rejection::QueryRejection>,
) -> Response<Body> {
    found_cards(
        state,
        query,
        "e.g. /api/cards?q=red+five&game=swccg",
        |docs| {
            let docs: Vec<_> = docs.iter().map(versioned).collect();
            doc_response(StatusCode::OK, &docs)
        },
    )
    .await
}

/// The cards a card query finds (`swjudge cards`), shown by `show`; a query that cannot be
/// read, or finds nothing, is an error document.
async fn found_cards<F>(
    state: State,
    query: Result<Query<CardsQuery>, axum::extract::rejection::QueryRejection>,
    example: &'static str,
    show: F,
) -> Response<Body>
where
    F: FnOnce(&[api::CardDoc<'_>]) -> Response<Body> + Send + 'static,
{
    let Ok(Query(query)) = query else {
        return error(
            StatusCode::BAD_REQUEST,
            "swjudge::serve::bad_request",
            "the query string could not be read".into(),
            Some(example.into()),
        );
    };
    let game = match card_game(query.game.as_deref()) {
        Ok(g) => g,
        Err(e) => return *e,
    };
    judge(
        move || match api::cards(&state.catalog, &state.young_jedi, &query.q, game) {
            Ok(docs) => show(&docs),
            Err(e) => doc_response(
                StatusCode::NOT_FOUND,
                &render::json::ErrorDoc::new(None, vec![*e]),
            ),
        },
    )
    .await
}

/// `GET /api/rules`: every rule (`swjudge rules --format json`).
async fn rules_all() -> Response<Body> {
    let docs = swjudge::api::rule_docs(swjudge::rules::all());
    let docs: Vec<_> = docs.iter().map(versioned).collect();
    doc_response(StatusCode::OK, &docs)
}

/// `GET /api/rules/<id>`: `swjudge rules <id> --format json` (an array of one rule).
async fn rule(Path(id): Path<String>) -> Response<Body> {
    match swjudge::rules::find(id.trim()) {
        Some(r) => {
            let docs = swjudge::api::rule_docs(&[r]);
            doc_response(StatusCode::OK, &[versioned(&docs[0])])
        }
        None => error(
            StatusCode::NOT_FOUND,
            "swjudge::cli::no_rule",
            format!("no rule has the id `{}`", swjudge::text::escape_line(&id)),
            crate::cli::closest_rule_id(&id).map(|c| format!("did you mean `{c}`?")),
        ),
    }
}

#[derive(Deserialize)]
struct NewQuery {
    /// Systems, separated by commas or spaces.
    #[serde(default)]
    systems: String,
    rules: Option<String>,
    game: Option<String>,
}

/// `GET /api/new?systems=hoth,bespin&rules=latest&game=swccg`: the board `swjudge new` prints
/// (YAML text).
async fn new_board(
    axum::extract::State(state): axum::extract::State<State>,
    query: Result<Query<NewQuery>, axum::extract::rejection::QueryRejection>,
) -> Response<Body> {
    let Ok(Query(query)) = query else {
        return error(
            StatusCode::BAD_REQUEST,
            "swjudge::serve::bad_request",
            "the query string could not be read".into(),
            Some("e.g. /api/new?systems=hoth".into()),
        );
    };
    let rules = match ruleset(&state, query.rules.as_deref()) {
        Ok(r) => r.unwrap_or(Ruleset::Latest),
        Err(e) => return *e,
    };
    let young_jedi = match query.game.as_deref() {
        None => rules == Ruleset::Dotf,
        Some("young-jedi") => true,
        Some("swccg") => false,
        Some(other) => {
            return error(
                StatusCode::BAD_REQUEST,
                "swjudge::serve::bad_request",
                format!("unknown game `{}`", swjudge::text::escape_line(other)),
                Some("game=swccg or game=young-jedi".into()),
            );
        }
    };
    if young_jedi != (rules == Ruleset::Dotf) && query.rules.is_some() {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "swjudge::cli::new_game_rules",
            "the `dotf` rules judge Young Jedi boards, and the other rulesets Star Wars CCG ones"
                .into(),
            Some("game=young-jedi (rules dotf), or game=swccg with hoth, dagobah, cloud-city or latest".into()),
        );
    }
    let systems: Vec<String> = query
        .systems
        .split([',', ' '])
        .filter(|s| !s.trim().is_empty())
        .map(|s| s.trim().to_string())
        .collect();
    judge(move || {
        let made = if young_jedi {
            crate::cli::new::young_jedi_board(&systems)
        } else {
            crate::cli::new::board(&state.catalog, &systems, rules)
        };
        match made {
            Ok(text) => (
                [(header::CONTENT_TYPE, "application/yaml; charset=utf-8")],
                text,
            )
                .into_response(),
            Err(message) => error(
                StatusCode::UNPROCESSABLE_ENTITY,
                "swjudge::cli::unknown_system",
                message,
                None,
            ),
        }
    })
    .await
}

/// `GET /api/examples`: the bundled boards the page offers, `[{name, board}]`.
async fn examples() -> Response<Body> {
    let docs: Vec<serde_json::Value> = EXAMPLES
        .iter()
        .map(|(name, board)| {
            serde_json::json!({
                "schema_version": render::json::SCHEMA_VERSION,
                "name": name,
                "board": board,
            })
        })
        .collect();
    doc_response(StatusCode::OK, &docs)
}

/// The board commands one `POST /api/edit` makes at most (each loads the board again).
const MAX_EDITS: usize = 64;

/// `POST /api/edit`'s body: a board and the board commands to make on it, in order (the repl's
/// `:add`, `:move`, `:remove`, `:set`, `:state`, by the same library, `swjudge::edit`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EditRequest {
    board: String,
    #[serde(default)]
    edits: Vec<EditCommand>,
}

/// One board command: its name without the `:` and its argument, as typed in the repl.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EditCommand {
    command: String,
    #[serde(default)]
    arg: String,
}

/// `POST /api/edit`: the board's text after the commands (each validated by the loader as the
/// repl's are), what each did, and what the page's controls list: the game, turn, phase, the
/// locations and the cards with the name a command takes for each.
async fn edit_board(
    axum::extract::State(state): axum::extract::State<State>,
    raw: Result<Bytes, BytesRejection>,
) -> Response<Body> {
    let req: EditRequest = match body(raw) {
        Ok(r) => r,
        Err(e) => return *e,
    };
    if req.edits.len() > MAX_EDITS {
        return error(
            StatusCode::BAD_REQUEST,
            "swjudge::serve::bad_request",
            format!("at most {MAX_EDITS} board commands are made in one request"),
            Some("send the rest with the board this request gives back".into()),
        );
    }
    judge(move || {
        let refused = |m: String| {
            error(
                StatusCode::UNPROCESSABLE_ENTITY,
                "swjudge::repl::edit",
                format!("{m} (the board is unchanged)"),
                None,
            )
        };
        let mut editor =
            match swjudge::edit::Editor::open(BOARD_NAME, &req.board, state.catalog.clone()) {
                Ok(e) => e,
                Err(swjudge::edit::EditError::Load(errs)) => return failed(&Failure::Load(errs)),
                Err(swjudge::edit::EditError::Refused(m)) => return refused(m),
            };
        let mut done = Vec::new();
        for c in &req.edits {
            let edit = match swjudge::edit::parse(&c.command, &c.arg) {
                Ok(e) => e,
                Err(m) => return refused(m),
            };
            match editor.apply(&edit) {
                Ok(d) => done.push(d),
                Err(swjudge::edit::EditError::Refused(m)) => return refused(m),
                Err(swjudge::edit::EditError::Load(errs)) => {
                    let why: Vec<String> = errs.errors.iter().map(|e| e.message.clone()).collect();
                    return refused(format!(
                        "the change makes a board that does not load: {}",
                        why.join("; ")
                    ));
                }
            }
        }
        let text = match editor.yaml() {
            Ok(t) => t,
            Err(m) => return refused(m),
        };
        doc_response(
            StatusCode::OK,
            &board_summary(&editor.scenario.board, text, done),
        )
    })
    .await
}

/// What the page's board controls list about a board.
fn board_summary(board: &swjudge::Board, text: String, done: Vec<String>) -> serde_json::Value {
    let locations: Vec<serde_json::Value> = board
        .locations
        .keys()
        .map(|l| {
            serde_json::json!({
                "name": board.loc_name(l),
                "ref": quoted(board.loc_def(l).plain_title()),
            })
        })
        .collect();
    let cards: Vec<serde_json::Value> = board
        .cards
        .iter_enumerated()
        .map(|(c, card)| {
            let name = board.card_name(c);
            let reference = match &card.id {
                Some(id) => format!("@{id}"),
                None => quoted(&name),
            };
            serde_json::json!({
                "name": name,
                "title": board.card_def(c).plain_title(),
                "id": card.id,
                "ref": reference,
                "type": board.card_def(c).card_type,
            })
        })
        .collect();
    serde_json::json!({
        "schema_version": render::json::SCHEMA_VERSION,
        "board": text,
        "done": done,
        "game": match board.game {
            swjudge::board::Game::Swccg => "swccg",
            swjudge::board::Game::YoungJedi => "young-jedi",
        },
        "turn": board.turn.map(|s| s.name()),
        "phase": board.phase.map(|p| p.name()),
        "locations": locations,
        "cards": cards,
    })
}

/// A name as a board command takes it: in double quotes.
fn quoted(name: &str) -> String {
    format!("\"{name}\"")
}

/// The cards a reading lists at most (a look-up, not a search: a few words narrow it).
const READINGS_SHOWN: usize = 20;

/// `GET /api/card-reading?q=<words>&game=<swccg|young-jedi>`: for each card whose title holds
/// the words (as `/api/cards`, at most 20), its facts and how the judge reads its own text:
/// its kind in words and its deploy sentence read into places (what it cannot read kept as
/// unread).
async fn card_reading(
    axum::extract::State(state): axum::extract::State<State>,
    query: Result<Query<CardsQuery>, axum::extract::rejection::QueryRejection>,
) -> Response<Body> {
    found_cards(
        state,
        query,
        "e.g. /api/card-reading?q=echo+base+trooper",
        |docs| {
            let out: Vec<serde_json::Value> =
                docs.iter().take(READINGS_SHOWN).map(reading).collect();
            doc_response(StatusCode::OK, &out)
        },
    )
    .await
}

/// A card's facts and its text as the judge reads it.
fn reading(doc: &api::CardDoc<'_>) -> serde_json::Value {
    use swjudge::catalog::deploy_limit::Place;
    let card = doc.card;
    let deploy = card.deploy_limit().map(|d| {
        let places: Vec<String> = d
            .places
            .iter()
            .map(|p| match p {
                Place::Named(n) => format!("on {n}"),
                Place::Site(n) => format!("to a {n} site"),
                Place::Aboard(n) => format!("aboard {n}"),
            })
            .collect();
        serde_json::json!({
            "sentence": d.sentence,
            "places": places,
            "on_table": d.on_table,
            "unread": d.unread,
            "may_move_elsewhere": d.may_move_elsewhere,
        })
    });
    serde_json::json!({
        "schema_version": render::json::SCHEMA_VERSION,
        "card": versioned(doc),
        "kind": card.kind_words(),
        "deploys": deploy,
    })
}

/// A card query's `game`: none, or one the catalog knows.
fn card_game(named: Option<&str>) -> Result<Option<api::CardGame>, Box<Response<Body>>> {
    match named {
        None | Some("") => Ok(None),
        Some(g) => api::CardGame::parse(g).map(Some).ok_or_else(|| {
            Box::new(error(
                StatusCode::BAD_REQUEST,
                "swjudge::serve::bad_request",
                format!("no game is named `{}`", swjudge::text::escape_line(g)),
                Some("games: swccg, young-jedi".into()),
            ))
        }),
    }
}
