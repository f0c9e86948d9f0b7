//! The dice derivation against the pinned vectors of `testdata/dice-vectors.json`
//! (docs/dice.md). The file is read, never regenerated.

use mountain_goats_rules::{Roll, Seed};
use serde_json::Value;

const VECTORS: &str = include_str!("../../../testdata/dice-vectors.json");

fn vectors() -> Vec<Value> {
    let doc: Value = serde_json::from_str(VECTORS).expect("valid JSON");
    doc["vectors"]
        .as_array()
        .expect("a list of vectors")
        .clone()
}

fn seed(vector: &Value) -> Seed {
    let bytes = hex::decode(vector["seed"].as_str().expect("seed")).expect("hex");
    Seed::from_slice(&bytes).expect("32 bytes")
}

#[test]
fn the_file_pins_three_seeds() {
    assert_eq!(vectors().len(), 3);
}

#[test]
fn commitments_match() {
    for vector in vectors() {
        assert_eq!(
            seed(&vector).commitment(),
            vector["commitment"].as_str().expect("commitment")
        );
    }
}

#[test]
fn first_seats_match() {
    for vector in vectors() {
        let seed = seed(&vector);
        let seats = vector["first_seat"].as_object().expect("first_seat");
        assert_eq!(seats.len(), 4);
        for players in 2..=5u8 {
            let want = seats[&players.to_string()].as_u64().expect("a seat");
            assert_eq!(
                u64::from(seed.first_seat(players)),
                want,
                "{players} players"
            );
            assert!(want < u64::from(players));
        }
    }
}

#[test]
fn twenty_rolls_match() {
    for vector in vectors() {
        let seed = seed(&vector);
        let rolls = vector["rolls"].as_array().expect("rolls");
        assert_eq!(rolls.len(), 20);
        for (turn, roll) in rolls.iter().enumerate() {
            let want: Vec<u8> = roll
                .as_array()
                .expect("four dice")
                .iter()
                .map(|d| u8::try_from(d.as_u64().expect("a die")).expect("small"))
                .collect();
            assert_eq!(seed.roll(turn as u64).0.to_vec(), want, "turn {turn}");
        }
    }
}

#[test]
fn commitment_is_sha256_of_the_seed() {
    use sha2::{Digest, Sha256};
    let seed = Seed([7; 32]);
    assert_eq!(seed.commitment(), hex::encode(Sha256::digest([7u8; 32])));
    assert_eq!(seed.commitment().len(), 64);
}

#[test]
fn rolls_are_dice_and_roughly_uniform() {
    let seed = Seed(std::array::from_fn(|i| (i * 7) as u8));
    let mut counts = [0u32; 6];
    for turn in 0..3000 {
        let Roll(dice) = seed.roll(turn);
        for d in dice {
            assert!((1..=6).contains(&d));
            counts[usize::from(d - 1)] += 1;
        }
    }
    // 12,000 dice: each face 2,000 expected; allow a wide margin.
    assert!(
        counts.iter().all(|&c| (1700..2300).contains(&c)),
        "{counts:?}"
    );
}

#[test]
fn seeds_read_only_32_bytes_and_stay_secret_in_logs() {
    assert_eq!(Seed::from_slice(&[0; 31]), None);
    assert_eq!(Seed::from_slice(&[0; 33]), None);
    assert_eq!(format!("{:?}", Seed([9; 32])), "Seed(..)");
}
