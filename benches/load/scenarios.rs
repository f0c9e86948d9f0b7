//! The scenarios. Each takes a fresh server, drives it for a bounded time
//! (and a bounded count), stops it, and returns its figures.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use mountain_goats_server::api::v1 as pb;
use pb::watch_game_response::Update;
use tokio::sync::{mpsc, watch};
use tokio::time::timeout;
use tonic::transport::Channel;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_client::HealthClient;

use super::cpu::{self, CpuClock, TreeClock};
use super::postgres::Postgres;
use super::server::Server;
use super::stats::{Figures, us};
use super::table::{self, Client, Draw, Rng, Table, authorize, request_id};
use super::watch::{Seen, WatchStream};

/// How long a stream may stay silent before the bench gives up on it.
pub(super) const SILENCE: Duration = Duration::from_secs(20);
/// Players still reading after the deadline wait this long for the last
/// moves' updates before they leave.
const GRACE: Duration = Duration::from_millis(500);
/// A cap on the moves of one scenario run, whatever the time.
pub(super) const MAX_MOVES: u64 = 2_000_000;
/// Calls per block of the serial scenario (blocks of `Check` and of
/// `SubmitMove` alternate, so that each gets its own CPU account).
const SERIAL_BLOCK: usize = 20;

/// What every scenario needs to know.
#[derive(Debug, Clone)]
pub struct Settings {
    /// How long each scenario measures.
    pub measure: Duration,
    /// Seeds every game and every choice.
    pub seed: u64,
    /// Unique to this bench process: request ids never collide.
    pub run_id: u64,
    /// `getconf CLK_TCK`.
    pub ticks_per_second: u64,
    /// Spectators decode updates whole (`BENCH_WATCH=full`).
    pub full_watch: bool,
    /// Record a `perf` profile of the server into this file.
    pub perf_out: Option<String>,
    /// Also report how busy these cores were, with any process (from
    /// `/proc/stat`): set when scenarios on PostgreSQL run, whose processes
    /// share cores.
    pub cores: Vec<usize>,
}

/// A reading of a CPU clock (a process's CPU time, or its time waiting
/// for a CPU).
type Probe = Box<dyn Fn() -> Duration>;

/// CPU time, time waited for a CPU, and wall time over the measured
/// stretches of a run: of each server process, of the driver, of
/// PostgreSQL when the store is there, and of the proxy in front of the
/// servers when there is one.
pub(super) struct Meter {
    /// Per server: CPU time; then the driver's CPU time; then per server:
    /// run-queue wait; then, with PostgreSQL, its CPU time and its wait;
    /// then, with a proxy, its CPU time.
    probes: Vec<Probe>,
    servers: usize,
    postgres: bool,
    /// The proxy's name, when there is one.
    proxy: Option<&'static str>,
    /// The cores whose busy time (any process) comes last in `probes`.
    cores: Vec<usize>,
    wall: Duration,
    used: Vec<Duration>,
    open: Option<(Instant, Vec<Duration>)>,
}

impl std::fmt::Debug for Meter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Meter")
            .field("servers", &self.servers)
            .field("postgres", &self.postgres)
            .field("proxy", &self.proxy)
            .field("wall", &self.wall)
            .field("used", &self.used)
            .finish_non_exhaustive()
    }
}

/// The name of the `i`-th server of a scenario: A, B, …
fn server_name(i: usize) -> char {
    char::from(b'A' + (i % 26) as u8)
}

impl Meter {
    pub(super) fn new(server: &Server, settings: &Settings) -> Meter {
        Meter::many(std::slice::from_ref(server), None, None, settings)
    }

    /// A meter of `servers`, of the driver, of `postgres` (when its
    /// processes are known), and of a proxy (its name and clock).
    pub(super) fn many(
        servers: &[Server],
        postgres: Option<&Postgres>,
        proxy: Option<&Proxy>,
        settings: &Settings,
    ) -> Meter {
        let mut probes: Vec<Probe> = Vec::new();
        for server in servers {
            let clock = server.cpu.clone();
            probes.push(Box::new(move || clock.now()));
        }
        let driver = CpuClock::new("self", settings.ticks_per_second);
        probes.push(Box::new(move || driver.now()));
        for server in servers {
            let clock = server.cpu.clone();
            probes.push(Box::new(move || clock.waited()));
        }
        let pg = postgres.and_then(Postgres::clock);
        if let Some(pg) = pg.clone() {
            let waited = pg.clone();
            probes.push(Box::new(move || pg.now()));
            probes.push(Box::new(move || waited.waited()));
        }
        if let Some(proxy) = proxy {
            let clock = proxy.clock.clone();
            probes.push(Box::new(move || clock.now()));
        }
        for &core in &settings.cores {
            let ticks = settings.ticks_per_second;
            probes.push(Box::new(move || cpu::core_busy(core, ticks)));
        }
        let n = probes.len();
        Meter {
            probes,
            servers: servers.len(),
            postgres: pg.is_some(),
            proxy: proxy.map(|p| p.name),
            cores: settings.cores.clone(),
            wall: Duration::ZERO,
            used: vec![Duration::ZERO; n],
            open: None,
        }
    }

