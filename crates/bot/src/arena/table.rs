//! What every arena run shares, in process or on a server: the entrants and
//! options, the deal seeds and the seating, the records of each game and
//! the report that rates the strategies from them.

use std::collections::BTreeMap;
use std::fmt;
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use mountain_goats_rules::{Config, Move, Seat, Seed};
use mountain_goats_strategies::{HouseStrategy, Player};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// Makes a fresh player for one seat of one game from a seed.
pub type MakePlayer = dyn Fn(u64) -> Box<dyn Player + Send> + Send + Sync;

/// A strategy that takes seats in the arena: a name and a way to make players.
#[derive(Clone)]
pub struct Entrant {
    pub(crate) name: String,
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
    /// The median time to choose a move. (Not the mean: a few moves slowed
    /// by the machine, fewer than one in a hundred, put a mean above the
    /// 99th percentile, which reads as a mistake.)
    pub median_decision: Duration,
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
            "p50 move",
            "p99 move"
        )?;
        for s in &self.strategies {
            // A house bot thinks on the server, out of sight.
            let times = if s.house {
                format!("{:>21}", "house (server)")
            } else {
                format!(
                    "{:>10} {:>10}",
                    duration(s.median_decision),
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
            // The nearest-rank percentile of the sorted times.
            let percentile = |q: f64| {
                let rank = (decisions as f64 * q).ceil() as usize;
                tally
                    .thinks
                    .get(rank.clamp(1, tally.thinks.len().max(1)) - 1)
                    .copied()
                    .unwrap_or(0)
            };
            let (median_ns, p99_ns) = (percentile(0.5), percentile(0.99));
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
                median_decision: Duration::from_nanos(median_ns),
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
