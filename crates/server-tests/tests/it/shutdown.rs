//! Graceful shutdown: on SIGTERM (and SIGINT) the server ends every watch
//! stream cleanly, keeps every accepted move, and exits 0; health checking,
//! reflection and heartbeats are served while it runs.

use crate::common;

use std::time::Duration;

use common::{Server, full_game, get, options, play_first_legal};
use mountain_goats_bot::pb::{self, watch_game_response::Update};
use tokio_stream::StreamExt;

async fn stops_cleanly(signal: &str) {
    let server = Server::start(&["--heartbeat-secs", "1"]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(2), [3; 32]).await;
    for _ in 0..3 {
        play_first_legal(&mut client, &game.name, &tickets).await;
    }
    let before = get(&mut client, &game.name).await;

    let mut watch = client
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: None,
        })
        .await
        .expect("watch")
        .into_inner();
    let first = watch.next().await.expect("a message").expect("ok");
    assert!(matches!(first.update, Some(Update::Snapshot(_))));
    // An idle stream gets heartbeats carrying the current version.
    let beat = tokio::time::timeout(Duration::from_secs(5), watch.next())
        .await
        .expect("a heartbeat within the interval")
        .expect("a message")
        .expect("ok");
    let Some(Update::Heartbeat(beat)) = beat.update else {
        panic!("a heartbeat, got {beat:?}");
    };
    assert_eq!(beat.version, before.version);

    let pid = server.child.id().expect("running").to_string();
    let status = std::process::Command::new("kill")
        .args([signal, &pid])
        .status()
        .expect("kill runs");
    assert!(status.success());

    // The stream ends with UNAVAILABLE and SHUTTING_DOWN, not OK: a client
    // can tell "server stopping, reconnect" from "game over".
    let ended = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(message) = watch.next().await {
            match message {
                Ok(_) => {}
                Err(status) => return Err(status),
            }
        }
        Ok(())
    })
    .await
    .expect("the stream ends promptly");
    let status = ended.expect_err("the stream ends with an error status");
    assert_eq!(status.code(), tonic::Code::Unavailable, "{status:?}");
    assert_eq!(
        mountain_goats_bot::reason(&status).as_deref(),
        Some("SHUTTING_DOWN"),
        "{status:?}"
    );

    let mut server = server;
    let exit = tokio::time::timeout(Duration::from_secs(10), server.child.wait())
        .await
        .expect("the server exits promptly")
        .expect("wait");
    assert!(exit.success(), "exit status {exit:?}");

    // The store was closed cleanly: a new server has every accepted move.
    let again = Server::start_on(&server.db, &[]).await;
    let mut client = again.client().await;
    assert_eq!(get(&mut client, &game.name).await.version, before.version);
}

#[tokio::test]
async fn sigterm_ends_streams_and_keeps_every_move() {
    stops_cleanly("-TERM").await;
}

#[tokio::test]
async fn sigint_ends_streams_and_keeps_every_move() {
    stops_cleanly("-INT").await;
}

#[tokio::test]
async fn health_and_reflection_are_served() {
    let server = Server::start(&[]).await;
    let channel = tonic::transport::Channel::from_shared(format!("http://{}", server.addr))
        .expect("uri")
        .connect()
        .await
        .expect("connect");
    let mut health = tonic_health::pb::health_client::HealthClient::new(channel.clone());
    for service in ["", "mountain_goats.v1.GameService"] {
        let answer = health
            .check(tonic_health::pb::HealthCheckRequest {
                service: service.into(),
            })
            .await
            .expect("health check")
            .into_inner();
        assert_eq!(
            answer.status,
            tonic_health::pb::health_check_response::ServingStatus::Serving as i32,
            "{service:?}"
        );
    }

    use tonic_reflection::pb::v1::{
        ServerReflectionRequest, server_reflection_client::ServerReflectionClient,
        server_reflection_request::MessageRequest, server_reflection_response::MessageResponse,
    };
    let mut reflection = ServerReflectionClient::new(channel);
    let request = ServerReflectionRequest {
        host: String::new(),
        message_request: Some(MessageRequest::ListServices(String::new())),
    };
    let mut answers = reflection
        .server_reflection_info(tokio_stream::iter([request]))
        .await
        .expect("reflection")
        .into_inner();
    let answer = answers.next().await.expect("an answer").expect("ok");
    let Some(MessageResponse::ListServicesResponse(list)) = answer.message_response else {
        panic!("a service list");
    };
    let names: Vec<String> = list.service.into_iter().map(|s| s.name).collect();
    assert!(
        names.contains(&"mountain_goats.v1.GameService".to_owned()),
        "{names:?}"
    );
    assert!(
        names.contains(&"grpc.health.v1.Health".to_owned()),
        "{names:?}"
    );
}

#[tokio::test]
async fn a_watcher_that_stops_reading_does_not_keep_the_server_up() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let options = pb::GameOptions {
        players: 2,
        allow_declining_groups: true,
        ..Default::default()
    };
    let (game, tickets) = full_game(&mut client, options, [4; 32]).await;

    // A watcher on a small flow-control window that never reads.
    let channel = tonic::transport::Endpoint::from_shared(format!("http://{}", server.addr))
        .expect("uri")
        .initial_stream_window_size(Some(65_535))
        .initial_connection_window_size(Some(65_535))
        .connect()
        .await
        .expect("connect");
    let mut stuck = mountain_goats_bot::pb::game_service_client::GameServiceClient::new(channel);
    let _unread = stuck
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: None,
        })
        .await
        .expect("watch")
        .into_inner();

    // Enough changes to fill its window and its queue: every seat passes.
    for _ in 0..600 {
        let game = get(&mut client, &game.name).await;
        let board = game.board.expect("board");
        let ticket = &tickets[board.current_seat as usize];
        let pass = pb::Move {
            faces: board.roll.expect("roll").dice,
            groups: Vec::new(),
        };
        common::submit(
            &mut client,
            ticket,
            pass,
            Some(game.version),
            &mountain_goats_bot::request_id(),
        )
        .await
        .expect("a pass is legal with declining allowed");
    }

    let pid = server.child.id().expect("running").to_string();
    assert!(
        std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .expect("kill")
            .success()
    );
    let mut server = server;
    let exit = tokio::time::timeout(Duration::from_secs(10), server.child.wait())
        .await
        .expect("the server exits although a watcher stopped reading")
        .expect("wait");
    assert!(exit.success(), "exit status {exit:?}");
}
