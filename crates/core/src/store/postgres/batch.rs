//! Group commit of single-entry appends: the appends that arrive while a
//! statement is in flight are written together by the next, one statement
//! (one transaction, one WAL flush) for all of them.
//!
//! An append that finds no statement in flight is written at once by its
//! own caller, alone: no timer holds it back, and no other task is woken.
//! The appends that arrive while a statement is in flight queue, and once
//! it ends a task writes them, batch after batch, each batch with one
//! `INSERT … SELECT … FROM unnest(…) WHERE EXISTS (the version before) ON
//! CONFLICT DO NOTHING`, which also updates the rows of the games whose
//! append was stored, until the queue is empty. Each append is answered
//! its own outcome: stored, conflict (another server stored that version
//! or that move first), or history lost (the version before it is
//! missing); the appends of a batch not stored, rare, are told apart by one
//! more query.
//!
//! A batch holds one append per game: a second one (a second writer of
//! the game on this server, a bug) waits for the next batch, so that it is
//! judged on top of the first, as it would be alone.
//!
//! A statement that fails for a reason other than the database being
//! unreachable is tried again one append at a time: a refusal that one
//! append caused, or a deadlock with another server's batch over the same
//! games, is then answered to that append alone.

use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::oneshot;
use tokio_postgres::error::SqlState;
use tokio_util::task::TaskTracker;

use super::{PgStore, unreachable};
use crate::hosted::GameRow;
use crate::store::{Link, StoreError, due_code, status_code};

/// Appends written by one statement, at most.
const MAX_BATCH: usize = 256;

/// An append alone, stored only on top of the entry it was built on (the
/// version before it, with the link the appender holds: see
/// [`Link`](crate::store::Link)): one row inserted, or none when that
/// entry is missing or is another; a unique violation when the version or
/// the move is stored already.
const ALONE: &str =
    "INSERT INTO mountain_goats.log (game_id, version, entry, seat, request_id, link)
     SELECT $1::text, $2::bigint, $3::text, $4::integer, $5::text, $6::bytea
     WHERE EXISTS (SELECT 1 FROM mountain_goats.log
                   WHERE game_id = $1::text AND version = $2::bigint - 1
                     AND link IS NOT DISTINCT FROM $7::bytea)";
/// An append alone that changes the game's row, in one statement.
const ALONE_WITH_ROW: &str =
    "WITH l AS (INSERT INTO mountain_goats.log (game_id, version, entry, seat, request_id, link)
           SELECT $1::text, $2::bigint, $3::text, $4::integer, $5::text, $9::bytea
           WHERE EXISTS (SELECT 1 FROM mountain_goats.log
                         WHERE game_id = $1::text AND version = $2::bigint - 1
                           AND link IS NOT DISTINCT FROM $10::bytea)
           RETURNING 1),
     g AS (UPDATE mountain_goats.games
           SET status = $6, due_ms = $7, lobby = CASE WHEN $8::text IS NULL THEN NULL ELSE lobby END
           WHERE game_id = $1 AND EXISTS (SELECT 1 FROM l))
     SELECT count(*) FROM l";
/// Several appends (of as many games) in one statement: each inserted only
/// on top of the entry it was built on and unless its version or its move
/// is stored already; the rows of the games whose append was inserted
/// change. Answers the games of the appends inserted.
const TOGETHER: &str = "WITH l AS (
        INSERT INTO mountain_goats.log (game_id, version, entry, seat, request_id, link)
        SELECT a.game_id, a.version, a.entry, a.seat, a.request_id, a.link
        FROM unnest($1::text[], $2::bigint[], $3::text[], $4::integer[], $5::text[],
                    $10::bytea[], $11::bytea[])
            AS a(game_id, version, entry, seat, request_id, link, before)
        WHERE EXISTS (SELECT 1 FROM mountain_goats.log p
                      WHERE p.game_id = a.game_id AND p.version = a.version - 1
                        AND p.link IS NOT DISTINCT FROM a.before)
        ON CONFLICT DO NOTHING
        RETURNING game_id
    ),
    u AS (
        UPDATE mountain_goats.games AS t
        SET status = r.status, due_ms = r.due_ms,
            lobby = CASE WHEN r.lobby IS NULL THEN NULL ELSE t.lobby END
        FROM unnest($6::text[], $7::smallint[], $8::bigint[], $9::text[])
            AS r(game_id, status, due_ms, lobby)
        WHERE t.game_id = r.game_id AND r.game_id IN (SELECT game_id FROM l)
    )
    SELECT game_id FROM l";
