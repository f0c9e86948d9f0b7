//! One live game's task: the only writer of the game.
//!
//! It takes one command at a time: the rules judge it, the store makes it
//! durable, it is committed in memory and published. A command is never
//! abandoned half way, even when its caller hangs up, so a durable entry is
//! always applied too. The task also sends heartbeats to idle watchers, and
//! leaves memory when nobody has used the game for a while.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use mountain_goats_rules::{Move, Seat};
use std::str::FromStr;
use std::time::Duration;

use mountain_goats_strategies::HouseStrategy;
use tokio::sync::{Semaphore, mpsc};
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::command::Command;
use super::home::Home;
use super::registry::{GameHandle, Registry};
use super::{Committed, HubError, HubOptions, Joined};
use crate::backoff::Backoff;
use crate::encoding::{Encoding, Update};
use crate::hosted::{CancelReason, Entry, EntryError, HostedGame, Status, TAKEOVER_STRATEGY};
use crate::projection::Projection;
use crate::secrets;
use crate::store::{Appending, Link, Store, StoreError};

/// A command being judged: its answer, and whether it changed the game.
type Judging<'a, A> =
    std::pin::Pin<Box<dyn Future<Output = Result<(A, bool), HubError>> + Send + 'a>>;

/// How many times a refused or conflicting change is judged again after
/// catching up with other servers, before its answer stands.
const CATCH_UP_TRIES: usize = 8;
/// A game's calls arriving at a server that is not its home: it claims
/// the game (if the home let it go, or died) at most this often.
const CLAIM_EVERY: Duration = Duration::from_secs(1);

struct GameTask<E: Encoding> {
    hosted: HostedGame,
    /// The link of the game's last entry in the store, which the next
    /// append names as the entry it builds on (see [`Link`]).
    link: Option<Link>,
    projection: Arc<Projection<E>>,
    store: Store,
    options: HubOptions,
    /// Set when other servers announced changes this game has not applied.
    behind: Arc<AtomicU64>,
    /// Where house bots think.
    house: House,
    /// The task's own queue, for the house bots' answers; weak, so that it
    /// does not keep the queue open when the game leaves memory.
    own: mpsc::WeakSender<Command<E>>,
    /// The version a house move is being chosen for.
    house_pending: Option<u64>,
    /// House moves the store failed in a row, and the wait before the next.
    house_backoff: Backoff,
    /// No house bot chooses before then: the store failed its last move.
    house_paused_until: Option<Instant>,
    /// Timers' changes the store failed in a row, and the wait before the
    /// next.
    timer_backoff: Backoff,
    /// Timers (clock, house fill) wait until then after a failure, instead
    /// of firing again at once.
    timers_paused_until: Option<Instant>,
    /// Whether this server is the game's home: only the home acts on its
    /// own (timers, house bots).
    home: Arc<Home>,
    /// Set when the store lost versions this copy holds: the task leaves,
    /// and the game is loaded again from what the store has.
    lost: bool,
    /// When this copy, not being the home, last tried to claim the game.
    claim_tried: Option<Instant>,
    /// Whether other servers changed the game since its last call here,
    /// while this server was its home.
    others_wrote: bool,
    /// The epoch of the claim `others_wrote` counts under: the first
    /// catch-up under a new claim reads what the home before stored, which
    /// says nothing of where the game's calls go now.
    wrote_under: Option<u64>,
}

/// The bounded pool the house bots think on, off every game's task.
#[derive(Clone, Debug)]
pub struct House {
    /// One permit per decision in progress.
    pub permits: Arc<Semaphore>,
    /// Where the decisions run; joined at shutdown.
    pub tasks: TaskTracker,
    /// The expert's time per move.
    pub move_time: Duration,
    /// Decisions are made on the runtime, not on a thread
    /// ([`HubOptions::house_threads`] 0).
    pub inline: bool,
    /// Cancelled at shutdown: decisions waiting for a thread are dropped.
    pub stop: CancellationToken,
}

