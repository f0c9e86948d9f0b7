//! `chances10`: the games of `games10` while spectators flood the server
//! with `GetWinChances` (issue 26: "estimating a position's chances does not
//! slow the moves of other games").
//!
//! The flood runs in this process, on the driver's core, beside the
//! players: it lists the server's games (`ListGames`) and asks the chances
//! of every version of every started game, each version once (so the
//! server's cache never answers it), 4 calls in flight. It starts asking
//! when the first move shows in a listing, that is when the games' measured
//! stretch starts, and stops at the end of `Settings::measure`; calls still
//! in flight then are dropped, not counted, so that none is cut by the
//! server being stopped. The server's CPU per move, the usual figure,
//! includes the estimates: they run on the server's own threads
//! (`chances-N`), whose CPU time is also reported alone.
//!
//! `BENCH_CHANCES_PRIORITY` changes those threads' priority once the
//! server has started, to compare with what the server gives them
//! (niceness 19): a number is a niceness (`renice`; `0` is the server as it
//! was before it lowered them), `idle` is the `SCHED_IDLE` policy (`chrt`).

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

use mountain_goats_server::api::v1 as pb;
use tokio::task::JoinSet;
use tonic_types::StatusExt;

use super::cpu;
use super::scenarios::{self, SILENCE, Settings};
use super::server::Server;
use super::stats::{Figures, ms};
use super::table::{Client, about};

/// `GetWinChances` calls in flight at once.
const IN_FLIGHT: usize = 4;
/// The prefix of the names of the server's estimate threads
/// (`crates/core/src/chances.rs`).
const ESTIMATE_THREADS: &str = "chances-";
/// How often the flood lists the games while it has nothing to ask.
const LIST_EVERY: Duration = Duration::from_millis(10);

/// `games` games as in `games10`, and the spectators' flood of
/// `GetWinChances` beside them.
pub async fn chances(server: Server, games: usize, settings: &Settings) -> Figures {
    let mut notes = Vec::new();
    // The estimate threads may still be starting when the server listens,
    // and each lowers its own priority as it starts: wait for that, or a
    // change made here would be undone.
    let lowered = Instant::now() + Duration::from_secs(1);
    while Instant::now() < lowered && {
        let threads = estimate_threads(server.pid);
        threads.is_empty()
            || threads
                .iter()
                .any(|t| t.priority.as_deref() == Some("nice 0"))
    } {
        tokio::time::sleep(LIST_EVERY).await;
    }
    if let Some(priority) = std::env::var("BENCH_CHANCES_PRIORITY")
        .ok()
        .filter(|n| !n.is_empty())
    {
        reprioritise(server.pid, &priority, &mut notes);
    }
    let threads = estimate_threads(server.pid);
    if threads.is_empty() {
        notes.push(format!(
            "no {ESTIMATE_THREADS}* thread in the server: its estimate CPU is not counted"
        ));
    } else {
        let priorities: Vec<String> = threads
            .iter()
            .map(|t| format!("{} at {}", t.name, t.priority.as_deref().unwrap_or("?")))
            .collect();
        notes.push(format!("estimate threads: {}", priorities.join(", ")));
    }
    let flood = Flood::new(Client::new(server.connect().await));
    let estimates = EstimateClock {
        pid: server.pid,
        tids: threads.iter().map(|t| t.tid).collect(),
        ticks_per_second: settings.ticks_per_second,
    };
    let flood = tokio::spawn(flood.run(settings.measure, estimates));
    let mut figures = scenarios::games(vec![server], None, games, settings).await;
    let log = flood.await.expect("the flood's task");
    log.report(&mut figures);
    figures.notes.extend(notes);
    figures
}

/// One of the server's estimate threads.
#[derive(Debug)]
struct EstimateThread {
    tid: u32,
    name: String,
    priority: Option<String>,
}

/// The server's estimate threads, from `/proc/PID/task/*/comm`.
fn estimate_threads(pid: u32) -> Vec<EstimateThread> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    let mut threads: Vec<EstimateThread> = tasks
        .flatten()
        .filter_map(|task| {
            let tid: u32 = task.file_name().to_str()?.parse().ok()?;
            let name = std::fs::read_to_string(task.path().join("comm")).ok()?;
            let name = name.trim();
            name.starts_with(ESTIMATE_THREADS).then(|| EstimateThread {
                tid,
                name: name.to_owned(),
                priority: priority(pid, tid),
            })
        })
        .collect();
    threads.sort_by(|a, b| a.name.cmp(&b.name));
    threads
}

