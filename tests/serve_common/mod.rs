//! A `swjudge serve` of the built binary on an ephemeral loopback port, for the API and browser
//! tests; stopped when dropped.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub struct Server {
    child: Child,
    /// `http://127.0.0.1:<port>` (no trailing slash).
    pub url: String,
    agent: ureq::Agent,
}

/// A response: status, content type, body.
pub struct Reply {
    pub status: u16,
    pub content_type: String,
    pub body: String,
    pub headers: Vec<(String, String)>,
}

impl Reply {
    /// The body as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| {
            panic!("not JSON ({e}): {}", &self.body[..self.body.len().min(500)])
        })
    }
    /// The code of an error document's first error (and that it is one).
    pub fn error_code(&self) -> String {
        assert!(
            self.content_type.starts_with("application/json"),
            "an error document is JSON: {} {}",
            self.status,
            self.content_type
        );
        let doc = self.json();
        assert_eq!(doc["schema_version"], 1, "{doc}");
        doc["errors"][0]["code"]
            .as_str()
            .unwrap_or_else(|| panic!("an error document: {doc}"))
            .to_string()
    }
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

impl Server {
    /// `swjudge serve --addr 127.0.0.1:0 <args>`, once it has said its URL.
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_swjudge"))
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(args)
            .env_remove("SWJUDGE_CARDS")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("swjudge serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the URL line");
        let url = line
            .trim()
            .strip_prefix("swjudge serve: ")
            .unwrap_or_else(|| panic!("serve prints its URL first: {line:?}"))
            .trim_end_matches('/')
            .to_string();
        assert!(url.starts_with("http://127.0.0.1:"), "loopback: {url}");
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(60)))
            .build()
            .into();
        Server { child, url, agent }
    }

    fn reply(r: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Reply {
        let mut r = r.expect("the server answers");
        let headers = r
            .headers()
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_str().unwrap_or("").to_string()))
            .collect();
        let content_type = r
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        let status = r.status().as_u16();
        let body = r
            .body_mut()
            .with_config()
            .limit(64 * 1024 * 1024)
            .read_to_string()
            .expect("a UTF-8 body");
        Reply {
            status,
            content_type,
            body,
            headers,
        }
    }

    pub fn post(&self, path: &str, body: &serde_json::Value) -> Reply {
        self.post_raw(path, &body.to_string())
    }

    pub fn post_raw(&self, path: &str, body: &str) -> Reply {
        Self::reply(
            self.agent
                .post(format!("{}{path}", self.url))
                .content_type("application/json")
                .send(body),
        )
    }

    pub fn get(&self, path: &str) -> Reply {
        Self::reply(self.agent.get(format!("{}{path}", self.url)).call())
    }

    /// The `host:port` to open raw connections to.
    pub fn addr(&self) -> &str {
        self.url.trim_start_matches("http://")
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// A line of the server's /proc/<pid>/status (`Threads`, `VmRSS`, `VmHWM`) as a number.
    pub fn status(&self, field: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid()))
            .expect("the server's /proc status");
        status
            .lines()
            .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
            .unwrap_or_else(|| panic!("no `{field}` in the status"))
    }

    /// Whether the process is still running.
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `swjudge <args>`: exit code and stdout.
pub fn swjudge(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(args)
        .env_remove("SWJUDGE_CARDS")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("swjudge runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("UTF-8 stdout"),
    )
}
