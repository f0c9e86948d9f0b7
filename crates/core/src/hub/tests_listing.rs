//! Listing without logs: a game that left memory is listed from the
//! summary saved with it, as long as that is its last version; otherwise
//! from its log, as before.

use std::sync::Arc;
use std::time::Duration;

use mountain_goats_rules::{Config, Seed};

use super::tests::Versions;
use super::{Hub, HubOptions};
use crate::hosted::{DiceSource, Table};
use crate::store::{Durability, Store, StoreThread};

fn open(path: &std::path::Path) -> (Arc<Hub<Versions>>, Store, StoreThread) {
    let (store, thread) = Store::sqlite(path, Durability::Full).expect("a store");
    let options = HubOptions {
        idle: Duration::from_secs(1),
        ..HubOptions::default()
    };
    (Hub::new(store.clone(), options), store, thread)
}

async fn close(hub: Arc<Hub<Versions>>, store: Store, thread: StoreThread) {
    hub.shut_down().await;
    store.close();
    drop(store);
    tokio::task::spawn_blocking(move || thread.join())
        .await
        .expect("joined");
}

#[tokio::test]
async fn a_game_out_of_memory_is_listed_from_its_summary() {
    let dir = tempfile::tempdir().expect("a directory");
    let path = dir.path().join("games.db");
    let (hub, store, thread) = open(&path);
    let mut ids = Vec::new();
    for seed in [1, 2] {
        let id = hub
            .create(
                Config::new(3),
                Seed([seed; 32]),
                DiceSource::ChosenSeed,
                false,
                Table::default(),
                &[],
            )
            .await
            .expect("created")
            .id
            .clone();
        hub.join(&id, None, format!("Ann{seed}"), None, Vec::new())
            .await
            .expect("joined");
        ids.push(id);
    }
    // Nobody calls: the games leave memory, their summaries saved.
    tokio::time::pause();
    while hub.games_in_memory() > 0 {
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    tokio::time::resume();
    close(hub, store, thread).await;

    // Damage every entry but the creations: only a listing that reads no
    // log still shows the games. The second game gets a version after its
    // summary, which makes the summary stale: it is read from its log, and
    // is unreadable.
    {
        let conn = rusqlite::Connection::open(&path).expect("the file");
        conn.execute("UPDATE log SET entry = 'damaged' WHERE version > 1", [])
            .expect("damaged");
        conn.execute(
            "INSERT INTO log (game_id, version, entry) VALUES (?1, 3, 'damaged')",
            [&ids[1]],
        )
        .expect("a later version");
    }
    let (hub, store, thread) = open(&path);
    let page = hub.list(None, 10, None).await.expect("a listing");
    let listed: Vec<_> = page
        .games
        .iter()
        .map(|g| (g.id.clone(), g.version))
        .collect();
    assert_eq!(
        listed,
        vec![(ids[0].clone(), 2)],
        "the first game from its summary; the second's summary is stale, and its log damaged"
    );
    assert_eq!(
        page.games[0].player_names[0].as_deref(),
        Some("Ann1"),
        "the summary is the game"
    );
    close(hub, store, thread).await;
}

/// The same on PostgreSQL, where several servers list what one of them
/// played: a listing that had to read a game's log saves its summary, and
/// the next listing (on any server) reads no log while that is the game's
/// last version. Skipped without `MOUNTAIN_GOATS_TEST_POSTGRES`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_a_listing_reads_summaries_not_logs() {
    use crate::store::{Location, fresh_database};
    let Some(url) = fresh_database().await else {
        return;
    };
    let open = || async {
        let (store, closing) = Store::open(&Location::Postgres(url.clone()), Durability::Full)
            .await
            .expect("the store");
        (
            Hub::<Versions>::new(store.clone(), HubOptions::default()),
            store,
            closing,
        )
    };
    let (player, player_store, player_closing) = open().await;
    let mut ids = Vec::new();
    for seed in [3, 4] {
        let id = player
            .create(
                Config::new(3),
                Seed([seed; 32]),
                DiceSource::ChosenSeed,
                false,
                Table::default(),
                &[],
            )
            .await
            .expect("created")
            .id
            .clone();
        player
            .join(&id, None, format!("Bo{seed}"), None, Vec::new())
            .await
            .expect("joined");
        ids.push(id);
    }
    player.shut_down().await;
    player_store.close();
    player_closing.wait().await;

    // Another server lists the games: from their logs, the first time.
    let (lister, store, closing) = open().await;
    let first = lister.list(None, 10, None).await.expect("a listing");
    assert_eq!(first.games.len(), 2, "both games, read from their logs");

    // Damage every entry but the creations; give the second game a version
    // after its summary.
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .expect("connected");
    tokio::spawn(connection);
    client
        .execute(
            "UPDATE mountain_goats.log SET entry = 'damaged' WHERE version > 1",
            &[],
        )
        .await
        .expect("damaged");
    client
        .execute(
            "INSERT INTO mountain_goats.log (game_id, version, entry) VALUES ($1, 3, 'damaged')",
            &[&ids[1]],
        )
        .await
        .expect("a later version");

    let page = lister.list(None, 10, None).await.expect("a listing");
    let listed: Vec<_> = page
        .games
        .iter()
        .map(|g| (g.id.clone(), g.version))
        .collect();
    assert_eq!(
        listed,
        vec![(ids[0].clone(), 2)],
        "the first game from its summary; the second's summary is stale, and its log damaged"
    );
    assert_eq!(page.games[0].player_names[0].as_deref(), Some("Bo3"));
    lister.shut_down().await;
    store.close();
    closing.wait().await;
}
