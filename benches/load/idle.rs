//! `idle10000`: what idle watch streams cost the server in memory.
//!
//! One game, 10,000 spectators, nobody moving. Each stream has a connection
//! of its own, or shares one with `per_connection - 1` others
//! (`BENCH_STREAMS_PER_CONNECTION`); fewer connections are used when the
//! open-files limit is lower, and the bench says so. The server's resident
//! memory (`VmRSS` in `/proc/PID/status`) is read before the connections
//! open and once every stream has its snapshot; the difference over the
//! number of streams is the cost of one idle stream with its share of a
//! connection. The size of the snapshot each stream got is printed too: it
//! is what a stream's flow-control window must take at once.
//!
//! `health_idle10000` is its yardstick, in the same server: the same number
//! of idle streams of the health service's `Watch` (tonic-health, nothing
//! of the game behind it), each on a connection of its own through the
//! same connection handling. What one of those costs is what the transport
//! (h2, hyper, tonic, the socket) and the server's connection layers cost
//! per idle stream: the floor under `idle10000`'s figure. `bare_idle10000`
//! is the same against a stock tonic server (`load/bare.rs`: this bench
//! binary, the system's malloc) with nothing of ours in front.
//!
//! Then every stream and connection closes, and the memory is read until
//! nine tenths of what the streams took is given back (or [`SETTLING`] has
//! passed). mimalloc hands freed memory back to the system in its
//! collections, which run as the server allocates: a server left idle
//! after the close keeps it until its next work. So while the bench waits,
//! one client makes `GetGame` calls one after another on the connection it
//! already had, the work any live server has.

use std::time::Duration;

use prost::Message as _;
use tokio::task::JoinSet;
use tokio::time::timeout;

use super::server::Server;
use super::stats::Figures;
use super::table::{Client, Rng, Table, about};
use super::watch::{Seen, WatchStream};
use mountain_goats_server::api::v1 as pb;

/// Streams opened at once.
const OPENING: usize = 64;

/// How long, at most, the server is given to hand back the memory of the
/// closed connections.
const SETTLING: Duration = Duration::from_secs(30);

/// The server's resident memory, in KiB.
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// What the idle streams watch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Watched {
    /// One game (`WatchGame`).
    Game,
    /// The server's health (`grpc.health.v1.Health/Watch`): the yardstick.
    Health,
}

/// An open idle stream, whichever service it is of.
type Open = Box<dyn std::any::Any + Send>;

/// Opens a health `Watch` and waits for its first answer.
async fn open_health(channel: tonic::transport::Channel) -> Result<Open, String> {
    let mut client = tonic_health::pb::health_client::HealthClient::new(channel);
    let mut stream = client
        .watch(tonic_health::pb::HealthCheckRequest {
            service: String::new(),
        })
        .await
        .map_err(|e| format!("Health/Watch: {e}"))?
        .into_inner();
    match timeout(Duration::from_secs(20), stream.message()).await {
        Ok(Ok(Some(_))) => Ok(Box::new(stream)),
        other => Err(format!("no health status: {other:?}")),
    }
}

