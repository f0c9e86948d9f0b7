//! One test per rule of the specification, with fixed dice. Every position is
//! reached by playing real turns.

mod common;

use common::*;
use mountain_goats_rules::{
    BONUS_TOKENS, Config, ConfigError, EndTrigger, Event, Game, GoatPlace, GoatRef, Group,
    Mountain, Move, Phase, Roll, RuleError, Seat, TieBreak, WasteReason, big_mountain_points,
};

// ---------------------------------------------------------------- components

#[test]
fn mountain_heights() {
    let heights: Vec<(u8, u8)> = Mountain::ALL
        .iter()
        .map(|m| (m.number(), m.height()))
        .collect();
    assert_eq!(heights, [(5, 4), (6, 4), (7, 3), (8, 3), (9, 2), (10, 2)]);
    // A goat reaches the summit after exactly `height` steps.
    for mountain in Mountain::ALL {
        let mut g = game(Config::new(2));
        let n = mountain.number();
        climb(&mut g, 0, &[(n, mountain.height() - 1)]);
        assert_eq!(g.summit(mountain), None, "{mountain}");
        assert_eq!(g.position(0, mountain), Some(mountain.height() - 1));
        let events = step(&mut g, 0, n);
        assert_eq!(g.summit(mountain), Some(0), "{mountain}");
        assert!(events.contains(&Event::SummitReached { seat: 0, mountain }));
    }
}

#[test]
fn token_stacks_for_two_to_five_players() {
    let table: [(u8, bool, [u8; 6]); 7] = [
        (2, false, [10, 9, 8, 7, 6, 5]),
        (3, false, [11, 10, 9, 8, 7, 6]),
        (4, false, [12, 11, 10, 9, 8, 7]),
        (2, true, [10, 9, 8, 7, 6, 5]),
        (3, true, [11, 10, 9, 8, 7, 6]),
        (4, true, [12, 11, 10, 9, 8, 7]),
        // Five players use the full four-player stacks.
        (5, true, [12, 11, 10, 9, 8, 7]),
    ];
    for (players, big, stacks) in table {
        let g = game(Config::new(players).with_big_mountain(big));
        let got: Vec<u8> = Mountain::ALL
            .iter()
            .map(|&m| g.point_tokens_left(m))
            .collect();
        assert_eq!(got, stacks, "{players} players, big mountain {big}");
    }
    let g = game(Config::new(4));
    let total: u32 = Mountain::ALL
        .iter()
        .map(|&m| u32::from(g.point_tokens_left(m)))
        .sum();
    assert_eq!(total, 57);
}

#[test]
fn all_four_bonus_tokens_with_any_number_of_players() {
    for players in 2..=5 {
        let g = game(Config::new(players).with_big_mountain(true));
        assert_eq!(g.bonus_tokens_left(), &[15, 12, 9, 6]);
        assert_eq!(g.bonus_tokens_left(), &BONUS_TOKENS);
    }
}

#[test]
fn player_counts() {
    let table: [(u8, bool, Option<ConfigError>); 8] = [
        (1, false, Some(ConfigError::Players { players: 1, max: 4 })),
        (2, false, None),
        (4, false, None),
        (5, false, Some(ConfigError::Players { players: 5, max: 4 })),
        (1, true, Some(ConfigError::Players { players: 1, max: 5 })),
        (2, true, None),
        (5, true, None),
        (6, true, Some(ConfigError::Players { players: 6, max: 5 })),
    ];
    for (players, big, err) in table {
        let got = Game::new(Config::new(players).with_big_mountain(big)).err();
        assert_eq!(got, err, "{players} players, big mountain {big}");
    }
    assert_eq!(
        Game::new(Config::new(3).with_first_seat(3)).err(),
        Some(ConfigError::FirstSeat {
            first_seat: 3,
            players: 3
        })
    );
}

// ------------------------------------------------------------------- set-up

#[test]
fn setup_puts_one_goat_at_the_foot_of_each_mountain() {
    let g = game(Config::new(5).with_big_mountain(true));
    for seat in g.seats() {
        let goats = g.goats(seat);
        let expected: Vec<GoatPlace> = Mountain::ALL
            .iter()
            .map(|&mountain| GoatPlace::Mountain {
                mountain,
                position: 0,
            })
            .collect();
        assert_eq!(goats, expected);
        assert!(g.bonus_tokens(seat).is_empty());
        assert_eq!(g.scores()[usize::from(seat)].total(), 0);
    }
    assert_eq!(g.big_mountain().count(), 0);
    assert_eq!(g.phase(), Phase::AwaitingRoll);
}

#[test]
fn the_host_fixes_the_first_seat_and_turns_pass_clockwise() {
    let mut g = game(Config::new(4).with_first_seat(2));
    let mut order = Vec::new();
    for t in 0..6 {
        assert_eq!(g.turn(), t);
        order.push(g.current_seat());
        pass(&mut g);
    }
    assert_eq!(order, [2, 3, 0, 1, 2, 3]);
}

// --------------------------------------------------------------------- ones

