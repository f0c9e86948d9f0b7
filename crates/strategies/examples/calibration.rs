//! Are the win chances of `mountain_goats_strategies::estimate` calibrated?
//!
//! Plays games (by default 1,000) at a mix of tables, estimates every
//! seat's chance to win at several points of each game, and compares the
//! predictions with who really won: a calibration table (predicted bucket →
//! observed win rate) and the Brier score against a uniform guess.
//!
//! ```sh
//! cargo run --release --locked -p mountain-goats-strategies --example calibration
//! # other budgets, another rollout policy, on one core
//! taskset -c 1 cargo run --release --locked -p mountain-goats-strategies --example calibration -- \
//!     --games 300 --rollouts 100 --policy random --threads 1
//! # the cost of one estimate at several rollout counts (run it under `taskset -c 1`)
//! taskset -c 1 cargo run --release --locked -p mountain-goats-strategies --example calibration -- --speed
//! ```
//!
//! Options: `--games N` (1000), `--rollouts N` (200), `--every T` (a
//! position every T turns, 12: one before its roll at turns 0, T, 2T, …
//! and one after its roll at turns T/2, 3T/2, …), `--seed S` (2026),
//! `--threads N` (2), `--policy greedy|random` (the rollouts' player),
//! `--expert-work W` (playouts per candidate of the experts at the
//! tables, 16), `--speed`.
//!
//! Everything but the timings is deterministic for a seed, whatever the
//! number of threads. The positions are chosen by turn number alone, so
//! which positions are judged does not depend on how the game went on.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use mountain_goats_rules::{Config, Game, Roll};
use mountain_goats_strategies::{
    Budget, Chances, Expert, Greedy, Player, Random, Rng, Search, estimate_with,
};

/// Who sits at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seat {
    Greedy,
    Expert,
    Random,
}

/// The tables the games are played at, in turn: game `g` is played at
/// `TABLES[g % TABLES.len()]`, with the seats turned by `g` so that each
/// strategy sits everywhere.
const TABLES: [(&str, bool, &[Seat]); 8] = [
    ("greedy x2", false, &[Seat::Greedy, Seat::Greedy]),
    (
        "greedy x3",
        false,
        &[Seat::Greedy, Seat::Greedy, Seat::Greedy],
    ),
    ("greedy x4", false, &[Seat::Greedy; 4]),
    ("greedy x5, Big Mountain", true, &[Seat::Greedy; 5]),
    (
        "expert + greedy x3",
        false,
        &[Seat::Expert, Seat::Greedy, Seat::Greedy, Seat::Greedy],
    ),
    ("expert x2", false, &[Seat::Expert, Seat::Expert]),
    (
        "expert + greedy + random",
        false,
        &[Seat::Expert, Seat::Greedy, Seat::Random],
    ),
    (
        "random + greedy x3",
        false,
        &[Seat::Random, Seat::Greedy, Seat::Greedy, Seat::Greedy],
    ),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Policy {
    Greedy,
    Random,
}

#[derive(Clone, Debug)]
struct Options {
    games: u64,
    rollouts: u32,
    every: u64,
    seed: u64,
    threads: usize,
    policy: Policy,
    expert_work: u32,
    speed: bool,
}

fn parse() -> Result<Options, String> {
    let mut o = Options {
        games: 1000,
        rollouts: 200,
        every: 12,
        seed: 2026,
        threads: 2,
        policy: Policy::Greedy,
        expert_work: 16,
        speed: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--speed" {
            o.speed = true;
            continue;
        }
        let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|e| format!("{arg} {value}: {e}"))
        };
        match arg.as_str() {
            "--games" => o.games = number()?,
            "--rollouts" => o.rollouts = u32::try_from(number()?).map_err(|e| e.to_string())?,
            "--every" => o.every = number()?.max(2),
            "--seed" => o.seed = number()?,
            "--threads" => {
                o.threads = usize::try_from(number()?.max(1)).map_err(|e| e.to_string())?
            }
            "--expert-work" => {
                o.expert_work = u32::try_from(number()?).map_err(|e| e.to_string())?
            }
            "--policy" => {
                o.policy = match value.as_str() {
                    "greedy" => Policy::Greedy,
                    "random" => Policy::Random,
                    _ => return Err(format!("--policy {value}: greedy or random")),
                }
            }
            _ => {
                return Err(format!(
                    "unknown option {arg}; see the top of examples/calibration.rs"
                ));
            }
        }
    }
    Ok(o)
}

