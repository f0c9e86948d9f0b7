//! The pieces of the service load benchmark (`benches/service.rs`): the
//! server process and its CPU clock, the PostgreSQL server of the shared
//! store, the figures, the tables of players, the lightweight spectators and the
//! ladder's goals.

pub mod bare;
pub mod binary;
pub mod chances;
pub mod cluster;
pub mod cpu;
pub mod idle;
pub mod ladder;
pub mod postgres;
pub mod scenarios;
pub mod server;
pub mod stats;
pub mod table;
pub mod watch;
