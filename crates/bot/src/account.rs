//! Accounts and the rated ladder: an account key, sent as
//! `authorization: Bearer <key>` only on the calls made as the account
//! (a rated `FindGame`, `JoinGame`, `RotateAccountKey`,
//! `RevokeAccountKey`); moves and watches carry the seat token.

use std::fmt;
use std::str::FromStr;

use tonic::metadata::MetadataValue;
use tonic::{Code, Request, Status};

use crate::retry::{create_refused, retryable, with_retries};
use crate::{Client, SeatTicket, dice_contribution, pb, request_id, routing};

/// The environment variable the bot reads its account key from.
pub const KEY_ENV: &str = "MOUNTAIN_GOATS_KEY";

/// An account's secret key (`mgk_` and 64 hex digits). Its `Debug` and
/// `Display` show no part of it, so that a key never reaches a log line
/// or an error message by way of formatting.
#[derive(Clone, PartialEq, Eq)]
pub struct AccountKey(String);

impl AccountKey {
    /// The key, to keep somewhere safe: the server shows it only once.
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// `request` authorized as the account.
    pub fn authorize<T>(&self, mut request: Request<T>) -> Result<Request<T>, Status> {
        // A key that cannot be a header value is refused here, without
        // echoing it.
        let value = MetadataValue::try_from(format!("Bearer {}", self.0)).map_err(|_| {
            Status::invalid_argument(
                "the account key is not printable ASCII: check MOUNTAIN_GOATS_KEY or --key",
            )
        })?;
        request.metadata_mut().insert("authorization", value);
        Ok(request)
    }
}

impl fmt::Debug for AccountKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("AccountKey(…)")
    }
}

impl fmt::Display for AccountKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("mgk_…")
    }
}

impl FromStr for AccountKey {
    type Err = String;

    fn from_str(key: &str) -> Result<Self, Self::Err> {
        let key = key.trim();
        if key.is_empty() {
            return Err("the account key is empty".into());
        }
        Ok(Self(key.to_owned()))
    }
}

/// An account and its new secret key, as [`create_account`] and
/// [`rotate_key`] return them.
#[derive(Clone, Debug)]
pub struct NewKey {
    /// The account.
    pub account: pb::Account,
    /// The key, shown only this once.
    pub key: AccountKey,
}

/// Creates an account for the rated ladder. Display names are unique
/// ignoring case and look-alikes (`ALREADY_EXISTS`, `NAME_TAKEN`). Retried
/// only on `RATE_LIMITED`: after `UNAVAILABLE` the first request may have
/// taken the name.
pub async fn create_account(client: &mut Client, display_name: &str) -> Result<NewKey, Status> {
    let request = pb::CreateAccountRequest {
        display_name: display_name.to_owned(),
    };
    let made = with_retries(
        || {
            let mut client = client.clone();
            let request = request.clone();
            async move { client.create_account(request).await }
        },
        create_refused,
    )
    .await?
    .into_inner();
    new_key(made.account, made.key)
}

fn new_key(account: Option<pb::Account>, key: String) -> Result<NewKey, Status> {
    Ok(NewKey {
        account: account.ok_or_else(|| Status::internal("the server answered no account"))?,
        key: AccountKey(key),
    })
}

/// The account `accounts/{id}` and its rating history (`NOT_FOUND`,
/// `ACCOUNT_NOT_FOUND` for none).
pub async fn get_account(
    client: &mut Client,
    name: &str,
) -> Result<pb::GetAccountResponse, Status> {
    let request = pb::GetAccountRequest {
        name: name.to_owned(),
    };
    let got = with_retries(
        || {
            let mut client = client.clone();
            let request = request.clone();
            async move { client.get_account(request).await }
        },
        retryable,
    )
    .await?;
    Ok(got.into_inner())
}

