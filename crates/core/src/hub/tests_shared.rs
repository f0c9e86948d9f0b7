//! Two hubs on one PostgreSQL database, in one process: a game's home
//! follows its calls. Skipped without `MOUNTAIN_GOATS_TEST_POSTGRES`.

use std::sync::Arc;
use std::time::Duration;

use mountain_goats_rules::{Config, Seed};

use super::tests::Versions;
use super::{Hub, HubOptions};
use crate::hosted::{DiceSource, Table};
use crate::store::{Durability, Location, Store};

async fn hub(url: &str) -> (Arc<Hub<Versions>>, Store, crate::store::Closing) {
    let (store, closing) = Store::open(&Location::Postgres(url.to_owned()), Durability::Full)
        .await
        .expect("the store");
    let options = HubOptions {
        heartbeat: Duration::from_millis(200),
        ..HubOptions::default()
    };
    (Hub::new(store.clone(), options), store, closing)
}

/// Waits (real time: the database's clock runs the leases) until `done`.
async fn eventually(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..100 {
        if done() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{what} did not happen within 5 s");
}

/// The server first called about a game is its home; once every call goes to
/// another server (as a balancer hashing on the game sends them), the
/// first lets the game go within a heartbeat and the other takes it, so
/// that one server runs its clock and house bots: the one its players
/// talk to.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_home_follows_its_calls() {
    let Some(url) = crate::store::fresh_database().await else {
        return;
    };
    let (first, first_store, first_closing) = hub(&url).await;
    let (second, second_store, second_closing) = hub(&url).await;
    let view = first
        .create(
            Config::new(2),
            Seed([9; 32]),
            DiceSource::ChosenSeed,
            false,
            Table::default(),
            &[],
        )
        .await
        .expect("created");
    let id = view.id.clone();
    // A creation claims nothing on a shared store: the first server called
    // about the game (here, by its joins) becomes its home.
    let mut tokens = Vec::new();
    for seat in 0..2 {
        let (_, _, token) = first
            .join(&id, Some(seat), format!("p{seat}"), None, Vec::new())
            .await
            .expect("joined");
        tokens.push(token);
    }
    assert!(
        first.registry.loaded(&id).expect("loaded").home.is_home(),
        "the server called is the home"
    );
    second.get(&id).await.expect("get");
    assert!(
        !second.registry.loaded(&id).expect("loaded").home.is_home(),
        "a live home keeps its game"
    );
    let moved = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let playing = {
        let (second, id, moved) = (second.clone(), id.clone(), moved.clone());
        tokio::spawn(async move {
            for _ in 0..60 {
                let view = second.get(&id).await.expect("get");
                let _ = view;
                let game = second
                    .registry
                    .loaded(&id)
                    .expect("loaded")
                    .projection
                    .view();
                if game.status != crate::hosted::Status::Playing {
                    break;
                }
                let seat = usize::from(game.game.current_seat());
                let mv = game.game.legal_moves().into_iter().next().expect("a move");
                let hash = crate::secrets::token_hash(&tokens[seat]);
                second
                    .submit(&id, hash, mv, None, format!("m{}", game.version))
                    .await
                    .expect("moved");
                moved.store(true, std::sync::atomic::Ordering::Release);
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        })
    };
    let handle = |hub: &Arc<Hub<Versions>>| hub.registry.loaded(&id).map(|h| h.home.clone());
    eventually("the game's home moving to where its calls go", || {
        handle(&second).is_some_and(|h| h.is_home())
    })
    .await;
    assert!(
        handle(&first).is_none_or(|h| !h.is_home()),
        "one home at a time"
    );
    playing.abort();
    for (hub, store, closing) in [
        (first, first_store, first_closing),
        (second, second_store, second_closing),
    ] {
        hub.shut_down().await;
        store.close();
        closing.wait().await;
    }
}
