//! The arena's server mode against a real server: house seats are played by
//! the server, the others by the arena over gRPC, on the deal seeds of the
//! in-process arena, and every record replays through the rules to the
//! standings it (and the server) gives.

use crate::common;

use std::time::Duration;

use clap::Parser;
use common::{Server, get};
use mountain_goats_bot::arena::{
    self, ArenaArgs, ArenaError, ArenaOptions, Entrant, GameRecord, Report, ServerEntrant,
    ServerOptions,
};
use mountain_goats_bot::{HouseStrategy, pb};
use mountain_goats_rules::{Config, Game, Seed};

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    arena: ArenaArgs,
}

fn args(list: &[&str]) -> ArenaArgs {
    Cli::try_parse_from(std::iter::once("arena").chain(list.iter().copied()))
        .expect("arguments")
        .arena
}

/// `arena::run`, which blocks on its own runtime, off this test's runtime.
async fn run(args: ArenaArgs) -> Result<Report, ArenaError> {
    let run = tokio::task::spawn_blocking(move || arena::run(&args));
    tokio::time::timeout(Duration::from_secs(300), run)
        .await
        .expect("the run ends in time")
        .expect("the run's thread")
}

/// Replays a record's moves with the rules and its seed: the dice come from
/// the seed and the game ends in the recorded standings.
fn assert_replays(record: &GameRecord) {
    let seed = Seed::from_slice(&hex::decode(&record.seed).expect("hex")).expect("32 bytes");
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

/// The server's game agrees with the record: finished, the same seed and
/// standings, and house bots in exactly the seats the record marks.
async fn assert_matches_server(client: &mut mountain_goats_bot::Client, record: &GameRecord) {
    let name = record.name.as_deref().expect("a server game's name");
    let game = get(client, name).await;
    assert_eq!(game.status, pb::GameStatus::Finished as i32, "{name}");
    assert_eq!(
        hex::encode(&game.seed),
        record.seed,
        "{name}: the deal's seed"
    );
    for (seat, on_server) in record.seats.iter().zip(&game.seats) {
        assert!(on_server.taken);
        if seat.house {
            assert_eq!(
                on_server.house_strategy,
                seat.strategy.trim_end_matches(" (house)"),
                "{name} seat {}",
                seat.seat
            );
        } else {
            assert_eq!(on_server.house_strategy, "", "{name} seat {}", seat.seat);
        }
    }
    let standings: Vec<(u32, u32, u32)> = game
        .board
        .and_then(|b| b.result)
        .expect("a result")
        .standings
        .iter()
        .map(|s| (s.seat, s.rank, s.score))
        .collect();
    let recorded: Vec<(u32, u32, u32)> = record
        .standings
        .iter()
        .map(|s| (u32::from(s.seat), u32::from(s.rank), s.score))
        .collect();
    assert_eq!(standings, recorded, "{name}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn house_seats_play_on_the_server_and_every_record_replays() {
    let server = Server::start(&[]).await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let out = dir.path().join("games.jsonl");
    let out_arg = out.to_string_lossy().into_owned();
    let report = run(args(&[
        "--server",
        &server.addr,
        "--games",
        "8",
        "--seats",
        "greedy,random,greedy,random",
        "--house",
        "1,3",
        "--seed",
        "7",
        "--threads",
        "4",
        "--no-progress",
        "--out",
        &out_arg,
    ]))
    .await
    .expect("the arena plays on the server");
    assert_eq!(report.server.as_deref(), Some(server.addr.as_str()));

    let text = std::fs::read_to_string(&out).expect("the records");
    let records: Vec<GameRecord> = text
        .lines()
        .map(|line| {
            let value: serde_json::Value = serde_json::from_str(line).expect("json");
            for key in ["name", "options", "seed", "seats", "moves", "standings"] {
                assert!(value.get(key).is_some(), "{key} in {line}");
            }
            serde_json::from_str(line).expect("a game record")
        })
        .collect();
    assert_eq!(records.len(), 8);
    assert_eq!(records, report.records);
    let mut client = server.client().await;
    for (index, record) in records.iter().enumerate() {
        assert_eq!(record.game, index as u64);
        assert_eq!(record.options.first_seat, 0);
        assert_replays(record);
        // Entries 1 and 3 (random) are the house's wherever they sit.
        for seat in &record.seats {
            let entry = arena::seated(record.game, seat.seat, 4);
            assert_eq!(
                seat.house,
                entry % 2 == 1,
                "game {index} seat {}",
                seat.seat
            );
            assert_eq!(seat.strategy, ["greedy", "random"][entry % 2]);
        }
        // Only the arena's own decisions are timed.
        for mv in &record.moves {
            if record.seats[usize::from(mv.seat)].house {
                assert_eq!(mv.think_ns, 0);
            }
        }
        assert_matches_server(&mut client, record).await;
    }

    // The same deals as in process: the same dice, game by game.
    let in_process = arena::play(
        &ArenaOptions {
            games: 8,
            seed: 7,
            config: Config::new(4),
            move_time: None,
            threads: Some(1),
            progress: false,
        },
        &[
            Entrant::house(HouseStrategy::Greedy, Duration::ZERO),
            Entrant::house(HouseStrategy::Random, Duration::ZERO),
            Entrant::house(HouseStrategy::Greedy, Duration::ZERO),
            Entrant::house(HouseStrategy::Random, Duration::ZERO),
        ],
    )
    .expect("the arena plays in process");
    for (twin, record) in in_process.records.iter().zip(&records) {
        assert_eq!(twin.seed, record.seed);
        assert_eq!(twin.seats.len(), record.seats.len());
        for (a, b) in twin.seats.iter().zip(&record.seats) {
            assert_eq!(a.strategy, b.strategy, "the same seating");
        }
        assert_eq!(twin.moves[0].roll, record.moves[0].roll);
    }

    // The summary: 16 seats each; the house's decision times are unknown.
    let figures: Vec<(&str, u64, bool)> = report
        .strategies
        .iter()
        .map(|s| (s.name.as_str(), s.seats, s.house))
        .collect();
    assert_eq!(figures, [("greedy", 16, false), ("random", 16, true)]);
    assert!(report.strategies[0].decisions > 0);
    assert_eq!(report.strategies[1].decisions, 0);
    let table = report.to_string();
    assert!(table.contains("house (server)"), "{table}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_strategy_plays_against_its_house_twin_from_the_library() {
    let server = Server::start(&[]).await;
    let options = ArenaOptions {
        games: 4,
        seed: 3,
        config: Config::new(2),
        move_time: None,
        threads: Some(2),
        progress: false,
    };
    let lineup = [
        ServerEntrant::Local(Entrant::house(HouseStrategy::Greedy, Duration::ZERO)),
        ServerEntrant::House(HouseStrategy::Greedy),
    ];
    let server_options = ServerOptions {
        addr: server.addr.clone(),
        ca_pem: None,
    };
    let report = tokio::time::timeout(
        Duration::from_secs(300),
        arena::play_on_server(&options, &server_options, &lineup),
    )
    .await
    .expect("in time")
    .expect("the arena plays on the server");
    assert_eq!(report.lineup, ["greedy", "greedy (house)"]);
    assert_eq!(report.records.len(), 4);
    let mut client = server.client().await;
    for record in &report.records {
        assert_replays(record);
        assert_matches_server(&mut client, record).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_of_house_bots_only_plays_too() {
    let server = Server::start(&[]).await;
    let report = run(args(&[
        "--server",
        &server.addr,
        "--games",
        "2",
        "--seats",
        "greedy,random",
        "--house",
        "0,1",
        "--seed",
        "5",
        "--no-progress",
    ]))
    .await
    .expect("the arena watches the house play");
    let mut client = server.client().await;
    for record in &report.records {
        assert!(record.seats.iter().all(|s| s.house));
        assert_replays(record);
        assert_matches_server(&mut client, record).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failures_say_why() {
    // Nothing listens on port 1.
    let error = run(args(&[
        "--server",
        "127.0.0.1:1",
        "--games",
        "2",
        "--seats",
        "greedy,random",
        "--no-progress",
    ]))
    .await
    .expect_err("no server");
    assert!(
        matches!(&error, ArenaError::Server(m) if m.contains("no server is listening at 127.0.0.1:1")),
        "{error}"
    );
    let error = run(args(&[
        "--server",
        "127.0.0.1:1",
        "--seats",
        "greedy,random",
        "--house",
        "2",
    ]))
    .await
    .expect_err("no entry 2");
    assert!(
        matches!(&error, ArenaError::Options(m) if m.contains("--house 2")),
        "{error}"
    );
    // --house means nothing in process.
    assert!(Cli::try_parse_from(["arena", "--house", "1"]).is_err());
}
