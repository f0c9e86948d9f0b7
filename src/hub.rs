//! The live games: one writer per game, durable appends, and fan-out.
//!
//! A change runs as: parse (API) → lock the game → the rules judge it
//! ([`HostedGame::next`]) → the store makes it durable → it is committed in
//! memory → one encoded update goes to every watcher. Each change runs in
//! its own task, so a caller that hangs up cannot leave an entry stored but
//! not applied.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;

use bytes::Bytes;
use mountain_goats_rules::{Config, Seat, Seed};
use prost::Message;
use tokio::sync::{Mutex, broadcast, mpsc, watch};
use tokio::time::Instant;
use tokio_stream::wrappers::ReceiverStream;

use crate::api::v1 as pb;
use crate::api::{
    board_to_proto, event_to_proto, events_to_proto, game_to_proto, legal_moves_to_proto, timestamp,
};
use crate::fanout::{
    EncodedUpdate, Update, encode_change_legal_moves, encode_snapshot_legal_moves,
};
use crate::hosted::{Entry, EntryError, GameEvent, HostedGame, Status, now_ms};
use crate::secrets;
use crate::store::{Store, StoreError, StoredGame};

/// Why the hub refused or failed a request.
#[derive(Debug, thiserror::Error)]
pub enum HubError {
    /// No game has that id.
    #[error("no game games/{0}")]
    GameNotFound(String),
    /// The entry was refused (seat, status or rules).
    #[error(transparent)]
    Entry(#[from] EntryError),
    /// The token is not one of this game's seat tokens.
    #[error("the seat token is not valid for this game")]
    TokenInvalid,
    /// A request id already answered for a different move.
    #[error("request id {0:?} was already used for a different move; use a fresh id per move")]
    RequestIdReused(String),
    /// The client's version is not the game's.
    #[error("the game is at version {current}, not {expected}: fetch it again")]
    StaleVersion { expected: u64, current: u64 },
    /// Too many watchers on one game.
    #[error("this game already has {0} watchers")]
    TooManyWatchers(usize),
    /// `resume_after` is past the game's version.
    #[error("resume_after {resume_after} is past the game's version {current}")]
    ResumeAhead { resume_after: u64, current: u64 },
    /// The store failed; nothing was applied.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// No OS randomness.
    #[error("no randomness from the operating system: {0}")]
    Random(#[from] getrandom::Error),
    /// The server is shutting down.
    #[error("the server is shutting down")]
    ShuttingDown,
}

/// Tunables of the hub.
#[derive(Clone, Debug)]
pub struct HubOptions {
    /// The most concurrent watchers of one game.
    pub max_watchers_per_game: usize,
    /// How many recent updates each game keeps for `resume_after`.
    pub resume_window: usize,
    /// How long a watch stream stays silent before a heartbeat.
    pub heartbeat: Duration,
    /// Updates queued per watcher before it falls behind.
    pub watcher_queue: usize,
}

impl Default for HubOptions {
    fn default() -> HubOptions {
        HubOptions {
            max_watchers_per_game: 2000,
            resume_window: 128,
            heartbeat: Duration::from_secs(10),
            watcher_queue: 16,
        }
    }
}

struct Live {
    hosted: HostedGame,
    /// The last `resume_window` updates, oldest first.
    recent: VecDeque<Arc<Update>>,
    /// The legal moves of the current roll (empty when none).
    legal: Arc<Vec<pb::LegalMove>>,
}

struct Slot {
    live: Mutex<Live>,
    /// The game as last committed, for reads that must not wait for a move.
    latest: RwLock<Arc<pb::Game>>,
    updates: broadcast::Sender<Arc<Update>>,
    watchers: AtomicUsize,
}

/// The live games.
pub struct Hub {
    games: RwLock<HashMap<String, Arc<Slot>>>,
    /// Game ids in creation order.
    order: RwLock<Vec<String>>,
    store: Store,
    options: HubOptions,
    shutdown: watch::Sender<bool>,
}

impl std::fmt::Debug for Hub {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub")
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

/// A page of games.
#[derive(Debug)]
pub struct Page {
    /// The games, newest first.
    pub games: Vec<pb::Game>,
    /// The `before` of the next page, if there is one.
    pub next: Option<usize>,
}

/// What a hub change answers.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The game after the change.
    pub game: pb::Game,
    /// What happened.
    pub events: Vec<pb::Event>,
}

fn lock<T>(lock: &RwLock<T>) -> std::sync::RwLockReadGuard<'_, T> {
    // A panic while holding the lock leaves plain data behind; keep serving.
    lock.read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn lock_mut<T>(lock: &RwLock<T>) -> std::sync::RwLockWriteGuard<'_, T> {
    lock.write()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Hub {
    /// A hub over `store`, with the games read back from it.
    pub fn new(
        store: Store,
        stored: Vec<StoredGame>,
        options: HubOptions,
    ) -> Result<Arc<Hub>, EntryError> {
        let hub = Hub {
            games: RwLock::new(HashMap::new()),
            order: RwLock::new(Vec::new()),
            store,
            options,
            shutdown: watch::channel(false).0,
        };
        for game in stored {
            hub.restore(game)?;
        }
        Ok(Arc::new(hub))
    }

    /// Rebuilds a game by replaying its log, and the updates a watcher may
    /// still resume from.
    fn restore(&self, stored: StoredGame) -> Result<(), EntryError> {
        let total = stored.entries.len();
        let mut entries = stored.entries.into_iter();
        let first = entries.next().ok_or(EntryError::Corrupt("an empty log"))?;
        let mut hosted = HostedGame::create(stored.id.clone(), first)?;
        let mut recent = VecDeque::new();
        for (i, entry) in entries.enumerate() {
            let next = hosted.next(&entry)?;
            let events = next.events.clone();
            hosted.commit(entry, next);
            if total - (i + 2) < self.options.resume_window {
                let legal = current_legal_moves(&hosted);
                let game = game_to_proto(&hosted);
                let events = events_to_proto(&events, &hosted.seed);
                let update = encode_update(&hosted, game, events, &legal);
                recent.push_back(Arc::new(update));
            }
        }
        self.insert(hosted, recent);
        Ok(())
    }

    fn insert(&self, hosted: HostedGame, recent: VecDeque<Arc<Update>>) -> Arc<Slot> {
        let id = hosted.id.clone();
        let legal = Arc::new(current_legal_moves(&hosted));
        let mut order = lock_mut(&self.order);
        let slot = Arc::new(Slot {
            latest: RwLock::new(Arc::new(game_to_proto(&hosted))),
            live: Mutex::new(Live {
                hosted,
                recent,
                legal,
            }),
            updates: broadcast::channel(64).0,
            watchers: AtomicUsize::new(0),
        });
        order.push(id.clone());
        lock_mut(&self.games).insert(id, slot.clone());
        slot
    }

    fn slot(&self, id: &str) -> Result<Arc<Slot>, HubError> {
        lock(&self.games)
            .get(id)
            .cloned()
            .ok_or_else(|| HubError::GameNotFound(id.to_owned()))
    }

    /// Ends every watch stream: the server is stopping.
    pub fn shut_down(&self) {
        self.shutdown.send_replace(true);
    }

    /// Creates a game.
    pub async fn create(
        self: &Arc<Self>,
        config: Config,
        seed: Seed,
    ) -> Result<pb::Game, HubError> {
        let hub = self.clone();
        run_answering(move |reply| async move {
            let id = secrets::new_game_id()?;
            let entry = Entry::Created {
                config,
                seed,
                time_ms: now_ms(),
            };
            let hosted = HostedGame::create(id.clone(), entry.clone())?;
            hub.store.append(&id, 1, &entry).await?;
            tracing::info!(game = %id, players = config.players, "game created");
            let _ = reply.send(game_to_proto(&hosted));
            hub.insert(hosted, VecDeque::new());
            Ok(())
        })
        .await
    }

    /// One game.
    pub fn get(&self, id: &str) -> Result<Arc<pb::Game>, HubError> {
        Ok(lock(&self.slot(id)?.latest).clone())
    }

    /// A page of games, newest first, among those created before the
    /// `before`-th game (all of them when `None`). Positions count from the
    /// first game ever created, so pages stay put while games are created.
    pub fn list(&self, before: Option<usize>, size: usize, status: Option<pb::GameStatus>) -> Page {
        let order = lock(&self.order);
        let games = lock(&self.games);
        let end = before.map_or(order.len(), |b| b.min(order.len()));
        let mut page = Vec::with_capacity(size);
        for position in (0..end).rev() {
            if page.len() == size {
                return Page {
                    games: page,
                    next: Some(position + 1),
                };
            }
            let Some(slot) = games.get(&order[position]) else {
                continue;
            };
            let game = lock(&slot.latest).clone();
            if status.is_none_or(|s| game.status == s as i32) {
                page.push((*game).clone());
            }
        }
        Page {
            games: page,
            next: None,
        }
    }

    /// Takes a seat; returns the game, the seat and its token.
    /// With a client-chosen `token`, a join already made with it answers
    /// again with its seat instead of taking another: joins are safe to retry.
    pub async fn join(
        self: &Arc<Self>,
        id: &str,
        seat: Option<Seat>,
        player_name: String,
        token: Option<String>,
    ) -> Result<(Answer, Seat, String), HubError> {
        let slot = self.slot(id)?;
        let hub = self.clone();
        let id = id.to_owned();
        run_answering(move |reply| async move {
            let mut live = slot.live.lock().await;
            if let Some(token) = token.as_deref()
                && let Some(taken) = live
                    .hosted
                    .seat_of(&hex::encode(secrets::token_hash(token)))
            {
                let answer = Answer {
                    game: game_to_proto(&live.hosted),
                    events: Vec::new(),
                };
                let _ = reply.send((answer, taken, token.to_owned()));
                return Ok(());
            }
            if live.hosted.status() != Status::Open {
                return Err(EntryError::GameFull.into());
            }
            let seat = match seat {
                Some(seat) => seat,
                None => live.hosted.free_seat().ok_or(EntryError::GameFull)?,
            };
            let token = match token {
                Some(token) => token,
                None => secrets::new_seat_token()?,
            };
            let entry = Entry::Joined {
                seat,
                player_name,
                token_hash: hex::encode(secrets::token_hash(&token)),
                time_ms: now_ms(),
            };
            tracing::info!(game = %id, seat, "seat joining");
            hub.apply(&id, &slot, &mut live, entry, |answer| {
                let _ = reply.send((answer, seat, token));
            })
            .await
        })
        .await
    }

    /// Plays a move for the seat of `token_hash`.
    pub async fn submit(
        self: &Arc<Self>,
        id: &str,
        token_hash: [u8; 32],
        mv: mountain_goats_rules::Move,
        expected_version: Option<u64>,
        request_id: String,
    ) -> Result<Answer, HubError> {
        let slot = self.slot(id)?;
        let hub = self.clone();
        let id = id.to_owned();
        run_answering(move |reply| async move {
            let mut live = slot.live.lock().await;
            let seat = live
                .hosted
                .seat_of(&hex::encode(token_hash))
                .ok_or(HubError::TokenInvalid)?;
            if let Some(version) = live.hosted.answered(seat, &request_id) {
                // The same id for another move is a client bug, not a retry.
                if live.hosted.move_at(version) != Some(&mv) {
                    return Err(HubError::RequestIdReused(request_id));
                }
                // A retry: the first answer again, nothing applied.
                let (then, events) = live.hosted.at_version(version).ok_or(EntryError::Corrupt(
                    "a retried move is missing from the log",
                ))?;
                let _ = reply.send(Answer {
                    game: game_to_proto(&then),
                    events: events_to_proto(&events, &then.seed),
                });
                return Ok(());
            }
            match live.hosted.status() {
                Status::Open => return Err(EntryError::NotStarted.into()),
                Status::Finished => return Err(EntryError::Finished.into()),
                Status::Playing => {}
            }
            let current = live.hosted.version;
            if let Some(expected) = expected_version.filter(|&e| e != current) {
                return Err(HubError::StaleVersion { expected, current });
            }
            let entry = Entry::Moved {
                seat,
                mv,
                request_id,
                time_ms: now_ms(),
            };
            hub.apply(&id, &slot, &mut live, entry, |answer| {
                let _ = reply.send(answer);
            })
            .await
        })
        .await
    }

    /// Judges, stores and commits one entry, answers through `reply`, then
    /// publishes it to the watchers. The caller is answered before the
    /// update is built: that work is on no player's critical path, and the
    /// game's lock is held until it is done, so the next change waits for it.
    async fn apply(
        &self,
        id: &str,
        slot: &Slot,
        live: &mut Live,
        entry: Entry,
        reply: impl FnOnce(Answer),
    ) -> Result<(), HubError> {
        let next = live.hosted.next(&entry)?;
        self.store
            .append(id, live.hosted.version + 1, &entry)
            .await?;
        let events = next.events.clone();
        live.hosted.commit(entry, next);
        let game = game_to_proto(&live.hosted);
        let events = events_to_proto(&events, &live.hosted.seed);
        // Reads after the answer see the change.
        *lock_mut(&slot.latest) = Arc::new(game.clone());
        reply(Answer {
            game: game.clone(),
            events: events.clone(),
        });

        // The legal moves of the next roll, computed once for the update
        // and for `ListLegalMoves`.
        let legal = current_legal_moves(&live.hosted);
        let update = Arc::new(encode_update(&live.hosted, game, events, &legal));
        live.recent.push_back(update.clone());
        while live.recent.len() > self.options.resume_window {
            live.recent.pop_front();
        }
        live.legal = Arc::new(legal);
        // No watcher is not an error.
        let _ = slot.updates.send(update);
        Ok(())
    }

    /// The legal moves of the current roll.
    pub async fn legal_moves(&self, id: &str) -> Result<pb::ListLegalMovesResponse, HubError> {
        let slot = self.slot(id)?;
        let live = slot.live.lock().await;
        match live.hosted.status() {
            Status::Open => return Err(EntryError::NotStarted.into()),
            Status::Finished => return Err(EntryError::Finished.into()),
            Status::Playing => {}
        }
        let game = &live.hosted.game;
        Ok(pb::ListLegalMovesResponse {
            version: live.hosted.version,
            seat: u32::from(game.current_seat()),
            roll: game.current_roll().map(|r| pb::Roll {
                dice: r.0.iter().map(|&d| u32::from(d)).collect(),
            }),
            legal_moves: (*live.legal).clone(),
        })
    }

    /// What a move would do for the seat to move, committed nowhere.
    pub async fn preview(
        &self,
        id: &str,
        mv: &mountain_goats_rules::Move,
    ) -> Result<pb::PreviewMoveResponse, HubError> {
        let slot = self.slot(id)?;
        let game = {
            let live = slot.live.lock().await;
            match live.hosted.status() {
                Status::Open => return Err(EntryError::NotStarted.into()),
                Status::Finished => return Err(EntryError::Finished.into()),
                Status::Playing => {}
            }
            live.hosted.game.clone()
        };
        let (after, events) = game
            .after(game.current_seat(), mv)
            .map_err(EntryError::Rule)?;
        Ok(pb::PreviewMoveResponse {
            board: Some(board_to_proto(&after)),
            events: events
                .into_iter()
                .map(|e| event_to_proto(&GameEvent::Rules(e)))
                .collect(),
        })
    }

    /// The seat of `token_hash` in game `id`.
    pub async fn seat_of(&self, id: &str, token_hash: [u8; 32]) -> Result<Seat, HubError> {
        let slot = self.slot(id)?;
        let live = slot.live.lock().await;
        live.hosted
            .seat_of(&hex::encode(token_hash))
            .ok_or(HubError::TokenInvalid)
    }

    /// A stream of the game's updates: a snapshot (or the changes after
    /// `resume_after`), then every change, heartbeats while idle.
    pub async fn watch(
        &self,
        id: &str,
        seat: Option<Seat>,
        resume_after: Option<u64>,
    ) -> Result<ReceiverStream<Result<EncodedUpdate, tonic::Status>>, HubError> {
        if *self.shutdown.borrow() {
            return Err(HubError::ShuttingDown);
        }
        let slot = self.slot(id)?;
        let max = self.options.max_watchers_per_game;
        if slot.watchers.fetch_add(1, Ordering::SeqCst) >= max {
            slot.watchers.fetch_sub(1, Ordering::SeqCst);
            return Err(HubError::TooManyWatchers(max));
        }
        let guard = WatcherGuard(slot.clone());
        let (first, updates, version, finished) = {
            let live = slot.live.lock().await;
            let version = live.hosted.version;
            // Subscribing under the lock: no update can fall between the
            // catch-up and the live stream.
            let updates = slot.updates.subscribe();
            let first = match resume_after {
                Some(after) if after > version => {
                    return Err(HubError::ResumeAhead {
                        resume_after: after,
                        current: version,
                    });
                }
                Some(after)
                    if after == version
                        || live.recent.front().is_some_and(|u| u.version <= after + 1) =>
                {
                    live.recent
                        .iter()
                        .filter(|u| u.version > after)
                        .map(|u| u.for_seat(seat))
                        .collect()
                }
                _ => vec![snapshot(&live, seat)],
            };
            (
                first,
                updates,
                version,
                live.hosted.status() == Status::Finished,
            )
        };
        let (tx, rx) = mpsc::channel(self.options.watcher_queue);
        let watcher = Watcher {
            slot,
            seat,
            updates,
            tx,
            shutdown: self.shutdown.subscribe(),
            heartbeat: self.options.heartbeat,
            last: version,
            _guard: guard,
        };
        tokio::spawn(watcher.run(first, finished));
        Ok(ReceiverStream::new(rx))
    }
}

/// Runs `work` in its own task, so that it completes even when the caller
/// hangs up (a durable entry is always committed in memory too), and returns
/// what it sends through its reply as soon as it is sent; the task goes on.
async fn run_answering<T: Send + 'static, Fut>(
    work: impl FnOnce(tokio::sync::oneshot::Sender<T>) -> Fut,
) -> Result<T, HubError>
where
    Fut: Future<Output = Result<(), HubError>> + Send + 'static,
{
    let (reply, answer) = tokio::sync::oneshot::channel();
    let task = tokio::spawn(work(reply));
    match answer.await {
        Ok(answer) => Ok(answer),
        // No answer: the work failed before committing anything.
        Err(_) => Err(match task.await {
            Ok(Err(error)) => error,
            _ => HubError::ShuttingDown,
        }),
    }
}

fn current_legal_moves(hosted: &HostedGame) -> Vec<pb::LegalMove> {
    if hosted.status() == Status::Playing {
        legal_moves_to_proto(&hosted.game)
    } else {
        Vec::new()
    }
}

/// Encodes the update for the change that produced `hosted`.
fn encode_update(
    hosted: &HostedGame,
    game: pb::Game,
    events: Vec<pb::Event>,
    legal: &[pb::LegalMove],
) -> Update {
    let playing = hosted.status() == Status::Playing;
    let change = pb::WatchGameResponse {
        update: Some(pb::watch_game_response::Update::Change(pb::GameChange {
            version: hosted.version,
            events,
            game: Some(game),
            legal_moves: Vec::new(),
        })),
    };
    Update {
        version: hosted.version,
        change: change.encode_to_vec().into(),
        seat_to_move: playing.then(|| hosted.game.current_seat()),
        legal_moves: if playing {
            encode_change_legal_moves(legal)
        } else {
            Bytes::new()
        },
        last: hosted.status() == Status::Finished,
    }
}

fn snapshot(live: &Live, seat: Option<Seat>) -> EncodedUpdate {
    let shared = pb::WatchGameResponse {
        update: Some(pb::watch_game_response::Update::Snapshot(
            pb::GameSnapshot {
                game: Some(game_to_proto(&live.hosted)),
                legal_moves: Vec::new(),
            },
        )),
    };
    let to_move =
        live.hosted.status() == Status::Playing && seat == Some(live.hosted.game.current_seat());
    let own = if to_move {
        encode_snapshot_legal_moves(&live.legal)
    } else {
        Bytes::new()
    };
    EncodedUpdate::new(shared.encode_to_vec().into(), own)
}

struct WatcherGuard(Arc<Slot>);

impl Drop for WatcherGuard {
    fn drop(&mut self) {
        self.0.watchers.fetch_sub(1, Ordering::SeqCst);
    }
}

struct Watcher {
    slot: Arc<Slot>,
    seat: Option<Seat>,
    updates: broadcast::Receiver<Arc<Update>>,
    tx: mpsc::Sender<Result<EncodedUpdate, tonic::Status>>,
    shutdown: watch::Receiver<bool>,
    heartbeat: Duration,
    last: u64,
    _guard: WatcherGuard,
}

/// Resolves once the server is stopping.
async fn stopped(shutdown: &mut watch::Receiver<bool>) {
    // The guard `wait_for` returns is dropped at once: it is not `Send`.
    // An error means the hub is gone, which is a stop too.
    drop(shutdown.wait_for(|&stop| stop).await);
}

impl Watcher {
    /// Sends one message; false when the watcher is gone or the server is
    /// stopping. A watcher that stops reading blocks here, so the shutdown
    /// signal is watched here too: it must never keep the server up.
    async fn send(&mut self, update: EncodedUpdate) -> bool {
        if *self.shutdown.borrow() {
            return false;
        }
        tokio::select! {
            sent = self.tx.send(Ok(update)) => sent.is_ok(),
            () = stopped(&mut self.shutdown) => false,
        }
    }

