//! A live game as readers and watchers see it: the game as last encoded,
//! the legal moves of the current roll, the recent changes a watcher may
//! resume from, and the watchers themselves.
//!
//! The game's task publishes each committed change here; every read
//! (`GetGame`, `ListLegalMoves`, `PreviewMove`, a new watcher) is served
//! from here, so no read waits for a commit. A watch stream is not a task:
//! it is a [`Stream`] polled by the connection that carries it, reading the
//! game's broadcast channel, so a change costs each watcher one wake-up and
//! one copy of shared bytes.

use std::collections::VecDeque;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};
use std::task::{Context, Poll, ready};

use mountain_goats_rules::Seat;
use tokio::sync::broadcast;
use tokio_stream::Stream;
use tokio_stream::wrappers::BroadcastStream;
use tokio_stream::wrappers::errors::BroadcastStreamRecvError;
use tokio_util::sync::{CancellationToken, WaitForCancellationFutureOwned};

use crate::encoding::{Encoding, Legal, Update};
use crate::hosted::{GameEvent, GameView, HostedGame, Status};

/// Updates a watcher may be behind before it is sent a fresh snapshot.
const BROADCAST_CAPACITY: usize = 64;

struct State<E: Encoding> {
    view: Arc<GameView>,
    /// The change that produced the current version (at load, the game
    /// encoded with no events).
    current: Arc<Update<E>>,
    /// The last changes, oldest first, for watchers that resume.
    window: VecDeque<Arc<Update<E>>>,
    /// The legal moves of the current roll, while the game is being played.
    legal: Option<Arc<Legal<E>>>,
    /// The hash of each seat's token, to tell a watcher which seat it is.
    token_hashes: Vec<Option<String>>,
}

/// One live game as readers and watchers see it.
pub struct Projection<E: Encoding> {
    state: RwLock<State<E>>,
    updates: broadcast::Sender<Arc<Update<E>>>,
    watchers: AtomicUsize,
    window: usize,
    /// Cancelled when the game's copy in memory is given up because the
    /// store lost versions it holds: its watchers' streams end.
    retired: CancellationToken,
}

impl<E: Encoding> std::fmt::Debug for Projection<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Projection")
            .field("watchers", &self.watchers())
            .finish_non_exhaustive()
    }
}

fn read<T>(lock: &RwLock<T>) -> std::sync::RwLockReadGuard<'_, T> {
    // A panic while holding the lock leaves plain data behind; keep serving.
    lock.read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn write<T>(lock: &RwLock<T>) -> std::sync::RwLockWriteGuard<'_, T> {
    lock.write()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn legal_of<E: Encoding>(view: &GameView) -> Option<Arc<Legal<E>>> {
    (view.status == Status::Playing).then(|| Arc::new(Legal::new(view.version, view.game.clone())))
}

fn token_hashes(hosted: &HostedGame) -> Vec<Option<String>> {
    hosted
        .seats
        .iter()
        .map(|s| s.as_ref().map(|h| h.token_hash.clone()))
        .collect()
}

/// Where a new watcher starts.
#[derive(Debug)]
pub(crate) enum Start<E: Encoding> {
    /// The messages to send first.
    Ready(Vec<Sent<E>>),
    /// The changes after `after` are older than the window: they must be
    /// replayed from the log, up to `upto`.
    History { after: u64, upto: u64 },
}

/// A watcher's place in the game, taken atomically with the messages it
/// must be sent first.
#[derive(Debug)]
pub(crate) struct Subscription<E: Encoding> {
    /// Every change from now on.
    pub(crate) updates: broadcast::Receiver<Arc<Update<E>>>,
    /// The version the first messages bring the watcher to.
    pub(crate) version: u64,
    /// What to send first.
    pub(crate) start: Start<E>,
}

/// Why a watcher cannot start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ResumeAhead {
    /// The game's version.
    pub(crate) current: u64,
}

impl<E: Encoding> Projection<E> {
    /// The projection of `hosted`, as loaded or created.
    pub(crate) fn new(hosted: &HostedGame, window: usize) -> Projection<E> {
        let view = hosted.view();
        let current = Arc::new(Update::change(&view, &[]));
        Projection {
            state: RwLock::new(State {
                legal: legal_of(&view),
                view: Arc::new(view),
                current,
                window: VecDeque::new(),
                token_hashes: token_hashes(hosted),
            }),
            updates: broadcast::channel(BROADCAST_CAPACITY).0,
            watchers: AtomicUsize::new(0),
            window,
            retired: CancellationToken::new(),
        }
    }

    /// Publishes the change that left the game as `hosted`, with `events`.
    pub(crate) fn publish(&self, hosted: &HostedGame, events: &[GameEvent]) -> Arc<Update<E>> {
        let view = hosted.view();
        let update = Arc::new(Update::change(&view, events));
        let legal = legal_of(&view);
        let mut state = write(&self.state);
        state.view = Arc::new(view);
        state.current = update.clone();
        state.legal = legal;
        if state.token_hashes.iter().any(Option::is_none) {
            state.token_hashes = token_hashes(hosted);
        }
        state.window.push_back(update.clone());
        while state.window.len() > self.window {
            state.window.pop_front();
        }
        // Sent under the lock: a watcher subscribing takes the same lock, so
        // it sees each change either in its first messages or on the channel.
        // No watcher is not an error.
        let _ = self.updates.send(update.clone());
        update
    }

