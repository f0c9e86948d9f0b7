//! Watching a game as a spectator. A spectator's own machine decodes one
//! copy of each update; here one core decodes them all, so by default a
//! spectator decodes only what the bench reads (the version, and whether the
//! game is over), skipping the rest of the message unread. `BENCH_WATCH=full`
//! decodes every update whole with the generated client instead.

use mountain_goats_server::api::v1 as pb;
use pb::watch_game_response::Update;
use tonic::Status;
use tonic::codec::Streaming;
use tonic::codegen::http::uri::PathAndQuery;
use tonic::transport::Channel;

use super::table::{Client, about};

/// `GameStatus::Finished` on the wire.
const FINISHED: i32 = pb::GameStatus::Finished as i32;

/// The parts of `WatchGameResponse` a spectator of the bench reads.
#[derive(Clone, PartialEq, prost::Message)]
pub struct LiteUpdate {
    /// `snapshot`.
    #[prost(message, optional, tag = "1")]
    pub snapshot: Option<LiteSnapshot>,
    /// `change`.
    #[prost(message, optional, tag = "2")]
    pub change: Option<LiteChange>,
}

/// The parts of `GameSnapshot` read.
#[derive(Clone, PartialEq, prost::Message)]
pub struct LiteSnapshot {
    /// `game`.
    #[prost(message, optional, tag = "1")]
    pub game: Option<LiteGame>,
}

/// The parts of `GameChange` read.
#[derive(Clone, PartialEq, prost::Message)]
pub struct LiteChange {
    /// `version`.
    #[prost(uint64, tag = "1")]
    pub version: u64,
    /// `game`.
    #[prost(message, optional, tag = "3")]
    pub game: Option<LiteGame>,
}

/// The parts of `Game` read.
#[derive(Clone, PartialEq, prost::Message)]
pub struct LiteGame {
    /// `status`.
    #[prost(int32, tag = "3")]
    pub status: i32,
    /// `version`.
    #[prost(uint64, tag = "5")]
    pub version: u64,
}

/// What a spectator saw in one message.
#[derive(Debug, Clone, Copy)]
pub enum Seen {
    /// The snapshot, at this version.
    Snapshot { version: u64, finished: bool },
    /// A change to this version.
    Change { version: u64, finished: bool },
    /// A heartbeat.
    Heartbeat,
}

/// A spectator's stream.
#[derive(Debug)]
pub enum WatchStream {
    /// Decoding only what is read.
    Lite(Streaming<LiteUpdate>),
    /// Decoding everything (the generated client).
    Full(Streaming<pb::WatchGameResponse>),
}

impl WatchStream {
    /// Opens a spectator's stream of `game` (no seat token).
    pub async fn open(channel: Channel, game: &str, full: bool) -> Result<WatchStream, Status> {
        let request = about(
            game,
            pb::WatchGameRequest {
                name: game.to_owned(),
                resume_after: None,
            },
        );
        if full {
            let mut client = Client::new(channel);
            let stream = client.watch_game(request).await?.into_inner();
            return Ok(WatchStream::Full(stream));
        }
        let mut grpc = tonic::client::Grpc::new(channel);
        grpc.ready()
            .await
            .map_err(|e| Status::unavailable(e.to_string()))?;
        let codec = tonic_prost::ProstCodec::<pb::WatchGameRequest, LiteUpdate>::default();
        let path = PathAndQuery::from_static("/mountain_goats.v1.GameService/WatchGame");
        let stream = grpc
            .server_streaming(request, path, codec)
            .await?
            .into_inner();
        Ok(WatchStream::Lite(stream))
    }

    /// The next message, or `None` when the stream ends.
    pub async fn next(&mut self) -> Result<Option<Seen>, Status> {
        Ok(match self {
            WatchStream::Lite(stream) => stream.message().await?.map(|u| {
                if let Some(change) = u.change {
                    let finished = change.game.is_some_and(|g| g.status == FINISHED);
                    Seen::Change {
                        version: change.version,
                        finished,
                    }
                } else if let Some(snapshot) = u.snapshot {
                    let game = snapshot.game.unwrap_or_default();
                    Seen::Snapshot {
                        version: game.version,
                        finished: game.status == FINISHED,
                    }
                } else {
                    Seen::Heartbeat
                }
            }),
            WatchStream::Full(stream) => stream.message().await?.map(|u| match u.update {
                Some(Update::Change(change)) => Seen::Change {
                    version: change.version,
                    finished: change.game.is_some_and(|g| g.status == FINISHED),
                },
                Some(Update::Snapshot(snapshot)) => {
                    let game = snapshot.game.unwrap_or_default();
                    Seen::Snapshot {
                        version: game.version,
                        finished: game.status == FINISHED,
                    }
                }
                _ => Seen::Heartbeat,
            }),
        })
    }
}
