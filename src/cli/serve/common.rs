//! What the server's module and its routes share: the state every request reads, the body
//! cap, the security headers, a request's work (its in-flight permit and its cancel flag),
//! and error documents as responses (and as the raw bytes of one, for refusals made before
//! a request reaches the routes).

use axum::body::Body;
use axum::http::{HeaderValue, Response, StatusCode, header};
use axum::response::IntoResponse;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use swjudge::catalog::Catalog;
use swjudge::render::json::{ErrorDoc, ErrorEntry};
use swjudge::rules::Ruleset;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The largest request body taken: room for a board at the loader's own limit written as a
/// JSON string (escapes may double it). A board over the loader's limit, under this, gets the
/// loader's error; a body over this, a 413 error document.
pub const MAX_BODY_BYTES: usize = 2 * swjudge::scenario::MAX_FILE_BYTES + 64 * 1024;

/// The only sources the page may use: its own script and style, the layout picture it makes
/// from the API's SVG (a `blob:`), and the API.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; \
     frame-ancestors 'none'";

/// The headers every response carries, whoever refuses or answers it.
pub const SECURITY_HEADERS: [(header::HeaderName, &str); 3] = [
    (header::CONTENT_SECURITY_POLICY, CSP),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::REFERRER_POLICY, "no-referrer"),
];

/// What every request reads; nothing in it changes after start-up.
pub struct Shared {
    /// The built-in catalog with the `--cards` files added.
    pub catalog: Catalog,
    /// Young Jedi cards, for `/api/cards`.
    pub young_jedi: Catalog,
    /// `--rules`: the default when a request names none.
    pub rules: Option<Ruleset>,
    /// `--max-in-flight` permits: one is held by each API request until its work has ended,
    /// past its response when the time limit answered first.
    pub in_flight: Arc<Semaphore>,
    /// `--time-limit`: a streamed answer stops once it has taken longer.
    pub time_limit: std::time::Duration,
    /// The host names a request's `Host` may give besides `localhost` and an IP address
    /// (`--allow-host`).
    pub allowed_hosts: Vec<String>,
}

pub type State = Arc<Shared>;

/// An API request's work: the in-flight permit it holds (shared with the judge's thread,
/// which keeps it until the work ends) and the flag that asks that work to stop.
#[derive(Clone)]
pub struct Work {
    #[expect(dead_code, reason = "held until the work ends, never read")]
    pub permit: Arc<OwnedSemaphorePermit>,
    pub cancel: Arc<AtomicBool>,
}

tokio::task_local! {
    /// The work of the API request this task serves (set by the in-flight cap).
    pub static WORK: Work;
}

/// Sets the cancel flag when dropped unless disarmed: a request dropped by the time limit
/// (or by its client going away) asks its work to stop.
pub struct CancelOnDrop {
    pub flag: Arc<AtomicBool>,
    pub armed: bool,
}

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        if self.armed {
            self.flag.store(true, Ordering::Relaxed);
        }
    }
}

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

/// What a board sent in a request is called in its error documents (the CLI names the file).
pub const BOARD_NAME: &str = "board";

/// A failure's error document (422: the request was read, the board or question refused).
pub fn failed(f: &swjudge::api::Failure) -> Response<Body> {
    doc_response(StatusCode::UNPROCESSABLE_ENTITY, &f.doc(BOARD_NAME))
}

/// The error document of a bug: the judge's thread panicked.
pub fn internal() -> Response<Body> {
    error(
        StatusCode::INTERNAL_SERVER_ERROR,
        "swjudge::serve::internal",
        "the server failed to answer this request".into(),
        Some("this is a bug in swjudge: please report the board and question".into()),
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

/// The whole HTTP/1.1 response of an error document, with the security headers, closing the
/// connection: for refusals made before a request reaches the routes (too many connections,
/// a request line or headers the HTTP parser refused).
pub fn raw_error(status: StatusCode, code: &str, message: String, help: Option<String>) -> Vec<u8> {
    let doc = ErrorDoc::new(None, vec![ErrorEntry::message(code, message, help)]);
    let mut body = swjudge::render::json(&doc);
    body.push('\n');
    let mut out = format!(
        "HTTP/1.1 {} {}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: {}\r\nconnection: close\r\n",
        status.as_u16(),
        status.canonical_reason().unwrap_or(""),
        body.len()
    );
    for (name, value) in &SECURITY_HEADERS {
        out.push_str(&format!("{name}: {value}\r\n"));
    }
    out.push_str("\r\n");
    out.push_str(&body);
    out.into_bytes()
}

/// The security headers as header values (they are ASCII).
pub fn security_header_values() -> impl Iterator<Item = (header::HeaderName, HeaderValue)> {
    SECURITY_HEADERS
        .iter()
        .map(|(k, v)| (k.clone(), HeaderValue::from_static(v)))
}