    /// Ends every watcher's stream with [`Stopping::HistoryLost`]: this
    /// copy holds versions the store lost, and is given up.
    pub(crate) fn retire(&self) {
        self.retired.cancel();
    }

    /// Tells every watcher the game is alive.
    pub(crate) fn heartbeat(&self, now_ms: u64) {
        let state = read(&self.state);
        let _ = self
            .updates
            .send(Arc::new(Update::heartbeat(state.view.version, now_ms)));
    }

    /// The game now.
    pub fn view(&self) -> Arc<GameView> {
        read(&self.state).view.clone()
    }

    /// The change that made the game what it is now.
    pub fn current(&self) -> Arc<Update<E>> {
        read(&self.state).current.clone()
    }

    /// The legal moves of the current roll, while the game is being played.
    pub fn legal(&self) -> Option<Arc<Legal<E>>> {
        read(&self.state).legal.clone()
    }

    /// The seat whose token hashes to `token_hash`.
    pub fn seat_of(&self, token_hash: &str) -> Option<Seat> {
        read(&self.state)
            .token_hashes
            .iter()
            .position(|h| h.as_deref() == Some(token_hash))
            .map(|i| i as Seat)
    }

    /// How many streams watch the game.
    pub fn watchers(&self) -> usize {
        self.watchers.load(Ordering::SeqCst)
    }

    /// Counts a new watcher, unless there are `max` already.
    pub(crate) fn add_watcher(self: &Arc<Self>, max: usize) -> Option<WatcherGuard<E>> {
        if self.watchers.fetch_add(1, Ordering::SeqCst) >= max {
            self.watchers.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        crate::metrics::metrics().watch_streams.add(1, &[]);
        Some(WatcherGuard(self.clone()))
    }

    /// Where a watcher of `seat` starts: a snapshot, or the changes after
    /// `resume_after`.
    pub(crate) fn subscribe(
        &self,
        seat: Option<Seat>,
        resume_after: Option<u64>,
    ) -> Result<Subscription<E>, ResumeAhead> {
        let state = read(&self.state);
        let version = state.view.version;
        let updates = self.updates.subscribe();
        let start = match resume_after {
            Some(after) if after > version => return Err(ResumeAhead { current: version }),
            Some(after) if after == version => Start::Ready(Vec::new()),
            Some(after) if state.window.front().is_some_and(|u| u.version <= after + 1) => {
                Start::Ready(
                    state
                        .window
                        .iter()
                        .filter(|u| u.version > after)
                        .map(|u| Sent::Change(u.clone(), own_moves(state.legal.as_ref(), u, seat)))
                        .collect(),
                )
            }
            Some(after) => Start::History {
                after,
                upto: version,
            },
            None => Start::Ready(vec![Self::snapshot_of(&state, seat)]),
        };
        Ok(Subscription {
            updates,
            version,
            start,
        })
    }

    fn snapshot_of(state: &State<E>, seat: Option<Seat>) -> Sent<E> {
        let legal = state
            .legal
            .as_ref()
            .filter(|_| seat.is_some() && state.current.seat_to_move == seat);
        Sent::Snapshot(state.current.clone(), legal.cloned())
    }

    /// A fresh snapshot for a watcher that fell behind: the message, its
    /// version, and whether the game is over.
    fn snapshot(&self, seat: Option<Seat>) -> (Sent<E>, u64, bool) {
        let state = read(&self.state);
        (
            Self::snapshot_of(&state, seat),
            state.view.version,
            state.view.status.is_over(),
        )
    }

    /// The legal moves `seat` is sent with `update`: those of the current
    /// roll, if `update` brought it and the seat is to move.
    fn own_moves(&self, update: &Update<E>, seat: Option<Seat>) -> Option<Arc<Legal<E>>> {
        own_moves(read(&self.state).legal.as_ref(), update, seat)
    }
}

fn own_moves<E: Encoding>(
    legal: Option<&Arc<Legal<E>>>,
    update: &Update<E>,
    seat: Option<Seat>,
) -> Option<Arc<Legal<E>>> {
    match legal {
        Some(legal)
            if seat.is_some() && update.seat_to_move == seat && update.version == legal.version =>
        {
            Some(legal.clone())
        }
        _ => None,
    }
}

/// A message for one watcher, as the core chose it; the wire writes it out
/// from the shared encodings.
#[derive(Debug)]
pub enum Sent<E: Encoding> {
    /// A change or a heartbeat, with the watcher's legal moves when its seat
    /// is to move after it.
    Change(Arc<Update<E>>, Option<Arc<Legal<E>>>),
    /// The game as the change left it, whole, with the watcher's legal moves
    /// when its seat is to move.
    Snapshot(Arc<Update<E>>, Option<Arc<Legal<E>>>),
}

/// The changes of `hosted`'s log after `after`, up to `upto`, as watchers
/// saw them; the last one with `seat`'s legal moves when it is the current
/// version and the seat is to move.
pub(crate) fn history<E: Encoding>(
    hosted: &HostedGame,
    after: u64,
    upto: u64,
    seat: Option<Seat>,
    projection: &Projection<E>,
) -> Vec<Sent<E>> {
    hosted
        .history(after)
        .into_iter()
        .filter(|(view, _)| view.version <= upto)
        .map(|(view, events)| {
            let update = Update::change(&view, &events);
            let own = projection.own_moves(&update, seat);
            Sent::Change(Arc::new(update), own)
        })
        .collect()
}

/// Keeps a game's count of watchers while a stream lives.
#[derive(Debug)]
pub struct WatcherGuard<E: Encoding>(Arc<Projection<E>>);

impl<E: Encoding> WatcherGuard<E> {
    /// The game watched.
    pub fn projection(&self) -> &Arc<Projection<E>> {
        &self.0
    }
}

impl<E: Encoding> Drop for WatcherGuard<E> {
    fn drop(&mut self) {
        self.0.watchers.fetch_sub(1, Ordering::SeqCst);
        crate::metrics::metrics().watch_streams.add(-1, &[]);
    }
}

/// Why a watch stream ended before the game did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Stopping {
    /// The server is shutting down: watch again, on it or another.
    #[error("the server is shutting down")]
    ShuttingDown,
    /// The database lost versions this stream had sent: watch again from a
    /// snapshot.
    #[error(
        "the database lost versions of this game that were sent; watch it again from a snapshot"
    )]
    HistoryLost,
}

