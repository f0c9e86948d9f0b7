//! Generates the server's side of `GameService` from `proto/` with protox
//! (no protoc binary needed). The messages are not generated here: they are
//! `mountain-goats-proto`'s, the one copy every crate of the workspace uses.
//!
//! Two twists on the generated trait: the responses assembled from shared
//! bytes (`WatchGameResponse`, `SubmitMoveResponse`, `GetGameResponse`,
//! `ListLegalMovesResponse`) are replaced by `Encoded`, so a change is
//! encoded once and the same bytes go to the mover and every watcher; and
//! the codec turns undecodable or oversized requests into clear statuses.

use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=../../proto");
    let fds = protox::compile(["mountain_goats/v1/game_service.proto"], ["../../proto"])?;
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR")?).join("server");
    std::fs::create_dir_all(&out)?;
    tonic_prost_build::configure()
        .build_server(true)
        .build_client(false)
        .extern_path(".mountain_goats.v1", "::mountain_goats_proto::v1")
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
        .out_dir(&out)
        .compile_fds(fds)?;
    Ok(())
}
