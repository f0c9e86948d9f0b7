//! The arena: many games between strategies, in process, on every core,
//! and what they say about each strategy.
//!
//! Games come in deals of `players` games that share one dice seed; within
//! a deal the line-up turns one seat per game, so every strategy plays every
//! seat, first player included, on the same dice. That makes the comparison
//! fair and cuts the luck of the dice out of much of it. Deal `d`'s seed is
//! `SHA-256(base seed as 8 bytes big-endian ‖ d as 8 bytes big-endian)`, so
//! a run replays from its base seed (the experts' choices replay too when
//! their budget is work rather than time).
//!
//! [`run`] is the entry point of the `mountain-goats-arena` binary: it takes
//! the parsed [`ArenaArgs`]. [`play`] is the library's: any [`Entrant`],
//! your own bot included, can sit at the table.
//!
//! With `--server` the same games are played on a server instead
//! ([`play_on_server`]): some seats by the server's house bots, the others
//! by this process over gRPC, on the same deal seeds, so a server game has
//! the dice of its in-process twin.

use std::collections::BTreeMap;
use std::fmt;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use mountain_goats_rules::{Config, Game, Move, Roll, Seat, Seed};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

pub use crate::arena_server::{ServerEntrant, ServerOptions, play_on_server};
use crate::player::{HouseStrategy, Player};

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

/// Makes a fresh player for one seat of one game from a seed.
pub type MakePlayer = dyn Fn(u64) -> Box<dyn Player + Send> + Send + Sync;

/// A strategy that takes seats in the arena: a name and a way to make players.
#[derive(Clone)]
pub struct Entrant {
    name: String,
    pub(crate) make: Arc<MakePlayer>,
}

impl Entrant {
    /// An entrant called `name` whose players `make` builds from a seed.
    pub fn new(
        name: impl Into<String>,
        make: impl Fn(u64) -> Box<dyn Player + Send> + Send + Sync + 'static,
    ) -> Entrant {
        Entrant {
            name: name.into(),
            make: Arc::new(make),
        }
    }

    /// A house strategy, its experts thinking at most `move_time` a move.
    pub fn house(strategy: HouseStrategy, move_time: Duration) -> Entrant {
        Entrant::new(strategy.name(), move |seed| {
            strategy.player(seed, move_time)
        })
    }

    /// The entrant's name.
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl fmt::Debug for Entrant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Entrant").field("name", &self.name).finish()
    }
}

/// What a run plays.
#[derive(Clone, Debug)]
pub struct ArenaOptions {
    /// Games to play.
    pub games: u64,
    /// The base seed.
    pub seed: u64,
    /// The game options; `players` must match the line-up and the first
    /// seat is always seat 0 (the line-up turns instead).
    pub config: Config,
    /// Recorded in each game's line: the experts' time bound, if any.
    pub move_time: Option<Duration>,
    /// Threads to play on (all cores if `None`).
    pub threads: Option<usize>,
    /// Show a progress bar.
    pub progress: bool,
}

/// Why a run could not be played.
#[derive(Debug)]
pub enum ArenaError {
    /// The line-up or the options do not make a game.
    Options(String),
    /// Writing the game records failed.
    Io(std::io::Error),
    /// The server could not be reached, refused a call, or played a game
    /// other than the one asked for.
    Server(String),
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::Options(message) => f.write_str(message),
            ArenaError::Io(e) => write!(f, "cannot write the game records: {e}"),
            ArenaError::Server(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for ArenaError {}

impl From<std::io::Error> for ArenaError {
    fn from(e: std::io::Error) -> ArenaError {
        ArenaError::Io(e)
    }
}

/// One game, as written to `--out`: enough to replay it with the rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's index in the run.
    pub game: u64,
    /// The server's name of the game, `games/{id}`, when it was played on
    /// a server; absent in process.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The game options.
    pub options: Config,
    /// The experts' time bound per move, in milliseconds, if any.
    pub move_ms: Option<u64>,
    /// The dice seed, 64 hex digits (rolls derive as in docs/dice.md).
    pub seed: String,
    /// Who sat where.
    pub seats: Vec<SeatRecord>,
    /// Every move, in order.
    pub moves: Vec<MoveRecord>,
    /// The final standings, best first.
    pub standings: Vec<StandingRecord>,
    /// The seats that won.
    pub winners: Vec<Seat>,
}

/// A seat and the strategy in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    /// The seat.
    pub seat: Seat,
    /// The strategy's name.
    pub strategy: String,
    /// Played by the server's house bot (server mode only); its moves'
    /// decision times are unknown and recorded as 0.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub house: bool,
}