/// One watcher's stream: its first messages, then every change.
pub struct WatchStream<E: Encoding> {
    first: VecDeque<Sent<E>>,
    updates: BroadcastStream<Arc<Update<E>>>,
    stopping: Pin<Box<WaitForCancellationFutureOwned>>,
    retired: Pin<Box<WaitForCancellationFutureOwned>>,
    seat: Option<Seat>,
    /// The last version sent.
    last: u64,
    /// Ends after the first messages (the game is over).
    finished: bool,
    done: bool,
    guard: WatcherGuard<E>,
}

impl<E: Encoding> std::fmt::Debug for WatchStream<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WatchStream")
            .field("seat", &self.seat)
            .field("last", &self.last)
            .finish_non_exhaustive()
    }
}

impl<E: Encoding> WatchStream<E> {
    /// A stream that sends `first`, then the changes after `version`, and
    /// ends with [`Stopping`] when `stop` is cancelled.
    pub(crate) fn new(
        guard: WatcherGuard<E>,
        updates: broadcast::Receiver<Arc<Update<E>>>,
        first: Vec<Sent<E>>,
        version: u64,
        seat: Option<Seat>,
        stop: &CancellationToken,
    ) -> WatchStream<E> {
        let finished = guard.projection().view().status.is_over()
            && version == guard.projection().view().version;
        WatchStream {
            first: first.into(),
            updates: BroadcastStream::new(updates),
            stopping: Box::pin(stop.clone().cancelled_owned()),
            retired: Box::pin(guard.projection().retired.clone().cancelled_owned()),
            seat,
            last: version,
            finished,
            done: false,
            guard,
        }
    }
}

impl<E: Encoding> Stream for WatchStream<E> {
    type Item = Result<Sent<E>, Stopping>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        if this.done {
            return Poll::Ready(None);
        }
        if this.stopping.as_mut().poll(cx).is_ready() {
            this.done = true;
            return Poll::Ready(Some(Err(Stopping::ShuttingDown)));
        }
        if this.retired.as_mut().poll(cx).is_ready() {
            this.done = true;
            return Poll::Ready(Some(Err(Stopping::HistoryLost)));
        }
        if let Some(message) = this.first.pop_front() {
            return Poll::Ready(Some(Ok(message)));
        }
        if this.finished {
            this.done = true;
            return Poll::Ready(None);
        }
        let projection = this.guard.projection();
        loop {
            let update = match ready!(Pin::new(&mut this.updates).poll_next(cx)) {
                // The game left memory while watched: it never does, but
                // ending is better than waiting for ever.
                None => {
                    this.done = true;
                    return Poll::Ready(None);
                }
                Some(Err(BroadcastStreamRecvError::Lagged(_))) => {
                    // Too slow for the changes: start again from the state.
                    let (message, version, over) = projection.snapshot(this.seat);
                    this.last = version;
                    this.done = over;
                    return Poll::Ready(Some(Ok(message)));
                }
                Some(Ok(update)) => update,
            };
            if update.heartbeat {
                return Poll::Ready(Some(Ok(Sent::Change(update, None))));
            }
            if update.version <= this.last {
                continue;
            }
            this.last = update.version;
            this.done = update.last;
            let own = projection.own_moves(&update, this.seat);
            return Poll::Ready(Some(Ok(Sent::Change(update, own))));
        }
    }
}
