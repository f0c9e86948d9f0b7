//! The structured content of the tools' results: the same facts as their
//! words, as JSON a program can read (docs/agents.md lists the fields).

use serde::Serialize;

use mountain_goats_bot::pb;

use crate::words::{self, Table};

/// One game, as a viewer sees it.
#[derive(Clone, Debug, Serialize)]
pub struct GameView {
    /// `games/{id}`.
    pub game: String,
    /// `open`, `playing` or `finished`.
    pub status: &'static str,
    /// The number of changes the game has seen (1 once created, +1 per join
    /// and per move).
    pub version: u64,
    /// The number of seats.
    pub players: u32,
    /// Played with the Big Mountain expansion.
    pub big_mountain: bool,
    /// Dice may be left out of every group.
    pub allow_declining_groups: bool,
    /// Seconds each seat has to move, if the game has a clock.
    pub turn_seconds: Option<u32>,
    /// The current turn, counted from 1 (0 while the game is open).
    pub turn: u64,
    /// The seat to move, while the game is being played.
    pub current_seat: Option<u32>,
    /// The viewer's seat; absent for a spectator.
    pub your_seat: Option<u32>,
    /// Whether the viewer is to move now.
    pub your_turn: bool,
    /// The dice of the current turn, as rolled.
    pub roll: Option<Vec<u32>>,
    /// Seconds left to the seat to move before the server plays its first
    /// listed move, in a game with a clock.
    pub seconds_to_move: Option<i64>,
    /// Every seat, in seat order.
    pub seats: Vec<SeatView>,
    /// The six mountains, 5 to 10.
    pub mountains: Vec<MountainView>,
    /// The occupied Big Mountain spots, lowest first.
    pub big_mountain_spots: Vec<SpotView>,
    /// The bonus tokens not yet taken, highest first.
    pub bonus_tokens_left: Vec<u32>,
    /// Why the end was triggered, if it was.
    pub end_triggered: Option<&'static str>,
    /// The final standings, once the game is over.
    pub standings: Option<Vec<StandingView>>,
    /// The winning seats, once the game is over.
    pub winners: Option<Vec<u32>>,
}

/// One seat and its player's holdings.
#[derive(Clone, Debug, Serialize)]
pub struct SeatView {
    /// The seat, from 0.
    pub seat: u32,
    /// The player's name; empty while the seat is free.
    pub name: String,
    /// The strategy of the house bot playing it, if it is one.
    pub house_strategy: Option<String>,
    /// Whether this is the viewer's seat.
    pub you: bool,
    /// The score if the game ended now.
    pub score: u32,
    /// Point tokens held per mountain: `{"5": 2, "8": 1}`.
    pub point_tokens: std::collections::BTreeMap<String, u32>,
    /// Bonus tokens held.
    pub bonus_tokens: Vec<u32>,
}

/// One mountain.
#[derive(Clone, Debug, Serialize)]
pub struct MountainView {
    /// 5 to 10; its tokens are worth this much.
    pub number: u32,
    /// Steps from the foot (0) to the summit.
    pub height: u32,
    /// Point tokens left on it.
    pub tokens_left: u32,
    /// The seat whose goat is on the summit.
    pub summit_seat: Option<u32>,
    /// Each seat's goat on this mountain and its step.
    pub goats: Vec<GoatView>,
}

/// A goat on a mountain.
#[derive(Clone, Debug, Serialize)]
pub struct GoatView {
    /// The owner.
    pub seat: u32,
    /// Steps climbed: 0 is the foot, the mountain's height its summit.
    pub step: u32,
}

/// An occupied Big Mountain spot.
#[derive(Clone, Debug, Serialize)]
pub struct SpotView {
    /// 11 to 24.
    pub spot: u32,
    /// The goat's owner.
    pub seat: u32,
}

/// One player's final place.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct StandingView {
    /// The seat.
    pub seat: u32,
    /// The player's name.
    pub name: String,
    /// 1 for the winners.
    pub rank: u32,
    /// The total score.
    pub score: u32,
}

fn status_name(status: i32) -> &'static str {
    match pb::GameStatus::try_from(status) {
        Ok(pb::GameStatus::Open) => "open",
        Ok(pb::GameStatus::Playing) => "playing",
        Ok(pb::GameStatus::Finished) => "finished",
        Ok(pb::GameStatus::Cancelled) => "cancelled",
        Ok(pb::GameStatus::Unspecified) | Err(_) => "unknown",
    }
}

/// Seconds from now to `deadline` (negative once passed).
fn seconds_until(deadline: &prost_types::Timestamp) -> i64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
    deadline.seconds.saturating_sub(now)
}