/// Of appends not inserted by [`TOGETHER`], the games whose entry the
/// append was built on is stored: those conflicted; the others' history is
/// lost. An entry is never removed or replaced while the database keeps
/// what it acknowledged, and it was stored before the append was made (the
/// server built the append on top of it), so what this finds is what the
/// insert found.
const FOLLOWING: &str = "SELECT a.game_id FROM unnest($1::text[], $2::bigint[], $3::bytea[])
         AS a(game_id, version, before)
     WHERE EXISTS (SELECT 1 FROM mountain_goats.log p
                   WHERE p.game_id = a.game_id AND p.version = a.version - 1
                     AND p.link IS NOT DISTINCT FROM a.before)";

/// One entry to append on its own, as stored.
pub(super) struct Single {
    pub game_id: String,
    pub version: i64,
    pub text: String,
    pub seat: Option<i32>,
    pub request_id: Option<String>,
    /// The game's row after the entry, when it changes.
    pub row: Option<GameRow>,
    /// The link of the entry this one was built on (none: it has none).
    pub before: Option<Link>,
    /// This entry's link.
    pub link: Link,
}

/// An append queued, and where its answer goes.
struct Queued {
    single: Single,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// Where appends gather into batches; cheap to clone.
#[derive(Clone)]
pub(super) struct Batcher(Arc<Shared>);

struct Shared {
    pending: Mutex<Pending>,
    /// Where the task that writes a busy spell's batches runs.
    tasks: TaskTracker,
    /// Writing statements sent, for the tests.
    #[cfg(test)]
    statements: std::sync::atomic::AtomicUsize,
}

#[derive(Default)]
struct Pending {
    /// Appends waiting for the statement in flight to end, oldest first.
    queue: VecDeque<Queued>,
    /// Whether a statement is in flight: whoever sent it writes what
    /// queued meanwhile, or has it written, before it lets go.
    busy: bool,
}

fn guard(mutex: &Mutex<Pending>) -> MutexGuard<'_, Pending> {
    // Nothing panics while holding it; a poisoned queue is still sound.
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Batcher {
    pub(super) fn new(tasks: TaskTracker) -> Batcher {
        Batcher(Arc::new(Shared {
            pending: Mutex::default(),
            tasks,
            #[cfg(test)]
            statements: std::sync::atomic::AtomicUsize::new(0),
        }))
    }

    /// Writing statements sent so far.
    #[cfg(test)]
    pub(super) fn statements(&self) -> usize {
        self.0.statements.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Appends waiting for the statement in flight.
    #[cfg(test)]
    pub(super) fn queued(&self) -> usize {
        guard(&self.0.pending).queue.len()
    }

    /// Appends `single` to `store` and waits for its answer: at once, by a
    /// statement of its own, when no statement is in flight; otherwise with
    /// the next batch.
    pub(super) async fn append(&self, store: &PgStore, single: Single) -> Result<(), StoreError> {
        let (done, answer) = oneshot::channel();
        let queued = Queued { single, done };
        let lead = {
            let mut pending = guard(&self.0.pending);
            if pending.busy {
                pending.queue.push_back(queued);
                None
            } else {
                pending.busy = true;
                Some(queued)
            }
        };
        if let Some(queued) = lead {
            // Hands over when dropped: a caller that stops waiting
            // mid-statement still has what queued behind it written.
            let leading = Leading(store);
            write(store, vec![queued]).await;
            drop(leading);
        }
        // Dropped unanswered only when the runtime is going away.
        answer.await.unwrap_or(Err(StoreError::Closed))
    }
}

/// An append written by its own caller, with no batch in flight.
struct Leading<'a>(&'a PgStore);

impl Drop for Leading<'_> {
    /// Lets go, or, when appends queued meanwhile, has a task write them:
    /// the caller gets its answer without waiting for others' batches.
    fn drop(&mut self) {
        let store = self.0;
        let shared = &store.batcher.0;
        let mut pending = guard(&shared.pending);
        if pending.queue.is_empty() {
            pending.busy = false;
            return;
        }
        if tokio::runtime::Handle::try_current().is_err() {
            // No runtime to write them on: they are answered `Closed`.
            pending.queue.clear();
            pending.busy = false;
            return;
        }
        drop(pending);
        shared.tasks.spawn(flush(store.clone()));
    }
}

