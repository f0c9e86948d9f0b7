//! Win chances: each seat's chance to win from a position, estimated by
//! playing the rest of the game out many times.
//!
//! A *rollout* copies the public [`Game`], rolls every die not yet rolled
//! from the estimator's own [`Rng`] (the game's seed is never seen, so the
//! dice the server will roll are not known to it), lets one house strategy
//! play every seat to the end, and scores the result: 1 to the winner, or
//! 1/k to each of k players who share the win (the rules break a tie on the
//! score by the most goats on summits, then by the highest-numbered summit
//! held; only players that neither separates share the win, so the engine's
//! [`GameResult::winners`](mountain_goats_rules::GameResult) already holds
//! them). The chance of a seat is the mean of its rollout outcomes, so the
//! chances always sum to 1.
//!
//! The rollouts play [`Greedy`] at every seat: a whole 4-player game in
//! about 140 µs on one core, against tens of ms a *move* for the
//! [`Expert`](crate::Expert), which is too slow to play hundreds of games
//! per position. [`Random`](crate::Random) rollouts cost about half as
//! much but play another game (nobody races for sets), and their chances
//! are off by up to 0.12 where greedy's are within 0.04 of the observed win
//! rates over 1,000 games; BENCHMARKS.md ("Win chances: calibration") has
//! the figures. The estimate knows nothing of who really sits at the
//! table: it assumes greedy play everywhere, so it undervalues a stronger
//! player (an expert) and overvalues a weaker one (a random player).
//!
//! [`estimate`] is deterministic: the same position, rollout count and seed
//! give the same chances, bit for bit. Rollout `i` draws its dice from a
//! stream of its own, derived from `(seed, i)`, so the first `n` rollouts of
//! a larger budget are exactly the `n` rollouts of a smaller one;
//! [`estimate_within`] relies on that to stop at a deadline and still
//! return what [`estimate`] would have returned for the rollouts it did.
//!
//! The function is pure CPU work, with no locks and no I/O: call it from a
//! blocking thread (e.g. `tokio::task::spawn_blocking`), never on a move's path.

use std::time::{Duration, Instant};

use mountain_goats_rules::{Game, Mountain, Phase, Roll, Seat};

use crate::greedy::Greedy;
use crate::player::Player;
use crate::rng::Rng;

/// Rollouts that give a standard error of at most 0.035 on any seat's
/// chance (sqrt(0.25 / 200)), measured on one core at about 16 ms at the
/// start of a 2-player game, 27 ms for 4 players and 90 ms for 5 players
/// with the Big Mountain (whose moves are many more), and less as the game
/// goes on. [`estimate_within`] caps the time as well.
pub const DEFAULT_ROLLOUTS: u32 = 200;

/// A rollout that has not ended after this many more turns is scored as if
/// the game ended there: a guard against a policy that never ends a game,
/// not a rule. Greedy games last a few dozen turns (26, 52 and 70 in the
/// calibration example's 2-, 4- and 5-player games).
pub const MAX_ROLLOUT_TURNS: u64 = 2_000;

/// Each seat's estimated chance to win.
#[derive(Clone, Debug, PartialEq)]
pub struct Chances {
    /// By seat: the chance to win, in 0..=1. The chances sum to 1 (up to
    /// floating-point rounding).
    pub win: Vec<f64>,
    /// By seat: the standard error of `win`, the sample standard deviation
    /// of the seat's rollout outcomes over sqrt(rollouts). Without shared
    /// wins an outcome is 0 or 1 and this is sqrt(p(1 − p) / n); a shared
    /// win (an outcome of 1/k) makes it a little smaller. 0 when the game is
    /// over, or when every rollout ended the same way for that seat (which
    /// with few rollouts does not prove the result is certain).
    pub std_error: Vec<f64>,
    /// The rollouts played: 0 when the game is over (the chances are then
    /// the result itself).
    pub rollouts: u32,
}

impl Chances {
    /// The largest standard error over the seats.
    pub fn max_std_error(&self) -> f64 {
        self.std_error.iter().copied().fold(0.0, f64::max)
    }
}

