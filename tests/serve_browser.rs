//! The page of `swjudge serve` in a real browser: headless Chromium driven over WebDriver
//! (chromedriver), at 360 × 780 (a phone) and at 1280 px, in the light and the dark scheme.
//!
//! At each width: nothing scrolls sideways; the label's example answers on the default board;
//! the verdict sits under the question and is scrolled to and focused after each answer and
//! when a link opens; an answer is marked out of date when the board changes; a late answer for
//! an older board is dropped; Ask is disabled while an answer is awaited; a line button scrolls
//! the board's box to its line; every unknown card is reported; a rule is cited once; the
//! question box is cleared on a new board; the board's text does not wrap; the layout is
//! collapsed on a phone and does not scroll sideways when it fits; players read words, not
//! codes; links are compressed, copied, and the older form is still read; a board built with
//! the controls alone (no YAML typed) gets the CLI's answer on the YAML it made; a card and a
//! rule are looked up without a board; markup from a board stays text. In the dark scheme:
//! text contrast at least 4.5:1 and the focus ring 3:1. In both schemes, axe-core finds no
//! WCAG A/AA violation (when axe-core is installed: .ci/run installs it under target/axe-core).
//! A screenshot of each state is kept under target/serve-browser/.
//!
//! Without chromium and chromedriver (a user's clone) the test says so and passes; under CI
//! (CI=true) a missing browser, or a missing axe-core, fails it: .ci/run installs them.

mod serve_common;

use fantoccini::wd::TimeoutConfiguration;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use serve_common::{Server, swjudge};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One browser at a time: the machine may be small and loaded.
static ONE_BROWSER: Mutex<()> = Mutex::new(());

fn under_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// The first of `names` found on PATH.
fn on_path(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .find(|p| p.is_file())
}

/// Chromium and chromedriver, or `None` (a failure under CI).
fn browser() -> Option<(PathBuf, PathBuf)> {
    match (
        on_path(&["chromium", "chromium-browser", "google-chrome"]),
        on_path(&["chromedriver"]),
    ) {
        (Some(a), Some(b)) => Some((a, b)),
        _ => {
            let msg = "headless Chromium test skipped: chromium and chromedriver are not \
                       installed (Debian: apt-get install chromium chromium-driver)";
            assert!(
                !under_ci(),
                "{msg}; under CI they must be (.ci/run installs them)"
            );
            eprintln!("{msg}");
            None
        }
    }
}

/// axe-core's script: `SWJUDGE_AXE_CORE` names the file, else .ci/run's install under
/// target/axe-core. `None` outside CI when it is not installed (a failure under CI).
fn axe_source() -> Option<String> {
    let path = std::env::var_os("SWJUDGE_AXE_CORE")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("target/axe-core/node_modules/axe-core/axe.min.js")
        });
    match std::fs::read_to_string(&path) {
        Ok(s) => Some(s),
        Err(e) => {
            let msg = format!(
                "axe-core not found at {} ({e}): npm install --prefix target/axe-core axe-core",
                path.display()
            );
            assert!(
                !under_ci(),
                "{msg}; under CI it must be (.ci/run installs it)"
            );
            eprintln!("accessibility checks skipped: {msg}");
            None
        }
    }
}

struct Driver(Child);

impl Drop for Driver {
    /// Ends chromedriver and the browser it started: they share the process group made for
    /// chromedriver (a failed test, which closes no session, leaves no browser running).
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", self.0.id())])
            .stderr(Stdio::null())
            .status();
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// chromedriver on a free loopback port, once its `/status` says it is ready for a session
/// (a listening port alone is not enough: a session asked for too early may be reset).
fn start_driver(chromedriver: &Path) -> (Driver, u16) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let child = Command::new(chromedriver)
        .process_group(0)
        .arg(format!("--port={port}"))
        .arg("--allowed-ips=127.0.0.1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let driver = Driver(child);
    let until = Instant::now() + Duration::from_secs(60);
    while !driver_ready(port) {
        assert!(Instant::now() < until, "chromedriver did not become ready");
        std::thread::sleep(Duration::from_millis(100));
    }
    (driver, port)
}

/// Whether chromedriver on `port` answers `GET /status` with `"ready": true`.
fn driver_ready(port: u16) -> bool {
    use std::io::{Read, Write};
    let Ok(mut s) = std::net::TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(5)));
    let request =
        format!("GET /status HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
    if s.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut reply = String::new();
    let _ = s.read_to_string(&mut reply);
    let body = reply.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    serde_json::from_str::<Value>(body)
        .ok()
        .and_then(|v| v.pointer("/value/ready").and_then(Value::as_bool))
        .unwrap_or(false)
}

/// How many times a WebDriver session is asked for, each time of a fresh chromedriver and
/// profile, before the test fails: chromedriver now and then resets the connection that asks
/// for a session on a loaded machine (SeleniumHQ/selenium#5296). A page that fails its checks
/// fails at once; only the session's start is tried again.
const SESSION_TRIES: usize = 3;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Scheme {
    Light,
    Dark,
}

/// Runs `f` with a WebDriver session of headless Chromium in `scheme`, on a fresh profile,
/// against a fresh server.
fn with_browser<F>(scheme: Scheme, f: F)
where
    F: AsyncFnOnce(&Client, &Server),
{
    let _one = ONE_BROWSER.lock().unwrap_or_else(|e| e.into_inner());
    let Some((chromium, chromedriver)) = browser() else {
        return;
    };
    let server = Server::start(&[]);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut failures = Vec::new();
    for attempt in 1..=SESSION_TRIES {
        let (driver, port) = start_driver(&chromedriver);
        let profile = std::env::temp_dir().join(format!(
            "swjudge-chromium-{}-{scheme:?}-{attempt}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&profile);
        let gone = Gone(profile.clone());
        match rt.block_on(session(&chromium, &profile, scheme, port)) {
            Ok(c) => {
                rt.block_on(async {
                    f(&c, &server).await;
                    let _ = c.close().await;
                });
                drop((driver, gone));
                return;
            }
            Err(e) => {
                eprintln!("WebDriver session, try {attempt} of {SESSION_TRIES}: {e}");
                failures.push(e);
                drop((driver, gone));
            }
        }
    }
    panic!("no WebDriver session in {SESSION_TRIES} tries: {failures:?}");
}

/// A WebDriver session of headless Chromium on `profile`, with the test's timeouts set.
async fn session(
    chromium: &Path,
    profile: &Path,
    scheme: Scheme,
    port: u16,
) -> Result<Client, String> {
    let mut caps = serde_json::Map::new();
    // preferredColorScheme: 0 dark, 1 light (Blink's setting).
    let colors = match scheme {
        Scheme::Dark => "--blink-settings=preferredColorScheme=0",
        Scheme::Light => "--blink-settings=preferredColorScheme=1",
    };
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": chromium,
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=360,780", colors,
                format!("--user-data-dir={}", profile.display()),
            ],
        }),
    );
    let c = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .map_err(|e| format!("{e:?}"))?;
    c.update_timeouts(TimeoutConfiguration::new(
        Some(Duration::from_secs(180)),
        Some(Duration::from_secs(120)),
        None,
    ))
    .await
    .map_err(|e| format!("timeouts: {e:?}"))?;
    Ok(c)
}

