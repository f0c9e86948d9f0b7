//! One hosted game: its log of entries and the state derived from it.
//!
//! The state is never stored: it is what replaying the log through the
//! rules gives. The live path and the replay at start-up go through the same
//! [`HostedGame::next`] and [`HostedGame::commit`], so a restarted server
//! rebuilds exactly the game it had.

use std::collections::HashMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use mountain_goats_rules::{Config, Event, Game, Move, RuleError, Seat, Seed};
use serde::{Deserialize, Serialize};

mod row;

pub use row::{GameRow, lobby_key};

/// How a game's dice are made (docs/dice.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiceSource {
    /// Not recorded: a game created before the log said. The dice come from
    /// the seed alone, which may have been chosen.
    #[default]
    Unrecorded,
    /// The creator chose the seed; the dice come from it alone.
    ChosenSeed,
    /// The server drew the seed; every seat's contribution is mixed into it
    /// when the game starts.
    ServerSeedAndPlayers,
}

impl DiceSource {
    /// Whether the players' contributions are mixed into the seed.
    pub fn takes_contributions(self) -> bool {
        self == DiceSource::ServerSeedAndPlayers
    }
}

/// One entry of a game's append-only log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Entry {
    /// The game was created. The first seat in `config` is resolved, unless
    /// `draw_first_seat` says it is drawn when the game starts.
    Created {
        config: Config,
        #[serde(with = "hex_seed")]
        seed: Seed,
        time_ms: u64,
        /// How the table is run (clocks, house bots, matchmaking); absent
        /// in logs written before tables had options.
        #[serde(default, skip_serializing_if = "Table::is_default")]
        table: Table,
        /// Logs written before it was recorded read as `Unrecorded`.
        #[serde(default)]
        dice: DiceSource,
        /// The first seat is drawn from the mixed seed at the start, so
        /// that nobody (the server included) knows it earlier.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        draw_first_seat: bool,
    },
    /// A player took a seat.
    Joined {
        seat: Seat,
        player_name: String,
        token_hash: String,
        time_ms: u64,
        /// The strategy of a house seat (the server's own bot).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        house: Option<String>,
        /// What the player mixed into the dice; empty when none (also in
        /// logs written before contributions existed).
        #[serde(default, with = "hex_bytes", skip_serializing_if = "Vec::is_empty")]
        dice_contribution: Vec<u8>,
        /// In a rated game, the account playing the seat (a house seat's
        /// is its strategy's house account).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        account: Option<String>,
    },
    /// A move was played.
    Moved {
        seat: Seat,
        #[serde(rename = "move")]
        mv: Move,
        request_id: String,
        time_ms: u64,
        /// Played by the server for a seat whose clock ran out.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        timed_out: bool,
    },
    /// A seat passed to a house bot after running out of time too often.
    HouseTookOver {
        seat: Seat,
        strategy: String,
        time_ms: u64,
    },
    /// The server cancelled a game that had not started; it never changes
    /// again.
    Cancelled { reason: CancelReason, time_ms: u64 },
}

/// Why the server cancelled a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CancelReason {
    /// It stayed open with no seat taken for the server's open-game expiry
    /// (`--open-game-expiry-secs`).
    Expired,
}

impl CancelReason {
    /// The reason as the API names it.
    pub fn code(self) -> &'static str {
        match self {
            CancelReason::Expired => "EXPIRED",
        }
    }
}

/// How a game's table is run, beyond the rules.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Seconds a seat has to move, from the change that gave it the turn;
    /// `None`: no clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_seconds: Option<u32>,
    /// Timeouts in a row after which a seat passes to a house bot; 0:
    /// never.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub house_after_timeouts: u32,
    /// Made by matchmaking (`FindGame`), which may seat anyone in it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub matchmaking: bool,
    /// When the seats still free are filled with house bots (ms since the
    /// epoch), and with which strategy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub house_fill: Option<(u64, String)>,
    /// A rated game: every seat is an account's, and the result moves
    /// their ratings ([`crate::ladder`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// A rated matchmaking table's rating band: the displayed rating of the
    /// account that opened it, in steps of [`crate::ladder::BAND_WIDTH`].
    /// Part of the table's wish, so that the rated queue finds tables near
    /// a player's rating first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub band: Option<i32>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Table {
    fn is_default(&self) -> bool {
        *self == Table::default()
    }
}

/// The strategy a seat passes to when its clock keeps running out.
pub const TAKEOVER_STRATEGY: &str = "greedy";

