//! The ladder's measured goals (issue 25):
//!
//! - `ladder400`: rated games among the house accounts, played by the
//!   server itself in waves, then the leaderboard, and whether it orders
//!   expert above greedy above random. Half the games have three seats (the
//!   six orders of random, greedy, expert in turn), half two (the six
//!   ordered pairs in turn). The yardstick is `mountain-goats arena` in
//!   process on the same line-ups (`BENCH_ARENA_GAMES`, 0 to skip).
//! - `leaderboard10000`: 10,000 accounts (made through `CreateAccount`,
//!   concurrently, none rated), then `ListLeaderboard` with
//!   `include_unrated` on its first page, a middle one and its last, 50 and
//!   200 to a page; the yardstick is `ListGames` on the same server.

use std::path::Path;
use std::time::{Duration, Instant};

use mountain_goats_server::api::v1 as pb;
use tokio::task::JoinSet;
use tokio::time::timeout;

use super::cpu::TreeClock;
use super::postgres::Postgres;
use super::scenarios::{Settings, end_profile, start_profile};
use super::server::Server;
use super::stats::{Figures, ms, percentile, us};
use super::table::Client;
use super::watch::{Seen, WatchStream};

/// The house strategies, weakest first: the order the ladder should show,
/// reversed.
const STRATEGIES: [&str; 3] = ["random", "greedy", "expert"];
/// The six orders of the three strategies at a three-seat table.
const TRIOS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [2, 1, 0],
    [1, 0, 2],
];
/// The six ordered pairs at a two-seat table.
const PAIRS: [[usize; 2]; 6] = [[0, 1], [1, 0], [1, 2], [2, 1], [0, 2], [2, 0]];
/// How long a wave of house games may take before the bench gives up on it.
const WAVE_LIMIT: Duration = Duration::from_secs(600);
/// CreateAccount calls in flight while the leaderboard is filled.
const IN_FLIGHT: usize = 64;

/// The strategies of game `i`'s seats: three-seat and two-seat games
/// alternate, each cycling through its line-ups.
fn line_up(i: usize) -> Vec<usize> {
    if i.is_multiple_of(2) {
        TRIOS[(i / 2) % TRIOS.len()].to_vec()
    } else {
        PAIRS[(i / 2) % PAIRS.len()].to_vec()
    }
}

/// Creates a rated game whose every seat a house bot plays.
async fn create_house_game(client: &mut Client, strategies: &[usize]) -> Result<String, String> {
    let game = client
        .create_game(pb::CreateGameRequest {
            options: Some(pb::GameOptions {
                players: strategies.len() as u32,
                rated: true,
                ..Default::default()
            }),
            seed: Vec::new(),
            house_seats: strategies
                .iter()
                .enumerate()
                .map(|(seat, &s)| pb::HouseSeat {
                    seat: seat as u32,
                    strategy: STRATEGIES[s].to_owned(),
                })
                .collect(),
        })
        .await
        .map_err(|e| format!("CreateGame: {}", e.message()))?
        .into_inner()
        .game
        .ok_or("CreateGame answered no game")?;
    Ok(game.name)
}

/// Watches `game` until it is over.
async fn until_finished(channel: tonic::transport::Channel, game: String) -> Result<(), String> {
    let mut stream = WatchStream::open(channel, &game, false)
        .await
        .map_err(|e| format!("WatchGame {game}: {}", e.message()))?;
    loop {
        match stream.next().await {
            Ok(Some(
                Seen::Snapshot { finished: true, .. } | Seen::Change { finished: true, .. },
            )) => {
                return Ok(());
            }
            Ok(Some(_)) => {}
            Ok(None) => return Err(format!("{game}: the stream ended before the game did")),
            Err(e) => return Err(format!("WatchGame {game}: {}", e.message())),
        }
    }
}

/// The leaderboard's first page (rated accounts only).
async fn leaderboard_page(client: &mut Client) -> Vec<pb::LeaderboardEntry> {
    client
        .list_leaderboard(pb::ListLeaderboardRequest {
            page_size: 50,
            page_token: String::new(),
            include_unrated: false,
        })
        .await
        .expect("ListLeaderboard")
        .into_inner()
        .entries
}

/// Whether `ranks` (by strategy, weakest first) put the strongest first.
fn ordered(ranks: &[Option<u32>; 3]) -> bool {
    matches!(ranks, [Some(r), Some(g), Some(e)] if e < g && g < r)
}

