//! Group commit of single-entry appends: the appends that arrive while a
//! statement is in flight are written together by the next, one statement
//! (one transaction, one WAL flush) for all of them.
//!
//! One task writes. It waits for an append, takes every other one queued
//! by then, and writes them with one `INSERT … SELECT … FROM unnest(…)`,
//! which also updates the rows of the games whose append was stored and
//! says, for each append, whether it was stored, conflicted (another
//! server stored that version or that move first) or found the version
//! before it missing. A lone append is written at once; no timer holds it
//! back. The batch is what queued while the previous statement ran.
//!
//! A batch holds one append per game: a second one (a second writer of
//! the game on this server, a bug) waits for the next batch, so that it is
//! judged on top of the first, as it would be alone.
//!
//! A statement that fails for a reason other than the database being
//! unreachable is tried again one append at a time: a refusal that one
//! append caused, or a deadlock with another server's batch over the same
//! games, is then answered to that append alone.

use std::collections::{HashMap, HashSet, VecDeque};

use tokio::sync::{mpsc, oneshot};
use tokio_postgres::error::SqlState;

use super::{PgStore, unreachable};
use crate::hosted::GameRow;
use crate::store::{StoreError, due_code, status_code};

/// Appends written by one statement, at most.
const MAX_BATCH: usize = 256;

/// The appends of a batch, as one statement: each one is inserted only on
/// top of the version before it and unless its version or its move is
/// stored already; the games' rows change for the appends inserted only.
/// Answers one row per append: its game and `0` stored, `1` not stored
/// because that version or move exists (a conflict), `2` not stored
/// because the version before it is missing. All of it sees one snapshot,
/// so the last two are told apart as the insert's own check saw them.
const WRITE: &str = "WITH a AS (
        SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::integer[], $5::text[])
            AS a(game_id, version, entry, seat, request_id)
    ),
    l AS (
        INSERT INTO mountain_goats.log (game_id, version, entry, seat, request_id)
        SELECT a.game_id, a.version, a.entry, a.seat, a.request_id FROM a
        WHERE EXISTS (SELECT 1 FROM mountain_goats.log p
                      WHERE p.game_id = a.game_id AND p.version = a.version - 1)
        ON CONFLICT DO NOTHING
        RETURNING game_id
    ),
    u AS (
        UPDATE mountain_goats.games AS t
        SET status = r.status, due_ms = r.due_ms, lobby = r.lobby
        FROM unnest($6::text[], $7::smallint[], $8::bigint[], $9::text[])
            AS r(game_id, status, due_ms, lobby)
        WHERE t.game_id = r.game_id AND r.game_id IN (SELECT game_id FROM l)
    )
    SELECT a.game_id,
           CASE WHEN l.game_id IS NOT NULL THEN 0
                WHEN EXISTS (SELECT 1 FROM mountain_goats.log p
                             WHERE p.game_id = a.game_id AND p.version = a.version - 1) THEN 1
                ELSE 2 END::smallint
    FROM a LEFT JOIN l ON l.game_id = a.game_id";

/// One entry to append on its own, as stored.
pub(super) struct Single {
    pub game_id: String,
    pub version: i64,
    pub text: String,
    pub seat: Option<i32>,
    pub request_id: Option<String>,
    /// The game's row after the entry, when it changes.
    pub row: Option<GameRow>,
}

/// An append queued, and where its answer goes.
pub(super) struct Queued {
    single: Single,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// Where appends are queued for the writer; cheap to clone.
#[derive(Clone, Debug)]
pub(super) struct Batcher {
    queue: mpsc::UnboundedSender<Queued>,
    /// Statements the writer sent, for the tests.
    #[cfg(test)]
    pub statements: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

/// The queue the writer reads.
pub(super) type Queue = mpsc::UnboundedReceiver<Queued>;

impl Batcher {
    pub(super) fn new() -> (Batcher, Queue) {
        let (queue, queued) = mpsc::unbounded_channel();
        (
            Batcher {
                queue,
                #[cfg(test)]
                statements: std::sync::Arc::default(),
            },
            queued,
        )
    }

