//! A shared store in memory, for the simulator (`hub::tests_sim`): what
//! PostgreSQL does for several servers — a log per game whose appends are
//! fenced by their links, one home per game, leases, matchmaking's seats,
//! the ladder, announcements — with the faults a test injects, and a record
//! of what happened that the simulator's invariants are checked against.
//!
//! Every server's handle ([`SimStore`]) shares one [`SimDb`]. Nothing here
//! waits on a thread or the operating system: on a paused, single-threaded
//! tokio runtime a schedule is a function of its seed, so a failing seed
//! replays exactly.
//!
//! The faults, as they happen to a real deployment:
//! - [`SimDb::lose`]: the database forgets its last commits, every table at
//!   once (a crash under `--durability process`, or a failover to an
//!   asynchronous replica);
//! - [`SimDb::outage`]: every call fails for a while (the database is
//!   unreachable);
//! - [`Faults`]: a call fails, or waits, or an append commits but its
//!   answer is lost; an announcement is dropped;
//! - [`SimDb::cut_lease`]: a server's lease session dies: the others count
//!   it dead at once, it voids its claims a little later, then comes back
//!   under a new incarnation;
//! - a server's clock runs off by a skew the lease measures
//!   ([`SimDb::new`]).

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::sync::atomic::AtomicI64;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::{broadcast, watch};
use tokio::time::Instant;

use super::{
    Appending, Claim, LadderCursor, LadderPage, LadderQuery, Link, ListQuery, Listed, ListedGame,
    Loaded, Notice, StoreError,
};
use crate::hosted::{Entry, GameRow, GameView, Status};
use crate::ladder::{
    Account, HOUSE_STRATEGIES, RatedGame, Rating, house_account, house_account_name, name_key, rate,
};

/// How many of its last commits the database can forget at once.
pub(crate) const MOST_LOST: usize = 6;

/// How an append is checked against the history it was built on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fence {
    /// Only on the exact entry it was built on (its link): the store.
    Links,
    /// Only on "version n−1 exists": the store before links, kept so the
    /// simulator can show it finds the fork that allowed.
    VersionOnly,
}

/// The chances of the faults that strike single calls, in parts per
/// million of calls.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Faults {
    /// A call fails.
    pub fail: u32,
    /// A call waits up to `max_delay` first.
    pub delay: u32,
    /// The longest wait.
    pub max_delay: Duration,
    /// An append commits, but its answer is lost.
    pub lost_answer: u32,
    /// An announcement does not reach a server.
    pub drop_notice: u32,
}

/// What the simulated database saw, for the invariants.
#[derive(Debug, Default)]
pub(crate) struct Record {
    /// Appends stored on top of an entry other than the one they were
    /// built on: forked games (`game`, version).
    pub forked: Vec<(String, u64)>,
    /// The versions each game lost to [`SimDb::lose`], over the whole run.
    pub dropped: BTreeMap<String, BTreeSet<u64>>,
    /// When each game's appends failed (injected failures and outages).
    pub failed_appends: BTreeMap<String, Vec<Instant>>,
    /// When the entry stored last at each version of each game was
    /// committed, on the true clock (ms), so a timer that fired early shows.
    pub committed_ms: BTreeMap<(String, u64), u64>,
    /// Calls made to the store.
    pub calls: u64,
    /// The calls went past [`MOST_CALLS`]: something retried without end;
    /// every call since waits for ever, so that the schedule ends.
    pub runaway: bool,
}

/// More calls than a schedule makes unless something retries without end.
pub(crate) const MOST_CALLS: u64 = 1_000_000;

/// One stored entry.
#[derive(Clone, Debug)]
struct Stored {
    entry: Arc<Entry>,
    link: Link,
}

