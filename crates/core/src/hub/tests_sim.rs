//! The simulator: three servers' hubs over one shared store in memory
//! ([`crate::store::sim`]), on a paused single-threaded runtime, while
//! simulated players, house bots, turn clocks, matchmaking and rated games
//! run and faults strike the store: it forgets its last commits, goes away,
//! fails or delays calls, loses an append's answer after committing it,
//! drops announcements, cuts a server's lease; each server's clock is off
//! by up to 20 s. Everything is drawn from one seed, so a failing seed
//! replays exactly:
//!
//! ```text
//! MOUNTAIN_GOATS_SIM_FIRST=<seed> MOUNTAIN_GOATS_SIM_SEEDS=1 \
//!     cargo test --release -p mountain-goats-core --lib tests_sim
//! ```
//!
//! After every schedule the invariants of a game server are checked
//! ([`check`]): no game forked, every log replays, nothing acknowledged lost
//! unless the store forgot it, every `HISTORY_LOST` names versions the
//! store forgot, no turn timed out early, one seat per token, every rated
//! game rated once, and no game retrying a failing store without pause.
//! `MOUNTAIN_GOATS_SIM_SEEDS` sets how many seeds a run tries (default
//! [`SEEDS`]).

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use mountain_goats_rules::{Config, Move, Seat, Seed};
use tokio::time::Instant;

use super::{Hub, HubError, HubOptions, Wanted};
use crate::clock::Clock;
use crate::encoding::Encoding;
use crate::hosted::{DiceSource, Entry, GameEvent, GameView, HostedGame, Status, Table};
use crate::secrets;
use crate::store::Store;
use crate::store::sim::{Faults, Fence, MOST_LOST, SimDb};

/// Seeds a run tries unless `MOUNTAIN_GOATS_SIM_SEEDS` says otherwise.
const SEEDS: u64 = 1000;
const SERVERS: usize = 3;
/// The true time when a schedule starts (ms since the epoch).
const BASE_MS: u64 = 1_800_000_000_000;
/// Faults strike for this long; then the players finish their games.
const FAULTS_FOR: Duration = Duration::from_secs(240);
/// A game not over that has not changed for this long is stalled.
const STALLED_MS: u64 = 180_000;
/// A schedule's players give up then.
const PLAYERS_UNTIL: Duration = Duration::from_secs(1800);

/// Changes encoded as the game they leave, so players see the board.
#[derive(Clone, Debug)]
struct Views;

impl Encoding for Views {
    type Change = Option<Arc<GameView>>;
    type Moves = ();
    fn change(view: &GameView, _: &[GameEvent]) -> Option<Arc<GameView>> {
        Some(Arc::new(view.clone()))
    }
    fn heartbeat(_: u64, _: u64) -> Option<Arc<GameView>> {
        None
    }
    fn moves(_: u64, _: &Game) {}
}

use mountain_goats_rules::Game;

/// What a schedule is, besides its seed.
#[derive(Clone, Copy, Debug)]
struct Plan {
    seed: u64,
    fence: Fence,
    /// The store may forget its last commits (`--durability process`, or
    /// an asynchronous replica); otherwise nothing acknowledged may be lost.
    forgets: bool,
    /// Servers' clocks are corrected to the store's.
    corrected: bool,
}

impl Plan {
    fn of(seed: u64) -> Plan {
        Plan {
            seed,
            fence: Fence::Links,
            forgets: seed.is_multiple_of(2),
            corrected: true,
        }
    }
}

/// A move a player was told is stored.
#[derive(Debug)]
struct Ack {
    game: String,
    version: u64,
    seat: Seat,
    mv: Move,
    request_id: String,
}

/// What the simulated players saw.
#[derive(Debug, Default)]
struct Seen {
    acks: Vec<Ack>,
    /// `HISTORY_LOST` answers: game, first and last version named.
    lost: Vec<(String, u64, u64)>,
    /// Games made, and the seats players hold (game, token hash).
    seats: Vec<(String, String)>,
}

type Shared = Rc<RefCell<Seen>>;

