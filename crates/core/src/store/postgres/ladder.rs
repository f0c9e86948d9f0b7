//! The ladder's tables in PostgreSQL: accounts, and each account's rated
//! games. A rated game's result is applied in the transaction of the
//! append that ends the game, with the accounts' rows locked in id order,
//! so two games ending at once on two servers rate one after the other.

use std::collections::BTreeMap;

use deadpool_postgres::GenericClient;
use tokio_postgres::error::SqlState;

use super::PgStore;
use crate::ladder::{
    Account, HOUSE_STRATEGIES, RatedEnd, RatedGame, Rating, house_account, house_account_name,
    name_key, rate,
};
use crate::store::{LadderCursor, LadderPage, LadderQuery, StoreError};

/// Migration 6: the ladder.
pub(super) const MIGRATION: &str = "CREATE TABLE mountain_goats.accounts (
        id TEXT PRIMARY KEY,
        display_name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        key_hash TEXT UNIQUE,
        key_revoked BOOLEAN NOT NULL DEFAULT false,
        house_strategy TEXT,
        created_ms BIGINT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        displayed DOUBLE PRECISION NOT NULL,
        rated_games INTEGER NOT NULL DEFAULT 0,
        last_game_ms BIGINT,
        ladder_rating DOUBLE PRECISION GENERATED ALWAYS AS (-displayed) STORED,
        ladder_games INTEGER GENERATED ALWAYS AS (-rated_games) STORED
    );
    CREATE INDEX accounts_ladder ON mountain_goats.accounts
        (ladder_rating, ladder_games, name_key);
    CREATE TABLE mountain_goats.rated_games (
        account TEXT NOT NULL,
        game_id TEXT NOT NULL,
        end_ms BIGINT NOT NULL,
        place INTEGER NOT NULL,
        players INTEGER NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        displayed_change DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (account, game_id)
    );
    CREATE INDEX rated_games_by_time ON mountain_goats.rated_games (account, end_ms);";

const COLUMNS: &str = "id, display_name, mu, sigma, rated_games, created_ms, house_strategy, \
                       key_revoked, last_game_ms";

fn ms(value: u64) -> i64 {
    value.min(i64::MAX as u64) as i64
}

fn account_of(row: &tokio_postgres::Row) -> Result<Account, tokio_postgres::Error> {
    Ok(Account {
        id: row.try_get(0)?,
        display_name: row.try_get(1)?,
        rating: Rating {
            mu: row.try_get(2)?,
            sigma: row.try_get(3)?,
        },
        rated_games: row.try_get::<_, i32>(4)?.max(0) as u32,
        created_ms: row.try_get::<_, i64>(5)?.max(0) as u64,
        house_strategy: row.try_get(6)?,
        key_revoked: row.try_get(7)?,
        last_game_ms: row.try_get::<_, Option<i64>>(8)?.map(|v| v.max(0) as u64),
    })
}

/// Adds the house accounts that are missing (one per strategy, no key).
pub(super) async fn add_house_accounts(
    client: &impl GenericClient,
    now_ms: u64,
) -> Result<(), tokio_postgres::Error> {
    let fresh = Rating::default();
    for strategy in HOUSE_STRATEGIES {
        let name = house_account_name(strategy);
        client
            .execute(
                "INSERT INTO mountain_goats.accounts (id, display_name, name_key, house_strategy,
                     created_ms, mu, sigma, displayed)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
                &[
                    &house_account(strategy),
                    &name,
                    &name_key(&name),
                    &strategy,
                    &ms(now_ms),
                    &fresh.mu,
                    &fresh.sigma,
                    &fresh.displayed(),
                ],
            )
            .await?;
    }
    Ok(())
}

