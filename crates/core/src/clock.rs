//! The server's time, as a value: the wall clock in production, and in
//! tests a clock that runs on tokio's time, which a test pauses and moves
//! on (`tokio::time::pause`, `advance`) instead of sleeping.
//!
//! Times are milliseconds since the Unix epoch, as the log stores them:
//! a turn's deadline is the time of the change that gave the turn plus the
//! clock, whichever server reads it.

use tokio::time::Instant;

/// Where the hub reads the time.
#[derive(Clone, Debug, Default)]
pub enum Clock {
    /// The system's wall clock.
    #[default]
    Wall,
    /// The wall clock as it was at `at`, moved on by tokio's clock since.
    Tokio {
        /// The wall clock's reading at `at`.
        wall_ms: u64,
        /// When it was read, on tokio's clock.
        at: Instant,
    },
    /// A reading that only the test moves ([`Clock::manual`]): for tests
    /// of what depends on the time alone while the hub's own timers (which
    /// paused tokio time jumps between whenever the runtime waits for the
    /// store's thread) must not move it.
    Manual(std::sync::Arc<std::sync::atomic::AtomicU64>),
}

impl Clock {
    /// A clock that tokio's time moves: read the wall clock now, then
    /// follow tokio's clock (paused and advanced by a test).
    pub fn tokio() -> Clock {
        Clock::Tokio {
            wall_ms: crate::hosted::now_ms(),
            at: Instant::now(),
        }
    }

    /// A clock reading the wall clock's time now, which then moves only
    /// when the test adds to the returned hand.
    pub fn manual() -> (Clock, std::sync::Arc<std::sync::atomic::AtomicU64>) {
        let hand = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(crate::hosted::now_ms()));
        (Clock::Manual(hand.clone()), hand)
    }

    /// Milliseconds since the Unix epoch.
    pub fn now_ms(&self) -> u64 {
        match self {
            Clock::Wall => crate::hosted::now_ms(),
            Clock::Tokio { wall_ms, at } => *wall_ms + at.elapsed().as_millis() as u64,
            Clock::Manual(hand) => hand.load(std::sync::atomic::Ordering::SeqCst),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test(start_paused = true)]
    async fn a_tokio_clock_moves_with_tokios_time_only() {
        let clock = Clock::tokio();
        let start = clock.now_ms();
        tokio::time::advance(Duration::from_secs(30)).await;
        assert_eq!(clock.now_ms() - start, 30_000);
    }
}
