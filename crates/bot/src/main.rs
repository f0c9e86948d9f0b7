//! `mountain-goats-bot`: joins (or creates) a game and plays it to the end.
//!
//! ```text
//! mountain-goats-bot --addr 127.0.0.1:50051 --create 4      # prints the game name
//! mountain-goats-bot --addr 127.0.0.1:50051 --game games/… --name Rusty --strategy expert
//! mountain-goats-bot --addr 127.0.0.1:50051 --find 4 --house-after 10   # matchmaking
//! MOUNTAIN_GOATS_KEY=mgk_… mountain-goats-bot --find 2 --rated --strategy expert   # the ladder
//! mountain-goats-bot --addr https://games.example:50051 --ca-cert ca.pem --create 2
//! ```

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use mountain_goats_bot::account::{AccountKey, KEY_ENV, find_rated_game, join_game_as};
use mountain_goats_bot::{
    HouseStrategy, connect_with_ca, create_game, describe, find_game, join_game, pb, play_as,
    request_id,
};

#[derive(Debug, Parser)]
#[command(version, about = "A Mountain Goats bot: random, greedy or expert")]
struct Args {
    /// The server's address: `host:port` or `http://…` in plain text,
    /// `https://…` over TLS.
    #[arg(long, env = "MOUNTAIN_GOATS_ADDR", default_value = "127.0.0.1:50051")]
    addr: String,
    /// A PEM file of the certificates to trust for TLS instead of the
    /// system's roots (an address without a scheme is then reached over TLS).
    #[arg(long, env = "MOUNTAIN_GOATS_CA_CERT")]
    ca_cert: Option<PathBuf>,
    /// Create a game of this many seats, print its name and exit.
    #[arg(long)]
    create: Option<u32>,
    /// With --create or --find: play with the Big Mountain.
    #[arg(long)]
    big_mountain: bool,
    /// The game to join, `games/{id}`.
    #[arg(long)]
    game: Option<String>,
    /// Instead of --game: let the server seat the bot in a game of this many
    /// seats (matchmaking), or open one.
    #[arg(long, conflicts_with_all = ["game", "create"])]
    find: Option<u32>,
    /// With --find: seconds after which the seats still free go to the
    /// server's own bots (greedy; in a rated game, the house accounts).
    #[arg(long, requires = "find")]
    house_after: Option<u32>,
    /// With --find: play a rated game on the ladder, as the account of the
    /// key (--key or MOUNTAIN_GOATS_KEY), under its name.
    #[arg(long, requires = "find")]
    rated: bool,
    /// An account key (`mgk_…`, from CreateAccount): --rated plays as the
    /// account, and --game joins as it, under its name. Its value is never
    /// shown, in --help included.
    #[arg(long, env = KEY_ENV, hide_env_values = true)]
    key: Option<AccountKey>,
    /// The player's name.
    #[arg(long, default_value = "Rusty")]
    name: String,
    /// The seat to take (the lowest free one if left out).
    #[arg(long)]
    seat: Option<u32>,
    /// How to play: random, greedy or expert.
    #[arg(long, default_value = "greedy")]
    strategy: HouseStrategy,
    /// The expert's time bound per move, in milliseconds.
    #[arg(long, default_value_t = 50)]
    move_ms: u64,
    /// At the end, print every player's standing, not only this bot's.
    #[arg(long)]
    standings: bool,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    match run(args).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("mountain-goats-bot: {message}");
            ExitCode::FAILURE
        }
    }
}

async fn run(args: Args) -> Result<(), String> {
    let ca = match &args.ca_cert {
        Some(path) => {
            Some(std::fs::read(path).map_err(|e| format!("--ca-cert {}: {e}", path.display()))?)
        }
        None => None,
    };
    let mut client = connect_with_ca(&args.addr, ca.as_deref())
        .await
        .map_err(|e| e.to_string())?;
    if let Some(players) = args.create {
        let options = pb::GameOptions {
            players,
            big_mountain: args.big_mountain,
            ..pb::GameOptions::default()
        };
        let game = create_game(&mut client, options)
            .await
            .map_err(|s| describe(&s))?;
        println!("{}", game.name);
        return Ok(());
    }
    let ticket = match (args.find, args.game) {
        (Some(players), _) if args.rated => {
            let key = args.key.as_ref().ok_or_else(|| {
                format!("a rated game needs an account key: give --key or set {KEY_ENV}")
            })?;
            let options = pb::GameOptions {
                players,
                big_mountain: args.big_mountain,
                ..pb::GameOptions::default()
            };
            find_rated_game(&mut client, options, key, args.house_after)
                .await
                .map_err(|s| describe(&s))?
        }
        (Some(players), _) => {
            let options = pb::GameOptions {
                players,
                big_mountain: args.big_mountain,
                ..pb::GameOptions::default()
            };
            find_game(&mut client, options, &args.name, args.house_after, "")
                .await
                .map_err(|s| describe(&s))?
        }
        (None, Some(game)) => match &args.key {
            Some(key) => join_game_as(&mut client, &game, key, args.seat).await,
            None => join_game(&mut client, &game, &args.name, args.seat).await,
        }
        .map_err(|s| describe(&s))?,
        (None, None) => return Err("give --game NAME to play, --find N, or --create N".into()),
    };
    let game = ticket.game.clone();
    println!(
        "joined {game} in seat {}, playing {}",
        ticket.seat, args.strategy
    );
    // The random choices need not replay: any seed will do.
    let seed = u64::from_str_radix(&request_id()[..16], 16).unwrap_or(0);
    let mut player = args
        .strategy
        .player(seed, Duration::from_millis(args.move_ms));
    let finished = play_as(&mut client, &ticket, &mut player)
        .await
        .map_err(|s| describe(&s))?;
    println!("{}", finish_line(&finished, ticket.seat));
    if args.standings {
        print!("{}", standings_table(&finished, ticket.seat));
    }
    Ok(())
}

