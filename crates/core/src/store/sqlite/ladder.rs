//! The ladder's tables in SQLite: accounts, and each account's rated games.

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension, params};

use crate::ladder::{
    Account, HOUSE_STRATEGIES, RatedEnd, RatedGame, Rating, house_account, house_account_name,
    name_key, rate,
};
use crate::store::{LadderCursor, LadderPage, LadderQuery, StoreError};

/// The tables (schema 5), and the house accounts.
/// Schema 6: the hash of the key an account's key replaced, by which a
/// repeated rotation is known for what it is.
pub(super) const PREVIOUS_KEY: &str = "ALTER TABLE accounts ADD COLUMN previous_key_hash TEXT;";

pub(super) const SCHEMA: &str = "CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        display_name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        key_hash TEXT UNIQUE,
        key_revoked INTEGER NOT NULL DEFAULT 0,
        house_strategy TEXT,
        created_ms INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        displayed REAL NOT NULL,
        rated_games INTEGER NOT NULL DEFAULT 0,
        last_game_ms INTEGER,
        ladder_rating REAL GENERATED ALWAYS AS (-displayed) VIRTUAL,
        ladder_games INTEGER GENERATED ALWAYS AS (-rated_games) VIRTUAL
    ) WITHOUT ROWID;
    CREATE INDEX accounts_ladder ON accounts (ladder_rating, ladder_games, name_key);
    CREATE TABLE rated_games (
        account TEXT NOT NULL,
        game_id TEXT NOT NULL,
        end_ms INTEGER NOT NULL,
        place INTEGER NOT NULL,
        players INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        displayed_change REAL NOT NULL,
        PRIMARY KEY (account, game_id)
    ) WITHOUT ROWID;
    CREATE INDEX rated_games_by_time ON rated_games (account, end_ms);";

const COLUMNS: &str = "id, display_name, mu, sigma, rated_games, created_ms, house_strategy, \
                       key_revoked, last_game_ms";

/// Adds the house accounts that are missing (one per strategy, no key).
pub(super) fn add_house_accounts(conn: &Connection, now_ms: u64) -> rusqlite::Result<()> {
    let fresh = Rating::default();
    for strategy in HOUSE_STRATEGIES {
        let name = house_account_name(strategy);
        conn.execute(
            "INSERT INTO accounts (id, display_name, name_key, house_strategy, created_ms,
                 mu, sigma, displayed)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO NOTHING",
            params![
                house_account(strategy),
                name,
                name_key(&name),
                strategy,
                ms(now_ms),
                fresh.mu,
                fresh.sigma,
                fresh.displayed()
            ],
        )?;
    }
    Ok(())
}

fn ms(value: u64) -> i64 {
    value.min(i64::MAX as u64) as i64
}

fn account_of(row: &rusqlite::Row<'_>) -> rusqlite::Result<Account> {
    Ok(Account {
        id: row.get(0)?,
        display_name: row.get(1)?,
        rating: Rating {
            mu: row.get(2)?,
            sigma: row.get(3)?,
        },
        rated_games: row.get::<_, i64>(4)?.clamp(0, i64::from(u32::MAX)) as u32,
        created_ms: row.get::<_, i64>(5)?.max(0) as u64,
        house_strategy: row.get(6)?,
        key_revoked: row.get::<_, i64>(7)? != 0,
        last_game_ms: row.get::<_, Option<i64>>(8)?.map(|v| v.max(0) as u64),
    })
}

pub(super) fn create(
    conn: &Connection,
    account: &Account,
    key: &str,
    key_hash: &str,
) -> Result<(), StoreError> {
    let inserted = conn
        .prepare_cached(
            "INSERT INTO accounts (id, display_name, name_key, key_hash, created_ms, mu, sigma,
                 displayed)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (name_key) DO NOTHING",
        )?
        .execute(params![
            account.id,
            account.display_name,
            key,
            key_hash,
            ms(account.created_ms),
            account.rating.mu,
            account.rating.sigma,
            account.rating.displayed()
        ])?;
    if inserted == 0 {
        return Err(StoreError::NameTaken {
            name: account.display_name.clone(),
        });
    }
    Ok(())
}

pub(super) fn by_id(conn: &Connection, id: &str) -> Result<Option<Account>, StoreError> {
    Ok(conn
        .prepare_cached(&format!("SELECT {COLUMNS} FROM accounts WHERE id = ?1"))?
        .query_row(params![id], account_of)
        .optional()?)
}

pub(super) fn by_key(conn: &Connection, key_hash: &str) -> Result<Option<Account>, StoreError> {
    Ok(conn
        .prepare_cached(&format!(
            "SELECT {COLUMNS} FROM accounts WHERE key_hash = ?1 AND key_revoked = 0"
        ))?
        .query_row(params![key_hash], account_of)
        .optional()?)
}

