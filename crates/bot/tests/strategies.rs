//! Every strategy returns one of the listed moves, in positions across the
//! game's options; the greedy player's two forms agree.

use mountain_goats_bot::pb::{self, event::Kind};
use mountain_goats_bot::{
    Budget, Expert, Greedy, HouseStrategy, Player, Random, Rng, Search, Strategy, wire,
};
use mountain_goats_rules::{Config, Event, Game, Roll};

/// A position: options, how many turns to play first, and the roll to answer.
struct Position {
    name: &'static str,
    config: Config,
    turns: u64,
    roll: [u8; 4],
}

fn positions() -> Vec<Position> {
    let base = |players| Config::new(players);
    vec![
        Position {
            name: "2 players, first roll",
            config: base(2),
            turns: 0,
            roll: [5, 2, 2, 1],
        },
        Position {
            name: "3 players, midgame",
            config: base(3),
            turns: 20,
            roll: [3, 4, 6, 2],
        },
        Position {
            name: "4 players, three ones",
            config: base(4),
            turns: 12,
            roll: [1, 1, 1, 6],
        },
        Position {
            name: "4 players, four ones",
            config: base(4),
            turns: 30,
            roll: [1, 1, 1, 1],
        },
        Position {
            name: "4 players, late",
            config: base(4),
            turns: 44,
            roll: [6, 6, 5, 4],
        },
        Position {
            name: "5 players, Big Mountain",
            config: base(5).with_big_mountain(true),
            turns: 25,
            roll: [6, 6, 6, 5],
        },
        Position {
            name: "3 players, declining allowed",
            config: base(3).with_declining_groups(true),
            turns: 9,
            roll: [2, 3, 1, 4],
        },
        Position {
            name: "2 players, Big Mountain, ones",
            config: base(2).with_big_mountain(true),
            turns: 16,
            roll: [1, 1, 5, 6],
        },
    ]
}

/// The position's game, awaiting a move for its roll: earlier turns are
/// played greedily on seeded dice. `None` if the game ended first.
fn setup(position: &Position) -> Option<Game> {
    let mut game = Game::new(position.config).ok()?;
    let mut rng = Rng::new(position.turns);
    while game.turn() < position.turns {
        game.roll(Roll([rng.die(), rng.die(), rng.die(), rng.die()]))
            .ok()?;
        let moves = game.legal_moves();
        let chosen = Player::choose(&mut Greedy, &game, &moves);
        game.play(game.current_seat(), &moves[chosen]).ok()?;
        if game.is_over() {
            return None;
        }
    }
    game.roll(Roll(position.roll)).ok()?;
    Some(game)
}

fn players() -> Vec<(&'static str, Box<dyn Player>)> {
    vec![
        ("random", Box::new(Random::new(9))),
        ("greedy", Box::new(Greedy)),
        (
            "expectimax",
            Box::new(Expert::new(Search::Expectimax, Budget::work(6), 1)),
        ),
        (
            "monte carlo",
            Box::new(Expert::new(Search::MonteCarlo, Budget::work(3), 1)),
        ),
        (
            "expert, 2 ms",
            HouseStrategy::Expert.player(3, std::time::Duration::from_millis(2)),
        ),
    ]
}

#[test]
fn every_strategy_returns_a_listed_move() {
    for position in positions() {
        let game =
            setup(&position).unwrap_or_else(|| panic!("{}: the game ended early", position.name));
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "{}", position.name);
        for (name, mut player) in players() {
            for _ in 0..3 {
                let chosen = player.choose(&game, &moves);
                assert!(
                    chosen < moves.len(),
                    "{name} in {}: move {chosen} of {}",
                    position.name,
                    moves.len()
                );
                game.after(game.current_seat(), &moves[chosen])
                    .unwrap_or_else(|e| panic!("{name} in {}: {e}", position.name));
            }
        }
    }
}

