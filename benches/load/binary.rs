//! Where the server binary a benchmark starts is: the one cargo built beside
//! the benchmark (`cargo bench` builds the package's binaries first).
//!
//! Found at run time rather than with `env!("CARGO_BIN_EXE_…")`: cargo sets
//! that variable only for some of the ways a benchmark is compiled, and
//! tests/run compiles the benchmarks through clippy's lints in a plain
//! build, where it is not set.

use std::path::PathBuf;

/// `target/<profile>/mountain-goats`, found from the benchmark's own path
/// (`target/<profile>/deps/<bench>-<hash>`).
pub fn server_binary() -> PathBuf {
    if let Some(path) = std::env::var_os("CARGO_BIN_EXE_mountain-goats") {
        return PathBuf::from(path);
    }
    let exe = std::env::current_exe().expect("the benchmark's own path");
    let mut dir = exe.parent().expect("a directory").to_path_buf();
    if dir.ends_with("deps") {
        dir.pop();
    }
    dir.join(format!("mountain-goats{}", std::env::consts::EXE_SUFFIX))
}
