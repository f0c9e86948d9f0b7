//! The store in one SQLite file (WAL mode): the default, one server's alone.
//!
//! One connection, shared by the store's thread and, with `--durability
//! process`, by the games' own tasks. Appends are committed together in one
//! transaction (group commit), so many games share each commit (and each
//! fsync); an append is acknowledged only once it is durable.
//!
//! The first game to append leads: it lets the other ready tasks run (their
//! appends join its batch), then has the batch committed.
//! - With `full` durability the store's thread commits it: a commit waits
//!   for an fsync, which must not hold up the runtime's workers.
//! - With `process` durability a commit is a write into the OS's cache,
//!   tens of microseconds, and the leader commits the batch itself: the hop
//!   to another thread and back cost more than the commit.
//!
//! Reads (a game's log, a page of the game list), the recovery probe and,
//! with `process`, the checkpoints go through the thread: they happen when a
//! game is loaded, or every few thousand appends, not on every move. While
//! the thread holds the connection, a leader hands its batch to the thread
//! rather than wait for it.
//!
//! The file is this server's alone and never silently wrong:
//! - it is locked for the server's lifetime (a second server refuses it);
//! - it is marked with an `application_id` and a schema version, so a
//!   foreign SQLite file is refused instead of being extended;
//! - it is checked before every commit to be the file that was opened, so a
//!   file deleted or replaced under the server stops the writes instead of
//!   losing them;
//! - [`Store::health`] says whether the store can write.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, mpsc};
use std::thread::JoinHandle;
use std::time::Duration;

mod ladder;

use rusqlite::types::ValueRef;
use rusqlite::{Connection, OpenFlags, OptionalExtension, params};
use tokio::sync::{oneshot, watch};

use super::{
    Appending, Durability, ListQuery, Listed, ListedGame, StoreError, decode_entries, due_code,
    matchmade_hash, status_code, status_of, summary_of,
};
use super::{LadderPage, LadderQuery};
use crate::hosted::{Entry, GameRow, Status};
use crate::ladder::{Account, RatedEnd, RatedGame};

/// Marks a SQLite file as a mountain-goats store (`MGOT`).
const APPLICATION_ID: i32 = 0x4D47_4F54;
/// The schema this code writes. 1: the first release (`log`, `games`
/// without status, no marks); 2: marks and `games.status`; 3: the games'
/// due times, matchmaking wishes and summaries, and the seats matchmaking
/// took; 4: the client that made each game; 5: the ladder (accounts and
/// their rated games).
const SCHEMA_VERSION: i32 = 6;
/// The most appends committed in one transaction.
const MAX_BATCH: usize = 512;
/// Appends (a WAL page of 4 KiB each, at least) between the store thread's
/// checkpoints with `process` durability: about 16 MiB, four times SQLite's
/// own interval.
const APPENDS_PER_CHECKPOINT: usize = 4_000;
/// The WAL file is cut back to this size after a checkpoint.
const WAL_SIZE_LIMIT: i64 = 64 * 1024 * 1024;
/// How often a store that cannot write tries again.
const PROBE_EVERY: Duration = Duration::from_secs(1);

enum Request {
    /// A batch gathered by a leading task.
    Appends(Vec<Append>),
    /// Copy the WAL into the database (`process` durability, where the
    /// commits do not).
    Checkpoint,
    Load {
        id: String,
        after: u64,
        done: oneshot::Sender<Result<Option<Vec<Entry>>, StoreError>>,
    },
    List {
        query: ListQuery,
        done: oneshot::Sender<Result<Vec<ListedGame>, StoreError>>,
    },
    /// Keep a game's summary.
    Summary {
        id: String,
        version: u64,
        text: String,
        done: oneshot::Sender<Result<(), StoreError>>,
    },
    /// Games due by `until_ms`, or open to a matchmaking wish.
    Games {
        ask: GamesAsked,
        done: oneshot::Sender<Result<Vec<String>, StoreError>>,
    },
    /// Any other work on the connection (the ladder's reads and writes,
    /// each its own transaction).
    Run(Box<dyn FnOnce(&Connection) + Send>),
    /// Commit what is queued, then close the database.
    Close,
}

/// One append: consecutive entries of one game, stored all or none.
struct Append {
    game_id: String,
    rows: Vec<Row>,
    done: oneshot::Sender<Result<(), Failed>>,
}

/// Which games a [`Request::Games`] asks for.
enum GamesAsked {
    Due { until_ms: u64, limit: usize },
    Lobby { lobby: String, limit: usize },
    Matchmade { token_hash: String },
    Unfinished { creator: String, limit: usize },
}

/// One entry of an append.
struct Row {
    version: u64,
    entry: String,
    /// The game's row after this entry, when it changes.
    game: Option<GameRow>,
    /// The seat token hash of a seat matchmaking took.
    matchmade: Option<String>,
    /// With a game's first entry, the client that made it.
    creator: Option<String>,
    /// The result of a rated game this entry ends.
    rated: Option<RatedEnd>,
}

/// Why an append was not stored.
#[derive(Clone, Debug)]
enum Failed {
    /// It would store `version` again (a key of the log or of the list is
    /// violated): this append's own failure; the rest of its batch commits,
    /// and the store stays healthy.
    Conflict(u64),
    /// A seat taken through matchmaking whose token holds a seat at this
    /// other table, not over: one seat per token.
    TokenSeated(String),
    /// The store failed.
    Store(String),
}

/// The refusal of a matchmade seat whose token is seated at another table
/// (`game`), carried out of rusqlite's calls in the one error variant that
/// boxes any error (the conversion failure, which no insert here raises).
#[derive(Debug)]
struct TokenSeated(String);

impl std::fmt::Display for TokenSeated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the seat token is seated in games/{}", self.0)
    }
}

impl std::error::Error for TokenSeated {}

/// A handle on the SQLite store; cheap to clone.
#[derive(Clone, Debug)]
pub struct SqliteStore {
    requests: mpsc::Sender<Request>,
    writable: watch::Receiver<bool>,
    /// Where appends gather into batches.
    gather: Arc<Gather>,
    /// Never moves: the file is this server's alone.
    incarnation: Arc<watch::Sender<u64>>,
    /// A test's hold on appends once they are durable.
    #[cfg(test)]
    pause: PauseHook,
    /// A test's outage: while set, every append fails as a store that
    /// cannot write does, and is counted.
    #[cfg(test)]
    pub(crate) outage: Arc<Outage>,
}