/// Writes batch after batch of what is queued, until nothing is.
async fn flush(store: PgStore) {
    loop {
        let batch = {
            let mut pending = guard(&store.batcher.0.pending);
            let batch = gather(&mut pending.queue);
            if batch.is_empty() {
                pending.busy = false;
                return;
            }
            batch
        };
        write(&store, batch).await;
    }
}

/// How one append of a batch ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Stored,
    Conflict,
    HistoryLost,
}

/// Why a statement answered nothing.
enum Failure {
    /// No connection (the store is closed, busy or cannot connect).
    Store(StoreError),
    /// The database refused or lost the statement.
    Statement(tokio_postgres::Error),
}

/// The next batch from `queue`: one append per game, oldest first, at most
/// [`MAX_BATCH`]; the rest stays queued, in order.
fn gather(queue: &mut VecDeque<Queued>) -> Vec<Queued> {
    let mut batch: Vec<Queued> = Vec::new();
    let mut games: HashSet<String> = HashSet::new();
    let mut rest = VecDeque::new();
    while let Some(queued) = queue.pop_front() {
        if batch.len() < MAX_BATCH && games.insert(queued.single.game_id.clone()) {
            batch.push(queued);
        } else {
            rest.push_back(queued);
        }
    }
    *queue = rest;
    // Every server's batches take the games' locks in the same order, so
    // two of them over the same games wait for each other instead of
    // deadlocking (mostly: the plan decides; a deadlock is retried).
    batch.sort_by(|a, b| a.single.game_id.cmp(&b.single.game_id));
    batch
}

/// Writes `batch` and answers each of its appends; announces those stored.
async fn write(store: &PgStore, batch: Vec<Queued>) {
    let (singles, answers): (Vec<Single>, Vec<_>) =
        batch.into_iter().map(|q| (q.single, q.done)).unzip();
    let outcomes = match statement(store, &singles).await {
        Ok(outcomes) => outcomes,
        Err(Failure::Statement(error)) if singles.len() > 1 && !unreachable(&error) => {
            tracing::debug!(error = %super::database_error(&error), appends = singles.len(), "a batch of appends failed; writing them one by one");
            let mut outcomes = Vec::with_capacity(singles.len());
            for single in &singles {
                let alone = statement(store, std::slice::from_ref(single)).await;
                outcomes.push(match alone {
                    Ok(mut one) => one.pop().unwrap_or_else(|| Err(unanswered())),
                    Err(failure) => Err(failed(store, failure)),
                });
            }
            outcomes
        }
        Err(failure) => {
            let error = failed(store, failure);
            singles.iter().map(|_| Err(copy(&error))).collect()
        }
    };
    let mut stored = false;
    for ((single, done), outcome) in singles.iter().zip(answers).zip(outcomes) {
        let version = single.version.max(0) as u64;
        let answer = match outcome {
            Ok(Outcome::Stored) => {
                stored = true;
                store.announcer.announce(&single.game_id, version);
                Ok(())
            }
            Ok(Outcome::Conflict) => Err(StoreError::Conflict {
                game: single.game_id.clone(),
                version,
            }),
            Ok(Outcome::HistoryLost) => Err(StoreError::HistoryLost {
                game: single.game_id.clone(),
                missing: version.saturating_sub(1),
            }),
            Err(error) => Err(error),
        };
        // An appender that stopped waiting has nobody to tell.
        let _ = done.send(answer);
    }
    if stored {
        store
            .set_writable
            .send_if_modified(|w| !std::mem::replace(w, true));
    }
}