/// Runs the schedule of `plan`: the violations it found, and a fingerprint
/// of what it did (to show a seed replays exactly).
fn schedule(plan: Plan) -> (Vec<String>, String) {
    secrets::simulated::seed(Some(plan.seed ^ 0x6d67_7369_6d75_6c61));
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .start_paused(true)
        .build()
        .expect("a runtime");
    let found = runtime.block_on(run(plan));
    drop(runtime);
    secrets::simulated::seed(None);
    found
}

async fn run(plan: Plan) -> (Vec<String>, String) {
    let mut rng = fastrand::Rng::with_seed(plan.seed);
    let skews: Vec<i64> = (0..SERVERS).map(|_| rng.i64(-20_000..=20_000)).collect();
    let db = SimDb::new(rng.u64(..), BASE_MS, &skews, plan.fence, Faults::default());
    if !plan.corrected {
        for server in 0..SERVERS {
            db.uncorrected(server);
        }
    }
    let start = Instant::now();
    let hubs: Vec<Arc<Hub<Views>>> = (0..SERVERS)
        .map(|i| {
            Hub::new(
                Store::Sim(db.handle(i)),
                HubOptions {
                    clock: Clock::Tokio {
                        wall_ms: BASE_MS.saturating_add_signed(skews[i]),
                        at: start,
                    },
                    heartbeat: Duration::from_secs(1),
                    idle: Duration::from_secs(rng.u64(5..60)),
                    house_threads: 0,
                    house_move_time: Duration::from_millis(1),
                    max_games_per_client: 0,
                    open_game_expiry: Some(Duration::from_secs(120)),
                    ..HubOptions::default()
                },
            )
        })
        .collect();
    let seen: Shared = Rc::default();
    let local = tokio::task::LocalSet::new();
    let games = rng.usize(2..=4);
    for _ in 0..games {
        let kind = rng.u8(0..3);
        let game_seed = rng.u64(..);
        let (hubs, seen) = (hubs.clone(), seen.clone());
        local.spawn_local(async move {
            match kind {
                0 => created_game(hubs, seen, game_seed).await,
                1 => matchmade_game(hubs, seen, game_seed, false).await,
                _ => matchmade_game(hubs, seen, game_seed, true).await,
            }
        });
    }
    let faults = Faults {
        fail: rng.u32(0..40_000),
        delay: rng.u32(0..200_000),
        max_delay: Duration::from_millis(rng.u64(1..400)),
        lost_answer: rng.u32(0..40_000),
        drop_notice: rng.u32(0..300_000),
    };
    local.spawn_local(strike(db.clone(), plan, faults, rng.u64(..)));
    local.await;
    // Players who saw their game end are gone, but the store may have
    // forgotten the end: the clocks play such a game out on their own.
    for _ in 0..120 {
        if db.unfinished() == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_secs(5)).await;
    }
    for hub in &hubs {
        hub.shut_down().await;
    }
    let seen = seen.take();
    check(&db, plan, &seen)
}

/// Strikes the store with faults for [`FAULTS_FOR`], then lets it be.
async fn strike(db: Arc<SimDb>, plan: Plan, faults: Faults, seed: u64) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let until = Instant::now() + FAULTS_FOR;
    db.set_faults(faults);
    let mut cuts = Vec::new();
    while Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(rng.u64(200..6000))).await;
        match rng.u8(0..10) {
            0 | 1 if plan.forgets => {
                db.lose(rng.usize(1..=MOST_LOST));
            }
            2 => db.outage(Duration::from_millis(rng.u64(100..4000))),
            3 => {
                let (db, server) = (db.clone(), rng.usize(..SERVERS));
                let noticed = Duration::from_millis(rng.u64(0..600));
                let back = Duration::from_millis(rng.u64(0..4000));
                cuts.push(tokio::task::spawn_local(async move {
                    db.cut_lease(server, noticed, back).await;
                }));
            }
            4 => db.resync(),
            _ => {}
        }
    }
    db.set_faults(Faults::default());
    for cut in cuts {
        let _ = cut.await;
    }
}

