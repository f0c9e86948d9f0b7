//! The server's own bots and clocks: house seats, a turn clock that plays
//! a stalled seat's default move and then hands it to a house bot, deadlines
//! that survive a restart, and matchmaking.

use crate::common;

use std::time::Duration;

use common::{Server, assert_refused, get, options};
use mountain_goats_bot::pb::{self, event::Kind, watch_game_response::Update};
use mountain_goats_bot::{Client, Greedy, SeatTicket};
use tokio_stream::StreamExt;

async fn create_with(
    client: &mut Client,
    options: pb::GameOptions,
    house: &[(u32, &str)],
) -> Result<pb::Game, tonic::Status> {
    client
        .create_game(pb::CreateGameRequest {
            options: Some(options),
            seed: Vec::new(),
            house_seats: house
                .iter()
                .map(|(seat, strategy)| pb::HouseSeat {
                    seat: *seat,
                    strategy: (*strategy).to_owned(),
                })
                .collect(),
        })
        .await
        .map(|r| r.into_inner().game.expect("a game"))
}

fn clocked(players: u32, seconds: u32, house_after: u32) -> pb::GameOptions {
    pb::GameOptions {
        players,
        turn_seconds: Some(seconds),
        house_after_timeouts: house_after,
        ..options(players)
    }
}

/// Every change of a stream until the game is over (or `limit` passes).
async fn changes_until_over(
    stream: &mut tonic::Streaming<pb::WatchGameResponse>,
    limit: Duration,
) -> Vec<pb::GameChange> {
    let mut changes = Vec::new();
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        let message = tokio::time::timeout_at(deadline, stream.next())
            .await
            .expect("the game ends in time")
            .expect("open")
            .expect("healthy");
        if let Some(Update::Change(change)) = message.update {
            let over = change
                .game
                .as_ref()
                .is_some_and(|g| g.status == pb::GameStatus::Finished as i32);
            changes.push(change);
            if over {
                return changes;
            }
        }
    }
}

async fn watch(client: &mut Client, name: &str) -> tonic::Streaming<pb::WatchGameResponse> {
    client
        .watch_game(pb::WatchGameRequest {
            name: name.into(),
            resume_after: None,
        })
        .await
        .expect("watch")
        .into_inner()
}

fn kinds(change: &pb::GameChange) -> Vec<&Kind> {
    change
        .events
        .iter()
        .filter_map(|e| e.kind.as_ref())
        .collect()
}

#[tokio::test]
async fn three_house_seats_and_one_bot_play_to_the_end() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let game = create_with(
        &mut client,
        options(4),
        &[(0, "greedy"), (2, "random"), (3, "expert")],
    )
    .await
    .expect("created");
    // The house seats are taken at once, and marked as such.
    let houses: Vec<&str> = game
        .seats
        .iter()
        .map(|s| s.house_strategy.as_str())
        .collect();
    assert_eq!(houses, ["greedy", "", "random", "expert"]);
    // Each named by its strategy and its seat, so the log tells them apart.
    let names: Vec<&str> = game.seats.iter().map(|s| s.player_name.as_str()).collect();
    assert_eq!(names, ["Greedy bot 1", "", "Random bot 3", "Expert bot 4"]);
    assert_eq!(game.status, pb::GameStatus::Open as i32);
    assert!(game.seats.iter().filter(|s| s.taken).count() == 3);

    let mut watcher = watch(&mut client, &game.name).await;
    let ticket = mountain_goats_bot::join_game(&mut client, &game.name, "Ada", Some(1))
        .await
        .expect("joins the last seat");
    let mut bot_client = server.client().await;
    let bot = tokio::spawn(async move {
        mountain_goats_bot::play(&mut bot_client, &ticket, &mut Greedy)
            .await
            .expect("plays to the end")
    });
    let changes = changes_until_over(&mut watcher, Duration::from_secs(120)).await;
    let finished = bot.await.expect("bot");
    assert_eq!(finished.status, pb::GameStatus::Finished as i32);
    // Every seat moved, house seats through the same log as the bot.
    let mut movers = std::collections::BTreeSet::new();
    for change in &changes {
        for kind in kinds(change) {
            if let Kind::MovePlayed(m) = kind {
                movers.insert(m.seat);
            }
        }
    }
    assert_eq!(movers.into_iter().collect::<Vec<_>>(), [0, 1, 2, 3]);
    // And the log replays: `watch --verify` checks every roll and score.
    let verify = tokio::process::Command::new(common::server_bin())
        // Its words in English, whatever the machine's locale.
        .env("LC_ALL", "C")
        .args(["watch", &finished.name, "--verify", "--addr", &server.addr])
        .output()
        .await
        .expect("watch --verify runs");
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stderr)
    );
}

