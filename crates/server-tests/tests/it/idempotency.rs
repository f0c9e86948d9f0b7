//! A move retried with the same request id is played once, and every retry
//! gets the first answer again.

use crate::common;

use common::{Server, assert_refused, full_game, get, legal_moves, options, submit, to_move};
use mountain_goats_bot::{pb, request_id};
use tokio_stream::StreamExt;
use tonic::Code;

#[tokio::test]
async fn the_same_request_id_twice_plays_once_and_answers_the_same() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(4), [11; 32]).await;
    let mut watch = client
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: Some(game.version),
        })
        .await
        .expect("watch")
        .into_inner();

    let mover = to_move(&game, &tickets).clone();
    let legal = legal_moves(&mut client, &game.name).await.legal_moves[0]
        .r#move
        .clone()
        .expect("a move");
    let id = request_id();
    let first = submit(&mut client, &mover, legal.clone(), Some(game.version), &id)
        .await
        .expect("accepted");
    let again = submit(&mut client, &mover, legal.clone(), Some(game.version), &id)
        .await
        .expect("the retry gets the first answer");
    assert_eq!(again, first, "same game, same events");
    let played = first.game.clone().expect("a game");
    assert_eq!(played.version, game.version + 1);
    assert!(!first.events.is_empty());
    assert_eq!(get(&mut client, &game.name).await, played, "applied once");

    // A new request id for the same move is a new move: refused now.
    let result = submit(
        &mut client,
        &mover,
        legal.clone(),
        Some(game.version),
        &request_id(),
    )
    .await;
    assert_refused(result, Code::FailedPrecondition, "STALE_VERSION");
    let result = submit(&mut client, &mover, legal.clone(), None, &request_id()).await;
    assert_refused(result, Code::FailedPrecondition, "NOT_YOUR_TURN");
    // So is the same move without a request id, twice.
    let result = submit(&mut client, &mover, legal.clone(), None, "").await;
    assert_refused(result, Code::FailedPrecondition, "NOT_YOUR_TURN");
    assert_eq!(get(&mut client, &game.name).await, played);

    // Once the game has moved on, the retry still gets the first answer and
    // plays nothing; the same id with another move is a client bug.
    let next = common::play_first_legal(&mut client, &game.name, &tickets).await;
    let now = next.game.expect("a game");
    assert_eq!(now.version, played.version + 1);
    let other_move = pb::Move {
        faces: vec![1, 1, 1, 1],
        groups: Vec::new(),
    };
    let late = submit(&mut client, &mover, legal, Some(game.version), &id)
        .await
        .expect("a late retry gets the first answer");
    assert_eq!(late, first);
    let reused = submit(&mut client, &mover, other_move, Some(game.version), &id).await;
    assert_refused(reused, Code::InvalidArgument, "REQUEST_ID_REUSED");
    assert_eq!(get(&mut client, &game.name).await, now, "nothing replayed");

    // The watcher saw each change once, numbered without a gap.
    let mut versions = Vec::new();
    while versions.len() < 2 {
        let message = watch.next().await.expect("an update").expect("healthy");
        match message.update.expect("an update") {
            pb::watch_game_response::Update::Change(change) => {
                if change.version == played.version {
                    assert_eq!(change.events, first.events);
                    assert_eq!(change.game.as_ref(), Some(&played));
                }
                versions.push(change.version);
            }
            pb::watch_game_response::Update::Snapshot(_) => panic!("no snapshot on resume"),
            pb::watch_game_response::Update::Heartbeat(_) => {}
        }
    }
    assert_eq!(versions, vec![played.version, now.version]);
}

#[tokio::test]
async fn concurrent_duplicates_play_once() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(3), [12; 32]).await;
    let mover = to_move(&game, &tickets).clone();
    let legal = legal_moves(&mut client, &game.name).await.legal_moves[0]
        .r#move
        .clone()
        .expect("a move");
    let id = request_id();
    let mut tasks = Vec::new();
    for _ in 0..8 {
        let mut client = server.client().await;
        let (mover, legal, id) = (mover.clone(), legal.clone(), id.clone());
        tasks.push(tokio::spawn(async move {
            submit(&mut client, &mover, legal, None, &id).await
        }));
    }
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(
            task.await
                .expect("task")
                .expect("every duplicate is answered"),
        );
    }
    assert!(answers.windows(2).all(|w| w[0] == w[1]), "one answer");
    let after = get(&mut client, &game.name).await;
    assert_eq!(after.version, game.version + 1, "played once");
    assert_eq!(answers[0].game.as_ref(), Some(&after));
}

