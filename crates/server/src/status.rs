//! Errors as gRPC statuses: a standard code, a message for people, and a
//! `google.rpc.ErrorInfo` whose `reason` programs can match on.
//!
//! Every refusal and failure of a call is an [`ApiError`] until it leaves
//! the server, and becomes a status here, in one place: the service's
//! handlers, the admission layer and the codec build none by hand.

use std::collections::HashMap;

use mountain_goats_rules::RuleError;
use tonic::{Code, Status};
use tonic_types::{ErrorDetails, StatusExt};

use crate::api::ParseError;
use crate::frame::{ACCEPTED_ENCODINGS, FrameError};
use mountain_goats_core::chances::ChancesError;
use mountain_goats_core::hosted::EntryError;
use mountain_goats_core::hub::HubError;
use mountain_goats_core::store::StoreError;

/// The `domain` of every `ErrorInfo` the server sends.
pub const DOMAIN: &str = "mountaingoats.dev";

/// A status with an `ErrorInfo` of `reason`.
pub fn status(code: Code, reason: &str, message: impl Into<String>) -> Status {
    status_with(code, reason, message, HashMap::new())
}

/// The request field a malformed-request reason is about (AIP-193's
/// `BadRequest.field_violations`), so tools can point at it.
fn field_of(reason: &str) -> Option<&'static str> {
    Some(match reason {
        "INVALID_GAME_NAME" => "name",
        "INVALID_PLAYER_NAME" => "player_name",
        "INVALID_DISPLAY_NAME" => "display_name",
        "INVALID_ACCOUNT_NAME" => "name",
        "INVALID_OPTIONS" => "options",
        "INVALID_MOVE" => "move",
        "INVALID_SEAT" => "seat",
        "INVALID_SEAT_TOKEN" => "seat_token",
        "INVALID_SEED" => "seed",
        "INVALID_DICE_CONTRIBUTION" => "dice_contribution",
        "INVALID_REQUEST_ID" => "request_id",
        "INVALID_PAGE_TOKEN" => "page_token",
        "INVALID_STATUS" => "status",
        "INVALID_RESUME_AFTER" => "resume_after",
        "INVALID_HOUSE_SEATS" => "house_seats",
        "INVALID_VERSION" => "version",
        _ => return None,
    })
}

/// A status with an `ErrorInfo` of `reason` and metadata; a malformed
/// field also gets a `BadRequest` naming it.
pub fn status_with(
    code: Code,
    reason: &str,
    message: impl Into<String>,
    metadata: HashMap<String, String>,
) -> Status {
    let message = message.into();
    mountain_goats_core::metrics::refused(reason);
    let mut details = ErrorDetails::with_error_info(reason, DOMAIN, metadata);
    if code == Code::InvalidArgument
        && let Some(field) = field_of(reason)
    {
        details.add_bad_request_violation(field, message.clone());
    }
    Status::with_error_details(code, message, details)
}

/// How a watch stream ends when the server stops: clients reconnect (to
/// this server once it is back, or another) and resume.
pub fn shutting_down() -> Status {
    status(
        Code::Unavailable,
        "SHUTTING_DOWN",
        "the server is shutting down; reconnect and resume from the last version seen",
    )
}

/// Why a call was refused or failed, on its way to being a status.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// A request field is malformed.
    #[error("{}", .0.message)]
    Parse(#[from] ParseError),
    /// The hub refused or failed the request.
    #[error(transparent)]
    Hub(#[from] HubError),
    /// The `authorization` metadata is not a bearer token.
    #[error("the authorization metadata must be \"Bearer <seat token>\"")]
    TokenMalformed,
    /// The call needs an account key and has none.
    #[error(
        "this call needs an account key: send \"authorization: Bearer <key>\" (CreateAccount makes one)"
    )]
    KeyRequired,
    /// The call needs a seat token and has none.
    #[error("this call needs the seat token: send \"authorization: Bearer <seat token>\"")]
    TokenMissing,
    /// This server refuses games with a chosen seed.
    #[error(
        "this server refuses chosen seeds (whoever chose one knows every roll): leave the seed empty and the server draws it"
    )]
    ChosenSeedRefused,
    /// The client sent too many requests.
    #[error("too many requests from this client; slow down")]
    RateLimited,
    /// The client made as many accounts as it may this hour.
    #[error(
        "this client made its {per_hour} accounts of the hour: use one of them (its key plays every rated game), or try again within the hour"
    )]
    TooManyAccounts { per_hour: u32 },
    /// The request's body is not one well-formed message.
    #[error(transparent)]
    Frame(#[from] FrameError),
    /// The request's message is not a protobuf message of its type.
    #[error("the request is not a valid protobuf message: {0}")]
    MalformedRequest(#[from] prost::DecodeError),
    /// The request's body did not arrive whole in time.
    #[error(
        "the request's body did not arrive within {} s of its start; send the whole message and end the stream",
        .0.as_secs()
    )]
    RequestBodyTimeout(std::time::Duration),
    /// The server has as many calls in progress as it takes.
    #[error("the server is at its limit of calls in progress; retry after a short backoff")]
    Overloaded,
    /// Win chances could not be given.
    #[error(transparent)]
    Chances(#[from] ChancesError),
}

