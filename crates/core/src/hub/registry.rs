//! Which games are in memory, and the one task that owns each.
//!
//! A game is loaded by the first call that needs it; calls that arrive
//! while it loads wait for the same load. A game's task takes itself out
//! when it is left alone ([`Registry::evict`]); that check and the counting
//! of a new watcher happen under the same lock, so a game is never let go
//! with a watcher on it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::{OnceCell, mpsc};

use super::HubError;
use super::command::Command;
use crate::encoding::Encoding;
use crate::projection::{Projection, WatcherGuard};

/// How to reach a live game.
#[derive(Clone, Debug)]
pub struct GameHandle<E: Encoding> {
    /// The game's task.
    pub commands: mpsc::Sender<Command<E>>,
    /// The game as the wire sees it.
    pub projection: Arc<Projection<E>>,
    /// The highest version other servers announced for the game; the task
    /// reads the log when it is past its own.
    pub behind: Arc<AtomicU64>,
}

impl<E: Encoding> GameHandle<E> {
    /// Tells the game's task that the store has `version` (`u64::MAX`: may
    /// have anything).
    pub fn nudge(&self, version: u64) {
        self.behind.fetch_max(version, Ordering::AcqRel);
        // A full queue is a busy game: it reads the flag after its next
        // command.
        let _ = self.commands.try_send(Command::CatchUp { reply: None });
    }
}

type Slot<E> = Arc<OnceCell<GameHandle<E>>>;

/// The games in memory.
#[derive(Debug)]
pub struct Registry<E: Encoding> {
    games: Mutex<HashMap<String, Slot<E>>>,
}

impl<E: Encoding> Default for Registry<E> {
    fn default() -> Registry<E> {
        Registry {
            games: Mutex::default(),
        }
    }
}

impl<E: Encoding> Registry<E> {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, Slot<E>>> {
        // A panic while holding the lock leaves plain data behind; keep serving.
        self.games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// How many games are in memory.
    pub fn len(&self) -> usize {
        self.lock().values().filter(|s| s.initialized()).count()
    }

    /// Forgets every game (their tasks are stopping).
    pub fn clear(&self) {
        self.lock().clear();
    }

    /// Registers a game just created.
    pub fn insert(&self, id: &str, handle: GameHandle<E>) {
        let slot = Arc::new(OnceCell::new_with(Some(handle)));
        self.lock().insert(id.to_owned(), slot);
    }

    /// Every game in memory.
    pub fn all(&self) -> Vec<GameHandle<E>> {
        self.lock()
            .values()
            .filter_map(|s| s.get())
            .cloned()
            .collect()
    }

    /// The game, if it is in memory.
    pub fn loaded(&self, id: &str) -> Option<GameHandle<E>> {
        self.lock().get(id).and_then(|s| s.get()).cloned()
    }

    /// The game, loaded with `load` if it is not in memory.
    pub async fn get_or_load<F, Fut>(&self, id: &str, load: F) -> Result<GameHandle<E>, HubError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<GameHandle<E>, HubError>>,
    {
        let slot = {
            let mut games = self.lock();
            match games.get(id) {
                Some(slot) => match slot.get() {
                    Some(handle) => return Ok(handle.clone()),
                    None => slot.clone(),
                },
                None => {
                    let slot = Slot::<E>::default();
                    games.insert(id.to_owned(), slot.clone());
                    slot
                }
            }
        };
        match slot.get_or_try_init(load).await {
            Ok(handle) => Ok(handle.clone()),
            Err(error) => {
                // An unknown or damaged game leaves nothing behind.
                let mut games = self.lock();
                if games
                    .get(id)
                    .is_some_and(|s| Arc::ptr_eq(s, &slot) && !s.initialized())
                {
                    games.remove(id);
                }
                Err(error)
            }
        }
    }

    /// Counts a watcher of the game (loading it if needed); `None` when it
    /// has `max` already.
    pub async fn watch<F, Fut>(
        &self,
        id: &str,
        max: usize,
        load: F,
    ) -> Result<Option<WatcherGuard<E>>, HubError>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<GameHandle<E>, HubError>>,
    {
        for _ in 0..8 {
            if let Some(handle) = self.lock().get(id).and_then(|s| s.get()) {
                return Ok(handle.projection.add_watcher(max));
            }
            self.get_or_load(id, &load).await?;
        }
        Err(HubError::Internal("the game kept leaving memory"))
    }

    /// Takes the game of `projection` out of memory if `alone()` still says
    /// nobody uses it, checked under the lock that counts new watchers.
    pub fn evict(
        &self,
        id: &str,
        projection: &Arc<Projection<E>>,
        alone: impl FnOnce() -> bool,
    ) -> bool {
        let mut games = self.lock();
        if !alone() {
            return false;
        }
        remove_if_ours(&mut games, id, projection);
        true
    }

    /// Forgets the game of `projection`, whose task has failed, so that the
    /// next call loads it afresh.
    pub fn forget(&self, id: &str, projection: &Arc<Projection<E>>) {
        remove_if_ours(&mut self.lock(), id, projection);
    }
}

/// Removes game `id` if its slot still holds `projection`: a task that
/// leaves must not take out the game loaded anew after it.
fn remove_if_ours<E: Encoding>(
    games: &mut HashMap<String, Slot<E>>,
    id: &str,
    projection: &Arc<Projection<E>>,
) {
    let ours = games
        .get(id)
        .and_then(|s| s.get())
        .is_some_and(|h| Arc::ptr_eq(&h.projection, projection));
    if ours {
        games.remove(id);
    }
}
