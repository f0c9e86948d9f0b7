//! Compiles `proto/` into Rust with protox (no protoc binary needed).
//!
//! Two passes over the same descriptors:
//! - `api`: every message, and a client (the tests and tools use it);
//! - `server`: only the service trait, reusing the `api` messages, with two
//!   twists: the responses assembled from shared bytes (`WatchGameResponse`,
//!   `SubmitMoveResponse`, `GetGameResponse`, `ListLegalMovesResponse`) are
//!   replaced by `Encoded`, so a change is encoded once and the same bytes
//!   go to the mover and every watcher; and the codec turns undecodable or
//!   oversized requests into clear statuses.
//!
//! The file descriptor set is kept for server reflection.

use std::error::Error;
use std::path::PathBuf;

use prost::Message as _;

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=proto");
    let fds = protox::compile(["mountain_goats/v1/game_service.proto"], ["proto"])?;
    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    std::fs::write(
        out.join("mountain_goats_descriptor.bin"),
        fds.encode_to_vec(),
    )?;

    // The error details every status carries, for reflection only: with
    // them, grpcurl and buf curl print `ErrorInfo` and `BadRequest` in words.
    let errors = protox::compile(
        ["google/rpc/error_details.proto", "google/rpc/status.proto"],
        ["proto"],
    )?;
    std::fs::write(
        out.join("error_details_descriptor.bin"),
        errors.encode_to_vec(),
    )?;

    let api = out.join("api");
    std::fs::create_dir_all(&api)?;
    tonic_prost_build::configure()
        .build_server(false)
        .build_client(true)
        .out_dir(&api)
        .compile_fds(fds.clone())?;

    let server = out.join("server");
    std::fs::create_dir_all(&server)?;
    tonic_prost_build::configure()
        .build_server(true)
        .build_client(false)
        .extern_path(".mountain_goats.v1", "crate::api::v1")
        .extern_path(
            ".mountain_goats.v1.WatchGameResponse",
            "crate::fanout::Encoded",
        )
        .extern_path(
            ".mountain_goats.v1.SubmitMoveResponse",
            "crate::fanout::Encoded",
        )
        .extern_path(
            ".mountain_goats.v1.GetGameResponse",
            "crate::fanout::Encoded",
        )
        .extern_path(
            ".mountain_goats.v1.ListLegalMovesResponse",
            "crate::fanout::Encoded",
        )
        .codec_path("crate::codec::ApiCodec")
        .out_dir(&server)
        .compile_fds(fds)?;
    Ok(())
}
