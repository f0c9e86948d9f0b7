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

/// A game whose turn clock is longer than the idle time stays in memory
/// for its clock, and waits for it: its task used to wake at once, again
/// and again, from the idle time on until the clock ran out, a core spun
/// for each such game. On paused time a spinning task keeps the runtime
/// from ever waiting, so the clock's deadline is never reached: the game
/// runs on a thread of its own, and the test fails if it is not done
/// within a minute of real time.
#[test]
fn a_game_busy_past_its_idle_time_waits_for_its_clock_without_spinning() {
    use crate::store::sim::{Faults, Fence, SimDb};
    use std::time::Duration;

    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .start_paused(true)
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            let db = SimDb::new(7, 1_800_000_000_000, &[0], Fence::Links, Faults::default());
            let hub = Hub::<Versions>::new(
                Store::Sim(db.handle(0)),
                HubOptions {
                    clock: Clock::tokio(),
                    idle: Duration::from_secs(1),
                    house_threads: 0,
                    ..HubOptions::default()
                },
            );
            let table = Table {
                turn_seconds: Some(600),
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
            let mut version = 0;
            for name in ["Ann", "Bob"] {
                version = hub
                    .join(&id, None, name.into(), None, Vec::new())
                    .await
                    .expect("joined")
                    .0
                    .version;
            }
            // Nobody moves: ten minutes later the clock plays for the seat.
            tokio::time::sleep(Duration::from_secs(601)).await;
            let after = hub.get(&id).await.expect("the game").version;
            hub.shut_down().await;
            let _ = done.send((version, after));
        });
    });
    let (joined, after) = finished
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the game's task spun: paused time never reached the clock's deadline");
    assert_eq!(after, joined + 1, "the clock played one move");
}