#[tokio::test]
async fn house_bots_have_names_of_their_own() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    // Two of one strategy, and the longest strategy names.
    let big = pb::GameOptions {
        big_mountain: true,
        ..options(5)
    };
    let game = create_with(
        &mut client,
        big,
        &[
            (0, "greedy"),
            (1, "greedy"),
            (2, "expert-expectimax"),
            (4, "expert-montecarlo"),
        ],
    )
    .await
    .expect("created");
    let names: Vec<&str> = game.seats.iter().map(|s| s.player_name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Greedy bot 1",
            "Greedy bot 2",
            "Expert-expectimax bot 3",
            "",
            "Expert-montecarlo bot 5"
        ]
    );
    for name in names.iter().filter(|n| !n.is_empty()) {
        assert!(
            mountain_goats_server::api::parse_player_name(name).is_ok(),
            "{name:?} is not a valid player name"
        );
    }
    // The events say the same names.
    let mut watcher = client
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: Some(0),
        })
        .await
        .expect("watch")
        .into_inner();
    let mut joined = Vec::new();
    while joined.len() < 4 {
        let message = tokio::time::timeout(Duration::from_secs(10), watcher.next())
            .await
            .expect("the history comes")
            .expect("open")
            .expect("healthy");
        if let Some(Update::Change(change)) = message.update {
            for kind in kinds(&change) {
                if let Kind::SeatJoined(j) = kind {
                    joined.push((j.seat, j.player_name.clone()));
                }
            }
        }
    }
    assert_eq!(
        joined,
        [
            (0, "Greedy bot 1".to_owned()),
            (1, "Greedy bot 2".to_owned()),
            (2, "Expert-expectimax bot 3".to_owned()),
            (4, "Expert-montecarlo bot 5".to_owned()),
        ]
    );
}

#[tokio::test]
async fn house_seats_are_checked() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let cases: &[(&[(u32, &str)], &str)] = &[
        (&[(4, "greedy")], "a seat past the table"),
        (&[(0, "greedy"), (0, "random")], "a seat twice"),
        (&[(1, "")], "no strategy"),
        (&[(1, "grandmaster")], "an unknown strategy"),
    ];
    for (house, why) in cases {
        let result = create_with(&mut client, options(4), house).await;
        assert_refused(result, tonic::Code::InvalidArgument, "INVALID_HOUSE_SEATS");
        let _ = why;
    }
    let no_clock = pb::GameOptions {
        house_after_timeouts: 2,
        ..options(2)
    };
    assert_refused(
        create_with(&mut client, no_clock, &[]).await,
        tonic::Code::InvalidArgument,
        "INVALID_OPTIONS",
    );
    assert_refused(
        create_with(&mut client, clocked(2, 0, 0), &[]).await,
        tonic::Code::InvalidArgument,
        "INVALID_OPTIONS",
    );
}