impl From<ApiError> for Status {
    fn from(error: ApiError) -> Status {
        let message = error.to_string();
        match error {
            ApiError::Parse(error) => status(Code::InvalidArgument, error.reason, error.message),
            ApiError::Hub(error) => hub_status(error),
            ApiError::TokenMalformed => status(Code::Unauthenticated, "TOKEN_MALFORMED", message),
            ApiError::TokenMissing => status(Code::Unauthenticated, "TOKEN_MISSING", message),
            ApiError::KeyRequired => status(Code::Unauthenticated, "KEY_REQUIRED", message),
            // Not a malformed seed but this server's policy, which holds
            // whatever the seed: FAILED_PRECONDITION (AIP-193).
            ApiError::ChosenSeedRefused => {
                status(Code::FailedPrecondition, "CHOSEN_SEED_REFUSED", message)
            }
            ApiError::RateLimited => status(Code::ResourceExhausted, "RATE_LIMITED", message),
            ApiError::TooManyAccounts { .. } => {
                status(Code::ResourceExhausted, "TOO_MANY_ACCOUNTS", message)
            }
            ApiError::Overloaded => status(Code::Unavailable, "OVERLOADED", message),
            ApiError::RequestBodyTimeout(_) => {
                status(Code::DeadlineExceeded, "REQUEST_BODY_TIMEOUT", message)
            }
            ApiError::Chances(error) => chances_status(error),
            ApiError::Frame(error) => frame_status(error),
            ApiError::MalformedRequest(_) => {
                status(Code::InvalidArgument, "MALFORMED_REQUEST", message)
            }
        }
    }
}

/// The client's bytes are not one message as gRPC frames it: its fault,
/// never `INTERNAL` (which tonic alone would answer).
fn frame_status(error: FrameError) -> Status {
    let message = error.to_string();
    match error {
        FrameError::NoMessage
        | FrameError::HeaderCut(_)
        | FrameError::MessageCut { .. }
        | FrameError::BadFlag(_)
        | FrameError::CompressedWithoutEncoding
        | FrameError::NotGzip(_)
        | FrameError::TrailingBytes(_)
        | FrameError::WebBody(_) => status(Code::InvalidArgument, "MALFORMED_FRAME", message),
        FrameError::TooManyMessages => status(Code::InvalidArgument, "TOO_MANY_MESSAGES", message),
        FrameError::TooLarge(_) => status(Code::ResourceExhausted, "MESSAGE_TOO_LARGE", message),
        // As gRPC's compression spec has it: UNIMPLEMENTED, naming the
        // encodings the server accepts, so a client can fall back.
        FrameError::UnsupportedEncoding(_) => {
            let mut status = status(Code::Unimplemented, "UNSUPPORTED_ENCODING", message);
            status.metadata_mut().insert(
                "grpc-accept-encoding",
                tonic::metadata::MetadataValue::from_static(ACCEPTED_ENCODINGS),
            );
            status
        }
    }
}

/// A watch stream of a game whose copy in memory held versions the
/// database lost: watch again, from a snapshot.
pub(crate) fn history_lost(reason: mountain_goats_core::projection::Stopping) -> Status {
    status(Code::Aborted, "HISTORY_LOST", reason.to_string())
}

