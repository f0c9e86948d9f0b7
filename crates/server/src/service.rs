//! `GameService`: each call parsed at the boundary, handed to the hub, and
//! its answer written from the hub's encoded changes. Admission (rate,
//! calls in progress, the seat token) happened before, in
//! [`crate::admission`]; every error is an [`ApiError`] that becomes a
//! status in [`crate::status`].

use std::sync::Arc;

use mountain_goats_rules::Seed;
use tonic::{Request, Response, Status};

use crate::admission::{Caller, SeatToken};
use crate::api::v1 as pb;
use crate::api::v1::server::game_service_server::GameService;
use crate::api::{
    account_to_proto, board_to_proto, check_find_options, event_to_proto, game_to_proto,
    ladder_token, page_token, parse_account_name, parse_dice_contribution, parse_display_name,
    parse_game_name, parse_house_fill, parse_house_seats, parse_house_strategy, parse_ladder_token,
    parse_move, parse_new_key, parse_options, parse_page_token, parse_player_name,
    parse_request_id, parse_seat, parse_seat_token, parse_seed, parse_status_filter, parse_table,
    rated_game_to_proto, rated_house_strategy, rated_table,
};
use crate::fanout::{Encoded, Hub, Watch, game_answer, list_answer, move_answer};
use crate::limits::RateLimit;
use crate::status::{ApiError, shutting_down};
use mountain_goats_core::chances::{ChanceOptions, WinChances};
use mountain_goats_core::hosted::{DiceSource, GameEvent};
use mountain_goats_core::hub::{HubError, NewGame, Wanted};
use mountain_goats_core::secrets;
use mountain_goats_core::store::LadderQuery;

/// The default and the largest page of `ListGames`.
const DEFAULT_PAGE: usize = 50;
const MAX_PAGE: usize = 200;

/// The gRPC face of the hub.
#[derive(Debug, Clone)]
pub struct GameApi {
    hub: Arc<Hub>,
    refuse_chosen_seeds: bool,
    chances: Arc<WinChances>,
    accounts: Arc<RateLimit>,
    accounts_per_hour: u32,
}

impl GameApi {
    /// Serves `hub`.
    pub fn new(hub: Arc<Hub>) -> GameApi {
        GameApi {
            hub,
            refuse_chosen_seeds: false,
            chances: Arc::new(WinChances::new(ChanceOptions::default())),
            accounts: Arc::new(RateLimit::per_hour(0)),
            accounts_per_hour: 0,
        }
    }

    /// The same service, letting one client make at most `per_hour`
    /// accounts an hour, as many at once (0: no limit).
    pub fn with_accounts_per_client_per_hour(self, per_hour: u32) -> GameApi {
        GameApi {
            accounts: Arc::new(RateLimit::per_hour(per_hour)),
            accounts_per_hour: per_hour,
            ..self
        }
    }

    /// The same service, refusing (or not) games with a chosen seed.
    pub fn refusing_chosen_seeds(self, refuse: bool) -> GameApi {
        GameApi {
            refuse_chosen_seeds: refuse,
            ..self
        }
    }
}

/// The hash of the seat token admission read from the call, if any.
fn bearer<T>(request: &Request<T>) -> Result<Option<[u8; 32]>, ApiError> {
    match request.extensions().get::<SeatToken>() {
        // An account key is no seat's token: refused as one.
        Some(SeatToken::Hash(hash) | SeatToken::AccountKey(hash)) => Ok(Some(*hash)),
        Some(SeatToken::Malformed) => Err(ApiError::TokenMalformed),
        None => Ok(None),
    }
}

/// The hash of the account key admission read from the call, if it sent
/// one. Anything else in `authorization` (a seat token a client sends with
/// every call) is not a key, and ignored where a key is optional.
fn account_key<T>(request: &Request<T>) -> Option<[u8; 32]> {
    match request.extensions().get::<SeatToken>() {
        Some(SeatToken::AccountKey(hash)) => Some(*hash),
        _ => None,
    }
}

fn required_key<T>(request: &Request<T>) -> Result<[u8; 32], ApiError> {
    account_key(request).ok_or(ApiError::KeyRequired)
}

fn required_bearer<T>(request: &Request<T>) -> Result<[u8; 32], ApiError> {
    bearer(request)?.ok_or(ApiError::TokenMissing)
}

/// A server-drawn seed.
fn new_seed() -> Result<Seed, ApiError> {
    Ok(Seed(secrets::new_seed().map_err(HubError::from)?))
}

