//! `mountain-goats-bot`: joins (or creates) a game and plays it to the end.
//!
//! ```text
//! mountain-goats-bot --addr 127.0.0.1:50051 --create 4      # prints the game name
//! mountain-goats-bot --addr 127.0.0.1:50051 --game games/… --name Rusty
//! ```

use std::process::ExitCode;

use clap::Parser;
use mountain_goats_bot::{Greedy, connect, create_game, join_game, pb, play, reason};

#[derive(Debug, Parser)]
#[command(version, about = "A greedy Mountain Goats bot")]
struct Args {
    /// The server's address.
    #[arg(long, default_value = "127.0.0.1:50051")]
    addr: String,
    /// Create a game of this many seats, print its name and exit.
    #[arg(long)]
    create: Option<u32>,
    /// With --create: play with the Big Mountain.
    #[arg(long)]
    big_mountain: bool,
    /// The game to join, `games/{id}`.
    #[arg(long)]
    game: Option<String>,
    /// The player's name.
    #[arg(long, default_value = "Rusty")]
    name: String,
    /// The seat to take (the lowest free one if left out).
    #[arg(long)]
    seat: Option<u32>,
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
    let mut client = connect(&args.addr).await.map_err(|e| e.to_string())?;
    let describe = |s: tonic::Status| format!("{:?} {:?}: {}", s.code(), reason(&s), s.message());
    if let Some(players) = args.create {
        let options = pb::GameOptions {
            players,
            big_mountain: args.big_mountain,
            ..pb::GameOptions::default()
        };
        let game = create_game(&mut client, options).await.map_err(describe)?;
        println!("{}", game.name);
        return Ok(());
    }
    let game = args.game.ok_or("give --game NAME to play, or --create N")?;
    let ticket = join_game(&mut client, &game, &args.name, args.seat)
        .await
        .map_err(describe)?;
    println!("joined {game} in seat {}", ticket.seat);
    let finished = play(&mut client, &ticket, &mut Greedy)
        .await
        .map_err(describe)?;
    let result = finished.board.and_then(|b| b.result).unwrap_or_default();
    for standing in result.standings {
        println!(
            "rank {} seat {} score {}",
            standing.rank, standing.seat, standing.score
        );
    }
    Ok(())
}
