//! Moves between the wire and the rules, both ways: the one conversion,
//! which the server (refusing what cannot be represented, with the reason)
//! and the Rust client share.
//!
//! Only the shape is checked here: four faces, at most four groups of at
//! most four dice, a mountain that exists. Values the rules judge (which
//! faces, which dice, which spot of the Big Mountain) pass through, out of
//! range values as `u8::MAX`, for the rules to refuse with their own words.

use mountain_goats_rules::{GoatRef, Group, Mountain, Move};

use crate::v1 as pb;

/// Why a wire move is no rules move: its shape.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveShapeError {
    /// Not four faces.
    #[error("a move has 4 faces, not {0}")]
    Faces(usize),
    /// More than four groups.
    #[error("four dice make at most 4 groups, not {0}")]
    Groups(usize),
    /// A group of more than four dice.
    #[error("group {group} has {dice} dice; there are 4")]
    Dice { group: usize, dice: usize },
    /// A goat on a mountain that does not exist.
    #[error("group {group}: there is no mountain {number}")]
    NoMountain { group: usize, number: u32 },
}

/// The rules move a wire move stands for.
pub fn move_from_pb(mv: &pb::Move) -> Result<Move, MoveShapeError> {
    let faces: [u32; 4] = mv
        .faces
        .as_slice()
        .try_into()
        .map_err(|_| MoveShapeError::Faces(mv.faces.len()))?;
    if mv.groups.len() > 4 {
        return Err(MoveShapeError::Groups(mv.groups.len()));
    }
    let mut groups = Vec::with_capacity(mv.groups.len());
    for (i, group) in mv.groups.iter().enumerate() {
        if group.dice.len() > 4 {
            return Err(MoveShapeError::Dice {
                group: i,
                dice: group.dice.len(),
            });
        }
        let goat = match group.goat.as_ref().and_then(|g| g.place.as_ref()) {
            None => None,
            Some(&pb::goat_ref::Place::Mountain(number)) => Some(GoatRef::Mountain(
                u8::try_from(number)
                    .ok()
                    .and_then(Mountain::new)
                    .ok_or(MoveShapeError::NoMountain { group: i, number })?,
            )),
            Some(&pb::goat_ref::Place::BigMountainSpot(spot)) => {
                Some(GoatRef::BigMountain(saturated(spot)))
            }
        };
        groups.push(Group {
            dice: group.dice.iter().map(|&d| saturated(d)).collect(),
            goat,
        });
    }
    Ok(Move::new(faces.map(saturated), groups))
}

/// The wire form of a rules move.
pub fn move_to_pb(mv: &Move) -> pb::Move {
    pb::Move {
        faces: mv.faces.iter().map(|&f| u32::from(f)).collect(),
        groups: mv
            .groups
            .iter()
            .map(|group| pb::Group {
                dice: group.dice.iter().map(|&d| u32::from(d)).collect(),
                goat: group.goat.map(|goat| pb::GoatRef {
                    place: Some(match goat {
                        GoatRef::Mountain(m) => {
                            pb::goat_ref::Place::Mountain(u32::from(m.number()))
                        }
                        GoatRef::BigMountain(spot) => {
                            pb::goat_ref::Place::BigMountainSpot(u32::from(spot))
                        }
                    }),
                }),
            })
            .collect(),
    }
}

/// A wire number as the rules' byte; beyond one, `u8::MAX`, which the rules
/// refuse as they refuse any value out of range.
fn saturated(n: u32) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    use mountain_goats_rules::{Config, Game, Seed};

    /// Every legal move of many positions goes to the wire and back as
    /// itself.
    #[test]
    fn legal_moves_go_to_the_wire_and_back_unchanged() {
        let mut checked = 0;
        for players in 2..=5 {
            let config = Config::new(players).with_big_mountain(players == 5);
            let mut game = Game::new(config).expect("a game");
            let seed = Seed([players; 32]);
            for _ in 0..40 {
                if game.roll_from(&seed).is_err() {
                    break;
                }
                let moves = game.legal_moves();
                for mv in &moves {
                    assert_eq!(move_from_pb(&move_to_pb(mv)).as_ref(), Ok(mv));
                }
                checked += moves.len();
                let Some(first) = moves.first() else { break };
                if game.play(game.current_seat(), first).is_err() {
                    break;
                }
            }
        }
        assert!(checked > 500, "only {checked} moves checked");
    }

    #[test]
    fn shapes_that_are_no_move_are_refused_with_their_reason() {
        let group = |dice: Vec<u32>, place: Option<pb::goat_ref::Place>| pb::Group {
            dice,
            goat: place.map(|place| pb::GoatRef { place: Some(place) }),
        };
        let mv = |faces: Vec<u32>, groups| pb::Move { faces, groups };
        assert_eq!(
            move_from_pb(&mv(vec![1, 2, 3], vec![])),
            Err(MoveShapeError::Faces(3))
        );
        assert_eq!(
            move_from_pb(&mv(vec![1; 4], vec![group(vec![0], None); 5])),
            Err(MoveShapeError::Groups(5))
        );
        assert_eq!(
            move_from_pb(&mv(vec![1; 4], vec![group(vec![0; 5], None)])),
            Err(MoveShapeError::Dice { group: 0, dice: 5 })
        );
        assert_eq!(
            move_from_pb(&mv(
                vec![1; 4],
                vec![group(vec![0], Some(pb::goat_ref::Place::Mountain(13)))]
            )),
            Err(MoveShapeError::NoMountain {
                group: 0,
                number: 13
            })
        );
        // Values the rules judge pass through, saturated.
        let passed = move_from_pb(&mv(
            vec![300, 1, 1, 1],
            vec![group(
                vec![9],
                Some(pb::goat_ref::Place::BigMountainSpot(1000)),
            )],
        ))
        .expect("a shape the rules judge");
        assert_eq!(passed.faces[0], u8::MAX);
        assert_eq!(passed.groups[0].dice[0], 9);
        assert_eq!(passed.groups[0].goat, Some(GoatRef::BigMountain(u8::MAX)));
    }
}
