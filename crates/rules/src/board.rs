//! The pieces on the table, and how one group of dice moves them: the rules
//! of climbing, summits, point and bonus tokens, the Big Mountain and the
//! end trigger.

use serde::{Deserialize, Serialize};

use crate::{
    BIG_MOUNTAIN_SPOTS, BONUS_TOKENS, EndTrigger, Event, GoatRef, MAX_PLAYERS, Mountain, RuleError,
    Seat, WasteReason,
};

/// A position meaning "this player's goat is not on this mountain" (it is on
/// the Big Mountain).
pub(crate) const OFF: u8 = u8::MAX;
/// An empty Big Mountain spot.
pub(crate) const EMPTY: u8 = u8::MAX;

/// Where the events of a resolution go. Events are built only when pushed,
/// so a sink that drops them costs nothing.
pub(crate) trait Sink {
    fn push(&mut self, event: impl FnOnce() -> Event);
}

impl Sink for Vec<Event> {
    fn push(&mut self, event: impl FnOnce() -> Event) {
        Vec::push(self, event());
    }
}

/// What a resolution needs to know besides the board.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Turn {
    pub players: u8,
    pub big_mountain: bool,
    pub seat: Seat,
    pub turn: u64,
}

/// Everything on the table. Small and `Copy`, so that a move is resolved on
/// a copy and committed only when every group succeeded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct Board {
    /// Each player's goat on each mountain (by mountain index): its position,
    /// or `OFF` when that goat is on the Big Mountain.
    pub positions: [[u8; 6]; MAX_PLAYERS],
    /// Point tokens left on each mountain.
    pub stacks: [u8; 6],
    /// Point tokens each player holds from each mountain.
    pub held: [[u8; 6]; MAX_PLAYERS],
    /// Bonus tokens each player holds, as bits over `BONUS_TOKENS`.
    pub bonus: [u8; MAX_PLAYERS],
    /// How many bonus tokens have been taken (they go highest first).
    pub bonus_taken: u8,
    /// The seat on each Big Mountain spot (11 first), or `EMPTY`.
    pub big_mountain: [u8; 14],
    /// Why and in which turn the end was triggered.
    pub end: Option<(EndTrigger, u64)>,
}

impl Board {
    pub fn new(players: u8) -> Board {
        let mut stacks = [0; 6];
        for m in Mountain::ALL {
            stacks[m.index()] = m.starting_tokens(players);
        }
        Board {
            positions: [[0; 6]; MAX_PLAYERS],
            stacks,
            held: [[0; 6]; MAX_PLAYERS],
            bonus: [0; MAX_PLAYERS],
            bonus_taken: 0,
            big_mountain: [EMPTY; 14],
            end: None,
        }
    }

    /// The seat whose goat stands on the summit of `m`.
    pub fn summit(&self, players: u8, m: Mountain) -> Option<Seat> {
        let h = m.height();
        (0..players).find(|&s| self.positions[usize::from(s)][m.index()] == h)
    }

    /// The seat on Big Mountain spot `spot`, if any.
    pub fn spot(&self, spot: u8) -> Option<Seat> {
        let i = usize::from(spot.checked_sub(*BIG_MOUNTAIN_SPOTS.start())?);
        self.big_mountain.get(i).copied().filter(|&s| s != EMPTY)
    }

    fn set_spot(&mut self, spot: u8, seat: u8) {
        self.big_mountain[usize::from(spot - BIG_MOUNTAIN_SPOTS.start())] = seat;
    }

    /// A player's sets: the fewest point tokens held from any one mountain.
    pub fn sets(&self, seat: Seat) -> u8 {
        self.held[usize::from(seat)]
            .iter()
            .copied()
            .min()
            .unwrap_or(0)
    }

