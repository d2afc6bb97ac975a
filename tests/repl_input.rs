//! Issue 29, items 14-16: what the repl (and every command) does with input or output that is
//! not what it expects: a board that is a FIFO, standard input that is not text, a stderr that
//! cannot be written.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn swjudge() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_swjudge"));
    c.env("NO_COLOR", "1").env_remove("SWJUDGE_CARDS");
    c
}

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/hoth-shield.yaml")
}

/// Waits for `child` at most `limit`; kills it (and fails) past that.
fn wait(mut child: std::process::Child, limit: Duration) -> std::process::Output {
    let start = Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("ends")
}

/// Item 14: `repl` on a FIFO is refused at once (opening it would wait for a writer).
#[cfg(unix)]
#[test]
fn repl_on_a_fifo_is_refused_at_once() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("repl-input-fifo");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("board.yaml");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let child = swjudge()
        .args(["repl", "--no-history"])
        .arg(&fifo)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    let out = wait(child, Duration::from_secs(20));
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("FIFO"), "{stderr}");
}

/// Item 15: NUL bytes with no line end stop the session with an error.
#[test]
fn a_repl_fed_nul_bytes_stops_with_an_error() {
    let mut child = swjudge()
        .args(["repl", "--no-history"])
        .arg(example())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    let mut stdin = child.stdin.take().unwrap();
    // Far more than a line may hold, and no line break; the writer stops when the session
    // stops reading (a closed pipe).
    let writer = std::thread::spawn(move || {
        let zeros = vec![0u8; 1 << 16];
        for _ in 0..4096 {
            if stdin.write_all(&zeros).is_err() {
                return true;
            }
        }
        false
    });
    let out = wait(child, Duration::from_secs(60));
    assert!(writer.join().unwrap(), "the session read all of it");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("NUL byte"), "{stderr}");
}

/// Item 16: a stderr that cannot be written (a full disk) is exit 2, not a panic (101).
#[cfg(target_os = "linux")]
#[test]
fn a_full_stderr_exits_2() {
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full")
    };
    for args in [
        vec!["ask", "EXAMPLE", "can fly @nobody"],
        vec!["validate", "no-such-board.yaml"],
        vec!["repl", "--no-history", "EXAMPLE"],
    ] {
        let mut c = swjudge();
        for a in &args {
            if *a == "EXAMPLE" {
                c.arg(example());
            } else {
                c.arg(a);
            }
        }
        let mut child = c
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(full())
            .spawn()
            .expect("spawns");
        // `ask` and `validate` never read their input and may have ended already: a broken
        // pipe here is theirs to give.
        let written = child.stdin.take().unwrap().write_all(b"nonsense words\n");
        if let Err(e) = written {
            assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{args:?}: {e}");
        }
        let out = wait(child, Duration::from_secs(20));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}
