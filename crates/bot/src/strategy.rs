//! Choosing a move from the protobuf messages alone: the first sample bot's
//! trait, kept for bots written against it. New bots implement
//! [`Player`](crate::Player), which sees a rules game and plays in the arena too.

use crate::pb;
use crate::pb::event::Kind;

pub use mountain_goats_strategies::Greedy;

/// Picks one of the legal moves the server sent.
pub trait Strategy {
    /// The index in `legal_moves` of the move to play for `seat`.
    fn choose(&mut self, game: &pb::Game, seat: u32, legal_moves: &[pb::LegalMove]) -> usize;
}

/// The same choices as [`Greedy`]'s [`Player`](crate::Player) form, read
/// from the events the server lists with each move.
impl Strategy for Greedy {
    fn choose(&mut self, game: &pb::Game, seat: u32, legal_moves: &[pb::LegalMove]) -> usize {
        let held: Vec<u32> = game
            .board
            .as_ref()
            .and_then(|b| b.players.get(seat as usize))
            .map(|p| p.point_tokens.clone())
            .unwrap_or_default();
        let fewest = held.iter().copied().min().unwrap_or(0);
        let score = |legal: &pb::LegalMove| -> i64 {
            legal
                .events
                .iter()
                .filter_map(|e| e.kind.as_ref())
                .map(|kind| match kind {
                    Kind::PointTokenTaken(t) => {
                        let index = t.mountain.saturating_sub(5) as usize;
                        let lacking = held.get(index).is_some_and(|&n| n == fewest);
                        i64::from(t.mountain) + if lacking { 20 } else { 0 }
                    }
                    Kind::BonusTokenTaken(b) => i64::from(b.value) * 2,
                    Kind::SummitReached(_) => 8,
                    Kind::GoatKnockedDown(_) => 4,
                    Kind::GoatClimbed(c) => 2 + i64::from(c.to_position),
                    _ => 0,
                })
                .sum()
        };
        let mut best = 0;
        let mut best_score = i64::MIN;
        for (i, legal) in legal_moves.iter().enumerate() {
            let s = score(legal);
            if s > best_score {
                best = i;
                best_score = s;
            }
        }
        best
    }
}