    fn read(&self) -> Vec<Duration> {
        self.probes.iter().map(|probe| probe()).collect()
    }

    pub(super) fn resume(&mut self) {
        if self.open.is_none() {
            self.open = Some((Instant::now(), self.read()));
        }
    }

    pub(super) fn pause(&mut self) {
        if let Some((at, before)) = self.open.take() {
            self.wall += at.elapsed();
            let now = self.read();
            for (used, (now, before)) in self.used.iter_mut().zip(now.iter().zip(&before)) {
                *used += now.saturating_sub(*before);
            }
        }
    }

    pub(super) fn wall(&self) -> Duration {
        self.wall
            + self
                .open
                .as_ref()
                .map_or(Duration::ZERO, |(at, _)| at.elapsed())
    }

    /// The CPU time of all the server processes.
    fn server_cpu(&self) -> Duration {
        self.used[..self.servers].iter().sum()
    }

    fn driver_cpu(&self) -> Duration {
        self.used[self.servers]
    }

    fn server_waited(&self) -> Duration {
        self.used[self.servers + 1..2 * self.servers + 1]
            .iter()
            .sum()
    }

    /// PostgreSQL's CPU time and run-queue wait.
    fn postgres(&self) -> Option<(Duration, Duration)> {
        let i = 2 * self.servers + 1;
        self.postgres.then(|| (self.used[i], self.used[i + 1]))
    }

    /// The proxy's name and CPU time.
    fn proxy(&self) -> Option<(&'static str, Duration)> {
        let i = 2 * self.servers + 1 + if self.postgres { 2 } else { 0 };
        self.proxy.map(|name| (name, self.used[i]))
    }

    /// Moves per second, CPU per move (and per recipient), and how busy
    /// the server's and the driver's cores were. With several servers, the
    /// server figures are sums over them, and each one's follows; with
    /// PostgreSQL, its own figures follow.
    pub(super) fn report(
        &self,
        figures: &mut Figures,
        moves: u64,
        recipients_per_move: u64,
        wall: Duration,
    ) {
        let moves_f = moves.max(1) as f64;
        let per_move = |d: Duration| us(d) / moves_f;
        let percent = |d: Duration| 100.0 * d.as_secs_f64() / wall.as_secs_f64();
        figures.add("moves", moves as f64);
        figures.add("moves/s", moves as f64 / wall.as_secs_f64());
        figures.add("server CPU µs/move", per_move(self.server_cpu()));
        if self.servers > 1 {
            for i in 0..self.servers {
                figures.add(
                    format!("server {} CPU µs/move", server_name(i)),
                    per_move(self.used[i]),
                );
            }
        }
        if let Some((pg, _)) = self.postgres() {
            figures.add("PostgreSQL CPU µs/move", per_move(pg));
            figures.add(
                "server+PostgreSQL CPU µs/move",
                per_move(self.server_cpu() + pg),
            );
        }
        if let Some((name, proxy)) = self.proxy() {
            figures.add(format!("{name} CPU µs/move"), per_move(proxy));
        }
        if recipients_per_move > 0 {
            figures.add(
                "server CPU µs/recipient/move",
                per_move(self.server_cpu()) / recipients_per_move as f64,
            );
        }
        figures.add("server core busy %", percent(self.server_cpu()));
        if self.servers > 1 {
            for i in 0..self.servers {
                figures.add(
                    format!("server {} busy %", server_name(i)),
                    percent(self.used[i]),
                );
            }
        }
        if let Some((pg, _)) = self.postgres() {
            figures.add("PostgreSQL busy %", percent(pg));
        }
        if let Some((name, proxy)) = self.proxy() {
            figures.add(format!("{name} busy %"), percent(proxy));
        }
        figures.add("driver core busy %", percent(self.driver_cpu()));
        figures.add("server run-queue wait %", percent(self.server_waited()));
        if let Some((_, waited)) = self.postgres() {
            figures.add("PostgreSQL run-queue wait %", percent(waited));
        }
        // Over the measured stretches (the figures above are over `wall`,
        // which may end before the last updates were read).
        let first = self.used.len() - self.cores.len();
        for (core, busy) in self.cores.iter().zip(&self.used[first..]) {
            figures.add(
                format!("core {core} busy % (any process)"),
                100.0 * busy.as_secs_f64() / self.wall.as_secs_f64().max(1e-9),
            );
        }
    }
}

