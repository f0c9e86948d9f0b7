//! The open connections, counted per client and in all: the per-client cap
//! (`--max-connections-per-ip`), the total cap (`--max-connections`), and
//! the fair share at the total cap.
//!
//! At the total cap, a client that holds fewer connections than the client
//! holding the most (by two or more) still gets in: one of that client's
//! connections is evicted, its newest, and closed at its next read. So a
//! few clients that fill the server (each within its own cap, their
//! connections kept busy with a watch stream that no idle timeout ends)
//! cannot lock the others out: that takes as many client addresses as the
//! total cap, every one of them holding a connection. A trusted proxy's
//! connections (many clients each) are counted in the total but never
//! evicted, nor evict.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::Context;

use futures_util::task::AtomicWaker;

use super::client_key;

/// The open connections, in all and per client.
#[derive(Debug)]
pub(super) struct Counts {
    per_client_cap: u32,
    total_cap: u32,
    open: Mutex<Open>,
}

#[derive(Debug, Default)]
struct Open {
    /// Every connection not yet closed, evicted ones included.
    total: u32,
    /// Each client's connections not evicted, oldest first.
    per_client: HashMap<IpAddr, Vec<Arc<Eviction>>>,
}

/// Whether a connection was evicted, and the read to wake when it is.
#[derive(Debug, Default)]
pub(super) struct Eviction {
    evicted: AtomicBool,
    reader: AtomicWaker,
}

impl Eviction {
    /// Whether the connection was evicted; if not, `cx` is woken when it is.
    pub(super) fn poll_evicted(&self, cx: &mut Context<'_>) -> bool {
        self.reader.register(cx.waker());
        self.evicted.load(Ordering::Acquire)
    }

    fn evict(&self) {
        self.evicted.store(true, Ordering::Release);
        self.reader.wake();
    }
}

/// Why a connection was refused.
#[derive(Debug, Clone, Copy)]
pub(super) enum Refused {
    PerClient(u32),
    Total(u32),
}

impl Refused {
    /// `also_refused`: the connections refused since the last warning, and
    /// not logged.
    pub(super) fn log(self, peer: SocketAddr, also_refused: u64) {
        match self {
            Refused::PerClient(cap) => tracing::warn!(
                client = %peer.ip(),
                cap,
                also_refused,
                "connection refused: this client already has {cap} open (--max-connections-per-ip)"
            ),
            Refused::Total(cap) => tracing::warn!(
                client = %peer.ip(),
                cap,
                also_refused,
                "connection refused: {cap} connections are open (--max-connections), and no client holds two more than this one"
            ),
        }
    }
}

/// A connection admitted: its permit, and the client whose connection was
/// evicted to make room for it, with the connections that client keeps.
#[derive(Debug)]
pub(super) struct Admitted {
    pub(super) permit: Permit,
    pub(super) evicted: Option<(IpAddr, usize)>,
}

impl Counts {
    pub(super) fn new(per_client_cap: u32, total_cap: u32) -> Counts {
        Counts {
            per_client_cap,
            total_cap,
            open: Mutex::default(),
        }
    }

    /// A place for a connection from `ip`; a `proxy`'s connection (many
    /// clients) is counted in the total only.
    pub(super) fn admit(self: &Arc<Self>, ip: IpAddr, proxy: bool) -> Result<Admitted, Refused> {
        let key = (!proxy).then(|| client_key(ip));
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let mine = key.map_or(0, |key| open.per_client.get(&key).map_or(0, Vec::len));
        if let Some(cap) = std::num::NonZeroU32::new(self.per_client_cap)
            && key.is_some()
            && mine >= cap.get() as usize
        {
            return Err(Refused::PerClient(cap.get()));
        }
        let mut evicted = None;
        if self.total_cap != 0 && open.total >= self.total_cap {
            if proxy {
                return Err(Refused::Total(self.total_cap));
            }
            evicted = Some(
                open.evict_from_the_most(mine)
                    .ok_or(Refused::Total(self.total_cap))?,
            );
        }
        let eviction = Arc::new(Eviction::default());
        if let Some(key) = key {
            open.per_client
                .entry(key)
                .or_default()
                .push(eviction.clone());
        }
        open.total += 1;
        mountain_goats_core::metrics::metrics()
            .connections
            .add(1, &[]);
        Ok(Admitted {
            permit: Permit {
                counts: self.clone(),
                key,
                eviction,
            },
            evicted,
        })
    }

    fn release(&self, key: Option<IpAddr>, eviction: &Arc<Eviction>) {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        open.total = open.total.saturating_sub(1);
        if let Some(key) = key
            && let Some(theirs) = open.per_client.get_mut(&key)
        {
            theirs.retain(|e| !Arc::ptr_eq(e, eviction));
            if theirs.is_empty() {
                open.per_client.remove(&key);
            }
        }
    }
}

