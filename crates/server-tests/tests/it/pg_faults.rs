//! Three servers behind nginx on one PostgreSQL database, each reaching it
//! through a TCP fault proxy of its own ([`crate::fault_proxy`]), while bots
//! play through nginx: a seeded schedule adds latency, resets connections,
//! opens black holes (half-open links, one of them longer than a lease, so
//! that a server loses its games to another) and refuses connections, on
//! one server or on all. Then the faults are lifted, every game is played
//! to its end, and the database is checked directly: the same invariants
//! the simulator checks (docs/architecture.md, "The simulator"), on the
//! real thing.
//!
//! - Every game's log is one chain of links from its creation, replays
//!   through the rules to its end, and is what the servers answer (GetGame,
//!   WatchGame from its creation, the summary its row keeps for listings).
//! - Every move acknowledged to a bot is in the log at the version its
//!   answer named, with the same move, seat and request id.
//! - No turn's clock fired twice or early: each timed-out move is the only
//!   one of its turn, stamped no earlier than that turn's deadline.
//! - Every game is FINISHED; every rated game is rated exactly once for
//!   each of its accounts, and no other game is.
//!
//! `MOUNTAIN_GOATS_TEST_FAULT_SEED` picks the schedule (random otherwise;
//! `MOUNTAIN_GOATS_TEST_FAULT_SECS` its length, 20 s by default);
//! it is printed, and named in every failure. The schedule is a function of
//! the seed; the run around it (real processes, real time) is not, so a
//! seed that failed once may need a few runs to fail again.
//! `tests/run` runs it in its PostgreSQL pass.

use crate::balancer;
use crate::common;
use crate::fault_proxy::{Fault, FaultProxy};

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mountain_goats_bot::account::AccountKey;
use mountain_goats_bot::pb::{self, watch_game_response::Update};
use mountain_goats_bot::{Client, Greedy, SeatTicket, Strategy, Watch, routing};
use mountain_goats_core::hosted::{Entry, GameEvent, GameView, HostedGame, Status};
use mountain_goats_core::store::Link;
use mountain_goats_server::api::game_to_proto;
use tokio::time::Instant;

/// How long the schedule of faults runs, unless
/// `MOUNTAIN_GOATS_TEST_FAULT_SECS` says otherwise: 20 s in tests/run, whose
/// whole run has a budget; longer by hand for more scenes per seed.
fn window() -> Duration {
    std::env::var("MOUNTAIN_GOATS_TEST_FAULT_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .map_or(Duration::from_secs(20), Duration::from_secs)
}
/// A lease's life without renewal (`TTL` in
/// crates/core/src/store/postgres/lease.rs): a half-open link longer than
/// this makes its server lapse, and the others take its games over.
const LEASE_TTL: Duration = Duration::from_secs(3);
/// The turn clock of the clocked games: short, so that it fires often.
const TURN_SECONDS: u32 = 2;
/// How early a timed-out move may be stamped before its deadline (the
/// stamp of the change before it, by whichever server stored that, plus
/// the clock). A server judges and stamps on its own clock corrected to the
/// database's, by an offset its lease measures at each renewal to half a
/// round trip (~0.25 s with the latency the schedule adds), which may move
/// between two renewals. A clock that fired twice (a timer of one turn
/// playing the next) fires up to a whole turn early, far beyond this.
const EARLY_MS: u64 = 500;
/// After the faults are lifted, every game ends within this.
const DRAIN: Duration = Duration::from_secs(30);
/// A watch that brings nothing for this long is opened again.
const STALL: Duration = Duration::from_secs(5);
/// One call may take this long before it is given up and sent again (with
/// the same request id or seat token): longer than any black hole.
const CALL_LIMIT: Duration = Duration::from_secs(12);
/// A call retried for this long without an answer is an anomaly.
const GIVE_UP: Duration = Duration::from_secs(60);
/// What the servers log: warnings, and the hub's and the store's
/// information lines, which tell of leases and takeovers.
const SERVER_LOG: &str = "warn,mountain_goats_core=info";

const NEEDS_POSTGRES: &str = "set MOUNTAIN_GOATS_TEST_POSTGRES to a PostgreSQL server (tests/run does: tests/postgres.sh start DIR prints one)";

/// SplitMix64: the schedule and the bots' pace from one seed, with no
/// dependency for it.
#[derive(Clone, Debug)]
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn millis(&mut self, lo: u64, hi: u64) -> Duration {
        Duration::from_millis(self.range(lo, hi))
    }

    /// Another generator, drawn from this one (one per bot).
    fn fork(&mut self) -> Rng {
        Rng(self.next())
    }
}

/// The seed of this run: `MOUNTAIN_GOATS_TEST_FAULT_SEED`, else a fresh one.
fn seed() -> u64 {
    match std::env::var("MOUNTAIN_GOATS_TEST_FAULT_SEED") {
        Ok(seed) if !seed.is_empty() => seed
            .parse()
            .expect("MOUNTAIN_GOATS_TEST_FAULT_SEED is a number"),
        _ => {
            let mut bytes = [0u8; 8];
            getrandom::fill(&mut bytes).expect("randomness");
            u64::from_le_bytes(bytes) % 1_000_000_000
        }
    }
}

// ---------------------------------------------------------------------
// The schedule of faults.

/// A stretch of the schedule: what each server's proxy does for `length`,
/// after resetting the connections of the proxies `reset` names.
#[derive(Clone, Debug)]
struct Scene {
    length: Duration,
    faults: [Fault; balancer::REPLICAS],
    reset: [bool; balancer::REPLICAS],
    what: String,
}

impl Scene {
    fn calm(length: Duration) -> Scene {
        Scene {
            length,
            faults: [Fault::Pass; balancer::REPLICAS],
            reset: [false; balancer::REPLICAS],
            what: "calm".into(),
        }
    }
}

fn latency(rng: &mut Rng) -> Fault {
    Fault::Latency(rng.millis(20, 200))
}

