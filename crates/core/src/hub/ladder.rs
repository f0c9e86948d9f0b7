//! The hub's side of the ladder: accounts and their keys, the leaderboard.
//! Ratings themselves move in the store, with the append that ends a rated
//! game (see [`crate::ladder`]).

use super::{Hub, HubError};
use crate::encoding::Encoding;
use crate::ladder::{Account, RatedGame, Rating, name_key};
use crate::secrets;
use crate::store::{LadderPage, LadderQuery};

/// The most rated games an account's page shows.
pub const HISTORY: usize = 500;

impl<E: Encoding> Hub<E> {
    /// Makes an account named `display_name` (already checked for shape);
    /// returns it and its key, which nobody will see again.
    pub async fn create_account(
        &self,
        display_name: String,
    ) -> Result<(Account, String), HubError> {
        let key = secrets::new_account_key()?;
        let account = Account {
            id: secrets::new_account_id()?,
            display_name,
            rating: Rating::default(),
            rated_games: 0,
            created_ms: self.options.clock.now_ms(),
            house_strategy: None,
            key_revoked: false,
            last_game_ms: None,
        };
        let hash = hex::encode(secrets::token_hash(&key));
        self.store
            .create_account(&account, &name_key(&account.display_name), &hash)
            .await?;
        tracing::info!(account = %account.id, "account created");
        Ok((account, key))
    }

    /// Account `id` and its last rated games, oldest first.
    pub async fn account(&self, id: &str) -> Result<(Account, Vec<RatedGame>), HubError> {
        let account = self
            .store
            .account(id)
            .await?
            .ok_or_else(|| HubError::AccountNotFound(id.to_owned()))?;
        let history = self.store.rated_games(id, HISTORY).await?;
        Ok((account, history))
    }

    /// The account whose key hashes to `key_hash`.
    pub async fn account_by_key(&self, key_hash: &[u8; 32]) -> Result<Account, HubError> {
        self.store
            .account_by_key(&hex::encode(key_hash))
            .await?
            .ok_or(HubError::KeyInvalid)
    }

    /// A page of the leaderboard.
    pub async fn leaderboard(&self, query: LadderQuery) -> Result<LadderPage, HubError> {
        Ok(self.store.leaderboard(query).await?)
    }

    /// Gives the account of the key hashing to `key_hash` a new key, which
    /// it returns: `new_key` when its caller drew one, which makes the call
    /// safe to repeat (a repeat finds the rotation made, and answers it
    /// again), otherwise one drawn here. The old key stops working at once.
    pub async fn rotate_key(
        &self,
        key_hash: &[u8; 32],
        new_key: Option<String>,
    ) -> Result<(Account, String), HubError> {
        let key = match new_key {
            Some(key) => key,
            None => secrets::new_account_key()?,
        };
        let hash = hex::encode(secrets::token_hash(&key));
        let account = self
            .store
            .replace_key(&hex::encode(key_hash), Some(&hash))
            .await?
            .ok_or(HubError::KeyInvalid)?;
        tracing::info!(account = %account.id, "account key rotated");
        Ok((account, key))
    }

    /// Revokes the key hashing to `key_hash` for good.
    pub async fn revoke_key(&self, key_hash: &[u8; 32]) -> Result<Account, HubError> {
        let account = self
            .store
            .replace_key(&hex::encode(key_hash), None)
            .await?
            .ok_or(HubError::KeyInvalid)?;
        tracing::info!(account = %account.id, "account key revoked");
        Ok(account)
    }
}
