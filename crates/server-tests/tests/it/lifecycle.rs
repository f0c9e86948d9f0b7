//! Games come and go from memory without anyone noticing: a finished game
//! is read back in full after a restart, and a game unloaded while idle is
//! loaded again with the same versions, answers and request ids.

use crate::common;

use std::collections::BTreeMap;
use std::time::Duration;

use common::{Server, full_game, options, submit, to_move};
use mountain_goats_bot::pb;
use mountain_goats_bot::pb::watch_game_response::Update;
use mountain_goats_core::hosted::DiceSource;
use mountain_goats_core::hub::HubOptions;
use mountain_goats_core::secrets::token_hash;
use mountain_goats_core::store::{Durability, Store};
use mountain_goats_rules::{Config, Seed};
use mountain_goats_server::api::parse_move;
use mountain_goats_server::fanout::Hub;
use prost::Message;
use tokio_stream::StreamExt;

/// The listed move that takes the most point tokens: games end quickly.
fn greedy(legal: &[pb::LegalMove]) -> pb::Move {
    let taken = |l: &pb::LegalMove| {
        l.events
            .iter()
            .filter(|e| {
                matches!(
                    e.kind,
                    Some(pb::event::Kind::PointTokenTaken(_) | pb::event::Kind::BonusTokenTaken(_))
                )
            })
            .count()
    };
    legal
        .iter()
        .max_by_key(|l| taken(l))
        .and_then(|l| l.r#move.clone())
        .expect("a legal move")
}

#[tokio::test]
async fn a_finished_game_is_read_back_in_full_after_a_restart() {
    let server = Server::start(&[]).await;
    let db = server.db.clone();
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(2), [41; 32]).await;
    let mut answers = BTreeMap::new();
    let mut now = game.clone();
    while now.status() != pb::GameStatus::Finished {
        let legal = common::legal_moves(&mut client, &game.name).await;
        let ticket = to_move(&now, &tickets).clone();
        let id = mountain_goats_bot::request_id();
        let answer = submit(
            &mut client,
            &ticket,
            greedy(&legal.legal_moves),
            Some(now.version),
            &id,
        )
        .await
        .expect("a listed move is accepted");
        now = answer.game.clone().expect("a game");
        answers.insert(now.version, answer);
    }
    let _dir = server.kill().await;

    let again = Server::start_on(&db, &[]).await;
    let mut client = again.client().await;
    let mut stream = client
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: Some(0),
        })
        .await
        .expect("watch")
        .into_inner();
    let mut version = 0;
    while let Some(message) = tokio::time::timeout(Duration::from_secs(10), stream.next())
        .await
        .expect("the history arrives")
    {
        let Some(Update::Change(change)) = message.expect("ok").update else {
            panic!("only changes, from version 1");
        };
        assert_eq!(change.version, version + 1, "no gap");
        version = change.version;
        if let Some(answer) = answers.get(&version) {
            assert_eq!(change.events, answer.events, "version {version}");
            assert_eq!(change.game, answer.game, "version {version}");
        }
    }
    assert_eq!(version, now.version, "every change, then the stream ends");

    // The README's order: a game over, then verified by someone who was
    // not watching.
    let output = tokio::process::Command::new(common::server_bin())
        // Its words in English, whatever the machine's locale.
        .env("LC_ALL", "C")
        .args(["watch", &game.name, "--verify", "--addr", &again.addr])
        .output()
        .await
        .expect("the watcher runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("verified:"), "{stdout}");
    assert!(
        !stdout.contains("Some("),
        "plain words, not debug output: {stdout}"
    );

    // Exported as JSON Lines, then replayed through the rules by anyone.
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("game.jsonl");
    let run = |args: Vec<String>| async move {
        tokio::process::Command::new(common::server_bin())
            // Its words in English, whatever the machine's locale.
            .env("LC_ALL", "C")
            .args(args)
            .output()
            .await
            .expect("runs")
    };
    let exported = run(vec![
        "export".into(),
        game.name.clone(),
        "--addr".into(),
        again.addr.clone(),
        "--out".into(),
        file.display().to_string(),
    ])
    .await;
    assert!(exported.status.success(), "{exported:?}");
    let text = std::fs::read_to_string(&file).expect("the export");
    assert_eq!(
        text.lines().count() as u64,
        now.version + 2,
        "the game, every change, the end"
    );
    let replayed = run(vec!["replay".into(), file.display().to_string()]).await;
    let out = String::from_utf8_lossy(&replayed.stdout);
    assert!(replayed.status.success(), "{replayed:?}");
    assert!(out.contains("verified: all"), "{out}");
    let result = now
        .board
        .as_ref()
        .and_then(|b| b.result.as_ref())
        .expect("a result");
    for standing in &result.standings {
        let line = format!(
            "rank {}: bot {} with {} points",
            standing.rank, standing.seat, standing.score
        );
        assert!(out.contains(&line), "{line} in {out}");
    }

    // The first roll's first die changed in the file: the replay says so.
    let at = text.find("\"dice\":[").expect("a roll") + "\"dice\":[".len();
    let die = &text[at..at + 1];
    let other = if die == "6" { "1" } else { "6" };
    let tampered = format!("{}{other}{}", &text[..at], &text[at + 1..]);
    std::fs::write(&file, tampered).expect("write");
    let refused = run(vec!["replay".into(), file.display().to_string()]).await;
    assert!(!refused.status.success(), "a tampered roll is caught");
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("the seed gives"),
        "{refused:?}"
    );
}

