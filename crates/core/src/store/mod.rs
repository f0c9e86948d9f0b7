//! The durable log of every game: one port, two stores behind it.
//!
//! - [`sqlite`]: one file, one server (the default). The file is locked, so
//!   the server's memory is the only writer and its checks are final.
//! - [`postgres`]: one database shared by any number of servers. An append
//!   is accepted only if nobody stored that version (or that request id)
//!   first; the loser gets [`StoreError::Conflict`], catches up from the
//!   log and judges again. Every append is announced to the other servers
//!   ([`Notice`]), so their watchers see it within milliseconds.
//!
//! Either way an append is acknowledged only once it is durable.

mod chain;
mod postgres;
#[cfg(test)]
pub(crate) mod sim;
mod sqlite;

use std::path::PathBuf;

use tokio::sync::{broadcast, watch};

use crate::hosted::{Entry, GameRow, GameView, Status};
use crate::ladder::{Account, RatedEnd, RatedGame};

pub use chain::Link;
pub use sqlite::StoreThread;

/// A fresh database on the test PostgreSQL server, if there is one.
#[cfg(test)]
pub(crate) use postgres::tests::fresh_database;

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database could not be opened or set up.
    #[error("{path}: {message}")]
    Open { path: PathBuf, message: String },
    /// SQLite failed.
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// PostgreSQL failed.
    #[error("database: {0}")]
    Postgres(String),
    /// An entry could not be encoded.
    #[error("entry encoding: {0}")]
    Encode(#[from] serde_json::Error),
    /// A stored entry does not decode.
    #[error("game {game} version {version}: the stored entry does not decode: {reason}")]
    Corrupt {
        game: String,
        version: u64,
        reason: String,
    },
    /// Another server stored this version of the game, or this request id,
    /// first (on SQLite, where the server is the only writer, a second
    /// writer of one game: a bug): nothing of this append was stored. Not a
    /// store failure: the store's health is untouched.
    #[error("game {game} version {version} was stored by another server first")]
    Conflict { game: String, version: u64 },
    /// A new matchmaking game was not stored because another server opened
    /// a table for the same wish meanwhile: look in the lobby again and
    /// join that one. Not a store failure.
    #[error("game {game} was not made: another table is open for the same wish")]
    TableOpen { game: String },
    /// A seat taken through matchmaking was not stored because its token
    /// already holds a seat at another table, `game`, which is not over:
    /// one seat per token. Not a store failure.
    #[error("the seat token already holds a seat in games/{game}, which is not over")]
    TokenSeated { game: String },
    /// A commit failed; nothing of it was stored.
    #[error("commit failed: {0}")]
    Commit(String),
    /// Every database connection stayed busy for as long as a call waits
    /// for one: the database works, this server has more to do than its
    /// connections carry. Nothing of the call was stored, and the store's
    /// health is untouched.
    #[error("the database is busy ({0}); retry after a short backoff, with the same request id")]
    Busy(String),
    /// The version before this append is missing from the log: the
    /// database lost changes it had acknowledged (a restart of PostgreSQL
    /// with `synchronous_commit=off`), and this server's copy of the game
    /// is ahead of it. Nothing was stored: writing on top of a gap would
    /// damage the game for good.
    #[error(
        "game {game}: version {missing} is missing from the log; the database lost acknowledged changes"
    )]
    HistoryLost { game: String, missing: u64 },
    /// An account with this display name, or one that looks the same
    /// ([`crate::ladder::name_key`]), exists.
    #[error("the name {name:?} is taken (or looks like one that is)")]
    NameTaken { name: String },
    /// A new account key chosen by its caller is another account's key.
    #[error("the new key is another account's")]
    KeyTaken,
    /// The writer is gone (the server is shutting down).
    #[error("the store is closed")]
    Closed,
}

/// A game's log as read: its entries in order, and the link of the last
/// one read ([`Link`]; none on SQLite, and for entries stored before links
/// existed), which the next append names as the entry it builds on.
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    /// The entries.
    pub entries: Vec<Entry>,
    /// Each entry's link, in the same order (all none on SQLite).
    pub links: Vec<Option<Link>>,
}

impl Loaded {
    /// The link of the last entry read.
    pub fn last_link(&self) -> Option<Link> {
        self.links.last().copied().flatten()
    }
}