impl Open {
    /// Evicts the newest connection of the client holding the most, if it
    /// holds at least two more than `mine`: the client it was, and what it
    /// keeps. Evicted connections leave the client's count at once (they
    /// are on their way out) and the total when their socket closes.
    fn evict_from_the_most(&mut self, mine: usize) -> Option<(IpAddr, usize)> {
        let (&client, theirs) = self.per_client.iter_mut().max_by_key(|(_, c)| c.len())?;
        if theirs.len() < mine + 2 {
            return None;
        }
        theirs.pop()?.evict();
        Some((client, theirs.len()))
    }
}

/// One connection's place in [`Counts`], given back when dropped.
#[derive(Debug)]
pub(super) struct Permit {
    counts: Arc<Counts>,
    /// The client it counts for; `None` for a trusted proxy's.
    key: Option<IpAddr>,
    eviction: Arc<Eviction>,
}

impl Permit {
    /// Whether this connection was evicted to make room for another
    /// client's; if not, `cx` is woken when it is.
    pub(super) fn poll_evicted(&self, cx: &mut Context<'_>) -> bool {
        self.eviction.poll_evicted(cx)
    }
}

impl Drop for Permit {
    fn drop(&mut self) {
        self.counts.release(self.key, &self.eviction);
        mountain_goats_core::metrics::metrics()
            .connections
            .add(-1, &[]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use std::task::Waker;

    fn evicted(permit: &Permit) -> bool {
        permit.poll_evicted(&mut Context::from_waker(Waker::noop()))
    }

    #[test]
    fn permits_are_counted_per_client_and_in_all_and_given_back() {
        let counts = Arc::new(Counts::new(2, 3));
        let a: IpAddr = [10, 0, 0, 1].into();
        let b: IpAddr = [10, 0, 0, 2].into();
        let a1 = counts.admit(a, false).expect("first");
        let _a2 = counts.admit(a, false).expect("second");
        assert!(matches!(counts.admit(a, false), Err(Refused::PerClient(2))));
        let _b1 = counts.admit(b, false).expect("another client");
        // a holds 2, b 1: at the total, b may not evict a's.
        assert!(matches!(counts.admit(b, false), Err(Refused::Total(3))));
        drop(a1);
        let _b2 = counts.admit(b, false).expect("room again");
    }

    #[test]
    fn at_the_total_cap_a_client_with_fewer_evicts_the_newest_of_the_most() {
        let counts = Arc::new(Counts::new(0, 4));
        let greedy: IpAddr = [10, 0, 0, 1].into();
        let newcomer: IpAddr = [10, 0, 0, 2].into();
        let held: Vec<_> = (0..4)
            .map(|_| counts.admit(greedy, false).expect("room").permit)
            .collect();
        let first = counts.admit(newcomer, false).expect("a place, by eviction");
        assert_eq!(first.evicted, Some((greedy, 3)));
        assert_eq!(
            held.iter().map(evicted).collect::<Vec<_>>(),
            [false, false, false, true],
            "the newest goes"
        );
        // Counted until its socket closes: 5 open, over the cap of 4.
        assert_eq!(counts.open.lock().expect("not poisoned").total, 5);
        let second = counts.admit(newcomer, false).expect("3 against 1");
        assert_eq!(second.evicted, Some((greedy, 2)));
        // 2 against 2: no fair share to take from.
        assert!(matches!(
            counts.admit(newcomer, false),
            Err(Refused::Total(4))
        ));
        drop(held);
        drop((first, second));
        let open = counts.open.lock().expect("not poisoned");
        assert_eq!(
            (open.total, open.per_client.len()),
            (0, 0),
            "all given back"
        );
    }

    #[test]
    fn a_proxy_is_exempt_from_the_per_client_cap_not_from_the_total() {
        let counts = Arc::new(Counts::new(1, 4));
        let proxy: IpAddr = [10, 0, 0, 1].into();
        let held: Vec<_> = (0..3)
            .map(|_| counts.admit(proxy, true).expect("a proxy's connection"))
            .collect();
        // The proxy's connections are not the client's: it still has its one.
        let client = counts
            .admit(proxy, false)
            .expect("the same address, untrusted");
        assert!(matches!(counts.admit(proxy, true), Err(Refused::Total(4))));
        // Nor are they evicted: no client holds any to spare.
        let other: IpAddr = [10, 0, 0, 2].into();
        assert!(matches!(counts.admit(other, false), Err(Refused::Total(4))));
        assert!(held.iter().all(|a| !evicted(&a.permit)));
        drop(held);
        drop(client);
        let open = counts.open.lock().expect("not poisoned");
        assert_eq!(
            (open.total, open.per_client.len()),
            (0, 0),
            "all given back"
        );
    }

    #[test]
    fn zero_means_no_cap() {
        let counts = Arc::new(Counts::new(0, 0));
        let ip: IpAddr = [10, 0, 0, 1].into();
        let held: Vec<_> = (0..1000).map(|_| counts.admit(ip, false)).collect();
        assert!(held.iter().all(Result::is_ok));
    }
}
