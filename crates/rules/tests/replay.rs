//! `replay` rebuilds a game from its seed and moves exactly as playing it
//! turn by turn does, and names the first illegal move.

use mountain_goats_rules::{Config, Game, Move, ReplayError, Seat, Seed, replay};

fn played(config: Config, seed: &Seed, turns: usize) -> (Game, Vec<(Seat, Move)>) {
    let mut game = Game::new(config).expect("valid config");
    let mut moves = Vec::new();
    for turn in 0..turns {
        game.roll_from(seed).expect("awaiting a roll");
        let listed = game.legal_moves();
        let mv = listed[turn % listed.len()].clone();
        let seat = game.current_seat();
        game.play(seat, &mv).expect("a listed move");
        moves.push((seat, mv));
        if game.is_over() {
            return (game, moves);
        }
    }
    game.roll_from(seed).expect("awaiting a roll");
    (game, moves)
}

#[test]
fn replay_gives_the_game_that_was_played() {
    let cases = [
        (Config::new(2), 0u8, 0usize),
        (Config::new(3), 1, 5),
        (Config::new(4), 2, 40),
        (Config::new(5).with_big_mountain(true), 3, 1000),
    ];
    for (config, salt, turns) in cases {
        let seed = Seed([salt; 32]);
        let (game, moves) = played(config, &seed, turns);
        let again = replay(config, &seed, moves.iter().map(|(s, m)| (*s, m))).expect("replays");
        assert_eq!(again.turn(), game.turn(), "{config:?}");
        assert_eq!(again.scores(), game.scores(), "{config:?}");
        assert_eq!(again.current_roll(), game.current_roll(), "{config:?}");
        assert_eq!(again.is_over(), game.is_over(), "{config:?}");
    }
}

#[test]
fn replay_names_the_first_illegal_move() {
    let config = Config::new(2);
    let seed = Seed([7; 32]);
    let (_, mut moves) = played(config, &seed, 6);
    // The same move again by the other seat's turn is played out of turn.
    let (seat, mv) = moves[2].clone();
    moves.insert(3, (seat, mv));
    let error = replay(config, &seed, moves.iter().map(|(s, m)| (*s, m))).expect_err("refused");
    assert!(
        matches!(error, ReplayError::Move { index: 3, .. }),
        "{error:?}"
    );
}
