//! The games: each live one owned by a task of its own, loaded from the
//! store when first needed and let go when nobody uses it.
//!
//! A change runs as: the API parses it → [`Hub`] finds the game's task
//! ([`registry`]) → the task has the rules judge it, the store make it
//! durable, and commits it ([`task`]) → the task publishes it to the game's
//! [`Projection`], which answers reads and feeds watchers. Nothing here
//! knows the wire: changes are encoded by the [`Encoding`] the hub is
//! made with.

mod chances;
mod command;
mod home;
mod ladder;
mod registry;
mod task;
#[cfg(test)]
mod tests_clock;
#[cfg(test)]
mod tests_expiry;
#[cfg(test)]
mod tests_ladder;
#[cfg(test)]
mod tests_listing;
#[cfg(test)]
mod tests_outage;
#[cfg(test)]
mod tests_registry;
#[cfg(test)]
mod tests_seats;
#[cfg(test)]
mod tests_shared;
#[cfg(test)]
mod tests_shutdown;
#[cfg(test)]
mod tests_sim;

use std::sync::Arc;
use std::time::Duration;

use mountain_goats_rules::{Config, Event, Game, Move, Seat, Seed};
use tokio::sync::oneshot;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::encoding::{Encoding, Legal, Update};
use crate::hosted::{DiceSource, EntryError, GameView, HostedGame, Status, Table, lobby_key};
use crate::projection::{Start, WatchStream, history};
use crate::store::{Appending, Claim, Link, ListQuery, Notice, Store, StoreError};

use command::Command;
use registry::{GameHandle, Registry};
use task::House;

/// Why the hub refused or failed a request.
#[derive(Debug, thiserror::Error)]
pub enum HubError {
    /// No game has that id.
    #[error("no game games/{0}: check the name (ListGames lists the games)")]
    GameNotFound(String),
    /// The entry was refused (seat, status or rules).
    #[error(transparent)]
    Entry(#[from] EntryError),
    /// No account has that id.
    #[error("no account accounts/{0}: check the name (ListLeaderboard lists the accounts)")]
    AccountNotFound(String),
    /// The account key is unknown or revoked.
    #[error(
        "the account key is not valid (unknown, rotated or revoked): use the key CreateAccount or RotateAccountKey gave last"
    )]
    KeyInvalid,
    /// The token is not one of this game's seat tokens.
    #[error("the seat token is not valid for this game")]
    TokenInvalid,
    /// A request id already answered for a different move.
    #[error("request id {0:?} was already used for a different move; use a fresh id per move")]
    RequestIdReused(String),
    /// The client's version is not the game's.
    #[error("the game is at version {current}, not {expected}: fetch it again")]
    StaleVersion { expected: u64, current: u64 },
    /// Too many watchers on one game.
    #[error("this game already has {0} watchers")]
    TooManyWatchers(usize),
    /// The client made as many games that are not over as it may hold.
    #[error(
        "this client already has {limit} games that are not over; finish or leave some before making another"
    )]
    TooManyGames { limit: usize },
    /// `resume_after` is past the game's version.
    #[error("resume_after {resume_after} is past the game's version {current}")]
    ResumeAhead { resume_after: u64, current: u64 },
    /// The game's stored log does not decode or replay.
    #[error("game {id} cannot be loaded: its log is damaged at version {version}")]
    GameCorrupt { id: String, version: u64 },
    /// The store failed; nothing was applied.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The database lost versions `from..=to` of game `id` after
    /// acknowledging them; the game goes on from what it holds, and the
    /// request was not applied.
    #[error(
        "the database lost versions {from} to {to} of game games/{id} after acknowledging them; fetch the game again"
    )]
    HistoryLost { id: String, from: u64, to: u64 },
    /// No OS randomness.
    #[error("no randomness from the operating system: {0}")]
    Random(#[from] getrandom::Error),
    /// The account already waits at an open rated table of the options it
    /// asks for, and no other table takes it.
    #[error(
        "this account already waits at games/{0}, an open rated table with these options; watch it, it starts when it fills"
    )]
    AlreadyWaiting(String),
    /// A bug: the game's task failed.
    #[error("internal error: {0}")]
    Internal(&'static str),
    /// The server is shutting down.
    #[error("the server is shutting down")]
    ShuttingDown,
    /// The game left memory while the request was on its way: it is sent
    /// again to the game loaded anew, never answered with this.
    #[error("the game was unloaded; try again")]
    Unloaded,
}

/// Tunables of the hub.
#[derive(Clone, Debug)]
pub struct HubOptions {
    /// The most concurrent watchers of one game.
    pub max_watchers_per_game: usize,
    /// How many recent changes each live game keeps for watchers that
    /// resume; older ones are replayed from the log.
    pub resume_window: usize,
    /// How long a watch stream stays silent before a heartbeat.
    pub heartbeat: Duration,
    /// How long an open or playing game with no call and no watcher stays
    /// in memory.
    pub idle: Duration,
    /// How long a finished game with no watcher stays in memory.
    pub finished_linger: Duration,
    /// Requests queued for one game before callers wait.
    pub queue: usize,
    /// House bot decisions made at once (the house pool's size); 0: each
    /// is made on the runtime itself, in turn, off no thread (for the
    /// simulator, whose schedules must not depend on threads' timing).
    pub house_threads: usize,
    /// How long the `expert` house bot thinks per move.
    pub house_move_time: Duration,
    /// Where the time comes from (the wall clock; tests: tokio's).
    pub clock: crate::clock::Clock,
    /// The most games not over (open or being played) that one client may
    /// have made, counted in the store; 0: no limit.
    pub max_games_per_client: usize,
    /// How long an open game waits with no seat taken before it is
    /// cancelled (`None`: for ever). Counted from its last change.
    pub open_game_expiry: Option<Duration>,
}