/// Starts the task of `hosted`, tracked by `tasks`; `claim` says whether
/// this server is the game's home.
#[allow(clippy::too_many_arguments)]
pub fn spawn<E: Encoding>(
    hosted: HostedGame,
    link: Option<Link>,
    claim: Option<crate::store::Claim>,
    store: Store,
    registry: Arc<Registry<E>>,
    options: &HubOptions,
    house: &House,
    stop: &CancellationToken,
    tasks: &TaskTracker,
) -> GameHandle<E> {
    let projection = Arc::new(Projection::new(&hosted, options.resume_window));
    let (commands, queue) = mpsc::channel(options.queue);
    let id = hosted.id.clone();
    let behind = Arc::new(AtomicU64::new(0));
    // The jitter of this game's waits, its own.
    let jitter = u64::from_le_bytes(secrets::token_hash(&id)[..8].try_into().unwrap_or_default());
    let home = Arc::new(Home::new(claim, store.incarnation()));
    let task = GameTask {
        hosted,
        link,
        projection: projection.clone(),
        store,
        options: options.clone(),
        behind: behind.clone(),
        house: house.clone(),
        own: commands.downgrade(),
        house_pending: None,
        house_backoff: Backoff::new(jitter),
        house_paused_until: None,
        timer_backoff: Backoff::new(jitter.rotate_left(32)),
        timers_paused_until: None,
        home: home.clone(),
        lost: false,
        claim_tried: None,
        others_wrote: false,
        wrote_under: None,
    };
    let stop = stop.clone();
    let watched = projection.clone();
    let inner = tasks.spawn(task.run(queue, registry.clone(), stop));
    // A panic is a bug: it is logged, and the game is loaded afresh from the
    // store by the next call instead of being left half-changed.
    tasks.spawn(async move {
        if let Err(error) = inner.await
            && error.is_panic()
        {
            tracing::error!(game = %id, "the game's task panicked; it will be reloaded from the store");
            registry.forget(&id, &watched);
        }
    });
    GameHandle {
        commands,
        projection,
        behind,
        home,
    }
}

impl<E: Encoding> GameTask<E> {
    async fn run(
        mut self,
        mut queue: mpsc::Receiver<Command<E>>,
        registry: Arc<Registry<E>>,
        stop: CancellationToken,
    ) {
        let mut last_used = Instant::now();
        let mut last_sent = Instant::now();
        let mut last_called = Instant::now();
        loop {
            if self.lost {
                break;
            }
            self.schedule_house();
            let timer = self.timer();
            let linger = if self.hosted.status().is_over() {
                self.options.finished_linger
            } else {
                self.options.idle
            };
            let leave_at = last_used + linger;
            let beat_at = last_sent + self.options.heartbeat;
            tokio::select! {
                biased;
                () = stop.cancelled() => {
                    // What callers already sent is carried out: a move
                    // queued when the shutdown began is played and
                    // answered, not dropped. Nothing new is taken, and no
                    // house bot moves any more.
                    queue.close();
                    while let Ok(command) = queue.try_recv() {
                        if !matches!(command, Command::HouseMove { .. }) {
                            self.handle(command).await;
                        }
                    }
                    break;
                }
                command = queue.recv() => {
                    let Some(command) = command else { break };
                    let called = command.is_call();
                    let mut published = self.handle(command).await;
                    if called {
                        last_called = Instant::now();
                        self.others_wrote = false;
                        self.claim_where_called().await;
                    }
                    if self.behind.swap(0, Ordering::AcqRel) > self.hosted.version {
                        published |= self.catch_up().await.unwrap_or(false);
                    }
                    if !called {
                        self.hand_over_if_unused(last_called).await;
                    }
                    if published {
                        last_sent = Instant::now();
                    }
                    last_used = Instant::now();
                    if self.lost {
                        break;
                    }
                }
                () = sleep_until_some(self.house_paused_until) => {
                    // The house bot to move chooses again (schedule_house).
                    self.house_paused_until = None;
                }
                () = sleep_until_some(timer) => {
                    if self.on_timer().await {
                        last_sent = Instant::now();
                    }
                    last_used = Instant::now();
                    if self.lost {
                        break;
                    }
                }
                () = tokio::time::sleep_until(leave_at.min(beat_at)) => {
                    let now = Instant::now();
                    if now >= beat_at {
                        if self.projection.watchers() > 0 {
                            // A lost announcement delays a change by one
                            // heartbeat at most.
                            let caught_up = self.store.is_shared()
                                && self.catch_up().await.unwrap_or(false);
                            if !caught_up {
                                self.projection.heartbeat(self.options.clock.now_ms());
                            }
                        }
                        last_sent = now;
                    }
                    // A game with a clock running, seats to fill or a house
                    // bot to move stays: nobody else would make it go on. An
                    // open game waiting only for its expiry leaves: `tend`
                    // loads it again when it is due, from its row.
                    let busy = self.home.is_home()
                        && (self.hosted.deadline_ms().is_some()
                            || self.hosted.house_fill_ms().is_some()
                            || self.hosted.house_to_move().is_some());
                    if now >= leave_at {
                        let projection = self.projection.clone();
                        let alone = || {
                            if projection.watchers() > 0 || !queue.is_empty() {
                                return false;
                            }
                            queue.close();
                            true
                        };
                        if !busy && registry.evict(&self.hosted.id, &self.projection, alone) {
                            tracing::debug!(game = %self.hosted.id, "game unloaded");
                            // Listings read the game from its summary now.
                            self.store.save_summary(&self.projection.view()).await;
                            if let Some(claim) = self.home.take() {
                                self.store.release(&self.hosted.id, claim).await;
                            }
                            break;
                        }
                        // Busy or watched: stay, and look again after
                        // another while. (Not moving `last_used` on had a
                        // busy game wake here at once, again and again, until
                        // its timer fired: a turn clock longer than the
                        // idle time spun a core.)
                        last_used = now;
                    }
                }
            }
        }
        if self.lost {
            registry.forget(&self.hosted.id, &self.projection);
            self.projection.retire();
            if let Some(claim) = self.home.take() {
                self.store.release(&self.hosted.id, claim).await;
            }
        }
        // Commands that slipped in as the game left: their callers ask again
        // (or are told the server is stopping).
        queue.close();
        while let Ok(command) = queue.try_recv() {
            if stop.is_cancelled() {
                drop(command);
            } else {
                command.unloaded();
            }
        }
    }

