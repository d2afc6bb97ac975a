//! `swjudge serve`: one page and a JSON API from the same binary (docs/serve.md).
//!
//! Every route answers what the CLI prints with `--format json`, built by the same library
//! functions ([`swjudge::api`]); every failure is an error document (schemas/error.schema.json).
//! The server keeps nothing between requests: the board comes with each request.
//! Nothing here runs unless `serve` is the command: the runtime is built in [`run`].

mod common;
mod routes;

use common::error;
pub use common::{MAX_BODY_BYTES, Shared, State};

use crate::Ctx;
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, Response, StatusCode, header};
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use swjudge::catalog::Catalog;
use tokio::sync::Semaphore;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

/// The only sources the page may use: its own script and style, the layout picture it makes
/// from the API's SVG (a `blob:`), and the API.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; \
     frame-ancestors 'none'";

/// `swjudge serve` arguments.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// The address to listen on (default: loopback only, port 8080; port 0 picks a free one).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Each request's time limit in milliseconds (reading its body included): past it, a 408
    /// error document.
    #[arg(long, default_value_t = 10_000, value_name = "MS")]
    time_limit: u64,
    /// The most API requests served at once: past it, a 503 error document.
    #[arg(long, default_value_t = 64, value_name = "N")]
    max_in_flight: usize,
}

/// `swjudge serve`.
pub fn run(ctx: &Ctx, args: ServeArgs) -> Result<ExitCode, ExitCode> {
    let fail = |what: &str, e: std::io::Error| {
        ctx.fail_message(
            "swjudge::serve::io",
            format!("{what}: {e}"),
            Some("give another address with --addr, e.g. --addr 127.0.0.1:0".into()),
        );
        ExitCode::from(2)
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_io()
        .enable_time()
        .build()
        .map_err(|e| fail("cannot start the server", e))?;
    let state = Arc::new(Shared {
        catalog: ctx.catalog.clone(),
        young_jedi: Catalog::young_jedi(),
        rules: ctx.rules,
        in_flight: Semaphore::new(args.max_in_flight.max(1)),
    });
    let app = app(state, Duration::from_millis(args.time_limit.max(1)));
    rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind(args.addr)
            .await
            .map_err(|e| fail(&format!("cannot listen on {}", args.addr), e))?;
        let bound = listener
            .local_addr()
            .map_err(|e| fail("cannot read the address", e))?;
        outln!("swjudge serve: http://{bound}/");
        crate::flush_stdout();
        axum::serve(listener, app)
            .await
            .map_err(|e| fail("the server stopped", e))?;
        Ok(ExitCode::SUCCESS)
    })
}

/// The routes with their limits: body cap, time limit, requests in flight, no panic out, and
/// the page's security headers on every response.
pub fn app(state: State, time_limit: Duration) -> Router {
    let api = routes::api()
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            in_flight,
        ))
        .with_state(state);
    Router::new()
        .merge(routes::page())
        .merge(api)
        .fallback(|| async {
            error(
                StatusCode::NOT_FOUND,
                "swjudge::serve::not_found",
                "no such page or route".into(),
                Some("the routes are listed in docs/serve.md".into()),
            )
        })
        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            time_limit,
        ))
        .layer(CatchPanicLayer::new())
        .layer(axum::middleware::map_response(as_error_document))
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
}

/// At most `--max-in-flight` API requests at once: past it, 503 at once (not a queue).
async fn in_flight(
    axum::extract::State(state): axum::extract::State<State>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response<Body> {
    match state.in_flight.try_acquire() {
        Ok(_permit) => next.run(req).await,
        Err(_) => error(
            StatusCode::SERVICE_UNAVAILABLE,
            "swjudge::serve::busy",
            "the server is answering as many requests as it takes at once".into(),
            Some("try again in a moment".into()),
        ),
    }
}

/// An error that is not yet a JSON document (the limits' own 408 and 413, a panic's 500, a
/// wrong method's 405) becomes one: every failure a client sees is an error document.
async fn as_error_document(res: Response<Body>) -> Response<Body> {
    let status = res.status();
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return res;
    }
    let (code, message, help) = match status {
        StatusCode::REQUEST_TIMEOUT => (
            "swjudge::serve::time_limit",
            "the request took longer than the server's time limit".to_string(),
            Some("send the whole request at once; a smaller board answers sooner".to_string()),
        ),
        StatusCode::PAYLOAD_TOO_LARGE => (
            "swjudge::serve::too_large",
            format!("the request is larger than {MAX_BODY_BYTES} bytes"),
            Some(format!(
                "a board may hold up to {} bytes",
                swjudge::scenario::MAX_FILE_BYTES
            )),
        ),
        StatusCode::METHOD_NOT_ALLOWED => (
            "swjudge::serve::method",
            "this route does not take that method".to_string(),
            Some("the routes and their methods are listed in docs/serve.md".to_string()),
        ),
        s if s.is_server_error() => (
            "swjudge::serve::internal",
            "the server failed to answer this request".to_string(),
            Some("this is a bug in swjudge: please report the board and question".to_string()),
        ),
        _ => (
            "swjudge::serve::bad_request",
            format!("the request was refused ({status})"),
            None,
        ),
    };
    let mut out = error(status, code, message, help);
    for (k, v) in res.headers() {
        if k == header::ALLOW {
            out.headers_mut().insert(k, v.clone());
        }
    }
    out
}