pub(super) fn start_profile(server: &Server, settings: &Settings) -> Option<tokio::process::Child> {
    let out = settings.perf_out.as_deref()?;
    server.record_profile(out, settings.measure.as_secs_f64())
}

pub(super) async fn end_profile(perf: Option<tokio::process::Child>) {
    if let Some(mut perf) = perf {
        timeout(Duration::from_secs(60), perf.wait()).await.ok();
    }
}

/// What a bare fsync costs on the disk of the temporary directory (where
/// the server's database is), three ways: a small append then `sync_data`
/// (the file grows: the file system's journal commits too), the same with
/// `sync_all`, and a small overwrite inside the file then `sync_data` (as a
/// reused SQLite WAL is written).
pub fn fsync(samples: usize) -> Figures {
    use std::io::{Seek, SeekFrom, Write};
    const RECORD: usize = 128;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut file = std::fs::File::create(dir.path().join("fsync.bin")).expect("create");
    let (mut append_data, mut append_all, mut overwrite) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..samples * 2 {
        file.write_all(&[i as u8; RECORD]).expect("write");
        let start = Instant::now();
        if i % 2 == 0 {
            file.sync_data().expect("sync_data");
            append_data.push(start.elapsed());
        } else {
            file.sync_all().expect("sync_all");
            append_all.push(start.elapsed());
        }
    }
    for i in 0..samples {
        file.seek(SeekFrom::Start(((i * RECORD) % (samples * RECORD)) as u64))
            .expect("seek");
        file.write_all(&[!(i as u8); RECORD]).expect("write");
        let start = Instant::now();
        file.sync_data().expect("sync_data");
        overwrite.push(start.elapsed());
    }
    // What a SQLite commit in WAL mode syncs: one frame (a 24-byte header
    // and a 4 KiB page) written where earlier frames were (the WAL is reused
    // from its start after each checkpoint), then `sync_data`.
    const PAGE: usize = 4096;
    const FRAMES: usize = 64;
    let mut wal = std::fs::File::create(dir.path().join("wal.bin")).expect("create");
    wal.write_all(&vec![0u8; (24 + PAGE) * FRAMES])
        .expect("write");
    wal.sync_all().expect("sync_all");
    let mut frame_sync = Vec::new();
    for i in 0..samples {
        let at = ((i % FRAMES) * (24 + PAGE)) as u64;
        wal.seek(SeekFrom::Start(at)).expect("seek");
        wal.write_all(&[i as u8; 24]).expect("write");
        wal.write_all(&[!(i as u8); PAGE]).expect("write");
        let start = Instant::now();
        wal.sync_data().expect("sync_data");
        frame_sync.push(start.elapsed());
    }
    let mut figures = Figures::default();
    figures.add_spread("append+sync_data", &mut append_data);
    figures.add_spread("append+sync_all", &mut append_all);
    figures.add_spread("overwrite+sync_data", &mut overwrite);
    figures.add_spread("WAL frame+sync_data", &mut frame_sync);
    figures
}

/// (a) One client, one call at a time: `SubmitMove` against the empty
/// unary call (health `Check`), in alternating blocks.
pub async fn serial(server: Server, settings: &Settings) -> Figures {
    let channel = server.connect().await;
    let mut client = Client::new(channel.clone());
    let mut health = HealthClient::new(channel);
    let mut rng = Rng::new(settings.seed);
    let mut table = Table::new(&mut client, 4, &mut rng).await;
    let mut n = 0u64;
    let mut submit = async |client: &mut Client, table: &mut Table, rng: &mut Rng| {
        n += 1;
        let (request, goes_on) = table.next_request(rng, request_id(settings.run_id, 0, n));
        let start = Instant::now();
        client.submit_move(request).await.expect("SubmitMove");
        (start.elapsed(), goes_on)
    };
    // Warm up: connections, the server's caches, the database file.
    for _ in 0..50 {
        health
            .check(HealthCheckRequest::default())
            .await
            .expect("Check");
        if !submit(&mut client, &mut table, &mut rng).await.1 {
            table = Table::new(&mut client, 4, &mut rng).await;
        }
    }

    let mut checks = Meter::new(&server, settings);
    let mut moves = Meter::new(&server, settings);
    let (mut empty, mut submits) = (Vec::new(), Vec::new());
    let perf = start_profile(&server, settings);
    let deadline = Instant::now() + settings.measure;
    while Instant::now() < deadline && (submits.len() as u64) < MAX_MOVES {
        checks.resume();
        for _ in 0..SERIAL_BLOCK {
            let start = Instant::now();
            health
                .check(HealthCheckRequest::default())
                .await
                .expect("Check");
            empty.push(start.elapsed());
        }
        checks.pause();
        moves.resume();
        for _ in 0..SERIAL_BLOCK {
            let (took, goes_on) = submit(&mut client, &mut table, &mut rng).await;
            submits.push(took);
            if !goes_on {
                // A new game is set up off the clock.
                moves.pause();
                table = Table::new(&mut client, 4, &mut rng).await;
                moves.resume();
            }
        }
        moves.pause();
    }
    end_profile(perf).await;
    server.stop().await;

    let mut figures = Figures::default();
    empty.sort_unstable();
    submits.sort_unstable();
    let ratio = |p| {
        super::stats::percentile(&submits, p).as_secs_f64()
            / super::stats::percentile(&empty, p).as_secs_f64()
    };
    let (r50, r99) = (ratio(0.5), ratio(0.99));
    figures.add_latency("Check", &mut empty);
    figures.add_latency("SubmitMove", &mut submits);
    figures.add("ratio p50 ×", r50);
    figures.add("ratio p99 ×", r99);
    figures.add(
        "server CPU µs/Check",
        us(checks.server_cpu()) / empty.len().max(1) as f64,
    );
    let wall = moves.wall;
    moves.report(&mut figures, submits.len() as u64, 0, wall);
    figures
}

