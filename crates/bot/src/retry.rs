//! Which failures are worth another try, and the waits between tries: one
//! place for the sample bot's calls and the arena's.
//!
//! A call is tried again only when its failure says the server applied
//! nothing, or that sending the same request again is harmless (a join
//! repeats its seat token, a move its request id): `UNAVAILABLE`,
//! `RATE_LIMITED`, or a connection that dropped under the call.

use std::future::Future;
use std::time::Duration;

use mountain_goats_strategies::Rng;
use tonic::{Code, Status};

use crate::reason;

/// How many times a call is tried before its error is given up on.
pub const TRIES: u32 = 10;

/// `RESOURCE_EXHAUSTED` because this client sends too fast.
pub fn rate_limited(status: &Status) -> bool {
    status.code() == Code::ResourceExhausted && reason(status).as_deref() == Some("RATE_LIMITED")
}

/// A failure of the connection rather than an answer of the server: no
/// `ErrorInfo`, and a code the transport uses for a dropped or refused
/// connection (`transport error`, `h2 protocol error`, a reset stream).
fn transport_failure(status: &Status) -> bool {
    reason(status).is_none()
        && matches!(
            status.code(),
            Code::Unavailable | Code::Unknown | Code::Internal | Code::Cancelled
        )
}

/// Worth trying again with the same request (and request id).
pub fn retryable(status: &Status) -> bool {
    status.code() == Code::Unavailable || rate_limited(status) || transport_failure(status)
}

/// Worth reopening a watch after.
pub fn resumable(status: &Status) -> bool {
    retryable(status) || status.code() == Code::Aborted
}

/// A `CreateGame` refused by the server for now: it then created nothing.
/// After a lost answer a retry would create a second game, so nothing else
/// is retried.
pub fn create_refused(status: &Status) -> bool {
    rate_limited(status) || (status.code() == Code::Unavailable && reason(status).is_some())
}

/// Capped exponential backoff with jitter: 100 ms doubling to 3.2 s, each
/// wait drawn between half and all of that so that clients dropped together
/// do not come back together.
pub fn backoff(attempt: u32) -> Duration {
    let full = 100u64 << attempt.saturating_sub(1).min(5);
    let mut seed = [0u8; 8];
    let _ = getrandom::fill(&mut seed);
    let jitter = Rng::new(u64::from_le_bytes(seed)).below(full as usize / 2 + 1) as u64;
    Duration::from_millis(full / 2 + jitter)
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
