//! The port through which the wire side encodes what the core publishes.
//!
//! A change is encoded once, by the game's task as it publishes, and every
//! reader and watcher shares the result: so the core must hold encoded
//! changes without knowing their format. It holds them as the associated
//! types of an [`Encoding`] that the wire side implements (protobuf, in
//! `mountain-goats-server`), and decides only *which* encoded parts a
//! recipient gets.

use std::fmt::Debug;
use std::sync::OnceLock;

use mountain_goats_rules::{Game, Seat};

use crate::hosted::{GameEvent, GameView, Status};

/// How changes and legal moves are written for the wire. Implemented by a
/// marker type; every function runs at most once per game version.
pub trait Encoding: Clone + Debug + Send + Sync + 'static {
    /// One change (or heartbeat), encoded.
    type Change: Debug + Send + Sync + 'static;
    /// The legal moves of one roll, encoded.
    type Moves: Debug + Send + Sync + 'static;

    /// The change that left the game as `view`, with `events`.
    fn change(view: &GameView, events: &[GameEvent]) -> Self::Change;
    /// A heartbeat: the game is alive at `version`, at `now_ms`.
    fn heartbeat(version: u64, now_ms: u64) -> Self::Change;
    /// The legal moves of `game`'s current roll, at `version`.
    fn moves(version: u64, game: &Game) -> Self::Moves;
}

/// One change of a game, as published: what the core needs to route it,
/// and its encoding.
#[derive(Debug)]
pub struct Update<E: Encoding> {
    /// The game's version after the change.
    pub version: u64,
    /// The seat to move after the change, if any.
    pub seat_to_move: Option<Seat>,
    /// Whether this is the last update of the game.
    pub last: bool,
    /// A heartbeat, not a change.
    pub heartbeat: bool,
    /// The change as the wire writes it.
    pub encoded: E::Change,
}

impl<E: Encoding> Update<E> {
    /// The change that left the game as `view`, with `events`.
    pub fn change(view: &GameView, events: &[GameEvent]) -> Update<E> {
        Update {
            version: view.version,
            seat_to_move: (view.status == Status::Playing).then(|| view.game.current_seat()),
            last: view.status.is_over(),
            heartbeat: false,
            encoded: E::change(view, events),
        }
    }

    /// A heartbeat at `version`.
    pub fn heartbeat(version: u64, now_ms: u64) -> Update<E> {
        Update {
            version,
            seat_to_move: None,
            last: false,
            heartbeat: true,
            encoded: E::heartbeat(version, now_ms),
        }
    }
}

/// The legal moves of one roll, listed and encoded the first time someone
/// needs them: most changes are never asked for theirs by anyone but the
/// seat to move, and listing is the costliest thing a move triggers.
#[derive(Debug)]
pub struct Legal<E: Encoding> {
    /// The game's version the moves are for.
    pub version: u64,
    /// The rules state awaiting the move.
    game: Game,
    encoded: OnceLock<E::Moves>,
}

impl<E: Encoding> Legal<E> {
    /// The legal moves of `game`, at `version`, listed when first needed.
    pub fn new(version: u64, game: Game) -> Legal<E> {
        Legal {
            version,
            game,
            encoded: OnceLock::new(),
        }
    }

    /// The rules state awaiting the move.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The moves, encoded on first use.
    pub fn encoded(&self) -> &E::Moves {
        self.encoded
            .get_or_init(|| E::moves(self.version, &self.game))
    }
}
