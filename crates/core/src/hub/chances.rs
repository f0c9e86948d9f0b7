//! The hub's side of win chances: which position a (game, version) names.
//! The estimate, its cache and its bounds are [`crate::chances`]'s; this
//! only finds the game, checks the version and hands over the position.

use crate::chances::{Asked, ChancesError, Position, WinChances};
use crate::encoding::Encoding;
use crate::hosted::{HostedGame, Status};

use super::Hub;
use super::command::Command;

impl<E: Encoding> Hub<E> {
    /// Each seat's chance to win game `id` from `version` (`None` or 0: the
    /// current one), from `chances`' cache or estimated there. The current
    /// version's position is the one readers see; an older one is replayed
    /// from a copy of the game's log, off the runtime, by the estimate.
    pub async fn win_chances(
        &self,
        chances: &WinChances,
        id: &str,
        version: Option<u64>,
    ) -> Result<Asked, ChancesError> {
        let view = self.fresh(id).await?.projection.view();
        let current = view.version;
        let version = match version {
            None | Some(0) => current,
            Some(v) if v > current => {
                return Err(ChancesError::VersionAhead {
                    version: v,
                    current,
                });
            }
            Some(v) => v,
        };
        // Version 1 is the creation and each seat taken is one more: up to
        // version `players` some seat is still free.
        if version <= u64::from(view.config.players)
            || (version == current && matches!(view.status, Status::Open | Status::Cancelled))
        {
            return Err(ChancesError::NotStarted(version));
        }
        chances
            .get(id, version, || async move {
                if version == current {
                    return Ok(Position::Game(Box::new(view.game.clone()), view.status));
                }
                let hosted: HostedGame = self.call(id, |reply| Command::Log { reply }).await?;
                Ok(Position::Log(Box::new(hosted), version))
            })
            .await
    }
}