/// A folder removed when dropped (a failed test leaves no browser profile behind).
struct Gone(PathBuf);

impl Drop for Gone {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn shots() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("serve-browser");
    std::fs::create_dir_all(&dir).expect("target/serve-browser");
    dir
}

async fn shot(c: &Client, name: &str) {
    let png = c.screenshot().await.expect("a screenshot");
    std::fs::write(shots().join(format!("{name}.png")), png).expect("saved");
}

async fn js(c: &Client, script: &str, args: Vec<Value>) -> Value {
    c.execute(script, args)
        .await
        .unwrap_or_else(|e| panic!("the script runs: {e}\n{script}"))
}

/// Runs `script` (its `return` value) until it is true, for at most 90 s (a loaded machine).
async fn until(c: &Client, what: &str, script: &str) {
    let end = Instant::now() + Duration::from_secs(90);
    loop {
        if js(c, script, vec![]).await == json!(true) {
            return;
        }
        if Instant::now() > end {
            let body = js(c, "return document.body.innerText", vec![]).await;
            shot(c, &format!("failed-{}", what.replace(' ', "-"))).await;
            panic!(
                "waited for {what}; the page says:\n{}",
                body.as_str().unwrap_or("")
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Scrolls the element of that id to the top of the window (for a screenshot).
async fn scroll_to(c: &Client, id: &str) {
    js(
        c,
        "document.getElementById(arguments[0]).scrollIntoView()",
        vec![json!(id)],
    )
    .await;
}

async fn text_of(c: &Client, css: &str) -> String {
    c.find(Locator::Css(css))
        .await
        .expect("the element")
        .text()
        .await
        .expect("its text")
}

async fn value_of(c: &Client, id: &str) -> String {
    js(
        c,
        "return document.getElementById(arguments[0]).value",
        vec![json!(id)],
    )
    .await
    .as_str()
    .unwrap_or_default()
    .to_string()
}

async fn type_into(c: &Client, css: &str, text: &str) {
    let e = c.find(Locator::Css(css)).await.expect("the field");
    e.clear().await.expect("cleared");
    e.send_keys(text).await.expect("typed");
}

/// Sets the board's text as a paste does (one `input` event).
async fn paste_board(c: &Client, text: &str) {
    js(
        c,
        "const a = document.getElementById('board'); a.value = arguments[0]; \
         a.dispatchEvent(new Event('input', { bubbles: true }));",
        vec![json!(text)],
    )
    .await;
}

async fn click(c: &Client, css: &str) {
    c.find(Locator::Css(css))
        .await
        .expect("the control")
        .click()
        .await
        .expect("clicked");
}

/// The window's inner size set to `w` × `h` (the outer size corrected by what the frame takes).
async fn resize(c: &Client, w: u32, h: u32) {
    c.set_window_size(w, h).await.expect("resized");
    let inner = js(c, "return [window.innerWidth, window.innerHeight]", vec![]).await;
    let (iw, ih) = (
        inner[0].as_u64().unwrap_or(0),
        inner[1].as_u64().unwrap_or(0),
    );
    if iw != u64::from(w) || ih != u64::from(h) {
        let fw = (u64::from(w) * 2).saturating_sub(iw) as u32;
        let fh = (u64::from(h) * 2).saturating_sub(ih) as u32;
        c.set_window_size(fw, fh).await.expect("resized");
    }
    let inner = js(c, "return window.innerWidth", vec![]).await;
    assert_eq!(inner, json!(w), "the viewport is {w} px wide");
}

/// Nothing scrolls sideways: the page's width is the viewport's.
async fn fits(c: &Client, when: &str) {
    let v = js(
        c,
        "return [document.documentElement.scrollWidth, window.innerWidth]",
        vec![],
    )
    .await;
    assert!(
        v[0].as_u64() <= v[1].as_u64(),
        "{when}: the page is {} px wide in a {} px viewport",
        v[0],
        v[1]
    );
}

/// The element is wholly inside the viewport and has the focus.
async fn in_view_and_focused(c: &Client, id: &str, when: &str) {
    let v = js(
        c,
        "const e = document.getElementById(arguments[0]); if (!e) return 'missing'; \
         const r = e.getBoundingClientRect(); \
         return [r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0, \
                 document.activeElement === e, Math.round(r.top), window.innerHeight];",
        vec![json!(id)],
    )
    .await;
    assert_eq!(v[0], json!(true), "{when}: #{id} is in view: {v}");
    assert_eq!(v[1], json!(true), "{when}: #{id} has the focus: {v}");
}

/// Asks `q` by typing it and pressing Enter; waits for its answer (or refusal, or readings)
/// to show: the page numbers each answer it shows (`data-answered`).
async fn ask(c: &Client, q: &str) {
    let before = js(c, "return document.body.dataset.answered || ''", vec![]).await;
    type_into(c, "#question", q).await;
    c.find(Locator::Id("question"))
        .await
        .expect("the box")
        .send_keys("\u{E007}")
        .await
        .expect("Enter");
    until(
        c,
        &format!("the answer to {q}"),
        &format!(
            "return (document.body.dataset.answered || '') !== {before} && \
             !document.getElementById('ask').disabled"
        ),
    )
    .await;
}

/// `swjudge <args>` on `yaml` saved to a file (`BOARD` in `args` is its path).
fn cli_on(yaml: &str, args: &[&str]) -> (i32, String) {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("swjudge-board-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let file = dir.join("board.yaml");
    std::fs::write(&file, yaml).expect("saved");
    let path = file.to_str().expect("a path");
    let args: Vec<&str> = args
        .iter()
        .map(|a| if *a == "BOARD" { path } else { a })
        .collect();
    let out = swjudge(&args);
    let _ = std::fs::remove_dir_all(&dir);
    out
}

/// Checks the board (*Check the board*) and waits for this check's result: the page numbers
/// each check it shows (`data-checked`).
async fn check(c: &Client) {
    let before = js(c, "return document.body.dataset.checked || ''", vec![]).await;
    click(c, "#validate").await;
    until(
        c,
        "the board checked",
        &format!("return (document.body.dataset.checked || '') !== {before}"),
    )
    .await;
}

/// The page shows `what`: `script` returns true (at once: the page has shown what is awaited).
async fn shows(c: &Client, what: &str, script: &str) {
    if js(c, script, vec![]).await != json!(true) {
        let body = js(c, "return document.body.innerText", vec![]).await;
        panic!("the page shows no {what}:\n{}", body.as_str().unwrap_or(""));
    }
}

/// Loads the page and waits for its first board.
async fn open(c: &Client, url: &str) {
    c.goto(url).await.expect("the page");
    until(
        c,
        "the page",
        "return document.body.dataset.ready === 'yes' && \
         document.getElementById('problems').innerText.includes('legal')",
    )
    .await;
}

/// Loads a new board from the "Start from" list.
async fn load_new(c: &Client, value: &str) {
    js(
        c,
        "document.getElementById('start').value = arguments[0]",
        vec![json!(value)],
    )
    .await;
    click(c, "#load").await;
}

/// A board from `new hoth` with the Echo Docking Bay, two troopers and the generators.
fn shielded_board(template: &str) -> String {
    let edited = template.replace(
        "  - system: Hoth\n",
        "  - site: \"Hoth: Echo Docking Bay\"\n    light:\n    - { card: Echo Base Trooper, id: t1 }\n    - { card: Echo Base Trooper, id: t2 }\n  - site: \"Hoth: Main Power Generators (1st Marker)\"\n    light: [Commander Luke Skywalker]\n  - system: Hoth\n",
    );
    assert_ne!(edited, template, "the template's Hoth row");
    edited
}

#[test]
fn the_page_on_a_phone_at_360_px() {
    with_browser(Scheme::Light, async |c, server| {
        resize(c, 360, 780).await;
        the_page(c, &server.url, "360").await;
    });
}

#[test]
fn the_page_at_1280_px() {
    with_browser(Scheme::Light, async |c, server| {
        resize(c, 1280, 900).await;
        the_page(c, &server.url, "1280").await;
    });
}

/// Every item of the page at the window's width (`w` names the screenshots).
async fn the_page(c: &Client, url: &str, w: &str) {
    let phone = w == "360";
    open(c, &format!("{url}/")).await;
    let template = value_of(c, "board").await;
    assert!(template.contains("system: Hoth"), "{template}");
    fits(c, "the new board").await;
    shot(c, &format!("{w}-1-template")).await;
    // The board's text does not wrap: a long line scrolls the box, not the page.
    let wraps = js(
        c,
        "const a = document.getElementById('board'); \
         return [getComputedStyle(a).whiteSpace, a.getAttribute('wrap')]",
        vec![],
    )
    .await;
    assert_eq!(
        wraps,
        json!(["pre", "off"]),
        "the board's text does not wrap"
    );

    // The label's own example answers on the default board.
    let label = text_of(c, "#question-label").await;
    let example = label
        .split('“')
        .nth(1)
        .and_then(|s| s.split('”').next())
        .unwrap_or_else(|| panic!("an example in the label: {label}"))
        .to_string();
    ask(c, &example).await;
    assert!(
        js(
            c,
            "return document.getElementById('verdict') !== null",
            vec![]
        )
        .await
            == json!(true),
        "the label's example {example:?} is answered: {}",
        text_of(c, "#answer").await
    );
    in_view_and_focused(c, "verdict", "the label's example").await;
    let layout_open = js(
        c,
        "return document.getElementById('layout-box').open",
        vec![],
    )
    .await;
    assert_eq!(
        layout_open,
        json!(!phone),
        "the layout is collapsed on a phone, open on a wide screen"
    );

    // An edited board: the verdict right under the question, cited once, in view and focused.
    let board = shielded_board(&template);
    paste_board(c, &board).await;
    check(c).await;
    shows(
        c,
        "the edited board checked",
        "return document.getElementById('problems').innerText.includes('legal')",
    )
    .await;
    ask(c, "is the echo docking bay shielded?").await;
    assert_eq!(
        text_of(c, "#read-as").await,
        "read as: shielded \"Hoth: Echo Docking Bay\""
    );
    let answer = text_of(c, "#answer").await;
    assert!(answer.starts_with("YES"), "the verdict first: {answer}");
    assert!(
        answer.contains("Because") && answer.contains("Board facts"),
        "{answer}"
    );
    // A cost question out of its time (the board's phase is deploy): the price first, as the
    // CLI's headline gives it, then what the act meets at its own time.
    ask(
        c,
        "cost can move @t1 to \"Hoth: Main Power Generators (1st Marker)\"",
    )
    .await;
    let cost = text_of(c, "#answer").await;
    assert!(
        cost.starts_with("1 FORCE, NOT NOW"),
        "the price first: {cost}"
    );
    assert!(cost.contains("At its own time"), "{cost}");
    ask(c, "is the echo docking bay shielded?").await;
    in_view_and_focused(c, "verdict", "an answer").await;
    let under = js(
        c,
        "const f = document.getElementById('ask-form').getBoundingClientRect(); \
         const v = document.getElementById('verdict').getBoundingClientRect(); \
         return v.top >= f.bottom && v.top - f.bottom < 120",
        vec![],
    )
    .await;
    assert_eq!(
        under,
        json!(true),
        "the verdict sits right under the question"
    );
    let cited = js(
        c,
        "const ids = [...document.querySelectorAll('#answer h3')].filter(h => h.textContent === 'Because') \
           .flatMap(h => [...h.nextElementSibling.children].map(li => li.querySelector('.canonical').textContent)); \
         return [ids.length, new Set(ids).size]",
        vec![],
    )
    .await;
    assert!(
        cited[0].as_u64() > Some(0) && cited[0] == cited[1],
        "each rule cited once: {cited}"
    );
    until(c, "the statements", "return [...document.querySelectorAll('#answer .statement')].every(s => s.textContent.length > 0)").await;
    fits(c, "an answer").await;
    scroll_to(c, "ask-h").await;
    shot(c, &format!("{w}-2-answer")).await;

    // The layout: open it on a phone; it does not scroll sideways when it fits.
    if phone {
        click(c, "#layout-summary").await;
    }
    until(c, "the layout", "const i = document.getElementById('layout-img'); return !document.getElementById('layout-figure').hidden && i.complete && i.naturalWidth > 0").await;
    let layout = js(
        c,
        "const f = document.getElementById('layout-figure'); return [f.scrollWidth, f.clientWidth]",
        vec![],
    )
    .await;
    assert!(
        layout[0].as_u64() <= layout[1].as_u64(),
        "the layout does not scroll sideways: {layout}"
    );
    fits(c, "the layout").await;

    let without = stale_marked(c, &board, w).await;
    busy_and_late(c, &without, w).await;
    lines_and_words(c, &template, w).await;
    links(c, url, w).await;
    build_without_yaml(c, w).await;
    young_jedi_without_yaml(c).await;
    look_ups(c, w).await;
    let elsewhere = js(
        c,
        "return performance.getEntriesByType('resource').map(e => e.name) \
           .filter(n => !n.startsWith(location.origin + '/') && !n.startsWith('blob:'))",
        vec![],
    )
    .await;
    assert_eq!(elsewhere, json!([]), "no request to another origin");
    hostile(c, url).await;
    if let Some(axe) = axe_source() {
        no_violations(c, &axe, &format!("light, {w} px")).await;
    }
}

/// After an edit, the answer is marked out of date; asking again answers for the board as it
/// is (the generators removed: NO). Returns that board.
async fn stale_marked(c: &Client, board: &str, w: &str) -> String {
    // A stale answer is marked once the board changes, and cleared by asking again.
    let without = board.replace(
        "  - site: \"Hoth: Main Power Generators (1st Marker)\"\n    light: [Commander Luke Skywalker]\n",
        "",
    );
    assert_ne!(without, board);
    c.find(Locator::Id("board"))
        .await
        .expect("the board")
        .send_keys(" ")
        .await
        .expect("typed");
    until(
        c,
        "the answer marked out of date",
        "return !document.getElementById('stale').hidden",
    )
    .await;
    scroll_to(c, "ask-h").await;
    shot(c, &format!("{w}-3-stale")).await;
    paste_board(c, &without).await;
    ask(c, "is the echo docking bay shielded?").await;
    assert!(
        text_of(c, "#answer").await.starts_with("NO"),
        "without the generators"
    );
    assert_eq!(
        js(c, "return document.getElementById('stale').hidden", vec![]).await,
        json!(true),
        "a new answer is not out of date"
    );

    without
}

/// Ask is disabled while an answer is awaited; a second Enter sends nothing; an answer that
/// arrives after the board was replaced is dropped (not shown, not in the history).
async fn busy_and_late(c: &Client, board: &str, w: &str) {
    // The page's requests to /api/ask are held until the test lets them go.
    js(
        c,
        "window.__held = []; window.__asks = 0; window.__done = 0; \
         const real = window.__realFetch = window.fetch; \
         window.fetch = function (path, opts) { \
           if (String(path) !== '/api/ask') return real(path, opts); \
           window.__asks++; \
           return new Promise((resolve) => window.__held.push(() => real(path, opts).then((r) => { \
             const j = r.json.bind(r); \
             r.json = () => j().then((v) => { setTimeout(() => window.__done++, 0); return v; }); \
             resolve(r); }))); \
         };",
        vec![],
    )
    .await;
    let history_before = text_of(c, "#history").await;
    type_into(c, "#question", "is the echo docking bay shielded?").await;
    let q = c.find(Locator::Id("question")).await.expect("the box");
    q.send_keys("\u{E007}").await.expect("Enter");
    until(c, "the question sent", "return window.__asks === 1").await;
    let state = js(
        c,
        "return [document.getElementById('ask').disabled, !document.getElementById('busy').hidden, \
                 document.getElementById('result').getAttribute('aria-busy')]",
        vec![],
    )
    .await;
    assert_eq!(
        state,
        json!([true, true, "true"]),
        "Ask disabled, busy shown"
    );
    scroll_to(c, "ask-h").await;
    shot(c, &format!("{w}-busy")).await;
    q.send_keys("\u{E007}").await.expect("Enter");
    let _ = c.find(Locator::Id("ask")).await.expect("Ask").click().await;
    assert_eq!(
        js(c, "return window.__asks", vec![]).await,
        json!(1),
        "nothing more is sent while busy"
    );
    // The board replaced (a new board): the question box, history and answer cleared.
    load_new(c, "new:dagobah").await;
    until(
        c,
        "the new board",
        "return document.getElementById('board').value.includes('Dagobah') && \
         document.getElementById('problems').innerText.includes('legal')",
    )
    .await;
    let cleared = js(
        c,
        "return [document.getElementById('question').value, document.getElementById('history').children.length, \
                 document.getElementById('answer').children.length, document.getElementById('ask').disabled]",
        vec![],
    )
    .await;
    assert_eq!(
        cleared,
        json!(["", 0, 0, false]),
        "a new board clears the question, history and answer"
    );
    // The late answer arrives: dropped.
    js(
        c,
        "window.__held.forEach((go) => go()); window.__held = [];",
        vec![],
    )
    .await;
    until(c, "the late answer read", "return window.__done === 1").await;
    let after = js(
        c,
        "return [document.getElementById('answer').children.length, document.getElementById('history').children.length, \
                 document.getElementById('verdict')]",
        vec![],
    )
    .await;
    assert_eq!(after, json!([0, 0, null]), "a late answer is dropped");
    assert!(!history_before.is_empty());
    js(c, "window.fetch = window.__realFetch;", vec![]).await;
    paste_board(c, board).await;
}

/// Line buttons scroll the box to their line; every unknown card is reported; a YAML error is
/// placed where the parser says; players read words (the code is in a details line).
async fn lines_and_words(c: &Client, template: &str, w: &str) {
    let mut long = template.to_string();
    for i in 0..30 {
        long.push_str(&format!("# a note to push the cards down, line {i}\n"));
    }
    long = long.replace(
        "  - system: Hoth\n",
        "  - system: Hoth\n    light: [Nope Card]\n  - site: \"Hoth: Echo Docking Bay\"\n    light: [Another Nope]\n",
    );
    // The unknown cards go below the notes: move the rows to the end.
    let (head, rows) = long.split_at(long.find("rows:").expect("rows"));
    let (rows, notes) = rows.split_at(rows.find("# a note").expect("notes"));
    let board = format!("{head}{notes}{rows}");
    paste_board(c, &board).await;
    check(c).await;
    shows(
        c,
        "the unknown cards",
        "return document.querySelectorAll('#problems .error > p strong').length >= 2",
    )
    .await;
    let problems = text_of(c, "#problems").await;
    assert!(
        problems.contains("Nope Card") && problems.contains("Another Nope"),
        "every unknown card: {problems}"
    );
    assert!(
        !problems.contains("swjudge::") && !problems.contains('`'),
        "words, not codes: {problems}"
    );
    let code = js(
        c,
        "return document.querySelector('#problems details').textContent",
        vec![],
    )
    .await;
    assert!(
        code.as_str()
            .unwrap_or("")
            .contains("swjudge::scenario::unknown_card"),
        "the code in a details line: {code}"
    );
    let line: usize = js(
        c,
        "return document.querySelector('#problems .line-link').dataset.line",
        vec![],
    )
    .await
    .as_str()
    .and_then(|s| s.parse().ok())
    .expect("a line button");
    let expected = board
        .lines()
        .position(|l| l.contains("Nope Card"))
        .expect("the line")
        + 1;
    assert_eq!(line, expected, "the line of the first unknown card");
    click(c, "#problems .line-link").await;
    let shown = js(
        c,
        "const a = document.getElementById('board'); const lh = parseFloat(getComputedStyle(a).lineHeight); \
         const top = (arguments[0] - 1) * lh; \
         return [a.scrollTop > 0, top >= a.scrollTop && top + lh <= a.scrollTop + a.clientHeight, \
                 document.activeElement === a]",
        vec![json!(line)],
    )
    .await;
    assert_eq!(
        shown,
        json!([true, true, true]),
        "the box scrolled to line {line}"
    );
    fits(c, "the problems").await;
    shot(c, &format!("{w}-problems")).await;

    // A YAML error: the line button is the line the parser names.
    let bad = template.replace("phase: deploy", "phase: [deploy");
    assert_ne!(bad, template);
    paste_board(c, &bad).await;
    check(c).await;
    shows(
        c,
        "the YAML error",
        "return document.querySelector('#problems .line-link') !== null",
    )
    .await;
    let msg = text_of(c, "#problems").await;
    let button: usize = js(
        c,
        "return document.querySelector('#problems .line-link').dataset.line",
        vec![],
    )
    .await
    .as_str()
    .and_then(|s| s.parse().ok())
    .expect("a line button");
    assert!(
        msg.contains(&format!("at line {button},")),
        "the button's line is the parser's: line {button}: {msg}"
    );

    // A question that fits nothing: words first, the code in a details line.
    paste_board(c, template).await;
    ask(c, "is the Echo Docking Bay shielded?").await;
    let answer = text_of(c, "#answer").await;
    assert!(
        answer.contains("Problem") && !answer.contains("swjudge::") && !answer.contains('`'),
        "{answer}"
    );
    in_view_and_focused(c, "answer-error", "a refused question").await;
}

/// Links: compressed (deflate-raw), copied, opened (the verdict in view and focused); the
/// older `#board=…` form is still read.
async fn links(c: &Client, url: &str, w: &str) {
    let board = shielded_board(&value_of(c, "board").await);
    paste_board(c, &board).await;
    ask(c, "is the trooper alone?").await;
    let readings = js(
        c,
        "return [...document.querySelectorAll('#readings-list button')].map(b => [b.textContent, b.dataset.query])",
        vec![],
    )
    .await;
    let texts = readings.to_string();
    assert!(
        texts.contains("alone @t1") && texts.contains("alone @t2"),
        "{texts}"
    );
    for r in readings.as_array().expect("readings") {
        assert!(
            !r[0].as_str().unwrap_or("@").contains('@'),
            "no @id shown: {r}"
        );
    }
    in_view_and_focused(c, "readings-first", "the readings").await;
    scroll_to(c, "ask-h").await;
    shot(c, &format!("{w}-4-readings")).await;
    click(c, "#readings-list li:nth-child(2) button").await;
    until(
        c,
        "the picked reading's answer",
        "return document.getElementById('verdict') !== null",
    )
    .await;
    in_view_and_focused(c, "verdict", "a picked reading").await;
    click(c, "#copy").await;
    until(
        c,
        "the link copied",
        "return document.getElementById('copied').textContent.length > 0",
    )
    .await;
    let href = js(
        c,
        "return document.getElementById('permalink').getAttribute('href')",
        vec![],
    )
    .await;
    let href = href.as_str().unwrap_or_default().to_string();
    assert!(href.starts_with("#z="), "{href}");
    let old: String = js(
        c,
        "const p = new URLSearchParams(); p.set('board', arguments[0]); p.set('q', arguments[1]); return '#' + p.toString();",
        vec![json!(board), json!("alone @t2")],
    )
    .await
    .as_str()
    .unwrap_or_default()
    .to_string();
    assert!(
        href.len() * 4 < old.len() * 3,
        "the compressed link ({}) is under three quarters of the old one ({})",
        href.len(),
        old.len()
    );
    for (i, link) in [href, old].into_iter().enumerate() {
        // A query makes each a new page load (not a fragment change).
        c.goto(&format!("{url}/?{i}{link}"))
            .await
            .expect("the link");
        until(
            c,
            "the link's answer",
            "return document.body.dataset.ready === 'yes' && document.getElementById('verdict') !== null",
        )
        .await;
        assert_eq!(value_of(c, "board").await, board, "the link's board");
        assert_eq!(value_of(c, "question").await, "alone @t2");
        in_view_and_focused(c, "verdict", "a link opened").await;
        fits(c, "a link opened").await;
    }
}

/// A board built with the controls alone (no YAML typed) gets the CLI's answer on the YAML it
/// made; the controls follow the YAML when it is edited by hand.
async fn build_without_yaml(c: &Client, w: &str) {
    load_new(c, "new:hoth").await;
    until(
        c,
        "the new board",
        "return document.getElementById('board').value.trim().endsWith('- system: Hoth') && \
         document.getElementById('problems').innerText.includes('legal')",
    )
    .await;
    js(c, "document.getElementById('picker').open = true", vec![]).await;
    // Locations, found by a search with suggestions (the generators need a marker 4, 5 or 6
    // on the table first: the layout rules).
    add_location(c, "echo docking", "Hoth: Echo Docking Bay").await;
    add_location(c, "ice plains", "Hoth: Ice Plains").await;
    add_location(c, "main power gen", "Hoth: Main Power Generators").await;
    // Cards at a location, found by a search with suggestions.
    add_card(c, "Commander Luke Skywalker", "Hoth: Main Power").await;
    add_card(c, "Echo Base Trooper", "Hoth: Echo Docking Bay").await;
    add_card(c, "Luke's Lightsaber", "Hoth: Main Power").await;
    hold_state_turn(c, w).await;
    let yaml = value_of(c, "board").await;
    // The same answer as the CLI on the saved YAML.
    for q in [
        "is the echo docking bay shielded?",
        "can the echo base trooper move to hoth: ice plains?",
    ] {
        ask(c, q).await;
        let page = text_of(c, "#answer").await;
        let (_, cli) = cli_on(&yaml, &["ask", "BOARD", q, "--format", "json"]);
        let cli: Value = serde_json::from_str(&cli).unwrap_or(Value::Null);
        let word = match cli["answer"].as_str() {
            Some(a) => a.to_uppercase(),
            None => "Problem".to_string(),
        };
        assert!(
            page.starts_with(&word),
            "{q}: the page says {page:?}, the CLI {word} on\n{yaml}"
        );
        // The same rules cited, each once.
        let cited = js(
            c,
            "const h = [...document.querySelectorAll('#answer h3')].find(h => h.textContent === 'Because'); \
             return h ? [...h.nextElementSibling.children].map(li => li.querySelector('.canonical').textContent.slice(1, -1)) : []",
            vec![],
        )
        .await;
        let mut rules: Vec<Value> = Vec::new();
        for r in cli["reasons"].as_array().into_iter().flatten() {
            if !rules.contains(&r["rule"]) {
                rules.push(r["rule"].clone());
            }
        }
        assert_eq!(cited, Value::Array(rules), "{q}: the rules cited");
    }
}

/// Adds a card at a location with the controls: its first two words typed until its title is
/// suggested, then the title, the location picked.
async fn add_card(c: &Client, title: &str, at: &str) {
    let words: Vec<&str> = title.split_whitespace().take(2).collect();
    type_into(c, "#pick-card", &words.join(" ")).await;
    until(
        c,
        &format!("{title} suggested"),
        &format!(
            "return [...document.querySelectorAll('#card-titles option')].some(o => o.value === {})",
            json!(title)
        ),
    )
    .await;
    type_into(c, "#pick-card", title).await;
    js(
        c,
        "const s = document.getElementById('pick-at'); s.value = [...s.options].find(o => o.textContent.startsWith(arguments[0])).value;",
        vec![json!(at)],
    )
    .await;
    let n = js(
        c,
        "return document.getElementById('hold-what').options.length",
        vec![],
    )
    .await;
    click(c, "#pick-card-add").await;
    until(
        c,
        &format!("{title} added"),
        &format!("return document.getElementById('hold-what').options.length > {n}"),
    )
    .await;
}

/// Adds a location with the controls: a few words typed until its title is suggested, then
/// the title.
async fn add_location(c: &Client, words: &str, title: &str) {
    type_into(c, "#pick-loc", words).await;
    until(
        c,
        &format!("{title} suggested"),
        &format!(
            "return [...document.querySelectorAll('#loc-titles option')].some(o => o.value.startsWith({}))",
            json!(title)
        ),
    )
    .await;
    type_into(c, "#pick-loc", title).await;
    click(c, "#pick-loc-add").await;
    until(
        c,
        &format!("{title} added"),
        &format!(
            "return [...document.querySelectorAll('#pick-at option')].some(o => o.textContent.startsWith({}))",
            json!(title)
        ),
    )
    .await;
}

/// Picks the option of a select whose text starts with `text`.
async fn pick(c: &Client, id: &str, text: &str) {
    js(
        c,
        "const s = document.getElementById(arguments[0]); s.value = [...s.options].find(o => o.textContent.startsWith(arguments[1])).value;",
        vec![json!(id), json!(text)],
    )
    .await;
}

/// Gives a card to another with the controls (`how`: on, escorted by, aboard).
async fn give(c: &Client, what: &str, how: &str, by: &str) {
    pick(c, "hold-what", what).await;
    js(
        c,
        "document.getElementById('hold-how').value = arguments[0]",
        vec![json!(how)],
    )
    .await;
    pick(c, "hold-by", by).await;
    click(c, "#hold-do").await;
}

/// Waits until the controls know the board's game (their summary of the board).
async fn game_known(c: &Client, game: &str) {
    until(
        c,
        "the controls' summary",
        &format!("return document.body.dataset.game === '{game}'"),
    )
    .await;
}

/// A Young Jedi board built with the controls alone: a site, a character and its weapon found
/// by a search of Young Jedi cards; the board made is legal for the page and the CLI.
async fn young_jedi_without_yaml(c: &Client) {
    load_new(c, "new-yj:naboo").await;
    until(
        c,
        "the Young Jedi board",
        "return document.getElementById('board').value.includes('game: young-jedi') && \
         document.getElementById('problems').innerText.includes('legal')",
    )
    .await;
    game_known(c, "young-jedi").await;
    add_location(c, "theed pal", "Naboo: Theed Palace").await;
    add_card(
        c,
        "Adi Gallia, Corellian Jedi Master",
        "Naboo: Theed Palace",
    )
    .await;
    add_card(c, "Adi Gallia's Lightsaber", "Naboo: Theed Palace").await;
    give(c, "Adi Gallia's Lightsaber", "on", "Adi Gallia, Corellian").await;
    until(
        c,
        "the Young Jedi weapon carried",
        "return document.getElementById('board').value.includes('carrying') && \
         document.getElementById('problems').innerText.includes('legal')",
    )
    .await;
    let yaml = value_of(c, "board").await;
    let (code, out) = cli_on(&yaml, &["validate", "BOARD"]);
    assert_eq!(code, 0, "the CLI finds the board legal too: {out}\n{yaml}");
    fits(c, "a Young Jedi board built with the controls").await;
}

/// With the controls: a weapon to a character, a captive to an escort, a card's state, the turn and phase; and the
/// controls follow the YAML typed by hand.
async fn hold_state_turn(c: &Client, w: &str) {
    // A weapon to a character.
    give(c, "Luke's Lightsaber", "on", "Commander Luke").await;
    until(
        c,
        "the weapon carried",
        "return document.getElementById('board').value.includes('carrying')",
    )
    .await;
    // A captive to an escort.
    add_card(c, "Lieutenant Commander Ardan", "Hoth: Echo Docking Bay").await;
    add_card(c, "Leia Organa", "Hoth: Echo Docking Bay").await;
    give(
        c,
        "Leia Organa",
        "escorted by",
        "Lieutenant Commander Ardan",
    )
    .await;
    until(
        c,
        "the captive escorted",
        "return document.getElementById('board').value.includes('escorting')",
    )
    .await;
    // A card's state; the turn and phase.
    pick(c, "state-what", "Echo Base Trooper").await;
    js(
        c,
        "document.getElementById('state-value').value = 'missing'",
        vec![],
    )
    .await;
    click(c, "#state-do").await;
    until(
        c,
        "the state set",
        "return document.getElementById('board').value.includes('missing')",
    )
    .await;
    js(c, "document.getElementById('turn').value = 'dark'; document.getElementById('phase').value = 'battle';", vec![]).await;
    click(c, "#turn-do").await;
    until(c, "the turn set", "return /turn: dark/.test(document.getElementById('board').value) && /phase: battle/.test(document.getElementById('board').value)").await;
    fits(c, "the controls").await;
    scroll_to(c, "picker").await;
    shot(c, &format!("{w}-5-picker")).await;
    // The YAML leads too: the turn and phase typed into the YAML show in the controls.
    let yaml = value_of(c, "board").await;
    let typed = yaml
        .replace("turn: dark", "turn: light")
        .replace("phase: battle", "phase: move");
    assert_ne!(typed, yaml);
    paste_board(c, &typed).await;
    until(
        c,
        "the controls following the YAML",
        "return document.getElementById('turn').value === 'light' && document.getElementById('phase').value === 'move'",
    )
    .await;
}

/// Looks up `what` (`card` or `rule`) with its form and returns what is shown, once it holds
/// `shown`.
async fn look_up(c: &Client, what: &str, text: &str, shown: &str) -> String {
    type_into(c, &format!("#{what}-q"), text).await;
    click(c, &format!("#{what}-go")).await;
    until(
        c,
        &format!("the {what} looked up"),
        &format!(
            "return document.getElementById('{what}-out').innerText.includes({})",
            json!(shown)
        ),
    )
    .await;
    text_of(c, &format!("#{what}-out")).await
}

/// A card's facts and a rule's statement, citation and checks, without a board.
async fn look_ups(c: &Client, w: &str) {
    let card = look_up(c, "card", "echo base trooper", "How the judge reads").await;
    assert!(
        card.contains("Echo Base Trooper")
            && card.contains("power: 2")
            && card.contains("printed: Deploy only on Hoth, but may move elsewhere.")
            && card.contains("deploys on Hoth")
            && card.contains("may move elsewhere"),
        "the card's facts and its text read: {card}"
    );
    let rule = look_up(c, "rule", "hoth.shield.coverage", "Cited from").await;
    assert!(
        rule.contains("Hoth Rules Supplement")
            && rule.contains("Applied by")
            && rule.contains("Main Power Generators"),
        "{rule}"
    );
    fits(c, "the look-ups").await;
    scroll_to(c, "lookup-h").await;
    shot(c, &format!("{w}-6-lookup")).await;
}

/// Markup in a card title, from a link: shown as text, never run.
async fn hostile(c: &Client, url: &str) {
    let hostile = "<img src=x onerror=document.title=/pwned/.source><script>document.title=/pwned/.source</script>";
    let board = format!(
        "rules: latest\ncards:\n  - {{ title: '{hostile}', side: light, type: character, ability: 2 }}\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n      light: ['{hostile}']\n    - system: Hoth\n"
    );
    let question = format!("alone \"{hostile}\"");
    let link = js(
        c,
        "const p = new URLSearchParams(); p.set('board', arguments[0]); p.set('q', arguments[1]); return '#' + p.toString();",
        vec![json!(board), json!(question)],
    )
    .await;
    c.goto(&format!(
        "{url}/?hostile{}",
        link.as_str().unwrap_or_default()
    ))
    .await
    .expect("the link");
    until(
        c,
        "the answer about the card titled with markup",
        "return document.getElementById('answer').innerText.includes('hoth.alone')",
    )
    .await;
    let answer = text_of(c, "#answer").await;
    assert!(
        answer.contains("YES") && answer.contains(hostile),
        "shown as text: {answer}"
    );
    let without = board.replace(
        &format!(
            "cards:\n  - {{ title: '{hostile}', side: light, type: character, ability: 2 }}\n"
        ),
        "",
    );
    assert_ne!(without, board);
    paste_board(c, &without).await;
    check(c).await;
    shows(
        c,
        "the unknown card's error",
        "return document.getElementById('problems').innerText.includes('unknown card')",
    )
    .await;
    let problems = text_of(c, "#problems").await;
    assert!(problems.contains(hostile), "shown as text: {problems}");
    let safe = js(c, "return document.title === 'swjudge: a cited rules judge' && document.querySelector('img[src=x]') === null && document.querySelectorAll('script').length === 1", vec![]).await;
    assert_eq!(safe, json!(true), "nothing from the board became markup");

    // Issue 38 item 20: a direction override and a zero-width joiner in a title are shown as
    // the terminal shows them (`\u{202e}`), so the text after them does not run right to
    // left and a lookalike title shows how it differs.
    let board = "rules: latest\ncards:\n  - { title: \"Evil\\u202eFlip\\u200d\", side: light, type: character, ability: 2 }\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n      light: [\"Evil\\u202eFlip\\u200d\"]\n    - system: Hoth\n";
    let link = js(
        c,
        "const p = new URLSearchParams(); p.set('board', arguments[0]); p.set('q', arguments[1]); return '#' + p.toString();",
        vec![json!(board), json!("alone \"Evil\u{202e}Flip\u{200d}\"")],
    )
    .await;
    c.goto(&format!(
        "{url}/?direction{}",
        link.as_str().unwrap_or_default()
    ))
    .await
    .expect("the link");
    until(
        c,
        "the answer about the card titled with a direction override",
        r"return document.getElementById('answer').innerText.includes('Evil\\u{202e}Flip\\u{200d}')",
    )
    .await;
    let answer = text_of(c, "#answer").await;
    assert!(
        !answer.contains('\u{202e}') && !answer.contains('\u{200d}'),
        "escaped where shown: {answer:?}"
    );
}

/// axe-core's WCAG 2.0/2.1 A and AA rules find nothing on the page, with its details open.
async fn no_violations(c: &Client, axe: &str, when: &str) {
    js(
        c,
        "document.querySelectorAll('details').forEach(d => d.open = true)",
        vec![],
    )
    .await;
    js(c, axe, vec![]).await;
    let found = c
        .execute_async(
            "const done = arguments[arguments.length - 1]; \
             axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }) \
               .then(r => done([r.passes.length, r.violations.map(v => v.id + ' (' + v.impact + '): ' + \
                 v.nodes.map(n => n.target.join(' ') + ' ' + n.failureSummary).join(' | '))])) \
               .catch(e => done([0, ['axe failed: ' + e]]));",
            vec![],
        )
        .await
        .expect("axe runs");
    assert_eq!(
        found[1],
        json!([]),
        "{when}: axe-core's WCAG A/AA violations"
    );
    assert!(
        found[0].as_u64() > Some(10),
        "{when}: axe-core checked the page ({} rules passed)",
        found[0]
    );
}

/// The contrast ratio of the text (or outline) colour of what `css` selects against the page.
async fn contrast(c: &Client, css: &str, outline: bool) -> f64 {
    let v = js(
        c,
        "const e = document.querySelector(arguments[0]); if (!e) return -1; \
         const lum = (s) => { const m = s.match(/[\\d.]+/g).slice(0, 3).map(Number).map(x => x / 255) \
           .map(x => x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4)); \
           return 0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2]; }; \
         const st = getComputedStyle(e); \
         const fg = lum(arguments[1] ? st.outlineColor : st.color); \
         const bg = lum(getComputedStyle(document.body).backgroundColor); \
         return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);",
        vec![json!(css), json!(outline)],
    )
    .await;
    v.as_f64().unwrap_or(-1.0)
}

#[test]
fn the_dark_scheme_is_readable_at_360_and_1280_px() {
    with_browser(Scheme::Dark, async |c, server| {
        let axe = axe_source();
        for (w, h) in [(360, 780), (1280, 900)] {
            resize(c, w, h).await;
            open(c, &format!("{}/", server.url)).await;
            assert_eq!(
                js(
                    c,
                    "return matchMedia('(prefers-color-scheme: dark)').matches",
                    vec![]
                )
                .await,
                json!(true),
                "the dark scheme"
            );
            let board = shielded_board(&value_of(c, "board").await);
            let without = board.replace(
                "  - site: \"Hoth: Main Power Generators (1st Marker)\"\n    light: [Commander Luke Skywalker]\n",
                "",
            );
            paste_board(c, &without).await;
            check(c).await;
            ask(c, "is the echo docking bay shielded?").await;
            let no = contrast(c, ".verdict.no", false).await;
            assert!(no >= 4.5, "{w} px: NO at {no:.2}:1");
            let ring = contrast(c, "#verdict:focus", true).await;
            assert!(ring >= 3.0, "{w} px: the focus ring at {ring:.2}:1");
            paste_board(c, &board).await;
            ask(c, "is the echo docking bay shielded?").await;
            let yes = contrast(c, ".verdict.yes", false).await;
            assert!(yes >= 4.5, "{w} px: YES at {yes:.2}:1");
            for css in ["#permalink", "#answer .canonical", "header p"] {
                let r = contrast(c, css, false).await;
                assert!(r >= 4.5, "{w} px: {css} at {r:.2}:1");
            }
            paste_board(c, &board.replace("Commander Luke Skywalker", "Nope Card")).await;
            check(c).await;
            shows(
                c,
                "a problem",
                "return document.querySelector('#problems .line-link') !== null",
            )
            .await;
            let line = contrast(c, "#problems .line-link", false).await;
            assert!(line >= 4.5, "{w} px: a line button at {line:.2}:1");
            let bad = contrast(c, "#problems strong", false).await;
            assert!(bad >= 4.5, "{w} px: a problem at {bad:.2}:1");
            fits(c, "the dark scheme").await;
            scroll_to(c, "problems").await;
            shot(c, &format!("{w}-dark")).await;
            if let Some(axe) = &axe {
                paste_board(c, &board).await;
                ask(c, "is the echo docking bay shielded?").await;
                no_violations(c, axe, &format!("dark, {w} px")).await;
            }
        }
    });
}

/// The page's own routes, without a browser: `/api/edit` makes the repl's board commands by
/// the same library (a refused change leaves the board; a board that does not load is the
/// loader's error document), and `/api/card-reading` gives a card's facts and its deploy
/// sentence read into places.
#[test]
fn the_pages_edit_and_card_reading_routes() {
    let server = Server::start(&[]);
    let (_, template) = swjudge(&["new", "hoth"]);
    let r = server.post(
        "/api/edit",
        &json!({"board": template, "edits": [
            {"command": "add", "arg": "\"Hoth: Echo Docking Bay\""},
            {"command": "add", "arg": "\"Echo Base Trooper\" at \"Hoth: Echo Docking Bay\" as t1"},
            {"command": "add", "arg": "\"Luke Skywalker\" at \"Hoth: Echo Docking Bay\""},
            {"command": "add", "arg": "\"Luke's Lightsaber\" at \"Hoth: Echo Docking Bay\""},
            {"command": "move", "arg": "\"Luke's Lightsaber\" on \"Luke Skywalker\""},
            {"command": "state", "arg": "@t1 missing"},
            {"command": "set", "arg": "turn dark"},
            {"command": "add", "arg": "\"Lieutenant Commander Ardan\" at \"Hoth: Echo Docking Bay\" as ardan"},
            {"command": "add", "arg": "\"Leia Organa\" at \"Hoth: Echo Docking Bay\" as leia"},
            {"command": "move", "arg": "@leia escorted by @ardan"},
        ]}),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let doc = r.json();
    let board = doc["board"].as_str().expect("the board's text");
    assert!(
        board.contains("carrying:")
            && board.contains("escorting:")
            && board.contains("missing")
            && board.contains("turn: dark"),
        "{board}"
    );
    assert_eq!(doc["done"].as_array().map(Vec::len), Some(10), "{doc}");
    assert_eq!(doc["turn"], "dark");
    let refs: Vec<&str> = doc["cards"]
        .as_array()
        .expect("cards")
        .iter()
        .filter_map(|c| c["ref"].as_str())
        .collect();
    assert!(refs.contains(&"@t1"), "{refs:?}");
    // The board made loads as the CLI loads it.
    let (code, _) = cli_on(board, &["validate", "BOARD"]);
    assert_eq!(code, 0, "the board made is legal:\n{board}");
    // A change the layout rules refuse: 422, the repl's code, and no board.
    let r = server.post(
        "/api/edit",
        &json!({"board": template, "edits": [{"command": "add", "arg": "\"Hoth: Main Power Generators\""}]}),
    );
    assert_eq!(r.status, 422);
    assert_eq!(r.error_code(), "swjudge::repl::edit");
    let r = server.post("/api/edit", &json!({"board": "rows: [", "edits": []}));
    assert_eq!(r.status, 422);
    assert_eq!(r.error_code(), "swjudge::scenario::yaml");
    let many: Vec<Value> = (0..65)
        .map(|_| json!({"command": "set", "arg": "turn light"}))
        .collect();
    let r = server.post("/api/edit", &json!({"board": template, "edits": many}));
    assert_eq!(r.status, 400);
    assert_eq!(r.error_code(), "swjudge::serve::bad_request");
    // A card's reading.
    let r = server.get("/api/card-reading?q=echo+base+trooper&game=swccg");
    assert_eq!(r.status, 200, "{}", r.body);
    let first = &r.json()[0];
    assert_eq!(first["card"]["title"], "Echo Base Trooper");
    assert_eq!(first["deploys"]["places"], json!(["on Hoth"]));
    assert_eq!(first["deploys"]["may_move_elsewhere"], true);
    let r = server.get("/api/card-reading?q=zzzz+qqqq");
    assert_eq!(r.status, 404);
    assert_eq!(r.error_code(), "swjudge::cli::no_card");
    let r = server.get("/api/card-reading?q=x&game=chess");
    assert_eq!(r.error_code(), "swjudge::serve::bad_request");
}
