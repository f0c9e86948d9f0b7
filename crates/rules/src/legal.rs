//! Listing the legal moves of a roll: one move for each distinct outcome.
//!
//! The list and its order are a contract (clients pick moves by their place
//! in it; `tests/listing_pinned.rs` holds them to it). They are those of the
//! plain search: try the faces of the roll in [`face_choices`] order, each
//! grouping in [`GROUPINGS`] order (with the Big Mountain, every order of
//! the groups), each goat choice in order (for a mountain's sum with no goat
//! of the player there, its Big Mountain goats by spot; for a free Big
//! Mountain spot's sum, none, then its goats on mountains 5 to 10, then its
//! Big Mountain goats by spot), and keep the first move reaching each
//! outcome. Everything below reaches the same list without that search's
//! cost:
//!
//! - What depends only on the roll (the faces, the groupings, their sums,
//!   which of them repeat an earlier one) is worked out the first time a
//!   roll is listed and kept, so a turn walks a short list of candidates.
//! - Without the Big Mountain, groups on different mountains do not
//!   interact, so an outcome is fixed by how many steps each mountain gets;
//!   a candidate's outcome is a small key computed without resolving it.
//! - With the Big Mountain the order of groups and the goats named matter,
//!   so candidates are resolved, but on [`Goats`]: the few bytes a move can
//!   change, not a copy of the whole board. The rest of the board follows
//!   from them, so they also identify the outcome.

use std::sync::{LazyLock, OnceLock};

use arrayvec::ArrayVec;

use crate::board::{Board, EMPTY, OFF};
use crate::mountain::HEIGHTS;
use crate::{BIG_MOUNTAIN_SPOTS, Game, GoatRef, Group, Mountain, Move, Phase, Roll};

/// Sets of small keys hash with rustc's FxHash, not SipHash, which dominated the listing.
type FxSet<T> = rustc_hash::FxHashSet<T>;

/// The groups of a grouping as bit masks over the four dice.
type Masks = ArrayVec<u8, 4>;

/// A grouping of the dice: its masks, and the same groups ready to go into
/// a `Move` (built once: building them per move dominated the listing).
struct Grouping {
    masks: Masks,
    groups: Groups,
}

impl Grouping {
    fn new(masks: Masks) -> Grouping {
        let mut groups = Groups::default();
        for (group, &mask) in groups.all.iter_mut().zip(&masks) {
            group.dice = (0..4u8).filter(|d| mask & (1 << d) != 0).collect();
        }
        groups.len = masks.len();
        Grouping { masks, groups }
    }
}

/// The groups of a move as a whole array and a length: copying them into
/// a `Move` is then a fixed-size copy, where copying a slice of them called
/// `memcpy` for every listed move.
#[derive(Clone, Copy, Default)]
struct Groups {
    all: [Group; 4],
    len: usize,
}

impl Groups {
    fn to_move(self, faces: [u8; 4]) -> Move {
        let mut groups = ArrayVec::from(self.all);
        groups.truncate(self.len);
        Move { faces, groups }
    }
}

/// Every grouping of the dice, in a fixed order.
struct Groupings {
    /// Each die in exactly one group; order of groups ignored.
    full: Vec<Grouping>,
    /// Some dice grouped, the rest left out; order ignored.
    partial: Vec<Grouping>,
    /// As `full`, in every order of the groups.
    full_ordered: Vec<Grouping>,
    /// As `partial`, in every order of the groups.
    partial_ordered: Vec<Grouping>,
}

static GROUPINGS: LazyLock<Groupings> = LazyLock::new(|| {
    let full = partitions(0b1111);
    let partial: Vec<Masks> = (0..16u8).rev().flat_map(partitions).collect();
    let ordered = |gs: &[Masks]| {
        gs.iter()
            .flat_map(permutations)
            .map(Grouping::new)
            .collect()
    };
    Groupings {
        full_ordered: ordered(&full),
        partial_ordered: ordered(&partial),
        full: full.into_iter().map(Grouping::new).collect(),
        partial: partial.into_iter().map(Grouping::new).collect(),
    }
});

/// For every face vector, the distinct step patterns its groupings give
/// (4 bits a mountain: how many groups sum to it), each with the first
/// grouping that gives it. Without the Big Mountain a pattern decides the
/// outcome, so the listing scores each pattern once instead of every
/// grouping. Built once: 1,296 face vectors.
struct PatternTable(Vec<Vec<(u32, u16)>>);