    /// Queues `single` and waits for its answer.
    pub(super) async fn append(&self, single: Single) -> Result<(), StoreError> {
        let (done, answer) = oneshot::channel();
        self.queue
            .send(Queued { single, done })
            .map_err(|_| StoreError::Closed)?;
        // The writer drops what it has not written when the store closes.
        answer.await.unwrap_or(Err(StoreError::Closed))
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

/// Writes what `queue` brings, batch after batch, until the store closes.
pub(super) async fn run(store: PgStore, mut queue: Queue) {
    // Appends of a game already in the batch being gathered, oldest first.
    let mut waiting: VecDeque<Queued> = VecDeque::new();
    loop {
        if waiting.is_empty() {
            let next = tokio::select! {
                () = store.stop.cancelled() => return,
                next = queue.recv() => next,
            };
            match next {
                Some(queued) => waiting.push_back(queued),
                None => return,
            }
        }
        let batch = gather(&mut waiting, &mut queue);
        write(&store, batch).await;
    }
}

/// The next batch: what waits from before, then what is queued, one
/// append per game, at most [`MAX_BATCH`]; the rest waits.
fn gather(waiting: &mut VecDeque<Queued>, queue: &mut Queue) -> Vec<Queued> {
    let mut batch: Vec<Queued> = Vec::new();
    let mut games: HashSet<String> = HashSet::new();
    let mut later = VecDeque::new();
    while let Some(queued) = waiting.pop_front() {
        if batch.len() < MAX_BATCH && games.insert(queued.single.game_id.clone()) {
            batch.push(queued);
        } else {
            later.push_back(queued);
        }
    }
    while batch.len() < MAX_BATCH {
        let Ok(queued) = queue.try_recv() else { break };
        if games.insert(queued.single.game_id.clone()) {
            batch.push(queued);
        } else {
            later.push_back(queued);
        }
    }
    *waiting = later;
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
                    Err(failure) => Err(failed(store, failure, single)),
                });
            }
            outcomes
        }
        Err(failure) => {
            let Some(first) = singles.first() else { return };
            let error = failed(store, failure, first);
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

/// The error a failed statement answers, for `single` (a unique key
/// violated by an append alone is its conflict, as before batches).
fn failed(store: &PgStore, failure: Failure, single: &Single) -> StoreError {
    match failure {
        Failure::Store(error) => error,
        Failure::Statement(error) if error.code() == Some(&SqlState::UNIQUE_VIOLATION) => {
            StoreError::Conflict {
                game: single.game_id.clone(),
                version: single.version.max(0) as u64,
            }
        }
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
async fn statement(
    store: &PgStore,
    batch: &[Single],
) -> Result<Vec<Result<Outcome, StoreError>>, Failure> {
    let client = store.client().await.map_err(Failure::Store)?;
    let games: Vec<&str> = batch.iter().map(|s| s.game_id.as_str()).collect();
    let versions: Vec<i64> = batch.iter().map(|s| s.version).collect();
    let entries: Vec<&str> = batch.iter().map(|s| s.text.as_str()).collect();
    let seats: Vec<Option<i32>> = batch.iter().map(|s| s.seat).collect();
    let requests: Vec<Option<&str>> = batch.iter().map(|s| s.request_id.as_deref()).collect();
    let rows: Vec<(&str, &GameRow)> = batch
        .iter()
        .filter_map(|s| Some((s.game_id.as_str(), s.row.as_ref()?)))
        .collect();
    let row_games: Vec<&str> = rows.iter().map(|(game, _)| *game).collect();
    let statuses: Vec<i16> = rows.iter().map(|(_, r)| status_code(r.status)).collect();
    let dues: Vec<Option<i64>> = rows.iter().map(|(_, r)| due_code(r.due_ms)).collect();
    let lobbies: Vec<Option<&str>> = rows.iter().map(|(_, r)| r.lobby.as_deref()).collect();
    #[cfg(test)]
    store
        .batcher
        .statements
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let prepared = client
        .prepare_cached(WRITE)
        .await
        .map_err(Failure::Statement)?;
    let answered = client
        .query(
            &prepared,
            &[
                &games, &versions, &entries, &seats, &requests, &row_games, &statuses, &dues,
                &lobbies,
            ],
        )
        .await
        .map_err(Failure::Statement)?;
    let mut outcomes: HashMap<&str, Outcome> = HashMap::with_capacity(answered.len());
    for row in &answered {
        let game: &str = row.try_get(0).map_err(Failure::Statement)?;
        let code: i16 = row.try_get(1).map_err(Failure::Statement)?;
        let outcome = match code {
            0 => Outcome::Stored,
            1 => Outcome::Conflict,
            _ => Outcome::HistoryLost,
        };
        outcomes.insert(game, outcome);
    }
    Ok(batch
        .iter()
        .map(|s| {
            outcomes
                .get(s.game_id.as_str())
                .copied()
                .ok_or_else(unanswered)
        })
        .collect())
}
