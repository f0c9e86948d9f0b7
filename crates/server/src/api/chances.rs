//! Domain → wire: win chances as `GetWinChancesResponse`.

use super::v1 as pb;
use mountain_goats_core::chances::Asked;

/// The chances of one ask, by seat.
pub fn chances_to_proto(asked: &Asked) -> pb::GetWinChancesResponse {
    let chances = &asked.answer.chances;
    pb::GetWinChancesResponse {
        version: asked.answer.version,
        rollouts: chances.rollouts,
        seats: chances
            .win
            .iter()
            .zip(&chances.std_error)
            .enumerate()
            .map(|(seat, (&chance, &standard_error))| pb::SeatChance {
                seat: seat as u32,
                chance,
                standard_error,
            })
            .collect(),
        cached: asked.cached,
    }
}
