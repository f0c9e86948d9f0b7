//! The `arena` command line: its arguments, and a run that plays in process
//! or on a server, prints the report and writes the records.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

use mountain_goats_rules::Config;
use mountain_goats_strategies::HouseStrategy;

use super::local::play;
use super::remote::{ServerEntrant, ServerOptions, block_on, play_on_server};
use super::table::{ArenaError, ArenaOptions, Entrant, Report};

/// The arena's command line.
#[derive(Clone, Debug, clap::Args)]
pub struct ArenaArgs {
    /// Games to play (a multiple of the number of seats keeps the seating exactly fair).
    #[arg(long, default_value_t = 400)]
    pub games: u64,
    /// The strategy in each seat, comma-separated: random, greedy, expert
    /// (and expert-expectimax, expert-montecarlo to compare the searches).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "expert,greedy,greedy,greedy"
    )]
    pub seats: Vec<HouseStrategy>,
    /// The base seed every game's dice derive from (drawn at random if left out, and printed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The experts' time bound per move, in milliseconds.
    #[arg(long, default_value_t = 50)]
    pub move_ms: u64,
    /// Play with the Big Mountain expansion.
    #[arg(long)]
    pub big_mountain: bool,
    /// Let players leave dice out of every group.
    #[arg(long)]
    pub allow_declining_groups: bool,
    /// Threads to play on (all cores if left out); with --server, the games
    /// played at once (twice the cores if left out).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Write one JSON line per game to this file.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// No progress bar, even on a terminal.
    #[arg(long)]
    pub no_progress: bool,
    /// Play on the server at this address instead of in process: `host:port`
    /// or `http://…` in plain text, `https://…` over TLS.
    #[arg(long)]
    pub server: Option<String>,
    /// With --server: a PEM file of the certificates to trust for TLS instead
    /// of the system's roots (an address without a scheme is then reached
    /// over TLS).
    #[arg(long, env = "MOUNTAIN_GOATS_CA_CERT")]
    pub ca_cert: Option<PathBuf>,
    /// With --server: the line-up entries (0-based positions in --seats) that
    /// the server's own house bots play, comma-separated; the others are
    /// played by this process over gRPC.
    #[arg(long, value_delimiter = ',', requires = "server")]
    pub house: Vec<usize>,
}

/// Runs the arena from its command line: plays, prints the report, writes
/// `--out`. The report is returned too.
pub fn run(args: &ArenaArgs) -> Result<Report, ArenaError> {
    let move_time = Duration::from_millis(args.move_ms);
    let players = u8::try_from(args.seats.len())
        .map_err(|_| ArenaError::Options(format!("{} seats is too many", args.seats.len())))?;
    if let Some(&entry) = args.house.iter().find(|&&i| i >= args.seats.len()) {
        return Err(ArenaError::Options(format!(
            "--house {entry}: the line-up has {} entries, 0 to {}",
            args.seats.len(),
            args.seats.len().saturating_sub(1)
        )));
    }
    let seed = args.seed.unwrap_or_else(random_seed);
    let house = |i: usize| args.server.is_some() && args.house.contains(&i);
    let options = ArenaOptions {
        games: args.games,
        seed,
        config: Config::new(players)
            .with_big_mountain(args.big_mountain)
            .with_declining_groups(args.allow_declining_groups),
        // Only the experts think against the clock, and only ours obey
        // --move-ms: the server's house experts think as it is configured.
        move_time: args
            .seats
            .iter()
            .enumerate()
            .any(|(i, s)| !house(i) && s.name().starts_with("expert"))
            .then_some(move_time),
        threads: args.threads,
        progress: !args.no_progress && std::io::stderr().is_terminal(),
    };
    if !args.games.is_multiple_of(u64::from(players.max(1))) {
        eprintln!(
            "note: {} games is not a multiple of {players} seats; the seating is fair only over whole deals",
            args.games
        );
    }
    let report = match &args.server {
        None => {
            let lineup: Vec<Entrant> = args
                .seats
                .iter()
                .map(|&s| Entrant::house(s, move_time))
                .collect();
            play(&options, &lineup)?
        }
        Some(addr) => {
            let ca_pem = match &args.ca_cert {
                Some(path) => Some(std::fs::read(path).map_err(|e| {
                    ArenaError::Options(format!("--ca-cert {}: {e}", path.display()))
                })?),
                None => None,
            };
            let server = ServerOptions {
                addr: addr.clone(),
                ca_pem,
            };
            let lineup: Vec<ServerEntrant> = args
                .seats
                .iter()
                .enumerate()
                .map(|(i, &s)| {
                    if house(i) {
                        ServerEntrant::House(s)
                    } else {
                        ServerEntrant::Local(Entrant::house(s, move_time))
                    }
                })
                .collect();
            block_on(play_on_server(&options, &server, &lineup))?
        }
    };
    println!("{report}");
    if let Some(path) = &args.out {
        let file = std::fs::File::create(path)?;
        report.write_records(std::io::BufWriter::new(file))?;
    }
    Ok(report)
}

fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // Any seed will do; it is printed, so the run still replays.
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        return nanos as u64;
    }
    u64::from_be_bytes(bytes)
}
