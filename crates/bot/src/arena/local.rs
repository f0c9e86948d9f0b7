//! The arena in process: every game on the rules crate itself, the dice
//! rolled from the deal seeds, on every core.

use std::time::Instant;

use mountain_goats_rules::{Game, Roll};
use mountain_goats_strategies::Player;
use rayon::prelude::*;

use super::table::{
    ArenaError, ArenaOptions, Entrant, GameRecord, MoveRecord, Report, SeatRecord, deal_seed,
    figures, finish_record, mind_seed, progress_bar, seated,
};

/// Plays `options.games` games of the line-up (one entrant per seat) and
/// rates the entrants; the same name in several seats is one strategy.
pub fn play(options: &ArenaOptions, lineup: &[Entrant]) -> Result<Report, ArenaError> {
    if lineup.len() != usize::from(options.config.players) {
        return Err(ArenaError::Options(format!(
            "{} strategies for {} seats",
            lineup.len(),
            options.config.players
        )));
    }
    Game::new(options.config.with_first_seat(0)).map_err(|e| ArenaError::Options(e.to_string()))?;
    let bar = progress_bar(options);
    let started = Instant::now();
    let play_all = || {
        (0..options.games)
            .into_par_iter()
            .map(|game| {
                let record = play_game(options, lineup, game);
                bar.inc(1);
                record
            })
            .collect::<Result<Vec<GameRecord>, ArenaError>>()
    };
    let records = match options.threads {
        Some(threads) => rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| ArenaError::Options(e.to_string()))?
            .install(play_all),
        None => play_all(),
    }?;
    let elapsed = started.elapsed();
    bar.finish_and_clear();
    let names: Vec<String> = lineup.iter().map(|e| e.name.clone()).collect();
    Ok(Report {
        options: options.clone(),
        strategies: figures(&names, &records),
        lineup: names,
        elapsed,
        records,
        server: None,
    })
}

fn play_game(
    options: &ArenaOptions,
    lineup: &[Entrant],
    index: u64,
) -> Result<GameRecord, ArenaError> {
    let config = options.config.with_first_seat(0);
    let players = config.players;
    let seed = deal_seed(options.seed, index / u64::from(players));
    let seats: Vec<SeatRecord> = (0..players)
        .map(|seat| SeatRecord {
            seat,
            strategy: lineup[seated(index, seat, players)].name.clone(),
            house: false,
        })
        .collect();
    let mut minds: Vec<Box<dyn Player + Send>> = (0..players)
        .map(|seat| (lineup[seated(index, seat, players)].make)(mind_seed(&seed, index, seat)))
        .collect();
    let mut game = Game::new(config).map_err(|e| ArenaError::Options(e.to_string()))?;
    let mut moves = Vec::new();
    let broken = |e: mountain_goats_rules::RuleError| {
        ArenaError::Options(format!(
            "game {index}: the rules refused a listed move: {e}"
        ))
    };
    while !game.is_over() {
        let roll: Roll = seed.roll(game.turn());
        game.roll(roll).map_err(broken)?;
        let legal = game.legal_moves();
        let seat = game.current_seat();
        let started = Instant::now();
        let chosen = minds[usize::from(seat)].choose(&game, &legal);
        let think = started.elapsed();
        let Some(played) = legal.get(chosen).or(legal.first()).cloned() else {
            return Err(ArenaError::Options(format!(
                "game {index}: no legal move for roll {roll}"
            )));
        };
        moves.push(MoveRecord {
            turn: game.turn(),
            seat,
            roll: roll.0,
            think_ns: u64::try_from(think.as_nanos()).unwrap_or(u64::MAX),
            played: played.clone(),
        });
        game.play(seat, &played).map_err(broken)?;
    }
    let result = game
        .result()
        .ok_or_else(|| ArenaError::Options(format!("game {index} ended without a result")))?;
    Ok(finish_record(
        GameRecord {
            game: index,
            name: None,
            options: config,
            move_ms: options.move_time.map(|t| t.as_millis() as u64),
            seed: hex::encode(seed.0),
            seats,
            moves,
            standings: Vec::new(),
            winners: Vec::new(),
        },
        result,
    ))
}
