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

/// A game of two seats made on `hub` from seed `seed`, both seats joined
/// there: its id and the seats' tokens.
async fn two_seat_game(hub: &Hub<Versions>, seed: u8) -> (String, Vec<String>) {
    let view = hub
        .create(
            Config::new(2),
            Seed([seed; 32]),
            DiceSource::ChosenSeed,
            false,
            Table::default(),
            &[],
        )
        .await
        .expect("created");
    let id = view.id.clone();
    let mut tokens = Vec::new();
    for seat in 0..2 {
        let (_, _, token) = hub
            .join(&id, Some(seat), format!("p{seat}"), None, Vec::new())
            .await
            .expect("joined");
        tokens.push(token);
    }
    (id, tokens)
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
    // A creation claims nothing on a shared store: the first server called
    // about the game (here, by its joins) becomes its home.
    let (id, tokens) = two_seat_game(&first, 9).await;
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

/// Deletes game `id`'s entries after `version` as a database that lost its
/// last acknowledged commits does (a crash under `--durability process`,
/// a failover to an asynchronous replica).
async fn lose_after(url: &str, id: &str, version: u64) {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .expect("the test database");
    let driver = tokio::spawn(connection);
    client
        .execute(
            "DELETE FROM mountain_goats.log WHERE game_id = $1 AND version > $2",
            &[&id, &(version as i64)],
        )
        .await
        .expect("the tail is lost");
    drop(client);
    let _ = driver.await;
}

/// Plays the first legal move of the seat to move on `hub`, with `tokens`.
async fn play_one(
    hub: &Hub<Versions>,
    id: &str,
    tokens: &[String],
    request: &str,
) -> Result<u64, super::HubError> {
    hub.get(id).await?;
    let game = hub.registry.loaded(id).expect("loaded").projection.view();
    let seat = usize::from(game.game.current_seat());
    let mv = game.game.legal_moves().into_iter().next().expect("a move");
    let hash = crate::secrets::token_hash(&tokens[seat]);
    hub.submit(id, hash, mv, Some(game.version), request.to_owned())
        .await
        .map(|committed| committed.view.version)
}

/// The stale copy: server A plays a game to version v; the database
/// loses the last three versions; server B, reading what the database
/// holds, plays three moves of its own at those versions; A's next move,
/// made on its stale copy (which sees "the version before exists"), must
/// not land on B's history: A answers `HISTORY_LOST` naming exactly the
/// versions it held that the database lost, and the game goes on as B
/// left it, every version B's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_copy_never_appends_on_another_servers_history() {
    let Some(url) = crate::store::fresh_database().await else {
        return;
    };
    let (a, a_store, a_closing) = hub(&url).await;
    let (b, b_store, b_closing) = hub(&url).await;
    let (id, tokens) = two_seat_game(&a, 7).await;
    for n in 0..6 {
        play_one(&a, &id, &tokens, &format!("a{n}"))
            .await
            .expect("A moves");
    }
    let held = a.get(&id).await.expect("get").version;
    lose_after(&url, &id, held - 3).await;
    for n in 0..3 {
        play_one(&b, &id, &tokens, &format!("b{n}"))
            .await
            .expect("B moves on what the database holds");
    }
    let b_version = b.get(&id).await.expect("get").version;
    assert_eq!(
        b_version, held,
        "B is at the version A holds, by its own moves"
    );

    // A's copy is at `held` too: a move on it must not be stored.
    let seat = usize::from(
        a.registry
            .loaded(&id)
            .expect("A still holds its copy")
            .projection
            .view()
            .game
            .current_seat(),
    );
    let stale = a.registry.loaded(&id).expect("loaded").projection.view();
    let mv = stale.game.legal_moves().into_iter().next().expect("a move");
    let answer = a
        .submit(
            &id,
            crate::secrets::token_hash(&tokens[seat]),
            mv,
            Some(held),
            "a-stale".into(),
        )
        .await;
    match answer {
        Err(super::HubError::HistoryLost { from, to, .. }) => {
            assert_eq!((from, to), (held - 2, held), "exactly the versions lost");
        }
        Err(super::HubError::TokenInvalid | super::HubError::Entry(_)) => {
            // Judged on B's history after catching up: also not forked.
        }
        other => panic!("a stale copy's move must not be stored: {other:?}"),
    }
    let log = b_store.load(&id).await.expect("load").expect("the game");
    for entry in &log {
        if let crate::hosted::Entry::Moved { request_id, .. } = entry {
            assert_ne!(request_id, "a-stale", "the stale move is in no version");
        }
    }
    let moved_by_a = log
        .iter()
        .filter(|e| matches!(e, crate::hosted::Entry::Moved { request_id, .. } if request_id.starts_with('a')))
        .count();
    assert_eq!(moved_by_a, 3, "A's three moves the database kept, then B's");
    // A reads the game again from the database and goes on from B's.
    let again = a.get(&id).await.expect("get").version;
    assert!(again >= b_version, "A goes on from the database's history");
    for (hub, store, closing) in [(a, a_store, a_closing), (b, b_store, b_closing)] {
        hub.shut_down().await;
        store.close();
        closing.wait().await;
    }
}

