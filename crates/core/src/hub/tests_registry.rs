//! The registry's loads, creations, watches, evictions and failures,
//! interleaved every way a seeded scheduler finds: proptest draws a
//! schedule (which calls, how many times each yields before it starts and
//! inside its load), and a single-threaded runtime plays it, so that a
//! failing schedule replays exactly and shrinks to a short one.
//!
//! What must hold whatever the interleaving:
//! - one writer: a load starts only when the game is not in memory and no
//!   other load of it is running;
//! - no orphan: a call that gets the game gets the one in memory (or one
//!   an eviction took out after it was handed over), never a task that the
//!   registry does not know;
//! - no game let go with a watcher on it;
//! - at the end, at most one game in memory, and it is the last loaded.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use mountain_goats_rules::{Config, Seed};
use proptest::prelude::*;
use tokio::sync::mpsc;

use super::HubError;
use super::registry::{GameHandle, Registry};
use super::tests::Versions;
use crate::hosted::{DiceSource, Entry, HostedGame, Table};
use crate::projection::Projection;

const GAME: &str = "g";

/// One call of a schedule.
#[derive(Clone, Debug)]
enum Call {
    /// `get_or_load`, whose load yields `inside` times, then succeeds or
    /// fails.
    Get { inside: u8, fails: bool },
    /// `create`, storing for `inside` yields.
    Create { inside: u8 },
    /// `watch`, then dropping the watcher after `keep` yields.
    Watch { inside: u8, keep: u8 },
    /// The task leaving when nobody watches (`evict`).
    Evict,
    /// The task failing (`forget`).
    Forget,
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        (0u8..4, any::<bool>()).prop_map(|(inside, fails)| Call::Get { inside, fails }),
        (0u8..4).prop_map(|inside| Call::Create { inside }),
        (0u8..4, 0u8..6).prop_map(|(inside, keep)| Call::Watch { inside, keep }),
        Just(Call::Evict),
        Just(Call::Forget),
    ]
}

/// What the schedule's calls saw, checked as they go.
#[derive(Default)]
struct Seen {
    /// Loads running now.
    loading: usize,
    /// Games taken out of memory when left alone.
    evicted: Vec<Arc<Projection<Versions>>>,
    /// Games taken out of memory when their task failed.
    forgotten: Vec<Arc<Projection<Versions>>>,
    /// The last game a load put in memory.
    last_loaded: Option<Arc<Projection<Versions>>>,
}

fn new_handle() -> GameHandle<Versions> {
    let created = Entry::Created {
        config: Config::new(2),
        seed: Seed([1; 32]),
        time_ms: 0,
        table: Table::default(),
        dice: DiceSource::ChosenSeed,
        draw_first_seat: false,
    };
    let hosted = HostedGame::create(GAME.into(), created).expect("a game");
    let (commands, _) = mpsc::channel(1);
    GameHandle {
        commands,
        projection: Arc::new(Projection::new(&hosted, 4)),
        behind: Arc::default(),
        home: Arc::new(super::home::Home::new(
            None,
            tokio::sync::watch::channel(0).1,
        )),
    }
}

async fn yields(n: u8) {
    for _ in 0..n {
        tokio::task::yield_now().await;
    }
}

/// A load as the hub's: checks that it is the one writer, then yields
/// `inside` times (the store's read) and gives a new game, or fails.
async fn load(
    registry: &Registry<Versions>,
    seen: &RefCell<Seen>,
    inside: u8,
    fails: bool,
) -> Result<GameHandle<Versions>, HubError> {
    {
        let mut seen = seen.borrow_mut();
        assert_eq!(seen.loading, 0, "two loads of one game at once");
        assert!(
            registry.loaded(GAME).is_none(),
            "a load while the game is in memory: a second task"
        );
        seen.loading += 1;
    }
    yields(inside).await;
    let mut seen = seen.borrow_mut();
    seen.loading -= 1;
    if fails {
        return Err(HubError::GameNotFound(GAME.into()));
    }
    let handle = new_handle();
    seen.last_loaded = Some(handle.projection.clone());
    Ok(handle)
}

