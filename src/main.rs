//! `mountain-goats`: the command line of the server.

mod cli;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use mountain_goats_core::hub::HubOptions;
use mountain_goats_core::store::{Durability, Location};
use mountain_goats_server::connections::ConnectionLimits;
use mountain_goats_server::connections::proxy::{CidrList, ForwardedHeader, TrustedProxies};
use mountain_goats_server::server::{ServeOptions, serve};
use mountain_goats_server::tls::TlsFiles;

// mimalloc hands memory back to the system once games leave it; glibc's
// per-thread arenas kept what the busiest moment had taken.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Mountain Goats, the dice board game, served over gRPC.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve games over gRPC until SIGINT or SIGTERM.
    Serve(ServeArgs),
    /// Watch a game live from a server, printing every change.
    Watch(WatchArgs),
    /// Write a game as JSON Lines: its options, every change, the seed once
    /// revealed and the standings.
    Export(ExportArgs),
    /// Re-derive the dice of an exported game from its seed, replay its
    /// moves through the rules, and print the standings.
    Replay(ReplayArgs),
    /// Play house strategies against each other, in process on all cores or
    /// on a server with its house bots (--server, --house), and rate them
    /// (see docs/bots.md).
    Arena(mountain_goats_bot::arena::ArenaArgs),
    /// Serve the Model Context Protocol over stdio, so that a language-model
    /// agent plays on a game server (see docs/agents.md). Nothing but the
    /// protocol is written to stdout.
    Mcp(mountain_goats_mcp::McpArgs),
}

#[derive(Debug, clap::Args)]
struct ExportArgs {
    /// The game, `games/{id}`.
    game: String,
    /// The server's address: `host:port` or `http://…` in plain text,
    /// `https://…` over TLS.
    #[arg(long, env = "MOUNTAIN_GOATS_ADDR", default_value = "127.0.0.1:50051")]
    addr: String,
    /// A PEM file of the certificates to trust for TLS instead of the
    /// system's roots (an address without a scheme is then reached over TLS).
    #[arg(long, env = "MOUNTAIN_GOATS_CA_CERT")]
    ca_cert: Option<PathBuf>,
    /// The file to write (standard output when left out).
    #[arg(long, short)]
    out: Option<PathBuf>,
    /// The language of the events' words in the file: en, fr, nl, uk or pl
    /// (else the locale's, from LC_ALL, LC_MESSAGES or LANG; English for any
    /// other). The keys and the other fields stay English.
    #[arg(long, value_name = "CODE")]
    lang: Option<String>,
}

#[derive(Debug, clap::Args)]
struct ReplayArgs {
    /// A file written by `mountain-goats export`.
    file: PathBuf,
}

#[derive(Debug, clap::Args)]
struct WatchArgs {
    /// The game, `games/{id}`.
    game: String,
    /// The server's address: `host:port` or `http://…` in plain text,
    /// `https://…` over TLS.
    #[arg(long, env = "MOUNTAIN_GOATS_ADDR", default_value = "127.0.0.1:50051")]
    addr: String,
    /// A PEM file of the certificates to trust for TLS instead of the
    /// system's roots (an address without a scheme is then reached over TLS).
    #[arg(long, env = "MOUNTAIN_GOATS_CA_CERT")]
    ca_cert: Option<PathBuf>,
    /// At the end, check the game: no version missed, every roll from the
    /// revealed seed, and the standings replayed with the rules.
    #[arg(long)]
    verify: bool,
    /// The language to print in: en, fr, nl, uk or pl (else the locale's,
    /// from LC_ALL, LC_MESSAGES or LANG; English for any other).
    #[arg(long, value_name = "CODE")]
    lang: Option<String>,
}

/// `--durability`: how hard a commit waits for the disk.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum DurabilityArg {
    Full,
    Process,
}

