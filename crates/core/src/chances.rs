//! Win chances as the server serves them: estimated beside the games,
//! cached per (game, version), and bounded so that spectators asking for
//! them cannot starve the games.
//!
//! The estimate itself is [`mountain_goats_strategies::estimate_within`]:
//! the rest of the game played out [`DEFAULT_ROLLOUTS`] times by greedy
//! players with dice of the estimator's own (never the game's seed), for
//! at most [`ChanceOptions::time`]. It is pure CPU work of tens of
//! milliseconds, so it never runs on a game's task, a move's path or a
//! runtime worker: it runs on tokio's blocking pool, at most
//! [`ChanceOptions::concurrent`] at a time. An ask that finds every slot
//! taken waits up to [`ChanceOptions::wait`] for one, then is refused with
//! [`ChancesError::Busy`].
//!
//! Answers are kept in a least-recently-used cache of
//! [`ChanceOptions::cache`] entries, keyed by game and version (a version
//! never changes once made). Callers asking for the same key at the same
//! time share one estimate. A finished game's chances are its result, made
//! without a slot. Refusals are not cached.

use std::collections::{BTreeMap, HashMap};
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mountain_goats_rules::Game;
use mountain_goats_strategies::{Chances, DEFAULT_ROLLOUTS, estimate_within};
use sha2::{Digest, Sha256};
use tokio::sync::{OnceCell, Semaphore};

use crate::hosted::{HostedGame, Status};
use crate::hub::HubError;

/// Tunables of the win chances.
#[derive(Clone, Debug)]
pub struct ChanceOptions {
    /// The most games played out per estimate.
    pub rollouts: u32,
    /// The most time one estimate takes (it plays at least one game out).
    pub time: Duration,
    /// How many (game, version) answers are kept.
    pub cache: usize,
    /// Estimates made at once.
    pub concurrent: usize,
    /// How long an ask waits for a free slot before it is refused.
    pub wait: Duration,
}

impl Default for ChanceOptions {
    fn default() -> ChanceOptions {
        ChanceOptions {
            rollouts: DEFAULT_ROLLOUTS,
            time: Duration::from_millis(300),
            cache: 4096,
            // Half the cores (at least one): the other half stays with the
            // games however many spectators ask.
            concurrent: std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1)),
            wait: Duration::from_secs(2),
        }
    }
}

/// Why chances could not be given.
#[derive(Debug, thiserror::Error)]
pub enum ChancesError {
    /// The game could not be read.
    #[error(transparent)]
    Hub(#[from] HubError),
    /// The version asked for is past the game's.
    #[error("version {version} is past the game's version {current}")]
    VersionAhead { version: u64, current: u64 },
    /// At that version the game had not started: nobody has a chance yet.
    #[error("the game had not started at version {0}: every seat must be taken first")]
    NotStarted(u64),
    /// Every estimate slot stayed busy for the whole wait.
    #[error(
        "the server is making as many win-chance estimates as it allows; retry after a short backoff"
    )]
    Busy,
}

/// Each seat's chances at one version of a game.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The game's version.
    pub version: u64,
    /// The estimate: by seat, the chance and its standard error, and the
    /// rollouts played (0 for a finished game).
    pub chances: Chances,
}

/// An answer, and whether this ask made it.
#[derive(Debug, Clone)]
pub struct Asked {
    /// The chances.
    pub answer: Arc<Answer>,
    /// This ask did not start the estimate: it found it in the cache, or
    /// shared one being made.
    pub cached: bool,
}

/// Where the position to estimate from comes from.
#[derive(Debug)]
pub enum Position {
    /// The game at the version asked for, as it is.
    Game(Box<Game>, Status),
    /// The game with its whole log, to be replayed to `version` (off the
    /// runtime, with the estimate).
    Log(Box<HostedGame>, u64),
}

/// The estimator: given a position, rollouts, a time budget and a seed.
pub type Estimator = dyn Fn(&Game, u32, Duration, u64) -> Chances + Send + Sync;

type Key = (String, u64);
type Cell = Arc<OnceCell<Arc<Answer>>>;

/// The win chances of every game this server serves: the cache, the slots
/// and the estimator.
pub struct WinChances {
    options: ChanceOptions,
    cache: Mutex<Lru>,
    slots: Arc<Semaphore>,
    estimator: Arc<Estimator>,
    estimates: AtomicU64,
    /// Where estimates run: threads at the lowest priority, one per slot.
    threads: crate::background::Background,
}

impl std::fmt::Debug for WinChances {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WinChances")
            .field("options", &self.options)
            .field("estimates", &self.estimates())
            .finish_non_exhaustive()
    }
}