impl Default for HubOptions {
    fn default() -> HubOptions {
        HubOptions {
            max_watchers_per_game: 2000,
            resume_window: 32,
            heartbeat: Duration::from_secs(10),
            idle: Duration::from_secs(300),
            finished_linger: Duration::from_secs(2),
            queue: 256,
            house_threads: std::thread::available_parallelism().map_or(1, usize::from),
            house_move_time: Duration::from_millis(50),
            clock: crate::clock::Clock::Wall,
            max_games_per_client: 1000,
            open_game_expiry: Some(Duration::from_secs(3600)),
        }
    }
}

/// A change a player made, as committed.
#[derive(Debug, Clone)]
pub struct Committed<E: Encoding> {
    /// The game after the change.
    pub view: Arc<GameView>,
    /// The change, encoded.
    pub update: Arc<Update<E>>,
}

/// A seat taken: the game after the join, the seat and its token.
pub type Joined = (Arc<GameView>, Seat, String);

/// A page of games.
#[derive(Debug)]
pub struct Page {
    /// The games, newest first.
    pub games: Vec<Arc<GameView>>,
    /// Where the next page starts (a creation `seq`), if there is one.
    pub next: Option<u64>,
}

/// The games, live and stored, their changes encoded by `E`.
pub struct Hub<E: Encoding> {
    registry: Arc<Registry<E>>,
    store: Store,
    options: HubOptions,
    house: House,
    /// One search at a time per matchmaking wish on this server, so that
    /// two players looking together sit at the same table; a wish hashes to
    /// one of these.
    lobby_locks: Vec<tokio::sync::Mutex<()>>,
    /// Cancelled at shutdown: the games' tasks finish what is queued and
    /// stop, and so do the hub's own tasks.
    stop: CancellationToken,
    /// Cancelled when the watch streams end, first thing at shutdown; the
    /// games go on serving the calls in flight until `stop`.
    streams: CancellationToken,
    tasks: TaskTracker,
}

/// How many matchmaking wishes may be searched for at once.
const LOBBY_LOCKS: usize = 64;
/// Open matchmaking games a search tries before it opens another.
const LOBBY_CANDIDATES: usize = 16;
/// How many times a search opens a table of its own when another server
/// opened one for the same wish first, before it gives up.
const LOBBY_TRIES: usize = 3;
/// How often the store is asked for games that need a server, and how far
/// ahead: a game due within this is loaded now, to fire on time.
const TEND_EVERY: Duration = Duration::from_millis(250);
/// The most due games taken on per look.
const TEND_BATCH: usize = 256;

/// What `FindGame` asks for.
#[derive(Debug, Clone)]
pub struct Wanted {
    /// The rules options; the first seat as drawn from `seed`, for a game
    /// this call creates.
    pub config: Config,
    /// The seed of a game this call creates.
    pub seed: Seed,
    /// The clock options.
    pub table: Table,
    /// Fill free seats with house bots of this strategy after this long,
    /// in a game this call creates.
    pub house_fill: Option<(Duration, String)>,
    /// The player's name.
    pub player_name: String,
    /// The client's seat token, if it chose one.
    pub token: Option<String>,
    /// What the player mixes into the dice.
    pub dice_contribution: Vec<u8>,
    /// The client looking (an opaque key), charged with a game this call
    /// makes ([`HubOptions::max_games_per_client`]).
    pub creator: Option<String>,
    /// The account looking, for a rated game (`table.rated`): it sits
    /// under its display name, near its rating.
    pub account: Option<crate::ladder::Account>,
}

impl Wanted {
    /// The rating band of a rated search: its account's.
    fn band(&self) -> Option<i32> {
        let account = self.account.as_ref().filter(|_| self.table.rated)?;
        Some(crate::ladder::band(account.rating.displayed()))
    }
}

/// A game to create: its rules, dice, table and house seats, and the
/// client making it.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The rules options.
    pub config: Config,
    /// The dice seed.
    pub seed: Seed,
    /// Where the dice come from.
    pub dice: DiceSource,
    /// Whether the first seat is drawn when the game starts.
    pub draw_first_seat: bool,
    /// Clocks and house bots.
    pub table: Table,
    /// Seats the house bots take at once, with their strategies.
    pub house: Vec<(Seat, String)>,
    /// The client making it (an opaque key), charged with the game
    /// ([`HubOptions::max_games_per_client`]).
    pub creator: Option<String>,
}

impl<E: Encoding> std::fmt::Debug for Hub<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub")
            .field("options", &self.options)
            .field("games_in_memory", &self.registry.len())
            .finish_non_exhaustive()
    }
}

impl<E: Encoding> Hub<E> {
    /// A hub over `store`. No game is loaded until it is needed.
    pub fn new(store: Store, options: HubOptions) -> Arc<Hub<E>> {
        // On a shared store, every server's time is the database's: the
        // entries' stamps and the timers judged on them agree whichever
        // server wrote or reads them.
        let options = HubOptions {
            clock: options.clock.clone().on_store(&store),
            ..options
        };
        let tasks = TaskTracker::new();
        let stop = CancellationToken::new();
        let house = House {
            permits: Arc::new(tokio::sync::Semaphore::new(options.house_threads.max(1))),
            tasks: tasks.clone(),
            move_time: options.house_move_time,
            inline: options.house_threads == 0,
            stop: stop.clone(),
        };
        let hub = Arc::new(Hub {
            registry: Arc::new(Registry::default()),
            store,
            options,
            house,
            lobby_locks: (0..LOBBY_LOCKS)
                .map(|_| tokio::sync::Mutex::default())
                .collect(),
            stop,
            streams: CancellationToken::new(),
            tasks,
        });
        if let Some(notices) = hub.store.notices() {
            hub.tasks
                .spawn(follow(hub.registry.clone(), notices, hub.stop.clone()));
        }
        hub.tasks
            .spawn(tend(Arc::downgrade(&hub), hub.stop.clone()));
        hub
    }

