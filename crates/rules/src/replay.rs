//! A game replayed from its seed: the one place that says "turn `t` is
//! rolled from the seed, then the move is played". The server rebuilds its
//! games this way and watchers verify them this way, so the two can never
//! disagree on how a seed and a list of moves make a game.

use crate::{Config, ConfigError, Event, Game, Move, RuleError, Seat, Seed};

impl Game {
    /// Rolls the current turn's dice from `seed`.
    pub fn roll_from(&mut self, seed: &Seed) -> Result<Vec<Event>, RuleError> {
        self.roll(seed.roll(self.turn()))
    }
}

/// Why a replay stopped.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ReplayError {
    /// The options do not make a game.
    #[error("invalid options: {0}")]
    Config(#[from] ConfigError),
    /// Move number `index` (0-based) was refused.
    #[error("move {index} is illegal: {error}")]
    Move {
        /// Which move, counting from 0.
        index: usize,
        /// The rule it breaks.
        error: RuleError,
    },
}

/// Plays `moves` from the start of a game of `config`, each turn's dice
/// rolled from `seed` (for a game that mixes in its players' contributions,
/// the mixed seed: [`Seed::mixed_with`]); the game is left awaiting the move
/// after the last one (its dice rolled), or over.
pub fn replay<'a>(
    config: Config,
    seed: &Seed,
    moves: impl IntoIterator<Item = (Seat, &'a Move)>,
) -> Result<Game, ReplayError> {
    let mut game = Game::new(config)?;
    let mut index = 0;
    for (seat, mv) in moves {
        let step = |game: &mut Game| -> Result<(), RuleError> {
            game.roll_from(seed)?;
            game.play(seat, mv)?;
            Ok(())
        };
        step(&mut game).map_err(|error| ReplayError::Move { index, error })?;
        index += 1;
    }
    if !game.is_over() {
        game.roll_from(seed)
            .map_err(|error| ReplayError::Move { index, error })?;
    }
    Ok(game)
}
