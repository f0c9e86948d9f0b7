//! The game as a state machine: roll, move, next turn, until the end.

use serde::{Deserialize, Serialize};

use crate::board::{Board, OFF, Sink, Turn};
use crate::{
    BIG_MOUNTAIN_SPOTS, BONUS_TOKENS, Config, ConfigError, EndTrigger, Event, GameResult, Mountain,
    Move, Roll, RuleError, Score, Seat, scoring,
};

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The current turn waits for its roll.
    AwaitingRoll,
    /// The current player has rolled and must play a move.
    AwaitingMove(Roll),
    /// The game is over.
    Over,
}

/// Where one goat stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GoatPlace {
    /// On a regular mountain, `position` steps up (0 is the foot).
    Mountain { mountain: Mountain, position: u8 },
    /// On a Big Mountain spot.
    BigMountain { spot: u8 },
}

/// A whole game of Mountain Goats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    config: Config,
    board: Board,
    seat: Seat,
    turn: u64,
    phase: Phase,
    result: Option<GameResult>,
}

impl Game {
    /// A new game: every goat at the foot of its mountain, the first seat to roll.
    pub fn new(config: Config) -> Result<Game, ConfigError> {
        config.validate()?;
        Ok(Game {
            board: Board::new(config.players),
            seat: config.first_seat,
            turn: 0,
            phase: Phase::AwaitingRoll,
            result: None,
            config,
        })
    }

    /// The options the game is played with.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The seat whose turn it is (after the end: whose turn was last).
    pub fn current_seat(&self) -> Seat {
        self.seat
    }

    /// The 0-based index of the current turn, counting every turn of the game.
    pub fn turn(&self) -> u64 {
        self.turn
    }

    /// The current turn's roll, once rolled.
    pub fn current_roll(&self) -> Option<Roll> {
        match self.phase {
            Phase::AwaitingMove(roll) => Some(roll),
            _ => None,
        }
    }

    /// Point tokens left on `mountain`.
    pub fn point_tokens_left(&self, mountain: Mountain) -> u8 {
        self.board.stacks[mountain.index()]
    }

    /// The seat whose goat stands on the summit of `mountain`.
    pub fn summit(&self, mountain: Mountain) -> Option<Seat> {
        self.board.summit(self.config.players, mountain)
    }

    /// The position of `seat`'s goat on `mountain`, or `None` when that goat
    /// is on the Big Mountain (or the seat does not exist).
    pub fn position(&self, seat: Seat, mountain: Mountain) -> Option<u8> {
        self.seats()
            .contains(&seat)
            .then(|| self.board.positions[usize::from(seat)][mountain.index()])
            .filter(|&p| p != OFF)
    }

    /// `seat`'s six goats: those on regular mountains by mountain, then
    /// those on the Big Mountain by spot.
    pub fn goats(&self, seat: Seat) -> Vec<GoatPlace> {
        let on_mountains = Mountain::ALL.into_iter().filter_map(|mountain| {
            self.position(seat, mountain)
                .map(|position| GoatPlace::Mountain { mountain, position })
        });
        let on_big_mountain = self
            .big_mountain()
            .filter(|&(_, owner)| owner == seat)
            .map(|(spot, _)| GoatPlace::BigMountain { spot });
        on_mountains.chain(on_big_mountain).collect()
    }