#[derive(Debug, clap::Args)]
struct ServeArgs {
    /// The address to listen on (port 0 picks a free port; the bound
    /// address is printed on stdout as `listening on ADDR`).
    #[arg(long, env = "MOUNTAIN_GOATS_LISTEN", default_value = "127.0.0.1:50051")]
    listen: SocketAddr,
    /// Where the games are stored: a SQLite file (created if missing), or
    /// `:memory:`; or a PostgreSQL connection string (`postgres://…`), for
    /// several servers sharing the same games.
    #[arg(long, env = "MOUNTAIN_GOATS_DB", default_value = "mountain-goats.db")]
    db: String,
    /// `full`: an acknowledged move survives a power cut (an fsync per
    /// commit, shared by moves committed together). `process`: it survives
    /// the process being killed, not the machine losing power; faster.
    #[arg(long, env = "MOUNTAIN_GOATS_DURABILITY", value_enum, default_value_t = DurabilityArg::Full)]
    durability: DurabilityArg,
    /// Requests per second per client address (an IPv6 client: per /64;
    /// behind a trusted proxy, the client it names); 0 turns the limit off.
    #[arg(long, env = "MOUNTAIN_GOATS_RATE_LIMIT", default_value_t = 2000)]
    rate_limit: u32,
    /// Calls handled at once, server-wide; a call beyond them is refused
    /// at once with UNAVAILABLE `OVERLOADED` rather than queued (a watch
    /// counts until its stream starts). 0 turns the limit off.
    #[arg(long, env = "MOUNTAIN_GOATS_MAX_CALLS", default_value_t = 4096)]
    max_calls: usize,
    /// Seconds a request's body may take to arrive whole; a peer that
    /// declares a body and never ends it is answered DEADLINE_EXCEEDED
    /// `REQUEST_BODY_TIMEOUT` instead of holding its stream.
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_REQUEST_BODY_TIMEOUT_SECS",
        default_value_t = 10
    )]
    request_body_timeout_secs: u64,
    /// Requests a client may burst above the rate.
    #[arg(long, env = "MOUNTAIN_GOATS_RATE_BURST", default_value_t = 4000)]
    rate_burst: u32,
    /// The most concurrent watchers of one game.
    #[arg(long, env = "MOUNTAIN_GOATS_MAX_WATCHERS", default_value_t = 2000)]
    max_watchers_per_game: usize,
    /// The most games not over (open or being played) that one client (an
    /// IPv4 address or an IPv6 /64) may have made by CreateGame or by a
    /// FindGame that opened a table; 0: no limit.
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_MAX_GAMES_PER_CLIENT",
        default_value_t = 1000
    )]
    max_games_per_client: usize,
    /// The most accounts one client (an IPv4 address or an IPv6 /64) may
    /// make in an hour, as many at once; beyond them CreateAccount is
    /// refused RESOURCE_EXHAUSTED `TOO_MANY_ACCOUNTS`. Each server counts on
    /// its own. 0: no limit.
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_ACCOUNTS_PER_CLIENT_PER_HOUR",
        default_value_t = 20
    )]
    accounts_per_client_per_hour: u32,
    /// Seconds of silence before a watch stream gets a heartbeat.
    #[arg(long, env = "MOUNTAIN_GOATS_HEARTBEAT_SECS", default_value_t = 10)]
    heartbeat_secs: u64,
    /// Seconds an open or playing game with no call and no watcher stays in
    /// memory before it is unloaded (it is loaded again when next needed).
    #[arg(long, env = "MOUNTAIN_GOATS_IDLE_SECS", default_value_t = 300)]
    idle_secs: u64,
    /// Seconds an open game waits with no seat taken (counted from its last
    /// change) before it is cancelled; 0: open games never expire.
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_OPEN_GAME_EXPIRY_SECS",
        default_value_t = 3600
    )]
    open_game_expiry_secs: u64,
    /// Seconds a shutdown waits for open calls and streams before closing
    /// the remaining connections.
    #[arg(long, env = "MOUNTAIN_GOATS_SHUTDOWN_GRACE_SECS", default_value_t = 5)]
    shutdown_grace_secs: u64,
    /// Open connections per client address (an IPv6 client: per /64);
    /// more are closed at once. 0 turns the cap off. Connections from
    /// --trusted-proxies are exempt (they carry many clients).
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_MAX_CONNECTIONS_PER_IP",
        default_value_t = 128
    )]
    max_connections_per_ip: u32,
    /// Open connections in all; more are closed at once. Lowered to what
    /// the open-file limit (ulimit -n) leaves room for; 0: that limit only.
    #[arg(long, env = "MOUNTAIN_GOATS_MAX_CONNECTIONS", default_value_t = 4096)]
    max_connections: u32,
    /// Seconds a new connection has to finish its TLS handshake and send
    /// the start of its first request before it is closed; 0: no limit.
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_HANDSHAKE_TIMEOUT_SECS",
        default_value_t = 10
    )]
    handshake_timeout_secs: u64,
    /// Seconds of silence on a connection before TCP keepalive probes
    /// check that the client is still there; 0 turns keepalive off.
    #[arg(long, env = "MOUNTAIN_GOATS_TCP_KEEPALIVE_SECS", default_value_t = 60)]
    tcp_keepalive_secs: u64,
    /// Seconds a connection with no call in progress stays open (an open
    /// watch stream is a call in progress); then HTTP/2 is sent GOAWAY and
    /// closed, HTTP/1.1 closed. 0: for ever.
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_MAX_CONNECTION_IDLE_SECS",
        default_value_t = 300
    )]
    max_connection_idle_secs: u64,
    /// Seconds a connection may live before it is sent GOAWAY, calls in
    /// progress or not: clients open a new one (behind an L4 balancer,
    /// maybe to another server). 0: for ever.
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_MAX_CONNECTION_AGE_SECS",
        default_value_t = 0
    )]
    max_connection_age_secs: u64,
    /// Seconds the calls in progress on a connection past its age have to
    /// finish before it is closed; watch streams cut then resume elsewhere.
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_MAX_CONNECTION_AGE_GRACE_SECS",
        default_value_t = 30
    )]
    max_connection_age_grace_secs: u64,
    /// Proxies in front of the server (load balancer, ingress, mesh
    /// sidecar), comma-separated addresses or blocks, e.g.
    /// `10.0.0.0/8,fd00::/8`. A connection from one of them is exempt from
    /// --max-connections-per-ip (it counts toward --max-connections), and
    /// the client of its calls, for the rate limit, is read from
    /// --trusted-proxy-header: the rightmost address there that is not a
    /// trusted proxy. Anyone else's header is ignored. Default: none
    /// (also when empty).
    #[arg(long, env = "MOUNTAIN_GOATS_TRUSTED_PROXIES", value_name = "CIDR,...")]
    trusted_proxies: Option<CidrList>,
    /// The header the trusted proxies append the client's address to.
    /// Only this one is read: the other may come from the client.
    #[arg(
        long,
        env = "MOUNTAIN_GOATS_TRUSTED_PROXY_HEADER",
        value_enum,
        default_value_t = ForwardedHeader::XForwardedFor
    )]
    trusted_proxy_header: ForwardedHeader,
    /// Serve TLS with this PEM certificate chain (with --tls-key).
    #[arg(long, env = "MOUNTAIN_GOATS_TLS_CERT", requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    /// The PEM private key of --tls-cert.
    #[arg(long, env = "MOUNTAIN_GOATS_TLS_KEY", requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// Log as JSON lines instead of text.
    #[arg(long, env = "MOUNTAIN_GOATS_LOG_JSON")]
    log_json: bool,
    /// Refuse to create games with a seed chosen by the creator, who would
    /// know every roll (FAILED_PRECONDITION, reason CHOSEN_SEED_REFUSED).
    /// Games with a server-drawn seed, into which the players' contributions
    /// are mixed, are created as always.
    #[arg(long, env = "MOUNTAIN_GOATS_REFUSE_CHOSEN_SEEDS")]
    refuse_chosen_seeds: bool,
}

