//! What a move costs the server outside the rules and the network, in
//! process: listing and encoding the legal moves of the seat to move (once
//! per move), and encoding a change once for every recipient.
//!
//! `cargo bench --bench encode`. The service bench (`benches/service.rs`)
//! measures the whole server; this one isolates the code it profiles as
//! the server's own.

use std::hint::black_box;

// The server's allocator, so that allocation costs are the server's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{Criterion, criterion_group, criterion_main};
use mountain_goats_core::Encoding;
use mountain_goats_core::hosted::{DiceSource, Entry, HostedGame};
use mountain_goats_rules::{Config, Game, Phase, Roll, Seed};
use mountain_goats_server::fanout::{Legal, Protobuf, Update, list_answer};
use prost::Message;

/// A game `turns` turns in, played with fixed dice and the first listed move.
fn mid_game(config: Config, turns: u32) -> Game {
    let mut game = Game::new(config).expect("a valid config");
    let mut state = 0x2545_f491_u32;
    for _ in 0..turns {
        if game.is_over() {
            break;
        }
        let mut die = || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            (state % 6) as u8 + 1
        };
        let roll = Roll([die(), die(), die(), die()]);
        game.roll(roll).expect("a roll");
        if let Phase::AwaitingMove(_) = game.phase() {
            let moves = game.legal_moves();
            let pick = moves[(state as usize) % moves.len()].clone();
            game.play(game.current_seat(), &pick).expect("a legal move");
        }
    }
    game.roll(Roll([2, 3, 4, 5])).expect("a roll");
    game
}

fn listing(c: &mut Criterion) {
    for (name, config) in [
        ("base 4 players", Config::new(4)),
        (
            "Big Mountain 5 players",
            Config::new(5).with_big_mountain(true),
        ),
    ] {
        let game = mid_game(config, 40);
        let legal = Legal::new(1, game.clone());
        println!(
            "{name}: {} legal moves, {} bytes on the wire",
            game.legal_moves().len(),
            list_answer(&legal).encoded_len()
        );
        c.bench_function(&format!("legal moves listed and encoded, {name}"), |b| {
            b.iter(|| black_box(Protobuf::moves(1, black_box(&game))))
        });
    }
}

fn change(c: &mut Criterion) {
    let mut hosted = HostedGame::create(
        "bench".into(),
        Entry::Created {
            config: Config::new(4),
            seed: Seed([7; 32]),
            time_ms: 1,
            table: Default::default(),
            dice: DiceSource::ChosenSeed,
            draw_first_seat: false,
        },
    )
    .expect("created");
    for seat in 0..4 {
        hosted
            .replay(Entry::Joined {
                seat,
                player_name: format!("player {seat}"),
                token_hash: format!("{seat}"),
                time_ms: 2,
                house: None,
                dice_contribution: Vec::new(),
                account: None,
            })
            .expect("joined");
    }
    let view = hosted.view();
    let (_, events) = hosted.history(0).pop().expect("the last join");
    println!(
        "a change: {} bytes on the wire",
        Update::change(&view, &events).encoded.message.len()
    );
    c.bench_function("a change encoded once for every recipient", |b| {
        b.iter(|| black_box(Update::change(black_box(&view), black_box(&events))))
    });
}

criterion_group!(benches, listing, change);
criterion_main!(benches);
