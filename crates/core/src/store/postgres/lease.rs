//! Which server is each game's home.
//!
//! A game's home is the one server that runs its clock, its house bots and
//! its matchmaking fill: `games.home` names it, and `games.home_epoch`
//! counts the game's changes of home. A server is alive while two things
//! hold: its row in `servers` was renewed within [`TTL`], and the database
//! session that renews it is still connected: that session holds an
//! advisory lock whose key is in the row (`servers.lock_key`), and
//! `pg_locks` shows it to every role (`pg_stat_activity` hides another
//! role's sessions from a role without `pg_read_all_stats`, so servers
//! connecting as different roles would each count the others dead). The
//! second makes a server killed outright lose its games at once, since its
//! operating system closes the session and the lock goes with it; the first
//! covers a server that is cut off or stuck without its connection closing.
//! Rows of servers from before the lock (no `lock_key`) are judged by their
//! session in `pg_stat_activity`, as they were, for a rolling upgrade.
//!
//! A server takes a game when it loads it to write, or when the game is due
//! and its home is dead ([`DUE`]); it gives the game back when the game
//! leaves its memory, and all of them when it shuts down. A server that
//! cannot renew in time lapses: it starts a new incarnation under a new
//! name, and every claim of the old one is void, on its side too, before
//! anyone else can count it dead.

use std::sync::Mutex;
use std::time::Duration;

use tokio::sync::watch;
use tokio::time::Instant;
use tokio_postgres_rustls::MakeRustlsConnect;
use tokio_util::sync::CancellationToken;

use super::{RETRY_EVERY, database_error};

/// How long a server's lease lasts without renewal.
pub(super) const TTL: Duration = Duration::from_secs(3);
/// How often it is renewed.
const RENEW_EVERY: Duration = Duration::from_millis(500);

/// The servers alive now: renewed in time, and their session connected
/// (holding its lock; a row from before the lock: its session listed), said
/// once and used by [`LIVE`], [`CLAIM`] and [`DUE`].
macro_rules! live {
    () => {
        "SELECT s.id FROM mountain_goats.servers s
         WHERE s.until > now() AND CASE WHEN s.lock_key IS NULL
           THEN EXISTS (SELECT 1 FROM pg_stat_activity a
                        WHERE a.pid = s.pid AND a.backend_start = s.started)
           ELSE EXISTS (SELECT 1 FROM pg_locks l
                        WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
                          AND l.database = (SELECT oid FROM pg_database
                                            WHERE datname = current_database())
                          AND l.classid::bigint = (s.lock_key >> 32) & 4294967295
                          AND l.objid::bigint = s.lock_key & 4294967295) END"
    };
}

/// The servers alive now, for the tests.
#[cfg(test)]
const LIVE: &str = live!();

/// Takes game `$1` for server `$2` unless another live server holds it;
/// returns the game's epoch, one more than before when the home changes.
pub(super) const CLAIM: &str = concat!(
    "WITH live AS (",
    live!(),
    ")
     UPDATE mountain_goats.games g
     SET home = $2,
         home_epoch = g.home_epoch + CASE WHEN g.home IS NOT DISTINCT FROM $2 THEN 0 ELSE 1 END
     WHERE g.game_id = $1
       AND (g.home IS NULL OR g.home = $2 OR g.home NOT IN (SELECT id FROM live))
     RETURNING g.home_epoch"
);

/// Games due by `$1` whose home is nobody, server `$2`, or a dead server,
/// soonest first, at most `$3`.
pub(super) const DUE: &str = concat!(
    "WITH live AS (",
    live!(),
    ")
     SELECT g.game_id FROM mountain_goats.games g
     WHERE g.due_ms <= $1
       AND (g.home IS NULL OR g.home = $2 OR g.home NOT IN (SELECT id FROM live))
     ORDER BY g.due_ms LIMIT $3"
);