    /// How many games are in memory.
    pub fn games_in_memory(&self) -> usize {
        self.registry.len()
    }

    /// Ends every watch stream, and stops every game's task once it has
    /// carried out the commands already queued (house decisions not yet
    /// made are dropped); resolves when every task is done.
    pub async fn shut_down(&self) {
        self.streams.cancel();
        self.stop.cancel();
        self.registry.clear();
        self.tasks.close();
        self.tasks.wait().await;
    }

    /// Ends every watch stream at once, without waiting: the first step of
    /// a graceful shutdown. The games still take the calls in flight (a
    /// move, a join) until [`Hub::shut_down`].
    pub fn stop_streams(&self) {
        self.streams.cancel();
    }

    fn spawn(&self, hosted: HostedGame, link: Option<Link>, claim: Option<Claim>) -> GameHandle<E> {
        task::spawn(
            hosted,
            link,
            claim,
            self.store.clone(),
            self.registry.clone(),
            &self.options,
            &self.house,
            &self.stop,
            &self.tasks,
        )
    }

    /// Claims game `id` as this server's home; `None` when another live
    /// server is. A claim that fails leaves the game to its home, or to the
    /// next server that finds it due.
    async fn claim(&self, id: &str) -> Option<Claim> {
        match self.store.claim(id).await {
            Ok(Some(claim)) => {
                if self.store.is_shared() {
                    crate::metrics::metrics().homes_claimed.add(1, &[]);
                    tracing::debug!(game = %id, epoch = claim.epoch, "this server is the game's home");
                }
                Some(claim)
            }
            Ok(None) => None,
            Err(error) => {
                tracing::warn!(game = %id, %error, "the game's home could not be claimed");
                None
            }
        }
    }

    /// Reads game `id` from the store and starts its task, as its home if
    /// no other live server is.
    async fn load(&self, id: &str) -> Result<GameHandle<E>, HubError> {
        let (hosted, link) = self.read(id).await?;
        let claim = self.claim(id).await;
        crate::metrics::metrics().games_loaded.add(1, &[]);
        tracing::debug!(game = %id, version = hosted.version, home = claim.is_some(), "game loaded");
        Ok(self.spawn(hosted, link, claim))
    }

    /// Reads and replays game `id` from the store; with the link of its
    /// last entry, which its next append builds on.
    async fn read(&self, id: &str) -> Result<(HostedGame, Option<Link>), HubError> {
        let loaded = match self.store.load_linked(id, 0).await {
            Ok(Some(loaded)) => loaded,
            Ok(None) => return Err(HubError::GameNotFound(id.to_owned())),
            Err(error) => return Err(store_error(error)),
        };
        let link = loaded.last_link();
        let hosted =
            HostedGame::from_log(id.to_owned(), loaded.entries).map_err(|(version, error)| {
                tracing::error!(game = %id, version, %error, "a stored game does not replay");
                HubError::GameCorrupt {
                    id: id.to_owned(),
                    version,
                }
            })?;
        Ok((hosted, link))
    }

    /// The task of game `id`, caught up with every change stored by other
    /// servers when the store is shared: a read answers what the log holds.
    async fn fresh(&self, id: &str) -> Result<GameHandle<E>, HubError> {
        if self.store.is_shared() {
            self.call(id, |reply| Command::CatchUp { reply: Some(reply) })
                .await?;
        }
        self.handle(id).await
    }

    /// The task of game `id`, loading the game if it is not in memory.
    async fn handle(&self, id: &str) -> Result<GameHandle<E>, HubError> {
        if self.stop.is_cancelled() {
            return Err(HubError::ShuttingDown);
        }
        self.registry.get_or_load(id, || self.load(id)).await
    }

    /// Sends a command to game `id`'s task and waits for its answer; a game
    /// unloaded on the way is loaded again and asked again.
    async fn call<T>(
        &self,
        id: &str,
        command: impl Fn(oneshot::Sender<Result<T, HubError>>) -> Command<E>,
    ) -> Result<T, HubError> {
        for _ in 0..8 {
            let handle = self.handle(id).await?;
            let (reply, answer) = oneshot::channel();
            if handle.commands.send(command(reply)).await.is_err() {
                continue;
            }
            match answer.await {
                Ok(Err(HubError::Unloaded)) => continue,
                Ok(result) => return result,
                Err(_) if self.stop.is_cancelled() => return Err(HubError::ShuttingDown),
                Err(_) => return Err(HubError::Internal("the game's task failed")),
            }
        }
        Err(HubError::Internal("the game kept leaving memory"))
    }

    /// Creates a game whose dice come from `seed` as `dice` says (with
    /// `draw_first_seat`, the first seat in `config` is a placeholder drawn
    /// when the game starts), run as `table` says, with `house` seats (seat,
    /// strategy) taken by the server's own bots.
    pub async fn create(
        &self,
        config: Config,
        seed: Seed,
        dice: DiceSource,
        draw_first_seat: bool,
        table: Table,
        house: &[(Seat, String)],
    ) -> Result<Arc<GameView>, HubError> {
        self.create_game(NewGame {
            config,
            seed,
            dice,
            draw_first_seat,
            table,
            house: house.to_vec(),
            creator: None,
        })
        .await
    }

    /// Creates `new`, charged to its creator: refused with
    /// [`HubError::TooManyGames`] when the creator holds as many games
    /// not over as it may.
    pub async fn create_game(&self, new: NewGame) -> Result<Arc<GameView>, HubError> {
        let NewGame {
            config,
            seed,
            dice,
            draw_first_seat,
            table,
            house,
            creator,
        } = new;
        self.admit_creator(creator.as_deref()).await?;
        let rated = table.rated;
        let created = crate::hosted::Entry::Created {
            config,
            seed,
            time_ms: self.options.clock.now_ms(),
            dice,
            draw_first_seat,
            table,
        };
        let joins = house
            .iter()
            .map(|(seat, strategy)| {
                task::house_join(*seat, strategy, rated, self.options.clock.now_ms())
            })
            .collect::<Result<Vec<_>, _>>()?;
        let view = self.create_with(created, joins, creator.as_deref()).await?;
        tracing::info!(game = %view.id, players = config.players, house = house.len(), "game created");
        Ok(view)
    }

