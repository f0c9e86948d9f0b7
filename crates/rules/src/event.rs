//! What happened, in order: the record a move or a roll leaves.

use serde::{Deserialize, Serialize};

use crate::{GameResult, Mountain, Roll, Seat};

/// Why the end of the game was triggered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndTrigger {
    /// The last bonus token was taken.
    BonusTokensGone,
    /// At least three mountains have no point tokens left.
    ThreeMountainsEmpty,
}

/// Why a group of dice did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WasteReason {
    /// The sum matches no mountain (and no Big Mountain spot in play).
    NoMountain,
    /// The goat stands on its summit and the mountain has no tokens left.
    NoTokensLeft,
    /// The Big Mountain spot of that sum is taken.
    SpotTaken,
    /// No goat was named to place on the Big Mountain.
    NoGoatNamed,
}

impl WasteReason {
    /// Why, in words: `no mountain has that number`.
    pub fn text(self) -> &'static str {
        match self {
            WasteReason::NoMountain => "no mountain has that number",
            WasteReason::NoTokensLeft => "no point tokens are left there",
            WasteReason::SpotTaken => "that Big Mountain spot is taken",
            WasteReason::NoGoatNamed => "no goat was named for the Big Mountain",
        }
    }
}

impl std::fmt::Display for WasteReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text())
    }
}

impl EndTrigger {
    /// Why, in words: `the last bonus token was taken`.
    pub fn text(self) -> &'static str {
        match self {
            EndTrigger::BonusTokensGone => "the last bonus token was taken",
            EndTrigger::ThreeMountainsEmpty => "three mountains have no point tokens left",
        }
    }
}

impl std::fmt::Display for EndTrigger {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text())
    }
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The dice were rolled for a turn.
    DiceRolled { seat: Seat, turn: u64, roll: Roll },
    /// Dice that showed 1 were changed.
    OnesChanged { seat: Seat, from: Roll, to: Roll },
    /// A goat climbed one step.
    GoatClimbed {
        seat: Seat,
        mountain: Mountain,
        from: u8,
        to: u8,
    },
    /// A goat stepped onto a summit.
    SummitReached { seat: Seat, mountain: Mountain },
    /// A goat was knocked from a summit to the foot.
    GoatKnockedDown { seat: Seat, mountain: Mountain },
    /// A point token was taken.
    PointTokenTaken { seat: Seat, mountain: Mountain },
    /// A bonus token was taken.
    BonusTokenTaken { seat: Seat, value: u8 },
    /// A goat left a regular mountain for a Big Mountain spot.
    GoatPlacedOnBigMountain {
        seat: Seat,
        from: Mountain,
        from_position: u8,
        spot: u8,
    },
    /// A goat moved from one Big Mountain spot to another.
    GoatMovedOnBigMountain { seat: Seat, from: u8, to: u8 },
    /// A goat came back from the Big Mountain to a regular mountain.
    GoatReturnedFromBigMountain {
        seat: Seat,
        from: u8,
        mountain: Mountain,
        position: u8,
    },
    /// A group of dice did nothing.
    GroupWasted {
        seat: Seat,
        sum: u8,
        reason: WasteReason,
    },
    /// A turn ended.
    TurnEnded { seat: Seat, turn: u64 },
    /// The end of the game was triggered.
    EndTriggered { trigger: EndTrigger, turn: u64 },
    /// The game is over.
    GameOver { result: GameResult },
}