/// What one seat did in one game.
#[derive(Debug, Default)]
struct SeatLog {
    /// (version after the move, when it was sent, round trip).
    moves: Vec<(u64, Instant, Duration)>,
    /// (version, when this seat's stream delivered it).
    seen: Vec<(u64, Instant)>,
    /// When its last move was answered.
    last_answer: Option<Instant>,
    errors: u64,
    first_error: Option<String>,
}

impl SeatLog {
    fn error(&mut self, what: String) {
        self.errors += 1;
        self.first_error.get_or_insert(what);
    }
}

/// One seat of a game: it watches its own seat with its token and, on its
/// turn, plays a random move among the legal moves its stream sent.
struct Seat {
    client: Client,
    game: String,
    token: String,
    rng: Rng,
    who: u64,
}

impl Seat {
    async fn play(
        mut self,
        settings: &Settings,
        ready: Option<mpsc::UnboundedSender<()>>,
        mut start: watch::Receiver<Option<Instant>>,
        moves_made: &AtomicU64,
    ) -> SeatLog {
        let mut log = SeatLog::default();
        let request = authorize(
            &self.game,
            &self.token,
            pb::WatchGameRequest {
                name: self.game.clone(),
                resume_after: None,
            },
        );
        let mut stream = match self.client.watch_game(request).await {
            Ok(stream) => stream.into_inner(),
            Err(e) => {
                log.error(format!("WatchGame: {e}"));
                if let Some(ready) = ready {
                    ready.send(()).ok();
                }
                return log;
            }
        };
        let (mut version, mut legal, mut finished) = (0, Vec::new(), false);
        match timeout(SILENCE, stream.message()).await {
            Ok(Ok(Some(pb::WatchGameResponse {
                update: Some(Update::Snapshot(snapshot)),
            }))) => {
                let game = snapshot.game.unwrap_or_default();
                version = game.version;
                finished = game.status == pb::GameStatus::Finished as i32;
                legal = snapshot.legal_moves;
            }
            other => log.error(format!("no snapshot first: {other:?}")),
        }
        if let Some(ready) = ready {
            ready.send(()).ok();
        }
        let Ok(deadline) = start
            .wait_for(Option::is_some)
            .await
            .map(|d| d.unwrap_or_else(Instant::now))
        else {
            return log;
        };
        let leave_at = tokio::time::Instant::from_std(deadline + GRACE);
        let mut n = 0;
        while !finished && log.errors == 0 {
            if !legal.is_empty()
                && Instant::now() < deadline
                && moves_made.fetch_add(1, Ordering::Relaxed) < MAX_MOVES
            {
                let choice = legal.swap_remove(self.rng.below(legal.len()));
                legal.clear();
                n += 1;
                let request = authorize(
                    &self.game,
                    &self.token,
                    pb::SubmitMoveRequest {
                        name: self.game.clone(),
                        r#move: choice.r#move,
                        expected_version: Some(version),
                        request_id: request_id(settings.run_id, self.who, n),
                    },
                );
                let sent = Instant::now();
                match self.client.submit_move(request).await {
                    Ok(_) => {
                        let answered = Instant::now();
                        log.moves.push((version + 1, sent, answered - sent));
                        log.last_answer = Some(answered);
                    }
                    Err(e) => {
                        log.error(format!("SubmitMove: {e}"));
                        break;
                    }
                }
            }
            let message = tokio::select! {
                message = timeout(SILENCE, stream.message()) => message,
                () = tokio::time::sleep_until(leave_at) => break,
            };
            match message {
                Ok(Ok(Some(message))) => match message.update {
                    Some(Update::Change(change)) => {
                        log.seen.push((change.version, Instant::now()));
                        version = change.version;
                        legal = change.legal_moves;
                        finished = change
                            .game
                            .is_some_and(|g| g.status == pb::GameStatus::Finished as i32);
                    }
                    Some(Update::Snapshot(snapshot)) => {
                        let game = snapshot.game.unwrap_or_default();
                        version = game.version;
                        legal = snapshot.legal_moves;
                        finished = game.status == pb::GameStatus::Finished as i32;
                    }
                    _ => {}
                },
                Ok(Ok(None)) => break,
                Ok(Err(e)) => log.error(format!("watch stream: {e}")),
                Err(_) => log.error(format!("watch stream silent for {SILENCE:?}")),
            }
        }
        log
    }
}

