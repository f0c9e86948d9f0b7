//! The text people read for moves and events, written straight into a
//! buffer.
//!
//! A server writes a one-line summary for every legal move of every turn:
//! going through `core::fmt` for each number and piece cost it more than
//! listing the moves. `Display` of [`Move`] and [`Event`] is this text.

use crate::{Event, GoatRef, Mountain, Move, Roll};

/// Appends `n` in decimal.
fn push_number(out: &mut String, n: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = n;
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &digit in &digits[at..] {
        out.push(char::from(digit));
    }
}

fn push_mountain(out: &mut String, mountain: Mountain) {
    out.push_str("mountain ");
    push_number(out, u64::from(mountain.number()));
}

fn push_roll(out: &mut String, roll: Roll) {
    for (n, face) in roll.0.iter().enumerate() {
        if n > 0 {
            out.push(',');
        }
        push_number(out, u64::from(*face));
    }
}

fn push_goat(out: &mut String, goat: GoatRef) {
    match goat {
        GoatRef::Mountain(m) => {
            out.push_str("the goat on ");
            push_mountain(out, m);
        }
        GoatRef::BigMountain(spot) => {
            out.push_str("the goat on Big Mountain spot ");
            push_number(out, u64::from(spot));
        }
    }
}

/// Appends `pieces` in order: text, and numbers written in decimal.
fn push_all(out: &mut String, pieces: &[Piece<'_>]) {
    for piece in pieces {
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Number(n) => push_number(out, *n),
            Piece::Mountain(m) => push_mountain(out, *m),
        }
    }
}

enum Piece<'a> {
    Text(&'a str),
    Number(u64),
    Mountain(Mountain),
}

use Piece::{Mountain as M, Number as N, Text as T};

fn n(value: u8) -> Piece<'static> {
    N(u64::from(value))
}

impl Move {
    /// Appends this move as people read it:
    /// `faces 5,3,2,4: [5+3]=8 [2]=2 (the goat on mountain 8)`.
    pub fn write_text(&self, out: &mut String) {
        out.push_str("faces ");
        push_roll(out, Roll(self.faces));
        out.push(':');
        if self.groups.is_empty() {
            out.push_str(" no groups");
        }
        for group in &self.groups {
            out.push_str(" [");
            for (k, &i) in group.dice.iter().enumerate() {
                if k > 0 {
                    out.push('+');
                }
                match self.faces.get(usize::from(i)) {
                    Some(face) => push_number(out, u64::from(*face)),
                    None => out.push('?'),
                }
            }
            out.push_str("]=");
            push_number(out, u64::from(group.sum(&self.faces)));
            if let Some(goat) = group.goat {
                out.push_str(" (");
                push_goat(out, goat);
                out.push(')');
            }
        }
    }
}

