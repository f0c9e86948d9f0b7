//! Several servers on one PostgreSQL database: any server answers any call
//! for any game, watchers see other servers' moves in order, a killed
//! server loses nothing, and one move sent through two servers at once is
//! applied once.
//!
//! These need a PostgreSQL server: `tests/run` starts one and runs them
//! with `MOUNTAIN_GOATS_TEST_POSTGRES` set (`cargo test --test shared --
//! --ignored`).

use crate::common;

use std::time::Duration;

use common::{
    Server, assert_refused, fresh_postgres_database, full_game, get, legal_moves, options, submit,
    to_move,
};
use mountain_goats_bot::pb::{self, watch_game_response::Update};
use mountain_goats_bot::{Client, Greedy, SeatTicket};
use tokio_stream::StreamExt;

const NEEDS_POSTGRES: &str = "set MOUNTAIN_GOATS_TEST_POSTGRES to a PostgreSQL server (tests/run does: tests/postgres.sh start DIR prints one)";

/// `n` servers sharing one fresh database.
async fn servers(n: usize) -> Vec<Server> {
    let base = common::postgres().expect(NEEDS_POSTGRES);
    let db = fresh_postgres_database(&base).await;
    let mut servers = Vec::new();
    for _ in 0..n {
        servers.push(Server::start_on(&db, &[]).await);
    }
    servers
}

/// Starts watching `name`: returns once the snapshot is in, with a task
/// that watches until the game is finished and returns every version seen,
/// in order.
async fn watch_to_the_end(mut client: Client, name: String) -> tokio::task::JoinHandle<Vec<u64>> {
    let mut stream = client
        .watch_game(pb::WatchGameRequest {
            name,
            resume_after: None,
        })
        .await
        .expect("watch")
        .into_inner();
    let mut versions = Vec::new();
    let next = async |stream: &mut tonic::Streaming<pb::WatchGameResponse>| loop {
        let message = stream
            .next()
            .await
            .expect("open")
            .expect("a healthy stream");
        let game = match message.update {
            Some(Update::Snapshot(s)) => s.game,
            Some(Update::Change(c)) => c.game,
            _ => continue,
        };
        break game.expect("a game");
    };
    let snapshot = next(&mut stream).await;
    versions.push(snapshot.version);
    tokio::spawn(async move {
        loop {
            let game = next(&mut stream).await;
            versions.push(game.version);
            if game.status == pb::GameStatus::Finished as i32 {
                return versions;
            }
        }
    })
}

/// Plays `ticket`'s seat greedily to the end through `client`.
async fn bot(mut client: Client, ticket: SeatTicket) -> pb::Game {
    mountain_goats_bot::play(&mut client, &ticket, &mut Greedy)
        .await
        .expect("plays to the end")
}