/// What one table did over the run.
#[derive(Debug, Default)]
struct TableLog {
    moves: u64,
    round_trips: Vec<Duration>,
    /// Move sent → the last of the four seats' streams delivered it.
    last_seat: Vec<Duration>,
    last_answer: Option<Instant>,
    games: u64,
    errors: u64,
    first_error: Option<String>,
}

/// (b) `games` games at once, four players each, each player on its own
/// connection watching its own seat and playing on its turn; a finished
/// game is followed by a new one at the same table until time is up.
///
/// With several servers (on one shared PostgreSQL), seat `s` of every game
/// plays through server `s % servers` (with two: seats 0 and 2 on A, 1 and
/// 3 on B), so that every move is seen across processes; the game is
/// created on A. `postgres` adds its CPU time to the figures.
pub async fn games(
    servers: Vec<Server>,
    postgres: Option<&Postgres>,
    games: usize,
    settings: &Settings,
) -> Figures {
    games_through(servers, None, postgres, games, settings).await
}

/// A proxy in front of the servers: every player connects through it, and
/// its CPU time is counted beside theirs.
#[derive(Debug)]
pub struct Proxy {
    /// What the figures call it.
    pub name: &'static str,
    /// Its processes' CPU time.
    pub clock: TreeClock,
    /// A connection per player, through the proxy: player `i` plays seat
    /// `i % 4` of table `i / 4`.
    pub channels: Vec<Channel>,
}