/// The server a call about `game` goes to: the one the balancer hashes it
/// to, or now and then another (a balancer that failed over).
fn pick<'a>(hubs: &'a [Arc<Hub<Views>>], game: &str, rng: &mut fastrand::Rng) -> &'a Hub<Views> {
    let home = usize::from(secrets::token_hash(game)[0]) % hubs.len();
    if rng.u8(0..10) < 8 {
        &hubs[home]
    } else {
        &hubs[rng.usize(..hubs.len())]
    }
}

/// Retries `call` (on servers `pick` chooses) while the store fails, up to
/// a few times, with a pause between tries.
async fn retried<T, F, Fut>(rng: &mut fastrand::Rng, mut call: F) -> Result<T, HubError>
where
    F: FnMut(&mut fastrand::Rng) -> Fut,
    Fut: Future<Output = Result<T, HubError>>,
{
    let mut tries = 0;
    loop {
        match call(rng).await {
            Err(HubError::Store(_)) if tries < 20 => {
                tries += 1;
                tokio::time::sleep(Duration::from_millis(rng.u64(50..1500))).await;
            }
            other => return other,
        }
    }
}

/// A game made with `CreateGame`: 2–4 seats, some of them house bots, a
/// turn clock, the other seats joined by players who then play.
async fn created_game(hubs: Vec<Arc<Hub<Views>>>, seen: Shared, seed: u64) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let players = rng.u8(2..=4);
    let turn = rng.u32(2..=8);
    let table = Table {
        turn_seconds: Some(turn),
        house_after_timeouts: rng.u32(0..=3),
        ..Table::default()
    };
    let mut house: Vec<(Seat, String)> = Vec::new();
    for seat in 0..players {
        if rng.u8(0..3) == 0 {
            house.push((seat, ["random", "greedy"][rng.usize(..2)].to_owned()));
        }
    }
    let mut dice = [0; 32];
    rng.fill(&mut dice);
    let created = retried(&mut rng, |rng| {
        let hub = &hubs[rng.usize(..hubs.len())];
        hub.create(
            Config::new(players),
            Seed(dice),
            DiceSource::ChosenSeed,
            false,
            table.clone(),
            &house,
        )
    })
    .await;
    let Ok(view) = created else { return };
    let id = view.id.clone();
    let mut seats = Vec::new();
    for seat in (0..players).filter(|s| house.iter().all(|(h, _)| h != s)) {
        let token = format!("seat-{seed}-{seat}");
        let joined = retried(&mut rng, |rng| {
            pick(&hubs, &id, rng).join(
                &id,
                Some(seat),
                format!("P{seat}"),
                Some(token.clone()),
                Vec::new(),
            )
        })
        .await;
        if joined.is_ok() {
            seats.push((seat, token));
        }
    }
    let mut playing = Vec::new();
    for (seat, token) in seats {
        let (hubs, seen, id) = (hubs.clone(), seen.clone(), id.clone());
        let seed = rng.u64(..);
        playing.push(tokio::task::spawn_local(play(
            hubs, seen, id, seat, token, turn, seed,
        )));
    }
    for player in playing {
        let _ = player.await;
    }
}

