//! The commands a live game's task takes from its queue, each with the
//! channel its answer goes back on. Both the registry (which queues them)
//! and the task (which carries them out) know this type; neither knows the
//! other through it.

use mountain_goats_rules::{Move, Seat};
use tokio::sync::oneshot;

use super::{Committed, HubError, Joined};
use crate::encoding::Encoding;
use crate::hosted::HostedGame;

/// What a game's task is asked to do.
#[derive(Debug)]
pub enum Command<E: Encoding> {
    /// Take a seat with `token` (its hash is stored); answered with the
    /// game, the seat and the token.
    Join {
        seat: Option<Seat>,
        player_name: String,
        /// The account taking the seat, in a rated game.
        account: Option<String>,
        token: String,
        dice_contribution: Vec<u8>,
        reply: oneshot::Sender<Result<Joined, HubError>>,
    },
    /// Play a move for the seat of `token_hash`.
    Submit {
        token_hash: [u8; 32],
        mv: Move,
        expected_version: Option<u64>,
        request_id: String,
        reply: oneshot::Sender<Result<Committed<E>, HubError>>,
    },
    /// A copy of the game with its whole log, to replay history from.
    Log {
        reply: oneshot::Sender<Result<HostedGame, HubError>>,
    },
    /// Read what other servers stored since the game's version, and apply
    /// and publish it (a shared store only).
    CatchUp {
        reply: Option<oneshot::Sender<Result<(), HubError>>>,
    },
    /// The move a house bot chose for the game at `version`; `None` when
    /// its decision failed (it panicked), to be made again after a wait.
    HouseMove { version: u64, mv: Option<Move> },
}

impl<E: Encoding> Command<E> {
    /// Whether a client's call sent it (not an announcement, not a house
    /// bot's answer): where a game's calls arrive is where its home
    /// should be.
    pub(super) fn is_call(&self) -> bool {
        match self {
            Command::Join { .. } | Command::Submit { .. } | Command::Log { .. } => true,
            Command::CatchUp { reply } => reply.is_some(),
            Command::HouseMove { .. } => false,
        }
    }

    /// Answers that the game left memory: the caller asks again.
    pub(super) fn unloaded(self) {
        match self {
            Command::Join { reply, .. } => drop(reply.send(Err(HubError::Unloaded))),
            Command::Submit { reply, .. } => drop(reply.send(Err(HubError::Unloaded))),
            Command::Log { reply } => drop(reply.send(Err(HubError::Unloaded))),
            Command::CatchUp { reply } => {
                if let Some(reply) = reply {
                    drop(reply.send(Err(HubError::Unloaded)));
                }
            }
            // Chosen again once the game is loaded anew.
            Command::HouseMove { .. } => {}
        }
    }
}