/// Rolls `roll`, plays `faces` in four groups of one; the result of `play`.
fn try_faces(roll: [u8; 4], faces: [u8; 4]) -> (Game, Result<Vec<Event>, RuleError>) {
    let mut g = game(Config::new(2));
    g.roll(Roll(roll)).expect("roll");
    let before = g.clone();
    let result = g.play(0, &Move::grouped(faces, &[&[0], &[1], &[2], &[3]]));
    if result.is_err() {
        assert_eq!(before, g, "a refused move changed the game");
    }
    (g, result)
}

fn check_ones(table: &[([u8; 4], [u8; 4], Option<RuleError>)]) {
    for &(roll, faces, ref err) in table {
        let (_, result) = try_faces(roll, faces);
        match err {
            Some(err) => assert_eq!(result.as_ref().err(), Some(err), "{roll:?} -> {faces:?}"),
            None => {
                let events = result.unwrap_or_else(|e| panic!("{roll:?} -> {faces:?}: {e}"));
                let changed = events
                    .iter()
                    .any(|e| matches!(e, Event::OnesChanged { .. }));
                assert_eq!(changed, roll != faces, "{roll:?} -> {faces:?}");
            }
        }
    }
}

#[test]
fn ones_with_no_one_nothing_changes() {
    check_ones(&[
        ([2, 3, 4, 5], [2, 3, 4, 5], None),
        (
            [2, 3, 4, 5],
            [1, 3, 4, 5],
            Some(RuleError::DieNotAOne { die: 0 }),
        ),
        (
            [2, 3, 4, 5],
            [2, 3, 4, 6],
            Some(RuleError::DieNotAOne { die: 3 }),
        ),
    ]);
    let mut g = game(Config::new(2));
    g.roll(Roll([2, 3, 4, 5])).expect("roll");
    assert!(g.legal_moves().iter().all(|mv| mv.faces == [2, 3, 4, 5]));
}

#[test]
fn ones_with_one_one_it_stays() {
    check_ones(&[
        ([3, 1, 4, 5], [3, 1, 4, 5], None),
        ([3, 1, 4, 5], [3, 6, 4, 5], Some(RuleError::LastOneChanged)),
        ([3, 1, 4, 5], [3, 2, 4, 5], Some(RuleError::LastOneChanged)),
    ]);
    let mut g = game(Config::new(2));
    g.roll(Roll([3, 1, 4, 5])).expect("roll");
    assert!(g.legal_moves().iter().all(|mv| mv.faces == [3, 1, 4, 5]));
}

#[test]
fn ones_with_two_ones_one_may_change() {
    check_ones(&[
        ([1, 1, 3, 4], [1, 1, 3, 4], None),
        ([1, 1, 3, 4], [6, 1, 3, 4], None),
        ([1, 1, 3, 4], [1, 5, 3, 4], None),
        ([1, 1, 3, 4], [6, 5, 3, 4], Some(RuleError::LastOneChanged)),
    ]);
    // The changed face counts: 1 + (6 + 4) moves the goat on mountain 10.
    let mut g = game(Config::new(2));
    play(
        &mut g,
        [1, 1, 3, 4],
        &Move::grouped([1, 6, 3, 4], &[&[1, 3], &[0, 2]]),
    );
    assert_eq!(g.position(0, m(10)), Some(1));
}

#[test]
fn ones_with_three_ones_two_may_change() {
    check_ones(&[
        ([1, 1, 4, 1], [1, 1, 4, 1], None),
        ([1, 1, 4, 1], [1, 6, 4, 6], None),
        ([1, 1, 4, 1], [2, 1, 4, 3], None),
        ([1, 1, 4, 1], [2, 2, 4, 2], Some(RuleError::LastOneChanged)),
    ]);
}

#[test]
fn ones_with_four_ones_three_may_change() {
    check_ones(&[
        ([1, 1, 1, 1], [1, 1, 1, 1], None),
        ([1, 1, 1, 1], [1, 4, 5, 6], None),
        ([1, 1, 1, 1], [6, 6, 6, 1], None),
        ([1, 1, 1, 1], [6, 6, 6, 6], Some(RuleError::LastOneChanged)),
        ([1, 1, 1, 1], [2, 3, 4, 5], Some(RuleError::LastOneChanged)),
    ]);
    // Three groups of 5 from four ones: three steps on mountain 5.
    let mut g = game(Config::new(2));
    play(
        &mut g,
        [1, 1, 1, 1],
        &Move::grouped([1, 4, 5, 5], &[&[0, 1], &[2], &[3]]),
    );
    assert_eq!(g.position(0, m(5)), Some(3));
}

#[test]
fn ones_changing_a_die_that_was_not_a_one() {
    check_ones(&[
        (
            [1, 1, 3, 4],
            [1, 1, 4, 4],
            Some(RuleError::DieNotAOne { die: 2 }),
        ),
        (
            [1, 1, 3, 4],
            [1, 6, 3, 3],
            Some(RuleError::DieNotAOne { die: 3 }),
        ),
        (
            [5, 1, 1, 1],
            [1, 1, 1, 1],
            Some(RuleError::DieNotAOne { die: 0 }),
        ),
    ]);
}