/// Opens `streams` idle streams watching `watched` (one game, or the
/// health service), `per_connection` to a connection, and reports the
/// server's memory per stream.
pub async fn idle(
    server: Server,
    watched: Watched,
    streams: usize,
    per_connection: usize,
    seed: u64,
) -> Figures {
    let mut figures = Figures::default();
    let wanted = streams.div_ceil(per_connection.max(1));
    let connections = super::scenarios::connections_for(streams, wanted, &mut figures);
    let first = server.connect().await;
    // The game the spectators watch (none for the health service, which a
    // bare tonic server serves too).
    let game = if watched == Watched::Game {
        let mut client = Client::new(first.clone());
        let mut rng = Rng::new(seed);
        let table = Table::new(&mut client, 4, &mut rng).await;
        let snapshot_bytes = snapshot_len(&mut client, &table.name).await;
        figures.add("snapshot bytes", snapshot_bytes as f64);
        Some(table.name)
    } else {
        None
    };
    // Settled: the game is loaded and the first calls' buffers exist.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let before = rss_kib(server.pid).unwrap_or(0);
    let files = open_files(server.pid).unwrap_or(0);
    let mut channels = Vec::with_capacity(connections);
    for _ in 0..connections {
        channels.push(server.connect().await);
    }
    let mut open = Vec::with_capacity(streams);
    let mut opening = JoinSet::new();
    let mut failure = None;
    for s in 0..streams {
        let channel = channels[s % connections].clone();
        let name = game.clone().unwrap_or_default();
        opening.spawn(async move {
            if watched == Watched::Health {
                return open_health(channel).await;
            }
            let mut stream = WatchStream::open(channel, &name, false)
                .await
                .map_err(|e| format!("WatchGame: {e}"))?;
            match timeout(Duration::from_secs(20), stream.next()).await {
                Ok(Ok(Some(Seen::Snapshot { .. }))) => Ok(Box::new(stream) as Open),
                other => Err(format!("no snapshot: {other:?}")),
            }
        });
        while opening.len() >= OPENING || (s + 1 == streams && !opening.is_empty()) {
            match opening.join_next().await {
                Some(Ok(Ok(stream))) => open.push(stream),
                Some(Ok(Err(e))) => failure = Some(e),
                Some(Err(e)) => failure = Some(e.to_string()),
                None => break,
            }
        }
        if failure.is_some() {
            break;
        }
    }
    if let Some(failure) = failure {
        figures.notes.push(format!("a stream failed: {failure}"));
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = rss_kib(server.pid).unwrap_or(0);
    figures.add("streams", open.len() as f64);
    figures.add("connections", connections as f64);
    figures.add("server RSS before MB", before as f64 / 1024.0);
    figures.add("server RSS with the streams MB", after as f64 / 1024.0);
    let opened = open.len().max(1) as f64;
    let per_stream = |rss: u64| rss.saturating_sub(before) as f64 * 1.024 / opened;
    figures.add("KB per idle stream", per_stream(after));
    drop(open);
    drop(channels);
    let worker = tokio::spawn(keep_busy(first, game));
    let growth = after.saturating_sub(before);
    let (closed, secs) = given_back(server.pid, files, before + growth / 10).await;
    worker.abort();
    figures.add("server RSS after they close MB", closed as f64 / 1024.0);
    figures.add("KB per stream kept after close", per_stream(closed));
    figures.add("s from the close until given back", secs);
    if closed > before + growth / 10 {
        figures.notes.push(format!(
            "the memory was not given back within {} s of the close",
            SETTLING.as_secs()
        ));
    }
    server.stop().await;
    figures
}

/// The encoded size of the snapshot a spectator of `game` gets first.
async fn snapshot_len(client: &mut Client, game: &str) -> usize {
    let request = pb::WatchGameRequest {
        name: game.to_owned(),
        resume_after: None,
    };
    let mut stream = client
        .watch_game(about(game, request))
        .await
        .expect("WatchGame")
        .into_inner();
    let first = timeout(Duration::from_secs(20), stream.message())
        .await
        .expect("a snapshot within 20 s")
        .expect("WatchGame's first message")
        .expect("a first message");
    first.encoded_len()
}

/// The server's open file descriptors.
fn open_files(pid: u32) -> Option<usize> {
    Some(std::fs::read_dir(format!("/proc/{pid}/fd")).ok()?.count())
}

/// `GetGame` calls on `game` (health checks without one), one after
/// another, until aborted.
async fn keep_busy(channel: tonic::transport::Channel, game: Option<String>) {
    let mut client = Client::new(channel.clone());
    let mut health = tonic_health::pb::health_client::HealthClient::new(channel);
    loop {
        let answered = match &game {
            Some(game) => {
                let request = pb::GetGameRequest { name: game.clone() };
                client.get_game(about(game, request)).await.is_ok()
            }
            None => health
                .check(tonic_health::pb::HealthCheckRequest::default())
                .await
                .is_ok(),
        };
        if !answered {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

/// Waits until the server's connections have closed on its side (its open
/// files are back to `files`) and its memory is down to `target` KiB, or
/// [`SETTLING`] has passed; returns the memory then and the seconds since
/// the last socket closed.
async fn given_back(pid: u32, files: usize, target: u64) -> (u64, f64) {
    let started = tokio::time::Instant::now();
    while open_files(pid).is_some_and(|open| open > files) && started.elapsed() < SETTLING {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let closed = tokio::time::Instant::now();
    loop {
        let rss = rss_kib(pid).unwrap_or(0);
        if rss <= target || started.elapsed() >= SETTLING {
            return (rss, closed.elapsed().as_secs_f64());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
