//! A graceful shutdown in the right order: the watch streams end first,
//! the games still take the calls in flight, and what was queued before
//! the games stop is carried out and answered, not dropped.

use std::path::Path;

use mountain_goats_rules::{Config, Seed};
use tokio_stream::StreamExt;

use super::tests::Versions;
use super::{Hub, HubError, HubOptions};
use crate::hosted::{DiceSource, Table};
use crate::projection::Stopping;
use crate::store::{Durability, Store};

async fn three_seats(hub: &Hub<Versions>) -> String {
    hub.create(
        Config::new(3),
        Seed([5; 32]),
        DiceSource::ChosenSeed,
        false,
        Table::default(),
        &[],
    )
    .await
    .expect("created")
    .id
    .clone()
}

#[tokio::test]
async fn when_the_streams_end_the_games_still_take_calls() {
    let (store, thread) = Store::sqlite(Path::new(":memory:"), Durability::Full).expect("a store");
    let hub = Hub::<Versions>::new(store.clone(), HubOptions::default());
    let id = three_seats(&hub).await;
    let mut stream = hub.watch(&id, None, None).await.expect("watching");
    assert!(matches!(stream.next().await, Some(Ok(_))), "the snapshot");

    hub.stop_streams();
    assert!(
        matches!(stream.next().await, Some(Err(Stopping::ShuttingDown))),
        "the stream ends first"
    );
    let joined = hub.join(&id, None, "Ann".into(), None, Vec::new()).await;
    assert!(
        joined.is_ok(),
        "a call in flight during the grace period is served: {joined:?}"
    );

    hub.shut_down().await;
    store.close();
    drop(store);
    thread.join();
}

#[tokio::test]
async fn a_call_queued_when_the_games_stop_is_answered() {
    let (store, thread) = Store::sqlite(Path::new(":memory:"), Durability::Full).expect("a store");
    let hub = Hub::<Versions>::new(store.clone(), HubOptions::default());
    let id = three_seats(&hub).await;
    let mut durable = store.pause_appends().expect("a SQLite store");
    // The first join holds the game's task in its append...
    let first = tokio::spawn({
        let (hub, id) = (hub.clone(), id.clone());
        async move { hub.join(&id, None, "Ann".into(), None, Vec::new()).await }
    });
    let held = durable.recv().await.expect("the first join is stored");
    drop(durable);
    // ...while the second waits in the game's queue, and the shutdown begins.
    let second = tokio::spawn({
        let (hub, id) = (hub.clone(), id.clone());
        async move { hub.join(&id, None, "Bob".into(), None, Vec::new()).await }
    });
    for _ in 0..16 {
        tokio::task::yield_now().await;
    }
    let stopping = tokio::spawn({
        let hub = hub.clone();
        async move { hub.shut_down().await }
    });
    for _ in 0..16 {
        tokio::task::yield_now().await;
    }
    let _ = held.resume.send(());
    let first = first.await.expect("no panic");
    let second = second.await.expect("no panic");
    assert!(first.is_ok(), "{first:?}");
    match second {
        Ok((_, seat, _)) => assert_eq!(seat, 1),
        Err(error) => panic!("the queued join was dropped: {error:?}"),
    }
    stopping.await.expect("no panic");
    assert!(matches!(
        hub.join(&id, None, "Cy".into(), None, Vec::new()).await,
        Err(HubError::ShuttingDown)
    ));
    store.close();
    drop(store);
    thread.join();
}
