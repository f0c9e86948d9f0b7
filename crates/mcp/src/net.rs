//! The gRPC side: retries, and reading a game's changes from its watch
//! stream.

use std::future::Future;
use std::time::Duration;

use tokio::time::Instant;
use tokio_stream::StreamExt;
use tonic::{Code, Status};

use mountain_goats_bot::pb::watch_game_response::Update;
use mountain_goats_bot::routing::about_game;
use mountain_goats_bot::{Client, SeatTicket, pb};

/// How many times a call is tried while the server cannot be reached: the
/// waits add up to a second or two, so a tool answers in bounded time
/// and the agent can call it again.
const TRIES: u32 = 5;

use mountain_goats_bot::retry::{backoff, with_retries_up_to};
pub use mountain_goats_bot::retry::{create_refused, retryable};

/// Whether the connection, not the server, failed: the agent is told to
/// call again rather than to change anything.
pub fn unreachable(status: &Status) -> bool {
    retryable(status) || status.code() == Code::DeadlineExceeded
}

/// Calls `call` until it succeeds, fails in a way `again` does not accept,
/// or has been tried [`TRIES`] times (the bot's retries, fewer of them).
pub async fn with_retries<T, F, Fut>(call: F, again: fn(&Status) -> bool) -> Result<T, Status>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, Status>>,
{
    with_retries_up_to(TRIES, call, again).await
}

/// `GetGame`, retried while the server cannot be reached.
pub async fn get_game(client: &Client, name: &str) -> Result<pb::Game, Status> {
    let request = pb::GetGameRequest {
        name: name.to_owned(),
    };
    let response = with_retries(
        || {
            let mut client = client.clone();
            let request = about_game(name, request.clone());
            async move { client.get_game(request).await }
        },
        retryable,
    )
    .await?;
    response
        .into_inner()
        .game
        .ok_or_else(|| Status::internal("GetGame answered no game"))
}

/// `ListLegalMoves`, retried while the server cannot be reached.
pub async fn legal_moves(
    client: &Client,
    name: &str,
) -> Result<pb::ListLegalMovesResponse, Status> {
    let request = pb::ListLegalMovesRequest {
        name: name.to_owned(),
    };
    let response = with_retries(
        || {
            let mut client = client.clone();
            let request = about_game(name, request.clone());
            async move { client.list_legal_moves(request).await }
        },
        retryable,
    )
    .await?;
    Ok(response.into_inner())
}

/// What a watch brought: the changes in order, the newest game seen, and
/// the seat's legal moves if the last update carried them.
#[derive(Debug, Default)]
pub struct Watched {
    /// The changes, oldest first.
    pub changes: Vec<pb::GameChange>,
    /// The game after the last update; `None` if nothing came.
    pub game: Option<pb::Game>,
    /// The watching seat's legal moves with the last update, if its turn.
    pub legal_moves: Vec<pb::LegalMove>,
    /// Whether the stream skipped changes (the server sent a snapshot in
    /// their place, because they were too many to replay).
    pub skipped: bool,
    /// Whether the wait ran out before `done` said stop.
    pub timed_out: bool,
}

/// Watches `game` from just after version `after` (`None`: from a snapshot
/// of now) until `done` says the watch has seen enough, the game ends, or
/// `deadline` passes. With `seat`, updates on its turns carry its legal
/// moves. A dropped stream is reopened where it left off.
pub async fn watch(
    client: &Client,
    game: &str,
    after: Option<u64>,
    seat: Option<&SeatTicket>,
    deadline: Instant,
    mut done: impl FnMut(&Watched) -> bool,
) -> Result<Watched, Status> {
    let mut watched = Watched::default();
    let mut last = after;
    let mut failures = 0u32;
    loop {
        let request = pb::WatchGameRequest {
            name: game.to_owned(),
            resume_after: last,
        };
        let request = match seat {
            Some(ticket) => ticket.authorize(request),
            None => about_game(game, request),
        };
        let mut client = client.clone();
        let opened = tokio::time::timeout_at(deadline, client.watch_game(request)).await;
        let mut stream = match opened {
            Err(_) => {
                watched.timed_out = true;
                return Ok(watched);
            }
            Ok(Err(status)) if retryable(&status) && failures + 1 < TRIES => {
                failures += 1;
                tokio::time::sleep(backoff(failures)).await;
                continue;
            }
            Ok(Err(status)) => return Err(status),
            Ok(Ok(response)) => response.into_inner(),
        };
        loop {
            let next = match tokio::time::timeout_at(deadline, stream.next()).await {
                Err(_) => {
                    watched.timed_out = true;
                    return Ok(watched);
                }
                Ok(next) => next,
            };
            let message = match next {
                // The stream ends after the game does.
                None => return Ok(watched),
                Some(Err(status)) if retryable(&status) && failures + 1 < TRIES => {
                    failures += 1;
                    tokio::time::sleep(backoff(failures)).await;
                    break;
                }
                Some(Err(status)) => return Err(status),
                Some(Ok(message)) => message,
            };
            failures = 0;
            match message.update {
                Some(Update::Snapshot(snapshot)) => {
                    if let Some(seen) = last
                        && snapshot.game.as_ref().is_some_and(|g| g.version > seen)
                    {
                        watched.skipped = true;
                    }
                    last = snapshot.game.as_ref().map(|g| g.version).or(last);
                    watched.legal_moves = snapshot.legal_moves;
                    watched.game = snapshot.game;
                }
                Some(Update::Change(change)) => {
                    last = Some(change.version);
                    watched.legal_moves = change.legal_moves.clone();
                    watched.game = change.game.clone();
                    watched.changes.push(change);
                }
                Some(Update::Heartbeat(_)) | None => continue,
            }
            let over = watched.game.as_ref().is_some_and(|g| {
                g.status == pb::GameStatus::Finished as i32
                    || g.status == pb::GameStatus::Cancelled as i32
            });
            if over || done(&watched) {
                return Ok(watched);
            }
        }
    }
}

/// The changes of `game` after version `after` up to version `until`,
/// read back from its watch stream (the server replays them however old);
/// at most a few seconds.
pub async fn changes_between(
    client: &Client,
    game: &str,
    after: u64,
    until: u64,
) -> Result<Watched, Status> {
    if after >= until {
        return Ok(Watched::default());
    }
    let deadline = Instant::now() + Duration::from_secs(10);
    watch(client, game, Some(after), None, deadline, |w| {
        w.game.as_ref().is_some_and(|g| g.version >= until)
    })
    .await
}
