//! Where the Rust client meets the rules engine: moves both ways (the
//! server's own conversion, [`mountain_goats_proto::moves`]), rolls, game
//! options, and a [`Replay`] that keeps a rules [`Game`] in step with a
//! watch stream.
//!
//! Everything here reads input from the network, so malformed messages give
//! `None` or an error, never a panic.

use mountain_goats_rules::{Config, Event, Game, Move, Phase, Roll, WasteReason};

use crate::pb;
use crate::pb::event::Kind;

/// The rules move a protobuf move stands for; `None` when it is malformed
/// ([`mountain_goats_proto::moves`], the conversion the server uses).
pub fn move_from_pb(mv: &pb::Move) -> Option<Move> {
    mountain_goats_proto::moves::move_from_pb(mv).ok()
}

pub use mountain_goats_proto::moves::move_to_pb;

/// The rules roll of a protobuf roll; `None` unless it has four dice.
pub fn roll_from_pb(roll: &pb::Roll) -> Option<Roll> {
    let dice: [u32; 4] = roll.dice.as_slice().try_into().ok()?;
    Some(Roll(dice.map(|d| u8::try_from(d).unwrap_or(u8::MAX))))
}

/// The rules configuration of a game's options. `first_seat` is absent only
/// while a game whose first seat is drawn at the start is open (seat 0 is
/// taken until then; the `GameStarted` event says which it is).
pub fn config_from_options(options: &pb::GameOptions) -> Option<Config> {
    let config = Config::new(u8::try_from(options.players).ok()?)
        .with_big_mountain(options.big_mountain)
        .with_declining_groups(options.allow_declining_groups)
        .with_first_seat(u8::try_from(options.first_seat.unwrap_or(0)).ok()?);
    config.validate().ok()?;
    Some(config)
}

/// A move in plain words, from the events it makes: `5+2 climbs mountain 7
/// to step 2; 2+1 makes 3: no mountain of that number`.
pub fn describe_move(mv: &Move, events: &[Event]) -> String {
    let mut parts = Vec::new();
    for event in events {
        let part = match *event {
            Event::OnesChanged { to, .. } => format!("ones set to {to}"),
            Event::GoatClimbed { mountain, to, .. } => {
                format!("climbs mountain {} to step {to}", mountain.number())
            }
            Event::SummitReached { mountain, .. } => {
                format!("reaches the summit of mountain {}", mountain.number())
            }
            Event::GoatKnockedDown { seat, mountain } => {
                format!("knocks seat {seat} off mountain {}", mountain.number())
            }
            Event::PointTokenTaken { mountain, .. } => {
                format!("takes a {}-point token", mountain.number())
            }
            Event::BonusTokenTaken { value, .. } => format!("takes the {value}-point bonus"),
            Event::GoatPlacedOnBigMountain { from, spot, .. } => format!(
                "moves the goat of mountain {} to Big Mountain spot {spot}",
                from.number()
            ),
            Event::GoatMovedOnBigMountain { from, to, .. } => {
                format!("moves its Big Mountain goat from spot {from} to {to}")
            }
            Event::GoatReturnedFromBigMountain { from, mountain, .. } => format!(
                "brings the goat on spot {from} back to mountain {}",
                mountain.number()
            ),
            Event::GroupWasted { sum, reason, .. } => {
                format!("a group of {sum} does nothing: {}", waste_in_words(reason))
            }
            Event::EndTriggered { .. } => "triggers the end of the game".to_owned(),
            _ => continue,
        };
        parts.push(part);
    }
    let [a, b, c, d] = mv.faces;
    if parts.is_empty() {
        format!("faces {a},{b},{c},{d}")
    } else {
        format!("faces {a},{b},{c},{d}: {}", parts.join("; "))
    }
}

fn waste_in_words(reason: WasteReason) -> &'static str {
    match reason {
        WasteReason::NoMountain => "no mountain has that number",
        WasteReason::NoTokensLeft => "its summit is held and its tokens are gone",
        WasteReason::SpotTaken => "that Big Mountain spot is taken",
        WasteReason::NoGoatNamed => "no goat was named for the Big Mountain",
    }
}

