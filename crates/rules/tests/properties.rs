//! Properties over many random whole games: 2 to 5 players, with and
//! without the Big Mountain and declining groups. Proptest draws a seed and
//! a configuration; a small splitmix64 generator seeded from it then rolls
//! the dice and chooses the moves, so every game is reproducible.

use std::collections::HashMap;

use mountain_goats_rules::{
    BIG_MOUNTAIN_SPOTS, BONUS_TOKENS, Config, Game, GoatPlace, GoatRef, Group, Mountain, Move,
    Roll, RuleError, big_mountain_points,
};
use proptest::prelude::*;

mod rng;
use rng::Rng;

/// The turn cap: a game that has not ended by then is a failure.
const MAX_TURNS: u64 = 5000;

impl Rng {
    fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    fn roll(&mut self) -> Roll {
        Roll([self.die(), self.die(), self.die(), self.die()])
    }
}

fn setup() -> impl Strategy<Value = (u64, Config)> {
    (any::<u64>(), any::<bool>(), any::<bool>(), 0u8..12, 0u8..5).prop_map(
        |(seed, big, declining, p, first)| {
            let max = if big { 5 } else { 4 };
            let players = 2 + p % (max - 1);
            let config = Config::new(players)
                .with_big_mountain(big)
                .with_declining_groups(declining)
                .with_first_seat(first % players);
            (seed, config)
        },
    )
}

/// Everything observable about a position, as bytes (for hashing outcomes).
fn fingerprint(g: &Game) -> Vec<u8> {
    let mut key = Vec::with_capacity(128);
    for seat in g.seats() {
        for m in Mountain::ALL {
            key.push(g.position(seat, m).unwrap_or(255));
            key.push(g.point_tokens(seat, m));
        }
        key.push(g.bonus_tokens(seat).iter().sum());
    }
    for m in Mountain::ALL {
        key.push(g.point_tokens_left(m));
    }
    for spot in BIG_MOUNTAIN_SPOTS {
        key.push(g.big_mountain_spot(spot).unwrap_or(255));
    }
    key.push(u8::from(g.end_trigger().is_some()));
    key.push(u8::from(g.is_over()));
    key.push(g.current_seat());
    key
}

/// The rules a move's faces and groups can break, checked independently of
/// the engine, in the order the engine reports them.
fn structural_error(roll: Roll, mv: &Move, declining: bool) -> Option<RuleError> {
    for die in 0..4 {
        let (rolled, face) = (roll.0[die], mv.faces[die]);
        if !(1..=6).contains(&face) {
            return Some(RuleError::FaceOutOfRange {
                die: die as u8,
                face,
            });
        }
        if face != rolled && rolled != 1 {
            return Some(RuleError::DieNotAOne { die: die as u8 });
        }
    }
    let ones_kept = (0..4).any(|d| roll.0[d] == 1 && mv.faces[d] == 1);
    if roll.ones() > 0 && !ones_kept {
        return Some(RuleError::LastOneChanged);
    }
    let mut used = [false; 4];
    for (group, g) in mv.groups.iter().enumerate() {
        if g.dice.is_empty() {
            return Some(RuleError::EmptyGroup { group: group as u8 });
        }
        for &die in &g.dice {
            if die > 3 {
                return Some(RuleError::DieOutOfRange {
                    group: group as u8,
                    die,
                });
            }
            if used[usize::from(die)] {
                return Some(RuleError::DieUsedTwice { die });
            }
            used[usize::from(die)] = true;
        }
    }
    let unused = used.iter().filter(|u| !**u).count() as u8;
    if !declining && unused > 0 {
        return Some(RuleError::DiceLeftOut { unused });
    }
    None
}

