//! The one small trait every bot implements.
//!
//! A [`Player`] sees what any client of the server sees: the public
//! [`Game`] (board, roll, whose turn, scores; never the seed) and the legal
//! moves the server lists. The same code then plays in process (the arena)
//! and over the network (the sample bot, the server's house seats).

use mountain_goats_rules::{Game, Move};

/// Someone at the table: on its turn, picks one of the listed moves.
pub trait Player {
    /// The index in `moves` of the move to play.
    ///
    /// `game` awaits a move of `game.current_seat()` for
    /// `game.current_roll()`; `moves` are that roll's legal moves, never
    /// empty. An index out of range counts as the first move.
    fn choose(&mut self, game: &Game, moves: &[Move]) -> usize;
}

impl<P: Player + ?Sized> Player for Box<P> {
    fn choose(&mut self, game: &Game, moves: &[Move]) -> usize {
        (**self).choose(game, moves)
    }
}

impl<P: Player + ?Sized> Player for &mut P {
    fn choose(&mut self, game: &Game, moves: &[Move]) -> usize {
        (**self).choose(game, moves)
    }
}
