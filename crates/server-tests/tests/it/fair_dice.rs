//! Fair dice, visibly (docs/dice.md): a chosen seed is marked on the game,
//! a server may refuse chosen seeds, and the dice of a game with a
//! server-drawn seed also come from what each player contributes when
//! joining — which anyone re-derives once the game is over, live, after a
//! restart, and from an export.

use crate::common;

use std::collections::BTreeMap;
use std::time::Duration;

use common::{Server, assert_refused, get, options};
use mountain_goats_bot::pb::{self, event::Kind, watch_game_response::Update};
use mountain_goats_bot::{Greedy, SeatTicket, play, request_id};
use mountain_goats_rules::{Roll, Seed};
use tokio_stream::StreamExt;
use tonic::Code;
use tonic_types::StatusExt;

type Client = mountain_goats_bot::Client;

async fn create(client: &mut Client, options: pb::GameOptions, seed: Vec<u8>) -> pb::Game {
    client
        .create_game(pb::CreateGameRequest {
            options: Some(options),
            seed,
            house_seats: Vec::new(),
        })
        .await
        .expect("created")
        .into_inner()
        .game
        .expect("a game")
}

fn join_request(game: &str, seat: u32, token: &str, contribution: &[u8]) -> pb::JoinGameRequest {
    pb::JoinGameRequest {
        name: game.to_owned(),
        player_name: format!("bot {seat}"),
        seat: Some(seat),
        seat_token: token.to_owned(),
        dice_contribution: contribution.to_vec(),
    }
}

/// Joins `seat` with `contribution`; returns the game after the join and
/// the seat's ticket.
async fn join(
    client: &mut Client,
    game: &str,
    seat: u32,
    contribution: &[u8],
) -> (pb::Game, SeatTicket) {
    let token = format!("{}{}", request_id(), request_id());
    let joined = client
        .join_game(join_request(game, seat, &token, contribution))
        .await
        .expect("joined")
        .into_inner();
    let ticket = SeatTicket {
        game: game.to_owned(),
        seat: joined.seat,
        token,
    };
    (joined.game.expect("a game"), ticket)
}

/// Plays every seat greedily to the end; returns the finished game and
/// every roll a watcher reading the whole history sees, by turn.
async fn play_out(
    server: &Server,
    game: &str,
    tickets: Vec<SeatTicket>,
) -> (pb::Game, BTreeMap<u64, Roll>) {
    let mut bots = Vec::new();
    for ticket in tickets {
        let mut client = server.client().await;
        bots.push(tokio::spawn(async move {
            play(&mut client, &ticket, &mut Greedy)
                .await
                .expect("plays to the end")
        }));
    }
    for bot in bots {
        bot.await.expect("the bot's task");
    }
    let mut client = server.client().await;
    let finished = get(&mut client, game).await;
    assert_eq!(finished.status(), pb::GameStatus::Finished);
    (finished, rolls_on_the_stream(&mut client, game).await)
}

/// The rolls of a game's whole history, as `WatchGame` from version 0
/// sends them.
async fn rolls_on_the_stream(client: &mut Client, game: &str) -> BTreeMap<u64, Roll> {
    let mut stream = client
        .watch_game(pb::WatchGameRequest {
            name: game.to_owned(),
            resume_after: Some(0),
        })
        .await
        .expect("watch")
        .into_inner();
    let mut rolls = BTreeMap::new();
    while let Some(message) = tokio::time::timeout(Duration::from_secs(10), stream.next())
        .await
        .expect("the history arrives")
    {
        let Some(Update::Change(change)) = message.expect("a healthy stream").update else {
            continue;
        };
        for event in change.events {
            if let Some(Kind::DiceRolled(rolled)) = event.kind {
                let dice = rolled.roll.expect("dice").dice;
                let dice: [u8; 4] = std::array::from_fn(|i| dice[i] as u8);
                rolls.insert(rolled.turn, Roll(dice));
            }
        }
    }
    rolls
}

fn contributions(game: &pb::Game) -> Vec<Vec<u8>> {
    game.seats
        .iter()
        .map(|s| s.dice_contribution.clone())
        .collect()
}

async fn run(args: &[&str]) -> std::process::Output {
    tokio::process::Command::new(common::server_bin())
        // Its words in English, whatever the machine's locale.
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .await
        .expect("the binary runs")
}