fn hub_status(error: HubError) -> Status {
    let message = error.to_string();
    match error {
        HubError::GameNotFound(_) => status(Code::NotFound, "GAME_NOT_FOUND", message),
        HubError::RequestIdReused(_) => status(Code::InvalidArgument, "REQUEST_ID_REUSED", message),
        HubError::TokenInvalid => status(Code::PermissionDenied, "TOKEN_INVALID", message),
        HubError::AccountNotFound(_) => status(Code::NotFound, "ACCOUNT_NOT_FOUND", message),
        HubError::KeyInvalid => status(Code::Unauthenticated, "KEY_INVALID", message),
        HubError::AlreadyWaiting(game) => status_with(
            Code::FailedPrecondition,
            "ALREADY_WAITING",
            message,
            HashMap::from([("game".to_owned(), format!("games/{game}"))]),
        ),
        HubError::Store(StoreError::NameTaken { .. }) => {
            status(Code::AlreadyExists, "NAME_TAKEN", message)
        }
        HubError::Store(StoreError::KeyTaken) => status(
            Code::InvalidArgument,
            "INVALID_KEY",
            "the new key is another account's: draw a new one from 32 random bytes",
        ),
        HubError::StaleVersion { current, .. } => status_with(
            Code::FailedPrecondition,
            "STALE_VERSION",
            message,
            HashMap::from([("current_version".to_owned(), current.to_string())]),
        ),
        HubError::TooManyWatchers(_) => {
            status(Code::ResourceExhausted, "TOO_MANY_WATCHERS", message)
        }
        HubError::TooManyGames { .. } => status(Code::ResourceExhausted, "TOO_MANY_GAMES", message),
        HubError::ResumeAhead { .. } => {
            status(Code::InvalidArgument, "INVALID_RESUME_AFTER", message)
        }
        HubError::Entry(entry) => entry_status(entry),
        HubError::Store(StoreError::Conflict { .. } | StoreError::TableOpen { .. }) => status(
            Code::Aborted,
            "CONFLICT",
            "other servers kept changing the game at the same time; retry with the same request id",
        ),
        HubError::Store(StoreError::Busy(_)) => status(Code::Unavailable, "STORE_BUSY", message),
        HubError::Store(StoreError::TokenSeated { game }) => status(
            Code::FailedPrecondition,
            "TOKEN_SEATED",
            format!(
                "this seat token already holds a seat in games/{game}, which is not over: \
                 play that seat (FindGame with the same token returns it), or use a fresh token"
            ),
        ),
        HubError::Store(error) => {
            tracing::error!(%error, "store failure");
            status(
                Code::Unavailable,
                "STORE_UNAVAILABLE",
                "the game store is unavailable; retry with the same request id",
            )
        }
        HubError::GameCorrupt { .. } => status(Code::DataLoss, "GAME_CORRUPT", message),
        // Not DATA_LOSS: the game is whole, only shorter than it was. The
        // request was not applied; fetched again, the game goes on.
        HubError::HistoryLost { from, to, .. } => status_with(
            Code::Aborted,
            "HISTORY_LOST",
            message,
            HashMap::from([
                ("lost_from_version".to_owned(), from.to_string()),
                ("lost_to_version".to_owned(), to.to_string()),
            ]),
        ),
        HubError::Random(_) => status(Code::Internal, "NO_RANDOMNESS", message),
        HubError::Internal(_) => {
            tracing::error!(%message, "internal error");
            status(Code::Internal, "INTERNAL", message)
        }
        HubError::ShuttingDown => status(Code::Unavailable, "SHUTTING_DOWN", message),
        HubError::Unloaded => status(Code::Unavailable, "RETRY", message),
    }
}

fn chances_status(error: ChancesError) -> Status {
    let message = error.to_string();
    match error {
        ChancesError::Hub(error) => hub_status(error),
        ChancesError::VersionAhead { current, .. } => status_with(
            Code::InvalidArgument,
            "INVALID_VERSION",
            message,
            HashMap::from([("current_version".to_owned(), current.to_string())]),
        ),
        ChancesError::NotStarted(_) => {
            status(Code::FailedPrecondition, "GAME_NOT_STARTED", message)
        }
        ChancesError::Busy => status(Code::Unavailable, "BUSY", message),
    }
}

fn entry_status(error: EntryError) -> Status {
    let message = error.to_string();
    match error {
        EntryError::NoSuchSeat { .. } => status(Code::InvalidArgument, "INVALID_SEAT", message),
        EntryError::SeatTaken(_) => status(Code::AlreadyExists, "SEAT_TAKEN", message),
        EntryError::AccountRequired => status(Code::Unauthenticated, "KEY_REQUIRED", message),
        EntryError::AccountSeated(_) => status(Code::FailedPrecondition, "ACCOUNT_SEATED", message),
        EntryError::GameFull => status(Code::FailedPrecondition, "GAME_FULL", message),
        EntryError::NotStarted => status(Code::FailedPrecondition, "GAME_NOT_STARTED", message),
        EntryError::Finished | EntryError::Rule(RuleError::GameOver) => {
            status(Code::FailedPrecondition, "GAME_FINISHED", message)
        }
        EntryError::Cancelled => status(Code::FailedPrecondition, "GAME_CANCELLED", message),
        EntryError::Rule(rule) => status(Code::FailedPrecondition, rule.reason(), rule.to_string()),
        EntryError::Corrupt(_) => status(Code::Internal, "CORRUPT_LOG", message),
    }
}
