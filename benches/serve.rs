//! A load test of `swjudge serve` (not a timed test): N clients on loopback, each sending
//! `POST /api/ask` on the README's example board one after another for a fixed time; prints
//! requests per second and the latency percentiles (docs/performance.md, *swjudge serve*).
//!
//! Run: `cargo bench --bench serve` (SERVE_BENCH_SECONDS, default 10; SERVE_BENCH_CLIENTS, a
//! comma-separated list, default 1,8,32,128).

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_swjudge");
const EXAMPLE: &str = include_str!("../examples/hoth-shield.yaml");

fn main() {
    // `cargo test --benches` runs benches with --bench absent: nothing to measure then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let seconds: u64 = std::env::var("SERVE_BENCH_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let clients: Vec<usize> = std::env::var("SERVE_BENCH_CLIENTS")
        .unwrap_or_else(|_| "1,8,32,128".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    let mut child = Command::new(BIN)
        .args(["serve", "--addr", "127.0.0.1:0", "--max-in-flight", "1024"])
        .env_remove("SWJUDGE_CARDS")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .expect("swjudge serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the URL");
    let url = line
        .trim()
        .trim_start_matches("swjudge serve: ")
        .trim_end_matches('/')
        .to_string();
    let body =
        serde_json::json!({"board": EXAMPLE, "question": "is the echo docking bay shielded?"})
            .to_string();
    println!(
        "swjudge serve, POST /api/ask (the example board, a question in words), {seconds} s each"
    );
    println!("| clients | requests | req/s | p50 | p99 | max | errors |");
    println!("|---|---|---|---|---|---|---|");
    for &n in &clients {
        run(&url, &body, n, Duration::from_secs(seconds));
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// `n` clients, each on its own connection, asking until `time` has passed.
fn run(url: &str, body: &str, n: usize, time: Duration) {
    let start = Instant::now();
    let results: Vec<(Vec<Duration>, usize)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..n)
            .map(|_| {
                scope.spawn(move || {
                    let agent: ureq::Agent = ureq::Agent::config_builder()
                        .http_status_as_error(false)
                        .build()
                        .into();
                    let (mut times, mut errors) = (Vec::new(), 0usize);
                    while start.elapsed() < time {
                        let t = Instant::now();
                        let ok = agent
                            .post(format!("{url}/api/ask"))
                            .content_type("application/json")
                            .send(body)
                            .ok()
                            .and_then(|mut r| {
                                let ok = r.status() == 200;
                                r.body_mut().read_to_string().ok().map(|_| ok)
                            })
                            .unwrap_or(false);
                        times.push(t.elapsed());
                        if !ok {
                            errors += 1;
                        }
                    }
                    (times, errors)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a client"))
            .collect()
    });
    let elapsed = start.elapsed().as_secs_f64();
    let errors: usize = results.iter().map(|r| r.1).sum();
    let mut all: Vec<Duration> = results.into_iter().flat_map(|r| r.0).collect();
    all.sort();
    let at = |p: f64| all[((all.len() as f64 * p) as usize).min(all.len() - 1)];
    let ms = |d: Duration| format!("{:.2} ms", d.as_secs_f64() * 1000.0);
    println!(
        "| {n} | {} | {:.0} | {} | {} | {} | {errors} |",
        all.len(),
        all.len() as f64 / elapsed,
        ms(at(0.50)),
        ms(at(0.99)),
        ms(*all.last().unwrap_or(&Duration::ZERO)),
    );
}
