//! Pins every legal-move listing of many fixed-seed random games.
//!
//! Servers and clients address moves by their place in `legal_moves()`, so
//! the listing's content and order are part of the contract, not just the
//! set of outcomes. Each configuration below plays fixed-seed games, feeds
//! every listing (faces, groups, dice, goats, in order) into SHA-256, and
//! compares the digest with the one recorded from the engine before the
//! listing was optimized. A changed digest means some listing changed: that
//! is a breaking change, never a reason to update the table.

use mountain_goats_rules::{Config, Game, GoatRef, Move, Roll};
use sha2::{Digest, Sha256};

mod rng;
use rng::Rng;

/// Games per configuration.
const GAMES: u64 = 12;

impl Rng {
    /// Fair dice most turns; one turn in four is rich in ones, where the
    /// ones rule multiplies the faces to list.
    fn roll(&mut self) -> Roll {
        let ones_rich = self.below(4) == 0;
        Roll(std::array::from_fn(|_| {
            if ones_rich && self.below(2) == 0 {
                1
            } else {
                self.die()
            }
        }))
    }
}

fn encode(mv: &Move, out: &mut Vec<u8>) {
    out.extend_from_slice(&mv.faces);
    out.push(mv.groups.len() as u8);
    for group in &mv.groups {
        out.push(group.dice.len() as u8);
        out.extend_from_slice(&group.dice);
        match group.goat {
            None => out.push(0),
            Some(GoatRef::Mountain(m)) => out.extend_from_slice(&[1, m.number()]),
            Some(GoatRef::BigMountain(spot)) => out.extend_from_slice(&[2, spot]),
        }
    }
}

/// The digest of every listing of `GAMES` games, with the turns and moves listed.
fn digest(config: Config) -> (String, u64, u64) {
    let mut hasher = Sha256::new();
    let (mut turns, mut listed) = (0u64, 0u64);
    let mut bytes = Vec::with_capacity(4096);
    for game_index in 0..GAMES {
        let mut rng = Rng(0x6d6f_756e_7461_696e ^ game_index.wrapping_mul(0x1000_0001));
        let first_seat = rng.below(usize::from(config.players)) as u8;
        let mut game = Game::new(config.with_first_seat(first_seat)).expect("valid config");
        while !game.is_over() {
            assert!(game.turn() < 5000, "{config:?}: no end");
            game.roll(rng.roll()).expect("roll");
            let moves = game.legal_moves();
            bytes.clear();
            bytes.extend_from_slice(&(moves.len() as u32).to_le_bytes());
            for mv in &moves {
                encode(mv, &mut bytes);
            }
            hasher.update(&bytes);
            turns += 1;
            listed += moves.len() as u64;
            let mv = &moves[rng.below(moves.len())];
            game.play(game.current_seat(), mv)
                .expect("a listed move plays");
        }
    }
    (hex::encode(hasher.finalize()), turns, listed)
}

/// (players, Big Mountain, declining groups, turns, moves listed, digest),
/// recorded from the engine before the listing was optimized.
const PINNED: &[(u8, bool, bool, u64, u64, &str)] = &[
    (
        2,
        false,
        false,
        584,
        6359,
        "59701bff6b3c37a1bc4b38c0636299c714797151be83da337e6b07d6a07a07f7",
    ),
    (
        3,
        false,
        false,
        840,
        9581,
        "0b65e254427cea8e3570105c1f7f880496f62ac5f6d06a56b31d1272824f55f9",
    ),
    (
        4,
        false,
        false,
        1120,
        12978,
        "192d56723bbf5d987e16e125fd14404ab1e2d0fb01753770d227bd718db55d92",
    ),
    (
        2,
        false,
        true,
        626,
        7936,
        "67cc9c6fd6e79b96601a69dbd406198dafa5928d29fa1ee2edf0f2d47028cdd6",
    ),
    (
        3,
        false,
        true,
        897,
        11679,
        "4c55bc951d2b854baedfa747c52d07d15c0598ff714797456ed858b3cac8e793",
    ),
    (
        4,
        false,
        true,
        1060,
        14032,
        "d457c560366d3369944f70cc20deeae6e2837c58b6cae056d6f1823e364a838f",
    ),
    (
        2,
        true,
        false,
        1644,
        51558,
        "f7a7fc3f37fb56ac752a7638475b120738737e092a2f069cac28c32c03016517",
    ),
    (
        3,
        true,
        false,
        1743,
        46578,
        "a69f7de3aa6a4987d67b2d1a06abb97fc0e8b9e2a966608472499c6610381291",
    ),
    (
        4,
        true,
        false,
        2064,
        49086,
        "7014bc035a752c68130119da1f6445ab23dce169c13cd25e96337274ac43dce7",
    ),
    (
        5,
        true,
        false,
        1870,
        40261,
        "700729c4f2f816e7482c64105ca63ab1598e0fce650df3b661d4c574f9a84d19",
    ),
    (
        2,
        true,
        true,
        1478,
        50426,
        "7cd3dd896f10ed1f0f11138ec6d371c8fbaad1a3443b2ab9dda2d3b835cc9aeb",
    ),
    (
        3,
        true,
        true,
        1794,
        52996,
        "e8c97e229681c1b084a114e7b95552eb4c2b578c5adf8dc06fbe5eded7bb496e",
    ),
    (
        4,
        true,
        true,
        1976,
        51508,
        "90a3b5d162817c4b8a84f5054a3499d19a5eae6a3196c88df6883865b7b63ca2",
    ),
    (
        5,
        true,
        true,
        1865,
        45621,
        "73de995a9a21f8d383b93766aa5cf18e3ebba8a12c0a93a604fcdedc249a6dbd",
    ),
];

#[test]
fn listings_are_pinned() {
    let mut actual = Vec::new();
    for big_mountain in [false, true] {
        let max = if big_mountain { 5 } else { 4 };
        for declining in [false, true] {
            for players in 2..=max {
                let config = Config::new(players)
                    .with_big_mountain(big_mountain)
                    .with_declining_groups(declining);
                let (hash, turns, listed) = digest(config);
                actual.push((players, big_mountain, declining, turns, listed, hash));
            }
        }
    }
    let table: String = actual
        .iter()
        .map(|(p, b, d, t, l, h)| format!("    ({p}, {b}, {d}, {t}, {l}, \"{h}\"),\n"))
        .collect();
    let pinned: Vec<_> = PINNED
        .iter()
        .map(|&(p, b, d, t, l, h)| (p, b, d, t, l, h.to_string()))
        .collect();
    assert_eq!(
        pinned, actual,
        "a listing changed; the current figures are:\n{table}"
    );
}
