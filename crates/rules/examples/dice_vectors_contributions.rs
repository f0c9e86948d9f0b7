//! Prints test vectors for dice with player contributions (docs/dice.md):
//! for a few fixed seeds and lists of contributions (one per seat, in seat
//! order; an empty one is a seat that sent none), the mixed seed, the first
//! seat drawn from it for that many players, and the rolls of the first 20
//! turns.
//!
//! The output is pinned in `testdata/dice-vectors-contributions.json`, which
//! the rules tests and the clients' tests check their derivation against:
//! `cargo run -p mountain-goats-rules --example dice_vectors_contributions > testdata/dice-vectors-contributions.json`

use mountain_goats_rules::Seed;
use sha2::{Digest, Sha256};

/// `len` bytes that look random and are the same everywhere.
fn bytes(label: &str, len: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut counter = 0u8;
    while out.len() < len {
        out.extend(Sha256::digest([label.as_bytes(), &[counter]].concat()));
        counter += 1;
    }
    out.truncate(len);
    out
}

fn main() {
    let goats: [u8; 32] = Sha256::digest(b"mountain goats").into();
    let cases: [([u8; 32], Vec<Vec<u8>>); 4] = [
        ([0u8; 32], vec![bytes("seat 0", 16), bytes("seat 1", 32)]),
        (
            std::array::from_fn(|i| i as u8),
            // Seat 1 sent none: it counts as empty.
            vec![bytes("seat 0", 32), Vec::new(), bytes("seat 2", 64)],
        ),
        (
            goats,
            (0..4).map(|s| bytes(&format!("seat {s}"), 32)).collect(),
        ),
        // No seat sent any: the mixed seed is the seed itself.
        (goats, vec![Vec::new(); 5]),
    ];
    let vectors: Vec<serde_json::Value> = cases
        .iter()
        .map(|(bytes, contributions)| {
            let seed = Seed(*bytes);
            let mixed = seed.mixed_with(contributions.iter().map(Vec::as_slice));
            let players = contributions.len() as u8;
            serde_json::json!({
                "seed": hex::encode(bytes),
                "commitment": seed.commitment(),
                "contributions": contributions.iter().map(hex::encode).collect::<Vec<_>>(),
                "mixed_seed": hex::encode(mixed.0),
                "first_seat": mixed.first_seat(players),
                "rolls": (0..20).map(|t| mixed.roll(t).0).collect::<Vec<_>>(),
            })
        })
        .collect();
    let doc = serde_json::json!({
        "description": "Dice with player contributions (docs/dice.md): contributions are in seat order (empty: the seat sent none); mixed_seed = SHA-256(seed ‖ u32_be(len) ‖ contribution ‖ …), or the seed itself when every contribution is empty; first_seat is drawn from mixed_seed for as many players as contributions; rolls[t] are the dice of turn t from mixed_seed.",
        "vectors": vectors,
    });
    println!(
        "{}",
        serde_json::to_string_pretty(&doc).expect("JSON of plain values")
    );
}