/// One turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// The turn, 0-based.
    pub turn: u64,
    /// The seat that played.
    pub seat: Seat,
    /// The dice rolled.
    pub roll: [u8; 4],
    /// The move played.
    #[serde(rename = "move")]
    pub played: Move,
    /// How long the strategy took to choose, in nanoseconds.
    pub think_ns: u64,
}

/// One seat's final place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingRecord {
    /// The seat.
    pub seat: Seat,
    /// Its strategy.
    pub strategy: String,
    /// 1 for the winners.
    pub rank: u8,
    /// The total score.
    pub score: u32,
}

/// One strategy's figures over a run.
#[derive(Clone, Debug, PartialEq)]
pub struct StrategyReport {
    /// The strategy's name.
    pub name: String,
    /// Seats it played (a strategy in three seats of a game plays three).
    pub seats: u64,
    /// Seats that won (shared wins count for each sharer).
    pub wins: u64,
    /// The win rate's 95% Wilson interval, as fractions.
    pub win_interval: (f64, f64),
    /// The mean final score per seat.
    pub mean_score: f64,
    /// Its Weng-Lin (OpenSkill) rating after the run.
    pub rating: WengLinRating,
    /// The mean time to choose a move.
    pub mean_decision: Duration,
    /// The 99th percentile of the time to choose a move.
    pub p99_decision: Duration,
    /// Decisions made (and timed: none for a house bot on a server).
    pub decisions: u64,
    /// Played by the server's house bots, whose decision times are unknown.
    pub house: bool,
}

impl StrategyReport {
    /// The win rate per seat.
    pub fn win_rate(&self) -> f64 {
        if self.seats == 0 {
            0.0
        } else {
            self.wins as f64 / self.seats as f64
        }
    }
}

/// What a run found.
#[derive(Clone, Debug)]
pub struct Report {
    /// The options played.
    pub options: ArenaOptions,
    /// The line-up's names, seat 0 first, before any turning.
    pub lineup: Vec<String>,
    /// Per strategy, in line-up order.
    pub strategies: Vec<StrategyReport>,
    /// Wall-clock time of the games.
    pub elapsed: Duration,
    /// Every game, in order.
    pub records: Vec<GameRecord>,
    /// The server's address, when the games were played on one.
    pub server: Option<String>,
}

