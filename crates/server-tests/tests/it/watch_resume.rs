//! `mountain-goats watch` keeps the clients' watch contract: when its
//! server is killed mid-game and started again on the same address and
//! database, it resumes after the last version it printed, and its output
//! shows every version once, in order, exactly as a watch that saw no break.

use crate::common;

use std::process::Stdio;
use std::time::Duration;

use common::{Server, full_game, get, options, play_first_legal, server_bin};
use mountain_goats_bot::pb;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::mpsc;

/// `mountain-goats watch GAME --verify --addr ADDR`, its stdout read line
/// by line into the returned channel.
fn watch(addr: &str, game: &str) -> (Child, mpsc::UnboundedReceiver<String>) {
    let mut child = Command::new(server_bin())
        // Its words in English, whatever the machine's locale.
        .env("LC_ALL", "C")
        .args(["watch", game, "--verify", "--addr", addr])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the binary starts");
    let stdout = child.stdout.take().expect("piped stdout");
    let (lines_tx, lines) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut reader = BufReader::new(stdout).lines();
        while let Ok(Some(line)) = reader.next_line().await {
            if lines_tx.send(line).is_err() {
                break;
            }
        }
    });
    (child, lines)
}

/// The version a line of `watch`'s output is about (`v12 …`), if any.
fn version_of(line: &str) -> Option<u64> {
    line.strip_prefix('v')?.split_once(' ')?.0.parse().ok()
}

/// `mountain-goats serve` on exactly `addr` and the database `db`; it may
/// take a moment for the killed server's port to be free again.
async fn serve_on(addr: &str, db: &std::path::Path) -> Child {
    for _ in 0..50 {
        let mut child = Command::new(server_bin())
            // Its words in English, whatever the machine's locale.
            .env("LC_ALL", "C")
            .args(["serve", "--listen", addr, "--db"])
            .arg(db)
            .args(["--rate-limit", "0"])
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("the server binary starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let line = tokio::time::timeout(
            Duration::from_secs(30),
            BufReader::new(stdout).lines().next_line(),
        )
        .await
        .expect("the server answers in time")
        .expect("stdout is readable");
        if line.is_some_and(|l| l == format!("listening on {addr}")) {
            return child;
        }
        let _ = child.kill().await;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no server could listen on {addr} again");
}

#[tokio::test]
async fn watch_resumes_across_a_server_restart_and_prints_every_version_once() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("games.db");
    let server = Server::start_on(&db, &["--rate-limit", "0"]).await;
    let addr = server.addr.clone();
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(2), [23; 32]).await;

    let (mut watcher, mut lines) = watch(&addr, &game.name);
    let mut printed = Vec::new();
    // Some moves, and the watcher has printed them: it is mid-game.
    let mut moved_to = game.version;
    for _ in 0..6 {
        let answer = play_first_legal(&mut client, &game.name, &tickets).await;
        moved_to = answer.game.expect("a game").version;
    }
    while printed.last().and_then(|l: &String| version_of(l)) != Some(moved_to) {
        let line = tokio::time::timeout(Duration::from_secs(20), lines.recv())
            .await
            .expect("the watcher prints the moves in time")
            .expect("the watcher is still running");
        printed.push(line);
    }

    // SIGKILL; the same address and database again.
    drop(client);
    let _ = server.kill().await;
    let _restarted = serve_on(&addr, &db).await;
    let mut client = mountain_goats_bot::connect(&addr)
        .await
        .expect("connects to the restarted server");

    // The rest of the game on the restarted server.
    loop {
        let now = get(&mut client, &game.name).await;
        if now.status() == pb::GameStatus::Finished {
            break;
        }
        play_first_legal(&mut client, &game.name, &tickets).await;
    }
    let finished = get(&mut client, &game.name).await;
    let status = tokio::time::timeout(Duration::from_secs(60), watcher.wait())
        .await
        .expect("the watcher ends with the game")
        .expect("the watcher's status");
    let mut stderr = String::new();
    if let Some(mut err) = watcher.stderr.take() {
        use tokio::io::AsyncReadExt;
        let _ = err.read_to_string(&mut stderr).await;
    }
    assert!(status.success(), "the watcher failed: {stderr}");
    while let Some(line) = lines.recv().await {
        printed.push(line);
    }

    // Every version once, in order: the versions printed rise one at a
    // time (a version's events are consecutive lines), up to the last.
    let versions: Vec<u64> = printed
        .iter()
        .filter(|l| !l.ends_with("(no change yet)"))
        .filter_map(|l| version_of(l))
        .collect();
    let mut distinct = versions.clone();
    distinct.dedup();
    assert_eq!(
        distinct,
        (1..=finished.version).collect::<Vec<_>>(),
        "{printed:#?}"
    );
    assert!(
        printed.iter().any(|l| l
            == &format!(
                "verified: {} versions in order, {} rolls from the seed, standings replayed",
                finished.version,
                printed.iter().filter(|l| l.contains(" rolled ")).count()
            )),
        "{printed:#?}"
    );

    // Exactly what a watcher that saw no break prints.
    let (mut again, mut again_lines) = watch(&addr, &game.name);
    let status = tokio::time::timeout(Duration::from_secs(60), again.wait())
        .await
        .expect("a finished game is watched at once")
        .expect("its status");
    assert!(status.success());
    let mut unbroken = Vec::new();
    while let Some(line) = again_lines.recv().await {
        unbroken.push(line);
    }
    let without_heartbeats = |lines: &[String]| -> Vec<String> {
        lines
            .iter()
            .filter(|l| !l.ends_with("(no change yet)"))
            .cloned()
            .collect()
    };
    assert_eq!(without_heartbeats(&printed), without_heartbeats(&unbroken));
}

/// A server that does not come back: `watch` gives up after the contract's
/// ten attempts in a row, and says so.
#[tokio::test]
async fn watch_gives_up_with_a_clear_error_when_the_server_stays_down() {
    let server = Server::start(&["--rate-limit", "0"]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(2), [24; 32]).await;
    let (mut watcher, mut lines) = watch(&server.addr, &game.name);
    let answer = play_first_legal(&mut client, &game.name, &tickets).await;
    let moved_to = answer.game.expect("a game").version;
    loop {
        let line = tokio::time::timeout(Duration::from_secs(20), lines.recv())
            .await
            .expect("the watcher prints the move in time")
            .expect("the watcher is still running");
        if version_of(&line) == Some(moved_to) {
            break;
        }
    }
    drop(client);
    let _ = server.kill().await;
    // Nine waits of at most 2 s each.
    let status = tokio::time::timeout(Duration::from_secs(60), watcher.wait())
        .await
        .expect("the watcher gives up in time")
        .expect("the watcher's status");
    assert!(!status.success());
    let mut stderr = String::new();
    if let Some(mut err) = watcher.stderr.take() {
        use tokio::io::AsyncReadExt;
        let _ = err.read_to_string(&mut stderr).await;
    }
    assert!(
        stderr.starts_with("mountain-goats watch: gave up after 10 attempts in a row"),
        "{stderr}"
    );
    assert!(stderr.contains("(gRPC UNAVAILABLE"), "{stderr}");
}