impl WinChances {
    /// Chances estimated by greedy rollouts, as `options` bound them.
    pub fn new(options: ChanceOptions) -> WinChances {
        WinChances::with_estimator(options, Arc::new(estimate_within))
    }

    /// Chances estimated by `estimator` (tests count and hold estimates).
    pub fn with_estimator(options: ChanceOptions, estimator: Arc<Estimator>) -> WinChances {
        WinChances {
            cache: Mutex::new(Lru::new(options.cache.max(1))),
            slots: Arc::new(Semaphore::new(options.concurrent.max(1))),
            threads: crate::background::Background::new("chances", options.concurrent.max(1)),
            options,
            estimator,
            estimates: AtomicU64::new(0),
        }
    }

    /// How many estimates were made (finished games' results included).
    pub fn estimates(&self) -> u64 {
        self.estimates.load(Ordering::Relaxed)
    }

    /// The chances of game `id` at `version`, from the cache or estimated
    /// from the position `position` gives (called only on a miss).
    pub async fn get<F, Fut>(
        &self,
        id: &str,
        version: u64,
        position: F,
    ) -> Result<Asked, ChancesError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Position, ChancesError>>,
    {
        let cell = lock(&self.cache).get_or_insert((id.to_owned(), version));
        let mut made = false;
        let answer = cell
            .get_or_try_init(|| {
                made = true;
                self.make(id, version, position)
            })
            .await?
            .clone();
        Ok(Asked {
            answer,
            cached: !made,
        })
    }

    async fn make<F, Fut>(
        &self,
        id: &str,
        version: u64,
        position: F,
    ) -> Result<Arc<Answer>, ChancesError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Position, ChancesError>>,
    {
        let position = position().await?;
        let seed = seed_of(id, version);
        let (rollouts, time) = (self.options.rollouts, self.options.time);
        let estimator = self.estimator.clone();
        let estimate = move |game: &Game| estimator(game, rollouts, time, seed);
        let chances = match position {
            // A result, not an estimate: no slot needed.
            Position::Game(game, Status::Finished) => estimate(&game),
            Position::Game(_, Status::Open | Status::Cancelled) => {
                return Err(ChancesError::NotStarted(version));
            }
            position => {
                let slot =
                    tokio::time::timeout(self.options.wait, self.slots.clone().acquire_owned())
                        .await
                        .map_err(|_| ChancesError::Busy)?
                        .map_err(|_| HubError::ShuttingDown)?;
                let started = std::time::Instant::now();
                let chances = self
                    .threads
                    .run(move || {
                        let _slot = slot;
                        let game = match position {
                            Position::Game(game, _) => *game,
                            Position::Log(hosted, version) => match hosted.at_version(version) {
                                Some((at, _)) if at.status() == Status::Open => {
                                    return Err(ChancesError::NotStarted(version));
                                }
                                Some((at, _)) => at.game,
                                None => {
                                    return Err(HubError::GameCorrupt {
                                        id: hosted.id.clone(),
                                        version,
                                    }
                                    .into());
                                }
                            },
                        };
                        Ok(estimate(&game))
                    })
                    .await
                    .map_err(|_| HubError::Internal("a win-chance estimate failed"))??;
                crate::metrics::estimated(started.elapsed(), chances.rollouts);
                chances
            }
        };
        self.estimates.fetch_add(1, Ordering::Relaxed);
        Ok(Arc::new(Answer { version, chances }))
    }
}