impl PatternTable {
    fn new(groupings: &[Grouping]) -> PatternTable {
        let table = (0..1296u16)
            .map(|n| {
                let faces = [n / 216, n / 36 % 6, n / 6 % 6, n % 6].map(|d| d as u8 + 1);
                let sums = sums(&faces);
                let mut patterns: Vec<(u32, u16)> = Vec::new();
                for (index, grouping) in groupings.iter().enumerate() {
                    let pattern = grouping
                        .masks
                        .iter()
                        .map(|&mask| sums[usize::from(mask)])
                        .filter(|sum| (5..=10).contains(sum))
                        .map(|sum| 1u32 << (4 * (sum - 5)))
                        .sum();
                    if !patterns.iter().any(|&(p, _)| p == pattern) {
                        patterns.push((pattern, index as u16));
                    }
                }
                patterns
            })
            .collect();
        PatternTable(table)
    }

    fn of(&self, faces: [u8; 4]) -> &[(u32, u16)] {
        let index = faces
            .iter()
            .fold(0usize, |n, &f| n * 6 + usize::from(f.saturating_sub(1)));
        self.0.get(index).map_or(&[], Vec::as_slice)
    }
}

static FULL_PATTERNS: LazyLock<PatternTable> = LazyLock::new(|| PatternTable::new(&GROUPINGS.full));
static PARTIAL_PATTERNS: LazyLock<PatternTable> =
    LazyLock::new(|| PatternTable::new(&GROUPINGS.partial));

/// The number of rolls: four dice of six faces.
const ROLLS: usize = 1296;

/// Candidates kept per roll, built the first time the roll is listed: most
/// of the 1,296 rolls come up within a few games, and building them all at
/// once would make the first listing slow.
type PerRoll<T> = [OnceLock<Box<[T]>>; ROLLS];

static BASE_FULL: PerRoll<Climb> = [const { OnceLock::new() }; ROLLS];
static BASE_PARTIAL: PerRoll<Climb> = [const { OnceLock::new() }; ROLLS];
static BIG_MOUNTAIN_FULL: PerRoll<Ascent> = [const { OnceLock::new() }; ROLLS];
static BIG_MOUNTAIN_PARTIAL: PerRoll<Ascent> = [const { OnceLock::new() }; ROLLS];

/// The roll's candidates from `cache`, building them on first use. A roll
/// with a face outside 1 to 6 (only a hand-made game has one) is built
/// every time rather than kept.
fn candidates<'a, T>(
    cache: &'a PerRoll<T>,
    roll: Roll,
    owned: &'a mut Option<Box<[T]>>,
    build: impl FnOnce(Roll) -> Box<[T]>,
) -> &'a [T] {
    let index = roll.0.iter().try_fold(0usize, |n, &face| {
        (1..=6)
            .contains(&face)
            .then(|| n * 6 + usize::from(face - 1))
    });
    match index.and_then(|index| cache.get(index)) {
        Some(slot) => slot.get_or_init(|| build(roll)),
        None => owned.insert(build(roll)),
    }
}

/// The set partitions of the dice in `mask`, groups by lowest die.
fn partitions(mask: u8) -> Vec<Masks> {
    if mask == 0 {
        return vec![Masks::new()];
    }
    let lowest = mask & mask.wrapping_neg();
    let rest = mask & !lowest;
    let mut out = Vec::new();
    // Every subset of `rest` joins the lowest die, largest groups first.
    let mut sub = rest;
    loop {
        let group = lowest | sub;
        for mut tail in partitions(rest & !sub) {
            tail.insert(0, group);
            out.push(tail);
        }
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & rest;
    }
    out
}

fn permutations(groups: &Masks) -> Vec<Masks> {
    if groups.len() <= 1 {
        return vec![groups.clone()];
    }
    let mut out = Vec::new();
    for i in 0..groups.len() {
        let mut rest = groups.clone();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            out.push(tail);
        }
    }
    out
}

/// The faces a roll may show after the ones rule, up to reordering the dice
/// that showed 1 (which reaches the same outcomes), the roll itself first.
fn face_choices(roll: Roll) -> ArrayVec<[u8; 4], 56> {
    let mut out = ArrayVec::new();
    let ones: ArrayVec<usize, 4> = (0..4).filter(|&i| roll.0[i] == 1).collect();
    if ones.len() < 2 {
        out.push(roll.0);
        return out;
    }
    // Non-decreasing faces over the ones, the first staying 1.
    let mut values: ArrayVec<u8, 4> = ones.iter().map(|_| 1).collect();
    loop {
        let mut faces = roll.0;
        for (&i, &v) in ones.iter().zip(&values) {
            faces[i] = v;
        }
        out.push(faces);
        // Next non-decreasing sequence with values[0] == 1.
        let Some(pos) = (1..values.len()).rev().find(|&p| values[p] < 6) else {
            break;
        };
        values[pos] += 1;
        for p in pos + 1..values.len() {
            values[p] = values[pos];
        }
    }
    out
}