    async fn run(mut self, first: Vec<EncodedUpdate>, finished: bool) {
        for update in first {
            if !self.send(update).await {
                return;
            }
        }
        if finished {
            return;
        }
        let mut idle_until = Instant::now() + self.heartbeat;
        loop {
            let next = tokio::select! {
                received = self.updates.recv() => match received {
                    Ok(update) if update.version <= self.last => continue,
                    Ok(update) => {
                        self.last = update.version;
                        (update.for_seat(self.seat), update.last)
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        // Too slow for the changes: start again from the state.
                        let live = self.slot.live.lock().await;
                        self.last = live.hosted.version;
                        (snapshot(&live, self.seat), live.hosted.status() == Status::Finished)
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                },
                () = tokio::time::sleep_until(idle_until) => {
                    let beat = pb::WatchGameResponse {
                        update: Some(pb::watch_game_response::Update::Heartbeat(pb::Heartbeat {
                            version: self.last,
                            time: Some(timestamp(now_ms())),
                        })),
                    };
                    (EncodedUpdate::single(&beat), false)
                }
                () = stopped(&mut self.shutdown) => return,
                () = self.tx.closed() => return,
            };
            let (update, last) = next;
            if !self.send(update).await || last {
                return;
            }
            idle_until = Instant::now() + self.heartbeat;
        }
    }
}
