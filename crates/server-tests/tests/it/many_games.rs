//! Many games at once over one server: 200 games of four bots, each game
//! with a watcher that must see every version, in order, none lost.

use crate::common;

use std::time::{Duration, Instant};

use common::{Server, get, options};
use mountain_goats_bot::{Greedy, pb, play};
use pb::watch_game_response::Update;
use tokio_stream::StreamExt;

const GAMES: usize = 200;
const PLAYERS: u32 = 4;
/// Connections shared by every bot and watcher (a channel multiplexes).
const CHANNELS: usize = 4;

/// Watches `name` to the end; checks that versions come in order with no
/// gap; returns the last game seen and how many changes came.
async fn watch_to_the_end(
    mut stream: tonic::codec::Streaming<pb::WatchGameResponse>,
    name: String,
) -> (pb::Game, u64) {
    let mut last: Option<pb::Game> = None;
    let mut changes = 0;
    while let Some(message) = stream.next().await {
        let update = message
            .expect("a healthy stream")
            .update
            .expect("an update");
        let game = match update {
            Update::Snapshot(snapshot) => {
                assert!(last.is_none(), "{name}: a snapshot only first (none lost)");
                let game = snapshot.game.expect("a game");
                assert_eq!(game.version, 1, "{name}: watched from the creation");
                game
            }
            Update::Change(change) => {
                let previous = last.as_ref().expect("a snapshot first").version;
                assert_eq!(change.version, previous + 1, "{name}: in order, no gap");
                changes += 1;
                let game = change.game.expect("a game");
                assert_eq!(game.version, change.version);
                game
            }
            Update::Heartbeat(_) => continue,
        };
        last = Some(game);
    }
    (last.expect("updates came"), changes)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_games_at_once_each_watched_without_a_gap() {
    // Every client here is 127.0.0.1: one client for the rate limiter.
    let server = Server::start(&["--rate-limit", "0"]).await;
    let mut clients = Vec::new();
    for _ in 0..CHANNELS {
        clients.push(server.client().await);
    }
    let started = Instant::now();

    let mut watchers = Vec::new();
    let mut bots = Vec::new();
    let mut names = Vec::new();
    for i in 0..GAMES {
        let mut client = clients[i % CHANNELS].clone();
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&(i as u64).to_le_bytes());
        let game = common::create(&mut client, options(PLAYERS), seed).await;
        names.push(game.name.clone());
        // The watcher subscribes before any seat is taken: its snapshot is
        // version 1, and every later version must come as a change.
        let stream = clients[(i + 1) % CHANNELS]
            .clone()
            .watch_game(pb::WatchGameRequest {
                name: game.name.clone(),
                resume_after: None,
            })
            .await
            .expect("watch")
            .into_inner();
        watchers.push(tokio::spawn(watch_to_the_end(stream, game.name.clone())));
        for seat in 0..PLAYERS {
            let mut client = clients[(i + seat as usize) % CHANNELS].clone();
            let name = game.name.clone();
            bots.push(tokio::spawn(async move {
                let ticket = mountain_goats_bot::join_game(
                    &mut client,
                    &name,
                    &format!("bot {seat}"),
                    Some(seat),
                )
                .await
                .expect("joins");
                play(&mut client, &ticket, &mut Greedy)
                    .await
                    .expect("plays to the end")
            }));
        }
    }
    let set_up = started.elapsed();

    let everything = async {
        let mut finished = Vec::new();
        for bot in bots {
            finished.push(bot.await.expect("bot task"));
        }
        let mut seen = Vec::new();
        for watcher in watchers {
            seen.push(watcher.await.expect("watcher task"));
        }
        (finished, seen)
    };
    let (finished, seen) = tokio::time::timeout(Duration::from_secs(600), everything)
        .await
        .expect("every game ends");
    let played = started.elapsed();

    let mut client = clients[0].clone();
    let mut moves = 0;
    for (i, name) in names.iter().enumerate() {
        let game = get(&mut client, name).await;
        assert_eq!(game.status, pb::GameStatus::Finished as i32, "{name}");
        let (watched, changes) = &seen[i];
        assert_eq!(watched, &game, "{name}: the watcher saw the end");
        // Joins and moves: every version after the creation came.
        assert_eq!(*changes, game.version - 1, "{name}: none lost");
        for bot in &finished[i * PLAYERS as usize..(i + 1) * PLAYERS as usize] {
            assert_eq!(bot, &game, "{name}: every bot saw the end");
        }
        moves += game.version - 1 - u64::from(PLAYERS);
    }
    eprintln!(
        "{GAMES} games, {moves} moves: set up in {set_up:.1?}, played in {played:.1?} ({:.0} moves/s)",
        moves as f64 / played.as_secs_f64()
    );
}