fn estimate(game: &Game, rollouts: u32, seed: u64, policy: Policy) -> Chances {
    match policy {
        Policy::Greedy => estimate_with(game, rollouts, seed, |_| Greedy),
        Policy::Random => estimate_with(game, rollouts, seed, Random::new),
    }
}

/// One judged position.
#[derive(Clone, Debug)]
struct Point {
    table: usize,
    /// Who played each seat.
    strategies: Vec<Seat>,
    /// The turn, and the game's last turn (for the stage of the game).
    turn: u64,
    last_turn: u64,
    predicted: Vec<f64>,
    outcome: Vec<f64>,
    micros: f64,
}

/// Plays game `g` and judges its positions.
fn game(g: u64, o: &Options) -> Vec<Point> {
    let table = (g % TABLES.len() as u64) as usize;
    let (_, big_mountain, seats) = TABLES[table];
    let players = seats.len() as u8;
    let mut rng = Rng::new(o.seed ^ g.wrapping_mul(0xD1B5_4A32_D192_ED03));
    let turn_by = (g / TABLES.len() as u64 % u64::from(players)) as usize;
    let first_seat = rng.below(usize::from(players)) as u8;
    let config = Config::new(players)
        .with_big_mountain(big_mountain)
        .with_first_seat(first_seat);
    let mut players: Vec<Box<dyn Player>> = (0..seats.len())
        .map(|s| -> Box<dyn Player> {
            match seats[(s + turn_by) % seats.len()] {
                Seat::Greedy => Box::new(Greedy),
                Seat::Random => Box::new(Random::new(rng.next_u64())),
                Seat::Expert => Box::new(Expert::new(
                    Search::MonteCarlo,
                    Budget::work(o.expert_work),
                    rng.next_u64(),
                )),
            }
        })
        .collect();
    let Ok(mut game) = Game::new(config) else {
        return Vec::new();
    };
    let strategies: Vec<Seat> = (0..seats.len())
        .map(|s| seats[(s + turn_by) % seats.len()])
        .collect();
    let mut points = Vec::new();
    let judge = |game: &Game, points: &mut Vec<Point>| {
        let seed = o.seed ^ (g << 20) ^ game.turn();
        let started = Instant::now();
        let chances = estimate(game, o.rollouts, seed, o.policy);
        points.push(Point {
            table,
            strategies: strategies.clone(),
            turn: game.turn(),
            last_turn: 0,
            predicted: chances.win,
            outcome: Vec::new(),
            micros: started.elapsed().as_secs_f64() * 1e6,
        });
    };
    while !game.is_over() {
        if game.turn() % o.every == 0 {
            judge(&game, &mut points);
        }
        let roll = Roll([rng.die(), rng.die(), rng.die(), rng.die()]);
        if game.roll(roll).is_err() {
            break;
        }
        if game.turn() % o.every == o.every / 2 {
            judge(&game, &mut points);
        }
        let moves = game.legal_moves();
        let seat = game.current_seat();
        let i = players[usize::from(seat)].choose(&game, &moves);
        let Some(mv) = moves.get(i).or(moves.first()) else {
            break;
        };
        if game.play(seat, mv).is_err() {
            break;
        }
    }
    let Some(result) = game.result() else {
        eprintln!("game {g} did not end");
        return Vec::new();
    };
    let mut outcome = vec![0.0; seats.len()];
    for &w in &result.winners {
        outcome[usize::from(w)] = 1.0 / result.winners.len() as f64;
    }
    for p in &mut points {
        p.outcome = outcome.clone();
        p.last_turn = game.turn();
    }
    points
}

fn brier(p: &Point) -> (f64, f64) {
    let n = p.predicted.len() as f64;
    let model = p
        .predicted
        .iter()
        .zip(&p.outcome)
        .map(|(q, o)| (q - o).powi(2))
        .sum();
    let uniform = p.outcome.iter().map(|o| (1.0 / n - o).powi(2)).sum();
    (model, uniform)
}

