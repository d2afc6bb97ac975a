//! Requests from elsewhere refused before any work: a `Host` that is not this machine's (a
//! DNS-rebound name), an `Origin` that is not the page's own (another site's page or form),
//! and a POST whose body is not declared JSON (a form sent without a preflight).

use super::common::{State, error};
use axum::body::Body;
use axum::http::{HeaderMap, Method, Response, StatusCode, header};

/// The host of a `Host` value or of an origin's authority, lower-cased, without its port.
fn host_name(authority: &str) -> String {
    let a = authority.trim().to_ascii_lowercase();
    if let Some(rest) = a.strip_prefix('[') {
        // An IPv6 address: `[::1]:8080`.
        return rest.split(']').next().unwrap_or("").to_string();
    }
    a.rsplit_once(':')
        .filter(|(_, port)| port.chars().all(|c| c.is_ascii_digit()))
        .map_or(a.clone(), |(h, _)| h.to_string())
}

/// A host this server answers to: `localhost`, an IP address (no name a DNS server could
/// point elsewhere), or a name `--allow-host` gives.
pub fn host_allowed(state: &State, authority: &str) -> bool {
    let h = host_name(authority);
    h == "localhost"
        || h.ends_with(".localhost")
        || h.parse::<std::net::IpAddr>().is_ok()
        || state.allowed_hosts.contains(&h)
}

/// Refuses a foreign `Host` or `Origin`, and a POST body not sent as `application/json`.
pub async fn same_origin(
    axum::extract::State(state): axum::extract::State<State>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response<Body> {
    match refusal(&state, req.method(), req.headers()) {
        Some(refused) => refused,
        None => next.run(req).await,
    }
}

/// Why a request with these headers is refused, as its error document; `None` to serve it.
fn refusal(state: &State, method: &Method, headers: &HeaderMap) -> Option<Response<Body>> {
    let value = |name| {
        headers
            .get(name)
            .map(|v| v.to_str().unwrap_or("\u{fffd}").to_string())
    };
    let host = value(header::HOST);
    if let Some(h) = &host
        && !host_allowed(state, h)
    {
        return Some(error(
            StatusCode::FORBIDDEN,
            "swjudge::serve::host",
            format!(
                "the request names the host `{}`, which is not this server's",
                swjudge::text::escape_line(h)
            ),
            Some("open the server at the address it printed (e.g. http://127.0.0.1:8080/), or start it with --allow-host NAME".into()),
        ));
    }
    if let Some(origin) = value(header::ORIGIN) {
        let own = host
            .as_deref()
            .map(|h| format!("http://{}", h.to_ascii_lowercase()));
        if own.as_deref() != Some(origin.to_ascii_lowercase().as_str()) {
            return Some(error(
                StatusCode::FORBIDDEN,
                "swjudge::serve::origin",
                format!(
                    "the request comes from the page of another site (`{}`)",
                    swjudge::text::escape_line(&origin)
                ),
                Some("only the server's own page may use its API".into()),
            ));
        }
    }
    if method == Method::POST {
        let json = value(header::CONTENT_TYPE).is_some_and(|t| {
            t.split(';')
                .next()
                .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
        });
        if !json {
            return Some(error(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "swjudge::serve::content_type",
                "the request's body is not declared as JSON".into(),
                Some("send it with `Content-Type: application/json`".into()),
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::host_name;

    #[test]
    fn a_hosts_name_is_read_without_its_port() {
        assert_eq!(host_name("127.0.0.1:8080"), "127.0.0.1");
        assert_eq!(host_name("[::1]:80"), "::1");
        assert_eq!(host_name("LocalHost"), "localhost");
        assert_eq!(host_name("evil.example:8080"), "evil.example");
    }
}
