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
    /// Another clock corrected to the shared database's: `offset_ms` is
    /// what the database's clock reads minus what this server's reads,
    /// measured at each renewal of the server's lease. Servers sharing a
    /// PostgreSQL stamp their entries and judge their timers on the one
    /// clock, so a server whose own clock is 20 s fast does not time
    /// players out 20 s early, nor hand a game's clock to another server
    /// 20 s late.
    Offset {
        /// The clock corrected.
        base: Box<Clock>,
        /// The correction, in milliseconds (the lease keeps it current).
        offset_ms: std::sync::Arc<std::sync::atomic::AtomicI64>,
    },
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
            Clock::Offset { base, offset_ms } => {
                let offset = offset_ms.load(std::sync::atomic::Ordering::Relaxed);
                base.now_ms().saturating_add_signed(offset)
            }
        }
    }

    /// This clock, corrected to the store's when the store has a clock of
    /// its own (a shared PostgreSQL); unchanged otherwise.
    pub fn on_store(self, store: &crate::store::Store) -> Clock {
        match store.clock_offset() {
            Some(offset_ms) => Clock::Offset {
                base: Box::new(self),
                offset_ms,
            },
            None => self,
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