    /// Carries out one command; true when it published a change.
    async fn handle(&mut self, command: Command<E>) -> bool {
        match command {
            Command::Join {
                seat,
                player_name,
                account,
                token,
                dice_contribution,
                reply,
            } => {
                let (result, published) = self
                    .judged_caught_up(|task| {
                        Box::pin(task.join(
                            seat,
                            player_name.clone(),
                            account.clone(),
                            token.clone(),
                            dice_contribution.clone(),
                        ))
                    })
                    .await;
                let _ = reply.send(result);
                published
            }
            Command::Submit {
                token_hash,
                mv,
                expected_version,
                request_id,
                reply,
            } => {
                let (result, published) = self
                    .judged_caught_up(|task| {
                        Box::pin(task.submit(
                            token_hash,
                            mv.clone(),
                            expected_version,
                            request_id.clone(),
                        ))
                    })
                    .await;
                let _ = reply.send(result);
                published
            }
            Command::Log { reply } => {
                let _ = reply.send(Ok(self.hosted.clone()));
                false
            }
            Command::HouseMove { version, mv } => self.house_move(version, mv).await,
            Command::CatchUp { reply } => {
                // A notice of this server's own append arrives while the
                // append is still on its way back: nothing to read then.
                let announced = self.behind.swap(0, Ordering::AcqRel);
                if reply.is_none() && announced <= self.hosted.version {
                    return false;
                }
                let result = self.catch_up().await;
                let published = result.as_ref().is_ok_and(|applied| *applied);
                if let Some(reply) = reply {
                    let _ = reply.send(result.map(|_| ()));
                }
                published
            }
        }
    }