#[test]
fn ones_changing_the_last_one() {
    check_ones(&[
        ([1, 2, 1, 3], [4, 2, 5, 3], Some(RuleError::LastOneChanged)),
        ([1, 1, 1, 3], [2, 2, 2, 3], Some(RuleError::LastOneChanged)),
        // A one "changed" to 1 keeps showing 1.
        ([1, 2, 1, 3], [1, 2, 5, 3], None),
    ]);
}

#[test]
fn ones_faces_stay_one_to_six() {
    check_ones(&[
        (
            [1, 1, 3, 4],
            [1, 7, 3, 4],
            Some(RuleError::FaceOutOfRange { die: 1, face: 7 }),
        ),
        (
            [1, 1, 3, 4],
            [0, 1, 3, 4],
            Some(RuleError::FaceOutOfRange { die: 0, face: 0 }),
        ),
    ]);
}

// ------------------------------------------------------------------- groups

#[test]
fn a_group_holds_one_to_four_dice() {
    let mut g = game(Config::new(2));
    // One group of four: 2 + 3 + 4 + 1 = 10.
    turn(&mut g, [2, 3, 4, 1], &[&[0, 1, 2, 3]]);
    assert_eq!(g.position(0, m(10)), Some(1));
    // Groups of one: a single 6 moves the goat on mountain 6.
    turn(&mut g, [6, 2, 1, 1], &[&[0], &[1], &[2], &[3]]);
    assert_eq!(g.position(1, m(6)), Some(1));
    // Three and one: 2 + 2 + 3 = 7 and 5.
    turn(&mut g, [2, 2, 3, 5], &[&[0, 1, 2], &[3]]);
    assert_eq!(g.position(0, m(7)), Some(1));
    assert_eq!(g.position(0, m(5)), Some(1));
}

#[test]
fn sums_outside_five_to_ten_do_nothing() {
    let mut g = game(Config::new(2));
    let events = turn(&mut g, [6, 6, 2, 2], &[&[0, 1], &[2, 3]]);
    let wasted: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::GroupWasted {
                sum,
                reason: WasteReason::NoMountain,
                ..
            } => Some(*sum),
            _ => None,
        })
        .collect();
    assert_eq!(wasted, [12, 4]);
    assert!(
        g.goats(0)
            .iter()
            .all(|goat| matches!(goat, GoatPlace::Mountain { position: 0, .. }))
    );
}

#[test]
fn two_groups_on_one_mountain_in_a_turn() {
    let mut g = game(Config::new(2));
    // 3 + 2 = 5 and 4 + 1 = 5: the goat on mountain 5 climbs twice.
    let events = turn(&mut g, [3, 2, 4, 1], &[&[0, 1], &[2, 3]]);
    assert_eq!(g.position(0, m(5)), Some(2));
    assert_eq!(
        count(&events, |e| matches!(e, Event::GoatClimbed { .. })),
        2
    );
}

#[test]
fn groups_resolve_in_the_order_listed() {
    let climbed = |events: &[Event]| -> Vec<u8> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::GoatClimbed { mountain, .. } => Some(mountain.number()),
                _ => None,
            })
            .collect()
    };
    let mut g = game(Config::new(2));
    let events = turn(&mut g, [6, 4, 5, 2], &[&[0, 1], &[2, 3]]);
    assert_eq!(climbed(&events), [10, 7]);
    let events = turn(&mut g, [6, 4, 5, 2], &[&[2, 3], &[0, 1]]);
    assert_eq!(climbed(&events), [7, 10]);
}

#[test]
fn strict_rule_every_die_in_a_group() {
    let mut g = game(Config::new(2));
    g.roll(Roll([2, 3, 4, 6])).expect("roll");
    refused(&g, RuleError::DiceLeftOut { unused: 2 }, |g| {
        g.play(0, &Move::grouped([2, 3, 4, 6], &[&[0, 1]]))
    });
    refused(&g, RuleError::DiceLeftOut { unused: 4 }, |g| {
        g.play(0, &Move::grouped([2, 3, 4, 6], &[]))
    });
}

/// 5,2,2,1: the 5 is in some group whatever the grouping, and every group
/// holding it sums 5 to 10.
#[test]
fn roll_5_2_2_1_forces_a_move_under_the_strict_rule() {
    let mut g = game(Config::new(2));
    g.roll(Roll([5, 2, 2, 1])).expect("roll");
    let before = g.clone();
    let moves = g.legal_moves();
    assert!(!moves.is_empty());
    for mv in &moves {
        let (after, _) = g.after(0, mv).expect("listed moves are legal");
        let moved = g.goats(0) != after.goats(0);
        assert!(moved, "{mv} moves no goat");
    }
    refused(&before, RuleError::DiceLeftOut { unused: 4 }, |g| {
        g.play(0, &Move::grouped([5, 2, 2, 1], &[]))
    });
    refused(&before, RuleError::DiceLeftOut { unused: 1 }, |g| {
        g.play(0, &Move::grouped([5, 2, 2, 1], &[&[1, 2, 3]]))
    });
    // The outcomes: 10; 5 twice; 7; 9; 6; 8; 5 once.
    assert_eq!(moves.len(), 7);
}

