//! Compiles the repository's `proto/` into Rust with protox (no protoc
//! binary needed): every message and the gRPC client, once for the whole
//! workspace. The file descriptor sets are kept for server reflection.

use std::error::Error;
use std::path::{Path, PathBuf};

use prost::Message as _;

fn main() -> Result<(), Box<dyn Error>> {
    let proto = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../proto");
    println!("cargo:rerun-if-changed={}", proto.display());
    let out = PathBuf::from(std::env::var("OUT_DIR")?);

    let fds = protox::compile(["mountain_goats/v1/game_service.proto"], [&proto])?;
    std::fs::write(
        out.join("mountain_goats_descriptor.bin"),
        fds.encode_to_vec(),
    )?;
    // The error details every status carries, for reflection only: with
    // them, grpcurl and buf curl print `ErrorInfo` and `BadRequest` in words.
    let errors = protox::compile(
        ["google/rpc/error_details.proto", "google/rpc/status.proto"],
        [&proto],
    )?;
    std::fs::write(
        out.join("error_details_descriptor.bin"),
        errors.encode_to_vec(),
    )?;

    tonic_prost_build::configure()
        .build_server(false)
        .build_client(true)
        .out_dir(&out)
        .compile_fds(fds)?;
    Ok(())
}