/// Takes the session's lock `$1` (a key of this incarnation's own): true
/// when taken, false when another session holds that key.
const LOCK: &str = "SELECT pg_try_advisory_lock($1)";
const REGISTER: &str = "INSERT INTO mountain_goats.servers (id, pid, started, until, lock_key)
     SELECT $1, pid, backend_start, now() + $2 * interval '1 millisecond', $3
     FROM pg_stat_activity WHERE pid = pg_backend_pid()";
/// The database's clock, in milliseconds since the Unix epoch.
const CLOCK: &str = "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint";
/// Renews the lease; answers the database's clock, in milliseconds since
/// the Unix epoch, which the server's clock is corrected to.
const RENEW: &str = "UPDATE mountain_goats.servers
     SET until = now() + $2 * interval '1 millisecond'
     WHERE id = $1 AND pid = pg_backend_pid() AND until > now()
     RETURNING (extract(epoch FROM clock_timestamp()) * 1000)::bigint";
/// Rows of servers dead for a day are of no use to anyone.
const FORGET_DEAD: &str =
    "DELETE FROM mountain_goats.servers WHERE until < now() - interval '1 day'";
const LEAVE: &str = "UPDATE mountain_goats.games SET home = NULL WHERE home = $1";
const UNREGISTER: &str = "DELETE FROM mountain_goats.servers WHERE id = $1";

/// This server's lease, as the store's calls see it.
#[derive(Debug)]
pub(super) struct Lease {
    /// The name of this incarnation, while its lease holds.
    current: Mutex<Option<String>>,
    incarnation: watch::Sender<u64>,
    /// What the database's clock reads minus this server's, measured at
    /// each renewal ([`Clock::Offset`](crate::clock::Clock::Offset)).
    pub(super) offset_ms: std::sync::Arc<std::sync::atomic::AtomicI64>,
    /// A test's skew of this server's clock, as the lease reads it.
    #[cfg(test)]
    pub(super) skew_ms: std::sync::atomic::AtomicI64,
}

impl Lease {
    pub(super) fn new() -> Lease {
        Lease {
            current: Mutex::new(None),
            incarnation: watch::Sender::new(0),
            offset_ms: std::sync::Arc::default(),
            #[cfg(test)]
            skew_ms: std::sync::atomic::AtomicI64::new(0),
        }
    }

    /// This server's clock, as the offset is measured against.
    fn local_ms(&self) -> i64 {
        let now = crate::hosted::now_ms() as i64;
        #[cfg(test)]
        let now = now + self.skew_ms.load(std::sync::atomic::Ordering::SeqCst);
        now
    }

    /// Keeps the offset measured by a statement that read the database's
    /// clock `database_ms` between the local readings `before` and `after`.
    fn measured(&self, before: i64, database_ms: i64, after: i64) {
        self.offset_ms.store(
            offset(before, database_ms, after),
            std::sync::atomic::Ordering::Relaxed,
        );
    }

    /// The name to claim games under and its incarnation, while the lease
    /// holds.
    pub(super) fn current(&self) -> Option<(String, u64)> {
        let current = self.current.lock().unwrap_or_else(|p| p.into_inner());
        current
            .clone()
            .map(|name| (name, *self.incarnation.borrow()))
    }

    pub(super) fn incarnation(&self) -> watch::Receiver<u64> {
        self.incarnation.subscribe()
    }

    fn hold(&self, name: Option<String>) {
        *self.current.lock().unwrap_or_else(|p| p.into_inner()) = name;
    }

    /// Voids every claim made so far.
    fn lapse(&self) {
        self.hold(None);
        self.incarnation.send_modify(|i| *i += 1);
    }
}

/// The database's clock minus the local one, from a reading of the
/// database's between two local readings: the local time of the reading is
/// taken as the middle of the two (the round trip's halves alike).
fn offset(before: i64, database_ms: i64, after: i64) -> i64 {
    database_ms - (before + (after - before) / 2)
}

