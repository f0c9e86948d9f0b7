//! Randomness from the operating system: game ids, seeds and seat tokens.

use sha2::{Digest, Sha256};

/// Fills a buffer from the OS. Without an OS random source the server
/// cannot deal fairly, so failing here is fatal for the request.
fn random<const N: usize>() -> Result<[u8; N], getrandom::Error> {
    let mut bytes = [0u8; N];
    #[cfg(test)]
    if simulated::fill(&mut bytes) {
        return Ok(bytes);
    }
    getrandom::fill(&mut bytes)?;
    Ok(bytes)
}

/// The simulator's randomness: on the thread that runs a schedule, every
/// id and token is drawn from the schedule's seed, so that a seed replays
/// exactly.
#[cfg(test)]
pub(crate) mod simulated {
    use std::cell::RefCell;

    thread_local! {
        static DRAWS: RefCell<Option<fastrand::Rng>> = const { RefCell::new(None) };
    }

    /// From now on this thread draws from `seed` (`None`: from the OS).
    pub(crate) fn seed(seed: Option<u64>) {
        DRAWS.with(|draws| *draws.borrow_mut() = seed.map(fastrand::Rng::with_seed));
    }

    /// Fills `bytes` from the seed, if this thread has one.
    pub(super) fn fill(bytes: &mut [u8]) -> bool {
        DRAWS.with(|draws| match draws.borrow_mut().as_mut() {
            Some(rng) => {
                rng.fill(bytes);
                true
            }
            None => false,
        })
    }
}

/// A new game id: 80 random bits as 20 lowercase hex digits.
pub fn new_game_id() -> Result<String, getrandom::Error> {
    Ok(hex::encode(random::<10>()?))
}

/// A new dice seed.
pub fn new_seed() -> Result<[u8; 32], getrandom::Error> {
    random::<32>()
}

/// A new seat token: 256 random bits, returned once to the player.
pub fn new_seat_token() -> Result<String, getrandom::Error> {
    Ok(format!("mgt_{}", hex::encode(random::<32>()?)))
}

/// A new account id: 80 random bits as 20 lowercase hex digits.
pub fn new_account_id() -> Result<String, getrandom::Error> {
    Ok(hex::encode(random::<10>()?))
}

/// A new account key: 256 random bits, returned once to its owner. The
/// store keeps its SHA-256 only ([`token_hash`]): a key is not a password
/// chosen by a person but 256 random bits, which no hash needs to slow
/// down a search of, and a hash without salt or secret lets any server of
/// a shared store find the account in one index probe.
pub fn new_account_key() -> Result<String, getrandom::Error> {
    Ok(format!(
        "{}{}",
        crate::ladder::KEY_PREFIX,
        hex::encode(random::<32>()?)
    ))
}

/// What the server keeps of a seat token or an account key.
pub fn token_hash(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// The random seed of a house bot's choice at `version` of a game dealt
/// from `dice_seed`. The same game and version choose the same (two servers
/// that both ask a house seat to move propose the same move), yet a random
/// bot's choices reveal nothing of the dice seed: they see it only through
/// a one-way hash under a label of their own.
pub fn house_seed(dice_seed: &[u8; 32], version: u64) -> u64 {
    let digest = Sha256::new()
        .chain_update(b"mountain-goats house bot\0")
        .chain_update(dice_seed)
        .chain_update(version.to_le_bytes())
        .finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

#[cfg(test)]
mod tests {
    use super::house_seed;

    #[test]
    fn a_house_seed_depends_on_every_byte_of_the_dice_seed_and_shows_none() {
        let seed = [7u8; 32];
        let base = house_seed(&seed, 3);
        // The dice seed's own bytes never show through.
        let raw = u64::from_le_bytes([7; 8]);
        assert_ne!(base, raw);
        assert_ne!(base, raw ^ 3);
        for byte in 0..32 {
            let mut other = seed;
            other[byte] ^= 1;
            let changed = house_seed(&other, 3) ^ base;
            // A one-bit change in any byte flips about half the bits.
            assert!(
                (12..=52).contains(&changed.count_ones()),
                "byte {byte}: {} bits changed",
                changed.count_ones()
            );
        }
        assert_ne!(house_seed(&seed, 4), base);
        assert_eq!(house_seed(&seed, 3), base);
    }
}
