//! A store that cannot write: the games that act on their own (house bots,
//! timers) wait a growing while between tries instead of spinning, and go
//! on by themselves once the store is back.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use mountain_goats_rules::{Config, Seed};

use super::tests::Versions;
use super::{Hub, HubOptions};
use crate::hosted::{DiceSource, Table};
use crate::store::{Durability, Store};

/// A game of two house bots, made while the store writes; then the store
/// fails every append for two seconds: the bots try a handful of times
/// (the backoff's 0.1, 0.2, 0.4, 0.8 s…, each with its jitter), not
/// hundreds (it logged 940 failed tries in 156 ms before); once the store
/// writes again, the game goes on by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn house_bots_back_off_while_the_store_fails_and_go_on_after() {
    let (store, thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    let Store::Sqlite(sqlite) = &store else {
        unreachable!("a SQLite store")
    };
    let outage = Arc::clone(&sqlite.outage);
    let hub = Hub::<Versions>::new(
        store.clone(),
        HubOptions {
            house_move_time: Duration::from_millis(20),
            ..HubOptions::default()
        },
    );
    // The outage starts before the game exists, for its moves only: the
    // creation (and its house seats) is one append, made here.
    let view = hub
        .create(
            Config::new(2),
            Seed([5; 32]),
            DiceSource::ChosenSeed,
            false,
            Table::default(),
            &[(0, "expert".to_owned()), (1, "expert".to_owned())],
        )
        .await
        .expect("created");
    outage.on.store(true, Ordering::SeqCst);
    let id = view.id.clone();
    let created_at = view.version;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let tried = outage.tried.load(Ordering::SeqCst);
    assert!(tried >= 1, "the house bot tried");
    assert!(
        tried <= 12,
        "{tried} tries in 2 s: a backoff makes it 5 or 6, spinning hundreds"
    );
    let during = hub.get(&id).await.expect("get").version;
    assert_eq!(during, created_at, "nothing stored during the outage");

    outage.on.store(false, Ordering::SeqCst);
    // The longest wait is 5 s: within 10 s the bots move again.
    let mut version = during;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        version = hub.get(&id).await.expect("get").version;
        if version > during + 2 {
            break;
        }
    }
    assert!(
        version > during + 2,
        "the game goes on by itself after the outage (at {version})"
    );
    hub.shut_down().await;
    store.close();
    thread.join();
}

/// A house bot whose decision panics (a bug in a strategy) chooses again
/// after a wait: the game used to wait for ever for a move nobody was
/// choosing, the decision left pending.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_house_decision_that_panics_is_made_again() {
    let (store, thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    let hub = Hub::<Versions>::new(
        store.clone(),
        HubOptions {
            house_move_time: Duration::from_millis(5),
            ..HubOptions::default()
        },
    );
    let view = hub
        .create(
            Config::new(2),
            Seed(super::task::tests::PANICKING_SEED),
            DiceSource::ChosenSeed,
            false,
            Table::default(),
            &[(0, "random".to_owned()), (1, "random".to_owned())],
        )
        .await
        .expect("created");
    let (id, created_at) = (view.id.clone(), view.version);
    let mut version = created_at;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        version = hub.get(&id).await.expect("get").version;
        if version > created_at + 2 {
            break;
        }
    }
    assert!(
        version > created_at + 2,
        "the house bots go on after a panicking decision (at {version})"
    );
    hub.shut_down().await;
    store.close();
    thread.join();
}
