//! Open games nobody joins expire (`HubOptions::open_game_expiry`): the
//! game's task cancels them on the hub's clock, which these tests move
//! (tokio's time, paused) instead of waiting.
//!
//! The stores commit with `Durability::Process`, on the committing task's
//! own thread: with `Full` a commit waits for the store's thread, and while
//! the runtime idles, paused time jumps from one of `tend`'s ticks to the
//! next, so a game's time runs on (seconds of it) while its task waits.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use mountain_goats_rules::{Config, Seed};
use tokio_stream::StreamExt;

use super::tests::Versions;
use super::{Hub, HubError, HubOptions, Wanted};
use crate::clock::Clock;
use crate::hosted::{CancelReason, DiceSource, Entry, EntryError, GameView, Status, Table};
use crate::projection::{Sent, WatchStream};
use crate::store::{Durability, Store, StoreThread};

const EXPIRY: Duration = Duration::from_secs(60);

fn hub(store: &Store, clock: Clock) -> Arc<Hub<Versions>> {
    let options = HubOptions {
        clock,
        open_game_expiry: Some(EXPIRY),
        ..HubOptions::default()
    };
    Hub::<Versions>::new(store.clone(), options)
}

async fn create(hub: &Hub<Versions>, players: u8) -> String {
    hub.create(
        Config::new(players),
        Seed([6; 32]),
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

fn wanted(house_fill: Option<(Duration, String)>, token: Option<String>) -> Wanted {
    Wanted {
        config: Config::new(2),
        seed: Seed([3; 32]),
        table: Table::default(),
        house_fill,
        player_name: "Ann".into(),
        token,
        dice_contribution: vec![1; 32],
        creator: None,
        account: None,
    }
}

/// The game as its task has it now.
fn view(hub: &Hub<Versions>, id: &str) -> Arc<GameView> {
    hub.registry
        .loaded(id)
        .expect("in memory")
        .projection
        .view()
}

/// The versions a stream sends until it ends (none is a heartbeat here:
/// they come every 10 s and carry no new version, so they are skipped).
async fn versions_to_the_end(mut stream: WatchStream<Versions>) -> Vec<u64> {
    let mut versions = Vec::new();
    while let Some(sent) = stream.next().await {
        let (Sent::Change(update, _) | Sent::Snapshot(update, _)) = sent.expect("no error");
        if versions.last() != Some(&update.version) {
            versions.push(update.version);
        }
    }
    versions
}

/// That `time_ms` is the expiry counted from `since` on the hub's clock
/// (whose timers fire on the millisecond after).
fn at_the_bound(time_ms: u64, since: u64) {
    let bound = since + EXPIRY.as_millis() as u64;
    assert!(
        (bound..bound + 1000).contains(&time_ms),
        "cancelled at {time_ms}, the bound is {bound}"
    );
}

async fn stop(hub: Arc<Hub<Versions>>, store: Store, thread: StoreThread) {
    hub.shut_down().await;
    store.close();
    drop(store);
    thread.join();
}

#[tokio::test]
async fn an_open_game_expires_at_the_bound_and_not_before() {
    let (store, thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    tokio::time::pause();
    let hub = hub(&store, Clock::tokio());
    let id = create(&hub, 2).await;
    let created = view(&hub, &id);
    let stream = hub.watch(&id, None, None).await.expect("watching");
    let watching = tokio::spawn(versions_to_the_end(stream));

    tokio::time::sleep(EXPIRY - Duration::from_millis(1)).await;
    let before = view(&hub, &id);
    assert_eq!(
        (before.status, before.version),
        (Status::Open, 1),
        "not before the bound"
    );

    // The stream ends after the cancelling change, as after a finish.
    let versions = watching.await.expect("no panic");
    assert_eq!(versions, [1, 2]);
    let after = view(&hub, &id);
    assert_eq!(after.status, Status::Cancelled);
    at_the_bound(after.updated_ms, created.updated_ms);
    let entries = store.load(&id).await.expect("read").expect("stored");
    assert!(matches!(
        entries.last(),
        Some(Entry::Cancelled {
            reason: CancelReason::Expired,
            ..
        })
    ));
    // A cancelled game takes no seat and changes no more.
    let join = hub.join(&id, None, "Ann".into(), None, Vec::new()).await;
    assert!(
        matches!(join, Err(HubError::Entry(EntryError::Cancelled))),
        "{join:?}"
    );
    assert_eq!(view(&hub, &id).version, 2);
    // Listed as cancelled, and only as cancelled.
    let cancelled = hub
        .list(None, 10, Some(Status::Cancelled))
        .await
        .expect("a page");
    assert_eq!(cancelled.games.len(), 1);
    let open = hub
        .list(None, 10, Some(Status::Open))
        .await
        .expect("a page");
    assert!(open.games.is_empty());
    stop(hub, store, thread).await;
}

#[tokio::test]
async fn a_join_puts_the_expiry_back() {
    let (store, thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    tokio::time::pause();
    let hub = hub(&store, Clock::tokio());
    let id = create(&hub, 3).await;
    let stream = hub.watch(&id, None, None).await.expect("watching");
    let watching = tokio::spawn(versions_to_the_end(stream));

    tokio::time::sleep(EXPIRY / 3).await;
    let (joined, _, _) = hub
        .join(&id, None, "Ann".into(), None, Vec::new())
        .await
        .expect("a seat");
    // Past the bound counted from the creation, before the one counted
    // from the join.
    tokio::time::sleep(EXPIRY * 5 / 6).await;
    assert_eq!(view(&hub, &id).status, Status::Open, "the join put it back");

    assert_eq!(watching.await.expect("no panic"), [1, 2, 3]);
    let after = view(&hub, &id);
    assert_eq!(after.status, Status::Cancelled);
    at_the_bound(after.updated_ms, joined.updated_ms);
    stop(hub, store, thread).await;
}

#[tokio::test]
async fn a_matchmade_seat_waiting_alone_ages_out_and_finding_again_seats_anew() {
    let (store, thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    tokio::time::pause();
    let hub = hub(&store, Clock::tokio());
    let token = "4f".repeat(32);
    let (first, seat, _) = hub
        .find(wanted(None, Some(token.clone())))
        .await
        .expect("a seat");
    assert_eq!((first.version, seat, first.status), (2, 0, Status::Open));
    let stream = hub.watch(&first.id, None, None).await.expect("watching");
    assert_eq!(versions_to_the_end(stream).await, [2, 3]);
    assert_eq!(view(&hub, &first.id).status, Status::Cancelled);

    // The same token again: its seat is in a game that will never start,
    // so it gets a seat in another.
    let (second, seat, again) = hub
        .find(wanted(None, Some(token.clone())))
        .await
        .expect("a new seat");
    assert_ne!(second.id, first.id);
    assert_eq!((seat, second.status, again), (0, Status::Open, token));
    stop(hub, store, thread).await;
}

#[tokio::test]
async fn a_game_whose_seats_go_to_house_bots_is_filled_not_cancelled() {
    let (store, thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    tokio::time::pause();
    let hub = hub(&store, Clock::tokio());
    let fill = Some((EXPIRY * 2, "random".to_owned()));
    let (view_now, _, _) = hub.find(wanted(fill, None)).await.expect("a seat");
    let id = view_now.id.clone();
    let mut stream = hub.watch(&id, None, None).await.expect("watching");
    tokio::time::sleep(EXPIRY + Duration::from_secs(1)).await;
    assert_eq!(
        view(&hub, &id).status,
        Status::Open,
        "past the expiry, not cancelled"
    );
    // The house bot's seat: the game starts.
    while let Some(sent) = stream.next().await {
        let (Sent::Change(update, _) | Sent::Snapshot(update, _)) = sent.expect("no error");
        if update.version >= 3 {
            break;
        }
    }
    let filled = view(&hub, &id);
    assert!(filled.house.iter().any(Option::is_some), "a house bot sits");
    // Filled at its fill time, past the expiry, and never cancelled.
    let entries = store.load(&id).await.expect("read").expect("stored");
    assert!(
        !entries.iter().any(|e| matches!(e, Entry::Cancelled { .. })),
        "{entries:?}"
    );
    let Some(Entry::Joined { time_ms, house, .. }) = entries.get(2) else {
        panic!("no third entry: {entries:?}");
    };
    assert!(house.is_some());
    assert!(*time_ms >= view_now.created_ms + 2 * EXPIRY.as_millis() as u64);
    drop(stream);
    stop(hub, store, thread).await;
}

/// The expiry is kept in the game's row: a server started afresh finds the
/// game due with nobody calling, and cancels it at the same moment.
#[tokio::test]
async fn the_expiry_fires_after_a_restart_with_nobody_calling() {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("games.db");
    tokio::time::pause();
    let clock = Clock::tokio();
    let (store, thread) = Store::sqlite(&path, Durability::Process).expect("a store");
    let first = hub(&store, clock.clone());
    let id = create(&first, 2).await;
    let created = view(&first, &id);
    stop(first, store, thread).await;

    let (store, thread) = Store::sqlite(&path, Durability::Process).expect("the store again");
    let second = hub(&store, clock);
    assert_eq!(second.games_in_memory(), 0);
    // Nobody calls: the server finds the game due in the store. (The
    // store's thread is not on tokio's clock, so the test looks until it
    // sees the change rather than for a fixed time.)
    let mut cancelled = None;
    for _ in 0..4000 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let entries = store.load(&id).await.expect("read").expect("stored");
        if let Some(Entry::Cancelled { time_ms, .. }) = entries.last() {
            cancelled = Some(*time_ms);
            break;
        }
    }
    let time_ms = cancelled.expect("cancelled with nobody calling");
    at_the_bound(time_ms, created.updated_ms);
    stop(second, store, thread).await;
}
