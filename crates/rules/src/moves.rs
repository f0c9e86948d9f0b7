//! What a player does with a roll: the faces after the ones rule, and groups.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::Mountain;

/// Four dice, each 1 to 6, in die order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roll(pub [u8; 4]);

impl Roll {
    /// The faces.
    pub fn dice(&self) -> [u8; 4] {
        self.0
    }

    /// How many dice show 1.
    pub fn ones(&self) -> usize {
        self.0.iter().filter(|&&d| d == 1).count()
    }
}

impl std::fmt::Display for Roll {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [a, b, c, d] = self.0;
        write!(f, "{a},{b},{c},{d}")
    }
}

/// Names one of the player's own goats by where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GoatRef {
    /// The player's goat on this regular mountain.
    Mountain(Mountain),
    /// The player's goat on this Big Mountain spot (11 to 24).
    BigMountain(u8),
}

impl std::fmt::Display for GoatRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GoatRef::Mountain(m) => write!(f, "the goat on {m}"),
            GoatRef::BigMountain(spot) => write!(f, "the goat on Big Mountain spot {spot}"),
        }
    }
}

/// Up to four die indices, in order: the dice of a group. Small and `Copy`,
/// so that moves are cheap to list and to copy.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Dice {
    len: u8,
    indices: [u8; 4],
}

impl Dice {
    /// Adds a die; refused (and returned) when the group already has four.
    pub fn try_push(&mut self, die: u8) -> Result<(), u8> {
        let slot = self.indices.get_mut(usize::from(self.len)).ok_or(die)?;
        *slot = die;
        self.len += 1;
        Ok(())
    }

    /// Adds a die. Panics when the group already has four.
    pub fn push(&mut self, die: u8) {
        if self.try_push(die).is_err() {
            panic!("a group holds at most four dice");
        }
    }
}

impl std::ops::Deref for Dice {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.indices[..usize::from(self.len)]
    }
}

impl<'a> IntoIterator for &'a Dice {
    type Item = &'a u8;
    type IntoIter = std::slice::Iter<'a, u8>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Collects at most four indices; any more are dropped.
impl FromIterator<u8> for Dice {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Dice {
        let mut dice = Dice::default();
        for die in iter.into_iter().take(4) {
            let _ = dice.try_push(die);
        }
        dice
    }
}

impl std::fmt::Debug for Dice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Dice {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Dice {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Dice, D::Error> {
        let indices = ArrayVec::<u8, 4>::deserialize(deserializer)?;
        Ok(indices.into_iter().collect())
    }
}

/// A group of dice, resolved as one sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Group {
    /// Indices (0 to 3) of the dice in the group.
    pub dice: Dice,
    /// The goat to use, where the Big Mountain makes that a choice: for a sum
    /// of 11 to 24, the goat to place on that spot (`None` places none); for a
    /// sum of 5 to 10 when the player has no goat on that mountain, the Big
    /// Mountain goat to bring back. `None` everywhere else.
    pub goat: Option<GoatRef>,
}

impl Group {
    /// A group of the dice at `indices`, naming no goat.
    pub fn of(indices: &[u8]) -> Group {
        Group {
            dice: indices.iter().copied().take(4).collect(),
            goat: None,
        }
    }

    /// The same group, naming `goat`.
    pub fn with_goat(mut self, goat: GoatRef) -> Group {
        self.goat = Some(goat);
        self
    }

    /// The sum of the group's dice for the given faces (indices past 3 count 0).
    pub fn sum(&self, faces: &[u8; 4]) -> u8 {
        self.dice
            .iter()
            .map(|&i| faces.get(usize::from(i)).copied().unwrap_or(0))
            .sum()
    }
}

/// A player's move for the current roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// The faces after the ones rule. Only dice that showed 1 may differ
    /// from the roll, and when any die showed 1, one of them still shows 1.
    pub faces: [u8; 4],
    /// The groups, resolved in this order.
    pub groups: ArrayVec<Group, 4>,
}

impl Move {
    /// A move keeping the rolled faces, with these groups.
    pub fn new(faces: [u8; 4], groups: impl IntoIterator<Item = Group>) -> Move {
        Move {
            faces,
            groups: groups.into_iter().take(4).collect(),
        }
    }

    /// A move from lists of die indices, naming no goats: `Move::grouped([5, 2, 2, 1], &[&[0], &[1, 2, 3]])`.
    pub fn grouped(faces: [u8; 4], groups: &[&[u8]]) -> Move {
        Move::new(faces, groups.iter().map(|g| Group::of(g)))
    }
}
