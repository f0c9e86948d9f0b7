//! Mountain Goats bots.
//!
//! - [`Player`]: the one small trait every strategy implements. It sees the
//!   public state of a rules [`Game`](mountain_goats_rules::Game) and the
//!   listed moves, never the seed, so the same code plays in process and
//!   over the network. The house players are [`Random`], [`Greedy`] and
//!   [`Expert`].
//! - [`arena`]: many games between strategies, in process or on a server
//!   against its house bots, rated.
//! - The networked sample bot: [`connect`] opens a client; [`create_game`]
//!   and [`join_game`] get a seat; [`play_as`] watches the game with the
//!   seat token, keeps a rules game in step by replaying the stream's rolls
//!   and moves, and on each of the seat's turns asks a [`Player`] to pick
//!   one of the legal moves the server sent. [`play`] does the same for the
//!   older [`Strategy`] trait, which works on the protobuf messages.
//!
//! - [`Watch`]: a game's updates in order, resumed after the last version
//!   seen when the stream breaks (a server restart shows up as `transport
//!   error` or `h2 protocol error`) and repaired after a gap; the bot's play
//!   loop, the arena and `mountain-goats watch` all watch through it.
//!
//! The clients' contract (docs/clients.md) holds: `UNAVAILABLE`,
//! `RATE_LIMITED`, `CONFLICT` and dropped connections are retried with
//! capped exponential backoff and jitter ([`retry`]), at most ten tries; a
//! move is resubmitted with the same request id, so it is never played
//! twice; `CreateGame` is retried only on `RATE_LIMITED`.

pub mod account;
pub mod address;
pub mod arena;
pub mod retry;
pub mod routing;
pub mod strategy;
pub mod watch;
pub mod wire;

use tonic::metadata::MetadataValue;
use tonic::transport::Channel;
use tonic::{Code, Request, Status};
use tonic_types::StatusExt;

pub use address::ConnectError;
pub use mountain_goats_strategies::{
    Budget, Expert, Greedy, HouseStrategy, Player, Random, Rng, Search,
};
pub use retry::TRIES;
use retry::{create_refused, retryable, with_retries};
pub use strategy::Strategy;
pub use watch::Watch;
pub use wire::Replay;

/// The protobuf types and client of `mountain_goats.v1`, generated once in
/// `mountain-goats-proto` for every crate of the workspace.
pub use mountain_goats_proto::v1 as pb;

use pb::game_service_client::GameServiceClient;
use pb::watch_game_response::Update;

/// A connected client.
pub type Client = GameServiceClient<Channel>;

/// Connects to a server at `addr`: `127.0.0.1:50051` or `http://…` in plain
/// text, `https://…` over TLS trusting the system's roots.
pub async fn connect(addr: &str) -> Result<Client, ConnectError> {
    connect_with_ca(addr, None).await
}

/// Connects as [`connect`] does; with `ca_pem` (PEM certificates) the
/// connection is TLS and trusts those certificates instead of the system's
/// roots, so an address without a scheme is reached over `https`. The
/// address is checked first ([`address::check`]), and a failure says in one
/// line why: nothing listening, a name that does not resolve, or the
/// transport's own words.
pub async fn connect_with_ca(addr: &str, ca_pem: Option<&[u8]>) -> Result<Client, ConnectError> {
    let channel = endpoint(addr, ca_pem)?
        .connect()
        .await
        .map_err(|error| ConnectError::dialling(addr, error))?;
    Ok(GameServiceClient::new(channel))
}

/// The endpoint [`connect_with_ca`] connects to, for callers that build
/// their own client on it; `addr` is checked as [`address::check`] does.
pub fn endpoint(
    addr: &str,
    ca_pem: Option<&[u8]>,
) -> Result<tonic::transport::Endpoint, ConnectError> {
    address::check(addr)?;
    endpoint_unchecked(addr, ca_pem).map_err(|error| ConnectError::Transport {
        addr: addr.to_owned(),
        error,
    })
}

