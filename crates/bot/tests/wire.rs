//! The protobuf mapping and the replay that keeps a rules game in step with
//! a watch stream; errors for people in plain words.

use mountain_goats_bot::pb::{self, event::Kind};
use mountain_goats_bot::{Greedy, Player, Replay, Rng, describe, wire};
use mountain_goats_rules::{Config, Game, Roll};
use tonic::{Code, Status};
use tonic_types::{ErrorDetails, StatusExt};

#[test]
fn moves_cross_the_wire_unchanged() {
    let mut rng = Rng::new(4);
    let mut game = Game::new(Config::new(3).with_big_mountain(true)).expect("config");
    let mut checked = 0;
    while !game.is_over() {
        game.roll(Roll([rng.die(), rng.die(), rng.die(), rng.die()]))
            .expect("roll");
        let moves = game.legal_moves();
        for mv in &moves {
            assert_eq!(wire::move_from_pb(&wire::move_to_pb(mv)).as_ref(), Some(mv));
            checked += 1;
        }
        let chosen = rng.below(moves.len());
        game.play(game.current_seat(), &moves[chosen])
            .expect("listed");
    }
    assert!(checked > 100);
}

#[test]
fn malformed_moves_are_refused_not_panicked_on() {
    let good = pb::Move {
        faces: vec![1, 2, 3, 4],
        groups: vec![pb::Group {
            dice: vec![0, 1],
            goat: None,
        }],
    };
    assert!(wire::move_from_pb(&good).is_some());
    let mut five_faces = good.clone();
    five_faces.faces.push(5);
    let mut five_dice = good.clone();
    five_dice.groups[0].dice = vec![0, 1, 2, 3, 3];
    let mut no_mountain = good.clone();
    no_mountain.groups[0].goat = Some(pb::GoatRef {
        place: Some(pb::goat_ref::Place::Mountain(11)),
    });
    let mut five_groups = good.clone();
    five_groups.groups = vec![pb::Group::default(); 5];
    for bad in [five_faces, five_dice, no_mountain, five_groups] {
        assert_eq!(wire::move_from_pb(&bad), None, "{bad:?}");
    }
    // A value out of range is the rules' to refuse, as on the server: it
    // passes, as the largest byte.
    let mut huge_die = good.clone();
    huge_die.groups[0].dice.push(300);
    let passed = wire::move_from_pb(&huge_die).expect("a shape the rules judge");
    assert_eq!(passed.groups[0].dice.last(), Some(&u8::MAX));
}

fn pb_game(game: &Game, version: u64, options: &pb::GameOptions) -> pb::Game {
    pb::Game {
        version,
        options: Some(*options),
        status: if game.is_over() {
            pb::GameStatus::Finished as i32
        } else {
            pb::GameStatus::Playing as i32
        },
        board: Some(pb::Board {
            current_seat: u32::from(game.current_seat()),
            turn: game.turn(),
            roll: game.current_roll().map(|r| pb::Roll {
                dice: r.0.iter().map(|&d| u32::from(d)).collect(),
            }),
            ..pb::Board::default()
        }),
        ..pb::Game::default()
    }
}

/// A whole game as a watcher sees it from creation: the joins, then one
/// change per move carrying the move and the next roll.
fn stream(seed: u64) -> (Game, Vec<pb::GameChange>) {
    let options = pb::GameOptions {
        players: 2,
        big_mountain: false,
        allow_declining_groups: false,
        first_seat: Some(1),
        ..Default::default()
    };
    let mut rng = Rng::new(seed);
    let mut game = Game::new(Config::new(2).with_first_seat(1)).expect("config");
    let mut changes = Vec::new();
    let roll_event = |game: &Game, roll: Roll| pb::Event {
        kind: Some(Kind::DiceRolled(pb::DiceRolled {
            seat: u32::from(game.current_seat()),
            turn: game.turn(),
            roll: Some(pb::Roll {
                dice: roll.0.iter().map(|&d| u32::from(d)).collect(),
            }),
        })),
    };
    changes.push(pb::GameChange {
        version: 2,
        events: Vec::new(),
        game: Some(pb_game(&game, 2, &options)),
        legal_moves: Vec::new(),
    });
    let roll = Roll([rng.die(), rng.die(), rng.die(), rng.die()]);
    let mut events = vec![roll_event(&game, roll)];
    game.roll(roll).expect("roll");
    changes.push(pb::GameChange {
        version: 3,
        events,
        game: Some(pb_game(&game, 3, &options)),
        legal_moves: Vec::new(),
    });
    while !game.is_over() {
        let moves = game.legal_moves();
        let chosen = Greedy.choose(&game, &moves);
        let seat = game.current_seat();
        events = vec![pb::Event {
            kind: Some(Kind::MovePlayed(pb::MovePlayed {
                seat: u32::from(seat),
                r#move: Some(wire::move_to_pb(&moves[chosen])),
            })),
        }];
        game.play(seat, &moves[chosen]).expect("listed");
        if !game.is_over() {
            let roll = Roll([rng.die(), rng.die(), rng.die(), rng.die()]);
            events.push(roll_event(&game, roll));
            game.roll(roll).expect("roll");
        }
        let version = changes.len() as u64 + 2;
        changes.push(pb::GameChange {
            version,
            events,
            game: Some(pb_game(&game, version, &options)),
            legal_moves: Vec::new(),
        });
    }
    (game, changes)
}

