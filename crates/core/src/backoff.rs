//! The waits of a game's task between tries of something the store failed
//! (a house bot's move, a timer's change): capped exponential backoff with
//! jitter, so that during an outage a game neither spins nor floods the log,
//! and the games that failed together do not come back together.

use std::time::Duration;

use mountain_goats_strategies::Rng;

/// The wait after the first failure, before the jitter.
const FIRST: Duration = Duration::from_millis(100);
/// The longest wait, before the jitter: a store back up is used within it.
const MAX: Duration = Duration::from_secs(5);

/// Failures in a row of one kind of try, and the next wait.
#[derive(Debug)]
pub(crate) struct Backoff {
    failures: u32,
    jitter: Rng,
}

impl Backoff {
    /// No failure yet; `seed` makes the jitter differ from game to game.
    pub(crate) fn new(seed: u64) -> Backoff {
        Backoff {
            failures: 0,
            jitter: Rng::new(seed),
        }
    }

    /// Counts a failure; the wait before the next try:
    /// `min(MAX, FIRST × 2^(n−1))` times a factor in [0.5, 1).
    pub(crate) fn failed(&mut self) -> Duration {
        self.failures = self.failures.saturating_add(1);
        let doubled = FIRST.saturating_mul(1 << self.failures.min(16).saturating_sub(1));
        let factor = 0.5 + 0.5 * (self.jitter.below(1 << 16) as f64 / f64::from(1 << 16));
        doubled.min(MAX).mul_f64(factor)
    }

    /// The try worked: the next failure waits the first wait again.
    pub(crate) fn succeeded(&mut self) {
        self.failures = 0;
    }

    /// Failures in a row so far.
    pub(crate) fn failures(&self) -> u32 {
        self.failures
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_to_a_cap_with_jitter_and_start_again_after_a_success() {
        let mut backoff = Backoff::new(7);
        let waits: Vec<Duration> = (0..10).map(|_| backoff.failed()).collect();
        for (n, wait) in waits.iter().enumerate() {
            let bound = FIRST.saturating_mul(1 << n).min(MAX);
            assert!(
                *wait >= bound / 2 && *wait < bound,
                "wait {n}: {wait:?} for {bound:?}"
            );
        }
        assert_eq!(backoff.failures(), 10);
        backoff.succeeded();
        assert!(backoff.failed() < FIRST, "from the first wait again");
        let other: Vec<Duration> = {
            let mut b = Backoff::new(8);
            (0..10).map(|_| b.failed()).collect()
        };
        assert_ne!(waits, other, "another game, other jitter");
    }
}
