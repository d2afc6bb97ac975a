//! `swjudge serve`: one page and a JSON API from the same binary (docs/serve.md).
//!
//! Every route answers what the CLI prints with `--format json`, built by the same library
//! functions ([`swjudge::api`]); every failure is an error document (schemas/error.schema.json).
//! The server keeps nothing between requests: the board comes with each request.
//! Nothing here runs unless `serve` is the command: the runtime is built in [`run`].

mod common;
mod conn;
mod guard;
mod routes;
mod stream;

use common::{CancelOnDrop, WORK, Work, error};
pub use common::{MAX_BODY_BYTES, Shared, State};

use crate::Ctx;
use axum::Router;
use axum::body::Body;
use axum::http::{Response, StatusCode, header};
use http_body::Body as _;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use swjudge::catalog::Catalog;
use tokio::sync::Semaphore;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::timeout::TimeoutLayer;

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
    /// The most API requests served at once, counting the work of a request that the time
    /// limit answered until that work has stopped: past it, a 503 error document.
    #[arg(long, default_value_t = 64, value_name = "N")]
    max_in_flight: usize,
    /// How long a connection may take to send a request's head, and stay idle between
    /// requests, in milliseconds: past it, the connection is closed.
    #[arg(long, default_value_t = 10_000, value_name = "MS")]
    idle_limit: u64,
    /// The most connections open at once (kept below the process's descriptor limit): past
    /// it, a 503 error document and the connection closed.
    #[arg(long, default_value_t = 512, value_name = "N")]
    max_connections: usize,
    /// A host name requests may give in `Host` and `Origin` besides `localhost` and IP
    /// addresses (for a name of this machine on the network); may be given again.
    #[arg(long, value_name = "NAME")]
    allow_host: Vec<String>,
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
    let max_in_flight = args.max_in_flight.max(1);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_io()
        .enable_time()
        // The judge's threads: one per request in flight, and a few to spare.
        .max_blocking_threads(max_in_flight + 4)
        .build()
        .map_err(|e| fail("cannot start the server", e))?;
    let state = Arc::new(Shared {
        catalog: ctx.catalog.clone(),
        young_jedi: Catalog::young_jedi(),
        rules: ctx.rules,
        in_flight: Arc::new(Semaphore::new(max_in_flight)),
        time_limit: Duration::from_millis(args.time_limit.max(1)),
        allowed_hosts: args
            .allow_host
            .iter()
            .map(|h| h.trim().to_ascii_lowercase())
            .collect(),
    });
    let app = app(state, Duration::from_millis(args.time_limit.max(1)));
    let cap = conn::connection_cap(args.max_connections);
    let idle = Duration::from_millis(args.idle_limit.max(1));
    rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind(args.addr)
            .await
            .map_err(|e| fail(&format!("cannot listen on {}", args.addr), e))?;
        let bound = listener
            .local_addr()
            .map_err(|e| fail("cannot read the address", e))?;
        announce(bound);
        conn::serve(listener, app, cap, idle).await;
        Ok(ExitCode::SUCCESS)
    })
}

/// The routes with their limits: body cap, time limit, requests in flight, no panic out, and
/// the page's security headers on every response.
pub fn app(state: State, time_limit: Duration) -> Router {
    let state_for_guard = state.clone();
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
        .layer(axum::middleware::from_fn_with_state(
            state_for_guard,
            guard::same_origin,
        ))
        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            time_limit,
        ))
        .layer(CatchPanicLayer::new())
        .layer(axum::middleware::map_response(as_error_document))
        .layer(axum::middleware::map_response(with_security_headers))
}

/// The security headers on every response the routes give.
async fn with_security_headers(mut res: Response<Body>) -> Response<Body> {
    for (name, value) in common::security_header_values() {
        res.headers_mut().insert(name, value);
    }
    res
}

