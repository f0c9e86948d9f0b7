//! Each game's home: the one server that runs its clock and its house bots,
//! found again through the store when nobody calls. A clock fires on time
//! after a restart, and after its home is killed; matchmaking lives in the
//! store, so a `FindGame` retried after a restart, or on another server,
//! gets the seat it took.
//!
//! The PostgreSQL cases need a PostgreSQL server: `tests/run` starts one
//! and runs them with `MOUNTAIN_GOATS_TEST_POSTGRES` set.

use crate::common;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use common::{Server, fresh_postgres_database, full_game, get, options};
use mountain_goats_bot::pb::{self, watch_game_response::Update};
use tokio_stream::StreamExt;

/// A clock short enough for a test, long enough to kill a server first.
const TURN_SECONDS: u32 = 2;
/// How late a clock may fire: the goal is within 1 s.
const ON_TIME_MS: i64 = 1000;

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn ms(timestamp: Option<&prost_types::Timestamp>) -> i64 {
    let t = timestamp.expect("a timestamp");
    t.seconds * 1000 + i64::from(t.nanos) / 1_000_000
}

fn clocked() -> pb::GameOptions {
    pb::GameOptions {
        turn_seconds: Some(TURN_SECONDS),
        ..options(2)
    }
}

/// A seat token nobody would guess.
fn token() -> String {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).expect("randomness");
    hex::encode(bytes)
}

/// Waits, without calling the server, until `at_ms` (wall clock).
async fn until(at_ms: i64) {
    let wait = (at_ms - now_ms()).max(0) as u64;
    tokio::time::sleep(Duration::from_millis(wait)).await;
}

fn find(token: &str, player: &str) -> pb::FindGameRequest {
    pb::FindGameRequest {
        options: Some(options(3)),
        player_name: player.into(),
        seat_token: token.into(),
        ..pb::FindGameRequest::default()
    }
}

/// Asserts that the clock of `before` fired on time: the game moved on by
/// itself, and its change is dated within [`ON_TIME_MS`] of the deadline.
fn fired_on_time(before: &pb::Game, after: &pb::Game) {
    let deadline = ms(before.turn_deadline.as_ref());
    assert!(
        after.version > before.version,
        "the clock did not fire: still at version {}",
        after.version
    );
    let fired = ms(after.update_time.as_ref());
    let late = fired - deadline;
    eprintln!("the clock fired {late} ms after its deadline");
    assert!(
        (0..=ON_TIME_MS).contains(&late),
        "the clock fired {late} ms after its deadline"
    );
}

#[tokio::test]
async fn a_clock_fires_on_time_after_a_restart_with_nobody_calling() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("games.db");
    let server = Server::start_on(&db, &[]).await;
    let (game, _tickets) = full_game(&mut server.client().await, clocked(), [3; 32]).await;
    server.kill().await;

    let server = Server::start_on(&db, &[]).await;
    // Nobody calls until the deadline is well past: only the server itself
    // can have made the clock's move, and its time says when.
    until(ms(game.turn_deadline.as_ref()) + ON_TIME_MS + 500).await;
    let after = get(&mut server.client().await, &game.name).await;
    fired_on_time(&game, &after);
}

#[tokio::test]
async fn a_find_game_retried_after_a_restart_gets_its_first_seat() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("games.db");
    let server = Server::start_on(&db, &[]).await;
    let first_token = token();
    let first = server
        .client()
        .await
        .find_game(find(&first_token, "first"))
        .await
        .expect("found")
        .into_inner();
    server.kill().await;

    let server = Server::start_on(&db, &[]).await;
    let mut client = server.client().await;
    let again = client
        .find_game(find(&first_token, "first"))
        .await
        .expect("found again")
        .into_inner();
    let game = |r: &pb::FindGameResponse| r.game.as_ref().expect("a game").name.clone();
    assert_eq!(game(&again), game(&first), "the same game");
    assert_eq!(again.seat, first.seat, "the same seat");
    // The restarted server seats the next player at the same table.
    let second = client
        .find_game(find(&token(), "second"))
        .await
        .expect("found")
        .into_inner();
    assert_eq!(game(&second), game(&first), "the open game is found again");
    assert_ne!(second.seat, first.seat);
}

/// `n` servers sharing one fresh database.
async fn servers(n: usize) -> Vec<Server> {
    let base = common::postgres().expect("MOUNTAIN_GOATS_TEST_POSTGRES (tests/run sets it)");
    let db = fresh_postgres_database(&base).await;
    let mut servers = Vec::new();
    for _ in 0..n {
        servers.push(Server::start_on(&db, &[]).await);
    }
    servers
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run by tests/run"]
async fn a_clock_fires_on_time_after_its_home_is_killed() {
    let mut servers = servers(2).await;
    let other = servers.pop().expect("two servers");
    let home = servers.pop().expect("two servers");
    let (game, _tickets) = full_game(&mut home.client().await, clocked(), [4; 32]).await;
    // The other server has the game in memory too, for a watcher, but does
    // not run its clock while its home lives.
    let mut stream = other
        .client()
        .await
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: None,
        })
        .await
        .expect("watch")
        .into_inner();
    home.kill().await;

    let deadline = ms(game.turn_deadline.as_ref());
    let limit = Duration::from_millis((deadline + 5000 - now_ms()).max(0) as u64);
    let after = tokio::time::timeout(limit, async {
        loop {
            let message = stream
                .next()
                .await
                .expect("open")
                .expect("a healthy stream");
            let changed = match message.update {
                Some(Update::Snapshot(s)) => s.game,
                Some(Update::Change(c)) => c.game,
                _ => None,
            };
            if let Some(changed) = changed.filter(|g| g.version > game.version) {
                return changed;
            }
        }
    })
    .await
    .expect("the other server took the game over and ran its clock");
    fired_on_time(&game, &after);
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run by tests/run"]
async fn a_find_game_retried_on_another_server_gets_its_first_seat() {
    let servers = servers(2).await;
    let seat_token = token();
    let first = servers[0]
        .client()
        .await
        .find_game(find(&seat_token, "first"))
        .await
        .expect("found")
        .into_inner();
    let mut other = servers[1].client().await;
    let again = other
        .find_game(find(&seat_token, "first"))
        .await
        .expect("found again")
        .into_inner();
    let game = |r: &pb::FindGameResponse| r.game.as_ref().expect("a game").name.clone();
    assert_eq!(game(&again), game(&first));
    assert_eq!(again.seat, first.seat);
    let second = other
        .find_game(find(&token(), "second"))
        .await
        .expect("found")
        .into_inner();
    assert_eq!(
        game(&second),
        game(&first),
        "one server seats a player at the table another opened"
    );
}
