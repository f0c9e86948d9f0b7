//! Watch streams: resuming after a drop, falling too far behind, and the
//! seat's legal moves on its turns.

use crate::common;

use std::collections::BTreeMap;
use std::time::Duration;

use common::{Server, assert_refused, full_game, legal_moves, options, play_first_legal};
use mountain_goats_bot::{Client, SeatTicket, pb};
use pb::watch_game_response::Update;
use tokio_stream::StreamExt;
use tonic::Code;
use tonic::codec::Streaming;

/// The updates the server keeps for `resume_after`.
/// The changes a live game keeps in memory (`HubOptions::resume_window`).
const RESUME_WINDOW: u64 = 32;

async fn watch(
    client: &mut Client,
    name: &str,
    resume_after: Option<u64>,
    ticket: Option<&SeatTicket>,
) -> Streaming<pb::WatchGameResponse> {
    let request = pb::WatchGameRequest {
        name: name.into(),
        resume_after,
    };
    let request = match ticket {
        Some(ticket) => ticket.authorize(request),
        None => tonic::Request::new(request),
    };
    client
        .watch_game(request)
        .await
        .expect("watch")
        .into_inner()
}

/// The next snapshot or change (heartbeats skipped), within 10 s.
async fn next(stream: &mut Streaming<pb::WatchGameResponse>) -> Update {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), stream.next())
            .await
            .expect("an update in time")
            .expect("the stream goes on")
            .expect("a healthy stream");
        match message.update.expect("an update") {
            Update::Heartbeat(_) => continue,
            update => return update,
        }
    }
}

async fn next_change(stream: &mut Streaming<pb::WatchGameResponse>) -> pb::GameChange {
    match next(stream).await {
        Update::Change(change) => change,
        other => panic!("a change, not {other:?}"),
    }
}

/// Plays `n` first legal moves; returns each answer by the version it made.
async fn drive(
    client: &mut Client,
    name: &str,
    tickets: &[SeatTicket],
    n: usize,
    answers: &mut BTreeMap<u64, pb::SubmitMoveResponse>,
) {
    for _ in 0..n {
        let answer = play_first_legal(client, name, tickets).await;
        let game = answer.game.as_ref().expect("a game");
        assert_ne!(
            game.status,
            pb::GameStatus::Finished as i32,
            "the game must outlast the test"
        );
        answers.insert(game.version, answer);
    }
}

/// Checks that `change` is what the move that made its version answered.
fn same_as_answer(change: &pb::GameChange, answers: &BTreeMap<u64, pb::SubmitMoveResponse>) {
    let answer = &answers[&change.version];
    assert_eq!(change.events, answer.events, "version {}", change.version);
    assert_eq!(change.game, answer.game, "version {}", change.version);
}

#[tokio::test]
async fn a_watcher_that_reconnects_gets_exactly_the_changes_it_missed() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(4), [21; 32]).await;
    let mut answers = BTreeMap::new();

    let mut stream = watch(&mut client, &game.name, None, None).await;
    let Update::Snapshot(snapshot) = next(&mut stream).await else {
        panic!("a snapshot first");
    };
    assert_eq!(snapshot.game.as_ref(), Some(&game));
    drive(&mut client, &game.name, &tickets, 3, &mut answers).await;
    let mut seen = game.version;
    for _ in 0..3 {
        let change = next_change(&mut stream).await;
        assert_eq!(change.version, seen + 1);
        same_as_answer(&change, &answers);
        seen = change.version;
    }
    drop(stream);

    // Ten changes while away.
    drive(&mut client, &game.name, &tickets, 10, &mut answers).await;
    let mut stream = watch(&mut client, &game.name, Some(seen), None).await;
    for expected in seen + 1..=seen + 10 {
        let change = next_change(&mut stream).await;
        assert_eq!(change.version, expected, "numbered from resume_after + 1");
        same_as_answer(&change, &answers);
    }
    // Then live changes on the same stream.
    drive(&mut client, &game.name, &tickets, 2, &mut answers).await;
    for expected in seen + 11..=seen + 12 {
        let change = next_change(&mut stream).await;
        assert_eq!(change.version, expected);
        same_as_answer(&change, &answers);
    }
    let current = seen + 12;

    // Resuming at the current version: nothing to catch up, no snapshot.
    let mut up_to_date = watch(&mut client, &game.name, Some(current), None).await;
    // From the creation: every change since, joins included.
    let mut from_start = watch(&mut client, &game.name, Some(1), None).await;
    for version in 2..=current {
        let change = next_change(&mut from_start).await;
        assert_eq!(change.version, version);
        if let Some(answer) = answers.get(&version) {
            assert_eq!(change.events, answer.events);
        }
    }
    drive(&mut client, &game.name, &tickets, 1, &mut answers).await;
    for stream in [&mut up_to_date, &mut from_start, &mut stream] {
        let change = next_change(stream).await;
        assert_eq!(change.version, current + 1);
        same_as_answer(&change, &answers);
    }
}

