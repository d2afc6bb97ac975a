//! `POST /api/moves` with `all: true`: JSON Lines as `swjudge moves --all --format json`
//! prints them, each move sent as it is found, then the answer that counts them. Nothing but
//! a few lines waiting to be sent is kept: a board with a million moves costs the server what
//! a board with a hundred does.

use super::common::{BOARD_NAME, State, WORK, failed, internal};
use axum::body::{Body, Bytes};
use axum::http::{Response, header};
use axum::response::IntoResponse;
use http_body::Frame;
use std::ops::ControlFlow;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Instant;
use swjudge::render::json::{BoardRequest, ErrorDoc, ErrorEntry};
use swjudge::rules::Ruleset;
use tokio::sync::mpsc;

/// Lines found and not yet sent: the judge waits for the client past this many.
const WAITING_LINES: usize = 64;

/// What the judge's thread sends: a line of the stream, or the error document that replaces
/// the whole answer (only before any line).
enum Sent {
    Line(String),
    Failed(Response<Body>),
}

/// The lines, as a response body: the first (already received), then the rest as they come.
struct Lines {
    first: Option<String>,
    rest: mpsc::Receiver<Sent>,
}

impl http_body::Body for Lines {
    type Data = Bytes;
    type Error = std::convert::Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        if let Some(first) = self.first.take() {
            return Poll::Ready(Some(Ok(Frame::data(Bytes::from(first)))));
        }
        match self.rest.poll_recv(cx) {
            Poll::Ready(Some(Sent::Line(l))) => Poll::Ready(Some(Ok(Frame::data(Bytes::from(l))))),
            Poll::Ready(_) => Poll::Ready(None),
            Poll::Pending => Poll::Pending,
        }
    }
}

/// Streams the moves of `req`'s card (or of the side to move). The stream ends early, with an
/// error line, when the client stops reading for longer than the time limit.
pub async fn moves_all(state: State, req: BoardRequest, rules: Option<Ruleset>) -> Response<Body> {
    let (tx, mut rx) = mpsc::channel::<Sent>(WAITING_LINES);
    let work = WORK.try_with(Clone::clone).ok();
    let limit = state.time_limit;
    let job = move || {
        let _scope = work
            .as_ref()
            .map(|w| swjudge::cancel::scope(w.cancel.clone()));
        let s = match swjudge::api::load(BOARD_NAME, req.board.as_bytes(), state.catalog.clone()) {
            Ok(s) => s,
            Err(f) => {
                let _ = tx.blocking_send(Sent::Failed(failed(&f)));
                return;
            }
        };
        let started = Instant::now();
        let late = std::cell::Cell::new(false);
        let send = |line: String| {
            if tx.blocking_send(Sent::Line(line)).is_err() {
                return ControlFlow::Break(());
            }
            if started.elapsed() > limit {
                late.set(true);
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        };
        let asked = swjudge::api::moves_streamed(&s.board, req.card.as_deref(), rules, &mut |m| {
            send(swjudge::render::json::stream_move(&m.entry) + "\n")
        });
        match asked {
            Ok(_) if late.get() => {
                let doc = ErrorDoc::new(
                    None,
                    vec![ErrorEntry::message(
                        "swjudge::serve::time_limit",
                        "the list was cut: it took longer than the server's time limit to send",
                        Some("ask for one card's moves, or run `swjudge moves --all` on this machine".into()),
                    )],
                );
                let line = serde_json::to_string(&doc).unwrap_or_default() + "\n";
                let _ = tx.blocking_send(Sent::Line(line));
            }
            Ok(v) => {
                let _ = send(swjudge::render::json::stream_end(&v) + "\n");
            }
            Err(f) => {
                let _ = tx.blocking_send(Sent::Failed(failed(&f)));
            }
        }
        drop(work);
    };
    // The work ends by itself once the client is gone (its next line is not taken).
    let _running = tokio::task::spawn_blocking(job);
    match rx.recv().await {
        Some(Sent::Failed(r)) => r,
        Some(Sent::Line(first)) => {
            let body = Body::new(Lines {
                first: Some(first),
                rest: rx,
            });
            (
                [(header::CONTENT_TYPE, "application/x-ndjson; charset=utf-8")],
                body,
            )
                .into_response()
        }
        // The judge's thread ended with nothing sent: it panicked.
        None => internal(),
    }
}
