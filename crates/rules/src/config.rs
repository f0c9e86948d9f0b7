//! The options a game is played with.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::Seat;

/// How a game is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    /// Seats at the table: 2 to 4, or 2 to 5 with the Big Mountain.
    pub players: u8,
    /// Play with the Big Mountain expansion.
    pub big_mountain: bool,
    /// Let a player leave dice out of every group. By the rulebook every
    /// die is grouped and every group summing 5 to 10 is used.
    pub allow_declining_groups: bool,
    /// The seat that plays first. (A server draws it with
    /// [`Seed::first_seat`](crate::Seed::first_seat) when the host leaves it open.)
    pub first_seat: Seat,
}

impl Config {
    /// The rulebook's game for `players` seats, seat 0 first.
    pub fn new(players: u8) -> Config {
        Config {
            players,
            big_mountain: false,
            allow_declining_groups: false,
            first_seat: 0,
        }
    }

    /// The same configuration with the Big Mountain on or off.
    pub fn with_big_mountain(self, big_mountain: bool) -> Config {
        Config {
            big_mountain,
            ..self
        }
    }

    /// The same configuration with declining groups allowed or not.
    pub fn with_declining_groups(self, allow: bool) -> Config {
        Config {
            allow_declining_groups: allow,
            ..self
        }
    }

    /// The same configuration with another first seat.
    pub fn with_first_seat(self, first_seat: Seat) -> Config {
        Config { first_seat, ..self }
    }

    /// Checks the configuration.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let max = if self.big_mountain { 5 } else { 4 };
        if !(2..=max).contains(&self.players) {
            return Err(ConfigError::Players {
                players: self.players,
                max,
            });
        }
        if self.first_seat >= self.players {
            return Err(ConfigError::FirstSeat {
                first_seat: self.first_seat,
                players: self.players,
            });
        }
        Ok(())
    }
}

/// Why a configuration cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ConfigError {
    /// Too few or too many players.
    #[error("{players} players: the game takes 2 to {max} (5 only with the Big Mountain)")]
    Players {
        /// The number asked for.
        players: u8,
        /// The most allowed with these options.
        max: u8,
    },
    /// The first seat is not at the table.
    #[error("first seat {first_seat} does not exist with {players} players")]
    FirstSeat {
        /// The seat asked for.
        first_seat: Seat,
        /// The number of seats.
        players: u8,
    },
}

impl ConfigError {
    /// A stable, machine-readable name for the error.
    pub fn reason(&self) -> &'static str {
        match self {
            ConfigError::Players { .. } => "PLAYERS_OUT_OF_RANGE",
            ConfigError::FirstSeat { .. } => "FIRST_SEAT_OUT_OF_RANGE",
        }
    }
}