fn brier_line(name: &str, points: &[&Point]) -> String {
    let (mut model, mut uniform) = (0.0, 0.0);
    for p in points {
        let (m, u) = brier(p);
        model += m;
        uniform += u;
    }
    let n = points.len().max(1) as f64;
    format!(
        "| {name} | {} | {:.4} | {:.4} | {:+.1}% |",
        points.len(),
        model / n,
        uniform / n,
        100.0 * (1.0 - model / uniform.max(f64::MIN_POSITIVE))
    )
}

fn report(o: &Options, points: &[Point], elapsed: Duration) -> String {
    let mut out = String::new();
    let estimates = points.len();
    let micros: f64 = points.iter().map(|p| p.micros).sum();
    let _ = writeln!(
        out,
        "{} games, {} positions judged ({} seat predictions), {} rollouts each, \
         {:?} rollouts, a position every {} turns, seed {}, expert work {}",
        o.games,
        estimates,
        points.iter().map(|p| p.predicted.len()).sum::<usize>(),
        o.rollouts,
        o.policy,
        o.every,
        o.seed,
        o.expert_work,
    );
    let _ = writeln!(
        out,
        "{:.1} s on {} threads; {:.0} µs per estimate on average (thread time, \
         the tables' own moves not counted)\n",
        elapsed.as_secs_f64(),
        o.threads,
        micros / estimates.max(1) as f64
    );

    // Calibration: every seat of every position, by predicted chance.
    const BUCKETS: usize = 10;
    let mut count = [0usize; BUCKETS];
    let mut predicted = [0.0f64; BUCKETS];
    let mut observed = [0.0f64; BUCKETS];
    for p in points {
        for (&q, &w) in p.predicted.iter().zip(&p.outcome) {
            let b = ((q * BUCKETS as f64) as usize).min(BUCKETS - 1);
            count[b] += 1;
            predicted[b] += q;
            observed[b] += w;
        }
    }
    let _ = writeln!(
        out,
        "| predicted | seat predictions | mean predicted | observed win rate | ± 1.96 σ |"
    );
    let _ = writeln!(out, "| --- | ---: | ---: | ---: | ---: |");
    for b in 0..BUCKETS {
        let n = count[b] as f64;
        if count[b] == 0 {
            let _ = writeln!(
                out,
                "| {:.1}–{:.1} | 0 | | | |",
                b as f64 / 10.0,
                (b + 1) as f64 / 10.0
            );
            continue;
        }
        let (q, w) = (predicted[b] / n, observed[b] / n);
        let _ = writeln!(
            out,
            "| {:.1}–{:.1} | {} | {:.3} | {:.3} | {:.3} |",
            b as f64 / 10.0,
            (b + 1) as f64 / 10.0,
            count[b],
            q,
            w,
            1.96 * (w * (1.0 - w) / n).sqrt()
        );
    }

    let total: usize = count.iter().sum();
    let ece: f64 = (0..BUCKETS)
        .filter(|&b| count[b] > 0)
        .map(|b| (predicted[b] - observed[b]).abs() / total.max(1) as f64)
        .sum();
    let _ = writeln!(
        out,
        "\nExpected calibration error (the predictions' mean |predicted − observed| \
         over the buckets): {ece:.3}"
    );

    // The rollouts play greedy at every seat: how far off is a seat whose
    // player is not greedy?
    let _ = writeln!(
        out,
        "\n| seat played by | seat predictions | mean predicted | observed win rate |"
    );
    let _ = writeln!(out, "| --- | ---: | ---: | ---: |");
    for strategy in [Seat::Greedy, Seat::Expert, Seat::Random] {
        let (mut n, mut q, mut w) = (0usize, 0.0, 0.0);
        for p in points {
            for ((s, pq), pw) in p.strategies.iter().zip(&p.predicted).zip(&p.outcome) {
                if *s == strategy {
                    n += 1;
                    q += pq;
                    w += pw;
                }
            }
        }
        if n > 0 {
            let _ = writeln!(
                out,
                "| {strategy:?} | {n} | {:.3} | {:.3} |",
                q / n as f64,
                w / n as f64
            );
        }
    }

    let _ = writeln!(
        out,
        "\nBrier score per position (the sum over seats of (predicted − outcome)², \
         lower is better) against the uniform guess 1/n:\n"
    );
    let _ = writeln!(out, "| positions | count | Brier | uniform | skill |");
    let _ = writeln!(out, "| --- | ---: | ---: | ---: | ---: |");
    let all: Vec<&Point> = points.iter().collect();
    let _ = writeln!(out, "{}", brier_line("all", &all));
    for (t, (name, _, _)) in TABLES.iter().enumerate() {
        let these: Vec<&Point> = points.iter().filter(|p| p.table == t).collect();
        if !these.is_empty() {
            let _ = writeln!(out, "{}", brier_line(name, &these));
        }
    }
    for (lo, hi) in [(0.0, 0.25), (0.25, 0.5), (0.5, 0.75), (0.75, 1.01)] {
        let these: Vec<&Point> = points
            .iter()
            .filter(|p| {
                let f = p.turn as f64 / p.last_turn.max(1) as f64;
                (lo..hi).contains(&f)
            })
            .collect();
        let name = format!("{:.0}–{:.0}% of the game", lo * 100.0, hi.min(1.0) * 100.0);
        let _ = writeln!(out, "{}", brier_line(&name, &these));
    }
    out
}

