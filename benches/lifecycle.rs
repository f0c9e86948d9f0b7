//! Memory and start-up as games come and go, against the release server
//! binary run as its own process (pinned to core 0 when `taskset` exists):
//!
//! 1. the server's RSS before and after 2,000 games played to the end, once
//!    the finished games have left memory;
//! 2. the start-up time — to `listening on`, and to the first answered call
//!    that loads a game — with 1,000, 10,000 and 100,000 finished games in
//!    the store.
//!
//! `cargo bench --bench lifecycle` prints figures and asserts nothing about
//! them. `BENCH_GAMES` (default 2000) and `BENCH_STORED` (default
//! `1000,10000,100000`) change the sizes.

#[path = "load/binary.rs"]
mod binary;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use mountain_goats_bot::wire::move_to_pb;
use mountain_goats_core::hosted::{DiceSource, Entry};
use mountain_goats_core::store::{Durability, Store};
use mountain_goats_rules::{Config, Game, Move, Seed};
use mountain_goats_server::api::v1 as pb;
use mountain_goats_server::api::v1::game_service_client::GameServiceClient;
use mountain_goats_strategies::Rng;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use tonic::metadata::MetadataValue;
use tonic::transport::Channel;

type Client = GameServiceClient<Channel>;

/// How many games are played at once.
const CONCURRENT: u64 = 32;

struct Server {
    child: Child,
    addr: String,
    started: Duration,
}

async fn start(db: &Path) -> Server {
    let binary = binary::server_binary();
    let pinned = Path::new("/usr/bin/taskset").exists();
    let mut command = if pinned {
        let mut c = Command::new("taskset");
        c.arg("-c").arg("0").arg(&binary);
        c
    } else {
        Command::new(&binary)
    };
    let began = Instant::now();
    let mut child = command
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--rate-limit",
            "0",
            "--db",
        ])
        .arg(db)
        .env(
            "RUST_LOG",
            std::env::var("BENCH_SERVER_LOG").unwrap_or_else(|_| "warn".into()),
        )
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the server starts");
    let stdout = child.stdout.take().expect("piped");
    let mut lines = BufReader::new(stdout).lines();
    let line = lines.next_line().await.expect("readable").expect("a line");
    let started = began.elapsed();
    let addr = line
        .strip_prefix("listening on ")
        .expect("`listening on ADDR`")
        .to_owned();
    Server {
        child,
        addr,
        started,
    }
}

fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

fn seed_of(n: u64) -> Seed {
    let mut seed = [7u8; 32];
    seed[..8].copy_from_slice(&n.to_be_bytes());
    Seed(seed)
}

/// A move among the listed ones, preferring those that use every die.
fn choose(game: &Game, rng: &mut Rng) -> Move {
    let moves = game.legal_moves();
    let full: Vec<&Move> = moves
        .iter()
        .filter(|m| m.groups.iter().map(|g| g.dice.len()).sum::<usize>() == 4)
        .collect();
    if full.is_empty() {
        moves[(rng.next_u64() % moves.len() as u64) as usize].clone()
    } else {
        full[(rng.next_u64() % full.len() as u64) as usize].clone()
    }
}

/// Plays game `n` to its end; returns its number of moves.
async fn play_one(client: &mut Client, n: u64) -> u64 {
    let seed = seed_of(n);
    let game = client
        .create_game(pb::CreateGameRequest {
            options: Some(pb::GameOptions {
                players: 2,
                first_seat: Some(0),
                ..Default::default()
            }),
            seed: seed.0.to_vec(),
            house_seats: Vec::new(),
        })
        .await
        .expect("create")
        .into_inner()
        .game
        .expect("a game");
    let mut tokens = Vec::new();
    for seat in 0..2u32 {
        let joined = client
            .join_game(pb::JoinGameRequest {
                name: game.name.clone(),
                player_name: format!("p{seat}"),
                seat: Some(seat),
                seat_token: String::new(),
                dice_contribution: Vec::new(),
            })
            .await
            .expect("join")
            .into_inner();
        tokens.push(format!("Bearer {}", joined.seat_token));
    }
    let mut mirror = Game::new(Config::new(2).with_first_seat(0)).expect("config");
    let mut rng = Rng::new(n);
    let mut moves = 0;
    while !mirror.is_over() {
        mirror.roll_from(&seed).expect("a roll");
        let mv = choose(&mirror, &mut rng);
        let seat = mirror.current_seat();
        let mut request = tonic::Request::new(pb::SubmitMoveRequest {
            name: game.name.clone(),
            r#move: Some(move_to_pb(&mv)),
            expected_version: None,
            request_id: format!("{n}-{moves}"),
        });
        let token = MetadataValue::try_from(tokens[usize::from(seat)].as_str()).expect("ascii");
        request.metadata_mut().insert("authorization", token);
        client.submit_move(request).await.expect("a listed move");
        mirror.play(seat, &mv).expect("the same move locally");
        moves += 1;
    }
    moves
}