fn consecutive(versions: &[u64]) -> bool {
    versions.windows(2).all(|w| w[1] == w[0] + 1)
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run by tests/run"]
async fn four_bots_on_three_servers_play_while_each_server_has_a_watcher() {
    let servers = servers(3).await;
    let mut first = servers[0].client().await;
    let (game, tickets) = full_game(&mut first, options(4), [7; 32]).await;

    let mut watchers = Vec::new();
    for server in &servers {
        watchers.push(watch_to_the_end(server.client().await, game.name.clone()).await);
    }
    let mut bots = Vec::new();
    for (i, ticket) in tickets.into_iter().enumerate() {
        let client = servers[i % servers.len()].client().await;
        bots.push(tokio::spawn(bot(client, ticket)));
    }
    let mut finals = Vec::new();
    for bot in bots {
        finals.push(bot.await.expect("bot task"));
    }
    let last = finals[0].version;
    assert!(
        finals
            .iter()
            .all(|g| g.version == last && g.status == pb::GameStatus::Finished as i32)
    );
    for (i, watcher) in watchers.into_iter().enumerate() {
        let versions = watcher.await.expect("watcher task");
        assert!(
            consecutive(&versions),
            "server {i}: a gap or a repeat in {versions:?}"
        );
        assert_eq!(versions.last(), Some(&last), "server {i} saw the end");
        assert_eq!(versions[0], game.version, "server {i} started at the join");
    }
    // Every server answers the same finished game.
    let mut answers = Vec::new();
    for server in &servers {
        answers.push(get(&mut server.client().await, &game.name).await);
    }
    assert!(
        answers.windows(2).all(|w| w[0] == w[1]),
        "the servers agree"
    );
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run by tests/run"]
async fn a_killed_server_loses_nothing_and_its_game_goes_on_through_the_others() {
    let mut servers = servers(3).await;
    let mut first = servers[0].client().await;
    let (game, tickets) = full_game(&mut first, options(3), [9; 32]).await;
    let survivor_watch = watch_to_the_end(servers[1].client().await, game.name.clone()).await;

    // Every seat plays through server 0 until a few moves are in.
    for _ in 0..6 {
        common::play_first_legal(&mut first, &game.name, &tickets).await;
    }
    let before = get(&mut first, &game.name).await;
    let doomed = servers.remove(0);
    doomed.kill().await;

    // What server 0 acknowledged is there; the game goes on through the
    // two others, each seat through one of them.
    let mut second = servers[0].client().await;
    assert_eq!(get(&mut second, &game.name).await, before);
    let mut bots = Vec::new();
    for (i, ticket) in tickets.into_iter().enumerate() {
        let client = servers[i % servers.len()].client().await;
        bots.push(tokio::spawn(bot(client, ticket)));
    }
    for bot in bots {
        let finished = bot.await.expect("bot task");
        assert_eq!(finished.status, pb::GameStatus::Finished as i32);
    }
    let versions = survivor_watch.await.expect("watcher");
    assert!(consecutive(&versions), "a gap or a repeat in {versions:?}");
    assert_eq!(
        versions.last(),
        Some(&get(&mut second, &game.name).await.version)
    );
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run by tests/run"]
async fn one_move_sent_through_two_servers_at_once_is_applied_once() {
    let servers = servers(2).await;
    let mut a = servers[0].client().await;
    let mut b = servers[1].client().await;
    let (game, tickets) = full_game(&mut a, options(2), [3; 32]).await;
    // Both servers have the game in memory, so both judge on what they hold.
    get(&mut b, &game.name).await;

    for round in 0..12 {
        let now = get(&mut a, &game.name).await;
        if now.status == pb::GameStatus::Finished as i32 {
            break;
        }
        let ticket = to_move(&now, &tickets);
        let mv = legal_moves(&mut a, &game.name).await.legal_moves[0]
            .r#move
            .clone()
            .expect("a move");
        if round % 2 == 0 {
            // The same request twice (a retry through another server): one
            // move, the same answer twice.
            let id = mountain_goats_bot::request_id();
            let (x, y) = tokio::join!(
                submit(&mut a, ticket, mv.clone(), Some(now.version), &id),
                submit(&mut b, ticket, mv.clone(), Some(now.version), &id),
            );
            let (x, y) = (x.expect("applied"), y.expect("answered as applied"));
            assert_eq!(x.game.as_ref().map(|g| g.version), Some(now.version + 1));
            assert_eq!(x.game, y.game, "round {round}: the same answer");
        } else {
            // Two different requests for the same version: one wins, the
            // other is told the game moved on.
            let (id_a, id_b) = (
                mountain_goats_bot::request_id(),
                mountain_goats_bot::request_id(),
            );
            let (x, y) = tokio::join!(
                submit(&mut a, ticket, mv.clone(), Some(now.version), &id_a),
                submit(&mut b, ticket, mv.clone(), Some(now.version), &id_b),
            );
            let (won, lost) = match (x, y) {
                (Ok(won), lost @ Err(_)) | (lost @ Err(_), Ok(won)) => (won, lost),
                (x, y) => panic!("round {round}: exactly one must win: {x:?} {y:?}"),
            };
            assert_eq!(won.game.as_ref().map(|g| g.version), Some(now.version + 1));
            assert_refused(lost, tonic::Code::FailedPrecondition, "STALE_VERSION");
        }
        let after_a = get(&mut a, &game.name).await;
        let after_b = get(&mut b, &game.name).await;
        assert_eq!(
            after_a.version,
            now.version + 1,
            "round {round}: one move applied"
        );
        assert_eq!(after_a, after_b, "round {round}: both servers agree");
    }
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run by tests/run"]
async fn a_watcher_resumes_on_another_server_without_a_gap() {
    let servers = servers(2).await;
    let mut a = servers[0].client().await;
    let mut b = servers[1].client().await;
    let (game, tickets) = full_game(&mut a, options(2), [5; 32]).await;
    for _ in 0..3 {
        common::play_first_legal(&mut a, &game.name, &tickets).await;
    }
    let seen = get(&mut a, &game.name).await.version;
    // More moves through server A while the watcher is away.
    for _ in 0..4 {
        common::play_first_legal(&mut a, &game.name, &tickets).await;
    }
    let now = get(&mut a, &game.name).await.version;
    let mut stream = b
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: Some(seen),
        })
        .await
        .expect("resume on B")
        .into_inner();
    let mut versions = Vec::new();
    while versions.last() != Some(&now) {
        let message = tokio::time::timeout(Duration::from_secs(10), stream.next())
            .await
            .expect("in time")
            .expect("open")
            .expect("healthy");
        if let Some(Update::Change(c)) = message.update {
            versions.push(c.version);
        }
    }
    assert_eq!(versions, ((seen + 1)..=now).collect::<Vec<_>>());
    // And a move made through A after that reaches the watcher on B.
    common::play_first_legal(&mut a, &game.name, &tickets).await;
    let next = loop {
        let message = tokio::time::timeout(Duration::from_secs(10), stream.next())
            .await
            .expect("a move through A reaches B in time")
            .expect("open")
            .expect("healthy");
        if let Some(Update::Change(c)) = message.update {
            break c.version;
        }
    };
    assert_eq!(next, now + 1);
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run by tests/run"]
async fn a_seat_taken_through_one_server_is_known_to_the_others() {
    let servers = servers(2).await;
    let mut a = servers[0].client().await;
    let mut b = servers[1].client().await;
    let game = common::create(&mut a, options(2), [1; 32]).await;
    // B loads the game while it is open.
    get(&mut b, &game.name).await;
    let token = "Zq7pL2xV9mK4rT8wY3nB6cF1hJ5dG0sA".to_owned();
    let join = |client: &mut Client, seat| {
        let request = pb::JoinGameRequest {
            name: game.name.clone(),
            player_name: "p".into(),
            seat: Some(seat),
            seat_token: token.clone(),
            dice_contribution: Vec::new(),
        };
        let mut client = client.clone();
        async move {
            client
                .join_game(request)
                .await
                .map(tonic::Response::into_inner)
        }
    };
    let first = join(&mut a, 0).await.expect("joined through A");
    // The same join retried through B: the same seat, nothing taken twice.
    let again = join(&mut b, 0).await.expect("the retry answers through B");
    assert_eq!(first.seat, again.seat);
    // Another player asking B for seat 0 finds it taken.
    let other = pb::JoinGameRequest {
        name: game.name.clone(),
        player_name: "q".into(),
        seat: Some(0),
        seat_token: String::new(),
        dice_contribution: Vec::new(),
    };
    assert_refused(
        b.join_game(other).await,
        tonic::Code::AlreadyExists,
        "SEAT_TAKEN",
    );
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run by tests/run"]
async fn sslmode_require_speaks_tls_to_postgres_with_a_verified_certificate() {
    let base = common::postgres().expect(NEEDS_POSTGRES);
    let ca = std::env::var("MOUNTAIN_GOATS_TEST_POSTGRES_CA")
        .expect("MOUNTAIN_GOATS_TEST_POSTGRES_CA: the test PostgreSQL's CA (tests/postgres.sh writes DIR/ca.pem)");
    let db = fresh_postgres_database(&base).await;
    let required = format!("{db}?sslmode=require");

    // Without the CA the certificate is not trusted: the server says so
    // and does not start.
    let refused = tokio::process::Command::new(common::server_bin())
        .args(["serve", "--listen", "127.0.0.1:0", "--db", &required])
        .env_remove("MOUNTAIN_GOATS_DB_CA_CERT")
        .output()
        .await
        .expect("runs");
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("cannot connect"), "{stderr}");

    // With it, the server runs over TLS, every connection of it.
    let server = {
        let mut child = tokio::process::Command::new(common::server_bin());
        child
            .args(["serve", "--listen", "127.0.0.1:0", "--db", &required])
            .env("MOUNTAIN_GOATS_DB_CA_CERT", &ca)
            .env("RUST_LOG", "warn")
            .stdout(std::process::Stdio::piped())
            .kill_on_drop(true);
        child.spawn().expect("starts")
    };
    let mut server = server;
    let stdout = server.stdout.take().expect("stdout");
    let mut lines = tokio::io::AsyncBufReadExt::lines(tokio::io::BufReader::new(stdout));
    let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
        .await
        .expect("listens in time")
        .expect("readable")
        .expect("a line");
    let addr = line.trim_start_matches("listening on ").to_owned();
    let mut client = mountain_goats_bot::connect(&addr).await.expect("connects");
    let (game, tickets) = full_game(&mut client, options(2), [4; 32]).await;
    common::play_first_legal(&mut client, &game.name, &tickets).await;

    let (admin, connection) = tokio_postgres::connect(&db, tokio_postgres::NoTls)
        .await
        .expect("admin connection");
    tokio::spawn(connection);
    let rows = admin
        .query(
            "SELECT s.ssl FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid)
             WHERE a.application_name = 'mountain-goats' AND a.datname = current_database()",
            &[],
        )
        .await
        .expect("pg_stat_ssl");
    assert!(!rows.is_empty(), "the server's connections are listed");
    assert!(
        rows.iter().all(|row| row.get::<_, bool>(0)),
        "every connection of the server is TLS"
    );
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run by tests/run"]
async fn a_second_server_on_the_database_logs_no_notice_about_the_schema() {
    let base = common::postgres().expect(NEEDS_POSTGRES);
    let db = fresh_postgres_database(&base).await;
    let first = Server::start_on(&db, &[]).await;
    // The second server finds the schema made: at the default log level,
    // nothing about it may reach the log.
    let mut second = tokio::process::Command::new(common::server_bin())
        .args(["serve", "--listen", "127.0.0.1:0", "--db", &db])
        .env("RUST_LOG", "info")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("starts");
    let stdout = second.stdout.take().expect("stdout");
    let mut lines = tokio::io::AsyncBufReadExt::lines(tokio::io::BufReader::new(stdout));
    let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
        .await
        .expect("listens in time")
        .expect("readable")
        .expect("a line");
    assert!(line.starts_with("listening on "), "{line}");
    second.start_kill().expect("stops");
    let output = second.wait_with_output().await.expect("exits");
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(!log.is_empty(), "the server logs at info level");
    assert!(
        !log.contains("NOTICE") && !log.contains("already exists"),
        "{log}"
    );
    drop(first);
}
