//! The wire side of the mountain-goats server: Mountain Goats over gRPC
//! and gRPC-Web, on top of the game core (`mountain-goats-core`).
//!
//! A request arrives through [`connections`] (limits, TLS, the client's
//! address), its body bounded in time and checked to be one well-formed
//! message ([`request_body`]), is admitted ([`admission`], [`limits`]),
//! decoded ([`codec`]) and parsed at
//! the API boundary ([`api`]) by the [`service`], which hands it to the
//! core's hub. What the core publishes is encoded once per version
//! ([`fanout`]) and answered or streamed from those bytes; every refusal
//! becomes a status in one place ([`status`]). [`server`] puts it all
//! together; [`web`] serves the viewer, [`telemetry`] the logs and traces.

pub mod admission;
pub mod api;
pub mod codec;
pub mod connections;
pub mod fanout;
pub mod frame;
pub mod limits;
pub mod request_body;
pub mod server;
pub mod service;
pub mod status;
pub mod telemetry;
pub mod tls;
pub mod web;