/// One entry to append, and what it changes beside the log.
#[derive(Clone, Copy, Debug)]
pub struct Appending<'a> {
    /// The entry.
    pub entry: &'a Entry,
    /// The game's row after the entry, when it changes (always with a
    /// game's first entry).
    pub row: Option<&'a GameRow>,
    /// A seat taken through matchmaking: its token hash is recorded, so a
    /// `FindGame` retried on any server, or after a restart, finds it.
    pub matchmade: bool,
    /// The result of a rated game this entry ends: the store moves the
    /// accounts' ratings in the same transaction as the entry, so a game is
    /// rated exactly once, whatever crashes around it.
    pub rated: Option<&'a RatedEnd>,
}

impl<'a> Appending<'a> {
    /// An entry that changes nothing beside the log.
    pub fn entry(entry: &'a Entry) -> Appending<'a> {
        Appending {
            entry,
            row: None,
            matchmade: false,
            rated: None,
        }
    }
}

/// A server's hold on a game, as its home: only the home runs the game's
/// clock, its house bots and its matchmaking fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// Counts the game's changes of home: each server that takes the game
    /// over gets a larger one (a fencing token, for the logs).
    pub epoch: u64,
    /// The [`Store::incarnation`] the claim was made in: when it moves on,
    /// the server's claims lapsed and other servers may hold its games.
    pub incarnation: u64,
}

/// One game in the list: its creation order and id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// Creation order: larger is newer.
    pub seq: u64,
    /// The game id.
    pub id: String,
    /// The status recorded with its last change; `None` for games stored by
    /// the first schema, which did not record it.
    pub status: Option<Status>,
    /// The game's last version in the log, where other servers write it
    /// too (on SQLite, where this server is the only writer, its copy in
    /// memory is never behind: `None`).
    pub version: Option<u64>,
}

/// A game in a listing, with its summary when the store has a current one.
#[derive(Clone, Debug)]
pub struct ListedGame {
    /// Where the game is in the list.
    pub listed: Listed,
    /// The game as it was last saved ([`Store::save_summary`]), when that
    /// is its last version in the log: then a listing needs no log.
    pub summary: Option<GameView>,
}

/// Which games a list asks for.
#[derive(Clone, Copy, Debug, Default)]
pub struct ListQuery {
    /// Only games created before this `seq`.
    pub before: Option<u64>,
    /// Only games with this status (and those of unknown status, which the
    /// caller must check).
    pub status: Option<Status>,
    /// The most games to return.
    pub limit: usize,
}

/// A page of the leaderboard to read.
#[derive(Clone, Debug, Default)]
pub struct LadderQuery {
    /// Where the page starts: after this account in ladder order; `None`
    /// for the first page.
    pub after: Option<LadderCursor>,
    /// The most accounts to return.
    pub limit: usize,
    /// Whether accounts with no rated game are listed too.
    pub include_unrated: bool,
}

/// A place in ladder order (displayed rating, highest first; then more
/// rated games; then the name's key): the sort key of one account. A page
/// starts after one, so reading a page costs the same however deep it is
/// (one index range), where an offset would skip every account above it.
#[derive(Clone, Debug, PartialEq)]
pub struct LadderCursor {
    /// The account's displayed rating.
    pub displayed: f64,
    /// Its rated games.
    pub rated_games: u32,
    /// Its name's key ([`crate::ladder::name_key`], unique).
    pub name_key: String,
}

/// A page of the leaderboard.
#[derive(Clone, Debug, Default)]
pub struct LadderPage {
    /// The accounts, highest displayed rating first.
    pub accounts: Vec<Account>,
    /// Where the last of them stands, to start the next page after.
    pub last: Option<LadderCursor>,
    /// How many accounts the whole leaderboard lists.
    pub total: u64,
}

/// How hard a commit waits for the disk.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Durability {
    /// Every acknowledged move survives a power cut (SQLite
    /// `synchronous=FULL`, PostgreSQL `synchronous_commit=on`: an fsync per
    /// commit, shared by the moves committed together).
    #[default]
    Full,
    /// Acknowledged moves survive the server process being killed, but the
    /// last ones may be lost if the machine (or the database) loses power
    /// (SQLite `synchronous=NORMAL`, PostgreSQL `synchronous_commit=off`).
    Process,
}

/// Where the games are stored, as `--db` gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// A SQLite file (created if missing), or `:memory:`.
    File(PathBuf),
    /// A PostgreSQL connection string (`postgres://…` or `postgresql://…`).
    Postgres(String),
}

impl Location {
    /// Reads a `--db` value: a PostgreSQL URL, or else a file path.
    pub fn parse(db: &str) -> Location {
        if db.starts_with("postgres://") || db.starts_with("postgresql://") {
            Location::Postgres(db.to_owned())
        } else {
            Location::File(PathBuf::from(db))
        }
    }
}