mod hex_seed {
    use mountain_goats_rules::Seed;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(seed: &Seed, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&hex::encode(seed.0))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Seed, D::Error> {
        let text = String::deserialize(d)?;
        hex::decode(&text)
            .ok()
            .and_then(|b| Seed::from_slice(&b))
            .ok_or_else(|| serde::de::Error::custom("a seed is 64 hex digits"))
    }
}

mod hex_list {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(list: &[Vec<u8>], s: S) -> Result<S::Ok, S::Error> {
        list.iter()
            .map(hex::encode)
            .collect::<Vec<_>>()
            .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Vec<u8>>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|h| hex::decode(h).map_err(serde::de::Error::custom))
            .collect()
    }
}

mod hex_bytes {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(bytes: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&hex::encode(bytes))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        let text = String::deserialize(d)?;
        hex::decode(&text).map_err(|_| serde::de::Error::custom("hex digits expected"))
    }
}

impl Entry {
    fn time_ms(&self) -> u64 {
        match self {
            Entry::Created { time_ms, .. }
            | Entry::Joined { time_ms, .. }
            | Entry::Moved { time_ms, .. }
            | Entry::HouseTookOver { time_ms, .. }
            | Entry::Cancelled { time_ms, .. } => *time_ms,
        }
    }
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Seats are free.
    Open,
    /// Every seat is taken and the game is on.
    Playing,
    /// The game is over.
    Finished,
    /// The server cancelled the game before it started; it has no result.
    Cancelled,
}

impl Status {
    /// Whether the game never changes again: finished or cancelled.
    pub fn is_over(self) -> bool {
        matches!(self, Status::Finished | Status::Cancelled)
    }
}

/// A player in a seat.
#[derive(Clone, Debug)]
pub struct SeatHolder {
    /// The name the player joined with.
    pub player_name: String,
    /// Lowercase hex SHA-256 of the seat token.
    pub token_hash: String,
    /// The strategy playing the seat, when the server's own bot does.
    pub house: Option<String>,
    /// What the player mixed into the dice (empty: nothing).
    pub dice_contribution: Vec<u8>,
    /// The account playing the seat, in a rated game.
    pub account: Option<String>,
}

/// Something that happened to a hosted game.
#[derive(Clone, Debug, PartialEq)]
pub enum GameEvent {
    /// A player joined a seat.
    SeatJoined { seat: Seat, player_name: String },
    /// Every seat is taken.
    GameStarted { first_seat: Seat },
    /// A player played a move (before what it did).
    MovePlayed { seat: Seat, mv: Move },
    /// The seat's clock ran out: the server plays its default move (the
    /// move that follows).
    ClockRanOut { seat: Seat },
    /// The seat is played by a house bot from now on.
    HouseTookOver { seat: Seat, strategy: String },
    /// The server cancelled the game before it started.
    Cancelled { reason: CancelReason },
    /// Something the rules did.
    Rules(Event),
}

/// Why an entry cannot be applied.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum EntryError {
    /// The seat does not exist.
    #[error("seat {seat} does not exist in a game of {players}")]
    NoSuchSeat { seat: Seat, players: u8 },
    /// The seat is taken.
    #[error("seat {0} is taken")]
    SeatTaken(Seat),
    /// A seat of a rated game is an account's: the join names none.
    #[error("this game is rated: join it with an account key (authorization: Bearer <key>)")]
    AccountRequired,
    /// The account already has a seat at this table.
    #[error("this account already has seat {0} in this game")]
    AccountSeated(Seat),
    /// Every seat is taken.
    #[error("every seat is taken")]
    GameFull,
    /// A move before every seat is taken.
    #[error("the game has not started: seats are still free")]
    NotStarted,
    /// The game is over.
    #[error("the game is over")]
    Finished,
    /// The server cancelled the game before it started.
    #[error("the game was cancelled before it started: nobody joined in time")]
    Cancelled,
    /// The rules refuse the move.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The log does not start with a creation.
    #[error("the log is corrupt: {0}")]
    Corrupt(&'static str),
}

/// The state of one hosted game.
#[derive(Clone, Debug)]
pub struct HostedGame {
    /// The game id (the resource name is `games/{id}`).
    pub id: String,
    /// The game's options, first seat resolved (a placeholder while
    /// `draw_first_seat` waits for the start).
    pub config: Config,
    /// How the table is run.
    pub table: Table,
    /// Each seat's timeouts in a row.
    timeouts: Vec<u32>,
    /// The committed seed.
    pub seed: Seed,
    /// How the dice are made.
    pub dice: DiceSource,
    /// Whether the first seat is still to be drawn at the start.
    pub draw_first_seat: bool,
    /// The seed the dice are rolled from: the committed seed, or once the
    /// game has started, the seed mixed with the contributions.
    dice_seed: Seed,
    /// The seats, `None` while free.
    pub seats: Vec<Option<SeatHolder>>,
    /// The rules state.
    pub game: Game,
    /// The number of entries in the log.
    pub version: u64,
    /// When the game was created and last changed.
    pub created_ms: u64,
    /// When the game last changed.
    pub updated_ms: u64,
    /// Moves by (seat, request id) → the version they produced.
    requests: HashMap<(Seat, String), u64>,
    /// The log, kept to answer retries with the first answer.
    log: Vec<Entry>,
    /// Why the server cancelled the game, once it did.
    cancelled: Option<CancelReason>,
}

