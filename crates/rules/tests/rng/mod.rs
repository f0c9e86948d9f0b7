//! splitmix64, the one small seedable generator that drives the random
//! games of the rules crate's tests and benches (`#[path]`-included by the
//! benches): tiny, fast, and the same sequence from the same seed on every
//! machine. Test files add the helpers of their own in `impl Rng` blocks.

/// splitmix64.
pub struct Rng(pub u64);

#[allow(dead_code, clippy::should_implement_trait)]
impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A die: 1 to 6.
    pub fn die(&mut self) -> u8 {
        1 + self.below(6) as u8
    }
}