/// An outage a test turns on and off, and the appends tried during it.
#[cfg(test)]
#[derive(Debug, Default)]
pub(crate) struct Outage {
    pub on: std::sync::atomic::AtomicBool,
    pub tried: std::sync::atomic::AtomicU64,
}

/// The open database; `None` once closed.
type Shared = Arc<Mutex<Option<Worker>>>;

/// An append just made durable, held until the test lets it return.
#[cfg(test)]
#[derive(Debug)]
pub(crate) struct Paused {
    /// The game appended to.
    pub game: String,
    /// Lets the append return.
    pub resume: oneshot::Sender<()>,
}

/// Where a test is told of appends made durable.
#[cfg(test)]
type PauseHook = Arc<Mutex<Option<tokio::sync::mpsc::UnboundedSender<Paused>>>>;

fn guard<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding it left the connection as SQLite left it: a
    // failed statement is rolled back by the next commit's error handling.
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Group commit led by the appending tasks: the first to append leads.
struct Gather {
    to: Committer,
    queue: Mutex<Pending>,
}

/// Where a leader's batch is committed.
enum Committer {
    /// On the leader's own thread (`process`: a commit is a write into the
    /// OS's cache), unless the store's thread holds the connection (a
    /// checkpoint, a read): the batch then goes to the thread, so that the
    /// runtime never waits for the disk. Checkpoints are the thread's.
    Here {
        worker: Shared,
        thread: mpsc::Sender<Request>,
    },
    /// On the store's thread (`full`: a commit waits for an fsync).
    Thread(mpsc::Sender<Request>),
}

impl std::fmt::Debug for Gather {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gather").finish_non_exhaustive()
    }
}

#[derive(Default)]
struct Pending {
    appends: Vec<Append>,
    /// Whether a task is leading: it commits what is pending before it
    /// lets go.
    leading: bool,
}

impl Gather {
    /// Queues `append`; the task that finds nobody leading has the batch
    /// committed. Its `done` answers when the batch is durable.
    async fn append(&self, append: Append) {
        let lead = {
            let mut pending = guard(&self.queue);
            pending.appends.push(append);
            !std::mem::replace(&mut pending.leading, true)
        };
        if lead {
            // Committed when dropped: a leader cancelled while it waits
            // still commits what it gathered.
            let leading = Leading(self);
            // The other tasks ready to run get to append to this batch.
            tokio::task::yield_now().await;
            drop(leading);
        }
    }

    /// Commits what is pending, batch after batch, until nothing is.
    fn commit_pending(&self) {
        loop {
            let batch = {
                let mut pending = guard(&self.queue);
                if pending.appends.is_empty() {
                    pending.leading = false;
                    return;
                }
                let take = pending.appends.len().min(MAX_BATCH);
                pending.appends.drain(..take).collect::<Vec<_>>()
            };
            // Closed: the batch is dropped, and dropping `done` answers
            // `Closed`.
            match &self.to {
                Committer::Here { worker, thread } => {
                    let mut held = match worker.try_lock() {
                        Ok(held) => held,
                        Err(std::sync::TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
                        Err(std::sync::TryLockError::WouldBlock) => {
                            drop(thread.send(Request::Appends(batch)));
                            continue;
                        }
                    };
                    match held.as_mut() {
                        Some(open) => {
                            open.commit(batch);
                            if open.checkpoint_due() {
                                drop(thread.send(Request::Checkpoint));
                            }
                        }
                        None => drop(batch),
                    }
                }
                Committer::Thread(requests) => drop(requests.send(Request::Appends(batch))),
            }
        }
    }
}

struct Leading<'a>(&'a Gather);

impl Drop for Leading<'_> {
    fn drop(&mut self) {
        self.0.commit_pending();
    }
}

/// The writer thread; joining it waits for the last commit.
#[derive(Debug)]
pub struct StoreThread(JoinHandle<()>);

impl StoreThread {
    /// Waits for every queued append to be committed and the database closed.
    pub fn join(self) {
        // A panicked writer has nothing left to flush.
        let _ = self.0.join();
    }
}

/// What identifies the opened file on disk, to notice it being replaced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FileId {
    dev: u64,
    ino: u64,
}

fn file_id(path: &Path) -> Option<FileId> {
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(path).ok()?;
    Some(FileId {
        dev: meta.dev(),
        ino: meta.ino(),
    })
}

/// The file the store is in, locked for as long as the server runs.
struct Held {
    path: PathBuf,
    id: FileId,
    /// Holding it holds the lock.
    _lock: File,
}

impl Held {
    /// Why the file can no longer be written, if it cannot.
    fn lost(&self) -> Option<String> {
        match file_id(&self.path) {
            Some(id) if id == self.id => None,
            Some(_) => Some(format!(
                "{} was replaced by another file",
                self.path.display()
            )),
            None => Some(format!("{} was deleted", self.path.display())),
        }
    }
}

fn open_error(path: &Path, message: impl std::fmt::Display) -> StoreError {
    StoreError::Open {
        path: path.to_owned(),
        message: message.to_string(),
    }
}

/// Takes the file's lock, or says who holds it.
fn lock(path: &Path) -> Result<Held, StoreError> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(|e| open_error(path, e))?;
    match file.try_lock() {
        Ok(()) => {}
        Err(std::fs::TryLockError::WouldBlock) => {
            return Err(open_error(
                path,
                "another server is using this database (it is locked); stop it or choose another --db",
            ));
        }
        Err(std::fs::TryLockError::Error(e)) => return Err(open_error(path, e)),
    }
    let id = file_id(path).ok_or_else(|| open_error(path, "the file vanished while opening"))?;
    Ok(Held {
        path: path.to_owned(),
        id,
        _lock: file,
    })
}

