//! The arena: its records replay through the rules, the seating is fair,
//! and a run replays from its seed.

use std::collections::BTreeMap;
use std::time::Duration;

use mountain_goats_bot::arena::{self, ArenaOptions, Entrant, GameRecord, Report};
use mountain_goats_bot::{Budget, Expert, HouseStrategy, Search};
use mountain_goats_rules::{Config, Game, Seed};

fn lineup() -> Vec<Entrant> {
    vec![
        Entrant::new("expert", |seed| {
            Box::new(Expert::new(Search::default(), Budget::work(2), seed))
        }),
        Entrant::house(HouseStrategy::Greedy, Duration::ZERO),
        Entrant::house(HouseStrategy::Random, Duration::ZERO),
    ]
}

fn options(games: u64, seed: u64, config: Config) -> ArenaOptions {
    ArenaOptions {
        games,
        seed,
        config,
        move_time: None,
        threads: Some(2),
        progress: false,
    }
}

fn run(games: u64, seed: u64, config: Config) -> Report {
    arena::play(&options(games, seed, config), &lineup()).expect("the arena plays")
}

fn lines(report: &Report) -> Vec<String> {
    let mut out = Vec::new();
    report.write_records(&mut out).expect("written");
    String::from_utf8(out)
        .expect("utf-8")
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_json_line_replays_to_its_standings() {
    for config in [Config::new(3), Config::new(3).with_big_mountain(true)] {
        let report = run(6, 11, config);
        let lines = lines(&report);
        assert_eq!(lines.len(), 6);
        for line in lines {
            let record: GameRecord = serde_json::from_str(&line).expect("a game record");
            let value: serde_json::Value = serde_json::from_str(&line).expect("json");
            for key in ["options", "seed", "seats", "moves", "standings"] {
                assert!(value.get(key).is_some(), "{key} in {line}");
            }
            let seed =
                Seed::from_slice(&hex::decode(&record.seed).expect("hex")).expect("32 bytes");
            let mut game = Game::new(record.options).expect("options");
            for mv in &record.moves {
                assert_eq!(mv.turn, game.turn());
                let roll = seed.roll(game.turn());
                assert_eq!(mv.roll, roll.0, "the dice come from the seed");
                game.roll(roll).expect("roll");
                game.play(mv.seat, &mv.played).expect("a legal move");
            }
            let result = game.result().expect("the game is over");
            let replayed: Vec<(u8, u8, u32)> = result
                .standings
                .iter()
                .map(|s| (s.seat, s.rank, s.score.total()))
                .collect();
            let recorded: Vec<(u8, u8, u32)> = record
                .standings
                .iter()
                .map(|s| (s.seat, s.rank, s.score))
                .collect();
            assert_eq!(replayed, recorded, "game {}", record.game);
            assert_eq!(result.winners, record.winners);
            for standing in &record.standings {
                assert_eq!(
                    standing.strategy,
                    record.seats[usize::from(standing.seat)].strategy
                );
            }
        }
    }
}

#[test]
fn the_seating_turns_fairly() {
    let players = 3u8;
    let games = 4 * u64::from(players);
    let mut counts: BTreeMap<(usize, u8), u64> = BTreeMap::new();
    for game in 0..games {
        let mut entrants: Vec<usize> = (0..players)
            .map(|seat| arena::seated(game, seat, players))
            .collect();
        for (seat, &entrant) in entrants.iter().enumerate() {
            *counts.entry((entrant, seat as u8)).or_default() += 1;
        }
        entrants.sort_unstable();
        assert_eq!(entrants, vec![0, 1, 2], "everyone sits once in game {game}");
    }
    assert_eq!(counts.len(), 9);
    assert!(counts.values().all(|&n| n == 4), "{counts:?}");

    // The records agree, and every game of a deal shares its dice.
    let report = run(games, 3, Config::new(players));
    let entrants = lineup();
    let names: Vec<&str> = entrants.iter().map(|e| e.name()).collect();
    for record in &report.records {
        assert_eq!(record.options.first_seat, 0);
        for seat in 0..players {
            let expected = names[arena::seated(record.game, seat, players)];
            assert_eq!(record.seats[usize::from(seat)].strategy, expected);
        }
        let deal_start = &report.records[(record.game - record.game % 3) as usize];
        assert_eq!(record.seed, deal_start.seed);
    }
    assert_ne!(report.records[0].seed, report.records[3].seed);
    for strategy in &report.strategies {
        assert_eq!(strategy.seats, games, "{}", strategy.name);
    }
}

/// The records without the decision times, which the clock decides.
fn timeless(report: &Report) -> Vec<GameRecord> {
    let mut records = report.records.clone();
    for record in &mut records {
        for mv in &mut record.moves {
            mv.think_ns = 0;
        }
    }
    records
}

#[test]
fn a_run_replays_from_its_seed() {
    let first = run(6, 21, Config::new(3));
    let again = run(6, 21, Config::new(3));
    assert_eq!(timeless(&first), timeless(&again));
    let other = run(6, 22, Config::new(3));
    assert_ne!(
        timeless(&first),
        timeless(&other),
        "another seed, other games"
    );
    let wins = |r: &Report| {
        r.strategies
            .iter()
            .map(|s| (s.wins, s.seats))
            .collect::<Vec<_>>()
    };
    assert_eq!(wins(&first), wins(&again));
    let ratings = |r: &Report| {
        r.strategies
            .iter()
            .map(|s| (s.rating.rating, s.rating.uncertainty))
            .collect::<Vec<_>>()
    };
    assert_eq!(ratings(&first), ratings(&again));
}

#[test]
fn a_line_up_must_fill_the_table() {
    let result = arena::play(&options(3, 1, Config::new(4)), &lineup());
    assert!(result.is_err());
}

#[test]
fn wilson_intervals() {
    let (low, high) = arena::wilson(5, 10);
    assert!(
        (low - 0.2366).abs() < 1e-3 && (high - 0.7634).abs() < 1e-3,
        "{low} {high}"
    );
    let (low, high) = arena::wilson(0, 20);
    assert!(low == 0.0 && (high - 0.1611).abs() < 1e-3, "{high}");
    assert_eq!(arena::wilson(0, 0), (0.0, 1.0));
}

#[test]
fn move_times_are_percentiles_of_the_timed_decisions() {
    let report = run(8, 3, Config::new(3));
    for s in &report.strategies {
        assert!(s.decisions > 0, "{} made timed decisions", s.name);
        assert!(
            s.median_decision <= s.p99_decision,
            "{}: p50 {:?} above p99 {:?}",
            s.name,
            s.median_decision,
            s.p99_decision
        );
    }
    let table = report.to_string();
    assert!(
        table.contains("p50 move") && table.contains("p99 move"),
        "{table}"
    );
}
