//! The black-box suite through the shipped balancer. With
//! `MOUNTAIN_GOATS_TEST_PROXY=nginx` (and `MOUNTAIN_GOATS_TEST_POSTGRES`),
//! `Server::start` and `Server::start_on` start three servers on the test's
//! PostgreSQL database and a real nginx in front of them, running
//! deploy/nginx-grpc.conf as deploy/render-nginx.py renders it for this
//! machine (only the servers' addresses and the listen port change, as in
//! deploy/balancer-test.sh). The test's `addr` and `client()` are nginx's,
//! so every call takes the way a deployment's calls take: calls that carry
//! the routing header go to their game's server, the others round robin.
//! `tests/run` runs the modules that speak only through `addr` this way.
//!
//! The test here checks that the routing header works end to end: every
//! call about one game reaches one server, as nginx's access log names it.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use common::{Server, create, options};
use mountain_goats_bot::{pb, routing};
use tokio::process::{Child, Command};

/// How many servers stand behind the balancer: the replicas of
/// deploy/compose.yaml.
pub const REPLICAS: usize = 3;

/// The settings deploy/compose.yaml gives every replica (`x-server-env`,
/// `x-pg-server`), but the ones about its container (listen address,
/// database, log format, telemetry): a test's own flags override them. The
/// trusted block is nginx's address here, as `--trusted-proxies
/// 127.0.0.1/32` in deploy/balancer-test.sh.
pub const REPLICA_ENV: [(&str, &str); 4] = [
    ("MOUNTAIN_GOATS_MAX_WATCHERS", "2000"),
    ("MOUNTAIN_GOATS_HEARTBEAT_SECS", "10"),
    ("MOUNTAIN_GOATS_SHUTDOWN_GRACE_SECS", "5"),
    ("MOUNTAIN_GOATS_TRUSTED_PROXIES", "127.0.0.1/32"),
];

const NEEDS_PROXY: &str = "set MOUNTAIN_GOATS_TEST_PROXY=nginx and MOUNTAIN_GOATS_TEST_POSTGRES (tests/run does, for its pass through the balancer)";

/// Whether the tests run behind the balancer: `MOUNTAIN_GOATS_TEST_PROXY`
/// is `nginx` (the only one so far). Any other value, or a balancer without
/// PostgreSQL for its servers to share, is a mistake in the test's setup,
/// not a reason to test without one.
pub fn enabled() -> bool {
    match std::env::var("MOUNTAIN_GOATS_TEST_PROXY").as_deref() {
        Err(_) | Ok("") => false,
        Ok("nginx") => {
            assert!(
                common::postgres().is_some(),
                "MOUNTAIN_GOATS_TEST_PROXY=nginx needs MOUNTAIN_GOATS_TEST_POSTGRES: the servers behind nginx share one PostgreSQL database"
            );
            true
        }
        Ok(other) => panic!(
            "MOUNTAIN_GOATS_TEST_PROXY={other:?}: the only balancer these tests run is `nginx`"
        ),
    }
}

/// nginx in front of the servers, and its directory (config, logs).
pub struct Balancer {
    /// The servers behind nginx, in the order of the config's `server`
    /// lines.
    pub replicas: Vec<Server>,
    dir: tempfile::TempDir,
}

/// One call as nginx's access log tells it.
#[derive(Clone, Debug)]
pub struct Call {
    /// The server that answered (the last one tried).
    pub server: String,
    /// The routing header as sent (`name=games/…`), empty without one.
    pub route: String,
    /// `/mountain_goats.v1.GameService/…`
    pub path: String,
}

impl Balancer {
    /// Every call nginx has finished so far (a call is logged when it ends).
    pub fn calls(&self) -> Vec<Call> {
        let log = std::fs::read_to_string(self.dir.path().join("access.log")).unwrap_or_default();
        log.lines()
            .filter_map(|line| {
                let mut fields = line.splitn(3, '|');
                let upstream = fields.next()?;
                let route = fields.next()?;
                let path = fields.next()?;
                Some(Call {
                    server: upstream.rsplit(", ").next()?.to_owned(),
                    route: if route == "-" {
                        String::new()
                    } else {
                        route.to_owned()
                    },
                    path: path.to_owned(),
                })
            })
            .collect()
    }
}

