//! Empty: it exists so that the `[build-dependencies]` of Cargo.toml take
//! part in every build's features (see there).

fn main() {}