fn sums(faces: &[u8; 4]) -> [u8; 16] {
    let mut sums = [0u8; 16];
    for (mask, sum) in sums.iter_mut().enumerate() {
        *sum = (0..4)
            .filter(|d| mask & (1 << d) != 0)
            .map(|d| faces[d])
            .sum();
    }
    sums
}

impl Game {
    /// The legal moves of the current roll, one for each distinct outcome,
    /// in a stable order (the rolled faces first). Empty when the game does
    /// not wait for a move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let Phase::AwaitingMove(roll) = self.phase() else {
            return Vec::new();
        };
        let config = self.config();
        let groupings = &*GROUPINGS;
        match (config.big_mountain, config.allow_declining_groups) {
            (true, true) => self.legal_moves_big_mountain(
                roll,
                &groupings.partial_ordered,
                &BIG_MOUNTAIN_PARTIAL,
            ),
            (true, false) => {
                self.legal_moves_big_mountain(roll, &groupings.full_ordered, &BIG_MOUNTAIN_FULL)
            }
            (false, true) => {
                self.legal_moves_base(roll, &groupings.partial, &PARTIAL_PATTERNS, &BASE_PARTIAL)
            }
            (false, false) => {
                self.legal_moves_base(roll, &groupings.full, &FULL_PATTERNS, &BASE_FULL)
            }
        }
    }

    fn legal_moves_base(
        &self,
        roll: Roll,
        groupings: &[Grouping],
        patterns: &PatternTable,
        cache: &PerRoll<Climb>,
    ) -> Vec<Move> {
        let board = self.board();
        let seat = usize::from(self.current_seat());
        let mut owned = None;
        let climbs = candidates(cache, roll, &mut owned, |roll| Climb::all(roll, patterns));
        let outcomes = ClimbOutcomes::new(board, seat);
        let mut seen = Outcomes::default();
        let mut moves = Vec::with_capacity(climbs.len().min(32));
        for climb in climbs {
            if seen.insert(u128::from(outcomes.key(climb.pattern))) {
                let grouping = &groupings[usize::from(climb.grouping)];
                moves.push(grouping.groups.to_move(climb.faces));
            }
        }
        moves
    }

    fn legal_moves_big_mountain(
        &self,
        roll: Roll,
        groupings: &[Grouping],
        cache: &PerRoll<Ascent>,
    ) -> Vec<Move> {
        let board = self.board();
        let seat = self.current_seat();
        let mut owned = None;
        let ascents = candidates(cache, roll, &mut owned, |roll| Ascent::all(roll, groupings));
        let (table, start) = Table::new(board, seat, self.config().players);
        // A local, not built into `Search`: moving it there copied it.
        let mut seen = Outcomes::default();
        let mut search = Search {
            table,
            seen: &mut seen,
            moves: Vec::with_capacity(MOVES_CAPACITY),
            groupings,
        };
        let off = start.off_mountains();
        for ascent in ascents {
            let groups = &groupings[usize::from(ascent.grouping)].groups;
            if ascent.only_mountains && ascent.mountains & off == 0 {
                // Only climbs: no goat to name, and any order of the sums
                // reaches the same outcome, so only the first order counts.
                if ascent.first_of_multiset
                    && search.seen.insert(climbed(&search.table, start, ascent))
                {
                    search.moves.push(groups.to_move(ascent.faces));
                }
                continue;
            }
            search.explore(start, Named::default(), ascent, 0);
        }
        search.moves
    }
}

/// A candidate without the Big Mountain: faces and the first grouping that
/// gives this roll its step pattern.
struct Climb {
    faces: [u8; 4],
    grouping: u16,
    /// Steps on each mountain, 4 bits a mountain, mountain 5 lowest.
    pattern: u32,
}

