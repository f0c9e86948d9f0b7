//! A sample Mountain Goats bot, written to be copied.
//!
//! [`connect`] opens a client; [`create_game`] and [`join_game`] get a seat;
//! [`play`] watches the game with the seat token and, on each of the seat's
//! turns, asks a [`Strategy`] to pick one of the legal moves the server sent
//! and submits it. Dropped connections are resumed where they left off, and
//! a move is retried on `UNAVAILABLE` with the same request id, so it is
//! never played twice.

pub mod strategy;

use std::time::Duration;

use tokio_stream::StreamExt;
use tonic::metadata::MetadataValue;
use tonic::transport::Channel;
use tonic::{Code, Request, Status};
use tonic_types::StatusExt;

pub use strategy::{Greedy, Strategy};

/// The generated protobuf types and client of `mountain_goats.v1`.
pub mod pb {
    #![allow(missing_docs, clippy::all, clippy::pedantic)]
    tonic::include_proto!("mountain_goats.v1");
}

use pb::game_service_client::GameServiceClient;
use pb::watch_game_response::Update;

/// A connected client.
pub type Client = GameServiceClient<Channel>;

/// Connects to a server at `addr` (`127.0.0.1:50051` or `http://…`).
pub async fn connect(addr: &str) -> Result<Client, tonic::transport::Error> {
    let uri = if addr.contains("://") {
        addr.to_owned()
    } else {
        format!("http://{addr}")
    };
    GameServiceClient::connect(uri).await
}

/// A seat at a game, with its secret token.
#[derive(Clone, Debug)]
pub struct SeatTicket {
    /// The game's name, `games/{id}`.
    pub game: String,
    /// The seat.
    pub seat: u32,
    /// The seat token, sent on every move.
    pub token: String,
}

impl SeatTicket {
    /// `request` with this seat's token in the `authorization` metadata.
    pub fn authorize<T>(&self, request: T) -> Request<T> {
        let mut request = Request::new(request);
        if let Ok(value) = MetadataValue::try_from(format!("Bearer {}", self.token)) {
            request.metadata_mut().insert("authorization", value);
        }
        request
    }
}

/// The `ErrorInfo` reason of a status, if it has one.
pub fn reason(status: &Status) -> Option<String> {
    status
        .get_error_details()
        .error_info()
        .map(|info| info.reason.clone())
}

/// Creates a game of `players` seats.
pub async fn create_game(
    client: &mut Client,
    options: pb::GameOptions,
) -> Result<pb::Game, Status> {
    let response = client
        .create_game(pb::CreateGameRequest {
            options: Some(options),
            seed: Vec::new(),
        })
        .await?;
    response
        .into_inner()
        .game
        .ok_or_else(|| Status::internal("CreateGame answered no game"))
}

/// Joins `game` as `player_name`, in `seat` or the lowest free one.
///
/// The bot makes its own seat token, so the join is safe to retry: if an
/// answer is lost, the same request returns the seat it took.
pub async fn join_game(
    client: &mut Client,
    game: &str,
    player_name: &str,
    seat: Option<u32>,
) -> Result<SeatTicket, Status> {
    // 256 random bits.
    let token = format!("{}{}", request_id(), request_id());
    for attempt in 1u32.. {
        let request = pb::JoinGameRequest {
            name: game.to_owned(),
            player_name: player_name.to_owned(),
            seat,
            seat_token: token.clone(),
        };
        match client.join_game(request).await {
            Ok(joined) => {
                return Ok(SeatTicket {
                    game: game.to_owned(),
                    seat: joined.into_inner().seat,
                    token,
                });
            }
            Err(status) if retryable(&status) && attempt < 20 => {
                tokio::time::sleep(backoff(attempt)).await;
            }
            Err(status) => return Err(status),
        }
    }
    Err(Status::unavailable("the join kept failing"))
}

/// A fresh request id: 128 random bits.
pub fn request_id() -> String {
    let mut bytes = [0u8; 16];
    // Without OS randomness, fall back to the clock: ids need only be unique.
    if getrandom::fill(&mut bytes).is_err() {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        bytes = nanos.to_be_bytes();
    }
    hex::encode(bytes)
}

/// Plays the seat to the end of the game; returns the finished game.
pub async fn play(
    client: &mut Client,
    ticket: &SeatTicket,
    strategy: &mut impl Strategy,
) -> Result<pb::Game, Status> {
    let mut last_version: Option<u64> = None;
    let mut failures = 0u32;
    loop {
        let request = ticket.authorize(pb::WatchGameRequest {
            name: ticket.game.clone(),
            resume_after: last_version,
        });
        let mut stream = match client.watch_game(request).await {
            Ok(response) => response.into_inner(),
            Err(status) if retryable(&status) && failures < 20 => {
                failures += 1;
                tokio::time::sleep(backoff(failures)).await;
                continue;
            }
            Err(status) => return Err(status),
        };
        while let Some(message) = stream.next().await {
            let message = match message {
                Ok(message) => message,
                Err(status) if retryable(&status) => break,
                Err(status) => return Err(status),
            };
            failures = 0;
            let (game, legal_moves) = match message.update {
                Some(Update::Snapshot(s)) => (s.game, s.legal_moves),
                Some(Update::Change(c)) => (c.game, c.legal_moves),
                Some(Update::Heartbeat(_)) | None => continue,
            };
            let Some(game) = game else { continue };
            last_version = Some(game.version);
            if game.status == pb::GameStatus::Finished as i32 {
                return Ok(game);
            }
            if legal_moves.is_empty() {
                continue;
            }
            let chosen = strategy.choose(&game, ticket.seat, &legal_moves);
            if let Some(mv) = legal_moves.get(chosen).and_then(|l| l.r#move.clone()) {
                submit(client, ticket, mv, game.version).await?;
            }
        }
        // The stream ended or dropped before the game did: resume it.
        failures += 1;
        if failures > 20 {
            return Err(Status::unavailable("the watch stream keeps dropping"));
        }
        tokio::time::sleep(backoff(failures)).await;
    }
}

/// Submits `mv`, retrying on `UNAVAILABLE` with the same request id. A stale
/// version is not an error here: the next update brings the new state.
pub async fn submit(
    client: &mut Client,
    ticket: &SeatTicket,
    mv: pb::Move,
    version: u64,
) -> Result<(), Status> {
    let request_id = request_id();
    for attempt in 1u32.. {
        let request = ticket.authorize(pb::SubmitMoveRequest {
            name: ticket.game.clone(),
            r#move: Some(mv.clone()),
            expected_version: Some(version),
            request_id: request_id.clone(),
        });
        match client.submit_move(request).await {
            Ok(_) => return Ok(()),
            Err(status) if reason(&status).as_deref() == Some("STALE_VERSION") => return Ok(()),
            Err(status) if retryable(&status) && attempt < 20 => {
                tokio::time::sleep(backoff(attempt)).await;
            }
            Err(status) => return Err(status),
        }
    }
    Ok(())
}

fn retryable(status: &Status) -> bool {
    matches!(status.code(), Code::Unavailable)
        || (status.code() == Code::ResourceExhausted
            && reason(status).as_deref() == Some("RATE_LIMITED"))
}

fn backoff(attempt: u32) -> Duration {
    Duration::from_millis(50 * u64::from(attempt.min(20)))
}
