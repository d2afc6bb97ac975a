//! What the server's module and its routes share: the state every request reads, the body
//! cap, and error documents as responses.

use axum::body::Body;
use axum::http::{Response, StatusCode, header};
use axum::response::IntoResponse;
use std::sync::Arc;
use swjudge::catalog::Catalog;
use swjudge::render::json::{ErrorDoc, ErrorEntry};
use swjudge::rules::Ruleset;
use tokio::sync::Semaphore;

/// The largest request body taken: room for a board at the loader's own limit written as a
/// JSON string (escapes may double it). A board over the loader's limit, under this, gets the
/// loader's error; a body over this, a 413 error document.
pub const MAX_BODY_BYTES: usize = 2 * swjudge::scenario::MAX_FILE_BYTES + 64 * 1024;

/// What every request reads; nothing in it changes after start-up.
pub struct Shared {
    /// The built-in catalog with the `--cards` files added.
    pub catalog: Catalog,
    /// Young Jedi cards, for `/api/cards`.
    pub young_jedi: Catalog,
    /// `--rules`: the default when a request names none.
    pub rules: Option<Ruleset>,
    pub in_flight: Semaphore,
}

pub type State = Arc<Shared>;

/// An error document with its status.
pub fn error(
    status: StatusCode,
    code: &str,
    message: String,
    help: Option<String>,
) -> Response<Body> {
    doc_response(
        status,
        &ErrorDoc::new(None, vec![ErrorEntry::message(code, message, help)]),
    )
}

/// Any JSON document with its status.
pub fn doc_response<T: serde::Serialize>(status: StatusCode, doc: &T) -> Response<Body> {
    let mut body = swjudge::render::json(doc);
    body.push('\n');
    (
        status,
        [(header::CONTENT_TYPE, "application/json; charset=utf-8")],
        body,
    )
        .into_response()
}