#[test]
fn roll_5_2_2_1_is_optional_with_declining_groups() {
    let mut g = game(Config::new(2).with_declining_groups(true));
    g.roll(Roll([5, 2, 2, 1])).expect("roll");
    let moves = g.legal_moves();
    let idle = moves
        .iter()
        .filter(|mv| g.after(0, mv).expect("legal").0.goats(0) == g.goats(0))
        .count();
    assert_eq!(idle, 1, "exactly one listed move leaves every goat");
    assert_eq!(moves.len(), 8);
    // Leaving every die out, or only some, is allowed.
    let events = g
        .clone()
        .play(0, &Move::grouped([5, 2, 2, 1], &[]))
        .expect("declining everything");
    assert_eq!(
        count(&events, |e| matches!(e, Event::GoatClimbed { .. })),
        0
    );
    let mut h = g.clone();
    h.play(0, &Move::grouped([5, 2, 2, 1], &[&[1, 2, 3]]))
        .expect("using one group of 5");
    assert_eq!(h.position(0, m(5)), Some(1));
}

// ------------------------------------------------------------------ summits

#[test]
fn goats_share_a_step_below_the_summit() {
    let mut g = game(Config::new(3));
    step(&mut g, 0, 5);
    step(&mut g, 1, 5);
    step(&mut g, 2, 5);
    for seat in 0..3 {
        assert_eq!(g.position(seat, m(5)), Some(1));
    }
}

#[test]
fn stepping_onto_a_summit_takes_the_top_token() {
    let mut g = game(Config::new(2));
    let events = pair(&mut g, 0, 10, 10);
    assert_eq!(g.summit(m(10)), Some(0));
    assert_eq!(g.point_tokens(0, m(10)), 1);
    assert_eq!(g.point_tokens_left(m(10)), 4);
    assert!(events.contains(&Event::PointTokenTaken {
        seat: 0,
        mountain: m(10)
    }));
}

#[test]
fn stepping_onto_an_occupied_summit_with_tokens_left() {
    let mut g = game(Config::new(2));
    pair(&mut g, 0, 9, 9);
    let events = pair(&mut g, 1, 9, 9);
    assert_eq!(g.summit(m(9)), Some(1));
    assert_eq!(g.position(0, m(9)), Some(0), "knocked to the foot");
    assert_eq!(
        g.point_tokens(0, m(9)),
        1,
        "the knocked goat keeps its token"
    );
    assert_eq!(g.point_tokens(1, m(9)), 1);
    assert_eq!(g.point_tokens_left(m(9)), 4);
    assert!(events.contains(&Event::GoatKnockedDown {
        seat: 0,
        mountain: m(9)
    }));
}

#[test]
fn stepping_onto_an_occupied_summit_without_tokens_left() {
    let mut g = game(Config::new(2));
    // Seat 0 takes all five tokens of mountain 10; seat 1 waits one step below.
    pair(&mut g, 0, 10, 10);
    step(&mut g, 1, 10);
    pair(&mut g, 0, 10, 10);
    pair(&mut g, 0, 10, 10);
    assert_eq!(g.point_tokens(0, m(10)), 5);
    assert_eq!(g.point_tokens_left(m(10)), 0);
    let events = step(&mut g, 1, 10);
    assert_eq!(g.summit(m(10)), Some(1));
    assert_eq!(g.position(0, m(10)), Some(0), "knocked even with no token");
    assert_eq!(g.point_tokens(1, m(10)), 0);
    assert!(events.contains(&Event::GoatKnockedDown {
        seat: 0,
        mountain: m(10)
    }));
    assert_eq!(
        count(&events, |e| matches!(e, Event::PointTokenTaken { .. })),
        0
    );
}

#[test]
fn claiming_from_the_summit() {
    let mut g = game(Config::new(2));
    pair(&mut g, 0, 9, 9);
    let events = step(&mut g, 0, 9);
    assert_eq!(g.position(0, m(9)), Some(2), "the goat stays on the summit");
    assert_eq!(g.point_tokens(0, m(9)), 2);
    assert_eq!(g.point_tokens_left(m(9)), 4);
    assert_eq!(
        count(&events, |e| matches!(e, Event::GoatClimbed { .. })),
        0
    );
    // Two groups of 9 on the summit claim two tokens.
    pair(&mut g, 0, 9, 9);
    assert_eq!(g.point_tokens(0, m(9)), 4);
}

#[test]
fn claiming_from_an_empty_summit_does_nothing() {
    let mut g = game(Config::new(2));
    climb(&mut g, 0, &[(10, 6)]);
    assert_eq!(g.point_tokens(0, m(10)), 5);
    let before = g.scores();
    let events = step(&mut g, 0, 10);
    assert_eq!(g.scores(), before);
    assert!(events.contains(&Event::GroupWasted {
        seat: 0,
        sum: 10,
        reason: WasteReason::NoTokensLeft
    }));
}