/// A thread's niceness and scheduling policy, as `nice N` or `SCHED_IDLE`:
/// fields 19 and 41 of `/proc/PID/task/TID/stat`.
fn priority(pid: u32, tid: u32) -> Option<String> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/task/{tid}/stat")).ok()?;
    // After the name in parentheses: state (field 3) … nice (field 19) …
    // policy (field 41).
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    const SCHED_IDLE: &str = "5";
    Some(if fields.get(38) == Some(&SCHED_IDLE) {
        "SCHED_IDLE".into()
    } else {
        format!("nice {}", fields.get(16)?)
    })
}

/// Sets the estimate threads' niceness to `priority`, or their policy to
/// `SCHED_IDLE` if it is `idle` (Linux keeps both per thread; raising
/// either above what they were takes root or `CAP_SYS_NICE`).
fn reprioritise(pid: u32, priority: &str, notes: &mut Vec<String>) {
    for thread in estimate_threads(pid) {
        let tid = thread.tid.to_string();
        let (program, args) = if priority == "idle" {
            ("chrt", ["--idle", "-p", "0", &tid])
        } else {
            ("renice", ["-n", priority, "-p", &tid])
        };
        let done = std::process::Command::new(program)
            .args(args)
            .stdout(std::process::Stdio::null())
            .status();
        if !done.is_ok_and(|s| s.success()) {
            notes.push(format!(
                "{program} {} failed: {} keeps its priority",
                args.join(" "),
                thread.name
            ));
        }
    }
}

/// The CPU time of the server's estimate threads.
#[derive(Debug)]
struct EstimateClock {
    pid: u32,
    tids: Vec<u32>,
    ticks_per_second: u64,
}

impl EstimateClock {
    fn now(&self) -> Duration {
        let ticks: u64 = self
            .tids
            .iter()
            .filter_map(|tid| cpu::cpu_ticks(&format!("{}/task/{tid}", self.pid)).ok())
            .sum();
        Duration::from_secs_f64(ticks as f64 / self.ticks_per_second as f64)
    }
}

/// What the flood got over its measured stretch.
#[derive(Debug, Default)]
struct FloodLog {
    wall: Duration,
    /// Answers with rollouts: estimates made for this call.
    estimated: u64,
    /// Answers without rollouts (a finished game's result) or from the
    /// cache.
    other_answers: u64,
    /// Refused `BUSY`: every estimate slot stayed taken for 2 s.
    busy: u64,
    /// The round trips of the estimated answers.
    round_trips: Vec<Duration>,
    /// The estimate threads' CPU time.
    estimate_cpu: Duration,
    errors: u64,
    first_error: Option<String>,
}

impl FloodLog {
    fn error(&mut self, what: String) {
        self.errors += 1;
        self.first_error.get_or_insert(what);
    }

    fn report(mut self, figures: &mut Figures) {
        let secs = self.wall.as_secs_f64().max(1e-9);
        figures.add("estimates answered", self.estimated as f64);
        figures.add("estimates answered/s", self.estimated as f64 / secs);
        figures.add("estimates refused BUSY", self.busy as f64);
        figures.add(
            "estimate threads busy %",
            100.0 * self.estimate_cpu.as_secs_f64() / secs,
        );
        figures.add(
            "estimate CPU ms/answer",
            ms(self.estimate_cpu) / self.estimated.max(1) as f64,
        );
        figures.add_latency("GetWinChances answered", &mut self.round_trips);
        if self.other_answers > 0 {
            figures.notes.push(format!(
                "{} chances answered without an estimate (finished games, cache)",
                self.other_answers
            ));
        }
        if self.errors > 0 {
            figures.notes.push(format!(
                "flood: {} errors, first: {}",
                self.errors,
                self.first_error.unwrap_or_default()
            ));
        }
    }
}

/// The spectators: one connection, the versions still to ask.
struct Flood {
    client: Client,
    /// Per game: the next version to ask.
    next: HashMap<String, u64>,
    queue: VecDeque<(String, u64)>,
}

type Answer = (Duration, Result<pb::GetWinChancesResponse, tonic::Status>);

impl Flood {
    fn new(client: Client) -> Flood {
        Flood {
            client,
            next: HashMap::new(),
            queue: VecDeque::new(),
        }
    }

