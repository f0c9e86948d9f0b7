//! How guessable a chosen seat token is: an estimate of its entropy.
//!
//! The estimate is the length, in bits, of the shortest description of the
//! token that a small model of chosen secrets finds: a two-part code, as a
//! compressor would write it. The model picks one way of drawing single
//! characters (from hex digits, from base64's alphabet, from the token's
//! own few characters, by kind of character, …) and then writes the token
//! left to right as pieces:
//!
//! - a character drawn at random (most of a random token);
//! - a copy of text already written, or of a public string of the request
//!   (the game's name, the player's name), exactly or in another case:
//!   repeats such as `abcdabcd…` and padding such as `xxxx…` are copies;
//! - a run through the ASCII order or along a keyboard row (`abcdef`,
//!   `98765`, `qwerty`);
//! - a word of a short list of the commonest password words.
//!
//! Every choice costs its bits, and the costs are those of a prefix code
//! (each choice's probabilities add up to at most 1). That is what makes
//! the threshold safe for random tokens: of the tokens of one length, at
//! most 2^b have a description of b bits or fewer, so a token drawn from
//! 2^E equally likely ones is estimated below E − k bits with a
//! probability of at most 2^−k. A token of 32 random hex digits (128 bits)
//! falls under 100 bits with a probability below 2^−28; any token made of
//! the patterns above costs few bits per character and falls far short.
//!
//! The cost is quadratic in the token's length (128 characters at most)
//! and in the context's: some tens of microseconds for 32 characters, under
//! a quarter of a millisecond for 128.

/// The fewest bits a chosen seat token must be worth.
pub const MIN_BITS: f64 = 100.0;

/// A public string of the request that a token may not lean on.
#[derive(Clone, Copy, Debug)]
pub struct Context<'a> {
    /// What it is, for the message: "the game's name".
    pub what: &'static str,
    /// The string.
    pub text: &'a str,
}

/// What an estimate found.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    /// The length of the shortest description found, in bits.
    pub bits: f64,
    /// What the description leaned on, for people, in the order found:
    /// "it repeats itself", "it contains the player's name", ….
    pub found: Vec<String>,
}

/// The commonest words of chosen passwords (lowercase), and a few of this
/// game's own. Short on purpose: each word costs the bits to name it in
/// the list.
const WORDS: &[&str] = &[
    "password",
    "passw0rd",
    "p@ssword",
    "p@ssw0rd",
    "pass",
    "passwd",
    "secret",
    "qwerty",
    "letmein",
    "welcome",
    "admin",
    "administrator",
    "root",
    "login",
    "user",
    "guest",
    "test",
    "testing",
    "default",
    "changeme",
    "hello",
    "iloveyou",
    "love",
    "monkey",
    "dragon",
    "master",
    "shadow",
    "sunshine",
    "princess",
    "football",
    "baseball",
    "soccer",
    "hockey",
    "superman",
    "batman",
    "starwars",
    "pokemon",
    "freedom",
    "whatever",
    "trustno1",
    "computer",
    "internet",
    "killer",
    "hunter",
    "charlie",
    "michael",
    "jordan",
    "thomas",
    "ranger",
    "buster",
    "tigger",
    "summer",
    "winter",
    "spring",
    "autumn",
    "money",
    "secure",
    "private",
    "token",
    "seat",
    "mountain",
    "mountains",
    "goat",
    "goats",
    "game",
    "games",
    "player",
    "bearer",
    "bot",
    "house",
    "abc",
    "xyz",
    "foo",
    "bar",
    "baz",
    "example",
    "sample",
    "demo",
    "key",
    "apikey",
    "access",
    "auth",
    "session",
    "random",
    "mysecret",
    "supersecret",
    "topsecret",
    "qazwsx",
    "zaq12wsx",
    "asdf",
    "zxcv",
    "ninja",
    "mustang",
    "access14",
    "lovely",
    "flower",
    "cookie",
    "cheese",
    "chocolate",
    "banana",
    "orange",
    "purple",
    "silver",
    "golden",
    "tiger",
    "jesus",
    "god",
];

