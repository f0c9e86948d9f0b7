//! The fixed components: the six mountains, the bonus tokens, the Big Mountain.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

/// The most seats a game can have (five, with the Big Mountain).
pub const MAX_PLAYERS: usize = 5;

/// The bonus tokens, in the order they are taken.
pub const BONUS_TOKENS: [u8; 4] = [15, 12, 9, 6];

/// Each mountain's height (steps from the foot to the summit), by index.
pub(crate) const HEIGHTS: [u8; 6] = [4, 4, 3, 3, 2, 2];

/// The spots of the Big Mountain.
pub const BIG_MOUNTAIN_SPOTS: RangeInclusive<u8> = 11..=24;

/// One of the six regular mountains, numbered 5 to 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Mountain(u8);

impl Mountain {
    /// The six mountains, lowest number first.
    pub const ALL: [Mountain; 6] = [
        Mountain(5),
        Mountain(6),
        Mountain(7),
        Mountain(8),
        Mountain(9),
        Mountain(10),
    ];

    /// The mountain numbered `number`, if there is one.
    pub fn new(number: u8) -> Option<Mountain> {
        (5..=10).contains(&number).then_some(Mountain(number))
    }

    /// The mountain's number, which is also what each of its point tokens is worth.
    pub fn number(self) -> u8 {
        self.0
    }

    /// 0 for mountain 5, …, 5 for mountain 10.
    pub fn index(self) -> usize {
        usize::from(self.0 - 5)
    }

    /// Steps from the foot (position 0) to the summit (position = height).
    pub fn height(self) -> u8 {
        // The cards: 4×5, 4×6, 3×7, 3×8, 2×9, 2×10; the top card is the summit.
        HEIGHTS[self.index()]
    }

    /// Point tokens stacked at the start with `players` seats.
    pub fn starting_tokens(self, players: u8) -> u8 {
        let four_players = [12, 11, 10, 9, 8, 7][self.index()];
        match players {
            2 => four_players - 2,
            3 => four_players - 1,
            _ => four_players,
        }
    }
}

impl TryFrom<u8> for Mountain {
    type Error = String;

    fn try_from(number: u8) -> Result<Mountain, String> {
        Mountain::new(number).ok_or_else(|| format!("no mountain numbered {number}"))
    }
}

impl From<Mountain> for u8 {
    fn from(mountain: Mountain) -> u8 {
        mountain.0
    }
}

impl std::fmt::Display for Mountain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "mountain {}", self.0)
    }
}

/// The points of the Big Mountain's ranked goats, highest goat first.
pub fn big_mountain_points(players: u8) -> &'static [u8] {
    match players {
        2 => &[12, 8, 4],
        3 => &[16, 12, 8, 4],
        _ => &[15, 12, 9, 6, 3],
    }
}
