//! Nothing to see: this crate exists for its `Cargo.toml`, which asks for the
//! same features of the shared dependencies in every build of the workspace
//! (see the comment there).