fn main() -> ExitCode {
    let args = match Cli::parse().command {
        Command::Serve(args) => args,
        Command::Watch(args) => return watch(args),
        Command::Export(args) => return export(args),
        Command::Replay(args) => return replay(args),
        Command::Mcp(args) => return mcp(args),
        Command::Arena(args) => {
            return match mountain_goats_bot::arena::run(&args) {
                Ok(_) => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("mountain-goats arena: {error}");
                    ExitCode::FAILURE
                }
            };
        }
    };
    let options = ServeOptions {
        listen: args.listen,
        db: Location::parse(&args.db),
        durability: match args.durability {
            DurabilityArg::Full => Durability::Full,
            DurabilityArg::Process => Durability::Process,
        },
        rate_limit: args.rate_limit,
        rate_burst: args.rate_burst,
        max_calls: args.max_calls,
        request_body_timeout: Duration::from_secs(args.request_body_timeout_secs.max(1)),
        hub: HubOptions {
            max_watchers_per_game: args.max_watchers_per_game,
            max_games_per_client: args.max_games_per_client,
            heartbeat: Duration::from_secs(args.heartbeat_secs.max(1)),
            idle: Duration::from_secs(args.idle_secs),
            open_game_expiry: (args.open_game_expiry_secs > 0)
                .then(|| Duration::from_secs(args.open_game_expiry_secs)),
            ..HubOptions::default()
        },
        shutdown_grace: Duration::from_secs(args.shutdown_grace_secs),
        connections: ConnectionLimits {
            per_client: args.max_connections_per_ip,
            total: args.max_connections,
            handshake_timeout: (args.handshake_timeout_secs > 0)
                .then(|| Duration::from_secs(args.handshake_timeout_secs)),
            tcp_keepalive: (args.tcp_keepalive_secs > 0)
                .then(|| Duration::from_secs(args.tcp_keepalive_secs)),
            idle: (args.max_connection_idle_secs > 0)
                .then(|| Duration::from_secs(args.max_connection_idle_secs)),
            max_age: (args.max_connection_age_secs > 0)
                .then(|| Duration::from_secs(args.max_connection_age_secs)),
            max_age_grace: Some(Duration::from_secs(args.max_connection_age_grace_secs)),
        },
        trusted_proxies: TrustedProxies::new(
            args.trusted_proxies.unwrap_or_default().0,
            args.trusted_proxy_header,
        ),
        // clap makes sure both are given, or neither.
        tls: match (args.tls_cert, args.tls_key) {
            (Some(cert), Some(key)) => Some(TlsFiles { cert, key }),
            _ => None,
        },
        refuse_chosen_seeds: args.refuse_chosen_seeds,
        accounts_per_client_per_hour: args.accounts_per_client_per_hour,
        ..ServeOptions::default()
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("mountain-goats: cannot start the runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    let telemetry = {
        let _runtime = runtime.enter();
        match mountain_goats_server::telemetry::init(args.log_json) {
            Ok(telemetry) => telemetry,
            Err(error) => {
                eprintln!("mountain-goats: {error}");
                return ExitCode::FAILURE;
            }
        }
    };
    let result = runtime.block_on(serve(
        options,
        |addr| println!("listening on {addr}"),
        shutdown_signal(),
    ));
    // Flushes the last spans while the runtime still runs.
    drop(telemetry);
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("mountain-goats: {error}");
            ExitCode::FAILURE
        }
    }
}