impl std::fmt::Display for Location {
    /// The location without its password, fit for a log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::File(path) => write!(f, "{}", path.display()),
            Location::Postgres(url) => f.write_str(&postgres::redact(url)),
        }
    }
}

/// A change another server (or this one) stored, as announced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Game `game` now has `version` in the store.
    Appended { game: String, version: u64 },
    /// Announcements may have been missed (the listener reconnected or fell
    /// behind): every game in memory must catch up from the log.
    Resync,
}

/// A handle on the store; cheap to clone.
#[derive(Clone, Debug)]
pub enum Store {
    /// One SQLite file, this server's alone.
    Sqlite(sqlite::SqliteStore),
    /// A PostgreSQL database shared by several servers.
    Postgres(postgres::PgStore),
    /// The simulator's shared database, in memory ([`sim`]).
    #[cfg(test)]
    Sim(sim::SimStore),
}

/// What is left running once the store is open; [`Closing::wait`] waits
/// for it to flush and stop after [`Store::close`].
#[derive(Debug)]
pub enum Closing {
    /// The SQLite writer thread.
    Sqlite(StoreThread),
    /// PostgreSQL's listener and probe tasks.
    Postgres(tokio_util::task::TaskTracker),
}

impl Closing {
    /// Waits for the store to be flushed and closed.
    pub async fn wait(self) {
        match self {
            Closing::Sqlite(thread) => {
                let _ = tokio::task::spawn_blocking(move || thread.join()).await;
            }
            Closing::Postgres(tasks) => {
                tasks.close();
                tasks.wait().await;
            }
        }
    }
}

impl Store {
    /// Opens the store at `location`, creating or upgrading its schema. No
    /// game is read: games are loaded when they are first needed.
    pub async fn open(
        location: &Location,
        durability: Durability,
    ) -> Result<(Store, Closing), StoreError> {
        match location {
            Location::File(path) => {
                let (store, thread) = sqlite::SqliteStore::open(path, durability)?;
                Ok((Store::Sqlite(store), Closing::Sqlite(thread)))
            }
            Location::Postgres(url) => {
                let (store, tasks) = postgres::PgStore::open(url, durability).await?;
                Ok((Store::Postgres(store), Closing::Postgres(tasks)))
            }
        }
    }

    /// Opens a SQLite store (`:memory:` for a throw-away one).
    pub fn sqlite(
        path: &std::path::Path,
        durability: Durability,
    ) -> Result<(Store, StoreThread), StoreError> {
        let (store, thread) = sqlite::SqliteStore::open(path, durability)?;
        Ok((Store::Sqlite(store), thread))
    }

    /// From now on, every append made durable is sent to the receiver, and
    /// returns only once the test lets it (SQLite only).
    #[cfg(test)]
    pub(crate) fn pause_appends(
        &self,
    ) -> Option<tokio::sync::mpsc::UnboundedReceiver<sqlite::Paused>> {
        match self {
            Store::Sqlite(store) => Some(store.pause_appends()),
            Store::Postgres(_) => None,
            #[cfg(test)]
            Store::Sim(_) => None,
        }
    }

    /// Whether other servers write to the same games: then a game in memory
    /// may be behind the log, and must catch up before it refuses anything.
    pub fn is_shared(&self) -> bool {
        match self {
            Store::Sqlite(_) => false,
            Store::Postgres(_) => true,
            #[cfg(test)]
            Store::Sim(_) => true,
        }
    }

    /// What the shared database's clock reads minus this server's, kept
    /// current by the lease; `None` on SQLite, whose clock is the server's.
    pub fn clock_offset(&self) -> Option<std::sync::Arc<std::sync::atomic::AtomicI64>> {
        match self {
            Store::Sqlite(_) => None,
            Store::Postgres(store) => Some(store.clock_offset()),
            #[cfg(test)]
            Store::Sim(store) => Some(store.clock_offset()),
        }
    }

    /// Announcements of stored changes, on a shared store.
    pub fn notices(&self) -> Option<broadcast::Receiver<Notice>> {
        match self {
            Store::Sqlite(_) => None,
            Store::Postgres(store) => Some(store.notices()),
            #[cfg(test)]
            Store::Sim(store) => Some(store.notices()),
        }
    }