/// The faults for `rng`'s seed, about [`window`] long: scenes of faults on
/// one server, on all, or on each its own, with calm between; always one
/// black hole on one server longer than a lease, and one reset of every
/// connection of every server.
fn schedule(rng: &mut Rng) -> Vec<Scene> {
    let n = balancer::REPLICAS;
    let long_hole = rng.millis(
        LEASE_TTL.as_millis() as u64 + 1500,
        LEASE_TTL.as_millis() as u64 + 5000,
    );
    let mut scenes = Vec::new();
    let mut total = long_hole;
    let window = window();
    while total < window - Duration::from_secs(1) {
        let scene = match rng.range(0, 9) {
            0 | 1 => Scene::calm(rng.millis(500, 2000)),
            // One server: its link slow, cut, silent or refusing.
            2..=5 => {
                let k = rng.range(0, n as u64 - 1) as usize;
                let mut scene = Scene::calm(Duration::ZERO);
                // The others are slow now and then meanwhile.
                for (i, fault) in scene.faults.iter_mut().enumerate() {
                    if i != k && rng.chance(30) {
                        *fault = latency(rng);
                    }
                }
                let (fault, length, what) = match rng.range(0, 3) {
                    0 => {
                        let slow = latency(rng);
                        (slow, rng.millis(2000, 5000), format!("{slow}"))
                    }
                    1 => {
                        scene.reset[k] = true;
                        (Fault::Pass, rng.millis(500, 1500), "reset".into())
                    }
                    2 => (
                        Fault::BlackHole,
                        rng.millis(2000, 8000),
                        "black hole".into(),
                    ),
                    _ => (Fault::Refuse, rng.millis(1000, 3000), "refuse".into()),
                };
                scene.faults[k] = fault;
                scene.length = length;
                scene.what = format!("server {k}: {what}");
                scene
            }
            // Every server at once: the database's side of the network.
            6 | 7 => {
                let mut scene = Scene::calm(Duration::ZERO);
                let (fault, length, what) = match rng.range(0, 3) {
                    0 => {
                        let slow = latency(rng);
                        (slow, rng.millis(2000, 4000), format!("{slow}"))
                    }
                    1 => {
                        scene.reset = [true; balancer::REPLICAS];
                        (Fault::Pass, rng.millis(500, 1500), "reset".into())
                    }
                    2 => (
                        Fault::BlackHole,
                        rng.millis(2000, 3500),
                        "black hole".into(),
                    ),
                    _ => (Fault::Refuse, rng.millis(1000, 2000), "refuse".into()),
                };
                scene.faults = [fault; balancer::REPLICAS];
                scene.length = length;
                scene.what = format!("every server: {what}");
                scene
            }
            // Each server a fault of its own.
            _ => {
                let mut scene = Scene::calm(rng.millis(2000, 4000));
                let mut what = Vec::new();
                for i in 0..n {
                    scene.faults[i] = match rng.range(0, 4) {
                        0 => Fault::Pass,
                        1 => latency(rng),
                        2 => Fault::BlackHole,
                        _ => Fault::Refuse,
                    };
                    scene.reset[i] = rng.chance(30);
                    what.push(format!(
                        "{}{}",
                        if scene.reset[i] { "reset, " } else { "" },
                        scene.faults[i]
                    ));
                }
                scene.what = format!("each its own: {}", what.join(" | "));
                scene
            }
        };
        total += scene.length;
        scenes.push(scene);
    }
    // A black hole ends with its connections going on (a partition heals)
    // or, half the time, reset (a connection tracker timed them out).
    for i in 1..scenes.len() {
        for k in 0..n {
            if scenes[i - 1].faults[k] == Fault::BlackHole
                && scenes[i].faults[k] != Fault::BlackHole
                && rng.chance(50)
            {
                scenes[i].reset[k] = true;
                scenes[i].what.push_str(&format!(" (server {k} reset)"));
            }
        }
    }
    // The black hole longer than a lease, on one server, somewhere in the
    // first two thirds so that its games are taken over while others play.
    let k = rng.range(0, n as u64 - 1) as usize;
    let mut hole = Scene::calm(long_hole);
    hole.faults[k] = Fault::BlackHole;
    hole.what = format!("server {k}: black hole longer than a lease");
    let at = rng.range(0, (scenes.len() * 2 / 3) as u64) as usize;
    scenes.insert(at, hole);
    // And every connection of every server reset at once, somewhere.
    if !scenes.iter().any(|s| s.reset.iter().all(|&r| r)) {
        let at = rng.range(0, scenes.len() as u64 - 1) as usize;
        scenes[at].reset = [true; balancer::REPLICAS];
        scenes[at].what.push_str(" (every server reset)");
    }
    scenes
}

/// Plays `scenes` on the proxies, then lifts every fault.
async fn run_schedule(proxies: Arc<Vec<FaultProxy>>, scenes: Vec<Scene>, started: Instant) {
    for scene in scenes {
        for (proxy, &reset) in proxies.iter().zip(&scene.reset) {
            if reset {
                proxy.reset();
            }
        }
        for (proxy, &fault) in proxies.iter().zip(&scene.faults) {
            proxy.set(fault);
        }
        eprintln!(
            "pg_faults: {:>6.2} s  {} for {:.2} s",
            started.elapsed().as_secs_f64(),
            scene.what,
            scene.length.as_secs_f64()
        );
        tokio::time::sleep(scene.length).await;
    }
    for proxy in proxies.iter() {
        proxy.set(Fault::Pass);
    }
    eprintln!(
        "pg_faults: {:>6.2} s  every fault lifted",
        started.elapsed().as_secs_f64()
    );
}

// ---------------------------------------------------------------------
// The players.

/// A move the server acknowledged: SubmitMove answered OK.
#[derive(Clone, Debug)]
struct Ack {
    game: String,
    seat: u32,
    /// The version the answer named.
    version: u64,
    mv: pb::Move,
    request_id: String,
}

/// What the players share: nginx's address, what they were told, and
/// whether the faults are over.
#[derive(Debug)]
struct Table {
    addr: String,
    acks: Mutex<Vec<Ack>>,
    /// Answers no fault excuses (a refusal the bot did not cause, a
    /// HISTORY_LOST with nothing lost): each a violation.
    anomalies: Mutex<Vec<String>>,
    calm: AtomicBool,
}

impl Table {
    fn anomaly(&self, what: String) {
        eprintln!("pg_faults: ANOMALY {what}");
        self.anomalies
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(what);
    }

    fn calm(&self) -> bool {
        self.calm.load(Ordering::Relaxed)
    }

    /// A client of nginx, trying again while it is refused.
    async fn client(&self) -> Client {
        loop {
            match mountain_goats_bot::connect(&self.addr).await {
                Ok(client) => return client.max_decoding_message_size(16 * 1024 * 1024),
                Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
            }
        }
    }
}