#[tokio::test]
async fn a_watcher_behind_the_window_gets_every_change_from_the_log() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(4), [22; 32]).await;
    let mut answers = BTreeMap::new();
    let moves = RESUME_WINDOW as usize + 10;
    drive(&mut client, &game.name, &tickets, moves, &mut answers).await;
    let current = game.version + moves as u64;
    let now = common::get(&mut client, &game.name).await;
    assert_eq!(now.version, current);

    // Inside the window, older than it, and from the very start: every
    // change, as it was first sent, then the live ones.
    let oldest = current - RESUME_WINDOW;
    for after in [oldest, 2, 1, 0, oldest - 1] {
        let mut stream = watch(&mut client, &game.name, Some(after), None).await;
        for version in after + 1..=current {
            let change = next_change(&mut stream).await;
            assert_eq!(change.version, version, "resuming after {after}");
            if version == 1 {
                assert!(change.events.is_empty(), "the creation has no events");
                assert_eq!(
                    change
                        .game
                        .as_ref()
                        .map(|g| g.seats.iter().any(|s| s.taken)),
                    Some(false)
                );
            } else if version > game.version {
                same_as_answer(&change, &answers);
            } else {
                assert!(
                    matches!(
                        change.events.first().and_then(|e| e.kind.as_ref()),
                        Some(pb::event::Kind::SeatJoined(_))
                    ),
                    "version {version} is a join"
                );
            }
            if version == current {
                assert_eq!(change.game.as_ref(), Some(&now));
            }
        }
        if after == oldest - 1 {
            drive(&mut client, &game.name, &tickets, 1, &mut answers).await;
            let change = next_change(&mut stream).await;
            assert_eq!(change.version, current + 1);
            same_as_answer(&change, &answers);
            return;
        }
    }
}

#[tokio::test]
async fn resuming_after_a_version_the_game_has_not_reached_is_invalid() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, _) = full_game(&mut client, options(2), [23; 32]).await;
    for resume_after in [game.version + 1, game.version + 1000, u64::MAX] {
        let result = client
            .watch_game(pb::WatchGameRequest {
                name: game.name.clone(),
                resume_after: Some(resume_after),
            })
            .await;
        assert_refused(result, Code::InvalidArgument, "INVALID_RESUME_AFTER");
    }
}

#[tokio::test]
async fn a_seat_watcher_gets_legal_moves_exactly_on_its_turns() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(3), [24; 32]).await;
    let to_move = game.board.as_ref().expect("board").current_seat;
    let me = &tickets[to_move as usize];
    let someone_else = &tickets[(to_move as usize + 1) % 3];

    let mut mine = watch(&mut client, &game.name, None, Some(me)).await;
    let mut theirs = watch(&mut client, &game.name, None, Some(someone_else)).await;
    let mut anonymous = watch(&mut client, &game.name, None, None).await;
    let current = legal_moves(&mut client, &game.name).await;
    assert!(!current.legal_moves.is_empty());
    // The snapshot: my turn, so my moves; nobody else gets them.
    let Update::Snapshot(snapshot) = next(&mut mine).await else {
        panic!("a snapshot")
    };
    assert_eq!(snapshot.legal_moves, current.legal_moves);
    for stream in [&mut theirs, &mut anonymous] {
        let Update::Snapshot(snapshot) = next(stream).await else {
            panic!("a snapshot")
        };
        assert!(snapshot.legal_moves.is_empty());
    }

    let mut my_turns = 0;
    let mut their_turns = 0;
    for _ in 0..12 {
        let answer = play_first_legal(&mut client, &game.name, &tickets).await;
        let after = answer.game.expect("a game");
        let seat = after.board.as_ref().expect("board").current_seat;
        let playing = after.status == pb::GameStatus::Playing as i32;
        let listed = legal_moves(&mut client, &game.name).await;
        assert_eq!(listed.version, after.version);
        for (stream, ticket) in [(&mut mine, Some(me)), (&mut theirs, Some(someone_else))] {
            let change = next_change(stream).await;
            assert_eq!(change.version, after.version);
            let their_turn = ticket.is_some_and(|t| playing && t.seat == seat);
            if their_turn {
                assert_eq!(change.legal_moves, listed.legal_moves, "on its turn");
            } else {
                assert!(change.legal_moves.is_empty(), "not its turn");
            }
        }
        let change = next_change(&mut anonymous).await;
        assert!(change.legal_moves.is_empty(), "no seat, no moves");
        if seat == me.seat {
            my_turns += 1;
        } else if seat == someone_else.seat {
            their_turns += 1;
        }
    }
    assert!(my_turns >= 3 && their_turns >= 3, "both seats had turns");
}