/// `ladder400`: `games` rated house games, `wave` at a time.
pub async fn ladder(
    server: Server,
    games: usize,
    wave: usize,
    arena: Option<(&Path, usize)>,
    settings: &Settings,
) -> Figures {
    let channel = server.connect().await;
    let mut client = Client::new(channel.clone());
    let mut figures = Figures::default();
    let started = Instant::now();
    let cpu_before = server.cpu.now();
    let perf = start_profile(&server, settings);
    let mut failed = 0usize;
    let mut waves = Vec::new();
    for first in (0..games).step_by(wave.max(1)) {
        let wave_started = Instant::now();
        let mut watching = JoinSet::new();
        for i in first..(first + wave).min(games) {
            match create_house_game(&mut client, &line_up(i)).await {
                Ok(game) => {
                    watching.spawn(until_finished(channel.clone(), game));
                }
                Err(e) => {
                    failed += 1;
                    figures.notes.push(e);
                }
            }
        }
        let all = async {
            while let Some(done) = watching.join_next().await {
                if let Err(e) = done.expect("a watcher") {
                    failed += 1;
                    figures.notes.push(e);
                }
            }
        };
        if timeout(WAVE_LIMIT, all).await.is_err() {
            figures
                .notes
                .push(format!("a wave took over {} s", WAVE_LIMIT.as_secs()));
            failed += watching.len();
        }
        waves.push(wave_started.elapsed());
    }
    let wall = started.elapsed();
    let cpu = server.cpu.now().saturating_sub(cpu_before);
    end_profile(perf).await;

    let entries = leaderboard_page(&mut client).await;
    server.stop().await;
    println!(
        "    ladder after {games} rated house games ({} three-seat, {} two-seat; {wave} at a time), {:.1} s:",
        games.div_ceil(2),
        games / 2,
        wall.as_secs_f64()
    );
    println!(
        "    {:>4}  {:<14} {:>7} {:>6} {:>9} {:>6}",
        "rank", "name", "μ", "σ", "displayed", "games"
    );
    let mut ranks = [None; 3];
    let mut mus = [f64::NAN; 3];
    for entry in &entries {
        let account = entry.account.clone().unwrap_or_default();
        let rating = account.rating.unwrap_or_default();
        println!(
            "    {:>4}  {:<14} {:>7.2} {:>6.2} {:>9.2} {:>6}",
            entry.rank,
            account.display_name,
            rating.mu,
            rating.sigma,
            rating.displayed,
            account.rated_games
        );
        if let Some(s) = STRATEGIES.iter().position(|s| *s == account.house_strategy) {
            ranks[s] = Some(entry.rank);
            mus[s] = rating.mu;
            figures.add(format!("{} displayed", STRATEGIES[s]), rating.displayed);
        }
    }
    let ladder_order = ordered(&ranks);
    figures.add(
        "expert > greedy > random (1 yes)",
        f64::from(u8::from(ladder_order)),
    );
    figures.add("wall s", wall.as_secs_f64());
    waves.sort_unstable();
    figures.add("wave p50 s", percentile(&waves, 0.5).as_secs_f64());
    figures.add("server CPU ms/game", ms(cpu) / games.max(1) as f64);
    figures.add("games failed", failed as f64);

    if let Some((binary, arena_games)) = arena {
        yardstick(
            binary,
            arena_games,
            settings.seed,
            &mus,
            ladder_order,
            &mut figures,
        );
    }
    figures
}

/// One line-up's ratings from `mountain-goats arena`: μ by strategy.
fn arena_run(
    binary: &Path,
    seats: &str,
    games: usize,
    seed: u64,
) -> Result<Vec<(String, f64)>, String> {
    let out = std::process::Command::new(binary)
        .args(["arena", "--no-progress", "--seats", seats])
        .args(["--games", &games.to_string(), "--seed", &seed.to_string()])
        .output()
        .map_err(|e| format!("arena did not run: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "arena --seats {seats}: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    // `strategy seats win-rate [ci] score μ±σ …`: the one field with a ±.
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            let name = fields.next()?;
            STRATEGIES.contains(&name).then_some(())?;
            let rating = fields.find(|f| f.contains('±'))?;
            let mu = rating.split('±').next()?.parse().ok()?;
            Some((name.to_owned(), mu))
        })
        .collect())
}

