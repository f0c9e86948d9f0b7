//! Service load benchmark: the server as its users feel it, over loopback.
//!
//! The server runs as its own process (the release binary, or `BENCH_SERVER`)
//! pinned to core 0; this driver pins itself to core 1. Each scenario gets a
//! fresh server and database and prints moves/s, latencies and the server's
//! CPU time per move (from `/proc/PID/stat`):
//!
//! - `fsync`: what a bare `sync_data` / `sync_all` costs on this disk;
//! - `serial`: `SubmitMove` round trip against an empty unary call (health
//!   `Check`), one call at a time, as a ratio;
//! - `games1`, `games10`, `games100`: that many games at once, four players
//!   each, every player on its own connection watching its own seat and
//!   playing a random legal move (from its stream) on its turn;
//! - `chances10`: `games10` while spectators, in this process, ask
//!   `GetWinChances` for every version of every game, 4 calls in flight
//!   (`load/chances.rs`); printed beside `games10` with the ratio of
//!   moves/s. `BENCH_CHANCES_PRIORITY=0` (a niceness, or `idle` for
//!   `SCHED_IDLE`) sets the server's estimate threads to that instead of
//!   niceness 19;
//! - `watchers100`, `watchers1000`: one game, that many spectators, the
//!   delay from a move to the last spectator having it;
//! - `bare100`: the yardstick of `games100`, its calls (per move one unary
//!   call and a message to each of the four seats' streams) against a stock
//!   tonic server with nothing behind them (`load/bare.rs`): what tonic, h2,
//!   tokio and loopback TCP cost for a move, without the game; `bare1000`
//!   the same for `watchers1000` (one message pushed to 1,000 streams);
//! - `idle10000`: the server's memory per idle watch stream, with 10,000 of
//!   them open on one game, and what it still holds once they have closed
//!   (`load/idle.rs`); `health_idle10000` its yardstick in the same
//!   server, 10,000 idle streams of the health service's `Watch`: what the
//!   transport and the connection layers cost per idle stream;
//!   `bare_idle10000` the same against a stock tonic server;
//! - on PostgreSQL (`--db postgres://…`, a fresh database per run):
//!   `pg_games100` (one server, the load of `games100`), `pg2_games100`
//!   (two server processes on the same database, seats 0 and 2 of every
//!   game on server A, 1 and 3 on B: every move crosses processes), and
//!   `pg2_cross_watch` (one game at a time played through A, spectators on
//!   B and on A: the delay from the move's acknowledgement on A to the
//!   spectators of each). The PostgreSQL server is `BENCH_PG=URL`
//!   (`BENCH_PG_PID=PID` of its postmaster to count its CPU), or one
//!   started here with `tests/postgres.sh` (fsync on) in a temporary
//!   directory and stopped at the end, its processes pinned to
//!   `BENCH_PG_CORE` (default: the server's core). Server B is pinned to
//!   `BENCH_SERVER_B_CORE` (default: the server's core). `store` runs
//!   `games100` (SQLite) and the three of them, and prints them side by
//!   side. `BENCH_CROSS_WATCHERS` (10): spectators per server in
//!   `pg2_cross_watch` and `lb3_cross_watch`.
//! - behind a real nginx running `deploy/nginx-grpc.conf` (`load/cluster.rs`;
//!   nginx installed from Debian with apt-get when missing, as root), on
//!   PostgreSQL: `lb1_games100` (one server), `lb1_games33` (one server
//!   with a third of the games: what each of three carries in
//!   `lb3_games100`), `lb3_apart_games100` (three servers sharing nothing
//!   but the core and PostgreSQL: each on a database of its own behind an
//!   nginx of its own, a third of the games each: the yardstick of
//!   `lb3_games100`), `lb3_games100` (three servers,
//!   nginx sending every call about a game to the server its routing header
//!   hashes to), `lb3_random_games100` (the same with every call to a
//!   random server), `lb3_cross_watch` (moves through nginx, spectators
//!   connected straight to each server: from a move on the game's home to
//!   the spectators on the other two). `cluster` runs them with
//!   `pg_games100` (one server, no nginx), prints them side by side, and
//!   the ratios of the servers' CPU per move. nginx runs one worker, pinned
//!   to `BENCH_NGINX_CORE` (default: the driver's core); servers B and C to
//!   `BENCH_SERVER_B_CORE`.
//!
//! - the ladder's goals (`load/ladder.rs`), not in the default list (each
//!   takes minutes): `ladder400` (400 rated games among the house accounts,
//!   played by the server, `BENCH_LADDER_WAVE` (20) at a time, half with
//!   three seats and half with two; then the leaderboard, and whether it
//!   ranks expert above greedy above random; beside it `mountain-goats
//!   arena` in process on the same line-ups, `BENCH_ARENA_GAMES` (400; 0 to
//!   skip)), `leaderboard10000` (10,000 accounts made with `CreateAccount`,
//!   then `ListLeaderboard` pages of 50 and 200, first, middle and last,
//!   `BENCH_CALLS` (200) calls each, beside `ListGames` pages of 200 open
//!   games, after `BENCH_LEADERBOARD_SETTLE` seconds (0) for autovacuum), and `pg_ladder400`, `pg_leaderboard10000` the same on
//!   PostgreSQL. `ladder` runs the four (the PostgreSQL ones when one is at
//!   hand).
//!
//! `cargo bench --bench service` runs them all (about 2-3 minutes; the
//! PostgreSQL ones only when `BENCH_PG` is set or PostgreSQL is installed,
//! and those behind nginx only when nginx is installed too).
//! Knobs:
//! `BENCH_SCENARIOS=serial,games100` (or the names as arguments after `--`),
//! `BENCH_DURABILITY=full|process`, `BENCH_REPEAT` (runs of each scenario,
//! 3), `BENCH_SECS` (measured seconds per run, 4), `BENCH_SEED`,
//! `BENCH_SERVER=/path/to/mountain-goats` (measure another build),
//! `BENCH_WATCH=full` (spectators decode every update whole),
//! `BENCH_PERF=prefix` (`perf record --call-graph dwarf` the server in each scenario's first
//! run, into `prefix-SCENARIO.data`), `BENCH_NO_PIN=1`, `BENCH_NICE=-10`
//! (run the server and the driver at that niceness: on a machine shared
//! with other work, fewer of their waits are for someone else's process;
//! "server run-queue wait %" shows how much there was), `BENCH_RUST_LOG`
//! (the server's `RUST_LOG`, `warn` by default; `info` is a plain `serve`'s
//! level, with a span per call), `BENCH_STREAMS_PER_CONNECTION` (`idle10000`),
//! `BENCH_SERVER_ARGS` (more arguments for every server's `serve`,
//! whitespace-separated).
//!
//! It prints figures; it asserts nothing about time.

