//! Why an action was refused. A refused action changes nothing.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{GoatRef, Seat};

/// A rule that an action broke.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A roll was given while the turn waits for a move.
    #[error("the turn already has its roll; it waits for a move")]
    NotAwaitingRoll,
    /// A move was given before the turn's roll.
    #[error("the turn has no roll yet")]
    NotAwaitingMove,
    /// Another seat is to move.
    #[error("it is seat {current}'s turn, not seat {seat}'s")]
    NotYourTurn { seat: Seat, current: Seat },
    /// A die face is not 1 to 6.
    #[error("die {die} shows {face}; faces are 1 to 6")]
    FaceOutOfRange { die: u8, face: u8 },
    /// A die that did not show 1 was changed.
    #[error("die {die} did not show 1, so it cannot change")]
    DieNotAOne { die: u8 },
    /// Every die that showed 1 was changed.
    #[error("at least one die that showed 1 must still show 1")]
    LastOneChanged,
    /// A group names a die that does not exist.
    #[error("group {group} names die {die}; dice are 0 to 3")]
    DieOutOfRange { group: u8, die: u8 },
    /// A die is in two groups (or twice in one).
    #[error("die {die} is used twice")]
    DieUsedTwice { die: u8 },
    /// A group has no dice.
    #[error("group {group} has no dice")]
    EmptyGroup { group: u8 },
    /// Dice were left out of every group under the rulebook's rule.
    #[error(
        "every die must be in a group ({unused} left out); declining groups is not allowed in this game"
    )]
    DiceLeftOut { unused: u8 },
    /// A group names a goat where there is no choice to make.
    #[error("group {group} (sum {sum}) names a goat, but there is no goat to choose")]
    GoatNotExpected { group: u8, sum: u8 },
    /// A group must bring a goat back from the Big Mountain but names none.
    #[error(
        "group {group} (sum {sum}): you have no goat on that mountain, so name the Big Mountain goat to bring back"
    )]
    GoatRequired { group: u8, sum: u8 },
    /// The named goat is not the player's, or cannot be used that way.
    #[error("group {group}: {goat} is not one of your goats that this group can move")]
    GoatNotFound { group: u8, goat: GoatRef },
    /// A goat was to be placed on a taken Big Mountain spot.
    #[error("group {group}: Big Mountain spot {spot} is taken")]
    SpotTaken { group: u8, spot: u8 },
}

impl RuleError {
    /// A stable, machine-readable name for the broken rule.
    pub fn reason(&self) -> &'static str {
        match self {
            RuleError::GameOver => "GAME_OVER",
            RuleError::NotAwaitingRoll => "NOT_AWAITING_ROLL",
            RuleError::NotAwaitingMove => "NOT_AWAITING_MOVE",
            RuleError::NotYourTurn { .. } => "NOT_YOUR_TURN",
            RuleError::FaceOutOfRange { .. } => "FACE_OUT_OF_RANGE",
            RuleError::DieNotAOne { .. } => "DIE_NOT_A_ONE",
            RuleError::LastOneChanged => "LAST_ONE_CHANGED",
            RuleError::DieOutOfRange { .. } => "DIE_OUT_OF_RANGE",
            RuleError::DieUsedTwice { .. } => "DIE_USED_TWICE",
            RuleError::EmptyGroup { .. } => "EMPTY_GROUP",
            RuleError::DiceLeftOut { .. } => "DICE_LEFT_OUT",
            RuleError::GoatNotExpected { .. } => "GOAT_NOT_EXPECTED",
            RuleError::GoatRequired { .. } => "GOAT_REQUIRED",
            RuleError::GoatNotFound { .. } => "GOAT_NOT_FOUND",
            RuleError::SpotTaken { .. } => "SPOT_TAKEN",
        }
    }
}
