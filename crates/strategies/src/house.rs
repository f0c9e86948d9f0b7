//! The house strategies by name: what the server's house seats, the sample
//! bot and the arena are told to play.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::expert::{Budget, Expert, Search};
use crate::greedy::Greedy;
use crate::player::Player;
use crate::random::Random;

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