    /// Resolves one group of dice summing `sum` for the turn's player.
    /// On error the board may be half-changed: callers work on a copy.
    pub fn resolve_group(
        &mut self,
        turn: &Turn,
        group: u8,
        sum: u8,
        goat: Option<GoatRef>,
        sink: &mut impl Sink,
    ) -> Result<(), RuleError> {
        let seat = turn.seat;
        if let Some(m) = Mountain::new(sum) {
            if self.positions[usize::from(seat)][m.index()] != OFF {
                if goat.is_some() {
                    return Err(RuleError::GoatNotExpected { group, sum });
                }
                self.climb(turn, m, sink);
                return Ok(());
            }
            // No goat of ours on this mountain: one comes back from the Big Mountain.
            return match goat {
                None => Err(RuleError::GoatRequired { group, sum }),
                Some(GoatRef::BigMountain(from)) if self.spot(from) == Some(seat) => {
                    self.set_spot(from, EMPTY);
                    self.positions[usize::from(seat)][m.index()] = 1;
                    sink.push(|| Event::GoatReturnedFromBigMountain {
                        seat,
                        from,
                        mountain: m,
                        position: 1,
                    });
                    // Its first step; a summit of height 1 would apply the summit rules.
                    self.climb_quietly(turn, m, sink);
                    Ok(())
                }
                Some(other) => Err(RuleError::GoatNotFound { group, goat: other }),
            };
        }
        if turn.big_mountain && BIG_MOUNTAIN_SPOTS.contains(&sum) {
            let Some(goat) = goat else {
                let reason = if self.spot(sum).is_some() {
                    WasteReason::SpotTaken
                } else {
                    WasteReason::NoGoatNamed
                };
                sink.push(|| Event::GroupWasted { seat, sum, reason });
                return Ok(());
            };
            if self.spot(sum).is_some() {
                return Err(RuleError::SpotTaken { group, spot: sum });
            }
            match goat {
                GoatRef::Mountain(m) => {
                    let from_position = self.positions[usize::from(seat)][m.index()];
                    if from_position == OFF {
                        return Err(RuleError::GoatNotFound { group, goat });
                    }
                    // Leaving a summit empties it; no token is taken.
                    self.positions[usize::from(seat)][m.index()] = OFF;
                    self.set_spot(sum, seat);
                    sink.push(|| Event::GoatPlacedOnBigMountain {
                        seat,
                        from: m,
                        from_position,
                        spot: sum,
                    });
                }
                GoatRef::BigMountain(from) => {
                    if self.spot(from) != Some(seat) {
                        return Err(RuleError::GoatNotFound { group, goat });
                    }
                    self.set_spot(from, EMPTY);
                    self.set_spot(sum, seat);
                    sink.push(|| Event::GoatMovedOnBigMountain {
                        seat,
                        from,
                        to: sum,
                    });
                }
            }
            return Ok(());
        }
        if goat.is_some() {
            return Err(RuleError::GoatNotExpected { group, sum });
        }
        sink.push(|| Event::GroupWasted {
            seat,
            sum,
            reason: WasteReason::NoMountain,
        });
        Ok(())
    }

    /// One step up `m` for the turn's goat there, or a token from the summit.
    fn climb(&mut self, turn: &Turn, m: Mountain, sink: &mut impl Sink) {
        let seat = turn.seat;
        let from = self.positions[usize::from(seat)][m.index()];
        if from == m.height() {
            self.claim_from_summit(turn, m, sink);
            return;
        }
        let to = from + 1;
        self.positions[usize::from(seat)][m.index()] = to;
        sink.push(|| Event::GoatClimbed {
            seat,
            mountain: m,
            from,
            to,
        });
        self.climb_quietly(turn, m, sink);
    }

    /// The summit rules for a goat that has just arrived where it stands.
    fn climb_quietly(&mut self, turn: &Turn, m: Mountain, sink: &mut impl Sink) {
        let seat = turn.seat;
        if self.positions[usize::from(seat)][m.index()] != m.height() {
            return;
        }
        sink.push(|| Event::SummitReached { seat, mountain: m });
        // A summit holds one goat: any other is sent to the foot, tokens or not.
        for other in 0..turn.players {
            if other != seat && self.positions[usize::from(other)][m.index()] == m.height() {
                self.positions[usize::from(other)][m.index()] = 0;
                sink.push(|| Event::GoatKnockedDown {
                    seat: other,
                    mountain: m,
                });
            }
        }
        if self.stacks[m.index()] > 0 {
            self.take_point_token(turn, m, sink);
        }
    }

    fn claim_from_summit(&mut self, turn: &Turn, m: Mountain, sink: &mut impl Sink) {
        if self.stacks[m.index()] > 0 {
            self.take_point_token(turn, m, sink);
        } else {
            let seat = turn.seat;
            sink.push(|| Event::GroupWasted {
                seat,
                sum: m.number(),
                reason: WasteReason::NoTokensLeft,
            });
        }
    }

    fn take_point_token(&mut self, turn: &Turn, m: Mountain, sink: &mut impl Sink) {
        let seat = turn.seat;
        self.stacks[m.index()] -= 1;
        self.held[usize::from(seat)][m.index()] += 1;
        sink.push(|| Event::PointTokenTaken { seat, mountain: m });
        // Each new set takes the highest bonus token left, while any are left.
        while usize::from(self.bonus_taken) < BONUS_TOKENS.len()
            && self.sets(seat) > self.bonus[usize::from(seat)].count_ones() as u8
        {
            let value = BONUS_TOKENS[usize::from(self.bonus_taken)];
            self.bonus[usize::from(seat)] |= 1 << self.bonus_taken;
            self.bonus_taken += 1;
            sink.push(|| Event::BonusTokenTaken { seat, value });
        }
    }

    /// The end trigger, checked once a whole move has been resolved, so that
    /// the order of its groups cannot change which trigger is recorded. When
    /// one move both empties a third mountain and takes the last bonus token,
    /// the empty mountains are named.
    pub fn check_end(&mut self, turn: &Turn, sink: &mut impl Sink) {
        if self.end.is_some() {
            return;
        }
        let trigger = if self.stacks.iter().filter(|&&s| s == 0).count() >= 3 {
            EndTrigger::ThreeMountainsEmpty
        } else if usize::from(self.bonus_taken) == BONUS_TOKENS.len() {
            EndTrigger::BonusTokensGone
        } else {
            return;
        };
        self.end = Some((trigger, turn.turn));
        let turn = turn.turn;
        sink.push(|| Event::EndTriggered { trigger, turn });
    }
}