/// Estimates each seat's chance to win `game` from `rollouts` games played
/// out by [`Greedy`] at every seat, with dice drawn from `seed`.
///
/// A finished game gives its result: 1 to the winner (1/k to each of k
/// players sharing the win), no rollouts. Otherwise at least one rollout is
/// played, whatever `rollouts` says. When the current player has rolled,
/// that roll is part of the position and every rollout starts from it.
///
/// Deterministic for a given position, `rollouts` and `seed`.
pub fn estimate(game: &Game, rollouts: u32, seed: u64) -> Chances {
    estimate_with(game, rollouts, seed, |_| Greedy)
}

/// [`estimate`], stopped once `time` has passed: at most `rollouts`
/// rollouts and at least one. The chances equal those of
/// `estimate(game, chances.rollouts, seed)` exactly, so only how many
/// rollouts were done depends on the clock. The last rollout may overrun
/// `time` by its own length (well under a millisecond with [`Greedy`]).
pub fn estimate_within(game: &Game, rollouts: u32, time: Duration, seed: u64) -> Chances {
    // A time too long for the clock to represent is no bound at all.
    let deadline = Instant::now().checked_add(time);
    run(
        game,
        rollouts,
        seed,
        |_| Greedy,
        || deadline.is_some_and(|d| Instant::now() >= d),
    )
}

/// [`estimate`] with another rollout policy: `policy(seed)` makes the
/// player of one rollout (it plays every seat), from a seed of that
/// rollout's own. This is how the calibration example compares policies.
pub fn estimate_with<P: Player>(
    game: &Game,
    rollouts: u32,
    seed: u64,
    policy: impl FnMut(u64) -> P,
) -> Chances {
    run(game, rollouts, seed, policy, || false)
}

fn run<P: Player>(
    game: &Game,
    rollouts: u32,
    seed: u64,
    mut policy: impl FnMut(u64) -> P,
    out_of_time: impl Fn() -> bool,
) -> Chances {
    let seats = usize::from(game.config().players);
    if game.is_over() {
        let mut win = vec![0.0; seats];
        credit(&mut win, &winners(game));
        return Chances {
            win,
            std_error: vec![0.0; seats],
            rollouts: 0,
        };
    }
    let base = Rng::new(seed).next_u64();
    let mut sum = vec![0.0; seats];
    let mut sum_sq = vec![0.0; seats];
    let mut done = 0u32;
    let mut outcome = vec![0.0; seats];
    while done < rollouts.max(1) {
        if done > 0 && out_of_time() {
            break;
        }
        // A stream per rollout, far from every other's: the first n
        // rollouts do not depend on how many more follow.
        let mut rng = Rng::new(Rng::new(base.wrapping_add(u64::from(done))).next_u64());
        let mut player = policy(rng.next_u64());
        let end = play_out(game, &mut player, &mut rng);
        outcome.iter_mut().for_each(|o| *o = 0.0);
        credit(&mut outcome, &winners(&end));
        for ((s, q), o) in sum.iter_mut().zip(&mut sum_sq).zip(&outcome) {
            *s += o;
            *q += o * o;
        }
        done += 1;
    }
    let n = f64::from(done);
    let win: Vec<f64> = sum.iter().map(|s| s / n).collect();
    let std_error = win
        .iter()
        .zip(&sum_sq)
        .map(|(p, q)| ((q / n - p * p).max(0.0) / n).sqrt())
        .collect();
    Chances {
        win,
        std_error,
        rollouts: done,
    }
}

/// Plays `game` to its end (or [`MAX_ROLLOUT_TURNS`] more turns), every
/// seat choosing with `player`, every roll drawn from `rng`.
fn play_out(game: &Game, player: &mut impl Player, rng: &mut Rng) -> Game {
    let mut game = game.clone();
    let last_turn = game.turn().saturating_add(MAX_ROLLOUT_TURNS);
    while !game.is_over() && game.turn() < last_turn {
        if game.phase() == Phase::AwaitingRoll {
            let roll = Roll([rng.die(), rng.die(), rng.die(), rng.die()]);
            if game.roll(roll).is_err() {
                break;
            }
        }
        let moves = game.legal_moves();
        let Some(first) = moves.first() else {
            break;
        };
        let chosen = moves.get(player.choose(&game, &moves)).unwrap_or(first);
        // A listed move is legal; should the engine ever refuse one, the
        // rollout is scored where it stands rather than looping.
        if game.play(game.current_seat(), chosen).is_err() {
            break;
        }
    }
    game
}