fn pass(view: &mountain_goats_core::hosted::GameView) -> mountain_goats_rules::Move {
    let roll = view.game.current_roll().expect("a roll");
    parse_move(Some(&mountain_goats_server::api::v1::Move {
        faces: roll.0.iter().map(|&d| u32::from(d)).collect(),
        groups: Vec::new(),
    }))
    .expect("a well-formed move")
}

async fn until_unloaded(hub: &Hub) {
    for _ in 0..1000 {
        if hub.games_in_memory() == 0 {
            return;
        }
        tokio::task::yield_now().await;
    }
    panic!("the idle game is still in memory");
}

#[tokio::test(start_paused = true)]
async fn an_idle_game_leaves_memory_and_comes_back_unchanged() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (store, _thread) =
        Store::sqlite(&dir.path().join("games.db"), Durability::Process).expect("store");
    let idle = Duration::from_secs(60);
    let hub = Hub::new(
        store,
        HubOptions {
            idle,
            ..HubOptions::default()
        },
    );
    let config = Config::new(2).with_declining_groups(true);
    let mut view = hub
        .create(
            config,
            Seed([5; 32]),
            DiceSource::ChosenSeed,
            false,
            Default::default(),
            &[],
        )
        .await
        .expect("create");
    let id = view.id.clone();
    let mut tokens = Vec::new();
    for seat in 0..2 {
        let token;
        (view, _, token) = hub
            .join(&id, Some(seat), format!("p{seat}"), None, Vec::new())
            .await
            .expect("join");
        tokens.push(token_hash(&token));
    }
    let mover = |view: &mountain_goats_core::hosted::GameView| {
        tokens[usize::from(view.game.current_seat())]
    };

    // Watched, the game stays however long it is idle.
    let watcher = hub
        .watch(&id, None, None)
        .await
        .map(|w| {
            mountain_goats_server::fanout::Watch::new(
                w,
                mountain_goats_server::status::shutting_down,
            )
        })
        .expect("watch");
    tokio::time::advance(idle * 3).await;
    for _ in 0..100 {
        tokio::task::yield_now().await;
    }
    assert_eq!(hub.games_in_memory(), 1, "a watched game stays");
    drop(watcher);

    let before_first = view.clone();
    let first = hub
        .submit(
            &id,
            mover(&view),
            pass(&view),
            Some(view.version),
            "first".into(),
        )
        .await
        .expect("a pass");
    view = first.view.clone();

    tokio::time::advance(idle + Duration::from_secs(1)).await;
    until_unloaded(&hub).await;

    // Loaded again: the same version, the same answer to a retry, and the
    // next move where it left off.
    assert_eq!(hub.get(&id).await.expect("loads").version, view.version);
    let retried = hub
        .submit(
            &id,
            mover(&before_first),
            pass(&before_first),
            None,
            "first".into(),
        )
        .await
        .expect("the retry is answered");
    assert_eq!(
        mountain_goats_server::fanout::move_answer(&retried.update),
        mountain_goats_server::fanout::move_answer(&first.update)
    );
    let next = hub
        .submit(
            &id,
            mover(&view),
            pass(&view),
            Some(view.version),
            "second".into(),
        )
        .await
        .expect("the game goes on");
    assert_eq!(next.view.version, view.version + 1);

    tokio::time::advance(idle + Duration::from_secs(1)).await;
    until_unloaded(&hub).await;

    // A watcher resuming from before the unload gets every change, in order.
    let mut stream = hub
        .watch(&id, None, Some(view.version - 1))
        .await
        .map(|w| {
            mountain_goats_server::fanout::Watch::new(
                w,
                mountain_goats_server::status::shutting_down,
            )
        })
        .expect("watch");
    let mut versions = Vec::new();
    for _ in 0..3 {
        let message = stream.next().await.expect("a message").expect("ok");
        let decoded = mountain_goats_server::api::v1::WatchGameResponse::decode(
            message.encode_to_vec().as_slice(),
        )
        .expect("decodes");
        match decoded.update {
            Some(mountain_goats_server::api::v1::watch_game_response::Update::Change(c)) => {
                versions.push(c.version)
            }
            other => panic!("a change, got {other:?}"),
        }
        if versions.last() == Some(&next.view.version) {
            break;
        }
    }
    assert_eq!(versions, vec![view.version, next.view.version]);
}