/// Brings the schema to [`SCHEMA_VERSION`], or refuses a file that is not a
/// store of this server.
fn migrate(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let application_id: i32 = conn.pragma_query_value(None, "application_id", |r| r.get(0))?;
    let version: i32 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let schema_version = match (application_id, version) {
        (APPLICATION_ID, v) if v > SCHEMA_VERSION => {
            return Err(open_error(
                path,
                format!(
                    "the store has schema {v}, newer than this server's {SCHEMA_VERSION}: upgrade the server"
                ),
            ));
        }
        (APPLICATION_ID, v) => v,
        (0, 0) if tables.is_empty() => 0,
        (0, 0) if tables == ["games", "log"] => 1,
        (0, _) => {
            return Err(open_error(
                path,
                format!(
                    "this SQLite file is not a mountain-goats store (it has tables {tables:?}); choose another --db"
                ),
            ));
        }
        (other, _) => {
            return Err(open_error(
                path,
                format!(
                    "this SQLite file belongs to another application (application_id {other:#x}); choose another --db"
                ),
            ));
        }
    };
    if schema_version == SCHEMA_VERSION {
        return Ok(());
    }
    let tx = conn.unchecked_transaction()?;
    if schema_version == 0 {
        tx.execute_batch(
            "CREATE TABLE log (
                game_id TEXT NOT NULL,
                version INTEGER NOT NULL,
                entry NOT NULL,
                PRIMARY KEY (game_id, version)
            ) WITHOUT ROWID;
            CREATE TABLE games (
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                game_id TEXT NOT NULL UNIQUE,
                status INTEGER NOT NULL DEFAULT 0
            );",
        )?;
    }
    if schema_version == 1 {
        // The first schema did not record statuses: 0 means "unknown", and
        // a filtered list checks such games itself.
        tx.execute_batch("ALTER TABLE games ADD COLUMN status INTEGER NOT NULL DEFAULT 0;")?;
    }
    if schema_version < 3 {
        // Games stored before have no due time: a clock that was running
        // fires once the game is loaded by a call, as before.
        tx.execute_batch(
            "ALTER TABLE games ADD COLUMN due_ms INTEGER;
             ALTER TABLE games ADD COLUMN lobby TEXT;
             ALTER TABLE games ADD COLUMN summary TEXT;
             ALTER TABLE games ADD COLUMN summary_version INTEGER;
             CREATE TABLE lobby_seats (
                 token_hash TEXT PRIMARY KEY,
                 game_id TEXT NOT NULL
             ) WITHOUT ROWID;
             CREATE INDEX lobby_seats_by_game ON lobby_seats (game_id);
             CREATE INDEX games_due ON games (due_ms) WHERE due_ms IS NOT NULL;
             CREATE INDEX games_lobby ON games (lobby, seq) WHERE lobby IS NOT NULL;",
        )?;
    }
    if schema_version < 4 {
        // Games stored before have no creator, and count for nobody.
        tx.execute_batch(
            "ALTER TABLE games ADD COLUMN creator TEXT;
             CREATE INDEX games_by_creator ON games (creator, status) WHERE creator IS NOT NULL;",
        )?;
    }
    if schema_version < 5 {
        tx.execute_batch(ladder::SCHEMA)?;
        ladder::add_house_accounts(&tx, crate::hosted::now_ms())?;
    }
    if schema_version < 6 {
        tx.execute_batch(ladder::PREVIOUS_KEY)?;
    }
    tx.execute_batch(&format!(
        "CREATE INDEX IF NOT EXISTS games_by_status ON games (status, seq);
         PRAGMA application_id = {APPLICATION_ID};
         PRAGMA user_version = {SCHEMA_VERSION};"
    ))?;
    tx.commit()?;
    if schema_version > 0 {
        tracing::info!(db = %path.display(), "store upgraded from schema {schema_version} to {SCHEMA_VERSION}");
    }
    Ok(())
}

