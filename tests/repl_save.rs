//! Issue 29, the board editor loses no work: `:save` is atomic and keeps what the file says,
//! a file changed meanwhile is not overwritten unasked nor forgotten, leaving with unsaved
//! changes says so, a removal names what goes with it, an alias is not edited through, a
//! second unique card is refused, and a path that would command the terminal is refused.

use std::io::{BufRead, BufReader, Lines, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

#[path = "common/cli.rs"]
mod cli;
use cli::swjudge;

fn scratch(name: &str) -> PathBuf {
    cli::scratch(&format!("repl-save-{name}"))
}

/// A board written by hand: the schema line and comments, an anchor and its alias, ids
/// spelled as YAML numbers of other bases.
const BOARD: &str = r#"# yaml-language-server: $schema=../schemas/scenario.schema.json
# A board kept by hand.
rules: latest   # the ruleset
turn: light
phase: move

rows:
  Hoth:
    - site: "Hoth: North Ridge (4th Marker)"
      light:
        - &speeder Snowspeeder      # the speeder in the ridge
        - { card: Echo Base Trooper, id: 0x1F }
        - { card: Echo Base Trooper, id: 31 }
        - { card: Echo Base Trooper, id: 0o17 }
    - site: "Hoth: Ice Plains (5th Marker)"
      light:
        - *speeder
        - { card: Echo Base Trooper, id: 1_000 }
    - system: Hoth
"#;

fn board(dir: &Path) -> PathBuf {
    let b = dir.join("t.yaml");
    std::fs::write(&b, BOARD).unwrap();
    b
}

/// A repl session on `board` (run in `dir`) with `script` piped to it, to its end.
fn repl_in(dir: &Path, board: &str, script: &str) -> (Output, String, String) {
    let mut cmd = swjudge();
    cmd.current_dir(dir).args(["repl", board, "--no-history"]);
    let out = cli::piped(cmd, script);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    (out, stdout, stderr)
}

/// Item 1: a `:save` that fails (the file size limit is met half way) leaves the file on disk
/// as it was, says so, and the board here keeps its change.
#[cfg(unix)]
#[test]
fn a_failed_save_leaves_the_file_and_the_board() {
    let dir = scratch("atomic");
    // A board larger than the one block the limit allows.
    let big = format!(
        "{BOARD}{}",
        "# padding padding padding padding\n".repeat(80)
    );
    std::fs::write(dir.join("t.yaml"), &big).unwrap();
    let mut sh = Command::new("sh");
    sh.current_dir(&dir)
        .env("NO_COLOR", "1")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 1; exec \"$0\" repl t.yaml --no-history")
        .arg(env!("CARGO_BIN_EXE_swjudge"));
    let out = cli::piped(sh, ":set phase deploy\n:save\n:diff\nwhose turn\n");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        std::fs::read_to_string(dir.join("t.yaml")).unwrap(),
        big,
        "{stderr}"
    );
    assert!(
        stderr.contains("cannot write") && stderr.contains("the file on disk is unchanged"),
        "{stderr}"
    );
    assert!(
        stdout.contains("+phase: deploy"),
        "the change is kept: {stdout}"
    );
    assert!(!stderr.contains("reloading"), "{stderr}");
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(left.len(), 1, "no file is left beside the board: {left:?}");
}

/// Item 2: `:save` writes the change into the file's own text: comments, the schema line,
/// the anchor and alias, ids spelled `0x1F`, `0o17`, `1_000` are all as they were.
#[test]
fn save_keeps_what_the_file_says() {
    let dir = scratch("keeps");
    let b = board(&dir);
    let (out, _, stderr) = repl_in(
        &dir,
        "t.yaml",
        ":add \"Echo Base Trooper\" at \"Hoth\" as t9\n:set turn dark\n:save\n",
    );
    assert!(stderr.contains("saved t.yaml"), "{stderr}");
    let saved = std::fs::read_to_string(&b).unwrap();
    let expected = BOARD.replace("turn: light", "turn: dark").replace(
        "    - system: Hoth\n",
        "    - system: Hoth\n      light:\n        - card: Echo Base Trooper\n          id: t9\n",
    );
    assert_eq!(saved, expected, "{out:?}");
    // And it still reads: the ids are the ones written.
    let ask = swjudge()
        .arg("ask")
        .arg(&b)
        .arg("present @0x1F at \"North Ridge\"")
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&ask.stdout).starts_with("YES"),
        "{ask:?}"
    );
}

