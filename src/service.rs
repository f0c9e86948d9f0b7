//! `GameService`: each call parsed at the boundary, handed to the hub, and
//! its answer or error mapped back to the wire.

use std::sync::Arc;

use mountain_goats_rules::{Seat, Seed};
use tokio_stream::wrappers::ReceiverStream;
use tonic::{Code, Request, Response, Status};

use crate::api::v1 as pb;
use crate::api::v1::server::game_service_server::GameService;
use crate::api::{parse_game_name, parse_move, parse_options, parse_player_name};
use crate::fanout::EncodedUpdate;
use crate::hub::Hub;
use crate::limits::RateLimit;
use crate::secrets;
use crate::status::status;

/// The default and the largest page of `ListGames`.
const DEFAULT_PAGE: usize = 50;
const MAX_PAGE: usize = 200;

/// The gRPC face of the hub.
#[derive(Debug, Clone)]
pub struct GameApi {
    hub: Arc<Hub>,
    rate: Arc<RateLimit>,
}

impl GameApi {
    /// Serves `hub`, admitting requests through `rate`.
    pub fn new(hub: Arc<Hub>, rate: Arc<RateLimit>) -> GameApi {
        GameApi { hub, rate }
    }

    fn admit<T>(&self, request: &Request<T>) -> Result<(), Status> {
        self.rate.check(request.remote_addr().map(|a| a.ip()))
    }
}

/// The SHA-256 of the bearer token in the `authorization` metadata, if any.
fn bearer<T>(request: &Request<T>) -> Result<Option<[u8; 32]>, Status> {
    let Some(value) = request.metadata().get("authorization") else {
        return Ok(None);
    };
    let token = value
        .to_str()
        .ok()
        .and_then(|v| {
            v.strip_prefix("Bearer ")
                .or_else(|| v.strip_prefix("bearer "))
        })
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            status(
                Code::Unauthenticated,
                "TOKEN_MALFORMED",
                "the authorization metadata must be \"Bearer <seat token>\"",
            )
        })?;
    Ok(Some(secrets::token_hash(token)))
}

fn required_bearer<T>(request: &Request<T>) -> Result<[u8; 32], Status> {
    bearer(request)?.ok_or_else(|| {
        status(
            Code::Unauthenticated,
            "TOKEN_MISSING",
            "this call needs the seat token: send \"authorization: Bearer <seat token>\"",
        )
    })
}

fn parse_request_id(id: &str) -> Result<String, Status> {
    if id.len() > 64 || !id.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(status(
            Code::InvalidArgument,
            "INVALID_REQUEST_ID",
            "a request id is up to 64 printable ASCII characters without spaces",
        ));
    }
    Ok(id.to_owned())
}

/// A client-chosen seat token: 32 to 128 printable ASCII characters.
fn parse_seat_token(token: &str) -> Result<Option<String>, Status> {
    if token.is_empty() {
        return Ok(None);
    }
    if !(32..=128).contains(&token.len()) || !token.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(status(
            Code::InvalidArgument,
            "INVALID_SEAT_TOKEN",
            "a seat token is 32 to 128 printable ASCII characters without spaces",
        ));
    }
    Ok(Some(token.to_owned()))
}

fn parse_page_token(token: &str) -> Result<Option<usize>, Status> {
    if token.is_empty() {
        return Ok(None);
    }
    token
        .strip_prefix("p")
        .and_then(|n| usize::from_str_radix(n, 16).ok())
        .map(Some)
        .ok_or_else(|| {
            status(
                Code::InvalidArgument,
                "INVALID_PAGE_TOKEN",
                "the page token is not one this server returned",
            )
        })
}

fn parse_seat(seat: Option<u32>) -> Result<Option<Seat>, Status> {
    seat.map(|s| {
        u8::try_from(s).map_err(|_| {
            status(
                Code::InvalidArgument,
                "INVALID_SEAT",
                format!("there is no seat {s}"),
            )
        })
    })
    .transpose()
}

