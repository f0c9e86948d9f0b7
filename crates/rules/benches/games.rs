//! Placeholder; replaced by the games benchmark.
fn main() {}