/// `REPLICAS` servers on the PostgreSQL database `db`, each with `extra`
/// flags, and nginx in front of them: a [`Server`] whose `addr` is nginx's
/// and whose `child` is nginx.
pub async fn start(db: &str, extra: &[&str]) -> Server {
    let mut replicas = Vec::with_capacity(REPLICAS);
    for _ in 0..REPLICAS {
        replicas.push(Server::spawn_replica(db, extra, &REPLICA_ENV).await);
    }
    let upstreams: Vec<String> = replicas.iter().map(|r| r.addr.clone()).collect();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (nginx, addr) = start_nginx(dir.path(), &upstreams).await;
    Server::behind(nginx, addr, db, Balancer { replicas, dir })
}

/// A server behind nginx that [`start_logged`] started, its log kept in a
/// file.
#[derive(Debug)]
pub struct LoggedReplica {
    pub child: Child,
    pub addr: String,
    /// Its `--db`.
    pub db: String,
    /// Its stderr: the log, at the level [`start_logged`] was given.
    pub log: PathBuf,
}

/// nginx in front of servers whose logs the test reads.
#[derive(Debug)]
pub struct Logged {
    /// nginx. Declared first, so killed (dropped) before the servers it
    /// sends calls to.
    pub nginx: Child,
    /// nginx's address: where the test's calls go.
    pub addr: String,
    pub replicas: Vec<LoggedReplica>,
    /// nginx's config and logs, and the servers' logs: kept while they run.
    _dir: tempfile::TempDir,
}

/// What [`start`] does, but each server on a database URL of its own (one
/// database reached by different ways: through a fault proxy each, say),
/// with `extra` flags and the settings of compose ([`REPLICA_ENV`]), and
/// its log (`RUST_LOG` = `log_filter`, unless
/// `MOUNTAIN_GOATS_TEST_SERVER_LOG` says otherwise) kept in a file the test
/// reads, rather than mixed into the test's output.
pub async fn start_logged(dbs: &[String], extra: &[&str], log_filter: &str) -> Logged {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let filter =
        std::env::var("MOUNTAIN_GOATS_TEST_SERVER_LOG").unwrap_or_else(|_| log_filter.into());
    let mut replicas = Vec::with_capacity(dbs.len());
    for (i, db) in dbs.iter().enumerate() {
        let log = dir.path().join(format!("server-{i}.log"));
        let stderr = std::fs::File::create(&log).expect("a server's log file");
        let mut child = Command::new(common::server_bin())
            .args(["serve", "--listen", "127.0.0.1:0", "--db", db])
            .args(extra)
            .envs(REPLICA_ENV)
            .env("RUST_LOG", &filter)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .kill_on_drop(true)
            .spawn()
            .expect("the server binary starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut lines = tokio::io::AsyncBufReadExt::lines(tokio::io::BufReader::new(stdout));
        let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
            .await
            .expect("the server prints its address in time")
            .expect("stdout is readable")
            .unwrap_or_else(|| {
                panic!(
                    "server {i} exited before listening: {}",
                    std::fs::read_to_string(&log).unwrap_or_default()
                )
            });
        let addr = line
            .strip_prefix("listening on ")
            .expect("`listening on ADDR`")
            .to_owned();
        replicas.push(LoggedReplica {
            child,
            addr,
            db: db.clone(),
            log,
        });
    }
    let upstreams: Vec<String> = replicas.iter().map(|r| r.addr.clone()).collect();
    let nginx_dir = dir.path().join("nginx");
    let (nginx, addr) = start_nginx(&nginx_dir, &upstreams).await;
    Logged {
        nginx,
        addr,
        replicas,
        _dir: dir,
    }
}

/// The nginx binary: `$MOUNTAIN_GOATS_TEST_NGINX`, else `nginx` on the
/// path, else Debian's.
fn nginx_bin() -> PathBuf {
    if let Some(bin) = std::env::var_os("MOUNTAIN_GOATS_TEST_NGINX") {
        return bin.into();
    }
    std::env::var_os("PATH")
        .and_then(|path| {
            std::env::split_paths(&path)
                .map(|dir| dir.join("nginx"))
                .find(|bin| bin.is_file())
        })
        .unwrap_or_else(|| "/usr/sbin/nginx".into())
}

/// `nginx -V`: its version line (`nginx version: nginx/1.22.1`) and its
/// build options, on stderr.
fn nginx_build() -> &'static str {
    static BUILD: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    BUILD.get_or_init(|| {
        let bin = nginx_bin();
        let out = std::process::Command::new(&bin)
            .arg("-V")
            .output()
            .unwrap_or_else(|e| {
                panic!(
                    "{} does not run ({e}): install nginx (apt-get install nginx) or set MOUNTAIN_GOATS_TEST_NGINX",
                    bin.display()
                )
            });
        String::from_utf8_lossy(&out.stderr).into_owned()
    })
}

