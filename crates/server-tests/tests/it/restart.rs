//! A server killed with SIGKILL mid-game and started again on the same
//! database serves the same games: no accepted move is lost, seat tokens
//! and request ids still work, and watchers resume without a gap.

use crate::common;

use std::collections::BTreeMap;
use std::time::Duration;

use common::{Server, assert_refused, full_game, get, options, play_first_legal, submit, to_move};
use mountain_goats_bot::{Greedy, pb, play, request_id};
use pb::watch_game_response::Update;
use tokio_stream::StreamExt;
use tonic::Code;

async fn next_change(
    stream: &mut tonic::codec::Streaming<pb::WatchGameResponse>,
) -> pb::GameChange {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), stream.next())
            .await
            .expect("an update in time")
            .expect("the stream goes on")
            .expect("a healthy stream");
        match message.update.expect("an update") {
            Update::Change(change) => return change,
            Update::Heartbeat(_) => {}
            Update::Snapshot(_) => panic!("a change, not a snapshot"),
        }
    }
}

#[tokio::test]
async fn a_killed_server_comes_back_with_the_same_games() {
    let server = Server::start(&[]).await;
    let db = server.db.clone();
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(4), [31; 32]).await;
    let open = common::create(&mut client, options(3), [32; 32]).await;
    let mut answers = BTreeMap::new();

    // A watcher sees the first few changes, then goes quiet.
    let mut stream = client
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: Some(game.version),
        })
        .await
        .expect("watch")
        .into_inner();
    for _ in 0..3 {
        let answer = play_first_legal(&mut client, &game.name, &tickets).await;
        answers.insert(answer.game.as_ref().expect("game").version, answer);
    }
    let mut seen = game.version;
    for _ in 0..3 {
        let change = next_change(&mut stream).await;
        assert_eq!(change.version, seen + 1);
        seen = change.version;
    }
    // More moves it does not read; the last with a known request id.
    for _ in 0..6 {
        let answer = play_first_legal(&mut client, &game.name, &tickets).await;
        answers.insert(answer.game.as_ref().expect("game").version, answer);
    }
    let before = get(&mut client, &game.name).await;
    let mover = to_move(&before, &tickets).clone();
    let legal = common::legal_moves(&mut client, &game.name)
        .await
        .legal_moves[0]
        .r#move
        .clone()
        .expect("a move");
    let id = request_id();
    let last = submit(
        &mut client,
        &mover,
        legal.clone(),
        Some(before.version),
        &id,
    )
    .await
    .expect("accepted");
    let before = last.game.clone().expect("a game");
    answers.insert(before.version, last.clone());
    let not_to_move = tickets
        .iter()
        .find(|t| t.seat != to_move(&before, &tickets).seat)
        .expect("someone else")
        .clone();
    let open_before = get(&mut client, &open.name).await;

    // SIGKILL right after the answer: no goodbye, no flush.
    let dir = server.kill().await;
    // The watcher's stream ends with an error once what was already sent
    // to it is read. The watcher keeps its position: it had processed `seen`.
    while let Some(Ok(message)) = tokio::time::timeout(Duration::from_secs(10), stream.next())
        .await
        .expect("the dead server's stream ends")
    {
        assert!(!matches!(message.update, Some(Update::Snapshot(_))));
    }
    let server = Server::start_on(&db, &[]).await;
    let mut client = server.client().await;

    // The same state, exactly.
    assert_eq!(get(&mut client, &game.name).await, before);
    assert_eq!(get(&mut client, &open.name).await, open_before);
    let listed = client
        .list_games(pb::ListGamesRequest::default())
        .await
        .expect("list")
        .into_inner()
        .games;
    let names: Vec<&str> = listed.iter().map(|g| g.name.as_str()).collect();
    assert!(names.contains(&game.name.as_str()) && names.contains(&open.name.as_str()));

    // A retry from before the kill gets the first answer; nothing replays.
    let retry = submit(&mut client, &mover, legal, Some(before.version - 1), &id)
        .await
        .expect("the retry is answered");
    assert_eq!(retry, last);
    assert_eq!(get(&mut client, &game.name).await, before);

    // The watcher resumes where it stopped and misses nothing.
    let mut resumed = client
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: Some(seen),
        })
        .await
        .expect("resume")
        .into_inner();
    for version in seen + 1..=before.version {
        let change = next_change(&mut resumed).await;
        assert_eq!(change.version, version);
        let answer = &answers[&version];
        assert_eq!(change.events, answer.events, "version {version}");
        assert_eq!(change.game, answer.game, "version {version}");
    }

    // Seat tokens still work: the wrong seat is told it is not its turn
    // (not that its token is unknown), and the open game takes its seats.
    let any = pb::Move {
        faces: vec![1, 1, 1, 1],
        groups: Vec::new(),
    };
    let result = submit(&mut client, &not_to_move, any, None, &request_id()).await;
    assert_refused(result, Code::FailedPrecondition, "NOT_YOUR_TURN");
    for seat in 0..3 {
        mountain_goats_bot::join_game(&mut client, &open.name, "late", Some(seat))
            .await
            .expect("joins after the restart");
    }
    assert_eq!(
        get(&mut client, &open.name).await.status,
        pb::GameStatus::Playing as i32
    );

    // The game plays on to the end, and the watcher sees every version.
    let mut bots = Vec::new();
    for ticket in tickets {
        let mut client = server.client().await;
        bots.push(tokio::spawn(async move {
            play(&mut client, &ticket, &mut Greedy).await
        }));
    }
    let mut version = before.version;
    let finished = loop {
        let change = next_change(&mut resumed).await;
        assert_eq!(change.version, version + 1, "no gap after the restart");
        version = change.version;
        let game = change.game.expect("a game");
        if game.status == pb::GameStatus::Finished as i32 {
            break game;
        }
    };
    assert!(
        resumed.next().await.is_none(),
        "the stream ends after the game-over update"
    );
    for bot in bots {
        let game = bot.await.expect("bot task").expect("plays to the end");
        assert_eq!(game, finished);
    }
    assert_eq!(get(&mut client, &game.name).await, finished);
    drop(dir);
}

