//! Announcing committed appends to the other servers, off the appends' own
//! transactions.
//!
//! A `NOTIFY` in an append's transaction would be sent if and only if it
//! commits, but PostgreSQL takes one global lock from a notifying
//! transaction's commit through its WAL flush: every commit of every
//! server would then wait in one line. So appends commit without it, and
//! this task sends what committed meanwhile, several games to a notice (one
//! line each, the newest version of each game), on a connection of its own.
//! A server that dies between a commit and its notice leaves the others to
//! find the change at their next heartbeat or call; a notice that could not
//! be sent is followed, once the connection is back, by [`RESYNC`], which
//! has every server read again what it holds.

use std::collections::HashMap;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio_postgres_rustls::MakeRustlsConnect;
use tokio_util::sync::CancellationToken;

use super::{CHANNEL, RETRY_EVERY, database_error};

/// The payload that tells every server to read what it holds again.
pub(super) const RESYNC: &str = "*";
/// PostgreSQL refuses payloads of 8000 bytes or more.
const MAX_PAYLOAD: usize = 7900;

/// Where committed appends are queued for their notice; cheap to clone.
#[derive(Clone, Debug)]
pub(super) struct Announcer(mpsc::UnboundedSender<(String, u64)>);

/// The queue the task reads.
pub(super) type Announcing = mpsc::UnboundedReceiver<(String, u64)>;

impl Announcer {
    pub(super) fn new() -> (Announcer, Announcing) {
        let (tx, rx) = mpsc::unbounded_channel();
        (Announcer(tx), rx)
    }

    /// Queues the notice that game `game` has `version` in the store.
    pub(super) fn announce(&self, game: &str, version: u64) {
        // Gone only once the store closed: nobody is left to tell.
        let _ = self.0.send((game.to_owned(), version));
    }
}

/// The payloads announcing `pending`: one line per game, within
/// PostgreSQL's payload limit.
pub(super) fn payloads(pending: &HashMap<String, u64>) -> Vec<String> {
    let mut payloads = Vec::new();
    let mut payload = String::new();
    for (game, version) in pending {
        let line = format!("{game} {version}");
        if !payload.is_empty() && payload.len() + 1 + line.len() > MAX_PAYLOAD {
            payloads.push(std::mem::take(&mut payload));
        }
        if !payload.is_empty() {
            payload.push('\n');
        }
        payload.push_str(&line);
    }
    if !payload.is_empty() {
        payloads.push(payload);
    }
    payloads
}

/// Sends what is queued, as it comes, until the store closes and the
/// queue is drained.
pub(super) async fn run(
    config: tokio_postgres::Config,
    tls: MakeRustlsConnect,
    mut queue: Announcing,
    stop: CancellationToken,
) {
    let mut pending: HashMap<String, u64> = HashMap::new();
    let mut lost = false;
    loop {
        let connected = tokio::select! {
            () = stop.cancelled(), if pending.is_empty() => return,
            connected = config.connect(tls.clone()) => connected,
        };
        let (client, connection) = match connected {
            Ok(connected) => connected,
            Err(error) => {
                tracing::warn!(error = %database_error(&error), "the announcer cannot connect; trying again");
                lost |= !pending.is_empty();
                pending.clear();
                tokio::select! {
                    () = stop.cancelled() => return,
                    () = tokio::time::sleep(RETRY_EVERY) => continue,
                }
            }
        };
        let driver = tokio::spawn(connection);
        // The inner loop below leaves only when a notice failed, so `lost`
        // is set again whenever the connection is made anew.
        if lost {
            pending.clear();
            if let Err(error) = client
                .execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &RESYNC])
                .await
            {
                tracing::warn!(error = %database_error(&error), "telling the other servers to resync failed; trying again");
                driver.abort();
                tokio::select! {
                    () = stop.cancelled() => return,
                    () = tokio::time::sleep(RETRY_EVERY) => continue,
                }
            }
        }
        loop {
            if pending.is_empty() {
                let next = tokio::select! {
                    () = stop.cancelled() => None,
                    next = queue.recv() => next,
                };
                match next {
                    Some((game, version)) => {
                        pending.insert(game, version);
                    }
                    None => {
                        driver.abort();
                        return;
                    }
                }
            }
            while let Ok((game, version)) = queue.try_recv() {
                let newest = pending.entry(game).or_insert(version);
                *newest = (*newest).max(version);
            }
            let mut failed = None;
            for payload in payloads(&pending) {
                if let Err(error) = client
                    .execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])
                    .await
                {
                    failed = Some(error);
                    break;
                }
            }
            pending.clear();
            if let Some(error) = failed {
                tracing::warn!(error = %database_error(&error), "announcing appends failed; the other servers will be told to resync");
                lost = true;
                break;
            }
            if stop.is_cancelled() && queue.is_empty() {
                driver.abort();
                return;
            }
        }
        driver.abort();
        tokio::select! {
            () = stop.cancelled() => return,
            () = tokio::time::sleep(RETRY_EVERY.min(Duration::from_millis(200))) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Many games fit in a few notices, none over the limit, every game in
    /// exactly one.
    #[test]
    fn payloads_stay_under_the_limit() {
        let pending: HashMap<String, u64> = (0..2000)
            .map(|i| (format!("game{i:020}"), i as u64))
            .collect();
        let payloads = payloads(&pending);
        assert!(
            payloads.len() > 1 && payloads.len() < 10,
            "{}",
            payloads.len()
        );
        let mut seen = 0;
        for payload in &payloads {
            assert!(payload.len() < 8000, "{}", payload.len());
            let notices = super::super::parse_notices(payload);
            seen += notices.len();
        }
        assert_eq!(seen, pending.len());
        assert!(super::payloads(&HashMap::new()).is_empty());
    }
}
