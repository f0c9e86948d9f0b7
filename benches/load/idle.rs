//! `idle10000`: what idle watch streams cost the server in memory.
//!
//! One game, 10,000 spectators each on its own connection (fewer when the
//! open-files limit is lower, and the bench says so), nobody moving. The
//! server's resident memory (`VmRSS` in `/proc/PID/status`) is read before
//! the streams open and once they all have their snapshot; the difference
//! over the number of streams is the cost of one idle stream with its
//! connection.

use std::time::Duration;

use tokio::time::timeout;

use super::server::Server;
use super::stats::Figures;
use super::table::{Client, Rng, Table};
use super::watch::{Seen, WatchStream};

/// The server's resident memory, in KiB.
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Opens `streams` idle spectators of one game and reports the server's
/// memory per stream.
pub async fn idle(server: Server, streams: usize, seed: u64) -> Figures {
    let mut figures = Figures::default();
    // The driver holds a socket per stream too, beside its own files.
    let limit = super::cpu::open_files_limit().unwrap_or(1024) as usize;
    let connections = streams.min(limit.saturating_sub(256).max(1));
    if connections < streams {
        figures.notes.push(format!(
            "open-files limit {limit}: {streams} streams share {connections} connections"
        ));
    }
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
    for s in 0..streams {
        let mut stream =
            match WatchStream::open(channels[s % connections].clone(), &table.name, false).await {
                Ok(stream) => stream,
                Err(e) => {
                    figures.notes.push(format!("WatchGame {s}: {e}"));
                    break;
                }
            };
        match timeout(Duration::from_secs(20), stream.next()).await {
            Ok(Ok(Some(Seen::Snapshot { .. }))) => open.push(stream),
            other => {
                figures
                    .notes
                    .push(format!("stream {s}: no snapshot: {other:?}"));
                break;
            }
        }
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = rss_kib(server.pid).unwrap_or(0);
    figures.add("streams", open.len() as f64);
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
