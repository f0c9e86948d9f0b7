//! Every illegal action is refused with the exact rule it broke, and the
//! game is left exactly as it was.

mod common;

use common::*;
use mountain_goats_rules::{Config, Game, GoatRef, Group, Move, Roll, RuleError, Seat};

fn g1(dice: &[u8], goat: Option<GoatRef>) -> Group {
    let group = Group::of(dice);
    match goat {
        Some(goat) => group.with_goat(goat),
        None => group,
    }
}

/// A base game, seat 0 to move with `roll`.
fn rolled(config: Config, roll: [u8; 4]) -> Game {
    let mut g = game(config);
    g.roll(Roll(roll)).expect("roll");
    g
}

/// Table: (game, seat, move, expected error).
fn check(cases: Vec<(&str, Game, Seat, Move, RuleError)>) {
    for (name, g, seat, mv, err) in cases {
        let mut copy = g.clone();
        assert_eq!(copy.play(seat, &mv), Err(err.clone()), "{name}: {mv}");
        assert_eq!(copy, g, "{name}: the game changed");
        assert_eq!(g.after(seat, &mv).err(), Some(err), "{name}: after");
        if seat == g.current_seat() {
            assert!(!g.legal_moves().contains(&mv), "{name}: listed");
        }
    }
}

#[test]
fn rolling_out_of_turn_order() {
    let g = rolled(Config::new(2), [2, 3, 4, 5]);
    refused(&g, RuleError::NotAwaitingRoll, |g| {
        g.roll(Roll([1, 1, 1, 1]))
    });
    let fresh = game(Config::new(2));
    refused(&fresh, RuleError::NotAwaitingMove, |g| {
        g.play(0, &Move::grouped([2, 3, 4, 5], &[&[0, 1, 2, 3]]))
    });
}

#[test]
fn rolling_faces_out_of_range() {
    let g = game(Config::new(2));
    refused(&g, RuleError::FaceOutOfRange { die: 2, face: 7 }, |g| {
        g.roll(Roll([1, 2, 7, 4]))
    });
    refused(&g, RuleError::FaceOutOfRange { die: 0, face: 0 }, |g| {
        g.roll(Roll([0, 2, 3, 4]))
    });
}

#[test]
fn playing_after_the_end() {
    let mut g = game(Config::new(2));
    climb(&mut g, 1, &[(8, 9), (9, 7), (10, 6)]);
    assert!(g.is_over());
    refused(&g, RuleError::GameOver, |g| g.roll(Roll([2, 3, 4, 5])));
    refused(&g, RuleError::GameOver, |g| {
        g.play(1, &Move::grouped([2, 3, 4, 5], &[&[0, 1, 2, 3]]))
    });
    refused(&g, RuleError::GameOver, |g| {
        g.play(0, &Move::grouped([2, 3, 4, 5], &[&[0, 1, 2, 3]]))
    });
}

#[test]
fn illegal_moves_in_the_base_game() {
    let base = rolled(Config::new(3), [1, 1, 4, 6]);
    let faces = [1, 1, 4, 6];
    let mv = |groups: Vec<Group>| Move::new(faces, groups);
    let all = || vec![g1(&[0, 1, 2], None), g1(&[3], None)];
    check(vec![
        (
            "not your turn",
            base.clone(),
            1,
            mv(all()),
            RuleError::NotYourTurn {
                seat: 1,
                current: 0,
            },
        ),
        (
            "seat that does not exist",
            base.clone(),
            7,
            mv(all()),
            RuleError::NotYourTurn {
                seat: 7,
                current: 0,
            },
        ),
        (
            "face out of range",
            base.clone(),
            0,
            Move::new([1, 9, 4, 6], all()),
            RuleError::FaceOutOfRange { die: 1, face: 9 },
        ),
        (
            "die not a one",
            base.clone(),
            0,
            Move::new([1, 1, 4, 5], all()),
            RuleError::DieNotAOne { die: 3 },
        ),
        (
            "last one changed",
            base.clone(),
            0,
            Move::new([2, 3, 4, 6], all()),
            RuleError::LastOneChanged,
        ),
        (
            "die out of range",
            base.clone(),
            0,
            mv(vec![g1(&[0, 1, 2, 4], None), g1(&[3], None)]),
            RuleError::DieOutOfRange { group: 0, die: 4 },
        ),
        (
            "die in two groups",
            base.clone(),
            0,
            mv(vec![g1(&[0, 1, 2], None), g1(&[2, 3], None)]),
            RuleError::DieUsedTwice { die: 2 },
        ),
        (
            "die twice in one group",
            base.clone(),
            0,
            mv(vec![g1(&[0, 1, 1, 2], None), g1(&[3], None)]),
            RuleError::DieUsedTwice { die: 1 },
        ),
        (
            "empty group",
            base.clone(),
            0,
            mv(vec![g1(&[0, 1, 2], None), g1(&[], None), g1(&[3], None)]),
            RuleError::EmptyGroup { group: 1 },
        ),
        (
            "dice left out",
            base.clone(),
            0,
            mv(vec![g1(&[2, 3], None)]),
            RuleError::DiceLeftOut { unused: 2 },
        ),
        (
            "goat named in the base game",
            base.clone(),
            0,
            mv(vec![
                g1(&[0, 1, 2], Some(GoatRef::Mountain(m(6)))),
                g1(&[3], None),
            ]),
            RuleError::GoatNotExpected { group: 0, sum: 6 },
        ),
        (
            "goat named for a high sum in the base game",
            base.clone(),
            0,
            mv(vec![g1(&[0, 1, 2, 3], Some(GoatRef::Mountain(m(5))))]),
            RuleError::GoatNotExpected { group: 0, sum: 12 },
        ),
    ]);
}