#[test]
fn the_replay_keeps_step_with_a_whole_stream() {
    let (finished, changes) = stream(12);
    let mut replay = Replay::new();
    for change in &changes {
        replay.change(change);
        let seen = change.game.as_ref().expect("game");
        let game = replay
            .game(seen)
            .unwrap_or_else(|| panic!("out of step at v{}", change.version));
        assert_eq!(game.turn(), seen.board.as_ref().expect("board").turn);
    }
    let last = changes.last().and_then(|c| c.game.as_ref()).expect("game");
    assert_eq!(replay.game(last).and_then(Game::result), finished.result());
}

#[test]
fn the_replay_takes_a_first_seat_drawn_when_the_game_starts() {
    // A game whose first seat is drawn from the players' dice contributions
    // shows none while it is open; the start says which it is (seat 1).
    let (finished, mut changes) = stream(15);
    if let Some(options) = changes[0].game.as_mut().and_then(|g| g.options.as_mut()) {
        options.first_seat = None;
    }
    changes[1].events.insert(
        0,
        pb::Event {
            kind: Some(Kind::GameStarted(pb::GameStarted { first_seat: 1 })),
        },
    );
    let mut replay = Replay::new();
    replay.snapshot(changes[0].game.as_ref().expect("game"));
    for change in &changes[1..] {
        replay.change(change);
        let seen = change.game.as_ref().expect("game");
        assert!(
            replay.game(seen).is_some(),
            "out of step at v{}",
            change.version
        );
    }
    let last = changes.last().and_then(|c| c.game.as_ref()).expect("game");
    assert_eq!(replay.game(last).and_then(Game::result), finished.result());
}

#[test]
fn the_replay_falls_out_of_step_on_a_gap_and_mid_game_snapshots() {
    let (_, changes) = stream(13);
    let mut replay = Replay::new();
    for change in changes.iter().take(6) {
        replay.change(change);
    }
    replay.change(&changes[7]);
    assert!(replay.needs_history(), "a skipped version");
    let seen = changes[7].game.as_ref().expect("game");
    assert!(replay.game(seen).is_none());

    let mut late = Replay::new();
    late.snapshot(seen);
    assert!(late.needs_history(), "a snapshot after moves were played");
    // The history from creation puts it back in step.
    for change in &changes[..8] {
        late.change(change);
    }
    assert!(late.game(seen).is_some());
}

#[test]
fn a_snapshot_before_the_first_move_is_enough() {
    let (_, changes) = stream(14);
    let first_roll = changes[1].game.as_ref().expect("game");
    let mut replay = Replay::new();
    replay.snapshot(first_roll);
    assert!(replay.game(first_roll).is_some());
    for change in &changes[2..5] {
        replay.change(change);
    }
    assert!(
        replay
            .game(changes[4].game.as_ref().expect("game"))
            .is_some()
    );
}

#[test]
fn errors_read_in_plain_words() {
    let status = Status::with_error_details(
        Code::NotFound,
        "no game named games/x",
        ErrorDetails::with_error_info("GAME_NOT_FOUND", "mountaingoats.dev", []),
    );
    let text = describe(&status);
    assert_eq!(
        text,
        "game not found: no game named games/x (gRPC NOT_FOUND, reason GAME_NOT_FOUND)"
    );
    let dropped = describe(&Status::unavailable("transport error"));
    assert_eq!(
        dropped,
        "the server cannot be reached: transport error (gRPC UNAVAILABLE)"
    );
    for text in [text, dropped] {
        assert!(
            !text.contains("Some(") && !text.contains("NotFound"),
            "{text}"
        );
    }
}

#[test]
fn move_summaries_read_in_plain_words() {
    let mut game = Game::new(Config::new(2)).expect("config");
    game.roll(Roll([6, 6, 5, 1])).expect("roll");
    let moves = game.legal_moves();
    let mut wasted = 0;
    for mv in &moves {
        let (_, events) = game.after(0, mv).expect("listed");
        let text = wire::describe_move(mv, &events);
        assert!(
            !text.contains("NoMountain") && !text.contains('('),
            "{text}"
        );
        wasted += usize::from(text.contains("no mountain has that number"));
    }
    assert!(wasted > 0, "some grouping of 6,6,5,1 wastes a group");
}
