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

/// Opens `streams` idle spectators of one game, `per_connection` to a
/// connection, and reports the server's memory per stream.
pub async fn idle(server: Server, streams: usize, per_connection: usize, seed: u64) -> Figures {
    let mut figures = Figures::default();
    let wanted = streams.div_ceil(per_connection.max(1));
    let connections = super::scenarios::connections_for(streams, wanted, &mut figures);
    let mut client = Client::new(server.connect().await);
    let mut rng = Rng::new(seed);
    let table = Table::new(&mut client, 4, &mut rng).await;
    let snapshot_bytes = snapshot_len(&mut client, &table.name).await;
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
        let name = table.name.clone();
        opening.spawn(async move {
            let mut stream = WatchStream::open(channel, &name, false)
                .await
                .map_err(|e| format!("WatchGame: {e}"))?;
            match timeout(Duration::from_secs(20), stream.next()).await {
                Ok(Ok(Some(Seen::Snapshot { .. }))) => Ok(stream),
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
    figures.add("snapshot bytes", snapshot_bytes as f64);
    drop(open);
    drop(channels);
    let worker = tokio::spawn(keep_busy(client.clone(), table.name.clone()));
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

/// `GetGame` calls on `game`, one after another, until aborted.
async fn keep_busy(mut client: Client, game: String) {
    loop {
        let request = pb::GetGameRequest { name: game.clone() };
        if client.get_game(about(&game, request)).await.is_err() {
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
