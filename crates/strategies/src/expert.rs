//! The expert: a position evaluation and a time-bounded search on top of it.
//!
//! Two searches share the evaluation; the arena measured which is stronger
//! per millisecond (see docs/bots.md), and [`Search::default`] is that one.
//!
//! - [`Search::Expectimax`] looks at the next player's reply to each of our
//!   candidate moves, averaged over all 126 distinct rolls of four dice
//!   weighted by their chances. Rolls are taken in a fixed shuffled order,
//!   the same for every candidate, so when time runs out mid-way every
//!   candidate has been judged on the same rolls.
//! - [`Search::MonteCarlo`] plays each candidate on for a whole round of
//!   turns with sampled dice (the same dice for every candidate), every seat
//!   playing the one-ply best move, and averages the evaluation. Seeing the
//!   whole round (our own next roll included) is what made it win the
//!   head-to-head against expectimax, which sees one reply exactly.

use std::sync::LazyLock;
use std::time::{Duration, Instant};

use mountain_goats_rules::{Game, Mountain, Move, Roll, Seat};

use crate::player::Player;
use crate::rng::Rng;

/// How the expert looks ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Search {
    /// Expectimax over every roll of the next player.
    Expectimax,
    /// Monte Carlo playouts of a round with sampled dice: the stronger per
    /// millisecond in the arena (docs/bots.md has the figures).
    #[default]
    MonteCarlo,
}

/// How much thinking one decision may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    /// Wall-clock bound per decision, if any.
    pub time: Option<Duration>,
    /// Bound on the work per decision, counted in replies (expectimax) or
    /// playouts (Monte Carlo) per candidate. Without a time bound the
    /// expert is deterministic, which tests need.
    pub work: Option<u32>,
}

impl Budget {
    /// At most `time` per decision.
    pub fn time(time: Duration) -> Budget {
        Budget {
            time: Some(time),
            work: None,
        }
    }

    /// A fixed amount of work per decision, whatever the clock says.
    pub fn work(work: u32) -> Budget {
        Budget {
            time: None,
            work: Some(work),
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::time(Duration::from_millis(50))
    }
}

/// Candidates kept after the one-ply evaluation; the rest are rarely best
/// and would only thin out the time each survivor gets.
const CANDIDATES: usize = 8;

/// The expert player.
#[derive(Clone, Debug)]
pub struct Expert {
    search: Search,
    budget: Budget,
    rounds: u8,
    rng: Rng,
}

impl Expert {
    /// An expert searching with `search` within `budget`; `seed` drives the
    /// dice it samples.
    pub fn new(search: Search, budget: Budget, seed: u64) -> Expert {
        Expert {
            search,
            budget,
            rounds: 1,
            rng: Rng::new(seed),
        }
    }

    /// How many rounds of turns a Monte Carlo playout lasts (1 by default).
    pub fn with_rounds(mut self, rounds: u8) -> Expert {
        self.rounds = rounds.max(1);
        self
    }
}

impl Default for Expert {
    fn default() -> Expert {
        Expert::new(Search::default(), Budget::default(), 0)
    }
}

impl Player for Expert {
    fn choose(&mut self, game: &Game, moves: &[Move]) -> usize {
        let deadline = self.budget.time.map(|t| Instant::now() + t);
        let seat = game.current_seat();
        // One ply: every move, judged by the position it leaves.
        let mut children: Vec<(usize, Game, f64)> = moves
            .iter()
            .enumerate()
            .filter_map(|(i, mv)| {
                let (next, _) = game.after(seat, mv).ok()?;
                let value = evaluate(&next, seat);
                Some((i, next, value))
            })
            .collect();
        if children.len() <= 1 {
            return children.first().map_or(0, |c| c.0);
        }
        children.sort_by(|a, b| b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)));
        children.truncate(CANDIDATES);
        let out_of_time = || deadline.is_some_and(|d| Instant::now() >= d);
        let totals = match self.search {
            Search::Expectimax => expectimax(&children, seat, self.budget.work, out_of_time),
            Search::MonteCarlo => monte_carlo(
                &children,
                seat,
                self.rounds,
                self.budget.work,
                &mut self.rng,
                out_of_time,
            ),
        };
        match totals {
            Some(totals) => children
                .iter()
                .zip(&totals)
                .max_by(|a, b| a.1.total_cmp(b.1).then(b.0.0.cmp(&a.0.0)))
                .map_or(children[0].0, |(c, _)| c.0),
            None => children[0].0,
        }
    }
}

/// The 126 distinct rolls of four dice, each with how many of the 1296
/// ordered rolls it stands for, in a fixed shuffled order so that any prefix
/// is a fair sample.
static ROLLS: LazyLock<Vec<(Roll, f64)>> = LazyLock::new(|| {
    let mut rolls = Vec::with_capacity(126);
    for a in 1..=6u8 {
        for b in a..=6 {
            for c in b..=6 {
                for d in c..=6 {
                    let dice = [a, b, c, d];
                    let mut ways = 24.0;
                    for face in 1..=6 {
                        let same = dice.iter().filter(|&&x| x == face).count();
                        ways /= [1.0, 1.0, 2.0, 6.0, 24.0][same];
                    }
                    rolls.push((Roll(dice), ways));
                }
            }
        }
    }
    let mut rng = Rng::new(0x60a7);
    for i in (1..rolls.len()).rev() {
        rolls.swap(i, rng.below(i + 1));
    }
    rolls
});