/// Players looking for a game with `FindGame` (rated ones with accounts),
/// one of them searching twice at once with one token on two servers;
/// free seats go to house bots after a while.
async fn matchmade_game(hubs: Vec<Arc<Hub<Views>>>, seen: Shared, seed: u64, rated: bool) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let players = rng.u8(2..=3);
    let searchers = rng.usize(1..=players as usize);
    let turn = rng.u32(3..=8);
    let mut searches = Vec::new();
    for n in 0..searchers {
        let account = if rated {
            let name = format!("Player {seed:x} {n}");
            let made = retried(&mut rng, |rng| {
                hubs[rng.usize(..hubs.len())].create_account(name.clone())
            })
            .await;
            match made {
                Ok((account, _)) => Some(account),
                Err(_) => continue,
            }
        } else {
            None
        };
        let token = format!("find-{seed}-{n}");
        let wanted = Wanted {
            config: Config::new(players),
            seed: Seed([n as u8; 32]),
            table: Table {
                turn_seconds: Some(turn),
                rated,
                ..Table::default()
            },
            house_fill: Some((
                Duration::from_millis(rng.u64(500..5000)),
                ["random", "greedy"][rng.usize(..2)].to_owned(),
            )),
            player_name: format!("F{n}"),
            token: Some(token),
            dice_contribution: vec![n as u8; 32],
            creator: None,
            account,
        };
        // The first searcher's client sends its search twice at once, to
        // two servers (a retry that overtook the first try).
        let copies = if n == 0 { 2 } else { 1 };
        for _ in 0..copies {
            let (hubs, seen, wanted) = (hubs.clone(), seen.clone(), wanted.clone());
            let seed = rng.u64(..);
            searches.push(tokio::task::spawn_local(async move {
                let mut rng = fastrand::Rng::with_seed(seed);
                tokio::time::sleep(Duration::from_millis(rng.u64(0..300))).await;
                let found = retried(&mut rng, |rng| {
                    hubs[rng.usize(..hubs.len())].find(wanted.clone())
                })
                .await;
                let Ok((view, seat, token)) = found else {
                    return;
                };
                play(hubs, seen, view.id.clone(), seat, token, turn, rng.u64(..)).await;
            }));
        }
    }
    for search in searches {
        let _ = search.await;
    }
}

/// A player: looks at the game now and then; on its turn, thinks (now and
/// then longer than the clock allows) and moves, retrying a move whose
/// answer it did not get with the same request id.
async fn play(
    hubs: Vec<Arc<Hub<Views>>>,
    seen: Shared,
    id: String,
    seat: Seat,
    token: String,
    turn_seconds: u32,
    seed: u64,
) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let hash = secrets::token_hash(&token);
    seen.borrow_mut()
        .seats
        .push((id.clone(), hex::encode(hash)));
    let until = Instant::now() + PLAYERS_UNTIL;
    let mut moves_made = 0;
    while Instant::now() < until {
        let view = match pick(&hubs, &id, &mut rng).get(&id).await {
            Ok(update) => update.encoded.clone(),
            Err(error) => {
                note(&seen, &id, &error);
                None
            }
        };
        let Some(view) = view else {
            tokio::time::sleep(Duration::from_millis(rng.u64(100..1000))).await;
            continue;
        };
        if view.status.is_over() {
            return;
        }
        if view.status != Status::Playing || view.game.current_seat() != seat {
            tokio::time::sleep(Duration::from_millis(rng.u64(100..1500))).await;
            continue;
        }
        let think = u64::from(turn_seconds) * 1300;
        tokio::time::sleep(Duration::from_millis(rng.u64(0..think))).await;
        let moves = view.game.legal_moves();
        let Some(mv) = moves.get(rng.usize(..moves.len().max(1))).cloned() else {
            continue;
        };
        moves_made += 1;
        let request_id = format!("{seat}-{moves_made}");
        for _ in 0..8 {
            let hub = pick(&hubs, &id, &mut rng);
            match hub
                .submit(
                    &id,
                    hash,
                    mv.clone(),
                    Some(view.version),
                    request_id.clone(),
                )
                .await
            {
                Ok(committed) => {
                    seen.borrow_mut().acks.push(Ack {
                        game: id.clone(),
                        version: committed.view.version,
                        seat,
                        mv: mv.clone(),
                        request_id: request_id.clone(),
                    });
                    break;
                }
                // No answer: the same move again, with the same id.
                Err(HubError::Store(_) | HubError::Internal(_)) => {
                    tokio::time::sleep(Duration::from_millis(rng.u64(50..1000))).await;
                }
                Err(error) => {
                    note(&seen, &id, &error);
                    break;
                }
            }
        }
    }
}

