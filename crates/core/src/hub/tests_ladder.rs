//! The rated queue on a clock the test moves by hand: accounts of chosen
//! ratings, tables that take players further away the longer they wait,
//! and one table per account.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use mountain_goats_rules::{Config, Seed};
use tokio_stream::StreamExt;

use super::tests::Versions;
use super::{Hub, HubError, HubOptions, Wanted};
use crate::clock::Clock;
use crate::hosted::{Entry, Status, Table};
use crate::ladder::{Account, BAND_WIDTH, Rating, name_key};
use crate::projection::Sent;
use crate::store::{Durability, Store};

fn hub(store: &Store, clock: Clock) -> Arc<Hub<Versions>> {
    let options = HubOptions {
        clock,
        ..HubOptions::default()
    };
    Hub::<Versions>::new(store.clone(), options)
}

/// An account shown at `displayed` (σ 1, so μ = displayed + 3).
async fn account(store: &Store, name: &str, displayed: f64) -> Account {
    let account = Account {
        id: format!("acc-{}", name.to_lowercase()),
        display_name: name.to_owned(),
        rating: Rating {
            mu: displayed + 3.0,
            sigma: 1.0,
        },
        rated_games: 0,
        created_ms: 0,
        house_strategy: None,
        key_revoked: false,
        last_game_ms: None,
    };
    store
        .create_account(&account, &name_key(name), &format!("hash-{name}"))
        .await
        .expect("stored");
    account
}

fn wanted(account: &Account) -> Wanted {
    Wanted {
        config: Config::new(2),
        seed: Seed([4; 32]),
        table: Table {
            rated: true,
            turn_seconds: Some(60),
            ..Table::default()
        },
        house_fill: None,
        player_name: account.display_name.clone(),
        token: None,
        dice_contribution: Vec::new(),
        creator: None,
        account: Some(account.clone()),
    }
}

#[tokio::test]
async fn a_rated_table_takes_players_further_away_the_longer_it_waits() {
    let (store, _thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    let (clock, hand) = Clock::manual();
    let hub = hub(&store, clock);
    let ann = account(&store, "Ann", 0.5 * BAND_WIDTH).await; // band 0
    let bob = account(&store, "Bob", 3.5 * BAND_WIDTH).await; // band 3
    let cy = account(&store, "Cy", 6.5 * BAND_WIDTH).await; // band 6
    let dee = account(&store, "Dee", 1.5 * BAND_WIDTH).await; // band 1

    let (ann_table, _, _) = hub.find(wanted(&ann)).await.expect("a table");
    // Three bands away, at once: too far; Bob opens a table of his own.
    let (bob_table, _, _) = hub.find(wanted(&bob)).await.expect("a table");
    assert_ne!(
        ann_table.id, bob_table.id,
        "three bands apart do not meet at once"
    );

    // After 30 s a table takes players three bands away: Cy sits at Bob's.
    hand.fetch_add(30_000, Ordering::SeqCst);
    let (cy_table, _, _) = hub.find(wanted(&cy)).await.expect("a seat");
    assert_eq!(cy_table.id, bob_table.id, "{:?}", cy_table.accounts);

    // The next band sits together at once.
    let (dee_table, _, _) = hub.find(wanted(&dee)).await.expect("a seat");
    assert_eq!(dee_table.id, ann_table.id);
    hub.shut_down().await;
}

/// Two searches in neighbouring bands at the same moment meet: each looks
/// in the other's band, so they search one at a time, not each opening a
/// table of its own where they would both wait.
#[tokio::test]
async fn searches_in_neighbouring_bands_at_once_meet() {
    let (store, _thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    let hub = hub(&store, Clock::Wall);
    let fay = account(&store, "Fay", 0.5 * BAND_WIDTH).await; // band 0
    let gil = account(&store, "Gil", 1.5 * BAND_WIDTH).await; // band 1
    let (fay_found, gil_found) = tokio::join!(hub.find(wanted(&fay)), hub.find(wanted(&gil)));
    let (fay_table, gil_table) = (fay_found.expect("a seat").0, gil_found.expect("a seat").0);
    assert_eq!(fay_table.id, gil_table.id, "one table for both");
    hub.shut_down().await;
}

#[tokio::test]
async fn an_account_waits_at_one_table_and_sits_once_at_it() {
    let (store, _thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    let hub = hub(&store, Clock::Wall);
    let eve = account(&store, "Eve", 10.0).await;
    let (table, seat, token) = hub.find(wanted(&eve)).await.expect("a table");
    // The same token: the same seat, as for every FindGame.
    let again = hub
        .find(Wanted {
            token: Some(token.clone()),
            ..wanted(&eve)
        })
        .await
        .expect("the same seat");
    assert_eq!((again.0.id.as_str(), again.1), (table.id.as_str(), seat));
    // Another token: the account already waits here, and no other table
    // takes it.
    let other = hub.find(wanted(&eve)).await;
    assert!(
        matches!(&other, Err(HubError::AlreadyWaiting(id)) if *id == table.id),
        "{other:?}"
    );
    hub.shut_down().await;
}

/// Two players who leave a rated game at once: the clock plays every turn
/// for them (no house bot takes a seat over), the game ends, and both are
/// rated, once.
#[tokio::test]
async fn players_who_leave_a_rated_game_lose_their_turns_and_are_rated() {
    let (store, thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    tokio::time::pause();
    let hub = hub(&store, Clock::tokio());
    let fay = account(&store, "Fay", 5.0).await;
    let gus = account(&store, "Gus", 6.0).await;
    let (table, _, _) = hub.find(wanted(&fay)).await.expect("a table");
    let (same, _, _) = hub.find(wanted(&gus)).await.expect("a seat");
    assert_eq!(same.id, table.id);
    let mut stream = hub.watch(&table.id, None, None).await.expect("watching");
    // Nobody moves: tokio's time, paused, jumps from deadline to deadline.
    let mut last = None;
    while let Some(sent) = stream.next().await {
        let (Sent::Change(update, _) | Sent::Snapshot(update, _)) = sent.expect("no error");
        last = Some(update.version);
    }
    let over = hub
        .registry
        .loaded(&table.id)
        .expect("loaded")
        .projection
        .view();
    assert_eq!(over.status, Status::Finished, "ended at version {last:?}");
    let entries = store.load(&table.id).await.expect("read").expect("stored");
    assert!(
        entries
            .iter()
            .filter(|e| matches!(e, Entry::Moved { .. }))
            .all(|e| matches!(
                e,
                Entry::Moved {
                    timed_out: true,
                    ..
                }
            )),
        "every move was the clock's"
    );
    assert!(
        !entries
            .iter()
            .any(|e| matches!(e, Entry::HouseTookOver { .. })),
        "no house bot took a seat over"
    );
    for who in [&fay, &gus] {
        let now = store.account(&who.id).await.expect("read").expect("kept");
        assert_eq!(now.rated_games, 1, "{now:?}");
        let history = store.rated_games(&who.id, 10).await.expect("read");
        assert_eq!(history.len(), 1);
        assert_eq!(history[0].game, table.id);
    }
    drop(stream);
    hub.shut_down().await;
    store.close();
    drop(store);
    thread.join();
}