/// A fresh name for an incarnation of this server.
fn new_name() -> String {
    let mut bytes = [0u8; 6];
    // Without OS randomness the process id and the time still tell
    // incarnations apart.
    let _ = getrandom::fill(&mut bytes);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!("{}-{}-{nanos:08x}", std::process::id(), hex::encode(bytes))
}

/// Takes an advisory lock of a random key no other session holds, on the
/// lease's own session, and answers its key.
async fn lock(client: &tokio_postgres::Client) -> Result<i64, tokio_postgres::Error> {
    loop {
        let mut bytes = [0u8; 8];
        let _ = getrandom::fill(&mut bytes);
        let key = i64::from_le_bytes(bytes);
        let taken: bool = client.query_one(LOCK, &[&key]).await?.get(0);
        if taken {
            return Ok(key);
        }
    }
}

/// Keeps this server's lease, on a connection of its own, until the store
/// closes; then gives up its games and its row. `leased` is told once the
/// first lease is in place.
pub(super) async fn run(
    config: tokio_postgres::Config,
    tls: MakeRustlsConnect,
    lease: std::sync::Arc<Lease>,
    stop: CancellationToken,
    leased: tokio::sync::oneshot::Sender<()>,
) {
    let mut leased = Some(leased);
    let ttl_ms = TTL.as_millis() as f64;
    while !stop.is_cancelled() {
        let connected = tokio::select! {
            () = stop.cancelled() => return,
            connected = config.connect(tls.clone()) => connected,
        };
        let (client, connection) = match connected {
            Ok(connected) => connected,
            Err(error) => {
                tracing::warn!(error = %database_error(&error), "the lease cannot connect; trying again");
                tokio::select! {
                    () = stop.cancelled() => return,
                    () = tokio::time::sleep(RETRY_EVERY) => continue,
                }
            }
        };
        let driver = tokio::spawn(connection);
        let name = new_name();
        // The lock first, so that the row is never seen without it.
        let key = match lock(&client).await {
            Ok(key) => key,
            Err(error) => {
                tracing::warn!(error = %database_error(&error), "this server's lease lock could not be taken; trying again");
                driver.abort();
                tokio::select! {
                    () = stop.cancelled() => return,
                    () = tokio::time::sleep(RETRY_EVERY) => continue,
                }
            }
        };
        let registered = client.execute(REGISTER, &[&name, &ttl_ms, &key]).await;
        if let Err(error) = registered {
            tracing::warn!(error = %database_error(&error), "registering this server failed; trying again");
            driver.abort();
            tokio::select! {
                () = stop.cancelled() => return,
                () = tokio::time::sleep(RETRY_EVERY) => continue,
            }
        }
        // Renewal counts from before the statement: the database's clock
        // started the lease no earlier than that.
        let mut valid_until = Instant::now() + TTL;
        // The clock's offset before the first claim under this lease.
        let before = lease.local_ms();
        if let Ok(row) = client.query_one(CLOCK, &[]).await
            && let Ok(database_ms) = row.try_get::<_, i64>(0)
        {
            lease.measured(before, database_ms, lease.local_ms());
        }
        lease.hold(Some(name.clone()));
        tracing::info!(server = %name, "this server's lease on its games began");
        if let Some(tx) = leased.take() {
            let _ = tx.send(());
        }
        let _ = client.execute(FORGET_DEAD, &[]).await;
        loop {
            tokio::select! {
                () = stop.cancelled() => {
                    // Others may take the games at once, rather than when
                    // the lease runs out.
                    lease.hold(None);
                    let left = client.execute(LEAVE, &[&name]).await;
                    let _ = client.execute(UNREGISTER, &[&name]).await;
                    if let Err(error) = left {
                        tracing::warn!(error = %database_error(&error), "giving the games up at shutdown failed; they pass on when the lease runs out");
                    }
                    driver.abort();
                    return;
                }
                () = tokio::time::sleep(RENEW_EVERY) => {}
            }
            let asked = Instant::now();
            let before = lease.local_ms();
            let params: [&(dyn tokio_postgres::types::ToSql + Sync); 2] = [&name, &ttl_ms];
            let renewed = tokio::select! {
                renewed = client.query_opt(RENEW, &params) => renewed,
                () = tokio::time::sleep_until(valid_until) => Ok(None),
            };
            match renewed {
                Ok(Some(row)) if Instant::now() < valid_until => {
                    valid_until = asked + TTL;
                    if let Ok(database_ms) = row.try_get::<_, i64>(0) {
                        lease.measured(before, database_ms, lease.local_ms());
                    }
                }
                Ok(_) => {
                    tracing::error!(server = %name, "this server's lease lapsed; its games are given up and claimed again as needed");
                    break;
                }
                Err(error) => {
                    tracing::error!(server = %name, error = %database_error(&error), "renewing this server's lease failed; its games are given up");
                    break;
                }
            }
        }
        lease.lapse();
        driver.abort();
    }
}

