//! The store in PostgreSQL, shared by any number of servers.
//!
//! Appends are optimistic: the database holds a unique `(game, version)`
//! and a unique `(game, seat, request id)`, so of two servers that store
//! the same version of a game, or the same move twice, exactly one
//! succeeds; the other gets [`StoreError::Conflict`] and nothing of its
//! append is stored. An append also requires the version before it in the
//! log: a database that lost acknowledged versions (restarted with
//! `synchronous_commit=off`) refuses what a server would write on top of
//! the gap ([`StoreError::HistoryLost`]).
//!
//! A single entry (a move) is appended by group commit ([`batch`]): the
//! moves of all games that arrive while a statement is in flight are
//! written by the next one, each still answered on its own (stored,
//! conflict, history lost). Several entries (a game's creation with its
//! first seats, a seat taken through matchmaking, a game's end) are one
//! transaction of their own.
//!
//! A game has one home at a time ([`lease`]): the server that runs its
//! clock and its house bots. Any server may still append a player's move;
//! the optimistic append keeps that safe.
//!
//! Appends are announced after they commit, by a task of their own
//! ([`announce`]), several to a notice: a `NOTIFY` inside the append's
//! transaction would make PostgreSQL serialise every commit of every
//! server on its notification queue's lock.
//!
//! Only a database that cannot be reached or used clears the store's
//! health: a call that waited in vain for one of the pool's connections,
//! all busy, is answered [`StoreError::Busy`], and the server stays
//! healthy. Every server listens and turns notices into [`Notice`]s; a
//! listener that reconnects announces [`Notice::Resync`], since what it
//! missed cannot be known; one whose connection stops answering its probe
//! reconnects.

mod announce;
mod batch;
mod ladder;
mod lease;

use std::path::PathBuf;
use std::pin::Pin;
use std::task::Poll;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use tokio::sync::{broadcast, watch};
use tokio_postgres::AsyncMessage;
use tokio_postgres::error::SqlState;
use tokio_postgres_rustls::MakeRustlsConnect;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::{
    Appending, Claim, Durability, Link, ListQuery, Listed, ListedGame, Loaded, Notice, StoreError,
    decode_entries, due_code, matchmade_hash, status_code, status_of, summary_of,
};
use crate::hosted::{Entry, GameRow, Status};

/// The channel every server listens on.
const CHANNEL: &str = "mountain_goats";
/// The key of the advisory lock that serialises schema migrations of
/// servers starting together.
const MIGRATION_LOCK: i64 = 0x4D47_4F54;
/// Connections per server.
const POOL_SIZE: usize = 16;
/// How long a call waits for a connection, or to connect.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How often a store that cannot reach the database tries again, and how
/// long a listener waits before it reconnects.
const RETRY_EVERY: Duration = Duration::from_secs(1);

/// How often the listener asks its connection for an answer, and how long
/// it waits for one. A listener only reads: on a connection that went
/// half-open (the database's host gone without a word, a proxy or a NAT
/// that forgot it) it would wait for notices for ever, and TCP keepalive
/// cannot tell when something in between answers for the database.
const LISTENER_PROBE_EVERY: Duration = Duration::from_secs(if cfg!(test) { 1 } else { 5 });
const LISTENER_PROBE_TIMEOUT: Duration = Duration::from_secs(if cfg!(test) { 1 } else { 5 });
/// Notices buffered for a hub that is slow to read them; past that it is
/// told to resync instead.
const NOTICES: usize = 4096;

/// The schema, one migration per version, applied in order at start-up.
/// A migration is never edited once released: a change is a new one.
const MIGRATIONS: &[&str] = &[
    // 1: the log and the list of games.
    "CREATE TABLE mountain_goats.games (
        seq BIGSERIAL PRIMARY KEY,
        game_id TEXT NOT NULL UNIQUE,
        status SMALLINT NOT NULL DEFAULT 0
    );
    CREATE INDEX games_by_status ON mountain_goats.games (status, seq);
    CREATE TABLE mountain_goats.log (
        game_id TEXT NOT NULL,
        version BIGINT NOT NULL,
        entry TEXT NOT NULL,
        seat INTEGER,
        request_id TEXT,
        PRIMARY KEY (game_id, version)
    );
    CREATE UNIQUE INDEX log_request ON mountain_goats.log (game_id, seat, request_id)
        WHERE request_id IS NOT NULL;",
    // 2: each game's home and due time, matchmaking's wishes and seats, and
    // the servers alive.
    "ALTER TABLE mountain_goats.games
        ADD COLUMN due_ms BIGINT,
        ADD COLUMN lobby TEXT,
        ADD COLUMN home TEXT,
        ADD COLUMN home_epoch BIGINT NOT NULL DEFAULT 0;
    CREATE INDEX games_due ON mountain_goats.games (due_ms) WHERE due_ms IS NOT NULL;
    CREATE INDEX games_lobby ON mountain_goats.games (lobby, seq) WHERE lobby IS NOT NULL;
    CREATE INDEX games_home ON mountain_goats.games (home) WHERE home IS NOT NULL;
    CREATE TABLE mountain_goats.lobby_seats (
        token_hash TEXT PRIMARY KEY,
        game_id TEXT NOT NULL
    );
    CREATE INDEX lobby_seats_by_game ON mountain_goats.lobby_seats (game_id);
    CREATE TABLE mountain_goats.servers (
        id TEXT PRIMARY KEY,
        pid INTEGER NOT NULL,
        started TIMESTAMPTZ NOT NULL,
        until TIMESTAMPTZ NOT NULL
    );",
    // 3: each game's summary (its view as JSON) at a version, which a
    // listing reads instead of the log while it is the game's last.
    "ALTER TABLE mountain_goats.games
        ADD COLUMN summary TEXT,
        ADD COLUMN summary_version BIGINT;",
    // 4: one open matchmaking table per wish, whichever server makes it, so
    // that players looking at once on two servers meet. Tables opened twice
    // before this keep their seats, but only the oldest stays in the lobby.
    "UPDATE mountain_goats.games AS g SET lobby = NULL
        WHERE lobby IS NOT NULL AND EXISTS (
            SELECT 1 FROM mountain_goats.games AS o WHERE o.lobby = g.lobby AND o.seq < g.seq);
    DROP INDEX mountain_goats.games_lobby;
    CREATE UNIQUE INDEX games_one_open_table ON mountain_goats.games (lobby)
        WHERE lobby IS NOT NULL;",
    // 5: the client that made each game, to count the games a client holds.
    "ALTER TABLE mountain_goats.games ADD COLUMN creator TEXT;
    CREATE INDEX games_by_creator ON mountain_goats.games (creator, status)
        WHERE creator IS NOT NULL;",
    // 6: the ladder: accounts and their rated games.
    ladder::MIGRATION,
    // 7: each entry's link to the history it was appended on (see
    // store/chain.rs); entries stored before have none.
    "ALTER TABLE mountain_goats.log ADD COLUMN link BYTEA;",
    // 8: the advisory lock each server's lease session holds, which every
    // role sees in pg_locks (store/postgres/lease.rs).
    "ALTER TABLE mountain_goats.servers ADD COLUMN lock_key BIGINT;",
    // 9: the hash of the key an account's key replaced, by which a
    // repeated rotation is known for what it is.
    "ALTER TABLE mountain_goats.accounts ADD COLUMN previous_key_hash TEXT;",
];

/// The index that keeps one open matchmaking table per wish.
const ONE_OPEN_TABLE: &str = "games_one_open_table";

/// The statements of entries appended in one transaction.
const TOGETHER_GAME: &str =
    "INSERT INTO mountain_goats.games (game_id, status, due_ms, lobby, creator)
     VALUES ($1, $2, $3, $4, $5)";
/// A game's wish is set when it is made and only ever cleared (when it
/// starts, or is over), so a table taken out of the lobby stays out.
const TOGETHER_ROW: &str = "UPDATE mountain_goats.games
     SET status = $2, due_ms = $3, lobby = CASE WHEN $4::text IS NULL THEN NULL ELSE lobby END
     WHERE game_id = $1";
const TOGETHER_FINISHED: &str = "DELETE FROM mountain_goats.lobby_seats WHERE game_id = $1";
const TOGETHER_LOG: &str =
    "INSERT INTO mountain_goats.log (game_id, version, entry, seat, request_id, link)
     VALUES ($1, $2, $3, $4, $5, $6)";
/// A matchmade seat's token, unless it is seated already: answers the game
/// it holds a seat in (this one, or another table that is not over: its
/// seats leave this list when it ends). One seat per token, whichever
/// server seats it: the key serialises two servers seating one token.
const TOGETHER_SEAT: &str = "WITH new AS (
         INSERT INTO mountain_goats.lobby_seats (token_hash, game_id) VALUES ($1, $2)
         ON CONFLICT (token_hash) DO NOTHING RETURNING game_id)
     SELECT game_id FROM new
     UNION ALL
     SELECT game_id FROM mountain_goats.lobby_seats
     WHERE token_hash = $1 AND NOT EXISTS (SELECT 1 FROM new)";

/// A handle on the PostgreSQL store; cheap to clone.
#[derive(Clone)]
pub struct PgStore {
    pool: Pool,
    writable: watch::Receiver<bool>,
    set_writable: std::sync::Arc<watch::Sender<bool>>,
    notices: broadcast::Sender<Notice>,
    /// Where committed appends go to be announced.
    announcer: announce::Announcer,
    /// Where single-entry appends gather to be written together.
    batcher: batch::Batcher,
    /// This server's lease on its homes.
    lease: std::sync::Arc<lease::Lease>,
    stop: CancellationToken,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore")
            .field("writable", &*self.writable.borrow())
            .finish_non_exhaustive()
    }
}