#[tokio::test]
async fn a_stalled_seat_gets_its_default_moves_then_a_house_bot() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    // Seat 0 is a house bot; seat 1 joins and never moves.
    let game = create_with(&mut client, clocked(2, 1, 2), &[(0, "greedy")])
        .await
        .expect("created");
    let mut watcher = watch(&mut client, &game.name).await;
    let ticket = mountain_goats_bot::join_game(&mut client, &game.name, "Sleepy", Some(1))
        .await
        .expect("joined");
    assert!(ticket.seat == 1);
    let changes = changes_until_over(&mut watcher, Duration::from_secs(60)).await;

    let mut timeouts = Vec::new();
    let mut passed = None;
    for (i, change) in changes.iter().enumerate() {
        let kinds = kinds(change);
        if let Some(Kind::ClockRanOut(c)) = kinds.first() {
            assert_eq!(c.seat, 1, "only the stalled seat runs out of time");
            // The default move follows, for the same seat.
            assert!(
                matches!(kinds.get(1), Some(Kind::MovePlayed(m)) if m.seat == 1),
                "{kinds:?}"
            );
            timeouts.push(i);
        }
        if let Some(Kind::SeatPassedToHouse(p)) = kinds.first() {
            assert_eq!((p.seat, p.strategy.as_str()), (1, "greedy"));
            passed = Some(i);
            let game = change.game.as_ref().expect("game");
            assert_eq!(game.seats[1].house_strategy, "greedy", "marked in the game");
            // The seat keeps its player's name: the log stays readable.
            assert_eq!(game.seats[1].player_name, "Sleepy");
            assert_eq!(game.seats[0].player_name, "Greedy bot 1");
        }
    }
    assert_eq!(timeouts.len(), 2, "two timeouts, then the house bot");
    let passed = passed.expect("the seat passed to a house bot");
    assert!(passed > timeouts[1]);
    // Afterwards seat 1 moves without running out of time.
    let later_moves = changes[passed..]
        .iter()
        .flat_map(kinds)
        .filter(|k| matches!(k, Kind::MovePlayed(m) if m.seat == 1))
        .count();
    assert!(later_moves > 0, "the house bot plays seat 1");
    // The stalled player's token still reads the game but cannot move.
    let now = get(&mut client, &game.name).await;
    assert_eq!(now.status, pb::GameStatus::Finished as i32);
}

#[tokio::test]
async fn a_deadline_is_kept_across_a_kill_and_restart() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let game = create_with(&mut client, clocked(2, 4, 0), &[])
        .await
        .expect("created");
    let mut tickets: Vec<SeatTicket> = Vec::new();
    for seat in 0..2 {
        tickets.push(
            mountain_goats_bot::join_game(&mut client, &game.name, "p", Some(seat))
                .await
                .expect("joined"),
        );
    }
    let before = get(&mut client, &game.name).await;
    let deadline = before.turn_deadline.expect("a clock runs");
    let started = before.update_time.expect("update time");
    assert_eq!(
        deadline.seconds - started.seconds,
        4,
        "the clock counts from the turn's start"
    );

    // Killed a second into the turn, back at once.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let db = server.db.clone();
    let _dir = server.kill().await;
    let server = Server::start_on(&db, &[]).await;
    let mut client = server.client().await;
    let after = get(&mut client, &game.name).await;
    assert_eq!(after.turn_deadline, Some(deadline), "the same deadline");

    // The default move comes at the original deadline, not 4 s after the
    // restart.
    let mut watcher = client
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: Some(after.version),
        })
        .await
        .expect("watch")
        .into_inner();
    let change = loop {
        let message = tokio::time::timeout(Duration::from_secs(10), watcher.next())
            .await
            .expect("the clock runs out in time")
            .expect("open")
            .expect("healthy");
        if let Some(Update::Change(change)) = message.update {
            break change;
        }
    };
    assert!(matches!(kinds(&change).first(), Some(Kind::ClockRanOut(_))));
    let at = change
        .game
        .as_ref()
        .and_then(|g| g.update_time)
        .expect("time");
    let at_ms = at.seconds * 1000 + i64::from(at.nanos) / 1_000_000;
    let deadline_ms = deadline.seconds * 1000 + i64::from(deadline.nanos) / 1_000_000;
    assert!(
        (deadline_ms..deadline_ms + 1500).contains(&at_ms),
        "played at {at_ms}, the deadline was {deadline_ms}"
    );
}