/// Moves the ratings of a rated game's accounts, in `tx`, the transaction
/// of the append that ends the game.
pub(super) async fn apply(
    tx: &impl GenericClient,
    end: &RatedEnd,
) -> Result<(), tokio_postgres::Error> {
    let ids: Vec<&str> = end.accounts();
    let rows = tx
        .query(
            "SELECT id, mu, sigma FROM mountain_goats.accounts WHERE id = ANY($1)
             ORDER BY id FOR UPDATE",
            &[&ids],
        )
        .await?;
    let mut before = BTreeMap::new();
    for row in rows {
        let id: String = row.try_get(0)?;
        before.insert(
            id,
            Rating {
                mu: row.try_get(1)?,
                sigma: row.try_get(2)?,
            },
        );
    }
    for id in ids.iter().filter(|id| !before.contains_key(**id)) {
        tracing::error!(game = %end.game, account = %id, "a rated seat's account is missing");
    }
    for rated in rate(end, &before) {
        if !before.contains_key(&rated.account) {
            continue;
        }
        tx.execute(
            "UPDATE mountain_goats.accounts SET mu = $2, sigma = $3, displayed = $4,
                 rated_games = rated_games + 1, last_game_ms = $5
             WHERE id = $1",
            &[
                &rated.account,
                &rated.after.mu,
                &rated.after.sigma,
                &rated.after.displayed(),
                &ms(end.end_ms),
            ],
        )
        .await?;
        tx.execute(
            "INSERT INTO mountain_goats.rated_games (account, game_id, end_ms, place, players,
                 mu, sigma, displayed_change)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            &[
                &rated.account,
                &end.game,
                &ms(end.end_ms),
                &(rated.place.min(i32::MAX as u32) as i32),
                &(end.seats.len().min(i32::MAX as usize) as i32),
                &rated.after.mu,
                &rated.after.sigma,
                &(rated.after.displayed() - rated.before.displayed()),
            ],
        )
        .await?;
    }
    Ok(())
}

