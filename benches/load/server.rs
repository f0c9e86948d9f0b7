//! The server under test: its own process, pinned to its own core, on a
//! fresh database in a temporary directory, listening on loopback.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use tonic::transport::{Channel, Endpoint};

use super::cpu::CpuClock;

/// How to start the server.
#[derive(Debug, Clone)]
pub struct ServerSpec {
    /// The `mountain-goats` binary.
    pub binary: PathBuf,
    /// `--durability`: `full` or `process`.
    pub durability: String,
    /// The core to pin the server to (`taskset -c`), if any.
    pub core: Option<usize>,
    /// `getconf CLK_TCK`.
    pub ticks_per_second: u64,
    /// A niceness to run the server at (`nice -n`), if any.
    pub nice: Option<i32>,
    /// `--db`: a PostgreSQL connection string; `None` for a fresh SQLite
    /// file in a temporary directory.
    pub db: Option<String>,
    /// More arguments for `serve` (`BENCH_SERVER_ARGS`), after the bench's.
    pub extra_args: Vec<String>,
}

/// A running server.
#[derive(Debug)]
pub struct Server {
    child: Child,
    /// Its process id (taskset execs the server: the same process).
    pub pid: u32,
    /// `http://127.0.0.1:PORT`.
    pub uri: String,
    /// Its CPU time.
    pub cpu: CpuClock,
    _dir: tempfile::TempDir,
}

impl Server {
    /// Starts a server on a new database and waits until it listens.
    pub async fn start(spec: &ServerSpec) -> Server {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = match &spec.db {
            Some(url) => url.clone(),
            None => {
                let db = dir.path().join("bench.db");
                db.to_str().expect("utf-8 temp path").to_owned()
            }
        };
        let binary = spec.binary.to_str().expect("utf-8 binary path").to_owned();
        // `nice` and `taskset` exec what they run: the pid is the server's.
        let mut command: Vec<String> = Vec::new();
        if let Some(nice) = spec.nice {
            command.extend(["nice".into(), "-n".into(), nice.to_string()]);
        }
        if let Some(core) = spec.core {
            command.extend(["taskset".into(), "-c".into(), core.to_string()]);
        }
        command.push(binary);
        let program = command.remove(0);
        let mut args = command;
        args.extend(
            [
                "serve",
                "--listen",
                "127.0.0.1:0",
                "--rate-limit",
                "0",
                // Every simulated client is 127.0.0.1, on a connection of
                // its own: no cap but the open-file limit's.
                "--max-connections-per-ip",
                "0",
                "--max-connections",
                "0",
                // `idle10000` watches one game 10,000 times.
                "--max-watchers-per-game",
                "100000",
                "--durability",
                &spec.durability,
                "--db",
                &db,
            ]
            .map(String::from),
        );
        args.extend(spec.extra_args.iter().cloned());
        let mut child = Command::new(&program)
            .args(&args)
            // `BENCH_RUST_LOG=info` measures the server's default level,
            // with a span per call.
            .env(
                "RUST_LOG",
                std::env::var("BENCH_RUST_LOG").unwrap_or_else(|_| "warn".into()),
            )
            .env_remove("OTEL_EXPORTER_OTLP_ENDPOINT")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .unwrap_or_else(|e| panic!("starting {program} {args:?}: {e}"));
        let pid = child.id().expect("server pid");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
            .await
            .expect("the server prints its address within 30 s")
            .expect("read the server's stdout")
            .expect("the server printed `listening on ADDR`");
        let addr = line
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .trim()
            .to_owned();
        assert!(
            addr.starts_with("127.") || addr.starts_with("[::1]"),
            "loopback only, not {addr}"
        );
        // Whatever else it prints is read and dropped, so it never blocks.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Server {
            child,
            pid,
            uri: format!("http://{addr}"),
            cpu: CpuClock::new(pid, spec.ticks_per_second),
            _dir: dir,
        }
    }

    /// A new connection (one HTTP/2 connection per channel).
    pub async fn connect(&self) -> Channel {
        let mut tries = 0;
        loop {
            let endpoint = Endpoint::from_shared(self.uri.clone())
                .expect("uri")
                .tcp_nodelay(true)
                .connect_timeout(Duration::from_secs(10));
            match endpoint.connect().await {
                Ok(channel) => return channel,
                Err(e) if tries < 5 => {
                    tries += 1;
                    eprintln!("connect to {}: {e}; retrying", self.uri);
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Err(e) => panic!("connect to {}: {e}", self.uri),
            }
        }
    }

    /// `perf record` of the server for `secs` seconds, into `out`, with
    /// call graphs unwound from DWARF (the release build keeps no frame
    /// pointers).
    pub fn record_profile(&self, out: &str, secs: f64) -> Option<Child> {
        let child = Command::new("perf")
            .args(["record", "--call-graph", "dwarf", "-F", "999"])
            .args(["-p", &self.pid.to_string(), "-o", out])
            .args(["--", "sleep", &format!("{secs:.1}")])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn();
        match child {
            Ok(child) => {
                println!(
                    "    perf record of pid {} for {secs:.1} s into {out}",
                    self.pid
                );
                Some(child)
            }
            Err(e) => {
                println!("    (no profile: perf did not start: {e})");
                None
            }
        }
    }

    /// Kills the server and removes its database.
    pub async fn stop(mut self) {
        self.child.start_kill().ok();
        tokio::time::timeout(Duration::from_secs(10), self.child.wait())
            .await
            .ok();
    }
}