/// A seat's player name, or `seat N` for a seat the game does not name.
fn player_name(game: &pb::Game, seat: u32) -> String {
    game.seats
        .iter()
        .find(|s| s.index == seat && !s.player_name.is_empty())
        .map_or_else(|| format!("seat {seat}"), |s| s.player_name.clone())
}

/// The game's standings, best first; none before the end.
fn standings(game: &pb::Game) -> &[pb::Standing] {
    game.board
        .as_ref()
        .and_then(|b| b.result.as_ref())
        .map(|r| r.standings.as_slice())
        .unwrap_or_default()
}

fn ordinal(rank: u32) -> String {
    let suffix = match (rank % 10, rank % 100) {
        (1, r) if r != 11 => "st",
        (2, r) if r != 12 => "nd",
        (3, r) if r != 13 => "rd",
        _ => "th",
    };
    format!("{rank}{suffix}")
}

/// This bot's result in one line, with the winners by name:
/// `Di finished 1st of 4 with 68 points (the winner)`.
fn finish_line(game: &pb::Game, seat: u32) -> String {
    let standings = standings(game);
    let me = player_name(game, seat);
    if mountain_goats_bot::is_cancelled(game) {
        return format!(
            "{me}: the game was cancelled before it started (nobody joined in time); no result"
        );
    }
    let Some(mine) = standings.iter().find(|s| s.seat == seat) else {
        return format!("{me}: the game ended with no standings");
    };
    let winners: Vec<&pb::Standing> = standings.iter().filter(|s| s.rank == 1).collect();
    let won = mine.rank == 1;
    let others: Vec<String> = winners
        .iter()
        .filter(|s| s.seat != seat)
        .map(|s| format!("{} ({} points)", player_name(game, s.seat), s.score))
        .collect();
    let tail = match (won, others.is_empty()) {
        (true, true) => " (the winner)".to_owned(),
        (true, false) => format!(" (winner, tied with {})", others.join(", ")),
        (false, _) => format!("; won by {}", others.join(" and ")),
    };
    format!(
        "{me} finished {} of {} with {} points{tail}",
        ordinal(mine.rank),
        standings.len(),
        mine.score
    )
}

/// Every player's standing, a line each, by rank.
fn standings_table(game: &pb::Game, seat: u32) -> String {
    let standings = standings(game);
    let mut out = String::new();
    for standing in standings {
        let strategy = game
            .seats
            .iter()
            .find(|s| s.index == standing.seat && !s.house_strategy.is_empty())
            .map(|s| format!(" ({} house bot)", s.house_strategy))
            .unwrap_or_default();
        let you = if standing.seat == seat {
            " (this bot)"
        } else {
            ""
        };
        out.push_str(&format!(
            "{:>3}. {:<32} {:>3} points{strategy}{you}\n",
            ordinal(standing.rank),
            player_name(game, standing.seat),
            standing.score
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finished(scores: &[(u32, u32)]) -> pb::Game {
        pb::Game {
            seats: ["Ada", "Bo", "Cy"]
                .iter()
                .enumerate()
                .map(|(i, name)| pb::Seat {
                    index: i as u32,
                    taken: true,
                    player_name: (*name).into(),
                    ..Default::default()
                })
                .collect(),
            board: Some(pb::Board {
                result: Some(pb::GameResult {
                    standings: scores
                        .iter()
                        .map(|&(seat, rank)| pb::Standing {
                            seat,
                            rank,
                            score: 100 - 10 * rank,
                            ..Default::default()
                        })
                        .collect(),
                    ..Default::default()
                }),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    #[test]
    fn the_finish_names_the_players() {
        let game = finished(&[(2, 1), (0, 2), (1, 3)]);
        assert_eq!(
            finish_line(&game, 2),
            "Cy finished 1st of 3 with 90 points (the winner)"
        );
        assert_eq!(
            finish_line(&game, 0),
            "Ada finished 2nd of 3 with 80 points; won by Cy (90 points)"
        );
        let tied = finished(&[(2, 1), (0, 1), (1, 3)]);
        assert_eq!(
            finish_line(&tied, 0),
            "Ada finished 1st of 3 with 90 points (winner, tied with Cy (90 points))"
        );
        let cancelled = pb::Game {
            status: pb::GameStatus::Cancelled as i32,
            board: None,
            ..game.clone()
        };
        assert_eq!(
            finish_line(&cancelled, 0),
            "Ada: the game was cancelled before it started (nobody joined in time); no result"
        );
        let table = standings_table(&game, 1);
        assert!(table.starts_with("1st. Cy"), "{table}");
        assert!(
            table
                .lines()
                .nth(2)
                .is_some_and(|l| l.contains("Bo") && l.ends_with("(this bot)")),
            "{table}"
        );
    }

    #[test]
    fn ordinals() {
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal).to_vec();
        assert_eq!(
            words,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"
            ]
        );
    }
}