#[test]
fn reaching_the_summit_and_claiming_in_one_turn() {
    let mut g = game(Config::new(2));
    step(&mut g, 0, 10);
    pair(&mut g, 0, 10, 10);
    assert_eq!(g.point_tokens(0, m(10)), 2);
    assert_eq!(g.summit(m(10)), Some(0));
}

// ------------------------------------------------------------- bonus tokens

/// Steps that take `tokens` point tokens on mountain `n` from the foot.
fn for_tokens(n: u8, tokens: u8) -> (u8, u8) {
    (n, m(n).height() + tokens - 1)
}

#[test]
fn a_set_takes_the_highest_bonus_token_left() {
    let mut g = game(Config::new(2));
    let plan: Vec<(u8, u8)> = (5..=10).map(|n| for_tokens(n, 1)).collect();
    climb(&mut g, 0, &plan[..5]);
    assert_eq!(g.sets(0), 0);
    let events = climb(&mut g, 0, &plan[5..]);
    assert_eq!(g.sets(0), 1);
    assert_eq!(g.bonus_tokens(0), [15]);
    assert!(events.contains(&Event::BonusTokenTaken { seat: 0, value: 15 }));
    // Seat 1 makes a set next (knocking seat 0 off every summit): it gets 12.
    climb(&mut g, 1, &plan);
    assert_eq!(g.bonus_tokens(1), [12]);
    assert_eq!(g.bonus_tokens_left(), &[9, 6]);
    assert_eq!(g.sets(0), 1, "a knocked goat's tokens stay");
}

#[test]
fn two_bonus_tokens_in_one_turn() {
    let mut g = game(Config::new(2));
    // Two tokens from each of mountains 5 to 9, and one step on mountain 10.
    let mut plan: Vec<(u8, u8)> = (5..=9).map(|n| for_tokens(n, 2)).collect();
    plan.push((10, 1));
    climb(&mut g, 0, &plan);
    assert_eq!(g.sets(0), 0);
    // Reaching the summit of 10 and claiming: two tokens, two sets at once.
    let events = pair(&mut g, 0, 10, 10);
    assert_eq!(g.sets(0), 2);
    assert_eq!(g.bonus_tokens(0), [15, 12]);
    assert_eq!(
        count(&events, |e| matches!(e, Event::BonusTokenTaken { .. })),
        2
    );
    assert_eq!(g.bonus_tokens_left(), &[9, 6]);
}

#[test]
fn bonus_tokens_run_out() {
    let mut g = game(Config::new(2));
    let mut plan = vec![for_tokens(10, 3)];
    plan.extend((5..=9).map(|n| for_tokens(n, 5)));
    climb(&mut g, 0, &plan);
    assert_eq!(g.sets(0), 3);
    assert_eq!(g.bonus_tokens(0), [15, 12, 9]);
    // Two more tokens of 10: sets 4 and 5, but only one bonus token is left.
    let events = pair(&mut g, 0, 10, 10);
    assert_eq!(g.sets(0), 5);
    assert_eq!(g.bonus_tokens(0), [15, 12, 9, 6]);
    assert!(g.bonus_tokens_left().is_empty());
    assert_eq!(
        count(&events, |e| matches!(e, Event::BonusTokenTaken { .. })),
        1
    );
    assert_eq!(
        g.end_trigger(),
        Some((EndTrigger::BonusTokensGone, g.turn() - 1))
    );
    assert_eq!(g.scores()[0].bonus_tokens, 42);
}

// ------------------------------------------------------------ end of game

/// Plays `plan` for `seat` (the end is triggered on its last turn), then
/// checks the game ends exactly after the seat before the first.
fn check_end(config: Config, seat: Seat, plan: &[(u8, u8)], trigger: EndTrigger) {
    let players = config.players;
    let last = (config.first_seat + players - 1) % players;
    let mut g = game(config);
    climb(&mut g, seat, &plan[..plan.len() - 1]);
    assert_eq!(g.end_trigger(), None, "{config:?} seat {seat}: too early");
    let events = climb(&mut g, seat, &plan[plan.len() - 1..]);
    // The turn counter moves on unless the game is over.
    let trigger_turn = if g.is_over() { g.turn() } else { g.turn() - 1 };
    assert_eq!(
        g.end_trigger(),
        Some((trigger, trigger_turn)),
        "{config:?} seat {seat}"
    );
    assert!(events.contains(&Event::EndTriggered {
        trigger,
        turn: trigger_turn
    }));
    assert_eq!(g.is_over(), seat == last, "{config:?} seat {seat}");
    let mut extra = 0;
    while !g.is_over() {
        let before = g.current_seat();
        pass(&mut g);
        extra += 1;
        assert_eq!(g.is_over(), before == last, "{config:?} seat {seat}");
    }
    assert_eq!(extra, (last + players - seat) % players);
    assert_eq!(g.current_seat(), last);
    assert_eq!(
        (g.turn() + 1) % u64::from(players),
        0,
        "every player had the same number of turns"
    );
    assert!(g.result().is_some());
    assert_eq!(g.phase(), Phase::Over);
}