mod load;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use load::cluster::{self, Balance, Nginx, NginxBinary};
use load::cpu;
use load::postgres::{self, Postgres};
use load::scenarios::{self, Settings};
use load::server::{Server, ServerSpec};
use load::stats::{self, Figures};

const SCENARIOS: [&str; 13] = [
    "fsync",
    "serial",
    "games1",
    "games10",
    "chances10",
    "games100",
    "bare100",
    "watchers100",
    "watchers1000",
    "bare1000",
    "idle10000",
    "health_idle10000",
    "bare_idle10000",
];
/// The scenarios on PostgreSQL: in the default list only when one is at
/// hand.
const PG_SCENARIOS: [&str; 3] = ["pg_games100", "pg2_games100", "pg2_cross_watch"];
/// The scenarios behind nginx, on PostgreSQL: in the default list only
/// when both are at hand.
const CLUSTER_SCENARIOS: [&str; 6] = [
    "lb1_games100",
    "lb1_games33",
    "lb3_apart_games100",
    "lb3_games100",
    "lb3_random_games100",
    "lb3_cross_watch",
];
/// The ladder's goals: known, never in the default list (minutes each).
const LADDER_SCENARIOS: [&str; 2] = ["ladder400", "leaderboard10000"];
/// The ladder's goals on PostgreSQL.
const PG_LADDER_SCENARIOS: [&str; 2] = ["pg_ladder400", "pg_leaderboard10000"];
/// `store`: the same load on each store, side by side.
const STORE: [&str; 4] = ["games100", "pg_games100", "pg2_games100", "pg2_cross_watch"];
/// `cluster`: one server and three behind nginx, hashing or not, side by
/// side with one server alone.
const CLUSTER: [&str; 7] = [
    "pg_games100",
    "lb1_games100",
    "lb1_games33",
    "lb3_apart_games100",
    "lb3_games100",
    "lb3_random_games100",
    "lb3_cross_watch",
];
/// The scenarios compared in the side-by-side tables.
const SIDE_BY_SIDE: [&[&str]; 3] = [
    &["games10", "chances10"],
    &["games100", "pg_games100", "pg2_games100"],
    &[
        "pg_games100",
        "lb1_games100",
        "lb1_games33",
        "lb3_apart_games100",
        "lb3_games100",
        "lb3_random_games100",
    ],
];
const SERVER_CORE: usize = 0;
const DRIVER_CORE: usize = 1;