/// A move built at random: faces obeying or breaking the ones rule, random
/// groupings (some invalid), random goats (some not the player's).
fn random_move(rng: &mut Rng, g: &Game, roll: Roll) -> Move {
    let mut faces = roll.0;
    if !rng.one_in(3) {
        for (face, &rolled) in faces.iter_mut().zip(&roll.0) {
            if rolled == 1 && rng.one_in(2) {
                *face = rng.die();
            }
        }
    }
    if rng.one_in(12) {
        faces[rng.below(4)] = rng.below(8) as u8;
    }
    let mut groups: Vec<Group> = vec![Group::default(); 4];
    for die in 0..4u8 {
        let labels = if rng.one_in(6) { 5 } else { 4 };
        let label = rng.below(labels);
        if label < 4 {
            groups[label].dice.push(die);
        }
    }
    if !rng.one_in(15) {
        groups.retain(|g| !g.dice.is_empty());
    }
    if rng.one_in(15) && !groups.is_empty() {
        let i = rng.below(groups.len());
        let die = if rng.one_in(2) {
            4 + rng.below(4) as u8
        } else {
            rng.below(4) as u8
        };
        let _ = groups[i].dice.try_push(die);
    }
    // Shuffle the order of the groups.
    for i in (1..groups.len()).rev() {
        groups.swap(i, rng.below(i + 1));
    }
    let own: Vec<GoatRef> = g
        .goats(g.current_seat())
        .into_iter()
        .map(|place| match place {
            GoatPlace::Mountain { mountain, .. } => GoatRef::Mountain(mountain),
            GoatPlace::BigMountain { spot } => GoatRef::BigMountain(spot),
        })
        .collect();
    for group in &mut groups {
        group.goat = match rng.below(4) {
            0 | 1 => None,
            2 => Some(own[rng.below(own.len())]),
            _ if rng.one_in(2) => Mountain::new(5 + rng.below(6) as u8).map(GoatRef::Mountain),
            _ => Some(GoatRef::BigMountain(10 + rng.below(16) as u8)),
        };
    }
    Move::new(faces, groups)
}

/// Checks what must hold in every position.
fn check_invariants(g: &Game) {
    let players = g.config().players;
    for m in Mountain::ALL {
        let held: u8 = g.seats().map(|s| g.point_tokens(s, m)).sum();
        assert_eq!(
            g.point_tokens_left(m) + held,
            m.starting_tokens(players),
            "{m}: tokens conserved"
        );
        let on_summit: Vec<u8> = g
            .seats()
            .filter(|&s| g.position(s, m) == Some(m.height()))
            .collect();
        assert!(on_summit.len() <= 1, "{m}: two goats on the summit");
        assert_eq!(g.summit(m), on_summit.first().copied());
        for s in g.seats() {
            assert!(g.position(s, m).is_none_or(|p| p <= m.height()));
        }
    }
    let mut bonus: Vec<u8> = g.bonus_tokens_left().to_vec();
    let mut spots = HashMap::new();
    for s in g.seats() {
        let goats = g.goats(s);
        assert_eq!(goats.len(), 6, "seat {s} has six goats");
        for goat in goats {
            if let GoatPlace::BigMountain { spot } = goat {
                assert!(BIG_MOUNTAIN_SPOTS.contains(&spot));
                assert!(g.config().big_mountain);
                assert_eq!(spots.insert(spot, s), None, "spot {spot} holds two goats");
                assert_eq!(g.big_mountain_spot(spot), Some(s));
            }
        }
        let held = g.bonus_tokens(s);
        assert!(held.len() <= usize::from(g.sets(s)));
        assert!(held.len() == usize::from(g.sets(s)) || g.bonus_tokens_left().is_empty());
        bonus.extend(held);
    }
    assert_eq!(g.big_mountain().count(), spots.len());
    bonus.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(bonus, BONUS_TOKENS, "bonus tokens conserved");
    // Scores: the tokens held plus the Big Mountain's ranked goats.
    let mut ranked: Vec<(u8, u8)> = g.big_mountain().collect();
    ranked.sort_unstable_by_key(|&(spot, _)| std::cmp::Reverse(spot));
    let mut big = vec![0u32; usize::from(players)];
    for (&(_, seat), &points) in ranked.iter().zip(big_mountain_points(players)) {
        big[usize::from(seat)] += u32::from(points);
    }
    for (s, score) in g.seats().zip(g.scores()) {
        let points: u32 = Mountain::ALL
            .iter()
            .map(|&m| u32::from(g.point_tokens(s, m)) * u32::from(m.number()))
            .sum();
        let bonus: u32 = g.bonus_tokens(s).iter().map(|&v| u32::from(v)).sum();
        assert_eq!(score.point_tokens, points);
        assert_eq!(score.bonus_tokens, bonus);
        assert_eq!(score.big_mountain, big[usize::from(s)]);
    }
    let empty = Mountain::ALL
        .iter()
        .filter(|&&m| g.point_tokens_left(m) == 0)
        .count();
    let triggered = empty >= 3 || g.bonus_tokens_left().is_empty();
    assert_eq!(g.end_trigger().is_some(), triggered, "end trigger");
}