/// The in-process yardstick: the arena on the same line-ups (a three-seat
/// run and the three pairs, `games` in all, each a multiple of its seats so
/// that every strategy sits in every seat equally), printed beside the
/// ladder's order.
fn yardstick(
    binary: &Path,
    games: usize,
    seed: u64,
    ladder_mu: &[f64; 3],
    ladder_order: bool,
    figures: &mut Figures,
) {
    let started = Instant::now();
    let trio = (games / 2).div_ceil(3) * 3;
    let pair = ((games - games / 2) / 3).div_ceil(2) * 2;
    println!(
        "    arena yardstick: random,greedy,expert × {trio}, and each pair × {pair} (in process, 50 ms a move):"
    );
    let mut trio_mu = [f64::NAN; 3];
    match arena_run(binary, "random,greedy,expert", trio, seed) {
        Ok(rated) => {
            for (name, mu) in rated {
                if let Some(s) = STRATEGIES.iter().position(|s| *s == name) {
                    trio_mu[s] = mu;
                }
            }
        }
        Err(e) => figures.notes.push(e),
    }
    let mut pair_wins = Vec::new();
    for (a, b) in [(0, 1), (1, 2), (0, 2)] {
        let seats = format!("{},{}", STRATEGIES[a], STRATEGIES[b]);
        match arena_run(binary, &seats, pair, seed) {
            Ok(rated) => {
                let mu = |s: usize| {
                    rated
                        .iter()
                        .find(|(n, _)| n == STRATEGIES[s])
                        .map_or(f64::NAN, |r| r.1)
                };
                pair_wins.push(format!(
                    "{} {:.1} vs {} {:.1}",
                    STRATEGIES[b],
                    mu(b),
                    STRATEGIES[a],
                    mu(a)
                ));
            }
            Err(e) => figures.notes.push(e),
        }
    }
    let order = |mu: &[f64; 3]| {
        let mut by: Vec<usize> = (0..3).collect();
        by.sort_by(|&x, &y| mu[y].total_cmp(&mu[x]));
        by.iter()
            .map(|&s| STRATEGIES[s])
            .collect::<Vec<_>>()
            .join(" > ")
    };
    let arena_order = trio_mu[2] > trio_mu[1] && trio_mu[1] > trio_mu[0];
    println!(
        "    {:<34} {:<34}",
        "ladder (server, by displayed)", "arena (in process, three-seat μ)"
    );
    println!("    {:<34} {:<34}", order(ladder_mu), order(&trio_mu));
    println!(
        "    {:<34} {:<34}",
        format!(
            "expert > greedy > random: {}",
            if ladder_order { "yes" } else { "no" }
        ),
        format!(
            "expert > greedy > random: {}",
            if arena_order { "yes" } else { "no" }
        )
    );
    println!("    arena pairs (μ): {}", pair_wins.join("; "));
    for (s, mu) in STRATEGIES.iter().zip(trio_mu) {
        figures.add(format!("arena {s} μ"), mu);
    }
    figures.add("arena order (1 yes)", f64::from(u8::from(arena_order)));
    figures.add("arena wall s", started.elapsed().as_secs_f64());
}

/// Makes accounts until the leaderboard with unrated accounts lists
/// `accounts` (the house accounts count), `IN_FLIGHT` calls at a time.
async fn fill(server: &Server, accounts: usize, figures: &mut Figures) -> Duration {
    let channel = server.connect().await;
    let mut client = Client::new(channel.clone());
    let listed = list(&mut client, 1, String::new()).await.total_size as usize;
    let wanted = accounts.saturating_sub(listed);
    let started = Instant::now();
    let mut calls = JoinSet::new();
    let mut failed = 0usize;
    let mut latencies = Vec::with_capacity(wanted);
    for i in 0..wanted {
        if calls.len() >= IN_FLIGHT
            && let Some(done) = calls.join_next().await
        {
            match done.expect("a CreateAccount task") {
                Ok(took) => latencies.push(took),
                Err(_) => failed += 1,
            }
        }
        let mut client = client.clone();
        calls.spawn(async move {
            let start = Instant::now();
            client
                .create_account(pb::CreateAccountRequest {
                    display_name: format!("bench {i}"),
                })
                .await
                .map(|_| start.elapsed())
                .map_err(|e| e.message().to_owned())
        });
    }
    while let Some(done) = calls.join_next().await {
        match done.expect("a CreateAccount task") {
            Ok(took) => latencies.push(took),
            Err(_) => failed += 1,
        }
    }
    let took = started.elapsed();
    figures.add("CreateAccount/s", wanted as f64 / took.as_secs_f64());
    figures.add_latency("CreateAccount", &mut latencies);
    if failed > 0 {
        figures
            .notes
            .push(format!("{failed} CreateAccount calls failed"));
    }
    took
}