/// A retried move is answered from memory, but only once the store is
/// known to hold it still: after the database lost the move's version, the
/// retry is told `HISTORY_LOST` (not "done" for a move that is gone), and
/// the same retry once more is played anew on what the database holds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_retry_of_a_lost_move_is_not_answered_done() {
    let Some(url) = crate::store::fresh_database().await else {
        return;
    };
    let (a, a_store, a_closing) = hub(&url).await;
    let (id, tokens) = two_seat_game(&a, 8).await;
    for n in 0..3 {
        play_one(&a, &id, &tokens, &format!("m{n}"))
            .await
            .expect("moved");
    }
    // The last move, kept to be sent again.
    let before = a.registry.loaded(&id).expect("loaded").projection.view();
    let seat = usize::from(before.game.current_seat());
    let mv = before
        .game
        .legal_moves()
        .into_iter()
        .next()
        .expect("a move");
    let hash = crate::secrets::token_hash(&tokens[seat]);
    let played = a
        .submit(&id, hash, mv.clone(), None, "last".into())
        .await
        .expect("the last move")
        .view
        .version;
    lose_after(&url, &id, played - 1).await;
    let retried = a.submit(&id, hash, mv.clone(), None, "last".into()).await;
    assert!(
        matches!(retried, Err(super::HubError::HistoryLost { from, to, .. }) if from == played && to == played),
        "a retry of a lost move: {:?}",
        retried.map(|c| c.view.version)
    );
    let again = a
        .submit(&id, hash, mv, None, "last".into())
        .await
        .expect("played anew on what the database holds");
    assert_eq!(again.view.version, played);
    let log = a_store.load(&id).await.expect("load").expect("the game");
    assert_eq!(log.len() as u64, played, "stored once, at its version");
    a.shut_down().await;
    a_store.close();
    a_closing.wait().await;
}

/// One seat per token across servers: two searches with one token at once,
/// one on each server, for tables of different options, get one seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_searches_with_one_token_on_two_servers_share_one_seat() {
    let Some(url) = crate::store::fresh_database().await else {
        return;
    };
    let (a, a_store, a_closing) = hub(&url).await;
    let (b, b_store, b_closing) = hub(&url).await;
    for round in 0..20 {
        super::tests_seats::one_seat_for_two_searches(&a, &b, round).await;
    }
    for (hub, store, closing) in [(a, a_store, a_closing), (b, b_store, b_closing)] {
        hub.shut_down().await;
        store.close();
        closing.wait().await;
    }
}

/// A server whose own clock is 20 s fast keeps the database's time: the
/// lease measures the offset, and the hub stamps entries (and judges the
/// timers on them) on the corrected clock, not 20 s ahead.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_with_a_fast_clock_keeps_the_databases_time() {
    let Some(url) = crate::store::fresh_database().await else {
        return;
    };
    const FAST_MS: i64 = 20_000;
    let (store, closing) = Store::open(&Location::Postgres(url.clone()), Durability::Full)
        .await
        .expect("the store");
    let crate::store::Store::Postgres(pg) = &store else {
        unreachable!("a PostgreSQL store")
    };
    pg.skew_clock(FAST_MS);
    let offset = store.clock_offset().expect("a shared store's offset");
    eventually("the lease measuring the fast clock", || {
        (offset.load(std::sync::atomic::Ordering::Relaxed) + FAST_MS).abs() < 1_000
    })
    .await;
    // The server's own clock, 20 s fast.
    let fast = crate::clock::Clock::Tokio {
        wall_ms: crate::hosted::now_ms() + FAST_MS as u64,
        at: tokio::time::Instant::now(),
    };
    let hub = Hub::<Versions>::new(
        store.clone(),
        HubOptions {
            clock: fast,
            ..HubOptions::default()
        },
    );
    let view = hub
        .create(
            Config::new(2),
            Seed([4; 32]),
            DiceSource::ChosenSeed,
            false,
            Table::default(),
            &[],
        )
        .await
        .expect("created");
    let true_now = crate::hosted::now_ms();
    assert!(
        view.created_ms.abs_diff(true_now) < 2_000,
        "stamped {} ms from the database's time, not {FAST_MS} ahead",
        view.created_ms as i64 - true_now as i64
    );
    hub.shut_down().await;
    store.close();
    closing.wait().await;
}