impl GameView {
    /// The view of `game` from the seat of `table`.
    pub fn of(game: &pb::Game, table: &Table) -> GameView {
        let options = game.options.unwrap_or_default();
        let board = game.board.clone().unwrap_or_default();
        let playing = game.status == pb::GameStatus::Playing as i32;
        let finished = game.status == pb::GameStatus::Finished as i32;
        let current_seat = playing.then_some(board.current_seat);
        let seats = game
            .seats
            .iter()
            .map(|seat| {
                let player = board.players.iter().find(|p| p.seat == seat.index);
                SeatView {
                    seat: seat.index,
                    name: seat.player_name.clone(),
                    house_strategy: (!seat.house_strategy.is_empty())
                        .then(|| seat.house_strategy.clone()),
                    you: table.me() == Some(seat.index),
                    score: player.map_or(0, |p| p.score),
                    point_tokens: player
                        .map(|p| {
                            p.point_tokens
                                .iter()
                                .zip(5u32..)
                                .filter(|&(&n, _)| n > 0)
                                .map(|(&n, m)| (m.to_string(), n))
                                .collect()
                        })
                        .unwrap_or_default(),
                    bonus_tokens: player.map(|p| p.bonus_tokens.clone()).unwrap_or_default(),
                }
            })
            .collect();
        let mountains = board
            .mountains
            .iter()
            .map(|m| MountainView {
                number: m.number,
                height: m.height,
                tokens_left: m.point_tokens_left,
                summit_seat: m.summit_seat,
                goats: board
                    .players
                    .iter()
                    .flat_map(|p| {
                        p.goats.iter().filter_map(move |g| match &g.place {
                            Some(pb::goat::Place::Mountain(at)) if at.number == m.number => {
                                Some(GoatView {
                                    seat: p.seat,
                                    step: at.position,
                                })
                            }
                            _ => None,
                        })
                    })
                    .collect(),
            })
            .collect();
        let result = board.result.as_ref().filter(|_| finished);
        GameView {
            game: game.name.clone(),
            status: status_name(game.status),
            version: game.version,
            players: options.players,
            big_mountain: options.big_mountain,
            allow_declining_groups: options.allow_declining_groups,
            turn_seconds: options.turn_seconds,
            turn: if game.status == pb::GameStatus::Open as i32
                || game.status == pb::GameStatus::Cancelled as i32
            {
                0
            } else {
                board.turn + 1
            },
            current_seat,
            your_seat: table.me(),
            your_turn: current_seat.is_some() && current_seat == table.me(),
            roll: board
                .roll
                .as_ref()
                .filter(|_| playing)
                .map(|r| r.dice.clone()),
            seconds_to_move: game
                .turn_deadline
                .as_ref()
                .filter(|_| playing)
                .map(seconds_until),
            seats,
            mountains,
            big_mountain_spots: board
                .big_mountain
                .iter()
                .map(|s| SpotView {
                    spot: s.spot,
                    seat: s.seat,
                })
                .collect(),
            bonus_tokens_left: board.bonus_tokens_left.clone(),
            end_triggered: (board.end_trigger != pb::EndTrigger::Unspecified as i32)
                .then(|| words::trigger_text(board.end_trigger)),
            standings: result.map(|r| {
                r.standings
                    .iter()
                    .map(|s| StandingView {
                        seat: s.seat,
                        name: table.name(s.seat),
                        rank: s.rank,
                        score: s.score,
                    })
                    .collect()
            }),
            winners: result.map(|r| r.winners.clone()),
        }
    }
}

/// The words of a game's state: its status line, then the board.
pub fn state_text(game: &pb::Game, table: &Table) -> String {
    let mut text = words::status_line(game, table);
    if let Some(seconds) = game
        .turn_deadline
        .as_ref()
        .filter(|_| game.status == pb::GameStatus::Playing as i32)
        .map(seconds_until)
    {
        let mover = game.board.as_ref().map_or(0, |b| b.current_seat);
        text.push_str(&format!(
            " {} {} about {} s to move before the server plays the first listed move.",
            words::capitalized(&table.who(mover)),
            if table.me() == Some(mover) {
                "have"
            } else {
                "has"
            },
            seconds.max(0)
        ));
    }
    for line in words::board_lines(game, table) {
        text.push('\n');
        text.push_str(&line);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_of_a_game_in_play() {
        let game = crate::words::tests::board_game();
        let view = GameView::of(&game, &Table::of(&game, Some(0)));
        assert_eq!(view.status, "playing");
        assert_eq!(view.turn, 3);
        assert_eq!(view.current_seat, Some(0));
        assert!(view.your_turn);
        assert_eq!(view.roll, Some(vec![5, 2, 2, 1]));
        assert_eq!(view.seats[1].house_strategy.as_deref(), Some("greedy"));
        assert_eq!(view.seats[1].point_tokens.get("10"), Some(&1));
        assert_eq!(view.mountains[5].summit_seat, Some(1));
        assert_eq!(view.standings, None);
        // A spectator is never to move.
        let rail = GameView::of(&game, &Table::of(&game, None));
        assert_eq!(rail.your_seat, None);
        assert!(!rail.your_turn);
    }

    #[test]
    fn a_finished_game_has_its_standings() {
        let mut game = crate::words::tests::board_game();
        game.status = pb::GameStatus::Finished as i32;
        if let Some(board) = game.board.as_mut() {
            board.result = Some(pb::GameResult {
                standings: vec![
                    pb::Standing {
                        seat: 1,
                        rank: 1,
                        score: 60,
                        ..pb::Standing::default()
                    },
                    pb::Standing {
                        seat: 0,
                        rank: 2,
                        score: 41,
                        ..pb::Standing::default()
                    },
                ],
                winners: vec![1],
                tie_break: 0,
            });
        }
        let table = Table::of(&game, Some(0));
        let view = GameView::of(&game, &table);
        assert_eq!(view.current_seat, None);
        assert_eq!(view.roll, None);
        assert_eq!(view.winners, Some(vec![1]));
        let standings = view.standings.unwrap_or_default();
        assert_eq!(standings[0].name, "Greedy bot 2");
        assert_eq!(standings[1].score, 41);
        assert!(state_text(&game, &table).starts_with(
            "games/g1: 2 players; you are seat 0 (Ada). The game is over. Winner: Greedy bot 2 (seat 1). \
             Standings: 1. Greedy bot 2 (seat 1) 60 points; 2. you 41 points."
        ));
    }
}