impl Event {
    /// Appends this event as people read it: `seat 0 climbed mountain 8 from 2 to 3`.
    pub fn write_text(&self, out: &mut String) {
        match self {
            Event::DiceRolled { seat, turn, roll } => {
                push_all(
                    out,
                    &[T("turn "), N(*turn), T(": seat "), n(*seat), T(" rolled ")],
                );
                push_roll(out, *roll);
            }
            Event::OnesChanged { seat, from, to } => {
                push_all(out, &[T("seat "), n(*seat), T(" changed ones: ")]);
                push_roll(out, *from);
                out.push_str(" -> ");
                push_roll(out, *to);
            }
            Event::GoatClimbed {
                seat,
                mountain,
                from,
                to,
            } => push_all(
                out,
                &[
                    T("seat "),
                    n(*seat),
                    T(" climbed "),
                    M(*mountain),
                    T(" from "),
                    n(*from),
                    T(" to "),
                    n(*to),
                ],
            ),
            Event::SummitReached { seat, mountain } => push_all(
                out,
                &[
                    T("seat "),
                    n(*seat),
                    T(" reached the summit of "),
                    M(*mountain),
                ],
            ),
            Event::GoatKnockedDown { seat, mountain } => push_all(
                out,
                &[
                    T("seat "),
                    n(*seat),
                    T("'s goat was knocked off "),
                    M(*mountain),
                ],
            ),
            Event::PointTokenTaken { seat, mountain } => push_all(
                out,
                &[
                    T("seat "),
                    n(*seat),
                    T(" took a "),
                    n(mountain.number()),
                    T("-point token"),
                ],
            ),
            Event::BonusTokenTaken { seat, value } => push_all(
                out,
                &[
                    T("seat "),
                    n(*seat),
                    T(" took the "),
                    n(*value),
                    T("-point bonus token"),
                ],
            ),
            Event::GoatPlacedOnBigMountain {
                seat, from, spot, ..
            } => push_all(
                out,
                &[
                    T("seat "),
                    n(*seat),
                    T(" moved its goat from "),
                    M(*from),
                    T(" to Big Mountain spot "),
                    n(*spot),
                ],
            ),
            Event::GoatMovedOnBigMountain { seat, from, to } => push_all(
                out,
                &[
                    T("seat "),
                    n(*seat),
                    T(" moved its Big Mountain goat from "),
                    n(*from),
                    T(" to "),
                    n(*to),
                ],
            ),
            Event::GoatReturnedFromBigMountain {
                seat,
                from,
                mountain,
                ..
            } => push_all(
                out,
                &[
                    T("seat "),
                    n(*seat),
                    T(" brought its goat from Big Mountain spot "),
                    n(*from),
                    T(" back to "),
                    M(*mountain),
                ],
            ),
            Event::GroupWasted { seat, sum, reason } => push_all(
                out,
                &[
                    T("seat "),
                    n(*seat),
                    T("'s group of "),
                    n(*sum),
                    T(" did nothing ("),
                    T(reason.text()),
                    T(")"),
                ],
            ),
            Event::TurnEnded { seat, turn } => push_all(
                out,
                &[T("turn "), N(*turn), T(" of seat "), n(*seat), T(" ended")],
            ),
            Event::EndTriggered { trigger, turn } => push_all(
                out,
                &[
                    T("the end was triggered on turn "),
                    N(*turn),
                    T(" ("),
                    T(trigger.text()),
                    T(")"),
                ],
            ),
            Event::GameOver { result } => {
                out.push_str("game over; winners: [");
                for (k, seat) in result.winners.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    push_number(out, u64::from(*seat));
                }
                out.push(']');
            }
        }
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut text = String::with_capacity(64);
        self.write_text(&mut text);
        f.write_str(&text)
    }
}