/// The estimate's seed for game `id` at `version`: the same position gets
/// the same dice on every server, and they owe nothing to the game's own.
fn seed_of(id: &str, version: u64) -> u64 {
    let digest = Sha256::new()
        .chain_update(b"win chances\0")
        .chain_update(id.as_bytes())
        .chain_update(version.to_be_bytes())
        .finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // The cache holds plain data: a panic elsewhere leaves it usable.
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A least-recently-used map from key to cell.
struct Lru {
    capacity: usize,
    tick: u64,
    cells: HashMap<Key, (Cell, u64)>,
    /// Each key by the tick of its last use, oldest first.
    order: BTreeMap<u64, Key>,
}

impl Lru {
    fn new(capacity: usize) -> Lru {
        Lru {
            capacity,
            tick: 0,
            cells: HashMap::new(),
            order: BTreeMap::new(),
        }
    }

    /// The cell of `key`, made empty if there is none, and now the most
    /// recently used; the least recently used beyond the capacity go.
    fn get_or_insert(&mut self, key: Key) -> Cell {
        self.tick += 1;
        let tick = self.tick;
        if let Some((cell, used)) = self.cells.get_mut(&key) {
            self.order.remove(used);
            *used = tick;
            let cell = cell.clone();
            self.order.insert(tick, key);
            return cell;
        }
        let cell = Cell::default();
        self.cells.insert(key.clone(), (cell.clone(), tick));
        self.order.insert(tick, key);
        while self.cells.len() > self.capacity {
            let Some((_, oldest)) = self.order.pop_first() else {
                break;
            };
            self.cells.remove(&oldest);
        }
        cell
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.cells.len()
    }
}

#[cfg(test)]
mod tests {
    use mountain_goats_rules::Config;

    use super::*;

    fn playing() -> Position {
        Position::Game(
            Box::new(Game::new(Config::new(2)).expect("config")),
            Status::Playing,
        )
    }

    fn options(concurrent: usize, cache: usize) -> ChanceOptions {
        ChanceOptions {
            rollouts: 10,
            time: Duration::from_millis(300),
            cache,
            concurrent,
            wait: Duration::from_secs(2),
        }
    }

    /// An estimator that counts its calls and answers `[0.25, 0.75]`.
    fn counting() -> (Arc<AtomicU64>, Arc<Estimator>) {
        let calls = Arc::new(AtomicU64::new(0));
        let counted = calls.clone();
        let estimator = Arc::new(move |_: &Game, rollouts: u32, _: Duration, _: u64| {
            counted.fetch_add(1, Ordering::SeqCst);
            Chances {
                win: vec![0.25, 0.75],
                std_error: vec![0.1, 0.1],
                rollouts,
            }
        });
        (calls, estimator)
    }

    /// A gate estimates wait at until it opens (for 10 s at most, so that
    /// a test that went wrong fails rather than hangs).
    #[derive(Default)]
    struct Gate {
        open: Mutex<bool>,
        opened: std::sync::Condvar,
    }

    impl Gate {
        fn open(&self) {
            *lock(&self.open) = true;
            self.opened.notify_all();
        }

        fn wait(&self) {
            let open = lock(&self.open);
            let _ = self
                .opened
                .wait_timeout_while(open, Duration::from_secs(10), |open| !*open);
        }
    }

    /// An estimator that answers `[0.5, 0.5]` once its gate is open.
    fn gated() -> (Arc<Gate>, Arc<Estimator>) {
        let gate = Arc::new(Gate::default());
        let held = gate.clone();
        let estimator = Arc::new(move |_: &Game, rollouts: u32, _: Duration, _: u64| {
            held.wait();
            Chances {
                win: vec![0.5, 0.5],
                std_error: vec![0.0, 0.0],
                rollouts,
            }
        });
        (gate, estimator)
    }

    #[tokio::test]
    async fn an_answer_is_cached_per_version() {
        let (calls, estimator) = counting();
        let chances = WinChances::with_estimator(options(1, 16), estimator);
        let first = chances
            .get("g", 5, || async { Ok(playing()) })
            .await
            .expect("first");
        assert!(!first.cached);
        assert_eq!(first.answer.version, 5);
        assert_eq!(first.answer.chances.rollouts, 10);
        let again = chances
            .get("g", 5, || async {
                panic!("a cached answer needs no position")
            })
            .await
            .expect("again");
        assert!(again.cached);
        assert_eq!(again.answer, first.answer);
        // Another version, another game: other keys.
        chances
            .get("g", 6, || async { Ok(playing()) })
            .await
            .expect("v6");
        chances
            .get("h", 5, || async { Ok(playing()) })
            .await
            .expect("h");
        assert_eq!(calls.load(Ordering::SeqCst), 3);
        assert_eq!(chances.estimates(), 3);
    }

    #[tokio::test]
    async fn asks_at_the_same_time_share_one_estimate() {
        let (open, estimator) = gated();
        let chances = Arc::new(WinChances::with_estimator(options(4, 16), estimator));
        let asks: Vec<_> = (0..8)
            .map(|_| {
                let chances = chances.clone();
                tokio::spawn(async move { chances.get("g", 3, || async { Ok(playing()) }).await })
            })
            .collect();
        tokio::task::yield_now().await;
        open.open();
        let mut made = 0;
        for ask in asks {
            let asked = ask.await.expect("task").expect("chances");
            made += usize::from(!asked.cached);
        }
        assert_eq!(made, 1);
        assert_eq!(chances.estimates(), 1);
    }

    /// With every slot held, an ask waits `wait` (on the paused clock) and
    /// is refused; the refusal is not cached, and once the slot is free the
    /// same ask is answered.
    #[tokio::test(start_paused = true)]
    async fn a_full_pool_answers_busy_after_the_wait() {
        let (open, estimator) = gated();
        let chances = Arc::new(WinChances::with_estimator(options(1, 16), estimator));
        let holder = {
            let chances = chances.clone();
            tokio::spawn(async move { chances.get("g", 1, || async { Ok(playing()) }).await })
        };
        // The first ask has its slot once the pool is empty.
        while chances.slots.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        // A blocking estimate in flight keeps the paused clock from
        // advancing by itself: it is moved by hand.
        let waiting = {
            let chances = chances.clone();
            tokio::spawn(async move { chances.get("g", 2, || async { Ok(playing()) }).await })
        };
        for _ in 0..10 {
            tokio::task::yield_now().await;
        }
        tokio::time::advance(Duration::from_millis(1999)).await;
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished(), "refused before the wait was over");
        tokio::time::advance(Duration::from_millis(1)).await;
        let refused = waiting.await.expect("task");
        assert!(matches!(refused, Err(ChancesError::Busy)), "{refused:?}");
        open.open();
        holder.await.expect("task").expect("the first ask");
        let asked = chances
            .get("g", 2, || async { Ok(playing()) })
            .await
            .expect("freed");
        assert!(!asked.cached);
        assert_eq!(chances.estimates(), 2);
    }

    #[tokio::test]
    async fn a_finished_game_needs_no_slot_and_an_open_one_has_no_chances() {
        let (open, estimator) = gated();
        let chances = Arc::new(WinChances::with_estimator(options(1, 16), estimator));
        let holder = {
            let chances = chances.clone();
            tokio::spawn(async move { chances.get("g", 1, || async { Ok(playing()) }).await })
        };
        while chances.slots.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        // The estimator is held; a finished game's answer comes from the
        // real estimate (a result: no rollouts), without waiting for it.
        let real = WinChances::new(options(1, 16));
        let mut game = Game::new(Config::new(2)).expect("config");
        let mut rng = mountain_goats_strategies::Rng::new(3);
        while !game.is_over() {
            game.roll(mountain_goats_rules::Roll([
                rng.die(),
                rng.die(),
                rng.die(),
                rng.die(),
            ]))
            .expect("roll");
            let moves = game.legal_moves();
            game.play(game.current_seat(), &moves[0]).expect("move");
        }
        let winners = game.result().expect("over").winners.clone();
        let finished = real
            .get("f", 9, || async {
                Ok(Position::Game(Box::new(game), Status::Finished))
            })
            .await
            .expect("finished");
        assert_eq!(finished.answer.chances.rollouts, 0);
        let total: f64 = finished.answer.chances.win.iter().sum();
        assert_eq!(total, 1.0);
        for seat in winners {
            assert!(finished.answer.chances.win[usize::from(seat)] > 0.0);
        }
        let open_game = chances
            .get("o", 2, || async {
                Ok(Position::Game(
                    Box::new(Game::new(Config::new(2)).expect("config")),
                    Status::Open,
                ))
            })
            .await;
        assert!(
            matches!(open_game, Err(ChancesError::NotStarted(2))),
            "{open_game:?}"
        );
        open.open();
        holder.await.expect("task").expect("held");
    }

    #[test]
    fn the_least_recently_used_goes_first() {
        let mut lru = Lru::new(2);
        let a = lru.get_or_insert(("a".into(), 1));
        a.set(Arc::new(Answer {
            version: 1,
            chances: Chances {
                win: vec![1.0],
                std_error: vec![0.0],
                rollouts: 0,
            },
        }))
        .expect("empty");
        lru.get_or_insert(("b".into(), 1));
        // `a` used again: `b` is now the oldest, and goes for `c`.
        assert!(lru.get_or_insert(("a".into(), 1)).initialized());
        lru.get_or_insert(("c".into(), 1));
        assert_eq!(lru.len(), 2);
        assert!(lru.get_or_insert(("a".into(), 1)).initialized());
        assert_eq!(lru.len(), 2);
        // `b` was forgotten: a fresh, empty cell (and `c` goes for it).
        assert!(!lru.get_or_insert(("b".into(), 1)).initialized());
        assert!(lru.cells.contains_key(&("a".into(), 1)));
        assert!(!lru.cells.contains_key(&("c".into(), 1)));
    }

    #[test]
    fn the_seed_depends_on_the_game_and_the_version() {
        assert_eq!(seed_of("g", 1), seed_of("g", 1));
        assert_ne!(seed_of("g", 1), seed_of("g", 2));
        assert_ne!(seed_of("g", 1), seed_of("h", 1));
    }
}
