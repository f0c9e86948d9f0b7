//! The PostgreSQL server of the scenarios on the shared store: the one at
//! `BENCH_PG=URL`, or a throw-away one started with `tests/postgres.sh` in a
//! temporary directory (fsync on) and stopped when this is dropped (also
//! when a scenario panics). Each scenario run gets a database of its own.
//! The CPU time of PostgreSQL is the sum over the postmaster and its
//! processes, from `/proc`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio_postgres::NoTls;

use super::cpu;

/// The script that starts and stops a throw-away PostgreSQL.
const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/postgres.sh");

/// Whether a PostgreSQL is at hand without installing anything: `BENCH_PG`
/// is set, or the binaries are installed.
pub fn available(external: Option<&str>) -> bool {
    external.is_some()
        || std::fs::read_dir("/usr/lib/postgresql")
            .is_ok_and(|mut d| d.any(|e| e.is_ok_and(|e| e.path().join("bin/initdb").exists())))
}

/// A cluster this bench started; stopped on drop.
#[derive(Debug)]
struct Owned {
    dir: tempfile::TempDir,
}

impl Drop for Owned {
    fn drop(&mut self) {
        let status = Command::new("bash")
            .arg(SCRIPT)
            .arg("stop")
            .arg(self.dir.path())
            .status();
        if !status.is_ok_and(|s| s.success()) {
            eprintln!(
                "tests/postgres.sh stop {} failed: stop it by hand",
                self.dir.path().display()
            );
        }
    }
}

/// The PostgreSQL server.
#[derive(Debug)]
pub struct Postgres {
    /// Its connection string (to the maintenance database).
    pub url: String,
    /// The postmaster, when known (started here, or `BENCH_PG_PID`).
    pub postmaster: Option<u32>,
    /// The core its processes are pinned to, if they are.
    pub core: Option<usize>,
    ticks_per_second: u64,
    databases: AtomicU64,
    _owned: Option<Owned>,
}

impl Postgres {
    /// The server at `external`, or a new one. Pins its processes to `core`
    /// (only one started here) and runs them at niceness `nice`.
    pub fn open(
        external: Option<String>,
        core: Option<usize>,
        nice: Option<i32>,
        ticks_per_second: u64,
    ) -> Postgres {
        if let Some(url) = external {
            let postmaster = std::env::var("BENCH_PG_PID")
                .ok()
                .and_then(|p| p.trim().parse().ok());
            return Postgres {
                url,
                postmaster,
                core: None,
                ticks_per_second,
                databases: AtomicU64::new(0),
                _owned: None,
            };
        }
        let dir = tempfile::Builder::new()
            .prefix("bench-pg-")
            .tempdir()
            .expect("temp dir");
        let owned = Owned { dir };
        let out = Command::new("bash")
            .arg(SCRIPT)
            .arg("start")
            .arg(owned.dir.path())
            .env_remove("PG_FAST")
            .output()
            .expect("run tests/postgres.sh");
        assert!(
            out.status.success(),
            "tests/postgres.sh start failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let url = String::from_utf8_lossy(&out.stdout).trim().to_owned();
        let postmaster = read_postmaster_pid(&owned.dir.path().join("data"));
        let pg = Postgres {
            url,
            postmaster,
            core,
            ticks_per_second,
            databases: AtomicU64::new(0),
            _owned: Some(owned),
        };
        if let Some(core) = core {
            pg.pin(core);
        }
        if let Some(nice) = nice {
            let pids: Vec<String> = pg.processes().iter().map(u32::to_string).collect();
            Command::new("renice")
                .args(["-n", &nice.to_string(), "-p"])
                .args(&pids)
                .output()
                .ok();
        }
        pg
    }

    /// Pins the postmaster and the processes it has now to `core`; the
    /// ones it forks later (a backend per connection) inherit it.
    fn pin(&self, core: usize) {
        for pid in self.processes() {
            let ok = Command::new("taskset")
                .args(["-a", "-p", "-c", &core.to_string(), &pid.to_string()])
                .output()
                .is_ok_and(|o| o.status.success());
            if !ok {
                eprintln!("taskset of PostgreSQL process {pid} failed");
            }
        }
    }

    /// The postmaster and its processes now.
    pub fn processes(&self) -> Vec<u32> {
        let Some(postmaster) = self.postmaster else {
            return Vec::new();
        };
        let mut pids = vec![postmaster];
        pids.extend(cpu::children(postmaster));
        pids
    }

    /// Where its processes may run: `N processes on CPUS` (one entry per
    /// distinct list).
    pub fn placement(&self) -> String {
        let pids = self.processes();
        if pids.is_empty() {
            return "unknown processes (set BENCH_PG_PID to the postmaster's pid)".into();
        }
        let mut lists: Vec<(String, usize)> = Vec::new();
        for pid in &pids {
            let list = cpu::allowed_cpus_of(*pid);
            match lists.iter_mut().find(|(l, _)| *l == list) {
                Some((_, n)) => *n += 1,
                None => lists.push((list, 1)),
            }
        }
        let lists: Vec<String> = lists
            .into_iter()
            .map(|(l, n)| format!("{n} on core(s) {l}"))
            .collect();
        format!("{} processes: {}", pids.len(), lists.join(", "))
    }

    /// A clock of the CPU time of all its processes, if they are known.
    pub fn clock(&self) -> Option<PgClock> {
        self.postmaster
            .map(|postmaster| PgClock::new(postmaster, self.ticks_per_second))
    }

    /// Creates a fresh database; returns its name and connection string.
    pub async fn create_database(&self) -> (String, String) {
        let n = self.databases.fetch_add(1, Ordering::Relaxed);
        let name = format!("mg_bench_{}_{n}", std::process::id());
        self.execute(&format!("CREATE DATABASE {name}")).await;
        let url = with_database(&self.url, &name);
        (name, url)
    }

    /// Drops a database made by [`Postgres::create_database`] (its servers
    /// are stopped by then; `WITH (FORCE)` ends what is left of their
    /// connections).
    pub async fn drop_database(&self, name: &str) {
        self.execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .await;
    }

    async fn execute(&self, statement: &str) {
        let (client, connection) = tokio::time::timeout(
            Duration::from_secs(30),
            tokio_postgres::connect(&self.url, NoTls),
        )
        .await
        .expect("PostgreSQL answers within 30 s")
        .unwrap_or_else(|e| panic!("connect to {}: {e}", self.url));
        let connection = tokio::spawn(connection);
        client
            .batch_execute(statement)
            .await
            .unwrap_or_else(|e| panic!("{statement}: {e}"));
        drop(client);
        connection.await.ok();
    }
}

/// `url` with its database (the path) replaced by `name`.
pub fn with_database(url: &str, name: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap_or(("postgres", url));
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let query = tail.find('?').map_or("", |i| &tail[i..]);
    format!("{scheme}://{authority}/{name}{query}")
}

fn read_postmaster_pid(data: &Path) -> Option<u32> {
    let path: PathBuf = data.join("postmaster.pid");
    std::fs::read_to_string(path)
        .ok()?
        .lines()
        .next()?
        .trim()
        .parse()
        .ok()
}

/// The CPU time of PostgreSQL: the postmaster's own and that of the
/// processes it has (a backend per connection, the checkpointer, the WAL
/// writer, …), plus that of its processes that ended.
pub type PgClock = cpu::TreeClock;
