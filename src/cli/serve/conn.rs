//! Connections: accepted up to a cap below the descriptor limit, each closed when it sends no
//! request head within the idle limit (a silent client, half a request line, an idle
//! keep-alive), and every refusal the HTTP parser makes itself (400, 414, 431) answered with an
//! error document and the security headers instead of an empty body.

use super::common::raw_error;
use axum::Router;
use axum::http::StatusCode;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, ready};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;

/// Descriptors kept for everything but connections (the listener, `--cards` files, the
/// runtime's own).
const SPARE_DESCRIPTORS: usize = 64;

/// At most `wanted` connections, and fewer than the process may open descriptors.
pub fn connection_cap(wanted: usize) -> usize {
    let limit = descriptor_limit().unwrap_or(1024);
    wanted
        .min(limit.saturating_sub(SPARE_DESCRIPTORS).max(1))
        .max(1)
}

/// The soft limit on open descriptors (`ulimit -n`).
fn descriptor_limit() -> Option<usize> {
    let mut l = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into the struct it is given, nothing else.
    let ok = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut l) } == 0;
    ok.then(|| usize::try_from(l.rlim_cur).unwrap_or(usize::MAX))
}

/// This machine's addresses (for the URLs other machines use); none where they cannot be
/// read.
pub fn interface_addresses() -> Vec<std::net::IpAddr> {
    let mut out = Vec::new();
    let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs fills a list this function walks, reading only the addresses it
    // gives for the families it names, then frees it.
    unsafe {
        if libc::getifaddrs(&mut list) != 0 {
            return out;
        }
        let mut at = list;
        while !at.is_null() {
            let a = (*at).ifa_addr;
            if !a.is_null() && i32::from((*a).sa_family) == libc::AF_INET {
                let v4 = &*(a as *const libc::sockaddr_in);
                out.push(std::net::Ipv4Addr::from(u32::from_be(v4.sin_addr.s_addr)).into());
            }
            at = (*at).ifa_next;
        }
        libc::freeifaddrs(list);
    }
    out
}

/// Serves `app` on `listener`: each connection on a task of its own while fewer than `cap`
/// are open; past the cap, a 503 error document and the connection closed.
pub async fn serve(listener: TcpListener, app: Router, cap: usize, idle: Duration) {
    let open = Arc::new(Semaphore::new(cap));
    // Refusals take a descriptor for a moment too: a few at once, the rest closed at once.
    let refusing = Arc::new(Semaphore::new(16));
    loop {
        let stream = match listener.accept().await {
            Ok((s, _)) => s,
            // Out of descriptors (or a connection reset before it was taken): wait a moment
            // for one to close rather than spin.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        match open.clone().try_acquire_owned() {
            Ok(permit) => {
                let app = app.clone();
                tokio::spawn(async move {
                    connection(stream, app, idle).await;
                    drop(permit);
                });
            }
            Err(_) => {
                if let Ok(permit) = refusing.clone().try_acquire_owned() {
                    tokio::spawn(async move {
                        refuse(stream).await;
                        drop(permit);
                    });
                }
            }
        }
    }
}

/// One connection, HTTP/1.1 with keep-alive, until the client closes it or sends no request
/// head within `idle`.
async fn connection(stream: TcpStream, app: Router, idle: Duration) {
    let io = TokioIo::new(Answered::new(stream));
    let service = hyper_util::service::TowerToHyperService::new(app);
    let _ = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(idle)
        .serve_connection(io, service)
        .await;
}

/// Past the connection cap: a 503 error document, then the connection closed once the client
/// has had a moment to read it.
async fn refuse(mut stream: TcpStream) {
    let bytes = raw_error(
        StatusCode::SERVICE_UNAVAILABLE,
        "swjudge::serve::busy",
        "the server has as many connections open as it takes".into(),
        Some("try again in a moment".into()),
    );
    let write = async {
        stream.write_all(&bytes).await?;
        stream.shutdown().await?;
        // Read what the client sent until it closes, so that closing does not reset the
        // connection before the answer is read.
        let mut sink = [0u8; 4096];
        while stream.read(&mut sink).await? > 0 {}
        Ok::<(), std::io::Error>(())
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), write).await;
}

/// A connection whose responses the HTTP parser writes itself (its refusals of a request it
/// cannot read: an empty body, none of our headers) are replaced by an error document with
/// the security headers. Every response the routes give carries the content security policy;
/// one without it is the parser's.
struct Answered<T> {
    inner: T,
    /// Replacement bytes not yet written.
    pending: Vec<u8>,
    sent: usize,
}

impl<T> Answered<T> {
    fn new(inner: T) -> Self {
        Answered {
            inner,
            pending: Vec::new(),
            sent: 0,
        }
    }
}

/// The error document for a response head the parser wrote, when `buf` is one.
fn replacement(buf: &[u8]) -> Option<Vec<u8>> {
    let rest = buf.strip_prefix(b"HTTP/1.1 ")?;
    let end = buf.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
    if head.contains("content-security-policy:") {
        return None;
    }
    let status: u16 = std::str::from_utf8(rest.get(..3)?).ok()?.parse().ok()?;
    let (code, message, help) = match status {
        414 => (
            "swjudge::serve::too_large",
            "the request's address is longer than the server reads",
            "send the board and question in the body of a POST",
        ),
        431 => (
            "swjudge::serve::too_large",
            "the request's headers are larger than the server reads",
            "send fewer or shorter headers",
        ),
        s if (400..500).contains(&s) => (
            "swjudge::serve::bad_request",
            "the request is not HTTP/1.1 the server can read (its request line or a header is malformed)",
            "the routes and their requests are listed in docs/serve.md",
        ),
        _ => return None,
    };
    let status = StatusCode::from_u16(status).ok()?;
    Some(raw_error(
        status,
        code,
        message.to_string(),
        Some(help.to_string()),
    ))
}

impl<T: AsyncWrite + Unpin> Answered<T> {
    /// Writes what is pending of a replacement.
    fn poll_pending(&mut self, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        while self.sent < self.pending.len() {
            let n = ready!(Pin::new(&mut self.inner).poll_write(cx, &self.pending[self.sent..]))?;
            if n == 0 {
                return Poll::Ready(Err(std::io::ErrorKind::WriteZero.into()));
            }
            self.sent += n;
        }
        Poll::Ready(Ok(()))
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Answered<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Answered<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        ready!(self.poll_pending(cx))?;
        if let Some(bytes) = replacement(buf) {
            // The parser's refusal is the last thing it writes on the connection: the whole
            // of it is taken, and the error document written in its place.
            self.pending = bytes;
            self.sent = 0;
            let _ = self.poll_pending(cx)?;
            return Poll::Ready(Ok(buf.len()));
        }
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        ready!(self.poll_pending(cx))?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        ready!(self.poll_pending(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parsers_own_refusal_becomes_an_error_document_and_ours_are_left_alone() {
        let bare =
            b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        let out = String::from_utf8(replacement(bare).expect("replaced")).expect("utf-8");
        assert!(out.starts_with("HTTP/1.1 431 "), "{out}");
        assert!(
            out.contains("content-security-policy: default-src 'none'"),
            "{out}"
        );
        assert!(out.contains("swjudge::serve::too_large"), "{out}");
        let ours = b"HTTP/1.1 404 Not Found\r\ncontent-security-policy: x\r\n\r\n{}";
        assert!(replacement(ours).is_none());
        assert!(replacement(b"{\"HTTP/1.1 400\"}").is_none());
    }
}