fn endpoint_unchecked(
    addr: &str,
    ca_pem: Option<&[u8]>,
) -> Result<tonic::transport::Endpoint, tonic::transport::Error> {
    let uri = if addr.contains("://") {
        addr.to_owned()
    } else if ca_pem.is_some() {
        format!("https://{addr}")
    } else {
        format!("http://{addr}")
    };
    let endpoint = tonic::transport::Endpoint::from_shared(uri)?;
    // tonic speaks TLS only when given a configuration, whatever the scheme.
    let tls = match ca_pem {
        Some(pem) => tonic::transport::ClientTlsConfig::new()
            .ca_certificate(tonic::transport::Certificate::from_pem(pem)),
        None if endpoint.uri().scheme_str() == Some("https") => {
            tonic::transport::ClientTlsConfig::new().with_native_roots()
        }
        None => return Ok(endpoint),
    };
    endpoint.tls_config(tls)
}

/// `error` and its sources, `: `-separated: tonic's transport errors say
/// only "transport error" at the top, and the cause (refused, a TLS
/// certificate not trusted) is below.
pub fn error_chain(error: &dyn std::error::Error) -> String {
    let mut words = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        // Some errors already print their source: said once is enough.
        let cause_words = cause.to_string();
        if !words.contains(&cause_words) {
            words.push_str(": ");
            words.push_str(&cause_words);
        }
        source = cause.source();
    }
    words
}

/// A seat at a game, with its secret token.
#[derive(Clone, Debug)]
pub struct SeatTicket {
    /// The game's name, `games/{id}`.
    pub game: String,
    /// The seat.
    pub seat: u32,
    /// The seat token, sent on every move.
    pub token: String,
}

impl SeatTicket {
    /// `request` with this seat's token in the `authorization` metadata, and
    /// the routing header of its game ([`routing`]).
    pub fn authorize<T>(&self, request: T) -> Request<T> {
        let mut request = routing::about_game(&self.game, request);
        if let Ok(value) = MetadataValue::try_from(format!("Bearer {}", self.token)) {
            request.metadata_mut().insert("authorization", value);
        }
        request
    }
}

/// Whether `game` has reached its end and never changes again: finished,
/// or cancelled before it started (an open game nobody joined expires).
/// A watch ends after it, and a seat has nothing more to play.
pub fn is_over(game: &pb::Game) -> bool {
    game.status == pb::GameStatus::Finished as i32
        || game.status == pb::GameStatus::Cancelled as i32
}

/// Whether `game` was cancelled before it started: it has no result.
pub fn is_cancelled(game: &pb::Game) -> bool {
    game.status == pb::GameStatus::Cancelled as i32
}

/// The `ErrorInfo` reason of a status, if it has one.
pub fn reason(status: &Status) -> Option<String> {
    status
        .get_error_details()
        .error_info()
        .map(|info| info.reason.clone())
}

/// A status in plain words for people: `game not found: … (gRPC NOT_FOUND,
/// reason GAME_NOT_FOUND)`.
pub fn describe(status: &Status) -> String {
    let reason = reason(status);
    let headline = match (&reason, status.code()) {
        (Some(reason), _) => reason.to_lowercase().replace('_', " "),
        (None, Code::Unavailable) => "the server cannot be reached".to_owned(),
        (None, code) => code.description().to_lowercase(),
    };
    let message = status.message().trim();
    let mut text = headline;
    if !message.is_empty() && !message.eq_ignore_ascii_case(&text) {
        text.push_str(": ");
        text.push_str(message);
    }
    match reason {
        Some(reason) => format!(
            "{text} (gRPC {}, reason {reason})",
            code_name(status.code())
        ),
        None => format!("{text} (gRPC {})", code_name(status.code())),
    }
}

