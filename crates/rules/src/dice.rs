//! Verifiable dice: every roll of a game derived from one secret 32-byte seed.
//!
//! The derivation is public so that any language can check, once the seed is
//! revealed, that the server rolled what the seed commits to:
//!
//! - commitment: `hex(SHA-256(seed))`, published when the game is created;
//! - the dice of turn `t` (0-based, counting every turn of the game): for
//!   `k = 0, 1, 2, …` hash `SHA-256(seed ‖ t as u64 big-endian ‖ k as u32
//!   big-endian)`; take the digest's bytes in order, skip every byte ≥ 252,
//!   and each kept byte `b` gives the die `b mod 6 + 1`, until four dice are
//!   drawn;
//! - the first seat, when the host does not fix it: the same stream with
//!   `t = 2^64 − 1`, skipping bytes ≥ 240, the first kept byte `b` giving seat
//!   `b mod players`.
//!
//! Skipping the top bytes makes every face (and every seat count 2–5) exactly
//! equally likely.
//!
//! A game may also mix the players' contributions into its seed
//! ([`Seed::mixed_with`]): the dice then come from that mixed seed, through
//! the same derivation, so that whoever knows the seed cannot know the dice
//! before the last contribution is in.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::Roll;

/// The turn number whose byte stream draws the first seat.
const FIRST_SEAT_STREAM: u64 = u64::MAX;

/// The secret from which every die of a game is derived.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Seed(pub [u8; 32]);

impl std::fmt::Debug for Seed {
    // A seed is a secret until the game is over: keep it out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Seed(..)")
    }
}

impl Seed {
    /// Reads a seed from exactly 32 bytes.
    pub fn from_slice(bytes: &[u8]) -> Option<Seed> {
        <[u8; 32]>::try_from(bytes).ok().map(Seed)
    }

    /// The public commitment: lowercase hex of SHA-256(seed).
    pub fn commitment(&self) -> String {
        hex::encode(Sha256::digest(self.0))
    }

    /// The four dice of turn `turn` (0-based, counting every turn).
    pub fn roll(&self, turn: u64) -> Roll {
        let mut dice = [0u8; 4];
        let mut drawn = 0;
        for byte in self.stream(turn, 252) {
            dice[drawn] = byte % 6 + 1;
            drawn += 1;
            if drawn == 4 {
                break;
            }
        }
        Roll(dice)
    }

    /// The seat that plays first in a game of `players` seats, when the host
    /// does not choose it. `players` must be 2 to 5.
    pub fn first_seat(&self, players: u8) -> u8 {
        let players = players.clamp(1, 5);
        self.stream(FIRST_SEAT_STREAM, 240)
            .next()
            .map_or(0, |byte| byte % players)
    }

    /// The seed the dice are rolled from once every seat's contribution is
    /// in, in seat order: `SHA-256(seed ‖ u32_be(len₀) ‖ c₀ ‖ … ‖
    /// u32_be(lenₙ₋₁) ‖ cₙ₋₁)`. A seat that contributed nothing counts as
    /// empty. When every contribution is empty the seed itself is returned,
    /// so a game whose players all use clients that know nothing of
    /// contributions rolls exactly the dice such clients verify.
    ///
    /// The lengths are hashed so that no two lists of contributions (say
    /// `["ab", "c"]` and `["a", "bc"]`) mix to the same seed.
    pub fn mixed_with<'a>(&self, contributions: impl IntoIterator<Item = &'a [u8]>) -> Seed {
        let mut hasher = Sha256::new();
        hasher.update(self.0);
        let mut any = false;
        for contribution in contributions {
            any |= !contribution.is_empty();
            // Contributions are at most a few dozen bytes; saturating keeps
            // the function total without a panic path.
            let len = u32::try_from(contribution.len()).unwrap_or(u32::MAX);
            hasher.update(len.to_be_bytes());
            hasher.update(contribution);
        }
        if any {
            Seed(hasher.finalize().into())
        } else {
            *self
        }
    }

    /// The bytes below `bound` of the digests for `k = 0, 1, 2, …`.
    fn stream(&self, turn: u64, bound: u8) -> impl Iterator<Item = u8> + '_ {
        (0u32..).flat_map(move |k| {
            let mut hasher = Sha256::new();
            hasher.update(self.0);
            hasher.update(turn.to_be_bytes());
            hasher.update(k.to_be_bytes());
            hasher.finalize().into_iter().filter(move |&b| b < bound)
        })
    }
}