impl SqliteStore {
    /// Opens (or creates) the store at `path` (`:memory:` for a throw-away
    /// one) and starts its thread. No game is read: games are loaded when
    /// they are first needed, so opening takes the same time whatever the
    /// store holds.
    pub fn open(
        path: &Path,
        durability: Durability,
    ) -> Result<(SqliteStore, StoreThread), StoreError> {
        let memory = path.as_os_str() == ":memory:";
        let held = if memory { None } else { Some(lock(path)?) };
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| open_error(path, e))?;
        let setup = || -> Result<(), StoreError> {
            // The file is this server's alone (it holds the lock above), so
            // SQLite need not lock it for every transaction, nor share its
            // WAL index with other processes: set before WAL mode is, no
            // `-shm` file is used, and a commit makes no locking calls.
            conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
            conn.pragma_update(None, "journal_mode", "WAL")?;
            if durability == Durability::Process {
                // The commits, on the runtime's workers, never checkpoint:
                // a checkpoint syncs twice. The store's thread does, every
                // `APPENDS_PER_CHECKPOINT` appends; rarer than SQLite's own
                // interval, since a checkpoint writes each page once however
                // often the games being played changed it. With `full` the
                // thread commits and SQLite checkpoints as usual: there each
                // commit syncs the WAL, and a sync that must also record the
                // file's growth costs several times one that overwrites, so
                // the WAL stays small enough to be reused from its start.
                conn.pragma_update(None, "wal_autocheckpoint", 0)?;
                conn.pragma_update(None, "journal_size_limit", WAL_SIZE_LIMIT)?;
            }
            let synchronous = match durability {
                Durability::Full => "FULL",
                Durability::Process => "NORMAL",
            };
            conn.pragma_update(None, "synchronous", synchronous)?;
            migrate(&conn, path)
        };
        setup().map_err(|e| match e {
            StoreError::Open { .. } => e,
            other => open_error(path, other),
        })?;
        let (requests, queue) = mpsc::channel();
        let (writable_tx, writable) = watch::channel(true);
        let worker: Shared = Arc::new(Mutex::new(Some(Worker::new(
            conn,
            held,
            writable_tx,
            durability,
        ))));
        let gather = Arc::new(Gather {
            to: match durability {
                Durability::Process => Committer::Here {
                    worker: worker.clone(),
                    thread: requests.clone(),
                },
                Durability::Full => Committer::Thread(requests.clone()),
            },
            queue: Mutex::default(),
        });
        let thread = std::thread::Builder::new()
            .name("store".into())
            .spawn(move || run(&worker, &queue))
            .map_err(|e| open_error(path, e))?;
        Ok((
            SqliteStore {
                requests,
                writable,
                gather,
                incarnation: Arc::new(watch::Sender::new(0)),
                #[cfg(test)]
                pause: PauseHook::default(),
                #[cfg(test)]
                outage: Arc::default(),
            },
            StoreThread(thread),
        ))
    }

    /// Whether the store can write; changes as it fails and recovers.
    pub fn health(&self) -> watch::Receiver<bool> {
        self.writable.clone()
    }

    /// Asks the writer to commit what is queued and close the database, even
    /// while other handles are still alive; later requests fail with `Closed`.
    pub fn close(&self) {
        // Already closed is fine.
        let _ = self.requests.send(Request::Close);
    }

    /// Appends `entries` as versions `first`, `first + 1`, … of game
    /// `game_id`, all or none, with the game's row where they change it
    /// (and its `creator` with its first entry), and waits until they are
    /// durable.
    pub async fn append_all(
        &self,
        game_id: &str,
        first: u64,
        entries: &[Appending<'_>],
        creator: Option<&str>,
    ) -> Result<(), StoreError> {
        #[cfg(test)]
        if self.outage.on.load(std::sync::atomic::Ordering::SeqCst) {
            self.outage
                .tried
                .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            return Err(StoreError::Commit("the test's outage".into()));
        }
        let mut rows = Vec::with_capacity(entries.len());
        for (version, appending) in (first..).zip(entries) {
            rows.push(Row {
                version,
                entry: serde_json::to_string(appending.entry)?,
                game: appending.row.cloned(),
                matchmade: matchmade_hash(appending).map(str::to_owned),
                creator: creator.filter(|_| version == 1).map(str::to_owned),
                rated: appending.rated.cloned(),
            });
        }
        let (done, result) = oneshot::channel();
        let append = Append {
            game_id: game_id.to_owned(),
            rows,
            done,
        };
        self.gather.append(append).await;
        match result.await {
            Ok(Ok(())) => {}
            Ok(Err(Failed::Conflict(version))) => {
                return Err(StoreError::Conflict {
                    game: game_id.to_owned(),
                    version,
                });
            }
            Ok(Err(Failed::TokenSeated(game))) => return Err(StoreError::TokenSeated { game }),
            Ok(Err(Failed::Store(message))) => return Err(StoreError::Commit(message)),
            Err(_) => return Err(StoreError::Closed),
        }
        #[cfg(test)]
        self.paused(game_id).await;
        Ok(())
    }

    /// From now on, every append made durable is sent to the receiver, and
    /// returns only once the test lets it.
    #[cfg(test)]
    pub(crate) fn pause_appends(&self) -> tokio::sync::mpsc::UnboundedReceiver<Paused> {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        *guard(&self.pause) = Some(tx);
        rx
    }

    /// Holds a durable append while a test asks to.
    #[cfg(test)]
    async fn paused(&self, game: &str) {
        let hook = guard(&self.pause).clone();
        if let Some(hook) = hook {
            let (resume, resumed) = oneshot::channel();
            let paused = Paused {
                game: game.to_owned(),
                resume,
            };
            if hook.send(paused).is_ok() {
                // A test that drops the hold lets it go.
                let _ = resumed.await;
            }
        }
    }

    /// The entries of game `id` after version `after`, in order; `None`
    /// when there is no such game.
    pub async fn load_after(&self, id: &str, after: u64) -> Result<Option<Vec<Entry>>, StoreError> {
        let (done, result) = oneshot::channel();
        self.requests
            .send(Request::Load {
                id: id.to_owned(),
                after,
                done,
            })
            .map_err(|_| StoreError::Closed)?;
        result.await.map_err(|_| StoreError::Closed)?
    }

    /// Games newest first, as `query` asks, with their current summaries.
    pub async fn list(&self, query: ListQuery) -> Result<Vec<ListedGame>, StoreError> {
        let (done, result) = oneshot::channel();
        self.requests
            .send(Request::List { query, done })
            .map_err(|_| StoreError::Closed)?;
        result.await.map_err(|_| StoreError::Closed)?
    }

    /// Keeps `text` as game `id`'s summary at `version`, unless a later one
    /// is kept.
    pub async fn save_summary(
        &self,
        id: &str,
        version: u64,
        text: String,
    ) -> Result<(), StoreError> {
        let (done, result) = oneshot::channel();
        self.requests
            .send(Request::Summary {
                id: id.to_owned(),
                version,
                text,
                done,
            })
            .map_err(|_| StoreError::Closed)?;
        result.await.map_err(|_| StoreError::Closed)?
    }

    /// The one server is every game's home, and never lapses.
    pub fn incarnation(&self) -> watch::Receiver<u64> {
        self.incarnation.subscribe()
    }

    async fn games(&self, ask: GamesAsked) -> Result<Vec<String>, StoreError> {
        let (done, result) = oneshot::channel();
        self.requests
            .send(Request::Games { ask, done })
            .map_err(|_| StoreError::Closed)?;
        result.await.map_err(|_| StoreError::Closed)?
    }

    /// Games due by `until_ms`, soonest first.
    pub async fn due(&self, until_ms: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        self.games(GamesAsked::Due { until_ms, limit }).await
    }

    /// Open games answering matchmaking wish `lobby`, oldest first.
    pub async fn lobby(&self, lobby: &str, limit: usize) -> Result<Vec<String>, StoreError> {
        let lobby = lobby.to_owned();
        self.games(GamesAsked::Lobby { lobby, limit }).await
    }

    /// How many games `creator` made are not over, up to `limit`.
    pub async fn unfinished_by(&self, creator: &str, limit: usize) -> Result<usize, StoreError> {
        let creator = creator.to_owned();
        let games = self
            .games(GamesAsked::Unfinished { creator, limit })
            .await?;
        Ok(games.len())
    }

    /// Runs `job` on the store's thread and returns what it returns.
    async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce(&Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (done, result) = oneshot::channel();
        self.requests
            .send(Request::Run(Box::new(move |conn| {
                let _ = done.send(job(conn));
            })))
            .map_err(|_| StoreError::Closed)?;
        result.await.map_err(|_| StoreError::Closed)?
    }

    /// Stores a new account, unless its name's key is taken.
    pub async fn create_account(
        &self,
        account: &Account,
        name_key: &str,
        key_hash: &str,
    ) -> Result<(), StoreError> {
        let (account, name_key, key_hash) =
            (account.clone(), name_key.to_owned(), key_hash.to_owned());
        self.run(move |conn| ladder::create(conn, &account, &name_key, &key_hash))
            .await
    }

    /// Account `id`.
    pub async fn account(&self, id: &str) -> Result<Option<Account>, StoreError> {
        let id = id.to_owned();
        self.run(move |conn| ladder::by_id(conn, &id)).await
    }

    /// The account of a key, unless revoked.
    pub async fn account_by_key(&self, key_hash: &str) -> Result<Option<Account>, StoreError> {
        let key_hash = key_hash.to_owned();
        self.run(move |conn| ladder::by_key(conn, &key_hash)).await
    }

    /// Account `id`'s last rated games, oldest first.
    pub async fn rated_games(&self, id: &str, limit: usize) -> Result<Vec<RatedGame>, StoreError> {
        let id = id.to_owned();
        self.run(move |conn| ladder::history(conn, &id, limit))
            .await
    }

    /// A page of the leaderboard.
    pub async fn leaderboard(&self, query: LadderQuery) -> Result<LadderPage, StoreError> {
        self.run(move |conn| ladder::leaderboard(conn, query)).await
    }

    /// Replaces (or revokes) a key.
    pub async fn replace_key(
        &self,
        old_hash: &str,
        new_hash: Option<&str>,
    ) -> Result<Option<Account>, StoreError> {
        let (old_hash, new_hash) = (old_hash.to_owned(), new_hash.map(str::to_owned));
        self.run(move |conn| ladder::replace_key(conn, &old_hash, new_hash.as_deref()))
            .await
    }

    /// The unfinished game matchmaking seated `token_hash` in.
    pub async fn matchmade_seat(&self, token_hash: &str) -> Result<Option<String>, StoreError> {
        let token_hash = token_hash.to_owned();
        let games = self.games(GamesAsked::Matchmade { token_hash }).await?;
        Ok(games.into_iter().next())
    }
}