/// A hosted game as anyone may see it, at one version.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameView {
    /// The game id.
    pub id: String,
    /// The game's options, first seat resolved unless `first_seat_pending`.
    pub config: Config,
    /// Whether the first seat is drawn when the game starts (and so is not
    /// known yet).
    pub first_seat_pending: bool,
    /// The seed; shown only once the game is over.
    #[serde(with = "hex_seed")]
    pub seed: Seed,
    /// How the dice are made.
    pub dice: DiceSource,
    /// The name in each seat, `None` while free.
    pub player_names: Vec<Option<String>>,
    /// The strategy of each house seat.
    pub house: Vec<Option<String>>,
    /// The account of each seat of a rated game.
    #[serde(default)]
    pub accounts: Vec<Option<String>>,
    /// How the table is run.
    pub table: Table,
    /// When the seat to move runs out of time (ms since the epoch).
    pub deadline_ms: Option<u64>,
    /// Each seat's contribution to the dice (empty while free, or none).
    #[serde(with = "hex_list")]
    pub dice_contributions: Vec<Vec<u8>>,
    /// The rules state.
    pub game: Game,
    /// Where the game is in its life.
    pub status: Status,
    /// The number of entries in the log.
    pub version: u64,
    /// When the game was created.
    pub created_ms: u64,
    /// When the game last changed.
    pub updated_ms: u64,
}

/// What applying an entry would produce.
#[derive(Debug)]
pub struct Next {
    seat: Option<(Seat, SeatHolder)>,
    /// A seat that passes to a house bot.
    takeover: Option<(Seat, String)>,
    /// At the start: the options with the first seat drawn, and the seed
    /// the dice are rolled from.
    started: Option<(Config, Seed)>,
    /// The game is cancelled.
    cancelled: Option<CancelReason>,
    game: Game,
    /// What happened, in order.
    pub events: Vec<GameEvent>,
}

impl HostedGame {
    /// A game from its creation entry.
    pub fn create(id: String, entry: Entry) -> Result<HostedGame, EntryError> {
        let Entry::Created {
            config,
            seed,
            time_ms,
            ref table,
            dice,
            draw_first_seat,
        } = entry
        else {
            return Err(EntryError::Corrupt("the first entry is not a creation"));
        };
        let game = Game::new(config).map_err(|_| EntryError::Corrupt("invalid configuration"))?;
        Ok(HostedGame {
            id,
            seats: vec![None; usize::from(config.players)],
            timeouts: vec![0; usize::from(config.players)],
            config,
            table: table.clone(),
            seed,
            dice,
            draw_first_seat,
            dice_seed: seed,
            game,
            version: 1,
            created_ms: time_ms,
            updated_ms: time_ms,
            requests: HashMap::new(),
            log: vec![entry],
            cancelled: None,
        })
    }

    /// The game's status.
    pub fn status(&self) -> Status {
        if self.cancelled.is_some() {
            Status::Cancelled
        } else if self.game.is_over() {
            Status::Finished
        } else if self.seats.iter().any(Option::is_none) {
            Status::Open
        } else {
            Status::Playing
        }
    }