/// The whole leaderboard, highest displayed rating first, fetched
/// `page_size` entries at a time (0: the server's default).
pub async fn leaderboard(
    client: &mut Client,
    page_size: u32,
    include_unrated: bool,
) -> Result<Vec<pb::LeaderboardEntry>, Status> {
    let mut entries = Vec::new();
    let mut page_token = String::new();
    loop {
        let request = pb::ListLeaderboardRequest {
            page_size,
            page_token: page_token.clone(),
            include_unrated,
        };
        let page = with_retries(
            || {
                let mut client = client.clone();
                let request = request.clone();
                async move { client.list_leaderboard(request).await }
            },
            retryable,
        )
        .await?
        .into_inner();
        entries.extend(page.entries);
        if page.next_page_token.is_empty() {
            return Ok(entries);
        }
        page_token = page.next_page_token;
    }
}

/// Replaces `key` with a new key, drawn here; the old one stops working at
/// once (`UNAUTHENTICATED`, `KEY_INVALID`). Retried like any call that is
/// safe to repeat: a repeat after a lost answer finds the rotation to this
/// very key made, and answers it again.
pub async fn rotate_key(client: &mut Client, key: &AccountKey) -> Result<NewKey, Status> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|e| Status::internal(format!("no OS randomness to draw a key from: {e}")))?;
    let drawn = format!("mgk_{}", hex::encode(bytes));
    let rotated = with_retries(
        || {
            let mut client = client.clone();
            let request = key.authorize(Request::new(pb::RotateAccountKeyRequest {
                new_key: drawn.clone(),
            }));
            async move { client.rotate_account_key(request?).await }
        },
        retryable,
    )
    .await?
    .into_inner();
    new_key(rotated.account, rotated.key)
}

/// Revokes `key` for good; the account keeps its rating and history.
pub async fn revoke_key(client: &mut Client, key: &AccountKey) -> Result<pb::Account, Status> {
    let revoked = with_retries(
        || {
            let mut client = client.clone();
            let request = key.authorize(Request::new(pb::RevokeAccountKeyRequest {}));
            async move { client.revoke_account_key(request?).await }
        },
        create_refused,
    )
    .await?
    .into_inner();
    revoked
        .account
        .ok_or_else(|| Status::internal("the server answered no account"))
}

/// Joins the rated queue as the account of `key`, for a game of `options`
/// (its `rated` is set here): the seat takes the account's display name.
/// Safe to retry, like [`crate::find_game`]: the bot makes its own seat
/// token. `FAILED_PRECONDITION`, `ALREADY_WAITING` when the account already
/// waits at an open rated table of these options. With `house_after`, the
/// seats of a table it opens still free after that many seconds go to the
/// house accounts.
pub async fn find_rated_game(
    client: &mut Client,
    options: pb::GameOptions,
    key: &AccountKey,
    house_after: Option<u32>,
) -> Result<SeatTicket, Status> {
    let token = format!("{}{}", request_id(), request_id());
    let request = pb::FindGameRequest {
        options: Some(pb::GameOptions {
            rated: true,
            ..options
        }),
        player_name: String::new(),
        seat_token: token.clone(),
        house_fill_seconds: house_after,
        house_strategy: String::new(),
        dice_contribution: dice_contribution(),
    };
    let found = with_retries(
        || {
            let mut client = client.clone();
            let request = key.authorize(Request::new(request.clone()));
            async move { client.find_game(request?).await }
        },
        retryable,
    )
    .await?
    .into_inner();
    let game = found
        .game
        .map(|g| g.name)
        .ok_or_else(|| Status::new(Code::Internal, "FindGame answered no game"))?;
    Ok(SeatTicket {
        game,
        seat: found.seat,
        token,
    })
}

/// Joins `game` as the account of `key`, in `seat` or the lowest free
/// one, under the account's display name.
pub async fn join_game_as(
    client: &mut Client,
    game: &str,
    key: &AccountKey,
    seat: Option<u32>,
) -> Result<SeatTicket, Status> {
    let token = format!("{}{}", request_id(), request_id());
    let request = pb::JoinGameRequest {
        name: game.to_owned(),
        player_name: String::new(),
        seat,
        seat_token: token.clone(),
        dice_contribution: dice_contribution(),
    };
    let joined = with_retries(
        || {
            let mut client = client.clone();
            let request = key.authorize(routing::about_game(game, request.clone()));
            async move { client.join_game(request?).await }
        },
        retryable,
    )
    .await?;
    Ok(SeatTicket {
        game: game.to_owned(),
        seat: joined.into_inner().seat,
        token,
    })
}