impl std::fmt::Display for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut text = String::with_capacity(64);
        self.write_text(&mut text);
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::{EndTrigger, GameResult, Group, WasteReason};

    fn mountain(number: u8) -> Mountain {
        Mountain::new(number).expect("a mountain")
    }

    /// Every event's wording, as it read when it was written with `write!`.
    #[test]
    fn every_event_reads_as_before() {
        let cases = [
            (
                Event::DiceRolled {
                    seat: 2,
                    turn: 17,
                    roll: Roll([1, 6, 3, 3]),
                },
                "turn 17: seat 2 rolled 1,6,3,3",
            ),
            (
                Event::OnesChanged {
                    seat: 0,
                    from: Roll([1, 1, 2, 3]),
                    to: Roll([4, 6, 2, 3]),
                },
                "seat 0 changed ones: 1,1,2,3 -> 4,6,2,3",
            ),
            (
                Event::GoatClimbed {
                    seat: 1,
                    mountain: mountain(10),
                    from: 2,
                    to: 3,
                },
                "seat 1 climbed mountain 10 from 2 to 3",
            ),
            (
                Event::SummitReached {
                    seat: 3,
                    mountain: mountain(5),
                },
                "seat 3 reached the summit of mountain 5",
            ),
            (
                Event::GoatKnockedDown {
                    seat: 4,
                    mountain: mountain(9),
                },
                "seat 4's goat was knocked off mountain 9",
            ),
            (
                Event::PointTokenTaken {
                    seat: 1,
                    mountain: mountain(7),
                },
                "seat 1 took a 7-point token",
            ),
            (
                Event::BonusTokenTaken { seat: 0, value: 15 },
                "seat 0 took the 15-point bonus token",
            ),
            (
                Event::GoatPlacedOnBigMountain {
                    seat: 2,
                    from: mountain(8),
                    from_position: 1,
                    spot: 21,
                },
                "seat 2 moved its goat from mountain 8 to Big Mountain spot 21",
            ),
            (
                Event::GoatMovedOnBigMountain {
                    seat: 2,
                    from: 21,
                    to: 13,
                },
                "seat 2 moved its Big Mountain goat from 21 to 13",
            ),
            (
                Event::GoatReturnedFromBigMountain {
                    seat: 2,
                    from: 13,
                    mountain: mountain(6),
                    position: 0,
                },
                "seat 2 brought its goat from Big Mountain spot 13 back to mountain 6",
            ),
            (
                Event::GroupWasted {
                    seat: 1,
                    sum: 4,
                    reason: WasteReason::NoMountain,
                },
                "seat 1's group of 4 did nothing (no mountain has that number)",
            ),
            (
                Event::GroupWasted {
                    seat: 1,
                    sum: 9,
                    reason: WasteReason::NoTokensLeft,
                },
                "seat 1's group of 9 did nothing (no point tokens are left there)",
            ),
            (
                Event::TurnEnded { seat: 3, turn: 120 },
                "turn 120 of seat 3 ended",
            ),
            (
                Event::EndTriggered {
                    trigger: EndTrigger::ThreeMountainsEmpty,
                    turn: 88,
                },
                "the end was triggered on turn 88 (three mountains have no point tokens left)",
            ),
            (
                Event::GameOver {
                    result: GameResult {
                        standings: Vec::new(),
                        winners: vec![0, 2],
                        tie_break: None,
                    },
                },
                "game over; winners: [0, 2]",
            ),
            (
                Event::GameOver {
                    result: GameResult {
                        standings: Vec::new(),
                        winners: vec![],
                        tie_break: None,
                    },
                },
                "game over; winners: []",
            ),
        ];
        for (event, text) in cases {
            assert_eq!(event.to_string(), text);
        }
    }

    #[test]
    fn moves_read_as_before() {
        let mut named = Move::grouped([6, 5, 3, 2], &[&[0, 1], &[2, 3]]);
        named.groups[0].goat = Some(GoatRef::Mountain(mountain(8)));
        named.groups[1].goat = Some(GoatRef::BigMountain(11));
        let cases = [
            (Move::grouped([1, 1, 1, 1], &[]), "faces 1,1,1,1: no groups"),
            (
                Move::grouped([5, 3, 2, 4], &[&[0, 1], &[2], &[3]]),
                "faces 5,3,2,4: [5+3]=8 [2]=2 [4]=4",
            ),
            (
                named,
                "faces 6,5,3,2: [6+5]=11 (the goat on mountain 8) [3+2]=5 (the goat on Big Mountain spot 11)",
            ),
            (
                Move::new([2, 2, 2, 2], [Group::of(&[0, 1, 2, 3])]),
                "faces 2,2,2,2: [2+2+2+2]=8",
            ),
        ];
        for (mv, text) in cases {
            assert_eq!(mv.to_string(), text);
        }
    }

    #[test]
    fn numbers_are_written_in_decimal() {
        for value in [0, 7, 10, 99, 100, 255, 1_000_007, u64::MAX] {
            let mut out = String::new();
            push_number(&mut out, value);
            assert_eq!(out, value.to_string());
        }
    }
}
