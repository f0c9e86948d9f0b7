//! The server's black-box tests, one binary: each module starts real
//! `mountain-goats serve` processes (or, for `fuzz`, the service in process)
//! and speaks to them over a socket, as a client would.
//!
//! One binary rather than one per file: each test binary links the whole
//! server and client stack, and compiling and linking that once instead of
//! twenty times is most of what a fresh `tests/run` saves. Run one file's
//! tests with a filter: `cargo test --release -p mountain-goats-server-tests -- play::`.

mod common;

mod arena_server;
mod bad_input;
mod balancer;
mod connections;
mod expiry;
mod fair_dice;
mod fault_proxy;
mod first_hour;
mod fuzz;
mod hardening;
mod homes;
mod house;
mod idempotency;
mod idle_connections;
mod idle_memory;
mod ladder;
mod lifecycle;
mod list_games;
mod malformed_frames;
mod many_games;
mod pg_faults;
mod pg_restart;
mod play;
mod proxy;
mod restart;
mod resume;
mod seat_tokens;
mod shared;
mod shutdown;
mod slow_body;
mod slow_watcher;
mod store_faults;
mod telemetry;
mod tls;
mod watch_resume;
mod win_chances;