    /// The seat whose token hashes to `token_hash`.
    pub fn seat_of(&self, token_hash: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.as_ref().is_some_and(|h| h.token_hash == token_hash))
            .map(|i| i as Seat)
    }

    /// The seat account `id` holds, if any.
    pub fn seat_of_account(&self, id: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.as_ref().and_then(|h| h.account.as_deref()) == Some(id))
            .map(|i| i as Seat)
    }

    /// A rated game's result, when `next` (judged from `entry`) ends it.
    pub fn rated_end(&self, entry: &Entry, next: &Next) -> Option<crate::ladder::RatedEnd> {
        if !self.table.rated || self.game.is_over() || !next.game.is_over() {
            return None;
        }
        let accounts: Vec<Option<String>> = self
            .seats
            .iter()
            .map(|s| s.as_ref().and_then(|h| h.account.clone()))
            .collect();
        crate::ladder::RatedEnd::of(&self.id, &next.game, &accounts, entry.time_ms())
    }

    /// The strategy of house seat `seat`; `None` for a player's seat.
    pub fn house(&self, seat: Seat) -> Option<&str> {
        self.seats
            .get(usize::from(seat))?
            .as_ref()?
            .house
            .as_deref()
    }

    /// The house seat to move and its strategy, when it is a house seat's
    /// turn.
    pub fn house_to_move(&self) -> Option<(Seat, &str)> {
        if self.status() != Status::Playing {
            return None;
        }
        let seat = self.game.current_seat();
        self.house(seat).map(|strategy| (seat, strategy))
    }

    /// When the seat to move runs out of time (ms since the epoch): the
    /// time of the change that gave it the turn, plus the clock. Derived
    /// from the log, so a restart keeps it. House seats have no clock.
    pub fn deadline_ms(&self) -> Option<u64> {
        let seconds = self.table.turn_seconds?;
        if self.status() != Status::Playing || self.house_to_move().is_some() {
            return None;
        }
        Some(self.updated_ms + u64::from(seconds) * 1000)
    }

    /// When the free seats are filled with house bots, while the game is
    /// open.
    pub fn house_fill_ms(&self) -> Option<u64> {
        if self.status() != Status::Open {
            return None;
        }
        self.table.house_fill.as_ref().map(|(at, _)| *at)
    }

    /// When the game is cancelled for having waited `expiry` with no seat
    /// taken (ms since the epoch): the time of its last change plus
    /// `expiry`, while it is open. Derived from the log, so a restart keeps
    /// it. A game whose free seats go to house bots never expires: it is
    /// filled at a time of its own.
    pub fn expiry_ms(&self, expiry: Option<Duration>) -> Option<u64> {
        let expiry = expiry?;
        if self.status() != Status::Open || self.table.house_fill.is_some() {
            return None;
        }
        Some(self.updated_ms.saturating_add(expiry.as_millis() as u64))
    }

    /// Whether seat `seat`'s clock ran out often enough in a row for it to
    /// pass to a house bot.
    pub fn takes_over(&self, seat: Seat) -> bool {
        let limit = self.table.house_after_timeouts;
        limit > 0
            && self.house(seat).is_none()
            && self
                .timeouts
                .get(usize::from(seat))
                .is_some_and(|&n| n >= limit)
    }

    /// The lowest free seat.
    pub fn free_seat(&self) -> Option<Seat> {
        self.seats
            .iter()
            .position(Option::is_none)
            .map(|i| i as Seat)
    }

    /// The version a move with this request id produced, if one did.
    pub fn answered(&self, seat: Seat, request_id: &str) -> Option<u64> {
        if request_id.is_empty() {
            return None;
        }
        self.requests.get(&(seat, request_id.to_owned())).copied()
    }

    /// The move the entry of `version` played, if it was a move.
    pub fn move_at(&self, version: u64) -> Option<&Move> {
        let index = usize::try_from(version.checked_sub(1)?).ok()?;
        match self.log.get(index)? {
            Entry::Moved { mv, .. } => Some(mv),
            _ => None,
        }
    }

    /// What `entry` would do, without doing it.
    pub fn next(&self, entry: &Entry) -> Result<Next, EntryError> {
        match entry {
            Entry::Created { .. } => Err(EntryError::Corrupt("a second creation")),
            Entry::Joined {
                seat,
                player_name,
                token_hash,
                house,
                dice_contribution,
                account,
                ..
            } => self.next_join(
                *seat,
                player_name,
                token_hash,
                house.clone(),
                dice_contribution,
                account.clone(),
            ),
            Entry::Moved {
                seat,
                mv,
                timed_out,
                ..
            } => {
                if *timed_out && self.table.turn_seconds.is_none() {
                    return Err(EntryError::Corrupt("a timeout in a game without a clock"));
                }
                let mut next = self.next_move(*seat, mv)?;
                if *timed_out {
                    next.events
                        .insert(0, GameEvent::ClockRanOut { seat: *seat });
                }
                Ok(next)
            }
            Entry::Cancelled { reason, .. } => {
                match self.status() {
                    Status::Open => {}
                    Status::Cancelled => return Err(EntryError::Cancelled),
                    Status::Playing | Status::Finished => {
                        return Err(EntryError::Corrupt("a cancellation of a game that started"));
                    }
                }
                Ok(Next {
                    seat: None,
                    takeover: None,
                    started: None,
                    cancelled: Some(*reason),
                    game: self.game.clone(),
                    events: vec![GameEvent::Cancelled { reason: *reason }],
                })
            }
            Entry::HouseTookOver { seat, strategy, .. } => {
                if self.status() != Status::Playing {
                    return Err(EntryError::NotStarted);
                }
                if self.house(*seat).is_some() || usize::from(*seat) >= self.seats.len() {
                    return Err(EntryError::Corrupt("a takeover of a house seat"));
                }
                Ok(Next {
                    seat: None,
                    started: None,
                    cancelled: None,
                    takeover: Some((*seat, strategy.clone())),
                    game: self.game.clone(),
                    events: vec![GameEvent::HouseTookOver {
                        seat: *seat,
                        strategy: strategy.clone(),
                    }],
                })
            }
        }
    }

    fn next_join(
        &self,
        seat: Seat,
        player_name: &str,
        token_hash: &str,
        house: Option<String>,
        dice_contribution: &[u8],
        account: Option<String>,
    ) -> Result<Next, EntryError> {
        match self.status() {
            Status::Open => {}
            Status::Cancelled => return Err(EntryError::Cancelled),
            Status::Playing | Status::Finished => return Err(EntryError::GameFull),
        }
        match self.seats.get(usize::from(seat)) {
            None => {
                return Err(EntryError::NoSuchSeat {
                    seat,
                    players: self.config.players,
                });
            }
            Some(Some(_)) => return Err(EntryError::SeatTaken(seat)),
            Some(None) => {}
        }
        // An unrated game keeps no account: nothing would be rated.
        let account = account.filter(|_| self.table.rated);
        if self.table.rated {
            let Some(id) = &account else {
                return Err(EntryError::AccountRequired);
            };
            // A house account may play several seats (the arena's way of
            // rating a strategy); a player's account one only, so that
            // nobody plays against themselves.
            if house.is_none()
                && let Some(taken) = self.seat_of_account(id)
            {
                return Err(EntryError::AccountSeated(taken));
            }
        }
        let mut events = vec![GameEvent::SeatJoined {
            seat,
            player_name: player_name.to_owned(),
        }];
        // A game whose dice come from the seed alone keeps no contribution:
        // none would count, and showing one would suggest otherwise.
        let dice_contribution = if self.dice.takes_contributions() {
            dice_contribution.to_vec()
        } else {
            Vec::new()
        };
        let mut game = self.game.clone();
        let mut started = None;
        let taken = self.seats.iter().filter(|s| s.is_some()).count() + 1;
        if taken == self.seats.len() {
            // The last contribution is in: the dice (and a first seat left
            // to chance) are fixed now, from everything committed so far.
            let (config, dice_seed) = self.start(seat, &dice_contribution);
            if config != self.config {
                game =
                    Game::new(config).map_err(|_| EntryError::Corrupt("invalid configuration"))?;
            }
            events.push(GameEvent::GameStarted {
                first_seat: config.first_seat,
            });
            let roll = game.roll_from(&dice_seed)?;
            events.extend(roll.into_iter().map(GameEvent::Rules));
            started = Some((config, dice_seed));
        }
        Ok(Next {
            seat: Some((
                seat,
                SeatHolder {
                    player_name: player_name.to_owned(),
                    token_hash: token_hash.to_owned(),
                    house,
                    dice_contribution,
                    account,
                },
            )),
            takeover: None,
            started,
            cancelled: None,
            game,
            events,
        })
    }

    /// The options and dice seed of the game that starts when `last` joins
    /// with `contribution`; the rules state is rebuilt when the first seat
    /// was drawn only now (nothing happened on it while the game was open).
    fn start(&self, last: Seat, contribution: &[u8]) -> (Config, Seed) {
        if !self.dice.takes_contributions() {
            return (self.config, self.seed);
        }
        let contributions = self.seats.iter().enumerate().map(|(i, holder)| {
            if i == usize::from(last) {
                contribution
            } else {
                holder
                    .as_ref()
                    .map_or(&[][..], |h| h.dice_contribution.as_slice())
            }
        });
        let dice_seed = self.seed.mixed_with(contributions);
        let config = if self.draw_first_seat {
            self.config
                .with_first_seat(dice_seed.first_seat(self.config.players))
        } else {
            self.config
        };
        (config, dice_seed)
    }

    fn next_move(&self, seat: Seat, mv: &Move) -> Result<Next, EntryError> {
        match self.status() {
            Status::Open => return Err(EntryError::NotStarted),
            Status::Finished => return Err(EntryError::Finished),
            Status::Cancelled => return Err(EntryError::Cancelled),
            Status::Playing => {}
        }
        let (mut game, rule_events) = self.game.after(seat, mv)?;
        let mut events = vec![GameEvent::MovePlayed {
            seat,
            mv: mv.clone(),
        }];
        events.extend(rule_events.into_iter().map(GameEvent::Rules));
        // The server rolls the next turn's dice at once, from the seed.
        if !game.is_over() {
            let roll = game.roll_from(&self.dice_seed)?;
            events.extend(roll.into_iter().map(GameEvent::Rules));
        }
        Ok(Next {
            seat: None,
            takeover: None,
            started: None,
            cancelled: None,
            game,
            events,
        })
    }

    /// The status the game would have after `next`.
    pub fn status_after(&self, next: &Next) -> Status {
        let free =
            self.seats.iter().filter(|s| s.is_none()).count() - usize::from(next.seat.is_some());
        if self.cancelled.is_some() || next.cancelled.is_some() {
            Status::Cancelled
        } else if next.game.is_over() {
            Status::Finished
        } else if free > 0 {
            Status::Open
        } else {
            Status::Playing
        }
    }

    /// Every entry of the log, version 1 first.
    pub fn log(&self) -> &[Entry] {
        &self.log
    }

    /// The entry of the game's current version.
    pub fn last_entry(&self) -> Option<&Entry> {
        self.log.last()
    }

    /// What anyone may see of the game now: no token hashes, no log.
    pub fn view(&self) -> GameView {
        GameView {
            id: self.id.clone(),
            config: self.config,
            // A cancelled game never drew the first seat it was to draw.
            first_seat_pending: self.draw_first_seat
                && matches!(self.status(), Status::Open | Status::Cancelled),
            seed: self.seed,
            dice: self.dice,
            player_names: self
                .seats
                .iter()
                .map(|s| s.as_ref().map(|h| h.player_name.clone()))
                .collect(),
            house: self
                .seats
                .iter()
                .map(|s| s.as_ref().and_then(|h| h.house.clone()))
                .collect(),
            accounts: self
                .seats
                .iter()
                .map(|s| s.as_ref().and_then(|h| h.account.clone()))
                .collect(),
            table: self.table.clone(),
            deadline_ms: self.deadline_ms(),
            dice_contributions: self
                .seats
                .iter()
                .map(|s| {
                    s.as_ref()
                        .map(|h| h.dice_contribution.clone())
                        .unwrap_or_default()
                })
                .collect(),
            game: self.game.clone(),
            status: self.status(),
            version: self.version,
            created_ms: self.created_ms,
            updated_ms: self.updated_ms,
        }
    }

    /// Rebuilds a game from its whole log.
    pub fn from_log(id: String, entries: Vec<Entry>) -> Result<HostedGame, (u64, EntryError)> {
        let mut entries = entries.into_iter();
        let first = entries
            .next()
            .ok_or((1, EntryError::Corrupt("an empty log")))?;
        let mut game = HostedGame::create(id, first).map_err(|e| (1, e))?;
        for entry in entries {
            let version = game.version + 1;
            game.replay(entry).map_err(|e| (version, e))?;
        }
        Ok(game)
    }

    /// Every change of the log after `after`, as a watcher would have seen
    /// it: the game after each entry and what the entry did.
    pub fn history(&self, after: u64) -> Vec<(GameView, Vec<GameEvent>)> {
        let mut changes = Vec::new();
        let mut entries = self.log.iter().cloned();
        let Some(first) = entries.next() else {
            return changes;
        };
        let Ok(mut game) = HostedGame::create(self.id.clone(), first) else {
            return changes;
        };
        if after < 1 {
            changes.push((game.view(), Vec::new()));
        }
        for entry in entries {
            let Ok(next) = game.next(&entry) else {
                break;
            };
            let events = if game.version >= after {
                next.events.clone()
            } else {
                Vec::new()
            };
            game.commit(entry, next);
            if game.version > after {
                changes.push((game.view(), events));
            }
        }
        changes
    }

    /// Applies an entry that [`HostedGame::next`] accepted.
    pub fn commit(&mut self, entry: Entry, next: Next) {
        if let Some((seat, holder)) = next.seat {
            self.seats[usize::from(seat)] = Some(holder);
        }
        if let Some((seat, strategy)) = next.takeover
            && let Some(Some(holder)) = self.seats.get_mut(usize::from(seat))
        {
            holder.house = Some(strategy);
        }
        if let Entry::Moved {
            seat, timed_out, ..
        } = &entry
            && let Some(count) = self.timeouts.get_mut(usize::from(*seat))
        {
            *count = if *timed_out { *count + 1 } else { 0 };
        }
        if let Some((config, dice_seed)) = next.started {
            self.config = config;
            self.dice_seed = dice_seed;
        }
        if let Some(reason) = next.cancelled {
            self.cancelled = Some(reason);
        }
        self.game = next.game;
        self.version += 1;
        self.updated_ms = entry.time_ms();
        if let Entry::Moved {
            seat, request_id, ..
        } = &entry
            && !request_id.is_empty()
        {
            self.requests
                .insert((*seat, request_id.clone()), self.version);
        }
        self.log.push(entry);
    }

    /// Applies an entry read back from the store.
    pub fn replay(&mut self, entry: Entry) -> Result<(), EntryError> {
        let next = self.next(&entry)?;
        self.commit(entry, next);
        Ok(())
    }

    /// The game as it was at `version`, and the events of the entry that
    /// produced it: how a retried request gets its first answer again.
    pub fn at_version(&self, version: u64) -> Option<(HostedGame, Vec<GameEvent>)> {
        let mut entries = self
            .log
            .iter()
            .take(usize::try_from(version).ok()?)
            .cloned();
        let mut game = HostedGame::create(self.id.clone(), entries.next()?).ok()?;
        let mut events = Vec::new();
        for entry in entries {
            let next = game.next(&entry).ok()?;
            events = next.events.clone();
            game.commit(entry, next);
        }
        Some((game, events))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn created(dice: DiceSource, draw_first_seat: bool, first_seat: Seat) -> HostedGame {
        HostedGame::create(
            "g".into(),
            Entry::Created {
                config: Config::new(3).with_first_seat(first_seat),
                seed: Seed([7; 32]),
                time_ms: 1,
                dice,
                draw_first_seat,
                table: Default::default(),
            },
        )
        .expect("created")
    }

    fn join(game: &mut HostedGame, seat: Seat, contribution: &[u8]) -> Vec<GameEvent> {
        let entry = Entry::Joined {
            seat,
            player_name: format!("p{seat}"),
            token_hash: format!("{seat}"),
            time_ms: 2,
            dice_contribution: contribution.to_vec(),
            account: None,
            house: None,
        };
        let next = game.next(&entry).expect("joins");
        let events = next.events.clone();
        game.commit(entry, next);
        events
    }

    const CONTRIBUTIONS: [&[u8]; 3] = [&[1; 16], &[], &[3; 64]];

    fn first_roll(events: &[GameEvent]) -> Option<(Seat, mountain_goats_rules::Roll)> {
        events.iter().find_map(|e| match e {
            GameEvent::Rules(Event::DiceRolled { seat, roll, .. }) => Some((*seat, *roll)),
            _ => None,
        })
    }

    #[test]
    fn contributions_fix_the_first_seat_and_the_dice_when_the_last_seat_joins() {
        let mut game = created(DiceSource::ServerSeedAndPlayers, true, 0);
        assert!(game.view().first_seat_pending);
        for seat in 0..2 {
            assert!(!join(&mut game, seat, CONTRIBUTIONS[usize::from(seat)]).is_empty());
            assert!(game.view().first_seat_pending, "still open");
        }
        let events = join(&mut game, 2, CONTRIBUTIONS[2]);
        let mixed = Seed([7; 32]).mixed_with(CONTRIBUTIONS);
        assert_ne!(mixed, Seed([7; 32]));
        let first_seat = mixed.first_seat(3);
        assert!(events.contains(&GameEvent::GameStarted { first_seat }));
        assert_eq!(first_roll(&events), Some((first_seat, mixed.roll(0))));
        let view = game.view();
        assert!(!view.first_seat_pending);
        assert_eq!(view.config.first_seat, first_seat);
        assert_eq!(view.game.current_seat(), first_seat);
        assert_eq!(
            view.dice_contributions,
            CONTRIBUTIONS.map(<[u8]>::to_vec).to_vec()
        );
        // A move's next roll comes from the mixed seed too.
        let mv = view.game.legal_moves().remove(0);
        let entry = Entry::Moved {
            seat: first_seat,
            mv,
            request_id: String::new(),
            time_ms: 3,
            timed_out: false,
        };
        let next = game.next(&entry).expect("a legal move");
        let (_, roll) = first_roll(&next.events).expect("the next roll");
        assert_eq!(roll, mixed.roll(1));
    }

    #[test]
    fn a_fixed_first_seat_stays_fixed_with_contributions() {
        let mut game = created(DiceSource::ServerSeedAndPlayers, false, 2);
        assert!(!game.view().first_seat_pending);
        join(&mut game, 0, CONTRIBUTIONS[0]);
        join(&mut game, 1, CONTRIBUTIONS[1]);
        let events = join(&mut game, 2, CONTRIBUTIONS[2]);
        let mixed = Seed([7; 32]).mixed_with(CONTRIBUTIONS);
        assert_eq!(first_roll(&events), Some((2, mixed.roll(0))));
    }

    #[test]
    fn a_chosen_seed_ignores_contributions() {
        let mut game = created(DiceSource::ChosenSeed, false, 1);
        join(&mut game, 0, CONTRIBUTIONS[0]);
        join(&mut game, 1, CONTRIBUTIONS[1]);
        let events = join(&mut game, 2, CONTRIBUTIONS[2]);
        assert_eq!(first_roll(&events), Some((1, Seed([7; 32]).roll(0))));
        assert!(game.view().dice_contributions.iter().all(Vec::is_empty));
    }

    #[test]
    fn nobody_contributing_rolls_from_the_seed_alone() {
        let mut game = created(DiceSource::ServerSeedAndPlayers, true, 0);
        join(&mut game, 0, &[]);
        join(&mut game, 1, &[]);
        let events = join(&mut game, 2, &[]);
        let seed = Seed([7; 32]);
        assert_eq!(
            first_roll(&events),
            Some((seed.first_seat(3), seed.roll(0)))
        );
    }

    #[test]
    fn an_open_game_expires_from_its_last_change_and_is_cancelled_for_good() {
        let expiry = Some(Duration::from_secs(60));
        let mut game = created(DiceSource::ChosenSeed, false, 0);
        assert_eq!(game.expiry_ms(expiry), Some(60_001));
        assert_eq!(game.row(expiry).due_ms, Some(60_001));
        assert_eq!(game.expiry_ms(None), None, "no expiry: open for ever");
        join(&mut game, 0, &[]);
        assert_eq!(game.expiry_ms(expiry), Some(60_002), "a join puts it back");
        let entry = Entry::Cancelled {
            reason: CancelReason::Expired,
            time_ms: 60_002,
        };
        let next = game.next(&entry).expect("an open game may be cancelled");
        assert_eq!(
            next.events,
            [GameEvent::Cancelled {
                reason: CancelReason::Expired
            }]
        );
        let row = game.row_after(&entry, &next, expiry);
        assert_eq!(
            (row.status, row.due_ms, row.lobby),
            (Status::Cancelled, None, None)
        );
        game.commit(entry.clone(), next);
        assert_eq!(game.status(), Status::Cancelled);
        assert!(game.status().is_over());
        assert_eq!(game.expiry_ms(expiry), None);
        // Nothing more: no seat, no second cancellation.
        let late = Entry::Joined {
            seat: 1,
            player_name: "late".into(),
            token_hash: "1".into(),
            time_ms: 60_003,
            dice_contribution: Vec::new(),
            account: None,
            house: None,
        };
        assert_eq!(game.next(&late).err(), Some(EntryError::Cancelled));
        assert_eq!(game.next(&entry).err(), Some(EntryError::Cancelled));
        // Stored and read back, the log gives the same game.
        let text = serde_json::to_string(&entry).expect("JSON");
        assert_eq!(
            text,
            r#"{"kind":"cancelled","reason":"expired","time_ms":60002}"#
        );
        let log: Vec<Entry> = game.log.clone();
        let again = HostedGame::from_log("g".into(), log).expect("replays");
        assert_eq!(again.status(), Status::Cancelled);
        assert_eq!(again.version, 3);
    }

    #[test]
    fn logs_written_before_dice_sources_load_as_unrecorded() {
        let created = r#"{"kind":"created","config":{"players":2,"big_mountain":false,"allow_declining_groups":false,"first_seat":1},"seed":"0707070707070707070707070707070707070707070707070707070707070707","time_ms":1}"#;
        let joined =
            r#"{"kind":"joined","seat":0,"player_name":"Ada","token_hash":"00","time_ms":2}"#;
        let created: Entry = serde_json::from_str(created).expect("an old creation");
        let joined: Entry = serde_json::from_str(joined).expect("an old join");
        assert!(matches!(
            created,
            Entry::Created {
                dice: DiceSource::Unrecorded,
                draw_first_seat: false,
                ..
            }
        ));
        assert!(matches!(
            &joined,
            Entry::Joined { dice_contribution, .. } if dice_contribution.is_empty()
        ));
        // And new entries read back as written.
        let entry = Entry::Joined {
            seat: 1,
            player_name: "Bo".into(),
            token_hash: "11".into(),
            time_ms: 3,
            dice_contribution: vec![0xab; 16],
            account: None,
            house: None,
        };
        let text = serde_json::to_string(&entry).expect("JSON");
        assert!(text.contains(&"ab".repeat(16)), "{text}");
        assert!(matches!(
            serde_json::from_str(&text).expect("reads back"),
            Entry::Joined { dice_contribution, .. } if dice_contribution == vec![0xab; 16]
        ));
    }
}
