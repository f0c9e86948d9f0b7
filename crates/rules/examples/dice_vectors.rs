//! Prints dice test vectors as JSON: for a few fixed seeds, the commitment,
//! the first seat for 2 to 5 players, and the rolls of the first 20 turns.
//!
//! The output is pinned in `testdata/dice-vectors.json`, which the rules
//! tests and every client's tests check their derivation against:
//! `cargo run -p mountain-goats-rules --example dice_vectors > testdata/dice-vectors.json`

use mountain_goats_rules::Seed;
use sha2::{Digest, Sha256};

fn main() {
    let seeds = [
        [0u8; 32],
        std::array::from_fn(|i| i as u8),
        Sha256::digest(b"mountain goats").into(),
    ];
    let vectors: Vec<serde_json::Value> = seeds
        .iter()
        .map(|bytes| {
            let seed = Seed(*bytes);
            serde_json::json!({
                "seed": hex::encode(bytes),
                "commitment": seed.commitment(),
                "first_seat": (2..=5u8).map(|p| (p.to_string(), seed.first_seat(p).into())).collect::<serde_json::Map<_, _>>(),
                "rolls": (0..20).map(|t| seed.roll(t).0).collect::<Vec<_>>(),
            })
        })
        .collect();
    let doc = serde_json::json!({
        "description": "Dice derivation vectors (docs/dice.md): rolls[t] are the dice of turn t; first_seat maps a player count to the drawn first seat.",
        "vectors": vectors,
    });
    println!(
        "{}",
        serde_json::to_string_pretty(&doc).expect("JSON of plain values")
    );
}