#[test]
fn end_triggered_by_the_last_bonus_token_from_each_seat() {
    let plan: Vec<(u8, u8)> = (5..=10).map(|n| for_tokens(n, 4)).collect();
    for players in 2..=4 {
        for first in 0..players {
            for seat in 0..players {
                let config = Config::new(players).with_first_seat(first);
                check_end(config, seat, &plan, EndTrigger::BonusTokensGone);
            }
        }
    }
}

#[test]
fn end_triggered_by_three_empty_mountains_from_each_seat() {
    for (players, big) in [(2, false), (3, false), (4, false), (5, true)] {
        let plan: Vec<(u8, u8)> = [8, 9, 10]
            .iter()
            .map(|&n| for_tokens(n, m(n).starting_tokens(players)))
            .collect();
        for first in 0..players {
            for seat in 0..players {
                let config = Config::new(players)
                    .with_big_mountain(big)
                    .with_first_seat(first);
                check_end(config, seat, &plan, EndTrigger::ThreeMountainsEmpty);
            }
        }
    }
}

#[test]
fn nothing_is_played_after_the_end() {
    let mut g = game(Config::new(2));
    climb(
        &mut g,
        1,
        &[for_tokens(8, 7), for_tokens(9, 6), for_tokens(10, 5)],
    );
    assert!(g.is_over(), "seat 1 is the last seat");
    assert!(g.legal_moves().is_empty());
    refused(&g, RuleError::GameOver, |g| g.roll(Roll([1, 2, 3, 4])));
    refused(&g, RuleError::GameOver, |g| {
        g.play(1, &Move::grouped([1, 2, 3, 4], &[&[0, 1, 2, 3]]))
    });
}

#[test]
fn score_is_point_tokens_plus_bonus_tokens() {
    let mut g = game(Config::new(2));
    let plan: Vec<(u8, u8)> = (5..=10).map(|n| for_tokens(n, 1)).collect();
    climb(&mut g, 0, &plan);
    climb(&mut g, 0, &[(9, 1)]);
    let score = g.scores()[0];
    assert_eq!(score.point_tokens, 5 + 6 + 7 + 8 + 9 + 10 + 9);
    assert_eq!(score.bonus_tokens, 15);
    assert_eq!(score.big_mountain, 0);
    assert_eq!(score.total(), 54 + 15);
}

// --------------------------------------------------------------------- ties

#[test]
fn tie_broken_by_most_goats_on_summits() {
    let mut g = game(Config::new(2));
    // Seat 1 empties 7 and 8: 56 + 56.
    climb(&mut g, 1, &[for_tokens(7, 8), for_tokens(8, 7)]);
    // Seat 0: three of 9, seven of 5, then all of 10 (the third empty mountain).
    climb(
        &mut g,
        0,
        &[for_tokens(9, 3), for_tokens(5, 7), for_tokens(10, 5)],
    );
    assert_eq!(
        g.end_trigger().map(|(t, _)| t),
        Some(EndTrigger::ThreeMountainsEmpty)
    );
    pass(&mut g);
    let result = g.result().expect("over").clone();
    assert_eq!(result.standings[0].score.total(), 112);
    assert_eq!(result.standings[1].score.total(), 112);
    assert_eq!(result.winners, [0]);
    assert_eq!(result.tie_break, Some(TieBreak::GoatsOnSummits));
    assert_eq!(result.standings[0].goats_on_summits, 3);
    assert_eq!(result.standings[1].goats_on_summits, 2);
    assert_eq!(
        result
            .standings
            .iter()
            .map(|s| (s.seat, s.rank))
            .collect::<Vec<_>>(),
        [(0, 1), (1, 2)]
    );
}

#[test]
fn tie_broken_by_the_highest_summit() {
    let mut g = game(Config::new(2));
    climb(&mut g, 0, &[for_tokens(7, 8)]);
    climb(&mut g, 1, &[for_tokens(8, 7), for_tokens(9, 4)]);
    // Seat 0 empties 6, the third empty mountain; seat 1 then takes the last two of 9.
    climb(&mut g, 0, &[for_tokens(6, 9)]);
    assert!(g.end_trigger().is_some());
    assert!(!g.is_over());
    pair(&mut g, 1, 9, 9);
    let result = g.result().expect("over").clone();
    assert_eq!(g.scores()[0].total(), 110);
    assert_eq!(g.scores()[1].total(), 110);
    assert_eq!(result.winners, [1]);
    assert_eq!(result.tie_break, Some(TieBreak::HighestSummit));
    assert_eq!(result.standings[0].highest_summit, Some(m(9)));
    assert_eq!(result.standings[1].highest_summit, Some(m(7)));
    assert_eq!(result.standings[0].goats_on_summits, 2);
    assert_eq!(result.standings[1].goats_on_summits, 2);
}