/// The canonical name of a gRPC code, as the other clients print it.
pub fn code_name(code: Code) -> &'static str {
    match code {
        Code::Ok => "OK",
        Code::Cancelled => "CANCELLED",
        Code::Unknown => "UNKNOWN",
        Code::InvalidArgument => "INVALID_ARGUMENT",
        Code::DeadlineExceeded => "DEADLINE_EXCEEDED",
        Code::NotFound => "NOT_FOUND",
        Code::AlreadyExists => "ALREADY_EXISTS",
        Code::PermissionDenied => "PERMISSION_DENIED",
        Code::ResourceExhausted => "RESOURCE_EXHAUSTED",
        Code::FailedPrecondition => "FAILED_PRECONDITION",
        Code::Aborted => "ABORTED",
        Code::OutOfRange => "OUT_OF_RANGE",
        Code::Unimplemented => "UNIMPLEMENTED",
        Code::Internal => "INTERNAL",
        Code::Unavailable => "UNAVAILABLE",
        Code::DataLoss => "DATA_LOSS",
        Code::Unauthenticated => "UNAUTHENTICATED",
    }
}

/// Creates a game of `players` seats.
pub async fn create_game(
    client: &mut Client,
    options: pb::GameOptions,
) -> Result<pb::Game, Status> {
    // Only a refusal before the server read it is safe to retry; after
    // `UNAVAILABLE` or a lost answer a retry could create a second game.
    let request = pb::CreateGameRequest {
        options: Some(options),
        seed: Vec::new(),
        house_seats: Vec::new(),
    };
    let response = with_retries(
        || {
            let mut client = client.clone();
            let request = request.clone();
            async move { client.create_game(request).await }
        },
        create_refused,
    )
    .await?;
    response
        .into_inner()
        .game
        .ok_or_else(|| Status::internal("CreateGame answered no game"))
}

/// Joins `game` as `player_name`, in `seat` or the lowest free one.
///
/// The bot makes its own seat token, so the join is safe to retry: if an
/// answer is lost, the same request returns the seat it took.
pub async fn join_game(
    client: &mut Client,
    game: &str,
    player_name: &str,
    seat: Option<u32>,
) -> Result<SeatTicket, Status> {
    // 256 random bits.
    let token = format!("{}{}", request_id(), request_id());
    // Drawn once: a retry sends the same bytes, so a server that failed the
    // join on purpose to see another contribution gets this one again.
    let contribution = dice_contribution();
    let request = pb::JoinGameRequest {
        name: game.to_owned(),
        player_name: player_name.to_owned(),
        seat,
        seat_token: token.clone(),
        dice_contribution: contribution,
    };
    let joined = with_retries(
        || {
            let mut client = client.clone();
            let request = routing::about_game(game, request.clone());
            async move { client.join_game(request).await }
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

/// Finds a game with `options` through the server's matchmaking (or has
/// it create one), as `player_name`; with `house_fill`, the seats still free
/// after that many seconds go to house bots of `house_strategy`.
///
/// Safe to retry, like [`join_game`]: the bot makes its own seat token.
pub async fn find_game(
    client: &mut Client,
    options: pb::GameOptions,
    player_name: &str,
    house_fill: Option<u32>,
    house_strategy: &str,
) -> Result<SeatTicket, Status> {
    let token = format!("{}{}", request_id(), request_id());
    // The same bytes on every retry: the retry is the same join.
    let contribution = dice_contribution();
    let request = pb::FindGameRequest {
        options: Some(options),
        player_name: player_name.to_owned(),
        seat_token: token.clone(),
        house_fill_seconds: house_fill,
        house_strategy: house_strategy.to_owned(),
        dice_contribution: contribution,
    };
    let found = with_retries(
        || {
            let mut client = client.clone();
            let request = request.clone();
            async move { client.find_game(request).await }
        },
        retryable,
    )
    .await?
    .into_inner();
    Ok(SeatTicket {
        game: found.game.map(|g| g.name).unwrap_or_default(),
        seat: found.seat,
        token,
    })
}

/// 32 random bytes to mix into the dice of the game joined (docs/dice.md),
/// or none without OS randomness: a guessable contribution would only look
/// like one.
pub fn dice_contribution() -> Vec<u8> {
    let mut bytes = [0u8; 32];
    match getrandom::fill(&mut bytes) {
        Ok(()) => bytes.to_vec(),
        Err(_) => Vec::new(),
    }
}

/// A fresh request id: 128 random bits.
pub fn request_id() -> String {
    let mut bytes = [0u8; 16];
    // Without OS randomness, fall back to the clock: ids need only be unique.
    if getrandom::fill(&mut bytes).is_err() {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        bytes = nanos.to_be_bytes();
    }
    hex::encode(bytes)
}

/// Picks a move on the seat's turn; the two traits behind [`play`] and
/// [`play_as`].
trait Chooser {
    fn pick(
        &mut self,
        game: &pb::Game,
        seat: u32,
        legal_moves: &[pb::LegalMove],
        replayed: Option<&mountain_goats_rules::Game>,
    ) -> usize;

    /// Whether it thinks on the rules game replayed from the watch: only
    /// then is a game shown mid-way worth reading again from its creation.
    fn replays(&self) -> bool;
}

struct ByStrategy<'a, S: ?Sized>(&'a mut S);

impl<S: Strategy + ?Sized> Chooser for ByStrategy<'_, S> {
    fn pick(
        &mut self,
        game: &pb::Game,
        seat: u32,
        legal_moves: &[pb::LegalMove],
        _: Option<&mountain_goats_rules::Game>,
    ) -> usize {
        self.0.choose(game, seat, legal_moves)
    }

    fn replays(&self) -> bool {
        false
    }
}

struct ByPlayer<'a, P: ?Sized>(&'a mut P);