/// The answer for an append the statement said nothing about.
fn unanswered() -> StoreError {
    StoreError::Commit("the database gave no answer for this append".into())
}

/// The error a failed statement answers.
fn failed(store: &PgStore, failure: Failure) -> StoreError {
    match failure {
        Failure::Store(error) => error,
        Failure::Statement(error) => store.failed(&error),
    }
}

/// The same error again, for another append of the batch.
fn copy(error: &StoreError) -> StoreError {
    match error {
        StoreError::Busy(message) => StoreError::Busy(message.clone()),
        StoreError::Postgres(message) => StoreError::Postgres(message.clone()),
        StoreError::Closed => StoreError::Closed,
        other => StoreError::Postgres(other.to_string()),
    }
}

/// Sends `batch` as one statement; each append's outcome, in order.
///
/// An append alone goes by a statement of its own kind: PostgreSQL plans
/// [`TOGETHER`] anew for each call while it is called with one append (its
/// plan for one row looks cheaper than the generic plan), which cost about
/// 0.2 ms a time here, more than the append itself.
async fn statement(
    store: &PgStore,
    batch: &[Single],
) -> Result<Vec<Result<Outcome, StoreError>>, Failure> {
    let client = store.client().await.map_err(Failure::Store)?;
    #[cfg(test)]
    store
        .batcher
        .0
        .statements
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    match batch {
        [one] => Ok(vec![Ok(alone(&client, one).await?)]),
        _ => together(store, &client, batch).await,
    }
}

/// Appends `single` by itself.
async fn alone(client: &deadpool_postgres::Object, single: &Single) -> Result<Outcome, Failure> {
    let Single {
        game_id,
        version,
        text,
        seat,
        request_id,
        row,
        before,
        link,
    } = single;
    let (link, before) = (link.as_bytes(), before.as_ref().map(Link::as_bytes));
    let stored = match row {
        None => {
            let prepared = client
                .prepare_cached(ALONE)
                .await
                .map_err(Failure::Statement)?;
            client
                .execute(
                    &prepared,
                    &[game_id, version, text, seat, request_id, &link, &before],
                )
                .await
        }
        Some(row) => {
            let prepared = client
                .prepare_cached(ALONE_WITH_ROW)
                .await
                .map_err(Failure::Statement)?;
            client
                .query_one(
                    &prepared,
                    &[
                        game_id,
                        version,
                        text,
                        seat,
                        request_id,
                        &status_code(row.status),
                        &due_code(row.due_ms),
                        &row.lobby,
                        &link,
                        &before,
                    ],
                )
                .await
                .and_then(|r| r.try_get::<_, i64>(0))
                .map(|n| n.max(0) as u64)
        }
    };
    match stored {
        Ok(1) => Ok(Outcome::Stored),
        Ok(_) => Ok(Outcome::HistoryLost),
        Err(error) if error.code() == Some(&SqlState::UNIQUE_VIOLATION) => Ok(Outcome::Conflict),
        Err(error) => Err(Failure::Statement(error)),
    }
}

