//! The greedy player: the best-looking move by its own events, no search.

use mountain_goats_rules::{Event, Game, Mountain, Move};

use crate::player::Player;

/// Prefers summits and the point tokens it lacks for a set, then climbing;
/// the first of equally good moves. It only looks at what its own move does.
#[derive(Clone, Copy, Debug, Default)]
pub struct Greedy;

impl Player for Greedy {
    fn choose(&mut self, game: &Game, moves: &[Move]) -> usize {
        let seat = game.current_seat();
        let held = Mountain::ALL.map(|m| game.point_tokens(seat, m));
        let fewest = held.iter().copied().min().unwrap_or(0);
        let mut best = 0;
        let mut best_score = i64::MIN;
        for (i, mv) in moves.iter().enumerate() {
            let Ok((_, events)) = game.after(seat, mv) else {
                continue;
            };
            let s = greedy_score(&events, &held, fewest);
            if s > best_score {
                best = i;
                best_score = s;
            }
        }
        best
    }
}

/// What the greedy player thinks of a move's events. The weights are those
/// of the first sample bot (`mountain_goats_bot::strategy::Greedy`), which keeps
/// the house `greedy` a fixed yardstick.
fn greedy_score(events: &[Event], held: &[u8; 6], fewest: u8) -> i64 {
    events
        .iter()
        .map(|event| match *event {
            Event::PointTokenTaken { mountain, .. } => {
                let lacking = held[mountain.index()] == fewest;
                i64::from(mountain.number()) + if lacking { 20 } else { 0 }
            }
            Event::BonusTokenTaken { value, .. } => i64::from(value) * 2,
            Event::SummitReached { .. } => 8,
            Event::GoatKnockedDown { .. } => 4,
            Event::GoatClimbed { to, .. } => 2 + i64::from(to),
            _ => 0,
        })
        .sum()
}
