//! Issue 29 item 19: `check DIR` reports a `*.yaml` link whose target is gone as not loaded,
//! so that a suite does not pass with a board missing.

use std::path::PathBuf;
use std::process::Command;

#[cfg(unix)]
#[test]
fn a_dangling_yaml_link_is_a_board_not_loaded() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("check-links");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let example = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/hoth-shield.yaml");
    std::fs::copy(&example, dir.join("a.yaml")).unwrap();
    std::os::unix::fs::symlink("moved-away.yaml", dir.join("gone.yaml")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .env("NO_COLOR", "1")
        .arg("check")
        .arg(&dir)
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    assert!(stdout.contains("1 could not be loaded"), "{stdout}");
    assert!(stderr.contains("gone.yaml"), "{stderr}");
}
