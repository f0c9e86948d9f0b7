//! Helpers shared by the integration tests: positions are built by playing
//! real turns with fixed dice.
#![allow(dead_code)]

use mountain_goats_rules::{Config, Event, Game, GoatRef, Group, Mountain, Move, Roll, Seat};

/// The mountain numbered `n` (5 to 10).
pub fn m(n: u8) -> Mountain {
    Mountain::new(n).expect("a mountain number")
}

/// A new game, or a panic.
pub fn game(config: Config) -> Game {
    Game::new(config).expect("a valid configuration")
}

/// Rolls `roll` and plays `mv` for the current seat; panics if either is refused.
pub fn play(game: &mut Game, roll: [u8; 4], mv: &Move) -> Vec<Event> {
    let seat = game.current_seat();
    game.roll(Roll(roll)).expect("the roll is accepted");
    match game.play(seat, mv) {
        Ok(events) => events,
        Err(err) => panic!("seat {seat}: {mv} refused: {err}"),
    }
}

/// Rolls `roll` and plays it unchanged with these groups (no goats named).
pub fn turn(game: &mut Game, roll: [u8; 4], groups: &[&[u8]]) -> Vec<Event> {
    play(game, roll, &Move::grouped(roll, groups))
}

/// The current seat does nothing: 1,1,1,1 in four groups of one.
pub fn pass(game: &mut Game) -> Vec<Event> {
    turn(game, [1, 1, 1, 1], &[&[0], &[1], &[2], &[3]])
}

/// Every other seat passes until it is `seat`'s turn.
pub fn until(game: &mut Game, seat: Seat) {
    let mut guard = 0;
    while game.current_seat() != seat {
        pass(game);
        guard += 1;
        assert!(guard < 10, "seat {seat} never came");
    }
}

/// Two dice summing `n` (5 to 10).
pub fn split(n: u8) -> [u8; 2] {
    let a = (n - 1).min(6);
    [a, n - a]
}

/// `seat` moves its goat on mountain `a` one step and its goat on mountain
/// `b` one step (the same goat twice when `a == b`).
pub fn pair(game: &mut Game, seat: Seat, a: u8, b: u8) -> Vec<Event> {
    until(game, seat);
    let [w, x] = split(a);
    let [y, z] = split(b);
    turn(game, [w, x, y, z], &[&[0, 1], &[2, 3]])
}

/// `seat` moves its goat on mountain `n` one step (the other dice do nothing).
pub fn step(game: &mut Game, seat: Seat, n: u8) -> Vec<Event> {
    until(game, seat);
    let [a, b] = split(n);
    turn(game, [a, b, 1, 1], &[&[0, 1], &[2], &[3]])
}

/// `seat` makes `steps` steps on each listed mountain, two per turn (the
/// other seats pass in between). Returns the events of the last turn.
pub fn climb(game: &mut Game, seat: Seat, plan: &[(u8, u8)]) -> Vec<Event> {
    let steps: Vec<u8> = plan
        .iter()
        .flat_map(|&(n, k)| std::iter::repeat_n(n, usize::from(k)))
        .collect();
    let mut events = Vec::new();
    for chunk in steps.chunks(2) {
        events = match *chunk {
            [a, b] => pair(game, seat, a, b),
            [a] => step(game, seat, a),
            _ => unreachable!(),
        };
    }
    events
}

/// `seat` plays one group summing `sum` (11 to 24) naming `goat`, the other
/// dice in groups of one showing 1 where possible.
pub fn big(game: &mut Game, seat: Seat, sum: u8, goat: GoatRef) -> Vec<Event> {
    until(game, seat);
    let (roll, dice): ([u8; 4], &[u8]) = match sum {
        11..=12 => ([6, sum - 6, 1, 1], &[0, 1]),
        13..=18 => ([6, 6, sum - 12, 1], &[0, 1, 2]),
        19..=24 => ([6, 6, 6, sum - 18], &[0, 1, 2, 3]),
        _ => panic!("no Big Mountain spot {sum}"),
    };
    let mut groups = vec![Group::of(dice).with_goat(goat)];
    groups.extend((dice.len() as u8..4).map(|d| Group::of(&[d])));
    play(game, roll, &Move::new(roll, groups))
}

/// How many events match.
pub fn count(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pred(e)).count()
}

/// Runs `f` on a copy, expecting `err`; asserts the game did not change.
pub fn refused(
    game: &Game,
    err: mountain_goats_rules::RuleError,
    f: impl FnOnce(&mut Game) -> Result<Vec<Event>, mountain_goats_rules::RuleError>,
) {
    let mut copy = game.clone();
    assert_eq!(f(&mut copy), Err(err));
    assert_eq!(&copy, game, "a refused action changed the game");
}