    /// The occupied Big Mountain spots and their goats' seats, lowest spot first.
    pub fn big_mountain(&self) -> impl Iterator<Item = (u8, Seat)> + '_ {
        BIG_MOUNTAIN_SPOTS.filter_map(|spot| self.board.spot(spot).map(|seat| (spot, seat)))
    }

    /// The seat on Big Mountain spot `spot`, if any.
    pub fn big_mountain_spot(&self, spot: u8) -> Option<Seat> {
        self.board.spot(spot)
    }

    /// Point tokens `seat` holds from `mountain`.
    pub fn point_tokens(&self, seat: Seat, mountain: Mountain) -> u8 {
        self.board
            .held
            .get(usize::from(seat))
            .map_or(0, |held| held[mountain.index()])
    }

    /// The values of the bonus tokens `seat` holds, highest first.
    pub fn bonus_tokens(&self, seat: Seat) -> Vec<u8> {
        let bits = self
            .board
            .bonus
            .get(usize::from(seat))
            .copied()
            .unwrap_or(0);
        BONUS_TOKENS
            .iter()
            .enumerate()
            .filter(|(bit, _)| bits & (1 << bit) != 0)
            .map(|(_, &v)| v)
            .collect()
    }

    /// The bonus tokens not yet taken, highest first.
    pub fn bonus_tokens_left(&self) -> &[u8] {
        &BONUS_TOKENS[usize::from(self.board.bonus_taken)..]
    }

    /// `seat`'s sets: the fewest point tokens it holds from any one mountain.
    pub fn sets(&self, seat: Seat) -> u8 {
        if self.seats().contains(&seat) {
            self.board.sets(seat)
        } else {
            0
        }
    }

    /// Why and in which turn the end was triggered.
    pub fn end_trigger(&self) -> Option<(EndTrigger, u64)> {
        self.board.end
    }

    /// Every seat's score if the game ended now.
    pub fn scores(&self) -> Vec<Score> {
        scoring::scores(&self.board, self.config.players)
    }

    /// The final result, once the game is over.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// The seats at the table.
    pub fn seats(&self) -> std::ops::Range<Seat> {
        0..self.config.players
    }

    /// Rolls the dice for the current turn.
    pub fn roll(&mut self, roll: Roll) -> Result<Vec<Event>, RuleError> {
        match self.phase {
            Phase::Over => return Err(RuleError::GameOver),
            Phase::AwaitingMove(_) => return Err(RuleError::NotAwaitingRoll),
            Phase::AwaitingRoll => {}
        }
        if let Some((die, &face)) = roll
            .0
            .iter()
            .enumerate()
            .find(|(_, f)| !(1..=6).contains(*f))
        {
            return Err(RuleError::FaceOutOfRange {
                die: die as u8,
                face,
            });
        }
        self.phase = Phase::AwaitingMove(roll);
        Ok(vec![Event::DiceRolled {
            seat: self.seat,
            turn: self.turn,
            roll,
        }])
    }

    /// Plays `mv` for `seat`: the whole move, or nothing and the broken rule.
    pub fn play(&mut self, seat: Seat, mv: &Move) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::with_capacity(8);
        let board = self.resolve(seat, mv, &mut events)?;
        self.board = board;
        self.end_turn(&mut events);
        Ok(events)
    }

    /// The game after `seat` plays `mv`, and the events; `self` is unchanged.
    /// This is how bots search ahead and servers preview moves.
    pub fn after(&self, seat: Seat, mv: &Move) -> Result<(Game, Vec<Event>), RuleError> {
        let mut next = self.clone();
        let events = next.play(seat, mv)?;
        Ok((next, events))
    }

    pub(crate) fn board(&self) -> &Board {
        &self.board
    }

    pub(crate) fn turn_context(&self) -> Turn {
        Turn {
            players: self.config.players,
            big_mountain: self.config.big_mountain,
            seat: self.seat,
            turn: self.turn,
        }
    }

    /// Checks the move and resolves it on a copy of the board.
    fn resolve(&self, seat: Seat, mv: &Move, sink: &mut impl Sink) -> Result<Board, RuleError> {
        let roll = match self.phase {
            Phase::Over => return Err(RuleError::GameOver),
            Phase::AwaitingRoll => return Err(RuleError::NotAwaitingMove),
            Phase::AwaitingMove(roll) => roll,
        };
        if seat != self.seat {
            return Err(RuleError::NotYourTurn {
                seat,
                current: self.seat,
            });
        }
        check_faces(roll, mv.faces)?;
        check_groups(mv, self.config.allow_declining_groups)?;
        if mv.faces != roll.0 {
            sink.push(|| Event::OnesChanged {
                seat,
                from: roll,
                to: Roll(mv.faces),
            });
        }
        let turn = self.turn_context();
        let mut board = self.board;
        for (i, group) in mv.groups.iter().enumerate() {
            let sum = group.sum(&mv.faces);
            board.resolve_group(&turn, i as u8, sum, group.goat, sink)?;
        }
        board.check_end(&turn, sink);
        Ok(board)
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        events.push(Event::TurnEnded {
            seat: self.seat,
            turn: self.turn,
        });
        let players = self.config.players;
        // Everyone has had the same number of turns after the seat before the first.
        let last_seat = (self.config.first_seat + players - 1) % players;
        if self.board.end.is_some() && self.seat == last_seat {
            let result = scoring::result(&self.board, players);
            events.push(Event::GameOver {
                result: result.clone(),
            });
            self.result = Some(result);
            self.phase = Phase::Over;
        } else {
            self.seat = (self.seat + 1) % players;
            self.turn += 1;
            self.phase = Phase::AwaitingRoll;
        }
    }
}

/// The ones rule: only dice that showed 1 change, and one of them still shows 1.
pub(crate) fn check_faces(roll: Roll, faces: [u8; 4]) -> Result<(), RuleError> {
    for (die, (&rolled, &face)) in roll.0.iter().zip(&faces).enumerate() {
        if !(1..=6).contains(&face) {
            return Err(RuleError::FaceOutOfRange {
                die: die as u8,
                face,
            });
        }
        if face != rolled && rolled != 1 {
            return Err(RuleError::DieNotAOne { die: die as u8 });
        }
    }
    let rolled_ones = roll.0.iter().zip(&faces).filter(|(r, _)| **r == 1);
    if roll.ones() > 0 && !rolled_ones.clone().any(|(_, f)| *f == 1) {
        return Err(RuleError::LastOneChanged);
    }
    Ok(())
}

/// Each die in at most one group, groups not empty, all dice used unless
/// declining is allowed.
fn check_groups(mv: &Move, allow_declining: bool) -> Result<(), RuleError> {
    let mut used = 0u8;
    for (group, g) in mv.groups.iter().enumerate() {
        if g.dice.is_empty() {
            return Err(RuleError::EmptyGroup { group: group as u8 });
        }
        for &die in &g.dice {
            if die > 3 {
                return Err(RuleError::DieOutOfRange {
                    group: group as u8,
                    die,
                });
            }
            if used & (1 << die) != 0 {
                return Err(RuleError::DieUsedTwice { die });
            }
            used |= 1 << die;
        }
    }
    if !allow_declining && used != 0b1111 {
        return Err(RuleError::DiceLeftOut {
            unused: 4 - used.count_ones() as u8,
        });
    }
    Ok(())
}
