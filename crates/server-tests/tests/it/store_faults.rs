//! The store is never silently wrong: a locked file, a deleted file, a
//! damaged row, a foreign file and an old schema are each noticed, said
//! clearly, and kept to what they break.

use crate::common;

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use common::{Server, assert_refused, full_game, get, options, play_first_legal};
use mountain_goats_bot::pb;
use mountain_goats_core::hosted::{DiceSource, Entry, HostedGame};
use mountain_goats_rules::{Config, Seed};
use tonic::Code;
use tonic_health::pb::health_check_response::ServingStatus;

/// Runs `serve` on `db` expecting it to refuse to start; returns stderr.
async fn refused_to_start(db: &Path) -> String {
    let output = tokio::time::timeout(
        Duration::from_secs(30),
        tokio::process::Command::new(common::server_bin())
            .args(["serve", "--listen", "127.0.0.1:0", "--db"])
            .arg(db)
            .stdin(Stdio::null())
            .output(),
    )
    .await
    .expect("the server gives up at once")
    .expect("the server runs");
    assert!(!output.status.success(), "the server must not start");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

async fn health(addr: &str) -> i32 {
    let channel = tonic::transport::Channel::from_shared(format!("http://{addr}"))
        .expect("uri")
        .connect()
        .await
        .expect("connect");
    tonic_health::pb::health_client::HealthClient::new(channel)
        .check(tonic_health::pb::HealthCheckRequest {
            service: "mountain_goats.v1.GameService".into(),
        })
        .await
        .expect("health check")
        .into_inner()
        .status
}

#[tokio::test]
async fn a_second_server_on_the_same_file_refuses_to_start() {
    let server = Server::start(&[]).await;
    let stderr = refused_to_start(Path::new(&server.db)).await;
    assert!(stderr.contains(&server.db), "{stderr}");
    assert!(stderr.contains("another server"), "{stderr}");
    // The first one is unharmed.
    let mut client = server.client().await;
    full_game(&mut client, options(2), [1; 32]).await;
}

#[tokio::test]
async fn a_deleted_database_refuses_writes_and_turns_health_off() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(2), [2; 32]).await;
    play_first_legal(&mut client, &game.name, &tickets).await;
    assert_eq!(health(&server.addr).await, ServingStatus::Serving as i32);
    let before = get(&mut client, &game.name).await;

    std::fs::remove_file(&server.db).expect("delete the database");
    for _ in 0..3 {
        let legal = common::legal_moves(&mut client, &game.name).await;
        let ticket = common::to_move(&before, &tickets).clone();
        let refused = common::submit(
            &mut client,
            &ticket,
            legal.legal_moves[0].r#move.clone().expect("a move"),
            None,
            &mountain_goats_bot::request_id(),
        )
        .await;
        assert_refused(refused, Code::Unavailable, "STORE_UNAVAILABLE");
    }
    assert_eq!(
        get(&mut client, &game.name).await,
        before,
        "nothing applied"
    );
    assert_eq!(health(&server.addr).await, ServingStatus::NotServing as i32);
}

#[tokio::test]
async fn a_damaged_row_makes_only_its_game_unavailable() {
    let server = Server::start(&[]).await;
    let db = server.db.clone();
    let mut client = server.client().await;
    let (damaged, tickets) = full_game(&mut client, options(2), [3; 32]).await;
    for _ in 0..3 {
        play_first_legal(&mut client, &damaged.name, &tickets).await;
    }
    let (sound, _) = full_game(&mut client, options(3), [4; 32]).await;
    let _dir = server.kill().await;

    let id = damaged.name.trim_start_matches("games/");
    let conn = rusqlite::Connection::open(&db).expect("open");
    let changed = conn
        .execute(
            "UPDATE log SET entry = '{\"kind\": 7' WHERE game_id = ?1 AND version = 4",
            [id],
        )
        .expect("damage a row");
    assert_eq!(changed, 1);
    drop(conn);

    let again = Server::start_on(&db, &[]).await;
    let mut client = again.client().await;
    let refused = client
        .get_game(pb::GetGameRequest {
            name: damaged.name.clone(),
        })
        .await;
    let status = assert_refused(refused, Code::DataLoss, "GAME_CORRUPT");
    assert!(status.message().contains("version 4"), "{status:?}");
    assert_eq!(get(&mut client, &sound.name).await, sound);
    let listed = client
        .list_games(pb::ListGamesRequest::default())
        .await
        .expect("list")
        .into_inner();
    let names: Vec<&str> = listed.games.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(
        names,
        vec![sound.name.as_str()],
        "the damaged game is left out"
    );
}