/// How the characters drawn at random are drawn.
#[derive(Clone, Copy, Debug)]
enum Draw {
    /// Uniformly from one alphabet: who is in it, and how many.
    Alphabet(fn(u8) -> bool, u8),
    /// From the token's own distinct characters, named first.
    Own,
    /// By kind (digit, lower, upper, symbol), usually the previous
    /// character's, then uniformly within the kind.
    Kinds,
}

const DRAWS: &[Draw] = &[
    Draw::Alphabet(|b| b.is_ascii_digit(), 10),
    Draw::Alphabet(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b), 16),
    Draw::Alphabet(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b), 16),
    Draw::Alphabet(|b| b.is_ascii_lowercase(), 26),
    Draw::Alphabet(|b| b.is_ascii_uppercase(), 26),
    Draw::Alphabet(|b| b.is_ascii_alphabetic(), 52),
    Draw::Alphabet(|b| b.is_ascii_alphanumeric(), 62),
    Draw::Alphabet(
        |b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'='),
        65,
    ),
    Draw::Alphabet(
        |b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'='),
        65,
    ),
    Draw::Alphabet(|b| b.is_ascii_graphic(), 94),
    Draw::Own,
    Draw::Kinds,
];

/// Printable ASCII without the space: what a seat token is made of.
const PRINTABLE: f64 = 94.0;

/// The bits of each kind of piece (a prefix code: 1/2^bits add up to 1).
const LITERAL: f64 = 0.192_645_077_942_396_1; // −log2(7/8)
const COPY: f64 = 4.0; // 1/16
const RUN: f64 = 5.0; // 1/32
const WORD: f64 = 5.0; // 1/32

/// Keyboard rows (US layout), unshifted and shifted: runs along them.
const ROWS: &[&[u8]] = &[
    b"`1234567890-=",
    b"qwertyuiop[]\\",
    b"asdfghjkl;'",
    b"zxcvbnm,./",
    b"~!@#$%^&*()_+",
    b"QWERTYUIOP{}|",
    b"ASDFGHJKL:\"",
    b"ZXCVBNM<>?",
];

/// The kind of a printable character, and how many share it.
fn kind(b: u8) -> (u8, f64) {
    if b.is_ascii_digit() {
        (0, 10.0)
    } else if b.is_ascii_lowercase() {
        (1, 26.0)
    } else if b.is_ascii_uppercase() {
        (2, 26.0)
    } else {
        (3, 32.0)
    }
}

/// The character after `b` in ASCII order (`step` ±1).
fn ascii_next(b: u8, step: i8) -> Option<u8> {
    let next = b.checked_add_signed(step)?;
    next.is_ascii_graphic().then_some(next)
}

/// The character after `b` along its keyboard row (`step` ±1).
fn key_next(b: u8, step: i8) -> Option<u8> {
    ROWS.iter().find_map(|row| {
        let at = row.iter().position(|&k| k == b)?;
        let next = at.checked_add_signed(isize::from(step))?;
        row.get(next).copied()
    })
}

/// Where a copy can come from.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Source {
    Itself,
    Context(usize),
}

/// A piece of the best description, for the explanation.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Piece {
    Literal,
    Copy,
    Run,
    Word,
}

/// The structure found at each position, shared by every way of drawing
/// characters.
struct Matches {
    /// The longest copy from each source, at each position.
    copies: Vec<(Source, Vec<usize>)>,
    /// The longest run from each position, in either order and direction.
    runs: Vec<usize>,
    /// The lengths of the words starting at each position.
    words: Vec<Vec<usize>>,
    /// The number of places a copy can start from in the context.
    context_len: usize,
}