    /// Whether the store can write; changes as it fails and recovers.
    pub fn health(&self) -> watch::Receiver<bool> {
        match self {
            Store::Sqlite(store) => store.health(),
            Store::Postgres(store) => store.health(),
            #[cfg(test)]
            Store::Sim(store) => store.health(),
        }
    }

    /// Asks the store to finish what is queued and close; later requests
    /// fail with `Closed`.
    pub fn close(&self) {
        match self {
            Store::Sqlite(store) => store.close(),
            Store::Postgres(store) => store.close(),
            #[cfg(test)]
            Store::Sim(_) => {}
        }
    }

    /// Appends `entries` as versions `first`, `first + 1`, … of game
    /// `game_id`, all of them or none (one transaction), with the game's row
    /// where they change it, and waits until they are durable. A game's
    /// creation and its first seats are appended so: a failure part-way
    /// leaves no game at all.
    ///
    /// `before` is the link of the entry at `first - 1` the entries were
    /// built on, as [`Store::load_linked`] or the previous append answered:
    /// on PostgreSQL they are stored only on top of that very entry, else
    /// [`StoreError::HistoryLost`] (see [`Link`]). Answers the last entry's
    /// link (none on SQLite).
    pub async fn append_all(
        &self,
        game_id: &str,
        first: u64,
        before: Option<Link>,
        entries: &[Appending<'_>],
    ) -> Result<Option<Link>, StoreError> {
        self.append_all_by(game_id, first, before, entries, None)
            .await
    }

    /// [`Store::append_all`], and with a game's first entry, the client
    /// that made the game (`creator`, an opaque key), which
    /// [`Store::unfinished_by`] counts.
    pub async fn append_all_by(
        &self,
        game_id: &str,
        first: u64,
        before: Option<Link>,
        entries: &[Appending<'_>],
        creator: Option<&str>,
    ) -> Result<Option<Link>, StoreError> {
        if entries.is_empty() {
            return Ok(before);
        }
        let started = std::time::Instant::now();
        let result = match self {
            Store::Sqlite(store) => store
                .append_all(game_id, first, entries, creator)
                .await
                .map(|()| None),
            Store::Postgres(store) => {
                store
                    .append_all(game_id, first, before, entries, creator)
                    .await
            }
            #[cfg(test)]
            Store::Sim(store) => {
                store
                    .append_all(game_id, first, before, entries, creator)
                    .await
            }
        };
        let metrics = crate::metrics::metrics();
        match &result {
            Ok(_) => metrics
                .store_append_duration
                .record(started.elapsed().as_secs_f64(), &[]),
            // Another server winning a race is the store working.
            Err(
                StoreError::Conflict { .. }
                | StoreError::TableOpen { .. }
                | StoreError::TokenSeated { .. },
            ) => {}
            Err(StoreError::HistoryLost { .. }) => metrics.history_lost.add(1, &[]),
            Err(_) => metrics.store_errors.add(1, &[]),
        }
        result
    }

    /// The log of game `id` in version order; `None` when there is no such
    /// game.
    pub async fn load(&self, id: &str) -> Result<Option<Vec<Entry>>, StoreError> {
        self.load_after(id, 0).await
    }

    /// The entries of game `id` after version `after`, in order; `None` when
    /// there is no such game.
    pub async fn load_after(&self, id: &str, after: u64) -> Result<Option<Vec<Entry>>, StoreError> {
        Ok(self
            .load_linked(id, after)
            .await?
            .map(|loaded| loaded.entries))
    }

    /// [`Store::load_after`], with the link of the last entry read.
    pub async fn load_linked(&self, id: &str, after: u64) -> Result<Option<Loaded>, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.load_after(id, after).await.map(|found| {
                found.map(|entries| Loaded {
                    links: vec![None; entries.len()],
                    entries,
                })
            }),
            Store::Postgres(store) => store.load_after(id, after).await,
            #[cfg(test)]
            Store::Sim(store) => store.load_after(id, after).await,
        })
    }

    /// Claims game `game` for this server as its home, unless another
    /// live server holds it; `None` then. On SQLite the one server is every
    /// game's home.
    pub async fn claim(&self, game: &str) -> Result<Option<Claim>, StoreError> {
        match self {
            Store::Sqlite(_) => Ok(Some(Claim {
                epoch: 0,
                incarnation: 0,
            })),
            Store::Postgres(store) => counted(store.claim(game).await),
            #[cfg(test)]
            Store::Sim(store) => counted(store.claim(game).await),
        }
    }

    /// Gives up this server's claim on game `game` (it left memory), so
    /// that another server may take it at once.
    pub async fn release(&self, game: &str, claim: Claim) {
        let released = match self {
            Store::Sqlite(_) => Ok(()),
            Store::Postgres(store) => store.release(game, claim).await,
            #[cfg(test)]
            Store::Sim(store) => store.release(game, claim).await,
        };
        if let Err(error) = released {
            tracing::warn!(%game, %error, "a game's home could not be released; it lapses with this server");
        }
    }

    /// Counts this server's lapses as a home: it moves on when the server's
    /// lease on its games lapsed (the database was out of reach for too
    /// long), and every claim of an earlier incarnation is void. Always 0
    /// on SQLite.
    pub fn incarnation(&self) -> watch::Receiver<u64> {
        match self {
            Store::Sqlite(store) => store.incarnation(),
            Store::Postgres(store) => store.incarnation(),
            #[cfg(test)]
            Store::Sim(store) => store.incarnation(),
        }
    }

    /// Games that need a server by `until_ms` (their row's `due_ms`) and
    /// have no live home other than this server, soonest first, at most
    /// `limit`.
    pub async fn due(&self, until_ms: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.due(until_ms, limit).await,
            Store::Postgres(store) => store.due(until_ms, limit).await,
            #[cfg(test)]
            Store::Sim(store) => store.due(until_ms, limit).await,
        })
    }

    /// Open matchmaking games answering the wish `lobby` (a
    /// [`crate::hosted::lobby_key`]), oldest first, at most `limit`.
    pub async fn lobby(&self, lobby: &str, limit: usize) -> Result<Vec<String>, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.lobby(lobby, limit).await,
            Store::Postgres(store) => store.lobby(lobby, limit).await,
            #[cfg(test)]
            Store::Sim(store) => store.lobby(lobby, limit).await,
        })
    }

    /// The game matchmaking last seated the token hashing to `token_hash`
    /// in, while that game is not finished.
    pub async fn matchmade_seat(&self, token_hash: &str) -> Result<Option<String>, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.matchmade_seat(token_hash).await,
            Store::Postgres(store) => store.matchmade_seat(token_hash).await,
            #[cfg(test)]
            Store::Sim(store) => store.matchmade_seat(token_hash).await,
        })
    }

    /// Games made by `creator` that are not over (open or being played),
    /// up to `limit` of them: how many a client holds.
    pub async fn unfinished_by(&self, creator: &str, limit: usize) -> Result<usize, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.unfinished_by(creator, limit).await,
            Store::Postgres(store) => store.unfinished_by(creator, limit).await,
            #[cfg(test)]
            Store::Sim(store) => store.unfinished_by(creator, limit).await,
        })
    }

    /// Keeps `view` as the game's summary, which listings read instead of
    /// its log while it is the game's last version (written when a game
    /// leaves memory, and when a listing had to replay it). Best effort: a
    /// summary that could not be saved only costs a later listing a replay.
    pub async fn save_summary(&self, view: &GameView) {
        let text = match serde_json::to_string(view) {
            Ok(text) => text,
            Err(error) => {
                tracing::warn!(game = %view.id, %error, "a game's summary does not encode");
                return;
            }
        };
        let saved = match self {
            Store::Sqlite(store) => store.save_summary(&view.id, view.version, text).await,
            Store::Postgres(store) => store.save_summary(&view.id, view.version, &text).await,
            #[cfg(test)]
            Store::Sim(store) => store.save_summary(view, text).await,
        };
        if let Err(error) = saved {
            tracing::debug!(game = %view.id, %error, "a game's summary was not saved");
        }
    }

    /// Games newest first, as `query` asks, with their summaries where
    /// they are current.
    pub async fn list(&self, query: ListQuery) -> Result<Vec<ListedGame>, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.list(query).await,
            Store::Postgres(store) => store.list(query).await,
            #[cfg(test)]
            Store::Sim(store) => store.list(query).await,
        })
    }
}