/// Appends `batch` (two or more, of as many games) in one statement.
async fn together(
    store: &PgStore,
    client: &deadpool_postgres::Object,
    batch: &[Single],
) -> Result<Vec<Result<Outcome, StoreError>>, Failure> {
    let games: Vec<&str> = batch.iter().map(|s| s.game_id.as_str()).collect();
    let versions: Vec<i64> = batch.iter().map(|s| s.version).collect();
    let entries: Vec<&str> = batch.iter().map(|s| s.text.as_str()).collect();
    let seats: Vec<Option<i32>> = batch.iter().map(|s| s.seat).collect();
    let requests: Vec<Option<&str>> = batch.iter().map(|s| s.request_id.as_deref()).collect();
    let links: Vec<&[u8]> = batch.iter().map(|s| s.link.as_bytes()).collect();
    let befores: Vec<Option<&[u8]>> = batch
        .iter()
        .map(|s| s.before.as_ref().map(Link::as_bytes))
        .collect();
    let rows: Vec<(&str, &GameRow)> = batch
        .iter()
        .filter_map(|s| Some((s.game_id.as_str(), s.row.as_ref()?)))
        .collect();
    let row_games: Vec<&str> = rows.iter().map(|(game, _)| *game).collect();
    let statuses: Vec<i16> = rows.iter().map(|(_, r)| status_code(r.status)).collect();
    let dues: Vec<Option<i64>> = rows.iter().map(|(_, r)| due_code(r.due_ms)).collect();
    let lobbies: Vec<Option<&str>> = rows.iter().map(|(_, r)| r.lobby.as_deref()).collect();
    let prepared = client
        .prepare_cached(TOGETHER)
        .await
        .map_err(Failure::Statement)?;
    let inserted = client
        .query(
            &prepared,
            &[
                &games, &versions, &entries, &seats, &requests, &row_games, &statuses, &dues,
                &lobbies, &links, &befores,
            ],
        )
        .await
        .map_err(Failure::Statement)?;
    // Committed already: a failure from here on is an answer, never a
    // reason to write the batch again.
    let stored = inserted
        .iter()
        .map(|row| row.try_get(0))
        .collect::<Result<HashSet<&str>, _>>();
    let stored = match stored {
        Ok(stored) => stored,
        Err(error) => {
            let error = store.failed(&error);
            return Ok(batch.iter().map(|_| Err(copy(&error))).collect());
        }
    };
    if stored.len() == batch.len() {
        return Ok(batch.iter().map(|_| Ok(Outcome::Stored)).collect());
    }
    let missed: Vec<&Single> = batch
        .iter()
        .filter(|s| !stored.contains(s.game_id.as_str()))
        .collect();
    let missed_games: Vec<&str> = missed.iter().map(|s| s.game_id.as_str()).collect();
    let missed_versions: Vec<i64> = missed.iter().map(|s| s.version).collect();
    let missed_befores: Vec<Option<&[u8]>> = missed
        .iter()
        .map(|s| s.before.as_ref().map(Link::as_bytes))
        .collect();
    let following = match client.prepare_cached(FOLLOWING).await {
        Ok(prepared) => client
            .query(
                &prepared,
                &[&missed_games, &missed_versions, &missed_befores],
            )
            .await
            .and_then(|rows| {
                rows.iter()
                    .map(|row| row.try_get::<_, String>(0))
                    .collect::<Result<HashSet<String>, _>>()
            }),
        Err(error) => Err(error),
    };
    let following = match following {
        Ok(following) => following,
        Err(error) => {
            let error = store.failed(&error);
            return Ok(batch
                .iter()
                .map(|s| {
                    if stored.contains(s.game_id.as_str()) {
                        Ok(Outcome::Stored)
                    } else {
                        Err(copy(&error))
                    }
                })
                .collect());
        }
    };
    Ok(batch
        .iter()
        .map(|s| {
            Ok(if stored.contains(s.game_id.as_str()) {
                Outcome::Stored
            } else if following.contains(&s.game_id) {
                Outcome::Conflict
            } else {
                Outcome::HistoryLost
            })
        })
        .collect())
}