struct Worker {
    conn: Connection,
    /// The locked file; `None` in memory.
    held: Option<Held>,
    writable: watch::Sender<bool>,
    /// Set once the file is gone: nothing is written after that.
    lost: Option<String>,
    /// Appends between checkpoints, when the commits leave them to the
    /// store's thread (`process` durability); `None`: SQLite checkpoints
    /// after a commit by itself.
    checkpoint_every: Option<usize>,
    /// Appends committed since the last checkpoint.
    since_checkpoint: usize,
    /// Whether the thread has been asked for a checkpoint not yet made.
    checkpoint_asked: bool,
}

/// The store's thread: the batches handed to it (all of them with `full`
/// durability), reads, checkpoints (`process`), the recovery probe, and
/// closing.
fn run(worker: &Shared, queue: &mpsc::Receiver<Request>) {
    // Ends on `Close`, or when every `Store` handle is dropped.
    let mut closing = false;
    while !closing {
        let waits_for_recovery = guard(worker)
            .as_ref()
            .is_some_and(|w| !*w.writable.borrow() && w.lost.is_none());
        let first = if waits_for_recovery {
            match queue.recv_timeout(PROBE_EVERY) {
                Ok(request) => request,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if let Some(worker) = guard(worker).as_mut() {
                        worker.probe();
                    }
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
        } else {
            match queue.recv() {
                Ok(request) => request,
                Err(_) => break,
            }
        };
        let mut batch = Vec::new();
        let mut next = Some(first);
        let mut held = guard(worker);
        let Some(open) = held.as_mut() else { break };
        while let Some(request) = next.take() {
            match request {
                Request::Appends(appends) => batch.extend(appends),
                Request::Load { id, after, done } => {
                    let _ = done.send(open.load(&id, after));
                }
                Request::List { query, done } => {
                    let _ = done.send(open.list(query));
                }
                Request::Games { ask, done } => {
                    let _ = done.send(open.games(&ask));
                }
                Request::Summary {
                    id,
                    version,
                    text,
                    done,
                } => {
                    let _ = done.send(open.save_summary(&id, version, &text));
                }
                Request::Run(job) => job(&open.conn),
                Request::Checkpoint => open.checkpoint(),
                Request::Close => closing = true,
            }
            if batch.len() < MAX_BATCH && !closing {
                next = queue.try_recv().ok();
            }
        }
        if !batch.is_empty() {
            open.commit(batch);
        }
    }
    // Appends still gathering on a task find it closed: they answer
    // `Closed`, as those sent to a stopped thread do.
    let closed = guard(worker).take();
    if let Some(worker) = closed
        && let Err((_, error)) = worker.conn.close()
    {
        tracing::error!(%error, "closing the database failed");
    }
}

impl Worker {
    fn new(
        conn: Connection,
        held: Option<Held>,
        writable: watch::Sender<bool>,
        durability: Durability,
    ) -> Worker {
        Worker {
            conn,
            held,
            writable,
            lost: None,
            checkpoint_every: (durability == Durability::Process).then_some(APPENDS_PER_CHECKPOINT),
            since_checkpoint: 0,
            checkpoint_asked: false,
        }
    }

    /// Commits `batch` in one transaction and answers each append. An
    /// append that fails on its own is rolled back alone: the others are
    /// committed, and a violated key (a version stored twice) leaves the
    /// store healthy.
    fn commit(&mut self, batch: Vec<Append>) {
        let written = match self.check_file() {
            Err(lost) => Err(lost),
            Ok(()) => write_batch(&mut self.conn, &batch).map_err(|e| e.to_string()),
        };
        let outcomes = match written {
            Ok(outcomes) => {
                // At least a WAL page each.
                self.since_checkpoint += batch.iter().map(|a| a.rows.len()).sum::<usize>();
                let failing = outcomes.iter().find_map(|o| match o {
                    Err(Failed::Store(error)) => Some(error),
                    _ => None,
                });
                match failing {
                    Some(error) => {
                        tracing::error!(%error, "an append failed; the rest of its batch was stored");
                        self.writable
                            .send_if_modified(|w| std::mem::replace(w, false));
                    }
                    None => {
                        self.writable
                            .send_if_modified(|w| !std::mem::replace(w, true));
                    }
                }
                outcomes
            }
            Err(error) => {
                tracing::error!(%error, appends = batch.len(), "store commit failed; nothing of it was stored");
                self.writable
                    .send_if_modified(|w| std::mem::replace(w, false));
                vec![Err(Failed::Store(error)); batch.len()]
            }
        };
        for (append, outcome) in batch.into_iter().zip(outcomes) {
            // The requester may have gone away; the entry is written regardless.
            let _ = append.done.send(outcome);
        }
    }

    /// Whether a checkpoint is due and not yet asked for; asks for it.
    fn checkpoint_due(&mut self) -> bool {
        self.checkpoint_every
            .is_some_and(|every| self.since_checkpoint >= every)
            && !std::mem::replace(&mut self.checkpoint_asked, true)
    }

    /// Copies the WAL into the database file, as far as no reader holds it
    /// back (there is none: the connection is the only one).
    fn checkpoint(&mut self) {
        self.checkpoint_asked = false;
        self.since_checkpoint = 0;
        if let Err(error) = self
            .conn
            .query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))
        {
            tracing::warn!(%error, "a checkpoint of the store failed; the WAL grows until one succeeds");
        }
    }

    /// Fails once the file under the server is not the one it opened: a
    /// commit would go to a file nobody will ever open again.
    fn check_file(&mut self) -> Result<(), String> {
        if let Some(lost) = &self.lost {
            return Err(lost.clone());
        }
        let Some(lost) = self.held.as_ref().and_then(Held::lost) else {
            return Ok(());
        };
        tracing::error!(reason = %lost, "the database file is gone: refusing every write until restart");
        self.lost = Some(lost.clone());
        Err(lost)
    }

    /// Tries a write while the store cannot write, to notice it recover.
    fn probe(&mut self) {
        if self.check_file().is_err() {
            return;
        }
        let ok = self
            .conn
            .execute_batch("BEGIN IMMEDIATE; PRAGMA user_version = 2; COMMIT;")
            .is_ok();
        if !ok {
            let _ = self.conn.execute_batch("ROLLBACK;");
        }
        if ok {
            tracing::info!("the store can write again");
        }
        self.writable
            .send_if_modified(|w| std::mem::replace(w, ok) != ok);
    }

    fn load(&self, id: &str, after: u64) -> Result<Option<Vec<Entry>>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT version, entry FROM log WHERE game_id = ?1 AND version > ?2 ORDER BY version",
        )?;
        let mut rows = stmt.query(params![id, after.min(i64::MAX as u64) as i64])?;
        let mut stored: Vec<(u64, Vec<u8>)> = Vec::new();
        while let Some(row) = rows.next()? {
            let version = row.get::<_, i64>(0)? as u64;
            match row.get_ref(1)? {
                ValueRef::Text(text) | ValueRef::Blob(text) => {
                    stored.push((version, text.to_vec()))
                }
                other => {
                    return Err(StoreError::Corrupt {
                        game: id.to_owned(),
                        version,
                        reason: format!("a {:?} entry", other.data_type()),
                    });
                }
            }
        }
        let entries = decode_entries(id, after, stored.iter().map(|(v, t)| (*v, t.as_slice())))?;
        if entries.is_empty() && after == 0 {
            let known: Option<i64> = self
                .conn
                .prepare_cached("SELECT seq FROM games WHERE game_id = ?1")?
                .query_row(params![id], |r| r.get(0))
                .optional()?;
            if known.is_some() {
                return Err(StoreError::Corrupt {
                    game: id.to_owned(),
                    version: 1,
                    reason: "the game has no log".into(),
                });
            }
            return Ok(None);
        }
        Ok(Some(entries))
    }

    fn games(&self, ask: &GamesAsked) -> Result<Vec<String>, StoreError> {
        let games = match ask {
            GamesAsked::Due { until_ms, limit } => self
                .conn
                .prepare_cached(
                    "SELECT game_id FROM games WHERE due_ms <= ?1 ORDER BY due_ms LIMIT ?2",
                )?
                .query_map(
                    params![due_code(Some(*until_ms)), *limit as i64],
                    |r| r.get(0),
                )?
                .collect::<Result<_, _>>()?,
            GamesAsked::Lobby { lobby, limit } => self
                .conn
                .prepare_cached(
                    "SELECT game_id FROM games WHERE lobby = ?1 AND status = ?2 ORDER BY seq LIMIT ?3",
                )?
                .query_map(
                    params![lobby, status_code(Status::Open), *limit as i64],
                    |r| r.get(0),
                )?
                .collect::<Result<_, _>>()?,
            GamesAsked::Matchmade { token_hash } => self
                .conn
                .prepare_cached("SELECT game_id FROM lobby_seats WHERE token_hash = ?1")?
                .query_map(params![token_hash], |r| r.get(0))?
                .collect::<Result<_, _>>()?,
            GamesAsked::Unfinished { creator, limit } => self
                .conn
                .prepare_cached(
                    "SELECT game_id FROM games
                     WHERE creator = ?1 AND status IN (?2, ?3) LIMIT ?4",
                )?
                .query_map(
                    params![
                        creator,
                        status_code(Status::Open),
                        status_code(Status::Playing),
                        *limit as i64
                    ],
                    |r| r.get(0),
                )?
                .collect::<Result<_, _>>()?,
        };
        Ok(games)
    }

    fn save_summary(&self, id: &str, version: u64, text: &str) -> Result<(), StoreError> {
        if self.lost.is_some() {
            return Err(StoreError::Commit("the store's file is gone".into()));
        }
        self.conn
            .prepare_cached(
                "UPDATE games SET summary = ?2, summary_version = ?3
                 WHERE game_id = ?1 AND (summary_version IS NULL OR summary_version < ?3)",
            )?
            .execute(params![id, text, version.min(i64::MAX as u64) as i64])?;
        Ok(())
    }

    fn list(&self, query: ListQuery) -> Result<Vec<ListedGame>, StoreError> {
        let before = query
            .before
            .map_or(i64::MAX, |b| b.min(i64::MAX as u64) as i64);
        let limit = query.limit as i64;
        let map = |row: &rusqlite::Row<'_>| -> rusqlite::Result<ListedGame> {
            let summary: Option<String> = row.get(3)?;
            Ok(ListedGame {
                listed: Listed {
                    seq: row.get::<_, i64>(0)? as u64,
                    id: row.get(1)?,
                    status: status_of(row.get(2)?),
                    version: None,
                },
                summary: summary_of(summary.as_deref()),
            })
        };
        // A summary counts only while it is the game's last version: the
        // log's highest version is one probe of its primary key.
        let listed = match query.status {
            None => self
                .conn
                .prepare_cached(
                    "SELECT seq, game_id, status,
                        CASE WHEN summary_version =
                            (SELECT max(version) FROM log WHERE log.game_id = games.game_id)
                        THEN summary END
                     FROM games WHERE seq < ?1 ORDER BY seq DESC LIMIT ?2",
                )?
                .query_map(params![before, limit], map)?
                .collect::<Result<_, _>>()?,
            Some(status) => self
                .conn
                .prepare_cached(
                    "SELECT seq, game_id, status,
                        CASE WHEN summary_version =
                            (SELECT max(version) FROM log WHERE log.game_id = games.game_id)
                        THEN summary END
                     FROM games WHERE seq < ?1 AND status IN (?2, 0)
                     ORDER BY seq DESC LIMIT ?3",
                )?
                .query_map(params![before, status_code(status), limit], map)?
                .collect::<Result<_, _>>()?,
        };
        Ok(listed)
    }
}

