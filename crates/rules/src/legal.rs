//! Listing the legal moves of a roll: one move for each distinct outcome.
//!
//! Without the Big Mountain, groups on different mountains do not interact,
//! so an outcome is fixed by how many steps each mountain gets; a move's
//! outcome is then a small key computed without resolving it. With the Big
//! Mountain the order of groups and the goats named matter, so every ordered
//! grouping and goat choice is resolved on a copy of the board and outcomes
//! are compared whole.

use std::sync::LazyLock;

use arrayvec::ArrayVec;

use crate::board::{Board, Discard, OFF, Turn};
use crate::{BIG_MOUNTAIN_SPOTS, Game, GoatRef, Group, Mountain, Move, Phase, Roll};

/// Outcome sets hash small keys: rustc's FxHash, not SipHash, which dominated the listing.
type FxSet<T> = rustc_hash::FxHashSet<T>;

/// The groups of a grouping as bit masks over the four dice.
type Masks = ArrayVec<u8, 4>;

/// A grouping of the dice: its masks, and the same groups ready to go into
/// a `Move` (built once: building them per move dominated the listing).
struct Grouping {
    masks: Masks,
    groups: ArrayVec<Group, 4>,
}

impl Grouping {
    fn new(masks: Masks) -> Grouping {
        let groups = masks
            .iter()
            .map(|&mask| Group {
                dice: (0..4u8).filter(|d| mask & (1 << d) != 0).collect(),
                goat: None,
            })
            .collect();
        Grouping { masks, groups }
    }
}

impl std::ops::Deref for Grouping {
    type Target = Masks;

    fn deref(&self) -> &Masks {
        &self.masks
    }
}

impl<'a> IntoIterator for &'a Grouping {
    type Item = &'a u8;
    type IntoIter = std::slice::Iter<'a, u8>;

