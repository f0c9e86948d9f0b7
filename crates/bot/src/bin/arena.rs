//! `mountain-goats-arena`: plays house strategies against each other, in
//! process or on a running server (with the server's own house bots in some
//! seats), and rates them.
//!
//! ```text
//! mountain-goats-arena --games 2000 --seats expert,greedy,greedy,greedy --seed 1 --out games.jsonl
//! mountain-goats-arena --server 127.0.0.1:50051 --games 40 --seats expert,greedy,greedy,greedy --house 1,2,3
//! ```

use std::process::ExitCode;

use clap::Parser;
use mountain_goats_bot::arena::{ArenaArgs, run};

#[derive(Debug, Parser)]
#[command(
    version,
    about = "Plays Mountain Goats strategies against each other and rates them"
)]
struct Cli {
    #[command(flatten)]
    arena: ArenaArgs,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli.arena) {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mountain-goats-arena: {e}");
            ExitCode::FAILURE
        }
    }
}
