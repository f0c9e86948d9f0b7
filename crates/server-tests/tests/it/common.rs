//! A real server process on a free loopback port, for black-box tests.

#![allow(dead_code)]

use std::process::Stdio;
use std::time::Duration;

use mountain_goats_bot::pb::game_service_client::GameServiceClient;
use mountain_goats_bot::{Client, SeatTicket, pb};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

use crate::balancer::{self, Balancer};

/// The `mountain-goats` binary the tests start: `$MOUNTAIN_GOATS_TEST_BIN`,
/// or the one cargo built in the same target directory as this test
/// (`target/<profile>/mountain-goats`; tests/run builds it first with
/// `cargo build --release`).
pub fn server_bin() -> std::path::PathBuf {
    if let Some(bin) = std::env::var_os("MOUNTAIN_GOATS_TEST_BIN") {
        return bin.into();
    }
    let exe = std::env::current_exe().expect("the test binary's own path");
    // target/<profile>/deps/it-… -> target/<profile>/mountain-goats
    let bin = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("the test runs from target/<profile>/deps")
        .join(format!("mountain-goats{}", std::env::consts::EXE_SUFFIX));
    assert!(
        bin.is_file(),
        "{} is not built: run `cargo build --release` (or the profile these tests use) first",
        bin.display()
    );
    bin
}

/// A running `mountain-goats serve`; killed when dropped. Behind the
/// balancer (`MOUNTAIN_GOATS_TEST_PROXY`, [`crate::balancer`]), nginx in
/// front of several servers: then `child` and `addr` are nginx's, and the
/// servers are in `balancer`.
pub struct Server {
    pub child: Child,
    pub addr: String,
    /// Its `--db`: a file, or a PostgreSQL URL.
    pub db: String,
    _dir: Option<tempfile::TempDir>,
    /// Declared after `child`, so dropped after it: nginx goes before the
    /// servers it sends calls to.
    pub balancer: Option<Balancer>,
}

/// The PostgreSQL server the tests run on instead of SQLite files, when
/// `MOUNTAIN_GOATS_TEST_POSTGRES` gives one (`tests/run` does, for a second
/// pass of the black-box suite).
pub fn postgres() -> Option<String> {
    std::env::var("MOUNTAIN_GOATS_TEST_POSTGRES")
        .ok()
        .filter(|url| !url.is_empty())
}

/// A fresh, empty database on the test PostgreSQL server `base`; returns
/// its connection string.
pub async fn fresh_postgres_database(base: &str) -> String {
    let (client, connection) = tokio_postgres::connect(base, tokio_postgres::NoTls)
        .await
        .expect("the test PostgreSQL server answers");
    let driver = tokio::spawn(connection);
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("randomness");
    let name = format!("mg_test_{}", hex::encode(bytes));
    client
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
        .expect("a test database");
    drop(client);
    let _ = driver.await;
    let (root, query) = match base.split_once('?') {
        Some((root, query)) => (root, format!("?{query}")),
        None => (base, String::new()),
    };
    let root = match root.rfind('/') {
        Some(i) if i > root.find("://").map_or(0, |j| j + 2) => &root[..i],
        _ => root,
    };
    format!("{root}/{name}{query}")
}

impl Server {
    /// A server on a fresh store: a new SQLite file, or a new PostgreSQL
    /// database when [`postgres`] says so (behind the balancer when
    /// [`balancer::enabled`]).
    pub async fn start(extra: &[&str]) -> Server {
        if let Some(base) = postgres() {
            let db = fresh_postgres_database(&base).await;
            return Server::start_on(&db, extra).await;
        }
        let dir = tempfile::tempdir().expect("a temporary directory");
        let db = dir.path().join("games.db");
        let mut server = Server::start_on(&db, extra).await;
        server._dir = Some(dir);
        server
    }

    /// A server on a fresh database file whose log (stderr, warnings and
    /// errors) the test reads from `child.stderr`.
    pub async fn start_logged(extra: &[&str]) -> Server {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let db = dir.path().join("games.db");
        let mut server = Server::spawn(db.as_ref(), extra, Stdio::piped(), &[]).await;
        server._dir = Some(dir);
        server
    }

    /// A server on the store `db` (a file path or a PostgreSQL URL). When
    /// [`balancer::enabled`], several servers on a PostgreSQL `db` behind
    /// nginx; a file is one server still (servers share no SQLite file).
    pub async fn start_on(db: impl AsRef<std::ffi::OsStr>, extra: &[&str]) -> Server {
        let db = db.as_ref();
        if let Some(url) = db.to_str().filter(|db| db.starts_with("postgres"))
            && balancer::enabled()
        {
            return balancer::start(url, extra).await;
        }
        Server::spawn(db, extra, Stdio::inherit(), &[]).await
    }

    /// One of the servers behind the balancer, with the settings `env`.
    pub(crate) async fn spawn_replica(db: &str, extra: &[&str], env: &[(&str, &str)]) -> Server {
        Server::spawn(db.as_ref(), extra, Stdio::inherit(), env).await
    }

    /// nginx at `addr` in front of `balancer`'s servers, on `db`.
    pub(crate) fn behind(nginx: Child, addr: String, db: &str, balancer: Balancer) -> Server {
        Server {
            child: nginx,
            addr,
            db: db.to_owned(),
            _dir: None,
            balancer: Some(balancer),
        }
    }

