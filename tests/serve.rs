//! `swjudge serve`'s API on an ephemeral loopback port: every route and its errors, the caps
//! and the time limit, hostile input; and for every bundled board and question, `/api/ask`
//! answers exactly what `swjudge ask --format json` prints.

#[path = "common/bays.rs"]
mod bays;
mod serve_common;

use bays::docking_bays_to_nowhere as docking_bays;

use serde_json::json;
use serve_common::{Server, swjudge};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).expect("a bundled file")
}

/// Every bundled board (scenarios/ and examples/) with its questions.
fn bundled() -> Vec<(PathBuf, Vec<String>)> {
    let files =
        swjudge::scenario::files_under(&[root().join("scenarios"), root().join("examples")]);
    assert!(files.len() > 100, "the bundled scenarios: {}", files.len());
    files
        .into_iter()
        .map(|f| {
            let questions =
                match swjudge::scenario::load_file(&f, swjudge::catalog::Catalog::builtin()) {
                    Ok(s) => s.questions.into_iter().map(|q| q.ask).collect(),
                    // A board that does not load: its error document is compared instead.
                    Err(_) => vec!["shielded \"Echo Docking Bay\"".to_string()],
                };
            (f, questions)
        })
        .collect()
}

#[test]
fn api_ask_answers_what_the_cli_prints_for_every_bundled_question() {
    let server = Server::start(&[]);
    let boards = bundled();
    let compared = std::sync::atomic::AtomicUsize::new(0);
    let chunks: Vec<&[(PathBuf, Vec<String>)]> = boards.chunks(boards.len().div_ceil(4)).collect();
    std::thread::scope(|scope| {
        for chunk in chunks {
            let (server, compared) = (&server, &compared);
            scope.spawn(move || {
                for (file, questions) in chunk {
                    let board = std::fs::read_to_string(file).expect("the board");
                    let path = file.to_str().expect("a UTF-8 path");
                    for q in questions {
                        let (code, cli) = swjudge(&["--format", "json", "ask", path, q]);
                        let got = server.post("/api/ask", &json!({"board": board, "question": q}));
                        // The CLI names the file where the server names the request's `board`.
                        let cli = cli.replace(&format!("\"{path}\""), "\"board\"");
                        assert_eq!(got.body, cli, "{path}: `{q}`");
                        assert_eq!(
                            got.status == 200,
                            code == 0,
                            "{path}: `{q}`: {}",
                            got.status
                        );
                        if code != 0 {
                            assert_eq!(got.status, 422, "{path}: `{q}`");
                        }
                        compared.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let n = compared.into_inner();
    assert!(n > 500, "every bundled question compared: {n}");
}

#[test]
fn ask_takes_words_and_a_ruleset_and_lists_the_readings() {
    let server = Server::start(&[]);
    let board = read("examples/hoth-shield.yaml");
    let r = server.post(
        "/api/ask",
        &json!({"board": board, "question": "is the echo docking bay shielded?", "rules": "hoth"}),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let doc = r.json();
    assert_eq!(doc["read_as"], "shielded \"Hoth: Echo Docking Bay\"");
    assert_eq!(doc["ruleset"], "hoth");
    assert_eq!(doc["reasons"][0]["rule"], "hoth.shield.coverage");
    // Several readings: each listed, to pick from.
    let two = format!(
        "{board}\n  # two troopers\n",
        board = board.replace(
            "light: [Commander Luke Skywalker, Echo Base Trooper]",
            "light: [Commander Luke Skywalker, { card: Echo Base Trooper, id: t1 }, { card: Echo Base Trooper, id: t2 }]"
        )
    );
    let r = server.post(
        "/api/ask",
        &json!({"board": two, "question": "is the trooper alone?"}),
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert_eq!(r.error_code(), "swjudge::query::readings");
    assert_eq!(
        r.json()["errors"][0]["readings"],
        json!(["alone @t1", "alone @t2"])
    );
    // The same list from the CLI.
    let dir = std::env::temp_dir().join(format!("swjudge-serve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let f = dir.join("two.yaml");
    std::fs::write(&f, &two).expect("written");
    let (code, cli) = swjudge(&[
        "--format",
        "json",
        "ask",
        f.to_str().expect("utf-8"),
        "is the trooper alone?",
    ]);
    assert_eq!(code, 2);
    assert_eq!(cli, r.body);
    // A ruleset of the other game, an unknown ruleset.
    let r = server.post(
        "/api/ask",
        &json!({"board": board, "question": "shielded \"Echo Docking Bay\"", "rules": "dotf"}),
    );
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (422, "swjudge::cli::ruleset")
    );
    let r = server.post(
        "/api/ask",
        &json!({"board": board, "question": "x", "rules": "newest"}),
    );
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (400, "swjudge::serve::ruleset")
    );
}

#[test]
fn errors_are_error_documents_with_their_spans() {
    let server = Server::start(&[]);
    // A board that does not load: the loader's diagnostics, with the spans in the board.
    let r = server.post("/api/ask", &json!({"board": "rows: [", "question": "x"}));
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (422, "swjudge::scenario::yaml")
    );
    let doc = r.json();
    assert_eq!(doc["file"], "board");
    assert_eq!(
        doc["errors"][0]["labels"][0]["span"],
        json!({"offset": 6, "length": 1})
    );
    // A question that names nothing on the board: its span indexes the question.
    let board = read("examples/hoth-shield.yaml");
    let r = server.post(
        "/api/ask",
        &json!({"board": board, "question": "can land the bomber at bespin"}),
    );
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (422, "swjudge::query::no_fit")
    );
    assert_eq!(
        r.json()["errors"][0]["labels"][0]["span"],
        json!({"offset": 23, "length": 6})
    );
    // Not JSON, a missing field, an unknown field.
    for body in [
        "{",
        "{\"board\": \"rows: {}\"}",
        "{\"board\": \"\", \"question\": \"x\", \"file\": \"/etc/passwd\"}",
    ] {
        let r = server.post_raw("/api/ask", body);
        assert_eq!(
            (r.status, r.error_code().as_str()),
            (400, "swjudge::serve::bad_request"),
            "{body}"
        );
    }
    // No such route; the wrong method.
    let r = server.get("/api/nothing");
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (404, "swjudge::serve::not_found")
    );
    let r = server.get("/api/ask");
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (405, "swjudge::serve::method")
    );
    // Nothing in a request names a file: a path is a board's text, not a file read.
    let r = server.post("/api/validate", &json!({"board": "/etc/passwd"}));
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(!r.body.contains("root:"), "{}", r.body);
}

#[test]
fn validate_layout_moves_and_reach_answer_as_the_cli() {
    let server = Server::start(&[]);
    // validate: legal, and a board with problems at their places.
    for file in [
        "examples/hoth-shield.yaml",
        "scenarios/cloud-city/validate-captives.yaml",
    ] {
        let r = server.post("/api/validate", &json!({"board": read(file)}));
        assert_eq!(r.status, 200, "{}", r.body);
        let (_, cli) = swjudge(&[
            "--format",
            "json",
            "validate",
            root().join(file).to_str().expect("utf-8"),
        ]);
        let mut want: serde_json::Value = serde_json::from_str(&cli).expect("JSON");
        want["file"] = json!("board");
        assert_eq!(r.json(), want, "{file}");
    }
    let r = server.post(
        "/api/validate",
        &json!({"board": read("scenarios/cloud-city/validate-captives.yaml")}),
    );
    let doc = r.json();
    assert_eq!(doc["legal"], false);
    assert!(doc["problems"][0]["offset"].as_u64().is_some(), "{doc}");
    // layout: the SVG `layout --format svg` draws; an unknown row.
    let board = read("examples/hoth-shield.yaml");
    let r = server.post("/api/layout", &json!({"board": board}));
    assert_eq!(r.status, 200);
    assert!(
        r.content_type.starts_with("image/svg+xml"),
        "{}",
        r.content_type
    );
    let (_, svg) = swjudge(&[
        "--format",
        "svg",
        "layout",
        root()
            .join("examples/hoth-shield.yaml")
            .to_str()
            .expect("utf-8"),
    ]);
    assert_eq!(r.body, svg);
    let r = server.post("/api/layout", &json!({"board": board, "row": "Tatooine"}));
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (422, "swjudge::cli::unknown_row")
    );
    // moves: `swjudge moves <file> @bomber1 --format json`.
    let r = server.post("/api/moves", &json!({"board": board, "card": "@bomber1"}));
    let (_, cli) = swjudge(&[
        "--format",
        "json",
        "moves",
        root()
            .join("examples/hoth-shield.yaml")
            .to_str()
            .expect("utf-8"),
        "@bomber1",
    ]);
    assert_eq!((r.status, r.body.as_str()), (200, cli.as_str()));
    // reach: `ask 'reach @red5 "East Platform"'`.
    let file = root().join("scenarios/cloud-city/reach.yaml");
    let r = server.post(
        "/api/reach",
        &json!({"board": read("scenarios/cloud-city/reach.yaml"), "card": "@red5", "location": "East Platform"}),
    );
    let (_, cli) = swjudge(&[
        "--format",
        "json",
        "ask",
        file.to_str().expect("utf-8"),
        "reach @red5 \"East Platform\"",
    ]);
    assert_eq!((r.status, r.body.as_str()), (200, cli.as_str()));
    let r = server.post("/api/reach", &json!({"board": board, "card": "@bomber1"}));
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (400, "swjudge::serve::bad_request")
    );
}

#[test]
fn cards_rules_new_and_examples() {
    let server = Server::start(&[]);
    let r = server.get("/api/cards?q=red+five");
    let (_, cli) = swjudge(&["--format", "json", "cards", "red", "five"]);
    assert_eq!((r.status, r.body.as_str()), (200, cli.as_str()));
    let r = server.get("/api/cards?q=qqqzzzx");
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (404, "swjudge::cli::no_card")
    );
    let r = server.get("/api/cards?q=luke&game=pokemon");
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (400, "swjudge::serve::bad_request")
    );
    let r = server.get("/api/cards?q=obi&game=young-jedi");
    assert!(
        r.json()
            .as_array()
            .is_some_and(|a| !a.is_empty() && a.iter().all(|c| c["game"] == "young-jedi"))
    );
    // rules/<id>: `rules <id> --format json`; a near miss names the id.
    let r = server.get("/api/rules/hoth.landing");
    let (_, cli) = swjudge(&["--format", "json", "rules", "hoth.landing"]);
    assert_eq!((r.status, r.body.as_str()), (200, cli.as_str()));
    let r = server.get("/api/rules/hoth.landin");
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (404, "swjudge::cli::no_rule")
    );
    assert_eq!(
        r.json()["errors"][0]["help"],
        "did you mean `hoth.landing`?"
    );
    assert!(
        server
            .get("/api/rules")
            .json()
            .as_array()
            .is_some_and(|a| a.len() > 50)
    );
    // new: `swjudge new hoth bespin`, `swjudge new --game young-jedi naboo`; an unknown system.
    let r = server.get("/api/new?systems=hoth,bespin");
    let (_, cli) = swjudge(&["new", "hoth", "bespin"]);
    assert_eq!((r.status, r.body.as_str()), (200, cli.as_str()));
    let r = server.get("/api/new?game=young-jedi&systems=naboo");
    let (_, cli) = swjudge(&["new", "--game", "young-jedi", "naboo"]);
    assert_eq!((r.status, r.body.as_str()), (200, cli.as_str()));
    let r = server.get("/api/new?systems=naboo&rules=dotf");
    assert_eq!((r.status, r.body.as_str()), (200, cli.as_str()));
    let r = server.get("/api/new?game=young-jedi&rules=hoth");
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (422, "swjudge::cli::new_game_rules")
    );
    let r = server.get("/api/new?systems=hothh");
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (422, "swjudge::cli::unknown_system")
    );
    // examples: each bundled board, which loads.
    let ex = server.get("/api/examples").json();
    let ex = ex.as_array().expect("an array");
    assert!(ex.len() >= 3);
    for e in ex {
        let name = e["name"].as_str().expect("a name");
        assert_eq!(e["board"].as_str(), Some(read(name).as_str()), "{name}");
    }
}