fn env(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

fn env_num<T: std::str::FromStr>(name: &str, default: T) -> T {
    match env(name) {
        Some(v) => v
            .parse()
            .unwrap_or_else(|_| panic!("{name}={v}: not a number")),
        None => default,
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// Runs this bench again under `taskset -c DRIVER_CORE` (the server gets
/// `SERVER_CORE`), and under `nice -n BENCH_NICE` if set; returns only if
/// that is not possible or not wanted.
fn pin_driver(args: &[String], nice: Option<i32>) {
    if env("BENCH_PINNED").is_some() || env("BENCH_NO_PIN").is_some() || cores() < 2 {
        return;
    }
    let exe = std::env::current_exe().expect("current exe");
    let mut command = std::process::Command::new(if nice.is_some() { "nice" } else { "taskset" });
    if let Some(nice) = nice {
        command.args(["-n", &nice.to_string(), "taskset"]);
    }
    match command
        .args(["-c", &DRIVER_CORE.to_string()])
        .arg(exe)
        .args(args)
        .env("BENCH_PINNED", "1")
        .status()
    {
        Ok(status) => std::process::exit(status.code().unwrap_or(1)),
        Err(e) => eprintln!("taskset did not run ({e}): the driver is not pinned"),
    }
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "serve") {
        // Started by `bare100` and `bare1000` as their server.
        load::bare::serve(&args);
        return;
    }
    let mut wanted: Vec<String> = args
        .iter()
        .filter(|a| !a.starts_with('-'))
        .chain(env("BENCH_SCENARIOS").as_ref())
        .flat_map(|a| a.split(','))
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .collect();
    if wanted.is_empty() && !args.iter().any(|a| a == "--bench") {
        // `cargo test --benches` runs this without `--bench`: nothing to test.
        println!("service load bench: run it with `cargo bench --bench service`");
        return;
    }
    let external_pg = env("BENCH_PG");
    let mut pg_skipped = false;
    if wanted.is_empty() || wanted.iter().any(|s| s == "all") {
        wanted = SCENARIOS.map(String::from).to_vec();
        if postgres::available(external_pg.as_deref()) {
            wanted.extend(PG_SCENARIOS.map(String::from));
            if cluster::NginxBinary::installed() {
                wanted.extend(CLUSTER_SCENARIOS.map(String::from));
            }
        } else {
            pg_skipped = true;
        }
    }
    let mut expanded: Vec<String> = Vec::new();
    for name in wanted {
        let names = match name.as_str() {
            "store" => STORE.map(String::from).to_vec(),
            "cluster" => CLUSTER.map(String::from).to_vec(),
            "ladder" => {
                let mut names = LADDER_SCENARIOS.map(String::from).to_vec();
                if postgres::available(external_pg.as_deref()) {
                    names.extend(PG_LADDER_SCENARIOS.map(String::from));
                }
                names
            }
            _ => vec![name],
        };
        for name in names {
            if !expanded.contains(&name) {
                expanded.push(name);
            }
        }
    }
    let wanted = expanded;
    if let Some(bad) = wanted.iter().find(|s| {
        !SCENARIOS.contains(&s.as_str())
            && !PG_SCENARIOS.contains(&s.as_str())
            && !CLUSTER_SCENARIOS.contains(&s.as_str())
            && !LADDER_SCENARIOS.contains(&s.as_str())
            && !PG_LADDER_SCENARIOS.contains(&s.as_str())
    }) {
        eprintln!(
            "unknown scenario {bad:?}; known: {}, {}, {}, {}, {}, ladder, store ({}) and cluster ({})",
            SCENARIOS.join(", "),
            PG_SCENARIOS.join(", "),
            CLUSTER_SCENARIOS.join(", "),
            LADDER_SCENARIOS.join(", "),
            PG_LADDER_SCENARIOS.join(", "),
            STORE.join(", "),
            CLUSTER.join(", ")
        );
        std::process::exit(2);
    }
    let nice = env("BENCH_NICE").map(|n| {
        n.parse::<i32>()
            .unwrap_or_else(|_| panic!("BENCH_NICE={n}: not a number"))
    });
    pin_driver(&args, nice);

    let durability = env("BENCH_DURABILITY").unwrap_or_else(|| "full".into());
    assert!(
        durability == "full" || durability == "process",
        "BENCH_DURABILITY is full or process, not {durability}"
    );
    let binary = env("BENCH_SERVER").map_or_else(load::binary::server_binary, PathBuf::from);
    assert!(binary.exists(), "no server binary at {}", binary.display());
    let ticks_per_second = cpu::clock_ticks_per_second();
    let pinned = env("BENCH_PINNED").is_some();
    let spec = ServerSpec {
        binary: binary.clone(),
        durability: durability.clone(),
        core: pinned.then_some(SERVER_CORE),
        ticks_per_second,
        nice,
        db: None,
        extra_args: env("BENCH_SERVER_ARGS")
            .map(|a| a.split_whitespace().map(String::from).collect())
            .unwrap_or_default(),
    };
    let server_b_core = env_num("BENCH_SERVER_B_CORE", SERVER_CORE);
    let pg_core = env_num("BENCH_PG_CORE", SERVER_CORE);
    let nginx_core = env_num("BENCH_NGINX_CORE", DRIVER_CORE);
    let cross_watchers: usize = env_num("BENCH_CROSS_WATCHERS", 10).max(1);
    let repeat: usize = env_num("BENCH_REPEAT", 3).max(1);
    let mut settings = Settings {
        measure: Duration::from_secs_f64(env_num("BENCH_SECS", 4.0)),
        seed: env_num("BENCH_SEED", 1),
        run_id: u64::from(std::process::id())
            ^ std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64),
        ticks_per_second,
        full_watch: env("BENCH_WATCH").is_some_and(|w| w == "full"),
        perf_out: None,
        cores: Vec::new(),
    };
    let perf = env("BENCH_PERF");

    println!("server   {} --durability {durability}", binary.display());
    println!(
        "pinning  {}",
        if pinned {
            format!(
                "server on core {SERVER_CORE}, driver on cores {}",
                cpu::allowed_cpus()
            )
        } else {
            format!("none ({} cores)", cores())
        }
    );
    println!(
        "runs     {repeat} × {} s per scenario, seed {}, CLK_TCK {ticks_per_second}, open files {}, spectators decode {}",
        settings.measure.as_secs_f64(),
        settings.seed,
        cpu::open_files_limit().map_or("?".into(), |l| l.to_string()),
        if settings.full_watch {
            "whole updates"
        } else {
            "version and status only"
        },
    );
    if let Some(nice) = nice {
        println!("nice     server and driver at niceness {nice}");
    }
    if pg_skipped {
        println!(
            "postgres none (set BENCH_PG=URL, or install PostgreSQL): {} left out",
            PG_SCENARIOS.join(", ")
        );
    }
    let on_nginx = wanted
        .iter()
        .any(|s| CLUSTER_SCENARIOS.contains(&s.as_str()));
    let nginx = on_nginx.then(|| {
        NginxBinary::find_or_install().unwrap_or_else(|e| {
            eprintln!("the scenarios behind nginx need nginx: {e}");
            std::process::exit(2);
        })
    });
    if let Some(nginx) = &nginx {
        println!(
            "nginx    {} ({}), one worker {}, deploy/nginx-grpc.conf rendered by deploy/render-nginx.py",
            nginx.version,
            nginx.path().display(),
            if pinned {
                format!("on core {nginx_core}")
            } else {
                "on any core".into()
            }
        );
    }
    // Started before the runtime and dropped after it: stopped at the end,
    // on a panic too.
    let pg = wanted
        .iter()
        .any(|s| {
            PG_SCENARIOS.contains(&s.as_str())
                || CLUSTER_SCENARIOS.contains(&s.as_str())
                || PG_LADDER_SCENARIOS.contains(&s.as_str())
        })
        .then(|| {
            Postgres::open(
                external_pg.clone(),
                pinned.then_some(pg_core),
                nice,
                ticks_per_second,
            )
        });
    if let Some(pg) = &pg {
        let redacted = pg
            .url
            .split_once('@')
            .map_or(pg.url.clone(), |(_, host)| format!("postgres://…@{host}"));
        println!(
            "postgres {redacted} ({}), fsync as configured there{}",
            if external_pg.is_some() {
                "BENCH_PG"
            } else {
                "started by this bench with tests/postgres.sh"
            },
            if external_pg.is_some() { "" } else { " (on)" },
        );
        println!("         {}; a fresh database per run", pg.placement());
        let core = |c: Option<usize>| c.map_or("any core".into(), |c| format!("core {c}"));
        let driver = if pinned {
            format!("core {}", cpu::allowed_cpus())
        } else {
            "any core".into()
        };
        println!(
            "layout   on PostgreSQL: server A {}, server B{} {}, PostgreSQL {}, driver {}{}",
            core(spec.core),
            if on_nginx { " and C" } else { "" },
            core(pinned.then_some(server_b_core)),
            core(pg.core),
            driver,
            if on_nginx {
                format!(", nginx {}", core(pinned.then_some(nginx_core)))
            } else {
                String::new()
            },
        );
        if pinned && pg.core == spec.core {
            println!(
                "         (with 2 cores, the server(s) and PostgreSQL share one core, as the server and its in-process SQLite do in games100; the driver has the other)"
            );
        }
    }
    if pg.is_some() && pinned {
        settings.cores = (0..cpu::core_count()).take(4).collect();
    }
    let settings = settings;
    let spec_b = ServerSpec {
        core: pinned.then_some(server_b_core),
        ..spec.clone()
    };
    let layout = Layout {
        spec_b: &spec_b,
        pg: pg.as_ref(),
        cross_watchers,
        nginx: nginx.as_ref(),
        nginx_core: pinned.then_some(nginx_core),
    };
    println!("load     {} (1, 5, 15 min)", load_average());

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let bench_start = Instant::now();
    let mut results: Vec<(String, Vec<Figures>)> =
        wanted.iter().map(|s| (s.clone(), Vec::new())).collect();
    // Round robin: every scenario once, then again, so that a burst of
    // other load on the machine spreads over scenarios instead of spoiling
    // all the runs of one.
    for run in 0..repeat {
        for (scenario, runs) in &mut results {
            let mut settings = settings.clone();
            if run == 0 {
                settings.perf_out = perf.as_ref().map(|p| format!("{p}-{scenario}.data"));
            }
            let load = load_average();
            let started = Instant::now();
            let figures = runtime.block_on(run_scenario(scenario, &spec, &layout, &settings));
            println!(
                "{scenario:>12} run {}: {}  [{:.1} s, load {load}]",
                run + 1,
                figures.line(),
                started.elapsed().as_secs_f64()
            );
            for note in &figures.notes {
                println!("{:>12}   note: {note}", "");
            }
            runs.push(figures);
        }
    }
    println!(
        "\nSummary over {repeat} run(s), durability {durability}, {:.0} s in all, load {} at the end:\n",
        bench_start.elapsed().as_secs_f64(),
        load_average()
    );
    let rows: Vec<_> = results
        .iter()
        .flat_map(|(scenario, runs)| stats::summarise(scenario, runs))
        .collect();
    println!("{}", stats::markdown(&rows));
    for group in SIDE_BY_SIDE {
        let compared: Vec<&str> = group
            .iter()
            .copied()
            .filter(|s| wanted.iter().any(|w| w == s))
            .collect();
        if compared.len() > 1 {
            println!("Side by side (medians, [min – max] over the runs):\n");
            println!("{}", stats::side_by_side(&rows, &compared));
        }
    }
    let ratios = stats::ratios(
        &rows,
        "server CPU µs/move",
        &[
            ("lb3_games100", "lb1_games100"),
            ("lb3_games100", "lb1_games33"),
            ("lb3_games100", "lb3_apart_games100"),
            ("lb3_apart_games100", "lb1_games100"),
            ("lb3_random_games100", "lb1_games100"),
            ("lb3_random_games100", "lb3_games100"),
            ("lb3_games100", "pg_games100"),
            ("lb1_games100", "pg_games100"),
        ],
    );
    if !ratios.is_empty() {
        println!("The servers' total CPU per move, as a ratio of medians:\n");
        println!("{ratios}");
    }
    let ratios = stats::ratios(&rows, "moves/s", &[("chances10", "games10")]);
    if !ratios.is_empty() {
        println!("Moves/s with the spectators asking for chances, as a ratio of medians:\n");
        println!("{ratios}");
    }
    drop(runtime);
    drop(pg);
}

/// What the scenarios on PostgreSQL need besides the server's spec.
#[derive(Debug)]
struct Layout<'a> {
    /// Server B (the same, on its own core).
    spec_b: &'a ServerSpec,
    pg: Option<&'a Postgres>,
    cross_watchers: usize,
    /// For the scenarios behind nginx.
    nginx: Option<&'a NginxBinary>,
    nginx_core: Option<usize>,
}