async fn memory(games: u64) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut server = start(&dir.path().join("games.db")).await;
    let pid = server.child.id().expect("running");
    let client = Client::connect(format!("http://{}", server.addr))
        .await
        .expect("connect");
    // Warm up: connections, the allocator's first arenas.
    play_one(&mut client.clone(), u64::MAX).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    let before = rss_kib(pid);
    let began = Instant::now();
    let mut tasks = Vec::new();
    for lane in 0..CONCURRENT {
        let mut client = client.clone();
        tasks.push(tokio::spawn(async move {
            let mut moves = 0;
            let mut n = lane;
            while n < games {
                moves += play_one(&mut client, n).await;
                n += CONCURRENT;
            }
            moves
        }));
    }
    let mut moves = 0;
    for task in tasks {
        moves += task.await.expect("a lane");
    }
    let played = began.elapsed();
    let peak_after = rss_kib(pid);
    // Finished games leave memory after their linger (2 s); the players'
    // connection goes too, as it would once they are done.
    drop(client);
    tokio::time::sleep(Duration::from_secs(6)).await;
    let after = rss_kib(pid);
    println!(
        "memory: {games} games played to the end ({moves} moves in {:.1} s, {:.0} moves/s)",
        played.as_secs_f64(),
        moves as f64 / played.as_secs_f64()
    );
    println!(
        "memory: RSS before {:.1} MiB, right after the last move {:.1} MiB, 6 s later with the players gone {:.1} MiB (difference {:+.1} MiB)",
        before as f64 / 1024.0,
        peak_after as f64 / 1024.0,
        after as f64 / 1024.0,
        (after as f64 - before as f64) / 1024.0
    );
    server.child.kill().await.ok();
}

/// The log of one finished game, as the store holds it.
fn finished_log() -> Vec<String> {
    let seed = seed_of(1);
    let config = Config::new(2).with_first_seat(0);
    let mut entries = vec![Entry::Created {
        config,
        seed,
        time_ms: 1_700_000_000_000,
        table: Default::default(),
        dice: DiceSource::ChosenSeed,
        draw_first_seat: false,
    }];
    for seat in 0..2 {
        entries.push(Entry::Joined {
            seat,
            player_name: format!("p{seat}"),
            token_hash: hex::encode(mountain_goats_core::secrets::token_hash(&format!(
                "{seat:040}"
            ))),
            time_ms: 1_700_000_000_000,
            house: None,
            dice_contribution: Vec::new(),
            account: None,
        });
    }
    let mut game = Game::new(config).expect("config");
    let mut rng = Rng::new(1);
    while !game.is_over() {
        game.roll_from(&seed).expect("a roll");
        let mv = choose(&game, &mut rng);
        let seat = game.current_seat();
        game.play(seat, &mv).expect("listed");
        entries.push(Entry::Moved {
            seat,
            mv,
            request_id: String::new(),
            time_ms: 1_700_000_000_000,
            timed_out: false,
        });
    }
    entries
        .iter()
        .map(|e| serde_json::to_string(e).expect("json"))
        .collect()
}

/// A store holding `games` copies of one finished game.
fn stored(path: &PathBuf, games: u64, log: &[String]) {
    let (store, thread) = Store::sqlite(path, Durability::Process).expect("a store");
    store.close();
    drop(store);
    thread.join();
    let mut conn = rusqlite::Connection::open(path).expect("open");
    conn.pragma_update(None, "synchronous", "OFF")
        .expect("pragma");
    let tx = conn.transaction().expect("tx");
    {
        let mut game = tx
            .prepare("INSERT INTO games (game_id, status) VALUES (?1, 3)")
            .expect("prepare");
        let mut entry = tx
            .prepare("INSERT INTO log (game_id, version, entry) VALUES (?1, ?2, ?3)")
            .expect("prepare");
        for n in 0..games {
            let id = format!("stored{n:014}");
            game.execute([&id]).expect("game");
            for (i, e) in log.iter().enumerate() {
                entry
                    .execute(rusqlite::params![id, i as i64 + 1, e])
                    .expect("entry");
            }
        }
    }
    tx.commit().expect("commit");
}

async fn startup(sizes: &[u64]) {
    let log = finished_log();
    for &games in sizes {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("games.db");
        let filled = Instant::now();
        stored(&path, games, &log);
        let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        let filling = filled.elapsed();
        let mut server = start(&path).await;
        let mut client = Client::connect(format!("http://{}", server.addr))
            .await
            .expect("connect");
        let asked = Instant::now();
        let game = client
            .get_game(pb::GetGameRequest {
                name: format!("games/stored{:014}", games / 2),
            })
            .await
            .expect("a stored game")
            .into_inner()
            .game
            .expect("a game");
        let first_answer = asked.elapsed();
        assert_eq!(game.version as usize, log.len());
        println!(
            "startup: {games:>7} finished games stored ({:.0} MiB, {} entries each; filled in {:.1} s): listening after {:.0} ms, first game loaded and answered in {:.2} ms",
            bytes as f64 / (1024.0 * 1024.0),
            log.len(),
            filling.as_secs_f64(),
            server.started.as_secs_f64() * 1000.0,
            first_answer.as_secs_f64() * 1000.0
        );
        server.child.kill().await.ok();
    }
}

fn main() {
    let games = std::env::var("BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let sizes: Vec<u64> = std::env::var("BENCH_STORED")
        .unwrap_or_else(|_| "1000,10000,100000".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    runtime.block_on(async {
        memory(games).await;
        startup(&sizes).await;
    });
}
