//! Whether this server is a game's home: the one server that runs the
//! game's clock, its house bots and its matchmaking fill. Any server may
//! load a game to serve calls; only its home acts on its own.
//!
//! A claim is made in the store when the game is loaded or created, or when
//! it is due and its home died ([`Hub`](super::Hub)'s tending); it is void
//! once the store's incarnation moves past the one it was made in (the
//! server's lease lapsed), and given back when the game leaves memory.

use std::sync::Mutex;

use tokio::sync::watch;

use crate::store::Claim;

/// A game's home, as this server holds it.
#[derive(Debug)]
pub(crate) struct Home {
    claim: Mutex<Option<Claim>>,
    incarnation: watch::Receiver<u64>,
}

impl Home {
    /// `claim` as made, or `None` when another server is the home.
    pub(crate) fn new(claim: Option<Claim>, incarnation: watch::Receiver<u64>) -> Home {
        Home {
            claim: Mutex::new(claim),
            incarnation,
        }
    }

    /// The claim, while it holds.
    pub(crate) fn claim(&self) -> Option<Claim> {
        let claim = *self.claim.lock().unwrap_or_else(|p| p.into_inner());
        claim.filter(|c| c.incarnation == *self.incarnation.borrow())
    }

    /// Whether this server is the game's home now.
    pub(crate) fn is_home(&self) -> bool {
        self.claim().is_some()
    }

    /// Records a claim made since.
    pub(crate) fn set(&self, claim: Claim) {
        *self.claim.lock().unwrap_or_else(|p| p.into_inner()) = Some(claim);
    }

    /// Gives the claim up; what it was, if it held.
    pub(crate) fn take(&self) -> Option<Claim> {
        let taken = self.claim.lock().unwrap_or_else(|p| p.into_inner()).take();
        taken.filter(|c| c.incarnation == *self.incarnation.borrow())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_claim_is_void_once_the_lease_lapses() {
        let (lapses, incarnation) = watch::channel(3);
        let claim = Claim {
            epoch: 1,
            incarnation: 3,
        };
        let home = Home::new(Some(claim), incarnation.clone());
        assert!(home.is_home());
        lapses.send_replace(4);
        assert!(!home.is_home());
        assert_eq!(home.take(), None);
        home.set(Claim {
            epoch: 2,
            incarnation: 4,
        });
        assert_eq!(home.claim().map(|c| c.epoch), Some(2));
        assert!(Home::new(None, incarnation).claim().is_none());
    }
}