#[test]
fn the_page_is_served_with_a_policy_that_allows_only_its_own_script_and_style() {
    let server = Server::start(&[]);
    let page = server.get("/");
    assert_eq!(page.status, 200);
    assert!(page.content_type.starts_with("text/html"));
    let csp = page.header("content-security-policy").expect("a CSP");
    assert!(
        csp.contains("default-src 'none'") && csp.contains("script-src 'self'"),
        "{csp}"
    );
    assert!(
        !csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"),
        "{csp}"
    );
    assert_eq!(page.header("x-content-type-options"), Some("nosniff"));
    assert!(page.body.contains("<script src=\"/page.js\""));
    assert!(
        !page.body.contains("http://") && !page.body.contains("https://"),
        "nothing fetched from elsewhere"
    );
    let js = server.get("/page.js");
    assert!(js.content_type.starts_with("text/javascript"));
    assert!(
        !js.body.contains("innerHTML") && !js.body.contains("eval("),
        "data is shown as text"
    );
    assert!(server.get("/page.css").content_type.starts_with("text/css"));
    // An error response carries the policy too.
    assert!(
        server
            .get("/nothing")
            .header("content-security-policy")
            .is_some()
    );
}

#[test]
fn a_body_over_the_cap_is_refused_with_an_error_document_and_a_board_over_the_loaders_limit_with_its_error()
 {
    let server = Server::start(&[]);
    let max = swjudge::scenario::MAX_FILE_BYTES;
    // Over the loader's limit, under the body cap: the loader's own error.
    let board = "#".repeat(max + 1);
    let r = server.post("/api/ask", &json!({"board": board, "question": "x"}));
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (422, "swjudge::scenario::too_large")
    );
    // Over the body cap: 413, said before the body is read (its length is announced)...
    let mut conn = TcpStream::connect(server.addr()).expect("connects");
    let cap = 2 * max + 64 * 1024;
    write!(
        conn,
        "POST /api/ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{{\"board\": \"",
        cap + 1
    )
    .expect("sent");
    let reply = read_all(conn);
    assert!(reply.starts_with("HTTP/1.1 413"), "{reply}");
    assert!(reply.contains("swjudge::serve::too_large"), "{reply}");
    // ...or when the body read passes it (a body sent in chunks announces no length).
    let mut conn = TcpStream::connect(server.addr()).expect("connects");
    write!(
        conn,
        "POST /api/ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    .expect("sent");
    let chunk = vec![b' '; 1024 * 1024];
    for _ in 0..=cap / chunk.len() {
        if write!(conn, "{:x}\r\n", chunk.len()).is_err()
            || conn.write_all(&chunk).is_err()
            || conn.write_all(b"\r\n").is_err()
        {
            break;
        }
    }
    let reply = read_all(conn);
    assert!(reply.starts_with("HTTP/1.1 413"), "{reply}");
    assert!(reply.contains("swjudge::serve::too_large"), "{reply}");
    // Still answering.
    assert_eq!(server.get("/api/rules/hoth.landing").status, 200);
}

