//! `idle10000`: what idle watch streams cost the server in memory.
//!
//! One game, 10,000 spectators, nobody moving. Each stream has a connection
//! of its own, or shares one with `per_connection - 1` others
//! (`BENCH_STREAMS_PER_CONNECTION`); fewer connections are used when the
//! open-files limit is lower, and the bench says so. The server's resident
//! memory (`VmRSS` in `/proc/PID/status`) is read before the connections
//! open and once every stream has its snapshot; the difference over the
//! number of streams is the cost of one idle stream with its share of a
//! connection. Then every stream and connection closes, and the memory is
//! read again once it has stopped falling (or after [`SETTLING`]): what it
//! still holds over the memory before is what closing did not give back.
//! The size of the snapshot each stream got is printed too: it is what a
//! stream's flow-control window must take at once.

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
const SETTLING: Duration = Duration::from_secs(15);

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
    let closed = settled_rss(server.pid, files).await;
    figures.add("server RSS after they close MB", closed as f64 / 1024.0);
    figures.add("KB per stream kept after close", per_stream(closed));
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

/// The server's memory once the connections have closed on its side (its
/// open files are back to `files`) and the memory has stopped falling: read
/// every half second until a reading is within 1 % of the one before, at
/// least two seconds after the last socket closed (the allocator hands
/// memory back after a delay), or [`SETTLING`] has passed.
async fn settled_rss(pid: u32, files: usize) -> u64 {
    let started = tokio::time::Instant::now();
    while open_files(pid).is_some_and(|open| open > files) && started.elapsed() < SETTLING {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let closed = tokio::time::Instant::now();
    let mut last = rss_kib(pid).unwrap_or(0);
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let now = rss_kib(pid).unwrap_or(0);
        let still = (last.saturating_sub(now) as f64) < 0.01 * last as f64;
        if still && closed.elapsed() >= Duration::from_secs(2) || started.elapsed() >= SETTLING {
            return now;
        }
        last = now;
    }
}