#[test]
fn a_single_listed_move_is_chosen() {
    let game = setup(&positions()[0]).expect("a position");
    let moves = vec![game.legal_moves().remove(0)];
    for (name, mut player) in players() {
        assert_eq!(player.choose(&game, &moves), 0, "{name}");
    }
}

#[test]
fn the_expert_searches_deterministically_on_a_work_budget() {
    for position in positions() {
        let game = setup(&position).expect("a position");
        let moves = game.legal_moves();
        for search in [Search::Expectimax, Search::MonteCarlo] {
            let first = Expert::new(search, Budget::work(4), 5).choose(&game, &moves);
            let again = Expert::new(search, Budget::work(4), 5).choose(&game, &moves);
            assert_eq!(first, again, "{search:?} in {}", position.name);
        }
    }
}

/// The events the greedy strategy reads, in their protobuf form.
fn events_to_pb(events: &[Event]) -> Vec<pb::Event> {
    events
        .iter()
        .filter_map(|event| {
            let kind = match *event {
                Event::PointTokenTaken { seat, mountain } => {
                    Kind::PointTokenTaken(pb::PointTokenTaken {
                        seat: u32::from(seat),
                        mountain: u32::from(mountain.number()),
                    })
                }
                Event::BonusTokenTaken { seat, value } => {
                    Kind::BonusTokenTaken(pb::BonusTokenTaken {
                        seat: u32::from(seat),
                        value: u32::from(value),
                    })
                }
                Event::SummitReached { seat, mountain } => Kind::SummitReached(pb::SummitReached {
                    seat: u32::from(seat),
                    mountain: u32::from(mountain.number()),
                }),
                Event::GoatKnockedDown { seat, mountain } => {
                    Kind::GoatKnockedDown(pb::GoatKnockedDown {
                        seat: u32::from(seat),
                        mountain: u32::from(mountain.number()),
                    })
                }
                Event::GoatClimbed {
                    seat,
                    mountain,
                    from,
                    to,
                } => Kind::GoatClimbed(pb::GoatClimbed {
                    seat: u32::from(seat),
                    mountain: u32::from(mountain.number()),
                    from_position: u32::from(from),
                    to_position: u32::from(to),
                }),
                _ => return None,
            };
            Some(pb::Event { kind: Some(kind) })
        })
        .collect()
}

/// The board part the greedy strategy reads: the point tokens held.
fn board_to_pb(game: &Game) -> pb::Game {
    let players = game
        .seats()
        .map(|seat| pb::Player {
            seat: u32::from(seat),
            point_tokens: mountain_goats_rules::Mountain::ALL
                .iter()
                .map(|&m| u32::from(game.point_tokens(seat, m)))
                .collect(),
            ..pb::Player::default()
        })
        .collect();
    pb::Game {
        board: Some(pb::Board {
            players,
            ..pb::Board::default()
        }),
        ..pb::Game::default()
    }
}

#[test]
fn greedy_chooses_alike_on_the_rules_and_on_the_wire() {
    let mut rng = Rng::new(77);
    let mut compared = 0;
    for game_index in 0..20u8 {
        let mut game = Game::new(Config::new(2 + game_index % 3)).expect("config");
        while !game.is_over() {
            game.roll(Roll([rng.die(), rng.die(), rng.die(), rng.die()]))
                .expect("roll");
            let seat = game.current_seat();
            let moves = game.legal_moves();
            let legal: Vec<pb::LegalMove> = moves
                .iter()
                .map(|mv| pb::LegalMove {
                    r#move: Some(wire::move_to_pb(mv)),
                    summary: String::new(),
                    events: events_to_pb(&game.after(seat, mv).expect("listed").1),
                })
                .collect();
            let on_rules = Player::choose(&mut Greedy, &game, &moves);
            let on_wire =
                Strategy::choose(&mut Greedy, &board_to_pb(&game), u32::from(seat), &legal);
            assert_eq!(on_rules, on_wire, "game {game_index}, turn {}", game.turn());
            compared += 1;
            game.play(seat, &moves[on_rules]).expect("listed");
        }
    }
    assert!(compared > 100);
}