/// Commits `batch` in one transaction, each append within a savepoint of
/// its own: one that fails is rolled back alone and answered its own error
/// (as many as there are appends, in order), while the rest commit. The
/// error is one that failed the whole batch: nothing of it was stored.
fn write_batch(
    conn: &mut Connection,
    batch: &[Append],
) -> rusqlite::Result<Vec<Result<(), Failed>>> {
    // BEGIN and COMMIT as cached statements: `Connection::transaction`
    // parses them again on every commit, and a commit is per batch of moves.
    conn.prepare_cached("BEGIN")?.execute([])?;
    let written = insert_batch(conn, batch).and_then(|outcomes| {
        conn.prepare_cached("COMMIT")?.execute([])?;
        Ok(outcomes)
    });
    if written.is_err()
        && !conn.is_autocommit()
        && let Err(error) = conn
            .prepare_cached("ROLLBACK")
            .and_then(|mut s| s.execute([]))
    {
        tracing::error!(%error, "rolling back a failed commit failed");
    }
    written
}

fn insert_batch(conn: &Connection, batch: &[Append]) -> rusqlite::Result<Vec<Result<(), Failed>>> {
    let mut outcomes = Vec::with_capacity(batch.len());
    for append in batch {
        conn.prepare_cached("SAVEPOINT append")?.execute([])?;
        match insert_append(conn, append) {
            Ok(()) => {
                conn.prepare_cached("RELEASE append")?.execute([])?;
                outcomes.push(Ok(()));
            }
            Err((version, error)) => {
                if conn.is_autocommit() {
                    // SQLite rolled the whole transaction back (an I/O
                    // error, a full disk): the batch is lost.
                    return Err(error);
                }
                conn.prepare_cached("ROLLBACK TO append")?.execute([])?;
                conn.prepare_cached("RELEASE append")?.execute([])?;
                outcomes.push(Err(if let Some(game) = token_seated(&error) {
                    Failed::TokenSeated(game)
                } else if stored_twice(&error) {
                    tracing::warn!(game = %append.game_id, version, %error, "an append would store a version again; refused alone");
                    Failed::Conflict(version)
                } else {
                    Failed::Store(error.to_string())
                }));
            }
        }
    }
    Ok(outcomes)
}