fn nginx_version() -> &'static str {
    let build = nginx_build();
    build
        .split_once("nginx/")
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no version in `nginx -V`: {build}"))
}

fn repository() -> &'static Path {
    // crates/server-tests -> the repository
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("the crate lives in crates/")
}

/// The main config around the shipped one: the official image's, as in
/// deploy/balancer-test.sh, but in one process (`master_process off`), so
/// that killing it, as `kill_on_drop` does when a test ends or fails, leaves
/// no worker serving on; and an access log naming each call's server.
fn main_config(dir: &Path) -> String {
    let dir = dir.display();
    let build = nginx_build();
    let mut temps = String::new();
    for module in ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"] {
        if !build.contains(&format!("--without-http_{module}_module")) {
            temps.push_str(&format!("    {module}_temp_path {dir}/temp/{module};\n"));
        }
    }
    format!(
        "daemon off;
master_process off;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{
    worker_connections 1024;
}}
http {{
    log_format routes '$upstream_addr|$http_x_goog_request_params|$request_uri';
    access_log {dir}/access.log routes;
    keepalive_timeout 65;
{temps}    include {dir}/conf.d/default.conf;
}}
"
    )
}

/// A port free a moment ago. nginx binds it itself; if another process
/// took it meanwhile, nginx exits and [`start_nginx`] tries another.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free local port")
        .port()
}

