//! The house strategies of Mountain Goats: how the server's own bots, the
//! sample bot and the arena choose their moves.
//!
//! Pure decision code on top of the rules crate: no I/O, no protobuf. Every
//! strategy is a [`Player`], which sees the public [`Game`](mountain_goats_rules::Game)
//! and the listed moves, never the seed. [`HouseStrategy`] names them:
//! [`Random`], [`Greedy`] and the searching [`Expert`]. [`Rng`] is the one
//! small, seedable random source every random choice comes from.
//! [`estimate`] gives each seat's chance to win a position, from games
//! played out by [`Greedy`].

mod chances;
mod expert;
mod greedy;
mod house;
mod player;
mod random;
mod rng;

pub use chances::{
    Chances, DEFAULT_ROLLOUTS, MAX_ROLLOUT_TURNS, estimate, estimate_with, estimate_within,
};
pub use expert::{Budget, Expert, Search, evaluate};
pub use greedy::Greedy;
pub use house::HouseStrategy;
pub use player::Player;
pub use random::Random;
pub use rng::Rng;