    /// Refuses a creation by a client that holds as many games not over as
    /// it may. Two creations at once may both pass: the limit bounds what
    /// a client holds, give or take the calls in flight.
    async fn admit_creator(&self, creator: Option<&str>) -> Result<(), HubError> {
        let limit = self.options.max_games_per_client;
        let Some(creator) = creator.filter(|_| limit > 0) else {
            return Ok(());
        };
        if self.store.unfinished_by(creator, limit).await? >= limit {
            return Err(HubError::TooManyGames { limit });
        }
        Ok(())
    }

    /// Stores a new game: `created`, then the seats `joins` take, all of them
    /// or none (a failure part-way leaves no game at all), and starts its
    /// task. The game's slot in the registry is taken before anything is
    /// stored, so a call that finds the game meanwhile (through a listing)
    /// waits for this one task rather than loading a second one.
    async fn create_with(
        &self,
        created: crate::hosted::Entry,
        joins: Vec<crate::hosted::Entry>,
        creator: Option<&str>,
    ) -> Result<Arc<GameView>, HubError> {
        if self.stop.is_cancelled() {
            return Err(HubError::ShuttingDown);
        }
        let id = crate::secrets::new_game_id()?;
        let mut hosted = HostedGame::create(id.clone(), created.clone())?;
        let expiry = self.options.open_game_expiry;
        let mut rows = vec![hosted.row(expiry)];
        for entry in &joins {
            let next = hosted.next(entry)?;
            rows.push(hosted.row_after(entry, &next, expiry));
            hosted.commit(entry.clone(), next);
        }
        let matchmade = hosted.table.matchmaking;
        let entries: Vec<_> = std::iter::once(&created)
            .chain(&joins)
            .zip(&rows)
            .map(|(entry, row)| Appending {
                entry,
                row: Some(row),
                matchmade,
                rated: None,
            })
            .collect();
        let view = Arc::new(hosted.view());
        self.registry
            .create(&id, || async {
                let link = self
                    .store
                    .append_all_by(&id, 1, None, &entries, creator)
                    .await?;
                // On a shared store the game's home is the server its
                // calls go to (the balancer hashes on the game, which a
                // creation does not name yet): the first server to load it
                // for a call, or to find it due.
                let claim = if self.store.is_shared() {
                    None
                } else {
                    self.claim(&id).await
                };
                Ok(self.spawn(hosted, link, claim))
            })
            .await?;
        Ok(view)
    }

    /// Seats a player in an open matchmaking game offering what `wanted`
    /// asks for, or creates one. Matchmaking lives in the store: any server
    /// seats a player in the open games any server made, and with a
    /// client-chosen token a retry gets the same seat, on any server and
    /// after a restart (until the game is over).
    pub async fn find(&self, wanted: Wanted) -> Result<Joined, HubError> {
        let token = match wanted.token.clone() {
            Some(token) => token,
            None => crate::secrets::new_seat_token()?,
        };
        let hash = hex::encode(crate::secrets::token_hash(&token));
        let config = wanted.config;
        // A rated search sits near its account's rating: its own band
        // first, then those around it, each table taking players further
        // away the longer it has waited (`ladder::reaches`).
        let wish = Table {
            matchmaking: true,
            band: wanted.band(),
            ..wanted.table.clone()
        };
        let account = wanted.account.as_ref().map(|a| a.id.clone());
        let join = |id: String| {
            let (name, token, contribution, account) = (
                wanted.player_name.clone(),
                token.clone(),
                wanted.dice_contribution.clone(),
                account.clone(),
            );
            async move {
                self.join_as(&id, None, name, account, Some(token), contribution)
                    .await
            }
        };
        if let Some(id) = self.store.matchmade_seat(&hash).await? {
            match join(id).await {
                Ok(joined) => return Ok(joined),
                // Its game is full (the seat was never taken) or gone.
                Err(HubError::Entry(_) | HubError::GameNotFound(_)) => {}
                Err(error) => return Err(error),
            }
        }
        // The wish's lock is held until this search is seated, a new game
        // included: two players looking at once on this server meet. A
        // rated search looks in the bands around its own, so one lock
        // covers every band (else two searches a band apart would each open
        // a table). On a shared store the store keeps one open table per
        // wish: when another server opened one meanwhile, this one's new
        // table is not stored, and the search looks again and joins that
        // one.
        let slot = {
            use std::hash::{BuildHasher, BuildHasherDefault};
            let every_band = Table {
                band: None,
                ..wish.clone()
            };
            let hasher = BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default();
            hasher.hash_one(lobby_key(&config, &every_band)) as usize % self.lobby_locks.len()
        };
        let _searching = self.lobby_locks[slot].lock().await;
        let mut tries = 0;
        loop {
            let mut waiting = None;
            for (distance, lobby) in self.lobbies(&config, &wish) {
                for id in self.store.lobby(&lobby, LOBBY_CANDIDATES).await? {
                    if distance > 1 && !self.reaches(&id, distance).await {
                        continue;
                    }
                    match join(id.clone()).await {
                        Ok(joined) => return Ok(joined),
                        // Another search with this token (on this server or
                        // another) seated it meanwhile: that seat is this
                        // search's answer too, one seat per token.
                        Err(HubError::Store(StoreError::TokenSeated { game })) => {
                            return join(game).await;
                        }
                        Err(HubError::Entry(EntryError::AccountSeated(_))) => {
                            waiting.get_or_insert(id);
                        }
                        // Full, finished or gone meanwhile: the next one.
                        Err(
                            HubError::Entry(_)
                            | HubError::GameNotFound(_)
                            | HubError::GameCorrupt { .. },
                        ) => {}
                        Err(error) => return Err(error),
                    }
                }
            }
            // One open table per wish: the account's own, where it waits.
            if let Some(id) = waiting {
                return Err(HubError::AlreadyWaiting(id));
            }
            tries += 1;
            if tries == 1 {
                self.admit_creator(wanted.creator.as_deref()).await?;
            }
            match self.open_table(&wanted, &hash).await {
                Err(HubError::Store(StoreError::TableOpen { .. })) if tries < LOBBY_TRIES => {}
                Err(HubError::Store(StoreError::TokenSeated { game })) => return join(game).await,
                opened => return opened.map(|view| (view, 0, token)),
            }
        }
    }

