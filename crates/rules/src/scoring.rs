//! Scores, the final ranking and its tie-breaks.

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::{BONUS_TOKENS, Mountain, Seat, big_mountain_points};

/// A player's score, by source.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Score {
    /// Point tokens held, each worth its mountain's number.
    pub point_tokens: u32,
    /// Bonus tokens held.
    pub bonus_tokens: u32,
    /// Big Mountain points of the player's ranked goats.
    pub big_mountain: u32,
}

impl Score {
    /// The total.
    pub fn total(&self) -> u32 {
        self.point_tokens + self.bonus_tokens + self.big_mountain
    }
}

/// How a tie on the top score was broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    /// The tied player with the most goats on summits won.
    GoatsOnSummits,
    /// The tied player with a goat on the highest-numbered summit won.
    HighestSummit,
    /// Nothing separated the leaders: they share the win.
    SharedWin,
}

/// One player's final place.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Standing {
    /// The player.
    pub seat: Seat,
    /// 1 for the winners; players that no tie-break separates share a rank.
    pub rank: u8,
    /// The final score.
    pub score: Score,
    /// Goats on regular summits (the first tie-break).
    pub goats_on_summits: u8,
    /// The highest-numbered summit held (the second tie-break).
    pub highest_summit: Option<Mountain>,
}

/// The final outcome of a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameResult {
    /// Every player, best first; players sharing a rank are in seat order.
    pub standings: Vec<Standing>,
    /// The seats that won.
    pub winners: Vec<Seat>,
    /// The tie-break that decided the win, when the top score was tied.
    pub tie_break: Option<TieBreak>,
}

pub(crate) fn scores(board: &Board, players: u8) -> Vec<Score> {
    let mut scores: Vec<Score> = (0..usize::from(players))
        .map(|s| Score {
            point_tokens: Mountain::ALL
                .iter()
                .map(|m| u32::from(board.held[s][m.index()]) * u32::from(m.number()))
                .sum(),
            bonus_tokens: BONUS_TOKENS
                .iter()
                .enumerate()
                .filter(|(bit, _)| board.bonus[s] & (1 << bit) != 0)
                .map(|(_, &v)| u32::from(v))
                .sum(),
            big_mountain: 0,
        })
        .collect();
    // Ranked from the highest spot down; each ranked goat scores for its owner.
    let ranked = board.big_mountain.iter().rev().filter(|&&s| s < players);
    for (&seat, &points) in ranked.zip(big_mountain_points(players)) {
        scores[usize::from(seat)].big_mountain += u32::from(points);
    }
    scores
}

pub(crate) fn result(board: &Board, players: u8) -> GameResult {
    let scores = scores(board, players);
    let summits: Vec<(u8, Option<Mountain>)> = (0..players)
        .map(|seat| {
            let held: Vec<Mountain> = Mountain::ALL
                .into_iter()
                .filter(|m| board.positions[usize::from(seat)][m.index()] == m.height())
                .collect();
            (held.len() as u8, held.last().copied())
        })
        .collect();
    let key = |seat: usize| (scores[seat].total(), summits[seat].0, summits[seat].1);
    let mut standings: Vec<Standing> = (0..usize::from(players))
        .map(|seat| Standing {
            seat: seat as Seat,
            rank: 1
                + (0..usize::from(players))
                    .filter(|&o| key(o) > key(seat))
                    .count() as u8,
            score: scores[seat],
            goats_on_summits: summits[seat].0,
            highest_summit: summits[seat].1,
        })
        .collect();
    standings.sort_by_key(|s| (s.rank, s.seat));
    let winners: Vec<Seat> = standings
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| s.seat)
        .collect();

    let best = standings[0].score.total();
    let leaders: Vec<&Standing> = standings
        .iter()
        .filter(|s| s.score.total() == best)
        .collect();
    let tie_break = if leaders.len() == 1 {
        None
    } else if winners.len() > 1 {
        Some(TieBreak::SharedWin)
    } else {
        let most = leaders
            .iter()
            .map(|s| s.goats_on_summits)
            .max()
            .unwrap_or(0);
        let with_most = leaders
            .iter()
            .filter(|s| s.goats_on_summits == most)
            .count();
        Some(if with_most == 1 {
            TieBreak::GoatsOnSummits
        } else {
            TieBreak::HighestSummit
        })
    };
    GameResult {
        standings,
        winners,
        tie_break,
    }
}