/// [`games`], with every player connected through `proxy` when there is
/// one (which server takes a call is then the proxy's choice).
pub async fn games_through(
    servers: Vec<Server>,
    proxy: Option<Proxy>,
    postgres: Option<&Postgres>,
    games: usize,
    settings: &Settings,
) -> Figures {
    const PLAYERS: u8 = 4;
    let (mut channels, proxy) = match proxy {
        Some(mut proxy) => {
            let channels = std::mem::take(&mut proxy.channels);
            assert_eq!(
                channels.len(),
                games * usize::from(PLAYERS),
                "a channel per player"
            );
            (channels, Some(proxy))
        }
        None => {
            let mut channels = Vec::new();
            for i in 0..games * usize::from(PLAYERS) {
                let seat = i % usize::from(PLAYERS);
                channels.push(servers[seat % servers.len()].connect().await);
            }
            (channels, None)
        }
    };
    let (start_tx, start_rx) = watch::channel(None::<Instant>);
    let (ready_tx, mut ready_rx) = mpsc::unbounded_channel::<()>();
    let moves_made = Arc::new(AtomicU64::new(0));
    let mut tasks = Vec::new();
    for g in 0..games {
        let mut clients: Vec<Client> = channels
            .drain(..usize::from(PLAYERS))
            .map(Client::new)
            .collect();
        let settings = settings.clone();
        let start_rx = start_rx.clone();
        let ready_tx = ready_tx.clone();
        let moves_made = moves_made.clone();
        tasks.push(tokio::spawn(async move {
            let mut rng = Rng::new(settings.seed ^ (g as u64).wrapping_mul(0x1000_0001));
            let mut log = TableLog::default();
            let mut first = true;
            loop {
                let deadline = *start_rx.borrow();
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    break;
                }
                let seed = rng.seed();
                let game = table::create_game(&mut clients[0], PLAYERS, &seed).await;
                let mut seats = Vec::new();
                for (seat, client) in clients.iter_mut().enumerate() {
                    let token = rng.token();
                    table::join(client, &game.name, seat as u8, &token).await;
                    seats.push(Seat {
                        client: client.clone(),
                        game: game.name.clone(),
                        token,
                        rng: Rng::new(rng.next_u64()),
                        who: (g * 8 + seat) as u64 + (log.games << 20),
                    });
                }
                let ready = first.then(|| ready_tx.clone());
                first = false;
                let Ok([a, b, c, d]) = <[Seat; 4]>::try_from(seats) else {
                    unreachable!("four seats")
                };
                let play =
                    |seat: Seat| seat.play(&settings, ready.clone(), start_rx.clone(), &moves_made);
                // The four seats run together, on this task.
                let (a, b, c, d) = tokio::join!(play(a), play(b), play(c), play(d));
                drop(ready);
                let seat_logs = [a, b, c, d];
                log.games += 1;
                for seat in &seat_logs {
                    log.errors += seat.errors;
                    if log.first_error.is_none() {
                        log.first_error.clone_from(&seat.first_error);
                    }
                    log.last_answer = log.last_answer.max(seat.last_answer);
                    for &(version, sent, rtt) in &seat.moves {
                        log.moves += 1;
                        log.round_trips.push(rtt);
                        let last = seat_logs.iter().try_fold(sent, |last, other| {
                            let (_, at) = other.seen.iter().find(|(v, _)| *v == version)?;
                            Some(last.max(*at))
                        });
                        if let Some(last) = last {
                            log.last_seat.push(last - sent);
                        }
                    }
                }
                if log.errors > 0 {
                    break;
                }
            }
            log
        }));
    }
    drop(ready_tx);
    // Every table has its first game joined and all four seats watching.
    for _ in 0..games * usize::from(PLAYERS) {
        if timeout(Duration::from_secs(120), ready_rx.recv())
            .await
            .ok()
            .flatten()
            .is_none()
        {
            break;
        }
    }
    let mut meter = Meter::many(&servers, postgres, proxy.as_ref(), settings);
    let perf = start_profile(&servers[0], settings);
    meter.resume();
    let started = Instant::now();
    start_tx.send(Some(started + settings.measure)).ok();
    let mut total = TableLog::default();
    for task in tasks {
        let log = task.await.expect("a table's task");
        total.moves += log.moves;
        total.round_trips.extend(log.round_trips);
        total.last_seat.extend(log.last_seat);
        total.last_answer = total.last_answer.max(log.last_answer);
        total.games += log.games;
        total.errors += log.errors;
        if total.first_error.is_none() {
            total.first_error = log.first_error;
        }
    }
    meter.pause();
    let placement = postgres.map(Postgres::placement);
    end_profile(perf).await;
    for server in servers {
        server.stop().await;
    }

    let mut figures = Figures::default();
    if let Some(placement) = placement {
        figures.notes.push(format!("PostgreSQL: {placement}"));
    }
    let wall = total.last_answer.map_or(meter.wall, |at| at - started);
    meter.report(&mut figures, total.moves, u64::from(PLAYERS), wall);
    figures.add_latency("SubmitMove", &mut total.round_trips);
    figures.add_latency("move→last seat", &mut total.last_seat);
    figures.add("games started", total.games as f64);
    if total.errors > 0 {
        figures.notes.push(format!(
            "{} errors, first: {}",
            total.errors,
            total.first_error.unwrap_or_default()
        ));
    }
    figures
}

/// Waits until `watchers` streams have said (on `seen`) that they have
/// `version`, sent at `sent`: when the first and the last had it, or how
/// many had it when the others fell silent.
pub(super) async fn all_seen(
    seen: &mut mpsc::UnboundedReceiver<(u64, Instant)>,
    version: u64,
    watchers: usize,
    sent: Instant,
) -> Result<(Instant, Instant), usize> {
    let (mut count, mut first, mut last) = (0, None, sent);
    while count < watchers {
        match timeout(SILENCE, seen.recv()).await {
            Ok(Some((v, at))) if v == version => {
                count += 1;
                first = Some(first.map_or(at, |f: Instant| f.min(at)));
                last = last.max(at);
            }
            Ok(Some(_)) => {}
            _ => return Err(count),
        }
    }
    Ok((first.unwrap_or(last), last))
}

/// How many connections `streams` streams get: `wanted`, while the
/// open-files limit leaves the driver room for its own files; the figures
/// say so when the streams must share fewer.
pub(super) fn connections_for(streams: usize, wanted: usize, figures: &mut Figures) -> usize {
    let limit = super::cpu::open_files_limit().unwrap_or(1024) as usize;
    let connections = wanted.min(limit.saturating_sub(256).max(1));
    if connections < wanted {
        figures.notes.push(format!(
            "open-files limit {limit}: {streams} streams share {connections} connections"
        ));
    }
    connections
}