/// `url` with its password hidden, for logs and errors.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let authority = match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _)) => format!("{user}:***@{host}"),
            None => format!("{userinfo}@{host}"),
        },
        None => authority.to_owned(),
    };
    let tail = match tail.split_once("password=") {
        Some((before, after)) => {
            let rest = after.find('&').map_or("", |i| &after[i..]);
            format!("{before}password=***{rest}")
        }
        None => tail.to_owned(),
    };
    format!("{scheme}://{authority}{tail}")
}

/// The TLS connector for the database, used with `sslmode=require`. The
/// server's certificate is checked against the system's roots, plus the PEM
/// file named by `MOUNTAIN_GOATS_DB_CA_CERT` for a private CA.
fn tls() -> Result<MakeRustlsConnect, String> {
    use tokio_rustls::rustls;
    use tokio_rustls::rustls::pki_types::CertificateDer;
    use tokio_rustls::rustls::pki_types::pem::PemObject;
    let mut roots = rustls::RootCertStore::empty();
    // A machine without a system store still reaches a database whose CA
    // is given explicitly.
    let native = rustls_native_certs::load_native_certs();
    roots.add_parsable_certificates(native.certs);
    if let Some(path) = std::env::var_os("MOUNTAIN_GOATS_DB_CA_CERT").filter(|p| !p.is_empty()) {
        let shown = std::path::Path::new(&path).display().to_string();
        let bytes =
            std::fs::read(&path).map_err(|e| format!("MOUNTAIN_GOATS_DB_CA_CERT {shown}: {e}"))?;
        let mut added = 0;
        for cert in CertificateDer::pem_slice_iter(&bytes) {
            let cert = cert.map_err(|e| format!("MOUNTAIN_GOATS_DB_CA_CERT {shown}: {e}"))?;
            roots
                .add(cert)
                .map_err(|e| format!("MOUNTAIN_GOATS_DB_CA_CERT {shown}: {e}"))?;
            added += 1;
        }
        if added == 0 {
            return Err(format!(
                "MOUNTAIN_GOATS_DB_CA_CERT {shown}: no CERTIFICATE in it"
            ));
        }
    }
    let config = rustls::ClientConfig::builder_with_provider(std::sync::Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(|e| e.to_string())?
    .with_root_certificates(roots)
    .with_no_client_auth();
    Ok(MakeRustlsConnect::new(config))
}

/// Says what went wrong with the database, in words.
fn database_error(error: &tokio_postgres::Error) -> String {
    match error.as_db_error() {
        Some(db) => format!("{}: {}", db.severity(), db.message()),
        None => error.to_string(),
    }
}

/// True when `error` says the database was not reached (the connection
/// closed or failed), as opposed to a statement it refused.
fn unreachable(error: &tokio_postgres::Error) -> bool {
    use std::error::Error as _;
    let mut source = error.source();
    while let Some(cause) = source {
        if cause.is::<std::io::Error>() {
            return true;
        }
        source = cause.source();
    }
    error.is_closed()
}

impl PgStore {
    /// Connects to `url`, brings the schema up to date, and starts the
    /// listener that turns other servers' appends into notices.
    pub async fn open(
        url: &str,
        durability: Durability,
    ) -> Result<(PgStore, TaskTracker), StoreError> {
        let shown = PathBuf::from(redact(url));
        let open_error = |message: String| StoreError::Open {
            path: shown.clone(),
            message,
        };
        let config = connection_config(url, durability).map_err(open_error)?;
        let tls = tls().map_err(open_error)?;
        let manager = Manager::from_config(
            config.clone(),
            tls.clone(),
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(CONNECT_TIMEOUT))
            .create_timeout(Some(CONNECT_TIMEOUT))
            .recycle_timeout(Some(CONNECT_TIMEOUT))
            .build()
            .map_err(|e| open_error(e.to_string()))?;
        let mut client = pool.get().await.map_err(|e| {
            open_error(format!(
                "cannot connect: {e} (is PostgreSQL running, and is the connection string right?)"
            ))
        })?;
        migrate(&mut client).await.map_err(open_error)?;
        ladder::add_house_accounts(&client, crate::hosted::now_ms())
            .await
            .map_err(|e| open_error(database_error(&e)))?;
        drop(client);

        let (set_writable, writable) = watch::channel(true);
        let (notices, _) = broadcast::channel(NOTICES);
        let stop = CancellationToken::new();
        let tasks = TaskTracker::new();
        let (announcer, announcing) = announce::Announcer::new();
        tasks.spawn(announce::run(
            config.clone(),
            tls.clone(),
            announcing,
            stop.clone(),
        ));
        let batcher = batch::Batcher::new(tasks.clone());
        let lease = std::sync::Arc::new(lease::Lease::new());
        let (leased_tx, leased) = tokio::sync::oneshot::channel();
        tasks.spawn(lease::run(
            config.clone(),
            tls.clone(),
            lease.clone(),
            stop.clone(),
            leased_tx,
        ));
        let store = PgStore {
            pool,
            writable,
            set_writable: std::sync::Arc::new(set_writable),
            notices,
            announcer,
            batcher,
            lease,
            stop,
        };
        // Listening starts before the first call is served, so no append
        // made after start-up goes unannounced.
        let (listening_tx, listening) = tokio::sync::oneshot::channel();
        tasks.spawn(listen(
            config,
            tls,
            store.notices.clone(),
            store.stop.clone(),
            listening_tx,
        ));
        tasks.spawn(probe(store.clone()));
        match tokio::time::timeout(CONNECT_TIMEOUT, listening).await {
            Ok(Ok(())) => {}
            _ => {
                store.close();
                return Err(open_error(
                    "cannot LISTEN for other servers' changes".into(),
                ));
            }
        }
        // The first lease is in place before any game is claimed.
        match tokio::time::timeout(CONNECT_TIMEOUT, leased).await {
            Ok(Ok(())) => {}
            _ => {
                store.close();
                return Err(open_error("cannot register this server's lease".into()));
            }
        }
        Ok((store, tasks))
    }

    /// Announcements of stored changes, this server's own included.
    pub fn notices(&self) -> broadcast::Receiver<Notice> {
        self.notices.subscribe()
    }

    /// Whether the database can be written; changes as it fails and
    /// recovers.
    pub fn health(&self) -> watch::Receiver<bool> {
        self.writable.clone()
    }

    /// Stops listening and closes the connections.
    pub fn close(&self) {
        self.stop.cancel();
        self.pool.close();
    }

    fn failed(&self, error: &tokio_postgres::Error) -> StoreError {
        if unreachable(error) {
            tracing::error!(error = %database_error(error), "the database cannot be reached");
            self.set_writable
                .send_if_modified(|w| std::mem::replace(w, false));
        }
        StoreError::Postgres(database_error(error))
    }

    async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        if self.stop.is_cancelled() {
            return Err(StoreError::Closed);
        }
        self.pool.get().await.map_err(|e| match e {
            deadpool_postgres::PoolError::Closed => StoreError::Closed,
            // Every connection is in use: the database is busy, not gone.
            // Health says whether the database can be used, and a server
            // that is merely busy must not be taken out of its balancer.
            deadpool_postgres::PoolError::Timeout(deadpool_postgres::TimeoutType::Wait) => {
                StoreError::Busy(format!(
                    "all {POOL_SIZE} database connections stayed in use for {} s",
                    CONNECT_TIMEOUT.as_secs()
                ))
            }
            // Connecting failed or timed out: the database cannot be used.
            other => {
                tracing::error!(error = %other, "no database connection");
                self.set_writable
                    .send_if_modified(|w| std::mem::replace(w, false));
                StoreError::Postgres(format!("no database connection: {other}"))
            }
        })
    }

    /// Appends `entries` as versions `first`, `first + 1`, … of game
    /// `game_id`, all or none (with the game's `creator` when `first` is 1),
    /// on top of the entry at `first - 1` whose link is `before`, unless
    /// another server stored one of those versions first, and announces the
    /// last once it is committed. Answers the last entry's link.
    pub async fn append_all(
        &self,
        game_id: &str,
        first: u64,
        before: Option<Link>,
        entries: &[Appending<'_>],
        creator: Option<&str>,
    ) -> Result<Option<Link>, StoreError> {
        match entries {
            [] => Ok(before),
            // Announced by whoever writes it, as soon as it commits.
            [one] if first > 1 && matchmade_hash(one).is_none() && !finishes(one) => {
                self.append(game_id, first, before, one).await.map(Some)
            }
            _ => {
                let result = self
                    .append_together(game_id, first, before, entries, creator)
                    .await
                    .map(Some);
                if result.is_ok() {
                    self.set_writable
                        .send_if_modified(|w| !std::mem::replace(w, true));
                    self.announcer
                        .announce(game_id, first + entries.len() as u64 - 1);
                }
                result
            }
        }
    }

    /// Several entries in one transaction (a game's creation, a seat taken
    /// through matchmaking, a game's end).
    async fn append_together(
        &self,
        game_id: &str,
        first: u64,
        before: Option<Link>,
        entries: &[Appending<'_>],
        creator: Option<&str>,
    ) -> Result<Link, StoreError> {
        let mut rows = Vec::with_capacity(entries.len());
        let mut link = before;
        for (version, appending) in (first..).zip(entries) {
            let db_version = i64::try_from(version)
                .map_err(|_| StoreError::Commit("version out of range".into()))?;
            let (seat, request_id) = request_of(appending.entry);
            let text = serde_json::to_string(appending.entry)?;
            let next = Link::next(link.as_ref(), version, &text);
            link = Some(next);
            rows.push(Together {
                version: db_version,
                link: next,
                text,
                seat,
                request_id: request_id.map(str::to_owned),
                game: appending.row.cloned(),
                matchmade: matchmade_hash(appending).map(str::to_owned),
                rated: appending.rated.cloned(),
            });
        }
        let last = link.ok_or_else(|| StoreError::Commit("no entry to append".into()))?;
        let mut client = self.client().await?;
        match insert_together(&mut client, game_id, before, &rows, creator).await {
            Ok(Ok(())) => Ok(last),
            Ok(Err(Refused::HistoryLost)) => Err(StoreError::HistoryLost {
                game: game_id.to_owned(),
                missing: first - 1,
            }),
            Ok(Err(Refused::TokenSeated(game))) => Err(StoreError::TokenSeated { game }),
            Err((_, error))
                if error
                    .as_db_error()
                    .and_then(|e| e.constraint())
                    .is_some_and(|c| c == ONE_OPEN_TABLE) =>
            {
                Err(StoreError::TableOpen {
                    game: game_id.to_owned(),
                })
            }
            Err((version, error)) if error.code() == Some(&SqlState::UNIQUE_VIOLATION) => {
                Err(StoreError::Conflict {
                    game: game_id.to_owned(),
                    version: u64::try_from(version).unwrap_or(first),
                })
            }
            Err((_, error)) => Err(self.failed(&error)),
        }
    }

    /// Appends one entry as `version` of game `game_id`, unless another
    /// server stored that version, or that move, first: at once when no
    /// append is in flight, else in the next batch ([`batch`]).
    async fn append(
        &self,
        game_id: &str,
        version: u64,
        before: Option<Link>,
        appending: &Appending<'_>,
    ) -> Result<Link, StoreError> {
        let text = serde_json::to_string(appending.entry)?;
        let link = Link::next(before.as_ref(), version, &text);
        let db_version = i64::try_from(version)
            .map_err(|_| StoreError::Commit("version out of range".into()))?;
        let (seat, request_id) = request_of(appending.entry);
        self.batcher
            .append(
                self,
                batch::Single {
                    game_id: game_id.to_owned(),
                    version: db_version,
                    text,
                    seat,
                    request_id: request_id.map(str::to_owned),
                    row: appending.row.cloned(),
                    before,
                    link,
                },
            )
            .await?;
        Ok(link)
    }

    /// Claims game `game` as this server's home, unless another live server
    /// holds it.
    pub async fn claim(&self, game: &str) -> Result<Option<Claim>, StoreError> {
        let Some((me, incarnation)) = self.lease.current() else {
            // Between leases: claiming now would be claiming for a server
            // the others already count as dead.
            return Ok(None);
        };
        let client = self.client().await?;
        let statement = client
            .prepare_cached(lease::CLAIM)
            .await
            .map_err(|e| self.failed(&e))?;
        let row = client
            .query_opt(&statement, &[&game, &me])
            .await
            .map_err(|e| self.failed(&e))?;
        match row {
            Some(row) => {
                let epoch: i64 = row.try_get(0).map_err(|e| self.failed(&e))?;
                Ok(Some(Claim {
                    epoch: epoch.max(0) as u64,
                    incarnation,
                }))
            }
            None => Ok(None),
        }
    }

    /// Gives up this server's claim on game `game`.
    pub async fn release(&self, game: &str, claim: Claim) -> Result<(), StoreError> {
        let Some((me, incarnation)) = self.lease.current() else {
            return Ok(());
        };
        if incarnation != claim.incarnation {
            return Ok(());
        }
        let client = self.client().await?;
        client
            .execute(
                "UPDATE mountain_goats.games SET home = NULL WHERE game_id = $1 AND home = $2",
                &[&game, &me],
            )
            .await
            .map_err(|e| self.failed(&e))?;
        Ok(())
    }

    /// What the database's clock reads minus this server's, measured at
    /// each renewal of the lease.
    pub fn clock_offset(&self) -> std::sync::Arc<std::sync::atomic::AtomicI64> {
        self.lease.offset_ms.clone()
    }

    /// Makes this server's clock read `skew_ms` off, as the lease sees it.
    #[cfg(test)]
    pub(crate) fn skew_clock(&self, skew_ms: i64) {
        self.lease
            .skew_ms
            .store(skew_ms, std::sync::atomic::Ordering::SeqCst);
    }

    /// This server's lapses as a home.
    pub fn incarnation(&self) -> watch::Receiver<u64> {
        self.lease.incarnation()
    }

    /// Games due by `until_ms` with no live home but this server.
    pub async fn due(&self, until_ms: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        let Some((me, _)) = self.lease.current() else {
            return Ok(Vec::new());
        };
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.game_ids(lease::DUE, &[&due_code(Some(until_ms)), &me, &limit])
            .await
    }

    /// Open games answering matchmaking wish `lobby`, oldest first.
    pub async fn lobby(&self, lobby: &str, limit: usize) -> Result<Vec<String>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.game_ids(
            "SELECT game_id FROM mountain_goats.games
             WHERE lobby = $1 AND status = $2 ORDER BY seq LIMIT $3",
            &[&lobby, &status_code(Status::Open), &limit],
        )
        .await
    }

    /// The unfinished game matchmaking seated `token_hash` in.
    pub async fn matchmade_seat(&self, token_hash: &str) -> Result<Option<String>, StoreError> {
        let games = self
            .game_ids(
                "SELECT game_id FROM mountain_goats.lobby_seats WHERE token_hash = $1",
                &[&token_hash],
            )
            .await?;
        Ok(games.into_iter().next())
    }

    async fn game_ids(
        &self,
        query: &str,
        params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<Vec<String>, StoreError> {
        let client = self.client().await?;
        let statement = client
            .prepare_cached(query)
            .await
            .map_err(|e| self.failed(&e))?;
        let rows = client
            .query(&statement, params)
            .await
            .map_err(|e| self.failed(&e))?;
        rows.iter()
            .map(|row| row.try_get(0))
            .collect::<Result<_, _>>()
            .map_err(|e| self.failed(&e))
    }

    /// The entries of game `id` after version `after`, in order, and the
    /// link of the last of them; `None` when there is no such game.
    pub async fn load_after(&self, id: &str, after: u64) -> Result<Option<Loaded>, StoreError> {
        let client = self.client().await?;
        let after_db = i64::try_from(after).unwrap_or(i64::MAX);
        let statement = client
            .prepare_cached(
                "SELECT version, entry, link FROM mountain_goats.log
                 WHERE game_id = $1 AND version > $2 ORDER BY version",
            )
            .await
            .map_err(|e| self.failed(&e))?;
        let rows = client
            .query(&statement, &[&id, &after_db])
            .await
            .map_err(|e| self.failed(&e))?;
        let mut stored = Vec::with_capacity(rows.len());
        let mut links = Vec::with_capacity(rows.len());
        for row in &rows {
            let version: i64 = row.try_get(0).map_err(|e| self.failed(&e))?;
            let entry: &str = row.try_get(1).map_err(|e| self.failed(&e))?;
            let stored_link: Option<&[u8]> = row.try_get(2).map_err(|e| self.failed(&e))?;
            let version = version.max(0) as u64;
            links.push(match stored_link {
                None => None,
                Some(bytes) => {
                    Some(Link::from_stored(bytes).ok_or_else(|| StoreError::Corrupt {
                        game: id.to_owned(),
                        version,
                        reason: "its link is not 32 bytes".into(),
                    })?)
                }
            });
            stored.push((version, entry.as_bytes()));
        }
        let entries = decode_entries(id, after, stored)?;
        if entries.is_empty() && after == 0 {
            let known = client
                .query_opt(
                    "SELECT 1 FROM mountain_goats.games WHERE game_id = $1",
                    &[&id],
                )
                .await
                .map_err(|e| self.failed(&e))?;
            if known.is_some() {
                return Err(StoreError::Corrupt {
                    game: id.to_owned(),
                    version: 1,
                    reason: "the game has no log".into(),
                });
            }
            return Ok(None);
        }
        Ok(Some(Loaded { entries, links }))
    }

    /// How many games `creator` made are not over, up to `limit`.
    pub async fn unfinished_by(&self, creator: &str, limit: usize) -> Result<usize, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let games = self
            .game_ids(
                "SELECT game_id FROM mountain_goats.games
                 WHERE creator = $1 AND status IN ($2, $3) LIMIT $4",
                &[
                    &creator,
                    &status_code(Status::Open),
                    &status_code(Status::Playing),
                    &limit,
                ],
            )
            .await?;
        Ok(games.len())
    }

    /// Keeps `text` as game `id`'s summary at `version`, unless a later one
    /// is kept already.
    pub async fn save_summary(&self, id: &str, version: u64, text: &str) -> Result<(), StoreError> {
        let client = self.client().await?;
        let version = i64::try_from(version).unwrap_or(i64::MAX);
        client
            .execute(
                "UPDATE mountain_goats.games SET summary = $2, summary_version = $3
                 WHERE game_id = $1 AND (summary_version IS NULL OR summary_version < $3)",
                &[&id, &text, &version],
            )
            .await
            .map_err(|e| self.failed(&e))?;
        Ok(())
    }

    /// Games newest first, as `query` asks, each with its summary while
    /// that is the game's last version (one probe of the log's primary key).
    pub async fn list(&self, query: ListQuery) -> Result<Vec<ListedGame>, StoreError> {
        let client = self.client().await?;
        let before = query
            .before
            .map_or(i64::MAX, |b| b.min(i64::MAX as u64) as i64);
        let limit = i64::try_from(query.limit).unwrap_or(i64::MAX);
        let rows = match query.status {
            None => {
                client
                    .query(
                        "SELECT seq, game_id, status, last.version,
                            CASE WHEN summary_version = last.version THEN summary END
                         FROM mountain_goats.games
                         LEFT JOIN LATERAL (SELECT max(version) AS version FROM mountain_goats.log
                                            WHERE log.game_id = games.game_id) AS last ON true
                         WHERE seq < $1 ORDER BY seq DESC LIMIT $2",
                        &[&before, &limit],
                    )
                    .await
            }
            Some(status) => {
                client
                    .query(
                        "SELECT seq, game_id, status, last.version,
                            CASE WHEN summary_version = last.version THEN summary END
                         FROM mountain_goats.games
                         LEFT JOIN LATERAL (SELECT max(version) AS version FROM mountain_goats.log
                                            WHERE log.game_id = games.game_id) AS last ON true
                         WHERE seq < $1 AND status IN ($2::smallint, 0) ORDER BY seq DESC LIMIT $3",
                        &[&before, &status_code(status), &limit],
                    )
                    .await
            }
        }
        .map_err(|e| self.failed(&e))?;
        rows.iter()
            .map(|row| {
                let seq: i64 = row.try_get(0)?;
                let status: i16 = row.try_get(2)?;
                let version: Option<i64> = row.try_get(3)?;
                let summary: Option<String> = row.try_get(4)?;
                Ok(ListedGame {
                    listed: Listed {
                        seq: seq.max(0) as u64,
                        id: row.try_get(1)?,
                        status: status_of(i64::from(status)),
                        version: version.map(|v| v.max(0) as u64),
                    },
                    summary: summary_of(summary.as_deref()),
                })
            })
            .collect::<Result<_, tokio_postgres::Error>>()
            .map_err(|e| self.failed(&e))
    }
}

/// The seat and request id a move is stored with, to refuse it twice.
fn request_of(entry: &Entry) -> (Option<i32>, Option<&str>) {
    match entry {
        Entry::Moved {
            seat, request_id, ..
        } if !request_id.is_empty() => (Some(i32::from(*seat)), Some(request_id.as_str())),
        _ => (None, None),
    }
}

/// Whether `appending` ends the game (its matchmaking seats are then
/// forgotten, in the same transaction).
fn finishes(appending: &Appending<'_>) -> bool {
    appending.row.is_some_and(|row| row.status.is_over())
}

/// One entry of several appended together, as stored.
struct Together {
    version: i64,
    link: Link,
    text: String,
    seat: Option<i32>,
    request_id: Option<String>,
    game: Option<GameRow>,
    matchmade: Option<String>,
    rated: Option<crate::ladder::RatedEnd>,
}

/// Why [`insert_together`] stored nothing, the database working.
enum Refused {
    /// The entry the rows were built on is not the one at the version
    /// before.
    HistoryLost,
    /// A matchmade seat's token holds a seat at this other table.
    TokenSeated(String),
}

/// Stores `rows` of game `game_id` in one transaction, or refuses them
/// with nothing stored ([`Refused`]); on failure, the version that failed
/// (or the last, when the commit did).
async fn insert_together(
    client: &mut deadpool_postgres::Object,
    game_id: &str,
    before: Option<Link>,
    rows: &[Together],
    creator: Option<&str>,
) -> Result<Result<(), Refused>, (i64, tokio_postgres::Error)> {
    let last = rows.last().map_or(0, |r| r.version);
    let tx = client.transaction().await.map_err(|e| (last, e))?;
    if let Some(first) = rows.first().filter(|r| r.version > 1) {
        // The entry these are built on: still the one at the version before.
        let before = tx
            .query_opt(
                "SELECT 1 FROM mountain_goats.log
                 WHERE game_id = $1 AND version = $2 AND link IS NOT DISTINCT FROM $3",
                &[
                    &game_id,
                    &(first.version - 1),
                    &before.as_ref().map(Link::as_bytes),
                ],
            )
            .await
            .map_err(|e| (first.version, e))?;
        if before.is_none() {
            return Ok(Err(Refused::HistoryLost));
        }
    }
    for row in rows {
        let failed = |e| (row.version, e);
        if let Some(game) = &row.game {
            let status = status_code(game.status);
            let due = due_code(game.due_ms);
            if row.version == 1 {
                let statement = tx.prepare_cached(TOGETHER_GAME).await.map_err(failed)?;
                tx.execute(
                    &statement,
                    &[&game_id, &status, &due, &game.lobby, &creator],
                )
                .await
                .map_err(failed)?;
            } else {
                let statement = tx.prepare_cached(TOGETHER_ROW).await.map_err(failed)?;
                tx.execute(&statement, &[&game_id, &status, &due, &game.lobby])
                    .await
                    .map_err(failed)?;
            }
            if game.status.is_over() {
                let statement = tx.prepare_cached(TOGETHER_FINISHED).await.map_err(failed)?;
                tx.execute(&statement, &[&game_id]).await.map_err(failed)?;
            }
        } else if row.version == 1 {
            let statement = tx.prepare_cached(TOGETHER_GAME).await.map_err(failed)?;
            let (due, lobby): (Option<i64>, Option<String>) = (None, None);
            tx.execute(
                &statement,
                &[&game_id, &status_code(Status::Open), &due, &lobby, &creator],
            )
            .await
            .map_err(failed)?;
        }
        let statement = tx.prepare_cached(TOGETHER_LOG).await.map_err(failed)?;
        tx.execute(
            &statement,
            &[
                &game_id,
                &row.version,
                &row.text,
                &row.seat,
                &row.request_id,
                &row.link.as_bytes(),
            ],
        )
        .await
        .map_err(failed)?;
        if let Some(hash) = &row.matchmade {
            let statement = tx.prepare_cached(TOGETHER_SEAT).await.map_err(failed)?;
            let seated = tx
                .query_opt(&statement, &[hash, &game_id])
                .await
                .map_err(failed)?;
            let seated: String = match seated {
                Some(row) => row.try_get(0).map_err(failed)?,
                // Seated by a transaction that committed while this insert
                // waited for it: its row is newer than this statement's
                // snapshot, and visible to the next statement's.
                None => tx
                    .query_one(
                        "SELECT game_id FROM mountain_goats.lobby_seats WHERE token_hash = $1",
                        &[hash],
                    )
                    .await
                    .and_then(|row| row.try_get(0))
                    .map_err(failed)?,
            };
            if seated != game_id {
                // Dropped, the transaction stores nothing.
                return Ok(Err(Refused::TokenSeated(seated)));
            }
        }
        if let Some(end) = &row.rated {
            ladder::apply(&tx, end).await.map_err(failed)?;
        }
    }
    tx.commit().await.map_err(|e| (last, e))?;
    Ok(Ok(()))
}

/// Brings the schema up to the last of [`MIGRATIONS`], one server at a time.
/// The `IF NOT EXISTS` statements say "already exists" as a NOTICE to every
/// server but the first; `client_min_messages` keeps that out of the logs.
async fn migrate(client: &mut deadpool_postgres::Object) -> Result<(), String> {
    let known = MIGRATIONS.len() as i32;
    let tx = client.transaction().await.map_err(|e| database_error(&e))?;
    tx.batch_execute(&format!(
        "SELECT pg_advisory_xact_lock({MIGRATION_LOCK});
         SET LOCAL client_min_messages = warning;
         CREATE SCHEMA IF NOT EXISTS mountain_goats;
         CREATE TABLE IF NOT EXISTS mountain_goats.schema_version (
             version INTEGER PRIMARY KEY,
             applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
         );"
    ))
    .await
    .map_err(|e| database_error(&e))?;
    let current: i32 = tx
        .query_one(
            "SELECT COALESCE(MAX(version), 0) FROM mountain_goats.schema_version",
            &[],
        )
        .await
        .and_then(|row| row.try_get(0))
        .map_err(|e| database_error(&e))?;
    if current > known {
        return Err(format!(
            "the database has schema {current}, newer than this server's {known}: upgrade the server"
        ));
    }
    for (index, migration) in MIGRATIONS.iter().enumerate().skip(current as usize) {
        let version = index as i32 + 1;
        tx.batch_execute(migration)
            .await
            .map_err(|e| format!("migration {version}: {}", database_error(&e)))?;
        tx.execute(
            "INSERT INTO mountain_goats.schema_version (version) VALUES ($1)",
            &[&version],
        )
        .await
        .map_err(|e| database_error(&e))?;
        tracing::info!(version, "database schema migrated");
    }
    tx.commit().await.map_err(|e| database_error(&e))
}

/// The connection settings of `url`, with the server's defaults for what
/// the connection string leaves out.
fn connection_config(url: &str, durability: Durability) -> Result<tokio_postgres::Config, String> {
    let mut config: tokio_postgres::Config = url
        .parse()
        .map_err(|e: tokio_postgres::Error| format!("not a PostgreSQL connection string: {e}"))?;
    // TLS only when the connection string requires it (`sslmode=require`),
    // and then with the server's certificate verified. `prefer`, the
    // default, would make a server with an untrusted certificate (a
    // distribution's self-signed default) unreachable.
    if config.get_ssl_mode() == tokio_postgres::config::SslMode::Prefer {
        config.ssl_mode(tokio_postgres::config::SslMode::Disable);
    }
    if config.get_application_name().is_none() {
        config.application_name("mountain-goats");
    }
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    // A database host gone without a word (a crash, a failover that
    // moved its address, a NAT that forgot the connection) would hold a
    // call for the kernel's defaults: two hours of silence before the
    // first keepalive, and some 15 minutes of retransmissions for a
    // request unanswered. Unless the connection string says otherwise,
    // a silent peer is given up after about a minute, and unacknowledged
    // data after 30 s; the call fails, and is retried after backoff.
    if config.get_keepalives_idle() == Duration::from_secs(2 * 60 * 60) {
        config.keepalives_idle(Duration::from_secs(30));
    }
    if config.get_keepalives_interval().is_none() {
        config.keepalives_interval(Duration::from_secs(10));
    }
    if config.get_keepalives_retries().is_none() {
        config.keepalives_retries(3);
    }
    if config.get_tcp_user_timeout().is_none() {
        config.tcp_user_timeout(Duration::from_secs(30));
    }
    if durability == Durability::Process {
        // The server's own process dying loses nothing (the database has
        // the commit); the database losing power may lose the last ones.
        config.options("-c synchronous_commit=off");
    }
    Ok(config)
}

/// Listens for appends on a connection of its own, reconnecting as needed,
/// until the store closes. `listening` is told once the first `LISTEN`
/// is in place.
async fn listen(
    config: tokio_postgres::Config,
    tls: MakeRustlsConnect,
    notices: broadcast::Sender<Notice>,
    stop: CancellationToken,
    listening: tokio::sync::oneshot::Sender<()>,
) {
    let mut listening = Some(listening);
    while !stop.is_cancelled() {
        let connected = tokio::select! {
            () = stop.cancelled() => return,
            connected = config.connect(tls.clone()) => connected,
        };
        match connected {
            Ok((client, mut connection)) => {
                let statement = format!("LISTEN {CHANNEL}");
                let subscribe = client.batch_execute(&statement);
                tokio::pin!(subscribe);
                let mut subscribed = false;
                let mut probe_due = tokio::time::interval_at(
                    tokio::time::Instant::now() + LISTENER_PROBE_EVERY,
                    LISTENER_PROBE_EVERY,
                );
                let mut probe: Option<Pin<Box<dyn Future<Output = bool> + Send + '_>>> = None;
                loop {
                    tokio::select! {
                        () = stop.cancelled() => return,
                        _ = probe_due.tick(), if subscribed && probe.is_none() => {
                            let asked = client.batch_execute("");
                            probe = Some(Box::pin(async move {
                                matches!(tokio::time::timeout(LISTENER_PROBE_TIMEOUT, asked).await, Ok(Ok(())))
                            }));
                        }
                        answered = std::future::poll_fn(|cx| match probe.as_mut() {
                            Some(asked) => asked.as_mut().poll(cx),
                            None => Poll::Pending,
                        }) => {
                            probe = None;
                            if !answered {
                                tracing::warn!(
                                    "the listener's connection did not answer within {} s; reconnecting",
                                    LISTENER_PROBE_TIMEOUT.as_secs()
                                );
                                break;
                            }
                        }
                        message = std::future::poll_fn(|cx| connection.poll_message(cx)) => match message {
                            Some(Ok(AsyncMessage::Notification(notification))) => {
                                for notice in parse_notices(notification.payload()) {
                                    // Nobody listening yet is fine.
                                    let _ = notices.send(notice);
                                }
                            }
                            Some(Ok(_)) => {}
                            Some(Err(error)) => {
                                tracing::warn!(error = %database_error(&error), "the listener lost the database; reconnecting");
                                break;
                            }
                            None => {
                                tracing::warn!("the listener's connection closed; reconnecting");
                                break;
                            }
                        },
                        subscribed_now = &mut subscribe, if !subscribed => match subscribed_now {
                            Ok(()) => {
                                subscribed = true;
                                if let Some(tx) = listening.take() {
                                    let _ = tx.send(());
                                }
                                // What happened while nobody listened is
                                // read from the log.
                                let _ = notices.send(Notice::Resync);
                            }
                            Err(error) => {
                                tracing::warn!(error = %database_error(&error), "LISTEN failed; reconnecting");
                                break;
                            }
                        },
                    }
                }
            }
            Err(error) => {
                tracing::warn!(error = %database_error(&error), "the listener cannot connect; trying again");
            }
        }
        tokio::select! {
            () = stop.cancelled() => return,
            () = tokio::time::sleep(RETRY_EVERY) => {}
        }
    }
}

/// Reads a notice's payload: lines of `GAME VERSION` ([`announce`]), or
/// `*` when announcements may have been lost. A line that does not parse
/// is skipped.
fn parse_notices(payload: &str) -> Vec<Notice> {
    payload
        .lines()
        .filter_map(|line| {
            if line == announce::RESYNC {
                return Some(Notice::Resync);
            }
            let (game, version) = line.split_once(' ')?;
            Some(Notice::Appended {
                game: game.to_owned(),
                version: version.parse().ok()?,
            })
        })
        .collect()
}

/// While the database cannot be reached, tries it every second, to notice
/// it recover.
async fn probe(store: PgStore) {
    let mut writable = store.writable.clone();
    loop {
        tokio::select! {
            () = store.stop.cancelled() => return,
            changed = writable.wait_for(|w| !w) => if changed.is_err() { return },
        }
        tokio::select! {
            () = store.stop.cancelled() => return,
            () = tokio::time::sleep(RETRY_EVERY) => {}
        }
        let ok = match store.pool.get().await {
            Ok(client) => client.simple_query("SELECT 1").await.is_ok(),
            Err(_) => false,
        };
        if ok {
            tracing::info!("the database can be reached again");
            store
                .set_writable
                .send_if_modified(|w| !std::mem::replace(w, true));
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    use std::sync::Arc;

    impl PgStore {
        /// The link of game `game`'s entry `version`, as stored.
        pub(crate) async fn link_at(&self, game: &str, version: u64) -> Option<Link> {
            let client = self.pool.get().await.expect("a connection");
            let row = client
                .query_opt(
                    "SELECT link FROM mountain_goats.log WHERE game_id = $1 AND version = $2",
                    &[&game, &(version as i64)],
                )
                .await
                .expect("read a link")?;
            let bytes: Option<Vec<u8>> = row.get(0);
            bytes.as_deref().and_then(Link::from_stored)
        }
    }

    #[test]
    fn passwords_are_hidden() {
        let cases = [
            (
                "postgres://u:secret@h:5432/db",
                "postgres://u:***@h:5432/db",
            ),
            ("postgresql://u@h/db", "postgresql://u@h/db"),
            (
                "postgres://h/db?password=secret&x=1",
                "postgres://h/db?password=***&x=1",
            ),
            ("postgres://u:p@h", "postgres://u:***@h"),
        ];
        for (url, shown) in cases {
            assert_eq!(redact(url), shown, "{url}");
        }
    }

    #[test]
    fn notices_parse() {
        assert_eq!(
            parse_notices("abc 12\ndef 3\nbad\nghi x\n*"),
            vec![
                Notice::Appended {
                    game: "abc".into(),
                    version: 12
                },
                Notice::Appended {
                    game: "def".into(),
                    version: 3
                },
                Notice::Resync,
            ]
        );
        assert_eq!(parse_notices("abc"), vec![]);
    }

    /// A fresh database on the test PostgreSQL server given by
    /// `MOUNTAIN_GOATS_TEST_POSTGRES` (`tests/postgres.sh start DIR` prints
    /// one), or `None` when there is none: the test is then skipped.
    pub(crate) async fn fresh_database() -> Option<String> {
        let Some(base) = std::env::var("MOUNTAIN_GOATS_TEST_POSTGRES")
            .ok()
            .filter(|url| !url.is_empty())
        else {
            eprintln!("skipped: set MOUNTAIN_GOATS_TEST_POSTGRES to a PostgreSQL server");
            return None;
        };
        let (client, connection) = tokio_postgres::connect(&base, tokio_postgres::NoTls)
            .await
            .expect("the test PostgreSQL server answers");
        let driver = tokio::spawn(connection);
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).expect("randomness");
        let name = format!("mg_test_{}", hex::encode(bytes));
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .await
            .expect("a test database");
        drop(client);
        let _ = driver.await;
        let (root, query) = match base.split_once('?') {
            Some((root, query)) => (root, format!("?{query}")),
            None => (base.as_str(), String::new()),
        };
        let root = match root.rfind('/') {
            Some(i) if i > root.find("://").map_or(0, |j| j + 2) => &root[..i],
            _ => root,
        };
        Some(format!("{root}/{name}{query}"))
    }

    /// Has the database refuse every insert of version `version` of game
    /// `bad` with `message` (a statement the database refuses, not an outage).
    async fn refuse_version(store: &PgStore, version: i64, message: &str) {
        let client = store.pool.get().await.expect("a connection");
        client
            .batch_execute(&format!(
                "CREATE FUNCTION mountain_goats.refuse() RETURNS trigger AS $$
                 BEGIN
                     IF NEW.game_id = 'bad' AND NEW.version = {version} THEN
                         RAISE EXCEPTION '{message}';
                     END IF;
                     RETURN NEW;
                 END $$ LANGUAGE plpgsql;
                 CREATE TRIGGER refuse BEFORE INSERT ON mountain_goats.log
                     FOR EACH ROW EXECUTE FUNCTION mountain_goats.refuse();"
            ))
            .await
            .expect("a trigger");
    }

    fn joined(n: u64) -> Entry {
        joined_as(n, "0")
    }

    /// A seat taken with a token whose hash is `digit` 64 times.
    fn joined_as(n: u64, digit: &str) -> Entry {
        Entry::Joined {
            seat: 0,
            player_name: format!("player {n}"),
            token_hash: digit.repeat(64),
            time_ms: n,
            house: None,
            dice_contribution: Vec::new(),
            account: None,
        }
    }

    /// With every connection of the pool in use, a call waits its time and
    /// is answered "busy", and the store stays healthy: a busy server is
    /// not one a balancer should drop. (Time is paused: the wait passes at
    /// once.)
    #[tokio::test]
    async fn a_busy_pool_is_busy_not_unhealthy() {
        let Some(url) = fresh_database().await else {
            return;
        };
        let (store, tasks) = PgStore::open(&url, Durability::Full)
            .await
            .expect("the store");
        let mut held = Vec::new();
        for _ in 0..POOL_SIZE {
            held.push(store.pool.get().await.expect("a connection"));
        }
        let mut health = store.health();
        tokio::time::pause();
        let busy = store
            .append_all("g", 1, None, &[Appending::entry(&joined(1))], None)
            .await;
        tokio::time::resume();
        assert!(matches!(busy, Err(StoreError::Busy(_))), "{busy:?}");
        assert!(
            !health.has_changed().expect("open") && *health.borrow_and_update(),
            "a busy pool leaves the store healthy"
        );
        drop(held);
        store
            .append_all("g", 1, None, &[Appending::entry(&joined(1))], None)
            .await
            .expect("appends once a connection is free");
        assert_eq!(
            store
                .load_after("g", 0)
                .await
                .expect("load")
                .map(|e| e.entries.len()),
            Some(1)
        );
        store.close();
        tasks.close();
        tasks.wait().await;
    }

    /// Entries appended together are stored all or none, and announced once,
    /// with the last version.
    #[tokio::test]
    async fn entries_appended_together_are_stored_all_or_none() {
        let Some(url) = fresh_database().await else {
            return;
        };
        let (store, tasks) = PgStore::open(&url, Durability::Full)
            .await
            .expect("the store");
        let mut notices = store.notices();
        refuse_version(&store, 2, "the second entry fails").await;
        let entries = [joined(1), joined(2), joined(3)];
        let together: Vec<_> = entries.iter().map(Appending::entry).collect();

        let failed = store.append_all("bad", 1, None, &together, None).await;
        assert!(matches!(failed, Err(StoreError::Postgres(_))), "{failed:?}");
        assert!(store.load_after("bad", 0).await.expect("load").is_none());
        let listed = store
            .list(ListQuery {
                limit: 10,
                ..ListQuery::default()
            })
            .await
            .expect("list");
        assert!(listed.is_empty(), "{listed:?}");
        assert!(
            *store.health().borrow(),
            "a refused statement is not an outage"
        );

        store
            .append_all("good", 1, None, &together, None)
            .await
            .expect("appended together");
        assert_eq!(
            store
                .load_after("good", 0)
                .await
                .expect("load")
                .map(|e| e.entries.len()),
            Some(3)
        );
        let conflict = store
            .append_all(
                "good",
                3,
                store.link_at("good", 2).await,
                &together[..2],
                None,
            )
            .await;
        assert!(
            matches!(conflict, Err(StoreError::Conflict { version: 3, .. })),
            "{conflict:?}"
        );
        assert_eq!(
            store
                .load_after("good", 0)
                .await
                .expect("load")
                .map(|e| e.entries.len()),
            Some(3)
        );
        let notice = loop {
            match notices.recv().await.expect("a notice") {
                Notice::Resync => {}
                notice => break notice,
            }
        };
        assert_eq!(
            notice,
            Notice::Appended {
                game: "good".into(),
                version: 3
            }
        );
        store.close();
        tasks.close();
        tasks.wait().await;
    }

    fn moved(n: u64, request_id: &str) -> Entry {
        Entry::Moved {
            seat: 0,
            mv: mountain_goats_rules::Move::new([1, 2, 3, 4], []),
            request_id: request_id.to_owned(),
            time_ms: n,
            timed_out: false,
        }
    }

    /// One append to make at once with others: game, version, entry, and
    /// the game's row when it changes.
    type Concurrent = (String, u64, Entry, Option<GameRow>);

    /// Makes `appends` concurrently, each on a task of its own, and answers
    /// each one's result, in order, with the writing statements sent. The
    /// test's runtime has one thread: the first append is written alone,
    /// and all the others queue while it is in flight.
    async fn at_once(
        store: &PgStore,
        appends: Vec<Concurrent>,
    ) -> (Vec<Result<(), StoreError>>, usize) {
        // The entries each append builds on, read first: the appends must
        // reach the store together.
        // An append on top of another of the list builds on that one's link.
        let mut links = Vec::new();
        let mut made: std::collections::HashMap<(String, u64), Link> = Default::default();
        for (game, version, entry, _) in &appends {
            let before = match made.get(&(game.clone(), version - 1)) {
                Some(link) => Some(*link),
                None => store.link_at(game, version - 1).await,
            };
            let text = serde_json::to_string(entry).expect("JSON");
            made.insert(
                (game.clone(), *version),
                Link::next(before.as_ref(), *version, &text),
            );
            links.push(before);
        }
        let before = store.batcher.statements();
        let mut set = tokio::task::JoinSet::new();
        for (i, ((game, version, entry, row), link)) in appends.into_iter().zip(links).enumerate() {
            let store = store.clone();
            set.spawn(async move {
                let before = link;
                let appending = Appending {
                    entry: &entry,
                    row: row.as_ref(),
                    matchmade: false,
                    rated: None,
                };
                (
                    i,
                    store
                        .append_all(&game, version, before, &[appending], None)
                        .await
                        .map(|_| ()),
                )
            });
        }
        let mut results = Vec::new();
        while let Some(done) = set.join_next().await {
            results.push(done.expect("the append's task"));
        }
        results.sort_by_key(|(i, _)| *i);
        let statements = store.batcher.statements() - before;
        (results.into_iter().map(|(_, r)| r).collect(), statements)
    }

    /// Stores `entries` as game `game`'s first versions.
    /// One open matchmaking table per wish, whichever server makes it: a
    /// second table for a wish with one open is not stored (the finder
    /// then joins the first); once the first starts, the wish is free, and
    /// a join into the first (its row keeps the wish) is no conflict.
    #[tokio::test]
    async fn one_open_table_per_wish() {
        let Some(url) = fresh_database().await else {
            return;
        };
        let (store, tasks) = PgStore::open(&url, Durability::Full)
            .await
            .expect("the store");
        let open = GameRow {
            status: Status::Open,
            due_ms: None,
            lobby: Some("p3-b0-d0-t0-h0".into()),
        };
        let started = GameRow {
            status: Status::Playing,
            due_ms: None,
            lobby: None,
        };
        let entries = [joined(1), joined(2), joined(3)];
        let with = |entry, row| Appending {
            entry,
            row: Some(row),
            matchmade: true,
            rated: None,
        };
        let table = [with(&entries[0], &open), with(&entries[1], &open)];
        store
            .append_all("first", 1, None, &table, None)
            .await
            .expect("the first table");
        // Other players (seat tokens) at a second table for the same wish.
        let others = [joined_as(1, "b"), joined_as(2, "b")];
        let table = [with(&others[0], &open), with(&others[1], &open)];
        let second = store.append_all("second", 1, None, &table, None).await;
        assert!(
            matches!(&second, Err(StoreError::TableOpen { game }) if game == "second"),
            "{second:?}"
        );
        assert!(store.load_after("second", 0).await.expect("load").is_none());
        assert!(*store.health().borrow(), "a taken wish is not an outage");
        assert_eq!(
            store.lobby("p3-b0-d0-t0-h0", 10).await.expect("lobby"),
            vec!["first".to_owned()]
        );

        // Another seat taken at the first table keeps it in the lobby.
        store
            .append_all(
                "first",
                3,
                store.link_at("first", 2).await,
                &[with(&entries[2], &open)],
                None,
            )
            .await
            .expect("a join at the first table");
        let fourth = joined(4);
        store
            .append_all(
                "first",
                4,
                store.link_at("first", 3).await,
                &[with(&fourth, &started)],
                None,
            )
            .await
            .expect("the first table starts");
        assert!(
            store
                .lobby("p3-b0-d0-t0-h0", 10)
                .await
                .expect("lobby")
                .is_empty()
        );
        store
            .append_all("second", 1, None, &table, None)
            .await
            .expect("the wish is free again");
        store.close();
        tasks.close();
        tasks.wait().await;
    }

    async fn created(store: &PgStore, game: &str, entries: &[Entry]) {
        let together: Vec<_> = entries.iter().map(Appending::entry).collect();
        store
            .append_all(game, 1, None, &together, None)
            .await
            .expect("the game is created");
    }

    async fn stored_versions(store: &PgStore, game: &str) -> usize {
        store
            .load_after(game, 0)
            .await
            .expect("load")
            .map_or(0, |e| e.entries.len())
    }

    /// The game's stored status and due time.
    async fn game_row(store: &PgStore, game: &str) -> (i16, Option<i64>) {
        let client = store.pool.get().await.expect("a connection");
        let row = client
            .query_one(
                "SELECT status, due_ms FROM mountain_goats.games WHERE game_id = $1",
                &[&game],
            )
            .await
            .expect("the game's row");
        (row.get(0), row.get(1))
    }

    async fn opened() -> Option<(PgStore, TaskTracker)> {
        let url = fresh_database().await?;
        Some(
            PgStore::open(&url, Durability::Full)
                .await
                .expect("the store"),
        )
    }

    /// A TCP proxy in front of the test PostgreSQL that can fall silent on
    /// the connections open at that moment: it keeps their sockets open
    /// and passes nothing more either way, as a half-open connection does
    /// (the database's host gone without a word, a NAT that forgot it).
    /// Later connections pass.
    struct SilentProxy {
        url: String,
        open: Arc<std::sync::Mutex<Vec<Arc<SilentConnection>>>>,
    }

    #[derive(Default)]
    struct SilentConnection {
        silent: std::sync::atomic::AtomicBool,
        cut: CancellationToken,
    }

    impl SilentProxy {
        async fn start(url: &str) -> SilentProxy {
            let config: tokio_postgres::Config = url.parse().expect("a connection string");
            let port = config.get_ports().first().copied().unwrap_or(5432);
            let host = match config.get_hosts().first() {
                Some(tokio_postgres::config::Host::Tcp(host)) => host.clone(),
                _ => "127.0.0.1".to_owned(),
            };
            let shown_host = host.clone();
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("a port");
            let proxied = listener.local_addr().expect("an address");
            let open: Arc<std::sync::Mutex<Vec<Arc<SilentConnection>>>> = Arc::default();
            let tracked = open.clone();
            tokio::spawn(async move {
                while let Ok((mut client, _)) = listener.accept().await {
                    let Ok(mut server) =
                        tokio::net::TcpStream::connect((host.as_str(), port)).await
                    else {
                        continue;
                    };
                    let connection = Arc::new(SilentConnection::default());
                    tracked
                        .lock()
                        .expect("not poisoned")
                        .push(connection.clone());
                    tokio::spawn(async move {
                        use tokio::io::{AsyncReadExt, AsyncWriteExt};
                        let (mut client_in, mut client_out) = client.split();
                        let (mut server_in, mut server_out) = server.split();
                        let (mut up, mut down) = ([0u8; 8192], [0u8; 8192]);
                        loop {
                            let silent =
                                connection.silent.load(std::sync::atomic::Ordering::SeqCst);
                            tokio::select! {
                                () = connection.cut.cancelled() => return,
                                read = client_in.read(&mut up) => match read {
                                    Ok(0) | Err(_) => return,
                                    Ok(n) if !silent => if server_out.write_all(&up[..n]).await.is_err() { return },
                                    Ok(_) => {}
                                },
                                read = server_in.read(&mut down) => match read {
                                    Ok(0) | Err(_) => return,
                                    Ok(n) if !silent => if client_out.write_all(&down[..n]).await.is_err() { return },
                                    Ok(_) => {}
                                },
                            }
                        }
                    });
                }
            });
            // The test server's URL names it by address and port.
            let url = url.replacen(&format!("{shown_host}:{port}"), &proxied.to_string(), 1);
            SilentProxy { url, open }
        }

        /// Every connection open now passes nothing more.
        fn fall_silent(&self) {
            for connection in self.open.lock().expect("not poisoned").iter() {
                connection
                    .silent
                    .store(true, std::sync::atomic::Ordering::SeqCst);
            }
        }

        /// Every silent connection is closed.
        fn cut_the_silent(&self) {
            for connection in self.open.lock().expect("not poisoned").iter() {
                if connection.silent.load(std::sync::atomic::Ordering::SeqCst) {
                    connection.cut.cancel();
                }
            }
        }
    }

    /// A peer gone without a word is given up in about a minute, unless the
    /// connection string says otherwise.
    #[test]
    fn silent_peers_are_given_up_unless_the_url_says_otherwise() {
        let config = connection_config("postgres://u@h/db", Durability::Full).expect("a config");
        assert_eq!(config.get_keepalives_idle(), Duration::from_secs(30));
        assert_eq!(
            config.get_keepalives_interval(),
            Some(Duration::from_secs(10))
        );
        assert_eq!(config.get_keepalives_retries(), Some(3));
        assert_eq!(
            config.get_tcp_user_timeout(),
            Some(&Duration::from_secs(30))
        );
        let own = connection_config(
            "postgres://u@h/db?keepalives_idle=300&tcp_user_timeout=60",
            Durability::Full,
        )
        .expect("a config");
        assert_eq!(own.get_keepalives_idle(), Duration::from_secs(300));
        assert_eq!(own.get_tcp_user_timeout(), Some(&Duration::from_secs(60)));
        assert!(connection_config("postgres://h:notaport/db", Durability::Full).is_err());
    }

    /// A listener only reads: when its connection goes half-open, nothing
    /// tells it so, and it would wait for notices for ever. It asks for an
    /// answer now and then, and one that does not come makes it connect
    /// again, and resync (what it missed is read from the log).
    #[tokio::test]
    async fn a_listener_whose_connection_goes_silent_connects_again_and_resyncs() {
        let Some(url) = fresh_database().await else {
            return;
        };
        let proxy = SilentProxy::start(&url).await;
        assert_ne!(proxy.url, url, "the store connects through the proxy");
        let (store, tasks) = PgStore::open(&proxy.url, Durability::Full)
            .await
            .expect("the store");
        let mut notices = store.notices();
        // The resync of the first LISTEN, if it came after `open`.
        tokio::time::sleep(Duration::from_millis(200)).await;
        while notices.try_recv().is_ok() {}
        proxy.fall_silent();
        let resynced = tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                if let Ok(Notice::Resync) = notices.recv().await {
                    return;
                }
            }
        })
        .await;
        assert!(
            resynced.is_ok(),
            "the listener noticed its silent connection and connected again"
        );
        // The pool's silent connections are cut, for the store to close.
        proxy.cut_the_silent();
        closed(store, tasks).await;
    }

    async fn closed(store: PgStore, tasks: TaskTracker) {
        store.close();
        tasks.close();
        tasks.wait().await;
    }

    /// Drops game `game`'s entries after `version`, as a database that
    /// lost its last acknowledged commits (a crash under `process`, or a
    /// failover to an asynchronous replica) does.
    async fn lose_after(store: &PgStore, game: &str, version: u64) {
        let client = store.pool.get().await.expect("a connection");
        client
            .execute(
                "DELETE FROM mountain_goats.log WHERE game_id = $1 AND version > $2",
                &[&game, &(version as i64)],
            )
            .await
            .expect("the tail is lost");
    }

    /// A stale copy cannot append on top of a replaced predecessor: server A
    /// holds versions 1–3 of a game; the database loses 2 and 3; server B
    /// (which read what the database holds) stores its own 2 and 3; A's next
    /// append, at 4, finds a version 3 there, but not the one it built on,
    /// and is refused `HistoryLost`, alone, in a batch, and in a
    /// transaction of several entries. The same append on top of B's
    /// entries is stored.
    #[tokio::test]
    async fn an_append_is_stored_only_on_the_entry_it_was_built_on() {
        let Some((store, tasks)) = opened().await else {
            return;
        };
        let games = ["alone", "batched", "together"];
        let mut stale = Vec::new();
        for game in games {
            let first = [joined(1)];
            let one = store
                .append_all(game, 1, None, &[Appending::entry(&first[0])], None)
                .await
                .expect("version 1");
            let (two, three) = (moved(2, "a2"), moved(3, "a3"));
            let two_link = store
                .append_all(game, 2, one, &[Appending::entry(&two)], None)
                .await
                .expect("version 2");
            let held = store
                .append_all(game, 3, two_link, &[Appending::entry(&three)], None)
                .await
                .expect("version 3");
            stale.push(held);
            lose_after(&store, game, 1).await;
            // B's own versions 2 and 3, on what the database holds.
            let (two_b, three_b) = (moved(2, "b2"), moved(3, "b3"));
            let b_two = store
                .append_all(game, 2, one, &[Appending::entry(&two_b)], None)
                .await
                .expect("B's version 2");
            store
                .append_all(game, 3, b_two, &[Appending::entry(&three_b)], None)
                .await
                .expect("B's version 3");
        }
        let four = moved(4, "a4");
        // Alone.
        let alone = store
            .append_all("alone", 4, stale[0], &[Appending::entry(&four)], None)
            .await;
        assert!(
            matches!(alone, Err(StoreError::HistoryLost { missing: 3, .. })),
            "{alone:?}"
        );
        // In a batch (a lead written alone, two queued behind it and written
        // together): each its own answer.
        for game in ["lead", "other"] {
            created(&store, game, &[joined(1)]).await;
        }
        let lead_link = store.link_at("lead", 1).await;
        let other_link = store.link_at("other", 1).await;
        let mut set = tokio::task::JoinSet::new();
        for (game, before) in [
            ("lead", lead_link),
            ("batched", stale[1]),
            ("other", other_link),
        ] {
            let (store, four) = (store.clone(), four.clone());
            set.spawn(async move {
                let result = store
                    .append_all(
                        game,
                        if game == "batched" { 4 } else { 2 },
                        before,
                        &[Appending::entry(&four)],
                        None,
                    )
                    .await;
                (game, result)
            });
        }
        let before = store.batcher.statements();
        let mut results = std::collections::HashMap::new();
        while let Some(done) = set.join_next().await {
            let (game, result) = done.expect("the append's task");
            results.insert(game, result);
        }
        assert!(
            store.batcher.statements() - before <= 2,
            "the two queued were written together"
        );
        assert!(
            matches!(
                results["batched"],
                Err(StoreError::HistoryLost { missing: 3, .. })
            ),
            "{results:?}"
        );
        assert!(
            results["lead"].is_ok() && results["other"].is_ok(),
            "{results:?}"
        );
        // Several entries in one transaction.
        let five = moved(5, "a5");
        let together = store
            .append_all(
                "together",
                4,
                stale[2],
                &[Appending::entry(&four), Appending::entry(&five)],
                None,
            )
            .await;
        assert!(
            matches!(together, Err(StoreError::HistoryLost { missing: 3, .. })),
            "{together:?}"
        );
        for game in games {
            let loaded = store
                .load_after(game, 0)
                .await
                .expect("load")
                .expect("a game");
            let ids: Vec<_> = loaded
                .entries
                .iter()
                .filter_map(|entry| match entry {
                    Entry::Moved { request_id, .. } => Some(request_id.as_str()),
                    _ => None,
                })
                .collect();
            assert_eq!(
                ids,
                ["b2", "b3"],
                "{game}: nothing of the stale copy's on B's"
            );
            assert!(
                loaded.links.iter().all(Option::is_some),
                "{game}: every entry linked"
            );
        }
        closed(store, tasks).await;
    }

    /// Appends written by one statement are answered each its own: stored,
    /// a version stored before, a move stored before, a version on top of
    /// a missing one. Only those stored change their game's row and are
    /// announced.
    #[tokio::test]
    async fn a_batch_answers_each_append_its_own() {
        let Some((store, tasks)) = opened().await else {
            return;
        };
        let mut notices = store.notices();
        for game in ["lead", "a", "b", "c", "d", "e"] {
            created(&store, game, &[joined(1), moved(2, "x")]).await;
        }
        let playing = |due| {
            Some(GameRow {
                status: Status::Playing,
                due_ms: Some(due),
                lobby: None,
            })
        };
        let (results, statements) = at_once(
            &store,
            vec![
                ("lead".into(), 3, joined(3), None),
                ("a".into(), 3, moved(3, "a3"), playing(30)),
                ("b".into(), 2, moved(3, "b2"), playing(31)),
                ("c".into(), 4, moved(4, "c4"), playing(32)),
                ("d".into(), 3, moved(3, "x"), playing(33)),
                ("e".into(), 3, joined(3), None),
            ],
        )
        .await;
        assert_eq!(
            statements, 2,
            "the lead alone, then one statement for the batch"
        );
        let results = &results[1..];
        assert!(results[0].is_ok(), "{:?}", results[0]);
        assert!(
            matches!(&results[1], Err(StoreError::Conflict { game, version: 2 }) if game == "b"),
            "{:?}",
            results[1]
        );
        assert!(
            matches!(&results[2], Err(StoreError::HistoryLost { game, missing: 3 }) if game == "c"),
            "{:?}",
            results[2]
        );
        assert!(
            matches!(&results[3], Err(StoreError::Conflict { game, version: 3 }) if game == "d"),
            "{:?}",
            results[3]
        );
        assert!(results[4].is_ok(), "{:?}", results[4]);
        for (game, versions) in [("a", 3), ("b", 2), ("c", 2), ("d", 2), ("e", 3)] {
            assert_eq!(stored_versions(&store, game).await, versions, "{game}");
        }
        let open = status_code(Status::Open);
        assert_eq!(
            game_row(&store, "a").await,
            (status_code(Status::Playing), Some(30))
        );
        for game in ["b", "c", "d", "e"] {
            assert_eq!(game_row(&store, game).await, (open, None), "{game}");
        }
        assert!(*store.health().borrow());
        let mut announced = std::collections::HashMap::new();
        while announced.get("a") != Some(&3) || announced.get("e") != Some(&3) {
            if let Notice::Appended { game, version } = notices.recv().await.expect("a notice") {
                announced.insert(game, version);
            }
        }
        assert!(
            ["b", "c", "d"]
                .iter()
                .all(|g| announced.get(*g) != Some(&3)),
            "{announced:?}"
        );
        // Alone, an append goes by a statement of its own, with the same
        // answers.
        let (alone, statements) = at_once(
            &store,
            vec![("a".into(), 3, moved(3, "a3 again"), playing(34))],
        )
        .await;
        assert_eq!(statements, 1);
        assert!(
            matches!(&alone[0], Err(StoreError::Conflict { version: 3, .. })),
            "{:?}",
            alone[0]
        );
        let (alone, _) = at_once(&store, vec![("a".into(), 4, moved(4, "x"), None)]).await;
        assert!(
            matches!(&alone[0], Err(StoreError::Conflict { version: 4, .. })),
            "the move was stored as version 2: {:?}",
            alone[0]
        );
        let (alone, _) = at_once(&store, vec![("a".into(), 5, joined(5), None)]).await;
        assert!(
            matches!(&alone[0], Err(StoreError::HistoryLost { missing: 4, .. })),
            "{:?}",
            alone[0]
        );
        let (alone, _) = at_once(&store, vec![("a".into(), 4, joined(4), playing(35))]).await;
        assert!(alone[0].is_ok(), "{:?}", alone[0]);
        assert_eq!(
            game_row(&store, "a").await,
            (status_code(Status::Playing), Some(35))
        );
        closed(store, tasks).await;
    }

    /// Concurrent moves of different games are written by fewer statements
    /// than moves.
    #[tokio::test]
    async fn concurrent_appends_share_a_statement() {
        let Some((store, tasks)) = opened().await else {
            return;
        };
        const GAMES: usize = 20;
        let names: Vec<String> = (0..GAMES).map(|i| format!("g{i}")).collect();
        for game in &names {
            created(&store, game, &[joined(1)]).await;
        }
        let (results, statements) = at_once(
            &store,
            names
                .iter()
                .map(|g| (g.clone(), 2, joined(2), None))
                .collect(),
        )
        .await;
        assert!(results.iter().all(Result::is_ok), "{results:?}");
        assert!(
            statements < GAMES,
            "{GAMES} appends took {statements} statements"
        );
        for game in &names {
            assert_eq!(stored_versions(&store, game).await, 2, "{game}");
        }
        closed(store, tasks).await;
    }

    /// Two appends of one game queued together are written one batch after
    /// the other, each judged on top of what the first stored.
    #[tokio::test]
    async fn a_game_appends_once_per_batch() {
        let Some((store, tasks)) = opened().await else {
            return;
        };
        for game in ["lead", "s", "t"] {
            created(&store, game, &[joined(1), joined(2)]).await;
        }
        let (results, statements) = at_once(
            &store,
            vec![
                ("lead".into(), 3, joined(3), None),
                ("s".into(), 3, joined(3), None),
                ("t".into(), 3, moved(3, "t3"), None),
                ("s".into(), 4, joined(4), None),
                ("t".into(), 3, moved(3, "t3 again"), None),
            ],
        )
        .await;
        let results = &results[1..];
        assert!(results[0].is_ok(), "{:?}", results[0]);
        assert!(results[1].is_ok(), "{:?}", results[1]);
        assert!(results[2].is_ok(), "{:?}", results[2]);
        assert!(
            matches!(&results[3], Err(StoreError::Conflict { version: 3, .. })),
            "{:?}",
            results[3]
        );
        assert_eq!(statements, 3, "the lead alone, then two batches");
        assert_eq!(stored_versions(&store, "s").await, 4);
        assert_eq!(stored_versions(&store, "t").await, 3);
        closed(store, tasks).await;
    }

    /// A caller that stops waiting for the append it is writing still has
    /// the appends queued behind it written.
    #[tokio::test]
    async fn appends_queued_behind_an_abandoned_one_are_written() {
        let Some((store, tasks)) = opened().await else {
            return;
        };
        const QUEUED: usize = 5;
        let names: Vec<String> = (0..=QUEUED).map(|i| format!("q{i}")).collect();
        let mut links = std::collections::HashMap::new();
        for game in &names {
            created(&store, game, &[joined(1)]).await;
            links.insert(game.clone(), store.link_at(game, 1).await);
        }
        let spawn = |game: &str| {
            let (store, game) = (store.clone(), game.to_owned());
            let link = links[&game];
            tokio::spawn(async move {
                let entry = joined(2);
                store
                    .append_all(&game, 2, link, &[Appending::entry(&entry)], None)
                    .await
            })
        };
        let lead = spawn(&names[0]);
        let queued: Vec<_> = names[1..].iter().map(|g| spawn(g)).collect();
        for _ in 0..1000 {
            if store.batcher.queued() == QUEUED {
                break;
            }
            tokio::task::yield_now().await;
        }
        assert_eq!(store.batcher.queued(), QUEUED, "queued behind the lead");
        lead.abort();
        for append in queued {
            let result = tokio::time::timeout(Duration::from_secs(10), append)
                .await
                .expect("answered, not left queued")
                .expect("the append's task");
            assert!(result.is_ok(), "{result:?}");
        }
        for game in &names[1..] {
            assert_eq!(stored_versions(&store, game).await, 2, "{game}");
        }
        closed(store, tasks).await;
    }

    /// An append the database refuses fails alone: the others of its batch
    /// are stored, and the store stays healthy.
    #[tokio::test]
    async fn a_refused_append_fails_alone() {
        let Some((store, tasks)) = opened().await else {
            return;
        };
        refuse_version(&store, 3, "the third entry fails").await;
        for game in ["lead", "bad", "good", "fine"] {
            created(&store, game, &[joined(1), joined(2)]).await;
        }
        let (results, _) = at_once(
            &store,
            vec![
                ("lead".into(), 3, joined(3), None),
                ("bad".into(), 3, joined(3), None),
                ("good".into(), 3, joined(3), None),
                ("fine".into(), 3, joined(3), None),
            ],
        )
        .await;
        let results = &results[1..];
        assert!(
            matches!(&results[0], Err(StoreError::Postgres(m)) if m.contains("the third entry fails")),
            "{:?}",
            results[0]
        );
        assert!(results[1].is_ok(), "{:?}", results[1]);
        assert!(results[2].is_ok(), "{:?}", results[2]);
        assert_eq!(stored_versions(&store, "bad").await, 2);
        assert_eq!(stored_versions(&store, "good").await, 3);
        assert!(*store.health().borrow());
        closed(store, tasks).await;
    }
}
