//! The rules of Mountain Goats, with the Big Mountain expansion: a pure,
//! deterministic engine with explicit chance.
//!
//! A [`Game`] is a state machine. Each turn starts by waiting for a roll
//! ([`Game::roll`]), which is an input, so tests and replays control every
//! die; [`Seed`] derives the dice a server rolls. The player then plays a
//! [`Move`] ([`Game::play`]): it applies whole and returns the [`Event`]s, or
//! is refused with a [`RuleError`] naming the broken rule and changes nothing.
//! [`Game::legal_moves`] lists one move for each distinct outcome.
//!
//! ```
//! use mountain_goats_rules::{Config, Game, Roll};
//!
//! let mut game = Game::new(Config::new(2)).unwrap();
//! game.roll(Roll([5, 2, 2, 1])).unwrap();
//! let moves = game.legal_moves();
//! let events = game.play(game.current_seat(), &moves[0]).unwrap();
//! assert!(!events.is_empty());
//! ```

mod board;
mod config;
mod dice;
mod error;
mod event;
mod game;
mod legal;
mod mountain;
mod moves;
mod replay;
mod scoring;
mod text;

pub use config::{Config, ConfigError};
pub use dice::Seed;
pub use error::RuleError;
pub use event::{EndTrigger, Event, WasteReason};
pub use game::{Game, GoatPlace, Phase};
pub use mountain::{BIG_MOUNTAIN_SPOTS, BONUS_TOKENS, MAX_PLAYERS, Mountain, big_mountain_points};
pub use moves::{Dice, GoatRef, Group, Move, Roll};
pub use replay::{ReplayError, replay};
pub use scoring::{GameResult, Score, Standing, TieBreak};

/// A seat at the table, 0-based. Turns pass from seat `i` to seat `i + 1`.
pub type Seat = u8;
