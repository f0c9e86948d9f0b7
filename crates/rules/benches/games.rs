//! Whole random games, every turn listing the legal moves and playing one at
//! random; and `legal_moves()` alone for a few rolls.
//!
//! `cargo bench -p mountain-goats-rules --bench games -- --warm-up-time 1 --measurement-time 3`
//!
//! The game benchmarks play a fixed batch of games per iteration and report
//! their throughput in turns (criterion's "elem/s"); the batch's size in
//! games and turns is printed first, so games/s = turns/s × games / turns.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mountain_goats_rules::{Config, Game, Roll};

/// Games per iteration.
const BATCH: u64 = 16;

#[path = "../tests/rng/mod.rs"]
mod rng;
use rng::Rng;

/// Plays one whole game; returns its number of turns.
fn random_game(config: Config, seed: u64) -> u64 {
    let mut rng = Rng(seed);
    let mut game = Game::new(config).expect("valid config");
    while !game.is_over() {
        let roll = Roll([rng.die(), rng.die(), rng.die(), rng.die()]);
        game.roll(roll).expect("roll");
        let moves = game.legal_moves();
        let mv = &moves[(rng.next() % moves.len() as u64) as usize];
        game.play(game.current_seat(), mv).expect("listed move");
    }
    game.turn() + 1
}

fn batch(config: Config) -> u64 {
    (0..BATCH).map(|seed| random_game(config, seed)).sum()
}

fn games(c: &mut Criterion) {
    let cases = [
        ("base_4_players", Config::new(4)),
        (
            "big_mountain_5_players",
            Config::new(5).with_big_mountain(true),
        ),
    ];
    let mut group = c.benchmark_group("games");
    for (name, config) in cases {
        let turns = batch(config);
        println!(
            "{name}: {BATCH} games, {turns} turns per iteration ({:.1} turns per game)",
            turns as f64 / BATCH as f64
        );
        group.throughput(Throughput::Elements(turns));
        group.bench_function(name, |b| b.iter(|| batch(black_box(config))));
    }
    group.finish();
}

fn legal_moves(c: &mut Criterion) {
    let cases = [
        ("base_2345", Config::new(4), [2, 3, 4, 5]),
        ("base_1111", Config::new(4), [1, 1, 1, 1]),
        (
            "big_mountain_2345",
            Config::new(5).with_big_mountain(true),
            [2, 3, 4, 5],
        ),
        (
            "big_mountain_1111",
            Config::new(5).with_big_mountain(true),
            [1, 1, 1, 1],
        ),
    ];
    let mut group = c.benchmark_group("legal_moves");
    for (name, config, dice) in cases {
        let mut game = Game::new(config).expect("valid config");
        game.roll(Roll(dice)).expect("roll");
        println!("{name}: {} moves", game.legal_moves().len());
        group.bench_function(name, |b| b.iter(|| black_box(&game).legal_moves()));
    }
    group.finish();
}

criterion_group!(benches, games, legal_moves);
criterion_main!(benches);