/// A game's row and log.
#[derive(Clone, Debug)]
struct SimGame {
    seq: u64,
    log: Vec<Stored>,
    requests: BTreeSet<(u8, String)>,
    status: Status,
    due_ms: Option<u64>,
    lobby: Option<String>,
    creator: Option<String>,
    home: Option<String>,
    epoch: u64,
    summary: Option<(u64, String)>,
    /// How many times a rated result of this game was applied.
    rated: u32,
}

#[derive(Clone, Debug)]
struct AccountRow {
    account: Account,
    name_key: String,
    key_hash: Option<String>,
    previous_key_hash: Option<String>,
}

/// What the database holds: every table, cloned whole before each commit
/// so that [`SimDb::lose`] can go back to any of the last few.
#[derive(Clone, Debug, Default)]
struct Tables {
    games: BTreeMap<String, SimGame>,
    next_seq: u64,
    lobby_seats: BTreeMap<String, String>,
    accounts: BTreeMap<String, AccountRow>,
    rated_games: BTreeMap<(String, String), RatedGame>,
}

/// A server, as the database sees it.
#[derive(Debug)]
struct Server {
    incarnation: watch::Sender<u64>,
    /// Its lease session is connected: the others count it alive.
    alive: bool,
    /// It holds its lease (it claims and tends games); false between a
    /// lapse and its next incarnation.
    holding: bool,
    notices: broadcast::Sender<Notice>,
    offset_ms: Arc<AtomicI64>,
}

impl Server {
    fn name(&self, index: usize) -> String {
        format!("s{index}.{}", *self.incarnation.borrow())
    }
}

struct Inner {
    tables: Tables,
    /// The tables before each of the last commits, oldest first.
    before: VecDeque<Tables>,
    servers: Vec<Server>,
    faults: Faults,
    fence: Fence,
    outage_until: Option<Instant>,
    rng: fastrand::Rng,
    record: Record,
}

/// The database the simulated servers share.
pub(crate) struct SimDb {
    inner: Mutex<Inner>,
    /// The true time at `started`, in ms since the epoch.
    base_ms: u64,
    started: Instant,
}

impl std::fmt::Debug for SimDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimDb").finish_non_exhaustive()
    }
}

/// An injected failure, as a call sees it.
fn injected(what: &str) -> StoreError {
    StoreError::Postgres(format!("injected: {what}"))
}