/// The game a call got is the one in memory, or one let go since.
fn check_got(registry: &Registry<Versions>, seen: &RefCell<Seen>, got: &GameHandle<Versions>) {
    let seen = seen.borrow();
    let in_memory = registry
        .loaded(GAME)
        .is_some_and(|h| Arc::ptr_eq(&h.projection, &got.projection));
    let let_go = seen
        .evicted
        .iter()
        .chain(&seen.forgotten)
        .any(|p| Arc::ptr_eq(p, &got.projection));
    assert!(
        in_memory || let_go,
        "a call got a game the registry does not know"
    );
}

async fn play(registry: Rc<Registry<Versions>>, seen: Rc<RefCell<Seen>>, call: Call) {
    match call {
        Call::Get { inside, fails } => {
            let got = registry
                .get_or_load(GAME, || load(&registry, &seen, inside, fails))
                .await;
            if let Ok(got) = got {
                check_got(&registry, &seen, &got);
            }
        }
        Call::Create { inside } => {
            let got = registry
                .create(GAME, || load(&registry, &seen, inside, false))
                .await;
            if let Ok(got) = got {
                check_got(&registry, &seen, &got);
            }
        }
        Call::Watch { inside, keep } => {
            let watching = registry
                .watch(GAME, 16, || load(&registry, &seen, inside, false))
                .await;
            if let Ok(Some(guard)) = watching {
                let watched = guard.projection().clone();
                for _ in 0..keep {
                    tokio::task::yield_now().await;
                    let in_memory = registry
                        .loaded(GAME)
                        .is_some_and(|h| Arc::ptr_eq(&h.projection, &watched));
                    let failed = seen
                        .borrow()
                        .forgotten
                        .iter()
                        .any(|p| Arc::ptr_eq(p, &watched));
                    assert!(
                        in_memory || failed,
                        "a game was let go with a watcher on it"
                    );
                }
                drop(guard);
            }
        }
        Call::Evict => {
            if let Some(handle) = registry.loaded(GAME) {
                let projection = handle.projection.clone();
                let alone = || projection.watchers() == 0;
                if registry.evict(GAME, &projection, alone) {
                    seen.borrow_mut().evicted.push(projection);
                }
            }
        }
        Call::Forget => {
            if let Some(handle) = registry.loaded(GAME) {
                // A failed task is let go even with watchers: their streams
                // end with it.
                registry.forget(GAME, &handle.projection);
                seen.borrow_mut().forgotten.push(handle.projection.clone());
            }
        }
    }
}

/// Plays `schedule`: each call starts after its delay, all on one thread.
fn run(schedule: Vec<(u8, Call)>) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a runtime");
    let local = tokio::task::LocalSet::new();
    local.block_on(&runtime, async {
        let registry = Rc::new(Registry::<Versions>::default());
        let seen = Rc::new(RefCell::new(Seen::default()));
        let mut tasks = Vec::new();
        for (delay, call) in schedule {
            let (registry, seen) = (registry.clone(), seen.clone());
            tasks.push(tokio::task::spawn_local(async move {
                yields(delay).await;
                play(registry, seen, call).await;
            }));
        }
        for task in tasks {
            if let Err(error) = task.await {
                std::panic::resume_unwind(error.into_panic());
            }
        }
        assert!(registry.len() <= 1, "more than one game in memory");
        if let Some(handle) = registry.loaded(GAME) {
            let seen = seen.borrow();
            let last = seen.last_loaded.as_ref().expect("a load put it there");
            assert!(
                Arc::ptr_eq(&handle.projection, last),
                "the game in memory is not the last one loaded"
            );
        }
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn every_interleaving_keeps_one_task_per_game(
        schedule in proptest::collection::vec((0u8..6, call()), 1..10)
    ) {
        run(schedule);
    }
}

/// A call, a watch and a creation of one game at once: one load, one game,
/// the creation refused (the id is in use).
#[test]
fn two_calls_at_once_load_once() {
    run(vec![
        (
            0,
            Call::Get {
                inside: 3,
                fails: false,
            },
        ),
        (0, Call::Watch { inside: 3, keep: 2 }),
        (1, Call::Create { inside: 1 }),
    ]);
}
