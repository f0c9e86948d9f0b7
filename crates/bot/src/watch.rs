//! One watch of one game that keeps the clients' contract (docs/clients.md,
//! "Watching: resume and gaps"), written once for every Rust watcher: the
//! bot's play loop, the arena's history reader and `mountain-goats watch`.
//!
//! - A watch remembers the last version it passed on. When the stream
//!   breaks (a failure [`resumable`] says is worth it, or an end before the
//!   game is over) it reopens it with `resume_after` = that version.
//! - A change whose version is not the next one is a gap: the watch treats
//!   it as a break and resumes after the last version seen, so the server
//!   sends the missed changes again. A change at or before the last version
//!   seen is a repeat and is skipped.
//! - A snapshot is passed on as it is; its version becomes the last seen.
//! - Heartbeats are skipped unless asked for.
//! - After [`TRIES`] attempts in a row without an update passed on (waiting
//!   [`backoff`] between them) the watch fails with the last error.
//! - A stream ended with `HISTORY_LOST` (the database lost versions it had
//!   sent) is reopened from a snapshot.
//! - It ends after the update that finishes the game.

use tokio_stream::StreamExt;
use tonic::codec::Streaming;
use tonic::{Request, Status};

use crate::pb::watch_game_response::Update;
use crate::retry::{TRIES, backoff, history_lost, resumable};
use crate::{Client, SeatTicket, pb, routing};

/// A watch of one game; [`Watch::next`] gives its updates one by one.
#[derive(Debug)]
pub struct Watch {
    client: Client,
    name: String,
    seat: Option<SeatTicket>,
    last: Option<u64>,
    stream: Option<Streaming<pb::WatchGameResponse>>,
    failures: u32,
    tries: u32,
    heartbeats: bool,
    over: bool,
}

/// Why a stream was given up and reopened.
enum Break {
    Status(Status),
    Ended,
    Gap { after: u64, got: u64 },
}

impl Watch {
    /// A watch of `name` (`games/{id}`) that starts with a snapshot of the
    /// game as it is.
    pub fn new(client: Client, name: impl Into<String>) -> Watch {
        Watch {
            client,
            name: name.into(),
            seat: None,
            last: None,
            stream: None,
            failures: 0,
            tries: TRIES,
            heartbeats: false,
            over: false,
        }
    }

    /// Starts after `version` instead (`Some(0)`: every change from the
    /// game's creation).
    #[must_use]
    pub fn after(mut self, version: Option<u64>) -> Watch {
        self.last = version;
        self
    }

    /// Watches as `ticket`'s seat: on its turns, updates carry its legal
    /// moves.
    #[must_use]
    pub fn as_seat(mut self, ticket: &SeatTicket) -> Watch {
        self.seat = Some(ticket.clone());
        self
    }

    /// Passes heartbeats on too (they are skipped by default).
    #[must_use]
    pub fn with_heartbeats(mut self, heartbeats: bool) -> Watch {
        self.heartbeats = heartbeats;
        self
    }

    /// Gives up after `tries` attempts in a row without progress instead of
    /// [`TRIES`].
    #[must_use]
    pub fn tries(mut self, tries: u32) -> Watch {
        self.tries = tries.max(1);
        self
    }

    /// The version of the last update passed on (or the one the watch
    /// started after).
    pub fn last_version(&self) -> Option<u64> {
        self.last
    }

    /// Reopens the stream after `version`, as if that were the last version
    /// seen: the changes after it come again (to read a game's history once
    /// a snapshot showed it mid-game). Not a failure: nothing is waited.
    pub fn restart_after(&mut self, version: u64) {
        self.last = Some(version);
        self.stream = None;
    }

    /// The next update; `Ok(None)` once the update that ended the game
    /// (finished or cancelled it) was passed on. An error is the server's answer that a watch cannot
    /// go on after (a game not found, say), or the last failure once
    /// [`TRIES`] attempts in a row brought nothing.
    pub async fn next(&mut self) -> Result<Option<Update>, Status> {
        loop {
            if self.over {
                return Ok(None);
            }
            let stream = match &mut self.stream {
                Some(stream) => stream,
                None => match self.client.watch_game(self.request()).await {
                    Ok(response) => self.stream.insert(response.into_inner()),
                    Err(status) => {
                        self.broke(Break::Status(status)).await?;
                        continue;
                    }
                },
            };
            let why = match stream.next().await {
                None => Break::Ended,
                Some(Err(status)) => Break::Status(status),
                Some(Ok(message)) => match message.update {
                    None => continue,
                    Some(Update::Heartbeat(beat)) => {
                        if self.heartbeats {
                            return Ok(Some(Update::Heartbeat(beat)));
                        }
                        continue;
                    }
                    Some(Update::Snapshot(snapshot)) => {
                        if let Some(game) = &snapshot.game {
                            self.seen(game.version, finished(game));
                        }
                        return Ok(Some(Update::Snapshot(snapshot)));
                    }
                    Some(Update::Change(change)) => match self.last {
                        Some(last) if change.version <= last => continue,
                        Some(last) if change.version != last + 1 => Break::Gap {
                            after: last,
                            got: change.version,
                        },
                        _ => {
                            self.seen(change.version, change.game.as_ref().is_some_and(finished));
                            return Ok(Some(Update::Change(change)));
                        }
                    },
                },
            };
            self.broke(why).await?;
        }
    }

    fn request(&self) -> Request<pb::WatchGameRequest> {
        let request = pb::WatchGameRequest {
            name: self.name.clone(),
            resume_after: self.last,
        };
        match &self.seat {
            Some(ticket) => ticket.authorize(request),
            None => routing::about_game(&self.name, request),
        }
    }

    fn seen(&mut self, version: u64, over: bool) {
        self.last = Some(version);
        self.failures = 0;
        self.over = over;
    }

    /// Drops the stream; fails if `why` is not worth another attempt or the
    /// attempts are used up, else waits before the next one.
    async fn broke(&mut self, why: Break) -> Result<(), Status> {
        self.stream = None;
        if let Break::Status(status) = &why {
            if !resumable(status) {
                return Err(why.into_status(&self.name, self.tries));
            }
            if history_lost(status) {
                // What was seen after the database's last version is gone.
                self.last = None;
            }
        }
        self.failures += 1;
        if self.failures >= self.tries {
            return Err(why.into_status(&self.name, self.tries));
        }
        tokio::time::sleep(backoff(self.failures)).await;
        Ok(())
    }
}

impl Break {
    /// The error a watch fails with: the server's own, or `UNAVAILABLE`
    /// saying what kept going wrong.
    fn into_status(self, name: &str, tries: u32) -> Status {
        match self {
            Break::Status(status) => status,
            Break::Ended => Status::unavailable(format!(
                "the stream of {name} kept ending before the game did ({tries} attempts in a row)"
            )),
            Break::Gap { after, got } => Status::unavailable(format!(
                "the stream of {name} kept skipping versions ({tries} attempts in a row; the last: version {got} after {after})"
            )),
        }
    }
}

fn finished(game: &pb::Game) -> bool {
    crate::is_over(game)
}
