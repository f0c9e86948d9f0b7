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

mod cli;
mod local;
mod remote;
mod table;

pub use cli::{ArenaArgs, run};
pub use local::play;
pub use remote::{ServerEntrant, ServerOptions, play_on_server};
pub use table::{
    ArenaError, ArenaOptions, Entrant, GameRecord, MakePlayer, MoveRecord, Report, SeatRecord,
    StandingRecord, StrategyReport, deal_seed, seated, wilson,
};
