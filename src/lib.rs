//! The mountain-goats server: Mountain Goats hosted over gRPC.
//!
//! Data flows one way: a request is parsed at the API boundary ([`api`]),
//! handed to the [`hub`] (one task per live game), checked by the rules
//! crate, appended to the [`store`], and published to the game's
//! [`projection`], which answers reads and feeds watchers from bytes encoded
//! once ([`fanout`]).

pub mod api;
pub mod codec;
pub mod connections;
pub mod fanout;
pub mod hosted;
pub mod hub;
pub mod limits;
pub mod metrics;
pub mod projection;
pub mod secrets;
pub mod server;
pub mod service;
pub mod status;
pub mod store;
pub mod telemetry;
pub mod tls;
pub mod web;