/// Item 3: a file changed by another editor while the board here had changes is reloaded once
/// they are undone, and `:save` over it asks first (a second `:save` writes).
/// A session on `t.yaml` in `dir`, its input and its two outputs read a line at a time.
struct Live {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    out: Lines<BufReader<std::process::ChildStdout>>,
    err: Lines<BufReader<std::process::ChildStderr>>,
}

impl Live {
    fn start(dir: &Path) -> Live {
        let mut child = swjudge()
            .current_dir(dir)
            .args(["repl", "t.yaml", "--no-history"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawns");
        Live {
            stdin: child.stdin.take().unwrap(),
            out: BufReader::new(child.stdout.take().unwrap()).lines(),
            err: BufReader::new(child.stderr.take().unwrap()).lines(),
            child,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Waits (on the session's own output, not on the clock) for a line holding `needle`.
    fn until(lines: &mut impl Iterator<Item = std::io::Result<String>>, needle: &str) {
        for line in lines {
            if line.unwrap().contains(needle) {
                return;
            }
        }
        panic!("the session ended before `{needle}`");
    }

    /// Ends the input and returns the rest of both outputs.
    fn finish(self) -> (String, String) {
        let Live {
            mut child,
            stdin,
            out,
            err,
        } = self;
        drop(stdin);
        let err = std::thread::spawn(move || err.map(Result::unwrap).collect::<Vec<_>>());
        let out = out.map(Result::unwrap).collect::<Vec<_>>().join("\n");
        child.wait().unwrap();
        (out, err.join().unwrap().join("\n"))
    }
}

#[test]
fn a_file_changed_meanwhile_is_neither_forgotten_nor_overwritten_unasked() {
    let dir = scratch("changed");
    let b = board(&dir);
    let mut s = Live::start(&dir);
    s.send(":set phase deploy");
    Live::until(&mut s.out, "phase: deploy");
    std::fs::write(&b, BOARD.replace("turn: light", "turn: dark")).unwrap();
    s.send(":undo");
    s.send(":board");
    s.send(":set phase battle");
    s.send(":save");
    let (stdout, stderr) = s.finish();
    assert!(stderr.contains("changed: reloading"), "{stderr}");
    assert!(
        stdout.contains("turn: dark"),
        "the file's new turn: {stdout}"
    );
    // The second edit was made on the reloaded file; `:save` then wrote without asking.
    let saved = std::fs::read_to_string(&b).unwrap();
    assert!(
        saved.contains("turn: dark") && saved.contains("phase: battle"),
        "{saved}"
    );

    // Changed under unsaved changes: the first `:save` refuses, the second writes.
    let b = board(&dir);
    let mut s = Live::start(&dir);
    s.send(":set phase deploy");
    Live::until(&mut s.out, "phase: deploy");
    std::fs::write(&b, BOARD.replace("turn: light", "turn: dark")).unwrap();
    s.send(":save");
    Live::until(&mut s.err, "changed since it was read: `:save` again");
    assert!(
        std::fs::read_to_string(&b).unwrap().contains("turn: dark"),
        "the first `:save` did not write over the file changed"
    );
    s.send(":save");
    let (_, stderr) = s.finish();
    assert!(stderr.contains("saved t.yaml"), "{stderr}");
    let saved = std::fs::read_to_string(&b).unwrap();
    assert!(
        saved.contains("turn: light") && saved.contains("phase: deploy"),
        "{saved}"
    );
}

/// Item 4: leaving with unsaved changes says so once; a second `:quit` leaves.
#[test]
fn leaving_with_unsaved_changes_says_so_once() {
    let dir = scratch("quit");
    board(&dir);
    let (_, stdout, stderr) = repl_in(
        &dir,
        "t.yaml",
        ":set phase deploy\n:quit\n:diff\n:quit\n:diff\n",
    );
    assert!(
        stderr.contains("1 unsaved change: `:save` it, or `:quit` again to leave it"),
        "{stderr}"
    );
    assert_eq!(
        stdout.matches("+phase: deploy").count(),
        1,
        "the session went on after the first `:quit`, and ended at the second: {stdout}"
    );
    // The input ending with changes unsaved says so too.
    let (_, _, stderr) = repl_in(&dir, "t.yaml", ":set phase deploy\n");
    assert!(stderr.contains("1 unsaved change"), "{stderr}");
}

/// Item 5: removing a location names every card that goes with it.
#[test]
fn removing_a_location_names_the_cards_on_it() {
    let dir = scratch("remove");
    board(&dir);
    let (_, stdout, _) = repl_in(
        &dir,
        "t.yaml",
        ":remove \"Hoth: Ice Plains (5th Marker)\"\n",
    );
    assert!(
        stdout.contains("removed, with the cards on it: Snowspeeder, Echo Base Trooper (@1_000)")
            || stdout.contains("with the cards on it:") && stdout.contains("1_000"),
        "{stdout}"
    );
}

/// Item 6: the board's file spelled another way is the board's file; a quoted name is
/// unquoted.
#[test]
fn save_compares_files_not_spellings_and_unquotes() {
    let dir = scratch("spelling");
    let b = board(&dir);
    let (_, stdout, stderr) = repl_in(
        &dir,
        "t.yaml",
        ":set phase deploy\n:save ./t.yaml\n:diff\n:save \"my board.yaml\"\n",
    );
    assert!(stderr.contains("saved ./t.yaml"), "{stderr}");
    assert!(
        stdout.contains("no change since t.yaml was loaded"),
        "a save of the board: {stdout}"
    );
    assert!(
        std::fs::read_to_string(&b)
            .unwrap()
            .contains("phase: deploy")
    );
    assert!(
        dir.join("my board.yaml").exists(),
        "{:?}",
        std::fs::read_dir(&dir).unwrap().collect::<Vec<_>>()
    );
    // No leftover prompt about changes when leaving: they are saved.
    assert!(!stderr.contains("unsaved"), "{stderr}");
}

/// Item 7: a card written through an alias is not edited through it (the other card the
/// alias shares would change too).
#[test]
fn an_alias_is_not_edited_through() {
    let dir = scratch("alias");
    let b = board(&dir);
    let (_, _, stderr) = repl_in(
        &dir,
        "t.yaml",
        ":state \"Snowspeeder at the Ice Plains\" crashed\n:state \"Snowspeeder at the North Ridge\" crashed\n:save\n",
    );
    assert_eq!(
        stderr.matches("YAML anchor or alias").count(),
        2,
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&b).unwrap(), BOARD);
}

/// Item 9: a second copy of a unique card is refused, as a second unique location is.
#[test]
fn a_second_unique_card_is_refused() {
    let dir = scratch("unique");
    board(&dir);
    let (_, stdout, stderr) = repl_in(
        &dir,
        "t.yaml",
        ":add \"Commander Luke Skywalker\" at Hoth\n:add \"Commander Luke Skywalker\" at Hoth\n:diff\n",
    );
    assert!(stderr.contains("may not be added: hoth.unique"), "{stderr}");
    assert_eq!(
        stdout
            .matches("+        - Commander Luke Skywalker")
            .count(),
        1,
        "{stdout}"
    );
}

/// Item 17: a file name holding a control character (a pasted line break) is refused, and
/// not echoed raw.
#[test]
fn a_save_path_with_a_control_character_is_refused() {
    let dir = scratch("control");
    board(&dir);
    let (_, _, stderr) = repl_in(
        &dir,
        "t.yaml",
        ":set phase deploy\n:save x.yaml\r:remove Hoth\n:save y\x1b]0;pwned\x07.yaml\n",
    );
    assert_eq!(
        stderr.matches("holds a control character").count(),
        2,
        "{stderr}"
    );
    assert!(
        !stderr.contains('\x1b') && !stderr.contains('\r'),
        "{stderr:?}"
    );
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["t.yaml".to_string()]);
}

/// Item 18: in JSON, a change the loader refuses carries the loader's reason, located in the
/// command (not at a line of a board that was never a file).
#[test]
fn a_change_the_loader_refuses_says_why_in_json() {
    let dir = scratch("json");
    board(&dir);
    let (_, stdout, _) = repl_in(
        &dir,
        "t.yaml",
        ":format json\n:add \"TIE Bomber\" at Hoth as 0x1F\n",
    );
    let last = stdout.lines().last().expect("an answer");
    let doc: serde_json::Value = serde_json::from_str(last).expect("JSON");
    let e = &doc["errors"][0];
    assert_eq!(e["code"], "swjudge::scenario::duplicate_id", "{doc}");
    assert!(
        e["message"].as_str().unwrap().contains("is used twice"),
        "{doc}"
    );
    assert_eq!(e["filename"], "command", "{doc}");
    assert_eq!(
        e["labels"][0]["span"]["length"].as_u64(),
        Some(":add \"TIE Bomber\" at Hoth as 0x1F".len() as u64),
        "{doc}"
    );
}

/// Issue 38, item 9: sessions on one board saving at the same moment lose no change unsaid:
/// the check that the file is unchanged since it was read and the rename are one step, so
/// exactly the sessions told `saved` have their change in the file (one of them: each read
/// the board before any saved).
#[test]
fn sessions_saving_at_once_never_lose_a_change_they_were_told_was_saved() {
    let dir = scratch("race");
    let start = "rules: latest\nturn: light\nphase: move\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n    - system: Hoth\n";
    for round in 0..4 {
        std::fs::write(dir.join("t.yaml"), start).unwrap();
        let mut sessions: Vec<_> = (0..6)
            .map(|i| {
                let mut cmd = swjudge();
                cmd.current_dir(&dir)
                    .args(["repl", "t.yaml", "--no-history"])
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped());
                let mut child = cmd.spawn().expect("spawns");
                let mut stdin = child.stdin.take().unwrap();
                writeln!(
                    stdin,
                    ":add \"Echo Base Trooper\" at \"Hoth: Echo Corridor\" as s{i}"
                )
                .unwrap();
                let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
                // Its change made (it says so) before any session saves.
                let said = lines
                    .by_ref()
                    .map_while(Result::ok)
                    .any(|l| l.contains(&format!("(@s{i})")));
                assert!(said, "round {round}: session {i} added its trooper");
                (child, stdin, lines)
            })
            .collect();
        for (_, stdin, _) in &mut sessions {
            stdin.write_all(b":save\n").unwrap();
        }
        let mut saved = Vec::new();
        for (i, (child, stdin, _)) in sessions.into_iter().enumerate() {
            drop(stdin);
            let out = child.wait_with_output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            if stderr.contains("saved t.yaml") {
                saved.push(i);
            } else {
                assert!(stderr.contains("changed since it was read"), "{stderr}");
            }
        }
        let file = std::fs::read_to_string(dir.join("t.yaml")).unwrap();
        let kept: Vec<usize> = (0..6)
            .filter(|i| file.contains(&format!("id: s{i}\n")))
            .collect();
        assert_eq!(
            saved, kept,
            "round {round}: told saved {saved:?}, the file holds {kept:?}:\n{file}"
        );
        assert_eq!(saved.len(), 1, "round {round}");
    }
}

/// Issue 39, item 3: `:move @boba aboard @slave` when Boba is listed right after Slave I at
/// the same site (block entries), and `:remove` of an escort: a 'frozen' captive is left
/// unattended where the escort was, one not frozen is released there (the Cloud City rules),
/// and the editor says which.
#[test]
fn an_escort_moved_aboard_and_removed_keeps_the_captives_by_the_rules() {
    let dir = scratch("escort");
    let board = "rules: latest\nturn: dark\nphase: move\nrows:\n  Bespin:\n    - site: \"Cloud City: East Platform (Docking Bay)\"\n      dark:\n        - card: Slave I\n          id: slave\n        - card: Boba Fett\n          id: boba\n          escorting:\n            - { card: Han Solo, id: han, state: [frozen] }\n        - card: Dengar\n          id: dengar\n          escorting:\n            - { card: Chewbacca, id: chewie }\n    - system: Bespin\n";
    std::fs::write(dir.join("t.yaml"), board).unwrap();
    let (out, _, stderr) = repl_in(&dir, "t.yaml", ":move @boba aboard @slave\n:save\n");
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("overlap"), "{stderr}");
    let saved = std::fs::read_to_string(dir.join("t.yaml")).unwrap();
    assert!(
        saved.contains("        - card: Slave I\n          id: slave\n          aboard:\n            - card: Boba Fett\n"),
        "{saved}"
    );
    // Removing the escorts: Han ('frozen') stays aboard Slave I unattended, on the Dark Side;
    // Chewbacca (not frozen), at the site, is released there to the Light Side.
    let (out, stdout, stderr) = repl_in(
        &dir,
        "t.yaml",
        ":remove @boba\n:remove @dengar\n:save\nwhere is @han\n",
    );
    assert!(out.status.success(), "{stderr}");
    let said = format!("{stdout}{stderr}");
    assert!(
        said.contains("Han Solo (@han)") && said.contains("left unattended"),
        "{said}"
    );
    assert!(
        said.contains("Chewbacca (@chewie)") && said.contains("released"),
        "{said}"
    );
    let saved = std::fs::read_to_string(dir.join("t.yaml")).unwrap();
    assert!(
        !saved.contains("Boba Fett") && !saved.contains("Dengar"),
        "{saved}"
    );
    assert!(saved.contains("han") && saved.contains("chewie"), "{saved}");
    let (code, v) = {
        let o = swjudge()
            .current_dir(&dir)
            .args(["validate", "t.yaml"])
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
        )
    };
    assert_eq!(
        code,
        Some(0),
        "the board after the removals is legal: {v}\n{saved}"
    );
}