#[tonic::async_trait]
impl GameService for GameApi {
    #[tracing::instrument(skip_all)]
    async fn create_game(
        &self,
        request: Request<pb::CreateGameRequest>,
    ) -> Result<Response<pb::CreateGameResponse>, Status> {
        self.admit(&request)?;
        let request = request.into_inner();
        let seed = if request.seed.is_empty() {
            Seed(secrets::new_seed().map_err(crate::hub::HubError::from)?)
        } else {
            Seed::from_slice(&request.seed).ok_or_else(|| {
                status(
                    Code::InvalidArgument,
                    "INVALID_SEED",
                    format!("a seed is 32 bytes, not {}", request.seed.len()),
                )
            })?
        };
        let config = parse_options(request.options.as_ref(), |players| seed.first_seat(players))?;
        let game = self.hub.create(config, seed).await?;
        Ok(Response::new(pb::CreateGameResponse { game: Some(game) }))
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn get_game(
        &self,
        request: Request<pb::GetGameRequest>,
    ) -> Result<Response<pb::GetGameResponse>, Status> {
        self.admit(&request)?;
        let id = parse_game_name(&request.get_ref().name)?;
        let game = self.hub.get(&id)?;
        Ok(Response::new(pb::GetGameResponse {
            game: Some((*game).clone()),
        }))
    }

    #[tracing::instrument(skip_all)]
    async fn list_games(
        &self,
        request: Request<pb::ListGamesRequest>,
    ) -> Result<Response<pb::ListGamesResponse>, Status> {
        self.admit(&request)?;
        let request = request.into_inner();
        let before = parse_page_token(&request.page_token)?;
        let size = match request.page_size as usize {
            0 => DEFAULT_PAGE,
            n => n.min(MAX_PAGE),
        };
        let status_filter = match pb::GameStatus::try_from(request.status) {
            Ok(pb::GameStatus::Unspecified) => None,
            Ok(s) => Some(s),
            Err(_) => {
                return Err(status(
                    Code::InvalidArgument,
                    "INVALID_STATUS",
                    format!("{} is not a game status", request.status),
                ));
            }
        };
        let page = self.hub.list(before, size, status_filter);
        Ok(Response::new(pb::ListGamesResponse {
            games: page.games,
            next_page_token: page.next.map(|n| format!("p{n:x}")).unwrap_or_default(),
        }))
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn join_game(
        &self,
        request: Request<pb::JoinGameRequest>,
    ) -> Result<Response<pb::JoinGameResponse>, Status> {
        self.admit(&request)?;
        let request = request.into_inner();
        let id = parse_game_name(&request.name)?;
        let name = parse_player_name(&request.player_name)?;
        let seat = parse_seat(request.seat)?;
        let token = parse_seat_token(&request.seat_token)?;
        let (answer, seat, token) = self.hub.join(&id, seat, name, token).await?;
        Ok(Response::new(pb::JoinGameResponse {
            game: Some(answer.game),
            seat: u32::from(seat),
            seat_token: token,
        }))
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn submit_move(
        &self,
        request: Request<pb::SubmitMoveRequest>,
    ) -> Result<Response<pb::SubmitMoveResponse>, Status> {
        self.admit(&request)?;
        let token = required_bearer(&request)?;
        let request = request.into_inner();
        let id = parse_game_name(&request.name)?;
        let mv = parse_move(request.r#move.as_ref())?;
        let request_id = parse_request_id(&request.request_id)?;
        let answer = self
            .hub
            .submit(&id, token, mv, request.expected_version, request_id)
            .await?;
        Ok(Response::new(pb::SubmitMoveResponse {
            game: Some(answer.game),
            events: answer.events,
        }))
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn list_legal_moves(
        &self,
        request: Request<pb::ListLegalMovesRequest>,
    ) -> Result<Response<pb::ListLegalMovesResponse>, Status> {
        self.admit(&request)?;
        let id = parse_game_name(&request.get_ref().name)?;
        Ok(Response::new(self.hub.legal_moves(&id).await?))
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn preview_move(
        &self,
        request: Request<pb::PreviewMoveRequest>,
    ) -> Result<Response<pb::PreviewMoveResponse>, Status> {
        self.admit(&request)?;
        let request = request.into_inner();
        let id = parse_game_name(&request.name)?;
        let mv = parse_move(request.r#move.as_ref())?;
        Ok(Response::new(self.hub.preview(&id, &mv).await?))
    }

    type WatchGameStream = ReceiverStream<Result<EncodedUpdate, Status>>;

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn watch_game(
        &self,
        request: Request<pb::WatchGameRequest>,
    ) -> Result<Response<Self::WatchGameStream>, Status> {
        self.admit(&request)?;
        let token = bearer(&request)?;
        let request = request.into_inner();
        let id = parse_game_name(&request.name)?;
        let seat = match token {
            Some(token) => Some(self.hub.seat_of(&id, token).await?),
            None => None,
        };
        let stream = self.hub.watch(&id, seat, request.resume_after).await?;
        Ok(Response::new(stream))
    }
}
