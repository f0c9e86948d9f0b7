//! Dice with player contributions against the pinned vectors of
//! `testdata/dice-vectors-contributions.json` (docs/dice.md). The file is
//! read, never regenerated.

use mountain_goats_rules::Seed;
use serde_json::Value;

const VECTORS: &str = include_str!("../../../testdata/dice-vectors-contributions.json");

fn vectors() -> Vec<Value> {
    let doc: Value = serde_json::from_str(VECTORS).expect("valid JSON");
    doc["vectors"]
        .as_array()
        .expect("a list of vectors")
        .clone()
}

fn bytes(value: &Value) -> Vec<u8> {
    hex::decode(value.as_str().expect("hex text")).expect("hex")
}

fn contributions(vector: &Value) -> Vec<Vec<u8>> {
    vector["contributions"]
        .as_array()
        .expect("contributions")
        .iter()
        .map(bytes)
        .collect()
}

fn mixed(vector: &Value) -> Seed {
    let seed = Seed::from_slice(&bytes(&vector["seed"])).expect("32 bytes");
    seed.mixed_with(contributions(vector).iter().map(Vec::as_slice))
}

#[test]
fn the_file_pins_four_games_including_one_where_nobody_contributed() {
    let vectors = vectors();
    assert_eq!(vectors.len(), 4);
    assert!(
        vectors
            .iter()
            .any(|v| contributions(v).iter().all(Vec::is_empty))
    );
    assert!(vectors.iter().any(|v| {
        let c = contributions(v);
        c.iter().any(Vec::is_empty) && c.iter().any(|c| !c.is_empty())
    }));
}

#[test]
fn mixed_seeds_match() {
    for vector in vectors() {
        assert_eq!(hex::encode(mixed(&vector).0), vector["mixed_seed"]);
        let seed = Seed::from_slice(&bytes(&vector["seed"])).expect("32 bytes");
        assert_eq!(seed.commitment(), vector["commitment"]);
    }
}

#[test]
fn first_seats_match() {
    for vector in vectors() {
        let players = u8::try_from(contributions(&vector).len()).expect("a few seats");
        assert_eq!(
            u64::from(mixed(&vector).first_seat(players)),
            vector["first_seat"].as_u64().expect("a seat")
        );
    }
}

#[test]
fn twenty_rolls_match() {
    for vector in vectors() {
        let seed = mixed(&vector);
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
fn nobody_contributing_leaves_the_seed_as_it_is() {
    let seed = Seed([5; 32]);
    assert_eq!(seed.mixed_with([]), seed);
    assert_eq!(seed.mixed_with([&[][..], &[][..]]), seed);
    assert_ne!(seed.mixed_with([&[1u8][..], &[][..]]), seed);
}

#[test]
fn seat_order_and_lengths_matter() {
    let seed = Seed([5; 32]);
    let (a, b) = (&b"first player"[..], &b"second player"[..]);
    assert_ne!(seed.mixed_with([a, b]), seed.mixed_with([b, a]));
    // Where one contribution ends and the next begins is part of the hash.
    assert_ne!(
        seed.mixed_with([&b"ab"[..], &b"c"[..]]),
        seed.mixed_with([&b"a"[..], &b"bc"[..]])
    );
    // An empty seat is not the same as no seat.
    assert_ne!(seed.mixed_with([a, &[][..]]), seed.mixed_with([a]));
}