#[test]
fn a_move_failing_in_its_last_group_changes_nothing() {
    // The first group would climb and take a token; the second is illegal.
    let mut g = game(Config::new(2).with_big_mountain(true));
    step(&mut g, 0, 10);
    until(&mut g, 0);
    g.roll(Roll([6, 4, 4, 1])).expect("roll");
    let mv = Move::new(
        [6, 4, 4, 1],
        [
            g1(&[0, 1], None),
            g1(&[2, 3], Some(GoatRef::Mountain(m(10)))),
        ],
    );
    check(vec![(
        "second group names a goat",
        g.clone(),
        0,
        mv,
        RuleError::GoatNotExpected { group: 1, sum: 5 },
    )]);
}

#[test]
fn illegal_goats_with_the_big_mountain() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    big(&mut g, 0, 23, GoatRef::Mountain(m(5)));
    big(&mut g, 1, 14, GoatRef::Mountain(m(6)));
    // Seat 0: goat on spot 23, none on mountain 5. Roll 6,5,4,1.
    until(&mut g, 0);
    g.roll(Roll([6, 5, 4, 1])).expect("roll");
    let faces = [6, 5, 4, 1];
    let mv = |groups: Vec<Group>| Move::new(faces, groups);
    check(vec![
        (
            "a sum of 5 with the goat on the Big Mountain names none",
            g.clone(),
            0,
            mv(vec![g1(&[0, 1], None), g1(&[2, 3], None)]),
            RuleError::GoatRequired { group: 1, sum: 5 },
        ),
        (
            "bringing back a goat from a regular mountain",
            g.clone(),
            0,
            mv(vec![
                g1(&[0, 1], None),
                g1(&[2, 3], Some(GoatRef::Mountain(m(5)))),
            ]),
            RuleError::GoatNotFound {
                group: 1,
                goat: GoatRef::Mountain(m(5)),
            },
        ),
        (
            "bringing back another player's goat",
            g.clone(),
            0,
            mv(vec![
                g1(&[0, 1], None),
                g1(&[2, 3], Some(GoatRef::BigMountain(14))),
            ]),
            RuleError::GoatNotFound {
                group: 1,
                goat: GoatRef::BigMountain(14),
            },
        ),
        (
            "bringing back from an empty spot",
            g.clone(),
            0,
            mv(vec![
                g1(&[0, 1], None),
                g1(&[2, 3], Some(GoatRef::BigMountain(17))),
            ]),
            RuleError::GoatNotFound {
                group: 1,
                goat: GoatRef::BigMountain(17),
            },
        ),
        (
            "placing a goat that is not on its mountain",
            g.clone(),
            0,
            mv(vec![
                g1(&[0, 1], Some(GoatRef::Mountain(m(5)))),
                g1(&[2, 3], Some(GoatRef::BigMountain(23))),
            ]),
            RuleError::GoatNotFound {
                group: 0,
                goat: GoatRef::Mountain(m(5)),
            },
        ),
        (
            "moving another player's Big Mountain goat",
            g.clone(),
            0,
            mv(vec![
                g1(&[0, 1], Some(GoatRef::BigMountain(14))),
                g1(&[2, 3], Some(GoatRef::BigMountain(23))),
            ]),
            RuleError::GoatNotFound {
                group: 0,
                goat: GoatRef::BigMountain(14),
            },
        ),
        (
            "a goat named where there is no choice",
            g.clone(),
            0,
            mv(vec![
                g1(&[0], Some(GoatRef::Mountain(m(6)))),
                g1(&[1, 2, 3], Some(GoatRef::BigMountain(23))),
            ]),
            RuleError::GoatNotExpected { group: 0, sum: 6 },
        ),
        (
            "a goat named for a sum of 1",
            g.clone(),
            0,
            mv(vec![
                g1(&[0, 1, 2], Some(GoatRef::Mountain(m(7)))),
                g1(&[3], Some(GoatRef::Mountain(m(7)))),
            ]),
            RuleError::GoatNotExpected { group: 1, sum: 1 },
        ),
    ]);
}

#[test]
fn placing_on_a_taken_spot_is_refused() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    big(&mut g, 0, 23, GoatRef::Mountain(m(5)));
    big(&mut g, 1, 14, GoatRef::Mountain(m(6)));
    until(&mut g, 0);
    g.roll(Roll([6, 6, 6, 5])).expect("roll");
    check(vec![(
        "own goat already there",
        g.clone(),
        0,
        Move::new(
            [6, 6, 6, 5],
            [g1(&[0, 1, 2, 3], Some(GoatRef::BigMountain(23)))],
        ),
        RuleError::SpotTaken { group: 0, spot: 23 },
    )]);
    let mut h = game(Config::new(2).with_big_mountain(true));
    big(&mut h, 0, 14, GoatRef::Mountain(m(5)));
    until(&mut h, 1);
    h.roll(Roll([6, 6, 1, 1])).expect("roll");
    check(vec![(
        "another player's spot",
        h.clone(),
        1,
        Move::new(
            [6, 6, 1, 1],
            [g1(&[0, 1, 2, 3], Some(GoatRef::Mountain(m(9))))],
        ),
        RuleError::SpotTaken { group: 0, spot: 14 },
    )]);
}