/// How a seat's bot paces its moves while the faults last (once they are
/// lifted, every bot plays at once, so that the games end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pace {
    /// 300–1200 ms a move: a game of some 40 moves lasts through the
    /// faults.
    Steady,
    /// As `Steady`, but now and then past a turn clock's end.
    Dawdling,
    /// Always past the turn clock: its clock fires on every turn.
    Asleep,
}

/// Whether a failed call is worth sending again as it was: the server
/// applied nothing, or the same request (id, token) is harmless twice.
fn again(status: &tonic::Status) -> bool {
    mountain_goats_bot::retry::retryable(status)
        || matches!(
            status.code(),
            tonic::Code::ResourceExhausted | tonic::Code::DeadlineExceeded
        )
}

/// Sends `call` until it is answered, as a client must through faults:
/// again after a failure [`again`] accepts or no answer within
/// [`CALL_LIMIT`], for up to [`GIVE_UP`].
async fn until_answered<T, F, Fut>(mut call: F) -> Result<T, tonic::Status>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, tonic::Status>>,
{
    let started = Instant::now();
    let mut attempt = 0;
    loop {
        attempt += 1;
        let last = match tokio::time::timeout(CALL_LIMIT, call()).await {
            Ok(Ok(answer)) => return Ok(answer),
            Ok(Err(status)) if !again(&status) => return Err(status),
            Ok(Err(status)) => status,
            Err(_) => tonic::Status::deadline_exceeded("no answer in time"),
        };
        if started.elapsed() > GIVE_UP {
            return Err(last);
        }
        tokio::time::sleep(mountain_goats_bot::retry::backoff(attempt)).await;
    }
}