#[test]
fn shared_win_when_no_tied_player_holds_a_summit() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    climb(&mut g, 0, &[for_tokens(7, 8)]);
    climb(&mut g, 1, &[for_tokens(8, 7), for_tokens(9, 3)]);
    big(&mut g, 1, 21, GoatRef::Mountain(m(5)));
    big(&mut g, 0, 24, GoatRef::Mountain(m(7)));
    assert_eq!(g.summit(m(7)), None);
    // Seat 0 knocks seat 1 off the summit of 9 and takes two tokens ...
    climb(&mut g, 0, &[(9, 3)]);
    assert_eq!(g.position(1, m(9)), Some(0));
    // ... then the last one (the third empty mountain) and leaves for spot 11.
    until(&mut g, 0);
    let mv = Move::new(
        [6, 3, 6, 5],
        [
            Group::of(&[0, 1]),
            Group::of(&[2, 3]).with_goat(GoatRef::Mountain(m(9))),
        ],
    );
    play(&mut g, [6, 3, 6, 5], &mv);
    assert!(g.end_trigger().is_some());
    // Seat 1's last turn: its summit goat goes to spot 22.
    big(&mut g, 1, 22, GoatRef::Mountain(m(8)));
    let result = g.result().expect("over").clone();
    for seat in 0..2 {
        let score = g.scores()[seat];
        assert_eq!(score.point_tokens, 83);
        assert_eq!(score.big_mountain, 12);
    }
    assert!(Mountain::ALL.iter().all(|&mt| g.summit(mt).is_none()));
    assert_eq!(result.winners, [0, 1]);
    assert_eq!(result.tie_break, Some(TieBreak::SharedWin));
    assert!(result.standings.iter().all(|s| s.rank == 1));
    // Big Mountain goats are not on a summit.
    assert!(result.standings.iter().all(|s| s.goats_on_summits == 0));
}

// ------------------------------------------------------------ Big Mountain

#[test]
fn big_mountain_points_tables() {
    assert_eq!(big_mountain_points(2), [12, 8, 4]);
    assert_eq!(big_mountain_points(3), [16, 12, 8, 4]);
    assert_eq!(big_mountain_points(4), [15, 12, 9, 6, 3]);
    assert_eq!(big_mountain_points(5), [15, 12, 9, 6, 3]);
}

#[test]
fn big_mountain_example_two_players() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    big(&mut g, 0, 23, GoatRef::Mountain(m(5)));
    big(&mut g, 1, 21, GoatRef::Mountain(m(5)));
    big(&mut g, 0, 16, GoatRef::Mountain(m(6)));
    assert_eq!(
        g.big_mountain().collect::<Vec<_>>(),
        [(16, 0), (21, 1), (23, 0)]
    );
    let scores = g.scores();
    assert_eq!(scores[0].big_mountain, 16);
    assert_eq!(scores[1].big_mountain, 8);
    assert_eq!(scores[0].total(), 16);
}

#[test]
fn big_mountain_example_five_players() {
    let (white, red, yellow, blue) = (0, 1, 2, 3);
    let mut g = game(Config::new(5).with_big_mountain(true));
    big(&mut g, white, 24, GoatRef::Mountain(m(5)));
    big(&mut g, red, 23, GoatRef::Mountain(m(5)));
    big(&mut g, yellow, 21, GoatRef::Mountain(m(5)));
    big(&mut g, blue, 12, GoatRef::Mountain(m(5)));
    big(&mut g, red, 22, GoatRef::Mountain(m(6)));
    big(&mut g, red, 20, GoatRef::Mountain(m(7)));
    let points: Vec<u32> = g.scores().iter().map(|s| s.big_mountain).collect();
    // White 15; Red 12 + 9 + 3; Yellow 6; Blue's goat is sixth and scores nothing.
    assert_eq!(points, [15, 24, 6, 0, 0]);
}

#[test]
fn a_high_sum_places_a_goat_only_when_the_move_names_one() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    let events = turn(&mut g, [6, 5, 1, 1], &[&[0, 1], &[2], &[3]]);
    assert!(events.contains(&Event::GroupWasted {
        seat: 0,
        sum: 11,
        reason: WasteReason::NoGoatNamed
    }));
    assert_eq!(g.big_mountain().count(), 0);
}

#[test]
fn high_sums_do_nothing_without_the_big_mountain() {
    let mut g = game(Config::new(2));
    let events = turn(&mut g, [6, 5, 1, 1], &[&[0, 1], &[2], &[3]]);
    assert!(events.contains(&Event::GroupWasted {
        seat: 0,
        sum: 11,
        reason: WasteReason::NoMountain
    }));
    g.roll(Roll([6, 5, 1, 1])).expect("roll");
    let mv = Move::new(
        [6, 5, 1, 1],
        [
            Group::of(&[0, 1]).with_goat(GoatRef::Mountain(m(5))),
            Group::of(&[2]),
            Group::of(&[3]),
        ],
    );
    refused(&g, RuleError::GoatNotExpected { group: 0, sum: 11 }, |g| {
        g.play(1, &mv)
    });
}