    fn into_iter(self) -> Self::IntoIter {
        self.masks.iter()
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

fn to_move(faces: [u8; 4], grouping: &Grouping, goats: &[Option<GoatRef>]) -> Move {
    let mut groups = grouping.groups.clone();
    for (group, goat) in groups.iter_mut().zip(goats) {
        group.goat = *goat;
    }
    Move { faces, groups }
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
        if config.big_mountain {
            let all = if config.allow_declining_groups {
                &groupings.partial_ordered
            } else {
                &groupings.full_ordered
            };
            self.legal_moves_big_mountain(roll, all)
        } else {
            if config.allow_declining_groups {
                self.legal_moves_base(roll, &groupings.partial, &PARTIAL_PATTERNS)
            } else {
                self.legal_moves_base(roll, &groupings.full, &FULL_PATTERNS)
            }
        }
    }

    fn legal_moves_base(
        &self,
        roll: Roll,
        groupings: &[Grouping],
        patterns: &PatternTable,
    ) -> Vec<Move> {
        let board = self.board();
        let seat = usize::from(self.current_seat());
        // At most 210 step patterns exist (multisets of up to 4 of the 6
        // mountains), so neither list can overflow.
        let mut tried: ArrayVec<u32, 256> = ArrayVec::new();
        let mut seen: ArrayVec<u64, 256> = ArrayVec::new();
        let mut moves = Vec::with_capacity(16);
        for faces in face_choices(roll) {
            for &(pattern, index) in patterns.of(faces) {
                if tried.contains(&pattern) {
                    continue;
                }
                let _ = tried.try_push(pattern);
                let key = base_outcome(board, seat, pattern);
                if !seen.contains(&key) {
                    let _ = seen.try_push(key);
                    moves.push(to_move(faces, &groupings[usize::from(index)], &[]));
                }
            }
        }
        moves
    }

    fn legal_moves_big_mountain(&self, roll: Roll, groupings: &[Grouping]) -> Vec<Move> {
        let turn = self.turn_context();
        let mut search = Search {
            turn,
            seen: FxSet::default(),
            moves: Vec::new(),
            goats: ArrayVec::new(),
        };
        let board = self.board();
        let seat = usize::from(turn.seat);
        // Groupings whose effective sums were already explored reach no new
        // outcome: skipping them leaves the list (and its order) unchanged.
        let mut explored: FxSet<u32> = FxSet::default();
        for faces in face_choices(roll) {
            let sums = sums(&faces);
            for grouping in groupings {
                if explored.insert(sums_key(board, seat, &sums, grouping)) {
                    search.explore(*board, faces, &sums, grouping);
                }
            }
        }
        search.moves
    }
}

/// What decides the outcomes of an ordered grouping on the Big Mountain
/// board: the sequence of its sums that can do something (5 to 24), packed
/// one byte each. When every such sum is 5 to 10 and the player's goat is on
/// that mountain, the groups only climb, so their order does not matter and
/// the sums are sorted.
fn sums_key(board: &Board, seat: usize, sums: &[u8; 16], grouping: &Grouping) -> u32 {
    let mut effective: ArrayVec<u8, 4> = grouping
        .iter()
        .map(|&mask| sums[usize::from(mask)])
        .filter(|&sum| sum >= 5)
        .collect();
    let climbs_only = effective
        .iter()
        .all(|&sum| Mountain::new(sum).is_some_and(|m| board.positions[seat][m.index()] != OFF));
    if climbs_only {
        effective.sort_unstable();
    }
    effective
        .iter()
        .fold(0u32, |key, &sum| key << 8 | u32::from(sum))
}

/// The outcome of giving each mountain the steps of `pattern` (4 bits a
/// mountain, mountain 5 lowest), as a key: the new
/// position and the tokens taken on each mountain (4 bits each).
fn base_outcome(board: &Board, seat: usize, pattern: u32) -> u64 {
    let mut key = 0u64;
    for m in Mountain::ALL {
        let i = m.index();
        let (pos, h, stack, c) = (
            board.positions[seat][i],
            m.height(),
            board.stacks[i],
            (pattern >> (4 * i) & 0xf) as u8,
        );
        let (new_pos, tokens) = if pos + c < h {
            (pos + c, 0)
        } else {
            // Arriving takes one token, each step past the summit another.
            let claims = if pos < h { c - (h - pos) + 1 } else { c };
            (h, claims.min(stack))
        };
        key |= u64::from(new_pos | tokens << 4) << (8 * i);
    }
    key
}

struct Search {
    turn: Turn,
    seen: FxSet<Board>,
    moves: Vec<Move>,
    goats: ArrayVec<Option<GoatRef>, 4>,
}

impl Search {
    fn explore(&mut self, board: Board, faces: [u8; 4], sums: &[u8; 16], grouping: &Grouping) {
        let index = self.goats.len();
        let Some(&mask) = grouping.get(index) else {
            let mut board = board;
            board.check_end(&self.turn, &mut Discard);
            if self.seen.insert(board) {
                self.moves.push(to_move(faces, grouping, &self.goats));
            }
            return;
        };
        let sum = sums[usize::from(mask)];
        for goat in goat_choices(&board, &self.turn, sum) {
            let mut next = board;
            if next
                .resolve_group(&self.turn, index as u8, sum, goat, &mut Discard)
                .is_ok()
            {
                self.goats.push(goat);
                self.explore(next, faces, sums, grouping);
                self.goats.pop();
            }
        }
    }
}

/// The goats a group summing `sum` may name.
fn goat_choices(board: &Board, turn: &Turn, sum: u8) -> ArrayVec<Option<GoatRef>, 8> {
    let seat = turn.seat;
    let mut choices = ArrayVec::new();
    let own_spots = BIG_MOUNTAIN_SPOTS.filter(|&s| board.spot(s) == Some(seat));
    if let Some(m) = Mountain::new(sum) {
        if board.positions[usize::from(seat)][m.index()] != OFF {
            choices.push(None);
        } else {
            choices.extend(own_spots.map(|s| Some(GoatRef::BigMountain(s))));
        }
        return choices;
    }
    choices.push(None);
    if turn.big_mountain && BIG_MOUNTAIN_SPOTS.contains(&sum) && board.spot(sum).is_none() {
        for m in Mountain::ALL {
            if board.positions[usize::from(seat)][m.index()] != OFF {
                choices.push(Some(GoatRef::Mountain(m)));
            }
        }
        choices.extend(own_spots.map(|s| Some(GoatRef::BigMountain(s))));
    }
    choices
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