    /// Judges a command with `judge`; on a shared store, while the answer may
    /// be wrong only because this copy is behind the log, catches up and
    /// judges again, at most [`CATCH_UP_TRIES`] times. Returns the answer,
    /// and whether a change was published (caught up, or the command's own).
    async fn judged_caught_up<A>(
        &mut self,
        mut judge: impl for<'a> FnMut(&'a mut Self) -> Judging<'a, A>,
    ) -> (Result<A, HubError>, bool) {
        let mut caught_up = false;
        let mut result = judge(self).await;
        for _ in 0..CATCH_UP_TRIES {
            if !self.catches_up(&result) {
                break;
            }
            match self.catch_up().await {
                Ok(true) => caught_up = true,
                Ok(false) => break,
                Err(error) => {
                    result = Err(error);
                    break;
                }
            }
            result = judge(self).await;
        }
        let published = caught_up || result.as_ref().is_ok_and(|(_, changed)| *changed);
        (result.map(|(answer, _)| answer), published)
    }

    /// Whether `result` may be wrong only because other servers changed the
    /// game since this one last read it: on a shared store, a refusal is
    /// given only by a game that has caught up, and a conflict always
    /// means another server's change is in the log.
    fn catches_up<T>(&self, result: &Result<T, HubError>) -> bool {
        self.store.is_shared()
            && matches!(
                result,
                Err(HubError::Entry(_)
                    | HubError::TokenInvalid
                    | HubError::StaleVersion { .. }
                    | HubError::Store(StoreError::Conflict { .. }))
            )
    }

    /// A home that got no call for a heartbeat while other servers changed
    /// the game lets it go, so that the server its calls go to (the
    /// balancer sends them all to one) takes it on its next call.
    async fn hand_over_if_unused(&mut self, last_called: Instant) {
        if self.store.is_shared()
            && self.others_wrote
            && Instant::now() >= last_called + self.options.heartbeat
            && self.projection.watchers() == 0
            && let Some(claim) = self.home.take()
        {
            tracing::debug!(game = %self.hosted.id, "handing the game over: its calls go to another server");
            self.store.release(&self.hosted.id, claim).await;
        }
    }

    /// On a shared store, a game called here whose home is another server
    /// claims it, when the home let it go or died: the home follows the
    /// calls, which the balancer sends to one server per game.
    async fn claim_where_called(&mut self) {
        if !self.store.is_shared() || self.home.is_home() {
            return;
        }
        let now = Instant::now();
        if self.claim_tried.is_some_and(|at| now < at + CLAIM_EVERY) {
            return;
        }
        self.claim_tried = Some(now);
        if let Ok(Some(claim)) = self.store.claim(&self.hosted.id).await {
            crate::metrics::metrics().homes_claimed.add(1, &[]);
            tracing::debug!(game = %self.hosted.id, epoch = claim.epoch, "this server is the game's home now");
            self.home.set(claim);
        }
    }

    /// Applies and publishes what other servers stored after this game's
    /// version; true when there was something.
    async fn catch_up(&mut self) -> Result<bool, HubError> {
        let id = self.hosted.id.clone();
        let held = self.hosted.version;
        // From the version this copy holds, to check the store still has
        // it: a database that lost it, and took another server's entry in
        // its place, would have this copy go on from a history that is gone.
        let loaded = match self.store.load_linked(&id, held.saturating_sub(1)).await {
            Ok(loaded) => loaded.unwrap_or_default(),
            Err(error) => return Err(super::store_error(error)),
        };
        let link = loaded.last_link();
        let mut entries = loaded.entries;
        if held > 0 {
            // The entry this copy holds last, and the history under it (its
            // link), must be the store's.
            if entries.first() != self.hosted.last_entry()
                || loaded.links.first().copied().flatten() != self.link
            {
                return Err(self.history_lost().await);
            }
            entries.remove(0);
        }
        let applied = !entries.is_empty();
        let epoch = self.home.claim().map(|claim| claim.epoch);
        if epoch == self.wrote_under {
            self.others_wrote |= applied;
        } else {
            // Taken over (a due game whose home died): what the old home
            // stored is not another server being called. Counted, a game
            // nobody calls was let go at once and taken over again by
            // `tend`, for ever, its clocks and house bots never acting.
            self.wrote_under = epoch;
            self.others_wrote = false;
        }
        for entry in entries {
            let version = self.hosted.version + 1;
            let next = self.hosted.next(&entry).map_err(|error| {
                tracing::error!(game = %id, version, %error, "a stored change does not replay");
                HubError::GameCorrupt {
                    id: id.clone(),
                    version,
                }
            })?;
            let events = next.events.clone();
            self.hosted.commit(entry, next);
            self.projection.publish(&self.hosted, &events);
        }
        if applied || held == 0 {
            self.link = link;
        }
        if applied {
            tracing::debug!(game = %self.hosted.id, version = self.hosted.version, "caught up with other servers");
        }
        Ok(applied)
    }

    /// When the next timer (the turn clock, the house fill of an open
    /// matchmaking game, or the expiry of an open game) fires.
    fn timer(&self) -> Option<Instant> {
        if !self.home.is_home() {
            return None;
        }
        let at_ms = [
            self.hosted.deadline_ms(),
            self.hosted.house_fill_ms(),
            self.hosted.expiry_ms(self.options.open_game_expiry),
        ]
        .into_iter()
        .flatten()
        .min()?;
        let at = Instant::now()
            + Duration::from_millis(at_ms.saturating_sub(self.options.clock.now_ms()));
        Some(match self.timers_paused_until {
            Some(paused) => at.max(paused),
            None => at,
        })
    }

    /// Fires what is due: fills free seats with house bots, plays the
    /// default move of a seat whose clock ran out, or cancels an open game
    /// nobody joined in time. True when it published.
    async fn on_timer(&mut self) -> bool {
        self.timers_paused_until = None;
        if !self.home.is_home() {
            return false;
        }
        // Another server may have done it already. A copy that finds its
        // history lost acts no more: it leaves, and is loaded again.
        let mut published = self.store.is_shared() && self.catch_up().await.unwrap_or(false);
        if self.lost {
            return published;
        }
        let now = self.options.clock.now_ms();
        let result = if self.hosted.house_fill_ms().is_some_and(|at| at <= now) {
            self.fill_with_house().await
        } else if self.hosted.deadline_ms().is_some_and(|at| at <= now) {
            self.clock_ran_out().await
        } else if self
            .hosted
            .expiry_ms(self.options.open_game_expiry)
            .is_some_and(|at| at <= now)
        {
            self.expire().await
        } else {
            return published;
        };
        match result {
            Ok(()) => {
                self.timer_backoff.succeeded();
                published = true;
            }
            Err(error) => {
                let wait = self.timer_backoff.failed();
                if self.timer_backoff.failures() == 1 {
                    tracing::warn!(game = %self.hosted.id, %error, "a timer's change failed; trying again after a growing wait");
                } else {
                    tracing::debug!(game = %self.hosted.id, failures = self.timer_backoff.failures(), ?wait, %error, "a timer's change failed again");
                }
                if self.store.is_shared() && !self.lost {
                    published |= self.catch_up().await.unwrap_or(false);
                }
                self.timers_paused_until = Some(Instant::now() + wait);
            }
        }
        published
    }

    /// Seats house bots in every free seat of an open matchmaking game.
    async fn fill_with_house(&mut self) -> Result<(), HubError> {
        let strategy = match &self.hosted.table.house_fill {
            Some((_, strategy)) => strategy.clone(),
            None => return Ok(()),
        };
        while let Some(seat) = self.hosted.free_seat() {
            let entry = house_join(
                seat,
                &strategy,
                self.hosted.table.rated,
                self.options.clock.now_ms(),
            )?;
            self.apply(entry).await?;
        }
        tracing::info!(game = %self.hosted.id, %strategy, "free seats filled with house bots");
        Ok(())
    }

    /// Cancels the open game: no seat was taken for the server's expiry.
    async fn expire(&mut self) -> Result<(), HubError> {
        tracing::info!(game = %self.hosted.id, "no seat taken in time: the open game is cancelled");
        self.apply(Entry::Cancelled {
            reason: CancelReason::Expired,
            time_ms: self.options.clock.now_ms(),
        })
        .await?;
        Ok(())
    }

    /// Plays the default move of the seat to move, whose clock ran out, and
    /// passes the seat to a house bot if that keeps happening.
    async fn clock_ran_out(&mut self) -> Result<(), HubError> {
        let seat = self.hosted.game.current_seat();
        let Some(mv) = self.hosted.game.legal_moves().into_iter().next() else {
            return Err(HubError::Internal("no legal move to play by default"));
        };
        tracing::info!(game = %self.hosted.id, seat, "the clock ran out: playing the default move");
        self.apply(Entry::Moved {
            seat,
            mv,
            request_id: String::new(),
            time_ms: self.options.clock.now_ms(),
            timed_out: true,
        })
        .await?;
        if self.hosted.takes_over(seat) && self.hosted.status() == Status::Playing {
            tracing::info!(game = %self.hosted.id, seat, "the seat passes to a house bot");
            self.apply(Entry::HouseTookOver {
                seat,
                strategy: TAKEOVER_STRATEGY.to_owned(),
                time_ms: self.options.clock.now_ms(),
            })
            .await?;
        }
        Ok(())
    }

    /// Starts a house bot thinking when a house seat is to move, once per
    /// version, on the house pool; its choice comes back as a command.
    fn schedule_house(&mut self) {
        if !self.home.is_home() || self.house_paused_until.is_some() {
            return;
        }
        let Some((seat, strategy)) = self.hosted.house_to_move() else {
            return;
        };
        let version = self.hosted.version;
        if self.house_pending == Some(version) {
            return;
        }
        self.house_pending = Some(version);
        let strategy = match HouseStrategy::from_str(strategy) {
            Ok(strategy) => strategy,
            Err(error) => {
                tracing::error!(game = %self.hosted.id, seat, %error, "a house seat with an unknown strategy");
                return;
            }
        };
        let game = self.hosted.game.clone();
        let own = self.own.clone();
        let house = self.house.clone();
        let seed = crate::secrets::house_seed(&self.hosted.seed.0, version);
        #[cfg(test)]
        let panics = self.hosted.seed.0 == tests::PANICKING_SEED;
        self.house.tasks.spawn(async move {
            let permit = tokio::select! {
                biased;
                () = house.stop.cancelled() => return,
                permit = house.permits.clone().acquire_owned() => permit,
            };
            let Ok(_permit) = permit else {
                return;
            };
            let move_time = house.move_time;
            let decide = move || {
                #[cfg(test)]
                tests::maybe_panic(panics);
                let moves = game.legal_moves();
                let mut player = strategy.player(seed, move_time);
                let index = player.choose(&game, &moves);
                moves.get(index).or(moves.first()).cloned()
            };
            let chosen = if house.inline {
                decide()
            } else {
                tokio::task::spawn_blocking(decide).await.ok().flatten()
            };
            // The game may have left memory meanwhile; it chooses again
            // when loaded. A decision that failed is answered too: left
            // pending, the game would wait for a move nobody is choosing.
            if let Some(own) = own.upgrade() {
                let _ = own
                    .send(Command::HouseMove {
                        version,
                        mv: chosen,
                    })
                    .await;
            }
        });
    }

    /// Plays a house bot's move, if the game is still where it was chosen.
    async fn house_move(&mut self, version: u64, mv: Option<Move>) -> bool {
        // A home that let the game go leaves its house bots to the next.
        let wanted = version == self.hosted.version && self.home.is_home();
        let Some((seat, _)) = self.hosted.house_to_move().filter(|_| wanted) else {
            // Chosen for nothing. A choice for this version must be made
            // again once the server is the game's home again (its lease
            // lapsed while the bot thought, and came back): left pending,
            // the game would wait for a move nobody is choosing.
            if self.house_pending == Some(version) {
                self.house_pending = None;
            }
            return false;
        };
        let result = match mv {
            Some(mv) => {
                self.apply(Entry::Moved {
                    seat,
                    mv,
                    request_id: String::new(),
                    time_ms: self.options.clock.now_ms(),
                    timed_out: false,
                })
                .await
            }
            None => Err(HubError::Internal("the house bot's decision failed")),
        };
        match result {
            Ok(_) => {
                if self.house_backoff.failures() > 0 {
                    tracing::info!(game = %self.hosted.id, seat, failures = self.house_backoff.failures(), "a house move is stored again");
                }
                self.house_backoff.succeeded();
                true
            }
            Err(error) => {
                // Chosen again after a wait that grows while the store
                // keeps failing: no spinning, one warning, then quiet.
                let wait = self.house_backoff.failed();
                let failures = self.house_backoff.failures();
                if failures == 1 {
                    tracing::warn!(game = %self.hosted.id, seat, %error, "a house move failed; choosing again after a growing wait");
                } else {
                    tracing::debug!(game = %self.hosted.id, seat, failures, ?wait, %error, "a house move failed again");
                }
                self.house_pending = None;
                self.house_paused_until = Some(Instant::now() + wait);
                !self.lost && self.store.is_shared() && self.catch_up().await.unwrap_or(false)
            }
        }
    }

    /// Judges, stores, commits and publishes `entry`.
    async fn apply(&mut self, entry: Entry) -> Result<Arc<Update<E>>, HubError> {
        let next = self.hosted.next(&entry)?;
        let expiry = self.options.open_game_expiry;
        let before = self.hosted.row(expiry);
        let after = self.hosted.row_after(&entry, &next, expiry);
        let rated = self.hosted.rated_end(&entry, &next);
        let appending = Appending {
            entry: &entry,
            row: (after != before).then_some(&after),
            matchmade: self.hosted.table.matchmaking,
            rated: rated.as_ref(),
        };
        let version = self.hosted.version + 1;
        let link = match self
            .store
            .append_all(&self.hosted.id, version, self.link, &[appending])
            .await
        {
            Ok(link) => link,
            Err(StoreError::HistoryLost { .. }) => {
                return Err(self.history_lost().await);
            }
            Err(error) => return Err(error.into()),
        };
        let events = next.events.clone();
        self.link = link;
        self.hosted.commit(entry, next);
        Ok(self.projection.publish(&self.hosted, &events))
    }

    /// The store no longer holds the history this copy holds: the database
    /// lost acknowledged changes (and another server may have stored others
    /// in their place). Reported once, here, with the versions lost: from
    /// the first this copy holds that the store does not (missing, or
    /// another entry), to the last this copy holds. The task then leaves,
    /// and the next call loads the game from the store.
    async fn history_lost(&mut self) -> HubError {
        let held = self.hosted.version;
        let from = self.first_lost().await;
        tracing::error!(
            game = %self.hosted.id,
            lost_from = from,
            lost_to = held,
            "the database lost acknowledged versions {from} to {held} of this game; it goes on from what the database holds"
        );
        self.lost = true;
        HubError::HistoryLost {
            id: self.hosted.id.clone(),
            from,
            to: held,
        }
    }

    /// The first version this copy holds that the store does not hold the
    /// same (the version held, when the store cannot be read).
    async fn first_lost(&self) -> u64 {
        let held = self.hosted.version;
        match self.store.load(&self.hosted.id).await {
            Ok(Some(stored)) => self
                .hosted
                .log()
                .iter()
                .zip(&stored)
                .position(|(mine, theirs)| mine != theirs)
                .map_or_else(
                    || stored.len().min(self.hosted.log().len()) as u64 + 1,
                    |index| index as u64 + 1,
                )
                .min(held),
            _ => held,
        }
    }

    async fn join(
        &mut self,
        seat: Option<Seat>,
        player_name: String,
        account: Option<String>,
        token: String,
        dice_contribution: Vec<u8>,
    ) -> Result<(Joined, bool), HubError> {
        let token_hash = hex::encode(secrets::token_hash(&token));
        // Even a seat taken before: a seat in a game that will never start
        // is no seat (and FindGame looks for another on this refusal).
        if self.hosted.status() == Status::Cancelled {
            return Err(EntryError::Cancelled.into());
        }
        if let Some(taken) = self.hosted.seat_of(&token_hash) {
            // The same join again: its seat, nothing taken twice.
            return Ok(((self.projection.view(), taken, token), false));
        }
        if self.hosted.status() != Status::Open {
            return Err(EntryError::GameFull.into());
        }
        let seat = match seat {
            Some(seat) => seat,
            None => self.hosted.free_seat().ok_or(EntryError::GameFull)?,
        };
        tracing::info!(game = %self.hosted.id, seat, "seat joining");
        // The log keeps only contributions that count (the rules of the
        // game ignore any other anyway).
        let dice_contribution = if self.hosted.dice.takes_contributions() {
            dice_contribution
        } else {
            Vec::new()
        };
        self.apply(Entry::Joined {
            seat,
            player_name,
            token_hash,
            time_ms: self.options.clock.now_ms(),
            house: None,
            dice_contribution,
            account,
        })
        .await?;
        Ok(((self.projection.view(), seat, token), true))
    }

    async fn submit(
        &mut self,
        token_hash: [u8; 32],
        mv: Move,
        expected_version: Option<u64>,
        request_id: String,
    ) -> Result<(Committed<E>, bool), HubError> {
        let seat = self
            .hosted
            .seat_of(&hex::encode(token_hash))
            .ok_or(HubError::TokenInvalid)?;
        let mut answered = self.hosted.answered(seat, &request_id);
        if answered.is_some() && self.store.is_shared() {
            // A retry is answered from memory: first make sure the store
            // still holds what this copy holds (a database that lost its
            // last commits may have lost this very move), and has nothing
            // newer. A lost history is the answer then, not "done".
            self.catch_up().await?;
            answered = self.hosted.answered(seat, &request_id);
        }
        let hosted = &self.hosted;
        if let Some(version) = answered {
            // The same id for another move is a client bug, not a retry.
            if hosted.move_at(version) != Some(&mv) {
                return Err(HubError::RequestIdReused(request_id));
            }
            // A retry: the first answer again, nothing applied.
            let (then, events) = hosted.at_version(version).ok_or(EntryError::Corrupt(
                "a retried move is missing from the log",
            ))?;
            let view = then.view();
            let update = Arc::new(Update::change(&view, &events));
            return Ok((
                Committed {
                    view: Arc::new(view),
                    update,
                },
                false,
            ));
        }
        match hosted.status() {
            Status::Open => return Err(EntryError::NotStarted.into()),
            Status::Finished => return Err(EntryError::Finished.into()),
            Status::Cancelled => return Err(EntryError::Cancelled.into()),
            Status::Playing => {}
        }
        let current = hosted.version;
        if let Some(expected) = expected_version.filter(|&e| e != current) {
            return Err(HubError::StaleVersion { expected, current });
        }
        let update = self
            .apply(Entry::Moved {
                seat,
                mv,
                request_id,
                time_ms: self.options.clock.now_ms(),
                timed_out: false,
            })
            .await?;
        Ok((
            Committed {
                view: self.projection.view(),
                update,
            },
            true,
        ))
    }
}

