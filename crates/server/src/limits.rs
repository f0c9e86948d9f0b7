//! Per-client request rate limiting, keyed by the client's address: its
//! IPv4 address or the /64 of its IPv6 one, as the connection caps count it.
//! Behind a trusted proxy the client is the one the proxy names
//! ([`crate::connections::proxy`]), not the proxy.

use std::net::IpAddr;
use std::num::NonZeroU32;

use crate::connections::client_key;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

/// Requests per second per client address, with a burst allowance.
#[derive(Debug)]
pub struct RateLimit {
    limiter: Option<DefaultKeyedRateLimiter<IpAddr>>,
}

impl RateLimit {
    /// `per_second` requests a second (0: unlimited), bursts up to `burst`.
    pub fn new(per_second: u32, burst: u32) -> RateLimit {
        let limiter = NonZeroU32::new(per_second).map(|rate| {
            let burst = NonZeroU32::new(burst).unwrap_or(rate);
            RateLimiter::keyed(Quota::per_second(rate).allow_burst(burst))
        });
        RateLimit { limiter }
    }

    /// `per_hour` requests an hour (0: unlimited), as many at once.
    pub fn per_hour(per_hour: u32) -> RateLimit {
        let limiter = NonZeroU32::new(per_hour).and_then(|n| {
            Quota::with_period(std::time::Duration::from_secs(3600) / n.get())
                .map(|quota| RateLimiter::keyed(quota.allow_burst(n)))
        });
        RateLimit { limiter }
    }

    /// Whether one more request from `client` is admitted now.
    pub fn admits(&self, client: Option<IpAddr>) -> bool {
        let (Some(limiter), Some(client)) = (&self.limiter, client) else {
            return true;
        };
        if limiter.check_key(&client_key(client)).is_err() {
            return false;
        }
        // Forget idle clients now and then, so the table stays small.
        if limiter.len() > 10_000 {
            limiter.retain_recent();
        }
        true
    }
}
