//! Generates the gRPC client from the repository's `proto/` (no protoc needed).
//! A bot of your own can do the same with a copy of the proto files.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let proto = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../proto");
    println!("cargo:rerun-if-changed={}", proto.display());
    let fds = protox::compile(["mountain_goats/v1/game_service.proto"], [&proto])?;
    tonic_prost_build::configure()
        .build_server(false)
        .compile_fds(fds)?;
    Ok(())
}
