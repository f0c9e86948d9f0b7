//! The Mountain Goats wire contract, `mountain_goats.v1`, generated once
//! from the repository's `proto/`: every message and the gRPC client.
//!
//! The server, the sample bot and the command line all speak through these
//! types, so a binary links one Rust type per message. The server's side of
//! the service (its trait, with the server's own codec and pre-encoded
//! responses) is generated in the server crate on top of these messages.

/// `mountain_goats.v1`: the messages, and `game_service_client`.
pub mod v1 {
    #![allow(
        missing_docs,
        missing_debug_implementations,
        clippy::all,
        clippy::pedantic
    )]
    include!(concat!(env!("OUT_DIR"), "/mountain_goats.v1.rs"));
}

pub mod moves;

/// The encoded file descriptor set of `proto/`, served by reflection.
pub const FILE_DESCRIPTOR_SET: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/mountain_goats_descriptor.bin"));

/// The encoded file descriptor set of `google.rpc`'s error details and
/// status, served by reflection so tools can decode every status's details.
pub const ERROR_DETAILS_DESCRIPTOR_SET: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/error_details_descriptor.bin"));
