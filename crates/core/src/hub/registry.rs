//! Which games are in memory, and the one task that owns each.
//!
//! A game is loaded by the first call that needs it; calls that arrive
//! while it loads wait for the same load. A new game's slot is taken before
//! the game is stored ([`Registry::create`]), so a call that finds the game
//! in the store meanwhile (through a listing) waits for its one task too:
//! there is never a second task, hence never a second writer, for a game.
//! A load that fails gives its slot up while the calls that wait on it are
//! still held, so none of them loads the game into a slot nobody can find.
//! A game's task takes itself out when it is left alone
//! ([`Registry::evict`]); that check and the counting of a new watcher
//! happen under the same lock, so a game is never let go with a watcher on
//! it.

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
    /// Whether this server is the game's home.
    pub(crate) home: Arc<super::home::Home>,
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

    /// Every game in memory.
    pub fn all(&self) -> Vec<GameHandle<E>> {
        let games = self.lock();
        // In the order of their ids, whatever the map's: the simulator's
        // schedules replay exactly.
        let mut ids: Vec<&String> = games.keys().collect();
        ids.sort_unstable();
        ids.into_iter()
            .filter_map(|id| games.get(id)?.get())
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
        self.fill(id, load, false).await
    }

    /// Game `id`, new: its slot is taken first, then `create` stores the
    /// game and starts its task, while every call for the game waits for
    /// that one task. Fails if the id is in memory already.
    pub async fn create<F, Fut>(&self, id: &str, create: F) -> Result<GameHandle<E>, HubError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<GameHandle<E>, HubError>>,
    {
        self.fill(id, create, true).await
    }

    /// The game's slot, filled with `load` by this call if nobody else
    /// fills it; with `new`, an error if it was filled already.
    async fn fill<F, Fut>(&self, id: &str, load: F, new: bool) -> Result<GameHandle<E>, HubError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<GameHandle<E>, HubError>>,
    {
        let mut load = Some(load);
        loop {
            let slot = {
                let mut games = self.lock();
                match games.get(id) {
                    Some(slot) => match slot.get() {
                        Some(_) if new => {
                            return Err(HubError::Internal("a new game's id is in use"));
                        }
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
            let pending = &mut load;
            let ours = slot.clone();
            let filled = slot
                .get_or_try_init(move || async move {
                    // A load that failed gave this slot up before this one
                    // could start: the game is looked up again.
                    if !self.holds(id, &ours) {
                        return Err(None);
                    }
                    let Some(load) = pending.take() else {
                        return Err(Some(HubError::Internal("a game was loaded twice")));
                    };
                    match load().await {
                        Ok(handle) => Ok(handle),
                        Err(error) => {
                            // An unknown or damaged game leaves nothing
                            // behind. Given up while this load still holds
                            // the slot, so that no call waiting on it loads
                            // the game into a slot nobody finds any more.
                            self.give_up(id, &ours);
                            Err(Some(error))
                        }
                    }
                })
                .await;
            match filled {
                // Filled by a load of another call: a game of that id is
                // stored already.
                Ok(_) if new && load.is_some() => {
                    return Err(HubError::Internal("a new game's id is in use"));
                }
                Ok(handle) => return Ok(handle.clone()),
                Err(Some(error)) => return Err(error),
                Err(None) => {}
            }
        }
    }

    /// Whether `slot` is still game `id`'s.
    fn holds(&self, id: &str, slot: &Slot<E>) -> bool {
        self.lock().get(id).is_some_and(|s| Arc::ptr_eq(s, slot))
    }

    /// Removes game `id`'s `slot`, whose load failed.
    fn give_up(&self, id: &str, slot: &Slot<E>) {
        let mut games = self.lock();
        if games.get(id).is_some_and(|s| Arc::ptr_eq(s, slot)) {
            games.remove(id);
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

#[cfg(test)]
mod tests {
    use mountain_goats_rules::{Config, Seed};

    use super::*;
    use crate::hosted::{DiceSource, Entry, HostedGame, Table};
    use crate::hub::tests::Versions;

    fn handle() -> GameHandle<Versions> {
        let created = Entry::Created {
            config: Config::new(2),
            seed: Seed([1; 32]),
            time_ms: 0,
            table: Table::default(),
            dice: DiceSource::ChosenSeed,
            draw_first_seat: false,
        };
        let hosted = HostedGame::create("g".into(), created).expect("a game");
        let (commands, _) = mpsc::channel(1);
        GameHandle {
            commands,
            projection: Arc::new(Projection::new(&hosted, 4)),
            behind: Arc::default(),
            home: Arc::new(crate::hub::home::Home::new(
                None,
                tokio::sync::watch::channel(0).1,
            )),
        }
    }

    /// A load that fails while another call waits for it: the waiting call
    /// loads the game itself, into the slot later calls find, so that they
    /// all get its one task (not a second one, loaded into a slot that was
    /// given up).
    #[tokio::test]
    async fn after_a_failed_load_every_call_gets_one_game() {
        let registry = Arc::new(Registry::<Versions>::default());
        let (fail, failing) = tokio::sync::oneshot::channel::<()>();
        let first = tokio::spawn({
            let registry = registry.clone();
            async move {
                registry
                    .get_or_load("g", || async {
                        let _ = failing.await;
                        Err(HubError::Store(crate::store::StoreError::Closed))
                    })
                    .await
            }
        });
        tokio::task::yield_now().await;
        let waiting = tokio::spawn({
            let registry = registry.clone();
            async move { registry.get_or_load("g", || async { Ok(handle()) }).await }
        });
        tokio::task::yield_now().await;
        let _ = fail.send(());
        assert!(
            first.await.expect("no panic").is_err(),
            "the first load fails"
        );
        let waited = waiting.await.expect("no panic").expect("loaded");
        let later = registry
            .get_or_load("g", || async { Ok(handle()) })
            .await
            .expect("loaded");
        assert!(
            Arc::ptr_eq(&waited.projection, &later.projection),
            "one game in memory, not two"
        );
        assert_eq!(registry.len(), 1);
    }
}
