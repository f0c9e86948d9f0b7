//! What a new user meets first when something is wrong: every failure of
//! the sample bot, `watch` and `serve` is one line on stderr that names the
//! cause and the next step (docs/clients.md, "Errors people read"), and a
//! server that cannot listen leaves nothing behind.

use std::path::PathBuf;
use std::process::Output;

use crate::common::{self, Server};

/// The sample bot's binary, built beside the server's.
fn bot_bin() -> PathBuf {
    let bin = common::server_bin().with_file_name(format!(
        "mountain-goats-bot{}",
        std::env::consts::EXE_SUFFIX
    ));
    assert!(bin.is_file(), "{} is not built", bin.display());
    bin
}

async fn run(bin: PathBuf, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = tokio::process::Command::new(&bin);
    command
        .args(args)
        .env("LC_ALL", "C")
        .env_remove("MOUNTAIN_GOATS_KEY")
        .env_remove("MOUNTAIN_GOATS_ADDR")
        .env_remove("RUST_LOG");
    for (name, value) in env {
        command.env(name, value);
    }
    tokio::time::timeout(std::time::Duration::from_secs(30), command.output())
        .await
        .expect("it ends within 30 s")
        .expect("it runs")
}

/// The one line a failed run printed on stderr; fails the test unless the
/// run failed and printed exactly one line containing `expected`.
#[track_caller]
fn one_line(output: &Output, expected: &str) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr);
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    assert!(!output.status.success(), "it fails: {output:?}");
    assert_eq!(lines.len(), 1, "one line on stderr, got:\n{stderr}");
    assert!(
        lines[0].contains(expected),
        "{expected:?} in the line: {}",
        lines[0]
    );
    lines[0].to_owned()
}

/// An address where nothing listens: a port the system gave and took back.
fn dead_address() -> String {
    let socket = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    let addr = socket.local_addr().expect("its address").to_string();
    drop(socket);
    addr
}

#[tokio::test]
async fn a_server_that_is_not_running_is_named_at_once() {
    let addr = dead_address();
    let started = std::time::Instant::now();
    let bot = run(bot_bin(), &["--addr", &addr, "--game", "games/abc"], &[]).await;
    let line = one_line(&bot, &format!("no server is listening at {addr}"));
    assert!(line.contains("cargo run --release -- serve"), "{line}");
    let watch = run(
        common::server_bin(),
        &["watch", "games/abc", "--addr", &addr],
        &[],
    )
    .await;
    one_line(&watch, &format!("no server is listening at {addr}"));
    // Nothing to retry: nothing listens there (no timing bound is asserted
    // beyond the 30 s of `run`, but ten tries would take 5 to 11 s).
    println!("both answered in {:?}", started.elapsed());
}

#[tokio::test]
async fn addresses_without_a_port_are_refused_before_dialling() {
    for addr in ["127.0.0.1", "localhost:50051x"] {
        let expected = format!("\"{addr}\" is not a server address: give HOST:PORT");
        let bot = run(bot_bin(), &["--addr", addr, "--game", "games/abc"], &[]).await;
        one_line(&bot, &expected);
        let watch = run(
            common::server_bin(),
            &["watch", "games/abc", "--addr", addr],
            &[],
        )
        .await;
        one_line(&watch, &expected);
        let export = run(
            common::server_bin(),
            &["export", "games/abc", "--addr", addr],
            &[],
        )
        .await;
        one_line(&export, &expected);
    }
}

#[tokio::test]
async fn no_such_game_and_a_wrong_key_are_one_line_each() {
    let server = Server::start(&[]).await;
    let bot = run(
        bot_bin(),
        &["--addr", &server.addr, "--game", "games/doesnotexist"],
        &[],
    )
    .await;
    let line = one_line(&bot, "GAME_NOT_FOUND");
    assert!(line.contains("check the name"), "the next step: {line}");
    let watch = run(
        common::server_bin(),
        &["watch", "games/doesnotexist", "--addr", &server.addr],
        &[],
    )
    .await;
    one_line(&watch, "no game games/doesnotexist");

    let wrong_key = format!("mgk_{}", "0".repeat(64));
    let rated = run(
        bot_bin(),
        &["--addr", &server.addr, "--find", "2", "--rated"],
        &[("MOUNTAIN_GOATS_KEY", &wrong_key)],
    )
    .await;
    let line = one_line(&rated, "KEY_INVALID");
    assert!(!line.contains(&wrong_key), "the key is never shown: {line}");
    assert!(line.contains("RotateAccountKey"), "the next step: {line}");
}

#[tokio::test]
async fn serve_on_a_port_in_use_creates_nothing() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = taken.local_addr().expect("its address").to_string();
    let dir = tempfile::tempdir().expect("a directory");
    let db = dir.path().join("games.db");
    let served = run(
        common::server_bin(),
        &[
            "serve",
            "--listen",
            &addr,
            "--db",
            &db.display().to_string(),
        ],
        &[],
    )
    .await;
    let line = one_line(&served, &format!("listen on {addr}"));
    assert!(line.contains("--listen"), "the next step: {line}");
    let stdout = String::from_utf8_lossy(&served.stdout);
    assert!(!stdout.contains("store opened"), "{stdout}");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .expect("the directory")
        .map(|entry| entry.map(|e| e.file_name()))
        .collect();
    assert!(left.is_empty(), "a failed start leaves no file: {left:?}");
    drop(taken);
}