    /// Every game on the server, newest first.
    async fn list(&mut self) -> Result<Vec<pb::Game>, tonic::Status> {
        let mut games = Vec::new();
        let mut page_token = String::new();
        loop {
            let page = self
                .client
                .list_games(pb::ListGamesRequest {
                    page_size: 200,
                    page_token,
                    ..Default::default()
                })
                .await?
                .into_inner();
            games.extend(page.games);
            if page.next_page_token.is_empty() {
                return Ok(games);
            }
            page_token = page.next_page_token;
        }
    }

    /// Queues the versions of `games` not asked yet, from the one the last
    /// seat was taken at (the start: before it nobody has a chance), taking
    /// the games in turn so that every game is asked about.
    fn queue_new_versions(&mut self, games: &[pb::Game]) {
        let mut ranges: Vec<(&str, u64, u64)> = games
            .iter()
            .filter(|g| {
                g.status == pb::GameStatus::Playing as i32
                    || g.status == pb::GameStatus::Finished as i32
            })
            .map(|g| {
                let start = 1 + g.seats.len() as u64;
                let next = self.next.get(&g.name).copied().unwrap_or(start);
                (g.name.as_str(), next, g.version)
            })
            .filter(|(_, next, last)| next <= last)
            .collect();
        while !ranges.is_empty() {
            ranges.retain_mut(|(name, next, last)| {
                self.queue.push_back(((*name).to_owned(), *next));
                *next += 1;
                *next <= *last
            });
        }
        for (name, next) in &self.queue {
            self.next.insert(name.clone(), next + 1);
        }
    }

    async fn run(mut self, measure: Duration, estimates: EstimateClock) -> FloodLog {
        let mut log = FloodLog::default();
        // The players set their tables up first; the games' clock starts
        // with their first move.
        let give_up = Instant::now() + SILENCE;
        let started = loop {
            match self.list().await {
                Ok(games) if games.iter().any(|g| g.version > 1 + g.seats.len() as u64) => {
                    break Instant::now();
                }
                Ok(_) if Instant::now() < give_up => tokio::time::sleep(LIST_EVERY).await,
                Ok(_) => {
                    log.error(format!("no move in any game within {SILENCE:?}"));
                    return log;
                }
                Err(e) => {
                    log.error(format!("ListGames: {e}"));
                    return log;
                }
            }
        };
        let deadline = started + measure;
        let cpu_before = estimates.now();
        let mut in_flight: JoinSet<Answer> = JoinSet::new();
        while Instant::now() < deadline {
            while in_flight.len() < IN_FLIGHT {
                if self.queue.is_empty() {
                    match self.list().await {
                        Ok(games) => self.queue_new_versions(&games),
                        Err(e) => log.error(format!("ListGames: {e}")),
                    }
                }
                let Some((name, version)) = self.queue.pop_front() else {
                    break;
                };
                let mut client = self.client.clone();
                in_flight.spawn(async move {
                    let request = about(
                        &name,
                        pb::GetWinChancesRequest {
                            name: name.clone(),
                            version: Some(version),
                        },
                    );
                    let sent = Instant::now();
                    let answer = client.get_win_chances(request).await;
                    (sent.elapsed(), answer.map(tonic::Response::into_inner))
                });
            }
            let until = tokio::time::Instant::from_std(deadline);
            if in_flight.is_empty() {
                // Nothing new to ask yet.
                tokio::time::sleep_until(until.min(tokio::time::Instant::now() + LIST_EVERY)).await;
                continue;
            }
            let Ok(Some(done)) = tokio::time::timeout_at(until, in_flight.join_next()).await else {
                break;
            };
            match done {
                Ok((took, Ok(answer))) => {
                    if answer.rollouts > 0 && !answer.cached {
                        log.estimated += 1;
                        log.round_trips.push(took);
                    } else {
                        log.other_answers += 1;
                    }
                }
                Ok((_, Err(status))) => {
                    let reason = status
                        .get_error_details()
                        .error_info()
                        .map(|i| i.reason.clone());
                    if reason.as_deref() == Some("BUSY") {
                        log.busy += 1;
                    } else {
                        log.error(format!("GetWinChances: {status}"));
                    }
                }
                Err(e) => log.error(format!("a GetWinChances task: {e}")),
            }
        }
        log.estimate_cpu = estimates.now().saturating_sub(cpu_before);
        log.wall = started.elapsed();
        // Calls still waiting for a slot are dropped here: the server is
        // stopped soon after the games end, and they would fail then.
        in_flight.abort_all();
        log
    }
}