impl Store {
    /// Stores a new account, its key's hash and its name's key; refuses a
    /// name whose key another account has ([`StoreError::NameTaken`]).
    pub async fn create_account(
        &self,
        account: &Account,
        name_key: &str,
        key_hash: &str,
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(store) => store.create_account(account, name_key, key_hash).await,
            Store::Postgres(store) => store.create_account(account, name_key, key_hash).await,
            #[cfg(test)]
            Store::Sim(store) => store.create_account(account, name_key, key_hash).await,
        }
    }

    /// Account `id`.
    pub async fn account(&self, id: &str) -> Result<Option<Account>, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.account(id).await,
            Store::Postgres(store) => store.account(id).await,
            #[cfg(test)]
            Store::Sim(store) => store.account(id).await,
        })
    }

    /// The account whose key hashes to `key_hash`, unless revoked.
    pub async fn account_by_key(&self, key_hash: &str) -> Result<Option<Account>, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.account_by_key(key_hash).await,
            Store::Postgres(store) => store.account_by_key(key_hash).await,
            #[cfg(test)]
            Store::Sim(store) => store.account_by_key(key_hash).await,
        })
    }

    /// Account `id`'s last `limit` rated games, oldest first.
    pub async fn rated_games(&self, id: &str, limit: usize) -> Result<Vec<RatedGame>, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.rated_games(id, limit).await,
            Store::Postgres(store) => store.rated_games(id, limit).await,
            #[cfg(test)]
            Store::Sim(store) => store.rated_games(id, limit).await,
        })
    }

    /// A page of the leaderboard.
    pub async fn leaderboard(&self, query: LadderQuery) -> Result<LadderPage, StoreError> {
        counted(match self {
            Store::Sqlite(store) => store.leaderboard(query).await,
            Store::Postgres(store) => store.leaderboard(query).await,
            #[cfg(test)]
            Store::Sim(store) => store.leaderboard(query).await,
        })
    }

    /// Replaces the key hashing to `old_hash` with one hashing to
    /// `new_hash` (`None`: revokes it for good); the account, or `None`
    /// when no account has that key. A repeat of a replacement already
    /// made (the account's key hashes to `new_hash`, and the one before it
    /// to `old_hash`) answers the account again: a caller that drew the new
    /// key itself may repeat the call after a lost answer.
    /// [`StoreError::KeyTaken`] when `new_hash` is another account's.
    pub async fn replace_key(
        &self,
        old_hash: &str,
        new_hash: Option<&str>,
    ) -> Result<Option<Account>, StoreError> {
        match self {
            Store::Sqlite(store) => store.replace_key(old_hash, new_hash).await,
            Store::Postgres(store) => store.replace_key(old_hash, new_hash).await,
            #[cfg(test)]
            Store::Sim(store) => store.replace_key(old_hash, new_hash).await,
        }
    }
}