/// The other table a refused matchmade seat's token is seated at.
fn token_seated(error: &rusqlite::Error) -> Option<String> {
    match error {
        rusqlite::Error::ToSqlConversionFailure(inner) => inner
            .downcast_ref::<TokenSeated>()
            .map(|seated| seated.0.clone()),
        _ => None,
    }
}

/// Whether `error` is a key of the log or of the list violated: a version
/// (or a game) stored twice.
fn stored_twice(error: &rusqlite::Error) -> bool {
    matches!(
        error,
        rusqlite::Error::SqliteFailure(e, _)
            if e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
                || e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
    )
}

/// Inserts the entries of one append; on failure, the version that failed.
fn insert_append(conn: &Connection, append: &Append) -> Result<(), (u64, rusqlite::Error)> {
    let game_id = &append.game_id;
    for row in &append.rows {
        let version = row.version;
        insert_row(conn, game_id, row).map_err(|e| (version, e))?;
    }
    Ok(())
}

/// Inserts one entry, and the game's row where it changes.
fn insert_row(conn: &Connection, game_id: &str, row: &Row) -> rusqlite::Result<()> {
    let default = GameRow {
        status: Status::Open,
        due_ms: None,
        lobby: None,
    };
    if row.version == 1 {
        let game = row.game.as_ref().unwrap_or(&default);
        conn.prepare_cached(
            "INSERT INTO games (game_id, status, due_ms, lobby, creator)
             VALUES (?1, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![
            game_id,
            status_code(game.status),
            due_code(game.due_ms),
            game.lobby,
            row.creator
        ])?;
    } else if let Some(game) = &row.game {
        conn.prepare_cached(
            "UPDATE games SET status = ?2, due_ms = ?3, lobby = ?4 WHERE game_id = ?1",
        )?
        .execute(params![
            game_id,
            status_code(game.status),
            due_code(game.due_ms),
            game.lobby
        ])?;
        if game.status.is_over() {
            // A game that is over seats nobody: a retried FindGame looks anew.
            conn.prepare_cached("DELETE FROM lobby_seats WHERE game_id = ?1")?
                .execute(params![game_id])?;
        }
    }
    conn.prepare_cached("INSERT INTO log (game_id, version, entry) VALUES (?1, ?2, ?3)")?
        .execute(params![game_id, row.version as i64, row.entry])?;
    if let Some(end) = &row.rated {
        ladder::apply(conn, end)?;
    }
    if let Some(hash) = &row.matchmade {
        // One seat per token: a token seated at another table that is not
        // over (its seats leave this list when it ends) takes no second.
        let seated: Option<String> = conn
            .prepare_cached("SELECT game_id FROM lobby_seats WHERE token_hash = ?1")?
            .query_row(params![hash], |r| r.get(0))
            .optional()?;
        match seated {
            Some(other) if other != game_id => {
                return Err(rusqlite::Error::ToSqlConversionFailure(Box::new(
                    TokenSeated(other),
                )));
            }
            Some(_) => {}
            None => {
                conn.prepare_cached(
                    "INSERT INTO lobby_seats (token_hash, game_id) VALUES (?1, ?2)",
                )?
                .execute(params![hash, game_id])?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn joined(n: u64) -> Entry {
        Entry::Joined {
            seat: 0,
            player_name: format!("player {n}"),
            token_hash: "0".repeat(64),
            time_ms: n,
            house: None,
            dice_contribution: Vec::new(),
            account: None,
        }
    }

    /// Every entry of game "g", as `store` loads it.
    async fn load_all(store: &SqliteStore) -> Vec<Entry> {
        store
            .load_after("g", 0)
            .await
            .expect("load")
            .expect("the game")
    }

    /// With `process` durability the commits never checkpoint: the store's
    /// thread does, every `APPENDS_PER_CHECKPOINT` appends, so the WAL is
    /// reused from its start instead of growing with every commit.
    #[tokio::test]
    async fn the_wal_is_checkpointed_by_the_thread_and_reused() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("games.db");
        let appends = APPENDS_PER_CHECKPOINT as u64 * 5 / 2;
        let (store, thread) = SqliteStore::open(&path, Durability::Process).expect("open");
        for version in 1..=appends {
            store
                .append_all("g", version, &[Appending::entry(&joined(version))], None)
                .await
                .expect("append");
        }
        // One commit each: without checkpoints, a WAL page (and its header)
        // for every append.
        let frame = 24 + 4096;
        let wal = std::fs::metadata(dir.path().join("games.db-wal"))
            .expect("the WAL")
            .len();
        assert!(
            wal < frame * APPENDS_PER_CHECKPOINT as u64 * 2,
            "the WAL has {} frames after {appends} appends",
            wal / frame
        );
        let entries = load_all(&store).await;
        assert_eq!(entries.len() as u64, appends);
        let json = |entry: &Entry| serde_json::to_string(entry).expect("json");
        assert_eq!(
            entries.last().map(json),
            Some(json(&joined(appends))),
            "the last entry"
        );
        store.close();
        drop(store);
        thread.join();

        let (again, thread) = SqliteStore::open(&path, Durability::Process).expect("reopen");
        assert_eq!(load_all(&again).await.len() as u64, appends);
        again.close();
        drop(again);
        thread.join();
    }

    /// A worker on a fresh database in memory, and its health.
    fn worker() -> (Worker, watch::Receiver<bool>) {
        let conn = Connection::open_in_memory().expect("a database in memory");
        migrate(&conn, Path::new(":memory:")).expect("the schema");
        let (writable, health) = watch::channel(true);
        (Worker::new(conn, None, writable, Durability::Full), health)
    }

    /// An append of `entries` as versions `first`, … of `game`, and its answer.
    fn append(
        game: &str,
        first: u64,
        entries: &[Entry],
    ) -> (Append, oneshot::Receiver<Result<(), Failed>>) {
        let (done, answer) = oneshot::channel();
        let rows = (first..)
            .zip(entries)
            .map(|(version, entry)| Row {
                version,
                entry: serde_json::to_string(entry).expect("json"),
                game: None,
                matchmade: None,
                creator: None,
                rated: None,
            })
            .collect();
        let append = Append {
            game_id: game.to_owned(),
            rows,
            done,
        };
        (append, answer)
    }

    fn answer(mut answer: oneshot::Receiver<Result<(), Failed>>) -> Result<(), Failed> {
        answer.try_recv().expect("answered")
    }

    /// One append in a batch violating the log's key (a version stored
    /// twice) is refused alone, as a conflict: the other appends of the
    /// batch are stored, and the store stays healthy. One append of several
    /// entries failing at its second is stored not at all.
    #[test]
    fn one_bad_append_fails_alone() {
        let (mut worker, mut health) = worker();
        let (g, g_answer) = append("g", 1, &[joined(1)]);
        worker.commit(vec![g]);
        assert!(answer(g_answer).is_ok(), "the first append");
        // Version 2 of "c" is there, as if a second writer stored it.
        worker
            .conn
            .execute(
                "INSERT INTO log (game_id, version, entry) VALUES ('c', 2, ?1)",
                params![serde_json::to_string(&joined(2)).expect("json")],
            )
            .expect("a row of c");

        let (a, a_answer) = append("a", 1, &[joined(1), joined(2)]);
        let (again, again_answer) = append("g", 1, &[joined(10)]);
        let (c, c_answer) = append("c", 1, &[joined(1), joined(2)]);
        let (b, b_answer) = append("b", 1, &[joined(1)]);
        worker.commit(vec![a, again, c, b]);

        assert!(answer(a_answer).is_ok(), "a, before the bad ones");
        assert!(
            matches!(answer(again_answer), Err(Failed::Conflict(1))),
            "version 1 of g again"
        );
        assert!(
            matches!(answer(c_answer), Err(Failed::Conflict(2))),
            "c conflicts at its second entry"
        );
        assert!(answer(b_answer).is_ok(), "b, after the bad ones");
        assert!(
            !health.has_changed().expect("the store is open") && *health.borrow_and_update(),
            "a conflict is not a store failure"
        );

        let count = |id: &str| worker.load(id, 0).expect("load").map(|e| e.len());
        assert_eq!(count("a"), Some(2));
        assert_eq!(count("b"), Some(1));
        assert_eq!(count("g"), Some(1), "g keeps its one entry");
        let json = |entry: &Entry| serde_json::to_string(entry).expect("json");
        let g_entries = worker.load("g", 0).expect("load").expect("g");
        assert_eq!(
            g_entries.iter().map(json).collect::<Vec<_>>(),
            [json(&joined(1))]
        );
        // Nothing of c's append: its first entry was rolled back with the
        // second, and no game "c" is listed.
        assert_eq!(worker.load("c", 1).expect("load").map(|e| e.len()), Some(1));
        let listed: Vec<String> = worker
            .list(ListQuery {
                limit: 10,
                ..ListQuery::default()
            })
            .expect("list")
            .into_iter()
            .map(|l| l.listed.id)
            .collect();
        assert_eq!(listed, ["b", "a", "g"]);
    }

    /// A failure that is not a key violation is the store's: the rest of
    /// the batch is still stored, but health says the store failed.
    #[test]
    fn another_failure_of_one_append_is_the_stores() {
        let (mut worker, health) = worker();
        worker
            .conn
            .execute_batch(
                "CREATE TRIGGER fail BEFORE INSERT ON log WHEN NEW.game_id = 'bad'
                 BEGIN SELECT RAISE(ABORT, 'injected'); END;",
            )
            .expect("a trigger");
        let (a, a_answer) = append("a", 1, &[joined(1)]);
        let (bad, bad_answer) = append("bad", 1, &[joined(1)]);
        worker.commit(vec![a, bad]);
        assert!(answer(a_answer).is_ok());
        assert!(matches!(answer(bad_answer), Err(Failed::Store(m)) if m.contains("injected")));
        assert!(!*health.borrow(), "health follows a store failure");
        assert_eq!(worker.load("bad", 0).expect("load").map(|e| e.len()), None);
    }
}