/// The cost of one estimate at several rollout counts, on positions at
/// several stages of a game: run under `taskset -c 1`.
fn speed(o: &Options) {
    let mut positions: Vec<(String, Game)> = Vec::new();
    for (players, big_mountain) in [(2u8, false), (4, false), (5, true)] {
        let config = Config::new(players).with_big_mountain(big_mountain);
        let Ok(start) = Game::new(config) else {
            continue;
        };
        // The game greedy plays with these dice, to find its length.
        let mut rng = Rng::new(o.seed);
        let mut game = start.clone();
        let mut history = vec![game.clone()];
        while !game.is_over() {
            let roll = Roll([rng.die(), rng.die(), rng.die(), rng.die()]);
            if game.roll(roll).is_err() {
                break;
            }
            let moves = game.legal_moves();
            let i = Greedy.choose(&game, &moves);
            if game
                .play(game.current_seat(), &moves[i.min(moves.len() - 1)])
                .is_err()
            {
                break;
            }
            history.push(game.clone());
        }
        let last = history.len().saturating_sub(2);
        for (stage, at) in [
            ("start", 0),
            ("middle", last / 2),
            ("near the end", last * 9 / 10),
        ] {
            let name = format!(
                "{players} players{}, {stage} (turn {} of {})",
                if big_mountain { ", Big Mountain" } else { "" },
                history[at].turn(),
                history[last].turn() + 1
            );
            positions.push((name, history[at].clone()));
        }
    }
    let counts = [50u32, 100, 200, 400, 1000];
    let mut header = "| position |".to_string();
    for n in counts {
        let _ = write!(header, " {n} rollouts |");
    }
    println!(
        "µs per estimate ({:?} rollouts; the median of 5 runs)\n",
        o.policy
    );
    println!("{header}");
    println!("| --- |{}", " ---: |".repeat(counts.len()));
    for (name, game) in &positions {
        let mut line = format!("| {name} |");
        for n in counts {
            let mut runs: Vec<f64> = (0..5)
                .map(|r| {
                    let started = Instant::now();
                    let chances = estimate(game, n, r, o.policy);
                    std::hint::black_box(chances);
                    started.elapsed().as_secs_f64() * 1e6
                })
                .collect();
            runs.sort_by(f64::total_cmp);
            let _ = write!(line, " {:.0} |", runs[2]);
        }
        println!("{line}");
    }
}

fn main() {
    let o = match parse() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("calibration: {e}");
            std::process::exit(2);
        }
    };
    if o.speed {
        speed(&o);
        return;
    }
    let started = Instant::now();
    let mut points: Vec<(u64, Vec<Point>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..o.threads as u64)
            .map(|t| {
                let o = &o;
                scope.spawn(move || {
                    (t..o.games)
                        .step_by(o.threads)
                        .map(|g| (g, game(g, o)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    points.sort_by_key(|(g, _)| *g);
    let points: Vec<Point> = points.into_iter().flat_map(|(_, p)| p).collect();
    print!("{}", report(&o, &points, started.elapsed()));
}