#[tokio::test]
async fn a_foreign_sqlite_file_is_refused() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("accounts.db");
    let conn = rusqlite::Connection::open(&db).expect("open");
    conn.execute_batch("CREATE TABLE accounts (id INTEGER PRIMARY KEY, owner TEXT);")
        .expect("a table");
    drop(conn);
    let stderr = refused_to_start(&db).await;
    assert!(stderr.contains(&db.display().to_string()), "{stderr}");
    assert!(stderr.contains("not a mountain-goats store"), "{stderr}");

    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "not a database at all, just some words in a file").expect("write");
    let stderr = refused_to_start(&text).await;
    assert!(stderr.contains(&text.display().to_string()), "{stderr}");
}

#[tokio::test]
async fn a_store_of_the_first_release_is_upgraded_in_place() {
    // The first release's schema, with a game of 2 seats, both taken, as it
    // wrote them (JSON entries, no marks, no statuses).
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("games.db");
    let seed = Seed([6; 32]);
    let config = Config::new(2).with_first_seat(seed.first_seat(2));
    let entries = vec![
        Entry::Created {
            config,
            seed,
            time_ms: 1_700_000_000_000,
            table: Default::default(),
            dice: DiceSource::Unrecorded,
            draw_first_seat: false,
        },
        Entry::Joined {
            seat: 0,
            player_name: "Ada".into(),
            token_hash: hex::encode(mountain_goats_core::secrets::token_hash(
                "a".repeat(40).as_str(),
            )),
            time_ms: 1_700_000_000_001,
            house: None,
            dice_contribution: Vec::new(),
            account: None,
        },
        Entry::Joined {
            seat: 1,
            player_name: "Bo".into(),
            token_hash: hex::encode(mountain_goats_core::secrets::token_hash(
                "b".repeat(40).as_str(),
            )),
            time_ms: 1_700_000_000_002,
            house: None,
            dice_contribution: Vec::new(),
            account: None,
        },
    ];
    let expected = HostedGame::from_log("oldgame1".into(), entries.clone()).expect("replays");
    let conn = rusqlite::Connection::open(&db).expect("open");
    conn.execute_batch(
        "CREATE TABLE log (game_id TEXT NOT NULL, version INTEGER NOT NULL, entry TEXT NOT NULL,
            PRIMARY KEY (game_id, version)) WITHOUT ROWID;
         CREATE TABLE games (seq INTEGER PRIMARY KEY AUTOINCREMENT, game_id TEXT NOT NULL UNIQUE);
         INSERT INTO games (game_id) VALUES ('oldgame1');",
    )
    .expect("the old schema");
    for (i, entry) in entries.iter().enumerate() {
        conn.execute(
            "INSERT INTO log (game_id, version, entry) VALUES ('oldgame1', ?1, ?2)",
            rusqlite::params![i as i64 + 1, serde_json::to_string(entry).expect("json")],
        )
        .expect("an entry");
    }
    drop(conn);

    let server = Server::start_on(&db, &[]).await;
    let mut client = server.client().await;
    let game = get(&mut client, "games/oldgame1").await;
    assert_eq!(game.version, expected.version);
    assert_eq!(game.status(), pb::GameStatus::Playing);
    let playing = client
        .list_games(pb::ListGamesRequest {
            status: pb::GameStatus::Playing as i32,
            ..Default::default()
        })
        .await
        .expect("list")
        .into_inner();
    assert_eq!(playing.games, vec![game.clone()]);
    let open = client
        .list_games(pb::ListGamesRequest {
            status: pb::GameStatus::Open as i32,
            ..Default::default()
        })
        .await
        .expect("list")
        .into_inner();
    assert!(open.games.is_empty(), "{:?}", open.games);
    // It is written to as any other game.
    let tickets: Vec<mountain_goats_bot::SeatTicket> = ["a", "b"]
        .iter()
        .enumerate()
        .map(|(seat, c)| mountain_goats_bot::SeatTicket {
            game: game.name.clone(),
            seat: seat as u32,
            token: c.repeat(40),
        })
        .collect();
    play_first_legal(&mut client, &game.name, &tickets).await;
    assert_eq!(get(&mut client, &game.name).await.version, game.version + 1);
}