/// The winners of a finished game; of an unfinished one (a rollout cut
/// short), those who would win if it ended now, by the same rules: the top
/// score, then the most goats on summits, then the highest summit.
fn winners(game: &Game) -> Vec<Seat> {
    match game.result() {
        Some(result) => result.winners.clone(),
        None => leaders(game),
    }
}

/// Who would win if the game ended now.
fn leaders(game: &Game) -> Vec<Seat> {
    let scores = game.scores();
    let key = |seat: Seat| {
        let summits: Vec<Mountain> = Mountain::ALL
            .into_iter()
            .filter(|&m| game.summit(m) == Some(seat))
            .collect();
        (
            scores.get(usize::from(seat)).map_or(0, |s| s.total()),
            summits.len(),
            summits.last().copied(),
        )
    };
    let best = game.seats().map(key).max();
    game.seats().filter(|&s| Some(key(s)) == best).collect()
}

/// Adds a win shared by `winners` to `outcome`.
fn credit(outcome: &mut [f64], winners: &[Seat]) {
    if winners.is_empty() {
        return;
    }
    let share = 1.0 / winners.len() as f64;
    for &seat in winners {
        if let Some(o) = outcome.get_mut(usize::from(seat)) {
            *o += share;
        }
    }
}

#[cfg(test)]
mod tests {
    use mountain_goats_rules::{Config, Game, Roll};

    use super::*;

    /// Plays `game` on with greedy moves and dice from `rng` until `stop`
    /// says so (checked before each roll) or the game ends.
    fn advance(game: &mut Game, rng: &mut Rng, stop: impl Fn(&Game) -> bool) {
        while !game.is_over() && !stop(game) {
            let roll = Roll([rng.die(), rng.die(), rng.die(), rng.die()]);
            game.roll(roll).expect("awaiting a roll");
            let moves = game.legal_moves();
            let i = Greedy.choose(game, &moves);
            game.play(game.current_seat(), &moves[i])
                .expect("listed move");
        }
    }

    fn sum(chances: &Chances) -> f64 {
        chances.win.iter().sum()
    }

    #[test]
    fn a_finished_game_gives_its_result() {
        let mut game = Game::new(Config::new(3)).expect("config");
        advance(&mut game, &mut Rng::new(11), |_| false);
        let result = game.result().expect("over").clone();
        let chances = estimate(&game, 100, 1);
        assert_eq!(chances.rollouts, 0);
        assert_eq!(chances.std_error, vec![0.0; 3]);
        for seat in game.seats() {
            let expected = if result.winners.contains(&seat) {
                1.0 / result.winners.len() as f64
            } else {
                0.0
            };
            assert_eq!(chances.win[usize::from(seat)], expected, "seat {seat}");
        }
        assert_eq!(sum(&chances), 1.0);
    }

    /// Every final position reachable from `game`, its last turn: each of
    /// the 1,296 rolls, then each listed move of the last player.
    fn every_final(game: &Game) -> Vec<Game> {
        let mut finals = Vec::new();
        for roll in 0..1296u32 {
            let dice = [0, 1, 2, 3].map(|k| (roll / 6u32.pow(k) % 6) as u8 + 1);
            let mut rolled = game.clone();
            rolled.roll(Roll(dice)).expect("roll");
            for mv in rolled.legal_moves() {
                let (end, _) = rolled
                    .after(rolled.current_seat(), &mv)
                    .expect("listed move");
                assert!(end.is_over(), "the last turn ends the game");
                finals.push(end);
            }
        }
        finals
    }

    /// The last turn of a game whose end is triggered, with seat 0 so far
    /// ahead that no roll and no move of the last player changes the
    /// winner (checked by trying every roll and every listed move).
    #[test]
    fn a_game_won_mathematically_gives_one() {
        let players = 2;
        for seed in 0..300 {
            let mut game = Game::new(Config::new(players)).expect("config");
            // Seat 1 plays the last turn of the game.
            advance(&mut game, &mut Rng::new(seed), |g| {
                g.end_trigger().is_some() && g.current_seat() == players - 1
            });
            let scores = game.scores();
            if game.is_over() || scores[0].total() < scores[1].total() + 20 {
                continue;
            }
            let finals = every_final(&game);
            if finals
                .iter()
                .any(|end| end.result().map(|r| r.winners.clone()) != Some(vec![0]))
            {
                continue;
            }
            let chances = estimate(&game, 200, 3);
            assert_eq!(chances.win, vec![1.0, 0.0]);
            assert_eq!(chances.std_error, vec![0.0, 0.0]);
            assert_eq!(chances.rollouts, 200);
            return;
        }
        panic!("no seed below 300 gives a last turn that seat 0 has won whatever happens");
    }