/// At most `--max-in-flight` API requests at once: past it, 503 at once (not a queue). The
/// permit is shared with the request's work on the judge's thread, which keeps it until the
/// work ends: a request the time limit answered counts until its work has stopped, and its
/// work is asked to stop (the cancel flag, set when the request is dropped).
async fn in_flight(
    axum::extract::State(state): axum::extract::State<State>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response<Body> {
    match state.in_flight.clone().try_acquire_owned() {
        Ok(permit) => {
            let work = Work {
                permit: Arc::new(permit),
                cancel: Arc::default(),
            };
            let mut guard = CancelOnDrop {
                flag: work.cancel.clone(),
                armed: true,
            };
            let res = WORK.scope(work, next.run(req)).await;
            // Answered in time: work still going on (a streamed answer) goes on.
            guard.armed = false;
            res
        }
        Err(_) => {
            // The body is read (and dropped as it comes, within the body cap and the time
            // limit) so that the client, still sending it, reads the refusal.
            let mut body = req.into_body();
            while let Some(Ok(_)) =
                std::future::poll_fn(|cx| std::pin::Pin::new(&mut body).poll_frame(cx)).await
            {
            }
            busy()
        }
    }
}

/// The error document of a request refused by the in-flight cap.
fn busy() -> Response<Body> {
    error(
        StatusCode::SERVICE_UNAVAILABLE,
        "swjudge::serve::busy",
        "the server is answering as many requests as it takes at once".into(),
        Some("try again in a moment".into()),
    )
}

/// Prints the URLs the server is reached at, and a warning when it listens beyond this
/// machine.
fn announce(bound: SocketAddr) {
    let (url, warning) = announcement(bound, &conn::interface_addresses());
    outln!("swjudge serve: {url}");
    crate::flush_stdout();
    if let Some(w) = warning {
        errln!("{w}");
    }
}

/// The URL printed first (one a browser on this machine opens), and the warning for an
/// address beyond this machine, naming the URLs other machines use (`others`: this
/// machine's addresses).
fn announcement(bound: SocketAddr, others: &[std::net::IpAddr]) -> (String, Option<String>) {
    let port = bound.port();
    let url = |ip: std::net::IpAddr| match ip {
        std::net::IpAddr::V6(v6) => format!("http://[{v6}]:{port}/"),
        std::net::IpAddr::V4(v4) => format!("http://{v4}:{port}/"),
    };
    let ip = bound.ip();
    if ip.is_loopback() {
        return (url(ip), None);
    }
    let first = if ip.is_unspecified() {
        let loopback: std::net::IpAddr = if ip.is_ipv4() {
            std::net::Ipv4Addr::LOCALHOST.into()
        } else {
            std::net::Ipv6Addr::LOCALHOST.into()
        };
        url(loopback)
    } else {
        url(ip)
    };
    let reach: Vec<String> = if ip.is_unspecified() {
        others
            .iter()
            .filter(|o| !o.is_loopback() && o.is_ipv4() == ip.is_ipv4())
            .map(|o| url(*o))
            .collect()
    } else {
        vec![url(ip)]
    };
    let at = if reach.is_empty() {
        format!("http://<this machine's address>:{port}/")
    } else {
        reach.join(" ")
    };
    let warning = format!(
        "warning: listening on {bound}: anyone who can reach this machine can use this server, which has no authentication (reachable at {at})"
    );
    (first, Some(warning))
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

#[cfg(test)]
mod tests {
    use super::announcement;

    /// Item 19 of issue 38: an unspecified address prints a URL a browser opens, and warns,
    /// naming the URLs other machines use; loopback prints its URL alone.
    #[test]
    fn every_address_prints_a_url_a_browser_opens_and_a_network_one_warns() {
        let lan: std::net::IpAddr = "192.168.1.5".parse().expect("an address");
        let (url, warn) = announcement("0.0.0.0:43649".parse().expect("an address"), &[lan]);
        assert_eq!(url, "http://127.0.0.1:43649/");
        let warn = warn.expect("a warning");
        assert!(warn.contains("no authentication"), "{warn}");
        assert!(warn.contains("http://192.168.1.5:43649/"), "{warn}");
        let (url, warn) = announcement("127.0.0.1:8080".parse().expect("an address"), &[lan]);
        assert_eq!((url.as_str(), warn), ("http://127.0.0.1:8080/", None));
        let (url, warn) = announcement("[::]:80".parse().expect("an address"), &[]);
        assert_eq!(url, "http://[::1]:80/");
        assert!(
            warn.expect("a warning")
                .contains("<this machine's address>")
        );
    }
}