impl PgStore {
    /// Stores a new account, unless its name's key is taken.
    pub async fn create_account(
        &self,
        account: &Account,
        name_key: &str,
        key_hash: &str,
    ) -> Result<(), StoreError> {
        let client = self.client().await?;
        let inserted = client
            .execute(
                "INSERT INTO mountain_goats.accounts (id, display_name, name_key, key_hash,
                     created_ms, mu, sigma, displayed)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (name_key) DO NOTHING",
                &[
                    &account.id,
                    &account.display_name,
                    &name_key,
                    &key_hash,
                    &ms(account.created_ms),
                    &account.rating.mu,
                    &account.rating.sigma,
                    &account.rating.displayed(),
                ],
            )
            .await
            .map_err(|e| match e.code() {
                // The id or the key: 80 and 256 random bits; a bug, or a
                // retried insert.
                Some(&SqlState::UNIQUE_VIOLATION) => StoreError::Conflict {
                    game: account.id.clone(),
                    version: 0,
                },
                _ => self.failed(&e),
            })?;
        if inserted == 0 {
            return Err(StoreError::NameTaken {
                name: account.display_name.clone(),
            });
        }
        Ok(())
    }

    /// Account `id`.
    pub async fn account(&self, id: &str) -> Result<Option<Account>, StoreError> {
        self.one_account(
            &format!("SELECT {COLUMNS} FROM mountain_goats.accounts WHERE id = $1"),
            id,
        )
        .await
    }

    /// The account of a key, unless revoked.
    pub async fn account_by_key(&self, key_hash: &str) -> Result<Option<Account>, StoreError> {
        self.one_account(
            &format!(
                "SELECT {COLUMNS} FROM mountain_goats.accounts
                 WHERE key_hash = $1 AND NOT key_revoked"
            ),
            key_hash,
        )
        .await
    }

    async fn one_account(&self, sql: &str, arg: &str) -> Result<Option<Account>, StoreError> {
        let client = self.client().await?;
        let statement = client
            .prepare_cached(sql)
            .await
            .map_err(|e| self.failed(&e))?;
        let row = client
            .query_opt(&statement, &[&arg])
            .await
            .map_err(|e| self.failed(&e))?;
        row.as_ref()
            .map(account_of)
            .transpose()
            .map_err(|e| self.failed(&e))
    }

    /// Account `id`'s last rated games, oldest first.
    pub async fn rated_games(&self, id: &str, limit: usize) -> Result<Vec<RatedGame>, StoreError> {
        let client = self.client().await?;
        let rows = client
            .query(
                "SELECT game_id, end_ms, place, players, mu, sigma, displayed_change
                 FROM mountain_goats.rated_games WHERE account = $1
                 ORDER BY end_ms DESC, game_id DESC LIMIT $2",
                &[&id, &(limit as i64)],
            )
            .await
            .map_err(|e| self.failed(&e))?;
        let mut games = rows
            .iter()
            .map(|row| {
                Ok(RatedGame {
                    game: row.try_get(0)?,
                    end_ms: row.try_get::<_, i64>(1)?.max(0) as u64,
                    place: row.try_get::<_, i32>(2)?.max(0) as u32,
                    players: row.try_get::<_, i32>(3)?.max(0) as u32,
                    rating: Rating {
                        mu: row.try_get(4)?,
                        sigma: row.try_get(5)?,
                    },
                    displayed_change: row.try_get(6)?,
                })
            })
            .collect::<Result<Vec<_>, tokio_postgres::Error>>()
            .map_err(|e| self.failed(&e))?;
        games.reverse();
        Ok(games)
    }

    /// A page of the leaderboard: ladder order is ascending on
    /// (−displayed, −rated games, name key), so that a page after a cursor
    /// is one range of the `accounts_ladder` index.
    pub async fn leaderboard(&self, query: LadderQuery) -> Result<LadderPage, StoreError> {
        let client = self.client().await?;
        let least = i32::from(!query.include_unrated);
        let limit = query.limit as i64;
        let rows = match &query.after {
            None => {
                client
                    .query(
                        &format!(
                            "SELECT {COLUMNS}, name_key, displayed FROM mountain_goats.accounts
                             WHERE rated_games >= $1
                             ORDER BY ladder_rating, ladder_games, name_key LIMIT $2"
                        ),
                        &[&least, &limit],
                    )
                    .await
            }
            Some(after) => {
                client
                    .query(
                        &format!(
                            "SELECT {COLUMNS}, name_key, displayed FROM mountain_goats.accounts
                             WHERE rated_games >= $1
                               AND (ladder_rating, ladder_games, name_key) > ($2, $3, $4)
                             ORDER BY ladder_rating, ladder_games, name_key LIMIT $5"
                        ),
                        &[
                            &least,
                            &-after.displayed,
                            &-(after.rated_games.min(i32::MAX as u32) as i32),
                            &after.name_key,
                            &limit,
                        ],
                    )
                    .await
            }
        }
        .map_err(|e| self.failed(&e))?;
        let mut accounts = Vec::with_capacity(rows.len());
        let mut last = None;
        for row in &rows {
            accounts.push(account_of(row).map_err(|e| self.failed(&e))?);
            last = Some(LadderCursor {
                displayed: row.try_get(10).map_err(|e| self.failed(&e))?,
                rated_games: row
                    .try_get::<_, i32>(4)
                    .map_err(|e| self.failed(&e))?
                    .max(0) as u32,
                name_key: row.try_get(9).map_err(|e| self.failed(&e))?,
            });
        }
        let total: i64 = client
            .query_one(
                "SELECT count(*) FROM mountain_goats.accounts WHERE rated_games >= $1",
                &[&least],
            )
            .await
            .and_then(|r| r.try_get(0))
            .map_err(|e| self.failed(&e))?;
        Ok(LadderPage {
            accounts,
            last,
            total: total.max(0) as u64,
        })
    }

    /// Replaces (or revokes) a key, in one statement.
    pub async fn replace_key(
        &self,
        old_hash: &str,
        new_hash: Option<&str>,
    ) -> Result<Option<Account>, StoreError> {
        let client = self.client().await?;
        // The hash of a revoked key goes too: nothing of it is kept.
        let row = client
            .query_opt(
                &format!(
                    "UPDATE mountain_goats.accounts
                     SET key_hash = $2, key_revoked = ($2::text IS NULL),
                         previous_key_hash = CASE WHEN $2::text IS NULL THEN NULL ELSE $1 END
                     WHERE key_hash = $1 AND NOT key_revoked
                     RETURNING {COLUMNS}"
                ),
                &[&old_hash, &new_hash],
            )
            .await
            .map_err(|e| match e.code() {
                Some(&SqlState::UNIQUE_VIOLATION) => StoreError::KeyTaken,
                _ => self.failed(&e),
            })?;
        let row = match (row, new_hash) {
            // A repeat of a rotation already made.
            (None, Some(new_hash)) => client
                .query_opt(
                    &format!(
                        "SELECT {COLUMNS} FROM mountain_goats.accounts
                         WHERE key_hash = $1 AND previous_key_hash = $2 AND NOT key_revoked"
                    ),
                    &[&new_hash, &old_hash],
                )
                .await
                .map_err(|e| self.failed(&e))?,
            (row, _) => row,
        };
        row.as_ref()
            .map(account_of)
            .transpose()
            .map_err(|e| self.failed(&e))
    }
}