/// Plays one random game, calling `each_turn` with the game (awaiting its
/// move), the listed moves and the generator before the chosen move is
/// played. Returns the final game and its record.
fn random_game(
    seed: u64,
    config: Config,
    mut each_turn: impl FnMut(&Game, &[Move], &mut Rng),
) -> (Game, Vec<(Roll, Move)>) {
    let mut rng = Rng(seed);
    let mut g = Game::new(config).expect("valid config");
    let mut record = Vec::new();
    while !g.is_over() {
        assert!(
            g.turn() < MAX_TURNS,
            "{config:?}: no end after {MAX_TURNS} turns"
        );
        let roll = rng.roll();
        g.roll(roll).expect("roll");
        let moves = g.legal_moves();
        assert!(!moves.is_empty(), "no legal move for {roll}");
        each_turn(&g, &moves, &mut rng);
        let mv = moves[rng.below(moves.len())].clone();
        g.play(g.current_seat(), &mv).expect("a listed move plays");
        record.push((roll, mv));
    }
    (g, record)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Every listed move plays; the listed outcomes are pairwise distinct;
    /// a random move plays exactly when its outcome is a listed one.
    #[test]
    fn listed_moves_are_legal_distinct_and_complete((seed, config) in setup()) {
        let mut accepted = 0usize;
        let mut refused = 0usize;
        random_game(seed, config, |g, moves, rng| {
            let seat = g.current_seat();
            let roll = g.current_roll().expect("rolled");
            let mut outcomes: HashMap<Vec<u8>, Game> = HashMap::with_capacity(moves.len());
            for mv in moves {
                let (after, _) = g
                    .after(seat, mv)
                    .unwrap_or_else(|e| panic!("listed {mv} refused: {e}"));
                let previous = outcomes.insert(fingerprint(&after), after);
                assert!(previous.is_none(), "two listed moves reach one outcome ({mv})");
            }
            for _ in 0..8 {
                let mv = random_move(rng, g, roll);
                let mut copy = g.clone();
                match copy.play(seat, &mv) {
                    Ok(_) => {
                        accepted += 1;
                        let listed = outcomes.get(&fingerprint(&copy));
                        assert_eq!(listed, Some(&copy), "{mv} reaches an unlisted outcome");
                        assert_eq!(structural_error(roll, &mv, config.allow_declining_groups), None);
                    }
                    Err(err) => {
                        refused += 1;
                        assert_eq!(&copy, g, "refused {mv} changed the game");
                        match structural_error(roll, &mv, config.allow_declining_groups) {
                            Some(want) => assert_eq!(err, want, "{mv}"),
                            None => assert!(
                                matches!(
                                    err,
                                    RuleError::GoatNotExpected { .. }
                                        | RuleError::GoatRequired { .. }
                                        | RuleError::GoatNotFound { .. }
                                        | RuleError::SpotTaken { .. }
                                ),
                                "{mv}: {err}"
                            ),
                        }
                    }
                }
            }
        });
        prop_assert!(accepted > 0 && refused > 0);
    }
}

/// Invariants after every move; every game ends after a whole round;
/// replaying the rolls and moves gives the same game.
fn check_whole_game(seed: u64, config: Config) {
    let mut turns = 0u64;
    let (g, record) = random_game(seed, config, |g, _, _| {
        check_invariants(g);
        turns += 1;
    });
    check_invariants(&g);
    assert!(g.is_over());
    let players = u64::from(config.players);
    assert_eq!(g.turn() + 1, turns);
    assert_eq!(
        turns % players,
        0,
        "every player had the same number of turns"
    );
    assert_eq!(
        g.current_seat(),
        (config.first_seat + config.players - 1) % config.players
    );
    let (trigger_turn_seen, result) = (
        g.end_trigger().expect("triggered").1,
        g.result().expect("result"),
    );
    assert!(turns - trigger_turn_seen <= players);
    let best = g.scores().iter().map(|s| s.total()).max().expect("players");
    for &w in &result.winners {
        assert_eq!(g.scores()[usize::from(w)].total(), best);
    }
    assert!(!result.winners.is_empty());
    // Replay.
    let mut replay = Game::new(config).expect("valid config");
    for (roll, mv) in &record {
        replay.roll(*roll).expect("roll");
        replay
            .play(replay.current_seat(), mv)
            .expect("replayed move");
    }
    assert_eq!(replay, g);
}

/// Base-game configurations only (cheaper games, so many more of them).
fn base_setup() -> impl Strategy<Value = (u64, Config)> {
    setup().prop_map(|(seed, config)| {
        let players = config.players.min(4);
        let config = Config {
            players,
            big_mountain: false,
            first_seat: config.first_seat % players,
            ..config
        };
        (seed, config)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Whole games of every kind keep the invariants, end fairly and replay.
    #[test]
    fn games_keep_invariants_end_fairly_and_replay((seed, config) in setup()) {
        check_whole_game(seed, config);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// The same over many more base games (2 to 4 players).
    #[test]
    fn base_games_keep_invariants_end_fairly_and_replay((seed, config) in base_setup()) {
        check_whole_game(seed, config);
    }
}
