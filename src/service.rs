//! `GameService`: each call parsed at the boundary, handed to the hub, and
//! its answer or error mapped back to the wire.

use std::net::IpAddr;
use std::sync::Arc;

use mountain_goats_rules::{Seat, Seed};
use sha2::{Digest, Sha256};
use tonic::{Code, Request, Response, Status};

use crate::api::v1 as pb;
use crate::api::v1::server::game_service_server::GameService;
use crate::api::{
    board_to_proto, event_to_proto, game_to_proto, parse_dice_contribution, parse_game_name,
    parse_house_fill, parse_house_seats, parse_house_strategy, parse_move, parse_options,
    parse_player_name, parse_table,
};
use crate::connections::proxy::TrustedProxies;
use crate::fanout::Encoded;
use crate::hosted::{DiceSource, GameEvent, Status as GameStatus};
use crate::hub::{Hub, Wanted};
use crate::limits::RateLimit;
use crate::projection::WatchStream;
use crate::secrets;
use crate::status::status as status_of;
use crate::status::{shutting_down, status};

/// The default and the largest page of `ListGames`.
const DEFAULT_PAGE: usize = 50;
const MAX_PAGE: usize = 200;

/// The gRPC face of the hub.
#[derive(Debug, Clone)]
pub struct GameApi {
    hub: Arc<Hub>,
    rate: Arc<RateLimit>,
    proxies: Arc<TrustedProxies>,
    refuse_chosen_seeds: bool,
}

impl GameApi {
    /// Serves `hub`, admitting requests through `rate`; no proxy trusted.
    pub fn new(hub: Arc<Hub>, rate: Arc<RateLimit>) -> GameApi {
        GameApi {
            hub,
            rate,
            proxies: Arc::default(),
            refuse_chosen_seeds: false,
        }
    }

    /// The same service, taking the client of a call from a trusted proxy
    /// from the header the proxy names it in.
    pub fn trusting(self, proxies: Arc<TrustedProxies>) -> GameApi {
        GameApi { proxies, ..self }
    }

    /// The same service, refusing (or not) games with a chosen seed.
    pub fn refusing_chosen_seeds(self, refuse: bool) -> GameApi {
        GameApi {
            refuse_chosen_seeds: refuse,
            ..self
        }
    }

    fn admit<T>(&self, request: &Request<T>) -> Result<(), Status> {
        self.rate.check(self.client(request))
    }