async fn start_nginx(dir: &Path, upstreams: &[String]) -> (Child, String) {
    std::fs::create_dir_all(dir.join("conf.d")).expect("nginx's config directory");
    std::fs::create_dir_all(dir.join("temp")).expect("nginx's temporary directory");
    std::fs::write(dir.join("nginx.conf"), main_config(dir)).expect("nginx.conf written");
    let mut last_error = String::new();
    for _ in 0..5 {
        let addr = format!("127.0.0.1:{}", free_port());
        let mut render = std::process::Command::new("python3");
        render
            .arg(repository().join("deploy/render-nginx.py"))
            .arg(dir.join("conf.d/default.conf"))
            .args(["--listen", &addr, "--nginx-version", nginx_version()]);
        for upstream in upstreams {
            render.args(["--upstream", upstream]);
        }
        let rendered = render
            .output()
            .expect("python3 runs deploy/render-nginx.py");
        assert!(
            rendered.status.success(),
            "deploy/nginx-grpc.conf does not render: {}",
            String::from_utf8_lossy(&rendered.stderr)
        );
        let mut nginx = Command::new(nginx_bin())
            .arg("-p")
            .arg(dir)
            .arg("-c")
            .arg(dir.join("nginx.conf"))
            .arg("-e")
            .arg(dir.join("error.log"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("nginx starts");
        // nginx has no line to wait for: it is ready once its port takes
        // connections. Polled, up to 10 s.
        for _ in 0..1000 {
            if tokio::net::TcpStream::connect(&addr).await.is_ok() {
                return (nginx, addr);
            }
            if nginx.try_wait().expect("nginx's status").is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let _ = nginx.kill().await;
        last_error = std::fs::read_to_string(dir.join("error.log")).unwrap_or_default();
        if !last_error.contains("Address already in use") {
            break;
        }
    }
    panic!("nginx did not start: {last_error}");
}

/// The replicas' settings are deploy/compose.yaml's: a setting changed
/// there must change here too.
#[test]
fn the_replicas_run_with_the_settings_of_compose() {
    let compose = std::fs::read_to_string(repository().join("deploy/compose.yaml"))
        .expect("deploy/compose.yaml");
    for (name, value) in &REPLICA_ENV[..3] {
        assert!(
            compose.contains(&format!("  {name}: \"{value}\"\n")),
            "deploy/compose.yaml no longer sets {name}: \"{value}\"; change REPLICA_ENV with it"
        );
    }
    assert!(compose.contains("  MOUNTAIN_GOATS_TRUSTED_PROXIES: "));
}

/// Every call about one game reaches one server, whichever call it is and
/// whichever spelling of the header it carries; the games spread over the
/// servers; calls that name no game spread too.
#[tokio::test]
#[ignore = "needs nginx and PostgreSQL: run by tests/run"]
async fn calls_about_one_game_reach_one_server() {
    assert!(enabled(), "{NEEDS_PROXY}");
    let server = Server::start(&[]).await;
    let balancer = server.balancer.as_ref().expect("behind nginx");
    let mut client = server.client().await;
    let mut games = Vec::new();
    // 12 games over 3 servers: all on one by chance once in 177,147 runs.
    for i in 0..12u8 {
        games.push(create(&mut client, options(2), [i; 32]).await.name);
    }
    for game in &games {
        let mut tickets = Vec::new();
        for seat in 0..2 {
            tickets.push(
                mountain_goats_bot::join_game(&mut client, game, &format!("p{seat}"), Some(seat))
                    .await
                    .expect("joined"),
            );
        }
        let read = client
            .get_game(routing::about_game(
                game,
                pb::GetGameRequest { name: game.clone() },
            ))
            .await
            .expect("get")
            .into_inner()
            .game
            .expect("a game");
        // The other spelling: AIP-4222 values are URL-encoded.
        let mut request = tonic::Request::new(pb::ListLegalMovesRequest { name: game.clone() });
        request.metadata_mut().insert(
            routing::HEADER,
            routing::request_params(game)
                .replace('/', "%2F")
                .parse()
                .expect("ASCII"),
        );
        let legal = client
            .list_legal_moves(request)
            .await
            .expect("legal moves")
            .into_inner();
        let seat = read.board.as_ref().expect("a board").current_seat;
        let ticket = tickets.iter().find(|t| t.seat == seat).expect("a ticket");
        client
            .submit_move(ticket.authorize(pb::SubmitMoveRequest {
                name: game.clone(),
                r#move: legal.legal_moves[0].r#move.clone(),
                expected_version: Some(read.version),
                request_id: mountain_goats_bot::request_id(),
            }))
            .await
            .expect("a legal move is accepted");
    }

    // nginx logs a call once its response is sent: the last may still be
    // on its way to the log file when the client has its answer.
    let mut calls = balancer.calls();
    for _ in 0..100 {
        if calls.len() >= 12 * 6 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        calls = balancer.calls();
    }
    let replicas: BTreeSet<&str> = balancer.replicas.iter().map(|r| r.addr.as_str()).collect();
    let mut servers_of: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    let mut unrouted = BTreeSet::new();
    for call in &calls {
        assert!(
            replicas.contains(call.server.as_str()),
            "{call:?}: not one of {replicas:?}"
        );
        match games.iter().find(|game| {
            let id = game.trim_start_matches("games/");
            call.route.ends_with(&format!("games/{id}"))
                || call.route.ends_with(&format!("games%2F{id}"))
        }) {
            Some(game) => {
                servers_of.entry(game).or_default().insert(&call.server);
            }
            None => {
                assert!(
                    call.route.is_empty() && call.path.ends_with("/CreateGame"),
                    "{call:?}: only CreateGame names no game"
                );
                unrouted.insert(call.server.as_str());
            }
        }
    }
    for game in &games {
        let servers = servers_of.get(game.as_str()).cloned().unwrap_or_default();
        assert_eq!(
            servers.len(),
            1,
            "{game}'s calls went to {servers:?}: {calls:#?}"
        );
    }
    let homes: BTreeSet<&str> = servers_of.values().flatten().copied().collect();
    assert!(homes.len() > 1, "every game hashed to {homes:?}");
    assert!(
        unrouted.len() > 1,
        "the calls naming no game all went to {unrouted:?}"
    );
    // 12 creates, and per game 2 joins, a read, a listing and a move.
    assert_eq!(calls.len(), 12 * 6, "{calls:#?}");
}