/// A rules [`Game`] kept in step with a watch stream by replaying its rolls
/// and moves, so that strategies see the same public state as in the arena.
///
/// It can only start from the beginning: a snapshot of a game in which
/// moves were already played leaves it out of step until a replay of the
/// whole history arrives (see [`Replay::needs_history`]).
#[derive(Clone, Debug, Default)]
pub struct Replay {
    game: Option<Game>,
    version: u64,
}

impl Replay {
    /// Nothing seen yet.
    pub fn new() -> Replay {
        Replay::default()
    }

    /// Takes a snapshot: starts over from its options when no move has been
    /// played yet, else falls out of step.
    pub fn snapshot(&mut self, game: &pb::Game) {
        self.version = game.version;
        self.game = None;
        let board = game.board.as_ref();
        let played =
            board.is_some_and(|b| b.turn > 0) || game.status == pb::GameStatus::Finished as i32;
        if played {
            return;
        }
        let Some(mut rules) = game
            .options
            .as_ref()
            .and_then(config_from_options)
            .and_then(|c| Game::new(c).ok())
        else {
            return;
        };
        if let Some(roll) = board.and_then(|b| b.roll.as_ref()).and_then(roll_from_pb)
            && rules.roll(roll).is_err()
        {
            return;
        }
        self.game = Some(rules);
    }

    /// Applies a change: its rolls and moves. A change that does not follow
    /// the last version seen, or that the rules refuse, puts it out of step.
    pub fn change(&mut self, change: &pb::GameChange) {
        if change.version != self.version + 1 {
            self.game = None;
        }
        self.version = change.version;
        if self.game.is_none() && change.version == 2 {
            // The first change after creation: the history starts here.
            self.game = change
                .game
                .as_ref()
                .and_then(|g| g.options.as_ref())
                .and_then(config_from_options)
                .and_then(|c| Game::new(c).ok());
        }
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let mut in_step = true;
        for event in &change.events {
            in_step &= match &event.kind {
                // A first seat left to chance may be drawn only now, from
                // the dice mixed with the players' contributions: nothing
                // was played yet, so the game starts over from that seat.
                Some(Kind::GameStarted(started)) => {
                    let fresh = u8::try_from(started.first_seat)
                        .ok()
                        .and_then(|seat| Game::new(game.config().with_first_seat(seat)).ok());
                    match fresh {
                        Some(fresh) if game.turn() == 0 && game.phase() == Phase::AwaitingRoll => {
                            *game = fresh;
                            true
                        }
                        _ => false,
                    }
                }
                Some(Kind::DiceRolled(rolled)) => {
                    rolled.turn == game.turn()
                        && rolled
                            .roll
                            .as_ref()
                            .and_then(roll_from_pb)
                            .is_some_and(|roll| game.roll(roll).is_ok())
                }
                Some(Kind::MovePlayed(played)) => {
                    let seat = u8::try_from(played.seat).ok();
                    let mv = played.r#move.as_ref().and_then(move_from_pb);
                    match (seat, mv) {
                        (Some(seat), Some(mv)) => game.play(seat, &mv).is_ok(),
                        _ => false,
                    }
                }
                _ => true,
            };
            if !in_step {
                break;
            }
        }
        if !in_step {
            self.game = None;
        }
    }

    /// Whether a game with moves played was seen without its history.
    pub fn needs_history(&self) -> bool {
        self.game.is_none()
    }

    /// The replayed game, if it is in step with `seen` (same turn, seat and
    /// roll).
    pub fn game(&self, seen: &pb::Game) -> Option<&Game> {
        let game = self.game.as_ref()?;
        let board = seen.board.as_ref()?;
        let roll = board.roll.as_ref().and_then(roll_from_pb);
        let in_step = game.turn() == board.turn
            && u32::from(game.current_seat()) == board.current_seat
            && match game.phase() {
                Phase::AwaitingMove(r) => Some(r) == roll,
                Phase::AwaitingRoll => roll.is_none(),
                Phase::Over => seen.status == pb::GameStatus::Finished as i32,
            };
        in_step.then_some(game)
    }
}
