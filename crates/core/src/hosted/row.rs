//! A game's row: what servers look up about a game without reading its
//! log (its status, when it next needs a server to act on its own, and the
//! matchmaking wish it answers), kept with every append that changes it.

use std::time::Duration;

use mountain_goats_rules::Config;

use super::{Entry, HostedGame, Next, Status, Table};

/// What the store keeps beside a game's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// Where the game is in its life.
    pub status: Status,
    /// When the game next needs its home server to act with nobody calling
    /// (ms since the epoch): the turn clock runs out, the free seats go to
    /// house bots, a house bot is to move (due at once), or the open game
    /// expires. `None`: the game waits for its players.
    pub due_ms: Option<u64>,
    /// The matchmaking wish the game answers while it is open to
    /// matchmaking ([`lobby_key`]); `None` otherwise.
    pub lobby: Option<String>,
}

/// The key of a matchmaking wish: games made by matchmaking seat a player
/// only when every part of it is the same.
/// A rated table's wish ends in its rating band (`-r3`), so that rated
/// and unrated players never meet, and the rated queue looks near a
/// player's rating first.
pub fn lobby_key(config: &Config, table: &Table) -> String {
    let mut key = format!(
        "p{}-b{}-d{}-t{}-h{}",
        config.players,
        u8::from(config.big_mountain),
        u8::from(config.allow_declining_groups),
        table.turn_seconds.map_or(0, |s| u64::from(s) + 1),
        table.house_after_timeouts,
    );
    if table.rated {
        key.push_str(&format!("-r{}", table.band.unwrap_or(0)));
    }
    key
}

impl HostedGame {
    /// The game's row now, on a server whose open games expire after
    /// `expiry` with no seat taken.
    pub fn row(&self, expiry: Option<Duration>) -> GameRow {
        let status = self.status();
        let house_since = self.house_to_move().map(|_| self.updated_ms);
        let expires = self.expiry_ms(expiry);
        self.row_of(status, house_since, self.deadline_ms(), expires)
    }

    /// The game's row once `entry`, judged as `next`, is applied, on a
    /// server whose open games expire after `expiry` with no seat taken.
    pub fn row_after(&self, entry: &Entry, next: &Next, expiry: Option<Duration>) -> GameRow {
        let status = self.status_after(next);
        let time = entry.time_ms();
        let playing = status == Status::Playing;
        let to_move = next.game.current_seat();
        let house_to_move = playing
            && (self.house(to_move).is_some()
                || next.takeover.as_ref().is_some_and(|(s, _)| *s == to_move)
                || next
                    .seat
                    .as_ref()
                    .is_some_and(|(s, holder)| *s == to_move && holder.house.is_some()));
        let deadline = match self.table.turn_seconds {
            Some(seconds) if playing && !house_to_move => Some(time + u64::from(seconds) * 1000),
            _ => None,
        };
        // Counted from the entry's time, as `HostedGame::expiry_ms` counts
        // from the last change's.
        let expires = match expiry {
            Some(expiry) if status == Status::Open && self.table.house_fill.is_none() => {
                Some(time.saturating_add(expiry.as_millis() as u64))
            }
            _ => None,
        };
        self.row_of(status, house_to_move.then_some(time), deadline, expires)
    }

    fn row_of(
        &self,
        status: Status,
        house_since: Option<u64>,
        deadline: Option<u64>,
        expires: Option<u64>,
    ) -> GameRow {
        let open = status == Status::Open;
        let house_fill = self
            .table
            .house_fill
            .as_ref()
            .filter(|_| open)
            .map(|(at, _)| *at);
        GameRow {
            status,
            due_ms: [deadline, house_fill, house_since, expires]
                .into_iter()
                .flatten()
                .min(),
            lobby: (open && self.table.matchmaking).then(|| lobby_key(&self.config, &self.table)),
        }
    }
}
