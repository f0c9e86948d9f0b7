//! The append-only log of every game, in SQLite (WAL mode).
//!
//! One thread owns the connection. Appends from all games queue to it and
//! are committed together in one transaction (group commit), so many games
//! share each fsync; an append is acknowledged only once it is durable.

use std::path::Path;
use std::sync::mpsc;
use std::thread::JoinHandle;

use rusqlite::{Connection, params};
use tokio::sync::oneshot;

use crate::hosted::Entry;

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite failed.
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// An entry could not be encoded or decoded.
    #[error("entry encoding: {0}")]
    Json(#[from] serde_json::Error),
    /// A commit failed.
    #[error("commit failed: {0}")]
    Commit(String),
    /// The writer thread is gone (the server is shutting down).
    #[error("the store is closed")]
    Closed,
}

/// One game's log, read back at start-up.
#[derive(Debug)]
pub struct StoredGame {
    /// The game id.
    pub id: String,
    /// Its entries in version order.
    pub entries: Vec<Entry>,
}

enum Request {
    Append(Append),
    /// Commit what is queued, then close the database.
    Close,
}

struct Append {
    game_id: String,
    version: u64,
    entry: String,
    done: oneshot::Sender<Result<(), String>>,
}

/// A handle on the store; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    appends: mpsc::Sender<Request>,
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

/// How hard a commit waits for the disk.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Durability {
    /// Every acknowledged move survives a power cut (`synchronous=FULL`: an
    /// fsync per commit, shared by the moves committed together).
    #[default]
    Full,
    /// Acknowledged moves survive the process being killed, but the last
    /// ones may be lost if the machine loses power (`synchronous=NORMAL`).
    Process,
}

/// The most appends committed in one transaction.
const MAX_BATCH: usize = 512;

impl Store {
    /// Opens (or creates) the database at `path` (`:memory:` for a
    /// throw-away one), reads every game back, and starts the writer.
    pub fn open(
        path: &Path,
        durability: Durability,
    ) -> Result<(Store, StoreThread, Vec<StoredGame>), StoreError> {
        let conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        let synchronous = match durability {
            Durability::Full => "FULL",
            Durability::Process => "NORMAL",
        };
        conn.pragma_update(None, "synchronous", synchronous)?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS log (
                game_id TEXT NOT NULL,
                version INTEGER NOT NULL,
                entry TEXT NOT NULL,
                PRIMARY KEY (game_id, version)
            ) WITHOUT ROWID;
            CREATE TABLE IF NOT EXISTS games (
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                game_id TEXT NOT NULL UNIQUE
            );",
        )?;
        let games = read_all(&conn)?;
        let (appends, queue) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("store-writer".into())
            .spawn(move || write_loop(conn, queue))
            .map_err(|_| StoreError::Closed)?;
        Ok((Store { appends }, StoreThread(thread), games))
    }

    /// Asks the writer to commit what is queued and close the database, even
    /// while other handles are still alive; later appends fail with `Closed`.
    pub fn close(&self) {
        // Already closed is fine.
        let _ = self.appends.send(Request::Close);
    }

    /// Appends `entry` as `version` of game `game_id`, and waits until it
    /// is durable.
    pub async fn append(
        &self,
        game_id: &str,
        version: u64,
        entry: &Entry,
    ) -> Result<(), StoreError> {
        let (done, result) = oneshot::channel();
        self.appends
            .send(Request::Append(Append {
                game_id: game_id.to_owned(),
                version,
                entry: serde_json::to_string(entry)?,
                done,
            }))
            .map_err(|_| StoreError::Closed)?;
        match result.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(message)) => Err(StoreError::Commit(message)),
            Err(_) => Err(StoreError::Closed),
        }
    }
}

fn read_all(conn: &Connection) -> Result<Vec<StoredGame>, StoreError> {
    let mut games: Vec<StoredGame> = Vec::new();
    let mut stmt = conn.prepare(
        "SELECT g.game_id, l.entry FROM games g JOIN log l ON l.game_id = g.game_id
         ORDER BY g.seq, l.version",
    )?;
    let mut rows = stmt.query([])?;
    while let Some(row) = rows.next()? {
        let id: String = row.get(0)?;
        let entry: Entry = serde_json::from_str(&row.get::<_, String>(1)?)?;
        match games.last_mut() {
            Some(game) if game.id == id => game.entries.push(entry),
            _ => games.push(StoredGame {
                id,
                entries: vec![entry],
            }),
        }
    }
    Ok(games)
}

fn write_loop(mut conn: Connection, queue: mpsc::Receiver<Request>) {
    // Ends on `Close`, or when every `Store` handle is dropped.
    let mut closing = false;
    while !closing {
        let Ok(first) = queue.recv() else { break };
        let mut batch = Vec::new();
        let mut next = Some(first);
        while let Some(request) = next.take() {
            match request {
                Request::Append(append) => batch.push(append),
                Request::Close => closing = true,
            }
            if batch.len() < MAX_BATCH && !closing {
                next = queue.try_recv().ok();
            }
        }
        if batch.is_empty() {
            continue;
        }
        let result = write_batch(&mut conn, &batch).map_err(|e| e.to_string());
        if let Err(error) = &result {
            tracing::error!(%error, appends = batch.len(), "store commit failed");
        }
        for append in batch {
            // The requester may have gone away; the entry is written regardless.
            let _ = append.done.send(result.clone());
        }
    }
    if let Err((_, error)) = conn.close() {
        tracing::error!(%error, "closing the database failed");
    }
}

fn write_batch(conn: &mut Connection, batch: &[Append]) -> rusqlite::Result<()> {
    let tx = conn.transaction()?;
    {
        let mut insert_log =
            tx.prepare_cached("INSERT INTO log (game_id, version, entry) VALUES (?1, ?2, ?3)")?;
        let mut insert_game = tx.prepare_cached("INSERT INTO games (game_id) VALUES (?1)")?;
        for append in batch {
            if append.version == 1 {
                insert_game.execute(params![append.game_id])?;
            }
            insert_log.execute(params![append.game_id, append.version as i64, append.entry])?;
        }
    }
    tx.commit()
}
