//! The `mountain-goats` binary.

fn main() {
    println!(
        "mountain-goats {}\n\nMountain Goats, the dice board game, served over gRPC.\nThe server is not built yet; see README.md.",
        env!("CARGO_PKG_VERSION")
    );
}