/// (c) One game, `watchers` spectators (each on its own connection while
/// the open-files limit allows), moves played one at a time: the delay from
/// sending a move to the last spectator having it.
pub async fn watchers(server: Server, watchers: usize, settings: &Settings) -> Figures {
    let mut figures = Figures::default();
    let connections = connections_for(watchers, watchers, &mut figures);
    let mut channels = Vec::new();
    for _ in 0..connections {
        channels.push(server.connect().await);
    }
    let (names_tx, names_rx) = watch::channel(None::<String>);
    let (ready_tx, mut ready_rx) = mpsc::unbounded_channel::<Result<(), String>>();
    let (seen_tx, mut seen_rx) = mpsc::unbounded_channel::<(u64, Instant)>();
    let mut spectators = Vec::new();
    for w in 0..watchers {
        let seen_tx = seen_tx.clone();
        spectators.push(spectator(
            channels[w % connections].clone(),
            names_rx.clone(),
            ready_tx.clone(),
            settings.full_watch,
            move |version, at| {
                seen_tx.send((version, at)).ok();
            },
        ));
    }
    drop((ready_tx, seen_tx));

    let mut client = Client::new(server.connect().await);
    let mut rng = Rng::new(settings.seed);
    let mut meter = Meter::new(&server, settings);
    let (mut last_delays, mut first_delays, mut round_trips) = (Vec::new(), Vec::new(), Vec::new());
    let mut moves = 0u64;
    let mut perf = None;
    'games: while meter.wall() < settings.measure && moves < MAX_MOVES {
        let mut table = Table::new(&mut client, 4, &mut rng).await;
        while seen_rx.try_recv().is_ok() {}
        names_tx.send(Some(table.name.clone())).ok();
        for _ in 0..watchers {
            match timeout(Duration::from_secs(120), ready_rx.recv()).await {
                Ok(Some(Ok(()))) => {}
                other => {
                    figures.notes.push(format!("a spectator failed: {other:?}"));
                    break 'games;
                }
            }
        }
        if perf.is_none() {
            perf = Some(start_profile(&server, settings));
        }
        meter.resume();
        loop {
            moves += 1;
            let (request, goes_on) =
                table.next_request(&mut rng, request_id(settings.run_id, 1, moves));
            let version = table.version;
            let sent = Instant::now();
            if let Err(e) = client.submit_move(request).await {
                figures.notes.push(format!("SubmitMove: {e}"));
                break 'games;
            }
            round_trips.push(sent.elapsed());
            let (first, last) = match all_seen(&mut seen_rx, version, watchers, sent).await {
                Ok(seen) => seen,
                Err(count) => {
                    figures.notes.push(format!(
                        "only {count} of {watchers} spectators had version {version}"
                    ));
                    break 'games;
                }
            };
            last_delays.push(last - sent);
            first_delays.push(first - sent);
            if !goes_on || meter.wall() >= settings.measure || moves >= MAX_MOVES {
                break;
            }
        }
        meter.pause();
    }
    meter.pause();
    if let Some(perf) = perf {
        end_profile(perf).await;
    }
    drop(names_tx);
    server.stop().await;
    for spectator in spectators {
        if timeout(Duration::from_secs(5), spectator).await.is_err() {
            figures.notes.push("a spectator did not stop".into());
            break;
        }
    }

    let wall = meter.wall;
    meter.report(
        &mut figures,
        round_trips.len() as u64,
        watchers as u64,
        wall,
    );
    figures.add_latency("SubmitMove", &mut round_trips);
    figures.add_latency("move→first watcher", &mut first_delays);
    figures.add_latency("move→last watcher", &mut last_delays);
    figures
}

/// A spectator: for each game name `names` gives, it opens a stream on
/// `channel` (no seat token), tells `ready` once the snapshot is in, and
/// calls `seen` with each version it gets and when, until the game ends.
pub(super) fn spectator(
    channel: tonic::transport::Channel,
    mut names: watch::Receiver<Option<String>>,
    ready_tx: mpsc::UnboundedSender<Result<(), String>>,
    full: bool,
    seen: impl Fn(u64, Instant) + Send + 'static,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        while names.changed().await.is_ok() {
            let Some(name) = names.borrow_and_update().clone() else {
                return;
            };
            let mut stream = match WatchStream::open(channel.clone(), &name, full).await {
                Ok(stream) => stream,
                Err(e) => {
                    ready_tx.send(Err(format!("WatchGame: {e}"))).ok();
                    return;
                }
            };
            match stream.next().await {
                Ok(Some(Seen::Snapshot { .. })) => ready_tx.send(Ok(())).ok(),
                other => ready_tx
                    .send(Err(format!("no snapshot first: {other:?}")))
                    .ok(),
            };
            while let Ok(Some(update)) = stream.next().await {
                // A snapshot after the first one (sent to a spectator that
                // fell behind) also brings the game's version.
                if let Seen::Change { version, finished } | Seen::Snapshot { version, finished } =
                    update
                {
                    seen(version, Instant::now());
                    if finished {
                        break;
                    }
                }
            }
        }
    })
}