/// Counts a failed read in the store's error metric.
fn counted<T>(result: Result<T, StoreError>) -> Result<T, StoreError> {
    if result.is_err() {
        crate::metrics::metrics().store_errors.add(1, &[]);
    }
    result
}

/// How a status is stored.
fn status_code(status: Status) -> i16 {
    match status {
        Status::Open => 1,
        Status::Playing => 2,
        Status::Finished => 3,
        Status::Cancelled => 4,
    }
}

/// A stored status; 0 (and anything unknown) means "not recorded".
fn status_of(code: i64) -> Option<Status> {
    match code {
        1 => Some(Status::Open),
        2 => Some(Status::Playing),
        3 => Some(Status::Finished),
        4 => Some(Status::Cancelled),
        _ => None,
    }
}

/// A stored summary, if it decodes (one that does not is only a replay
/// more for the listing).
fn summary_of(text: Option<&str>) -> Option<GameView> {
    serde_json::from_str(text?).ok()
}

/// A due time as stored (ms since the epoch, within `i64`).
fn due_code(due_ms: Option<u64>) -> Option<i64> {
    due_ms.map(|ms| ms.min(i64::MAX as u64) as i64)
}

/// The seat token hash of a seat matchmaking takes, to record.
fn matchmade_hash<'a>(appending: &Appending<'a>) -> Option<&'a str> {
    match appending.entry {
        Entry::Joined {
            token_hash,
            house: None,
            ..
        } if appending.matchmade => Some(token_hash),
        _ => None,
    }
}

/// Decodes the stored entries of game `id`, which must run 1, 2, … from
/// `after + 1` without a gap.
fn decode_entries<'a>(
    id: &str,
    after: u64,
    rows: impl IntoIterator<Item = (u64, &'a [u8])>,
) -> Result<Vec<Entry>, StoreError> {
    let mut entries = Vec::new();
    for (version, text) in rows {
        let corrupt = |reason: String| StoreError::Corrupt {
            game: id.to_owned(),
            version,
            reason,
        };
        let expected = after + entries.len() as u64 + 1;
        if version != expected {
            return Err(corrupt(format!(
                "the log jumps from version {} to {version}",
                expected - 1
            )));
        }
        entries.push(serde_json::from_slice(text).map_err(|e| corrupt(e.to_string()))?);
    }
    Ok(entries)
}
