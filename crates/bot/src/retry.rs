//! Which failures are worth another try, and the waits between tries: one
//! place for the sample bot's calls, its watches, the arena's and the MCP
//! server's, as the clients' contract says (docs/clients.md, "Retries").
//!
//! A call is tried again only when its failure says the server applied
//! nothing, or that sending the same request again is harmless (a join
//! repeats its seat token, a move its request id): `UNAVAILABLE`,
//! `RATE_LIMITED`, `CONFLICT`, or a connection that dropped under the call.
//! `CreateGame` is the exception: only `RATE_LIMITED` says it created
//! nothing.

use std::future::Future;
use std::time::Duration;

use mountain_goats_strategies::Rng;
use tonic::{Code, Status};

use crate::reason;

/// How many times a call is tried before its error is given up on.
pub const TRIES: u32 = 10;

/// The wait after the first failure, before the jitter.
pub const FIRST_DELAY: Duration = Duration::from_millis(100);

/// The longest wait between two tries, before the jitter.
pub const MAX_DELAY: Duration = Duration::from_secs(2);

/// `RESOURCE_EXHAUSTED` because this client sends too fast.
pub fn rate_limited(status: &Status) -> bool {
    status.code() == Code::ResourceExhausted && reason(status).as_deref() == Some("RATE_LIMITED")
}

/// `ABORTED` with reason `CONFLICT`: several servers sharing one store raced
/// for the same version of the game and this one lost, so nothing of the
/// request was applied; the same request (and request id) may be sent again.
pub fn conflict(status: &Status) -> bool {
    status.code() == Code::Aborted && reason(status).as_deref() == Some("CONFLICT")
}

/// `ABORTED` with reason `HISTORY_LOST`: the database lost versions of the
/// game after acknowledging them, and the game went back to what it holds;
/// a watch starts again from a snapshot, not after the last version seen.
pub fn history_lost(status: &Status) -> bool {
    status.code() == Code::Aborted && reason(status).as_deref() == Some("HISTORY_LOST")
}

/// A failure of the connection rather than an answer of the server: no
/// `ErrorInfo`, and a code the transport uses for a dropped or refused
/// connection (`transport error`, `h2 protocol error`, a reset stream).
fn transport_failure(status: &Status) -> bool {
    reason(status).is_none()
        && matches!(
            status.code(),
            Code::Unavailable | Code::Unknown | Code::Internal | Code::Cancelled | Code::Aborted
        )
}

/// Worth trying again with the same request (and request id), for a call
/// that is safe to repeat as it was sent (every call but `CreateGame`).
pub fn retryable(status: &Status) -> bool {
    status.code() == Code::Unavailable
        || rate_limited(status)
        || conflict(status)
        || transport_failure(status)
}

/// Worth reopening a watch after: what is [`retryable`], and any `ABORTED`.
pub fn resumable(status: &Status) -> bool {
    retryable(status) || status.code() == Code::Aborted
}

/// A `CreateGame` refused by the server before it read it, so that it
/// created nothing: `RATE_LIMITED`. Nothing else is retried, `UNAVAILABLE`
/// included (with a reason or without): the first request may have created
/// a game, and a retry would create a second one.
pub fn create_refused(status: &Status) -> bool {
    rate_limited(status)
}

/// The wait after the `attempt`-th failure (from 1) before the jitter:
/// `min(2 s, 100 ms × 2^(attempt−1))`.
pub fn backoff_ceiling(attempt: u32) -> Duration {
    let doublings = attempt.saturating_sub(1).min(16);
    FIRST_DELAY.saturating_mul(1 << doublings).min(MAX_DELAY)
}

/// Capped exponential backoff with jitter: [`backoff_ceiling`] times a
/// random factor in [0.5, 1), so that clients dropped together do not come
/// back together.
pub fn backoff(attempt: u32) -> Duration {
    let full = u64::try_from(backoff_ceiling(attempt).as_micros()).unwrap_or(u64::MAX);
    let half = full / 2;
    let mut seed = [0u8; 8];
    let _ = getrandom::fill(&mut seed);
    let jitter = Rng::new(u64::from_le_bytes(seed))
        .below(usize::try_from(full - half).unwrap_or(usize::MAX)) as u64;
    Duration::from_micros(half + jitter)
}

/// Calls `call` until it succeeds, fails in a way `again` does not accept,
/// or has been tried [`TRIES`] times, waiting [`backoff`] between tries.
/// `call` makes the whole request each time, so a retry sends what the
/// first try sent.
pub async fn with_retries<T, F, Fut>(call: F, again: impl Fn(&Status) -> bool) -> Result<T, Status>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, Status>>,
{
    with_retries_up_to(TRIES, call, again).await
}

/// [`with_retries`] with `tries` tries at most: a caller that must answer
/// in bounded time (an agent's tool) tries fewer times.
pub async fn with_retries_up_to<T, F, Fut>(
    tries: u32,
    mut call: F,
    again: impl Fn(&Status) -> bool,
) -> Result<T, Status>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, Status>>,
{
    let mut attempt = 0;
    loop {
        attempt += 1;
        match call().await {
            Ok(value) => return Ok(value),
            Err(status) if again(&status) && attempt < tries => {
                tokio::time::sleep(backoff(attempt)).await;
            }
            Err(status) => return Err(status),
        }
    }
}