impl Climb {
    /// Each step pattern of the roll once, with the first faces and grouping
    /// giving it.
    fn all(roll: Roll, patterns: &PatternTable) -> Box<[Climb]> {
        let mut climbs: Vec<Climb> = Vec::new();
        for faces in face_choices(roll) {
            for &(pattern, grouping) in patterns.of(faces) {
                if !climbs.iter().any(|c| c.pattern == pattern) {
                    climbs.push(Climb {
                        faces,
                        grouping,
                        pattern,
                    });
                }
            }
        }
        climbs.into_boxed_slice()
    }
}

/// The outcome of `steps` steps up `m` for a goat at `position`, with
/// `stack` point tokens on the mountain: the new position, and the tokens
/// taken times 16. (Wrapping arithmetic: a goat past its summit exists only
/// in a hand-made board, where this matches what release builds always did.)
fn climb_outcome(m: Mountain, position: u8, stack: u8, steps: u8) -> u8 {
    let h = m.height();
    let (position, tokens) = if position.wrapping_add(steps) < h {
        (position.wrapping_add(steps), 0)
    } else {
        // Arriving takes one token, each step past the summit another.
        let claims = if position < h {
            steps.wrapping_sub(h - position).wrapping_add(1)
        } else {
            steps
        };
        (h, claims.min(stack))
    };
    position | tokens.wrapping_shl(4)
}

/// Each mountain's `climb_outcome` for the player, for every number of
/// steps a roll can give it, worked out once a turn: a candidate's outcome
/// is then six lookups, where working it out per candidate was a third of
/// the base game's time, and mostly mispredicted branches.
struct ClimbOutcomes([[u8; 5]; 6]);

impl ClimbOutcomes {
    fn new(board: &Board, seat: usize) -> ClimbOutcomes {
        let mut outcomes = [[0; 5]; 6];
        for m in Mountain::ALL {
            let (position, stack) = (board.positions[seat][m.index()], board.stacks[m.index()]);
            for (steps, outcome) in (0..).zip(&mut outcomes[m.index()]) {
                *outcome = climb_outcome(m, position, stack, steps);
            }
        }
        ClimbOutcomes(outcomes)
    }

    /// The outcome of the steps of `pattern` (4 bits a mountain, mountain 5
    /// lowest), as a key: each mountain's outcome in a byte.
    fn key(&self, pattern: u32) -> u64 {
        let mut key = 0;
        for (i, outcomes) in self.0.iter().enumerate() {
            let steps = (pattern >> (4 * i) & 0xf) as u8;
            // At most 4 steps: a roll makes at most 4 groups.
            let outcome = outcomes.get(usize::from(steps)).copied().unwrap_or(0);
            key |= u64::from(outcome) << (8 * i);
        }
        key
    }
}

/// A candidate with the Big Mountain: faces and an ordered grouping, the
/// first of the roll to give its sequence of sums (sums below 5 do nothing
/// and are left out). Later groupings giving the same sequence reach the
/// same outcomes, in the same order, so they are not candidates.
struct Ascent {
    faces: [u8; 4],
    grouping: u16,
    /// The sums of 5 or more, in the grouping's order: the groups that can
    /// do something (the others are wasted whatever the board).
    sums: [u8; 4],
    /// For each of `sums`, the group's place in the grouping.
    groups: [u8; 4],
    /// How many of `sums` there are.
    len: u8,
    /// The mountains (bit 0 for mountain 5) among the sums.
    mountains: u8,
    /// Every sum is a mountain's.
    only_mountains: bool,
    /// No earlier candidate has the same sums in another order.
    first_of_multiset: bool,
}

impl Ascent {
    fn all(roll: Roll, groupings: &[Grouping]) -> Box<[Ascent]> {
        let pack = |sums: &[u8]| {
            sums.iter()
                .fold(0u32, |key, &sum| key << 8 | u32::from(sum))
        };
        let mut sequences: FxSet<u32> = FxSet::default();
        let mut multisets: FxSet<u32> = FxSet::default();
        let mut ascents = Vec::new();
        for faces in face_choices(roll) {
            let all_sums = sums(&faces);
            for (index, grouping) in groupings.iter().enumerate() {
                let mut ascent = Ascent {
                    faces,
                    grouping: index as u16,
                    sums: [0; 4],
                    groups: [0; 4],
                    len: 0,
                    mountains: 0,
                    only_mountains: true,
                    first_of_multiset: false,
                };
                for (group, &mask) in (0..).zip(&grouping.masks) {
                    let sum = all_sums[usize::from(mask)];
                    if sum < 5 {
                        continue;
                    }
                    let k = usize::from(ascent.len);
                    ascent.sums[k] = sum;
                    ascent.groups[k] = group;
                    ascent.len += 1;
                    match Mountain::new(sum) {
                        Some(m) => ascent.mountains |= 1 << m.index(),
                        None => ascent.only_mountains = false,
                    }
                }
                let effective = &mut ascent.sums[..usize::from(ascent.len)];
                if !sequences.insert(pack(effective)) {
                    continue;
                }
                let mut sorted = ArrayVec::<u8, 4>::new();
                let _ = sorted.try_extend_from_slice(effective);
                sorted.sort_unstable();
                ascent.first_of_multiset = multisets.insert(pack(&sorted));
                ascents.push(ascent);
            }
        }
        ascents.into_boxed_slice()
    }
}

