//! A small, seedable random source (splitmix64), so that every random choice
//! a bot makes can be replayed from a number.

/// splitmix64: fast, statistically sound for games, and reproducible from a `u64`.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A source seeded with `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0); the modulo bias is below 2^-50 for the
    /// small `n` a game needs.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// A die: 1 to 6.
    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }
}