/// Plays `ticket`'s seat through nginx to the end of its game, recording
/// every move acknowledged; returns the game at its end.
async fn play(table: Arc<Table>, ticket: SeatTicket, pace: Pace, mut rng: Rng) -> pb::Game {
    let client = table.client().await;
    // The last version a move was chosen for: never twice for one version.
    let mut acted: Option<u64> = None;
    loop {
        let mut watch = Watch::new(client.clone(), ticket.game.clone()).as_seat(&ticket);
        loop {
            let update = match tokio::time::timeout(STALL, watch.next()).await {
                Ok(Ok(Some(update))) => update,
                // Stalled (its server cut off), given up after its tries,
                // or ended: a new watch, from a snapshot.
                Ok(Ok(None)) | Ok(Err(_)) | Err(_) => break,
            };
            let (game, legal_moves) = match update {
                Update::Snapshot(s) => (s.game, s.legal_moves),
                Update::Change(c) => (c.game, c.legal_moves),
                Update::Heartbeat(_) => continue,
            };
            let Some(game) = game else { continue };
            if mountain_goats_bot::is_over(&game) {
                return game;
            }
            let to_move = game.status == pb::GameStatus::Playing as i32
                && game.board.as_ref().map(|b| b.current_seat) == Some(ticket.seat);
            if !to_move || acted.is_some_and(|v| v >= game.version) {
                continue;
            }
            acted = Some(game.version);
            think(&table, pace, &mut rng).await;
            let legal_moves = if legal_moves.is_empty() {
                legal_now(&table, &client, &ticket, game.version).await
            } else {
                legal_moves
            };
            if legal_moves.is_empty() {
                continue;
            }
            let chosen = Greedy.choose(&game, ticket.seat, &legal_moves);
            let Some(mv) = legal_moves
                .get(chosen)
                .or(legal_moves.first())
                .and_then(|l| l.r#move.clone())
            else {
                continue;
            };
            submit(&table, &client, &ticket, mv, game.version).await;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn think(table: &Table, pace: Pace, rng: &mut Rng) {
    if table.calm() {
        return;
    }
    let past_the_clock = || u64::from(TURN_SECONDS) * 1000;
    let wait = match pace {
        Pace::Asleep => rng.millis(past_the_clock() + 300, past_the_clock() + 900),
        Pace::Dawdling if rng.chance(10) => {
            rng.millis(past_the_clock() + 200, past_the_clock() + 800)
        }
        Pace::Steady | Pace::Dawdling => rng.millis(300, 1200),
    };
    tokio::time::sleep(wait).await;
}

/// The seat's legal moves at `version`, or none if the game moved on.
async fn legal_now(
    table: &Table,
    client: &Client,
    ticket: &SeatTicket,
    version: u64,
) -> Vec<pb::LegalMove> {
    let answer = until_answered(|| {
        let mut client = client.clone();
        let request = routing::about_game(
            &ticket.game,
            pb::ListLegalMovesRequest {
                name: ticket.game.clone(),
            },
        );
        async move { client.list_legal_moves(request).await }
    })
    .await;
    match answer {
        Ok(answer) => {
            let answer = answer.into_inner();
            if answer.version == version && answer.seat == ticket.seat {
                answer.legal_moves
            } else {
                Vec::new()
            }
        }
        Err(status) => {
            if !again(&status) && status.code() != tonic::Code::FailedPrecondition {
                table.anomaly(format!(
                    "{} v{version}: ListLegalMoves answered {}",
                    ticket.game,
                    mountain_goats_bot::describe(&status)
                ));
            }
            Vec::new()
        }
    }
}

/// Submits `mv` at `version` with one request id until it is answered,
/// recording it if it is acknowledged.
async fn submit(table: &Table, client: &Client, ticket: &SeatTicket, mv: pb::Move, version: u64) {
    let request_id = mountain_goats_bot::request_id();
    let answer = until_answered(|| {
        let mut client = client.clone();
        let request = ticket.authorize(pb::SubmitMoveRequest {
            name: ticket.game.clone(),
            r#move: Some(mv.clone()),
            expected_version: Some(version),
            request_id: request_id.clone(),
        });
        async move { client.submit_move(request).await }
    })
    .await;
    match answer {
        Ok(answer) => {
            let Some(game) = answer.into_inner().game else {
                table.anomaly(format!(
                    "{} v{version}: SubmitMove answered no game",
                    ticket.game
                ));
                return;
            };
            table
                .acks
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push(Ack {
                    game: ticket.game.clone(),
                    seat: ticket.seat,
                    version: game.version,
                    mv,
                    request_id,
                });
        }
        // Overtaken: the clock played the turn meanwhile, or the game ended.
        Err(status)
            if matches!(
                mountain_goats_bot::reason(&status).as_deref(),
                Some("STALE_VERSION" | "NOT_YOUR_TURN" | "GAME_FINISHED")
            ) => {}
        Err(status) => table.anomaly(format!(
            "{} seat {} v{version}: SubmitMove answered {}",
            ticket.game,
            ticket.seat,
            mountain_goats_bot::describe(&status)
        )),
    }
}

/// A seat through matchmaking, asked again with the same token until
/// answered; `key` for the rated queue.
async fn find(
    table: &Table,
    options: pb::GameOptions,
    player: &str,
    key: Option<&AccountKey>,
) -> Result<SeatTicket, String> {
    let client = table.client().await;
    let token = format!(
        "{}{}",
        mountain_goats_bot::request_id(),
        mountain_goats_bot::request_id()
    );
    let request = pb::FindGameRequest {
        options: Some(options),
        player_name: if key.is_some() {
            String::new()
        } else {
            player.into()
        },
        seat_token: token.clone(),
        house_fill_seconds: Some(3),
        house_strategy: if key.is_some() {
            String::new()
        } else {
            "greedy".into()
        },
        dice_contribution: mountain_goats_bot::dice_contribution(),
    };
    let found = until_answered(|| {
        let mut client = client.clone();
        let request = match key {
            Some(key) => key.authorize(tonic::Request::new(request.clone())),
            None => Ok(tonic::Request::new(request.clone())),
        };
        async move { client.find_game(request?).await }
    })
    .await
    .map_err(|status| {
        format!(
            "{player}: FindGame answered {}",
            mountain_goats_bot::describe(&status)
        )
    })?
    .into_inner();
    Ok(SeatTicket {
        game: found.game.map(|g| g.name).unwrap_or_default(),
        seat: found.seat,
        token,
    })
}

/// Creates a game of `options` with `house` seats (seat, strategy), before
/// the faults (a CreateGame is not safe to send twice).
async fn create(client: &mut Client, options: pb::GameOptions, house: &[(u32, &str)]) -> pb::Game {
    client
        .create_game(pb::CreateGameRequest {
            options: Some(options),
            seed: Vec::new(),
            house_seats: house
                .iter()
                .map(|&(seat, strategy)| pb::HouseSeat {
                    seat,
                    strategy: strategy.into(),
                })
                .collect(),
        })
        .await
        .expect("a game is created before the faults")
        .into_inner()
        .game
        .expect("a game")
}

fn clocked(players: u32, house_after_timeouts: u32) -> pb::GameOptions {
    pb::GameOptions {
        turn_seconds: Some(TURN_SECONDS),
        house_after_timeouts,
        ..common::options(players)
    }
}

// ---------------------------------------------------------------------
// The database, read directly.

/// `url` with its host and port replaced by `addr`: the same database,
/// user and parameters, reached through a proxy.
fn through(url: &str, addr: std::net::SocketAddr) -> String {
    let (scheme, rest) = url
        .split_once("://")
        .expect("a postgres:// URL (tests/postgres.sh prints one)");
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let user = authority
        .rsplit_once('@')
        .map_or(String::new(), |(user, _)| format!("{user}@"));
    format!("{scheme}://{user}{addr}{tail}")
}

/// The `host:port` of a `postgres://` URL.
fn host_port(url: &str) -> String {
    let rest = url.split_once("://").expect("a postgres:// URL").1;
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let authority = &rest[..end];
    let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    if host.contains(':') {
        host.to_owned()
    } else {
        format!("{host}:5432")
    }
}

/// One game as the database holds it, replayed.
struct Stored {
    name: String,
    hosted: HostedGame,
    /// The `status` column of its row.
    status_code: i16,
    /// Timed-out moves in its log.
    timeouts: usize,
}

/// Reads game `id`'s log, checks its chain of links and replays it through
/// the rules, checking each turn's clock on the way. Answers the game if
/// its whole log replays (for the checks that follow), and every violation
/// found, in words.
async fn load(
    db: &tokio_postgres::Client,
    id: &str,
    status_code: i16,
) -> (Option<Stored>, Vec<String>) {
    let name = format!("games/{id}");
    let rows = db
        .query(
            "SELECT version, entry, link FROM mountain_goats.log
             WHERE game_id = $1 ORDER BY version",
            &[&id],
        )
        .await
        .expect("the log reads");
    let mut violations = Vec::new();
    let mut link: Option<Link> = None;
    let mut hosted: Option<HostedGame> = None;
    let mut clocks: BTreeMap<u64, u64> = BTreeMap::new();
    let mut timeouts = 0;
    for (i, row) in rows.iter().enumerate() {
        let version = row.get::<_, i64>(0) as u64;
        let text: &str = row.get(1);
        let stored: Option<&[u8]> = row.get(2);
        if version != i as u64 + 1 {
            violations.push(format!(
                "{name}: the log jumps to version {version} after {i}"
            ));
            break;
        }
        // Forked: an entry stored on top of another history than the one
        // it was built on has a link that does not follow from the one
        // before it.
        let expected = Link::next(link.as_ref(), version, text);
        match stored.and_then(Link::from_stored) {
            Some(stored) if stored == expected => {}
            other => violations.push(format!(
                "{name} v{version}: link {other:?}, but the history before it gives {expected:?}"
            )),
        }
        link = Some(expected);
        let entry: Entry = match serde_json::from_str(text) {
            Ok(entry) => entry,
            Err(error) => {
                violations.push(format!("{name} v{version}: does not decode: {error}"));
                break;
            }
        };
        let Some(game) = hosted.as_mut() else {
            match HostedGame::create(id.to_owned(), entry) {
                Ok(game) => hosted = Some(game),
                Err(error) => {
                    violations.push(format!("{name} v1: not a creation: {error}"));
                    break;
                }
            }
            continue;
        };
        let next = match game.next(&entry) {
            Ok(next) => next,
            Err(error) => {
                violations.push(format!(
                    "{name} v{version}: the rules refuse it: {error} ({entry:?})"
                ));
                break;
            }
        };
        let ran_out = next
            .events
            .iter()
            .filter(|e| matches!(e, GameEvent::ClockRanOut { .. }))
            .count();
        if let Entry::Moved {
            timed_out: true,
            time_ms,
            seat,
            ..
        } = &entry
        {
            timeouts += 1;
            // The clock of the turn version − 1 began: it may fire once,
            // and not before its deadline.
            let turn = game.game.turn();
            if let Some(before) = clocks.insert(turn, version) {
                violations.push(format!(
                    "{name}: the clock of turn {turn} fired twice, at v{before} and v{version}"
                ));
            }
            match game.deadline_ms() {
                None => violations.push(format!(
                    "{name} v{version}: seat {seat} timed out with no clock running"
                )),
                Some(deadline) if *time_ms + EARLY_MS < deadline => violations.push(format!(
                    "{name} v{version}: seat {seat}'s clock fired {} ms before its deadline",
                    deadline - time_ms
                )),
                Some(_) => {}
            }
            if ran_out != 1 {
                violations.push(format!(
                    "{name} v{version}: a timed-out move replays with {ran_out} ClockRanOut events"
                ));
            }
        } else if ran_out != 0 {
            violations.push(format!(
                "{name} v{version}: ClockRanOut without a timed-out move"
            ));
        }
        game.commit(entry, next);
    }
    if rows.is_empty() {
        violations.push(format!("{name}: no log"));
    }
    let replayed = hosted.filter(|h| h.version == rows.len() as u64);
    let stored = replayed.map(|hosted| Stored {
        name,
        hosted,
        status_code,
        timeouts,
    });
    (stored, violations)
}

/// Every change of `name` from its creation, through nginx, against the
/// replayed log: the same versions, one by one, and the same game at each.
async fn watched_as_stored(client: &Client, stored: &Stored) -> Result<(), String> {
    let history = stored.hosted.history(0);
    let mut watch = Watch::new(client.clone(), stored.name.clone()).after(Some(0));
    let mut seen = 0u64;
    let end = stored.hosted.version;
    while seen < end {
        let update = tokio::time::timeout(Duration::from_secs(10), watch.next())
            .await
            .map_err(|_| format!("{}: the watch stalled after v{seen}", stored.name))?
            .map_err(|s| {
                format!(
                    "{}: the watch failed after v{seen}: {}",
                    stored.name,
                    mountain_goats_bot::describe(&s)
                )
            })?;
        let (version, game) = match update {
            Some(Update::Change(c)) => (c.version, c.game),
            // Too far behind to be sent the changes: a snapshot instead.
            Some(Update::Snapshot(s)) => (s.game.as_ref().map_or(0, |g| g.version), s.game),
            Some(Update::Heartbeat(_)) => continue,
            None => break,
        };
        let Some((view, _)) = history.iter().find(|(view, _)| view.version == version) else {
            return Err(format!(
                "{}: the watch sent v{version}, which the log does not hold",
                stored.name
            ));
        };
        let expected = game_to_proto(view);
        if game.as_ref() != Some(&expected) {
            return Err(format!(
                "{} v{version}: the watch sent {game:?}, the log replays to {expected:?}",
                stored.name
            ));
        }
        seen = version;
    }
    if seen != end {
        return Err(format!(
            "{}: the watch ended at v{seen}, the log at v{end}",
            stored.name
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------
// The servers' logs.

/// What the servers' logs tell of leases and takeovers, and every warning
/// and error, counted by message.
fn read_logs(logs: &[std::path::PathBuf]) -> String {
    let mut report = String::new();
    let mut messages: BTreeMap<String, usize> = BTreeMap::new();
    for (i, path) in logs.iter().enumerate() {
        let log = std::fs::read_to_string(path).unwrap_or_default();
        let count = |needle: &str| log.lines().filter(|l| l.contains(needle)).count();
        report.push_str(&format!(
            "  server {i}: leases begun {}, lapsed {}, renewals failed {}, games taken over from a dead server {}, clocks run out {}, house fills {}\n",
            count("lease on its games began"),
            count("lease lapsed"),
            count("renewing this server's lease failed"),
            count("took the game over from a server that is gone"),
            count("the clock ran out"),
            count("free seats filled with house bots"),
        ));
        for line in log.lines() {
            let level = if line.contains(" WARN ") {
                "WARN"
            } else if line.contains(" ERROR ") {
                "ERROR"
            } else {
                continue;
            };
            // The message without the time and the fields (game ids,
            // errors' details), so that one kind of line counts once.
            let text = line
                .split_once(&format!(" {level} "))
                .map_or(line, |(_, rest)| rest);
            let text = text
                .split(' ')
                .take_while(|word| !word.contains('='))
                .collect::<Vec<_>>()
                .join(" ");
            *messages
                .entry(format!("server {i} {level} {text}"))
                .or_default() += 1;
        }
    }
    for (message, n) in messages {
        report.push_str(&format!("  {n:>5} × {message}\n"));
    }
    report
}

// ---------------------------------------------------------------------
// The load.

/// The bots playing, each with its seat.
type Bots = Arc<Mutex<Vec<(SeatTicket, tokio::task::JoinHandle<pb::Game>)>>>;

/// Starts a bot for `ticket`'s seat.
fn seat(table: &Arc<Table>, bots: &Bots, ticket: SeatTicket, pace: Pace, rng: &mut Rng) {
    let bot = tokio::spawn(play(table.clone(), ticket.clone(), pace, rng.fork()));
    bots.lock()
        .unwrap_or_else(|p| p.into_inner())
        .push((ticket, bot));
}

/// A clocked game made before the faults.
struct ClockedGame {
    players: u32,
    house_after_timeouts: u32,
    /// The seat whose clock runs out on every turn while the faults last.
    sleeper: Option<u32>,
    /// Its house seats: seat, strategy.
    house: &'static [(u32, &'static str)],
}

const CLOCKED_GAMES: [ClockedGame; 4] = [
    // A seat whose clock always runs out, never handed to the house.
    ClockedGame {
        players: 2,
        house_after_timeouts: 0,
        sleeper: Some(0),
        house: &[],
    },
    // A sleeper that passes to the house after 3 timeouts in a row.
    ClockedGame {
        players: 3,
        house_after_timeouts: 3,
        sleeper: Some(1),
        house: &[],
    },
    ClockedGame {
        players: 3,
        house_after_timeouts: 0,
        sleeper: None,
        house: &[(2, "greedy")],
    },
    ClockedGame {
        players: 2,
        house_after_timeouts: 2,
        sleeper: None,
        house: &[(0, "random")],
    },
];

/// Joins every seat of `game` but the house's, each played by a bot.
async fn join_all(
    table: &Arc<Table>,
    bots: &Bots,
    client: &mut Client,
    game: &pb::Game,
    pace: impl Fn(u32) -> Pace,
    rng: &mut Rng,
) {
    let seats = game.options.as_ref().map_or(0, |o| o.players);
    for s in 0..seats {
        if game.seats.get(s as usize).is_some_and(|seat| seat.taken) {
            continue;
        }
        let ticket =
            mountain_goats_bot::join_game(client, &game.name, &format!("bot {s}"), Some(s))
                .await
                .expect("joined before the faults");
        seat(table, bots, ticket, pace(s), rng);
    }
}

/// The games made before the faults (a CreateGame is not safe to send
/// twice, so none is sent while they last), every seat a bot's or the
/// house's; answers the keys of two accounts for the rated queue.
async fn before_the_faults(table: &Arc<Table>, bots: &Bots, rng: &mut Rng) -> Vec<AccountKey> {
    let mut client = table.client().await;
    // Untimed games of bots.
    for i in 0..5u32 {
        let game = create(&mut client, common::options(2 + i % 2), &[]).await;
        join_all(table, bots, &mut client, &game, |_| Pace::Steady, rng).await;
    }
    for clocked_game in &CLOCKED_GAMES {
        let options = clocked(clocked_game.players, clocked_game.house_after_timeouts);
        let game = create(&mut client, options, clocked_game.house).await;
        let pace = |s| {
            if clocked_game.sleeper == Some(s) {
                Pace::Asleep
            } else {
                Pace::Dawdling
            }
        };
        join_all(table, bots, &mut client, &game, pace, rng).await;
    }
    let mut keys = Vec::new();
    for name in ["Alder", "Birch", "Cedar"] {
        keys.push(
            mountain_goats_bot::account::create_account(&mut client, name)
                .await
                .expect("an account")
                .key,
        );
    }
    // A rated game of one account against the house (a rated CreateGame
    // leaves one seat at most for an account).
    let rated = pb::GameOptions {
        rated: true,
        ..common::options(2)
    };
    let game = create(&mut client, rated, &[(1, "expert")]).await;
    let key = keys.pop().expect("three accounts");
    let ticket = mountain_goats_bot::account::join_game_as(&mut client, &game.name, &key, Some(0))
        .await
        .expect("the account joins its rated game");
    seat(table, bots, ticket, Pace::Steady, rng);
    keys
}

/// What arrives while the faults last: players through matchmaking, two
/// accounts in the rated queue, and games of the house alone (they need
/// nobody, so one whose CreateGame answer is lost still ends). Each task
/// answers what went wrong, if anything.
fn during_the_faults(
    table: &Arc<Table>,
    bots: &Bots,
    keys: Vec<AccountKey>,
    rng: &mut Rng,
) -> Vec<tokio::task::JoinHandle<Result<(), String>>> {
    let mut arrivals = Vec::new();
    for i in 0..5 {
        let at = rng.millis(0, 15_000);
        let (table, bots, mut rng) = (table.clone(), bots.clone(), rng.fork());
        arrivals.push(tokio::spawn(async move {
            tokio::time::sleep(at).await;
            let ticket = find(&table, clocked(2, 0), &format!("seeker {i}"), None).await?;
            seat(&table, &bots, ticket, Pace::Dawdling, &mut rng);
            Ok(())
        }));
    }
    for (i, key) in keys.into_iter().enumerate() {
        // Close together, so that they meet rather than each fill with
        // the house.
        let at = Duration::from_millis(500 * i as u64) + rng.millis(0, 2000);
        let (table, bots, mut rng) = (table.clone(), bots.clone(), rng.fork());
        arrivals.push(tokio::spawn(async move {
            tokio::time::sleep(at).await;
            let options = pb::GameOptions {
                rated: true,
                ..common::options(2)
            };
            let ticket = find(&table, options, &format!("account {i}"), Some(&key)).await?;
            seat(&table, &bots, ticket, Pace::Steady, &mut rng);
            Ok(())
        }));
    }
    for _ in 0..3 {
        let at = rng.millis(0, 25_000);
        let table = table.clone();
        arrivals.push(tokio::spawn(async move {
            tokio::time::sleep(at).await;
            let mut client = table.client().await;
            let request = pb::CreateGameRequest {
                options: Some(pb::GameOptions {
                    rated: true,
                    ..common::options(3)
                }),
                seed: Vec::new(),
                house_seats: ["random", "greedy", "expert"]
                    .iter()
                    .zip(0..)
                    .map(|(strategy, seat)| pb::HouseSeat {
                        seat,
                        strategy: (*strategy).into(),
                    })
                    .collect(),
            };
            let made = tokio::time::timeout(CALL_LIMIT, client.create_game(request)).await;
            match made {
                Ok(Err(status)) if !again(&status) => Err(format!(
                    "a game of the house: CreateGame answered {}",
                    mountain_goats_bot::describe(&status)
                )),
                // Made, or perhaps made: the database says which.
                _ => Ok(()),
            }
        }));
    }
    arrivals
}

/// Waits until every bot has played its game to the end and every game in
/// the database is finished; panics after [`DRAIN`] with what is left.
async fn wait_for_the_end(
    seed: u64,
    db: &tokio_postgres::Client,
    bots: &[(SeatTicket, tokio::task::JoinHandle<pb::Game>)],
    logs: &[std::path::PathBuf],
) {
    let ended = tokio::time::timeout(DRAIN, async {
        for (_, bot) in bots {
            while !bot.is_finished() {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        loop {
            let open: i64 = db
                .query_one(
                    "SELECT count(*) FROM mountain_goats.games WHERE status <> 3",
                    &[],
                )
                .await
                .expect("the games read")
                .get(0);
            if open == 0 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    })
    .await;
    if ended.is_ok() {
        return;
    }
    let waiting: Vec<String> = bots
        .iter()
        .filter(|(_, bot)| !bot.is_finished())
        .map(|(t, _)| format!("{} seat {}", t.game, t.seat))
        .collect();
    let rows = db
        .query(
            "SELECT g.game_id, g.status, g.home, g.due_ms,
                    (SELECT max(version) FROM mountain_goats.log l WHERE l.game_id = g.game_id)
             FROM mountain_goats.games g WHERE g.status <> 3",
            &[],
        )
        .await
        .expect("the games read");
    let open: Vec<String> = rows
        .iter()
        .map(|r| {
            format!(
                "games/{} status {} home {:?} due {:?} at v{:?}",
                r.get::<_, String>(0),
                r.get::<_, i16>(1),
                r.get::<_, Option<String>>(2),
                r.get::<_, Option<i64>>(3),
                r.get::<_, Option<i64>>(4)
            )
        })
        .collect();
    panic!(
        "seed {seed} (MOUNTAIN_GOATS_TEST_FAULT_SEED={seed}): not every game ended within {} s of the faults' end.\nbots still playing: {waiting:#?}\ngames not finished: {open:#?}\nthe servers' logs:\n{}",
        DRAIN.as_secs(),
        read_logs(logs)
    );
}

// ---------------------------------------------------------------------
// The checks.

/// Every game in the database: its log sound, finished, and what the
/// servers answer; every acknowledged move in it. Answers the games that
/// replayed, and the violations found.
async fn check_games(
    db: &tokio_postgres::Client,
    client: &Client,
    acks: &[Ack],
) -> (BTreeMap<String, Stored>, Vec<String>) {
    let mut violations = Vec::new();
    let rows = db
        .query(
            "SELECT game_id, status, summary, summary_version
             FROM mountain_goats.games ORDER BY seq",
            &[],
        )
        .await
        .expect("the games read");
    let mut games = BTreeMap::new();
    for row in &rows {
        let id: String = row.get(0);
        let (stored, found) = load(db, &id, row.get(1)).await;
        violations.extend(found);
        let Some(stored) = stored else { continue };
        // The row's summary (what listings read while it is of the game's
        // last version) is the replayed game, or of an older version.
        let summary: Option<&str> = row.get(2);
        let summary_version = row.get::<_, Option<i64>>(3).map(|v| v as u64);
        let summary_view = summary.and_then(|text| serde_json::from_str::<GameView>(text).ok());
        match summary_version {
            Some(v) if v > stored.hosted.version => violations.push(format!(
                "{}: the row's summary is of v{v}, past the log's v{}",
                stored.name, stored.hosted.version
            )),
            Some(v) if v == stored.hosted.version => {
                let expected = game_to_proto(&stored.hosted.view());
                let summarized = summary_view.as_ref().map(game_to_proto);
                if summarized.as_ref() != Some(&expected) {
                    violations.push(format!(
                        "{} v{v}: the row's summary {summarized:?} is not the replayed game {expected:?}",
                        stored.name
                    ));
                }
            }
            _ => {}
        }
        games.insert(stored.name.clone(), stored);
    }
    for stored in games.values() {
        // Every game ends, as its row says and as its log replays.
        if stored.hosted.status() != Status::Finished || stored.status_code != 3 {
            violations.push(format!(
                "{}: {:?} at v{} (row status {}), not finished",
                stored.name,
                stored.hosted.status(),
                stored.hosted.version,
                stored.status_code
            ));
        }
        // What the servers answer is what the log replays to.
        let answered = until_answered(|| {
            let mut client = client.clone();
            let request = routing::about_game(
                &stored.name,
                pb::GetGameRequest {
                    name: stored.name.clone(),
                },
            );
            async move { client.get_game(request).await }
        })
        .await
        .map(|r| r.into_inner().game);
        let expected = game_to_proto(&stored.hosted.view());
        match answered {
            Ok(Some(game)) if game == expected => {}
            other => violations.push(format!(
                "{}: GetGame answered {other:?}, the log replays to {expected:?}",
                stored.name
            )),
        }
        if let Err(why) = watched_as_stored(client, stored).await {
            violations.push(why);
        }
    }
    // Every acknowledged move is in the log where its answer said.
    for ack in acks {
        let Some(stored) = games.get(&ack.game) else {
            violations.push(format!(
                "{ack:?}: acknowledged, but the game does not replay"
            ));
            continue;
        };
        let entry = usize::try_from(ack.version)
            .ok()
            .and_then(|v| v.checked_sub(1))
            .and_then(|i| stored.hosted.log().get(i));
        let sent = mountain_goats_server::api::parse_move(Some(&ack.mv)).ok();
        match entry {
            Some(Entry::Moved {
                seat,
                mv,
                request_id,
                timed_out: false,
                ..
            }) if u32::from(*seat) == ack.seat
                && Some(mv) == sent.as_ref()
                && *request_id == ack.request_id => {}
            other => violations.push(format!(
                "{} v{}: seat {} was told its move {:?} (request {}) is stored there, but the log holds {other:?}",
                ack.game, ack.version, ack.seat, sent, ack.request_id
            )),
        }
    }
    (games, violations)
}

/// Every finished rated game rated once for each of its accounts, and no
/// other game: the ratings' rows, the accounts' counts, and what
/// GetAccount answers.
async fn check_ratings(
    db: &tokio_postgres::Client,
    client: &Client,
    games: &BTreeMap<String, Stored>,
) -> Vec<String> {
    let mut violations = Vec::new();
    let mut expected: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for stored in games.values() {
        if stored.hosted.table.rated && stored.hosted.status() == Status::Finished {
            for account in stored.hosted.view().accounts.into_iter().flatten() {
                expected
                    .entry(account)
                    .or_default()
                    .insert(stored.name.clone());
            }
        }
    }
    let mut rated_rows: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for row in db
        .query(
            "SELECT account, game_id FROM mountain_goats.rated_games",
            &[],
        )
        .await
        .expect("the ratings read")
    {
        rated_rows
            .entry(row.get(0))
            .or_default()
            .push(format!("games/{}", row.get::<_, String>(1)));
    }
    let counts: BTreeMap<String, i32> = db
        .query("SELECT id, rated_games FROM mountain_goats.accounts", &[])
        .await
        .expect("the accounts read")
        .iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect();
    let accounts: BTreeSet<&String> = expected.keys().chain(rated_rows.keys()).collect();
    for account in accounts {
        let want: Vec<&String> = expected.get(account).into_iter().flatten().collect();
        let mut have: Vec<&String> = rated_rows.get(account).into_iter().flatten().collect();
        have.sort_unstable();
        if have != want {
            violations.push(format!(
                "accounts/{account}: rated for {have:?}, but its finished rated games are {want:?}"
            ));
        }
        let count = counts.get(account).copied().unwrap_or(-1);
        if usize::try_from(count).ok() != Some(want.len()) {
            violations.push(format!(
                "accounts/{account}: counts {count} rated games, but played {}",
                want.len()
            ));
        }
        let answered = until_answered(|| {
            let mut client = client.clone();
            let request = pb::GetAccountRequest {
                name: format!("accounts/{account}"),
            };
            async move { client.get_account(request).await }
        })
        .await;
        match answered {
            Ok(page) => {
                let mut history: Vec<String> = page
                    .into_inner()
                    .history
                    .into_iter()
                    .map(|g| g.game)
                    .collect();
                history.sort_unstable();
                if history.iter().collect::<Vec<_>>() != want {
                    violations.push(format!(
                        "accounts/{account}: GetAccount's history is {history:?}, but its finished rated games are {want:?}"
                    ));
                }
            }
            Err(status) => violations.push(format!(
                "accounts/{account}: GetAccount answered {}",
                mountain_goats_bot::describe(&status)
            )),
        }
    }
    violations
}

// ---------------------------------------------------------------------
// The test.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL and nginx: run by tests/run"]
async fn faults_between_the_servers_and_postgres_damage_no_game() {
    let started = Instant::now();
    let seed = seed();
    eprintln!(
        "pg_faults: seed {seed} (MOUNTAIN_GOATS_TEST_FAULT_SEED={seed} runs this schedule again)"
    );
    let mut rng = Rng(seed);
    let base = common::postgres().expect(NEEDS_POSTGRES);
    let db = common::fresh_postgres_database(&base).await;
    let upstream = host_port(&db);
    let mut proxies = Vec::new();
    for _ in 0..balancer::REPLICAS {
        proxies.push(FaultProxy::start(upstream.clone()).await);
    }
    let urls: Vec<String> = proxies.iter().map(|p| through(&db, p.addr)).collect();
    let mut servers = balancer::start_logged(&urls, &["--durability", "full"], SERVER_LOG).await;
    let logs: Vec<_> = servers.replicas.iter().map(|r| r.log.clone()).collect();
    let proxies = Arc::new(proxies);
    let table = Arc::new(Table {
        addr: format!("http://{}", servers.addr),
        acks: Mutex::new(Vec::new()),
        anomalies: Mutex::new(Vec::new()),
        calm: AtomicBool::new(false),
    });
    let scenes = schedule(&mut rng);
    let bots = Bots::default();
    let keys = before_the_faults(&table, &bots, &mut rng).await;

    let faults_began = Instant::now();
    let faults_began_ms = mountain_goats_core::hosted::now_ms();
    let schedule_task = tokio::spawn(run_schedule(proxies.clone(), scenes, started));
    for arrival in during_the_faults(&table, &bots, keys, &mut rng) {
        if let Err(why) = arrival.await.expect("an arrival's task") {
            table.anomaly(why);
        }
    }
    schedule_task.await.expect("the schedule's task");
    table.calm.store(true, Ordering::Relaxed);
    let lifted = Instant::now();
    let lifted_ms = mountain_goats_core::hosted::now_ms();
    eprintln!(
        "pg_faults: faults for {:.1} s; every game is to end within {} s",
        faults_began.elapsed().as_secs_f64(),
        DRAIN.as_secs()
    );

    // Every bot plays its game to the end, and every game ends, the house's
    // too: as the database itself says.
    let (db_client, connection) = tokio_postgres::connect(&db, tokio_postgres::NoTls)
        .await
        .expect("the test database, directly");
    let driver = tokio::spawn(connection);
    let bots = std::mem::take(&mut *bots.lock().unwrap_or_else(|p| p.into_inner()));
    wait_for_the_end(seed, &db_client, &bots, &logs).await;
    for (ticket, bot) in bots {
        let game = bot.await.expect("a bot's task");
        assert_eq!(
            game.status,
            pb::GameStatus::Finished as i32,
            "seed {seed}: {} ended {:?}",
            ticket.game,
            game.status
        );
    }
    eprintln!(
        "pg_faults: every game ended {:.1} s after the faults",
        lifted.elapsed().as_secs_f64()
    );

    let mut violations: Vec<String> = table
        .anomalies
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone();
    let acks = table.acks.lock().unwrap_or_else(|p| p.into_inner()).clone();
    let client = table.client().await;
    let (games, found) = check_games(&db_client, &client, &acks).await;
    violations.extend(found);
    violations.extend(check_ratings(&db_client, &client, &games).await);
    // No server, nor nginx, died of the faults: a server rides out its
    // database's troubles.
    for (i, replica) in servers.replicas.iter_mut().enumerate() {
        if let Ok(Some(status)) = replica.child.try_wait() {
            violations.push(format!("server {i} (--db {}) exited: {status}", replica.db));
        }
    }
    if let Ok(Some(status)) = servers.nginx.try_wait() {
        violations.push(format!("nginx exited: {status}"));
    }
    // The servers' whole logs, for a look after the run (their directory
    // goes with the test).
    if let Some(keep) = std::env::var_os("MOUNTAIN_GOATS_TEST_FAULT_LOGS") {
        let keep = std::path::PathBuf::from(keep);
        std::fs::create_dir_all(&keep).expect("MOUNTAIN_GOATS_TEST_FAULT_LOGS: a directory");
        for (i, log) in logs.iter().enumerate() {
            std::fs::copy(log, keep.join(format!("{seed}-server-{i}.log")))
                .expect("a server's log copied");
        }
    }

    let versions: u64 = games.values().map(|g| g.hosted.version).sum();
    let timeouts: usize = games.values().map(|g| g.timeouts).sum();
    let rated_games = games.values().filter(|g| g.hosted.table.rated).count();
    // When the games ended, in seconds from the first fault: the load
    // lasted through the faults, or it did not.
    let mut ends: Vec<f64> = games
        .values()
        .map(|g| (g.hosted.view().updated_ms as f64 - faults_began_ms as f64) / 1000.0)
        .collect();
    ends.sort_by(f64::total_cmp);
    let ends: Vec<String> = ends.iter().map(|s| format!("{s:.1}")).collect();
    let mut report = format!(
        "pg_faults: seed {seed}: {} games ({rated_games} rated), {versions} entries, {} moves acknowledged, {timeouts} clocks run out; {:.1} s in all\n  faults lifted at {:.1} s; games ended at (s): {}\n",
        games.len(),
        acks.len(),
        started.elapsed().as_secs_f64(),
        (lifted_ms as f64 - faults_began_ms as f64) / 1000.0,
        ends.join(" "),
    );
    for (i, proxy) in proxies.iter().enumerate() {
        let counts = proxy.counts();
        report.push_str(&format!(
            "  proxy {i}: {} connections, {} refused, {} cut\n",
            counts.accepted.load(Ordering::Relaxed),
            counts.refused.load(Ordering::Relaxed),
            counts.cut.load(Ordering::Relaxed)
        ));
    }
    report.push_str(&read_logs(&logs));
    eprintln!("{report}");
    drop(db_client);
    let _ = driver.await;
    assert!(
        violations.is_empty(),
        "seed {seed} (MOUNTAIN_GOATS_TEST_FAULT_SEED={seed}): {} violations:\n{}\n{report}",
        violations.len(),
        violations.join("\n"),
    );
    assert!(
        !acks.is_empty() && games.len() >= 12,
        "seed {seed}: the load did not run ({} games, {} moves acknowledged)",
        games.len(),
        acks.len()
    );
}