/// The bit of a Big Mountain spot in a spot mask (bit 0 for spot 11).
fn spot_bit(spot: u8) -> u16 {
    1 << (spot - BIG_MOUNTAIN_SPOTS.start())
}

/// What a move cannot change: the rest of the table, seen from the player.
struct Table {
    /// Point tokens on each mountain before the move.
    stacks: [u8; 6],
    /// The mountains whose summit holds another seat's goat.
    rival_summits: u8,
    /// The Big Mountain spots holding other seats' goats.
    rival_spots: u16,
}

impl Table {
    /// The table around `seat`, and `seat`'s goats before the move.
    fn new(board: &Board, seat: u8, players: u8) -> (Table, Goats) {
        // Compared a word (six or eight bytes) at a time: the loops over
        // single bytes were a few percent of a turn.
        let heights = word(&HEIGHTS, u8::MAX);
        let mut summits = 0;
        for (other, positions) in board.positions.iter().enumerate() {
            if other != usize::from(seat) && other < usize::from(players) {
                summits |= zero_bytes(word(positions, 0) ^ heights);
            }
        }
        let (mut rival_spots, mut spots) = (0u16, 0u16);
        let (low, high) = board.big_mountain.split_at(8);
        for (shift, owners) in [(0, low), (8, high)] {
            let owners = word(owners, EMPTY);
            let own = zero_bytes(owners ^ (u64::from(seat) * BYTES));
            let empty = zero_bytes(!owners);
            spots |= u16::from(byte_mask(own)) << shift;
            rival_spots |= u16::from(byte_mask(!(own | empty) & HIGH_BITS)) << shift;
        }
        let rival_summits = byte_mask(summits);
        let table = Table {
            stacks: board.stacks,
            rival_summits,
            rival_spots,
        };
        (table, Goats::new(board.positions[usize::from(seat)], spots))
    }
}

/// The byte 1 in every byte of a word.
const BYTES: u64 = 0x0101_0101_0101_0101;
/// The high bit of every byte of a word.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// Up to eight bytes as a little-endian word, the missing ones `pad`.
fn word(bytes: &[u8], pad: u8) -> u64 {
    let mut word = [pad; 8];
    for (to, &from) in word.iter_mut().zip(bytes) {
        *to = from;
    }
    u64::from_le_bytes(word)
}

/// The high bit of each byte of `x` that is zero, and no other bit.
fn zero_bytes(x: u64) -> u64 {
    let low = !HIGH_BITS;
    !(((x & low) + low) | x | low)
}