fn mcp(args: mountain_goats_mcp::McpArgs) -> ExitCode {
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("mountain-goats: cannot start the runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(mountain_goats_mcp::run(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("mountain-goats mcp: {error}");
            ExitCode::FAILURE
        }
    }
}

fn watch(args: WatchArgs) -> ExitCode {
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("mountain-goats: cannot start the runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    let ca = match read_ca(args.ca_cert.as_deref()) {
        Ok(ca) => ca,
        Err(error) => {
            eprintln!("mountain-goats watch: {error}");
            return ExitCode::FAILURE;
        }
    };
    let words = cli::words::Words::new(cli::words::Lang::from_env(args.lang.as_deref()));
    match runtime.block_on(cli::spectator::watch(
        &words,
        &args.addr,
        ca.as_deref(),
        &args.game,
        args.verify,
    )) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("mountain-goats watch: {error}");
            ExitCode::FAILURE
        }
    }
}

fn export(args: ExportArgs) -> ExitCode {
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("mountain-goats: cannot start the runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    let words = cli::words::Words::new(cli::words::Lang::from_env(args.lang.as_deref()));
    let result = runtime.block_on(async {
        let ca =
            read_ca(args.ca_cert.as_deref()).map_err(cli::export::ExportError::Io)?;
        let ca = ca.as_deref();
        match &args.out {
            Some(path) => {
                let file = std::fs::File::create(path).map_err(|e| {
                    cli::export::ExportError::Io(std::io::Error::new(
                        e.kind(),
                        format!("{}: {e}", path.display()),
                    ))
                })?;
                let mut out = std::io::BufWriter::new(file);
                let exported =
                    cli::export::export(&words, &args.addr, ca, &args.game, &mut out).await?;
                std::io::Write::flush(&mut out)?;
                // The file is the output: say on stderr what went into it.
                eprintln!(
                    "wrote {} up to version {} ({}) to {}",
                    args.game,
                    exported.version,
                    if exported.finished {
                        "finished: seed and standings included; check it with `mountain-goats replay`"
                    } else {
                        "not finished yet: no seed or standings"
                    },
                    path.display()
                );
                Ok(())
            }
            None => {
                let mut out = std::io::stdout().lock();
                cli::export::export(&words, &args.addr, ca, &args.game, &mut out)
                    .await
                    .map(|_| ())
            }
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("mountain-goats export: {error}");
            ExitCode::FAILURE
        }
    }
}

fn replay(args: ReplayArgs) -> ExitCode {
    let file = match std::fs::File::open(&args.file) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("mountain-goats replay: {}: {error}", args.file.display());
            return ExitCode::FAILURE;
        }
    };
    match cli::export::replay(std::io::BufReader::new(file)) {
        Ok(replayed) => {
            match replayed.game.result() {
                Some(result) => {
                    for s in &result.standings {
                        let name = replayed
                            .names
                            .get(usize::from(s.seat))
                            .cloned()
                            .unwrap_or_else(|| format!("seat {}", s.seat));
                        println!("rank {}: {name} with {} points", s.rank, s.score.total());
                    }
                }
                None => println!(
                    "the game is not over: turn {}, scores {:?}",
                    replayed.game.turn() + 1,
                    replayed
                        .game
                        .scores()
                        .iter()
                        .map(|s| s.total())
                        .collect::<Vec<_>>()
                ),
            }
            if replayed.rolls_verified > 0 {
                println!(
                    "verified: all {} rolls derive from the seed, and the moves replay to these standings",
                    replayed.rolls_verified
                );
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("mountain-goats replay: {}: {error}", args.file.display());
            ExitCode::FAILURE
        }
    }
}

/// The PEM certificates of `--ca-cert`, if given; an error names the file.
fn read_ca(path: Option<&std::path::Path>) -> Result<Option<Vec<u8>>, std::io::Error> {
    path.map(|path| {
        std::fs::read(path).map_err(|e| {
            std::io::Error::new(e.kind(), format!("--ca-cert {}: {e}", path.display()))
        })
    })
    .transpose()
}

/// Resolves on SIGINT or SIGTERM.
async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(signal) => signal,
                Err(_) => {
                    let _ = interrupt.await;
                    return;
                }
            };
        tokio::select! {
            _ = interrupt => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = interrupt.await;
    }
}