async fn run_scenario(
    scenario: &str,
    spec: &ServerSpec,
    layout: &Layout<'_>,
    settings: &Settings,
) -> Figures {
    if scenario == "fsync" {
        return scenarios::fsync(200);
    }
    if LADDER_SCENARIOS.contains(&scenario) || PG_LADDER_SCENARIOS.contains(&scenario) {
        // Every simulated client is 127.0.0.1: no bound on the accounts it
        // makes (a server older than the flag is given none).
        let mut spec = spec.clone();
        if takes_flag(&spec.binary, "--accounts-per-client-per-hour") {
            spec.extra_args
                .extend(["--accounts-per-client-per-hour".into(), "0".into()]);
        }
        return ladder_scenario(scenario, &spec, layout.pg, settings).await;
    }
    if PG_SCENARIOS.contains(&scenario) || CLUSTER_SCENARIOS.contains(&scenario) {
        let pg = layout.pg.expect("PostgreSQL started for its scenarios");
        let (name, url) = pg.create_database().await;
        let spec_a = ServerSpec {
            db: Some(url.clone()),
            ..spec.clone()
        };
        let spec_b = ServerSpec {
            db: Some(url),
            ..layout.spec_b.clone()
        };
        let a = Server::start(&spec_a).await;
        let figures = match scenario {
            "pg_games100" => scenarios::games(vec![a], Some(pg), 100, settings).await,
            "pg2_games100" => {
                let b = Server::start(&spec_b).await;
                scenarios::games(vec![a, b], Some(pg), 100, settings).await
            }
            "lb3_apart_games100" => {
                let binary = layout.nginx.expect("nginx found for its scenarios");
                let mut servers = vec![a];
                let mut databases = Vec::new();
                for _ in 0..2 {
                    let (name, url) = pg.create_database().await;
                    databases.push(name);
                    let spec = ServerSpec {
                        db: Some(url),
                        ..layout.spec_b.clone()
                    };
                    servers.push(Server::start(&spec).await);
                }
                let mut nginxes = Vec::new();
                for server in &servers {
                    nginxes.push(
                        Nginx::start(
                            binary,
                            &[server],
                            Balance::Hash,
                            false,
                            layout.nginx_core,
                            settings.ticks_per_second,
                        )
                        .await,
                    );
                }
                let figures = cluster::apart(servers, nginxes, Some(pg), 100, settings).await;
                for name in databases {
                    pg.drop_database(&name).await;
                }
                figures
            }
            "pg2_cross_watch" => {
                let b = Server::start(&spec_b).await;
                scenarios::cross_watch(a, b, Some(pg), layout.cross_watchers, settings).await
            }
            "lb1_games100"
            | "lb1_games33"
            | "lb3_games100"
            | "lb3_random_games100"
            | "lb3_cross_watch" => {
                let binary = layout.nginx.expect("nginx found for its scenarios");
                let mut servers = vec![a];
                let alone = scenario.starts_with("lb1_");
                if !alone {
                    for _ in 0..2 {
                        servers.push(Server::start(&spec_b).await);
                    }
                }
                let balance = if scenario == "lb3_random_games100" {
                    Balance::Random
                } else {
                    Balance::Hash
                };
                let watch = scenario == "lb3_cross_watch";
                let nginx = Nginx::start(
                    binary,
                    &servers.iter().collect::<Vec<_>>(),
                    balance,
                    watch,
                    layout.nginx_core,
                    settings.ticks_per_second,
                )
                .await;
                if watch {
                    cluster::cross_watch(servers, nginx, Some(pg), layout.cross_watchers, settings)
                        .await
                } else {
                    // `lb1_games33`: one server with the share of the load
                    // each of three carries in `lb3_games100`.
                    let games = if scenario == "lb1_games33" { 33 } else { 100 };
                    cluster::games(servers, nginx, balance, Some(pg), games, settings).await
                }
            }
            other => unreachable!("scenario {other}"),
        };
        pg.drop_database(&name).await;
        return figures;
    }
    if scenario.starts_with("bare") {
        // The yardsticks: this binary is their server.
        let bare = ServerSpec {
            binary: std::env::current_exe().expect("current exe"),
            ..spec.clone()
        };
        let server = Server::start(&bare).await;
        return match scenario {
            "bare100" => load::bare::tables(server, 100, settings).await,
            "bare_idle10000" => {
                let per_connection = env_num("BENCH_STREAMS_PER_CONNECTION", 1);
                load::idle::idle(
                    server,
                    load::idle::Watched::Health,
                    10_000,
                    per_connection,
                    settings.seed,
                )
                .await
            }
            _ => load::bare::spectators(server, 1000, settings).await,
        };
    }
    let server = Server::start(spec).await;
    match scenario {
        "serial" => scenarios::serial(server, settings).await,
        "games1" => scenarios::games(vec![server], None, 1, settings).await,
        "games10" => scenarios::games(vec![server], None, 10, settings).await,
        "chances10" => load::chances::chances(server, 10, settings).await,
        "games100" => scenarios::games(vec![server], None, 100, settings).await,
        "watchers100" => scenarios::watchers(server, 100, settings).await,
        "watchers1000" => scenarios::watchers(server, 1000, settings).await,
        "idle10000" | "health_idle10000" => {
            let per_connection = env_num("BENCH_STREAMS_PER_CONNECTION", 1);
            let watched = if scenario == "idle10000" {
                load::idle::Watched::Game
            } else {
                load::idle::Watched::Health
            };
            load::idle::idle(server, watched, 10_000, per_connection, settings.seed).await
        }
        other => unreachable!("scenario {other}"),
    }
}