impl Report {
    /// Games per second of wall-clock time.
    pub fn games_per_second(&self) -> f64 {
        self.records.len() as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Writes one JSON line per game.
    pub fn write_records(&self, mut out: impl Write) -> std::io::Result<()> {
        for record in &self.records {
            serde_json::to_writer(&mut out, record)?;
            out.write_all(b"\n")?;
        }
        out.flush()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = &self.options;
        writeln!(
            f,
            "{} games, {} players{}, seats {}, seed {}{}",
            self.records.len(),
            o.config.players,
            if o.config.big_mountain {
                " with the Big Mountain"
            } else {
                ""
            },
            self.lineup.join(","),
            o.seed,
            o.move_time
                .map(|t| format!(", experts {} ms a move", t.as_millis()))
                .unwrap_or_default(),
        )?;
        writeln!(
            f,
            "{:<18} {:>6} {:>8} {:>16} {:>7} {:>15} {:>10} {:>10}",
            "strategy",
            "seats",
            "win rate",
            "95% CI",
            "score",
            "rating μ±σ",
            "mean move",
            "p99 move"
        )?;
        for s in &self.strategies {
            // A house bot thinks on the server, out of sight.
            let times = if s.house {
                format!("{:>21}", "house (server)")
            } else {
                format!(
                    "{:>10} {:>10}",
                    duration(s.mean_decision),
                    duration(s.p99_decision)
                )
            };
            writeln!(
                f,
                "{:<18} {:>6} {:>7.1}% {:>16} {:>7.1} {:>15} {times}",
                s.name,
                s.seats,
                100.0 * s.win_rate(),
                format!(
                    "[{:.1}%, {:.1}%]",
                    100.0 * s.win_interval.0,
                    100.0 * s.win_interval.1
                ),
                s.mean_score,
                format!("{:.1}±{:.1}", s.rating.rating, s.rating.uncertainty),
            )?;
        }
        if let Some(server) = &self.server {
            return write!(
                f,
                "{:.1} games/s ({:.1} s, {} games at once on the server at {server}); fair share {:.1}%",
                self.games_per_second(),
                self.elapsed.as_secs_f64(),
                self.options.threads.unwrap_or(1),
                100.0 / f64::from(o.config.players.max(1)),
            );
        }
        write!(
            f,
            "{:.1} games/s ({:.1} s on {} threads); fair share {:.1}%",
            self.games_per_second(),
            self.elapsed.as_secs_f64(),
            self.options
                .threads
                .unwrap_or_else(rayon::current_num_threads),
            100.0 / f64::from(o.config.players.max(1)),
        )
    }
}

fn duration(d: Duration) -> String {
    if d >= Duration::from_millis(10) {
        format!("{:.1} ms", d.as_secs_f64() * 1e3)
    } else if d >= Duration::from_micros(10) {
        format!("{} µs", d.as_micros())
    } else {
        format!("{:.2} µs", d.as_secs_f64() * 1e6)
    }
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
            crate::arena_server::block_on(play_on_server(&options, &server, &lineup))?
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

/// The dice seed of deal `deal` of a run with base seed `base`.
pub fn deal_seed(base: u64, deal: u64) -> Seed {
    let mut hasher = Sha256::new();
    hasher.update(base.to_be_bytes());
    hasher.update(deal.to_be_bytes());
    Seed(hasher.finalize().into())
}

/// Which line-up entry sits in `seat` in game `game` of a line-up of
/// `players`: the line-up turns one seat per game.
pub fn seated(game: u64, seat: Seat, players: u8) -> usize {
    let players = u64::from(players.max(1));
    ((u64::from(seat) + game % players) % players) as usize
}

/// Plays `options.games` games of the line-up (one entrant per seat) and
/// rates the entrants; the same name in several seats is one strategy.
pub fn play(options: &ArenaOptions, lineup: &[Entrant]) -> Result<Report, ArenaError> {
    if lineup.len() != usize::from(options.config.players) {
        return Err(ArenaError::Options(format!(
            "{} strategies for {} seats",
            lineup.len(),
            options.config.players
        )));
    }
    Game::new(options.config.with_first_seat(0)).map_err(|e| ArenaError::Options(e.to_string()))?;
    let bar = progress_bar(options);
    let started = Instant::now();
    let play_all = || {
        (0..options.games)
            .into_par_iter()
            .map(|game| {
                let record = play_game(options, lineup, game);
                bar.inc(1);
                record
            })
            .collect::<Result<Vec<GameRecord>, ArenaError>>()
    };
    let records = match options.threads {
        Some(threads) => rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| ArenaError::Options(e.to_string()))?
            .install(play_all),
        None => play_all(),
    }?;
    let elapsed = started.elapsed();
    bar.finish_and_clear();
    let names: Vec<String> = lineup.iter().map(|e| e.name.clone()).collect();
    Ok(Report {
        options: options.clone(),
        strategies: figures(&names, &records),
        lineup: names,
        elapsed,
        records,
        server: None,
    })
}

/// The run's progress bar: hidden unless asked for.
pub(crate) fn progress_bar(options: &ArenaOptions) -> ProgressBar {
    if options.progress {
        ProgressBar::new(options.games).with_style(
            ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {pos}/{len} games, {per_sec}, eta {eta}",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        )
    } else {
        ProgressBar::hidden()
    }
}

/// The seed of the player in `seat` of game `index`: each seat of each game
/// thinks with its own random stream, the same in process and on a server.
pub(crate) fn mind_seed(seed: &Seed, index: u64, seat: Seat) -> u64 {
    let digest = Sha256::new()
        .chain_update(seed.0)
        .chain_update(index.to_be_bytes())
        .chain_update([seat])
        .finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}

/// A finished game's record, its standings taken from the rules' result.
pub(crate) fn finish_record(
    game: GameRecord,
    result: &mountain_goats_rules::GameResult,
) -> GameRecord {
    let standings = result
        .standings
        .iter()
        .map(|s| StandingRecord {
            seat: s.seat,
            strategy: game
                .seats
                .get(usize::from(s.seat))
                .map(|r| r.strategy.clone())
                .unwrap_or_default(),
            rank: s.rank,
            score: s.score.total(),
        })
        .collect();
    GameRecord {
        standings,
        winners: result.winners.clone(),
        ..game
    }
}

fn play_game(
    options: &ArenaOptions,
    lineup: &[Entrant],
    index: u64,
) -> Result<GameRecord, ArenaError> {
    let config = options.config.with_first_seat(0);
    let players = config.players;
    let seed = deal_seed(options.seed, index / u64::from(players));
    let seats: Vec<SeatRecord> = (0..players)
        .map(|seat| SeatRecord {
            seat,
            strategy: lineup[seated(index, seat, players)].name.clone(),
            house: false,
        })
        .collect();
    let mut minds: Vec<Box<dyn Player + Send>> = (0..players)
        .map(|seat| (lineup[seated(index, seat, players)].make)(mind_seed(&seed, index, seat)))
        .collect();
    let mut game = Game::new(config).map_err(|e| ArenaError::Options(e.to_string()))?;
    let mut moves = Vec::new();
    let broken = |e: mountain_goats_rules::RuleError| {
        ArenaError::Options(format!(
            "game {index}: the rules refused a listed move: {e}"
        ))
    };
    while !game.is_over() {
        let roll: Roll = seed.roll(game.turn());
        game.roll(roll).map_err(broken)?;
        let legal = game.legal_moves();
        let seat = game.current_seat();
        let started = Instant::now();
        let chosen = minds[usize::from(seat)].choose(&game, &legal);
        let think = started.elapsed();
        let Some(played) = legal.get(chosen).or(legal.first()).cloned() else {
            return Err(ArenaError::Options(format!(
                "game {index}: no legal move for roll {roll}"
            )));
        };
        moves.push(MoveRecord {
            turn: game.turn(),
            seat,
            roll: roll.0,
            think_ns: u64::try_from(think.as_nanos()).unwrap_or(u64::MAX),
            played: played.clone(),
        });
        game.play(seat, &played).map_err(broken)?;
    }
    let result = game
        .result()
        .ok_or_else(|| ArenaError::Options(format!("game {index} ended without a result")))?;
    Ok(finish_record(
        GameRecord {
            game: index,
            name: None,
            options: config,
            move_ms: options.move_time.map(|t| t.as_millis() as u64),
            seed: hex::encode(seed.0),
            seats,
            moves,
            standings: Vec::new(),
            winners: Vec::new(),
        },
        result,
    ))
}

#[derive(Default)]
struct Tally {
    seats: u64,
    house_seats: u64,
    wins: u64,
    score: u64,
    thinks: Vec<u64>,
}

/// Win rates, scores, ratings and decision times per strategy name.
pub(crate) fn figures(names: &[String], records: &[GameRecord]) -> Vec<StrategyReport> {
    let mut order: Vec<&String> = Vec::new();
    for name in names {
        if !order.contains(&name) {
            order.push(name);
        }
    }
    let mut tallies: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut ratings: BTreeMap<&str, WengLinRating> = order
        .iter()
        .map(|n| (n.as_str(), WengLinRating::new()))
        .collect();
    let config = WengLinConfig::new();
    for record in records {
        let strategy_of = |seat: Seat| record.seats[usize::from(seat)].strategy.as_str();
        for standing in &record.standings {
            let tally = tallies.entry(strategy_of(standing.seat)).or_default();
            tally.seats += 1;
            tally.wins += u64::from(standing.rank == 1);
            tally.score += u64::from(standing.score);
        }
        for seat in &record.seats {
            let tally = tallies.entry(seat.strategy.as_str()).or_default();
            tally.house_seats += u64::from(seat.house);
        }
        for mv in &record.moves {
            // A house bot's decision time is the server's secret, not 0.
            if record
                .seats
                .get(usize::from(mv.seat))
                .is_some_and(|s| s.house)
            {
                continue;
            }
            tallies
                .entry(strategy_of(mv.seat))
                .or_default()
                .thinks
                .push(mv.think_ns);
        }
        // Each seat is a team of one rated as its strategy; a strategy in
        // several seats moves by the mean of its seats' changes.
        let teams: Vec<[WengLinRating; 1]> = record
            .standings
            .iter()
            .map(|s| {
                [ratings
                    .get(strategy_of(s.seat))
                    .copied()
                    .unwrap_or_default()]
            })
            .collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&record.standings)
            .map(|(team, s)| (&team[..], MultiTeamOutcome::new(usize::from(s.rank))))
            .collect();
        let updated = weng_lin_multi_team(&ranked, &config);
        let mut changes: BTreeMap<&str, (f64, f64, f64)> = BTreeMap::new();
        for ((standing, before), after) in record.standings.iter().zip(&teams).zip(&updated) {
            let Some(after) = after.first() else { continue };
            let change = changes.entry(strategy_of(standing.seat)).or_default();
            change.0 += after.rating - before[0].rating;
            change.1 += after.uncertainty;
            change.2 += 1.0;
        }
        for (name, (rating, uncertainty, n)) in changes {
            if let Some(r) = ratings.get_mut(name) {
                r.rating += rating / n;
                r.uncertainty = uncertainty / n;
            }
        }
    }
    order
        .into_iter()
        .map(|name| {
            let mut tally = tallies.remove(name.as_str()).unwrap_or_default();
            tally.thinks.sort_unstable();
            let decisions = tally.thinks.len() as u64;
            let mean_ns = tally
                .thinks
                .iter()
                .sum::<u64>()
                .checked_div(decisions)
                .unwrap_or(0);
            let p99_ns = if decisions == 0 {
                0
            } else {
                tally.thinks
                    [((decisions as f64 * 0.99).ceil() as usize).clamp(1, tally.thinks.len()) - 1]
            };
            StrategyReport {
                name: name.clone(),
                seats: tally.seats,
                wins: tally.wins,
                win_interval: wilson(tally.wins, tally.seats),
                mean_score: if tally.seats == 0 {
                    0.0
                } else {
                    tally.score as f64 / tally.seats as f64
                },
                rating: ratings.get(name.as_str()).copied().unwrap_or_default(),
                mean_decision: Duration::from_nanos(mean_ns),
                p99_decision: Duration::from_nanos(p99_ns),
                decisions,
                house: tally.house_seats > 0 && tally.house_seats == tally.seats,
            }
        })
        .collect()
}

/// The 95% Wilson score interval of `wins` out of `trials`.
pub fn wilson(wins: u64, trials: u64) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = trials as f64;
    let p = wins as f64 / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z / denominator * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}