/// Sleeps until `at`, or for ever.
async fn sleep_until_some(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// The entry of a house bot taking seat `seat`: its token is drawn and
/// thrown away, since the server moves for it directly.
/// In a rated game the seat is the strategy's house account's.
pub fn house_join(
    seat: Seat,
    strategy: &str,
    rated: bool,
    time_ms: u64,
) -> Result<Entry, HubError> {
    let token = secrets::new_seat_token()?;
    Ok(Entry::Joined {
        seat,
        player_name: house_name(strategy, seat),
        token_hash: hex::encode(secrets::token_hash(&token)),
        time_ms,
        house: Some(strategy.to_owned()),
        // The server's bot adds nothing the server could steer with.
        dice_contribution: Vec::new(),
        account: rated.then(|| crate::ladder::house_account(strategy)),
    })
}

/// A house seat's player name: its strategy, capitalised, then "bot" and
/// the seat's number counted from 1 ("Greedy bot 2", "Expert-montecarlo bot
/// 5"). Unique within the game, the same on every replay, and within the
/// player-name rules (at most 23 characters: letters, digits, spaces, `-`).
fn house_name(strategy: &str, seat: Seat) -> String {
    let mut chars = strategy.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    format!(
        "{}{} bot {}",
        first.unwrap_or_default(),
        chars.as_str(),
        u32::from(seat) + 1
    )
}

#[cfg(test)]
pub(super) mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};

    /// The dice seed of games whose first house decision panics.
    pub(in crate::hub) const PANICKING_SEED: [u8; 32] = [0xEE; 32];
    static PANICKED: AtomicBool = AtomicBool::new(false);

    /// Panics in the first house decision of a game dealt from
    /// [`PANICKING_SEED`] (`panics`), as a bug in a strategy would.
    pub(super) fn maybe_panic(panics: bool) {
        if panics && !PANICKED.swap(true, Ordering::SeqCst) {
            panic!("a house decision panicked (a test's)");
        }
    }
}