#[cfg(test)]
mod tests {
    use crate::store::Durability;
    use crate::store::postgres::PgStore;
    use crate::store::postgres::tests::fresh_database;

    /// A server that connects as another role, with no right to read other
    /// roles' sessions (`pg_read_all_stats`), still sees this server alive:
    /// liveness is the lease row and the lock its session holds, which
    /// `pg_locks` shows to every role (`pg_stat_activity` hides another
    /// role's `backend_start`: each would count the others dead).
    #[tokio::test]
    async fn another_role_sees_a_live_server_alive() {
        let Some(url) = fresh_database().await else {
            return;
        };
        let (store, tasks) = PgStore::open(&url, Durability::Full)
            .await
            .expect("the store");
        let (admin, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
            .await
            .expect("the test database");
        let driver = tokio::spawn(connection);
        let mut bytes = [0u8; 6];
        getrandom::fill(&mut bytes).expect("randomness");
        let role = format!("mg_peer_{}", hex::encode(bytes));
        admin
            .batch_execute(&format!(
                "CREATE ROLE {role} LOGIN NOSUPERUSER;
                 GRANT USAGE ON SCHEMA mountain_goats TO {role};
                 GRANT SELECT ON mountain_goats.servers TO {role};"
            ))
            .await
            .expect("a role of its own");
        let peer_url = url.replacen("://postgres@", &format!("://{role}@"), 1);
        assert_ne!(peer_url, url, "the test URL names the user postgres");
        let (peer, peer_connection) = tokio_postgres::connect(&peer_url, tokio_postgres::NoTls)
            .await
            .expect("the other role connects");
        let peer_driver = tokio::spawn(peer_connection);
        let alive = peer
            .query(super::LIVE, &[])
            .await
            .expect("the other role reads who is alive");
        assert_eq!(alive.len(), 1, "the one server, alive to another role");
        let id: String = alive[0].get(0);
        // Its lease session gone (the lock with it), the server is dead at
        // once, though its row's lease has seconds to run.
        admin
            .execute(
                "SELECT pg_terminate_backend(pid) FROM mountain_goats.servers WHERE id = $1",
                &[&id],
            )
            .await
            .expect("the lease session is cut");
        let mut dead = false;
        for _ in 0..50 {
            let alive = peer.query(super::LIVE, &[]).await.expect("who is alive");
            if !alive.iter().any(|row| row.get::<_, String>(0) == id) {
                dead = true;
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        assert!(
            dead,
            "a server whose session is gone is dead at once, to every role"
        );
        drop(peer);
        let _ = peer_driver.await;
        store.close();
        tasks.close();
        tasks.wait().await;
        let _ = admin
            .batch_execute(&format!("DROP OWNED BY {role}; DROP ROLE {role};"))
            .await;
        drop(admin);
        let _ = driver.await;
    }
}
