//! `mountain-goats-bot`: joins (or creates) a game and plays it to the end.
//!
//! ```text
//! mountain-goats-bot --addr 127.0.0.1:50051 --create 4      # prints the game name
//! mountain-goats-bot --addr 127.0.0.1:50051 --game games/… --name Rusty --strategy expert
//! mountain-goats-bot --addr 127.0.0.1:50051 --find 4 --house-after 10   # matchmaking
//! mountain-goats-bot --addr https://games.example:50051 --ca-cert ca.pem --create 2
//! ```

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use mountain_goats_bot::{
    HouseStrategy, connect_with_ca, create_game, describe, error_chain, find_game, join_game, pb,
    play_as, request_id,
};

#[derive(Debug, Parser)]
#[command(version, about = "A Mountain Goats bot: random, greedy or expert")]
struct Args {
    /// The server's address: `host:port` or `http://…` in plain text,
    /// `https://…` over TLS.
    #[arg(long, default_value = "127.0.0.1:50051")]
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
    /// server's own bots (greedy).
    #[arg(long, requires = "find")]
    house_after: Option<u32>,
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
        .map_err(|e| {
            format!(
                "cannot reach the server at {}: {}",
                args.addr,
                error_chain(&e)
            )
        })?;
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
        (None, Some(game)) => join_game(&mut client, &game, &args.name, args.seat)
            .await
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
    let result = finished.board.and_then(|b| b.result).unwrap_or_default();
    for standing in result.standings {
        let you = if standing.seat == ticket.seat {
            " (this bot)"
        } else {
            ""
        };
        println!(
            "rank {} seat {} score {}{you}",
            standing.rank, standing.seat, standing.score
        );
    }
    Ok(())
}