/// For each position of `token`, the longest copy of `source` that can
/// start there, in any of 4 cases: as it is, lowercase, uppercase, or
/// capitalized (the first letter uppercase, the others lowercase); from a
/// start before `before(i)` in `source`. Quadratic: a table of common
/// prefixes filled from the end, one row at a time.
fn longest_copies(token: &[u8], source: &[u8], before: impl Fn(usize) -> usize) -> Vec<usize> {
    let (n, m) = (token.len(), source.len());
    let cases: Vec<[u8; 3]> = source
        .iter()
        .map(|s| [*s, s.to_ascii_lowercase(), s.to_ascii_uppercase()])
        .collect();
    // Rows of [as is, lower, upper]: the common prefix of token[i..] and
    // source[j..] with the source in that case (at most 128: a token's
    // length).
    let mut next = vec![[0u8; 3]; m + 1];
    let mut row = vec![[0u8; 3]; m + 1];
    let mut longest = vec![0; n];
    for i in (0..n).rev() {
        let t = token[i];
        // Row i needs row i + 1 up to one past the starts it looks at.
        let starts = before(i);
        let mut most = 0;
        for j in 0..m.min(starts + 1) {
            let after = next[j + 1];
            let case = cases[j];
            for c in 0..3 {
                row[j][c] = if t == case[c] {
                    after[c].saturating_add(1)
                } else {
                    0
                };
            }
            if j < starts {
                // Capitalized: the first letter in uppercase, then lower.
                let capital = if t == case[2] {
                    after[1].saturating_add(1)
                } else {
                    0
                };
                most = most
                    .max(capital)
                    .max(row[j][0])
                    .max(row[j][1])
                    .max(row[j][2]);
            }
        }
        longest[i] = usize::from(most);
        std::mem::swap(&mut row, &mut next);
    }
    longest
}