async fn find(
    client: &mut Client,
    options: pb::GameOptions,
    token: &str,
    house_fill_seconds: Option<u32>,
) -> Result<pb::FindGameResponse, tonic::Status> {
    client
        .find_game(pb::FindGameRequest {
            options: Some(options),
            player_name: "finder".into(),
            seat_token: token.into(),
            house_fill_seconds,
            house_strategy: String::new(),
            dice_contribution: mountain_goats_bot::dice_contribution(),
        })
        .await
        .map(tonic::Response::into_inner)
}

#[tokio::test]
async fn two_bots_looking_for_the_same_game_are_seated_together() {
    let server = Server::start(&[]).await;
    let mut a = server.client().await;
    let mut b = server.client().await;
    let (x, y) = tokio::join!(
        find(&mut a, options(2), "Fa9kQ2mZ7xR4tV8wB3nL6pC1hJ5dG0sY", None),
        find(&mut b, options(2), "Hq3wE8rT1yU6iO0pA5sD9fG2hJ7kL4zX", None),
    );
    let (x, y) = (x.expect("seated"), y.expect("seated"));
    let (gx, gy) = (x.game.expect("game"), y.game.expect("game"));
    assert_eq!(gx.name, gy.name, "the same table");
    assert_ne!(x.seat, y.seat);
    // A retry with the same token is the same seat, not another game.
    let again = find(&mut a, options(2), "Fa9kQ2mZ7xR4tV8wB3nL6pC1hJ5dG0sY", None)
        .await
        .expect("retry");
    assert_eq!(
        (again.game.expect("game").name, again.seat),
        (gx.name.clone(), x.seat)
    );
    assert_eq!(
        get(&mut a, &gx.name).await.status,
        pb::GameStatus::Playing as i32
    );
    // Someone asking for other options gets another table.
    let other = find(&mut a, options(3), "Zm4nB7vC2xL9kJ5hG8fD1sA6pO3iU0yT", None)
        .await
        .expect("seated");
    assert_ne!(other.game.expect("game").name, gx.name);
    assert_refused(
        find(
            &mut a,
            pb::GameOptions {
                first_seat: Some(0),
                ..options(2)
            },
            "",
            None,
        )
        .await,
        tonic::Code::InvalidArgument,
        "INVALID_OPTIONS",
    );
}

#[tokio::test]
async fn a_lone_bot_gets_house_bots_after_the_wait() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let found = find(&mut client, options(3), "", Some(1))
        .await
        .expect("seated");
    let game = found.game.expect("game");
    assert_eq!(game.status, pb::GameStatus::Open as i32);
    let ticket = SeatTicket {
        game: game.name.clone(),
        seat: found.seat,
        token: found.seat_token,
    };
    let finished = tokio::time::timeout(
        Duration::from_secs(120),
        mountain_goats_bot::play(&mut client, &ticket, &mut Greedy),
    )
    .await
    .expect("the game ends in time")
    .expect("plays to the end");
    assert_eq!(finished.status, pb::GameStatus::Finished as i32);
    let house = finished
        .seats
        .iter()
        .filter(|s| s.house_strategy == "greedy")
        .count();
    assert_eq!(house, 2, "the two free seats went to house bots");
    // Two greedy bots, each named by its seat.
    let mut names: Vec<String> = finished
        .seats
        .iter()
        .filter(|s| !s.house_strategy.is_empty())
        .map(|s| s.player_name.clone())
        .collect();
    let expected: Vec<String> = (0..3u32)
        .filter(|&seat| seat != found.seat)
        .map(|seat| format!("Greedy bot {}", seat + 1))
        .collect();
    names.sort();
    assert_eq!(names, expected);
}
