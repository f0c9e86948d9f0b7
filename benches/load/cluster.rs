//! The `cluster` scenarios: servers on one PostgreSQL behind a real nginx
//! running the shipped balancer config, `deploy/nginx-grpc.conf`, rendered
//! for loopback by `deploy/render-nginx.py` (as `deploy/balancer-test.sh`
//! runs it: only the addresses differ).
//!
//! - `lb1_games100`: one server behind nginx, the load of `games100`: the
//!   yardstick of the two below (nginx opens a connection to a server per
//!   concurrent call, which a server directly connected to its players does
//!   not see);
//! - `lb3_games100`: three servers behind nginx, which sends every call
//!   about a game to the server its routing header hashes to;
//! - `lb3_random_games100`: the same with nginx's `random` in place of the
//!   hash: every call to any server, what it costs not to hash;
//! - `lb3_cross_watch`: one game at a time played through nginx (so on the
//!   game's home, the server its header hashes to) by one client, one move
//!   at a time, with spectators connected straight to each of the three
//!   servers: the delay from the move's acknowledgement to the spectators
//!   on the two other servers, and to those on the home.
//!
//! Every player connects from a loopback address of its own (127.2.x.y),
//! as distinct clients do, so nginx's per-client limits apply to each
//! rather than to all of them at once. nginx runs one worker, pinned to
//! `BENCH_NGINX_CORE` (default: the driver's core; the servers and
//! PostgreSQL keep theirs), with the main config of the official image but
//! for room for the bench's connections (`worker_connections`), and an
//! access log only in `lb3_cross_watch`, which reads from it which server
//! took a game's calls.

use std::net::{IpAddr, Ipv4Addr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use tokio::sync::{mpsc, watch};
use tokio::time::timeout;
use tonic::transport::{Channel, Endpoint};

use super::cpu::TreeClock;
use super::postgres::Postgres;
use super::scenarios::{self, MAX_MOVES, Meter, Proxy, SILENCE, Settings, spectator};
use super::server::Server;
use super::stats::Figures;
use super::table::{Client, Rng, Table, request_id};

/// The shipped config and its renderer.
const CONFIG: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/nginx-grpc.conf");
const RENDER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/render-nginx.py");

/// The nginx binary of this machine.
#[derive(Debug, Clone)]
pub struct NginxBinary {
    path: PathBuf,
    /// `1.22.1`.
    pub version: String,
    /// The modules whose temporary directories must be set (those built in).
    temp_modules: Vec<&'static str>,
}

impl NginxBinary {
    /// nginx from `PATH` or `/usr/sbin`, installed from Debian with
    /// `apt-get` when missing (as root); why not, otherwise.
    pub fn find_or_install() -> Result<NginxBinary, String> {
        let path = match find_nginx() {
            Some(path) => path,
            None => {
                install_nginx()?;
                find_nginx().ok_or("apt-get installed nginx, but there is no nginx binary")?
            }
        };
        let out = Command::new(&path)
            .arg("-V")
            .output()
            .map_err(|e| format!("{} -V: {e}", path.display()))?;
        // `nginx -V` writes to stderr.
        let text = String::from_utf8_lossy(&out.stderr).into_owned();
        let version = text
            .split_once("nginx/")
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .ok_or_else(|| format!("{} -V names no version: {text}", path.display()))?
            .to_owned();
        let temp_modules = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
            .into_iter()
            .filter(|m| !text.contains(&format!("--without-http_{m}_module")))
            .collect();
        Ok(NginxBinary {
            path,
            version,
            temp_modules,
        })
    }

    /// Whether nginx is installed (nothing is installed to find out).
    pub fn installed() -> bool {
        find_nginx().is_some()
    }

    /// Where it is.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

fn find_nginx() -> Option<PathBuf> {
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .chain([PathBuf::from("/usr/sbin")])
        .map(|dir| dir.join("nginx"))
        .find(|path| path.is_file())
}

fn install_nginx() -> Result<(), String> {
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
    if !root {
        return Err(
            "nginx is not installed, and installing it needs root: apt-get install nginx".into(),
        );
    }
    eprintln!("nginx: installing Debian's nginx with apt-get");
    let apt = |args: &[&str]| {
        Command::new("apt-get")
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .stdout(Stdio::null())
            .status()
            .map_err(|e| format!("apt-get: {e}"))
            .and_then(|s| {
                s.success()
                    .then_some(())
                    .ok_or(format!("apt-get {} failed", args.join(" ")))
            })
    };
    let known = Command::new("apt-cache")
        .args(["policy", "nginx"])
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("Candidate: 1"));
    if !known {
        apt(&["update", "-qq"])?;
    }
    apt(&[
        "install",
        "-y",
        "-qq",
        "--no-install-recommends",
        "-o",
        "DPkg::Lock::Timeout=300",
        "nginx",
    ])
}

/// How nginx picks the server of a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Balance {
    /// As shipped: the consistent hash of the routing header.
    Hash,
    /// nginx's `random`: any server, call by call.
    Random,
}

