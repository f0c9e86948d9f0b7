//! The random player: any listed move.

use mountain_goats_rules::{Game, Move};

use crate::player::Player;
use crate::rng::Rng;

/// Any listed move, uniformly at random.
#[derive(Clone, Debug)]
pub struct Random(Rng);

impl Random {
    /// A random player whose choices replay from `seed`.
    pub fn new(seed: u64) -> Random {
        Random(Rng::new(seed))
    }
}

impl Player for Random {
    fn choose(&mut self, _game: &Game, moves: &[Move]) -> usize {
        self.0.below(moves.len())
    }
}
