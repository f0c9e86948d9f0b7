//! Randomness from the operating system: game ids, seeds and seat tokens.

use sha2::{Digest, Sha256};

/// Fills a buffer from the OS. Without an OS random source the server
/// cannot deal fairly, so failing here is fatal for the request.
fn random<const N: usize>() -> Result<[u8; N], getrandom::Error> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes)?;
    Ok(bytes)
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

/// What the server keeps of a seat token.
pub fn token_hash(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}