    /// The lobbies a search for `wish` looks in, with their distance in
    /// rating bands: the wish's own, and for a rated search, the bands
    /// around it, nearest first.
    fn lobbies(&self, config: &Config, wish: &Table) -> Vec<(u32, String)> {
        let Some(band) = wish.band else {
            return vec![(0, lobby_key(config, wish))];
        };
        let mut lobbies = vec![(0, lobby_key(config, wish))];
        for distance in 1..=crate::ladder::FARTHEST_BAND {
            for other in [band - distance, band + distance] {
                let table = Table {
                    band: Some(other),
                    ..wish.clone()
                };
                lobbies.push((distance.unsigned_abs(), lobby_key(config, &table)));
            }
        }
        lobbies
    }

    /// Whether rated table `id`, `distance` bands from the player, has
    /// waited long enough to take them.
    async fn reaches(&self, id: &str, distance: u32) -> bool {
        let Ok(handle) = self.fresh(id).await else {
            return false;
        };
        let view = handle.projection.view();
        let waited = self.options.clock.now_ms().saturating_sub(view.created_ms);
        let table = view.table.band.unwrap_or(0);
        crate::ladder::reaches(table, waited, table.saturating_add(distance as i32))
    }

    /// Stores a new matchmaking game for `wanted`, the finder (whose token
    /// hashes to `hash`) in its first seat.
    async fn open_table(&self, wanted: &Wanted, hash: &str) -> Result<Arc<GameView>, HubError> {
        let config = wanted.config;
        let table = Table {
            matchmaking: true,
            band: wanted.band(),
            house_fill: wanted.house_fill.as_ref().map(|(wait, strategy)| {
                (
                    self.options.clock.now_ms() + wait.as_millis() as u64,
                    strategy.clone(),
                )
            }),
            ..wanted.table.clone()
        };
        // A server-drawn seed, mixed with the players' contributions; the
        // first seat is drawn from the mix when the game starts. The game
        // is stored with the finder in its first seat, in one append: never
        // an open game that nobody sits at.
        let created = crate::hosted::Entry::Created {
            config,
            seed: wanted.seed,
            time_ms: self.options.clock.now_ms(),
            dice: DiceSource::ServerSeedAndPlayers,
            draw_first_seat: true,
            table,
        };
        // A new game's lowest free seat, which a join without a seat takes.
        let joined = crate::hosted::Entry::Joined {
            seat: 0,
            player_name: wanted.player_name.clone(),
            token_hash: hash.to_owned(),
            time_ms: self.options.clock.now_ms(),
            house: None,
            dice_contribution: wanted.dice_contribution.clone(),
            account: wanted.account.as_ref().map(|a| a.id.clone()),
        };
        let view = self
            .create_with(created, vec![joined], wanted.creator.as_deref())
            .await?;
        tracing::info!(game = %view.id, players = config.players, "matchmaking game created");
        Ok(view)
    }

    /// One game: the change that made it what it is now.
    pub async fn get(&self, id: &str) -> Result<Arc<Update<E>>, HubError> {
        Ok(self.fresh(id).await?.projection.current())
    }

    /// A page of games, newest first, among those created before `before`
    /// (a creation `seq`; all of them when `None`). Creation order does not
    /// change, so pages stay put while games are created.
    pub async fn list(
        &self,
        before: Option<u64>,
        size: usize,
        status: Option<Status>,
    ) -> Result<Page, HubError> {
        let listed = self
            .store
            .list(ListQuery {
                before,
                status,
                limit: size + 1,
            })
            .await?;
        let more = listed.len() > size;
        let mut games = Vec::with_capacity(size);
        let mut next = None;
        for listed in listed.into_iter().take(size) {
            let game = &listed.listed;
            next = Some(game.seq);
            let view = match (self.registry.loaded(&game.id), listed.summary) {
                // A copy behind the log (other servers write the game too,
                // and a notice may be lost) catches up first: a listing
                // shows what the log held when it was read.
                (Some(handle), _)
                    if game
                        .version
                        .is_some_and(|v| v > handle.projection.view().version) =>
                {
                    match self.fresh(&game.id).await {
                        Ok(handle) => handle.projection.view(),
                        Err(HubError::GameCorrupt { .. }) => continue,
                        Err(error) => return Err(error),
                    }
                }
                (Some(handle), _) => handle.projection.view(),
                // The game as it was saved, still its last version: no log.
                (None, Some(summary)) => Arc::new(summary),
                // Read, not loaded: a listing must not fill memory. Its
                // summary is saved, so the next listing reads no log.
                (None, None) => match self.read(&game.id).await {
                    Ok((hosted, _)) => {
                        let view = hosted.view();
                        self.store.save_summary(&view).await;
                        Arc::new(view)
                    }
                    Err(HubError::GameCorrupt { .. }) => continue,
                    Err(error) => return Err(error),
                },
            };
            if status.is_none_or(|s| view.status == s) {
                games.push(view);
            }
        }
        Ok(Page {
            games,
            next: if more { next } else { None },
        })
    }

