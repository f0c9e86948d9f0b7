//! A watcher too slow for the changes never holds the game back: it falls
//! behind, then gets a fresh snapshot and goes on from there.

use std::path::Path;

use mountain_goats_core::hosted::DiceSource;
use mountain_goats_core::hub::HubOptions;
use mountain_goats_core::secrets::token_hash;
use mountain_goats_core::store::{Durability, Store};
use mountain_goats_rules::{Config, Seed};
use mountain_goats_server::api::parse_move;
use mountain_goats_server::api::v1::watch_game_response::Update;
use mountain_goats_server::fanout::Hub;
use prost::Message;
use tokio_stream::StreamExt;

#[tokio::test]
async fn a_watcher_that_stops_reading_gets_a_snapshot_and_never_blocks_the_game() {
    let (store, _thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("store");
    let hub = Hub::new(store, HubOptions::default());
    // Declining every group, players make a game as long as the test needs.
    let config = Config::new(2).with_declining_groups(true);
    let game = hub
        .create(
            config,
            Seed([9; 32]),
            DiceSource::ChosenSeed,
            false,
            Default::default(),
            &[],
        )
        .await
        .expect("create");
    let id = game.id.clone();
    let mut tokens = Vec::new();
    let mut view = game;
    for seat in 0..2 {
        let token;
        (view, _, token) = hub
            .join(&id, Some(seat), format!("p{seat}"), None, Vec::new())
            .await
            .expect("join");
        tokens.push(token_hash(&token));
    }

    let mut stream = hub
        .watch(&id, None, None)
        .await
        .map(|w| {
            mountain_goats_server::fanout::Watch::new(
                w,
                mountain_goats_server::status::shutting_down,
            )
        })
        .expect("watch");
    // The watcher reads nothing while 200 moves are played: none may block.
    let mut played = 0;
    while played < 200 {
        let roll = view.game.current_roll().expect("the game goes on");
        let pass = mountain_goats_server::api::v1::Move {
            faces: roll.0.iter().map(|&d| u32::from(d)).collect(),
            groups: Vec::new(),
        };
        let mv = parse_move(Some(&pass)).expect("a well-formed move");
        let seat = usize::from(view.game.current_seat());
        view = tokio::time::timeout(
            std::time::Duration::from_secs(5),
            hub.submit(&id, tokens[seat], mv, None, String::new()),
        )
        .await
        .expect("a slow watcher does not block a move")
        .expect("accepted")
        .view;
        played += 1;
    }
    assert_eq!(played, 200, "the game goes on");
    let last_version = hub.get(&id).await.expect("game").version;

    let mut versions = Vec::new();
    let mut snapshots = 0;
    while let Ok(Some(message)) =
        tokio::time::timeout(std::time::Duration::from_millis(500), stream.next()).await
    {
        let bytes = message.expect("ok").encode_to_vec();
        let response = mountain_goats_server::api::v1::WatchGameResponse::decode(bytes.as_slice())
            .expect("decodes");
        match response.update.expect("an update") {
            Update::Snapshot(s) => {
                snapshots += 1;
                versions.push(s.game.expect("game").version);
            }
            Update::Change(c) => versions.push(c.version),
            Update::Heartbeat(_) => {}
        }
        if versions.last() == Some(&last_version) {
            break;
        }
    }
    assert!(
        snapshots >= 2,
        "a second snapshot after falling behind: {versions:?}"
    );
    assert!(
        versions.windows(2).all(|w| w[0] < w[1]),
        "versions only go up: {versions:?}"
    );
    assert_eq!(
        versions.last(),
        Some(&last_version),
        "the watcher catches up"
    );
}