/// Bit `i` for each byte `i` of `high_bits` with its high bit set (the
/// other bits must be clear).
fn byte_mask(high_bits: u64) -> u8 {
    ((high_bits >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// Everything a move can change, for the player: the board after a move is
/// the board before it with these applied (other seats' goats only move
/// when knocked from a summit; bonus tokens and the end trigger follow from
/// the point tokens), so two moves reach the same outcome exactly when they
/// reach the same `Goats`. The rules here are those of
/// `Board::resolve_group`, which has the last word.
///
/// Packed in two integers, a byte a field, so that it stays in registers
/// through the search and is its own outcome key. (As a struct of arrays,
/// reading the key back right after byte-wide writes stalled on store
/// forwarding; as one `u128`, every variable shift took a dozen instructions.)
#[derive(Clone, Copy)]
struct Goats {
    /// Byte `i`: the player's goat on mountain `i`, its position or `OFF`.
    /// Byte 6, bit `i`: the summit goat (another seat's) of mountain `i`
    /// was knocked down.
    mountains: u64,
    /// Byte `i`: point tokens the player took from mountain `i` in this
    /// move. Bits 48 and up, bit `i`: spot `11 + i` holds the player's goat.
    tokens_and_spots: u64,
}

impl Goats {
    const KNOCKED: u32 = 48;
    const SPOTS: u32 = 48;

    fn new(positions: [u8; 6], spots: u16) -> Goats {
        let mut mountains = [0u8; 8];
        mountains[..6].copy_from_slice(&positions);
        Goats {
            mountains: u64::from_le_bytes(mountains),
            tokens_and_spots: u64::from(spots) << Self::SPOTS,
        }
    }

    /// The outcome as one number.
    fn key(self) -> u128 {
        u128::from(self.mountains) | u128::from(self.tokens_and_spots) << 64
    }

    fn position(self, i: usize) -> u8 {
        (self.mountains >> (8 * i)) as u8
    }

    fn set_position(&mut self, i: usize, position: u8) {
        let shift = 8 * i;
        self.mountains = self.mountains & !(0xff << shift) | u64::from(position) << shift;
    }

    fn spots(self) -> u16 {
        (self.tokens_and_spots >> Self::SPOTS) as u16
    }

    fn set_spots(&mut self, spots: u16) {
        self.tokens_and_spots =
            self.tokens_and_spots & !(0xffff << Self::SPOTS) | u64::from(spots) << Self::SPOTS;
    }

    fn off_mountains(self) -> u8 {
        (0..6).fold(0, |mask, i| mask | u8::from(self.position(i) == OFF) << i)
    }

    /// One step up `m`, or a point token from its summit (`Board::climb`).
    fn climb(&mut self, table: &Table, m: Mountain) {
        let i = m.index();
        let position = self.position(i);
        if position == m.height() {
            self.take_point_token(table, i);
            return;
        }
        self.set_position(i, position + 1);
        self.arrive(table, m);
    }

    /// The summit rules for a goat that has just arrived (`Board::climb_quietly`).
    fn arrive(&mut self, table: &Table, m: Mountain) {
        let i = m.index();
        if self.position(i) != m.height() {
            return;
        }
        self.mountains |= u64::from(table.rival_summits & 1 << i) << Self::KNOCKED;
        self.take_point_token(table, i);
    }

    fn take_point_token(&mut self, table: &Table, i: usize) {
        let shift = 8 * i;
        if table.stacks[i] > (self.tokens_and_spots >> shift) as u8 {
            self.tokens_and_spots += 1 << shift;
        }
    }

    /// Brings the goat on spot `from` back to the first step of `m`.
    fn come_back(&mut self, table: &Table, from: u8, m: Mountain) {
        self.set_spots(self.spots() & !spot_bit(from));
        self.set_position(m.index(), 1);
        self.arrive(table, m);
    }

    /// Sends the goat on mountain `i` to Big Mountain spot `spot`. Leaving a
    /// summit empties it; no token is taken.
    fn leave_for(&mut self, i: usize, spot: u8) {
        self.set_position(i, OFF);
        self.set_spots(self.spots() | spot_bit(spot));
    }

    /// Moves the goat on spot `from` to spot `to`.
    fn move_on_big_mountain(&mut self, from: u8, to: u8) {
        self.set_spots(self.spots() & !spot_bit(from) | spot_bit(to));
    }
}

/// The goats a move's groups name, a byte a group (group 0 lowest), so that
/// they too stay in registers: 0 for none, `1 + i` for the goat on mountain
/// `i`, a spot number for the goat on that Big Mountain spot.
#[derive(Clone, Copy, Default)]
struct Named(u32);

/// What a byte of `Named` stands for. A table, not a `match`: the decoding
/// runs for every listed move and its branches kept mispredicting.
static NAMED_GOATS: [Option<GoatRef>; 256] = {
    let mut goats = [None; 256];
    let mut i = 0;
    while i < Mountain::ALL.len() {
        goats[1 + i] = Some(GoatRef::Mountain(Mountain::ALL[i]));
        i += 1;
    }
    let mut spot = *BIG_MOUNTAIN_SPOTS.start();
    while spot <= *BIG_MOUNTAIN_SPOTS.end() {
        goats[spot as usize] = Some(GoatRef::BigMountain(spot));
        spot += 1;
    }
    goats
};

impl Named {
    fn with(self, index: usize, goat: GoatRef) -> Named {
        let byte = match goat {
            GoatRef::Mountain(m) => 1 + m.index() as u8,
            GoatRef::BigMountain(spot) => spot,
        };
        Named(self.0 | u32::from(byte) << (8 * index))
    }

    fn goat(self, index: usize) -> Option<GoatRef> {
        NAMED_GOATS[usize::from((self.0 >> (8 * index)) as u8)]
    }
}

/// The room a Big Mountain listing starts with: most have fewer moves.
/// Kept within 1,032 bytes, the largest block glibc's malloc serves from
/// its per-thread cache: 32 moves took the slower path every turn.
const MOVES_CAPACITY: usize = 1032 / std::mem::size_of::<Move>();

/// The depth-first search over goat choices of the Big Mountain listing.
struct Search<'a> {
    table: Table,
    seen: &'a mut Outcomes,
    moves: Vec<Move>,
    /// The groupings the candidates' `grouping` indexes. (Looked up per
    /// listed move, not copied into the search per candidate.)
    groupings: &'a [Grouping],
}

impl Search<'_> {
    /// Keeps the move reaching `goats` when no earlier one did.
    fn reach(&mut self, goats: Goats, named: Named, ascent: &Ascent) {
        if !self.seen.insert(goats.key()) {
            return;
        }
        // An empty move pushed, then filled in place: a whole move built
        // on the stack was read back across two overlapping stores, which
        // stalled on every listed move.
        let Some(grouping) = self.groupings.get(usize::from(ascent.grouping)) else {
            return;
        };
        self.moves.push(Move {
            faces: ascent.faces,
            groups: ArrayVec::new(),
        });
        let Some(mv) = self.moves.last_mut() else {
            return;
        };
        let groups = &grouping.groups;
        for (i, &group) in groups.all.iter().take(groups.len).enumerate() {
            let _ = mv.groups.try_push(Group {
                goat: named.goat(i),
                ..group
            });
        }
    }

    /// Resolves the `k`th sum of the candidate and those after it, in every
    /// goat choice, in the listing's order. A sum with one choice
    /// resolves in place; only real choices branch.
    fn explore(&mut self, mut goats: Goats, named: Named, ascent: &Ascent, mut k: usize) {
        loop {
            if k >= usize::from(ascent.len) {
                self.reach(goats, named, ascent);
                return;
            }
            let (sum, index) = (ascent.sums[k], usize::from(ascent.groups[k]));
            if let Some(m) = Mountain::new(sum) {
                if goats.position(m.index()) != OFF {
                    goats.climb(&self.table, m);
                    k += 1;
                    continue;
                }
                // No goat of ours there: each of ours on the Big Mountain may come back.
                for from in own_spots(goats.spots()) {
                    let mut next = goats;
                    next.come_back(&self.table, from, m);
                    let named = named.with(index, GoatRef::BigMountain(from));
                    self.explore(next, named, ascent, k + 1);
                }
                return;
            }
            if !BIG_MOUNTAIN_SPOTS.contains(&sum)
                || (self.table.rival_spots | goats.spots()) & spot_bit(sum) != 0
            {
                // Nothing to name: the group is wasted.
                k += 1;
                continue;
            }
            // Naming no goat is allowed, and wastes the group.
            self.explore(goats, named, ascent, k + 1);
            for m in Mountain::ALL {
                if goats.position(m.index()) != OFF {
                    let mut next = goats;
                    next.leave_for(m.index(), sum);
                    let named = named.with(index, GoatRef::Mountain(m));
                    self.explore(next, named, ascent, k + 1);
                }
            }
            for from in own_spots(goats.spots()) {
                let mut next = goats;
                next.move_on_big_mountain(from, sum);
                let named = named.with(index, GoatRef::BigMountain(from));
                self.explore(next, named, ascent, k + 1);
            }
            return;
        }
    }
}

/// The outcome key of a candidate that only climbs, from the player's
/// goats before the move. (Worked out per candidate: a table of every
/// mountain's climbs, built once a turn, cost more than the few candidates
/// that use it.)
#[inline]
fn climbed(table: &Table, mut goats: Goats, ascent: &Ascent) -> u128 {
    for &sum in ascent.sums.iter().take(usize::from(ascent.len)) {
        if let Some(m) = Mountain::new(sum) {
            goats.climb(table, m);
        }
    }
    goats.key()
}

/// The spots of a spot mask, lowest first.
fn own_spots(mut spots: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        let bit = spots.trailing_zeros() as u8;
        spots &= spots.wrapping_sub(1);
        (bit < 16).then(|| BIG_MOUNTAIN_SPOTS.start() + bit)
    })
}