#[tokio::test]
async fn a_chosen_seed_is_marked_on_the_game_and_takes_no_contribution() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let seed = [4u8; 32];
    let game = create(&mut client, options(2), seed.to_vec()).await;
    assert_eq!(game.dice_source(), pb::DiceSource::ChosenSeed);
    assert_eq!(
        game.options.as_ref().and_then(|o| o.first_seat),
        Some(u32::from(Seed(seed).first_seat(2))),
        "drawn from the seed at creation, as always"
    );
    let (_, a) = join(&mut client, &game.name, 0, &[1; 32]).await;
    let (started, b) = join(&mut client, &game.name, 1, &[2; 32]).await;
    assert_eq!(started.dice_source(), pb::DiceSource::ChosenSeed);
    assert!(
        contributions(&started).iter().all(Vec::is_empty),
        "a contribution that would not count is not shown"
    );
    let (finished, rolls) = play_out(&server, &game.name, vec![a, b]).await;
    for (turn, roll) in &rolls {
        assert_eq!(Seed(seed).roll(*turn), *roll, "turn {turn}");
    }
    assert_eq!(finished.seed, seed.to_vec());

    // `watch` says it in words.
    let watched = run(&["watch", &game.name, "--verify", "--addr", &server.addr]).await;
    let out = String::from_utf8_lossy(&watched.stdout);
    assert!(watched.status.success(), "{watched:?}");
    assert!(out.contains("the creator knows every roll"), "{out}");
}

#[tokio::test]
async fn a_server_may_refuse_chosen_seeds() {
    let server = Server::start(&["--refuse-chosen-seeds"]).await;
    let mut client = server.client().await;
    for seed in [vec![4u8; 32], vec![4u8; 7]] {
        let refused = client
            .create_game(pb::CreateGameRequest {
                options: Some(options(2)),
                seed,
                house_seats: Vec::new(),
            })
            .await;
        let status = assert_refused(refused, Code::FailedPrecondition, "CHOSEN_SEED_REFUSED");
        assert!(status.message().contains("chosen seeds"), "{status:?}");
    }
    // A server-drawn seed is fine, and nothing else was created.
    let game = create(&mut client, options(2), Vec::new()).await;
    assert_eq!(game.dice_source(), pb::DiceSource::ServerSeedAndPlayers);
    let listed = client
        .list_games(pb::ListGamesRequest::default())
        .await
        .expect("listed")
        .into_inner();
    assert_eq!(listed.games.len(), 1);
}