async fn list(
    client: &mut Client,
    page_size: u32,
    page_token: String,
) -> pb::ListLeaderboardResponse {
    client
        .list_leaderboard(pb::ListLeaderboardRequest {
            page_size,
            page_token,
            include_unrated: true,
        })
        .await
        .expect("ListLeaderboard")
        .into_inner()
}

/// `calls` sequential calls of `call`: the p50 and p99 of their round
/// trips, and the server's (and PostgreSQL's) CPU per call.
async fn time_calls<F: AsyncFnMut()>(
    what: &str,
    calls: usize,
    server: &Server,
    pg: Option<&TreeClock>,
    mut call: F,
    figures: &mut Figures,
) {
    for _ in 0..calls.min(10) {
        call().await;
    }
    let mut samples = Vec::with_capacity(calls);
    let cpu = server.cpu.now();
    let pg_cpu = pg.map(TreeClock::now);
    for _ in 0..calls {
        let start = Instant::now();
        call().await;
        samples.push(start.elapsed());
    }
    let server_cpu = server.cpu.now().saturating_sub(cpu);
    figures.add_latency(what, &mut samples);
    figures.add(
        format!("{what} server CPU µs/call"),
        us(server_cpu) / calls as f64,
    );
    if let (Some(clock), Some(before)) = (pg, pg_cpu) {
        figures.add(
            format!("{what} PostgreSQL CPU µs/call"),
            us(clock.now().saturating_sub(before)) / calls as f64,
        );
    }
}

/// `leaderboard10000`: a leaderboard of `accounts` accounts, its pages
/// timed `calls` times each, beside `ListGames` pages of 200 open games.
pub async fn leaderboard(
    server: Server,
    pg: Option<&Postgres>,
    accounts: usize,
    calls: usize,
    settle: Duration,
    settings: &Settings,
) -> Figures {
    let mut figures = Figures::default();
    let filled = fill(&server, accounts, &mut figures).await;
    // PostgreSQL plans deep pages with a full sort until autovacuum has
    // analyzed the newly filled table (once a minute by default).
    tokio::time::sleep(settle).await;
    let channel = server.connect().await;
    let mut client = Client::new(channel);
    // Every page token of a walk 50 at a time: a token says where its page
    // starts, whatever the size asked with it.
    let mut tokens = vec![String::new()];
    let walk_started = Instant::now();
    let total = loop {
        let page = list(&mut client, 50, tokens.last().cloned().unwrap_or_default()).await;
        if page.next_page_token.is_empty() {
            break page.total_size as usize;
        }
        tokens.push(page.next_page_token);
    };
    let walk = walk_started.elapsed();
    if total != accounts {
        figures.notes.push(format!(
            "the leaderboard lists {total} accounts, not {accounts}"
        ));
    }
    let token_at =
        |offset: usize| -> String { tokens.get(offset / 50).cloned().unwrap_or_default() };
    for _ in 0..200 {
        client
            .create_game(pb::CreateGameRequest {
                options: Some(pb::GameOptions {
                    players: 2,
                    ..Default::default()
                }),
                seed: Vec::new(),
                house_seats: Vec::new(),
            })
            .await
            .expect("CreateGame");
    }
    let pg_clock = pg.and_then(Postgres::clock);
    let perf = start_profile(&server, settings);
    for size in [50usize, 200] {
        let pages = [
            ("first", 0),
            ("middle", accounts / 2),
            ("last", accounts.saturating_sub(size)),
        ];
        for (which, offset) in pages {
            let token = token_at(offset);
            let client = client.clone();
            let size32 = size as u32;
            let mut wrong = false;
            time_calls(
                &format!("leaderboard {which} {size}"),
                calls,
                &server,
                pg_clock.as_ref(),
                async || {
                    let page = list(&mut client.clone(), size32, token.clone()).await;
                    wrong |= page.entries.first().map(|e| e.rank as usize) != Some(offset + 1)
                        || page.entries.len() != size.min(total - offset);
                },
                &mut figures,
            )
            .await;
            if wrong {
                figures.notes.push(format!(
                    "the {which} page of {size} was not ranks {}…",
                    offset + 1
                ));
            }
        }
        time_calls(
            &format!("ListGames first {size}"),
            calls,
            &server,
            pg_clock.as_ref(),
            async || {
                client
                    .clone()
                    .list_games(pb::ListGamesRequest {
                        page_size: size as u32,
                        page_token: String::new(),
                        status: 0,
                    })
                    .await
                    .expect("ListGames");
            },
            &mut figures,
        )
        .await;
    }
    end_profile(perf).await;
    server.stop().await;
    figures.add("accounts made s", filled.as_secs_f64());
    figures.add("walk of 50s ms", ms(walk));
    figures
}
