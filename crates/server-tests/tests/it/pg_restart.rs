//! PostgreSQL restarted as if it crashed, while games are played through
//! two servers with `--durability process`: the database loses the last
//! commits it had acknowledged, which the servers still hold in memory.
//! They must not write on top of the gap (that left games `DATA_LOSS` for
//! good): every game is loaded again from what the database holds, and
//! every game is played to its end, and every rated game rated exactly
//! once.
//!
//! Restarts the test PostgreSQL, so `tests/run` runs it alone, after the
//! other tests on that database (`MOUNTAIN_GOATS_TEST_POSTGRES_DIR` names
//! the cluster `tests/postgres.sh` made).

use crate::common;

use std::time::Duration;

use common::{Server, fresh_postgres_database, full_game, get, options};
use mountain_goats_bot::pb;
use mountain_goats_bot::{Client, Greedy, SeatTicket};

const GAMES: usize = 12;
/// Rated games of house seats only, played beside them.
const RATED_GAMES: usize = 6;

/// Plays `ticket`'s seat to the end, starting again after any failure (a
/// database down for a moment, a game that went back to what the database
/// held).
async fn play_through(server: String, ticket: SeatTicket) -> pb::Game {
    let mut failures = 0;
    loop {
        let played = async {
            let mut client: Client = mountain_goats_bot::connect(&server)
                .await
                .map_err(|e| tonic::Status::unavailable(format!("connect: {e}")))?;
            mountain_goats_bot::play(&mut client, &ticket, &mut Greedy).await
        }
        .await;
        match played {
            Ok(game) => return game,
            Err(status) => {
                failures += 1;
                assert!(failures < 50, "{}: gave up after {status}", ticket.game);
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    }
}

#[tokio::test]
#[ignore = "restarts the test PostgreSQL: run alone by tests/run"]
async fn a_postgres_crash_under_load_damages_no_game() {
    let base = common::postgres().expect("MOUNTAIN_GOATS_TEST_POSTGRES");
    let cluster = std::env::var("MOUNTAIN_GOATS_TEST_POSTGRES_DIR")
        .expect("MOUNTAIN_GOATS_TEST_POSTGRES_DIR: the cluster tests/postgres.sh made");
    let db = fresh_postgres_database(&base).await;
    let servers = [
        Server::start_on(&db, &["--durability", "process"]).await,
        Server::start_on(&db, &["--durability", "process"]).await,
    ];
    let mut names = Vec::new();
    let mut bots = Vec::new();
    let mut tickets_kept = Vec::new();
    for i in 0..GAMES {
        let server = &servers[i % 2];
        let seed = [i as u8 + 1; 32];
        let (game, tickets) = full_game(&mut server.client().await, options(2), seed).await;
        names.push(game.name);
        for (seat, ticket) in tickets.into_iter().enumerate() {
            // Each seat plays through the other server from its neighbour,
            // so both servers hold every game.
            let addr = format!("http://{}", servers[(i + seat) % 2].addr);
            tickets_kept.push(ticket.clone());
            bots.push(tokio::spawn(play_through(addr, ticket)));
        }
    }
    // Rated games of house seats beside them: their ends, and the ratings
    // that go with them, may be lost with the crash, and played again.
    let mut rated = Vec::new();
    for i in 0..RATED_GAMES {
        let game = servers[i % 2]
            .client()
            .await
            .create_game(pb::CreateGameRequest {
                options: Some(pb::GameOptions {
                    rated: true,
                    ..options(3)
                }),
                seed: Vec::new(),
                house_seats: ["random", "greedy", "expert"]
                    .iter()
                    .zip(0..)
                    .map(|(strategy, seat)| pb::HouseSeat {
                        seat,
                        strategy: (*strategy).into(),
                    })
                    .collect(),
            })
            .await
            .expect("a rated game")
            .into_inner()
            .game
            .expect("a game");
        rated.push(game.name);
    }
    // Some moves in, then the crash.
    let mut watched = servers[0].client().await;
    for _ in 0..200 {
        if get(&mut watched, &names[0]).await.version >= 20 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/postgres.sh");
    let restarted = tokio::process::Command::new("bash")
        .args([script, "restart-immediate", &cluster])
        .status()
        .await
        .expect("tests/postgres.sh runs");
    assert!(restarted.success(), "PostgreSQL restarted");

    // Every bot plays its game to the end, except one whose opponent saw
    // the game finish in a history the database then lost and left (as a
    // player who saw the end would): the game went back to a version where
    // that opponent is to move, with no clock to move for them, and the bot
    // waits for ever. Such a game is played on below, with both seats.
    // A bot is counted as waiting so once its opponent has been gone for 5 s
    // (a bot that sees the real end returns within moments of the other).
    let mut left_behind = Vec::new();
    let finished = tokio::time::timeout(Duration::from_secs(90), async {
        let mut settled_since = None;
        loop {
            let left = |i: usize| {
                let partner = i ^ 1;
                !bots[i].is_finished() && bots[partner].is_finished()
            };
            let settled = (0..bots.len()).all(|i| bots[i].is_finished() || left(i));
            if !settled {
                settled_since = None;
            } else if (0..bots.len()).all(|i| bots[i].is_finished())
                || settled_since
                    .get_or_insert_with(tokio::time::Instant::now)
                    .elapsed()
                    > Duration::from_secs(5)
            {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let mut finished = Vec::new();
        for (bot, ticket) in bots.into_iter().zip(&tickets_kept) {
            if bot.is_finished() {
                finished.push(bot.await.expect("a bot's task"));
            } else {
                bot.abort();
                left_behind.push(ticket.game.clone());
            }
        }
        finished
    })
    .await;
    let Ok(finished) = finished else {
        let mut states = Vec::new();
        for name in &names {
            for server in &servers {
                let game = server
                    .client()
                    .await
                    .get_game(pb::GetGameRequest { name: name.clone() })
                    .await
                    .map(|r| r.into_inner().game.map(|g| (g.version, g.status)));
                states.push(format!("{name} on {}: {game:?}", server.addr));
            }
        }
        panic!(
            "not every game was played to its end:\n{}",
            states.join("\n")
        );
    };
    assert!(
        finished
            .iter()
            .all(|g| g.status == pb::GameStatus::Finished as i32)
    );
    // A game whose last moves were lost after its bots saw it finish (as
    // `process` durability allows) is played on to its end again, through
    // a server that reads it afresh from the database.
    let fresh = Server::start_on(&db, &[]).await;
    for game in &left_behind {
        let game = get(&mut fresh.client().await, game).await;
        assert_ne!(
            game.status,
            pb::GameStatus::Finished as i32,
            "{}: a bot waited though its game was finished",
            game.name
        );
    }
    let mut again = Vec::new();
    for ticket in tickets_kept {
        let game = get(&mut fresh.client().await, &ticket.game).await;
        if game.status != pb::GameStatus::Finished as i32 {
            let addr = format!("http://{}", fresh.addr);
            again.push(tokio::spawn(play_through(addr, ticket)));
        }
    }
    for bot in again {
        tokio::time::timeout(Duration::from_secs(60), bot)
            .await
            .expect("a game played on after the crash ends")
            .expect("a bot's task");
    }
    // Every game loads, on both servers and on the fresh one: none is
    // DATA_LOSS, and they agree.
    for name in &names {
        let mut answers = Vec::new();
        for server in servers.iter().chain([&fresh]) {
            let mut client = server.client().await;
            let ask = || pb::GetGameRequest { name: name.clone() };
            // A copy still holding a version the crash took answers
            // HISTORY_LOST once, and reloads the game.
            let answer = match client.get_game(ask()).await {
                Err(status) if status.code() == tonic::Code::Aborted => {
                    client.get_game(ask()).await
                }
                answer => answer,
            };
            let game = answer
                .unwrap_or_else(|status| panic!("{name} cannot be loaded: {status:?}"))
                .into_inner()
                .game
                .expect("a game");
            answers.push(game);
        }
        assert!(
            answers.windows(2).all(|w| w[0] == w[1]),
            "{name}: the servers agree"
        );
        assert_eq!(answers[0].status, pb::GameStatus::Finished as i32);
    }
    // Every rated game ends, and is rated exactly once: each house account
    // has each of them once in its history, and as many rated games.
    let mut client = fresh.client().await;
    for name in &rated {
        let mut tries = 0;
        while get(&mut client, name).await.status != pb::GameStatus::Finished as i32 {
            tries += 1;
            assert!(tries < 600, "{name}: a rated game of house seats ends");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    let mut expected: Vec<&str> = rated.iter().map(String::as_str).collect();
    expected.sort_unstable();
    for strategy in ["random", "greedy", "expert"] {
        let page = client
            .get_account(pb::GetAccountRequest {
                name: format!("accounts/house-{strategy}"),
            })
            .await
            .expect("a house account")
            .into_inner();
        let house = page.account.expect("the account");
        assert_eq!(house.rated_games as usize, RATED_GAMES, "{strategy}");
        let mut games: Vec<&str> = page.history.iter().map(|g| g.game.as_str()).collect();
        games.sort_unstable();
        assert_eq!(games, expected, "{strategy}: each rated game once");
    }
}