/// (d) Two servers on one PostgreSQL: one game at a time played through
/// server A by one client, one move at a time, with `per_server`
/// spectators on B (each on its own connection) and as many on A, the
/// same-process yardstick. After each move the bench waits until every
/// spectator has it. Gives the delay from the move's acknowledgement on A
/// (and from its sending) to the spectators on B, and on A.
pub async fn cross_watch(
    a: Server,
    b: Server,
    postgres: Option<&Postgres>,
    per_server: usize,
    settings: &Settings,
) -> Figures {
    const A: usize = 0;
    const B: usize = 1;
    let mut figures = Figures::default();
    let (names_tx, names_rx) = watch::channel(None::<String>);
    let (ready_tx, mut ready_rx) = mpsc::unbounded_channel::<Result<(), String>>();
    let (seen_tx, mut seen_rx) = mpsc::unbounded_channel::<(usize, u64, Instant)>();
    let mut spectators = Vec::new();
    for side in [A, B] {
        let server = if side == A { &a } else { &b };
        for _ in 0..per_server {
            let seen_tx = seen_tx.clone();
            spectators.push(spectator(
                server.connect().await,
                names_rx.clone(),
                ready_tx.clone(),
                settings.full_watch,
                move |version, at| {
                    seen_tx.send((side, version, at)).ok();
                },
            ));
        }
    }
    drop((ready_tx, seen_tx));
    let watchers = 2 * per_server;

    let servers = [a, b];
    let mut client = Client::new(servers[A].connect().await);
    let mut rng = Rng::new(settings.seed);
    let mut meter = Meter::many(&servers, postgres, None, settings);
    let mut round_trips = Vec::new();
    // [side]: ack → spectator, sent → spectator (every spectator, every move).
    let mut after_ack: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    let mut after_send: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    let mut before_ack = [0u64; 2];
    let mut moves = 0u64;
    let mut perf = None;
    'games: while meter.wall() < settings.measure && moves < MAX_MOVES {
        let mut table = Table::new(&mut client, 4, &mut rng).await;
        while seen_rx.try_recv().is_ok() {}
        names_tx.send(Some(table.name.clone())).ok();
        for _ in 0..watchers {
            match timeout(Duration::from_secs(120), ready_rx.recv()).await {
                Ok(Some(Ok(()))) => {}
                other => {
                    figures.notes.push(format!("a spectator failed: {other:?}"));
                    break 'games;
                }
            }
        }
        if perf.is_none() {
            perf = Some(start_profile(&servers[A], settings));
        }
        meter.resume();
        loop {
            moves += 1;
            let (request, goes_on) =
                table.next_request(&mut rng, request_id(settings.run_id, 1, moves));
            let version = table.version;
            let sent = Instant::now();
            if let Err(e) = client.submit_move(request).await {
                figures.notes.push(format!("SubmitMove: {e}"));
                break 'games;
            }
            let acked = Instant::now();
            round_trips.push(acked - sent);
            let mut count = 0;
            while count < watchers {
                match timeout(SILENCE, seen_rx.recv()).await {
                    Ok(Some((side, v, at))) if v == version => {
                        count += 1;
                        after_send[side].push(at.saturating_duration_since(sent));
                        after_ack[side].push(at.saturating_duration_since(acked));
                        if at < acked {
                            before_ack[side] += 1;
                        }
                    }
                    Ok(Some(_)) => {}
                    _ => {
                        figures.notes.push(format!(
                            "only {count} of {watchers} spectators had version {version}"
                        ));
                        break 'games;
                    }
                }
            }
            if !goes_on || meter.wall() >= settings.measure || moves >= MAX_MOVES {
                break;
            }
        }
        meter.pause();
    }
    meter.pause();
    if let Some(perf) = perf {
        end_profile(perf).await;
    }
    let placement = postgres.map(Postgres::placement);
    drop(names_tx);
    for server in servers {
        server.stop().await;
    }
    for spectator in spectators {
        if timeout(Duration::from_secs(5), spectator).await.is_err() {
            figures.notes.push("a spectator did not stop".into());
            break;
        }
    }
    if let Some(placement) = placement {
        figures.notes.push(format!("PostgreSQL: {placement}"));
    }

    let wall = meter.wall;
    meter.report(
        &mut figures,
        round_trips.len() as u64,
        watchers as u64,
        wall,
    );
    figures.add_latency("SubmitMove", &mut round_trips);
    let [ack_a, ack_b] = &mut after_ack;
    let [sent_a, sent_b] = &mut after_send;
    figures.add_latency("A ack→B watcher", ack_b);
    figures.add_latency("A ack→A watcher", ack_a);
    figures.add_latency("sent→B watcher", sent_b);
    figures.add_latency("sent→A watcher", sent_a);
    for (side, samples) in [(B, &sent_b), (A, &sent_a)] {
        figures.add(
            format!("{} watcher before ack %", server_name(side)),
            100.0 * before_ack[side] as f64 / samples.len().max(1) as f64,
        );
    }
    figures
}