/// Keeps what a player must be able to check of an error.
fn note(seen: &Shared, id: &str, error: &HubError) {
    if let HubError::HistoryLost { id: game, from, to } = error {
        assert_eq!(game, id, "HISTORY_LOST names the game asked about");
        seen.borrow_mut().lost.push((game.clone(), *from, *to));
    }
}

/// The invariants, checked on what the store holds and what the players
/// saw: the violations, and a fingerprint of the run.
fn check(db: &SimDb, plan: Plan, seen: &Seen) -> (Vec<String>, String) {
    let end_ms = db.now_ms();
    let record = db.take_record();
    let logs = db.logs();
    let (rated, rated_games) = db.ratings();
    let mut found = Vec::new();
    for (game, version) in &record.forked {
        found.push(format!("game {game} forked: version {version} was stored on top of an entry it was not built on"));
    }
    if record.runaway {
        found.push(format!(
            "more than {} store calls: something retries without end",
            crate::store::sim::MOST_CALLS
        ));
    }
    let no_drops = BTreeSet::new();
    let dropped = |game: &str| record.dropped.get(game).unwrap_or(&no_drops);
    // Every log replays; no turn timed out before its deadline.
    let mut games = BTreeMap::new();
    for (id, log) in &logs {
        let mut entries = log.iter().cloned();
        let Some(first) = entries.next() else {
            found.push(format!("game {id} has no log"));
            continue;
        };
        let mut hosted = match HostedGame::from_log(id.clone(), vec![first]) {
            Ok(hosted) => hosted,
            Err((version, error)) => {
                found.push(format!(
                    "game {id} does not replay at version {version}: {error}"
                ));
                continue;
            }
        };
        for entry in entries {
            let version = hosted.version + 1;
            if let Entry::Moved {
                timed_out: true, ..
            } = &entry
                && let Some(deadline) = hosted.deadline_ms()
                && let Some(&at) = record.committed_ms.get(&(id.clone(), version))
                && at < deadline
            {
                found.push(format!(
                    "game {id} version {version}: the turn timed out {} ms before its deadline",
                    deadline - at
                ));
            }
            match hosted.next(&entry) {
                Ok(next) => hosted.commit(entry, next),
                Err(error) => {
                    found.push(format!(
                        "game {id} does not replay at version {version}: {error}"
                    ));
                    break;
                }
            }
        }
        // A game not over goes on by itself: its clock, house bots and
        // expiry act within a minute or two (a game whose seats all time
        // out may go on for ever, but it goes on).
        let idle = end_ms.saturating_sub(hosted.updated_ms);
        if !hosted.status().is_over() && idle > STALLED_MS && plan.fence == Fence::Links {
            found.push(format!(
                "game {id} is stalled: {:?} at version {}, unchanged for {} s",
                hosted.status(),
                hosted.version,
                idle / 1000
            ));
        }
        games.insert(id.clone(), hosted);
    }
    // Nothing acknowledged is lost, unless the store forgot it.
    for ack in &seen.acks {
        if dropped(&ack.game).contains(&ack.version) {
            continue;
        }
        let stored = logs
            .get(&ack.game)
            .and_then(|log| log.get(ack.version as usize - 1));
        let kept = matches!(stored, Some(Entry::Moved { seat, mv, request_id, .. })
            if *seat == ack.seat && *mv == ack.mv && *request_id == ack.request_id);
        if !kept {
            found.push(format!(
                "game {} version {}: the move acknowledged to seat {} ({}) is not in the log",
                ack.game, ack.version, ack.seat, ack.request_id
            ));
        }
    }
    // HISTORY_LOST names versions the store forgot.
    for (game, from, to) in &seen.lost {
        if from > to || *from == 0 || (*from..=*to).any(|v| !dropped(game).contains(&v)) {
            found.push(format!(
                "game {game}: HISTORY_LOST named versions {from} to {to}; the store forgot {:?}",
                dropped(game)
            ));
        }
    }
    // One seat per token, among games not over.
    let mut seated: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (id, hosted) in &games {
        if hosted.status().is_over() {
            continue;
        }
        for entry in hosted.log() {
            if let Entry::Joined {
                token_hash,
                house: None,
                ..
            } = entry
            {
                seated.entry(token_hash).or_default().push(id);
            }
        }
    }
    for (token, games) in &seated {
        if games.len() > 1 {
            found.push(format!("token {} holds seats in {games:?}", &token[..8]));
        }
    }
    // Every rated game rated once, and only finished rated games.
    let mut expected_games: BTreeMap<String, u32> = BTreeMap::new();
    for (id, hosted) in &games {
        let finished_rated = hosted.table.rated && hosted.status() == Status::Finished;
        let times = rated.get(id).copied().unwrap_or(0);
        if times != u32::from(finished_rated) {
            found.push(format!(
                "game {id} ({:?}, rated {}) was rated {times} times",
                hosted.status(),
                hosted.table.rated
            ));
        }
        if finished_rated {
            let mut accounts: Vec<&String> = hosted
                .log()
                .iter()
                .filter_map(|e| match e {
                    Entry::Joined { account, .. } => account.as_ref(),
                    _ => None,
                })
                .collect();
            accounts.sort_unstable();
            accounts.dedup();
            for account in accounts {
                *expected_games.entry(account.clone()).or_default() += 1;
            }
        }
    }
    for (account, count) in &rated_games {
        let expected = expected_games.get(account).copied().unwrap_or(0);
        if *count != expected {
            found.push(format!(
                "account {account} counts {count} rated games; the logs finish {expected}"
            ));
        }
    }
    // No game retries a failing store without pause.
    for (game, failures) in &record.failed_appends {
        for window in failures.windows(30) {
            if window[29] - window[0] < Duration::from_secs(1) {
                found.push(format!(
                    "game {game}: 30 failed appends within {:?}: retrying without pause",
                    window[29] - window[0]
                ));
                break;
            }
        }
    }
    let fingerprint = format!(
        "{:?} acks {} lost {:?} calls {}",
        logs.iter()
            .map(|(id, log)| (
                id.clone(),
                log.len(),
                serde_json::to_string(log)
                    .map(|t| secrets::token_hash(&t)[0])
                    .ok()
            ))
            .collect::<Vec<_>>(),
        seen.acks.len(),
        seen.lost,
        record.calls
    );
    (found, fingerprint)
}