impl Balance {
    fn arg(self) -> &'static str {
        match self {
            Balance::Hash => "hash",
            Balance::Random => "random",
        }
    }
}

/// A running nginx (its master process, in the foreground); stopped on
/// drop, workers included.
#[derive(Debug)]
pub struct Nginx {
    child: std::process::Child,
    /// `http://127.0.0.1:PORT`.
    uri: String,
    access_log: Option<PathBuf>,
    ticks_per_second: u64,
    dir: tempfile::TempDir,
}

impl Nginx {
    /// Starts nginx in front of `servers`, with the shipped config rendered
    /// for them, and waits until it accepts connections. `log_calls` keeps
    /// an access log naming each call's server.
    pub async fn start(
        binary: &NginxBinary,
        servers: &[&Server],
        balance: Balance,
        log_calls: bool,
        core: Option<usize>,
        ticks_per_second: u64,
    ) -> Nginx {
        let dir = tempfile::Builder::new()
            .prefix("bench-nginx-")
            .tempdir()
            .expect("temp dir");
        // Started as root, its workers run as `nobody`: they must reach
        // their temporary directories.
        set_mode(dir.path(), 0o755);
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let listen = format!("127.0.0.1:{port}");
        let conf_d = dir.path().join("conf.d");
        std::fs::create_dir_all(&conf_d).expect("conf.d");
        let mut render = Command::new("python3");
        render
            .arg(RENDER)
            .arg(conf_d.join("default.conf"))
            .args(["--source", CONFIG, "--listen", &listen])
            .args([
                "--nginx-version",
                &binary.version,
                "--balance",
                balance.arg(),
            ]);
        for server in servers {
            let addr = server.uri.trim_start_matches("http://");
            render.args(["--upstream", addr]);
        }
        let out = render.output().expect("run python3 deploy/render-nginx.py");
        assert!(
            out.status.success(),
            "deploy/render-nginx.py failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );

        let d = dir.path().display();
        let mut temps = String::new();
        for module in &binary.temp_modules {
            temps.push_str(&format!("    {module}_temp_path {d}/temp/{module};\n"));
        }
        std::fs::create_dir_all(dir.path().join("temp")).expect("temp");
        let user = if is_root() {
            format!("user nobody {};", group_of_nobody())
        } else {
            String::new()
        };
        let access_log = log_calls.then(|| dir.path().join("access.log"));
        let logging = match &access_log {
            Some(path) => format!("access_log {} calls;", path.display()),
            None => "access_log off;".into(),
        };
        // The official image's main config (a worker per core there; one
        // here, on its own core), with room for the bench's connections: a
        // player's connection, and a connection to a server per call in
        // progress (each watch stream holds one).
        let main = format!(
            "{user}
worker_processes 1;
worker_rlimit_nofile 32768;
error_log {d}/error.log warn;
pid {d}/nginx.pid;
events {{
    worker_connections 16384;
}}
http {{
    log_format calls '$remote_addr|$upstream_addr|$http_x_goog_request_params|$request_uri';
    {logging}
    keepalive_timeout 65;
{temps}    include {d}/conf.d/default.conf;
}}
"
        );
        let conf = dir.path().join("nginx.conf");
        std::fs::write(&conf, main).expect("write nginx.conf");
        let mut command = match core {
            Some(core) => {
                let mut c = Command::new("taskset");
                c.args(["-c", &core.to_string()]).arg(&binary.path);
                c
            }
            None => Command::new(&binary.path),
        };
        let child = command
            .arg("-p")
            .arg(dir.path())
            .arg("-c")
            .arg(&conf)
            .arg("-e")
            .arg(dir.path().join("error.log"))
            .args(["-g", "daemon off;"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("starting {}: {e}", binary.path.display()));
        let mut nginx = Nginx {
            child,
            uri: format!("http://{listen}"),
            access_log,
            ticks_per_second,
            dir,
        };
        let started = Instant::now();
        loop {
            if tokio::net::TcpStream::connect(&listen).await.is_ok() {
                break;
            }
            if let Ok(Some(status)) = nginx.child.try_wait() {
                panic!("nginx exited ({status}): {}", nginx.error_log());
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "nginx does not accept connections on {listen} after 10 s: {}",
                nginx.error_log()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        nginx
    }

    fn error_log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("error.log")).unwrap_or_default()
    }

    /// Its processes' CPU time (the master and its worker).
    pub fn clock(&self) -> TreeClock {
        TreeClock::new(self.child.id(), self.ticks_per_second)
    }

    /// A new connection through nginx from the loopback address `from`.
    pub async fn connect(&self, from: IpAddr) -> Channel {
        let mut tries = 0;
        loop {
            let endpoint = Endpoint::from_shared(self.uri.clone())
                .expect("uri")
                .local_address(Some(from))
                .tcp_nodelay(true)
                .connect_timeout(Duration::from_secs(10));
            match endpoint.connect().await {
                Ok(channel) => return channel,
                Err(e) if tries < 5 => {
                    tries += 1;
                    eprintln!(
                        "connect to nginx at {} from {from}: {e}; retrying",
                        self.uri
                    );
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Err(e) => panic!("connect to nginx at {} from {from}: {e}", self.uri),
            }
        }
    }

    /// The server (`127.0.0.1:PORT`) that took the last call about `game`
    /// that has ended, from the access log; `None` without a log, or before
    /// such a call.
    pub fn server_of(&self, game: &str) -> Option<String> {
        let log = std::fs::read_to_string(self.access_log.as_ref()?).ok()?;
        let key = format!("name={game}");
        log.lines().rev().find_map(|line| {
            let fields: Vec<&str> = line.split('|').collect();
            // After a retry on another server, `a, b`: the last one answered.
            (fields.len() == 4 && fields[2] == key).then(|| {
                fields[1]
                    .rsplit(", ")
                    .next()
                    .unwrap_or(fields[1])
                    .to_owned()
            })
        })
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        // SIGTERM: the master stops its workers (a SIGKILL would leave them
        // running).
        Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .ok();
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(5) {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        eprintln!("nginx did not stop in 5 s after SIGTERM: killing it");
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// `nobody`'s group (`nogroup` on Debian, `nobody` elsewhere).
fn group_of_nobody() -> String {
    Command::new("id")
        .args(["-gn", "nobody"])
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .filter(|g| !g.is_empty())
        .unwrap_or_else(|| "nogroup".into())
}

/// The loopback address player `i` connects from: 127.2.x.y, never a
/// network's or broadcast's last byte.
pub fn player_address(i: usize) -> IpAddr {
    let (high, low) = (i / 250, i % 250);
    IpAddr::V4(Ipv4Addr::new(
        127,
        2,
        u8::try_from(high).expect("fewer than 64,000 players"),
        u8::try_from(low + 1).expect("below 251"),
    ))
}

/// `games` games at once through nginx in front of `servers`, as
/// [`scenarios::games`] plays them: four players a game, each on a
/// connection of its own (through nginx), watching its seat and playing on
/// its turn. Stops the servers, then nginx.
pub async fn games(
    servers: Vec<Server>,
    nginx: Nginx,
    balance: Balance,
    postgres: Option<&Postgres>,
    games: usize,
    settings: &Settings,
) -> Figures {
    let mut channels = Vec::new();
    for i in 0..games * 4 {
        channels.push(nginx.connect(player_address(i)).await);
    }
    let proxy = Proxy {
        name: "nginx",
        clock: nginx.clock(),
        channels,
    };
    let n = servers.len();
    let mut figures =
        scenarios::games_through(servers, Some(proxy), postgres, games, settings).await;
    figures.notes.insert(
        0,
        format!(
            "{n} server(s) behind nginx ({}), deploy/nginx-grpc.conf",
            match balance {
                Balance::Hash => "hashing the routing header, as shipped",
                Balance::Random => "`random` in place of the hash: any server, call by call",
            }
        ),
    );
    drop(nginx);
    figures
}

/// The yardstick of `lb3_games100`: the same three servers on the same
/// core and the same PostgreSQL, each on a database of its own behind an
/// nginx of its own, so that they share nothing (no notices, no leases, no
/// calls for another's games). Table `t` plays through `nginxes[t % n]`.
/// What they cost per move beside `lb3_games100` is what dividing one set
/// of games costs; beside one server, what three processes on one core
/// cost here. The nginx figures are the first nginx's only.
pub async fn apart(
    servers: Vec<Server>,
    nginxes: Vec<Nginx>,
    postgres: Option<&Postgres>,
    games: usize,
    settings: &Settings,
) -> Figures {
    let mut channels = Vec::new();
    for i in 0..games * 4 {
        let nginx = &nginxes[(i / 4) % nginxes.len()];
        channels.push(nginx.connect(player_address(i)).await);
    }
    let proxy = Proxy {
        name: "nginx",
        clock: nginxes[0].clock(),
        channels,
    };
    let n = servers.len();
    let mut figures =
        scenarios::games_through(servers, Some(proxy), postgres, games, settings).await;
    figures.notes.insert(
        0,
        format!("{n} servers apart: each on a database of its own, behind an nginx of its own"),
    );
    drop(nginxes);
    figures
}

/// One game at a time played through nginx by one client (so on the game's
/// home, the server its routing header hashes to), one move at a time,
/// with `per_server` spectators connected straight to each of `servers`.
/// After each move the bench waits until every spectator has it. Gives the
/// delay from the move's acknowledgement (and from its sending) to the
/// spectators on the other servers, and to those on the home. `nginx` must
/// log calls (it names each game's home).
pub async fn cross_watch(
    servers: Vec<Server>,
    nginx: Nginx,
    postgres: Option<&Postgres>,
    per_server: usize,
    settings: &Settings,
) -> Figures {
    let mut figures = Figures::default();
    let (names_tx, names_rx) = watch::channel(None::<String>);
    let (ready_tx, mut ready_rx) = mpsc::unbounded_channel::<Result<(), String>>();
    let (seen_tx, mut seen_rx) = mpsc::unbounded_channel::<(usize, u64, Instant)>();
    let mut spectators = Vec::new();
    for (side, server) in servers.iter().enumerate() {
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
    let watchers = servers.len() * per_server;

    let mut client = Client::new(nginx.connect(player_address(0)).await);
    let mut rng = Rng::new(settings.seed);
    let proxy = Proxy {
        name: "nginx",
        clock: nginx.clock(),
        channels: Vec::new(),
    };
    let mut meter = Meter::many(&servers, postgres, Some(&proxy), settings);
    let mut round_trips = Vec::new();
    // [home, other servers]: ack → spectator, sent → spectator.
    const HOME: usize = 0;
    const OTHER: usize = 1;
    let mut after_ack: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    let mut after_send: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    // Spectators that had a move before its player had the answer (which
    // comes back through nginx).
    let mut before_ack = [0u64; 2];
    let mut homes = vec![0u64; servers.len()];
    let mut moves = 0u64;
    'games: while meter.wall() < settings.measure && moves < MAX_MOVES {
        // Created through nginx (no game named yet: any server), joined
        // through it with the routing header: the joins name the home.
        let mut table = Table::new(&mut client, 4, &mut rng).await;
        let Some(home) = home_of(&nginx, &servers, &table.name).await else {
            figures.notes.push(format!(
                "nginx's access log names no server for {}",
                table.name
            ));
            break;
        };
        homes[home] += 1;
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
        meter.resume();
        loop {
            moves += 1;
            let (request, goes_on) =
                table.next_request(&mut rng, request_id(settings.run_id, 2, moves));
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
                        let on = if side == home { HOME } else { OTHER };
                        after_send[on].push(at.saturating_duration_since(sent));
                        after_ack[on].push(at.saturating_duration_since(acked));
                        if at < acked {
                            before_ack[on] += 1;
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
    let placement = postgres.map(Postgres::placement);
    drop(names_tx);
    for server in servers {
        server.stop().await;
    }
    drop(nginx);
    for spectator in spectators {
        if timeout(Duration::from_secs(5), spectator).await.is_err() {
            figures.notes.push("a spectator did not stop".into());
            break;
        }
    }
    figures.notes.push(format!(
        "games per home server: {homes:?}; {per_server} spectators on each server, connected straight to it"
    ));
    if let Some(placement) = placement {
        figures.notes.push(format!("PostgreSQL: {placement}"));
    }

    let wall = meter.wall();
    meter.report(
        &mut figures,
        round_trips.len() as u64,
        watchers as u64,
        wall,
    );
    figures.add_latency("SubmitMove", &mut round_trips);
    let [ack_home, ack_other] = &mut after_ack;
    let [sent_home, sent_other] = &mut after_send;
    figures.add_latency("home ack→other-server watcher", ack_other);
    figures.add_latency("home ack→home watcher", ack_home);
    figures.add_latency("sent→other-server watcher", sent_other);
    figures.add_latency("sent→home watcher", sent_home);
    for (what, on, samples) in [
        ("other-server", OTHER, &sent_other),
        ("home", HOME, &sent_home),
    ] {
        figures.add(
            format!("{what} watcher before ack %"),
            100.0 * before_ack[on] as f64 / samples.len().max(1) as f64,
        );
    }
    figures
}

/// Which of `servers` took the calls about `game`, as nginx's access log
/// says (a line is written when its call ends: waits a moment for it).
async fn home_of(nginx: &Nginx, servers: &[Server], game: &str) -> Option<usize> {
    let started = Instant::now();
    loop {
        if let Some(addr) = nginx.server_of(game) {
            return servers
                .iter()
                .position(|s| s.uri.trim_start_matches("http://") == addr);
        }
        if started.elapsed() > Duration::from_secs(5) {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}