    /// The client of a call: the peer, or the client a trusted proxy names.
    fn client<T>(&self, request: &Request<T>) -> Option<IpAddr> {
        let peer = request.remote_addr()?.ip();
        if !self.proxies.trusts(peer) {
            return Some(peer);
        }
        let values = request
            .metadata()
            .get_all(self.proxies.header().name())
            .iter()
            .map(|value| value.as_encoded_bytes());
        Some(self.proxies.client(peer, values))
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
    if looks_weak(token) {
        return Err(status(
            Code::InvalidArgument,
            "INVALID_SEAT_TOKEN",
            "the seat token is too easy to guess: make it from at least 128 random bits (e.g. 32 random bytes as hex)",
        ));
    }
    Ok(Some(token.to_owned()))
}

/// Tokens nobody drew at random: few distinct characters, or one character
/// making up half of it. Random hex of 32+ characters passes with certainty
/// for all practical purposes (it shows about 14 distinct characters).
fn looks_weak(token: &str) -> bool {
    let mut counts = [0usize; 128];
    for b in token.bytes() {
        counts[usize::from(b & 0x7f)] += 1;
    }
    let distinct = counts.iter().filter(|&&n| n > 0).count();
    let most = counts.iter().copied().max().unwrap_or(0);
    distinct < 8 || most * 2 > token.len()
}

/// A page token: where the next page starts and the filter it was issued
/// for, with a check so that tokens this server did not issue are refused
/// rather than misread. Opaque to clients (AIP-158).
fn page_token(before: u64, status: i32) -> String {
    let mut bytes = Vec::with_capacity(20);
    bytes.extend_from_slice(&before.to_be_bytes());
    bytes.extend_from_slice(&status.to_be_bytes());
    let check = Sha256::digest([b"mountain-goats page token".as_slice(), &bytes].concat());
    bytes.extend_from_slice(&check[..8]);
    hex::encode(bytes)
}

fn parse_page_token(token: &str, status: i32) -> Result<Option<u64>, Status> {
    if token.is_empty() {
        return Ok(None);
    }
    let invalid = |why: &str| {
        status_of(
            Code::InvalidArgument,
            "INVALID_PAGE_TOKEN",
            format!(
                "the page token {why}: pass back a next_page_token exactly as returned, with the same filter"
            ),
        )
    };
    let bytes = hex::decode(token)
        .ok()
        .filter(|b| b.len() == 20)
        .ok_or_else(|| invalid("is not one this server returned"))?;
    let (body, check) = bytes.split_at(12);
    let expected = Sha256::digest([b"mountain-goats page token".as_slice(), body].concat());
    if check != &expected[..8] {
        return Err(invalid("is not one this server returned"));
    }
    let before = u64::from_be_bytes(body[..8].try_into().unwrap_or_default());
    let issued_for = i32::from_be_bytes(body[8..].try_into().unwrap_or_default());
    if issued_for != status {
        return Err(invalid("was issued for another status filter"));
    }
    // Exactly as issued: no other spelling of the same bytes.
    if page_token(before, issued_for) != token {
        return Err(invalid("is not one this server returned"));
    }
    Ok(Some(before))
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
        let chosen = !request.seed.is_empty();
        if chosen && self.refuse_chosen_seeds {
            // Not a malformed seed but this server's policy, which holds
            // whatever the seed: FAILED_PRECONDITION (AIP-193).
            return Err(status(
                Code::FailedPrecondition,
                "CHOSEN_SEED_REFUSED",
                "this server refuses chosen seeds (whoever chose one knows every roll): leave the seed empty and the server draws it",
            ));
        }
        let seed = if chosen {
            Seed::from_slice(&request.seed).ok_or_else(|| {
                status(
                    Code::InvalidArgument,
                    "INVALID_SEED",
                    format!("a seed is 32 bytes, not {}", request.seed.len()),
                )
            })?
        } else {
            Seed(secrets::new_seed().map_err(crate::hub::HubError::from)?)
        };
        let dice = if chosen {
            DiceSource::ChosenSeed
        } else {
            DiceSource::ServerSeedAndPlayers
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
        let game = self
            .hub
            .create(config, seed, dice, draw_first_seat, table, &house)
            .await?;
        Ok(Response::new(pb::CreateGameResponse {
            game: Some(game_to_proto(&game)),
        }))
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn get_game(
        &self,
        request: Request<pb::GetGameRequest>,
    ) -> Result<Response<Encoded>, Status> {
        self.admit(&request)?;
        let id = parse_game_name(&request.get_ref().name)?;
        let game = self.hub.get(&id).await?;
        Ok(Response::new(game.game_answer()))
    }

    #[tracing::instrument(skip_all)]
    async fn list_games(
        &self,
        request: Request<pb::ListGamesRequest>,
    ) -> Result<Response<pb::ListGamesResponse>, Status> {
        self.admit(&request)?;
        let request = request.into_inner();
        let before = parse_page_token(&request.page_token, request.status)?;
        let size = match request.page_size as usize {
            0 => DEFAULT_PAGE,
            n => n.min(MAX_PAGE),
        };
        let status_filter = match pb::GameStatus::try_from(request.status) {
            Ok(pb::GameStatus::Unspecified) => None,
            Ok(pb::GameStatus::Open) => Some(GameStatus::Open),
            Ok(pb::GameStatus::Playing) => Some(GameStatus::Playing),
            Ok(pb::GameStatus::Finished) => Some(GameStatus::Finished),
            Err(_) => {
                return Err(status(
                    Code::InvalidArgument,
                    "INVALID_STATUS",
                    format!("{} is not a game status", request.status),
                ));
            }
        };
        let page = self.hub.list(before, size, status_filter).await?;
        Ok(Response::new(pb::ListGamesResponse {
            games: page.games.iter().map(|g| game_to_proto(g)).collect(),
            next_page_token: page
                .next
                .map(|n| page_token(n, request.status))
                .unwrap_or_default(),
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
        let contribution = parse_dice_contribution(&request.dice_contribution)?;
        let (game, seat, token) = self.hub.join(&id, seat, name, token, contribution).await?;
        Ok(Response::new(pb::JoinGameResponse {
            game: Some(game_to_proto(&game)),
            seat: u32::from(seat),
            seat_token: token,
        }))
    }

    #[tracing::instrument(skip_all)]
    async fn find_game(
        &self,
        request: Request<pb::FindGameRequest>,
    ) -> Result<Response<pb::FindGameResponse>, Status> {
        self.admit(&request)?;
        let request = request.into_inner();
        if request
            .options
            .as_ref()
            .is_some_and(|o| o.first_seat.is_some())
        {
            return Err(status(
                Code::InvalidArgument,
                "INVALID_OPTIONS",
                "leave first_seat out: matchmaking games draw it",
            ));
        }
        let seed = Seed(secrets::new_seed().map_err(crate::hub::HubError::from)?);
        // A placeholder: matchmaking games draw the first seat at the start.
        let config = parse_options(request.options.as_ref(), |_| 0)?;
        let table = parse_table(request.options.as_ref())?;
        let house_fill = match parse_house_fill(request.house_fill_seconds)? {
            Some(seconds) => Some((
                std::time::Duration::from_secs(u64::from(seconds)),
                parse_house_strategy(&request.house_strategy)?,
            )),
            None => None,
        };
        let wanted = Wanted {
            config,
            seed,
            table,
            house_fill,
            player_name: parse_player_name(&request.player_name)?,
            token: parse_seat_token(&request.seat_token)?,
            dice_contribution: parse_dice_contribution(&request.dice_contribution)?,
        };
        let (game, seat, token) = self.hub.find(wanted).await?;
        Ok(Response::new(pb::FindGameResponse {
            game: Some(game_to_proto(&game)),
            seat: u32::from(seat),
            seat_token: token,
        }))
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn submit_move(
        &self,
        request: Request<pb::SubmitMoveRequest>,
    ) -> Result<Response<Encoded>, Status> {
        self.admit(&request)?;
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
        crate::metrics::moved(started.elapsed());
        Ok(Response::new(committed.update.move_answer()))
    }

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn list_legal_moves(
        &self,
        request: Request<pb::ListLegalMovesRequest>,
    ) -> Result<Response<Encoded>, Status> {
        self.admit(&request)?;
        let id = parse_game_name(&request.get_ref().name)?;
        Ok(Response::new(
            self.hub.legal_moves(&id).await?.list_answer(),
        ))
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
        let (after, events) = self.hub.preview(&id, &mv).await?;
        Ok(Response::new(pb::PreviewMoveResponse {
            board: Some(board_to_proto(&after)),
            events: events
                .into_iter()
                .map(|e| event_to_proto(&GameEvent::Rules(e)))
                .collect(),
        }))
    }

    type WatchGameStream = WatchStream;

    #[tracing::instrument(skip_all, fields(game = %request.get_ref().name))]
    async fn watch_game(
        &self,
        request: Request<pb::WatchGameRequest>,
    ) -> Result<Response<Self::WatchGameStream>, Status> {
        self.admit(&request)?;
        let token = bearer(&request)?;
        let request = request.into_inner();
        let id = parse_game_name(&request.name)?;
        let stream = self
            .hub
            .watch(&id, token, request.resume_after, shutting_down)
            .await?;
        Ok(Response::new(stream))
    }
}