/// The seeds a run tries: `MOUNTAIN_GOATS_SIM_FIRST` on (default 0),
/// `MOUNTAIN_GOATS_SIM_SEEDS` of them (default [`SEEDS`]).
fn seeds() -> std::ops::Range<u64> {
    let number = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<u64>().ok());
    let first = number("MOUNTAIN_GOATS_SIM_FIRST").unwrap_or(0);
    first..first + number("MOUNTAIN_GOATS_SIM_SEEDS").unwrap_or(SEEDS)
}

/// Runs `plans`, and answers the seeds that found a violation, with the
/// first violation of each.
fn failing(plans: impl Iterator<Item = Plan>) -> Vec<(u64, String)> {
    plans
        .filter_map(|plan| {
            let (found, _) = schedule(plan);
            found.into_iter().next().map(|first| (plan.seed, first))
        })
        .collect()
}

/// Runs the seeds of the run ([`seeds`]) that are `chunk` modulo
/// [`CHUNKS`], so that test threads share the run.
fn chunk(chunk: u64) {
    let failed = failing(seeds().filter(|seed| seed % CHUNKS == chunk).map(Plan::of));
    assert!(
        failed.is_empty(),
        "{} schedules broke an invariant (replay one with MOUNTAIN_GOATS_SIM_FIRST=<seed> \
         MOUNTAIN_GOATS_SIM_SEEDS=1): {failed:#?}",
        failed.len()
    );
}

/// How many tests share a run of seeds.
const CHUNKS: u64 = 4;

#[test]
fn every_invariant_holds_over_simulated_schedules_0() {
    chunk(0);
}

#[test]
fn every_invariant_holds_over_simulated_schedules_1() {
    chunk(1);
}

#[test]
fn every_invariant_holds_over_simulated_schedules_2() {
    chunk(2);
}