#[tokio::test]
async fn contributions_make_the_dice_and_anyone_can_check_them() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let game = create(&mut client, options(3), Vec::new()).await;
    let name = game.name.clone();
    assert_eq!(game.dice_source(), pb::DiceSource::ServerSeedAndPlayers);
    assert_eq!(
        game.options.as_ref().and_then(|o| o.first_seat),
        None,
        "the first seat is drawn when the game starts"
    );

    // A contribution of the wrong size is refused, naming the field.
    for length in [1, 15, 65, 1000] {
        let token = format!("{}{}", request_id(), request_id());
        let refused = client
            .join_game(join_request(&name, 0, &token, &vec![9; length]))
            .await;
        let status = assert_refused(refused, Code::InvalidArgument, "INVALID_DICE_CONTRIBUTION");
        let violations = status
            .get_error_details()
            .bad_request()
            .map(|b| b.field_violations.clone())
            .unwrap_or_default();
        assert_eq!(violations[0].field, "dice_contribution", "{length} bytes");
    }
    assert_eq!(get(&mut client, &name).await.version, 1, "nothing joined");

    // Seat 1 sends none, as a client that knows nothing of contributions.
    let sent: [Vec<u8>; 3] = [vec![0x11; 16], Vec::new(), (0..64).collect()];
    let mut tickets = Vec::new();
    for seat in 0..3u32 {
        let (after, ticket) = join(&mut client, &name, seat, &sent[seat as usize]).await;
        // Public from the join on: each player sees theirs is counted.
        assert_eq!(
            after.seats[seat as usize].dice_contribution,
            sent[seat as usize]
        );
        if seat < 2 {
            assert_eq!(after.status(), pb::GameStatus::Open);
            assert_eq!(after.options.as_ref().and_then(|o| o.first_seat), None);
        } else {
            assert_eq!(after.status(), pb::GameStatus::Playing);
            let first_seat = after.options.as_ref().and_then(|o| o.first_seat);
            assert_eq!(
                first_seat,
                Some(after.board.as_ref().expect("a board").first_seat)
            );
        }
        tickets.push(ticket);
    }
    // A join retried with the same token keeps the contribution it made.
    let retried = client
        .join_game(join_request(&name, 0, &tickets[0].token, &[0x22; 16]))
        .await
        .expect("the same join")
        .into_inner();
    assert_eq!(retried.seat, 0);
    assert_eq!(
        retried.game.expect("a game").seats[0].dice_contribution,
        sent[0]
    );

    let (finished, rolls) = play_out(&server, &name, tickets).await;
    assert_eq!(contributions(&finished), sent.to_vec());
    let seed = Seed::from_slice(&finished.seed).expect("revealed at the end");
    assert_eq!(seed.commitment(), game.seed_sha256, "the seed committed to");
    let mixed = seed.mixed_with(sent.iter().map(Vec::as_slice));
    assert_eq!(
        finished.options.as_ref().and_then(|o| o.first_seat),
        Some(u32::from(mixed.first_seat(3))),
        "the first seat comes from the mixed seed"
    );
    assert_eq!(
        rolls.len() as u64,
        finished.board.as_ref().expect("a board").turn + 1
    );
    for (turn, roll) in &rolls {
        assert_eq!(mixed.roll(*turn), *roll, "turn {turn}");
    }
    assert!(
        rolls.iter().any(|(turn, roll)| seed.roll(*turn) != *roll),
        "the seed alone does not give these dice"
    );

    // `watch --verify` re-derives them too, and says where they came from.
    let watched = run(&["watch", &name, "--verify", "--addr", &server.addr]).await;
    let out = String::from_utf8_lossy(&watched.stdout);
    assert!(watched.status.success(), "{watched:?}");
    assert!(
        out.contains("mixed with the players' contributions (2 of 3 seated players contributed)"),
        "{out}"
    );
    assert!(
        out.contains("rolls from the seed mixed with the players' contributions"),
        "{out}"
    );

    // The log keeps the contributions: a restarted server shows and
    // re-derives the same game.
    let db = server.db.clone();
    let dir = server.kill().await;
    let again = Server::start_on(&db, &[]).await;
    let mut client = again.client().await;
    let reloaded = get(&mut client, &name).await;
    assert_eq!(reloaded, finished);
    assert_eq!(rolls_on_the_stream(&mut client, &name).await, rolls);

    // An export replays anywhere; a changed contribution is caught.
    let tmp = tempfile::tempdir().expect("a temporary directory");
    let file = tmp.path().join("game.jsonl");
    let path = file.display().to_string();
    let exported = run(&["export", &name, "--addr", &again.addr, "--out", &path]).await;
    assert!(exported.status.success(), "{exported:?}");
    let replayed = run(&["replay", &path]).await;
    let out = String::from_utf8_lossy(&replayed.stdout);
    assert!(replayed.status.success(), "{replayed:?}");
    assert!(
        out.contains(&format!("verified: all {} rolls", rolls.len())),
        "{out}"
    );
    let text = std::fs::read_to_string(&file).expect("the export");
    let tampered = text.replace(&hex::encode(&sent[0]), &hex::encode([0x12; 16]));
    assert_ne!(tampered, text);
    std::fs::write(&file, tampered).expect("write");
    let refused = run(&["replay", &path]).await;
    assert!(
        !refused.status.success(),
        "a changed contribution is caught"
    );
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("the seed gives"),
        "{refused:?}"
    );
    drop(dir);
}

#[tokio::test]
async fn a_game_where_nobody_contributed_rolls_from_the_seed_alone() {
    // Every player on a client that sends no contribution: the dice are
    // exactly those such clients already know how to verify.
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let game = create(&mut client, options(2), Vec::new()).await;
    let (_, a) = join(&mut client, &game.name, 0, &[]).await;
    let (_, b) = join(&mut client, &game.name, 1, &[]).await;
    let (finished, rolls) = play_out(&server, &game.name, vec![a, b]).await;
    assert_eq!(finished.dice_source(), pb::DiceSource::ServerSeedAndPlayers);
    let seed = Seed::from_slice(&finished.seed).expect("revealed");
    assert_eq!(
        finished.options.as_ref().and_then(|o| o.first_seat),
        Some(u32::from(seed.first_seat(2)))
    );
    for (turn, roll) in &rolls {
        assert_eq!(seed.roll(*turn), *roll, "turn {turn}");
    }
}