    /// Takes a seat; returns the game, the seat and its token. With a
    /// client-chosen `token`, a join already made with it answers again with
    /// its seat instead of taking another: joins are safe to retry.
    /// `dice_contribution` is mixed into the dice of a game that takes
    /// contributions, and dropped by any other.
    pub async fn join(
        &self,
        id: &str,
        seat: Option<Seat>,
        player_name: String,
        token: Option<String>,
        dice_contribution: Vec<u8>,
    ) -> Result<Joined, HubError> {
        self.join_as(id, seat, player_name, None, token, dice_contribution)
            .await
    }

    /// [`Hub::join`] for `account` (an account id), which a rated game
    /// needs: the seat is the account's, under `player_name`, its display
    /// name. An unrated game ignores the account.
    pub async fn join_as(
        &self,
        id: &str,
        seat: Option<Seat>,
        player_name: String,
        account: Option<String>,
        token: Option<String>,
        dice_contribution: Vec<u8>,
    ) -> Result<Joined, HubError> {
        let token = match token {
            Some(token) => token,
            None => crate::secrets::new_seat_token()?,
        };
        self.call(id, |reply| Command::Join {
            seat,
            account: account.clone(),
            player_name: player_name.clone(),
            token: token.clone(),
            dice_contribution: dice_contribution.clone(),
            reply,
        })
        .await
    }

    /// Plays a move for the seat of `token_hash`.
    pub async fn submit(
        &self,
        id: &str,
        token_hash: [u8; 32],
        mv: Move,
        expected_version: Option<u64>,
        request_id: String,
    ) -> Result<Committed<E>, HubError> {
        self.call(id, |reply| Command::Submit {
            token_hash,
            mv: mv.clone(),
            expected_version,
            request_id: request_id.clone(),
            reply,
        })
        .await
    }

    /// The legal moves of the current roll.
    pub async fn legal_moves(&self, id: &str) -> Result<Arc<Legal<E>>, HubError> {
        let projection = self.fresh(id).await?.projection;
        match projection.legal() {
            Some(legal) => Ok(legal),
            None => Err(not_playing(projection.view().status)),
        }
    }

    /// What a move would do for the seat to move, committed nowhere.
    pub async fn preview(&self, id: &str, mv: &Move) -> Result<(Game, Vec<Event>), HubError> {
        let view = self.fresh(id).await?.projection.view();
        if view.status != Status::Playing {
            return Err(not_playing(view.status));
        }
        Ok(view
            .game
            .after(view.game.current_seat(), mv)
            .map_err(EntryError::Rule)?)
    }

    /// A stream of game `id`: a snapshot (or the changes after
    /// `resume_after`), then every change, heartbeats while idle. With a
    /// seat token, the seat's legal moves come with its turns.
    pub async fn watch(
        &self,
        id: &str,
        token_hash: Option<[u8; 32]>,
        resume_after: Option<u64>,
    ) -> Result<WatchStream<E>, HubError> {
        let max = self.options.max_watchers_per_game;
        if self.store.is_shared() {
            // The seat may have joined, and `resume_after` been reached,
            // through another server.
            self.fresh(id).await?;
        }
        let guard = self
            .registry
            .watch(id, max, || self.load(id))
            .await
            .and_then(|guard| guard.ok_or(HubError::TooManyWatchers(max)));
        let guard = match guard {
            Err(_) if self.stop.is_cancelled() => return Err(HubError::ShuttingDown),
            other => other?,
        };
        let projection = guard.projection().clone();
        let seat = match token_hash {
            Some(hash) => Some(
                projection
                    .seat_of(&hex::encode(hash))
                    .ok_or(HubError::TokenInvalid)?,
            ),
            None => None,
        };
        let subscription =
            projection
                .subscribe(seat, resume_after)
                .map_err(|ahead| HubError::ResumeAhead {
                    resume_after: resume_after.unwrap_or(0),
                    current: ahead.current,
                })?;
        let first = match subscription.start {
            Start::Ready(first) => first,
            Start::History { after, upto } => {
                let hosted: HostedGame = self.call(id, |reply| Command::Log { reply }).await?;
                history(&hosted, after, upto, seat, &projection)
            }
        };
        Ok(WatchStream::new(
            guard,
            subscription.updates,
            first,
            subscription.version,
            seat,
            &self.streams,
        ))
    }
}

/// Turns other servers' announcements into catch-ups of the games this
/// server has in memory.
async fn follow<E: Encoding>(
    registry: Arc<Registry<E>>,
    mut notices: tokio::sync::broadcast::Receiver<Notice>,
    stop: CancellationToken,
) {
    use tokio::sync::broadcast::error::RecvError;
    loop {
        let notice = tokio::select! {
            biased;
            () = stop.cancelled() => return,
            notice = notices.recv() => notice,
        };
        match notice {
            Ok(Notice::Appended { game, version }) => {
                // A copy that neither acts for the game nor feeds a watcher
                // catches up when it is next called, not on every move.
                if let Some(handle) = registry.loaded(&game)
                    && handle.projection.view().version < version
                    && (handle.home.is_home() || handle.projection.watchers() > 0)
                {
                    handle.nudge(version);
                }
            }
            // Some announcements were missed: every game looks for itself.
            Ok(Notice::Resync) | Err(RecvError::Lagged(_)) => {
                for handle in registry.all() {
                    handle.nudge(u64::MAX);
                }
            }
            Err(RecvError::Closed) => return,
        }
    }
}