/// Opens a connection that sends its headers and part of a body, then stalls.
fn stalled(server: &Server, path: &str) -> TcpStream {
    let mut s = TcpStream::connect(server.addr()).expect("connects");
    write!(
        s,
        "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{{\"board\": \"",
        server.addr()
    )
    .expect("sent");
    s
}

/// Everything the server sends before closing (or until 30 s pass: a bound on a hang, never
/// reached by a server that answers).
fn read_all(mut s: TcpStream) -> String {
    s.set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a timeout");
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn a_slow_client_gets_the_time_limit_and_the_in_flight_cap_refuses_at_once() {
    // A time limit long enough that a loaded machine sees the slow request in flight before it
    // runs out.
    let server = Server::start(&["--time-limit", "12000", "--max-in-flight", "1"]);
    // The one request in flight is the slow one: another is refused at once, not queued. It is
    // asked again until the slow one's headers have arrived (a loaded machine may take a
    // while); if the slow one was answered first (its time limit ran out before any request
    // was seen refused), the window closed, and another slow request opens a new one. Only a
    // cap that never refuses runs into the bound.
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    let (r, slow) = 'refused: loop {
        let slow = stalled(&server, "/api/ask");
        slow.set_nonblocking(true).expect("non-blocking");
        loop {
            let r = server.get("/api/rules/hoth.landing");
            if r.status == 503 {
                break 'refused (r, slow);
            }
            assert_eq!(r.status, 200, "{}", r.body);
            assert!(
                std::time::Instant::now() < deadline,
                "no request refused in 120 s while a slow one was in flight"
            );
            let mut byte = [0u8; 1];
            match slow.peek(&mut byte) {
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                // Answered or closed: this slow request is no longer in flight.
                _ => break,
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    slow.set_nonblocking(false).expect("blocking");
    assert_eq!(r.error_code(), "swjudge::serve::busy");
    // The slow one gets the time limit's error document.
    let reply = read_all(slow);
    assert!(reply.starts_with("HTTP/1.1 408"), "{reply}");
    assert!(reply.contains("swjudge::serve::time_limit"), "{reply}");
    // And the server answers again.
    assert_eq!(server.get("/api/rules/hoth.landing").status, 200);
}

#[test]
fn many_requests_at_once_and_stalled_clients_do_not_stop_it() {
    let mut server = Server::start(&["--time-limit", "2000"]);
    let board = read("examples/hoth-shield.yaml");
    // Clients that open a connection and send half a request, then wait.
    let stalls: Vec<TcpStream> = (0..20)
        .map(|_| {
            let mut s = TcpStream::connect(server.addr()).expect("connects");
            s.write_all(b"POST /api/ask HTTP/1.1\r\nHost: x\r\n")
                .expect("sent");
            s
        })
        .collect();
    let ok = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..16 {
            scope.spawn(|| {
                for _ in 0..10 {
                    let r = server.post(
                        "/api/ask",
                        &json!({"board": board, "question": "shielded \"Echo Docking Bay\""}),
                    );
                    assert!(
                        r.status == 200 || r.status == 503,
                        "{} {}",
                        r.status,
                        r.body
                    );
                    if r.status == 200 {
                        ok.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                }
            });
        }
    });
    assert!(ok.into_inner() > 100, "most of 160 answered");
    drop(stalls);
    assert!(server.alive());
    assert_eq!(server.get("/api/rules/hoth.landing").status, 200);
}

#[test]
fn hostile_text_comes_back_as_data_only() {
    let server = Server::start(&[]);
    let script = "<script>document.title='pwned'</script>";
    let board = format!(
        "rules: latest\nrows:\n  \"{script}\":\n    - system: Hoth\n      light: [\"{script}\"]\n"
    );
    // A card title holding a script: the loader's error quotes it, inside a JSON string.
    let r = server.post("/api/ask", &json!({"board": board, "question": script}));
    assert_eq!(r.status, 422);
    assert!(r.content_type.starts_with("application/json"));
    assert!(
        r.json()["errors"][0]["message"]
            .as_str()
            .is_some_and(|m| m.contains(script)),
        "{}",
        r.body
    );
    // A card of the board's own whose title is markup: the answer holds it as a JSON string.
    let tag = "<script>alert(1)</script>";
    let board = format!(
        "rules: latest\ncards:\n  - {{ title: '{tag}', side: light, type: character, ability: 2 }}\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n      light: ['{tag}']\n    - system: Hoth\n"
    );
    let r = server.post(
        "/api/ask",
        &json!({"board": board, "question": format!("alone \"{tag}\"")}),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["answer"], "yes");
    let r = server.post("/api/layout", &json!({"board": board}));
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(
        !r.body.contains("<script>") && r.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{}",
        r.body
    );
    // A row named with markup: the SVG escapes it.
    let board = format!("rules: latest\nrows:\n  \"{script}\":\n    - system: Hoth\n");
    let r = server.post("/api/layout", &json!({"board": board}));
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(!r.body.contains("<script>"), "{}", r.body);
    // Control characters and a lone surrogate's replacement: refused or answered, never a crash.
    let r = server.post(
        "/api/ask",
        &json!({"board": "rows:\n  \u{1b}[2J: []\n", "question": "\u{0}\u{1b}]52;c;x\u{7}"}),
    );
    assert!(r.status == 422 || r.status == 200, "{}", r.status);
    assert_eq!(server.get("/api/rules/hoth.landing").status, 200);
}

/// Sends `request` on a new connection and returns everything the server sends back.
fn raw(server: &Server, request: &[u8]) -> String {
    let mut s = TcpStream::connect(server.addr()).expect("connects");
    let _ = s.write_all(request);
    read_all(s)
}

/// Item 1 of issue 38: a request past its time limit stops its work, and its work counts
/// against `--max-in-flight` until it has stopped: twelve long searches in a row, each
/// answered by the time limit, never run at once.
#[test]
fn work_past_the_time_limit_stops_and_counts_against_the_cap_until_it_has() {
    let server = Server::start(&["--time-limit", "300", "--max-in-flight", "1"]);
    assert_eq!(server.get("/api/rules/hoth.landing").status, 200);
    let before = server.status("Threads");
    let board = docking_bays(20);
    let mut most = before;
    for _ in 0..12 {
        let r = server.post(
            "/api/reach",
            &json!({"board": board, "card": "@t0", "location": "Echo Corridor"}),
        );
        assert!(
            [408, 503].contains(&r.status),
            "{} {}",
            r.status,
            &r.body[..r.body.len().min(300)]
        );
        let code = r.error_code();
        assert!(
            code == "swjudge::serve::time_limit" || code == "swjudge::serve::busy",
            "{code}"
        );
        most = most.max(server.status("Threads"));
    }
    // One search at a time (and a few spare threads), not twelve.
    assert!(
        most <= before + 5,
        "threads: {before} at rest, {most} at most"
    );
    // Its work stopped, the server answers again (asked until it does).
    let back = answers_again(&server);
    assert!(back, "the server answers once the stopped work has ended");
}

/// Item 2 of issue 38: a connection that sends nothing, or half a request line, is closed
/// after `--idle-limit`; connections past `--max-connections` are refused with an error
/// document, and taken again once one closes.
#[test]
fn silent_connections_are_closed_and_connections_are_capped() {
    let server = Server::start(&["--idle-limit", "1000"]);
    let silent = TcpStream::connect(server.addr()).expect("connects");
    let mut half = TcpStream::connect(server.addr()).expect("connects");
    half.write_all(b"GET /api/rul").expect("sent");
    // Closed by the server: the read ends (read_all gives up after 10 s, well past 1 s).
    for s in [silent, half] {
        let mut s = s;
        s.set_read_timeout(Some(Duration::from_secs(30)))
            .expect("a timeout");
        let mut buf = [0u8; 64];
        let n = s.read(&mut buf).expect("the server closes the connection");
        assert_eq!(n, 0, "{:?}", String::from_utf8_lossy(&buf[..n]));
    }
    // An idle keep-alive connection is closed too.
    let mut kept = TcpStream::connect(server.addr()).expect("connects");
    write!(
        kept,
        "GET /api/rules/hoth.landing HTTP/1.1\r\nHost: {}\r\n\r\n",
        server.addr()
    )
    .expect("sent");
    let reply = read_all(kept);
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");

    let capped = Server::start(&["--idle-limit", "60000", "--max-connections", "4"]);
    let mut open: Vec<TcpStream> = (0..4)
        .map(|_| TcpStream::connect(capped.addr()).expect("connects"))
        .collect();
    let ask = format!(
        "GET /api/rules/hoth.landing HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        capped.addr()
    );
    let reply = raw(&capped, ask.as_bytes());
    assert!(reply.starts_with("HTTP/1.1 503"), "{reply}");
    assert!(reply.contains("swjudge::serve::busy"), "{reply}");
    assert!(reply.contains("content-security-policy: "), "{reply}");
    // One closes: a request is answered again (asked until the server has seen it close).
    open.pop();
    let answered = (0..300).any(|_| {
        let reply = raw(&capped, ask.as_bytes());
        if reply.starts_with("HTTP/1.1 200") {
            return true;
        }
        assert!(reply.starts_with("HTTP/1.1 503"), "{reply}");
        std::thread::sleep(Duration::from_millis(100));
        false
    });
    assert!(answered);
}

/// Item 15 of issue 38: a POST whose body is not declared JSON, a request from another
/// site's page (`Origin`) and one for a name that is not this machine's (`Host`, DNS
/// rebinding) are refused before any work; `--allow-host` names a host to take.
#[test]
fn a_foreign_origin_or_host_and_a_body_not_declared_json_are_refused() {
    let server = Server::start(&["--allow-host", "judge.lan"]);
    let body = json!({"board": read("examples/hoth-shield.yaml"), "question": "shielded \"Echo Docking Bay\""}).to_string();
    let post = |host: &str, extra: &str| {
        raw(
            &server,
            format!(
                "POST /api/ask HTTP/1.1\r\nHost: {host}\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            )
            .as_bytes(),
        )
    };
    let json_type = "Content-Type: application/json\r\n";
    let own = server.addr().to_string();
    // A form from another site: text/plain, no preflight.
    let r = post(
        &own,
        "Content-Type: text/plain\r\nOrigin: http://evil.example\r\n",
    );
    assert!(r.starts_with("HTTP/1.1 403"), "{r}");
    assert!(r.contains("swjudge::serve::origin"), "{r}");
    let r = post(&own, "Content-Type: text/plain\r\n");
    assert!(r.starts_with("HTTP/1.1 415"), "{r}");
    assert!(r.contains("swjudge::serve::content_type"), "{r}");
    let r = post(&own, "");
    assert!(r.starts_with("HTTP/1.1 415"), "{r}");
    // JSON from another site's page.
    let r = post(
        &own,
        &format!("{json_type}Origin: http://evil.example:8080\r\n"),
    );
    assert!(r.starts_with("HTTP/1.1 403"), "{r}");
    let r = post(&own, &format!("{json_type}Origin: null\r\n"));
    assert!(r.starts_with("HTTP/1.1 403"), "{r}");
    // A DNS-rebound name: the page's own origin, but not this machine's name.
    let port = own.rsplit(':').next().expect("a port");
    let rebound = format!("rebind.example:{port}");
    let r = post(
        &rebound,
        &format!("{json_type}Origin: http://{rebound}\r\n"),
    );
    assert!(r.starts_with("HTTP/1.1 403"), "{r}");
    assert!(r.contains("swjudge::serve::host"), "{r}");
    assert!(r.contains("content-security-policy: "), "{r}");
    let r = raw(
        &server,
        format!("GET /api/examples HTTP/1.1\r\nHost: {rebound}\r\nConnection: close\r\n\r\n")
            .as_bytes(),
    );
    assert!(r.starts_with("HTTP/1.1 403"), "{r}");
    // The page's own requests, and the names it may be opened at.
    for host in [
        own.clone(),
        format!("localhost:{port}"),
        format!("judge.lan:{port}"),
    ] {
        let r = post(&host, &format!("{json_type}Origin: http://{host}\r\n"));
        assert!(r.starts_with("HTTP/1.1 200"), "{host}: {r}");
    }
    let r = post(&own, "Content-Type: application/json; charset=utf-8\r\n");
    assert!(r.starts_with("HTTP/1.1 200"), "{r}");
}

/// Item 16 of issue 38: the refusals the HTTP layer makes itself (a request line or headers
/// it cannot read) are error documents with the security headers too.
#[test]
fn http_layer_refusals_are_error_documents_with_the_security_headers() {
    let server = Server::start(&[]);
    let host = server.addr().to_string();
    let long_uri = format!(
        "GET /{} HTTP/1.1\r\nHost: {host}\r\n\r\n",
        "a".repeat(70_000)
    );
    let many_headers = format!(
        "GET / HTTP/1.1\r\nHost: {host}\r\n{}\r\n",
        "X-A: b\r\n".repeat(200)
    );
    let cases: [(&str, &[u8], &str); 4] = [
        ("414", long_uri.as_bytes(), "swjudge::serve::too_large"),
        ("431", many_headers.as_bytes(), "swjudge::serve::too_large"),
        ("400", b"hello there\r\n\r\n", "swjudge::serve::bad_request"),
        (
            "400",
            b"POST /api/ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n",
            "swjudge::serve::bad_request",
        ),
    ];
    for (status, request, code) in cases {
        let r = raw(&server, request);
        assert!(r.starts_with(&format!("HTTP/1.1 {status} ")), "{r}");
        assert!(r.contains(code), "{r}");
        for h in [
            "content-security-policy: default-src 'none'",
            "x-content-type-options: nosniff",
            "referrer-policy: no-referrer",
            "content-type: application/json",
        ] {
            assert!(r.to_ascii_lowercase().contains(h), "{h}: {r}");
        }
        let body = r.split("\r\n\r\n").nth(1).expect("a body");
        let doc: serde_json::Value = serde_json::from_str(body).expect("an error document");
        assert_eq!(doc["errors"][0]["code"], code);
    }
    // A board in a request is called a board, not a file.
    let board = "#".repeat(swjudge::scenario::MAX_FILE_BYTES + 2);
    let r = server.post("/api/ask", &json!({"board": board, "question": "x"}));
    let message = r.json()["errors"][0]["message"]
        .as_str()
        .unwrap_or("")
        .to_string();
    assert!(
        message.starts_with("the board is 8388610 bytes"),
        "{message}"
    );
}

/// Item 4 of issue 38: `POST /api/moves` with `all` sends JSON Lines as they are found, as
/// `swjudge moves --all --format json` prints them, instead of gathering every move first.
#[test]
fn api_moves_all_streams_the_cli_json_lines() {
    // What is compared is the stream against the CLI's lines, not the time limit (its own
    // tests above): ten thousand moves in a debug build beside the other tests' servers may
    // take longer than the default 10 s, and a cut list would not be the whole stream.
    let server = Server::start(&["--time-limit", "120000"]);
    let dir = std::env::temp_dir().join(format!("swjudge-serve-moves-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let mut board = docking_bays(1);
    // A second row: 99 troopers with somewhere else to go too.
    board.push_str("    - site: \"Hoth: Echo Docking Bay\"\n    - system: Hoth\n");
    let f = dir.join("bays.yaml");
    std::fs::write(&f, &board).expect("written");
    let r = server.post("/api/moves", &json!({"board": board, "all": true}));
    assert_eq!(r.status, 200, "{}", &r.body[..r.body.len().min(500)]);
    assert!(
        r.content_type.starts_with("application/x-ndjson"),
        "{}",
        r.content_type
    );
    let (code, cli) = swjudge(&[
        "--format",
        "json",
        "moves",
        f.to_str().expect("utf-8"),
        "--all",
    ]);
    assert_eq!(code, 0);
    let cli = cli.replace(&format!("\"{}\"", f.to_str().expect("utf-8")), "\"board\"");
    assert!(r.body.lines().count() > 1000, "{}", r.body.lines().count());
    assert_eq!(r.body, cli);
    // Sent as found: the length is not known when the head is sent (a gathered answer's is).
    assert_eq!(r.header("content-length"), None, "{:?}", r.headers);
    assert_eq!(
        r.header("transfer-encoding"),
        Some("chunked"),
        "{:?}",
        r.headers
    );
    // A card's moves, and a board that does not load: as before.
    let r = server.post(
        "/api/moves",
        &json!({"board": board, "card": "@t0", "all": true}),
    );
    assert_eq!(r.status, 200);
    assert!(
        r.body
            .lines()
            .all(|l| serde_json::from_str::<serde_json::Value>(l).is_ok())
    );
    let r = server.post("/api/moves", &json!({"board": "rows: [", "all": true}));
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.error_code().starts_with("swjudge::scenario::"));
    let r = server.post(
        "/api/moves",
        &json!({"board": board, "all": true, "rules": "dotf"}),
    );
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (422, "swjudge::cli::ruleset")
    );
}

/// Item 4 of issue 38, the stream itself: with `all`, the first move reaches the client while
/// the work that finds the rest is still going on (it holds the one in-flight place), and a
/// client that leaves stops that work. A gathered answer (the defect: every move found, then
/// one body) sends nothing until its work has ended and its place is free.
#[test]
fn api_moves_all_sends_its_first_move_while_the_rest_are_being_found() {
    let server = Server::start(&["--time-limit", "600000", "--max-in-flight", "1"]);
    // Two rows of 99 docking bays: about 39,000 moves, 8 MB of lines, more than the socket's
    // buffers hold while the client reads nothing.
    let body = json!({"board": docking_bays(2), "all": true}).to_string();
    let mut s = TcpStream::connect(server.addr()).expect("connects");
    s.set_read_timeout(Some(Duration::from_secs(120)))
        .expect("a timeout");
    write!(
        s,
        "POST /api/moves HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        server.addr(),
        body.len()
    )
    .expect("sent");
    let mut reader = std::io::BufReader::new(s.try_clone().expect("a second handle"));
    let mut head = String::new();
    let first = loop {
        let mut line = String::new();
        let n = std::io::BufRead::read_line(&mut reader, &mut line).expect("the answer comes");
        assert!(n > 0, "the stream ended before a move: {head}");
        if line.starts_with('{') {
            break line;
        }
        head.push_str(&line);
    };
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(head.contains("transfer-encoding: chunked"), "{head}");
    let first: serde_json::Value = serde_json::from_str(&first).expect("a JSON line");
    assert!(first.is_object(), "{first}");
    // The rest are still being found: the work keeps its place, so another request is busy.
    let r = server.get("/api/rules/hoth.landing");
    assert_eq!(
        (r.status, r.error_code().as_str()),
        (503, "swjudge::serve::busy"),
        "the first move came before the work had ended"
    );
    // The client leaves: the work stops at its next move, and the server answers again.
    drop(reader);
    drop(s);
    let back = answers_again(&server);
    assert!(back, "the work stopped once its client left");
}

/// Item 19 of issue 38, as the command prints it: `--addr 0.0.0.0:0` prints a URL a browser
/// opens (loopback, the port bound), and a one-line warning on stderr that the server, which
/// has no authentication, is reachable from the network.
#[test]
fn serve_on_every_address_prints_a_loopback_url_and_warns() {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(["serve", "--addr", "0.0.0.0:0"])
        .env_remove("SWJUDGE_CARDS")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("swjudge serve starts");
    let mut url = String::new();
    std::io::BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut url)
        .expect("the URL line");
    // The warning follows the URL at once; a server that prints none is not waited for.
    let stderr = child.stderr.take().expect("stderr");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = std::io::BufReader::new(stderr).read_line(&mut line);
        let _ = tx.send(line);
    });
    let warning = rx.recv_timeout(Duration::from_secs(30)).unwrap_or_default();
    let _ = child.kill();
    let _ = child.wait();
    let url = url.trim_end();
    let port = url
        .strip_prefix("swjudge serve: http://127.0.0.1:")
        .and_then(|r| r.strip_suffix('/'))
        .unwrap_or_else(|| panic!("a loopback URL: {url:?}"));
    assert!(
        port.parse::<u16>().is_ok_and(|p| p > 0),
        "the port bound: {url}"
    );
    assert!(!url.contains("0.0.0.0"), "{url}");
    assert!(warning.contains("no authentication"), "{warning}");
    assert!(warning.contains("reachable at http://"), "{warning}");
    assert!(warning.contains(&format!(":{port}/")), "{warning}");
    assert_eq!(warning.trim_end().lines().count(), 1, "{warning}");
}

