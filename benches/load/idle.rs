//! `idle10000`: what idle watch streams cost the server in memory.
//!
//! One game, 10,000 spectators, nobody moving. Each stream has a connection
//! of its own, or shares one with `per_connection - 1` others
//! (`BENCH_STREAMS_PER_CONNECTION`); fewer connections are used when the
//! open-files limit is lower, and the bench says so. The server's resident
//! memory (`VmRSS` in `/proc/PID/status`) is read before the connections
//! open and once every stream has its snapshot; the difference over the
//! number of streams is the cost of one idle stream with its share of a
//! connection.

use std::time::Duration;

use tokio::task::JoinSet;
use tokio::time::timeout;

use super::server::Server;
use super::stats::Figures;
use super::table::{Client, Rng, Table};
use super::watch::{Seen, WatchStream};

/// Streams opened at once.
const OPENING: usize = 64;

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
    // Settled: the game is loaded and the first calls' buffers exist.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let before = rss_kib(server.pid).unwrap_or(0);
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
    figures.add(
        "KB per idle stream",
        after.saturating_sub(before) as f64 * 1.024 / open.len().max(1) as f64,
    );
    drop(open);
    server.stop().await;
    figures
}