#[test]
fn placing_on_a_taken_spot() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    big(&mut g, 0, 23, GoatRef::Mountain(m(5)));
    g.roll(Roll([6, 6, 6, 5])).expect("roll");
    let mv = Move::new(
        [6, 6, 6, 5],
        [Group::of(&[0, 1, 2, 3]).with_goat(GoatRef::Mountain(m(5)))],
    );
    refused(&g, RuleError::SpotTaken { group: 0, spot: 23 }, |g| {
        g.play(1, &mv)
    });
    // Naming no goat, the group does nothing.
    let events = g
        .play(1, &Move::grouped([6, 6, 6, 5], &[&[0, 1, 2, 3]]))
        .expect("legal");
    assert!(events.contains(&Event::GroupWasted {
        seat: 1,
        sum: 23,
        reason: WasteReason::SpotTaken
    }));
    assert_eq!(g.big_mountain_spot(23), Some(0));
    assert_eq!(g.position(1, m(5)), Some(0));
}

#[test]
fn moving_a_goat_from_a_summit_to_the_big_mountain() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    pair(&mut g, 0, 10, 10);
    assert_eq!(g.summit(m(10)), Some(0));
    let events = big(&mut g, 0, 15, GoatRef::Mountain(m(10)));
    assert!(events.contains(&Event::GoatPlacedOnBigMountain {
        seat: 0,
        from: m(10),
        from_position: 2,
        spot: 15
    }));
    assert_eq!(g.summit(m(10)), None, "the summit is empty");
    assert_eq!(g.position(0, m(10)), None);
    assert_eq!(g.point_tokens(0, m(10)), 1, "no token is taken or lost");
    assert_eq!(g.point_tokens_left(m(10)), 4);
    assert_eq!(g.big_mountain_spot(15), Some(0));
    assert!(g.goats(0).contains(&GoatPlace::BigMountain { spot: 15 }));
    assert_eq!(g.goats(0).len(), 6);
    // Seat 1 steps onto the empty summit: nobody to knock.
    let events = pair(&mut g, 1, 10, 10);
    assert_eq!(
        count(&events, |e| matches!(e, Event::GoatKnockedDown { .. })),
        0
    );
    assert_eq!(g.summit(m(10)), Some(1));
}

#[test]
fn moving_a_goat_along_the_big_mountain() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    big(&mut g, 0, 12, GoatRef::Mountain(m(5)));
    let events = big(&mut g, 0, 20, GoatRef::BigMountain(12));
    assert!(events.contains(&Event::GoatMovedOnBigMountain {
        seat: 0,
        from: 12,
        to: 20
    }));
    assert_eq!(g.big_mountain().collect::<Vec<_>>(), [(20, 0)]);
    // Down the path too: any empty spot of the sum.
    big(&mut g, 0, 11, GoatRef::BigMountain(20));
    assert_eq!(g.big_mountain().collect::<Vec<_>>(), [(11, 0)]);
}

#[test]
fn returning_a_goat_from_the_big_mountain() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    big(&mut g, 0, 12, GoatRef::Mountain(m(5)));
    big(&mut g, 0, 13, GoatRef::Mountain(m(6)));
    until(&mut g, 0);
    g.roll(Roll([4, 1, 4, 1])).expect("roll");
    // A sum of 5 with no goat on mountain 5 must name a Big Mountain goat.
    refused(&g, RuleError::GoatRequired { group: 0, sum: 5 }, |g| {
        g.play(0, &Move::grouped([4, 1, 4, 1], &[&[0, 1], &[2, 3]]))
    });
    // The goat comes back to position 1; the second 5 then climbs as usual.
    let mv = Move::new(
        [4, 1, 4, 1],
        [
            Group::of(&[0, 1]).with_goat(GoatRef::BigMountain(13)),
            Group::of(&[2, 3]),
        ],
    );
    let events = g.play(0, &mv).expect("legal");
    assert!(events.contains(&Event::GoatReturnedFromBigMountain {
        seat: 0,
        from: 13,
        mountain: m(5),
        position: 1
    }));
    assert_eq!(g.position(0, m(5)), Some(2));
    assert_eq!(g.big_mountain().collect::<Vec<_>>(), [(12, 0)]);
    assert_eq!(g.goats(0).len(), 6);
}

#[test]
fn a_goat_may_leave_and_come_back_in_one_turn() {
    let mut g = game(Config::new(2).with_big_mountain(true));
    pair(&mut g, 0, 5, 5);
    until(&mut g, 0);
    let mv = Move::new(
        [6, 5, 4, 1],
        [
            Group::of(&[0, 1]).with_goat(GoatRef::Mountain(m(5))),
            Group::of(&[2, 3]).with_goat(GoatRef::BigMountain(11)),
        ],
    );
    play(&mut g, [6, 5, 4, 1], &mv);
    assert_eq!(g.position(0, m(5)), Some(1), "back at the first step");
    assert_eq!(g.big_mountain().count(), 0);
}