#[test]
fn every_invariant_holds_over_simulated_schedules_3() {
    chunk(3);
}

#[test]
fn a_seed_replays_exactly() {
    for seed in [3, 4] {
        let (_, first) = schedule(Plan::of(seed));
        let (_, again) = schedule(Plan::of(seed));
        assert_eq!(first, again, "seed {seed} ran two ways");
    }
}

/// With appends checked only on "version n−1 exists" (the store before
/// links), a store that forgets its last commits lets a stale copy append
/// on top of another server's entries: the simulator finds such forks.
#[test]
fn without_links_the_simulator_finds_forked_games() {
    let plans = (0..40).map(|seed| Plan {
        fence: Fence::VersionOnly,
        forgets: true,
        ..Plan::of(seed)
    });
    let forked: Vec<u64> = failing(plans)
        .into_iter()
        .filter(|(_, found)| found.contains("forked"))
        .map(|(seed, _)| seed)
        .collect();
    eprintln!("forks found without links, seeds {forked:?}");
    assert!(!forked.is_empty(), "no fork found in 40 schedules");
}

/// With servers' clocks left uncorrected (each up to 20 s off), a fast
/// server times players out early: the simulator finds it.
#[test]
fn without_the_databases_clock_the_simulator_finds_early_timeouts() {
    let plans = (0..10).map(|seed| Plan {
        corrected: false,
        ..Plan::of(seed)
    });
    let early: Vec<u64> = failing(plans)
        .into_iter()
        .filter(|(_, found)| found.contains("before its deadline"))
        .map(|(seed, _)| seed)
        .collect();
    eprintln!("early timeouts found without the database's clock, seeds {early:?}");
    assert!(!early.is_empty(), "no early timeout found in 10 schedules");
}

/// A game nobody calls, whose home died, is taken over by a server that
/// held a stale copy of it, and its clock goes on there: what that copy
/// catches up on right after the takeover (the dead home's moves) used to
/// count as other servers being called, so the new home let the game go
/// at once, `tend` took it over again, for ever, and the clock never
/// played another move.
#[tokio::test(start_paused = true)]
async fn a_game_taken_over_is_not_handed_over_for_ever() {
    let db = SimDb::new(11, BASE_MS, &[0, 0], Fence::Links, Faults::default());
    let hubs: Vec<Arc<Hub<Views>>> = (0..2)
        .map(|i| {
            Hub::new(
                Store::Sim(db.handle(i)),
                HubOptions {
                    clock: Clock::tokio(),
                    heartbeat: Duration::from_secs(1),
                    house_threads: 0,
                    ..HubOptions::default()
                },
            )
        })
        .collect();
    let table = Table {
        turn_seconds: Some(5),
        ..Table::default()
    };
    let view = hubs[0]
        .create(
            Config::new(2),
            Seed([8; 32]),
            DiceSource::ChosenSeed,
            false,
            table,
            &[],
        )
        .await
        .expect("created");
    let id = view.id.clone();
    // Seated through the first server, its home; the second reads it once.
    for seat in 0..2 {
        hubs[0]
            .join(&id, Some(seat), format!("P{seat}"), None, Vec::new())
            .await
            .expect("joined");
    }
    hubs[1].get(&id).await.expect("read by the other server");
    // Nobody moves: the clock plays two moves on the first server, which
    // then dies for a minute.
    tokio::time::sleep(Duration::from_secs(12)).await;
    let before = db.logs()[&id].len();
    let cut = {
        let db = db.clone();
        tokio::spawn(async move {
            db.cut_lease(0, Duration::ZERO, Duration::from_secs(60))
                .await;
        })
    };
    tokio::time::sleep(Duration::from_secs(40)).await;
    let after = db.logs()[&id].len();
    assert!(
        after >= before + 6,
        "the second server runs the clock: {before} entries, then {after} 40 s later"
    );
    let _ = cut.await;
    for hub in &hubs {
        hub.shut_down().await;
    }
}