/// The outcomes reached so far. A listing mostly reaches a few dozen: a
/// small open-addressing table on the stack holds them, where a hash set
/// cost an allocation and a probe sequence per leaf. The table holds
/// indices into a list of the keys, so that starting a listing clears 256
/// bytes rather than a table of keys. Longer listings move to a hash set.
struct Outcomes {
    /// For each slot, 1 + the index of its key in `keys`, or 0 when empty.
    slots: [u8; Outcomes::SLOTS],
    keys: ArrayVec<u128, { Outcomes::SLOTS / 2 }>,
    many: Option<FxSet<u128>>,
}

impl Default for Outcomes {
    fn default() -> Outcomes {
        Outcomes {
            slots: [0; Outcomes::SLOTS],
            keys: ArrayVec::new(),
            many: None,
        }
    }
}

impl Outcomes {
    const SLOTS: usize = 256;

    /// Adds `key`; false when it was already there.
    #[inline]
    fn insert(&mut self, key: u128) -> bool {
        if let Some(many) = &mut self.many {
            return many.insert(key);
        }
        // Both halves mixed by a multiplication before they meet: folding
        // them with a plain xor made keys differing in a goat's position
        // and in the tokens it took collide.
        let (low, high) = (key as u64, (key >> 64) as u64);
        let hash =
            (low ^ high.wrapping_mul(0xC2B2_AE3D_27D4_EB4F)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut slot = (hash >> (64 - Outcomes::SLOTS.trailing_zeros())) as usize;
        loop {
            match self.slots[slot] {
                0 => break,
                index if self.keys.get(usize::from(index) - 1) == Some(&key) => return false,
                _ => slot = (slot + 1) % Outcomes::SLOTS,
            }
        }
        if self.keys.is_full() {
            // Half full: probes would grow long.
            let mut many = FxSet::with_capacity_and_hasher(4 * Outcomes::SLOTS, Default::default());
            many.extend(self.keys.iter().copied());
            many.insert(key);
            self.many = Some(many);
            return true;
        }
        self.slots[slot] = self.keys.len() as u8 + 1;
        self.keys.push(key);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grouping_counts() {
        let g = &*GROUPINGS;
        assert_eq!(g.full.len(), 15);
        assert_eq!(g.partial.len(), 52);
        assert_eq!(g.full_ordered.len(), 75);
        assert_eq!(g.partial_ordered.len(), 1 + 4 + 18 + 52 + 75);
    }

    #[test]
    fn outcomes_stay_a_set_past_the_small_table() {
        let mut outcomes = Outcomes::default();
        let keys: Vec<u128> = (0..200u128)
            .map(|k| ((k * 0x1_0000_0001) << 40) | k)
            .collect();
        for &key in &keys {
            assert!(outcomes.insert(key), "{key} is new");
            assert!(!outcomes.insert(key), "{key} is kept");
        }
        assert!(keys.iter().all(|&key| !outcomes.insert(key)));
    }

    #[test]
    fn byte_masks() {
        for mask in 0..=255u8 {
            let bytes: [u8; 8] =
                std::array::from_fn(|i| if mask >> i & 1 != 0 { 0 } else { 1 << (i % 8) });
            assert_eq!(byte_mask(zero_bytes(u64::from_le_bytes(bytes))), mask);
            let bytes: [u8; 8] = std::array::from_fn(|i| {
                if mask >> i & 1 != 0 {
                    0
                } else {
                    0x80 | i as u8
                }
            });
            assert_eq!(byte_mask(zero_bytes(u64::from_le_bytes(bytes))), mask);
        }
        for byte in 0..=255u8 {
            let expected = if byte == 0 { 0x80 } else { 0 };
            assert_eq!(zero_bytes(u64::from(byte)) & 0xff, expected, "{byte}");
        }
        assert_eq!(
            word(&[1, 2, 3], 9),
            u64::from_le_bytes([1, 2, 3, 9, 9, 9, 9, 9])
        );
    }

    #[test]
    fn face_choices_keep_a_one() {
        assert_eq!(face_choices(Roll([1, 2, 3, 4])).as_slice(), [[1, 2, 3, 4]]);
        let two = face_choices(Roll([1, 5, 1, 3]));
        assert_eq!(two.len(), 6);
        assert_eq!(two[0], [1, 5, 1, 3]);
        assert!(two.iter().all(|f| f[0] == 1));
        // Multisets of 4 faces from 1..=6 containing a 1: C(8,3) = 56.
        assert_eq!(face_choices(Roll([1, 1, 1, 1])).len(), 56);
    }
}
