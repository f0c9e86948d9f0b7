//! Service figures over loopback against the release server binary:
//!
//! 1. the round trip of `SubmitMove` against an empty unary call (gRPC
//!    health `Check`) on the same server in the same run, as a ratio;
//! 2. moves per second with 100 games played in parallel;
//! 3. the delay from a move to the last of 1,000 watchers of one game.
//!
//! `cargo bench --bench service` (prints figures; asserts nothing about time).
//! Moves are chosen with a local copy of the rules engine fed the same seed,
//! so the timings hold the move call alone.

use std::process::Stdio;
use std::sync::Arc;
use std::time::{Duration, Instant};

use mountain_goats_bot::pb::game_service_client::GameServiceClient;
use mountain_goats_bot::pb::{self, watch_game_response::Update};
use mountain_goats_bot::{SeatTicket, join_game, request_id};
use mountain_goats_rules::{Config, Game, Move, Seed};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::Command;
use tokio_stream::StreamExt;
use tonic::transport::Channel;

type Client = GameServiceClient<Channel>;

fn wire_move(mv: &Move) -> pb::Move {
    pb::Move {
        faces: mv.faces.iter().map(|&f| u32::from(f)).collect(),
        groups: mv
            .groups
            .iter()
            .map(|g| pb::Group {
                dice: g.dice.iter().map(|&d| u32::from(d)).collect(),
                goat: None,
            })
            .collect(),
    }
}

/// A game whose every seat this process holds, mirrored by a local engine.
struct Table {
    name: String,
    tickets: Vec<SeatTicket>,
    mirror: Game,
    seed: Seed,
    version: u64,
}

impl Table {
    async fn new(client: &mut Client, players: u8, salt: u64) -> Table {
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&salt.to_be_bytes());
        let seed = Seed(seed);
        let game = client
            .create_game(pb::CreateGameRequest {
                options: Some(pb::GameOptions {
                    players: u32::from(players),
                    first_seat: Some(0),
                    ..Default::default()
                }),
                seed: seed.0.to_vec(),
            })
            .await
            .expect("create")
            .into_inner()
            .game
            .expect("game");
        let mut tickets = Vec::new();
        for seat in 0..u32::from(players) {
            tickets.push(
                join_game(client, &game.name, "bench", Some(seat))
                    .await
                    .expect("join"),
            );
        }
        let mut mirror = Game::new(Config::new(players)).expect("config");
        mirror.roll(seed.roll(0)).expect("roll");
        Table {
            name: game.name,
            tickets,
            mirror,
            seed,
            version: 1 + u64::from(players),
        }
    }

    /// The next move's request, and whether the game goes on after it.
    fn next_request(&mut self) -> (tonic::Request<pb::SubmitMoveRequest>, bool) {
        let seat = self.mirror.current_seat();
        let mv = self.mirror.legal_moves().swap_remove(0);
        let request = self.tickets[usize::from(seat)].authorize(pb::SubmitMoveRequest {
            name: self.name.clone(),
            r#move: Some(wire_move(&mv)),
            expected_version: Some(self.version),
            request_id: request_id(),
        });
        self.mirror.play(seat, &mv).expect("legal");
        if !self.mirror.is_over() {
            self.mirror
                .roll(self.seed.roll(self.mirror.turn()))
                .expect("roll");
        }
        self.version += 1;
        (request, !self.mirror.is_over())
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

async fn round_trips(channel: Channel) {
    let mut client = Client::new(channel.clone());
    let mut health = tonic_health::pb::health_client::HealthClient::new(channel);
    let n = 2000;
    let mut table = Table::new(&mut client, 2, 1).await;
    let mut salt = 1;
    let (mut empty, mut moves) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for _ in 0..n {
        let start = Instant::now();
        health
            .check(tonic_health::pb::HealthCheckRequest::default())
            .await
            .expect("health");
        empty.push(start.elapsed());

        let (request, goes_on) = table.next_request();
        let start = Instant::now();
        client.submit_move(request).await.expect("move");
        moves.push(start.elapsed());
        if !goes_on {
            salt += 1;
            table = Table::new(&mut client, 2, salt).await;
        }
    }
    empty.sort();
    moves.sort();
    let (e50, m50) = (percentile(&empty, 0.5), percentile(&moves, 0.5));
    println!(
        "round trip over {n} calls: empty unary p50 {:.0} µs p99 {:.0} µs; SubmitMove p50 {:.0} µs p99 {:.0} µs; ratio (p50) {:.2}×",
        micros(e50),
        micros(percentile(&empty, 0.99)),
        micros(m50),
        micros(percentile(&moves, 0.99)),
        m50.as_secs_f64() / e50.as_secs_f64()
    );
}

async fn parallel_games(channel: Channel, games: usize, run_for: Duration) {
    let deadline = Instant::now() + run_for;
    let mut tasks = Vec::new();
    for g in 0..games {
        let mut client = Client::new(channel.clone());
        tasks.push(tokio::spawn(async move {
            let mut salt = 1000 + g as u64 * 1000;
            let mut table = Table::new(&mut client, 4, salt).await;
            let mut moves = 0u64;
            while Instant::now() < deadline {
                let (request, goes_on) = table.next_request();
                client.submit_move(request).await.expect("move");
                moves += 1;
                if !goes_on {
                    salt += 1;
                    table = Table::new(&mut client, 4, salt).await;
                }
            }
            moves
        }));
    }
    let start = Instant::now();
    let mut total = 0;
    for task in tasks {
        total += task.await.expect("task");
    }
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "{games} games in parallel: {total} moves in {elapsed:.1} s = {:.0} moves/s",
        total as f64 / elapsed
    );
}