#[tokio::test]
async fn a_kill_during_play_loses_no_accepted_move() {
    let server = Server::start(&[]).await;
    let db = server.db.clone();
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(2), [33; 32]).await;

    // A player moves as fast as it can; every acknowledged answer is kept.
    let (acks, mut acked) = tokio::sync::mpsc::unbounded_channel();
    let player = {
        let mut client = server.client().await;
        let (name, tickets) = (game.name.clone(), tickets.clone());
        tokio::spawn(async move {
            loop {
                let Ok(state) = client
                    .get_game(pb::GetGameRequest { name: name.clone() })
                    .await
                else {
                    return;
                };
                let state = state.into_inner().game.expect("a game");
                let Ok(legal) = client
                    .list_legal_moves(pb::ListLegalMovesRequest { name: name.clone() })
                    .await
                else {
                    return;
                };
                let mv = legal.into_inner().legal_moves[0].r#move.clone();
                let ticket = to_move(&state, &tickets);
                match submit(
                    &mut client,
                    ticket,
                    mv.expect("a move"),
                    None,
                    &request_id(),
                )
                .await
                {
                    Ok(answer) => {
                        if acks.send(answer).is_err() {
                            return;
                        }
                    }
                    Err(_) => return,
                }
            }
        })
    };
    let mut answers = Vec::new();
    while answers.len() < 15 {
        answers.push(acked.recv().await.expect("the player moves"));
    }
    let dir = server.kill().await;
    player.await.expect("the player stops when the server dies");
    while let Ok(answer) = acked.try_recv() {
        answers.push(answer);
    }
    let last = answers
        .last()
        .expect("answers")
        .game
        .clone()
        .expect("a game");

    let server = Server::start_on(&db, &[]).await;
    let mut client = server.client().await;
    let restored = get(&mut client, &game.name).await;
    // Every acknowledged move is there; at most one more (written, not yet
    // acknowledged when the process died).
    assert!(
        restored.version == last.version || restored.version == last.version + 1,
        "acknowledged {}, restored {}",
        last.version,
        restored.version
    );
    if restored.version == last.version {
        assert_eq!(restored, last);
    }
    drop(dir);
}