impl<P: Player + ?Sized> Chooser for ByPlayer<'_, P> {
    fn pick(
        &mut self,
        game: &pb::Game,
        seat: u32,
        legal_moves: &[pb::LegalMove],
        replayed: Option<&mountain_goats_rules::Game>,
    ) -> usize {
        let moves: Option<Vec<mountain_goats_rules::Move>> = legal_moves
            .iter()
            .map(|l| l.r#move.as_ref().and_then(wire::move_from_pb))
            .collect();
        match (replayed, moves) {
            (Some(replayed), Some(moves)) => self.0.choose(replayed, &moves),
            // Without the history (a late join past the server's resume
            // window) there is no rules game to think on: play greedily from
            // the events the server lists.
            _ => Strategy::choose(&mut Greedy, game, seat, legal_moves),
        }
    }

    fn replays(&self) -> bool {
        true
    }
}

/// Plays the seat to the end of the game with a protobuf-level
/// [`Strategy`]; returns the game at its end: finished, or cancelled
/// before it started ([`is_cancelled`]).
pub async fn play(
    client: &mut Client,
    ticket: &SeatTicket,
    strategy: &mut impl Strategy,
) -> Result<pb::Game, Status> {
    play_seat(client, ticket, &mut ByStrategy(strategy)).await
}

/// Plays the seat to the end of the game with a [`Player`], which sees the
/// game as the rules engine replays it from the watch stream; returns the
/// game at its end: finished, or cancelled before it started.
pub async fn play_as(
    client: &mut Client,
    ticket: &SeatTicket,
    player: &mut (impl Player + ?Sized),
) -> Result<pb::Game, Status> {
    play_seat(client, ticket, &mut ByPlayer(player)).await
}