/// Two hubs over one shared store that loses every notice (seeded by
/// `seed`), their games unloaded after `idle`: the scenarios of a server
/// that never hears of the other's changes.
fn two_deaf_hubs(seed: u64, idle: Duration) -> Vec<Arc<Hub<Views>>> {
    let db = SimDb::new(
        seed,
        BASE_MS,
        &[0, 0],
        Fence::Links,
        Faults {
            drop_notice: 1_000_000,
            ..Faults::default()
        },
    );
    (0..2)
        .map(|i| {
            Hub::new(
                Store::Sim(db.handle(i)),
                HubOptions {
                    clock: Clock::tokio(),
                    idle,
                    house_threads: 0,
                    ..HubOptions::default()
                },
            )
        })
        .collect()
}

/// A game's home that missed the notice of another server's append (here
/// every notice is dropped) learns of it when the store says the game is
/// due: a house bot to move after a player's move stored through another
/// server answers within a tending round, not once its home lets the game
/// go (a minute of idle time here).
#[tokio::test(start_paused = true)]
async fn a_home_that_missed_a_notice_acts_when_its_game_is_due() {
    let hubs = two_deaf_hubs(9, Duration::from_secs(60));
    let (home, other) = (&hubs[0], &hubs[1]);
    let view = home
        .create(
            Config::new(2),
            Seed([4; 32]),
            DiceSource::ChosenSeed,
            false,
            Table::default(),
            &[(1, "random".to_owned())],
        )
        .await
        .expect("created");
    let id = view.id.clone();
    let (joined, seat, token) = home
        .join(&id, Some(0), "Ann".into(), None, Vec::new())
        .await
        .expect("joined");
    assert_eq!(joined.game.current_seat(), seat, "the player moves first");
    let mv = joined.game.legal_moves().remove(0);
    let moved = other
        .submit(&id, secrets::token_hash(&token), mv, None, "m1".into())
        .await
        .expect("moved through the other server")
        .view
        .version;
    let started = Instant::now();
    let mut version = moved;
    while version == moved && started.elapsed() < Duration::from_secs(120) {
        tokio::time::sleep(Duration::from_millis(100)).await;
        version = other.get(&id).await.expect("the game").version;
    }
    assert!(version > moved, "the house bot moved");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "the house bot answered after {:?}",
        started.elapsed()
    );
    for hub in &hubs {
        hub.shut_down().await;
    }
}

/// A copy of a game held by a server that is not its home, and missed
/// every notice, is behind the log: a listing there catches it up first,
/// and shows what the log held, not the copy.
#[tokio::test(start_paused = true)]
async fn a_listing_catches_up_a_copy_behind_the_log() {
    let hubs = two_deaf_hubs(10, HubOptions::default().idle);
    let (home, other) = (&hubs[0], &hubs[1]);
    let view = home
        .create(
            Config::new(2),
            Seed([5; 32]),
            DiceSource::ChosenSeed,
            false,
            Table::default(),
            &[],
        )
        .await
        .expect("created");
    let id = view.id.clone();
    let mut tokens = Vec::new();
    for (seat, name) in ["Ann", "Bob"].into_iter().enumerate() {
        let (_, _, token) = home
            .join(&id, Some(seat as u8), name.into(), None, Vec::new())
            .await
            .expect("joined");
        tokens.push(token);
    }
    let copied = other.get(&id).await.expect("a copy").version;
    let (game, _) = home.read(&id).await.expect("the game");
    let mover = usize::from(game.game.current_seat());
    let mv = game.game.legal_moves().remove(0);
    let moved = home
        .submit(
            &id,
            secrets::token_hash(&tokens[mover]),
            mv,
            None,
            "m1".into(),
        )
        .await
        .expect("moved at its home")
        .view
        .version;
    assert!(moved > copied);
    let page = other.list(None, 10, None).await.expect("a listing");
    let listed = page.games.iter().find(|g| g.id == id).expect("listed");
    assert_eq!(listed.version, moved, "the listing shows the log's version");
    for hub in &hubs {
        hub.shut_down().await;
    }
}
