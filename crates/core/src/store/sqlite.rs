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

use rusqlite::types::ValueRef;
use rusqlite::{Connection, OpenFlags, OptionalExtension, params};
use tokio::sync::{oneshot, watch};

use super::{Durability, ListQuery, Listed, StoreError, decode_entries, status_code, status_of};
use crate::hosted::{Entry, Status};

/// Marks a SQLite file as a mountain-goats store (`MGOT`).
const APPLICATION_ID: i32 = 0x4D47_4F54;
/// The schema this code writes. 1: the first release (`log`, `games`
/// without status, no marks); 2: marks and `games.status`.
const SCHEMA_VERSION: i32 = 2;
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
        done: oneshot::Sender<Result<Vec<Listed>, StoreError>>,
    },
    /// Commit what is queued, then close the database.
    Close,
}

struct Append {
    game_id: String,
    version: u64,
    entry: String,
    /// The game's status after this entry, when it changes.
    status: Option<Status>,
    done: oneshot::Sender<Result<(), String>>,
}

/// A handle on the SQLite store; cheap to clone.
#[derive(Clone, Debug)]
pub struct SqliteStore {
    requests: mpsc::Sender<Request>,
    writable: watch::Receiver<bool>,
    /// Where appends gather into batches.
    gather: Arc<Gather>,
}

/// The open database; `None` once closed.
type Shared = Arc<Mutex<Option<Worker>>>;

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
    tx.execute_batch(&format!(
        "CREATE INDEX IF NOT EXISTS games_by_status ON games (status, seq);
         PRAGMA application_id = {APPLICATION_ID};
         PRAGMA user_version = {SCHEMA_VERSION};"
    ))?;
    tx.commit()?;
    if schema_version == 1 {
        tracing::info!(db = %path.display(), "store upgraded from schema 1 to {SCHEMA_VERSION}");
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
        let worker: Shared = Arc::new(Mutex::new(Some(Worker {
            conn,
            held,
            writable: writable_tx,
            lost: None,
            checkpoint_every: (durability == Durability::Process).then_some(APPENDS_PER_CHECKPOINT),
            since_checkpoint: 0,
            checkpoint_asked: false,
        })));
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

    /// Appends `entry` as `version` of game `game_id`, and waits until it
    /// is durable. `status` is the game's status after it, when it changes.
    pub async fn append(
        &self,
        game_id: &str,
        version: u64,
        entry: &Entry,
        status: Option<Status>,
    ) -> Result<(), StoreError> {
        let (done, result) = oneshot::channel();
        let append = Append {
            game_id: game_id.to_owned(),
            version,
            entry: serde_json::to_string(entry)?,
            status,
            done,
        };
        self.gather.append(append).await;
        match result.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(message)) => Err(StoreError::Commit(message)),
            Err(_) => Err(StoreError::Closed),
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

    /// Games newest first, as `query` asks.
    pub async fn list(&self, query: ListQuery) -> Result<Vec<Listed>, StoreError> {
        let (done, result) = oneshot::channel();
        self.requests
            .send(Request::List { query, done })
            .map_err(|_| StoreError::Closed)?;
        result.await.map_err(|_| StoreError::Closed)?
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
    fn commit(&mut self, batch: Vec<Append>) {
        let result = match self.check_file() {
            Err(lost) => Err(lost),
            Ok(()) => write_batch(&mut self.conn, &batch).map_err(|e| e.to_string()),
        };
        match &result {
            Ok(()) => {
                // At least a WAL page each.
                self.since_checkpoint += batch.len();
                self.writable
                    .send_if_modified(|w| !std::mem::replace(w, true));
            }
            Err(error) => {
                tracing::error!(%error, appends = batch.len(), "store commit failed; nothing of it was stored");
                self.writable
                    .send_if_modified(|w| std::mem::replace(w, false));
            }
        }
        for append in batch {
            // The requester may have gone away; the entry is written regardless.
            let _ = append.done.send(result.clone());
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

    fn list(&self, query: ListQuery) -> Result<Vec<Listed>, StoreError> {
        let before = query
            .before
            .map_or(i64::MAX, |b| b.min(i64::MAX as u64) as i64);
        let limit = query.limit as i64;
        let map = |row: &rusqlite::Row<'_>| -> rusqlite::Result<Listed> {
            Ok(Listed {
                seq: row.get::<_, i64>(0)? as u64,
                id: row.get(1)?,
                status: status_of(row.get(2)?),
            })
        };
        let listed = match query.status {
            None => self
                .conn
                .prepare_cached(
                    "SELECT seq, game_id, status FROM games WHERE seq < ?1 ORDER BY seq DESC LIMIT ?2",
                )?
                .query_map(params![before, limit], map)?
                .collect::<Result<_, _>>()?,
            Some(status) => self
                .conn
                .prepare_cached(
                    "SELECT seq, game_id, status FROM games WHERE seq < ?1 AND status IN (?2, 0)
                     ORDER BY seq DESC LIMIT ?3",
                )?
                .query_map(params![before, status_code(status), limit], map)?
                .collect::<Result<_, _>>()?,
        };
        Ok(listed)
    }
}

fn write_batch(conn: &mut Connection, batch: &[Append]) -> rusqlite::Result<()> {
    // BEGIN and COMMIT as cached statements: `Connection::transaction`
    // parses them again on every commit, and a commit is per batch of moves.
    conn.prepare_cached("BEGIN")?.execute([])?;
    let written = insert_batch(conn, batch)
        .and_then(|()| conn.prepare_cached("COMMIT")?.execute([]).map(drop));
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

fn insert_batch(conn: &Connection, batch: &[Append]) -> rusqlite::Result<()> {
    let mut insert_log =
        conn.prepare_cached("INSERT INTO log (game_id, version, entry) VALUES (?1, ?2, ?3)")?;
    let mut insert_game =
        conn.prepare_cached("INSERT INTO games (game_id, status) VALUES (?1, ?2)")?;
    let mut set_status = conn.prepare_cached("UPDATE games SET status = ?2 WHERE game_id = ?1")?;
    for append in batch {
        if append.version == 1 {
            let status = append.status.unwrap_or(Status::Open);
            insert_game.execute(params![append.game_id, status_code(status)])?;
        } else if let Some(status) = append.status {
            set_status.execute(params![append.game_id, status_code(status)])?;
        }
        insert_log.execute(params![append.game_id, append.version as i64, append.entry])?;
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
                .append("g", version, &joined(version), None)
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
}