pub(super) fn history(
    conn: &Connection,
    id: &str,
    limit: usize,
) -> Result<Vec<RatedGame>, StoreError> {
    let mut games: Vec<RatedGame> = conn
        .prepare_cached(
            "SELECT game_id, end_ms, place, players, mu, sigma, displayed_change
             FROM rated_games WHERE account = ?1 ORDER BY end_ms DESC, game_id DESC LIMIT ?2",
        )?
        .query_map(params![id, limit as i64], |row| {
            Ok(RatedGame {
                game: row.get(0)?,
                end_ms: row.get::<_, i64>(1)?.max(0) as u64,
                place: row.get::<_, i64>(2)?.clamp(0, i64::from(u32::MAX)) as u32,
                players: row.get::<_, i64>(3)?.clamp(0, i64::from(u32::MAX)) as u32,
                rating: Rating {
                    mu: row.get(4)?,
                    sigma: row.get(5)?,
                },
                displayed_change: row.get(6)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    games.reverse();
    Ok(games)
}

/// Ladder order is ascending on (−displayed, −rated games, name key), two
/// generated columns and the key, so that a page after a cursor is one
/// range of the `accounts_ladder` index (a row-value comparison, which
/// SQLite searches an index by only on plain or generated columns).
pub(super) fn leaderboard(conn: &Connection, query: LadderQuery) -> Result<LadderPage, StoreError> {
    let least = i64::from(!query.include_unrated);
    let limit = query.limit as i64;
    // The cursor is made of the stored sort key, not one computed again.
    let map = |row: &rusqlite::Row<'_>| {
        Ok((
            account_of(row)?,
            LadderCursor {
                displayed: row.get(10)?,
                rated_games: row.get::<_, i64>(4)?.clamp(0, i64::from(u32::MAX)) as u32,
                name_key: row.get(9)?,
            },
        ))
    };
    let rows: Vec<(Account, LadderCursor)> = match &query.after {
        None => conn
            .prepare_cached(&format!(
                "SELECT {COLUMNS}, name_key, displayed FROM accounts WHERE rated_games >= ?1
                 ORDER BY ladder_rating, ladder_games, name_key LIMIT ?2"
            ))?
            .query_map(params![least, limit], map)?
            .collect::<Result<_, _>>()?,
        Some(after) => conn
            .prepare_cached(&format!(
                "SELECT {COLUMNS}, name_key, displayed FROM accounts
                 WHERE rated_games >= ?1 AND (ladder_rating, ladder_games, name_key) > (?2, ?3, ?4)
                 ORDER BY ladder_rating, ladder_games, name_key LIMIT ?5"
            ))?
            .query_map(
                params![
                    least,
                    -after.displayed,
                    -i64::from(after.rated_games),
                    after.name_key,
                    limit
                ],
                map,
            )?
            .collect::<Result<_, _>>()?,
    };
    let total: i64 = conn
        .prepare_cached("SELECT count(*) FROM accounts WHERE rated_games >= ?1")?
        .query_row(params![least], |r| r.get(0))?;
    let last = rows.last().map(|(_, cursor)| cursor.clone());
    Ok(LadderPage {
        accounts: rows.into_iter().map(|(account, _)| account).collect(),
        last,
        total: total.max(0) as u64,
    })
}

pub(super) fn replace_key(
    conn: &Connection,
    old_hash: &str,
    new_hash: Option<&str>,
) -> Result<Option<Account>, StoreError> {
    // The store's one connection: nothing changes the rows between these.
    let Some(account) = by_key(conn, old_hash)? else {
        let Some(new_hash) = new_hash else {
            return Ok(None);
        };
        // A repeat of a rotation already made.
        return Ok(conn
            .prepare_cached(&format!(
                "SELECT {COLUMNS} FROM accounts
                 WHERE key_hash = ?1 AND previous_key_hash = ?2 AND key_revoked = 0"
            ))?
            .query_row(params![new_hash, old_hash], account_of)
            .optional()?);
    };
    match new_hash {
        Some(new_hash) => {
            if by_key(conn, new_hash)?.is_some_and(|other| other.id != account.id) {
                return Err(StoreError::KeyTaken);
            }
            conn.prepare_cached(
                "UPDATE accounts SET key_hash = ?2, previous_key_hash = ?3 WHERE id = ?1",
            )?
            .execute(params![account.id, new_hash, old_hash])?
        }
        // The hash goes too: nothing of a revoked key is kept.
        None => conn
            .prepare_cached(
                "UPDATE accounts SET key_hash = NULL, previous_key_hash = NULL, key_revoked = 1
                 WHERE id = ?1",
            )?
            .execute(params![account.id])?,
    };
    by_id(conn, &account.id)
}

/// Moves the ratings of a rated game's accounts, within the transaction
/// (the savepoint) of the append that ends the game.
pub(super) fn apply(conn: &Connection, end: &RatedEnd) -> rusqlite::Result<()> {
    let mut before = BTreeMap::new();
    for id in end.accounts() {
        let rating = conn
            .prepare_cached("SELECT mu, sigma FROM accounts WHERE id = ?1")?
            .query_row(params![id], |r| {
                Ok(Rating {
                    mu: r.get(0)?,
                    sigma: r.get(1)?,
                })
            })
            .optional()?;
        match rating {
            Some(rating) => {
                before.insert(id.to_owned(), rating);
            }
            // Never made, so never shown: the game still ends, and the
            // others are rated.
            None => {
                tracing::error!(game = %end.game, account = %id, "a rated seat's account is missing")
            }
        }
    }
    for rated in rate(end, &before) {
        if !before.contains_key(&rated.account) {
            continue;
        }
        conn.prepare_cached(
            "UPDATE accounts SET mu = ?2, sigma = ?3, displayed = ?4,
                 rated_games = rated_games + 1, last_game_ms = ?5
             WHERE id = ?1",
        )?
        .execute(params![
            rated.account,
            rated.after.mu,
            rated.after.sigma,
            rated.after.displayed(),
            ms(end.end_ms)
        ])?;
        conn.prepare_cached(
            "INSERT INTO rated_games (account, game_id, end_ms, place, players, mu, sigma,
                 displayed_change)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )?
        .execute(params![
            rated.account,
            end.game,
            ms(end.end_ms),
            rated.place,
            end.seats.len() as i64,
            rated.after.mu,
            rated.after.sigma,
            rated.after.displayed() - rated.before.displayed()
        ])?;
    }
    Ok(())
}