/// The ladder's goals, on a fresh SQLite server or on a fresh PostgreSQL
/// database.
async fn ladder_scenario(
    scenario: &str,
    spec: &ServerSpec,
    pg: Option<&Postgres>,
    settings: &Settings,
) -> Figures {
    let on_pg = scenario.starts_with("pg_");
    let database = if on_pg {
        let pg = pg.expect("PostgreSQL started for its scenarios");
        Some(pg.create_database().await)
    } else {
        None
    };
    let spec = ServerSpec {
        db: database.as_ref().map(|(_, url)| url.clone()),
        ..spec.clone()
    };
    let server = Server::start(&spec).await;
    let figures = if scenario.ends_with("ladder400") {
        let arena_games = env_num("BENCH_ARENA_GAMES", 400);
        let arena = (arena_games > 0).then_some((spec.binary.as_path(), arena_games));
        let wave = env_num("BENCH_LADDER_WAVE", 20).max(1);
        load::ladder::ladder(server, 400, wave, arena, settings).await
    } else {
        let calls = env_num("BENCH_CALLS", 200).max(1);
        let pg = if on_pg { pg } else { None };
        let settle = Duration::from_secs_f64(env_num("BENCH_LEADERBOARD_SETTLE", 0.0));
        load::ladder::leaderboard(server, pg, 10_000, calls, settle, settings).await
    };
    if let (Some(pg), Some((name, _))) = (pg, database) {
        pg.drop_database(&name).await;
    }
    figures
}

/// Whether the server binary at `binary` knows `serve`'s `flag` (an older
/// release, benched beside this one, may not).
fn takes_flag(binary: &std::path::Path, flag: &str) -> bool {
    std::process::Command::new(binary)
        .args(["serve", "--help"])
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).contains(flag))
}