#[tokio::test]
async fn request_ids_are_per_seat_and_a_refused_move_does_not_use_one_up() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(2), [13; 32]).await;
    let id = "move-1";

    // A refused move records nothing under its request id.
    let mover = to_move(&game, &tickets).clone();
    let illegal = pb::Move {
        faces: vec![7, 7, 7, 7],
        groups: Vec::new(),
    };
    let result = submit(&mut client, &mover, illegal, None, id).await;
    assert_refused(result, Code::FailedPrecondition, "FACE_OUT_OF_RANGE");
    let legal = legal_moves(&mut client, &game.name).await.legal_moves[0]
        .r#move
        .clone()
        .expect("a move");
    let first = submit(&mut client, &mover, legal.clone(), None, id)
        .await
        .expect("the same id with a legal move plays it");
    let played = first.game.clone().expect("a game");
    assert_eq!(played.version, game.version + 1);

    // The other seat may use the same id for its own move.
    let other = to_move(&played, &tickets).clone();
    assert_ne!(other.seat, mover.seat);
    let others = legal_moves(&mut client, &game.name).await.legal_moves[0]
        .r#move
        .clone()
        .expect("a move");
    let second = submit(&mut client, &other, others, None, id)
        .await
        .expect("another seat's id is its own");
    assert_eq!(
        second.game.as_ref().expect("a game").version,
        played.version + 1
    );
    assert_ne!(second, first);

    // And each seat's retry gets its own first answer.
    let retry = submit(&mut client, &mover, legal, None, id)
        .await
        .expect("retry");
    assert_eq!(retry, first);
    assert_eq!(
        get(&mut client, &game.name).await.version,
        played.version + 1
    );
}

#[tokio::test]
async fn a_request_id_reused_for_another_move_is_refused() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(2), [12; 32]).await;
    let mover = to_move(&game, &tickets).clone();
    let moves = legal_moves(&mut client, &game.name).await.legal_moves;
    assert!(moves.len() >= 2, "two different legal moves to try");
    let id = request_id();
    let first = moves[0].r#move.clone().expect("a move");
    let other = moves[1].r#move.clone().expect("a move");
    submit(&mut client, &mover, first, Some(game.version), &id)
        .await
        .expect("accepted");
    let after = get(&mut client, &game.name).await;
    let reused = submit(&mut client, &mover, other, Some(game.version), &id).await;
    assert_refused(reused, Code::InvalidArgument, "REQUEST_ID_REUSED");
    assert_eq!(get(&mut client, &game.name).await, after, "nothing changed");
}

#[tokio::test]
async fn a_join_with_a_client_token_is_safe_to_retry() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let game = mountain_goats_bot::create_game(&mut client, options(2))
        .await
        .expect("create");
    let join = |token: &str| pb::JoinGameRequest {
        name: game.name.clone(),
        player_name: "Ada".into(),
        seat: None,
        seat_token: token.into(),
        dice_contribution: Vec::new(),
    };
    let token = format!("{}{}", request_id(), request_id());
    let first = client
        .join_game(join(&token))
        .await
        .expect("join")
        .into_inner();
    assert_eq!(first.seat_token, token);
    // The answer was "lost": the same join again takes no second seat.
    let again = client
        .join_game(join(&token))
        .await
        .expect("retry")
        .into_inner();
    assert_eq!(again.seat, first.seat);
    assert_eq!(again.seat_token, token);
    let now = get(&mut client, &game.name).await;
    assert_eq!(now.seats.iter().filter(|s| s.taken).count(), 1);
    assert_eq!(now.version, 2, "one join recorded");

    // The last seat: the game starts, and a retry still answers its seat.
    let other = format!("{}{}", request_id(), request_id());
    let last = client
        .join_game(join(&other))
        .await
        .expect("join")
        .into_inner();
    let retry = client
        .join_game(join(&other))
        .await
        .expect("retry after the start")
        .into_inner();
    assert_eq!(retry.seat, last.seat);
    assert_eq!(get(&mut client, &game.name).await.version, 3);

    // A token too short to be a secret is refused.
    let short = client.join_game(join("too-short")).await;
    assert_refused(short, Code::InvalidArgument, "INVALID_SEAT_TOKEN");
}