impl SimDb {
    /// A database for servers whose clocks read `skews_ms` off the true
    /// time, one per server; the true time starts at `base_ms`.
    pub(crate) fn new(
        seed: u64,
        base_ms: u64,
        skews_ms: &[i64],
        fence: Fence,
        faults: Faults,
    ) -> Arc<SimDb> {
        let servers = skews_ms
            .iter()
            .map(|skew| Server {
                incarnation: watch::Sender::new(0),
                alive: true,
                holding: true,
                notices: broadcast::channel(4096).0,
                // The lease measures the offset exactly: the database's
                // clock minus the server's.
                offset_ms: Arc::new(AtomicI64::new(-skew)),
            })
            .collect();
        let mut tables = Tables::default();
        for strategy in HOUSE_STRATEGIES {
            let name = house_account_name(strategy);
            let id = house_account(strategy);
            tables.accounts.insert(
                id.clone(),
                AccountRow {
                    account: Account {
                        id,
                        display_name: name.clone(),
                        rating: Rating::default(),
                        rated_games: 0,
                        created_ms: base_ms,
                        house_strategy: Some(strategy.to_owned()),
                        key_revoked: false,
                        last_game_ms: None,
                    },
                    name_key: name_key(&name),
                    key_hash: None,
                    previous_key_hash: None,
                },
            );
        }
        Arc::new(SimDb {
            inner: Mutex::new(Inner {
                tables,
                before: VecDeque::new(),
                servers,
                faults,
                fence,
                outage_until: None,
                rng: fastrand::Rng::with_seed(seed),
                record: Record::default(),
            }),
            base_ms,
            started: Instant::now(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Server `server`'s handle.
    pub(crate) fn handle(self: &Arc<SimDb>, server: usize) -> SimStore {
        SimStore {
            db: self.clone(),
            server,
        }
    }

    /// The true time, ms since the epoch.
    pub(crate) fn now_ms(&self) -> u64 {
        self.base_ms + self.started.elapsed().as_millis() as u64
    }

    /// Sets the faults that strike single calls.
    pub(crate) fn set_faults(&self, faults: Faults) {
        self.lock().faults = faults;
    }

    /// Turns a server's clock correction off: its clock is then its own
    /// (the simulator shows what that costs).
    pub(crate) fn uncorrected(&self, server: usize) {
        if let Some(server) = self.lock().servers.get(server) {
            server
                .offset_ms
                .store(0, std::sync::atomic::Ordering::SeqCst);
        }
    }

    /// The database forgets its last `commits` commits (at most
    /// [`MOST_LOST`]), every table at once; the versions lost are
    /// recorded. Answers how many were forgotten.
    pub(crate) fn lose(&self, commits: usize) -> usize {
        let mut inner = self.lock();
        let commits = commits.min(inner.before.len());
        if commits == 0 {
            return 0;
        }
        let keep = inner.before.len() - commits;
        let Some(restored) = inner.before.get(keep).cloned() else {
            return 0;
        };
        inner.before.truncate(keep);
        let lost = std::mem::replace(&mut inner.tables, restored);
        let Inner { tables, record, .. } = &mut *inner;
        for (id, game) in &lost.games {
            let now = tables.games.get(id);
            for (index, stored) in game.log.iter().enumerate() {
                let kept = now
                    .and_then(|g| g.log.get(index))
                    .is_some_and(|s| s.link == stored.link);
                if !kept {
                    record
                        .dropped
                        .entry(id.clone())
                        .or_default()
                        .insert(index as u64 + 1);
                }
            }
        }
        commits
    }

    /// Every call fails for `length`.
    pub(crate) fn outage(&self, length: Duration) {
        self.lock().outage_until = Some(Instant::now() + length);
    }

    /// Server `server`'s lease session dies: the others count it dead at
    /// once; it notices its lapse after `noticed`, and holds a new lease
    /// (a new incarnation) after `back` more.
    pub(crate) async fn cut_lease(&self, server: usize, noticed: Duration, back: Duration) {
        if let Some(s) = self.lock().servers.get_mut(server) {
            s.alive = false;
        }
        tokio::time::sleep(noticed).await;
        if let Some(s) = self.lock().servers.get_mut(server) {
            s.holding = false;
            s.incarnation.send_modify(|n| *n += 1);
        }
        tokio::time::sleep(back).await;
        if let Some(s) = self.lock().servers.get_mut(server) {
            s.alive = true;
            s.holding = true;
        }
    }

    /// Tells every server that announcements may have been missed (a
    /// listener that reconnected).
    pub(crate) fn resync(&self) {
        for server in &self.lock().servers {
            let _ = server.notices.send(Notice::Resync);
        }
    }

    /// What the database saw, taken out.
    pub(crate) fn take_record(&self) -> Record {
        std::mem::take(&mut self.lock().record)
    }

    /// Every game's log as stored now.
    pub(crate) fn logs(&self) -> BTreeMap<String, Vec<Entry>> {
        self.lock()
            .tables
            .games
            .iter()
            .map(|(id, g)| {
                (
                    id.clone(),
                    g.log.iter().map(|s| (*s.entry).clone()).collect(),
                )
            })
            .collect()
    }

    /// How many times each game's rated result was applied, and each
    /// account's count of rated games.
    pub(crate) fn ratings(&self) -> (BTreeMap<String, u32>, BTreeMap<String, u32>) {
        let inner = self.lock();
        let games = inner
            .tables
            .games
            .iter()
            .map(|(id, g)| (id.clone(), g.rated))
            .collect();
        let accounts = inner
            .tables
            .accounts
            .iter()
            .map(|(id, a)| (id.clone(), a.account.rated_games))
            .collect();
        (games, accounts)
    }

    /// How many games are not over, as their rows say.
    pub(crate) fn unfinished(&self) -> usize {
        let inner = self.lock();
        inner
            .tables
            .games
            .values()
            .filter(|g| !g.status.is_over())
            .count()
    }
}

/// One server's handle on the simulated database.
#[derive(Clone, Debug)]
pub struct SimStore {
    db: Arc<SimDb>,
    server: usize,
}

impl SimStore {
    /// Every call starts here: it is counted, may wait, and may fail.
    async fn enter(&self) -> Result<(), StoreError> {
        let runaway = {
            let mut inner = self.db.lock();
            inner.record.calls += 1;
            inner.record.runaway |= inner.record.calls > MOST_CALLS;
            inner.record.runaway
        };
        if runaway {
            return std::future::pending().await;
        }
        let delay = {
            let mut inner = self.db.lock();
            let faults = inner.faults;
            (faults.delay > 0 && inner.rng.u32(..1_000_000) < faults.delay).then(|| {
                let most = faults.max_delay.as_millis().max(1) as u64;
                Duration::from_millis(inner.rng.u64(1..=most))
            })
        };
        if let Some(delay) = delay {
            tokio::time::sleep(delay).await;
        }
        let mut inner = self.db.lock();
        if inner
            .outage_until
            .is_some_and(|until| Instant::now() < until)
        {
            return Err(injected("no database connection"));
        }
        let fail = inner.faults.fail;
        if fail > 0 && inner.rng.u32(..1_000_000) < fail {
            return Err(injected("the connection was reset"));
        }
        Ok(())
    }

    pub(crate) fn notices(&self) -> broadcast::Receiver<Notice> {
        let inner = self.db.lock();
        inner.servers[self.server].notices.subscribe()
    }

    pub(crate) fn health(&self) -> watch::Receiver<bool> {
        watch::channel(true).1
    }

    pub(crate) fn clock_offset(&self) -> Arc<AtomicI64> {
        self.db.lock().servers[self.server].offset_ms.clone()
    }

    pub(crate) fn incarnation(&self) -> watch::Receiver<u64> {
        self.db.lock().servers[self.server].incarnation.subscribe()
    }

    /// This server's name while it holds its lease.
    fn me(inner: &Inner, server: usize) -> Option<String> {
        let s = &inner.servers[server];
        s.holding.then(|| s.name(server))
    }

    /// Whether the server named `name` is alive.
    fn live(inner: &Inner, name: &str) -> bool {
        inner
            .servers
            .iter()
            .enumerate()
            .any(|(i, s)| s.alive && s.name(i) == name)
    }

    pub(crate) async fn append_all(
        &self,
        game_id: &str,
        first: u64,
        before: Option<Link>,
        entries: &[Appending<'_>],
        creator: Option<&str>,
    ) -> Result<Option<Link>, StoreError> {
        if let Err(error) = self.enter().await {
            let mut inner = self.db.lock();
            inner
                .record
                .failed_appends
                .entry(game_id.to_owned())
                .or_default()
                .push(Instant::now());
            return Err(error);
        }
        let mut inner = self.db.lock();
        let now_ms = self.db.now_ms();
        let mut tables = inner.tables.clone();
        let built_on = before;
        let mut link = before;
        let mut forked = None;
        for (version, appending) in (first..).zip(entries) {
            let text = serde_json::to_string(appending.entry)?;
            let next = Link::next(link.as_ref(), version, &text);
            if version == 1 {
                if tables.games.contains_key(game_id) {
                    return Err(StoreError::Conflict {
                        game: game_id.to_owned(),
                        version,
                    });
                }
                let lobby = appending.row.and_then(|r| r.lobby.clone());
                if lobby.is_some()
                    && tables
                        .games
                        .values()
                        .any(|g| g.lobby.is_some() && g.lobby == lobby)
                {
                    return Err(StoreError::TableOpen {
                        game: game_id.to_owned(),
                    });
                }
                tables.next_seq += 1;
                let row = appending.row.cloned().unwrap_or(GameRow {
                    status: Status::Open,
                    due_ms: None,
                    lobby: None,
                });
                tables.games.insert(
                    game_id.to_owned(),
                    SimGame {
                        seq: tables.next_seq,
                        log: Vec::new(),
                        requests: BTreeSet::new(),
                        status: row.status,
                        due_ms: row.due_ms,
                        lobby: row.lobby,
                        creator: creator.map(str::to_owned),
                        home: None,
                        epoch: 0,
                        summary: None,
                        rated: 0,
                    },
                );
            }
            let fence = inner.fence;
            let Some(game) = tables.games.get_mut(game_id) else {
                return Err(StoreError::HistoryLost {
                    game: game_id.to_owned(),
                    missing: first - 1,
                });
            };
            if version == first && version > 1 {
                let at = game.log.get(version as usize - 2).map(|s| s.link);
                let holds = match fence {
                    Fence::Links => at.is_some() && at == built_on,
                    Fence::VersionOnly => at.is_some(),
                };
                if !holds {
                    return Err(StoreError::HistoryLost {
                        game: game_id.to_owned(),
                        missing: first - 1,
                    });
                }
                if at != built_on {
                    forked = Some(version);
                }
            }
            if game.log.len() as u64 >= version {
                return Err(StoreError::Conflict {
                    game: game_id.to_owned(),
                    version,
                });
            }
            if let Entry::Moved {
                seat, request_id, ..
            } = appending.entry
                && !request_id.is_empty()
                && !game.requests.insert((*seat, request_id.clone()))
            {
                return Err(StoreError::Conflict {
                    game: game_id.to_owned(),
                    version,
                });
            }
            game.log.push(Stored {
                entry: Arc::new(appending.entry.clone()),
                link: next,
            });
            if version > 1
                && let Some(row) = appending.row
            {
                game.status = row.status;
                game.due_ms = row.due_ms;
                if row.lobby.is_none() {
                    game.lobby = None;
                }
            }
            let over = game.status.is_over();
            if let Some(hash) = super::matchmade_hash(appending) {
                let seated = tables
                    .lobby_seats
                    .entry(hash.to_owned())
                    .or_insert_with(|| game_id.to_owned());
                if seated != game_id {
                    return Err(StoreError::TokenSeated {
                        game: seated.clone(),
                    });
                }
            }
            if over {
                tables.lobby_seats.retain(|_, g| g != game_id);
            }
            if let Some(end) = appending.rated {
                apply_rated(&mut tables, end)?;
            }
            link = Some(next);
        }
        // Committed: the tables as they were are kept, to be lost.
        let before_commit = std::mem::replace(&mut inner.tables, tables);
        inner.before.push_back(before_commit);
        if inner.before.len() > MOST_LOST {
            inner.before.pop_front();
        }
        if let Some(version) = forked {
            inner.record.forked.push((game_id.to_owned(), version));
        }
        if link.is_some() {
            let version = first + entries.len() as u64 - 1;
            for stored in first..=version {
                inner
                    .record
                    .committed_ms
                    .insert((game_id.to_owned(), stored), now_ms);
            }
            let drop_notice = inner.faults.drop_notice;
            for index in 0..inner.servers.len() {
                if drop_notice > 0 && inner.rng.u32(..1_000_000) < drop_notice {
                    continue;
                }
                let _ = inner.servers[index].notices.send(Notice::Appended {
                    game: game_id.to_owned(),
                    version,
                });
            }
        }
        let lost_answer = inner.faults.lost_answer;
        if lost_answer > 0 && inner.rng.u32(..1_000_000) < lost_answer {
            return Err(injected("the connection broke after the commit"));
        }
        Ok(link)
    }

    pub(crate) async fn load_after(
        &self,
        id: &str,
        after: u64,
    ) -> Result<Option<Loaded>, StoreError> {
        self.enter().await?;
        let inner = self.db.lock();
        let Some(game) = inner.tables.games.get(id) else {
            return Ok(None);
        };
        let rest = game.log.iter().skip(after as usize);
        Ok(Some(Loaded {
            entries: rest.clone().map(|s| (*s.entry).clone()).collect(),
            links: rest.map(|s| Some(s.link)).collect(),
        }))
    }

    pub(crate) async fn claim(&self, game: &str) -> Result<Option<Claim>, StoreError> {
        self.enter().await?;
        let mut inner = self.db.lock();
        let Some(me) = Self::me(&inner, self.server) else {
            return Ok(None);
        };
        let incarnation = *inner.servers[self.server].incarnation.borrow();
        let free = match inner.tables.games.get(game).and_then(|g| g.home.as_deref()) {
            None => true,
            Some(home) => home == me || !Self::live(&inner, home),
        };
        let Some(row) = inner.tables.games.get_mut(game).filter(|_| free) else {
            return Ok(None);
        };
        if row.home.as_deref() != Some(me.as_str()) {
            row.epoch += 1;
        }
        row.home = Some(me);
        Ok(Some(Claim {
            epoch: row.epoch,
            incarnation,
        }))
    }

    pub(crate) async fn release(&self, game: &str, claim: Claim) -> Result<(), StoreError> {
        self.enter().await?;
        let mut inner = self.db.lock();
        let Some(me) = Self::me(&inner, self.server) else {
            return Ok(());
        };
        if *inner.servers[self.server].incarnation.borrow() != claim.incarnation {
            return Ok(());
        }
        if let Some(row) = inner.tables.games.get_mut(game)
            && row.home.as_deref() == Some(me.as_str())
        {
            row.home = None;
        }
        Ok(())
    }

    pub(crate) async fn due(&self, until_ms: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        self.enter().await?;
        let inner = self.db.lock();
        let Some(me) = Self::me(&inner, self.server) else {
            return Ok(Vec::new());
        };
        let mut due: Vec<(u64, &String)> = inner
            .tables
            .games
            .iter()
            .filter(|(_, g)| {
                g.due_ms.is_some_and(|d| d <= until_ms)
                    && g.home
                        .as_deref()
                        .is_none_or(|h| h == me || !Self::live(&inner, h))
            })
            .filter_map(|(id, g)| Some((g.due_ms?, id)))
            .collect();
        due.sort();
        Ok(due
            .into_iter()
            .take(limit)
            .map(|(_, id)| id.clone())
            .collect())
    }

    pub(crate) async fn lobby(&self, lobby: &str, limit: usize) -> Result<Vec<String>, StoreError> {
        self.enter().await?;
        let inner = self.db.lock();
        let mut open: Vec<(u64, &String)> = inner
            .tables
            .games
            .iter()
            .filter(|(_, g)| g.lobby.as_deref() == Some(lobby) && g.status == Status::Open)
            .map(|(id, g)| (g.seq, id))
            .collect();
        open.sort();
        Ok(open
            .into_iter()
            .take(limit)
            .map(|(_, id)| id.clone())
            .collect())
    }

    pub(crate) async fn matchmade_seat(
        &self,
        token_hash: &str,
    ) -> Result<Option<String>, StoreError> {
        self.enter().await?;
        Ok(self.db.lock().tables.lobby_seats.get(token_hash).cloned())
    }

    pub(crate) async fn unfinished_by(
        &self,
        creator: &str,
        limit: usize,
    ) -> Result<usize, StoreError> {
        self.enter().await?;
        let inner = self.db.lock();
        Ok(inner
            .tables
            .games
            .values()
            .filter(|g| g.creator.as_deref() == Some(creator) && !g.status.is_over())
            .take(limit)
            .count())
    }

    pub(crate) async fn save_summary(
        &self,
        view: &GameView,
        text: String,
    ) -> Result<(), StoreError> {
        self.enter().await?;
        let mut inner = self.db.lock();
        if let Some(game) = inner.tables.games.get_mut(&view.id)
            && game.summary.as_ref().is_none_or(|(v, _)| *v < view.version)
        {
            game.summary = Some((view.version, text));
        }
        Ok(())
    }

    pub(crate) async fn list(&self, query: ListQuery) -> Result<Vec<ListedGame>, StoreError> {
        self.enter().await?;
        let inner = self.db.lock();
        let mut games: Vec<(&String, &SimGame)> = inner
            .tables
            .games
            .iter()
            .filter(|(_, g)| query.before.is_none_or(|b| g.seq < b))
            .filter(|(_, g)| query.status.is_none_or(|s| g.status == s))
            .collect();
        games.sort_by_key(|(_, g)| std::cmp::Reverse(g.seq));
        Ok(games
            .into_iter()
            .take(query.limit)
            .map(|(id, g)| ListedGame {
                listed: Listed {
                    seq: g.seq,
                    id: id.clone(),
                    status: Some(g.status),
                    version: Some(g.log.len() as u64),
                },
                summary: g
                    .summary
                    .as_ref()
                    .filter(|(v, _)| *v == g.log.len() as u64)
                    .and_then(|(_, text)| super::summary_of(Some(text))),
            })
            .collect())
    }

    pub(crate) async fn create_account(
        &self,
        account: &Account,
        key: &str,
        key_hash: &str,
    ) -> Result<(), StoreError> {
        self.enter().await?;
        let mut inner = self.db.lock();
        let tables = &mut inner.tables;
        if tables.accounts.values().any(|a| a.name_key == key) {
            return Err(StoreError::NameTaken {
                name: account.display_name.clone(),
            });
        }
        tables.accounts.insert(
            account.id.clone(),
            AccountRow {
                account: account.clone(),
                name_key: key.to_owned(),
                key_hash: Some(key_hash.to_owned()),
                previous_key_hash: None,
            },
        );
        Ok(())
    }

    pub(crate) async fn account(&self, id: &str) -> Result<Option<Account>, StoreError> {
        self.enter().await?;
        Ok(self
            .db
            .lock()
            .tables
            .accounts
            .get(id)
            .map(|a| a.account.clone()))
    }

    pub(crate) async fn account_by_key(
        &self,
        key_hash: &str,
    ) -> Result<Option<Account>, StoreError> {
        self.enter().await?;
        Ok(self
            .db
            .lock()
            .tables
            .accounts
            .values()
            .find(|a| a.key_hash.as_deref() == Some(key_hash) && !a.account.key_revoked)
            .map(|a| a.account.clone()))
    }

    pub(crate) async fn rated_games(
        &self,
        id: &str,
        limit: usize,
    ) -> Result<Vec<RatedGame>, StoreError> {
        self.enter().await?;
        let inner = self.db.lock();
        let mut games: Vec<RatedGame> = inner
            .tables
            .rated_games
            .iter()
            .filter(|((account, _), _)| account == id)
            .map(|(_, g)| g.clone())
            .collect();
        games.sort_by_key(|g| g.end_ms);
        let skip = games.len().saturating_sub(limit);
        Ok(games.split_off(skip))
    }

    pub(crate) async fn leaderboard(&self, query: LadderQuery) -> Result<LadderPage, StoreError> {
        self.enter().await?;
        let inner = self.db.lock();
        let mut ranked: Vec<(Account, LadderCursor)> = inner
            .tables
            .accounts
            .values()
            .filter(|a| query.include_unrated || a.account.rated_games > 0)
            .map(|a| {
                let cursor = LadderCursor {
                    displayed: a.account.rating.displayed(),
                    rated_games: a.account.rated_games,
                    name_key: a.name_key.clone(),
                };
                (a.account.clone(), cursor)
            })
            .collect();
        let order = |c: &LadderCursor| {
            (
                -c.displayed,
                std::cmp::Reverse(c.rated_games),
                c.name_key.clone(),
            )
        };
        ranked.sort_by(|a, b| {
            order(&a.1)
                .partial_cmp(&order(&b.1))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        let total = ranked.len() as u64;
        let start = match &query.after {
            Some(after) => ranked
                .iter()
                .position(|(_, c)| order(c) > order(after))
                .unwrap_or(ranked.len()),
            None => 0,
        };
        let page: Vec<(Account, LadderCursor)> =
            ranked.into_iter().skip(start).take(query.limit).collect();
        Ok(LadderPage {
            last: page.last().map(|(_, c)| c.clone()),
            accounts: page.into_iter().map(|(a, _)| a).collect(),
            total,
        })
    }

    pub(crate) async fn replace_key(
        &self,
        old_hash: &str,
        new_hash: Option<&str>,
    ) -> Result<Option<Account>, StoreError> {
        self.enter().await?;
        let mut inner = self.db.lock();
        let accounts = &mut inner.tables.accounts;
        let holder = |hash: &str| {
            accounts
                .values()
                .find(|a| a.key_hash.as_deref() == Some(hash) && !a.account.key_revoked)
                .map(|a| a.account.id.clone())
        };
        let (Some(id), new_hash) = (holder(old_hash), new_hash) else {
            // A repeat of a rotation already made.
            return Ok(new_hash.and_then(|new_hash| {
                accounts
                    .values()
                    .find(|a| {
                        a.key_hash.as_deref() == Some(new_hash)
                            && a.previous_key_hash.as_deref() == Some(old_hash)
                            && !a.account.key_revoked
                    })
                    .map(|a| a.account.clone())
            }));
        };
        if let Some(new_hash) = new_hash
            && holder(new_hash).is_some_and(|other| other != id)
        {
            return Err(StoreError::KeyTaken);
        }
        let Some(row) = accounts.get_mut(&id) else {
            return Ok(None);
        };
        match new_hash {
            Some(hash) => {
                row.key_hash = Some(hash.to_owned());
                row.previous_key_hash = Some(old_hash.to_owned());
            }
            None => {
                row.account.key_revoked = true;
                row.previous_key_hash = None;
            }
        }
        Ok(Some(row.account.clone()))
    }
}

/// Moves the ratings of a rated game's accounts; a game rated twice is
/// refused, as PostgreSQL's key on `(account, game)` refuses it.
fn apply_rated(tables: &mut Tables, end: &crate::ladder::RatedEnd) -> Result<(), StoreError> {
    let before: BTreeMap<String, Rating> = end
        .accounts()
        .into_iter()
        .filter_map(|id| Some((id.to_owned(), tables.accounts.get(id)?.account.rating)))
        .collect();
    for rated in rate(end, &before) {
        let Some(row) = tables.accounts.get_mut(&rated.account) else {
            continue;
        };
        let key = (rated.account.clone(), end.game.clone());
        if tables.rated_games.contains_key(&key) {
            return Err(StoreError::Conflict {
                game: end.game.clone(),
                version: 0,
            });
        }
        row.account.rating = rated.after;
        row.account.rated_games += 1;
        row.account.last_game_ms = Some(end.end_ms);
        tables.rated_games.insert(
            key,
            RatedGame {
                game: end.game.clone(),
                end_ms: end.end_ms,
                place: rated.place,
                players: end.seats.len() as u32,
                rating: rated.after,
                displayed_change: rated.after.displayed() - rated.before.displayed(),
            },
        );
    }
    if let Some(game) = tables.games.get_mut(&end.game) {
        game.rated += 1;
    }
    Ok(())
}