async fn fan_out(channels: Vec<Channel>, watchers: usize, moves: usize) {
    let mut client = Client::new(channels[0].clone());
    let mut table = Table::new(&mut client, 2, 999_999).await;
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<(u64, Instant)>();
    let ready = Arc::new(tokio::sync::Barrier::new(watchers + 1));
    for w in 0..watchers {
        let mut client = Client::new(channels[w % channels.len()].clone());
        let tx = tx.clone();
        let name = table.name.clone();
        let ready = ready.clone();
        tokio::spawn(async move {
            let mut stream = client
                .watch_game(pb::WatchGameRequest {
                    name,
                    resume_after: None,
                })
                .await
                .expect("watch")
                .into_inner();
            // The snapshot: this watcher is subscribed.
            let _ = stream.next().await;
            ready.wait().await;
            while let Some(Ok(message)) = stream.next().await {
                if let Some(Update::Change(change)) = message.update {
                    let _ = tx.send((change.version, Instant::now()));
                }
            }
        });
    }
    drop(tx);
    ready.wait().await;
    let mut last_delays = Vec::new();
    let mut all_delays = Vec::new();
    for _ in 0..moves {
        let (request, goes_on) = table.next_request();
        let version = table.version;
        let start = Instant::now();
        client.submit_move(request).await.expect("move");
        let mut seen = 0;
        let mut last = start;
        while seen < watchers {
            let (v, at) = rx.recv().await.expect("watchers alive");
            if v == version {
                seen += 1;
                last = last.max(at);
                all_delays.push(at - start);
            }
        }
        last_delays.push(last - start);
        if !goes_on {
            break;
        }
    }
    last_delays.sort();
    all_delays.sort();
    println!(
        "fan-out to {watchers} watchers over {} moves: delay to the last watcher p50 {:.2} ms p99 {:.2} ms; to any watcher p50 {:.2} ms",
        last_delays.len(),
        micros(percentile(&last_delays, 0.5)) / 1000.0,
        micros(percentile(&last_delays, 0.99)) / 1000.0,
        micros(percentile(&all_delays, 0.5)) / 1000.0
    );
}

#[tokio::main]
async fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = std::env::var("BENCH_DB")
        .unwrap_or_else(|_| dir.path().join("bench.db").display().to_string());
    let durability = std::env::var("BENCH_DURABILITY").unwrap_or_else(|_| "full".into());
    let mut server = Command::new(env!("CARGO_BIN_EXE_mountain-goats"))
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--rate-limit",
            "0",
            "--db",
            &db,
        ])
        .args(["--durability", &durability])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("server starts");
    let mut lines = BufReader::new(server.stdout.take().expect("stdout")).lines();
    let line = lines.next_line().await.expect("read").expect("a line");
    let addr = format!("http://{}", line.trim_start_matches("listening on "));
    println!("server {addr}, database {db}, durability {durability}");
    let connect = || async {
        Channel::from_shared(addr.clone())
            .expect("uri")
            .connect()
            .await
            .expect("connect")
    };

    round_trips(connect().await).await;
    let mut channels = Vec::new();
    for _ in 0..4 {
        channels.push(connect().await);
    }
    parallel_games(channels[0].clone(), 100, Duration::from_secs(5)).await;
    fan_out(channels, 1000, 100).await;
    server.kill().await.ok();
}