/// Runs a handler's body, its error made a status at the one boundary.
async fn answer<T>(
    body: impl Future<Output = Result<Response<T>, ApiError>>,
) -> Result<Response<T>, Status> {
    body.await.map_err(Status::from)
}

#[tonic::async_trait]
impl GameService for GameApi {
    #[tracing::instrument(skip_all)]
    async fn create_game(
        &self,
        request: Request<pb::CreateGameRequest>,
    ) -> Result<Response<pb::CreateGameResponse>, Status> {
        answer(async {
            let creator = caller_key(&request);
            let request = request.into_inner();
            let chosen = !request.seed.is_empty();
            let rated = request.options.as_ref().is_some_and(|o| o.rated);
            // A rated game's dice are nobody's to know: a chosen seed would
            // let its chooser win ratings.
            if chosen && (self.refuse_chosen_seeds || rated) {
                return Err(ApiError::ChosenSeedRefused);
            }
            let (seed, dice) = if chosen {
                (parse_seed(&request.seed)?, DiceSource::ChosenSeed)
            } else {
                (new_seed()?, DiceSource::ServerSeedAndPlayers)
            };
            // With contributions, a first seat left to chance is drawn at the
            // start from the mixed seed, like the dice; until then it is a
            // placeholder that nobody sees.
            let draw_first_seat = dice.takes_contributions()
                && request
                    .options
                    .as_ref()
                    .is_some_and(|o| o.first_seat.is_none());
            let config = parse_options(request.options.as_ref(), |players| {
                if draw_first_seat {
                    0
                } else {
                    seed.first_seat(players)
                }
            })?;
            let table = parse_table(request.options.as_ref())?;
            let house = parse_house_seats(&request.house_seats, config.players)?;
            if table.rated {
                rated_table(&house, config.players)?;
            }
            let game = self
                .hub
                .create_game(NewGame {
                    config,
                    seed,
                    dice,
                    draw_first_seat,
                    table,
                    house,
                    creator,
                })
                .await?;
            Ok(Response::new(pb::CreateGameResponse {
                game: Some(game_to_proto(&game)),
            }))
        })
        .await
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn get_game(
        &self,
        request: Request<pb::GetGameRequest>,
    ) -> Result<Response<Encoded>, Status> {
        answer(async {
            let id = parse_game_name(&request.get_ref().name)?;
            let game = self.hub.get(&id).await?;
            Ok(Response::new(game_answer(&game)))
        })
        .await
    }

    #[tracing::instrument(skip_all)]
    async fn list_games(
        &self,
        request: Request<pb::ListGamesRequest>,
    ) -> Result<Response<pb::ListGamesResponse>, Status> {
        answer(async {
            let request = request.into_inner();
            let before = parse_page_token(&request.page_token, request.status)?;
            let size = match request.page_size as usize {
                0 => DEFAULT_PAGE,
                n => n.min(MAX_PAGE),
            };
            let status_filter = parse_status_filter(request.status)?;
            let page = self.hub.list(before, size, status_filter).await?;
            Ok(Response::new(pb::ListGamesResponse {
                games: page.games.iter().map(|g| game_to_proto(g)).collect(),
                next_page_token: page
                    .next
                    .map(|n| page_token(n, request.status))
                    .unwrap_or_default(),
            }))
        })
        .await
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn join_game(
        &self,
        request: Request<pb::JoinGameRequest>,
    ) -> Result<Response<pb::JoinGameResponse>, Status> {
        answer(async {
            let key = account_key(&request);
            let request = request.into_inner();
            let id = parse_game_name(&request.name)?;
            // With an account key, the seat is the account's (a rated game
            // takes no other), under its display name.
            let account = match key {
                Some(hash) => Some(self.hub.account_by_key(&hash).await?),
                None => None,
            };
            let name = match &account {
                Some(account) if request.player_name.is_empty() => account.display_name.clone(),
                _ => parse_player_name(&request.player_name)?,
            };
            let seat = parse_seat(request.seat)?;
            let token = parse_seat_token(
                &request.seat_token,
                &[
                    ("the game's name", &request.name),
                    ("the player's name", &request.player_name),
                ],
            )?;
            let contribution = parse_dice_contribution(&request.dice_contribution)?;
            let (game, seat, token) = self
                .hub
                .join_as(&id, seat, name, account.map(|a| a.id), token, contribution)
                .await?;
            Ok(Response::new(pb::JoinGameResponse {
                game: Some(game_to_proto(&game)),
                seat: u32::from(seat),
                seat_token: token,
            }))
        })
        .await
    }

    #[tracing::instrument(skip_all)]
    async fn find_game(
        &self,
        request: Request<pb::FindGameRequest>,
    ) -> Result<Response<pb::FindGameResponse>, Status> {
        answer(async {
            let creator = caller_key(&request);
            let rated = request.get_ref().options.as_ref().is_some_and(|o| o.rated);
            let account = if rated {
                let hash = required_key(&request)?;
                Some(self.hub.account_by_key(&hash).await?)
            } else {
                None
            };
            let request = request.into_inner();
            check_find_options(request.options.as_ref())?;
            // A placeholder: matchmaking games draw the first seat at the start.
            let config = parse_options(request.options.as_ref(), |_| 0)?;
            let table = parse_table(request.options.as_ref())?;
            let house_fill = match parse_house_fill(request.house_fill_seconds)? {
                Some(seconds) => {
                    let strategy = parse_house_strategy(&request.house_strategy)?;
                    if rated {
                        rated_house_strategy(&strategy)?;
                    }
                    Some((std::time::Duration::from_secs(u64::from(seconds)), strategy))
                }
                None => None,
            };
            let wanted = Wanted {
                config,
                seed: new_seed()?,
                table,
                house_fill,
                player_name: match &account {
                    Some(account) if request.player_name.is_empty() => {
                        account.display_name.clone()
                    }
                    Some(_) => {
                        return Err(ApiError::Parse(crate::api::ParseError {
                            reason: "INVALID_PLAYER_NAME",
                            message: "a rated seat takes the account's display name: leave player_name empty".into(),
                        }));
                    }
                    None => parse_player_name(&request.player_name)?,
                },
                token: parse_seat_token(
                    &request.seat_token,
                    &[("the player's name", &request.player_name)],
                )?,
                dice_contribution: parse_dice_contribution(&request.dice_contribution)?,
                creator,
                account,
            };
            let (game, seat, token) = self.hub.find(wanted).await?;
            Ok(Response::new(pb::FindGameResponse {
                game: Some(game_to_proto(&game)),
                seat: u32::from(seat),
                seat_token: token,
            }))
        })
        .await
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn submit_move(
        &self,
        request: Request<pb::SubmitMoveRequest>,
    ) -> Result<Response<Encoded>, Status> {
        answer(async {
            let token = required_bearer(&request)?;
            let request = request.into_inner();
            let id = parse_game_name(&request.name)?;
            let mv = parse_move(request.r#move.as_ref())?;
            let request_id = parse_request_id(&request.request_id)?;
            let started = std::time::Instant::now();
            let committed = self
                .hub
                .submit(&id, token, mv, request.expected_version, request_id)
                .await?;
            mountain_goats_core::metrics::moved(started.elapsed());
            Ok(Response::new(move_answer(&committed.update)))
        })
        .await
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn list_legal_moves(
        &self,
        request: Request<pb::ListLegalMovesRequest>,
    ) -> Result<Response<Encoded>, Status> {
        answer(async {
            let id = parse_game_name(&request.get_ref().name)?;
            let legal = self.hub.legal_moves(&id).await?;
            Ok(Response::new(list_answer(&legal)))
        })
        .await
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn preview_move(
        &self,
        request: Request<pb::PreviewMoveRequest>,
    ) -> Result<Response<pb::PreviewMoveResponse>, Status> {
        answer(async {
            let request = request.into_inner();
            let id = parse_game_name(&request.name)?;
            let mv = parse_move(request.r#move.as_ref())?;
            let (after, events) = self.hub.preview(&id, &mv).await?;
            Ok(Response::new(pb::PreviewMoveResponse {
                board: Some(board_to_proto(&after)),
                events: events
                    .into_iter()
                    .map(|e| event_to_proto(&GameEvent::Rules(e)))
                    .collect(),
            }))
        })
        .await
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn get_win_chances(
        &self,
        request: Request<pb::GetWinChancesRequest>,
    ) -> Result<Response<pb::GetWinChancesResponse>, Status> {
        answer(async {
            let request = request.into_inner();
            let id = parse_game_name(&request.name)?;
            let asked = self
                .hub
                .win_chances(&self.chances, &id, request.version)
                .await?;
            Ok(Response::new(crate::api::chances_to_proto(&asked)))
        })
        .await
    }

    #[tracing::instrument(skip_all)]
    async fn create_account(
        &self,
        request: Request<pb::CreateAccountRequest>,
    ) -> Result<Response<pb::CreateAccountResponse>, Status> {
        answer(async {
            let name = parse_display_name(&request.get_ref().display_name)?;
            let client = request.extensions().get::<Caller>().map(Caller::addr);
            if !self.accounts.admits(client) {
                return Err(ApiError::TooManyAccounts {
                    per_hour: self.accounts_per_hour,
                });
            }
            let (account, key) = self.hub.create_account(name).await?;
            Ok(Response::new(pb::CreateAccountResponse {
                account: Some(account_to_proto(&account)),
                key,
            }))
        })
        .await
    }

    #[tracing::instrument(skip_all, fields(account = %request.get_ref().name))]
    async fn get_account(
        &self,
        request: Request<pb::GetAccountRequest>,
    ) -> Result<Response<pb::GetAccountResponse>, Status> {
        answer(async {
            let id = parse_account_name(&request.get_ref().name)?;
            let (account, history) = self.hub.account(&id).await?;
            Ok(Response::new(pb::GetAccountResponse {
                account: Some(account_to_proto(&account)),
                history: history.iter().map(rated_game_to_proto).collect(),
            }))
        })
        .await
    }

    #[tracing::instrument(skip_all)]
    async fn list_leaderboard(
        &self,
        request: Request<pb::ListLeaderboardRequest>,
    ) -> Result<Response<pb::ListLeaderboardResponse>, Status> {
        answer(async {
            let request = request.into_inner();
            let filter = i32::from(request.include_unrated);
            let (after, above) = match parse_ladder_token(&request.page_token, filter)? {
                Some((cursor, rank)) => (Some(cursor), rank),
                None => (None, 0),
            };
            let size = match request.page_size as usize {
                0 => DEFAULT_PAGE,
                n => n.min(MAX_PAGE),
            };
            let page = self
                .hub
                .leaderboard(LadderQuery {
                    after,
                    limit: size,
                    include_unrated: request.include_unrated,
                })
                .await?;
            let last_rank = above + page.accounts.len() as u64;
            Ok(Response::new(pb::ListLeaderboardResponse {
                entries: page
                    .accounts
                    .iter()
                    .zip(above + 1..)
                    .map(|(account, rank)| pb::LeaderboardEntry {
                        rank: u32::try_from(rank).unwrap_or(u32::MAX),
                        account: Some(account_to_proto(account)),
                    })
                    .collect(),
                // A full page may be the last: the next is then empty.
                next_page_token: match page.last {
                    Some(last) if page.accounts.len() == size && last_rank < page.total => {
                        ladder_token(&last, last_rank, filter)
                    }
                    _ => String::new(),
                },
                total_size: u32::try_from(page.total).unwrap_or(u32::MAX),
            }))
        })
        .await
    }

    #[tracing::instrument(skip_all)]
    async fn rotate_account_key(
        &self,
        request: Request<pb::RotateAccountKeyRequest>,
    ) -> Result<Response<pb::RotateAccountKeyResponse>, Status> {
        answer(async {
            let hash = required_key(&request)?;
            let new_key = parse_new_key(&request.get_ref().new_key)?;
            let (account, key) = self.hub.rotate_key(&hash, new_key).await?;
            Ok(Response::new(pb::RotateAccountKeyResponse {
                account: Some(account_to_proto(&account)),
                key,
            }))
        })
        .await
    }

    #[tracing::instrument(skip_all)]
    async fn revoke_account_key(
        &self,
        request: Request<pb::RevokeAccountKeyRequest>,
    ) -> Result<Response<pb::RevokeAccountKeyResponse>, Status> {
        answer(async {
            let hash = required_key(&request)?;
            let account = self.hub.revoke_key(&hash).await?;
            Ok(Response::new(pb::RevokeAccountKeyResponse {
                account: Some(account_to_proto(&account)),
            }))
        })
        .await
    }

    type WatchGameStream = Watch;

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn watch_game(
        &self,
        request: Request<pb::WatchGameRequest>,
    ) -> Result<Response<Self::WatchGameStream>, Status> {
        answer(async {
            let token = bearer(&request)?;
            let request = request.into_inner();
            let id = parse_game_name(&request.name)?;
            let stream = self.hub.watch(&id, token, request.resume_after).await?;
            Ok(Response::new(Watch::new(stream, shutting_down)))
        })
        .await
    }
}

/// The key a call's client is charged under for the games it makes; none
/// for a call that came in without a known peer (in-process tests).
fn caller_key<T>(request: &Request<T>) -> Option<String> {
    request.extensions().get::<Caller>().map(Caller::key)
}