    /// Seats are interchangeable for greedy: the game started by seat 1
    /// is the game started by seat 0 with the seats turned by one, so with
    /// the same dice the chances are those turned by one, exactly.
    #[test]
    fn turning_the_table_turns_the_chances() {
        for players in 2..=4 {
            let first = estimate(&Game::new(Config::new(players)).expect("config"), 300, 5);
            let config = Config::new(players).with_first_seat(1);
            let turned = estimate(&Game::new(config).expect("config"), 300, 5);
            for seat in 0..usize::from(players) {
                let next = (seat + 1) % usize::from(players);
                assert_eq!(turned.win[next], first.win[seat], "{players} players");
            }
        }
    }

    /// At the start every seat has about 1/n. The first seats have a
    /// small edge (the first player is a turn ahead in the race for sets:
    /// 0.518 for the first of 2, 0.264 against 0.217 for the first and the
    /// last of 4, at 4,000 rollouts), so the bound is 4 standard errors
    /// plus 0.04 for that edge.
    #[test]
    fn the_start_gives_about_one_in_n() {
        for players in 2..=4 {
            let game = Game::new(Config::new(players)).expect("config");
            let chances = estimate(&game, 4000, 7);
            let fair = 1.0 / f64::from(players);
            for (seat, (&p, &se)) in chances.win.iter().zip(&chances.std_error).enumerate() {
                assert!(
                    (p - fair).abs() < 4.0 * se + 0.04,
                    "{players} players, seat {seat}: {p:.3} ± {se:.3}"
                );
            }
            assert!((sum(&chances) - 1.0).abs() < 1e-9);
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_chances_and_others_differ() {
        let mut game = Game::new(Config::new(4)).expect("config");
        advance(&mut game, &mut Rng::new(21), |g| g.turn() == 30);
        let a = estimate(&game, 200, 9);
        assert_eq!(a, estimate(&game, 200, 9));
        assert_ne!(a.win, estimate(&game, 200, 10).win);
        assert_eq!(a.rollouts, 200);
    }

    #[test]
    fn chances_sum_to_one_at_every_turn_and_rolled_or_not() {
        for (players, big_mountain) in [(2, false), (3, false), (4, true), (5, true)] {
            let config = Config::new(players).with_big_mountain(big_mountain);
            let mut game = Game::new(config).expect("config");
            let mut rng = Rng::new(u64::from(players));
            while !game.is_over() {
                let chances = estimate(&game, 20, game.turn());
                assert_eq!(chances.win.len(), usize::from(players));
                assert!((sum(&chances) - 1.0).abs() < 1e-9, "{chances:?}");
                assert!(chances.win.iter().all(|p| (0.0..=1.0).contains(p)));
                game.roll(Roll([rng.die(), rng.die(), rng.die(), rng.die()]))
                    .expect("roll");
                // The rolled position: every rollout starts from this roll.
                let rolled = estimate(&game, 20, game.turn());
                assert!((sum(&rolled) - 1.0).abs() < 1e-9, "{rolled:?}");
                let moves = game.legal_moves();
                let i = Greedy.choose(&game, &moves);
                game.play(game.current_seat(), &moves[i]).expect("move");
            }
        }
    }

    #[test]
    fn a_shorter_budget_is_a_prefix_of_a_longer_one() {
        let mut game = Game::new(Config::new(3)).expect("config");
        advance(&mut game, &mut Rng::new(4), |g| g.turn() == 12);
        let within = estimate_within(&game, 150, Duration::from_secs(3600), 8);
        assert_eq!(within, estimate(&game, 150, 8));
        assert_eq!(estimate_within(&game, 150, Duration::MAX, 8), within);
        // No time at all still plays one rollout, the first of the seed's.
        let rushed = estimate_within(&game, 150, Duration::ZERO, 8);
        assert_eq!(rushed, estimate(&game, 1, 8));
        assert_eq!(rushed.rollouts, 1);
        // One rollout is one outcome: a win, or a share of one.
        assert!(rushed.win.iter().all(|&p| p == 0.0 || p >= 1.0 / 3.0));
    }

    #[test]
    fn the_standard_error_is_that_of_the_outcomes() {
        let mut game = Game::new(Config::new(2)).expect("config");
        advance(&mut game, &mut Rng::new(2), |g| g.turn() == 10);
        let chances = estimate(&game, 500, 1);
        for (&p, &se) in chances.win.iter().zip(&chances.std_error) {
            // Without shared wins, exactly sqrt(p(1-p)/n); shares only lower it.
            let bernoulli = (p * (1.0 - p) / 500.0).sqrt();
            assert!(se <= bernoulli + 1e-12 && se > 0.5 * bernoulli, "{p} {se}");
        }
    }

    /// The last turn of a 2-player game, decided by its roll: the chances
    /// of the rolled position are that roll's outcome, exactly (every
    /// rollout plays from the roll shown); before the roll they are the
    /// share of the 1,296 rolls that make seat 1 win (greedy playing it),
    /// within the standard error: the dice to come are drawn fairly.
    #[test]
    fn the_roll_shown_is_played_and_the_rolls_to_come_are_drawn_fairly() {
        let players = 2;
        for seed in 0..500 {
            let mut game = Game::new(Config::new(players)).expect("config");
            advance(&mut game, &mut Rng::new(seed), |g| {
                g.end_trigger().is_some() && g.current_seat() == players - 1
            });
            if game.is_over() {
                continue;
            }
            let mut by_roll = Vec::with_capacity(1296);
            for roll in 0..1296u32 {
                let dice = [0, 1, 2, 3].map(|k| (roll / 6u32.pow(k) % 6) as u8 + 1);
                let mut rolled = game.clone();
                rolled.roll(Roll(dice)).expect("roll");
                let moves = rolled.legal_moves();
                let i = Greedy.choose(&rolled, &moves);
                let (end, _) = rolled.after(1, &moves[i]).expect("listed move");
                let winners = &end.result().expect("the last turn ends the game").winners;
                by_roll.push((rolled, winners.clone()));
            }
            let one_wins = by_roll.iter().filter(|(_, w)| w == &vec![1]).count();
            let zero_wins = by_roll.iter().filter(|(_, w)| w == &vec![0]).count();
            if one_wins < 100 || zero_wins < 100 {
                continue;
            }
            for (rolled, winners) in by_roll.iter().step_by(97) {
                let mut expected = vec![0.0; 2];
                credit(&mut expected, winners);
                assert_eq!(estimate(rolled, 20, seed).win, expected);
            }
            let exact = (one_wins as f64 + 0.5 * (1296 - one_wins - zero_wins) as f64) / 1296.0;
            let chances = estimate(&game, 2000, seed);
            let (p, se) = (chances.win[1], chances.std_error[1]);
            assert!(
                (p - exact).abs() < 4.0 * se,
                "seed {seed}: {p:.4} ± {se:.4}, exact {exact:.4}"
            );
            return;
        }
        panic!("no seed below 500 gives a last turn decided by its roll");
    }

    /// The score of a rollout cut short follows the engine's own ranking:
    /// on finished games, whatever their tie-breaks, `leaders` names the
    /// engine's winners.
    #[test]
    fn a_rollout_cut_short_is_scored_by_the_rules_tie_breaks() {
        let mut tie_breaks = std::collections::BTreeSet::new();
        for seed in 0..3000 {
            let players = 2 + (seed % 3) as u8;
            let mut game = Game::new(Config::new(players)).expect("config");
            advance(&mut game, &mut Rng::new(seed), |_| false);
            let result = game.result().expect("over");
            assert_eq!(leaders(&game), result.winners, "seed {seed}");
            tie_breaks.insert(format!("{:?}", result.tie_break));
        }
        // The games above broke ties by summits as well as by score.
        assert!(tie_breaks.len() >= 3, "{tie_breaks:?}");
        // At the start nobody has scored or climbed: all share the lead.
        assert_eq!(
            leaders(&Game::new(Config::new(3)).expect("config")),
            vec![0, 1, 2]
        );
    }
}