/// Sums, per candidate, the chance-weighted value for `seat` after the next
/// player's best reply to each roll; `None` when not one roll was done.
fn expectimax(
    children: &[(usize, Game, f64)],
    seat: Seat,
    work: Option<u32>,
    out_of_time: impl Fn() -> bool,
) -> Option<Vec<f64>> {
    let mut totals = vec![0.0; children.len()];
    let mut done = 0u32;
    let mut values = vec![0.0; children.len()];
    'rolls: for &(roll, weight) in ROLLS.iter() {
        if work.is_some_and(|w| done >= w) {
            break;
        }
        for ((_, child, value), slot) in children.iter().zip(&mut values) {
            // A roll cut short is dropped whole: every candidate is judged
            // on the same rolls.
            if out_of_time() {
                break 'rolls;
            }
            *slot = reply_value(child, roll, seat).unwrap_or(*value);
        }
        for (total, value) in totals.iter_mut().zip(&values) {
            *total += weight * value;
        }
        done += 1;
    }
    (done > 0).then_some(totals)
}

/// `seat`'s evaluation after the player to move in `game` rolls `roll` and
/// plays its one-ply best move; `None` when the game is over.
fn reply_value(game: &Game, roll: Roll, seat: Seat) -> Option<f64> {
    if game.is_over() {
        return None;
    }
    let mut game = game.clone();
    game.roll(roll).ok()?;
    let next = one_ply_best(&game)?;
    Some(evaluate(&next, seat))
}

/// The position after the player to move plays its best move by the
/// evaluation, looking no further.
fn one_ply_best(game: &Game) -> Option<Game> {
    let mover = game.current_seat();
    let mut best: Option<(f64, Game)> = None;
    for mv in game.legal_moves() {
        let Ok((next, _)) = game.after(mover, &mv) else {
            continue;
        };
        let value = evaluate(&next, mover);
        if best.as_ref().is_none_or(|(b, _)| value > *b) {
            best = Some((value, next));
        }
    }
    best.map(|(_, g)| g)
}

/// Sums, per candidate, `seat`'s evaluation after a round of play with
/// sampled dice; `None` when not one playout was done.
fn monte_carlo(
    children: &[(usize, Game, f64)],
    seat: Seat,
    rounds: u8,
    work: Option<u32>,
    rng: &mut Rng,
    out_of_time: impl Fn() -> bool,
) -> Option<Vec<f64>> {
    let mut totals = vec![0.0; children.len()];
    let mut done = 0u32;
    let turns = usize::from(children[0].1.config().players) * usize::from(rounds);
    let mut values = vec![0.0; children.len()];
    'playouts: loop {
        if work.is_some_and(|w| done >= w) {
            break;
        }
        // The same dice for every candidate: differences come from the moves.
        let dice: Vec<Roll> = (0..turns)
            .map(|_| Roll([rng.die(), rng.die(), rng.die(), rng.die()]))
            .collect();
        for ((_, child, _), slot) in children.iter().zip(&mut values) {
            // A playout cut short is dropped whole, as in `expectimax`.
            if out_of_time() {
                break 'playouts;
            }
            let mut game = child.clone();
            for &roll in &dice {
                if game.is_over() || game.roll(roll).is_err() {
                    break;
                }
                match one_ply_best(&game) {
                    Some(next) => game = next,
                    None => break,
                }
            }
            *slot = evaluate(&game, seat);
        }
        for (total, value) in totals.iter_mut().zip(&values) {
            *total += value;
        }
        done += 1;
    }
    (done > 0).then_some(totals)
}

/// How good `game` is for `seat`: its worth less the best other seat's,
/// in points. A finished game is worth its result.
pub fn evaluate(game: &Game, seat: Seat) -> f64 {
    if let Some(result) = game.result() {
        let mine = result.standings.iter().find(|s| s.seat == seat);
        let best_other = result
            .standings
            .iter()
            .filter(|s| s.seat != seat)
            .map(|s| s.score.total())
            .max()
            .unwrap_or(0);
        let won = result.winners.contains(&seat);
        let margin = f64::from(mine.map_or(0, |s| s.score.total())) - f64::from(best_other);
        return margin + if won { 1000.0 } else { -1000.0 };
    }
    let scores = game.scores();
    let mut mine = 0.0;
    let mut best_other = f64::MIN;
    for other in game.seats() {
        let worth = worth(game, other, f64::from(scores[usize::from(other)].total()));
        if other == seat {
            mine = worth;
        } else {
            best_other = best_other.max(worth);
        }
    }
    mine - best_other
}

/// A seat's score plus what its goats and tokens promise.
fn worth(game: &Game, seat: Seat, score: f64) -> f64 {
    // Once the end is triggered few turns are left to cash promises in.
    let promise = if game.end_trigger().is_some() {
        0.25
    } else {
        1.0
    };
    let mut value = score;
    let mut held = [0u8; 6];
    for mountain in Mountain::ALL {
        let number = f64::from(mountain.number());
        let left = game.point_tokens_left(mountain);
        held[mountain.index()] = game.point_tokens(seat, mountain);
        let Some(position) = game.position(seat, mountain) else {
            continue;
        };
        let height = mountain.height();
        if position == height {
            // A goat on a summit takes a token every time its number comes up.
            if left > 0 {
                value += promise * number * (0.8 + 0.3 * f64::from(left.min(3) - 1));
            }
        } else if left > 0 {
            let progress = f64::from(position) / f64::from(height);
            value += promise * number * 0.7 * progress * progress;
        }
    }
    // The next set's bonus token, by how close the seat is to it.
    if let Some(&bonus) = game.bonus_tokens_left().first() {
        let sets = held.iter().copied().min().unwrap_or(0);
        let mut missing = 0;
        let mut possible = true;
        for mountain in Mountain::ALL {
            if held[mountain.index()] == sets {
                missing += 1;
                possible &= game.point_tokens_left(mountain) > 0;
            }
        }
        if possible {
            let progress = f64::from(6 - missing) / 6.0;
            value += promise * f64::from(bonus) * 0.8 * progress * progress;
        }
    }
    value
}
