//! The one small trait every bot implements, and the house players.
//!
//! A [`Player`] sees what any client of the server sees: the public
//! [`Game`] (board, roll, whose turn, scores; never the seed) and the legal
//! moves the server lists. The same code then plays in the in-process
//! [arena](crate::arena) and over the network ([`play_as`](crate::play_as)).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use mountain_goats_rules::{Event, Game, Mountain, Move};

use crate::expert::{Budget, Expert, Search};
use crate::rng::Rng;

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

/// Prefers summits and the point tokens it lacks for a set, then climbing;
/// the first of equally good moves. It only looks at what its own move does.
#[derive(Clone, Copy, Debug, Default)]
pub struct Greedy;

impl Player for Greedy {
    fn choose(&mut self, game: &Game, moves: &[Move]) -> usize {
        let seat = game.current_seat();
        let held = Mountain::ALL.map(|m| game.point_tokens(seat, m));
        let fewest = held.iter().copied().min().unwrap_or(0);
        let mut best = 0;
        let mut best_score = i64::MIN;
        for (i, mv) in moves.iter().enumerate() {
            let Ok((_, events)) = game.after(seat, mv) else {
                continue;
            };
            let s = greedy_score(&events, &held, fewest);
            if s > best_score {
                best = i;
                best_score = s;
            }
        }
        best
    }
}

/// What the greedy player thinks of a move's events. The weights are those
/// of the first sample bot (see [`crate::strategy::Greedy`]), which keeps
/// the house `greedy` a fixed yardstick.
pub(crate) fn greedy_score(events: &[Event], held: &[u8; 6], fewest: u8) -> i64 {
    events
        .iter()
        .map(|event| match *event {
            Event::PointTokenTaken { mountain, .. } => {
                let lacking = held[mountain.index()] == fewest;
                i64::from(mountain.number()) + if lacking { 20 } else { 0 }
            }
            Event::BonusTokenTaken { value, .. } => i64::from(value) * 2,
            Event::SummitReached { .. } => 8,
            Event::GoatKnockedDown { .. } => 4,
            Event::GoatClimbed { to, .. } => 2 + i64::from(to),
            _ => 0,
        })
        .sum()
}

/// The house strategies, by the names the bot and the arena take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HouseStrategy {
    /// [`Random`].
    Random,
    /// [`Greedy`].
    Greedy,
    /// [`Expert`] with the search that measured stronger per millisecond.
    Expert,
    /// [`Expert`] searching by expectimax over every roll.
    ExpertExpectimax,
    /// [`Expert`] searching by Monte Carlo with sampled dice.
    ExpertMonteCarlo,
}

impl HouseStrategy {
    /// Every house strategy.
    pub const ALL: [HouseStrategy; 5] = [
        HouseStrategy::Random,
        HouseStrategy::Greedy,
        HouseStrategy::Expert,
        HouseStrategy::ExpertExpectimax,
        HouseStrategy::ExpertMonteCarlo,
    ];

    /// The strategy's name: `random`, `greedy`, `expert`, …
    pub fn name(self) -> &'static str {
        match self {
            HouseStrategy::Random => "random",
            HouseStrategy::Greedy => "greedy",
            HouseStrategy::Expert => "expert",
            HouseStrategy::ExpertExpectimax => "expert-expectimax",
            HouseStrategy::ExpertMonteCarlo => "expert-montecarlo",
        }
    }

    /// A player of this strategy. `seed` drives its random choices;
    /// `move_time` bounds each decision of the experts.
    pub fn player(self, seed: u64, move_time: Duration) -> Box<dyn Player + Send> {
        let budget = Budget::time(move_time);
        match self {
            HouseStrategy::Random => Box::new(Random::new(seed)),
            HouseStrategy::Greedy => Box::new(Greedy),
            HouseStrategy::Expert => Box::new(Expert::new(Search::default(), budget, seed)),
            HouseStrategy::ExpertExpectimax => {
                Box::new(Expert::new(Search::Expectimax, budget, seed))
            }
            HouseStrategy::ExpertMonteCarlo => {
                Box::new(Expert::new(Search::MonteCarlo, budget, seed))
            }
        }
    }
}

impl fmt::Display for HouseStrategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for HouseStrategy {
    type Err = String;

    fn from_str(name: &str) -> Result<HouseStrategy, String> {
        HouseStrategy::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .ok_or_else(|| {
                let names: Vec<&str> = HouseStrategy::ALL.iter().map(|s| s.name()).collect();
                format!(
                    "no strategy named {name:?}; try one of {}",
                    names.join(", ")
                )
            })
    }
}