    async fn spawn(
        db: &std::ffi::OsStr,
        extra: &[&str],
        stderr: Stdio,
        env: &[(&str, &str)],
    ) -> Server {
        let mut child = Command::new(server_bin())
            .args(["serve", "--listen", "127.0.0.1:0", "--db"])
            .arg(db)
            .args(extra)
            // Warnings, unless a test run asks for more to find a failure
            // (`MOUNTAIN_GOATS_TEST_SERVER_LOG=debug`, a RUST_LOG filter).
            .env(
                "RUST_LOG",
                std::env::var("MOUNTAIN_GOATS_TEST_SERVER_LOG").unwrap_or_else(|_| "warn".into()),
            )
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .kill_on_drop(true)
            .spawn()
            .expect("the server binary starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut lines = BufReader::new(stdout).lines();
        let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
            .await
            .expect("the server prints its address in time")
            .expect("stdout is readable")
            .expect("a line");
        let addr = line
            .strip_prefix("listening on ")
            .expect("`listening on ADDR`")
            .to_owned();
        Server {
            child,
            addr,
            db: db.to_string_lossy().into_owned(),
            _dir: None,
            balancer: None,
        }
    }

    pub async fn client(&self) -> Client {
        GameServiceClient::connect(format!("http://{}", self.addr))
            .await
            .expect("connects")
            .max_decoding_message_size(16 * 1024 * 1024)
    }

    /// SIGKILL, no goodbye; behind the balancer, nginx and every server.
    pub async fn kill(mut self) -> Option<tempfile::TempDir> {
        self.child.kill().await.expect("kill");
        if let Some(balancer) = self.balancer.take() {
            for mut replica in balancer.replicas {
                replica.child.kill().await.expect("kill");
            }
        }
        self._dir.take()
    }
}

pub fn options(players: u32) -> pb::GameOptions {
    pb::GameOptions {
        players,
        ..pb::GameOptions::default()
    }
}

/// Creates a game with a fixed seed and fills every seat.
pub async fn full_game(
    client: &mut Client,
    options: pb::GameOptions,
    seed: [u8; 32],
) -> (pb::Game, Vec<SeatTicket>) {
    let players = options.players;
    let game = client
        .create_game(pb::CreateGameRequest {
            options: Some(options),
            seed: seed.to_vec(),
            house_seats: Vec::new(),
        })
        .await
        .expect("created")
        .into_inner()
        .game
        .expect("a game");
    let mut tickets = Vec::new();
    for seat in 0..players {
        tickets.push(
            mountain_goats_bot::join_game(client, &game.name, &format!("bot {seat}"), Some(seat))
                .await
                .expect("joined"),
        );
    }
    let game = get(client, &game.name).await;
    (game, tickets)
}

pub async fn get(client: &mut Client, name: &str) -> pb::Game {
    client
        .get_game(pb::GetGameRequest { name: name.into() })
        .await
        .expect("get")
        .into_inner()
        .game
        .expect("a game")
}

/// Creates a game with a fixed seed and returns it, every seat free.
pub async fn create(client: &mut Client, options: pb::GameOptions, seed: [u8; 32]) -> pb::Game {
    client
        .create_game(pb::CreateGameRequest {
            options: Some(options),
            seed: seed.to_vec(),
            house_seats: Vec::new(),
        })
        .await
        .expect("created")
        .into_inner()
        .game
        .expect("a game")
}

/// The ticket of the seat whose turn it is.
pub fn to_move<'a>(game: &pb::Game, tickets: &'a [SeatTicket]) -> &'a SeatTicket {
    let seat = game.board.as_ref().expect("a board").current_seat;
    tickets
        .iter()
        .find(|t| t.seat == seat)
        .expect("a ticket for the seat to move")
}

/// The legal moves of the current roll.
pub async fn legal_moves(client: &mut Client, name: &str) -> pb::ListLegalMovesResponse {
    client
        .list_legal_moves(pb::ListLegalMovesRequest { name: name.into() })
        .await
        .expect("legal moves")
        .into_inner()
}

/// Submits `mv` for `ticket`.
pub async fn submit(
    client: &mut Client,
    ticket: &SeatTicket,
    mv: pb::Move,
    expected_version: Option<u64>,
    request_id: &str,
) -> Result<pb::SubmitMoveResponse, tonic::Status> {
    client
        .submit_move(ticket.authorize(pb::SubmitMoveRequest {
            name: ticket.game.clone(),
            r#move: Some(mv),
            expected_version,
            request_id: request_id.into(),
        }))
        .await
        .map(tonic::Response::into_inner)
}

/// Plays the first legal move for the seat to move; returns the answer.
pub async fn play_first_legal(
    client: &mut Client,
    name: &str,
    tickets: &[SeatTicket],
) -> pb::SubmitMoveResponse {
    let game = get(client, name).await;
    let legal = legal_moves(client, name).await;
    let mv = legal.legal_moves[0].r#move.clone().expect("a move");
    let ticket = to_move(&game, tickets);
    submit(
        client,
        ticket,
        mv,
        Some(game.version),
        &mountain_goats_bot::request_id(),
    )
    .await
    .expect("a legal move is accepted")
}

/// Asserts that `result` failed with `code` and the `ErrorInfo` `reason`
/// (domain `mountaingoats.dev`).
#[track_caller]
pub fn assert_refused<T: std::fmt::Debug>(
    result: Result<T, tonic::Status>,
    code: tonic::Code,
    reason: &str,
) -> tonic::Status {
    use tonic_types::StatusExt;
    let status = result.expect_err(&format!("refused with {code:?} {reason}"));
    assert_eq!(
        (
            status.code(),
            mountain_goats_bot::reason(&status).as_deref()
        ),
        (code, Some(reason)),
        "status: {status:?}"
    );
    let info = status
        .get_error_details()
        .error_info()
        .cloned()
        .expect("an ErrorInfo");
    assert_eq!(info.domain, "mountaingoats.dev");
    status
}