/// Finds the games that need a server (a clock to run out, seats to fill, a
/// house bot to move) and have no live home, and takes them on: so a clock
/// fires on time after a restart, or after every server that had its game
/// died, with nobody calling.
async fn tend<E: Encoding>(hub: std::sync::Weak<Hub<E>>, stop: CancellationToken) {
    let mut every = tokio::time::interval(TEND_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            biased;
            () = stop.cancelled() => return,
            _ = every.tick() => {}
        }
        let Some(hub) = hub.upgrade() else { return };
        let until = hub.options.clock.now_ms() + TEND_EVERY.as_millis() as u64;
        let due = match hub.store.due(until, TEND_BATCH).await {
            Ok(due) => due,
            Err(error) => {
                tracing::debug!(%error, "looking for due games failed");
                continue;
            }
        };
        for id in due {
            if stop.is_cancelled() {
                return;
            }
            hub.take_on(&id).await;
        }
    }
}

impl<E: Encoding> Hub<E> {
    /// Makes this server the home of due game `id`, loading it if needed.
    async fn take_on(&self, id: &str) {
        match self.registry.loaded(id) {
            // Its home here may have missed the notice of what made it due
            // (a house bot to move after another server's append): it
            // looks at the log. (On SQLite nobody else writes.)
            Some(handle) if handle.home.is_home() => {
                if self.store.is_shared() {
                    handle.nudge(u64::MAX);
                }
            }
            Some(handle) => {
                if let Some(claim) = self.claim(id).await {
                    tracing::info!(game = %id, epoch = claim.epoch, "took the game over from a server that is gone");
                    handle.home.set(claim);
                    // The task looks at its timers again, after reading what
                    // the old home stored.
                    handle.nudge(u64::MAX);
                }
            }
            None => {
                if let Err(error) = self.handle(id).await {
                    tracing::warn!(game = %id, %error, "a due game could not be loaded");
                }
            }
        }
    }
}

/// A store failure as the hub reports it: a damaged game is that game's
/// problem, not the store's.
pub(crate) fn store_error(error: StoreError) -> HubError {
    match error {
        StoreError::Corrupt {
            game,
            version,
            reason,
        } => {
            tracing::error!(%game, version, %reason, "a stored game does not decode");
            HubError::GameCorrupt { id: game, version }
        }
        other => other.into(),
    }
}

