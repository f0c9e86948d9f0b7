//! The turn clock runs on the hub's clock, which a test moves: thirty
//! seconds of a game's clock pass without thirty seconds of waiting.

use std::path::Path;

use mountain_goats_rules::{Config, Seed};
use tokio_stream::StreamExt;

use super::tests::Versions;
use super::{Hub, HubOptions};
use crate::clock::Clock;
use crate::hosted::{DiceSource, Table};
use crate::projection::Sent;
use crate::store::{Durability, Store};

#[tokio::test]
async fn a_turn_clock_runs_out_on_the_hubs_clock() {
    let (store, thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    tokio::time::pause();
    let clock = Clock::tokio();
    let options = HubOptions {
        clock: clock.clone(),
        ..HubOptions::default()
    };
    let hub = Hub::<Versions>::new(store.clone(), options);
    let table = Table {
        turn_seconds: Some(30),
        ..Table::default()
    };
    let id = hub
        .create(
            Config::new(2),
            Seed([6; 32]),
            DiceSource::ChosenSeed,
            false,
            table,
            &[],
        )
        .await
        .expect("created")
        .id
        .clone();
    for name in ["Ann", "Bob"] {
        hub.join(&id, None, name.into(), None, Vec::new())
            .await
            .expect("joined");
    }
    let view = |hub: &Hub<Versions>| hub.registry.loaded(&id).expect("loaded").projection.view();
    let started = view(&hub);
    let deadline = started.deadline_ms.expect("a clock runs");
    assert_eq!(deadline, started.updated_ms + 30_000);

    let mut stream = hub.watch(&id, None, None).await.expect("watching");
    // Nobody moves: tokio's time, paused, jumps to the game's deadline.
    let moved = loop {
        match stream.next().await {
            Some(Ok(Sent::Change(update, _) | Sent::Snapshot(update, _))) => {
                if update.version > started.version {
                    break update.version;
                }
            }
            other => panic!("the stream ended: {other:?}"),
        }
    };
    assert_eq!(moved, started.version + 1, "the clock's move");
    let after = view(&hub);
    assert!(
        after.updated_ms >= deadline && after.updated_ms < deadline + 1000,
        "the default move is dated at the deadline on the hub's clock: {} vs {deadline}",
        after.updated_ms
    );
    assert!(clock.now_ms() >= deadline);
    drop(stream);
    hub.shut_down().await;
    store.close();
    drop(store);
    thread.join();
}