/// Item 2 of issue 38, the descriptor limit: with 128 descriptors and the default
/// `--max-connections` (512), silent clients cannot take every descriptor: connections are
/// capped below the limit, so an ordinary request is answered at once (a 503 error document
/// while they hold their places), not left waiting for the idle limit (60 s here).
#[test]
fn connections_are_capped_below_the_descriptor_limit() {
    use std::io::BufRead;
    let mut child = std::process::Command::new("sh")
        .args([
            "-c",
            "ulimit -n 128 && exec \"$0\" \"$@\"",
            env!("CARGO_BIN_EXE_swjudge"),
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--idle-limit",
            "60000",
        ])
        .env_remove("SWJUDGE_CARDS")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .spawn()
        .expect("swjudge serve starts");
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the URL line");
    let addr = line
        .trim()
        .strip_prefix("swjudge serve: http://")
        .and_then(|a| a.strip_suffix('/'))
        .unwrap_or_else(|| panic!("a URL: {line:?}"))
        .to_string();
    let silent: Vec<TcpStream> = (0..200)
        .map(|_| TcpStream::connect(&addr).expect("connects"))
        .collect();
    // The connections past the cap are refused (each refusal waits a moment for its client).
    std::thread::sleep(Duration::from_secs(2));
    let mut s = TcpStream::connect(&addr).expect("connects");
    write!(
        s,
        "GET /api/rules/hoth.landing HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .expect("sent");
    s.set_read_timeout(Some(Duration::from_secs(20)))
        .expect("a timeout");
    let mut reply = Vec::new();
    let _ = s.read_to_end(&mut reply);
    let reply = String::from_utf8_lossy(&reply);
    let alive = matches!(child.try_wait(), Ok(None));
    let _ = child.kill();
    let _ = child.wait();
    drop(silent);
    assert!(alive, "the server is still running");
    assert!(reply.starts_with("HTTP/1.1 503"), "{reply:?}");
    assert!(reply.contains("swjudge::serve::busy"), "{reply}");
}

/// Asks a cheap route until the server answers it (up to 60 s), every refusal meanwhile being
/// `busy`: whether work that was stopped has ended and given back its place.
fn answers_again(server: &Server) -> bool {
    (0..600).any(|_| {
        let r = server.get("/api/rules/hoth.landing");
        if r.status == 200 {
            return true;
        }
        assert_eq!(r.error_code(), "swjudge::serve::busy");
        std::thread::sleep(Duration::from_millis(100));
        false
    })
}