fn not_playing(status: Status) -> HubError {
    match status {
        Status::Open => EntryError::NotStarted.into(),
        Status::Cancelled => EntryError::Cancelled.into(),
        _ => EntryError::Finished.into(),
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::pin::Pin;
    use std::task::{Context, Poll};

    use mountain_goats_rules::{Config, Seed};
    use tokio_stream::Stream;

    use super::*;
    use crate::hosted::GameEvent;
    use crate::projection::Sent;
    use crate::store::{Durability, StoreThread};

    /// Changes encoded as their version.
    #[derive(Clone, Debug)]
    pub(super) struct Versions;

    impl Encoding for Versions {
        type Change = u64;
        type Moves = ();
        fn change(view: &GameView, _: &[GameEvent]) -> u64 {
            view.version
        }
        fn heartbeat(version: u64, _: u64) -> u64 {
            version
        }
        fn moves(_: u64, _: &Game) {}
    }

    async fn stop(hub: Arc<Hub<Versions>>, store: Store, thread: StoreThread) {
        hub.shut_down().await;
        store.close();
        drop(store);
        thread.join();
    }

    /// The versions a stream has ready now, without waiting.
    fn ready_now(stream: &mut WatchStream<Versions>) -> Vec<u64> {
        let mut cx = Context::from_waker(std::task::Waker::noop());
        let mut versions = Vec::new();
        while let Poll::Ready(Some(Ok(sent))) = Pin::new(&mut *stream).poll_next(&mut cx) {
            let (Sent::Change(update, _) | Sent::Snapshot(update, _)) = sent;
            versions.push(update.version);
        }
        versions
    }

    fn wanted() -> Wanted {
        Wanted {
            config: Config::new(2),
            seed: Seed([3; 32]),
            table: Table::default(),
            house_fill: None,
            player_name: "Ann".into(),
            token: None,
            dice_contribution: vec![1; 32],
            creator: None,
            account: None,
        }
    }

    /// A call that finds a game while it is being created (here a join,
    /// after a listing showed the game) waits for the game's one task: it
    /// does not load a second one, a second writer of the game whose changes
    /// the game's task (and its watchers) would never hear of. The creation
    /// is held once the game is durable, and the join is let run until it
    /// waits, before the creation goes on.
    #[tokio::test]
    async fn a_call_during_a_creation_gets_the_games_one_task() {
        let (store, thread) =
            Store::sqlite(Path::new(":memory:"), Durability::Full).expect("a store");
        let mut durable = store.pause_appends().expect("a SQLite store");
        let hub = Hub::<Versions>::new(store.clone(), HubOptions::default());
        let creating = tokio::spawn({
            let hub = hub.clone();
            async move {
                let house = [(1, "random".to_owned())];
                hub.create(
                    Config::new(2),
                    Seed([7; 32]),
                    DiceSource::ChosenSeed,
                    false,
                    Table::default(),
                    &house,
                )
                .await
            }
        });
        let held = durable.recv().await.expect("the game is stored");
        let id = held.game.clone();
        let page = hub.list(None, 10, None).await.expect("a listing");
        let listed: Vec<_> = page.games.iter().map(|g| g.id.clone()).collect();
        assert_eq!(
            listed,
            std::slice::from_ref(&id),
            "the stored game is listed"
        );
        let joining = tokio::spawn({
            let hub = hub.clone();
            let id = id.clone();
            async move { hub.join(&id, None, "Ann".into(), None, Vec::new()).await }
        });
        // The join runs until it waits: for the game's slot, or (were there
        // no slot) for the store to read the game.
        for _ in 0..16 {
            tokio::task::yield_now().await;
        }
        // Later appends are not held.
        drop(durable);
        let _ = held.resume.send(());
        let view = creating.await.expect("no panic").expect("created");
        assert_eq!(view.id, id);
        let (joined, seat, _) = joining.await.expect("no panic").expect("a join");
        assert_eq!((joined.version, seat), (3, 0));
        // The game's task made the join: it answers with it, and so does a
        // watch opened now.
        let current = hub.get(&id).await.expect("the game");
        assert_eq!(current.version, 3, "the game as its task has it");
        let mut stream = hub.watch(&id, None, None).await.expect("watching");
        assert_eq!(ready_now(&mut stream), [3], "the snapshot");
        assert_eq!(hub.games_in_memory(), 1);
        drop(stream);
        stop(hub, store, thread).await;
    }

    /// A creation whose store append fails at its second entry (a house
    /// seat; the finder's seat) leaves no game: none is listed, and none is
    /// left for house bots to play for nobody.
    #[tokio::test]
    async fn a_creation_failing_part_way_leaves_no_game() {
        let dir = tempfile::tempdir().expect("a directory");
        let path = dir.path().join("games.db");
        let (store, thread) = Store::sqlite(&path, Durability::Full).expect("a store");
        store.close();
        drop(store);
        thread.join();
        rusqlite::Connection::open(&path)
            .and_then(|conn| {
                conn.execute_batch(
                    "CREATE TRIGGER second_fails BEFORE INSERT ON log WHEN NEW.version = 2
                     BEGIN SELECT RAISE(ABORT, 'the second entry fails'); END;",
                )
            })
            .expect("a trigger");
        let (store, thread) = Store::sqlite(&path, Durability::Full).expect("the store again");
        let hub = Hub::<Versions>::new(store.clone(), HubOptions::default());

        let house = [(1, "random".to_owned())];
        let created = hub
            .create(
                Config::new(2),
                Seed([7; 32]),
                DiceSource::ChosenSeed,
                false,
                Table::default(),
                &house,
            )
            .await;
        assert!(matches!(created, Err(HubError::Store(_))), "{created:?}");
        let found = hub.find(wanted()).await;
        assert!(matches!(found, Err(HubError::Store(_))), "{found:?}");

        let page = hub.list(None, 10, None).await.expect("a listing");
        let left: Vec<_> = page.games.iter().map(|g| (&g.id, g.version)).collect();
        assert!(left.is_empty(), "games left behind: {left:?}");
        assert_eq!(hub.games_in_memory(), 0);
        // The store itself is whole: a creation without the failing entry
        // works.
        let alone = hub
            .create(
                Config::new(2),
                Seed([7; 32]),
                DiceSource::ChosenSeed,
                false,
                Table::default(),
                &[],
            )
            .await
            .expect("a creation of one entry");
        let id = alone.id.clone();
        let update = hub.get(&id).await.expect("the game");
        assert_eq!(update.version, 1);
        stop(hub, store, thread).await;
    }

    /// FindGame stores its new game with the finder seated: the answer is
    /// the game after the join, and a second finder is seated in the same
    /// game.
    #[tokio::test]
    async fn find_creates_the_game_with_the_finder_seated() {
        let (store, thread) =
            Store::sqlite(Path::new(":memory:"), Durability::Full).expect("a store");
        let hub = Hub::<Versions>::new(store.clone(), HubOptions::default());
        let (view, seat, token) = hub.find(wanted()).await.expect("a game");
        assert_eq!((view.version, seat, view.status), (2, 0, Status::Open));
        let entries = store.load(&view.id).await.expect("read").expect("stored");
        assert_eq!(entries.len(), 2);
        // A retry with the same token finds the same seat.
        let again = hub
            .find(Wanted {
                token: Some(token.clone()),
                ..wanted()
            })
            .await
            .expect("the same seat");
        assert_eq!((again.0.id.clone(), again.1), (view.id.clone(), 0));
        let (second, seat, _) = hub
            .find(Wanted {
                player_name: "Bob".into(),
                ..wanted()
            })
            .await
            .expect("a seat");
        assert_eq!(
            (second.id.clone(), seat, second.status),
            (view.id.clone(), 1, Status::Playing)
        );
        stop(hub, store, thread).await;
    }

    /// A client holds at most `max_games_per_client` games not over that it
    /// made, by CreateGame or by a FindGame that opens a table; other
    /// clients, and calls charged to nobody, are not held back by it.
    #[tokio::test]
    async fn a_client_holds_a_limited_number_of_games() {
        let (store, thread) =
            Store::sqlite(Path::new(":memory:"), Durability::Full).expect("a store");
        let options = HubOptions {
            max_games_per_client: 2,
            ..HubOptions::default()
        };
        let hub = Hub::<Versions>::new(store.clone(), options);
        let new = |creator: &str| NewGame {
            config: Config::new(3),
            seed: Seed([5; 32]),
            dice: DiceSource::ChosenSeed,
            draw_first_seat: false,
            table: Table::default(),
            house: Vec::new(),
            creator: Some(creator.to_owned()),
        };
        hub.create_game(new("a")).await.expect("a's first");
        let (_, _, _) = hub
            .find(Wanted {
                creator: Some("a".into()),
                ..wanted()
            })
            .await
            .expect("a's second: a table of its own");
        let refused = hub.create_game(new("a")).await;
        assert!(
            matches!(refused, Err(HubError::TooManyGames { limit: 2 })),
            "{refused:?}"
        );
        let refused = hub
            .find(Wanted {
                creator: Some("a".into()),
                config: Config::new(4),
                ..wanted()
            })
            .await;
        assert!(
            matches!(refused, Err(HubError::TooManyGames { limit: 2 })),
            "a new table is a game made: {refused:?}"
        );
        // Taking a seat at an open table makes no game: nothing is charged.
        hub.find(Wanted {
            creator: Some("a".into()),
            player_name: "Bob".into(),
            ..wanted()
        })
        .await
        .expect("a seat at the open table");
        hub.create_game(new("b")).await.expect("another client");
        hub.create_game(NewGame {
            creator: None,
            ..new("a")
        })
        .await
        .expect("charged to nobody");
        stop(hub, store, thread).await;
    }
}