fn find(token: &[u8], context: &[Context<'_>]) -> Matches {
    let n = token.len();
    let context_len = context.iter().map(|c| c.text.len()).sum();
    // Earlier starts in the token itself, overlapping as a compressor's
    // copies do: `aaaa` is `a` then a copy of 3 from 1 back.
    let mut copies = vec![(Source::Itself, longest_copies(token, token, |i| i))];
    for (k, c) in context.iter().enumerate() {
        let text = c.text.as_bytes();
        copies.push((
            Source::Context(k),
            longest_copies(token, text, |_| text.len()),
        ));
    }
    let runs = (0..n)
        .map(|i| {
            let mut longest = 1;
            for next in [ascii_next, key_next] {
                for step in [1, -1] {
                    let length = 1 + token[i..]
                        .windows(2)
                        .take_while(|w| next(w[0], step) == Some(w[1]))
                        .count();
                    longest = longest.max(length);
                }
            }
            longest
        })
        .collect();
    let words = (0..n)
        .map(|i| {
            let rest = &token[i..];
            let first = rest[0].to_ascii_lowercase();
            WORDS
                .iter()
                .map(|w| w.as_bytes())
                .filter(|w| w[0] == first && w.len() <= rest.len())
                .filter(|w| word_case(&rest[..w.len()], w))
                .map(<[u8]>::len)
                .collect()
        })
        .collect();
    Matches {
        copies,
        runs,
        words,
        context_len,
    }
}

/// Whether `text` is `word` in lowercase, Capitalized or UPPERCASE.
fn word_case(text: &[u8], word: &[u8]) -> bool {
    let lower = text == word;
    let upper = text
        .iter()
        .zip(word)
        .all(|(t, w)| *t == w.to_ascii_uppercase());
    let capital = text.first() == word.first().map(u8::to_ascii_uppercase).as_ref()
        && text.get(1..) == word.get(1..);
    lower || upper || capital
}

/// The bits of each character drawn at random under `draw`; `None` for a
/// character it cannot draw.
fn literal_bits(token: &[u8], draw: Draw) -> (f64, Vec<Option<f64>>) {
    match draw {
        Draw::Alphabet(member, size) => {
            let each = f64::from(size).log2();
            let bits = token.iter().map(|&b| member(b).then_some(each)).collect();
            (0.0, bits)
        }
        Draw::Own => {
            let mut seen = [false; 128];
            for &b in token {
                seen[usize::from(b & 0x7f)] = true;
            }
            let k = seen.iter().filter(|&&s| s).count();
            // Name how many (1 to 94), then which: log2 C(94, k).
            let which: f64 = (0..k)
                .map(|i| ((PRINTABLE - i as f64) / (i as f64 + 1.0)).log2())
                .sum();
            let each = (k as f64).log2();
            (PRINTABLE.log2() + which, vec![Some(each); token.len()])
        }
        Draw::Kinds => {
            // The same kind as the previous character 4 times in 5.
            let stay = -(0.8f64).log2();
            let change = -(0.2f64 / 3.0).log2();
            let bits = token
                .iter()
                .enumerate()
                .map(|(i, &b)| {
                    let (k, size) = kind(b);
                    let pick = match i.checked_sub(1).map(|p| kind(token[p]).0) {
                        None => 2.0,
                        Some(previous) if previous == k => stay,
                        Some(_) => change,
                    };
                    Some(pick + size.log2())
                })
                .collect();
            (0.0, bits)
        }
    }
}

/// The shortest description under one way of drawing characters: its bits
/// and its pieces, as (start, end, piece).
fn describe(token: &[u8], matches: &Matches, draw: Draw) -> (f64, Vec<(usize, usize, Piece)>) {
    let n = token.len();
    let (header, literals) = literal_bits(token, draw);
    let mut best = vec![f64::INFINITY; n + 1];
    let mut how: Vec<Option<(usize, Piece)>> = vec![None; n + 1];
    best[0] = header;
    let mut offer = |best: &mut [f64], to: usize, bits: f64, from: usize, piece: Piece| {
        if bits < best[to] {
            best[to] = bits;
            how[to] = Some((from, piece));
        }
    };
    for i in 0..n {
        let here = best[i];
        if !here.is_finite() {
            continue;
        }
        let left = n - i;
        if let Some(bits) = literals[i] {
            offer(&mut best, i + 1, here + LITERAL + bits, i, Piece::Literal);
        }
        // A copy: where from (any earlier position or any context
        // position), in which of the 4 cases, and how long (2 to what is
        // left).
        let starts = (i + matches.context_len) as f64;
        if left >= 2 && starts > 0.0 {
            let head = here + COPY + starts.log2() + 2.0 + ((left - 1) as f64).log2();
            let longest = matches.copies.iter().map(|(_, l)| l[i]).max();
            for length in 2..=longest.unwrap_or(0) {
                offer(&mut best, i + length, head, i, Piece::Copy);
            }
        }
        // A run: which order (ASCII or keyboard), which direction, the
        // first character, and how long (3 to what is left).
        if left >= 3 {
            let head = here + RUN + 2.0 + PRINTABLE.log2() + ((left - 2) as f64).log2();
            for length in 3..=matches.runs[i] {
                offer(&mut best, i + length, head, i, Piece::Run);
            }
        }
        // A word: which one, and in which case.
        let head = here + WORD + (WORDS.len() as f64).log2() + 3f64.log2();
        for &length in &matches.words[i] {
            offer(&mut best, i + length, head, i, Piece::Word);
        }
    }
    let mut pieces = Vec::new();
    let mut at = n;
    while let Some((from, piece)) = how[at] {
        pieces.push((from, at, piece));
        at = from;
    }
    pieces.reverse();
    (best[n], pieces)
}

/// How many bits `token` is worth, given the public strings of its request.
/// `token` is printable ASCII (checked before).
pub fn estimate(token: &str, context: &[Context<'_>]) -> Estimate {
    let token = token.as_bytes();
    let matches = find(token, context);
    // The code chooses among all the draws; the search tries the ones that
    // can win. Of the alphabets that hold every character of the token,
    // the smallest costs less at every position than the others.
    let alphabet = DRAWS
        .iter()
        .filter_map(|&draw| match draw {
            Draw::Alphabet(member, size) if token.iter().all(|&b| member(b)) => Some((size, draw)),
            _ => None,
        })
        .min_by_key(|(size, _)| *size)
        .map(|(_, draw)| draw);
    let choice = (DRAWS.len() as f64).log2();
    let (bits, pieces) = alphabet
        .into_iter()
        .chain([Draw::Own, Draw::Kinds])
        .map(|draw| describe(token, &matches, draw))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .unwrap_or((f64::INFINITY, Vec::new()));
    let mut found = Vec::new();
    for (from, to, piece) in pieces {
        let what = match piece {
            Piece::Literal => continue,
            Piece::Copy => {
                // Name a public string it copies, if one is long enough.
                let source = matches
                    .copies
                    .iter()
                    .rev()
                    .find(|(_, longest)| longest[from] >= to - from)
                    .map(|(source, _)| *source);
                match source {
                    Some(Source::Context(k)) => format!("it contains {}", context[k].what),
                    _ => "it repeats itself".to_owned(),
                }
            }
            Piece::Run => "it runs in order (like abc, 987 or qwerty)".to_owned(),
            Piece::Word => "it contains a common password word".to_owned(),
        };
        if !found.contains(&what) {
            found.push(what);
        }
    }
    Estimate {
        bits: choice + bits,
        found,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_alphabet_is_as_large_as_it_says() {
        for draw in DRAWS {
            if let Draw::Alphabet(member, size) = *draw {
                let members = (0u8..=127).filter(|&b| member(b)).count();
                assert_eq!(members, usize::from(size));
                assert!(
                    (0u8..=127)
                        .filter(|&b| member(b))
                        .all(|b| b.is_ascii_graphic())
                );
            }
        }
    }

    /// A deterministic stream of random numbers (SplitMix64).
    struct Random(u64);

    impl Random {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }

        fn token(&mut self, alphabet: &[u8], length: usize) -> String {
            (0..length)
                .map(|_| char::from(alphabet[(self.next() % alphabet.len() as u64) as usize]))
                .collect()
        }
    }

    const HEX: &[u8] = b"0123456789abcdef";
    const BASE64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const BASE64URL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    #[test]
    fn tokens_a_person_would_guess_are_worth_few_bits() {
        for (token, why) in [
            ("abcdefgh".repeat(4), "runs in order"),
            ("0123456789abcdef".repeat(2), "repeats itself"),
            ("Password123!Password123!Password".into(), "password word"),
            ("Password123!12345678901234567890".into(), "password word"),
            ("Password123!!!!!!!!!!!!!!!!!!!!!".into(), "repeats itself"),
            ("Password123!00000000000000000000".into(), "repeats itself"),
            ("P@ssw0rdP@ssw0rdP@ssw0rdP@ssw0rd".into(), "password word"),
            ("MountainGoats2024MountainGoats2024".into(), "password word"),
            ("qwertyuiopasdfghjklzxcvbnm123456".into(), "runs in order"),
            ("a".repeat(32), "repeats itself"),
            ("ab".repeat(16), "repeats itself"),
            ("0123".repeat(10), "repeats itself"),
            (
                format!("{}{}", "x".repeat(20), "0123456789ab"),
                "repeats itself",
            ),
            ("password".repeat(16), "password word"),
            // A random-looking string of two characters: 32 bits.
            ("01101001011110010110100111101001".into(), ""),
        ] {
            let estimate = estimate(&token, &[]);
            assert!(
                estimate.bits < MIN_BITS,
                "{token}: {:.1} bits",
                estimate.bits
            );
            assert!(
                why.is_empty() || estimate.found.iter().any(|f| f.contains(why)),
                "{token}: {:?}",
                estimate.found
            );
        }
    }

    #[test]
    fn ten_thousand_random_tokens_of_32_characters_all_pass() {
        let mut random = Random(21);
        for alphabet in [HEX, BASE64, BASE64URL] {
            let lowest = (0..10_000)
                .map(|_| {
                    let token = random.token(alphabet, 32);
                    (estimate(&token, &[]).bits, token)
                })
                .min_by(|a, b| a.0.total_cmp(&b.0))
                .expect("tokens");
            assert!(lowest.0 >= MIN_BITS, "{}: {:.1} bits", lowest.1, lowest.0);
        }
    }

    #[test]
    fn tokens_made_the_usual_ways_pass() {
        let mut random = Random(7);
        let printable: Vec<u8> = (b'!'..=b'~').collect();
        for token in [
            // The server's own.
            format!("mgt_{}", random.token(HEX, 64)),
            // Two UUIDs, as hex and with their hyphens.
            format!("{}{}", random.token(HEX, 32), random.token(HEX, 32)),
            format!(
                "{}-{}-4{}-a{}-{}",
                random.token(HEX, 8),
                random.token(HEX, 4),
                random.token(HEX, 3),
                random.token(HEX, 3),
                random.token(HEX, 12)
            )
            .repeat(1)
                + &random.token(HEX, 16),
            random.token(HEX, 32).to_uppercase(),
            random.token(BASE64, 43) + "=",
            random.token(&printable, 128),
            random.token(HEX, 128),
            // Tokens of the project's tests.
            "Zq7pL2xV9mK4rT8wY3nB6cF1hJ5dG0sA".into(),
            // A random tail makes up for a guessable head.
            format!("Password123!{}", random.token(BASE64, 24)),
        ] {
            let estimate = estimate(&token, &[]);
            assert!(
                estimate.bits >= MIN_BITS,
                "{token}: {:.1} bits",
                estimate.bits
            );
        }
    }

    #[test]
    fn the_public_strings_of_the_request_are_free_to_a_guesser() {
        let game = Context {
            what: "the game's name",
            text: "games/3f9c0a7d1e5b8246c0de",
        };
        let player = Context {
            what: "the player's name",
            text: "Wilhelmina Q. Vanderbilt-Ostrov",
        };
        for (token, context) in [
            ("games/3f9c0a7d1e5b8246c0de!!!!!!".to_owned(), game),
            ("3f9c0a7d1e5b8246c0de3f9c0a7d1e5b".to_owned(), game),
            ("Wilhelmina Q. Vanderbilt-Ostrov!".replace(' ', "_"), player),
            ("WILHELMINA".to_owned() + "Q.Vanderbilt-Ostrov-0123", player),
        ] {
            let alone = estimate(&token, &[]);
            assert!(
                alone.bits >= MIN_BITS,
                "{token} alone: {:.1} bits",
                alone.bits
            );
            let seen = estimate(&token, &[game, player]);
            assert!(seen.bits < MIN_BITS, "{token}: {:.1} bits", seen.bits);
            let named = format!("it contains {}", context.what);
            assert!(seen.found.contains(&named), "{token}: {:?}", seen.found);
        }
    }

    /// The costs are those of a prefix code: over every string of one
    /// length, 2^−bits adds up to at most 1. This is what bounds the share
    /// of random tokens estimated below their entropy.
    #[test]
    fn the_estimate_is_the_length_of_a_code() {
        let printable: Vec<u8> = (b'!'..=b'~').collect();
        let context = [Context {
            what: "the player's name",
            text: "Ada",
        }];
        let mut total = 0.0;
        for &a in &printable {
            for &b in &printable {
                for &c in &printable {
                    let token = [a, b, c];
                    let token = std::str::from_utf8(&token).expect("ascii");
                    total += (-estimate(token, &context).bits).exp2();
                }
            }
        }
        assert!(total <= 1.0, "{total}");
        // And not a loose one: about a tenth of the code space is used.
        assert!(total > 0.05, "{total}");
    }
}