async fn play_seat(
    client: &mut Client,
    ticket: &SeatTicket,
    chooser: &mut impl Chooser,
) -> Result<pb::Game, Status> {
    let mut replay = Replay::new();
    // Resumed after the last version seen, gaps repaired: the replay sees
    // every change once, in order.
    let mut watch = Watch::new(client.clone(), ticket.game.clone()).as_seat(ticket);
    // The last version a move was chosen for: never twice for one version.
    let mut acted: Option<u64> = None;
    let mut asked_for_history = false;
    let mut history_until = 0u64;
    while let Some(update) = watch.next().await? {
        let (game, legal_moves) = match update {
            Update::Snapshot(s) => {
                if let Some(game) = &s.game {
                    // Only a game that went back (the database lost
                    // versions: the watch starts again from a snapshot)
                    // shows a version already acted on: its turns are to
                    // be played again.
                    if acted.is_some_and(|v| game.version <= v) {
                        acted = None;
                    }
                    replay.snapshot(game);
                }
                (s.game, s.legal_moves)
            }
            Update::Change(c) => {
                replay.change(&c);
                (c.game, c.legal_moves)
            }
            Update::Heartbeat(_) => continue,
        };
        let Some(game) = game else { continue };
        if is_over(&game) {
            return Ok(game);
        }
        if chooser.replays() && replay.needs_history() && !asked_for_history && game.version > 1 {
            // Shown the game mid-way by a snapshot: ask once for every
            // change since creation, which the server still has unless the
            // game is long.
            asked_for_history = true;
            history_until = game.version;
            watch.restart_after(1);
            continue;
        }
        if game.version < history_until {
            // Catching up on the history: those turns are played.
            continue;
        }
        let to_move = game.status == pb::GameStatus::Playing as i32
            && game.board.as_ref().map(|b| b.current_seat) == Some(ticket.seat);
        if !to_move || acted.is_some_and(|v| v >= game.version) {
            continue;
        }
        let legal_moves = if legal_moves.is_empty() {
            list_legal_moves(client, ticket, game.version).await?
        } else {
            legal_moves
        };
        if legal_moves.is_empty() {
            continue;
        }
        acted = Some(game.version);
        let chosen = chooser.pick(&game, ticket.seat, &legal_moves, replay.game(&game));
        let mv = legal_moves
            .get(chosen)
            .or(legal_moves.first())
            .and_then(|l| l.r#move.clone());
        if let Some(mv) = mv {
            submit(client, ticket, mv, game.version).await?;
        }
    }
    // A watch ends only after the update that finished (or cancelled) the
    // game, which returned above; such an update without its game message
    // ends here.
    Err(Status::unavailable(format!(
        "the watch of {} ended without the game at its end",
        ticket.game
    )))
}

/// The seat's legal moves at `version`, when an update came without them.
async fn list_legal_moves(
    client: &mut Client,
    ticket: &SeatTicket,
    version: u64,
) -> Result<Vec<pb::LegalMove>, Status> {
    let request = pb::ListLegalMovesRequest {
        name: ticket.game.clone(),
    };
    let response = with_retries(
        || {
            let mut client = client.clone();
            let request = routing::about_game(&ticket.game, request.clone());
            async move { client.list_legal_moves(request).await }
        },
        retryable,
    )
    .await?
    .into_inner();
    let current = response.version == version && response.seat == ticket.seat;
    Ok(if current {
        response.legal_moves
    } else {
        Vec::new()
    })
}

/// Submits `mv`, retrying with the same request id while the server is
/// unreachable, asks to slow down or lost a race with another server
/// (`CONFLICT`). A move the game has overtaken (`STALE_VERSION`,
/// `NOT_YOUR_TURN`) is not an error here: the next update brings the game as
/// it is. `HISTORY_LOST` is, as in every client (docs/clients.md): the
/// caller fetches the game again before it plays on.
pub async fn submit(
    client: &mut Client,
    ticket: &SeatTicket,
    mv: pb::Move,
    version: u64,
) -> Result<(), Status> {
    let request_id = request_id();
    with_retries(
        || {
            let mut client = client.clone();
            let request = ticket.authorize(pb::SubmitMoveRequest {
                name: ticket.game.clone(),
                r#move: Some(mv.clone()),
                expected_version: Some(version),
                request_id: request_id.clone(),
            });
            async move {
                match client.submit_move(request).await {
                    Ok(_) => Ok(()),
                    Err(status)
                        if matches!(
                            reason(&status).as_deref(),
                            Some("STALE_VERSION" | "NOT_YOUR_TURN")
                        ) =>
                    {
                        Ok(())
                    }
                    Err(status) => Err(status),
                }
            }
        },
        retryable,
    )
    .await
}
