//! An open game nobody joins expires (`--open-game-expiry-secs`): its
//! watchers see the cancelling change and their streams end, and a join
//! after it is refused with a reason.

use crate::common;

use std::time::Duration;

use common::{Server, assert_refused, options};
use mountain_goats_bot::pb::{self, event::Kind, watch_game_response::Update};
use tokio_stream::StreamExt;

#[tokio::test]
async fn an_open_game_nobody_joins_is_cancelled_and_its_watchers_told() {
    let server = Server::start(&["--open-game-expiry-secs", "1"]).await;
    let mut client = server.client().await;
    let game = common::create(&mut client, options(2), [4; 32]).await;
    let mut stream = client
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: None,
        })
        .await
        .expect("a watch")
        .into_inner();
    let mut cancelled = None;
    // The stream ends after the cancelling change (a generous bound: the
    // expiry is 1 s).
    let ended = tokio::time::timeout(Duration::from_secs(20), async {
        while let Some(message) = stream.next().await {
            if let Some(Update::Change(change)) = message.expect("healthy").update {
                cancelled = Some(change);
            }
        }
    })
    .await;
    assert!(ended.is_ok(), "the stream did not end");
    let change = cancelled.expect("the cancelling change");
    let reasons: Vec<&str> = change
        .events
        .iter()
        .filter_map(|e| match &e.kind {
            Some(Kind::GameCancelled(c)) => Some(c.reason.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(reasons, ["EXPIRED"]);
    let after = change.game.expect("the game");
    assert_eq!(after.status(), pb::GameStatus::Cancelled);
    assert_eq!(after.version, 2);
    assert!(
        after.seed.is_empty(),
        "no game was played: no seed to reveal"
    );

    let join = mountain_goats_bot::join_game(&mut client, &game.name, "Late", None).await;
    assert_refused(join, tonic::Code::FailedPrecondition, "GAME_CANCELLED");
    let now = common::get(&mut client, &game.name).await;
    assert_eq!((now.version, now.status()), (2, pb::GameStatus::Cancelled));
    // Listed under its status.
    let listed = client
        .list_games(pb::ListGamesRequest {
            page_size: 10,
            page_token: String::new(),
            status: pb::GameStatus::Cancelled as i32,
        })
        .await
        .expect("a page")
        .into_inner();
    assert_eq!(listed.games.len(), 1);
    assert_eq!(listed.games[0].name, game.name);
}
